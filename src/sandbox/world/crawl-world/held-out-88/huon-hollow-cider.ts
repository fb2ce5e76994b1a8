/**
 * Huon Hollow Cider Co., a family orchard and cidery in the Huon Valley, Tasmania (Australian
 * English), on Wix: "The Orchard Crew" as cards (the cellar door manager also nested in JSON-LD
 * under the cellar door department), the wholesale manager's address glued together by a script,
 * the orchard manager's by character codes, the events coordinator as "Name | Role", a trade page
 * stating "firstname@" addresses, and a blog post listed only in a child of the sitemap index.
 * The cider club's page is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'huonhollowcider.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/our-ciders', 'Our Ciders'],
  ['/cellar-door', 'Cellar Door'],
  ['/the-orchard-crew', 'The Orchard Crew'],
  ['/trade', 'Trade &amp; Wholesale'],
  ['/events', 'Weddings &amp; Events'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Huon Hollow Cider Co.',
  head: ['<meta name="generator" content="Wix.com Website Builder">', '<meta http-equiv="X-Wix-Meta-Site-Id" content="7c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f">', '<link rel="preconnect" href="https://static.parastorage.com">'],
  header: () =>
    `<div id="SITE_CONTAINER"><header id="SITE_HEADER" class="wixui-header"><a href="/" data-testid="linkElement"><img src="https://static.wixstatic.com/media/a1b2c3_huonhollow~mv2.png" alt="Huon Hollow Cider Co."></a><nav aria-label="Site" class="wixui-horizontal-menu"><ul>${MENU.map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${h}">${l}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><p class="font_8 wixui-rich-text__text">Huon Hollow Cider Co. · 1402 Channel Highway, Cradoc TAS 7109 · ABN 51 624 118 903 · ${tel('(03) 6255 0142')} · ${mailto(`cellardoor@${HOST}`)}</p><p class="font_8"><a href="${ORIGIN}/cider-club">Cider Club members</a> · Please enjoy responsibly. Liquor Licence No. 87012.</p></footer></div>`,
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });
const rich = (html: string): string => `<div class="wixui-rich-text" data-testid="richTextElement">${html}</div>`;

const BRODIE_SCRIPT = `var u = 'brodie'; var d = 'huonhollowcider' + '.' + 'test'; document.getElementById('trade-mail').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;
const TILLY_CODES = charCodes(`tilly@${HOST}`);
const TILLY_SCRIPT = `var t = String.fromCharCode(${TILLY_CODES}); document.getElementById('orchard-mail').innerHTML = '<a href="mailto:' + t + '">' + t + '</a>';`;

export function huonHollowCider(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Home', main: rich(`<h1>Real cider from real apples.</h1><p>Pressed from our own Sturmer Pippins, Crofton and Kingston Blacks, grown on the same slope above the Huon River since 1921.</p>`) });
  pages['/our-ciders'] = page({ path: '/our-ciders', title: 'Our Ciders', main: rich(`<h1>Our Ciders</h1><ul><li>Hollow Dry – 6.8%</li><li>Bittersweet Reserve – 8.2%</li><li>Perry – 5.5%</li></ul>`) });
  pages['/cellar-door'] = page({ path: '/cellar-door', title: 'Cellar Door', main: rich(`<h1>Cellar Door</h1><p>Open Thursday to Monday, 10am–4pm. Tastings $10, refunded with any purchase. Dogs welcome on the deck.</p><p>Groups of 10+ please book ahead: ${mailto(`cellardoor@${HOST}`)}</p>`) });
  pages['/the-orchard-crew'] = page({
    path: '/the-orchard-crew',
    title: 'The Orchard Crew',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Winery',
        name: 'Huon Hollow Cider Co.',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Hamish Wells', jobTitle: 'Founder & Head Cidermaker' },
        department: { '@type': 'Store', name: 'Huon Hollow Cellar Door', employee: { '@type': 'Person', name: 'Jasmine Ong', jobTitle: 'Cellar Door Manager', email: `jasmine@${HOST}` } },
      },
    ],
    main: rich(
      `<h1>The Orchard Crew</h1><p>Fourth-generation growers and a handful of mates who couldn't stay away.</p>` +
        `<div class="crew-card"><h3>Hamish Wells</h3><p class="font_9">Founder &amp; Head Cidermaker</p><p>Hamish planted the first cider varieties in 2009 after a vintage in Normandy.</p><p>${mailto(`hamish@${HOST}`)}</p></div>` +
        `<div class="crew-card"><h3>Jasmine Ong</h3><p class="font_9">Cellar Door Manager</p><p>Jaz runs tastings, the shop and our Sunday long lunches.</p><p>${mailto(`jasmine@${HOST}`)}</p></div>` +
        `<div class="crew-card"><h3>Tilly Marsh</h3><p class="font_9">Orchard Manager</p><p>Pruning, grafting, picking crews and the never-ending battle with the possums.</p><p id="orchard-mail">email Tilly</p><script>${TILLY_SCRIPT}</script></div>`,
    ),
  });
  pages['/trade'] = page({
    path: '/trade',
    title: 'Trade & Wholesale',
    main: rich(
      `<h1>Trade &amp; Wholesale</h1><p>We supply bottle shops, pubs and restaurants across Tasmania and the mainland in kegs and 330ml cans. Every one of us can be reached at firstname@${HOST}.</p>` +
        `<p>Wholesale &amp; Trade Manager – Brodie Keane</p><p id="trade-mail"></p><script>${BRODIE_SCRIPT}</script>` +
        `<table><thead><tr><th>Territory</th><th>Sales Rep</th><th>Email</th></tr></thead><tbody><tr><td>Victoria &amp; NSW</td><td>Ella Grant</td><td>${mailto(`ella@${HOST}`)}</td></tr><tr><td>Tasmania</td><td>Lachlan Boyd</td><td>${mailto(`lachlan@${HOST}`)}</td></tr></tbody></table>`,
    ),
  });
  pages['/events'] = page({ path: '/events', title: 'Weddings & Events', main: rich(`<h1>Weddings &amp; Events</h1><p>The old packing shed seats 120 among the bins and the barrels.</p><p>Georgia Blunt | Events &amp; Functions Coordinator | ${mailto(`georgia@${HOST}`)}</p>`) });
  pages['/post/meet-sophie'] = page({ path: '/post/meet-sophie', title: 'Meet Sophie, our new assistant cidermaker', main: rich(`<h1>Meet Sophie, our new assistant cidermaker</h1><p>After three vintages in the Adelaide Hills, Sophie Lam has joined us as Assistant Cidermaker; say g'day at ${mailto(`sophie@${HOST}`)}.</p>`) });
  pages['/cider-club'] = page({ path: '/cider-club', title: 'Cider Club', main: rich(`<h1>Cider Club</h1><p>Members only. Changes to your shipment: club@${HOST}</p>`) });
  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/our-ciders', '/cellar-door', '/the-orchard-crew', '/trade', '/events']));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/meet-sophie'], '2025-02-03'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: /*?lightbox=\nDisallow: /cider-club\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml']),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1717171717.1234567890' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-88',
      languages: ['en'],
      addresses: [
        { address: `cellardoor@${HOST}`, name: null, title: null, pages: ['/', '/cellar-door'], cases: ['role', 'plain'] },
        { address: `hamish@${HOST}`, name: 'Hamish Wells', title: 'Founder & Head Cidermaker', pages: ['/the-orchard-crew'], cases: ['card', 'plain', 'link-english-unlisted'] },
        { address: `jasmine@${HOST}`, name: 'Jasmine Ong', title: 'Cellar Door Manager', pages: ['/the-orchard-crew'], cases: ['card', 'json-ld-nested', 'json-ld-person', 'plain', 'link-english-unlisted'] },
        { address: `tilly@${HOST}`, name: 'Tilly Marsh', title: 'Orchard Manager', pages: ['/the-orchard-crew'], encoded: { kind: 'script', text: TILLY_SCRIPT }, cases: ['card', 'script-charcode', 'link-english-unlisted'] },
        { address: `brodie@${HOST}`, name: 'Brodie Keane', title: 'Wholesale & Trade Manager', pages: ['/trade'], encoded: { kind: 'script', text: BRODIE_SCRIPT }, cases: ['title-name-line', 'script-concat'] },
        { address: `ella@${HOST}`, name: 'Ella Grant', title: 'Sales Rep', pages: ['/trade'], cases: ['table', 'plain'] },
        { address: `lachlan@${HOST}`, name: 'Lachlan Boyd', title: 'Sales Rep', pages: ['/trade'], cases: ['table', 'plain'] },
        { address: `georgia@${HOST}`, name: 'Georgia Blunt', title: 'Events & Functions Coordinator', pages: ['/events'], cases: ['name-title-line', 'plain'] },
        { address: `sophie@${HOST}`, name: 'Sophie Lam', title: 'Assistant Cidermaker', pages: ['/post/meet-sophie'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}',
      statedPattern: { page: '/trade', text: `firstname@${HOST}` },
      disallowed: ['/cider-club'],
      nonAddresses: [
        { text: `club@${HOST}`, kind: 'disallowed' },
        { text: `firstname@${HOST}`, kind: 'scheme' },
      ],
    },
  };
}
