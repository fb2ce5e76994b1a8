/**
 * A fence around every outgoing TCP connection of this test process (the API, the worker and the
 * fetchers all run in it): it records where each connection would go, after name resolution, and
 * lets through only unix sockets (the private Redis) and 127.0.0.1 on the ports a test opened
 * (`allow`). Anything else is refused BEFORE a socket connects (the socket errors with
 * ECONNREFUSED), so a broken SSRF guard is observed as a recorded attempt and still sends no
 * packet anywhere.
 *
 * It patches net.Socket.prototype.connect, which http, https (TLS sockets inherit it), ioredis
 * and undici all go through; the IP is checked where a socket connects to a literal, and in the
 * socket's `lookup` (wrapped) where it connects to a name.
 */
import dns from 'node:dns';
import net from 'node:net';

export interface Attempt {
  /** The host as the client named it. */
  host: string;
  /** The address it would connect to. */
  address: string;
  port: number;
  allowed: boolean;
}

export interface NetFence {
  readonly attempts: Attempt[];
  /** Lets 127.0.0.1:port through. */
  allow(port: number): void;
  /**
   * Lets a connection to the test's own infrastructure through unrecorded (the PostgreSQL the
   * harness uses): its pools open connections whenever they need one, which says nothing of
   * where the code under test connects.
   */
  exempt(host: string, port: number): void;
  /** Attempts since a mark (attempts.length) that were refused. */
  refusedSince(mark: number): Attempt[];
  /** Attempts since a mark (allowed or not). */
  since(mark: number): Attempt[];
  uninstall(): void;
}

type LookupCb = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

export function installNetFence(): NetFence {
  const original = net.Socket.prototype.connect;
  const allowedPorts = new Set<number>();
  const exempted = new Set<string>();
  const attempts: Attempt[] = [];

  const decide = (host: string, address: string, port: number): boolean => {
    const allowed = address === '127.0.0.1' && allowedPorts.has(port);
    attempts.push({ host, address, port, allowed });
    return allowed;
  };
  const refusal = (what: string) => Object.assign(new Error(`connection to ${what} refused by the test fence`), { code: 'ECONNREFUSED' });

  net.Socket.prototype.connect = function fencedConnect(this: net.Socket, ...args: unknown[]): net.Socket {
    let options: Record<string, unknown>;
    let callArgs = args;
    const first = args[0];
    if (Array.isArray(first)) options = first[0] as Record<string, unknown>;
    else if (first !== null && typeof first === 'object') options = first as Record<string, unknown>;
    else if (typeof first === 'string' && !/^\d+$/.test(first)) options = { path: first };
    else {
      // connect(port, host?, cb?): rewritten as connect(options, cb?) so the lookup can be wrapped.
      options = { port: Number(first), host: typeof args[1] === 'string' ? args[1] : 'localhost' };
      const cb = args.find((a) => typeof a === 'function');
      callArgs = cb ? [options, cb] : [options];
    }
    if (typeof options.path === 'string') return original.apply(this, callArgs as never);
    const host = String(options.host ?? 'localhost');
    const port = Number(options.port);
    if (exempted.has(`${host}:${port}`)) return original.apply(this, callArgs as never);
    if (net.isIP(host)) {
      if (!decide(host, host, port)) {
        process.nextTick(() => this.destroy(refusal(`${host}:${port}`)));
        return this;
      }
      return original.apply(this, callArgs as never);
    }
    const lookup = (options.lookup as typeof dns.lookup | undefined) ?? dns.lookup;
    options.lookup = (hostname: string, opts: dns.LookupOptions, cb: LookupCb) => {
      (lookup as unknown as (h: string, o: dns.LookupOptions, c: LookupCb) => void)(hostname, opts, (err, address, family) => {
        if (err) return cb(err, address, family);
        const list = Array.isArray(address) ? address.map((a) => a.address) : [address];
        // Every address is checked: the socket may try each of them (autoSelectFamily).
        const verdicts = list.map((a) => decide(hostname, a, port));
        if (verdicts.some((v) => !v)) return cb(refusal(`${hostname} (${list.join(', ')}):${port}`), '', 4);
        cb(null, address, family);
      });
    };
    return original.apply(this, callArgs as never);
  } as typeof net.Socket.prototype.connect;

  return {
    attempts,
    allow: (port) => void allowedPorts.add(port),
    exempt: (host, port) => void exempted.add(`${host}:${port}`),
    refusedSince: (mark) => attempts.slice(mark).filter((a) => !a.allowed),
    since: (mark) => attempts.slice(mark),
    uninstall: () => {
      net.Socket.prototype.connect = original;
    },
  };
}
