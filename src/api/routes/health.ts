/**
 * The one /v2 route that needs no key: load balancers and `docker compose` poll it. It answers
 * 200 only when Redis and PostgreSQL both answer, since without either no other route can.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Redis } from '../../redis.js';
import { ErrorBodySchema } from '../../contract/schemas.js';
import { HttpError } from '../errors.js';

export function registerHealthRoutes(app: FastifyInstance, redis: Redis, database: { ping(): Promise<void> }, version: string): void {
  app.get(
    '/v2/health',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness, Redis and PostgreSQL reachability (no API key needed)',
        tags: ['service'],
        response: {
          200: Type.Object({ data: Type.Object({ status: Type.String(), version: Type.String() }), meta: Type.Object({}) }),
          503: ErrorBodySchema,
        },
      },
    },
    async () => {
      try {
        await redis.ping();
      } catch {
        throw new HttpError('service_unavailable', 'Redis is not reachable.');
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
