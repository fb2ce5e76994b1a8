/**
 * The spread routes of bench/api: each request asks for a domain drawn at random (wrk's Lua
 * `request` hook), so concurrent requests rarely ask for the same thing. The single-domain routes
 * measure a hot key; these measure a working set, which no coalescing of equal reads can flatter.
 */
import type { EmailRecordEntry } from '../../src/core/index-records.js';

/** Generated companies gen-0.test ... (bench/discover/generate.ts) that companies/find draws from. */
export const SPREAD_COMPANIES = 10_000;
/** The first this many of them also hold addresses, for domain-search. */
export const SPREAD_SEARCH_DOMAINS = 2_000;
const ADDRESSES_PER_DOMAIN = 10;

const SENIORITY = ['junior', 'senior', 'executive'] as const;
const DEPARTMENT = ['sales', 'it', 'finance', 'management', 'hr'] as const;

/** Email records of generated domains [from, to): ten each, of mixed type, seniority and confidence. */
export function spreadEmailRecords(from: number, to: number): EmailRecordEntry[] {
  const out: EmailRecordEntry[] = [];
  for (let d = from; d < to; d++) {
    const domain = `gen-${d}.test`;
    for (let i = 0; i < ADDRESSES_PER_DOMAIN; i++) {
      out.push({
        value: `person${i}@${domain}`,
        domain,
        type: i % 4 === 0 ? 'generic' : 'personal',
        confidence: 50 + ((d * 7 + i * 13) % 50),
        seniority: SENIORITY[i % SENIORITY.length],
        department: DEPARTMENT[i % DEPARTMENT.length],
        first_name: `First${i}`,
        last_name: `Last${d}`,
        position: 'Engineer',
        sources: [{ domain, uri: `http://${domain}/team`, extracted_on: '2026-11-01', last_seen_on: '2026-11-20', still_on_page: true }],
        indexedAt: '2026-11-21',
      } as EmailRecordEntry);
    }
  }
  return out;
}

/** A wrk script whose every request is `template` with `{n}` replaced by a random 0..count-1. */
export function wrkSpreadScript(template: string, count: number): string {
  const [head, tail] = template.split('{n}');
  return [
    `math.randomseed(${Date.now() % 100000})`,
    'request = function()',
    `  return wrk.format(nil, ${JSON.stringify(head)} .. math.random(0, ${count - 1}) .. ${JSON.stringify(tail ?? '')})`,
    'end',
    '',
  ].join('\n');
}
