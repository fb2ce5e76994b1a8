/**
 * What the bulk workflow (split.ts, chunk-run.ts, give-up.ts) runs on: the bulk store, the jobs it
 * queues, the upload reader, the row processor, the leads of a team, and the settings. Declared
 * here; the pipeline and the store implement them, and the jobs under jobs/ only adapt a queued
 * job to these functions.
 */
import type { BulkRecord, BulkStore, ChunkItem } from './bulk-record.js';
import type { BulkLead, RowInputs } from './kind.js';
import type { RowProcessor } from './row-processor.js';

/** The follow-up jobs of a bulk; each is queued once whatever the retries (ids per bulk and chunk). */
export interface BulkJobs {
  chunks(bulkId: string, chunks: readonly { chunk: number; items: ChunkItem[] }[]): Promise<void>;
  finalize(bulkId: string): Promise<void>;
  /** Removes the bulk's split job and these chunks' jobs where they wait (a job a worker holds ends by itself). */
  removeWaiting(bulkId: string, chunks: readonly number[]): Promise<void>;
  /**
   * Where the bulk's split job, or one chunk's job, is: 'waiting' (waiting, delayed or
   * prioritized), 'active', 'completed', 'failed' (for good: no attempt left) or 'missing'.
   */
  stateOf(bulkId: string, job: 'split' | number): Promise<'waiting' | 'active' | 'completed' | 'failed' | 'missing'>;
}

/** A row of the upload as the split reads it. */
export interface UploadRow {
  /** 0-based among data rows (header excluded), upload order. */
  index: number;
  cells: string[];
  inputs: RowInputs;
}

/** An upload that cannot be read as the bulk's CSV: the bulk fails with this message. */
export class UploadProblem extends Error {}

/** Reads a stored upload as CSV (pipeline/csv-input); both throw UploadProblem for a bad file. */
export interface UploadReader {
  read(bulk: BulkRecord, upload: AsyncIterable<Buffer>): Promise<{ header: string[]; delimiter: string; rows: AsyncIterable<UploadRow> }>;
}

export interface BulkWorkSettings {
  /** Whether rows go to DNS and mail servers (false: offline checks only). */
  networkChecks: boolean;
  /** Items per chunk with network checks (five times as many without). */
  chunkSize: number;
  /** How long a row may wait for a mail server that paces or greylists us. */
  pendingMaxSeconds: number;
  /** When to ask a greylisting server again, when it said nothing more precise. */
  greylistRetrySeconds: number;
}

export interface BulkWorkDeps {
  store: BulkStore;
  jobs: BulkJobs;
  uploads: UploadReader;
  processor: RowProcessor;
  /** Writes one lead of an output=leads bulk into the team's list. */
  upsertLead(team: string | null, listId: number, lead: BulkLead): Promise<void>;
  settings: BulkWorkSettings;
  now: () => Date;
}
