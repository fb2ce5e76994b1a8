/**
 * Where each domain's crawl stands (core/web/crawl-state.ts) in PostgreSQL alone, for the shapes
 * without Redis: the counterpart of crawl-state-repository.ts. The claim and its webhooks are
 * rows of `crawl_claims` and `crawl_hooks` (migrations/0010_redis_counterparts.sql), with the
 * time a queued or no_website state ends in `expires_at` (null: a crawled state, kept until the
 * next crawl); the provenance is the same `crawls` table the Redis shape writes.
 *
 * What the Lua script and the MULTI did at once is one transaction here, serialised per domain
 * by the row lock on the domain's claim: of concurrent claims exactly one is `claimed`, a
 * webhook is never added to a list a crawl's end has taken, and the cap on webhooks is exact.
 * A crawl's end writes the provenance, the state and takes the webhooks in one transaction, so
 * the two-store ordering of the Redis shape has no counterpart: either all of it happened or none.
 */
import type pg from 'pg';
import { MAX_WEBHOOKS_PER_CRAWL, type CrawlState, type CrawlStateName, type CrawlStateStore } from '../core/web/crawl-state.js';
import { inTransaction } from './pg/transaction.js';

interface ClaimRow {
  state: CrawlStateName;
  at: Date;
  reason: string | null;
  expires_at: Date | null;
}

function stateOf(row: ClaimRow): CrawlState {
  return { state: row.state, at: row.at.toISOString(), reason: row.reason };
}

const live = (row: ClaimRow, now: Date) => row.expires_at === null || row.expires_at > now;

export class PgCrawlStateRepository implements CrawlStateStore {
  constructor(
    private readonly pool: pg.Pool,
    /** The service's clock (ms): the claims' lifetimes are counted on it. */
    private readonly clock: () => number = Date.now,
  ) {}

  async get(domain: string): Promise<CrawlState | null> {
    const { rows } = await this.pool.query<ClaimRow>(
      'SELECT state, at, reason, expires_at FROM crawl_claims WHERE domain = $1 AND (expires_at IS NULL OR expires_at > $2)',
      [domain, new Date(this.clock())],
    );
    return rows[0] ? stateOf(rows[0]) : null;
  }

  async claim(domain: string, queuedTtlSeconds: number, webhookUrl: string | null, now: Date, recrawl = false): Promise<{ claimed: boolean; state: CrawlState }> {
    const queued: CrawlState = { state: 'queued', at: now.toISOString(), reason: null };
    return inTransaction(this.pool, async (c) => {
      const t = new Date(this.clock());
      const expires = new Date(t.getTime() + queuedTtlSeconds * 1000);
      // Our queued claim when the domain has no row; else the row there, locked. A row deleted
      // between the two statements (release, sweep) sends us round again.
      let current: CrawlState | null = null;
      let claimed = false;
      for (;;) {
        const inserted = await c.query(
          `INSERT INTO crawl_claims (domain, state, at, reason, expires_at) VALUES ($1, 'queued', $2, NULL, $3)
           ON CONFLICT (domain) DO NOTHING`,
          [domain, now, expires],
        );
        if (inserted.rowCount === 1) {
          claimed = true;
          break;
        }
        const { rows } = await c.query<ClaimRow>('SELECT state, at, reason, expires_at FROM crawl_claims WHERE domain = $1 FOR UPDATE', [domain]);
        if (!rows[0]) continue;
        const row = rows[0];
        // An expired state counts as none; a finished one does too when this is a re-crawl.
        if (!live(row, t) || (recrawl && row.state !== 'queued')) {
          await c.query("UPDATE crawl_claims SET state = 'queued', at = $2, reason = NULL, expires_at = $3 WHERE domain = $1", [domain, now, expires]);
          claimed = true;
        } else {
          current = stateOf(row);
        }
        break;
      }
      if (webhookUrl && (claimed || current?.state === 'queued')) await this.addHook(c, domain, webhookUrl, t, expires);
      return { claimed, state: claimed || !current ? queued : current };
    });
  }

