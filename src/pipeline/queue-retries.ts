/**
 * Greylisting retries through the queue: the retry survives a restart and runs on any worker.
 */
import type { RetryScheduler } from '../core/mail/email-verifier.js';
import { JobName } from './job-names.js';
import type { PipelineQueue } from './pipeline-queue.js';
import type { Logger } from '../logger.js';

export class QueueRetries implements RetryScheduler {
  constructor(
    private readonly queue: PipelineQueue,
    private readonly logger?: Logger,
  ) {}

  schedule(address: string, attempt: number, delaySeconds: number): void {
    void this.queue
      .add(JobName.VerifyRetry, { address, attempt }, { delay: delaySeconds * 1000 })
      .catch((err: unknown) => this.logger?.error({ err, address }, 'could not queue a verification retry'));
  }

  stop(): void {}
}
