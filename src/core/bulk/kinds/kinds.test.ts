/**
 * The bulk kinds: each kind's lead comes from its structured result (a renamed field breaks the
 * compile, not the lead), its flattened columns are its declared ones, and its key dedupes rows
 * that ask the same thing.
 */
import { describe, expect, it } from 'vitest';
import type { Company, EmailRecord, Person } from '../../../contract/schemas.js';
import type { FinderResult } from '../../mail/email-finder.js';
import type { StoredVerification } from '../../mail/email-verifier.js';
import type { CrawlOutcome } from '../../web/crawl-service.js';
import { BULK_KINDS, BULK_KIND_SPECS, appendedColumns, isBulkKind, kindSpec } from './index.js';
import { INPUT_FIELDS, isInputField, mappingProblem } from '../kind.js';

const verification = {
  email: 'ada@acme.test',
  status: 'valid',
  result: 'deliverable',
  score: 97,
  regexp: true,
  gibberish: false,
  disposable: false,
  webmail: false,
  mx_records: true,
  smtp_server: true,
  smtp_check: true,
  accept_all: false,
  block: false,
  checked_at: '2026-11-24T10:00:00.000Z',
  reason: 'the server accepted the address',
  retryable: false,
} as unknown as StoredVerification;

const person = {
  email: 'ada@acme.test',
  name: { fullName: 'Ada Lovelace', givenName: 'Ada', familyName: 'Lovelace' },
  employment: { name: 'Acme Person Employer', title: 'CTO', domain: 'acme.test' },
  geo: { countryCode: 'GB' },
  phone: '+44 20 7946 0000',
  socialB: { handle: 'adal' },
  proNetwork: { handle: 'in/ada-lovelace' },
} as unknown as Person;

const company = {
  domain: 'acme.test',
  name: 'Acme',
  category: { industry: 'Software' },
  metrics: { employees: '11-50' },
  geo: { countryCode: 'FR' },
} as unknown as Company;

describe('the kind registry', () => {
  it('lists every kind once, each ending its output with bulk.status and bulk.error', () => {
    expect(BULK_KINDS).toEqual(['verify', 'enrich', 'find', 'domain-search', 'crawl']);
    for (const kind of BULK_KINDS) {
      const columns = appendedColumns(kind);
      expect(columns.slice(-2)).toEqual(['bulk.status', 'bulk.error']);
      expect(new Set(columns).size).toBe(columns.length);
    }
    expect(isBulkKind('verify')).toBe(true);
    expect(isBulkKind('toString')).toBe(false);
  });
});

describe('leads from structured results', () => {
  it('verify: the address and its status, only for a syntactically valid address', () => {
    expect(BULK_KIND_SPECS.verify.lead(verification, {})).toEqual({ input: { email: 'ada@acme.test' }, verification: { date: expect.any(String), status: 'deliverable' } });
    expect(BULK_KIND_SPECS.verify.lead({ ...verification, regexp: false }, {})).toBeNull();
  });

  it('enrich: person and company fields, company falling back to the employer', () => {
    expect(BULK_KIND_SPECS.enrich.lead({ verification, person, company }, {})).toEqual({
      input: {
        email: 'ada@acme.test',
        first_name: 'Ada',
        last_name: 'Lovelace',
        position: 'CTO',
        company: 'Acme',
        company_industry: 'Software',
        company_size: '11-50',
        website: 'http://acme.test',
        country_code: 'GB',
        phone_number: '+44 20 7946 0000',
        socialB: 'adal',
        proNetwork_url: 'https://www.linkedin.com/in/ada-lovelace',
        source: 'bulk enrichment',
      },
      verification: { date: expect.any(String), status: 'deliverable' },
    });
    const lead = BULK_KIND_SPECS.enrich.lead({ verification, person, company: null }, {});
    expect(lead?.input).toMatchObject({ company: 'Acme Person Employer', website: null, country_code: 'GB' });
    // A domain row (no verification) makes no lead: a lead is an address.
    expect(BULK_KIND_SPECS.enrich.lead({ verification: null, person: null, company }, {})).toBeNull();
  });

  it('find: the found address with its score, names from the row when the result has none', () => {
    const found = {
      first_name: '',
      last_name: 'Lovelace',
      email: 'ada@acme.test',
      score: 88,
      domain: 'acme.test',
      accept_all: false,
      position: null,
      socialB: null,
      proNetwork_url: null,
      phone_number: null,
      company: 'Acme',
      sources: [],
      verification: { date: '2026-11-20', status: 'accept_all' },
    } satisfies FinderResult;
    expect(BULK_KIND_SPECS.find.lead(found, { first_name: 'Ada' })).toEqual({
      input: { email: 'ada@acme.test', first_name: 'Ada', last_name: 'Lovelace', position: null, company: 'Acme', confidence_score: 88, source: 'bulk email finder' },
      verification: { date: '2026-11-20', status: 'risky' },
    });
  });

  it('domain-search: one lead per address, with its confidence and verification', () => {
    const email = {
      value: 'grace@acme.test',
      type: 'personal',
      confidence: 91,
      first_name: 'Grace',
      last_name: 'Hopper',
      position: 'Engineer',
      phone_number: null,
      sources: [],
      verification: { date: null, status: null },
    } as unknown as EmailRecord;
    expect(BULK_KIND_SPECS['domain-search'].lead(email, {})).toEqual({
      input: { email: 'grace@acme.test', first_name: 'Grace', last_name: 'Hopper', position: 'Engineer', phone_number: null, confidence_score: 91, source: 'bulk domain search' },
      verification: null,
    });
  });

  it('crawl: no lead', () => {
    expect(BULK_KIND_SPECS.crawl.lead({ outcome: {} as CrawlOutcome, company }, {})).toBeNull();
  });
});

