/**
 * Leads, leads lists, campaigns and their recipients as tools (Hunter's own server has them), and
 * the re-verification of a leads list. Each works in the caller's team, as the routes do.
 */
import { Type } from 'typebox';
import {
  CreateLeadBody,
  LeadAnswer,
  LeadExistsAnswer,
  LeadExistsQuery,
  LeadWithChangeAnswer,
  LeadsPage,
  LeadsQuery,
  ListAnswer,
  ListBody,
  ListPagingQuery,
  ListWithLeadsAnswer,
  ListsPage,
  UpdateLeadBody,
  createLead,
  createList,
  deleteLead,
  deleteList,
  getLead,
  getListWithLeads,
  leadExists,
  leadInput,
  settle,
  listLeads,
  listLists,
  renameList,
  updateLead,
  upsertLead,
  type LeadsQueryString,
} from '../api/routes/leads.js';
import {
  CampaignAnswer,
  CampaignsPage,
  Emails,
  RecipientsAdded,
  RecipientsBody,
  RecipientsCancelled,
  RecipientsPage,
  addRecipients,
  campaignRecipients,
  cancelRecipients,
  existingCampaign,
  listCampaigns,
} from '../api/routes/campaigns.js';
import type { LeadInput } from '../core/leads/lead-service.js';
import { BulkStatusSchema, createStaged, stageBytes } from '../api/routes/bulks.js';
import { pagingQuery } from '../api/params.js';
import { HttpError } from '../api/errors.js';
import { ANNOTATIONS, type ToolCall, type ToolDef } from './tool.js';
import { argumentsOf } from './arguments.js';

const leadsOf = (call: ToolCall) => call.deps.services.teams.of(call.key.team).leads;
const campaignsOf = (call: ToolCall) => call.deps.services.teams.of(call.key.team).campaigns;

const Id = (what: string) => Type.Integer({ minimum: 1, description: `The ${what}'s id.` });
const ById = (what: string) => Type.Object({ id: Id(what) }, { additionalProperties: false });
const Deleted = Type.Object({ data: Type.Object({ id: Type.Integer(), deleted: Type.Boolean() }), meta: Type.Object({}) });

/** Leads a list re-verification takes at most (one bulk; larger lists: `cli reverify` or the scheduler). */
export const MAX_REVERIFY_LEADS = 10_000;

