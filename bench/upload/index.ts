/**
 * bench/upload (issue 19): one upload of a generated `verify` CSV per size (default 100 MiB,
 * 250 MiB and 1 GiB) to the API in its own process (`node dist/src/cli.js serve`, the built
 * JavaScript) on the Redis+PostgreSQL shape (a private redis-server, the bench's database), no
 * workers: the upload is timed to its 202, then the bulk is cancelled (its pieces freed). The
 * API's resident set (VmRSS) is sampled every 50 ms; its peak should be flat in the file's size.
 * The baseline, same run, just before: the same file's bytes written in the same
 * 1 MiB pieces by the store function the API uses (BulkRepository.putUploadPiece), from this
 * process's memory, to a fresh redis-server of its own (a Redis that has just held and freed a
 * gigabyte takes the next one faster: each side gets a fresh one).
 *
 *   npm run bench:upload [-- --sizes 100,250,1024 --row-bytes 200 --profile DIR]
 *
 * --profile DIR: the API runs under `node --cpu-prof` into DIR/<MiB>/;
 * `npx tsx bench/support/cpu-profile-top.ts DIR/<MiB>` prints its top self-time functions.
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrivateRedis } from '../../src/demo/private-redis.js';
import { createRedis } from '../../src/redis.js';
import { BulkRepository } from '../../src/store/bulk-repository.js';
import { arg, build, out, PREFIX, request, sampleRss, startApiStack, writeCsv } from '../support/api-process.js';

const MiB = 1024 * 1024;
const sizes = arg('sizes', '100,250,1024').split(',').map(Number);
const rowBytes = Number(arg('row-bytes', '200'));
const profileDir = process.argv.includes('--profile') ? arg('profile', '') : '';
const dir = mkdtempSync(join(tmpdir(), 'cds-bench-upload-'));

/**
 * The same bytes as the upload, in the pieces stage() stores, by its store function, from memory
 * (read from the file first, not timed), to a fresh redis-server: seconds.
 */
async function direct(file: string): Promise<number> {
  const pieces: Buffer[] = [];
  for await (const piece of createReadStream(file, { highWaterMark: MiB })) pieces.push(piece as Buffer);
  const server = await startPrivateRedis();
  const redis = createRedis(server.url);
  const store = new BulkRepository(redis, PREFIX, 3600);
  const id = randomUUID();
  const started = performance.now();
  for (const [n, piece] of pieces.entries()) await store.putUploadPiece(id, n, piece);
  const seconds = (performance.now() - started) / 1000;
  redis.disconnect();
  await server.stop();
  return seconds;
}

/** CPU seconds (user + system) a process has used so far (/proc/PID/stat, clock ticks of 10 ms). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const hwmMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

await build();
out(`bench/upload: node ${process.version}, built JavaScript, verify CSV rows of ${rowBytes} bytes, Redis+PostgreSQL shape, no workers${profileDir ? `, API under --cpu-prof into ${profileDir}` : ''}`);
out('size MiB   rows        API RSS idle MB   peak RSS MB (50 ms)   VmHWM MB   upload s   API CPU s   upload MB/s   direct s   direct MB/s   ratio');
for (const mib of sizes) {
  const file = join(dir, `verify-${mib}.csv`);
  const bytes = mib * MiB;
  const rows = writeCsv(file, bytes, rowBytes);
  const stack = await startApiStack('upload', {
    env: { BULK_MAX_UPLOAD_BYTES: String(2 * 1024 * MiB), BULK_MAX_ROWS: '100000000', BULK_MAX_ROWS_PER_KEY: '1000000000' },
    apiFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, String(mib))}`] : [],
  });
  try {
    const headers = { 'x-api-key': stack.key };
    // Idle figure once the process has settled (a first request served).
    await request(`${stack.base}/v2/health`);
    const base = await direct(file);
    const rss = sampleRss(stack.api.pid!, 50);
    const idle = rss.peak();
    const cpuBefore = cpuSeconds(stack.api.pid!);
    const started = performance.now();
    const up = await request(`${stack.base}/v2/bulks?kind=verify`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: createReadStream(file, { highWaterMark: MiB }), length: statSync(file).size });
    const seconds = (performance.now() - started) / 1000;
    const peak = rss.stop();
    const cpu = cpuSeconds(stack.api.pid!) - cpuBefore;
    if (up.status !== 202) throw new Error(`upload of ${mib} MiB: ${up.status} ${up.body.slice(0, 300)}`);
    const hwm = hwmMb(stack.api.pid!);
    const id = (JSON.parse(up.body) as { data: { id: string } }).data.id;
    const cancelled = await request(`${stack.base}/v2/bulks/${id}`, { method: 'DELETE', headers });
    if (cancelled.status !== 200) throw new Error(`cancel: ${cancelled.status} ${cancelled.body.slice(0, 300)}`);
    const mbps = bytes / 1e6 / seconds;
    const directMbps = bytes / 1e6 / base;
    out(
      `${String(mib).padEnd(10)} ${String(rows).padEnd(11)} ${idle.toFixed(0).padStart(15)}   ${peak.toFixed(0).padStart(19)}   ${hwm.toFixed(0).padStart(8)}   ${seconds.toFixed(2).padStart(8)}   ${cpu.toFixed(1).padStart(9)}   ${mbps.toFixed(1).padStart(11)}   ${base.toFixed(2).padStart(8)}   ${directMbps.toFixed(1).padStart(11)}   ${(mbps / directMbps).toFixed(2).padStart(5)}`,
    );
  } finally {
    await stack.stop();
    rmSync(file, { force: true });
  }
}
out('(MB = 10^6 bytes; sizes in MiB; ratio = upload MB/s / direct MB/s)');
rmSync(dir, { recursive: true, force: true });
