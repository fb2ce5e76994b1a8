/** find: first and last name (or a full name) + a domain or a company name -> `email_finder.*`. */
import { flatValues } from '../../../contract/flatten.js';
import type { FinderResult } from '../../mail/email-finder.js';
import { isFinderInputProblem, resolveFinderSearch } from '../../enrich/finder-search.js';
import { fail, norm, text, type BulkItem, type BulkKindSpec, type KindOutcome, type KindRun } from '../kind.js';
import { leadVerification } from './verification-columns.js';

const FIELDS = ['first_name', 'last_name', 'email', 'score', 'domain', 'accept_all', 'position', 'socialB', 'proNetwork_url', 'phone_number', 'company', 'verification.date', 'verification.status'];
const COLUMNS = FIELDS.map((f) => `email_finder.${f}`);

async function findOne(item: BulkItem, { deps }: KindRun): Promise<KindOutcome<FinderResult>> {
  const search = await resolveFinderSearch(item.inputs, deps.lookups);
  if (isFinderInputProblem(search)) return fail(search.problem === 'invalid' ? 'invalid_input' : 'not_found', search.message);
  const { company, ...query } = search;
  const outcome = await deps.finder.find({ ...query, deadline: Date.now() + deps.findSeconds * 1000 }, company);
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
