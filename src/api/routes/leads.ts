/**
 * Spec endpoint 8 and the lead operations the spec leaves "not shown": leads CRUD, upsert by
 * email, existence check, and leads lists. GET /v2/leads takes the filters of Hunter's "List
 * leads" (API documentation v2), in Hunter's filter language (see `textFilter`).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { ErrorBodySchema, LeadSchema, LeadsListSchema } from '../../contract/schemas.js';
import type { WireKeys } from '../../contract/wire-keys.js';
import { leadVerificationStatus, type LeadInput, type LeadOutcome } from '../../core/leads/lead-service.js';
import type { LeadFilter, LeadFilterField, LeadQuery } from '../../core/leads/lead-records.js';
import type { TeamWorkspaces } from '../../core/leads/team-workspaces.js';
import type { LeadService } from '../../core/leads/lead-service.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { isFormBody, markFormBody } from '../form-body.js';
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

export const CreateLeadBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), ...LeadFields }, { additionalProperties: false });
export const UpdateLeadBody = Type.Object({ email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })), ...LeadFields }, { additionalProperties: false });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ListBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }, { additionalProperties: false });
const Empty = Type.Object({});

/** Hunter's leads paging: `limit` 1-1000 (default 20), `offset` up to 100,000. */
const LEADS_MAX_LIMIT = 1000;
const LEADS_MAX_OFFSET = 100_000;

/**
 * The text filters of GET /v2/leads: Hunter's parameter (in the spec profile's key names:
 * `socialB`, `proNetwork_url`; `twitter`, `linkedin_url` with WIRE_KEYS=vendor) and the lead field.
 */
const TEXT_FILTERS: readonly (readonly [string, LeadFilterField])[] = [
  ['email', 'email'],
  ['first_name', 'first_name'],
  ['last_name', 'last_name'],
  ['position', 'position'],
  ['company', 'company'],
  ['industry', 'company_industry'],
  ['website', 'website'],
  ['country_code', 'country_code'],
  ['company_size', 'company_size'],
  ['source', 'source'],
  ['socialB', 'socialB'],
  ['proNetwork_url', 'proNetwork_url'],
  ['phone_number', 'phone_number'],
];

/** The values Hunter documents for the status filters. */
const SENDING_STATUSES = ['clicked', 'opened', 'sent', 'pending', 'error', 'bounced', 'unsubscribed', 'replied'];
const SYNC_STATUSES = ['pending', 'error', 'success'];
/**
 * A lead keeps its verification in the leads' vocabulary (deliverable, undeliverable, risky,
 * unknown). The filter takes those, and Hunter's verifier statuses as leadVerificationStatus maps
 * them where that names one status (`valid`, `invalid`); `pending` (not verified yet) is a lead
 * without a verification. `accept_all`, `webmail` and `disposable` all map to `risky`: one of them
 * alone cannot be told from the others, so they are refused rather than answered with the three.
 */
const LEAD_VERIFICATION_STATUSES = ['deliverable', 'undeliverable', 'risky', 'unknown'];
const VERIFICATION_FILTER_VALUES = [...LEAD_VERIFICATION_STATUSES, 'valid', 'invalid', 'pending'];
const FOLDED_INTO_RISKY = ['accept_all', 'webmail', 'disposable'];

function leadStatusOf(value: string): string | null {
  if (value === 'pending') return null;
  return LEAD_VERIFICATION_STATUSES.includes(value) ? value : leadVerificationStatus(value);
}

/**
 * Hunter's filter language for a text field: a value matches leads whose field contains it
 * (case-insensitive), `*` leads with any value, `~` leads with none. A blank value is no filter.
 */
function textFilter(raw: string | undefined): LeadFilter | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value === '*') return { op: 'set' };
  if (value === '~') return { op: 'unset' };
  return { op: 'contains', value };
}

/**
 * A status filter: one value or several (repeated, `name[]=`, or comma-separated), each one of
 * `allowed` (exact, case-insensitive), `~` for none; `*` alone for any.
 */
