/**
 * Addresses a page's own simple scripts put together for the reader, read from the scripts'
 * text and never run (no eval, no vm, no Function, no DOM scripting): what each inline script
 * and each inline event handler (`onclick="..."`, `href="javascript:..."`) writes into the page or
 * opens as a link (evaluate.ts), TYPO3's encrypted `mailto:` links and Joomla 4's hidden-mail
 * element (protect-snippets.ts). Cloudflare's protection is decoded by emails.ts.
 *
 * An attribute a script reads (`el.getAttribute('data-r')`, `this.dataset.user`) is filled in from
 * the elements that carry every attribute the written value reads: for a `<script>`, any element
 * of the page; for an event handler, its own element.
 */
import type { CheerioAPI } from 'cheerio';
import { tokenize } from './tokens.js';
import { scriptWrites, type Part, type SinkKind, type Written } from './evaluate.js';
import { decryptTypo3Mailto, joomlaHiddenMail } from './protect-snippets.js';

export type { SinkKind } from './evaluate.js';

/** What a script writes: HTML, text, or a URL it links or navigates to. */
export interface ScriptOutput {
  kind: SinkKind;
  text: string;
  /**
   * Where it was written: the `<script>` element, or the element whose handler or protection
   * attributes wrote it (a TYPO3 link, Joomla's hidden-mail element). The people extractor places
   * the address there (or at the element the script fills in) to read the name beside it.
   */
  source: unknown;
  /** For a `<script>`: the ids of the elements it looks up (getElementById, querySelector('#…'), $('#…')). */
  targets?: string[];
}

/** Inline scripts larger than this are libraries and bundles, not address snippets. */
const MAX_SCRIPT_CHARS = 100_000;
/** Elements one attribute-reading value is filled in from. */
const MAX_ELEMENTS = 100;

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'application/x-javascript', 'text/ecmascript', 'application/ecmascript', 'module', 'text/jscript']);

type Attributes = Record<string, string>;

/**
 * Whether a node is inside a `<template>` (whose content never runs as it is). The parser hangs a
 * template's content off a fragment whose parent is the template, so cheerio's closest() stops short.
 */
function inTemplate(node: unknown): boolean {
  for (let n = (node as { parent?: unknown }).parent; n; n = (n as { parent?: unknown }).parent) {
    if ((n as { name?: string }).name === 'template') return true;
  }
  return false;
}

function attributesRead(parts: readonly Part[]): string[] {
  return [...new Set(parts.flatMap((p) => (typeof p === 'string' ? [] : [p.attr])))];
}

function fill(parts: readonly Part[], attrs: Attributes): string {
  return parts
    .map((p) => {
      if (typeof p === 'string') return p;
      const v = attrs[p.attr] ?? '';
      return p.reversed ? [...v].reverse().join('') : v;
    })
    .join('');
}

/** An element a script reads attributes from, with them. */
interface Holder {
  attrs: Attributes;
  el: unknown;
}

/**
 * What the script writes. A value filled in from an element's attributes is placed at that element
 * (`<a class="js-rev" data-rev="…">` inside "Jonas Wouters, logistiek verantwoordelijke: …"), where
 * the script writes it back, not at the script.
 */
function outputs(written: readonly Written[], elements: (names: string[]) => Holder[], source: unknown): ScriptOutput[] {
  const out: ScriptOutput[] = [];
  for (const w of written) {
    const names = attributesRead(w.value);
    if (names.length === 0) {
      out.push({ kind: w.kind, text: fill(w.value, {}), source });
      continue;
    }
    for (const { attrs, el } of elements(names)) out.push({ kind: w.kind, text: fill(w.value, attrs), source: el });
  }
  return out;
}

/** Ids a script looks elements up by, literally written (a computed id is not followed). */
const TARGET_RES = [
  /getElementById\(\s*(['"])([^'"\s]{1,100})\1\s*\)/g,
  /(?:querySelector(?:All)?|\$|jQuery)\(\s*(['"])#([\w-]{1,100})\1\s*\)/g,
];

function targetsOf(text: string): string[] {
  const out = new Set<string>();
  for (const re of TARGET_RES) for (const m of text.matchAll(re)) if (m[2] !== undefined) out.add(m[2]);
  return [...out];
}

/** Per parsed page: the address and people extractors read one parse (dom.ts), and so one reading. */
const read = new WeakMap<CheerioAPI, ScriptOutput[]>();

export function scriptOutputs($: CheerioAPI): ScriptOutput[] {
  const known = read.get($);
  if (known !== undefined) return known;
  const out: ScriptOutput[] = [];
  read.set($, out);
  const everyElement = (names: string[]): Holder[] => {
    const found: Holder[] = [];
    $('*').each((_, el) => {
      if (found.length >= MAX_ELEMENTS) return false;
      const attrs = (el as { attribs?: Attributes }).attribs ?? {};
      if (names.every((n) => attrs[n] !== undefined)) found.push({ attrs, el });
      return undefined;
    });
    return found;
  };

  $('script').each((_, el) => {
    const $el = $(el);
    // A script with a src runs that file, not its text; one in a template never runs as it is.
    if ($el.attr('src') !== undefined || inTemplate(el)) return;
    const type = ($el.attr('type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!JS_TYPES.has(type)) return;
    const text = $el.text();
    if (text.length > MAX_SCRIPT_CHARS || !/write|HTML|text|href|location|open|append|prepend|html|attr|UnCrypt/i.test(text)) return;
    const tokens = tokenize(text);
    if (tokens === null) return;
    const targets = targetsOf(text);
    for (const o of outputs(scriptWrites(tokens), everyElement, el)) out.push(targets.length > 0 ? { ...o, targets } : o);
  });

  $('*').each((_, el) => {
    const attrs = (el as { attribs?: Attributes }).attribs ?? {};
    for (const [name, value] of Object.entries(attrs)) {
      let code: string | undefined;
      if (name.startsWith('on') && value.length <= MAX_SCRIPT_CHARS) code = value;
      else if ((name === 'href' || name === 'action') && /^\s*javascript:/i.test(value)) {
        const body = value.replace(/^\s*javascript:/i, '');
        try {
          code = decodeURIComponent(body);
        } catch {
          code = body;
        }
      }
      if (code === undefined || inTemplate(el)) continue;
      const tokens = tokenize(code, 5_000);
      if (tokens === null) continue;
      // `this` in a handler is its own element: the attributes it reads are that element's.
      out.push(...outputs(scriptWrites(tokens), (names) => (names.every((n) => attrs[n] !== undefined) ? [{ attrs, el }] : []), el));
    }
    const token = attrs['data-mailto-token'];
    if (token !== undefined) {
      const url = decryptTypo3Mailto(token);
      // The link's own text shows the address TYPO3 encrypted ("k.weber(at)…"): a token that
      // decodes to another local part was not written by TYPO3 (hand-edited markup, a copied
      // link), and the address a reader sees is the one shown, not the token's.
      const shown = $(el).text();
      const local = (url ?? '').replace(/^mailto:/iu, '').split('@')[0] ?? '';
      const contradicted = /@|\(at\)|\[at\]|\{at\}/iu.test(shown) && local !== '' && !shown.toLowerCase().includes(local.toLowerCase());
      if (url !== undefined && !contradicted) out.push({ kind: 'url', text: url, source: el });
    }
    if ((el as { name?: string }).name === 'joomla-hidden-mail') {
      const address = joomlaHiddenMail({ first: attrs['first'], last: attrs['last'] });
      if (address !== undefined) out.push({ kind: 'url', text: `mailto:${address}`, source: el });
    }
  });
  return out;
}
