/**
 * Every key confined to its own work: bulks by id (404, so ids do not leak), the queue board for
 * operator keys only (pages, JSON API and write actions), sessions that end when the key is
 * revoked or loses its role, and leads, lists and campaigns per team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPipelineHarness, uploadCsv, waitForBulk, type PipelineHarness } from '../support/pipeline.js';
import { JobName } from '../../src/pipeline/job-names.js';

let h: PipelineHarness;
let other: string;
let otherId: string;

beforeAll(async () => {
  h = await startPipelineHarness({ BULK_NETWORK_CHECKS: 'false' });
  const created = await h.keys.create({ name: 'other' });
  other = created.plain;
  otherId = created.key.id;
});

afterAll(async () => {
  await h?.close();
});

const as = (key: string) => ({ 'x-api-key': key });

async function boardSession(key: string): Promise<string> {
  const res = await h.app.inject({ url: '/admin/queues/api/queues', headers: as(key) });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

describe('bulks belong to the key that created them', () => {
  it('a second key can neither list, read nor download the first key’s bulk (404, as for an id that does not exist)', async () => {
    const up = await uploadCsv(h, 'email\nsecret.person@example.com\n', 'kind=verify');
    expect(up.status).toBe(202);
    const id = up.body.data.id as string;
    await waitForBulk(h, id);
    expect((await h.app.inject({ url: `/v2/bulks/${id}`, headers: as(h.key) })).statusCode).toBe(200);

    const list = await h.app.inject({ url: '/v2/bulks', headers: as(other) });
    expect(list.json().data.bulks).toEqual([]);
    const missing = await h.app.inject({ url: '/v2/bulks/00000000-0000-4000-8000-000000000000', headers: as(other) });
    for (const url of [`/v2/bulks/${id}`, `/v2/bulks/${id}/results`, `/v2/bulks/${id}/results?format=json`]) {
      const res = await h.app.inject({ url, headers: as(other) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ errors: [{ id: 'not_found', code: 404, details: `No bulk with id ${id}.` }] });
      expect(res.body).not.toContain('secret.person');
    }
    // The same answer as for an id nobody has: nothing tells the two apart.
    expect(missing.statusCode).toBe(404);
    // An operator key is no exception on the API: bulks are their creator's.
    expect((await h.app.inject({ url: `/v2/bulks/${id}/results`, headers: as(h.adminKey) })).statusCode).toBe(404);
  });
});

describe('the queue board is for operator keys', () => {
  it('refuses an ordinary key on every board route, its pages, JSON API and write actions, and changes nothing', async () => {
    const up = await uploadCsv(h, 'email\nboard.person@example.com\n', 'kind=verify');
    await waitForBulk(h, up.body.data.id);
    // The bulk is final once its last job has written its rows; BullMQ records that job completed
    // a moment later. Count only once no bulk job is still active or waiting.
    const bulkQueue = h.worker.pipeline.queue.queue('bulk');
    for (let until = Date.now() + 30_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      const counts = await bulkQueue.getJobCounts('active', 'waiting', 'prioritized');
      if ((counts.active ?? 0) + (counts.waiting ?? 0) + (counts.prioritized ?? 0) === 0) break;
    }
    const completedBefore = await bulkQueue.getCompletedCount();
    expect(completedBefore).toBeGreaterThan(0);

    const requests = [
      { method: 'GET', url: '/admin/queues' },
      { method: 'GET', url: '/admin/queues/queue/bulk' },
      { method: 'GET', url: '/admin/queues/api/queues?activeQueue=bulk&status=completed&page=1' },
      { method: 'PUT', url: '/admin/queues/api/queues/bulk/clean/completed' },
      { method: 'PUT', url: '/admin/queues/api/queues/bulk/retry/failed' },
      { method: 'PUT', url: '/admin/queues/api/queues/bulk/promote' },
      { method: 'PUT', url: '/admin/queues/api/queues/bulk/empty' },
      { method: 'PUT', url: '/admin/queues/api/queues/bulk/pause' },
    ] as const;
    for (const key of [h.key, other]) {
      for (const r of requests) {
        for (const headers of [as(key), { authorization: `Bearer ${key}` }]) {
          const res = await h.app.inject({ method: r.method, url: r.url, headers });
          expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
          expect(res.json()).toEqual({ errors: [{ id: 'forbidden', code: 403, details: expect.stringContaining('operator key') }] });
          expect(res.body).not.toContain('board.person');
          expect(res.headers['set-cookie']).toBeUndefined();
        }
        const byQuery = await h.app.inject({ method: r.method, url: `${r.url}${r.url.includes('?') ? '&' : '?'}api_key=${encodeURIComponent(key)}` });
        expect(byQuery.statusCode).toBe(403);
      }
      // Signing in through the form does not open a session either.
      const login = await h.app.inject({
        method: 'POST',
        url: '/admin/queues/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `api_key=${encodeURIComponent(key)}`,
      });
      expect(login.statusCode).toBe(403);
      expect(login.headers['set-cookie']).toBeUndefined();
    }
    expect(await h.worker.pipeline.queue.queue('bulk').getCompletedCount()).toBe(completedBefore);
    expect(await h.worker.pipeline.queue.queue('bulk').isPaused()).toBe(false);
  });

  it('shows an operator every queue, with credentials in job data replaced', async () => {
    await h.worker.pipeline.queue.add(JobName.CrawlWebhook, { domain: 'board-probe.test', webhookUrl: 'https://hooks.example/in?token=s3cr3t-token-value', crawledAt: new Date().toISOString() }, { delay: 3_600_000 });
    const cookie = await boardSession(h.adminKey);
    const res = await h.app.inject({ url: '/admin/queues/api/queues?activeQueue=notify&status=delayed&page=1', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const notify = res.json().queues.find((q: { name: string }) => q.name === 'notify');
    const job = notify.jobs.find((j: { data: { domain?: string } }) => j.data.domain === 'board-probe.test');
    expect(job.data).toEqual({ domain: 'board-probe.test', webhookUrl: '[redacted]', crawledAt: expect.any(String) });
    expect(res.body).not.toContain('s3cr3t-token-value');
    await h.worker.pipeline.queue.queue('notify').remove(job.id);
  });

  it('ends a session at the next request once its key is revoked or loses the operator role', async () => {
    const first = await h.keys.create({ name: 'op-1', role: 'admin' });
    const second = await h.keys.create({ name: 'op-2', role: 'admin' });
    const revokedCookie = await boardSession(first.plain);
    const demotedCookie = await boardSession(second.plain);

    await h.keys.revoke(first.key.id);
    const res = await h.app.inject({ url: '/admin/queues/api/queues', headers: { cookie: revokedCookie } });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/^cds_board=; .*Max-Age=0/);

    await h.keys.setRole(second.key.id, 'user');
    expect((await h.app.inject({ url: '/admin/queues/api/queues', headers: { cookie: demotedCookie } })).statusCode).toBe(403);
    await h.keys.setRole(second.key.id, 'admin');
    expect((await h.app.inject({ url: '/admin/queues/api/queues', headers: { cookie: demotedCookie } })).statusCode).toBe(200);
  });

  it('refuses a forged, altered or expired session', async () => {
    const cookie = await boardSession(h.adminKey);
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const [v, id, expires, mac] = decodeURIComponent(token).split('.') as [string, string, string, string];
    const forged = [
      `${v}.${otherId}.${expires}.${mac}`, // another key's id under this signature
      `${v}.${id}.${Number(expires) + 3600}.${mac}`, // a later expiry
      `${v}.${id}.${expires}.${mac.slice(0, -2)}AA`, // a changed signature
      `${v}.${id}.1.${mac}`, // expired
      `${v}.${id}.${expires}`, // no signature
    ];
    for (const t of forged) {
      const res = await h.app.inject({ url: '/admin/queues/api/queues', headers: { cookie: `cds_board=${encodeURIComponent(t)}` } });
      expect(res.statusCode, t).toBe(401);
    }
  });
});

describe('status and metrics', () => {
  it('give the deployment-wide figures to an operator key only', async () => {
    const ordinary = (await h.app.inject({ url: '/v2/status', headers: as(h.key) })).json();
    expect(Object.keys(ordinary.data).sort()).toEqual(['status', 'version']);
    const operator = (await h.app.inject({ url: '/v2/status', headers: as(h.adminKey) })).json();
    expect(operator.data).toHaveProperty('queues');
    expect((await h.app.inject({ url: '/metrics', headers: as(h.key) })).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/metrics', headers: as(h.adminKey) })).statusCode).toBe(200);
  });

  it('tells a key its role and team', async () => {
    const team = await h.keys.create({ name: 'team-member', team: 'north' });
    const account = (await h.app.inject({ url: '/v2/account', headers: as(team.plain) })).json();
    expect(account.data.key).toMatchObject({ role: 'user', team: 'north' });
    expect((await h.app.inject({ url: '/v2/account', headers: as(h.adminKey) })).json().data.key).toMatchObject({ role: 'admin', team: null });
  });
});

describe('leads, lists and campaigns per team', () => {
  it('keeps the default team shared by keys without a team, and each team to itself', async () => {
    const north1 = (await h.keys.create({ name: 'n1', team: 'north' })).plain;
    const north2 = (await h.keys.create({ name: 'n2', team: 'north' })).plain;
    const south = (await h.keys.create({ name: 's1', team: 'south' })).plain;

    const post = (key: string, url: string, payload: object) => h.app.inject({ method: 'POST', url, headers: as(key), payload });
    const get = (key: string, url: string) => h.app.inject({ url, headers: as(key) });

    // Default team: two keys without a team share leads (as before teams existed).
    const shared = await post(h.key, '/v2/leads', { email: 'shared.lead@default.test', first_name: 'Shared' });
    expect(shared.statusCode).toBe(201);
    expect((await get(other, '/v2/leads')).json().data.leads.map((l: { email: string }) => l.email)).toContain('shared.lead@default.test');

    // A team's lead, list and campaign.
    const lead = await post(north1, '/v2/leads', { email: 'north.lead@north.test', first_name: 'North' });
    expect(lead.statusCode).toBe(201);
    const leadId = lead.json().data.id as number;
    const list = await post(north1, '/v2/leads_lists', { name: 'North prospects' });
    expect([200, 201]).toContain(list.statusCode);
    const listId = list.json().data.id as number;
    const campaign = await post(north1, '/v2/campaigns', { name: 'North campaign' });
    expect(campaign.statusCode).toBe(201);
    const campaignId = campaign.json().data.id as number;

    // The same team sees them.
    expect((await get(north2, `/v2/leads/${leadId}`)).json().data.email).toBe('north.lead@north.test');
    expect((await get(north2, '/v2/leads_lists')).json().data.leads_lists.map((l: { name: string }) => l.name)).toContain('North prospects');
    expect((await get(north2, `/v2/campaigns/${campaignId}`)).json().data.name).toBe('North campaign');

    // Other teams and the default team do not: not in lists, 404 by id, absent from exists checks.
    for (const key of [south, h.key, h.adminKey]) {
      const leads = (await get(key, '/v2/leads')).json().data.leads.map((l: { email: string }) => l.email);
      expect(leads).not.toContain('north.lead@north.test');
      const lists = (await get(key, '/v2/leads_lists')).json().data.leads_lists.map((l: { name: string }) => l.name);
      expect(lists).not.toContain('North prospects');
      const campaigns = (await get(key, '/v2/campaigns')).json().data.campaigns.map((c: { name: string }) => c.name);
      expect(campaigns).not.toContain('North campaign');
      const byId = await get(key, `/v2/leads/${leadId}`);
      if (byId.statusCode === 200) expect(byId.json().data.email).not.toBe('north.lead@north.test');
      const exists = (await get(key, '/v2/leads/exist?email=north.lead@north.test')).json();
      expect(exists.data.id ?? null).toBeNull();
      // Writes by id reach only the caller's own team.
      await h.app.inject({ method: 'DELETE', url: `/v2/leads/${leadId}`, headers: as(key) });
    }
    expect((await get(north1, `/v2/leads/${leadId}`)).statusCode).toBe(200);
    expect((await get(north1, `/v2/leads_lists/${listId}`)).statusCode).toBe(200);
    // The default team's lead is untouched by the team's keys.
    expect((await get(north1, '/v2/leads')).json().data.leads.map((l: { email: string }) => l.email)).not.toContain('shared.lead@default.test');
  });

  it('writes a team key’s bulk with output=leads into that team’s list, and re-verifies every team’s leads', async () => {
    const west = (await h.keys.create({ name: 'w1', team: 'west' })).plain;
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/bulks?kind=verify&output=leads&leads_list_name=West%20import',
      headers: { ...as(west), 'content-type': 'text/csv' },
      payload: 'email\nwest.one@west.test\nwest.two@west.test\n',
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data.id as string;
    const until = Date.now() + 30_000;
    for (;;) {
      const state = (await h.app.inject({ url: `/v2/bulks/${id}`, headers: as(west) })).json().data.state;
      if (state === 'completed') break;
      if (Date.now() > until) throw new Error(`bulk ${state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const westLeads = (await h.app.inject({ url: '/v2/leads', headers: as(west) })).json().data.leads.map((l: { email: string }) => l.email);
    expect(westLeads.sort()).toEqual(['west.one@west.test', 'west.two@west.test']);
    const defaultLeads = (await h.app.inject({ url: '/v2/leads', headers: as(h.key) })).json().data.leads.map((l: { email: string }) => l.email);
    expect(defaultLeads).not.toContain('west.one@west.test');

    // The scheduled scan walks every team: a west lead never verified is re-verified too.
    const manual = await h.app.inject({ method: 'POST', url: '/v2/leads', headers: as(west), payload: { email: 'west.manual@west.test' } });
    expect(manual.statusCode).toBe(201);
    expect(manual.json().data.verification?.date ?? null).toBeNull();
    await h.worker.pipeline.queue.runNow(JobName.ReverifyScan, { olderThanDays: 0 });
    await h.worker.pipeline.queue.drained(['verify']);
    const after = await h.app.inject({ url: `/v2/leads/${manual.json().data.id}`, headers: as(west) });
    expect(after.json().data.verification?.date ?? null).not.toBeNull();
  });
});
