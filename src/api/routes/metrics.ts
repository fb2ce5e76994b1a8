/**
 * GET /metrics: Prometheus text exposition. It needs an API key like every non-public route
 * (Prometheus sends one with `authorization: { credentials: <key> }`, i.e. `Authorization:
 * Bearer <key>`); each scrape counts against that key's rate limit.
 *
 * The answer is the app's own registry (HTTP requests, queue gauges, process metrics) followed by
 * the job and row metrics the workers published to Redis (see observability/metrics-registry.ts).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Redis } from '../../redis.js';
import { ErrorBodySchema } from '../../contract/schemas.js';
import { publishedWorkerMetrics, type AppMetrics } from '../../observability/metrics-registry.js';
import { within } from '../../observability/redis-info.js';
import { ApiKeyQuery } from '../params.js';

export interface MetricsRouteDeps {
  redis: Redis;
  /** The service's key prefix (workers publish under it). */
  prefix: string;
}

export function registerMetricsRoutes(app: FastifyInstance, metrics: AppMetrics, deps: MetricsRouteDeps): void {
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics (text exposition format)',
        description:
          'HTTP requests and durations by route pattern, jobs per queue and state, workers, oldest waiting job, job durations and bulk rows processed (summed over the live workers), process metrics. Needs an API key (e.g. `Authorization: Bearer <key>`).',
        tags: ['service'],
        querystring: Type.Object({ ...ApiKeyQuery }),
        response: {
          200: { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: Type.String() } } },
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const own = await metrics.registry.metrics();
      let workers = '';
      try {
        workers = await within(publishedWorkerMetrics(deps.redis, deps.prefix), 2000, 'worker metrics');
      } catch (err) {
        // The rest of the scrape is still worth having.
        request.log.warn({ err }, 'worker metrics unavailable');
      }
      reply.type(metrics.registry.contentType);
      return workers ? `${own}\n${workers}` : own;
    },
  );
}
