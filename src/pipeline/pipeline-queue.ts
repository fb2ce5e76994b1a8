/**
 * The one module that talks to BullMQ for producing jobs: a Queue per queue name, typed adds,
 * the job schedulers, and queue health for the status endpoint.
 */
import type { Queue } from 'bullmq';
import type { Logger } from '../logger.js';
import { QUEUE_NAMES, QUEUE_OF, type JobName, type JobPayloads, type QueueName } from './job-names.js';
import { jobOptions } from './job-options.js';
import { QueueBackend, type QueueConnection } from './queue-backend.js';

export interface PipelineQueueOptions {
  /** Where the queues are (Redis, or PostgreSQL through BullMQ's backend). */
  connection: QueueConnection;
  logger: Logger;
  /** Completed and failed jobs kept for inspection (count and seconds). */
  keepCompleted?: { count: number; age: number };
  keepFailed?: { count: number; age: number };
}

const DEFAULTS = {
  keepCompleted: { count: 1000, age: 24 * 3600 },
  keepFailed: { count: 5000, age: 7 * 24 * 3600 },
};

export interface QueueHealth {
  name: QueueName;
  counts: Record<'waiting' | 'active' | 'delayed' | 'failed' | 'completed' | 'prioritized', number>;
  workers: number;
  oldestWaitingSeconds: number | null;
}

export class PipelineQueue {
  private readonly opts: Required<PipelineQueueOptions>;
  private readonly backend: QueueBackend;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(options: PipelineQueueOptions) {
    this.opts = { ...DEFAULTS, ...options } as Required<PipelineQueueOptions>;
    this.backend = new QueueBackend(this.opts.connection, (err) => this.opts.logger.error({ err }, 'queue connection error'));
    for (const name of QUEUE_NAMES) {
      const queue = this.backend.queue(name, {
        defaultJobOptions: {
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: this.opts.keepCompleted,
          removeOnFail: this.opts.keepFailed,
        },
      });
      queue.on('error', (err) => this.opts.logger.error({ err, queue: name }, 'queue error'));
      this.queues.set(name, queue);
    }
  }

  /** Where the queues are (workers of this process open theirs to the same place). */
  get connection(): QueueConnection {
    return this.opts.connection;
  }

  /** Where the queues are kept: 'redis' or 'postgres'. */
  get kind(): QueueConnection['backend'] {
    return this.backend.kind;
  }

  queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  /**
   * Adds a job with its id and options from jobOptions (idempotent: a job whose id the queue
   * holds is not added again). `now`: the caller's clock, for ids that carry the time.
   */
  async add<T extends JobName>(name: T, data: JobPayloads[T], { delay, now = new Date() }: { delay?: number; now?: Date } = {}): Promise<void> {
    await this.queue(QUEUE_OF[name]).add(name, data, { ...jobOptions(name, data, { now }), ...(delay !== undefined ? { delay } : {}) });
    // A queued job the caller goes on from survives a failover (store/replica-wait.ts).
    await this.backend.added();
  }

  async addMany<T extends JobName>(name: T, payloads: readonly JobPayloads[T][], { now = new Date() }: { now?: Date } = {}): Promise<void> {
    if (payloads.length === 0) return;
    await this.queue(QUEUE_OF[name]).addBulk(payloads.map((data) => ({ name, data, opts: jobOptions(name, data, { now }) })));
    await this.backend.added();
  }

  /**
   * Removes the jobs these payloads were queued as (their ids from jobOptions), when they wait or
   * are delayed; a job a worker holds (active) stays and ends by itself. Returns how many went.
   */
  async removeJobs<T extends JobName>(name: T, payloads: readonly JobPayloads[T][], { now = new Date() }: { now?: Date } = {}): Promise<number> {
    const queue = this.queue(QUEUE_OF[name]);
    let removed = 0;
    // A few hundred at a time: the commands go out together, the answers are not held all at once.
    for (let i = 0; i < payloads.length; i += 500) {
      const ids = payloads.slice(i, i + 500).map((data) => jobOptions(name, data, { now }).jobId);
      const codes = await Promise.all(ids.map((id) => (id === undefined ? 0 : queue.remove(id))));
      removed += codes.reduce((a, b) => a + b, 0);
    }
    return removed;
  }

