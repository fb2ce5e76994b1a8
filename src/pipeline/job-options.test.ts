import { describe, expect, it } from 'vitest';
import { JobName } from './job-names.js';
import { jobOptions } from './job-options.js';

const at = (iso: string) => ({ now: new Date(iso) });
const t0 = at('2026-11-24T10:00:00.000Z');

describe('jobOptions', () => {
  it('gives a bulk\'s split, chunks, finalize and webhook ids of their own, the same on every call', () => {
    expect(jobOptions(JobName.BulkSplit, { bulkId: 'b1' }, t0).jobId).toBe('split-b1');
    expect(jobOptions(JobName.BulkChunk, { bulkId: 'b1', chunk: 3, items: [] }, t0).jobId).toBe('chunk-b1-3');
    expect(jobOptions(JobName.BulkFinalize, { bulkId: 'b1' }, t0)).toEqual(jobOptions(JobName.BulkFinalize, { bulkId: 'b1' }, at('2027-01-01T00:00:00Z')));
    expect(jobOptions(JobName.BulkWebhook, { bulkId: 'b1' }, t0)).toEqual({ jobId: 'webhook-b1', attempts: 8, backoff: { type: 'exponential', delay: 5000 } });
  });

  it('makes a re-crawl once a day per domain, and each lookup crawl its own', () => {
    const recrawl = (t: { now: Date }) => jobOptions(JobName.CrawlDomain, { domain: 'acme.test', reason: 'recrawl' }, t).jobId;
    expect(recrawl(t0)).toBe(recrawl(at('2026-11-24T23:59:59.000Z')));
    expect(recrawl(t0)).not.toBe(recrawl(at('2026-11-25T00:00:00.000Z')));
    const lookup = (t: { now: Date }) => jobOptions(JobName.CrawlDomain, { domain: 'acme.test', reason: 'lookup' }, t).jobId;
    expect(lookup(t0)).not.toBe(lookup(at('2026-11-24T10:00:00.001Z')));
  });

  it('names a crawl webhook by a digest, never by the webhook address (a credential)', () => {
    const data = { domain: 'acme.test', webhookUrl: 'https://hooks.example/in?token=secret', crawledAt: '2026-11-24T10:00:00.000Z' };
    const id = jobOptions(JobName.CrawlWebhook, data, t0).jobId!;
    expect(id).toMatch(/^crawl-webhook-[0-9a-f]{32}$/);
    expect(jobOptions(JobName.CrawlWebhook, { ...data, webhookUrl: 'https://hooks.example/other' }, t0).jobId).not.toBe(id);
  });

  it('keeps one team\'s re-verification chunk apart from another\'s with the same lead ids', () => {
    const a = jobOptions(JobName.ReverifyChunk, { leadIds: [1, 2], team: 'a' }, t0).jobId;
    expect(a).toBe(jobOptions(JobName.ReverifyChunk, { leadIds: [1, 2], team: 'a' }, t0).jobId);
    expect(a).not.toBe(jobOptions(JobName.ReverifyChunk, { leadIds: [1, 2], team: 'b' }, t0).jobId);
    expect(jobOptions(JobName.VerifyRetry, { address: 'x@acme.test', attempt: 2 }, t0)).toEqual({ jobId: 'retry-x@acme.test-2', attempts: 3 });
    expect(jobOptions(JobName.CrawlScan, {}, t0)).toEqual({});
  });
});
