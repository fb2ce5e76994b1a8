/**
 * The calling key's account view (`GET /v2/account`) and Hunter's `GET /v2/email-count`.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiKeyInfo, ApiKeyStore, RateLimits } from '../../core/access/api-keys.js';
import { ErrorBodySchema } from '../../contract/schemas.js';
import type { LookupService } from '../../core/enrich/lookups.js';
import { DEPARTMENTS, SENIORITIES } from '../../core/enrich/vocabulary.js';
import { HttpError } from '../errors.js';
import { ApiKeyQuery, LocaleQuery, domainOrCompany, resolveLocale } from '../params.js';

const NString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const NInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };
const counts = (names: readonly string[]) => Type.Object(Object.fromEntries(names.map((n) => [n, Type.Integer()])));

function monthBounds(now: Date): { period: string; start: string; resets_at: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { period: start.toISOString().slice(0, 7), start: start.toISOString().slice(0, 10), resets_at: next.toISOString().slice(0, 10) };
}

const Used = Type.Object({ used: Type.Integer(), available: NInteger });

export const AccountAnswer = Type.Object({
  data: Type.Object({
    // Hunter's account fields. A key has no owner person or plan here: those are null,
    // as is every `available` (a self-hosted deployment sets no monthly quota).
    first_name: NString,
    last_name: NString,
    email: NString,
    plan_name: NString,
    plan_level: NInteger,
    reset_date: Type.String({ description: 'The first day of next month (UTC), when the monthly counts start again.' }),
    team_id: Type.Unsafe<string | null>({ type: ['string', 'null'], description: "The key's team; null: the deployment's default team." }),
    calls: Type.Object({ used: Type.Integer({ description: 'Every request this month that passed the rate limit.' }), available: NInteger }),
    requests: Type.Object({
      searches: Used,
      verifications: Used,
      credits: Type.Object({ used: Type.Integer({ description: 'searches + verifications (one credit each).' }), available: NInteger }),
      period: Type.String(),
      start: Type.String(),
      resets_at: Type.String(),
      used: Type.Integer({ description: 'The same count as calls.used.' }),
    }),
    key: Type.Object({
      id: Type.String(),
      name: Type.String(),
      created_at: Type.String(),
      role: Type.Union([Type.Literal('user'), Type.Literal('admin')], { description: 'admin: an operator key (queue board, deployment-wide status and metrics).' }),
      team: Type.Unsafe<string | null>({ type: ['string', 'null'], description: "The key's team (its leads, lists and campaigns); null: the deployment's default team." }),
    }),
    limits: Type.Object({ per_second: Type.Integer(), per_minute: Type.Integer() }),
  }),
  meta: Type.Object({}),
});

export const EmailCountQuery = Type.Object({
  domain: Type.Optional(Type.String()),
  company: Type.Optional(Type.String({ maxLength: 200, description: 'A company name the index resolves to its domain, or a domain or URL (when no domain is given).' })),
  type: Type.Optional(Type.Union([Type.Literal('personal'), Type.Literal('generic')], { description: 'Count only personal or only generic addresses.' })),
  ...LocaleQuery,
  ...ApiKeyQuery,
});

export const EmailCountAnswer = Type.Object({
  data: Type.Object({
    total: Type.Integer(),
    personal_emails: Type.Integer(),
    generic_emails: Type.Integer(),
    department: counts(DEPARTMENTS),
    seniority: counts(SENIORITIES),
  }),
  meta: Type.Object({ params: Type.Object({ domain: NString, company: NString, type: NString }) }),
});

/** `GET /v2/account` (and the MCP tool): the calling key's account view. */
export async function accountOf(keys: ApiKeyStore, limits: RateLimits, key: ApiKeyInfo) {
  const month = monthBounds(new Date());
  const [used, uses] = await Promise.all([keys.usage(key.id, month.period), keys.uses(key.id, month.period)]);
  return {
    data: {
      first_name: null,
      last_name: null,
      email: null,
      plan_name: null,
      plan_level: null,
      reset_date: month.resets_at,
      team_id: key.team,
      calls: { used, available: null },
      requests: {
        searches: { used: uses.searches, available: null },
        verifications: { used: uses.verifications, available: null },
        credits: { used: uses.searches + uses.verifications, available: null },
        ...month,
        used,
      },
      key: { id: key.id, name: key.name, created_at: key.createdAt, role: key.role, team: key.team },
      limits: { per_second: limits.perSecond, per_minute: limits.perMinute },
    },
    meta: {},
  };
}

/** `GET /v2/email-count` (and the MCP tool). */
export async function countEmails(lookups: LookupService, q: { domain?: string; company?: string; type?: 'personal' | 'generic'; locale?: string }) {
  resolveLocale(q.locale);
  const domain = await domainOrCompany(q, lookups);
  return { data: await lookups.emailCount(domain, q.type ?? null), meta: { params: { domain: q.domain ?? null, company: q.company ?? null, type: q.type ?? null } } };
}

export function registerAccountRoutes(app: FastifyInstance, keys: ApiKeyStore, limits: RateLimits, lookups: LookupService): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/v2/account',
    {
      schema: {
        summary: "The calling key: Hunter's account fields (this month's usage), its name, role and limits",
        tags: ['account'],
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: {
          200: AccountAnswer,
          ...errors,
        },
      },
    },
    async (request) => {
      resolveLocale(request.query.locale);
      const key = request.apiKey;
      if (!key) throw new HttpError('unauthorized', 'No API key.');
      return accountOf(keys, limits, key);
    },
  );

  r.get(
    '/v2/email-count',
    {
      schema: {
        summary: 'How many addresses the index holds for a domain, by type, department and seniority',
        tags: ['lookups'],
        querystring: EmailCountQuery,
        response: {
          200: EmailCountAnswer,
          ...errors,
        },
      },
    },
    async (request) => countEmails(lookups, request.query),
  );
}
