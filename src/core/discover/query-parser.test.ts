import { describe, it, expect } from 'vitest';
import {
  HEADCOUNT_RANGES,
  headcountRangesFor,
  parseDiscoverQuery,
  type DiscoverFilters,
  type DiscoverVocabulary,
} from './query-parser.js';
import { INDUSTRY_SYNONYM_GROUPS, GICS_INDUSTRIES } from './industry-synonyms.js';

const VOCABULARY: DiscoverVocabulary = {
  industries: [
    'Air Freight & Logistics',
    'Biotechnology',
    'Capital Markets',
    'Diversified Consumer Services',
    'Financial Services',
    'Food Products',
    'Independent Power and Renewable Electricity Producers',
    'Machinery',
    'Media',
    'Professional Services',
    'Software',
    'Specialty Retail',
  ],
  technologies: [
    'akamai', 'apache', 'aws', 'cloudflare', 'datadog', 'docusign', 'drupal', 'fastly', 'google-analytics',
    'google-tag-manager', 'google-workspace', 'greenhouse', 'hotjar', 'hubspot', 'intercom', 'klaviyo',
    'mailchimp', 'matomo', 'microsoft-365', 'moodle', 'nginx', 'onetrust', 'personio', 'react', 'salesforce',
    'sap', 'segment', 'sentry', 'shopify', 'stripe', 'twilio', 'vue', 'wordpress', 'workable', 'zendesk',
  ],
  companyTypes: ['partnership', 'privately held', 'public company'],
  cities: [
    'Paris', 'Berlin', 'Osaka', 'Munich', 'Portland', 'Boston', 'London', 'Valencia', 'Bologna', 'São Paulo',
    'Dublin', 'Bengaluru', 'Lagos',
  ],
};

const OVER_50 = ['51-250', '251-1K', '1K-5K', '5K-10K', '10K-50K', '50K-100K', '100K+'] as const;
const LARGE = ['1K-5K', '5K-10K', '10K-50K', '50K-100K', '100K+'] as const;
const SMALL = ['1-10', '11-50'] as const;

const SOFTWARE_FR_OVER_50: DiscoverFilters = {
  industry: { include: ['Software'] },
  headquarters_location: { include: [{ country: 'FR' }] },
  headcount: [...OVER_50],
};
const SOFTWARE_DE_OVER_50: DiscoverFilters = {
  industry: { include: ['Software'] },
  headquarters_location: { include: [{ country: 'DE' }] },
  headcount: [...OVER_50],
};

