/**
 * Which addresses the service may connect to on a user's behalf: public unicast only, unless a
 * configured CIDR allows more (the offline sandbox on 127.0.0.0/8). Every outgoing connection a
 * request can steer goes through it: web fetches (core/web/safe-fetch.ts) and SMTP probes
 * (core/mail/smtp-prober.ts), so neither can be pointed at loopback, a private network or a
 * cloud metadata address by a DNS record.
 */
import ipaddr from 'ipaddr.js';

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

function normalize(addr: Parsed): Parsed {
  return addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() ? (addr as ipaddr.IPv6).toIPv4Address() : addr;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export class AddressPolicy {
  private readonly allow: [Parsed, number][];

  constructor(allowCidrs: readonly string[]) {
    this.allow = allowCidrs.map((c) => {
      const [addr, bits] = ipaddr.parseCIDR(c);
      return [normalize(addr), bits];
    });
  }

  /** Whether the service may connect to this address. */
  permitted(ip: string): boolean {
    if (!ipaddr.isValid(ip)) return false;
    const addr = normalize(ipaddr.parse(ip));
    if (this.allow.some(([net, bits]) => net.kind() === addr.kind() && addr.match([net, bits] as never))) return true;
    if (addr.range() !== 'unicast') return false;
    // IPv6 "unicast" also covers deprecated forms such as IPv4-compatible ::a.b.c.d (::/96):
    // only global unicast (2000::/3, RFC 4291 2.4) is public.
    return addr.kind() === 'ipv4' || addr.match(GLOBAL_UNICAST_V6 as never);
  }
}

/** The family to connect with: 4 for IPv4 and IPv4-mapped IPv6 addresses, else 6. */
export function addressFamily(ip: string): 4 | 6 {
  return normalize(ipaddr.parse(ip)).kind() === 'ipv6' ? 6 : 4;
}
