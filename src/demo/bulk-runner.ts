/**
 * Runs a bulk from a file and writes its results: what `cli verify|enrich|find|domain-search FILE`
 * does. The bulk goes through the queue like any other (a worker in this process runs it, and any
 * other workers on the same Redis help); the CLI shows a progress bar and a summary table, and
 * writes the output file itself.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { pipeline as streamPipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import cliProgress from 'cli-progress';
import type { BulkRecord } from '../core/bulk/bulk-record.js';
import { isFinal } from '../core/bulk/bulk-state.js';
import type { BulkService, CreateBulk } from '../pipeline/bulk-service.js';

export interface BulkRunOptions {
  file: string;
  kind: string;
  out: string | null;
  toList: string | null;
  header?: boolean;
  delimiter?: string;
  mapping?: CreateBulk['mapping'];
  /** Show a progress bar (stderr) when it is a terminal. */
  progress: boolean;
  maxUploadBytes: number;
}

/** The file as a stream of 1 MiB pieces (the bulk stores them as they come), after a size check. */
async function readPieces(file: string, maxBytes: number): Promise<AsyncIterable<Buffer>> {
  const size = (await stat(file)).size;
  if (size > maxBytes) throw new Error(`${file} is ${size} bytes; the limit is ${maxBytes} (BULK_MAX_UPLOAD_BYTES)`);
  return createReadStream(file, { highWaterMark: 1024 * 1024 });
}

/** The counts by status as an aligned two-column table. */
export function summaryTable(b: BulkRecord): string {
  const rows = Object.entries(b.counts).sort((x, y) => y[1] - x[1]);
  const width = Math.max(6, ...rows.map(([k]) => k.length));
  const lines = [`${'status'.padEnd(width)}  rows`, `${'-'.repeat(width)}  ----`];
  for (const [k, n] of rows) lines.push(`${k.padEnd(width)}  ${n}`);
  lines.push(`${'total'.padEnd(width)}  ${b.total ?? 0}`);
  return lines.join('\n');
}

export async function waitForCompletion(bulks: BulkService, id: string, progress: boolean, pollMs = 200): Promise<BulkRecord> {
  const bar = progress ? new cliProgress.SingleBar({ format: ' {bar} {percentage}% | {value}/{total} rows | {rate} rows/s | ETA {eta}s', stream: process.stderr }, cliProgress.Presets.shades_classic) : null;
  let started = false;
  for (;;) {
    const b = await bulks.get(id);
    if (!b) throw new Error(`bulk ${id} disappeared`);
    if (bar && b.total !== null) {
      const s = bulks.status(b);
      if (!started) {
        bar.start(b.total, b.processed, { rate: 0 });
        started = true;
      }
      bar.update(b.processed, { rate: s.rows_per_second ?? 0 });
    }
    if (isFinal(b.state)) {
      bar?.stop();
      return b;
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

export async function runBulkFile(bulks: BulkService, opts: BulkRunOptions): Promise<BulkRecord> {
  const record = await bulks.create({
    keyId: 'cli',
    kind: opts.kind,
    upload: await readPieces(opts.file, opts.maxUploadBytes),
    filename: basename(opts.file),
    header: opts.header,
    delimiter: opts.delimiter,
    mapping: opts.mapping,
    output: opts.toList ? 'leads' : 'csv',
    leadsListName: opts.toList,
  });
  const done = await waitForCompletion(bulks, record.id, opts.progress);
  if (done.state === 'completed' && opts.out) {
    await streamPipeline(Readable.from(bulks.results(done, 'csv')), createWriteStream(opts.out));
  }
  return done;
}
