/**
 * What the index stores: only what was imported or learned, never a filled-in default. The wire
 * shapes (contract/) are built from these records at lookup time, so derived fields (time zone,
 * offset, location, role from title) are always computed by the current rules.
 */
import type { Company, EmailRecord, Person, Source } from '../contract/schemas.js';

type DeepPartial<T> = T extends readonly (infer U)[]
  ? readonly U[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> | null }
    : T;

/** What a crawl stated about one field of a record (see core/web/crawl-merge.ts). */
export interface CrawledField {
  value: unknown;
  /** ISO time the crawled value is known to date from (first seen changed, or Last-Modified); null: unknown. */
  since: string | null;
  lastSeen: string;
  /** Whether the record's value is this crawled one (false: an imported value won). */
  applied: boolean;
}

/** Where a record's values came from: never part of the wire shapes. */
export interface Provenance {
  /** ISO time of the last import that changed the record. */
  importedAt?: string;
  /** ISO time of the last crawl that stated anything about it. */
  crawledAt?: string;
  /** By dotted field path. */
  crawled?: Record<string, CrawledField>;
}

/** Fields a company record can carry; `id`, `utcOffset` and `indexedAt` are the service's own. */
export type CompanyRecord = DeepPartial<Omit<Company, 'id' | 'utcOffset' | 'indexedAt'>> & {
  domain: string;
  /** Date (YYYY-MM-DD) the record's content last changed. */
  indexedAt: string;
  provenance?: Provenance;
};

export type PersonRecord = DeepPartial<Omit<Person, 'id' | 'utcOffset' | 'indexedAt' | 'fuzzy'>> & {
  email: string;
  indexedAt: string;
  provenance?: Provenance;
};

export type EmailRecordEntry = DeepPartial<Omit<EmailRecord, 'sources'>> & {
  value: string;
  /** The domain the address belongs to (its part after "@"), the key of its domain search. */
  domain: string;
  sources: Source[];
  indexedAt: string;
  provenance?: Provenance;
};

/**
 * Where a domain's pattern comes from when the company's own site states it: scheme text such as
 * "vorname.nachname@domain" on a careers page. A stated pattern is the strongest evidence a
 * pattern can have (the company says so): learning from addresses never replaces it, and the
 * email finder tries it first, with full confidence.
 */
export interface StatedPatternSource {
  kind: 'stated';
  /** The page that states it. */
  uri: string;
  /** The scheme text as written there. */
  text: string;
  /** The day a crawl last saw the page state it. */
  last_seen_on: string;
}

export interface DomainMetaRecord {
  domain: string;
  pattern?: string | null;
  /** Set when `pattern` is the one the company's site states; absent when it was learned or imported. */
  pattern_source?: StatedPatternSource | null;
  organization?: string | null;
  linked_domains?: string[] | null;
  accept_all?: boolean | null;
  indexedAt: string;
}

export type RecordOf<K extends IndexKind> = K extends 'companies'
  ? CompanyRecord
  : K extends 'people'
    ? PersonRecord
    : K extends 'emails'
      ? EmailRecordEntry
      : DomainMetaRecord;

export type IndexKind = 'companies' | 'people' | 'emails' | 'domains';
export const INDEX_KINDS: readonly IndexKind[] = ['companies', 'people', 'emails', 'domains'];

/** Filters of the domain search (spec endpoint 6); each list is an OR, lists combine with AND. */
export interface DomainEmailFilters {
  type?: readonly string[];
  seniority?: readonly string[];
  department?: readonly string[];
  requiredFields?: readonly RequiredField[];
  /** The address's latest verification status (one of VERIFICATION_STATUSES). */
  verificationStatus?: readonly string[];
  /** Positions containing any of these titles (case-insensitive). */
  jobTitles?: readonly string[];
  /** Where the person is, from their person record's geo: any include place, and no exclude place. */
  location?: { include?: readonly PlaceFilter[]; exclude?: readonly PlaceFilter[] };
}

/**
 * One place of a location filter, every given part matching: the country as a set of ISO 3166-1
 * alpha-2 codes (one country, or the countries of a continent or region), the state by name or
 * code and the city by name, both case-insensitive.
 */
export interface PlaceFilter {
  countries?: readonly string[];
  state?: string;
  city?: string;
}

export const REQUIRED_FIELDS = ['full_name', 'position', 'phone_number'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];