// [query, expected filters]
const CASES: readonly (readonly [string, DiscoverFilters])[] = [
  // The reference query, then the same intent with the country (and more) in the other languages.
  ['software companies in France with more than 50 employees', SOFTWARE_FR_OVER_50],
  ['software companies in フランス with more than 50 employees', SOFTWARE_FR_OVER_50],
  ['フランスのソフトウェア会社 従業員50人超', SOFTWARE_FR_OVER_50],
  ['aziende di software in Francia con più di 50 dipendenti', SOFTWARE_FR_OVER_50],
  ['software companies in Francia with more than 50 employees', SOFTWARE_FR_OVER_50],
  ['entreprises de logiciel en France avec plus de 50 employés', SOFTWARE_FR_OVER_50],
  ['entreprises de logiciel en France', { industry: { include: ['Software'] }, headquarters_location: { include: [{ country: 'FR' }] } }],
  ['Softwareunternehmen in Deutschland mit mehr als 50 Mitarbeitern', SOFTWARE_DE_OVER_50],
  ['software companies in Deutschland with more than 50 employees', SOFTWARE_DE_OVER_50],
  ['empresas de software na Alemanha com mais de 50 funcionários', SOFTWARE_DE_OVER_50],
  ['empresas de software en Alemania con más de 50 empleados', SOFTWARE_DE_OVER_50],
  ['德国的软件公司，员工超过50人', SOFTWARE_DE_OVER_50],
  ['software companies in 德国 with more than 50 employees', SOFTWARE_DE_OVER_50],
  ['software companies in FR with more than 1,000 employees', {
    industry: { include: ['Software'] },
    headquarters_location: { include: [{ country: 'FR' }] },
    headcount: [...LARGE],
  }],

  ['biotech in Japan', { industry: { include: ['Biotechnology'] }, headquarters_location: { include: [{ country: 'JP' }] } }],
  ['logistics companies in Spain with 200 to 1000 employees', {
    industry: { include: ['Air Freight & Logistics'] },
    headquarters_location: { include: [{ country: 'ES' }] },
    headcount: ['51-250', '251-1K'],
  }],
  ['public companies in Italy', { company_type: { include: ['public company'] }, headquarters_location: { include: [{ country: 'IT' }] } }],
  ['companies using Shopify in the United States', {
    technology: { include: ['shopify'] },
    headquarters_location: { include: [{ country: 'US' }] },
  }],
  ['fintech in Brazil', { industry: { include: ['Financial Services'] }, headquarters_location: { include: [{ country: 'BR' }] } }],
  ['startups in India', { headcount: [...SMALL], headquarters_location: { include: [{ country: 'IN' }] } }],
  ['companies in Germany excluding software', {
    headquarters_location: { include: [{ country: 'DE' }] },
    industry: { exclude: ['Software'] },
  }],
  ['companies based in London', { headquarters_location: { include: [{ city: 'London' }] } }],
  // "pharma" is understood but no Pharmaceuticals in the index: no industry filter.
  ['pharma companies in Switzerland', { headquarters_location: { include: [{ country: 'CH' }] } }],
  ['media companies in Ireland with fewer than 300 employees', {
    industry: { include: ['Media'] },
    headquarters_location: { include: [{ country: 'IE' }] },
    headcount: ['1-10', '11-50', '51-250', '251-1K'],
  }],
  // Beverages is not in the index, Food Products is.
  ['large food companies', { industry: { include: ['Food Products'] }, headcount: [...LARGE] }],
  ['companies that use google analytics and hubspot', { technology: { include: ['google-analytics', 'hubspot'] } }],
  ['hello world', {}],
  // "it" is a pronoun and "in" a preposition, never IT/IN; "it companies" is the IT sector.
  ['it companies in Italy', { industry: { include: ['Software'] }, headquarters_location: { include: [{ country: 'IT' }] } }],
  ['IT services in Italy', { industry: { include: ['Software'] }, headquarters_location: { include: [{ country: 'IT' }] } }],
  ['is it in de', {}],

  // Negations
  ['SaaS companies not in Germany', { industry: { include: ['Software'] }, headquarters_location: { exclude: [{ country: 'DE' }] } }],
  ['companies outside Germany and France', { headquarters_location: { exclude: [{ country: 'DE' }, { country: 'FR' }] } }],
  ['ドイツ以外のソフトウェア会社', { industry: { include: ['Software'] }, headquarters_location: { exclude: [{ country: 'DE' }] } }],
  ['consulting firms in Berlin not using WordPress', {
    industry: { include: ['Professional Services'] },
    headquarters_location: { include: [{ city: 'Berlin' }] },
    technology: { exclude: ['wordpress'] },
  }],
  ['media companies except biotech, food and energy', {
    industry: {
      include: ['Media'],
      exclude: ['Biotechnology', 'Food Products', 'Independent Power and Renewable Electricity Producers'],
    },
  }],

  // Countries: multi-word names, aliases, upper-case ISO codes
  ['Royaume-Uni', { headquarters_location: { include: [{ country: 'GB' }] } }],
  ['Vereinigtes Königreich', { headquarters_location: { include: [{ country: 'GB' }] } }],
  ['empresas en Estados Unidos', { headquarters_location: { include: [{ country: 'US' }] } }],
  ['companies in South Africa', { headquarters_location: { include: [{ country: 'ZA' }] } }],
  ['US and UK fintech', {
    headquarters_location: { include: [{ country: 'US' }, { country: 'GB' }] },
    industry: { include: ['Financial Services' ] },
  }],
  ['companies in Holland or England', { headquarters_location: { include: [{ country: 'NL' }, { country: 'GB' }] } }],
  ['companies in DE, AT and CH', { headquarters_location: { include: [{ country: 'DE' }, { country: 'AT' }, { country: 'CH' }] } }],
  ['AI startups', { industry: { include: ['Software'] }, headcount: [...SMALL] }],

  // Cities
  ['companies in são paulo', { headquarters_location: { include: [{ city: 'São Paulo' }] } }],
  ['Paris, France', { headquarters_location: { include: [{ city: 'Paris', country: 'FR' }] } }],

  // Headcount phrases and size words
  ['between 100 and 500 employees', { headcount: ['51-250', '251-1K'] }],
  ['10-50 employees', { headcount: [...SMALL] }],
  ['1k+ employees', { headcount: ['251-1K', ...LARGE] }],
  ['with 5 000 employees', { headcount: ['1K-5K'] }],
  ['up to 10 people', { headcount: ['1-10'] }],
  ['mid-size machinery companies', { industry: { include: ['Machinery'] }, headcount: ['51-250', '251-1K'] }],
  ['small private companies', { headcount: [...SMALL], company_type: { include: ['privately held'] } }],
  ['50人以上', { headcount: ['11-50', ...OVER_50] }],

  // Technologies that are ordinary words need a cue
  ['companies using segment and stripe', { technology: { include: ['segment', 'stripe'] } }],
  ['React agencies', {}],
  ['companies using Microsoft 365', { technology: { include: ['microsoft-365'] } }],

  // Industries named directly, synonyms in other languages
  ['Air Freight & Logistics', { industry: { include: ['Air Freight & Logistics'] } }],
  ['private equity in Boston', { industry: { include: ['Capital Markets'] }, headquarters_location: { include: [{ city: 'Boston' }] } }],
  ['e-commerce in Valencia', { industry: { include: ['Specialty Retail'] }, headquarters_location: { include: [{ city: 'Valencia' }] } }],
  ['Logistikunternehmen in Österreich', { industry: { include: ['Air Freight & Logistics'] }, headquarters_location: { include: [{ country: 'AT' }] } }],
  ['edtech partnerships', { industry: { include: ['Diversified Consumer Services'] }, company_type: { include: ['partnership'] } }],
];

