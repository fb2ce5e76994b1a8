/**
 * Crashes, restarts and graceful stops lose no rows and duplicate none, on each shape: queues and
 * bulks in PostgreSQL (the postgres project), and on Redis (the redis project). A 21,500-row bulk
 * (two split windows) run by real worker processes (`cli work`) completes with every row once, in
 * upload order, after:
 * - a worker killed with SIGKILL mid-bulk, then a second one started;
 * - a worker stopped with SIGTERM mid-bulk: it finishes its running jobs (none is left active for
 *   a lock to expire) and exits by itself, then a second one finishes the bulk;
 * - one of two workers killed with SIGKILL mid-bulk, the other finishing alone;
 * - an API process (`cli serve`) killed with SIGKILL halfway through a streamed upload: no bulk
 *   is left, the staged pieces expire (Redis's TTL; the `store.sweep` job's delete in PostgreSQL),
 *   and a second API process takes a new bulk;
 * - on Redis, Redis itself restarted mid-bulk (AOF on).
 * The Redis shape runs its own redis-server per test (a fixed socket in a temp folder, so it can
 * be restarted).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { storedUploadPieces, testShape, uploadPieceLifetimes } from './support/harness.js';
import {
  bulkCsv,
  stopProcess,
  expectEveryRowOnce,
  killDuringBulk,
  killWorkerMidBulk,
  openBulkStack,
  ROWS,
  startUpload,
  stopWorkerMidBulk,
  waitFor,
  waitForCompletion,
  waitForProgress,
} from './support/crash-bulk.js';
import { startRedisServer } from './support/redis-server.js';

/** The upload cut by the API's crash: about 9 MB, nine pieces of the bulk store's 1 MiB. */
const BIG_UPLOAD_ROWS = 240_000;


