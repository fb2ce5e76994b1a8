/**
 * The Fastify application: plugins (request ids, errors, auth, OpenAPI) and the route groups,
 * built over repositories it is handed, so tests build it in-process on their own stores.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { wireKeys } from '../contract/wire-keys.js';
import { vendorHosts } from './vendor-hosts.js';
import { registerAuth } from './auth.js';
import { registerUsageCounting } from './usage.js';
import { errorBody, frameworkErrorHandler, HttpError, registerErrorHandling } from './errors.js';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import secureJsonParse from 'secure-json-parse';

// ajv-formats ships CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => void;
import { registerDomainSearchRoutes } from './routes/domain-search.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerLookupRoutes } from './routes/lookups.js';
import { SERVICE_VERSION } from '../version.js';
import type { Services } from '../composition/index.js';
import { registerMailRoutes } from './routes/mail.js';
import { registerBulkRoutes } from './routes/bulks.js';
import { documentRoute } from './openapi.js';
import { registerBulkDetailRoutes } from './routes/bulk-details.js';
import { registerWebApp } from './routes/web-app.js';
import { WEB_APP_DIR } from '../package-root.js';
import type { Pipeline } from '../composition/index.js';
import { registerLeadRoutes } from './routes/leads.js';
import { registerCampaignRoutes } from './routes/campaigns.js';
import { registerLogoRoutes } from './routes/logos.js';
import { registerDiscoverRoutes } from './routes/discover.js';
import { registerAccountRoutes } from './routes/account.js';
import { compileTools, registerMcpRoute } from '../mcp/index.js';
// monitoring: status, Prometheus metrics, queue board
import { createAppMetrics, observeHeadroom, observeQueues, registerHttpMetrics } from '../observability/metrics-registry.js';
import { registerStatusRoutes } from './routes/status.js';
import { registerMetricsRoutes } from './routes/metrics.js';
import { registerQueueBoard } from './routes/queue-board.js';
import qs from 'qs';
import { isFormBody, markFormBody } from './form-body.js';

export interface AppDeps {
  readonly config: Config;
  readonly logger: Logger;
  /** The process's graph (composition/index.ts): the app builds no service of its own. */
  readonly services: Services;
  readonly pipeline: Pipeline;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function validatorAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ coerceTypes: coerce ? 'array' : false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
  addFormats(ajv);
  return ajv;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deepest nesting of a request body: no request of the API needs more than a few levels. */
const MAX_BODY_DEPTH = 32;

