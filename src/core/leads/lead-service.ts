/**
 * Leads and leads lists: the user's own CRM-side records. Expected refusals (duplicate email in
 * a list, unknown list, unknown lead) come back as outcomes; the API maps them to HTTP errors.
 *
 * Rules (README, "Leads"):
 * - A lead without `leads_list_id` goes to the list named "My leads", created on first use.
 * - An email is unique within a list (case-insensitive); the same address may be in two lists.
 * - `website` defaults to `http://<domain of the address>` when not given.
 * - A lead created for an address the index knows (a person or an email record) takes the fields
 *   the caller did not give from the index (names, position, company, industry, size, website,
 *   country, phone, handles, the address's confidence); what the caller gave wins, even null, and
 *   what neither knows is null.
 * - `sync_status`, `sending_status`, `last_activity_at`, `last_contacted_at` and `verification`
 *   are the service's own: campaigns and verification set them, a client cannot.
 */
import { LeadSchema, type Lead, type LeadsList } from '../../contract/schemas.js';
import { fillToSchema } from '../../contract/fill.js';
import { leadWebsite, type IndexedContacts, type LeadQuery, type LeadRow, type LeadStore, type ListRow, type StoredLead } from './lead-records.js';
import { leadFieldsOf } from './indexed-fields.js';
import { formatUtcTimestamp } from './timestamps.js';

export const DEFAULT_LIST_NAME = 'My leads';

export const LEAD_INPUT_FIELDS = [
  'first_name',
  'last_name',
  'position',
  'company',
  'company_industry',
  'company_size',
  'confidence_score',
  'website',
  'country_code',
  'source',
  'proNetwork_url',
  'phone_number',
  'socialB',
  'notes',
] as const;

export type LeadInput = { email?: string; leads_list_id?: number } & Partial<
  Record<(typeof LEAD_INPUT_FIELDS)[number], string | number | null>
>;

/**
 * A verification status as leads carry it (the spec shows `deliverable` on leads): valid ->
 * deliverable; invalid -> undeliverable; accept_all, webmail and disposable -> risky (delivery
 * is accepted but not proven, or the inbox is throw-away); unknown -> unknown.
 */
export function leadVerificationStatus(status: string): string {
  switch (status) {
    case 'valid':
      return 'deliverable';
    case 'invalid':
      return 'undeliverable';
    case 'accept_all':
    case 'webmail':
    case 'disposable':
      return 'risky';
    default:
      return 'unknown';
  }
}

export type LeadOutcome =
  | { ok: true; lead: Lead; created: boolean }
  | { ok: false; reason: 'duplicate' | 'no_list' | 'not_found'; details: string; existingId?: number };

const MAX_WRITE_ATTEMPTS = 20;

/** Randomized backoff between compare-and-set attempts, so racing writers stop colliding. */
function backoff(attempt: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 ** attempt)));
}

export class LeadService {
  /**
   * Writes to one lead from this process, one after the other: each reads what the one before
   * wrote, so racing requests of one process never fail their compare-and-set (forty racing PUTs
   * of one email on a loaded machine ran out of attempts). Writers in other processes still meet
   * as compare-and-set conflicts, retried below.
   */
  private readonly writing = new Map<string, Promise<unknown>>();

  private inTurn<T>(key: string, write: () => Promise<T>): Promise<T> {
    const before = this.writing.get(key) ?? Promise.resolve();
    const mine = before.then(write, write);
    const settled = mine.catch(() => undefined);
    this.writing.set(key, settled);
    void settled.then(() => {
      if (this.writing.get(key) === settled) this.writing.delete(key);
    });
    return mine;
  }

  constructor(
    private readonly repo: LeadStore,
    private readonly now: () => Date = () => new Date(),
    /** Where new leads' unknown fields are looked up; null: nowhere (they stay as given). */
    private readonly index: IndexedContacts | null = null,
  ) {}

  toWire(row: LeadRow, list: ListRow): Lead {
    const verification = (row.lead.verification ?? {}) as { date?: string | null; status?: string | null };
    return fillToSchema<Lead>(LeadSchema, {
      ...row.lead,
      // The default website follows the address (so it moves when the email changes).
      website: leadWebsite(row.lead),
      id: row.id,
      leads_list: { id: list.id, name: list.name, leads_count: list.leads_count },
      created_at: formatUtcTimestamp(row.lead.created_at),
      last_activity_at: formatUtcTimestamp(row.lead.last_activity_at as string | null),
      last_contacted_at: formatUtcTimestamp(row.lead.last_contacted_at as string | null),
      verification: { date: formatUtcTimestamp(verification.date), status: verification.status ?? null },
    });
  }

