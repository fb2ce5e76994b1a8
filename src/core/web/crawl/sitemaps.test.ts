import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gunzipCapped, LOW_SITEMAP_SCORE, readSitemap, SITEMAP_SCORE, sitemapScore } from './sitemaps.js';

const LIMITS = { bytes: 1_000_000 };
const urlset = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${locs.map((l) => `<url><loc>${l}</loc><image:image><image:loc>http://s.test/img/x.jpg</image:loc></image:image></url>`).join('\n')}\n</urlset>`;

describe('readSitemap', () => {
  it('reads a urlset: the pages, not the images', async () => {
    const got = await readSitemap(Buffer.from(urlset(['http://s.test/', 'http://s.test/kontakt'])), LIMITS, 100);
    expect(got).toEqual({ type: 'urls', locs: ['http://s.test/', 'http://s.test/kontakt'] });
  });

  it('reads a sitemap index: the sitemap files it names', async () => {
    const xml = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://s.test/page-sitemap.xml</loc><lastmod>2025-01-01</lastmod></sitemap><sitemap><loc> http://s.test/post-sitemap.xml.gz </loc></sitemap></sitemapindex>`;
    expect(await readSitemap(Buffer.from(xml), LIMITS, 100)).toEqual({ type: 'index', locs: ['http://s.test/page-sitemap.xml', 'http://s.test/post-sitemap.xml.gz'] });
  });

  it('reads a gzip-compressed sitemap by its magic bytes, whatever its name or type', async () => {
    const got = await readSitemap(gzipSync(Buffer.from(urlset(['http://s.test/es/trabaja-con-nosotros']))), LIMITS, 100);
    expect(got.locs).toEqual(['http://s.test/es/trabaja-con-nosotros']);
  });

  it('decodes XML entities and CDATA in <loc>', async () => {
    const got = await readSitemap(Buffer.from(urlset(['http://s.test/?page=a&amp;lang=de', '<![CDATA[http://s.test/über]]>', 'http://s.test/&#252;ber'])), LIMITS, 100);
    expect(got.locs).toEqual(['http://s.test/?page=a&lang=de', 'http://s.test/über', 'http://s.test/über']);
  });

  it('reads a text sitemap, one URL a line', async () => {
    expect(await readSitemap(Buffer.from('http://s.test/a\r\n\nnot a url\nhttps://s.test/b\n'), LIMITS, 100)).toEqual({ type: 'urls', locs: ['http://s.test/a', 'https://s.test/b'] });
  });

  it('an HTML page (a soft 404) gives nothing', async () => {
    expect(await readSitemap(Buffer.from('<!DOCTYPE html><html><body><a href="http://s.test/x">x</a></body></html>'), LIMITS, 100)).toEqual({ type: 'urls', locs: [] });
  });

  it('takes at most the URLs asked for', async () => {
    const locs = Array.from({ length: 50 }, (_, i) => `http://s.test/p${i}`);
    expect((await readSitemap(Buffer.from(urlset(locs)), LIMITS, 7)).locs).toEqual(locs.slice(0, 7));
  });

  it('reads a sitemap only up to the byte cap, compressed or not (a gzip bomb stops there)', async () => {
    const locs = Array.from({ length: 2000 }, (_, i) => `http://s.test/page-${i}`);
    const xml = urlset(locs);
    const cap = { bytes: 10_000 };
    const plain = await readSitemap(Buffer.from(xml), cap, 10_000);
    const zipped = await readSitemap(gzipSync(Buffer.from(xml)), cap, 10_000);
    expect(plain.locs.length).toBeGreaterThan(10);
    expect(plain.locs.length).toBeLessThan(locs.length);
    expect(zipped.locs).toEqual(plain.locs);
    const bomb = gzipSync(Buffer.alloc(5_000_000, 0x20));
    expect((await gunzipCapped(bomb, 1000)).length).toBe(1000);
  });

  it('a corrupt gzip stream gives what came before the fault', async () => {
    const zipped = gzipSync(Buffer.from(urlset(['http://s.test/a'])));
    const truncated = zipped.subarray(0, zipped.length - 12);
    const got = await readSitemap(truncated, LIMITS, 100);
    expect(got.locs).toEqual(['http://s.test/a']);
  });
});

describe('sitemapScore', () => {
  it('reads page sitemaps before post, product and media sitemaps', () => {
    expect(sitemapScore(new URL('http://s.test/sitemap.xml'))).toBe(SITEMAP_SCORE);
    expect(sitemapScore(new URL('http://s.test/page-sitemap.xml'))).toBe(SITEMAP_SCORE);
    expect(sitemapScore(new URL('http://s.test/job-sitemap.xml'))).toBe(SITEMAP_SCORE);
    expect(sitemapScore(new URL('http://s.test/post-sitemap.xml'))).toBe(LOW_SITEMAP_SCORE);
    expect(sitemapScore(new URL('http://s.test/sitemaps/blog.xml'))).toBe(LOW_SITEMAP_SCORE);
    expect(sitemapScore(new URL('http://s.test/product_sitemap1.xml.gz'))).toBe(LOW_SITEMAP_SCORE);
  });
});
