/**
 * Address syntax: the verifier's `regexp` check. It answers "could this be an Internet mailbox that a
 * business can be written to?", i.e. RFC 5321 mailbox syntax as used in SMTP `RCPT TO`, whose local part is
 * RFC 5322's addr-spec without its obsolete and comment forms. No DNS or SMTP here: that is later checks' job.
 *
 * Rules (in the order they are applied):
 *
 *  1. Input is trimmed (String.prototype.trim: spaces, tabs, CR, LF and other Unicode white space at either
 *     end). Imported and pasted data often carries a stray space or line ending; it is not part of the address.
 *  2. Exactly the form `local-part "@" domain`. No display name (`Jane <jane@x.com>`), no angle brackets
 *     (RFC 5321 4.1.2 Path is the SMTP envelope form, not an address), no route, no comments.
 *  3. Local part (RFC 5321 4.1.2 Local-part = Dot-string / Quoted-string):
 *     - Dot-string: atoms of RFC 5322 3.2.3 atext (ALPHA / DIGIT / ! # $ % & ' * + - / = ? ^ _ ` { | } ~)
 *       separated by single dots; no leading or trailing dot, no consecutive dots.
 *     - Quoted-string: DQUOTE *(qtextSMTP / quoted-pairSMTP) DQUOTE, where qtextSMTP is printable ASCII 32-126
 *       except `"` and `\`, and quoted-pairSMTP is `\` followed by printable ASCII 32-126 (RFC 5321 4.1.2).
 *       The quoted string must be the whole local part: the RFC 5322 obs-local-part mixes (`"a".b`) are not
 *       accepted. `""` (empty quoted string) is allowed by the grammar and is accepted.
 *     - SMTPUTF8: RFC 6531 3.3 extends atext and qtextSMTP with UTF8-non-ascii, so non-ASCII characters
 *       are accepted in both forms (e.g. `jürgen@…`, `用户@…`), except control characters, white space /
 *       separators and unpaired surrogates (not valid UTF-8). The local part is kept as given (case kept,
 *       no Unicode normalization): RFC 5321 2.4 leaves its interpretation to the receiving host.
 *     - No CFWS anywhere: RFC 5321 has no comments or folding white space, and RFC 5322 3.4.1 allows them
 *       in addr-spec only as obsolete or header-only syntax. Control characters are never accepted.
 *  4. Lengths, in octets (UTF-8): local part <= 64 (RFC 5321 4.5.3.1.1, quotes and backslashes count),
 *     whole address <= 254 (RFC 5321 4.5.3.1.3 path limit 256 minus the angle brackets; RFC 3696 erratum
 *     1690), domain <= 253 (RFC 1035 2.3.4, 255 octets in wire form), each label 1-63 (RFC 1035 2.3.4).
 *  5. Domain (RFC 5321 4.1.2 Domain = sub-domain *("." sub-domain), RFC 1035 2.3.1 / RFC 1123 2.1 LDH rule):
 *     letters, digits and hyphens, a label neither starting nor ending with '-'; lower-cased. At least one
 *     dot: dotless names (`a@localhost`, `a@com`) are legal per RFC 5321 but are not deliverable Internet
 *     mail domains (ICANN 2013 resolution against dotless domains, RFC 7085). The top-level label must not
 *     be all-numeric (RFC 3696 2; `a@1.2.3.4` is an unbracketed IP address, not a host name).
 *  6. Internationalized domains (IDNA, RFC 5890): a domain with non-ASCII characters is converted to
 *     A-labels (punycode) with node:url's domainToASCII (UTS #46 processing, which also lower-cases and maps
 *     full-width forms). An empty result means invalid; the result must then pass rule 5, and each U-label the
 *     hyphen rules of RFC 5891 4.2.3.1 (node does not check them). `unicodeDomain` holds the U-label form. An
 *     ASCII domain is only checked by rule 5 (its `xn--` labels are not decoded).
 *  7. Domain literals (`[1.2.3.4]`, `[IPv6:…]`, RFC 5321 4.1.3 address-literal) are valid SMTP syntax, but are
 *     reported invalid with reason 'domain is an IP literal' (or 'invalid domain literal' when malformed):
 *     a business contact's mailbox is at a domain name; an IP literal is not a mailbox domain we can
 *     attribute to a company, bypasses MX routing and is mostly seen in junk and test data.
 *
 * Measured against the public is_email test vectors (test/fixtures/isemail-tests*.xml); the deviations from
 * their categories (rules 1, 5 and 7 above) are listed with reasons in address-syntax.test.ts.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import { isIPv4, isIPv6 } from 'node:net';

export interface SyntaxResult {
  valid: boolean;
  /** normalized address: local part as given (case kept), domain lower-cased in A-label (punycode) form; null when invalid */
  address: string | null;
  local: string | null;
  /** A-label domain */
  domain: string | null;
  /** Unicode (U-label) domain when the input was IDN, else same as domain */
  unicodeDomain: string | null;
  /** why invalid, e.g. 'missing @', 'local part longer than 64 octets', 'domain has no dot'; null when valid */
  reason: string | null;
}

