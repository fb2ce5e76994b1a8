/**
 * reverify.chunk: re-verifies a chunk of leads (one SMTP session per domain), updates each lead's
 * verification {date, status} and records a history entry when the status changed.
 */
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import { leadVerificationStatus } from '../src/core/leads/lead-service.js';
import type { JobContext } from './context.js';

export async function reverifyChunk(ctx: JobContext, job: JobOf<JobName.ReverifyChunk>): Promise<unknown> {
  const service = ctx.services.teams.of(job.data.team ?? null).leads;
  const leads = (await Promise.all(job.data.leadIds.map((id) => service.get(id)))).filter((l) => l !== null);
  const results = await ctx.services.verifier.verifyMany(
    leads.map((l) => l.email),
    { fresh: true },
  );
  let changed = 0;
  // By the status each lead has now: what `cli reverify` sums into its summary.
  const statuses: Record<string, number> = {};
  for (const [n, lead] of leads.entries()) {
    const r = results[n]!;
    const status = leadVerificationStatus(r.status);
    const outcome = await service.setVerification(lead.id, { date: r.checked_at, status });
    if (outcome === 'changed') changed++;
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { leads: leads.length, changed, statuses };
}