/** The dotted path of the first string (or key) that holds a lone surrogate, or null. */
function illFormedPath(value: unknown, what: string, path = '', depth = 0): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? `${what} ${path || '(root)'}` : null;
  // Only parsed JSON (plain objects and arrays) is walked: an uploaded file arrives as a Buffer,
  // whose bytes are not text to check here (and walking them key by key would cost gigabytes).
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return null;
  // A body nested thousands deep would overflow the stack of this walk and of the validator.
  if (depth > MAX_BODY_DEPTH) throw new HttpError('wrong_params', `The ${what}s are nested deeper than ${MAX_BODY_DEPTH} levels.`);
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (LONE_SURROGATE.test(k)) return `${what} ${here}`;
    const found = illFormedPath(v, what, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Node's own answers to unparseable requests (431, 400), in the service's error shape. */
function clientErrorResponse(err: NodeJS.ErrnoException): string {
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorBody('wrong_params', status, status === 431 ? 'The request headers are too large.' : 'The request could not be parsed.'));
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Paths that are another spelling of a route (the query string is kept): `/v2/leads-lists`, as
 * some of Hunter's clients write it, and `/v2/leads_list`, as the `hunter.io` npm client does.
 */
const PATH_ALIASES: readonly (readonly [string, string])[] = [
  ['/v2/leads-lists', '/v2/leads_lists'],
  ['/v2/leads_list', '/v2/leads_lists'],
];

export function rewriteAliases(url: string): string {
  for (const [alias, path] of PATH_ALIASES) {
    if (url.startsWith(alias) && (url.length === alias.length || '/?'.includes(url[alias.length]!))) return path + url.slice(alias.length);
  }
  return url;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: config.trustProxy,
    clientErrorHandler: (err, socket) => {
      if (socket.writable) socket.end(clientErrorResponse(err as NodeJS.ErrnoException));
      else socket.destroy(err);
    },
    bodyLimit: config.bodyLimitBytes,
    // The router's own refusals (malformed percent-encoding, over-long path parameters) in the
    // service's error shape too.
    frameworkErrors: frameworkErrorHandler,
    // Hunter's clients call `/v2/domain-search/?domain=...` as well: a trailing slash routes like
    // the path without it.
    routerOptions: { ignoreTrailingSlash: true },
    // Other spellings of `/v2/leads_lists` that Hunter's clients use.
    rewriteUrl: (req) => rewriteAliases(req.url ?? '/'),
    // Reuse a caller's X-Request-Id so one id follows a request across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }) as unknown as FastifyInstance;

  // Query strings, paths and form bodies are text, so their values are coerced to the schema's
  // types; JSON bodies already carry types, and a string where a number belongs is a client error.
  const coercing = validatorAjv(true);
  const strict = validatorAjv(false);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart !== 'body') return coercing.compile(schema);
    const asJson = strict.compile(schema);
    const asForm = coercing.compile(schema);
    const validate = (data: unknown): boolean => {
      const v = isFormBody(data) ? asForm : asJson;
      const ok = v(data) as boolean;
      validate.errors = v.errors;
      return ok;
    };
    validate.errors = null as typeof asJson.errors;
    return validate;
  });

  // Form bodies, as Hunter's own clients send them, with Rails-style brackets (`emails[]=a&emails[]=b`,
  // `lead[first_name]=x`): the same objects a JSON body gives, within small bounds (depth, counts);
  // their values are text, coerced to the schema's types like a query string's (see above).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    try {
      done(null, markFormBody(qs.parse(text, { depth: 5, arrayLimit: 1000, parameterLimit: 2000, allowPrototypes: false, strictDepth: true })));
    } catch {
      done(new HttpError('wrong_params', 'The form body could not be read (nested too deep?).'), undefined);
    }
  });

  // An empty body with a JSON content type (many clients send one on DELETE) means "no body".
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJsonParse(text));
    } catch {
      done(new HttpError('wrong_params', 'The request body is not valid JSON (or uses a forbidden key such as __proto__).'), undefined);
    }
  });

  // Lone UTF-16 surrogates are not text (RFC 8259 8.2): refuse them before they reach storage.
  app.addHook('preValidation', async (request) => {
    const bad = illFormedPath(request.query, 'parameter') ?? illFormedPath(request.body, 'body field');
    if (bad) throw new HttpError('wrong_params', `The ${bad} is not well-formed Unicode text.`);
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const hosts = vendorHosts(config.clearbit);
  registerErrorHandling(app, config.wireKeys, hosts.clearbit);
  // monitoring: HTTP request metrics, added before any route so it covers them all
  const metrics = createAppMetrics();
  registerHttpMetrics(app, metrics);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Contact and company data service',
        version: SERVICE_VERSION,
        description:
          'Self-hosted person, company and email data over a /v2 JSON API. Values come only from imported records or checks the service ran; unknown values are null.',
      },
      components: {
        securitySchemes: {
          apiKeyQuery: { type: 'apiKey', in: 'query', name: 'api_key' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-KEY' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKeyQuery: [] }, { apiKeyHeader: [] }, { bearer: [] }],
    },
    transform: documentRoute,
  });
  // Registered before the docs routes exist, so they are marked public as they are added.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v2/docs')) route.config = { ...(route.config as object), public: true };
  });
  await app.register(swaggerUi, { routePrefix: '/v2/docs', uiConfig: { docExpansion: 'list' } });

  const services = deps.services;
  registerAuth(app, services.keys, config.rateLimit, { limiter: services.clientLimits, limits: config.publicRateLimit });
  const usage = registerUsageCounting(app, services.keys);

  const wire = wireKeys(config.wireKeys);
  app.get('/v2/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  registerHealthRoutes(app, services.shared.probe, services.shared.headroom, services.database, SERVICE_VERSION);
  const { pipeline } = deps;
  registerLookupRoutes(app, services.lookups, wire, pipeline.crawlRequests, hosts);
  registerDomainSearchRoutes(app, services.lookups, wire, pipeline.crawlRequests);
  registerMailRoutes(app, { ...services, verifyBudgetMs: config.mail.verifyBudgetMs }, wire);
  registerLeadRoutes(app, services.teams, wire);
  registerCampaignRoutes(app, services.teams, config.wireKeys);
  registerLogoRoutes(app, services.lookups, hosts);
  registerDiscoverRoutes(app, services.discover);
  registerAccountRoutes(app, services.keys, config.rateLimit, services.lookups);
  registerBulkRoutes(app, pipeline.bulks, pipeline.bulkEvents, config.bulk);
  registerBulkDetailRoutes(app, pipeline.bulks);
  // The MCP server's Streamable HTTP transport: the same services, keys, limits and usage.
  registerMcpRoute(app, { config, logger: deps.logger, services, pipeline, usage }, compileTools(config.wireKeys));
  // The web app (web/), built by `npm run build` into dist/web/.
  registerWebApp(app, WEB_APP_DIR);
  // monitoring: /v2/status, /metrics, the queue board at /admin/queues
  registerStatusRoutes(app, { probe: services.shared.probe, queue: pipeline.queue, keys: services.keys, limits: config.rateLimit, version: SERVICE_VERSION });
  observeQueues(metrics, pipeline.queue, deps.logger);
  observeHeadroom(metrics, services.shared.headroom, deps.logger);
  registerMetricsRoutes(app, metrics, { published: services.shared.published });
  // The session secret is read when the board is first used, so the API starts while PostgreSQL is down.
  let secret: Promise<Buffer> | null = null;
  const sessionSecret = (): Promise<Buffer> => {
    if (config.sessionSecret) return Promise.resolve(Buffer.from(config.sessionSecret, 'utf8'));
    secret ??= services.secrets.getOrCreate('board-session').catch((err: unknown) => {
      secret = null;
      throw err;
    });
    return secret;
  };
  await registerQueueBoard(app, { queue: pipeline.queue, keys: services.keys, limits: config.rateLimit, sessionSecret });

  return app;
}
