/**
 * Spec endpoint 8 and the lead operations the spec leaves "not shown": leads CRUD, upsert by
 * email, existence check, and leads lists.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { ErrorBodySchema, LeadSchema, LeadsListSchema } from '../../contract/schemas.js';
import type { WireKeys } from '../../contract/wire-keys.js';
import type { LeadInput, LeadOutcome } from '../../core/leads/lead-service.js';
import type { TeamWorkspaces } from '../../core/leads/team-workspaces.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { ApiKeyQuery, LocaleQuery, pagingQuery, requireEmail, resolveLocale } from '../params.js';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};

const text = (max: number) => Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: max }));

/** Fields a client may set on a lead (the service's own fields are not here). */
const LeadFields = {
  first_name: text(200),
  last_name: text(200),
  position: text(500),
  company: text(500),
  company_industry: text(200),
  company_size: text(100),
  confidence_score: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: 100 })),
  website: text(2048),
  country_code: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: '^[A-Za-z]{2}$' })),
  source: text(500),
  proNetwork_url: text(2048),
  phone_number: text(100),
  socialB: text(200),
  notes: text(10_000),
  leads_list_id: Type.Optional(Type.Integer({ minimum: 1 })),
};

const CreateLeadBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), ...LeadFields }, { additionalProperties: false });
const UpdateLeadBody = Type.Object({ email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })), ...LeadFields }, { additionalProperties: false });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const ListBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }, { additionalProperties: false });
const Empty = Type.Object({});

function paged(items: string, schema: TSchema) {
  return Type.Object({
    data: Type.Object({ [items]: Type.Array(schema) }),
    meta: Type.Object({
      count: Type.Integer(),
      total: Type.Integer(),
      params: Type.Object({ limit: Type.Integer(), offset: Type.Integer() }),
    }),
  });
}

