/** find: first and last name (or a full name) + a domain or a company name -> `email_finder.*`. */
import { flatValues } from '../../../contract/flatten.js';
import type { FinderResult } from '../../mail/email-finder.js';
import { splitFullName } from '../../mail/address-patterns.js';
import { normalizeDomain } from '../../identity/domain-name.js';
import { fail, norm, text, type BulkItem, type BulkKindSpec, type KindOutcome, type KindRun } from '../kind.js';
import { leadVerification } from './verification-columns.js';

const FIELDS = ['first_name', 'last_name', 'email', 'score', 'domain', 'accept_all', 'position', 'socialB', 'proNetwork_url', 'phone_number', 'company', 'verification.date', 'verification.status'];
const COLUMNS = FIELDS.map((f) => `email_finder.${f}`);

async function findOne(item: BulkItem, { deps }: KindRun): Promise<KindOutcome<FinderResult>> {
  const i = item.inputs;
  let first = i.first_name?.trim();
  let last = i.last_name?.trim();
  if ((!first || !last) && i.full_name) {
    const split = splitFullName(i.full_name);
    if (split) ({ first, last } = split);
  }
  if (!first || !last) return fail('invalid_input', 'no first and last name (or full name) in this row');
  let domain = i.domain ? normalizeDomain(i.domain) : null;
  if (!domain && i.company) domain = await deps.lookups.domainForCompanyName(i.company);
  if (!domain) return fail(i.domain ? 'invalid_input' : 'not_found', i.domain ? `"${i.domain}" is not a domain name` : `no domain for company "${i.company ?? ''}"`);
  const company = (await deps.lookups.company(domain, { locale: null }))?.name ?? null;
  const outcome = await deps.finder.find({ domain, firstName: first, lastName: last, deadline: Date.now() + deps.findSeconds * 1000 }, company);
  if (!outcome.found) return fail('not_found', outcome.details);
  return { tally: outcome.result.verification.status ?? 'found', status: 'ok', error: null, results: [outcome.result] };
}

export const find: BulkKindSpec<FinderResult> = {
  needs: {
    groups: [
      ['first_name', 'last_name', 'domain'],
      ['first_name', 'last_name', 'company'],
      ['full_name', 'domain'],
      ['full_name', 'company'],
    ],
    text: 'first and last name (or a full name) and a domain (or company) column',
  },
  concurrency: 8,
  key(inputs, row) {
    const name = inputs.full_name ? norm(inputs.full_name) : `${norm(inputs.first_name)} ${norm(inputs.last_name)}`;
    const where = inputs.domain ? norm(inputs.domain) : norm(inputs.company);
    return name.trim() && where ? `f:${name}@${where}` : `row:${row}`;
  },
  columns: COLUMNS,
  process: (items, run) => Promise.all(items.map((item) => run.limit(() => findOne(item, run)))),
  flatten: (r) => flatValues(r, COLUMNS, 'email_finder'),
  lead: (r, inputs) =>
    text(r.email)
      ? {
          input: {
            email: r.email,
            first_name: text(r.first_name) ?? inputs.first_name ?? null,
            last_name: text(r.last_name) ?? inputs.last_name ?? null,
            position: text(r.position),
            company: text(r.company),
            confidence_score: typeof r.score === 'number' ? r.score : null,
            source: 'bulk email finder',
          },
          verification: leadVerification(r.verification.status, r.verification.date),
        }
      : null,
};
