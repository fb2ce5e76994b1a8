/**
 * Lycée polyvalent Émilie-du-Châtelet, Montclaret: a public upper-secondary school on Drupal 10
 * (Olivero), in French. The management team in the "Annuaire" view as a table with Mme/M.
 * before the names, the same people (bursar's office and school life) as employees of the
 * school's departments in a HighSchool JSON-LD; the second education adviser as "Title : Name"
 * on the school-life page, the PE teacher running the sports association in a sentence there, and
 * the BTS coordinator in a course page two links deep. The staff intranet (ENT help desk) is
 * disallowed; the CDN package version and the school bus company's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lycee-chatelet-montclaret.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/le-lycee', 'Le lycée'],
  ['/formations', 'Formations'],
  ['/vie-scolaire', 'Vie scolaire'],
  ['/annuaire', 'Annuaire'],
  ['/espace-personnels', 'Espace personnels'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lycée Émilie-du-Châtelet',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="icon" href="${ORIGIN}/themes/custom/chatelet/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Xq3bL1Kc9yVwPz0nE4r7mYtA2sHfD8gJuO5iR6eWvBk.css?delta=0&amp;language=fr&amp;theme=olivero&amp;include=eJxtjEEKwzAMBD9k4idJ3kYgf0gp9nsF0LiGqtEWz3tgKJ9">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.3/font/bootstrap-icons.min.css">',
  ],
  header: (spec) =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Aller au contenu principal</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">` +
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"></div><div id="site-header__inner" class="site-header__inner"><div class="container site-header__inner__container">` +
    `<div id="block-olivero-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="${ORIGIN}/" rel="home" class="site-branding__logo"><img src="${ORIGIN}/sites/default/files/logo-lycee-chatelet.svg" alt="Accueil" width="180" height="60"></a><div class="site-branding__text"><div class="site-branding__name"><a href="${ORIGIN}/" title="Accueil" rel="home">Lycée Émilie-du-Châtelet</a></div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"></div><div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Navigation principale</h2>` +
    `<ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">${MENU.map(([href, label]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${href}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${href === spec.path ? ' is-active' : ''}" data-drupal-selector="primary-nav-menu-link-has-children"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(label)}</span></a></li>`).join('')}</ul></nav></div></div></div></div></header>` +
    `<div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a><div class="main-content__container container"><div class="region region--content grid-full layout--pass--content-medium" id="content">`,
  footer: () =>
    `</div></div></div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div class="region--footer_top__inner"><div id="block-coordonnees" class="block block-block-content block-block-content7c4e2a91-3f0b-4d8e-b5a6-1c9d2e8f0a73"><div class="block__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p><strong>Lycée polyvalent Émilie-du-Châtelet</strong><br>12, avenue des Tilleuls – 48310 Montclaret<br>Tél. ${tel('04 66 31 52 80')}<br>Accueil et secrétariat : ${mailto(`secretariat@${HOST}`)}</p><p><a href="/mentions-legales">Mentions légales</a> · <a href="/accessibilite">Accessibilité : partiellement conforme</a></p>` +
    `</div></div></div></div></div></div></footer></div></div></div>`,
  bodyEnd: [
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"fr"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"4a0e2f9d6b1c8a7e3f5d2c0b9a8e7f6d5c4b3a2918f7e6d5c4b3a29180f7e6d5"}}</script>`,
    `<script src="${ORIGIN}/sites/default/files/js/js_7Hc2Nf0kQeR8pLw3vYbZ6sT1xU9aD4gJmO5iK0nE2rA.js?scope=footer&amp;delta=0&amp;language=fr&amp;theme=olivero"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>, bundle = 'page'): SandboxPage =>
  renderPage(theme, {
    ...spec,
    lang: 'fr',
    main: `<div id="block-olivero-content" class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="${spec.path.length * 7}" class="node node--type-${bundle} node--view-mode-full"><header class=""><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(spec.title)}</span></h1></header><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${spec.main}</div></div></article></div></div>`,
  });

type Staff = { shown: string; name: string; title: string; local: string; phone: string };
const DIRECTION: Staff[] = [
  { shown: 'Mme Claire Dufresne', name: 'Claire Dufresne', title: 'Proviseure', local: 'claire.dufresne', phone: '04 66 31 52 81' },
  { shown: 'M. Olivier Garnier', name: 'Olivier Garnier', title: 'Proviseur adjoint', local: 'olivier.garnier', phone: '04 66 31 52 82' },
  { shown: 'M. Laurent Picard', name: 'Laurent Picard', title: 'Directeur délégué aux formations professionnelles et technologiques', local: 'laurent.picard', phone: '04 66 31 52 86' },
  { shown: 'Mme Nathalie Roux', name: 'Nathalie Roux', title: 'Adjointe gestionnaire', local: 'nathalie.roux', phone: '04 66 31 52 84' },
  { shown: 'M. Karim Benali', name: 'Karim Benali', title: "Conseiller principal d'éducation", local: 'karim.benali', phone: '04 66 31 52 88' },
  { shown: 'Mme Sophie Marchand', name: 'Sophie Marchand', title: 'Infirmière scolaire', local: 'sophie.marchand', phone: '04 66 31 52 89' },
];

const person = (s: Staff) => ({ '@type': 'Person', name: s.name, jobTitle: s.title, email: `${s.local}@${HOST}`, telephone: s.phone });

export function lyceeChatelet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Bienvenue au lycée Émilie-du-Châtelet',
    description: 'Lycée polyvalent public de Montclaret : voie générale et technologique, lycée des métiers de l’industrie, BTS.',
    main:
      `<p>Lycée polyvalent public de 820 élèves : seconde générale et technologique, baccalauréats général, STI2D et STMG, baccalauréat professionnel Technicien en réalisation de produits mécaniques et BTS Conception des produits industriels.</p>` +
      `<p>Les inscriptions en seconde pour la rentrée 2025 se font en ligne du 30 juin au 4 juillet. Consultez <a href="/formations">nos formations</a> et <a href="/vie-scolaire">la vie scolaire</a>.</p>`,
  });

  pages['/le-lycee'] = page({
    path: '/le-lycee',
    title: 'Le lycée',
    main: `<p>Construit en 1971 et rénové entre 2016 et 2019 par la Région, le lycée accueille aussi un internat de 120 places et un restaurant scolaire. Il porte le nom de la mathématicienne et physicienne Émilie du Châtelet (1706-1749).</p><p>L'équipe de direction et les services sont présentés dans <a href="/annuaire">l'annuaire</a>.</p>`,
  });

  pages['/formations'] = page({
    path: '/formations',
    title: 'Formations',
    main: `<ul><li>Seconde générale et technologique</li><li>Baccalauréat général – spécialités mathématiques, physique-chimie, SES, HGGSP, LLCER anglais</li><li>Baccalauréat STI2D et STMG</li><li>Bac pro Technicien en réalisation de produits mécaniques</li><li><a href="/formations/bts-conception-des-produits-industriels">BTS Conception des produits industriels (CPI)</a></li></ul>`,
  });

  pages['/formations/bts-conception-des-produits-industriels'] = page(
    {
      path: '/formations/bts-conception-des-produits-industriels',
      title: 'BTS Conception des produits industriels',
      main:
        `<p>Le BTS CPI forme en deux ans des techniciens supérieurs capables de concevoir des pièces et des ensembles mécaniques, de la modélisation 3D à l'industrialisation. Stage de 8 semaines en entreprise en fin de première année.</p>` +
        `<p>Admission sur Parcoursup après un bac STI2D, un bac général avec spécialité sciences de l'ingénieur ou un bac pro du secteur industriel.</p>` +
        `<p>Pour une visite des ateliers ou une question sur la formation, contactez M. Julien Lefort, professeur coordonnateur du BTS, à l'adresse ${mailto(`julien.lefort@${HOST}`)}.</p>`,
    },
    'formation',
  );

  pages['/vie-scolaire'] = page({
    path: '/vie-scolaire',
    title: 'Vie scolaire',
    main:
      `<p>Le service de vie scolaire suit l'assiduité des élèves, gère l'internat et accompagne les délégués. Absences : à signaler avant 9 h sur l'ENT ou au ${tel('04 66 31 52 87')}.</p>` +
      `<p><strong>Conseillère principale d'éducation</strong> (internat et niveau seconde) : Élodie Masson – ${mailto(`elodie.masson@${HOST}`)}</p>` +
      `<h2>Association sportive</h2><p>L'association sportive (UNSS) propose escalade, volley, badminton et course d'orientation le mercredi après-midi. Elle est animée par Thomas Girard, professeur d'EPS, à qui vous pouvez écrire pour les licences : ${mailto(`thomas.girard@${HOST}`)}.</p>` +
      `<h2>Transports scolaires</h2><p>Les lignes de car sont organisées par la Région ; horaires et cartes de transport auprès de Cars du Haut-Loursange, contact@cars-hautloursange.fr.</p>`,
  });

  pages['/annuaire'] = renderPage(theme, {
    path: '/annuaire',
    title: 'Annuaire',
    lang: 'fr',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'HighSchool',
        '@id': `${ORIGIN}/#organization`,
        name: 'Lycée polyvalent Émilie-du-Châtelet',
        url: `${ORIGIN}/`,
        telephone: '+33 4 66 31 52 80',
        address: { '@type': 'PostalAddress', streetAddress: '12, avenue des Tilleuls', postalCode: '48310', addressLocality: 'Montclaret', addressCountry: 'FR' },
        department: [
          { '@type': 'Organization', name: 'Service de gestion', employee: [person(DIRECTION[3]!)] },
          { '@type': 'Organization', name: 'Vie scolaire', employee: [person(DIRECTION[4]!)] },
        ],
      },
    ],
    main:
      `<div id="block-olivero-content" class="block block-system block-system-main-block"><div class="block__content"><div class="views-element-container"><div class="view view-annuaire view-id-annuaire view-display-id-page_1 js-view-dom-id-3f8a1c0e9b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f">` +
      `<div class="view-header"><h1 class="title page-title">Annuaire</h1><p>Équipe de direction et services. Pour toute autre demande, adressez-vous au secrétariat.</p></div>` +
      `<div class="view-content"><table class="views-table views-view-table cols-4"><thead><tr><th id="view-field-fonction-table-column" class="views-field views-field-field-fonction" scope="col">Fonction</th><th id="view-title-table-column" class="views-field views-field-title" scope="col">Nom</th><th id="view-field-telephone-table-column" class="views-field views-field-field-telephone" scope="col">Téléphone</th><th id="view-field-courriel-table-column" class="views-field views-field-field-courriel" scope="col">Courriel</th></tr></thead><tbody>` +
      DIRECTION.map(
        (s, i) =>
          `<tr class="${i % 2 ? 'even' : 'odd'}"><td headers="view-field-fonction-table-column" class="views-field views-field-field-fonction">${esc(s.title)}</td><td headers="view-title-table-column" class="views-field views-field-title">${esc(s.shown)}</td><td headers="view-field-telephone-table-column" class="views-field views-field-field-telephone">${tel(s.phone)}</td><td headers="view-field-courriel-table-column" class="views-field views-field-field-courriel">${mailto(`${s.local}@${HOST}`)}</td></tr>`,
      ).join('') +
      `</tbody></table></div></div></div></div></div>`,
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: `<p>Éditeur : Lycée polyvalent Émilie-du-Châtelet, établissement public local d'enseignement, 12, avenue des Tilleuls, 48310 Montclaret. UAI 0480712K.</p><p>Directrice de la publication : la proviseure.</p><p>Hébergement : Cerfanet Hébergement SAS, Montpellier.</p>`,
  });

  pages['/accessibilite'] = page({ path: '/accessibilite', title: 'Accessibilité', main: `<p>Ce site est partiellement conforme au référentiel général d'amélioration de l'accessibilité (RGAA 4.1).</p>` });

  pages['/espace-personnels'] = page({
    path: '/espace-personnels',
    title: 'Espace personnels',
    main: `<p>Accès réservé aux personnels : emplois du temps, réservation de salles, documents des conseils pédagogiques. Problème de connexion à l'ENT : ${mailto(`assistance-ent@${HOST}`)}</p>`,
  });

  const paths = ['/', '/le-lycee', '/formations', '/formations/bts-conception-des-produits-industriels', '/vie-scolaire', '/annuaire', '/mentions-legales', '/accessibilite'];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /espace-personnels\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, paths, '2025-03-11'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-114',
      languages: ['fr'],
      addresses: [
        { address: `secretariat@${HOST}`, name: null, title: null, pages: ['/', '/annuaire'], cases: ['role', 'plain'] },
        ...DIRECTION.map((s, i) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/annuaire'],
          cases: ['table', 'honorific', 'plain', 'link-non-english', ...(i === 3 || i === 4 ? ['json-ld-nested'] : [])] as CaseKind[],
        })),
        { address: `julien.lefort@${HOST}`, name: 'Julien Lefort', title: 'professeur coordonnateur du BTS', pages: ['/formations/bts-conception-des-produits-industriels'], cases: ['prose', 'honorific', 'deep-page', 'plain', 'link-non-english'] },
        { address: `elodie.masson@${HOST}`, name: 'Élodie Masson', title: "Conseillère principale d'éducation", pages: ['/vie-scolaire'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `thomas.girard@${HOST}`, name: 'Thomas Girard', title: "professeur d'EPS", pages: ['/vie-scolaire'], cases: ['prose', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/espace-personnels'],
      nonAddresses: [
        { text: `assistance-ent@${HOST}`, kind: 'disallowed' },
        { text: 'contact@cars-hautloursange.fr', kind: 'other-company' },
        { text: 'bootstrap-icons@1.11.3', kind: 'package' },
      ],
    },
  };
}
