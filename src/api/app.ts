/**
 * The Fastify application: plugins (request ids, errors, auth, OpenAPI) and the route groups,
 * built over repositories it is handed, so tests build it in-process on their own Redis.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Redis } from '../redis.js';
import { wireKeys } from '../contract/wire-keys.js';
import { LookupService } from '../core/enrich/lookups.js';
import { ApiKeyRepository } from '../store/api-key-repository.js';
import { IndexRepository } from '../store/index-repository.js';
import { registerAuth } from './auth.js';
import { registerErrorHandling } from './errors.js';
import { registerDomainSearchRoutes } from './routes/domain-search.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerLookupRoutes } from './routes/lookups.js';
import { SERVICE_VERSION } from '../version.js';
import { LeadService } from '../core/leads/lead-service.js';
import { CampaignService } from '../core/leads/campaign-service.js';
import { LeadRepository } from '../store/lead-repository.js';
import { CampaignRepository } from '../store/campaign-repository.js';
import { registerLeadRoutes } from './routes/leads.js';
import { registerCampaignRoutes } from './routes/campaigns.js';
import { registerLogoRoutes } from './routes/logos.js';
import { registerDiscoverRoutes } from './routes/discover.js';
import { DiscoverService } from '../core/discover/discover-service.js';
import { registerAccountRoutes } from './routes/account.js';

export interface AppDeps {
  readonly config: Config;
  readonly redis: Redis;
  readonly logger: Logger;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, redis } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Reuse a caller's X-Request-Id so one id follows a request across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false } },
  }) as unknown as FastifyInstance;

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandling(app);

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
  });
  await app.register(swaggerUi, { routePrefix: '/v2/docs', uiConfig: { docExpansion: 'list' } });
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v2/docs')) route.config = { ...(route.config as object), public: true };
  });

  const keys = new ApiKeyRepository(redis, config.redisPrefix);
  registerAuth(app, keys, config.rateLimit);

  const wire = wireKeys(config.wireKeys);
  const index = new IndexRepository(redis, config.redisPrefix);
  const lookups = new LookupService(index);
  const discover = new DiscoverService(index);
  const leads = new LeadService(new LeadRepository(redis, config.redisPrefix));
  const campaigns = new CampaignService(new CampaignRepository(redis, config.redisPrefix), leads);

  app.get('/v2/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  registerHealthRoutes(app, redis, SERVICE_VERSION);
  registerLookupRoutes(app, lookups, wire);
  registerDomainSearchRoutes(app, lookups, wire);
  registerLeadRoutes(app, leads, wire);
  registerCampaignRoutes(app, campaigns);
  registerLogoRoutes(app, lookups);
  registerDiscoverRoutes(app, discover);
  registerAccountRoutes(app, keys, config.rateLimit, lookups);

  return app;
}
