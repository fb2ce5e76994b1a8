/**
 * Turning what a caller gives the email finder into a search, once for the API
 * (`GET /v2/email-finder`) and the `find` bulk alike: a full name split into given and family
 * name, a domain given as a URL taken as its host, a company "name" that is a domain or a URL taken
 * as the domain (spreadsheets hold both in one column), a company name resolved through the index,
 * a professional-network handle resolved to the person the index holds.
 */
import { splitFullName } from '../mail/address-patterns.js';
import type { FinderQuery } from '../mail/email-finder.js';
import { normalizeDomain } from '../identity/domain-name.js';
import { companyDomain, type LookupService } from './lookups.js';

export interface FinderInputs {
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  domain?: string | null;
  company?: string | null;
  linkedin_handle?: string | null;
}

/**
 * Why the inputs make no search. `invalid`: the inputs themselves are wrong or missing (the API
 * answers 400, a bulk row `invalid_input`); `not_found`: they are fine but the index does not know
 * the company or handle (404, `not_found`).
 */
export interface FinderInputProblem {
  problem: 'invalid' | 'not_found';
  /** The input at fault, when one is (Hunter names an error id after it: invalid_full_name, ...). */
  field?: 'first_name' | 'last_name' | 'full_name' | 'domain';
  message: string;
}

export type FinderSearch = Omit<FinderQuery, 'deadline'> & {
  /** The company's name as the index holds it, for the answer's `company` field. */
  company: string | null;
};

const text = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

export async function resolveFinderSearch(inputs: FinderInputs, lookups: LookupService): Promise<FinderSearch | FinderInputProblem> {
  let first = text(inputs.first_name);
  let last = text(inputs.last_name);
  let person: FinderQuery['person'] = null;
  let domain: string | null = null;
  const handle = text(inputs.linkedin_handle);
  if (handle) {
    const email = await lookups.emailForProHandle(handle);
    if (!email) return { problem: 'not_found', message: `No person is indexed for the handle ${handle}.` };
    person = await lookups.personRecord(email);
    first ??= person?.name?.givenName ?? null;
    last ??= person?.name?.familyName ?? null;
    domain = person?.employment?.domain ?? email.slice(email.lastIndexOf('@') + 1);
  }
  const fullName = text(inputs.full_name);
  if ((!first || !last) && fullName) {
    const split = splitFullName(fullName);
    if (!split) return { problem: 'invalid', field: 'full_name', message: 'The full name needs a given name and a family name.' };
    first = split.first;
    last = split.last;
  }
  const givenDomain = text(inputs.domain);
  const company = text(inputs.company);
  if (givenDomain) {
    domain = normalizeDomain(givenDomain);
    if (!domain) return { problem: 'invalid', field: 'domain', message: `"${givenDomain}" is not a valid domain name.` };
  } else if (!domain && company) {
    domain = await companyDomain(company, lookups);
    if (!domain) return { problem: 'not_found', message: `No company named "${company}" is indexed, so its domain is unknown; give the domain.` };
  }
  if (!domain) return { problem: 'invalid', field: 'domain', message: 'The domain is missing (or company, or linkedin_handle).' };
  if (!first || !last) return { problem: 'invalid', field: first ? 'last_name' : 'first_name', message: 'The first and last name are missing (or full name, or linkedin_handle).' };
  const known = await lookups.company(domain, { locale: null });
  // An alias domain is searched as its company's main domain (as companies/find follows it).
  return { domain: known?.domain ?? domain, firstName: first, lastName: last, person, company: known?.name ?? null };
}

export function isFinderInputProblem(r: FinderSearch | FinderInputProblem): r is FinderInputProblem {
  return 'problem' in r;
}
