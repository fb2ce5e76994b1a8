/**
 * A bulk's split: reads the stored upload as a stream, stores the original rows in pages, and
 * cuts the rows into chunks, window by window (WINDOW_ROWS rows): identical inputs become one item
 * (its result is fanned out to every row that carries it), and items of the same domain go
 * together so one SMTP session serves them. Everything it writes is deterministic, so a re-run
 * after a crash writes the same pages, the same windows and the same chunk jobs (queued once by
 * their ids; a chunk that already counted counts once).
 */
import { PAGE_SIZE, WINDOW_ROWS, type BulkLayout, type ChunkItem } from './bulk-record.js';
import { canMove, isFinal, type BulkState } from './bulk-state.js';
import { UploadProblem, type BulkWorkDeps, type UploadRow } from './bulk-work.js';
import { itemDomain } from './kind.js';
import { kindSpec, type BulkKind } from './kinds/index.js';
import { packGroups } from './chunking.js';
import { failBulk, failForStorage, STORAGE_FULL_REASON } from './bulk-end.js';
import { isStorageFull } from '../storage.js';

export type SplitOutcome = { rows: number; chunks: number } | { failed: string } | { skipped: string };

/** The bulk left `splitting` while its split ran (cancelled, or failed elsewhere): stop queueing. */
class SplitStopped extends Error {
  constructor(readonly state: BulkState | null) {
    super(`the bulk is ${state ?? 'gone'}`);
  }
}


/** Identical inputs once; then items grouped by domain, a domain's items kept together. */
export function cutChunks(kind: BulkKind, window: readonly UploadRow[], chunkSize: number): ChunkItem[][] {
  const spec = kindSpec(kind);
  const items = new Map<string, ChunkItem>();
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
  // A domain larger than a chunk fills chunks of its own.
  return packGroups(byDomain.values(), chunkSize, true);
}

export async function splitBulk(deps: BulkWorkDeps, bulkId: string): Promise<SplitOutcome> {
  const { store, settings } = deps;
  const bulk = await store.get(bulkId);
  if (!bulk) return { skipped: 'bulk is gone' };
  if (isFinal(bulk.state)) {
    // A re-run after a crash between "finished" and queueing the finalize: queue it (its job id
    // makes this a no-op when it already exists).
    await deps.jobs.finalize(bulkId);
    return { skipped: bulk.state };
  }
  // A running bulk's split already finished: the lifecycle refuses to move it back.
  const start = await store.move(bulkId, 'splitting', { startedAt: bulk.startedAt ?? deps.now().toISOString() });
  if (!start.moved) return { skipped: `split already done (the bulk is ${start.from})` };

  const kind = bulk.kind as BulkKind;
  // Chunks exist so one SMTP session serves a domain's rows; without network checks a row costs
  // microseconds and the per-job overhead dominates, so chunks are made five times larger.
  // Fixed on the bulk at its first split, so a re-run cuts the same chunks whatever the config says now.
  let chunkSize = 0;
  let page: string[][] = [];
  let pageNo = 0;
  let window: UploadRow[] = [];
  let windowNo = 0;
  let chunkNo = 0;
  let total = 0;
  let layout: BulkLayout = { header: [], width: 0, delimiter: ',' };

  const flushWindow = async () => {
    // Before each window's chunks are queued: a bulk cancelled meanwhile gets no more of them.
    const state = await store.state(bulkId);
    if (!state || !canMove(state, 'running')) throw new SplitStopped(state);
    const chunks = cutChunks(kind, window, chunkSize);
    // The layout so far (the header, the widest row yet) goes first: a bulk cancelled before its
    // split ends gives its rows done with their column names.
    await store.putLayout(bulkId, layout);
    // The window's chunks are recorded before they run: the output reads a window through them.
    await store.putWindow(bulkId, windowNo++, chunkNo, chunks.length);
    await deps.jobs.chunks(bulkId, chunks.map((items) => ({ chunk: chunkNo++, items })));
    window = [];
  };

  try {
    chunkSize = await store.chunkSize(bulkId, settings.networkChecks ? settings.chunkSize : settings.chunkSize * 5);
    const upload = await deps.uploads.read(bulk, store.upload(bulkId));
    layout = { header: upload.header, width: upload.header.length, delimiter: upload.delimiter };
    for await (const row of upload.rows) {
      total++;
      layout.width = Math.max(layout.width, row.cells.length);
      page.push(row.cells);
      if (page.length === PAGE_SIZE) {
        await store.putPage(bulkId, pageNo++, page);
        page = [];
      }
      window.push(row);
      if (window.length >= WINDOW_ROWS) await flushWindow();
    }
    if (page.length > 0) await store.putPage(bulkId, pageNo++, page);
    if (window.length > 0) await flushWindow();
    if (total === 0) return failBulk(deps, bulkId, 'the file has a header but no data rows');
    const finished = await store.finishSplit(bulkId, total, chunkNo, layout, deps.now());
    await store.dropUpload(bulkId);
    if (finished) await deps.jobs.finalize(bulkId);
    else await freeLateParts(deps, bulkId);
    return { rows: total, chunks: chunkNo };
  } catch (caught) {
    let err = caught;
    // The bulk ended while the split ran, which may be why a read failed (a chunk that met a full
    // store freed the bulk's parts, the upload being read among them): it stops as for a cancel.
    if (!(err instanceof SplitStopped) && !isStorageFull(err)) {
      const state = await store.state(bulkId);
      if (!state || !canMove(state, 'running')) err = new SplitStopped(state);
    }
    if (err instanceof SplitStopped) {
      await store.dropUpload(bulkId);
      if (err.state === 'failed') await freeLateParts(deps, bulkId);
      return { skipped: err.message };
    }
    // The store had no room for the pages or the chunk jobs: no retry would do better.
    if (isStorageFull(err)) return failForStorage(deps, bulkId);
    // A file that is not a CSV, too many rows, a malformed record past the first 64 KiB: the
    // bulk fails with the reason.
    if (!(err instanceof UploadProblem)) throw err;
    return failBulk(deps, bulkId, err.message);
  }
}

/**
 * A chunk that met a full store failed the bulk and freed its parts while the split still ran
 * (failForStorage). Where the store gives the freed room back at once (PostgreSQL's reclaim),
 * the pages and windows the split wrote after that went into it, and would stay until they
 * expire: freed the same way (the bulk stays failed as it was).
 */
async function freeLateParts(deps: BulkWorkDeps, bulkId: string): Promise<void> {
  const bulk = await deps.store.get(bulkId);
  if (bulk?.state === 'failed' && bulk.error === STORAGE_FULL_REASON) await failForStorage(deps, bulkId);
}

/** A split that has no attempt left: the bulk fails with the reason, unless it already ended. */
export async function giveUpSplit(deps: BulkWorkDeps, bulkId: string, reason: string): Promise<void> {
  const bulk = await deps.store.get(bulkId);
  if (bulk && !isFinal(bulk.state)) await failBulk(deps, bulkId, `the upload could not be split: ${reason}`);
}

