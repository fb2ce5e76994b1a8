/**
 * E-mail address extraction from one HTML page (pure, no I/O).
 *
 * Sources, in priority order (an address found by several keeps the first `via`):
 *   1. `mailto:` links: percent-decoded, `?query` stripped, several addresses per link split on `,`/`;`.
 *   2. Cloudflare e-mail protection: `data-cfemail="HEX"` and `href=".../cdn-cgi/l/email-protection#HEX"`
 *      (first byte of HEX is the XOR key for the remaining bytes, result is UTF-8).
 *   3. Plain addresses in visible text and in `title`/`alt`/`aria-label`/`content`/`data-email` attributes.
 *   4. Obfuscated forms in that text: `jane [at] acme [dot] test`, `jane (at) acme (dot) test`,
 *      `jane{at}acme.test`, `jane <at> acme <dot> test`, `jane [@] acme.test`. The `at` must be
 *      bracketed; a bare ` dot ` is accepted in the domain only after a bracketed `at`, so prose such as
 *      "meet us at acme dot com" is never read as an address.
 * Text inside script/style/noscript/template is ignored. Domains are lower-cased (IDNs converted to
 * punycode) and only addresses at one of `allowedDomains` or a subdomain of one are returned.
 */
import { domainToASCII } from 'node:url';
import { loadHtml, resolveUrl, visibleText } from './dom.js';

export type EmailVia = 'mailto' | 'text' | 'obfuscated' | 'cfemail';

export interface ExtractedEmail {
  address: string;
  via: EmailVia;
}

const ATTRIBUTES_WITH_TEXT = ['title', 'alt', 'aria-label', 'content', 'data-email'] as const;

const LOCAL_RE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_RE = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Plain addresses in free text. A match starts only at the first letter/digit/_%+- of a run of
 * address characters (`(?<!...)`; the lookahead first, so the lookbehind runs at few positions):
 * the leftmost match starts there anyway, and starting it again at each later position of a long
 * run without "@" was quadratic.
 */
const TEXT_EMAIL_RE = /(?=[A-Za-z0-9_%+-])(?<![A-Za-z0-9_%+-][.']*)[A-Za-z0-9_%+-][A-Za-z0-9._%+'-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}/g;

const OPEN = String.raw`[\[\(\{<]`;
const CLOSE = String.raw`[\]\)\}>]`;
const AT = String.raw`\s*${OPEN}\s*(?:at|@)\s*${CLOSE}\s*`;
const BRACKET_DOT = String.raw`\s*${OPEN}\s*(?:dot|\.)\s*${CLOSE}\s*`;
const LOCAL_PART = String.raw`[A-Za-z0-9_%+-]+(?:(?:${BRACKET_DOT}|\.)[A-Za-z0-9_%+-]+)*`;
const DOMAIN_DOT = String.raw`(?:${BRACKET_DOT}|\s+dot\s+|\.)`;
const DOMAIN_PART = String.raw`[A-Za-z0-9-]+(?:${DOMAIN_DOT}[A-Za-z0-9-]+)+`;
// A local part starts neither right after another address character nor right after
// "x [dot] " (where a local part that started earlier goes on): retrying it from each word of a long
// "a [dot] a [dot] a ..." without an "at" was quadratic. The lookahead first, so the lookbehinds
// only run at the few positions that can start an address.
const OBFUSCATED_RE = new RegExp(
  String.raw`(?=[A-Za-z0-9_%+-])(?<![A-Za-z0-9._%+-])(?<![A-Za-z0-9_%+-]${BRACKET_DOT})(${LOCAL_PART})${AT}(${DOMAIN_PART})`,
  'gi',
);
// `(?<!\s)`: a dot token starts where its run of spaces starts (its leading `\s*`/`\s+` takes the
// whole run anyway); retried from each space of a long run it was quadratic.
const DOT_TOKEN_RE = new RegExp(String.raw`(?<!\s)(?:${BRACKET_DOT}|\s+dot\s+)`, 'gi');

const PRIORITY: Record<EmailVia, number> = { mailto: 0, cfemail: 1, text: 2, obfuscated: 3 };

/** Normalise an allowed domain: lower-case, punycode, no leading `www.`/dots, no trailing dot. */
function normaliseDomain(domain: string): string {
  // `(?<!\.)`: trailing dots are matched from where their run starts (linear on a long run).
  const d = domain.trim().toLowerCase().replace(/^\.+|(?<!\.)\.+$/g, '');
  const ascii = domainToASCII(d) || d;
  return ascii.startsWith('www.') ? ascii.slice(4) : ascii;
}

/** Validate and normalise an address; undefined when it is not an address. */
export function normaliseAddress(raw: string): string | undefined {
  const s = raw.trim().replace(/^<|>$/g, '');
  const at = s.lastIndexOf('@');
  if (at <= 0) return undefined;
  const local = s.slice(0, at);
  const domain = domainToASCII(s.slice(at + 1).toLowerCase().replace(/\.$/, ''));
  if (local.length > 64 || !LOCAL_RE.test(local)) return undefined;
  if (!domain || !DOMAIN_RE.test(domain)) return undefined;
  return `${local}@${domain}`;
}

function domainAllowed(address: string, allowed: readonly string[]): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return allowed.some((a) => a !== '' && (domain === a || domain.endsWith(`.${a}`)));
}

