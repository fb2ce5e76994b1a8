/**
 * Leads and leads lists in Redis. Every change that touches more than one key (a lead, its
 * list's members and email guard, the filter sets, the id counter) runs as one Lua script, so
 * list counts stay exact and an email is unique per list under any number of concurrent writers.
 *
 * Keys (after the configured prefix):
 *   leads:next-id, lists:next-id         integer id counters
 *   lead:{id}                            the lead as JSON (without id; with list_id and _ix)
 *   leads:all                            zset of every lead id (score = id)
 *   list:{id}                            the list as JSON {name, created_at}
 *   lists:all                            zset of list ids;  lists:by-name  hash name -> id
 *   list:{id}:leads                      zset of the list's lead ids;  list:{id}:emails  hash email -> id
 *   leads:by:{field}:{value}             sets of lead ids per filterable field value
 * A lead's JSON carries `_ix`, the filter-set suffixes it is in, so a script can remove them.
 */
import type { Result } from 'ioredis';
import type { Redis } from '../redis.js';
import { LEAD_FILTER_FIELDS, type LeadStore, type LeadFilterField, type LeadRow, type LeadWriteResult, type ListRow, type StoredLead } from '../core/leads/lead-records.js';

export { LEAD_FILTER_FIELDS, type LeadFilterField, type LeadRow, type LeadWriteResult, type ListRow, type StoredLead };

/** Lower-cased and trimmed: how filter values are compared. */
export function normalizeFilterValue(value: string): string {
  return value.trim().toLowerCase();
}

// KEYS: none declared (the script builds keys from ARGV[1], the prefix: one Redis node only).
// ARGV: prefix, id ('' = create), expected old JSON ('' = create), new JSON (without _ix),
//       old list id, new list id, old email, new email, n old suffixes, n new suffixes,
//       verified-at (epoch seconds, 0 = never), suffixes...
// The new JSON gets `_ix` appended by the script so it always matches the sets written.
const WRITE_LEAD = `
local p = ARGV[1]
local id = ARGV[2]
local expected = ARGV[3]
local json = ARGV[4]
local oldList, newList = ARGV[5], ARGV[6]
local oldEmail, newEmail = ARGV[7], ARGV[8]
local nOld, nNew = tonumber(ARGV[9]), tonumber(ARGV[10])
if redis.call('EXISTS', p .. 'list:' .. newList) == 0 then return {'no_list'} end
if id ~= '' then
  local current = redis.call('GET', p .. 'lead:' .. id)
  if not current then return {'not_found'} end
  if current ~= expected then return {'conflict'} end
end
local sameSlot = (oldList == newList and oldEmail == newEmail)
if not sameSlot then
  local holder = redis.call('HGET', p .. 'list:' .. newList .. ':emails', newEmail)
  if holder and holder ~= id then return {'duplicate', holder} end
end
if id == '' then id = tostring(redis.call('INCR', p .. 'leads:next-id')) end
local ix = {}
for i = 1, nOld do redis.call('SREM', p .. ARGV[11 + i], id) end
for i = 1, nNew do
  local s = ARGV[11 + nOld + i]
  redis.call('SADD', p .. s, id)
  ix[#ix + 1] = cjson.encode(s)
end
if oldList ~= '' and not sameSlot then
  redis.call('ZREM', p .. 'list:' .. oldList .. ':leads', id)
  redis.call('HDEL', p .. 'list:' .. oldList .. ':emails', oldEmail)
end
redis.call('ZADD', p .. 'list:' .. newList .. ':leads', tonumber(id), id)
redis.call('HSET', p .. 'list:' .. newList .. ':emails', newEmail, id)
redis.call('ZADD', p .. 'leads:all', tonumber(id), id)
-- Leads by verification age: re-verification reads the stale end of this index, never the whole set.
redis.call('ZADD', p .. 'leads:by-verified-at', tonumber(ARGV[11]), id)
local stored = string.sub(json, 1, -2) .. ',"_ix":[' .. table.concat(ix, ',') .. ']}'
redis.call('SET', p .. 'lead:' .. id, stored)
return {'ok', id}
`;

