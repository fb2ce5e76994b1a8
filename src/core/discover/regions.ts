/**
 * Continents and business regions as sets of countries, for `headquarters_location`'s
 * `continent` and `business_region`. The index stores a company's country (ISO 3166-1 alpha-2);
 * a continent or region is the union of its countries, taken from the UN M49 groupings as the
 * Unicode CLDR ships them (`cldr-core`, supplemental/territoryContainment.json).
 *
 * Continents: Africa (M49 002), Asia (142), Europe (150), Oceania (009), North America (CLDR's
 * 003: Northern America, Central America and the Caribbean), South America (005), Antarctica (AQ).
 * Business regions have no standard; this service defines them by M49 regions, one place a country
 * falls into each: AMER = the Americas (019); LATAM = Latin America and the Caribbean (419);
 * EMEA = Europe (150) + Africa (002) + Western Asia (145, the Middle East); APAC = the rest of Asia
 * (142 less 145) + Oceania (009).
 */
import { createRequire } from 'node:module';

interface Containment {
  [code: string]: { _contains?: string[] } | undefined;
}

const require = createRequire(import.meta.url);
const CONTAINMENT = (require('cldr-core/supplemental/territoryContainment.json') as {
  supplemental: { territoryContainment: Containment };
}).supplemental.territoryContainment;

/**
 * The ISO 3166-1 codes inside an M49 group (or the code itself when it is a country). CLDR's
 * "Outlying Oceania" (QO: Antarctica and reserved codes) is left out of Oceania: Antarctica is a
 * continent of its own here.
 */
function countriesIn(code: string): string[] {
  if (code === 'QO') return [];
  if (/^[A-Z]{2}$/.test(code)) return [code];
  const out: string[] = [];
  for (const child of CONTAINMENT[code]?._contains ?? []) out.push(...countriesIn(child));
  return [...new Set(out)].sort();
}

/** Continent names as Hunter writes them, and the M49 (or ISO) code each stands for. */
export const CONTINENTS: Readonly<Record<string, string>> = {
  Africa: '002',
  Antarctica: 'AQ',
  Asia: '142',
  Europe: '150',
  'North America': '003',
  Oceania: '009',
  'South America': '005',
};
export const CONTINENT_NAMES: readonly string[] = Object.keys(CONTINENTS);

export const BUSINESS_REGIONS = ['AMER', 'EMEA', 'APAC', 'LATAM'] as const;
export type BusinessRegion = (typeof BUSINESS_REGIONS)[number];

const minus = (a: string[], b: string[]) => a.filter((c) => !b.includes(c));
const REGION_COUNTRIES: Readonly<Record<BusinessRegion, readonly string[]>> = {
  AMER: countriesIn('019'),
  LATAM: countriesIn('419'),
  EMEA: [...new Set([...countriesIn('150'), ...countriesIn('002'), ...countriesIn('145')])].sort(),
  APAC: [...new Set([...minus(countriesIn('142'), countriesIn('145')), ...countriesIn('009')])].sort(),
};

/** The continent's name as written in CONTINENTS, matched without regard to case, or null. */
export function continentName(text: string): string | null {
  const key = text.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return CONTINENT_NAMES.find((n) => n.toLowerCase() === key) ?? null;
}

export function businessRegion(text: string): BusinessRegion | null {
  const key = text.trim().toUpperCase();
  return (BUSINESS_REGIONS as readonly string[]).includes(key) ? (key as BusinessRegion) : null;
}

/** The countries (ISO codes) of a continent given by name; null when it is not one. */
export function continentCountries(text: string): readonly string[] | null {
  const name = continentName(text);
  return name === null ? null : countriesIn(CONTINENTS[name]!);
}

export function businessRegionCountries(text: string): readonly string[] | null {
  const region = businessRegion(text);
  return region === null ? null : REGION_COUNTRIES[region];
}

/** The M49 code of a continent, for localized names (Intl.DisplayNames knows them). */
export function continentCode(name: string): string | null {
  return CONTINENTS[name] ?? null;
}

const CONTINENT_OF = new Map<string, string>();
for (const name of CONTINENT_NAMES) for (const code of countriesIn(CONTINENTS[name]!)) CONTINENT_OF.set(code, name);

/** The continent (name) a country lies on, or null for a code no continent holds. */
export function continentOf(countryCode: string): string | null {
  return CONTINENT_OF.get(countryCode.toUpperCase()) ?? null;
}

/** The business regions a country belongs to (Brazil: AMER and LATAM). */
export function businessRegionsOf(countryCode: string): BusinessRegion[] {
  const code = countryCode.toUpperCase();
  return BUSINESS_REGIONS.filter((r) => REGION_COUNTRIES[r].includes(code));
}
