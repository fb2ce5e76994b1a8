/**
 * Regression tests for the defects the security review of issue 10 found (the closing note lists
 * each): crawl failures that named private addresses, unbounded crawl webhooks, multipart fields
 * without their parameter's limits, internal error text shown to clients, nested bodies.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetcher } from '../../src/core/web/safe-fetch.js';
import { SiteCrawler } from '../../src/core/web/crawl/index.js';
import { MAX_WEBHOOKS_PER_CRAWL } from '../../src/store/crawl-state-repository.js';
import { JobName } from '../../src/pipeline/job-names.js';
import { failedForGood } from '../../jobs/index.js';
import { loadConfig } from '../../src/config.js';
import { buildServices } from '../../src/composition/index.js';
import { startPipelineHarness, type PipelineHarness } from '../support/pipeline.js';
import { sharedStateFor } from '../support/harness.js';

let h: PipelineHarness;

beforeAll(async () => {
  h = await startPipelineHarness({ BULK_NETWORK_CHECKS: 'false' });
});

afterAll(async () => {
  await h?.close();
});

describe('crawl failures', () => {
  it('do not tell a client which private address a name resolved to', async () => {
    const fetcher = new SafeFetcher({
      resolve: async () => ['10.0.3.7'],
      allowCidrs: [],
      userAgent: 'test',
      timeoutMs: 1000,
      maxBytes: 1024,
      maxRedirects: 0,
    });
    const result = await new SiteCrawler(fetcher, { maxPages: 1, politenessMs: 0, robotsAgent: 'test' }).crawl('db.corp.test', 5000);
    expect(result.pages).toEqual([]);
    expect(result.failure).toBe('https://db.corp.test/: the name does not resolve to a public address');
    expect(result.failure).not.toContain('10.0.3.7');
  });
});

describe('SMTP probes', () => {
  it('never connect to a mail host whose address is not public (an MX record cannot aim them at loopback or a private network)', async () => {
    const attempts: string[] = [];
    const config = loadConfig({ REDIS_URL: h.config.redisUrl, QUEUE_BACKEND: h.config.queueBackend, REDIS_PREFIX: `${h.prefix}smtp:`, LOG_LEVEL: 'silent', SMTP_CONNECT_TIMEOUT_MS: '500' });
    const services = buildServices(config, sharedStateFor(h, config), h.database.db, {
      resolver: {
        resolveMx: async (name) => (name === 'evil.test' ? [{ exchange: 'mx.evil.test', priority: 10 }] : []),
        resolve4: async (name) => (name === 'mx.evil.test' ? ['127.0.0.1', '10.0.0.5'] : name === 'evil.test' ? ['169.254.169.254'] : []),
        resolve6: async () => [],
      },
      connect: async (ip) => {
        attempts.push(ip);
        throw new Error('no connection may be made in this test');
      },
    });
    const result = await services.verifier.verify('someone@evil.test', { fresh: true });
    services.retries.stop();
    expect(attempts).toEqual([]);
    expect(result.status).toBe('unknown');
  });
});

describe('crawl webhooks', () => {
  it(`are kept to ${MAX_WEBHOOKS_PER_CRAWL} per crawl, however many lookups ask`, async () => {
    const domain = 'many-hooks.test';
    const now = new Date();
    for (let n = 0; n < MAX_WEBHOOKS_PER_CRAWL + 30; n++) await h.services.crawls.claim(domain, 600, `https://receiver.test/hook?n=${n}`, now);
    const hooks = await h.services.crawls.finish(domain, 'no_website', null, now, 60);
    expect(hooks).toHaveLength(MAX_WEBHOOKS_PER_CRAWL);
  });
});

describe('bulk upload fields', () => {
  function multipart(fields: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
    const boundary = '----cdsboundary';
    const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nemail\na@example.com\r\n--${boundary}--\r\n`);
    return { payload: Buffer.from(parts.join('')), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-api-key': h.key } };
  }

  it.each([
    [{ kind: 'verify', output: 'leads', leads_list_name: 'x'.repeat(100_000) }, 'leads_list_name field is longer than 200'],
    [{ kind: 'verify', output: 'leads', leads_list_name: '   ' }, 'leads_list_name field is blank'],
    [{ kind: 'verify', mapping: `{"email":"${'e'.repeat(5000)}"}` }, 'mapping field is longer than 2000'],
    [{ kind: 'verify', webhook_url: `https://receiver.test/${'p'.repeat(5000)}` }, 'webhook_url field is longer than 2048'],
  ])('refuses a multipart field past its parameter’s limit (%#)', async (fields, message) => {
    const res = await h.app.inject({ method: 'POST', url: '/v2/bulks', ...multipart(fields) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ id: 'wrong_params', code: 400, details: expect.stringContaining(message) }] });
  });

  it('answers a multipart body without its closing boundary with 400, not 500', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/bulks?kind=verify',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'x-api-key': h.key },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nemail\na@b.test\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].id).toBe('wrong_params');
  });
});

describe('jobs that fail for good', () => {
  it('show clients a plain sentence, not the internal error text', async () => {
    // A bulk whose split fails for good on an internal error (null: not a BadJobInput). Stored
    // directly, so no worker runs its split meanwhile.
    const record = {
      id: randomUUID(), keyId: 'someone', team: null, kind: 'verify', state: 'queued' as const, output: 'csv' as const, leadsListId: null,
      webhookUrl: null, webhookSecret: null, options: {}, filename: null, createdAt: new Date().toISOString(), startedAt: null, finishedAt: null,
      total: null, processed: 0, pending: 0, chunks: null, chunksDone: 0, header: null, width: null, delimiter: null, error: null, counts: {}, rowErrors: [], uploadBytes: null, uploadLines: null,
    };
    await h.worker.pipeline.bulkRepo.putUploadPiece(record.id, 0, Buffer.from('email\na@example.com\n'));
    await h.worker.pipeline.bulkRepo.create(record, 1);
    const ctx = { config: h.config, logger: h.worker.services as never, services: h.services, bulks: h.worker.pipeline.bulkRepo, queue: h.worker.pipeline.queue, bulkWork: h.worker.pipeline.bulkWork, now: () => new Date() };
    await failedForGood(ctx as never, JobName.BulkSplit, { bulkId: record.id }, null);
    const failed = await h.worker.pipeline.bulks.get(record.id);
    expect(failed?.state).toBe('failed');
    expect(failed?.error).toBe('the upload could not be split: an internal error (the worker log has the details)');
  });
});

describe('request bodies', () => {
  it('refuses JSON nested deeper than 32 levels with 400', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const res = await h.app.inject({ method: 'POST', url: '/v2/leads', headers: { 'x-api-key': h.key, 'content-type': 'application/json' }, payload: `{"email":"a@b.test","notes":${deep}}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ id: 'wrong_params', details: expect.stringContaining('nested deeper than 32') });
  });
});