// Removes one lead (by id) from everything that refers to it. Shared by lead and list deletion.
const REMOVE_LEAD_FN = `
local function removeLead(p, id)
  local raw = redis.call('GET', p .. 'lead:' .. id)
  if not raw then return false end
  local ok, lead = pcall(cjson.decode, raw)
  if not ok then
    -- Unreadable JSON (the API refuses such input; this guards older data): drop what we can.
    redis.call('ZREM', p .. 'leads:all', id)
    redis.call('ZREM', p .. 'leads:by-verified-at', id)
    redis.call('DEL', p .. 'lead:' .. id)
    return true
  end
  for _, s in ipairs(lead['_ix'] or {}) do redis.call('SREM', p .. s, id) end
  local list = tostring(lead['list_id'])
  redis.call('ZREM', p .. 'list:' .. list .. ':leads', id)
  if redis.call('HGET', p .. 'list:' .. list .. ':emails', lead['email']) == id then
    redis.call('HDEL', p .. 'list:' .. list .. ':emails', lead['email'])
  end
  redis.call('ZREM', p .. 'leads:all', id)
  redis.call('ZREM', p .. 'leads:by-verified-at', id)
  redis.call('DEL', p .. 'lead:' .. id)
  return true
end
`;

const DELETE_LEAD = `${REMOVE_LEAD_FN}
if removeLead(ARGV[1], ARGV[2]) then return 1 end
return 0
`;

// Deletes a list and every lead in it. ARGV: prefix, list id.
const DELETE_LIST = `${REMOVE_LEAD_FN}
local p, list = ARGV[1], ARGV[2]
local raw = redis.call('GET', p .. 'list:' .. list)
if not raw then return -1 end
local ids = redis.call('ZRANGE', p .. 'list:' .. list .. ':leads', 0, -1)
for _, id in ipairs(ids) do removeLead(p, id) end
redis.call('DEL', p .. 'list:' .. list, p .. 'list:' .. list .. ':leads', p .. 'list:' .. list .. ':emails')
redis.call('ZREM', p .. 'lists:all', list)
local name = cjson.decode(raw)['name_key']
if redis.call('HGET', p .. 'lists:by-name', name) == list then redis.call('HDEL', p .. 'lists:by-name', name) end
return #ids
`;

// Creates a list unless one has the name (case-insensitive); returns {id, created(1|0)}.
// ARGV: prefix, name key, JSON of the list.
const ENSURE_LIST = `
local p, nameKey, json = ARGV[1], ARGV[2], ARGV[3]
local existing = redis.call('HGET', p .. 'lists:by-name', nameKey)
if existing then return {existing, 0} end
local id = redis.call('INCR', p .. 'lists:next-id')
redis.call('SET', p .. 'list:' .. id, json)
redis.call('ZADD', p .. 'lists:all', id, id)
redis.call('HSET', p .. 'lists:by-name', nameKey, id)
return {tostring(id), 1}
`;

// Renames a list. ARGV: prefix, id, new name key, new JSON. Returns 1, 0 (no list), -1 (name taken).
const RENAME_LIST = `
local p, id, nameKey, json = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local raw = redis.call('GET', p .. 'list:' .. id)
if not raw then return 0 end
local holder = redis.call('HGET', p .. 'lists:by-name', nameKey)
if holder and holder ~= id then return -1 end
local old = cjson.decode(raw)['name_key']
if redis.call('HGET', p .. 'lists:by-name', old) == id then redis.call('HDEL', p .. 'lists:by-name', old) end
redis.call('HSET', p .. 'lists:by-name', nameKey, id)
redis.call('SET', p .. 'list:' .. id, json)
return 1
`;

