/**
 * Scoring one crawl of a truth-world site against its truth table (pure). The observation is
 * what the service shows after the crawl, not what its extractors return inside: the addresses
 * /v2/domain-search lists (with each one's first/last name and position), the addresses the
 * company profile (/v2/companies/find, `site.emailAddresses`) lists, the domain's pattern as
 * domain-search gives it, and every request the site's web server received during the crawl.
 *
 * Recall counts a truth address as found when domain-search lists it (that is where a user looks
 * for a domain's addresses); one only in the company profile is counted apart (`companyOnly`). A
 * wrong address is any address either view lists that the truth does not, classed by the
 * non-address kind it matches when it is one the world planted. Names and titles are compared
 * folded (Unicode NFC, case, white space, surrounding punctuation): the name as first + last name
 * against the truth's name, the position against the truth's title or one of its translations. A
 * name or title given where the truth has none (a role mailbox, a neighbour's name) is wrong.
 */
import robotsParserModule from 'robots-parser';
import type { CaseKind, CrawlWorldSite, NonAddressKind, SiteTruth, TruthAddress, TruthSet } from './types.js';

interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
}
// robots-parser ships CommonJS (module.exports = function); under NodeNext its typed default
// arrives as the module object.
const robotsParser = ((robotsParserModule as unknown as { default?: unknown }).default ?? robotsParserModule) as (url: string, text: string) => Robots;

/** The product token the service's crawler matches robots.txt groups with. */
export const CRAWLER_ROBOTS_AGENT = 'contact-data-service';

export interface ObservedEmail {
  value: string;
  first_name: string | null;
  last_name: string | null;
  position: string | null;
}

export interface CrawlObservation {
  /** Every address domain-search lists for the domain. */
  emails: ObservedEmail[];
  /** The company profile's `site.emailAddresses`. */
  companyEmails: string[];
  /** domain-search's `pattern`. */
  pattern: string | null;
  /** Request targets (path and query) the site's server received during the crawl. */
  requests: string[];
}

export interface WrongAddress {
  address: string;
  /** The planted non-address it is, or null when the world did not plant it. */
  kind: NonAddressKind | null;
  where: 'domain-search' | 'company-profile' | 'both';
}

export interface Mismatch {
  address: string;
  expected: string | null;
  got: string;
}

export interface CaseTally {
  addresses: number;
  found: number;
  named: number;
  namesRight: number;
  titled: number;
  titlesRight: number;
}

export interface SiteScore {
  domain: string;
  set: TruthSet;
  reachable: number;
  /** Truth addresses domain-search lists. */
  found: string[];
  /** Truth addresses only the company profile lists. */
  companyOnly: string[];
  missed: TruthAddress[];
  wrong: WrongAddress[];
  /** `missing`: found in domain-search without the name (title) the truth gives. */
  names: { expected: number; right: number; wrong: Mismatch[]; missing: { address: string; expected: string }[] };
  titles: { expected: number; right: number; wrong: Mismatch[]; missing: { address: string; expected: string }[] };
  pattern: { expected: string | null; found: string | null; right: boolean };
  disallowedRequests: string[];
  cases: Partial<Record<CaseKind, CaseTally>>;
}

export interface SetScore {
  sites: number;
  reachable: number;
  found: number;
  companyOnly: number;
  wrong: number;
  namesExpected: number;
  namesRight: number;
  namesWrong: number;
  titlesExpected: number;
  titlesRight: number;
  titlesWrong: number;
  patternsExpected: number;
  patternsRight: number;
  /** Sites whose domain-search pattern is set although the truth has none, or differs from it. */
  patternsWrong: number;
  disallowedRequests: number;
  cases: Partial<Record<CaseKind, CaseTally>>;
}

/** Folded for comparison: NFC, lower case, one space, no surrounding punctuation. */
export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.·–—-]+|[\s,;:.·–—-]+$/g, '');
}

/**
 * The truth's name as first + last name: a family-first name's first word (the family name) goes
 * last; a Hungarian married name in -né is followed by the maiden family name, and both are the
 * family name ("Horváthné Kiss Anna": Anna, Horváthné Kiss).
 */
export function expectedName(name: string | null, order: SiteTruth['nameOrder']): string | null {
  if (name === null || order !== 'family-first') return name;
  const words = name.trim().split(/\s+/);
  const cut = words.length >= 3 && /né$/u.test(words[0] ?? '') ? 2 : 1;
  const family = words.slice(0, cut);
  const given = words.slice(cut);
  return given.length === 0 ? name : [...given, ...family].join(' ');
}

function observedName(e: ObservedEmail): string | null {
  const name = [e.first_name, e.last_name].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ');
  return name === '' ? null : name;
}

function pathAllowed(robots: Robots, host: string, target: string): boolean {
  return robots.isAllowed(`http://${host}${target.startsWith('/') ? target : `/${target}`}`, CRAWLER_ROBOTS_AGENT) !== false;
}

