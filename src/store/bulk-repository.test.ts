/**
 * Bulks while they run (core/bulk/bulk-record.ts, BulkStore), one contract on both homes: Redis
 * (bulk-repository.ts) and PostgreSQL (-pg.ts). State moves only as the lifecycle allows
 * (checked and written at once), a chunk's results count once and the bulk completes once, also
 * under concurrent chunks, a window reads back in upload order, each change is announced, and
 * each part expires with its lifetime.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, type TestSchema } from '../../test/support/postgres.js';
import { redisSide, skippableClock } from '../../test/support/store-shapes.js';
import { PAGE_SIZE, WINDOW_ROWS, type BulkRecord, type BulkStore } from '../core/bulk/bulk-record.js';
import { BulkRepository } from './bulk-repository.js';
import { PgBulkRepository } from './bulk-repository-pg.js';
import { BULK_EVENTS_CHANNEL, parseAnnouncement } from './bulk-change-feed-pg.js';
import { RedisKeys } from './redis-keys.js';

const TTL_SECONDS = 3600;

/** What a test hears of one bulk's announcements. */
interface Heard {
  messages: string[];
  stop(): Promise<void>;
}

interface Side {
  bulks: BulkStore;
  /** Starts hearing the bulk's announcements (resolves once it listens). */
  hear(id: string): Promise<Heard>;
  elapse(ms: number): Promise<void>;
  close(): Promise<void>;
}

