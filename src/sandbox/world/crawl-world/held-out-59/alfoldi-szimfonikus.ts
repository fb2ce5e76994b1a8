/**
 * Alföldi Szimfonikus Zenekar: a regional symphony orchestra in Kecskemét, on Drupal 10 (Olivero
 * subtheme), Hungarian with an English section. Names family name first, as Hungarian writes
 * them; addresses vezeteknev.keresztnev@…. The management as Person blocks in schema.org RDFa,
 * the office staff as a definition list, the press contact as one label line, and an audition
 * call reached only through a child of the sitemap index with its "Title: Name, address" line.
 * The English contact page gives the managing director's English title. The ticketing partner's
 * address is another company's; the members' area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'alfoldiszimfonikus.test';
const ORIGIN = `http://${HOST}`;

const NAV: Record<string, [string, string][]> = {
  hu: [['/', 'Nyitólap'], ['/koncertek', 'Koncertek'], ['/zenekar', 'A zenekar'], ['/zenekar/vezetoseg', 'Vezetőség'], ['/zenekar/munkatarsak', 'Munkatársak'], ['/sajto', 'Sajtó'], ['/kapcsolat', 'Kapcsolat']],
  en: [['/en', 'Home'], ['/en/concerts', 'Concerts'], ['/en/contact', 'Contact']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Alföldi Szimfonikus Zenekar',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="icon" href="/themes/custom/aszz/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Vq3tU7mKk2vQ0yP4xH8bLr1c9ZsD6fAeN5gWjTo2Ri0.css?delta=0&amp;language=hu&amp;theme=aszz&amp;include=eJxtjkEOwjAMBD8U8JNU.css">`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/1","currentLanguage":"hu"},"pluralDelimiter":"\\u0003","user":{"uid":0,"permissionsHash":"4c1b7f0e2a"}}</script>`,
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2);
    return (
      `<a href="#main-content" class="visually-hidden focusable skip-link">${lang === 'en' ? 'Skip to main content' : 'Ugrás a tartalomra'}</a>` +
      `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner">` +
      `<div class="site-branding"><a href="${lang === 'en' ? '/en' : '/'}" rel="home" class="site-branding__logo"><img src="/sites/default/files/aszz-logo.svg" alt="Kezdőlap"></a><div class="site-branding__name"><a href="${lang === 'en' ? '/en' : '/'}" rel="home">Alföldi Szimfonikus Zenekar</a></div></div>` +
      `<nav role="navigation" aria-labelledby="block-aszz-main-menu-menu" id="block-aszz-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-aszz-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">` +
      NAV[lang]!.map(([href, label]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${href}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${href === p.path ? ' is-active' : ''}" data-drupal-link-system-path="node/${href.length}">${esc(label)}</a></li>`).join('') +
      `</ul></nav><div class="language-switcher-language-url block block-language" role="navigation"><ul class="links"><li hreflang="hu" class="hu"><a href="${p.alternates?.hu ?? '/'}" class="language-link" hreflang="hu">Magyar</a></li><li hreflang="en" class="en"><a href="${p.alternates?.en ?? '/en'}" class="language-link" hreflang="en">English</a></li></ul></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div id="block-aszz-lablec" class="block block-block-content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p>Alföldi Szimfonikus Zenekar Nonprofit Kft.<br>6000 Kecskemét, Rákóczi út 3.<br>${tel('+36 76 500 310')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p>${p.lang.startsWith('en') ? 'Tickets' : 'Jegyiroda'}: ${mailto(`jegyiroda@${HOST}`)} · <a href="/adatvedelem">Adatvédelem</a> · <a href="/zenekar/tagoknak">Zenekari tagoknak</a></p>` +
    `<p>A zenekar működését a Nemzeti Kulturális Alap és Kecskemét Megyei Jogú Város Önkormányzata támogatja.</p></div></div></div></div></footer></div></div></div>`,
  bodyEnd: [
    `<div id="sliding-popup" class="sliding-popup-bottom" role="alertdialog" aria-describedby="popup-text"><div class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info eu-cookie-compliance-banner--opt-in"><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message"><h2>Sütiket használunk</h2><p>A weboldal sütiket használ a felhasználói élmény javítása érdekében.</p><a href="/adatvedelem" class="find-more-button eu-cookie-compliance-more-button">További információ</a></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-secondary-button">Elfogadom</button><button type="button" class="decline-button eu-cookie-compliance-default-button">Elutasítom</button></div></div></div></div>`,
    `<script src="/sites/default/files/js/js_x1Rk8mH0wZ5vQ2.js?scope=footer&amp;delta=0&amp;language=hu&amp;theme=aszz"></script>`,
  ],
};

const ALT_HOME = { hu: '/', en: '/en' };
const ALT_CONTACT = { hu: '/kapcsolat', en: '/en/contact' };
const page = (lang: 'hu' | 'en', spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang });

const node = (title: string, html: string): string =>
  `<a id="main-content" tabindex="-1"></a><div class="region region--content-above"><div class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div></div>` +
  `<div class="region region--content"><article data-history-node-id="${title.length * 7}" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div>`;

type Person = { shown: string; name: string; title: string; local: string; cases: CaseKind[] };
const LEADERS: Person[] = [
  { shown: 'dr. Szabó Katalin', name: 'Szabó Katalin', title: 'ügyvezető igazgató', local: 'szabo.katalin', cases: ['honorific'] },
  { shown: 'Farkas Gábor', name: 'Farkas Gábor', title: 'zeneigazgató, vezető karmester', local: 'farkas.gabor', cases: [] },
  { shown: 'Tóth Eszter', name: 'Tóth Eszter', title: 'gazdasági igazgató', local: 'toth.eszter', cases: [] },
];
const STAFF: Person[] = [
  { shown: 'Varga Péter', name: 'Varga Péter', title: 'művészeti titkár', local: 'varga.peter', cases: [] },
  { shown: 'Molnár Judit', name: 'Molnár Judit', title: 'zenekari menedzser', local: 'molnar.judit', cases: [] },
  { shown: 'Németh Ádám', name: 'Németh Ádám', title: 'kottatáros', local: 'nemeth.adam', cases: [] },
  { shown: 'Balogh Réka', name: 'Balogh Réka', title: 'jegyiroda-vezető', local: 'balogh.reka', cases: [] },
];

export function alfoldiSzimfonikus(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page('hu', {
    path: '/',
    title: 'Nyitólap',
    alternates: ALT_HOME,
    main: node(
      'Évadnyitó hangverseny',
      `<p>2025. szeptember 20-án, szombaton 19 órakor Mahler 5. szimfóniájával nyitjuk a 2025/26-os évadot a Kodály Iskola hangversenytermében. Vezényel: Farkas Gábor.</p>` +
        `<p>Bérletek és jegyek a jegyirodában, valamint online a JegyPont rendszerében. <a href="/koncertek">Összes koncert</a></p>`,
    ),
  });
  pages['/koncertek'] = page('hu', {
    path: '/koncertek',
    title: 'Koncertek',
    main: node(
      'Koncertek',
      `<div class="views-element-container"><div class="view view-koncertek"><div class="views-row"><h3>Mahler: V. szimfónia</h3><p>2025. szeptember 20. 19:00 · Kodály Iskola</p></div><div class="views-row"><h3>Ifjúsági hangverseny – Prokofjev: Péter és a farkas</h3><p>2025. október 8. 10:00 és 11:30</p></div></div></div>` +
        `<p>Online jegyvásárlással kapcsolatos reklamációk: ugyfelszolgalat@jegypont.test (JegyPont Kft.)</p>`,
    ),
  });
  pages['/zenekar'] = page('hu', {
    path: '/zenekar',
    title: 'A zenekar',
    main: node('A zenekar', `<p>Az Alföldi Szimfonikus Zenekar 1987-ben alakult; ma 62 hivatásos muzsikussal évente több mint 90 hangversenyt ad.</p><ul><li><a href="/zenekar/vezetoseg">Vezetőség</a></li><li><a href="/zenekar/munkatarsak">Munkatársak</a></li></ul>`),
  });

  pages['/zenekar/vezetoseg'] = page('hu', {
    path: '/zenekar/vezetoseg',
    title: 'Vezetőség',
    main: node(
      'Vezetőség',
      LEADERS.map(
        (l) =>
          `<div class="paragraph paragraph--type--szemely" vocab="https://schema.org/" typeof="Person"><h3 property="name">${esc(l.shown)}</h3><div class="field field--name-field-beosztas" property="jobTitle">${esc(l.title)}</div><div class="field field--name-field-email"><a property="email" href="mailto:${l.local}@${HOST}">${l.local}@${HOST}</a></div></div>`,
      ).join(''),
    ),
  });

  pages['/zenekar/munkatarsak'] = page('hu', {
    path: '/zenekar/munkatarsak',
    title: 'Munkatársak',
    main: node('Munkatársak', `<dl class="munkatarsak">${STAFF.map((s) => `<dt>${esc(s.shown)}</dt><dd>${esc(s.title)}<br>${mailto(`${s.local}@${HOST}`)}</dd>`).join('')}</dl>`),
  });

  pages['/sajto'] = page('hu', {
    path: '/sajto',
    title: 'Sajtó',
    main: node(
      'Sajtó',
      `<p>Sajtóközlemények, fotók és a zenekar logója letölthető formában a sajtószobában érhető el.</p><p><strong>Sajtókapcsolat:</strong> Horváth Dóra, kommunikációs vezető, ${tel('+36 30 412 7781')}, ${mailto(`horvath.dora@${HOST}`)}</p>`,
    ),
  });

  pages['/kapcsolat'] = page('hu', {
    path: '/kapcsolat',
    title: 'Kapcsolat',
    alternates: ALT_CONTACT,
    main: node('Kapcsolat', `<p>Alföldi Szimfonikus Zenekar Nonprofit Kft.<br>6000 Kecskemét, Rákóczi út 3.<br>Telefon: ${tel('+36 76 500 310')}<br>E-mail: ${mailto(`info@${HOST}`)}</p><p>Jegyiroda (H–P 10–17 óra): ${mailto(`jegyiroda@${HOST}`)}</p>`),
  });

  pages['/palyazatok/probajatek-2025'] = page('hu', {
    path: '/palyazatok/probajatek-2025',
    title: 'Próbajáték – II. hegedű tutti',
    main: node(
      'Próbajáték – II. hegedű tutti',
      `<p>Az Alföldi Szimfonikus Zenekar próbajátékot hirdet II. hegedű tutti állásra. A próbajáték időpontja: 2025. június 14.</p><p>Jelentkezés szakmai önéletrajzzal 2025. május 31-ig.</p><p>Zenekari felügyelő: Kiss Márton, ${mailto(`kiss.marton@${HOST}`)}</p>`,
    ),
  });

  pages['/adatvedelem'] = page('hu', { path: '/adatvedelem', title: 'Adatvédelem', main: node('Adatkezelési tájékoztató', `<p>Az adatkezelő az Alföldi Szimfonikus Zenekar Nonprofit Kft. (6000 Kecskemét, Rákóczi út 3.).</p>`) });
  pages['/zenekar/tagoknak'] = page('hu', { path: '/zenekar/tagoknak', title: 'Zenekari tagoknak', main: node('Zenekari tagoknak', `<p>Próbarend, szólamkiírások. Hozzáférés igénylése: ${mailto(`tagok@${HOST}`)}</p>`) });

  pages['/en'] = page('en', {
    path: '/en',
    title: 'Home',
    alternates: ALT_HOME,
    main: node('Alföld Symphony Orchestra', `<p>Founded in 1987 in Kecskemét, the orchestra gives more than 90 concerts a season. <a href="/en/contact">Contact us</a> for touring and co-productions.</p>`),
  });
  pages['/en/concerts'] = page('en', { path: '/en/concerts', title: 'Concerts', main: node('Concerts', `<p>Season opening: Mahler, Symphony No. 5 – 20 September 2025, 7 pm.</p>`) });
  pages['/en/contact'] = page('en', {
    path: '/en/contact',
    title: 'Contact',
    alternates: ALT_CONTACT,
    main: node('Contact', `<p>General enquiries: ${mailto(`info@${HOST}`)}</p><p>Touring and international projects: Dr Katalin Szabó, Managing Director, ${mailto(`szabo.katalin@${HOST}`)}</p>`),
  });

  pages['/sitemaps/hu/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/koncertek', '/zenekar', '/zenekar/vezetoseg', '/zenekar/munkatarsak', '/sajto', '/kapcsolat', '/palyazatok/probajatek-2025', '/adatvedelem'], '2025-05-05'));
  pages['/sitemaps/en/sitemap.xml'] = xmlPage(urlset(HOST, ['/en', '/en/concerts', '/en/contact'], '2025-05-05'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /search/\nDisallow: /zenekar/tagoknak\n` +
        `\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/hu/sitemap.xml', '/sitemaps/en/sitemap.xml'], '2025-05-05'),
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'UNCACHEABLE' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-59',
      languages: ['hu', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat', '/en/contact'], cases: ['role', 'plain'] },
        { address: `jegyiroda@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        ...LEADERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          ...(l.local === 'szabo.katalin' ? { titleAlternatives: ['Managing Director'] } : {}),
          pages: l.local === 'szabo.katalin' ? ['/zenekar/vezetoseg', '/en/contact'] : ['/zenekar/vezetoseg'],
          cases: ['rdfa', 'plain', ln, ...l.cases] as CaseKind[],
        })),
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/zenekar/munkatarsak'], cases: ['definition-list', 'plain', ln] as CaseKind[] })),
        { address: `horvath.dora@${HOST}`, name: 'Horváth Dóra', title: 'kommunikációs vezető', pages: ['/sajto'], cases: ['label-line', 'plain', ln] },
        { address: `kiss.marton@${HOST}`, name: 'Kiss Márton', title: 'Zenekari felügyelő', pages: ['/palyazatok/probajatek-2025'], cases: ['title-name-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/zenekar/tagoknak'],
      nonAddresses: [
        { text: `tagok@${HOST}`, kind: 'disallowed' },
        { text: 'ugyfelszolgalat@jegypont.test', kind: 'other-company' },
      ],
    },
  };
}
