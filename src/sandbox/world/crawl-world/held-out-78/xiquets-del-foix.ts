/**
 * Xiquets del Foix: a castellers' association (colla castellera) of Cubelles, on Drupal 10, in
 * Catalan. The board as a table (Càrrec, Nom, Correu) on a page two links from home, the head of
 * the colla as an RDFa Person (Drupal's schema.org markup), the head of the children's section as
 * "Title: Name, address", and the communications officer in a diada report listed only in the
 * child sitemap of Drupal's sitemap index, where an address sits under the byline (text and
 * photos) without being tied to either author; the head of the gralla band in prose on the
 * joining page. A git clone URL in the footer and the members' intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'xiquets-del-foix-cubelles.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const NAV: [string, string][] = [
  ['/', 'Inici'],
  ['/la-colla', 'La colla'],
  ['/actuacions', 'Actuacions'],
  ['/noticies', 'Notícies'],
  ['/fes-te-casteller', "Fes-te casteller!"],
  ['/contacte', 'Contacte'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Xiquets del Foix',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Q3m8sKf1vX0eTtJmY2d7rAq9p4Lw6u5oNcZbHgRiEyk.css?delta=0&amp;language=ca&amp;theme=olivero">',
  ],
  header: (spec) =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-branding"><a href="${ORIGIN}/" rel="home" class="site-branding__logo"><img src="/sites/default/files/logo-xiquets.svg" alt="Inici" width="90"></a><div class="site-branding__name"><a href="${ORIGIN}/" rel="home">Xiquets del Foix</a></div></div>` +
    `<nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav"><h2 class="visually-hidden" id="block-olivero-main-menu-menu">Navegació principal</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">${NAV.map(([hr, l]) => `<li class="primary-nav__menu-item"><a href="${ORIGIN}${hr}" class="primary-nav__menu-link${hr === spec.path ? ' is-active' : ''}" data-drupal-link-system-path="${hr === '/' ? '<front>' : hr.slice(1)}"><span class="primary-nav__menu-link-inner">${esc(l)}</span></a></li>`).join('')}</ul></nav></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a>`,
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div id="block-adreca" class="block block-block-content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p><strong>Associació Colla Castellera Xiquets del Foix</strong> · Local d'assaig: Nau de la Sínia, c/ de la Sínia, 4 · 08880 Cubelles</p><p>Assajos: dimarts i divendres a les 21.30 h · ${mailto(at('colla'))} · ${tel('+34 673 41 08 92')}</p></div></div></div>` +
    `<div class="region region--footer-bottom"><p><a href="${ORIGIN}/avis-legal">Avís legal</a> · <a href="${ORIGIN}/intranet">Intranet de socis</a></p><p class="small">Aquest web és programari lliure. Codi: <code>git clone git@gitlab.com:xiquets-del-foix/web-drupal.git</code></p></div></div></footer></div></div>`,
  privacyPath: { ca: `${ORIGIN}/avis-legal` },
  bodyEnd: ['<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>', '<script src="/core/misc/drupal.js?v=10.2.5"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'ca' });
const node = (title: string, html: string, type = 'page'): string =>
  `<div class="region region--content"><article class="node node--type-${type} node--view-mode-full"><header class="page-title"><h1 class="title page-title"><span class="field field--name-title">${esc(title)}</span></h1></header><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div>`;

export function xiquetsDelFoix(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Colla castellera de Cubelles',
    main: node(
      'Xiquets del Foix',
      `<p>Som la colla castellera de Cubelles, fundada el 1996. Assagem dos cops per setmana i fem castells de set pisos. Tothom hi té lloc: no cal experiència, només ganes!</p><p><a href="${ORIGIN}/fes-te-casteller">Vine a provar-ho</a> · <a href="${ORIGIN}/actuacions">Properes actuacions</a></p>`,
    ),
  });

  pages['/la-colla'] = page({
    path: '/la-colla',
    title: 'La colla',
    main: node(
      'La colla',
      `<p>L'associació té prop de dos-cents socis. La junta directiva s'escull cada dos anys en assemblea; la tècnica la nomena el cap de colla.</p>` +
        `<div vocab="https://schema.org/" typeof="Person" class="persona"><img src="/sites/default/files/styles/medium/public/2024-09/cap-de-colla.jpg" alt=""><h3 property="name">Marc Vidal</h3><p property="jobTitle">Cap de colla</p><p><a property="email" href="mailto:${at('marc.vidal')}">${at('marc.vidal')}</a></p></div>` +
        `<p>Responsable de canalla: Núria Bosch, ${mailto(at('nuria.bosch'))}</p>` +
        `<p><a href="${ORIGIN}/la-colla/junta-directiva">La junta directiva</a></p>`,
    ),
  });

  const row = (carrec: string, nom: string, local: string): string => `<tr><td>${esc(carrec)}</td><td>${esc(nom)}</td><td>${mailto(at(local))}</td></tr>`;
  pages['/la-colla/junta-directiva'] = page({
    path: '/la-colla/junta-directiva',
    title: 'Junta directiva',
    main: node(
      'Junta directiva 2024-2026',
      `<table class="cols-3"><thead><tr><th>Càrrec</th><th>Nom</th><th>Correu</th></tr></thead><tbody>` +
        row('President', 'Jordi Ferrer', 'jordi.ferrer') +
        row('Vicepresidenta', 'Montse Soler', 'montse.soler') +
        row('Secretària', 'Anna Roig', 'anna.roig') +
        row('Tresorer', 'Pere Mas', 'pere.mas') +
        `</tbody></table>`,
    ),
  });

  pages['/actuacions'] = page({ path: '/actuacions', title: 'Actuacions', main: node('Actuacions 2025', '<ul><li>8 de juny – Diada castellera de Sant Antoni, Cubelles</li><li>29 de juny – Festa Major de Vilanova i la Geltrú</li><li>14 de setembre – Diada dels Xiquets del Foix</li></ul>') });

  pages['/noticies'] = page({ path: '/noticies', title: 'Notícies', main: node('Notícies', '<p>Tota l’actualitat de la colla, cada setmana.</p><p>La temporada 2025 arrenca el 4 de març amb el primer assaig obert.</p>') });

  pages['/noticies/diada-2025-primer-4-de-7'] = page({
    path: '/noticies/diada-2025-primer-4-de-7',
    title: 'Primer 4 de 7 de la història de la colla',
    main: node(
      'Primer 4 de 7 de la història de la colla',
      `<p class="node__meta">15 de setembre de 2025</p><p>Diumenge, a la plaça de la Vila, vam descarregar el primer 4 de 7 de la història dels Xiquets del Foix, després de dues temporades d'intents. La plaça estava plena.</p>` +
        `<p>Els mitjans que vulguin imatges o declaracions poden contactar amb la Laia Pujol, responsable de comunicació, a ${mailto(at('laia.pujol'))}.</p>` +
        `<p class="signatura">Text: Laia Pujol · Fotos: Xavier Camps</p><p class="small">${mailto(at('redaccio'))}</p>`,
      'article',
    ),
  });

  pages['/fes-te-casteller'] = page({ path: '/fes-te-casteller', title: 'Fes-te casteller!', main: node('Fes-te casteller!', `<p>Vine un dimarts o divendres a les 21.30 h a la Nau de la Sínia. Porta roba còmoda; la faixa te la deixem nosaltres.</p><p>Per a la canalla (de 6 a 14 anys) cal l'autorització dels pares.</p><p>Toques la gralla o el timbal, o en vols aprendre? El Quim Sala, cap de grallers, et dirà quan assaja la banda: escriu-li a ${mailto(at('quim.sala'))}.</p>`) });

  pages['/contacte'] = page({ path: '/contacte', title: 'Contacte', main: node('Contacte', `<p>Correu general: ${mailto(at('colla'))}</p><p>Per contractar una actuació, indica'ns la data, el lloc i el motiu de la festa.</p>`) });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: node('Avís legal', '<p>Associació Colla Castellera Xiquets del Foix · NIF G64172083 · Inscrita al Registre d’Associacions de la Generalitat de Catalunya amb el número 21.874.</p>') });

  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet de socis', main: node('Intranet de socis', `<p>Quotes, convocatòries i proves. Problemes d'accés: ${mailto(at('intranet'))}</p>`) });

  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/la-colla', '/la-colla/junta-directiva', '/actuacions', '/noticies', '/fes-te-casteller', '/contacte', '/avis-legal'], '2025-09-15'));
  pages['/sitemap-articles.xml'] = xmlPage(urlset(HOST, ['/noticies/diada-2025-primer-4-de-7'], '2025-09-15'));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-articles.xml'], '2025-09-15'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-78',
      languages: ['ca'],
      addresses: [
        { address: at('colla'), name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        { address: at('marc.vidal'), name: 'Marc Vidal', title: 'Cap de colla', pages: ['/la-colla'], cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        { address: at('nuria.bosch'), name: 'Núria Bosch', title: 'Responsable de canalla', pages: ['/la-colla'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: at('jordi.ferrer'), name: 'Jordi Ferrer', title: 'President', pages: ['/la-colla/junta-directiva'], cases: ['table', 'deep-page', 'plain', 'link-non-english'] },
        { address: at('montse.soler'), name: 'Montse Soler', title: 'Vicepresidenta', pages: ['/la-colla/junta-directiva'], cases: ['table', 'deep-page', 'plain', 'link-non-english'] },
        { address: at('anna.roig'), name: 'Anna Roig', title: 'Secretària', pages: ['/la-colla/junta-directiva'], cases: ['table', 'deep-page', 'plain', 'link-non-english'] },
        { address: at('pere.mas'), name: 'Pere Mas', title: 'Tresorer', pages: ['/la-colla/junta-directiva'], cases: ['table', 'deep-page', 'plain', 'link-non-english'] },
        { address: at('quim.sala'), name: 'Quim Sala', title: 'cap de grallers', pages: ['/fes-te-casteller'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: at('laia.pujol'), name: 'Laia Pujol', title: 'responsable de comunicació', pages: ['/noticies/diada-2025-primer-4-de-7'], cases: ['prose', 'sitemap-index', 'plain'] },
        { address: at('redaccio'), name: null, title: null, pages: ['/noticies/diada-2025-primer-4-de-7'], cases: ['neighbour', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `intranet@${HOST}`, kind: 'disallowed' },
        { text: 'git@gitlab.com:xiquets-del-foix/web-drupal.git', kind: 'git' },
      ],
    },
  };
}
