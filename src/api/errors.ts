/**
 * The one HTTP error type and the one handler that renders every non-2xx body as Hunter does:
 * `{"errors":[{"id","code","details"}]}`, or, for a request to one of Clearbit's host names, as
 * Clearbit does: `{"error":{"type","message"}}`. Routes throw HttpError for expected refusals;
 * anything else is a fault, logged with its stack and answered 500 without one.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../contract/schemas.js';
import { clearbitErrorBody } from '../contract/clearbit-shapes.js';
import { isStorageFull } from '../core/storage.js';

export type ErrorId =
  | 'wrong_params'
  | 'pagination_error'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation_failed'
  | 'too_many_requests'
  | 'payload_too_large'
  | 'upload_too_large'
  | 'too_many_rows'
  | 'storage_full'
  | 'unsupported_media_type'
  | 'internal_error'
  | 'service_unavailable'
  | 'bulk_in_progress'
  | 'bulk_finished'
  | 'queued';

const STATUS_OF: Record<ErrorId, number> = {
  wrong_params: 400,
  pagination_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  // A bulk upload past BULK_MAX_UPLOAD_BYTES (the bulk's own id: its limit is not the body limit).
  upload_too_large: 413,
  // A key's bulks that have not ended hold BULK_MAX_ROWS_PER_KEY rows already (a quota: 429).
  too_many_rows: 429,
  // The store refused a write for lack of room: 503 with Retry-After (the request may succeed once
  // bulks end and their space is given back); an upload refused for it is 507 (RFC 4918 11.5,
  // Insufficient Storage: the server cannot store what is needed to complete the request).
  storage_full: 503,
  unsupported_media_type: 415,
  validation_failed: 422,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
  bulk_in_progress: 409,
  // A bulk that completed or failed cannot be cancelled (DELETE /v2/bulks/{id}).
  bulk_finished: 409,
  // Clearbit-style queued lookup: the answer is being worked out; ask again (Hunter-style body).
  queued: 202,
};

/**
 * Where Hunter's documentation gives an error another status than HTTP's usual one, the vendor
 * profile (WIRE_KEYS=vendor) answers Hunter's: "403 - Forbidden: You have reached the rate limit",
 * 429 being Hunter's monthly usage quota (which a self-hosted deployment does not have).
 */
const VENDOR_STATUS: Partial<Record<ErrorId, number>> = { too_many_requests: 403 };

/** The status an error is answered with in a profile. */
export function statusIn(profile: 'spec' | 'vendor', error: HttpError): number {
  return profile === 'vendor' ? (VENDOR_STATUS[error.id] ?? error.status) : error.status;
}

/**
 * The parameters Hunter's documentation gives an error id of their own ("invalid_email",
 * "invalid_type", ...): a wrong_params about one of them carries Hunter's id in the vendor profile.
 */
const HUNTER_PARAM_IDS = new Set(['email', 'type', 'seniority', 'department', 'first_name', 'last_name', 'full_name', 'domain', 'max_duration']);

/** The error id answered in a profile: Hunter's per-parameter id in the vendor profile. */
export function idIn(profile: 'spec' | 'vendor', error: HttpError): string {
  return profile === 'vendor' && error.id === 'wrong_params' && error.param && HUNTER_PARAM_IDS.has(error.param) ? `invalid_${error.param}` : error.id;
}

export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly id: ErrorId,
    readonly details: string,
    readonly headers: Readonly<Record<string, string>> = {},
    /** The request parameter the error is about, when it is about one. */
    readonly param: string | null = null,
    /** A required parameter is missing (rather than given and invalid). */
    readonly missing = false,
    /** Where one id has two statuses (storage_full: 503, or 507 for an upload). */
    status?: number,
  ) {
    super(details);
    this.name = 'HttpError';
    this.status = status ?? STATUS_OF[id];
  }

  /**
   * The status under the name foreign error handlers read (Bull Board's, in the queue board's
   * scope, answers `error.statusCode || 500`): a refusal stays a 4xx there too.
   */
  get statusCode(): number {
    return this.status;
  }
}

/** Seconds a client is asked to wait when the store is full (its bulks end, the sweep frees space). */
const STORAGE_RETRY_SECONDS = 60;

/**
 * The store refused a write for lack of room (core/storage.ts): 503 with Retry-After, or 507 for
 * an upload that cannot be stored.
 */
export function storageFull(details: string, upload = false): HttpError {
  return new HttpError('storage_full', details, { 'retry-after': String(STORAGE_RETRY_SECONDS) }, null, false, upload ? 507 : undefined);
}

/** No route answers this method and path (Clearbit's `unknown_route`; Hunter's `not_found`). */
export class NoRouteError extends HttpError {
  constructor(method: string, url: string) {
    super('not_found', `No route ${method} ${url.split('?')[0]}.`);
  }
}

export function errorBody(id: string, status: number, details: string): ErrorBody {
  return { errors: [{ id, code: status, details }] };
}

/**
 * Clearbit's status and error type for an error. Clearbit's API reference ("Errors") types its
 * errors `params_invalid`, `unknown_record`, `unknown_route`, `queued` (202: the lookup runs, ask
 * again), `rate_limit` (429) and `api_error` (5xx), with 400 for a bad request; its help center
 * ("Why am I receiving a 422 error?") gives 422 for a malformed email or domain. The list types
 * no authentication or permission error: those keep this service's ids (`unauthorized` 401,
 * `forbidden` 403). The `clearbit` npm client reads the type (`queued` -> QueuedError,
 * `unknown_record` -> NotFoundError).
 */
