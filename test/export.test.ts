/**
 * `cli export`: the index written in the import formats loads into an empty index as the same
 * records (less what the service sets itself: indexedAt, provenance), and refuses to overwrite.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_KINDS, type IndexKind } from '../src/core/index-records.js';
import { exportIndex, exportShape } from '../src/importer/index-exporter.js';
import { IndexImporter } from '../src/importer/index-importer.js';
import { startHarness, type Harness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'cds-export-'));

async function all(h: Harness, kind: IndexKind): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for await (const batch of h.index.scanRecords(kind)) for (const r of batch) out.push(r as Record<string, unknown>);
  const key = (r: Record<string, unknown>) => String(r.domain ?? r.email ?? r.value);
  return out.sort((a, b) => (kind === 'emails' ? String(a.value).localeCompare(String(b.value)) : key(a).localeCompare(key(b))));
}

describe('index export', () => {
  let from: Harness;
  let to: Harness;
  beforeAll(async () => {
    [from, to] = await Promise.all([startHarness(), startHarness()]);
    await from.importExamples();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await Promise.all([from.close(), to.close()]);
  });

  it('writes every record of every kind, and the files load into an empty index as the same records', async () => {
    const summaries = await exportIndex(from.index, dir);
    expect(summaries.map((s) => [s.kind, s.records])).toEqual([
      ['companies', 13],
      ['people', 60],
      ['emails', 88],
      ['domains', 13],
    ]);
    const importer = new IndexImporter(to.index);
    for (const s of summaries) {
      const result = await importer.importFile(s.kind, s.file);
      expect(result.skipped, JSON.stringify(result.problems?.slice(0, 3))).toBe(0);
      expect(result.loaded).toBe(s.records);
    }
    for (const kind of INDEX_KINDS) {
      const before = (await all(from, kind)).map((r) => exportShape(kind, r));
      const after = (await all(to, kind)).map((r) => exportShape(kind, r));
      expect(after, kind).toEqual(before);
    }
    // What the service sets itself is not in the files.
    const line = JSON.parse(readFileSync(join(dir, 'emails.jsonl'), 'utf8').split('\n')[0]!);
    expect(line).not.toHaveProperty('indexedAt');
    expect(line).not.toHaveProperty('domain');
  });

  it('refuses to overwrite an earlier export', async () => {
    await expect(exportIndex(from.index, dir, ['companies'])).rejects.toThrow(/EEXIST/);
  });
});
