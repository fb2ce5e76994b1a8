/**
 * bulk.split: reads the stored upload as a stream, stores the original rows in pages, and cuts
 * the rows into chunk jobs: identical inputs become one item (its result is fanned out to every
 * row that carries it), and items of the same domain go together so one SMTP session serves
 * them. Everything it writes is deterministic, so a re-run after a crash writes the same pages
 * and the same chunk job ids (BullMQ ignores an id it already has; a chunk that already counted
 * counts once).
 */
import { JobName, type ChunkItem, type JobOf } from '../src/pipeline/job-names.js';
import { CsvInputError, readCsv, type CsvRow } from '../src/pipeline/csv-input/index.js';
import { itemDomain } from '../src/core/bulk/kind.js';
import { PAGE_SIZE, WINDOW_ROWS } from '../src/store/bulk-repository.js';
import { kindSpec, type BulkKind } from '../src/core/bulk/kinds/index.js';
import { isFinal } from '../src/core/bulk/bulk-state.js';
import type { JobContext } from './context.js';

/** Marks the bulk failed with a reason, drops its upload, and queues its finalize (once). */
export async function failBulk(ctx: JobContext, bulkId: string, reason: string): Promise<{ failed: string }> {
  await ctx.bulks.move(bulkId, 'failed', { error: reason, finishedAt: ctx.now().toISOString() });
  await ctx.bulks.dropUpload(bulkId);
  await ctx.queue.add(JobName.BulkFinalize, { bulkId });
  return { failed: reason };
}


export async function bulkSplit(ctx: JobContext, job: JobOf<JobName.BulkSplit>): Promise<unknown> {
  const { bulkId } = job.data;
  const bulk = await ctx.bulks.get(bulkId);
  if (!bulk) return { skipped: 'bulk is gone' };
  if (isFinal(bulk.state)) {
    // A re-run after a crash between "finished" and queueing the finalize: queue it (its job id
    // makes this a no-op when it already exists).
    await ctx.queue.add(JobName.BulkFinalize, { bulkId });
    return { skipped: bulk.state };
  }
  // A running bulk's split already finished: the lifecycle refuses to move it back.
  const start = await ctx.bulks.move(bulkId, 'splitting', { startedAt: bulk.startedAt ?? ctx.now().toISOString() });
  if (!start.moved) return { skipped: `split already done (the bulk is ${start.from})` };

  const opts = bulk.options as { header?: boolean; delimiter?: string; mapping?: Record<string, string | number> };
  let parsed;
  try {
    parsed = await readCsv(ctx.bulks.upload(bulkId), {
      kind: bulk.kind as BulkKind,
      header: opts.header,
      delimiter: opts.delimiter,
      mapping: opts.mapping,
      maxBytes: ctx.config.bulk.maxUploadBytes,
      maxRows: ctx.config.bulk.maxRows,
    });
  } catch (err) {
    if (!(err instanceof CsvInputError)) throw err;
    return failBulk(ctx, bulkId, err.message);
  }

  // Chunks exist so one SMTP session serves a domain's rows; without network checks a row costs
  // microseconds and the per-job overhead dominates, so chunks are made five times larger.
  // Fixed on the bulk at its first split, so a re-run cuts the same chunks whatever the config says now.
  const chunkSize = await ctx.bulks.chunkSize(bulkId, ctx.config.bulk.networkChecks ? ctx.config.bulk.chunkSize : ctx.config.bulk.chunkSize * 5);
  let page: string[][] = [];
  let pageNo = 0;
  let window: CsvRow[] = [];
  let chunkNo = 0;
  let windowNo = 0;
  let total = 0;
  let width = parsed.layout.header.length;

  const flushWindow = async () => {
    // Identical inputs once; then items grouped by domain, a domain's items kept together.
    const items = new Map<string, ChunkItem>();
    const spec = kindSpec(bulk.kind as BulkKind);
    for (const row of window) {
      const key = spec.key(row.inputs, row.index);
      const item = items.get(key);
      if (item) item.rows.push(row.index);
      else items.set(key, { key, inputs: row.inputs as Record<string, string>, rows: [row.index] });
    }
    const byDomain = new Map<string, ChunkItem[]>();
    for (const item of items.values()) {
      const d = itemDomain(item.inputs);
      const list = byDomain.get(d) ?? [];
      list.push(item);
      byDomain.set(d, list);
    }
    const chunks: ChunkItem[][] = [];
    let current: ChunkItem[] = [];
    for (const list of byDomain.values()) {
      // A domain that does not fit in what is left starts a new chunk (unless it is larger
      // than a chunk, then it fills chunks of its own).
      if (current.length > 0 && current.length + list.length > chunkSize) {
        chunks.push(current);
        current = [];
      }
      for (const item of list) {
        current.push(item);
        if (current.length >= chunkSize) {
          chunks.push(current);
          current = [];
        }
      }
    }
    if (current.length > 0) chunks.push(current);
    // The window's chunks are recorded before they run: the output reads a window through them.
    const thisWindow = windowNo++;
    await ctx.bulks.putWindow(bulkId, thisWindow, chunkNo, chunks.length);
    await ctx.queue.addMany(
      JobName.BulkChunk,
      chunks.map((items) => ({ bulkId, chunk: chunkNo++, items })),
    );
    window = [];
  };

  try {
    for await (const row of parsed.rows) {
      total++;
      width = Math.max(width, row.cells.length);
      page.push(row.cells);
      if (page.length === PAGE_SIZE) {
        await ctx.bulks.putPage(bulkId, pageNo++, page);
        page = [];
      }
      window.push(row);
      if (window.length >= WINDOW_ROWS) await flushWindow();
    }
  } catch (err) {
    // Too many rows, or a malformed record past the first 64 KiB: the bulk fails with the reason.
    if (!(err instanceof CsvInputError)) throw err;
    return failBulk(ctx, bulkId, err.message);
  }
  if (page.length > 0) await ctx.bulks.putPage(bulkId, pageNo++, page);
  if (window.length > 0) await flushWindow();

  if (total === 0) return failBulk(ctx, bulkId, 'the file has a header but no data rows');
  const finished = await ctx.bulks.finishSplit(bulkId, total, chunkNo, { header: parsed.layout.header, width, delimiter: parsed.layout.delimiter }, ctx.now());
  await ctx.bulks.dropUpload(bulkId);
  if (finished) await ctx.queue.add(JobName.BulkFinalize, { bulkId });
  return { rows: total, chunks: chunkNo };
}
