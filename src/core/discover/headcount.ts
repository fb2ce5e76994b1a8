/**
 * Headcount for discover: Hunter's buckets, the Clearbit-style ranges this service took before
 * (still accepted), and the one rule that says which companies a set of them selects.
 *
 * A company's headcount in the index is a number (`metrics.employeesCount`) or a range
 * (`metrics.employees`, e.g. "51-250", "1K-5K", "10001+"); the number wins when both are there.
 * A request's buckets select a company when its known headcount lies wholly inside them
 * (containment): 120 employees is in `51-200`; a range of `51-250` is in `51-200` + `201-500`
 * together but in neither alone, since 220 would not be in `51-200`. A company whose headcount
 * the index does not hold never matches.
 *
 * How that runs as a facet: the edges of both vocabularies cut 1..inf into eleven "atoms"
 * ([1,10], [11,50], [51,200], [201,250], ...). Each bucket or range is a run of atoms, and every
 * company's headcount is stored as the smallest run of atoms that covers it (one facet term,
 * e.g. `headcount:2 3` for 51-250). Since the requested buckets are unions of atoms, "the
 * company's headcount lies inside them" is exactly "its covering run lies inside one of their
 * merged runs", so a request becomes the list of runs that fit, matched with one array overlap.
 */

/** Hunter's headcount buckets (Discover's `headcount` filter). */
export const HEADCOUNT_BUCKETS = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'] as const;
export type HeadcountBucket = (typeof HEADCOUNT_BUCKETS)[number];

/** The Clearbit-style ranges of `metrics.employees` (the spec's values seen: `1K-5K`, `10K-50K`), accepted as before. */
export const LEGACY_HEADCOUNT_RANGES = ['1-10', '11-50', '51-250', '251-1K', '1K-5K', '5K-10K', '10K-50K', '50K-100K', '100K+'] as const;

/** Every value the `headcount` filter takes: Hunter's buckets first, then the legacy ranges. */
export const HEADCOUNT_VALUES: readonly string[] = [...new Set<string>([...HEADCOUNT_BUCKETS, ...LEGACY_HEADCOUNT_RANGES])];
export type HeadcountValue = HeadcountBucket | (typeof LEGACY_HEADCOUNT_RANGES)[number];

export interface Interval {
  min: number;
  /** Infinity when open-ended ("10001+"). */
  max: number;
}

/** A count as written in a range: "250", "1K", "1.5K", "5,001", "10 000". */
function count(text: string): number | null {
  const m = /^(\d{1,3}(?:[,. ]\d{3})+|\d+(?:\.\d+)?)\s*([kKmM])?$/.exec(text.trim());
  if (!m) return null;
  const digits = m[2] ? m[1]! : m[1]!.replace(/[,. ]/g, '');
  const factor = m[2] === undefined ? 1 : /k/i.test(m[2]) ? 1000 : 1_000_000;
  const n = Number(digits) * factor;
  return Number.isFinite(n) ? Math.round(n) : null;
}

/** Longest headcount text read: anything longer states no headcount. */
const MAX_HEADCOUNT_TEXT = 40;

/**
 * The employees interval a headcount string states: "51-250", "1K-5K" (1K as the lower end is
 * 1,001: the ranges do not overlap), "10001+", "100K+", "5,001-10,000", or a single number. Null
 * when it states none. Cut with string operations, not a backtracking regex: this reads imported text.
 */
export function parseHeadcount(text: string): Interval | null {
  const t = text.trim();
  if (t === '' || t.length > MAX_HEADCOUNT_TEXT) return null;
  /** A lower end written with K or M ("1K-5K", "100K+") starts one past it. */
  const lower = (part: string, n: number) => (/[kKmM]$/.test(part) ? n + 1 : n);
  if (t.endsWith('+')) {
    const body = t.slice(0, -1).trim();
    const n = count(body);
    return n === null ? null : { min: lower(body, n), max: Number.POSITIVE_INFINITY };
  }
  const dash = Math.max(t.indexOf('-', 1), t.indexOf('–', 1));
  if (dash > 0) {
    const loText = t.slice(0, dash).trim();
    const lo = count(loText);
    const hi = count(t.slice(dash + 1).trim());
    if (lo === null || hi === null || hi < lo) return null;
    return { min: lower(loText, lo), max: hi };
  }
  const n = count(t);
  return n === null ? null : { min: n, max: n };
}

/** Lower edges of the atoms: every lower bound of both vocabularies, ascending. */
const ATOM_EDGES: readonly number[] = [
  ...new Set([...HEADCOUNT_BUCKETS, ...LEGACY_HEADCOUNT_RANGES].map((v) => parseHeadcount(v)!.min)),
].sort((a, b) => a - b);

/** The atom holding `n` employees (-1 below 1). */
function atomOf(n: number): number {
  let found = -1;
  for (let i = 0; i < ATOM_EDGES.length; i++) if (n >= ATOM_EDGES[i]!) found = i;
  return found;
}

function spanOf(interval: Interval): [number, number] | null {
  const lo = atomOf(interval.min);
  const hi = atomOf(interval.max === Number.POSITIVE_INFINITY ? Number.MAX_SAFE_INTEGER : interval.max);
  return lo < 0 || hi < 0 ? null : [lo, hi];
}

/** The facet value of a company's headcount ("2 3": atoms 2 to 3), or null when the index holds none. */
export function companyHeadcountSpan(employeesCount: unknown, employees: unknown): string | null {
  let interval: Interval | null = null;
  if (typeof employeesCount === 'number' && Number.isInteger(employeesCount) && employeesCount >= 1) {
    interval = { min: employeesCount, max: employeesCount };
  } else if (typeof employees === 'string') {
    interval = parseHeadcount(employees);
  }
  const span = interval ? spanOf(interval) : null;
  return span ? `${span[0]} ${span[1]}` : null;
}

/**
 * The company facet values a set of headcount values selects: every run of atoms that lies
 * inside one merged run of the values' atoms.
 */
export function headcountSpansWithin(values: readonly string[]): string[] {
  const atoms = new Set<number>();
  for (const v of values) {
    const interval = parseHeadcount(v);
    const span = interval ? spanOf(interval) : null;
    if (!span) continue;
    for (let a = span[0]; a <= span[1]; a++) atoms.add(a);
  }
  const out: string[] = [];
  const sorted = [...atoms].sort((a, b) => a - b);
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    for (let a = sorted[i]!; a <= sorted[j]!; a++) for (let b = a; b <= sorted[j]!; b++) out.push(`${a} ${b}`);
    i = j + 1;
  }
  return out;
}

/** Hunter's buckets that overlap the closed interval [min, max] (max undefined: no upper bound). */
export function headcountBucketsFor(min: number, max?: number): HeadcountBucket[] {
  const lo = Number.isNaN(min) ? 0 : min;
  const hi = max === undefined || Number.isNaN(max) ? Number.POSITIVE_INFINITY : max;
  if (hi < lo) return [];
  return HEADCOUNT_BUCKETS.filter((b) => {
    const { min: a, max: z } = parseHeadcount(b)!;
    return a <= hi && z >= lo;
  });
}
