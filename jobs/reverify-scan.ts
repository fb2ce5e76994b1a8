/**
 * reverify.scan (scheduled, and `cli reverify`): leads whose verification is older than
 * REVERIFY_AFTER_DAYS (never-verified ones included), read from the leads' sorted
 * verification-date index, never from a scan of all leads, and queued for re-verification in
 * chunks grouped by domain.
 */
import { JobName, type JobOf } from '../src/pipeline/job-names.js';
import type { JobContext } from './context.js';

const PAGE = 1000;
const CHUNK = 100;

export async function reverifyScan(ctx: JobContext, job: JobOf<JobName.ReverifyScan>): Promise<unknown> {
  const days = job.data.olderThanDays ?? ctx.config.bulk.reverifyAfterDays;
  const before = new Date(ctx.now().getTime() - days * 86_400_000);
  const run = ctx.now().getTime();
  const byDomain = new Map<string, number[]>();
  let offset = 0;
  let found = 0;
  for (;;) {
    const ids = await ctx.services.leads.staleLeads(before, PAGE, offset);
    if (ids.length === 0) break;
    offset += ids.length;
    const leads = await Promise.all(ids.map((id) => ctx.services.leads.get(id)));
    for (const lead of leads) {
      if (!lead) continue;
      found++;
      const domain = lead.email.slice(lead.email.lastIndexOf('@') + 1);
      const list = byDomain.get(domain) ?? [];
      list.push(lead.id);
      byDomain.set(domain, list);
    }
  }
  const chunks: number[][] = [];
  let current: number[] = [];
  for (const ids of byDomain.values()) {
    if (current.length > 0 && current.length + ids.length > CHUNK) {
      chunks.push(current);
      current = [];
    }
    current.push(...ids);
  }
  if (current.length > 0) chunks.push(current);
  await ctx.queue.addMany(
    JobName.ReverifyChunk,
    chunks.map((leadIds, n) => ({ data: { leadIds }, opts: { jobId: `reverify-${run}-${n}` } })),
  );
  return { leads: found, chunks: chunks.length, before: before.toISOString() };
}
