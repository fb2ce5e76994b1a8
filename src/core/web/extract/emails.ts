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
 *   5. Structured data (structured-data.ts): every `email` in JSON-LD at any depth, microdata and
 *      RDFa, with the schema.org Person it belongs to (`owner`).
 *   6. What the page's own inline scripts write (script-built/: read, never run).
 * Text inside script/style/noscript/template is ignored. A plain-text match that is part of
 * something else is no address: a git clone URL (`git@git.acme.test:repo.git`, `ssh://git@...`,
 * after `git clone`), the tail of a word in another script. Scheme text ("vorname.nachname@acme.de",
 * address-scheme.ts) is never an address: it is returned apart, as evidence of the domain's
 * pattern. Domains are lower-cased (IDNs converted to punycode) and only addresses at one of
 * `allowedDomains` or a subdomain of one are returned.
 */
import { domainToASCII } from 'node:url';
import type { AddressPattern } from '../../mail/address-patterns.js';
import { isSchemeLocal, legendPattern, schemePattern, SCHEME_TEXT_RE } from './address-scheme.js';
import { loadFragment, loadHtml, resolveUrl, visibleText } from './dom.js';
import type { PersonData } from './json-ld.js';
import { parseMailto } from './mail-values.js';
import { scriptOutputs, type ScriptOutput } from './script-built/index.js';
import { structuredEmails } from './structured-data.js';

export type EmailVia = 'mailto' | 'text' | 'obfuscated' | 'cfemail' | 'json-ld' | 'microdata' | 'rdfa' | 'script';

