import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { assertLoopbackAddress } from './loopback.js';
import { buildSandboxSites, type SandboxPage, type SandboxSite } from './world/websites.js';

export interface SandboxWebServerOptions {
  /** 0 or absent: a free port. Every site shares it. */
  port?: number;
}

/** One request as the server saw it (for politeness and robots.txt assertions). */
export interface SandboxWebRequest {
  /** Host header, lower case, without port. */
  host: string;
  /** The request target as sent (path and query). */
  path: string;
  method: string;
  /** Date.now() when the request arrived. */
  at: number;
}

const LISTEN_HOST = '127.0.0.1';
const HTML = 'text/html; charset=utf-8';
/** One padding chunk of a big page (64 KiB of harmless HTML). */
const PADDING_CHUNK = Buffer.from('<p class="archive-entry">Archived press release.</p>\n'.repeat(1261).slice(0, 65536), 'utf8');

/**
 * The sandbox's websites: one HTTP server on 127.0.0.1 that serves every site, chosen by the Host
 * header (its port ignored). An unknown host is 404. Per page it can answer late (slowMs), stream
 * an oversized body (bigBytes), redirect (redirectTo), and each site can be switched to another
 * version of its pages (setVersion) so a page can lose an address between two crawls, or send a
 * page gzip-compressed as a file (a `.xml.gz` sitemap). A site's `headers` are sent with each of
 * its answers. Every request is logged (requests()), so a test or bench can check politeness and
 * that no robots.txt-disallowed path was asked for.
 */
export class SandboxWebServer {
  private readonly sites = new Map<string, SandboxSite>();
  private readonly versions = new Map<string, number>();
  private readonly log: SandboxWebRequest[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private server: Server | null = null;
  private boundPort = 0;
  private readonly options: SandboxWebServerOptions;

  constructor(sites: SandboxSite[] = buildSandboxSites(), options: SandboxWebServerOptions = {}) {
    this.options = options;
    for (const site of sites) this.sites.set(normalizeHost(site.host), site);
    assertLoopbackAddress(LISTEN_HOST, 'web listen address');
  }

  get port(): number {
    if (this.boundPort === 0) throw new Error('SandboxWebServer: not started');
    return this.boundPort;
  }

  /** The host names served (alias domains included). */
  get hosts(): string[] {
    return [...this.sites.keys()];
  }

  async start(): Promise<number> {
    if (this.server) return this.port;
    const server = createServer((req, res) => this.handle(req, res));
    // Loopback clients are trusted; keep-alive sockets must not keep the process alive after stop().
    server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: this.options.port ?? 0, host: LISTEN_HOST }, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.boundPort = (server.address() as AddressInfo).port;
    return this.boundPort;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const server = this.server;
    this.server = null;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  /** Serves version n of a site's pages from now on (1 = `pages`, the default). */
  setVersion(host: string, n: number): void {
    const name = normalizeHost(host);
    if (!this.sites.has(name)) throw new Error(`SandboxWebServer: no site ${host}`);
    if (!Number.isInteger(n) || n < 1) throw new Error(`SandboxWebServer: bad version ${n}`);
    this.versions.set(name, n);
  }

  version(host: string): number {
    return this.versions.get(normalizeHost(host)) ?? 1;
  }

  /** Every request so far, oldest first (a copy). */
  requests(): SandboxWebRequest[] {
    return this.log.map((r) => ({ ...r }));
  }

  clearRequests(): void {
    this.log.length = 0;
  }

  /** 'http://host:port/path' for a client that does not resolve through the sandbox DNS. */
  url(host: string, path = '/'): string {
    return `http://${normalizeHost(host)}:${this.port}${path}`;
  }

  /** The page a site serves at a path in its current version, or undefined (404). */
  page(host: string, path: string): SandboxPage | undefined {
    const name = normalizeHost(host);
    const site = this.sites.get(name);
    if (!site) return undefined;
    const key = normalizePath(path);
    const n = this.version(name);
    if (n > 1) {
      const overrides = site.versions?.[n];
      if (overrides && Object.hasOwn(overrides, key)) return overrides[key] ?? undefined;
    }
    return site.pages[key];
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const host = normalizeHost(req.headers.host ?? '');
    const target = req.url ?? '/';
    const method = req.method ?? 'GET';
    this.log.push({ host, path: target, method, at: Date.now() });
    const head = method === 'HEAD';
    const site = this.sites.get(host);
    if (!site) return send(res, 404, 'text/plain; charset=utf-8', `unknown host ${host}\n`, head);
    // The site's own headers (Server, a CDN's) go with every answer; writeHead adds the rest.
    for (const [name, value] of Object.entries(site.headers ?? {})) res.setHeader(name, value);
    if (method !== 'GET' && !head) {
      res.setHeader('Allow', 'GET, HEAD');
      return send(res, 405, 'text/plain; charset=utf-8', 'method not allowed\n', head);
    }
    if (site.redirectTo) return redirect(res, new URL(target, site.redirectTo).href);
    const path = pathnameOf(target);
    if (path === '/robots.txt') {
      return site.robotsTxt === undefined ? notFound(res, head) : send(res, 200, 'text/plain; charset=utf-8', site.robotsTxt, head);
    }
    // A site's sitemapXml, else its page at /sitemap.xml (the truth world's sites write their
    // sitemap index as a page), as a real server serves whichever file is there.
    if (path === '/sitemap.xml' && site.sitemapXml !== undefined) return send(res, 200, 'application/xml; charset=utf-8', site.sitemapXml, head);
    const page = this.page(host, path);
    if (!page) return notFound(res, head);
    const answer = (): void => {
      if (res.destroyed) return;
      if (page.redirectTo) return redirect(res, page.redirectTo);
      const type = page.contentType ?? HTML;
      if (page.bigBytes !== undefined) return stream(res, page.status ?? 200, type, page.body, page.bigBytes, head);
      send(res, page.status ?? 200, type, page.gzip ? gzipSync(Buffer.from(page.body, 'utf8')) : page.body, head);
    };
    if (page.slowMs !== undefined && page.slowMs > 0) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        answer();
      }, page.slowMs);
      this.timers.add(timer);
      res.once('close', () => {
        clearTimeout(timer);
        this.timers.delete(timer);
      });
      return;
    }
    answer();
  }
}

