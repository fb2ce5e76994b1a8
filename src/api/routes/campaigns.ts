/**
 * Spec endpoint 9 and the recipient operations: campaigns, served under both /v2/campaigns and
 * /v2/sequences (the newer name of the same thing).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CampaignSchema, ErrorBodySchema, RecipientSchema } from '../../contract/schemas.js';
import { MAX_RECIPIENTS_PER_CALL } from '../../core/leads/campaign-service.js';
import type { TeamWorkspaces } from '../../core/leads/team-workspaces.js';
import type { CampaignService } from '../../core/leads/campaign-service.js';
import { HttpError } from '../errors.js';
import { ApiKeyQuery, LocaleQuery, pagingQuery, requireEmail, resolveLocale } from '../params.js';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const Query = Type.Object({ ...LocaleQuery, ...ApiKeyQuery });
/** Addresses as an array, or as one string (Hunter takes both; a string may list several, comma-separated). */
export const Emails = Type.Union([
  Type.Array(Type.String({ minLength: 1, maxLength: 254 }), { maxItems: MAX_RECIPIENTS_PER_CALL }),
  Type.String({ minLength: 1, maxLength: 254 * MAX_RECIPIENTS_PER_CALL }),
]);

/** The addresses of an `emails` field, each checked (the refusal names its place). */
function emailList(emails: string | readonly string[] | undefined): string[] {
  const list = typeof emails === 'string' ? emails.split(',').map((e) => e.trim()).filter((e) => e !== '') : (emails ?? []);
  return list.map((e, i) => requireEmail(e, `emails[${i}]`));
}

const Skipped = Type.Array(Type.Object({ email: Type.String(), reason: Type.String() }));
export const RecipientsAdded = Type.Object({
  data: Type.Object({ recipients_added: Type.Integer(), added: Type.Array(Type.String()), skipped_recipients: Skipped, leads_created: Type.Array(Type.String()) }),
  meta: Type.Object({}),
});
export const RecipientsCancelled = Type.Object({
  data: Type.Object({ recipients_cancelled: Type.Integer(), cancelled: Type.Array(Type.String()), skipped_recipients: Skipped }),
  meta: Type.Object({}),
});

export const CampaignAnswer = Type.Object({ data: CampaignSchema, meta: Type.Object({}) });
export const CampaignsPage = Type.Object({
  data: Type.Object({ campaigns: Type.Array(CampaignSchema) }),
  meta: Type.Object({
    count: Type.Integer(),
    total: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
    params: Type.Object({ limit: Type.Integer(), offset: Type.Integer() }),
  }),
});
export const RecipientsPage = Type.Object({
  data: Type.Object({ recipients: Type.Array(RecipientSchema) }),
  meta: Type.Object({ limit: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }),
});
export const RecipientsBody = Type.Object(
  { emails: Type.Optional(Emails), lead_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_RECIPIENTS_PER_CALL })) },
  { additionalProperties: false },
);

/** The key's team's campaigns, what `/v2/campaigns` and `/v2/sequences` and the MCP tools run. */
export async function existingCampaign(campaigns: CampaignService, id: number) {
  const c = await campaigns.get(id);
  if (!c) throw new HttpError('not_found', `No campaign with id ${id}.`);
  return c;
}

export async function listCampaigns(campaigns: CampaignService, q: { started?: boolean; limit: number; offset: number }) {
  // The service sends no mail, so no campaign is ever started (every item says started: false).
  const { total, campaigns: page } = q.started === true ? { total: 0, campaigns: [] } : await campaigns.list(q.limit, q.offset);
  return { page, meta: { count: page.length, total, limit: q.limit, offset: q.offset, params: { limit: q.limit, offset: q.offset } } };
}

export async function campaignRecipients(campaigns: CampaignService, id: number, q: { limit: number; offset: number }) {
  await existingCampaign(campaigns, id);
  const { total, recipients } = await campaigns.recipients(id, q.limit, q.offset);
  return { data: { recipients }, meta: { limit: q.limit, offset: q.offset, total } };
}

export async function addRecipients(campaigns: CampaignService, id: number, body: { emails?: string | string[]; lead_ids?: number[] }) {
  const emails = emailList(body.emails);
  const leadIds = body.lead_ids ?? [];
  if (emails.length + leadIds.length === 0) throw new HttpError('wrong_params', 'Give emails or lead_ids.');
  if (emails.length + leadIds.length > MAX_RECIPIENTS_PER_CALL) {
    throw new HttpError('wrong_params', `At most ${MAX_RECIPIENTS_PER_CALL} recipients per call (emails and lead_ids together).`);
  }
  const res = await campaigns.addRecipients(id, { emails, leadIds });
  if (!res.ok) throw new HttpError(res.reason === 'no_campaign' ? 'not_found' : 'validation_failed', res.details);
  return {
    data: {
      recipients_added: res.added.length,
      added: res.added,
      skipped_recipients: res.alreadyPresent.map((email) => ({ email, reason: 'already a recipient' })),
      leads_created: res.leadsCreated,
    },
    meta: {},
  };
}