  listToWire(list: ListRow): LeadsList {
    return { id: list.id, name: list.name, leads_count: list.leads_count, created_at: formatUtcTimestamp(list.created_at)! };
  }

  private async wire(rows: LeadRow[]): Promise<Lead[]> {
    const lists = await this.repo.getLists(rows.map((r) => r.lead.list_id));
    return rows.flatMap((r) => {
      const list = lists.get(r.lead.list_id);
      return list ? [this.toWire(r, list)] : [];
    });
  }

  async get(id: number): Promise<Lead | null> {
    const [lead] = await this.wire(await this.repo.getLeads([id]));
    return lead ?? null;
  }

  async list(query: LeadQuery, limit: number, offset: number): Promise<{ total: number; leads: Lead[] }> {
    const { total, ids } = await this.repo.findLeadIds(query, limit, offset);
    return { total, leads: await this.wire(await this.repo.getLeads(ids)) };
  }

  async exists(email: string): Promise<Lead | null> {
    const id = await this.repo.leadIdByEmail(email);
    return id === null ? null : this.get(id);
  }

  private async listIdFor(input: LeadInput): Promise<number> {
    if (input.leads_list_id !== undefined) return input.leads_list_id;
    return (await this.repo.ensureList(DEFAULT_LIST_NAME, this.now())).id;
  }

  private apply(base: StoredLead, input: LeadInput): StoredLead {
    const out: StoredLead = { ...base };
    for (const field of LEAD_INPUT_FIELDS) {
      if (input[field] !== undefined) out[field] = input[field];
    }
    if (input.email !== undefined) out.email = input.email;
    if (input.leads_list_id !== undefined) out.list_id = input.leads_list_id;
    return out;
  }

  /** The fields the index knows of an address (only known ones: nothing to overwrite with null). */
  private async indexed(email: string): Promise<LeadInput> {
    const found = this.index ? await this.index.contact(email, { locale: null }) : null;
    if (!found) return {};
    const fields = { ...leadFieldsOf(found.person, found.company), confidence_score: found.confidence };
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
  }

  async create(input: LeadInput & { email: string }): Promise<LeadOutcome> {
    const [listId, known] = await Promise.all([this.listIdFor(input), this.indexed(input.email)]);
    // The index's values first, then the caller's over them: what the caller gave wins.
    const lead = this.apply(this.apply({ email: input.email, list_id: listId, created_at: this.now().toISOString() }, known), input);
    const res = await this.repo.writeLead(lead, null);
    return this.outcome(res, lead, true);
  }

  /** Partial update: fields given replace stored ones; retried when another writer got there first. */
  update(id: number, patch: LeadInput): Promise<LeadOutcome> {
    return this.inTurn(`lead:${id}`, () => this.updateNow(id, patch));
  }

