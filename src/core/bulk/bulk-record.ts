/**
 * A bulk as the service keeps it, the shapes its rows and results are stored in, and the store
 * it needs (declared here, implemented by store/bulk-repository.ts).
 */
import type { BulkState } from './bulk-state.js';

export type { BulkState };

/** Original rows are stored in pages of this many, in upload order. */
export const PAGE_SIZE = 1000;
/** Rows the split groups (dedupe, domain grouping) before cutting chunks; a multiple of PAGE_SIZE. */
export const WINDOW_ROWS = 20 * PAGE_SIZE;

export interface BulkRecord {
  id: string;
  keyId: string;
  /** The creating key's team, whose leads lists output=leads writes into (null: the default team). */
  team: string | null;
  kind: string;
  state: BulkState;
  output: 'csv' | 'leads';
  leadsListId: number | null;
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** Options the split needs: header/delimiter/mapping as given. */
  options: Record<string, unknown>;
  filename: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Data rows in the upload (known once the split is done). */
  total: number | null;
  processed: number;
  chunks: number | null;
  chunksDone: number;
  header: string[] | null;
  /** Widest record in the upload (ragged rows may pass the header). */
  width: number | null;
  delimiter: string | null;
  error: string | null;
  counts: Record<string, number>;
  /** Rows whose answer waits for a mail server that paces or greylists us (not done yet). */
  pending: number;
  /** The upload's size in bytes and its lines (an upper bound of its rows until `total` is known), for admission (admission.ts); null for bulks stored before they were kept. */
  uploadBytes: number | null;
  uploadLines: number | null;
  /** The first FIRST_ROW_ERRORS rows (by row number) whose status is error or invalid_input. */
  rowErrors: RowError[];
}

/** A row that could not be processed, as the bulk's status shows it. */
export interface RowError {
  /** 1-based among the data rows (the header not counted), upload order. */
  row: number;
  status: 'error' | 'invalid_input';
  error: string;
}

/** How many row errors a bulk keeps for its status (the lowest row numbers). */
export const FIRST_ROW_ERRORS = 10;

const ERROR_STATUSES = ['error', 'invalid_input'] as const;

/**
 * The row error a stored result (StoredRowResult JSON) holds, or null. Most results are not
 * errors: the status, the result's first element, is compared as text before anything is parsed.
 */
export function rowErrorOf(result: string, row: number): RowError | null {
  const status = ERROR_STATUSES.find((s) => result.startsWith(`["${s}",`));
  if (!status) return null;
  const [, error] = JSON.parse(result) as StoredRowResult;
  return { row: row + 1, status, error: error ?? status };
}

/** The upload's shape as the split read it: its header, its widest record, its delimiter. */
export interface BulkLayout {
  header: string[];
  width: number;
  delimiter: string;
}

/** A row's stored result: [status, error, appended rows (values in appendedColumns order)]. */
export type StoredRowResult = [string, string | null, (string | number | boolean | null)[][]];

/** One unit of work of a chunk: a distinct input and the rows that carry it. */
export interface ChunkItem {
  /** The normalized input the core runs on (identical inputs share one item). */
  key: string;
  inputs: Record<string, string>;
  /** Data-row indexes (0-based, upload order) that carry this input. */
  rows: number[];
}

/** One item of a chunk as stored: the rows that carry it and its result (StoredRowResult JSON). */
export interface ChunkItemResult {
  rows: readonly number[];
  /** The result as JSON text (kept as text: a resumed chunk carries it in its job data). */
  result: string;
  /** What the counts tally for each of the item's rows. */
  tally: string;
}

