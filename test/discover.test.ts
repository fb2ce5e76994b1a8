/**
 * POST /v2/discover on the example index: plain-language queries in the seven seen languages
 * (expected filters and expected companies), explicit filters, paging and every refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.js';

const ALL_FROM_11 = ['11-50', '51-250', '251-1K', '1K-5K', '5K-10K', '10K-50K', '50K-100K', '100K+'];
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
    filters: { headquarters_location: { include: [{ country: 'ES' }] }, industry: { include: ['Air Freight & Logistics'] }, headcount: ['51-250', '251-1K'] },
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
    filters: { headquarters_location: { include: [{ country: 'IE' }] }, industry: { include: ['Media'] }, headcount: ['1-10', '11-50', '51-250', '251-1K'] },
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
    expect(body.meta).toMatchObject({ limit: 10, offset: 0 });
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
        headcount: ['11-50', '51-250'],
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
    const none = await post({ query: 'hello world' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ id: 'wrong_params', code: 400 });
    expect(none.json().errors[0].details).toMatch(/not understood: hello, world/);
    const pharma = await post({ query: 'pharma companies' });
    expect(pharma.statusCode).toBe(400);
    expect(pharma.json().errors[0].details).toMatch(/pharma.*not in the index/);
    expect((await post({})).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'POST', url: '/v2/discover', headers: { 'x-api-key': h.key } })).statusCode).toBe(400);
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
    await bad({ query: 'x'.repeat(501) }, /query/);
  });
});
