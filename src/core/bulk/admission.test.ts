/**
 * Admission (admission.ts): an upload is refused as soon as it passes a limit (its size, its
 * key's rows, the store's room less what running bulks will still store), before its bytes are
 * read when its announced size already cannot fit; a store that says nothing of its room is not
 * checked.
 */
import { describe, expect, it } from 'vitest';
import type { StorageHeadroom } from '../storage.js';
import type { BulkRecord } from './bulk-record.js';
import { footprint, keyRowsLeft, stillToStore, storeBudget, UploadAdmission, UploadRefused } from './admission.js';

const MB = 1_000_000;
const room = (used: number, limit: number | null): StorageHeadroom => ({ store: 'Redis', usedBytes: used, limitBytes: limit, full: false, cause: null });

function bulk(change: Partial<BulkRecord>): BulkRecord {
  return {
    id: 'b', keyId: 'k', team: null, kind: 'verify', state: 'running', output: 'csv', leadsListId: null, webhookUrl: null, webhookSecret: null,
    options: {}, filename: null, createdAt: '2026-11-27T00:00:00.000Z', startedAt: null, finishedAt: null, total: null, processed: 0,
    chunks: null, chunksDone: 0, header: null, width: null, delimiter: null, error: null, counts: {}, pending: 0, rowErrors: [],
    uploadBytes: null, uploadLines: null, ...change,
  };
}

function refusal(run: () => void): UploadRefused | null {
  try {
    run();
    return null;
  } catch (err) {
    if (err instanceof UploadRefused) return err;
    throw err;
  }
}

const rows = (n: number) => Buffer.from('email\n' + 'someone@company.test\n'.repeat(n));

describe('footprint and what running bulks will still store', () => {
  it('counts the upload three times over and each row by its kind, the largest kind when the kind is unknown', () => {
    expect(footprint('verify', 1000, 10)).toBe(3000 + 10 * 400);
    expect(footprint('domain-search', 1000, 10)).toBe(3000 + 10 * 2000);
    expect(footprint(null, 1000, 10)).toBe(footprint('domain-search', 1000, 10));
  });

  it("takes the share of a bulk's rows done off what it will still store, and nothing for a bulk stored before sizes were kept", () => {
    const full = footprint('verify', 10 * MB, 100_000);
    expect(stillToStore(bulk({ uploadBytes: 10 * MB, uploadLines: 100_001, total: 100_000, processed: 0 }))).toBe(full);
    expect(stillToStore(bulk({ uploadBytes: 10 * MB, uploadLines: 100_001, total: 100_000, processed: 75_000 }))).toBe(Math.round(full / 4));
    // Before the split counted its rows, its lines stand for them.
    expect(stillToStore(bulk({ uploadBytes: 10 * MB, uploadLines: 100_001, total: null }))).toBe(full);
    expect(stillToStore(bulk({ uploadBytes: null }))).toBe(0);
  });

  it('gives the free bytes less the reserve and less what running bulks will still store; null when the store has no known limit', () => {
    const running = [bulk({ uploadBytes: MB, uploadLines: 1000, total: 1000 })];
    expect(storeBudget(room(10 * MB, 64 * MB), [])).toBeCloseTo(54 * MB - 0.05 * 64 * MB);
    expect(storeBudget(room(10 * MB, 64 * MB), running)).toBeCloseTo(54 * MB - 0.05 * 64 * MB - footprint('verify', MB, 1000));
    expect(storeBudget(room(10 * MB, null), running)).toBeNull();
  });

  it("counts a key's rows in its bulks that have not ended, and no other key's", () => {
    // Before its split, a bulk's lines less its header stand for its rows.
    const open = [bulk({ keyId: 'a', total: 700 }), bulk({ keyId: 'a', uploadLines: 201 }), bulk({ keyId: 'b', total: 5000 })];
    expect(keyRowsLeft('a', open, 1000)).toBe(100);
    expect(keyRowsLeft('a', open, 500)).toBe(0);
    expect(keyRowsLeft('c', open, 1000)).toBe(1000);
  });
});

describe('an upload as it arrives', () => {
  const limits = { maxUploadBytes: 10 * MB, maxRowsPerKey: 1_000_000 };

  it('takes an upload that fits, counting its bytes and lines (the last one without a line break too)', () => {
    const a = new UploadAdmission(limits, 50 * MB, 1_000_000, 'verify');
    a.take(Buffer.from('email\na@b.test\n'));
    a.take(Buffer.from('c@d.test'));
    expect([a.bytes, a.lines]).toEqual([23, 3]);
  });

  it('refuses by its announced size before a byte is read: past the size limit, or when its bytes alone cannot fit', () => {
    expect(refusal(() => new UploadAdmission(limits, null, 1_000_000, 'verify').announce(11 * MB))?.reason).toBe('upload_too_large');
    expect(refusal(() => new UploadAdmission(limits, 20 * MB, 1_000_000, 'verify').announce(7 * MB))?.reason).toBe('storage_full');
    expect(refusal(() => new UploadAdmission(limits, 22 * MB, 1_000_000, 'verify').announce(7 * MB))).toBeNull();
  });

  it('refuses as soon as the bytes so far pass the size limit', () => {
    const a = new UploadAdmission({ ...limits, maxUploadBytes: 1000 }, null, 1_000_000, 'verify');
    a.take(Buffer.alloc(1000, 'a'));
    expect(refusal(() => a.take(Buffer.from('b')))?.reason).toBe('upload_too_large');
  });

  it("refuses when the key's rows would pass its limit, saying what it holds", () => {
    const a = new UploadAdmission({ ...limits, maxRowsPerKey: 1000 }, null, 100, 'verify');
    a.take(rows(100));
    const r = refusal(() => a.take(Buffer.from('one@more.test\n')));
    expect(r?.reason).toBe('too_many_rows');
    expect(r?.message).toMatch(/hold 900 rows.*more than 100 more.*1000 rows/);
  });

  it('refuses when the upload so far would not fit in the room left, and takes it where the store says nothing of its room', () => {
    const budget = footprint('verify', rows(1000).length, 1000) + 10;
    const a = new UploadAdmission(limits, budget, 1_000_000, 'verify');
    a.take(rows(1000));
    expect(refusal(() => a.take(rows(1)))?.reason).toBe('storage_full');
    const unbounded = new UploadAdmission(limits, null, 1_000_000, 'verify');
    for (let i = 0; i < 10; i++) unbounded.take(rows(1000));
    expect(unbounded.lines).toBe(10_010);
  });

  it('assumes the largest rows until the kind is known, then checks again with the kind', () => {
    const budget = footprint('verify', rows(1000).length, 1000);
    const a = new UploadAdmission(limits, budget, 1_000_000, null);
    expect(refusal(() => a.take(rows(1000)))?.reason).toBe('storage_full');
    const b = new UploadAdmission(limits, footprint(null, rows(1000).length, 1000), 1_000_000, null);
    b.take(rows(1000));
    expect(refusal(() => b.recheck('verify'))).toBeNull();
    const c = new UploadAdmission(limits, footprint('verify', rows(1000).length, 1000) - 1, 1_000_000, null);
    expect(refusal(() => c.take(rows(1000)))?.reason).toBe('storage_full');
  });
});
