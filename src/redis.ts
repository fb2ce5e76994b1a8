import { Redis, type RedisOptions } from 'ioredis';

export type { Redis };

/**
 * Opens a connection to the configured Redis. `unix:///path/to.sock` URLs are accepted as
 * well as redis:// ones, so tests can run a private server on a socket.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  if (url.startsWith('unix:')) {
    const parsed = new URL(url);
    return new Redis({ path: decodeURIComponent(parsed.pathname), ...options });
  }
  return new Redis(url, options);
}
