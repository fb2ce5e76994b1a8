import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

const START = 120_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function portAccepts(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

describe('startEmbeddedPostgres: a real PostgreSQL behind pg', { timeout: 60_000 }, () => {
  let db: EmbeddedPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await startEmbeddedPostgres();
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
  }, START);

  afterAll(async () => {
    await pool?.end();
    await db?.stop();
  }, START);

  it('answers a query over a postgres:// URL on loopback', async () => {
    expect(db.url).toMatch(/^postgres:\/\/postgres:[0-9a-f]+@127\.0\.0\.1:\d+\/postgres$/);
    const { rows } = await pool.query<{ n: number; version: string }>('select $1::int + 1 as n, version() as version', [41]);
    expect(rows[0]!.n).toBe(42);
    expect(rows[0]!.version).toMatch(/^PostgreSQL 1[5-9]/);
  });

  it('commits and rolls back transactions, also interleaved on ten connections', async () => {
    await pool.query('create table tx_check (k text primary key)');
    const one = await pool.connect();
    try {
      await one.query('begin');
      await one.query("insert into tx_check values ('rolled back')");
      await one.query('rollback');
      await one.query('begin');
      await one.query("insert into tx_check values ('committed')");
      await one.query('commit');
    } finally {
      one.release();
    }
    const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    try {
      // All ten transactions are open at once: a server that serialised sessions would hang here.
      await Promise.all(clients.map((c) => c.query('begin')));
      await Promise.all(clients.map((c, i) => c.query('insert into tx_check values ($1)', [`t${i}`])));
      await Promise.all(clients.map((c, i) => c.query(i % 2 === 0 ? 'commit' : 'rollback')));
    } finally {
      for (const c of clients) c.release();
    }
    const { rows } = await pool.query<{ k: string }>('select k from tx_check order by k');
    expect(rows.map((r) => r.k)).toEqual(['committed', 't0', 't2', 't4', 't6', 't8']);
  });

  it('keeps a unique constraint exact under 100 parallel inserts through a pool of 10', async () => {
    await pool.query('create table uniq_check (id bigserial primary key, k text not null unique)');
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        pool.query<{ pid: number }>('insert into uniq_check (k) values ($1) returning pg_backend_pid() as pid', [`key${i % 50}`]),
      ),
    );
    const inserted = results.filter((r) => r.status === 'fulfilled');
    const duplicates = results.filter((r) => r.status === 'rejected' && (r.reason as { code?: string }).code === '23505');
    expect(inserted).toHaveLength(50);
    expect(duplicates).toHaveLength(50);
    const backends = new Set(inserted.map((r) => r.value.rows[0]!.pid));
    expect(backends.size).toBeGreaterThan(1);
    expect(backends.size).toBeLessThanOrEqual(10);
    const { rows } = await pool.query<{ rows: number; keys: number }>('select count(*)::int as rows, count(distinct k)::int as keys from uniq_check');
    expect(rows[0]).toEqual({ rows: 50, keys: 50 });
  });

  it('makes advisory locks exclusive between two connections', async () => {
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      const bPid = (await b.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await a.query('select pg_advisory_lock(4242)');
      expect((await b.query<{ ok: boolean }>('select pg_try_advisory_lock(4242) as ok')).rows[0]!.ok).toBe(false);

      let bHolds = false;
      const bLocking = b.query('select pg_advisory_lock(4242)').then(() => {
        bHolds = true;
      });
      // Wait until the server itself reports b as waiting for the lock (no sleeping on a guess).
      for (;;) {
        const { rows } = await pool.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and pid = $1",
          [bPid],
        );
        if (rows[0]!.n === 1) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(bHolds).toBe(false);
      await a.query('select pg_advisory_unlock(4242)');
      await bLocking;
      expect(bHolds).toBe(true);
      expect((await a.query<{ ok: boolean }>('select pg_try_advisory_lock(4242) as ok')).rows[0]!.ok).toBe(false);
      await b.query('select pg_advisory_unlock(4242)');

      // Transaction-scoped: held until a's transaction ends.
      await a.query('begin');
      expect((await a.query<{ ok: boolean }>('select pg_try_advisory_xact_lock(77) as ok')).rows[0]!.ok).toBe(true);
      expect((await b.query<{ ok: boolean }>('select pg_try_advisory_xact_lock(77) as ok')).rows[0]!.ok).toBe(false);
      await a.query('commit');
      expect((await b.query<{ ok: boolean }>('select pg_try_advisory_xact_lock(77) as ok')).rows[0]!.ok).toBe(true);
    } finally {
      a.release();
      b.release();
    }
  });

  it('supports ON CONFLICT, GIN indexes and tsvector search', async () => {
    await pool.query(`create table upsert_check (
      k text primary key,
      hits int not null default 1,
      body text,
      tags text[] not null default '{}',
      search tsvector generated always as (to_tsvector('english', coalesce(body, ''))) stored
    )`);
    await pool.query('create index upsert_check_search on upsert_check using gin (search)');
    await pool.query('create index upsert_check_tags on upsert_check using gin (tags)');
    await pool.query("insert into upsert_check (k, body, tags) values ('a', 'The quick brown foxes jumped', '{x,y}')");
    const ignored = await pool.query("insert into upsert_check (k) values ('a') on conflict (k) do nothing");
    expect(ignored.rowCount).toBe(0);
    const updated = await pool.query<{ hits: number }>(
      "insert into upsert_check (k) values ('a') on conflict (k) do update set hits = upsert_check.hits + 1 returning hits",
    );
    expect(updated.rows[0]!.hits).toBe(2);
    const found = await pool.query<{ k: string }>(
      "select k from upsert_check where search @@ websearch_to_tsquery('english', 'fox jumping') and tags @> '{x}'",
    );
    expect(found.rows.map((r) => r.k)).toEqual(['a']);
  });
});

