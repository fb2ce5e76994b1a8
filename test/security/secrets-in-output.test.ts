/**
 * Nothing secret in anything the process writes. The real process (`cli start`: API and worker,
 * LOG_LEVEL=trace) is sent every credential form to every class of route, bulks with webhooks
 * that fail, lookups that queue crawls with webhooks, board sign-ins; then everything it wrote
 * (stdout and stderr), the Prometheus text, the queue board's job views, and every value it
 * stored in Redis are searched for the secrets.
 */
import { freshSchema, schemaUrl, type TestSchema } from '../support/postgres.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createRedis, type Redis } from '../../src/redis.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { openSharedState } from '../../src/composition/index.js';
import { deletePrefix, shapeEnv, testShape } from '../support/harness.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const prefix = `test:${randomUUID()}:`;
let redis: Redis | null;
let database: TestSchema | null = null;
let child: ChildProcess;
let output = '';
let base = '';
let user = '';
let admin = '';
let revoked = '';
/** A key nobody created: a mistyped key is close to a real one, so it is a secret too. */
const unknown = `cds_${randomBytes(32).toString('base64url')}`;
/** Secrets carried inside webhook URLs (a path secret as Slack's, a token parameter). */
const hookPathSecret = `hookpath${randomBytes(12).toString('hex')}`;
const hookToken = `hooktoken${randomBytes(12).toString('hex')}`;
const webhook = `http://127.0.0.1:9/services/${hookPathSecret}?token=${hookToken}`;
const webhookSecrets: string[] = [];

async function until<T>(what: string, fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

beforeAll(async () => {
  database = await freshSchema(1);
  redis = testShape() === 'redis' ? createRedis(inject('redisUrl')) : null;
  const state = openSharedState(loadConfig({ ...shapeEnv(), REDIS_PREFIX: prefix }), database.db, createLogger('silent'), redis ? { redis } : {});
  const keys = state.keys;
  user = (await keys.create({ name: 'user' })).plain;
  admin = (await keys.create({ name: 'operator', role: 'admin' })).plain;
  const gone = await keys.create({ name: 'gone' });
  revoked = gone.plain;
  await keys.revoke(gone.key.id);

  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: schemaUrl(database.schema),
      ...shapeEnv(),
      REDIS_PREFIX: prefix,
      PORT: '0',
      LOG_LEVEL: 'trace',
      // Nothing leaves the machine: lookups go to a closed local port, so crawls fail fast.
      DNS_SERVERS: '127.0.0.1:9',
      DNS_TIMEOUT_MS: '300',
      BULK_NETWORK_CHECKS: 'false',
      RATE_LIMIT_PER_SECOND: '50',
      RATE_LIMIT_PER_MINUTE: '100000',
      REVERIFY_CRON: '0 0 1 1 *',
      RECRAWL_CRON: '0 0 1 1 *',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString('utf8')));
  await until('the API to listen', async () => output, (o) => /"address":"(http:\/\/[^"]+)"/.test(o), 45_000);
  base = /"address":"(http:\/\/[^"]+)"/.exec(output)![1]!;
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (redis) {
    await deletePrefix(redis, prefix);
    redis.disconnect();
  }
  await database?.drop();
});

