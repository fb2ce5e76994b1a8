/**
 * The queue UI (Bull Board) at /admin/queues, for operator keys only.
 *
 * The board shows and changes every key's jobs (their data holds addresses and domains), so an
 * ordinary key is refused (403) on every board route, pages and JSON API alike; the web app and
 * `GET /v2/bulks` are where a key follows its own work. An operator key is one created with
 * `cli keys create --admin`.
 *
 * Signing in: `GET /admin/queues/login` is a form that POSTs the key, so it never sits in an
 * address bar or a history; `?api_key=`, `X-API-KEY` or a bearer token on any board URL work too.
 * Either way the answer sets a session cookie that holds no key:
 *
 *   cds_board=v1.<key id>.<expires>.<HMAC>; Path=/admin/queues; HttpOnly; SameSite=Strict; Max-Age=28800 (+ Secure over https)
 *
 * signed with the deployment's session secret (core/access/sessions.ts). Every board request with
 * the cookie looks the key up again by id, so revoking the key (or taking its operator role away)
 * closes its sessions at their next request. HttpOnly keeps the cookie from page scripts,
 * SameSite=Strict keeps other sites from driving the board's actions (retry, clean, ...), Path
 * keeps it off every other route: the rest of the API never accepts it.
 *
 * Job data is shown with credentials replaced (core/access/redact.ts), like every log line.
 * Refusals are the API's error bodies (401 unknown or missing key, 403 ordinary key, 429 limit).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { ApiKeyInfo, ApiKeyStore, RateLimits } from '../../core/access/api-keys.js';
import { signSession, verifySession } from '../../core/access/sessions.js';
import type { PipelineQueue } from '../../pipeline/pipeline-queue.js';
import { redactValue } from '../../core/access/redact.js';
import { admitted, presentedKey } from '../auth.js';
import { errorBody, errorReply, HttpError } from '../errors.js';

export const BOARD_PATH = '/admin/queues';
export const BOARD_COOKIE = 'cds_board';
const LOGIN_PATH = `${BOARD_PATH}/login`;
const SESSION_SECONDS = 8 * 3600;

/** True when a query or body value holds a NUL character (Bull Board's own error path breaks on it). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 8) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

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

function refuse(request: FastifyRequest, reply: FastifyReply, err: HttpError): FastifyReply {
  request.log.info({ err: { id: err.id, details: err.details } }, 'request refused');
  // Sent here rather than thrown: the board's routes have Bull Board's own error handler.
  return reply.code(err.status).headers(err.headers).type('application/json; charset=utf-8').send(errorBody(err.id, err.status, err.details));
}

const LOGIN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Queues: sign in</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box}input{margin:.5rem 0 1rem;padding:.5rem;font:inherit}button{padding:.5rem;font:inherit}</style>
</head><body>
<h1>Queues</h1>
<p>The queue board is for operators: sign in with an operator API key (<code>cli keys create --admin</code>).</p>
<form method="post" action="${LOGIN_PATH}">
<label for="api_key">API key</label>
<input id="api_key" name="api_key" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
</body></html>
`;

export interface QueueBoardDeps {
  queue: PipelineQueue;
  keys: ApiKeyStore;
  limits: RateLimits;
  /** Signs and checks the board's session cookies (read once, when first needed). */
  sessionSecret: () => Promise<Buffer>;
}

/**
 * Job options the board's "add job" may pass to BullMQ, with their types: BullMQ throws on others
 * (a `delay` that is not a number, ...), which would be a 500 for a client's mistake.
 */
const JOB_OPTION_CHECKS: Record<string, (v: unknown) => boolean> = {
  delay: (v) => Number.isInteger(v) && (v as number) >= 0,
  attempts: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 1000,
  priority: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 2_097_152,
  lifo: (v) => typeof v === 'boolean',
  jobId: (v) => typeof v === 'string' && v.length > 0 && v.length <= 200 && !/^\d+$/.test(v) && !v.includes(':'),
  removeOnComplete: (v) => typeof v === 'boolean' || (Number.isInteger(v) && (v as number) >= 0),
  removeOnFail: (v) => typeof v === 'boolean' || (Number.isInteger(v) && (v as number) >= 0),
};

export function jobOptionsProblem(options: unknown): string | null {
  if (options === undefined || options === null) return null;
  if (typeof options !== 'object' || Array.isArray(options)) return 'options must be an object';
  for (const [name, value] of Object.entries(options)) {
    const check = Object.hasOwn(JOB_OPTION_CHECKS, name) ? JOB_OPTION_CHECKS[name] : undefined;
    if (!check) return `unknown option ${JSON.stringify(name).slice(0, 60)} (allowed: ${Object.keys(JOB_OPTION_CHECKS).join(', ')})`;
    if (!check(value)) return `${name} has the wrong type or range`;
  }
  return null;
}

