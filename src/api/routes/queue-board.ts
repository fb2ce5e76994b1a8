/**
 * The queue UI (Bull Board) at /admin/queues, behind the API key.
 *
 * A browser can send the key only in the address (`/admin/queues?api_key=...`), but the page then
 * loads its scripts and calls its JSON API (`/admin/queues/static/...`, `/admin/queues/api/...`)
 * without that query string. So a request that brings a valid key (query, X-API-KEY or bearer)
 * gets it back as a cookie scoped to the board:
 *
 *   cds_board_key=<key>; Path=/admin/queues; HttpOnly; SameSite=Strict; Max-Age=28800 (+ Secure over https)
 *
 * and the board's routes accept that cookie too. Holding the key itself (not a server-side
 * session) keeps the service stateless and makes every board request go through the same
 * `ApiKeyRepository.authorize` as the API: revoking the key locks the board at once (within the
 * 10 s check cache below) and no session store is needed. HttpOnly keeps it from page scripts,
 * SameSite=Strict keeps other sites from driving the board's actions (retry, clean, ...), and
 * Path keeps it off every other route: the rest of the API never accepts the cookie.
 *
 * The board's routes are marked `public` for the global auth hook; this plugin's own onRequest
 * hook, scoped to them, does the check. A page load fetches a dozen assets at once, so a key that
 * passed is remembered for 10 s: the burst costs one check against the rate limit, not twelve.
 * Refusals are the API's error bodies (401 unknown or missing key, 429 rate limit).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { hashApiKey, type ApiKeyInfo, type ApiKeyRepository, type RateLimits } from '../../store/api-key-repository.js';
import type { PipelineQueue } from '../../pipeline/pipeline-queue.js';
import { presentedKey } from '../auth.js';
import { errorBody } from '../errors.js';

export const BOARD_PATH = '/admin/queues';
export const BOARD_COOKIE = 'cds_board_key';
const COOKIE_MAX_AGE_SECONDS = 8 * 3600;
const CHECK_CACHE_MS = 10_000;

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${BOARD_COOKIE}=${encodeURIComponent(value)}; Path=${BOARD_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

function refuse(request: FastifyRequest, reply: FastifyReply, id: 'unauthorized' | 'too_many_requests', status: number, details: string): FastifyReply {
  request.log.info({ err: { id, details } }, 'request refused');
  // Sent here rather than thrown: the board's routes have Bull Board's own error handler.
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(id, status, details));
}

export async function registerQueueBoard(app: FastifyInstance, queue: PipelineQueue, keys: ApiKeyRepository, limits: RateLimits): Promise<void> {
  /** digest of a key that passed -> its record and until when that holds. */
  const passed = new Map<string, { key: ApiKeyInfo; until: number }>();

  const check = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const given = presentedKey(request);
    const fromCookie = cookieValue(request.headers.cookie, BOARD_COOKIE);
    const plain = given ?? fromCookie;
    if (!plain) {
      return refuse(request, reply, 'unauthorized', 401, 'No API key given: open the board as /admin/queues?api_key=<key> (or send X-API-KEY or an Authorization: Bearer token).');
    }
    const digest = hashApiKey(plain);
    const now = Date.now();
    let key = passed.get(digest);
    if (!key || key.until < now) {
      passed.delete(digest);
      const outcome = await keys.authorize(plain, limits);
      if (outcome.kind === 'unknown_key') {
        // A cookie whose key was revoked is cleared, so the browser stops sending it.
        if (!given) reply.header('set-cookie', cookie(request, '', 0));
        return refuse(request, reply, 'unauthorized', 401, 'The API key is not valid or has been revoked.');
      }
      if (outcome.kind === 'limited') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        return refuse(request, reply, 'too_many_requests', 429, `Rate limit of ${outcome.limit} requests per ${outcome.window} reached for this key.`);
      }
      if (passed.size >= 100) passed.clear();
      key = { key: outcome.key, until: now + CHECK_CACHE_MS };
      passed.set(digest, key);
    }
    request.apiKey = key.key;
    if (given && given !== fromCookie) reply.header('set-cookie', cookie(request, given, COOKIE_MAX_AGE_SECONDS));
    return undefined;
  };

  await app.register(async (scope) => {
    // Every route of the board (pages, JSON API, static files): public for the global hook, as
    // this scope checks the key itself, and out of the OpenAPI document.
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true };
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    scope.addHook('onRequest', check);

    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(BOARD_PATH);
    createBullBoard({
      queues: queue.all().map((q) => new BullMQAdapter(q)),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Queues' } },
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: BOARD_PATH });
  });
}
