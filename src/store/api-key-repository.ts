/**
 * API keys with PostgreSQL as their system of record (issue 12) and Redis in front of the hot path.
 *
 * - The record (id, name, SHA-256 digest, role, team, created_at, revoked_at) is a row of
 *   `api_keys`. Only the digest is stored, never the key: the key is 256 random bits, so a fast
 *   hash is enough (there is nothing to brute-force). The plain key is shown once, by create().
 * - `authorize` runs on every API request, so in the common case it is one Redis round trip and
 *   no PostgreSQL query: one script reads the key's cache entry, checks the per-second and
 *   per-minute limits and counts the request (limits and usage counters live in Redis only, as
 *   before). On a cache miss the row is read from PostgreSQL and the same script is called again
 *   with the entry to fill in (TTL CACHE_SECONDS); a digest no key has is cached as unknown for
 *   NEGATIVE_CACHE_SECONDS, so a flood of bad keys does not reach PostgreSQL every time.
 * - Writes go to PostgreSQL first, then through to the cache (create, setRole, revoke), so a
 *   revocation or a role change holds from the next request on, in every process. Each change
 *   raises the row's `version`, and a cache entry is only ever replaced by a newer version: a
 *   request that read the row before a revocation and fills the cache after it cannot bring the
 *   valid key back. create() writes version 1 over a negative entry (version 0), so a key works
 *   at once even if its digest had been presented before.
 *
 * Redis keys, all under the deployment's prefix and with the digest as hash tag, so that the keys
 * of one script call share a Redis Cluster slot (none is built inside Lua):
 *   apikey:{digest}:cache    the cached record (a hash), CACHE_SECONDS / NEGATIVE_CACHE_SECONDS
 *   apikey:{digest}:usage    requests per calendar month (UTC), field YYYY-MM
 *   ratelimit:{digest}:s:N   requests in epoch second N (expires after 2 s)
 *   ratelimit:{digest}:m:N   requests in epoch minute N (expires after 61 s)
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Result } from 'ioredis';
import type { Redis } from '../redis.js';
import { luaScript } from './lua/index.js';
import { RedisKeys } from './redis-keys.js';
import { API_KEY_PREFIX, hashApiKey, infoOf, isUniqueViolation, KEY_FORMAT, roleOf, type KeyRecordRow } from './api-key-rows.js';

export { API_KEY_PREFIX, hashApiKey };
import { checkTeamName, type ApiKeyInfo, type ApiKeyStore, type AuthOutcome, type KeyRole, type NewKey, type RateLimits, type UsageKind, USAGE_KINDS } from '../core/access/api-keys.js';


/** How long a key's cache entry lives (write-through keeps it current; the TTL bounds its memory). */
export const CACHE_SECONDS = 300;
/** How long "no key has this digest" is cached. */
export const NEGATIVE_CACHE_SECONDS = 5;


const UNKNOWN = 0;
const OK = 1;
const LIMITED = 2;
const MISS = 3;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    cdsKeyAuthorize(...args: (string | number)[]): Result<(string | number)[], Context>;
    cdsKeyCachePut(...args: (string | number)[]): Result<number, Context>;
  }
}

interface KeyRow extends KeyRecordRow {
  /** bigint, as pg returns it. */
  version: string;
  key_sha256: Buffer;
}

const COLUMNS = 'id, name, role, team, created_at, revoked_at, version, key_sha256';

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



/** The cache entry for a row, or for "no key has this digest", as the scripts' ARGV take it. */
function entryOf(row: KeyRow | undefined): (string | number)[] {
  if (!row) return [0, NEGATIVE_CACHE_SECONDS, 'none', '', '', '', '', ''];
  const info = infoOf(row);
  return [row.version, CACHE_SECONDS, info.revokedAt ? 'revoked' : 'ok', info.id, info.name, info.createdAt, info.role, info.team ?? ''];
}


export class ApiKeyRepository implements ApiKeyStore {
  private readonly keys: RedisKeys;
  constructor(
    private readonly pool: pg.Pool,
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = new RedisKeys(prefix);
    if (!redis.cdsKeyAuthorize) redis.defineCommand('cdsKeyAuthorize', { numberOfKeys: 4, lua: luaScript('api-key-authorize') });
    if (!redis.cdsKeyCachePut) redis.defineCommand('cdsKeyCachePut', { numberOfKeys: 1, lua: luaScript('api-key-cache-put') });
  }

  private cacheKey(hash: string) {
    return this.keys.apiKeyCache(hash);
  }
  private usageKey(hash: string) {
    return this.keys.apiKeyUsage(hash);
  }
  private secondCounterKey(hash: string, epochSecond: number) {
    return this.keys.rateLimitSecond(hash, epochSecond);
  }
  private minuteCounterKey(hash: string, epochMinute: number) {
    return this.keys.rateLimitMinute(hash, epochMinute);
  }

  /** A new plain key: the prefix and 256 random bits. */
  protected newPlainKey(): string {
    return API_KEY_PREFIX + randomBytes(32).toString('base64url');
  }

  private async cachePut(row: KeyRow): Promise<void> {
    await this.redis.cdsKeyCachePut(this.cacheKey(row.key_sha256.toString('hex')), ...entryOf(row));
  }

