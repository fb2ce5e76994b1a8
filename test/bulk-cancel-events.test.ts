/**
 * Cancelling a bulk (DELETE /v2/bulks/{id}) and following it as server-sent events
 * (GET /v2/bulks/{id}/events), on real Redis. The bulk is driven step by step: its split and
 * chunks are run by the test (no worker takes them), so each state is held as long as a check
 * needs; one test then lets a real worker meet a chunk job of a cancelled bulk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { startHarness, type Harness } from './support/harness.js';
import { RedisKeys } from '../src/store/redis-keys.js';
import { splitBulk } from '../src/core/bulk/split.js';
import { runChunk, type ChunkData } from '../src/core/bulk/chunk-run.js';
import { JobName } from '../src/pipeline/job-names.js';
import { jobOptions } from '../src/pipeline/job-options.js';
import { startWorker } from '../src/worker.js';
import { createLogger } from '../src/logger.js';

let h: Harness;
let base: string;

beforeAll(async () => {
  // Offline checks only, five items a chunk (BULK_CHUNK_SIZE x 5 without network checks).
  h = await startHarness({ BULK_NETWORK_CHECKS: 'false', BULK_CHUNK_SIZE: '1' });
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(() => h?.close());

/** 12 rows, 3 chunks: row 3 has no email (a row error), the rest are distinct addresses. */
const CSV = ['name,email', ...Array.from({ length: 12 }, (_, i) => (i === 2 ? 'Nobody,' : `P${i},p${i}@example.com`))].join('\n');

async function upload(key = h.key): Promise<string> {
  const res = await h.app.inject({ method: 'POST', url: '/v2/bulks?kind=verify', headers: { 'x-api-key': key, 'content-type': 'text/csv' }, payload: CSV });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.id;
}

const work = () => h.graph.pipeline.bulkWork;
const bulkQueue = () => h.graph.pipeline.queue.queue('bulk');
const chunkJobId = (bulkId: string, chunk: number) => jobOptions(JobName.BulkChunk, { bulkId, chunk, items: [] }, { now: new Date() }).jobId!;

async function chunkData(bulkId: string, chunk: number): Promise<ChunkData> {
  const job = await bulkQueue().getJob(chunkJobId(bulkId, chunk));
  expect(job, `chunk job ${chunk}`).toBeDefined();
  return job!.data as ChunkData;
}

const attempt = { last: true, attempts: 1, onInternalError: (err: unknown) => { throw err; } };

async function runChunkJob(bulkId: string, chunk: number) {
  return runChunk(work(), await chunkData(bulkId, chunk), attempt);
}

const status = async (id: string, key = h.key) => (await h.app.inject({ url: `/v2/bulks/${id}`, headers: { 'x-api-key': key } })).json().data;

interface SseEvent {
  id: string | null;
  event: string;
  data: any;
}

