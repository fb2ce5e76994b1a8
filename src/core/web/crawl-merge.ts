/**
 * How what a crawl found enters the index without trampling what a user imported.
 *
 * Each record keeps a `provenance` object beside its fields: when it was last imported, and for
 * every field a crawl has stated, the value seen, since when (`since`), when last seen, and whether
 * the record's value is the crawled one (`applied`). A crawled value replaces an imported one only
 * when it is newer than the import: when it was first seen after the import (a change observed by
 * a later crawl), or the page declared a Last-Modified date after it. A crawled value always
 * refreshes a field a crawl wrote and always fills an empty one. The importer clears a field's
 * crawl entry when it writes that field, so a later import wins again.
 *
 * Sources keep `extracted_on` as the first crawl that saw the address on the page and
 * `last_seen_on` as the latest; a crawl that fetched the page and no longer found the address sets
 * `still_on_page: false` (the address keeps its record: it existed, and may still work).
 */
import type { Source } from '../../contract/schemas.js';
import type { CompanyRecord, DomainMetaRecord, EmailRecordEntry, PersonRecord, Provenance, StatedPatternSource } from '../index-records.js';
import { learnPatterns, type AddressPattern } from '../mail/address-patterns.js';
import type { FoundAddress, SiteFindings } from './site-reader.js';

type Json = Record<string, unknown>;

export interface MergeClock {
  now: Date;
  /** The newest Last-Modified the crawled pages declared, if any. */
  pageModified: Date | null;
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function getPath(obj: Json, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Json)[key];
  }
  return cur;
}

function setPath(obj: Json, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = obj;
  for (const key of keys.slice(0, -1)) {
    const next = cur[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) cur[key] = {};
    else cur[key] = { ...(next as Json) };
    cur = cur[key] as Json;
  }
  cur[keys[keys.length - 1]!] = value;
}

/** When the record's imported values were imported: its import time, else its index date. */
function importedAt(record: { provenance?: Provenance | null; indexedAt?: string | null }): string | null {
  if (record.provenance?.importedAt) return record.provenance.importedAt;
  if (record.provenance?.crawledAt) return null; // born of a crawl: nothing imported yet
  return record.indexedAt ? `${record.indexedAt}T00:00:00.000Z` : null;
}

/**
 * Applies crawled field values (dotted paths) to a record under the provenance rules above. Returns
 * a new record and whether any field value changed (provenance bookkeeping alone is no change).
 */
export function applyCrawled<T extends Json>(record: T, fields: Record<string, unknown>, clock: MergeClock): { record: T; changed: boolean } {
  const out = structuredClone(record) as Json;
  const prov: Provenance = { ...((out.provenance as Provenance | undefined) ?? {}) };
  const crawled = { ...(prov.crawled ?? {}) };
  const imported = importedAt(record as { provenance?: Provenance; indexedAt?: string });
  const now = clock.now.toISOString();
  let changed = false;
  for (const [path, value] of Object.entries(fields)) {
    if (isEmpty(value)) continue;
    const current = getPath(out, path);
    const prev = crawled[path];
    const since = prev && same(prev.value, value) ? prev.since : prev ? now : (clock.pageModified?.toISOString() ?? null);
    const apply =
      isEmpty(current) || prev?.applied === true || same(current, value) || imported === null || (since !== null && since > imported);
    if (apply && !same(current, value)) {
      setPath(out, path, value);
      changed = true;
    }
    crawled[path] = { value, since, lastSeen: now, applied: apply };
  }
  // The import time is written down on the first crawl: later crawls must not mistake the
  // record's index date (which they move) for it.
  out.provenance = { ...prov, ...(imported !== null ? { importedAt: imported } : {}), crawled, crawledAt: now };
  return { record: out as T, changed };
}

/** The company record after a crawl (a new one when the index had none). */
export function mergeCompany(stored: CompanyRecord | null, findings: SiteFindings, clock: MergeClock): { record: CompanyRecord; changed: boolean } {
  const today = clock.now.toISOString().slice(0, 10);
  const base: CompanyRecord = stored ?? { domain: findings.domain, indexedAt: today, provenance: { crawledAt: clock.now.toISOString() } };
  const { domainAliases, ...fields } = findings.company;
  const applied = applyCrawled(base as unknown as Json, fields, clock);
  const result = applied.record as unknown as CompanyRecord;
  let changed = applied.changed;
  // Alias domains accumulate whoever listed them: a redirect seen is a fact, not an opinion.
  const aliases = [...new Set([...((base.domainAliases as string[] | undefined) ?? []), ...((domainAliases as string[] | undefined) ?? [])])];
  if (aliases.length !== (base.domainAliases?.length ?? 0)) {
    result.domainAliases = aliases;
    changed = true;
  }
  if (changed || !stored) result.indexedAt = today;
  return { record: result, changed: changed || !stored };
}

