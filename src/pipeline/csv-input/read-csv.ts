import { CsvError, parse as parseCsv, type Options as ParseOptions } from 'csv-parse';
import { INPUT_FIELDS, type InputField } from '../../core/bulk/kind.js';
import { isBulkKind, kindSpec, type BulkKind } from '../../core/bulk/kinds/index.js';
import { detectDelimiter } from './dialect.js';
import { binaryReason, isValidUtf8Prefix, textBinaryReason, transcoder } from './encoding.js';
import { CsvInputError } from './errors.js';
import { detectHeader, mapColumns, normalizeHeaderName, quoteList } from './header.js';
import { DELIMITERS, HEAD_BYTES, MAX_COLUMNS, MAX_RECORD_BYTES, SAMPLE_ROWS, WRITE_SLICE } from './limits.js';
import { LineTracker } from './line-numbers.js';
import { SourceReader, sourceIterator } from './source.js';
import type { ColumnMapping, CsvEncoding, CsvInputOptions, CsvLayout, CsvRow, CsvSource, ParsedRecord } from './types.js';

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

/**
 * What a kind's upload lacks under a column mapping (its `needs`: one group of fields all
 * mapped), said to a person with the columns found; null when nothing is missing.
 */
export function needsProblem(kind: BulkKind, header: readonly string[], mapping: ColumnMapping): string | null {
  const needs = kindSpec(kind).needs;
  const needed = needs.groups;
  if (needed.some((group) => group.every((field) => mapping[field] !== undefined))) return null;
  const found = INPUT_FIELDS.filter((field) => mapping[field] !== undefined)
    .map((field) => `${field} -> ${JSON.stringify(header[mapping[field]!] ?? `column ${mapping[field]}`)}`)
    .join(', ');
  return (
    `a ${kind} upload needs ${needs.text} (${needed.map((group) => group.join(' + ')).join(' or ')}); ` +
    `the columns are ${quoteList(header)}${found ? `, recognised: ${found}` : ', none recognised'}. ` +
    'Rename the columns or map them explicitly.'
  );
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
      // No `info`: on_record gets the record's info as its context already; `info: true` would
      // build it a second time per record (a tenth of a verify bulk's worker CPU in the profile).
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
    if (options.checkNeeds !== false) {
      const problem = needsProblem(options.kind, header, mapping);
      if (problem !== null) throw new CsvInputError('unmapped', problem);
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
