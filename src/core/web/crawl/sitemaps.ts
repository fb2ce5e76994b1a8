/**
 * Reading sitemap files (sitemaps.org protocol 0.9): a <urlset> of pages, a <sitemapindex> of
 * further sitemap files, or a plain-text list of URLs; any of them gzip-compressed (.xml.gz,
 * recognised by the gzip magic bytes, RFC 1952 2.3.1, whatever the Content-Type says). Bounded:
 * the decompressed text is cut at a size cap (a gzip bomb stops there), and only the <loc>s read
 * before the cap count. <loc>s are read with a pattern, not an XML parser: a sitemap cut at the
 * cap is not well-formed, and the protocol's <loc> is plain text with the five XML entities.
 */
import { createGunzip } from 'node:zlib';
import { fold } from './link-kinds.js';

export interface SitemapLimits {
  /** Sitemap files fetched at most in one crawl (index children included). */
  files: number;
  /** Bytes of (decompressed) sitemap text read from one file. */
  bytes: number;
  /** Page URLs taken from the sitemaps of one crawl. */
  urls: number;
}

export const SITEMAP_LIMITS: Readonly<SitemapLimits> = { files: 10, bytes: 5_000_000, urls: 2_000 };

export interface SitemapContent {
  /** 'index': `locs` are sitemap files; 'urls': pages (from a urlset or a text list). */
  type: 'index' | 'urls';
  locs: string[];
}

/** Accepted Content-Types of sitemap files (XML, gzip, text lists; some servers say octet-stream). */
export const SITEMAP_TYPES: readonly string[] = ['application/xml', 'text/xml', 'application/x-gzip', 'application/gzip', 'application/octet-stream', 'text/plain'];

function isGzip(body: Buffer): boolean {
  return body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b;
}

/** Decompresses up to `cap` bytes; a stream cut short or corrupt gives what came before. */
export function gunzipCapped(body: Buffer, cap: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const gz = createGunzip();
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, Math.min(size, cap)));
    };
    gz.on('data', (chunk: Buffer) => {
      if (settled) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size >= cap) {
        finish();
        gz.destroy();
      }
    });
    gz.on('end', finish);
    gz.on('error', finish);
    gz.on('close', finish);
    gz.end(body);
  });
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeLoc(raw: string): string {
  const text = raw.replace(/^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/, '$1').trim();
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** The sitemap's <loc>s (or text lines), at most `maxLocs`. */
export async function readSitemap(body: Buffer, limits: Pick<SitemapLimits, 'bytes'>, maxLocs: number): Promise<SitemapContent> {
  const bytes = isGzip(body) ? await gunzipCapped(body, limits.bytes) : body.subarray(0, limits.bytes);
  const text = bytes.toString('utf8');
  const locs: string[] = [];
  if (/<sitemapindex[\s>]/i.test(text) || /<urlset[\s>]/i.test(text)) {
    // Only unprefixed <loc> (XML names are case-sensitive): <image:loc>, <video:loc> name media
    // files, not pages. Scanned with indexOf, linear in the text.
    for (let at = text.indexOf('<loc>'); at >= 0 && locs.length < maxLocs; at = text.indexOf('<loc>', at)) {
      const end = text.indexOf('</loc>', at + 5);
      if (end < 0) break;
      const loc = decodeLoc(text.slice(at + 5, end));
      if (loc) locs.push(loc);
      at = end + 6;
    }
    return { type: /<sitemapindex[\s>]/i.test(text) ? 'index' : 'urls', locs };
  }
  if (text.includes('<')) return { type: 'urls', locs };
  // A text sitemap: one URL a line (sitemaps.org "Text file").
  for (const line of text.split(/\r?\n/)) {
    if (locs.length >= maxLocs) break;
    const url = line.trim();
    if (/^https?:\/\//i.test(url)) locs.push(url);
  }
  return { type: 'urls', locs };
}

/** How soon to read a sitemap file: after the contact and team pages linked from the home page. */
export const SITEMAP_SCORE = 85;
/** A sitemap of posts, products, media or taxonomies: read after the people pages, if at all. */
export const LOW_SITEMAP_SCORE = 20;
const LOW_SITEMAP_WORDS = new Set(['post', 'posts', 'blog', 'news', 'article', 'articles', 'product', 'products', 'category', 'categories', 'tag', 'tags', 'image', 'images', 'video', 'videos', 'author', 'authors', 'event', 'events', 'archive', 'media', 'attachment', 'portfolio', 'project', 'projects', 'recipe', 'recipes']);

export function sitemapScore(url: URL): number {
  const words = fold(url.pathname).split(' ');
  return words.some((w) => LOW_SITEMAP_WORDS.has(w)) ? LOW_SITEMAP_SCORE : SITEMAP_SCORE;
}
