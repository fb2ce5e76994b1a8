/**
 * POST /v2/discover on the example index: plain-language queries in the seven seen languages
 * (expected filters and expected companies, every word accounted for), Hunter's filters
 * (continents and business regions, headcount buckets, founding years, funding, full-text
 * keywords, similar_to), paging and every refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.js';

const ALL_FROM_11 = ['11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'];
const ALL_FROM_51 = ALL_FROM_11.slice(1);

interface Case {
  query: string;
  filters: Record<string, unknown>;
  domains: string[];
}

const CASES: Case[] = [
  {
    query: 'software companies in Germany with more than 10 employees',
    filters: { headquarters_location: { include: [{ country: 'DE' }] }, industry: { include: ['Software'] }, headcount: ALL_FROM_11 },
    domains: ['kranich-analytics.test'],
  },
  {
    query: 'machinery companies in France with more than 50 employees',
    filters: { headquarters_location: { include: [{ country: 'FR' }] }, industry: { include: ['Machinery'] }, headcount: ALL_FROM_51 },
    domains: ['northwind-robotics.test'],
  },
  {
    query: 'フランスの会社',
    filters: { headquarters_location: { include: [{ country: 'FR' }] } },
    domains: ['northwind-robotics.test'],
  },
  {
    query: 'aziende in Germania',
    filters: { headquarters_location: { include: [{ country: 'DE' }] } },
    domains: ['kranich-analytics.test', 'sakura-biolabs-europe.test'],
  },
  {
    query: 'entreprises de logiciel en Allemagne',
    filters: { headquarters_location: { include: [{ country: 'DE' }] }, industry: { include: ['Software'] } },
    domains: ['kranich-analytics.test'],
  },
  {
    query: 'Unternehmen in Spanien',
    filters: { headquarters_location: { include: [{ country: 'ES' }] } },
    domains: ['brisa-logistica.test'],
  },
  {
    query: 'empresas no Brasil',
    filters: { headquarters_location: { include: [{ country: 'BR' }] } },
    domains: ['ipe-pagamentos.test'],
  },
  {
    query: 'empresas en Italia',
    filters: { headquarters_location: { include: [{ country: 'IT' }] } },
    domains: ['olivaro-foods.test'],
  },
  {
    query: '德国的公司',
    filters: { headquarters_location: { include: [{ country: 'DE' }] } },
    domains: ['kranich-analytics.test', 'sakura-biolabs-europe.test'],
  },
  {
    query: 'biotech in Japan',
    filters: { headquarters_location: { include: [{ country: 'JP' }] }, industry: { include: ['Biotechnology'] } },
    domains: ['sakura-biolabs.test'],
  },
  {
    query: 'biotech companies',
    filters: { industry: { include: ['Biotechnology'] } },
    domains: ['sakura-biolabs-europe.test', 'sakura-biolabs.test'],
  },
  {
    query: 'logistics companies in Spain with 200 to 1000 employees',
    filters: { headquarters_location: { include: [{ country: 'ES' }] }, industry: { include: ['Air Freight & Logistics'] }, headcount: ['51-200', '201-500', '501-1000'] },
    domains: ['brisa-logistica.test'],
  },
  {
    query: 'public companies in Italy',
    filters: { headquarters_location: { include: [{ country: 'IT' }] }, company_type: { include: ['public company'] } },
    domains: ['olivaro-foods.test'],
  },
  {
    query: 'companies using Shopify in the United States',
    filters: { headquarters_location: { include: [{ country: 'US' }] }, technology: { include: ['shopify'] } },
    domains: ['harbor-lane-goods.test'],
  },
  {
    query: 'fintech in Brazil',
    filters: { headquarters_location: { include: [{ country: 'BR' }] }, industry: { include: ['Financial Services'] } },
    domains: ['ipe-pagamentos.test'],
  },
  {
    query: 'companies in Germany excluding software',
    filters: { headquarters_location: { include: [{ country: 'DE' }] }, industry: { exclude: ['Software'] } },
    domains: ['sakura-biolabs-europe.test'],
  },
  {
    query: 'companies based in London',
    filters: { headquarters_location: { include: [{ city: 'London' }] } },
    domains: ['ashgrove-consulting.test'],
  },
  {
    query: 'media companies in Ireland with fewer than 300 employees',
    filters: { headquarters_location: { include: [{ country: 'IE' }] }, industry: { include: ['Media'] }, headcount: ['1-10', '11-50', '51-200', '201-500'] },
    domains: ['industry-news.test'],
  },
  {
    query: 'startups in India',
    filters: { headquarters_location: { include: [{ country: 'IN' }] }, headcount: ['1-10', '11-50'] },
    domains: ['kestrel-learning.test'],
  },
];

/** meta.filters always carries headquarters_location.include and industry.include (spec rule 5). */
function echoed(filters: Record<string, unknown>): Record<string, unknown> {
  const hq = (filters.headquarters_location ?? {}) as Record<string, unknown>;
  const industry = (filters.industry ?? {}) as Record<string, unknown>;
  return { ...filters, headquarters_location: { ...hq, include: hq.include ?? [] }, industry: { ...industry, include: industry.include ?? [] } };
}

