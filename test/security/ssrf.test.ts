/**
 * SSRF probes for every place the service fetches a URL (or sends a browser to one). Every
 * outgoing TCP connection of this process goes through a fence (net-fence.ts) that records it and
 * refuses anything but the test's own 127.0.0.1 servers, so a probe that got through the guard is
 * seen as a recorded attempt and still reaches nothing.
 *
 * What each place does:
 * - src/core/web/safe-fetch.ts (SafeFetcher): http/https only, no credentials; the host is
 *   normalized by the WHATWG URL parser (decimal, octal, hex and IPv6-mapped forms become plain
 *   addresses), resolved once through the injected resolver, and EVERY address must be public
 *   (or inside an allow-listed CIDR); the socket is pinned to the checked address; redirects are
 *   followed by hand and each hop is checked the same way before connecting.
 * - bulk webhooks (POST /v2/bulks webhook_url -> jobs/bulk-finalize.ts -> jobs/bulk-webhook.ts ->
 *   src/pipeline/webhook-delivery.ts): at upload the URL's SHAPE is checked (src/pipeline/webhook-target.ts:
 *   a URL, http(s), no credentials, <= 2048 chars) and a bad one is a 400 wrong_params; the target
 *   ADDRESS is checked at delivery by a SafeFetcher (system resolver, FETCH_ALLOW_CIDRS plus
 *   everything when WEBHOOK_ALLOW_PRIVATE), which never follows redirects; a private target fails
 *   the job for good (BadJobInput -> UnrecoverableError: one attempt), without connecting.
 * - lookup webhooks (webhook_url on /v2/companies/find, /v2/people/find, /v2/combined/find,
 *   /v2/domain-search when the domain is not indexed -> crawl -> src/pipeline/crawl-finish.ts ->
 *   jobs/crawl-webhook.ts -> the same postWebhook): the same shape check at request time (400), the
 *   same delivery-time refusal.
 * - crawls (src/core/web/crawl/ (index.ts) through the SafeFetcher built in src/composition.ts,
 *   resolving through the configured DNS, FETCH_ALLOW_CIDRS allowed): the home page, robots.txt,
 *   the sitemaps robots.txt declares (any host), sitemap entries and links (only the site's own
 *   domains) all go through the fetcher, so a domain resolving privately is `no_website`, a
 *   redirect to a private address is refused at that hop, and a private sub-page is skipped.
 * - logos (src/api/routes/logos.ts): never fetches; it answers 302 to the company's stored logo
 *   URL when that is an http(s) URL, else a generated SVG. It may redirect to any http(s) URL the
 *   index holds (private hosts included: the browser, not the service, follows it; the importer
 *   and the crawler only store http(s) URLs), never to javascript:, data: or other schemes.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSandbox, buildSandboxWorld, buildSandboxSites, type RunningSandbox } from '../../src/sandbox/index.js';
import { FetchFailure, SafeFetcher, type SafeFetchOptions } from '../../src/core/web/safe-fetch.js';
import { postWebhook, webhookFetcher } from '../../src/pipeline/webhook-delivery.js';
import { BadJobInput } from '../../src/pipeline/job-errors.js';
import { loadConfig } from '../../src/config.js';
import { buildServices, type Services } from '../../src/composition/index.js';
import { createResolver, type DnsResolver } from '../../src/core/mail/mail-dns.js';
import { sharedStateFor } from '../support/harness.js';
import { startPipelineHarness, uploadCsv, waitForBulk, resultsCsv, type PipelineHarness } from '../support/pipeline.js';
import { installNetFence, type NetFence } from './net-fence.js';

/** Hosts that must never be reached, in every spelling the probes use. */
const PRIVATE_URLS = [
  // loopback
  'http://127.0.0.1/',
  'http://127.1/',
  'http://localhost/',
  'http://127.0.0.2:8080/',
  // private (RFC 1918)
  'http://10.0.0.1/',
  'http://192.168.1.1/',
  'http://172.16.0.1/',
  // link-local, cloud metadata
  'http://169.254.169.254/latest/meta-data/',
  'http://169.254.169.254./latest/meta-data/',
  'http://[fe80::1]/',
  // CGNAT, unspecified
  'http://100.64.0.1/',
  'http://0.0.0.0/',
  'http://0/',
  'http://[::]/',
  // IPv6 forms of loopback and metadata
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::127.0.0.1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://[64:ff9b::a9fe:a9fe]/', // NAT64 of the metadata address
  'http://[2002:a9fe:a9fe::1]/', // 6to4 of it
  'http://[fd00::1]/',
  // decimal, octal, hex
  'http://2130706433/',
  'http://0177.0.0.1/',
  'http://0x7f.0.0.1/',
  'http://0x7f000001/',
  'http://017700000001/',
  'http://2852039166/', // 169.254.169.254
  'http://0xa9.0xfe.0xa9.0xfe/',
  'http://0251.0376.0251.0376/',
  // other ports and https
  'https://169.254.169.254/',
  'http://10.0.0.1:6379/',
  'https://[::1]:8443/',
];

