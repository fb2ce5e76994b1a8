/**
 * API keys, stored hashed. The plain key is shown once, when it is created; Redis only ever holds
 * its SHA-256 digest (the key is 256 random bits, so a fast hash is enough: there is nothing to
 * brute-force). Authentication and the per-key rate limit run as one Lua script, so a request
 * costs one round trip and the two counters move together.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Result } from 'ioredis';
import type { Redis } from '../redis.js';
import { checkTeamName, type ApiKeyInfo, type ApiKeyStore, type AuthOutcome, type KeyRole, type NewKey, type RateLimits } from '../core/access/api-keys.js';

export type { ApiKeyInfo, AuthOutcome, RateLimits };

// KEYS: key record, per-second counter, per-minute counter, monthly usage hash.
// ARGV: per-second limit, per-minute limit, seconds left in the current minute, month (YYYY-MM).
// Rejected requests are not counted, so a client that backs off as told gets back in.
const AUTHORIZE_SCRIPT = `
local rec = redis.call('HMGET', KEYS[1], 'id', 'name', 'created_at', 'revoked_at', 'role', 'team')
if not rec[1] or rec[4] then return {0} end
local role = rec[5] or 'user'
local team = rec[6] or ''
local perSec = tonumber(ARGV[1])
local perMin = tonumber(ARGV[2])
local s = tonumber(redis.call('GET', KEYS[2]) or '0')
local m = tonumber(redis.call('GET', KEYS[3]) or '0')
if s >= perSec then return {2, rec[1], rec[2], rec[3], role, team, 1, perSec, 'second'} end
if m >= perMin then return {2, rec[1], rec[2], rec[3], role, team, tonumber(ARGV[3]), perMin, 'minute'} end
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], 2)
redis.call('INCR', KEYS[3])
redis.call('EXPIRE', KEYS[3], 61)
redis.call('HINCRBY', KEYS[4], ARGV[4], 1)
return {1, rec[1], rec[2], rec[3], role, team, perSec - s - 1, perMin - m - 1}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    cdsAuthorize(numKeys: number, ...args: (string | number)[]): Result<(string | number)[], Context>;
  }
}

export const API_KEY_PREFIX = 'cds_';

export function hashApiKey(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('hex');
}

/** Recent keys' digests, so a busy client does not pay a SHA-256 per request. */
const recentDigests = new Map<string, string>();

function digestOf(plain: string): string {
  let hash = recentDigests.get(plain);
  if (hash === undefined) {
    hash = hashApiKey(plain);
    if (recentDigests.size >= 1000) recentDigests.clear();
    recentDigests.set(plain, hash);
  }
  return hash;
}

function roleOf(raw: unknown): KeyRole {
  return raw === 'admin' ? 'admin' : 'user';
}

function infoOf(row: Record<string, string>): ApiKeyInfo {
  return {
    id: row.id!,
    name: row.name ?? '',
    createdAt: row.created_at ?? '',
    revokedAt: row.revoked_at ?? null,
    role: roleOf(row.role),
    team: row.team ? row.team : null,
  };
}

