/**
 * A chunk's results as both bulk stores keep them (store/bulk-repository.ts on Redis,
 * store/bulk-repository-pg.ts on PostgreSQL): what one chunk adds to the bulk's counts, rows and
 * first row errors, and its results as one JSON blob of `[rows, result]` pairs, read back into a
 * window's rows.
 */
import { FIRST_ROW_ERRORS, rowErrorOf, type ChunkItemResult, type RowError } from './bulk-record.js';

export interface ChunkTally {
  /** Rows by tally (a verification status, else a row status). */
  counts: Map<string, number>;
  rows: number;
  /** The chunk's lowest-numbered row errors (rows counted from 1), at most FIRST_ROW_ERRORS. */
  firstErrors: RowError[];
  /** `[[rows, result], ...]`: each item's result once, with the rows it answers. */
  blob: string;
}

export function tallyChunk(items: readonly ChunkItemResult[]): ChunkTally {
  const counts = new Map<string, number>();
  const errors: RowError[] = [];
  let rows = 0;
  for (const item of items) {
    counts.set(item.tally, (counts.get(item.tally) ?? 0) + item.rows.length);
    rows += item.rows.length;
    const first = rowErrorOf(item.result, 0);
    // An item's rows are in upload order: its first few are all the bulk could keep.
    if (first) for (const row of item.rows.slice(0, FIRST_ROW_ERRORS)) errors.push({ ...first, row: row + 1 });
  }
  // The chunk's lowest rows are enough: the bulk keeps its FIRST_ROW_ERRORS lowest of all.
  const firstErrors = errors.sort((a, b) => a.row - b.row).slice(0, FIRST_ROW_ERRORS);
  const blob = `[${items.map((item) => `[${JSON.stringify(item.rows)},${item.result}]`).join(',')}]`;
  return { counts, rows, firstErrors, blob };
}

/** Places each result of the chunk blobs at its row of a window starting at `firstRow`. */
export function placeChunkResults(results: (unknown[] | undefined)[], firstRow: number, blobs: Iterable<string | null>): void {
  for (const blob of blobs) {
    if (blob === null) continue;
    for (const [itemRows, result] of JSON.parse(blob) as [number[], unknown[]][]) {
      for (const row of itemRows) results[row - firstRow] = result;
    }
  }
}
