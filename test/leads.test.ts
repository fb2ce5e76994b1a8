/**
 * Leads, leads lists, campaigns/sequences and their recipients over HTTP: happy paths, every
 * refusal, and exact counts under concurrency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.js';

const TS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/;

describe('leads and lists', () => {
  let h: Harness;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: { 'x-api-key': h.key }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const errorId = (res: { json: () => { errors: { id: string }[] } }) => res.json().errors[0]!.id;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('creates a lead with every spec field present, in the default list', async () => {
    const res = await call('POST', '/v2/leads', {
      email: 'Ana.Lima@Ipe-Pagamentos.test',
      first_name: 'Ana',
      last_name: 'Lima',
      position: 'Head of Finance',
      company: 'Ipê Pagamentos',
      confidence_score: 88,
      country_code: 'br',
      proNetwork_url: 'https://example.test/in/ana-lima',
      notes: 'met at a fair',
    });
    expect(res.statusCode).toBe(201);
    const lead = res.json().data;
    expect(res.headers.location).toBe(`/v2/leads/${lead.id}`);
    expect(Number.isInteger(lead.id)).toBe(true);
    expect(lead).toMatchObject({
      email: 'ana.lima@ipe-pagamentos.test',
      first_name: 'Ana',
      country_code: 'BR',
      website: 'http://ipe-pagamentos.test',
      confidence_score: 88,
      sync_status: null,
      sending_status: null,
      last_activity_at: null,
      last_contacted_at: null,
      verification: { date: null, status: null },
      leads_list: { name: 'My leads', leads_count: 1 },
    });
    expect(lead.created_at).toMatch(TS);
    for (const field of ['company_industry', 'company_size', 'source', 'phone_number', 'socialB']) expect(lead[field]).toBeNull();
  });

  it('refuses a missing or malformed email, unknown fields and bad values', async () => {
    expect(errorId(await call('POST', '/v2/leads', { first_name: 'x' }))).toBe('wrong_params');
    expect(errorId(await call('POST', '/v2/leads', { email: 'not-an-email' }))).toBe('wrong_params');
    expect(errorId(await call('POST', '/v2/leads', { email: 'a@b.test', shoe_size: 44 }))).toBe('wrong_params');
    expect(errorId(await call('POST', '/v2/leads', { email: 'a@b.test', confidence_score: 101 }))).toBe('wrong_params');
    expect(errorId(await call('POST', '/v2/leads', { email: 'a@b.test', country_code: 'FRA' }))).toBe('wrong_params');
    expect(errorId(await call('POST', '/v2/leads', { email: 'a@b.test', leads_list_id: 99999 }))).toBe('validation_failed');
    const bad = await h.app.inject({ method: 'POST', url: '/v2/leads', headers: { 'x-api-key': h.key, 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(errorId(bad)).toBe('wrong_params');
  });

  it('refuses a duplicate email in the same list with 422, allows it in another list', async () => {
    const list = (await call('POST', '/v2/leads_lists', { name: 'Fairs 2026' })).json().data;
    expect((await call('POST', '/v2/leads', { email: 'dup@acme.test', leads_list_id: list.id })).statusCode).toBe(201);
    const again = await call('POST', '/v2/leads', { email: 'DUP@acme.test', leads_list_id: list.id });
    expect(again.statusCode).toBe(422);
    expect(errorId(again)).toBe('validation_failed');
    expect((await call('POST', '/v2/leads', { email: 'dup@acme.test' })).statusCode).toBe(201);
  });

  it('gets, updates (partially), moves, upserts and deletes a lead', async () => {
    const id = (await call('POST', '/v2/leads', { email: 'move@acme.test', first_name: 'Mo', phone_number: '+1 555 0100' })).json().data.id;
    expect((await call('GET', `/v2/leads/${id}`)).json().data.first_name).toBe('Mo');
    const upd = await call('PUT', `/v2/leads/${id}`, { last_name: 'Vee', phone_number: null });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ first_name: 'Mo', last_name: 'Vee', phone_number: null });

    const target = (await call('POST', '/v2/leads_lists', { name: 'Target' })).json().data;
    const moved = (await call('PUT', `/v2/leads/${id}`, { leads_list_id: target.id })).json().data;
    expect(moved.leads_list).toEqual({ id: target.id, name: 'Target', leads_count: 1 });

    const up1 = await call('PUT', '/v2/leads', { email: 'move@acme.test', leads_list_id: target.id, position: 'CTO' });
    expect(up1.statusCode).toBe(200);
    expect(up1.json().data).toMatchObject({ id, position: 'CTO', first_name: 'Mo' });
    const up2 = await call('PUT', '/v2/leads', { email: 'brand-new@acme.test', leads_list_id: target.id });
    expect(up2.statusCode).toBe(201);
    expect(up2.json().data.leads_list.leads_count).toBe(2);

    expect((await call('DELETE', `/v2/leads/${id}`)).statusCode).toBe(204);
    expect(errorId(await call('GET', `/v2/leads/${id}`))).toBe('not_found');
    expect(errorId(await call('DELETE', `/v2/leads/${id}`))).toBe('not_found');
    expect(errorId(await call('PUT', `/v2/leads/${id}`, { first_name: 'x' }))).toBe('not_found');
    expect((await call('GET', `/v2/leads_lists/${target.id}`)).json().data.leads_count).toBe(1);
    expect(errorId(await call('GET', '/v2/leads/abc'))).toBe('wrong_params');
  });

  it('filters and pages GET /v2/leads with count and total', async () => {
    const list = (await call('POST', '/v2/leads_lists', { name: 'Paging' })).json().data;
    for (let i = 0; i < 7; i++) {
      await call('POST', '/v2/leads', { email: `p${i}@paging.test`, first_name: i % 2 ? 'Odd' : 'Even', company: 'Paging Co', leads_list_id: list.id });
    }
    const all = (await call('GET', `/v2/leads?leads_list_id=${list.id}&limit=3&offset=2`)).json();
    expect(all.meta).toEqual({ count: 3, total: 7, params: { limit: 3, offset: 2 } });
    expect(all.data.leads.map((l: { email: string }) => l.email)).toEqual(['p2@paging.test', 'p3@paging.test', 'p4@paging.test']);
    const odd = (await call('GET', `/v2/leads?leads_list_id=${list.id}&first_name=odd`)).json();
    expect(odd.meta.total).toBe(3);
    expect(odd.data.leads.every((l: { first_name: string }) => l.first_name === 'Odd')).toBe(true);
    const byCompany = (await call('GET', '/v2/leads?company=PAGING%20CO&email=p6@paging.test')).json();
    expect(byCompany.data.leads.map((l: { email: string }) => l.email)).toEqual(['p6@paging.test']);
    expect((await call('GET', '/v2/leads?first_name=nobody')).json().meta).toMatchObject({ count: 0, total: 0 });
    expect((await call('GET', '/v2/leads')).json().meta.params).toEqual({ limit: 20, offset: 0 });
    // Hunter's leads limit is 1-1000.
    expect((await call('GET', '/v2/leads?limit=1000')).json().meta.params).toEqual({ limit: 1000, offset: 0 });
    expect(errorId(await call('GET', '/v2/leads?limit=1001'))).toBe('pagination_error');
    expect(errorId(await call('GET', '/v2/leads?offset=-3'))).toBe('pagination_error');
  });

  it('filters as Hunter documents: contains, * (any value), ~ (none), statuses, query; offset up to 100,000', async () => {
    const list = (await call('POST', '/v2/leads_lists', { name: 'Hunter filters' })).json().data;
    const make = async (body: object) => (await call('POST', '/v2/leads', { leads_list_id: list.id, ...body })).json().data.id as number;
    const ines = await make({
      email: 'ines.ortega@brisa.test',
      first_name: 'Inés',
      last_name: 'Ortega',
      position: 'Head of Logistics',
      company: 'Brisa Logística',
      company_industry: 'Transportation',
      company_size: '51-200',
      country_code: 'es',
      source: 'trade fair',
      socialB: 'iortega',
      proNetwork_url: 'https://www.linkedin.com/in/ines-ortega',
      phone_number: '+34 600 000 000',
    });
    const tom = await make({ email: 'tom@harbor.test', first_name: 'Tom', position: 'CFO', company: 'Harbor Lane 100%' });
    const bare = await make({ email: 'nobody@harbor.test' });
    const all = [ines, tom, bare];
    const ids = async (query: string) => {
      const res = await call('GET', `/v2/leads?leads_list_id=${list.id}&${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body.meta.total, query).toBe(body.data.leads.length);
      return body.data.leads.map((l: { id: number }) => l.id);
    };
    expect(await ids('company=LOG%C3%8DST')).toEqual([ines]);
    expect(await ids('position=head')).toEqual([ines]);
    expect(await ids('email=harbor')).toEqual([tom, bare]);
    expect(await ids('first_name=*')).toEqual([ines, tom]);
    expect(await ids('first_name=~')).toEqual([bare]);
    // A LIKE wildcard in a value is the character itself.
    expect(await ids('company=%25')).toEqual([tom]);
    expect(await ids('industry=transport&country_code=es&company_size=51&source=fair&phone_number=600')).toEqual([ines]);
    expect(await ids('socialB=ORTEGA&proNetwork_url=in/ines')).toEqual([ines]);
    // The website a lead shows, the default one (its address's domain) included.
    expect(await ids('website=http://harbor.test')).toEqual([tom, bare]);
    expect(await ids('query=ortega')).toEqual([ines]);
    expect(await ids('query=TOM')).toEqual([tom]);
    expect(await ids('query=harbor&first_name=~')).toEqual([bare]);
    // Statuses: the service sends nothing and nothing verified these leads.
    expect(await ids('sending_status=~')).toEqual(all);
    expect(await ids('sending_status[]=sent&sending_status[]=opened')).toEqual([]);
    expect(await ids('sending_status[]=sent,~')).toEqual(all);
    expect(await ids('verification_status=pending')).toEqual(all);
    expect(await ids('verification_status=valid')).toEqual([]);
    expect(await ids('verification_status=*')).toEqual([]);
    expect(await ids('sync_status=success')).toEqual([]);
    expect(await ids('last_activity_at=~&last_contacted_at=~')).toEqual(all);
    expect(await ids('last_contacted_at=*')).toEqual([]);
    // Blank values are no filter.
    expect(await ids('first_name=&company=%20&sending_status=')).toEqual(all);

    const refused: [string, string][] = [
      ['sending_status=lost', 'sending_status'],
      ['sync_status=done', 'sync_status'],
      ['verification_status=accept_all', 'verification_status'],
      ['verification_status[]=valid&verification_status[]=webmail', 'verification_status'],
      ['verification_status=*,valid', 'verification_status'],
      ['last_activity_at=2026-01-01', 'last_activity_at'],
      ['custom_attributes[customer_id]=cus-1', 'custom_attributes'],
    ];
    for (const [query, param] of refused) {
      const res = await call('GET', `/v2/leads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0], query).toMatchObject({ id: 'wrong_params', details: expect.stringContaining(param) });
    }
    expect((await call('GET', '/v2/leads?offset=100000')).json().meta).toMatchObject({ count: 0, params: { limit: 20, offset: 100000 } });
    expect(errorId(await call('GET', '/v2/leads?offset=100001'))).toBe('pagination_error');
  });

  it('answers /v2/leads/exist', async () => {
    await call('POST', '/v2/leads', { email: 'exists@acme.test' });
    expect((await call('GET', '/v2/leads/exist?email=EXISTS@acme.test')).json().data).toEqual({ exists: true, id: expect.any(Number) });
    expect((await call('GET', '/v2/leads/exist?email=nope@acme.test')).json().data).toEqual({ exists: false, id: null });
    expect(errorId(await call('GET', '/v2/leads/exist?email=bad'))).toBe('wrong_params');
    expect(errorId(await call('GET', '/v2/leads/exist'))).toBe('wrong_params');
  });

  it('keeps exact counts and unique ids under 100 parallel creations into one list', async () => {
    const list = (await call('POST', '/v2/leads_lists', { name: 'Concurrent' })).json().data;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => call('POST', '/v2/leads', { email: `c${i}@concurrent.test`, leads_list_id: list.id })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const ids = results.map((r) => r.json().data.id);
    expect(new Set(ids).size).toBe(100);
    expect((await call('GET', `/v2/leads_lists/${list.id}`)).json().data.leads_count).toBe(100);
    // the same address raced 20 times into one list lands once
    const racers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/v2/leads', { email: 'race@concurrent.test', leads_list_id: list.id })));
    expect(racers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(racers.filter((r) => r.statusCode === 422)).toHaveLength(19);
    expect((await call('GET', `/v2/leads_lists/${list.id}`)).json().data.leads_count).toBe(101);
  });

  it('creates, lists, renames and deletes leads lists (deleting their leads)', async () => {
    const created = await call('POST', '/v2/leads_lists', { name: 'Temp list' });
    expect(created.statusCode).toBe(201);
    const list = created.json().data;
    expect(list).toMatchObject({ name: 'Temp list', leads_count: 0 });
    expect(list.created_at).toMatch(TS);
    expect(errorId(await call('POST', '/v2/leads_lists', { name: 'temp LIST' }))).toBe('validation_failed');
    expect(errorId(await call('POST', '/v2/leads_lists', { name: '   ' }))).toBe('wrong_params');
    expect(errorId(await call('POST', '/v2/leads_lists', {}))).toBe('wrong_params');

    const renamed = await call('PUT', `/v2/leads_lists/${list.id}`, { name: 'Renamed list' });
    expect(renamed.json().data.name).toBe('Renamed list');
    expect(errorId(await call('PUT', `/v2/leads_lists/${list.id}`, { name: 'Fairs 2026' }))).toBe('validation_failed');

    const leadId = (await call('POST', '/v2/leads', { email: 'gone@acme.test', leads_list_id: list.id })).json().data.id;
    const lists = (await call('GET', '/v2/leads_lists?limit=100')).json();
    expect(lists.data.leads_lists.map((l: { name: string }) => l.name)).toContain('Renamed list');
    expect(lists.meta.total).toBe(lists.data.leads_lists.length);

    expect((await call('DELETE', `/v2/leads_lists/${list.id}`)).statusCode).toBe(204);
    expect(errorId(await call('GET', `/v2/leads_lists/${list.id}`))).toBe('not_found');
    expect(errorId(await call('GET', `/v2/leads/${leadId}`))).toBe('not_found');
    expect((await call('GET', '/v2/leads/exist?email=gone@acme.test')).json().data.exists).toBe(false);
    expect(errorId(await call('DELETE', `/v2/leads_lists/${list.id}`))).toBe('not_found');
    // the name is free again
    expect((await call('POST', '/v2/leads_lists', { name: 'Renamed list' })).statusCode).toBe(201);
  });
});

describe('campaigns and sequences', () => {
  let h: Harness;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: { 'x-api-key': h.key }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const errorId = (res: { json: () => { errors: { id: string }[] } }) => res.json().errors[0]!.id;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  for (const base of ['campaigns', 'sequences']) {
    it(`adds recipients by email and lead id, lists and cancels them under /v2/${base}`, async () => {
      const c = await call('POST', `/v2/${base}`, { name: `Launch ${base}` });
      expect(c.statusCode).toBe(201);
      const id = c.json().data.id;
      const lead = (await call('POST', '/v2/leads', { email: `known-${base}@acme.test`, first_name: 'Kim', position: 'CEO', company: 'Acme' })).json().data;

      const add = await call('POST', `/v2/${base}/${id}/recipients`, { emails: [`fresh-${base}@acme.test`], lead_ids: [lead.id] });
      expect(add.statusCode).toBe(200);
      expect(add.json().data).toMatchObject({ recipients_added: 2, skipped_recipients: [], leads_created: [`fresh-${base}@acme.test`] });
      const again = (await call('POST', `/v2/${base}/${id}/recipients`, { emails: [`known-${base}@acme.test`] })).json().data;
      expect(again.recipients_added).toBe(0);
      expect(again.skipped_recipients).toEqual([{ email: `known-${base}@acme.test`, reason: 'already a recipient' }]);

      const list = (await call('GET', `/v2/${base}/${id}/recipients?limit=10`)).json();
      expect(list.meta).toEqual({ limit: 10, offset: 0, total: 2 });
      // lead_ids are added before emails, in the order given
      const [first, second] = list.data.recipients;
      expect(first).toEqual({
        email: `known-${base}@acme.test`,
        first_name: 'Kim',
        last_name: null,
        position: 'CEO',
        company: 'Acme',
        website: 'http://acme.test',
        sending_status: 'pending',
        lead_id: lead.id,
      });
      expect(second.sending_status).toBe('pending');
      expect((await call('GET', `/v2/leads/${second.lead_id}`)).json().data.email).toBe(`fresh-${base}@acme.test`);
      expect((await call('GET', `/v2/${base}/${id}`)).json().data.recipients_count).toBe(2);

      const cancel = (await call('DELETE', `/v2/${base}/${id}/recipients`, { emails: [`fresh-${base}@acme.test`, 'stranger@acme.test'] })).json().data;
      expect(cancel).toEqual({
        recipients_cancelled: 1,
        cancelled: [`fresh-${base}@acme.test`],
        skipped_recipients: [{ email: 'stranger@acme.test', reason: 'not a recipient' }],
      });
      expect((await call('GET', `/v2/${base}/${id}/recipients`)).json().meta.total).toBe(1);
      const listed = (await call('GET', `/v2/${base}?limit=100`)).json();
      expect(listed.data[base].map((x: { id: number }) => x.id)).toContain(id);
      // Hunter's fields: this service sends nothing, so no campaign is started, paused or archived.
      expect(listed.data[base].find((x: { id: number }) => x.id === id)).toMatchObject({ editable: true, started: false, archived: false, paused: false, recipients_count: 1 });
      expect(listed.meta).toMatchObject({ limit: 100, offset: 0, params: { limit: 100, offset: 0 } });

      // `emails` as one string too (Hunter takes both), several comma-separated.
      const asString = (await call('POST', `/v2/${base}/${id}/recipients`, { emails: `one-${base}@acme.test, two-${base}@acme.test` })).json().data;
      expect(asString.added).toEqual([`one-${base}@acme.test`, `two-${base}@acme.test`]);
      const cancelOne = (await call('DELETE', `/v2/${base}/${id}/recipients`, { emails: `one-${base}@acme.test` })).json().data;
      expect(cancelOne.cancelled).toEqual([`one-${base}@acme.test`]);
      expect(errorId(await call('POST', `/v2/${base}/${id}/recipients`, { emails: 'not an address' }))).toBe('wrong_params');
      expect(errorId(await call('DELETE', `/v2/${base}/${id}/recipients`, { emails: ' , ' }))).toBe('wrong_params');
    });
  }

  it('refuses unknown campaigns, unknown leads, empty and over-long lists', async () => {
    const id = (await call('POST', '/v2/campaigns', { name: 'Checks' })).json().data.id;
    expect(errorId(await call('GET', '/v2/campaigns/9999/recipients'))).toBe('not_found');
    expect(errorId(await call('POST', '/v2/campaigns/9999/recipients', { emails: ['a@acme.test'] }))).toBe('not_found');
    expect(errorId(await call('DELETE', '/v2/sequences/9999/recipients', { emails: ['a@acme.test'] }))).toBe('not_found');
    expect(errorId(await call('GET', '/v2/campaigns/9999'))).toBe('not_found');
    expect(errorId(await call('POST', `/v2/campaigns/${id}/recipients`, { lead_ids: [987654] }))).toBe('validation_failed');
    expect(errorId(await call('POST', `/v2/campaigns/${id}/recipients`, {}))).toBe('wrong_params');
    expect(errorId(await call('POST', `/v2/campaigns/${id}/recipients`, { emails: ['not an email'] }))).toBe('wrong_params');
    const many = Array.from({ length: 51 }, (_, i) => `m${i}@acme.test`);
    expect(errorId(await call('POST', `/v2/campaigns/${id}/recipients`, { emails: many }))).toBe('wrong_params');
    expect(errorId(await call('POST', `/v2/campaigns/${id}/recipients`, { emails: many.slice(0, 30), lead_ids: Array.from({ length: 21 }, (_, i) => i + 1) }))).toBe('wrong_params');
    expect(errorId(await call('DELETE', `/v2/campaigns/${id}/recipients`, { emails: [] }))).toBe('wrong_params');
    expect(errorId(await call('POST', '/v2/campaigns', { name: '' }))).toBe('wrong_params');
    expect(errorId(await call('GET', `/v2/campaigns/${id}/recipients?limit=0`))).toBe('pagination_error');
    expect((await call('GET', `/v2/campaigns/${id}/recipients`)).json().meta.total).toBe(0);
  });
});

describe('leads and recipients filled from the index', () => {
  let h: Harness;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: { 'x-api-key': h.key }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    h = await startHarness({ CRAWL_ON_MISS: 'false' });
    await h.importExamples();
  });
  afterAll(() => h.close());

  // examples/index: Mathieu Lefèvre, CEO of Northwind Robotics, with both handles and an email record.
  const MATHIEU = {
    first_name: 'Mathieu',
    last_name: 'Lefèvre',
    position: 'CEO',
    company: 'Northwind Robotics',
    company_industry: 'Machinery',
    company_size: '51-250',
    website: 'http://northwind-robotics.test',
    country_code: 'FR',
    socialB: 'mlefevre',
    proNetwork_url: 'https://www.linkedin.com/in/mathieu-lefevre',
    confidence_score: 91,
  };

  it('fills a new lead\'s missing fields from the index; the caller\'s values win, unknowns stay null', async () => {
    const made = await call('POST', '/v2/leads', { email: 'mathieu.lefevre@northwind-robotics.test' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ ...MATHIEU, phone_number: null, source: null, notes: null });

    const list = (await call('POST', '/v2/leads_lists', { name: 'Given wins' })).json().data.id;
    const given = await call('POST', '/v2/leads', { email: 'mathieu.lefevre@northwind-robotics.test', leads_list_id: list, first_name: 'Matt', position: null, socialB: '' });
    expect(given.json().data).toMatchObject({ ...MATHIEU, first_name: 'Matt', position: null, socialB: '' });

    // An address the index does not know: nothing is filled (the website is the address's domain).
    const unknown = (await call('POST', '/v2/leads', { email: 'nobody.here@northwind-robotics.test' })).json().data;
    for (const field of ['first_name', 'last_name', 'position', 'company', 'company_industry', 'company_size', 'socialB', 'proNetwork_url', 'confidence_score']) {
      expect(unknown[field], field).toBeNull();
    }
    expect(unknown.website).toBe('http://northwind-robotics.test');
  });

  it('fills a lead an upsert creates, not one it updates', async () => {
    const list = (await call('POST', '/v2/leads_lists', { name: 'Upserts' })).json().data.id;
    const created = await call('PUT', '/v2/leads', { email: 'mathieu.lefevre@northwind-robotics.test', leads_list_id: list, last_name: null });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ ...MATHIEU, last_name: null });
    const updated = await call('PUT', '/v2/leads', { email: 'mathieu.lefevre@northwind-robotics.test', leads_list_id: list, notes: 'met' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ last_name: null, notes: 'met' });
  });

  for (const base of ['campaigns', 'sequences']) {
    it(`fills a recipient added by email for an indexed person (/v2/${base})`, async () => {
      const id = (await call('POST', `/v2/${base}`, { name: `Filled ${base}` })).json().data.id;
      const email = `anne-sophie.delatour@northwind-robotics.test`;
      const add = await call('POST', `/v2/${base}/${id}/recipients`, { emails: [email] });
      expect(add.statusCode).toBe(200);
      const [recipient] = (await call('GET', `/v2/${base}/${id}/recipients`)).json().data.recipients;
      expect(recipient).toEqual({
        email,
        first_name: 'Anne-Sophie',
        last_name: 'de la Tour',
        position: 'Head of Sales',
        company: 'Northwind Robotics',
        website: 'http://northwind-robotics.test',
        sending_status: 'pending',
        lead_id: expect.any(Number),
      });
      const lead = (await call('GET', `/v2/leads/${recipient.lead_id}`)).json().data;
      expect(lead).toMatchObject({ proNetwork_url: 'https://www.linkedin.com/in/anne-sophie-de-la-tour', socialB: null, confidence_score: 79 });
    });
  }
});
