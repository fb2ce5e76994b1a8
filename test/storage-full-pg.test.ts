/**
 * When PostgreSQL's disk fills (issue 19, part 4), on the shapes without Redis. The bulk parts
 * (upload pieces, pages, windows, chunk results, waiting rows: migrations/0010) and the room kept
 * to give space back (`bulk_room`, migration 0013) are moved into a tablespace on a small tmpfs
 * of the test's own (test/support/small-tablespace.ts), where PostgreSQL refuses a write that
 * cannot extend a file with ERROR 53100 disk_full. The `bulks` records stay on the server's disk,
 * as in a deployment that gives the bulk parts a volume of their own, so a bulk that meets the
 * full tablespace can still be marked failed; the queues are in BullMQ's own schema, on that disk
 * too, so jobs still move. The tablespace is filled, when a case needs it full, by a table of the
 * test's own in it (`filler`), as other data would fill a disk.
 *
 * - an upload the tablespace cannot hold is refused with 507 storage_full, and nothing of it stays;
 * - a bulk whose split meets the full tablespace, and one whose chunk meets it, end `failed` with
 *   `storage_full: ...` and their parts deleted; their counts stay true (they add up to processed,
 *   which is the rows of the chunks that counted, and the chunks with a stored result are those:
 *   a chunk's results, counts and done mark are one transaction, so none is half-written);
 * - the room a failed bulk or a refused upload held is given back: with the tablespace otherwise
 *   still full, a bulk larger than any room left then completes, every row once, in upload order;
 * - a split still running when a chunk fails its bulk for lack of room leaves no pages behind;
 * - a chunk whose statement the database cancels at its statement_timeout (a row the test keeps
 *   locked makes it wait, after the chunk's result was inserted in the same transaction) is
 *   retried, and on its last attempt fails the bulk with `statement_timeout: ...`: nothing of that
 *   chunk is written, the other chunks counted once.
 * The file has a database of its own: VACUUM gives back only the rows no transaction of the same
 * database may still see (since PostgreSQL 14 a session in another database does not hold back a
 * table's horizon; docs, "Routine Vacuuming"), so another test file's open transaction in the
 * run's database would keep the room a failed bulk held, and the case that checks it is back would
 * fail for a reason that is not the service's.
 * Skipped, saying why, where the test cannot mount a file system or is not a superuser.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { startWorker, type RunningWorker } from '../src/worker.js';
import { compose, openSharedState, type ServiceGraph, type SharedState } from '../src/composition/index.js';
import { TimerRetries } from '../src/core/mail/timer-retries.js';
import { failForStorage, STORAGE_FULL_REASON } from '../src/core/bulk/bulk-end.js';
import { splitBulk } from '../src/core/bulk/split.js';
import type { BulkStore } from '../src/core/bulk/bulk-record.js';
import { JobName } from '../src/pipeline/job-names.js';
import { pgCode } from '../src/store/pg/sql-text.js';
import { dropSchema, type Database } from '../src/store/pg/database.js';
import { startHarness, type Harness } from './support/harness.js';
import { resultsCsv, uploadCsv, waitForBulk } from './support/pipeline.js';
import { freshDatabase, type TestDatabase } from './support/postgres.js';
import { createSmallTablespace, smallTablespaceSkip, type SmallTablespace } from './support/small-tablespace.js';

/** The tables of a bulk's parts (store/bulk-repository-pg.ts); `bulks` itself stays where it is. */
const PARTS = ['bulk_uploads', 'bulk_pages', 'bulk_windows', 'bulk_chunks', 'bulk_pending'];
const TABLESPACE_MB = 32;
/** The bulk that must find room after a failure: a few MB of parts, more than the 1 MiB kept in bulk_room. */
const SMALL_ROWS = 10_000;

const silent = createLogger('silent');
const skipped = await smallTablespaceSkip(inject('databaseUrl'));
// The default reporter shows skipped tests only as a count: say why once, on stderr.
if (skipped) console.warn(`[storage-full-pg] tests skipped: ${skipped}`);

/**
 * A verify CSV of about 90 bytes a row, most of them random: PostgreSQL's compression (pglz)
 * keeps a value as it is when it cannot save a quarter of it, so what a bulk stores is about
 * what it uploads.
 */
function csv(rows: number, tag: string): string {
  const lines = ['email,row'];
  for (let i = 0; i < rows; i++) lines.push(`${tag}${randomBytes(48).toString('base64url')}@company${i % 97}.test,${i}`);
  return lines.join('\n') + '\n';
}