// Ids matching every filter set (and a list, when given), in id order, with the total.
// KEYS: candidate zset (a list's or all leads), then filter sets. ARGV: limit, offset.
const FILTER_LEADS = `
local limit, offset = tonumber(ARGV[1]), tonumber(ARGV[2])
local total, page = 0, {}
if #KEYS == 1 then
  total = redis.call('ZCARD', KEYS[1])
  page = redis.call('ZRANGE', KEYS[1], offset, offset + limit - 1)
  return {total, page}
end
local smallest, size = nil, nil
for i = 2, #KEYS do
  local n = redis.call('SCARD', KEYS[i])
  if not size or n < size then smallest, size = KEYS[i], n end
end
local ids = redis.call('SMEMBERS', smallest)
table.sort(ids, function(a, b) return tonumber(a) < tonumber(b) end)
for _, id in ipairs(ids) do
  local ok = redis.call('ZSCORE', KEYS[1], id) ~= false
  for i = 2, #KEYS do
    if not ok then break end
    if KEYS[i] ~= smallest then ok = redis.call('SISMEMBER', KEYS[i], id) == 1 end
  end
  if ok then
    total = total + 1
    if total > offset and #page < limit then page[#page + 1] = id end
  end
end
return {total, page}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    cdsWriteLead(numKeys: 0, ...args: (string | number)[]): Result<string[], Context>;
    cdsDeleteLead(numKeys: 0, ...args: (string | number)[]): Result<number, Context>;
    cdsDeleteList(numKeys: 0, ...args: (string | number)[]): Result<number, Context>;
    cdsEnsureList(numKeys: 0, ...args: (string | number)[]): Result<[string, number], Context>;
    cdsRenameList(numKeys: 0, ...args: (string | number)[]): Result<number, Context>;
    cdsFilterLeads(numKeys: number, ...args: (string | number)[]): Result<[number, string[]], Context>;
  }
}

const SCRIPTS: Record<string, string> = {
  cdsWriteLead: WRITE_LEAD,
  cdsDeleteLead: DELETE_LEAD,
  cdsDeleteList: DELETE_LIST,
  cdsEnsureList: ENSURE_LIST,
  cdsRenameList: RENAME_LIST,
  cdsFilterLeads: FILTER_LEADS,
};

function verifiedAtSeconds(lead: StoredLead): number {
  const date = (lead.verification as { date?: string | null } | undefined)?.date;
  const t = date ? Date.parse(date) : NaN;
  return Number.isNaN(t) ? 0 : Math.floor(t / 1000);
}

export function listNameKey(name: string): string {
  return name.trim().toLowerCase();
}

export class LeadRepository implements LeadStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    for (const [name, lua] of Object.entries(SCRIPTS)) {
      if (!(redis as unknown as Record<string, unknown>)[name]) redis.defineCommand(name, { lua });
    }
  }

  private leadKey(id: number | string) {
    return `${this.prefix}lead:${id}`;
  }
  private listKey(id: number | string) {
    return `${this.prefix}list:${id}`;
  }

  /** Filter-set suffixes of a lead: one per filterable field with a value. */
  filterSuffixes(lead: Record<string, unknown>): string[] {
    const out: string[] = [];
    for (const field of LEAD_FILTER_FIELDS) {
      const v = lead[field];
      if (typeof v === 'string' && v.trim() !== '') out.push(`leads:by:${field}:${normalizeFilterValue(v)}`);
    }
    return out;
  }

  // --- leads ------------------------------------------------------------------------------------
  async getLead(id: number): Promise<{ lead: StoredLead; raw: string } | null> {
    const raw = await this.redis.get(this.leadKey(id));
    return raw === null ? null : { lead: JSON.parse(raw) as StoredLead, raw };
  }

  async getLeads(ids: readonly number[]): Promise<LeadRow[]> {
    if (ids.length === 0) return [];
    const raws = await this.redis.mget(ids.map((id) => this.leadKey(id)));
    const rows: LeadRow[] = [];
    raws.forEach((raw, i) => {
      if (raw) rows.push({ id: ids[i]!, lead: JSON.parse(raw) as StoredLead });
    });
    return rows;
  }

  /**
   * Creates (previous = null) or replaces a lead atomically. A replace only lands when the
   * stored JSON is still `previous.raw`; otherwise 'conflict', and the caller reads again.
   */
  async writeLead(lead: StoredLead, previous: { id: number; lead: StoredLead; raw: string } | null): Promise<LeadWriteResult> {
    const { _ix: _drop, ...clean } = lead as StoredLead & { _ix?: unknown };
    const oldSuffixes = previous ? ((previous.lead as { _ix?: string[] })._ix ?? []) : [];
    const newSuffixes = this.filterSuffixes(clean);
    const res = await this.redis.cdsWriteLead(
      0,
      this.prefix,
      previous ? String(previous.id) : '',
      previous ? previous.raw : '',
      JSON.stringify(clean),
      previous ? String(previous.lead.list_id) : '',
      String(clean.list_id),
      previous ? previous.lead.email : '',
      clean.email,
      oldSuffixes.length,
      newSuffixes.length,
      verifiedAtSeconds(clean),
      ...oldSuffixes,
      ...newSuffixes,
    );
    switch (res[0]) {
      case 'ok':
        return { kind: 'ok', id: Number(res[1]) };
      case 'duplicate':
        return { kind: 'duplicate', existingId: Number(res[1]) };
      case 'no_list':
        return { kind: 'no_list' };
      case 'not_found':
        return { kind: 'not_found' };
      default:
        return { kind: 'conflict' };
    }
  }

  async deleteLead(id: number): Promise<boolean> {
    return (await this.redis.cdsDeleteLead(0, this.prefix, String(id))) === 1;
  }

  /** Lead ids matching every given filter (exact, case-insensitive), in id order. */
  async findLeadIds(
    filters: { listId?: number; fields?: Partial<Record<LeadFilterField, string>> },
    limit: number,
    offset: number,
  ): Promise<{ total: number; ids: number[] }> {
    const keys = [filters.listId !== undefined ? `${this.listKey(filters.listId)}:leads` : `${this.prefix}leads:all`];
    for (const [field, value] of Object.entries(filters.fields ?? {})) {
      if (value !== undefined) keys.push(`${this.prefix}leads:by:${field}:${normalizeFilterValue(value)}`);
    }
    const [total, ids] = await this.redis.cdsFilterLeads(keys.length, ...keys, limit, offset);
    return { total: Number(total), ids: ids.map(Number) };
  }

  /** Ids of leads verified before `epochSeconds` (never-verified ones first), oldest first. */
  async staleLeadIds(epochSeconds: number, limit: number, offset: number): Promise<number[]> {
    const ids = await this.redis.zrangebyscore(`${this.prefix}leads:by-verified-at`, '-inf', `(${epochSeconds}`, 'LIMIT', offset, limit);
    return ids.map(Number);
  }

  /** Appends a verification status change to a lead's history; returns the change. */
  async recordStatusChange(id: number, change: { date: string; from: string | null; to: string }): Promise<void> {
    await this.redis.multi().lpush(`${this.prefix}lead:${id}:history`, JSON.stringify(change)).ltrim(`${this.prefix}lead:${id}:history`, 0, 99).exec();
  }

  async lastStatusChange(id: number): Promise<{ date: string; from: string | null; to: string } | null> {
    const raw = await this.redis.lindex(`${this.prefix}lead:${id}:history`, 0);
    return raw ? (JSON.parse(raw) as { date: string; from: string | null; to: string }) : null;
  }

  /** The lowest-id lead with this email in any list, or null. */
  async leadIdByEmail(email: string): Promise<number | null> {
    const { ids } = await this.findLeadIds({ fields: { email } }, 1, 0);
    return ids[0] ?? null;
  }

  // --- lists ------------------------------------------------------------------------------------
  /** The list named so (case-insensitive), created when missing. */
  async ensureList(name: string, now: Date): Promise<{ id: number; created: boolean }> {
    const json = JSON.stringify({ name: name.trim(), name_key: listNameKey(name), created_at: now.toISOString() });
    const [id, created] = await this.redis.cdsEnsureList(0, this.prefix, listNameKey(name), json);
    return { id: Number(id), created: Number(created) === 1 };
  }

  async getList(id: number): Promise<ListRow | null> {
    const [raw, count] = await this.redis
      .multi()
      .get(this.listKey(id))
      .zcard(`${this.listKey(id)}:leads`)
      .exec()
      .then((r) => [r?.[0]?.[1] as string | null, Number(r?.[1]?.[1] ?? 0)] as const);
    if (!raw) return null;
    const list = JSON.parse(raw) as { name: string; created_at: string };
    return { id, name: list.name, created_at: list.created_at, leads_count: count };
  }

  async getLists(ids: readonly number[]): Promise<Map<number, ListRow>> {
    const unique = [...new Set(ids)];
    const rows = await Promise.all(unique.map((id) => this.getList(id)));
    return new Map(rows.filter((r): r is ListRow => r !== null).map((r) => [r.id, r]));
  }

  async listLists(limit: number, offset: number): Promise<{ total: number; lists: ListRow[] }> {
    const key = `${this.prefix}lists:all`;
    const [total, ids] = await this.redis
      .multi()
      .zcard(key)
      .zrange(key, offset, offset + limit - 1)
      .exec()
      .then((r) => [Number(r?.[0]?.[1] ?? 0), (r?.[1]?.[1] as string[]) ?? []] as const);
    const lists = await this.getLists(ids.map(Number));
    return { total, lists: ids.map((id) => lists.get(Number(id))).filter((l): l is ListRow => l !== undefined) };
  }

  async listIdByName(name: string): Promise<number | null> {
    const id = await this.redis.hget(`${this.prefix}lists:by-name`, listNameKey(name));
    return id === null ? null : Number(id);
  }

  /** 'ok', 'not_found', or 'name_taken' by another list. */
  async renameList(id: number, name: string): Promise<'ok' | 'not_found' | 'name_taken'> {
    const current = await this.getList(id);
    if (!current) return 'not_found';
    const json = JSON.stringify({ name: name.trim(), name_key: listNameKey(name), created_at: current.created_at });
    const res = await this.redis.cdsRenameList(0, this.prefix, String(id), listNameKey(name), json);
    return res === 1 ? 'ok' : res === 0 ? 'not_found' : 'name_taken';
  }

  /** Deletes the list and its leads; the number of leads removed, or null when no such list. */
  async deleteList(id: number): Promise<number | null> {
    const n = await this.redis.cdsDeleteList(0, this.prefix, String(id));
    return n < 0 ? null : n;
  }
}
