/**
 * What the mail core remembers between lookups, each with its own lifetime: a domain's mail
 * route (MX answer), a mail host's addresses, whether a domain accepts every address, and an
 * address's last verification. A second lookup inside those lifetimes asks no server.
 */
import type { MailCache } from '../core/mail/mail-cache.js';
import type { Redis } from '../redis.js';
import { RedisKeys } from './redis-keys.js';

export class MailCacheRepository implements MailCache {
  private readonly keys: RedisKeys;
  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = new RedisKeys(prefix);
  }

  private key(kind: 'route' | 'host' | 'accept-all' | 'result', id: string) {
    return this.keys.mail(kind, id);
  }

  async get<T>(kind: 'route' | 'host' | 'accept-all' | 'result', id: string): Promise<T | null> {
    const raw = await this.redis.get(this.key(kind, id));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  async put(kind: 'route' | 'host' | 'accept-all' | 'result', id: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    await this.redis.set(this.key(kind, id), JSON.stringify(value), 'EX', ttlSeconds);
  }
}
