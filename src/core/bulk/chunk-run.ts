/**
 * One chunk of a bulk through the core. Each item's result is fanned out to every row that
 * carries the item; with output=leads each row also becomes a lead in the bulk's list. The
 * results, the counters and the "chunk done" mark are written at once by the store, so a retry
 * after a crash neither loses nor double-counts a row, and the bulk finishes exactly once. Rows
 * whose mail server paced or greylisted us wait: the outcome says when to run the chunk again,
 * with the rows already answered kept in its data.
 */
import type { ChunkItem, StoredRowResult } from './bulk-record.js';
import { takesChunkResults } from './bulk-state.js';
import type { BulkWorkDeps } from './bulk-work.js';
import { appendedColumns, type BulkKind } from './kinds/index.js';
import type { ItemResult } from './row-processor.js';
import { failBulk, failForStorage } from './bulk-end.js';
import { isStatementTimeout, isStorageFull } from '../storage.js';

/** A chunk as queued, and as carried over when it waits. */
export interface ChunkData {
  bulkId: string;
  chunk: number;
  items: ChunkItem[];
  /** Items answered in an earlier run (before a pause for a pacing server): key -> result. */
  settled?: Record<string, { result: string; tally: string }>;
  /** When the chunk first ran (ms): the pending time counts from there. */
  since?: number;
}

export type ChunkOutcome =
  | { skipped: string }
  | { rows: number; outcome: 'finished' | 'counted' | 'repeat'; kind: BulkKind }
  /** Run again with `data` after `delayMs`: some rows wait for a mail server. */
  | { wait: { data: ChunkData; delayMs: number; reason: string } };

export interface ChunkAttempt {
  /** No retry follows a failure of this run. */
  last: boolean;
  attempts: number;
  /** Told about an internal error that turned the chunk's rows into error rows. */
  onInternalError(err: unknown): void;
}

/** Rows of a list of items (an item carries every row that shares its input). */
export const rowsOf = (items: readonly ChunkItem[]): number => items.reduce((n, item) => n + item.rows.length, 0);

/**
 * Runs a chunk. A write the store refuses for lack of room ends the bulk (failForStorage): its
 * other chunks would only fill the store again. A statement the database cancelled at its
 * statement_timeout is retried; on the last attempt it fails the bulk with that reason, since
 * turning the rows into error rows would need the very writes that time out.
 */
export async function runChunk(deps: BulkWorkDeps, data: ChunkData, attempt: ChunkAttempt): Promise<ChunkOutcome> {
  try {
    return await run(deps, data, attempt);
  } catch (err) {
    if (isStorageFull(err)) {
      await failForStorage(deps, data.bulkId);
      return { skipped: 'storage_full' };
    }
    if (attempt.last && isStatementTimeout(err)) {
      attempt.onInternalError(err);
      await failBulk(deps, data.bulkId, `statement_timeout: the database did not finish a write of this bulk within its statement_timeout (${attempt.attempts} attempts)`);
      return { skipped: 'statement_timeout' };
    }
    throw err;
  }
}