/** Where bulks live while they run (Redis, by store/bulk-repository.ts). */
export interface BulkStore {
  /** Stores one piece of an upload as it arrives, before its bulk exists (it expires). */
  putUploadPiece(id: string, n: number, piece: Buffer): Promise<void>;
  /** Creates the bulk over its stored upload of `uploadPieces` pieces. */
  create(record: BulkRecord, uploadPieces: number): Promise<void>;
  get(id: string): Promise<BulkRecord | null>;
  /** The bulk's state alone (null: no such bulk). */
  state(id: string): Promise<BulkState | null>;
  listForKey(keyId: string, limit: number, offset: number): Promise<{ total: number; ids: string[] }>;
  /** The upload, piece by piece (`pieces`: of an upload whose bulk is not created yet). */
  upload(id: string, pieces?: number): AsyncIterable<Buffer>;
  dropUpload(id: string, pieces?: number): Promise<void>;
  /** Moves the bulk when the lifecycle allows it from its state (checked and written at once). */
  move(id: string, to: BulkState, fields?: Partial<Pick<BulkRecord, 'startedAt' | 'finishedAt' | 'error'>>): Promise<{ moved: boolean; from: BulkState | null }>;
  /** The bulk's chunk size: the stored one, else `proposed`, stored now (first split wins). */
  chunkSize(id: string, proposed: number): Promise<number>;
  putPage(id: string, page: number, records: readonly string[][]): Promise<void>;
  getPage(id: string, page: number): Promise<string[][] | null>;
  /** Records the upload's layout as read so far (the split writes it before each window). */
  putLayout(id: string, layout: BulkLayout): Promise<void>;
  /** Records that window `window` is chunks first..first+count-1. */
  putWindow(id: string, window: number, first: number, count: number): Promise<void>;
  /** The window's results in upload order (parsed StoredRowResult; undefined: none recorded). */
  windowResults(id: string, window: number, total: number): Promise<(unknown[] | undefined)[]>;
  /** How many windows the split recorded so far. */
  windowCount(id: string): Promise<number>;
  /** The chunks the split recorded (queued or about to be) that have not counted yet. */
  openChunks(id: string): Promise<number[]>;
  /**
   * Records a chunk's results and counts once; 'finished' when that completed the bulk, 'refused'
   * when the bulk no longer takes results (cancelled or failed: bulk-state.ts, takesChunkResults).
   */
  completeChunk(id: string, chunk: number, items: readonly ChunkItemResult[], now: Date): Promise<'finished' | 'counted' | 'repeat' | 'refused'>;
  setPending(id: string, chunk: number, rows: number): Promise<void>;
  clearPending(id: string, chunk: number): Promise<void>;
  /** Forgets every chunk's waiting rows (a cancelled bulk waits for nothing). */
  dropPending(id: string): Promise<void>;
  /** Marks the split done with the totals; true when that also finished the bulk. */
  finishSplit(id: string, total: number, chunks: number, layout: BulkLayout, now: Date): Promise<boolean>;
  /** Every bulk that has not ended (queued, splitting, running), oldest first: admission and the sweep read them. */
  unfinished(): Promise<BulkRecord[]>;
  /**
   * Ends a bulk the store has no room for: first frees everything it stored (upload, pages,
   * windows, chunk results, waiting rows), then moves it to `failed` with `error`, in writes that
   * need no new room (a full store still takes them). Its record, counts and row errors stay, so
   * its status tells what was done. False when the lifecycle did not allow the move (it had ended).
   */
  failForStorage(id: string, error: string, finishedAt: string): Promise<boolean>;
  /**
   * Gives the room of parts deleted because the store was full back to the writes that follow
   * (failForStorage does it itself; an upload refused part-way calls it after dropping its
   * pieces). Redis frees a deleted key's memory at once: nothing to do there. PostgreSQL reuses
   * a deleted row's space only after VACUUM (store/bulk-repository-pg.ts). Never throws.
   */
  reclaim(): Promise<void>;
}

/**
 * Tells a process when a bulk changes (the store announces each write that changes what the
 * bulk's status shows; store/bulk-change-feed.ts listens on one connection per process).
 */
export interface BulkChangeFeed {
  /**
   * Calls `onChange` after each change of the bulk until the returned function is called.
   * Resolves once it listens, so a read made after it misses no change.
   */
  listen(id: string, onChange: () => void): Promise<() => void>;
  /** `handler` runs when changes may have been missed (the connection was lost and came back). */
  onGap(handler: () => void): void;
  close(): Promise<void>;
}
