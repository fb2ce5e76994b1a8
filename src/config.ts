/**
 * The one place that reads the environment. Every setting is parsed and checked here, once, so
 * a bad value stops start-up with a message naming the variable instead of failing later, deep
 * inside a request.
 */

export type WireKeyProfile = 'spec' | 'vendor';
export type QueueBackendName = 'redis' | 'postgres';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly redisUrl: string;
  /** Whether REDIS_URL was set (the demo starts a private Redis when it was not). */
  readonly redisUrlGiven: boolean;
  /**
   * The Redis deployment: one node (REDIS_URL), a Sentinel-watched master (REDIS_SENTINELS) or a
   * Cluster (REDIS_CLUSTER_NODES); src/redis.ts connects to it.
   */
  readonly redis: RedisConnectionConfig;
  /** Whether a Redis was named at all (REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES). */
  readonly redisGiven: boolean;
  /** Prefix of every Redis key this service writes, so several deployments (or tests) can share one Redis. */
  readonly redisPrefix: string;
  /**
   * Where the queues and the short-lived state (rate limits, caches, mail hosts' pace, crawl
   * claims, running bulks) live: 'redis' (BullMQ on Redis) when REDIS_URL, REDIS_SENTINELS or
   * REDIS_CLUSTER_NODES is set, else
   * 'postgres' (BullMQ's PostgreSQL backend and the PostgreSQL stores, in the records' database:
   * DATABASE_URL's, or the embedded server's). QUEUE_BACKEND names one explicitly.
   */
  readonly queueBackend: QueueBackendName;
  /**
   * PostgreSQL, the system of record: DATABASE_URL, and DATABASE_READ_URL for a read replica
   * (lookups); null when unset: then an embedded server runs on the cluster in `embeddedDataDir`.
   */
  readonly databaseUrl: string | null;
  readonly databaseReadUrl: string | null;
  /** EMBEDDED_PG_DIR: where the embedded PostgreSQL keeps its cluster (default ./data/postgres). */
  readonly embeddedDataDir: string;
  /**
   * STORAGE_MAX_BYTES: the most the records' PostgreSQL may hold (the disk or quota of a managed
   * database), so uploads are refused before it fills (core/bulk/admission.ts); null: not set
   * (the embedded server's limit is its file system's free space; Redis reports its own).
   */
  readonly storageMaxBytes: number | null;
  readonly logLevel: LogLevel;
  readonly rateLimit: { readonly perSecond: number; readonly perMinute: number };
  /** Per client IP, on the routes that take no key (the logos). */
  readonly publicRateLimit: { readonly perSecond: number; readonly perMinute: number };
  readonly wireKeys: WireKeyProfile;
  readonly clearbit: ClearbitConfig;
  readonly trustProxy: boolean;
  readonly bodyLimitBytes: number;
  /**
   * Signs the queue board's session cookies. null: a random secret is created once and kept in
   * Redis, shared by every API process of the deployment.
   */
  readonly sessionSecret: string | null;
  /** The key `cli mcp` serves its stdio session with (API_KEY; `--api-key` wins); null: none given. */
  readonly apiKey: string | null;
  readonly mail: MailConfig;
  readonly bulk: BulkConfig;
  readonly fetch: FetchConfig;
  readonly crawl: CrawlConfig;
}

export interface RedisNode {
  readonly host: string;
  readonly port: number;
}

/**
 * Writes that must survive a failover (a chunk's results, a bulk's progress, a queued job) wait
 * until this many replicas have them (Redis WAIT), or every connected replica when fewer are
 * connected; 0: no waiting (src/store/replica-wait.ts).
 */
export interface ReplicaWaitPolicy {
  readonly replicas: number;
  readonly timeoutMs: number;
}

export type RedisConnectionConfig = (
  | { readonly kind: 'single'; readonly url: string }
  | {
      readonly kind: 'sentinel';
      readonly sentinels: readonly RedisNode[];
      /** The master group the sentinels watch (`sentinel monitor <name> ...`). */
      readonly name: string;
      readonly password?: string;
      readonly sentinelPassword?: string;
    }
  | { readonly kind: 'cluster'; readonly nodes: readonly RedisNode[]; readonly password?: string }
) & { readonly replicaWait?: ReplicaWaitPolicy };

