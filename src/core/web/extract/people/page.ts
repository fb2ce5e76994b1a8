/**
 * The page as the people extractor reads it: a structural view of the parsed DOM with document
 * positions, every address occurrence at its node (mailto links, Cloudflare-protected links and
 * spans, plain and obfuscated text), text as lines, and the output record (pure, no I/O).
 */
import { BLOCK, INVISIBLE, resolveUrl } from '../dom.js';
import { decodeCfEmail, findAddressesInText, isAllowedAddress, normaliseAddress, obfuscationToken, parseMailto, scriptOutputAddresses } from '../emails.js';
import type { ScriptOutput } from '../script-built/index.js';
import { socialHandleOf } from '../socials.js';
import { isGivenName } from '../../../identity/given-names.js';
import { stripHonorifics } from './honorifics.js';
import { collapse, fold } from './text.js';
import { isPhoneLike, trimTitle } from './titles.js';

/**
 * Where a person was read: structured data (json-ld, microdata, h-card), or the visible page: a
 * card, a line form (line), a definition list (list), a table row (table), running text (prose).
 */
export type PersonVia = 'json-ld' | 'microdata' | 'h-card' | 'card' | 'line' | 'list' | 'table' | 'prose';

export interface ExtractedPerson {
  /** Display name as written, whitespace collapsed, without honorifics and post-nominals. */
  name: string;
  givenName: string | null;
  familyName: string | null;
  /** Job title as written, trimmed of the punctuation around it. */
  title: string | null;
  /** Lower-cased address, only when it is in the same card / item and at an allowed domain. */
  email: string | null;
  phone: string | null;
  /** Profile URLs (JSON-LD/microdata sameAs, h-card u-url of social hosts, profile links in a card). */
  sameAs: string[];
  via: PersonVia;
}


/** Minimal structural view of a domhandler node (cheerio does not re-export the types). */
export interface Node {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: Node[];
  parent?: Node | null;
  prev?: Node | null;
}

/** Elements never taken as a card or a person's container. */
export const NOT_CONTAINER: ReadonlySet<string> = new Set(['body', 'html', 'head']);

export function isElement(n: Node | null | undefined): n is Node & { name: string } {
  return n !== null && n !== undefined && (n.type === 'tag' || n.type === 'script' || n.type === 'style') && n.name !== undefined;
}

/**
 * The parent of `n`, past the wrappers page builders put around each widget (Elementor's
 * widget > widget-container, Divi's module > inner, Gutenberg's group > inner-container): an
 * element whose only content is the element climbed from holds nothing more than it, so it is
 * no level of its own when a climb counts levels up to a card or a record.
 */
export function parentBeyondWrappers(n: Node): Node | null | undefined {
  let from: Node = n;
  let p = n.parent;
  while (isElement(p) && !NOT_CONTAINER.has(tagOf(p)) && holdsOnly(p, from) && isElement(p.parent)) {
    from = p;
    p = p.parent;
  }
  return p;
}

/** Whether an element's content is the one node `child` (and whitespace). */
function holdsOnly(el: Node, child: Node): boolean {
  return (el.children ?? []).every((c) => c === child || (c.type === 'text' && (c.data ?? '').trim() === '') || c.type === 'comment');
}

export function tagOf(n: Node): string {
  return (n.name ?? '').toLowerCase();
}

export function attr(n: Node, name: string): string | undefined {
  return n.attribs?.[name];
}

export function classOf(n: Node): string {
  return attr(n, 'class') ?? '';
}

export function classTokens(n: Node): string[] {
  return classOf(n).split(/\s+/).filter((c) => c !== '');
}

/** The text nodes' data under a node, as written (no breaks: only to look at its first and last characters). */
function rawText(node: Node): string {
  if (node.type === 'text') return node.data ?? '';
  return isElement(node) && !INVISIBLE.has(tagOf(node)) ? (node.children ?? []).map(rawText).join('') : '';
}

/**
 * The first (`side` 1) or last (-1) two visible characters of a subtree's text, whitespace at that
 * edge skipped: a walk to the edge, not the whole text.
 */
function edgeText(node: Node, side: 1 | -1): string {
  if (node.type === 'text') {
    const text = (node.data ?? '').trim();
    return side === 1 ? text.slice(0, 2) : text.slice(-2);
  }
  if (!isElement(node) || INVISIBLE.has(tagOf(node))) return '';
  const children = node.children ?? [];
  for (let i = side === 1 ? 0 : children.length - 1; i >= 0 && i < children.length; i += side) {
    const edge = edgeText(children[i] as Node, side);
    if (edge !== '') return edge;
  }
  return '';
}

