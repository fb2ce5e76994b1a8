/**
 * `cli import companies|people|emails|domains FILE`: loads the user's own records into the index.
 *
 * - Upsert by natural key (domain, email, address): fields given in a row replace stored ones,
 *   fields left out keep their stored value, an explicit JSON null clears one. Sources merge by
 *   URI (earliest extracted_on, latest last_seen_on).
 * - Idempotent: a row that changes nothing leaves the record, and its `indexedAt`, untouched.
 *   `indexedAt` is the date the record's content last changed.
 * - A bad row is reported with its line number and reason and skipped; the rest loads.
 */
import type {
  CompanyRecord,
  DomainMetaRecord,
  EmailRecordEntry,
  IndexKind,
  PersonRecord,
  Provenance,
} from '../core/index-records.js';
import type { Source } from '../contract/schemas.js';
import { normalizeDomain } from '../core/identity/domain-name.js';
import { parseEmailAddress } from '../core/identity/email-address.js';
import { classifyTitle } from '../core/enrich/title-rules.js';
import type { IndexRepository } from '../store/index-repository.js';
import { IMPORT_SCHEMAS, arrayPaths, importValidator, objectPaths, stripUnknown } from './import-schemas.js';
import { formatOf, readCsvRows, readJsonLines, type RawRow } from './row-reader.js';

export interface RowProblem {
  line: number;
  reason: string;
}

export interface ImportSummary {
  kind: IndexKind;
  file: string;
  read: number;
  loaded: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  problems: RowProblem[];
  /** Fields the schema does not know, with how many rows carried them; they were ignored. */
  ignoredFields: Record<string, number>;
}

class RowError extends Error {}

type Json = Record<string, unknown>;

function isPlainObject(v: unknown): v is Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Row over stored: objects merge key by key, anything else (arrays too) is replaced. */
export function mergeRecord(stored: Json, row: Json): Json {
  const out: Json = { ...stored };
  for (const [k, v] of Object.entries(row)) {
    if (v === undefined) continue;
    out[k] = isPlainObject(v) && isPlainObject(stored[k]) ? mergeRecord(stored[k] as Json, v) : v;
  }
  return out;
}

export function mergeSources(stored: readonly Source[], incoming: readonly Source[]): Source[] {
  const byUri = new Map<string, Source>(stored.map((s) => [s.uri, { ...s }]));
  for (const s of incoming) {
    const prev = byUri.get(s.uri);
    if (!prev) {
      byUri.set(s.uri, { ...s });
      continue;
    }
    const newer = s.last_seen_on >= prev.last_seen_on;
    byUri.set(s.uri, {
      domain: s.domain,
      uri: s.uri,
      extracted_on: s.extracted_on < prev.extracted_on ? s.extracted_on : prev.extracted_on,
      last_seen_on: newer ? s.last_seen_on : prev.last_seen_on,
      still_on_page: newer ? s.still_on_page : prev.still_on_page,
    });
  }
  return [...byUri.values()];
}

function sameContent(a: Json | null, b: Json): boolean {
  if (!a) return false;
  const { indexedAt: _a, provenance: _pa, ...restA } = a;
  const { indexedAt: _b, provenance: _pb, ...restB } = b;
  return stableStringify(restA) === stableStringify(restB);
}

