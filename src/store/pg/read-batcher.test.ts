import { describe, expect, it } from 'vitest';
import { readBatcher } from './read-batcher.js';

describe('readBatcher', () => {
  it('answers loads made together with one run, equal keys read once, each caller its own value', async () => {
    const runs: string[][] = [];
    const load = readBatcher<string, string>(async (keys) => {
      runs.push([...keys]);
      return keys.map((k) => k.toUpperCase());
    }, (k) => k);
    expect(await Promise.all(['a', 'b', 'a', 'c'].map(load))).toEqual(['A', 'B', 'A', 'C']);
    expect(runs).toEqual([['a', 'b', 'c']]);
  });

  it('caches nothing: a load after a batch ended runs again and sees what changed', async () => {
    let value = 1;
    let runs = 0;
    const load = readBatcher<string, number>(async (keys) => {
      runs++;
      return keys.map(() => value);
    }, (k) => k);
    expect(await load('x')).toBe(1);
    value = 2;
    expect(await load('x')).toBe(2);
    expect(runs).toBe(2);
  });

  it('splits a batch at maxBatch, and a failed run fails every load of its batch only', async () => {
    const runs: number[][] = [];
    const load = readBatcher<number, number>(async (keys) => {
      runs.push([...keys]);
      if (keys.includes(4)) throw new Error('read failed');
      return keys.map((k) => k * 10);
    }, String, 3);
    const settled = await Promise.allSettled([1, 2, 3, 4, 5].map(load));
    expect(runs).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([10, 20, 30, 'read failed', 'read failed']);
  });

  it('refuses a run that answers fewer values than keys', async () => {
    const load = readBatcher<string, string>(async () => [], (k) => k);
    await expect(load('a')).rejects.toThrow(/answered 0 of 1/);
  });
});