function statusFilter(param: string, raw: readonly string[], allowed: readonly string[], map: (v: string) => string | null = (v) => v): LeadFilter | undefined {
  const given = [...new Set(raw.flatMap((r) => r.split(',')).map((v) => v.trim().toLowerCase()).filter(Boolean))];
  if (given.length === 0) return undefined;
  if (given.includes('*')) {
    if (given.length > 1) throw new HttpError('wrong_params', `The ${param} parameter takes * (any value) alone.`, {}, param);
    return { op: 'set' };
  }
  const bad = given.filter((v) => v !== '~' && !allowed.includes(v));
  if (bad.length > 0) {
    throw new HttpError('wrong_params', `The ${param} parameter has unknown value(s) ${bad.join(', ')}; allowed: ${allowed.join(', ')}, ~ (none) or * (any).`, {}, param);
  }
  const mapped = given.filter((v) => v !== '~').map(map);
  const values = [...new Set(mapped.filter((v): v is string => v !== null))];
  const orUnset = given.includes('~') || mapped.includes(null);
  return values.length === 0 ? { op: 'unset' } : { op: 'one_of', values, orUnset };
}

/** The date filters take only `*` (any date) and `~` (none), as Hunter documents. */
function presenceFilter(param: string, raw: string | undefined): LeadFilter | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value === '*') return { op: 'set' };
  if (value === '~') return { op: 'unset' };
  throw new HttpError('wrong_params', `The ${param} parameter takes * (any date) or ~ (none).`, {}, param);
}

const StatusList = Type.Optional(Type.Array(Type.String(), { maxItems: 50 }));
export const LeadsQuery = Type.Object({
  leads_list_id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...Object.fromEntries(TEXT_FILTERS.map(([param]) => [param, Type.Optional(Type.String({ maxLength: 1000 }))])),
  sync_status: StatusList,
  sending_status: StatusList,
  'sending_status[]': StatusList,
  verification_status: StatusList,
  'verification_status[]': StatusList,
  last_activity_at: Type.Optional(Type.String()),
  last_contacted_at: Type.Optional(Type.String()),
  query: Type.Optional(Type.String({ maxLength: 1000 })),
  ...pagingQuery(20, LEADS_MAX_LIMIT, LEADS_MAX_OFFSET),
  ...LocaleQuery,
  ...ApiKeyQuery,
});
export type LeadsQueryString = { [k: string]: unknown } & {
  leads_list_id?: number;
  sync_status?: string[];
  sending_status?: string[];
  'sending_status[]'?: string[];
  verification_status?: string[];
  'verification_status[]'?: string[];
  last_activity_at?: string;
  last_contacted_at?: string;
  query?: string;
  limit: number;
  offset: number;
  locale?: string;
};

/** GET /v2/leads's parameters (spec key names) as the leads query. */
function leadsQuery(q: LeadsQueryString): LeadQuery {
  const custom = Object.keys(q).find((k) => k.startsWith('custom_attributes'));
  if (custom) throw new HttpError('wrong_params', `The ${custom} parameter filters on custom attributes, which leads here do not have.`, {}, 'custom_attributes');
  const fields: Partial<Record<LeadFilterField, LeadFilter>> = {};
  for (const [param, field] of TEXT_FILTERS) {
    const raw = q[param];
    fields[field] = textFilter(typeof raw === 'string' ? raw : undefined);
  }
  fields.sync_status = statusFilter('sync_status', q.sync_status ?? [], SYNC_STATUSES);
  fields.sending_status = statusFilter('sending_status', [...(q.sending_status ?? []), ...(q['sending_status[]'] ?? [])], SENDING_STATUSES);
  const verification = [...(q.verification_status ?? []), ...(q['verification_status[]'] ?? [])];
  const folded = verification.flatMap((r) => r.split(',')).map((v) => v.trim().toLowerCase()).find((v) => FOLDED_INTO_RISKY.includes(v));
  if (folded) {
    throw new HttpError(
      'wrong_params',
      `The verification_status parameter value ${folded}: leads here keep accept_all, webmail and disposable addresses as risky, which one filter cannot tell apart; use risky.`,
      {},
      'verification_status',
    );
  }
  fields.verification_status = statusFilter('verification_status', verification, VERIFICATION_FILTER_VALUES, leadStatusOf);
  fields.last_activity_at = presenceFilter('last_activity_at', q.last_activity_at);
  fields.last_contacted_at = presenceFilter('last_contacted_at', q.last_contacted_at);
  const query = q.query?.trim();
  return { listId: q.leads_list_id, fields, ...(query ? { query } : {}) };
}

