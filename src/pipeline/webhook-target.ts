/**
 * Where a bulk's webhook may be sent. Only http(s) URLs without credentials; and, when sending,
 * only to public addresses (a webhook URL is user input, and the service must not be used to
 * reach its own network: RFC 1918, loopback, link-local and cloud metadata ranges are refused)
 * unless the deployment allows private targets (tests, the offline demo).
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export function checkWebhookUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be http or https';
  if (url.username || url.password) return 'must not carry credentials';
  if (raw.length > 2048) return 'is longer than 2048 characters';
  return null;
}

/** True for addresses that are not on the public internet. */
export function isPrivateAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return true;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() !== 'unicast';
}

/** Resolves the URL's host and refuses private targets unless allowed; returns the problem or null. */
export async function checkWebhookTarget(raw: string, allowPrivate: boolean): Promise<string | null> {
  const problem = checkWebhookUrl(raw);
  if (problem) return problem;
  if (allowPrivate) return null;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0) return 'does not resolve';
  const bad = addresses.find(isPrivateAddress);
  return bad ? `resolves to a private address (${bad})` : null;
}
