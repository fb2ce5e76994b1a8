/**
 * Onyar Arquitectes: an architecture studio on the river in Girona, on Drupal 10 with a custom
 * theme, Catalan with an English branch reached through the hreflang alternates, whose menu says
 * "Practice" for the studio page. The partners as RDFa Person cards on "Estudi" (and as plain
 * cards with English titles under "Practice"), the administration and competitions leads in a
 * definition list on the contact page, the site architect's address reversed in a data attribute
 * and turned around by a script, the press officer's "Name, title, address" line, and the new
 * commissions mailbox beside the two founders' names. Traps: the theme's git clone URL in the
 * credits and the studio intranet (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'onyar-arquitectes-girona.test';
const ORIGIN = `http://${HOST}`;

const MENU_CA: [string, string][] = [
  ['/projectes', 'Projectes'],
  ['/estudi', 'Estudi'],
  ['/premsa', 'Premsa'],
  ['/contacte', 'Contacte'],
];
const MENU_EN: [string, string][] = [
  ['/en/projects', 'Projects'],
  ['/en/practice', 'Practice'],
  ['/en/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Onyar Arquitectes',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_pX2aN7bq4Lr1sT9uVwYzA3cD5eF8gH0iJ6kM.css?delta=0&amp;language=ca&amp;theme=onyar&amp;include=eJxLz8lPSizOyA">',
    '<link rel="preload" href="/themes/custom/onyar/fonts/Inter-Regular.woff2" as="font" type="font/woff2" crossorigin>',
  ],
  header: (p) => {
    const en = p.lang === 'en';
    const menu = en ? MENU_EN : MENU_CA;
    return (
      `<a href="#main-content" class="visually-hidden focusable">${en ? 'Skip to main content' : 'Vés al contingut principal'}</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container"><header role="banner" class="site-header">` +
      `<div class="site-branding"><a href="${en ? '/en' : '/'}" rel="home" class="site-logo"><img src="/themes/custom/onyar/logo.svg" alt="${en ? 'Home' : 'Inici'}" width="150" height="40"></a></div>` +
      `<nav role="navigation" aria-labelledby="block-onyar-main-menu-menu" id="block-onyar-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-onyar-main-menu-menu">${en ? 'Main navigation' : 'Navegació principal'}</h2><ul class="menu">` +
      menu.map(([href, label]) => `<li class="menu-item"><a href="${href}" data-drupal-link-system-path="node/${href.length * 2}"${href === p.path ? ' class="is-active" aria-current="page"' : ''}>${esc(label)}</a></li>`).join('') +
      `</ul></nav><div class="language-switcher-language-url" role="navigation"><span class="lang-current">${en ? 'EN' : 'CA'}</span> <button type="button" class="lang-toggle" data-target="${en ? (p.alternates?.ca ?? '/') : (p.alternates?.en ?? '/en')}">${en ? 'CA' : 'EN'}</button></div></header><div class="layout-main-wrapper"><a id="main-content" tabindex="-1"></a><div class="layout-content">`
    );
  },
  footer: (p) =>
    `</div></div><footer role="contentinfo" class="site-footer"><div class="region region-footer"><div class="block block-block-content"><div class="field field--name-body">` +
    `<p><strong>Onyar Arquitectes SLP</strong><br>Carrer de la Força, 18, 2n<br>17004 Girona<br>${tel('+34 972 21 46 30')}<br>${mailto(`hola@${HOST}`)}</p>` +
    `<p>${p.lang === 'en' ? 'Studio open Monday to Friday, 9:00–14:00 and 15:30–18:30.' : 'Obert de dilluns a divendres, de 9 a 14 h i de 15.30 a 18.30 h.'}</p></div></div>` +
    `<nav class="menu--footer"><ul class="menu"><li><a href="/avis-legal">Avís legal</a></li><li><a href="/credits">Crèdits</a></li><li><a href="/intranet">Intranet</a></li></ul></nav><p class="copyright">© 2025 Onyar Arquitectes · COAC 41.233-8</p></div></footer></div></div>`,
  privacyPath: { ca: '/avis-legal', en: '/avis-legal' },
  bodyEnd: [
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"ca"},"user":{"uid":0,"permissionsHash":"8a2c1f0d"}}</script>',
    '<script src="/core/misc/drupal.js?v=10.3.6"></script>',
    "<script>document.querySelectorAll('.lang-toggle').forEach(function(b){b.addEventListener('click',function(){window.location.href=b.getAttribute('data-target');});});</script>",
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'ca', ...spec });
const node = (title: string, html: string, nid: number): string =>
  `<div class="region region-content"><div id="block-onyar-page-title" class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title">${esc(title)}</span></h1></div><article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div>`;

type Architect = { name: string; ca: string; en: string; local: string; rdfa: boolean; bio: string };
const ARCHITECTS: Architect[] = [
  { name: 'Oriol Serra', ca: 'Arquitecte, soci fundador', en: 'Architect, founding partner', local: 'oriol.serra', rdfa: true, bio: 'ETSAV 2002. Professor de projectes a la Universitat de Girona.' },
  { name: 'Anna Roca', ca: 'Arquitecta, sòcia fundadora', en: 'Architect, founding partner', local: 'anna.roca', rdfa: true, bio: 'ETSAB 2003. Rehabilitació i patrimoni, membre de la comissió de patrimoni del COAC.' },
  { name: 'Pau Ribas', ca: 'Arquitecte associat', en: 'Associate architect', local: 'pau.ribas', rdfa: true, bio: 'Habitatge col·lectiu i construcció en fusta.' },
  { name: 'Núria Grau', ca: 'Arquitecta, coordinadora BIM', en: 'Architect, BIM coordinator', local: 'nuria.grau', rdfa: false, bio: 'Modelatge BIM, simulacions energètiques i certificació Passivhaus.' },
];

const card = (a: Architect, en: boolean): string => {
  const addr = `${a.local}@${HOST}`;
  const rdfa = a.rdfa && !en;
  const prop = (p: string) => (rdfa ? ` property="${p}"` : '');
  return (
    `<div class="views-row"><article class="persona"${rdfa ? ' vocab="https://schema.org/" typeof="Person"' : ''}><img src="/sites/default/files/styles/retrat/public/equip/${a.local.replace('.', '-')}.jpg" alt="${esc(a.name)}" width="320" height="400" loading="lazy">` +
    `<h3${prop('name')}>${esc(a.name)}</h3><p class="persona__carrec"${prop('jobTitle')}>${esc(en ? a.en : a.ca)}</p><p class="persona__bio">${esc(a.bio)}</p><p class="persona__mail"><a href="mailto:${addr}"${prop('email')}>${addr}</a></p></article></div>`
  );
};

const JORDI = `jordi.vila@${HOST}`;

export function onyarArquitectes(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (ca: string, en: string) => ({ ca, en, 'x-default': ca });

  pages['/'] = page({
    path: '/',
    title: 'Arquitectura i rehabilitació a Girona',
    alternates: alt('/', '/en'),
    main: node(
      'Onyar Arquitectes',
      `<p>Som un estudi d’arquitectura de Girona dedicat a l’habitatge, la rehabilitació de cases de pedra i l’equipament públic a les comarques gironines. Treballem amb materials de proximitat i criteris de baix consum.</p>` +
        `<div class="projectes-destacats"><a href="/projectes/casa-pedra-sant-daniel"><img src="/sites/default/files/projectes/sant-daniel-01.jpg" alt="Casa de pedra a Sant Daniel" width="640" height="420"></a></div>`,
      1,
    ),
  });

  pages['/projectes'] = page({
    path: '/projectes',
    title: 'Projectes',
    alternates: alt('/projectes', '/en/projects'),
    main: node('Projectes', `<ul class="llista-projectes"><li><a href="/projectes/casa-pedra-sant-daniel">Casa de pedra a la vall de Sant Daniel (2024)</a></li><li>Escola bressol de Salt (2022)</li><li>14 habitatges de protecció oficial a Santa Eugènia (2021)</li></ul>`, 2),
  });

  pages['/projectes/casa-pedra-sant-daniel'] = page({
    path: '/projectes/casa-pedra-sant-daniel',
    title: 'Casa de pedra a la vall de Sant Daniel',
    main: node(
      'Casa de pedra a la vall de Sant Daniel',
      `<p>Rehabilitació integral d’una masia del segle XVIII amb estructura de fusta nova i aïllament de suro.</p><dl class="fitxa-tecnica"><dt>Any</dt><dd>2024</dd><dt>Superfície</dt><dd>286 m²</dd><dt>Arquitectes</dt><dd>Anna Roca, Pau Ribas</dd><dt>Fotografia</dt><dd>Adrià Goula</dd></dl>`,
      12,
    ),
  });

  pages['/estudi'] = page({
    path: '/estudi',
    title: 'Estudi',
    alternates: alt('/estudi', '/en/practice'),
    main: node(
      'Estudi',
      `<p>L’estudi va néixer el 2009 quan l’Oriol Serra i l’Anna Roca van guanyar el concurs per a la nova biblioteca de Celrà. Avui som nou persones entre arquitectes, arquitectes tècnics i administració.</p>` +
        `<div class="view view-equip"><div class="view-content">${ARCHITECTS.map((a) => card(a, false)).join('')}</div></div>`,
      3,
    ),
  });

  pages['/premsa'] = page({
    path: '/premsa',
    title: 'Premsa',
    main: node(
      'Premsa',
      `<ul><li>Premi d’Arquitectura de les Comarques de Girona 2023, categoria rehabilitació.</li><li>Finalistes als Premis FAD 2022 amb l’escola bressol de Salt.</li></ul>` +
        `<p>Per a peticions de material gràfic i entrevistes: Laia Puig, responsable de comunicació, ${mailto(`laia.puig@${HOST}`)}</p>`,
      4,
    ),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    alternates: alt('/contacte', '/en/contact'),
    main: node(
      'Contacte',
      `<p>Carrer de la Força, 18, 2n · 17004 Girona · ${tel('+34 972 21 46 30')}</p>` +
        `<p>L’Oriol Serra i l’Anna Roca reben personalment els nous encàrrecs. Expliqueu-nos el vostre projecte a ${mailto(`projectes@${HOST}`)}, indicant-ne la ubicació i, si en teniu, la referència cadastral.</p>` +
        `<dl class="contacte-equip"><dt>Cap d’administració</dt><dd>Marta Costa · ${mailto(`marta.costa@${HOST}`)}</dd><dt>Coordinador de concursos</dt><dd>Gerard Bosch · ${mailto(`gerard.bosch@${HOST}`)}</dd></dl>` +
        `<p>Visites d’obra i seguiment de les obres en curs: Jordi Vila, arquitecte tècnic, <span class="u-mail" data-mail="${reversed(JORDI)}">[adreça protegida]</span></p>` +
        `<script>document.querySelectorAll('.u-mail').forEach(function(e){var m=e.getAttribute('data-mail').split('').reverse().join('');e.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script>`,
      5,
    ),
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: node('Avís legal i privacitat', `<p>Onyar Arquitectes SLP, NIF B17654321, inscrita al Registre Mercantil de Girona i al Registre de Societats Professionals del COAC. Les dades de contacte s’utilitzen només per respondre les consultes.</p>`, 6) });

  pages['/credits'] = page({
    path: '/credits',
    title: 'Crèdits',
    main: node('Crèdits', `<p>Disseny i desenvolupament: Estudi Malla (Barcelona). El tema és de codi obert: <code>git clone git@github.com:estudimalla/onyar-theme.git</code></p><p>Fotografies: Adrià Goula, José Hevia.</p>`, 7),
  });

  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: node('Intranet', `<p>Accés restringit a l’equip. Incidències: suport.intranet@${HOST}</p>`, 8) });

  // English branch.
  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Architecture and renovation in Girona',
    alternates: alt('/', '/en'),
    main: node('Onyar Arquitectes', `<p>We are an architecture practice in Girona working on housing, the renovation of stone farmhouses and public buildings in the Girona region, with local materials and low-energy design.</p><p><a href="/en/practice">Meet the practice</a></p>`, 1),
  });
  pages['/en/projects'] = page({ path: '/en/projects', lang: 'en', title: 'Projects', alternates: alt('/projectes', '/en/projects'), main: node('Projects', `<ul><li>Stone house in the Sant Daniel valley (2024)</li><li>Salt nursery school (2022)</li></ul>`, 2) });
  pages['/en/practice'] = page({
    path: '/en/practice',
    lang: 'en',
    title: 'Practice',
    alternates: alt('/estudi', '/en/practice'),
    main: node('Practice', `<p>Founded in 2009 by Oriol Serra and Anna Roca, the practice is now a team of nine.</p><div class="view view-equip"><div class="view-content">${ARCHITECTS.map((a) => card(a, true)).join('')}</div></div>`, 3),
  });
  pages['/en/contact'] = page({ path: '/en/contact', lang: 'en', title: 'Contact', alternates: alt('/contacte', '/en/contact'), main: node('Contact', `<p>Carrer de la Força, 18, 2nd floor, 17004 Girona, Spain. Phone ${tel('+34 972 21 46 30')}.</p>`, 5) });

  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/projectes', '/estudi', '/premsa', '/contacte', '/en', '/en/practice'], '2025-06-20'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /intranet\nDisallow: /search/\n`,
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-70',
      languages: ['ca', 'en'],
      addresses: [
        { address: `hola@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        { address: `projectes@${HOST}`, name: null, title: null, pages: ['/contacte'], cases: ['neighbour', 'role', 'plain', ln] },
        ...ARCHITECTS.map((a) => ({
          address: `${a.local}@${HOST}`,
          name: a.name,
          title: a.ca,
          titleAlternatives: [a.en],
          pages: ['/estudi', '/en/practice'],
          cases: ['card', 'plain', ln, 'link-english-unlisted', ...(a.rdfa ? (['rdfa'] as CaseKind[]) : [])] as CaseKind[],
        })),
        { address: `laia.puig@${HOST}`, name: 'Laia Puig', title: 'responsable de comunicació', pages: ['/premsa'], cases: ['name-title-line', 'plain', ln] },
        { address: `marta.costa@${HOST}`, name: 'Marta Costa', title: 'Cap d’administració', pages: ['/contacte'], cases: ['definition-list', 'plain', ln] },
        { address: `gerard.bosch@${HOST}`, name: 'Gerard Bosch', title: 'Coordinador de concursos', pages: ['/contacte'], cases: ['definition-list', 'plain', ln] },
        { address: JORDI, name: 'Jordi Vila', title: 'arquitecte tècnic', pages: ['/contacte'], encoded: { kind: 'reversed', text: reversed(JORDI) }, cases: ['name-title-line', 'script-reversed', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `suport.intranet@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:estudimalla/onyar-theme.git', kind: 'git' },
      ],
    },
  };
}