describe.skipIf(skipped !== null)(`a full PostgreSQL tablespace${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  let ts: SmallTablespace | null = null;
  let own: TestDatabase | null = null;
  let h: Harness | null = null;
  let worker: RunningWorker | null = null;
  /** The statement-timeout case's own worker, graph and connection holding a lock. */
  let slow: { pool: pg.Pool; state: SharedState; graph: ServiceGraph; worker: RunningWorker | null } | null = null;
  let locker: pg.Client | null = null;

  const pool = () => h!.database.db.pool;
  const store = () => h!.graph.pipeline.bulkRepo;
  const startBulkWorker = async () => {
    worker = await startWorker(h!.config, h!.graph, silent, 2);
  };
  /** Stops the worker once its running jobs have ended (BullMQ Worker.close waits for them). */
  const stopBulkWorker = async () => {
    await worker?.close();
    worker = null;
  };

  async function upload(rows: number, tag: string): Promise<string> {
    const up = await uploadCsv(h!, csv(rows, tag), 'kind=verify');
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    return up.body.data.id as string;
  }

  /** Rows of the bulk's parts left in each table. */
  async function partsOf(id: string): Promise<Record<string, number>> {
    const left: Record<string, number> = {};
    for (const t of PARTS) left[t] = (await pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t} WHERE bulk_id = $1`, [id])).rows[0]!.n;
    return left;
  }
  const NO_PARTS = Object.fromEntries(PARTS.map((t) => [t, 0]));

  /**
   * Fills the tablespace as other data would: rows of incompressible bytes, stored out of line
   * without compression (STORAGE EXTERNAL), added until PostgreSQL answers disk_full even for
   * 8 kB, so no file in the tablespace can grow by a page.
   */
  async function fill(): Promise<void> {
    for (const bytes of [1 << 20, 1 << 16, 1 << 13]) {
      for (;;) {
        try {
          await pool().query(`INSERT INTO filler (b) SELECT decode(string_agg(md5(random()::text), ''), 'hex') FROM generate_series(1, $1)`, [bytes / 16]);
        } catch (err) {
          if (pgCode(err) === '53100') break;
          throw err;
        }
      }
    }
    expect(ts!.freeBytes()).toBeLessThan(64 * 1024);
  }

  /**
   * Waits for the reclaim that follows a failure for lack of room, then checks bulk_room is full
   * again (kept for the next time). A bulk shows `failed` when the deletion of its parts commits;
   * the VACUUM that gives their room back runs just after, in the same job (it cannot run inside
   * that transaction): stopping the worker waits for its running jobs, so for every reclaim.
   */
  async function reclaimed(): Promise<void> {
    await stopBulkWorker();
    expect((await pool().query<{ n: number }>('SELECT count(*)::int AS n FROM bulk_room')).rows[0]!.n).toBe(2816);
    await startBulkWorker();
  }

  /** The bulk's chunks that counted, by their jobs' results (BullMQ keeps completed jobs). */
  async function countedChunks(id: string): Promise<{ chunks: number[]; rows: number }> {
    const jobs = await h!.graph.pipeline.queue.queue('bulk').getJobs(['completed']);
    const counted = jobs.filter((j) => j.name === JobName.BulkChunk && j.data.bulkId === id && ['counted', 'finished'].includes(j.returnvalue?.outcome));
    return { chunks: counted.map((j) => j.data.chunk as number).sort((a, b) => a - b), rows: counted.reduce((n, j) => n + (j.returnvalue.rows as number), 0) };
  }
  async function storedChunks(id: string): Promise<number[]> {
    const { rows } = await pool().query<{ chunk: number }>('SELECT chunk FROM bulk_chunks WHERE bulk_id = $1 ORDER BY chunk', [id]);
    return rows.map((r) => r.chunk);
  }

  async function expectBulkCompletes(rows: number, tag: string): Promise<void> {
    const id = await upload(rows, tag);
    expect(await waitForBulk(h!, id, 60_000)).toMatchObject({ state: 'completed', total: rows, processed: rows });
    const out = await resultsCsv(h!, id);
    expect(out.map((r) => r.row)).toEqual(Array.from({ length: rows }, (_, i) => String(i)));
  }

  async function expectFailedForStorage(id: string) {
    const failed = await waitForBulk(h!, id, 60_000);
    expect(failed).toMatchObject({ state: 'failed', error: STORAGE_FULL_REASON });
    expect(Object.values(failed.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(failed.processed);
    expect(await partsOf(id)).toEqual(NO_PARTS);
    const results = await h!.app.inject({ url: `/v2/bulks/${id}/results`, headers: { 'x-api-key': h!.key } });
    expect(results.statusCode).toBe(422);
    expect(results.json().errors[0].details).toMatch(/storage_full/);
    return failed;
  }

  beforeAll(async () => {
    ts = await createSmallTablespace(inject('databaseUrl'), TABLESPACE_MB);
    own = await freshDatabase();
    h = await startHarness({ BULK_NETWORK_CHECKS: 'false', REVERIFY_CRON: '0 0 1 1 *', RECRAWL_CRON: '0 0 1 1 *' }, { databaseUrl: own.url });
    await ts.moveTables(pool(), [...PARTS, 'bulk_room']);
    await pool().query(`CREATE TABLE filler (b bytea) TABLESPACE ${ts.name}`);
    await pool().query('ALTER TABLE filler ALTER COLUMN b SET STORAGE EXTERNAL');
    await startBulkWorker();
  });
  afterAll(async () => {
    // Everything goes even when a case failed half-way: the lock, the workers, the graphs, the
    // schema (and with it every table in the tablespace), then the tablespace, the mount and the
    // folder. Each step runs whatever the one before did; the first error is thrown at the end.
    const errors: unknown[] = [];
    const step = async (work: () => Promise<unknown> | undefined) => {
      try {
        await work();
      } catch (err) {
        errors.push(err);
      }
    };
    await step(() => locker?.end());
    await step(() => slow?.worker?.close());
    await step(() => slow?.graph.close());
    await step(() => slow?.state.close());
    await step(() => slow?.pool.end());
    await step(() => stopBulkWorker());
    await step(() => h?.close());
    if (h) {
      // What a close that failed part-way left: the tablespace cannot be dropped while it holds tables.
      const admin = new pg.Pool({ connectionString: own!.url, max: 1 });
      await step(() => dropSchema(admin, h!.database.schema));
      await step(() => admin.end());
    }
    await step(() => own?.drop());
    await step(() => ts?.drop());
    if (errors.length > 0) throw errors[0];
  });

  it('refuses an upload the tablespace cannot hold with 507 storage_full, keeps nothing of it, and gives its room back', async () => {
    // About 37 MB of CSV, stored 1 MiB at a time until the 32 MB tablespace refuses a piece. This
    // server's size is not known to the service (no STORAGE_MAX_BYTES), so no estimate refuses it
    // before: the write does.
    const big = csv(400_000, 'big');
    expect(big.length).toBeGreaterThan(TABLESPACE_MB * 1024 * 1024);
    const res = await uploadCsv(h!, big, 'kind=verify');
    expect(res.status, JSON.stringify(res.body)).toBe(507);
    expect(res.body.errors[0]).toMatchObject({ id: 'storage_full', code: 507 });
    expect(res.body.errors[0].details).toMatch(/ran out of room/);
    expect(await h!.storedUploadPieces()).toBe(0);
    const list = await h!.app.inject({ url: '/v2/bulks', headers: { 'x-api-key': h!.key } });
    expect(list.json().meta.total).toBe(0);
    // The refused pieces had filled the tablespace; their room is back (the refusal waited for it).
    await expectBulkCompletes(SMALL_ROWS, 'after507');
  }, 120_000);

  it('fails a bulk whose split meets the full tablespace with storage_full, deletes its parts, and gives its room to the next bulk', async () => {
    // Stored while there is room (about 9 MB of upload), split once the tablespace is full.
    await stopBulkWorker();
    const id = await upload(100_000, 'split');
    await fill();
    await startBulkWorker();
    const failed = await expectFailedForStorage(id);
    expect(failed).toMatchObject({ processed: 0, total: null });
    expect(await h!.storedUploadPieces(id)).toBe(0);
    // The tablespace stays full of filler: the next bulk has only the room the failed one held.
    await reclaimed();
    await expectBulkCompletes(SMALL_ROWS, 'aftersplit');
  }, 120_000);

  it('fails a bulk whose chunk meets the full tablespace with storage_full: counts true, no chunk half-written, parts deleted, room given back', async () => {
    await pool().query('TRUNCATE filler');
    const total = 60_000;
    const id = await upload(total, 'chunk');
    for (;;) {
      const b = await store().get(id);
      if (b && b.processed > 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    // The worker stops once its running jobs end (the split among them): the bulk waits, split,
    // with some chunks counted; then the tablespace fills, and the chunks run again.
    await stopBulkWorker();
    const paused = await store().get(id);
    expect(paused).toMatchObject({ state: 'running', total });
    expect(paused!.processed).toBeLessThan(total);
    const countedBefore = await countedChunks(id);
    expect(await storedChunks(id)).toEqual(countedBefore.chunks);
    await fill();
    await startBulkWorker();
    const failed = await expectFailedForStorage(id);
    // What it counted is what its counted chunks held, chunk by chunk, and no more.
    const counted = await countedChunks(id);
    expect(failed.processed).toBe(counted.rows);
    expect(failed.processed).toBeGreaterThanOrEqual(paused!.processed);
    expect(failed.processed).toBeLessThan(total);
    expect((await store().get(id))!.chunksDone).toBe(counted.chunks.length);
    await reclaimed();
    await expectBulkCompletes(SMALL_ROWS, 'afterchunk');
  }, 180_000);

  it('leaves no pages behind when a chunk fails the bulk for lack of room while its split still runs', async () => {
    await pool().query('TRUNCATE filler');
    await stopBulkWorker();
    const id = await upload(30_000, 'race');
    // The split run here, over the real store, with a chunk meeting the full store (as another
    // worker's would) right after the first page: the split writes the rest of the window into
    // the room that failure gave back, then finds the bulk failed.
    const deps = h!.graph.pipeline.bulkWork;
    let failedAt: number | null = null;
    const racing: BulkStore = Object.create(deps.store, {
      putPage: {
        value: async (bulkId: string, page: number, records: readonly string[][]) => {
          await deps.store.putPage(bulkId, page, records);
          if (failedAt === null) {
            failedAt = page;
            await failForStorage(deps, bulkId);
          }
        },
      },
    });
    expect(await splitBulk({ ...deps, store: racing }, id)).toEqual({ skipped: 'the bulk is failed' });
    expect(failedAt).toBe(0);
    expect(await store().get(id)).toMatchObject({ state: 'failed', error: STORAGE_FULL_REASON, processed: 0 });
    expect(await partsOf(id)).toEqual(NO_PARTS);
    // Its split job, still queued, finds it ended.
    await startBulkWorker();
    await expectBulkCompletes(2_000, 'afterrace');
    expect(await partsOf(id)).toEqual(NO_PARTS);
  }, 120_000);

  it('fails a bulk with statement_timeout when a chunk\'s write times out on its last attempt, nothing of that chunk written', async () => {
    await stopBulkWorker();
    const total = 3_000;
    const id = await upload(total, 'slow');
    // Chunk 0 "has rows waiting" (none: 0 rows, so the status shows no pending rows), and that row
    // stays locked by this connection: the chunk's transaction inserts its result, then waits to
    // delete the row until statement_timeout cancels it, on every attempt.
    await pool().query("INSERT INTO bulk_pending (bulk_id, chunk, rows, expires_at) VALUES ($1, 0, 0, now() + interval '1 day')", [id]);
    locker = new pg.Client({ connectionString: own!.url, options: `-c search_path=${h!.database.schema},public` });
    locker.on('error', () => undefined);
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM bulk_pending WHERE bulk_id = $1 AND chunk = 0 FOR UPDATE', [id]);
    // The worker's own connections carry a statement_timeout (a deployment may set one per role or
    // database: the service must live with it). One job at a time: nothing else waits on the lock.
    const slowPool = new pg.Pool({ connectionString: own!.url, max: 4, options: `-c search_path=${h!.database.schema},public -c statement_timeout=1000` });
    slowPool.on('error', () => undefined);
    const db: Database = { ...h!.database.db, pool: slowPool, read: slowPool, replica: null, close: async () => undefined };
    const state = openSharedState(h!.config, db, silent);
    const graph = compose(h!.config, state, db, silent, { retries: new TimerRetries() });
    slow = { pool: slowPool, state, graph, worker: await startWorker(h!.config, graph, silent, 1) };

    const failed = await waitForBulk(h!, id, 90_000);
    expect(failed).toMatchObject({ state: 'failed', total, pending: 0, error: expect.stringMatching(/^statement_timeout: .*\(5 attempts\)$/) });
    // The other chunks counted, once each; chunk 0 neither counted nor kept the result it inserted.
    const counted = await countedChunks(id);
    expect(counted.chunks).not.toContain(0);
    expect(counted.chunks.length).toBeGreaterThan(0);
    expect(failed.processed).toBe(counted.rows);
    expect(failed.processed).toBeLessThan(total);
    expect(Object.values(failed.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(failed.processed);
    expect(await storedChunks(id)).toEqual(counted.chunks);
    expect((await store().get(id))!.chunksDone).toBe(counted.chunks.length);

    await locker.query('ROLLBACK');
    await locker.end();
    locker = null;
    await pool().query('DELETE FROM bulk_pending WHERE bulk_id = $1', [id]);
    await slow.worker!.close();
    slow.worker = null;
    await startBulkWorker();
    await expectBulkCompletes(2_000, 'aftertimeout');
  }, 120_000);
});