describe('startEmbeddedPostgres: lifecycle', { timeout: 60_000 }, () => {
  it('stop() ends the server, its backends and a session left open, closes the port and removes the temporary directory', async () => {
    const db = await startEmbeddedPostgres();
    const postmaster = postmasterPid(db.dataDir);
    const clients = [0, 1, 2].map(() => new pg.Client({ connectionString: db.url }));
    await Promise.all(clients.map((c) => c.connect()));
    const backends = await Promise.all(clients.map(async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid));
    await clients[0]!.end();
    await clients[1]!.end();
    const leftOpen = clients[2]!;
    // The client reports the server's 57P01 and then the closed socket: keep listening for both.
    const ended = new Promise<string | undefined>((done) => leftOpen.on('error', (err) => done((err as { code?: string }).code)));
    expect(isAlive(postmaster)).toBe(true);
    expect(await portAccepts(db.url)).toBe(true);

    await db.stop();
    await db.stop(); // idempotent

    expect(await ended).toBe('57P01'); // admin_shutdown: the open session was ended, not left hanging
    expect(isAlive(postmaster)).toBe(false);
    for (const pid of backends) expect(isAlive(pid)).toBe(false);
    expect(await portAccepts(db.url)).toBe(false);
    expect(existsSync(db.dataDir)).toBe(false);
    expect(existsSync(join(db.dataDir, '..'))).toBe(false);
  }, START);

  it('keeps a given data directory across restarts', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'cds-pg-test-'));
    // Searchable by others: under root the server runs as another user (see embedded-postgres.ts).
    chmodSync(parent, 0o755);
    const dataDir = join(parent, 'cluster');
    try {
      const first = await startEmbeddedPostgres({ dataDir });
      const c1 = new pg.Client({ connectionString: first.url });
      await c1.connect();
      await c1.query("create table kept (v text); insert into kept values ('still here')");
      await c1.end();
      await first.stop();
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(await portAccepts(first.url)).toBe(false);

      const second = await startEmbeddedPostgres({ dataDir });
      try {
        const c2 = new pg.Client({ connectionString: second.url });
        await c2.connect();
        const { rows } = await c2.query<{ v: string }>('select v from kept');
        await c2.end();
        expect(rows).toEqual([{ v: 'still here' }]);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, START);
});
