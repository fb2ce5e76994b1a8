/**
 * Crawls one company's website for the pages that name its people and addresses, the way a
 * person looking for a contact would read it: the home page first, then, best first, the pages
 * its links and sitemaps point to, by what each link says it leads to (links.ts, link-kinds.ts:
 * contact, team, imprint, about, language homes, press, careers ... in twelve languages; log-in,
 * cart and search pages never), breadth-first to three links from the home page, re-reading the
 * links of every page fetched, up to a page cap. Sitemaps (sitemaps.ts) are every one robots.txt
 * names and /sitemap.xml, with index files and gzip, bounded in files, bytes and URLs.
 *
 * It obeys robots.txt (RFC 9309, via robots-parser) and its Crawl-delay for every request after
 * robots.txt itself, redirect hops included (no request goes to a disallowed path), fetches one
 * page at a time per host with a politeness pause, and goes through the safe fetcher (SSRF guard,
 * size cap, timeouts). A redirect of the home page to another domain makes that domain an alias of
 * the company.
 */
import robotsParserModule from 'robots-parser';
import { FetchFailure, type FetchRequest, type FetchResponse } from '../safe-fetch.js';
import { Frontier, urlKey, type Candidate } from './frontier.js';
import { classifyLink, KIND_SCORE } from './link-kinds.js';
import { pageLinks } from './links.js';
import { pageDocument } from '../extract/dom.js';
import { readSitemap, SITEMAP_LIMITS, SITEMAP_TYPES, sitemapScore } from './sitemaps.js';

/** Fetches a URL (SafeFetcher.fetch, or a test double). */
export interface PageFetcher {
  fetch(url: string, req?: FetchRequest): Promise<FetchResponse>;
}

export interface CrawlOptions {
  /** Pages fetched at most, the home page included. */
  maxPages: number;
  /** Pause between two requests to the host (robots.txt Crawl-delay may make it longer). */
  politenessMs: number;
  /** The product token robots.txt rules are matched against. */
  robotsAgent: string;
  /**
   * How much longer than its deadline a crawl may run when robots.txt asks for a Crawl-delay
   * longer than `politenessMs` (default 0): the site's own pace is waited for, not counted
   * against the budget, so a site that asks for 10 s between requests (Drupal's default
   * robots.txt) is read to its page cap rather than cut after a few pages.
   */
  pacedMaxMs?: number;
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

/** Links from the home page at most: the home page is 0, its links 1, their links 2, theirs 3. */
export const MAX_DEPTH = 3;
/** Candidates the crawl keeps in view at most (the best; see Frontier). */
const MAX_CANDIDATES = 500;
/** Redirect hops followed from one page, each checked against robots.txt. */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML: readonly string[] = ['text/html', 'application/xhtml'];

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

/** A page or sitemap answer after on-site redirects, or why there is none. */
type Fetched = { ok: true; res: FetchResponse } | { ok: false; reason: string };

export class SiteCrawler {
  constructor(
    private readonly fetcher: PageFetcher,
    private readonly opts: CrawlOptions,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
    /** The clock the deadline is read on (the bench's advances with `sleep`). */
    private readonly now: () => number = Date.now,
  ) {
    if (!(opts.maxPages >= 1)) throw new RangeError('maxPages must be at least 1');
  }

