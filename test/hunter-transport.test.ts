/**
 * Hunter's and Clearbit's clients as they really call (issue: drop-in for real clients, part 1,
 * routing and transport): a trailing slash, HTTP Basic with the key as user name, form bodies with
 * Rails-style brackets wherever JSON bodies are taken, and `/v2/leads-lists` for `/v2/leads_lists`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.js';

const COMPANY = 'northwind-robotics.test';
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.importExamples();
});
afterAll(() => h.close());

const post = (url: string, body: string) => h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': h.key }, payload: body });

describe('routing', () => {
  it('routes a path with a trailing slash like the path without it', async () => {
    const slash = await h.app.inject({ url: `/v2/domain-search/?domain=${COMPANY}&limit=2`, headers: { 'x-api-key': h.key } });
    const plain = await h.app.inject({ url: `/v2/domain-search?domain=${COMPANY}&limit=2`, headers: { 'x-api-key': h.key } });
    expect(slash.statusCode).toBe(200);
    expect(slash.json()).toEqual(plain.json());
  });

  it('answers /v2/leads-lists as /v2/leads_lists, with ids, slashes and query strings', async () => {
    const created = await post('/v2/leads-lists', 'name=Fair%202026');
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const one = await h.app.inject({ url: `/v2/leads-lists/${id}/`, headers: { 'x-api-key': h.key } });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.name).toBe('Fair 2026');
    const all = await h.app.inject({ url: '/v2/leads-lists?limit=100', headers: { 'x-api-key': h.key } });
    const underscore = await h.app.inject({ url: '/v2/leads_lists?limit=100', headers: { 'x-api-key': h.key } });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual(underscore.json());
    // Only that spelling is rewritten: a longer word is another (unknown) path.
    expect((await h.app.inject({ url: '/v2/leads-listsx', headers: { 'x-api-key': h.key } })).statusCode).toBe(404);
    // The hunter.io npm client's spelling (test/clients/hunter-io.test.ts drives it).
    expect((await h.app.inject({ url: `/v2/leads_list/${id}/`, headers: { 'x-api-key': h.key } })).json().data.name).toBe('Fair 2026');
  });
});

describe('HTTP Basic (RFC 7617), the key as user name', () => {
  const basic = (user: string, password = '') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('authenticates with the key as user name, with or without a password', async () => {
    for (const authorization of [basic(h.key), basic(h.key, 'x'), `basic   ${Buffer.from(h.key).toString('base64')}`]) {
      const res = await h.app.inject({ url: `/v2/companies/find?domain=${COMPANY}`, headers: { authorization } });
      expect(res.statusCode, authorization).toBe(200);
      expect(res.json().data.domain).toBe(COMPANY);
    }
  });

  it('refuses an unknown key, and names the ways to pass one when the user name is empty', async () => {
    const wrong = await h.app.inject({ url: `/v2/companies/find?domain=${COMPANY}`, headers: { authorization: basic('cds_nope') } });
    expect(wrong.statusCode).toBe(401);
    const empty = await h.app.inject({ url: `/v2/companies/find?domain=${COMPANY}`, headers: { authorization: basic('', h.key) } });
    expect(empty.statusCode).toBe(401);
    expect(empty.json().errors[0].details).toMatch(/No API key given/);
  });
});

describe('form bodies', () => {
  it('create a lead from a form, its numbers coerced as a query string\'s are', async () => {
    const res = await post('/v2/leads', 'email=ada.form%40northwind-robotics.test&first_name=Ada&last_name=Lovelace&confidence_score=80');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'ada.form@northwind-robotics.test', first_name: 'Ada', last_name: 'Lovelace', confidence_score: 80 });
  });

  it('take Rails-style arrays (emails[]=a&emails[]=b) where a JSON body takes an array', async () => {
    const campaign = await h.app.inject({ method: 'POST', url: '/v2/campaigns', headers: { 'x-api-key': h.key, 'content-type': 'application/json' }, payload: { name: 'Form campaign' } });
    expect(campaign.statusCode, campaign.body).toBe(201);
    const id = campaign.json().data.id as number;
    const res = await post(`/v2/campaigns/${id}/recipients`, 'emails[]=one%40northwind-robotics.test&emails[]=two%40northwind-robotics.test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.recipients_added).toBe(2);
  });

  it('refuse what a JSON body would refuse, and bodies nested too deep', async () => {
    expect((await post('/v2/leads', 'first_name=Ada')).statusCode).toBe(400);
    expect((await post('/v2/leads', 'email=a%40b.test&confidence_score=high')).statusCode).toBe(400);
    expect((await post('/v2/leads', 'email=a%40b.test&unknown_field=1')).statusCode).toBe(400);
    const deep = await post('/v2/leads', `email=a%40b.test&x${'[a]'.repeat(10)}=1`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors[0].id).toBe('wrong_params');
  });

  it('take a lead wrapped Rails-style (lead[email]=...&lead[first_name]=...) on create, upsert and update', async () => {
    const put = (url: string, body: string) => h.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': h.key }, payload: body });
    const made = await post('/v2/leads', 'lead[email]=grace.wrapped%40northwind-robotics.test&lead[first_name]=Grace&lead[confidence_score]=70');
    expect(made.statusCode, made.body).toBe(201);
    const lead = made.json().data;
    expect(lead).toMatchObject({ email: 'grace.wrapped@northwind-robotics.test', first_name: 'Grace', confidence_score: 70 });
    const updated = await put(`/v2/leads/${lead.id}`, 'lead[last_name]=Hopper&lead[leads_list_id]=' + lead.leads_list.id);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    const upserted = await put('/v2/leads', 'lead[email]=grace.wrapped%40northwind-robotics.test&lead[position]=Admiral');
    expect(upserted.statusCode, upserted.body).toBe(200);
    expect(upserted.json().data).toMatchObject({ id: lead.id, position: 'Admiral', last_name: 'Hopper' });
    // Only a form whose one field is `lead` is unwrapped; a JSON body is taken as it is.
    expect((await post('/v2/leads', 'lead[email]=x%40northwind-robotics.test&first_name=Ada')).statusCode).toBe(400);
    const json = await h.app.inject({
      method: 'POST',
      url: '/v2/leads',
      headers: { 'x-api-key': h.key, 'content-type': 'application/json' },
      payload: { lead: { email: 'json.wrapped@northwind-robotics.test' } },
    });
    expect(json.statusCode).toBe(400);
  });

  it('leave JSON bodies strict: a string where a number belongs is still a client error', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/leads',
      headers: { 'x-api-key': h.key, 'content-type': 'application/json' },
      payload: { email: 'strict@northwind-robotics.test', confidence_score: '80' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('status codes in the vendor profile (WIRE_KEYS=vendor), as Hunter documents them', () => {
  let v: Harness;
  const call = (method: 'PUT' | 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
    v.app.inject({ method, url, headers: { 'x-api-key': v.key, ...(payload ? { 'content-type': 'application/json' } : {}) }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    v = await startHarness({ WIRE_KEYS: 'vendor', RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_PER_MINUTE: '40', CRAWL_ON_MISS: 'false' });
  });
  afterAll(() => v.close());

  it('answers updates of a lead or a list 204 without a body, and recipient changes 201', async () => {
    const list = (await call('POST', '/v2/leads_lists', { name: 'Vendor list' })).json().data;
    const lead = (await call('POST', '/v2/leads', { email: 'vendor.lead@acme.test' })).json().data;
    const updated = await call('PUT', `/v2/leads/${lead.id}`, { first_name: 'Vera' });
    expect(updated.statusCode).toBe(204);
    expect(updated.body).toBe('');
    expect((await call('GET', `/v2/leads/${lead.id}`)).json().data.first_name).toBe('Vera');
    const renamed = await call('PUT', `/v2/leads_lists/${list.id}`, { name: 'Vendor list 2' });
    expect(renamed.statusCode).toBe(204);
    expect((await call('GET', `/v2/leads_lists/${list.id}`)).json().data.name).toBe('Vendor list 2');
    const campaign = (await call('POST', '/v2/campaigns', { name: 'Vendor campaign' })).json().data;
    const added = await call('POST', `/v2/campaigns/${campaign.id}/recipients`, { emails: ['vendor.lead@acme.test'] });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.recipients_added).toBe(1);
    const removed = await call('DELETE', `/v2/campaigns/${campaign.id}/recipients`, { emails: ['vendor.lead@acme.test'] });
    expect(removed.statusCode).toBe(201);
    expect(removed.json().data.recipients_cancelled).toBe(1);
  });

  it('fills a recipient\'s lead from the index with Hunter\'s key names, filters on them, takes wrapped forms', async () => {
    await v.importExamples();
    const form = (method: 'POST' | 'PUT', url: string, body: string) =>
      v.app.inject({ method, url, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': v.key }, payload: body });
    const campaign = (await call('POST', '/v2/campaigns', { name: 'Vendor filled' })).json().data;
    const added = await form('POST', `/v2/campaigns/${campaign.id}/recipients`, 'emails[]=mathieu.lefevre%40northwind-robotics.test');
    expect(added.statusCode, added.body).toBe(201);
    const [recipient] = (await call('GET', `/v2/campaigns/${campaign.id}/recipients`)).json().data.recipients;
    expect(recipient).toMatchObject({ first_name: 'Mathieu', last_name: 'Lefèvre', position: 'CEO', company: 'Northwind Robotics' });
    const lead = (await call('GET', `/v2/leads/${recipient.lead_id}`)).json().data;
    expect(lead).toMatchObject({ twitter: 'mlefevre', linkedin_url: 'https://www.linkedin.com/in/mathieu-lefevre' });
    const found = (await call('GET', '/v2/leads?twitter=LEFEVRE&linkedin_url=in/mathieu&industry=machinery')).json();
    expect(found.data.leads.map((l: { id: number }) => l.id)).toEqual([lead.id]);
    expect((await call('GET', '/v2/leads?twitter=nobody')).json().meta.total).toBe(0);
    expect((await call('GET', '/v2/leads?linkedin_url=in/nobody')).json().meta.total).toBe(0);
    // A wrapped form updates it: 204, as Hunter answers.
    const updated = await form('PUT', `/v2/leads/${lead.id}`, 'lead[twitter]=mathieu_l');
    expect(updated.statusCode, updated.body).toBe(204);
    expect((await call('GET', `/v2/leads/${lead.id}`)).json().data.twitter).toBe('mathieu_l');
  });

  it('names parameter errors with Hunter\'s ids (the spec profile keeps wrong_params)', async () => {
    const cases: [string, string][] = [
      ['/v2/domain-search?domain=acme.test&type=robot', 'invalid_type'],
      ['/v2/domain-search?domain=acme.test&seniority=god', 'invalid_seniority'],
      ['/v2/domain-search?domain=acme.test&department=magic', 'invalid_department'],
      ['/v2/domain-search?domain=bad_domain', 'invalid_domain'],
      ['/v2/domain-search?domain=acme.test&limit=0', 'pagination_error'],
      ['/v2/email-verifier?email=nope', 'invalid_email'],
      ['/v2/email-finder?domain=acme.test&full_name=Ada', 'invalid_full_name'],
      ['/v2/email-finder?domain=acme.test&first_name=Ada', 'invalid_last_name'],
      ['/v2/email-finder?domain=acme.test&last_name=Lovelace', 'invalid_first_name'],
      ['/v2/email-finder?domain=acme.test&full_name=Ada%20Lovelace&max_duration=99', 'invalid_max_duration'],
    ];
    for (const [url, id] of cases) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].id, url).toBe(id);
    }
    // The spec profile: the same requests are wrong_params (pagination_error stays).
    for (const [url, id] of cases.slice(0, 2)) {
      const res = await h.app.inject({ url, headers: { 'x-api-key': h.key } });
      expect(res.json().errors[0].id, `${url} (spec, not ${id})`).toBe('wrong_params');
    }
  });

  it('answers the rate limit 403 (Hunter\'s "you have reached the rate limit"), with Retry-After', async () => {
    let limited = null;
    for (let i = 0; i < 60 && !limited; i++) {
      const res = await call('GET', '/v2/account');
      if (res.statusCode !== 200) limited = res;
    }
    expect(limited?.statusCode).toBe(403);
    expect(limited?.json().errors[0]).toMatchObject({ id: 'too_many_requests', code: 403 });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
