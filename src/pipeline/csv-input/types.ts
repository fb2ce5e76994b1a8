/** The shapes readCsv takes and gives back, and the parsed record its parts pass around. */
import type { InputField } from '../../core/bulk/kind.js';
import type { BulkKind } from '../../core/bulk/kinds/index.js';

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
  /** false: give the layout even when the kind's needs are not mapped (a preview); default true */
  checkNeeds?: boolean;
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
  /** how the bytes were decoded (see the overview in index.ts) */
  encoding?: CsvEncoding;
}

export interface ParsedRecord {
  cells: string[];
  line: number;
  /** byte offset (in the parser's UTF-8 input) just past the record */
  end: number;
}
