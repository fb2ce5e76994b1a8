/**
 * Spec endpoint 6: every address the index knows for a domain, filtered and paged; as Hunter
 * serves it: `GET` with query parameters, `POST` with a JSON (or form) body, which alone can carry
 * the `location` filter, and the `/found` spelling of both, which answers from the index only
 * (a domain nothing is known about is 404 there, with no crawl started).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DomainSearchResultSchema, ErrorBodySchema } from '../../contract/schemas.js';
import type { WireKeys } from '../../contract/wire-keys.js';
import type { LookupService } from '../../core/enrich/lookups.js';
import { DEPARTMENTS, EMAIL_TYPES, SENIORITIES } from '../../core/enrich/vocabulary.js';
import { REQUIRED_FIELDS, type DomainEmailFilters, type PlaceFilter, type RequiredField } from '../../core/index-records.js';
import { VERIFICATION_STATUSES } from '../../core/mail/email-verifier.js';
import { BUSINESS_REGIONS, CONTINENT_NAMES, businessRegionCountries, continentCountries } from '../../core/discover/regions.js';
import { HttpError } from '../errors.js';
import { answerMiss } from '../crawl-miss.js';
import type { CrawlRequests } from '../../pipeline/crawl-requests.js';
import { ApiKeyQuery, LocaleQuery, MAX_OFFSET, commaList, domainOrCompany, resolveLocale } from '../params.js';

const NString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/** A list parameter: a comma list, or (JSON body, repeated parameter) an array of them. */
const ListParam = (description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })], { description }));

const Place = Type.Object(
  {
    continent: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: `One of ${CONTINENT_NAMES.join(', ')} (its countries, UN M49 as CLDR ships it).` })),
    business_region: Type.Optional(Type.String({ minLength: 1, maxLength: 10, description: `One of ${BUSINESS_REGIONS.join(', ')}.` })),
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' })),
    state: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Name or code' })),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
const Places = Type.Array(Place, { maxItems: 50 });

const LIMIT = { minimum: 1, maximum: 100, description: '1-100 (default 10)' };
const OFFSET = { minimum: 0, maximum: MAX_OFFSET, description: 'default 0' };

const CommonParams = {
  domain: Type.Optional(Type.String({ description: 'Domain to search (or give company).' })),
  company: Type.Optional(Type.String({ description: 'Company name, resolved to its domain through the index.' })),
  type: Type.Optional(Type.String({ description: `${EMAIL_TYPES.join(' or ')}.` })),
  seniority: ListParam(`Comma list of ${SENIORITIES.join(', ')}.`),
  department: ListParam(`Comma list of ${DEPARTMENTS.join(', ')}.`),
  required_field: ListParam(`Comma list of ${REQUIRED_FIELDS.join(', ')}.`),
  verification_status: ListParam(`Comma list of ${VERIFICATION_STATUSES.join(', ')}: the address's latest verification.`),
  job_titles: ListParam('Job titles: an address whose position contains any of them (case-insensitive). In a query string, a comma list.'),
  webhook_url: Type.Optional(Type.String({ description: 'When the domain is not indexed yet: called once (POST, JSON) with the result of its crawl.' })),
};

const Query = Type.Object({
  ...CommonParams,
  limit: Type.Optional(Type.Integer(LIMIT)),
  offset: Type.Optional(Type.Integer(OFFSET)),
  ...LocaleQuery,
  ...ApiKeyQuery,
});

export const DomainSearchBody = Type.Object(
  {
    ...CommonParams,
    location: Type.Optional(
      Type.Object(
        { include: Type.Optional(Places), exclude: Type.Optional(Places) },
        { additionalProperties: false, description: "Where the person is (their person record's geo): any include place and no exclude place." },
      ),
    ),
    limit: Type.Optional(Type.Integer(LIMIT)),
    offset: Type.Optional(Type.Integer(OFFSET)),
  },
  { additionalProperties: false },
);

export type DomainSearchParams = {
  domain?: string;
  company?: string;
  type?: string;
  seniority?: string | string[];
  department?: string | string[];
  required_field?: string | string[];
  verification_status?: string | string[];
  job_titles?: string | string[];
  webhook_url?: string;
  location?: { include?: PlaceParam[]; exclude?: PlaceParam[] };
  limit?: number;
  offset?: number;
};
type PlaceParam = { continent?: string; business_region?: string; country?: string; state?: string; city?: string };

const DomainSearchMeta = Type.Object({
  results: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  params: Type.Object({
    domain: NString,
    company: NString,
    type: NString,
    seniority: NString,
    department: NString,
    required_field: NString,
    verification_status: NString,
    job_titles: Type.Unsafe<string[] | null>({ type: ['array', 'null'], items: { type: 'string' } }),
    // additionalProperties: the serializer writes only declared properties, so without it the
    // echo of a location filter came out as {}.
    location: Type.Unsafe<object | null>({ type: ['object', 'null'], additionalProperties: true }),
  }),
});

function jobTitles(raw: string | string[] | undefined): string[] | undefined {
  const list = (typeof raw === 'string' ? raw.split(',') : (raw ?? [])).map((t) => t.trim()).filter(Boolean);
  if (list.some((t) => t.length > 100)) throw new HttpError('wrong_params', 'The job_titles parameter has a title over 100 characters.', {}, 'job_titles');
  return list.length > 0 ? [...new Set(list)] : undefined;
}

