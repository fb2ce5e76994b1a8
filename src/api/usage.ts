/**
 * Counting what a key used, as Hunter's account reports it (`requests.searches`,
 * `requests.verifications`): a route names its kind in its config (`usage`), and an answered
 * request (200) of that route counts once. Refusals, 202s ("ask again") and misses count nothing,
 * as Hunter charges only for answers. Counts are written after the answers, every FLUSH_MS.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiKeyStore, UsageKind } from '../core/access/api-keys.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    usage?: UsageKind;
  }
}

/** How long counts gather in the process before they are written (one HINCRBY per key and kind). */
const FLUSH_MS = 250;

export function registerUsageCounting(app: FastifyInstance, keys: ApiKeyStore): void {
  // Counted in memory and written in one go every FLUSH_MS, not one Redis call per answer (that
  // call cost the hot lookups about a tenth of their throughput). A crash loses at most the last
  // FLUSH_MS of counts; a close writes them.
  const pending = new Map<string, { id: string; kind: UsageKind; month: string; n: number }>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    timer = null;
    const batch = [...pending.values()];
    pending.clear();
    await Promise.all(
      batch.map((c) =>
        keys.countUse(c.id, c.kind, c.month, c.n).catch((err: unknown) => {
          // The answers are already sent: a count that could not be written is logged, not failed.
          app.log.warn({ err }, 'could not count answered requests in the key usage');
        }),
      ),
    );
  };
  app.addHook('onResponse', async (request, reply) => {
    const kind = request.routeOptions.config?.usage;
    if (!kind || reply.statusCode !== 200 || !request.apiKey) return;
    const month = new Date().toISOString().slice(0, 7);
    const id = `${request.apiKey.id}\n${kind}\n${month}`;
    const entry = pending.get(id);
    if (entry) entry.n++;
    else pending.set(id, { id: request.apiKey.id, kind, month, n: 1 });
    timer ??= setTimeout(() => void flush(), FLUSH_MS);
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    await flush();
  });
}
