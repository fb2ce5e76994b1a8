/**
 * bulk.chunk: one chunk of a bulk through the core. Each item's result is fanned out to every row
 * that carries the item; with output=leads each row also becomes a lead in the bulk's list. The
 * results, the counters and the "chunk done" mark are written by one script, so a retry after a
 * crash neither loses nor double-counts a row, and the bulk finishes exactly once. Rows whose mail
 * server paced or greylisted us wait (RunLater) while the rest is kept in the job's data.
 */
import { JobName, type ChunkItem, type JobOf } from '../src/pipeline/job-names.js';
import { RunLater } from '../src/pipeline/job-errors.js';
import type { ItemResult } from '../src/core/bulk/row-processor.js';
import { appendedColumns, type BulkKind } from '../src/core/bulk/kinds/index.js';
import type { StoredRowResult } from '../src/pipeline/bulk-service.js';
import type { JobContext } from './context.js';

/** Rows of a list of items (an item carries every row that shares its input). */
const rowsOf = (items: readonly ChunkItem[]): number => items.reduce((n, item) => n + item.rows.length, 0);

export async function bulkChunk(ctx: JobContext, job: JobOf<JobName.BulkChunk>): Promise<unknown> {
  const { bulkId, chunk, items } = job.data;
  const bulk = await ctx.bulks.get(bulkId);
  if (!bulk || bulk.state === 'failed') {
    // Rows that were waiting wait no more: the bulk's status must not keep showing them.
    await ctx.bulks.clearPending(bulkId, chunk);
    return { skipped: bulk ? 'bulk failed' : 'bulk is gone' };
  }
  const kind = bulk.kind as BulkKind;
  const columns = appendedColumns(kind).slice(0, -2);
  const since = job.data.since ?? ctx.now().getTime();
  const settled: Record<string, { result: string; tally: string }> = { ...(job.data.settled ?? {}) };
  // Items settled in an earlier run (before a pause for a pacing server) are not asked again.
  const open = items.filter((item) => settled[item.key] === undefined);
  const waitedMs = ctx.now().getTime() - since;
  const mayWait = waitedMs < ctx.config.mail.pendingMaxSeconds * 1000;

  // The job's retries cover faults of the whole chunk (Redis, a bug); on the last attempt the
  // rows get an error status instead, so the chunk still counts and the bulk still finishes.
  const lastAttempt = job.attemptsMade + 1 >= job.attempts;
  let results: ItemResult[];
  try {
    // A resumed run holds only rows that waited: their cached answers are the ones to replace.
    results = await ctx.processor.process(kind, open, { fresh: job.data.since !== undefined, leads: bulk.output === 'leads' });
  } catch (err) {
    if (!lastAttempt) throw err;
    // The error's own text (Redis, a bug) goes to the log only; the rows say what happened.
    const message = `processing failed after ${job.attempts} attempts (an internal error; the worker log has the details)`;
    ctx.logger.error({ err, bulk: bulkId, chunk }, 'chunk failed; its rows are marked as errors');
    results = open.map(() => ({ tally: 'error', status: 'error', error: message, rows: [{}], leads: [] }));
  }

  // Slow is not unknown: a row whose mail server paced or greylisted us waits (the job sleeps in
  // the delayed set and asks again) until it answers or the pending time runs out.
  const waiting: ChunkItem[] = [];
  let askAt = Infinity;
  for (const [n, item] of open.entries()) {
    const r = results[n]!;
    if (r.askAgainAt !== undefined && mayWait) {
      waiting.push(item);
      askAt = Math.min(askAt, r.askAgainAt || ctx.now().getTime() + ctx.config.mail.greylistRetrySeconds * 1000);
      continue;
    }
    if (r.askAgainAt !== undefined) {
      r.error = `no final answer from the mail server within ${ctx.config.mail.pendingMaxSeconds} s (it paced or greylisted us); the status stays unknown`;
    }
    if (bulk.output === 'leads' && bulk.leadsListId !== null) {
      const leads = ctx.services.teams.of(bulk.team).leads;
      for (const lead of r.leads) await leads.upsertFromBulk(bulk.leadsListId, lead.input, lead.verification);
    }
    const stored: StoredRowResult = [r.status, r.error, r.rows.map((values) => columns.map((c) => values[c] ?? null))];
    settled[item.key] = { result: JSON.stringify(stored), tally: r.tally };
  }
  if (waiting.length > 0) {
    await ctx.bulks.setPending(bulkId, chunk, rowsOf(waiting));
    // Not before a second, and not past the pending time: the last try comes at its end.
    const deadline = since + ctx.config.mail.pendingMaxSeconds * 1000;
    const delayMs = Math.max(1000, Math.min(askAt, deadline) - ctx.now().getTime());
    throw new RunLater({ ...job.data, settled, since }, delayMs, `${rowsOf(waiting)} rows wait for a mail server that paces or greylists us`);
  }

  const done = items.map((item) => ({ rows: item.rows, ...settled[item.key]! }));
  const outcome = await ctx.bulks.completeChunk(bulkId, chunk, done, ctx.now());
  // 'repeat' after a crash between counting and queueing the finalize: queue it again (the job
  // id makes it run once).
  if (outcome === 'finished' || (outcome === 'repeat' && (await ctx.bulks.get(bulkId))?.state === 'completed')) {
    await ctx.queue.add(JobName.BulkFinalize, { bulkId });
  }
  return { rows: rowsOf(items), outcome, kind };
}