export function clearbitError(error: HttpError): { status: number; type: string } {
  if (error instanceof NoRouteError) return { status: 404, type: 'unknown_route' };
  switch (error.id) {
    case 'queued':
      return { status: 202, type: 'queued' };
    case 'not_found':
      return { status: 404, type: 'unknown_record' };
    case 'too_many_requests':
      return { status: 429, type: 'rate_limit' };
    case 'unauthorized':
    case 'forbidden':
      return { status: error.status, type: error.id };
    case 'wrong_params':
    case 'pagination_error':
      return { status: error.missing ? 400 : 422, type: 'params_invalid' };
    case 'internal_error':
    case 'service_unavailable':
    case 'storage_full':
      return { status: error.status, type: 'api_error' };
    case 'too_many_rows':
      return { status: 429, type: 'rate_limit' };
    default:
      return { status: error.status, type: 'params_invalid' };
  }
}

const PAGING_PARAMS = new Set(['limit', 'offset']);

export interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns a schema validation failure into the parameter it concerns and a sentence about it. */
function describeValidation(error: FastifyError): HttpError {
  return validationRefusal((error.validation ?? []) as ValidationIssue[], error.validationContext === 'body' ? 'body field' : 'parameter');
}

/** A validator's (ajv's) first issue as the API's refusal: the routes' schemas, and the MCP tools' arguments ('argument'). */
export function validationRefusal(issues: readonly ValidationIssue[], where: 'body field' | 'parameter' | 'argument'): HttpError {
  const issue = issues[0] ?? {};
  const missing = issue.params?.missingProperty as string | undefined;
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const param = missing ?? (path || undefined);
  if (param && PAGING_PARAMS.has(param)) {
    return new HttpError('pagination_error', `The ${param} ${where} ${issue.message ?? 'is invalid'}.`);
  }
  if (missing) return new HttpError('wrong_params', `You are missing the ${missing} ${where}.`, {}, missing, true);
  if (issue.keyword === 'additionalProperties') {
    return new HttpError('wrong_params', `Unknown ${where} ${String(issue.params?.additionalProperty)}.`);
  }
  if (param) return new HttpError('wrong_params', `The ${param} ${where} ${issue.message ?? 'is invalid'}.`, {}, param);
  return new HttpError('wrong_params', `The request ${issue.message ?? 'is invalid'}.`);
}

/** Maps Fastify's own errors (body too large, bad JSON, ...) onto the service's error ids. */
function toHttpError(error: FastifyError): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error.validation) return describeValidation(error);
  // A write the store refused for lack of room is not a fault of the service: the request may
  // succeed later (the same answer from every route, so a full store never shows as a 500).
  if (isStorageFull(error)) return storageFull('The service\'s store is full: it cannot take this request now. Try again later.');
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError('payload_too_large', 'The request body is larger than this server accepts.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError('unsupported_media_type', error.message);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError('wrong_params', 'The request body is not valid JSON.');
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new HttpError('wrong_params', 'The request body is not valid JSON.');
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError('wrong_params', error.message);
  }
  return null;
}

/**
 * The status and Hunter body the app's error handler answers for an error, for plugins that
 * bring their own handler (Bull Board's, in the queue board's scope, via its adapter's
 * setErrorHandler). Faults are 500 internal_error, without their message.
 */
export function errorReply(error: FastifyError): { status: number; body: ErrorBody } {
  const known = toHttpError(error);
  if (known) return { status: known.status, body: errorBody(known.id, known.status, known.details) };
  return { status: 500, body: errorBody('internal_error', 500, 'The server failed to process the request.') };
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals, which never reach the error
 * handler (a path that is not valid percent-encoded UTF-8, FST_ERR_BAD_URL; a path parameter over
 * maxParamLength, FST_ERR_MAX_PARAM_LENGTH), in the service's error shape instead of Fastify's.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'request failed');
    reply.code(500).send(errorBody('internal_error', 500, 'The server failed to process the request.'));
    return;
  }
  const details =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is longer than this server accepts.'
      : 'The request path is not valid: it holds a malformed percent-encoding or bytes that are not UTF-8.';
  request.log.info({ err: { id: 'wrong_params', details } }, 'request refused');
  reply.code(status).send(errorBody('wrong_params', status, details));
}

/**
 * `clearbitHost`: whether a request was sent to one of Clearbit's host names; its errors are then
 * Clearbit's body and statuses, whatever the profile.
 */
export function registerErrorHandling(app: FastifyInstance, profile: 'spec' | 'vendor' = 'spec', clearbitHost: (request: FastifyRequest) => boolean = () => false): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toHttpError(error);
    if (known) request.log.info({ err: { id: known.id, details: known.details } }, 'request refused');
    else request.log.error({ err: error }, 'request failed');
    const refusal = known ?? new HttpError('internal_error', 'The server failed to process the request.');
    // A refusal may be thrown after a route chose its own serializer (an image, Clearbit's shape).
    reply.serializer(JSON.stringify);
    if (clearbitHost(request)) {
      const { status, type } = clearbitError(refusal);
      return reply.code(status).type('application/json; charset=utf-8').headers(refusal.headers).send(clearbitErrorBody(type, refusal.details));
    }
    const status = statusIn(profile, refusal);
    return reply.code(status).type('application/json; charset=utf-8').headers(refusal.headers).send(errorBody(idIn(profile, refusal), status, refusal.details));
  });

  app.setNotFoundHandler(async (request) => {
    throw new NoRouteError(request.method, request.url);
  });
}
