/**
 * Crawls one company's website for the pages that name its people and addresses: the home page,
 * the pages its sitemap and its links point to whose path or link text suggests about, team,
 * people, contact, imprint, legal, press or careers, up to a page cap. It obeys robots.txt
 * (RFC 9309, via robots-parser) and its Crawl-delay, fetches one page at a time per host with a
 * politeness pause, and goes through the safe fetcher (SSRF guard, size cap, timeouts). A
 * redirect to another domain makes that domain an alias of the company.
 */
import { load } from 'cheerio';
import robotsParserModule from 'robots-parser';
import { FetchFailure, type FetchResponse, type SafeFetcher } from './safe-fetch.js';

export interface CrawlOptions {
  /** Pages fetched at most, the home page included. */
  maxPages: number;
  /** Pause between two requests to the host (robots.txt Crawl-delay may make it longer). */
  politenessMs: number;
  /** The product token robots.txt rules are matched against. */
  robotsAgent: string;
}

export interface CrawledPage {
  url: string;
  status: number;
  /** Response headers (lower-case names), for technology fingerprints and Last-Modified. */
  headers: Record<string, string | string[] | undefined>;
  html: string;
  fetchedAt: Date;
}

export interface CrawlResult {
  domain: string;
  /** The host the site answers on after redirects (e.g. the www. host). */
  siteHost: string | null;
  /** Other domains the site redirected to or from. */
  aliases: string[];
  pages: CrawledPage[];
  /** URLs not fetched, and why (robots.txt, errors, the cap). */
  skipped: { url: string; reason: string }[];
  /** Why nothing could be fetched, when nothing could. */
  failure: string | null;
}

interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
}
// robots-parser ships CommonJS (module.exports = function); under NodeNext its typed default
// arrives as the module object.
const robotsParser = ((robotsParserModule as unknown as { default?: unknown }).default ?? robotsParserModule) as (url: string, text: string) => Robots;

/** Path or link-text words of the pages that usually list people and addresses. */
const INTERESTING = /\b(about|team|people|staff|leadership|management|contact|kontakt|contacto|contatti|imprint|impressum|mentions|legal|press|presse|news|careers|jobs|karriere|company|who-we-are|equipe|équipe|unternehmen|empresa|azienda|chi-siamo|quem-somos)\b/i;

function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

/** What a crawl's failure says to clients, by kind (never the fetcher's message). */
const FAILURE_REASON: Readonly<Record<FetchFailure['kind'], string>> = {
  bad_url: 'not a web address',
  blocked_address: 'the name does not resolve to a public address',
  dns: 'the name does not resolve',
  timeout: 'no answer in time',
  too_large: 'the page is larger than the fetch limit',
  too_many_redirects: 'too many redirects',
  content_type: 'the home page is not HTML',
  network: 'the connection failed',
};

export class SiteCrawler {
  constructor(
    private readonly fetcher: SafeFetcher,
    private readonly opts: CrawlOptions,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    if (!(opts.maxPages >= 1)) throw new RangeError('maxPages must be at least 1');
  }