  private async updateNow(id: number, patch: LeadInput): Promise<LeadOutcome> {
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const current = await this.repo.getLead(id);
      if (!current) return { ok: false, reason: 'not_found', details: `No lead with id ${id}.` };
      const next = this.apply(current.lead, patch);
      const res = await this.repo.writeLead(next, { id, ...current });
      if (res.kind !== 'conflict') return this.outcome(res, next, false);
      await backoff(attempt);
    }
    throw new Error(`lead ${id}: too many concurrent updates`);
  }

  /** PUT /v2/leads: updates the lead with this email (in the given list, else any), or creates it. */
  async upsert(input: LeadInput & { email: string }): Promise<LeadOutcome> {
    const { ids } = await this.repo.findLeadIds({ listId: input.leads_list_id, email: input.email }, 1, 0);
    if (ids[0] !== undefined) return this.update(ids[0], input);
    const created = await this.create(input);
    // Another request created the same email in the list meanwhile: update that lead instead.
    if (!created.ok && created.reason === 'duplicate' && created.existingId !== undefined) return this.update(created.existingId, input);
    return created;
  }

  /**
   * Writes a lead from a bulk's row into a list: upsert by email within the list, with the
   * service-owned verification when the bulk verified the address.
   */
  async upsertFromBulk(listId: number, input: LeadInput & { email: string }, verification: { date: string; status: string } | null): Promise<LeadOutcome> {
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const { ids } = await this.repo.findLeadIds({ listId, email: input.email }, 1, 0);
      const current = ids[0] !== undefined ? await this.repo.getLead(ids[0]) : null;
      const base: StoredLead = current?.lead ?? { email: input.email, list_id: listId, created_at: this.now().toISOString() };
      const next = this.apply(base, { ...input, leads_list_id: listId });
      if (verification) next.verification = verification;
      const res = await this.repo.writeLead(next, current && ids[0] !== undefined ? { id: ids[0], ...current } : null);
      if (res.kind !== 'conflict' && res.kind !== 'duplicate') return this.outcome(res, next, current === null);
      await backoff(attempt);
    }
    throw new Error(`lead ${input.email}: too many concurrent writes`);
  }

  /** Leads verified before the date (never-verified first), for scheduled re-verification. */
  staleLeads(before: Date, limit: number, offset: number): Promise<number[]> {
    return this.repo.staleLeadIds(Math.floor(before.getTime() / 1000), limit, offset);
  }

  /** Stores a new verification and, when the status changed, a history entry. */
  async setVerification(id: number, verification: { date: string; status: string }): Promise<'changed' | 'same' | 'gone'> {
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const current = await this.repo.getLead(id);
      if (!current) return 'gone';
      const before = (current.lead.verification as { status?: string | null } | undefined)?.status ?? null;
      const res = await this.repo.writeLead({ ...current.lead, verification }, { id, ...current });
      if (res.kind === 'conflict') {
        await backoff(attempt);
        continue;
      }
      if (res.kind !== 'ok') return 'gone';
      if (before !== verification.status) {
        await this.repo.recordStatusChange(id, { date: verification.date, from: before, to: verification.status });
        return 'changed';
      }
      return 'same';
    }
    throw new Error(`lead ${id}: too many concurrent writes`);
  }

  lastStatusChange(id: number) {
    return this.repo.lastStatusChange(id);
  }

  async delete(id: number): Promise<boolean> {
    return this.repo.deleteLead(id);
  }

  private async outcome(
    res: Awaited<ReturnType<LeadStore['writeLead']>>,
    lead: StoredLead,
    created: boolean,
  ): Promise<LeadOutcome> {
    switch (res.kind) {
      case 'ok': {
        const wired = await this.get(res.id);
        // Deleted (with its list, or by id) between our write and this read.
        if (!wired) return { ok: false, reason: 'not_found', details: `Lead ${res.id} was deleted while it was being written.` };
        return { ok: true, lead: wired, created };
      }
      case 'duplicate':
        return {
          ok: false,
          reason: 'duplicate',
          existingId: res.existingId,
          details: `A lead with the email ${lead.email} already exists in leads list ${lead.list_id} (lead ${res.existingId}).`,
        };
      case 'no_list':
        return { ok: false, reason: 'no_list', details: `No leads list with id ${lead.list_id}.` };
      case 'not_found':
        return { ok: false, reason: 'not_found', details: 'The lead no longer exists.' };
      case 'conflict':
        throw new Error('unexpected write conflict');
    }
  }

  // --- lists ------------------------------------------------------------------------------------
  async createList(name: string): Promise<{ list: LeadsList; created: boolean }> {
    const { id, created } = await this.repo.ensureList(name, this.now());
    const list = await this.repo.getList(id);
    if (!list) throw new Error(`leads list ${id} vanished after its creation`);
    return { list: this.listToWire(list), created };
  }

  async getList(id: number): Promise<LeadsList | null> {
    const list = await this.repo.getList(id);
    return list ? this.listToWire(list) : null;
  }

  async lists(limit: number, offset: number): Promise<{ total: number; lists: LeadsList[] }> {
    const { total, lists } = await this.repo.listLists(limit, offset);
    return { total, lists: lists.map((l) => this.listToWire(l)) };
  }

  renameList(id: number, name: string) {
    return this.repo.renameList(id, name);
  }

  deleteList(id: number) {
    return this.repo.deleteList(id);
  }

  listIdByName(name: string) {
    return this.repo.listIdByName(name);
  }
}
