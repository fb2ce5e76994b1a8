/**
 * The email finder (spec endpoint 4): a person's professional address from their name and their
 * company's domain (or company name, or professional-network handle).
 *
 * 1. An address the index already holds for that person is the answer (with its sources).
 * 2. Otherwise the domain's pattern is learned from the index's known addresses with names, the
 *    name is turned into candidates ranked by the pattern's share (the pattern the company's site
 *    states, when a crawl found one, comes first with share 1), and all candidates are asked
 *    in one SMTP session, with a random address to detect a catch-all domain.
 * 3. The first accepted candidate (in rank order) on a domain that refuses random addresses is
 *    the answer, verified (when the random address got no answer, it is returned unverified). On a catch-all domain the best-pattern candidate is returned with
 *    accept_all true and a lower score, never as verified.
 *
 * Score (0-100): by verification, valid 70, accept_all 30, unknown 20; plus 25 x the pattern's
 * observed share at the domain; plus 1 per known source (at most 5). An address the index holds
 * scores its verification base plus 25 plus its sources.
 */
import type { Source } from '../../contract/schemas.js';
import type { DomainMetaRecord, EmailRecordEntry, PersonRecord } from '../index-records.js';
import { candidates, isAddressPattern, learnPatterns, type AddressPattern, type Candidate, type PatternShare, patternsOf } from './address-patterns.js';
import type { SmtpProber } from './smtp-prober.js';
import { profileUrl } from '../web/extract/socials.js';

export interface FinderIndex {
  searchDomainEmails(domain: string, filters: object, limit: number, offset: number): Promise<{ total: number; records: EmailRecordEntry[] }>;
  getDomainMeta(domain: string): Promise<DomainMetaRecord | null>;
  putDomainMeta(record: DomainMetaRecord): Promise<void>;
  getEmailRecord(address: string): Promise<EmailRecordEntry | null>;
  putEmailRecord(record: EmailRecordEntry, previous: EmailRecordEntry | null): Promise<void>;
}

