/**
 * 427. sz. Szent Imre Cserkészcsapat: a parish scout group in Nyíregyháza, on WordPress with
 * GeneratePress, names written family name first as Hungarian does. The group leader in a
 * sentence of the "Rólunk" page; the leaders as cards, two of whose addresses the theme's
 * snippet turns around from a reversed data attribute; the deputy as a label line on the contact
 * page; the summer camp post, reached only through a child of WordPress's sitemap index, with
 * its "Táborparancsnok: …" line. The parish's and the camp site's addresses and the leaders'
 * internal page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'szentimre427-cserkesz.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Kezdőlap'],
  ['/rolunk', 'Rólunk'],
  ['/vezetoink', 'Vezetőink'],
  ['/jelentkezes', 'Jelentkezés'],
  ['/kapcsolat', 'Kapcsolat'],
];

const REVERSE_SCRIPT =
  "<script>document.querySelectorAll('.rev-mail').forEach(function(a){var m=a.getAttribute('data-rev').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>";

const theme: Theme = {
  host: HOST,
  siteName: '427. sz. Szent Imre Cserkészcsapat',
  head: [
    '<meta name="generator" content="WordPress 6.4.5">',
    `<link rel="stylesheet" id="generate-style-css" href="${ORIGIN}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0" media="all">`,
    `<link rel="alternate" type="application/rss+xml" title="427. sz. Szent Imre Cserkészcsapat » hírcsatorna" href="${ORIGIN}/feed">`,
  ],
  header: (page: PageSpec) =>
    `<a class="screen-reader-text skip-link" href="#content">Kilépés a tartalomba</a><header class="site-header" id="masthead"><div class="inside-header grid-container"><div class="site-logo"><a href="/" rel="home"><img class="header-image is-logo-image" alt="427. sz. Szent Imre Cserkészcsapat" src="/wp-content/uploads/2022/09/liliom-logo.png" width="90" height="90"></a></div><div class="site-branding"><p class="main-title"><a href="/" rel="home">427. sz. Szent Imre Cserkészcsapat</a></p><p class="site-description">Nyíregyháza – „Légy résen!”</p></div>` +
    `<nav class="main-navigation" id="site-navigation"><div class="inside-navigation"><div id="primary-menu" class="main-nav"><ul id="menu-fomenu" class="menu sf-menu">${MENU.map(([href, label]) => `<li class="menu-item${href === page.path ? ' current-menu-item' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></div></nav></div></header><div class="site grid-container container" id="page"><div class="site-content" id="content">`,
  footer: () =>
    `</div></div><div class="site-footer"><footer class="site-info"><div class="inside-site-info grid-container"><div class="copyright-bar">© 2025 427. sz. Szent Imre Cserkészcsapat · A Magyar Cserkészszövetség tagja · <a href="/adatvedelem">Adatvédelem</a> · <a href="/vezetoi-terulet">Vezetői terület</a></div></div></footer></div>`,
  bodyEnd: [REVERSE_SCRIPT, `<script src="${ORIGIN}/wp-content/themes/generatepress/assets/js/menu.min.js?ver=3.4.0" id="generate-menu-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

const entry = (title: string, html: string): string =>
  `<div class="content-area" id="primary"><main class="site-main" id="main"><article class="page type-page status-publish"><div class="inside-article"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content" itemprop="text">${html}</div></div></article></main></div>`;

type Leader = { name: string; title: string; shown: string; local: string; rev: boolean; cases: CaseKind[] };
const LEADERS: Leader[] = [
  { name: 'Farkas Levente', shown: 'Farkas Levente', title: 'őrsvezető, Sasok őrs', local: 'levente.farkas', rev: true, cases: [] },
  { name: 'Tóth Réka', shown: 'Tóth Réka', title: 'kiscserkész-vezető', local: 'reka.toth', rev: true, cases: [] },
  { name: 'Nagy Ádám', shown: 'Nagy Ádám', title: 'gazdasági vezető', local: 'adam.nagy', rev: false, cases: [] },
  { name: 'Molnár Eszter', shown: 'dr. Molnár Eszter', title: 'csapatorvos', local: 'eszter.molnar', rev: false, cases: ['honorific'] },
  { name: 'Balogh Gergely', shown: 'Balogh Gergely', title: 'öregcserkész-vezető és cserkésztiszt', local: 'gergely.balogh', rev: false, cases: [] },
];

export function szentimreCserkesz(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const mail = (local: string, rev: boolean): string =>
    rev ? `<a class="rev-mail" href="#" data-rev="${reversed(`${local}@${HOST}`)}">e-mail</a>` : mailto(`${local}@${HOST}`);

  pages['/'] = page({
    path: '/',
    title: 'Kezdőlap',
    main: entry(
      'Üdvözlünk a 427-esek oldalán!',
      `<p>Csapatunk 1990 óta működik a nyíregyházi Szent Imre Plébánián. Hetente tartunk őrsi foglalkozásokat 7 és 18 év közötti lányoknak és fiúknak, nyaranta pedig tíznapos tábort szervezünk.</p>` +
        `<p>Szeretnéd, hogy gyermeked is cserkész legyen? Nézd meg a <a href="/jelentkezes">Jelentkezés</a> oldalt!</p>` +
        `<p>Írj nekünk: ${mailto(`csapat@${HOST}`)}</p>`,
    ),
  });

  pages['/rolunk'] = page({
    path: '/rolunk',
    title: 'Rólunk',
    main: entry(
      'Rólunk',
      `<p>A 427. sz. Szent Imre Cserkészcsapatot 1990-ben alapították újra a plébánia hittanosai. Ma négy kiscserkész- és hat cserkészőrsben mintegy 80 gyerek jár hozzánk.</p>` +
        `<p>A csapatot 2019 óta Kovács Bence csapatparancsnok vezeti, akit a ${mailto(`bence.kovacs@${HOST}`)} címen érhettek el minden, a csapat egészét érintő kérdésben.</p>` +
        `<p>Fenntartónk a Szent Imre Plébánia (plebania@szentimre-nyiregyhaza.hu).</p>`,
    ),
  });

  pages['/vezetoink'] = page({
    path: '/vezetoink',
    title: 'Vezetőink',
    main: entry(
      'Vezetőink',
      `<div class="wp-block-columns vezetok">` +
        LEADERS.map(
          (l) =>
            `<div class="wp-block-column vezeto-kartya"><figure class="wp-block-image"><img src="/wp-content/uploads/2024/09/${l.local.replace('.', '-')}.jpg" alt="${esc(l.shown)}"></figure><h3>${esc(l.shown)}</h3><p class="beosztas">${esc(l.title)}</p><p>${mail(l.local, l.rev)}</p></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/jelentkezes'] = page({
    path: '/jelentkezes',
    title: 'Jelentkezés',
    main: entry(
      'Jelentkezés',
      `<p>Új cserkészeket minden év szeptemberében fogadunk, 7 éves kortól. A jelentkezéshez töltsétek ki a jelentkezési lapot, és küldjétek el a ${mailto(`csapat@${HOST}`)} címre.</p><p>Tagdíj: 12 000 Ft/év (testvéreknek kedvezmény).</p>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: entry(
      'Kapcsolat',
      `<p>Gyűlésterem: Szent Imre Plébánia, 4400 Nyíregyháza, Kossuth utca 31. (az udvaron, hátul)</p>` +
        `<p>Általános ügyek: ${mailto(`csapat@${HOST}`)}</p>` +
        `<p><strong>Új cserkészek, szülői kérdések:</strong> Szabó Dóra, csapatparancsnok-helyettes, ${tel('+36 30 418 2277')}, ${mailto(`dora.szabo@${HOST}`)}</p>`,
    ),
  });

  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelem', main: entry('Adatvédelmi tájékoztató', `<p>Az adatkezelő a 427. sz. Szent Imre Cserkészcsapat. A tagok adatait csak a Magyar Cserkészszövetség nyilvántartásában rögzítjük.</p>`) });

  pages['/taborok/nyari-tabor-2025'] = page({
    path: '/taborok/nyari-tabor-2025',
    title: 'Nyári tábor 2025',
    main: entry(
      'Nyári tábor 2025 – Zánka',
      `<p>Idén július 14. és 24. között a Balaton-felvidéken táborozunk. A tábor díja 58 000 Ft, amely tartalmazza az utazást és a teljes ellátást.</p>` +
        `<p><strong>Táborparancsnok:</strong> Horváth Máté, ${mailto(`mate.horvath@${HOST}`)}</p>` +
        `<p>A táborhely üzemeltetője: Zánkai Táborhely Kft. (foglalas@zankaitaborhely.hu)</p>`,
    ),
  });

  pages['/vezetoi-terulet'] = page({ path: '/vezetoi-terulet', title: 'Vezetői terület', main: entry('Vezetői terület', `<p>Belépés csak vezetőknek. Vezetői levelezőlista: ${mailto(`vezetok@${HOST}`)}</p>`) });

  pages['/wp-sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/wp-sitemap-posts-page-1.xml', '/wp-sitemap-posts-post-1.xml'], '2025-05-02'));
  pages['/wp-sitemap-posts-page-1.xml'] = xmlPage(urlset(HOST, ['/', '/rolunk', '/vezetoink', '/jelentkezes', '/kapcsolat', '/adatvedelem'], '2025-05-02'));
  pages['/wp-sitemap-posts-post-1.xml'] = xmlPage(urlset(HOST, ['/taborok/nyari-tabor-2025'], '2025-05-02'));

  const ln: CaseKind = 'link-non-english';
  const addresses: TruthAddress[] = [
    { address: `csapat@${HOST}`, name: null, title: null, pages: ['/', '/jelentkezes', '/kapcsolat'], cases: ['role', 'plain'] },
    { address: `bence.kovacs@${HOST}`, name: 'Kovács Bence', title: 'csapatparancsnok', pages: ['/rolunk'], cases: ['prose', 'plain', ln] },
    ...LEADERS.map(
      (l): TruthAddress => ({
        address: `${l.local}@${HOST}`,
        name: l.name,
        title: l.title,
        pages: ['/vezetoink'],
        ...(l.rev ? { encoded: { kind: 'reversed' as const, text: reversed(`${l.local}@${HOST}`) } } : {}),
        cases: ['card', l.rev ? 'script-reversed' : 'plain', ln, ...l.cases],
      }),
    ),
    { address: `dora.szabo@${HOST}`, name: 'Szabó Dóra', title: 'csapatparancsnok-helyettes', pages: ['/kapcsolat'], cases: ['label-line', 'plain', ln] },
    { address: `mate.horvath@${HOST}`, name: 'Horváth Máté', title: 'Táborparancsnok', pages: ['/taborok/nyari-tabor-2025'], cases: ['title-name-line', 'sitemap-index', 'sitemap-robots', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /vezetoi-terulet\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-51',
      languages: ['hu'],
      addresses,
      pattern: '{first}.{last}',
      nameOrder: 'family-first',
      disallowed: ['/vezetoi-terulet'],
      nonAddresses: [
        { text: `vezetok@${HOST}`, kind: 'disallowed' },
        { text: 'plebania@szentimre-nyiregyhaza.hu', kind: 'other-company' },
        { text: 'foglalas@zankaitaborhely.hu', kind: 'other-company' },
      ],
    },
  };
}
