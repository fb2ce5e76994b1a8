/**
 * Leads and leads lists in PostgreSQL (issue 12; schema in migrations/0003_leads_campaigns.sql),
 * one team's: every statement names the team, and ids count per team.
 *
 * What Redis's Lua scripts guaranteed, the schema guarantees here: an email is unique per list
 * (a unique constraint; a writer that loses the race gets 'duplicate' with the winner's id), a
 * lead never points at a missing list (a foreign key; deleting a list deletes its leads), and a
 * list's count is maintained by triggers in the writing transaction, so it cannot drift.
 *
 * Locks, always in this order, so writers cannot deadlock one another: the lists a write touches,
 * in id order, FOR KEY SHARE (writers of one list run side by side; a list's deletion, which
 * locks it FOR UPDATE, waits for them and they for it, then find no list); then the lead; then
 * the team's id counter (creates in a team take turns on it); last the count triggers update the
 * lists' rows, again in id order. Should PostgreSQL still report a deadlock or a serialization
 * failure, the transaction is run again (a few times).
 */
import type pg from 'pg';
import {
  LEAD_FILTER_FIELDS,
  leadFilterValue,
  type LeadFilter,
  type LeadFilterField,
  type LeadQuery,
  type LeadRow,
  type LeadStore,
  type LeadWriteResult,
  type ListRow,
  type StoredLead,
} from '../core/leads/lead-records.js';
import { inTransaction as transact } from './pg/transaction.js';
import { fromDbText, pgCode, toDbText } from './pg/sql-text.js';
import { nextTeamId, teamColumn } from './pg/team-scope.js';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/** Lists are named uniquely per team, ignoring case and surrounding blanks. */
export function listNameKey(name: string): string {
  return name.trim().toLowerCase();
}

function pgConstraint(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null ? (err as { constraint?: string }).constraint : undefined;
}

/** An id as a query parameter, or null for what no row can have (not a safe integer). */
function asId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

function verifiedAtSeconds(lead: StoredLead): number {
  const date = (lead.verification as { date?: string | null } | undefined)?.date;
  const t = date ? Date.parse(date) : NaN;
  return Number.isNaN(t) ? 0 : Math.floor(t / 1000);
}

/**
 * The key column of each filterable field (migrations/0008_lead_filters.sql). A key is the
 * field's text trimmed and lower-cased by the SQL function lead_filter_key, which also
 * normalizes filter values, so a key and a value are always compared in one form.
 */
const KEY_COLUMN: Record<LeadFilterField, string> = {
  email: 'email_key',
  first_name: 'first_name_key',
  last_name: 'last_name_key',
  position: 'position_key',
  company: 'company_key',
  company_industry: 'industry_key',
  website: 'website_key',
  country_code: 'country_code_key',
  company_size: 'company_size_key',
  source: 'source_key',
  socialB: 'social_b_key',
  proNetwork_url: 'pro_network_url_key',
  phone_number: 'phone_number_key',
  sync_status: 'sync_status_key',
  sending_status: 'sending_status_key',
  verification_status: 'verification_status_key',
  last_activity_at: 'last_activity_at_key',
  last_contacted_at: 'last_contacted_at_key',
};
const KEY_COLUMNS = LEAD_FILTER_FIELDS.map((f) => KEY_COLUMN[f]);
/** writeLead's parameters: team, id, list, email ($1-$4), the keys' sources ($5...), then verified_at and the document. */
const UPDATE_KEYS = KEY_COLUMNS.map((c, i) => `${c} = lead_filter_key($${i + 5})`).join(', ');
const INSERT_KEYS = KEY_COLUMNS.map((_, i) => `lead_filter_key($${i + 5})`).join(', ');
const KEYS_END = KEY_COLUMNS.length + 5;

/** A field's text as its key is computed from (lead_filter_key makes it the key in SQL), or null. */
function keySource(lead: StoredLead, field: LeadFilterField): string | null {
  const v = leadFilterValue(lead, field);
  return v === null ? null : toDbText(v);
}

