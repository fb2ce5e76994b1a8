import { describe, expect, it } from 'vitest';
import { chunked, failure, readAll, readFixture } from '../../../test/support/csv-input.js';

describe('readCsv: delimiters and headers', () => {
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
});

describe('readCsv: bad input', () => {
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
});