/** How a refused target is reported (the job's reason names the origin and the failure kind). */
const BLOCKED = /not a public address|not resolve to a public address|blocked.address/;

/** Names whose address is private (the injectable resolver, or the sandbox DNS below). */
const PRIVATE_NAMES: Record<string, string[]> = {
  'localhost': ['127.0.0.1', '::1'],
  'ten-net.test': ['10.0.0.1'],
  'metadata-name.test': ['169.254.169.254'],
  'loop-two.test': ['127.0.0.2'],
  'v6-loop.test': ['::1'],
  'mapped-name.test': ['::ffff:10.0.0.1'],
  'cgnat-name.test': ['100.64.0.1'],
  // One allowed address and one private one: refused (the socket could pick either).
  'split-brain.test': ['127.0.0.1', '169.254.169.254'],
};

let fence: NetFence;
let local: Server;
let localPort: number;
const localHits: string[] = [];

beforeAll(async () => {
  fence = installNetFence();
  const database = new URL(inject('databaseUrl'));
  fence.exempt(database.hostname, Number(database.port || 5432));
  // A tiny server on 127.0.0.1: /redirect?to=URL&status=N answers N Location: URL; others 200 HTML.
  local = createServer((req, res) => {
    localHits.push(req.url ?? '');
    // No keep-alive: every request is a new, observable connection.
    res.setHeader('connection', 'close');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/redirect') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '/' }).end();
      return;
    }
    req.resume();
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
  });
  await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
  localPort = (local.address() as { port: number }).port;
  fence.allow(localPort);
});

afterAll(async () => {
  await new Promise((r) => local?.close(r));
  fence?.uninstall();
});

async function failureKind(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof FetchFailure) return err.kind;
    throw err;
  }
  throw new Error('expected a FetchFailure');
}

// ---------------------------------------------------------------------------------------------
// The safe fetcher itself (what safe-fetch.test.ts does not probe already)
// ---------------------------------------------------------------------------------------------

