/**
 * What a link leads to, told from what a person reads before clicking it: its text, title and
 * aria-label, and its URL path (slugs split into words). Each is folded (case, accents, ß, æ, ø,
 * ł ...), matched whole-word against the vocabulary (vocabulary.ts, twelve languages), longest
 * phrase first, so "Trabaja con nosotros" is careers, not about, and "Join our team" careers, not
 * team. The kind gives the page's score: the pages that name people and addresses (contact, team,
 * imprint) are read first, blog posts and products last, log-in, cart and search pages never.
 */
import { LANGS, VOCABULARY, type OtherKind, type PageKind } from './vocabulary.js';

export type { PageKind } from './vocabulary.js';
export type LinkKind = PageKind | OtherKind | 'other';

/** How soon a page of each kind is read: higher first. */
export const KIND_SCORE: Readonly<Record<Exclude<LinkKind, 'reject'>, number>> = {
  contact: 100,
  team: 95,
  imprint: 90,
  about: 80,
  home: 75,
  press: 70,
  careers: 65,
  support: 60,
  locations: 55,
  involve: 50,
  privacy: 40,
  other: 10,
  low: 3,
};

/**
 * A page below a people page's path (/team/jane-doe, /karriere/servicetechniker, /contact/berlin)
 * is worth this share of its parent's score: one person or one posting, where the parent lists
 * them all.
 */
const CHILD_SHARE = 0.5;

/** Link texts longer than this are sentences or post titles, not navigation labels. */
const MAX_LABEL_WORDS = 8;
/** Slugs longer than this are post titles (/blog/how-we-cut-first-response-time). */
const MAX_SLUG_WORDS = 5;

const SPECIAL: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case, without accents, letters and digits only, single spaces. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæøœłđðþı]/g, (c) => SPECIAL[c]!)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Entry {
  words: string[];
  kind: PageKind | OtherKind;
  /** The last word may start a compound (datenschutz* matches datenschutzerklarung). */
  prefix: boolean;
}

const byFirstWord = new Map<string, Entry[]>();
const prefixEntries: Entry[] = [];
/** Multi-word phrases written as one slug word (/aboutus, /ueberuns, /werkenbij). */
const compact = new Map<string, PageKind | OtherKind>();
for (const [kind, table] of Object.entries(VOCABULARY) as [PageKind | OtherKind, Partial<Record<string, readonly string[]>>][]) {
  for (const lang of LANGS) {
    for (const raw of table[lang] ?? []) {
      const prefix = raw.endsWith('*');
      const words = fold(prefix ? raw.slice(0, -1) : raw).split(' ');
      const entry: Entry = { words, kind, prefix };
      if (prefix && words.length === 1) prefixEntries.push(entry);
      else {
        const list = byFirstWord.get(words[0]!) ?? [];
        if (!list.some((e) => e.words.join(' ') === words.join(' '))) list.push(entry);
        byFirstWord.set(words[0]!, list);
      }
      if (words.length > 1) compact.set(words.join(''), kind);
    }
  }
}

function matchesAt(entry: Entry, tokens: readonly string[], at: number): boolean {
  if (at + entry.words.length > tokens.length) return false;
  return entry.words.every((w, i) => {
    const t = tokens[at + i]!;
    return entry.prefix && i === entry.words.length - 1 ? t.startsWith(w) : t === w;
  });
}

/** The kinds the vocabulary finds in folded words, longest phrase first, left to right. */
function kindsIn(tokens: readonly string[]): Set<PageKind | OtherKind> {
  const kinds = new Set<PageKind | OtherKind>();
  let i = 0;
  while (i < tokens.length) {
    let best: Entry | undefined;
    for (const e of byFirstWord.get(tokens[i]!) ?? []) if (matchesAt(e, tokens, i) && (!best || e.words.length > best.words.length)) best = e;
    if (!best) for (const e of prefixEntries) if (matchesAt(e, tokens, i)) best = e;
    if (best) {
      kinds.add(best.kind);
      i += best.words.length;
    } else i++;
  }
  return kinds;
}

function isPageKind(k: PageKind | OtherKind): k is PageKind {
  return k !== 'low' && k !== 'reject';
}

/** One kind from several: the best-scored people page, else reject, else low. */
function pick(kinds: ReadonlySet<PageKind | OtherKind>): PageKind | OtherKind | null {
  let best: PageKind | null = null;
  for (const k of kinds) if (isPageKind(k) && (best === null || KIND_SCORE[k] > KIND_SCORE[best])) best = k;
  if (best) return best;
  if (kinds.has('reject')) return 'reject';
  if (kinds.has('low')) return 'low';
  return null;
}

/** The kind a link text (or title, aria-label) names, or null. */
export function classifyText(text: string | undefined | null): PageKind | OtherKind | null {
  if (!text) return null;
  const folded = fold(text);
  if (!folded) return null;
  const tokens = folded.split(' ');
  if (tokens.length > MAX_LABEL_WORDS) return null;
  return pick(kindsIn(tokens));
}

/** The words of one path segment: percent-decoded, extension dropped, camelCase and slugs split. */
function slugWords(segment: string): string[] {
  let s = segment;
  try {
    s = decodeURIComponent(s);
  } catch {
    // a stray % stays as it is
  }
  s = s.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  const folded = fold(s);
  return folded ? folded.split(' ') : [];
}

function segmentKind(words: readonly string[]): PageKind | OtherKind | null {
  if (words.length === 0 || words.length > MAX_SLUG_WORDS) return null;
  const found = pick(kindsIn(words));
  if (found) return found;
  return compact.get(words.join('')) ?? null;
}

