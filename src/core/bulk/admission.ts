/**
 * Whether an upload may be stored: decided before its first byte when its size is announced, and
 * again with every piece as it arrives, so a file that cannot fit is refused early, not accepted
 * and then left to fill the store. Three limits, in this order:
 *
 * - its size: BULK_MAX_UPLOAD_BYTES (`upload_too_large`);
 * - its key's rows: the rows of the key's bulks that have not ended, plus this file's lines, at
 *   most BULK_MAX_ROWS_PER_KEY (`too_many_rows`), so one key cannot take the whole store;
 * - the store's room: what this bulk will store (its footprint, below) must fit in the store's
 *   free bytes, less a reserve kept for the service's own small writes (RESERVED_RATIO of the
 *   limit) and less what the bulks already running will still store (`storage_full`).
 *
 * The footprint is an estimate: what a bulk stores was measured per kind (bench/RESULTS.md,
 * "Issue 19: what a bulk stores"), and the figures below are those measurements with room to
 * spare. A bulk that still outgrows the store is ended by the lifecycle (split.ts, chunk-run.ts:
 * `failForStorage`), never left half-way.
 */
import { freeBytes, RESERVED_RATIO, type StorageHeadroom } from '../storage.js';
import type { BulkRecord } from './bulk-record.js';
import { BULK_KINDS, type BulkKind } from './kinds/index.js';

/**
 * Bytes one row's stored result takes at its peak, by kind. Measured on Redis by
 * `npm run bench:footprint` (20,000 rows, one in four on an example-index domain; bench/RESULTS.md,
 * "Issue 19: what a bulk stores"): the bulk's peak growth less three copies of its upload, per row,
 * about verify 270, enrich 1,150 (a row on a known domain stores the company's profile), find 435,
 * domain-search 170 with most domains unknown; then rounded up with room to spare: a domain search of a known domain stores one row per address, and a
 * crawl row, like an enrich row, stores a company profile.
 */
const RESULT_BYTES_PER_ROW: Readonly<Record<BulkKind, number>> = {
  verify: 400,
  enrich: 1400,
  find: 700,
  'domain-search': 2000,
  crawl: 1400,
};

/**
 * The upload is stored about three times over before its rows are done: its pieces (until the
 * split has read them), the pages of original cells, and the chunk jobs' inputs.
 */
const COPIES_OF_UPLOAD = 3;

/** The kind with the largest rows, for an upload whose kind is not known yet (a multipart field after the file). */
const LARGEST_ROW = Math.max(...BULK_KINDS.map((k) => RESULT_BYTES_PER_ROW[k]));

/** What a bulk of `bytes` and `rows` stores at its peak (an estimate; see above). */
export function footprint(kind: BulkKind | null, bytes: number, rows: number): number {
  return COPIES_OF_UPLOAD * bytes + rows * (kind ? RESULT_BYTES_PER_ROW[kind] : LARGEST_ROW);
}

/** Rows a bulk counts as while it has not ended: its total once split, else its upload's lines less a header. */
export function rowsOf(b: BulkRecord): number {
  return b.total ?? Math.max(0, (b.uploadLines ?? 0) - 1);
}

/** What an unfinished bulk will still store: its footprint, less the share of its rows done. */
export function stillToStore(b: BulkRecord): number {
  if (b.uploadBytes === null) return 0;
  const rows = rowsOf(b);
  const done = rows > 0 ? Math.min(1, b.processed / rows) : 0;
  return Math.round(footprint(b.kind as BulkKind, b.uploadBytes, rows) * (1 - done));
}

export type RefusalReason = 'upload_too_large' | 'too_many_rows' | 'storage_full';

/** An upload refused before it was stored (nothing of it stays). */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface AdmissionLimits {
  maxUploadBytes: number;
  maxRowsPerKey: number;
}

/**
 * The room an upload may take: the store's free bytes less its reserve and less what the
 * unfinished bulks will still store; null when the store does not say how much room it has.
 */
