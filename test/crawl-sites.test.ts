/**
 * A full crawl of each sandbox company website (version 1, empty index) into exactly the company
 * profile and email records, with sources, that the pages state. The expected records are in
 * test/fixtures/crawled-sites.json (dates written as "<crawl-day>"); each was checked by hand
 * against the site's HTML in src/sandbox/world/websites.ts. Run with UPDATE_CRAWL_FIXTURE=1 to
 * rewrite the file after a deliberate change, then review its diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.js';
import { companySiteHosts } from '../src/sandbox/world/websites.js';
import { startHarness, type Harness } from './support/harness.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'crawled-sites.json');
const SITES = companySiteHosts();

let sandbox: RunningSandbox;
let h: Harness;
const actual: Record<string, unknown> = {};

function withoutBookkeeping(record: unknown, day: string): unknown {
  const { provenance: _p, indexedAt: _i, ...rest } = record as Record<string, unknown>;
  return JSON.parse(JSON.stringify(rest).split(day).join('<crawl-day>'));
}

beforeAll(async () => {
  sandbox = await startSandbox();
  h = await startHarness({
    DNS_SERVERS: sandbox.dnsServer,
    FETCH_HTTP_PORT: String(sandbox.webPort),
    FETCH_ALLOW_CIDRS: '127.0.0.0/8',
    FETCH_TIMEOUT_MS: '1000',
    CRAWL_POLITENESS_MS: '0',
  });
});

afterAll(async () => {
  if (process.env.UPDATE_CRAWL_FIXTURE === '1') writeFileSync(FIXTURE, `${JSON.stringify(actual, null, 1)}\n`);
  await h?.close();
  await sandbox?.stop();
});

describe('a full crawl of each sandbox site', () => {
  const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, any>;
  for (const domain of SITES) {
    it(`${domain}: the exact profile and email records`, async () => {
      const outcome = await h.services.crawler.crawl(domain);
      const day = outcome.crawledAt.slice(0, 10);
      const addresses = await h.index.domainAddresses(domain);
      const records = (await h.index.getEmailRecords(addresses)).map((r) => withoutBookkeeping(r, day));
      const company = await h.index.getCompany(domain);
      expect(company?.indexedAt).toBe(day);
      const got = {
        crawl: {
          status: outcome.status,
          pages: outcome.pages,
          skipped: outcome.skipped.map((s) => `${s.url} (${s.reason.split(':')[0]})`),
          aliases: outcome.aliases,
          pattern: outcome.pattern,
        },
        company: withoutBookkeeping(company, day),
        emails: records,
      };
      actual[domain] = got;
      if (process.env.UPDATE_CRAWL_FIXTURE === '1') return;
      expect(got).toEqual(expected[domain]);
    });
  }

  it('every address found is at the crawled domain, with a source on that site', () => {
    for (const [domain, site] of Object.entries(actual) as [string, any][]) {
      for (const e of site.emails) {
        expect(e.value.endsWith(`@${domain}`)).toBe(true);
        expect(e.sources.length).toBeGreaterThan(0);
        for (const s of e.sources) expect(s).toMatchObject({ domain, extracted_on: '<crawl-day>', last_seen_on: '<crawl-day>', still_on_page: true });
      }
    }
  });

  it('an alias domain is crawled into its company: the redirect target is indexed, the alias recorded', async () => {
    const outcome = await h.services.crawler.crawl('olivaro.test');
    expect(outcome).toMatchObject({ domain: 'olivaro.test', companyDomain: 'olivaro-foods.test', aliases: ['olivaro.test'] });
    expect((await h.index.getCompany('olivaro-foods.test'))?.domainAliases).toEqual(['olivaro.test']);
    const res = await h.app.inject({ url: '/v2/companies/find?domain=olivaro.test', headers: { 'x-api-key': h.key } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.domain).toBe('olivaro-foods.test');
  });
});

describe('a crawl over imported records', () => {
  it('keeps imported values, fills what the import lacked, and refreshes the imported sources', async () => {
    const sb = await startSandbox();
    const hi = await startHarness({ DNS_SERVERS: sb.dnsServer, FETCH_HTTP_PORT: String(sb.webPort), FETCH_ALLOW_CIDRS: '127.0.0.0/8', FETCH_TIMEOUT_MS: '1000', CRAWL_POLITENESS_MS: '0' });
    try {
      await hi.importExamples();
      const before = await hi.index.getCompany('northwind-robotics.test');
      const mathieuBefore = await hi.index.getEmailRecord('mathieu.lefevre@northwind-robotics.test');
      const outcome = await hi.services.crawler.crawl('northwind-robotics.test');
      const day = outcome.crawledAt.slice(0, 10);
      const after = await hi.index.getCompany('northwind-robotics.test');
      // Imported and contradicted by the site without evidence the site is newer: the import stays.
      expect(after?.emailProvider).toBe(before?.emailProvider);
      expect(after?.tech).toEqual(before?.tech);
      expect(after?.metrics).toEqual(before?.metrics);
      expect(after?.provenance?.crawled?.tech).toMatchObject({ applied: false, since: null });
      // Imported fields the site agrees with are unchanged; imported facts the site lacks stay.
      expect(after?.category).toEqual(before?.category);
      expect(after?.name).toBe('Northwind Robotics');
      // The imported address the site shows again: extracted_on kept, seen today, back on the page.
      const mathieu = await hi.index.getEmailRecord('mathieu.lefevre@northwind-robotics.test');
      const src = mathieu?.sources.find((s) => s.uri === 'http://northwind-robotics.test/about/leadership');
      const srcBefore = mathieuBefore?.sources.find((s) => s.uri === 'http://northwind-robotics.test/about/leadership');
      expect(src).toEqual({ ...srcBefore, last_seen_on: day, still_on_page: true });
      // The imported position ("CEO") wins over the page's "CEO & Co-founder".
      expect(mathieu?.position).toBe(mathieuBefore?.position);
      expect(mathieu?.position_raw).toBe(mathieuBefore?.position_raw);
      expect(outcome.status).toBe('crawled');
    } finally {
      await hi.close();
      await sb.stop();
    }
  });
});