  async crawl(domain: string, deadline: number): Promise<CrawlResult> {
    const result: CrawlResult = { domain, siteHost: null, aliases: [], pages: [], skipped: [], failure: null };
    // The home page: https first, then http (many small sites, and the sandbox, serve http only).
    let home: FetchResponse | null = null;
    for (const scheme of ['https', 'http']) {
      try {
        home = await this.fetcher.fetch(`${scheme}://${domain}/`, { accept: ['text/html', 'application/xhtml'] });
        break;
      } catch (err) {
        if (!(err instanceof FetchFailure)) throw err;
        // The reason a client reads names the kind of failure only: the fetcher's own message may
        // name the private address a name resolved to, which would make lookups a way to read
        // this deployment's internal DNS.
        result.failure = `${scheme}://${domain}/: ${FAILURE_REASON[err.kind]}`;
        if (err.kind === 'blocked_address' || err.kind === 'dns') break;
      }
    }
    if (!home) return result;
    result.failure = null;
    const siteUrl = new URL(home.url);
    result.siteHost = siteUrl.hostname.toLowerCase();
    for (const hop of home.chain) {
      const h = hostOf(hop);
      if (h !== domain && !result.aliases.includes(h)) result.aliases.push(h);
    }
    const siteDomains = new Set([domain, hostOf(home.url), ...result.aliases]);

    const robots = await this.robots(siteUrl.origin);
    const delay = Math.max(this.opts.politenessMs, (robots.getCrawlDelay(this.opts.robotsAgent) ?? 0) * 1000);
    const allowed = (url: string) => robots.isAllowed(url, this.opts.robotsAgent) !== false;

    result.pages.push({ url: home.url, status: home.status, headers: { ...home.headers }, html: home.body.toString('utf8'), fetchedAt: new Date() });
    const queue: string[] = [];
    const seen = new Set<string>([home.url]);
    const consider = (url: string) => {
      const clean = url.split('#')[0]!;
      if (seen.has(clean)) return;
      seen.add(clean);
      queue.push(clean);
    };
    for (const link of this.interestingLinks(result.pages[0]!.html, home.url, siteDomains)) consider(link);
    for (const url of await this.sitemapUrls(siteUrl.origin, robots.getSitemaps(), siteDomains, deadline)) consider(url);

    for (const url of queue) {
      if (result.pages.length >= this.opts.maxPages) {
        result.skipped.push({ url, reason: `page cap of ${this.opts.maxPages}` });
        continue;
      }
      if (!allowed(url)) {
        result.skipped.push({ url, reason: 'disallowed by robots.txt' });
        continue;
      }
      if (Date.now() + delay >= deadline) {
        result.skipped.push({ url, reason: 'out of time' });
        continue;
      }
      await this.sleep(delay);
      try {
        const page = await this.fetcher.fetch(url, { accept: ['text/html', 'application/xhtml'] });
        if (page.status >= 400) {
          result.skipped.push({ url, reason: `HTTP ${page.status}` });
          continue;
        }
        result.pages.push({ url: page.url, status: page.status, headers: { ...page.headers }, html: page.body.toString('utf8'), fetchedAt: new Date() });
      } catch (err) {
        if (!(err instanceof FetchFailure)) throw err;
        result.skipped.push({ url, reason: `${err.kind}: ${err.message}` });
      }
    }
    return result;
  }

  private async robots(origin: string): Promise<Robots> {
    const url = `${origin}/robots.txt`;
    try {
      const res = await this.fetcher.fetch(url, { accept: ['text/plain'] });
      // RFC 9309 2.3.1: a 4xx robots.txt means no restrictions; 5xx means crawl nothing.
      if (res.status >= 500) return robotsParser(url, 'User-agent: *\nDisallow: /');
      return robotsParser(url, res.status < 300 ? res.body.toString('utf8') : '');
    } catch {
      return robotsParser(url, '');
    }
  }

  /** Links of the page to the site's own domains whose path or text suggests people or contacts. */
  private interestingLinks(html: string, base: string, siteDomains: ReadonlySet<string>): string[] {
    const $ = load(html);
    const out: string[] = [];
    $('a[href]').each((_, el) => {
      const href = $(el).attr('href') ?? '';
      let url: URL;
      try {
        url = new URL(href, base);
      } catch {
        return;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      if (!siteDomains.has(url.hostname.toLowerCase().replace(/^www\./, ''))) return;
      if (INTERESTING.test(url.pathname.replace(/[/_-]+/g, ' ')) || INTERESTING.test($(el).text())) out.push(url.toString());
    });
    return out;
  }

  private async sitemapUrls(origin: string, declared: readonly string[], siteDomains: ReadonlySet<string>, deadline: number): Promise<string[]> {
    const maps = declared.length > 0 ? declared.slice(0, 3) : [`${origin}/sitemap.xml`];
    const out: string[] = [];
    for (const map of maps) {
      if (Date.now() >= deadline) break;
      try {
        const res = await this.fetcher.fetch(map, { accept: ['application/xml', 'text/xml'] });
        if (res.status >= 300) continue;
        const $ = load(res.body.toString('utf8'), { xml: true });
        $('url > loc').each((_, el) => {
          const loc = $(el).text().trim();
          try {
            const u = new URL(loc);
            if (siteDomains.has(u.hostname.toLowerCase().replace(/^www\./, '')) && INTERESTING.test(u.pathname.replace(/[/_-]+/g, ' '))) out.push(u.toString());
          } catch {
            // not a URL: skipped
          }
        });
      } catch {
        // no sitemap, or not XML: the links are enough
      }
    }
    return out;
  }
}
