/**
 * Váci Evezős Egyesület: a rowing and dragon-boat club on the Danube at Vác, still on a Drupal 7
 * site (Bartik sub-theme, Views, the rdf module's foaf/dc attributes), Hungarian only, names
 * written family name first, addresses as vezeteknev.keresztnev@… The board is a view of cards
 * marked up in schema.org RDFa (a "dr." before the president's double family name, a married
 * name "Kissné Lakatos Judit" whose address uses her own name); the supervisory board's chair
 * stands only in the page's JSON-LD, nested as a role's member. The training page is a definition
 * list (function in <dt>, one address written "[at] … [dot]"), the boathouse page a heading with a
 * bio whose address a script builds from character codes, the regatta page the organiser in a
 * sentence beside the entries mailbox, the contact page "Titkár: Name". The timing company's
 * address and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vacievezos.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: [string, string, number][] = [
  ['/', 'Címlap', 218],
  ['/egyesuletunk', 'Egyesületünk', 312],
  ['/vezetoseg', 'Vezetőség', 313],
  ['/edzesek', 'Edzések', 314],
  ['/hajohaz', 'Hajóház', 315],
  ['/dunakanyar-regatta', 'Dunakanyar Regatta', 316],
  ['/kapcsolat', 'Kapcsolat', 317],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Váci Evezős Egyesület',
  head: [
    '<meta name="Generator" content="Drupal 7 (http://drupal.org)">',
    `<link rel="shortcut icon" href="${ORIGIN}/sites/all/themes/vese/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<style type="text/css" media="all">\n@import url("${ORIGIN}/modules/system/system.base.css?s8k2q1");\n@import url("${ORIGIN}/sites/all/modules/views/css/views.css?s8k2q1");\n@import url("${ORIGIN}/sites/all/themes/vese/css/style.css?s8k2q1");\n</style>`,
    `<script type="text/javascript" src="${ORIGIN}/misc/jquery.js?v=1.4.4"></script>`,
    `<script type="text/javascript" src="${ORIGIN}/misc/drupal.js?s8k2q1"></script>`,
    `<script type="text/javascript">\n<!--//--><![CDATA[//><!--\njQuery.extend(Drupal.settings, {"basePath":"\\/","pathPrefix":"","ajaxPageState":{"theme":"vese","theme_token":"Qm3x9Lr2vT8kY0pW4sN6bJ1cF5hD7gA"},"eu_cookie_compliance":{"popup_enabled":1,"popup_position":0,"cookie_name":""}});\n//--><!]]>\n</script>`,
  ],
  header: (spec) =>
    `<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Ugrás a tartalomra</a></div><div id="page-wrapper"><div id="page"><div id="header" class="without-secondary-menu"><div class="section clearfix">` +
    `<a href="/" title="Címlap" rel="home" id="logo"><img src="${ORIGIN}/sites/all/themes/vese/logo.png" alt="Címlap"></a>` +
    `<div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Címlap" rel="home"><span>Váci Evezős Egyesület</span></a></strong></div><div id="site-slogan">1887 óta a Duna-parton</div></div>` +
    `<div id="main-menu" class="navigation"><h2 class="element-invisible">Főmenü</h2><ul id="main-menu-links" class="links clearfix">` +
    MENU.map(([href, label, mlid], i) => `<li class="menu-${mlid}${i === 0 ? ' first' : ''}${i === MENU.length - 1 ? ' last' : ''}${href === spec.path ? ' active' : ''}"><a href="${href}"${href === spec.path ? ' class="active"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul></div></div></div><div id="main-wrapper" class="clearfix"><div id="main" class="clearfix"><div id="content" class="column"><div class="section"><a id="main-content"></a>`,
  footer: () =>
    `</div></div></div></div><div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix"><div class="region region-footer"><div id="block-block-1" class="block block-block"><div class="content">` +
    `<p><strong>Váci Evezős Egyesület</strong> · 2600 Vác, Ártér utca 3. (hajóház a Duna-parton) · Adószám: 18670012-1-13 · Nyilvántartási szám: 13-02-0001234</p><p>${tel('+36 27 315 220')} · ${mailto(at('iroda'))}</p>` +
    `</div></div><div id="block-menu-menu-lablec" class="block block-menu"><div class="content"><ul class="menu"><li class="first leaf"><a href="/adatvedelem">Adatvédelem</a></li><li class="last leaf"><a href="/tagoknak">Tagoknak (belépés)</a></li></ul></div></div></div></div></div></div></div></div>`,
  bodyEnd: [
    `<div id="sliding-popup" class="sliding-popup-bottom" style="display:none"><div><div class="popup-content info"><div id="popup-text"><p>A honlap sütiket használ a működéshez és a látogatottság méréséhez.</p></div><div id="popup-buttons"><button type="button" class="agree-button">Rendben</button><button type="button" class="find-more-button">További információ</button></div></div></div></div>`,
    `<script type="text/javascript" src="${ORIGIN}/sites/all/modules/eu_cookie_compliance/js/eu_cookie_compliance.js?s8k2q1"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

/** A Drupal 7 page node with the rdf module's attributes. */
const node = (path: string, nid: number, title: string, html: string): string =>
  `<h1 class="title" id="page-title">${esc(title)}</h1><div class="tabs"></div><div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">` +
  `<div id="node-${nid}" class="node node-page node-full clearfix" about="${path}" typeof="foaf:Document"><span property="dc:title" content="${esc(title)}" class="rdf-meta element-hidden"></span>` +
  `<div class="content clearfix"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">${html}</div></div></div></div></div></div></div></div>`;

