/**
 * The mail core's memory between lookups, as one store: a domain's mail route (MX answer), a mail
 * host's addresses, whether a domain accepts every address, and an address's last verification,
 * each kept for the lifetime its caller gives. CachedRoutes, EmailFinder and EmailVerifier each
 * declare the part they use (RouteCache, AcceptAllCache, VerificationCache); this is the whole
 * that a store implements (store/mail-cache-repository.ts on Redis, -pg.ts on PostgreSQL).
 */
export type MailCacheKind = 'route' | 'host' | 'accept-all' | 'result';

export interface MailCache {
  /** The value put under (kind, id), or null when none was put or its lifetime is over. */
  get<T>(kind: MailCacheKind, id: string): Promise<T | null>;
  /** Keeps `value` (JSON) for `ttlSeconds`; a lifetime of 0 or less keeps nothing. */
  put(kind: MailCacheKind, id: string, value: unknown, ttlSeconds: number): Promise<void>;
}