/** An open event stream: its events one by one, as the server writes them. */
async function openEvents(id: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/v2/bulks/${id}/events`, { headers: { 'x-api-key': h.key, ...headers } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let closed = false;
  return {
    res,
    /** The next event (comments and the retry field skipped), or null once the server closed. */
    async next(timeoutMs = 5000): Promise<SseEvent | null> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const cut = buffer.indexOf('\n\n');
        if (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = block.split('\n').filter((l) => !l.startsWith(':'));
          const get = (name: string) => fields.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
          if (get('event') === null) continue;
          return { id: get('id'), event: get('event')!, data: JSON.parse(get('data')!) };
        }
        if (closed) return null;
        if (Date.now() > until) throw new Error(`no event within ${timeoutMs} ms (buffer: ${JSON.stringify(buffer)})`);
        const read = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), until - Date.now()))]);
        if (read === null) continue;
        if (read.done) closed = true;
        else buffer += read.value;
      }
    },
    close: () => reader.cancel().catch(() => {}),
  };
}

describe('GET /v2/bulks/{id}/events', () => {
  it('sends what GET /v2/bulks/{id} shows at each change, in order, and ends with the final state', async () => {
    const id = await upload();
    const stream = await openEvents(id);
    expect(stream.res.headers.get('cache-control')).toBe('no-cache, no-transform');
    const first = await stream.next();
    expect(first).toMatchObject({ event: 'status', data: { data: { id, state: 'queued', processed: 0, total: null } } });
    expect(first!.data).toEqual({ data: await status(id), meta: {} });

    expect(await splitBulk(work(), id)).toEqual({ rows: 12, chunks: 3 });
    // The split's start (splitting) may be seen on its own when the watch read the bulk before its
    // end (a loaded machine): a picture of its own, then the split's end.
    const seen = [first!];
    let running = await stream.next();
    while (running!.data.data.state === 'splitting') {
      seen.push(running!);
      running = await stream.next();
    }
    expect(running!.data.data).toMatchObject({ state: 'running', total: 12, processed: 0 });
    seen.push(running!);
    for (const chunk of [0, 1, 2]) {
      await runChunkJob(id, chunk);
      const e = await stream.next();
      seen.push(e!);
      if (chunk < 2) expect(e!.event).toBe('status');
    }
    const end = seen.at(-1)!;
    expect(end.event).toBe('end');
    expect(end.data.data).toMatchObject({ state: 'completed', total: 12, processed: 12, eta_seconds: 0 });
    expect(end.data.data.counts).toMatchObject({ invalid_input: 1 });
    expect(end.data.data.row_errors).toEqual([{ row: 3, status: 'invalid_input', error: 'no email in this row' }]);
    expect(end.data).toEqual({ data: await status(id), meta: {} });
    // In order: progress never goes back, each event is a new picture, and the stream is over.
    const processed = seen.map((e) => e.data.data.processed);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    expect(processed.at(-2)).toBeLessThan(12);
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    expect(await stream.next()).toBeNull();
    // An ended bulk's stream is its end at once.
    const again = await openEvents(id);
    expect(await again.next()).toMatchObject({ event: 'end', id: end.id, data: { data: { state: 'completed' } } });
    expect(await again.next()).toBeNull();
  });

  it('follows a bulk once for any number of streams, and resumes after Last-Event-ID without repeating it', async () => {
    const id = await upload();
    const before = h.graph.pipeline.bulkEvents.watched;
    const streams = await Promise.all(Array.from({ length: 20 }, () => openEvents(id)));
    const firsts = await Promise.all(streams.map((s) => s.next()));
    expect(new Set(firsts.map((e) => e!.id)).size).toBe(1);
    expect(h.graph.pipeline.bulkEvents.watched).toBe(before + 1);
    await Promise.all(streams.map((s) => s.close()));

    // A client that reconnects with the id it has gets the next change, not the same state again.
    const resumed = await openEvents(id, { 'last-event-id': firsts[0]!.id! });
    await splitBulk(work(), id);
    expect((await resumed.next())!.data.data).toMatchObject({ state: 'running', total: 12 });
    await resumed.close();
    // The streams are gone: so is the watch.
    for (let i = 0; i < 50 && h.graph.pipeline.bulkEvents.watched > before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(h.graph.pipeline.bulkEvents.watched).toBe(before);
  });

  it("answers 404 for another key's bulk, as for one that does not exist", async () => {
    const id = await upload();
    const { plain } = await h.keys.create({ name: 'someone else' });
    for (const url of [`/v2/bulks/${id}/events`, `/v2/bulks/00000000-0000-4000-8000-000000000000/events`]) {
      const res = await h.app.inject({ url, headers: { 'x-api-key': plain } });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].id).toBe('not_found');
    }
    expect((await h.app.inject({ url: `/v2/bulks/${id}/events` })).statusCode).toBe(401);
  });
});

describe('DELETE /v2/bulks/{id}', () => {
  it('cancels a running bulk: its waiting jobs go, its stream ends cancelled, the rows done stay downloadable', async () => {
    const id = await upload();
    await splitBulk(work(), id);
    await runChunkJob(id, 0);
    const stream = await openEvents(id);
    expect((await stream.next())!.data.data).toMatchObject({ state: 'running', processed: 5 });
    const late = await chunkData(id, 1);

    const res = await h.app.inject({ method: 'DELETE', url: `/v2/bulks/${id}`, headers: { 'x-api-key': h.key } });
    expect(res.statusCode).toBe(200);
    const cancelled = res.json().data;
    expect(cancelled).toMatchObject({ id, state: 'cancelled', total: 12, processed: 5, pending: 0, eta_seconds: null });
    expect(cancelled.finished_at).not.toBeNull();
    // The chunks not counted are removed from the queue; the finalize is queued (the webhook's turn).
    expect(await bulkQueue().getJob(chunkJobId(id, 1))).toBeUndefined();
    expect(await bulkQueue().getJob(chunkJobId(id, 2))).toBeUndefined();
    expect(await bulkQueue().getJob(`finalize-${id}`)).toBeDefined();

    const end = await stream.next();
    expect(end).toMatchObject({ event: 'end', data: { data: { state: 'cancelled', processed: 5 } } });
    expect(await stream.next()).toBeNull();

    // A chunk that runs after the cancel writes nothing and moves nothing.
    expect(await runChunk(work(), late, attempt)).toEqual({ skipped: 'bulk cancelled' });
    // The same again: the same answer.
    const again = await h.app.inject({ method: 'DELETE', url: `/v2/bulks/${id}`, headers: { 'x-api-key': h.key } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(cancelled);

    const csv = await h.app.inject({ url: `/v2/bulks/${id}/results`, headers: { 'x-api-key': h.key } });
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(5);
    // The rows of chunk 0, in upload order, with their results.
    const chunk0 = (await chunkData(id, 0)).items.flatMap((i) => i.rows).sort((a, b) => a - b);
    expect(rows.map((r) => r.name)).toEqual(chunk0.map((n) => (n === 2 ? 'Nobody' : `P${n}`)));
    for (const r of rows) expect(r['bulk.status']).not.toBe('');
    const json = await h.app.inject({ url: `/v2/bulks/${id}/results?format=json`, headers: { 'x-api-key': h.key } });
    expect(json.body.trim().split('\n')).toHaveLength(5);
  });

  it('stops a chunk that was running when the bulk was cancelled: no row written, the job done', async () => {
    const id = await upload();
    await splitBulk(work(), id);
    const record = (await h.graph.pipeline.bulks.get(id))!;
    // The cancel lands while the chunk's rows are being processed.
    const deps = {
      ...work(),
      processor: {
        process: async (...args: Parameters<ReturnType<typeof work>['processor']['process']>) => {
          await h.graph.pipeline.bulks.cancel(record);
          return work().processor.process(...args);
        },
      },
    } as ReturnType<typeof work>;
    expect(await runChunk(deps, await chunkData(id, 0), attempt)).toEqual({ skipped: 'bulk cancelled' });
    expect(await status(id)).toMatchObject({ state: 'cancelled', processed: 0, counts: {}, row_errors: [] });
    const csv = await h.app.inject({ url: `/v2/bulks/${id}/results`, headers: { 'x-api-key': h.key } });
    expect(csv.body.trim().split('\n')).toHaveLength(1);
  });

  it('stops a chunk whose rows would wait for a mail server when the bulk was cancelled while it ran: nothing shown pending', async () => {
    const id = await upload();
    await splitBulk(work(), id);
    const record = (await h.graph.pipeline.bulks.get(id))!;
    // The cancel lands while the rows are asked, and every server paces us (the rows would wait).
    const deps = {
      ...work(),
      processor: {
        process: async (...args: Parameters<ReturnType<typeof work>['processor']['process']>) => {
          await h.graph.pipeline.bulks.cancel(record);
          const results = await work().processor.process(...args);
          return results.map((r) => ({ ...r, askAgainAt: Date.now() + 60_000 }));
        },
      },
    } as ReturnType<typeof work>;
    expect(await runChunk(deps, await chunkData(id, 0), attempt)).toEqual({ skipped: 'bulk cancelled' });
    expect(await status(id)).toMatchObject({ state: 'cancelled', processed: 0, pending: 0 });
  });

  it('cancels a queued bulk (its split removed, its upload dropped), and a worker meeting a late chunk job completes it without effect', async () => {
    const id = await upload();
    expect(await bulkQueue().getJob(`split-${id}`)).toBeDefined();
    expect(await h.storedUploadPieces(id)).toBeGreaterThan(0);
    const res = await h.app.inject({ method: 'DELETE', url: `/v2/bulks/${id}`, headers: { 'x-api-key': h.key } });
    expect(res.json().data).toMatchObject({ state: 'cancelled', total: null, processed: 0 });
    expect(await bulkQueue().getJob(`split-${id}`)).toBeUndefined();
    expect(await h.storedUploadPieces(id)).toBe(0);
    // No rows were read: the download is the header alone.
    const csv = await h.app.inject({ url: `/v2/bulks/${id}/results`, headers: { 'x-api-key': h.key } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(1);

    // A chunk job that reaches a worker after the cancel (one a worker held while it was removed).
    const other = await upload();
    await splitBulk(work(), other);
    const data = await chunkData(other, 1);
    await h.app.inject({ method: 'DELETE', url: `/v2/bulks/${other}`, headers: { 'x-api-key': h.key } });
    await h.graph.pipeline.queue.add(JobName.BulkChunk, data);
    const worker = await startWorker(h.config, h.graph, createLogger('silent'), 1);
    try {
      const job = (await bulkQueue().getJob(chunkJobId(other, 1)))!;
      for (let i = 0; i < 200 && !(await job.isCompleted()) && !(await job.isFailed()); i++) await new Promise((r) => setTimeout(r, 25));
      const done = (await bulkQueue().getJob(chunkJobId(other, 1)))!;
      expect(await done.getState()).toBe('completed');
      expect(done.returnvalue).toEqual({ skipped: 'bulk cancelled' });
      expect(done.attemptsMade).toBeLessThanOrEqual(1);
    } finally {
      await worker.close();
    }
    expect(await status(other)).toMatchObject({ state: 'cancelled', processed: 0 });
  });

  it('refuses a completed bulk (409 bulk_finished) and another key (404)', async () => {
    const id = await upload();
    const { plain } = await h.keys.create({ name: 'not the owner' });
    const foreign = await h.app.inject({ method: 'DELETE', url: `/v2/bulks/${id}`, headers: { 'x-api-key': plain } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].id).toBe('not_found');
    expect((await status(id)).state).toBe('queued');

    await splitBulk(work(), id);
    for (const chunk of [0, 1, 2]) await runChunkJob(id, chunk);
    const done = await h.app.inject({ method: 'DELETE', url: `/v2/bulks/${id}`, headers: { 'x-api-key': h.key } });
    expect(done.statusCode).toBe(409);
    expect(done.json().errors[0]).toMatchObject({ id: 'bulk_finished', code: 409 });
    expect((await status(id)).state).toBe('completed');
  });
});
