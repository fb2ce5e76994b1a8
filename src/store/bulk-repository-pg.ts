/**
 * Bulks in PostgreSQL, for the shapes without Redis: the counterpart of bulk-repository.ts behind
 * the same BulkStore (core/bulk/bulk-record.ts). The record is a row of `bulks`; the upload's
 * pieces, the original rows' pages, the windows, each counted chunk (its mark and its result
 * blob in one row) and the rows waiting for a mail server are rows of their own tables
 * (migrations/0010_redis_counterparts.sql); the per-key list is `bulks_by_key`.
 *
 * What the Lua scripts did at once is one transaction here, serialised per bulk by the row lock
 * on the bulk's record (SELECT ... FOR UPDATE): a state moves only as core/bulk/bulk-state.ts
 * allows, a retried chunk counts once (the chunk's primary key), and the bulk completes exactly
 * once, whichever process gets there. Each write that changes what the bulk's status shows is
 * announced with pg_notify in its own transaction (bulk-change-feed-pg.ts), so followers hear of
 * it when it commits.
 *
 * Each part expires `ttlSeconds` after it was written, as each Redis key of a bulk did: reads
 * ignore a row whose time is past, and `sweep` deletes those rows. The per-key list has no
 * lifetime, as the sorted set had none.
 */
import type pg from 'pg';
import { movesInto, type BulkState } from '../core/bulk/bulk-state.js';
import { FIRST_ROW_ERRORS, WINDOW_ROWS, type BulkLayout, type BulkRecord, type BulkStore, type ChunkItemResult, type RowError } from '../core/bulk/bulk-record.js';
import { placeChunkResults, tallyChunk } from '../core/bulk/chunk-results.js';
import { announce } from './bulk-change-feed-pg.js';
import { fromDbText, toDbText } from './pg/sql-text.js';
import { inTransaction } from './pg/transaction.js';

interface BulkRow {
  id: string;
  key_id: string;
  team: string | null;
  kind: string;
  state: BulkState;
  output: 'csv' | 'leads';
  leads_list_id: string | null;
  webhook_url: string | null;
  webhook_secret: string | null;
  options: string;
  filename: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  total: number | null;
  processed: number;
  chunks: number | null;
  chunks_done: number;
  header: string | null;
  width: number | null;
  delimiter: string | null;
  error: string | null;
  counts: string;
  row_errors: string;
  pending: string;
  upload_bytes: string | null;
  upload_lines: string | null;
}

/** A kept row error as stored: [row, status, error], compared as its JSON text on a tie of rows. */
type StoredRowError = [number, RowError['status'], string];

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const text = (s: string | null) => (s === null ? null : fromDbText(s));
const dbText = (s: string | null | undefined) => (s === null || s === undefined ? null : toDbText(s));

function recordOf(row: BulkRow): BulkRecord {
  return {
    id: row.id,
    keyId: row.key_id,
    team: row.team,
    kind: row.kind,
    state: row.state,
    output: row.output,
    leadsListId: row.leads_list_id === null ? null : Number(row.leads_list_id),
    webhookUrl: text(row.webhook_url),
    webhookSecret: row.webhook_secret,
    options: JSON.parse(row.options) as Record<string, unknown>,
    filename: text(row.filename),
    createdAt: row.created_at.toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    total: row.total,
    processed: row.processed,
    chunks: row.chunks,
    chunksDone: row.chunks_done,
    header: row.header === null ? null : (JSON.parse(row.header) as string[]),
    width: row.width,
    delimiter: text(row.delimiter),
    error: text(row.error),
    counts: JSON.parse(row.counts) as Record<string, number>,
    pending: Number(row.pending),
    rowErrors: (JSON.parse(row.row_errors) as StoredRowError[]).map(([r, status, error]) => ({ row: r, status, error })),
    uploadBytes: row.upload_bytes === null ? null : Number(row.upload_bytes),
    uploadLines: row.upload_lines === null ? null : Number(row.upload_lines),
  };
}

/** The states a move to `to` may come from. */
const from = (to: BulkState): BulkState[] => movesInto(to);

