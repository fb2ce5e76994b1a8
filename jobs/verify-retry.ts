/**
 * verify.retry: asks a mail server again about an address that got a temporary answer
 * (greylisting, RFC 6647). The verifier updates its cached result, and schedules the next try
 * while the answer stays temporary.
 */
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import type { JobContext } from './context.js';

export async function verifyRetry(ctx: JobContext, job: JobOf<JobName.VerifyRetry>): Promise<unknown> {
  const result = await ctx.services.verifier.retry(job.data.address, job.data.attempt);
  return { status: result.status };
}
