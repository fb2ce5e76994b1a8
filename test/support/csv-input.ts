/**
 * Helpers for the tests beside src/pipeline/csv-input/: read a whole upload or a fixture, cut bytes
 * into chunks, and get the CsvInputError a promise fails with.
 */
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import {
  CsvInputError,
  readCsv,
  type CsvInputOptions,
  type CsvLayout,
  type CsvRow,
  type CsvSource,
} from '../../src/pipeline/csv-input/index.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/csv/', import.meta.url));
export const fixture = (name: string): string => FIXTURES + name;
export const BIG = 1 << 30;

export async function readAll(
  source: CsvSource,
  options: Partial<CsvInputOptions> = {},
): Promise<{ layout: CsvLayout; rows: CsvRow[] }> {
  const { layout, rows } = await readCsv(source, { kind: 'verify', maxBytes: BIG, ...options });
  const all: CsvRow[] = [];
  for await (const row of rows) all.push(row);
  return { layout, rows: all };
}

export const readFixture = (name: string, options: Partial<CsvInputOptions> = {}) => readAll(createReadStream(fixture(name)), options);

/** The bytes of a fixture in chunks of `size` bytes, to put boundaries everywhere. */
export async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

export async function failure(promise: Promise<unknown>): Promise<CsvInputError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CsvInputError);
    return error as CsvInputError;
  }
  throw new Error('expected a CsvInputError');
}
