/**
 * Campaigns (sequences) and their recipients in PostgreSQL (issue 12; schema in
 * migrations/0003_leads_campaigns.sql), one team's. The service keeps the recipient list and
 * each recipient's sending state; it sends no email.
 *
 * Adding and cancelling lock the campaign's row first, so calls on one campaign run one after
 * another (as the Lua scripts did): a recipient is added once however many calls race, arrival
 * order is the order of the calls, and the count (maintained by triggers) stays exact.
 */
import type pg from 'pg';
import type { Recipient } from '../contract/schemas.js';
import type { CampaignRow, CampaignStore, CancelStatus } from '../core/leads/lead-records.js';
import { inTransaction as transact } from './pg/transaction.js';
import { fromDbText, toDbText } from './pg/sql-text.js';
import { nextTeamId, teamColumn } from './pg/team-scope.js';

interface CampaignDbRow {
  id: string;
  name: string;
  created_at: Date;
  recipients_count: string;
}

function campaignRow(r: CampaignDbRow): CampaignRow {
  return { id: Number(r.id), name: fromDbText(r.name), created_at: r.created_at.toISOString(), recipients_count: Number(r.recipients_count) };
}

const CAMPAIGN_COLUMNS = 'id, name, created_at, recipients_count';

/** An id as a query parameter, or null for what no row can have. */
function asId(value: number): number | null {
  return Number.isSafeInteger(value) ? value : null;
}

export class CampaignRepository implements CampaignStore {
  private readonly team: string;

  constructor(
    private readonly pool: pg.Pool,
    team: string | null,
  ) {
    this.team = teamColumn(team);
  }

  async create(name: string, now: Date): Promise<CampaignRow> {
    const created_at = now.toISOString();
    const id = await transact(this.pool, async (client) => {
      const next = await nextTeamId(client, this.team, 'campaigns');
      await client.query('INSERT INTO campaigns (team, id, name, created_at) VALUES ($1, $2, $3, $4)', [this.team, next, toDbText(name), created_at]);
      return next;
    });
    return { id, name, created_at, recipients_count: 0 };
  }

  async get(id: number): Promise<CampaignRow | null> {
    const campaignId = asId(id);
    if (campaignId === null) return null;
    const { rows } = await this.pool.query<CampaignDbRow>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE team = $1 AND id = $2`, [this.team, campaignId]);
    return rows[0] ? campaignRow(rows[0]) : null;
  }

  async list(limit: number, offset: number): Promise<{ total: number; campaigns: CampaignRow[] }> {
    // The total and the page from one statement; the total's row comes back on an empty page too.
    const { rows } = await this.pool.query<{ total: string } & { [K in keyof CampaignDbRow]: CampaignDbRow[K] | null }>(
      `SELECT t.total, p.id, p.name, p.created_at, p.recipients_count
         FROM (SELECT count(*) AS total FROM campaigns WHERE team = $1) t
         LEFT JOIN LATERAL (SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE team = $1 ORDER BY id LIMIT $2 OFFSET $3) p ON true
        ORDER BY p.id`,
      [this.team, Math.max(0, limit), Math.max(0, offset)],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      campaigns: rows.filter((r) => r.id !== null).map((r) => campaignRow(r as CampaignDbRow)),
    };
  }

  /** Locks the campaign's row for this transaction; false when there is no such campaign. */
  private async lockCampaign(client: pg.PoolClient, id: number): Promise<boolean> {
    const { rows } = await client.query('SELECT 1 FROM campaigns WHERE team = $1 AND id = $2 FOR NO KEY UPDATE', [this.team, id]);
    return rows.length > 0;
  }

  /** Null when there is no such campaign; else the emails newly added, in the order given. */
  async addRecipients(id: number, recipients: readonly Recipient[]): Promise<string[] | null> {
    const campaignId = asId(id);
    if (campaignId === null) return null;
    return transact(this.pool, async (client) => {
      if (!(await this.lockCampaign(client, campaignId))) return null;
      if (recipients.length === 0) return [];
      // In the order given; an address already there (or earlier in this call) keeps its entry.
      const { rows } = await client.query<{ email: string }>(
        `INSERT INTO campaign_recipients (team, campaign_id, email, recipient)
         SELECT $1, $2, r.email, r.recipient::json
           FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS r(email, recipient, n)
          ORDER BY r.n
         ON CONFLICT (team, campaign_id, email) DO NOTHING
         RETURNING email`,
        [this.team, campaignId, recipients.map((r) => toDbText(r.email)), recipients.map((r) => JSON.stringify(r))],
      );
      const added = new Set(rows.map((r) => fromDbText(r.email)));
      return [...new Set(recipients.map((r) => r.email))].filter((e) => added.has(e));
    });
  }

  /**
   * Pending recipients are removed; others stay (what was sent cannot be unsent). Null when there
   * is no such campaign, else a status per email: 'cancelled', 'not_pending' or 'absent'.
   */
  async cancelRecipients(id: number, emails: readonly string[]): Promise<Map<string, CancelStatus> | null> {
    const campaignId = asId(id);
    if (campaignId === null) return null;
    return transact(this.pool, async (client) => {
      if (!(await this.lockCampaign(client, campaignId))) return null;
      const { rows } =
        emails.length === 0
          ? { rows: [] }
          : await client.query<{ email: string; recipient: string }>(
              'SELECT email, recipient::text AS recipient FROM campaign_recipients WHERE team = $1 AND campaign_id = $2 AND email = ANY($3::text[])',
              [this.team, campaignId, emails.map(toDbText)],
            );
      const present = new Map(rows.map((r) => [fromDbText(r.email), r.recipient]));
      // Email by email, as the Lua script went: an address given twice is 'absent' the second
      // time once the first cancelled it.
      const statuses: CancelStatus[] = [];
      const cancelled: string[] = [];
      for (const email of emails) {
        const raw = present.get(email);
        if (raw === undefined) {
          statuses.push('absent');
        } else if ((JSON.parse(raw) as { sending_status?: unknown }).sending_status === 'pending') {
          present.delete(email);
          cancelled.push(email);
          statuses.push('cancelled');
        } else {
          statuses.push('not_pending');
        }
      }
      if (cancelled.length > 0) {
        await client.query('DELETE FROM campaign_recipients WHERE team = $1 AND campaign_id = $2 AND email = ANY($3::text[])', [
          this.team,
          campaignId,
          cancelled.map(toDbText),
        ]);
      }
      return new Map(emails.map((e, i) => [e, statuses[i]!]));
    });
  }

  /** A page of the campaign's recipients in arrival order, with the total (0 for no campaign). */
  async recipients(id: number, limit: number, offset: number): Promise<{ total: number; recipients: Recipient[] }> {
    const campaignId = asId(id);
    if (campaignId === null) return { total: 0, recipients: [] };
    const { rows } = await this.pool.query<{ total: string; recipient: string | null }>(
      `SELECT t.total, p.recipient
         FROM (SELECT coalesce((SELECT recipients_count FROM campaigns WHERE team = $1 AND id = $2), 0) AS total) t
         LEFT JOIN LATERAL (
           SELECT seq, recipient::text AS recipient FROM campaign_recipients
            WHERE team = $1 AND campaign_id = $2 ORDER BY seq LIMIT $3 OFFSET $4) p ON true
        ORDER BY p.seq`,
      [this.team, campaignId, Math.max(0, limit), Math.max(0, offset)],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      recipients: rows.filter((r) => r.recipient !== null).map((r) => JSON.parse(r.recipient!) as Recipient),
    };
  }
}
