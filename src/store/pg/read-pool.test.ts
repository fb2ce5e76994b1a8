/**
 * The read pool's breaker on a real server: the "replica" is the run's database behind a loopback
 * TCP relay this test opens and closes (closed: connections are refused, as from a stopped
 * replica), or a pool whose sessions are read-only (default_transaction_read_only, as a hot
 * standby's are). The clock is the test's, so the breaker's window is exact without waiting.
 * (A real streaming replica stopped and started again: test/read-replica.test.ts.)
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ReadPool, isUnreachable, replicaPoolConfig, type ReplicaEvent } from './read-pool.js';
import { freshSchema, type TestSchema } from '../../../test/support/postgres.js';

let schema: TestSchema;
let primary: pg.Pool;
const pools: pg.Pool[] = [];

/** A TCP relay on a loopback port to the run's database server: `open()` it, `close()` it (ending its connections). */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  constructor(readonly port: number) {}

  async open(): Promise<void> {
    const target = new URL(inject('databaseUrl'));
    const server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => this.sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
    this.server = server;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise((r) => server.close(r));
  }

  /** The run's database URL, through this relay. */
  url(): string {
    const u = new URL(inject('databaseUrl'));
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  return port;
}

function pool(config: pg.PoolConfig): pg.Pool {
  const p = new pg.Pool(config);
  p.on('error', () => undefined);
  pools.push(p);
  return p;
}

const standby = (sql = 'SELECT 1 AS one') => ({ text: sql });

beforeAll(async () => {
  schema = await freshSchema();
  primary = pool({ connectionString: inject('databaseUrl'), application_name: 'primary', max: 4 });
  // Raises what a hot standby raises when replay must remove rows a query reads, on the replica's sessions only.
  await primary.query(`CREATE FUNCTION ${schema.schema}.standby_conflict() RETURNS int LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('application_name') = 'replica' THEN
        RAISE EXCEPTION 'canceling statement due to conflict with recovery' USING ERRCODE = '40001';
      END IF;
      RETURN 1;
    END $$`);
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await schema?.drop();
});

describe('ReadPool', () => {
  let relay: Relay;
  afterEach(async () => {
    await relay?.close();
  });

  it('runs statements on the primary while the replica refuses connections, tries it again after the window, and returns to it', async () => {
    relay = new Relay(await freePort());
    const replica = pool(replicaPoolConfig({ connectionString: relay.url(), application_name: 'replica', max: 4 }));
    const onReplica = vi.spyOn(replica, 'query');
    let now = 1_000;
    const events: ReplicaEvent['state'][] = [];
    const read = new ReadPool(replica, primary, { retryMs: 5_000, now: () => now, onChange: (e) => events.push(e.state) });
    const server = async () => (await read.query<{ app: string }>(standby("SELECT current_setting('application_name') AS app"))).rows[0]?.app;

    // Down: the statement runs on the primary, the breaker opens (told once).
    expect(await server()).toBe('primary');
    expect(read.replicaUp).toBe(false);
    expect(events).toEqual(['down']);
    expect(onReplica).toHaveBeenCalledTimes(1);
    // Within the window, the replica is not tried.
    now += 4_999;
    expect(await server()).toBe('primary');
    expect(onReplica).toHaveBeenCalledTimes(1);
    // After it, one statement tries it: still down, so another window.
    now += 1;
    expect(await server()).toBe('primary');
    expect(onReplica).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['down']);

    await relay.open();
    now += 5_000;
    // One probe at a time: the statements that arrive while it runs stay on the primary.
    const [a, b, c] = await Promise.all([server(), server(), server()]);
    expect([a, b, c]).toEqual(['replica', 'primary', 'primary']);
    expect(read.replicaUp).toBe(true);
    expect(events).toEqual(['down', 'up']);
    expect(await server()).toBe('replica');

    // Dropped under its sessions (the replica stopped): the statement in hand is answered by the primary.
    await relay.close();
    expect(await server()).toBe('primary');
    expect(events).toEqual(['down', 'up', 'down']);
  });

  it("passes a statement's own errors through, without opening the breaker: a write refused by a read-only server, a syntax error", async () => {
    const replica = pool({ connectionString: inject('databaseUrl'), application_name: 'replica', options: '-c default_transaction_read_only=on', max: 2 });
    const read = new ReadPool(replica, primary);
    const write = await read.query(standby(`CREATE TABLE ${schema.schema}.nope (a int)`)).catch((err: unknown) => err);
    expect(write).toMatchObject({ code: '25006' });
    const typo = await read.query(standby('SELEC 1')).catch((err: unknown) => err);
    expect(typo).toMatchObject({ code: '42601' });
    expect(read.replicaUp).toBe(true);
    expect(await primary.query(`SELECT to_regclass('${schema.schema}.nope') AS t`)).toMatchObject({ rows: [{ t: null }] });
  });

  it('answers a statement the standby cancelled for a recovery conflict from the primary, leaving the breaker closed', async () => {
    const replica = pool({ connectionString: inject('databaseUrl'), application_name: 'replica', max: 2 });
    const read = new ReadPool(replica, primary);
    const { rows } = await read.query<{ v: number }>(standby(`SELECT ${schema.schema}.standby_conflict() AS v`));
    expect(rows).toEqual([{ v: 1 }]);
    expect(read.replicaUp).toBe(true);
  });
});

describe('isUnreachable', () => {
  it('tells a server that cannot be reached or went away from an error of the statement', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(isUnreachable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isUnreachable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isUnreachable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isUnreachable(withCode('08006'))).toBe(true);
    expect(isUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnreachable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isUnreachable(withCode('25006', 'cannot execute INSERT in a read-only transaction'))).toBe(false);
    expect(isUnreachable(withCode('40001'))).toBe(false);
    expect(isUnreachable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(false);
  });
});