export async function registerQueueBoard(app: FastifyInstance, deps: QueueBoardDeps): Promise<void> {
  const { keys, limits, sessionSecret } = deps;

  function operatorOnly(key: ApiKeyInfo): void {
    if (key.role !== 'admin') throw new HttpError('forbidden', 'The queue board needs an operator key (created with `cli keys create --admin`).');
  }

  /** Checks a presented key (counted against its rate limit) and opens a session for it. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, plain: string): Promise<ApiKeyInfo> {
    const key = admitted(await keys.authorize(plain, limits));
    operatorOnly(key);
    const expires = Math.floor(Date.now() / 1000) + SESSION_SECONDS;
    reply.header('set-cookie', cookie(request, signSession(await sessionSecret(), key.id, expires), SESSION_SECONDS));
    return key;
  }

  /** The session's key, looked up again now (revoked or demoted keys are refused), or null. */
  async function session(request: FastifyRequest): Promise<ApiKeyInfo | null> {
    const token = cookieValue(request.headers.cookie, BOARD_COOKIE);
    const keyId = token ? verifySession(await sessionSecret(), token, Math.floor(Date.now() / 1000)) : null;
    if (!keyId) return null;
    const key = await keys.byId(keyId);
    return key && !key.revokedAt ? key : null;
  }

  const check = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (request.url.split('?')[0] === LOGIN_PATH) return undefined;
    try {
      const given = presentedKey(request);
      if (given) {
        request.apiKey = await signIn(request, reply, given);
        return undefined;
      }
      const key = await session(request);
      if (!key) {
        // A cookie that no longer opens anything is cleared, so the browser stops sending it.
        if (request.headers.cookie?.includes(`${BOARD_COOKIE}=`)) reply.header('set-cookie', cookie(request, '', 0));
        if (request.method === 'GET' && request.headers.accept?.includes('text/html')) return reply.redirect(LOGIN_PATH, 303);
        throw new HttpError('unauthorized', `No valid session: sign in at ${LOGIN_PATH} with an operator API key (or send X-API-KEY or an Authorization: Bearer token).`);
      }
      operatorOnly(key);
      request.apiKey = key;
      return undefined;
    } catch (err) {
      if (err instanceof HttpError) return refuse(request, reply, err);
      throw err;
    }
  };

  await app.register(async (scope) => {
    // Every route of the board (pages, JSON API, static files): public for the global hook, as
    // this scope checks the key itself, and out of the OpenAPI document.
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true };
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    scope.addHook('onRequest', check);
    // The sign-in form posts application/x-www-form-urlencoded (HTML 4.01 17.13.4): flat, and small.
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    // Input Bull Board 9 does not survive (a NUL breaks its error formatting, and PostgreSQL
    // text cannot hold one where the queues are there; a job name that is not a string reaches a
    // Lua script) is refused here, in the API's error shape.
    scope.addHook('preHandler', async (request) => {
      if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw new HttpError('wrong_params', 'A parameter holds a NUL character.');
      const body = request.body as { name?: unknown } | undefined;
      if (request.method === 'POST' && /\/add$/.test(request.url.split('?')[0]!)) {
        if (typeof body?.name !== 'string') throw new HttpError('wrong_params', 'A job needs a name (a string).');
        const problem = jobOptionsProblem((body as { options?: unknown }).options);
        if (problem) throw new HttpError('wrong_params', `The job options are not valid: ${problem}.`);
      }
    });

    scope.get(LOGIN_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(LOGIN_PAGE));
    scope.post(LOGIN_PATH, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const plain = typeof body.api_key === 'string' ? body.api_key.trim() : '';
      try {
        if (!plain) throw new HttpError('unauthorized', 'No API key given.');
        await signIn(request, reply, plain);
      } catch (err) {
        if (err instanceof HttpError) return refuse(request, reply, err);
        throw err;
      }
      return reply.redirect(`${BOARD_PATH}/`, 303);
    });

    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(BOARD_PATH);
    const adapters = deps.queue.all().map((q) => {
      const adapter = new BullMQAdapter(q);
      adapter.setFormatter('data', (data: unknown) => redactValue(data));
      adapter.setFormatter('returnValue', (value: unknown) => redactValue(value));
      return adapter;
    });
    createBullBoard({ queues: adapters, serverAdapter, options: { uiConfig: { boardTitle: 'Queues' } } });
    // The board's routes answer errors in the API's shape too; a malformed escape in a query
    // value that Bull Board decodes again (URIError) or bad JSON (SyntaxError) is the client's.
    serverAdapter.setErrorHandler((error) => {
      const { status, body } =
        error instanceof URIError || error instanceof SyntaxError
          ? { status: 400, body: errorBody('wrong_params', 400, 'The request could not be read.') }
          : errorReply(error as FastifyError);
      return { status: status as 400, body };
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: BOARD_PATH });
  });
}
