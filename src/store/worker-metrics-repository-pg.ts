/**
 * What each worker process last published of its metrics, in PostgreSQL for the shapes without
 * Redis: the counterpart of worker-metrics-repository.ts, one row of the UNLOGGED
 * `worker_metrics` table per worker (migrations/0011_worker_metrics.sql).
 */
import type pg from 'pg';
import type { PublishedMetricsStore } from '../observability/metrics-registry.js';

export class PgWorkerMetricsRepository implements PublishedMetricsStore {
  constructor(private readonly pool: pg.Pool) {}

  async put(worker: string, body: string): Promise<void> {
    await this.pool.query('INSERT INTO worker_metrics (worker, body) VALUES ($1, $2) ON CONFLICT (worker) DO UPDATE SET body = EXCLUDED.body', [worker, body]);
  }

  async all(): Promise<Record<string, string>> {
    const { rows } = await this.pool.query<{ worker: string; body: string }>('SELECT worker, body FROM worker_metrics');
    return Object.fromEntries(rows.map((r) => [r.worker, r.body]));
  }

  async remove(workers: readonly string[]): Promise<void> {
    if (workers.length > 0) await this.pool.query('DELETE FROM worker_metrics WHERE worker = ANY($1)', [workers]);
  }
}