function stableStringify(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  if (isPlainObject(v)) {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify(v[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

function requireDomainField(value: unknown, field: string): string {
  const d = typeof value === 'string' ? normalizeDomain(value) : null;
  if (!d) throw new RowError(`${field} "${String(value)}" is not a valid domain name`);
  return d;
}

function requireEmailField(value: unknown, field: string): { address: string; domain: string } {
  const parsed = typeof value === 'string' ? parseEmailAddress(value) : null;
  if (!parsed) throw new RowError(`${field} "${String(value)}" is not a valid email address`);
  return parsed;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of a string holding a lone UTF-16 surrogate (not text, RFC 8259 8.2), or null. */
function illFormedText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path || 'a value' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const found = illFormedText(v, path ? `${path}.${k}` : k);
    if (found) return found;
  }
  return null;
}

/** Dotted paths of a row's scalar and array values (objects are descended into). */
function rowPaths(row: Json, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(row)) {
    if (v === undefined) continue;
    if (isPlainObject(v)) out.push(...rowPaths(v, `${prefix}${k}.`));
    else out.push(`${prefix}${k}`);
  }
  return out;
}

/**
 * An import is the newest word on the fields it writes: their crawl entries go (so the next crawl
 * does not take them back without new evidence) and the import time is recorded (crawl-merge.ts).
 */
function importProvenance(prov: Provenance | undefined, row: Json, now: Date): Provenance {
  const crawled = { ...(prov?.crawled ?? {}) };
  for (const path of rowPaths(row)) {
    for (const key of Object.keys(crawled)) if (key === path || key.startsWith(`${path}.`)) delete crawled[key];
  }
  return { ...prov, importedAt: now.toISOString(), crawled };
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Rows read, checked and written together: one read of the stored records, one multi-row write. */
const BATCH_ROWS = 1000;

/** The key of a row of a kind (for the batch's one read), or null when the row has none (it fails on its own). */
function rowKey(kind: IndexKind, row: Json): string | null {
  try {
    if (kind === 'people') return requireEmailField(row.email, 'email').address;
    if (kind === 'emails') return requireEmailField(row.value, 'value').address;
    return requireDomainField(row.domain, 'domain');
  } catch {
    return null;
  }
}

/**
 * One batch: the stored records of its rows, read in one query, and the records it will write.
 * A row sees what an earlier row of the same batch wrote (the same address twice in a file).
 */
class Batch {
  private readonly stored = new Map<string, Json | null>();
  private readonly writes = new Map<string, Json>();

  constructor(readonly kind: IndexKind) {}

  async load(index: IndexRepository, keys: readonly string[]): Promise<void> {
    const unique = [...new Set(keys)];
    const records = await index.getRecords(this.kind, unique);
    unique.forEach((k, i) => this.stored.set(k, (records[i] ?? null) as Json | null));
  }

  get(key: string): Json | null {
    return this.writes.get(key) ?? this.stored.get(key) ?? null;
  }

  put(key: string, record: Json): void {
    this.writes.set(key, record);
  }

  async flush(index: IndexRepository): Promise<void> {
    await index.putRecords(this.kind, [...this.writes.values()] as never[]);
  }
}

export class IndexImporter {
  private batch: Batch | null = null;

  constructor(
    private readonly index: IndexRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async importFile(kind: IndexKind, file: string): Promise<ImportSummary> {
    const summary: ImportSummary = {
      kind,
      file,
      read: 0,
      loaded: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      problems: [],
      ignoredFields: {},
    };
    const schema = IMPORT_SCHEMAS[kind];
    const rows: AsyncIterable<RawRow> =
      formatOf(file) === 'jsonl' ? readJsonLines(file) : readCsvRows(file, arrayPaths(schema), objectPaths(schema));
    const validate = importValidator(kind);
    let pending: { line: number; value: Json }[] = [];
    const flush = async () => {
      this.batch = new Batch(kind);
      await this.batch.load(this.index, pending.map((r) => rowKey(kind, r.value)).filter((k): k is string => k !== null));
      for (const row of pending) {
        try {
          const status = await this.upsert(kind, row.value);
          summary.loaded++;
          summary[status]++;
        } catch (err) {
          if (!(err instanceof RowError)) throw err;
          summary.skipped++;
          summary.problems.push({ line: row.line, reason: err.message });
        }
      }
      await this.batch.flush(this.index);
      this.batch = null;
      pending = [];
    };

    for await (const row of rows) {
      summary.read++;
      if ('error' in row) {
        summary.skipped++;
        summary.problems.push({ line: row.line, reason: row.error });
        continue;
      }
      const illFormed = illFormedText(row.value);
      if (illFormed) {
        summary.skipped++;
        summary.problems.push({ line: row.line, reason: `${illFormed} is not well-formed Unicode text` });
        continue;
      }
      for (const path of stripUnknown(schema, row.value)) {
        summary.ignoredFields[path] = (summary.ignoredFields[path] ?? 0) + 1;
      }
      if (!validate(row.value)) {
        const e = validate.errors?.[0];
        const where = (e?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'row';
        summary.skipped++;
        summary.problems.push({ line: row.line, reason: `${where} ${e?.message ?? 'is invalid'}` });
        continue;
      }
      pending.push({ line: row.line, value: row.value });
      if (pending.length >= BATCH_ROWS) await flush();
    }
    if (pending.length > 0) await flush();
    // Problems in line order, whichever batch found them.
    summary.problems.sort((a, b) => a.line - b.line);
    return summary;
  }

  private upsert(kind: IndexKind, row: Json): 'created' | 'updated' | 'unchanged' {
    switch (kind) {
      case 'companies':
        return this.upsertCompany(row);
      case 'people':
        return this.upsertPerson(row);
      case 'emails':
        return this.upsertEmail(row);
      case 'domains':
        return this.upsertDomain(row);
    }
  }

  private upsertCompany(row: Json): 'created' | 'updated' | 'unchanged' {
    const domain = requireDomainField(row.domain, 'domain');
    const aliases = Array.isArray(row.domainAliases)
      ? (row.domainAliases as unknown[]).map((a) => requireDomainField(a, 'domainAliases'))
      : undefined;
    if (typeof row.logo === 'string' && !/^https?:\/\/[^\s]+$/i.test(row.logo)) {
      throw new RowError(`logo "${row.logo}" is not an http(s) URL`);
    }
    const stored = this.stored(domain);
    const merged = mergeRecord((stored ?? {}) as Json, { ...row, domain, domainAliases: aliases }) as CompanyRecord;
    return this.write(domain, stored, merged, row);
  }

  private upsertPerson(row: Json): 'created' | 'updated' | 'unchanged' {
    const { address } = requireEmailField(row.email, 'email');
    const employment = isPlainObject(row.employment) ? { ...row.employment } : undefined;
    if (employment && typeof employment.domain === 'string') {
      employment.domain = requireDomainField(employment.domain, 'employment.domain');
    }
    const stored = this.stored(address);
    const merged = mergeRecord((stored ?? {}) as Json, { ...row, email: address, employment }) as PersonRecord;
    return this.write(address, stored, merged, row);
  }

  private upsertEmail(row: Json): 'created' | 'updated' | 'unchanged' {
    const { address, domain } = requireEmailField(row.value, 'value');
    const incoming = ((row.sources as Json[] | undefined) ?? []).map((s, i): Source => {
      const uri = String(s.uri);
      let host: string;
      try {
        const url = new URL(uri);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
        host = url.hostname;
      } catch {
        throw new RowError(`sources.${i}.uri "${uri}" is not an http(s) URL`);
      }
      if (String(s.extracted_on) > String(s.last_seen_on)) {
        throw new RowError(`sources.${i}: extracted_on is after last_seen_on`);
      }
      return {
        domain: typeof s.domain === 'string' ? requireDomainField(s.domain, `sources.${i}.domain`) : requireDomainField(host, `sources.${i}.uri`),
        uri,
        extracted_on: String(s.extracted_on),
        last_seen_on: String(s.last_seen_on),
        still_on_page: Boolean(s.still_on_page),
      };
    });
    const stored = this.stored(address) as EmailRecordEntry | null;
    const merged = mergeRecord((stored ?? {}) as Json, { ...row, value: address, domain, sources: undefined }) as EmailRecordEntry;
    merged.sources = mergeSources(stored?.sources ?? [], incoming);
    // Seniority and department filter the domain search, so they are settled when the record is
    // written: the row's own value when it has one, else the title rules over the current
    // position (so a changed position re-derives them, and an unknown title clears them).
    const derived = classifyTitle(merged.position ?? null);
    if (row.seniority == null) merged.seniority = derived.seniority;
    if (row.department == null) merged.department = derived.department;
    return this.write(address, stored as Json | null, merged as unknown as Json, row);
  }

  private upsertDomain(row: Json): 'created' | 'updated' | 'unchanged' {
    const domain = requireDomainField(row.domain, 'domain');
    const linked = Array.isArray(row.linked_domains)
      ? (row.linked_domains as unknown[]).map((d) => requireDomainField(d, 'linked_domains'))
      : undefined;
    const stored = this.stored(domain);
    const merged = mergeRecord((stored ?? {}) as Json, { ...row, domain, linked_domains: linked });
    return this.write(domain, stored, merged, row);
  }

  /** The record stored under a key, as the current batch sees it. */
  private stored(key: string): Json | null {
    return this.batch!.get(key);
  }

  /** Queues the merged record for the batch's write, unless it says nothing new. */
  private write(key: string, stored: Json | null, merged: Json, row: Json): 'created' | 'updated' | 'unchanged' {
    if (stored && sameContent(stored, merged)) return 'unchanged';
    merged.indexedAt = today(this.now());
    merged.provenance = importProvenance(merged.provenance as Provenance | undefined, row, this.now());
    this.batch!.put(key, merged);
    return stored ? 'updated' : 'created';
  }
}
