/**
 * Bulks in Redis: the record (its state moved only as core/bulk/bulk-state.ts allows), the upload,
 * the original rows (in pages of PAGE_SIZE, upload order), each chunk's results as one blob, and
 * the counters. A chunk's results, its counters and the mark that it is done are written by one
 * script, so a retried chunk counts once and the bulk finishes exactly once, whichever process
 * gets there.
 *
 * The split cuts the upload into windows of WINDOW_ROWS rows and each window into chunks (its
 * rows deduplicated and grouped by domain, so the order inside a window is the chunks' own); it
 * records which chunks a window has. The output is read window by window: the window's pages and
 * its chunks' blobs, each row's result put back in upload order in memory (one JSON.parse per
 * chunk, not per row), so a row is written once on the way in and once on the way out.
 *
 * Keys (by RedisKeys.bulk; `{id}` is the bulk's id as a Cluster hash tag, so a script or MULTI
 * over one bulk's parts finds them in one slot): bulk:{id} (hash), bulk:{id}:upload:N (raw upload
 * pieces), bulk:{id}:in:PAGE (JSON array of the page's original records), bulk:{id}:windows (hash
 * window -> "first chunk:chunks"), bulk:{id}:res:CHUNK (JSON array of [rows, result] per item
 * of the chunk), bulk:{id}:done (chunks done), bulk:{id}:counts (status -> rows),
 * bulk:{id}:pending (chunk -> rows waiting for a mail server that paces or greylists us),
 * bulk:{id}:row-errors (zset: the first FIRST_ROW_ERRORS row errors by row number); and
 * bulks:by-key:KEYID (zset of the key's bulks by creation time; another slot).
 *
 * A write a later step goes on from (an upload piece, the bulk, a state move, a page, a window,
 * the split's end, a chunk counted) waits for the replicas the deployment asks for
 * (replica-wait.ts) before the call returns: a write lost with a dead master is not seen by a WAIT
 * on its successor, so each one waits before the work goes on. The pending counts (shown, not
 * relied on) do not wait.
 *
 * Every write that changes what the bulk's status shows (a state move, a chunk counted, rows
 * waiting) is announced on the bulk's events channel (RedisKeys.bulkEvents), in the same script
 * or transaction: an API process following the bulk re-reads it when told (pipeline/bulk-events.ts).
 */
import type { Result } from 'ioredis';
import type { Redis } from '../redis.js';
import { isFinal, movesInto, type BulkState } from '../core/bulk/bulk-state.js';
import { FIRST_ROW_ERRORS, PAGE_SIZE, WINDOW_ROWS, type BulkLayout, type BulkRecord, type BulkStore, type ChunkItemResult, type RowError } from '../core/bulk/bulk-record.js';
import { placeChunkResults, tallyChunk } from '../core/bulk/chunk-results.js';
import { luaScript } from './lua/index.js';
import { RedisKeys } from './redis-keys.js';
import { waitForReplicas } from './replica-wait.js';


/** The states a move may come from, as the scripts take them (space-separated). */
const from = (to: BulkState) => movesInto(to).join(' ');

declare module 'ioredis' {
  interface RedisCommander<Context> {
    cdsCompleteChunk(numKeys: number, ...args: (string | number)[]): Result<number, Context>;
    cdsFinishSplit(numKeys: 1, ...args: (string | number)[]): Result<number, Context>;
    cdsBulkMove(numKeys: 1, ...args: string[]): Result<string | null, Context>;
  }
}

const JSON_FIELDS = new Set(['options', 'header', 'counts']);
const NUMBER_FIELDS = new Set(['leadsListId', 'total', 'processed', 'chunks', 'chunksDone', 'width', 'uploadBytes', 'uploadLines']);

