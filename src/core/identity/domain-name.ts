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
