/**
 * Spec endpoints 1, 2 and 3: person, company and combined lookups from the index; in Clearbit's
 * shapes with Hunter's `clearbit_format`, or when the request was sent to one of Clearbit's host
 * names, which also reach Clearbit's Name To Domain (`/v1/domains/find`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { CompanySchema, ErrorBodySchema, PersonSchema } from '../../contract/schemas.js';
import {
  ClearbitCombinedSchema,
  ClearbitCompanySchema,
  ClearbitErrorSchema,
  ClearbitNameToDomainSchema,
  ClearbitPersonSchema,
  clearbitCombined,
  clearbitCompany,
  clearbitPerson,
} from '../../contract/clearbit-shapes.js';
import type { WireKeys } from '../../contract/wire-keys.js';
import { companyDomain, type LookupService } from '../../core/enrich/lookups.js';
import { HttpError, NoRouteError } from '../errors.js';
import { answerMiss } from '../crawl-miss.js';
import type { CrawlRequests } from '../../pipeline/crawl-requests.js';
import { ApiKeyQuery, LocaleQuery, requireDomain, requireEmail, resolveLocale } from '../params.js';
import { clearbitFormatAsked, type VendorHosts } from '../vendor-hosts.js';

const refusals = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };
/** The company and combined lookups also answer 202 (the company's website is being read). */
const errors = { 202: ErrorBodySchema, ...refusals };

const WebhookQuery = {
  webhook_url: Type.Optional(
    Type.String({ description: 'When the domain is not indexed yet: called once (POST, JSON) with the result of its crawl.' }),
  ),
  clearbit_format: Type.Optional(
    Type.String({ description: "true (or 1, yes, on): answer Clearbit's object at the top level (no data/meta), under Clearbit's key names; false, 0 or empty: the usual answer; anything else is 400." }),
  ),
};

/** Sends a Clearbit-shaped body, serialized by its own schema (the route's schema is the envelope's). */
function sendClearbit(reply: FastifyReply, body: object, schema: TSchema): FastifyReply {
  const serialize = (payload: unknown) => reply.serializeInput(payload as Record<string, unknown>, schema as unknown as Record<string, unknown>);
  return reply.type('application/json; charset=utf-8').serializer(serialize).send(body);
}

export const PersonQuery = Type.Object({
  email: Type.Optional(Type.String({ description: 'Email address of the person.' })),
  linkedin_handle: Type.Optional(
    Type.String({ description: 'Professional-network handle (e.g. in/jane-doe), instead of email.' }),
  ),
  ...WebhookQuery,
  ...LocaleQuery,
  ...ApiKeyQuery,
});

/** The email a person query names: the email itself, or the one indexed for the handle. */
async function emailOf(lookups: LookupService, query: { email?: string; linkedin_handle?: string }): Promise<string> {
  if (query.email !== undefined && query.email !== '') return requireEmail(query.email);
  if (query.linkedin_handle !== undefined && query.linkedin_handle.trim() !== '') {
    const email = await lookups.emailForProHandle(query.linkedin_handle);
    if (!email) throw new HttpError('not_found', `No person is indexed for the handle ${query.linkedin_handle}.`);
    return email;
  }
  throw new HttpError('wrong_params', 'You are missing the email parameter (or linkedin_handle).', {}, 'email', true);
}

type PersonParams = { email?: string; linkedin_handle?: string; webhook_url?: string; locale?: string };

/** The answers of the three lookups, without their wire keys (the route and the MCP tools apply them). */
export const PersonAnswer = Type.Object({ data: PersonSchema, meta: Type.Object({ email: Type.String() }) });
export const CompanyQuery = Type.Object({ domain: Type.String({ description: 'Domain of the company.' }), ...WebhookQuery, ...LocaleQuery, ...ApiKeyQuery });
export const CompanyAnswer = Type.Object({ data: CompanySchema, meta: Type.Object({ domain: Type.String() }) });
export const CombinedAnswer = Type.Object({
  data: Type.Object({ person: PersonSchema, company: Type.Union([CompanySchema, Type.Null()]) }),
  meta: Type.Object({ email: Type.String() }),
});

/** `GET /v2/people/find` (and the MCP tool): the person an email or a handle names. */
export async function findPerson(lookups: LookupService, q: PersonParams) {
  const locale = resolveLocale(q.locale);
  const email = await emailOf(lookups, q);
  const person = await lookups.person(email, { locale });
  if (!person) throw new HttpError('not_found', `No person is indexed for ${email}.`);
  return { data: person, meta: { email } };
}

/** `GET /v2/companies/find` (and the MCP tool): a company by domain; a miss may start its crawl (202). */
export async function findCompany(lookups: LookupService, misses: CrawlRequests | null, q: { domain: string; webhook_url?: string; locale?: string }) {
  const locale = resolveLocale(q.locale);
  const domain = requireDomain(q.domain);
  const company =
    (await lookups.company(domain, { locale })) ??
    (await answerMiss(misses, domain, q.webhook_url, `No company is indexed for ${domain}.`, () => lookups.onPrimary((l) => l.company(domain, { locale }))));
  return { data: company, meta: { domain } };
}

