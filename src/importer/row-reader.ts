/**
 * Reads import files as a stream of rows with their line numbers: CSV (RFC 4180, via csv-parse;
 * dotted headers such as `geo.city` build nested objects) or JSON Lines. A row that cannot be
 * read becomes an error row; reading goes on.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';

export type RawRow = { line: number; value: Record<string, unknown> } | { line: number; error: string };

export type ImportFormat = 'csv' | 'jsonl';

export function formatOf(path: string): ImportFormat {
  return /\.(jsonl|ndjson|json)$/i.test(path) ? 'jsonl' : 'csv';
}

/** Header segments that would reach Object.prototype instead of the row. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** Sets obj.a.b.c = value for the path "a.b.c". */
function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  if (parts.some((p) => FORBIDDEN_SEGMENTS.has(p))) return;
  let cur = obj;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i]!;
    const next = cur[part];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) cur[part] = {};
    cur = cur[part] as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]!] = value;
}

/**
 * One CSV cell as a value: empty = not given. A list column takes a JSON array or values
 * separated by "|"; an object column (e.g. `sources` items, `fundingRounds`) takes JSON. Text
 * columns are text, even when they look like JSON ("[Beta]").
 */
function cellValue(cell: string, isList: boolean, isObject: boolean): unknown {
  const t = cell.trim();
  if (t === '') return undefined;
  if (isList && t.startsWith('[')) return JSON.parse(t) as unknown;
  if (isObject && t.startsWith('{')) return JSON.parse(t) as unknown;
  if (isList) return t.split('|').map((s) => s.trim()).filter(Boolean);
  return t;
}

export async function* readCsvRows(path: string, listPaths: ReadonlySet<string>, objectPaths: ReadonlySet<string> = new Set()): AsyncGenerator<RawRow> {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, columns: false, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  let header: string[] | null = null;
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    const { record, info } = item;
    if (!header) {
      header = record.map((h) => h.trim());
      continue;
    }
    const line = info.lines;
    if (record.length > header.length) {
      yield { line, error: `${record.length} cells but the header has ${header.length} columns` };
      continue;
    }
    const value: Record<string, unknown> = {};
    try {
      header.forEach((column, i) => {
        const v = cellValue(record[i] ?? '', listPaths.has(column), objectPaths.has(column));
        if (v !== undefined) setPath(value, column, v);
      });
    } catch (err) {
      yield { line, error: `a cell is not valid JSON (${(err as Error).message})` };
      continue;
    }
    yield { line, value };
  }
}

export async function* readJsonLines(path: string): AsyncGenerator<RawRow> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const text of lines) {
    n++;
    const t = n === 1 ? text.replace(/^\uFEFF/, '').trim() : text.trim();
    if (t === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(t);
    } catch (err) {
      yield { line: n, error: `not valid JSON (${(err as Error).message})` };
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      yield { line: n, error: 'each line must be a JSON object' };
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(value, '__proto__')) {
      yield { line: n, error: 'the key __proto__ is not allowed' };
      continue;
    }
    yield { line: n, value: value as Record<string, unknown> };
  }
}