  /**
   * Where the job these payloads were queued as is (its id from jobOptions): BullMQ's job state,
   * 'unknown' when the queue does not hold it (never added, or removed once it ended).
   */
  async stateOf<T extends JobName>(name: T, data: JobPayloads[T], { now = new Date() }: { now?: Date } = {}): Promise<string> {
    const id = jobOptions(name, data, { now }).jobId;
    if (id === undefined) return 'unknown';
    return this.queue(QUEUE_OF[name]).getJobState(id);
  }

  /** Creates or updates a repeatable job (cron pattern, server time zone UTC). */
  async schedule<T extends JobName>(schedulerId: string, cron: string, name: T, data: JobPayloads[T]): Promise<void> {
    await this.queue(QUEUE_OF[name]).upsertJobScheduler(schedulerId, { pattern: cron, tz: 'UTC' }, { name, data });
  }

  /** Adds a job now and waits for its result (for `cli reverify`). */
  async runNow<T extends JobName>(name: T, data: JobPayloads[T], timeoutMs = 600_000): Promise<unknown> {
    const queue = this.queue(QUEUE_OF[name]);
    const job = await queue.add(name, data);
    const until = Date.now() + timeoutMs;
    for (;;) {
      const state = await job.getState();
      if (state === 'completed') return (await queue.getJob(job.id!))?.returnvalue;
      if (state === 'failed') throw new Error(`${name} failed: ${(await queue.getJob(job.id!))?.failedReason}`);
      if (Date.now() > until) throw new Error(`${name} did not finish within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** The return values of the jobs of one name that completed at or after `since` (for `cli reverify`'s summary). */
  async completedSince<T extends JobName>(name: T, since: number): Promise<unknown[]> {
    const jobs = await this.queue(QUEUE_OF[name]).getJobs(['completed']);
    return jobs.filter((j) => j.name === name && (j.finishedOn ?? 0) >= since).map((j) => j.returnvalue as unknown);
  }

  /** Waits until the named queues have nothing waiting or running (delayed retries may stay). */
  async drained(names: readonly QueueName[], timeoutMs = 600_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const counts = await Promise.all(names.map((n) => this.queue(n).getJobCounts('waiting', 'active', 'prioritized')));
      if (counts.every((c) => Object.values(c).every((v) => v === 0))) return;
      if (Date.now() > until) throw new Error('the queues did not drain in time');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async health(): Promise<QueueHealth[]> {
    return Promise.all(
      [...this.queues].map(async ([name, q]) => {
        const [counts, workers, oldest] = await Promise.all([
          q.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'),
          q.getWorkersCount(),
          q.getWaiting(0, 0),
        ]);
        const first = oldest[0];
        return {
          name,
          counts: counts as QueueHealth['counts'],
          workers,
          oldestWaitingSeconds: first ? Math.max(0, Math.round((Date.now() - first.timestamp) / 1000)) : null,
        };
      }),
    );
  }

  /** Jobs completed per minute over the last `minutes` (BullMQ metrics, when workers record them). */
  async throughput(minutes: number): Promise<Record<QueueName, number>> {
    const out = {} as Record<QueueName, number>;
    for (const [name, q] of this.queues) {
      const m = await q.getMetrics('completed', 0, minutes - 1);
      out[name] = m.data.reduce((a, b) => a + (Number(b) || 0), 0);
    }
    return out;
  }

  async close(): Promise<void> {
    await Promise.all(this.all().map((q) => q.close()));
    this.backend.close();
  }
}
