/**
 * Bokkooperativet Läsvärt: a member-owned cooperative bookshop (ekonomisk förening) in Östersund
 * on WordPress with WooCommerce, in Swedish. The staff on "Om oss" as a definition list (name,
 * then job and address, one address as character references from an e-mail encoder plugin); the
 * board as "Name, title – address" lines beside the shared members' mailbox; the contact page's
 * "Presskontakt:" label line and the schools' order mailbox; the notice of the annual meeting, a
 * post listed only in the child sitemap of WordPress's sitemap index that robots.txt names, with
 * the nominating committee's convener in a sentence. The newsletter form's placeholder, the
 * distributor's address (another company) and the shop account page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bokkooperativet-lasvart.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Hem'],
  ['/butik', 'Webbutik'],
  ['/evenemang', 'Evenemang'],
  ['/om-oss', 'Om oss'],
  ['/bli-medlem', 'Bli medlem'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Bokkooperativet Läsvärt',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="WooCommerce 9.3.3">',
    `<link rel="stylesheet" id="storefront-style-css" href="${ORIGIN}/wp-content/themes/storefront/style.css?ver=4.6.0" media="all">`,
    `<link rel="stylesheet" id="woocommerce-general-css" href="${ORIGIN}/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.3.3" media="all">`,
  ],
  header: () =>
    `<header id="masthead" class="site-header" role="banner"><div class="col-full"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2022/09/lasvart-logga.png" class="custom-logo" alt="Bokkooperativet Läsvärt" width="240" height="90"></a></div>` +
    `<div class="site-header-cart"><a class="cart-contents" href="/varukorg">0 kr <span class="count">0 varor</span></a> · <a href="/mitt-konto">Mitt konto</a></div></div>` +
    `<div class="storefront-primary-navigation"><div class="col-full"><nav id="site-navigation" class="main-navigation" aria-label="Primär navigering"><ul id="menu-huvudmeny" class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer" role="contentinfo"><div class="col-full"><div class="footer-widgets"><div class="block footer-widget-1"><p><strong>Bokkooperativet Läsvärt ek. för.</strong><br>Storgatan 29, 831 30 Östersund<br>${tel('063-12 48 90')} · ${mailto(`butik@${HOST}`)}<br>Org.nr 769631-4420</p></div>` +
    `<div class="block footer-widget-2"><form class="mc4wp-form" method="post"><label>Nyhetsbrev</label><input type="email" name="EMAIL" placeholder="namn@exempel.se" required><input type="submit" value="Prenumerera"></form></div></div>` +
    `<div class="site-info">© 2025 Bokkooperativet Läsvärt · <a href="/integritetspolicy">Integritetspolicy</a></div></div></footer>`,
  privacyPath: { sv: '/integritetspolicy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sv-SE' });
const entry = (html: string): string => `<div id="primary" class="content-area"><article class="page type-page status-publish hentry"><div class="entry-content">${html}</div></article></div>`;

const STAFF: { name: string; job: string; local: string; encode?: boolean }[] = [
  { name: 'Maja Öberg', job: 'butiksansvarig och inköpare', local: 'maja.oberg' },
  { name: 'Viktor Sandström', job: 'bokhandlare med ansvar för barn- och ungdomsböcker', local: 'viktor.sandstrom' },
  { name: 'Ahmed Yusuf', job: 'bokhandlare, leder våra läsecirklar', local: 'ahmed.yusuf' },
  { name: 'Elin Åkesson', job: 'bokhandlare (deltid) och webbutik', local: 'elin.akesson', encode: true },
];

const ANNUAL_MEETING = '/2025/03/kallelse-till-foreningsstamma-2025';

export function bokkooperativetLasvart(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Din kooperativa bokhandel i Östersund',
    main: entry(
      `<h1>Välkommen till Läsvärt!</h1><p>Läsvärt är en bokhandel som ägs av sina drygt 1 400 medlemmar. Vi säljer skönlitteratur, fackböcker och barnböcker, ordnar författarsamtal och läsecirklar och beställer hem det mesta inom en vecka.</p>` +
        `<p>Medlemmar får 10 % rabatt på allt utom kurslitteratur. <a href="/bli-medlem">Bli medlem för 200 kr</a></p>`,
    ),
  });

  pages['/butik'] = page({ path: '/butik', title: 'Webbutik', main: entry(`<h1>Webbutik</h1><ul class="products columns-4"><li class="product">Månadens bok: <em>Fjällsommar</em> – 229 kr</li><li class="product">Presentkort 300 kr</li></ul>`) });

  pages['/evenemang'] = page({ path: '/evenemang', title: 'Evenemang', main: entry(`<h1>Evenemang</h1><p>Författarsamtal med Åsa Nordin torsdag 10 april kl. 18.30. Fri entré för medlemmar, 60 kr för övriga.</p>`) });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: entry(
      `<h1>Om oss</h1><p>Läsvärt startade 1979 när den sista oberoende bokhandeln i stan lades ned och ett par hundra läsare gick samman och köpte lagret. I dag är vi fyra anställda och ett tjugotal ideella.</p>` +
        `<h2>Personalen</h2><dl class="personal">` +
        STAFF.map((p) => `<dt>${esc(p.name)}</dt><dd>${esc(p.job)}<br>${p.encode ? `<a href="${entities(`mailto:${p.local}@${HOST}`)}">${entities(`${p.local}@${HOST}`)}</a>` : mailto(`${p.local}@${HOST}`)}</dd>`).join('') +
        `</dl><p>Böckerna levereras av Nordbok Distribution AB. Frågor om leveranser till förlag: ${mailto('order@nordbok-distribution.test')}</p>`,
    ),
  });

  pages['/bli-medlem'] = page({
    path: '/bli-medlem',
    title: 'Bli medlem',
    main: entry(`<h1>Bli medlem</h1><p>Insatsen är 200 kr och betalas en gång. Som medlem får du rabatt, röst på föreningsstämman och vårt medlemsblad fyra gånger om året.</p><p>Läs mer om <a href="/styrelse">styrelsen</a>.</p>`),
  });

  pages['/styrelse'] = page({
    path: '/styrelse',
    title: 'Styrelse',
    main: entry(
      `<h1>Styrelse</h1><p>Styrelsen väljs av föreningsstämman för två år i taget.</p>` +
        `<p>Karl Hedlund, ordförande – ${mailto(`karl.hedlund@${HOST}`)}</p>` +
        `<p>Sofia Wikström, kassör – ${mailto(`sofia.wikstrom@${HOST}`)}</p>` +
        `<p>Britt Olsson, sekreterare – ${mailto(`britt.olsson@${HOST}`)}</p>` +
        `<p>Gustav Lindahl, ledamot och ansvarig för medlemsregistret<br>Adressändringar och medlemsfrågor: ${mailto(`medlem@${HOST}`)}</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: entry(
      `<h1>Kontakt</h1><p>Storgatan 29, 831 30 Östersund · Öppet mån–fre 10–18, lör 10–15<br>${tel('063-12 48 90')} · ${mailto(`butik@${HOST}`)}</p>` +
        `<p>Skolor och bibliotek beställer via ${mailto(`skola@${HOST}`)} – ange fakturareferens.</p>` +
        `<p>Presskontakt: Maja Öberg, butiksansvarig, ${tel('070-318 22 45')}, ${mailto(`maja.oberg@${HOST}`)}</p>`,
    ),
  });

  pages[ANNUAL_MEETING] = page({
    path: ANNUAL_MEETING,
    title: 'Kallelse till föreningsstämma 2025',
    main: entry(
      `<h1>Kallelse till föreningsstämma 2025</h1><p>Medlemmarna i Bokkooperativet Läsvärt ek. för. kallas till ordinarie föreningsstämma tisdag 29 april kl. 18.00 i butiken. Handlingarna finns i kassan två veckor före stämman.</p>` +
        `<p>Förslag på ledamöter lämnas till valberedningens sammankallande Lena Forsberg, ${mailto(`lena.forsberg@${HOST}`)}, senast 31 mars.</p>`,
    ),
  });

  pages['/integritetspolicy'] = page({ path: '/integritetspolicy', title: 'Integritetspolicy', main: entry(`<h1>Integritetspolicy</h1><p>Personuppgiftsansvarig är Bokkooperativet Läsvärt ek. för. Medlemsregistret förs enligt lagen om ekonomiska föreningar.</p>`) });

  pages['/mitt-konto'] = page({ path: '/mitt-konto', title: 'Mitt konto', main: entry(`<h1>Mitt konto</h1><p>Logga in för att se dina ordrar. Problem med inloggningen? Skriv till ${mailto(`webbutik@${HOST}`)}.</p>`) });

  pages['/wp-sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/wp-sitemap-posts-post-1.xml', '/wp-sitemap-posts-page-1.xml'], '2025-03-10'));
  pages['/wp-sitemap-posts-post-1.xml'] = xmlPage(urlset(HOST, [ANNUAL_MEETING], '2025-03-10'));
  pages['/wp-sitemap-posts-page-1.xml'] = xmlPage(urlset(HOST, ['/', '/butik', '/evenemang', '/om-oss', '/bli-medlem', '/styrelse', '/kontakt', '/integritetspolicy'], '2025-03-10'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /varukorg\nDisallow: /mitt-konto\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-49',
      languages: ['sv'],
      addresses: [
        { address: `butik@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `skola@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        { address: `medlem@${HOST}`, name: null, title: null, pages: ['/styrelse'], cases: ['role', 'neighbour', 'plain', 'deep-page', ln] },
        { address: `maja.oberg@${HOST}`, name: 'Maja Öberg', title: 'butiksansvarig och inköpare', titleAlternatives: ['butiksansvarig'], pages: ['/om-oss', '/kontakt'], cases: ['definition-list', 'label-line', 'plain', ln] },
        { address: `viktor.sandstrom@${HOST}`, name: 'Viktor Sandström', title: 'bokhandlare med ansvar för barn- och ungdomsböcker', titleAlternatives: ['bokhandlare'], pages: ['/om-oss'], cases: ['definition-list', 'plain', ln] },
        { address: `ahmed.yusuf@${HOST}`, name: 'Ahmed Yusuf', title: 'bokhandlare, leder våra läsecirklar', titleAlternatives: ['bokhandlare'], pages: ['/om-oss'], cases: ['definition-list', 'plain', ln] },
        { address: `elin.akesson@${HOST}`, name: 'Elin Åkesson', title: 'bokhandlare (deltid) och webbutik', titleAlternatives: ['bokhandlare'], pages: ['/om-oss'], cases: ['definition-list', 'entities', ln] },
        { address: `karl.hedlund@${HOST}`, name: 'Karl Hedlund', title: 'ordförande', pages: ['/styrelse'], cases: ['name-title-line', 'plain', 'deep-page', ln] },
        { address: `sofia.wikstrom@${HOST}`, name: 'Sofia Wikström', title: 'kassör', pages: ['/styrelse'], cases: ['name-title-line', 'plain', 'deep-page', ln] },
        { address: `britt.olsson@${HOST}`, name: 'Britt Olsson', title: 'sekreterare', pages: ['/styrelse'], cases: ['name-title-line', 'plain', 'deep-page', ln] },
        { address: `lena.forsberg@${HOST}`, name: 'Lena Forsberg', title: 'valberedningens sammankallande', pages: [ANNUAL_MEETING], cases: ['prose', 'plain', 'sitemap-index', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/mitt-konto'],
      nonAddresses: [
        { text: 'namn@exempel.se', kind: 'placeholder' },
        { text: 'order@nordbok-distribution.test', kind: 'other-company' },
        { text: `webbutik@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
