/** How a full store is recognized (storage.ts), whichever store and wrapper the error comes through. */
import { describe, expect, it } from 'vitest';
import { freeBytes, freeRatio, isStatementTimeout, isStorageFull, StorageFull } from './storage.js';

describe('isStorageFull', () => {
  it.each([
    ['our own error', new StorageFull()],
    ["Redis's OOM reply", new Error("OOM command not allowed when used memory > 'maxmemory'.")],
    ['the OOM reply inside a script', new Error("OOM command not allowed when used memory > 'maxmemory'. script: 373dd5ff, on @user_script:380.")],
    ["PostgreSQL's disk_full", Object.assign(new Error('could not extend file "base/16384/24576": No space left on device'), { code: '53100' })],
    ['a wrapped one', new Error('job failed', { cause: Object.assign(new Error('x'), { code: '53100' }) })],
  ])('knows %s', (_, err) => {
    expect(isStorageFull(err)).toBe(true);
  });

  it.each([
    ['another error', new Error('connection refused')],
    ['out of connections (53300)', Object.assign(new Error('too many clients'), { code: '53300' })],
    ['nothing', null],
    ['a string', 'OOM'],
  ])('refuses %s', (_, err) => {
    expect(isStorageFull(err)).toBe(false);
  });
});

describe('isStatementTimeout', () => {
  it('knows a statement cancelled at statement_timeout, and not one cancelled by a user', () => {
    expect(isStatementTimeout(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(true);
    expect(isStatementTimeout(Object.assign(new Error('canceling statement due to user request'), { code: '57014' }))).toBe(false);
  });
});

describe('free room', () => {
  it('is the limit less the use, and unknown without either', () => {
    const h = { store: 'Redis' as const, usedBytes: 48, limitBytes: 64, full: false, cause: null };
    expect(freeBytes(h)).toBe(16);
    expect(freeRatio(h)).toBe(0.25);
    expect(freeBytes({ ...h, limitBytes: null })).toBeNull();
    expect(freeRatio({ ...h, usedBytes: null })).toBeNull();
  });
});