/**
 * The break between two inline elements, one or both with a class of its own, written side by side
 * with nothing between them ("<span class="name">Oskar Dahl</span><span class="position">CTO</span>",
 * "<strong>Anna Oberwieser</strong><span class="rolle">Gastgeberin</span>"):
 * fields a stylesheet sets on lines of their own, whose words a reader never sees run together.
 * A line break; a space between the parts of a name ("fname", "lname"). None where the join is not
 * letter to letter, so an address written in pieces ("info<span>@</span>…") stays one.
 */
function fieldBreak(node: Node): '' | ' ' | '\n' {
  const prev = node.prev;
  if (!isElement(node) || !isElement(prev) || BLOCK.has(tagOf(node)) || BLOCK.has(tagOf(prev))) return '';
  // Unclassed fields too, where a word would end in lower case and the next start in upper case
  // ("<span>Getter Mägi</span><span>Müügijuht</span>"): no word is written so. (Read at the
  // edges only: most inline pairs are unclassed, and their whole text is not needed.)
  if (classOf(node) === '' && classOf(prev) === '') return /\p{Ll}$/u.test(edgeText(prev, -1)) && /^\p{Lu}\p{Ll}/u.test(edgeText(node, 1)) ? '\n' : '';
  const before = rawText(prev).trim();
  const after = rawText(node).trim();
  if (before.length < 2 || after.length < 2 || before.includes('@') || after.includes('@') || !/\p{L}$/u.test(before)) return '';
  // A phone number right after a classed field ("<span class="role">Rådgiver</span><a href="tel:…">38 10 04 22</a>"):
  // a field of its own, not the job's last word.
  if (!/^\p{L}/u.test(after)) return /^[+(]?\d/u.test(after) ? '\n' : '';
  return /name/i.test(classOf(prev)) && /name/i.test(classOf(node)) ? ' ' : '\n';
}

/** The primary language subtag of an element's own lang attribute, lower case; '' without one. */
function ownLang(node: Node): string {
  return (attr(node, 'lang') ?? '').trim().toLowerCase().split('-')[0] ?? '';
}

/**
 * A translation the page marks as one, after a slash or a bar ("Chairperson / <em
 * lang="ga">Cathaoirleach</em>"): an inline element in another language than the text around it,
 * right after that text's separator. A reader writes down the job in the page's language; the
 * other stays out of the text read (the separator left before it is trimmed with the title).
 */
function isMarkedTranslation(node: Node): boolean {
  if (!isElement(node) || BLOCK.has(tagOf(node))) return false;
  const lang = ownLang(node);
  if (lang === '') return false;
  let around = '';
  for (let p = node.parent; p && around === ''; p = p.parent) around = isElement(p) ? ownLang(p) : '';
  if (around === '' || around === lang) return false;
  const prev = node.prev;
  if (prev?.type !== 'text') return false;
  // (By hand, not one expression over the whole text: the separator at its end, a letter before it.)
  const before = (prev.data ?? '').trimEnd();
  const sep = before.slice(-1);
  return (sep === '/' || sep === '|') && /\p{L}/u.test(before.slice(0, -1));
}

/**
 * Text of a subtree as lines: a line break at every block element and `<br>`, whitespace collapsed,
 * empty lines dropped. `stopAt`/`offset` end the walk at a node (and, for a text node, inside it).
 */
export function textLines(root: Node, stopAt?: Node, offset?: number): { lines: string[]; stopped: boolean } {
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
    if (INVISIBLE.has(name) || node.type === 'script' || node.type === 'style' || isMarkedTranslation(node)) return;
    const block = BLOCK.has(name);
    if (block) out.push('\n');
    else out.push(fieldBreak(node));
    for (const child of node.children ?? []) walk(child);
    if (block && !stopped) out.push('\n');
  };
  walk(root);
  const lines = out.join('').split('\n').map(collapse);
  return { lines: stopAt === undefined ? lines.filter((l) => l !== '') : lines, stopped };
}

