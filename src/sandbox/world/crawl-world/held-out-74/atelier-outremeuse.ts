/**
 * Atelier Outremeuse: an architects' cooperative in Liège on Drupal 10 (Olivero subtheme), in
 * Belgian French. The three partners as RDFa Person blocks with "ir. arch." and "arch." before
 * their names (one address written "[at]"), the staff in a Views table, the administrative head
 * in a definition list on the contact page, the press contact in a label line on a news item two
 * clicks deep; the Organization's contactPoint in JSON-LD; the theme's git remote in the
 * credits, the host's support address, an old address in a comment and the members' extranet
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'coop-archi-outremeuse-liege.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/la-cooperative', 'La coopérative'],
  ['/equipe', 'Équipe'],
  ['/projets', 'Projets'],
  ['/actualites', 'Actualités'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Atelier Outremeuse',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Vb3xQm1fR0aK8n2tJ9eW4yLpZ7cHs5uD.css?delta=0&amp;language=fr&amp;theme=outremeuse&amp;include=eJxdjEEOwjAMBD8U4S">`,
    `<link rel="icon" href="${ORIGIN}/themes/custom/outremeuse/favicon.ico" type="image/vnd.microsoft.icon">`,
  ],
  header: (p) =>
    `<header class="site-header" role="banner"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="${ORIGIN}/themes/custom/outremeuse/logo.svg" alt="Accueil" width="180" height="60"></a><div class="site-branding__name"><a href="/" rel="home">Atelier Outremeuse</a></div><div class="site-branding__slogan">Coopérative d'architectes – Liège</div></div>` +
    `<nav role="navigation" aria-labelledby="block-outremeuse-main-menu-menu" id="block-outremeuse-main-menu" class="primary-nav"><h2 class="visually-hidden" id="block-outremeuse-main-menu-menu">Navigation principale</h2><ul class="menu menu--main">${MENU.map(([h, l]) => `<li class="menu__item${h === p.path ? ' menu__item--active-trail' : ''}"><a href="${h}" class="menu__link" data-drupal-link-system-path="${h === '/' ? '<front>' : h.slice(1)}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="region region--footer-top"><div id="block-coordonnees" class="block block-block-content"><div class="field field--name-body field--type-text-with-summary field--label-hidden clearfix text-content">` +
    `<p><strong>Atelier Outremeuse SC</strong> – coopérative d'architectes agréée<br>Rue Puits-en-Sock 58, 4020 Liège<br>${tel('+32 4 342 18 60')} – ${mailto(at('info'))}<br>BCE 0712.448.903 – Membres de l'Ordre des Architectes, Conseil de la Province de Liège</p>` +
    `<p>Bureau ouvert du lundi au vendredi, de 9 h à 12 h 30 et de 13 h 30 à 17 h 30.</p></div></div></div>` +
    `<div class="region region--footer-bottom"><nav class="menu--footer"><ul class="menu"><li class="menu__item"><a href="/mentions-legales" class="menu__link">Mentions légales</a></li><li class="menu__item"><a href="/vie-privee" class="menu__link">Vie privée</a></li><li class="menu__item"><a href="/extranet" class="menu__link">Extranet coopérateurs</a></li></ul></nav></div>` +
    `<!-- ancienne adresse secrétariat, désactivée : secretariat@${HOST} --></footer>`,
  privacyPath: { fr: '/vie-privee' },
  bodyEnd: [
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"fr"},"pluralDelimiter":"\\u0003","ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"5f0c2b1e7a"}}</script>`,
    `<script src="${ORIGIN}/sites/default/files/js/js_k2PqR8vTn3xW1yZ5aB9cD4eF7gH0jL6m.js?scope=footer&amp;delta=0&amp;language=fr&amp;theme=outremeuse"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-BE' });

const node = (nid: number, type: string, html: string) =>
  `<article data-history-node-id="${nid}" class="node node--type-${type} node--view-mode-full"><div class="node__content">${html}</div></article>`;

type Partner = { honorific: string; name: string; title: string; local: string; obfuscate?: boolean };
const PARTNERS: Partner[] = [
  { honorific: 'ir. arch.', name: 'Benoît Lejeune', title: 'Administrateur délégué', local: 'blejeune' },
  { honorific: 'arch.', name: 'Céline Jacquemin', title: 'Architecte associée', local: 'cjacquemin' },
  { honorific: 'arch.', name: 'Olivier Dethier', title: 'Architecte associé, urbaniste', local: 'odethier', obfuscate: true },
];

const partner = (p: Partner) => {
  const address = at(p.local);
  const email = p.obfuscate
    ? `<span class="email">${esc(`${p.local} [at] coop-archi-outremeuse-liege [dot] test`)}</span>`
    : `<a href="mailto:${address}" property="email">${address}</a>`;
  return (
    `<div class="views-row"><div class="node--type-membre node--view-mode-teaser" vocab="https://schema.org/" typeof="Person">` +
    `<div class="field field--name-field-photo"><img src="${ORIGIN}/sites/default/files/styles/portrait_360/public/equipe/${p.local}.jpg?itok=Zx81Qa2b" alt="" loading="lazy"></div>` +
    `<h3 class="node__title"><span class="field--name-field-titre-honorifique">${esc(p.honorific)}</span> <span property="name">${esc(p.name)}</span></h3>` +
    `<div class="field field--name-field-fonction" property="jobTitle">${esc(p.title)}</div><div class="field field--name-field-courriel">${email}</div></div></div>`
  );
};

const STAFF: [string, string, string][] = [
  ['Julien Pirard', 'Architecte chef de projet', 'jpirard'],
  ['Sarah Mahieu', "Architecte d'intérieur", 'smahieu'],
  ['Kevin Lambotte', 'Dessinateur-projeteur BIM', 'klambotte'],
];

export function atelierOutremeuse(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Coopérative d’architectes à Liège',
    description: 'Atelier Outremeuse, coopérative d’architectes liégeoise : logements collectifs, écoles, rénovation du patrimoine et espaces publics.',
    main: node(
      1,
      'page',
      `<h1>Architecture, urbanisme, rénovation</h1><p>Fondé en 2009 par trois architectes du quartier, l’Atelier Outremeuse est devenu en 2016 une société coopérative : les huit personnes qui y travaillent en sont aussi les coopératrices et coopérateurs.</p>` +
        `<div class="views-element-container"><h2>Projets récents</h2><ul><li><a href="/projets/ecole-communale-bressoux">École communale de Bressoux</a></li><li><a href="/projets/cohabitat-sainte-walburge">Cohabitat Sainte-Walburge</a></li></ul></div>`,
    ),
  });

  pages['/la-cooperative'] = page({
    path: '/la-cooperative',
    title: 'La coopérative',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Atelier Outremeuse SC',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/themes/custom/outremeuse/logo.svg`,
        address: { '@type': 'PostalAddress', streetAddress: 'Rue Puits-en-Sock 58', postalCode: '4020', addressLocality: 'Liège', addressCountry: 'BE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: at('info'), telephone: '+32 4 342 18 60', availableLanguage: ['French', 'Dutch', 'English'] },
      },
    ],
    main: node(
      2,
      'page',
      `<h1>La coopérative</h1><p>Chaque membre de l’équipe détient une part de la coopérative et participe à l’assemblée générale annuelle. Les bénéfices sont réinvestis dans la formation et dans des études pour des associations du quartier.</p><p>Nous sommes agréés par le Conseil national du Travail comme entreprise d’économie sociale et travaillons principalement pour des maîtres d’ouvrage publics et des habitats groupés.</p><p>Découvrez <a href="/equipe">l’équipe</a>.</p>`,
    ),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'Équipe',
    main: node(
      3,
      'page',
      `<h1>L’équipe</h1><h2>Associés gérants</h2><div class="view view-equipe view-display-id-associes"><div class="view-content">${PARTNERS.map(partner).join('')}</div></div>` +
        `<h2>Collaboratrices et collaborateurs</h2><div class="view view-equipe view-display-id-collaborateurs"><table class="views-table cols-3"><thead><tr><th id="view-title-table-column" class="views-field views-field-title">Nom</th><th class="views-field views-field-field-fonction">Fonction</th><th class="views-field views-field-field-courriel">Courriel</th></tr></thead><tbody>` +
        STAFF.map(([n, t, l]) => `<tr><td headers="view-title-table-column" class="views-field views-field-title">${esc(n)}</td><td class="views-field views-field-field-fonction">${esc(t)}</td><td class="views-field views-field-field-courriel">${mailto(at(l))}</td></tr>`).join('') +
        `</tbody></table></div>`,
    ),
  });

  pages['/projets'] = page({
    path: '/projets',
    title: 'Projets',
    main: node(
      4,
      'page',
      `<h1>Projets</h1><ul class="projets"><li><a href="/projets/ecole-communale-bressoux">École communale de Bressoux</a> – extension et rénovation énergétique, 2023</li><li><a href="/projets/cohabitat-sainte-walburge">Cohabitat Sainte-Walburge</a> – 14 logements, 2022</li></ul>`,
    ),
  });

  pages['/projets/ecole-communale-bressoux'] = page({
    path: '/projets/ecole-communale-bressoux',
    title: 'École communale de Bressoux',
    main: node(11, 'projet', `<h1>École communale de Bressoux</h1><p>Maître d’ouvrage : Ville de Liège. Extension de six classes en ossature bois et isolation des bâtiments de 1958. Chantier : 2022–2023.</p>`),
  });

  pages['/projets/cohabitat-sainte-walburge'] = page({
    path: '/projets/cohabitat-sainte-walburge',
    title: 'Cohabitat Sainte-Walburge',
    main: node(12, 'projet', `<h1>Cohabitat Sainte-Walburge</h1><p>Quatorze logements et une maison commune pour un habitat groupé intergénérationnel.</p>`),
  });

  pages['/actualites'] = page({
    path: '/actualites',
    title: 'Actualités',
    main: node(
      5,
      'page',
      `<h1>Actualités</h1><div class="view view-actualites"><div class="views-row"><h2><a href="/actualites/prix-wallon-architecture-2024">L’école de Bressoux nommée au Prix wallon d’architecture 2024</a></h2><time datetime="2024-10-03">3 octobre 2024</time></div></div>`,
    ),
  });

  pages['/actualites/prix-wallon-architecture-2024'] = page({
    path: '/actualites/prix-wallon-architecture-2024',
    title: 'L’école de Bressoux nommée au Prix wallon d’architecture 2024',
    main: node(
      21,
      'article',
      `<h1>L’école de Bressoux nommée au Prix wallon d’architecture 2024</h1><div class="field field--name-body"><p>Le jury a retenu l’extension de l’école communale de Bressoux parmi les cinq projets nommés dans la catégorie « Équipements publics ». La remise des prix aura lieu le 24 octobre à La Boverie.</p>` +
        `<p>Contact presse : Aurélie Thonon, chargée de communication, rue Puits-en-Sock 58, 4020 Liège, ${tel('+32 4 342 18 64')}, ${mailto(at('athonon'))}</p></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node(
      6,
      'page',
      `<h1>Contact</h1><p>Rue Puits-en-Sock 58, 4020 Liège (Outremeuse). Bus 4 et 13, arrêt Pont Saint-Nicolas. Stationnement difficile : préférez le vélo.</p><p>Pour toute demande de rendez-vous ou de devis : ${mailto(at('info'))}</p>` +
        `<h2>Administration et facturation</h2><dl class="field--name-field-contact-admin"><dt>Marie Hougardy</dt><dd>Responsable administrative et financière</dd><dd>${tel('+32 4 342 18 61')}</dd><dd>${mailto(at('mhougardy'))}</dd></dl>`,
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: node(
      7,
      'page',
      `<h1>Mentions légales</h1><p>Atelier Outremeuse SC, Rue Puits-en-Sock 58, 4020 Liège. BCE 0712.448.903.</p><p>Hébergement : Hosteurope Wallonie SRL, Namur – support@hosting-wallonie.test</p>` +
        `<p>Conception du site : Studio Pixel Meuse. Thème Drupal sous licence GPL, sources : <code>git@gitlab.com:pixelmeuse/outremeuse-theme.git</code></p>`,
    ),
  });

  pages['/vie-privee'] = page({ path: '/vie-privee', title: 'Vie privée', main: node(8, 'page', `<h1>Protection de la vie privée</h1><p>Vos données ne sont utilisées que pour répondre à vos demandes (RGPD, art. 6.1.b).</p>`) });

  pages['/extranet'] = page({
    path: '/extranet',
    title: 'Extranet coopérateurs',
    main: node(9, 'page', `<h1>Extranet coopérateurs</h1><p>PV des assemblées générales et documents internes. Accès : ${mailto(at('ag'))}</p>`),
  });

  const sitemapPaths = ['/', '/la-cooperative', '/equipe', '/projets', '/projets/ecole-communale-bressoux', '/projets/cohabitat-sainte-walburge', '/actualites', '/actualites/prix-wallon-architecture-2024', '/contact', '/mentions-legales', '/vie-privee'];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /profiles/*.css$\nAllow: /themes/*.css$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /extranet\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/user/login\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, sitemapPaths, '2024-10-03'),
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-74',
      languages: ['fr'],
      addresses: [
        { address: at('info'), name: null, title: null, pages: ['/', '/contact', '/la-cooperative'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: at('blejeune'), name: 'Benoît Lejeune', title: 'Administrateur délégué', pages: ['/equipe'], cases: ['rdfa', 'card', 'honorific', 'plain', 'link-non-english'] },
        { address: at('cjacquemin'), name: 'Céline Jacquemin', title: 'Architecte associée', pages: ['/equipe'], cases: ['rdfa', 'card', 'honorific', 'plain', 'link-non-english'] },
        { address: at('odethier'), name: 'Olivier Dethier', title: 'Architecte associé, urbaniste', pages: ['/equipe'], cases: ['card', 'honorific', 'obfuscated', 'link-non-english'] },
        ...STAFF.map(([name, title, local]) => ({ address: at(local), name, title, pages: ['/equipe'], cases: ['table', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: at('mhougardy'), name: 'Marie Hougardy', title: 'Responsable administrative et financière', pages: ['/contact'], cases: ['definition-list', 'plain'] },
        { address: at('athonon'), name: 'Aurélie Thonon', title: 'chargée de communication', pages: ['/actualites/prix-wallon-architecture-2024'], cases: ['label-line', 'deep-page', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: `secretariat@${HOST}`, kind: 'comment' },
        { text: `ag@${HOST}`, kind: 'disallowed' },
        { text: 'support@hosting-wallonie.test', kind: 'other-company' },
        { text: 'git@gitlab.com:pixelmeuse/outremeuse-theme.git', kind: 'git' },
      ],
    },
  };
}