export async function cancelRecipients(campaigns: CampaignService, id: number, body: { emails: string | string[] }) {
  const emails = emailList(body.emails);
  if (emails.length === 0) throw new HttpError('wrong_params', 'Give emails.');
  if (emails.length > MAX_RECIPIENTS_PER_CALL) throw new HttpError('wrong_params', `At most ${MAX_RECIPIENTS_PER_CALL} recipients per call.`);
  const statuses = await campaigns.cancelRecipients(id, emails);
  if (!statuses) throw new HttpError('not_found', `No campaign with id ${id}.`);
  const cancelled = [...statuses].filter(([, s]) => s === 'cancelled').map(([e]) => e);
  const skipped = [...statuses]
    .filter(([, s]) => s !== 'cancelled')
    .map(([email, s]) => ({ email, reason: s === 'absent' ? 'not a recipient' : 'not pending' }));
  return { data: { recipients_cancelled: cancelled.length, cancelled, skipped_recipients: skipped }, meta: {} };
}

export function registerCampaignRoutes(app: FastifyInstance, teams: TeamWorkspaces, profile: 'spec' | 'vendor' = 'spec'): void {
  /** Hunter answers adding and removing recipients with 201; the spec profile with 200. */
  const changedStatus = profile === 'vendor' ? 201 : 200;
  /** The calling key's team's campaigns (the default team's for a key without one). */
  const campaignsOf = (request: FastifyRequest) => teams.of(request.apiKey?.team ?? null).campaigns;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  for (const base of ['campaigns', 'sequences'] as const) {
    const tags = [base];
    const one = Type.Object({ data: CampaignSchema, meta: Type.Object({}) });

    const existing = (request: FastifyRequest, id: number) => existingCampaign(campaignsOf(request), id);

    r.get(
      `/v2/${base}`,
      {
        schema: {
          summary: `List ${base}`,
          tags,
          querystring: Type.Object({
            started: Type.Optional(Type.Boolean({ description: "Hunter's filter: true lists only started campaigns (none here: nothing is sent), false all of them." })),
            ...pagingQuery(20, 100),
            ...LocaleQuery,
            ...ApiKeyQuery,
          }),
          response: {
            200: Type.Object({
              data: Type.Object({ [base]: Type.Array(CampaignSchema) }),
              meta: Type.Object({
                count: Type.Integer(),
                total: Type.Integer(),
                // Hunter's clients read the paging at the top of meta.
                limit: Type.Integer(),
                offset: Type.Integer(),
                params: Type.Object({ limit: Type.Integer(), offset: Type.Integer() }),
              }),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const q = request.query;
        resolveLocale(q.locale);
        const { page, meta } = await listCampaigns(campaignsOf(request), q);
        return { data: { [base]: page }, meta };
      },
    );

    r.post(
      `/v2/${base}`,
      {
        schema: {
          summary: `Create a ${base === 'campaigns' ? 'campaign' : 'sequence'}`,
          tags,
          querystring: Query,
          body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) }, { additionalProperties: false }),
          response: { 201: one, ...errors },
        },
      },
      async (request, reply) => {
        resolveLocale(request.query.locale);
        const c = await campaignsOf(request).create(request.body.name);
        reply.code(201).header('location', `/v2/${base}/${c.id}`);
        return { data: c, meta: {} };
      },
    );

    r.get(
      `/v2/${base}/:id`,
      { schema: { summary: `One of the ${base}`, tags, params: IdParams, querystring: Query, response: { 200: one, ...errors } } },
      async (request) => {
        resolveLocale(request.query.locale);
        return { data: await existing(request, request.params.id), meta: {} };
      },
    );

    r.get(
      `/v2/${base}/:id/recipients`,
      {
        schema: {
          summary: 'Recipients, in the order they were added (spec endpoint 9)',
          tags,
          params: IdParams,
          querystring: Type.Object({ ...pagingQuery(20, 100), ...LocaleQuery, ...ApiKeyQuery }),
          response: {
            200: Type.Object({
              data: Type.Object({ recipients: Type.Array(RecipientSchema) }),
              meta: Type.Object({ limit: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const q = request.query;
        resolveLocale(q.locale);
        return campaignRecipients(campaignsOf(request), request.params.id, q);
      },
    );

    r.post(
      `/v2/${base}/:id/recipients`,
      {
        schema: {
          summary: `Add recipients by email or lead id (at most ${MAX_RECIPIENTS_PER_CALL} per call); they start pending`,
          tags,
          params: IdParams,
          querystring: Query,
          body: Type.Object(
            { emails: Type.Optional(Emails), lead_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_RECIPIENTS_PER_CALL })) },
            { additionalProperties: false },
          ),
          response: {
            200: RecipientsAdded,
            201: RecipientsAdded,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        resolveLocale(request.query.locale);
        const answer = await addRecipients(campaignsOf(request), request.params.id, request.body);
        reply.code(changedStatus);
        return answer;
      },
    );

    r.delete(
      `/v2/${base}/:id/recipients`,
      {
        schema: {
          summary: 'Cancel pending recipients by email (sent ones stay)',
          tags,
          params: IdParams,
          querystring: Query,
          body: Type.Object({ emails: Emails }, { additionalProperties: false }),
          response: {
            200: RecipientsCancelled,
            201: RecipientsCancelled,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        resolveLocale(request.query.locale);
        const answer = await cancelRecipients(campaignsOf(request), request.params.id, request.body);
        reply.code(changedStatus);
        return answer;
      },
    );
  }
}
