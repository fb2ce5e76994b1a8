/**
 * What a bulk does to each row: a chunk's items (unique inputs, each carrying the rows that share
 * it) go through their kind (`kinds/`), and each comes back as flat output columns and the leads
 * it makes. A row that cannot be processed gets an error status and reason; it is never dropped.
 * Every kind's output ends with `bulk.status` (ok, not_found, invalid_input, error) and `bulk.error`.
 */
import pLimit from 'p-limit';
import type { Cell } from '../../contract/flatten.js';
import type { BulkItem, BulkLead, KindDeps, RowStatus } from './kind.js';
import { BULK_KINDS, kindSpec, type BulkKind } from './kinds/index.js';

export interface ItemResult {
  /** What the progress counts: the verification status where there is one, else the row status. */
  tally: string;
  status: RowStatus;
  error: string | null;
  /** Appended columns; domain-search gives one set per address found (at least one). */
  rows: Record<string, Cell>[];
  /** The leads the item's results make (only for status ok, and only when asked for). */
  leads: BulkLead[];
  /** See KindOutcome.askAgainAt. */
  askAgainAt?: number;
}

export class RowProcessor {
  /** Each kind's concurrency limit, shared by every chunk this worker runs. */
  private readonly limits = new Map(BULK_KINDS.map((kind) => [kind, pLimit(kindSpec(kind).concurrency)]));

  constructor(private readonly deps: KindDeps) {}

  /**
   * `fresh`: ask the mail servers again rather than take cached verifications (a re-ask of rows
   * that waited for a server that paced or greylisted us). `leads`: make the leads too (a bulk
   * whose output is a leads list); others skip that work.
   */
  async process(kind: BulkKind, items: readonly BulkItem[], options: { fresh?: boolean; leads?: boolean } = {}): Promise<ItemResult[]> {
    const spec = kindSpec(kind);
    const limit = this.limits.get(kind)!;
    const outcomes = await spec.process(items, { deps: this.deps, fresh: options.fresh ?? false, limit: (work) => limit(work) });
    return outcomes.map((o, n) => ({
      tally: o.tally,
      status: o.status,
      error: o.error,
      rows: o.results.length > 0 ? o.results.map((r) => spec.flatten(r)) : [{}],
      leads: options.leads && o.status === 'ok' ? o.results.map((r) => spec.lead(r, items[n]!.inputs)).filter((l): l is BulkLead => l !== null) : [],
      ...(o.askAgainAt !== undefined ? { askAgainAt: o.askAgainAt } : {}),
    }));
  }
}
