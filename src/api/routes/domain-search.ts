/**
 * Spec endpoint 6: every address the index knows for a domain, filtered and paged.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DomainSearchResultSchema, ErrorBodySchema } from '../../contract/schemas.js';
import type { WireKeys } from '../../contract/wire-keys.js';
import type { LookupService } from '../../core/enrich/lookups.js';
import { DEPARTMENTS, EMAIL_TYPES, SENIORITIES } from '../../core/enrich/vocabulary.js';
import { REQUIRED_FIELDS, type RequiredField } from '../../core/index-records.js';
import { HttpError } from '../errors.js';
import { answerMiss } from '../crawl-miss.js';
import type { CrawlRequests } from '../../pipeline/crawl-requests.js';
import { ApiKeyQuery, LocaleQuery, commaList, domainOrCompany, pagingQuery, resolveLocale } from '../params.js';

const NString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

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
  }),
});

export function registerDomainSearchRoutes(app: FastifyInstance, lookups: LookupService, wire: WireKeys, misses: CrawlRequests | null): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/v2/domain-search',
    {
      schema: {
        summary: 'Addresses known for a domain',
        tags: ['lookups'],
        querystring: Type.Object({
          domain: Type.Optional(Type.String({ description: 'Domain to search (or give company).' })),
          company: Type.Optional(Type.String({ description: 'Company name, resolved to its domain through the index.' })),
          type: Type.Optional(Type.String({ description: `Comma list of ${EMAIL_TYPES.join(', ')}.` })),
          seniority: Type.Optional(Type.String({ description: `Comma list of ${SENIORITIES.join(', ')}.` })),
          department: Type.Optional(Type.String({ description: `Comma list of ${DEPARTMENTS.join(', ')}.` })),
          required_field: Type.Optional(Type.String({ description: `Comma list of ${REQUIRED_FIELDS.join(', ')}.` })),
          webhook_url: Type.Optional(
            Type.String({ description: 'When the domain is not indexed yet: called once (POST, JSON) with the result of its crawl.' }),
          ),
          ...pagingQuery(10, 100),
          ...LocaleQuery,
          ...ApiKeyQuery,
        }),
        response: wire.schema({
          200: Type.Object({ data: DomainSearchResultSchema, meta: DomainSearchMeta }),
          202: ErrorBodySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        }),
      },
    },
    async (request) => {
      const q = request.query;
      resolveLocale(q.locale);
      const filters = {
        type: commaList(q.type, 'type', EMAIL_TYPES),
        seniority: commaList(q.seniority, 'seniority', SENIORITIES),
        department: commaList(q.department, 'department', DEPARTMENTS),
        requiredFields: commaList(q.required_field, 'required_field', REQUIRED_FIELDS) as RequiredField[] | undefined,
      };
      const domain = await domainOrCompany(q, lookups);
      const page = await lookups.domainSearch(domain, filters, q.limit, q.offset);
      // A domain with no organization yet may be in the middle of its first crawl (addresses are
      // written before the company): answer 202 until the crawl has written everything.
      if (!page || (page.result.organization === null && misses && (await misses.crawling(domain)))) {
        return answerMiss(misses, domain, q.webhook_url, `Nothing is indexed for the domain ${domain}.`);
      }
      return wire.payload({
        data: page.result,
        meta: {
          results: page.total,
          limit: q.limit,
          offset: q.offset,
          params: {
            domain: q.domain ?? null,
            company: q.company ?? null,
            type: q.type ?? null,
            seniority: q.seniority ?? null,
            department: q.department ?? null,
            required_field: q.required_field ?? null,
          },
        },
      });
    },
  );
}
