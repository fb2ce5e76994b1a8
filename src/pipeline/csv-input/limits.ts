export const HEAD_BYTES = 64 * 1024;
export const SAMPLE_ROWS = 200;
export const DELIMITER_LINES = 100;
/** A record this large is not a contact; usually a quote that never closes. Bounds memory. */
export const MAX_RECORD_BYTES = 1024 * 1024;
/**
 * Columns one record may have. A 1 MiB record of bare commas is half a million empty cells, each
 * kept per row and written back out for every row of the enriched CSV; no real export is that
 * wide (spreadsheets stop at 16,384 columns; CRM exports run to a few hundred).
 */
export const MAX_COLUMNS = 2000;
/** Writes to the parser are cut to this size so one huge source chunk cannot flood its buffer. */
export const WRITE_SLICE = 64 * 1024;
export const CONTENT_SHARE = 0.6;
export const DELIMITERS = [',', ';', '\t', '|'] as const;
