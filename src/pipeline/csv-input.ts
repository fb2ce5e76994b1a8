/**
 * The streaming CSV reader for bulk uploads: works out the file's layout (encoding, delimiter,
 * header, which column holds which input) from its first 64 KiB, then yields every record, in
 * order, with its cells exactly as parsed and the mapped inputs beside them. Nothing but that
 * first 64 KiB (and at most 201 records of it) is ever held: the rest flows through csv-parse's
 * stream with back-pressure, so memory stays flat whatever the file's length.
 *
 * Detection rules (used only where the caller gave no explicit option):
 * - Encoding: a UTF-8 byte-order mark is dropped; a UTF-16 LE/BE mark switches to UTF-16 decoding
 *   (cells come out as ordinary strings); a UTF-32 mark is refused as 'malformed'. Without a mark
 *   the bytes are UTF-8, unless the first 64 KiB are not valid UTF-8, in which case the file is
 *   read as Windows-1252 (what spreadsheet programs write as "CSV" on Windows), so accented names
 *   survive instead of turning into U+FFFD. `layout.encoding` tells which.
 * - Binary: a NUL byte, or more than 10% control bytes (other than tab, CR, LF, FF), in the first
 *   64 KiB -> 'binary'.
 * - Delimiter: among , ; TAB | , counted outside quotes on each of the first 100 lines; the one
 *   whose most common non-zero per-line count occurs on the largest share of lines wins; ties go
 *   to the larger count, then to the order , ; TAB |. No candidate at all (one column) -> ','.
 * - Header: the first record is data when one of its cells is an email address or a domain/URL;
 *   otherwise it is a header when one of its cells is a known header name (the synonyms below),
 *   or when none of its cells looks like data (email, domain/URL, number) while the second record
 *   has one that does. Otherwise it is data. An explicit mapping by name that matches a cell of
 *   the first record also makes it a header.
 * - Columns: explicit mapping first (header name, exact or normalized, or 0-based index); then
 *   header names, compared case-, accent-, space-, underscore- and hyphen-insensitively (a
 *   trailing number is ignored: "Email 2"), first matching column wins; then, for email and
 *   domain still unmapped, content: over the first 200 data rows, the column where the largest
 *   share (at least 60%) of non-empty cells look like email addresses (resp. domains or URLs)
 *   wins. A column whose header said "name" or "company" but which holds emails is taken for
 *   email.
 */
import { CsvError, parse as parseCsv, type Options as ParseOptions } from 'csv-parse';
import { Readable } from 'node:stream';
import { parse as parseHost } from 'tldts';
import { INPUT_FIELDS, type InputField } from '../core/bulk/kind.js';
import { isBulkKind, kindSpec, type BulkKind } from '../core/bulk/kinds/index.js';
import { normalizeDomain } from '../core/identity/domain-name.js';
import { parseEmailAddress } from '../core/identity/email-address.js';

export type { BulkKind, InputField };
export { INPUT_FIELDS };

/** field -> 0-based column index */
export type ColumnMapping = Partial<Record<InputField, number>>;

export interface CsvInputOptions {
  /** true: first record is a header; false: no header; undefined: detect. */
  header?: boolean;
  /** one of ',', ';', '\t', '|'; undefined: detect from the first 64 KiB */
  delimiter?: string;
  /** explicit mapping overrides detection: field -> header name (string) or 0-based index (number) */
  mapping?: Partial<Record<InputField, string | number>>;
  kind: BulkKind;
  /** stop with CsvInputError('too_large') once more than this many bytes were read */
  maxBytes: number;
  /** stop with CsvInputError('too_many_rows') past this many data rows */
  maxRows?: number;
}

export interface CsvRow {
  /** 0-based index among data rows (header excluded), the order rows are given back in */
  index: number;
  /** the record's cells exactly as parsed (ragged rows keep their own length) */
  cells: string[];
  /** the mapped inputs (trimmed); absent when the column is empty/missing */
  inputs: Partial<Record<InputField, string>>;
  /** source line number where the record starts (1-based), for error messages */
  line: number;
}

