/**
 * Where mail for a domain goes (RFC 5321 section 5.1): its MX hosts by preference; with no MX
 * record, the domain's own A/AAAA address (the "implicit MX"); a lone MX of "." is the RFC 7505
 * null MX, "this domain accepts no mail". The resolver is injected, so the same code asks the
 * sandbox's DNS server in tests and the configured resolvers in production.
 */
import { Resolver } from 'node:dns/promises';
import pLimit from 'p-limit';

/** The part of node's dns.promises.Resolver this module uses. */
export interface DnsResolver {
  resolveMx(name: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(name: string): Promise<string[]>;
  resolve6(name: string): Promise<string[]>;
  /** TXT strings (each record's chunks), for technology fingerprints; optional for test doubles. */
  resolveTxt?(name: string): Promise<string[][]>;
}

export interface MailHost {
  host: string;
  priority: number;
}

export type MailRoute =
  | { kind: 'mx'; hosts: MailHost[] }
  | { kind: 'implicit_mx'; hosts: MailHost[] }
  | { kind: 'null_mx'; hosts: [] }
  /** The domain does not exist (NXDOMAIN) or has neither MX nor address records. */
  | { kind: 'no_mail_domain'; hosts: [] }
  /** The question could not be answered (SERVFAIL, timeout): nothing is known. */
  | { kind: 'dns_error'; hosts: []; error: string };

/**
 * A resolver with at most `maxInFlight` questions outstanding: a bulk run must not flood a
 * resolver with thousands of datagrams at once (they get dropped, and look like timeouts).
 */
export function createResolver(servers: readonly string[], timeoutMs: number, maxInFlight = 64): DnsResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const limit = pLimit(maxInFlight);
  return {
    resolveMx: (name) => limit(() => resolver.resolveMx(name)),
    resolve4: (name) => limit(() => resolver.resolve4(name)),
    resolve6: (name) => limit(() => resolver.resolve6(name)),
    resolveTxt: (name) => limit(() => resolver.resolveTxt(name)),
  };
}

const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'ENONAME']);

function code(err: unknown): string {
  return (err as NodeJS.ErrnoException)?.code ?? 'EUNKNOWN';
}

export class MailDns {
  constructor(private readonly resolver: DnsResolver) {}

  async route(domain: string): Promise<MailRoute> {
    let mx: { exchange: string; priority: number }[];
    try {
      mx = await this.resolver.resolveMx(domain);
    } catch (err) {
      const c = code(err);
      if (c === 'ENOTFOUND') return { kind: 'no_mail_domain', hosts: [] };
      if (c !== 'ENODATA') return { kind: 'dns_error', hosts: [], error: c };
      mx = [];
    }
    // RFC 7505 section 3: a single MX with an empty (root) exchange means no mail at all.
    if (mx.length === 1 && (mx[0]!.exchange === '' || mx[0]!.exchange === '.')) return { kind: 'null_mx', hosts: [] };
    const hosts = mx
      .filter((m) => m.exchange !== '' && m.exchange !== '.')
      .sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange))
      .map((m) => ({ host: m.exchange.replace(/\.$/, '').toLowerCase(), priority: m.priority }));
    if (hosts.length > 0) return { kind: 'mx', hosts };

    // RFC 5321 section 5.1: no MX records, so the domain itself is the mail host if it has an address.
    const addresses = await this.addresses(domain);
    if (addresses.kind === 'error') return { kind: 'dns_error', hosts: [], error: addresses.error };
    if (addresses.ips.length === 0) return { kind: 'no_mail_domain', hosts: [] };
    return { kind: 'implicit_mx', hosts: [{ host: domain, priority: 0 }] };
  }

  /** A and AAAA addresses of a host, IPv4 first. */
  async addresses(host: string): Promise<{ kind: 'ok'; ips: string[] } | { kind: 'error'; error: string }> {
    const [v4, v6] = await Promise.allSettled([this.resolver.resolve4(host), this.resolver.resolve6(host)]);
    const ips: string[] = [];
    const errors: string[] = [];
    for (const r of [v4, v6]) {
      if (r.status === 'fulfilled') ips.push(...r.value);
      else if (!ABSENT.has(code(r.reason))) errors.push(code(r.reason));
    }
    if (ips.length === 0 && errors.length > 0) return { kind: 'error', error: errors[0]! };
    return { kind: 'ok', ips };
  }
}
