/**
 * Spec endpoint 7: `POST /v2/discover` with filters in a JSON body and/or a plain-language
 * `query` (body or query string).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DiscoverResultSchema, ErrorBodySchema } from '../../contract/schemas.js';
import type { DiscoverRequestFilters, DiscoverService } from '../../core/discover/discover-service.js';
import { HEADCOUNT_RANGES, type HeadcountRange } from '../../core/discover/query-parser.js';
import { HttpError } from '../errors.js';
import { ApiKeyQuery, LocaleQuery, MAX_OFFSET, resolveLocale } from '../params.js';

const Strings = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 });
const IncludeExclude = Type.Object({ include: Type.Optional(Strings), exclude: Type.Optional(Strings) }, { additionalProperties: false });
const Match = Type.Optional(Type.Union([Type.Literal('any'), Type.Literal('all')]));
const IncludeExcludeMatch = Type.Object(
  { include: Type.Optional(Strings), exclude: Type.Optional(Strings), match: Match },
  { additionalProperties: false },
);
const Location = Type.Object(
  {
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' })),
    state: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
const Locations = Type.Array(Location, { maxItems: 100 });

const FilterProps = {
  organization: Type.Optional(
    Type.Object({ domain: Type.Optional(Strings), name: Type.Optional(Strings) }, { additionalProperties: false }),
  ),
  headquarters_location: Type.Optional(
    Type.Object({ include: Type.Optional(Locations), exclude: Type.Optional(Locations) }, { additionalProperties: false }),
  ),
  industry: Type.Optional(IncludeExclude),
  headcount: Type.Optional(
    Type.Array(Type.Unsafe<HeadcountRange>({ type: 'string', enum: [...HEADCOUNT_RANGES] }), { maxItems: HEADCOUNT_RANGES.length }),
  ),
  company_type: Type.Optional(IncludeExclude),
  technology: Type.Optional(IncludeExcludeMatch),
  keywords: Type.Optional(IncludeExcludeMatch),
};

const Body = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: 500 })),
    ...FilterProps,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET })),
  },
  { additionalProperties: false },
);

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
          query: Type.Optional(Type.String({ maxLength: 500 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET })),
          ...LocaleQuery,
          ...ApiKeyQuery,
        }),
        body: Body,
        response: {
          200: Type.Object({
            data: Type.Array(DiscoverResultSchema),
            meta: Type.Object({
              results: Type.Integer(),
              limit: Type.Integer(),
              offset: Type.Integer(),
              params: Type.Object({ query: Type.Unsafe<string | null>({ type: ['string', 'null'] }) }),
              filters: Type.Object(FilterProps),
            }),
          }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      resolveLocale(request.query.locale);
      const body = request.body;
      const query = body.query ?? request.query.query;
      const limit = body.limit ?? request.query.limit ?? 10;
      const offset = body.offset ?? request.query.offset ?? 0;
      const { query: _q, limit: _l, offset: _o, ...filters } = body;
      const outcome = await discover.discover(query, filters as DiscoverRequestFilters, limit, offset);
      if (!outcome.ok) throw new HttpError('wrong_params', outcome.details);
      return {
        data: outcome.results,
        meta: { results: outcome.total, limit, offset, params: { query: query ?? null }, filters: outcome.filters },
      };
    },
  );
}
