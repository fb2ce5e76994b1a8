/**
 * Fetching URLs that users or web pages supplied, without letting them aim the service at its
 * own network (SSRF):
 * - only http and https; no credentials in the URL;
 * - the host is resolved once and every address checked: private (RFC 1918), loopback,
 *   link-local (which holds cloud metadata at 169.254.169.254), CGNAT, multicast, reserved and
 *   unique-local IPv6 ranges are refused unless an allow-listed CIDR covers them (the sandbox);
 * - the connection is pinned to the checked address (the socket's DNS lookup returns it), so a
 *   second, different DNS answer cannot slip in (DNS rebinding);
 * - redirects are followed by hand, at most `maxRedirects`, each hop checked the same way;
 * - an overall deadline, a response size cap, and an optional content-type check.
 * Host forms like 2130706433, 0x7f.1 or [::ffff:127.0.0.1] reach the checks already normalized
 * by the WHATWG URL parser.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { redactUrl } from '../access/redact.js';
import { AddressPolicy, addressFamily } from '../net/address-policy.js';

export type FetchFailureKind = 'bad_url' | 'blocked_address' | 'dns' | 'timeout' | 'too_large' | 'too_many_redirects' | 'content_type' | 'network';

export class FetchFailure extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'FetchFailure';
  }
}

/** Resolves a host name to its addresses (node's dns.lookup with all: true, or a test double). */
export type HostResolver = (host: string) => Promise<string[]>;

export interface SafeFetchOptions {
  resolve: HostResolver;
  /** CIDRs that may be reached even though they are not public (e.g. 127.0.0.0/8 for the sandbox). */
  allowCidrs: readonly string[];
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /**
   * Connect to this port for URLs on the scheme's default port: the sandbox serves every site on
   * one local port while URLs (and so sources) keep their real form.
   */
  portOverrides?: { http?: number; https?: number };
}

export interface FetchRequest {
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Accepted content types (prefix match, e.g. 'text/html'); empty = any. */
  accept?: readonly string[];
  /** Follow redirects (default true; webhooks POST without following). */
  followRedirects?: boolean;
}

export interface FetchResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
  /** Every URL visited, the first included. */
  chain: string[];
  /** The address the last hop connected to. */
  address: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class SafeFetcher {
  private readonly policy: AddressPolicy;

  constructor(private readonly opts: SafeFetchOptions) {
    if (!(opts.maxBytes > 0) || !(opts.timeoutMs > 0) || !(opts.maxRedirects >= 0)) throw new RangeError('SafeFetcher: limits must be positive');
    this.policy = new AddressPolicy(opts.allowCidrs);
  }

  /** Whether the service may connect to this address. */
  permitted(ip: string): boolean {
    return this.policy.permitted(ip);
  }

  /** The checked address to connect to for a URL, or a FetchFailure. */
  async target(raw: string): Promise<{ url: URL; address: string; family: 4 | 6 }> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new FetchFailure('bad_url', `not a URL: ${redactUrl(raw.slice(0, 200))}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchFailure('bad_url', `only http and https are fetched, not ${url.protocol}`);
    if (url.username || url.password) throw new FetchFailure('bad_url', 'URLs with credentials are not fetched');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    if (ipaddr.isValid(host)) addresses = [host];
    else {
      try {
        addresses = await this.opts.resolve(host);
      } catch (err) {
        throw new FetchFailure('dns', `${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      }
    }
    if (addresses.length === 0) throw new FetchFailure('dns', `${host} has no address`);
    // Every answer must be allowed: otherwise a name with one public and one private address
    // could be used to reach the private one.
    const refused = addresses.find((a) => !this.permitted(a));
    if (refused) throw new FetchFailure('blocked_address', `${host} resolves to ${refused}, which is not a public address`);
    const address = addresses[0]!;
    return { url, address, family: addressFamily(address) };
  }

  async fetch(raw: string, req: FetchRequest = {}): Promise<FetchResponse> {
    const deadline = Date.now() + this.opts.timeoutMs;
    const chain: string[] = [];
    let current = raw;
    let method = req.method ?? 'GET';
    let body = req.body;
    for (let hop = 0; ; hop++) {
      const { url, address, family } = await this.target(current);
      chain.push(url.toString());
      const res = await this.once(url, address, family, method, req.headers ?? {}, body, deadline);
      const location = res.headers.location;
      if (REDIRECTS.has(res.status) && location && req.followRedirects !== false) {
        if (hop >= this.opts.maxRedirects) throw new FetchFailure('too_many_redirects', `more than ${this.opts.maxRedirects} redirects from ${redactUrl(raw)}`);
        current = new URL(location, url).toString();
        // RFC 9110 15.4: 303 (and, by practice, 301/302 after POST) continue as GET without a body.
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      if (req.accept && req.accept.length > 0 && res.status < 300) {
        const type = String(res.headers['content-type'] ?? '').toLowerCase();
        if (!req.accept.some((a) => type.startsWith(a))) throw new FetchFailure('content_type', `${redactUrl(String(url))} is ${type || 'untyped'}, not ${req.accept.join(' or ')}`);
      }
      return { ...res, url: url.toString(), chain, address };
    }
  }

  private once(
    url: URL,
    address: string,
    family: 4 | 6,
    method: string,
    headers: Record<string, string>,
    body: string | Buffer | undefined,
    deadline: number,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return Promise.reject(new FetchFailure('timeout', `no time left to fetch ${redactUrl(String(url))}`));
    // The connection goes to the address checked above, whatever DNS says now.
    const pinned: LookupFunction = (_host, options, cb) => {
      if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
      else cb(null, address, family);
    };
    const requester = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const override = url.port === '' ? this.opts.portOverrides?.[url.protocol === 'https:' ? 'https' : 'http'] : undefined;
    return new Promise((resolve, reject) => {
      const request = requester(
        url,
        {
          ...(override ? { port: override } : {}),
          method,
          lookup: pinned,
          headers: { 'user-agent': this.opts.userAgent, ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
          timeout: remaining,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > this.opts.maxBytes) {
              request.destroy(new FetchFailure('too_large', `${redactUrl(String(url))} is larger than ${this.opts.maxBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', (err) => reject(err instanceof FetchFailure ? err : new FetchFailure('network', err.message)));
        },
      );
      const timer = setTimeout(() => request.destroy(new FetchFailure('timeout', `${redactUrl(String(url))} did not answer within ${this.opts.timeoutMs} ms`)), remaining);
      request.on('close', () => clearTimeout(timer));
      request.on('timeout', () => request.destroy(new FetchFailure('timeout', `${redactUrl(String(url))} did not answer in time`)));
      request.on('error', (err) => reject(err instanceof FetchFailure ? err : new FetchFailure('network', `${redactUrl(String(url))}: ${err.message}`)));
      request.end(body);
    });
  }
}