describe('SafeFetcher', () => {
  const resolved: string[] = [];
  function fetcher(allowCidrs: string[], extra: Partial<SafeFetchOptions> = {}): SafeFetcher {
    return new SafeFetcher({
      resolve: async (host) => {
        resolved.push(host);
        const found = PRIVATE_NAMES[host];
        if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
        return found;
      },
      allowCidrs,
      userAgent: 'ssrf-probe',
      timeoutMs: 2000,
      maxBytes: 10_000,
      maxRedirects: 5,
      ...extra,
    });
  }

  it.each(PRIVATE_URLS)('refuses %s before connecting (no allowance, and a narrow one)', async (url) => {
    for (const allow of [[], ['127.0.0.1/32']]) {
      const mark = fence.attempts.length;
      const resolvedBefore = resolved.length;
      const f = fetcher(allow);
      // A narrow allowance makes exactly 127.0.0.1 reachable by design: skip its spellings there.
      const host = new URL(url).hostname;
      const isLoopbackOne = allow.length > 0 && ['127.0.0.1', '[::ffff:7f00:1]', 'localhost'].includes(host);
      if (isLoopbackOne && host !== 'localhost') continue;
      expect(await failureKind(f.fetch(url)), `${url} with ${allow.join() || 'no allowance'}`).toBe('blocked_address');
      expect(await failureKind(f.fetch(url, { method: 'POST', body: '{}', followRedirects: false }))).toBe('blocked_address');
      expect(fence.since(mark)).toEqual([]);
      // Literal addresses are never handed to the resolver.
      const named = host === 'localhost';
      expect(resolved.length - resolvedBefore).toBe(named ? 2 : 0);
    }
  });

  it.each(Object.keys(PRIVATE_NAMES))('refuses the name %s whose address is private, before connecting', async (name) => {
    const mark = fence.attempts.length;
    expect(await failureKind(fetcher(['127.0.0.1/32']).fetch(`http://${name}:${localPort}/`))).toBe(
      // localhost is 127.0.0.1 and ::1: ::1 is outside the narrow allowance.
      'blocked_address',
    );
    expect(fence.since(mark)).toEqual([]);
  });

  it.each([
    'http://user:pw@127.0.0.1/',
    'http://169.254.169.254:80@evil.test/',
    'http://[fe80::1%25eth0]/',
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_INFO',
    'dict://127.0.0.1:11211/stat',
    'ftp://10.0.0.1/',
    'ws://127.0.0.1/',
    'data:text/html,<p>x</p>',
    'javascript:alert(1)',
    '//169.254.169.254/',
    '',
  ])('refuses the URL %j for its shape', async (url) => {
    const mark = fence.attempts.length;
    expect(await failureKind(fetcher(['0.0.0.0/0', '::/0']).fetch(url))).toBe('bad_url');
    expect(fence.since(mark)).toEqual([]);
  });

  const REDIRECT_TARGETS = [
    // (Spellings of 127.0.0.1 itself are inside the narrow allowance these run with.)
    ...PRIVATE_URLS.filter((u) => !['127.0.0.1', '[::ffff:7f00:1]'].includes(new URL(u).hostname)),
    'http://ten-net.test/',
    'http://metadata-name.test/latest/meta-data/',
    'http://split-brain.test/',
    '//169.254.169.254/latest/meta-data/', // scheme-relative
    'http:\\\\169.254.169.254\\', // backslashes are slashes in http URLs
  ];

  it.each(REDIRECT_TARGETS)('refuses a redirect to %s: the second hop is never connected', async (target) => {
    const f = fetcher(['127.0.0.1/32']);
    for (const status of [301, 302, 303, 307, 308]) {
      const mark = fence.attempts.length;
      const hits = localHits.length;
      const first = `http://127.0.0.1:${localPort}/redirect?status=${status}&to=${encodeURIComponent(target)}`;
      expect(await failureKind(f.fetch(first)), `${status} -> ${target}`).toBe('blocked_address');
      // One connection: to the local server that answered the redirect.
      expect(fence.since(mark).map((a) => `${a.address}:${a.port}`)).toEqual([`127.0.0.1:${localPort}`]);
      expect(localHits.length - hits).toBe(1);
    }
  });

  it('refuses a redirect to a non-http scheme, and a private hop after an allowed one', async () => {
    const f = fetcher(['127.0.0.1/32']);
    for (const target of ['file:///etc/passwd', 'gopher://127.0.0.1:6379/_INFO', 'ftp://10.0.0.1/', 'javascript:alert(1)', 'data:text/plain,x', 'http://u:p@127.0.0.1/']) {
      const mark = fence.attempts.length;
      expect(await failureKind(f.fetch(`http://127.0.0.1:${localPort}/redirect?to=${encodeURIComponent(target)}`))).toBe('bad_url');
      expect(fence.refusedSince(mark)).toEqual([]);
    }
    // allowed -> allowed -> metadata: two connections, both to the local server.
    const mark = fence.attempts.length;
    const second = `http://127.0.0.1:${localPort}/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`;
    expect(await failureKind(f.fetch(`http://127.0.0.1:${localPort}/redirect?to=${encodeURIComponent(second)}`))).toBe('blocked_address');
    expect(fence.since(mark).map((a) => a.port)).toEqual([localPort, localPort]);
  });

  it('pins the connection to the checked address: a second, different DNS answer is never used', async () => {
    let calls = 0;
    const f = new SafeFetcher({
      // DNS rebinding: allowed the first time, metadata afterwards.
      resolve: async () => (calls++ === 0 ? ['127.0.0.1'] : ['169.254.169.254']),
      allowCidrs: ['127.0.0.1/32'],
      userAgent: 'ssrf-probe',
      timeoutMs: 2000,
      maxBytes: 10_000,
      maxRedirects: 0,
    });
    const mark = fence.attempts.length;
    const res = await f.fetch(`http://rebind.test:${localPort}/page`);
    expect(res.status).toBe(200);
    expect(res.address).toBe('127.0.0.1');
    expect(calls).toBe(1);
    expect(fence.since(mark).map((a) => `${a.host}>${a.address}:${a.port}`)).toEqual([`rebind.test>127.0.0.1:${localPort}`]);
  });

  it('does not follow a redirect when told not to (webhooks), whatever it points at', async () => {
    const f = fetcher(['127.0.0.1/32'], { maxRedirects: 0 });
    const mark = fence.attempts.length;
    const res = await f.fetch(`http://127.0.0.1:${localPort}/redirect?status=307&to=${encodeURIComponent('http://169.254.169.254/')}`, { method: 'POST', body: '{}', followRedirects: false });
    expect(res.status).toBe(307);
    expect(res.chain).toHaveLength(1);
    expect(fence.since(mark)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// The webhook fetcher (src/pipeline/webhook-delivery.ts) on its own
// ---------------------------------------------------------------------------------------------

describe('webhook delivery (src/pipeline/webhook-delivery.ts)', () => {
  const config = (env: Record<string, string> = {}) => loadConfig({ REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'silent', ...env });

  it.each(PRIVATE_URLS)('fails %s for good without connecting', async (url) => {
    const mark = fence.attempts.length;
    const err = await postWebhook(config(), url, '{}', {}).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BadJobInput);
    expect((err as Error).message).toMatch(BLOCKED);
    expect(fence.since(mark)).toEqual([]);
  });

  it('takes FETCH_ALLOW_CIDRS as given: a narrow sandbox allowance does not open the rest', async () => {
    const narrow = config({ FETCH_ALLOW_CIDRS: '127.0.0.1/32' });
    for (const url of ['http://127.0.0.2/', 'http://[::1]/', 'http://169.254.169.254/', 'http://10.0.0.1/']) {
      const mark = fence.attempts.length;
      await expect(postWebhook(narrow, url, '{}', {})).rejects.toBeInstanceOf(BadJobInput);
      expect(fence.since(mark)).toEqual([]);
    }
    expect(webhookFetcher(narrow).permitted('169.254.169.254')).toBe(false);
  });

  it('does not follow a receiver that redirects to the metadata address (retried, not followed)', async () => {
    const narrow = config({ FETCH_ALLOW_CIDRS: '127.0.0.1/32' });
    for (const status of [301, 302, 307, 308]) {
      const mark = fence.attempts.length;
      const url = `http://127.0.0.1:${localPort}/redirect?status=${status}&to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`;
      const err = await postWebhook(narrow, url, '{}', {}).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(err?.message).toBe(`webhook answered ${status}`);
      expect(err).not.toBeInstanceOf(BadJobInput);
      expect(fence.since(mark).map((a) => a.port)).toEqual([localPort]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The service: bulk and lookup webhooks, crawls, logos
// ---------------------------------------------------------------------------------------------

let sandbox: RunningSandbox;
/** No fetch allowance at all: webhooks, lookups and the worker. */
let h: PipelineHarness;
/**
 * The sandbox's 127.0.0.1 only (narrow), and a resolver that answers the sandbox's names plus
 * PRIVATE_NAMES (the sandbox DNS serves loopback addresses only): crawls of sandbox sites that
 * point elsewhere.
 */
let narrow: Services;
let narrowPrefix: string;

const SNEAKY_HOME = `<!doctype html><html><head><title>Sneaky</title></head><body>
<a href="http://10.0.0.1/about">About</a>
<a href="http://169.254.169.254/latest/meta-data/team">Team</a>
<a href="http://[::1]/contact">Contact</a>
<a href="http://ten-net.test/contact">Contact us</a>
<a href="http://www.sneaky.test/contact">Contact (www)</a>
<a href="/team">Our team</a>
<a href="/about">About us</a>
</body></html>`;

describe('the service', () => {
  beforeAll(async () => {
    // The sandbox DNS serves loopback addresses only: the other private names are answered by
    // the narrow services' own resolver (below).
    const world = buildSandboxWorld();
    world.domains.push({ domain: 'loop-two.test', a: ['127.0.0.2'] }, { domain: 'v6-loop.test', aaaa: ['::1'] });
    const sites = [
      ...buildSandboxSites(),
      { host: 'hop-to-metadata.test', pages: { '/': { body: '', redirectTo: 'http://169.254.169.254/latest/meta-data/' } } },
      { host: 'hop-to-private-name.test', pages: { '/': { body: '', redirectTo: 'http://ten-net.test/' } } },
      { host: 'hop-to-hex.test', pages: { '/': { body: '', redirectTo: 'http://0x7f000002/' } } },
      { host: 'hop-to-v6.test', pages: { '/': { body: '', redirectTo: 'http://[::ffff:a9fe:a9fe]/' } } },
      // A site that moved to a private address: the alias redirects every path there.
      { host: 'moved-private.test', redirectTo: 'http://10.0.0.1', pages: {} },
      {
        host: 'sneaky.test',
        robotsTxt: 'User-agent: *\nAllow: /\nSitemap: http://169.254.169.254/sitemap.xml\nSitemap: http://ten-net.test/sitemap.xml\nSitemap: http://sneaky.test/sitemap.xml\n',
        sitemapXml:
          '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
          '<url><loc>http://10.0.0.1/about/people</loc></url><url><loc>http://www.sneaky.test/about/people</loc></url>' +
          '<url><loc>http://sneaky.test/contact</loc></url></urlset>',
        pages: {
          '/': { body: SNEAKY_HOME },
          '/about': { body: '<p>About: <a href="mailto:ceo@sneaky.test">ceo@sneaky.test</a></p>' },
          '/team': { body: '', redirectTo: 'http://169.254.169.254/latest/meta-data/iam/' },
          '/contact': { body: '', redirectTo: 'http://[::1]/contact' },
        },
      },
    ];
    sandbox = await startSandbox({ world, sites });
    fence.allow(sandbox.webPort);
    const common = {
      DNS_SERVERS: sandbox.dnsServer,
      FETCH_HTTP_PORT: String(sandbox.webPort),
      FETCH_TIMEOUT_MS: '2000',
      CRAWL_POLITENESS_MS: '0',
      BULK_NETWORK_CHECKS: 'false',
      RECRAWL_CRON: '0 0 1 1 *',
      WEBHOOK_ALLOW_PRIVATE: 'false',
    };
    h = await startPipelineHarness(common);
    narrowPrefix = `${h.prefix}narrow:`;
    const narrowConfig = loadConfig({ ...common, REDIS_URL: h.config.redisUrl, QUEUE_BACKEND: h.config.queueBackend, REDIS_PREFIX: narrowPrefix, LOG_LEVEL: 'silent', FETCH_ALLOW_CIDRS: '127.0.0.1/32' });
    const sandboxDns = createResolver([sandbox.dnsServer], 2000);
    const names: Record<string, string[]> = { ...PRIVATE_NAMES, 'www.sneaky.test': ['10.0.0.1'] };
    const v4 = (name: string) => (names[name] ?? []).filter((a) => !a.includes(':'));
    const v6 = (name: string) => (names[name] ?? []).filter((a) => a.includes(':'));
    const nodata = () => Promise.reject(Object.assign(new Error('no data'), { code: 'ENODATA' }));
    const resolver: DnsResolver = {
      resolveMx: (name) => (names[name] ? Promise.resolve([]) : sandboxDns.resolveMx(name)),
      resolve4: (name) => (names[name] ? (v4(name).length ? Promise.resolve(v4(name)) : nodata()) : sandboxDns.resolve4(name)),
      resolve6: (name) => (names[name] ? (v6(name).length ? Promise.resolve(v6(name)) : nodata()) : sandboxDns.resolve6(name)),
      resolveTxt: (name) => (names[name] ? Promise.resolve([]) : sandboxDns.resolveTxt!(name)),
    };
    narrow = buildServices(narrowConfig, sharedStateFor(h, narrowConfig), h.database.db, { resolver });
  }, 30_000);

  afterAll(async () => {
    // The narrow services wrote under a prefix inside the harness's (deleted with it).
    await h?.close();
    await sandbox?.stop();
  });

  const get = (url: string) => h.app.inject({ url, headers: { 'x-api-key': h.key } });

  /** The notify queue's job, once it has failed. */
  async function failedJob(find: () => Promise<{ failedReason?: string; attemptsMade: number; name: string } | undefined>, timeoutMs = 15_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = await find();
      if (job?.failedReason) return job;
      if (Date.now() > until) throw new Error('the webhook job did not fail in time');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const BAD_SHAPES = [
    'ftp://x.test/',
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_INFO',
    'javascript:alert(1)',
    'data:text/plain,x',
    'not a url',
    '//169.254.169.254/',
    'http://user:pw@example.test/',
    `https://example.test/${'a'.repeat(2100)}`,
  ];

  describe('bulk webhooks', () => {
    it.each(BAD_SHAPES.map((u) => [u.slice(0, 60), u]))('refuses webhook_url %s at upload with a 400 wrong_params', async (_label, url) => {
      const mark = fence.attempts.length;
      const up = await uploadCsv(h, 'email\na@b.test\n', `kind=verify&webhook_url=${encodeURIComponent(url)}`);
      expect(up.status).toBe(400);
      expect(up.body).toEqual({ errors: [{ id: 'wrong_params', code: 400, details: expect.stringMatching(/webhook_url/) }] });
      expect(fence.refusedSince(mark)).toEqual([]);
    });

    it('accepts a private target at upload, then fails its delivery for good without connecting', async () => {
      const mark = fence.attempts.length;
      const targets = [...PRIVATE_URLS, `http://127.0.0.1:${localPort}/hook`];
      const uploads = await Promise.all(targets.map((url) => uploadCsv(h, 'email\nsomeone@example.test\n', `kind=verify&webhook_url=${encodeURIComponent(url)}`)));
      for (const up of uploads) expect(up.status, JSON.stringify(up.body)).toBe(202);
      const notify = h.worker.pipeline.queue.queue('notify');
      const hits = localHits.length;
      for (const [n, up] of uploads.entries()) {
        expect((await waitForBulk(h, up.body.data.id)).state).toBe('completed');
        const job = await failedJob(async () => (await notify.getJob(`webhook-${up.body.data.id}`)) ?? undefined);
        expect(job.failedReason, targets[n]).toMatch(BLOCKED);
        expect(job.attemptsMade, targets[n]).toBe(1); // for good: not retried
        expect(await notify.getJobState(`webhook-${up.body.data.id}`)).toBe('failed');
      }
      expect(fence.refusedSince(mark)).toEqual([]);
      // The local receiver (127.0.0.1, outside the allowance) was not called either.
      expect(localHits.length).toBe(hits);
    }, 45_000);

    it('refuses private targets in a multipart field too', async () => {
      const boundary = 'x-ssrf-boundary';
      const payload =
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nverify\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="webhook_url"\r\n\r\nfile:///etc/passwd\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nemail\na@b.test\n\r\n--${boundary}--\r\n`;
      const res = await h.app.inject({ method: 'POST', url: '/v2/bulks', headers: { 'x-api-key': h.key, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ id: 'wrong_params', details: expect.stringMatching(/webhook_url must be http or https/) });
    });
  });

  describe('lookup webhooks', () => {
    it.each(BAD_SHAPES.map((u) => [u.slice(0, 60), u]))('refuses webhook_url %s on every lookup that may crawl, with a 400 wrong_params', async (_label, url) => {
      const q = `webhook_url=${encodeURIComponent(url)}`;
      for (const path of [
        `/v2/companies/find?domain=shape-check.test&${q}`,
        `/v2/domain-search?domain=shape-check.test&${q}`,
        `/v2/combined/find?email=someone@shape-check.test&${q}`,
      ]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(400);
        expect(res.json(), path).toEqual({ errors: [{ id: 'wrong_params', code: 400, details: expect.stringMatching(/webhook_url/) }] });
      }
      // Refused before anything was queued.
      expect(await h.services.crawls.get('shape-check.test')).toBeNull();
      // /v2/people/find takes webhook_url too but never crawls: a plain 404, nothing queued.
      expect((await get(`/v2/people/find?email=someone@shape-check.test&${q}`)).statusCode).toBe(404);
      expect(await h.services.crawls.get('shape-check.test')).toBeNull();
    });

    it('queues the crawl with a private webhook_url, then fails the delivery for good without connecting', async () => {
      const mark = fence.attempts.length;
      const targets = ['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://[::1]/', 'http://0x7f000001/', 'http://localhost/', 'http://[::ffff:7f00:1]/'];
      for (const [n, url] of targets.entries()) {
        // A domain without a website (NXDOMAIN in the sandbox): the crawl ends at once.
        const res = await get(`/v2/companies/find?domain=nowhere-${n}.test&webhook_url=${encodeURIComponent(url)}`);
        expect(res.statusCode).toBe(202);
      }
      const notify = h.worker.pipeline.queue.queue('notify');
      for (const url of targets) {
        const job = await failedJob(async () => (await notify.getFailed()).find((j) => j.name === 'crawl.webhook' && j.data.webhookUrl === url));
        expect(job.failedReason, url).toMatch(BLOCKED);
        expect(job.attemptsMade, url).toBe(1);
      }
      expect(fence.refusedSince(mark)).toEqual([]);
    }, 30_000);
  });

  describe('crawls', () => {
    it.each(['ten-net.test', 'metadata-name.test', 'loop-two.test', 'v6-loop.test', 'split-brain.test', 'mapped-name.test', 'cgnat-name.test', 'localhost'])(
      'a domain whose name resolves privately (%s) has no website, and nothing was connected',
      async (domain) => {
        const services = ['loop-two.test', 'v6-loop.test'].includes(domain) ? [h.services.crawler, narrow.crawler] : [narrow.crawler];
        for (const service of services) {
          const mark = fence.attempts.length;
          const outcome = await service.crawl(domain);
          expect(outcome.status).toBe('no_website');
          expect(outcome.reason).toMatch(BLOCKED);
          expect(outcome.pages).toEqual([]);
          expect(fence.since(mark)).toEqual([]);
        }
      },
    );

    it.each(['hop-to-metadata.test', 'hop-to-private-name.test', 'hop-to-hex.test', 'hop-to-v6.test', 'moved-private.test'])(
      'a site (%s) that redirects to a private address: the redirect is refused at that hop',
      async (domain) => {
        const mark = fence.attempts.length;
        const outcome = await narrow.crawler.crawl(domain);
        expect(outcome.status).toBe('no_website');
        expect(outcome.reason).toMatch(BLOCKED);
        // Only the sandbox's 127.0.0.1 was reached (https first on 443, which the fence refuses, then http).
        expect(fence.since(mark).filter((a) => a.address !== '127.0.0.1' || (a.port !== sandbox.webPort && a.port !== 443))).toEqual([]);
        expect(await narrow.index.getCompany(domain)).toBeNull();
      },
    );

    it('a site whose links, sitemaps and pages point at private addresses: only its own public pages are fetched', async () => {
      const mark = fence.attempts.length;
      const outcome = await narrow.crawler.crawl('sneaky.test');
      expect(outcome.status).toBe('crawled');
      expect(outcome.pages).toEqual(['http://sneaky.test/', 'http://sneaky.test/about']);
      const skipped = new Map(outcome.skipped.map((s) => [s.url, s.reason]));
      // The crawler follows a page's redirects hop by hop and only within the site: a hop to
      // another host (here a metadata address and ::1) is never asked for.
      expect(skipped.get('http://sneaky.test/team')).toBe('redirects off the site');
      expect(skipped.get('http://sneaky.test/contact')).toBe('redirects off the site');
      // www.sneaky.test links are asked for at the origin the site answered on (sneaky.test),
      // never at www.sneaky.test's private address.
      expect(skipped.get('http://sneaky.test/about/people')).toBe('HTTP 404');
      // Links and sitemap entries to other hosts are not even queued.
      for (const url of outcome.skipped.map((s) => s.url)) expect(new URL(url).hostname).toMatch(/(^|\.)sneaky\.test$/);
      expect(fence.since(mark).filter((a) => a.address !== '127.0.0.1' || (a.port !== sandbox.webPort && a.port !== 443))).toEqual([]);
      // robots.txt's private sitemaps were not requested from the sandbox either.
      const asked = sandbox.web.requests().filter((l) => l.host !== 'sneaky.test');
      expect(asked.filter((l) => /sitemap/.test(l.path))).toEqual([]);
    });

    it('through the API and the crawl bulk: a private domain answers 404 no website', async () => {
      const mark = fence.attempts.length;
      // Without an allowance every sandbox address (127.0.0.0/8, ::1) is private.
      expect((await get('/v2/companies/find?domain=loop-two.test')).statusCode).toBe(202);
      const until = Date.now() + 15_000;
      let res = await get('/v2/companies/find?domain=loop-two.test');
      while (res.statusCode === 202 && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
        res = await get('/v2/companies/find?domain=loop-two.test');
      }
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].details).toMatch(/has no website/);

      const up = await uploadCsv(h, 'domain\nv6-loop.test\nsneaky.test\nhop-to-metadata.test\n', 'kind=crawl');
      expect(up.status).toBe(202);
      expect((await waitForBulk(h, up.body.data.id)).state).toBe('completed');
      const rows = await resultsCsv(h, up.body.data.id);
      expect(rows.map((r) => [r.domain, r['bulk.status'], r['crawl.status']])).toEqual([
        ['v6-loop.test', 'not_found', 'no_website'],
        ['sneaky.test', 'not_found', 'no_website'],
        ['hop-to-metadata.test', 'not_found', 'no_website'],
      ]);
      for (const r of rows) expect(r['crawl.reason']).toMatch(BLOCKED);
      expect(fence.refusedSince(mark)).toEqual([]);
    }, 30_000);
  });

  describe('logos', () => {
    const logo = (domain: string, size?: number) =>
      h.app.inject({ url: `/v2/logos/${domain}${size ? `?size=${size}` : ''}`, headers: { 'x-api-key': h.key } });

    it.each([
      'javascript:alert(document.domain)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\tjavascript:alert(1)',
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://files.example.test/logo.png',
      '//evil.example.test/logo.png',
      '/\\evil.example.test/logo.png',
      'https:/evil.example.test/logo.png',
      'logo.png',
    ])('never redirects to the stored logo %j: it answers the generated monogram', async (stored) => {
      const domain = `logo-${Math.random().toString(36).slice(2, 10)}.test`;
      await h.index.putCompany({ domain, name: 'Logo Probe', logo: stored, indexedAt: '2026-01-01' }, null);
      const res = await logo(domain);
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['x-logo-source']).toBe('generated');
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).not.toMatch(/javascript|onload|<script/i);
    });

    it('serves an imported logo with a non-ASCII URL as a valid redirect (it was a 500)', async () => {
      // The importer accepts any http(s) URL without whitespace: an IDN host or a non-Latin-1 path
      // is a legal import, and Node refuses such characters in a Location header.
      const dir = await mkdtemp(join(tmpdir(), 'cds-ssrf-'));
      try {
        const file = join(dir, 'companies.jsonl');
        await writeFile(
          file,
          [
            { domain: 'idn-logo.test', name: 'IDN Logo', logo: 'https://例え.test/logo.png' },
            { domain: 'utf8-logo.test', name: 'UTF-8 Logo', logo: 'https://cdn.example.test/ロゴ.png?size=64' },
            { domain: 'js-logo.test', name: 'JS Logo', logo: 'javascript:alert(1)' },
          ]
            .map((r) => JSON.stringify(r))
            .join('\n') + '\n',
        );
        const summary = await new IndexImporter(h.index).importFile('companies', file);
        expect(summary.loaded).toBe(2);
        expect(summary.problems).toEqual([{ line: 3, reason: expect.stringMatching(/not an http\(s\) URL/) }]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      const idn = await logo('idn-logo.test');
      expect(idn.statusCode).toBe(302);
      expect(idn.headers.location).toBe('https://xn--r8jz45g.test/logo.png');
      const utf8 = await logo('utf8-logo.test', 32);
      expect(utf8.statusCode).toBe(302);
      expect(utf8.headers.location).toBe('https://cdn.example.test/%E3%83%AD%E3%82%B4.png?size=32');
    });

    it('redirects only to an http(s) URL, sized where the URL carries a size, and never splits headers', async () => {
      const cases: [string, number | undefined, string | RegExp][] = [
        ['https://cdn.example.test/logo.png', undefined, 'https://cdn.example.test/logo.png'],
        ['HTTPS://cdn.example.test/logo.png', undefined, /^https:\/\/cdn\.example\.test\/logo\.png$/i],
        ['https://cdn.example.test/logo.png?size=64', 32, 'https://cdn.example.test/logo.png?size=32'],
        // The browser follows it, not the service: a private host is not an SSRF here.
        ['http://169.254.169.254/logo.png', undefined, 'http://169.254.169.254/logo.png'],
      ];
      for (const [stored, size, expected] of cases) {
        const domain = `logo-${Math.random().toString(36).slice(2, 10)}.test`;
        await h.index.putCompany({ domain, name: 'Logo Probe', logo: stored, indexedAt: '2026-01-01' }, null);
        const res = await logo(domain, size);
        expect(res.statusCode, stored).toBe(302);
        if (typeof expected === 'string') expect(res.headers.location).toBe(expected);
        else expect(res.headers.location).toMatch(expected);
        expect(new URL(String(res.headers.location)).protocol).toMatch(/^https?:$/);
      }
      // Stored values the importer would refuse but another path could store: no header
      // splitting, no 500, and whatever is sent is an http(s) URL.
      for (const stored of ['https://cdn.example.test/logo.png\r\nSet-Cookie: session=evil', 'https://cdn.example.test/ロゴ.png', 'https://例え.test/logo.png', 'https://cdn.example.test/a b.png']) {
        const domain = `logo-${Math.random().toString(36).slice(2, 10)}.test`;
        await h.index.putCompany({ domain, name: 'Logo Probe', logo: stored, indexedAt: '2026-01-01' }, null);
        const res = await logo(domain);
        expect(res.statusCode, JSON.stringify(stored)).not.toBe(500);
        expect(res.headers['set-cookie']).toBeUndefined();
        if (res.statusCode === 302) {
          const location = String(res.headers.location);
          expect(location).not.toMatch(/[\r\n\s]/);
          expect(new URL(location).protocol).toMatch(/^https?:$/);
        } else {
          expect(res.headers['x-logo-source']).toBe('generated');
        }
      }
    });
  });
});
