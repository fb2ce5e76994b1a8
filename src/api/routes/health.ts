/**
 * The one /v2 route that needs no key: load balancers and `docker compose` poll it. It answers
 * 200 only when the queues' store (Redis, where there is one) and PostgreSQL both answer, since
 * without either no other route can.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { StateProbe } from '../../observability/state-probe.js';
import { ErrorBodySchema } from '../../contract/schemas.js';
import { HttpError } from '../errors.js';

export function registerHealthRoutes(app: FastifyInstance, probe: StateProbe, database: { ping(): Promise<void> }, version: string): void {
  app.get(
    '/v2/health',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness, Redis (where the deployment has one) and PostgreSQL reachability (no API key needed)',
        tags: ['service'],
        response: {
          200: Type.Object({ data: Type.Object({ status: Type.String(), version: Type.String() }), meta: Type.Object({}) }),
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
      return { data: { status: 'ok', version }, meta: {} };
    },
  );
}
