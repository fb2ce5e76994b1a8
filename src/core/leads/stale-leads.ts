/**
 * Which leads to re-verify: those whose verification is older than a date (never-verified ones
 * included), read page by page from the leads' sorted verification-date index (never a scan of
 * all leads), cut into chunks grouped by domain so one SMTP session serves a domain's leads.
 */
import type { LeadService } from './lead-service.js';
import { packGroups } from '../bulk/chunking.js';

const PAGE = 1000;
const CHUNK = 100;

/** The team's stale leads as chunks of lead ids, a domain's leads together; `found` counts them. */
export async function* staleLeadChunks(leads: LeadService, before: Date, counter: { found: number } = { found: 0 }): AsyncGenerator<number[][]> {
  // The stale ids first (numbers only: a few MB per million leads), before any chunk is queued:
  // once chunks run, re-verified leads leave the stale range and offsets would shift under us.
  const stale: number[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await leads.staleLeads(before, PAGE, offset);
    stale.push(...page);
    if (page.length < PAGE) break;
  }
  for (let start = 0; start < stale.length; start += PAGE) {
    const found = (await Promise.all(stale.slice(start, start + PAGE).map((id) => leads.get(id)))).filter((l) => l !== null);
    counter.found += found.length;
    const byDomain = new Map<string, number[]>();
    for (const lead of found) {
      const domain = lead.email.slice(lead.email.lastIndexOf('@') + 1);
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), lead.id]);
    }
    // A domain larger than a chunk stays whole: one SMTP session re-verifies it.
    const chunks = packGroups(byDomain.values(), CHUNK, false);
    yield chunks;
  }
}
