/** The bytes: the binary check, UTF-8 validity, and conversion of the source encoding to UTF-8. */
import type { CsvEncoding } from './types.js';

function isControl(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127;
}

export function binaryReason(bytes: Uint8Array): string | null {
  let control = 0;
  let nulOdd = 0;
  let nulEven = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0) {
      if (i % 2 === 0) nulEven++;
      else nulOdd++;
    }
    if (isControl(b)) control++;
  }
  const nul = nulOdd + nulEven;
  if (nul > 0) {
    const half = bytes.length / 2;
    if (nul > half * 0.3 && Math.max(nulOdd, nulEven) > nul * 0.9) {
      return 'the file looks like UTF-16 text without a byte-order mark; save it as UTF-8 CSV';
    }
    return 'the file contains NUL bytes: it is not a CSV text file';
  }
  if (control > bytes.length * 0.1) return 'more than 10% of the first bytes are control characters: it is not a CSV text file';
  return null;
}

export function textBinaryReason(text: string): string | null {
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return 'the file contains NUL characters: it is not a CSV text file';
    if (isControl(code)) control++;
  }
  if (control > text.length * 0.1) return 'more than 10% of the first characters are control characters: it is not a CSV text file';
  return null;
}

export function isValidUtf8Prefix(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Turns source bytes into the UTF-8 bytes the parser reads. */
export interface Transcoder {
  push(bytes: Buffer): Buffer;
  end(): Buffer;
}

export function transcoder(encoding: CsvEncoding): Transcoder {
  if (encoding === 'utf-8') return { push: (bytes) => bytes, end: () => Buffer.alloc(0) };
  const decoder = new TextDecoder(encoding);
  return {
    push: (bytes) => Buffer.from(decoder.decode(bytes, { stream: true }), 'utf8'),
    end: () => Buffer.from(decoder.decode(), 'utf8'),
  };
}
