/** domain-search: a domain -> one output row per address the index holds there, `email.*`. */
import { EmailRecordSchema, type EmailRecord } from '../../../contract/schemas.js';
import { flatPaths, flatValues } from '../../../contract/flatten.js';
import { normalizeDomain } from '../../identity/domain-name.js';
import { fail, norm, text, type BulkItem, type BulkKindSpec, type KindOutcome, type KindRun } from '../kind.js';
import { leadVerification } from './verification-columns.js';

const COLUMNS = flatPaths(EmailRecordSchema, 'email', new Set(['email.sources'])).concat(['email.sources_count']);
/** Addresses answered per domain row. */
const PAGE = 100;

async function searchOne(item: BulkItem, { deps }: KindRun): Promise<KindOutcome<EmailRecord>> {
  if (!item.inputs.domain) return fail('invalid_input', 'no domain in this row');
  const domain = normalizeDomain(item.inputs.domain);
  if (!domain) return fail('invalid_input', `"${item.inputs.domain}" is not a domain name`);
  const page = await deps.lookups.domainSearch(domain, {}, PAGE, 0);
  if (!page || page.result.emails.length === 0) return fail('not_found', `no address is indexed for ${domain}`);
  return { tally: 'ok', status: 'ok', error: null, results: page.result.emails };
}

export const domainSearch: BulkKindSpec<EmailRecord> = {
  needs: { groups: [['domain']], text: 'a domain column' },
  concurrency: 8,
  key: (inputs, row) => (inputs.domain ? `d:${norm(inputs.domain)}` : `row:${row}`),
  columns: COLUMNS,
  process: (items, run) => Promise.all(items.map((item) => run.limit(() => searchOne(item, run)))),
  flatten: (e) => ({ ...flatValues(e, COLUMNS, 'email'), 'email.sources_count': e.sources.length }),
  lead: (e) =>
    text(e.value)
      ? {
          input: {
            email: e.value,
            first_name: text(e.first_name),
            last_name: text(e.last_name),
            position: text(e.position),
            phone_number: text(e.phone_number),
            confidence_score: typeof e.confidence === 'number' ? e.confidence : null,
            source: 'bulk domain search',
          },
          verification: leadVerification(e.verification?.status, e.verification?.date),
        }
      : null,
};
