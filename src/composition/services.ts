/**
 * The services: every core service over its stores, built from the configuration, the
 * PostgreSQL database (the records) and the shared state (limits, caches: Redis or PostgreSQL,
 * ./shared-state.ts). Only the composition root (./index.ts) calls this.
 */
import type { Config } from '../config.js';
import type { HeadroomProbe } from '../core/storage.js';
import type { SharedState } from './shared-state.js';
import type { StateProbe } from '../observability/state-probe.js';
import type { PublishedMetricsStore } from '../observability/metrics-registry.js';
import type { CrawlStateStore } from '../core/web/crawl-state.js';
import type { Database } from '../store/pg/database.js';
import { LookupService } from '../core/enrich/lookups.js';
import { DiscoverService } from '../core/discover/discover-service.js';
import { LeadService } from '../core/leads/lead-service.js';
import { CampaignService } from '../core/leads/campaign-service.js';
import { CachedRoutes } from '../core/mail/cached-routes.js';
import { EmailVerifier, type RetryScheduler } from '../core/mail/email-verifier.js';
import { EmailFinder } from '../core/mail/email-finder.js';
import { HostGate } from '../core/mail/host-gate.js';
import { HostPace } from '../core/mail/host-pace.js';
import { IndexVerificationSink } from '../core/mail/index-sink.js';
import { MailDns, createResolver, type DnsResolver } from '../core/mail/mail-dns.js';
import { SmtpProber } from '../core/mail/smtp-prober.js';
import { directConnect, socksConnect, type SocketFactory } from '../core/mail/smtp-session.js';
import { TimerRetries } from '../core/mail/timer-retries.js';
import type { ClientRateLimiter } from '../core/access/client-limits.js';
import { SecretRepository } from '../store/secret-repository.js';
import type { ApiKeyStore } from '../core/access/api-keys.js';
import type { SecretStore } from '../core/access/sessions.js';
import { TeamWorkspaces, type TeamWorkspace } from '../core/leads/team-workspaces.js';
import { CampaignRepository } from '../store/campaign-repository.js';
import { IndexRepository } from '../store/index-repository.js';
import { LeadRepository } from '../store/lead-repository.js';
import { SafeFetcher } from '../core/web/safe-fetch.js';
import { AddressPolicy } from '../core/net/address-policy.js';
import { SiteCrawler } from '../core/web/crawl/index.js';
import { CrawlService } from '../core/web/crawl-service.js';
import type { SiteDns } from '../core/web/site-reader.js';

export interface Services {
  /** The records' database, as the health check sees it. */
  database: { ping(): Promise<void> };
  index: IndexRepository;
  keys: ApiKeyStore;
  /** Rate limits by client address, for the routes that take no key (the logos). */
  clientLimits: ClientRateLimiter;
  /** Deployment secrets shared by every process (the board's session signing secret). */
  secrets: SecretStore;
  lookups: LookupService;
  discover: DiscoverService;
  /** Leads, lists and campaigns per team (core/leads/team-workspaces.ts). */
  teams: TeamWorkspaces;
  /** The default team's leads (keys without a team). */
  leads: LeadService;
  campaigns: CampaignService;
  verifier: EmailVerifier;
  finder: EmailFinder;
  retries: RetryScheduler & { stop(): void };
  crawler: CrawlService;
  crawls: CrawlStateStore;
  /** The queues' store as the health routes see it, the workers' published metrics, and the sweep of expired state. */
  shared: { probe: StateProbe; headroom: HeadroomProbe; published: PublishedMetricsStore; sweep(now: Date): Promise<number> };
}

export interface ServiceOverrides {
  /** A resolver other than the configured one (tests hand in the sandbox's). */
  resolver?: DnsResolver;
  connect?: SocketFactory;
  retries?: RetryScheduler & { stop(): void; bind?(run: (address: string, attempt: number) => Promise<unknown>): void };
  /** The crawler's pauses and clock (the crawl bench waits a site's Crawl-delay on a clock of its own). */
  crawlPace?: { sleep(ms: number): Promise<void>; now(): number };
}

