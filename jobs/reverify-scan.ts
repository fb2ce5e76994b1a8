/**
 * reverify.scan (scheduled, and `cli reverify`): every team's leads verified before
 * REVERIFY_AFTER_DAYS ago (core/leads/stale-leads.ts) queued for re-verification in chunks. Chunk
 * job ids are derived from the lead ids they hold, so a scan that runs again while the earlier
 * chunks still wait queues nothing twice.
 */
import { JobName, type JobOf } from '../src/pipeline/job-names.js';
import { staleLeadChunks } from '../src/core/leads/stale-leads.js';
import type { JobContext } from './context.js';

export async function reverifyScan(ctx: JobContext, job: JobOf<JobName.ReverifyScan>): Promise<unknown> {
  const days = job.data.olderThanDays ?? ctx.config.bulk.reverifyAfterDays;
  const before = new Date(ctx.now().getTime() - days * 86_400_000);
  const counter = { found: 0 };
  let queued = 0;
  // Every team's leads (core/leads/team-workspaces.ts), the default team's first.
  for (const { team, leads } of await ctx.services.teams.all()) {
    for await (const chunks of staleLeadChunks(leads, before, counter)) {
      await ctx.queue.addMany(JobName.ReverifyChunk, chunks.map((leadIds) => ({ leadIds, team })));
      queued += chunks.length;
    }
  }
  return { leads: counter.found, chunks: queued, before: before.toISOString() };
}
