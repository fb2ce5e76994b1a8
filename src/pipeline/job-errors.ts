/** Thrown by a job handler when the job's input can never succeed: the job fails without retries. */
export class BadJobInput extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadJobInput';
  }
}

/**
 * Thrown by a job handler whose work must wait (a mail server pacing or greylisting us): the job
 * keeps `data` (what it has settled so far) and runs again after `delayMs`, without using up an
 * attempt. The worker turns it into BullMQ's delayed state.
 */
export class RunLater extends Error {
  constructor(
    readonly data: unknown,
    readonly delayMs: number,
    readonly why: string,
  ) {
    super(`runs again in ${delayMs} ms: ${why}`);
    this.name = 'RunLater';
  }
}
