/**
 * Bulks: a CSV of emails, domains or names in; the same rows with enrichment and verification
 * columns appended out (or leads in a list). Creating a bulk stores the upload and queues its
 * split; the workers do the rest (jobs/). This is what the API route and the CLI both use.
 */
import { isFinal } from '../core/bulk/bulk-state.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { BULK_KINDS, appendedColumns, kindSpec, type BulkKind } from '../core/bulk/kinds/index.js';
import type { TeamWorkspaces } from '../core/leads/team-workspaces.js';
import { PAGE_SIZE, WINDOW_ROWS, type BulkRecord, type BulkStore, type RowError, type StoredRowResult } from '../core/bulk/bulk-record.js';
import { JobName } from './job-names.js';
import { queuedBulkJobs } from './bulk-work-adapters.js';
import type { PipelineQueue } from './pipeline-queue.js';
import { CsvInputError, needsProblem, readCsv, type CsvLayout, type InputField } from './csv-input/index.js';
import { checkWebhookUrl } from './webhook-target.js';
import { keyRowsLeft, storeBudget, UploadAdmission, UploadRefused } from '../core/bulk/admission.js';
import { isStorageFull, type HeadroomProbe } from '../core/storage.js';

export interface CreateBulk {
  keyId: string;
  /** The key's team: output=leads writes into its lists (null: the default team). */
  team?: string | null;
  kind: string;
  /** The file: its bytes as they come (stored piece by piece, never whole in memory), or staged. */
  upload: StagedUpload | AsyncIterable<Buffer> | Iterable<Buffer>;
  filename?: string | null;
  header?: boolean;
  delimiter?: string;
  mapping?: Partial<Record<InputField, string | number>>;
  output?: string;
  leadsListId?: number | null;
  leadsListName?: string | null;
  webhookUrl?: string | null;
}

/** The bulk has ended (completed or failed): it cannot be cancelled. */
export class BulkEnded extends Error {
  constructor(readonly state: string) {
    super(`The bulk has already ${state === 'completed' ? 'completed' : 'failed'}: there is nothing to cancel.`);
  }
}

export { UploadRefused };

export class BulkInputError extends Error {
  constructor(
    readonly reason: 'bad_param' | 'no_list' | 'bad_file',
    message: string,
  ) {
    super(message);
  }
}

export interface BulkStatus {
  id: string;
  kind: string;
  state: string;
  output: string;
  leads_list_id: number | null;
  filename: string | null;
  total: number | null;
  processed: number;
  /** Rows waiting for a mail server that paces or greylists us: asked again later, not done. */
  pending: number;
  counts: Record<string, number>;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  rows_per_second: number | null;
  eta_seconds: number | null;
  error: string | null;
  /** The first rows (by row number) whose status is error or invalid_input, with the reason. */
  row_errors: RowError[];
  results_url: string;
}

/** A kind as the upload page shows it (BulkService.kinds). */
export interface BulkKindInfo {
  name: BulkKind;
  needs: { groups: InputField[][]; text: string };
  columns: string[];
}

/** What the service reads from the head of a file (BulkService.preview). */
export interface BulkPreview {
  delimiter: string;
  has_header: boolean;
  encoding: string;
  header: string[];
  mapping: CsvLayout['mapping'];
  mapped_by: CsvLayout['mappedBy'];
  rows: string[][];
  problem: string | null;
}

/** A row whose result is an error (BulkService.rowErrors); `row` counts data rows from 1. */
export interface BulkRowError {
  row: number;
  status: string;
  error: string | null;
  cells: string[];
}


const DELIMITERS = [',', ';', '\t', '|'];

/** Pieces an upload is stored in (no single huge value in Redis). */
const PIECE = 1024 * 1024;

/** An upload stored piece by piece under the id its bulk will have (stage). */
export interface StagedUpload {
  readonly staged: true;
  readonly id: string;
  readonly pieces: number;
  readonly bytes: number;
  /** Its lines (an upper bound of its rows). */
  readonly lines: number;
  /** The admission it was stored under, checked again with the kind before the bulk is created. */
  readonly admission: UploadAdmission;
}

/** What an upload is admitted against (core/bulk/admission.ts). */
export interface AdmissionOptions {
  maxUploadBytes: number;
  maxRowsPerKey: number;
}

function isStaged(u: CreateBulk['upload']): u is StagedUpload {
  return (u as Partial<StagedUpload>).staged === true;
}