/** Every way a key can be presented, for one URL. */
function credentialForms(key: string): { query?: string; headers: Record<string, string> }[] {
  return [
    { query: `api_key=${encodeURIComponent(key)}`, headers: {} },
    { query: `API_KEY=${encodeURIComponent(key)}&api%5Fkey=${encodeURIComponent(key)}`, headers: {} },
    { query: `api_key[]=${encodeURIComponent(key)}`, headers: {} },
    { headers: { 'x-api-key': key } },
    { headers: { authorization: `Bearer ${key}` } },
    { headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` } },
    { headers: { cookie: `cds_board=${key}; cds_board_key=${key}` } },
  ];
}

async function send(method: string, path: string, form: { query?: string; headers: Record<string, string> }, body?: { type: string; data: string }) {
  const sep = path.includes('?') ? '&' : '?';
  const url = `${base}${path}${form.query ? sep + form.query : ''}`;
  const res = await fetch(url, {
    method,
    redirect: 'manual',
    headers: { ...form.headers, ...(body ? { 'content-type': body.type } : {}) },
    ...(body ? { body: body.data } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers };
}

describe('secrets in everything the process writes', () => {
  it('sends every credential form to every route class, then finds none of the secrets anywhere', async () => {
    const routes: { method: string; path: string; body?: { type: string; data: string } }[] = [
      { method: 'GET', path: '/v2/health' },
      { method: 'GET', path: '/v2/openapi.json' },
      { method: 'GET', path: '/v2/status' },
      { method: 'GET', path: '/metrics' },
      { method: 'GET', path: '/v2/account' },
      { method: 'GET', path: '/v2/companies/find?domain=nowhere-secret-probe.test' },
      { method: 'GET', path: `/v2/companies/find?domain=nowhere-secret-probe.test&webhook_url=${encodeURIComponent(webhook)}` },
      { method: 'GET', path: '/v2/domain-search?domain=%%bad' },
      { method: 'GET', path: '/v2/email-verifier?email=not-an-address' },
      { method: 'GET', path: '/v2/leads?limit=abc' },
      { method: 'POST', path: '/v2/leads', body: { type: 'application/json', data: '{"email": "broken json' } },
      { method: 'POST', path: '/v2/leads', body: { type: 'application/json', data: JSON.stringify({ email: 'lead@example.com', notes: 'x' }) } },
      { method: 'GET', path: '/v2/bulks' },
      { method: 'GET', path: `/v2/bulks/${randomUUID()}` },
      { method: 'GET', path: '/v2/no/such/route' },
      { method: 'DELETE', path: '/v2/health' },
      { method: 'GET', path: '/admin/queues' },
      { method: 'GET', path: '/admin/queues/api/queues' },
      { method: 'PUT', path: '/admin/queues/api/queues/bulk/clean/completed' },
    ];
    const statuses = new Set<number>();
    for (const key of [user, admin, revoked, unknown]) {
      for (const form of credentialForms(key)) {
        for (const r of routes) statuses.add((await send(r.method, r.path, form, r.body)).status);
      }
    }

    // Board sign-in through the form: the key travels in a POST body. A new second first: the
    // loop above may have used up the operator key's per-second allowance.
    await new Promise((r) => setTimeout(r, 1100));
    const login = await send('POST', '/admin/queues/login', { headers: {} }, { type: 'application/x-www-form-urlencoded', data: `api_key=${encodeURIComponent(admin)}` });
    expect(login.status).toBe(303);
    const session = login.headers.get('set-cookie')!.split(';')[0]!;
    expect(session).not.toContain(admin);

    // A new second: the uploads below start under the per-second limit.
    await new Promise((r) => setTimeout(r, 1100));
    // Bulks whose webhook carries secrets and cannot be delivered (a private address): the job
    // fails for good and its failure is logged and stored.
    for (const form of [0, 3, 4].map((n) => credentialForms(user)[n]!)) {
      const up = await send('POST', `/v2/bulks?kind=verify&webhook_url=${encodeURIComponent(webhook)}`, form, { type: 'text/csv', data: 'email\na@example.com\nb@example.org\n' });
      expect(up.status, up.text).toBe(202);
      const created = JSON.parse(up.text).data;
      webhookSecrets.push(created.webhook_secret);
      await until(
        'the bulk to finish',
        async () => JSON.parse((await send('GET', `/v2/bulks/${created.id}`, { headers: { 'x-api-key': user } })).text).data?.state,
        (s) => s === 'completed',
      );
    }
    expect(webhookSecrets.length).toBeGreaterThan(0);
    // A burst past the per-second limit: refusals with 429 are logged too.
    const burst = await Promise.all(Array.from({ length: 120 }, () => send('GET', '/v2/account', credentialForms(user)[0]!)));
    for (const r of burst) statuses.add(r.status);
    // Each route class answered both ways at least once: accepted and refused.
    for (const s of [200, 202, 400, 401, 403, 404, 429]) expect(statuses, `some request answered ${s}`).toContain(s);
    // Wait until the webhook jobs failed for good (blocked address: no retry).
    const jobs = await until(
      'the webhook jobs to fail',
      async () => JSON.parse((await send('GET', '/admin/queues/api/queues?activeQueue=notify&status=failed&page=1', { headers: { cookie: session } })).text),
      (j) => (j.queues?.find((q: { name: string }) => q.name === 'notify')?.counts?.failed ?? 0) >= webhookSecrets.length,
    );
    const board = JSON.stringify(jobs);
    const scrape = (await send('GET', '/metrics', { headers: { authorization: `Bearer ${admin}` } })).text;

    // Let the lookup's crawl and its webhook run, then stop the process so every line is out.
    await new Promise((r) => setTimeout(r, 1500));
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;

    const stored = redis ? await dumpRedis(redis, prefix) : await dumpSchema(database!);
    const secrets: [string, string][] = [
      ['ordinary key', user],
      ['operator key', admin],
      ['revoked key', revoked],
      ['unknown key', unknown],
      ['webhook path secret', hookPathSecret],
      ['webhook token', hookToken],
      ...webhookSecrets.map((s, n): [string, string] => [`webhook secret ${n}`, s]),
      // Basic credentials carry the key base64-encoded: that form is a secret too.
      ...[user, admin, revoked, unknown].map((k, n): [string, string] => [`Basic credentials ${n}`, Buffer.from(`${k}:`).toString('base64')]),
    ];
    const places: [string, string][] = [
      ['process output', output],
      ['queue board', board],
      ['metrics', scrape],
    ];
    const found: string[] = [];
    for (const [what, secret] of secrets) {
      for (const [where, text] of places) if (text.includes(secret)) found.push(`${what} in ${where}`);
    }
    // The shared state (Redis, or the schema's tables) holds no plain key in any form (only SHA-256 digests).
    expect(stored.length).toBeGreaterThan(0);
    for (const [what, secret] of secrets.slice(0, 4)) {
      for (const [place, value] of stored) if (value.includes(secret) || place.includes(secret)) found.push(`${what} in ${place}`);
    }
    expect(found).toEqual([]);
    // The log really saw these requests (the test would pass on an empty log otherwise).
    expect(output).toContain('"url":"/v2/companies/find?domain=nowhere-secret-probe.test&api_key=[redacted]"');
    expect(output).toMatch(/webhook_url=\[redacted\]/);
    expect(output).toContain('job failed');
  }, 180_000);
});

/** Every row of every table of the test's schema, as JSON text (the PostgreSQL shape's shared state and records). */
async function dumpSchema(db: TestSchema): Promise<[string, string][]> {
  const out: [string, string][] = [];
  const { rows: tables } = await db.db.pool.query<{ name: string }>('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1', [db.schema]);
  for (const { name } of tables) {
    const { rows } = await db.db.pool.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${db.schema}."${name}" t`);
    for (const r of rows) out.push([`table ${name}`, r.row]);
  }
  return out;
}

/** Every key under the prefix with its value as text (hash fields, list items, zset members...). */
async function dumpRedis(client: Redis, keyPrefix: string): Promise<[string, string][]> {
  const out: [string, string][] = [];
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const type = await client.type(key);
      let value = '';
      if (type === 'string') value = (await client.getBuffer(key))?.toString('latin1') ?? '';
      else if (type === 'hash') value = JSON.stringify(await client.hgetall(key));
      else if (type === 'list') value = JSON.stringify(await client.lrange(key, 0, -1));
      else if (type === 'set') value = JSON.stringify(await client.smembers(key));
      else if (type === 'zset') value = JSON.stringify(await client.zrange(key, 0, -1));
      else if (type === 'stream') value = JSON.stringify(await client.xrange(key, '-', '+'));
      out.push([key, value]);
    }
  } while (cursor !== '0');
  return out;
}
