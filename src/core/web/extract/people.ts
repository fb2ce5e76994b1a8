/**
 * People (name, job title, address, phone, profile links) on one HTML page (pure, no I/O).
 *
 * A company site shows its people in many ways; this reads, from the most to the least explicit:
 *   1. JSON-LD `Person` nodes (through {@link extractJsonLd}, so @graph/@id references are resolved).
 *   2. Microdata items `itemtype="https://schema.org/Person"` (http or https, with or without www):
 *      itemprop name/givenName/familyName/jobTitle/email/telephone/sameAs/url, values per the microdata
 *      rules (meta@content, a/area/link@href, img/...@src, data@value, time@datetime, else the text);
 *      a nested itemscope is a value of its own and lends none of its props to the parent; itemref is
 *      followed.
 *   3. microformats2 `h-card` (and the classic `vcard` class names): p-name (or the implied name),
 *      p-given-name, p-family-name, p-job-title/p-role, u-email (or a mailto link), p-tel (or a tel:
 *      link), u-url on a social network's host. A card whose p-name is also its p-org, a card that is
 *      the p-org of another, and a card named like the site (see below) are organizations: skipped.
 *      Hand-rolled on cheerio: no extra dependency for these few props.
 *   4. Heuristics on visible markup ('card'):
 *      a. Inline text: a text block holding one address, read backwards from the address:
 *         "Head of Sales EMEA: Anne-Sophie de la Tour, <address>" (title: name) and
 *         "Haruka Satō, Clinical Research Nurse, <address>" / "Ask Zoë Whitfield, Business Analyst:
 *         <address>" / "Megan Callahan (Founder & CEO): <address>" (name, title). The title must hold a
 *         job-title word (TITLE_WORDS: manager, director, CEO, Geschäftsführer, analyst, ...), which also
 *         tells it apart from a capitalised name.
 *      b. Team cards: from every element holding an address at `allowedDomains` (mailto link, Cloudflare
 *         `data-cfemail` / `/cdn-cgi/l/email-protection#`, plain or obfuscated text), up to 3 ancestor
 *         levels are tried, smallest first; the first one holding exactly one name and a title is the
 *         card. A name is a heading, `strong`/`b` or an element whose class holds `name`, whose text
 *         looks like a person's name (looksLikePersonName). The title is the first element whose class
 *         holds title/role/position/job, else the text block after the name (skipping addresses and
 *         phones) when it is shaped like a title (short, not a sentence). An ancestor holding more
 *         than one address or more than one name is not a card and the climb stops there, so a
 *         list of people never glues one person's name to another's address.
 *      c. Cards without an address at `allowedDomains`: an element whose class holds
 *         person/member/team/card/profile/vcard with exactly one name and a title (email null, or its
 *         single address when that one is at an allowed domain), innermost first.
 *      d. A block reading exactly "Title: Name" (imprints: "Geschäftsführer: Jürgen Müller"; several
 *         names separated by `,`/`;`/`&`/and/und/et share the title), email null.
 *    Names equal to the site's own name (og:site_name, application-name, JSON-LD organization names)
 *    are never people ("Northwind Robotics" in a heading above the contact block).
 *
 * Only addresses at `allowedDomains` (or subdomains) are attached, from every source; an address at
 * another domain leaves `email` null. Duplicates within the page (same address, or same name when at
 * least one of the two has no address) are merged: each field comes from the most explicit source
 * that has it (json-ld > microdata > h-card > card), `sameAs` is the union. Results are in document
 * order, JSON-LD people first. givenName/familyName, when not given, split the name: the tokens before
 * the first lower-case particle (de, van, von, la, ...) are the given name when there is such a
 * particle, else the first token; the rest is the family name ("Anne-Sophie" / "de la Tour").
 */
import { BLOCK, INVISIBLE, loadHtml, resolveUrl } from './dom.js';
import { decodeCfEmail, findAddressesInText, isAllowedAddress, normaliseAddress, parseMailto } from './emails.js';
import { extractJsonLd, type PersonData } from './json-ld.js';
import { networkOfHost, socialHandleOf } from './socials.js';

export type PersonVia = 'json-ld' | 'microdata' | 'h-card' | 'card';

