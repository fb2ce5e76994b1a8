/**
 * BulkRepository on a real Redis: state moves only as the lifecycle allows (checked in the
 * script, atomically), a chunk's results count once, and a window reads back in upload order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletePrefix, privateRedis } from '../../test/support/harness.js';
import type { Redis } from '../redis.js';
import { BulkRepository } from './bulk-repository.js';
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
    chunksDone: 0, header: null, width: null, delimiter: null, error: null, counts: {}, pending: 0,
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

  it('counts a chunk once, and never completes a failed bulk', async () => {
    const id = await newBulk();
    await bulks.move(id, 'splitting');
    expect(await bulks.finishSplit(id, 1, 2, { header: ['email'], width: 1, delimiter: ',' }, T)).toBe(false);
    const rows = [{ rows: [0], result: '"r"', tally: 'valid' }];
    expect(await bulks.completeChunk(id, 0, rows, T)).toBe('counted');
    expect(await bulks.completeChunk(id, 0, rows, T)).toBe('repeat');
    expect(await bulks.move(id, 'failed', { error: 'the upload could not be split' })).toEqual({ moved: true, from: 'running' });
    expect(await bulks.completeChunk(id, 1, [{ rows: [1], result: '"s"', tally: 'valid' }], T)).toBe('counted');
    expect(await bulks.get(id)).toMatchObject({ state: 'failed', processed: 2, chunksDone: 2 });
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
