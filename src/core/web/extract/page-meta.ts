/**
 * Page-level metadata from `<head>` (and the page header for the logo), pure, no I/O.
 *
 * Every text value has its HTML entities decoded (by the parser), whitespace collapsed, and is null
 * when empty. Every URL is resolved against the document's `<base href>` (itself resolved against
 * `pageUrl`) or `pageUrl`, and kept only when it is http(s). Meta tags are matched on `property`
 * or `name`, case-insensitively; the first non-empty one of a kind wins.
 *
 *   siteName     og:site_name, application-name.
 *   title        og:title, twitter:title, `<title>`.
 *   description  og:description, meta description, twitter:description.
 *   image        og:image (og:image:url, og:image:secure_url), twitter:image (twitter:image:src).
 *   lang         `<html lang>` (or xml:lang), else meta http-equiv content-language, else og:locale:
 *                the primary subtag, lower-cased ("en-GB" -> "en"); null unless 2-3 letters.
 *   canonical    link rel=canonical, else og:url.
 *   logo         first found, in this order (after the JSON-LD Organization logo, which the caller
 *                prefers):
 *                  1. the largest of link rel=apple-touch-icon / apple-touch-icon-precomposed (any size;
 *                     without `sizes` counted as 0) and link rel=icon with a size >= 96 px (or `any`);
 *                  2. og:logo;
 *                  3. itemprop=logo (meta@content, img@src, link@href);
 *                  4. an img in the page header (`header`, role=banner, #header, .header, .site-header)
 *                     whose alt, class or id, or whose parent's class or id, contains "logo";
 *                  5. og:image (as `image` above, without twitter:image);
 *                  6. the largest link rel=icon / shortcut icon of any size (first one on a tie).
 */
import type { CheerioAPI } from 'cheerio';
import { loadHtml, resolveUrl } from './dom.js';

export interface PageMeta {
  siteName: string | null;
  title: string | null;
  description: string | null;
  /** Absolute URL, see the precedence above. */
  logo: string | null;
  /** og:image / twitter:image, absolute. */
  image: string | null;
  /** Primary language subtag, lower-case. */
  lang: string | null;
  canonical: string | null;
}

