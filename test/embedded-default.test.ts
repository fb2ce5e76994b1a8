/**
 * The embedded default, as a user on a machine with only Node meets it: with DATABASE_URL unset,
 * the CLI starts the npm-shipped PostgreSQL on EMBEDDED_PG_DIR, migrates it, and keeps the data
 * there between commands; a command run while `cli start` holds the cluster joins that server.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUpPrefix } from './support/harness.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cds-embedded-default-'));
// Under root the server runs as `nobody`, which must be able to reach the cluster's folder.
chmodSync(dir, 0o755);
const dataDir = join(dir, 'pg');
const prefix = `test:${randomUUID()}:`;
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  EMBEDDED_PG_DIR: dataDir,
  // No REDIS_URL either: the embedded shape, the embedded server holding the queues too.
  REDIS_PREFIX: prefix,
  LOG_LEVEL: 'info',
  PORT: '0',
  DNS_SERVERS: '127.0.0.1:9',
  BULK_NETWORK_CHECKS: 'false',
  REVERIFY_CRON: '0 0 1 1 *',
  RECRAWL_CRON: '0 0 1 1 *',
};
const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: ROOT, env, timeout: 90_000 });
let server: ChildProcess | null = null;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
  await cleanUpPrefix(prefix);
}, 60_000);

describe('the embedded PostgreSQL default (DATABASE_URL unset)', () => {
  it('migrates a new cluster, keeps it between commands, and finds nothing left to apply the second time', async () => {
    const first = await cli('migrate');
    expect(first.stdout).toMatch(/^applied to the embedded cluster in .*: 0001_api_keys\.sql, 0002_index\.sql, /);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const again = await cli('migrate');
    expect(again.stdout).toBe(`the schema of the embedded cluster in ${dataDir} is up to date\n`);
    // The server stopped with the command: nothing holds the cluster now.
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('a key created while `cli start` runs the cluster joins that server and works at once', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout!.on('data', (d: Buffer) => (output += d.toString('utf8')));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString('utf8')));
    const until = Date.now() + 60_000;
    while (!/"address":"(http:\/\/[^"]+)"/.test(output)) {
      if (Date.now() > until || server.exitCode !== null) throw new Error(`the API did not start: ${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const base = /"address":"(http:\/\/[^"]+)"/.exec(output)![1]!;
    const created = await cli('keys', 'create', '--name', 'joined');
    const key = created.stdout.trim();
    expect(key).toMatch(/^cds_/);
    const account = await fetch(`${base}/v2/account`, { headers: { 'x-api-key': key } });
    expect(account.status).toBe(200);
    expect(((await account.json()) as { data: { key: { name: string; role: string } } }).data.key).toMatchObject({ name: 'joined', role: 'user' });
    // The queues are in the same embedded server (no Redis anywhere): a bulk runs through them.
    expect(output).toContain('"queues":"postgres"');
    const upload = await fetch(`${base}/v2/bulks?kind=verify`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv' },
      body: 'email\njane@example.com\nnot-an-address\n',
    });
    expect(upload.status).toBe(202);
    const id = ((await upload.json()) as { data: { id: string } }).data.id;
    let bulk: { state: string; processed: number; total: number | null } = { state: '', processed: 0, total: null };
    for (const end = Date.now() + 30_000; Date.now() < end && bulk.state !== 'completed'; await new Promise((r) => setTimeout(r, 100))) {
      bulk = ((await (await fetch(`${base}/v2/bulks/${id}`, { headers: { 'x-api-key': key } })).json()) as { data: typeof bulk }).data;
    }
    expect(bulk).toMatchObject({ state: 'completed', processed: 2, total: 2 });
    const listed = await cli('keys', 'list');
    expect(listed.stdout).toContain('\tjoined\tuser\t');
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  }, 150_000);
});
