/**
 * The bulks' change announcements in PostgreSQL, for the shapes without Redis: the counterpart
 * of bulk-change-feed.ts over LISTEN/NOTIFY.
 *
 * PgBulkRepository announces each write that changes what a bulk's status shows with
 * `pg_notify` in the same transaction as the write (`announce` below), so the announcement is
 * sent when, and only when, the change commits. One channel carries every bulk's announcements,
 * the payload naming the schema, the bulk and the kind of change ("<schema> <id> <kind>", about
 * 110 bytes: NOTIFY refuses payloads of 8000 bytes or more, and a bulk id is a UUID); the schema
 * keeps apart deployments (and test files) that share one database, as the Redis prefix did.
 *
 * One listening connection per process (a client of its own, not a pooled one: LISTEN belongs to
 * the session), opened when the first bulk is followed; its listeners are found by bulk id, so a
 * process following a thousand bulks holds one connection and one LISTEN. NOTIFY, like Redis
 * pub/sub, reaches only the sessions listening when it is sent: when the connection is lost it
 * is opened again (with a growing pause between attempts) and the gap handlers run, so
 * followers re-read what they may have missed.
 */
import pg from 'pg';
import type { BulkChangeFeed } from '../core/bulk/bulk-record.js';

export const BULK_EVENTS_CHANNEL = 'cds_bulk_events';

/** What changed: a state moved, a chunk counted, rows waiting (the Redis shape's messages). */
export type BulkChange = 'state' | 'chunk' | 'pending';

/**
 * The SQL expression that announces a change of the bulk `idSql` names (a parameter such as
 * '$1'), for use inside the statement or transaction that makes the change.
 */
export function announce(idSql: string, change: BulkChange): string {
  return `pg_notify('${BULK_EVENTS_CHANNEL}', current_schema() || ' ' || ${idSql} || ' ${change}')`;
}

/** An announcement's schema, bulk id and change, or null for a payload that is not one. */
export function parseAnnouncement(payload: string): { schema: string; id: string; change: string } | null {
  const last = payload.lastIndexOf(' ');
  const middle = payload.lastIndexOf(' ', last - 1);
  if (middle <= 0) return null;
  return { schema: payload.slice(0, middle), id: payload.slice(middle + 1, last), change: payload.slice(last + 1) };
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

export class PgBulkChangeFeed implements BulkChangeFeed {
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly gapHandlers: (() => void)[] = [];
  /** The connection, once it listens. */
  private client: pg.Client | null = null;
  private opening: Promise<void> | null = null;
  /** The schema whose announcements this process hears (the connection's current_schema()). */
  private schema: string | null = null;
  /** A connection was lost: the next one to listen runs the gap handlers. */
  private lost = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    /** The primary's URL (with the schema's search_path, as Database.url gives it). */
    private readonly url: string,
    private readonly onError: (err: Error) => void,
  ) {}

  async listen(id: string, onChange: () => void): Promise<() => void> {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(onChange);
    const mine = set;
    const stop = () => {
      mine.delete(onChange);
      if (mine.size === 0 && this.listeners.get(id) === mine) this.listeners.delete(id);
    };
    try {
      await this.connected();
    } catch (err) {
      stop();
      throw err;
    }
    return stop;
  }

  onGap(handler: () => void): void {
    this.gapHandlers.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Resolves once the connection listens (opening it, or joining the attempt under way). */
  private connected(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('bulk change feed closed'));
    if (this.client) return Promise.resolve();
    this.opening ??= this.open().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => this.dispatch(msg.payload ?? ''));
    client.on('error', (err) => {
      this.onError(err);
      this.lose(client);
    });
    client.on('end', () => this.lose(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
      this.schema = rows[0]?.schema ?? null;
      await client.query(`LISTEN ${BULK_EVENTS_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      // A first connection that fails is the caller's error; a reconnection tries again.
      if (this.lost) this.retry();
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('bulk change feed closed');
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    if (this.lost) {
      this.lost = false;
      for (const handler of this.gapHandlers) handler();
    }
  }

  private dispatch(payload: string): void {
    const a = parseAnnouncement(payload);
    if (!a || a.schema !== this.schema) return;
    for (const listener of this.listeners.get(a.id) ?? []) listener();
  }

  /** The connection ended or failed: drop it and open another (announcements meanwhile are lost). */
  private lose(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.lost = true;
    client.end().catch(() => undefined);
    if (!this.closed) this.retry();
  }

  private retry(): void {
    if (this.retryTimer || this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(MAX_RETRY_MS, this.retryMs * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      // A failure schedules the next attempt (open() calls retry() while `lost` holds).
      this.connected().catch((err: unknown) => this.onError(err as Error));
    }, wait);
    this.retryTimer.unref();
  }
}