/** What readCsv reads: a byte or text stream, or (for tests and small inputs) a list of chunks. */
export type CsvSource = AsyncIterable<Buffer | string> | Iterable<Buffer | string> | NodeJS.ReadableStream;

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface CsvLayout {
  delimiter: string;
  hasHeader: boolean;
  /** header cells (or generated names 'column_1'.. when there is no header) */
  header: string[];
  mapping: ColumnMapping;
  /** how each mapped field was found */
  mappedBy: Partial<Record<InputField, 'explicit' | 'header' | 'content'>>;
  /** how the bytes were decoded (see the module comment) */
  encoding?: CsvEncoding;
}

export type CsvInputErrorCode = 'empty' | 'no_rows' | 'binary' | 'too_large' | 'too_many_rows' | 'unmapped' | 'malformed';

export class CsvInputError extends Error {
  override readonly name = 'CsvInputError';
  constructor(
    readonly code: CsvInputErrorCode,
    message: string,
    /** for 'malformed': the line where the faulty record starts */
    readonly line?: number,
  ) {
    super(message);
  }
}


// ---------------------------------------------------------------------------------------------
// Limits

const HEAD_BYTES = 64 * 1024;
const SAMPLE_ROWS = 200;
const DELIMITER_LINES = 100;
/** A record this large is not a contact; usually a quote that never closes. Bounds memory. */
const MAX_RECORD_BYTES = 1024 * 1024;
/**
 * Columns one record may have. A 1 MiB record of bare commas is half a million empty cells, each
 * kept per row and written back out for every row of the enriched CSV; no real export is that
 * wide (spreadsheets stop at 16,384 columns; CRM exports run to a few hundred).
 */
export const MAX_COLUMNS = 2000;
/** Writes to the parser are cut to this size so one huge source chunk cannot flood its buffer. */
const WRITE_SLICE = 64 * 1024;
const CONTENT_SHARE = 0.6;
const DELIMITERS = [',', ';', '\t', '|'] as const;

// ---------------------------------------------------------------------------------------------
// Header names

/** Lower case, accents dropped, only letters and digits kept: "E-Mail_Adresse" -> "emailadresse". */
export function normalizeHeaderName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const SYNONYMS: Record<InputField, string[]> = {
  email: [
    'email', 'e-mail', 'mail', 'email address', 'e-mail address', 'mail address', 'emailaddress', 'work email',
    'business email', 'professional email', 'contact email', 'primary email', 'email id',
    'courriel', 'adresse email', 'adresse e-mail', 'adresse mail', 'adresse courriel', 'mel',
    'correo', 'correo electronico', 'email empresa',
    'e-mail-adresse', 'email adresse', 'mailadresse',
    'indirizzo email', 'indirizzo e-mail', 'posta elettronica',
    'endereco de email', 'endereco de e-mail', 'e-mail corporativo',
  ],
  domain: [
    'domain', 'domain name', 'domains', 'website', 'websites', 'web site', 'site', 'url', 'website url', 'web address',
    'homepage', 'company domain', 'company website', 'company url', 'company site', 'web',
    'domaine', 'nom de domaine', 'site web', 'site internet',
    'dominio', 'sitio web', 'pagina web', 'sito', 'sito web',
    'webseite', 'internetseite', 'firmen website',
  ],
  first_name: [
    'first name', 'firstname', 'first', 'given name', 'forename', 'fname',
    'prénom', 'vorname', 'nombre', 'nome', 'primo nome', 'primeiro nome', 'voornaam',
  ],
  last_name: [
    'last name', 'lastname', 'last', 'surname', 'family name', 'lname',
    'nom', 'nom de famille', 'nachname', 'familienname', 'apellido', 'apellidos', 'cognome', 'sobrenome',
    'ultimo nome', 'achternaam',
  ],
  full_name: [
    'name', 'full name', 'fullname', 'contact', 'contact name', 'person', 'person name',
    'nom complet', 'nom et prénom', 'prénom et nom', 'nombre completo', 'nome completo', 'vollständiger name',
  ],
  company: [
    'company', 'company name', 'companyname', 'organization', 'organisation', 'organization name',
    'organisation name', 'org', 'employer', 'account', 'account name', 'business', 'business name',
    'société', 'entreprise', 'nom de la société', "nom de l'entreprise", 'raison sociale',
    'empresa', 'nombre de la empresa', 'compañía', 'firma', 'firmenname', 'unternehmen',
    'azienda', 'nome azienda', 'societa', 'empresa nome', 'bedrijf',
  ],
};

