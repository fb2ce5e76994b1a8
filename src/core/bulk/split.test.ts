import { describe, expect, it } from 'vitest';
import { cutChunks } from './split.js';
import type { UploadRow } from './bulk-work.js';

const row = (index: number, email: string): UploadRow => ({ index, cells: [email], inputs: { email } });

describe('cutChunks', () => {
  it('makes identical inputs one item carrying every row, and keeps a domain\'s items in one chunk', () => {
    const rows = [row(0, 'a@x.test'), row(1, 'b@y.test'), row(2, 'A@X.test'), row(3, 'c@x.test'), row(4, 'd@y.test')];
    const chunks = cutChunks('verify', rows, 10);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.map((i) => [i.key, i.rows])).toEqual([
      ['e:a@x.test', [0, 2]],
      ['e:c@x.test', [3]],
      ['e:b@y.test', [1]],
      ['e:d@y.test', [4]],
    ]);
  });

  it('starts a new chunk for a domain that does not fit, and splits a domain larger than a chunk', () => {
    const rows = [row(0, 'a@x.test'), row(1, 'b@x.test'), row(2, 'a@y.test'), row(3, 'b@y.test'), row(4, 'c@y.test'), row(5, 'd@y.test'), row(6, 'e@y.test')];
    const chunks = cutChunks('verify', rows, 3);
    expect(chunks.map((c) => c.map((i) => i.inputs.email))).toEqual([['a@x.test', 'b@x.test'], ['a@y.test', 'b@y.test', 'c@y.test'], ['d@y.test', 'e@y.test']]);
    // Every row is in exactly one item of one chunk.
    expect(chunks.flat().flatMap((i) => i.rows).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
