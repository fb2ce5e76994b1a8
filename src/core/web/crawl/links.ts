/**
 * The links a page offers a reader to the rest of its own site, each with its kind and score
 * (link-kinds.ts): anchors (text, an image's alt, title, aria-label), the page's hreflang
 * alternates (<link rel="alternate" hreflang>: the same page in the site's other languages) and
 * language menus written as a <select> of paths. Links to other sites, mailto:, tel: and
 * javascript: are not pages of the site; log-in, cart and search links are dropped here.
 */
import type { CheerioAPI } from 'cheerio';
import { loadHtml } from '../extract/dom.js';
import { classifyLink, KIND_SCORE, type LinkKind } from './link-kinds.js';

export interface FoundLink {
  url: string;
  kind: LinkKind;
  score: number;
}

export interface PageContext {
  /** The page's own URL (links resolve against it, or its <base href>). */
  url: string;
  /** Whether the page is the home page or a language home: its alternates are language homes. */
  hub: boolean;
  /** The page's own kind: an alternate of a contact page is a contact page in another language. */
  kind: LinkKind;
  score: number;
  /** Maps a URL to the site's form of it (its origin), or null when it is not on the site. */
  onSite: (url: URL) => URL | null;
}

function collapse(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The page's links; `html` is its HTML or its parsed document (the crawler's, shared with readSite: dom.ts pageDocument). */
export function pageLinks(html: string | CheerioAPI, page: PageContext): FoundLink[] {
  const $ = typeof html === 'string' ? loadHtml(html) : html;
  let base: URL;
  try {
    base = new URL($('base[href]').first().attr('href') ?? page.url, page.url);
  } catch {
    base = new URL(page.url);
  }
  const found = new Map<string, FoundLink>();
  const add = (href: string | undefined, describe: (url: URL) => { kind: LinkKind; score: number }) => {
    if (!href) return;
    let url: URL;
    try {
      url = new URL(href.trim(), base);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    url.hash = '';
    const site = page.onSite(url);
    if (!site) return;
    const { kind, score } = describe(site);
    if (kind === 'reject') return;
    const key = site.toString();
    const known = found.get(key);
    if (!known || score > known.score) found.set(key, { url: key, kind, score });
  };

  $('a[href], area[href]').each((_, el) => {
    const a = $(el);
    const text = collapse(a.text()) || collapse(a.find('img[alt]').first().attr('alt'));
    add(a.attr('href'), (url) => classifyLink({ url, text, title: a.attr('title'), ariaLabel: a.attr('aria-label') }));
  });

  // A language menu written as a <select> whose options are the pages (onchange navigates).
  $('select option[value]').each((_, el) => {
    const o = $(el);
    const value = o.attr('value') ?? '';
    if (!/^(\/|https?:\/\/)/i.test(value)) return;
    add(value, (url) => classifyLink({ url, text: collapse(o.text()) }));
  });

  // hreflang alternates (RFC 8288 links, as search engines read them): a hub's alternates are
  // the language homes; another page's alternate is that page in another language, so it keeps
  // the page's kind when its own path does not name one.
  $('link[rel~="alternate"][hreflang][href]').each((_, el) => {
    add($(el).attr('href'), (url) => {
      if (page.hub) return { kind: 'home', score: KIND_SCORE.home };
      const own = classifyLink({ url });
      return own.kind === 'other' && page.score > KIND_SCORE.other ? { kind: page.kind, score: page.score } : own;
    });
  });
  return [...found.values()];
}
