/**
 * Completed jobs over the last minutes, from the per-minute counters BullMQ workers keep when they
 * run with `metrics` enabled. BullMQ writes a minute's count to its list only when a job completes
 * in a later minute; until then the jobs of the latest minute with a completion are the difference
 * `meta.count - meta.prevCount`, and `meta.prevTS` says which minute that is. Reading only the list
 * would miss the current minute and, on an idle queue, report an old minute as the last one.
 */

/** What BullMQ's `Queue.getMetrics('completed', start, end)` answers. */
export interface CompletedMetrics {
  meta: { count: number; prevTS: number; prevCount: number };
  /** Newest first: data[i] counts the minute `i + 1` minutes before the minute of `prevTS`. */
  data: number[];
}

/** Something with BullMQ's `getMetrics` (a BullMQ Queue). */
export interface MetricsSource {
  getMetrics(type: 'completed', start?: number, end?: number): Promise<CompletedMetrics>;
}

/**
 * Jobs completed in the last `minutes` clock minutes, the current (partial) minute included:
 * `minutes = 1` counts the current minute, `60` the current one and the 59 before it.
 */
export function completedWithin(metrics: CompletedMetrics, minutes: number, nowMs: number): number {
  const { count, prevTS, prevCount } = metrics.meta;
  if (!prevTS || minutes < 1) return 0;
  // How many minutes ago the latest minute with a completion is (0: the current minute).
  const age = Math.floor(nowMs / 60_000) - Math.floor(prevTS / 60_000);
  let total = age < minutes ? Math.max(0, count - prevCount) : 0;
  for (let i = 0; i < metrics.data.length && age + 1 + i < minutes; i++) total += Number(metrics.data[i]) || 0;
  return total;
}

export interface Throughput {
  last_minute: number;
  last_hour: number;
}

export async function queueThroughput(queue: MetricsSource, nowMs = Date.now()): Promise<Throughput> {
  const metrics = await queue.getMetrics('completed', 0, 59);
  return { last_minute: completedWithin(metrics, 1, nowMs), last_hour: completedWithin(metrics, 60, nowMs) };
}