const HEADER_NAMES: ReadonlyMap<string, InputField> = (() => {
  const map = new Map<string, InputField>();
  for (const field of INPUT_FIELDS) {
    for (const synonym of SYNONYMS[field]) {
      const key = normalizeHeaderName(synonym);
      if (!map.has(key)) map.set(key, field);
    }
  }
  return map;
})();

/** The input field a header cell names, if any ("Email 2" counts as "Email"). */
export function headerField(cell: string): InputField | undefined {
  const key = normalizeHeaderName(cell);
  if (key === '') return undefined;
  // `(?<!\d)`: the trailing digits are removed from where their run starts (linear on a long run).
  return HEADER_NAMES.get(key) ?? HEADER_NAMES.get(key.replace(/(?<!\d)\d+$/, ''));
}

// ---------------------------------------------------------------------------------------------
// What a cell looks like

const RESERVED_SUFFIXES = new Set(['test', 'example', 'invalid', 'localhost']);

export function looksLikeEmail(cell: string): boolean {
  const value = cell.trim().replace(/^mailto:/i, '');
  return value.includes('@') && parseEmailAddress(value) !== null;
}

/** A host name under a real public suffix (or a reserved test one), bare or as a URL. */
export function looksLikeDomain(cell: string): boolean {
  const value = cell.trim();
  if (value === '' || value.includes('@') || /\s/.test(value)) return false;
  const host = normalizeDomain(value);
  if (host === null) return false;
  const parsed = parseHost(host);
  if (parsed.domain === null || parsed.isIp === true) return false;
  return parsed.isIcann === true || RESERVED_SUFFIXES.has(parsed.publicSuffix ?? '');
}

