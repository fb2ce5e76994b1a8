import { describe, expect, it } from 'vitest';
import { buildSandboxSites } from '../../../sandbox/world/websites.js';
import { buildCrawlWorld } from '../../../sandbox/world/crawl-world/index.js';
import { analyzedBothWays, requiredLiteral, type TechnologyInput } from './technologies.js';

// technologies.ts reads the core's patterns itself (analyzeItems) rather than through the core's
// analyze(), which visits every technology eleven times a page: the detections must be the
// core's, in the core's order (resolve() reads them in order: versions, confidence).

/** A page that sets off fingerprints of every kind analyze() reads: url, html, css, scripts, cookies, meta, headers, dns. */
const BUSY: TechnologyInput = {
  url: 'https://shop.acme.test/wp-admin/index.php?route=product',
  headers: {
    server: 'nginx/1.25.3',
    'x-powered-by': ['PHP/8.2.1', 'Express'],
    'x-generator': 'Drupal 10 (https://www.drupal.org)',
    via: '1.1 varnish',
    'cf-ray': '7d1c2b3a4f5e6d7c-FRA',
    'set-cookie': ['PHPSESSID=abc; path=/', '_ga_ABC123=GS1.1; path=/, laravel_session=xyz; HttpOnly', 'SESS0123456789abcdef0123456789abcdef=1'],
  },
  html: `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="generator" content="WordPress 6.4.3"><meta name="generator" content="WooCommerce 8.5.1"><meta property="og:site_name" content="Acme">
<meta name="shopify-digital-wallet" content="/1/digital_wallets/dialog">
<link rel="stylesheet" href="/wp-content/themes/acme/style.css?ver=6.4.3">
<style>.elementor-section{display:block}.wp-block-button{color:red}</style>
<script src="https://code.jquery.com/jquery-3.7.1.min.js"></script>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>
<script src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ"></script>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>
<script src="https://unpkg.com/react@18.2.0/umd/react.production.min.js"></script>
<script>window.dataLayer = window.dataLayer || []; gtag('config', 'G-ABC123XYZ');</script>
</head><body class="woocommerce elementor-page"><div id="__next" data-reactroot=""></div>
<!-- Breadcrumb NavXT 7.2.0 --><a href="https://wordpress.org/">Proudly powered by WordPress</a></body></html>`,
  dns: { mx: ['aspmx.l.google.com', 'mx1.mail.ovh.net'], txt: ['v=spf1 include:_spf.google.com include:mailgun.org ~all', 'google-site-verification=abc', 'MS=ms12345678'] },
};

const pages: [string, TechnologyInput][] = [['a page of every kind of fingerprint', BUSY]];
for (const site of buildSandboxSites()) {
  for (const [path, page] of Object.entries(site.pages)) {
    if ((page.contentType ?? 'text/html').startsWith('text/html')) pages.push([`${site.host}${path}`, { url: `http://${site.host}${path}`, headers: site.headers ?? {}, html: page.body }]);
  }
}
// The truth world's home pages (the page readSite detects technologies on).
for (const { site } of buildCrawlWorld()) {
  const home = site.pages['/'];
  if (home && (home.contentType ?? 'text/html').startsWith('text/html')) pages.push([site.host, { url: `http://${site.host}/`, headers: site.headers ?? {}, html: home.body }]);
}

describe('technology detection: analyzeItems against the core', () => {
  // The core's analyze() costs tens of ms a page.
  it('gives the core analyze()\'s detections, in its order, on every sandbox page and truth-world home page', { timeout: 120_000 }, () => {
    let detected = 0;
    for (const [name, page] of pages) {
      const { core, own } = analyzedBothWays(page);
      expect(own.length, name).toBe(core.length);
      own.forEach(([technology, pattern, version], i) => {
        const [t, p, v] = core[i]!;
        expect(technology === t && pattern === p && version === v, `${name}: detection ${i}`).toBe(true);
      });
      if (name === 'a page of every kind of fingerprint') expect(core.length).toBeGreaterThan(20);
      if (core.length > 0) detected++;
    }
    expect(pages.length).toBeGreaterThan(60);
    expect(detected).toBeGreaterThan(20);
  });
});

describe('requiredLiteral: text every match of a pattern contains', () => {
  it.each([
    ['jquery[.-]([\\d.]*\\d)[^\\/]*\\.js', 'jquery'],
    ['\\/wp-content\\/', '/wp-content/'],
    ['<link[^>]+s\\.w\\.org', 's.w.org'],
    ['\\bGoogle\\b', 'google'],
    ['cdn\\.Example\\.com\\/x', 'cdn.example.com/x'],
    // Optional or counted characters are not required; a repeated one is, once.
    ['foo?bar', 'bar'],
    ['abcd{2}efgh', 'efgh'],
    ['abcx*yz', 'abc'],
    ['abc+d', 'abc'],
    ['abc+?defg', 'defg'],
    // Groups, classes and escapes end a run.
    ['abc(?:def)?ghij', 'ghij'],
    ['ab(c|d)efgh', 'efgh'],
    ['[abc]defg', 'defg'],
    ['[\\]x]defg', 'defg'],
    ['x\\dyz\\wabcd', 'abcd'],
    ['<!-- \\* FreeTextBox v\\d', ' freetextbox v'],
    ['abc\\|defg', 'defg'],
  ])('%s -> %s', (source, literal) => {
    expect(requiredLiteral(source)).toBe(literal);
  });

  it.each([['x|y'], ['abc|def'], ['(?:)'], ['ab'], ['a.b.c'], ['(abc'], ['[abc'], ['\\d+']])('%s has none', (source) => {
    expect(requiredLiteral(source)).toBeNull();
  });
});
