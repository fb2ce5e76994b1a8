/**
 * What a bulk kind is: everything the pipeline needs to know about one kind, in one typed object
 * (`BulkKindSpec`). The kinds themselves are the files of `kinds/`, listed once in
 * `kinds/index.ts`; the pipeline, the jobs and the CSV reader ask the registry, never
 * `switch (kind)`.
 *
 * A kind processes items (unique inputs: rows with equal keys share one) into structured results
 * (a verification, a found address, a profile), and only then are they flattened into output
 * columns or turned into leads, each by the kind's own typed function: renaming a schema field
 * breaks the compile, not the lead.
 */
import type { Cell } from '../../contract/flatten.js';
import type { LookupService } from '../enrich/lookups.js';
import type { LeadInput } from '../leads/lead-service.js';
import type { EmailFinder } from '../mail/email-finder.js';
import type { EmailVerifier } from '../mail/email-verifier.js';
import type { CrawlOutcome } from '../web/crawl-service.js';

/** Logical inputs a kind reads from a row (mapped from the upload's columns). */
export const INPUT_FIELDS = ['email', 'domain', 'first_name', 'last_name', 'full_name', 'company'] as const;
export type InputField = (typeof INPUT_FIELDS)[number];
export type RowInputs = Partial<Record<InputField, string>>;

export function isInputField(name: string): name is InputField {
  return (INPUT_FIELDS as readonly string[]).includes(name);
}

/**
 * What is wrong with a column mapping ({input field: column name or 0-based index}), or null when
 * nothing is: the one check behind the API's `mapping` and the CLI's `--column`.
 */
export function mappingProblem(mapping: unknown): string | null {
  if (mapping === null || typeof mapping !== 'object' || Array.isArray(mapping)) return 'The mapping must be a JSON object.';
  for (const [field, column] of Object.entries(mapping)) {
    if (!isInputField(field)) return `The mapping names an unknown field ${field} (known: ${INPUT_FIELDS.join(', ')}).`;
    if (typeof column !== 'string' && !(Number.isInteger(column) && (column as number) >= 0)) return `The mapping of ${field} must be a column name or a 0-based index.`;
  }
  return null;
}

export interface BulkItem {
  /** The normalized input (rows with equal keys share the item). */
  key: string;
  inputs: Record<string, string>;
}

export type RowStatus = 'ok' | 'not_found' | 'invalid_input' | 'error';

/** A kind's answer for one item, before flattening. */
export interface KindOutcome<R> {
  /** What the progress counts: the verification status where there is one, else the row status. */
  tally: string;
  status: RowStatus;
  error: string | null;
  /** One per output row (domain-search: one per address found); none: one row of empty columns. */
  results: R[];
  /**
   * Present when the answer may still come (a mail server greylisted or paced us, or did not
   * answer in time): when to ask again (epoch ms), 0 when the server named no time.
   */
  askAgainAt?: number;
}

/** A row of a bulk with output=leads, as the lead it becomes. */
export interface BulkLead {
  input: LeadInput & { email: string };
  verification: { date: string; status: string } | null;
}

/** The services a kind runs on. */
export interface KindDeps {
  verifier: EmailVerifier;
  lookups: LookupService;
  finder: EmailFinder;
  /** false: syntax, lists and gibberish only (no DNS, no SMTP). */
  networkChecks: boolean;
  /** Time one finder row may take. */
  findSeconds: number;
  /** Crawls a domain's website into the index (and records that it did). */
  crawl: (domain: string) => Promise<CrawlOutcome>;
}

export interface KindRun {
  deps: KindDeps;
  /** true: ask the mail servers again rather than take cached verifications. */
  fresh: boolean;
  /** Runs work items under the kind's own concurrency limit (shared by the worker's chunks). */
  limit: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface BulkKindSpec<R> {
  /** What an upload must map: any one group fully mapped satisfies it; `text` says it to a user. */
  needs: { groups: readonly (readonly InputField[])[]; text: string };
  /** Items processed at once per worker by `process` through `run.limit`. */
  concurrency: number;
  /** The dedupe key of a row's inputs; a row with nothing to go on keeps its own key. */
  key(inputs: RowInputs, row: number): string;
  /** The appended output columns (before `bulk.status` and `bulk.error`), in order. */
  columns: readonly string[];
  process(items: readonly BulkItem[], run: KindRun): Promise<KindOutcome<R>[]>;
  /** One result as output columns (a subset of `columns`; the rest are empty). */
  flatten(result: R): Record<string, Cell>;
  /** The lead one result makes (output=leads), or null. */
  lead(result: R, inputs: Readonly<Record<string, string>>): BulkLead | null;
}

export function fail<R>(status: RowStatus, error: string): KindOutcome<R> {
  return { tally: status, status, error, results: [] };
}

/** A non-empty string, else null (how result fields become lead fields). */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export const norm = (s: string | undefined): string => (s ?? '').trim().toLowerCase();

/** The domain an item's work goes to (chunks group by it, for SMTP session sharing); '' when unknown. */
export function itemDomain(inputs: RowInputs): string {
  if (inputs.email) return norm(inputs.email.slice(inputs.email.lastIndexOf('@') + 1));
  if (inputs.domain) return norm(inputs.domain).replace(/^https?:\/\//, '').replace(/^www\./, '').split('/')[0] ?? '';
  return norm(inputs.company);
}