  /** Creates a key and returns the plain key (shown once) with its record. */
  async create(input: NewKey, now = new Date()): Promise<{ plain: string; key: ApiKeyInfo }> {
    const team = input.team ? checkTeamName(input.team) : null;
    const role: KeyRole = input.role ?? 'user';
    for (let attempt = 1; ; attempt++) {
      const plain = this.newPlainKey();
      const hash = hashApiKey(plain);
      const id = hash.slice(0, 12);
      let row: KeyRow | undefined;
      try {
        ({ rows: [row] } = await this.pool.query<KeyRow>(
          `INSERT INTO api_keys (id, name, key_sha256, role, team, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
          [id, input.name, Buffer.from(hash, 'hex'), role, team, now],
        ));
      } catch (err) {
        // The id is 48 bits of the digest: a clash with an existing key is possible, if unlikely.
        if (isUniqueViolation(err) && attempt < 3) continue;
        throw err;
      }
      if (!row) throw new Error('api key insert returned no row');
      try {
        // Replaces a negative entry for this digest, if there was one.
        await this.cachePut(row);
      } catch (err) {
        // Nobody has the plain key yet: take the row back rather than leave a key no caller saw.
        await this.pool.query('DELETE FROM api_keys WHERE id = $1', [id]).catch(() => undefined);
        throw err;
      }
      return { plain, key: infoOf(row) };
    }
  }

  async list(): Promise<ApiKeyInfo[]> {
    const { rows } = await this.pool.query<KeyRow>(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at, id`);
    return rows.map(infoOf);
  }

  async byId(id: string): Promise<ApiKeyInfo | null> {
    const { rows } = await this.pool.query<KeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1`, [id]);
    return rows[0] ? infoOf(rows[0]) : null;
  }

  /** Gives a key another role; false when no key has that id. Holds from the next request on. */
  async setRole(id: string, role: KeyRole): Promise<boolean> {
    const { rows } = await this.pool.query<KeyRow>(`UPDATE api_keys SET role = $2, version = version + 1 WHERE id = $1 RETURNING ${COLUMNS}`, [id, role]);
    if (!rows[0]) return false;
    await this.cachePut(rows[0]);
    return true;
  }

  /** Marks a key revoked; false when no key has that id. Holds from the next request on. */
  async revoke(id: string, now = new Date()): Promise<boolean> {
    const { rows } = await this.pool.query<KeyRow>(`UPDATE api_keys SET revoked_at = $2, version = version + 1 WHERE id = $1 RETURNING ${COLUMNS}`, [id, now]);
    if (!rows[0]) return false;
    await this.cachePut(rows[0]);
    return true;
  }

  async authorize(plain: string, limits: RateLimits, nowMs = Date.now()): Promise<AuthOutcome> {
    // Nothing create() made looks otherwise: no need to ask Redis or PostgreSQL.
    if (!KEY_FORMAT.test(plain)) return { kind: 'unknown_key' };
    const hash = digestOf(plain);
    const second = Math.floor(nowMs / 1000);
    const minute = Math.floor(second / 60);
    const args: (string | number)[] = [
      this.cacheKey(hash),
      this.secondCounterKey(hash, second),
      this.minuteCounterKey(hash, minute),
      this.usageKey(hash),
      limits.perSecond,
      limits.perMinute,
      60 - (second % 60),
      new Date(nowMs).toISOString().slice(0, 7),
    ];
    let res = await this.redis.cdsKeyAuthorize(...args);
    if (Number(res[0]) === MISS) {
      const { rows } = await this.pool.query<KeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE key_sha256 = $1`, [Buffer.from(hash, 'hex')]);
      res = await this.redis.cdsKeyAuthorize(...args, ...entryOf(rows[0]));
      if (Number(res[0]) === MISS) throw new Error('api key cache entry missing right after it was filled');
    }
    const code = Number(res[0]);
    if (code === UNKNOWN) return { kind: 'unknown_key' };
    const key: ApiKeyInfo = {
      id: String(res[1]),
      name: String(res[2]),
      createdAt: String(res[3]),
      revokedAt: null,
      role: roleOf(res[4]),
      team: res[5] ? String(res[5]) : null,
    };
    if (code === LIMITED) {
      return {
        kind: 'limited',
        key,
        retryAfterSeconds: Number(res[6]),
        limit: Number(res[7]),
        window: res[8] === 'minute' ? 'minute' : 'second',
      };
    }
    if (code !== OK) throw new Error(`unexpected answer from the authorize script: ${code}`);
    return { kind: 'ok', key, remainingSecond: Number(res[6]), remainingMinute: Number(res[7]) };
  }

  /** Requests the key made in a calendar month (UTC), counted when they passed the rate limit. */
  async usage(id: string, month: string): Promise<number> {
    const { rows } = await this.pool.query<{ key_sha256: Buffer }>('SELECT key_sha256 FROM api_keys WHERE id = $1', [id]);
    if (!rows[0]) return 0;
    return Number((await this.redis.hget(this.usageKey(rows[0].key_sha256.toString('hex')), month)) ?? 0);
  }

  async countUse(id: string, kind: UsageKind, month: string, n = 1): Promise<void> {
    await this.redis.hincrby(this.keys.apiKeyUses(id), `${month}:${kind}`, n);
  }

  async uses(id: string, month: string): Promise<Record<UsageKind, number>> {
    const counts = await this.redis.hmget(this.keys.apiKeyUses(id), ...USAGE_KINDS.map((k) => `${month}:${k}`));
    return Object.fromEntries(USAGE_KINDS.map((k, i) => [k, Number(counts[i] ?? 0)])) as Record<UsageKind, number>;
  }

  /** Every team some key was created in, revoked keys' included (the default team not). */
  async teams(): Promise<string[]> {
    const { rows } = await this.pool.query<{ team: string }>('SELECT DISTINCT team FROM api_keys WHERE team IS NOT NULL');
    return rows.map((r) => r.team).sort();
  }
}
