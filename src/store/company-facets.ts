/**
 * The discover index: which sets a company belongs to, from its stored record. Each facet value
 * is one Redis set of domains, so a discover query is set algebra inside Redis (SINTERSTORE,
 * SUNIONSTORE, SDIFFSTORE) instead of a scan over companies in Node.
 */
import type { CompanyRecord } from '../core/index-records.js';

export type CompanyFacet = 'country' | 'state' | 'city' | 'industry' | 'headcount' | 'type' | 'tech' | 'keyword';

/** Lower case, accents folded, runs of anything but letters and digits as one space. */
export function facetValue(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/** [facet, normalized value, value as shown] for every facet value of the company. */
export function companyFacets(record: CompanyRecord): [CompanyFacet, string, string][] {
  const out: [CompanyFacet, string, string][] = [];
  const add = (facet: CompanyFacet, shown: string | null | undefined) => {
    if (typeof shown !== 'string' || shown.trim() === '') return;
    const v = facetValue(shown);
    if (v !== '' && !out.some(([f, x]) => f === facet && x === v)) out.push([facet, v, shown.trim()]);
  };
  const geo = record.geo ?? {};
  add('country', geo.countryCode ? geo.countryCode.toUpperCase() : null);
  add('state', geo.stateCode ?? null);
  add('state', geo.state ?? null);
  add('city', geo.city ?? null);
  add('industry', record.category?.industry ?? null);
  add('headcount', record.metrics?.employees ?? null);
  add('type', record.companyType ?? null);
  for (const t of record.tech ?? []) add('tech', t);
  // Keywords: the company's own tags, whole and word by word ("Industrial Automation" also
  // matches "automation").
  for (const tag of record.tags ?? []) {
    add('keyword', tag);
    for (const word of facetValue(tag).split(' ')) if (word.length >= 3) add('keyword', word);
  }
  return out;
}

/** A discover query as set algebra over the facet sets. */
export type CompanySetExpr =
  | { facet: CompanyFacet; value: string }
  | { domains: readonly string[] }
  | { all: true }
  | { union: readonly CompanySetExpr[] }
  | { inter: readonly CompanySetExpr[] }
  | { diff: CompanySetExpr; minus: readonly CompanySetExpr[] };

/** One step of the compiled plan: [command, destination, ...arguments]. */
export type PlanStep = [string, string, ...string[]];

/**
 * Compiles an expression into Redis steps writing temporary keys; returns the key that holds the
 * result. `facetKey` and `allKey` name the store's sets; `tmp` makes a fresh temporary key.
 */
export function compilePlan(
  expr: CompanySetExpr,
  facetKey: (facet: CompanyFacet, value: string) => string,
  allKey: string,
  tmp: () => string,
  steps: PlanStep[],
): string {
  if ('facet' in expr) return facetKey(expr.facet, facetValue(expr.value));
  if ('all' in expr) return allKey;
  if ('domains' in expr) {
    const dest = tmp();
    steps.push(['SADD', dest, ...(expr.domains.length > 0 ? expr.domains : [''])]);
    // Only domains the index holds: intersect with the set of all companies.
    steps.push(['SINTERSTORE', dest, dest, allKey]);
    return dest;
  }
  if ('diff' in expr) {
    const from = compilePlan(expr.diff, facetKey, allKey, tmp, steps);
    const minus = expr.minus.map((m) => compilePlan(m, facetKey, allKey, tmp, steps));
    const dest = tmp();
    steps.push(['SDIFFSTORE', dest, from, ...minus]);
    return dest;
  }
  const parts = ('union' in expr ? expr.union : expr.inter).map((p) => compilePlan(p, facetKey, allKey, tmp, steps));
  if (parts.length === 1) return parts[0]!;
  const dest = tmp();
  steps.push(['union' in expr ? 'SUNIONSTORE' : 'SINTERSTORE', dest, ...parts]);
  return dest;
}
