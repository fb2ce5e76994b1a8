/**
 * Järvi-Savon Metsäosuuskunta: a forest owners' cooperative in eastern Finland, on Drupal 10 with
 * an Olivero sub-theme. The staff as "Tehtävä: Nimi" lines with Finnish degrees after the name and
 * addresses written "(at)", the staff scheme (etunimi.sukunimi@…) stated above them, the board's
 * chairman in running text, and a job advert listed only in the gzip sitemap robots.txt names.
 * The members' e-service is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'metsaosuuskunta-jarvisavo.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Etusivu'],
  ['/puukauppa', 'Puukauppa'],
  ['/metsanhoito', 'Metsänhoito'],
  ['/osuuskunta', 'Osuuskunta'],
  ['/yhteystiedot', 'Yhteystiedot'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Järvi-Savon Metsäosuuskunta',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Qm3b1XgK2hN0yVw8sT5d4lR7cJ6eA9pF0uZ1oI2kE3w.css?delta=0&amp;language=fi&amp;theme=jarvisavo_olivero&amp;include=eJxLz8lPSszRT8_JT0os0kvOLy0pKErNS9ZJzs8rSc0rAQDn8Q0m">`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"fi"},"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"9f3a2c"}}</script>`,
  ],
  header: () =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable"><div class="site-header__initial"></div><div id="site-header__inner" class="site-header__inner"><div class="container site-header__inner__container">` +
    `<div id="block-jarvisavo-olivero-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/themes/custom/jarvisavo_olivero/logo.svg" alt="Etusivu"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" rel="home">Järvi-Savon Metsäosuuskunta</a></div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"></div><div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-jarvisavo-olivero-main-menu-menu" class="primary-nav"><h2 class="visually-hidden" id="block-jarvisavo-olivero-main-menu-menu">Päävalikko</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">` +
    MENU.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content">`,
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div class="block block-block-content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item"><p><strong>Järvi-Savon Metsäosuuskunta</strong><br>Kauppakatu 21, 79600 Joroinen<br>Y-tunnus 0178432-5</p><p>Toimisto avoinna ma–pe 8–16, puh. ${tel('017 588 1200')}<br>${mailto(`toimisto@${HOST}`)}</p></div></div>` +
    `<nav class="block block-menu"><ul class="menu"><li class="menu__item"><a href="/tietosuoja">Tietosuojaseloste</a></li><li class="menu__item"><a href="/jasenpalvelu">Jäsenten asiointipalvelu</a></li></ul></nav></div></div></footer></div></div>`,
  privacyPath: { fi: '/tietosuoja' },
  bodyEnd: [`<script src="${ORIGIN}/sites/default/files/js/js_8kP1lR3cF7qT2yH9vB4nW6xZ0aD5sG1mJ3eK8uO7iL2.js?scope=footer&amp;delta=0&amp;language=fi&amp;theme=jarvisavo_olivero"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi' });
const node = (nid: number, title: string, html: string): string =>
  `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-jarvisavo-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div>` +
  `<div id="block-jarvisavo-olivero-content" class="block block-system block-system-main-block"><article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div></div>`;

type Staff = { title: string; shown: string; name: string; local: string; phone: string; post?: boolean };
const STAFF: Staff[] = [
  { title: 'Toiminnanjohtaja', shown: 'Jussi Hämäläinen, MMM', name: 'Jussi Hämäläinen', local: 'jussi.hamalainen', phone: '040 588 1201', post: true },
  { title: 'Puukauppavastaava', shown: 'Tiina Korhonen, metsätalousinsinööri (AMK)', name: 'Tiina Korhonen', local: 'tiina.korhonen', phone: '040 588 1205', post: true },
  { title: 'Metsäasiantuntija, Joroinen ja Varkaus', shown: 'Ville Heikkinen', name: 'Ville Heikkinen', local: 'ville.heikkinen', phone: '040 588 1210' },
  { title: 'Metsäsuunnittelija', shown: 'Sanna Leinonen', name: 'Sanna Leinonen', local: 'sanna.leinonen', phone: '040 588 1214' },
  { title: 'Talouspäällikkö', shown: 'Marja Kettunen', name: 'Marja Kettunen', local: 'marja.kettunen', phone: '040 588 1203' },
];
const at = (local: string): string => `${local}(at)${HOST}`;
const SCHEME = `etunimi.sukunimi@${HOST}`;

export function metsaosuuskuntaJarvisavo(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Metsänomistajien oma osuuskunta',
    main: node(1, 'Metsänomistajien oma osuuskunta', `<p>Olemme 1 900 metsänomistajan osuuskunta Joroisten, Varkauden ja Leppävirran alueella. Hoidamme puukaupan, taimikonhoidon ja metsäsuunnitelmat – tuotto jää jäsenille.</p><p><a href="/puukauppa">Pyydä puukauppatarjous</a></p>`),
  });

  pages['/puukauppa'] = page({
    path: '/puukauppa',
    title: 'Puukauppa',
    main: node(2, 'Puukauppa', `<p>Kilpailutamme leimikkosi vähintään kolmella ostajalla ja valvomme korjuun. Puukaupan tilitys tehdään suoraan tilillesi.</p><p>Jätä tarjouspyyntö puhelimitse numeroon ${tel('017 588 1200')} tai sähköpostilla osoitteeseen ${mailto(`puukauppa@${HOST}`)}.</p>`),
  });

  pages['/metsanhoito'] = page({
    path: '/metsanhoito',
    title: 'Metsänhoito',
    main: node(3, 'Metsänhoito', `<ul><li>Taimikonhoito ja nuoren metsän hoito</li><li>Maanmuokkaus ja istutus</li><li>Kestävän metsätalouden rahoitus (Kemera/Metka) -hakemukset</li><li>PEFC-ryhmäsertifiointi</li></ul>`),
  });

  pages['/osuuskunta'] = page({
    path: '/osuuskunta',
    title: 'Osuuskunta',
    main: node(
      4,
      'Osuuskunta',
      `<p>Järvi-Savon Metsäosuuskunta perustettiin vuonna 1952. Osuuskunnan ylintä päätösvaltaa käyttää edustajisto, joka valitsee hallituksen.</p>` +
        `<p>Jäsenasioissa ja osuusmaksuihin liittyvissä kysymyksissä voit olla yhteydessä myös hallituksen puheenjohtaja Eero Pitkäseen, eero.pitkanen(at)${HOST}.</p>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: node(
      5,
      'Yhteystiedot',
      `<p>Toimisto: ${mailto(`toimisto@${HOST}`)}, puh. ${tel('017 588 1200')}</p><p>Henkilöstön sähköpostiosoitteet ovat muotoa ${SCHEME}.</p><h2>Henkilöstö</h2>` +
        STAFF.map((s) => `<p>${esc(s.title)}: <strong>${esc(s.shown)}</strong>, puh. ${tel(s.phone)}, ${at(s.local)}</p>`).join(''),
    ),
  });

  pages['/ura/metsaneuvoja'] = page({
    path: '/ura/metsaneuvoja',
    title: 'Haemme metsäneuvojaa',
    main: node(
      6,
      'Haemme metsäneuvojaa Leppävirran alueelle',
      `<p>Tehtävä on vakituinen ja alkaa sopimuksen mukaan. Edellytämme metsäalan koulutusta ja B-ajokorttia.</p><p>Lisätietoja tehtävästä antaa metsäpalvelupäällikkö Antti Rantanen, puh. ${tel('040 588 1208')}, ${mailto(`antti.rantanen@${HOST}`)}. Hakemukset 31.8. mennessä.</p>`,
    ),
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: node(7, 'Tietosuojaseloste', `<p>Rekisterinpitäjä on Järvi-Savon Metsäosuuskunta.</p>`) });
  pages['/jasenpalvelu'] = page({ path: '/jasenpalvelu', title: 'Jäsenten asiointipalvelu', main: node(8, 'Jäsenten asiointipalvelu', `<p>Tunnistaudu pankkitunnuksilla. Tekninen tuki: ${mailto(`asiointi@${HOST}`)}</p>`) });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/puukauppa', '/metsanhoito', '/osuuskunta', '/yhteystiedot', '/ura/metsaneuvoja', '/tietosuoja'], '2025-06-11'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /jasenpalvelu\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-65',
      languages: ['fi'],
      addresses: [
        { address: `toimisto@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain'] },
        { address: `puukauppa@${HOST}`, name: null, title: null, pages: ['/puukauppa'], cases: ['role', 'plain', ln] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/yhteystiedot'],
          cases: ['title-name-line', 'obfuscated', ln, ...(s.post ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `eero.pitkanen@${HOST}`, name: 'Eero Pitkänen', title: 'hallituksen puheenjohtaja', pages: ['/osuuskunta'], cases: ['prose', 'obfuscated', ln] },
        { address: `antti.rantanen@${HOST}`, name: 'Antti Rantanen', title: 'metsäpalvelupäällikkö', pages: ['/ura/metsaneuvoja'], cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: SCHEME },
      disallowed: ['/jasenpalvelu'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `asiointi@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