function normalizeHost(raw: string): string {
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(0, host.indexOf(']') + 1);
  else if (host.includes(':')) host = host.slice(0, host.indexOf(':'));
  return host.replace(/\.$/, '');
}

function pathnameOf(target: string): string {
  try {
    return normalizePath(new URL(target, 'http://sandbox.invalid').pathname);
  } catch {
    return normalizePath(target.split('?')[0] ?? '/');
  }
}

function normalizePath(path: string): string {
  const p = path.split(/[?#]/)[0] ?? '/';
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : '/';
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, head: boolean): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': bytes.length, 'Cache-Control': 'no-store' });
  res.end(head ? undefined : bytes);
}

function notFound(res: ServerResponse, head: boolean): void {
  send(res, 404, HTML, '<!doctype html><html><head><title>Not found</title></head><body><h1>404 Not Found</h1></body></html>\n', head);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Content-Type': HTML, 'Content-Length': 0 });
  res.end();
}

/** Sends `body`, then padding until at least `bigBytes` bytes are out, with no Content-Length. */
function stream(res: ServerResponse, status: number, type: string, body: string, bigBytes: number, head: boolean): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  if (head) {
    res.end();
    return;
  }
  const first = Buffer.from(body, 'utf8');
  let sent = first.length;
  res.write(first);
  const pump = (): void => {
    while (sent < bigBytes) {
      if (res.destroyed) return;
      sent += PADDING_CHUNK.length;
      if (!res.write(PADDING_CHUNK)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end('</main></body></html>\n');
  };
  pump();
}
