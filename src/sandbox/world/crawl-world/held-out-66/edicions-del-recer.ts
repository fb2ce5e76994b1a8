/**
 * Edicions del Recer: an independent publishing house in Barcelona on Drupal 10 (Olivero-based
 * theme), in Catalan with a Spanish home page reached through hreflang only. The editorial team
 * as a definition list (role, then name and address), the foreign-rights manager also on an
 * English "Foreign rights" page marked up in RDFa, the press officer as a label line, the sales
 * manager as "Name, title, address" on the Spanish home, and the fiction editor in a news page
 * listed only in the sitemap robots.txt names. A git clone URL, a package in a script URL and the
 * authors' login page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'edicionsdelrecer.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Inici'],
  ['/cataleg', 'Catàleg'],
  ['/editorial', "L'editorial"],
  ['/premsa', 'Premsa'],
  ['/foreign-rights', 'Foreign rights'],
  ['/contacte', 'Contacte'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Edicions del Recer',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Xk2f9QzO3b1sT8uA0y7mVw.css?delta=0&amp;language=ca&amp;theme=recer&amp;include=eJxdyEEKgCAQBdALfRo">`,
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>',
  ],
  header: (spec) =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="page-wrapper"><header class="site-header" role="banner"><div class="site-branding"><a href="${ORIGIN}/" rel="home" class="site-branding__logo"><img src="${ORIGIN}/themes/custom/recer/logo.svg" alt="Inici"></a><div class="site-branding__name"><a href="${ORIGIN}/" rel="home">Edicions del Recer</a></div></div>` +
    `<nav role="navigation" aria-labelledby="block-recer-main-menu-menu" id="block-recer-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-recer-main-menu-menu">Navegació principal</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">${(spec.lang === 'es' ? MENU.slice(0, 1) : MENU).map(([href, label]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${href}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-link-system-path="node/${label.length}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(label)}</span></a></li>`).join('')}</ul></nav></header><div id="main-wrapper" class="layout-main-wrapper layout-container">`,
  footer: () =>
    `</div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div id="block-recer-peu" class="block block-block-content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p>Edicions del Recer, SL · c/ de Verdi, 52, 2n 1a · 08012 Barcelona · ${tel('93 000 61 74')} · ${mailto(`info@${HOST}`)}</p><p><a href="/avis-legal">Avís legal</a> · <a href="/user/login">Accés autors i traductors</a></p></div></div></div></div></footer></div></div>`,
  privacyPath: { ca: '/avis-legal', es: '/avis-legal' },
  bodyEnd: [`<script src="${ORIGIN}/core/misc/drupal.js?v=10.3.6"></script>`, `<script src="${ORIGIN}/core/misc/drupalSettingsLoader.js?v=10.3.6"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });
const node = (id: number, title: string, body: string): string =>
  `<div class="region region--content"><article data-history-node-id="${id}" class="node node--type-page node--view-mode-full"><header class="node__header"><h1 class="title page-title"><span class="field field--name-title field--type-string">${esc(title)}</span></h1></header><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div>`;

const DL: [string, string, string][] = [
  ['Direcció editorial', 'Montserrat Vidal Coll', 'montserrat.vidal'],
  ['Edició de no-ficció', 'Oriol Bassas Pla', 'oriol.bassas'],
  ['Drets estrangers i coedicions', 'Clara Font Mir', 'clara.font'],
  ['Producció i maquetació', 'Bernat Solé Camps', 'bernat.sole'],
  ['Administració i distribució a llibreries', 'Rosa Bertran Gual', 'rosa.bertran'],
];

export function edicionsDelRecer(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { ca: '/', es: '/es', 'x-default': '/' };
  pages['/'] = page({ path: '/', title: 'Inici', alternates: alt, main: node(1, 'Llibres per llegir a recer', '<p>Publiquem narrativa, assaig i llibres il·lustrats en català des del 2011. Quinze títols l’any, triats un a un.</p><p><a href="/cataleg">Tot el catàleg</a></p>') });
  pages['/es'] = page({
    path: '/es',
    title: 'Inicio',
    lang: 'es',
    alternates: alt,
    main: node(1, 'Libros para leer a resguardo', `<p>Publicamos narrativa, ensayo y álbum ilustrado en catalán, y algunas traducciones al castellano.</p><p>Librerías y distribución: Xavier Mas, responsable comercial, ${mailto(`xavier.mas@${HOST}`)}</p>`),
  });
  pages['/cataleg'] = page({ path: '/cataleg', title: 'Catàleg', main: node(2, 'Catàleg', '<ul><li><em>La casa de les oliveres</em>, Anna Pujol — narrativa</li><li><em>Camins de ferro</em>, Marc Llull — assaig</li><li><em>Nit de llamps</em>, il·lustrat per Jana Roig</li></ul>') });
  pages['/editorial'] = page({
    path: '/editorial',
    title: "L'editorial",
    main: node(
      3,
      "L'editorial",
      `<p>Som un equip petit. Si ens voleu proposar un manuscrit, llegiu primer les condicions a la pàgina de contacte.</p><dl class="equip">${DL.map(([role, name, local]) => `<dt>${esc(role)}</dt><dd>${esc(name)} · ${mailto(`${local}@${HOST}`)}</dd>`).join('')}</dl>`,
    ),
  });
  pages['/premsa'] = page({
    path: '/premsa',
    title: 'Premsa',
    main: node(4, 'Premsa', `<p>Sol·liciteu exemplars de ressenya i material gràfic de les novetats.</p><p><strong>Contacte de premsa:</strong> Judit Ribas, responsable de comunicació, c/ de Verdi, 52, 08012 Barcelona, tel. ${tel('93 000 61 75')}, ${mailto(`judit.ribas@${HOST}`)}</p>`),
  });
  pages['/foreign-rights'] = page({
    path: '/foreign-rights',
    title: 'Foreign rights',
    lang: 'en',
    main: node(
      5,
      'Foreign rights',
      `<p>Our rights catalogue (Frankfurt 2025) is available on request.</p><div vocab="https://schema.org/" typeof="Person" class="rights-contact"><p><span property="name">Clara Font Mir</span>, <span property="jobTitle">Foreign Rights Manager</span><br><a property="email" href="mailto:clara.font@${HOST}">clara.font@${HOST}</a></p></div>`,
    ),
  });
  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: node(
      6,
      'Contacte',
      `<p>Manuscrits: només en format PDF, amb sinopsi i tres capítols, a ${mailto(`manuscrits@${HOST}`)}. Responem en un termini de tres mesos.</p><p>Les plantilles EPUB que fem servir són obertes: <code>git clone git@github.com:edicionsdelrecer/plantilles-epub.git</code></p>`,
    ),
  });
  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: node(7, 'Avís legal', '<p>Edicions del Recer, SL · NIF B65901234 · Registre Mercantil de Barcelona, tom 42.771, foli 12, full B-415.002.</p>') });
  pages['/user/login'] = page({ path: '/user/login', title: 'Inicia la sessió', main: node(8, 'Inicia la sessió', `<form class="user-login-form"><input name="name" type="text"><input name="pass" type="password"><button>Inicia la sessió</button></form><p>Heu perdut l’accés? ${mailto(`web@${HOST}`)}</p>`) });
  pages['/noticies/novetats-tardor-2025'] = page({
    path: '/noticies/novetats-tardor-2025',
    title: 'Novetats de tardor 2025',
    main: node(
      9,
      'Novetats de tardor 2025',
      `<p>Aquesta tardor arriben tres títols nous, entre ells la primera novel·la de Pol Serrat.</p><p>Si sou llibreters o clubs de lectura i voleu exemplars de lectura anticipada, escriviu a l’editora de narrativa, Aina Serra, a ${mailto(`aina.serra@${HOST}`)}.</p>`,
    ),
  });
  pages['/sitemaps/recer.xml'] = xmlPage(urlset(HOST, ['/', '/es', '/cataleg', '/editorial', '/premsa', '/foreign-rights', '/contacte', '/noticies/novetats-tardor-2025']));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\n\nSitemap: ${ORIGIN}/sitemaps/recer.xml\n`,
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-66',
      languages: ['ca', 'es', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `manuscrits@${HOST}`, name: null, title: null, pages: ['/contacte'], cases: ['role', 'plain', 'link-non-english'] },
        ...DL.map(([title, name, local]) =>
          local === 'clara.font'
            ? { address: `${local}@${HOST}`, name, title, titleAlternatives: ['Foreign Rights Manager'], pages: ['/editorial', '/foreign-rights'], cases: ['definition-list', 'rdfa', 'link-english-unlisted', 'link-non-english', 'plain'] as const }
            : { address: `${local}@${HOST}`, name, title, pages: ['/editorial'], cases: ['definition-list', 'link-non-english', 'plain'] as const },
        ).map((a) => ({ ...a, cases: [...a.cases] })),
        { address: `judit.ribas@${HOST}`, name: 'Judit Ribas', title: 'responsable de comunicació', pages: ['/premsa'], cases: ['label-line', 'link-non-english', 'plain'] },
        { address: `xavier.mas@${HOST}`, name: 'Xavier Mas', title: 'responsable comercial', pages: ['/es'], cases: ['name-title-line', 'hreflang', 'plain'] },
        { address: `aina.serra@${HOST}`, name: 'Aina Serra', title: 'editora de narrativa', pages: ['/noticies/novetats-tardor-2025'], cases: ['prose', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/user/login'],
      nonAddresses: [
        { text: `web@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:edicionsdelrecer/plantilles-epub.git', kind: 'git' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
