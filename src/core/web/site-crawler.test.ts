import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetcher } from './safe-fetch.js';
import { SiteCrawler } from './site-crawler.js';

let server: Server;
let port: number;
const hits: string[] = [];

const pages: Record<string, { type?: string; status?: number; body: string; location?: string }> = {
  '/': { body: '<a href="/about">About us</a> <a href="/blog/post-1">Blog</a> <a href="/team">Our team</a> <a href="http://other.test/contact">Elsewhere</a> <a href="/x">Contact</a> <a href="mailto:a@b.test">mail</a>' },
  '/about': { body: '<h1>About</h1>' },
  '/team': { body: '<h1>Team</h1>' },
  '/x': { body: '<h1>Contact</h1>' },
  '/internal/contact-list': { body: '<h1>secret</h1>' },
  '/imprint': { body: '<h1>Imprint</h1>' },
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /internal/\nSitemap: http://acme-site.test/sitemap.xml\n' },
  '/sitemap.xml': { type: 'application/xml', body: '<?xml version="1.0"?><urlset><url><loc>http://acme-site.test/imprint</loc></url><url><loc>http://acme-site.test/internal/contact-list</loc></url><url><loc>http://acme-site.test/products</loc></url></urlset>' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = String(req.headers.host).split(':')[0];
    hits.push(`${host}${req.url}`);
    if (host === 'old-acme.test') return res.writeHead(301, { location: 'http://acme-site.test/' }).end();
    const page = pages[req.url ?? '/'];
    if (!page) return res.writeHead(404).end();
    res.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html' }).end(page.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => server.close());

function crawler(maxPages = 10) {
  const fetcher = new SafeFetcher({
    resolve: async (host) => {
      if (['acme-site.test', 'old-acme.test', 'other.test'].includes(host)) return ['127.0.0.1'];
      throw Object.assign(new Error('nx'), { code: 'ENOTFOUND' });
    },
    allowCidrs: ['127.0.0.0/8'],
    userAgent: 'cds-test',
    timeoutMs: 2000,
    maxBytes: 100_000,
    maxRedirects: 5,
    portOverrides: { http: port, https: 1 },
  });
  return new SiteCrawler(fetcher, { maxPages, politenessMs: 10, robotsAgent: 'cds' });
}

describe('SiteCrawler', () => {
  it('fetches the home page and the interesting pages from links and the sitemap, obeying robots.txt', async () => {
    hits.length = 0;
    const r = await crawler().crawl('acme-site.test', Date.now() + 10_000);
    expect(r.failure).toBeNull();
    expect(r.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/about', '/team', '/x', '/imprint']);
    expect(r.skipped).toContainEqual({ url: 'http://acme-site.test/internal/contact-list', reason: 'disallowed by robots.txt' });
    expect(hits).not.toContain('acme-site.test/internal/contact-list');
    expect(hits.some((h) => h.startsWith('other.test'))).toBe(false);
    expect(hits).not.toContain('acme-site.test/blog/post-1');
  });

  it('stops at the page cap', async () => {
    const r = await crawler(2).crawl('acme-site.test', Date.now() + 10_000);
    expect(r.pages).toHaveLength(2);
    expect(r.skipped.some((s) => /page cap/.test(s.reason))).toBe(true);
  });

  it('records a redirect to another domain as an alias', async () => {
    const r = await crawler().crawl('old-acme.test', Date.now() + 10_000);
    expect(r.siteHost).toBe('acme-site.test');
    expect(r.aliases).toEqual(['acme-site.test']);
  });

  it('reports a domain that does not resolve', async () => {
    const r = await crawler().crawl('nowhere.test', Date.now() + 10_000);
    expect(r.pages).toEqual([]);
    expect(r.failure).toMatch(/does not resolve/);
  });
});