export function buildServices(config: Config, state: SharedState, db: Database, overrides: ServiceOverrides = {}): Services {
  const mail = config.mail;
  // Which reads go where (docs/architecture.md, "Reads and the replica"): writers, and readers
  // of what they or the request just wrote, use the primary; lookups, domain search, email count,
  // discover and logos may read a replica (db.read: the primary when there is none, or while the
  // replica is down). Everything but `lookupIndex` and `lookups` is on the primary.
  const index = new IndexRepository(db.pool);
  const lookupIndex = new IndexRepository(db.pool, db.read);
  const keys = state.keys;
  // New leads take what the index knows of their address, read from the primary like the rest of
  // a lead's write (a replica may not have replayed a person imported a moment ago). The same
  // service is `lookups.primary`: the crawl webhook, the crawl and enrich bulks and the lookups'
  // after-crawl recheck read through it.
  const primaryLookups = new LookupService(index);
  const lookups = db.read === db.pool ? primaryLookups : new LookupService(lookupIndex, primaryLookups);
  const leadLookups = primaryLookups;
  // Every row of a team's leads, lists and campaigns carries its team, and every query names it,
  // so no query of one team can reach another's records.
  const teams = new TeamWorkspaces(
    (team): TeamWorkspace => {
      const leads = new LeadService(new LeadRepository(db.pool, team), () => new Date(), leadLookups);
      return { team, leads, campaigns: new CampaignService(new CampaignRepository(db.pool, team), leads) };
    },
    () => keys.teams(),
  );
  const leads = teams.of(null).leads;
  const mailCache = state.mailCache;
  const resolver = overrides.resolver ?? createResolver(mail.dnsServers, mail.dnsTimeoutMs);
  const dns = new MailDns(resolver);
  const routes = new CachedRoutes(dns, mailCache, mail.mxCacheSeconds);
  const connect = overrides.connect ?? (mail.smtpProxy ? socksConnect(mail.smtpProxy) : directConnect);
  const prober = new SmtpProber(routes, connect, new HostGate(mail.smtpConnectionsPerHost, mail.smtpPolitenessMs), {
    port: mail.smtpPort,
    helo: mail.smtpHelo,
    mailFrom: mail.smtpMailFrom,
    connectTimeoutMs: mail.smtpConnectTimeoutMs,
    commandTimeoutMs: mail.smtpCommandTimeoutMs,
    recipientsPerSession: mail.smtpRecipientsPerSession,
    parallelSessions: mail.smtpConnectionsPerHost,
    addressPolicy: new AddressPolicy(config.fetch.allowCidrs),
    pace: new HostPace(
      state.pace,
      { perHost: mail.smtpConnectionsPerHost, spacingMs: mail.smtpPolitenessMs, commandTimeoutMs: mail.smtpCommandTimeoutMs },
      { ttlSeconds: mail.paceSeconds, backoffBaseMs: mail.paceBackoffMs, backoffMaxMs: mail.paceBackoffMaxMs },
    ),
  });
  const timers = overrides.retries ?? new TimerRetries();
  const verifier = new EmailVerifier(prober, mailCache, new IndexVerificationSink(index), timers, {
    probeBudgetMs: mail.probeBudgetMs,
    acceptAllCacheSeconds: mail.catchAllCacheSeconds,
    resultCacheSeconds: mail.resultCacheSeconds,
    greylistRetrySeconds: mail.greylistRetrySeconds,
    greylistRetries: mail.greylistRetries,
  });
  if ('bind' in timers && typeof timers.bind === 'function') timers.bind((address, attempt) => verifier.retry(address, attempt));
  return {
    database: { ping: async () => void (await db.pool.query('SELECT 1')) },
    index,
    keys,
    clientLimits: state.clientLimits,
    secrets: new SecretRepository(db.pool),
    lookups,
    discover: new DiscoverService(lookupIndex),
    teams,
    leads,
    campaigns: teams.of(null).campaigns,
    verifier,
    finder: new EmailFinder(index, prober, mailCache, { acceptAllCacheSeconds: mail.catchAllCacheSeconds }),
    retries: timers,
    crawler: buildCrawler(config, resolver, index, overrides.crawlPace),
    crawls: state.crawls,
    shared: { probe: state.probe, headroom: state.headroom, published: state.published, sweep: (now) => state.sweep(now) },
  };
}

/** A host's addresses from the configured resolver (A and AAAA), for the safe fetcher. */
function hostAddresses(resolver: DnsResolver): (host: string) => Promise<string[]> {
  return async (host) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    const found = [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
    if (found.length === 0 && v4.status === 'rejected') throw v4.reason;
    return found;
  };
}

/** The DNS facts a crawl reads: MX hosts by preference and TXT strings (absent answers are empty). */
function siteDns(resolver: DnsResolver): (domain: string) => Promise<SiteDns> {
  return async (domain) => {
    const [mx, txt] = await Promise.allSettled([resolver.resolveMx(domain), resolver.resolveTxt ? resolver.resolveTxt(domain) : Promise.resolve([])]);
    return {
      mx: mx.status === 'fulfilled' ? [...mx.value].sort((a, b) => a.priority - b.priority).map((m) => m.exchange.toLowerCase()) : [],
      txt: txt.status === 'fulfilled' ? txt.value.map((chunks) => chunks.join('')) : [],
    };
  };
}

function buildCrawler(config: Config, resolver: DnsResolver, index: IndexRepository, pace?: ServiceOverrides['crawlPace']): CrawlService {
  const fetcher = new SafeFetcher({
    resolve: hostAddresses(resolver),
    allowCidrs: config.fetch.allowCidrs,
    userAgent: config.fetch.userAgent,
    timeoutMs: config.fetch.timeoutMs,
    maxBytes: config.fetch.maxBytes,
    maxRedirects: 5,
    ...(config.fetch.httpPortOverride ? { portOverrides: { http: config.fetch.httpPortOverride } } : {}),
  });
  const options = { maxPages: config.crawl.maxPages, politenessMs: config.crawl.politenessMs, robotsAgent: 'contact-data-service', pacedMaxMs: config.crawl.pacedMaxMs };
  const crawler = pace ? new SiteCrawler(fetcher, options, (ms) => pace.sleep(ms), () => pace.now()) : new SiteCrawler(fetcher, options);
  return new CrawlService(crawler, siteDns(resolver), index, { budgetMs: config.crawl.budgetMs });
}
