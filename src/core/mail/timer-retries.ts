/**
 * Greylisting retries before the pipeline exists: an in-process timer per address. Timers do not
 * keep the process alive, and a process that stops loses them (the queue-backed scheduler of the
 * pipeline keeps them across restarts).
 */
import type { RetryScheduler } from './email-verifier.js';

export class TimerRetries implements RetryScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private run: ((address: string, attempt: number) => Promise<unknown>) | null = null;

  /** Sets what a due retry does (the verifier's retry), once both exist. */
  bind(run: (address: string, attempt: number) => Promise<unknown>): void {
    this.run = run;
  }

  schedule(address: string, attempt: number, delaySeconds: number): void {
    if (this.timers.has(address)) return;
    const timer = setTimeout(() => {
      this.timers.delete(address);
      void this.run?.(address, attempt).catch(() => undefined);
    }, delaySeconds * 1000);
    timer.unref();
    this.timers.set(address, timer);
  }

  pending(): number {
    return this.timers.size;
  }

  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