describe('flattening', () => {
  it('gives only the kind\'s declared columns', () => {
    const outcome = { status: 'crawled', reason: null, pages: ['http://acme.test/'], addressesFound: 2, addressesNew: 1, sourcesGone: 0, pattern: '{first}' } as unknown as CrawlOutcome;
    const samples: Record<string, unknown> = {
      verify: verification,
      enrich: { verification, person, company },
      'domain-search': { value: 'grace@acme.test', sources: [{}, {}] },
      crawl: { outcome, company },
    };
    for (const [kind, result] of Object.entries(samples)) {
      const spec = kindSpec(kind as never);
      const flat = spec.flatten(result);
      expect(Object.keys(flat).filter((c) => !spec.columns.includes(c))).toEqual([]);
      expect(Object.keys(flat).length).toBeGreaterThan(0);
    }
    expect(kindSpec('domain-search').flatten({ value: 'grace@acme.test', sources: [{}, {}] })).toMatchObject({ 'email.value': 'grace@acme.test', 'email.sources_count': 2 });
    expect(kindSpec('crawl').flatten({ outcome, company })).toMatchObject({ 'crawl.pages': 1, 'company.name': 'Acme' });
  });
});

describe('keys', () => {
  it('make rows that ask the same thing one item, and rows with nothing to go on their own', () => {
    expect(BULK_KIND_SPECS.verify.key({ email: ' Ada@Acme.test ' }, 1)).toBe(BULK_KIND_SPECS.verify.key({ email: 'ada@acme.test' }, 2));
    expect(BULK_KIND_SPECS.verify.key({}, 1)).not.toBe(BULK_KIND_SPECS.verify.key({}, 2));
    expect(BULK_KIND_SPECS.find.key({ full_name: 'Ada Lovelace', domain: 'acme.test' }, 1)).toBe('f:ada lovelace@acme.test');
    expect(BULK_KIND_SPECS.find.key({ first_name: 'Ada', last_name: 'Lovelace', company: 'Acme' }, 1)).toBe('f:ada lovelace@acme');
    expect(BULK_KIND_SPECS.enrich.key({ domain: 'ACME.test' }, 1)).toBe('d:acme.test');
  });
});

describe('the input vocabulary', () => {
  it('one check for column mappings (the API mapping and the CLI --column use it)', () => {
    expect(mappingProblem({ email: 'Work email', company: 2 })).toBeNull();
    expect(mappingProblem({ phone: 'Tel' })).toMatch(/unknown field phone \(known: email, domain, first_name, last_name, full_name, company\)/);
    expect(mappingProblem({ email: -1 })).toMatch(/column name or a 0-based index/);
    expect(mappingProblem({ email: 1.5 })).toMatch(/column name or a 0-based index/);
    expect(mappingProblem(['email'])).toMatch(/JSON object/);
    expect(INPUT_FIELDS.every(isInputField)).toBe(true);
    expect(isInputField('phone')).toBe(false);
  });
});
