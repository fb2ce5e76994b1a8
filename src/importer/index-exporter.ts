/**
 * `cli export DIR`: the index written back in the import formats (JSON Lines, one file a kind:
 * companies.jsonl, people.jsonl, emails.jsonl, domains.jsonl), so a deployment can move its data
 * (to another deployment, or to another store) with `cli import`. What the service adds to a
 * record is left out, because import derives or sets it again: `indexedAt` (the date the content
 * last changed), an email record's `domain` (its address's part after "@"), and `provenance`
 * (which import and which crawl stated each value: it does not travel, so re-imported values
 * count as imported ones).
 */
import { createWriteStream, openSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { INDEX_KINDS, type IndexKind } from '../core/index-records.js';
import type { IndexRepository } from '../store/index-repository.js';

export interface ExportSummary {
  kind: IndexKind;
  file: string;
  records: number;
}

/** The record as the import format takes it. */
export function exportShape(kind: IndexKind, record: Record<string, unknown>): Record<string, unknown> {
  const { indexedAt: _i, provenance: _p, ...rest } = record;
  if (kind === 'emails') {
    const { domain: _d, ...email } = rest;
    return email;
  }
  return rest;
}

export async function exportIndex(index: IndexRepository, dir: string, kinds: readonly IndexKind[] = INDEX_KINDS): Promise<ExportSummary[]> {
  const out: ExportSummary[] = [];
  for (const kind of kinds) {
    const file = join(dir, `${kind}.jsonl`);
    // Opened here, not by the stream: an existing file (an earlier export) is refused at once.
    const stream = createWriteStream(file, { fd: openSync(file, 'wx') });
    let records = 0;
    for await (const batch of index.scanRecords(kind)) {
      for (const record of batch) {
        if (!stream.write(JSON.stringify(exportShape(kind, record as Record<string, unknown>)) + '\n')) await once(stream, 'drain');
        records++;
      }
    }
    stream.end();
    await finished(stream);
    out.push({ kind, file, records });
  }
  return out;
}