export interface ExtractedEmail {
  address: string;
  via: EmailVia;
  /**
   * The schema.org Person the page's structured data gives the address to (its own `email`, in
   * JSON-LD, microdata or RDFa); absent when none does, or when two different people are given it.
   */
  owner?: PersonData;
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
/**
 * The "at" and "dot" words written in brackets, in the languages read: at, a, ät, snabel-a (sv),
 * kukac (hu), zavináč (cs, sk), małpa (pl), arroba (es, pt, ca), chiocciola (it), Klammeraffe (de),
 * apenstaartje (nl), miukumauku (fi), arobase and arobas (fr), krøllalfa (no), grisehale (da); dot, punkt, punto, ponto, point, pont, tečka, bodka, kropka,
 * piste, punt, prik.
 */
const AT_WORDS = String.raw`at|@|a|ät|snabel-a|kukac|zavináč|zavinac|małpa|malpa|arroba|chiocciola|klammeraffe|apenstaartje|miukumauku|arobase|arobas|krøllalfa|krollalfa|grisehale`;
const DOT_WORDS = String.raw`dot|punkt|punto|ponto|point|pont|tečka|tecka|bodka|kropka|piste|punt|prik`;
const AT = String.raw`\s*${OPEN}\s*(?:${AT_WORDS})\s*${CLOSE}\s*`;
const BRACKET_DOT = String.raw`\s*${OPEN}\s*(?:${DOT_WORDS}|\.)\s*${CLOSE}\s*`;
const AT_HINT_RE = new RegExp(String.raw`${OPEN}\s*(?:${AT_WORDS})\s*${CLOSE}`, 'i');
const OBFUSCATION_TOKEN_RE = new RegExp(String.raw`^${OPEN}(?:${AT_WORDS}|${DOT_WORDS}|\.)${CLOSE}`, 'i');
const WHOLE_OBFUSCATION_TOKEN_RE = new RegExp(String.raw`^${OPEN}(?:${AT_WORDS}|${DOT_WORDS}|\.)${CLOSE}$`, 'i');

/**
 * How a run of non-space text after an address's first part goes on an obfuscated address: 'whole'
 * for a bracketed "at"/"dot" word alone ("[at]", "(kukac)"), the next part following after a space;
 * 'joined' for one with the next part attached ("[dot]test"); null for none.
 */
export function obfuscationToken(run: string): 'whole' | 'joined' | null {
  if (WHOLE_OBFUSCATION_TOKEN_RE.test(run)) return 'whole';
  return OBFUSCATION_TOKEN_RE.test(run) ? 'joined' : null;
}
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

const PRIORITY: Record<EmailVia, number> = { mailto: 0, cfemail: 1, text: 2, obfuscated: 3, 'json-ld': 4, microdata: 5, rdfa: 6, script: 7 };

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

export { parseMailto } from './mail-values.js';

/**
 * Whether a plain-text match at [start, end) of `text` is written as an address, not as part of
 * something else: not the tail of a word in another script ("müller@x.de" must not give
 * "ller@x.de"), not the user of a URL (`ssh://git@host/...`), not an scp-style host (`git@host:repo`,
 * the form git clone URLs take), not the argument of `git clone`/`git remote add`.
 */
function writtenAsAddress(text: string, start: number, end: number): boolean {
  if (start > 0 && /[\p{L}\p{M}\p{N}]/u.test(text[start - 1]!)) return false;
  if (/^:[^\s:]/.test(text.slice(end, end + 2))) return false;
  if (text.slice(Math.max(0, start - 3), start) === '://') return false;
  const before = text.slice(Math.max(0, start - 200), start);
  const line = before.slice(Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1);
  if (line.includes('git') && /\bgit\s+(?:clone|remote\s+(?:add|set-url)\s+\S+|submodule\s+add)\s+(?:-\S+\s+(?:[^\s-]\S*\s+)?)*$/.test(line)) return false;
  return true;
}

interface TextMatch {
  raw: string;
  via: 'text' | 'obfuscated';
  index: number;
  /** The local part as written (obfuscated dots turned into dots). */
  local: string;
  domain: string;
}

/** Plain and obfuscated address-shaped strings of one text, written as addresses (not validated, not scheme-checked). */
function textMatches(text: string): TextMatch[] {
  const out: TextMatch[] = [];
  if (!text.includes('@') && !AT_HINT_RE.test(text)) return out;
  for (const m of text.matchAll(TEXT_EMAIL_RE)) {
    if (!writtenAsAddress(text, m.index, m.index + m[0].length)) continue;
    const at = m[0].lastIndexOf('@');
    out.push({ raw: m[0], via: 'text', index: m.index, local: m[0].slice(0, at), domain: m[0].slice(at + 1) });
  }
  for (const m of text.matchAll(OBFUSCATED_RE)) {
    if (m.index > 0 && /[\p{L}\p{M}\p{N}]/u.test(text[m.index - 1]!)) continue;
    const local = (m[1] ?? '').replace(DOT_TOKEN_RE, '.');
    const domain = (m[2] ?? '').replace(DOT_TOKEN_RE, '.');
    out.push({ raw: `${local}@${domain}`, via: 'obfuscated', index: m.index, local, domain });
  }
  return out;
}

/** The local part of an address-shaped string, or undefined without an "@". */
function localOf(raw: string): string | undefined {
  const at = raw.lastIndexOf('@');
  return at > 0 ? raw.slice(0, at) : undefined;
}

/** Scheme text the page states ("vorname.nachname@domain"): evidence of the domain's pattern, never an address. */
export interface StatedScheme {
  /** The domain it is stated for (lower case, punycode), one of the allowed domains or a subdomain. */
  domain: string;
  /** As written on the page, e.g. "vorname.nachname@kessler.de". */
  text: string;
  /** The pattern it states, or null when it cannot be told (see address-scheme.ts). */
  pattern: AddressPattern | null;
}

export interface PageAddresses {
  emails: ExtractedEmail[];
  schemes: StatedScheme[];
}

/**
 * Every address one page shows or states at `allowedDomains`, and the scheme text it states
 * (see the module comment for the sources, in priority order).
 */
export function extractAddresses(html: string, pageUrl: string, allowedDomains: readonly string[]): PageAddresses {
  const $ = loadHtml(html);
  const allowed = allowedDomains.map(normaliseDomain);
  const lang = ($('html').attr('lang') ?? '').trim();
  const found = new Map<string, ExtractedEmail>();
  const owners = new Map<string, PersonData | 'ambiguous'>();
  const schemes = new Map<string, StatedScheme>();

  const scheme = (local: string | undefined, domain: string, legend?: AddressPattern | null): void => {
    if (local === undefined || (legend === undefined && !isSchemeLocal(local))) return;
    const d = normaliseDomain(domain);
    if (!DOMAIN_RE.test(d) || !domainAllowed(`x@${d}`, allowed)) return;
    const text = `${local}@${d}`;
    if (!schemes.has(text.toLowerCase())) schemes.set(text.toLowerCase(), { domain: d, text, pattern: legend === undefined ? schemePattern(local, lang) : legend });
  };

  // Initials explained by a legend right after them ("fe@x.dk (f = fornavn, e = efternavn)") are
  // the scheme written with letters: never an address, wherever else the page writes it (a mailto).
  const texts = [visibleText($)];
  for (const attr of ATTRIBUTES_WITH_TEXT) {
    $(`[${attr}]`).each((_, el) => {
      if ($(el).closest('script, style, noscript, template').length > 0) return;
      texts.push($(el).attr(attr) ?? '');
    });
  }
  const legends = new Set<string>();
  for (const text of texts) {
    if (!text.includes('@')) continue;
    for (const m of text.matchAll(TEXT_EMAIL_RE)) {
      const end = m.index + m[0].length;
      const at = m[0].lastIndexOf('@');
      const pattern = legendPattern(m[0].slice(0, at), text.slice(end), lang);
      if (pattern === undefined || !writtenAsAddress(text, m.index, end)) continue;
      legends.add(m[0].toLowerCase());
      scheme(m[0].slice(0, at), m[0].slice(at + 1), pattern);
    }
  }

  const add = (raw: string | undefined, via: EmailVia, owner?: PersonData | null): void => {
    if (raw === undefined) return;
    const address = normaliseAddress(raw);
    if (address === undefined || !domainAllowed(address, allowed)) return;
    if (legends.size > 0 && legends.has(address.toLowerCase())) return;
    if (isSchemeLocal(address.slice(0, address.lastIndexOf('@')))) {
      scheme(address.slice(0, address.lastIndexOf('@')), address.slice(address.lastIndexOf('@') + 1));
      return;
    }
    const key = address.toLowerCase();
    const prev = found.get(key);
    if (prev === undefined) found.set(key, { address, via });
    else if (PRIORITY[via] < PRIORITY[prev.via]) prev.via = via;
    if (owner) {
      // Two different people stated for one address (a shared mailbox): it is neither's.
      const had = owners.get(key);
      if (had === undefined) owners.set(key, owner);
      else if (had !== 'ambiguous' && personKey(had) !== personKey(owner)) owners.set(key, 'ambiguous');
      else if (had !== 'ambiguous' && !had.jobTitle && owner.jobTitle) owners.set(key, owner);
    }
  };
  const addText = (text: string, via?: EmailVia): void => {
    for (const m of textMatches(text)) add(m.raw, via ?? m.via);
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

  // 3. + 4. Visible text and text-bearing attributes (read above); scheme text in them.
  const matches = texts.map(textMatches);
  // Inline elements written without a space between them read as one word in the text
  // ("<span>Ana Ruiz</span><a ...>ana@x.de</a>" gives "Ruizana@x.de"): a text match that merely
  // extends an address some element holds whole, to its left, is that glue, not an address.
  let whole: Set<string> | null = null;
  /** The address an element holds whole that this match only extends to its left, if any. */
  const unglued = (raw: string): string | undefined => {
    const address = normaliseAddress(raw)?.toLowerCase();
    whole ??= wholeElementAddresses($);
    if (address === undefined || whole.has(address)) return undefined;
    for (const w of whole) if (address.length > w.length && address.endsWith(w)) return w;
    return undefined;
  };
  for (const via of ['text', 'obfuscated'] as const) {
    for (const list of matches) for (const m of list) if (m.via === via) add(unglued(m.raw) ?? m.raw, via);
  }
  for (const text of texts) {
    if (text.includes('@')) for (const m of text.matchAll(SCHEME_TEXT_RE)) if (writtenAsAddress(text, m.index, m.index + m[0].length)) scheme(m[1], m[2] ?? '');
  }

  // 5. Structured data (JSON-LD, microdata, RDFa), with the Person an address belongs to.
  for (const s of structuredEmails($, pageUrl)) add(s.address, s.via, s.owner);

  // 6. What the page's own scripts write (read, never run).
  for (const out of scriptOutputs($)) for (const raw of scriptOutputAddresses(out)) add(raw, 'script');

  const emails = [...found.values()].map((e) => {
    const owner = owners.get(e.address.toLowerCase());
    return owner === undefined || owner === 'ambiguous' ? e : { ...e, owner };
  });
  return { emails, schemes: [...schemes.values()] };
}

/**
 * The addresses (as written, not normalised) one script output holds: a mailto URL's, the mailto
 * links and the visible text of written HTML, written text's.
 */
export function scriptOutputAddresses(out: ScriptOutput): string[] {
  const found: string[] = [];
  const addText = (text: string): void => {
    for (const m of textMatches(text)) found.push(m.raw);
  };
  if (out.kind === 'url') {
    if (/^\s*mailto:/i.test(out.text)) found.push(...parseMailto(out.text));
  } else if (out.kind === 'text') addText(out.text);
  else {
    const fragment = loadFragment(out.text);
    fragment('[href]').each((_, el) => {
      const href = fragment(el).attr('href') ?? '';
      if (/^\s*mailto:/i.test(href)) found.push(...parseMailto(href));
    });
    addText(visibleText(fragment));
  }
  return found;
}

/** Addresses that are the whole text of an element without child elements (a link, a span). */
function wholeElementAddresses($: ReturnType<typeof loadHtml>): Set<string> {
  const out = new Set<string>();
  $('body *').each((_, el) => {
    const node = $(el);
    if (node.children().length > 0) return;
    const text = node.text().trim();
    if (text.length > 254 || !text.includes('@') || /\s/.test(text)) return;
    const address = normaliseAddress(text);
    if (address !== undefined) out.add(address.toLowerCase());
  });
  return out;
}

function personKey(p: PersonData): string {
  return JSON.stringify([p.name ?? null, p.givenName ?? null, p.familyName ?? null]);
}

/** Every address one page shows or states at `allowedDomains` (see {@link extractAddresses}). */
export function extractEmails(html: string, pageUrl: string, allowedDomains: readonly string[]): ExtractedEmail[] {
  return extractAddresses(html, pageUrl, allowedDomains).emails;
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
  for (const m of textMatches(text)) {
    if (isSchemeLocal(m.local)) continue;
    const address = normaliseAddress(m.raw);
    if (address !== undefined) out.push({ address, via: m.via, index: m.index });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Whether `address` is at one of `allowedDomains` (normalised like extractEmails does) or a subdomain. */
export function isAllowedAddress(address: string, allowedDomains: readonly string[]): boolean {
  return domainAllowed(address.toLowerCase(), allowedDomains.map(normaliseDomain));
}
