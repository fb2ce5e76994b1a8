/**
 * The composition root: builds every service from the configuration and one Redis connection.
 * The API process and the worker (and the CLI) are entry points over these same objects.
 */
import type { Config } from './config.js';
import type { Redis } from './redis.js';
import { LookupService } from './core/enrich/lookups.js';
import { DiscoverService } from './core/discover/discover-service.js';
import { LeadService } from './core/leads/lead-service.js';
import { CampaignService } from './core/leads/campaign-service.js';
import { CachedRoutes } from './core/mail/cached-routes.js';
import { EmailVerifier, type RetryScheduler } from './core/mail/email-verifier.js';
import { EmailFinder } from './core/mail/email-finder.js';
import { HostGate } from './core/mail/host-gate.js';
import { IndexVerificationSink } from './core/mail/index-sink.js';
import { MailDns, createResolver, type DnsResolver } from './core/mail/mail-dns.js';
import { SmtpProber } from './core/mail/smtp-prober.js';
import { directConnect, socksConnect, type SocketFactory } from './core/mail/smtp-session.js';
import { TimerRetries } from './core/mail/timer-retries.js';
import { ApiKeyRepository } from './store/api-key-repository.js';
import { CampaignRepository } from './store/campaign-repository.js';
import { IndexRepository } from './store/index-repository.js';
import { LeadRepository } from './store/lead-repository.js';
import { MailCacheRepository } from './store/mail-cache-repository.js';

export interface Services {
  index: IndexRepository;
  keys: ApiKeyRepository;
  lookups: LookupService;
  discover: DiscoverService;
  leads: LeadService;
  campaigns: CampaignService;
  verifier: EmailVerifier;
  finder: EmailFinder;
  retries: RetryScheduler & { stop(): void };
}

export interface ServiceOverrides {
  /** A resolver other than the configured one (tests hand in the sandbox's). */
  resolver?: DnsResolver;
  connect?: SocketFactory;
  retries?: RetryScheduler & { stop(): void; bind?(run: (address: string, attempt: number) => Promise<unknown>): void };
}

export function buildServices(config: Config, redis: Redis, overrides: ServiceOverrides = {}): Services {
  const prefix = config.redisPrefix;
  const mail = config.mail;
  const index = new IndexRepository(redis, prefix);
  const leads = new LeadService(new LeadRepository(redis, prefix));
  const mailCache = new MailCacheRepository(redis, prefix);
  const dns = new MailDns(overrides.resolver ?? createResolver(mail.dnsServers, mail.dnsTimeoutMs));
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
    index,
    keys: new ApiKeyRepository(redis, prefix),
    lookups: new LookupService(index),
    discover: new DiscoverService(index),
    leads,
    campaigns: new CampaignService(new CampaignRepository(redis, prefix), leads),
    verifier,
    finder: new EmailFinder(index, prober, mailCache, { acceptAllCacheSeconds: mail.catchAllCacheSeconds }),
    retries: timers,
  };
}
