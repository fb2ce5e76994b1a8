/**
 * Ústav biochemie a mikrobiologie: a university institute of a (made-up) Faculty of Natural
 * Sciences in Jihlava, on Drupal 10 with the faculty's theme. The management as a definition
 * list with the long Czech academic titles before and after the names and the addresses written
 * "(at)"; the staff list as a table; the microbiology department's head as a schema.org Person
 * in microdata on a department page two links deep; the Erasmus mailbox beside its
 * coordinator's name. A commented-out former colleague, the group's GitLab clone URL and the
 * intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'ubm-fpv-vysocina.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/ustav', 'O ústavu'],
  ['/studium', 'Studium'],
  ['/vyzkum', 'Výzkum'],
  ['/lide', 'Lidé'],
  ['/kontakt', 'Kontakt'],
];

const at = (local: string): string => `${local}(at)${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Ústav biochemie a mikrobiologie FPV UVY',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Qz8vJ3kHn2xW0pLr5sTq.css?delta=0&amp;language=cs&amp;theme=fpv_olivero">`,
    `<link rel="icon" href="${ORIGIN}/themes/custom/fpv_olivero/favicon.ico" type="image/vnd.microsoft.icon">`,
  ],
  header: (page: PageSpec) =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" role="banner"><div class="site-header__fixable"><div class="site-branding"><a href="/" rel="home" class="site-branding__name">Ústav biochemie a mikrobiologie</a><div class="site-branding__slogan">Fakulta přírodních věd, Univerzita Vysočina</div></div>` +
    `<nav role="navigation" aria-labelledby="block-fpv-olivero-main-menu-menu" id="block-fpv-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-fpv-olivero-main-menu-menu">Hlavní navigace</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">${MENU.map(([href, label]) => `<li class="primary-nav__menu-item primary-nav__menu-item--level-1"><a href="${href}" class="primary-nav__menu-link${href === page.path ? ' is-active' : ''}" data-drupal-link-system-path="${href === '/' ? '<front>' : `node/${href.length}`}"><span class="primary-nav__menu-link-inner">${esc(label)}</span></a></li>`).join('')}</ul></nav></div></header>` +
    `<div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content">`,
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div class="block block-block-content"><div class="text-content"><p><strong>Ústav biochemie a mikrobiologie</strong><br>Fakulta přírodních věd Univerzity Vysočina<br>Tolstého 1556/16, 586 01 Jihlava</p><p>Sekretariát: ${tel('+420 567 141 210')}, ${mailto(`sekretariat@${HOST}`)}</p></div></div></div>` +
    `<div class="region region--footer-bottom"><nav class="menu--footer"><ul class="menu"><li><a href="/prohlaseni-o-pristupnosti">Prohlášení o přístupnosti</a></li><li><a href="/intranet">Intranet</a></li><li><a href="https://fpv.uvy.test/">Fakulta přírodních věd</a></li></ul></nav></div></div></footer></div></div></div>`,
  bodyEnd: [`<script src="${ORIGIN}/core/assets/vendor/once/once.min.js?v=1.0.1"></script>`, `<script src="${ORIGIN}/sites/default/files/js/js_Xk2Lr9sTq0pWvN4z.js?scope=footer&amp;delta=0&amp;language=cs"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });

const node = (title: string, html: string): string =>
  `<div class="region region--content-above"><div class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string">${esc(title)}</span></h1></div></div><div class="region region--content"><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary">${html}</div></div></article></div>`;

type Leader = { role: string; shown: string; name: string; local: string; cases: CaseKind[] };
const LEADERS: Leader[] = [
  { role: 'Ředitel ústavu', shown: 'prof. RNDr. Jan Novotný, CSc.', name: 'Jan Novotný', local: 'jan.novotny', cases: ['honorific', 'post-nominal'] },
  { role: 'Zástupkyně ředitele pro pedagogickou činnost', shown: 'doc. Mgr. Eva Šimková, Ph.D.', name: 'Eva Šimková', local: 'eva.simkova', cases: ['honorific', 'post-nominal'] },
  { role: 'Tajemnice ústavu', shown: 'Ing. Hana Pokorná', name: 'Hana Pokorná', local: 'hana.pokorna', cases: ['honorific'] },
];

type Row = { shown: string; name: string; title: string; room: string; phone: string; local: string; cases: CaseKind[] };
const STAFF: Row[] = [
  { shown: 'doc. RNDr. Martin Bartoš, Ph.D.', name: 'Martin Bartoš', title: 'docent, vedoucí oddělení biochemie', room: 'B2.14', phone: '567 141 231', local: 'martin.bartos', cases: ['honorific', 'post-nominal'] },
  { shown: 'Mgr. Tereza Vlčková, Ph.D.', name: 'Tereza Vlčková', title: 'odborná asistentka', room: 'B2.17', phone: '567 141 235', local: 'tereza.vlckova', cases: ['honorific', 'post-nominal'] },
  { shown: 'RNDr. Ondřej Šťastný', name: 'Ondřej Šťastný', title: 'vědecký pracovník', room: 'B3.02', phone: '567 141 244', local: 'ondrej.stastny', cases: ['honorific'] },
  { shown: 'Mgr. Jakub Havlíček', name: 'Jakub Havlíček', title: 'doktorand, bioinformatika', room: 'B3.05', phone: '567 141 246', local: 'jakub.havlicek', cases: ['honorific'] },
  { shown: 'Ing. Lucie Holubová', name: 'Lucie Holubová', title: 'laborantka', room: 'B1.08', phone: '567 141 229', local: 'lucie.holubova', cases: ['honorific'] },
];

export function ubmVysocina(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    main: node(
      'Ústav biochemie a mikrobiologie',
      `<p>Ústav zajišťuje výuku biochemie, mikrobiologie a molekulární biologie v bakalářských, magisterských a doktorských programech fakulty a věnuje se výzkumu mikrobiálních enzymů a antibiotické rezistence.</p>` +
        `<div class="views-element-container"><h2>Aktuality</h2><ul><li><a href="/studium">Přijímací řízení do navazujícího magisterského studia 2025/26</a></li><li><a href="/vyzkum">Nový projekt GA ČR: enzymy rozkládající PET</a></li></ul></div>`,
    ),
  });

  pages['/ustav'] = page({
    path: '/ustav',
    title: 'O ústavu',
    main: node(
      'O ústavu',
      `<p>Ústav vznikl v roce 2004 sloučením katedry biochemie a laboratoře aplikované mikrobiologie. Má dvě oddělení a 26 zaměstnanců.</p>` +
        `<ul><li><a href="/ustav/vedeni">Vedení ústavu</a></li><li><a href="/ustav/oddeleni-biochemie">Oddělení biochemie</a></li><li><a href="/ustav/oddeleni-mikrobiologie">Oddělení mikrobiologie</a></li></ul>`,
    ),
  });

  pages['/ustav/vedeni'] = page({
    path: '/ustav/vedeni',
    title: 'Vedení ústavu',
    main: node('Vedení ústavu', `<dl class="vedeni">${LEADERS.map((l) => `<dt>${esc(l.role)}</dt><dd>${esc(l.shown)}<br>e-mail: ${at(l.local)}</dd>`).join('')}</dl>`),
  });

  pages['/ustav/oddeleni-biochemie'] = page({
    path: '/ustav/oddeleni-biochemie',
    title: 'Oddělení biochemie',
    main: node('Oddělení biochemie', `<p>Oddělení vede doc. RNDr. Martin Bartoš, Ph.D. Zabývá se strukturou a funkcí hydroláz a jejich využitím v biotechnologiích. Kontakty na pracovníky najdete v sekci <a href="/lide">Lidé</a>.</p>`),
  });

  pages['/ustav/oddeleni-mikrobiologie'] = page({
    path: '/ustav/oddeleni-mikrobiologie',
    title: 'Oddělení mikrobiologie',
    main: node(
      'Oddělení mikrobiologie',
      `<p>Oddělení se věnuje antibiotické rezistenci enterobakterií z prostředí a mikrobiomu půdy. Provozuje sbírku kmenů s více než 1 200 izoláty.</p>` +
        `<div class="field--name-field-vedouci" itemscope itemtype="https://schema.org/Person"><h2>Vedoucí oddělení</h2><p><span itemprop="honorificPrefix">doc. RNDr.</span> <span itemprop="name">Kristýna Malá</span>, <span itemprop="honorificSuffix">Ph.D.</span><br><span itemprop="jobTitle">vedoucí oddělení mikrobiologie</span><br>tel.: <span itemprop="telephone">567 141 251</span><br><a itemprop="email" href="mailto:kristyna.mala@${HOST}">kristyna.mala@${HOST}</a></p></div>`,
    ),
  });

  pages['/studium'] = page({
    path: '/studium',
    title: 'Studium',
    main: node(
      'Studium',
      `<p>Ústav garantuje bakalářský program Biochemie a navazující magisterský program Molekulární biologie a mikrobiologie.</p>` +
        `<h2>Erasmus+ a zahraniční stáže</h2><p>Koordinátor programu Erasmus+ za ústav: doc. Ing. Petr Kolář, Ph.D.<br>Dotazy k výjezdům: ${mailto(`erasmus@${HOST}`)}</p>`,
    ),
  });

  pages['/vyzkum'] = page({
    path: '/vyzkum',
    title: 'Výzkum',
    main: node(
      'Výzkum',
      `<p>Hlavní výzkumná témata: enzymy rozkládající syntetické polymery, mobilní genetické elementy nesoucí geny rezistence, metagenomika půdních společenstev.</p>` +
        `<h2>Software</h2><p>Naše nástroje pro analýzu sekvencí jsou volně dostupné. Repozitář si naklonujete příkazem:</p><pre><code>git clone git@gitlab.${HOST}:bioinf/seqtools.git</code></pre>`,
    ),
  });

  pages['/lide'] = page({
    path: '/lide',
    title: 'Lidé',
    main: node(
      'Zaměstnanci ústavu',
      `<table class="views-table cols-5"><thead><tr><th>Jméno</th><th>Funkce</th><th>Místnost</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.shown)}</td><td>${esc(s.title)}</td><td>${s.room}</td><td>${tel(s.phone)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `<!-- <tr><td>Mgr. Jiří Bláha</td><td>technik</td><td>B1.03</td><td>567 141 227</td><td>jiri.blaha@${HOST}</td></tr> -->` +
        `</tbody></table>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: node(
      'Kontakt',
      `<p>Ústav biochemie a mikrobiologie<br>Fakulta přírodních věd Univerzity Vysočina<br>Tolstého 1556/16, 586 01 Jihlava<br>budova B, 2. patro</p><p>Sekretariát: Ivana Černá, tel. ${tel('+420 567 141 210')}<br>${mailto(`sekretariat@${HOST}`)}</p>`,
    ),
  });

  pages['/prohlaseni-o-pristupnosti'] = page({ path: '/prohlaseni-o-pristupnosti', title: 'Prohlášení o přístupnosti', main: node('Prohlášení o přístupnosti', `<p>Web je v souladu se zákonem č. 99/2019 Sb. částečně.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: node('Intranet', `<p>Přihlášení jednotným univerzitním heslem. Technická podpora: ${mailto(`it-podpora@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const footerPages = Object.keys(pages).filter((p) => p !== '/intranet');
  const addresses: TruthAddress[] = [
    { address: `sekretariat@${HOST}`, name: null, title: null, pages: footerPages, cases: ['role', 'plain'] },
    { address: `erasmus@${HOST}`, name: null, title: null, pages: ['/studium'], cases: ['neighbour', 'role', 'plain', ln] },
    ...LEADERS.map((l) => ({ address: `${l.local}@${HOST}`, name: l.name, title: l.role, pages: ['/ustav/vedeni'], cases: ['definition-list', 'obfuscated', 'deep-page', ln, ...l.cases] as CaseKind[] })),
    ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/lide'], cases: ['table', 'plain', ln, ...s.cases] as CaseKind[] })),
    { address: `kristyna.mala@${HOST}`, name: 'Kristýna Malá', title: 'vedoucí oddělení mikrobiologie', pages: ['/ustav/oddeleni-mikrobiologie'], cases: ['microdata', 'deep-page', 'honorific', 'post-nominal', 'plain', ln] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /intranet\n`,
      sitemapXml: urlset(HOST, ['/', '/ustav', '/studium', '/vyzkum', '/lide', '/kontakt'], '2025-01-20'),
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-51',
      languages: ['cs'],
      addresses,
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `jiri.blaha@${HOST}`, kind: 'comment' },
        { text: `git@gitlab.${HOST}`, kind: 'git' },
        { text: `it-podpora@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
