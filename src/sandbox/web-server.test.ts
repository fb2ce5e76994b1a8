import { request } from 'node:http';
import { promises as dnsPromises } from 'node:dns';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './index.js';
import { SandboxWebServer } from './web-server.js';
import { BIG_PAGE_BYTES, buildSandboxSites, cfDecode, companySiteHosts, cfEncode, SLOW_PAGE_MS, TIDEWATER_CF_KEY, type SandboxSite } from './world/websites.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The first megabyte of the body as sent. */
  raw: Buffer;
  bytes: number;
}

/** GET (or HEAD) 127.0.0.1:port with a Host header, the way a crawler behind the sandbox DNS would. */
function get(port: number, host: string, path: string, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { Host: host }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        // Keep only the start of a big body in memory.
        if (bytes < 1_000_000) chunks.push(chunk);
      });
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw, bytes });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const MAIN_SITES = companySiteHosts();

let sandbox: RunningSandbox;
let port: number;

beforeAll(async () => {
  const sites = buildSandboxSites();
  const careers = sites.find((s) => s.host === 'northwind-robotics.test')?.pages['/careers'];
  expect(careers?.slowMs).toBe(SLOW_PAGE_MS);
  if (careers) careers.slowMs = 300;
  sandbox = await startSandbox({ sites });
  port = sandbox.webPort;
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('sandbox websites', () => {
  it('serves every homepage as HTML with JSON-LD, Open Graph and footer social links', async () => {
    for (const host of MAIN_SITES) {
      const reply = await get(port, host, '/');
      expect(reply.status, host).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body).toContain('<script type="application/ld+json">');
      expect(reply.body).toContain('<meta property="og:site_name"');
      expect(reply.body).toContain('<meta property="og:description"');
      expect(reply.body).toMatch(/<footer>[\s\S]*linkedin\.com\/company\//);
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(reply.body)?.[1] ?? '';
      expect(() => JSON.parse(json) as unknown, host).not.toThrow();
    }
  });

  it('uses @graph with @id references on northwind-robotics.test, true to the example index', async () => {
    const reply = await get(port, 'northwind-robotics.test', '/');
    const json = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(reply.body)?.[1] ?? '{}') as { '@graph': Record<string, unknown>[] };
    const byId = new Map(json['@graph'].map((node) => [node['@id'], node]));
    const org = json['@graph'].find((node) => node['@type'] === 'Organization');
    expect(org?.legalName).toBe('Northwind Robotics SAS');
    expect(org?.numberOfEmployees).toEqual({ '@type': 'QuantitativeValue', value: 120 });
    expect(org?.sameAs).toContain('https://twitter.com/northwindbots');
    const address = byId.get((org?.address as { '@id': string })['@id']);
    expect(address).toMatchObject({ '@type': 'PostalAddress', streetAddress: '12 Rue de la Paix', postalCode: '75002', addressLocality: 'Paris' });
    expect(byId.get((org?.logo as { '@id': string })['@id'])).toMatchObject({ '@type': 'ImageObject', url: 'http://northwind-robotics.test/logo.png' });
    expect(reply.body).toContain('<meta property="og:image" content="http://northwind-robotics.test/logo.png">');
    for (const path of ['/about', '/contact', '/imprint']) expect(reply.body).toContain(`href="${path}"`);
  });

  it('has team cards, obfuscated and Cloudflare-encoded addresses', async () => {
    const team = await get(port, 'sakura-biolabs.test', '/team');
    expect(team.body).toMatch(/<div class="person-card"><h3 class="name">Yuki Tanaka<\/h3><p class="title">President &amp; Chief Executive Officer<\/p><p class="email"><a href="mailto:tanaka\.yuki@sakura-biolabs\.test">/);
    const contact = await get(port, 'kranich-analytics.test', '/contact');
    expect(contact.body).toContain('sales [at] kranich-analytics [dot] test');
    const tide = await get(port, 'tidewater-capital.test', '/team');
    const hex = /href="\/cdn-cgi\/l\/email-protection#([0-9a-f]+)"/.exec(tide.body)?.[1] ?? '';
    expect(hex.slice(0, 2)).toBe(TIDEWATER_CF_KEY.toString(16));
    expect(cfDecode(hex)).toBe('wchen@tidewater-capital.test');
    expect(tide.body).toContain('data-cfemail=');
    expect(tide.body).not.toContain('wchen@');
    expect(cfDecode(cfEncode('a.b@c.test', 0x9e))).toBe('a.b@c.test');
  });

  it('serves robots.txt and sitemap.xml; the disallowed page holds an address', async () => {
    const robots = await get(port, 'kranich-analytics.test', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /internal/');
    const hidden = await get(port, 'kranich-analytics.test', '/internal/directory');
    expect(hidden.body).toContain('eaksoy@kranich-analytics.test');
    const sitemap = await get(port, 'northwind-robotics.test', '/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>http://northwind-robotics.test/about/leadership</loc>');
    expect((await get(port, 'tidewater-capital.test', '/sitemap.xml')).status).toBe(404);
  });

  it('serves a site\'s page at /sitemap.xml when it has no sitemapXml (a sitemap index written as a page)', async () => {
    const index = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://paged.test/sitemap-pages.xml</loc></sitemap></sitemapindex>\n';
    const web = new SandboxWebServer([{ host: 'paged.test', pages: { '/sitemap.xml': { body: index, contentType: 'application/xml; charset=utf-8' } } }]);
    const p = await web.start();
    try {
      const reply = await get(p, 'paged.test', '/sitemap.xml');
      expect(reply.status).toBe(200);
      expect(reply.body).toContain('<sitemapindex');
    } finally {
      await web.stop();
    }
  });

  it('redirects the alias domain, which resolves in the sandbox DNS', async () => {
    const reply = await get(port, 'northwind.test', '/about?x=1');
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('http://northwind-robotics.test/about?x=1');
    const resolver = new dnsPromises.Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([sandbox.dnsServer]);
    expect(await resolver.resolve4('northwind.test')).toEqual(['127.0.0.1']);
    expect(await resolver.resolve4('harborlane.test')).toEqual(['127.0.0.1']);
  });

  it("carries its company's web technologies in headers and markup", async () => {
    const kranich = await get(port, 'kranich-analytics.test', '/about');
    expect(kranich.headers.server).toBe('nginx/1.24.0');
    expect(kranich.body).toContain('<script src="https://js.stripe.com/v3/"></script>');
    const tidewater = await get(port, 'tidewater-capital.test', '/');
    expect(tidewater.headers.server).toBe('cloudflare');
    expect(tidewater.headers['cf-ray']).toMatch(/^[0-9a-f]+-[A-Z]{3}$/);
    expect(tidewater.body).toContain('<meta name="generator" content="WordPress 6.4.3">');
    expect(tidewater.body).toMatch(/<link rel="stylesheet" [^>]*href="\/wp-content\/themes\//);
    const harbor = await get(port, 'harbor-lane-goods.test', '/');
    expect(harbor.body).toContain('https://www.googletagmanager.com/gtag/js?id=G-');
    // An alias domain only redirects.
    expect((await get(port, 'northwind.test', '/')).headers['cf-ray']).toBeUndefined();
  });

  it('serves the crawl truth world beside the company sites, each domain with its mail server', async () => {
    expect(sandbox.sites.map((s) => s.host)).toEqual(buildSandboxSites().map((s) => s.host));
    expect(sandbox.crawlWorld.length).toBeGreaterThanOrEqual(14);
    const resolver = new dnsPromises.Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([sandbox.dnsServer]);
    for (const { site, truth } of sandbox.crawlWorld) {
      expect(MAIN_SITES).not.toContain(site.host);
      const home = await get(port, site.host, '/');
      expect(home.status, site.host).toBe(200);
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
      expect((await get(port, site.host, '/robots.txt')).body).toBe(site.robotsTxt);
      expect(await resolver.resolve4(site.host)).toEqual(['127.0.0.1']);
      expect((await resolver.resolveMx(site.host)).map((mx) => mx.exchange)).toEqual([`mx.${site.host}`]);
      const domain = sandbox.world.domains.find((d) => d.domain === truth.domain);
      for (const a of truth.addresses) expect(domain?.mailboxes?.[a.address.slice(0, a.address.indexOf('@'))], a.address).toBe('exists');
    }
  });

  it('answers 404 for an unknown host and an unknown path', async () => {
    expect((await get(port, 'nosuch.test', '/')).status).toBe(404);
    expect((await get(port, 'kranich-analytics.test', '/nope')).status).toBe(404);
    expect((await get(port, `kranich-analytics.test:${port}`, '/about')).status).toBe(200);
  });

  it('answers the slow page late and streams the big page past its size', async () => {
    const started = Date.now();
    const slow = await get(port, 'northwind-robotics.test', '/careers');
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const big = await get(port, 'northwind-robotics.test', '/press/archive');
    expect(big.status).toBe(200);
    expect(big.headers['content-length']).toBeUndefined();
    expect(big.bytes).toBeGreaterThanOrEqual(BIG_PAGE_BYTES);
    expect(big.body.startsWith('<!doctype html>')).toBe(true);
  });

  it('drops an address when the site switches to version 2, and records requests', async () => {
    const web = sandbox.web;
    web.clearRequests();
    const v1 = await get(port, 'northwind-robotics.test', '/about/leadership');
    expect(v1.body).toContain('mathieu.lefevre@northwind-robotics.test');
    web.setVersion('northwind-robotics.test', 2);
    const v2 = await get(port, 'northwind-robotics.test', '/about/leadership');
    expect(v2.status).toBe(200);
    expect(v2.body).toContain('Mathieu Lefèvre');
    expect(v2.body).not.toContain('mathieu.lefevre@');
    // Pages without an override are unchanged.
    expect((await get(port, 'northwind-robotics.test', '/imprint')).body).toContain('anne-sophie.delatour@northwind-robotics.test');
    web.setVersion('northwind-robotics.test', 1);
    expect((await get(port, 'northwind-robotics.test', '/about/leadership')).body).toContain('mathieu.lefevre@');
    const log = web.requests();
    expect(log.map((r) => r.path)).toEqual(['/about/leadership', '/about/leadership', '/imprint', '/about/leadership']);
    expect(log.every((r) => r.host === 'northwind-robotics.test' && r.at > 0)).toBe(true);
  });
});

describe('SandboxWebServer with its own sites', () => {
  it('handles page redirects, removed pages, HEAD and methods', async () => {
    const sites: SandboxSite[] = [
      {
        host: 'tiny.test',
        pages: {
          '/': { body: '<p>hello</p>' },
          '/old': { body: '', redirectTo: 'http://tiny.test/new' },
          '/gone-later': { body: '<p>x@tiny.test</p>' },
          '/slow': { body: 'late', slowMs: 300, contentType: 'text/plain' },
        },
        versions: { 2: { '/gone-later': null } },
      },
    ];
    const web = new SandboxWebServer(sites);
    const p = await web.start();
    try {
      expect(web.url('tiny.test', '/a')).toBe(`http://tiny.test:${p}/a`);
      const old = await get(p, 'tiny.test', '/old');
      expect([old.status, old.headers.location]).toEqual([301, 'http://tiny.test/new']);
      const started = Date.now();
      expect((await get(p, 'tiny.test', '/slow')).body).toBe('late');
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      const head = await get(p, 'TINY.test.', '/', 'HEAD');
      expect([head.status, head.bytes, head.headers['content-length']]).toEqual([200, 0, '12']);
      expect((await get(p, 'tiny.test', '/', 'POST')).status).toBe(405);
      web.setVersion('tiny.test', 2);
      expect((await get(p, 'tiny.test', '/gone-later')).status).toBe(404);
      expect(() => web.setVersion('nosuch.test', 2)).toThrow();
    } finally {
      await web.stop();
    }
  });

  it('sends a gzip page compressed as a file, without Content-Encoding', async () => {
    const xml = '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://tiny.test/a</loc></url></urlset>';
    const web = new SandboxWebServer([{ host: 'tiny.test', pages: { '/sitemap.xml.gz': { body: xml, contentType: 'application/x-gzip', gzip: true } } }]);
    const p = await web.start();
    try {
      const reply = await get(p, 'tiny.test', '/sitemap.xml.gz');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/x-gzip');
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect([reply.raw[0], reply.raw[1]]).toEqual([0x1f, 0x8b]);
      expect(Number(reply.headers['content-length'])).toBe(reply.raw.length);
      expect(gunzipSync(reply.raw).toString('utf8')).toBe(xml);
    } finally {
      await web.stop();
    }
  });

  it("sends a site's headers with every answer of that site", async () => {
    const sites: SandboxSite[] = [
      { host: 'tiny.test', headers: { Server: 'nginx/1.25.3', 'CF-RAY': '8a1f-CDG' }, robotsTxt: 'User-agent: *\nDisallow:\n', pages: { '/': { body: '<p>hello</p>' } } },
      { host: 'plain.test', pages: { '/': { body: '<p>plain</p>' } } },
    ];
    const web = new SandboxWebServer(sites);
    const p = await web.start();
    try {
      for (const path of ['/', '/robots.txt', '/nope']) {
        const reply = await get(p, 'tiny.test', path);
        expect([reply.headers.server, reply.headers['cf-ray']], path).toEqual(['nginx/1.25.3', '8a1f-CDG']);
      }
      expect((await get(p, 'tiny.test', '/', 'HEAD')).headers.server).toBe('nginx/1.25.3');
      const plain = await get(p, 'plain.test', '/');
      expect([plain.status, plain.headers.server, plain.headers['cf-ray']]).toEqual([200, undefined, undefined]);
    } finally {
      await web.stop();
    }
  });

  it('every default site is on a domain of the example index and its homepage links its pages', () => {
    const sites = buildSandboxSites();
    expect(sites.filter((s) => !s.redirectTo).map((s) => s.host)).toEqual(MAIN_SITES);
    for (const site of sites.filter((s) => !s.redirectTo)) {
      const homeBody = site.pages['/']?.body ?? '';
      for (const path of ['/about', '/team', '/contact', '/imprint']) {
        if (site.pages[path]) expect(homeBody, `${site.host} ${path}`).toContain(`href="${path}"`);
      }
    }
  });
});
