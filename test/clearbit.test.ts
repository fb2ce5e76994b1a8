/**
 * Clearbit's side of the drop-in (issue 14): Hunter's `clearbit_format`, requests sent to
 * Clearbit's host names (shapes and error bodies), Name To Domain, and the logos served without a
 * key (`/v2/logos/{domain}`, and `/{domain}` on a logo host) under a per-address rate limit.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexImporter } from '../src/importer/index-importer.js';
import { startHarness, type Harness } from './support/harness.js';

const PERSON = 'mathieu.lefevre@northwind-robotics.test';
const COMPANY = 'northwind-robotics.test';
let h: Harness;
let dir = '';

beforeAll(async () => {
  h = await startHarness({ PUBLIC_RATE_LIMIT_PER_SECOND: '1000', PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' });
  await h.importExamples();
  // A person at a free mail provider, for Clearbit's boolean emailProvider.
  dir = mkdtempSync(join(tmpdir(), 'cds-clearbit-'));
  const file = join(dir, 'people.csv');
  writeFileSync(file, 'email,name.givenName,name.familyName\nlena.free@gmail.com,Lena,Free\n');
  await new IndexImporter(h.index).importFile('people', file);
  // A company without a logo of its own: its logo is a generated monogram.
  const companies = join(dir, 'companies.jsonl');
  writeFileSync(companies, JSON.stringify({ domain: 'plain-mark.test', name: 'Plain Mark' }) + '\n');
  await new IndexImporter(h.index).importFile('companies', companies);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await h.close();
});

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers: { 'x-api-key': h.key, ...headers } });
const onHost = (host: string, url: string, headers: Record<string, string> = {}) => get(url, { host, ...headers });

describe("Hunter's clearbit_format", () => {
  it("answers people/find with Clearbit's person at the top level, under Clearbit's names", async () => {
    const plain = (await get(`/v2/people/find?email=${PERSON}`)).json();
    const res = await get(`/v2/people/find?email=${PERSON}&clearbit_format=true`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.data).toBeUndefined();
    expect(p).toMatchObject({
      id: plain.data.id,
      email: PERSON,
      name: { fullName: 'Mathieu Lefèvre', givenName: 'Mathieu', familyName: 'Lefèvre' },
      employment: { domain: COMPANY, title: 'CEO' },
      twitter: { handle: 'mlefevre' },
      linkedin: { handle: 'in/mathieu-lefevre' },
      facebook: { handle: null },
      googleplus: { handle: null },
      fuzzy: false,
      // a company domain, not a free mail provider
      emailProvider: false,
      activeAt: '2026-06-30T00:00:00.000Z',
    });
    expect(p.indexedAt).toBe(`${plain.data.indexedAt}T00:00:00.000Z`);
    // No neutral key names, whatever WIRE_KEYS says.
    expect(Object.keys(p)).not.toContain('socialB');
    expect(Object.keys(p)).toContain('gravatar');
  });

  it('says a free mail provider is one', async () => {
    const p = (await get('/v2/people/find?email=lena.free@gmail.com&clearbit_format=1')).json();
    expect(p).toMatchObject({ email: 'lena.free@gmail.com', emailProvider: true, name: { givenName: 'Lena' } });
  });

  it("answers companies/find with Clearbit's company: head count and range, no spec-only fields", async () => {
    const c = (await get(`/v2/companies/find?domain=${COMPANY}&clearbit_format=true`)).json();
    expect(c).toMatchObject({
      domain: COMPANY,
      name: 'Northwind Robotics',
      legalName: 'Northwind Robotics SAS',
      domainAliases: ['northwind.test'],
      facebook: { handle: 'northwindrobotics', likes: 2140 },
      linkedin: { handle: 'company/northwind-robotics' },
      crunchbase: { handle: 'organization/northwind-robotics' },
      twitter: { handle: 'northwindbots', followers: 3812 },
      emailProvider: false,
      identifiers: { usEIN: null, usCIK: null },
      metrics: { employees: 120, employeesRange: '51-250', alexaUsRank: null, raised: '$12,000,000', fiscalYearEnd: 12 },
      category: { gicsCode: '20106020', naics6Codes: ['333249'] },
    });
    for (const key of ['socialA', 'socialD', 'instagram', 'companyType', 'fundingRounds', 'data', 'meta']) expect(c).not.toHaveProperty(key);
  });

  it('answers combined/find as {person, company}', async () => {
    const res = (await get(`/v2/combined/find?email=${PERSON}&clearbit_format=true`)).json();
    expect(Object.keys(res).sort()).toEqual(['company', 'person']);
    expect(res.person.email).toBe(PERSON);
    expect(res.company.domain).toBe(COMPANY);
    expect(res.company.metrics.employeesRange).toBe('51-250');
  });

  it("keeps the envelope for false or 0, and Hunter's errors on Hunter's host", async () => {
    expect((await get(`/v2/companies/find?domain=${COMPANY}&clearbit_format=false`)).json().data.domain).toBe(COMPANY);
    expect((await get(`/v2/companies/find?domain=${COMPANY}&clearbit_format=0`)).json().meta).toEqual({ domain: COMPANY });
    const missing = await get('/v2/people/find?email=nobody@northwind-robotics.test&clearbit_format=true');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].id).toBe('not_found');
    // A value that is neither on nor off is refused, not guessed.
    const odd = await get(`/v2/companies/find?domain=${COMPANY}&clearbit_format=maybe`);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors[0].details).toMatch(/clearbit_format/);
  });
});

describe("requests sent to Clearbit's host names", () => {
  it("answer Clearbit's shapes without clearbit_format, the port and case of the host aside", async () => {
    const p = await onHost('person.clearbit.com', `/v2/people/find?email=${PERSON}`);
    expect(p.statusCode).toBe(200);
    expect(p.json()).toMatchObject({ email: PERSON, twitter: { handle: 'mlefevre' } });
    const c = await onHost('Company.Clearbit.com:443', `/v2/companies/find?domain=${COMPANY}`);
    expect(c.json()).toMatchObject({ domain: COMPANY, metrics: { employees: 120 } });
    const both = await onHost('person-stream.clearbit.com', `/v2/combined/find?email=${PERSON}`);
    expect(both.json().company.name).toBe('Northwind Robotics');
  });

  it("answer errors in Clearbit's body with Clearbit's types and statuses", async () => {
    const cases: [string, Record<string, string>, number, string][] = [
      ['/v2/people/find?email=nobody@northwind-robotics.test', {}, 404, 'unknown_record'],
      ['/v2/people/find', {}, 400, 'params_invalid'],
      ['/v2/people/find?email=not-an-address', {}, 422, 'params_invalid'],
      ['/v2/companies/find', {}, 400, 'params_invalid'],
      ['/v2/companies/find?domain=not_a_domain', {}, 422, 'params_invalid'],
      ['/v2/nowhere', {}, 404, 'unknown_route'],
      [`/v2/people/find?email=${PERSON}`, { 'x-api-key': 'cds_wrong' }, 401, 'unauthorized'],
    ];
    for (const [url, headers, status, type] of cases) {
      const res = await onHost('person.clearbit.com', url, headers);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual({ error: { type, message: expect.any(String) } });
    }
  });

  it('answer 202 queued while a domain the index does not know is looked up', async () => {
    const res = await onHost('company.clearbit.com', '/v2/companies/find?domain=not-indexed-yet.test');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ error: { type: 'queued', message: expect.stringMatching(/being crawled/) } });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('are told from X-Forwarded-Host only behind a trusted proxy', async () => {
    const direct = await get(`/v2/companies/find?domain=${COMPANY}`, { 'x-forwarded-host': 'company.clearbit.com' });
    expect(direct.json().data.domain).toBe(COMPANY);
    const proxied = await startHarness({ TRUST_PROXY: 'true' });
    try {
      await proxied.importExamples();
      const res = await proxied.app.inject({ url: `/v2/companies/find?domain=${COMPANY}`, headers: { 'x-api-key': proxied.key, 'x-forwarded-host': 'company.clearbit.com' } });
      expect(res.json()).toMatchObject({ domain: COMPANY, crunchbase: { handle: 'organization/northwind-robotics' } });
    } finally {
      await proxied.close();
    }
  });

  it('follow CLEARBIT_HOSTS, and none turns them off', async () => {
    const custom = await startHarness({ CLEARBIT_HOSTS: 'enrich.internal.test', LOGO_HOSTS: 'none' });
    try {
      await custom.importExamples();
      const ask = (host: string) => custom.app.inject({ url: `/v2/companies/find?domain=${COMPANY}`, headers: { host, 'x-api-key': custom.key } });
      expect((await ask('enrich.internal.test')).json().domain).toBe(COMPANY);
      expect((await ask('company.clearbit.com')).json().data.domain).toBe(COMPANY);
      const logo = await custom.app.inject({ url: `/${COMPANY}`, headers: { host: 'logo.clearbit.com' } });
      expect(logo.statusCode).toBe(404);
      expect(logo.json().errors[0].id).toBe('not_found');
    } finally {
      await custom.close();
    }
  });

  it("serve Clearbit's Name To Domain there only", async () => {
    const res = await onHost('company.clearbit.com', '/v1/domains/find?name=Northwind%20Robotics');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ domain: COMPANY, logo: 'http://northwind-robotics.test/logo.png', name: 'Northwind Robotics' });
    const unknown = await onHost('company.clearbit.com', '/v1/domains/find?name=Nobody%20Such%20Inc');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.type).toBe('unknown_record');
    const elsewhere = await get('/v1/domains/find?name=Northwind%20Robotics');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errors[0].id).toBe('not_found');
  });
});

describe('logos without a key', () => {
  it('serves /v2/logos/{domain} to a caller without a key, cacheably', async () => {
    const res = await h.app.inject({ url: `/v2/logos/${COMPANY}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://northwind-robotics.test/logo.png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("serves Clearbit's Logo API path /{domain} on a logo host, and nothing there elsewhere", async () => {
    const logo = await h.app.inject({ url: `/${COMPANY}?size=64&format=png`, headers: { host: 'logo.clearbit.com' } });
    expect(logo.statusCode).toBe(302);
    expect(logo.headers.location).toBe('http://northwind-robotics.test/logo.png');
    // Hunter's Logo API host is a logo host by default too.
    const hunters = await h.app.inject({ url: `/${COMPANY}`, headers: { host: 'logos.hunter.io' } });
    expect(hunters.statusCode).toBe(302);
    expect(hunters.headers.location).toBe('http://northwind-robotics.test/logo.png');
    const generated = await h.app.inject({ url: '/plain-mark.test?size=64', headers: { host: 'logo.clearbit.com' } });
    const grey = await h.app.inject({ url: '/plain-mark.test?size=64&greyscale=true', headers: { host: 'logo.clearbit.com' } });
    expect(generated.headers['x-logo-source']).toBe('generated');
    expect(generated.body).toContain('width="64"');
    expect(generated.body).toMatch(/fill="hsl\(\d+, 55%, 38%\)"/);
    expect(grey.body).toMatch(/fill="hsl\(\d+, 0%, 38%\)"/);
    expect(grey.body).toContain('>PM</text>');
    expect(grey.headers.etag).not.toBe(generated.headers.etag);
    // greyscale cannot change a company's own file: it is served as it is.
    const own = await h.app.inject({ url: `/${COMPANY}?greyscale=true`, headers: { host: 'logo.clearbit.com' } });
    expect(own.headers.location).toBe('http://northwind-robotics.test/logo.png');
    const unknown = await h.app.inject({ url: '/unknown-company.test', headers: { host: 'logo.clearbit.com' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.type).toBe('unknown_record');
    const elsewhere = await h.app.inject({ url: `/${COMPANY}?size=nope` });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errors[0]).toMatchObject({ id: 'not_found', details: `No route GET /${COMPANY}.` });
  });

  it('holds each client address to the public rate limit, with Retry-After', async () => {
    const limited = await startHarness({ PUBLIC_RATE_LIMIT_PER_SECOND: '1000', PUBLIC_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    try {
      await limited.importExamples();
      const from = (ip: string) => limited.app.inject({ url: `/v2/logos/${COMPANY}`, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expect((await from('198.51.100.7')).statusCode).toBe(302);
      const over = await from('198.51.100.7');
      expect(over.statusCode).toBe(429);
      expect(over.json().errors[0].id).toBe('too_many_requests');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own allowance; keyed routes are not counted against it.
      expect((await from('198.51.100.8')).statusCode).toBe(302);
      const keyed = await limited.app.inject({ url: `/v2/companies/find?domain=${COMPANY}`, headers: { 'x-api-key': limited.key, 'x-forwarded-for': '198.51.100.7' } });
      expect(keyed.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
