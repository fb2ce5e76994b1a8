/**
 * Address patterns ({first}.{last}, {f}{last}, ...): learning a domain's pattern from the
 * addresses the index knows with their owners' names, and turning a person's name into candidate
 * addresses ranked by how often the domain uses each pattern.
 *
 * Names are folded the way mail administrators do it: accents removed (é -> e, ß -> ss, ø -> o),
 * apostrophes dropped (O'Neill -> oneill), lower case. A hyphenated given name is tried with and
 * without its hyphen (anne-sophie, annesophie). A surname with particles ("de la Tour", "van der
 * Berg", "da Silva") is tried joined (delatour) and as its last word (tour).
 */

export const PATTERNS = [
  '{first}.{last}',
  '{f}{last}',
  '{first}',
  '{first}{last}',
  '{first}{l}',
  '{f}.{last}',
  '{first}_{last}',
  '{last}.{first}',
  '{last}',
  '{first}-{last}',
  '{last}{f}',
  '{last}{first}',
  '{last}_{first}',
  '{f}{l}',
  '{last}.{f}',
] as const;
export type AddressPattern = (typeof PATTERNS)[number];

/**
 * Order to try patterns in when a domain has taught us nothing: by how common they are across
 * company domains (the order of PATTERNS).
 */
const DEFAULT_RANK = new Map<string, number>(PATTERNS.map((p, i) => [p, i]));

const PARTICLES = new Set(['de', 'da', 'das', 'do', 'dos', 'du', 'del', 'della', 'der', 'den', 'di', 'la', 'le', 'van', 'von', 'ten', 'ter', 'bin', 'al', 'el', 'y', 'e']);

const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case ASCII letters, digits and the separators kept inside names (hyphen, space). */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface NameVariants {
  first: string[];
  last: string[];
}

export function nameVariants(firstName: string, lastName: string): NameVariants {
  const f = foldName(firstName);
  const l = foldName(lastName);
  const first = unique([f.replace(/ /g, '-'), f.replace(/[- ]/g, ''), f.split(/[- ]/)[0] ?? '']);
  const words = l.split(/[ ]/).filter(Boolean);
  const withoutParticles = words.filter((w) => !PARTICLES.has(w));
  const last = unique([
    l.replace(/[ ]/g, ''),
    l.replace(/[ ]/g, '').replace(/-/g, ''),
    withoutParticles.join(''),
    withoutParticles[withoutParticles.length - 1] ?? '',
    l.replace(/ /g, '-'),
  ]);
  return { first: first.filter(Boolean), last: last.filter(Boolean) };
}

function unique(xs: string[]): string[] {
  return [...new Set(xs)];
}

export function applyPattern(pattern: string, first: string, last: string): string {
  return pattern
    .replace('{first}', first)
    .replace('{last}', last)
    .replace('{f}', first.slice(0, 1))
    .replace('{l}', last.slice(0, 1));
}

/** The patterns (with the variants used) that produce `local` from the name. */
export function patternsOf(local: string, firstName: string, lastName: string): AddressPattern[] {
  const v = nameVariants(firstName, lastName);
  const found = new Set<AddressPattern>();
  for (const pattern of PATTERNS) {
    for (const f of v.first) {
      for (const l of v.last) {
        if (applyPattern(pattern, f, l) === local.toLowerCase()) found.add(pattern);
      }
    }
  }
  return [...found];
}

export interface PatternShare {
  pattern: AddressPattern;
  /** How many known addresses follow it. */
  count: number;
  /** count / number of addresses with a recognisable pattern. */
  share: number;
}

/**
 * Shares of each pattern among known addresses with names. An address that fits several
 * patterns (a one-word surname fits {last} and {first}{last}... only when ambiguous) counts for
 * the most specific one: the first in PATTERNS order.
 */
export function learnPatterns(known: readonly { local: string; firstName: string; lastName: string }[]): PatternShare[] {
  const counts = new Map<AddressPattern, number>();
  let total = 0;
  for (const k of known) {
    const ps = patternsOf(k.local, k.firstName, k.lastName);
    if (ps.length === 0) continue;
    total++;
    counts.set(ps[0]!, (counts.get(ps[0]!) ?? 0) + 1);
  }
  return [...counts]
    .map(([pattern, count]) => ({ pattern, count, share: count / total }))
    .sort((a, b) => b.count - a.count || DEFAULT_RANK.get(a.pattern)! - DEFAULT_RANK.get(b.pattern)!);
}

export interface Candidate {
  local: string;
  pattern: AddressPattern;
  /** The domain's observed share of this pattern (0 when the domain taught us nothing about it; 1 for the stated pattern). */
  share: number;
}

/** Whether a string is one of the patterns (in the notation of PATTERNS). */
export function isAddressPattern(p: string | null | undefined): p is AddressPattern {
  return p !== null && p !== undefined && (PATTERNS as readonly string[]).includes(p);
}

/**
 * Candidate local parts for a person, best first: the pattern the company states (`stated`, when
 * given: the strongest evidence, before any learned share), then patterns the domain uses by share,
 * then the rest in the default order; within a pattern, the primary name variants first.
 */
export function candidates(firstName: string, lastName: string, shares: readonly PatternShare[], max = 12, stated?: AddressPattern | null): Candidate[] {
  const v = nameVariants(firstName, lastName);
  const shareOf = new Map(shares.map((s) => [s.pattern, s.share]));
  if (stated) shareOf.set(stated, 1);
  const order = [...PATTERNS].sort(
    (a, b) => Number(b === stated) - Number(a === stated) || (shareOf.get(b) ?? 0) - (shareOf.get(a) ?? 0) || DEFAULT_RANK.get(a)! - DEFAULT_RANK.get(b)!,
  );
  const out: Candidate[] = [];
  const seen = new Set<string>();
  // Observed patterns get every name variant; unobserved ones only the primary variants.
  for (const pattern of order) {
    const observed = shareOf.has(pattern);
    const firsts = observed ? v.first : v.first.slice(0, 1);
    const lasts = observed ? v.last : v.last.slice(0, 1);
    for (const f of firsts) {
      for (const l of lasts) {
        const local = applyPattern(pattern, f, l);
        if (local.length === 0 || local.length > 64 || seen.has(local)) continue;
        seen.add(local);
        out.push({ local, pattern, share: shareOf.get(pattern) ?? 0 });
      }
    }
  }
  return out.slice(0, max);
}

/** "Anne-Sophie de la Tour" -> first "Anne-Sophie", last "de la Tour" (particles stay with the surname). */
export function splitFullName(full: string): { first: string; last: string } | null {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  let i = 1;
  // The surname starts at the first particle after the given name, else at the last word.
  while (i < words.length - 1 && !PARTICLES.has(words[i]!.toLowerCase())) i++;
  if (!PARTICLES.has(words[i]!.toLowerCase())) i = words.length - 1;
  return { first: words.slice(0, i).join(' '), last: words.slice(i).join(' ') };
}
