/**
 * Spec endpoint 7: `POST /v2/discover` with filters in a JSON body and/or a plain-language
 * `query` (body or query string).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DiscoverResultSchema, ErrorBodySchema } from '../../contract/schemas.js';
import type { DiscoverRequestFilters, DiscoverService } from '../../core/discover/discover-service.js';
import { MAX_SIMILAR_TO } from '../../core/discover/discover-service.js';
import { MAX_DISCOVER_QUERY_LENGTH } from '../../core/discover/query-parser.js';
import { HEADCOUNT_VALUES } from '../../core/discover/headcount.js';
import { FUNDING_SERIES, type FundingSeries } from '../../core/discover/funding.js';
import { HttpError } from '../errors.js';
import { ApiKeyQuery, LocaleQuery, resolveLocale } from '../params.js';

/** Hunter's Discover paging: 100 companies a page at most and by default, offsets up to 10,000 (the spec leaves both open). */
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 100;
const MAX_DISCOVER_OFFSET = 10_000;

const Strings = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 });
const IncludeExclude = Type.Object({ include: Type.Optional(Strings), exclude: Type.Optional(Strings) }, { additionalProperties: false });
const Match = Type.Optional(Type.Union([Type.Literal('any'), Type.Literal('all')]));
const IncludeExcludeMatch = Type.Object(
  { include: Type.Optional(Strings), exclude: Type.Optional(Strings), match: Match },
  { additionalProperties: false },
);
const Location = Type.Object(
  {
    continent: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'Africa, Antarctica, Asia, Europe, North America, Oceania, South America' })),
    business_region: Type.Optional(Type.String({ minLength: 1, maxLength: 10, description: 'AMER, EMEA, APAC, LATAM' })),
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' })),
    state: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
const Locations = Type.Array(Location, { maxItems: 100 });
const OneOrMany = Type.Union([
  Type.String({ minLength: 1, maxLength: 200 }),
  Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: MAX_SIMILAR_TO }),
]);
const Year = Type.Integer({ minimum: 0, maximum: 9999 });
/** Whole dollars, within what a 64-bit column and a JavaScript number both hold exactly. */
const Dollars = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

const FilterProps = {
  organization: Type.Optional(
    Type.Object({ domain: Type.Optional(Strings), name: Type.Optional(Strings) }, { additionalProperties: false }),
  ),
  similar_to: Type.Optional(
    Type.Object(
      { domain: Type.Optional(OneOrMany), name: Type.Optional(OneOrMany) },
      { additionalProperties: false, minProperties: 1, description: 'companies like these (by domain or indexed name), ranked by shared industry, technologies and tags' },
    ),
  ),
  headquarters_location: Type.Optional(
    Type.Object({ include: Type.Optional(Locations), exclude: Type.Optional(Locations) }, { additionalProperties: false }),
  ),
  industry: Type.Optional(IncludeExclude),
  headcount: Type.Optional(
    Type.Array(Type.Unsafe<string>({ type: 'string', enum: [...HEADCOUNT_VALUES] }), { maxItems: HEADCOUNT_VALUES.length }),
  ),
  company_type: Type.Optional(IncludeExclude),
  technology: Type.Optional(IncludeExcludeMatch),
  keywords: Type.Optional(IncludeExcludeMatch),
  year_founded: Type.Optional(
    Type.Object({ from: Type.Optional(Year), to: Type.Optional(Year) }, { additionalProperties: false, minProperties: 1 }),
  ),
  funding: Type.Optional(
    Type.Object(
      {
        series: Type.Optional(Type.Array(Type.Unsafe<FundingSeries>({ type: 'string', enum: [...FUNDING_SERIES] }), { minItems: 1, maxItems: FUNDING_SERIES.length })),
        amount: Type.Optional(
          Type.Object(
            { from: Type.Optional(Dollars), to: Type.Optional(Dollars) },
            { additionalProperties: false, minProperties: 1, description: 'US dollars' },
          ),
        ),
        date: Type.Optional(Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) }, { additionalProperties: false, minProperties: 1 })),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
  ),
};

export const DiscoverBody = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: MAX_DISCOVER_QUERY_LENGTH })),
    ...FilterProps,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DISCOVER_OFFSET })),
  },
  { additionalProperties: false },
);

const QueryReadingSchema = Type.Object({
  words: Type.Array(
    Type.Object({
      word: Type.String(),
      as: Type.String({ description: 'filter, keyword, stop_word or unmatched' }),
      filter: Type.Optional(Type.String()),
      overridden: Type.Optional(Type.Boolean({ description: 'an explicit filter of the body replaced what the query gave' })),
    }),
  ),
  understood: Type.Array(Type.String()),
  keywords: Type.Object({ include: Type.Array(Type.String()), exclude: Type.Array(Type.String()) }),
  stop_words: Type.Array(Type.String()),
  unmatched: Type.Array(Type.String()),
});

export const DiscoverAnswer = Type.Object({
  data: Type.Array(DiscoverResultSchema),
  meta: Type.Object({
    results: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
    params: Type.Object({ query: Type.Unsafe<string | null>({ type: ['string', 'null'] }) }),
    filters: Type.Object(FilterProps),
    query: Type.Optional(QueryReadingSchema),
  }),
});

type DiscoverBodyValue = Record<string, unknown> & { query?: string; limit?: number; offset?: number };

/** `POST /v2/discover` (and the MCP tool): the body's filters and query (the query string's when the body has none). */
export async function discoverCompanies(discover: DiscoverService, body: DiscoverBodyValue, q: { query?: string; limit?: number; offset?: number; locale?: string } = {}) {
  resolveLocale(q.locale);
  const query = body.query ?? q.query;
  const limit = body.limit ?? q.limit ?? DEFAULT_LIMIT;
  const offset = body.offset ?? q.offset ?? 0;
  const { query: _q, limit: _l, offset: _o, ...filters } = body;
  const outcome = await discover.discover(query, filters as DiscoverRequestFilters, limit, offset);
  if (!outcome.ok) throw new HttpError('wrong_params', outcome.details);
  return {
    data: outcome.results,
    meta: {
      results: outcome.total,
      limit,
      offset,
      params: { query: query ?? null },
      filters: outcome.filters,
      ...(outcome.query ? { query: outcome.query } : {}),
    },
  };
}

export function registerDiscoverRoutes(app: FastifyInstance, discover: DiscoverService): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/v2/discover',
    {
      // A query-string-only call has no body; treat it as an empty filter object.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        summary: 'Companies matching filters or a plain-language query',
        tags: ['discover'],
        querystring: Type.Object({
          query: Type.Optional(Type.String({ maxLength: MAX_DISCOVER_QUERY_LENGTH })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
          offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DISCOVER_OFFSET })),
          ...LocaleQuery,
          ...ApiKeyQuery,
        }),
        body: DiscoverBody,
        response: {
          200: DiscoverAnswer,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => discoverCompanies(discover, request.body, request.query),
  );
}
