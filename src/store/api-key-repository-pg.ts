/**
 * API keys in PostgreSQL alone, for the shapes without Redis: the counterpart of
 * api-key-repository.ts. The records are the same rows of `api_keys` (created, listed, revoked
 * alike); what Redis held (the rate-limit counters, the monthly usage) is in PostgreSQL too
 * (migrations/0010_redis_counterparts.sql).
 *
 * `authorize` is one statement per request: `api_key_authorize` reads the key by its digest,
 * checks and counts both rate-limit windows under the row lock of the key's current minute, and
 * adds the request to the month's usage. There is no key cache, in PostgreSQL or in the process:
 * - the request has to write its counters to PostgreSQL anyway, and reading the key by its
 *   unique digest in that same statement costs an index probe, not a round trip, so a cache
 *   would save nothing;
 * - with no copy of the key anywhere, a revocation or a role change holds from the next request
 *   on in every process, with nothing to invalidate (an in-process cache would need each process
 *   told, and would answer from its copy until then).
 * A digest no key has costs the same index probe (the Redis shape caches it briefly to spare
 * PostgreSQL; here PostgreSQL is the cache it would have been).
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { checkTeamName, USAGE_KINDS, type ApiKeyInfo, type ApiKeyStore, type AuthOutcome, type KeyRole, type NewKey, type RateLimits, type UsageKind } from '../core/access/api-keys.js';
import { API_KEY_PREFIX, hashApiKey, infoOf, isUniqueViolation, KEY_FORMAT, roleOf, type KeyRecordRow } from './api-key-rows.js';
import { refusal, sweepRateCounters } from './client-rate-limit-repository-pg.js';


type KeyRow = KeyRecordRow;

const COLUMNS = 'id, name, role, team, created_at, revoked_at';

interface AuthorizeRow {
  outcome: number;
  id: string | null;
  name: string | null;
  role: string | null;
  team: string | null;
  created_at: Date | null;
  second_hits: number | null;
  minute_hits: number | null;
}




export class PgApiKeyRepository implements ApiKeyStore {
  /** Recent keys' digests, so a busy client does not pay a SHA-256 per request. */
  private readonly recentDigests = new Map<string, Buffer>();

  constructor(private readonly pool: pg.Pool) {}

  /** A new plain key: the prefix and 256 random bits. */
  protected newPlainKey(): string {
    return API_KEY_PREFIX + randomBytes(32).toString('base64url');
  }

  private digestOf(plain: string): Buffer {
    let digest = this.recentDigests.get(plain);
    if (digest === undefined) {
      digest = Buffer.from(hashApiKey(plain), 'hex');
      if (this.recentDigests.size >= 1000) this.recentDigests.clear();
      this.recentDigests.set(plain, digest);
    }
    return digest;
  }

  async create(input: NewKey, now = new Date()): Promise<{ plain: string; key: ApiKeyInfo }> {
    const team = input.team ? checkTeamName(input.team) : null;
    const role: KeyRole = input.role ?? 'user';
    for (let attempt = 1; ; attempt++) {
      const plain = this.newPlainKey();
      const hash = hashApiKey(plain);
      try {
        const { rows } = await this.pool.query<KeyRow>(
          `INSERT INTO api_keys (id, name, key_sha256, role, team, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
          [hash.slice(0, 12), input.name, Buffer.from(hash, 'hex'), role, team, now],
        );
        if (!rows[0]) throw new Error('api key insert returned no row');
        return { plain, key: infoOf(rows[0]) };
      } catch (err) {
        // The id is 48 bits of the digest: a clash with an existing key is possible, if unlikely.
        if (isUniqueViolation(err) && attempt < 3) continue;
        throw err;
      }
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

  /** Gives a key another role; false when no key has that id. The next request reads it. */
  async setRole(id: string, role: KeyRole): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE api_keys SET role = $2, version = version + 1 WHERE id = $1', [id, role]);
    return rowCount === 1;
  }

  /** Marks a key revoked; false when no key has that id. The next request, in any process, is refused. */
  async revoke(id: string, now = new Date()): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE api_keys SET revoked_at = $2, version = version + 1 WHERE id = $1', [id, now]);
    return rowCount === 1;
  }

  async authorize(plain: string, limits: RateLimits, nowMs = Date.now()): Promise<AuthOutcome> {
    // Nothing create() made looks otherwise: no need to ask PostgreSQL.
    if (!KEY_FORMAT.test(plain)) return { kind: 'unknown_key' };
    const second = Math.floor(nowMs / 1000);
    const minute = Math.floor(second / 60);
    const { rows } = await this.pool.query<AuthorizeRow>('SELECT * FROM api_key_authorize($1, $2, $3, $4, $5, $6)', [
      this.digestOf(plain),
      second,
      minute,
      limits.perSecond,
      limits.perMinute,
      new Date(nowMs).toISOString().slice(0, 7),
    ]);
    const res = rows[0];
    if (!res) throw new Error('api_key_authorize returned no row');
    if (res.outcome === 0) return { kind: 'unknown_key' };
    const key: ApiKeyInfo = {
      id: res.id!,
      name: res.name!,
      createdAt: res.created_at!.toISOString(),
      revokedAt: null,
      role: roleOf(res.role),
      team: res.team,
    };
    const hits = { second_hits: res.second_hits!, minute_hits: res.minute_hits! };
    if (res.outcome === 2) return { kind: 'limited', key, ...refusal(hits, limits, second) };
    if (res.outcome !== 1) throw new Error(`unexpected answer from api_key_authorize: ${res.outcome}`);
    return { kind: 'ok', key, remainingSecond: limits.perSecond - hits.second_hits, remainingMinute: limits.perMinute - hits.minute_hits };
  }

  /** Requests the key made in a calendar month (UTC), counted when they passed the rate limit. */
  async usage(id: string, month: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>("SELECT n FROM api_key_usage WHERE key_id = $1 AND month = $2 AND kind = 'requests'", [id, month]);
    return rows[0] ? Number(rows[0].n) : 0;
  }

  async countUse(id: string, kind: UsageKind, month: string, n = 1): Promise<void> {
    await this.pool.query(
      `INSERT INTO api_key_usage AS u (key_id, month, kind, n) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key_id, month, kind) DO UPDATE SET n = u.n + EXCLUDED.n`,
      [id, month, kind, n],
    );
  }

  async uses(id: string, month: string): Promise<Record<UsageKind, number>> {
    const { rows } = await this.pool.query<{ kind: UsageKind; n: string }>('SELECT kind, n FROM api_key_usage WHERE key_id = $1 AND month = $2 AND kind = ANY($3)', [
      id,
      month,
      USAGE_KINDS,
    ]);
    const found = new Map(rows.map((r) => [r.kind, Number(r.n)]));
    return Object.fromEntries(USAGE_KINDS.map((k) => [k, found.get(k) ?? 0])) as Record<UsageKind, number>;
  }

  /** Every team some key was created in, revoked keys' included (the default team not). */
  async teams(): Promise<string[]> {
    const { rows } = await this.pool.query<{ team: string }>('SELECT DISTINCT team FROM api_keys WHERE team IS NOT NULL');
    return rows.map((r) => r.team).sort();
  }

  /** Deletes the rate-limit windows that are over (the composition schedules it). */
  sweep(now = new Date()): Promise<number> {
    return sweepRateCounters(this.pool, now);
  }
}
