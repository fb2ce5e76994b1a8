/**
 * Per-client rate limits in Redis (core/access/client-limits.ts): two counters per client, one
 * for the current epoch second and one for the current minute, checked and counted by one script
 * so that concurrent requests of one client cannot both pass the last slot. The client's address
 * is stored as a digest (no IP address in key names), and is the keys' cluster hash tag.
 *
 * Keys (after the prefix): clientlimit:{digest}:s:N and clientlimit:{digest}:m:N.
 */
import { createHash } from 'node:crypto';
import type { Result } from 'ioredis';
import type { RateLimits } from '../core/access/api-keys.js';
import type { ClientLimitOutcome, ClientRateLimiter } from '../core/access/client-limits.js';
import type { Redis } from '../redis.js';
import { luaScript } from './lua/index.js';
import { RedisKeys } from './redis-keys.js';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    cdsClientLimit(...args: (string | number)[]): Result<(string | number)[], Context>;
  }
}

export class ClientRateLimitRepository implements ClientRateLimiter {
  private readonly keys: RedisKeys;
  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = new RedisKeys(prefix);
    if (!redis.cdsClientLimit) redis.defineCommand('cdsClientLimit', { numberOfKeys: 2, lua: luaScript('client-rate-limit') });
  }

  async hit(client: string, limits: RateLimits, nowMs = Date.now()): Promise<ClientLimitOutcome> {
    const digest = createHash('sha256').update(client, 'utf8').digest('hex').slice(0, 32);
    const second = Math.floor(nowMs / 1000);
    const minute = Math.floor(second / 60);
    const res = await this.redis.cdsClientLimit(
      this.keys.clientLimitSecond(digest, second),
      this.keys.clientLimitMinute(digest, minute),
      limits.perSecond,
      limits.perMinute,
      60 - (second % 60),
    );
    if (Number(res[0]) === 1) return { kind: 'ok' };
    return { kind: 'limited', retryAfterSeconds: Number(res[1]), limit: Number(res[2]), window: res[3] === 'minute' ? 'minute' : 'second' };
  }
}
