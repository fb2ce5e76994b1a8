/** Thrown by a job handler when the job's input can never succeed: the job fails without retries. */
export class BadJobInput extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadJobInput';
  }
}