export function scoreCrawl(world: CrawlWorldSite, observation: CrawlObservation): SiteScore {
  const { truth, site } = world;
  const byAddress = new Map(observation.emails.map((e) => [e.value.toLowerCase(), e]));
  const companyEmails = new Set(observation.companyEmails.map((e) => e.toLowerCase()));
  const truthAddresses = new Set(truth.addresses.map((a) => a.address.toLowerCase()));
  const planted = new Map(truth.nonAddresses.map((n) => [n.text.toLowerCase(), n.kind]));

  const score: SiteScore = {
    domain: truth.domain,
    set: truth.set,
    reachable: truth.addresses.length,
    found: [],
    companyOnly: [],
    missed: [],
    wrong: [],
    names: { expected: 0, right: 0, wrong: [], missing: [] },
    titles: { expected: 0, right: 0, wrong: [], missing: [] },
    pattern: { expected: truth.pattern, found: observation.pattern, right: observation.pattern === truth.pattern },
    disallowedRequests: [],
    cases: {},
  };

  for (const t of truth.addresses) {
    const key = t.address.toLowerCase();
    const seen = byAddress.get(key);
    if (seen) score.found.push(t.address);
    else if (companyEmails.has(key)) score.companyOnly.push(t.address);
    else score.missed.push(t);

    const gotName = seen ? observedName(seen) : null;
    const wanted = expectedName(t.name, truth.nameOrder);
    const nameRight = wanted !== null && gotName !== null && foldText(gotName) === foldText(wanted);
    if (wanted !== null) {
      score.names.expected++;
      if (nameRight) score.names.right++;
    }
    if (gotName !== null && !nameRight) score.names.wrong.push({ address: t.address, expected: wanted, got: gotName });
    if (seen && gotName === null && wanted !== null) score.names.missing.push({ address: t.address, expected: wanted });

    const gotTitle = seen?.position?.trim() ? seen.position : null;
    const titles = t.title === null ? [] : [t.title, ...(t.titleAlternatives ?? [])].map(foldText);
    const titleRight = gotTitle !== null && titles.includes(foldText(gotTitle));
    if (t.title !== null) {
      score.titles.expected++;
      if (titleRight) score.titles.right++;
    }
    if (gotTitle !== null && !titleRight) score.titles.wrong.push({ address: t.address, expected: t.title, got: gotTitle });
    if (seen && gotTitle === null && t.title !== null) score.titles.missing.push({ address: t.address, expected: t.title });

    for (const kind of new Set(t.cases)) {
      const tally = (score.cases[kind] ??= { addresses: 0, found: 0, named: 0, namesRight: 0, titled: 0, titlesRight: 0 });
      tally.addresses++;
      if (seen) tally.found++;
      if (t.name !== null) tally.named++;
      if (nameRight) tally.namesRight++;
      if (t.title !== null) tally.titled++;
      if (titleRight) tally.titlesRight++;
    }
  }

  const listed = new Set([...byAddress.keys(), ...companyEmails]);
  for (const address of [...listed].sort()) {
    if (truthAddresses.has(address)) continue;
    const inSearch = byAddress.has(address);
    const inCompany = companyEmails.has(address);
    score.wrong.push({ address, kind: planted.get(address) ?? null, where: inSearch && inCompany ? 'both' : inSearch ? 'domain-search' : 'company-profile' });
  }

  const robots = robotsParser(`http://${site.host}/robots.txt`, site.robotsTxt ?? '');
  score.disallowedRequests = observation.requests.filter((target) => !pathAllowed(robots, site.host, target));
  return score;
}

/** One set's totals (sums over its sites). */
export function sumScores(scores: readonly SiteScore[]): SetScore {
  const total: SetScore = {
    sites: scores.length,
    reachable: 0,
    found: 0,
    companyOnly: 0,
    wrong: 0,
    namesExpected: 0,
    namesRight: 0,
    namesWrong: 0,
    titlesExpected: 0,
    titlesRight: 0,
    titlesWrong: 0,
    patternsExpected: 0,
    patternsRight: 0,
    patternsWrong: 0,
    disallowedRequests: 0,
    cases: {},
  };
  for (const s of scores) {
    total.reachable += s.reachable;
    total.found += s.found.length;
    total.companyOnly += s.companyOnly.length;
    total.wrong += s.wrong.length;
    total.namesExpected += s.names.expected;
    total.namesRight += s.names.right;
    total.namesWrong += s.names.wrong.length;
    total.titlesExpected += s.titles.expected;
    total.titlesRight += s.titles.right;
    total.titlesWrong += s.titles.wrong.length;
    if (s.pattern.expected !== null) total.patternsExpected++;
    if (s.pattern.expected !== null && s.pattern.right) total.patternsRight++;
    if (s.pattern.found !== null && !s.pattern.right) total.patternsWrong++;
    total.disallowedRequests += s.disallowedRequests.length;
    for (const [kind, tally] of Object.entries(s.cases) as [CaseKind, CaseTally][]) {
      const t = (total.cases[kind] ??= { addresses: 0, found: 0, named: 0, namesRight: 0, titled: 0, titlesRight: 0 });
      t.addresses += tally.addresses;
      t.found += tally.found;
      t.named += tally.named;
      t.namesRight += tally.namesRight;
      t.titled += tally.titled;
      t.titlesRight += tally.titlesRight;
    }
  }
  return total;
}