type Board = { shown: string; name: string; title: string; local: string; bio: string; honorific?: boolean };
const BOARD: Board[] = [
  { shown: 'dr. Bárdos-Fehér Márton', name: 'Bárdos-Fehér Márton', title: 'elnök', local: 'bardos-feher.marton', bio: 'Ügyvéd, 1994-ben kezdett evezni a klubban, 2016 óta az egyesület elnöke.', honorific: true },
  { shown: 'Kissné Lakatos Judit', name: 'Kissné Lakatos Judit', title: 'alelnök, gazdasági vezető', local: 'lakatos.judit', bio: 'Mérlegképes könyvelő; ő felel a pályázatokért, a TAO-elszámolásokért és a tagnyilvántartásért.' },
  { shown: 'Pintér Gergő', name: 'Pintér Gergő', title: 'elnökségi tag, a sárkányhajó-szakosztály vezetője', local: 'pinter.gergo', bio: 'Sárkányhajó-kormányos, 2018-ban alapította a szakosztályt, amely azóta három magyar bajnoki címet nyert.' },
];

const boardRow = (b: Board, i: number): string =>
  `<div class="views-row views-row-${i + 1} views-row-${i % 2 === 0 ? 'odd' : 'even'}${i === 0 ? ' views-row-first' : ''}${i === BOARD.length - 1 ? ' views-row-last' : ''}"><div class="tag-kartya" vocab="http://schema.org/" typeof="Person">` +
  `<div class="views-field views-field-field-foto"><div class="field-content"><img typeof="foaf:Image" src="${ORIGIN}/sites/default/files/styles/medium/public/vezetoseg/${b.local.replace('.', '-')}.jpg" width="220" height="220" alt=""></div></div>` +
  `<div class="views-field views-field-title"><h3 class="field-content" property="name">${esc(b.shown)}</h3></div>` +
  `<div class="views-field views-field-field-tisztseg"><div class="field-content" property="jobTitle">${esc(b.title)}</div></div>` +
  `<div class="views-field views-field-body"><div class="field-content"><p>${esc(b.bio)}</p></div></div>` +
  `<div class="views-field views-field-field-email"><div class="field-content"><a href="mailto:${at(b.local)}" property="email">${at(b.local)}</a></div></div></div></div>`;

const AKOS = at('voros.akos');
const AKOS_CODES = charCodes(AKOS);
const AKOS_SCRIPT = `<script type="text/javascript">document.write('<a href="mailto:' + String.fromCharCode(${AKOS_CODES}) + '">' + String.fromCharCode(${AKOS_CODES}) + '</a>');</script>`;