export const leadTools: readonly ToolDef[] = [
  {
    name: 'List-Leads',
    title: 'List Leads',
    description: "The team's leads, filtered as Hunter's \"List leads\" filters them (a list, text fields: a value contained, * any, ~ none; sync, sending and verification statuses; a free query) and paged. Free.",
    input: argumentsOf(LeadsQuery, ['sending_status[]', 'verification_status[]']),
    answer: LeadsPage,
    annotations: ANNOTATIONS.read,
    run: (args, call) => listLeads(leadsOf(call), args as LeadsQueryString),
  },
  {
    name: 'Get-Lead',
    title: 'Get a Lead',
    description: 'One lead of the team, with its last verification status change. Free.',
    input: ById('lead'),
    answer: LeadWithChangeAnswer,
    annotations: ANNOTATIONS.read,
    run: (args, call) => getLead(leadsOf(call), args.id as number),
  },
  {
    name: 'Lead-Exists',
    title: 'Lead Exists',
    description: 'Whether the team has a lead with this email (in any list), and its id. Free.',
    input: argumentsOf(LeadExistsQuery),
    answer: LeadExistsAnswer,
    annotations: ANNOTATIONS.read,
    run: (args, call) => leadExists(leadsOf(call), args as { email: string }),
  },
  {
    name: 'Create-Lead',
    title: 'Create a Lead',
    description: 'Creates a lead (an email and what is known of the person and company), in leads_list_id when given. An email the team already has is refused (validation_failed): use Create-Or-Update-Lead. Free.',
    input: argumentsOf(CreateLeadBody),
    answer: LeadAnswer,
    annotations: ANNOTATIONS.create,
    run: (args, call) => createLead(leadsOf(call), args),
  },
  {
    name: 'Create-Or-Update-Lead',
    title: 'Create or Update a Lead',
    description: "Creates the lead with this email if the team has none, else updates it with the fields given (Hunter's PUT /leads). Free.",
    input: argumentsOf(CreateLeadBody),
    answer: LeadAnswer,
    annotations: ANNOTATIONS.update,
    run: async (args, call) => (await upsertLead(leadsOf(call), args)).answer,
  },
  {
    name: 'Create-Lead-If-Missing',
    title: 'Create a Lead If Missing',
    description: 'Creates the lead with this email when the team has none in the list (leads_list_id, else the default list); an existing lead is answered as it is, never overwritten (meta.created says which). Free.',
    input: argumentsOf(CreateLeadBody),
    answer: Type.Object({ data: LeadAnswer.properties.data, meta: Type.Object({ created: Type.Boolean() }) }),
    annotations: ANNOTATIONS.create,
    async run(args, call) {
      const leads = leadsOf(call);
      const outcome = await leads.create(leadInput(args) as LeadInput & { email: string });
      if (!outcome.ok && outcome.reason === 'duplicate' && outcome.existingId !== undefined) {
        return { data: (await getLead(leads, outcome.existingId)).data, meta: { created: false } };
      }
      return { data: settle(outcome).lead, meta: { created: true } };
    },
  },
  {
    name: 'Update-Lead',
    title: 'Update a Lead',
    description: 'Updates a lead of the team: the fields given replace the stored ones. Free.',
    input: Type.Object({ id: Id('lead'), ...UpdateLeadBody.properties }, { additionalProperties: false }),
    answer: LeadAnswer,
    annotations: ANNOTATIONS.update,
    run: ({ id, ...body }, call) => updateLead(leadsOf(call), id as number, body),
  },
  {
    name: 'Delete-Lead',
    title: 'Delete a Lead',
    description: 'Deletes a lead of the team (the API answers 204; the tool answers the id deleted). Free.',
    input: ById('lead'),
    answer: Deleted,
    annotations: ANNOTATIONS.remove,
    run: async (args, call) => {
      await deleteLead(leadsOf(call), args.id as number);
      return { data: { id: args.id, deleted: true }, meta: {} };
    },
  },
  {
    name: 'List-Leads-Lists',
    title: 'List Leads Lists',
    description: "The team's leads lists with their lead counts, paged. Free.",
    input: argumentsOf(ListPagingQuery),
    answer: ListsPage,
    annotations: ANNOTATIONS.read,
    run: (args, call) => listLists(leadsOf(call), args as { limit: number; offset: number }),
  },
  {
    name: 'Get-Leads-List',
    title: 'Get a Leads List',
    description: 'A leads list of the team with a page of its leads. Free.',
    input: Type.Object({ id: Id('leads list'), ...pagingQuery(20, 100) }, { additionalProperties: false }),
    answer: ListWithLeadsAnswer,
    annotations: ANNOTATIONS.read,
    run: ({ id, ...q }, call) => getListWithLeads(leadsOf(call), id as number, q as { limit: number; offset: number }),
  },
  {
    name: 'Create-Leads-List',
    title: 'Create a Leads List',
    description: 'Creates a leads list (a name the team has not used yet). Free.',
    input: ListBody,
    answer: ListAnswer,
    annotations: ANNOTATIONS.create,
    run: (args, call) => createList(leadsOf(call), args.name as string),
  },
  {
    name: 'Update-Leads-List',
    title: 'Rename a Leads List',
    description: 'Renames a leads list of the team. Free.',
    input: Type.Object({ id: Id('leads list'), ...ListBody.properties }, { additionalProperties: false }),
    answer: ListAnswer,
    annotations: ANNOTATIONS.update,
    run: (args, call) => renameList(leadsOf(call), args.id as number, args.name as string),
  },
  {
    name: 'Delete-Leads-List',
    title: 'Delete a Leads List',
    description: 'Deletes a leads list of the team and the leads in it. Free.',
    input: ById('leads list'),
    answer: Deleted,
    annotations: ANNOTATIONS.remove,
    run: async (args, call) => {
      await deleteList(leadsOf(call), args.id as number);
      return { data: { id: args.id, deleted: true }, meta: {} };
    },
  },
  {
    name: 'Reverify-Leads-List',
    title: 'Re-verify a Leads List',
    description: `Verifies every lead of a leads list again (at most ${MAX_REVERIFY_LEADS}), as a verify bulk whose rows update the leads' verification; follow it with Get-Bulk. Its rows are not counted in the key's usage, as a bulk's are not.`,
    input: ById('leads list'),
    answer: Type.Object({ data: BulkStatusSchema, meta: Type.Object({ leads: Type.Integer() }) }),
    annotations: ANNOTATIONS.createOpen,
    async run(args, call) {
      const id = args.id as number;
      const leads = leadsOf(call);
      const list = await leads.getList(id);
      if (!list) throw new HttpError('not_found', `No leads list with id ${id}.`);
      const page = await leads.list({ listId: id }, MAX_REVERIFY_LEADS + 1, 0);
      if (page.total > MAX_REVERIFY_LEADS) throw new HttpError('wrong_params', `The list has ${page.total} leads; a re-verification takes at most ${MAX_REVERIFY_LEADS}.`);
      if (page.leads.length === 0) throw new HttpError('validation_failed', `The leads list ${id} has no leads to verify.`);
      const bulks = call.deps.pipeline.bulks;
      const csv = Buffer.from(`email\n${page.leads.map((l) => l.email).join('\n')}\n`, 'utf8');
      const staged = await stageBytes(bulks, call.key, 'verify', csv);
      const { webhook_secret: _secret, ...status } = await createStaged(bulks, call.key, staged, `leads-list-${id}.csv`, { kind: 'verify', output: 'leads', leads_list_id: id }, {});
      return { data: status, meta: { leads: page.leads.length } };
    },
  },
  {
    name: 'List-Sequences',
    title: 'List Campaigns',
    description: "The team's campaigns (sequences), paged. Free.",
    input: Type.Object({ started: Type.Optional(Type.Boolean()), ...pagingQuery(20, 100) }, { additionalProperties: false }),
    answer: CampaignsPage,
    annotations: ANNOTATIONS.read,
    run: async (args, call) => {
      const { page, meta } = await listCampaigns(campaignsOf(call), args as { limit: number; offset: number });
      return { data: { campaigns: page }, meta };
    },
  },
  {
    name: 'Create-Sequence',
    title: 'Create a Campaign',
    description: 'Creates a campaign (sequence) of the team; this service sends no mail, so it is never started. Free.',
    input: ListBody,
    answer: CampaignAnswer,
    annotations: ANNOTATIONS.create,
    run: async (args, call) => ({ data: await campaignsOf(call).create(args.name as string), meta: {} }),
  },
  {
    name: 'Get-Sequence',
    title: 'Get a Campaign',
    description: 'One campaign of the team. Free.',
    input: ById('campaign'),
    answer: CampaignAnswer,
    annotations: ANNOTATIONS.read,
    run: async (args, call) => ({ data: await existingCampaign(campaignsOf(call), args.id as number), meta: {} }),
  },
  {
    name: 'List-Sequence-Recipients',
    title: 'List Campaign Recipients',
    description: "A campaign's recipients in the order they were added, paged. Free.",
    input: Type.Object({ id: Id('campaign'), ...pagingQuery(20, 100) }, { additionalProperties: false }),
    answer: RecipientsPage,
    annotations: ANNOTATIONS.read,
    run: ({ id, ...q }, call) => campaignRecipients(campaignsOf(call), id as number, q as { limit: number; offset: number }),
  },
  {
    name: 'Add-Sequence-Recipients',
    title: 'Add Campaign Recipients',
    description: 'Adds recipients to a campaign by email or lead id (a new email becomes a lead); they start pending. Free.',
    input: Type.Object({ id: Id('campaign'), ...RecipientsBody.properties }, { additionalProperties: false }),
    answer: RecipientsAdded,
    annotations: ANNOTATIONS.create,
    run: ({ id, ...body }, call) => addRecipients(campaignsOf(call), id as number, body),
  },
  {
    name: 'Remove-Sequence-Recipients',
    title: 'Cancel Campaign Recipients',
    description: 'Cancels pending recipients of a campaign by email (sent ones stay). Free.',
    input: Type.Object({ id: Id('campaign'), emails: Emails }, { additionalProperties: false }),
    answer: RecipientsCancelled,
    annotations: ANNOTATIONS.remove,
    run: ({ id, ...body }, call) => cancelRecipients(campaignsOf(call), id as number, body as { emails: string[] }),
  },
];
