import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunked, fixture, readAll, readFixture } from '../../../test/support/csv-input.js';

describe('readCsv: delimiters and headers', () => {
  it('keeps quoted newlines, doubled quotes and quoted delimiters, with the line each record starts on', async () => {
    const expected = [
      { line: 2, cells: ['ada@lovelace.example', 'first line\r\nsecond line', 'Acme'] },
      { line: 4, cells: ['alan@turing.example', 'He said "hello", then left', 'Comma, Inc'] },
      { line: 6, cells: ['grace@hopper.example', 'multi\nline\nLF only', ''] },
      { line: 9, cells: ['quoted@email.example', 'plain', 'Last Co'] },
    ];
    const { rows } = await readFixture('quoted.csv');
    expect(rows.map(({ line, cells }) => ({ line, cells }))).toEqual(expected);
    // the same with a chunk boundary at every byte
    const bytes = readFileSync(fixture('quoted.csv'));
    for (const size of [1, 2, 5]) {
      const again = await readAll(chunked(bytes, size));
      expect(again.rows.map(({ line, cells }) => ({ line, cells }))).toEqual(expected);
    }
  });

  it('reads mixed line endings (LF, CRLF, CR) without leaking a CR into a cell', async () => {
    const { rows } = await readAll(['email,name\na@x.test,A\r\n\r\nb@x.test,"B\r\nB"\rc@x.test,C\n\nd@x.test,D']);
    expect(rows.map((r) => [r.line, ...r.cells])).toEqual([
      [2, 'a@x.test', 'A'],
      [4, 'b@x.test', 'B\r\nB'],
      [6, 'c@x.test', 'C'],
      [8, 'd@x.test', 'D'],
    ]);
  });
});