const shapes: { name: string; open(): Promise<Side> }[] = [
  {
    name: 'redis',
    async open() {
      const side = redisSide('bulks');
      return {
        bulks: new BulkRepository(side.redis, side.prefix, TTL_SECONDS),
        async hear(id) {
          const sub = side.redis.duplicate();
          const messages: string[] = [];
          sub.on('message', (_channel: string, message: string) => messages.push(message));
          await sub.subscribe(new RedisKeys(side.prefix).bulkEvents(id));
          return { messages, stop: async () => sub.disconnect() };
        },
        elapse: (ms) => side.elapse(ms),
        close: async () => void (await side.close()),
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const schema: TestSchema = await freshSchema(10);
      const clock = skippableClock();
      return {
        bulks: new PgBulkRepository(schema.db.pool, TTL_SECONDS, clock.now),
        async hear(id) {
          const client = new pg.Client({ connectionString: schema.db.url });
          await client.connect();
          const messages: string[] = [];
          client.on('notification', (msg) => {
            const a = parseAnnouncement(msg.payload ?? '');
            if (a && a.schema === schema.schema && a.id === id) messages.push(a.change);
          });
          await client.query(`LISTEN ${BULK_EVENTS_CHANNEL}`);
          return { messages, stop: () => client.end() };
        },
        elapse: async (ms) => clock.elapse(ms),
        close: () => schema.drop(),
      };
    },
  },
];

const T = new Date('2026-11-24T10:00:00.000Z');
const LAYOUT = { header: ['email'], width: 1, delimiter: ',' };

function recordOf(id: string, change: Partial<BulkRecord> = {}): BulkRecord {
  return {
    id, keyId: 'k1', team: null, kind: 'verify', state: 'queued', output: 'csv', leadsListId: null, webhookUrl: null, webhookSecret: null,
    options: {}, filename: null, createdAt: T.toISOString(), startedAt: null, finishedAt: null, total: null, processed: 0, chunks: null,
    chunksDone: 0, header: null, width: null, delimiter: null, error: null, counts: {}, pending: 0, rowErrors: [], uploadBytes: null, uploadLines: null,
    ...change,
  };
}

/** The BulkRecord's own fields of what get() answered (a store may keep more). */
function fieldsOf(found: BulkRecord | null): Partial<BulkRecord> | null {
  if (!found) return null;
  const keys = Object.keys(recordOf('x')) as (keyof BulkRecord)[];
  return Object.fromEntries(keys.map((k) => [k, found[k]])) as Partial<BulkRecord>;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe.each(shapes)('bulks on $name', (shape) => {
  let side: Side;
  let bulks: BulkStore;
  beforeAll(async () => {
    side = await shape.open();
    bulks = side.bulks;
  }, 60_000);
  afterAll(async () => side?.close());

  async function newBulk(change: Partial<BulkRecord> = {}): Promise<string> {
    const id = randomUUID();
    await bulks.putUploadPiece(id, 0, Buffer.from('email\na@b.test\n'));
    await bulks.create(recordOf(id, change), 1);
    return id;
  }

  describe('records and uploads', () => {
    it('reads a created bulk back as it was given, its counters empty', async () => {
      const id = randomUUID();
      const record = recordOf(id, {
        keyId: 'k-record', team: 'north', kind: 'enrich', output: 'leads', leadsListId: 42, webhookUrl: 'https://hooks.test/bulk',
        webhookSecret: 's3cret', options: { header: true, delimiter: ';', mapping: { email: 'E-Mail' } }, filename: 'liste ü.csv',
      });
      await bulks.create(record, 3);
      expect(fieldsOf(await bulks.get(id))).toEqual(record);
      expect(await bulks.state(id)).toBe('queued');
      expect(await bulks.get(randomUUID())).toBeNull();
      expect(await bulks.state(randomUUID())).toBeNull();
    });

    it('keeps an upload in pieces before its bulk exists, reads them in order, and drops them', async () => {
      const id = randomUUID();
      const pieces = [Buffer.from('email\n'), Buffer.from([0, 255, 10, 13]), Buffer.from('c@d.test\n')];
      for (const [n, piece] of pieces.entries()) await bulks.putUploadPiece(id, n, piece);
      const read: Buffer[] = [];
      for await (const piece of bulks.upload(id, 3)) read.push(piece);
      expect(read).toEqual(pieces);
      await bulks.create(recordOf(id), 3);
      const again: Buffer[] = [];
      for await (const piece of bulks.upload(id)) again.push(piece);
      expect(Buffer.concat(again)).toEqual(Buffer.concat(pieces));
      await bulks.dropUpload(id);
      await expect(async () => {
        for await (const piece of bulks.upload(id)) expect(piece).toBeDefined();
      }).rejects.toThrow(`bulk ${id}: upload piece 0 is gone`);
    });

    it('stores the first proposed chunk size, whoever proposes it', async () => {
      const id = await newBulk();
      const sizes = await Promise.all([500, 250, 1000, 750].map((n) => bulks.chunkSize(id, n)));
      expect(new Set(sizes).size).toBe(1);
      expect(await bulks.chunkSize(id, 99)).toBe(sizes[0]);
    });

    it("lists a key's bulks newest first, ties by id, with the total", async () => {
      const keyId = `k-${randomUUID()}`;
      const made: string[] = [];
      for (const [n, minute] of [0, 5, 5, 2].entries()) {
        const id = `${n}-${randomUUID()}`;
        made.push(id);
        await bulks.create(recordOf(id, { keyId, createdAt: new Date(T.getTime() + minute * 60_000).toISOString() }), 0);
      }
      const newest = [made[1], made[2]].sort().reverse();
      expect(await bulks.listForKey(keyId, 10, 0)).toEqual({ total: 4, ids: [...newest, made[3], made[0]] });
      expect(await bulks.listForKey(keyId, 2, 1)).toEqual({ total: 4, ids: [newest[1], made[3]] });
      expect(await bulks.listForKey('k-nobody', 10, 0)).toEqual({ total: 0, ids: [] });
    });
  });

  describe('state moves', () => {
    it('moves forward with their fields, and refuses a move back or out of an ended bulk', async () => {
      const id = await newBulk();
      expect(await bulks.move(id, 'running')).toEqual({ moved: false, from: 'queued' });
      expect(await bulks.move(id, 'splitting', { startedAt: T.toISOString() })).toEqual({ moved: true, from: 'queued' });
      expect((await bulks.get(id))?.startedAt).toBe(T.toISOString());
      expect(await bulks.finishSplit(id, 2, 1, LAYOUT, T)).toBe(false);
      expect(await bulks.get(id)).toMatchObject({ state: 'running', total: 2, chunks: 1, header: ['email'], width: 1, delimiter: ',' });
      expect(await bulks.move(id, 'splitting')).toEqual({ moved: false, from: 'running' });
      expect(await bulks.completeChunk(id, 0, [{ rows: [0], result: '["ok",null,[]]', tally: 'valid' }, { rows: [1], result: '["ok",null,[]]', tally: 'invalid' }], T)).toBe('finished');
      expect(await bulks.move(id, 'failed', { error: 'late' })).toEqual({ moved: false, from: 'completed' });
      const done = await bulks.get(id);
      expect(done).toMatchObject({ state: 'completed', error: null, processed: 2, counts: { valid: 1, invalid: 1 }, finishedAt: T.toISOString() });
      expect(await bulks.move(randomUUID(), 'failed')).toEqual({ moved: false, from: null });
    });

    it('counts a chunk once, and records nothing for a failed bulk', async () => {
      const id = await newBulk();
      await bulks.move(id, 'splitting');
      expect(await bulks.finishSplit(id, 1, 2, LAYOUT, T)).toBe(false);
      const rows = [{ rows: [0], result: '"r"', tally: 'valid' }];
      expect(await bulks.completeChunk(id, 0, rows, T)).toBe('counted');
      expect(await bulks.completeChunk(id, 0, rows, T)).toBe('repeat');
      expect(await bulks.move(id, 'failed', { error: 'the upload could not be split' })).toEqual({ moved: true, from: 'running' });
      expect(await bulks.completeChunk(id, 1, [{ rows: [1], result: '"s"', tally: 'valid' }], T)).toBe('refused');
      expect(await bulks.completeChunk(id, 0, rows, T)).toBe('repeat');
      expect(await bulks.get(id)).toMatchObject({ state: 'failed', processed: 1, chunksDone: 1, error: 'the upload could not be split' });
    });

    it('records nothing for a cancelled bulk, and never completes it: its rows done stay, its open chunks are known', async () => {
      const id = await newBulk();
      await bulks.move(id, 'splitting');
      await bulks.putWindow(id, 0, 0, 3);
      expect(await bulks.finishSplit(id, 3, 3, LAYOUT, T)).toBe(false);
      expect(await bulks.completeChunk(id, 1, [{ rows: [1], result: '["ok",null,[]]', tally: 'valid' }], T)).toBe('counted');
      expect(await bulks.openChunks(id)).toEqual([0, 2]);
      expect(await bulks.windowCount(id)).toBe(1);
      await bulks.setPending(id, 2, 1);
      expect((await bulks.get(id))?.pending).toBe(1);
      expect(await bulks.move(id, 'cancelled', { finishedAt: T.toISOString() })).toEqual({ moved: true, from: 'running' });
      await bulks.dropPending(id);
      expect(await bulks.completeChunk(id, 0, [{ rows: [0], result: '["ok",null,[]]', tally: 'valid' }], T)).toBe('refused');
      expect(await bulks.completeChunk(id, 2, [{ rows: [2], result: '["ok",null,[]]', tally: 'valid' }], T)).toBe('refused');
      expect(await bulks.move(id, 'completed')).toEqual({ moved: false, from: 'cancelled' });
      expect(await bulks.get(id)).toMatchObject({ state: 'cancelled', processed: 1, chunksDone: 1, pending: 0, counts: { valid: 1 }, finishedAt: T.toISOString() });
      expect(await bulks.windowResults(id, 0, 3)).toEqual([undefined, ['ok', null, []], undefined]);
      expect(await bulks.state(id)).toBe('cancelled');
    });

    it('keeps the first row errors by row number, whichever chunk counts first', async () => {
      const id = await newBulk();
      await bulks.move(id, 'splitting');
      const bad = (rows: number[], n: number) => ({ rows, result: JSON.stringify(['invalid_input', `no email in row ${n}`, [[]]]), tally: 'invalid_input' });
      const failed = (rows: number[]) => ({ rows, result: JSON.stringify(['error', 'processing failed', [[]]]), tally: 'error' });
      // Chunk 1 (later rows) counts first; then chunk 0 with lower rows, one of them shared by two rows.
      await bulks.completeChunk(id, 1, Array.from({ length: 12 }, (_, i) => bad([20 + i], 20 + i)), T);
      await bulks.completeChunk(id, 0, [bad([3, 7], 3), { rows: [4], result: '["ok",null,[]]', tally: 'valid' }, failed([5]), { rows: [6], result: '["not_found","no company",[[]]]', tally: 'not_found' }], T);
      const { rowErrors, counts } = (await bulks.get(id))!;
      expect(rowErrors.map((e) => e.row)).toEqual([4, 6, 8, 21, 22, 23, 24, 25, 26, 27]);
      expect(rowErrors.slice(0, 3)).toEqual([
        { row: 4, status: 'invalid_input', error: 'no email in row 3' },
        { row: 6, status: 'error', error: 'processing failed' },
        { row: 8, status: 'invalid_input', error: 'no email in row 3' },
      ]);
      expect(counts).toEqual({ invalid_input: 14, valid: 1, error: 1, not_found: 1 });
    });

    it('completes at the split\'s end when every chunk finished before it', async () => {
      const id = await newBulk();
      await bulks.move(id, 'splitting');
      expect(await bulks.completeChunk(id, 0, [{ rows: [0], result: '"r"', tally: 'valid' }], T)).toBe('counted');
      expect(await bulks.finishSplit(id, 1, 1, LAYOUT, T)).toBe(true);
      expect(await bulks.get(id)).toMatchObject({ state: 'completed', finishedAt: T.toISOString() });
    });

    it('lists the bulks that have not ended, oldest first, with what admission reads of them', async () => {
      const keyId = `k-${randomUUID()}`;
      const at = (minute: number) => new Date(T.getTime() + minute * 60_000).toISOString();
      const late = await newBulk({ keyId, createdAt: at(-1), uploadBytes: 2048, uploadLines: 40 });
      const early = await newBulk({ keyId, createdAt: at(-3), uploadBytes: 1024, uploadLines: 20 });
      const ended = await newBulk({ keyId, createdAt: at(-2) });
      await bulks.move(ended, 'cancelled');
      const running = await newBulk({ keyId, createdAt: at(-4) });
      await bulks.move(running, 'splitting');
      await bulks.finishSplit(running, 5, 1, LAYOUT, T);
      const open = (await bulks.unfinished()).filter((b) => b.keyId === keyId);
      expect(open.map((b) => b.id)).toEqual([running, early, late]);
      expect(open.map((b) => [b.state, b.total, b.uploadBytes, b.uploadLines])).toEqual([
        ['running', 5, null, null],
        ['queued', null, 1024, 20],
        ['queued', null, 2048, 40],
      ]);
    });

    it('fails a bulk the store has no room for: its parts go, its record, counts and row errors stay', async () => {
      const id = await newBulk();
      await bulks.move(id, 'splitting');
      await bulks.putPage(id, 0, [['a@b.test']]);
      await bulks.putPage(id, 1, [['c@d.test']]);
      await bulks.putWindow(id, 0, 0, 2);
      const bad = { rows: [0], result: JSON.stringify(['invalid_input', 'no email', [[]]]), tally: 'invalid_input' };
      expect(await bulks.completeChunk(id, 0, [bad], T)).toBe('counted');
      await bulks.setPending(id, 1, 1);
      const heard = await side.hear(id);
      expect(await bulks.failForStorage(id, 'storage_full: no room', T.toISOString())).toBe(true);
      await until(() => heard.messages.includes('state'));
      await heard.stop();
      expect(await bulks.get(id)).toMatchObject({
        state: 'failed', error: 'storage_full: no room', finishedAt: T.toISOString(), processed: 1, chunksDone: 1, pending: 0,
        counts: { invalid_input: 1 }, rowErrors: [{ row: 1, status: 'invalid_input', error: 'no email' }],
      });
      expect(await bulks.getPage(id, 0)).toBeNull();
      expect(await bulks.getPage(id, 1)).toBeNull();
      expect(await bulks.windowCount(id)).toBe(0);
      expect(await bulks.windowResults(id, 0, 2)).toEqual([undefined, undefined]);
      await expect(async () => {
        for await (const piece of bulks.upload(id)) expect(piece).toBeDefined();
      }).rejects.toThrow('upload piece 0 is gone');
      expect((await bulks.unfinished()).map((b) => b.id)).not.toContain(id);
      // An ended bulk is not moved again.
      expect(await bulks.failForStorage(id, 'storage_full: again', T.toISOString())).toBe(false);
      expect((await bulks.get(id))?.error).toBe('storage_full: no room');
    });

    it('counts waiting rows per chunk; a chunk that completes waits no more', async () => {
      const id = await newBulk();
      await bulks.move(id, 'splitting');
      await bulks.finishSplit(id, 9, 3, LAYOUT, T);
      await bulks.setPending(id, 0, 2);
      await bulks.setPending(id, 1, 3);
      await bulks.setPending(id, 1, 4);
      expect((await bulks.get(id))?.pending).toBe(6);
      await bulks.clearPending(id, 0);
      expect((await bulks.get(id))?.pending).toBe(4);
      await bulks.completeChunk(id, 1, [{ rows: [3], result: '"r"', tally: 'valid' }], T);
      expect((await bulks.get(id))?.pending).toBe(0);
    });
  });

  describe('concurrent chunks', () => {
    it('count each chunk once and complete the bulk exactly once', async () => {
      const id = await newBulk();
      await bulks.move(id, 'splitting');
      const chunks = 24;
      await bulks.putWindow(id, 0, 0, chunks);
      await bulks.finishSplit(id, chunks * 2, chunks, LAYOUT, T);
      const item = (c: number) => [{ rows: [2 * c, 2 * c + 1], result: '["ok",null,[]]', tally: c % 2 === 0 ? 'valid' : 'invalid' }];
      // Every chunk twice at once (a retry racing the first run).
      const outcomes = await Promise.all(Array.from({ length: chunks * 2 }, (_, i) => bulks.completeChunk(id, i % chunks, item(i % chunks), T)));
      expect(outcomes.filter((o) => o === 'finished')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'counted')).toHaveLength(chunks - 1);
      expect(outcomes.filter((o) => o === 'repeat')).toHaveLength(chunks);
      expect(await bulks.get(id)).toMatchObject({ state: 'completed', processed: chunks * 2, chunksDone: chunks, counts: { valid: chunks, invalid: chunks } });
      expect(await bulks.openChunks(id)).toEqual([]);
    });
  });

  describe('announcements', () => {
    it("announce each change on the bulk's events channel, and nothing that did not change it", async () => {
      const id = await newBulk();
      const heard = await side.hear(id);
      try {
        await bulks.move(id, 'splitting');
        expect((await bulks.move(id, 'queued')).moved).toBe(false); // refused: not announced
        expect(await bulks.finishSplit(id, 2, 2, LAYOUT, T)).toBe(false);
        await bulks.setPending(id, 0, 1);
        await bulks.completeChunk(id, 0, [{ rows: [0], result: '"r"', tally: 'valid' }], T);
        await bulks.completeChunk(id, 0, [{ rows: [0], result: '"r"', tally: 'valid' }], T); // repeat: not announced
        await bulks.move(id, 'cancelled');
        await bulks.completeChunk(id, 1, [{ rows: [1], result: '"r"', tally: 'valid' }], T); // refused: not announced
        await bulks.clearPending(id, 0);
        await until(() => heard.messages.length >= 6);
        expect(heard.messages).toEqual(['state', 'state', 'pending', 'chunk', 'state', 'pending']);
      } finally {
        await heard.stop();
      }
    });
  });

  describe('windows', () => {
    it('reads a window back in upload order from chunks that hold its rows grouped otherwise, shared items fanned out', async () => {
      const id = await newBulk();
      await bulks.move(id, 'splitting');
      const total = WINDOW_ROWS + 3;
      const records = Array.from({ length: total }, (_, i) => [`r${i}`]);
      for (let p = 0; p * PAGE_SIZE < total; p++) await bulks.putPage(id, p, records.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE));
      // Window 0: two chunks, rows interleaved across them (as domain grouping does), one item
      // carrying two rows; every row of window 0 answered.
      const even = Array.from({ length: WINDOW_ROWS / 2 }, (_, n) => 2 * n);
      await bulks.putWindow(id, 0, 0, 2);
      await bulks.completeChunk(id, 0, [{ rows: [0, WINDOW_ROWS - 1], result: '["ok",null,[["shared"]]]', tally: 'valid' }, ...even.slice(1).map((r) => ({ rows: [r], result: `["ok",null,[["e${r}"]]]`, tally: 'valid' }))], T);
      const odd = Array.from({ length: WINDOW_ROWS / 2 - 1 }, (_, n) => 2 * n + 1);
      await bulks.completeChunk(id, 1, odd.map((r) => ({ rows: [r], result: `["ok",null,[["o${r}"]]]`, tally: 'invalid' })), T);
      // Window 1: rows WINDOW_ROWS..+2, its one chunk answers two of them (row +1 was never answered).
      await bulks.putWindow(id, 1, 2, 1);
      await bulks.completeChunk(id, 2, [{ rows: [WINDOW_ROWS + 2], result: '["not_found","nope",[[]]]', tally: 'not_found' }, { rows: [WINDOW_ROWS], result: '["ok",null,[["w1"]]]', tally: 'valid' }], T);

      const w0 = await bulks.windowResults(id, 0, total);
      expect(w0).toHaveLength(WINDOW_ROWS);
      expect(w0[0]).toEqual(['ok', null, [['shared']]]);
      expect(w0[WINDOW_ROWS - 1]).toEqual(['ok', null, [['shared']]]);
      expect(w0[2]).toEqual(['ok', null, [['e2']]]);
      expect(w0[3]).toEqual(['ok', null, [['o3']]]);
      expect(w0.filter((r) => r === undefined)).toHaveLength(0);
      expect(await bulks.windowResults(id, 1, total)).toEqual([['ok', null, [['w1']]], undefined, ['not_found', 'nope', [[]]]]);
      expect(await bulks.windowResults(id, 2, total)).toEqual([]);
      expect((await bulks.getPage(id, 5))?.[0]).toEqual([`r${5 * PAGE_SIZE}`]);
      expect(await bulks.getPage(id, WINDOW_ROWS / PAGE_SIZE)).toEqual([[`r${WINDOW_ROWS}`], [`r${WINDOW_ROWS + 1}`], [`r${WINDOW_ROWS + 2}`]]);
      expect(await bulks.getPage(id, 99)).toBeNull();
      expect(await bulks.windowCount(id)).toBe(2);
      expect((await bulks.get(id))?.counts).toEqual({ valid: WINDOW_ROWS / 2 + 2, invalid: WINDOW_ROWS / 2 - 1, not_found: 1 });
    });

    it('keeps original records as they came, odd characters included', async () => {
      const id = await newBulk();
      const page = [['nul \u0000 here', 'ü', '\ud83d\ude00', 'lone \ud800'], ['"quoted"', '', '\\']];
      await bulks.putPage(id, 0, page);
      expect(await bulks.getPage(id, 0)).toEqual(page);
    });
  });

  describe('lifetimes', () => {
    it('forget a bulk and its parts once their lifetime is over; the key keeps listing it', async () => {
      const keyId = `k-${randomUUID()}`;
      const id = await newBulk({ keyId });
      await bulks.move(id, 'splitting');
      await bulks.putPage(id, 0, [['a@b.test']]);
      await bulks.putWindow(id, 0, 0, 1);
      await bulks.finishSplit(id, 1, 1, LAYOUT, T);
      await side.elapse((TTL_SECONDS - 60) * 1000);
      expect(await bulks.state(id)).toBe('running');
      expect(await bulks.getPage(id, 0)).toEqual([['a@b.test']]);
      await side.elapse(120_000);
      expect(await bulks.get(id)).toBeNull();
      expect(await bulks.state(id)).toBeNull();
      expect(await bulks.getPage(id, 0)).toBeNull();
      expect(await bulks.windowCount(id)).toBe(0);
      expect(await bulks.move(id, 'cancelled')).toEqual({ moved: false, from: null });
      expect(await bulks.completeChunk(id, 0, [{ rows: [0], result: '"r"', tally: 'valid' }], T)).toBe('refused');
      // The per-key list has no lifetime (as the sorted set had none): its total still counts it.
      expect(await bulks.listForKey(keyId, 10, 0)).toEqual({ total: 1, ids: [id] });
    });
  });
});

