/**
 * A bulk's progress as events (GET /v2/bulks/{id}/events): what GET /v2/bulks/{id} answers, each
 * time it changes, ending with the bulk's final state.
 *
 * Shared per bulk, so that a thousand followers cost what one does: one watch per bulk followed
 * in this process holds the followers, one subscription to the bulk's change announcements (the
 * store publishes each write, BulkChangeFeed) and the last event, built once (its SSE frame is
 * one string, written to every follower). On an announcement the watch re-reads the bulk, at
 * most once per `minIntervalMs` (a fast bulk counts hundreds of chunks a second; its followers
 * need a few pictures a second, and the last one always comes), and tells the followers only
 * when what the status shows changed. No follower polls Redis.
 */
import { createHash } from 'node:crypto';
import { isFinal } from '../core/bulk/bulk-state.js';
import type { BulkChangeFeed, BulkRecord } from '../core/bulk/bulk-record.js';
import type { BulkService } from './bulk-service.js';

export interface BulkEvent {
  /**
   * The event's id: a digest of what the status shows (the same progress, the same id), so a
   * client that reconnects with Last-Event-ID is not sent again what it has.
   */
  id: string;
  /** `status` while the bulk runs; `end` for its final state (completed, failed, cancelled). */
  type: 'status' | 'end';
  /** The body of GET /v2/bulks/{id} at that moment, as JSON. */
  data: string;
  /** The whole server-sent event (WHATWG HTML, "Server-sent events"), ready to write. */
  frame: string;
}

/** Told each event; null when the bulk is gone (its results expired while it was followed). */
export type BulkEventListener = (event: BulkEvent | null) => void;

interface Watch {
  id: string;
  listeners: Set<BulkEventListener>;
  last: BulkEvent | null;
  /** The subscription and the first read, done once for every follower. */
  ready: Promise<void>;
  unlisten: (() => void) | null;
  reading: boolean;
  /** An announcement came while a read ran or waited: read again after it. */
  again: boolean;
  timer: NodeJS.Timeout | null;
  lastReadAt: number;
  closed: boolean;
}

export class BulkEvents {
  private readonly watches = new Map<string, Watch>();

  constructor(
    private readonly bulks: Pick<BulkService, 'get' | 'status'>,
    private readonly feed: BulkChangeFeed,
    private readonly options: { minIntervalMs: number; onError: (err: unknown) => void },
  ) {
    // Announcements may have been lost while the connection was down: every watch re-reads.
    feed.onGap(() => {
      for (const watch of this.watches.values()) this.poke(watch);
    });
  }

  /** Bulks followed in this process now (one watch each, whatever the number of followers). */
  get watched(): number {
    return this.watches.size;
  }

  /**
   * Follows a bulk: `listener` is told its current state at once, then each change; the last
   * event has type `end`. Returns the function that stops following (call it once).
   */
  async follow(id: string, listener: BulkEventListener): Promise<() => void> {
    let watch = this.watches.get(id);
    if (!watch) {
      const created: Watch = { id, listeners: new Set(), last: null, ready: Promise.resolve(), unlisten: null, reading: false, again: false, timer: null, lastReadAt: 0, closed: false };
      created.ready = (async () => {
        created.unlisten = await this.feed.listen(id, () => this.poke(created));
        // After the subscription: no change between this read and the first announcement is lost.
        await this.read(created);
      })();
      this.watches.set(id, created);
      watch = created;
    }
    watch.listeners.add(listener);
    const stop = () => this.unfollow(watch, listener);
    try {
      await watch.ready;
    } catch (err) {
      stop();
      throw err;
    }
    // A follower that came after the first read starts from the last event (one that came
    // between may be told twice: the stream skips an id it has just sent).
    if (watch.listeners.has(listener)) listener(watch.last);
    return stop;
  }

  private unfollow(watch: Watch, listener: BulkEventListener): void {
    watch.listeners.delete(listener);
    if (watch.listeners.size > 0 || watch.closed) return;
    watch.closed = true;
    if (watch.timer) clearTimeout(watch.timer);
    watch.unlisten?.();
    if (this.watches.get(watch.id) === watch) this.watches.delete(watch.id);
  }

  /** An announcement: read now, or once the last read is `minIntervalMs` old. */
  private poke(watch: Watch): void {
    if (watch.closed) return;
    if (watch.reading || watch.timer) {
      watch.again = true;
      return;
    }
    const wait = watch.lastReadAt + this.options.minIntervalMs - Date.now();
    if (wait > 0) {
      watch.timer = setTimeout(() => {
        watch.timer = null;
        void this.read(watch).catch(this.options.onError);
      }, wait);
      return;
    }
    void this.read(watch).catch(this.options.onError);
  }

  private async read(watch: Watch): Promise<void> {
    watch.reading = true;
    watch.again = false;
    watch.lastReadAt = Date.now();
    try {
      const record = await this.bulks.get(watch.id);
      const event = record ? this.eventOf(record) : null;
      if (event && watch.last?.id === event.id) return;
      watch.last = event;
      for (const listener of [...watch.listeners]) listener(event);
    } finally {
      watch.reading = false;
      if (watch.again) this.poke(watch);
    }
  }

  /** The event of a bulk as it is now (a bulk that has ended needs no following: its `end`). */
  eventOf(record: BulkRecord): BulkEvent {
    const status = this.bulks.status(record);
    // Rate and ETA move with the clock alone: they are sent, not compared.
    const { rows_per_second: _rate, eta_seconds: _eta, ...shown } = status;
    const id = createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 16);
    const type = isFinal(record.state) ? 'end' : 'status';
    const data = JSON.stringify({ data: status, meta: {} });
    return { id, type, data, frame: `id: ${id}\nevent: ${type}\ndata: ${data}\n\n` };
  }
}