export interface ExtractedPerson {
  /** Display name as written, whitespace collapsed. */
  name: string;
  givenName: string | null;
  familyName: string | null;
  /** Job title as written. */
  title: string | null;
  /** Lower-cased address, only when it is in the same card / item and at an allowed domain. */
  email: string | null;
  phone: string | null;
  /** Profile URLs (JSON-LD/microdata sameAs, h-card u-url of social hosts, profile links in a card). */
  sameAs: string[];
  via: PersonVia;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

/** Lower-case name particles: allowed inside a name, kept with the family name. */
const PARTICLES = new Set([
  'de', 'da', 'di', 'del', 'della', 'delle', 'dei', 'degli', 'des', 'du', 'dos', 'das', 'do', 'la', 'le', 'lo',
  'van', 'von', 'der', 'den', 'ter', 'ten', 'te', 'y', 'e', 'zu', 'af', 'av', 'al', 'el', 'bin', 'ibn', 'ben', 'bint',
]);

/**
 * Folded (lower-case, no accents) words that never occur in a person's name: navigation and section
 * labels, prose glue, legal forms, a few words of company names and street names.
 */
const NOT_NAME_WORDS = new Set([
  // labels and navigation
  'contact', 'contacts', 'kontakt', 'contacto', 'contatti', 'contatto', 'press', 'presse', 'prensa', 'stampa', 'media',
  'email', 'e-mail', 'mail', 'phone', 'telephone', 'telefon', 'tel', 'fax', 'mobile', 'team', 'equipe', 'equipo',
  'about', 'home', 'start', 'news', 'blog', 'events', 'careers', 'career', 'jobs', 'karriere', 'imprint', 'impressum',
  'privacy', 'policy', 'cookie', 'cookies', 'legal', 'terms', 'leadership', 'management', 'board', 'office',
  'offices', 'headquarters', 'hq', 'sales', 'support', 'service', 'services', 'help', 'info', 'information',
  'company', 'products', 'product', 'solutions', 'archive', 'download', 'downloads', 'menu', 'search', 'login',
  'linkedin', 'twitter', 'facebook', 'instagram', 'github', 'xing', 'youtube', 'website', 'overview', 'welcome',
  // prose
  'us', 'our', 'we', 'you', 'your', 'the', 'a', 'an', 'and', 'or', 'of', 'for', 'with', 'from', 'to', 'in', 'at',
  'by', 'on', 'read', 'more', 'learn', 'view', 'all', 'see', 'ask', 'write', 'call', 'meet', 'hello', 'hi', 'dear',
  'thanks', 'follow', 'join', 'share', 'sign', 'questions', 'enquiries', 'inquiries',
  // organizations
  'inc', 'ltd', 'llc', 'llp', 'gmbh', 'ag', 'sas', 'sa', 'sarl', 'srl', 'spa', 'bv', 'nv', 'plc', 'kk', 'corp',
  'co', 'corporation', 'group', 'holding', 'holdings', 'consulting', 'labs', 'technologies', 'systems',
  'software', 'partners', 'associates',
  // streets
  'rue', 'via', 'calle', 'carrer', 'rua', 'street', 'road', 'avenue', 'boulevard', 'strasse', 'platz', 'piazza',
  'viale', 'corso', 'plaza',
]);

/** Folded words that mark a job title (and so are never part of a name). */
const TITLE_WORDS = new Set([
  'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'cso', 'cpo', 'cro', 'vp', 'svp', 'evp', 'md', 'chief', 'head', 'lead',
  'leader', 'manager', 'managerin', 'director', 'directora', 'directeur', 'directrice', 'direttore', 'direttrice',
  'direktor', 'direktorin', 'president', 'presidente', 'prasident', 'prasidentin', 'vice', 'founder', 'cofounder',
  'fondateur', 'fondatrice', 'grunder', 'grunderin', 'fundador', 'fundadora', 'fondatore', 'owner', 'inhaber',
  'inhaberin', 'partner', 'partnerin', 'principal', 'associate', 'officer', 'engineer', 'ingenieur', 'ingeniero',
  'ingegnere', 'developer', 'entwickler', 'analyst', 'analista', 'scientist', 'researcher', 'nurse', 'physician',
  'counsel', 'attorney', 'lawyer', 'solicitor', 'barrister', 'rechtsanwalt', 'abogado', 'avvocato', 'avocat',
  'notary', 'specialist', 'specialista', 'especialista', 'spezialist', 'consultant', 'consultor', 'consulente',
  'berater', 'beraterin', 'advisor', 'adviser', 'coordinator', 'coordinador', 'coordinatore', 'administrator',
  'assistant', 'assistente', 'asistente', 'assistent', 'assistentin', 'secretary', 'secretaria', 'designer',
  'architect', 'accountant', 'controller', 'recruiter', 'editor', 'producer', 'representative', 'executive',
  'intern', 'internship', 'praktikant', 'student', 'werkstudent', 'trainee', 'apprentice', 'geschaftsfuhrer',
  'geschaftsfuhrerin', 'vorstand', 'vorsitzender', 'leiter', 'leiterin', 'prokurist', 'responsable', 'gerente',
  'jefe', 'jefa', 'amministratore', 'amministratrice', 'delegato', 'delegata', 'responsabile', 'dirigente',
  'gerant', 'gerante', 'treasurer', 'chair', 'chairman', 'chairwoman', 'chairperson', 'supervisor',
  'technician', 'professor', 'lecturer', 'buyer', 'planner', 'strategist', 'evangelist', 'ambassador', 'clerk',
]);

/** Suffixes of (mostly German) compound title words: Vertriebsleiter, Projektmanager, ... */
const TITLE_SUFFIXES = ['leiter', 'leiterin', 'manager', 'managerin', 'direktor', 'fuhrer', 'fuhrerin', 'referent', 'referentin', 'entwickler', 'ingenieur', 'berater'];

/** Folded words that make a "title: ..." label something else than a job title ("Head office: ..."). */
const NOT_TITLE_WORDS = new Set(['office', 'offices', 'headquarters', 'quarters', 'address', 'adresse', 'hours', 'location', 'phone', 'email', 'e-mail', 'fax']);

const CJK_TOKEN_RE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{1,5}$/u;
/** A capitalised name token: Lefèvre, O'Connell, D'Angelo, Anne-Sophie, DeShawn, F. (an initial). */
const NAME_TOKEN_RE = /^(?:\p{Lu}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*|\p{Lu}\.|(?:d|l|o)['’]\p{Lu}[\p{L}\p{M}]*|(?:al|el)-\p{Lu}[\p{L}\p{M}]*)$/u;
const NAME_FORBIDDEN_RE = /[\d@/\\|:;!?()[\]{}"“”«»<>_=+*#%&,]/;

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Lower-case, accents dropped, whitespace collapsed: for comparisons only. */
function fold(s: string): string {
  return collapse(s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

function words(s: string): string[] {
  return fold(s).split(/[^\p{L}]+/u).filter((w) => w !== '');
}

function isTitleWord(w: string): boolean {
  return TITLE_WORDS.has(w) || TITLE_SUFFIXES.some((suffix) => w.length > suffix.length + 2 && w.endsWith(suffix));
}

export function hasTitleWord(s: string): boolean {
  return words(s).some(isTitleWord);
}

/**
 * Whether `text` reads as a person's name: 2-4 capitalised words (particles such as de/van/von/la
 * may come between), letters with accents, hyphens and apostrophes, no digits or punctuation beyond
 * those, no label/prose/legal-form/title word; or two CJK words ("田中 裕貴").
 */
export function looksLikePersonName(text: string): boolean {
  const s = collapse(text);
  if (s.length < 3 || s.length > 70 || NAME_FORBIDDEN_RE.test(s)) return false;
  const tokens = s.split(' ');
  if (tokens.every((t) => CJK_TOKEN_RE.test(t))) return tokens.length === 2;
  if (tokens.length > 6 || PARTICLES.has(tokens[0] ?? '')) return false;
  let core = 0;
  for (const token of tokens) {
    if (PARTICLES.has(token)) continue;
    if (!NAME_TOKEN_RE.test(token)) return false;
    const w = fold(token).replace(/\.$/, '');
    if (NOT_NAME_WORDS.has(w) || isTitleWord(w)) return false;
    for (const part of w.split(/['’-]/)) if (NOT_NAME_WORDS.has(part) || TITLE_WORDS.has(part)) return false;
    core += 1;
  }
  return core >= 2 && core <= 4;
}

/** Whether `text` is shaped like a job title: short, not a sentence, not an address or phone. */
function titleShaped(text: string): boolean {
  const s = collapse(text);
  if (s.length < 2 || s.length > 100 || !/\p{L}/u.test(s) || s.includes('@')) return false;
  if (isPhoneLike(s) || /\[\s*email\s*protected\s*\]/i.test(s) || findAddressesInText(s).length > 0) return false;
  const n = s.split(' ').length;
  if (n > 12 || /[.!?]\s+\p{Lu}/u.test(s) || /[!?]$/.test(s) || /^["“„«']/.test(s)) return false;
  // A final period only after an abbreviation ("Sales Dir."), not at the end of a sentence.
  if (s.endsWith('.') && !/(?:^|\s)[\p{L}]{1,4}\.$/u.test(s)) return false;
  const ws = words(s);
  return !ws.every((w) => NOT_NAME_WORDS.has(w) && !isTitleWord(w));
}

/** A job title in running text: title-shaped with a title word, and not "Head office" or the like. */
function isInlineTitle(text: string): boolean {
  return titleShaped(text) && hasTitleWord(text) && !words(text).some((w) => NOT_TITLE_WORDS.has(w));
}

function isPhoneLike(s: string): boolean {
  const digits = s.replace(/\D/g, '').length;
  // Was /^(?:(?:phone|...|m)\.?\s*:?\s*)?\+?[\d\s().\/-]+$/i, whose two `\s*` and the number's `\s`
  // could split one run of spaces in many ways (cubic on "T." + spaces + "x"). Same language: after
  // the label, spaces belong to the number unless a ":" or a "+" follows them.
  return digits >= 6 && /^(?:(?:phone|tel|telefon|telephone|mobile|fax|t|m)\.?(?:\s*:)?(?:\s*\+)?|\+)?[\d\s().\/-]+$/i.test(s.trim());
}

/** Name and family name from a display name (see the header comment). */
export function splitName(name: string): { givenName: string | null; familyName: string | null } {
  const tokens = collapse(name).split(' ').filter((t) => t !== '');
  if (tokens.length === 0) return { givenName: null, familyName: null };
  if (tokens.length === 1) return { givenName: tokens[0] ?? null, familyName: null };
  const particle = tokens.findIndex((t, i) => i > 0 && PARTICLES.has(t));
  const cut = particle > 0 && particle < tokens.length - 1 ? particle : 1;
  return { givenName: tokens.slice(0, cut).join(' '), familyName: tokens.slice(cut).join(' ') };
}

// ---------------------------------------------------------------------------------------------
// DOM
// ---------------------------------------------------------------------------------------------

/** Minimal structural view of a domhandler node (cheerio does not re-export the types). */
interface Node {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: Node[];
  parent?: Node | null;
}

const NOT_CONTAINER = new Set(['body', 'html', 'head']);
const NAME_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b']);
const TITLE_BLOCK_TAGS = new Set(['p', 'li', 'dd', 'dt', 'td', 'div', 'address', 'span']);

function isElement(n: Node | null | undefined): n is Node & { name: string } {
  return n !== null && n !== undefined && (n.type === 'tag' || n.type === 'script' || n.type === 'style') && n.name !== undefined;
}

function tagOf(n: Node): string {
  return (n.name ?? '').toLowerCase();
}

function attr(n: Node, name: string): string | undefined {
  return n.attribs?.[name];
}

function classOf(n: Node): string {
  return attr(n, 'class') ?? '';
}

function classTokens(n: Node): string[] {
  return classOf(n).split(/\s+/).filter((c) => c !== '');
}

/**
 * Text of a subtree as lines: a line break at every block element and `<br>`, whitespace collapsed,
 * empty lines dropped. `stopAt`/`offset` end the walk at a node (and, for a text node, inside it).
 */
function textLines(root: Node, stopAt?: Node, offset?: number): { lines: string[]; stopped: boolean } {
  const out: string[] = [];
  let stopped = false;
  const walk = (node: Node): void => {
    if (stopped) return;
    if (node === stopAt) {
      if (node.type === 'text') out.push((node.data ?? '').slice(0, offset ?? 0));
      stopped = true;
      return;
    }
    if (node.type === 'text') {
      out.push(node.data ?? '');
      return;
    }
    if (!isElement(node) && node.type !== 'root') return;
    const name = isElement(node) ? tagOf(node) : '';
    if (INVISIBLE.has(name) || node.type === 'script' || node.type === 'style') return;
    const block = BLOCK.has(name);
    if (block) out.push('\n');
    for (const child of node.children ?? []) walk(child);
    if (block && !stopped) out.push('\n');
  };
  walk(root);
  const lines = out.join('').split('\n').map(collapse);
  return { lines: stopAt === undefined ? lines.filter((l) => l !== '') : lines, stopped };
}

function textOf(n: Node): string {
  return textLines(n).lines.join(' ');
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

interface Occurrence {
  address: string;
  /** The element holding the address (link, Cloudflare span, or a text node's parent). */
  node: Node;
  /** For an address in text: the text node and the offset of the match. */
  text?: { node: Node; index: number };
  /** Document position of the text node or element: occurrences are sorted by it. */
  key: number;
}

interface Candidate {
  person: ExtractedPerson;
  /** Given name / family name as declared by the source (not derived). */
  declared: boolean;
  pos: number;
}

class Page {
  readonly order = new Map<Node, number>();
  readonly end = new Map<Node, number>();
  readonly elements: Node[] = [];
  readonly elementIndex = new Map<Node, number>();
  readonly occurrences: Occurrence[] = [];
  readonly structured: Node[] = [];
  /** Elements with a block-level element (other than `<br>`) inside. */
  readonly hasBlockInside = new Set<Node>();
  private readonly orgNames: string[];

  constructor(
    readonly root: Node,
    readonly pageUrl: string,
    readonly allowed: readonly string[],
    orgNames: readonly string[],
  ) {
    this.orgNames = orgNames.map(fold).filter((n) => n.length >= 2);
    let i = 0;
    const index = (node: Node): void => {
      this.order.set(node, i++);
      if (isElement(node)) {
        this.elementIndex.set(node, this.elements.length);
        this.elements.push(node);
      }
      for (const child of node.children ?? []) {
        index(child);
        if (isElement(child) && ((BLOCK.has(tagOf(child)) && tagOf(child) !== 'br') || this.hasBlockInside.has(child))) this.hasBlockInside.add(node);
      }
      this.end.set(node, i - 1);
    };
    index(root);
    this.collectOccurrences(root);
  }

  pos(n: Node): number {
    return this.order.get(n) ?? -1;
  }

  /** Whether `inner` is `outer` or inside it. */
  within(inner: Node, outer: Node): boolean {
    const p = this.pos(inner);
    return p >= this.pos(outer) && p <= (this.end.get(outer) ?? -1);
  }

  /** Elements inside `container` (not itself), in document order. */
  descendants(container: Node): Node[] {
    const start = this.elementIndex.get(container);
    const end = this.end.get(container) ?? -1;
    if (start === undefined) return [];
    const out: Node[] = [];
    for (let k = start + 1; k < this.elements.length; k++) {
      const el = this.elements[k];
      if (el === undefined || this.pos(el) > end) break;
      out.push(el);
    }
    return out;
  }

  isVisible(n: Node): boolean {
    for (let p: Node | null | undefined = n; p; p = p.parent) if (isElement(p) && INVISIBLE.has(tagOf(p))) return false;
    return true;
  }

  insideStructured(n: Node): boolean {
    return this.structured.some((s) => this.within(n, s));
  }

  isOrgName(name: string): boolean {
    const f = fold(name);
    return this.orgNames.some((o) => o === f || o.startsWith(`${f} `) || (o.includes(' ') && f.includes(o)));
  }

  allowedAddress(address: string): boolean {
    return isAllowedAddress(address, this.allowed);
  }

  /** Distinct addresses (any domain) inside `container`; stops after `max` + 1 (enough to tell "more than max"). */
  addressesIn(container: Node, max = 1): string[] {
    // Occurrences are in document order of `key`; binary search the container's range.
    const from = this.pos(container);
    const to = this.end.get(container) ?? -1;
    let lo = 0;
    let hi = this.occurrences.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.occurrences[mid]?.key ?? 0) < from) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let k = lo; k < this.occurrences.length; k++) {
      const o = this.occurrences[k];
      if (o === undefined || o.key > to) break;
      if (!out.includes(o.address)) out.push(o.address);
      if (out.length > max) break;
    }
    return out;
  }

  private collectOccurrences(root: Node): void {
    const byAddress = new Map<string, Node[]>();
    const add = (raw: string | undefined, node: Node, text?: { node: Node; index: number }): void => {
      const normalised = raw === undefined ? undefined : normaliseAddress(raw);
      if (normalised === undefined) return;
      const address = normalised.toLowerCase();
      const nodes = byAddress.get(address) ?? [];
      // The link text of a mailto link, or the Cloudflare span inside a protected link: same occurrence.
      if (nodes.some((n) => (n !== node || text === undefined) && this.within(node, n))) return;
      nodes.push(node);
      byAddress.set(address, nodes);
      const key = this.pos(text?.node ?? node);
      this.occurrences.push(text === undefined ? { address, node, key } : { address, node, key, text });
    };
    const walk = (node: Node): void => {
      if (node.type === 'text') {
        const parent = node.parent;
        if (isElement(parent)) for (const m of findAddressesInText(node.data ?? '')) add(m.address, parent, { node, index: m.index });
        return;
      }
      if (isElement(node)) {
        if (INVISIBLE.has(tagOf(node)) || node.type !== 'tag') return;
        const href = attr(node, 'href') ?? '';
        if (/^\s*mailto:/i.test(href)) for (const a of parseMailto(href)) add(a, node);
        else if (href.includes('email-protection')) {
          const url = resolveUrl(href, this.pageUrl);
          if (url !== undefined && url.pathname.endsWith('/cdn-cgi/l/email-protection')) add(decodeCfEmail(url.hash.replace(/^#/, '')), node);
        }
        const cf = attr(node, 'data-cfemail');
        if (cf !== undefined) add(decodeCfEmail(cf), node);
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(root);
  }

  /** First phone number in `container`: a tel: link, else an element whose class says phone/tel. */
  phoneIn(container: Node): string | null {
    const els = [container, ...this.descendants(container)];
    for (const el of els) {
      const href = attr(el, 'href') ?? '';
      if (!/^\s*tel:/i.test(href)) continue;
      const text = textOf(el);
      if (text.replace(/\D/g, '').length >= 6) return text;
      const number = collapse(safeDecode(href.trim().slice(4)));
      if (number !== '') return number;
    }
    for (const el of els) {
      if (!/(?:^|[\s_-])(?:phone|tel|telephone|mobile)(?:$|[\s_-])/i.test(classOf(el))) continue;
      const text = textOf(el).replace(/^(?:phone|tel|telephone|telefon|mobile)\.?\s*:?\s*/i, '');
      if (isPhoneLike(text)) return text;
    }
    return null;
  }

  /** Person profile links in `container` (organization profiles such as linkedin.com/company/ left out). */
  profileLinksIn(container: Node): string[] {
    const out: string[] = [];
    for (const el of [container, ...this.descendants(container)]) {
      if (tagOf(el) !== 'a') continue;
      const url = this.absolute(attr(el, 'href'));
      if (url === null || !isPersonProfile(url) || out.includes(url)) continue;
      out.push(url);
    }
    return out;
  }

  absolute(raw: string | undefined): string | null {
    if (raw === undefined || raw.trim() === '') return null;
    const u = resolveUrl(raw.trim(), this.pageUrl);
    return u !== undefined && (u.protocol === 'http:' || u.protocol === 'https:') ? u.href : null;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function isPersonProfile(url: string): boolean {
  const found = socialHandleOf(url);
  if (found === undefined) return false;
  return !(found.network === 'fundingDb' || (found.network === 'proNetwork' && found.handle.startsWith('company/')));
}

function firstAllowedEmail(page: Page, raws: readonly string[]): string | null {
  for (const raw of raws) {
    for (const part of /^\s*mailto:/i.test(raw) ? parseMailto(raw) : [raw]) {
      const address = normaliseAddress(part);
      if (address !== undefined && page.allowedAddress(address)) return address.toLowerCase();
    }
  }
  return null;
}

function person(fields: Partial<ExtractedPerson> & { name: string; via: PersonVia }): ExtractedPerson {
  return {
    name: collapse(fields.name),
    givenName: fields.givenName ?? null,
    familyName: fields.familyName ?? null,
    title: fields.title ?? null,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    sameAs: fields.sameAs ?? [],
    via: fields.via,
  };
}

// ---------------------------------------------------------------------------------------------
// 1. JSON-LD
// ---------------------------------------------------------------------------------------------

function fromJsonLd(people: readonly PersonData[], page: Page): Candidate[] {
  const out: Candidate[] = [];
  people.forEach((p, i) => {
    const name = p.name ?? ([p.givenName, p.familyName].filter((x) => x !== undefined).join(' ') || undefined);
    if (name === undefined) return;
    out.push({
      person: person({
        name,
        givenName: p.givenName ?? null,
        familyName: p.familyName ?? null,
        title: p.jobTitle ?? null,
        email: firstAllowedEmail(page, p.email ?? []),
        phone: p.telephone?.[0] ?? null,
        sameAs: p.sameAs ?? [],
        via: 'json-ld',
      }),
      declared: p.givenName !== undefined || p.familyName !== undefined,
      pos: -1_000_000 + i,
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// 2. Microdata
// ---------------------------------------------------------------------------------------------

const PERSON_ITEMTYPE_RE = /^https?:\/\/(?:www\.)?schema\.org\/Person$/i;

function microdataValue(page: Page, el: Node): string | null {
  const tag = tagOf(el);
  let raw: string | undefined;
  if (tag === 'meta') raw = attr(el, 'content');
  else if (['a', 'area', 'link'].includes(tag)) return page.absolute(attr(el, 'href')) ?? (collapse(attr(el, 'href') ?? '') || null);
  else if (['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video'].includes(tag)) return page.absolute(attr(el, 'src'));
  else if (tag === 'object') return page.absolute(attr(el, 'data'));
  else if (tag === 'data' || tag === 'meter') raw = attr(el, 'value');
  else if (tag === 'time') raw = attr(el, 'datetime') ?? textOf(el);
  else raw = textOf(el);
  const s = collapse(raw ?? '');
  return s === '' ? null : s;
}

/** Properties of one microdata item: name -> values, nested items kept as their elements. */
function microdataProps(page: Page, item: Node): Map<string, Node[]> {
  const props = new Map<string, Node[]>();
  const visit = (el: Node, isRoot: boolean): void => {
    if (!isRoot) {
      for (const name of (attr(el, 'itemprop') ?? '').split(/\s+/).filter((x) => x !== '')) {
        const list = props.get(name) ?? [];
        list.push(el);
        props.set(name, list);
      }
      if (attr(el, 'itemscope') !== undefined) return;
    }
    for (const child of el.children ?? []) if (isElement(child)) visit(child, false);
  };
  visit(item, true);
  for (const id of (attr(item, 'itemref') ?? '').split(/\s+/).filter((x) => x !== '')) {
    const target = page.elements.find((el) => attr(el, 'id') === id);
    if (target !== undefined) visit({ type: 'tag', name: 'div', attribs: {}, children: [target] }, true);
  }
  return props;
}

function fromMicrodata(page: Page): Candidate[] {
  const out: Candidate[] = [];
  for (const el of page.elements) {
    if (attr(el, 'itemscope') === undefined) continue;
    const types = (attr(el, 'itemtype') ?? '').split(/\s+/);
    if (!types.some((t) => PERSON_ITEMTYPE_RE.test(t))) continue;
    page.structured.push(el);
    const props = microdataProps(page, el);
    const values = (name: string): string[] => {
      const list: string[] = [];
      for (const p of props.get(name) ?? []) {
        let v: string | null;
        if (attr(p, 'itemscope') !== undefined) {
          const nested = microdataProps(page, p).get('name')?.[0];
          v = nested === undefined ? null : microdataValue(page, nested);
        } else v = microdataValue(page, p);
        if (v !== null && !list.includes(v)) list.push(v);
      }
      return list;
    };
    const given = values('givenName')[0] ?? null;
    const family = values('familyName')[0] ?? null;
    const name = values('name')[0] ?? ([given, family].filter((x) => x !== null).join(' ') || null);
    if (name === null) continue;
    const sameAs = [...values('sameAs'), ...values('url').filter((u) => isPersonProfile(u))].filter(
      (u, i, all) => /^https?:/i.test(u) && all.indexOf(u) === i,
    );
    out.push({
      person: person({
        name,
        givenName: given,
        familyName: family,
        title: values('jobTitle')[0] ?? null,
        email: firstAllowedEmail(page, values('email')),
        phone: values('telephone').map((t) => collapse(t.replace(/^tel:/i, '')))[0] ?? null,
        sameAs,
        via: 'microdata',
      }),
      declared: given !== null || family !== null,
      pos: page.pos(el),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 3. h-card
// ---------------------------------------------------------------------------------------------

/** Classic (microformats 1) vcard class names -> mf2 property names. */
const VCARD_PROPS: Record<string, string> = {
  fn: 'p-name', 'given-name': 'p-given-name', 'family-name': 'p-family-name', title: 'p-job-title', role: 'p-role',
  email: 'u-email', tel: 'p-tel', url: 'u-url', org: 'p-org',
};

function isMf2Root(el: Node): boolean {
  return classTokens(el).some((c) => /^h-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(c));
}

function isVcardRoot(el: Node): boolean {
  return !isMf2Root(el) && classTokens(el).includes('vcard');
}

function hcardProps(root: Node, classic: boolean): Map<string, Node[]> {
  const props = new Map<string, Node[]>();
  const visit = (el: Node): void => {
    for (const c of classTokens(el)) {
      const prop = classic ? VCARD_PROPS[c] : /^(?:p|u|dt|e)-[a-z0-9-]+$/.test(c) ? c : undefined;
      if (prop === undefined) continue;
      const list = props.get(prop) ?? [];
      list.push(el);
      props.set(prop, list);
    }
    if (isMf2Root(el) || isVcardRoot(el)) return;
    for (const child of el.children ?? []) if (isElement(child)) visit(child);
  };
  for (const child of root.children ?? []) if (isElement(child)) visit(child);
  return props;
}

function pValue(el: Node): string | null {
  const tag = tagOf(el);
  const raw =
    tag === 'abbr' && attr(el, 'title') !== undefined ? attr(el, 'title')
    : (tag === 'data' || tag === 'input') && attr(el, 'value') !== undefined ? attr(el, 'value')
    : (tag === 'img' || tag === 'area') && attr(el, 'alt') !== undefined ? attr(el, 'alt')
    : textOf(el);
  const s = collapse(raw ?? '');
  return s === '' ? null : s;
}

function uValue(page: Page, el: Node): string | null {
  const tag = tagOf(el);
  if (['a', 'area', 'link'].includes(tag) && attr(el, 'href') !== undefined) return collapse(attr(el, 'href') ?? '') || null;
  if (['img', 'audio', 'video', 'source', 'iframe'].includes(tag) && attr(el, 'src') !== undefined) return page.absolute(attr(el, 'src'));
  if (tag === 'object' && attr(el, 'data') !== undefined) return page.absolute(attr(el, 'data'));
  return pValue(el);
}

function fromHCards(page: Page): Candidate[] {
  const out: Candidate[] = [];
  for (const root of page.elements) {
    const classic = isVcardRoot(root);
    if (!classic && !classTokens(root).includes('h-card')) continue;
    page.structured.push(root);
    const props = hcardProps(root, classic);
    const p = (name: string): string | null => {
      for (const el of props.get(name) ?? []) {
        const v = pValue(el);
        if (v !== null) return v;
      }
      return null;
    };
    const u = (name: string): string[] => (props.get(name) ?? []).map((el) => uValue(page, el)).filter((v): v is string => v !== null);
    // Links that belong to this card, not to a card nested in it.
    const own = page.descendants(root).filter((el) => {
      for (let a = el.parent; a && a !== root; a = a.parent) if (isMf2Root(a) || isVcardRoot(a)) return false;
      return true;
    });

    const given = p('p-given-name');
    const family = p('p-family-name');
    const hasP = [...props.keys()].some((k) => k.startsWith('p-') || k.startsWith('e-'));
    const nested = own.length !== page.descendants(root).length;
    const implied = !hasP && !nested ? pValue(root) : null;
    const name = p('p-name') ?? implied ?? ([given, family].filter((x) => x !== null).join(' ') || null);
    if (name === null || name.length > 100) continue;
    // An organization: its p-name is its p-org, it is the p-org of a card around it, or it is the site.
    const org = p('p-org');
    if ((org !== null && fold(org) === fold(name)) || classTokens(root).includes('p-org') || page.isOrgName(name)) continue;

    const mailtos = own.map((el) => attr(el, 'href') ?? '').filter((h) => /^\s*mailto:/i.test(h)).flatMap(parseMailto);
    const tels = own.map((el) => attr(el, 'href') ?? '').filter((h) => /^\s*tel:/i.test(h));
    const urls = [...u('u-url'), ...(tagOf(root) === 'a' && attr(root, 'href') !== undefined ? [attr(root, 'href') ?? ''] : [])];
    const sameAs: string[] = [];
    for (const raw of urls) {
      const abs = page.absolute(raw);
      if (abs !== null && networkOfHost(new URL(abs).hostname) !== undefined && !sameAs.includes(abs)) sameAs.push(abs);
    }
    const phone = p('p-tel') ?? u('u-tel')[0] ?? tels[0] ?? null;
    out.push({
      person: person({
        name,
        givenName: given,
        familyName: family,
        title: p('p-job-title') ?? p('p-role'),
        email: firstAllowedEmail(page, [...u('u-email'), ...mailtos]),
        phone: phone === null ? null : collapse(safeDecode(phone.replace(/^\s*tel:/i, ''))),
        sameAs,
        via: 'h-card',
      }),
      declared: given !== null || family !== null,
      pos: page.pos(root),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 4. Heuristics on visible markup
// ---------------------------------------------------------------------------------------------

interface Segment {
  text: string;
  /** Separator(s) after the segment: ':', ',', '(' ... */
  sep: string;
}

// `(?<!\s)`: a separator starts where its run of spaces starts (the same matches, since `\s*` takes the
// whole run), so a long run of spaces is not retried from each of its positions (quadratic).
const SEPARATOR_RE = /(?<!\s)\s*(?:[:;,()[\]|•·–—]|\s-\s|(?<=[.!?])\s+)\s*/gu;

function segmentsOf(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(SEPARATOR_RE)) {
    out.push({ text: collapse(text.slice(last, m.index)), sep: m[0].trim() || ' ' });
    last = m.index + m[0].length;
  }
  out.push({ text: collapse(text.slice(last)), sep: '' });
  const merged: Segment[] = [];
  for (const s of out) {
    const prev = merged[merged.length - 1];
    if (s.text === '' && prev !== undefined) prev.sep += s.sep;
    else if (s.text !== '') merged.push({ ...s });
  }
  return merged;
}

/** The person's name in a segment, after leading label words ("Ask Zoë Whitfield"). */
function nameIn(text: string): string | null {
  const tokens = collapse(text).split(' ');
  // An index, not tokens.shift(): shifting a long array once per label word was quadratic.
  let first = 0;
  while (tokens.length - first > 2 && NOT_NAME_WORDS.has(fold(tokens[first] ?? ''))) first++;
  const name = tokens.slice(first).join(' ');
  return looksLikePersonName(name) ? name : null;
}

/** "Title: Name, " / "Name, Title: " / "Name (Title): " just before an address. */
function inlineBeforeAddress(prefix: string): { name: string; title: string } | null {
  const segs = segmentsOf(prefix);
  const last = segs[segs.length - 1];
  const before = segs[segs.length - 2];
  if (last === undefined) return null;
  const name = nameIn(last.text);
  if (name !== null) {
    return before !== undefined && before.sep.includes(':') && isInlineTitle(before.text) ? { name, title: before.text } : null;
  }
  if (before === undefined || !isInlineTitle(last.text)) return null;
  const name2 = nameIn(before.text);
  return name2 === null ? null : { name: name2, title: last.text };
}

/** A whole block reading "Title: Name" or "Title: Name, Name". */
function titleColonNames(text: string): { title: string; names: string[] } | null {
  const m = /^([^:]{2,60}):\s*(.+)$/.exec(text);
  if (m === null) return null;
  const title = collapse(m[1] ?? '');
  if (!isInlineTitle(title)) return null;
  const names = collapse(m[2] ?? '').split(/(?<!\s)\s*(?:[,;&]|\s(?:and|und|et)\s)\s*/);
  if (names.length === 0 || !names.every(looksLikePersonName)) return null;
  return { title, names };
}

function closestBlock(n: Node): Node | undefined {
  for (let p: Node | null | undefined = n; p; p = p.parent) {
    if (!isElement(p)) return undefined;
    if (NOT_CONTAINER.has(tagOf(p))) return undefined;
    if (BLOCK.has(tagOf(p)) && tagOf(p) !== 'br') return p;
  }
  return undefined;
}

interface NameCandidate {
  el: Node;
  text: string;
}

const NAME_CLASS_RE = /name/i;
const NOT_NAME_CLASS_RE = /company|org|brand|site|product|user|file|domain|host|event|project|place|city|tag/i;
const TITLE_CLASS_RE = /title|role|position|job/i;
const PERSON_CLASS_RE = /person|member|team|card|profile|vcard/i;

class CardReader {
  readonly out: Candidate[] = [];
  /** Name elements that already gave a person. */
  private readonly usedNames = new Set<Node>();
  private readonly done = new Set<string>();

  constructor(private readonly page: Page) {}

  run(): Candidate[] {
    this.fromAddresses();
    this.fromPersonClasses();
    this.fromTitleColonBlocks();
    return this.out;
  }

  private names(container: Node): NameCandidate[] {
    const out: NameCandidate[] = [];
    for (const el of this.page.descendants(container)) {
      const cls = classOf(el);
      if (!NAME_TAGS.has(tagOf(el)) && !(NAME_CLASS_RE.test(cls) && !NOT_NAME_CLASS_RE.test(cls))) continue;
      const text = textOf(el);
      if (!looksLikePersonName(text) || this.page.isOrgName(text)) continue;
      if (!out.some((c) => fold(c.text) === fold(text))) out.push({ el, text });
    }
    return out;
  }

  private title(container: Node, name: NameCandidate): string | null {
    const page = this.page;
    for (const el of page.descendants(container)) {
      if (!TITLE_CLASS_RE.test(classOf(el)) || page.within(el, name.el) || page.within(name.el, el)) continue;
      if (page.addressesIn(el).length > 0) continue;
      const text = textOf(el);
      if (text !== '' && fold(text) !== fold(name.text) && titleShaped(text)) return text;
    }
    const lines = textLines(container).lines;
    const at = lines.findIndex((l) => l === name.text || l.startsWith(`${name.text} `) || l.startsWith(`${name.text},`));
    if (at < 0) return null;
    const line = lines[at] ?? '';
    if (line !== name.text) {
      const rest = collapse(line.slice(name.text.length).replace(/^[\s,:|–—-]+/, ''));
      return titleShaped(rest) ? rest : null;
    }
    for (const next of lines.slice(at + 1)) {
      if (fold(next) === fold(name.text)) continue;
      if (findAddressesInText(next).length > 0 || /\[\s*email\s*protected\s*\]/i.test(next) || isPhoneLike(next)) continue;
      return titleShaped(next) && !looksLikePersonName(next) ? next : null;
    }
    return null;
  }

  private holdsUsedName(container: Node): boolean {
    return this.usedNames.has(container) || this.page.descendants(container).some((el) => this.usedNames.has(el));
  }

  private insideUsedName(el: Node): boolean {
    for (let p = el.parent; p; p = p.parent) if (this.usedNames.has(p)) return true;
    return false;
  }

  private emit(p: ExtractedPerson, nameEl: Node | undefined, pos: number): void {
    if (nameEl !== undefined) this.usedNames.add(nameEl);
    if (p.email !== null) this.done.add(p.email);
    this.out.push({ person: p, declared: false, pos });
  }

  /** 4a and 4b: around each address at an allowed domain. */
  private fromAddresses(): void {
    const page = this.page;
    for (const occ of page.occurrences) {
      if (this.done.has(occ.address) || !page.allowedAddress(occ.address) || page.insideStructured(occ.node)) continue;
      if (!page.isVisible(occ.node)) continue;

      // a. Inline "Title: Name, address" in the address's own text block.
      const block = closestBlock(occ.node);
      if (block !== undefined && page.addressesIn(block).length === 1) {
        const stop = occ.text?.node ?? occ.node;
        const { lines } = textLines(block, stop, occ.text?.index);
        const found = inlineBeforeAddress(lines[lines.length - 1] ?? '');
        if (found !== null && !page.isOrgName(found.name)) {
          this.emit(
            person({ name: found.name, title: found.title, email: occ.address, phone: page.phoneIn(block), sameAs: page.profileLinksIn(block), via: 'card' }),
            undefined,
            page.pos(block),
          );
          continue;
        }
      }

      // b. The smallest ancestor (at most 3 levels up) holding one name and a title.
      let container: Node | null | undefined = occ.node;
      for (let level = 1; level <= 3; level++) {
        container = container?.parent;
        if (!isElement(container) || NOT_CONTAINER.has(tagOf(container))) break;
        if (page.addressesIn(container).length > 1) break;
        const names = this.names(container);
        if (names.length > 1) break;
        const name = names[0];
        if (name === undefined) continue;
        const title = this.title(container, name);
        if (title === null) continue;
        this.emit(
          person({ name: name.text, title, email: occ.address, phone: page.phoneIn(container), sameAs: page.profileLinksIn(container), via: 'card' }),
          name.el,
          page.pos(name.el),
        );
        break;
      }
    }
  }

  /** 4c: person/member/team/card/profile elements with one name and a title, innermost first. */
  private fromPersonClasses(): void {
    const page = this.page;
    const cards = page.elements.filter((el) => PERSON_CLASS_RE.test(classOf(el)) && !NOT_CONTAINER.has(tagOf(el)));
    for (const card of cards.reverse()) {
      if (page.insideStructured(card) || !page.isVisible(card)) continue;
      if (this.holdsUsedName(card)) continue;
      const addresses = page.addressesIn(card);
      if (addresses.length > 1) continue;
      const names = this.names(card);
      const name = names[0];
      if (names.length !== 1 || name === undefined) continue;
      const title = this.title(card, name);
      if (title === null) continue;
      const address = addresses[0];
      const email = address !== undefined && page.allowedAddress(address) ? address : null;
      this.emit(
        person({ name: name.text, title, email, phone: page.phoneIn(card), sameAs: page.profileLinksIn(card), via: 'card' }),
        name.el,
        page.pos(name.el),
      );
    }
  }

  /** 4d: "Geschäftsführer: Jürgen Müller" blocks without an address. */
  private fromTitleColonBlocks(): void {
    const page = this.page;
    for (const el of page.elements) {
      if (!TITLE_BLOCK_TAGS.has(tagOf(el)) || page.insideStructured(el) || !page.isVisible(el)) continue;
      if (page.hasBlockInside.has(el)) continue;
      if (page.addressesIn(el).length > 0 || this.holdsUsedName(el) || this.insideUsedName(el)) continue;
      const text = textOf(el);
      if (text.length > 120) continue;
      const found = titleColonNames(text);
      if (found === null) continue;
      for (const name of found.names) {
        if (page.isOrgName(name)) continue;
        this.emit(person({ name, title: found.title, via: 'card' }), el, page.pos(el));
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Merge
// ---------------------------------------------------------------------------------------------

const PRIORITY: Record<PersonVia, number> = { 'json-ld': 0, microdata: 1, 'h-card': 2, card: 3 };

function nameKey(name: string): string {
  return fold(name).replace(/[.'’]/g, '');
}

function merge(candidates: readonly Candidate[]): ExtractedPerson[] {
  const sorted = [...candidates].sort((a, b) => PRIORITY[a.person.via] - PRIORITY[b.person.via]);
  const groups: { members: Candidate[]; email: string | null; names: Set<string>; pos: number }[] = [];
  for (const c of sorted) {
    const key = nameKey(c.person.name);
    const email = c.person.email;
    const group =
      (email !== null ? groups.find((g) => g.email === email) : undefined) ??
      groups.find((g) => g.names.has(key) && (email === null || g.email === null));
    if (group === undefined) {
      groups.push({ members: [c], email, names: new Set([key]), pos: c.pos });
      continue;
    }
    group.members.push(c);
    group.names.add(key);
    group.email ??= email;
    group.pos = Math.min(group.pos, c.pos);
  }
  return groups
    .sort((a, b) => a.pos - b.pos)
    .map(({ members }) => {
      const first = <K extends keyof ExtractedPerson>(k: K): ExtractedPerson[K] | null => {
        for (const m of members) if (m.person[k] !== null) return m.person[k];
        return null;
      };
      const top = members[0]?.person as ExtractedPerson;
      const declared = members.find((m) => m.declared)?.person;
      const split = splitName(top.name);
      const sameAs: string[] = [];
      for (const m of members) for (const u of m.person.sameAs) if (!sameAs.includes(u)) sameAs.push(u);
      return {
        name: top.name,
        givenName: declared?.givenName ?? split.givenName,
        familyName: declared?.familyName ?? split.familyName,
        title: first('title'),
        email: first('email'),
        phone: first('phone'),
        sameAs,
        via: top.via,
      };
    });
}

// ---------------------------------------------------------------------------------------------

export function extractPeople(html: string, pageUrl: string, allowedDomains: readonly string[]): ExtractedPerson[] {
  const $ = loadHtml(html);
  const root = $.root().toArray()[0] as unknown as Node;
  const jsonLd = extractJsonLd(html, pageUrl);
  // The site's own names, so that "Northwind Robotics" in a heading is never read as a person.
  const orgNames: string[] = [];
  for (const o of jsonLd.organizations) orgNames.push(...[o.name, o.legalName].filter((x): x is string => x !== undefined));
  $('meta').each((_, el) => {
    const key = ($(el).attr('property') ?? $(el).attr('name') ?? '').trim().toLowerCase();
    const content = collapse($(el).attr('content') ?? '');
    if ((key === 'og:site_name' || key === 'application-name') && content !== '') orgNames.push(content);
  });
  const page = new Page(root, pageUrl, allowedDomains, orgNames);
  const candidates = [...fromJsonLd(jsonLd.people, page), ...fromMicrodata(page), ...fromHCards(page)];
  candidates.push(...new CardReader(page).run());
  return merge(candidates);
}
