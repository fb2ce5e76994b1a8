/**
 * The bulk sweep (job bulk.sweep, every five minutes): every bulk that has not ended must have a
 * job that will move it on. A bulk whose jobs are gone (a Redis restarted without its data, a
 * job whose own failure could not be recorded in a full store, a split that stopped without
 * finishing it) would otherwise show `queued`, `splitting` or `running` for ever; the sweep ends
 * it as failed, with a reason that says which jobs were lost, and frees what it stored.
 *
 * What counts as lost, per state:
 * - queued or splitting: its split job is missing, completed or failed for good, while the bulk,
 *   read again after the job, still has not got past the split;
 * - running: a chunk that has not counted has no job waiting or running for it (missing,
 *   completed or failed for good), read again after the jobs so a chunk that counted meanwhile is
 *   not taken for lost.
 * A bulk younger than GRACE_MS is left alone: between its record and its split job, or between
 * a window's record and its chunk jobs, there is a moment without a job that is not a loss.
 */
import type { BulkWorkDeps } from './bulk-work.js';
import { failBulk } from './bulk-end.js';

export const GRACE_MS = 2 * 60_000;

export interface SweepOutcome {
  /** Unfinished bulks looked at. */
  checked: number;
  /** The bulks the sweep ended, with why. */
  ended: { id: string; reason: string }[];
}

const GONE = new Set(['missing', 'completed', 'failed']);

export async function sweepBulks(deps: BulkWorkDeps): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { checked: 0, ended: [] };
  const now = deps.now().getTime();
  for (const bulk of await deps.store.unfinished()) {
    if (now - Date.parse(bulk.createdAt) < GRACE_MS) continue;
    outcome.checked++;
    const reason = await lostJobs(deps, bulk.id, bulk.state);
    if (reason === null) continue;
    await failBulk(deps, bulk.id, reason);
    await deps.jobs.removeWaiting(bulk.id, await deps.store.openChunks(bulk.id));
    outcome.ended.push({ id: bulk.id, reason });
  }
  return outcome;
}

/** Why the bulk has no job left to move it on, or null when it has one. */
async function lostJobs(deps: BulkWorkDeps, id: string, state: string): Promise<string | null> {
  if (state === 'queued' || state === 'splitting') {
    const split = await deps.jobs.stateOf(id, 'split');
    if (!GONE.has(split)) return null;
    const now = await deps.store.state(id);
    if (now !== 'queued' && now !== 'splitting') return null;
    return `jobs_lost: its split job ${split === 'missing' ? 'is gone' : `${split} without splitting it`} (found by the bulk sweep)`;
  }
  const open = await deps.store.openChunks(id);
  const gone: number[] = [];
  for (const chunk of open) if (GONE.has(await deps.jobs.stateOf(id, chunk))) gone.push(chunk);
  if (gone.length === 0) return null;
  const still = new Set(await deps.store.openChunks(id));
  const lost = gone.filter((c) => still.has(c));
  if (lost.length === 0 || (await deps.store.state(id)) !== 'running') return null;
  return `jobs_lost: the jobs of ${lost.length} of its chunks are gone (found by the bulk sweep); the rows they held were not processed`;
}
