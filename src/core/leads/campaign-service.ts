/**
 * Campaigns (also served as "sequences") and their recipients. A recipient is a snapshot of a
 * lead taken when it was added, and references the lead by id. New recipients are `pending`; the
 * service sends nothing, so nothing moves them on (an outside sender would).
 */
import type { Campaign, Lead, Recipient } from '../../contract/schemas.js';
import type { CampaignRow, CampaignStore, CancelStatus } from './lead-records.js';
import type { LeadService } from './lead-service.js';
import { formatUtcTimestamp } from './timestamps.js';

export const MAX_RECIPIENTS_PER_CALL = 50;

export type AddRecipientsOutcome =
  | { ok: true; added: string[]; alreadyPresent: string[]; leadsCreated: string[] }
  | { ok: false; reason: 'no_campaign' | 'unknown_leads'; details: string };

function recipientOf(lead: Lead): Recipient {
  return {
    email: lead.email,
    first_name: lead.first_name,
    last_name: lead.last_name,
    position: lead.position,
    company: lead.company,
    website: lead.website,
    sending_status: 'pending',
    lead_id: lead.id,
  };
}

export class CampaignService {
  constructor(
    private readonly repo: CampaignStore,
    private readonly leads: LeadService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Hunter's campaign fields say where sending stands. This service sends no email and has no
   * pause or archive (README, "Campaigns and sequences"): no campaign is ever started, paused or
   * archived, and every one stays editable.
   */
  toWire(row: CampaignRow): Campaign {
    return {
      id: row.id,
      name: row.name,
      recipients_count: row.recipients_count,
      editable: true,
      started: false,
      archived: false,
      paused: false,
      created_at: formatUtcTimestamp(row.created_at)!,
    };
  }

  async create(name: string): Promise<Campaign> {
    return this.toWire(await this.repo.create(name.trim(), this.now()));
  }

  async get(id: number): Promise<Campaign | null> {
    const row = await this.repo.get(id);
    return row ? this.toWire(row) : null;
  }

  async list(limit: number, offset: number): Promise<{ total: number; campaigns: Campaign[] }> {
    const { total, campaigns } = await this.repo.list(limit, offset);
    return { total, campaigns: campaigns.map((c) => this.toWire(c)) };
  }

  recipients(id: number, limit: number, offset: number) {
    return this.repo.recipients(id, limit, offset);
  }

  /** The lead for an address: an existing one (lowest id), else a new lead in the default list. */
  private async leadFor(email: string): Promise<{ lead: Lead; created: boolean }> {
    const existing = await this.leads.exists(email);
    if (existing) return { lead: existing, created: false };
    const made = await this.leads.create({ email });
    if (made.ok) return { lead: made.lead, created: true };
    // Another request created it between our look-up and our write: use theirs.
    const raced = await this.leads.exists(email);
    if (raced) return { lead: raced, created: false };
    throw new Error(`could not find or create a lead for ${email}: ${made.details}`);
  }

  async addRecipients(id: number, input: { emails?: string[]; leadIds?: number[] }): Promise<AddRecipientsOutcome> {
    if (!(await this.repo.get(id))) return { ok: false, reason: 'no_campaign', details: `No campaign with id ${id}.` };
    const leads: Lead[] = [];
    const leadsCreated: string[] = [];
    if (input.leadIds && input.leadIds.length > 0) {
      const found = await Promise.all(input.leadIds.map((leadId) => this.leads.get(leadId)));
      const missing = input.leadIds.filter((_, i) => !found[i]);
      if (missing.length > 0) {
        return { ok: false, reason: 'unknown_leads', details: `No lead with id ${missing.join(', ')}; nothing was added.` };
      }
      leads.push(...(found as Lead[]));
    }
    for (const email of input.emails ?? []) {
      const { lead, created } = await this.leadFor(email);
      if (created) leadsCreated.push(email);
      leads.push(lead);
    }
    const unique = [...new Map(leads.map((l) => [l.email, l])).values()];
    const added = await this.repo.addRecipients(id, unique.map(recipientOf));
    if (added === null) return { ok: false, reason: 'no_campaign', details: `No campaign with id ${id}.` };
    const addedSet = new Set(added);
    return { ok: true, added, alreadyPresent: unique.map((l) => l.email).filter((e) => !addedSet.has(e)), leadsCreated };
  }

  cancelRecipients(id: number, emails: string[]): Promise<Map<string, CancelStatus> | null> {
    return this.repo.cancelRecipients(id, [...new Set(emails)]);
  }
}
