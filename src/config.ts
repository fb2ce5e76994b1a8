/**
 * The one place that reads the environment. Every setting is parsed and checked here, once, so
 * a bad value stops start-up with a message naming the variable instead of failing later, deep
 * inside a request.
 */

export type WireKeyProfile = 'spec' | 'vendor';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly redisUrl: string;
  /** Prefix of every Redis key this service writes, so several deployments (or tests) can share one Redis. */
  readonly redisPrefix: string;
  readonly logLevel: LogLevel;
  readonly rateLimit: { readonly perSecond: number; readonly perMinute: number };
  readonly wireKeys: WireKeyProfile;
  readonly trustProxy: boolean;
  readonly bodyLimitBytes: number;
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

/** Builds the typed configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const prefix = readString(env, 'REDIS_PREFIX', 'cds:');
  if (!/^[A-Za-z0-9:_{}.-]+$/.test(prefix)) {
    throw new ConfigError('REDIS_PREFIX', 'use letters, digits and : _ - . { } only');
  }
  return {
    host: readString(env, 'HOST', '127.0.0.1'),
    port: readInt(env, 'PORT', 3000, 0, 65535),
    redisUrl: readRedisUrl(env),
    redisPrefix: prefix,
    logLevel: readEnum<LogLevel>(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    rateLimit: {
      perSecond: readInt(env, 'RATE_LIMIT_PER_SECOND', 15, 1, 1_000_000),
      perMinute: readInt(env, 'RATE_LIMIT_PER_MINUTE', 500, 1, 60_000_000),
    },
    wireKeys: readEnum<WireKeyProfile>(env, 'WIRE_KEYS', 'spec', ['spec', 'vendor']),
    trustProxy: readBool(env, 'TRUST_PROXY', false),
    bodyLimitBytes: readInt(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 1_073_741_824),
  };
}
