/**
 * store.sweep (scheduled every few minutes where the shared state is in PostgreSQL): deletes the
 * rows whose lifetime is over (rate counters, mail caches, hosts' pace, crawl claims, bulk parts).
 * Nothing depends on it for correctness (every read ignores a row past its time); it keeps the
 * tables from growing. On Redis it deletes nothing: Redis expires its keys itself.
 */
import type { JobContext } from './context.js';

export async function storeSweep(ctx: JobContext): Promise<{ deleted: number }> {
  return { deleted: await ctx.services.shared.sweep(ctx.now()) };
}
