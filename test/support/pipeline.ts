/**
 * A harness with a worker running in-process, and helpers to upload a bulk and wait for it.
 */
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { startWorker, type RunningWorker } from '../../src/worker.js';
import { startHarness, type Harness } from './harness.js';

export interface PipelineHarness extends Harness {
  worker: RunningWorker;
}

export async function startPipelineHarness(env: Record<string, string> = {}): Promise<PipelineHarness> {
  const h = await startHarness({ REVERIFY_CRON: '0 0 1 1 *', ...env }, { retriesThroughQueue: true });
  const worker = await startWorker(h.config, h.graph, createLogger('silent'), 4);
  return {
    ...h,
    worker,
    async close() {
      await worker.close();
      await h.close();
    },
  };
}

export async function uploadCsv(h: Harness, csv: string, query: string): Promise<{ status: number; body: any; location?: string }> {
  const res = await h.app.inject({
    method: 'POST',
    url: `/v2/bulks?${query}`,
    headers: { 'x-api-key': h.key, 'content-type': 'text/csv' },
    payload: csv,
  });
  return { status: res.statusCode, body: res.json(), location: res.headers.location as string | undefined };
}

export async function waitForBulk(h: Harness, id: string, timeoutMs = 30_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await h.app.inject({ url: `/v2/bulks/${id}`, headers: { 'x-api-key': h.key } });
    const data = res.json().data;
    if (data.state === 'completed' || data.state === 'failed' || data.state === 'cancelled') return data;
    if (Date.now() > until) throw new Error(`bulk ${id} still ${data.state} (${data.processed}/${data.total})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function resultsCsv(h: Harness, id: string): Promise<Record<string, string>[]> {
  const res = await h.app.inject({ url: `/v2/bulks/${id}/results?format=csv`, headers: { 'x-api-key': h.key } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
}