/** `GET /v2/combined/find` (and the MCP tool): a person and their company. */
export async function findCombined(lookups: LookupService, misses: CrawlRequests | null, q: PersonParams) {
  const locale = resolveLocale(q.locale);
  const email = await emailOf(lookups, q);
  const again = () => lookups.onPrimary((l) => l.combined(email, { locale }));
  let combined = await lookups.combined(email, { locale });
  if (!combined) {
    // An address at a domain the index has never seen: learn the domain from its website.
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const crawling = misses !== null && (await misses.crawling(domain));
    if (!crawling && (await lookups.domainSearch(domain, {}, 1, 0))) throw new HttpError('not_found', `No person is indexed for ${email}.`);
    combined = await answerMiss(misses, domain, q.webhook_url, `No person is indexed for ${email}.`, again);
  }
  // A crawl writes the people before the company: while the domain's crawl runs, a person
  // without their company is half an answer, so ask the caller to come back (202) instead.
  // Once it has finished, the company is on the primary: a replica part-way through replaying
  // the crawl (the person, not yet the company) would answer half of it, so the primary answers.
  const companyDomain = combined.person.employment?.domain ?? email.slice(email.lastIndexOf('@') + 1);
  if (combined.company === null && misses) {
    const crawl = await misses.state(companyDomain);
    if (crawl === 'queued') return answerMiss<never>(misses, companyDomain, q.webhook_url, `The website of ${companyDomain} is being read.`);
    if (crawl === 'crawled') combined = (await again()) ?? combined;
  }
  return { data: combined, meta: { email } };
}

export function registerLookupRoutes(app: FastifyInstance, lookups: LookupService, wire: WireKeys, misses: CrawlRequests | null, hosts: VendorHosts): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const clearbitShape = (request: FastifyRequest) =>
    hosts.clearbit(request) || clearbitFormatAsked((request.query as { clearbit_format?: unknown }).clearbit_format);

  r.get(
    '/v2/people/find',
    {
      config: { usage: 'searches' },
      schema: {
        summary: 'Person lookup by email or professional-network handle',
        tags: ['lookups'],
        querystring: PersonQuery,
        response: wire.schema({ 200: PersonAnswer, ...refusals }),
      },
    },
    async (request, reply) => {
      const answer = await findPerson(lookups, request.query);
      if (clearbitShape(request)) return sendClearbit(reply, clearbitPerson(answer.data), ClearbitPersonSchema);
      return wire.payload(answer);
    },
  );

  r.get(
    '/v2/companies/find',
    {
      config: { usage: 'searches' },
      schema: {
        summary: 'Company lookup by domain',
        tags: ['lookups'],
        querystring: CompanyQuery,
        response: wire.schema({ 200: CompanyAnswer, ...errors }),
      },
    },
    async (request, reply) => {
      const answer = await findCompany(lookups, misses, request.query);
      if (clearbitShape(request)) return sendClearbit(reply, clearbitCompany(answer.data), ClearbitCompanySchema);
      return wire.payload(answer);
    },
  );

  r.get(
    '/v2/combined/find',
    {
      config: { usage: 'searches' },
      schema: {
        summary: 'Person and company lookup by email or professional-network handle',
        tags: ['lookups'],
        querystring: PersonQuery,
        response: wire.schema({ 200: CombinedAnswer, ...errors }),
      },
    },
    async (request, reply) => {
      const answer = await findCombined(lookups, misses, request.query);
      if (clearbitShape(request)) return sendClearbit(reply, clearbitCombined(answer.data), ClearbitCombinedSchema);
      return wire.payload(answer);
    },
  );

  // Clearbit's Name To Domain (`company.clearbit.com/v1/domains/find?name=`): a company name to
  // its domain, logo and name, resolved as Hunter's `company` parameter is. Clearbit's path, so it
  // is only served on Clearbit's host names.
  r.get(
    '/v1/domains/find',
    {
      schema: {
        summary: "Clearbit's Name To Domain (on a Clearbit host name only)",
        tags: ['lookups'],
        querystring: Type.Object({ name: Type.String({ minLength: 1, description: 'Company name.' }), ...ApiKeyQuery }),
        // Served on Clearbit's host names only, where every refusal is Clearbit's body and status
        // (errors.ts, clearbitError); elsewhere the path is 404 as an unknown route.
        response: {
          200: ClearbitNameToDomainSchema,
          ...Object.fromEntries(
            (
              [
                [400, 'A missing parameter (`params_invalid`)'],
                [401, 'No valid API key (`unauthorized`)'],
                [404, 'No company of that name is indexed (`unknown_record`), or not a Clearbit host name (`unknown_route`)'],
                [422, 'An invalid parameter (`params_invalid`)'],
                [429, 'Rate limit reached (`rate_limit`)'],
              ] as const
            ).map(([status, description]) => [status, Type.Object(ClearbitErrorSchema.properties, { description })]),
          ),
        },
      },
    },
    async (request) => {
      if (!hosts.clearbit(request)) throw new NoRouteError(request.method, request.url);
      const domain = await companyDomain(request.query.name.trim(), lookups);
      const company = domain ? await lookups.company(domain, { locale: null }) : null;
      if (!company) throw new HttpError('not_found', `No company named "${request.query.name}" is indexed.`);
      return { domain: company.domain, logo: company.logo, name: company.name };
    },
  );
}
