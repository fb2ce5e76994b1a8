/**
 * Every Redis key the service writes, built in one place from the deployment's prefix (as BullMQ's
 * QueueKeys does): a key's shape, and its hash tag, are decided here and nowhere else. Lua scripts
 * get their keys from these methods through KEYS; none assembles a key.
 *
 * Hash tags: a Redis Cluster hashes only the part of a key between the first `{` and the next `}`
 * when there is one (https://redis.io/docs/latest/operate/oss_and_stack/reference/cluster-spec/#hash-tags),
 * and a script, a MULTI or a multi-key command must find all its keys in one slot. So the keys one
 * call touches together carry the same tag: one API key's cache, usage and rate-limit counters
 * (`{digest}`), one client's counters, one bulk's parts (`{bulk id}`), one domain's crawl claim and
 * its webhooks (`{domain}`), and BullMQ's queues (`{bull}`: its scripts touch several keys of a
 * queue, and of a parent and child queue). The tags hold on a single node too, where they change
 * nothing, so every shape has one key layout.
 */
export class RedisKeys {
  constructor(readonly prefix: string) {}

  /** A prefix under this one, for a run that must not meet the deployment's keys (the demo). */
  nested(name: string): string {
    return `${this.prefix}${name}:`;
  }

  /**
   * The prefix BullMQ builds its own queue keys under, hash-tagged as BullMQ asks for on a Cluster
   * (https://docs.bullmq.io/patterns/redis-cluster): every queue's keys in one slot, so one master
   * carries the queues (a tag per queue would spread them, at the price of a prefix per queue).
   */
  bull(): string {
    return `${this.prefix}{bull}`;
  }

  // API keys: the cached record and the monthly usage hash of one key (by its digest), and its
  // rate-limit counters. `{hash}` is a cluster hash tag: one script touches all four at once.
  apiKeyCache(hash: string): string {
    return `${this.prefix}apikey:{${hash}}:cache`;
  }
  apiKeyUsage(hash: string): string {
    return `${this.prefix}apikey:{${hash}}:usage`;
  }
  /** What a key's answered searches and verifications were, by month and kind (by the key's id). */
  apiKeyUses(id: string): string {
    return `${this.prefix}apikey-uses:${id}`;
  }
  rateLimitSecond(hash: string, epochSecond: number): string {
    return `${this.prefix}ratelimit:{${hash}}:s:${epochSecond}`;
  }
  rateLimitMinute(hash: string, epochMinute: number): string {
    return `${this.prefix}ratelimit:{${hash}}:m:${epochMinute}`;
  }
  // Keyless routes: one client's (a digest of its address) counters; `{digest}` keeps both on one slot.
  clientLimitSecond(digest: string, epochSecond: number): string {
    return `${this.prefix}clientlimit:{${digest}}:s:${epochSecond}`;
  }
  clientLimitMinute(digest: string, epochMinute: number): string {
    return `${this.prefix}clientlimit:{${digest}}:m:${epochMinute}`;
  }

  /**
   * A bulk's record hash, or one of its parts (`:upload:0`, `:res:3`, ...), tagged by the bulk's
   * id: a chunk's script writes the record, its counters and its results at once.
   */
  bulk(id: string, part = ''): string {
    return `${this.prefix}bulk:{${id}}${part}`;
  }
  /**
   * The pub/sub channel a bulk's changes are announced on (a chunk counted, a state moved, rows
   * waiting): API processes following the bulk's events re-read it when told. A channel, not a key.
   */
  bulkEvents(id: string): string {
    return `${this.prefix}bulk-events:${id}`;
  }
  /**
   * The sorted set of bulks that may not have ended, by creation time (admission and the sweep
   * read it; an id is added when its bulk is created and taken out once it is seen ended or gone).
   */
  openBulks(): string {
    return `${this.prefix}bulks:open`;
  }
  /** The sorted set of one API key's bulks, newest last by creation time. */
  bulksOfKey(keyId: string): string {
    return `${this.prefix}bulks:by-key:${keyId}`;
  }

  // A domain's crawl claim and the webhooks waiting on it: one script and one MULTI take both.
  crawlState(domain: string): string {
    return `${this.prefix}crawl:state:{${domain}}`;
  }
  crawlHooks(domain: string): string {
    return `${this.prefix}crawl:hooks:{${domain}}`;
  }

  /** The mail core's caches: a domain's route, a host's addresses, accept-all answers, results. */
  mail(kind: 'route' | 'host' | 'accept-all' | 'result', id: string): string {
    return `${this.prefix}mail:${kind}:${id}`;
  }
  /** A mail server's learned pace, by its address. */
  mailPace(host: string): string {
    return `${this.prefix}mail:pace:${host}`;
  }

  /** The hash workers publish their metrics to, one field per worker process. */
  workerMetrics(): string {
    return `${this.prefix}metrics:workers`;
  }
}