describe('POST /v2/discover', () => {
  let h: Harness;
  const post = (body: unknown, query = '') =>
    h.app.inject({ method: 'POST', url: `/v2/discover${query}`, headers: { 'x-api-key': h.key }, payload: body as object });

  beforeAll(async () => {
    h = await startHarness();
    await h.importExamples();
  });
  afterAll(() => h.close());

  it.each(CASES)('"$query"', async ({ query, filters, domains }) => {
    const res = await post({ query });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.filters).toEqual(echoed(filters));
    expect(body.meta.params).toEqual({ query });
    expect(body.data.map((r: { domain: string }) => r.domain)).toEqual(domains);
    expect(body.meta.results).toBe(domains.length);
    // Every word went to a filter or was a stop word: none was searched as a keyword or left out.
    const words = body.meta.query.words as { word: string; as: string }[];
    expect(words.filter((w) => w.as !== 'filter' && w.as !== 'stop_word')).toEqual([]);
    expect(words.map((w) => w.word).join('').replace(/[^\p{L}\p{N}]/gu, '')).toBe(query.normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, ''));
  });

  it('returns organization and emails_count counted from the index', async () => {
    const body = (await post({ query: 'biotech in Japan' })).json();
    const search = (await h.app.inject({ url: '/v2/domain-search?domain=sakura-biolabs.test&limit=100', headers: { 'x-api-key': h.key } })).json();
    const emails = search.data.emails as { type: string }[];
    expect(body.data[0]).toEqual({
      domain: 'sakura-biolabs.test',
      organization: 'Sakura BioLabs',
      emails_count: {
        personal: emails.filter((e) => e.type === 'personal').length,
        generic: emails.filter((e) => e.type === 'generic').length,
        total: emails.length,
      },
    });
    // Hunter's default page: 100 companies.
    expect(body.meta).toMatchObject({ limit: 100, offset: 0 });
  });

  it('takes the query from the query string too', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/v2/discover?query=biotech%20in%20Japan&limit=5', headers: { 'x-api-key': h.key } });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ results: 1, limit: 5, params: { query: 'biotech in Japan' } });
  });

  it('applies explicit filters, ORing values within a filter and ANDing filters', async () => {
    const body = (
      await post({
        headquarters_location: { include: [{ country: 'DE' }, { country: 'FR' }] },
        industry: { include: ['Software', 'Machinery', 'Biotechnology'] },
        headcount: ['11-50', '51-200'],
      })
    ).json();
    expect(body.data.map((r: { domain: string }) => r.domain)).toEqual(['kranich-analytics.test', 'northwind-robotics.test', 'sakura-biolabs-europe.test']);
    const excl = (await post({ industry: { include: ['Biotechnology'] }, headquarters_location: { exclude: [{ country: 'JP' }] } })).json();
    expect(excl.data.map((r: { domain: string }) => r.domain)).toEqual(['sakura-biolabs-europe.test']);
    const onlyExclude = (await post({ headquarters_location: { exclude: [{ country: 'US' }, { country: 'DE' }] } })).json();
    expect(onlyExclude.meta.results).toBe(13 - 4);
  });

  it('requires every value with match: "all"', async () => {
    const any = (await post({ technology: { include: ['google-workspace', 'hubspot'] } })).json().meta.results;
    const all = (await post({ technology: { include: ['google-workspace', 'hubspot'], match: 'all' } })).json().meta.results;
    expect(any).toBeGreaterThan(all);
  });

  it('filters by organization domain and name, by keyword, by city with country', async () => {
    const org = (await post({ organization: { domain: ['olivaro-foods.test', 'unknown.test'], name: ['Kranich Analytics'] } })).json();
    expect(org.data.map((r: { domain: string }) => r.domain)).toEqual(['kranich-analytics.test', 'olivaro-foods.test']);
    const kw = (await post({ keywords: { include: ['robotics'] } })).json();
    expect(kw.data.map((r: { domain: string }) => r.domain)).toEqual(['northwind-robotics.test']);
    const city = (await post({ headquarters_location: { include: [{ country: 'DE', city: 'Munich' }] } })).json();
    expect(city.data.map((r: { domain: string }) => r.domain)).toEqual(['sakura-biolabs-europe.test']);
  });

  it('lets explicit filters override what the query gave for the same filter', async () => {
    const body = (await post({ query: 'biotech in Japan', headquarters_location: { include: [{ country: 'DE' }] } })).json();
    expect(body.meta.filters).toEqual(echoed({ headquarters_location: { include: [{ country: 'DE' }] }, industry: { include: ['Biotechnology'] } }));
    expect(body.data.map((r: { domain: string }) => r.domain)).toEqual(['sakura-biolabs-europe.test']);
  });

  it('pages the results', async () => {
    const all = (await post({ headquarters_location: { exclude: [{ country: 'ZZ' }] }, limit: 100 })).json();
    expect(all.meta.results).toBe(13);
    const pages: string[] = [];
    for (let offset = 0; offset < 13; offset += 5) {
      const page = (await post({ headquarters_location: { exclude: [{ country: 'ZZ' }] }, limit: 5, offset })).json();
      expect(page.meta).toMatchObject({ results: 13, limit: 5, offset });
      pages.push(...page.data.map((r: { domain: string }) => r.domain));
    }
    expect(pages).toEqual(all.data.map((r: { domain: string }) => r.domain));
  });

  it('answers 400 when nothing selects a filter, saying what was understood', async () => {
    const none = await post({ query: 'companies 42' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ id: 'wrong_params', code: 400 });
    expect(none.json().errors[0].details).toMatch(/stop words: companies; not understood: 42/);
    expect((await post({ query: 'companies in New England' })).json().errors[0].details).toMatch(/not understood: New England/);
    expect((await post({})).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'POST', url: '/v2/discover', headers: { 'x-api-key': h.key } })).statusCode).toBe(400);
  });

  it('never drops a word of "pharma startups": pharma is a keyword, startups a headcount', async () => {
    const res = await post({ query: 'pharma startups' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The index has no pharma company: no retailer, no capital firm, nothing.
    expect(body.data).toEqual([]);
    expect(body.meta.results).toBe(0);
    expect(body.meta.filters).toEqual(echoed({ headcount: ['1-10', '11-50'] }));
    expect(body.meta.query).toMatchObject({
      words: [
        { word: 'pharma', as: 'keyword' },
        { word: 'startups', as: 'filter', filter: 'headcount' },
      ],
      keywords: { include: ['pharma'], exclude: [] },
      stop_words: [],
      unmatched: [],
    });
    // The same words where the index has them: a keyword finds its word in names, descriptions and tags.
    const cobots = (await post({ query: 'cobots startups in France' })).json();
    expect(cobots.data).toEqual([]);
    const cobotsInFrance = (await post({ query: 'cobots in France' })).json();
    expect(cobotsInFrance.data.map((r: { domain: string }) => r.domain)).toEqual(['northwind-robotics.test']);
    expect(cobotsInFrance.meta.query.keywords.include).toEqual(['cobots']);
  });

  it('accounts for every word, says which were stop words, and refuses none of them silently', async () => {
    const body = (await post({ query: 'the best rooftop companies in Nigeria, not in Lagos 42' })).json();
    const words = body.meta.query.words as { word: string; as: string; filter?: string }[];
    expect(words.map((w) => `${w.word}:${w.as}${w.filter ? `/${w.filter}` : ''}`)).toEqual([
      'the:stop_word',
      'best:stop_word',
      'rooftop:keyword',
      'companies:stop_word',
      'in:stop_word',
      'Nigeria:filter/headquarters_location',
      'not:filter/headquarters_location',
      'in:stop_word',
      'Lagos:filter/headquarters_location',
      '42:unmatched',
    ]);
    expect(body.meta.query.stop_words).toEqual(['the', 'best', 'companies', 'in']);
    expect(body.meta.query.unmatched).toEqual(['42']);
    expect(body.meta.filters.headquarters_location).toEqual({ include: [{ country: 'NG' }], exclude: [{ city: 'Lagos' }] });
    expect(body.data).toEqual([]);
    const overridden = (await post({ query: 'biotech in Japan', headquarters_location: { include: [{ country: 'DE' }] } })).json();
    expect(overridden.meta.query.words).toContainEqual({ word: 'Japan', as: 'filter', filter: 'headquarters_location', overridden: true });
  });

  it('takes continents and business regions (countries from CLDR\'s UN M49 groupings)', async () => {
    const domains = async (include: unknown[]) =>
      (await post({ headquarters_location: { include } })).json().data.map((r: { domain: string }) => r.domain);
    expect(await domains([{ continent: 'Europe' }])).toEqual([
      'ashgrove-consulting.test', 'brisa-logistica.test', 'industry-news.test', 'kranich-analytics.test',
      'northwind-robotics.test', 'olivaro-foods.test', 'sakura-biolabs-europe.test',
    ]);
    expect(await domains([{ business_region: 'APAC' }])).toEqual(['kestrel-learning.test', 'sakura-biolabs.test']);
    expect(await domains([{ business_region: 'latam' }])).toEqual(['ipe-pagamentos.test']);
    expect(await domains([{ business_region: 'AMER' }])).toEqual(['harbor-lane-goods.test', 'ipe-pagamentos.test', 'tidewater-capital.test']);
    expect((await domains([{ business_region: 'EMEA' }])).length).toBe(8);
    expect(await domains([{ continent: 'Europe', city: 'Munich' }])).toEqual(['sakura-biolabs-europe.test']);
    expect(await domains([{ continent: 'Africa' }, { continent: 'South America' }])).toEqual(['ipe-pagamentos.test', 'sunkiln-energy.test']);
    const notEurope = (await post({ industry: { include: ['Biotechnology'] }, headquarters_location: { exclude: [{ continent: 'Europe' }] } })).json();
    expect(notEurope.data.map((r: { domain: string }) => r.domain)).toEqual(['sakura-biolabs.test']);
    const parsed = (await post({ query: 'fintech in Latin America' })).json();
    expect(parsed.meta.filters.headquarters_location).toEqual({ include: [{ business_region: 'LATAM' }] });
    expect(parsed.data.map((r: { domain: string }) => r.domain)).toEqual(['ipe-pagamentos.test']);
  });

  it("takes Hunter's headcount buckets: a company matches when its headcount lies inside them", async () => {
    const domains = async (headcount: string[]) => (await post({ headcount })).json().data.map((r: { domain: string }) => r.domain);
    // 120, 85 and 165 employees; industry-news.test only says "51-250", which 51-200 alone does not contain.
    expect(await domains(['51-200'])).toEqual(['ashgrove-consulting.test', 'ipe-pagamentos.test', 'northwind-robotics.test']);
    expect(await domains(['51-200', '201-500'])).toEqual([
      'ashgrove-consulting.test', 'brisa-logistica.test', 'industry-news.test', 'ipe-pagamentos.test', 'northwind-robotics.test',
    ]);
    // The Clearbit-style ranges of before still work, by the same rule.
    expect(await domains(['51-250'])).toEqual(['ashgrove-consulting.test', 'industry-news.test', 'ipe-pagamentos.test', 'northwind-robotics.test']);
    expect(await domains(['5001-10000'])).toEqual(['olivaro-foods.test']);
    // A company whose headcount the index does not hold never matches.
    await h.services.index.putCompany({ domain: 'no-size.test', name: 'No Size', foundedYear: null, indexedAt: '2026-01-01' }, null);
    const everySize = (await post({ headcount: [...ALL_FROM_11, '1-10'] })).json();
    expect(everySize.meta.results).toBe(13);
    await h.services.index.putCompany({ domain: 'no-size.test', indexedAt: '2026-01-01', geo: { countryCode: 'ZZ' } }, null);
  });

  it('takes year_founded ranges; an unknown founding year never matches', async () => {
    const domains = async (year_founded: object) => (await post({ year_founded })).json().data.map((r: { domain: string }) => r.domain);
    expect(await domains({ from: 2015 })).toEqual([
      'harbor-lane-goods.test', 'ipe-pagamentos.test', 'kestrel-learning.test', 'kranich-analytics.test', 'sakura-biolabs-europe.test', 'sunkiln-energy.test',
    ]);
    expect(await domains({ to: 2000 })).toEqual(['brisa-logistica.test', 'olivaro-foods.test']);
    expect(await domains({ from: 2014, to: 2014 })).toEqual(['northwind-robotics.test']);
    const all = (await post({ year_founded: { from: 0, to: 9999 } })).json();
    expect(all.meta.results).toBe(13); // no-size.test has no founding year
    const parsed = (await post({ query: 'software companies founded after 2018' })).json();
    expect(parsed.meta.filters.year_founded).toEqual({ from: 2019 });
    expect(parsed.data.map((r: { domain: string }) => r.domain)).toEqual(['kranich-analytics.test']);
  });

  it('takes funding: one round must meet series, amount (US dollars) and date together', async () => {
    const domains = async (funding: object) => (await post({ funding })).json().data.map((r: { domain: string }) => r.domain);
    expect(await domains({ series: ['series_a'] })).toEqual(['ipe-pagamentos.test', 'northwind-robotics.test']);
    expect(await domains({ series: ['seed'], amount: { from: 2_000_000 } })).toEqual(['kranich-analytics.test', 'northwind-robotics.test']);
    expect(await domains({ series: ['series_a'], date: { from: '2020-01-01' } })).toEqual(['ipe-pagamentos.test']);
    expect(await domains({ date: { from: '2023-01-01', to: '2024-12-31' } })).toEqual(['harbor-lane-goods.test', 'ipe-pagamentos.test']);
    expect(await domains({ amount: { from: 20_000_000 } })).toEqual(['ipe-pagamentos.test']);
    expect(await domains({ series: ['other'] })).toEqual(['harbor-lane-goods.test', 'sunkiln-energy.test']);
    const parsed = (await post({ query: 'Series B fintech' })).json();
    expect(parsed.meta.filters.funding).toEqual({ series: ['series_b'] });
    expect(parsed.data.map((r: { domain: string }) => r.domain)).toEqual(['ipe-pagamentos.test']);
  });

  it('matches keywords as full text over names, descriptions and tags', async () => {
    const domains = async (keywords: object) => (await post({ keywords })).json().data.map((r: { domain: string }) => r.domain);
    // Accents folded on both sides; a word of four letters or more matches as a prefix.
    expect(await domains({ include: ['logistica'] })).toEqual(['brisa-logistica.test']);
    expect(await domains({ include: ['cell therap'] })).toEqual(['sakura-biolabs.test']);
    expect(await domains({ include: ['olive', 'solar'] })).toEqual(['olivaro-foods.test', 'sunkiln-energy.test']);
    expect(await domains({ include: ['olive', 'solar'], match: 'all' })).toEqual([]);
    expect(await domains({ include: ['europe'], exclude: ['saas'] })).toEqual(['industry-news.test', 'northwind-robotics.test', 'sakura-biolabs-europe.test']);
    expect((await post({ keywords: { include: ['!!!'] } })).json().errors[0].details).toMatch(/keywords: "!!!" has no word/);
  });

  it('ranks similar_to companies by shared industry, technologies and tags, leaving the references out', async () => {
    const body = (await post({ similar_to: { domain: 'sakura-biolabs.test' } })).json();
    const found = body.data.map((r: { domain: string }) => r.domain);
    expect(found[0]).toBe('sakura-biolabs-europe.test');
    expect(found).not.toContain('sakura-biolabs.test');
    const narrowed = (await post({ similar_to: { name: 'Sakura BioLabs' }, headquarters_location: { include: [{ continent: 'Europe' }] } })).json();
    expect(narrowed.data[0].domain).toBe('sakura-biolabs-europe.test');
    const missing = await post({ similar_to: { domain: ['sakura-biolabs.test', 'nowhere.test'] } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].details).toMatch(/"nowhere.test" is not in the index/);
  });

  it('refuses malformed filters naming them', async () => {
    const bad = async (body: unknown, pattern: RegExp) => {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].details).toMatch(pattern);
    };
    await bad({ headcount: ['lots'] }, /headcount/);
    await bad({ headquarters_location: { include: [{ country: 'France' }] } }, /country/);
    await bad({ industry: ['Software'] }, /industry/);
    await bad({ colour: 'blue' }, /colour/);
    await bad({ technology: { include: ['react'], match: 'some' } }, /match/);
    await bad({ query: 'software', limit: 0 }, /limit/);
    await bad({ query: 'software', limit: 101 }, /limit/);
    await bad({ query: 'software', offset: -1 }, /offset/);
    await bad({ query: 'software', offset: 10_001 }, /offset/);
    await bad({ headquarters_location: { include: [{ continent: 'Atlantis' }] } }, /continent "Atlantis"/);
    await bad({ headquarters_location: { include: [{ business_region: 'NORDICS' }] } }, /business_region "NORDICS"/);
    await bad({ headquarters_location: { include: [{}] } }, /headquarters_location/);
    await bad({ year_founded: { from: 2020, to: 2010 } }, /year_founded: from \(2020\) is after to \(2010\)/);
    await bad({ year_founded: {} }, /year_founded/);
    await bad({ funding: { series: ['series_z'] } }, /series/);
    await bad({ funding: { date: { from: '2023-02-30' } } }, /funding.date.from: "2023-02-30" is not a date/);
    await bad({ funding: { amount: { from: 10, to: 5 } } }, /funding.amount/);
    await bad({ funding: { amount: { from: 1.5 } } }, /amount/);
    await bad({ funding: { amount: { to: 1e30 } } }, /amount/);
    await bad({ similar_to: { domain: Array.from({ length: 11 }, (_, i) => `c${i}.test`) } }, /similar_to/);
    await bad({ query: 'x'.repeat(501) }, /query/);
  });
});
