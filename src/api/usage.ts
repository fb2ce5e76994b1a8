/**
 * Counting what a key used, as Hunter's account reports it (`requests.searches`,
 * `requests.verifications`): a route names its kind in its config (`usage`), and an answered
 * request (200) of that route counts once (and an MCP tool call answered, `src/mcp/`, the same). Refusals, 202s ("ask again") and misses count nothing,
 * as Hunter charges only for answers. Counts are written after the answers, every FLUSH_MS.
 */
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { ApiKeyStore, UsageKind } from '../core/access/api-keys.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    usage?: UsageKind;
  }
}

/** How long counts gather in the process before they are written (one HINCRBY per key and kind). */
const FLUSH_MS = 250;

/** The month counts go to (UTC, `YYYY-MM`), formatted once a month rather than per answer. */
let monthCache = { month: '', until: 0 };
function currentMonth(): string {
  const now = Date.now();
  if (now >= monthCache.until) {
    const d = new Date(now);
    monthCache = { month: d.toISOString().slice(0, 7), until: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) };
  }
  return monthCache.month;
}

/** Answers counted in the key usage, written together every FLUSH_MS (the routes' hook and the MCP tools). */
export interface UsageCounter {
  count(keyId: string, kind: UsageKind): void;
  /** Writes what is pending now (a close). */
  flush(): Promise<void>;
}

export function createUsageCounter(keys: ApiKeyStore, onError: (err: unknown) => void): UsageCounter {
  // Counted in memory and written in one go every FLUSH_MS, not one Redis call per answer (that
  // call cost the hot lookups about a tenth of their throughput). A crash loses at most the last
  // FLUSH_MS of counts; a close writes them.
  const pending = new Map<string, { id: string; kind: UsageKind; month: string; n: number }>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...pending.values()];
    pending.clear();
    // The answers are already sent: a count that could not be written is logged, not failed.
    await Promise.all(batch.map((c) => keys.countUse(c.id, c.kind, c.month, c.n).catch(onError)));
  };
  return {
    count(keyId, kind) {
      const month = currentMonth();
      const id = `${keyId}\n${kind}\n${month}`;
      const entry = pending.get(id);
      if (entry) entry.n++;
      else pending.set(id, { id: keyId, kind, month, n: 1 });
      timer ??= setTimeout(() => void flush(), FLUSH_MS);
    },
    flush,
  };
}

export function registerUsageCounting(app: FastifyInstance, keys: ApiKeyStore): UsageCounter {
  const counter = createUsageCounter(keys, (err) => app.log.warn({ err }, 'could not count answered requests in the key usage'));
  // A hook of the counted routes only (added as each is declared), and a callback rather than an
  // async function: the other routes, hello-world included, pay nothing for counting.
  const count: onResponseHookHandler = (request, reply, done) => {
    const kind = request.routeOptions.config?.usage;
    if (kind && reply.statusCode === 200 && request.apiKey) counter.count(request.apiKey.id, kind);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.usage) return;
    const given = route.onResponse;
    route.onResponse = given === undefined ? [count] : Array.isArray(given) ? [...given, count] : [given, count];
  });
  app.addHook('onClose', async () => {
    await counter.flush();
  });
  return counter;
}
