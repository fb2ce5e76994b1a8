/**
 * BulkRepository on a real Redis: state moves only as the lifecycle allows (checked in the
 * script, atomically), a chunk's results count once, and a window reads back in upload order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletePrefix, privateRedis } from '../../test/support/harness.js';
import type { Redis } from '../redis.js';
import { BulkRepository } from './bulk-repository.js';
import { RedisKeys } from './redis-keys.js';
import { PAGE_SIZE, WINDOW_ROWS, type BulkRecord } from '../core/bulk/bulk-record.js';

const prefix = `test:bulks:${randomUUID()}:`;
let redis: Redis;
let bulks: BulkRepository;

beforeAll(() => {
  redis = privateRedis();
  bulks = new BulkRepository(redis, prefix, 3600);
});

afterAll(async () => {
  if (!redis) return;
  await deletePrefix(redis, prefix);
  expect(await redis.keys(`${prefix}*`)).toEqual([]);
  redis.disconnect();
});

const T = new Date('2026-11-24T10:00:00.000Z');

async function newBulk(): Promise<string> {
  const id = randomUUID();
  const record = {
    id, keyId: 'k1', team: null, kind: 'verify', state: 'queued', output: 'csv', leadsListId: null, webhookUrl: null, webhookSecret: null,
    options: {}, filename: null, createdAt: T.toISOString(), startedAt: null, finishedAt: null, total: null, processed: 0, chunks: null,
    chunksDone: 0, header: null, width: null, delimiter: null, error: null, counts: {}, pending: 0, rowErrors: [],
  } satisfies BulkRecord;
  await bulks.putUploadPiece(id, 0, Buffer.from('email\na@b.test\n'));
  await bulks.create(record, 1);
  return id;
}

describe('state moves', () => {
  it('moves forward with their fields, and refuses a move back or out of an ended bulk', async () => {
    const id = await newBulk();
    expect(await bulks.move(id, 'running')).toEqual({ moved: false, from: 'queued' });
    expect(await bulks.move(id, 'splitting', { startedAt: T.toISOString() })).toEqual({ moved: true, from: 'queued' });
    expect((await bulks.get(id))?.startedAt).toBe(T.toISOString());
    expect(await bulks.finishSplit(id, 2, 1, { header: ['email'], width: 1, delimiter: ',' }, T)).toBe(false);
    expect((await bulks.get(id))?.state).toBe('running');
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
    expect(await bulks.finishSplit(id, 1, 2, { header: ['email'], width: 1, delimiter: ',' }, T)).toBe(false);
    const rows = [{ rows: [0], result: '"r"', tally: 'valid' }];
    expect(await bulks.completeChunk(id, 0, rows, T)).toBe('counted');
    expect(await bulks.completeChunk(id, 0, rows, T)).toBe('repeat');
    expect(await bulks.move(id, 'failed', { error: 'the upload could not be split' })).toEqual({ moved: true, from: 'running' });
    expect(await bulks.completeChunk(id, 1, [{ rows: [1], result: '"s"', tally: 'valid' }], T)).toBe('refused');
    expect(await bulks.completeChunk(id, 0, rows, T)).toBe('repeat');
    expect(await bulks.get(id)).toMatchObject({ state: 'failed', processed: 1, chunksDone: 1 });
  });

  it('records nothing for a cancelled bulk, and never completes it: its rows done stay, its open chunks are known', async () => {
    const id = await newBulk();
    await bulks.move(id, 'splitting');
    await bulks.putWindow(id, 0, 0, 3);
    expect(await bulks.finishSplit(id, 3, 3, { header: ['email'], width: 1, delimiter: ',' }, T)).toBe(false);
    expect(await bulks.completeChunk(id, 1, [{ rows: [1], result: '["ok",null,[]]', tally: 'valid' }], T)).toBe('counted');
    expect(await bulks.openChunks(id)).toEqual([0, 2]);
    await bulks.setPending(id, 2, 1);
    expect(await bulks.move(id, 'cancelled', { finishedAt: T.toISOString() })).toEqual({ moved: true, from: 'running' });
    await bulks.dropPending(id);
    expect(await bulks.completeChunk(id, 0, [{ rows: [0], result: '["ok",null,[]]', tally: 'valid' }], T)).toBe('refused');
    expect(await bulks.completeChunk(id, 2, [{ rows: [2], result: '["ok",null,[]]', tally: 'valid' }], T)).toBe('refused');
    expect(await bulks.move(id, 'completed')).toEqual({ moved: false, from: 'cancelled' });
    expect(await bulks.get(id)).toMatchObject({ state: 'cancelled', processed: 1, chunksDone: 1, pending: 0, counts: { valid: 1 }, finishedAt: T.toISOString() });
    expect(await bulks.windowResults(id, 0, 3)).toEqual([undefined, ['ok', null, []], undefined]);
    expect(await bulks.state(id)).toBe('cancelled');
    expect(await bulks.state(randomUUID())).toBeNull();
  });

  it('keeps the first row errors by row number, whichever chunk counts first', async () => {
    const id = await newBulk();
    await bulks.move(id, 'splitting');
    const bad = (rows: number[], n: number) => ({ rows, result: JSON.stringify(['invalid_input', `no email in row ${n}`, [[]]]), tally: 'invalid_input' });
    const failed = (rows: number[]) => ({ rows, result: JSON.stringify(['error', 'processing failed', [[]]]), tally: 'error' });
    // Chunk 1 (later rows) counts first; then chunk 0 with lower rows, one of them shared by two rows.
    await bulks.completeChunk(id, 1, Array.from({ length: 12 }, (_, i) => bad([20 + i], 20 + i)), T);
    await bulks.completeChunk(id, 0, [bad([3, 7], 3), { rows: [4], result: '["ok",null,[]]', tally: 'valid' }, failed([5]), { rows: [6], result: '["not_found","no company",[[]]]', tally: 'not_found' }], T);
    const { rowErrors } = (await bulks.get(id))!;
    expect(rowErrors.map((e) => e.row)).toEqual([4, 6, 8, 21, 22, 23, 24, 25, 26, 27]);
    expect(rowErrors.slice(0, 3)).toEqual([
      { row: 4, status: 'invalid_input', error: 'no email in row 3' },
      { row: 6, status: 'error', error: 'processing failed' },
      { row: 8, status: 'invalid_input', error: 'no email in row 3' },
    ]);
  });

  it('announces each change on the bulk\'s events channel', async () => {
    const id = await newBulk();
    const sub = redis.duplicate();
    const heard: string[] = [];
    sub.on('message', (_channel: string, message: string) => heard.push(message));
    await sub.subscribe(new RedisKeys(prefix).bulkEvents(id));
    await bulks.move(id, 'splitting');
    expect(await bulks.finishSplit(id, 2, 2, { header: ['email'], width: 1, delimiter: ',' }, T)).toBe(false);
    await bulks.setPending(id, 0, 1);
    await bulks.completeChunk(id, 0, [{ rows: [0], result: '"r"', tally: 'valid' }], T);
    await bulks.move(id, 'cancelled');
    await bulks.completeChunk(id, 1, [{ rows: [1], result: '"r"', tally: 'valid' }], T);
    // A round trip on the subscriber's connection: every message published before it has arrived.
    await sub.ping();
    sub.disconnect();
    expect(heard).toEqual(['state', 'state', 'pending', 'chunk', 'state']);
  });

  it('completes at the split\'s end when every chunk finished before it', async () => {
    const id = await newBulk();
    await bulks.move(id, 'splitting');
    expect(await bulks.completeChunk(id, 0, [{ rows: [0], result: '"r"', tally: 'valid' }], T)).toBe('counted');
    expect(await bulks.finishSplit(id, 1, 1, { header: ['email'], width: 1, delimiter: ',' }, T)).toBe(true);
    expect((await bulks.get(id))?.state).toBe('completed');
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
    expect((await bulks.getPage(id, 5))?.[0]).toEqual([`r${5 * PAGE_SIZE}`]);
    expect(await bulks.getPage(id, WINDOW_ROWS / PAGE_SIZE)).toEqual([[`r${WINDOW_ROWS}`], [`r${WINDOW_ROWS + 1}`], [`r${WINDOW_ROWS + 2}`]]);
    expect((await bulks.get(id))?.counts).toEqual({ valid: WINDOW_ROWS / 2 + 2, invalid: WINDOW_ROWS / 2 - 1, not_found: 1 });
  });
});
