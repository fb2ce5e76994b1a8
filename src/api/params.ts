/**
 * Query parameters shared by several routes, and the checks that turn raw strings into the
 * normalized values the core expects. Every refusal names the parameter.
 */
import { Type } from 'typebox';
import { LocaleError, parseLocale } from '../contract/locale.js';
import { normalizeDomain } from '../core/identity/domain-name.js';
import { parseEmailAddress } from '../core/identity/email-address.js';
import { companyDomain, type LookupService } from '../core/enrich/lookups.js';
import { HttpError } from './errors.js';

export const LocaleQuery = {
  locale: Type.Optional(
    Type.String({ description: 'BCP 47 language tag (e.g. ja, fr, zh-CN): localizes country names and `location`.' }),
  ),
};

export const ApiKeyQuery = {
  api_key: Type.Optional(Type.String({ description: 'API key (or send X-API-KEY / Authorization: Bearer).' })),
};

/** Deepest offset a client may page to: bounded so no Redis range is asked for past 2^53. */
export const MAX_OFFSET = 1_000_000;

export function pagingQuery(defaultLimit: number, maxLimit: number, maxOffset: number = MAX_OFFSET) {
  return {
    limit: Type.Integer({ minimum: 1, maximum: maxLimit, default: defaultLimit, description: `1-${maxLimit}` }),
    offset: Type.Integer({ minimum: 0, maximum: maxOffset, default: 0, description: `0-${maxOffset}` }),
  };
}

export function resolveLocale(raw: string | undefined): string | null {
  try {
    return parseLocale(raw);
  } catch (err) {
    if (err instanceof LocaleError) throw new HttpError('wrong_params', `The locale parameter is invalid: ${err.message}.`);
    throw err;
  }
}

export function requireEmail(raw: string, param = 'email'): string {
  const parsed = parseEmailAddress(raw);
  if (!parsed) throw new HttpError('wrong_params', `The ${param} parameter is not a valid email address.`, {}, param);
  return parsed.address;
}

/**
 * The domain a request asks about: `domain`, else `company` (a name the index resolves, or a
 * domain or URL), as Hunter's domain-search and email-count take them.
 */
export async function domainOrCompany(q: { domain?: string; company?: string }, lookups: Pick<LookupService, 'domainForCompanyName'>): Promise<string> {
  if (q.domain !== undefined && q.domain !== '') return requireDomain(q.domain);
  if (q.company === undefined || q.company.trim() === '') throw new HttpError('wrong_params', 'You are missing the domain parameter (or company).');
  const found = await companyDomain(q.company.trim(), lookups);
  if (!found) throw new HttpError('not_found', `No company named "${q.company}" is indexed.`);
  return found;
}

export function requireDomain(raw: string, param = 'domain'): string {
  const domain = normalizeDomain(raw);
  if (!domain) throw new HttpError('wrong_params', `The ${param} parameter is not a valid domain name.`, {}, param);
  return domain;
}

/** "a,b , c" -> ["a","b","c"], each checked against the allowed values. */
export function commaList(raw: string | readonly string[] | undefined, param: string, allowed: readonly string[]): string[] | undefined {
  // A JSON body (or a repeated query parameter) may give the list as an array of such strings.
  const text = typeof raw === 'string' ? raw : raw?.join(',');
  if (text === undefined || text.trim() === '') return undefined;
  const values = [...new Set(text.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean))];
  const bad = values.filter((v) => !allowed.includes(v));
  if (bad.length > 0) {
    throw new HttpError('wrong_params', `The ${param} parameter has unknown value(s) ${bad.join(', ')}; allowed: ${allowed.join(', ')}.`, {}, param);
  }
  return values;
}