describe('bulks on postgres: the sweep', () => {
  it('deletes each part whose lifetime is over, and keeps the per-key list', async () => {
    const schema = await freshSchema();
    try {
      const clock = skippableClock();
      const bulks = new PgBulkRepository(schema.db.pool, 60, clock.now);
      const id = randomUUID();
      await bulks.putUploadPiece(id, 0, Buffer.from('email\n'));
      await bulks.create(recordOf(id), 1);
      await bulks.move(id, 'splitting');
      await bulks.putPage(id, 0, [['x']]);
      await bulks.putWindow(id, 0, 0, 2);
      await bulks.finishSplit(id, 2, 2, LAYOUT, T);
      await bulks.setPending(id, 1, 1);
      await bulks.completeChunk(id, 0, [{ rows: [0], result: '"r"', tally: 'valid' }], T);
      expect(await bulks.sweep()).toBe(0);
      // A part written later lives longer: the upload piece written again now outlives the others.
      clock.elapse(30_000);
      await bulks.putUploadPiece(id, 0, Buffer.from('email\n'));
      clock.elapse(31_000);
      expect(await bulks.sweep()).toBe(5); // the bulk, its page, window, counted chunk and waiting rows
      const left = async (table: string) => (await schema.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
      expect(await left('bulk_uploads')).toBe(1);
      expect(await left('bulks_by_key')).toBe(1);
      clock.elapse(30_000);
      expect(await bulks.sweep()).toBe(1);
      for (const table of ['bulks', 'bulk_uploads', 'bulk_pages', 'bulk_windows', 'bulk_chunks', 'bulk_pending']) expect(await left(table), table).toBe(0);
    } finally {
      await schema.drop();
    }
  }, 60_000);
});
