/**
 * A bulk's ends other than completing, as the workers reach them: failed for a reason (a file
 * that cannot be read, a split that gave up), or failed because the store has no room left for
 * it. The moves themselves are the lifecycle's (bulk-state.ts); this is what goes with them.
 */
import type { BulkWorkDeps } from './bulk-work.js';

/** The error a bulk shows when the store had no room for it (its id first, as the API's errors). */
export const STORAGE_FULL_REASON = 'storage_full: the store ran out of room for this bulk; what it had stored was freed';

/** Marks the bulk failed with a reason, drops its upload, and queues its finalize (once). */
export async function failBulk(deps: BulkWorkDeps, bulkId: string, reason: string): Promise<{ failed: string }> {
  await deps.store.move(bulkId, 'failed', { error: reason, finishedAt: deps.now().toISOString() });
  await deps.store.dropUpload(bulkId);
  await deps.jobs.finalize(bulkId);
  return { failed: reason };
}

/**
 * The store refused a write of this bulk for lack of room. Retrying would only fill it again, so
 * the bulk ends now: everything it stored is freed first (that is what makes room for the rest),
 * then it is marked failed (BulkStore.failForStorage: writes a full store still takes), then its
 * waiting jobs are removed, so they neither run nor retry. Its counts stay as they were: the rows
 * it had done are still counted in its status. Removing the jobs and queueing the finalize need
 * a little room, which the freed parts give; a job that could not be removed finds the bulk
 * failed and ends at once.
 */
export async function failForStorage(deps: BulkWorkDeps, bulkId: string): Promise<{ failed: string }> {
  const chunks = await deps.store.openChunks(bulkId);
  await deps.store.failForStorage(bulkId, STORAGE_FULL_REASON, deps.now().toISOString());
  await deps.jobs.removeWaiting(bulkId, chunks).catch(() => undefined);
  await deps.jobs.finalize(bulkId);
  return { failed: STORAGE_FULL_REASON };
}