export interface ClearbitConfig {
  /**
   * Host names (lower case, no port) whose requests answer in Clearbit's shapes and error bodies:
   * Clearbit's API hosts, for clients whose requests are sent here (DNS, a proxy or a transport).
   */
  readonly hosts: readonly string[];
  /** Host names on which `GET /{domain}` serves the domain's logo, as Clearbit's Logo API does. */
  readonly logoHosts: readonly string[];
}

export interface CrawlConfig {
  /** Pages fetched per site at most, the home page included. */
  readonly maxPages: number;
  /** Pause between two requests to one site (robots.txt Crawl-delay may make it longer). */
  readonly politenessMs: number;
  /** Time one site's crawl may take. */
  readonly budgetMs: number;
  /** How much longer a crawl may take when the site's robots.txt asks for a Crawl-delay (its waits, not ours). */
  readonly pacedMaxMs: number;
  /** A lookup that misses the index queues a crawl and answers 202 (false: 404 as before). */
  readonly onMiss: boolean;
  /** How long a domain that has no website (or does not resolve) answers 404 without a new crawl. */
  readonly missTtlSeconds: number;
  /** Cron pattern (UTC) of the scheduled re-crawl. */
  readonly recrawlCron: string;
  /** Domains crawled longer ago than this many days are crawled again by the schedule. */
  readonly recrawlAfterDays: number;
  /** Crawl jobs a worker runs at once. */
  readonly concurrency: number;
}

export interface FetchConfig {
  /** CIDRs outgoing HTTP may reach although they are not public (the sandbox: 127.0.0.0/8). */
  readonly allowCidrs: readonly string[];
  /** Sent with every outgoing request: names the service and how to reach its operator. */
  readonly userAgent: string;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  /**
   * Connect to this port for http:// URLs on port 80: the offline sandbox serves every site on
   * one local port while URLs (and so sources) keep their real form. null in production.
   */
  readonly httpPortOverride: number | null;
}

export interface BulkConfig {
  /** Largest upload; larger is 413. */
  readonly maxUploadBytes: number;
  readonly maxRows: number;
  /** Rows one API key may have in bulks that have not ended; an upload past it is 429 too_many_rows. */
  readonly maxRowsPerKey: number;
  /** Uploads one API process receives at once; one more is 503 with Retry-After. */
  readonly maxConcurrentUploads: number;
  /** Unique inputs per chunk job. */
  readonly chunkSize: number;
  /** How long a bulk's rows and results are kept. */
  readonly resultTtlSeconds: number;
  /** false: bulks check syntax, lists and gibberish only (no DNS, no SMTP). */
  readonly networkChecks: boolean;
  /** Jobs a worker process runs at once, per queue. */
  readonly workerConcurrency: number;
  /** How long a job stays locked to its worker without a heartbeat: a dead worker's jobs run again after this. */
  readonly workerLockMs: number;
  /** Cron pattern (UTC) of the scheduled re-verification of leads. */
  readonly reverifyCron: string;
  /** Leads whose verification is older than this many days are re-verified. */
  readonly reverifyAfterDays: number;
  /** Allow webhooks to private addresses (tests and the offline demo only). */
  readonly allowPrivateWebhooks: boolean;
}

