/**
 * The index store on real PostgreSQL: round trips of every kind, the derived columns following
 * their record, a failed write leaving nothing half-written, and two importers writing the same
 * companies at once leaving no stale alias.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, type TestSchema } from '../../test/support/postgres.js';
import { mulberry32 } from '../../bench/support/prng.js';
import { IndexImporter } from '../importer/index-importer.js';
import type { CompanyRecord, EmailRecordEntry } from '../core/index-records.js';
import { IndexRepository } from './index-repository.js';

let schema: TestSchema;
let index: IndexRepository;
let dir: string;

beforeAll(async () => {
  schema = await freshSchema();
  index = new IndexRepository(schema.db.pool);
  dir = mkdtempSync(join(tmpdir(), 'cds-index-store-'));
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await schema?.drop();
});

const company = (domain: string, extra: Partial<CompanyRecord> = {}): CompanyRecord => ({ domain, indexedAt: '2026-01-01', ...extra });

describe('companies', () => {
  it('round-trips a record byte for byte, and finds it by domain, alias and name', async () => {
    const record = company('acme.test', { name: 'Acmé Corp', domainAliases: ['acme-old.test'], geo: { countryCode: 'FR', city: 'Lyon' }, tech: ['react'] });
    await index.putCompany(record, null);
    expect(await index.getCompany('acme.test')).toEqual(record);
    expect(JSON.stringify(await index.getCompany('acme.test'))).toBe(JSON.stringify(record));
    expect((await index.findCompany('acme-old.test'))?.domain).toBe('acme.test');
    expect(await index.domainForCompanyName('  ACME corp ')).toBe('acme.test');
    expect(await index.getCompany('acme-old.test')).toBeNull();
    expect(await index.searchCompanies({ inter: [{ facet: 'country', value: 'fr' }, { facet: 'tech', value: 'React' }] }, 10, 0)).toEqual({ total: 1, domains: ['acme.test'] });
    expect((await index.discoverVocabulary()).city).toContain('Lyon');
  });

  it('moves the derived columns with the record: a dropped alias, name or facet no longer finds it', async () => {
    await index.putCompany(company('moving.test', { name: 'Moving One', domainAliases: ['moving-old.test'], geo: { countryCode: 'DE' } }), null);
    await index.putCompany(company('moving.test', { name: 'Moved Two', domainAliases: [], geo: { countryCode: 'IT' } }), null);
    expect(await index.findCompany('moving-old.test')).toBeNull();
    expect(await index.domainForCompanyName('Moving One')).toBeNull();
    expect(await index.domainForCompanyName('Moved Two')).toBe('moving.test');
    expect((await index.searchCompanies({ facet: 'country', value: 'de' }, 10, 0)).domains).not.toContain('moving.test');
    expect((await index.searchCompanies({ facet: 'country', value: 'it' }, 10, 0)).domains).toContain('moving.test');
  });

  it('an alias claimed by a second company moves to it; the first company dropping it later does not take it away', async () => {
    await index.putCompany(company('first.test', { domainAliases: ['shared-alias.test'] }), null);
    await index.putCompany(company('second.test', { domainAliases: ['shared-alias.test'] }), null);
    expect((await index.findCompany('shared-alias.test'))?.domain).toBe('second.test');
    await index.putCompany(company('first.test', { domainAliases: [] }), null);
    expect((await index.findCompany('shared-alias.test'))?.domain).toBe('second.test');
  });

  it('a write that fails part-way leaves nothing of it (one transaction)', async () => {
    // The alias statement fails (text cannot hold NUL) after the company row was written.
    await expect(index.putCompany(company('half.test', { name: 'Half', domainAliases: ['bad\u0000.test'] }), null)).rejects.toThrow();
    expect(await index.getCompany('half.test')).toBeNull();
    expect(await index.domainForCompanyName('Half')).toBeNull();
  });

  it('pages discover results in domain order with the total, and an offset past the end keeps the total', async () => {
    await index.putCompanies(['p3.test', 'p1.test', 'p2.test'].map((d) => company(d, { tags: ['Paging'] })));
    expect(await index.searchCompanies({ facet: 'keyword', value: 'paging' }, 2, 0)).toEqual({ total: 3, domains: ['p1.test', 'p2.test'] });
    expect(await index.searchCompanies({ facet: 'keyword', value: 'paging' }, 2, 2)).toEqual({ total: 3, domains: ['p3.test'] });
    expect(await index.searchCompanies({ facet: 'keyword', value: 'paging' }, 2, 9)).toEqual({ total: 3, domains: [] });
    expect(await index.searchCompanies({ diff: { facet: 'keyword', value: 'paging' }, minus: [{ domains: ['p2.test'] }] }, 10, 0)).toEqual({ total: 2, domains: ['p1.test', 'p3.test'] });
  });
});

describe('facet counts', () => {
  /** Every term's maintained count against a count of the companies carrying it. */
  async function countsAgree(): Promise<void> {
    const { rows } = await schema.db.pool.query<{ term: string; kept: string | null; actual: string | null }>(`
      WITH actual AS (SELECT t AS term, count(*) AS n FROM companies, unnest(facets || ''::text) t GROUP BY t)
      SELECT coalesce(a.term, k.term) AS term, k.n AS kept, a.n AS actual
        FROM actual a FULL JOIN company_facet_counts k ON k.term = a.term
       WHERE k.n IS DISTINCT FROM a.n`);
    expect(rows).toEqual([]);
  }

  it('follow inserts, facet changes, record-only updates, a reindex and concurrent batches exactly', async () => {
    const rand = mulberry32(11);
    const countries = ['FR', 'DE', 'US', 'JP'];
    const make = (i: number) => company(`fc-${i}.test`, { geo: { countryCode: countries[Math.floor(rand() * 4)]! }, tech: rand() < 0.5 ? ['react'] : ['vue', 'react'] });
    await index.putCompanies(Array.from({ length: 60 }, (_, i) => make(i)));
    await countsAgree();
    await Promise.all([0, 1, 2, 3].map((k) => index.putCompanies(Array.from({ length: 40 }, (_, i) => make((i * 7 + k) % 80)))));
    await countsAgree();
    await index.putCompany({ ...(await index.getCompany('fc-1.test'))!, name: 'Only the name changes' }, null);
    await countsAgree();
    await index.clearCompanySecondaryKeys();
    await countsAgree();
    for await (const batch of index.scanCompanies()) await index.putCompanies(batch);
    await countsAgree();
    const fr = await schema.db.pool.query(`SELECT count(*) AS n FROM companies WHERE facets @> ARRAY['country:fr']`);
    expect((await index.searchCompanies({ facet: 'country', value: 'FR' }, 1, 0)).total).toBe(Number(fr.rows[0].n));
    expect((await index.searchCompanies({ facet: 'country', value: 'nowhere' }, 1, 0)).total).toBe(0);
  });
});

