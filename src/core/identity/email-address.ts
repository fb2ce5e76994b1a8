import { normalizeHostName } from './domain-name.js';

export interface EmailAddress {
  /** The address as the index keys it: local part as given (lowercased), domain in A-label form. */
  readonly address: string;
  readonly local: string;
  readonly domain: string;
}

/**
 * Splits and normalizes an address for lookups. This is deliberately a light check (the full
 * RFC 5321/5322 syntax check belongs to the verifier): one "@", a non-empty local part of at most
 * 64 octets without spaces, a valid host name, 254 octets in all (RFC 5321 section 4.5.3.1).
 * Local parts are compared case-insensitively, as nearly every mail host treats them.
 */
export function parseEmailAddress(input: string): EmailAddress | null {
  const trimmed = input.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at).toLowerCase();
  if (local.length > 64 || /[\s@<>()\[\],;:\\]/.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return null;
  }
  const domain = normalizeHostName(trimmed.slice(at + 1));
  if (!domain) return null;
  const address = `${local}@${domain}`;
  if (address.length > 254) return null;
  return { address, local, domain };
}
