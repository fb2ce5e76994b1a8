/**
 * The worker side of the queues: one BullMQ Worker per queue, dispatching each job by name to
 * its handler (jobs/index.ts). A handler that throws BadJobInput fails the job for good
 * (UnrecoverableError: retrying bad input cannot help); any other error is retried with backoff.
 */
import { DelayedError, MetricsTime, UnrecoverableError, Worker } from 'bullmq';
import type { Logger } from '../logger.js';
import { bullConnection } from './pipeline-queue.js';
import { QUEUE_NAMES, QUEUE_OF, type JobHandlers, type JobName, type QueueName } from './job-names.js';
import { BadJobInput, RunLater } from './job-errors.js';
import type { Redis } from '../redis.js';
import type { RedisConnectionConfig } from '../config.js';
import { RedisKeys } from '../store/redis-keys.js';

export interface PipelineWorkersOptions {
  redisUrl: string;
  /** The deployment's Redis (Sentinel, Cluster), in place of redisUrl when given. */
  connection?: RedisConnectionConfig;
  prefix: string;
  logger: Logger;
  /** Jobs each queue's worker runs at once. */
  concurrency: number;
  /** Per-queue concurrency where it differs (crawls wait on politeness delays, not on CPU). */
  concurrencyOf?: Partial<Record<QueueName, number>>;
  /** Milliseconds a job's lock lasts; a worker that dies loses it after this and the job is run again. */
  lockDurationMs?: number;
  /** Told when a job's handler ends (metrics); `rows`/`kind` come from its result when it has them. */
  onJobDone?: JobDoneHook;
  /**
   * Called once when a job has failed for good (no attempt left, or bad input). `reason` is the
   * message of a BadJobInput (written for users) or, for any other error, null: internal error
   * text (Redis, a bug) stays in the log and is not shown to clients.
   */
  onFailedForGood?: (name: JobName, data: unknown, reason: string | null) => Promise<void>;
}

/** Seconds the handler ran; a throw is 'failed' whether or not the job is retried. */
/** delayed: the run ended waiting (RunLater) and the job runs again later. */
export type JobDoneHook = (name: string, seconds: number, outcome: 'completed' | 'failed' | 'delayed', rows?: number, kind?: string) => void;

export class PipelineWorkers {
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];

  constructor(
    private readonly opts: PipelineWorkersOptions,
    private readonly handlers: JobHandlers,
  ) {
    if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1) throw new RangeError('concurrency must be a positive integer');
    for (const queue of QUEUE_NAMES) this.start(queue);
  }

  private start(queue: QueueName): void {
    const connection = bullConnection(this.opts.connection ?? this.opts.redisUrl);
    connection.on('error', (err) => this.opts.logger.error({ err }, 'worker redis connection error'));
    this.connections.push(connection);
    const worker = new Worker(
      queue,
      async (job, token) => {
        const name = job.name as JobName;
        if (QUEUE_OF[name] !== queue) throw new UnrecoverableError(`job ${name} does not belong on queue ${queue}`);
        const handler = this.handlers[name] as (j: unknown) => Promise<unknown>;
        const started = performance.now();
        try {
          const result = await handler({ name, data: job.data, id: job.id, attemptsMade: job.attemptsMade, attempts: job.opts.attempts ?? 1 });
          this.jobDone(name, started, 'completed', result);
          return result;
        } catch (err) {
          if (err instanceof RunLater && token !== undefined) {
            // Keep what is settled, then wait in the delayed set; no attempt is used up
            // (BullMQ's documented pattern: moveToDelayed, then DelayedError).
            this.jobDone(name, started, 'delayed', undefined);
            await job.updateData(err.data as typeof job.data);
            await job.moveToDelayed(Date.now() + err.delayMs, token);
            throw new DelayedError();
          }
          this.jobDone(name, started, 'failed', undefined);
          if (err instanceof BadJobInput) throw new UnrecoverableError(err.message);
          throw err;
        }
      },
      {
        connection,
        prefix: new RedisKeys(this.opts.prefix).bull(),
        concurrency: this.opts.concurrencyOf?.[queue] ?? this.opts.concurrency,
        lockDuration: this.opts.lockDurationMs ?? 30_000,
        // Check for jobs whose worker died as often as a lock can expire.
        stalledInterval: this.opts.lockDurationMs ?? 30_000,
        maxStalledCount: 5,
        metrics: { maxDataPoints: MetricsTime.ONE_WEEK },
      },
    );
    worker.on('error', (err) => this.opts.logger.error({ err, queue }, 'worker error'));
    worker.on('failed', (job, err) => {
      this.opts.logger.warn({ err: err.message, job: job?.name, id: job?.id, attempts: job?.attemptsMade }, 'job failed');
      const final = job && (err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1));
      if (final && this.opts.onFailedForGood) {
        this.opts.onFailedForGood(job.name as JobName, job.data, err instanceof UnrecoverableError ? err.message : null).catch((e: unknown) =>
          this.opts.logger.error({ err: e, job: job.name, id: job.id }, 'could not record a job that failed for good'),
        );
      }
    });
    this.workers.push(worker);
  }

  private jobDone(name: string, started: number, outcome: 'completed' | 'failed' | 'delayed', result: unknown): void {
    if (!this.opts.onJobDone) return;
    const r = (result ?? {}) as { rows?: unknown; kind?: unknown };
    try {
      this.opts.onJobDone(name, (performance.now() - started) / 1000, outcome, typeof r.rows === 'number' ? r.rows : undefined, typeof r.kind === 'string' ? r.kind : undefined);
    } catch (err) {
      this.opts.logger.warn({ err }, 'onJobDone hook failed');
    }
  }

  /** Lets running jobs finish, then stops (SIGTERM/SIGINT path). */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    for (const c of this.connections) c.disconnect();
  }
}
