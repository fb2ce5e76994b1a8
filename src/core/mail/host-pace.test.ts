import { describe, expect, it } from 'vitest';
import { HostPace, MemoryPaceStore, stricter, type PaceRecord } from './host-pace.js';

const politeness = { perHost: 3, spacingMs: 500, commandTimeoutMs: 10_000 };
const options = { ttlSeconds: 60, backoffBaseMs: 1000, backoffMaxMs: 8000 };

function clock(start = 1_000_000): { now: () => number; advance(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe('HostPace', () => {
  it('starts at the configured politeness and only ever gets stricter', async () => {
    const c = clock();
    const pace = new HostPace(new MemoryPaceStore(), politeness, options, c.now);
    expect(await pace.session('10.0.0.1')).toEqual({ errorBudget: null, maxSessions: 3, spacingMs: 500, notBefore: 0, greetingTimeoutMs: 10_000 });
    await pace.slowedAfter('10.0.0.1', 10);
    await pace.closedAfter('10.0.0.1', 20);
    expect((await pace.session('10.0.0.1')).errorBudget).toBe(10);
    // A later, looser observation does not loosen it.
    await pace.slowedAfter('10.0.0.1', 15);
    expect((await pace.session('10.0.0.1')).errorBudget).toBe(10);
    await pace.closedAfter('10.0.0.1', 6);
    expect((await pace.session('10.0.0.1')).errorBudget).toBe(6);
  });

  it('backs off exponentially up to the maximum, with one session fewer on "too many connections"', async () => {
    const c = clock();
    const pace = new HostPace(new MemoryPaceStore(), politeness, options, c.now);
    expect(await pace.backOff('h', '421 too many connections', true)).toBe(c.now() + 1000);
    expect(await pace.backOff('h', '421 too many connections', true)).toBe(c.now() + 2000);
    expect(await pace.backOff('h', '450 rate', false)).toBe(c.now() + 4000);
    expect(await pace.backOff('h', '450 rate', false)).toBe(c.now() + 8000);
    expect(await pace.backOff('h', '450 rate', false)).toBe(c.now() + 8000);
    const s = await pace.session('h');
    expect(s.maxSessions).toBe(1);
    expect(s.spacingMs).toBeGreaterThan(500);
    expect(s.notBefore).toBe(c.now() + 8000);
    // Calm again: the next back-off starts from the first step; sessions and spacing stay strict.
    await pace.calm('h');
    expect(await pace.backOff('h', '450 rate', false)).toBe(c.now() + 1000);
    expect((await pace.session('h')).maxSessions).toBe(1);
  });

  it('waits twice the slowest greeting, at most the 5 minutes of RFC 5321', async () => {
    const pace = new HostPace(new MemoryPaceStore(), politeness, options);
    await pace.greeting('g', 400);
    expect((await pace.session('g')).greetingTimeoutMs).toBe(10_000);
    await pace.greeting('g', 8000);
    expect((await pace.session('g')).greetingTimeoutMs).toBe(16_000);
    await pace.greeting('g', 400_000);
    expect((await pace.session('g')).greetingTimeoutMs).toBe(300_000);
  });

  it('shares what one process learned with another through the store, and forgets it after the TTL', async () => {
    const c = clock();
    const store = new MemoryPaceStore();
    const a = new HostPace(store, politeness, options, c.now);
    const b = new HostPace(store, politeness, options, c.now);
    await a.slowedAfter('s', 10);
    expect((await b.session('s')).errorBudget).toBe(10);
    // A later lesson does not renew the record: it ends ttlSeconds after its first lesson.
    c.advance(50_000);
    await b.backOff('s', '421 too many connections', true);
    c.advance(11_000);
    expect((await a.session('s')).errorBudget).toBeNull();
    expect((await b.session('s')).maxSessions).toBe(3);
  });

  it('never keeps a session to fewer than 3 errors, whatever one lesson said', async () => {
    const pace = new HostPace(new MemoryPaceStore(), politeness, options);
    await pace.slowedAfter('n', 1);
    expect((await pace.session('n')).errorBudget).toBe(3);
  });

  it('joins two records field by field, the stricter winning', () => {
    const base: PaceRecord = { errorsBeforeSlow: 10, errorsBeforeClose: null, maxSessions: 2, spacingMs: 500, notBefore: 5, backoffs: 1, greetingMs: null, why: 'a' };
    const other: PaceRecord = { errorsBeforeSlow: 12, errorsBeforeClose: 20, maxSessions: 1, spacingMs: 300, notBefore: 9, backoffs: 0, greetingMs: 2000, why: 'b' };
    expect(stricter(base, other)).toEqual({ errorsBeforeSlow: 10, errorsBeforeClose: 20, maxSessions: 1, spacingMs: 500, notBefore: 9, backoffs: 1, greetingMs: 2000, why: 'b' });
    expect(stricter({ ...base, expiresAt: 100 }, { ...other, expiresAt: 50 }).expiresAt).toBe(50);
  });
});
