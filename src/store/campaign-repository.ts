/**
 * Campaigns (sequences) and their recipients. The service keeps the recipient list and each
 * recipient's sending state; it sends no email. Adding and cancelling run as Lua scripts, so a
 * recipient is added once however many calls race, and counts stay exact.
 *
 * Keys (after the prefix): campaigns:next-id; campaign:{id} (JSON {name, created_at});
 * campaigns:all (zset of ids); campaign:{id}:order (zset email -> arrival number);
 * campaign:{id}:recipients (hash email -> recipient JSON); campaign:{id}:seq (arrival counter).
 */
import type { Result } from 'ioredis';
import type { Redis } from '../redis.js';
import type { Recipient } from '../contract/schemas.js';
import type { CampaignRow, CampaignStore, CancelStatus } from '../core/leads/lead-records.js';

export type { CampaignRow, CancelStatus };

// ARGV: prefix, campaign id, then email, recipient JSON pairs. Returns -1 for no campaign, else
// the emails that were added (those already present are left as they are).
const ADD_RECIPIENTS = `
local p, id = ARGV[1], ARGV[2]
if redis.call('EXISTS', p .. 'campaign:' .. id) == 0 then return -1 end
local added = {}
for i = 3, #ARGV, 2 do
  local email, json = ARGV[i], ARGV[i + 1]
  if redis.call('HSETNX', p .. 'campaign:' .. id .. ':recipients', email, json) == 1 then
    local seq = redis.call('INCR', p .. 'campaign:' .. id .. ':seq')
    redis.call('ZADD', p .. 'campaign:' .. id .. ':order', seq, email)
    added[#added + 1] = email
  end
end
return added
`;

// ARGV: prefix, campaign id, emails. Pending recipients are removed; others stay (what was sent
// cannot be unsent). Returns -1 for no campaign, else one status per email:
// 'cancelled', 'not_pending' or 'absent'.
const CANCEL_RECIPIENTS = `
local p, id = ARGV[1], ARGV[2]
if redis.call('EXISTS', p .. 'campaign:' .. id) == 0 then return -1 end
local out = {}
for i = 3, #ARGV do
  local email = ARGV[i]
  local raw = redis.call('HGET', p .. 'campaign:' .. id .. ':recipients', email)
  if not raw then
    out[#out + 1] = 'absent'
  elseif select(2, pcall(cjson.decode, raw))['sending_status'] == 'pending' then
    redis.call('HDEL', p .. 'campaign:' .. id .. ':recipients', email)
    redis.call('ZREM', p .. 'campaign:' .. id .. ':order', email)
    out[#out + 1] = 'cancelled'
  else
    out[#out + 1] = 'not_pending'
  end
end
return out
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    cdsAddRecipients(numKeys: 0, ...args: string[]): Result<number | string[], Context>;
    cdsCancelRecipients(numKeys: 0, ...args: string[]): Result<number | string[], Context>;
  }
}

export class CampaignRepository implements CampaignStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    if (!redis.cdsAddRecipients) redis.defineCommand('cdsAddRecipients', { lua: ADD_RECIPIENTS });
    if (!redis.cdsCancelRecipients) redis.defineCommand('cdsCancelRecipients', { lua: CANCEL_RECIPIENTS });
  }

  private key(id: number) {
    return `${this.prefix}campaign:${id}`;
  }

  async create(name: string, now: Date): Promise<CampaignRow> {
    const id = await this.redis.incr(`${this.prefix}campaigns:next-id`);
    const created_at = now.toISOString();
    await this.redis
      .multi()
      .set(this.key(id), JSON.stringify({ name, created_at }))
      .zadd(`${this.prefix}campaigns:all`, id, String(id))
      .exec();
    return { id, name, created_at, recipients_count: 0 };
  }

  async get(id: number): Promise<CampaignRow | null> {
    const res = await this.redis.multi().get(this.key(id)).zcard(`${this.key(id)}:order`).exec();
    const raw = res?.[0]?.[1] as string | null;
    if (!raw) return null;
    const c = JSON.parse(raw) as { name: string; created_at: string };
    return { id, name: c.name, created_at: c.created_at, recipients_count: Number(res?.[1]?.[1] ?? 0) };
  }

  async list(limit: number, offset: number): Promise<{ total: number; campaigns: CampaignRow[] }> {
    const key = `${this.prefix}campaigns:all`;
    const res = await this.redis.multi().zcard(key).zrange(key, offset, offset + limit - 1).exec();
    const ids = ((res?.[1]?.[1] as string[]) ?? []).map(Number);
    const rows = await Promise.all(ids.map((id) => this.get(id)));
    return { total: Number(res?.[0]?.[1] ?? 0), campaigns: rows.filter((r): r is CampaignRow => r !== null) };
  }

  /** Null when there is no such campaign; else the emails newly added. */
  async addRecipients(id: number, recipients: readonly Recipient[]): Promise<string[] | null> {
    const args = recipients.flatMap((r) => [r.email, JSON.stringify(r)]);
    const res = await this.redis.cdsAddRecipients(0, this.prefix, String(id), ...args);
    return res === -1 ? null : (res as string[]);
  }

  async cancelRecipients(id: number, emails: readonly string[]): Promise<Map<string, CancelStatus> | null> {
    const res = await this.redis.cdsCancelRecipients(0, this.prefix, String(id), ...emails);
    if (res === -1) return null;
    return new Map(emails.map((e, i) => [e, (res as string[])[i] as CancelStatus]));
  }

  async recipients(id: number, limit: number, offset: number): Promise<{ total: number; recipients: Recipient[] }> {
    const order = `${this.key(id)}:order`;
    const res = await this.redis.multi().zcard(order).zrange(order, offset, offset + limit - 1).exec();
    const emails = (res?.[1]?.[1] as string[]) ?? [];
    const raws = emails.length > 0 ? await this.redis.hmget(`${this.key(id)}:recipients`, ...emails) : [];
    return {
      total: Number(res?.[0]?.[1] ?? 0),
      recipients: raws.filter((r): r is string => r !== null).map((r) => JSON.parse(r) as Recipient),
    };
  }
}