export function vaciEvezos(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Címlap',
    main: node(
      '/',
      1,
      'Evezés és sárkányhajó Vácon',
      `<p>Utánpótlás- és felnőtt evezés, szenior és túraevezés, sárkányhajó – tavasztól őszig a Dunán, télen a tankban és az ergométeres teremben. Kezdő tanfolyamot minden évben áprilisban és szeptemberben indítunk.</p>` +
        `<p>Idén augusztus utolsó hétvégéjén rendezzük a 31. <a href="/dunakanyar-regatta">Dunakanyar Regattát</a>.</p>`,
    ),
  });

  pages['/egyesuletunk'] = page({
    path: '/egyesuletunk',
    title: 'Egyesületünk',
    main: node(
      '/egyesuletunk',
      12,
      'Egyesületünk',
      `<p>A Váci Evezős Egyesületet 1887-ben alapították helyi kereskedők és gimnazisták; a mai hajóház 1936-ban épült. A klub versenyzői 1960 óta több mint negyven magyar bajnoki címet szereztek.</p><p>Ma 210 tagunk van, közülük 64 igazolt versenyző.</p>`,
    ),
  });

  pages['/vezetoseg'] = page({
    path: '/vezetoseg',
    title: 'Vezetőség',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsClub',
        name: 'Váci Evezős Egyesület',
        url: `${ORIGIN}/`,
        email: at('iroda'),
        address: { '@type': 'PostalAddress', streetAddress: 'Ártér utca 3.', postalCode: '2600', addressLocality: 'Vác', addressCountry: 'HU' },
        member: [
          { '@type': 'OrganizationRole', roleName: 'Ellenőrző Bizottság elnöke', startDate: '2021', member: { '@type': 'Person', name: 'dr. Halász Péter', email: at('halasz.peter') } },
        ],
      },
    ],
    main: node(
      '/vezetoseg',
      14,
      'Vezetőség',
      `<p>Az egyesület elnökségét a közgyűlés 2021-ben öt évre választotta.</p>` +
        `<div class="view view-vezetoseg view-id-vezetoseg view-display-id-block"><div class="view-content">${BOARD.map(boardRow).join('')}</div></div>` +
        `<h2>Ellenőrző Bizottság</h2><p>dr. Halász Péter (elnök), Molnár Zita, Bakó István</p>`,
    ),
  });

  pages['/edzesek'] = page({
    path: '/edzesek',
    title: 'Edzések',
    main: node(
      '/edzesek',
      15,
      'Edzések',
      `<table><thead><tr><th>Csoport</th><th>Időpont</th></tr></thead><tbody><tr><td>U13–U17</td><td>hétfő–péntek 15:30–17:30</td></tr><tr><td>Felnőtt versenyző</td><td>hétfő–szombat 6:00–8:00</td></tr><tr><td>Szenior és túraevezés</td><td>kedd, csütörtök 18:00, vasárnap 8:00</td></tr></tbody></table>` +
        `<dl class="edzes-kapcsolat"><dt>Vezetőedző</dt><dd>Szekeres Dániel · ${tel('+36 30 412 7788')} · ${mailto(at('szekeres.daniel'))}</dd>` +
        `<dt>Utánpótlás-edző (U13–U17), testnevelő tanár</dt><dd>Oláh Réka · olah.reka [at] vacievezos [dot] test</dd>` +
        `<dt>Kezdő felnőtt tanfolyam</dt><dd>Jelentkezés: ${mailto(at('tanfolyam'))}</dd></dl>`,
    ),
  });

  pages['/hajohaz'] = page({
    path: '/hajohaz',
    title: 'Hajóház',
    main: node(
      '/hajohaz',
      16,
      'Hajóház és hajóbérlés',
      `<p>A hajóházban 58 versenyhajó, 14 túrahajó és két 20 fős sárkányhajó áll. Tagjaink és a tanfolyamot végzett vendégek egypárevezőst és túrakenut is bérelhetnek.</p>` +
        `<h3>Vörös Ákos</h3><p><em>hajóház-gondnok, hajójavítás és -bérlés</em></p><p>Ákos 2009 óta gondozza a hajóparkot: ő adja ki a bérelt hajókat, és ő intézi a hajók téli javítását és a riggerek beállítását.</p>` +
        `<p>E-mail: ${AKOS_SCRIPT}<noscript>(a cím megjelenítéséhez JavaScript szükséges)</noscript></p>`,
    ),
  });

  pages['/dunakanyar-regatta'] = page({
    path: '/dunakanyar-regatta',
    title: 'Dunakanyar Regatta',
    main: node(
      '/dunakanyar-regatta',
      17,
      '31. Dunakanyar Regatta – 2025. augusztus 30–31.',
      `<p>1000 méteres pályán, a Duna váci szakaszán, egypárevezős, kétpárevezős, négypárevezős és nyolcas számokban, valamint 200 méteres sárkányhajó-futamokkal.</p>` +
        `<p>A regatta főszervezője Fazekas Lilla versenyszervező (${mailto(at('fazekas.lilla'))}). Nevezéseket kizárólag a ${mailto(at('nevezes'))} címre fogadunk, legkésőbb augusztus 22-ig.</p>` +
        `<p>Az időmérést a Chronosport Kft. végzi (info@chronosport.test).</p>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: node(
      '/kapcsolat',
      18,
      'Kapcsolat',
      `<p>Váci Evezős Egyesület, 2600 Vác, Ártér utca 3.<br>Iroda: ${tel('+36 27 315 220')} (kedd és csütörtök 16–19 óra), ${mailto(at('iroda'))}</p>` +
        `<p>Titkár: Gál Noémi – ${mailto(at('gal.noemi'))}</p><p>Bankszámla: 11742087-20012345 (OTP Bank)</p>`,
    ),
  });

  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelem', main: node('/adatvedelem', 19, 'Adatvédelmi tájékoztató', `<p>Az adatkezelő a Váci Evezős Egyesület. A tagok adatait a tagnyilvántartáshoz és a versenyengedélyekhez kezeljük.</p>`) });

  pages['/tagoknak'] = page({ path: '/tagoknak', title: 'Tagoknak', main: node('/tagoknak', 20, 'Tagoknak', `<p>Belépés a tagdíjnyilvántartásba és a hajófoglalóba. Tagdíjjal kapcsolatos kérdések: ${mailto(at('tagdij'))}</p>`) });

  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/egyesuletunk', '/vezetoseg', '/edzesek', '/hajohaz', '/dunakanyar-regatta', '/kapcsolat', '/adatvedelem'], '2025-05-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\nCrawl-delay: 10\n# CSS, JS, Images\nAllow: /misc/*.css$\nAllow: /misc/*.js$\n# Directories\nDisallow: /includes/\nDisallow: /misc/\nDisallow: /modules/\nDisallow: /profiles/\nDisallow: /scripts/\nDisallow: /themes/\n# Files\nDisallow: /CHANGELOG.txt\nDisallow: /cron.php\nDisallow: /install.php\nDisallow: /update.php\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /node/add/\nDisallow: /user/register/\nDisallow: /user/password/\nDisallow: /user/login/\nDisallow: /tagoknak\n`,
      pages,
      headers: { Server: 'Apache/2.4.38 (Debian)', 'X-Powered-By': 'PHP/7.3.33', 'X-Generator': 'Drupal 7 (http://drupal.org)', Expires: 'Sun, 19 Nov 1978 05:00:00 GMT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-103',
      languages: ['hu'],
      addresses: [
        { address: at('iroda'), name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        ...BOARD.map((b) => ({ address: at(b.local), name: b.name, title: b.title, pages: ['/vezetoseg'], cases: ['card', 'rdfa', 'plain', ln, ...(b.honorific ? ['honorific'] : [])] as CaseKind[] })),
        { address: at('halasz.peter'), name: 'Halász Péter', title: 'Ellenőrző Bizottság elnöke', pages: ['/vezetoseg'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only', 'honorific', ln] },
        { address: at('szekeres.daniel'), name: 'Szekeres Dániel', title: 'Vezetőedző', pages: ['/edzesek'], cases: ['definition-list', 'plain', ln] },
        { address: at('olah.reka'), name: 'Oláh Réka', title: 'Utánpótlás-edző (U13–U17), testnevelő tanár', pages: ['/edzesek'], cases: ['definition-list', 'obfuscated', ln] },
        { address: at('tanfolyam'), name: null, title: null, pages: ['/edzesek'], cases: ['role', 'plain', ln] },
        {
          address: AKOS,
          name: 'Vörös Ákos',
          title: 'hajóház-gondnok, hajójavítás és -bérlés',
          pages: ['/hajohaz'],
          encoded: { kind: 'charcodes', text: AKOS_CODES },
          cases: ['card', 'script-charcode', ln],
        },
        { address: at('fazekas.lilla'), name: 'Fazekas Lilla', title: 'versenyszervező', titleAlternatives: ['a regatta főszervezője'], pages: ['/dunakanyar-regatta'], cases: ['prose', 'plain', ln] },
        { address: at('nevezes'), name: null, title: null, pages: ['/dunakanyar-regatta'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: at('gal.noemi'), name: 'Gál Noémi', title: 'Titkár', pages: ['/kapcsolat'], cases: ['title-name-line', 'plain', ln] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/tagoknak'],
      nonAddresses: [
        { text: at('tagdij'), kind: 'disallowed' },
        { text: 'info@chronosport.test', kind: 'other-company' },
      ],
    },
  };
}
