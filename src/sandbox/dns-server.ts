import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import dnsPacket, { type Answer, type DecodedPacket, type Question } from 'dns-packet';
import { assertLoopbackAddress } from './loopback.js';
import { WorldIndex, normalizeDomainName } from './world-index.js';
import type { SandboxWorld } from './world/types.js';

export interface SandboxDnsServerOptions {
  /** 0 or absent: a free port. */
  port?: number;
  /** A loopback address; default 127.0.0.1. */
  host?: string;
  /** TTL of every answer, in seconds. */
  ttl?: number;
}

/** RFC 1035 4.1.1 RCODE values. */
const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4 } as const;
type Rcode = (typeof RCODE)[keyof typeof RCODE];

const DEFAULT_TTL = 60;
const DEFAULT_SLOW_MS = 3000;

/**
 * An authoritative DNS server for the sandbox world over UDP (Node's resolver, c-ares, asks over
 * UDP and only falls back to TCP on a truncated answer, which these small answers never are).
 *
 * Negative answers follow RFC 2308: an unknown name is NXDOMAIN; a known name without records of
 * the asked type is NOERROR with no answer ("NODATA"), which for MX is what makes a mailer fall
 * back to the A record (RFC 5321 5.1). No SOA goes with them, so resolvers do not cache them.
 */
export class SandboxDnsServer {
  private readonly index: WorldIndex;
  private readonly options: SandboxDnsServerOptions;
  private socket: Socket | null = null;
  private boundPort = 0;
  private readonly counts = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(world: SandboxWorld, options: SandboxDnsServerOptions = {}) {
    // WorldIndex refuses any record outside loopback: these answers are where a verifier connects.
    this.index = new WorldIndex(world);
    this.options = options;
    assertLoopbackAddress(this.host, 'DNS listen address');
  }

  private get host(): string {
    return this.options.host ?? '127.0.0.1';
  }

  /** 'ip:port', the form dns.Resolver#setServers and DNS_SERVERS take. */
  get address(): string {
    return `${this.host}:${this.port}`;
  }

  get port(): number {
    if (this.boundPort === 0) throw new Error('SandboxDnsServer: not started');
    return this.boundPort;
  }

  async start(): Promise<string> {
    if (this.socket) return this.address;
    // A bulk verification asks hundreds of questions at once; the default receive buffer (about
    // 200 datagrams) would drop the rest, which a real resolver farm would not.
    const socket = createSocket({ type: 'udp4', recvBufferSize: 4 * 1024 * 1024 });
    socket.on('message', (message, remote) => this.onMessage(message, remote));
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind({ port: this.options.port ?? 0, address: this.host }, () => {
        socket.off('error', reject);
        resolve();
      });
    });
    // A send to a client that went away reports an error; that must not crash the process.
    socket.on('error', () => undefined);
    this.socket = socket;
    this.boundPort = socket.address().port;
    return this.address;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const socket = this.socket;
    this.socket = null;
    this.boundPort = 0;
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
  }

  /** Queries received for (name, type), e.g. ('gmail.com', 'MX'); names compare case-insensitively. */
  queryCount(name: string, type: string): number {
    return this.counts.get(countKey(name, type)) ?? 0;
  }

  /** Every query count, keyed 'name TYPE' (name lower case, no trailing dot). */
  queryCounts(): Map<string, number> {
    return new Map(this.counts);
  }

  resetQueryCounts(): void {
    this.counts.clear();
  }

  private onMessage(message: Buffer, remote: RemoteInfo): void {
    let query: DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      // Not even a header to echo: nothing sensible to answer (RFC 1035 4.1.1 FORMERR needs an id).
      return;
    }
    if (query.type !== 'query') return;
    // Only standard queries (opcode 0) are answered; NOTIFY, UPDATE and others get NOTIMP (RFC 1035 4.1.1).
    if ((((query.flags ?? 0) >> 11) & 0xf) !== 0) {
      this.send(remote, query, [], RCODE.NOTIMP);
      return;
    }
    const question = query.questions?.[0];
    if (!question || (query.questions?.length ?? 0) !== 1) {
      this.send(remote, query, [], RCODE.FORMERR);
      return;
    }
    const name = normalizeDomainName(question.name);
    const key = countKey(name, question.type);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);

    const domain = this.index.domain(name);
    switch (domain?.dns) {
      case 'nxdomain':
        this.send(remote, query, [], RCODE.NXDOMAIN);
        return;
      case 'servfail':
        this.send(remote, query, [], RCODE.SERVFAIL);
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.answer(remote, query, question);
        }, domain.dnsDelayMs ?? DEFAULT_SLOW_MS);
        this.timers.add(timer);
        return;
      }
      default:
        this.answer(remote, query, question);
    }
  }

  private answer(remote: RemoteInfo, query: DecodedPacket, question: Question): void {
    const name = normalizeDomainName(question.name);
    const domain = this.index.domain(name);
    const host = this.index.host(name);
    if (!domain && !host) {
      // A name with known names below it exists (RFC 8020), so it is NODATA, not NXDOMAIN.
      this.send(remote, query, [], this.index.isEmptyNonTerminal(name) ? RCODE.NOERROR : RCODE.NXDOMAIN);
      return;
    }
    if (question.class !== undefined && question.class !== 'IN' && question.class !== 'ANY') {
      this.send(remote, query, [], RCODE.NOERROR);
      return;
    }
    const ttl = this.options.ttl ?? DEFAULT_TTL;
    // Answers carry the name as asked, so a resolver that randomizes case (0x20) accepts them.
    const owner = question.name;
    const answers: Answer[] = [];
    switch (question.type) {
      case 'MX':
        // The RFC 7505 null MX is an MX with preference 0 and the root as exchange, written '.'.
        for (const mx of domain?.mx ?? []) {
          answers.push({ type: 'MX', name: owner, ttl, data: { preference: mx.priority, exchange: mx.host } });
        }
        break;
      case 'A':
        for (const ip of new Set([...(domain?.a ?? []), ...(host ? [host.ip] : [])])) {
          answers.push({ type: 'A', name: owner, ttl, data: ip });
        }
        break;
      case 'AAAA':
        for (const ip of domain?.aaaa ?? []) answers.push({ type: 'AAAA', name: owner, ttl, data: ip });
        break;
      case 'TXT':
        for (const text of domain?.txt ?? []) answers.push({ type: 'TXT', name: owner, ttl, data: text });
        break;
      default:
        break;
    }
    this.send(remote, query, answers, RCODE.NOERROR);
  }

  private send(remote: RemoteInfo, query: DecodedPacket, answers: Answer[], rcode: Rcode): void {
    const socket = this.socket;
    if (!socket) return;
    // AA: this server is the authority for the whole world (RFC 1035 4.1.1); RD is echoed, RA is
    // set so stub resolvers that insist on recursion take the answer as final.
    const flags =
      dnsPacket.AUTHORITATIVE_ANSWER |
      ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) |
      dnsPacket.RECURSION_AVAILABLE |
      rcode;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags,
      questions: query.questions ?? [],
      answers,
    });
    socket.send(response, remote.port, remote.address);
  }
}

function countKey(name: string, type: string): string {
  return `${normalizeDomainName(name)} ${type.toUpperCase()}`;
}