/**
 * A form whose only field is `lead` (`lead[email]=...&lead[first_name]=...`, Rails' nested
 * parameters) carries the lead in it: the lead is the body. JSON bodies are taken as they are.
 */
async function unwrapLeadForm(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!isFormBody(body)) return;
  const keys = Object.keys(body);
  const inner = body.lead;
  if (keys.length === 1 && keys[0] === 'lead' && typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
    request.body = markFormBody(inner);
  }
}

export function paged(items: string, schema: TSchema) {
  return Type.Object({
    data: Type.Object({ [items]: Type.Array(schema) }),
    meta: Type.Object({
      count: Type.Integer(),
      total: Type.Integer(),
      params: Type.Object({ limit: Type.Integer(), offset: Type.Integer() }),
    }),
  });
}

// --- what the routes and the MCP tools run (answers before the wire keys) ----------------------

export const LeadAnswer = Type.Object({ data: LeadSchema, meta: Empty });
export const LeadsPage = paged('leads', LeadSchema);
export const LeadExistsQuery = Type.Object({ email: Type.String(), ...LocaleQuery, ...ApiKeyQuery });
export const LeadExistsAnswer = Type.Object({
  data: Type.Object({ exists: Type.Boolean(), id: Type.Unsafe<number | null>({ type: ['integer', 'null'] }) }),
  meta: Type.Object({ params: Type.Object({ email: Type.String() }) }),
});
export const LeadWithChangeAnswer = Type.Object({
  data: LeadSchema,
  meta: Type.Object({
    last_verification_change: Type.Union([
      Type.Object({ date: Type.String(), from: Type.Union([Type.String(), Type.Null()]), to: Type.String() }),
      Type.Null(),
    ]),
  }),
});
export const ListsPage = paged('leads_lists', LeadsListSchema);
export const ListAnswer = Type.Object({ data: LeadsListSchema, meta: Empty });
export const ListPagingQuery = Type.Object({ ...pagingQuery(20, 100), ...LocaleQuery, ...ApiKeyQuery });
/** Hunter's "Get a leads list": the list with a page of its leads (`limit`, `offset`). */
export const ListWithLeadsAnswer = Type.Object({
  data: Type.Object({ ...LeadsListSchema.properties, leads: Type.Array(LeadSchema) }),
  meta: Type.Object({ params: Type.Object({ limit: Type.Integer(), offset: Type.Integer() }) }),
});

/** A lead body (the service's key names) with its email checked and its country code upper-cased. */
export function leadInput(body: Record<string, unknown>): LeadInput {
  const input = { ...body } as LeadInput;
  if (input.email !== undefined) input.email = requireEmail(input.email);
  if (typeof input.country_code === 'string') input.country_code = input.country_code.toUpperCase();
  return input;
}

/** A lead write's outcome, or the API's refusal (404 for a list or lead not found, else 422). */
export function settle(outcome: LeadOutcome) {
  if (outcome.ok) return outcome;
  if (outcome.reason === 'not_found') throw new HttpError('not_found', outcome.details);
  throw new HttpError('validation_failed', outcome.details);
}

/** `GET /v2/leads`: the query in the service's key names. */
export async function listLeads(leads: LeadService, q: LeadsQueryString) {
  resolveLocale(q.locale);
  const { total, leads: page } = await leads.list(leadsQuery(q), q.limit, q.offset);
  return { data: { leads: page }, meta: { count: page.length, total, params: { limit: q.limit, offset: q.offset } } };
}