  /**
   * Adds a webhook to the domain's list unless it holds MAX_WEBHOOKS_PER_CRAWL, and gives the
   * whole list the claim's lifetime (as EXPIRE did the Redis set). Under the claim's row lock.
   */
  private async addHook(c: pg.PoolClient, domain: string, url: string, now: Date, expires: Date): Promise<void> {
    await c.query('DELETE FROM crawl_hooks WHERE domain = $1 AND expires_at <= $2', [domain, now]);
    const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM crawl_hooks WHERE domain = $1', [domain]);
    if ((rows[0]?.n ?? 0) >= MAX_WEBHOOKS_PER_CRAWL) return;
    await c.query('INSERT INTO crawl_hooks (domain, url, expires_at) VALUES ($1, $2, $3) ON CONFLICT (domain, url) DO NOTHING', [domain, url, expires]);
    await c.query('UPDATE crawl_hooks SET expires_at = $2 WHERE domain = $1', [domain, expires]);
  }

  /**
   * Records a finished crawl and returns the webhooks that were waiting for it: the provenance
   * row (the last crawl to finish wins), the state (no_website for `missTtlSeconds`, crawled
   * until the next crawl) and the list taken, in one transaction.
   */
  async finish(domain: string, state: Exclude<CrawlStateName, 'queued'>, reason: string | null, at: Date, missTtlSeconds: number): Promise<string[]> {
    return inTransaction(this.pool, async (c) => {
      const t = new Date(this.clock());
      await c.query(
        `INSERT INTO crawls (domain, outcome, reason, crawled_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (domain) DO UPDATE SET outcome = EXCLUDED.outcome, reason = EXCLUDED.reason, crawled_at = EXCLUDED.crawled_at`,
        [domain, state, reason, at],
      );
      const expires = state === 'no_website' ? new Date(t.getTime() + missTtlSeconds * 1000) : null;
      await c.query(
        `INSERT INTO crawl_claims (domain, state, at, reason, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (domain) DO UPDATE SET state = EXCLUDED.state, at = EXCLUDED.at, reason = EXCLUDED.reason, expires_at = EXCLUDED.expires_at`,
        [domain, state, at, reason, expires],
      );
      const { rows } = await c.query<{ url: string }>(
        `WITH taken AS (DELETE FROM crawl_hooks WHERE domain = $1 RETURNING url, expires_at)
         SELECT url FROM taken WHERE expires_at IS NULL OR expires_at > $2 ORDER BY url`,
        [domain, t],
      );
      return rows.map((r) => r.url);
    });
  }

  /** Puts back webhooks taken by `finish` whose jobs could not be queued (they wait without a lifetime). */
  async restoreHooks(domain: string, hooks: readonly string[]): Promise<void> {
    if (hooks.length === 0) return;
    await this.pool.query('INSERT INTO crawl_hooks (domain, url, expires_at) SELECT $1, url, NULL FROM unnest($2::text[]) AS url ON CONFLICT (domain, url) DO NOTHING', [
      domain,
      hooks,
    ]);
  }

  async release(domain: string): Promise<void> {
    await this.pool.query("DELETE FROM crawl_claims WHERE domain = $1 AND state = 'queued'", [domain]);
  }

  /** Domains last crawled before `before`, oldest first, ties by domain in byte order, paged. */
  async crawledBefore(before: Date, limit: number, offset = 0): Promise<string[]> {
    if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`crawledBefore: limit must be a non-negative integer, got ${limit}`);
    if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`crawledBefore: offset must be a non-negative integer, got ${offset}`);
    const { rows } = await this.pool.query<{ domain: string }>('SELECT domain FROM crawls WHERE crawled_at < $1 ORDER BY crawled_at, domain LIMIT $2 OFFSET $3', [
      before,
      limit,
      offset,
    ]);
    return rows.map((r) => r.domain);
  }

  /** Deletes the claims and webhooks whose lifetime is over at `now` (the composition schedules it). */
  async sweep(now = new Date(this.clock())): Promise<number> {
    const claims = await this.pool.query('DELETE FROM crawl_claims WHERE expires_at <= $1', [now]);
    const hooks = await this.pool.query('DELETE FROM crawl_hooks WHERE expires_at <= $1', [now]);
    return (claims.rowCount ?? 0) + (hooks.rowCount ?? 0);
  }
}
