/** The upload as a stream of byte chunks, counted against maxBytes and let go when done. */
import { Readable } from 'node:stream';
import { CsvInputError } from './errors.js';
import type { CsvSource } from './types.js';

export class SourceReader {
  bytesRead = 0;
  done = false;
  private closed = false;

  constructor(
    private readonly iterator: AsyncIterator<unknown>,
    private readonly maxBytes: number,
  ) {}

  async next(): Promise<Buffer | null> {
    if (this.done) return null;
    const result = await this.iterator.next();
    if (result.done) {
      this.done = true;
      return null;
    }
    const bytes = toBuffer(result.value);
    this.bytesRead += bytes.length;
    if (this.bytesRead > this.maxBytes) {
      this.close();
      throw new CsvInputError('too_large', `the upload is larger than the limit of ${this.maxBytes} bytes`);
    }
    return bytes;
  }

  /** Lets the source go (closes a file or socket stream); never waits for it. */
  close(): void {
    this.done = true;
    if (this.closed) return;
    this.closed = true;
    try {
      void Promise.resolve(this.iterator.return?.()).catch(() => undefined);
    } catch {
      // a source that throws on return has nothing more to release
    }
  }
}

function toBuffer(chunk: unknown): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new CsvInputError('malformed', 'the upload stream gave something other than bytes or text');
}

export function sourceIterator(source: CsvSource): AsyncIterator<unknown> {
  const candidate = source as unknown as Partial<AsyncIterable<unknown> & Iterable<unknown>>;
  if (typeof candidate[Symbol.asyncIterator] === 'function') return (candidate as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  if (typeof source === 'string' || source instanceof Uint8Array) return [source][Symbol.iterator]() as unknown as AsyncIterator<unknown>;
  if (typeof candidate[Symbol.iterator] === 'function') {
    // a plain array of chunks: each step becomes a promise through `await` in SourceReader
    return candidate[Symbol.iterator]!() as unknown as AsyncIterator<unknown>;
  }
  return new Readable().wrap(source as NodeJS.ReadableStream)[Symbol.asyncIterator]();
}