export async function leadExists(leads: LeadService, q: { email: string; locale?: string }) {
  resolveLocale(q.locale);
  const email = requireEmail(q.email);
  const lead = await leads.exists(email);
  return { data: { exists: lead !== null, id: lead?.id ?? null }, meta: { params: { email } } };
}

export async function getLead(leads: LeadService, id: number) {
  const lead = await leads.get(id);
  if (!lead) throw new HttpError('not_found', `No lead with id ${id}.`);
  const change = await leads.lastStatusChange(id);
  return { data: lead, meta: { last_verification_change: change } };
}

export async function createLead(leads: LeadService, body: Record<string, unknown>) {
  const { lead } = settle(await leads.create(leadInput(body) as LeadInput & { email: string }));
  return { data: lead, meta: {} };
}

/** `PUT /v2/leads`: the lead with this email created, or updated (created says which). */
export async function upsertLead(leads: LeadService, body: Record<string, unknown>) {
  const { lead, created } = settle(await leads.upsert(leadInput(body) as LeadInput & { email: string }));
  return { answer: { data: lead, meta: {} }, created };
}

export async function updateLead(leads: LeadService, id: number, body: Record<string, unknown>) {
  const { lead } = settle(await leads.update(id, leadInput(body)));
  return { data: lead, meta: {} };
}

export async function deleteLead(leads: LeadService, id: number): Promise<void> {
  if (!(await leads.delete(id))) throw new HttpError('not_found', `No lead with id ${id}.`);
}

export async function listLists(leads: LeadService, q: { limit: number; offset: number; locale?: string }) {
  resolveLocale(q.locale);
  const { total, lists } = await leads.lists(q.limit, q.offset);
  return { data: { leads_lists: lists }, meta: { count: lists.length, total, params: { limit: q.limit, offset: q.offset } } };
}

export async function createList(leads: LeadService, name: string) {
  const { list, created } = await leads.createList(name);
  if (!created) throw new HttpError('validation_failed', `A leads list named "${list.name}" already exists (id ${list.id}).`);
  return { data: list, meta: {} };
}

export async function getListWithLeads(leads: LeadService, id: number, q: { limit: number; offset: number; locale?: string }) {
  resolveLocale(q.locale);
  const list = await leads.getList(id);
  if (!list) throw new HttpError('not_found', `No leads list with id ${id}.`);
  const page = await leads.list({ listId: list.id }, q.limit, q.offset);
  return { data: { ...list, leads: page.leads }, meta: { params: { limit: q.limit, offset: q.offset } } };
}

export async function renameList(leads: LeadService, id: number, name: string) {
  const res = await leads.renameList(id, name);
  if (res === 'not_found') throw new HttpError('not_found', `No leads list with id ${id}.`);
  if (res === 'name_taken') throw new HttpError('validation_failed', `Another leads list is named "${name.trim()}".`);
  return { data: (await leads.getList(id))!, meta: {} };
}

export async function deleteList(leads: LeadService, id: number): Promise<void> {
  if ((await leads.deleteList(id)) === null) throw new HttpError('not_found', `No leads list with id ${id}.`);
}