function sourceDomain(uri: string): string {
  return new URL(uri).hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * Sources of one address after a crawl: pages it was found on are seen today (first seen today
 * when new); pages the crawl fetched without finding it are no longer showing it.
 */
export function mergeSources(stored: readonly Source[], foundOn: readonly string[], fetched: ReadonlySet<string>, today: string): Source[] {
  const out = stored.map((s) => ({ ...s }));
  for (const uri of foundOn) {
    const prev = out.find((s) => s.uri === uri);
    if (prev) {
      prev.last_seen_on = today > prev.last_seen_on ? today : prev.last_seen_on;
      prev.still_on_page = true;
    } else {
      out.push({ domain: sourceDomain(uri), uri, extracted_on: today, last_seen_on: today, still_on_page: true });
    }
  }
  for (const s of out) if (fetched.has(s.uri) && !foundOn.includes(s.uri)) s.still_on_page = false;
  return out;
}

/** Email-record fields a crawl can state about an address's owner. */
function personFields(found: FoundAddress): Record<string, unknown> {
  const p = found.person;
  if (!p) return {};
  return {
    first_name: p.firstName,
    last_name: p.lastName,
    position: p.title,
    position_raw: p.title,
    seniority: p.seniority,
    department: p.department,
    phone_number: p.phone,
    proNetwork: p.proNetwork,
    socialB: p.socialB,
  };
}

/**
 * The domain's email records after a crawl: found addresses created or refreshed, and addresses
 * the index holds whose source pages were fetched without them marked `still_on_page: false`.
 * Only records that changed are returned.
 */
export function mergeEmailRecords(
  stored: ReadonlyMap<string, EmailRecordEntry>,
  findings: SiteFindings,
  clock: MergeClock,
): { record: EmailRecordEntry; previous: EmailRecordEntry | null }[] {
  const today = clock.now.toISOString().slice(0, 10);
  const fetched = new Set(findings.pagesFetched);
  const found = new Map(findings.addresses.map((a) => [a.address, a]));
  const out: { record: EmailRecordEntry; previous: EmailRecordEntry | null }[] = [];
  for (const address of new Set([...found.keys(), ...stored.keys()])) {
    const previous = stored.get(address) ?? null;
    const hit = found.get(address);
    const base: EmailRecordEntry = previous ?? {
      value: address,
      domain: hit!.domain,
      type: hit!.type,
      sources: [],
      indexedAt: today,
      provenance: { crawledAt: clock.now.toISOString() },
    };
    const sources = mergeSources(base.sources, hit?.pages ?? [], fetched, today);
    const { record, changed } = applyCrawled({ ...base, sources } as unknown as Json, hit ? personFields(hit) : {}, clock);
    const next = record as unknown as EmailRecordEntry;
    const sourcesChanged = !same(base.sources, sources);
    if (!previous || changed || sourcesChanged) {
      next.indexedAt = today;
      out.push({ record: next, previous });
    }
  }
  return out;
}

/** The person record an address's owner gets (or the stored one, refreshed). */
export function mergePerson(
  stored: PersonRecord | null,
  found: FoundAddress,
  company: { domain: string; name: string | null },
  clock: MergeClock,
): { record: PersonRecord; changed: boolean } | null {
  const p = found.person;
  if (!p) return null;
  const today = clock.now.toISOString().slice(0, 10);
  const base: PersonRecord = stored ?? { email: found.address, indexedAt: today, provenance: { crawledAt: clock.now.toISOString() } };
  const { record, changed } = applyCrawled(base as unknown as Json, {
    'name.fullName': p.fullName,
    'name.givenName': p.firstName,
    'name.familyName': p.lastName,
    'employment.domain': company.domain,
    'employment.name': company.name,
    'employment.title': p.title,
    phone: p.phone,
    'proNetwork.handle': p.proNetwork,
    'socialB.handle': p.socialB,
  }, clock);
  const result = record as unknown as PersonRecord;
  if (changed || !stored) result.indexedAt = today;
  return { record: result, changed: changed || !stored };
}

/**
 * The domain's address pattern, learned again from every address with a name: the pattern most of
 * them follow, or null when no address with a name fits one.
 */
export function learnDomainPattern(records: Iterable<EmailRecordEntry>): AddressPattern | null {
  const known: { local: string; firstName: string; lastName: string }[] = [];
  for (const r of records) {
    if (r.type === 'generic' || !r.first_name || !r.last_name) continue;
    known.push({ local: r.value.slice(0, r.value.lastIndexOf('@')), firstName: r.first_name, lastName: r.last_name });
  }
  return learnPatterns(known)[0]?.pattern ?? null;
}

/**
 * The domain's pattern after a crawl, and its source. A pattern the site states (scheme text,
 * site-reader's `statedPatterns` for the company's domain) wins over one learned from addresses:
 * the one stated most often this crawl (the first on a tie), with the first page that states it.
 * A pattern stated before is kept while its page was not fetched again (the page budget may have
 * left it out); when the page was fetched and no longer states it, the learned one takes over.
 * Without a stated pattern: the learned one, else what the domain had (imported or learned before).
 */
export function domainPatternAfterCrawl(
  meta: DomainMetaRecord | null,
  findings: SiteFindings,
  learned: AddressPattern | null,
  today: string,
): { pattern: string | null; source: StatedPatternSource | null } {
  const stated = findings.statedPatterns.filter((s) => s.domain === findings.domain);
  if (stated.length > 0) {
    const counts = new Map<string, number>();
    for (const s of stated) counts.set(s.pattern, (counts.get(s.pattern) ?? 0) + 1);
    const best = stated.reduce((a, b) => ((counts.get(b.pattern) ?? 0) > (counts.get(a.pattern) ?? 0) ? b : a));
    return { pattern: best.pattern, source: { kind: 'stated', uri: best.uri, text: best.text, last_seen_on: today } };
  }
  const before = meta?.pattern_source;
  if (before?.kind === 'stated' && meta?.pattern) {
    if (!findings.pagesFetched.includes(before.uri)) return { pattern: meta.pattern, source: before };
    return { pattern: learned, source: null };
  }
  return { pattern: learned ?? meta?.pattern ?? null, source: null };
}
