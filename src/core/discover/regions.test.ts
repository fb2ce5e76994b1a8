import { describe, expect, it } from 'vitest';
import { BUSINESS_REGIONS, CONTINENT_NAMES, businessRegionCountries, continentCountries } from './regions.js';

describe('continents and business regions from CLDR (UN M49)', () => {
  it('places countries on their continent', () => {
    expect(continentCountries('Europe')).toEqual(expect.arrayContaining(['FR', 'DE', 'GB', 'RU', 'UA', 'IS']));
    expect(continentCountries('europe')).toEqual(continentCountries('Europe'));
    expect(continentCountries('North America')).toEqual(expect.arrayContaining(['US', 'CA', 'MX', 'CU', 'PA']));
    expect(continentCountries('South America')).toEqual(expect.arrayContaining(['BR', 'AR', 'CL']));
    expect(continentCountries('Asia')).toEqual(expect.arrayContaining(['JP', 'IN', 'CN', 'TR', 'IL']));
    expect(continentCountries('Africa')).toEqual(expect.arrayContaining(['NG', 'EG', 'ZA']));
    expect(continentCountries('Oceania')).toEqual(expect.arrayContaining(['AU', 'NZ', 'FJ']));
    expect(continentCountries('Antarctica')).toEqual(['AQ']);
    expect(continentCountries('Atlantis')).toBeNull();
  });

  it('puts every country in exactly one continent, and no reserved code in any', () => {
    const seen = new Map<string, string>();
    for (const name of CONTINENT_NAMES) {
      for (const c of continentCountries(name)!) {
        expect(seen.get(c), `${c} in ${name} and ${seen.get(c)}`).toBeUndefined();
        seen.set(c, name);
      }
    }
    expect(seen.size).toBeGreaterThan(240);
    for (const reserved of ['QO', 'AC', 'CP', 'DG', 'TA', 'EU', 'UN']) expect(seen.has(reserved), reserved).toBe(false);
  });

  it('defines the business regions by M49 regions: EMEA and APAC split Asia at Western Asia', () => {
    const emea = businessRegionCountries('EMEA')!;
    const apac = businessRegionCountries('apac')!;
    expect(emea).toEqual(expect.arrayContaining(['FR', 'NG', 'AE', 'IL', 'TR', 'SA']));
    expect(apac).toEqual(expect.arrayContaining(['JP', 'IN', 'SG', 'AU', 'NZ']));
    expect(emea.filter((c) => apac.includes(c))).toEqual([]);
    expect(businessRegionCountries('AMER')).toEqual(expect.arrayContaining(['US', 'CA', 'BR', 'MX']));
    expect(businessRegionCountries('LATAM')).toEqual(expect.arrayContaining(['BR', 'MX', 'AR', 'CU']));
    expect(businessRegionCountries('LATAM')).not.toContain('US');
    expect(businessRegionCountries('NORDICS')).toBeNull();
    expect(BUSINESS_REGIONS).toEqual(['AMER', 'EMEA', 'APAC', 'LATAM']);
  });
});

describe('continentOf / businessRegionsOf', () => {
  it('names the continent and the business regions of a country', async () => {
    const { continentOf, businessRegionsOf } = await import('./regions.js');
    expect(continentOf('fr')).toBe('Europe');
    expect(continentOf('MX')).toBe('North America');
    expect(continentOf('ZZ')).toBeNull();
    expect(businessRegionsOf('BR')).toEqual(['AMER', 'LATAM']);
    expect(businessRegionsOf('AE')).toEqual(['EMEA']);
    expect(businessRegionsOf('JP')).toEqual(['APAC']);
    expect(businessRegionsOf('ZZ')).toEqual([]);
  });
});
