/**
 * GET /metrics: Prometheus text exposition. Its figures are deployment-wide (every key's jobs and
 * requests), so it needs an operator key (Prometheus sends one with `authorization: { credentials:
 * <key> }`, i.e. `Authorization: Bearer <key>`); an ordinary key gets 403. Each scrape counts
 * against the key's rate limit.
 *
 * The answer is the app's own registry (HTTP requests, queue gauges, process metrics) followed by
 * the job and row metrics the workers published (to Redis, or PostgreSQL without it: see observability/metrics-registry.ts).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../../contract/schemas.js';
import { publishedWorkerMetrics, type AppMetrics, type PublishedMetricsStore } from '../../observability/metrics-registry.js';
import { within } from '../../observability/redis-info.js';
import { ApiKeyQuery } from '../params.js';
import { requireAdmin } from '../auth.js';

export interface MetricsRouteDeps {
  /** Where the workers publish. */
  published: PublishedMetricsStore;
}

export function registerMetricsRoutes(app: FastifyInstance, metrics: AppMetrics, deps: MetricsRouteDeps): void {
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics (text exposition format)',
        description:
          'HTTP requests and durations by route pattern, jobs per queue and state, workers, oldest waiting job, job durations and bulk rows processed (summed over the live workers), process metrics. Needs an operator key (e.g. `Authorization: Bearer <key>`; `cli keys create --admin`).',
        tags: ['service'],
        querystring: Type.Object({ ...ApiKeyQuery }),
        response: {
          200: { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: Type.String() } } },
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request, 'The metrics endpoint');
      const own = await metrics.registry.metrics();
      let workers = '';
      try {
        workers = await within(publishedWorkerMetrics(deps.published), 2000, 'worker metrics');
      } catch (err) {
        // The rest of the scrape is still worth having.
        request.log.warn({ err }, 'worker metrics unavailable');
      }
      reply.type(metrics.registry.contentType);
      return workers ? `${own}\n${workers}` : own;
    },
  );
}
