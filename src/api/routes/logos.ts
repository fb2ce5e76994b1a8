/**
 * Logo lookup by domain: `GET /v2/logos/{domain}`, and `GET /{domain}` on a logo host name
 * (Clearbit's Logo API, `https://logo.clearbit.com/{domain}`), both without a key. The company's
 * own logo when the index has one (a 302 to its URL: the service does not re-host images), else a
 * generated SVG monogram marked with `X-Logo-Source: generated`. Both are cacheable; an unknown
 * domain is 404.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../../contract/schemas.js';
import type { LookupService } from '../../core/enrich/lookups.js';
import { monogramSvg } from '../../core/enrich/monogram.js';
import { HttpError, NoRouteError } from '../errors.js';
import { LocaleQuery, requireDomain, resolveLocale } from '../params.js';
import type { VendorHosts } from '../vendor-hosts.js';

const ONE_DAY = 86_400;

/**
 * The logo URL with the requested size, where the URL itself carries a size parameter (a source
 * that resizes on request); other sources are served as they are.
 */
export function sizedLogoUrl(url: string, size: number | undefined): string {
  if (size === undefined) return url;
  try {
    const u = new URL(url);
    for (const name of ['size', 's', 'width', 'w']) {
      if (u.searchParams.has(name)) {
        u.searchParams.set(name, String(size));
        return u.toString();
      }
    }
    return url;
  } catch {
    return url;
  }
}

/**
 * The stored logo as the URL a browser may be sent to, or null (then the monogram is served):
 * http(s) only, and nothing that could break out of the Location header. A stored value with
 * whitespace or control characters (CR/LF would split the header; Node refuses them with a 500)
 * is not redirected to; the rest is sent as the URL parser serializes it (non-ASCII
 * percent-encoded, IDN hosts in punycode), which is always a valid header value.
 */
export function logoRedirectUrl(stored: string | null | undefined): string | null {
  if (typeof stored !== 'string' || !/^https?:\/\//i.test(stored) || /[\s\u0000-\u001f\u007f-\u009f]/.test(stored)) return null;
  let url: URL;
  try {
    url = new URL(stored);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

export function registerLogoRoutes(app: FastifyInstance, lookups: LookupService, hosts: VendorHosts): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const querystring = Type.Object({
    size: Type.Optional(Type.Integer({ minimum: 16, maximum: 1024, description: 'Pixels (square). Honoured for monograms and for sources whose URL carries a size.' })),
    greyscale: Type.Optional(Type.Boolean({ description: "Clearbit's: a generated monogram is drawn in grey; a company's own logo is served as it is." })),
    format: Type.Optional(Type.String({ description: "Clearbit's (png, jpg): accepted, not applied; the answer is the company's own file or an SVG monogram." })),
    ...LocaleQuery,
  });
  const response = { 200: Type.String({ description: 'image/svg+xml (generated monogram)' }), 302: Type.Null(), 304: Type.Null(), 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema };
  const params = Type.Object({ domain: Type.String() });
  // No key: logos are loaded by browsers (an <img> sends none), as Clearbit's Logo API serves
  // them; each client address is held to PUBLIC_RATE_LIMIT_* instead.
  const config = { public: true, limitByClient: true };

  r.get(
    '/v2/logos/:domain',
    { config, schema: { summary: "A company's logo: redirect to its own, or a generated SVG monogram", tags: ['logos'], security: [], params, querystring, response } },
    async (request, reply) => serveLogo(lookups, request.params.domain, request.query, request.headers['if-none-match'], reply),
  );

  // Clearbit's Logo API path, `https://logo.clearbit.com/{domain}`, on the host names of LOGO_HOSTS.
  r.get(
    '/:domain',
    {
      config,
      // Before validation, so another host's unknown path stays a plain 404 whatever its query.
      onRequest: async (request) => {
        if (!hosts.logo(request)) throw new NoRouteError(request.method, request.url);
      },
      schema: { summary: "A company's logo at Clearbit's Logo API path (on a LOGO_HOSTS host name only)", tags: ['logos'], security: [], params, querystring, response },
    },
    async (request, reply) => serveLogo(lookups, request.params.domain, request.query, request.headers['if-none-match'], reply),
  );
}

async function serveLogo(
  lookups: LookupService,
  rawDomain: string,
  query: { size?: number; greyscale?: boolean; locale?: string },
  ifNoneMatch: string | undefined,
  reply: FastifyReply,
): Promise<FastifyReply> {
  resolveLocale(query.locale);
  const domain = requireDomain(rawDomain);
  const company = await lookups.company(domain, { locale: null });
  if (!company) throw new HttpError('not_found', `No company is indexed for ${domain}.`);
  const size = query.size;
  reply.header('cache-control', `public, max-age=${ONE_DAY}`);
  // Only web URLs are followed: a stored logo of any other scheme is not sent to browsers.
  const logo = logoRedirectUrl(company.logo);
  if (logo) {
    const target = sizedLogoUrl(logo, size);
    const etag = etagOf(target);
    reply.header('etag', etag).header('x-logo-source', 'company');
    if (ifNoneMatch === etag) return reply.code(304).send(null);
    return reply.redirect(target, 302);
  }
  const svg = monogramSvg(company.name, company.domain, size ?? 128, query.greyscale === true);
  const etag = etagOf(svg);
  reply.header('etag', etag).header('x-logo-source', 'generated');
  if (ifNoneMatch === etag) return reply.code(304).send(null);
  return reply.code(200).type('image/svg+xml; charset=utf-8').serializer((p: unknown) => String(p)).send(svg);
}
