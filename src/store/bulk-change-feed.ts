/**
 * The bulks' change announcements (published by BulkRepository on RedisKeys.bulkEvents), heard
 * on one subscriber connection per process, opened when the first bulk is followed: a process
 * following a thousand bulks holds one connection and one channel subscription per bulk, not a
 * connection or a poll loop per follower. Redis pub/sub delivers at most once: when the
 * connection comes back after a loss (ioredis subscribes again by itself), the gap handlers run
 * so followers re-read what they may have missed.
 */
import { isCluster, type Redis } from '../redis.js';
import type { BulkChangeFeed } from '../core/bulk/bulk-record.js';
import { RedisKeys } from './redis-keys.js';

interface Channel {
  listeners: Set<() => void>;
  /** The SUBSCRIBE, acknowledged: a read made after it misses no announcement. */
  subscribed: Promise<unknown>;
}

export class RedisBulkChangeFeed implements BulkChangeFeed {
  private readonly keys: RedisKeys;
  private subscriber: Redis | null = null;
  private readonly channels = new Map<string, Channel>();
  private readonly gapHandlers: (() => void)[] = [];
  private connectedBefore = false;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly onError: (err: Error) => void,
  ) {
    this.keys = new RedisKeys(prefix);
  }

  private connection(): Redis {
    if (this.subscriber) return this.subscriber;
    // A connection in subscriber mode runs no other command: a connection of its own. Without the
    // ready check: its INFO would be refused once a SUBSCRIBE sent while connecting has put the
    // connection in subscriber mode (ioredis fails the connection with "only subscriber commands").
    const options = { enableAutoPipelining: false, enableReadyCheck: false };
    // A Cluster's subscriptions go through one node of ioredis' choosing (PUBLISH reaches every node).
    const sub: Redis = isCluster(this.redis) ? this.redis.duplicate(undefined, options) : this.redis.duplicate(options);
    sub.on('message', (channel: string) => {
      for (const listener of this.channels.get(channel)?.listeners ?? []) listener();
    });
    sub.on('ready', () => {
      if (this.connectedBefore) for (const handler of this.gapHandlers) handler();
      this.connectedBefore = true;
    });
    sub.on('error', this.onError);
    this.subscriber = sub;
    return sub;
  }

  async listen(id: string, onChange: () => void): Promise<() => void> {
    const name = this.keys.bulkEvents(id);
    let channel = this.channels.get(name);
    if (!channel) {
      channel = { listeners: new Set(), subscribed: this.connection().subscribe(name) };
      this.channels.set(name, channel);
    }
    channel.listeners.add(onChange);
    const mine = channel;
    try {
      await mine.subscribed;
    } catch (err) {
      this.drop(name, mine, onChange);
      throw err;
    }
    return () => this.drop(name, mine, onChange);
  }

  private drop(name: string, channel: Channel, listener: () => void): void {
    channel.listeners.delete(listener);
    if (channel.listeners.size > 0 || this.channels.get(name) !== channel) return;
    this.channels.delete(name);
    this.subscriber?.unsubscribe(name).catch((err: unknown) => this.onError(err as Error));
  }

  onGap(handler: () => void): void {
    this.gapHandlers.push(handler);
  }

  async close(): Promise<void> {
    this.channels.clear();
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}