/**
 * The kept row errors with a chunk's added: the FIRST_ROW_ERRORS lowest by row, ties by their
 * JSON text in byte order (the order of the Redis sorted set they were kept in), none twice.
 */
function keepFirstErrors(kept: StoredRowError[], added: StoredRowError[]): StoredRowError[] {
  const byText = new Map<string, StoredRowError>();
  for (const e of [...kept, ...added]) byText.set(JSON.stringify(e), e);
  return [...byText.entries()]
    .sort(([ta, a], [tb, b]) => a[0] - b[0] || Buffer.compare(Buffer.from(ta), Buffer.from(tb)))
    .slice(0, FIRST_ROW_ERRORS)
    .map(([, e]) => e);
}

/** The tables of a bulk's parts (everything but its record and the per-key list). */
const BULK_PARTS = ['bulk_uploads', 'bulk_pages', 'bulk_windows', 'bulk_chunks', 'bulk_pending'];

/** Rows of `bulk_room` that take 1 MiB (migration 0013 says why): the room `reclaim` frees first. */
const ROOM_ROWS = 2816;

export class PgBulkRepository implements BulkStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ttlSeconds: number,
    /** The service's clock (ms): the parts' lifetimes are counted on it. */
    private readonly clock: () => number = Date.now,
  ) {}

  private now(): Date {
    return new Date(this.clock());
  }
  private expiry(): Date {
    return new Date(this.clock() + this.ttlSeconds * 1000);
  }

  async putUploadPiece(id: string, n: number, piece: Buffer): Promise<void> {
    await this.pool.query(
      `INSERT INTO bulk_uploads (bulk_id, n, piece, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (bulk_id, n) DO UPDATE SET piece = EXCLUDED.piece, expires_at = EXCLUDED.expires_at`,
      [id, n, piece, this.expiry()],
    );
  }

  /**
   * Creates the bulk over its stored upload. Its counts, waiting rows and row errors start empty
   * (they are the chunks' to write); a second create of one id is refused (ids are random UUIDs).
   */
  async create(record: BulkRecord, uploadPieces: number): Promise<void> {
    await inTransaction(this.pool, async (c) => {
      await c.query(
        `INSERT INTO bulks (id, key_id, team, kind, state, output, leads_list_id, webhook_url, webhook_secret, options, filename,
           created_at, started_at, finished_at, total, processed, chunks, chunks_done, header, width, delimiter, error, upload_pieces, expires_at,
           upload_bytes, upload_lines)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)`,
        [
          record.id,
          record.keyId,
          record.team,
          record.kind,
          record.state,
          record.output,
          record.leadsListId,
          dbText(record.webhookUrl),
          record.webhookSecret,
          JSON.stringify(record.options),
          dbText(record.filename),
          record.createdAt,
          record.startedAt,
          record.finishedAt,
          record.total,
          record.processed,
          record.chunks,
          record.chunksDone,
          record.header === null ? null : JSON.stringify(record.header),
          record.width,
          dbText(record.delimiter),
          dbText(record.error),
          uploadPieces,
          this.expiry(),
          record.uploadBytes,
          record.uploadLines,
        ],
      );
      await c.query(
        `INSERT INTO bulks_by_key (key_id, bulk_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (key_id, bulk_id) DO UPDATE SET created_at = EXCLUDED.created_at`,
        [record.keyId, record.id, record.createdAt],
      );
    });
  }

  async get(id: string): Promise<BulkRecord | null> {
    const { rows } = await this.pool.query<BulkRow>(
      `SELECT b.*, (SELECT coalesce(sum(p.rows), 0) FROM bulk_pending p WHERE p.bulk_id = b.id AND p.expires_at > $2) AS pending
       FROM bulks b WHERE b.id = $1 AND b.expires_at > $2`,
      [id, this.now()],
    );
    return rows[0] ? recordOf(rows[0]) : null;
  }

  async state(id: string): Promise<BulkState | null> {
    const { rows } = await this.pool.query<{ state: BulkState }>('SELECT state FROM bulks WHERE id = $1 AND expires_at > $2', [id, this.now()]);
    return rows[0]?.state ?? null;
  }

  private async uploadPieces(id: string): Promise<number> {
    const { rows } = await this.pool.query<{ upload_pieces: number }>('SELECT upload_pieces FROM bulks WHERE id = $1 AND expires_at > $2', [id, this.now()]);
    return rows[0]?.upload_pieces ?? 0;
  }

  async *upload(id: string, pieces?: number): AsyncGenerator<Buffer> {
    pieces ??= await this.uploadPieces(id);
    for (let n = 0; n < pieces; n++) {
      const { rows } = await this.pool.query<{ piece: Buffer }>('SELECT piece FROM bulk_uploads WHERE bulk_id = $1 AND n = $2 AND expires_at > $3', [id, n, this.now()]);
      if (!rows[0]) throw new Error(`bulk ${id}: upload piece ${n} is gone`);
      yield rows[0].piece;
    }
  }

  async dropUpload(id: string, pieces?: number): Promise<void> {
    pieces ??= await this.uploadPieces(id);
    if (pieces > 0) await this.pool.query('DELETE FROM bulk_uploads WHERE bulk_id = $1 AND n < $2', [id, pieces]);
  }

  async move(id: string, to: BulkState, fields: Partial<Pick<BulkRecord, 'startedAt' | 'finishedAt' | 'error'>> = {}): Promise<{ moved: boolean; from: BulkState | null }> {
    return inTransaction(this.pool, async (c) => {
      const { rows } = await c.query<{ state: BulkState }>('SELECT state FROM bulks WHERE id = $1 AND expires_at > $2 FOR UPDATE', [id, this.now()]);
      const before = rows[0]?.state ?? null;
      if (before === null || !from(to).includes(before)) return { moved: false, from: before };
      // A field given null or not at all keeps its value (the Redis script wrote only the given ones).
      await c.query(
        `WITH moved AS (
           UPDATE bulks SET state = $2, started_at = coalesce($3, started_at), finished_at = coalesce($4, finished_at), error = coalesce($5, error)
           WHERE id = $1 RETURNING id)
         SELECT ${announce('moved.id', 'state')} FROM moved`,
        [id, to, fields.startedAt ?? null, fields.finishedAt ?? null, dbText(fields.error)],
      );
      return { moved: true, from: before };
    });
  }

  /** The bulk's chunk size: the stored one, else `proposed`, stored now (first split wins). */
  async chunkSize(id: string, proposed: number): Promise<number> {
    const { rows } = await this.pool.query<{ chunk_size: number }>(
      'UPDATE bulks SET chunk_size = coalesce(chunk_size, $2) WHERE id = $1 AND expires_at > $3 RETURNING chunk_size',
      [id, proposed, this.now()],
    );
    return rows[0]?.chunk_size ?? proposed;
  }

  /** Stores one page of original records (upload order). Idempotent: a re-run writes the same. */
  async putPage(id: string, page: number, records: readonly string[][]): Promise<void> {
    // JSON.stringify escapes U+0000 and lone surrogates: the text is always valid PostgreSQL text.
    await this.pool.query(
      `INSERT INTO bulk_pages (bulk_id, page, records, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (bulk_id, page) DO UPDATE SET records = EXCLUDED.records, expires_at = EXCLUDED.expires_at`,
      [id, page, JSON.stringify(records), this.expiry()],
    );
  }

  async getPage(id: string, page: number): Promise<string[][] | null> {
    const { rows } = await this.pool.query<{ records: string }>('SELECT records FROM bulk_pages WHERE bulk_id = $1 AND page = $2 AND expires_at > $3', [id, page, this.now()]);
    return rows[0] ? (JSON.parse(rows[0].records) as string[][]) : null;
  }

  async putLayout(id: string, layout: BulkLayout): Promise<void> {
    await this.pool.query('UPDATE bulks SET header = $2, width = $3, delimiter = $4 WHERE id = $1', [id, JSON.stringify(layout.header), layout.width, toDbText(layout.delimiter)]);
  }

  async putWindow(id: string, window: number, first: number, count: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO bulk_windows (bulk_id, win, first_chunk, chunk_count, expires_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (bulk_id, win) DO UPDATE SET first_chunk = EXCLUDED.first_chunk, chunk_count = EXCLUDED.chunk_count, expires_at = EXCLUDED.expires_at`,
      [id, window, first, count, this.expiry()],
    );
  }

  async windowCount(id: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bulk_windows WHERE bulk_id = $1 AND expires_at > $2', [id, this.now()]);
    return rows[0]?.n ?? 0;
  }

  async openChunks(id: string): Promise<number[]> {
    const { rows } = await this.pool.query<{ chunk: number }>(
      `SELECT c AS chunk
       FROM bulk_windows w, generate_series(w.first_chunk, w.first_chunk + w.chunk_count - 1) AS c
       WHERE w.bulk_id = $1 AND w.expires_at > $2
         AND NOT EXISTS (SELECT 1 FROM bulk_chunks d WHERE d.bulk_id = $1 AND d.chunk = c AND d.expires_at > $2)
       ORDER BY c`,
      [id, this.now()],
    );
    return rows.map((r) => r.chunk);
  }

  /**
   * The results of one window in upload order: `results[i]` (a parsed StoredRowResult, undefined
   * when none was recorded) is row `window * WINDOW_ROWS + i`. One query for the window's chunks
   * and one JSON.parse per chunk.
   */
  async windowResults(id: string, window: number, total: number): Promise<(unknown[] | undefined)[]> {
    const firstRow = window * WINDOW_ROWS;
    const rows = Math.max(0, Math.min(WINDOW_ROWS, total - firstRow));
    const { rows: blobs } = await this.pool.query<{ results: string }>(
      `SELECT d.results FROM bulk_windows w
       JOIN bulk_chunks d ON d.bulk_id = w.bulk_id AND d.chunk BETWEEN w.first_chunk AND w.first_chunk + w.chunk_count - 1 AND d.expires_at > $3
       WHERE w.bulk_id = $1 AND w.win = $2 AND w.expires_at > $3`,
      [id, window, this.now()],
    );
    const results: (unknown[] | undefined)[] = new Array(rows);
    placeChunkResults(results, firstRow, blobs.map((b) => b.results));
    return results;
  }

  /**
   * Records a chunk's results, its counts and the mark that it is done in one transaction, under
   * the bulk's row lock. 'finished' when this call completed the bulk, 'counted' when it counted,
   * 'repeat' when the chunk had counted before (a retry after a crash), 'refused' when the bulk
   * takes no more results (cancelled, failed).
   */
  async completeChunk(id: string, chunk: number, items: readonly ChunkItemResult[], now: Date): Promise<'finished' | 'counted' | 'repeat' | 'refused'> {
    const tally = tallyChunk(items);
    const { counts, rows, blob } = tally;
    const firstErrors = tally.firstErrors.map((e): StoredRowError => [e.row, e.status, e.error.slice(0, 500)]);
    return inTransaction(this.pool, async (c) => {
      const t = this.now();
      const { rows: found } = await c.query<Pick<BulkRow, 'state' | 'chunks' | 'chunks_done' | 'counts' | 'row_errors'>>(
        'SELECT state, chunks, chunks_done, counts, row_errors FROM bulks WHERE id = $1 AND expires_at > $2 FOR UPDATE',
        [id, t],
      );
      const bulk = found[0];
      if (!bulk || !from('completed').includes(bulk.state)) {
        const { rowCount } = await c.query('SELECT 1 FROM bulk_chunks WHERE bulk_id = $1 AND chunk = $2 AND expires_at > $3', [id, chunk, t]);
        return rowCount ? 'repeat' : 'refused';
      }
      // The chunk's row is its mark: a live one means it counted before (an expired one is replaced).
      const marked = await c.query(
        `INSERT INTO bulk_chunks AS d (bulk_id, chunk, results, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (bulk_id, chunk) DO UPDATE SET results = EXCLUDED.results, expires_at = EXCLUDED.expires_at WHERE d.expires_at <= $5`,
        [id, chunk, blob, this.expiry(), t],
      );
      if (marked.rowCount === 0) return 'repeat';
      const total = JSON.parse(bulk.counts) as Record<string, number>;
      for (const [status, n] of counts) total[status] = (total[status] ?? 0) + n;
      const kept = firstErrors.length > 0 ? keepFirstErrors(JSON.parse(bulk.row_errors) as StoredRowError[], firstErrors) : null;
      const finished = bulk.chunks !== null && bulk.chunks === bulk.chunks_done + 1;
      await c.query('DELETE FROM bulk_pending WHERE bulk_id = $1 AND chunk = $2', [id, chunk]);
      await c.query(
        `WITH counted AS (
           UPDATE bulks SET processed = processed + $2, chunks_done = chunks_done + 1, counts = $3, row_errors = coalesce($4, row_errors),
             state = CASE WHEN $5 THEN 'completed' ELSE state END, finished_at = CASE WHEN $5 THEN $6::timestamptz ELSE finished_at END
           WHERE id = $1 RETURNING id)
         SELECT ${announce('counted.id', 'chunk')} FROM counted`,
        [id, rows, JSON.stringify(total), kept && JSON.stringify(kept), finished, now],
      );
      return finished ? 'finished' : 'counted';
    });
  }

  /** How many of a chunk's rows wait for a mail server (cleared when the chunk completes). */
  async setPending(id: string, chunk: number, rows: number): Promise<void> {
    await this.pool.query(
      `WITH s AS (
         INSERT INTO bulk_pending (bulk_id, chunk, rows, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (bulk_id, chunk) DO UPDATE SET rows = EXCLUDED.rows, expires_at = EXCLUDED.expires_at)
       SELECT ${announce('$1', 'pending')}`,
      [id, chunk, rows, this.expiry()],
    );
  }

  async clearPending(id: string, chunk: number): Promise<void> {
    await this.pool.query(`WITH d AS (DELETE FROM bulk_pending WHERE bulk_id = $1 AND chunk = $2) SELECT ${announce('$1', 'pending')}`, [id, chunk]);
  }

  async dropPending(id: string): Promise<void> {
    await this.pool.query(`WITH d AS (DELETE FROM bulk_pending WHERE bulk_id = $1) SELECT ${announce('$1', 'pending')}`, [id]);
  }

  /**
   * Marks the split done with the totals: the bulk runs, or completes at once when every chunk
   * finished before the split did; true when that completed it. Nothing moves (and nothing is
   * announced) when the bulk's state does not allow it; the layout is written either way.
   */
  async finishSplit(id: string, total: number, chunks: number, layout: BulkLayout, now: Date): Promise<boolean> {
    await this.putLayout(id, layout);
    return inTransaction(this.pool, async (c) => {
      const { rows } = await c.query<{ state: BulkState; chunks_done: number }>('SELECT state, chunks_done FROM bulks WHERE id = $1 AND expires_at > $2 FOR UPDATE', [
        id,
        this.now(),
      ]);
      const bulk = rows[0];
      if (!bulk || !from('running').includes(bulk.state)) return false;
      const finished = bulk.chunks_done === chunks && from('completed').includes('running');
      await c.query(
        `WITH split AS (
           UPDATE bulks SET total = $2, chunks = $3, state = CASE WHEN $4 THEN 'completed' ELSE 'running' END,
             finished_at = CASE WHEN $4 THEN $5::timestamptz ELSE finished_at END
           WHERE id = $1 RETURNING id)
         SELECT ${announce('split.id', 'state')} FROM split`,
        [id, total, chunks, finished, now],
      );
      return finished;
    });
  }

  async listForKey(keyId: string, limit: number, offset: number): Promise<{ total: number; ids: string[] }> {
    const [count, page] = await Promise.all([
      this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bulks_by_key WHERE key_id = $1', [keyId]),
      this.pool.query<{ bulk_id: string }>('SELECT bulk_id FROM bulks_by_key WHERE key_id = $1 ORDER BY created_at DESC, bulk_id DESC LIMIT $2 OFFSET $3', [keyId, limit, offset]),
    ]);
    return { total: count.rows[0]?.n ?? 0, ids: page.rows.map((r) => r.bulk_id) };
  }

  /** Every bulk that has not ended, oldest first (the partial index bulks_unfinished). */
  async unfinished(): Promise<BulkRecord[]> {
    const { rows } = await this.pool.query<BulkRow>(
      `SELECT b.*, (SELECT coalesce(sum(p.rows), 0) FROM bulk_pending p WHERE p.bulk_id = b.id AND p.expires_at > $1) AS pending
       FROM bulks b WHERE b.state IN ('queued', 'splitting', 'running') AND b.expires_at > $1 ORDER BY b.created_at`,
      [this.now()],
    );
    return rows.map(recordOf);
  }

  /**
   * Frees what the bulk stored and marks it failed, in one transaction, then gives the room back
   * (`reclaim`). The bulk's row is locked first: a chunk counting at the same moment either
   * commits before (and its result is deleted here) or finds the bulk failed (and writes
   * nothing), so no part is left behind. Deleting takes no new room (a row is only marked
   * deleted); the move rewrites one small row of `bulks`.
   */
  async failForStorage(id: string, error: string, finishedAt: string): Promise<boolean> {
    const moved = await inTransaction(this.pool, async (c) => {
      const { rows } = await c.query<{ state: BulkState }>('SELECT state FROM bulks WHERE id = $1 AND expires_at > $2 FOR UPDATE', [id, this.now()]);
      for (const table of BULK_PARTS) await c.query(`DELETE FROM ${table} WHERE bulk_id = $1`, [id]);
      const before = rows[0]?.state ?? null;
      if (before === null || !from('failed').includes(before)) return false;
      await c.query(
        `WITH moved AS (UPDATE bulks SET state = 'failed', finished_at = $2, error = $3 WHERE id = $1 RETURNING id)
         SELECT ${announce('moved.id', 'state')} FROM moved`,
        [id, finishedAt, dbText(error)],
      );
      return true;
    });
    await this.reclaim();
    return moved;
  }

  /**
   * Gives the room of deleted parts back to the writes that follow. A DELETE only marks rows
   * deleted: their space is reused once VACUUM has recorded it in the free space map, and empty
   * pages at the end of a file go back to the file system only when VACUUM truncates them
   * (PostgreSQL docs, "Routine Vacuuming": "Recovering Disk Space"). VACUUM cannot run inside a
   * transaction block (docs, VACUUM), so it runs here, after the delete has committed.
   *
   * On a full disk VACUUM may itself fail with disk_full: the first VACUUM of a table makes its
   * visibility map and free space map (docs, "Database Physical Storage"), a few new pages. So
   * the room kept in `bulk_room` (migration 0013) is freed first, with TRUNCATE, which needs no
   * new page (the table has no index and no TOAST table) and gives its file's pages back at
   * once; it is filled again after the VACUUM, from the room the VACUUM gave back. Failures are
   * not thrown: the bulk has ended either way, and the next reclaim (or autovacuum) tries again.
   */
  async reclaim(): Promise<void> {
    await this.pool.query('TRUNCATE bulk_room').catch(() => undefined);
    await this.pool.query(`VACUUM ${BULK_PARTS.join(', ')}`).catch(() => undefined);
    await this.keepRoom();
  }

  /**
   * Fills `bulk_room` again when it is empty (after a reclaim; the sweep tries again when that
   * found no room). A failure for lack of room leaves it empty for the next try.
   */
  private async keepRoom(): Promise<void> {
    await inTransaction(this.pool, async (c) => {
      // One refill at a time: two reclaims that end together must not keep the room twice.
      await c.query('LOCK TABLE bulk_room IN SHARE ROW EXCLUSIVE MODE');
      await c.query('INSERT INTO bulk_room SELECT 0 FROM generate_series(1, $1) WHERE NOT EXISTS (SELECT 1 FROM bulk_room)', [ROOM_ROWS]);
    }).catch(() => undefined);
  }

  /**
   * Deletes every part whose lifetime is over at `now` (the composition schedules it), and fills
   * `bulk_room` again if a reclaim could not.
   */
  async sweep(now = this.now()): Promise<number> {
    let deleted = 0;
    for (const table of ['bulks', 'bulk_uploads', 'bulk_pages', 'bulk_windows', 'bulk_chunks', 'bulk_pending']) {
      deleted += (await this.pool.query(`DELETE FROM ${table} WHERE expires_at <= $1`, [now])).rowCount ?? 0;
    }
    await this.keepRoom();
    return deleted;
  }
}
