/**
 * The web app (web/, built by `npm run build` into dist/web/) at /app: its files, and index.html
 * for every other path under /app (the app routes in the browser). The page holds no secret (the
 * API calls it makes carry the key the person signs in with), so these routes are public.
 *
 * Cache: the files under assets/ carry a hash of their content in their name, so they are cached
 * for a year (immutable); index.html is revalidated each time so a new build is seen at once.
 * A file with a gzip twin (written by the build) is sent compressed to a client that accepts it.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Only its own files and the API on the same origin (connect-src 'self'); blob: for the download
 * link the Bulk page makes from a fetched result.
 */
const CSP = "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const MISSING = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm run demo</code>) in the service's folder, then reload this page.</p>
<p>The API itself works: see <a href="/v2/docs">/v2/docs</a>.</p></body></html>\n`;

async function fileAt(path: string): Promise<{ size: number; mtime: Date } | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
  } catch {
    return null;
  }
}

export function registerWebApp(app: FastifyInstance, dir: string): void {
  const root = resolve(dir);
  const index = join(root, 'index.html');

  /**
   * Sends the file when there is one. Answers whether it did, not the reply: a reply is thenable
   * (it resolves, with nothing, once sent), so an async function returning it hands its caller
   * undefined, and the caller went on to send a second answer on the same request.
   */
  async function send(request: FastifyRequest, reply: FastifyReply, path: string, immutable: boolean): Promise<boolean> {
    const found = await fileAt(path);
    if (!found) return false;
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? `${path}.gz` : null;
    const zipped = gzip ? await fileAt(gzip) : null;
    reply
      .type(TYPES[extname(path)] ?? 'application/octet-stream')
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('last-modified', found.mtime.toUTCString())
      .header('vary', 'accept-encoding')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', CSP);
    if (zipped && gzip) {
      reply.header('content-encoding', 'gzip').header('content-length', zipped.size);
      reply.send(createReadStream(gzip));
      return true;
    }
    reply.header('content-length', found.size);
    reply.send(createReadStream(path));
    return true;
  }

  const handler = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    const rest = request.params['*'] ?? '';
    const target = resolve(root, rest);
    // A path that leaves the folder (../) is no file of the app: it gets the page.
    if (rest !== '' && target.startsWith(root + sep)) {
      if (await send(request, reply, target, rest.startsWith('assets/'))) return reply;
      // A missing asset is a 404, not the page (a browser would read HTML as a script).
      if (rest.startsWith('assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    if (await send(request, reply, index, false)) return reply;
    return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('retry-after', '60').send(MISSING);
  };
  const options = { config: { public: true }, schema: { hide: true } };
  app.get('/app', options, handler);
  app.get('/app/*', options, handler);
}
