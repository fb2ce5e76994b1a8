/**
 * BulkRepository on a real Redis: state moves only as the lifecycle allows (checked in the
 * script, atomically), and a chunk's results land in the pages of their rows and count once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletePrefix, privateRedis } from '../../test/support/harness.js';
import type { Redis } from '../redis.js';
import { BulkRepository, PAGE_SIZE, type BulkRecord } from './bulk-repository.js';

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
  await bulks.create(record, [Buffer.from('email\na@b.test\n')]);
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
    expect(await bulks.completeChunk(id, 0, [{ row: 0, result: '"r0"', status: 'valid' }, { row: PAGE_SIZE + 1, result: '"r1"', status: 'invalid' }], T)).toBe('finished');
    expect(await bulks.move(id, 'failed', { error: 'late' })).toEqual({ moved: false, from: 'completed' });
    const done = await bulks.get(id);
    expect(done).toMatchObject({ state: 'completed', error: null, processed: 2, counts: { valid: 1, invalid: 1 }, finishedAt: T.toISOString() });
    expect(await bulks.getResults(id, 0)).toEqual(new Map([[0, '"r0"']]));
    expect(await bulks.getResults(id, 1)).toEqual(new Map([[PAGE_SIZE + 1, '"r1"']]));
    expect(await bulks.move(randomUUID(), 'failed')).toEqual({ moved: false, from: null });
  });

  it('counts a chunk once, and never completes a failed bulk', async () => {
    const id = await newBulk();
    await bulks.move(id, 'splitting');
    expect(await bulks.finishSplit(id, 1, 2, { header: ['email'], width: 1, delimiter: ',' }, T)).toBe(false);
    const rows = [{ row: 0, result: '"r"', status: 'valid' }];
    expect(await bulks.completeChunk(id, 0, rows, T)).toBe('counted');
    expect(await bulks.completeChunk(id, 0, rows, T)).toBe('repeat');
    expect(await bulks.move(id, 'failed', { error: 'the upload could not be split' })).toEqual({ moved: true, from: 'running' });
    expect(await bulks.completeChunk(id, 1, [{ row: 1, result: '"s"', status: 'valid' }], T)).toBe('counted');
    expect(await bulks.get(id)).toMatchObject({ state: 'failed', processed: 2, chunksDone: 2 });
  });

  it('completes at the split\'s end when every chunk finished before it', async () => {
    const id = await newBulk();
    await bulks.move(id, 'splitting');
    expect(await bulks.completeChunk(id, 0, [{ row: 0, result: '"r"', status: 'valid' }], T)).toBe('counted');
    expect(await bulks.finishSplit(id, 1, 1, { header: ['email'], width: 1, delimiter: ',' }, T)).toBe(true);
    expect((await bulks.get(id))?.state).toBe('completed');
  });
});
