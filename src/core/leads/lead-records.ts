/**
 * The shapes leads, lists and campaigns are stored in, and what the services need from their
 * stores (implemented in store/ over PostgreSQL).
 */
import type { Recipient } from '../../contract/schemas.js';

export const LEAD_FILTER_FIELDS = ['email', 'first_name', 'last_name', 'company', 'phone_number'] as const;
export type LeadFilterField = (typeof LEAD_FILTER_FIELDS)[number];

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
  findLeadIds(
    filters: { listId?: number; fields?: Partial<Record<LeadFilterField, string>> },
    limit: number,
    offset: number,
  ): Promise<{ total: number; ids: number[] }>;
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
