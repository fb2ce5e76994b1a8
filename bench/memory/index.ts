/**
 * bench/memory: does the API process's memory grow with the index? The same API (`cli serve`, its
 * own process) is started over a small and a large index of generated companies (default 10,000
 * and 1,000,000, in schemas of their own on DATABASE_URL, else a throw-away embedded cluster),
 * answers the same requests (20,000 company lookups of random domains, 200 discover queries),
 * and its resident set (VmRSS from /proc) is read before and after. The small index is the
 * baseline, in the same run. Linux only (/proc).
 *
 *   npm run bench:memory [-- --small 10000 --large 1000000]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { startPrivateRedis } from '../../src/demo/private-redis.js';
import { IndexRepository } from '../../src/store/index-repository.js';
import { dropSchema, openDatabase, withSearchPath } from '../../src/store/pg/database.js';
import { loadConfig } from '../../src/config.js';
import { createRedis } from '../../src/redis.js';
import { ApiKeyRepository } from '../../src/store/api-key-repository.js';
import { startEmbeddedPostgres } from '../../src/store/pg/embedded-postgres.js';
import { loadCompanies } from '../discover/generate.js';
import { mulberry32 } from '../support/prng.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const sizes = [arg('small', 10_000), arg('large', 1_000_000)];
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function expectStatus(response: Promise<Response>, status: number): Promise<void> {
  const res = await response;
  const text = await res.text();
  if (res.status !== status) throw new Error(`${res.url}: ${res.status} ${text.slice(0, 200)}`);
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const given = loadConfig().databaseUrl;
const embedded = given ? null : await startEmbeddedPostgres();
const baseUrl = given ?? embedded!.url;
const redisServer = await startPrivateRedis();
const redis = createRedis(redisServer.url);
const rows: string[] = [];
try {
  for (const size of sizes) {
    const schema = `bench_memory_${size}_${process.pid}`;
    const db = await openDatabase({ url: baseUrl, embeddedDataDir: null, schema });
    let api: ChildProcess | null = null;
    try {
      const index = new IndexRepository(db.pool);
      await loadCompanies(index, size);
      await db.pool.query('VACUUM ANALYZE companies');
      const prefix = `bench:memory:${size}:`;
      const { plain } = await new ApiKeyRepository(db.pool, redis, prefix).create({ name: 'bench' });
      api = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, DATABASE_URL: withSearchPath(baseUrl, schema), REDIS_URL: redisServer.url, REDIS_PREFIX: prefix, PORT: '0', LOG_LEVEL: 'info', RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_PER_MINUTE: '60000000' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const address = await new Promise<string>((resolve, reject) => {
        const lines = createInterface({ input: api!.stdout! });
        lines.on('line', (line) => {
          const m = /"address":"(http:\/\/[^"]+)"/.exec(line);
          if (m) resolve(m[1]!);
        });
        api!.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
      });
      const headers = { 'x-api-key': plain, 'content-type': 'application/json' };
      const before = rssMb(api.pid!);
      const rand = mulberry32(size);
      const calls = pLimit(16);
      const requests: Promise<void>[] = [];
      for (let i = 0; i < 20_000; i++) {
        const domain = `gen-${Math.floor(rand() * size)}.test`;
        requests.push(calls(() => expectStatus(fetch(`${address}/v2/companies/find?domain=${domain}`, { headers }), 200)));
      }
      for (let i = 0; i < 200; i++) {
        const country = ['US', 'FR', 'DE', 'JP'][i % 4];
        const body = JSON.stringify({ headquarters_location: { include: [{ country }] }, offset: i % 50 });
        requests.push(calls(() => expectStatus(fetch(`${address}/v2/discover`, { method: 'POST', headers, body }), 200)));
      }
      await Promise.all(requests);
      const after = rssMb(api.pid!);
      const { rows: size_ } = await db.pool.query<{ s: string }>(`SELECT pg_size_pretty(pg_total_relation_size('companies')) AS s`);
      rows.push(`${String(size).padStart(9)} companies  table ${size_[0]!.s.padStart(7)}  API RSS at start ${before.toFixed(0).padStart(4)} MB, after 20,200 requests ${after.toFixed(0).padStart(4)} MB`);
    } finally {
      if (api && api.exitCode === null) {
        const exited = new Promise((r) => api!.once('exit', r));
        api.kill('SIGTERM');
        await exited;
      }
      await dropSchema(db.pool, schema);
      await db.close();
    }
  }
} finally {
  redis.disconnect();
  await redisServer.stop();
  await embedded?.stop();
}
console.log(`\nbench/memory: the API process (cli serve) over two index sizes, node ${process.version}\n`);
for (const r of rows) console.log(r);
