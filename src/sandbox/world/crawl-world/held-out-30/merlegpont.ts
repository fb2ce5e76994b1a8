/**
 * Mérlegpont Könyvelőiroda: an accounting and tax advisory office in Szeged, on Drupal 10 with
 * the Olivero theme, Hungarian only, names written family name first, with "dr." before the
 * lawyers' and tax experts' names and one married name ("Szalainé Kovács Ildikó"). The staff as
 * view rows marked up in RDFa, one address written as character references; the office manager as
 * "Title: Name" on the contact page, the data-protection contact's label line in the imprint, a
 * quote mailbox beside the managing director's name on the prices page, and a tax-season news item
 * listed only in the sitemap the robots.txt names at a non-default path. The hosting provider's
 * address and the client portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'merlegpont.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Kezdőlap'],
  ['/rolunk', 'Rólunk'],
  ['/szolgaltatasok', 'Szolgáltatások'],
  ['/munkatarsaink', 'Munkatársaink'],
  ['/arak', 'Árak'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Mérlegpont Könyvelőiroda',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="icon" href="/themes/custom/merlegpont/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Rk3bYx1lqP9vX0jH2gA7tC4dW8sE6fN5mU1oI3zK.css?delta=0&amp;language=hu&amp;theme=merlegpont&amp;include=eJxtjUEK">`,
  ],
  header: () =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Ugrás a fő tartalomra</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable"><div class="site-header__initial"></div><div id="site-header__inner" class="site-header__inner"><div class="container site-header__inner__container">` +
    `<div id="block-merlegpont-site-branding" class="site-branding"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/merlegpont-logo.svg" alt="Kezdőlap" width="180" height="48"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" rel="home" title="Kezdőlap">Mérlegpont</a></div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons"><button class="button-toggle mobile-nav-button" type="button" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menü</span></button></div>` +
    `<div id="header-nav" class="header-nav"><nav role="navigation" aria-labelledby="block-merlegpont-main-menu-menu" id="block-merlegpont-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-merlegpont-main-menu-menu">Fő navigáció</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">` +
    MENU.map(([href, label]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${href}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-link-system-path="${href === '/' ? '<front>' : `node/${href.length * 3}`}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(label)}</span></a></li>`).join('') +
    `</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a>`,
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div class="region--footer_top__inner"><div id="block-merlegpont-lablec" class="block block-block-content"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p><strong>Mérlegpont Könyvelő és Adótanácsadó Kft.</strong><br>6720 Szeged, Kárász utca 9. II. emelet<br>Telefon: ${tel('+36 62 555 010')}<br>E-mail: ${mailto(`info@${HOST}`)}</p>` +
    `<p>Nyitvatartás: hétfő–csütörtök 8:00–16:30, péntek 8:00–13:00</p></div></div></div></div></div>` +
    `<div class="region region--footer-bottom grid-full layout--pass--content-medium"><nav role="navigation" aria-labelledby="block-merlegpont-footer-menu" id="block-merlegpont-footer" class="block block-menu navigation menu--footer"><h2 class="visually-hidden block__title" id="block-merlegpont-footer-menu">Lábléc</h2><ul class="menu"><li class="menu__item"><a href="/impresszum">Impresszum</a></li><li class="menu__item"><a href="/adatkezelesi-tajekoztato">Adatkezelési tájékoztató</a></li><li class="menu__item"><a href="/ugyfelportal">Ügyfélportál</a></li></ul></nav><p class="copyright">© 2025 Mérlegpont Kft.</p></div></div></footer></div></div></div>`,
  bodyEnd: [
    '<div class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info" role="dialog" aria-label="Sütik" hidden><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message"><p>A weboldal sütiket használ a működéshez és – hozzájárulása esetén – látogatottsági statisztikákhoz.</p><a href="/adatkezelesi-tajekoztato">Bővebben</a></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-default-button">Elfogadom</button><button type="button" class="decline-button eu-cookie-compliance-default-button">Csak a szükségesek</button></div></div></div>',
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"hu"},"eu_cookie_compliance":{"cookie_name":"cookie-agreed","popup_enabled":true},"user":{"uid":0,"permissionsHash":"3f1c0d8a"}}</script>',
    '<script src="/core/misc/drupal.js?v=10.2.5"></script>',
    '<script src="/modules/contrib/eu_cookie_compliance/js/eu_cookie_compliance.min.js?v=10.2.5" defer></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

const node = (title: string, html: string, nid: number): string =>
  `<div class="region region--content-above grid-full layout--pass--content-medium"><div id="block-merlegpont-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div></div>` +
  `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-merlegpont-content" class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; rdfa?: boolean; encode?: boolean; honorific?: boolean; bio: string };
const STAFF: Member[] = [
  { shown: 'dr. Szalai Gábor', name: 'Szalai Gábor', title: 'ügyvezető, adótanácsadó', local: 'szalai.gabor', rdfa: true, honorific: true, bio: 'Jogász és okleveles adószakértő, 2006-ban alapította az irodát.' },
  { shown: 'Szalainé Kovács Ildikó', name: 'Szalainé Kovács Ildikó', title: 'könyvelési csoportvezető, mérlegképes könyvelő', local: 'kovacs.ildiko', rdfa: true, bio: 'Kettős könyvvitel, éves beszámolók, társasági adó.' },
  { shown: 'Tóth Eszter', name: 'Tóth Eszter', title: 'bérszámfejtő', local: 'toth.eszter', rdfa: true, bio: 'Bérszámfejtés, munkaügyi bejelentések, cafeteria.' },
  { shown: 'Varga Balázs', name: 'Varga Balázs', title: 'könyvelő', local: 'varga.balazs', encode: true, bio: 'Egyéni vállalkozók és betéti társaságok könyvelése, KATA-ról átlépők.' },
  { shown: 'Németh Krisztián', name: 'Németh Krisztián', title: 'mérlegképes könyvelő (IFRS)', local: 'nemeth.krisztian', bio: 'Külföldi tulajdonú cégek, IFRS szerinti beszámolók, angol nyelvű ügyintézés.' },
];

const row = (m: Member): string => {
  const addr = `${m.local}@${HOST}`;
  const mail = m.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : `<a href="mailto:${addr}"${m.rdfa ? ' property="email"' : ''}>${addr}</a>`;
  const wrap = m.rdfa ? ' vocab="https://schema.org/" typeof="Person"' : '';
  const prop = (p: string) => (m.rdfa ? ` property="${p}"` : '');
  return (
    `<div class="views-row"><div class="munkatars"${wrap}><div class="munkatars__kep"><img src="/sites/default/files/styles/portre/public/munkatarsak/${m.local.replace('.', '-')}.jpg" alt="${esc(m.name)}" width="240" height="300" loading="lazy"></div>` +
    `<h3 class="munkatars__nev"${prop('name')}>${esc(m.shown)}</h3><div class="munkatars__beosztas"${prop('jobTitle')}>${esc(m.title)}</div><p class="munkatars__leiras">${esc(m.bio)}</p><div class="munkatars__email">${mail}</div></div></div>`
  );
};

export function merlegpont(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Könyvelés és adótanácsadás Szegeden',
    main: node(
      'Könyvelés és adótanácsadás Szegeden',
      `<p>Közel 300 vállalkozás könyvelését, bérszámfejtését és adóbevallásait intézzük Szegeden és Csongrád-Csanád vármegyében. Ügyfeleink kétharmada kis- és középvállalkozás, a többiek egyéni vállalkozók és őstermelők.</p>` +
        `<p><a href="/szolgaltatasok">Szolgáltatásaink</a> · <a href="/arak">Áraink</a> · <a href="/kapcsolat">Kérjen ajánlatot</a></p>`,
      1,
    ),
  });

  pages['/rolunk'] = page({
    path: '/rolunk',
    title: 'Rólunk',
    main: node(
      'Rólunk',
      `<p>Irodánkat 2006-ban alapította dr. Szalai Gábor, aki előtte nyolc évig az adóhatóságnál dolgozott. Ma tizenkét munkatárssal dolgozunk a belvárosi irodában, és 2019 óta teljesen elektronikusan tartjuk a kapcsolatot a NAV-val.</p>` +
        `<p>Tagjai vagyunk a Magyar Könyvelők Országos Egyesületének.</p>`,
      2,
    ),
  });

  pages['/szolgaltatasok'] = page({
    path: '/szolgaltatasok',
    title: 'Szolgáltatások',
    main: node('Szolgáltatások', `<ul><li>Kettős és egyszeres könyvvitel</li><li>Bérszámfejtés és munkaügy</li><li>Adóbevallások, adótanácsadás</li><li>Éves beszámoló, konszolidáció</li><li>Cégalapítás és székhelyszolgáltatás</li></ul>`, 3),
  });

  pages['/munkatarsaink'] = page({
    path: '/munkatarsaink',
    title: 'Munkatársaink',
    main: node('Munkatársaink', `<div class="views-element-container"><div class="view view-munkatarsak view-id-munkatarsak view-display-id-page_1"><div class="view-content">${STAFF.map(row).join('')}</div></div></div>`, 4),
  });

  pages['/arak'] = page({
    path: '/arak',
    title: 'Árak',
    main: node(
      'Árak',
      `<table><thead><tr><th>Szolgáltatás</th><th>Havi díj (nettó)</th></tr></thead><tbody><tr><td>Egyéni vállalkozó, átalányadó</td><td>12 000 Ft-tól</td></tr><tr><td>Kft., kettős könyvvitel, havi 50 bizonylatig</td><td>38 000 Ft-tól</td></tr><tr><td>Bérszámfejtés</td><td>4 500 Ft / fő</td></tr></tbody></table>` +
        `<p>Az egyedi árajánlatokat Szalai Gábor ügyvezető személyesen állítja össze az első konzultáció után. Ajánlatkérését az ${mailto(`ajanlat@${HOST}`)} címre várjuk, kérjük, írja meg a cégformát és a havi bizonylatszámot.</p>`,
      5,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: node(
      'Kapcsolat',
      `<p>6720 Szeged, Kárász utca 9. II. emelet (kapucsengő: 21)</p><p>Telefon: ${tel('+36 62 555 010')}<br>Általános megkeresések: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Irodavezető: Fekete Nóra – ${mailto(`fekete.nora@${HOST}`)}, ${tel('+36 62 555 011')}</p>` +
        `<p>Parkolás a Tisza Lajos körúton, a 2-es villamos Széchenyi tér megállójától két perc gyalog.</p>`,
      6,
    ),
  });

  pages['/impresszum'] = page({
    path: '/impresszum',
    title: 'Impresszum',
    main: node(
      'Impresszum',
      `<p>A weboldal üzemeltetője: Mérlegpont Könyvelő és Adótanácsadó Kft.<br>Székhely: 6720 Szeged, Kárász utca 9.<br>Cégjegyzékszám: 06-09-012345 · Adószám: 14218830-2-06<br>Nyilvántartó bíróság: Szegedi Törvényszék Cégbírósága</p>` +
        `<p>Adatvédelmi kapcsolattartó: dr. Bíró Anna jogtanácsos, 6720 Szeged, Kárász utca 9., tel.: ${tel('+36 62 555 019')}, e-mail: ${mailto(`biro.anna@${HOST}`)}</p>` +
        `<p>Tárhelyszolgáltató: TárhelyPark Kft., 1132 Budapest, Váci út 22., ugyfelszolgalat@tarhelypark.hu</p>`,
      7,
    ),
  });

  pages['/adatkezelesi-tajekoztato'] = page({ path: '/adatkezelesi-tajekoztato', title: 'Adatkezelési tájékoztató', main: node('Adatkezelési tájékoztató', `<p>Az adatkezelő a Mérlegpont Kft. Az adatkezelés jogalapja a szerződés teljesítése és a jogi kötelezettség.</p>`, 8) });

  pages['/ugyfelportal'] = page({ path: '/ugyfelportal', title: 'Ügyfélportál', main: node('Ügyfélportál', `<p>Bizonylatfeltöltés ügyfeleinknek. Elfelejtett jelszó esetén írjon a ${mailto(`portal@${HOST}`)} címre.</p>`, 9) });

  pages['/hirek/szja-bevallas-2025'] = page({
    path: '/hirek/szja-bevallas-2025',
    title: 'SZJA-bevallás 2025: mire figyeljen május 20-ig?',
    main: node(
      'SZJA-bevallás 2025: mire figyeljen május 20-ig?',
      `<p>A NAV idén is elkészíti a magánszemélyek bevallási tervezetét, amelyet május 20-ig lehet módosítani vagy kiegészíteni. Egyéni vállalkozóknak a tervezet nem elég, nekik saját bevallást kell beadniuk.</p>` +
        `<p>Ha bizonytalan a családi kedvezmény megosztásában vagy a külföldi jövedelmek bevallásában, írjon nyugodtan Horváth Dóra adótanácsadó kolléganőnknek a ${mailto(`horvath.dora@${HOST}`)} címre.</p>`,
      31,
    ),
  });

  pages['/default/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/rolunk', '/szolgaltatasok', '/munkatarsaink', '/arak', '/kapcsolat', '/impresszum', '/adatkezelesi-tajekoztato', '/hirek/szja-bevallas-2025'], '2025-04-14'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /ugyfelportal\n\n` +
        `Sitemap: ${ORIGIN}/default/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-30',
      languages: ['hu'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        { address: `ajanlat@${HOST}`, name: null, title: null, pages: ['/arak'], cases: ['role', 'neighbour', 'plain', ln] },
        ...STAFF.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          ...(m.local === 'szalai.gabor' ? { titleAlternatives: ['ügyvezető'] } : m.local === 'kovacs.ildiko' ? { titleAlternatives: ['könyvelési csoportvezető'] } : {}),
          pages: ['/munkatarsaink'],
          cases: ['card', m.encode ? 'entities' : 'plain', ln, ...(m.rdfa ? ['rdfa'] : []), ...(m.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `fekete.nora@${HOST}`, name: 'Fekete Nóra', title: 'Irodavezető', pages: ['/kapcsolat'], cases: ['title-name-line', 'plain', ln] },
        { address: `biro.anna@${HOST}`, name: 'Bíró Anna', title: 'jogtanácsos', titleAlternatives: ['Adatvédelmi kapcsolattartó'], pages: ['/impresszum'], cases: ['label-line', 'honorific', 'plain'] },
        { address: `horvath.dora@${HOST}`, name: 'Horváth Dóra', title: 'adótanácsadó', pages: ['/hirek/szja-bevallas-2025'], cases: ['prose', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/ugyfelportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'ugyfelszolgalat@tarhelypark.hu', kind: 'other-company' },
      ],
    },
  };
}