export function registerLeadRoutes(app: FastifyInstance, teams: TeamWorkspaces, wire: WireKeys): void {
  /** Hunter's status codes where they differ from the spec profile's (README, "Errors"). */
  const vendor = wire.profile === 'vendor';
  /** The calling key's team's leads (the default team's for a key without one). */
  const leadsOf = (request: FastifyRequest) => teams.of(request.apiKey?.team ?? null).leads;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const one = wire.schema(Type.Object({ data: LeadSchema, meta: Empty }));

  /** The body with vendor names mapped back, its email checked, and null country codes upper-cased. */
  function leadInput(body: Record<string, unknown>): LeadInput {
    const input = wire.input(body) as LeadInput;
    if (input.email !== undefined) input.email = requireEmail(input.email);
    if (typeof input.country_code === 'string') input.country_code = input.country_code.toUpperCase();
    return input;
  }

  function settle(outcome: LeadOutcome) {
    if (outcome.ok) return outcome;
    if (outcome.reason === 'not_found') throw new HttpError('not_found', outcome.details);
    throw new HttpError('validation_failed', outcome.details);
  }

  r.get(
    '/v2/leads',
    {
      schema: {
        summary: 'List leads (spec endpoint 8)',
        tags: ['leads'],
        querystring: Type.Object({
          leads_list_id: Type.Optional(Type.Integer({ minimum: 1 })),
          email: Type.Optional(Type.String()),
          first_name: Type.Optional(Type.String()),
          last_name: Type.Optional(Type.String()),
          company: Type.Optional(Type.String()),
          phone_number: Type.Optional(Type.String()),
          ...pagingQuery(20, 1000),
          ...LocaleQuery,
          ...ApiKeyQuery,
        }),
        response: wire.schema({ 200: paged('leads', LeadSchema), ...errors }),
      },
    },
    async (request) => {
      const q = request.query;
      resolveLocale(q.locale);
      // A blank filter value is no filter.
      const given = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v : undefined);
      const fields = {
        email: given(q.email),
        first_name: given(q.first_name),
        last_name: given(q.last_name),
        company: given(q.company),
        phone_number: given(q.phone_number),
      };
      const { total, leads: page } = await leadsOf(request).list({ listId: q.leads_list_id, fields }, q.limit, q.offset);
      return wire.payload({ data: { leads: page }, meta: { count: page.length, total, params: { limit: q.limit, offset: q.offset } } });
    },
  );

  r.get(
    '/v2/leads/exist',
    {
      schema: {
        summary: 'Whether a lead with this email exists (in any list)',
        tags: ['leads'],
        querystring: Type.Object({ email: Type.String(), ...LocaleQuery, ...ApiKeyQuery }),
        response: {
          200: Type.Object({
            data: Type.Object({ exists: Type.Boolean(), id: Type.Unsafe<number | null>({ type: ['integer', 'null'] }) }),
            meta: Type.Object({ params: Type.Object({ email: Type.String() }) }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      resolveLocale(request.query.locale);
      const email = requireEmail(request.query.email);
      const lead = await leadsOf(request).exists(email);
      return { data: { exists: lead !== null, id: lead?.id ?? null }, meta: { params: { email } } };
    },
  );

  r.get(
    '/v2/leads/:id',
    {
      schema: {
        summary: 'One lead, with its last verification status change in meta',
        tags: ['leads'],
        params: IdParams,
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: {
          200: wire.schema(
            Type.Object({
              data: LeadSchema,
              meta: Type.Object({
                last_verification_change: Type.Union([
                  Type.Object({ date: Type.String(), from: Type.Union([Type.String(), Type.Null()]), to: Type.String() }),
                  Type.Null(),
                ]),
              }),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      resolveLocale(request.query.locale);
      const lead = await leadsOf(request).get(request.params.id);
      if (!lead) throw new HttpError('not_found', `No lead with id ${request.params.id}.`);
      const change = await leadsOf(request).lastStatusChange(request.params.id);
      return wire.payload({ data: lead, meta: { last_verification_change: change } });
    },
  );

  r.post(
    '/v2/leads',
    {
      schema: {
        summary: 'Create a lead',
        tags: ['leads'],
        body: wire.schema(CreateLeadBody),
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: { 201: one, ...errors },
      },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const input = leadInput(request.body as Record<string, unknown>) as LeadInput & { email: string };
      const { lead } = settle(await leadsOf(request).create(input));
      reply.code(201).header('location', `/v2/leads/${lead.id}`);
      return wire.payload({ data: lead, meta: {} });
    },
  );

  r.put(
    '/v2/leads',
    {
      schema: {
        summary: 'Create or update the lead with this email (in leads_list_id when given)',
        tags: ['leads'],
        body: wire.schema(CreateLeadBody),
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: { 200: one, 201: one, ...errors },
      },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const input = leadInput(request.body as Record<string, unknown>) as LeadInput & { email: string };
      const { lead, created } = settle(await leadsOf(request).upsert(input));
      reply.code(created ? 201 : 200);
      return wire.payload({ data: lead, meta: {} });
    },
  );

  r.put(
    '/v2/leads/:id',
    {
      schema: {
        summary: 'Update a lead (fields given replace stored ones)',
        tags: ['leads'],
        params: IdParams,
        body: wire.schema(UpdateLeadBody),
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: { 200: one, 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const { lead } = settle(await leadsOf(request).update(request.params.id, leadInput(request.body as Record<string, unknown>)));
      // Hunter answers an update with 204 and no body; the spec profile returns the lead.
      if (vendor) return reply.code(204).send(null);
      return wire.payload({ data: lead, meta: {} });
    },
  );

  r.delete(
    '/v2/leads/:id',
    { schema: { summary: 'Delete a lead', tags: ['leads'], params: IdParams, querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }), response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      if (!(await leadsOf(request).delete(request.params.id))) throw new HttpError('not_found', `No lead with id ${request.params.id}.`);
      return reply.code(204).send(null);
    },
  );

  // --- leads lists ------------------------------------------------------------------------------
  const oneList = Type.Object({ data: LeadsListSchema, meta: Empty });

  r.get(
    '/v2/leads_lists',
    {
      schema: {
        summary: 'Leads lists',
        tags: ['leads'],
        querystring: Type.Object({ ...pagingQuery(20, 100), ...LocaleQuery, ...ApiKeyQuery }),
        response: { 200: paged('leads_lists', LeadsListSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      resolveLocale(q.locale);
      const { total, lists } = await leadsOf(request).lists(q.limit, q.offset);
      return { data: { leads_lists: lists }, meta: { count: lists.length, total, params: { limit: q.limit, offset: q.offset } } };
    },
  );

  r.post(
    '/v2/leads_lists',
    {
      schema: { summary: 'Create a leads list', tags: ['leads'], body: ListBody, querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }), response: { 201: oneList, ...errors } },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const { list, created } = await leadsOf(request).createList(request.body.name);
      if (!created) throw new HttpError('validation_failed', `A leads list named "${list.name}" already exists (id ${list.id}).`);
      reply.code(201).header('location', `/v2/leads_lists/${list.id}`);
      return { data: list, meta: {} };
    },
  );

  r.get(
    '/v2/leads_lists/:id',
    { schema: { summary: 'One leads list', tags: ['leads'], params: IdParams, querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }), response: { 200: oneList, ...errors } } },
    async (request) => {
      resolveLocale(request.query.locale);
      const list = await leadsOf(request).getList(request.params.id);
      if (!list) throw new HttpError('not_found', `No leads list with id ${request.params.id}.`);
      return { data: list, meta: {} };
    },
  );

  r.put(
    '/v2/leads_lists/:id',
    {
      schema: { summary: 'Rename a leads list', tags: ['leads'], params: IdParams, body: ListBody, querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }), response: { 200: oneList, 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const res = await leadsOf(request).renameList(request.params.id, request.body.name);
      if (res === 'not_found') throw new HttpError('not_found', `No leads list with id ${request.params.id}.`);
      if (res === 'name_taken') throw new HttpError('validation_failed', `Another leads list is named "${request.body.name.trim()}".`);
      if (vendor) return reply.code(204).send(null);
      return { data: (await leadsOf(request).getList(request.params.id))!, meta: {} };
    },
  );

  r.delete(
    '/v2/leads_lists/:id',
    {
      schema: {
        summary: 'Delete a leads list and the leads in it',
        tags: ['leads'],
        params: IdParams,
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      if ((await leadsOf(request).deleteList(request.params.id)) === null) throw new HttpError('not_found', `No leads list with id ${request.params.id}.`);
      return reply.code(204).send(null);
    },
  );
}
