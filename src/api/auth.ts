/**
 * API key authentication and the per-key rate limit, as one onRequest hook. A key is accepted
 * as the `api_key` query parameter (Hunter), the `X-API-KEY` header, an RFC 6750 bearer token, or
 * RFC 7617 Basic credentials with the key as the user name (Clearbit's clients).
 * Routes marked `config: { public: true }` (health, the OpenAPI document, the logos) skip it;
 * those also marked `limitByClient: true` (the logos, which any browser may load) are held to a
 * rate limit per client IP address instead (`request.ip`: the peer, or the client X-Forwarded-For
 * names when TRUST_PROXY is on).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyInfo, ApiKeyStore, AuthOutcome, RateLimits } from '../core/access/api-keys.js';
import type { ClientLimitOutcome, ClientRateLimiter } from '../core/access/client-limits.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    /** A public route held to the per-client-address rate limit. */
    limitByClient?: boolean;
    /**
     * A key over its rate limit is let through with `request.rateLimited` set, for the route to
     * answer in its own protocol (the MCP route: a tool error); the request still counted.
     */
    rateLimitInAnswer?: boolean;
  }
  interface FastifyRequest {
    apiKey: ApiKeyInfo | null;
    /** The rate limit's refusal, on a route that answers it itself (rateLimitInAnswer). */
    rateLimited: HttpError | null;
  }
}

export function presentedKey(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  // A repeated parameter arrives as an array: the first one counts.
  const raw = query?.api_key;
  const fromQuery = Array.isArray(raw) ? raw[0] : raw;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header !== '') return header;
  const auth = request.headers.authorization;
  if (auth) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m?.[1]) return m[1];
    // RFC 7617 Basic, the key as the user name and no password (how Clearbit's clients send it).
    const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(auth);
    if (basic?.[1]) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const user = decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) : decoded;
      if (user !== '') return user;
    }
  }
  return null;
}

/** The API's refusal of a key over its rate limit (429, with Retry-After). */
export function rateLimitRefusal(outcome: Extract<AuthOutcome, { kind: 'limited' }>): HttpError {
  return new HttpError('too_many_requests', `Rate limit of ${outcome.limit} requests per ${outcome.window} reached for this key.`, {
    'retry-after': String(outcome.retryAfterSeconds),
  });
}

/** The key of an authorized outcome, or the API's refusal (401 unknown key, 429 rate limit). */
export function admitted(outcome: AuthOutcome): ApiKeyInfo {
  if (outcome.kind === 'unknown_key') throw new HttpError('unauthorized', 'The API key is not valid or has been revoked.');
  if (outcome.kind === 'limited') throw rateLimitRefusal(outcome);
  return outcome.key;
}

/** The refusal of a client over its address's limit (429, as for a key). */
export function admittedClient(outcome: ClientLimitOutcome): void {
  if (outcome.kind === 'limited') {
    throw new HttpError('too_many_requests', `Rate limit of ${outcome.limit} requests per ${outcome.window} reached for this address.`, {
      'retry-after': String(outcome.retryAfterSeconds),
    });
  }
}

/** Refuses an ordinary key where only an operator key may go. */
export function requireAdmin(request: FastifyRequest, what: string): void {
  if (request.apiKey?.role !== 'admin') throw new HttpError('forbidden', `${what} needs an operator key (created with \`cli keys create --admin\`).`);
}

export function registerAuth(
  app: FastifyInstance,
  keys: ApiKeyStore,
  limits: RateLimits,
  clients: { limiter: ClientRateLimiter; limits: RateLimits },
): void {
  app.decorateRequest('apiKey', null);
  app.decorateRequest('rateLimited', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) {
      if (request.routeOptions.config.limitByClient) admittedClient(await clients.limiter.hit(request.ip, clients.limits));
      return;
    }
    // Unknown routes fall through to the 404 handler without asking for a key.
    if (!request.routeOptions.url) return;
    const plain = presentedKey(request);
    if (!plain) {
      throw new HttpError('unauthorized', 'No API key given: pass api_key, an X-API-KEY header or an Authorization: Bearer token.');
    }
    const outcome = await keys.authorize(plain, limits);
    if (outcome.kind === 'limited' && request.routeOptions.config?.rateLimitInAnswer) {
      request.apiKey = outcome.key;
      request.rateLimited = rateLimitRefusal(outcome);
      return;
    }
    request.apiKey = admitted(outcome);
  });
}