describe('email records', () => {
  const email = (value: string, extra: Partial<EmailRecordEntry> = {}): EmailRecordEntry => ({
    value,
    domain: value.slice(value.indexOf('@') + 1),
    sources: [],
    indexedAt: '2026-01-01',
    ...extra,
  });

  it('ranks a domain by confidence, then address; filters by type, seniority, department and required fields', async () => {
    await index.putEmailRecords([
      email('b@rank.test', { confidence: 90, type: 'personal', seniority: 'senior', department: 'it', first_name: 'B', last_name: 'Bee', position: 'CTO' }),
      email('a@rank.test', { confidence: 90, type: 'personal', seniority: 'junior', department: 'sales' }),
      email('c@rank.test', { confidence: 95, type: 'generic' }),
      email('d@rank.test', { type: 'personal', phone_number: '+33 1 23 45 67 89' }),
    ]);
    const all = await index.searchDomainEmails('rank.test', {}, 10, 0);
    expect(all.total).toBe(4);
    expect(all.records.map((r) => r.value)).toEqual(['c@rank.test', 'a@rank.test', 'b@rank.test', 'd@rank.test']);
    expect(await index.domainAddresses('rank.test')).toEqual(['c@rank.test', 'a@rank.test', 'b@rank.test', 'd@rank.test']);
    const filtered = await index.searchDomainEmails('rank.test', { type: ['personal'], seniority: ['senior', 'junior'] }, 10, 0);
    expect(filtered.records.map((r) => r.value)).toEqual(['a@rank.test', 'b@rank.test']);
    expect((await index.searchDomainEmails('rank.test', { requiredFields: ['full_name', 'position'] }, 10, 0)).records.map((r) => r.value)).toEqual(['b@rank.test']);
    expect((await index.searchDomainEmails('rank.test', { requiredFields: ['phone_number'] }, 10, 0)).records.map((r) => r.value)).toEqual(['d@rank.test']);
    expect(await index.searchDomainEmails('rank.test', {}, 2, 3)).toMatchObject({ total: 4, records: [{ value: 'd@rank.test' }] });
    expect(await index.countDomainFacets('rank.test', { type: ['personal', 'generic'], department: ['it', 'hr'], seniority: ['senior'] })).toEqual({
      total: 4,
      type: { personal: 3, generic: 1 },
      department: { it: 1, hr: 0 },
      seniority: { senior: 1 },
    });
  });

  it('keeps every verification result in the history, once per day and status', async () => {
    await index.putEmailRecord(email('v@hist.test', { verification: { date: '2026-03-01', status: 'valid' } }), null);
    await index.putEmailRecord(email('v@hist.test', { verification: { date: '2026-03-01', status: 'valid' } }), null);
    await index.putEmailRecord(email('v@hist.test', { verification: { date: '2026-04-02 10:00:00 UTC', status: 'accept_all' } }), null);
    const { rows } = await schema.db.pool.query(`SELECT checked_on::text AS day, status FROM email_verifications WHERE address = 'v@hist.test' ORDER BY checked_on`);
    expect(rows).toEqual([
      { day: '2026-03-01', status: 'valid' },
      { day: '2026-04-02', status: 'accept_all' },
    ]);
  });

  it('keeps email_sources exactly the record\'s sources: added, changed, dropped, and the last entry for a uri', async () => {
    const src = (uri: string, extracted_on: string, last_seen_on: string, still_on_page = true) => ({ domain: new URL(uri).hostname, uri, extracted_on, last_seen_on, still_on_page });
    const rows = async () =>
      (
        await schema.db.pool.query(
          `SELECT uri, domain, extracted_on::text AS extracted_on, last_seen_on::text AS last_seen_on, still_on_page
             FROM email_sources WHERE address = 's@src.test' ORDER BY uri`,
        )
      ).rows;
    await index.putEmailRecord(
      email('s@src.test', { sources: [src('http://src.test/a', '2026-01-01', '2026-02-01'), src('http://src.test/b', '2026-01-05', '2026-01-06')] }),
      null,
    );
    expect(await rows()).toEqual([
      { uri: 'http://src.test/a', domain: 'src.test', extracted_on: '2026-01-01', last_seen_on: '2026-02-01', still_on_page: true },
      { uri: 'http://src.test/b', domain: 'src.test', extracted_on: '2026-01-05', last_seen_on: '2026-01-06', still_on_page: true },
    ]);
    await index.putEmailRecord(
      email('s@src.test', {
        sources: [
          src('http://src.test/b', '2026-01-05', '2026-03-01', false),
          src('http://other.test/team', 'not a date', '2026-13-40'),
          src('http://other.test/team', '2026-03-02', '2026-03-03'),
        ],
      }),
      null,
    );
    expect(await rows()).toEqual([
      { uri: 'http://other.test/team', domain: 'other.test', extracted_on: '2026-03-02', last_seen_on: '2026-03-03', still_on_page: true },
      { uri: 'http://src.test/b', domain: 'src.test', extracted_on: '2026-01-05', last_seen_on: '2026-03-01', still_on_page: false },
    ]);
    await index.putEmailRecord(email('s@src.test', { sources: [] }), null);
    expect(await rows()).toEqual([]);
  });

  it('two writers of one address at once leave the sources of one of them, never a mix', async () => {
    const write = (n: number) =>
      index.putEmailRecords([
        email('race@src.test', {
          sources: [0, 1, 2].map((i) => ({ domain: 'src.test', uri: `http://src.test/w${n}/${i}`, extracted_on: '2026-01-01', last_seen_on: '2026-01-02', still_on_page: true })),
        }),
      ]);
    for (let round = 0; round < 5; round++) {
      await Promise.all(Array.from({ length: 8 }, (_, n) => write(n)));
      const { rows } = await schema.db.pool.query(`SELECT uri FROM email_sources WHERE address = 'race@src.test' ORDER BY uri`);
      const record = await index.getEmailRecord('race@src.test');
      expect(rows.map((r) => r.uri)).toEqual(record!.sources.map((s) => s.uri).sort());
    }
  });

  it('answers searches and company lookups sent together (one batched statement) as it answers each alone', async () => {
    await index.putCompany(company('batch.test', { name: 'Batch', domainAliases: ['batch-old.test'] }), null);
    await index.putDomainMeta({ domain: 'rank.test', pattern: '{first}', indexedAt: '2026-01-01' } as never);
    const searches = [
      () => index.searchDomain('rank.test', {}, 10, 0),
      () => index.searchDomain('rank.test', { type: ['personal'], seniority: ['senior', 'junior'] }, 10, 0),
      () => index.searchDomain('rank.test', { requiredFields: ['full_name', 'position'] }, 10, 0),
      () => index.searchDomain('rank.test', { department: ['sales'] }, 1, 0),
      () => index.searchDomain('rank.test', {}, 2, 3),
      () => index.searchDomain('rank.test', {}, 10, 0, false),
      () => index.searchDomain('nowhere.test', {}, 10, 0),
      () => index.searchDomain('batch-old.test', {}, 10, 0),
      () => index.findCompany('batch-old.test'),
      () => index.findCompany('batch.test'),
      () => index.findCompany('nowhere.test'),
    ];
    const alone = [];
    for (const run of searches) alone.push(await run());
    const together = await Promise.all(searches.map((run) => run()));
    expect(together).toEqual(alone);
    expect(alone[1]).toMatchObject({ page: { total: 2, records: [{ value: 'a@rank.test' }, { value: 'b@rank.test' }] } });
    expect(alone[0]).toMatchObject({ meta: { domain: 'rank.test' }, page: { total: 4 } });
    expect(alone[5]).toMatchObject({ meta: null, company: null, page: { total: 4 } });
    expect(alone[7]).toMatchObject({ company: { domain: 'batch.test' }, page: { total: 0, records: [] } });
    expect((alone[8] as CompanyRecord).domain).toBe('batch.test');
    expect(alone[10]).toBeNull();
  });

  it('a lookup key holding NUL finds nothing instead of failing (no stored key can hold one)', async () => {
    expect(await index.getEmailRecord('a\u0000@rank.test')).toBeNull();
    expect(await index.searchDomainEmails('rank\u0000.test', {}, 10, 0)).toEqual({ total: 0, records: [] });
  });
});

