/** What a cell looks like: an email address, a domain or URL, a number. */
import { domainInText } from '../../core/identity/domain-name.js';
import { parseEmailAddress } from '../../core/identity/email-address.js';

export function looksLikeEmail(cell: string): boolean {
  const value = cell.trim().replace(/^mailto:/i, '');
  return value.includes('@') && parseEmailAddress(value) !== null;
}

/** A host name under a real public suffix (or a reserved test one), bare or as a URL. */
export function looksLikeDomain(cell: string): boolean {
  return domainInText(cell) !== null;
}

export function looksLikeNumber(cell: string): boolean {
  return /^[+\-(]?\d[\d\s().,/:%-]*$/.test(cell.trim());
}

export function looksLikeData(cell: string): boolean {
  return looksLikeEmail(cell) || looksLikeDomain(cell) || looksLikeNumber(cell);
}