describe('parseDiscoverQuery filters', () => {
  it.each(CASES)('%s', (query, expected) => {
    expect(parseDiscoverQuery(query, VOCABULARY).filters).toEqual(expected);
  });
});

describe('parseDiscoverQuery understood / unrecognized', () => {
  it('describes the reference query', () => {
    const r = parseDiscoverQuery('software companies in France with more than 50 employees', VOCABULARY);
    expect(r.understood).toEqual([
      'industry Software (from "software companies")',
      'country FR (from "France")',
      'headcount > 50',
    ]);
    expect(r.unrecognized).toEqual([]);
  });

  it('reports a synonym whose industries the index lacks', () => {
    const r = parseDiscoverQuery('pharma companies in Switzerland', VOCABULARY);
    expect(r.understood).toEqual(['industry "pharma" (not in the index)', 'country CH (from "Switzerland")']);
    expect(r.filters.industry).toBeUndefined();
  });

  it('returns the words nothing matched, stop words removed', () => {
    const r = parseDiscoverQuery('hello world', VOCABULARY);
    expect(r).toEqual({ filters: {}, understood: [], unrecognized: ['hello', 'world'] });
    expect(parseDiscoverQuery('the best fluffy companies in South America', VOCABULARY).unrecognized).toEqual([
      'fluffy',
      'South America',
    ]);
    expect(parseDiscoverQuery('', VOCABULARY)).toEqual({ filters: {}, understood: [], unrecognized: [] });
  });

  it('labels exclusions, size words and technologies', () => {
    expect(parseDiscoverQuery('startups not in Germany using Shopify', VOCABULARY).understood).toEqual([
      'size "startups" (headcount 1-50)',
      'excluding country DE (from "Germany")',
      'technology shopify (from "Shopify")',
    ]);
  });

  it('never reads lower-case two-letter words as ISO codes, nor codes in a shouted query', () => {
    const lower = parseDiscoverQuery('companies in fr', VOCABULARY);
    expect(lower.filters).toEqual({});
    expect(lower.unrecognized).toEqual(['fr']);
    expect(parseDiscoverQuery('SOFTWARE COMPANIES IN FRANCE', VOCABULARY).filters).toEqual({
      industry: { include: ['Software'] },
      headquarters_location: { include: [{ country: 'FR' }] },
    });
  });

  it('needs a location word or a capital for a city', () => {
    expect(parseDiscoverQuery('paris companies', VOCABULARY).filters).toEqual({});
    expect(parseDiscoverQuery('companies in paris', VOCABULARY).filters).toEqual({
      headquarters_location: { include: [{ city: 'Paris' }] },
    });
  });

  it('narrows several headcount constraints, or unions contradictory ones', () => {
    expect(parseDiscoverQuery('large companies with more than 5000 employees', VOCABULARY).filters.headcount).toEqual([
      '5K-10K',
      '10K-50K',
      '50K-100K',
      '100K+',
    ]);
    expect(parseDiscoverQuery('small companies with more than 5000 employees', VOCABULARY).filters.headcount).toEqual([
      '1-10',
      '11-50',
      '5K-10K',
      '10K-50K',
      '50K-100K',
      '100K+',
    ]);
  });

  it('works without cities in the vocabulary', () => {
    const { cities: _cities, ...noCities } = VOCABULARY;
    expect(parseDiscoverQuery('software in London', noCities)).toEqual({
      filters: { industry: { include: ['Software'] } },
      understood: ['industry Software (from "software")'],
      unrecognized: ['London'],
    });
  });
});