/** `%`, `_` and the escape character itself stand for themselves in a LIKE pattern. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The SQL condition of one filter on a key column; values go in through `param`. */
function condition(column: string, filter: LeadFilter, param: (value: unknown) => string): string {
  switch (filter.op) {
    case 'set':
      return `${column} IS NOT NULL`;
    case 'unset':
      return `${column} IS NULL`;
    case 'contains':
      return `${column} LIKE '%' || lead_filter_key(${param(toDbText(likeLiteral(filter.value)))}) || '%'`;
    case 'one_of': {
      const any = `${column} IN (SELECT lead_filter_key(v) FROM unnest(${param(filter.values.map(toDbText))}::text[]) AS v)`;
      return filter.orUnset ? `(${any} OR ${column} IS NULL)` : any;
    }
  }
}

/** The lead's email column (unique per list). */
function emailColumn(lead: StoredLead): string {
  return toDbText(String(lead.email));
}

interface ListDbRow {
  id: string;
  name: string;
  created_at: Date;
  leads_count: string;
}

function listRow(r: ListDbRow): ListRow {
  return { id: Number(r.id), name: fromDbText(r.name), created_at: r.created_at.toISOString(), leads_count: Number(r.leads_count) };
}

const LIST_COLUMNS = 'id, name, created_at, leads_count';

/** How often an operation starts over after a lost race (StartOver) before it gives up. */
const MAX_START_OVERS = 5;

/** Thrown inside a transaction to roll it back and start the operation over. */
class StartOver extends Error {}

export class LeadRepository implements LeadStore {
  private readonly team: string;

  constructor(
    private readonly pool: pg.Pool,
    team: string | null,
  ) {
    this.team = teamColumn(team);
  }

  // --- leads ------------------------------------------------------------------------------------
  async getLead(id: number): Promise<{ lead: StoredLead; raw: string } | null> {
    const leadId = asId(id);
    if (leadId === null) return null;
    const { rows } = await this.pool.query<{ raw: string }>('SELECT doc::text AS raw FROM leads WHERE team = $1 AND id = $2', [this.team, leadId]);
    const raw = rows[0]?.raw;
    return raw === undefined ? null : { lead: JSON.parse(raw) as StoredLead, raw };
  }

  /** The leads with these ids, in the order asked (missing ones left out). */
  async getLeads(ids: readonly number[]): Promise<LeadRow[]> {
    const wanted = ids.map(asId).filter((id): id is number => id !== null);
    if (wanted.length === 0) return [];
    const { rows } = await this.pool.query<{ id: string; raw: string }>('SELECT id, doc::text AS raw FROM leads WHERE team = $1 AND id = ANY($2::bigint[])', [
      this.team,
      [...new Set(wanted)],
    ]);
    const byId = new Map(rows.map((r) => [Number(r.id), r.raw]));
    const out: LeadRow[] = [];
    for (const id of ids) {
      const raw = byId.get(id);
      if (raw !== undefined) out.push({ id, lead: JSON.parse(raw) as StoredLead });
    }
    return out;
  }

