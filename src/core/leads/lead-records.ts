/**
 * The shapes leads, lists and campaigns are stored in, and what the services need from their
 * stores (implemented in store/ over PostgreSQL).
 */
import type { Company, Person, Recipient } from '../../contract/schemas.js';

/**
 * The fields GET /v2/leads filters on, by the names leads store them under (Hunter's `industry`,
 * `twitter` and `linkedin_url` are `company_industry`, `socialB` and `proNetwork_url` here;
 * `verification_status` is `verification.status`). Hunter's API documentation, "List leads".
 */
export const LEAD_FILTER_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'position',
  'company',
  'company_industry',
  'website',
  'country_code',
  'company_size',
  'source',
  'socialB',
  'proNetwork_url',
  'phone_number',
  'sync_status',
  'sending_status',
  'verification_status',
  'last_activity_at',
  'last_contacted_at',
] as const;
export type LeadFilterField = (typeof LEAD_FILTER_FIELDS)[number];

/**
 * One filter of GET /v2/leads, as Hunter's documentation gives them: a value matches leads whose
 * field contains it (case-insensitive), `*` those with any value, `~` those with none; the
 * statuses match one of several values exactly (case-insensitive), `~` among them meaning none.
 */
export type LeadFilter =
  | { op: 'contains'; value: string }
  | { op: 'set' }
  | { op: 'unset' }
  | { op: 'one_of'; values: string[]; orUnset: boolean };

export interface LeadQuery {
  listId?: number;
  /** The lead with this address (exact, case-insensitive): upserts and the existence check, not a filter of Hunter's. */
  email?: string;
  fields?: Partial<Record<LeadFilterField, LeadFilter>>;
  /** Hunter's `query`: the first name, the last name or the email contains this (case-insensitive). */
  query?: string;
}

/** The website a lead shows: its own, else `http://<domain of the address>` (so it follows the address). */
export function leadWebsite(lead: StoredLead): unknown {
  const email = String(lead.email);
  return lead.website ?? `http://${email.slice(email.lastIndexOf('@') + 1)}`;
}

/**
 * The value a filter compares, as the lead shows it (the default website included), or null
 * when the lead has no text there (a number in a text field is no text to search).
 */
export function leadFilterValue(lead: StoredLead, field: LeadFilterField): string | null {
  const v =
    field === 'website'
      ? leadWebsite(lead)
      : field === 'verification_status'
        ? (lead.verification as { status?: unknown } | null | undefined)?.status
        : lead[field];
  return typeof v === 'string' ? v : null;
}

/**
 * What lead creation reads from the index (LookupService.contact): the person behind an address,
 * their company, and the confidence of the address's email record.
 */
export interface IndexedContacts {
  contact(email: string, opts: { locale: null }): Promise<{ person: Person; company: Company | null; confidence: number | null } | null>;
}

/** What a lead stores; `id` and the embedded list are the repository's to add. */
export interface StoredLead {
  email: string;
  list_id: number;
  created_at: string;
  [field: string]: unknown;
}

export interface LeadRow {
  id: number;
  lead: StoredLead;
}

export interface ListRow {
  id: number;
  name: string;
  created_at: string;
  leads_count: number;
}

export type LeadWriteResult =
  | { kind: 'ok'; id: number }
  | { kind: 'duplicate'; existingId: number }
  | { kind: 'no_list' }
  | { kind: 'not_found' }
  | { kind: 'conflict' };

export interface CampaignRow {
  id: number;
  name: string;
  created_at: string;
  recipients_count: number;
}

export type CancelStatus = 'cancelled' | 'not_pending' | 'absent';

export interface LeadStore {
  getLead(id: number): Promise<{ lead: StoredLead; raw: string } | null>;
  getLeads(ids: readonly number[]): Promise<LeadRow[]>;
  writeLead(lead: StoredLead, previous: { id: number; lead: StoredLead; raw: string } | null): Promise<LeadWriteResult>;
  deleteLead(id: number): Promise<boolean>;
  findLeadIds(query: LeadQuery, limit: number, offset: number): Promise<{ total: number; ids: number[] }>;
  leadIdByEmail(email: string): Promise<number | null>;
  staleLeadIds(epochSeconds: number, limit: number, offset: number): Promise<number[]>;
  recordStatusChange(id: number, change: { date: string; from: string | null; to: string }): Promise<void>;
  lastStatusChange(id: number): Promise<{ date: string; from: string | null; to: string } | null>;
  ensureList(name: string, now: Date): Promise<{ id: number; created: boolean }>;
  getList(id: number): Promise<ListRow | null>;
  getLists(ids: readonly number[]): Promise<Map<number, ListRow>>;
  listLists(limit: number, offset: number): Promise<{ total: number; lists: ListRow[] }>;
  listIdByName(name: string): Promise<number | null>;
  renameList(id: number, name: string): Promise<'ok' | 'not_found' | 'name_taken'>;
  deleteList(id: number): Promise<number | null>;
}

export interface CampaignStore {
  create(name: string, now: Date): Promise<CampaignRow>;
  get(id: number): Promise<CampaignRow | null>;
  list(limit: number, offset: number): Promise<{ total: number; campaigns: CampaignRow[] }>;
  addRecipients(id: number, recipients: readonly Recipient[]): Promise<string[] | null>;
  cancelRecipients(id: number, emails: readonly string[]): Promise<Map<string, CancelStatus> | null>;
  recipients(id: number, limit: number, offset: number): Promise<{ total: number; recipients: Recipient[] }>;
}
