/**
 * Prometheus metrics (prom-client). Each app builds its own Registry (never prom-client's global
 * one), so several apps in one process (tests) do not clash.
 *
 * - API process: HTTP requests (an onResponse hook; the route label is the route pattern, never
 *   the raw URL) and queue depth, read from the queues (Redis or PostgreSQL) when Prometheus scrapes.
 * - Worker process: job durations and bulk rows processed, recorded through the `onJobDone` hook
 *   of PipelineWorkers. A worker usually has no HTTP server, so `workerMetrics` publishes its
 *   counters to one Redis hash (a PostgreSQL table without Redis) every few seconds and the API's /metrics adds up what every live
 *   worker published (prom-client's cluster aggregation: sums per label set). A worker that has
 *   been silent for `STALE_AFTER_MS` is dropped, which Prometheus sees as a counter reset.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { freeRatio, type HeadroomProbe, type StorageHeadroom } from '../core/storage.js';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import type { Logger } from '../logger.js';
import type { QueueHealth } from '../pipeline/pipeline-queue.js';
import type { JobDoneHook } from '../pipeline/pipeline-workers.js';
import { JobName } from '../pipeline/job-names.js';
import { within } from './redis-info.js';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** The label of requests that matched no route (404s), so unknown URLs cannot grow the series. */
export const UNMATCHED_ROUTE = '(unmatched)';

export interface AppMetrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
}