/** Extensions of documents a browser shows as pages; any other (.pdf, .jpg, .zip, .xml) is not read. */
const PAGE_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'shtml', 'php', 'asp', 'aspx', 'jsp', 'cfm', 'cgi', 'pl']);
/** Query parameters of actions, not pages (add to cart, reply to a comment, print, share, search). */
const ACTION_PARAMS = /^(add[-_]to[-_]cart|replytocom|share|print|s|q|search|orderby|filter_.*|wc-ajax|action|do)$/i;

/**
 * ISO 639-1 codes a site's language home is commonly named after (/en/, /de-at/, /pt_BR/). Codes
 * that are also common path words (my, to, so, or, is, as, an, am, be, me) are left out.
 */
const LANGUAGE_CODES = new Set(
  'en de fr es it pt nl ca sv no nb nn da fi pl cs sk hu ro bg el tr ru uk et lv lt sl hr sr bs mk sq ga cy eu gl mt lb ja zh ko ar he fa hi th vi id ms ur bn ta te ka hy az kk uz af sw zu xh'.split(' '),
);
const LANGUAGE_SEGMENT = /^([a-z]{2})(?:[-_]([a-z]{2}|[a-z]{4}|\d{3}))?$/i;
/** A language home's own name for itself (/en/home, /de/startseite). */
const HOME_WORDS = new Set(['index', 'home', 'start', 'startseite', 'accueil', 'inicio', 'inici', 'home page', 'homepage', 'forside', 'hjem', 'startsida', 'hem', 'strona glowna', 'pagina iniziale', 'inicial']);

function isLanguageSegment(segment: string): boolean {
  const m = LANGUAGE_SEGMENT.exec(segment);
  return m !== null && LANGUAGE_CODES.has(m[1]!.toLowerCase());
}

/** Whether a URL is a language home: /en, /de-at/, /en/index.html, /?lang=fr. */
export function isLanguageHome(url: URL): boolean {
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length === 0 || (segments.length === 1 && /^index\.\w+$/i.test(segments[0]!))) {
    return [...url.searchParams.keys()].some((k) => /^(lang|language|locale|hl|lng)$/i.test(k));
  }
  if (!isLanguageSegment(segments[0]!)) return false;
  return segments.length === 1 || (segments.length === 2 && HOME_WORDS.has(slugWords(segments[1]!).join(' ')));
}

export interface PathKind {
  kind: LinkKind;
  /** The kind comes from a parent segment (/team/jane-doe): one person of the list. */
  child: boolean;
}

/** The kind a URL's path (and query) names. */
export function classifyPath(url: URL): PathKind {
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  const ext = last && /\.([a-z0-9]{1,5})$/i.exec(last)?.[1]?.toLowerCase();
  if (ext && !PAGE_EXTENSIONS.has(ext)) return { kind: 'reject', child: false };
  if ([...url.searchParams.keys()].some((k) => ACTION_PARAMS.test(k))) return { kind: 'reject', child: false };
  if (isLanguageHome(url)) return { kind: 'home', child: false };
  const kinds = segments.map((s) => segmentKind(slugWords(s)));
  if (kinds.includes('reject')) return { kind: 'reject', child: false };
  // The query's values name the page on sites that route by parameter (?page=kontakt, Joomla's
  // option=com_contact); they count as the last segment.
  const queryKind = pick(new Set([...url.searchParams.values()].flatMap((v) => (v.length <= 60 ? [segmentKind(slugWords(v))] : [])).filter((k) => k !== null)));
  if (queryKind === 'reject') return { kind: 'reject', child: false };
  const own = kinds.at(-1) ?? null;
  if (own && isPageKind(own)) return { kind: own, child: false };
  if (queryKind && isPageKind(queryKind)) return { kind: queryKind, child: false };
  for (let i = kinds.length - 2; i >= 0; i--) {
    const k = kinds[i];
    if (k && isPageKind(k)) return { kind: k, child: true };
  }
  if (kinds.includes('low') || queryKind === 'low') return { kind: 'low', child: false };
  return { kind: 'other', child: false };
}

export interface LinkClues {
  url: URL;
  /** Anchor text (or an image's alt inside the link). */
  text?: string | null;
  title?: string | null;
  ariaLabel?: string | null;
}

export interface LinkClass {
  kind: LinkKind;
  /** How soon to read it (KIND_SCORE, less for a child page); 0 for reject. */
  score: number;
}

/** A link's kind and score from everything a reader sees of it. */
export function classifyLink(clues: LinkClues): LinkClass {
  const path = classifyPath(clues.url);
  // The address decides refusals: a "Contact" link into a log-in page still needs a log-in.
  if (path.kind === 'reject') return { kind: 'reject', score: 0 };
  const said = [clues.text, clues.title, clues.ariaLabel].map(classifyText);
  const candidates: LinkClass[] = said.flatMap((k) => (k && isPageKind(k) ? [{ kind: k, score: KIND_SCORE[k] }] : []));
  if (path.kind !== 'other' && path.kind !== 'low') candidates.push({ kind: path.kind, score: Math.round(KIND_SCORE[path.kind] * (path.child ? CHILD_SHARE : 1)) });
  const best = candidates.reduce<LinkClass | null>((b, c) => (b === null || c.score > b.score ? c : b), null);
  if (best) return best;
  if (said.includes('reject')) return { kind: 'reject', score: 0 };
  if (path.kind === 'low' || said.includes('low')) return { kind: 'low', score: KIND_SCORE.low };
  return { kind: 'other', score: KIND_SCORE.other };
}