  /**
   * Creates (previous = null) or replaces a lead atomically. A replace only lands when the stored
   * document is still `previous.raw`; otherwise 'conflict', and the caller reads again. Checked in
   * the Redis store's order: the target list, then the lead, then the email's slot in the list.
   */
  async writeLead(lead: StoredLead, previous: { id: number; lead: StoredLead; raw: string } | null): Promise<LeadWriteResult> {
    const { _ix: _dropped, ...clean } = lead as StoredLead & { _ix?: unknown };
    const listId = asId(clean.list_id);
    if (listId === null) return { kind: 'no_list' };
    const selfId = previous ? asId(previous.id) : null;
    const oldListId = previous ? asId(previous.lead.list_id) : null;
    const email = emailColumn(clean as StoredLead);
    const doc = JSON.stringify(clean);
    const keys = LEAD_FILTER_FIELDS.map((f) => keySource(clean as StoredLead, f));
    const verifiedAt = verifiedAtSeconds(clean as StoredLead);

    for (let attempt = 1; ; attempt++) {
      try {
        return await transact(this.pool, async (client): Promise<LeadWriteResult> => {
          // The lists first, in id order: the target must exist and stays so until we commit.
          const lists = [...new Set([listId, ...(oldListId === null ? [] : [oldListId])])].sort((a, b) => a - b);
          const locked = await client.query<{ id: string }>(
            'SELECT id FROM leads_lists WHERE team = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR KEY SHARE',
            [this.team, lists],
          );
          if (!locked.rows.some((r) => Number(r.id) === listId)) return { kind: 'no_list' };
          if (previous) {
            if (selfId === null) return { kind: 'not_found' };
            const cur = await client.query<{ raw: string }>('SELECT doc::text AS raw FROM leads WHERE team = $1 AND id = $2 FOR UPDATE', [this.team, selfId]);
            if (cur.rows.length === 0) return { kind: 'not_found' };
            if (cur.rows[0]!.raw !== previous.raw) return { kind: 'conflict' };
          }
          const holder = await client.query<{ id: string }>('SELECT id FROM leads WHERE team = $1 AND list_id = $2 AND email = $3 AND id <> $4', [
            this.team,
            listId,
            email,
            selfId ?? 0,
          ]);
          if (holder.rows[0]) return { kind: 'duplicate', existingId: Number(holder.rows[0].id) };
          if (previous) {
            await client.query(`UPDATE leads SET list_id = $3, email = $4, ${UPDATE_KEYS}, verified_at = $${KEYS_END}, doc = $${KEYS_END + 1} WHERE team = $1 AND id = $2`, [
              this.team,
              selfId,
              listId,
              email,
              ...keys,
              verifiedAt,
              doc,
            ]);
            return { kind: 'ok', id: selfId! };
          }
          const id = await nextTeamId(client, this.team, 'leads');
          await client.query(
            `INSERT INTO leads (team, id, list_id, email, ${KEY_COLUMNS.join(', ')}, verified_at, doc)
             VALUES ($1, $2, $3, $4, ${INSERT_KEYS}, $${KEYS_END}, $${KEYS_END + 1})`,
            [this.team, id, listId, email, ...keys, verifiedAt, doc],
          );
          return { kind: 'ok', id };
        });
      } catch (err) {
        const code = pgCode(err);
        if (code === '23503' && pgConstraint(err) === 'leads_list') return { kind: 'no_list' };
        if (code !== '23505' || pgConstraint(err) !== 'leads_email_per_list') throw err;
        // Another writer took the email in the list between our check and our write (the
        // constraint caught it; our transaction is rolled back). Report theirs, or, if it is gone
        // again already, start over.
        const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM leads WHERE team = $1 AND list_id = $2 AND email = $3 AND id <> $4', [
          this.team,
          listId,
          email,
          selfId ?? 0,
        ]);
        if (rows[0]) return { kind: 'duplicate', existingId: Number(rows[0].id) };
        if (attempt >= MAX_START_OVERS) throw err;
      }
    }
  }

  async deleteLead(id: number): Promise<boolean> {
    const leadId = asId(id);
    if (leadId === null) return false;
    for (let attempt = 1; ; attempt++) {
      try {
        return await transact(this.pool, async (client) => {
          // Lock the lead's list before the lead (the lock order every writer keeps).
          const found = await client.query<{ list_id: string }>('SELECT list_id FROM leads WHERE team = $1 AND id = $2', [this.team, leadId]);
          if (found.rows.length === 0) return false;
          const listId = Number(found.rows[0]!.list_id);
          await client.query('SELECT 1 FROM leads_lists WHERE team = $1 AND id = $2 FOR KEY SHARE', [this.team, listId]);
          const del = await client.query('DELETE FROM leads WHERE team = $1 AND id = $2 AND list_id = $3', [this.team, leadId, listId]);
          // Moved to another list (or deleted) between the look-up and the lock: look again.
          if (del.rowCount !== 1) throw new StartOver();
          return true;
        });
      } catch (err) {
        if (!(err instanceof StartOver) || attempt >= MAX_START_OVERS) throw err;
      }
    }
  }

  /**
   * Lead ids matching every given filter, in id order, with the total. Field filters match as
   * Hunter's do (contains, any value, no value, one of); `email` is the exact address.
   */
  async findLeadIds(query: LeadQuery, limit: number, offset: number): Promise<{ total: number; ids: number[] }> {
    const params: unknown[] = [this.team];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['team = $1'];
    if (query.listId !== undefined) {
      const listId = asId(query.listId);
      if (listId === null) return { total: 0, ids: [] };
      where.push(`list_id = ${param(listId)}`);
    }
    const listOnly = where.length;
    if (query.email !== undefined) where.push(`email_key = lead_filter_key(${param(toDbText(query.email))})`);
    for (const [field, filter] of Object.entries(query.fields ?? {})) {
      if (filter === undefined) continue;
      // Column names come from the fixed table only; a field without a key matches nothing.
      if (!Object.hasOwn(KEY_COLUMN, field)) return { total: 0, ids: [] };
      where.push(condition(KEY_COLUMN[field as LeadFilterField], filter, param));
    }
    if (query.query !== undefined) {
      const p = param(toDbText(likeLiteral(query.query)));
      const pattern = `'%' || lead_filter_key(${p}) || '%'`;
      where.push(`(first_name_key LIKE ${pattern} OR last_name_key LIKE ${pattern} OR email_key LIKE ${pattern})`);
    }
    const cond = where.join(' AND ');
    // A list's total is its maintained count; otherwise count the matches. One statement, so the
    // total and the page come from one snapshot.
    const total =
      query.listId !== undefined && where.length === listOnly
        ? 'coalesce((SELECT leads_count FROM leads_lists WHERE team = $1 AND id = $2), 0)'
        : `(SELECT count(*) FROM leads WHERE ${cond})`;
    const limitParam = param(Math.max(0, limit));
    const offsetParam = param(Math.max(0, offset));
    const { rows } = await this.pool.query<{ total: string; ids: string[] }>(
      `SELECT ${total} AS total, ARRAY(SELECT id FROM leads WHERE ${cond} ORDER BY id LIMIT ${limitParam} OFFSET ${offsetParam}) AS ids`,
      params,
    );
    return { total: Number(rows[0]!.total), ids: rows[0]!.ids.map(Number) };
  }

  /** Ids of leads verified before `epochSeconds` (never-verified ones first), oldest first. */
  async staleLeadIds(epochSeconds: number, limit: number, offset: number): Promise<number[]> {
    if (Number.isNaN(epochSeconds) || epochSeconds === -Infinity) return [];
    // verified_at is whole seconds: "< x" is "< ceil(x)", an integer the index compares directly.
    const before = Math.min(Number.MAX_SAFE_INTEGER, Math.max(-Number.MAX_SAFE_INTEGER, Math.ceil(epochSeconds)));
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM leads WHERE team = $1 AND verified_at < $2 ORDER BY verified_at, id LIMIT $3 OFFSET $4',
      [this.team, before, Math.max(0, limit), Math.max(0, offset)],
    );
    return rows.map((r) => Number(r.id));
  }

  /** Appends a verification status change to a lead's history (the 100 newest are kept). */
  async recordStatusChange(id: number, change: { date: string; from: string | null; to: string }): Promise<void> {
    const leadId = asId(id);
    if (leadId === null) return;
    try {
      await transact(this.pool, async (client) => {
        // Nothing is recorded for a lead that is gone (its history went with it).
        const ins = await client.query(
          `INSERT INTO lead_status_changes (team, lead_id, date, from_status, to_status)
           SELECT team, id, $3, $4, $5 FROM leads WHERE team = $1 AND id = $2`,
          [this.team, leadId, toDbText(change.date), change.from === null ? null : toDbText(change.from), toDbText(change.to)],
        );
        if (ins.rowCount === 0) return;
        await client.query(
          `DELETE FROM lead_status_changes WHERE team = $1 AND lead_id = $2 AND seq < (
             SELECT seq FROM lead_status_changes WHERE team = $1 AND lead_id = $2 ORDER BY seq DESC OFFSET 99 LIMIT 1)`,
          [this.team, leadId],
        );
      });
    } catch (err) {
      // The lead was deleted between the insert's read and its foreign-key check.
      if (pgCode(err) !== '23503') throw err;
    }
  }

  async lastStatusChange(id: number): Promise<{ date: string; from: string | null; to: string } | null> {
    const leadId = asId(id);
    if (leadId === null) return null;
    const { rows } = await this.pool.query<{ date: string; from_status: string | null; to_status: string }>(
      'SELECT date, from_status, to_status FROM lead_status_changes WHERE team = $1 AND lead_id = $2 ORDER BY seq DESC LIMIT 1',
      [this.team, leadId],
    );
    const r = rows[0];
    return r ? { date: fromDbText(r.date), from: r.from_status === null ? null : fromDbText(r.from_status), to: fromDbText(r.to_status) } : null;
  }

  /** The lowest-id lead with this email in any list, or null. */
  async leadIdByEmail(email: string): Promise<number | null> {
    const { ids } = await this.findLeadIds({ email }, 1, 0);
    return ids[0] ?? null;
  }

  // --- lists ------------------------------------------------------------------------------------
  /** The list named so (case-insensitive), created when missing. */
  async ensureList(name: string, now: Date): Promise<{ id: number; created: boolean }> {
    const key = toDbText(listNameKey(name));
    const createdAt = now.toISOString();
    for (let attempt = 1; ; attempt++) {
      try {
        return await transact(this.pool, async (client) => {
          const existing = await client.query<{ id: string }>('SELECT id FROM leads_lists WHERE team = $1 AND name_key = $2', [this.team, key]);
          if (existing.rows[0]) return { id: Number(existing.rows[0].id), created: false };
          const id = await nextTeamId(client, this.team, 'lists');
          const ins = await client.query(
            `INSERT INTO leads_lists (team, id, name, name_key, created_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (team, name_key) DO NOTHING`,
            [this.team, id, toDbText(name.trim()), key, createdAt],
          );
          // Created by another writer meanwhile: roll back (returning the id) and take theirs.
          if (ins.rowCount === 0) throw new StartOver();
          return { id, created: true };
        });
      } catch (err) {
        if (!(err instanceof StartOver) || attempt >= MAX_START_OVERS) throw err;
      }
    }
  }

  async getList(id: number): Promise<ListRow | null> {
    const listId = asId(id);
    if (listId === null) return null;
    const { rows } = await this.pool.query<ListDbRow>(`SELECT ${LIST_COLUMNS} FROM leads_lists WHERE team = $1 AND id = $2`, [this.team, listId]);
    return rows[0] ? listRow(rows[0]) : null;
  }

  async getLists(ids: readonly number[]): Promise<Map<number, ListRow>> {
    const wanted = [...new Set(ids.map(asId).filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const { rows } = await this.pool.query<ListDbRow>(`SELECT ${LIST_COLUMNS} FROM leads_lists WHERE team = $1 AND id = ANY($2::bigint[])`, [
      this.team,
      wanted,
    ]);
    return new Map(rows.map((r) => [Number(r.id), listRow(r)]));
  }

  async listLists(limit: number, offset: number): Promise<{ total: number; lists: ListRow[] }> {
    // One statement (one snapshot) for the total and the page; the total's row comes back even
    // when the page is empty.
    const { rows } = await this.pool.query<{ total: string } & { [K in keyof ListDbRow]: ListDbRow[K] | null }>(
      `SELECT t.total, p.id, p.name, p.created_at, p.leads_count
         FROM (SELECT count(*) AS total FROM leads_lists WHERE team = $1) t
         LEFT JOIN LATERAL (SELECT ${LIST_COLUMNS} FROM leads_lists WHERE team = $1 ORDER BY id LIMIT $2 OFFSET $3) p ON true
        ORDER BY p.id`,
      [this.team, Math.max(0, limit), Math.max(0, offset)],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      lists: rows.filter((r) => r.id !== null).map((r) => listRow(r as ListDbRow)),
    };
  }

  async listIdByName(name: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM leads_lists WHERE team = $1 AND name_key = $2', [this.team, toDbText(listNameKey(name))]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** 'ok', 'not_found', or 'name_taken' by another list. */
  async renameList(id: number, name: string): Promise<'ok' | 'not_found' | 'name_taken'> {
    const listId = asId(id);
    if (listId === null) return 'not_found';
    try {
      const res = await this.pool.query('UPDATE leads_lists SET name = $3, name_key = $4 WHERE team = $1 AND id = $2', [
        this.team,
        listId,
        toDbText(name.trim()),
        toDbText(listNameKey(name)),
      ]);
      return res.rowCount === 1 ? 'ok' : 'not_found';
    } catch (err) {
      if (pgCode(err) === '23505' && pgConstraint(err) === 'leads_lists_name_per_team') return 'name_taken';
      throw err;
    }
  }

  /** Deletes the list and its leads; the number of leads removed, or null when no such list. */
  async deleteList(id: number): Promise<number | null> {
    const listId = asId(id);
    if (listId === null) return null;
    return transact(this.pool, async (client) => {
      // Locked first: writers into or out of the list wait for us (and then find no list).
      const list = await client.query('SELECT 1 FROM leads_lists WHERE team = $1 AND id = $2 FOR UPDATE', [this.team, listId]);
      if (list.rows.length === 0) return null;
      const leads = await client.query('DELETE FROM leads WHERE team = $1 AND list_id = $2', [this.team, listId]);
      await client.query('DELETE FROM leads_lists WHERE team = $1 AND id = $2', [this.team, listId]);
      return leads.rowCount ?? 0;
    });
  }
}
