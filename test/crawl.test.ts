/**
 * The web core end to end over the sandbox websites: lookups that miss the index answer 202 and
 * queue a crawl, the worker crawls the site, the repeat call answers 200 from what the site
 * stated, webhook_url is called once, a domain without a website answers 404 (cached), a re-crawl
 * flips still_on_page for an address a page dropped, the schedule re-crawls stale domains, and a
 * `crawl` bulk crawls a CSV of domains.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.js';
import { JobName } from '../src/pipeline/job-names.js';
import { startPipelineHarness, uploadCsv, waitForBulk, resultsCsv, type PipelineHarness } from './support/pipeline.js';

let sandbox: RunningSandbox;
let h: PipelineHarness;
let hookServer: Server;
let hookPort: number;
const hookCalls: { url: string; body: any }[] = [];

const get = (url: string) => h.app.inject({ url, headers: { 'x-api-key': h.key } });

async function untilStatus(url: string, status: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(url);
    if (res.statusCode === status) return res;
    if (res.statusCode !== 202) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (Date.now() > until) throw new Error(`${url}: still 202`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  sandbox = await startSandbox();
  hookServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hookCalls.push({ url: req.url ?? '', body: JSON.parse(body) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
  hookPort = (hookServer.address() as { port: number }).port;
  h = await startPipelineHarness({
    DNS_SERVERS: sandbox.dnsServer,
    SMTP_PORT: String(sandbox.smtpPort),
    FETCH_HTTP_PORT: String(sandbox.webPort),
    FETCH_ALLOW_CIDRS: '127.0.0.0/8',
    // The slow page (3 s) times out and is skipped; the crawl does not wait on it.
    FETCH_TIMEOUT_MS: '1000',
    CRAWL_POLITENESS_MS: '0',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    RECRAWL_CRON: '0 0 1 1 *',
  });
});

afterAll(async () => {
  await h?.close();
  await sandbox?.stop();
  hookServer?.close();
});

describe('a lookup that misses the index', () => {
  it('answers 202 queued, crawls the site, then answers 200 with what the site states', async () => {
    const url = `/v2/companies/find?domain=kranich-analytics.test&webhook_url=${encodeURIComponent(`http://127.0.0.1:${hookPort}/hook?x=1`)}`;
    const first = await get(url);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ errors: [{ id: 'queued', code: 202, details: expect.stringMatching(/being crawled/) }] });
    expect(first.headers['retry-after']).toBe('5');
    const ok = await untilStatus('/v2/companies/find?domain=kranich-analytics.test', 200);
    const company = ok.json().data;
    expect(company).toMatchObject({
      domain: 'kranich-analytics.test',
      name: 'Kranich Analytics',
      legalName: 'Kranich Analytics GmbH',
      foundedYear: 2019,
      phone: '+49 30 23125 410',
      geo: { city: 'Berlin', postalCode: '10119', countryCode: 'DE' },
      socialB: { handle: 'kranichdata' },
      proNetwork: { handle: 'company/kranich-analytics' },
      fundingDb: { handle: 'organization/kranich-analytics' },
      emailProvider: 'kranich-analytics.test',
    });
    expect(company.indexedAt).toBe(new Date().toISOString().slice(0, 10));

    // The domain search is served from the same crawl, with sources for every address.
    const search = await get('/v2/domain-search?domain=kranich-analytics.test&limit=100');
    expect(search.statusCode).toBe(200);
    const emails = search.json().data.emails as { value: string; sources: { uri: string; still_on_page: boolean }[] }[];
    const byValue = new Map(emails.map((e) => [e.value, e]));
    expect(byValue.get('jmuller@kranich-analytics.test')?.sources.map((s) => s.uri)).toEqual(['http://kranich-analytics.test/about']);
    expect(byValue.has('eaksoy@kranich-analytics.test')).toBe(false); // only on a page robots.txt disallows
    expect(search.json().data.pattern).toBe('{f}{last}');

    // The webhook was called once, with the company as the lookup answers it.
    const until = Date.now() + 10_000;
    while (hookCalls.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]!.url).toBe('/hook?x=1');
    expect(hookCalls[0]!.body).toMatchObject({ event: 'crawl.finished', data: { domain: 'kranich-analytics.test', status: 200, crawl: 'crawled', company: { name: 'Kranich Analytics' } } });
  });

  it('answers domain-search and combined/find misses the same way', async () => {
    expect((await get('/v2/domain-search?domain=sakura-biolabs.test')).statusCode).toBe(202);
    const ok = await untilStatus('/v2/domain-search?domain=sakura-biolabs.test', 200);
    expect(ok.json().data.organization).toBe('Sakura BioLabs');
    expect(ok.json().data.emails.length).toBeGreaterThan(0);

    expect((await get('/v2/combined/find?email=megan@harbor-lane-goods.test')).statusCode).toBe(202);
    const combined = await untilStatus('/v2/combined/find?email=megan@harbor-lane-goods.test', 200);
    expect(combined.json().data.person).toMatchObject({ name: { fullName: 'Megan Callahan' }, employment: { domain: 'harbor-lane-goods.test', title: 'Founder & CEO' } });
    expect(combined.json().data.company.domain).toBe('harbor-lane-goods.test');
    // An address the crawled site does not show: a plain 404, no new crawl.
    expect((await get('/v2/combined/find?email=info@harbor-lane-goods.test')).statusCode).toBe(404);
  });

  it('answers 404 after the crawl for a domain without a website, and remembers it', async () => {
    expect((await get('/v2/companies/find?domain=no-such-company.test')).statusCode).toBe(202);
    const gone = await untilStatus('/v2/companies/find?domain=no-such-company.test', 404);
    expect(gone.json().errors[0].details).toMatch(/has no website/);
    const state = await h.services.crawls.get('no-such-company.test');
    expect(state?.state).toBe('no_website');
    // Cached: the next lookup queues nothing.
    const jobs = await h.worker.pipeline.queue.queue('crawl').getJobCountByTypes('waiting', 'active', 'completed', 'failed', 'delayed');
    expect((await get('/v2/companies/find?domain=no-such-company.test')).statusCode).toBe(404);
    expect(await h.worker.pipeline.queue.queue('crawl').getJobCountByTypes('waiting', 'active', 'completed', 'failed', 'delayed')).toBe(jobs);
  });

  it('refuses a malformed webhook_url with 400', async () => {
    const res = await get('/v2/companies/find?domain=olivaro-foods.test&webhook_url=ftp://x.test/');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].details).toMatch(/webhook_url must be http or https/);
  });
});

describe('re-crawls', () => {
  it('flip still_on_page for an address a page no longer shows, keeping extracted_on', async () => {
    const first = await h.services.crawler.crawl('northwind-robotics.test');
    expect(first.status).toBe('crawled');
    const before = await h.index.getEmailRecord('mathieu.lefevre@northwind-robotics.test');
    const leadership = before?.sources.find((s) => s.uri === 'http://northwind-robotics.test/about/leadership');
    expect(leadership).toMatchObject({ still_on_page: true });
    sandbox.web.setVersion('northwind-robotics.test', 2);
    try {
      const second = await h.services.crawler.crawl('northwind-robotics.test');
      expect(second.sourcesGone).toBe(1);
      const after = await h.index.getEmailRecord('mathieu.lefevre@northwind-robotics.test');
      expect(after?.sources.find((s) => s.uri === 'http://northwind-robotics.test/about/leadership')).toEqual({ ...leadership, still_on_page: false });
      // Addresses still shown keep still_on_page true.
      const amina = await h.index.getEmailRecord('amina.diallo@northwind-robotics.test');
      expect(amina?.sources.every((s) => s.still_on_page)).toBe(true);
    } finally {
      sandbox.web.setVersion('northwind-robotics.test', 1);
    }
  });

  it('the schedule queues domains crawled longer ago than RECRAWL_AFTER_DAYS', async () => {
    await h.services.crawls.finish('olivaro-foods.test', 'crawled', null, new Date(Date.now() - 40 * 86_400_000), 60);
    const result = (await h.worker.pipeline.queue.runNow(JobName.CrawlScan, { olderThanDays: 30 })) as { queued: number };
    expect(result.queued).toBe(1);
    const until = Date.now() + 20_000;
    while ((await h.services.crawls.get('olivaro-foods.test'))?.state !== 'crawled' && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect((await h.index.getCompany('olivaro-foods.test'))?.name).toBe('Olivaro');
    // Crawled now: a second scan finds nothing stale.
    expect(((await h.worker.pipeline.queue.runNow(JobName.CrawlScan, { olderThanDays: 30 })) as { queued: number }).queued).toBe(0);
  });
});

describe('the crawl bulk kind', () => {
  it('crawls a CSV of domains into the index and reports each', async () => {
    const up = await uploadCsv(h, 'domain\nbrisa-logistica.test\nashgrove-consulting.test\nnothing-here.test\nnot a domain\n', 'kind=crawl');
    expect(up.status).toBe(202);
    const bulk = await waitForBulk(h, up.body.data.id, 60_000);
    expect(bulk.state).toBe('completed');
    const rows = await resultsCsv(h, up.body.data.id);
    expect(rows.map((r) => [r.domain, r['bulk.status'], r['crawl.status']])).toEqual([
      ['brisa-logistica.test', 'ok', 'crawled'],
      ['ashgrove-consulting.test', 'ok', 'crawled'],
      ['nothing-here.test', 'not_found', 'no_website'],
      ['not a domain', 'invalid_input', ''],
    ]);
    expect(Number(rows[0]!['crawl.addresses_found'])).toBeGreaterThan(0);
    expect(rows[1]!['company.name']).toBe('Ashgrove Consulting');
  });
});