export function storeBudget(headroom: StorageHeadroom, unfinished: readonly BulkRecord[]): number | null {
  const free = freeBytes(headroom);
  if (free === null || headroom.limitBytes === null) return null;
  const promised = unfinished.reduce((sum, b) => sum + stillToStore(b), 0);
  return free - RESERVED_RATIO * headroom.limitBytes - promised;
}

const MB = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/**
 * One upload's admission, fed its bytes as they arrive. `kind` may be null until the request
 * says it (the largest kind's rows are assumed meanwhile); `recheck` with the kind before the
 * bulk is created.
 */
export class UploadAdmission {
  private bytesSeen = 0;
  private newlines = 0;
  private lastByte = 10;

  constructor(
    private readonly limits: AdmissionLimits,
    /** From storeBudget at the upload's start (null: no room to check). */
    private readonly budget: number | null,
    /** Rows the key may still add (BULK_MAX_ROWS_PER_KEY less its unfinished bulks' rows). */
    private readonly keyRowsLeft: number,
    private kind: BulkKind | null,
  ) {}

  /** The upload's bytes so far. */
  get bytes(): number {
    return this.bytesSeen;
  }

  /** Its lines so far: an upper bound of its rows (a quoted cell may hold a line break; the header is one). */
  get lines(): number {
    return this.newlines + (this.lastByte === 10 ? 0 : 1);
  }

  /**
   * Refuses an upload whose announced size (Content-Length) cannot fit, before a byte is read:
   * its bytes alone, stored COPIES_OF_UPLOAD times, are a lower bound of its footprint.
   */
  announce(bytes: number): void {
    if (bytes > this.limits.maxUploadBytes) throw this.tooLarge();
    if (this.budget !== null && footprint(this.kind, bytes, 0) > this.budget) throw this.noRoom(footprint(this.kind, bytes, 0));
  }

  /** Counts one piece; throws UploadRefused as soon as the upload so far passes a limit. */
  take(piece: Buffer): void {
    this.bytesSeen += piece.length;
    if (this.bytesSeen > this.limits.maxUploadBytes) throw this.tooLarge();
    for (let at = piece.indexOf(10); at !== -1; at = piece.indexOf(10, at + 1)) this.newlines++;
    if (piece.length > 0) this.lastByte = piece[piece.length - 1]!;
    this.check();
  }

  /** Checks again once the kind is known (the request's parameters read after the file). */
  recheck(kind: BulkKind): void {
    this.kind = kind;
    this.check();
  }

  private check(): void {
    // The header is a line, not a row; a file with a header is the common case.
    const rows = Math.max(0, this.lines - 1);
    if (rows > this.keyRowsLeft) {
      throw new UploadRefused(
        'too_many_rows',
        `This key's bulks that have not ended hold ${this.limits.maxRowsPerKey - this.keyRowsLeft} rows and this file has more than ${this.keyRowsLeft} more; a key may have ${this.limits.maxRowsPerKey} rows in bulks at once. Wait for a bulk to end, or cancel one.`,
      );
    }
    const need = footprint(this.kind, this.bytesSeen, rows);
    if (this.budget !== null && need > this.budget) throw this.noRoom(need);
  }

  private tooLarge(): UploadRefused {
    return new UploadRefused('upload_too_large', `The file is larger than ${this.limits.maxUploadBytes} bytes (BULK_MAX_UPLOAD_BYTES).`);
  }

  private noRoom(need: number): UploadRefused {
    return new UploadRefused(
      'storage_full',
      `The store has no room for this file: it would take about ${MB(need)} while running, and ${MB(Math.max(0, this.budget ?? 0))} are free for new bulks. Try again when running bulks have ended, or send a smaller file.`,
    );
  }
}

/** Rows a key may still add: BULK_MAX_ROWS_PER_KEY less the rows of its bulks that have not ended. */
export function keyRowsLeft(keyId: string, unfinished: readonly BulkRecord[], maxRowsPerKey: number): number {
  const held = unfinished.filter((b) => b.keyId === keyId).reduce((sum, b) => sum + rowsOf(b), 0);
  return Math.max(0, maxRowsPerKey - held);
}
