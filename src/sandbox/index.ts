import { SandboxDnsServer } from './dns-server.js';
import { SandboxSmtpServer } from './smtp-server.js';
import { SandboxWebServer } from './web-server.js';
import { buildSandboxWorld, SANDBOX_IPS } from './world/index.js';
import type { SandboxWorld } from './world/types.js';
import { buildSandboxSites, type SandboxSite } from './world/websites.js';
import { buildCrawlWorld, type CrawlWorldSite } from './world/crawl-world/index.js';

export { SandboxDnsServer, type SandboxDnsServerOptions } from './dns-server.js';
export { SandboxSmtpServer, type SandboxSmtpServerOptions } from './smtp-server.js';
export type { SandboxSmtpStats } from './smtp-stats.js';
export { buildSandboxWorld, generateBenchWorld, SANDBOX_IPS } from './world/index.js';
export type * from './world/types.js';
export { SandboxWebServer, type SandboxWebServerOptions, type SandboxWebRequest } from './web-server.js';
export { buildSandboxSites, cfEncode, cfDecode, BIG_PAGE_BYTES, SLOW_PAGE_MS, TIDEWATER_CF_KEY } from './world/websites.js';
export type { SandboxSite, SandboxPage } from './world/websites.js';
export { buildCrawlWorld, tuningSites, heldOutSites, scoreCrawl, sumScores } from './world/crawl-world/index.js';
export type { CrawlWorldSite, SiteTruth, TruthAddress, CrawlObservation, SiteScore, SetScore } from './world/crawl-world/index.js';

export interface StartSandboxOptions {
  /** Default: buildSandboxWorld(). */
  world?: SandboxWorld;
  /** The one port all SMTP hosts share; default a free one. */
  smtpPort?: number;
  /** Default a free one. */
  dnsPort?: number;
  /** See SandboxSmtpServerOptions.replyLatencyMs. */
  replyLatencyMs?: number;
  /** The example index's company websites; default buildSandboxSites(). */
  sites?: SandboxSite[];
  /**
   * Also serve the crawl truth world's websites (world/crawl-world/), beside `sites`; default
   * true. Their domains are in buildSandboxWorld(); with another world they get an A record.
   */
  crawlWorld?: boolean;
  /** The one port every website shares, in place of 80; default a free one. */
  webPort?: number;
}

export interface RunningSandbox {
  world: SandboxWorld;
  /** '127.0.0.1:port': give it to dns.Resolver#setServers (or DNS_SERVERS). */
  dnsServer: string;
  /** The port every sandbox mail host listens on, in place of 25. */
  smtpPort: number;
  dns: SandboxDnsServer;
  smtp: SandboxSmtpServer;
  /** The websites, all on 127.0.0.1:webPort, chosen by the Host header. */
  web: SandboxWebServer;
  /** The port every sandbox website listens on, in place of 80. */
  webPort: number;
  /** The example index's company websites (and their alias domains). */
  sites: SandboxSite[];
  /** The crawl truth world's websites with their truth tables (empty with `crawlWorld: false`). */
  crawlWorld: CrawlWorldSite[];
  /** Closes every socket and timer, so the process can exit. */
  stop(): Promise<void>;
}

/** Starts the sandbox's DNS server, mail hosts and websites, all on loopback. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sites = options.sites ?? buildSandboxSites();
  const crawlWorld = options.crawlWorld === false ? [] : buildCrawlWorld();
  // A site given in `sites` wins over a truth-world site on the same host.
  const given = new Set(sites.map((s) => s.host.toLowerCase()));
  const served = [...sites, ...crawlWorld.map((w) => w.site).filter((s) => !given.has(s.host.toLowerCase()))];
  const world = withSiteHosts(options.world ?? buildSandboxWorld(), served);
  const dns = new SandboxDnsServer(world, options.dnsPort !== undefined ? { port: options.dnsPort } : {});
  const smtp = new SandboxSmtpServer(world, {
    ...(options.smtpPort !== undefined ? { port: options.smtpPort } : {}),
    ...(options.replyLatencyMs !== undefined ? { replyLatencyMs: options.replyLatencyMs } : {}),
  });
  const web = new SandboxWebServer(served, options.webPort !== undefined ? { port: options.webPort } : {});
  const stopBoth = async (): Promise<void> => {
    await Promise.all([dns.stop(), smtp.stop(), web.stop()]);
  };
  const started = await Promise.allSettled([dns.start(), smtp.start(), web.start()]);
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stopBoth();
    throw failed.reason;
  }
  return { world, dnsServer: dns.address, smtpPort: smtp.port, dns, smtp, web, webPort: web.port, sites, crawlWorld, stop: stopBoth };
}

/**
 * The world with an A record (127.0.0.1) for every site host it does not know yet, so each
 * website (alias domains included) resolves. A new object; the given world is not changed.
 */
function withSiteHosts(world: SandboxWorld, sites: SandboxSite[]): SandboxWorld {
  const known = new Set(world.domains.map((d) => d.domain.toLowerCase()));
  const missing = sites.map((s) => s.host.toLowerCase()).filter((host) => !known.has(host));
  if (missing.length === 0) return world;
  return { ...world, domains: [...world.domains, ...[...new Set(missing)].map((domain) => ({ domain, a: [SANDBOX_IPS.normal] }))] };
}
