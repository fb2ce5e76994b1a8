/**
 * How rows become chunk items: the dedupe key of a row's inputs (identical inputs are processed
 * once) and the domain that groups items into chunks.
 */
import type { BulkKind } from '../core/bulk/row-processor.js';

const norm = (s: string | undefined) => (s ?? '').trim().toLowerCase();

/** Rows with equal keys share one item; a row with nothing to go on keeps its own key. */
export function itemKey(kind: BulkKind, inputs: Partial<Record<string, string>>, row: number): string {
  switch (kind) {
    case 'verify':
      return inputs.email ? `e:${norm(inputs.email)}` : `row:${row}`;
    case 'enrich':
      return inputs.email ? `e:${norm(inputs.email)}` : inputs.domain ? `d:${norm(inputs.domain)}` : `row:${row}`;
    case 'domain-search':
    case 'crawl':
      return inputs.domain ? `d:${norm(inputs.domain)}` : `row:${row}`;
    case 'find': {
      const name = inputs.full_name ? norm(inputs.full_name) : `${norm(inputs.first_name)} ${norm(inputs.last_name)}`;
      const where = inputs.domain ? norm(inputs.domain) : norm(inputs.company);
      return name.trim() && where ? `f:${name}@${where}` : `row:${row}`;
    }
  }
}

/** The domain an item's work goes to (for SMTP session sharing); '' when unknown. */
export function itemDomain(inputs: Partial<Record<string, string>>): string {
  if (inputs.email) return norm(inputs.email.slice(inputs.email.lastIndexOf('@') + 1));
  if (inputs.domain) return norm(inputs.domain).replace(/^https?:\/\//, '').replace(/^www\./, '').split('/')[0] ?? '';
  return norm(inputs.company);
}
