/**
 * GET /v2/status: the service's health for anyone, and with an operator key the details an
 * operator needs: per queue counts, workers, throughput and oldest waiting job, Redis version,
 * memory and persistence, uptime. These are deployment-wide (every key's work), so an ordinary
 * key gets the health part only, like a caller without a key.
 *
 * The route is public for the auth hook (a load balancer sends no key); the handler checks a key
 * itself with the same extraction (`presentedKey`) and the same `authorize`, so a status request
 * with a key counts against that key's rate limit and usage like any other. A missing or unknown
 * key is no error here: the answer is the health part only. A rate-limited key gets 429 like on
 * every other route.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { answersWithin, type StateProbe } from '../../observability/state-probe.js';
import type { ApiKeyStore, RateLimits } from '../../core/access/api-keys.js';
import type { PipelineQueue } from '../../pipeline/pipeline-queue.js';
import { ErrorBodySchema } from '../../contract/schemas.js';
import { queueThroughput, type MetricsSource } from '../../observability/queue-throughput.js';
import { within } from '../../observability/redis-info.js';
import { admitted, presentedKey } from '../auth.js';
import { HttpError } from '../errors.js';
import { ApiKeyQuery } from '../params.js';

/** Redis must answer PING within this for the status to be "ok". */
export const PING_TIMEOUT_MS = 1000;
/** The details (several Redis reads per queue) must come within this, else 503. */
const DETAILS_TIMEOUT_MS = 5000;

const NString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const NInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });
const NBoolean = Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] });

const QueueStatusSchema = Type.Object({
  name: Type.String(),
  counts: Type.Object({
    waiting: Type.Integer({ description: 'Jobs waiting to run (prioritized ones included).' }),
    active: Type.Integer(),
    delayed: Type.Integer({ description: 'Jobs waiting for a retry backoff or a set time.' }),
    failed: Type.Integer({ description: 'Failed jobs still kept (7 days, at most 5000).' }),
    completed: Type.Integer({ description: 'Completed jobs still kept (24 hours, at most 1000).' }),
  }),
  workers: Type.Integer({ description: 'Workers connected to the queue.' }),
  throughput: Type.Object(
    {
      last_minute: NInteger,
      last_hour: NInteger,
    },
    {
      description:
        'Jobs completed in the current clock minute, and in it and the 59 before (BullMQ worker metrics). null where the queues are in PostgreSQL: BullMQ\'s PostgreSQL backend keeps only a cumulative count and per-minute points without the minute of its latest count, so a window cannot be told.',
    },
  ),
  oldest_waiting_seconds: Type.Unsafe<number | null>({ type: ['integer', 'null'], description: 'Age of the oldest waiting job; null when none waits.' }),
});

const RedisStatusSchema = Type.Object({
  version: NString,
  used_memory_bytes: NInteger,
  maxmemory_policy: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'The queues need noeviction.' }),
  aof_enabled: NBoolean,
  rdb_last_save_time: Type.Unsafe<number | null>({ type: ['integer', 'null'], description: 'Unix seconds of the last RDB save.' }),
});

const StatusSchema = Type.Object({
  data: Type.Object({
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')], { description: 'degraded: the queues\' store (Redis; PostgreSQL in a deployment without Redis) did not answer within 1 s.' }),
    version: Type.String(),
    queues: Type.Optional(Type.Array(QueueStatusSchema, { description: 'With an operator key only.' })),
    redis: Type.Optional(RedisStatusSchema),
    queue_backend: Type.Optional(Type.Union([Type.Literal('redis'), Type.Literal('postgres')], { description: 'Where the queues are kept (with an operator key only).' })),
    uptime_seconds: Type.Optional(Type.Integer({ description: 'Seconds since the API process started (with an operator key only).' })),
  }),
  meta: Type.Object({}),
});

export interface StatusDeps {
  probe: StateProbe;
  queue: PipelineQueue;
  keys: ApiKeyStore;
  limits: RateLimits;
  version: string;
}

async function queueDetails(queue: PipelineQueue) {
  const health = await queue.health();
  // Only BullMQ on Redis answers getMetrics with the minute of its latest count (see above).
  const byName = new Map(queue.kind === 'redis' ? queue.all().map((q) => [q.name, q satisfies MetricsSource]) : []);
  return Promise.all(
    health.map(async (h) => {
      const source = byName.get(h.name);
      return {
        name: h.name,
        counts: {
          waiting: (h.counts.waiting ?? 0) + (h.counts.prioritized ?? 0),
          active: h.counts.active ?? 0,
          delayed: h.counts.delayed ?? 0,
          failed: h.counts.failed ?? 0,
          completed: h.counts.completed ?? 0,
        },
        workers: h.workers,
        throughput: source ? await queueThroughput(source) : { last_minute: null, last_hour: null },
        oldest_waiting_seconds: h.oldestWaitingSeconds,
      };
    }),
  );
}

export function registerStatusRoutes(app: FastifyInstance, deps: StatusDeps): void {
  app.get(
    '/v2/status',
    {
      config: { public: true },
      schema: {
        summary: 'Service status: health for anyone; queues, workers, throughput and Redis with an operator key',
        description:
          'Without an API key, with an unknown one or with an ordinary one, only `status` and `version` are returned. With an operator key (`cli keys create --admin`) the answer adds `queues`, `queue_backend`, `redis` (where the queues are in Redis) and `uptime_seconds`. A request with a key counts against the key\'s rate limit.',
        tags: ['service'],
        querystring: Type.Object({ ...ApiKeyQuery }),
        // A key is optional here (`{}`: none), and read when given.
        security: [{}, { apiKeyQuery: [] }, { apiKeyHeader: [] }, { bearer: [] }],
        response: { 200: StatusSchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      const up = await answersWithin(deps.probe, PING_TIMEOUT_MS);
      const health = { status: up ? ('ok' as const) : ('degraded' as const), version: deps.version };
      const plain = presentedKey(request);
      // Without the store no key can be checked and no detail read: the health part is all there is.
      if (!up || !plain) return { data: health, meta: {} };

      const outcome = await deps.keys.authorize(plain, deps.limits);
      if (outcome.kind === 'unknown_key') return { data: health, meta: {} };
      request.apiKey = admitted(outcome);
      if (request.apiKey.role !== 'admin') return { data: health, meta: {} };

      let details;
      try {
        details = await within(Promise.all([queueDetails(deps.queue), deps.probe.redisFacts()]), DETAILS_TIMEOUT_MS, 'queue status');
      } catch (err) {
        request.log.warn({ err }, 'status details unavailable');
        throw new HttpError('service_unavailable', `The queue details could not be read from ${deps.probe.name}.`);
      }
      const [queues, redis] = details;
      return {
        data: { ...health, queues, ...(redis ? { redis } : {}), queue_backend: deps.queue.kind, uptime_seconds: Math.floor(process.uptime()) },
        meta: {},
      };
    },
  );
}
