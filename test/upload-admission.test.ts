/**
 * Admission of uploads on the project's shape (issue 19; core/bulk/admission.ts): refused before
 * a byte is read when the announced size cannot fit, by the key's rows in bulks that have not
 * ended, by the number of uploads one API process receives at once, and by the store's room as
 * PostgreSQL's STORAGE_MAX_BYTES states it (where health also says degraded). Each refusal keeps
 * nothing of the upload.
 */
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, testShape, type Harness } from './support/harness.js';
import { uploadCsv } from './support/pipeline.js';

function csv(rows: number, tag = 'p'): string {
  return ['email', ...Array.from({ length: rows }, (_, i) => `${tag}${i}@company${i % 7}.test`)].join('\n') + '\n';
}

/** Starts a POST /v2/bulks with these headers over a real socket; resolves with the answer (status, headers, body). */
function post(base: string, key: string, headers: Record<string, string | number>, body?: (req: ReturnType<typeof request>) => void) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: any }>((resolve, reject) => {
    const req = request(`${base}/v2/bulks?kind=verify`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'text/csv', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        // A body the server did not wait for is not sent: the connection goes with the answer.
        req.destroy();
        resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) });
      });
    });
    // The server may answer and close before the body is sent: that is the point.
    req.on('error', (err) => ((err as { code?: string }).code === 'ECONNRESET' || (err as { code?: string }).code === 'EPIPE' ? undefined : reject(err)));
    if (body) body(req);
    else req.end();
  });
}

describe('upload admission', () => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await startHarness({ BULK_MAX_UPLOAD_BYTES: String(1024 * 1024), BULK_MAX_ROWS_PER_KEY: '100', BULK_MAX_CONCURRENT_UPLOADS: '1' });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => h?.close());

  it('refuses an upload whose Content-Length passes BULK_MAX_UPLOAD_BYTES before reading its body', async () => {
    // Only the headers are sent: the answer comes without the body.
    const res = await post(base, h.key, { 'content-length': 50 * 1024 * 1024 }, (req) => req.flushHeaders());
    expect(res.status).toBe(413);
    expect(res.body.errors[0]).toMatchObject({ id: 'upload_too_large', code: 413 });
    expect(await h.storedUploadPieces()).toBe(0);
  });

  it("refuses an upload that would take the key's unfinished bulks past BULK_MAX_ROWS_PER_KEY, with Retry-After", async () => {
    const first = await uploadCsv(h, csv(60), 'kind=verify');
    expect(first.status).toBe(202);
    const res2 = await h.app.inject({ method: 'POST', url: '/v2/bulks?kind=verify', headers: { 'x-api-key': h.key, 'content-type': 'text/csv' }, payload: csv(60, 'q') });
    expect(res2.statusCode).toBe(429);
    expect(res2.headers['retry-after']).toBe('60');
    expect(res2.json().errors[0]).toMatchObject({ id: 'too_many_rows', code: 429 });
    expect(res2.json().errors[0].details).toMatch(/hold 60 rows.*100 rows/);
    expect(await h.storedUploadPieces()).toBe(1);
    // Another key is not held to this key's rows.
    const other = await h.keys.create({ name: 'other' });
    const res = await h.app.inject({ method: 'POST', url: '/v2/bulks?kind=verify', headers: { 'x-api-key': other.plain, 'content-type': 'text/csv' }, payload: csv(60, 'r') });
    expect(res.statusCode).toBe(202);
  });

  it('refuses a second upload while this process receives BULK_MAX_CONCURRENT_UPLOADS, with Retry-After', async () => {
    let release!: () => void;
    const sent = new Promise<void>((r) => (release = r));
    // A key of its own: h.key may still hold the test above's unfinished 60 rows, and a chunked
    // upload (no Content-Length) to a key near BULK_MAX_ROWS_PER_KEY can be refused for its rows
    // before it is received, so it would never count as receiving.
    const uploader = await h.keys.create({ name: 'uploader' });
    // The slow upload is sent again whenever it was answered before its body ended: it can arrive
    // while a probe below is being received, and is then itself refused with 503 (the limit is 1),
    // so it would never count as receiving and no probe could be refused.
    type Answer = Awaited<ReturnType<typeof post>>;
    let slow!: { answer: Promise<Answer>; early?: Answer };
    const sendSlow = () => {
      const s: typeof slow = {
        answer: post(base, uploader.plain, { 'transfer-encoding': 'chunked' }, (req) => {
          req.write('email\n');
          void sent.then(() => req.end('late@company.test\n'));
        }),
      };
      void s.answer.then((a) => (s.early = a));
      return s;
    };
    slow = sendSlow();
    // Once the first upload is being received, a second one is refused (asked until it is: the
    // first request may take a moment to reach its handler; a key of its own, as its row count
    // does not matter here: on a loaded machine the probes taken before the first upload arrives
    // can fill BULK_MAX_ROWS_PER_KEY, so a key refused for its rows is replaced by a fresh one).
    let prober = await h.keys.create({ name: 'prober' });
    let second: { status: number; body: any; retryAfter?: unknown } = { status: 0, body: null };
    for (let i = 0, until = Date.now() + 60_000; Date.now() < until && second.status !== 503; i++) {
      if (slow.early) {
        expect(slow.early.status).toBe(503);
        slow = sendSlow();
      }
      const res = await h.app.inject({ method: 'POST', url: '/v2/bulks?kind=verify', headers: { 'x-api-key': prober.plain, 'content-type': 'text/csv' }, payload: csv(1, `s${i}`) });
      second = { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
      if (second.status === 429) prober = await h.keys.create({ name: `prober-${i}` });
      if (second.status !== 503) await new Promise((r) => setTimeout(r, 50));
    }
    expect(second.status).toBe(503);
    expect(second.body.errors[0].details).toMatch(/receiving 1 uploads/);
    expect(second.retryAfter).toBe('5');
    expect(second.body.errors[0].id).toBe('service_unavailable');
    release();
    // The first one is taken.
    expect((await slow.answer).status).toBe(202);
    const after = await h.app.inject({ method: 'POST', url: '/v2/bulks?kind=verify', headers: { 'x-api-key': h.key, 'content-type': 'text/csv' }, payload: '' });
    expect(after.statusCode).not.toBe(503);
    // The probing above may ask for up to 60 s on a loaded machine (each accepted probe is a bulk).
  }, 90_000);
});

describe.skipIf(testShape() !== 'postgres')('a PostgreSQL at its STORAGE_MAX_BYTES (postgres project: on Redis, Redis has the room)', () => {
  let h: Harness;
  beforeAll(async () => {
    // Below any database's size: the store is full.
    h = await startHarness({ STORAGE_MAX_BYTES: String(1024 * 1024) });
  });
  afterAll(async () => h?.close());

  it('refuses uploads with 507 storage_full and says degraded with the cause', async () => {
    const res = await uploadCsv(h, csv(3), 'kind=verify');
    expect(res.status).toBe(507);
    expect(res.body.errors[0]).toMatchObject({ id: 'storage_full', code: 507 });
    expect(res.body.errors[0].details).toMatch(/STORAGE_MAX_BYTES/);
    expect(await h.storedUploadPieces()).toBe(0);
    const health = await h.app.inject({ url: '/v2/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: 'degraded', cause: expect.stringMatching(/STORAGE_MAX_BYTES \(1\.0 MB\)/) });
    // Lookups keep working.
    expect((await h.app.inject({ url: '/v2/account', headers: { 'x-api-key': h.key } })).statusCode).toBe(200);
  });
});
