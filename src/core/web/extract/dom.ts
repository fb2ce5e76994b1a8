/**
 * Shared DOM helpers for the pure extractors in this folder. Parsing goes through
 * cheerio (parse5); structure is never inferred with regular expressions over raw HTML.
 */
import { load, type CheerioAPI } from 'cheerio';

/** Minimal structural view of a domhandler node (cheerio does not re-export the types). */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

/** Elements whose text is never visible content. */
export const INVISIBLE: ReadonlySet<string> = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'iframe', 'object']);

/** Elements after/before which a text break is inserted so adjacent blocks do not glue together. */
export const BLOCK: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav',
  'ol', 'p', 'pre', 'section', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'option',
  'select', 'button', 'label', 'body', 'html',
]);

/**
 * The last page parsed: readSite runs every extractor over one page in turn, and each asks for
 * the same document, so it is parsed once rather than once per extractor. The extractors only
 * read the document (none removes or rewrites a node), which is what makes sharing it safe.
 */
let last: { html: string; $: CheerioAPI } | null = null;

/** A piece of HTML that is not the page (a script's output): parsed apart, the page's parse kept. */
export function loadFragment(html: string): CheerioAPI {
  return load(html);
}

export function loadHtml(html: string): CheerioAPI {
  if (last !== null && last.html === html) return last.$;
  const $ = load(html);
  last = { html, $ };
  return $;
}

/**
 * Each fetched page's one parse, kept with the page: the crawler parses a page for its links as
 * it fetches it, and readSite's extractors read that same document afterwards (pages of several
 * sites are fetched between the two, so the last-page cache alone would have lost it). Held
 * weakly: it goes when the page goes.
 */
const documents = new WeakMap<object, { html: string; $: CheerioAPI }>();

/**
 * The parsed document of a fetched page (parsed on first use, then kept with the page), made the
 * current one for {@link loadHtml}: the extractors asked for this page's HTML next get this parse.
 */
export function pageDocument(page: { readonly html: string }): CheerioAPI {
  const known = documents.get(page);
  if (known !== undefined && known.html === page.html) {
    last = known;
    return known.$;
  }
  const $ = loadHtml(page.html);
  documents.set(page, last!);
  return $;
}

/**
 * Visible text of the document: text nodes outside script/style/noscript/template, with a
 * newline between block-level elements (inline markup such as `<b>` does not split words).
 */
export function visibleText($: CheerioAPI): string {
  const out: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.type === 'text') {
      out.push(node.data ?? '');
      return;
    }
    if (node.type === 'comment' || node.type === 'directive' || node.type === 'cdata') return;
    const name = node.name?.toLowerCase();
    if (node.type === 'script' || node.type === 'style' || (name !== undefined && INVISIBLE.has(name))) return;
    const block = name !== undefined && BLOCK.has(name);
    if (block) out.push('\n');
    for (const child of node.children ?? []) walk(child);
    if (block) out.push('\n');
  };
  for (const root of $.root().toArray()) walk(root as unknown as DomNode);
  return out.join('');
}

/** Resolve `href` against `base`; undefined when it is not a valid URL. */
export function resolveUrl(href: string, base: string | undefined): URL | undefined {
  try {
    return base === undefined ? new URL(href) : new URL(href, base);
  } catch {
    return undefined;
  }
}
