/**
 * Per-client rate limits (core/access/client-limits.ts) in PostgreSQL, for the shapes without
 * Redis: the counterpart of client-rate-limit-repository.ts. One statement per request calls
 * `rate_limit_hit` (migrations/0010_redis_counterparts.sql), which checks both windows and counts
 * the request under the row lock of the client's current minute, so concurrent requests of one
 * client cannot both take its last slot. The client's address is stored as a digest, as in Redis.
 *
 * The counters live in an UNLOGGED table and expire with their window; `sweep` deletes the
 * windows that are over.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { RateLimits } from '../core/access/api-keys.js';
import type { ClientLimitOutcome, ClientRateLimiter } from '../core/access/client-limits.js';

/** The one request of a subject against its limits, as rate_limit_hit answers it. */
export interface RateHit {
  counted: boolean;
  second_hits: number;
  minute_hits: number;
}

/**
 * The answer to a refused request: which window is full, and when it has room again (the next
 * second, or the next minute: the seconds left in this one), as the Redis scripts answer.
 */
export function refusal(hit: Pick<RateHit, 'second_hits'>, limits: RateLimits, second: number): { retryAfterSeconds: number; limit: number; window: 'second' | 'minute' } {
  return hit.second_hits >= limits.perSecond
    ? { retryAfterSeconds: 1, limit: limits.perSecond, window: 'second' }
    : { retryAfterSeconds: 60 - (second % 60), limit: limits.perMinute, window: 'minute' };
}

/** Deletes the rate-limit windows that are over at `now`; returns how many rows went. */
export async function sweepRateCounters(pool: pg.Pool, now: Date): Promise<number> {
  return (await pool.query('DELETE FROM rate_limit_counters WHERE expires_at <= $1', [now])).rowCount ?? 0;
}

export class PgClientRateLimitRepository implements ClientRateLimiter {
  constructor(private readonly pool: pg.Pool) {}

  async hit(client: string, limits: RateLimits, nowMs = Date.now()): Promise<ClientLimitOutcome> {
    const digest = createHash('sha256').update(client, 'utf8').digest('hex').slice(0, 32);
    const second = Math.floor(nowMs / 1000);
    const minute = Math.floor(second / 60);
    const { rows } = await this.pool.query<RateHit>('SELECT counted, second_hits, minute_hits FROM rate_limit_hit($1, $2, $3, $4, $5)', [
      `client:${digest}`,
      second,
      minute,
      limits.perSecond,
      limits.perMinute,
    ]);
    const hit = rows[0];
    if (!hit) throw new Error('rate_limit_hit returned no row');
    return hit.counted ? { kind: 'ok' } : { kind: 'limited', ...refusal(hit, limits, second) };
  }

  /** Deletes the windows that are over (the composition schedules it). */
  sweep(now = new Date()): Promise<number> {
    return sweepRateCounters(this.pool, now);
  }
}