function clean(s: string | undefined): string | null {
  if (s === undefined) return null;
  const t = s.replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

/** Largest dimension in a `sizes` attribute: "32x32 192x192" -> 192, "any" -> Infinity, none -> 0. */
function largestSize(sizes: string | undefined): number {
  let best = 0;
  for (const token of (sizes ?? '').toLowerCase().split(/\s+/)) {
    if (token === 'any') return Infinity;
    const m = /^(\d+)x(\d+)$/.exec(token);
    if (m) best = Math.max(best, Number(m[1]), Number(m[2]));
  }
  return best;
}

function relTokens(rel: string | undefined): string[] {
  return (rel ?? '').toLowerCase().split(/\s+/).filter((t) => t !== '');
}

export function extractPageMeta(html: string, pageUrl: string): PageMeta {
  const $ = loadHtml(html);
  const baseHref = $('base[href]').first().attr('href');
  const baseUrl = baseHref === undefined ? undefined : resolveUrl(baseHref.trim(), pageUrl);
  const base = baseUrl !== undefined && (baseUrl.protocol === 'http:' || baseUrl.protocol === 'https:') ? baseUrl.href : pageUrl;

  const url = (raw: string | undefined): string | null => {
    const s = clean(raw);
    if (s === null) return null;
    const u = resolveUrl(s, base);
    return u !== undefined && (u.protocol === 'http:' || u.protocol === 'https:') ? u.href : null;
  };

  const metas = metaIndex($);
  const meta = (...keys: string[]): string | null => {
    for (const key of keys) for (const v of metas.get(key) ?? []) if (v !== null) return v;
    return null;
  };
  const metaUrl = (...keys: string[]): string | null => {
    for (const key of keys) {
      for (const v of metas.get(key) ?? []) {
        const u = url(v ?? undefined);
        if (u !== null) return u;
      }
    }
    return null;
  };

  const titleEl = $('title')
    .toArray()
    .find((el) => $(el).closest('svg').length === 0);
  const title = meta('og:title', 'twitter:title') ?? clean(titleEl === undefined ? undefined : $(titleEl).text());

  const links = $('link[href]')
    .toArray()
    .map((el) => ({ rel: relTokens($(el).attr('rel')), href: url($(el).attr('href')), size: largestSize($(el).attr('sizes')) }))
    .filter((l): l is { rel: string[]; href: string; size: number } => l.href !== null);
  const largest = (list: typeof links): string | null => {
    let best: (typeof links)[number] | undefined;
    for (const l of list) if (best === undefined || l.size > best.size) best = l;
    return best?.href ?? null;
  };
  const isIcon = (l: (typeof links)[number]): boolean => l.rel.includes('icon');
  const isTouch = (l: (typeof links)[number]): boolean => l.rel.includes('apple-touch-icon') || l.rel.includes('apple-touch-icon-precomposed');

  const itempropLogo = (): string | null => {
    for (const el of $('[itemprop]').toArray()) {
      if (!relTokens($(el).attr('itemprop')).includes('logo')) continue;
      const tag = el.tagName.toLowerCase();
      const raw = tag === 'meta' ? $(el).attr('content') : tag === 'img' ? $(el).attr('src') : $(el).attr('href') ?? $(el).attr('src') ?? $(el).attr('content');
      const u = url(raw);
      if (u !== null) return u;
    }
    return null;
  };
  const headerLogo = (): string | null => {
    const hasLogo = (s: string | undefined): boolean => (s ?? '').toLowerCase().includes('logo');
    for (const el of $('header img[src], [role="banner"] img[src], #header img[src], .header img[src], .site-header img[src]').toArray()) {
      const img = $(el);
      const parent = img.parent();
      if (![img.attr('alt'), img.attr('class'), img.attr('id'), parent.attr('class'), parent.attr('id')].some(hasLogo)) continue;
      const u = url(img.attr('src'));
      if (u !== null) return u;
    }
    return null;
  };

  const logo =
    largest(links.filter((l) => isTouch(l) || (isIcon(l) && l.size >= 96))) ??
    metaUrl('og:logo') ??
    itempropLogo() ??
    headerLogo() ??
    metaUrl('og:image', 'og:image:url', 'og:image:secure_url') ??
    largest(links.filter(isIcon));

  const htmlEl = $('html').first();
  const langRaw =
    clean(htmlEl.attr('lang')) ?? clean(htmlEl.attr('xml:lang')) ?? httpEquiv($, 'content-language') ?? meta('og:locale');
  const primary = langRaw?.split(/[-_,\s]/)[0]?.toLowerCase() ?? '';

  return {
    siteName: meta('og:site_name', 'application-name'),
    title,
    description: meta('og:description', 'description', 'twitter:description'),
    logo,
    image: metaUrl('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
    lang: /^[a-z]{2,3}$/.test(primary) ? primary : null,
    canonical: url($('link[href]').toArray().map((el) => $(el)).find((l) => relTokens(l.attr('rel')).includes('canonical'))?.attr('href')) ?? metaUrl('og:url'),
  };
}

/** meta property/name (lower-cased) -> cleaned contents in document order. */
function metaIndex($: CheerioAPI): Map<string, (string | null)[]> {
  const out = new Map<string, (string | null)[]>();
  $('meta[content]').each((_, el) => {
    const content = clean($(el).attr('content'));
    const keys = new Set([$(el).attr('property'), $(el).attr('name')].map((k) => (k ?? '').trim().toLowerCase()).filter((k) => k !== ''));
    for (const key of keys) {
      const list = out.get(key) ?? [];
      list.push(content);
      out.set(key, list);
    }
  });
  return out;
}

function httpEquiv($: CheerioAPI, name: string): string | null {
  for (const el of $('meta[http-equiv]').toArray()) {
    if (($(el).attr('http-equiv') ?? '').trim().toLowerCase() === name) {
      const v = clean($(el).attr('content'));
      if (v !== null) return v;
    }
  }
  return null;
}
