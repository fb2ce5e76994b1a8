import { domainToASCII } from 'node:url';
import { assertLoopbackAddress } from './loopback.js';
import type { SandboxDomain, SandboxMailHost, SandboxWorld } from './world/types.js';

/**
 * DNS names compare case-insensitively (RFC 4343) and a trailing dot only marks them absolute.
 * U-labels are turned into A-labels (RFC 5890) because the world is written in A-labels.
 */
export function normalizeDomainName(name: string): string {
  const bare = name.trim().replace(/\.$/, '').toLowerCase();
  if (/^[\x00-\x7f]*$/.test(bare)) return bare;
  const ascii = domainToASCII(bare);
  return ascii === '' ? bare : ascii;
}

/**
 * Lookups over a SandboxWorld shared by the DNS and SMTP servers. It also refuses a world that
 * points anywhere but loopback: the DNS answers are what a verifier connects to, so a single
 * public address in the data would send it off this machine.
 */
export class WorldIndex {
  readonly world: SandboxWorld;
  private readonly domains = new Map<string, SandboxDomain>();
  private readonly hostsByName = new Map<string, SandboxMailHost>();
  private readonly hostsByIp = new Map<string, SandboxMailHost[]>();
  /** Every proper ancestor of a known name: such a name exists (RFC 8020) even without records. */
  private readonly ancestors = new Set<string>();

  constructor(world: SandboxWorld) {
    this.world = world;
    for (const domain of world.domains) {
      const name = normalizeDomainName(domain.domain);
      if (this.domains.has(name)) throw new Error(`sandbox world: domain ${name} is listed twice`);
      for (const ip of domain.a ?? []) assertLoopbackAddress(ip, `A record of ${name}`);
      for (const ip of domain.aaaa ?? []) assertLoopbackAddress(ip, `AAAA record of ${name}`);
      this.domains.set(name, domain);
      this.addAncestors(name);
    }
    for (const host of world.hosts) {
      const name = normalizeDomainName(host.host);
      assertLoopbackAddress(host.ip, `address of mail host ${name}`);
      const seen = this.hostsByName.get(name);
      if (seen && seen.ip !== host.ip) throw new Error(`sandbox world: mail host ${name} has two addresses`);
      this.hostsByName.set(name, host);
      const atIp = this.hostsByIp.get(host.ip) ?? [];
      atIp.push(host);
      this.hostsByIp.set(host.ip, atIp);
      this.addAncestors(name);
    }
  }

  domain(name: string): SandboxDomain | undefined {
    return this.domains.get(normalizeDomainName(name));
  }

  host(name: string): SandboxMailHost | undefined {
    return this.hostsByName.get(normalizeDomainName(name));
  }

  hostsAt(ip: string): SandboxMailHost[] {
    return this.hostsByIp.get(ip) ?? [];
  }

  /** A name that owns no records but has known names below it (an "empty non-terminal"). */
  isEmptyNonTerminal(name: string): boolean {
    return this.ancestors.has(normalizeDomainName(name));
  }

  /**
   * Every address a sandbox SMTP server must listen on: the hosts' own, plus the domains' A
   * records, since a domain without MX is mailed at its A record (RFC 5321 5.1).
   */
  mailAddresses(): string[] {
    const ips = new Set<string>(this.hostsByIp.keys());
    for (const domain of this.domains.values()) for (const ip of domain.a ?? []) ips.add(ip);
    return [...ips];
  }

  private addAncestors(name: string): void {
    const labels = name.split('.');
    for (let i = 1; i < labels.length; i++) this.ancestors.add(labels.slice(i).join('.'));
  }
}
