/**
 * The mail core's caches (core/mail/mail-cache.ts) in PostgreSQL, for the shapes without Redis:
 * the counterpart of mail-cache-repository.ts, one row of the UNLOGGED `mail_cache` table per
 * value with the time its lifetime ends (migrations/0010_redis_counterparts.sql). A read ignores
 * a row whose time is past; `sweep` deletes those rows.
 *
 * Why in PostgreSQL and not in each process: the verification results and accept-all answers
 * stand for SMTP sessions (seconds each, and the mail server's patience), and the API and every
 * worker must find the answer one of them got, or a bulk and a lookup of the same address probe
 * the server twice. The routes and host addresses (DNS answers) would do as well per process,
 * but one store keeps one behaviour for the four kinds; a read here is one index probe.
 */
import type pg from 'pg';
import type { MailCache, MailCacheKind } from '../core/mail/mail-cache.js';
import { toDbText } from './pg/sql-text.js';

export class PgMailCacheRepository implements MailCache {
  constructor(
    private readonly pool: pg.Pool,
    /** The service's clock (ms): lifetimes are counted on it, as Redis counts a TTL on its own. */
    private readonly clock: () => number = Date.now,
  ) {}

  async get<T>(kind: MailCacheKind, id: string): Promise<T | null> {
    const { rows } = await this.pool.query<{ value: string }>('SELECT value FROM mail_cache WHERE kind = $1 AND id = $2 AND expires_at > $3', [
      kind,
      toDbText(id),
      new Date(this.clock()),
    ]);
    return rows[0] ? (JSON.parse(rows[0].value) as T) : null;
  }

  async put(kind: MailCacheKind, id: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    // JSON.stringify escapes U+0000 and lone surrogates: the text is always valid PostgreSQL text.
    await this.pool.query(
      `INSERT INTO mail_cache (kind, id, value, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, id) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
      [kind, toDbText(id), JSON.stringify(value), new Date(this.clock() + ttlSeconds * 1000)],
    );
  }

  /** Deletes the values whose lifetime is over at `now` (the composition schedules it). */
  async sweep(now = new Date(this.clock())): Promise<number> {
    return (await this.pool.query('DELETE FROM mail_cache WHERE expires_at <= $1', [now])).rowCount ?? 0;
  }
}
