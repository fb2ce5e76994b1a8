/**
 * Funding rounds for discover's `funding` filter: a record's `fundingRounds` entries
 * (`{date, type, amount}`, the spec's Company shape) read into the values the filter compares.
 *
 * - series: Hunter's funding series names. A round's `type` is read by one rule: "Pre-Seed" ->
 *   pre_seed, "Seed" -> seed, "Pre-Series A/B/C" -> pre_series_a/b/c, "Series A" / "Series B" ->
 *   series_a / series_b, "Series C" and every later letter -> series_c+, any other stated type
 *   (private equity, debt, grant, ...) -> other; no type -> unknown.
 * - amount: US dollars, only when the amount says so ("$2,000,000", "US$2.5M", "USD 750,000");
 *   another or no currency is unknown (no exchange rate is invented).
 * - date: the round's date when it is a real calendar date (YYYY-MM-DD).
 * A value the record does not state never matches a condition on it.
 */

export const FUNDING_SERIES = ['pre_seed', 'seed', 'pre_series_a', 'series_a', 'pre_series_b', 'series_b', 'pre_series_c', 'series_c+', 'other'] as const;
export type FundingSeries = (typeof FUNDING_SERIES)[number];

export interface FundingRoundFacts {
  series: FundingSeries | null;
  amountUsd: number | null;
  /** YYYY-MM-DD */
  date: string | null;
}

/** Hunter's series for a round's stated type, or null when the type is not stated. */
export function fundingSeriesOf(type: unknown): FundingSeries | null {
  if (typeof type !== 'string' || type.trim() === '') return null;
  const t = type.toLowerCase().replace(/[^a-z0-9+]+/g, ' ').trim();
  if (/^pre ?seed( round)?$/.test(t)) return 'pre_seed';
  if (/^seed( round)?$/.test(t)) return 'seed';
  const pre = /^pre series ([a-z])$/.exec(t);
  if (pre) return pre[1] === 'a' ? 'pre_series_a' : pre[1] === 'b' ? 'pre_series_b' : pre[1] === 'c' ? 'pre_series_c' : 'other';
  const series = /^series ([a-z])\+?( round)?$/.exec(t);
  if (series) return series[1] === 'a' ? 'series_a' : series[1] === 'b' ? 'series_b' : 'series_c+';
  return 'other';
}

/** An amount in US dollars when the text states dollars ("$2,000,000", "US$ 2.5M", "USD 750k"), else null. */
export function usdAmount(amount: unknown): number | null {
  if (typeof amount === 'number') return null; // a bare number states no currency
  if (typeof amount !== 'string' || amount.length > 40) return null;
  // Whitespace runs as one space first, so the pattern needs no repeated optional spaces.
  const m = /^(?:US ?\$|\$|USD ?) ?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?) ?([kKmMbB])?(?: ?USD)?$/.exec(amount.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const base = Number(m[1]!.replace(/,/g, ''));
  const factor = m[2] === undefined ? 1 : { k: 1e3, m: 1e6, b: 1e9 }[m[2].toLowerCase() as 'k' | 'm' | 'b'];
  const n = Math.round(base * factor);
  return Number.isSafeInteger(n) ? n : null;
}

/** A calendar date (YYYY-MM-DD) from a round's date, or null. */
export function calendarDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const day = value.slice(0, 10);
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day ? day : null;
}

/** The facts of each funding round a record states, in record order. */
export function fundingRounds(rounds: unknown): FundingRoundFacts[] {
  if (!Array.isArray(rounds)) return [];
  return rounds
    .filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object')
    .map((r) => ({ series: fundingSeriesOf(r.type), amountUsd: usdAmount(r.amount), date: calendarDate(r.date) }));
}
