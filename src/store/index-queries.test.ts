/**
 * The index's hot queries on a generated index of 100k companies and 1M people with their email
 * records: each runs through the repository's own code, its plan is taken with EXPLAIN, and no
 * plan may read one of the big tables sequentially. A sequential scan is what turns a 2 ms
 * lookup into a 500 ms one once the index is large, and a test on a small index never shows it.
 * Rows are generated in SQL (generate_series), skewed like the discover bench's companies:
 * a few countries hold most companies, one domain holds 50k addresses.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, type TestSchema } from '../../test/support/postgres.js';
import { IndexRepository } from './index-repository.js';

const COMPANIES = 100_000;
const PEOPLE = 1_000_000;
const BIG_DOMAIN_ADDRESSES = 50_000;
const BIG_TABLES = new Set(['companies', 'company_aliases', 'people', 'email_records', 'domains', 'email_verifications']);

let schema: TestSchema;
const plans: { sql: string; plan: unknown }[] = [];

/** A pool whose queries are explained first (the plan for the same SQL and parameters), then run. */
function explaining(pool: pg.Pool): pg.Pool {
  return {
    async query(query: string | { text: string; values?: unknown[] }, values?: unknown[]) {
      const sql = typeof query === 'string' ? query : query.text;
      const params = typeof query === 'string' ? values : query.values;
      const { rows } = await pool.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      plans.push({ sql, plan: rows[0]['QUERY PLAN'] });
      return pool.query(query as string, values);
    },
  } as unknown as pg.Pool;
}

/** The big tables a plan reads with a sequential scan. */
function seqScans(plan: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n['Node Type'] === 'Seq Scan' && BIG_TABLES.has(String(n['Relation Name']))) found.push(String(n['Relation Name']));
    for (const v of Object.values(n)) if (typeof v === 'object') walk(v);
  };
  walk(plan);
  return found;
}

beforeAll(async () => {
  schema = await freshSchema(2);
  const q = (sql: string) => schema.db.pool.query(sql);
  // Companies: country skewed (a third US), 30 industries, 9 sizes, 2 of 50 technologies.
  // Founding years over 75 years (a tenth unknown), a few words of full text, a funding round
  // for a quarter of them.
  await q(`
    INSERT INTO companies (domain, name_key, facets, founded_year, search, record)
    SELECT 'gen-' || i || '.test', 'company ' || i,
           ARRAY['country:' || c.cc, 'industry:industry ' || (i % 30), 'headcount:' || (i % 9),
                 'tech:tech' || (i % 50), 'tech:tech' || ((i * 7) % 50), 'keyword:kw' || (i % 200)],
           CASE WHEN i % 10 = 0 THEN NULL ELSE 1950 + i % 75 END,
           array_to_tsvector(ARRAY['company', 'word' || (i % 1000), 'topic' || (i % 97)]),
           json_build_object('domain', 'gen-' || i || '.test', 'name', 'Company ' || i, 'indexedAt', '2026-01-01')
      FROM generate_series(1, ${COMPANIES}) i
      CROSS JOIN LATERAL (SELECT CASE WHEN i % 3 = 0 THEN 'us' WHEN i % 7 = 0 THEN 'gb' ELSE 'c' || (i % 40) END AS cc) c`);
  await q(`
    INSERT INTO company_funding_rounds (domain, n, series, amount_usd, announced_on)
    SELECT 'gen-' || i || '.test', 0, (ARRAY['seed', 'series_a', 'series_b', 'series_c+', 'other'])[1 + i % 5],
           (i % 50) * 1000000, DATE '2015-01-01' + (i % 3650)
      FROM generate_series(4, ${COMPANIES}, 4) i`);
  await q(`INSERT INTO company_aliases (alias, domain) SELECT 'old-' || i || '.test', 'gen-' || i || '.test' FROM generate_series(1, ${COMPANIES}, 10) i`);
  await q(`INSERT INTO domains (domain, record) SELECT 'gen-' || i || '.test', json_build_object('domain', 'gen-' || i || '.test', 'indexedAt', '2026-01-01') FROM generate_series(1, ${COMPANIES}) i`);
  // People and their email records: the first 50k at one big domain, the rest spread over the companies.
  await q(`
    INSERT INTO email_records (address, domain, confidence, type, seniority, department, has_full_name, has_position, has_phone, verified_on, record)
    SELECT 'p' || i || '@' || d.domain, d.domain, (i * 37) % 100, CASE WHEN i % 10 = 0 THEN 'generic' ELSE 'personal' END,
           (ARRAY['junior', 'senior', 'executive'])[1 + i % 3], (ARRAY['sales', 'it', 'finance', 'management', 'hr'])[1 + i % 5],
           i % 4 <> 0, i % 3 <> 0, i % 20 = 0, DATE '2026-01-01' - (i % 700),
           json_build_object('value', 'p' || i || '@' || d.domain, 'domain', d.domain, 'sources', json_build_array(), 'indexedAt', '2026-01-01')
      FROM generate_series(1, ${PEOPLE}) i
      CROSS JOIN LATERAL (SELECT CASE WHEN i <= ${BIG_DOMAIN_ADDRESSES} THEN 'big.test' ELSE 'gen-' || (1 + i % ${COMPANIES}) || '.test' END AS domain) d`);
  await q(`
    INSERT INTO people (email, handle_key, record)
    SELECT address, 'in/person-' || substr(address, 2, strpos(address, '@') - 2), json_build_object('email', address, 'indexedAt', '2026-01-01')
      FROM email_records`);
  await q('VACUUM ANALYZE');
}, 600_000);