  /** Crawls `domain` within `budgetMs` (on this crawler's clock; see CrawlOptions.pacedMaxMs). */
  async crawl(domain: string, budgetMs: number): Promise<CrawlResult> {
    const deadline = this.now() + budgetMs;
    const result: CrawlResult = { domain, siteHost: null, aliases: [], pages: [], skipped: [], failure: null };
    // The home page: https first, then http (many small sites, and the sandbox, serve http only).
    let home: FetchResponse | null = null;
    let asked = '';
    for (const scheme of ['https', 'http']) {
      asked = `${scheme}://${domain}/`;
      try {
        home = await this.fetcher.fetch(asked, { accept: HTML });
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
    // Every URL of the site is asked for at the origin the home page answered on, so robots.txt
    // (read from that origin) rules it, and http/https, www./bare and alias forms of one page
    // are one page.
    const onSite = (url: URL): URL | null => {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      if (!siteDomains.has(url.hostname.toLowerCase().replace(/^www\./, ''))) return null;
      if (url.port && url.port !== siteUrl.port) return null;
      return new URL(`${url.pathname}${url.search}`, siteUrl.origin);
    };

    const robots = await this.robots(siteUrl.origin);
    const delay = Math.max(this.opts.politenessMs, (robots.getCrawlDelay(this.opts.robotsAgent) ?? 0) * 1000);
    // The waits the site asks for beyond our own pause, for every page after the home page, up to pacedMaxMs.
    const until = deadline + Math.min(this.opts.pacedMaxMs ?? 0, (delay - this.opts.politenessMs) * (this.opts.maxPages - 1));
    const allowed = (url: string) => robots.isAllowed(url, this.opts.robotsAgent) !== false;

    const frontier = new Frontier(MAX_CANDIDATES);
    for (const url of [asked, ...home.chain, home.url]) frontier.settle(url);
    const offer = (candidate: Candidate): void => {
      if (frontier.knows(candidate.url)) {
        frontier.offer(candidate);
        return;
      }
      if (!allowed(candidate.url)) {
        if (frontier.settle(candidate.url)) result.skipped.push({ url: candidate.url, reason: 'disallowed by robots.txt' });
        return;
      }
      frontier.offer(candidate);
    };
    const readLinks = (page: CrawledPage, from: Candidate) => {
      for (const link of pageLinks(pageDocument(page), { url: page.url, hub: from.depth === 0 || from.kind === 'home', kind: from.kind === 'sitemap' ? 'other' : from.kind, score: from.score, onSite })) {
        offer({ url: link.url, type: 'page', kind: link.kind, score: link.score, depth: from.depth + 1 });
      }
    };

    const homePage: CrawledPage = { url: home.url, status: home.status, headers: { ...home.headers }, html: home.body.toString('utf8'), fetchedAt: new Date() };
    result.pages.push(homePage);
    readLinks(homePage, { url: home.url, type: 'page', kind: 'home', score: KIND_SCORE.home, depth: 0 });

    // Every sitemap robots.txt names on the site, and the conventional /sitemap.xml.
    const maps = [...robots.getSitemaps(), '/sitemap.xml'].flatMap((m) => {
      try {
        const site = onSite(new URL(m, siteUrl.origin));
        return site ? [site] : [];
      } catch {
        return [];
      }
    });
    for (const map of maps) offer({ url: map.toString(), type: 'sitemap', kind: 'sitemap', score: sitemapScore(map), depth: 0 });

    let sitemapFiles = 0;
    let sitemapUrls = 0;
    let stop: string | null = null;
    for (let next = frontier.pop(); next; next = frontier.pop()) {
      if (next.type === 'sitemap' && sitemapFiles >= SITEMAP_LIMITS.files) continue;
      if (result.pages.length >= this.opts.maxPages) {
        stop = `page cap of ${this.opts.maxPages}`;
        if (next.type === 'page') result.skipped.push({ url: next.url, reason: stop });
        break;
      }
      if (this.now() + delay >= until) {
        stop = 'out of time';
        if (next.type === 'page') result.skipped.push({ url: next.url, reason: stop });
        break;
      }
      await this.sleep(delay);
      if (next.type === 'sitemap') {
        sitemapFiles++;
        const got = await this.fetchOnSite(next.url, SITEMAP_TYPES, onSite, allowed, frontier);
        // No sitemap, or not one: the links are enough.
        if (!got.ok || got.res.status >= 300) continue;
        const content = await readSitemap(got.res.body, SITEMAP_LIMITS, SITEMAP_LIMITS.urls - sitemapUrls);
        for (const loc of content.locs) {
          let site: URL | null;
          try {
            site = onSite(new URL(loc));
          } catch {
            continue;
          }
          if (!site) continue;
          if (content.type === 'index') {
            offer({ url: site.toString(), type: 'sitemap', kind: 'sitemap', score: sitemapScore(site), depth: 0 });
            continue;
          }
          sitemapUrls++;
          const link = classifyLink({ url: site });
          if (link.kind !== 'reject') offer({ url: site.toString(), type: 'page', kind: link.kind, score: link.score, depth: 1 });
        }
        continue;
      }
      const got = await this.fetchOnSite(next.url, HTML, onSite, allowed, frontier);
      if (!got.ok) {
        result.skipped.push({ url: next.url, reason: got.reason });
        continue;
      }
      const page = got.res;
      if (page.status >= 300) {
        result.skipped.push({ url: next.url, reason: `HTTP ${page.status}` });
        continue;
      }
      const crawled: CrawledPage = { url: page.url, status: page.status, headers: { ...page.headers }, html: page.body.toString('utf8'), fetchedAt: new Date() };
      result.pages.push(crawled);
      if (next.depth < MAX_DEPTH) readLinks(crawled, next);
    }
    if (stop) for (const left of frontier.remaining()) if (left.type === 'page') result.skipped.push({ url: left.url, reason: stop });
    return result;
  }

  /**
   * One request of the crawl, following redirects by hand so each hop stays on the site and is
   * checked against robots.txt before it is asked for; a hop to a page already read ends it.
   */
  private async fetchOnSite(
    url: string,
    accept: readonly string[],
    onSite: (url: URL) => URL | null,
    allowed: (url: string) => boolean,
    frontier: Frontier,
  ): Promise<Fetched> {
    let current = url;
    for (let hop = 0; ; hop++) {
      let res: FetchResponse;
      try {
        res = await this.fetcher.fetch(current, { accept, followRedirects: false });
      } catch (err) {
        if (!(err instanceof FetchFailure)) throw err;
        return { ok: false, reason: `${err.kind}: ${err.message}` };
      }
      const location = res.headers.location;
      if (!REDIRECTS.has(res.status) || !location) return { ok: true, res };
      if (hop >= MAX_REDIRECTS) return { ok: false, reason: 'too_many_redirects' };
      let target: URL;
      try {
        target = new URL(location, current);
      } catch {
        return { ok: false, reason: 'redirects to a bad address' };
      }
      // The hop is asked for as the site sent it (http to https, www. to the bare name), but
      // ruled by robots.txt and "already read" in the site's own form.
      const site = onSite(new URL(target.toString()));
      if (!site) return { ok: false, reason: 'redirects off the site' };
      if (!allowed(site.toString())) return { ok: false, reason: 'redirects to a path robots.txt disallows' };
      // A redirect to the same page in another form (/en -> /en/) is that page.
      if (!frontier.settle(site.toString()) && urlKey(site.toString()) !== urlKey(current)) return { ok: false, reason: 'redirects to a page already read' };
      current = target.toString();
    }
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
}