describe('crash safety', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.reverse()) await c();
    cleanups.length = 0;
  });

  /** A bulk stack on the project's shape and, unless `withBulk` is false, a bulk created in-process. */
  async function setUp(withBulk = true) {
    // AOF on, every write synced: a restart must find what was acknowledged.
    const redisProcess = testShape() === 'redis' ? await startRedisServer(['--appendonly', 'yes', '--appendfsync', 'always']) : null;
    if (redisProcess) cleanups.push(() => redisProcess.stop());
    const stack = await openBulkStack(redisProcess ? { REDIS_URL: redisProcess.url } : { QUEUE_BACKEND: 'postgres' }, 'crash:');
    cleanups.push(() => stack.close());
    const record = withBulk ? await stack.pipeline.bulks.create({ keyId: 'test', kind: 'verify', upload: [bulkCsv()] }) : null;
    return {
      stack,
      pipeline: stack.pipeline,
      id: record?.id ?? '',
      restartRedis: async () => {
        if (!redisProcess) throw new Error('no Redis in this shape');
        await redisProcess.restart();
      },
    };
  }

  it('completes with every row exactly once after a worker is killed with SIGKILL mid-bulk', async () => {
    const { stack, pipeline, id } = await setUp();
    await killWorkerMidBulk(stack, id);
    await expectEveryRowOnce(pipeline, id);
  }, 180_000);

  it.skipIf(testShape() !== 'redis')('completes with no row lost when Redis restarts mid-bulk (AOF on) (redis project only: no Redis in the postgres shape)', async () => {
    const { stack, pipeline, id, restartRedis } = await setUp();
    stack.worker();
    await waitForProgress(pipeline, id);
    await restartRedis();
    await waitForCompletion(pipeline, id, 150_000);
    await expectEveryRowOnce(pipeline, id);
  }, 180_000);

  it('completes with every row exactly once after a worker is stopped with SIGTERM mid-bulk: it finishes its running jobs, leaves none to a lock expiry and exits by itself', async () => {
    const { stack, pipeline, id } = await setUp();
    const { exit } = await stopWorkerMidBulk(stack, id, {
      signal: 'SIGTERM',
      // Generous: the worker lets its running jobs (a chunk, or the split of a window) finish first.
      exitMs: 120_000,
      whileStopped: async () => {
        // src/worker.ts: on SIGTERM running jobs finish before the process exits. None may be
        // left active under the stopped worker's lock, which only the lock's expiry (a stalled
        // check by another worker) would hand back.
        const queues = await pipeline.queue.health();
        expect(Object.fromEntries(queues.map((q) => [q.name, q.counts.active]))).toEqual(Object.fromEntries(queues.map((q) => [q.name, 0])));
      },
    });
    // It exited by itself, cleanly (not killed after the wait ran out: `exitMs` would have thrown).
    expect(exit).toEqual({ code: 0, signal: null });
    await expectEveryRowOnce(pipeline, id);
  }, 300_000);

  it('completes with every row exactly once when one of two workers is killed with SIGKILL mid-bulk and the other goes on alone', async () => {
    const { stack, pipeline, id } = await setUp();
    const { killed, processedAtKill } = await killDuringBulk(stack, id, async (_killedAt, [doomed, survivor]) => {
      const exit = await stopProcess(doomed, 'SIGKILL');
      return { exit, survivor, processedAfterKill: (await pipeline.bulks.get(id))!.processed };
    });
    expect(killed.exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(processedAtKill).toBeLessThan(ROWS);
    expect(killed.processedAfterKill).toBeLessThan(ROWS);
    // No worker was started after the kill: the one left finished the bulk, and it still runs.
    expect({ code: killed.survivor.exitCode, signal: killed.survivor.signalCode }).toEqual({ code: null, signal: null });
    await expectEveryRowOnce(pipeline, id);
  }, 300_000);

  it('leaves no bulk and only expiring upload pieces when the API is killed with SIGKILL mid-upload; a second API process then takes a bulk that completes with every row once', async () => {
    const { stack, pipeline } = await setUp(false);
    const key = await stack.createKey('crash-upload');
    const first = await stack.api();
    const big = bulkCsv(BIG_UPLOAD_ROWS);
    // Half the body sent (chunked), the request left open: the API is mid-upload when killed.
    const upload = await startUpload(`${first.base}/v2/bulks?kind=verify`, key, big, Math.floor(big.length / 2));
    await waitFor('upload pieces staged', 60_000, async () => (await storedUploadPieces(stack)) >= 2);
    expect(await stopProcess(first.child, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await upload.outcome).not.toMatch(/^answered/);

    // What it staged stays until it expires: every piece has a lifetime, none longer than the bulk store's.
    const ttlMs = stack.config.bulk.resultTtlSeconds * 1000;
    const lifetimes = await uploadPieceLifetimes(stack);
    expect(lifetimes.length).toBeGreaterThanOrEqual(2);
    expect(lifetimes.filter((ms) => ms <= 0 || ms > ttlMs)).toEqual([]);
    // Past that lifetime: Redis deletes the keys itself; in PostgreSQL the `store.sweep` job does.
    await stack.sweep(new Date(Date.now() + ttlMs + 1000));
    if (testShape() === 'postgres') expect(await storedUploadPieces(stack)).toBe(0);

    const second = await stack.api();
    const headers = { 'x-api-key': key };
    const listed = async () => ((await (await fetch(`${second.base}/v2/bulks`, { headers })).json()) as { data: { bulks: { id: string }[] }; meta: { total: number } });
    expect((await listed()).meta.total).toBe(0);
    const created = await fetch(`${second.base}/v2/bulks?kind=verify`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: bulkCsv() });
    expect(created.status).toBe(202);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    stack.worker();
    await waitForCompletion(pipeline, id);
    await expectEveryRowOnce(pipeline, id);
    const after = await listed();
    expect({ total: after.meta.total, ids: after.data.bulks.map((b) => b.id) }).toEqual({ total: 1, ids: [id] });
  }, 300_000);
});
