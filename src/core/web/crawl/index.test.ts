import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchFailure, SafeFetcher, type FetchRequest, type FetchResponse } from '../safe-fetch.js';
import { SiteCrawler, type PageFetcher } from './index.js';
import { SITEMAP_LIMITS } from './sitemaps.js';

// ---------------------------------------------------------------------------------------------
// Through the real SafeFetcher, against a local HTTP server.
// ---------------------------------------------------------------------------------------------

let server: Server;
let port: number;
const hits: string[] = [];

const served: Record<string, { type?: string; status?: number; body: string; location?: string }> = {
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
    const page = served[req.url ?? '/'];
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

describe('SiteCrawler through the safe fetcher', () => {
  it('fetches the home page, then the people pages from links and the sitemap best first, obeying robots.txt', async () => {
    hits.length = 0;
    const r = await crawler().crawl('acme-site.test', 10_000);
    expect(r.failure).toBeNull();
    expect(r.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/x', '/team', '/imprint', '/about']);
    expect(r.skipped).toContainEqual({ url: 'http://acme-site.test/internal/contact-list', reason: 'disallowed by robots.txt' });
    expect(r.skipped).toContainEqual({ url: 'http://acme-site.test/products', reason: 'HTTP 404' });
    expect(hits).not.toContain('acme-site.test/internal/contact-list');
    expect(hits.some((h) => h.startsWith('other.test'))).toBe(false);
    // A blog post and a product page are read last, after every people page.
    expect(hits.slice(-2)).toEqual(['acme-site.test/blog/post-1', 'acme-site.test/products']);
  });

  it('stops at the page cap', async () => {
    const r = await crawler(2).crawl('acme-site.test', 10_000);
    expect(r.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/x']);
    expect(r.skipped).toContainEqual({ url: 'http://acme-site.test/team', reason: 'page cap of 2' });
  });

  it('records a redirect to another domain as an alias', async () => {
    const r = await crawler().crawl('old-acme.test', 10_000);
    expect(r.siteHost).toBe('acme-site.test');
    expect(r.aliases).toEqual(['acme-site.test']);
  });

  it('reports a domain that does not resolve', async () => {
    const r = await crawler().crawl('nowhere.test', 10_000);
    expect(r.pages).toEqual([]);
    expect(r.failure).toMatch(/does not resolve/);
  });
});

// ---------------------------------------------------------------------------------------------
// With a fake fetcher: one site's pages in memory, every request recorded.
// ---------------------------------------------------------------------------------------------

interface FakePage {
  status?: number;
  type?: string;
  body?: string | Buffer;
  location?: string;
}

const HOST = 'acme.test';

function fakeSite(pages: Record<string, FakePage>) {
  const requests: string[] = [];
  const fetcher: PageFetcher = {
    async fetch(url: string, req: FetchRequest = {}): Promise<FetchResponse> {
      const chain: string[] = [];
      let current = url;
      for (let hop = 0; hop < 6; hop++) {
        const u = new URL(current);
        if (u.hostname !== HOST) throw new FetchFailure('dns', `${u.hostname} does not resolve`);
        const path = u.pathname.length > 1 ? u.pathname.replace(/\/$/, '') : u.pathname;
        requests.push(`${path}${u.search}`);
        chain.push(current);
        const page = pages[`${path}${u.search}`];
        const status = page ? (page.status ?? (page.location ? 301 : 200)) : 404;
        const headers: Record<string, string> = { 'content-type': page?.type ?? 'text/html; charset=utf-8', ...(page?.location ? { location: page.location } : {}) };
        if (page?.location && req.followRedirects !== false) {
          current = new URL(page.location, u).toString();
          continue;
        }
        if (req.accept?.length && status < 300 && !req.accept.some((a) => headers['content-type']!.startsWith(a))) throw new FetchFailure('content_type', `${current} is ${headers['content-type']}`);
        const body = page?.body ?? '';
        return { status, headers, body: Buffer.isBuffer(body) ? body : Buffer.from(body), url: current, chain, address: '192.0.2.1' };
      }
      throw new FetchFailure('too_many_redirects', url);
    },
  };
  return { fetcher, requests };
}

function crawl(pages: Record<string, FakePage>, maxPages = 20, budgetMs = 60_000) {
  const site = fakeSite(pages);
  const sleeps: number[] = [];
  const c = new SiteCrawler(site.fetcher, { maxPages, politenessMs: 0, robotsAgent: 'cds' }, async (ms) => {
    sleeps.push(ms);
  });
  return c.crawl(HOST, budgetMs).then((result) => ({ result, requests: site.requests, sleeps, paths: result.pages.map((p) => new URL(p.url).pathname) }));
}

const html = (body: string, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const xml = (type: 'urlset' | 'sitemapindex', locs: string[]) =>
  `<?xml version="1.0"?><${type} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => (type === 'urlset' ? `<url><loc>http://${HOST}${l}</loc></url>` : `<sitemap><loc>http://${HOST}${l}</loc></sitemap>`)).join('')}</${type}>`;

describe('SiteCrawler: which pages, in which order', () => {
  it('reaches a contact page two links deep through a language home named only by hreflang, and no deeper than three links', async () => {
    const { paths, requests } = await crawl({
      '/': { body: html('<a href="/produkte">Produkte</a>', `<link rel="alternate" hreflang="de" href="http://${HOST}/"><link rel="alternate" hreflang="en" href="http://${HOST}/en/">`) },
      '/produkte': { body: html('<h1>Produkte</h1>') },
      '/en': { body: html('<a href="/en/reach-us">Reach us</a>') },
      '/en/reach-us': { body: html('<a href="/en/reach-us/berlin">Berlin office</a>') },
      '/en/reach-us/berlin': { body: html('<a href="/en/reach-us/berlin/desk">Front desk</a>') },
      '/en/reach-us/berlin/desk': { body: html('<p>four links from home</p>') },
    });
    expect(paths).toEqual(['/', '/en/', '/en/reach-us', '/en/reach-us/berlin', '/produkte']);
    expect(requests).not.toContain('/en/reach-us/berlin/desk');
  });

  it('follows a language menu written as a <select>, and keeps a page\'s kind for its alternates', async () => {
    const { paths } = await crawl({
      '/': { body: html('<select onchange="location=this.value"><option value="/">NL</option><option value="/en/">EN</option></select> <a href="/tarieven">Tarieven</a> <a href="/kontakt">Contact</a>') },
      '/tarieven': { body: html('<p>rates</p>') },
      '/kontakt': { body: html('<p>contact</p>', `<link rel="alternate" hreflang="en" href="http://${HOST}/en/desk">`) },
      '/en': { body: html('<p>English home</p>') },
      '/en/desk': { body: html('<p>the contact page in English</p>') },
    });
    // /en/desk's path names nothing; as the contact page's alternate it is read as a contact page.
    expect(paths).toEqual(['/', '/kontakt', '/en/desk', '/en/', '/tarieven']);
  });

  it('reads the best pages first and stops at the page budget; log-in, cart and search pages are never asked for', async () => {
    const links = [
      ['/blog/our-new-office', 'Our new office'],
      ['/shop', 'Shop'],
      ['/ueber-uns', 'Über uns'],
      ['/login', 'Log in'],
      ['/warenkorb', 'Warenkorb'],
      ['/suche', 'Suche'],
      ['/presse', 'Presse'],
      ['/impressum', 'Impressum'],
      ['/kontakt', 'Kontakt'],
      ['/unser-team', 'Unser Team'],
    ];
    const pages: Record<string, FakePage> = { '/': { body: html(links.map(([h, t]) => `<a href="${h}">${t}</a>`).join(' ')) } };
    for (const [h] of links) pages[h!] = { body: html('<p>page</p>') };
    const { result, paths, requests } = await crawl(pages, 4);
    expect(paths).toEqual(['/', '/kontakt', '/unser-team', '/impressum']);
    expect(result.skipped.map((s) => [new URL(s.url).pathname, s.reason])).toEqual([
      ['/ueber-uns', 'page cap of 4'],
      ['/presse', 'page cap of 4'],
      ['/blog/our-new-office', 'page cap of 4'],
      ['/shop', 'page cap of 4'],
    ]);
    for (const never of ['/login', '/warenkorb', '/suche', '/ueber-uns', '/presse']) expect(requests).not.toContain(never);
    const all = await crawl(pages, 20);
    expect(all.paths).toEqual(['/', '/kontakt', '/unser-team', '/impressum', '/ueber-uns', '/presse', '/blog/our-new-office', '/shop']);
    for (const never of ['/login', '/warenkorb', '/suche']) expect(all.requests).not.toContain(never);
  });

  it('reads every sitemap: robots.txt Sitemap lines at any path, index files, gzip, and /sitemap.xml; their pages by path', async () => {
    const { paths, requests } = await crawl({
      '/': { body: html('<a href="/kontakt">Kontakt</a>') },
      '/kontakt': { body: html('<p>Kontakt</p>') },
      '/robots.txt': { type: 'text/plain', body: `User-agent: *\nDisallow:\n\nSitemap: http://${HOST}/maps/index.xml\nSitemap: http://${HOST}/maps/extra.xml.gz\nSitemap: http://elsewhere.test/sitemap.xml\n` },
      '/maps/index.xml': { type: 'application/xml', body: xml('sitemapindex', ['/maps/pages.xml.gz', '/maps/posts.xml']) },
      '/maps/pages.xml.gz': { type: 'application/x-gzip', body: gzipSync(xml('urlset', ['/', '/ueber-uns', '/service/ersatzteile'])) },
      '/maps/posts.xml': { type: 'application/xml', body: xml('urlset', ['/blog/a-post']) },
      '/maps/extra.xml.gz': { type: 'application/octet-stream', body: gzipSync(xml('urlset', ['/es/trabaja-con-nosotros'])) },
      '/sitemap.xml': { type: 'application/xml', body: xml('urlset', ['/impressum']) },
      '/ueber-uns': { body: html('<p>about</p>') },
      '/service/ersatzteile': { body: html('<p>spare parts</p>') },
      '/blog/a-post': { body: html('<p>post</p>') },
      '/es/trabaja-con-nosotros': { body: html('<p>jobs</p>') },
      '/impressum': { body: html('<p>imprint</p>') },
    });
    expect(paths).toEqual(['/', '/kontakt', '/impressum', '/ueber-uns', '/es/trabaja-con-nosotros', '/service/ersatzteile', '/blog/a-post']);
    for (const map of ['/maps/index.xml', '/maps/pages.xml.gz', '/maps/posts.xml', '/maps/extra.xml.gz', '/sitemap.xml']) expect(requests.filter((r) => r === map)).toHaveLength(1);
  });

  it('fetches a bounded number of sitemap files', async () => {
    const children = Array.from({ length: 25 }, (_, i) => `/maps/part-${i}.xml`);
    const pages: Record<string, FakePage> = {
      '/': { body: html('<p>home</p>') },
      '/robots.txt': { type: 'text/plain', body: `Sitemap: http://${HOST}/maps/index.xml\n` },
      '/maps/index.xml': { type: 'application/xml', body: xml('sitemapindex', children) },
    };
    for (const c of children) pages[c] = { type: 'application/xml', body: xml('urlset', [`/page-of-${c.slice(6, -4)}`]) };
    const { requests } = await crawl(pages);
    expect(requests.filter((r) => r.startsWith('/maps/') || r === '/sitemap.xml')).toHaveLength(SITEMAP_LIMITS.files);
  });
});

describe('SiteCrawler: robots.txt and politeness', () => {
  it('never asks for a disallowed path, whether linked, in a sitemap or the target of a redirect; Crawl-delay paces every request', async () => {
    const { result, paths, requests, sleeps } = await crawl({
      '/': { body: html('<a href="/intern/kontakt">Intern</a> <a href="/alt-kontakt">Kontakt (alt)</a> <a href="/kontakt">Kontakt</a> <a href="/shop-team">Team</a>') },
      '/robots.txt': { type: 'text/plain', body: `User-agent: *\nDisallow: /intern/\nCrawl-delay: 2\nSitemap: http://${HOST}/sitemap.xml\n` },
      '/sitemap.xml': { type: 'application/xml', body: xml('urlset', ['/intern/team', '/impressum']) },
      '/alt-kontakt': { location: '/intern/kontakt-neu' },
      '/shop-team': { location: 'http://elsewhere.test/team' },
      '/kontakt': { body: html('<a href="https://www.acme.test/intern/telefonliste">Telefonliste</a>') },
      '/impressum': { body: html('<p>Impressum</p>') },
      '/intern/kontakt': { body: html('<p>secret</p>') },
      '/intern/kontakt-neu': { body: html('<p>secret</p>') },
      '/intern/team': { body: html('<p>secret</p>') },
      '/intern/telefonliste': { body: html('<p>secret</p>') },
    });
    expect(requests.filter((r) => r.startsWith('/intern/'))).toEqual([]);
    expect(paths).toEqual(['/', '/kontakt', '/impressum']);
    const why = new Map(result.skipped.map((s) => [new URL(s.url).pathname, s.reason]));
    expect(why.get('/intern/kontakt')).toBe('disallowed by robots.txt');
    expect(why.get('/intern/team')).toBe('disallowed by robots.txt');
    expect(why.get('/intern/telefonliste')).toBe('disallowed by robots.txt');
    expect(why.get('/alt-kontakt')).toBe('redirects to a path robots.txt disallows');
    expect(why.get('/shop-team')).toBe('redirects off the site');
    // One pause of the Crawl-delay before each request after robots.txt (a redirect's hops are one request's).
    expect(sleeps).toEqual(Array(requests.length - 2).fill(2000));
  });

  it('stops when the time is up', async () => {
    const { result, paths } = await crawl({ '/': { body: html('<a href="/kontakt">Kontakt</a> <a href="/team">Team</a>') } }, 20, -1);
    expect(paths).toEqual(['/']);
    expect(result.skipped.map((s) => s.reason)).toEqual(['out of time', 'out of time']);
  });

  it("waits a site's Crawl-delay without counting it against the budget, up to pacedMaxMs, on the crawler's clock", async () => {
    const links = Array.from({ length: 8 }, (_, i) => `<a href="/team-${i}">Team ${i}</a>`).join(' ');
    const pages: Record<string, FakePage> = {
      '/': { body: html(links) },
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nCrawl-delay: 10\n' },
      ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`/team-${i}`, { body: html(`<p>${i}</p>`) }])),
    };
    const paced = async (pacedMaxMs: number) => {
      const site = fakeSite(pages);
      let clock = 0;
      const sleeps: number[] = [];
      const c = new SiteCrawler(site.fetcher, { maxPages: 6, politenessMs: 1000, robotsAgent: 'cds', pacedMaxMs }, async (ms) => {
        sleeps.push(ms);
        clock += ms;
      }, () => clock);
      // A budget of 25 s: two pauses of 10 s fit in it, the rest only in the paced time.
      const result = await c.crawl(HOST, 25_000);
      return { pages: result.pages.length, sleeps, reasons: [...new Set(result.skipped.map((s) => s.reason))] };
    };
    // Without paced time the site's pace cuts the crawl at the budget.
    expect(await paced(0)).toEqual({ pages: 3, sleeps: [10_000, 10_000], reasons: ['out of time'] });
    // With it, the crawl goes to its page cap, every request after robots.txt 10 s after the last.
    expect(await paced(300_000)).toEqual({ pages: 6, sleeps: Array(5).fill(10_000), reasons: ['page cap of 6'] });
    // The paced time is bounded: 20 s more reach two more pages.
    expect(await paced(20_000)).toEqual({ pages: 5, sleeps: Array(4).fill(10_000), reasons: ['out of time'] });
  });

  it('crawls nothing but the home page when robots.txt answers 5xx', async () => {
    const { paths, requests } = await crawl({ '/': { body: html('<a href="/kontakt">Kontakt</a>') }, '/robots.txt': { status: 503, type: 'text/plain' } });
    expect(paths).toEqual(['/']);
    expect(requests).toEqual(['/', '/robots.txt']);
  });
});