export interface AcceptAllCache {
  get<T>(kind: 'accept-all', id: string): Promise<T | null>;
  put(kind: 'accept-all', id: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export interface FinderQuery {
  domain: string;
  firstName: string;
  lastName: string;
  /** The person's index record when the query came by handle. */
  person?: PersonRecord | null;
  /** Epoch ms by which the answer must be given. */
  deadline: number;
  /** Answer only from addresses the index already holds for the person: no candidates, no SMTP. */
  indexOnly?: boolean;
}

export interface FinderResult {
  first_name: string;
  last_name: string;
  email: string;
  score: number;
  domain: string;
  accept_all: boolean;
  position: string | null;
  socialB: string | null;
  proNetwork_url: string | null;
  phone_number: string | null;
  company: string | null;
  sources: Source[];
  verification: { date: string | null; status: string | null };
}

export type FinderOutcome = { found: true; result: FinderResult } | { found: false; details: string };

const BASE: Record<string, number> = { valid: 70, accept_all: 30, unknown: 20 };

function score(status: string, share: number, sources: number): number {
  return Math.max(0, Math.min(100, Math.round((BASE[status] ?? 20) + 25 * share + Math.min(sources, 5))));
}

function fold(s: string | null | undefined): string {
  return (s ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export class EmailFinder {
  constructor(
    private readonly index: FinderIndex,
    private readonly prober: SmtpProber,
    private readonly cache: AcceptAllCache,
    private readonly opts: { acceptAllCacheSeconds: number },
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async known(domain: string): Promise<EmailRecordEntry[]> {
    const { records } = await this.index.searchDomainEmails(domain, {}, 1000, 0);
    return records;
  }

  async find(q: FinderQuery, company: string | null): Promise<FinderOutcome> {
    const records = await this.known(q.domain);
    const named = records.filter((r) => r.first_name && r.last_name && r.type !== 'generic');
    const learned = learnPatterns(named.map((r) => ({ local: r.value.slice(0, r.value.lastIndexOf('@')), firstName: r.first_name!, lastName: r.last_name! })));
    // The pattern the company's site states beats any learned one: it is tried first, with full confidence.
    const stated = statedPattern(await this.index.getDomainMeta(q.domain));
    const shares: PatternShare[] = stated
      ? [{ pattern: stated, count: learned.find((s) => s.pattern === stated)?.count ?? 0, share: 1 }, ...learned.filter((s) => s.pattern !== stated)]
      : learned;
    const base = (email: string, status: string | null, date: string | null, share: number, entry: EmailRecordEntry | null, accept_all: boolean): FinderResult => ({
      first_name: q.firstName,
      last_name: q.lastName,
      email,
      score: score(status ?? 'unknown', share, entry?.sources.length ?? 0),
      domain: q.domain,
      accept_all,
      position: entry?.position ?? q.person?.employment?.title ?? null,
      socialB: entry?.socialB ?? q.person?.socialB?.handle ?? null,
      proNetwork_url: proNetworkUrl(entry?.proNetwork ?? q.person?.proNetwork?.handle ?? null),
      phone_number: entry?.phone_number ?? q.person?.phone ?? null,
      company,
      sources: [...(entry?.sources ?? [])],
      verification: { date, status },
    });

    // 1. The index already knows this person's address at the domain.
    const mine = named.find((r) => fold(r.first_name) === fold(q.firstName) && fold(r.last_name) === fold(q.lastName));
    if (mine) {
      const pattern = patternsOf(mine.value.slice(0, mine.value.lastIndexOf('@')), q.firstName, q.lastName)[0];
      const share = shares.find((s) => s.pattern === pattern)?.share ?? 0;
      const status = mine.verification?.status ?? null;
      return { found: true, result: { ...base(mine.value, status, mine.verification?.date ?? null, share, mine, false), score: score(status ?? 'unknown', 1, mine.sources.length) } };
    }

    if (q.indexOnly) return { found: false, details: `The index holds no address for ${q.firstName} ${q.lastName} at ${q.domain}.` };

    // 2. Candidates from the name, ranked by the domain's pattern shares, asked in one session.
    const list = candidates(q.firstName, q.lastName, shares, 12, stated);
    if (list.length === 0) return { found: false, details: `No candidate address could be made from "${q.firstName} ${q.lastName}".` };
    const addresses = list.map((c) => `${c.local}@${q.domain}`);
    const knownAcceptAll = await this.cache.get<boolean>('accept-all', q.domain);
    const probe = await this.prober.probe(q.domain, addresses, q.deadline, { checkAcceptAll: knownAcceptAll !== true });
    const acceptAll = probe.acceptAll ?? knownAcceptAll;
    if (probe.acceptAll !== null) await this.cache.put('accept-all', q.domain, probe.acceptAll, this.opts.acceptAllCacheSeconds);
    const today = this.now().toISOString().slice(0, 10);
    const tried = `${addresses.length} candidate(s) (${list.slice(0, 5).map((c) => c.local).join(', ')}${list.length > 5 ? ', ...' : ''}) at ${q.domain}`;

    if (acceptAll === true) {
      const best = list[0]!;
      const email = `${best.local}@${q.domain}`;
      return { found: true, result: base(email, 'accept_all', today, best.share, await this.index.getEmailRecord(email), true) };
    }
    const accepted = list.find((c, i) => probe.addresses.get(addresses[i]!)?.verdict === 'accepted');
    if (accepted) {
      const email = `${accepted.local}@${q.domain}`;
      if (acceptAll !== false) {
        // Accepted, but whether the domain accepts everything could not be asked (the random
        // address got no answer): not verified, and nothing is learned from it.
        return { found: true, result: base(email, 'unknown', today, accepted.share, await this.index.getEmailRecord(email), false) };
      }
      await this.learn(q, email, shares, accepted, today);
      const entry = await this.index.getEmailRecord(email);
      return { found: true, result: base(email, 'valid', today, accepted.share, entry, false) };
    }
    const verdicts = addresses.map((a) => probe.addresses.get(a)?.verdict ?? 'unknown');
    if (verdicts.every((v) => v === 'rejected' || v === 'disabled' || v === 'full')) {
      return { found: false, details: `The mail server refused every candidate: tried ${tried}.` };
    }
    // The server could not tell (blocked, greylisted, no answer in time): answer only with a
    // pattern the domain is known to use (most of its known addresses, or the one its site states), marked unknown.
    const best: Candidate | undefined = list[0];
    if (best && ((stated !== null && best.pattern === stated) || (best.share >= 0.5 && shares.reduce((n, s) => n + s.count, 0) >= 2))) {
      const email = `${best.local}@${q.domain}`;
      return { found: true, result: base(email, 'unknown', null, best.share, await this.index.getEmailRecord(email), false) };
    }
    return {
      found: false,
      details: `No address could be confirmed: tried ${tried}; the mail server ${probe.failure ? `failed (${probe.failure})` : 'gave no definite answer'}.`,
    };
  }

  /** A confirmed address enters the index with the person's name, and the domain's pattern is learned again. */
  private async learn(q: FinderQuery, email: string, shares: readonly PatternShare[], found: Candidate, today: string): Promise<void> {
    const previous = await this.index.getEmailRecord(email);
    const record: EmailRecordEntry = {
      ...(previous ?? { value: email, domain: q.domain, type: 'personal', sources: [] }),
      first_name: previous?.first_name ?? q.firstName,
      last_name: previous?.last_name ?? q.lastName,
      verification: { date: today, status: 'valid' },
      indexedAt: today,
    };
    await this.index.putEmailRecord(record, previous);
    const counts = new Map(shares.map((s) => [s.pattern, s.count]));
    counts.set(found.pattern, (counts.get(found.pattern) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? found.pattern;
    const meta = await this.index.getDomainMeta(q.domain);
    // A pattern the company states is not replaced by one learned from addresses.
    if (meta?.pattern !== top && meta?.pattern_source?.kind !== 'stated') {
      await this.index.putDomainMeta({ ...(meta ?? { domain: q.domain }), pattern: top, indexedAt: today });
    }
  }
}

/** The pattern the domain's own site states (crawl-merge.ts), when it is one the finder can apply. */
function statedPattern(meta: DomainMetaRecord | null): AddressPattern | null {
  return meta?.pattern_source?.kind === 'stated' && isAddressPattern(meta.pattern) ? meta.pattern : null;
}

function proNetworkUrl(handle: string | null): string | null {
  return profileUrl('proNetwork', handle);
}
