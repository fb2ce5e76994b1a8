import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { kindSpec } from '../../core/bulk/kinds/index.js';
import { BIG, chunked, failure, readAll, readFixture } from '../../../test/support/csv-input.js';
import { CsvInputError } from './errors.js';
import { MAX_COLUMNS } from './limits.js';
import { readCsv } from './read-csv.js';

describe('readCsv: delimiters and headers', () => {
  it('reads a plain comma file with a header', async () => {
    const { layout, rows } = await readFixture('plain-comma.csv', { kind: 'find' });
    expect(layout).toMatchObject({
      delimiter: ',',
      hasHeader: true,
      header: ['email', 'first_name', 'last_name', 'company'],
      mapping: { email: 0, first_name: 1, last_name: 2, company: 3 },
      mappedBy: { email: 'header', first_name: 'header', last_name: 'header', company: 'header' },
      encoding: 'utf-8',
    });
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(rows[2]).toEqual({
      index: 2,
      line: 4,
      cells: ['grace@hopper.example', 'Grace', 'Hopper', 'Navy, US'],
      inputs: { email: 'grace@hopper.example', first_name: 'Grace', last_name: 'Hopper', company: 'Navy, US' },
    });
  });

  it('reads a semicolon file with French headers', async () => {
    const { layout, rows } = await readFixture('semicolon.csv', { kind: 'find' });
    expect(layout.delimiter).toBe(';');
    expect(layout.mapping).toEqual({ first_name: 0, last_name: 1, email: 2, company: 3, domain: 4 });
    expect(rows[1]?.inputs).toEqual({
      first_name: 'Éloïse',
      last_name: 'Lefèvre',
      email: 'eloise@bureau.test',
      company: 'Bureau & Fils',
      domain: 'bureau.test',
    });
    expect(rows[0]?.inputs.domain).toBe('https://www.acme.test/a-propos');
  });

  it('reads a tab file with German headers', async () => {
    const { layout, rows } = await readFixture('tab.tsv', { kind: 'find' });
    expect(layout.delimiter).toBe('\t');
    expect(layout.mapping).toEqual({ first_name: 0, last_name: 1, email: 2, company: 3 });
    expect(rows.map((r) => r.cells)).toEqual([
      ['Jürgen', 'Müller', 'j.mueller@beispiel.test', 'Beispiel GmbH'],
      ['Anna', 'Schmidt', 'anna@muster.test', 'Muster AG'],
    ]);
  });

  it('reads a pipe file with Spanish headers', async () => {
    const { layout, rows } = await readFixture('pipe.csv', { kind: 'domain-search' });
    expect(layout.delimiter).toBe('|');
    expect(layout.mapping).toEqual({ first_name: 0, last_name: 1, email: 2, company: 3, domain: 4 });
    expect(rows.map((r) => r.inputs.domain)).toEqual(['empresa.test', 'www.otra.test']);
  });

  it('gives back every row of a ragged file with its own cells', async () => {
    const { layout, rows } = await readFixture('ragged.csv');
    expect(layout.header).toEqual(['email', 'first_name', 'last_name']);
    expect(rows.map((r) => r.cells)).toEqual([
      ['one@cells.example'],
      ['two@cells.example', 'Two'],
      ['three@cells.example', 'Three', 'Cells'],
      ['five@cells.example', 'Five', 'Cells', 'extra', 'more'],
      ['', ''],
    ]);
    expect(rows[0]?.inputs).toEqual({ email: 'one@cells.example' });
    expect(rows[1]?.inputs).toEqual({ email: 'two@cells.example', first_name: 'Two' });
    expect(rows[3]?.inputs).toEqual({ email: 'five@cells.example', first_name: 'Five', last_name: 'Cells' });
    expect(rows[4]?.inputs).toEqual({});
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('honours header: false and header: true', async () => {
    const text = 'email\nada@lovelace.example\nalan@turing.example\n';
    expect((await readAll([text], { header: false })).rows.map((r) => r.cells[0])).toEqual(['email', 'ada@lovelace.example', 'alan@turing.example']);
    const forced = await readAll(['ada@lovelace.example\nalan@turing.example\n'], { header: true });
    expect(forced.layout.header).toEqual(['ada@lovelace.example']);
    expect(forced.rows.map((r) => r.inputs.email)).toEqual(['alan@turing.example']);
  });
});

describe('readCsv: explicit mapping and required fields', () => {
  it('refuses a kind whose fields are not there (find without names)', async () => {
    const error = await failure(readFixture('names-missing.csv', { kind: 'find' }));
    expect(error.code).toBe('unmapped');
    expect(error.message).toContain('"email", "company", "website"');
    expect(error.message).toMatch(/first and last name.*full name/);
    await expect(readFixture('names-missing.csv', { kind: 'enrich' })).resolves.toBeDefined();
    expect((await failure(readFixture('plain-comma.csv', { kind: 'domain-search' }))).code).toBe('unmapped');
  });

  it('lists the alternatives each kind accepts', () => {
    expect(kindSpec('verify').needs.groups).toEqual([['email']]);
    expect(kindSpec('enrich').needs.groups).toEqual([['email'], ['domain']]);
    expect(kindSpec('domain-search').needs.groups).toEqual([['domain']]);
    expect(kindSpec('find').needs.groups).toEqual([
      ['first_name', 'last_name', 'domain'],
      ['first_name', 'last_name', 'company'],
      ['full_name', 'domain'],
      ['full_name', 'company'],
    ]);
  });
});

describe('readCsv: bad input', () => {
  it('refuses an empty file and a file of blank lines', async () => {
    expect((await failure(readFixture('empty.csv'))).code).toBe('empty');
    expect((await failure(readFixture('whitespace-only.csv'))).code).toBe('empty');
    expect((await failure(readAll([]))).code).toBe('empty');
  });

  it('refuses a header-only file', async () => {
    expect((await failure(readFixture('header-only.csv'))).code).toBe('no_rows');
  });

  it('reports an unclosed quote as malformed, with the line where the record starts', async () => {
    const early = await failure(readFixture('unclosed-quote.csv'));
    expect(early.code).toBe('malformed');
    expect(early.line).toBe(3);
    expect(early.message).toContain('line 3');
    // past the first 64 KiB the error comes while rows are read, after the rows before it
    const good = 'ada@lovelace.example,fine\n'.repeat(5000);
    const { rows } = await readCsv(chunked(Buffer.from(`email,note\n${good}alan@turing.example,"open\nmore\n`), 4096), {
      kind: 'verify',
      maxBytes: BIG,
    });
    let seen = 0;
    const late = await failure(
      (async () => {
        for await (const _row of rows) seen++;
      })(),
    );
    expect(seen).toBe(5000);
    expect(late.code).toBe('malformed');
    expect(late.line).toBe(5002);
  });

  it('refuses UTF-32 and an unsupported delimiter as malformed', async () => {
    expect((await failure(readAll([Buffer.from([0xff, 0xfe, 0, 0, 0x61, 0, 0, 0])]))).code).toBe('malformed');
    expect((await failure(readAll(['a,b\n1,2\n'], { delimiter: ':' }))).code).toBe('malformed');
  });

  it('stops with too_many_rows past maxRows, after giving back the rows before', async () => {
    const { rows } = await readCsv(['email\n', 'a@x.test\nb@x.test\n', 'c@x.test\n'], { kind: 'verify', maxBytes: BIG, maxRows: 2 });
    const seen: string[] = [];
    const error = await failure(
      (async () => {
        for await (const row of rows) seen.push(row.cells[0]!);
      })(),
    );
    expect(error.code).toBe('too_many_rows');
    expect(seen).toEqual(['a@x.test', 'b@x.test']);
    expect((await readAll(['email\na@x.test\nb@x.test\n'], { maxRows: 2 })).rows).toHaveLength(2);
  });

  it('refuses a record wider than MAX_COLUMNS as malformed at its line, after the rows before', async () => {
    const wide = `x@y.test${','.repeat(MAX_COLUMNS)}\n`;
    // In the head: the upload is refused before any row.
    const early = await failure(readAll([`email,name\na@x.test,A\n${wide}b@x.test,B\n`]));
    expect(early.code).toBe('malformed');
    expect(early.line).toBe(3);
    expect(early.message).toContain(`${MAX_COLUMNS + 1} columns`);
    // Past the sample: the rows before it are given back, then the stream stops at its line.
    const before = Array.from({ length: 300 }, (_, i) => `r${i}@x.test,R\n`).join('');
    const { rows } = await readCsv([`email,name\n${before}${wide}b@x.test,B\n`], { kind: 'verify', maxBytes: BIG });
    const seen: string[] = [];
    const late = await failure(
      (async () => {
        for await (const row of rows) seen.push(row.cells[0]!);
      })(),
    );
    expect(late.code).toBe('malformed');
    expect(late.line).toBe(302);
    expect(seen).toHaveLength(300);
    // At the limit it is read.
    const edge = await readAll([`email${',c'.repeat(MAX_COLUMNS - 1)}\na@x.test\n`]);
    expect(edge.layout.header).toHaveLength(MAX_COLUMNS);
  });

  it('never throws anything but CsvInputError for arbitrary bytes', async () => {
    let seed = 42;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['a', '@', '.', ',', ';', '\t', '|', '"', '\n', '\r', ' ', 'x.test', 'é', '\u0000', '\u0007', '\uFEFF'];
    for (let round = 0; round < 300; round++) {
      let text = '';
      const length = Math.floor(random() * 120);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      const kinds = ['verify', 'enrich', 'find', 'domain-search'] as const;
      const kind = kinds[round % 4]!;
      try {
        await readAll(chunked(Buffer.from(text), 1 + (round % 7)), { kind, maxBytes: 1000 });
      } catch (error) {
        expect(error, JSON.stringify(text)).toBeInstanceOf(CsvInputError);
      }
    }
  });
});

describe('readCsv: csv-spectrum', () => {
  interface SpectrumCase {
    name: string;
    csv: Buffer;
    json: Buffer;
  }
  const require = createRequire(import.meta.url);
  const spectrum = require('csv-spectrum') as (callback: (error: Error | null, cases: SpectrumCase[]) => void) => void;
  const cases = (): Promise<SpectrumCase[]> =>
    new Promise((resolve, reject) => spectrum((error, found) => (error ? reject(error) : resolve(found))));

  it('parses every case to its expected records, detecting delimiter and header', async () => {
    const all = await cases();
    expect(all.map((c) => c.name).sort()).toEqual([
      'comma_in_quotes',
      'empty',
      'empty_crlf',
      'escaped_quotes',
      'json',
      'location_coordinates',
      'newlines',
      'newlines_crlf',
      'quotes_and_newlines',
      'simple',
      'simple_crlf',
      'utf8',
    ]);
    for (const { name, csv, json } of all) {
      const { layout, rows } = await readAll(chunked(csv, 3), { mapping: { email: 0 } });
      expect(layout.delimiter, name).toBe(',');
      expect(layout.hasHeader, name).toBe(true);
      const records = rows.map((row) => Object.fromEntries(layout.header.map((column, i) => [column, row.cells[i]])));
      const parsed = JSON.parse(json.toString('utf8')) as Record<string, string> | Record<string, string>[];
      // Upstream defect in csv-spectrum 2.0.0: location_coordinates.json is an object, not an
      // array, and its phone number (1234567890) is not the one in the CSV (2095257564).
      const expected = Array.isArray(parsed) ? parsed : [{ ...parsed, 'Contact Phone Number': '2095257564' }];
      expect(records, name).toEqual(expected);
    }
  });
});

describe('readCsv: streaming', () => {
  it('counts 200,000 generated rows with flat memory', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const total = 200_000;
    async function* generated(): AsyncGenerator<string> {
      yield 'email,first_name,last_name,company,website,note\n';
      let batch = '';
      for (let i = 0; i < total; i++) {
        batch += `user${i}@company${i % 977}.example,First${i},Last${i},"Company ${i}, Inc",https://www.company${i % 977}.example/about,a note for row ${i}\n`;
        if (batch.length > 32 * 1024) {
          yield batch;
          batch = '';
        }
      }
      yield batch;
    }
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    const { layout, rows } = await readCsv(generated(), { kind: 'find', maxBytes: BIG });
    expect(layout.mapping).toEqual({ email: 0, first_name: 1, last_name: 2, company: 3, domain: 4 });
    let count = 0;
    let lastIndex = -1;
    let inOrder = true;
    for await (const row of rows) {
      if (row.index !== lastIndex + 1 || row.cells.length !== 6) inOrder = false;
      lastIndex = row.index;
      count++;
      if (count % 20_000 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - before);
      }
    }
    expect(count).toBe(total);
    expect(inOrder).toBe(true);
    expect(peak).toBeLessThan(50 * 1024 * 1024);
  });
});