export function looksLikeNumber(cell: string): boolean {
  return /^[+\-(]?\d[\d\s().,/:%-]*$/.test(cell.trim());
}

function looksLikeData(cell: string): boolean {
  return looksLikeEmail(cell) || looksLikeDomain(cell) || looksLikeNumber(cell);
}

// ---------------------------------------------------------------------------------------------
// Bytes: encoding and binary check

function isControl(code: number): boolean {
  return (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127;
}

function binaryReason(bytes: Uint8Array): string | null {
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

function textBinaryReason(text: string): string | null {
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return 'the file contains NUL characters: it is not a CSV text file';
    if (isControl(code)) control++;
  }
  if (control > text.length * 0.1) return 'more than 10% of the first characters are control characters: it is not a CSV text file';
  return null;
}

function isValidUtf8Prefix(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Turns source bytes into the UTF-8 bytes the parser reads. */
interface Transcoder {
  push(bytes: Buffer): Buffer;
  end(): Buffer;
}

function transcoder(encoding: CsvEncoding): Transcoder {
  if (encoding === 'utf-8') return { push: (bytes) => bytes, end: () => Buffer.alloc(0) };
  const decoder = new TextDecoder(encoding);
  return {
    push: (bytes) => Buffer.from(decoder.decode(bytes, { stream: true }), 'utf8'),
    end: () => Buffer.from(decoder.decode(), 'utf8'),
  };
}

// ---------------------------------------------------------------------------------------------
// Delimiter

/** See the module comment. `complete`: the text is the whole input (its last line is whole). */
export function detectDelimiter(text: string, complete: boolean): string {
  const lines: number[][] = [];
  let counts = [0, 0, 0, 0];
  let inQuotes = false;
  let content = false;
  let previous = '\n';
  let partial: number[] | null = null;
  for (let i = 0; i < text.length && lines.length < DELIMITER_LINES; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') i++;
        else inQuotes = false;
      }
      previous = c;
      continue;
    }
    if (c === '"' && (previous === '\n' || previous === '\r' || (DELIMITERS as readonly string[]).includes(previous))) {
      inQuotes = true;
      content = true;
    } else if (c === '\n' || c === '\r') {
      if (content) lines.push(counts);
      counts = [0, 0, 0, 0];
      content = false;
    } else {
      const index = (DELIMITERS as readonly string[]).indexOf(c);
      if (index >= 0) counts[index]!++;
      content = true;
    }
    previous = c;
  }
  if (content && lines.length < DELIMITER_LINES) partial = counts;
  // The last line of a cut head may be incomplete: use it only when it is all there is.
  if (partial !== null && (complete || lines.length === 0)) lines.push(partial);
  if (lines.length === 0) return ',';

  let best = { delimiter: ',', share: 0, count: 0 };
  for (let d = 0; d < DELIMITERS.length; d++) {
    const frequency = new Map<number, number>();
    for (const line of lines) {
      const n = line[d]!;
      if (n > 0) frequency.set(n, (frequency.get(n) ?? 0) + 1);
    }
    let mode = 0;
    let modeLines = 0;
    for (const [n, times] of frequency) {
      if (times > modeLines || (times === modeLines && n > mode)) {
        mode = n;
        modeLines = times;
      }
    }
    if (mode === 0) continue;
    const share = modeLines / lines.length;
    if (share > best.share || (share === best.share && mode > best.count)) best = { delimiter: DELIMITERS[d]!, share, count: mode };
  }
  return best.delimiter;
}

// ---------------------------------------------------------------------------------------------
// Line numbers

/**
 * Counts line breaks (CRLF, LF or a lone CR) over the bytes given to the parser, so each record
 * gets the line it starts on. (csv-parse's own `info.lines` is the line a record ends on and
 * counts a CRLF inside quotes twice.) Holds only the bytes the parser has not yet turned into
 * records.
 */
class LineTracker {
  private readonly chunks: Buffer[] = [];
  private chunkStart = 0;
  private position = 0;
  private line = 1;
  private previousCR = false;

  push(bytes: Buffer): void {
    if (bytes.length > 0) this.chunks.push(bytes);
  }

  /** Moves to `end` (absolute byte offset), counting line breaks on the way. */
  advanceTo(end: number): void {
    while (this.position < end) {
      const chunk = this.chunks[0];
      if (chunk === undefined) return;
      const from = this.position - this.chunkStart;
      const to = Math.min(chunk.length, end - this.chunkStart);
      let line = this.line;
      let previousCR = this.previousCR;
      for (let i = from; i < to; i++) {
        const b = chunk[i];
        if (b === 10) {
          if (!previousCR) line++;
          previousCR = false;
        } else if (b === 13) {
          line++;
          previousCR = true;
        } else {
          previousCR = false;
        }
      }
      this.line = line;
      this.previousCR = previousCR;
      this.position = this.chunkStart + to;
      if (to >= chunk.length) {
        this.chunks.shift();
        this.chunkStart += chunk.length;
      }
    }
  }

  /** Skips the empty lines at the current position; the line the next record starts on. */
  nextRecordLine(): number {
    for (;;) {
      const chunk = this.chunks[0];
      if (chunk === undefined) return this.line;
      const b = chunk[this.position - this.chunkStart];
      if (b === undefined) {
        this.chunks.shift();
        this.chunkStart += chunk.length;
        continue;
      }
      if (b !== 10 && b !== 13) return this.line;
      this.advanceTo(this.position + 1);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Source

class SourceReader {
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

function sourceIterator(source: CsvSource): AsyncIterator<unknown> {
  const candidate = source as unknown as Partial<AsyncIterable<unknown> & Iterable<unknown>>;
  if (typeof candidate[Symbol.asyncIterator] === 'function') return (candidate as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  if (typeof source === 'string' || source instanceof Uint8Array) return [source][Symbol.iterator]() as unknown as AsyncIterator<unknown>;
  if (typeof candidate[Symbol.iterator] === 'function') {
    // a plain array of chunks: each step becomes a promise through `await` in SourceReader
    return candidate[Symbol.iterator]!() as unknown as AsyncIterator<unknown>;
  }
  return new Readable().wrap(source as NodeJS.ReadableStream)[Symbol.asyncIterator]();
}

// ---------------------------------------------------------------------------------------------
// Reading

interface ParsedRecord {
  cells: string[];
  line: number;
  /** byte offset (in the parser's UTF-8 input) just past the record */
  end: number;
}

function describeParseError(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed';
    case 'CSV_MAX_RECORD_SIZE':
      return `a record is larger than ${MAX_RECORD_BYTES / 1024 / 1024} MiB (often a quote that is never closed)`;
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a closing quote is followed by other characters';
    default:
      return error.message;
  }
}

function quoteList(names: readonly string[]): string {
  const shown = names.slice(0, 30).map((name) => JSON.stringify(name));
  return shown.join(', ') + (names.length > 30 ? `, ... (${names.length} columns)` : '');
}

/**
 * Reads the layout from the start of the stream, then yields rows. Call `rows.return()` (or break
 * out of `for await`) to stop early: that releases the source.
 */
export async function readCsv(
  source: CsvSource,
  options: CsvInputOptions,
): Promise<{ layout: CsvLayout; rows: AsyncGenerator<CsvRow> }> {
  if (!isBulkKind(options.kind)) throw new RangeError(`readCsv: unknown kind ${JSON.stringify(options.kind)}`);
  if (!(options.maxBytes > 0)) throw new RangeError('readCsv: maxBytes must be a positive number');
  if (options.maxRows !== undefined && !(options.maxRows >= 0)) throw new RangeError('readCsv: maxRows must be >= 0');
  if (options.delimiter !== undefined && !(DELIMITERS as readonly string[]).includes(options.delimiter)) {
    throw new CsvInputError('malformed', `unsupported delimiter ${JSON.stringify(options.delimiter)}: use one of , ; tab |`);
  }

  const reader = new SourceReader(sourceIterator(source), options.maxBytes);
  let stopped = false;
  let parser: ReturnType<typeof parseCsv> | null = null;
  const stop = (): void => {
    stopped = true;
    if (parser !== null && !parser.destroyed) parser.destroy();
    reader.close();
  };

  try {
    // 1. The head: the first 64 KiB (or the whole input when shorter).
    const headChunks: Buffer[] = [];
    let headLength = 0;
    while (headLength < HEAD_BYTES) {
      const chunk = await reader.next();
      if (chunk === null) break;
      headChunks.push(chunk);
      headLength += chunk.length;
    }
    let head = Buffer.concat(headChunks, headLength);
    headChunks.length = 0;
    const complete = reader.done;

    // 2. Encoding, binary check.
    let encoding: CsvEncoding = 'utf-8';
    const b0 = head[0];
    const b1 = head[1];
    if ((b0 === 0xff && b1 === 0xfe && head[2] === 0 && head[3] === 0) || (b0 === 0 && b1 === 0 && head[2] === 0xfe && head[3] === 0xff)) {
      throw new CsvInputError('malformed', 'UTF-32 text is not supported; save the file as UTF-8 CSV');
    }
    if (b0 === 0xef && b1 === 0xbb && head[2] === 0xbf) {
      head = head.subarray(3);
    } else if (b0 === 0xff && b1 === 0xfe) {
      encoding = 'utf-16le';
    } else if (b0 === 0xfe && b1 === 0xff) {
      encoding = 'utf-16be';
    }
    const sample = head.subarray(0, HEAD_BYTES);
    let headText: string;
    if (encoding === 'utf-8') {
      const reason = binaryReason(sample);
      if (reason !== null) throw new CsvInputError('binary', reason);
      const hadBom = head.length !== headLength;
      if (!hadBom && !isValidUtf8Prefix(complete ? head : sample)) encoding = 'windows-1252';
      headText = new TextDecoder(encoding).decode(sample, { stream: !complete });
    } else {
      headText = new TextDecoder(encoding).decode(sample, { stream: !complete });
      const reason = textBinaryReason(headText);
      if (reason !== null) throw new CsvInputError('binary', reason);
    }
    if (headText.trim() === '') throw new CsvInputError('empty', 'the file is empty');

    // 3. Delimiter.
    const delimiter = options.delimiter ?? detectDelimiter(headText, complete && head.length <= HEAD_BYTES);

    // 4. The parser, fed by a pump that keeps pace with the consumer.
    const tracker = new LineTracker();
    const onRecord = (record: unknown, context: { bytes: number }): ParsedRecord => {
      const parsed = record as { record?: string[]; info?: { bytes: number } } | string[];
      const cells = Array.isArray(parsed) ? parsed : (parsed.record ?? []);
      const end = Array.isArray(parsed) ? context.bytes : (parsed.info?.bytes ?? context.bytes);
      const line = tracker.nextRecordLine();
      tracker.advanceTo(end);
      return { cells, line, end };
    };
    const parseOptions: ParseOptions = {
      delimiter,
      // Any of the three line endings, even mixed in one file (appended exports).
      record_delimiter: ['\r\n', '\n', '\r'],
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: MAX_RECORD_BYTES,
      // Each record becomes a ParsedRecord with the line it starts on (see LineTracker).
      on_record: onRecord as unknown as ParseOptions['on_record'],
    };
    const activeParser = parseCsv(parseOptions);
    parser = activeParser;
    // Records are pulled with read() rather than the stream's async iterator: that iterator drops
    // the records still buffered when the parser fails, and every row before a fault is owed.
    let failure: unknown = null;
    let ended = false;
    let wake: (() => void) | null = null;
    const signal = (): void => {
      const resume = wake;
      wake = null;
      resume?.();
    };
    activeParser.on('error', (error: unknown) => {
      failure ??= error;
      signal();
    });
    activeParser.on('end', () => {
      ended = true;
      signal();
    });
    activeParser.on('readable', signal);
    activeParser.on('close', signal);
    const waitForDrain = (): Promise<void> =>
      new Promise((resolve) => {
        const done = (): void => {
          activeParser.off('drain', done);
          activeParser.off('close', done);
          activeParser.off('error', done);
          resolve();
        };
        activeParser.on('drain', done);
        activeParser.on('close', done);
        activeParser.on('error', done);
      });
    const feed = async (bytes: Buffer): Promise<void> => {
      for (let offset = 0; offset < bytes.length; offset += WRITE_SLICE) {
        if (stopped || activeParser.destroyed) return;
        const piece = bytes.subarray(offset, offset + WRITE_SLICE);
        tracker.push(piece);
        if (!activeParser.write(piece)) await waitForDrain();
      }
    };
    const transcode = transcoder(encoding);
    void (async () => {
      try {
        await feed(transcode.push(head));
        head = Buffer.alloc(0);
        while (!stopped && !activeParser.destroyed) {
          const chunk = await reader.next();
          if (chunk === null) break;
          await feed(transcode.push(chunk));
        }
        if (!stopped && !activeParser.destroyed) {
          await feed(transcode.end());
          if (!stopped && !activeParser.destroyed) activeParser.end();
        }
      } catch (error) {
        if (!activeParser.destroyed) activeParser.destroy(error instanceof Error ? error : new Error(String(error)));
      } finally {
        if (stopped || activeParser.destroyed) reader.close();
      }
    })();

    const nextRecord = async (): Promise<ParsedRecord | null> => {
      for (;;) {
        const value = activeParser.read() as ParsedRecord | null;
        if (value !== null) {
          if (value.cells.length > MAX_COLUMNS) {
            throw new CsvInputError('malformed', `malformed CSV at line ${value.line}: the record has ${value.cells.length} columns; the limit is ${MAX_COLUMNS}`, value.line);
          }
          return value;
        }
        // `errored` is set at once; the 'error' event only comes on the next tick
        const error = failure ?? activeParser.errored;
        if (error !== null && error !== undefined) {
          if (error instanceof CsvError) {
            const line = tracker.nextRecordLine();
            throw new CsvInputError('malformed', `malformed CSV at line ${line}: ${describeParseError(error)}`, line);
          }
          throw error;
        }
        if (ended || activeParser.destroyed) return null;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    };

    // 5. The sample: the records of the head (at least two when there are two), at most 201.
    const sampled: ParsedRecord[] = [];
    while (sampled.length < SAMPLE_ROWS + 1) {
      const record = await nextRecord();
      if (record === null) break;
      sampled.push(record);
      if (record.end >= HEAD_BYTES && sampled.length >= 2) break;
    }
    const first = sampled[0];
    if (first === undefined) throw new CsvInputError('empty', 'the file has no records');

    // 6. Header.
    const explicitNames = Object.values(options.mapping ?? {}).filter((v): v is string => typeof v === 'string');
    let hasHeader: boolean;
    if (options.header !== undefined) hasHeader = options.header;
    else if (explicitNames.some((name) => first.cells.some((cell) => cell === name || normalizeHeaderName(cell) === normalizeHeaderName(name)))) {
      hasHeader = true;
    } else hasHeader = detectHeader(first.cells, sampled[1]?.cells);
    const dataSample = sampled.slice(hasHeader ? 1 : 0);
    if (dataSample.length === 0) throw new CsvInputError('no_rows', 'the file has a header but no data rows');

    let width = hasHeader ? first.cells.length : 0;
    for (const record of dataSample) width = Math.max(width, record.cells.length);
    const header = hasHeader ? [...first.cells] : Array.from({ length: width }, (_, i) => `column_${i + 1}`);

    // 7. Columns.
    const { mapping, mappedBy } = mapColumns(header, width, dataSample.slice(0, SAMPLE_ROWS), options.mapping);
    const needs = kindSpec(options.kind).needs;
    const needed = needs.groups;
    if (!needed.some((group) => group.every((field) => mapping[field] !== undefined))) {
      const found = INPUT_FIELDS.filter((field) => mapping[field] !== undefined)
        .map((field) => `${field} -> ${JSON.stringify(header[mapping[field]!] ?? `column ${mapping[field]}`)}`)
        .join(', ');
      throw new CsvInputError(
        'unmapped',
        `a ${options.kind} upload needs ${needs.text} (${needed.map((group) => group.join(' + ')).join(' or ')}); ` +
          `the columns are ${quoteList(header)}${found ? `, recognised: ${found}` : ', none recognised'}. ` +
          'Rename the columns or map them explicitly.',
      );
    }

    const layout: CsvLayout = { delimiter, hasHeader, header, mapping, mappedBy, encoding };
    const mapped = INPUT_FIELDS.flatMap((field) => (mapping[field] === undefined ? [] : [[field, mapping[field]] as const]));
    const maxRows = options.maxRows;
    const toRow = (record: ParsedRecord, index: number): CsvRow => {
      const inputs: Partial<Record<InputField, string>> = {};
      for (const [field, column] of mapped) {
        const value = record.cells[column]?.trim();
        if (value) inputs[field] = value;
      }
      return { index, cells: record.cells, inputs, line: record.line };
    };

    async function* rows(): AsyncGenerator<CsvRow> {
      let index = 0;
      try {
        let record: ParsedRecord | null | undefined;
        while ((record = dataSample.shift() ?? (await nextRecord())) !== null) {
          if (maxRows !== undefined && index >= maxRows) {
            throw new CsvInputError('too_many_rows', `the upload has more than the limit of ${maxRows} rows`);
          }
          yield toRow(record, index);
          index++;
        }
      } finally {
        stop();
      }
    }
    sampled.length = 0;
    return { layout, rows: rows() };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The header rule; see the module comment. */
export function detectHeader(first: string[], second: string[] | undefined): boolean {
  if (first.some((cell) => looksLikeEmail(cell) || looksLikeDomain(cell))) return false;
  if (first.some((cell) => headerField(cell) !== undefined)) return true;
  if (first.some(looksLikeData)) return false;
  return second !== undefined && second.some(looksLikeData);
}

function mapColumns(
  header: string[],
  width: number,
  sample: ParsedRecord[],
  explicit: CsvInputOptions['mapping'],
): { mapping: ColumnMapping; mappedBy: CsvLayout['mappedBy'] } {
  const mapping: ColumnMapping = {};
  const mappedBy: CsvLayout['mappedBy'] = {};
  const claimed = new Set<number>();

  for (const [key, target] of Object.entries(explicit ?? {})) {
    if (target === undefined || target === null) continue;
    if (!(INPUT_FIELDS as readonly string[]).includes(key)) {
      throw new CsvInputError('unmapped', `unknown input field ${JSON.stringify(key)} in the mapping (known: ${INPUT_FIELDS.join(', ')})`);
    }
    const field = key as InputField;
    let column: number;
    if (typeof target === 'number') {
      if (!Number.isInteger(target) || target < 0 || target >= width) {
        throw new CsvInputError('unmapped', `${field} is mapped to column ${target}, which does not exist (the file has ${width} columns, numbered from 0)`);
      }
      column = target;
    } else {
      column = header.indexOf(target);
      if (column < 0) column = header.findIndex((name) => normalizeHeaderName(name) === normalizeHeaderName(target));
      if (column < 0) {
        throw new CsvInputError('unmapped', `${field} is mapped to the column ${JSON.stringify(target)}, which does not exist (the columns are ${quoteList(header)})`);
      }
    }
    mapping[field] = column;
    mappedBy[field] = 'explicit';
    claimed.add(column);
  }

  header.forEach((name, column) => {
    if (claimed.has(column)) return;
    const field = headerField(name);
    if (field === undefined || mapping[field] !== undefined) return;
    mapping[field] = column;
    mappedBy[field] = 'header';
    claimed.add(column);
  });

  const byContent = (field: 'email' | 'domain', test: (cell: string) => boolean, canTake: (column: number) => boolean): void => {
    if (mapping[field] !== undefined) return;
    let best: { column: number; share: number; filled: number } | null = null;
    for (let column = 0; column < width; column++) {
      if (!canTake(column)) continue;
      let filled = 0;
      let matching = 0;
      for (const record of sample) {
        const cell = record.cells[column]?.trim();
        if (!cell) continue;
        filled++;
        if (test(cell)) matching++;
      }
      if (filled === 0) continue;
      const share = matching / filled;
      if (share < CONTENT_SHARE) continue;
      if (best === null || share > best.share || (share === best.share && filled > best.filled)) best = { column, share, filled };
    }
    if (best === null) return;
    for (const other of INPUT_FIELDS) {
      if (mapping[other] === best.column && mappedBy[other] === 'header') {
        delete mapping[other];
        delete mappedBy[other];
      }
    }
    mapping[field] = best.column;
    mappedBy[field] = 'content';
    claimed.add(best.column);
  };
  const headerClaimedBy = (column: number): InputField | undefined =>
    INPUT_FIELDS.find((field) => mapping[field] === column);
  // Emails may take a column a header called "name"/"contact"/"company": names are not emails.
  byContent('email', looksLikeEmail, (column) => {
    const owner = headerClaimedBy(column);
    return owner === undefined || (mappedBy[owner] === 'header' && owner !== 'domain');
  });
  byContent('domain', looksLikeDomain, (column) => !claimed.has(column));
  return { mapping, mappedBy };
}