afterAll(async () => {
  await schema?.drop();
}, 60_000);

describe('index queries on 100k companies and 1M people', () => {
  it('hold the generated rows', async () => {
    const { rows } = await schema.db.pool.query('SELECT (SELECT count(*) FROM companies) AS c, (SELECT count(*) FROM people) AS p, (SELECT count(*) FROM email_records) AS e');
    expect(rows[0]).toEqual({ c: String(COMPANIES), p: String(PEOPLE), e: String(PEOPLE) });
  });

  const shapes: [string, (index: IndexRepository) => Promise<unknown>][] = [
    ['company by domain', (i) => i.getCompany('gen-42.test')],
    ['company by alias domain', (i) => i.findCompany('old-41.test')],
    ['company by name', (i) => i.domainForCompanyName('Company 4242')],
    ['companies by domains', (i) => i.getCompanies(['gen-1.test', 'gen-2.test', 'nowhere.test'])],
    ['person by email', (i) => i.getPerson('p60000@gen-60001.test')],
    ['person and email record', (i) => i.getPersonAndEmailRecord('p60000@gen-60001.test')],
    ['person by handle', (i) => i.emailForProHandle('in/person-60000')],
    ['email record', (i) => i.getEmailRecord('p60000@gen-60001.test')],
    ['email records by address', (i) => i.getEmailRecords(['p1@big.test', 'p60000@gen-60001.test'])],
    ['domain metadata', (i) => i.getDomainMeta('gen-42.test')],
    ['domain search, first page', (i) => i.searchDomainEmails('gen-42.test', {}, 10, 0)],
    ['domain search, big domain, filtered page', (i) => i.searchDomainEmails('big.test', { type: ['personal'], seniority: ['senior', 'executive'], department: ['it'], requiredFields: ['position'] }, 10, 100)],
    ['domain search with company and metadata', (i) => i.searchDomain('gen-42.test', { type: ['personal'] }, 10, 0)],
    ['domain search, big domain, deep page', (i) => i.searchDomainEmails('big.test', {}, 100, 20_000)],
    ['domain email count', (i) => i.countDomainEmails('big.test')],
    ['domain facet counts', (i) => i.countDomainFacets('gen-42.test', { type: ['personal', 'generic'], department: ['it'], seniority: ['senior'] })],
    ['domain addresses', (i) => i.domainAddresses('gen-42.test')],
    ['discover one facet', (i) => i.searchCompanies({ facet: 'country', value: 'gb' }, 20, 0)],
    ['discover country + industry + size', (i) => i.searchCompanies({ inter: [{ facet: 'country', value: 'c11' }, { facet: 'industry', value: 'industry 11' }, { union: [{ facet: 'headcount', value: '2' }, { facet: 'headcount', value: '3' }] }] }, 20, 0)],
    ['discover tech all + exclude', (i) => i.searchCompanies({ diff: { inter: [{ facet: 'tech', value: 'tech3' }, { facet: 'tech', value: 'tech21' }] }, minus: [{ facet: 'country', value: 'us' }] }, 20, 0)],
    ['discover keyword, second page', (i) => i.searchCompanies({ facet: 'keyword', value: 'kw17' }, 20, 20)],
    ['discover continent (many countries)', (i) => i.searchCompanies({ anyFacet: ['gb', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map((value) => ({ facet: 'country', value })) }, 20, 0)],
    ['discover headcount buckets + industry', (i) => i.searchCompanies({ inter: [{ anyFacet: ['2', '3'].map((value) => ({ facet: 'headcount', value })) }, { facet: 'industry', value: 'industry 4' }] }, 20, 0)],
    ['discover full-text keyword (prefix)', (i) => i.searchCompanies({ text: [[{ lexeme: 'word42', prefix: true }]] }, 20, 0)],
    ['discover full-text keywords + country', (i) => i.searchCompanies({ inter: [{ text: [[{ lexeme: 'topic5', prefix: false }], [{ lexeme: 'company', prefix: false }]] }, { facet: 'country', value: 'gb' }] }, 20, 0)],
    ['discover founded range + industry', (i) => i.searchCompanies({ inter: [{ founded: { from: 2000, to: 2004 } }, { facet: 'industry', value: 'industry 7' }] }, 20, 0)],
    ['discover funding series and date', (i) => i.searchCompanies({ funding: { series: ['series_a'], dateFrom: '2020-01-01', dateTo: '2020-12-31' } }, 20, 0)],
    ['discover funding amount + country', (i) => i.searchCompanies({ inter: [{ funding: { amountFrom: 40_000_000 } }, { facet: 'country', value: 'c11' }] }, 20, 0)],
    [
      'discover similar_to (ranked)',
      (i) =>
        i.searchCompanies(
          { diff: { anyFacet: [{ facet: 'industry', value: 'industry 3' }, { facet: 'keyword', value: 'kw9' }] }, minus: [{ domains: ['gen-3.test'] }] },
          20,
          0,
          { weights: [{ facet: 'industry', value: 'industry 3', weight: 2 }, { facet: 'keyword', value: 'kw9', weight: 1 }] },
        ),
    ],
    ['discover named domains', (i) => i.searchCompanies({ domains: ['gen-5.test', 'gen-6.test'] }, 20, 0)],
    ['discover every company', (i) => i.searchCompanies({ all: true }, 20, 40)],
    ['scan, one batch after a key', async (i) => (await i.scanRecords('people', 500).next()).value],
  ];

  it.each(shapes)('%s: no sequential scan of a big table', async (_name, run) => {
    plans.length = 0;
    const index = new IndexRepository(schema.db.pool, explaining(schema.db.pool));
    await run(index);
    expect(plans.length).toBeGreaterThan(0);
    for (const { sql, plan } of plans) expect({ sql: sql.replace(/\s+/g, ' ').slice(0, 160), seqScans: seqScans(plan) }).toEqual({ sql: sql.replace(/\s+/g, ' ').slice(0, 160), seqScans: [] });
  });

  it('the check sees a sequential scan when there is one (it can fail)', async () => {
    const { rows } = await schema.db.pool.query(`EXPLAIN (FORMAT JSON) SELECT domain FROM companies WHERE record::text LIKE '%robotics%'`);
    expect(seqScans(rows[0]['QUERY PLAN'])).toEqual(['companies']);
  });

  it('answers from the generated rows (the plans are of queries that find things)', async () => {
    const index = new IndexRepository(schema.db.pool);
    expect((await index.findCompany('old-41.test'))?.domain).toBe('gen-41.test');
    expect(await index.emailForProHandle('in/person-60000')).toBe('p60000@gen-60001.test');
    const page = await index.searchDomainEmails('big.test', { type: ['personal'], department: ['it'] }, 10, 0);
    // department it: i % 5 == 1, never a multiple of 10 (the generic ones).
    expect(page.total).toBe(BIG_DOMAIN_ADDRESSES / 5);
    expect(page.records).toHaveLength(10);
    const gb = await index.searchCompanies({ facet: 'country', value: 'gb' }, 20, 0);
    expect(gb.domains).toHaveLength(20);
    expect(gb.total).toBeGreaterThan(1000);
  });

  it('answers the new filters from the generated rows', async () => {
    const index = new IndexRepository(schema.db.pool);
    const count = async (sql: string) => Number((await schema.db.pool.query(sql)).rows[0].n);
    const founded = await index.searchCompanies({ founded: { from: 2000, to: 2004 } }, 5, 0);
    expect(founded.total).toBe(await count('SELECT count(*) AS n FROM companies WHERE founded_year BETWEEN 2000 AND 2004'));
    expect(founded.total).toBeGreaterThan(5000);
    const text = await index.searchCompanies({ text: [[{ lexeme: 'word42', prefix: true }]] }, 5, 0);
    // word42 and word420..word429: 11 of every 1000.
    expect(text.total).toBe((COMPANIES / 1000) * 11);
    const funding = await index.searchCompanies({ funding: { series: ['series_a'], dateFrom: '2020-01-01', dateTo: '2020-12-31' } }, 5, 0);
    expect(funding.total).toBe(
      await count(`SELECT count(*) AS n FROM company_funding_rounds WHERE series = 'series_a' AND announced_on BETWEEN '2020-01-01' AND '2020-12-31'`),
    );
    const ranked = await index.searchCompanies(
      { anyFacet: [{ facet: 'industry', value: 'industry 3' }, { facet: 'keyword', value: 'kw13' }] },
      10,
      0,
      { weights: [{ facet: 'industry', value: 'industry 3', weight: 2 }, { facet: 'keyword', value: 'kw13', weight: 1 }] },
    );
    // Companies with both (score 3) first, in domain order, then the industry alone (2), then the keyword alone (1).
    const both = (await schema.db.pool.query(`SELECT domain FROM companies WHERE facets @> ARRAY['industry:industry 3', 'keyword:kw13'] ORDER BY domain`)).rows.map((r) => r.domain);
    expect(both.length).toBeGreaterThan(100);
    expect(ranked.domains).toEqual(both.slice(0, 10));
    expect(ranked.total).toBe(await count(`SELECT count(*) AS n FROM companies WHERE facets && ARRAY['industry:industry 3', 'keyword:kw13']`));
    const continent = await index.searchCompanies({ anyFacet: ['gb', 'c1'].map((value) => ({ facet: 'country', value })) }, 5, 0);
    expect(continent.total).toBe(await count(`SELECT count(*) AS n FROM companies WHERE facets && ARRAY['country:gb', 'country:c1']`));
  });

  it('takes the total of one facet, and of every company, from the maintained counts', async () => {
    const { rows } = await schema.db.pool.query(`SELECT n FROM company_facet_counts WHERE term IN ('', 'country:gb') ORDER BY term`);
    const gb = await schema.db.pool.query(`SELECT count(*) AS n FROM companies WHERE facets @> ARRAY['country:gb']`);
    expect(rows.map((r) => r.n)).toEqual([String(COMPANIES), gb.rows[0].n]);
    plans.length = 0;
    const all = await new IndexRepository(schema.db.pool, explaining(schema.db.pool)).searchCompanies({ all: true }, 20, 0);
    expect(all.total).toBe(COMPANIES);
    expect(seqScans(plans[0]!.plan)).toEqual([]);
  });
});
