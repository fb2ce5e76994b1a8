/**
 * The bulk kinds: adding one is a file in this folder and a line here (the type checker then
 * asks every use of `BulkKind` for it).
 */
import type { BulkKindSpec } from '../kind.js';
import { crawl } from './crawl.js';
import { domainSearch } from './domain-search.js';
import { enrich } from './enrich.js';
import { find } from './find.js';
import { verify } from './verify.js';

export const BULK_KIND_SPECS = {
  verify,
  enrich,
  find,
  'domain-search': domainSearch,
  crawl,
} as const;

export type BulkKind = keyof typeof BULK_KIND_SPECS;
export const BULK_KINDS = Object.keys(BULK_KIND_SPECS) as BulkKind[];

export function isBulkKind(value: string): value is BulkKind {
  return Object.hasOwn(BULK_KIND_SPECS, value);
}

/** A kind's spec, its result type erased (the pipeline only moves results between its own functions). */
export function kindSpec(kind: BulkKind): BulkKindSpec<unknown> {
  return BULK_KIND_SPECS[kind] as BulkKindSpec<unknown>;
}

/** The appended column names of a kind, in output order. */
export function appendedColumns(kind: BulkKind): string[] {
  return [...kindSpec(kind).columns, 'bulk.status', 'bulk.error'];
}
