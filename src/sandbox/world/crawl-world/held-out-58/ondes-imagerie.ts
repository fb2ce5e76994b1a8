/**
 * Équipe Ondes & Imagerie: a university research group (acoustics and ultrasound imaging) on
 * Drupal 10 with the Olivero theme. The members' directory is a Views table whose rows carry
 * schema.org RDFa (property="name", "jobTitle", "email"), with the French academic titles (Pr,
 * Dr, professeure des universités, maître de conférences HDR, chargé de recherche CNRS,
 * doctorante). The group leader's own page, two links from home, adds a Person in JSON-LD and
 * names the group's administrator in a "name, title, address" line; the contact page gives the
 * communications officer as "title: name, address" and writes the group's mailbox with a
 * concatenating script. The software page holds a git clone URL and an npm package version; the
 * intranet is disallowed, an old webmaster address sits in a comment, and the national research
 * funder's address is in a news item.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ondes-imagerie.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/presentation', "L'équipe"],
  ['/membres', 'Membres'],
  ['/publications', 'Publications'],
  ['/logiciels', 'Logiciels'],
  ['/actualites', 'Actualités'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Équipe Ondes & Imagerie',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Jm3bX0n0Qv8lq1H4Ykq7Y9q2Gg1a0Z3.css?delta=0&amp;language=fr&amp;theme=olivero&amp;include=eJxtjEEK">`,
    `<link rel="icon" href="${ORIGIN}/core/themes/olivero/favicon.ico" type="image/vnd.microsoft.icon">`,
  ],
  header: (p) =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable"><div class="site-header__inner"><div class="site-header__inner__container container">` +
    `<div id="block-olivero-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="${ORIGIN}/sites/default/files/logo-ondes.svg" alt="Accueil" fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" title="Accueil" rel="home">Ondes &amp; Imagerie</a></div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"></div><div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Navigation principale</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">` +
    MENU.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${h === p.path ? ' is-active' : ''}" data-drupal-link-system-path="${h === '/' ? '<front>' : `node/${h.length * 7}`}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a>`,
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full"><div class="region--footer_top__inner"><div id="block-olivero-piedepage" class="block block-block-content"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p>Équipe Ondes &amp; Imagerie – Institut de Physique de l'Ouest (UMR 6291, CNRS – Université Rennes Sud)<br>Campus de Beaulieu, bâtiment 11B, 263 avenue du Général Leclerc, 35042 Rennes Cedex</p>` +
    `<p><a href="/mentions-legales">Mentions légales</a> · <a href="/intranet">Intranet</a></p></div></div></div></div></div></footer></div></div></div>` +
    `<!-- ancien contact technique : webmaster@${HOST} (supprimé) -->`,
  privacyPath: { fr: '/mentions-legales' },
  bodyEnd: [
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/1","currentLanguage":"fr"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"5b8f1ee3"}}</script>`,
    `<script src="${ORIGIN}/sites/default/files/js/js_9T1tAvm8l8r8dP2nQ1K0rQ.js?scope=footer&amp;delta=0&amp;language=fr&amp;theme=olivero"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr' });

const node = (html: string, type = 'page'): string =>
  `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-olivero-content" class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="1" class="node node--type-${type} node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; honorific?: boolean };
const MEMBERS: Member[] = [
  { shown: 'Pr Claire Dubois', name: 'Claire Dubois', title: "Professeure des universités, responsable de l'équipe", local: 'claire.dubois', honorific: true },
  { shown: 'Dr Antoine Mercier', name: 'Antoine Mercier', title: 'Chargé de recherche CNRS', local: 'antoine.mercier', honorific: true },
  { shown: 'Sophie Garnier', name: 'Sophie Garnier', title: 'Maîtresse de conférences HDR', local: 'sophie.garnier' },
  { shown: 'Julien Roux', name: 'Julien Roux', title: "Ingénieur de recherche, plateforme d'échographie", local: 'julien.roux' },
  { shown: 'Hugo Lambert', name: 'Hugo Lambert', title: 'Post-doctorant', local: 'hugo.lambert' },
  { shown: 'Amina Benali', name: 'Amina Benali', title: 'Doctorante', local: 'amina.benali' },
];

const CONTACT_SCRIPT = `var u = 'ondes'; var d = 'ondes-imagerie' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;

export function ondesImagerie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Accueil',
    description: "Équipe Ondes & Imagerie de l'Institut de Physique de l'Ouest : propagation des ondes, imagerie ultrasonore, élastographie.",
    main: node(
      `<h1>Ondes &amp; Imagerie</h1><p>L'équipe étudie la propagation des ondes élastiques dans les milieux complexes et développe de nouvelles méthodes d'imagerie ultrasonore, de l'élastographie par ondes de cisaillement à l'imagerie ultrarapide du cerveau.</p><p><a href="/membres">Annuaire des membres</a> · <a href="/actualites">Séminaires et soutenances</a></p>`,
    ),
  });

  pages['/presentation'] = page({
    path: '/presentation',
    title: "L'équipe",
    main: node(`<h1>L'équipe</h1><p>Créée en 2012, l'équipe compte aujourd'hui 6 permanents, 2 ingénieurs, 3 post-doctorants et 7 doctorants. Elle est membre du LabEx ACOUSTIQUE et du GdR Ondes.</p>`),
  });

  pages['/membres'] = page({
    path: '/membres',
    title: 'Membres',
    main:
      `<div class="views-element-container"><div class="view view-annuaire view-id-annuaire view-display-id-page_1"><header><h1>Membres de l'équipe</h1></header><div class="view-content"><table class="views-table views-view-table cols-3"><thead><tr><th id="view-title-table-column" class="views-field views-field-title" scope="col">Nom</th><th class="views-field views-field-field-statut" scope="col">Statut</th><th class="views-field views-field-field-courriel" scope="col">Courriel</th></tr></thead><tbody>` +
      MEMBERS.map(
        (m, i) =>
          `<tr vocab="https://schema.org/" typeof="Person"><td class="views-field views-field-title">${i === 0 ? `<a href="/membres/claire-dubois" hreflang="fr">` : ''}<span property="name" content="${esc(m.name)}">${esc(m.shown)}</span>${i === 0 ? '</a>' : ''}</td><td class="views-field views-field-field-statut" property="jobTitle">${esc(m.title)}</td><td class="views-field views-field-field-courriel"><a href="mailto:${m.local}@${HOST}" property="email">${m.local}@${HOST}</a></td></tr>`,
      ).join('') +
      `</tbody></table></div></div></div>`,
  });

  pages['/membres/claire-dubois'] = page({
    path: '/membres/claire-dubois',
    title: 'Claire Dubois',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Claire Dubois',
        honorificPrefix: 'Pr',
        jobTitle: "Professeure des universités, responsable de l'équipe",
        email: `claire.dubois@${HOST}`,
        affiliation: { '@type': 'ResearchOrganization', name: "Institut de Physique de l'Ouest" },
      },
    ],
    main: node(
      `<h1>Pr Claire Dubois</h1><p class="field--name-field-statut">Professeure des universités, responsable de l'équipe</p><p>Bureau 214, bâtiment 11B · ${tel('+33 2 23 23 61 48')} · ${mailto(`claire.dubois@${HOST}`)}</p>` +
        `<h2>Thèmes de recherche</h2><p>Élastographie transitoire, ondes guidées dans l'os cortical, retournement temporel.</p>` +
        `<h2>Secrétariat</h2><p>Nathalie Perrin, gestionnaire administrative et financière de l'équipe, ${mailto(`nathalie.perrin@${HOST}`)}, ${tel('+33 2 23 23 61 02')}</p>`,
      'person',
    ),
  });

  pages['/publications'] = page({ path: '/publications', title: 'Publications', main: node(`<h1>Publications</h1><p>La liste complète de nos publications est tenue à jour dans HAL (collection ONDES-IPO).</p>`) });

  pages['/logiciels'] = page({
    path: '/logiciels',
    title: 'Logiciels',
    main: node(
      `<h1>Logiciels</h1><h2>WaveKit</h2><p>Bibliothèque Python de simulation de propagation d'ondes élastiques (licence CeCILL-B).</p><pre><code>git clone git@gitlab.univ-rennes-sud.test:ondes/wavekit.git</code></pre>` +
        `<h2>Visionneuse échographique</h2><p>Composant web pour afficher des acquisitions ultrarapides :</p><pre><code>npm install @ondes-ipo/echo-viewer@2.3.1</code></pre>`,
    ),
  });

  pages['/actualites'] = page({
    path: '/actualites',
    title: 'Actualités',
    main: node(
      `<h1>Actualités</h1><article><h2>Projet ANR ELASTO-OS retenu</h2><p>Le projet ANR porté par l'équipe a été retenu pour quatre ans. Les questions sur le suivi financier peuvent être adressées à l'agence : suivi-projets@anr-recherche.test.</p></article><article><h2>Séminaire d'équipe le 12 mars</h2><p>Hugo Lambert présentera ses travaux sur l'imagerie de la moelle osseuse.</p></article>`,
      'article',
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node(
      `<h1>Contact</h1><p>Institut de Physique de l'Ouest, équipe Ondes &amp; Imagerie<br>Campus de Beaulieu, bâtiment 11B<br>263 avenue du Général Leclerc<br>35042 Rennes Cedex</p>` +
        `<p>Adresse de l'équipe : <script>${CONTACT_SCRIPT}</script><noscript>activez JavaScript pour voir l'adresse</noscript></p>` +
        `<p>Chargée de communication : Julie Marchand, ${mailto(`julie.marchand@${HOST}`)}</p>`,
    ),
  });

  pages['/mentions-legales'] = page({ path: '/mentions-legales', title: 'Mentions légales', main: node(`<h1>Mentions légales</h1><p>Directeur de la publication : le directeur de l'Institut de Physique de l'Ouest. Hébergement : direction du numérique de l'Université Rennes Sud.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: node(`<h1>Intranet</h1><p>Réservation des salles d'expérimentation et du banc ultrarapide : ${mailto(`reservation-plateforme@${HOST}`)}</p>`) });

  const memberCases = (m: Member): CaseKind[] => ['table', 'rdfa', 'plain', ...(m.honorific ? (['honorific'] as CaseKind[]) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt: `# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /intranet\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-58',
      languages: ['fr'],
      addresses: [
        ...MEMBERS.map((m, i) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: i === 0 ? ['/membres', '/membres/claire-dubois'] : ['/membres'],
          cases: i === 0 ? [...memberCases(m), 'json-ld-person' as CaseKind] : memberCases(m),
        })),
        { address: `nathalie.perrin@${HOST}`, name: 'Nathalie Perrin', title: "gestionnaire administrative et financière de l'équipe", pages: ['/membres/claire-dubois'], cases: ['deep-page', 'name-title-line', 'plain'] },
        { address: `julie.marchand@${HOST}`, name: 'Julie Marchand', title: 'Chargée de communication', pages: ['/contact'], cases: ['title-name-line', 'plain'] },
        { address: `ondes@${HOST}`, name: null, title: null, pages: ['/contact'], encoded: { kind: 'script', text: CONTACT_SCRIPT }, cases: ['role', 'script-concat'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: `reservation-plateforme@${HOST}`, kind: 'disallowed' },
        { text: 'git@gitlab.univ-rennes-sud.test:ondes/wavekit.git', kind: 'git' },
        { text: 'echo-viewer@2.3.1', kind: 'package' },
        { text: 'suivi-projets@anr-recherche.test', kind: 'other-company' },
      ],
    },
  };
}
