import { Redis, type RedisOptions } from 'ioredis';

export type { Redis };

/**
 * Opens a connection to the configured Redis. `unix:///path/to.sock` URLs are accepted as
 * well as redis:// ones, so tests can run a private server on a socket.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  // Auto-pipelining sends the commands of concurrent requests in one write: under load this
  // saves a syscall and a Redis wake-up per command, with no change to any command's meaning.
  const opts: RedisOptions = { enableAutoPipelining: true, ...options };
  if (url.startsWith('unix:')) {
    const parsed = new URL(url);
    return new Redis({ path: decodeURIComponent(parsed.pathname), ...opts });
  }
  return new Redis(url, opts);
}
