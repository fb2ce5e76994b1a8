import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BIG, failure, readAll } from '../../../test/support/csv-input.js';
import { readCsv } from './read-csv.js';

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
});