/** A place's countries: the country, within the continent and the region when those are given too. */
function placeCountries(p: PlaceParam): readonly string[] | undefined {
  let countries: readonly string[] | undefined = p.country ? [p.country.toUpperCase()] : undefined;
  const within = (group: readonly string[] | null, what: string, value: string) => {
    if (!group) throw new HttpError('wrong_params', `The location ${what} ${JSON.stringify(value)} is not one of ${(what === 'continent' ? CONTINENT_NAMES : BUSINESS_REGIONS).join(', ')}.`, {}, 'location');
    countries = countries ? countries.filter((c) => group.includes(c)) : group;
  };
  if (p.continent) within(continentCountries(p.continent), 'continent', p.continent);
  if (p.business_region) within(businessRegionCountries(p.business_region), 'business_region', p.business_region);
  return countries;
}

function placeFilter(p: PlaceParam): PlaceFilter {
  if (!p.continent && !p.business_region && !p.country && !p.state && !p.city) {
    throw new HttpError('wrong_params', 'A location place needs a continent, business_region, country, state or city.', {}, 'location');
  }
  const countries = placeCountries(p);
  return { ...(countries ? { countries } : {}), ...(p.state ? { state: p.state } : {}), ...(p.city ? { city: p.city } : {}) };
}

/** The request's filters as the core takes them; every refusal names its parameter. */
export function domainSearchFilters(p: DomainSearchParams): DomainEmailFilters {
  return {
    type: commaList(p.type, 'type', EMAIL_TYPES),
    seniority: commaList(p.seniority, 'seniority', SENIORITIES),
    department: commaList(p.department, 'department', DEPARTMENTS),
    requiredFields: commaList(p.required_field, 'required_field', REQUIRED_FIELDS) as RequiredField[] | undefined,
    verificationStatus: commaList(p.verification_status, 'verification_status', VERIFICATION_STATUSES),
    jobTitles: jobTitles(p.job_titles),
    ...(p.location ? { location: { include: p.location.include?.map(placeFilter), exclude: p.location.exclude?.map(placeFilter) } } : {}),
  };
}

const echo = (v: string | string[] | undefined): string | null => (v === undefined ? null : typeof v === 'string' ? v : v.join(','));

export const DomainSearchAnswer = Type.Object({ data: DomainSearchResultSchema, meta: DomainSearchMeta });

/**
 * `/v2/domain-search` (live: a domain the index does not know starts its crawl, 202) and
 * `/found` (without: 404), and the MCP tool: the answer before its wire keys.
 */
export async function searchDomain(lookups: LookupService, misses: CrawlRequests | null, p: DomainSearchParams, live: boolean) {
  const filters = domainSearchFilters(p);
  const limit = p.limit ?? 10;
  const offset = p.offset ?? 0;
  const domain = await domainOrCompany(p, lookups);
  let page = await lookups.domainSearch(domain, filters, limit, offset);
  const notFound = `Nothing is indexed for the domain ${domain}.`;
  if (!live && !page) throw new HttpError('not_found', `${notFound} (The /found search does no live work: /v2/domain-search would crawl it.)`);
  const again = () => lookups.onPrimary((l) => l.domainSearch(domain, filters, limit, offset));
  if (page && live && misses && (page.result.organization === null || (!page.company && lookups.readsReplica))) {
    const crawl = await misses.state(domain);
    // A domain with no organization yet may be in the middle of its first crawl (addresses are
    // written before the company): answer 202 until the crawl has written everything.
    if (crawl === 'queued' && page.result.organization === null) page = null;
    // Once it has finished, its company is on the primary: a replica part-way through replaying
    // the crawl (addresses, not yet the company) would answer half of it, so the primary answers.
    else if (crawl === 'crawled' && !page.company) page = (await again()) ?? page;
  }
  if (!page) page = await answerMiss(misses, domain, p.webhook_url, notFound, again);
  return {
    data: page.result,
    meta: {
      results: page.total,
      limit,
      offset,
      params: {
        domain: p.domain ?? null,
        company: p.company ?? null,
        type: echo(p.type),
        seniority: echo(p.seniority),
        department: echo(p.department),
        required_field: echo(p.required_field),
        verification_status: echo(p.verification_status),
        job_titles: jobTitles(p.job_titles) ?? null,
        location: p.location ?? null,
      },
    },
  };
}

export function registerDomainSearchRoutes(app: FastifyInstance, lookups: LookupService, wire: WireKeys, misses: CrawlRequests | null): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const answered = {
    200: DomainSearchAnswer,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    404: ErrorBodySchema,
    429: ErrorBodySchema,
  };
  // Only the live search answers 202 (a crawl started); `/found` answers from the index or 404s.
  const responses = { live: wire.schema({ ...answered, 202: ErrorBodySchema }), found: wire.schema(answered) };

  const answer = async (p: DomainSearchParams, live: boolean) => wire.payload(await searchDomain(lookups, misses, p, live));

  for (const [path, live] of [
    ['/v2/domain-search', true],
    ['/v2/domain-search/found', false],
  ] as const) {
    const what = live ? 'Addresses known for a domain (a domain not indexed yet is crawled: 202)' : 'Addresses the index already holds for a domain (no crawl: 404 when none)';
    r.get(path, { config: { usage: 'searches' }, schema: { summary: what, tags: ['lookups'], querystring: Query, response: live ? responses.live : responses.found } }, async (request) => {
      resolveLocale(request.query.locale);
      return answer(request.query, live);
    });
    r.post(
      path,
      { config: { usage: 'searches' }, schema: { summary: `${what}; the body can carry the location filter`, tags: ['lookups'], querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }), body: DomainSearchBody, response: live ? responses.live : responses.found } },
      async (request) => {
        resolveLocale(request.query.locale);
        return answer(request.body, live);
      },
    );
  }
}
