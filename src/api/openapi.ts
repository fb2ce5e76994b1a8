/**
 * The OpenAPI document (`/v2/openapi.json`, shown at `/v2/docs`) as a person reads it: every
 * response named (not @fastify/swagger's "Default Response"), and the refusals every route can
 * answer listed where the route's own schema leaves them out, from what the app really does:
 * - public routes carry no security requirement (the document's global one is a key);
 * - 401 and 429: the key check and rate limit of every route that is not public (auth.ts), 429
 *   also on a public route limited per client address;
 * - 400: the validation of a route's parameters or body (errors.ts, describeValidation);
 * - 413 and 415: a body over the size limit or of a type the route does not read, on any method
 *   that carries one.
 * A route whose body it reads itself (a file upload) describes it in `documentedBody`: shown in
 * the document, never used to validate (Fastify would read the body as JSON against it).
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import { ErrorBodySchema } from '../contract/schemas.js';

declare module 'fastify' {
  interface FastifySchema {
    /** The request body as the document shows it, per media type; the route reads it itself. */
    documentedBody?: { description?: string; content: Record<string, { schema: unknown; encoding?: Record<string, unknown> }> };
  }
}

/** What each status means here (the README's error table has the ids in full). */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work goes on; ask again (or follow the Location)',
  204: 'Done, no body',
  302: 'Redirect to the image',
  304: 'Not modified (If-None-Match matched the ETag)',
  400: 'Invalid request (`wrong_params`, `pagination_error`): the details name the parameter',
  401: 'No valid API key (`unauthorized`)',
  403: 'The key may not do this (`forbidden`: an operator page)',
  404: 'Not found (`not_found`): nothing indexed, no such record, or not yours',
  409: 'Conflict with the bulk\'s state (`bulk_in_progress`: not finished yet; `bulk_finished`: it has ended)',
  413: 'Body too large (`payload_too_large`)',
  415: 'Body of a type this route does not read (`unsupported_media_type`)',
  422: 'Well-formed but refused by the data (`validation_failed`)',
  429: 'Rate limit reached (`too_many_requests`; see Retry-After). 403 with WIRE_KEYS=vendor, as Hunter answers',
  503: 'A dependency is down (`service_unavailable`)',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Responses = Record<string, Record<string, unknown>>;

function withDescription(status: string, schema: Record<string, unknown>): Record<string, unknown> {
  if (typeof schema.description === 'string' && schema.description !== '') return schema;
  return { ...schema, description: DESCRIPTIONS[status] ?? `HTTP ${status}` };
}

/** @fastify/swagger's `transform`: a route's schema as the document shows it. */
export function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): { schema: FastifySchema; url: string } {
  if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const config = (route.config ?? {}) as { public?: boolean; limitByClient?: boolean };
  const responses: Responses = { ...((schema.response ?? {}) as Responses) };
  const add = (status: string) => {
    responses[status] ??= ErrorBodySchema as unknown as Record<string, unknown>;
  };
  if (!config.public) add('401');
  if (!config.public || config.limitByClient) add('429');
  if (schema.querystring || schema.params || schema.body || schema.documentedBody) add('400');
  if (methods.some((m) => BODY_METHODS.has(m)) && (schema.body || schema.documentedBody)) {
    add('413');
    add('415');
  }
  const named = Object.fromEntries(
    Object.entries(responses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, s]) => [status, withDescription(status, s)]),
  );
  const { documentedBody, ...rest } = schema;
  // The document's global security (a key) does not hold for public routes: none is asked there,
  // unless the route says it reads one when given (`/v2/status`: `[{}, ...]`, OpenAPI 3.1 4.8.10).
  const security = config.public && !(schema as { security?: unknown }).security ? { security: [] } : {};
  return { schema: { ...rest, ...security, ...(documentedBody ? { body: documentedBody } : {}), response: named }, url };
}
