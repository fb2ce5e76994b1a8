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
 *   otherwise it is a header when one of its cells is a known header name (the synonyms in
 *   header.ts), or when none of its cells looks like data (email, domain/URL, number) while the
 *   second record has one that does. Otherwise it is data. An explicit mapping by name that
 *   matches a cell of the first record also makes it a header.
 * - Columns: explicit mapping first (header name, exact or normalized, or 0-based index); then
 *   header names, compared case-, accent-, space-, underscore- and hyphen-insensitively (a
 *   trailing number is ignored: "Email 2"), first matching column wins; then, for email and
 *   domain still unmapped, content: over the first 200 data rows, the column where the largest
 *   share (at least 60%) of non-empty cells look like email addresses (resp. domains or URLs)
 *   wins. A column whose header said "name" or "company" but which holds emails is taken for
 *   email.
 *
 * Where each part lives: read-csv.ts (readCsv: the head, the parser, the sample, the rows),
 * encoding.ts, dialect.ts (delimiter), header.ts (header names, the header rule, the column
 * mapping), cells.ts (what a cell looks like), line-numbers.ts, source.ts, limits.ts, types.ts,
 * errors.ts. This file is the public surface: import from it, not from the parts.
 */
export { CsvInputError } from './errors.js';
export { MAX_COLUMNS } from './limits.js';
export { looksLikeDomain, looksLikeEmail, looksLikeNumber } from './cells.js';
export { detectDelimiter } from './dialect.js';
export { detectHeader, headerField, normalizeHeaderName } from './header.js';
export { needsProblem, readCsv } from './read-csv.js';
export type { CsvInputOptions, CsvLayout, CsvRow, CsvSource } from './types.js';
export type { InputField } from '../../core/bulk/kind.js';
