/**
 * Nagyerdő Nyelviskola: a language school in Debrecen on Drupal 10 (Olivero theme), in Hungarian,
 * names written family name first. The teachers as "Név, beosztás, e-mail" lines (one address
 * built by String.fromCharCode), the management on the contact page as "Beosztás: Név, e-mail"
 * lines with "dr." before the director's name, and the corporate-training adviser in a sentence
 * on the about page. The exam centre's address (another organisation) and the teachers' portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'nagyerdo-nyelviskola.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/rolunk', 'Rólunk'],
  ['/tanfolyamok', 'Tanfolyamok'],
  ['/oktatoink', 'Oktatóink'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Nagyerdő Nyelviskola',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qw7nXc2pL0v9ZkR1mHdUeA.css?delta=0&amp;language=hu&amp;theme=olivero&amp;include=eJxdjEEOwjAMBD_kx">',
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","currentLanguage":"hu"},"pluralDelimiter":"\\u0003"}</script>',
  ],
  header: () =>
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable"><div class="site-branding"><a href="/" rel="home" class="site-branding__name">Nagyerdő Nyelviskola</a></div>` +
    `<nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><ul class="menu primary-nav__menu primary-nav__menu--level-1">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link" data-drupal-link-system-path="node/${h.length}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><p>Nagyerdő Nyelviskola Kft. · 4032 Debrecen, Egyetem sugárút 14. · Felnőttképzési nyilvántartási szám: B/2020/001873 · ${tel('+36 52 410 277')}</p><p><a href="/adatvedelem">Adatvédelmi tájékoztató</a> · <a href="/tanari-felulet">Tanári felület</a></p></div></div></footer>`,
  bodyEnd: ['<script src="/sites/default/files/js/js_8fZ1uTqR3pW0yVbN5kLmA.js?scope=footer&amp;delta=0&amp;language=hu&amp;theme=olivero"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });
const node = (html: string): string => `<div class="main-content__container container"><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary">${html}</div></div></article></div>`;

const TOTH_CODES = charCodes(`toth.gergely@${HOST}`);

type T = { name: string; title: string; local: string };
const TEACHERS: T[] = [
  { name: 'Kiss Réka', title: 'angol–német nyelvtanár', local: 'kiss.reka' },
  { name: 'Tóth Gergely', title: 'angol nyelvtanár, ECL-vizsgáztató', local: 'toth.gergely' },
  { name: 'Horváth Dóra', title: 'olasz és spanyol nyelvtanár', local: 'horvath.dora' },
  { name: 'Szűcs Bence', title: 'német szaknyelvi oktató', local: 'szucs.bence' },
];

const line = (t: T): string =>
  t.local === 'toth.gergely'
    ? `<p>${esc(t.name)}, ${esc(t.title)}, <script>document.write('<a href="mailto:' + String.fromCharCode(${TOTH_CODES}) + '">' + String.fromCharCode(${TOTH_CODES}) + '</a>');</script></p>`
    : `<p>${esc(t.name)}, ${esc(t.title)}, ${mailto(`${t.local}@${HOST}`)}</p>`;

export function nagyerdoNyelviskola(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Nyelvtanfolyamok Debrecenben',
    main: node(`<h1>Nyelvtanulás a Nagyerdő mellett</h1><p>Angol, német, olasz és spanyol csoportos és egyéni tanfolyamok, nyelvvizsga-felkészítés és céges nyelvképzés 2006 óta.</p><p><a href="/tanfolyamok">Aktuális tanfolyamaink</a></p>`),
  });
  pages['/rolunk'] = page({
    path: '/rolunk',
    title: 'Rólunk',
    main: node(
      `<h2>Rólunk</h2><p>Iskolánkat dr. Fekete Zsolt alapította 2006-ban; ma tizenkét oktatóval dolgozunk.</p>` +
        `<p>A vállalati nyelvképzéseket Varga Tamás képzési tanácsadó szervezi; céges ajánlatkérését kérjük, küldje közvetlenül neki a ${mailto(`varga.tamas@${HOST}`)} címre.</p>`,
    ),
  });
  pages['/tanfolyamok'] = page({
    path: '/tanfolyamok',
    title: 'Tanfolyamok',
    main: node(`<h2>Tanfolyamok</h2><ul><li>Általános angol A1–C1, heti 2×90 perc</li><li>ECL és Origó nyelvvizsga-felkészítő</li><li>Német az egészségügyben</li></ul><p>Nyelvvizsgára a vizsgaközpontnál kell jelentkezni: ${mailto('jelentkezes@ecl-vizsgakozpont.test')}.</p>`),
  });
  pages['/oktatoink'] = page({ path: '/oktatoink', title: 'Oktatóink', main: node(`<h2>Oktatóink</h2>${TEACHERS.map(line).join('\n')}`) });
  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: node(
      `<h2>Kapcsolat</h2><p>Ügyfélszolgálat (H–Cs 9–18, P 9–14): ${tel('+36 52 410 277')}, ${mailto(`iroda@${HOST}`)}</p>` +
        `<p>Igazgató: dr. Fekete Zsolt, ${mailto(`fekete.zsolt@${HOST}`)}</p>` +
        `<p>Tanulmányi vezető: Balogh Krisztina, ${mailto(`balogh.krisztina@${HOST}`)}</p>` +
        `<p>Irodavezető: Molnár Ildikó, ${mailto(`molnar.ildiko@${HOST}`)}</p>`,
    ),
  });
  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelmi tájékoztató', main: node(`<h2>Adatvédelmi tájékoztató</h2><p>Az adatkezelő a Nagyerdő Nyelviskola Kft.</p>`) });
  pages['/tanari-felulet'] = page({ path: '/tanari-felulet', title: 'Tanári felület', main: node(`<h2>Belépés</h2><p>Órarend-módosítás: ${mailto(`orarend@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/\nDisallow: /tanari-felulet\n`,
      sitemapXml: urlset(HOST, ['/', '/rolunk', '/tanfolyamok', '/oktatoink', '/kapcsolat'], '2025-02-03'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-35',
      languages: ['hu'],
      addresses: [
        { address: `iroda@${HOST}`, name: null, title: null, pages: ['/kapcsolat'], cases: ['role', 'plain', ln] },
        { address: `fekete.zsolt@${HOST}`, name: 'Fekete Zsolt', title: 'Igazgató', pages: ['/kapcsolat'], cases: ['title-name-line', 'honorific', 'plain', ln] },
        { address: `balogh.krisztina@${HOST}`, name: 'Balogh Krisztina', title: 'Tanulmányi vezető', pages: ['/kapcsolat'], cases: ['title-name-line', 'plain', ln] },
        { address: `molnar.ildiko@${HOST}`, name: 'Molnár Ildikó', title: 'Irodavezető', pages: ['/kapcsolat'], cases: ['title-name-line', 'plain', ln] },
        { address: `kiss.reka@${HOST}`, name: 'Kiss Réka', title: 'angol–német nyelvtanár', pages: ['/oktatoink'], cases: ['name-title-line', 'plain', ln] },
        { address: `toth.gergely@${HOST}`, name: 'Tóth Gergely', title: 'angol nyelvtanár, ECL-vizsgáztató', pages: ['/oktatoink'], encoded: { kind: 'charcodes', text: TOTH_CODES }, cases: ['name-title-line', 'script-charcode', ln] },
        { address: `horvath.dora@${HOST}`, name: 'Horváth Dóra', title: 'olasz és spanyol nyelvtanár', pages: ['/oktatoink'], cases: ['name-title-line', 'plain', ln] },
        { address: `szucs.bence@${HOST}`, name: 'Szűcs Bence', title: 'német szaknyelvi oktató', pages: ['/oktatoink'], cases: ['name-title-line', 'plain', ln] },
        { address: `varga.tamas@${HOST}`, name: 'Varga Tamás', title: 'képzési tanácsadó', pages: ['/rolunk'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/tanari-felulet'],
      nonAddresses: [
        { text: `orarend@${HOST}`, kind: 'disallowed' },
        { text: 'jelentkezes@ecl-vizsgakozpont.test', kind: 'other-company' },
      ],
    },
  };
}