export function registerLeadRoutes(app: FastifyInstance, teams: TeamWorkspaces, wire: WireKeys): void {
  /** Hunter's status codes where they differ from the spec profile's (README, "Errors"). */
  const vendor = wire.profile === 'vendor';
  /** The calling key's team's leads (the default team's for a key without one). */
  const leadsOf = (request: FastifyRequest) => teams.of(request.apiKey?.team ?? null).leads;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const one = wire.schema(LeadAnswer);
  /** A body with the vendor's key names mapped back to the service's. */
  const bodyOf = (request: FastifyRequest) => wire.input(request.body as Record<string, unknown>) as Record<string, unknown>;

  r.get(
    '/v2/leads',
    {
      schema: {
        summary: 'List leads (spec endpoint 8), with the filters of Hunter\'s "List leads"',
        tags: ['leads'],
        querystring: wire.schema(LeadsQuery),
        response: wire.schema({ 200: LeadsPage, ...errors }),
      },
    },
    async (request) => wire.payload(await listLeads(leadsOf(request), wire.input(request.query as LeadsQueryString))),
  );

  r.get(
    '/v2/leads/exist',
    {
      schema: {
        summary: 'Whether a lead with this email exists (in any list)',
        tags: ['leads'],
        querystring: LeadExistsQuery,
        response: { 200: LeadExistsAnswer, ...errors },
      },
    },
    async (request) => leadExists(leadsOf(request), request.query),
  );

  r.get(
    '/v2/leads/:id',
    {
      schema: {
        summary: 'One lead, with its last verification status change in meta',
        tags: ['leads'],
        params: IdParams,
        querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }),
        response: { 200: wire.schema(LeadWithChangeAnswer), ...errors },
      },
    },
    async (request) => {
      resolveLocale(request.query.locale);
      return wire.payload(await getLead(leadsOf(request), request.params.id));
    },
  );

  r.post(
    '/v2/leads',
    {
      preValidation: unwrapLeadForm,
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
      const answer = await createLead(leadsOf(request), bodyOf(request));
      reply.code(201).header('location', `/v2/leads/${answer.data.id}`);
      return wire.payload(answer);
    },
  );

  r.put(
    '/v2/leads',
    {
      preValidation: unwrapLeadForm,
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
      const { answer, created } = await upsertLead(leadsOf(request), bodyOf(request));
      reply.code(created ? 201 : 200);
      return wire.payload(answer);
    },
  );

  r.put(
    '/v2/leads/:id',
    {
      preValidation: unwrapLeadForm,
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
      const answer = await updateLead(leadsOf(request), request.params.id, bodyOf(request));
      // Hunter answers an update with 204 and no body; the spec profile returns the lead.
      if (vendor) return reply.code(204).send(null);
      return wire.payload(answer);
    },
  );

  r.delete(
    '/v2/leads/:id',
    { schema: { summary: 'Delete a lead', tags: ['leads'], params: IdParams, querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }), response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      await deleteLead(leadsOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // --- leads lists ------------------------------------------------------------------------------

  r.get(
    '/v2/leads_lists',
    {
      schema: {
        summary: 'Leads lists',
        tags: ['leads'],
        querystring: ListPagingQuery,
        response: { 200: ListsPage, ...errors },
      },
    },
    async (request) => listLists(leadsOf(request), request.query),
  );

  r.post(
    '/v2/leads_lists',
    {
      schema: { summary: 'Create a leads list', tags: ['leads'], body: ListBody, querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }), response: { 201: ListAnswer, ...errors } },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const answer = await createList(leadsOf(request), request.body.name);
      reply.code(201).header('location', `/v2/leads_lists/${answer.data.id}`);
      return answer;
    },
  );

  const listWithLeads = Type.Object({
    data: Type.Object({ ...LeadsListSchema.properties, leads: Type.Array(wire.schema(LeadSchema)) }),
    meta: ListWithLeadsAnswer.properties.meta,
  });
  r.get(
    '/v2/leads_lists/:id',
    {
      schema: {
        summary: 'One leads list, with a page of its leads',
        tags: ['leads'],
        params: IdParams,
        querystring: ListPagingQuery,
        response: { 200: listWithLeads, ...errors },
      },
    },
    async (request) => {
      const answer = await getListWithLeads(leadsOf(request), request.params.id, request.query);
      return { data: { ...answer.data, leads: wire.payload(answer.data.leads) }, meta: answer.meta };
    },
  );

  r.put(
    '/v2/leads_lists/:id',
    {
      schema: { summary: 'Rename a leads list', tags: ['leads'], params: IdParams, body: ListBody, querystring: Type.Object({ ...LocaleQuery, ...ApiKeyQuery }), response: { 200: ListAnswer, 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      resolveLocale(request.query.locale);
      const answer = await renameList(leadsOf(request), request.params.id, request.body.name);
      if (vendor) return reply.code(204).send(null);
      return answer;
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
      await deleteList(leadsOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