export interface MailConfig {
  /** Resolvers as host or host:port; empty = the system's. */
  readonly dnsServers: readonly string[];
  readonly dnsTimeoutMs: number;
  readonly smtpPort: number;
  /** The name given in EHLO: a domain you control whose A record and PTR match the sending IP. */
  readonly smtpHelo: string;
  /** The envelope sender of probes: an address at a domain you control. */
  readonly smtpMailFrom: string;
  readonly smtpConnectTimeoutMs: number;
  readonly smtpCommandTimeoutMs: number;
  /** socks5://host:port to reach port 25 through a proxy, or null. */
  readonly smtpProxy: string | null;
  /** Connections open at once to one mail server. */
  readonly smtpConnectionsPerHost: number;
  /** Pause between two connections to the same mail server. */
  readonly smtpPolitenessMs: number;
  /** RCPTs per SMTP transaction before a RSET: RFC 5321 4.5.3.1.8 has servers take at least 100. */
  readonly smtpRecipientsPerSession: number;
  /** How long /v2/email-verifier waits before answering 202 and finishing in the background. */
  readonly verifyBudgetMs: number;
  /** How long one domain's probe may take in all, in the background included. */
  readonly probeBudgetMs: number;
  /** Delay before a greylisted address is asked again, and how many times. */
  readonly greylistRetrySeconds: number;
  readonly greylistRetries: number;
  /** How long a mail server's learned pace is kept (core/mail/host-pace.ts). */
  readonly paceSeconds: number;
  /** First and longest back-off after a server asked us to slow down. */
  readonly paceBackoffMs: number;
  readonly paceBackoffMaxMs: number;
  /** How long a bulk row waits for a server that paces or greylists us before it is `unknown`. */
  readonly pendingMaxSeconds: number;
  readonly mxCacheSeconds: number;
  readonly catchAllCacheSeconds: number;
  readonly resultCacheSeconds: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function readString(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw.trim();
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw new ConfigError(name, `expected an integer, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(name, `expected ${min}..${max}, got ${value}`);
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(name, `expected true/false, got "${raw}"`);
}

function readEnum<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = readString(env, name, fallback);
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `expected one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function readList(env: Env, name: string): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A comma list of host names; unset or empty: the fallback; `none`: no host. */
function readHostList(env: Env, name: string, fallback: readonly string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return [...fallback];
  if (raw.trim().toLowerCase() === 'none') return [];
  const hosts = readList(env, name).map((h) => h.toLowerCase());
  for (const h of hosts) if (!HOST_NAME.test(h)) throw new ConfigError(name, `"${h}" is not a host name (no scheme, port or path)`);
  return [...new Set(hosts)];
}

/**
 * Clearbit's API hosts whose paths this service serves: the Person and Company APIs and their
 * streaming twins (the npm client `clearbit` builds `https://{api}[-stream].clearbit.com/v{n}`).
 */
export const CLEARBIT_API_HOSTS: readonly string[] = ['person.clearbit.com', 'person-stream.clearbit.com', 'company.clearbit.com', 'company-stream.clearbit.com'];

function readClearbitConfig(env: Env): ClearbitConfig {
  return {
    hosts: readHostList(env, 'CLEARBIT_HOSTS', CLEARBIT_API_HOSTS),
    logoHosts: readHostList(env, 'LOGO_HOSTS', ['logo.clearbit.com', 'logos.hunter.io']),
  };
}

function readDnsServers(env: Env): string[] {
  const servers = readList(env, 'DNS_SERVERS');
  for (const s of servers) {
    if (!/^(\[[0-9a-fA-F:.]+\]|[0-9.]+|[0-9a-fA-F:]+)(:\d{1,5})?$/.test(s)) {
      throw new ConfigError('DNS_SERVERS', `"${s}" is not an IP address with an optional :port`);
    }
  }
  return servers;
}

function readProxy(env: Env): string | null {
  const raw = readString(env, 'SMTP_PROXY', '');
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_PROXY', `not a URL: "${raw}"`);
  }
  if (!['socks5:', 'socks5h:', 'socks:'].includes(url.protocol) || !url.port) {
    throw new ConfigError('SMTP_PROXY', 'expected socks5://host:port');
  }
  return raw;
}

function readRedisUrl(env: Env): string {
  const raw = readString(env, 'REDIS_URL', 'redis://127.0.0.1:6379');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('REDIS_URL', `not a URL: "${raw}"`);
  }
  if (!['redis:', 'rediss:', 'unix:'].includes(url.protocol)) {
    throw new ConfigError('REDIS_URL', `expected redis://, rediss:// or unix://, got "${url.protocol}"`);
  }
  return raw;
}

function readQueueBackend(env: Env): QueueBackendName {
  const raw = readString(env, 'QUEUE_BACKEND', '').toLowerCase();
  if (raw === '') return ['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_CLUSTER_NODES'].some((name) => (env[name] ?? '').trim() !== '') ? 'redis' : 'postgres';
  if (raw !== 'redis' && raw !== 'postgres') throw new ConfigError('QUEUE_BACKEND', `expected redis or postgres, got "${raw}"`);
  return raw;
}

/** A comma list of host:port (IPv6 in brackets: [::1]:6379). */
function readNodes(env: Env, name: string): RedisNode[] {
  const nodes: RedisNode[] = [];
  for (const item of readList(env, name)) {
    const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(item);
    const port = m ? Number(m[2]) : 0;
    if (!m || port < 1 || port > 65535) throw new ConfigError(name, `"${item}" is not host:port`);
    const host = m[1]!.startsWith('[') ? m[1]!.slice(1, -1) : m[1]!;
    if (!nodes.some((n) => n.host === host && n.port === port)) nodes.push({ host, port });
  }
  if (nodes.length === 0) throw new ConfigError(name, 'expected at least one host:port');
  return nodes;
}

function readRedisConnection(env: Env, url: string): RedisConnectionConfig {
  const given = (name: string) => (env[name] ?? '').trim() !== '';
  const replicaWait: ReplicaWaitPolicy = {
    replicas: readInt(env, 'REDIS_WAIT_REPLICAS', 0, 0, 100),
    timeoutMs: readInt(env, 'REDIS_WAIT_TIMEOUT_MS', 1000, 1, 60_000),
  };
  const password = given('REDIS_PASSWORD') ? (env.REDIS_PASSWORD as string) : undefined;
  const sentinelPassword = given('REDIS_SENTINEL_PASSWORD') ? (env.REDIS_SENTINEL_PASSWORD as string) : undefined;
  if (given('REDIS_SENTINELS') && given('REDIS_CLUSTER_NODES')) {
    throw new ConfigError('REDIS_CLUSTER_NODES', 'set REDIS_SENTINELS or REDIS_CLUSTER_NODES, not both');
  }
  const other = given('REDIS_SENTINELS') ? 'REDIS_SENTINELS' : given('REDIS_CLUSTER_NODES') ? 'REDIS_CLUSTER_NODES' : null;
  if (other && given('REDIS_URL')) throw new ConfigError('REDIS_URL', `set REDIS_URL or ${other}, not both`);
  if (other !== 'REDIS_SENTINELS') {
    for (const name of ['REDIS_SENTINEL_NAME', 'REDIS_SENTINEL_PASSWORD']) {
      if (given(name)) throw new ConfigError(name, 'only used with REDIS_SENTINELS');
    }
  }
  if (other === null) {
    // A single node's password is part of REDIS_URL (redis://:password@host:port).
    if (password !== undefined) throw new ConfigError('REDIS_PASSWORD', 'only used with REDIS_SENTINELS or REDIS_CLUSTER_NODES (put a single node\'s password in REDIS_URL)');
    return { kind: 'single', url, replicaWait };
  }
  const nodes = readNodes(env, other);
  if (other === 'REDIS_CLUSTER_NODES') return { kind: 'cluster', nodes, ...(password !== undefined ? { password } : {}), replicaWait };
  const name = readString(env, 'REDIS_SENTINEL_NAME', 'mymaster');
  if (!/^[A-Za-z0-9._-]+$/.test(name)) throw new ConfigError('REDIS_SENTINEL_NAME', `"${name}" is not a master group name (letters, digits, . _ -)`);
  return {
    kind: 'sentinel',
    sentinels: nodes,
    name,
    ...(password !== undefined ? { password } : {}),
    ...(sentinelPassword !== undefined ? { sentinelPassword } : {}),
    replicaWait,
  };
}

function readDatabaseUrl(env: Env, name: 'DATABASE_URL' | 'DATABASE_READ_URL'): string | null {
  const raw = readString(env, name, '');
  if (raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The URL may hold a password: the message does not repeat it.
    throw new ConfigError(name, 'not a URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new ConfigError(name, `expected postgres:// or postgresql://, got "${url.protocol}"`);
  return raw;
}

function readSessionSecret(env: Env): string | null {
  const raw = readString(env, 'SESSION_SECRET', '');
  if (raw === '') return null;
  if (raw.length < 32) throw new ConfigError('SESSION_SECRET', 'use at least 32 characters (e.g. openssl rand -base64 32)');
  return raw;
}

/** Builds the typed configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const prefix = readString(env, 'REDIS_PREFIX', 'cds:');
  if (!/^[A-Za-z0-9:_{}.-]+$/.test(prefix)) {
    throw new ConfigError('REDIS_PREFIX', 'use letters, digits and : _ - . { } only');
  }
  const redisUrl = readRedisUrl(env);
  const redis = readRedisConnection(env, redisUrl);
  return {
    host: readString(env, 'HOST', '127.0.0.1'),
    port: readInt(env, 'PORT', 3000, 0, 65535),
    redisUrl,
    redisUrlGiven: (env.REDIS_URL ?? '').trim() !== '',
    redis,
    redisGiven: ['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_CLUSTER_NODES'].some((name) => (env[name] ?? '').trim() !== ''),
    redisPrefix: prefix,
    queueBackend: readQueueBackend(env),
    databaseUrl: readDatabaseUrl(env, 'DATABASE_URL'),
    databaseReadUrl: readDatabaseUrl(env, 'DATABASE_READ_URL'),
    embeddedDataDir: readString(env, 'EMBEDDED_PG_DIR', 'data/postgres'),
    storageMaxBytes: (env.STORAGE_MAX_BYTES ?? '').trim() === '' ? null : readInt(env, 'STORAGE_MAX_BYTES', 0, 1024 * 1024, Number.MAX_SAFE_INTEGER),
    logLevel: readEnum<LogLevel>(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    rateLimit: {
      perSecond: readInt(env, 'RATE_LIMIT_PER_SECOND', 15, 1, 1_000_000),
      perMinute: readInt(env, 'RATE_LIMIT_PER_MINUTE', 500, 1, 60_000_000),
    },
    publicRateLimit: {
      perSecond: readInt(env, 'PUBLIC_RATE_LIMIT_PER_SECOND', 10, 1, 1_000_000),
      perMinute: readInt(env, 'PUBLIC_RATE_LIMIT_PER_MINUTE', 300, 1, 60_000_000),
    },
    wireKeys: readEnum<WireKeyProfile>(env, 'WIRE_KEYS', 'spec', ['spec', 'vendor']),
    clearbit: readClearbitConfig(env),
    trustProxy: readBool(env, 'TRUST_PROXY', false),
    bodyLimitBytes: readInt(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 1_073_741_824),
    sessionSecret: readSessionSecret(env),
    apiKey: readString(env, 'API_KEY', '') || null,
    mail: readMailConfig(env),
    bulk: readBulkConfig(env),
    fetch: readFetchConfig(env),
    crawl: readCrawlConfig(env),
  };
}

function readFetchConfig(env: Env): FetchConfig {
  const cidrs = readList(env, 'FETCH_ALLOW_CIDRS');
  for (const c of cidrs) {
    if (!/^[0-9a-fA-F:.]+\/\d{1,3}$/.test(c)) throw new ConfigError('FETCH_ALLOW_CIDRS', `"${c}" is not a CIDR (e.g. 127.0.0.0/8)`);
  }
  const contact = readString(env, 'FETCH_CONTACT_URL', 'https://github.com/contact-data-service');
  return {
    allowCidrs: cidrs,
    userAgent: readString(env, 'FETCH_USER_AGENT', `contact-data-service (+${contact})`),
    timeoutMs: readInt(env, 'FETCH_TIMEOUT_MS', 10_000, 100, 120_000),
    maxBytes: readInt(env, 'FETCH_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    httpPortOverride: env.FETCH_HTTP_PORT ? readInt(env, 'FETCH_HTTP_PORT', 80, 1, 65535) : null,
  };
}

function readCrawlConfig(env: Env): CrawlConfig {
  const cron = readString(env, 'RECRAWL_CRON', '30 2 * * *');
  if (cron.split(/\s+/).length < 5) throw new ConfigError('RECRAWL_CRON', `"${cron}" is not a cron pattern (5 or 6 fields)`);
  return {
    maxPages: readInt(env, 'CRAWL_MAX_PAGES', 20, 1, 500),
    politenessMs: readInt(env, 'CRAWL_POLITENESS_MS', 1000, 0, 60_000),
    budgetMs: readInt(env, 'CRAWL_BUDGET_MS', 60_000, 1000, 600_000),
    pacedMaxMs: readInt(env, 'CRAWL_PACED_MAX_MS', 300_000, 0, 1_800_000),
    onMiss: readBool(env, 'CRAWL_ON_MISS', true),
    missTtlSeconds: readInt(env, 'CRAWL_MISS_TTL_SECONDS', 86_400, 1, 365 * 86_400),
    recrawlCron: cron,
    recrawlAfterDays: readInt(env, 'RECRAWL_AFTER_DAYS', 30, 1, 3650),
    concurrency: readInt(env, 'CRAWL_CONCURRENCY', 4, 1, 64),
  };
}

function readBulkConfig(env: Env): BulkConfig {
  const cron = readString(env, 'REVERIFY_CRON', '0 3 * * *');
  if (cron.split(/\s+/).length < 5) throw new ConfigError('REVERIFY_CRON', `"${cron}" is not a cron pattern (5 or 6 fields)`);
  return {
    maxUploadBytes: readInt(env, 'BULK_MAX_UPLOAD_BYTES', 200 * 1024 * 1024, 1024, 2 * 1024 * 1024 * 1024),
    maxRows: readInt(env, 'BULK_MAX_ROWS', 5_000_000, 1, 100_000_000),
    maxRowsPerKey: readInt(env, 'BULK_MAX_ROWS_PER_KEY', 10_000_000, 1, 1_000_000_000),
    maxConcurrentUploads: readInt(env, 'BULK_MAX_CONCURRENT_UPLOADS', 16, 1, 1000),
    chunkSize: readInt(env, 'BULK_CHUNK_SIZE', 100, 1, 10_000),
    resultTtlSeconds: readInt(env, 'BULK_RESULT_TTL_SECONDS', 7 * 86_400, 60, 365 * 86_400),
    networkChecks: readBool(env, 'BULK_NETWORK_CHECKS', true),
    workerConcurrency: readInt(env, 'WORKER_CONCURRENCY', 4, 1, 256),
    workerLockMs: readInt(env, 'WORKER_LOCK_MS', 30_000, 1000, 600_000),
    reverifyCron: cron,
    reverifyAfterDays: readInt(env, 'REVERIFY_AFTER_DAYS', 30, 1, 3650),
    allowPrivateWebhooks: readBool(env, 'WEBHOOK_ALLOW_PRIVATE', false),
  };
}

function readMailConfig(env: Env): MailConfig {
  const helo = readString(env, 'SMTP_HELO', 'localhost');
  if (!/^[A-Za-z0-9.-]+$/.test(helo)) throw new ConfigError('SMTP_HELO', `"${helo}" is not a host name`);
  const mailFrom = readString(env, 'SMTP_MAIL_FROM', `verify@${helo}`);
  if (!/^[^\s@<>]+@[A-Za-z0-9.-]+$/.test(mailFrom)) throw new ConfigError('SMTP_MAIL_FROM', `"${mailFrom}" is not an address`);
  return {
    dnsServers: readDnsServers(env),
    dnsTimeoutMs: readInt(env, 'DNS_TIMEOUT_MS', 5000, 100, 60_000),
    smtpPort: readInt(env, 'SMTP_PORT', 25, 1, 65535),
    smtpHelo: helo,
    smtpMailFrom: mailFrom,
    smtpConnectTimeoutMs: readInt(env, 'SMTP_CONNECT_TIMEOUT_MS', 10_000, 100, 300_000),
    smtpCommandTimeoutMs: readInt(env, 'SMTP_COMMAND_TIMEOUT_MS', 10_000, 100, 600_000),
    smtpProxy: readProxy(env),
    smtpConnectionsPerHost: readInt(env, 'SMTP_CONNECTIONS_PER_HOST', 2, 1, 100),
    smtpPolitenessMs: readInt(env, 'SMTP_POLITENESS_MS', 500, 0, 60_000),
    smtpRecipientsPerSession: readInt(env, 'SMTP_RECIPIENTS_PER_SESSION', 100, 1, 1000),
    verifyBudgetMs: readInt(env, 'VERIFY_BUDGET_MS', 10_000, 100, 120_000),
    probeBudgetMs: readInt(env, 'PROBE_BUDGET_MS', 45_000, 500, 600_000),
    greylistRetrySeconds: readInt(env, 'GREYLIST_RETRY_SECONDS', 300, 1, 86_400),
    greylistRetries: readInt(env, 'GREYLIST_RETRIES', 3, 0, 20),
    paceSeconds: readInt(env, 'SMTP_PACE_SECONDS', 3600, 1, 30 * 86_400),
    paceBackoffMs: readInt(env, 'SMTP_BACKOFF_MS', 5000, 1, 3_600_000),
    paceBackoffMaxMs: readInt(env, 'SMTP_BACKOFF_MAX_MS', 300_000, 1, 86_400_000),
    pendingMaxSeconds: readInt(env, 'VERIFY_PENDING_MAX_SECONDS', 3600, 0, 7 * 86_400),
    mxCacheSeconds: readInt(env, 'MX_CACHE_SECONDS', 3600, 0, 30 * 86_400),
    catchAllCacheSeconds: readInt(env, 'CATCH_ALL_CACHE_SECONDS', 86_400, 0, 30 * 86_400),
    resultCacheSeconds: readInt(env, 'RESULT_CACHE_SECONDS', 7 * 86_400, 0, 365 * 86_400),
  };
}
