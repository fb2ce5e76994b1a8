/** bulk.sweep (scheduled every five minutes): ends the bulks whose jobs are gone (core/bulk/sweep.ts). */
import { sweepBulks, type SweepOutcome } from '../src/core/bulk/sweep.js';
import type { JobContext } from './context.js';

export async function bulkSweep(ctx: JobContext): Promise<SweepOutcome> {
  const outcome = await sweepBulks(ctx.bulkWork);
  for (const { id, reason } of outcome.ended) ctx.logger.warn({ bulk: id, reason }, 'bulk ended by the sweep');
  return outcome;
}
