import { describe, expect, it } from 'vitest';
import { packGroups } from './chunking.js';

describe('packGroups', () => {
  const groups = [['a1', 'a2'], ['b1', 'b2', 'b3', 'b4', 'b5'], ['c1']];

  it('keeps a group in one chunk where it fits, and splits one larger than a chunk when asked', () => {
    expect(packGroups(groups, 3, true)).toEqual([['a1', 'a2'], ['b1', 'b2', 'b3'], ['b4', 'b5', 'c1']]);
  });

  it('leaves a group larger than a chunk whole when not asked to split it', () => {
    expect(packGroups(groups, 3, false)).toEqual([['a1', 'a2'], ['b1', 'b2', 'b3', 'b4', 'b5'], ['c1']]);
  });

  it('packs small groups together and gives nothing for nothing', () => {
    expect(packGroups([['a'], ['b'], ['c']], 2, true)).toEqual([['a', 'b'], ['c']]);
    expect(packGroups([], 5, true)).toEqual([]);
  });
});
