/**
 * Mail routes and host addresses remembered for a while (MX_CACHE_SECONDS), so bulk verification
 * of one domain asks DNS once. Failures (SERVFAIL, timeouts) are not remembered: they may pass.
 */
import type { MailDns, MailRoute } from './mail-dns.js';
import type { RouteSource } from './smtp-prober.js';

export interface RouteCache {
  get<T>(kind: 'route' | 'host', id: string): Promise<T | null>;
  put(kind: 'route' | 'host', id: string, value: unknown, ttlSeconds: number): Promise<void>;
}

type HostAddresses = { kind: 'ok'; ips: string[] } | { kind: 'error'; error: string };

export class CachedRoutes implements RouteSource {
  /** Questions being asked now: concurrent lookups of one name share one answer. */
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly dns: MailDns,
    private readonly cache: RouteCache,
    private readonly ttlSeconds: number,
  ) {}

  private shared<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const p = ask().finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  route(domain: string): Promise<MailRoute> {
    return this.shared(`route:${domain}`, () => this.lookUpRoute(domain));
  }

  addresses(host: string): Promise<HostAddresses> {
    return this.shared(`host:${host}`, () => this.lookUpAddresses(host));
  }

  private async lookUpRoute(domain: string): Promise<MailRoute> {
    const hit = await this.cache.get<MailRoute>('route', domain);
    if (hit) return hit;
    const route = await this.dns.route(domain);
    if (route.kind !== 'dns_error') await this.cache.put('route', domain, route, this.ttlSeconds);
    return route;
  }

  private async lookUpAddresses(host: string): Promise<HostAddresses> {
    const hit = await this.cache.get<HostAddresses>('host', host);
    if (hit) return hit;
    const found = await this.dns.addresses(host);
    if (found.kind === 'ok') await this.cache.put('host', host, found, this.ttlSeconds);
    return found;
  }
}
