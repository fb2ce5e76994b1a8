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

function outputs(written: readonly Written[], elements: (names: string[]) => Attributes[]): ScriptOutput[] {
  const out: ScriptOutput[] = [];
  for (const w of written) {
    const names = attributesRead(w.value);
    if (names.length === 0) {
      out.push({ kind: w.kind, text: fill(w.value, {}) });
      continue;
    }
    for (const attrs of elements(names)) out.push({ kind: w.kind, text: fill(w.value, attrs) });
  }
  return out;
}

export function scriptOutputs($: CheerioAPI): ScriptOutput[] {
  const out: ScriptOutput[] = [];
  const everyElement = (names: string[]): Attributes[] => {
    const found: Attributes[] = [];
    $('*').each((_, el) => {
      if (found.length >= MAX_ELEMENTS) return false;
      const attrs = (el as { attribs?: Attributes }).attribs ?? {};
      if (names.every((n) => attrs[n] !== undefined)) found.push(attrs);
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
    if (tokens !== null) out.push(...outputs(scriptWrites(tokens), everyElement));
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
      out.push(...outputs(scriptWrites(tokens), (names) => (names.every((n) => attrs[n] !== undefined) ? [attrs] : [])));
    }
    const token = attrs['data-mailto-token'];
    if (token !== undefined) {
      const url = decryptTypo3Mailto(token);
      if (url !== undefined) out.push({ kind: 'url', text: url });
    }
    if ((el as { name?: string }).name === 'joomla-hidden-mail') {
      const address = joomlaHiddenMail({ first: attrs['first'], last: attrs['last'] });
      if (address !== undefined) out.push({ kind: 'url', text: `mailto:${address}` });
    }
  });
  return out;
}