describe('two importers at once', () => {
  it('leave no stale alias: every alias points at a company whose record lists it', async () => {
    const rand = mulberry32(7);
    const companies = Array.from({ length: 12 }, (_, i) => `race-${i}.test`);
    const aliases = Array.from({ length: 8 }, (_, i) => `race-alias-${i}.test`);
    const file = (name: string) => {
      const lines: string[] = [];
      for (let i = 0; i < 1500; i++) {
        const domain = companies[Math.floor(rand() * companies.length)]!;
        const own = aliases.filter(() => rand() < 0.25);
        lines.push(JSON.stringify({ domain, domainAliases: own }));
      }
      const path = join(dir, name);
      writeFileSync(path, `${lines.join('\n')}\n`);
      return path;
    };
    const [a, b] = [file('a.jsonl'), file('b.jsonl')];
    const [sa, sb] = await Promise.all([new IndexImporter(index).importFile('companies', a), new IndexImporter(index).importFile('companies', b)]);
    expect(sa.skipped + sb.skipped).toBe(0);
    const { rows } = await schema.db.pool.query<{ alias: string; domain: string }>(`SELECT alias, domain FROM company_aliases WHERE alias LIKE 'race-alias-%'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { alias, domain } of rows) {
      const holder = await index.getCompany(domain);
      expect({ alias, listed: holder?.domainAliases?.includes(alias) ?? false }).toEqual({ alias, listed: true });
    }
    // And every alias some company lists is held by one of the companies listing it.
    for (const alias of aliases) {
      const listing = [];
      for (const d of companies) if ((await index.getCompany(d))?.domainAliases?.includes(alias)) listing.push(d);
      const held = rows.find((r) => r.alias === alias)?.domain ?? null;
      if (listing.length === 0) expect(held).toBeNull();
      else expect(listing).toContain(held);
    }
  });
});
