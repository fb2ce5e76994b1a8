/**
 * Logos (company URL or generated monogram), the account view and email-count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexImporter } from '../src/importer/index-importer.js';
import { startHarness, type Harness } from './support/harness.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sizedLogoUrl } from '../src/api/routes/logos.js';
import { initialsOf } from '../src/core/enrich/monogram.js';

describe('logos, account, email-count', () => {
  let h: Harness;
  let dir = '';
  const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers: { 'x-api-key': h.key, ...headers } });

  beforeAll(async () => {
    h = await startHarness();
    await h.importExamples();
    dir = mkdtempSync(join(tmpdir(), 'cds-logo-'));
    const file = join(dir, 'c.jsonl');
    writeFileSync(file, JSON.stringify({ domain: 'no-logo.test', name: 'Blue Harbour Tools' }) + '\n');
    await new IndexImporter(h.index).importFile('companies', file);
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await h.close();
  });

  it('redirects to the company logo, cacheably, with a stable ETag and 304 on revalidation', async () => {
    const res = await get('/v2/logos/northwind-robotics.test');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://northwind-robotics.test/logo.png');
    expect(res.headers['x-logo-source']).toBe('company');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await get('/v2/logos/northwind-robotics.test', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('generates a labelled SVG monogram when the company has no logo, honouring size', async () => {
    const res = await get('/v2/logos/no-logo.test?size=64');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-logo-source']).toBe('generated');
    expect(res.body).toContain('>BH</text>');
    expect(res.body).toContain('width="64"');
    const again = await get('/v2/logos/no-logo.test?size=64');
    expect(again.body).toBe(res.body);
    expect((await get('/v2/logos/no-logo.test?size=64', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
    expect((await get('/v2/logos/no-logo.test?size=8')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown domain and 400 for a malformed one', async () => {
    expect((await get('/v2/logos/unknown-company.test')).json().errors[0].id).toBe('not_found');
    expect((await get('/v2/logos/not_a_domain')).json().errors[0].id).toBe('wrong_params');
    // Logos need no key (a browser's <img> sends none); see test/clearbit.test.ts for their limit.
    expect((await h.app.inject({ url: '/v2/logos/northwind-robotics.test' })).statusCode).toBe(302);
  });

  it('sizes a logo URL only where the source takes a size', () => {
    expect(sizedLogoUrl('https://img.test/a.png?size=128', 64)).toBe('https://img.test/a.png?size=64');
    expect(sizedLogoUrl('https://img.test/a.png', 64)).toBe('https://img.test/a.png');
    expect(initialsOf(null, 'kestrel-learning.test')).toBe('KL');
    expect(initialsOf('Ipê Pagamentos', 'x.test')).toBe('IP');
  });

  it('shows the key, this month\'s request count and the limits', async () => {
    const first = (await get('/v2/account')).json().data;
    expect(first.key.name).toBe('test');
    expect(first.limits).toEqual({ per_second: 100000, per_minute: 1000000 });
    expect(first.requests.period).toMatch(/^\d{4}-\d{2}$/);
    await get('/v2/health');
    await get('/v2/companies/find?domain=northwind-robotics.test');
    const second = (await get('/v2/account')).json().data;
    // the lookup and the account call itself count; the health check needs no key and does not
    expect(second.requests.used).toBe(first.requests.used + 2);
  });

  it("answers in Hunter's account shape, counting answered searches and verifications; what a key does not have is null", async () => {
    // Counts are written every 250 ms (api/usage.ts): start from a settled count (the earlier
    // tests' lookups written), read twice in a row unchanged across a flush.
    const searchesNow = async () => (await get('/v2/account')).json().data;
    let before = await searchesNow();
    for (;;) {
      await new Promise((r) => setTimeout(r, 300));
      const again = await searchesNow();
      if (again.requests.searches.used === before.requests.searches.used) break;
      before = again;
    }
    expect(Object.keys(before).slice(0, 9)).toEqual(['first_name', 'last_name', 'email', 'plan_name', 'plan_level', 'reset_date', 'team_id', 'calls', 'requests']);
    expect(before).toMatchObject({ first_name: null, last_name: null, email: null, plan_name: null, plan_level: null, team_id: null });
    expect(before.reset_date).toBe(before.requests.resets_at);
    expect(before.calls).toEqual({ used: before.requests.used, available: null });
    await get('/v2/domain-search?domain=northwind-robotics.test&limit=1'); // a search
    await get('/v2/people/find?email=mathieu.lefevre@northwind-robotics.test'); // a search
    await get('/v2/domain-search?domain=not_a_domain'); // refused: not counted
    await get('/v2/email-finder/found?domain=northwind-robotics.test&first_name=No&last_name=Body'); // 404: not counted
    await get('/v2/email-count?domain=northwind-robotics.test'); // not a search in Hunter's count
    // The count is written once the answer is sent: ask until it shows (or the test times out).
    let after = (await get('/v2/account')).json().data;
    while (after.requests.searches.used < before.requests.searches.used + 2) after = (await get('/v2/account')).json().data;
    expect(after.requests.searches).toEqual({ used: before.requests.searches.used + 2, available: null });
    expect(after.requests.verifications).toEqual({ used: before.requests.verifications.used, available: null });
    expect(after.requests.credits).toEqual({ used: after.requests.searches.used + after.requests.verifications.used, available: null });
    expect(after.calls.used).toBeGreaterThanOrEqual(before.calls.used + 6);
  });

  it('counts a domain\'s addresses by type, department and seniority', async () => {
    const res = (await get('/v2/email-count?domain=northwind-robotics.test')).json();
    const search = (await get('/v2/domain-search?domain=northwind-robotics.test&limit=100')).json().data.emails as {
      type: string;
      department: string | null;
      seniority: string | null;
    }[];
    expect(res.data.total).toBe(search.length);
    expect(res.data.personal_emails).toBe(search.filter((e) => e.type === 'personal').length);
    expect(res.data.generic_emails).toBe(search.filter((e) => e.type === 'generic').length);
    expect(res.data.department.sales).toBe(search.filter((e) => e.department === 'sales').length);
    expect(res.data.seniority.executive).toBe(search.filter((e) => e.seniority === 'executive').length);
    expect(Object.keys(res.data.department)).toHaveLength(14);
    expect(res.meta).toEqual({ params: { domain: 'northwind-robotics.test', company: null, type: null } });
    expect((await get('/v2/email-count?domain=unknown.test')).json().data.total).toBe(0);
    // northwind.test is an alias of northwind-robotics.test: it counts the company's addresses.
    const alias = (await get('/v2/email-count?domain=northwind.test')).json();
    expect(alias.data).toEqual(res.data);
    expect(alias.meta).toEqual({ params: { domain: 'northwind.test', company: null, type: null } });
    // Hunter's other parameters: company (a name the index resolves, or a domain) and type.
    const byCompany = (await get('/v2/email-count?company=Northwind%20Robotics')).json();
    expect(byCompany.data).toEqual(res.data);
    expect(byCompany.meta).toEqual({ params: { domain: null, company: 'Northwind Robotics', type: null } });
    expect((await get('/v2/email-count?company=No%20Such%20Company')).statusCode).toBe(404);
    expect((await get('/v2/email-count')).statusCode).toBe(400);
    const personal = (await get('/v2/email-count?domain=northwind-robotics.test&type=personal')).json();
    const onlyPersonal = search.filter((e) => e.type === 'personal');
    expect(personal.data).toMatchObject({ total: onlyPersonal.length, personal_emails: onlyPersonal.length, generic_emails: 0 });
    expect(personal.data.department.sales).toBe(onlyPersonal.filter((e) => e.department === 'sales').length);
    expect(personal.meta.params.type).toBe('personal');
    expect((await get('/v2/email-count?domain=northwind-robotics.test&type=robot')).statusCode).toBe(400);
    expect((await get('/v2/email-count?domain=bad_domain')).statusCode).toBe(400);
  });
});