export function createAppMetrics(options: { defaultMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'cds_' });
  return {
    registry,
    httpRequests: new Counter({
      name: 'cds_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'cds_http_request_duration_seconds',
      help: 'Seconds from receiving a request to sending its response, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
  };
}

/** Counts and times every response. Add it before the routes, so it covers all of them. */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/** The queue side of PipelineQueue the gauges read. */
export interface QueueHealthSource {
  health(): Promise<QueueHealth[]>;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'] as const;

/**
 * Queue gauges, read from the queues on each scrape: jobs per queue and state, workers connected, age
 * of the oldest waiting job. When the queues' store does not answer within `timeoutMs` they report nothing
 * (rather than stale numbers) and the scrape still answers.
 */
/**
 * One read shared by the gauges a scrape collects in parallel: the first asks, the others wait
 * for its answer; null (nothing reported) when it fails or takes longer than `timeoutMs`.
 */
function scrapeSnapshot<T>(read: () => Promise<T>, what: string, timeoutMs: number, logger?: Logger): () => Promise<T | null> {
  let pending: Promise<T | null> | null = null;
  return () => {
    pending ??= within(read(), timeoutMs, what)
      .catch((err: unknown) => {
        logger?.warn({ err }, `${what} unavailable`);
        return null;
      })
      .finally(() => setTimeout(() => (pending = null), 0));
    return pending;
  };
}

export function observeQueues(metrics: AppMetrics, queue: QueueHealthSource, logger?: Logger, timeoutMs = 2000): void {
  // The three gauges are collected in parallel: one health() read serves one scrape.
  const snapshot = scrapeSnapshot(() => queue.health(), 'queue health', timeoutMs, logger);
  new Gauge({
    name: 'cds_queue_jobs',
    help: 'Jobs in each queue by state (completed and failed: those still kept).',
    labelNames: ['queue', 'state'] as const,
    registers: [metrics.registry],
    async collect() {
      const health = await snapshot();
      this.reset();
      for (const q of health ?? []) for (const state of QUEUE_STATES) this.set({ queue: q.name, state }, q.counts[state] ?? 0);
    },
  });
  new Gauge({
    name: 'cds_queue_workers',
    help: 'Workers connected to each queue.',
    labelNames: ['queue'] as const,
    registers: [metrics.registry],
    async collect() {
      const health = await snapshot();
      this.reset();
      for (const q of health ?? []) this.set({ queue: q.name }, q.workers);
    },
  });
  new Gauge({
    name: 'cds_queue_oldest_waiting_seconds',
    help: 'Age of the oldest job waiting in each queue (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [metrics.registry],
    async collect() {
      const health = await snapshot();
      this.reset();
      for (const q of health ?? []) this.set({ queue: q.name }, q.oldestWaitingSeconds ?? 0);
    },
  });
}

/**
 * The store's room (core/storage.ts): bytes used, its limit, the share still free and whether it
 * refuses writes, labelled by store (Redis, PostgreSQL). A store whose limit the service cannot
 * see reports its use only; a read that fails or times out reports nothing for that scrape.
 * The README's alert rule fires on `cds_store_free_ratio < 0.1` and on `cds_store_full == 1`.
 */
export function observeHeadroom(metrics: AppMetrics, headroom: HeadroomProbe, logger?: Logger, timeoutMs = 2000): void {
  const snapshot = scrapeSnapshot(() => headroom.headroom(), 'store headroom', timeoutMs, logger);
  const gauge = (name: string, help: string, value: (h: StorageHeadroom) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['store'] as const,
      registers: [metrics.registry],
      async collect() {
        const h = await snapshot();
        this.reset();
        const v = h ? value(h) : null;
        if (h && v !== null) this.set({ store: h.store }, v);
      },
    });
  gauge('cds_store_used_bytes', "Bytes the store of bulks, queues and counters uses (Redis used_memory; PostgreSQL: the database's size).", (h) => h.usedBytes);
  gauge('cds_store_limit_bytes', "The most the store may use (Redis maxmemory, else the machine's memory; PostgreSQL: STORAGE_MAX_BYTES or the embedded server's disk).", (h) => h.limitBytes);
  gauge('cds_store_free_ratio', 'The share of the limit still free (0 to 1).', freeRatio);
  gauge('cds_store_full', '1 when the store refuses writes for lack of room (Redis at maxmemory with noeviction).', (h) => (h.full ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------
// Worker side

interface WorkerMetricSet {
  jobDuration: Histogram<'job' | 'outcome'>;
  rowsProcessed: Counter<'kind'>;
}

function defineWorkerMetrics(registry: Registry): WorkerMetricSet {
  return {
    jobDuration: new Histogram({
      name: 'cds_job_duration_seconds',
      help: 'Seconds a job handler ran, by job name and outcome (failed: it threw, retried or not; delayed: it will run again, waiting for a mail server).',
      labelNames: ['job', 'outcome'] as const,
      buckets: JOB_BUCKETS,
      registers: [registry],
    }),
    rowsProcessed: new Counter({
      name: 'cds_bulk_rows_processed_total',
      help: 'Bulk rows written by bulk.chunk jobs, by bulk kind (unknown when the job does not report it).',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
  };
}

/**
 * Where each worker's last published metrics are kept for the API to read (a Redis hash, or a
 * PostgreSQL table on the shapes without Redis: store/worker-metrics-repository*.ts).
 */
export interface PublishedMetricsStore {
  put(worker: string, body: string): Promise<void>;
  /** Every worker's last body, by worker. */
  all(): Promise<Record<string, string>>;
  remove(workers: readonly string[]): Promise<void>;
}

export interface WorkerMetricsOptions {
  /** Where the metrics are registered; a new Registry when not given. */
  registry?: Registry;
  /** Publish here so the API's /metrics serves them; else in-process only. */
  store?: PublishedMetricsStore;
  /** How often the worker publishes (ms); default 15 s. */
  intervalMs?: number;
  logger?: Logger;
}

export interface WorkerMetrics {
  readonly registry: Registry;
  /** Pass as PipelineWorkers' `onJobDone`. */
  readonly onJobDone: JobDoneHook;
  /** Publishes now (the timer does it every `intervalMs`). */
  publish(): Promise<void>;
  /** Stops the timer after a last publish. */
  close(): Promise<void>;
}

/** Workers silent for longer than this are left out of /metrics (and deleted). */
export const STALE_AFTER_MS = 5 * 60_000;

interface Published {
  at: number;
  metrics: MetricObjectWithValues<MetricValue<string>>[];
}

/** Job-duration and rows-processed metrics of a worker process, and their publication to the store. */
export function workerMetrics(options: WorkerMetricsOptions = {}): WorkerMetrics {
  const registry = options.registry ?? new Registry();
  const set = defineWorkerMetrics(registry);
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const { store } = options;

  const publish = async (): Promise<void> => {
    if (!store) return;
    const body: Published = { at: Date.now(), metrics: [await set.jobDuration.get(), await set.rowsProcessed.get()] };
    await store.put(id, JSON.stringify(body));
  };
  const timer = store
    ? setInterval(() => {
        publish().catch((err: unknown) => options.logger?.warn({ err }, 'worker metrics not published'));
      }, options.intervalMs ?? 15_000)
    : null;
  timer?.unref();

  return {
    registry,
    onJobDone(name, seconds, outcome, rows, kind) {
      set.jobDuration.observe({ job: name, outcome }, seconds);
      if (name === JobName.BulkChunk && outcome === 'completed' && rows !== undefined && rows > 0) {
        set.rowsProcessed.inc({ kind: kind ?? 'unknown' }, rows);
      }
    },
    publish,
    async close() {
      if (timer) clearInterval(timer);
      await publish().catch((err: unknown) => options.logger?.warn({ err }, 'worker metrics not published'));
    },
  };
}

/**
 * The workers' metrics as Prometheus text: what every live worker published, summed per label
 * set. The metric names are always present (HELP/TYPE lines), with no samples when no worker has
 * reported yet.
 */
export async function publishedWorkerMetrics(store: PublishedMetricsStore, nowMs = Date.now()): Promise<string> {
  const empty = defineWorkerMetrics(new Registry());
  const all: MetricObjectWithValues<MetricValue<string>>[][] = [[await empty.jobDuration.get(), await empty.rowsProcessed.get()]];
  const stale: string[] = [];
  for (const [field, raw] of Object.entries(await store.all())) {
    try {
      const body = JSON.parse(raw) as Published;
      if (nowMs - body.at > STALE_AFTER_MS) stale.push(field);
      else all.push(body.metrics);
    } catch {
      stale.push(field);
    }
  }
  if (stale.length > 0) await store.remove(stale);
  return AggregatorRegistry.aggregate(all).metrics();
}