/** Decode a Cloudflare `data-cfemail` / `email-protection#` payload; undefined when malformed. */
export function decodeCfEmail(hex: string): string | undefined {
  const h = hex.trim();
  if (h.length < 4 || h.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(h)) return undefined;
  const key = parseInt(h.slice(0, 2), 16);
  const bytes = new Uint8Array(h.length / 2 - 1);
  for (let i = 2; i < h.length; i += 2) bytes[i / 2 - 1] = parseInt(h.slice(i, i + 2), 16) ^ key;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Addresses of one `mailto:` href (without the scheme check). */
export function parseMailto(href: string): string[] {
  const body = href.trim().replace(/^mailto:/i, '');
  const q = body.indexOf('?');
  const recipients = safeDecode(q >= 0 ? body.slice(0, q) : body);
  return recipients
    .split(/[,;]/)
    .map((part) => {
      const angle = /<([^<>]+)>/.exec(part);
      return (angle?.[1] ?? part).trim();
    })
    .filter((p) => p !== '');
}

export function extractEmails(html: string, pageUrl: string, allowedDomains: readonly string[]): ExtractedEmail[] {
  const $ = loadHtml(html);
  const allowed = allowedDomains.map(normaliseDomain);
  const found = new Map<string, ExtractedEmail>();

  const add = (raw: string | undefined, via: EmailVia): void => {
    if (raw === undefined) return;
    const address = normaliseAddress(raw);
    if (address === undefined || !domainAllowed(address, allowed)) return;
    const key = address.toLowerCase();
    const prev = found.get(key);
    if (prev === undefined) found.set(key, { address, via });
    else if (PRIORITY[via] < PRIORITY[prev.via]) prev.via = via;
  };

  // 1. mailto links (any element with an href, e.g. <a> and <area>).
  $('[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    if (/^\s*mailto:/i.test(href)) for (const a of parseMailto(href)) add(a, 'mailto');
  });

  // 2. Cloudflare e-mail protection.
  $('[data-cfemail]').each((_, el) => add(decodeCfEmail($(el).attr('data-cfemail') ?? ''), 'cfemail'));
  $('[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    if (!href.includes('email-protection')) return;
    const url = resolveUrl(href, pageUrl);
    if (url === undefined || !url.pathname.endsWith('/cdn-cgi/l/email-protection')) return;
    add(decodeCfEmail(url.hash.replace(/^#/, '')), 'cfemail');
  });

  // 3. + 4. Visible text and text-bearing attributes.
  const texts = [visibleText($)];
  for (const attr of ATTRIBUTES_WITH_TEXT) {
    $(`[${attr}]`).each((_, el) => {
      if ($(el).closest('script, style, noscript, template').length > 0) return;
      texts.push($(el).attr(attr) ?? '');
    });
  }
  for (const text of texts) for (const m of text.matchAll(TEXT_EMAIL_RE)) add(m[0], 'text');
  for (const text of texts) {
    for (const m of text.matchAll(OBFUSCATED_RE)) {
      const local = (m[1] ?? '').replace(DOT_TOKEN_RE, '.');
      const domain = (m[2] ?? '').replace(DOT_TOKEN_RE, '.');
      add(`${local}@${domain}`, 'obfuscated');
    }
  }

  return [...found.values()];
}

/** One address found in a piece of text by {@link findAddressesInText}. */
export interface TextAddress {
  /** Normalised as by {@link normaliseAddress} (domain lower-cased, punycode); not domain-filtered. */
  address: string;
  via: 'text' | 'obfuscated';
  /** Offset of the match in the text. */
  index: number;
}

/**
 * Plain and obfuscated addresses in one piece of text, with the same patterns extractEmails uses
 * for visible text, in order of position (for callers that need to know where an address is, such
 * as the people extractor). No domain filtering.
 */
export function findAddressesInText(text: string): TextAddress[] {
  const out: TextAddress[] = [];
  for (const m of text.matchAll(TEXT_EMAIL_RE)) {
    const address = normaliseAddress(m[0]);
    if (address !== undefined) out.push({ address, via: 'text', index: m.index });
  }
  for (const m of text.matchAll(OBFUSCATED_RE)) {
    const local = (m[1] ?? '').replace(DOT_TOKEN_RE, '.');
    const domain = (m[2] ?? '').replace(DOT_TOKEN_RE, '.');
    const address = normaliseAddress(`${local}@${domain}`);
    if (address !== undefined) out.push({ address, via: 'obfuscated', index: m.index });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Whether `address` is at one of `allowedDomains` (normalised like extractEmails does) or a subdomain. */
export function isAllowedAddress(address: string, allowedDomains: readonly string[]): boolean {
  return domainAllowed(address.toLowerCase(), allowedDomains.map(normaliseDomain));
}
