/**
 * enrich: an email -> `verification.*`, `person.*` and `company.*` (the combined lookup, or the
 * company of the address's domain when no person is indexed); or a domain -> `company.*`.
 */
import { CompanySchema, PersonSchema, type Company, type Person } from '../../../contract/schemas.js';
import { flatPaths, flatValues, type Cell } from '../../../contract/flatten.js';
import type { StoredVerification } from '../../mail/email-verifier.js';
import { normalizeDomain } from '../../identity/domain-name.js';
import { fail, norm, text, type BulkKindSpec, type KindOutcome } from '../kind.js';
import { leadFieldsOf } from '../../leads/indexed-fields.js';
import { askAgain, leadVerification, verificationColumns, verifications, VERIFICATION_COLUMNS } from './verification-columns.js';

export const PERSON_COLUMNS = flatPaths(PersonSchema, 'person');
export const COMPANY_COLUMNS = flatPaths(CompanySchema, 'company');

export interface Enriched {
  verification: StoredVerification | null;
  person: Person | null;
  company: Company | null;
}

export const enrich: BulkKindSpec<Enriched> = {
  needs: { groups: [['email'], ['domain']], text: 'an email or a domain column' },
  concurrency: 1,
  key: (inputs, row) => (inputs.email ? `e:${norm(inputs.email)}` : inputs.domain ? `d:${norm(inputs.domain)}` : `row:${row}`),
  columns: [...VERIFICATION_COLUMNS, ...PERSON_COLUMNS, ...COMPANY_COLUMNS],
  async process(items, run) {
    const { lookups } = run.deps;
    // An address's profile is read after its verification, which may just have written its email
    // record (a valid address becomes one): so from the primary, where that write is. A domain's
    // company is a plain lookup (the replica, when there is one).
    const afterVerification = lookups.primary;
    const byEmail = items.filter((i) => i.inputs.email);
    const found = await verifications(byEmail.map((i) => i.inputs.email!), run);
    const verified = new Map(byEmail.map((item, n) => [item.key, found[n]!]));
    return Promise.all(
      items.map(async (item): Promise<KindOutcome<Enriched>> => {
        const v = verified.get(item.key);
        if (v) {
          const combined = v.regexp ? await afterVerification.combined(v.email, { locale: null }) : null;
          // No person indexed: the company of the address's domain may still be known.
          const company = combined ? combined.company : v.regexp ? await afterVerification.company(v.email.slice(v.email.lastIndexOf('@') + 1), { locale: null }) : null;
          return { tally: v.status, status: 'ok', error: null, results: [{ verification: v, person: combined?.person ?? null, company }], ...askAgain(v) };
        }
        if (item.inputs.domain) {
          const domain = normalizeDomain(item.inputs.domain);
          if (!domain) return fail('invalid_input', `"${item.inputs.domain}" is not a domain name`);
          const company = await lookups.company(domain, { locale: null });
          if (!company) return fail('not_found', `no company is indexed for ${domain}`);
          return { tally: 'ok', status: 'ok', error: null, results: [{ verification: null, person: null, company }] };
        }
        return fail('invalid_input', 'no email or domain in this row');
      }),
    );
  },
  flatten(r) {
    const columns: Record<string, Cell> = r.verification ? verificationColumns(r.verification) : {};
    if (r.person) Object.assign(columns, flatValues(r.person, PERSON_COLUMNS, 'person'));
    if (r.company) Object.assign(columns, flatValues(r.company, COMPANY_COLUMNS, 'company'));
    return columns;
  },
  lead({ verification: v, person, company }) {
    const email = text(v?.email) ?? text(person?.email);
    if (!email || !v?.regexp) return null;
    return {
      input: { email, ...leadFieldsOf(person, company), source: 'bulk enrichment' },
      verification: leadVerification(v.status, null),
    };
  },
};
