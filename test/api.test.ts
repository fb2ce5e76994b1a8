/**
 * The /v2 lookups over HTTP (in-process): found records, misses, every parameter check, the
 * three ways to pass a key, the rate limit, paging, locale and the vendor wire-key setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.js';

const PERSON = 'anne-sophie.delatour@northwind-robotics.test';
const COMPANY = 'northwind-robotics.test';

function expectError(res: { statusCode: number; json: () => unknown }, status: number, id: string, details?: RegExp) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { errors: { id: string; code: number; details: string }[] };
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]!.id).toBe(id);
  expect(body.errors[0]!.code).toBe(status);
  expect(typeof body.errors[0]!.details).toBe('string');
  if (details) expect(body.errors[0]!.details).toMatch(details);
  return body.errors[0]!;
}

describe('/v2 lookups', () => {
  let h: Harness;
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ url, headers: { 'x-api-key': h.key, ...headers } });

  beforeAll(async () => {
    h = await startHarness();
    await h.importExamples();
  });
  afterAll(() => h.close());

  describe('people/find', () => {
    it('finds an indexed person with derived fields from real inputs', async () => {
      const res = await get(`/v2/people/find?email=${PERSON}`);
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect(meta).toEqual({ email: PERSON });
      expect(data.email).toBe(PERSON);
      expect(data.name).toEqual({ fullName: 'Anne-Sophie de la Tour', givenName: 'Anne-Sophie', familyName: 'de la Tour' });
      expect(data.employment).toMatchObject({ domain: COMPANY, name: 'Northwind Robotics', title: 'Head of Sales', role: 'sales', seniority: 'executive' });
      expect(data.timeZone).toBe('Europe/Paris');
      expect([1, 2]).toContain(data.utcOffset);
      expect(data.location).toBe('Paris, Île-de-France, France');
      expect(data.fuzzy).toBe(false);
      expect(data.bio).toBeNull();
    });

    it('returns the same id on every lookup, and case does not matter', async () => {
      const a = (await get(`/v2/people/find?email=${PERSON}`)).json().data.id;
      const b = (await get(`/v2/people/find?email=${PERSON.toUpperCase()}`)).json().data.id;
      expect(a).toMatch(/^[0-9a-f-]{36}$/);
      expect(b).toBe(a);
    });

    it('finds a person by linkedin_handle, in the bare form Hunter\'s clients send, as in/... or as a link', async () => {
      for (const handle of ['in/anne-sophie-de-la-tour', 'anne-sophie-de-la-tour', 'https://www.linkedin.com/in/anne-sophie-de-la-tour/']) {
        const res = await get(`/v2/people/find?linkedin_handle=${encodeURIComponent(handle)}`);
        expect(res.statusCode, handle).toBe(200);
        expect(res.json().meta).toEqual({ email: PERSON });
      }
    });

    it('answers 404 not_found for an address the index does not hold', async () => {
      expectError(await get('/v2/people/find?email=nobody@northwind-robotics.test'), 404, 'not_found', /nobody@/);
      expectError(await get('/v2/people/find?linkedin_handle=in/nobody-here'), 404, 'not_found');
    });

    it('answers 400 for a missing or malformed email', async () => {
      expectError(await get('/v2/people/find'), 400, 'wrong_params', /email/);
      expectError(await get('/v2/people/find?email=not-an-address'), 400, 'wrong_params', /email/);
      expectError(await get('/v2/people/find?email=a@b'), 400, 'wrong_params', /email/);
      expectError(await get(`/v2/people/find?email=${'x'.repeat(65)}@northwind-robotics.test`), 400, 'wrong_params');
    });

    it('builds a person from an email record when no person record exists', async () => {
      // generic addresses have email records but no person record
      const generic = (await get(`/v2/domain-search?domain=${COMPANY}&type=generic`)).json().data.emails[0].value;
      const res = await get(`/v2/people/find?email=${generic}`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.email).toBe(generic);
      expect(data.name).toEqual({ fullName: null, givenName: null, familyName: null });
      expect(data.employment.domain).toBe(COMPANY);
      expect(data.employment.name).toBe('Northwind Robotics');
    });
  });

  describe('companies/find', () => {
    it('finds an indexed company', async () => {
      const res = await get(`/v2/companies/find?domain=${COMPANY}`);
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect(meta).toEqual({ domain: COMPANY });
      expect(data).toMatchObject({ domain: COMPANY, name: 'Northwind Robotics', timeZone: 'Europe/Paris' });
      expect(data.geo.countryCode).toBe('FR');
    });

    it('normalizes the domain (case, scheme, www) and follows alias domains', async () => {
      const id = (await get(`/v2/companies/find?domain=${COMPANY}`)).json().data.id;
      expect((await get(`/v2/companies/find?domain=https://WWW.${COMPANY.toUpperCase()}/about`)).json().data.id).toBe(id);
      const alias = await get('/v2/companies/find?domain=northwind.test');
      expect(alias.statusCode).toBe(200);
      expect(alias.json().data.domain).toBe(COMPANY);
    });

    it('answers 202 queued for an unknown domain (its crawl is queued) and 400 for a malformed or missing one', async () => {
      expectError(await get('/v2/companies/find?domain=unknown-company.test'), 202, 'queued', /being crawled/);
      expectError(await get('/v2/companies/find?domain=not_a domain'), 400, 'wrong_params', /domain/);
      expectError(await get('/v2/companies/find?domain=localhost'), 400, 'wrong_params', /domain/);
      expectError(await get('/v2/companies/find'), 400, 'wrong_params', /domain/);
    });
  });

  describe('combined/find', () => {
    it('returns the person and the company their employment.domain names', async () => {
      const res = await get(`/v2/combined/find?email=${PERSON}`);
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect(meta).toEqual({ email: PERSON });
      expect(data.person.employment.domain).toBe(data.company.domain);
      expect(data.company.domain).toBe(COMPANY);
    });

    it('shares the errors of people/find', async () => {
      expectError(await get('/v2/combined/find?email=ghost@nowhere.test'), 202, 'queued');
      // A domain the index knows, an address it does not: no crawl, plain 404.
      expectError(await get('/v2/combined/find?email=ghost@northwind-robotics.test'), 404, 'not_found');
      expectError(await get('/v2/combined/find'), 400, 'wrong_params');
      expectError(await get('/v2/combined/find?email=@@'), 400, 'wrong_params');
    });
  });

  describe('domain-search', () => {
    it('lists a domain\'s addresses, best confidence first, with meta', async () => {
      const res = await get(`/v2/domain-search?domain=${COMPANY}`);
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect(data.domain).toBe(COMPANY);
      expect(data.organization).toBe('Northwind Robotics');
      expect(data.pattern).toBe('{first}.{last}');
      expect(data.disposable).toBe(false);
      expect(data.webmail).toBe(false);
      expect(data.linked_domains).toEqual(['northwind.test']);
      const confidences = data.emails.map((e: { confidence: number }) => e.confidence);
      expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
      expect(meta).toEqual({
        results: expect.any(Number),
        limit: 10,
        offset: 0,
        params: { domain: COMPANY, company: null, type: null, seniority: null, department: null, required_field: null, verification_status: null, job_titles: null, location: null },
      });
      expect(meta.results).toBeGreaterThanOrEqual(data.emails.length);
    });

    it('pages with limit and offset over the full result', async () => {
      const all = (await get(`/v2/domain-search?domain=${COMPANY}&limit=100`)).json();
      const values = all.data.emails.map((e: { value: string }) => e.value);
      expect(values.length).toBe(all.meta.results);
      const pages: string[] = [];
      for (let offset = 0; offset < values.length; offset += 2) {
        const page = (await get(`/v2/domain-search?domain=${COMPANY}&limit=2&offset=${offset}`)).json();
        expect(page.meta).toMatchObject({ limit: 2, offset, results: values.length });
        pages.push(...page.data.emails.map((e: { value: string }) => e.value));
      }
      expect(pages).toEqual(values);
      const past = (await get(`/v2/domain-search?domain=${COMPANY}&offset=1000`)).json();
      expect(past.data.emails).toEqual([]);
      expect(past.meta.results).toBe(values.length);
    });

    it('rejects paging out of bounds with pagination_error', async () => {
      expectError(await get(`/v2/domain-search?domain=${COMPANY}&limit=0`), 400, 'pagination_error', /limit/);
      expectError(await get(`/v2/domain-search?domain=${COMPANY}&limit=101`), 400, 'pagination_error', /limit/);
      expectError(await get(`/v2/domain-search?domain=${COMPANY}&limit=abc`), 400, 'pagination_error', /limit/);
      expectError(await get(`/v2/domain-search?domain=${COMPANY}&offset=-1`), 400, 'pagination_error', /offset/);
    });

    it('filters by type, seniority, department and required_field, counting only matches', async () => {
      const all = (await get(`/v2/domain-search?domain=${COMPANY}&limit=100`)).json().data.emails as {
        value: string;
        type: string;
        seniority: string | null;
        department: string | null;
        phone_number: string | null;
        position: string | null;
      }[];
      const check = async (query: string, keep: (e: (typeof all)[number]) => boolean) => {
        const res = (await get(`/v2/domain-search?domain=${COMPANY}&limit=100&${query}`)).json();
        const expected = all.filter(keep).map((e) => e.value);
        expect(res.data.emails.map((e: { value: string }) => e.value), query).toEqual(expected);
        expect(res.meta.results, query).toBe(expected.length);
        return expected.length;
      };
      expect(await check('type=generic', (e) => e.type === 'generic')).toBeGreaterThan(0);
      expect(await check('type=personal', (e) => e.type === 'personal')).toBeGreaterThan(0);
      expect(await check('seniority=executive', (e) => e.seniority === 'executive')).toBeGreaterThan(0);
      await check('seniority=junior,senior', (e) => e.seniority === 'junior' || e.seniority === 'senior');
      await check('department=it,sales', (e) => e.department === 'it' || e.department === 'sales');
      await check('type=personal&seniority=executive', (e) => e.type === 'personal' && e.seniority === 'executive');
      await check('required_field=position', (e) => Boolean(e.position));
      await check('required_field=phone_number', (e) => Boolean(e.phone_number));
      const meta = (await get(`/v2/domain-search?domain=${COMPANY}&type=generic`)).json().meta;
      expect(meta.params.type).toBe('generic');
    });

    it('rejects unknown filter values naming the parameter', async () => {
      expectError(await get(`/v2/domain-search?domain=${COMPANY}&type=robot`), 400, 'wrong_params', /type/);
      expectError(await get(`/v2/domain-search?domain=${COMPANY}&seniority=god`), 400, 'wrong_params', /seniority/);
      expectError(await get(`/v2/domain-search?domain=${COMPANY}&department=it,magic`), 400, 'wrong_params', /department.*magic/);
      expectError(await get(`/v2/domain-search?domain=${COMPANY}&required_field=shoe_size`), 400, 'wrong_params', /required_field/);
    });

    it('searches an alias domain as its company\'s main domain, naming the alias among the linked domains', async () => {
      const main = (await get(`/v2/domain-search?domain=${COMPANY}&limit=5`)).json();
      const res = await get('/v2/domain-search?domain=northwind.test&limit=5');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.domain).toBe(COMPANY);
      expect(res.json().data.emails).toEqual(main.data.emails);
      expect(res.json().data.emails.length).toBeGreaterThan(0);
      expect(res.json().data.linked_domains).toContain('northwind.test');
      expect(res.json().meta.results).toBe(main.meta.results);
      expect(res.json().meta.params.domain).toBe('northwind.test');
    });

    it('resolves company to its domain through the index', async () => {
      const res = await get('/v2/domain-search?company=northwind%20robotics');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.domain).toBe(COMPANY);
      expect(res.json().meta.params.company).toBe('northwind robotics');
      expectError(await get('/v2/domain-search?company=No%20Such%20Company'), 404, 'not_found');
      // A company given as its domain or website is that domain (as the email finder reads it).
      for (const company of [COMPANY, `https://www.${COMPANY}/about`]) {
        const byDomain = await get(`/v2/domain-search?company=${encodeURIComponent(company)}`);
        expect(byDomain.statusCode).toBe(200);
        expect(byDomain.json().data.domain).toBe(COMPANY);
      }
    });

    it('answers 202 for an unknown domain, 400 for a missing or malformed one', async () => {
      expectError(await get('/v2/domain-search?domain=never-heard-of.test'), 202, 'queued');
      expectError(await get('/v2/domain-search'), 400, 'wrong_params', /domain/);
      expectError(await get('/v2/domain-search?domain=-bad-.test'), 400, 'wrong_params', /domain/);
    });
  });

  describe('authentication', () => {
    const url = `/v2/companies/find?domain=${COMPANY}`;
    it('accepts the key as api_key, X-API-KEY and Authorization: Bearer', async () => {
      expect((await h.app.inject({ url: `${url}&api_key=${h.key}` })).statusCode).toBe(200);
      expect((await h.app.inject({ url, headers: { 'x-api-key': h.key } })).statusCode).toBe(200);
      expect((await h.app.inject({ url, headers: { authorization: `Bearer ${h.key}` } })).statusCode).toBe(200);
    });

    it('refuses no key, a wrong key and a revoked key with 401', async () => {
      expectError(await h.app.inject({ url }), 401, 'unauthorized');
      expectError(await h.app.inject({ url: `${url}&api_key=cds_wrong` }), 401, 'unauthorized');
      expectError(await h.app.inject({ url, headers: { authorization: 'Basic abc' } }), 401, 'unauthorized');
      const { plain, key } = await h.keys.create({ name: 'to-revoke' });
      expect((await h.app.inject({ url, headers: { 'x-api-key': plain } })).statusCode).toBe(200);
      expect(await h.keys.revoke(key.id)).toBe(true);
      expectError(await h.app.inject({ url, headers: { 'x-api-key': plain } }), 401, 'unauthorized');
    });

    it('stores keys hashed, never in plain text', async () => {
      const { plain } = await h.keys.create({ name: 'hashed' });
      // Used once, so that whatever a use stores (a cache entry, rate counters) is there too.
      expect((await h.app.inject({ url: '/v2/account', headers: { 'x-api-key': plain } })).statusCode).toBe(200);
      const stored = await h.storedText();
      expect(stored.length).toBeGreaterThan(0);
      expect(stored).not.toContain(plain);
      expect(stored).not.toContain(plain.slice(4, 24));
    });

    it('leaves the health check and the OpenAPI document open', async () => {
      const health = await h.app.inject({ url: '/v2/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data.status).toBe('ok');
      const doc = await h.app.inject({ url: '/v2/openapi.json' });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().openapi).toBe('3.1.0');
    });

    it('answers unknown routes with 404 not_found', async () => {
      expectError(await get('/v2/nothing-here'), 404, 'not_found');
    });

    it('echoes a request id', async () => {
      const res = await get(url, { 'x-request-id': 'abc-123' });
      expect(res.headers['x-request-id']).toBe('abc-123');
      expect((await get(url)).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('locale', () => {
    it('localizes country names and location in ja and fr, and leaves codes alone', async () => {
      const ja = (await get(`/v2/companies/find?domain=${COMPANY}&locale=ja`)).json().data;
      expect(ja.geo.country).toBe('フランス');
      expect(ja.geo.countryCode).toBe('FR');
      expect(ja.location).toBe('Paris, Île-de-France, フランス');
      const fr = (await get('/v2/companies/find?domain=kranich-analytics.test&locale=fr')).json().data;
      expect(fr.geo.country).toBe('Allemagne');
      expect(fr.geo.countryCode).toBe('DE');
      const zh = (await get(`/v2/people/find?email=${PERSON}&locale=zh-CN`)).json().data;
      expect(zh.geo.country).toBe('法国');
      expect(zh.name.fullName).toBe('Anne-Sophie de la Tour');
    });

    it('accepts the seven seen locales and any other tag Intl supports', async () => {
      for (const locale of ['ja', 'it', 'fr', 'de', 'pt', 'es', 'zh-CN', 'nl', 'pt-BR']) {
        const res = await get(`/v2/companies/find?domain=${COMPANY}&locale=${locale}`);
        expect(res.statusCode, locale).toBe(200);
      }
      expect((await get(`/v2/domain-search?domain=${COMPANY}&locale=de`)).statusCode).toBe(200);
    });

    it('rejects a malformed tag with 400 naming locale', async () => {
      expectError(await get(`/v2/companies/find?domain=${COMPANY}&locale=not_a_locale!`), 400, 'wrong_params', /locale/);
      expectError(await get(`/v2/people/find?email=${PERSON}&locale=12`), 400, 'wrong_params', /locale/);
      expectError(await get(`/v2/domain-search?domain=${COMPANY}&locale=e`), 400, 'wrong_params', /locale/);
    });
  });
});

describe('rate limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_PER_MINUTE: '5', CRAWL_ON_MISS: 'false' });
  });
  afterAll(() => h.close());

  it('answers 429 with Retry-After once a key passes its limit, and counts per key', async () => {
    const url = '/v2/companies/find?domain=unknown.test';
    for (let i = 0; i < 5; i++) {
      expect((await h.app.inject({ url, headers: { 'x-api-key': h.key } })).statusCode).toBe(404);
    }
    const limited = await h.app.inject({ url, headers: { 'x-api-key': h.key } });
    expectError(limited, 429, 'too_many_requests', /5 requests per minute/);
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    const { plain } = await h.keys.create({ name: 'other' });
    expect((await h.app.inject({ url, headers: { 'x-api-key': plain } })).statusCode).toBe(404);
  });

  it('limits per second as well', async () => {
    const h2 = await startHarness({ RATE_LIMIT_PER_SECOND: '3', RATE_LIMIT_PER_MINUTE: '1000', CRAWL_ON_MISS: 'false' });
    try {
      const url = '/v2/companies/find?domain=unknown.test';
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () => h2.app.inject({ url, headers: { 'x-api-key': h2.key } }).then((r) => r.statusCode)),
      );
      // All ten fall in at most two clock seconds, so at most 6 get through.
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
      expect(statuses.filter((s) => s === 404).length).toBeGreaterThanOrEqual(3);
    } finally {
      await h2.close();
    }
  });
});

describe('vendor wire keys', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ WIRE_KEYS: 'vendor' });
    await h.importExamples();
  });
  afterAll(() => h.close());

  it('emits the common vendor names instead of the spec\'s neutral ones', async () => {
    const company = (await h.app.inject({ url: `/v2/companies/find?domain=${COMPANY}`, headers: { 'x-api-key': h.key } })).json().data;
    expect(company.facebook).toEqual({ handle: 'northwindrobotics', likes: expect.anything() });
    expect(company.linkedin).toEqual({ handle: 'company/northwind-robotics' });
    expect(company.twitter.handle).toBe('northwindbots');
    expect(company.crunchbase).toBeDefined();
    expect(company.instagram).toBeDefined();
    expect(company.metrics).toHaveProperty('alexaUsRank');
    expect(company.metrics).toHaveProperty('alexaGlobalRank');
    for (const neutral of ['socialA', 'socialB', 'socialD', 'proNetwork', 'fundingDb']) expect(company).not.toHaveProperty(neutral);
    expect(company.metrics).not.toHaveProperty('rankerUsRank');

    const person = (await h.app.inject({ url: `/v2/people/find?email=${PERSON}`, headers: { 'x-api-key': h.key } })).json().data;
    expect(person.linkedin).toEqual({ handle: 'in/anne-sophie-de-la-tour' });
    for (const k of ['github', 'twitter', 'googleplus', 'gravatar', 'facebook']) expect(person).toHaveProperty(k);
    for (const neutral of ['codeHost', 'socialC', 'avatarService']) expect(person).not.toHaveProperty(neutral);

    const search = (await h.app.inject({ url: `/v2/domain-search?domain=${COMPANY}`, headers: { 'x-api-key': h.key } })).json().data;
    expect(search.emails[0]).toHaveProperty('linkedin');
    expect(search.emails[0]).toHaveProperty('twitter');
  });

  it('documents the vendor names in the OpenAPI document too', async () => {
    const doc = JSON.stringify((await h.app.inject({ url: '/v2/openapi.json' })).json());
    expect(doc).toContain('"crunchbase"');
    expect(doc).not.toContain('"fundingDb"');
  });
});