export class ApiKeyRepository implements ApiKeyStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    if (!redis.cdsAuthorize) redis.defineCommand('cdsAuthorize', { lua: AUTHORIZE_SCRIPT });
  }

  private keyRecordKey(hash: string) {
    return `${this.prefix}apikey:${hash}`;
  }
  private get idsKey() {
    return `${this.prefix}apikeys`;
  }
  private secondCounterKey(hash: string, epochSecond: number) {
    return `${this.prefix}ratelimit:${hash}:s:${epochSecond}`;
  }
  private minuteCounterKey(hash: string, epochMinute: number) {
    return `${this.prefix}ratelimit:${hash}:m:${epochMinute}`;
  }
  private usageKey(hash: string) {
    return `${this.prefix}apikey:${hash}:usage`;
  }
  private get teamsKey() {
    return `${this.prefix}teams`;
  }

  /** Requests the key made in a calendar month (UTC), counted when they passed the rate limit. */
  async usage(id: string, month: string): Promise<number> {
    const hash = await this.redis.hget(this.idsKey, id);
    if (!hash) return 0;
    return Number((await this.redis.hget(this.usageKey(hash), month)) ?? 0);
  }

  /** Creates a key and returns the plain key (shown once) with its record. */
  async create(input: NewKey, now = new Date()): Promise<{ plain: string; key: ApiKeyInfo }> {
    const team = input.team ? checkTeamName(input.team) : null;
    const plain = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const hash = hashApiKey(plain);
    const id = hash.slice(0, 12);
    const key: ApiKeyInfo = { id, name: input.name, createdAt: now.toISOString(), revokedAt: null, role: input.role ?? 'user', team };
    const tx = this.redis
      .multi()
      .hset(this.keyRecordKey(hash), { id, name: key.name, created_at: key.createdAt, role: key.role, ...(team ? { team } : {}) })
      .hset(this.idsKey, id, hash);
    if (team) tx.sadd(this.teamsKey, team);
    await tx.exec();
    return { plain, key };
  }

  async byId(id: string): Promise<ApiKeyInfo | null> {
    const hash = await this.redis.hget(this.idsKey, id);
    if (!hash) return null;
    const row = await this.redis.hgetall(this.keyRecordKey(hash));
    return row.id ? infoOf(row) : null;
  }

  async teams(): Promise<string[]> {
    return (await this.redis.smembers(this.teamsKey)).sort();
  }

  async list(): Promise<ApiKeyInfo[]> {
    const hashes = Object.values(await this.redis.hgetall(this.idsKey));
    const pipeline = this.redis.pipeline();
    for (const hash of hashes) pipeline.hgetall(this.keyRecordKey(hash));
    const rows = (await pipeline.exec()) ?? [];
    return rows
      .map(([, row]) => row as Record<string, string>)
      .filter((row) => row && row.id)
      .map(infoOf)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** Gives a key another role; false when no key has that id. */
  async setRole(id: string, role: KeyRole): Promise<boolean> {
    const hash = await this.redis.hget(this.idsKey, id);
    if (!hash) return false;
    await this.redis.hset(this.keyRecordKey(hash), 'role', role);
    return true;
  }

  /** Marks a key revoked; returns false when no key has that id. */
  async revoke(id: string, now = new Date()): Promise<boolean> {
    const hash = await this.redis.hget(this.idsKey, id);
    if (!hash) return false;
    await this.redis.hset(this.keyRecordKey(hash), 'revoked_at', now.toISOString());
    return true;
  }

  async authorize(plain: string, limits: RateLimits, nowMs = Date.now()): Promise<AuthOutcome> {
    const hash = digestOf(plain);
    const second = Math.floor(nowMs / 1000);
    const minute = Math.floor(second / 60);
    const secondsLeftInMinute = 60 - (second % 60);
    const res = await this.redis.cdsAuthorize(
      4,
      this.keyRecordKey(hash),
      this.secondCounterKey(hash, second),
      this.minuteCounterKey(hash, minute),
      this.usageKey(hash),
      limits.perSecond,
      limits.perMinute,
      secondsLeftInMinute,
      new Date(nowMs).toISOString().slice(0, 7),
    );
    const code = Number(res[0]);
    if (code === 0) return { kind: 'unknown_key' };
    const key: ApiKeyInfo = {
      id: String(res[1]),
      name: String(res[2]),
      createdAt: String(res[3]),
      revokedAt: null,
      role: roleOf(res[4]),
      team: res[5] ? String(res[5]) : null,
    };
    if (code === 2) {
      return {
        kind: 'limited',
        key,
        retryAfterSeconds: Number(res[6]),
        limit: Number(res[7]),
        window: res[8] === 'minute' ? 'minute' : 'second',
      };
    }
    return { kind: 'ok', key, remainingSecond: Number(res[6]), remainingMinute: Number(res[7]) };
  }
}
