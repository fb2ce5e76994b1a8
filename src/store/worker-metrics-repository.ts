/**
 * What each worker process last published of its metrics, in one Redis hash (field: the worker,
 * value: its JSON), so the API's /metrics can add up every worker's (observability/metrics-registry.ts).
 */
import type { Redis } from '../redis.js';
import type { PublishedMetricsStore } from '../observability/metrics-registry.js';
import { RedisKeys } from './redis-keys.js';

export class WorkerMetricsRepository implements PublishedMetricsStore {
  private readonly key: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.key = new RedisKeys(prefix).workerMetrics();
  }

  async put(worker: string, body: string): Promise<void> {
    await this.redis.hset(this.key, worker, body);
  }

  all(): Promise<Record<string, string>> {
    return this.redis.hgetall(this.key);
  }

  async remove(workers: readonly string[]): Promise<void> {
    if (workers.length > 0) await this.redis.hdel(this.key, ...workers);
  }
}