export class BulkRepository implements BulkStore {
  private readonly keys: RedisKeys;
  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly ttlSeconds: number,
  ) {
    this.keys = new RedisKeys(prefix);
    if (!redis.cdsCompleteChunk) redis.defineCommand('cdsCompleteChunk', { lua: luaScript('bulk-complete-chunk') });
    if (!redis.cdsFinishSplit) redis.defineCommand('cdsFinishSplit', { lua: luaScript('bulk-finish-split') });
    if (!redis.cdsBulkMove) redis.defineCommand('cdsBulkMove', { lua: luaScript('bulk-move') });
  }

  private key(id: string, part = ''): string {
    return this.keys.bulk(id, part);
  }

  /** Stores one piece of an upload as it arrives (before its bulk exists; it expires with the TTL). */
  async putUploadPiece(id: string, n: number, piece: Buffer): Promise<void> {
    await this.redis.set(this.key(id, `:upload:${n}`), piece, 'EX', this.ttlSeconds);
    await waitForReplicas(this.redis, this.key(id));
  }

  /** Creates the bulk over its stored upload (`uploadPieces` pieces, putUploadPiece). */
  async create(record: BulkRecord, uploadPieces: number): Promise<void> {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(record)) {
      // pending and rowErrors are kept in their own keys (setPending, completeChunk), not in the record.
      if (v === null || v === undefined || k === 'pending' || k === 'rowErrors') continue;
      fields[k] = JSON_FIELDS.has(k) ? JSON.stringify(v) : String(v);
    }
    fields.uploadPieces = String(uploadPieces);
    // The key's list first, then the record: the two lie in different slots (no one MULTI on a
    // Cluster), and a listed id without its record is what the list meets anyway once a bulk
    // expired (listing skips it), while a record missing from its key's list would never show.
    await this.redis.zadd(this.keys.bulksOfKey(record.keyId), Date.parse(record.createdAt), record.id);
    await this.redis.zadd(this.keys.openBulks(), Date.parse(record.createdAt), record.id);
    const res = await this.redis.multi().hset(this.key(record.id), fields).expire(this.key(record.id), this.ttlSeconds).exec();
    const failed = res?.find(([err]) => err);
    if (failed?.[0]) throw failed[0];
    await waitForReplicas(this.redis, this.key(record.id));
  }

  async get(id: string): Promise<BulkRecord | null> {
    const [raw, counts, pending, rowErrors] = await Promise.all([
      this.redis.hgetall(this.key(id)),
      this.redis.hgetall(this.key(id, ':counts')),
      this.redis.hvals(this.key(id, ':pending')),
      this.redis.zrange(this.key(id, ':row-errors'), 0, FIRST_ROW_ERRORS - 1),
    ]);
    if (!raw.id) return null;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) {
      out[k] = JSON_FIELDS.has(k) ? JSON.parse(v) : NUMBER_FIELDS.has(k) ? Number(v) : v;
    }
    for (const k of ['team', 'leadsListId', 'webhookUrl', 'webhookSecret', 'filename', 'startedAt', 'finishedAt', 'total', 'chunks', 'header', 'width', 'delimiter', 'error', 'uploadBytes', 'uploadLines']) {
      out[k] ??= null;
    }
    out.processed ??= 0;
    out.chunksDone ??= 0;
    out.pending = pending.reduce((sum, n) => sum + Number(n), 0);
    out.counts = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]));
    out.rowErrors = rowErrors.map((member) => {
      const [row, status, error] = JSON.parse(member) as [number, RowError['status'], string];
      return { row, status, error };
    });
    return out as unknown as BulkRecord;
  }

  async state(id: string): Promise<BulkState | null> {
    return (await this.redis.hget(this.key(id), 'state')) as BulkState | null;
  }

  /** The upload, piece by piece (the split reads it as a stream); `pieces` before the bulk exists. */
  async *upload(id: string, pieces?: number): AsyncGenerator<Buffer> {
    pieces ??= Number((await this.redis.hget(this.key(id), 'uploadPieces')) ?? 0);
    for (let n = 0; n < pieces; n++) {
      const piece = await this.redis.getBuffer(this.key(id, `:upload:${n}`));
      if (!piece) throw new Error(`bulk ${id}: upload piece ${n} is gone`);
      yield piece;
    }
  }

  async dropUpload(id: string, pieces?: number): Promise<void> {
    pieces ??= Number((await this.redis.hget(this.key(id), 'uploadPieces')) ?? 0);
    const keys = Array.from({ length: pieces }, (_, n) => this.key(id, `:upload:${n}`));
    if (keys.length > 0) await this.redis.unlink(...keys);
  }

  /**
   * Moves the bulk to `to` with these fields, when the lifecycle allows it from the bulk's state
   * (checked and written at once). `from`: the state before (null: no such bulk).
   */
  async move(id: string, to: BulkState, fields: Partial<Pick<BulkRecord, 'startedAt' | 'finishedAt' | 'error'>> = {}): Promise<{ moved: boolean; from: BulkState | null }> {
    const pairs = Object.entries(fields).flatMap(([k, v]) => (v === undefined || v === null ? [] : [k, String(v)]));
    const before = (await this.redis.cdsBulkMove(1, this.key(id), to, from(to), this.keys.bulkEvents(id), ...pairs)) as BulkState | null;
    await waitForReplicas(this.redis, this.key(id));
    return { moved: before !== null && movesInto(to).includes(before), from: before };
  }

  /** The bulk's chunk size: the stored one, else `proposed`, stored now (first split wins). */
  async chunkSize(id: string, proposed: number): Promise<number> {
    await this.redis.hsetnx(this.key(id), 'chunkSize', String(proposed));
    await waitForReplicas(this.redis, this.key(id));
    return Number(await this.redis.hget(this.key(id), 'chunkSize'));
  }

  /** Stores one page of original records (upload order). Idempotent: a re-run writes the same. */
  async putPage(id: string, page: number, records: readonly string[][]): Promise<void> {
    await this.redis.set(this.key(id, `:in:${page}`), JSON.stringify(records), 'EX', this.ttlSeconds);
    await waitForReplicas(this.redis, this.key(id));
  }

  /** Records that window `window` is chunks first..first+count-1 (written before they are queued). */
  async putWindow(id: string, window: number, first: number, count: number): Promise<void> {
    const key = this.key(id, ':windows');
    await this.redis.multi().hset(key, String(window), `${first}:${count}`).expire(key, this.ttlSeconds).exec();
    await waitForReplicas(this.redis, key);
  }

  windowCount(id: string): Promise<number> {
    return this.redis.hlen(this.key(id, ':windows'));
  }

  async openChunks(id: string): Promise<number[]> {
    const [ranges, done] = await Promise.all([this.redis.hvals(this.key(id, ':windows')), this.redis.smembers(this.key(id, ':done'))]);
    const counted = new Set(done.map(Number));
    const open: number[] = [];
    for (const range of ranges) {
      const [first, count] = range.split(':').map(Number) as [number, number];
      for (let chunk = first; chunk < first + count; chunk++) if (!counted.has(chunk)) open.push(chunk);
    }
    return open.sort((a, b) => a - b);
  }

  /** One page of original records (upload order), or null when it is gone. */
  async getPage(id: string, page: number): Promise<string[][] | null> {
    const raw = await this.redis.get(this.key(id, `:in:${page}`));
    return raw === null ? null : (JSON.parse(raw) as string[][]);
  }

  /**
   * The results of one window in upload order: `results[i]` (a parsed StoredRowResult, undefined
   * when none was recorded) is row `window * WINDOW_ROWS + i`. One read and one JSON.parse per
   * chunk of the window; its rows' original records are read page by page (getPage).
   */
  async windowResults(id: string, window: number, total: number): Promise<(unknown[] | undefined)[]> {
    const firstRow = window * WINDOW_ROWS;
    const rows = Math.max(0, Math.min(WINDOW_ROWS, total - firstRow));
    const range = await this.redis.hget(this.key(id, ':windows'), String(window));
    const [first, count] = (range ?? '0:0').split(':').map(Number) as [number, number];
    const chunkKeys = Array.from({ length: count }, (_, n) => this.key(id, `:res:${first + n}`));
    const blobs = chunkKeys.length > 0 ? await this.redis.mget(chunkKeys) : [];
    const results: (unknown[] | undefined)[] = new Array(rows);
    placeChunkResults(results, firstRow, blobs);
    return results;
  }

  /**
   * Records a chunk's results (one blob, item by item). Returns 'finished' when this call
   * completed the bulk, 'counted' when it counted, 'repeat' when the chunk had been recorded before
   * (a retry after a crash), 'refused' when the bulk takes no more results (cancelled, failed).
   */
  async completeChunk(id: string, chunk: number, items: readonly ChunkItemResult[], now: Date): Promise<'finished' | 'counted' | 'repeat' | 'refused'> {
    const { counts, rows, firstErrors, blob } = tallyChunk(items);
    const args: (string | number)[] = [String(chunk), rows, now.toISOString(), this.ttlSeconds, from('completed'), this.keys.bulkEvents(id), FIRST_ROW_ERRORS, counts.size];
    for (const [status, n] of counts) args.push(status, n);
    args.push(firstErrors.length);
    for (const e of firstErrors) args.push(e.row, JSON.stringify([e.row, e.status, e.error.slice(0, 500)]));
    args.push(blob);
    const keys = [this.key(id), this.key(id, ':done'), this.key(id, ':counts'), this.key(id, ':pending'), this.key(id, `:res:${chunk}`), this.key(id, ':row-errors')];
    const res = await this.redis.cdsCompleteChunk(keys.length, ...keys, ...args);
    // Also after a repeat or a refusal: what the answer rests on may be a write not yet replicated.
    await waitForReplicas(this.redis, this.key(id));
    return res === 1 ? 'finished' : res === 0 ? 'counted' : res === -1 ? 'repeat' : 'refused';
  }

  /** How many of a chunk's rows wait for a mail server (cleared when the chunk completes). */
  async setPending(id: string, chunk: number, rows: number): Promise<void> {
    const key = this.key(id, ':pending');
    await this.redis.multi().hset(key, String(chunk), String(rows)).expire(key, this.ttlSeconds).publish(this.keys.bulkEvents(id), 'pending').exec();
  }

  async clearPending(id: string, chunk: number): Promise<void> {
    await this.redis.multi().hdel(this.key(id, ':pending'), String(chunk)).publish(this.keys.bulkEvents(id), 'pending').exec();
  }

  async dropPending(id: string): Promise<void> {
    await this.redis.multi().del(this.key(id, ':pending')).publish(this.keys.bulkEvents(id), 'pending').exec();
  }

  /** Marks the split done with the totals; true when that also finished the bulk. */
  async putLayout(id: string, layout: BulkLayout): Promise<void> {
    await this.redis.hset(this.key(id), { header: JSON.stringify(layout.header), width: String(layout.width), delimiter: layout.delimiter });
  }

  async finishSplit(id: string, total: number, chunks: number, layout: BulkLayout, now: Date): Promise<boolean> {
    await this.putLayout(id, layout);
    const finished = (await this.redis.cdsFinishSplit(1, this.key(id), total, chunks, now.toISOString(), from('running'), from('completed'), this.keys.bulkEvents(id))) === 1;
    // The pages and windows written before are on the same master: one WAIT covers them.
    await waitForReplicas(this.redis, this.key(id));
    return finished;
  }

  /**
   * Every bulk that has not ended, oldest first, from the set of open bulks; an id whose bulk has
   * ended or expired is taken out of the set on the way (a delete: a full Redis still takes it).
   */
  async unfinished(): Promise<BulkRecord[]> {
    const ids = await this.redis.zrange(this.keys.openBulks(), 0, -1);
    const records = await Promise.all(ids.map((id) => this.get(id)));
    const ended = ids.filter((_, n) => !records[n] || isFinal(records[n]!.state));
    if (ended.length > 0) await this.redis.zrem(this.keys.openBulks(), ...ended);
    return records.filter((r): r is BulkRecord => r !== null && !isFinal(r.state));
  }

  /**
   * Frees what the bulk stored, then marks it failed. The frees are DELs (Redis runs them at
   * maxmemory: they take no memory), in batches of keys of the bulk's own slot; the move is the
   * bulk-move script, flagged allow-oom. Pages are numbered from 0 without gaps (the split writes
   * them in order), so they are found by asking until one is missing; chunk results by the windows.
   */
  async failForStorage(id: string, error: string, finishedAt: string): Promise<boolean> {
    const pieces = Number((await this.redis.hget(this.key(id), 'uploadPieces')) ?? 0);
    const parts: string[] = Array.from({ length: pieces }, (_, n) => this.key(id, `:upload:${n}`));
    for (let first = 0; ; first += 100) {
      const pages = Array.from({ length: 100 }, (_, n) => this.key(id, `:in:${first + n}`));
      const there = (await this.redis.exists(...pages)) as number;
      if (there === 0) break;
      parts.push(...pages);
      if (there < 100) break;
    }
    for (const range of await this.redis.hvals(this.key(id, ':windows'))) {
      const [first, count] = range.split(':').map(Number) as [number, number];
      for (let chunk = first; chunk < first + count; chunk++) parts.push(this.key(id, `:res:${chunk}`));
    }
    parts.push(this.key(id, ':windows'), this.key(id, ':done'), this.key(id, ':pending'));
    for (let i = 0; i < parts.length; i += 500) await this.redis.del(...parts.slice(i, i + 500));
    const { moved } = await this.move(id, 'failed', { error, finishedAt });
    return moved;
  }

  /** Redis frees a deleted key's memory at once: nothing to give back. */
  async reclaim(): Promise<void> {}

  async listForKey(keyId: string, limit: number, offset: number): Promise<{ total: number; ids: string[] }> {
    const key = this.keys.bulksOfKey(keyId);
    const [total, ids] = await Promise.all([this.redis.zcard(key), this.redis.zrevrange(key, offset, offset + limit - 1)]);
    return { total, ids };
  }
}
