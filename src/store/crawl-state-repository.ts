/**
 * Where each domain's crawl stands. In Redis, the crawl claim: queued (a crawl job exists),
 * crawled, or no_website (cached for a while so repeated lookups of a dead domain answer 404
 * without a new crawl each time), and the webhooks waiting for a queued crawl. A lookup claims a
 * crawl and joins its webhook list in one script, and a crawl's end records its state and takes
 * the webhook list in one MULTI, so a webhook is never added to a list already taken.
 *
 * In PostgreSQL (table `crawls`, migrations/0005_crawls.sql), the provenance: when each domain
 * was last crawled and with what outcome, which the re-crawl schedule reads (`crawledBefore`).
 * It is a record of the service, so it does not live in Redis.
 */
import type { Result } from 'ioredis';
import type pg from 'pg';
import type { Redis } from '../redis.js';
import { luaScript } from './lua/index.js';
import { RedisKeys } from './redis-keys.js';
import { MAX_WEBHOOKS_PER_CRAWL, type CrawlState, type CrawlStateName, type CrawlStateStore } from '../core/web/crawl-state.js';

// The types and the cap live in core (the interface this class implements); kept importable from here.
export type { CrawlState, CrawlStateName };
export { MAX_WEBHOOKS_PER_CRAWL };

declare module 'ioredis' {
  interface RedisCommander<Context> {
    cdsCrawlClaim(state: string, hooks: string, queued: string, ttl: number, hook: string, force: string, maxHooks: number): Result<[number, string?], Context>;
  }
}
export class CrawlStateRepository implements CrawlStateStore {
  private readonly keys: RedisKeys;
  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly pool: pg.Pool,
  ) {
    this.keys = new RedisKeys(prefix);
    if (!redis.cdsCrawlClaim) redis.defineCommand('cdsCrawlClaim', { numberOfKeys: 2, lua: luaScript('crawl-claim') });
  }

  private stateKey(domain: string) {
    return this.keys.crawlState(domain);
  }
  private hooksKey(domain: string) {
    return this.keys.crawlHooks(domain);
  }

  async get(domain: string): Promise<CrawlState | null> {
    const raw = await this.redis.get(this.stateKey(domain));
    return raw ? (JSON.parse(raw) as CrawlState) : null;
  }

  /**
   * Marks the domain queued unless a state is already recorded; adds the webhook when the crawl
   * is (now) queued. `claimed` says whether the caller must queue the crawl job.
   */
  async claim(domain: string, queuedTtlSeconds: number, webhookUrl: string | null, now: Date, recrawl = false): Promise<{ claimed: boolean; state: CrawlState }> {
    const queued: CrawlState = { state: 'queued', at: now.toISOString(), reason: null };
    const [claimed, current] = await this.redis.cdsCrawlClaim(
      this.stateKey(domain),
      this.hooksKey(domain),
      JSON.stringify(queued),
      queuedTtlSeconds,
      webhookUrl ?? '',
      recrawl ? '1' : '0',
      MAX_WEBHOOKS_PER_CRAWL,
    );
    return { claimed: claimed === 1, state: claimed === 1 || !current ? queued : (JSON.parse(current) as CrawlState) };
  }

  /**
   * Records a finished crawl and returns the webhooks that were waiting for it. A domain without
   * a website is remembered in Redis for `missTtlSeconds`; a crawled one until it is crawled
   * again. The provenance row in PostgreSQL is replaced (the last crawl to finish wins).
   *
   * PostgreSQL is written first, then Redis; each write is atomic on its own. If the process
   * fails or dies between the two, the row is written and Redis is as it was: a claimed crawl
   * still says queued and its webhooks still wait, none taken. The crawl's job (or bulk row)
   * fails or stalls and is retried: it writes the row again (an upsert, harmless) and only then
   * takes the webhooks, in the one MULTI that ever takes them, so each is queued once. Written
   * the other way round, a PostgreSQL failure after the MULTI would throw with the webhooks
   * already taken (never delivered), and a crawl that then failed for good would leave the
   * domain marked crawled in Redis with no row: the re-crawl schedule would skip it, silently.
   */
  async finish(domain: string, state: Exclude<CrawlStateName, 'queued'>, reason: string | null, at: Date, missTtlSeconds: number): Promise<string[]> {
    await this.pool.query(
      `INSERT INTO crawls (domain, outcome, reason, crawled_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (domain) DO UPDATE SET outcome = EXCLUDED.outcome, reason = EXCLUDED.reason, crawled_at = EXCLUDED.crawled_at`,
      [domain, state, reason, at],
    );
    const value = JSON.stringify({ state, at: at.toISOString(), reason } satisfies CrawlState);
    const tx = this.redis.multi();
    if (state === 'no_website') tx.set(this.stateKey(domain), value, 'EX', missTtlSeconds);
    else tx.set(this.stateKey(domain), value);
    tx.smembers(this.hooksKey(domain)).del(this.hooksKey(domain));
    const res = await tx.exec();
    if (!res) throw new Error('crawl state: transaction aborted');
    for (const [err] of res) if (err) throw err;
    return (res[1]?.[1] as string[] | undefined) ?? [];
  }

  /** Puts back webhooks taken by `finish` whose jobs could not be queued. */
  async restoreHooks(domain: string, hooks: readonly string[]): Promise<void> {
    if (hooks.length > 0) await this.redis.sadd(this.hooksKey(domain), ...hooks);
  }

  /** Drops a queued state (its job failed for good), so the next lookup queues a new crawl. */
  async release(domain: string): Promise<void> {
    const raw = await this.redis.get(this.stateKey(domain));
    if (raw && raw.includes('"state":"queued"')) await this.redis.del(this.stateKey(domain));
  }

  /**
   * Domains last crawled before `before`, oldest first, ties by domain in byte order (the order
   * the Redis sorted set served: by score, then member), paged by `offset` and `limit`.
   */
  async crawledBefore(before: Date, limit: number, offset = 0): Promise<string[]> {
    if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`crawledBefore: limit must be a non-negative integer, got ${limit}`);
    if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`crawledBefore: offset must be a non-negative integer, got ${offset}`);
    const { rows } = await this.pool.query<{ domain: string }>(
      'SELECT domain FROM crawls WHERE crawled_at < $1 ORDER BY crawled_at, domain LIMIT $2 OFFSET $3',
      [before, limit, offset],
    );
    return rows.map((r) => r.domain);
  }
}