export class BulkService {
  constructor(
    private readonly bulks: BulkStore,
    private readonly queue: PipelineQueue,
    private readonly teams: TeamWorkspaces,
    private readonly options: { allowPrivateWebhooks: boolean } & AdmissionOptions,
    /** How much room the store has (core/storage.ts), for admission. */
    private readonly headroom: HeadroomProbe,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The admission of a new upload by `keyId` (core/bulk/admission.ts): the store's room and the
   * key's rows now. `kind` when known (else the largest rows are assumed until recheck);
   * `announcedBytes`: the Content-Length, refused at once when it cannot fit. Throws
   * UploadRefused.
   */
  async admit(keyId: string, kind: string | null, announcedBytes: number | null = null): Promise<UploadAdmission> {
    const [unfinished, headroom] = await Promise.all([this.bulks.unfinished(), this.headroom.headroom()]);
    if (headroom.full) throw new UploadRefused('storage_full', `The store is full (${headroom.cause ?? 'it refuses writes'}): no upload can be stored now. Try again when running bulks have ended.`);
    const known = (BULK_KINDS as readonly string[]).includes(kind ?? '') ? (kind as BulkKind) : null;
    const admission = new UploadAdmission(this.options, storeBudget(headroom, unfinished), keyRowsLeft(keyId, unfinished, this.options.maxRowsPerKey), known);
    if (announcedBytes !== null) admission.announce(announcedBytes);
    return admission;
  }

  /**
   * Stores an upload as its bytes arrive, in pieces of PIECE bytes, so neither the API nor Redis
   * ever holds it as one value; each piece is counted by its admission first, so an upload that
   * passes a limit (its size, its key's rows, the store's room) stops being read, what it stored
   * is dropped and it is refused (UploadRefused). A write the store refuses for lack of room
   * refuses it the same way. The bulk is created over it by create(), or it is discard()ed.
   */
  async stage(source: AsyncIterable<Buffer> | Iterable<Buffer>, admission: UploadAdmission): Promise<StagedUpload> {
    const id = randomUUID();
    let pieces = 0;
    // One piece's buffer for the whole upload, filled and stored over and over: a new buffer per
    // piece (and a concat of what arrived) was a quarter of the API's time in the collector for
    // a 1 GiB upload (bench/RESULTS.md, "Issue 19"). A store is done with the bytes once its
    // write has returned, so the buffer is written again only after that.
    const piece = Buffer.allocUnsafe(PIECE);
    let filled = 0;
    try {
      for await (const chunk of source) {
        admission.take(chunk);
        for (let at = 0; at < chunk.length; ) {
          const copied = chunk.copy(piece, filled, at);
          filled += copied;
          at += copied;
          if (filled === PIECE) {
            await this.bulks.putUploadPiece(id, pieces++, piece);
            filled = 0;
          }
        }
      }
      if (filled > 0) await this.bulks.putUploadPiece(id, pieces++, piece.subarray(0, filled));
    } catch (err) {
      // Deleting needs no room: a full store still takes it.
      await this.bulks.dropUpload(id, pieces);
      if (isStorageFull(err)) {
        // The pieces it stored filled the store: their room goes back to the next writes.
        await this.bulks.reclaim();
        throw new UploadRefused('storage_full', 'The store ran out of room while the file was being stored; nothing of it was kept. Try again when running bulks have ended.');
      }
      throw err;
    }
    return { staged: true, id, pieces, bytes: admission.bytes, lines: admission.lines, admission };
  }

  /** Drops a staged upload whose bulk will not be created. */
  discard(upload: StagedUpload): Promise<void> {
    return this.bulks.dropUpload(upload.id, upload.pieces);
  }

  async create(input: CreateBulk): Promise<BulkRecord> {
    const upload = isStaged(input.upload) ? input.upload : await this.stage(input.upload, await this.admit(input.keyId, input.kind));
    try {
      return await this.createOver(upload, input);
    } catch (err) {
      await this.discard(upload);
      throw err;
    }
  }

  private async createOver(upload: StagedUpload, input: CreateBulk): Promise<BulkRecord> {
    if (!(BULK_KINDS as readonly string[]).includes(input.kind)) {
      throw new BulkInputError('bad_param', `kind must be one of ${BULK_KINDS.join(', ')}`);
    }
    // Admitted while its kind may not have been known: checked again with the kind's rows.
    upload.admission.recheck(input.kind as BulkKind);
    const output = input.output ?? 'csv';
    if (output !== 'csv' && output !== 'leads') throw new BulkInputError('bad_param', 'output must be csv or leads');
    if (input.delimiter !== undefined && !DELIMITERS.includes(input.delimiter)) {
      throw new BulkInputError('bad_param', 'delimiter must be one of , ; tab |');
    }
    let leadsListId: number | null = null;
    const team = input.team ?? null;
    if (output === 'leads') {
      const leads = this.teams.of(team).leads;
      if (input.leadsListId) {
        if (!(await leads.getList(input.leadsListId))) throw new BulkInputError('no_list', `No leads list with id ${input.leadsListId}.`);
        leadsListId = input.leadsListId;
      } else if (input.leadsListName && input.leadsListName.trim() !== '') {
        leadsListId = (await leads.createList(input.leadsListName)).list.id;
      } else {
        throw new BulkInputError('bad_param', 'output=leads needs leads_list_id or leads_list_name');
      }
    }
    // The file's layout is checked now (first 64 KiB and first row): an empty, binary, header-only
    // or unmappable file is refused at once instead of failing later in a worker.
    try {
      const { rows } = await readCsv(this.bulks.upload(upload.id, upload.pieces), {
        kind: input.kind as BulkKind,
        header: input.header,
        delimiter: input.delimiter,
        mapping: input.mapping,
        maxBytes: this.options.maxUploadBytes,
      });
      const first = await rows.next();
      if (first.done) throw new CsvInputError('no_rows', 'the file has a header but no data rows');
      await rows.return(undefined);
    } catch (err) {
      if (err instanceof CsvInputError) {
        if (err.code === 'too_large') throw new UploadRefused('upload_too_large', err.message);
        throw new BulkInputError('bad_file', err.message);
      }
      throw err;
    }
    let webhookUrl: string | null = null;
    if (input.webhookUrl) {
      const problem = checkWebhookUrl(input.webhookUrl);
      if (problem) throw new BulkInputError('bad_param', `webhook_url ${problem}`);
      webhookUrl = input.webhookUrl;
    }
    const record: BulkRecord = {
      id: upload.id,
      keyId: input.keyId,
      team,
      kind: input.kind,
      state: 'queued',
      output,
      leadsListId,
      webhookUrl,
      webhookSecret: webhookUrl ? randomBytes(24).toString('base64url') : null,
      options: { header: input.header, delimiter: input.delimiter, mapping: input.mapping },
      filename: input.filename ?? null,
      createdAt: this.now().toISOString(),
      startedAt: null,
      finishedAt: null,
      total: null,
      processed: 0,
      pending: 0,
      chunks: null,
      chunksDone: 0,
      header: null,
      width: null,
      delimiter: null,
      error: null,
      counts: {},
      rowErrors: [],
      uploadBytes: upload.bytes,
      uploadLines: upload.lines,
    };
    try {
      await this.bulks.create(record, upload.pieces);
    } catch (err) {
      if (isStorageFull(err)) throw new UploadRefused('storage_full', 'The store ran out of room as the bulk was being created; nothing of it was kept. Try again when running bulks have ended.');
      throw err;
    }
    try {
      await this.queue.add(JobName.BulkSplit, { bulkId: record.id });
    } catch (err) {
      if (!isStorageFull(err)) throw err;
      // The bulk exists but its split cannot be queued: it ends now, its upload freed (create()'s
      // caller drops what is left), rather than waiting for a job that will never come.
      await this.bulks.failForStorage(record.id, 'storage_full: the store had no room to queue the bulk', this.now().toISOString());
      throw new UploadRefused('storage_full', 'The store ran out of room as the bulk was being queued; it was not started. Try again when running bulks have ended.');
    }
    return record;
  }

  get(id: string): Promise<BulkRecord | null> {
    return this.bulks.get(id);
  }

  /** The kinds an upload may name, what each needs mapped, and the columns each appends. */
  kinds(): BulkKindInfo[] {
    return BULK_KINDS.map((kind) => {
      const needs = kindSpec(kind).needs;
      return { name: kind, needs: { groups: needs.groups.map((g) => [...g]), text: needs.text }, columns: appendedColumns(kind) };
    });
  }

  /**
   * The layout the service would read from the head of a file (the same readCsv as create()), with
   * its first rows: what an upload page shows before the file is sent. `problem` says what the
   * kind still needs mapped (the reason create() would refuse it), else null.
   */
  async preview(head: Buffer, input: Pick<CreateBulk, 'kind' | 'header' | 'delimiter' | 'mapping'>, rows: number): Promise<BulkPreview> {
    if (!(BULK_KINDS as readonly string[]).includes(input.kind)) throw new BulkInputError('bad_param', `kind must be one of ${BULK_KINDS.join(', ')}`);
    if (input.delimiter !== undefined && !DELIMITERS.includes(input.delimiter)) throw new BulkInputError('bad_param', 'delimiter must be one of , ; tab |');
    const kind = input.kind as BulkKind;
    try {
      const read = await readCsv([head], { kind, header: input.header, delimiter: input.delimiter, mapping: input.mapping, maxBytes: head.length + 1, checkNeeds: false });
      const first: string[][] = [];
      for await (const row of read.rows) {
        first.push(row.cells);
        if (first.length >= rows) break;
      }
      const { layout } = read;
      return {
        delimiter: layout.delimiter,
        has_header: layout.hasHeader,
        encoding: layout.encoding ?? 'utf-8',
        header: layout.header,
        mapping: layout.mapping,
        mapped_by: layout.mappedBy,
        rows: first,
        problem: needsProblem(kind, layout.header, layout.mapping),
      };
    } catch (err) {
      if (err instanceof CsvInputError) throw new BulkInputError('bad_file', err.message);
      throw err;
    }
  }

  /**
   * The first rows (upload order) whose result is an error or invalid input, with their cells;
   * rows without a result yet are skipped, so a running bulk shows the errors found so far.
   */
  async rowErrors(b: BulkRecord, limit: number): Promise<BulkRowError[]> {
    const found: BulkRowError[] = [];
    const total = b.total ?? 0;
    for (let w = 0; w * WINDOW_ROWS < total && found.length < limit; w++) {
      const results = await this.bulks.windowResults(b.id, w, total);
      const pages = new Map<number, string[][] | null>();
      for (let i = 0; i < results.length && found.length < limit; i++) {
        const [status, error] = (results[i] as StoredRowResult | undefined) ?? [];
        if (status !== 'error' && status !== 'invalid_input') continue;
        const row = w * WINDOW_ROWS + i;
        const page = Math.floor(row / PAGE_SIZE);
        if (!pages.has(page)) pages.set(page, await this.bulks.getPage(b.id, page));
        found.push({ row: row + 1, status, error: error ?? null, cells: pages.get(page)?.[row % PAGE_SIZE] ?? [] });
      }
    }
    return found;
  }

  status(b: BulkRecord): BulkStatus {
    const now = this.now().getTime();
    const started = b.startedAt ? Date.parse(b.startedAt) : null;
    const finished = b.finishedAt ? Date.parse(b.finishedAt) : null;
    const elapsed = started ? ((finished ?? now) - started) / 1000 : null;
    const rate = elapsed && elapsed > 0 ? b.processed / elapsed : null;
    const left = b.total !== null ? b.total - b.processed : null;
    return {
      id: b.id,
      kind: b.kind,
      state: b.state,
      output: b.output,
      leads_list_id: b.leadsListId,
      filename: b.filename,
      total: b.total,
      processed: b.processed,
      pending: b.pending,
      counts: b.counts,
      created_at: b.createdAt,
      started_at: b.startedAt,
      finished_at: b.finishedAt,
      rows_per_second: rate === null ? null : Math.round(rate * 10) / 10,
      // An ended bulk has nothing left to wait for: 0 when it completed, null when it failed or was cancelled.
      eta_seconds: b.state === 'completed' ? 0 : isFinal(b.state) ? null : rate && left !== null && rate > 0 ? Math.round(left / rate) : null,
      error: b.error,
      row_errors: b.rowErrors,
      results_url: `/v2/bulks/${b.id}/results`,
    };
  }

  /**
   * Cancels a bulk that has not ended: it moves to `cancelled` (the lifecycle, bulk-state.ts,
   * allows it from queued, splitting and running), so every chunk that ends after this records
   * nothing; its waiting jobs are removed (the split, the chunks not counted yet; a job a worker
   * holds ends by itself, refused by the store); the rows done stay downloadable. Its finalize is
   * queued, so a webhook hears that it ended. Cancelling a cancelled bulk answers it as it is;
   * a completed or failed one throws BulkEnded.
   */
  async cancel(b: BulkRecord): Promise<BulkRecord> {
    if (b.state === 'cancelled') return b;
    const { moved, from } = await this.bulks.move(b.id, 'cancelled', { finishedAt: this.now().toISOString() });
    if (!moved) {
      // Another request cancelled it first, or it ended meanwhile.
      if (from === 'cancelled') return (await this.bulks.get(b.id)) ?? b;
      throw new BulkEnded(from ?? b.state);
    }
    await this.bulks.dropPending(b.id);
    await queuedBulkJobs(this.queue).removeWaiting(b.id, await this.bulks.openChunks(b.id));
    // A split that never started leaves its upload behind; a running split drops it when it stops.
    if (from === 'queued') await this.bulks.dropUpload(b.id);
    await this.queue.add(JobName.BulkFinalize, { bulkId: b.id });
    return (await this.bulks.get(b.id)) ?? b;
  }

  async list(keyId: string, limit: number, offset: number): Promise<{ total: number; bulks: BulkStatus[] }> {
    const { total, ids } = await this.bulks.listForKey(keyId, limit, offset);
    const records = await Promise.all(ids.map((id) => this.bulks.get(id)));
    return { total, bulks: records.filter((r): r is BulkRecord => r !== null).map((r) => this.status(r)) };
  }

  /** Output header: the original columns (generated names past the header), then the appended ones. */
  private outputHeader(b: BulkRecord, width: number): string[] {
    const original = [...(b.header ?? [])];
    for (let i = original.length; i < width; i++) original.push(`column_${i + 1}`);
    return [...original, ...appendedColumns(b.kind as BulkKind)];
  }

  /**
   * The results in upload order, page by page: CSV (formula cells escaped) or JSON Lines of
   * objects. Each original row appears once per appended row (domain-search may give several).
   * A cancelled bulk gives the rows done before it was cancelled (the others are left out).
   */
  async *results(b: BulkRecord, format: 'csv' | 'json'): AsyncGenerator<string> {
    const doneOnly = b.state === 'cancelled';
    // Cancelled during its split, a bulk has no total: its recorded windows bound the rows.
    const total = b.total ?? (doneOnly ? (await this.bulks.windowCount(b.id)) * WINDOW_ROWS : 0);
    const appended = appendedColumns(b.kind as BulkKind);
    const width = Math.max(b.header?.length ?? 0, b.width ?? 0);
    const header = this.outputHeader(b, width);
    if (format === 'csv') yield stringify([header], { escape_formulas: true });
    const missing: StoredRowResult = ['error', 'no result was recorded for this row', [[]]];
    const tail = appended.length - 2;
    for (let w = 0; w * WINDOW_ROWS < total; w++) {
      const results = await this.bulks.windowResults(b.id, w, total);
      const pages = Math.ceil(results.length / PAGE_SIZE);
      // Page by page: the response buffers a few pages ahead, not a window's worth of rows.
      for (let p = 0; p < pages; p++) {
        const records = (await this.bulks.getPage(b.id, (w * WINDOW_ROWS) / PAGE_SIZE + p)) ?? [];
        const lines: unknown[][] = [];
        records.forEach((cells, i) => {
          const result = results[p * PAGE_SIZE + i] as StoredRowResult | undefined;
          if (!result && doneOnly) return;
          const padded = cells.length < width ? [...cells, ...Array(width - cells.length).fill('')] : cells;
          const [status, error, rows] = result ?? missing;
          for (const values of rows.length > 0 ? rows : [[]]) {
            const appendedValues: unknown[] = new Array(tail);
            for (let n = 0; n < tail; n++) appendedValues[n] = values[n] ?? null;
            lines.push([...padded, ...appendedValues, status, error]);
          }
        });
        if (format === 'csv') {
          yield stringify(
            lines.map((l) => l.map((v) => (v === null || v === undefined ? '' : typeof v === 'boolean' ? String(v) : v))),
            { escape_formulas: true },
          );
        } else {
          yield lines.map((l) => JSON.stringify(Object.fromEntries(header.map((h, n) => [h, l[n] ?? null])))).join('\n') + (lines.length ? '\n' : '');
        }
      }
    }
  }
}
