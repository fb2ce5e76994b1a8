/**
 * Hostile and unusual input, and races: each case here once produced a 500, a wrong answer or a
 * polluted process.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexImporter } from '../src/importer/index-importer.js';
import { startHarness, type Harness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'cds-hard-'));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('hardening', () => {
  let h: Harness;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method, url, headers: { 'x-api-key': h.key, ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    h = await startHarness();
    await h.importExamples();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await h.close();
  });

  it('refuses lone UTF-16 surrogates in bodies and query strings', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/leads',
      headers: { 'x-api-key': h.key, 'content-type': 'application/json' },
      payload: '{"email":"t5@acme.test","notes":"\\ud800 lone"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].details).toMatch(/notes/);
    expect((await call('GET', '/v2/leads?first_name=%ED%A0%80')).statusCode).toBeLessThan(500);
  });

  it('bounds offsets instead of failing on huge ones', async () => {
    expect((await call('GET', '/v2/domain-search?domain=sakura-biolabs.test&offset=1e20')).json().errors[0].id).toBe('pagination_error');
    expect((await call('GET', '/v2/leads?offset=100000000')).json().errors[0].id).toBe('pagination_error');
    expect((await call('POST', '/v2/discover', { headquarters_location: { include: [{ country: 'FR' }] }, offset: 1e20 })).statusCode).toBe(400);
  });

  it('does not coerce JSON body types', async () => {
    expect((await call('POST', '/v2/leads', { email: ['t2@acme.test'] })).statusCode).toBe(400);
    expect((await call('POST', '/v2/leads', { email: 't3@acme.test', first_name: 123 })).statusCode).toBe(400);
    expect((await call('POST', '/v2/leads', { email: 't4@acme.test', confidence_score: '50' })).statusCode).toBe(400);
  });

  it('takes an empty JSON body as no body, and refuses __proto__ keys', async () => {
    const id = (await call('POST', '/v2/leads', { email: 'empty-body@acme.test' })).json().data.id;
    const del = await h.app.inject({ method: 'DELETE', url: `/v2/leads/${id}`, headers: { 'x-api-key': h.key, 'content-type': 'application/json' } });
    expect(del.statusCode).toBe(204);
    const proto = await h.app.inject({
      method: 'POST',
      url: '/v2/leads',
      headers: { 'x-api-key': h.key, 'content-type': 'application/json' },
      payload: '{"email":"p@acme.test","__proto__":{"x":1}}',
    });
    expect(proto.statusCode).toBe(400);
  });

  it('serves the docs without a key', async () => {
    expect((await h.app.inject({ url: '/v2/docs' })).statusCode).toBeLessThan(400);
    expect((await h.app.inject({ url: '/v2/docs/json' })).statusCode).toBe(200);
  });

  it('reads an email domain exactly: no www stripping, no URL parts', async () => {
    expect((await call('GET', '/v2/people/find?email=anne-sophie.delatour@www.northwind-robotics.test')).statusCode).toBe(404);
    expect((await call('GET', '/v2/people/find?email=anne-sophie.delatour@northwind-robotics.test%23junk')).statusCode).toBe(400);
    expect((await call('GET', '/v2/people/find?email=anne-sophie.delatour@northwind-robotics.test?x')).statusCode).toBe(400);
  });

  it('keeps the importer safe from hostile CSV headers and bad cells', async () => {
    const s = await new IndexImporter(h.index).importFile(
      'companies',
      file('proto.csv', 'domain,name,__proto__.polluted,constructor.prototype.x\nproto1.test,[Beta],yes,yes\n'),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(s.loaded).toBe(1);
    expect((await h.index.getCompany('proto1.test'))?.name).toBe('[Beta]');
    const bad = await new IndexImporter(h.index).importFile(
      'emails',
      file('bad-uri.jsonl', JSON.stringify({ value: 'x@proto1.test', sources: [{ uri: 'http://a:99999/', extracted_on: '2026-01-01', last_seen_on: '2026-01-01', still_on_page: true }] }) + '\n'),
    );
    expect(bad.skipped).toBe(1);
    expect(bad.problems[0]!.reason).toMatch(/uri/);
    const logo = await new IndexImporter(h.index).importFile('companies', file('logo.jsonl', JSON.stringify({ domain: 'logo.test', logo: 'javascript:alert(1)' }) + '\n'));
    expect(logo.skipped).toBe(1);
  });

  it('invents no employer for an address at a webmail domain', async () => {
    await new IndexImporter(h.index).importFile('emails', file('gmail.jsonl', JSON.stringify({ value: 'jane.doe@gmail.com', first_name: 'Jane', last_name: 'Doe' }) + '\n'));
    const person = (await call('GET', '/v2/people/find?email=jane.doe@gmail.com')).json().data;
    expect(person.employment.domain).toBeNull();
    expect(person.employment.name).toBeNull();
  });

  it('names the returned company in employment.domain when the person gave an alias domain', async () => {
    await new IndexImporter(h.index).importFile('people', file('alias.jsonl', JSON.stringify({ email: 'alias.person@northwind.test', employment: { domain: 'northwind.test', title: 'Engineer' } }) + '\n'));
    const { data } = (await call('GET', '/v2/combined/find?email=alias.person@northwind.test')).json();
    expect(data.company.domain).toBe('northwind-robotics.test');
    expect(data.person.employment.domain).toBe(data.company.domain);
  });

  it('keeps a shared company name linked when one of its holders is renamed', async () => {
    const imp = new IndexImporter(h.index);
    await imp.importFile('companies', file('same.jsonl', [{ domain: 'same-a.test', name: 'Same Name' }, { domain: 'same-b.test', name: 'Same Name' }].map((x) => JSON.stringify(x)).join('\n')));
    await imp.importFile('companies', file('rename.jsonl', JSON.stringify({ domain: 'same-a.test', name: 'Other Name' })));
    expect(await h.index.domainForCompanyName('Same Name')).toBe('same-b.test');
  });

  it('moves the default website with the email, and treats blank filters as none', async () => {
    const lead = (await call('POST', '/v2/leads', { email: 'mover@old.test' })).json().data;
    expect(lead.website).toBe('http://old.test');
    const moved = (await call('PUT', `/v2/leads/${lead.id}`, { email: 'mover@new.test' })).json().data;
    expect(moved.website).toBe('http://new.test');
    const all = (await call('GET', '/v2/leads')).json().meta.total;
    expect((await call('GET', '/v2/leads?email=')).json().meta.total).toBe(all);
  });

  it('survives racing upserts of one email without 500s', async () => {
    const list = (await call('POST', '/v2/leads_lists', { name: 'Race upserts' })).json().data;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call('PUT', '/v2/leads', { email: 'race2@acme.test', leads_list_id: list.id, notes: `n${i}` }).then((r) => r.statusCode)),
    );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect((await call('GET', `/v2/leads_lists/${list.id}`)).json().data.leads_count).toBe(1);
  });

  it('reports a recipient cancelled twice in one call once', async () => {
    const c = (await call('POST', '/v2/campaigns', { name: 'Dupes' })).json().data;
    await call('POST', `/v2/campaigns/${c.id}/recipients`, { emails: ['a1@acme.test'] });
    const res = (await call('DELETE', `/v2/campaigns/${c.id}/recipients`, { emails: ['a1@acme.test', 'a1@acme.test'] })).json().data;
    expect(res.recipients_cancelled).toBe(1);
    expect(res.skipped_recipients).toEqual([]);
  });

  it('searches an alias domain as the main domain, listing the alias as linked', async () => {
    const res = (await call('GET', '/v2/domain-search?domain=northwind.test')).json();
    expect(res.data.domain).toBe('northwind-robotics.test');
    expect(res.data.linked_domains).toContain('northwind.test');
    expect(res.data.linked_domains).not.toContain('northwind-robotics.test');
  });
});
