/**
 * The bulk sweep (core/bulk/sweep.ts, job bulk.sweep): a bulk that has not ended but whose jobs
 * are gone is ended as failed with a reason and its waiting jobs removed; a bulk whose jobs are
 * there, or that is younger than the grace time, is left alone. On the project's shape (queues in
 * PostgreSQL, or on Redis), with no worker running: the test plays the worker's part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRACE_MS, sweepBulks } from '../src/core/bulk/sweep.js';
import { splitBulk } from '../src/core/bulk/split.js';
import { JobName } from '../src/pipeline/job-names.js';
import { startHarness, type Harness } from './support/harness.js';

function csv(rows: number): Buffer {
  return Buffer.from(['email', ...Array.from({ length: rows }, (_, i) => `p${i}@company${i % 7}.test`)].join('\n'));
}

describe('the bulk sweep', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ BULK_NETWORK_CHECKS: 'false', BULK_CHUNK_SIZE: '10' });
  });
  afterAll(async () => h?.close());

  const work = () => h.graph.pipeline.bulkWork;
  /** The sweep as it runs `ms` from now. */
  const sweepIn = (ms: number) => sweepBulks({ ...work(), now: () => new Date(Date.now() + ms) });
  const bulk = (id: string) => h.graph.pipeline.bulks.get(id);

  it('leaves a queued bulk whose split job waits, and ends one whose split job is gone', async () => {
    const kept = await h.graph.pipeline.bulks.create({ keyId: 'sweep-a', kind: 'verify', upload: [csv(3)] });
    const lost = await h.graph.pipeline.bulks.create({ keyId: 'sweep-a', kind: 'verify', upload: [csv(3)] });
    expect(await h.graph.pipeline.queue.removeJobs(JobName.BulkSplit, [{ bulkId: lost.id }])).toBe(1);
    // Within the grace time nothing is looked at.
    expect((await sweepIn(0)).ended.map((e) => e.id)).not.toContain(lost.id);
    const outcome = await sweepIn(GRACE_MS + 1000);
    expect(outcome.ended).toContainEqual({ id: lost.id, reason: 'jobs_lost: its split job is gone (found by the bulk sweep)' });
    expect(outcome.ended.map((e) => e.id)).not.toContain(kept.id);
    expect(await bulk(lost.id)).toMatchObject({ state: 'failed', error: 'jobs_lost: its split job is gone (found by the bulk sweep)' });
    expect(await bulk(kept.id)).toMatchObject({ state: 'queued' });
    // Its upload went with it.
    expect(await h.storedUploadPieces(lost.id)).toBe(0);
  });

  it('ends a running bulk when a chunk that has not counted has no job, and removes its other waiting chunk jobs', async () => {
    const b = await h.graph.pipeline.bulks.create({ keyId: 'sweep-b', kind: 'verify', upload: [csv(200)] });
    // The split, as a worker would run it (its own job left waiting: the sweep reads the bulk's state).
    expect(await splitBulk(work(), b.id)).toMatchObject({ rows: 200 });
    const open = await h.graph.pipeline.bulkRepo.openChunks(b.id);
    expect(open.length).toBeGreaterThan(1);
    expect(await sweepIn(GRACE_MS + 1000)).toMatchObject({ ended: expect.not.arrayContaining([expect.objectContaining({ id: b.id })]) });
    await h.graph.pipeline.queue.removeJobs(JobName.BulkChunk, [{ bulkId: b.id, chunk: open[0]!, items: [] }]);
    const outcome = await sweepIn(GRACE_MS + 1000);
    const reason = 'jobs_lost: the jobs of 1 of its chunks are gone (found by the bulk sweep); the rows they held were not processed';
    expect(outcome.ended).toContainEqual({ id: b.id, reason });
    expect(await bulk(b.id)).toMatchObject({ state: 'failed', error: reason, processed: 0 });
    // Its other chunks' jobs are gone too: nothing would run for a failed bulk.
    for (const chunk of open.slice(1)) expect(await work().jobs.stateOf(b.id, chunk)).toBe('missing');
  });
});
