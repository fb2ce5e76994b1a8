/**
 * Hunter's parameters and shapes as its clients use them (issue: drop-in for real clients, parts
 * 1, 3 and 4): the company fields beside a domain search's addresses, `verification_status`,
 * `job_titles`, `POST` with `location`, the `/found` spellings that answer from the index only,
 * and the campaigns list's `started` filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.js';

const COMPANY = 'northwind-robotics.test';
let h: Harness;
let v: Harness;

beforeAll(async () => {
  [h, v] = await Promise.all([startHarness(), startHarness({ WIRE_KEYS: 'vendor' })]);
  await Promise.all([h.importExamples(), v.importExamples()]);
});
afterAll(async () => {
  await Promise.all([h?.close(), v?.close()]);
});

const get = (x: Harness, url: string) => x.app.inject({ url, headers: { 'x-api-key': x.key } });
const post = (x: Harness, url: string, body: unknown) => x.app.inject({ method: 'POST', url, headers: { 'x-api-key': x.key }, payload: body as object });
const addresses = (res: { json(): { data: { emails: { value: string }[] } } }) => res.json().data.emails.map((e) => e.value).sort();

describe('the company fields of a domain search', () => {
  it("carries the company's description, industry, profiles, technologies, address, headcount and type in Hunter's names", async () => {
    const res = await get(v, `/v2/domain-search?domain=${COMPANY}&limit=1`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(Object.keys(d)).toEqual([
      'domain', 'disposable', 'webmail', 'accept_all', 'pattern', 'organization', 'description', 'industry', 'twitter', 'facebook', 'linkedin',
      'instagram', 'youtube', 'technologies', 'country', 'state', 'city', 'postal_code', 'street', 'headcount', 'company_type', 'emails', 'linked_domains',
    ]);
    expect(d).toMatchObject({
      organization: 'Northwind Robotics',
      description: expect.stringMatching(/^Northwind Robotics designs collaborative robot arms/),
      industry: 'Machinery',
      twitter: 'https://twitter.com/northwindbots',
      facebook: 'https://www.facebook.com/northwindrobotics',
      linkedin: 'https://www.linkedin.com/company/northwind-robotics',
      // The record has no instagram handle and the index keeps no video channel.
      instagram: null,
      youtube: null,
      technologies: ['google-workspace', 'react', 'cloudflare', 'hubspot', 'google-analytics', 'greenhouse'],
      country: 'FR',
      state: 'Île-de-France',
      city: 'Paris',
      postal_code: '75002',
      street: '12 Rue de la Paix',
      // 120 employees (the record's exact count) is in Hunter's 51-200 bucket.
      headcount: '51-200',
      company_type: 'privately held',
    });
  });

  it('gives the same fields under the spec profile\'s neutral names', async () => {
    const d = (await get(h, `/v2/domain-search?domain=${COMPANY}&limit=1`)).json().data;
    expect(d).toMatchObject({ socialB: 'https://twitter.com/northwindbots', proNetwork: 'https://www.linkedin.com/company/northwind-robotics', socialD: null });
    expect(d).not.toHaveProperty('twitter');
  });
});

describe('domain search filters', () => {
  it('verification_status keeps the addresses whose latest verification has one of the statuses', async () => {
    const valid = await get(v, `/v2/domain-search?domain=${COMPANY}&verification_status=valid&limit=100`);
    expect(valid.statusCode).toBe(200);
    expect(addresses(valid)).toEqual(
      ['contact', 'helene.rousseau', 'jobs', 'mathieu.lefevre', 'press'].map((l) => `${l}@${COMPANY}`).sort(),
    );
    expect(valid.json().meta).toMatchObject({ results: 5, params: { verification_status: 'valid' } });
    const none = await get(v, `/v2/domain-search?domain=${COMPANY}&verification_status=invalid,disposable`);
    expect(none.statusCode).toBe(200);
    expect(none.json().meta.results).toBe(0);
    const bad = await get(v, `/v2/domain-search?domain=${COMPANY}&verification_status=great`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].details).toMatch(/verification_status/);
  });

  it('job_titles keeps people whose position contains a title, case-insensitively, as a comma list or an array', async () => {
    const q = await get(v, `/v2/domain-search?domain=${COMPANY}&job_titles=chief,head%20of&limit=100`);
    expect(addresses(q)).toEqual([`amina.diallo@${COMPANY}`, `anne-sophie.delatour@${COMPANY}`]);
    expect(q.json().meta.params.job_titles).toEqual(['chief', 'head of']);
    const body = await post(v, '/v2/domain-search', { domain: COMPANY, job_titles: ['ceo'] });
    expect(addresses(body)).toEqual([`mathieu.lefevre@${COMPANY}`]);
    // LIKE's own wildcards in a title are literal text.
    expect((await get(v, `/v2/domain-search?domain=${COMPANY}&job_titles=%25`)).json().meta.results).toBe(0);
  });

  it('POST takes every parameter in a JSON or form body, and location filters on where the person is', async () => {
    const lyon = await post(v, '/v2/domain-search', { domain: COMPANY, location: { include: [{ country: 'fr', city: 'lyon' }] } });
    expect(lyon.statusCode).toBe(200);
    expect(addresses(lyon)).toEqual([`amina.diallo@${COMPANY}`]);
    // meta.params echoes the filter as given (not an empty object).
    expect(lyon.json().meta.params.location).toEqual({ include: [{ country: 'fr', city: 'lyon' }] });
    const notParis = await post(v, '/v2/domain-search', { domain: COMPANY, type: 'personal', location: { exclude: [{ city: 'Paris' }] } });
    expect(addresses(notParis)).toEqual([`amina.diallo@${COMPANY}`]);
    // A state by name or code.
    const idf = await post(v, '/v2/domain-search', { domain: COMPANY, limit: 100, location: { include: [{ country: 'FR', state: 'idf' }] } });
    expect(idf.json().meta.results).toBe(4);
    const elsewhere = await post(v, '/v2/domain-search', { domain: COMPANY, location: { include: [{ country: 'DE' }] } });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().meta.results).toBe(0);
    const form = await v.app.inject({
      method: 'POST',
      url: '/v2/domain-search',
      headers: { 'x-api-key': v.key, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `domain=${COMPANY}&location[include][0][city]=Lyon&limit=5`,
    });
    expect(form.statusCode).toBe(200);
    expect(addresses(form)).toEqual([`amina.diallo@${COMPANY}`]);
    const empty = await post(v, '/v2/domain-search', { domain: COMPANY, location: { include: [{}] } });
    expect(empty.statusCode).toBe(400);
    // Continents and business regions are sets of countries (UN M49, as CLDR ships it).
    const people = [`amina.diallo@${COMPANY}`, `anne-sophie.delatour@${COMPANY}`, `helene.rousseau@${COMPANY}`, `mathieu.lefevre@${COMPANY}`, `thibault.moreau@${COMPANY}`];
    expect(addresses(await post(v, '/v2/domain-search', { domain: COMPANY, limit: 100, location: { include: [{ continent: 'Europe' }] } }))).toEqual(people);
    expect(addresses(await post(v, '/v2/domain-search', { domain: COMPANY, limit: 100, location: { include: [{ business_region: 'emea', city: 'Lyon' }] } }))).toEqual([`amina.diallo@${COMPANY}`]);
    expect((await post(v, '/v2/domain-search', { domain: COMPANY, location: { include: [{ continent: 'Asia' }] } })).json().meta.results).toBe(0);
    // A country outside the continent it is given with is no place at all.
    expect((await post(v, '/v2/domain-search', { domain: COMPANY, location: { include: [{ continent: 'Asia', country: 'FR' }] } })).json().meta.results).toBe(0);
    const atlantis = await post(v, '/v2/domain-search', { domain: COMPANY, location: { include: [{ continent: 'Atlantis' }] } });
    expect(atlantis.statusCode).toBe(400);
    expect(atlantis.json().errors[0].details).toMatch(/continent "Atlantis"/);
  });
});

describe('the /found searches answer from the index only', () => {
  it('domain-search/found answers like domain-search for an indexed domain, and 404 without crawling for an unknown one', async () => {
    const found = await get(v, `/v2/domain-search/found?domain=${COMPANY}&limit=3`);
    const live = await get(v, `/v2/domain-search?domain=${COMPANY}&limit=3`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(live.json());
    const missing = await get(v, '/v2/domain-search/found?domain=brand-new-company.test');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].details).toMatch(/no live work/);
    // /found left no trace of a crawl; the live search queues one (202).
    const crawls = v.graph.pipeline.crawlRequests!;
    expect(await crawls.crawling('brand-new-company.test')).toBe(false);
    expect((await get(v, '/v2/domain-search?domain=brand-new-company.test')).statusCode).toBe(202);
    expect(await crawls.crawling('brand-new-company.test')).toBe(true);
  });

  it('email-finder/found returns the indexed address, and 404 where only a live search could find one', async () => {
    const found = await get(v, `/v2/email-finder/found?domain=${COMPANY}&first_name=Amina&last_name=Diallo`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ email: `amina.diallo@${COMPANY}`, first_name: 'Amina', last_name: 'Diallo', position: 'Chief Technology Officer' });
    const unknown = await get(v, `/v2/email-finder/found?domain=${COMPANY}&first_name=Nobody&last_name=Here`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].details).toMatch(/index holds no address for Nobody Here/);
  });
});

describe("the campaigns list's started filter", () => {
  it('lists no campaign for started=true (nothing is ever sent here) and all of them for started=false', async () => {
    const created = await post(v, '/v2/campaigns', { name: 'Started filter' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const all = (await get(v, '/v2/campaigns?limit=100')).json();
    expect(all.data.campaigns.map((c: { id: number }) => c.id)).toContain(id);
    expect((await get(v, '/v2/campaigns?started=false&limit=100')).json()).toEqual(all);
    const started = await get(v, '/v2/campaigns?started=true');
    expect(started.statusCode).toBe(200);
    expect(started.json().data.campaigns).toEqual([]);
    expect(started.json().meta.total).toBe(0);
    expect((await get(v, '/v2/campaigns?started=maybe')).statusCode).toBe(400);
  });
});

describe('a leads list with its leads', () => {
  it("answers Hunter's Get a leads list with a page of the list's leads (limit, offset), in the profile's key names", async () => {
    const list = (await post(v, '/v2/leads_lists', { name: 'With leads' })).json().data;
    for (const email of ['a.one@acme.test', 'b.two@acme.test', 'c.three@acme.test']) {
      expect((await post(v, '/v2/leads', { email, leads_list_id: list.id, twitter: 'acme' })).statusCode).toBe(201);
    }
    const one = await get(v, `/v2/leads_lists/${list.id}?limit=2`);
    expect(one.statusCode).toBe(200);
    const body = one.json();
    expect(body.data).toMatchObject({ id: list.id, name: 'With leads', leads_count: 3 });
    expect(body.data.leads).toHaveLength(2);
    expect(body.data.leads[0]).toHaveProperty('twitter', 'acme');
    expect(body.meta).toEqual({ params: { limit: 2, offset: 0 } });
    const rest = (await get(v, `/v2/leads_lists/${list.id}?limit=2&offset=2`)).json().data.leads;
    expect([...body.data.leads, ...rest].map((l: { email: string }) => l.email).sort()).toEqual(['a.one@acme.test', 'b.two@acme.test', 'c.three@acme.test']);
  });
});

describe("what the compatibility page says is not available", () => {
  it('has no custom attributes and no campaign start: 404 for their paths, 400 for the attributes in a lead', async () => {
    expect((await get(v, '/v2/leads_custom_attributes')).statusCode).toBe(404);
    const campaign = (await post(v, '/v2/campaigns', { name: 'Never started' })).json().data;
    expect((await post(v, `/v2/campaigns/${campaign.id}/start`, {})).statusCode).toBe(404);
    const lead = await post(v, '/v2/leads', { email: 'custom@acme.test', custom_attributes: { plan: 'gold' } });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().errors[0].details).toMatch(/custom_attributes/);
    expect((await get(v, '/v2/leads?custom_attributes[plan]=gold')).statusCode).toBe(400);
  });
});
