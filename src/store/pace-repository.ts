/**
 * Mail servers' learned pace (core/mail/host-pace.ts) in Redis, one JSON value per server address
 * with the record's TTL, so every worker of the deployment approaches a server at the pace it
 * has shown. Key (after the prefix): mail:pace:{ip}.
 */
import type { PaceRecord, PaceStore } from '../core/mail/host-pace.js';
import type { Redis } from '../redis.js';
import { RedisKeys } from './redis-keys.js';

export class PaceRepository implements PaceStore {
  private readonly keys: RedisKeys;
  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = new RedisKeys(prefix);
  }

  private key(host: string): string {
    return this.keys.mailPace(host);
  }

  async get(host: string): Promise<PaceRecord | null> {
    const raw = await this.redis.get(this.key(host));
    return raw === null ? null : (JSON.parse(raw) as PaceRecord);
  }

  async put(host: string, record: PaceRecord, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.key(host), JSON.stringify(record), 'EX', Math.max(1, Math.round(ttlSeconds)));
  }
}
