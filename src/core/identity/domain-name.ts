import { domainToASCII } from 'node:url';
import { parse as parseDomain } from 'tldts';

/**
 * Turns what a user typed as a domain ("Acme.test", "https://www.acme.test/about", "bücher.test")
 * into the ASCII (A-label, RFC 5891) lowercase host name used as the index key, or null when it
 * is not a valid host name (RFC 1035 section 2.3.4 limits: labels <= 63, name <= 253 octets).
 */
export function normalizeDomain(input: string): string | null {
  let host = input.trim().toLowerCase();
  if (host === '') return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(host)) {
    try {
      host = new URL(host).hostname;
    } catch {
      return null;
    }
  } else {
    host = host.split(/[/?#]/, 1)[0] ?? '';
  }
  if (host.startsWith('www.')) host = host.slice(4);
  return normalizeHostName(host);
}

/**
 * A host name exactly as given (no URL parts, no "www." removal), lower case and in A-label form:
 * how the domain of an email address is read, since www.example.com is another mail domain.
 */
export function normalizeHostName(input: string): string | null {
  let host = input.trim().toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host === '' || /[/?#@\s:]/.test(host)) return null;
  const ascii = domainToASCII(host);
  if (ascii === '' || ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2) return null;
  for (const label of labels) {
    if (label.length === 0 || label.length > 63) return null;
    if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label)) return null;
  }
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return null; // an IPv4 address, not a name
  return ascii;
}

/** The registrable domain ("eTLD+1") of a host name, using the Public Suffix List via tldts. */
export function registrableDomain(host: string): string | null {
  const parsed = parseDomain(host, { allowPrivateDomains: true });
  return parsed.domain ?? null;
}

/** Suffixes RFC 2606 reserves for tests and examples: not on the Public Suffix List, yet names. */
const RESERVED_SUFFIXES = new Set(['test', 'example', 'invalid', 'localhost']);

/**
 * The domain a piece of text names, when it is one: a host name under a real public suffix (or a
 * reserved test one, RFC 2606), bare or as a URL ("acme.com", "https://www.acme.com/about").
 * Null for anything else ("Acme Inc", "ACME", an address, an IP address), so a column meant for
 * company names can hold domains too, as people's spreadsheets do.
 */
export function domainInText(text: string): string | null {
  const value = text.trim();
  if (value === '' || value.includes('@') || /\s/.test(value)) return null;
  const host = normalizeDomain(value);
  if (host === null) return null;
  const parsed = parseDomain(host);
  if (parsed.domain === null || parsed.isIp === true) return null;
  return parsed.isIcann === true || RESERVED_SUFFIXES.has(parsed.publicSuffix ?? '') ? host : null;
}
