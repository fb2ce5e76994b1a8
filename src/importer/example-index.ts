import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.js';
import type { IndexKind } from '../core/index-records.js';
import type { IndexImporter, ImportSummary } from './index-importer.js';

/** The example index shipped in examples/index/: fictional companies under the .test TLD. */
export const EXAMPLE_INDEX_DIR = join(PACKAGE_ROOT, 'examples', 'index') + '/';

export const EXAMPLE_INDEX_FILES: readonly (readonly [IndexKind, string])[] = [
  ['companies', 'companies.jsonl'],
  ['people', 'people.csv'],
  ['emails', 'emails.jsonl'],
  ['domains', 'domains.jsonl'],
];

export async function importExampleIndex(importer: IndexImporter): Promise<ImportSummary[]> {
  const summaries: ImportSummary[] = [];
  for (const [kind, file] of EXAMPLE_INDEX_FILES) summaries.push(await importer.importFile(kind, EXAMPLE_INDEX_DIR + file));
  return summaries;
}
