/**
 * Counting what a key used, as Hunter's account reports it (`requests.searches`,
 * `requests.verifications`): a route names its kind in its config (`usage`), and an answered
 * request (200) of that route counts once. Refusals, 202s ("ask again") and misses count nothing,
 * as Hunter charges only for answers. The count is written after the answer is sent.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiKeyStore, UsageKind } from '../core/access/api-keys.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    usage?: UsageKind;
  }
}

export function registerUsageCounting(app: FastifyInstance, keys: ApiKeyStore): void {
  app.addHook('onResponse', async (request, reply) => {
    const kind = request.routeOptions.config?.usage;
    if (!kind || reply.statusCode !== 200 || !request.apiKey) return;
    try {
      await keys.countUse(request.apiKey.id, kind, new Date().toISOString().slice(0, 7));
    } catch (err) {
      // The answer is already sent: a count that could not be written is logged, not failed.
      request.log.warn({ err }, 'could not count the request in the key usage');
    }
  });
}
