/**
 * The one /v2 route that needs no key: load balancers and `docker compose` poll it. It answers
 * 503 when the queues' store (Redis, where there is one) or PostgreSQL does not answer, since
 * without either no other route can. When both answer but the store is full or close to it
 * (core/storage.ts), it answers 200 with `status: degraded` and the cause: lookups still work
 * and keyed requests are still counted, so taking the process out of a load balancer would only
 * lose what does work; the operator is told instead (and /metrics has the headroom).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { StateProbe } from '../../observability/state-probe.js';
import { within } from '../../observability/redis-info.js';
import type { HeadroomProbe } from '../../core/storage.js';
import { ErrorBodySchema } from '../../contract/schemas.js';
import { HttpError } from '../errors.js';

export function registerHealthRoutes(app: FastifyInstance, probe: StateProbe, headroom: HeadroomProbe, database: { ping(): Promise<void> }, version: string): void {
  app.get(
    '/v2/health',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness, Redis (where the deployment has one) and PostgreSQL reachability (no API key needed)',
        tags: ['service'],
        response: {
          200: Type.Object({
            data: Type.Object({
              status: Type.Unsafe<'ok' | 'degraded'>({ type: 'string', enum: ['ok', 'degraded'], description: 'degraded: the store is full or close to it (uploads are refused; lookups work)' }),
              version: Type.String(),
              cause: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'Why it is degraded (null when ok)' }),
            }),
            meta: Type.Object({}),
          }),
          503: ErrorBodySchema,
        },
      },
    },
    async () => {
      if (probe.name === 'Redis') {
        try {
          await probe.ping();
        } catch {
          throw new HttpError('service_unavailable', 'Redis is not reachable.');
        }
      }
      try {
        await database.ping();
      } catch {
        throw new HttpError('service_unavailable', 'PostgreSQL is not reachable.');
      }
      let cause: string | null = null;
      try {
        const room = await within(headroom.headroom(), 2000, 'the store\'s headroom');
        cause = room.cause;
      } catch (err) {
        // The store answered its ping: a headroom it cannot report is not an outage.
        cause = `the store's headroom could not be read (${(err as Error).message})`;
      }
      return { data: { status: cause === null ? ('ok' as const) : ('degraded' as const), version, cause }, meta: {} };
    },
  );
}
