/**
 * reverify.scan (scheduled, and `cli reverify`): leads whose verification is older than
 * REVERIFY_AFTER_DAYS (never-verified ones included), read page by page from the leads' sorted
 * verification-date index (never a scan of all leads), and queued for re-verification in chunks
 * grouped by domain. Chunk job ids are derived from the lead ids they hold, so a scan that runs
 * again while the earlier chunks still wait queues nothing twice.
 */
import { JobName, type JobOf } from '../src/pipeline/job-names.js';
import type { LeadService } from '../src/core/leads/lead-service.js';
import type { JobContext } from './context.js';

const PAGE = 1000;
const CHUNK = 100;

export async function reverifyScan(ctx: JobContext, job: JobOf<JobName.ReverifyScan>): Promise<unknown> {
  const days = job.data.olderThanDays ?? ctx.config.bulk.reverifyAfterDays;
  const before = new Date(ctx.now().getTime() - days * 86_400_000);
  let found = 0;
  let queued = 0;
  // Every team's leads (core/leads/team-workspaces.ts), the default team's first.
  for (const ws of await ctx.services.teams.all()) {
    const one = await scanTeam(ctx, ws.team, ws.leads, before);
    found += one.found;
    queued += one.queued;
  }
  return { leads: found, chunks: queued, before: before.toISOString() };
}

async function scanTeam(ctx: JobContext, team: string | null, leadService: LeadService, before: Date): Promise<{ found: number; queued: number }> {
  // The stale ids first (numbers only: a few MB per million leads), before any chunk is queued:
  // once chunks run, re-verified leads leave the stale range and offsets would shift under us.
  const stale: number[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await leadService.staleLeads(before, PAGE, offset);
    stale.push(...page);
    if (page.length < PAGE) break;
  }
  let found = 0;
  let queued = 0;
  for (let start = 0; start < stale.length; start += PAGE) {
    const ids = stale.slice(start, start + PAGE);
    const leads = await Promise.all(ids.map((id) => leadService.get(id)));
    const byDomain = new Map<string, number[]>();
    for (const lead of leads) {
      if (!lead) continue;
      found++;
      const domain = lead.email.slice(lead.email.lastIndexOf('@') + 1);
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), lead.id]);
    }
    const chunks: number[][] = [];
    let current: number[] = [];
    for (const list of byDomain.values()) {
      if (current.length > 0 && current.length + list.length > CHUNK) {
        chunks.push(current);
        current = [];
      }
      current.push(...list);
    }
    if (current.length > 0) chunks.push(current);
    await ctx.queue.addMany(
      JobName.ReverifyChunk,
      chunks.map((leadIds) => ({ leadIds, team })),
    );
    queued += chunks.length;
  }
  return { found, queued };
}