export function textOf(n: Node): string {
  return textLines(n).lines.join(' ');
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

export interface Occurrence {
  address: string;
  /** The element holding the address (link, Cloudflare span, or a text node's parent). */
  node: Node;
  /** For an address in text: the text node and the offset of the match. */
  text?: { node: Node; index: number };
  /** Document position of the text node or element: occurrences are sorted by it. */
  key: number;
  /** Written by a script where the script stands (`node` is the `<script>`, itself never visible). */
  written?: boolean;
}

export interface Candidate {
  person: ExtractedPerson;
  /** Given name / family name as declared by the source (not derived). */
  declared: boolean;
  pos: number;
}

export class Page {
  readonly order = new Map<Node, number>();
  readonly end = new Map<Node, number>();
  readonly elements: Node[] = [];
  readonly elementIndex = new Map<Node, number>();
  readonly occurrences: Occurrence[] = [];
  readonly structured: Node[] = [];
  /** Elements with a block-level element (other than `<br>`) inside. */
  readonly hasBlockInside = new Set<Node>();
  private readonly orgNames: string[];
  /** The folded words (four letters or more) of the site's own names ("caseificio", "pedroni"). */
  readonly ownWords: ReadonlySet<string>;

  constructor(
    readonly root: Node,
    readonly pageUrl: string,
    readonly allowed: readonly string[],
    orgNames: readonly string[],
    scripted: readonly ScriptOutput[] = [],
  ) {
    this.orgNames = orgNames.map(fold).filter((n) => n.length >= 2);
    this.ownWords = new Set(this.orgNames.flatMap((n) => n.split(/[^\p{L}]+/u)).filter((w) => w.length >= 4));
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
    this.collectOccurrences(root, scripted);
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

  /** Whether the occurrence shows on the page (a script's writes show where the script stands). */
  shows(o: Occurrence): boolean {
    return this.isVisible(o.written === true ? (o.node.parent ?? o.node) : o.node);
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

  private collectOccurrences(root: Node, scripted: readonly ScriptOutput[]): void {
    const byAddress = new Map<string, Set<Node>>();
    const add = (raw: string | undefined, node: Node, text?: { node: Node; index: number }, written = false): void => {
      const normalised = raw === undefined ? undefined : normaliseAddress(raw);
      if (normalised === undefined) return;
      const address = normalised.toLowerCase();
      const nodes = byAddress.get(address) ?? new Set<Node>();
      // The link text of a mailto link, or the Cloudflare span inside a protected link: same
      // occurrence. Walks up from the node (a few levels) instead of over every earlier node of the
      // address, which was quadratic on a page repeating one address.
      for (let p: Node | null | undefined = text === undefined ? node : node.parent; p; p = p.parent) if (nodes.has(p)) return;
      nodes.add(node);
      byAddress.set(address, nodes);
      const key = this.pos(text?.node ?? node);
      if (key < 0) return;
      const o: Occurrence = text === undefined ? { address, node, key } : { address, node, key, text };
      if (written) o.written = true;
      this.occurrences.push(o);
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
    // What scripts write (read, never run: script-built/): at the element a script fills in by its
    // id ("<span id="email-ferrante"></span>", Joomla's cloak span), else where the script stands
    // (document.write) or at the element whose handler or protection attributes write it. Without
    // this, a card whose address a script writes would show its person with an empty address.
    if (scripted.length > 0) {
      const byId = new Map<string, Node>();
      for (const el of this.elements) {
        const id = attr(el, 'id');
        if (id !== undefined && !byId.has(id)) byId.set(id, el);
      }
      // An element that shows an address as text already is read as it shows: what its protection
      // decodes to is no second address there (a TYPO3 link whose token and text disagree).
      const shown = new Set(this.occurrences.map((o) => o.node));
      for (const out of scripted) {
        const source = out.source as Node;
        if (!this.order.has(source)) continue;
        const target = (out.targets ?? []).map((id) => byId.get(id)).find((el) => el !== undefined && tagOf(el) !== 'script');
        const node = target ?? source;
        if (shown.has(node)) continue;
        const isScript = tagOf(node) === 'script';
        for (const raw of scriptOutputAddresses(out)) add(raw, node, undefined, isScript);
      }
      this.occurrences.sort((a, b) => a.key - b.key);
    }
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

export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function isPersonProfile(url: string): boolean {
  const found = socialHandleOf(url);
  if (found === undefined) return false;
  return !(found.network === 'fundingDb' || (found.network === 'proNetwork' && found.handle.startsWith('company/')));
}

export function firstAllowedEmail(page: Page, raws: readonly string[]): string | null {
  for (const raw of raws) {
    for (const part of /^\s*mailto:/i.test(raw) ? parseMailto(raw) : [raw]) {
      const address = normaliseAddress(part);
      if (address !== undefined && page.allowedAddress(address)) return address.toLowerCase();
    }
  }
  return null;
}

export function person(fields: Partial<ExtractedPerson> & { name: string; via: PersonVia }): ExtractedPerson {
  const title = fields.title === null || fields.title === undefined ? null : trimTitle(fields.title);
  return {
    name: cleanName(fields.name),
    givenName: fields.givenName ?? null,
    familyName: fields.familyName ?? null,
    title: title === '' ? null : title,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    sameAs: fields.sameAs ?? [],
    via: fields.via,
  };
}

/** A name as a source gives it, without honorifics and post-nominals ("Marta Kowalczyk, PhD"); as given when nothing is left. */
export function cleanName(name: string): string {
  const stripped = stripHonorifics(name);
  return stripped.includes(' ') ? givenNameFirst(stripped) : collapse(name);
}

const CAPITALS_RE = /^\p{Lu}[\p{Lu}'’-]+$/u;

/**
 * "DUPONT Jean", "GARCÍA LÓPEZ María": the family name first and in capitals, as French, Belgian
 * and Spanish staff lists and forms write it; given as people write the name, "Jean DUPONT".
 * Only when the words after the capitals start with a given name of the lists and none of them is
 * in capitals itself ("ANNA WEBER" stays).
 */
function givenNameFirst(name: string): string {
  const tokens = name.split(' ');
  let caps = 0;
  while (caps < tokens.length && CAPITALS_RE.test(tokens[caps] ?? '')) caps++;
  const rest = tokens.slice(caps);
  if (caps === 0 || rest.length === 0 || rest.some((t) => CAPITALS_RE.test(t)) || !isGivenName(rest[0] ?? '')) return name;
  return [...rest, ...tokens.slice(0, caps)].join(' ');
}

/** The nearest block-level ancestor (or self) of `n`, below body. */
export function closestBlock(n: Node): Node | undefined {
  for (let p: Node | null | undefined = n; p; p = p.parent) {
    if (!isElement(p)) return undefined;
    if (NOT_CONTAINER.has(tagOf(p))) return undefined;
    if (BLOCK.has(tagOf(p)) && tagOf(p) !== 'br') return p;
  }
  return undefined;
}

/** Where an address starts: its text node and offset, or the element that holds it whole (a mailto link). */
export interface Mark {
  node: Node;
  index?: number;
}

export function markOf(o: Occurrence): Mark {
  return o.text === undefined ? { node: o.node } : { node: o.text.node, index: o.text.index };
}

/**
 * Where the address written at `index` of `data` ends: its run of non-space characters, and the
 * bracketed "[at]"/"(dot)" words of an obfuscated one with the part after each ("jane [at] acme
 * [dot] test"). Scanned by hand, no regular expression over the rest of the text.
 */
function addressEnd(data: string, index: number): number {
  const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);
  const run = (from: number): number => {
    let i = from;
    while (i < data.length && !isSpace(data[i])) i++;
    return i;
  };
  let end = run(index);
  for (;;) {
    let i = end;
    while (i < data.length && isSpace(data[i])) i++;
    const next = data.slice(i, run(i));
    const token = obfuscationToken(next);
    if (token === null) return end;
    end = run(i);
    if (token === 'whole') {
      let j = end;
      while (j < data.length && isSpace(data[j])) j++;
      end = run(j);
    }
  }
}

/**
 * Text lines of `root` after `from` (an address: its element's subtree, or its text to where the
 * address ends) and before `to` (the same), as textLines gives them: a line break at every block
 * element and <br>. Without `from`, from the start of `root`.
 */
export function linesBetween(root: Node, from: Mark | undefined, to: Mark): string[] {
  const out: string[] = [];
  let collecting = from === undefined;
  let stopped = false;
  const walk = (node: Node): void => {
    if (stopped) return;
    if (node === to.node) {
      if (node.type === 'text') {
        const data = node.data ?? '';
        const start = from !== undefined && from.node === node ? addressEnd(data, from.index ?? 0) : 0;
        if (collecting || (from !== undefined && from.node === node)) out.push(data.slice(start, Math.max(start, to.index ?? 0)));
      }
      stopped = true;
      return;
    }
    if (from !== undefined && node === from.node) {
      if (node.type === 'text') out.push((node.data ?? '').slice(addressEnd(node.data ?? '', from.index ?? 0)));
      collecting = true;
      return;
    }
    if (node.type === 'text') {
      if (collecting) out.push(node.data ?? '');
      return;
    }
    if (!isElement(node) && node.type !== 'root') return;
    const name = isElement(node) ? tagOf(node) : '';
    if (INVISIBLE.has(name) || node.type === 'script' || node.type === 'style' || isMarkedTranslation(node)) return;
    const block = BLOCK.has(name);
    if (block && collecting) out.push('\n');
    else if (collecting) out.push(fieldBreak(node));
    for (const child of node.children ?? []) walk(child);
    if (block && collecting && !stopped) out.push('\n');
  };
  walk(root);
  return out.join('').split('\n').map(collapse);
}
