/**
 * Mail servers' learned pace (core/mail/host-pace.ts) in PostgreSQL, for the shapes without
 * Redis: the counterpart of pace-repository.ts, one row of the UNLOGGED `mail_pace` table per
 * server address with the time its record ends (migrations/0010_redis_counterparts.sql), so
 * every worker of the deployment approaches a server at the pace it has shown. A read ignores a
 * record whose time is past; `sweep` deletes those rows.
 */
import type pg from 'pg';
import type { PaceRecord, PaceStore } from '../core/mail/host-pace.js';

export class PgPaceRepository implements PaceStore {
  constructor(
    private readonly pool: pg.Pool,
    /** The service's clock (ms): a record's lifetime is counted on it. */
    private readonly clock: () => number = Date.now,
  ) {}

  async get(host: string): Promise<PaceRecord | null> {
    const { rows } = await this.pool.query<{ record: string }>('SELECT record FROM mail_pace WHERE host = $1 AND expires_at > $2', [host, new Date(this.clock())]);
    return rows[0] ? (JSON.parse(rows[0].record) as PaceRecord) : null;
  }

  /** Replaces the host's record (the last write wins, as a Redis SET does); at least 1 s. */
  async put(host: string, record: PaceRecord, ttlSeconds: number): Promise<void> {
    const expires = new Date(this.clock() + Math.max(1, Math.round(ttlSeconds)) * 1000);
    await this.pool.query(
      `INSERT INTO mail_pace (host, record, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (host) DO UPDATE SET record = EXCLUDED.record, expires_at = EXCLUDED.expires_at`,
      [host, JSON.stringify(record), expires],
    );
  }

  /** Deletes the records whose lifetime is over at `now` (the composition schedules it). */
  async sweep(now = new Date(this.clock())): Promise<number> {
    return (await this.pool.query('DELETE FROM mail_pace WHERE expires_at <= $1', [now])).rowCount ?? 0;
  }
}
