import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { kindSpec } from '../core/bulk/kinds/index.js';
import {
  CsvInputError,
  detectDelimiter,
  detectHeader,
  headerField,
  looksLikeDomain,
  MAX_COLUMNS,
  looksLikeEmail,
  readCsv,
  type CsvInputOptions,
  type CsvLayout,
  type CsvRow,
  type CsvSource,
} from './csv-input.js';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/csv/', import.meta.url));
const fixture = (name: string): string => FIXTURES + name;
const BIG = 1 << 30;

async function readAll(
  source: CsvSource,
  options: Partial<CsvInputOptions> = {},
): Promise<{ layout: CsvLayout; rows: CsvRow[] }> {
  const { layout, rows } = await readCsv(source, { kind: 'verify', maxBytes: BIG, ...options });
  const all: CsvRow[] = [];
  for await (const row of rows) all.push(row);
  return { layout, rows: all };
}

const readFixture = (name: string, options: Partial<CsvInputOptions> = {}) => readAll(createReadStream(fixture(name)), options);

/** The bytes of a fixture in chunks of `size` bytes, to put boundaries everywhere. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function failure(promise: Promise<unknown>): Promise<CsvInputError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CsvInputError);
    return error as CsvInputError;
  }
  throw new Error('expected a CsvInputError');
}

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

  it('drops a UTF-8 byte-order mark', async () => {
    const { layout, rows } = await readFixture('bom.csv');
    expect(layout.header).toEqual(['Email', 'Full Name']);
    expect(layout.mapping).toEqual({ email: 0, full_name: 1 });
    expect(rows[0]?.cells).toEqual(['zoe@acme.test', 'Zoé Durand']);
  });

  it('decodes UTF-16 LE with a byte-order mark', async () => {
    const { layout, rows } = await readFixture('utf16le-bom.csv');
    expect(layout).toMatchObject({ encoding: 'utf-16le', delimiter: '\t', header: ['Email', 'Nom complet'] });
    expect(rows.map((r) => r.cells)).toEqual([['zoe@acme.test', 'Zoé Durand']]);
  });

  it('decodes UTF-16 BE with a byte-order mark, whatever the chunking', async () => {
    const le = Buffer.from('email,name\nzoe@acme.test,Zoé\n', 'utf16le');
    const be = Buffer.alloc(le.length);
    for (let i = 0; i < le.length; i += 2) {
      be[i] = le[i + 1]!;
      be[i + 1] = le[i]!;
    }
    const { layout, rows } = await readAll(chunked(Buffer.concat([Buffer.from([0xfe, 0xff]), be]), 3));
    expect(layout.encoding).toBe('utf-16be');
    expect(rows.map((r) => r.cells)).toEqual([['zoe@acme.test', 'Zoé']]);
  });

  it('reads a file that is not UTF-8 as Windows-1252', async () => {
    const { layout, rows } = await readFixture('windows-1252.csv', { kind: 'find', mapping: { domain: 0 } });
    expect(layout).toMatchObject({ encoding: 'windows-1252', header: ['email', 'prénom', 'nom'] });
    expect(rows[0]?.inputs).toMatchObject({ first_name: 'Zoé', last_name: 'Lefèvre' });
  });

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

  it('detects a file without a header (one column of emails)', async () => {
    const { layout, rows } = await readFixture('no-header-emails.csv');
    expect(layout).toMatchObject({ hasHeader: false, header: ['column_1'], mapping: { email: 0 }, mappedBy: { email: 'content' } });
    expect(rows.map((r) => [r.index, r.line, r.inputs.email])).toEqual([
      [0, 1, 'ada@lovelace.example'],
      [1, 2, 'alan@turing.example'],
      [2, 3, 'grace@hopper.example'],
    ]);
  });

  it('honours header: false and header: true', async () => {
    const text = 'email\nada@lovelace.example\nalan@turing.example\n';
    expect((await readAll([text], { header: false })).rows.map((r) => r.cells[0])).toEqual(['email', 'ada@lovelace.example', 'alan@turing.example']);
    const forced = await readAll(['ada@lovelace.example\nalan@turing.example\n'], { header: true });
    expect(forced.layout.header).toEqual(['ada@lovelace.example']);
    expect(forced.rows.map((r) => r.inputs.email)).toEqual(['alan@turing.example']);
  });

  it('finds columns by content when the header names are in an unknown language', async () => {
    const { layout, rows } = await readFixture('unknown-language.csv', { kind: 'enrich' });
    expect(layout).toMatchObject({
      hasHeader: true,
      mapping: { email: 0, domain: 1 },
      mappedBy: { email: 'content', domain: 'content' },
    });
    expect(rows.map((r) => r.inputs)).toEqual([
      { email: 'matti@yritys.test', domain: 'https://www.yritys.test/about' },
      { email: 'liisa@toinen.test', domain: 'toinen.test' },
      { email: 'pekka@kolmas.test', domain: 'http://kolmas.test' },
      { domain: 'neljas.test' },
    ]);
  });

  it('takes emails from a column whose header said "contact"', async () => {
    const { layout } = await readAll(['Contact,Company\nada@lovelace.example,Engines\nalan@turing.example,Bletchley\n']);
    expect(layout.mapping).toEqual({ email: 0, company: 1 });
    expect(layout.mappedBy).toEqual({ email: 'content', company: 'header' });
  });
});

describe('readCsv: explicit mapping and required fields', () => {
  it('maps by header name (exact or normalized) and by index, overriding detection', async () => {
    const byName = await readFixture('plain-comma.csv', { mapping: { email: 'EMAIL', company: 'last_name' } });
    expect(byName.layout.mapping).toMatchObject({ email: 0, company: 2 });
    expect(byName.layout.mappedBy).toMatchObject({ email: 'explicit', company: 'explicit', first_name: 'header' });
    expect(byName.rows[0]?.inputs.company).toBe('Lovelace');

    const byIndex = await readFixture('unknown-language.csv', { kind: 'find', mapping: { full_name: 2, company: 3 } });
    expect(byIndex.layout.mapping).toEqual({ full_name: 2, company: 3, email: 0, domain: 1 });
    expect(byIndex.layout.mappedBy.full_name).toBe('explicit');
    expect(byIndex.rows[0]?.inputs).toMatchObject({ full_name: 'Yritys Oy', company: 'ok' });
  });

  it('maps generated names when there is no header, and treats a named column as a header', async () => {
    const generated = await readFixture('no-header-emails.csv', { header: false, mapping: { email: 'column_1' } });
    expect(generated.rows).toHaveLength(3);
    const named = await readAll(['Adresse,Qui\nada@lovelace.example,Ada\n'], { mapping: { email: 'Adresse' } });
    expect(named.layout.hasHeader).toBe(true);
    expect(named.rows.map((r) => r.inputs)).toEqual([{ email: 'ada@lovelace.example' }]);
  });

  it('refuses a mapping to a column that does not exist, naming it', async () => {
    const byName = await failure(readFixture('plain-comma.csv', { mapping: { email: 'Work Email' } }));
    expect(byName.code).toBe('unmapped');
    expect(byName.message).toContain('"Work Email"');
    expect(byName.message).toContain('"first_name"');
    const byIndex = await failure(readFixture('plain-comma.csv', { mapping: { email: 7 } }));
    expect(byIndex.code).toBe('unmapped');
    expect(byIndex.message).toContain('column 7');
  });

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

  it('refuses binary input', async () => {
    const png = await failure(readFixture('image.png.csv'));
    expect(png.code).toBe('binary');
    const controls = Buffer.alloc(1000, 0x41);
    for (let i = 0; i < 1000; i += 5) controls[i] = 0x07;
    expect((await failure(readAll([controls]))).code).toBe('binary');
    const utf16NoBom = await failure(readAll([Buffer.from('email\nzoe@acme.test\n', 'utf16le')]));
    expect(utf16NoBom.code).toBe('binary');
    expect(utf16NoBom.message).toContain('UTF-16');
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
  it('stops with too_large without reading the whole stream', async () => {
    const line = 'someone@example.test,Some,One,Example Corp\n';
    const chunk = line.repeat(Math.ceil((64 * 1024) / line.length));
    const total = 10 * 1024 * 1024;
    let produced = 0;
    async function* tenMegabytes(): AsyncGenerator<string> {
      yield 'email,first,last,company\n';
      while (produced < total) {
        produced += chunk.length;
        yield chunk;
      }
    }
    const maxBytes = 1024 * 1024;
    const { rows } = await readCsv(tenMegabytes(), { kind: 'verify', maxBytes });
    let count = 0;
    const error = await failure(
      (async () => {
        for await (const _row of rows) count++;
      })(),
    );
    expect(error.code).toBe('too_large');
    expect(produced).toBeLessThanOrEqual(maxBytes + chunk.length);
    expect(count).toBeLessThan(maxBytes / line.length);
  });

  it('refuses too_large while reading the head', async () => {
    expect((await failure(readAll(['email\n' + 'a@x.test\n'.repeat(1000)], { maxBytes: 100 }))).code).toBe('too_large');
  });

  it('lets the source go when the consumer stops early', async () => {
    const stream = Readable.from(
      (function* () {
        yield 'email\n';
        for (let i = 0; i < 100_000; i++) yield `user${i}@x.test\n`;
      })(),
    );
    const { rows } = await readCsv(stream, { kind: 'verify', maxBytes: BIG });
    let count = 0;
    for await (const _row of rows) if (++count === 10) break;
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.destroyed).toBe(true);
  });

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

describe('detection rules', () => {
  it('picks the delimiter with the most consistent count outside quotes', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n', true)).toBe(',');
    expect(detectDelimiter('a;b\n"x,y,z";2\n"p,q";3\n', true)).toBe(';');
    expect(detectDelimiter('a\tb\tc\nAcme, Inc\t2\t3\nBeta, Ltd\t5\t6\n', true)).toBe('\t');
    expect(detectDelimiter('a|b\n1|2\n', true)).toBe('|');
    expect(detectDelimiter('ada@lovelace.example\nalan@turing.example\n', true)).toBe(',');
    expect(detectDelimiter('a;b;c\n1;2;3\n1,5;2', false)).toBe(';');
  });

  it('tells a header from data', () => {
    expect(detectHeader(['email'], ['a@x.test'])).toBe(true);
    expect(detectHeader(['a@x.test'], ['b@x.test'])).toBe(false);
    expect(detectHeader(['Adresse', 'Firma'], ['a@x.test', 'X'])).toBe(true);
    expect(detectHeader(['Qui', 'Quoi'], ['Ada', 'Engines'])).toBe(false);
    expect(detectHeader(['Nombre', 'Apellido'], ['Ada', 'Lovelace'])).toBe(true);
    expect(detectHeader(['acme.test', 'Acme'], ['beta.test', 'Beta'])).toBe(false);
    expect(detectHeader(['a', 'b'], ['1', '2'])).toBe(true);
    expect(detectHeader(['email'], undefined)).toBe(true);
  });

  it('knows header names in several languages and spellings', () => {
    const cases: Record<string, string[]> = {
      email: ['Email', 'E-Mail', 'e_mail', 'EMAIL ADDRESS', 'Courriel', 'Correo electrónico', 'E-Mail-Adresse', 'Work Email', 'Email 2'],
      domain: ['Website', 'Company Domain', 'Domaine', 'dominio', 'URL', 'Site web'],
      first_name: ['First Name', 'first_name', 'Prénom', 'Vorname', 'Nombre', 'Given name'],
      last_name: ['Last Name', 'Surname', 'Nom', 'Nachname', 'Apellido', 'Cognome', 'Sobrenome'],
      full_name: ['Name', 'Full Name', 'Nom complet', 'Nombre completo', 'Contact'],
      company: ['Company', 'Organisation', 'Société', 'Entreprise', 'Empresa', 'Firma', 'Azienda', 'Company Name', 'Employer'],
    };
    for (const [field, names] of Object.entries(cases)) {
      for (const name of names) expect(headerField(name), name).toBe(field);
    }
    expect(headerField('Notes')).toBeUndefined();
  });

  it('recognises emails and domains by their shape', () => {
    expect(looksLikeEmail(' ada@lovelace.example ')).toBe(true);
    expect(looksLikeEmail('ada at lovelace')).toBe(false);
    for (const domain of ['acme.com', 'https://www.acme.com/about', 'www.acme.co.uk', 'acme.test', 'HTTP://ACME.IO']) {
      expect(looksLikeDomain(domain), domain).toBe(true);
    }
    for (const other of ['John.Smith', 'a@acme.com', '3.14', 'Acme Inc.', '192.168.1.1', '']) {
      expect(looksLikeDomain(other), other).toBe(false);
    }
  });
});