describe('headcountRangesFor', () => {
  it.each([
    [51, undefined, [...OVER_50]],
    [1, 49, ['1-10', '11-50']],
    [100, 500, ['51-250', '251-1K']],
    [200, 1000, ['51-250', '251-1K']],
    [1001, undefined, [...LARGE]],
    [1000, undefined, ['251-1K', ...LARGE]],
    [50, 50, ['11-50']],
    [0, 0, []],
    [500, 100, []],
    [100_001, undefined, ['100K+']],
    [0, undefined, [...HEADCOUNT_RANGES]],
  ] as const)('[%s, %s]', (min, max, expected) => {
    expect(headcountRangesFor(min, max)).toEqual(expected);
  });
});

describe('industry synonym table', () => {
  it('maps every term to GICS industry names', () => {
    const known = new Set(GICS_INDUSTRIES);
    for (const group of INDUSTRY_SYNONYM_GROUPS) {
      for (const industry of group.industries) expect(known, industry).toContain(industry);
      expect(group.terms.length).toBeGreaterThan(0);
    }
  });

  it('resolves to industries of a larger index', () => {
    const vocabulary: DiscoverVocabulary = { ...VOCABULARY, industries: GICS_INDUSTRIES };
    expect(parseDiscoverQuery('retail', vocabulary).filters.industry?.include).toEqual([
      'Specialty Retail',
      'Internet & Direct Marketing Retail',
      'Broadline Retail',
      'Multiline Retail',
    ]);
    expect(parseDiscoverQuery('pharma', vocabulary).filters.industry?.include).toEqual(['Pharmaceuticals']);
    expect(parseDiscoverQuery('banks', vocabulary).filters.industry?.include).toEqual(['Banks']);
    expect(parseDiscoverQuery('food and beverage', vocabulary).filters.industry?.include).toEqual([
      'Food Products',
      'Beverages',
    ]);
  });
});
