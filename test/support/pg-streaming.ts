/**
 * A PostgreSQL primary and its streaming replica for one test file, from the machine's own server
 * binaries (/usr/lib/postgresql/<version>/bin, as Debian's postgresql package installs them): the
 * primary made with initdb and run with wal_level=replica, the replica made from it with
 * `pg_basebackup -R` (standby.signal and primary_conninfo written for streaming) and run as a hot
 * standby. Both listen on free loopback ports, with trust authentication (loopback only, a
 * throw-away cluster) and no unix socket, in one temporary folder removed by `stop()`.
 *
 * PostgreSQL refuses to run as root: under root every binary runs as the account the embedded
 * server uses (store/pg/embedded-postgres.ts `runAccount`: `nobody`), which owns the folder.
 *
 * `machinePostgres()` says why a pair cannot be made here (no binaries), for the test's skip reason.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runAccount } from '../../src/store/pg/embedded-postgres.js';

const ROOT = '/usr/lib/postgresql';
const NEEDED = ['initdb', 'postgres', 'pg_basebackup'] as const;
const START_TIMEOUT_MS = 30_000;
const REPLAY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/** The newest version folder with every binary the pair needs, or why there is none. */
export function machinePostgres(): { bin: string } | { missing: string } {
  const versions = existsSync(ROOT)
    ? readdirSync(ROOT)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) {
    const bin = join(ROOT, v, 'bin');
    if (NEEDED.every((name) => existsSync(join(bin, name)))) return { bin };
  }
  return { missing: `no PostgreSQL server binaries (${NEEDED.join(', ')}) under ${ROOT}/*/bin (Debian: apt-get install postgresql)` };
}

export interface PgServer {
  readonly url: string;
  /** Everything the server wrote to stderr (its log) since it was first started. */
  log(): string;
  /** Fast shutdown (open sessions are ended); resolves when the postmaster has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same folder and port. */
  start(): Promise<void>;
}

export interface StreamingPair {
  primary: PgServer;
  replica: PgServer;
  /** Waits until the replica has replayed everything the primary had written when this was called. */
  waitReplayed(): Promise<void>;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops both servers and removes the folder (safe to call twice, and after a failed start). */
  stop(): Promise<void>;
}

type Account = { uid: number; gid: number } | null;

export async function startStreamingPair(): Promise<StreamingPair> {
  const found = machinePostgres();
  if ('missing' in found) throw new Error(found.missing);
  const { bin } = found;
  const dir = mkdtempSync(join(tmpdir(), 'cds-pg-streaming-'));
  const account = runAccount(dir);
  if (account) chownSync(dir, account.uid, account.gid);
  const servers: Server[] = [];
  // Should the test process end without stop() (a crash), the servers go with it.
  const onExit = () => {
    for (const s of servers) s.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all(servers.map((s) => s.stop()));
      rmSync(dir, { recursive: true, force: true });
      process.removeListener('exit', onExit);
    })());
  try {
    const primaryDir = join(dir, 'primary');
    await run(join(bin, 'initdb'), ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'], account, dir);
    const primary = new Server(bin, primaryDir, await freePort(), account, [
      // What a primary with streaming replicas needs (wal_level=replica is the default since
      // PostgreSQL 10; said here because the test is about it).
      '-c', 'wal_level=replica',
      '-c', 'max_wal_senders=4',
      '-c', 'fsync=off',
    ]);
    servers.push(primary);
    await primary.start();
    const replicaDir = join(dir, 'replica');
    // -R: standby.signal and primary_conninfo, so the copy starts as a streaming standby.
    await run(join(bin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'], account, dir);
    const replica = new Server(bin, replicaDir, await freePort(), account, ['-c', 'hot_standby=on', '-c', 'fsync=off']);
    servers.push(replica);
    await replica.start();
    await waitStreaming(replica.url);

    const onReplica = async <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => once<R>(replica.url, sql, params);
    return {
      primary,
      replica,
      async waitReplayed() {
        const lsn = (await once<{ lsn: string }>(primary.url, 'SELECT pg_current_wal_lsn()::text AS lsn'))[0]!.lsn;
        const until = Date.now() + REPLAY_TIMEOUT_MS;
        for (;;) {
          const [row] = await onReplica<{ done: boolean }>('SELECT pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn) >= 0 AS done', [lsn]);
          if (row?.done) return;
          if (Date.now() > until) throw new Error(`the replica has not replayed up to ${lsn} within ${REPLAY_TIMEOUT_MS / 1000} s`);
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      async pauseReplay() {
        await onReplica('SELECT pg_wal_replay_pause()');
        // The request takes effect at the next record; wait until replay says it has stopped.
        const until = Date.now() + REPLAY_TIMEOUT_MS;
        while ((await onReplica<{ s: string }>('SELECT pg_get_wal_replay_pause_state() AS s'))[0]?.s !== 'paused') {
          if (Date.now() > until) throw new Error('replay did not pause');
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      async resumeReplay() {
        await onReplica('SELECT pg_wal_replay_resume()');
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

class Server implements PgServer {
  readonly url: string;
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    private readonly bin: string,
    private readonly dataDir: string,
    readonly port: number,
    private readonly account: Account,
    private readonly settings: string[],
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  log(): string {
    return this.output;
  }

  async start(): Promise<void> {
    const args = ['-D', this.dataDir, '-p', String(this.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...this.settings];
    const child = spawn(join(this.bin, 'postgres'), args, { env: { LANG: 'C', LC_ALL: 'C' }, stdio: ['ignore', 'ignore', 'pipe'], ...(this.account ?? {}) });
    this.child = child;
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
    const exited = new Promise<never>((_, fail) => {
      child.once('error', (err) => fail(err));
      child.once('exit', (code) => fail(new Error(`postgres (${this.dataDir}) exited with code ${code}: ${this.output.slice(-2000)}`)));
    });
    exited.catch(() => undefined);
    const until = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const up = await Promise.race([reachable(this.url), exited]);
      if (up) return;
      if (Date.now() > until) {
        await this.stop();
        throw new Error(`postgres (${this.dataDir}) did not accept connections within ${START_TIMEOUT_MS / 1000} s: ${this.output.slice(-2000)}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT'); // fast shutdown
    const last = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(last);
  }

  /** Synchronous, for the 'exit' hook. */
  kill(): void {
    if (this.child && this.child.exitCode === null) this.child.kill('SIGQUIT');
  }
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function once<R extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The replica has connected to the primary and receives its WAL. */
async function waitStreaming(url: string): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while ((await once<{ status: string }>(url, 'SELECT status FROM pg_stat_wal_receiver'))[0]?.status !== 'streaming') {
    if (Date.now() > until) throw new Error('the replica did not start streaming');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function run(file: string, args: string[], account: Account, cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(file, args, { cwd, env: { LANG: 'C', LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'], ...(account ?? {}) });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('error', fail);
    child.once('close', (code) => (code === 0 ? done() : fail(new Error(`${file} exited with code ${code}: ${output.trim()}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}
