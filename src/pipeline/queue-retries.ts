/**
 * Greylisting retries through the queue: the retry survives a restart and runs on any worker.
 */
import type { RetryScheduler } from '../core/mail/email-verifier.js';
import { JobName } from './job-names.js';
import type { PipelineQueue } from './pipeline-queue.js';

export class QueueRetries implements RetryScheduler {
  constructor(private readonly queue: PipelineQueue) {}

  schedule(address: string, attempt: number, delaySeconds: number): void {
    void this.queue
      .add(JobName.VerifyRetry, { address, attempt }, { jobId: `retry-${address}-${attempt}`, delay: delaySeconds * 1000, attempts: 3 })
      .catch(() => undefined);
  }

  stop(): void {}
}
