/** What a cell looks like: an email address, a domain or URL, a number. */
import { parse as parseHost } from 'tldts';
import { normalizeDomain } from '../../core/identity/domain-name.js';
import { parseEmailAddress } from '../../core/identity/email-address.js';

const RESERVED_SUFFIXES = new Set(['test', 'example', 'invalid', 'localhost']);

export function looksLikeEmail(cell: string): boolean {
  const value = cell.trim().replace(/^mailto:/i, '');
  return value.includes('@') && parseEmailAddress(value) !== null;
}

/** A host name under a real public suffix (or a reserved test one), bare or as a URL. */
export function looksLikeDomain(cell: string): boolean {
  const value = cell.trim();
  if (value === '' || value.includes('@') || /\s/.test(value)) return false;
  const host = normalizeDomain(value);
  if (host === null) return false;
  const parsed = parseHost(host);
  if (parsed.domain === null || parsed.isIp === true) return false;
  return parsed.isIcann === true || RESERVED_SUFFIXES.has(parsed.publicSuffix ?? '');
}

export function looksLikeNumber(cell: string): boolean {
  return /^[+\-(]?\d[\d\s().,/:%-]*$/.test(cell.trim());
}

export function looksLikeData(cell: string): boolean {
  return looksLikeEmail(cell) || looksLikeDomain(cell) || looksLikeNumber(cell);
}
