/**
 * bench/crawl, two parts, over the sandbox's 8 company websites (served by a child process, as
 * remote sites would be; DNS from the sandbox's server; everything on 127.0.0.1):
 *
 * 1. End to end: the 8 domains through `services.crawler.crawl` (fetch, read, merge into a private
 *    redis-server), N rounds, one domain at a time and 4 at once: pages/s and ms per site. The
 *    baseline in the same rounds: the fetch alone (SiteCrawler.crawl, no reading, no Redis).
 *    Politeness is 0 here; production waits CRAWL_POLITENESS_MS (default 1000 ms, or the
 *    robots.txt Crawl-delay when longer) between two pages of a host.
 * 2. Extraction against parsing, in-process on the fetched pages: cheerio.load of every page
 *    (the parser the extractors use: extract/dom.ts loadHtml) is the baseline; readSite (all the
 *    extractors) and each extractor alone are timed against it, each measured pass right after
 *    a baseline pass, in a rotated order, over several rounds: median pass against median baseline
 *    pass, with the spread of the per-round ratios. The technology dataset's one-off load and
 *    compile (first use in a process) is timed apart.
 *
 *   npm run bench:crawl [-- --rounds 5 --concurrency 4 --extract-rounds 9]
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { startCrawlStack } from '../support/crawl-stack.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { companySiteHosts } from '../../src/sandbox/world/websites.js';
import { createResolver } from '../../src/core/mail/mail-dns.js';
import { SafeFetcher } from '../../src/core/web/safe-fetch.js';
import { SiteCrawler, type CrawlResult } from '../../src/core/web/crawl/index.js';
import { readSite, type SiteDns } from '../../src/core/web/site-reader.js';
import { loadHtml } from '../../src/core/web/extract/dom.js';
import { extractEmails } from '../../src/core/web/extract/emails.js';
import { extractJsonLd } from '../../src/core/web/extract/json-ld.js';
import { extractPeople } from '../../src/core/web/extract/people/index.js';
import { extractPageMeta } from '../../src/core/web/extract/page-meta.js';
import { socialLinks } from '../../src/core/web/extract/socials.js';
import { detectTechnologies } from '../../src/core/web/extract/technologies.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

// ---------------------------------------------------------------------------------------------
// The sandbox's websites in a process of their own (they stand for remote sites, so serving must
// not share the crawler's event loop). Prints {dnsServer, webPort} as one JSON line.
// ---------------------------------------------------------------------------------------------
if (process.argv.includes('--sandbox-process')) {
  const sandbox = await startSandbox();
  process.stdout.write(JSON.stringify({ dnsServer: sandbox.dnsServer, webPort: sandbox.webPort }) + '\n');
  process.on('message', (msg) => {
    if (msg === 'stats') {
      const cpu = process.cpuUsage();
      process.send?.({ requests: sandbox.web.requests().length, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
    }
  });
  process.once('SIGTERM', () => {
    void sandbox.stop().then(() => process.exit(0));
  });
} else {
  await main();
}

async function main(): Promise<void> {
  const rounds = arg('rounds', 5);
  const concurrency = arg('concurrency', 4);
  const extractRounds = arg('extract-rounds', 9);
  const DOMAINS = companySiteHosts();
  const out = (s = '') => process.stdout.write(`${s}\n`);
  const median = (xs: readonly number[]): number => {
    const s = [...xs].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  };

  const child = fork(fileURLToPath(import.meta.url), ['--sandbox-process'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const sandbox = JSON.parse(line) as { dnsServer: string; webPort: number };
  const sandboxStats = async (): Promise<{ requests: number; cpuSeconds: number }> => {
    child.send('stats');
    const [reply] = (await once(child, 'message')) as [{ requests: number; cpuSeconds: number }];
    return reply;
  };

  const { config, redis, services, close } = await startCrawlStack('crawl', sandbox, 1000);

  // The fetch alone, built as composition.ts builds the crawl service's (same options).
  const resolver = createResolver(config.mail.dnsServers, config.mail.dnsTimeoutMs);
  const fetcher = new SafeFetcher({
    resolve: async (host) => resolver.resolve4(host),
    allowCidrs: config.fetch.allowCidrs,
    userAgent: config.fetch.userAgent,
    timeoutMs: config.fetch.timeoutMs,
    maxBytes: config.fetch.maxBytes,
    maxRedirects: 5,
    portOverrides: { http: sandbox.webPort },
  });
  const siteCrawler = new SiteCrawler(fetcher, { maxPages: config.crawl.maxPages, politenessMs: 0, robotsAgent: 'contact-data-service' });
  const siteDns = async (domain: string): Promise<SiteDns> => {
    const [mx, txt] = await Promise.allSettled([resolver.resolveMx(domain), resolver.resolveTxt ? resolver.resolveTxt(domain) : Promise.resolve([])]);
    return {
      mx: mx.status === 'fulfilled' ? [...mx.value].sort((a, b) => a.priority - b.priority).map((m) => m.exchange.toLowerCase()) : [],
      txt: txt.status === 'fulfilled' ? txt.value.map((chunks) => chunks.join('')) : [],
    };
  };

  out(`\nbench/crawl: ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${cpus().length} cores, ${DOMAINS.length} sandbox sites (served by a child process), FETCH_TIMEOUT_MS=1000, CRAWL_POLITENESS_MS=0`);

  // -------------------------------------------------------------------------------------------
  // The pages, fetched once; the technology dataset's one-off load, timed on its own.
  // -------------------------------------------------------------------------------------------
  const sites: { crawl: CrawlResult; dns: SiteDns; domains: string[] }[] = [];
  for (const d of DOMAINS) {
    const [crawl, dns] = await Promise.all([siteCrawler.crawl(d, config.crawl.budgetMs), siteDns(d)]);
    if (crawl.pages.length === 0) throw new Error(`${d}: nothing fetched (${crawl.failure})`);
    sites.push({ crawl, dns, domains: [...new Set([crawl.domain, ...crawl.aliases])] });
  }
  const pages = sites.flatMap((s) => s.crawl.pages.map((p) => ({ page: p, domains: s.domains })));
  const htmlBytes = pages.reduce((n, p) => n + Buffer.byteLength(p.page.html), 0);
  const first = sites[0]!;
  const techInput = first.crawl.pages.map((p) => ({ url: p.url, headers: p.headers, html: p.html }));
  let t = performance.now();
  detectTechnologies(techInput);
  const techFirstMs = performance.now() - t;
  t = performance.now();
  detectTechnologies(techInput);
  const techSecondMs = performance.now() - t;

  // -------------------------------------------------------------------------------------------
  // Part 1: end to end.
  // -------------------------------------------------------------------------------------------
  interface Mode {
    name: string;
    parallel: number;
    crawl: (d: string) => Promise<number>;
  }
  const full = async (d: string) => (await services.crawler.crawl(d)).pages.length;
  const fetchOnly = async (d: string) => (await siteCrawler.crawl(d, config.crawl.budgetMs)).pages.length;
  const modes: Mode[] = [
    { name: 'fetch only (SiteCrawler), sequential', parallel: 1, crawl: fetchOnly },
    { name: 'crawl service, sequential', parallel: 1, crawl: full },
    { name: `fetch only (SiteCrawler), ${concurrency} at once`, parallel: concurrency, crawl: fetchOnly },
    { name: `crawl service, ${concurrency} at once`, parallel: concurrency, crawl: full },
  ];
  interface Sample {
    seconds: number;
    pages: number;
    requests: number;
    ownCpu: number;
    sandboxCpu: number;
    perDomainMs: Map<string, number>;
  }
  const samples = new Map<string, Sample[]>(modes.map((m) => [m.name, []]));
  // Round 0 warms the JIT, the sockets and the index (later crawls merge into the same records).
  for (let round = 0; round <= rounds; round++) {
    for (const mode of round % 2 ? modes : [...modes].reverse()) {
      const limit = pLimit(mode.parallel);
      const before = await sandboxStats();
      const cpu = process.cpuUsage();
      const perDomainMs = new Map<string, number>();
      const started = performance.now();
      const counts = await Promise.all(
        DOMAINS.map((d) =>
          limit(async () => {
            const t0 = performance.now();
            const n = await mode.crawl(d);
            perDomainMs.set(d, performance.now() - t0);
            return n;
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const own = process.cpuUsage(cpu);
      const after = await sandboxStats();
      if (round === 0) continue;
      samples.get(mode.name)!.push({
        seconds,
        pages: counts.reduce((a, b) => a + b, 0),
        requests: after.requests - before.requests,
        ownCpu: (own.user + own.system) / 1e6 / seconds,
        sandboxCpu: (after.cpuSeconds - before.cpuSeconds) / seconds,
        perDomainMs,
      });
    }
  }

  out(`\n1. End to end: ${DOMAINS.length} domains, ${rounds} rounds (after 1 warm-up round), medians; baseline: the fetch alone in the same rounds`);
  out('run                                        pages/site   requests/site   wall s   pages/s   ms/site   vs fetch alone   CPU crawler / sandbox');
  const summary = new Map<string, { pagesPerSecond: number; msPerSite: number }>();
  for (const mode of modes) {
    const s = samples.get(mode.name)!;
    const seconds = median(s.map((x) => x.seconds));
    const pagesPerSite = median(s.map((x) => x.pages)) / DOMAINS.length;
    const pagesPerSecond = median(s.map((x) => x.pages / x.seconds));
    const msPerSite = (seconds * 1000) / DOMAINS.length;
    summary.set(mode.name, { pagesPerSecond, msPerSite });
    const baseline = summary.get(mode.name.replace('crawl service', 'fetch only (SiteCrawler)'))!;
    out(
      `${mode.name.padEnd(42)} ${pagesPerSite.toFixed(1).padStart(10)}   ${(median(s.map((x) => x.requests)) / DOMAINS.length).toFixed(1).padStart(13)}   ${seconds.toFixed(2).padStart(6)}   ${pagesPerSecond.toFixed(0).padStart(7)}   ${msPerSite.toFixed(0).padStart(7)}   ${(pagesPerSecond / baseline.pagesPerSecond).toFixed(2).padStart(14)}   ${(median(s.map((x) => x.ownCpu)) * 100).toFixed(0).padStart(9)}% / ${(median(s.map((x) => x.sandboxCpu)) * 100).toFixed(0)}%`,
    );
  }
  out('\nper site, sequential (medians, ms): fetch only / crawl service, pages fetched');
  const seqFetch = samples.get(modes[0]!.name)!;
  const seqFull = samples.get(modes[1]!.name)!;
  for (const site of sites) {
    const d = site.crawl.domain;
    const f = median(seqFetch.map((x) => x.perDomainMs.get(d)!));
    const c = median(seqFull.map((x) => x.perDomainMs.get(d)!));
    out(`  ${d.padEnd(26)} ${f.toFixed(0).padStart(6)} / ${c.toFixed(0).padStart(6)}   ${String(site.crawl.pages.length).padStart(2)} pages, ${site.crawl.skipped.length} skipped${site.crawl.skipped.length ? ` (${site.crawl.skipped.map((k) => `${new URL(k.url).pathname}: ${k.reason.split(':')[0]}`).join('; ')})` : ''}`);
  }

  // -------------------------------------------------------------------------------------------
  // Part 2: extraction against parsing.
  // -------------------------------------------------------------------------------------------
  interface Item {
    name: string;
    run: () => void;
    reps: number;
  }
  let sink = 0;
  const parse: Item = {
    name: 'parse alone: cheerio.load (baseline)',
    reps: 1,
    run: () => {
      for (const p of pages) sink += loadHtml(p.page.html).root().length;
    },
  };
  const items: Item[] = [
    {
      name: 'readSite (everything, per site)',
      reps: 1,
      run: () => {
        for (const s of sites) sink += readSite(s.crawl, s.dns).addresses.length;
      },
    },
    { name: 'emails', reps: 1, run: () => pages.forEach((p) => (sink += extractEmails(p.page.html, p.page.url, p.domains).length)) },
    { name: 'json-ld', reps: 1, run: () => pages.forEach((p) => (sink += extractJsonLd(p.page.html, p.page.url).organizations.length)) },
    { name: 'people', reps: 1, run: () => pages.forEach((p) => (sink += extractPeople(p.page.html, p.page.url, p.domains).length)) },
    { name: 'page-meta', reps: 1, run: () => pages.forEach((p) => (sink += Object.keys(extractPageMeta(p.page.html, p.page.url)).length)) },
    { name: 'socials', reps: 1, run: () => pages.forEach((p) => (sink += socialLinks(p.page.html, p.page.url).length)) },
    {
      name: 'technologies',
      reps: 1,
      run: () => pages.forEach((p) => (sink += detectTechnologies([{ url: p.page.url, headers: p.page.headers, html: p.page.html }]).tech.length)),
    },
  ];
  const timed = (item: Item): number => {
    const t0 = performance.now();
    for (let i = 0; i < item.reps; i++) item.run();
    return (performance.now() - t0) / item.reps;
  };
  // Warm-up (JIT, caches), then enough repetitions that one timed pass lasts >= 150 ms (so a
  // collection of the previous pass's garbage is a small part of it).
  for (const item of [parse, ...items]) {
    for (let i = 0; i < 3; i++) item.run();
    item.reps = Math.max(1, Math.ceil(150 / Math.max(0.01, timed(item))));
  }
  const passMs = new Map<string, number[]>(items.map((i) => [i.name, []]));
  const ratios = new Map<string, number[]>(items.map((i) => [i.name, []]));
  const parseMs: number[] = [];
  for (let round = 0; round < extractRounds; round++) {
    // Rotate the order each round so no item always follows the same one.
    const order = items.map((_, k) => items[(k + round) % items.length]!);
    for (const item of order) {
      const base = timed(parse);
      const ms = timed(item);
      parseMs.push(base);
      passMs.get(item.name)!.push(ms);
      ratios.get(item.name)!.push(ms / base);
    }
  }
  const P = pages.length;
  const parsePerPage = median(parseMs) / P;
  out(`\n2. Extraction vs parse: ${P} pages (${(htmlBytes / P / 1024).toFixed(1)} KB of HTML per page on average) of ${sites.length} sites, ${extractRounds} rounds, each pass timed right after a baseline pass; medians`);
  out('work                                    ms/page   x parse   per-round ratios (min-max)');
  out(`${parse.name.padEnd(38)} ${parsePerPage.toFixed(3).padStart(8)}   ${'1.0'.padStart(7)}`);
  let sumPerPage = 0;
  for (const item of items) {
    const perPage = median(passMs.get(item.name)!) / P;
    const r = ratios.get(item.name)!;
    if (item !== items[0]) sumPerPage += perPage;
    out(
      `${(item === items[0] ? item.name : `  ${item.name}`).padEnd(38)} ${perPage.toFixed(3).padStart(8)}   ${(perPage / parsePerPage).toFixed(1).padStart(7)}   ${Math.min(...r).toFixed(1)}-${Math.max(...r).toFixed(1)}`,
    );
  }
  out(`${'  sum of the six extractors'.padEnd(38)} ${sumPerPage.toFixed(3).padStart(8)}   ${(sumPerPage / parsePerPage).toFixed(1).padStart(7)}`);
  const readPerSite = median(passMs.get(items[0]!.name)!) / sites.length;
  const fullSeq = summary.get(modes[1]!.name)!;
  const fetchSeq = summary.get(modes[0]!.name)!;
  out(
    `\nreadSite per site: ${readPerSite.toFixed(0)} ms; a sequential crawl-service site costs ${(fullSeq.msPerSite - fetchSeq.msPerSite).toFixed(0)} ms more than its fetch alone (${fullSeq.msPerSite.toFixed(0)} against ${fetchSeq.msPerSite.toFixed(0)} ms)`,
  );
  out(
    `technology dataset, first use: ${techFirstMs.toFixed(0)} ms for ${first.crawl.domain}'s ${first.crawl.pages.length} pages, the same call again ${techSecondMs.toFixed(0)} ms: one-off load + compile about ${(techFirstMs - techSecondMs).toFixed(0)} ms per process`,
  );
  out(`(checksum ${sink})`);

  // -------------------------------------------------------------------------------------------
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${config.redisPrefix}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  await close();
  child.kill('SIGTERM');
  await once(child, 'exit');
}