export const MAX_LOCAL_OCTETS = 64;
export const MAX_ADDRESS_OCTETS = 254;
export const MAX_DOMAIN_OCTETS = 253;
export const MAX_LABEL_OCTETS = 63;

/** RFC 5322 3.2.3 atext, ASCII part. */
const ASCII_ATEXT = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]$/;
/** Characters that may never appear, even under SMTPUTF8: controls, separators/white space, unpaired surrogates. */
const FORBIDDEN_NON_ASCII = /[\p{Cc}\p{Z}\p{Cs}]/u;
const LDH_LABEL = /^[a-z0-9-]+$/;

function invalid(reason: string): SyntaxResult {
  return { valid: false, address: null, local: null, domain: null, unicodeDomain: null, reason };
}

function octets(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/** A non-ASCII code point acceptable as RFC 6531 UTF8-non-ascii in atext / qtext. */
function isUtf8NonAscii(ch: string): boolean {
  return ch.codePointAt(0)! > 0x7f && !FORBIDDEN_NON_ASCII.test(ch);
}

function isAtext(ch: string): boolean {
  return ASCII_ATEXT.test(ch) || isUtf8NonAscii(ch);
}

/** RFC 5321 qtextSMTP (+ RFC 6531 UTF8-non-ascii). */
function isQtext(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  if (cp <= 0x7f) return cp >= 32 && cp <= 126 && cp !== 34 && cp !== 92;
  return isUtf8NonAscii(ch);
}

interface LocalParse {
  local: string;
  /** index of the '@' that ends the local part */
  at: number;
}

/** Parse a Quoted-string local part starting at index 0; returns the reason on failure. */
function parseQuotedLocal(s: string): LocalParse | string {
  const chars = Array.from(s);
  let i = 1;
  let consumed = 1; // UTF-16 index
  for (;;) {
    const ch = chars[i];
    if (ch === undefined) return 'unclosed quoted string';
    if (ch === '"') {
      consumed += 1;
      break;
    }
    if (ch === '\\') {
      const next = chars[i + 1];
      if (next === undefined) return 'unclosed quoted string';
      const cp = next.codePointAt(0)!;
      if (cp < 32 || cp > 126) return 'invalid character in local part';
      i += 2;
      consumed += 1 + next.length;
      continue;
    }
    if (!isQtext(ch)) return 'invalid character in local part';
    i += 1;
    consumed += ch.length;
  }
  if (consumed >= s.length) return 'missing @';
  if (s[consumed] !== '@') return 'invalid character in local part';
  return { local: s.slice(0, consumed), at: consumed };
}

function checkDotAtomLocal(local: string): string | null {
  if (local.length === 0) return 'empty local part';
  if (local.startsWith('.') || local.endsWith('.')) return 'leading or trailing dot';
  if (local.includes('..')) return 'consecutive dots';
  for (const ch of local) {
    if (ch !== '.' && !isAtext(ch)) return 'invalid character in local part';
  }
  return null;
}

/** Domain literal content (between the brackets). Always invalid for verification; the reason says which kind. */
function domainLiteralReason(literal: string): string {
  if (!literal.startsWith('[') || !literal.endsWith(']') || literal.length < 2) return 'invalid domain literal';
  const inner = literal.slice(1, -1);
  if (isIPv4(inner)) return 'domain is an IP literal';
  if (/^IPv6:/i.test(inner)) {
    const v6 = inner.slice(5);
    if (!v6.includes('%') && isIPv6(v6)) return 'domain is an IP literal';
  }
  return 'invalid domain literal';
}

/** Validate an ASCII, lower-cased domain name against rule 5; returns the reason or null. */
function checkLdhDomain(domain: string): string | null {
  if (domain.startsWith('.') || domain.endsWith('.')) return 'leading or trailing dot';
  if (domain.includes('..')) return 'consecutive dots';
  if (octets(domain) > MAX_DOMAIN_OCTETS) return `domain longer than ${MAX_DOMAIN_OCTETS} octets`;
  const labels = domain.split('.');
  for (const label of labels) {
    if (!LDH_LABEL.test(label)) return 'invalid character in domain';
    if (label.length > MAX_LABEL_OCTETS) return 'domain label too long';
    if (label.startsWith('-') || label.endsWith('-')) return 'domain label starts or ends with a hyphen';
  }
  if (labels.length < 2) return 'domain has no dot';
  if (/^[0-9]+$/.test(labels[labels.length - 1]!)) return 'top-level domain is all-numeric';
  return null;
}

/**
 * Check an address's syntax and normalize it. Never throws.
 */
export function checkAddressSyntax(input: string): SyntaxResult {
  if (typeof input !== 'string') return invalid('not a string');
  const s = input.trim();
  if (s.length === 0) return invalid('empty address');
  // No valid address ends with '>' (a domain cannot), so this only catches `Name <addr>` and `<addr>` forms.
  if (s.endsWith('>') && s.includes('<')) return invalid('display name or angle brackets not allowed');

  // --- local part
  let local: string;
  let at: number;
  if (s.startsWith('"')) {
    const parsed = parseQuotedLocal(s);
    if (typeof parsed === 'string') return invalid(parsed);
    ({ local, at } = parsed);
  } else {
    at = s.indexOf('@');
    if (at < 0) return invalid('missing @');
    local = s.slice(0, at);
    const reason = checkDotAtomLocal(local);
    if (reason) return invalid(reason);
  }
  if (octets(local) > MAX_LOCAL_OCTETS) return invalid(`local part longer than ${MAX_LOCAL_OCTETS} octets`);

  // --- domain
  const rawDomain = s.slice(at + 1);
  if (rawDomain.length === 0) return invalid('missing domain');
  if (rawDomain.includes('@')) return invalid('more than one @');
  if (rawDomain.startsWith('[')) return invalid(domainLiteralReason(rawDomain));

  let domain: string;
  let unicodeDomain: string;
  if (/^[\x00-\x7f]*$/.test(rawDomain)) {
    domain = rawDomain.toLowerCase();
    const reason = checkLdhDomain(domain);
    if (reason) return invalid(reason);
    unicodeDomain = domain;
  } else {
    // domainToASCII parses a URL host: ASCII characters outside LDH and '.' (e.g. '/', '?', ':') would be
    // treated as delimiters and silently cut the host, so reject them before converting.
    for (const ch of rawDomain) {
      if (ch.codePointAt(0)! <= 0x7f ? !/[A-Za-z0-9.-]/.test(ch) : FORBIDDEN_NON_ASCII.test(ch)) {
        return invalid('invalid character in domain');
      }
    }
    domain = domainToASCII(rawDomain);
    if (domain === '') return invalid('invalid domain');
    const reason = checkLdhDomain(domain);
    if (reason) return invalid(reason);
    unicodeDomain = domainToUnicode(domain) || domain;
    // node's domainToASCII does not apply UTS #46 CheckHyphens: a U-label must not start or end with '-'
    // nor have '--' in positions 3-4 (RFC 5891 4.2.3.1); its A-label ('xn--…') hides that from rule 5.
    for (const label of unicodeDomain.split('.')) {
      if (/^[\x00-\x7f]*$/.test(label)) continue;
      if (label.startsWith('-') || label.endsWith('-')) return invalid('domain label starts or ends with a hyphen');
      if (label.slice(2, 4) === '--') return invalid('invalid domain');
    }
  }

  const address = `${local}@${domain}`;
  if (octets(address) > MAX_ADDRESS_OCTETS) return invalid(`address longer than ${MAX_ADDRESS_OCTETS} octets`);
  return { valid: true, address, local, domain, unicodeDomain, reason: null };
}