async function run(deps: BulkWorkDeps, data: ChunkData, attempt: ChunkAttempt): Promise<ChunkOutcome> {
  const { store, settings } = deps;
  const { bulkId, chunk, items } = data;
  const bulk = await store.get(bulkId);
  if (bulk?.state === 'completed') {
    // Every chunk of a completed bulk counted (this is a retry after a crash between counting and
    // queueing the finalize): queue the finalize again (its job id makes it run once).
    await deps.jobs.finalize(bulkId);
    return { skipped: 'bulk completed' };
  }
  // A failed or cancelled bulk: nothing is processed or written. Rows that were waiting wait no
  // more: the bulk's status must not keep showing them. A failed bulk's finalize is queued again
  // (once, by its job id): the step that failed it may not have got it queued in a full store.
  if (bulk?.state === 'failed') await deps.jobs.finalize(bulkId);
  if (!bulk || !takesChunkResults(bulk.state)) return stopped(deps, data, bulk?.state ?? null);
  const kind = bulk.kind as BulkKind;
  const columns = appendedColumns(kind).slice(0, -2);
  const started = deps.now().getTime();
  const since = data.since ?? started;
  const settled: Record<string, { result: string; tally: string }> = { ...(data.settled ?? {}) };
  // Items settled in an earlier run (before a pause for a pacing server) are not asked again.
  const open = items.filter((item) => settled[item.key] === undefined);
  const mayWait = started - since < settings.pendingMaxSeconds * 1000;

  // The job's retries cover faults of the whole chunk (Redis, a bug); on the last attempt the
  // rows get an error status instead, so the chunk still counts and the bulk still finishes.
  let results: ItemResult[];
  try {
    // A resumed run holds only rows that waited: their cached answers are the ones to replace.
    results = await deps.processor.process(kind, open, { fresh: data.since !== undefined, leads: bulk.output === 'leads' });
  } catch (err) {
    // A full store or a timed-out statement is the chunk's to handle (runChunk), not the rows'.
    if (!attempt.last || isStorageFull(err) || isStatementTimeout(err)) throw err;
    // The error's own text (Redis, a bug) goes to the log only; the rows say what happened.
    attempt.onInternalError(err);
    const message = `processing failed after ${attempt.attempts} attempts (an internal error; the worker log has the details)`;
    results = open.map(() => ({ tally: 'error', status: 'error', error: message, rows: [{}], leads: [] }));
  }

  // Leads are written as the items settle, before the chunk counts: a bulk cancelled while its
  // chunk ran must not get them (its results are refused below in any case).
  if (bulk.output === 'leads') {
    const state = await store.state(bulkId);
    if (!state || !takesChunkResults(state)) return stopped(deps, data, state);
  }

  // Slow is not unknown: a row whose mail server paced or greylisted us waits (the chunk runs
  // again later) until it answers or the pending time runs out.
  const waiting: ChunkItem[] = [];
  let askAt = Infinity;
  // After the servers answered (a chunk's SMTP sessions take a while): the delays count from here.
  const now = deps.now().getTime();
  for (const [n, item] of open.entries()) {
    const r = results[n]!;
    if (r.askAgainAt !== undefined && mayWait) {
      waiting.push(item);
      askAt = Math.min(askAt, r.askAgainAt || now + settings.greylistRetrySeconds * 1000);
      continue;
    }
    if (r.askAgainAt !== undefined) {
      r.error = `no final answer from the mail server within ${settings.pendingMaxSeconds} s (it paced or greylisted us); the status stays unknown`;
    }
    if (bulk.output === 'leads' && bulk.leadsListId !== null) {
      for (const lead of r.leads) await deps.upsertLead(bulk.team, bulk.leadsListId, lead);
    }
    const stored: StoredRowResult = [r.status, r.error, r.rows.map((values) => columns.map((c) => values[c] ?? null))];
    settled[item.key] = { result: JSON.stringify(stored), tally: r.tally };
  }
  if (waiting.length > 0) {
    await store.setPending(bulkId, chunk, rowsOf(waiting));
    // Cancelled (or failed) while the chunk ran: its rows wait for nothing. Checked after the
    // write, so a cancel's dropPending either comes later or is undone here; else the bulk's
    // status kept showing them pending until the delayed job ran again (up to the pending time).
    const state = await store.state(bulkId);
    if (!state || !takesChunkResults(state)) return stopped(deps, data, state);
    // Not before a second, and not past the pending time: the last try comes at its end.
    const deadline = since + settings.pendingMaxSeconds * 1000;
    const delayMs = Math.max(1000, Math.min(askAt, deadline) - now);
    return { wait: { data: { ...data, settled, since }, delayMs, reason: `${rowsOf(waiting)} rows wait for a mail server that paces or greylists us` } };
  }

  const done = items.map((item) => ({ rows: item.rows, ...settled[item.key]! }));
  const outcome = await store.completeChunk(bulkId, chunk, done, deps.now());
  // Cancelled (or failed) while the chunk ran: nothing was written, and the job is done, not
  // failed (a retry would be refused the same way).
  if (outcome === 'refused') return stopped(deps, data, await store.state(bulkId));
  // 'repeat' after a crash between counting and queueing the finalize: queue it again (its job
  // id makes it run once).
  if (outcome === 'finished' || (outcome === 'repeat' && (await store.state(bulkId)) === 'completed')) {
    await deps.jobs.finalize(bulkId);
  }
  return { rows: rowsOf(items), outcome, kind };
}

/** A chunk whose bulk takes no more results: its waiting rows are forgotten, the job ends. */
async function stopped(deps: BulkWorkDeps, data: ChunkData, state: string | null): Promise<ChunkOutcome> {
  await deps.store.clearPending(data.bulkId, data.chunk);
  return { skipped: state ? `bulk ${state}` : 'bulk is gone' };
}

/**
 * A chunk that has no attempt left: its rows get an error status (rows answered before it waited
 * keep their answers) and count, through the same store call as a finished chunk, so the bulk
 * still completes exactly once.
 */
export async function giveUpChunk(deps: BulkWorkDeps, data: ChunkData, reason: string): Promise<void> {
  const { bulkId, items, settled } = data;
  const bulk = await deps.store.get(bulkId);
  if (!bulk || !takesChunkResults(bulk.state)) {
    // Completed: the chunk counted before; failed or cancelled: it records nothing.
    if (bulk?.state !== 'completed') await stopped(deps, data, null);
    return;
  }
  const width = appendedColumns(bulk.kind as BulkKind).length - 2;
  const stored: StoredRowResult = ['error', `processing failed for good: ${reason}`, [Array(width).fill(null)]];
  const json = JSON.stringify(stored);
  const done = items.map((item) => ({ rows: item.rows, ...(settled?.[item.key] ?? { result: json, tally: 'error' }) }));
  let outcome: Awaited<ReturnType<typeof deps.store.completeChunk>>;
  try {
    outcome = await deps.store.completeChunk(bulkId, data.chunk, done, deps.now());
  } catch (err) {
    // No room for even the error rows: the bulk ends for lack of room, as a running chunk would.
    if (!isStorageFull(err)) throw err;
    await failForStorage(deps, bulkId);
    return;
  }
  if (outcome === 'refused') await stopped(deps, data, null);
  if (outcome === 'finished') await deps.jobs.finalize(bulkId);
}
