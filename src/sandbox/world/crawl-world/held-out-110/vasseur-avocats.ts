/**
 * Vasseur & Associés: a business and employment law firm in Lyon, on Drupal 10 with a custom
 * theme whose team view marks each lawyer up in RDFa Lite (schema.org Person: honorificPrefix
 * "Me", name, jobTitle, email), one partner with the post-nominal LL.M.; the founder, now
 * honorary, only as a Person in the firm's JSON-LD, the reception mailbox in its contactPoint;
 * the executive assistant in a definition list on the contact page, a new associate in a news
 * article's prose, and the webmaster's address in the legal notice beside the publication
 * director's name (so nobody's). The host's address, the form's placeholder and the client
 * area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vasseur-avocats.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/le-cabinet', 'Le cabinet'],
  ['/avocats', 'Nos avocats'],
  ['/domaines-d-intervention', "Domaines d'intervention"],
  ['/actualites', 'Actualités'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Vasseur & Associés – Avocats',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="icon" href="/themes/custom/vasseur/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qx3vM1r0bTq8yU2kW9aLhZ5nE4cR7sD1fG6jK0pH2oY.css?delta=0&amp;language=fr&amp;theme=vasseur&amp;include=eJxLz8lPSszRTy4u1snLzEvPSS3Oyk-vKFBILUtVSMnMS8zPS8nMKAEAeG8PBQ">`,
  ],
  header: (spec) =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Aller au contenu principal</a>` +
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container">` +
    `<header role="banner" class="site-header"><div class="region region-header"><div id="block-vasseur-branding" class="block block-system block-system-branding-block">` +
    `<a href="/" rel="home" class="site-logo"><img src="/sites/default/files/logo-vasseur-associes.svg" alt="Accueil" width="210" height="60"></a></div>` +
    `<nav role="navigation" aria-labelledby="block-vasseur-main-menu-menu" id="block-vasseur-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-vasseur-main-menu-menu">Navigation principale</h2><ul class="menu menu--level-1">` +
    MENU.map(([href, label]) => `<li class="menu-item${href === spec.path ? ' menu-item--active-trail' : ''}"><a href="${href}"${href === spec.path ? ' class="is-active" aria-current="page"' : ''} data-drupal-link-system-path="${href === '/' ? '&lt;front&gt;' : `node/${40 + MENU.findIndex(([h]) => h === href)}`}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></header><main role="main"><a id="main-content" tabindex="-1"></a><div class="layout-content"><div class="region region-content"><div data-drupal-messages-fallback class="hidden"></div><div id="block-vasseur-content" class="block block-system block-system-main-block">`,
  footer: () =>
    `</div></div></div></main><footer role="contentinfo" class="site-footer"><div class="region region-footer"><div id="block-vasseur-coordonnees" class="block block-block-content block-block-content3b1f7e0a-92c4-4d5e-8a61-0f2b7c9d4e18"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p><strong>Vasseur &amp; Associés</strong> – Société d'avocats inscrite au Barreau de Lyon<br>27, quai Saint-Antoine – 69002 Lyon<br>Tél. ${tel('04 78 42 61 90')} – ${mailto(`contact@${HOST}`)}</p></div></div>` +
    `<nav role="navigation" id="block-vasseur-footer" class="block block-menu navigation menu--footer"><ul class="menu"><li class="menu-item"><a href="/mentions-legales">Mentions légales</a></li><li class="menu-item"><a href="/politique-de-confidentialite">Politique de confidentialité</a></li><li class="menu-item"><a href="/espace-client">Espace client</a></li></ul></nav></div></footer></div></div>`,
  privacyPath: { fr: '/politique-de-confidentialite' },
  bodyEnd: [
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"fr"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"4f0e2b6c1a9d"}}</script>',
    '<script src="/sites/default/files/js/js_8tLw2sU9dK4aQ1bZ7xN0mV3cF6hJ5gR2eY9iO4pT1uE.js?scope=footer&amp;delta=0&amp;language=fr&amp;theme=vasseur"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fr' });

const node = (type: string, nid: number, html: string): string =>
  `<article data-history-node-id="${nid}" class="node node--type-${type} node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article>`;
const titleBlock = (title: string): string => `<div id="block-vasseur-page-title" class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div>`;

type Lawyer = { prefix?: string; name: string; suffix?: string; title: string; local: string; slug: string; bar: string };
const LAWYERS: Lawyer[] = [
  { prefix: 'Me', name: 'Hélène Vasseur', title: 'Avocate associée', local: 'h.vasseur', slug: 'helene-vasseur', bar: 'Avocate au Barreau de Lyon depuis 1998 · Droit des sociétés, transmission d’entreprise' },
  { prefix: 'Me', name: 'Julien Marchand', suffix: 'LL.M.', title: 'Avocat associé', local: 'j.marchand', slug: 'julien-marchand', bar: 'Avocat au Barreau de Lyon depuis 2007 · Contrats commerciaux, droit de la distribution' },
  { prefix: 'Me', name: 'Camille Roussel', title: 'Avocate collaboratrice', local: 'c.roussel', slug: 'camille-roussel', bar: 'Avocate au Barreau de Lyon depuis 2016 · Droit du travail, contentieux prud’homal' },
  { prefix: 'Me', name: 'Thomas Giraud', title: 'Avocat collaborateur', local: 't.giraud', slug: 'thomas-giraud', bar: 'Avocat au Barreau de Lyon depuis 2019 · Baux commerciaux, recouvrement' },
  { name: 'Sophie Lambert', title: 'Juriste', local: 's.lambert', slug: 'sophie-lambert', bar: 'Master 2 Droit des affaires, Université Jean Moulin Lyon 3' },
];

const lawyerRow = (l: Lawyer): string =>
  `<div class="views-row"><article vocab="https://schema.org/" typeof="Person" about="/avocats/${l.slug}" class="node node--type-avocat node--view-mode-teaser">` +
  `<div class="field field--name-field-photo field--type-image field--label-hidden field__item"><img loading="lazy" src="/sites/default/files/styles/portrait_320/public/avocats/${l.slug}.jpg?itok=${l.slug.slice(0, 4)}Xq2" width="320" height="400" alt="${esc(l.name)}" property="image"></div>` +
  `<h2 class="node__title">${l.prefix ? `<span property="honorificPrefix">${l.prefix}</span> ` : ''}<span property="name">${esc(l.name)}</span>${l.suffix ? `, <span property="honorificSuffix">${esc(l.suffix)}</span>` : ''}</h2>` +
  `<div property="jobTitle" class="field field--name-field-fonction field--type-string field--label-hidden field__item">${esc(l.title)}</div>` +
  `<div class="field field--name-field-parcours field--type-string-long field--label-hidden field__item">${esc(l.bar)}</div>` +
  `<div class="field field--name-field-email field--type-email field--label-hidden field__item"><a property="email" href="mailto:${l.local}@${HOST}">${l.local}@${HOST}</a></div>` +
  `</article></div>`;

export function vasseurAvocats(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Avocats en droit des affaires et droit social à Lyon',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${ORIGIN}/#cabinet`,
        name: 'Vasseur & Associés',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/sites/default/files/logo-vasseur-associes.svg`,
        telephone: '+33 4 78 42 61 90',
        address: { '@type': 'PostalAddress', streetAddress: '27, quai Saint-Antoine', postalCode: '69002', addressLocality: 'Lyon', addressCountry: 'FR' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `contact@${HOST}`, telephone: '+33 4 78 42 61 90', availableLanguage: ['fr', 'en'] },
      },
    ],
    main:
      titleBlock('Conseil et contentieux des entreprises') +
      node(
        'page',
        40,
        `<p>Depuis 1986, Vasseur &amp; Associés accompagne les dirigeants de PME et d’ETI de la région lyonnaise : création et transmission d’entreprise, contrats commerciaux, relations sociales et contentieux.</p><p><a href="/avocats">Découvrir l’équipe</a> · <a href="/contact">Prendre rendez-vous</a></p>`,
      ),
  });

  pages['/le-cabinet'] = page({
    path: '/le-cabinet',
    title: 'Le cabinet',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${ORIGIN}/#cabinet`,
        name: 'Vasseur & Associés',
        foundingDate: '1986',
        founder: { '@type': 'Person', name: 'Bernard Vasseur', jobTitle: 'Avocat honoraire, fondateur du cabinet', email: `b.vasseur@${HOST}` },
      },
    ],
    main:
      titleBlock('Le cabinet') +
      node(
        'page',
        41,
        `<p>Fondé en 1986 par Bernard Vasseur, aujourd’hui avocat honoraire, le cabinet réunit quatre avocats et une juriste. Il est dirigé depuis 2012 par Me Hélène Vasseur et Me Julien Marchand.</p><p>Le cabinet intervient en français et en anglais et travaille en réseau avec des confrères à Paris, Genève et Milan.</p>`,
      ),
  });

  pages['/avocats'] = page({
    path: '/avocats',
    title: 'Nos avocats',
    main:
      titleBlock('Nos avocats') +
      `<div class="views-element-container"><div class="view view-equipe view-id-equipe view-display-id-page_1 js-view-dom-id-6d1c0e8a4b2f97e35a1c"><div class="view-content">${LAWYERS.map(lawyerRow).join('')}</div></div></div>`,
  });

  pages['/domaines-d-intervention'] = page({
    path: '/domaines-d-intervention',
    title: "Domaines d'intervention",
    main: titleBlock("Domaines d'intervention") + node('page', 43, '<ul><li>Droit des sociétés et transmission d’entreprise</li><li>Contrats commerciaux et distribution</li><li>Droit du travail et relations collectives</li><li>Baux commerciaux</li><li>Recouvrement de créances</li></ul>'),
  });

  pages['/actualites'] = page({
    path: '/actualites',
    title: 'Actualités',
    main:
      titleBlock('Actualités') +
      `<div class="views-element-container"><div class="view view-actualites view-id-actualites"><div class="view-content"><div class="views-row"><h2><a href="/actualites/le-cabinet-accueille-lea-fontaine" hreflang="fr">Le cabinet accueille Me Léa Fontaine</a></h2><time datetime="2025-01-13T09:00:00Z">13 janvier 2025</time></div>` +
      `<div class="views-row"><h2><a href="/actualites/rupture-conventionnelle-ce-qui-change-en-2025" hreflang="fr">Rupture conventionnelle : ce qui change en 2025</a></h2><time datetime="2024-12-02T09:00:00Z">2 décembre 2024</time></div></div></div></div>`,
  });

  pages['/actualites/le-cabinet-accueille-lea-fontaine'] = page({
    path: '/actualites/le-cabinet-accueille-lea-fontaine',
    title: 'Le cabinet accueille Me Léa Fontaine',
    main:
      titleBlock('Le cabinet accueille Me Léa Fontaine') +
      node(
        'article',
        77,
        `<p>Nous avons le plaisir d’annoncer l’arrivée de Me Léa Fontaine, avocate collaboratrice en droit social, qui renforce le pôle relations du travail aux côtés de Me Camille Roussel.</p><p>Diplômée du CAPA en 2021 et passée par un cabinet parisien spécialisé en contentieux collectif, Léa Fontaine conseille désormais nos clients employeurs sur les réorganisations et les procédures disciplinaires ; vous pouvez la joindre directement à l’adresse ${mailto(`l.fontaine@${HOST}`)}.</p>`,
      ),
  });

  pages['/actualites/rupture-conventionnelle-ce-qui-change-en-2025'] = page({
    path: '/actualites/rupture-conventionnelle-ce-qui-change-en-2025',
    title: 'Rupture conventionnelle : ce qui change en 2025',
    main: titleBlock('Rupture conventionnelle : ce qui change en 2025') + node('article', 74, '<p>Depuis le 1er septembre 2023, l’indemnité de rupture conventionnelle est soumise à une contribution patronale unique de 30 %. Nous faisons le point sur les conséquences pratiques pour les employeurs.</p>'),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      titleBlock('Contact') +
      node(
        'page',
        45,
        `<p>Le cabinet vous reçoit sur rendez-vous du lundi au vendredi, de 9 h à 12 h 30 et de 14 h à 19 h.</p>` +
          `<dl class="contact-list"><dt>Adresse</dt><dd>27, quai Saint-Antoine, 69002 Lyon (métro Cordeliers)</dd><dt>Standard</dt><dd>${tel('04 78 42 61 90')}</dd><dt>Accueil</dt><dd>${mailto(`contact@${HOST}`)}</dd>` +
          `<dt>Assistante de direction</dt><dd>Nathalie Perrin</dd><dd>${tel('04 78 42 61 93')}</dd><dd>${mailto(`n.perrin@${HOST}`)}</dd></dl>`,
      ) +
      `<form class="contact-message-form contact-form" data-drupal-selector="contact-message-feedback-form" action="/contact" method="post" id="contact-message-feedback-form" accept-charset="UTF-8">` +
      `<div class="js-form-item form-item js-form-type-email form-item-mail"><label for="edit-mail" class="js-form-required form-required">Votre adresse de courriel</label><input data-drupal-selector="edit-mail" type="email" id="edit-mail" name="mail" value="" size="60" maxlength="254" placeholder="votre.adresse@exemple.fr" class="form-email required" required="required"></div>` +
      `<div class="js-form-item form-item js-form-type-textarea form-item-message-0-value"><label for="edit-message-0-value">Message</label><textarea id="edit-message-0-value" name="message[0][value]" rows="12" cols="60" class="form-textarea"></textarea></div>` +
      `<div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="Envoyer le message" class="button button--primary js-form-submit form-submit"></div></form>`,
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main:
      titleBlock('Mentions légales') +
      node(
        'page',
        46,
        `<p><strong>Éditeur du site :</strong> Vasseur &amp; Associés, SELARL d’avocats au capital de 60 000 €, RCS Lyon 431 227 804, 27, quai Saint-Antoine, 69002 Lyon. Avocats inscrits au Barreau de Lyon, soumis au Règlement intérieur national de la profession d’avocat.</p>` +
          `<p><strong>Directrice de la publication :</strong> Hélène Vasseur. Pour signaler un contenu ou un dysfonctionnement du site : ${mailto(`m.chevalier@${HOST}`)}.</p>` +
          `<p><strong>Hébergement :</strong> Rhône Hébergement SAS, 12 rue de la Charité, 69002 Lyon – support@rhone-hebergement.fr</p>`,
      ),
  });

  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', main: titleBlock('Politique de confidentialité') + node('page', 47, '<p>Les données transmises via le formulaire de contact sont couvertes par le secret professionnel et conservées trois ans.</p>') });

  pages['/espace-client'] = page({
    path: '/espace-client',
    title: 'Espace client',
    main: titleBlock('Espace client') + node('page', 48, `<p>Accès sécurisé à vos dossiers. En cas de difficulté de connexion : espace-client@${HOST}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/login\nDisallow: /user/password\nDisallow: /espace-client\n`,
      sitemapXml: urlset(HOST, ['/', '/le-cabinet', '/avocats', '/domaines-d-intervention', '/actualites', '/actualites/le-cabinet-accueille-lea-fontaine', '/contact', '/mentions-legales'], '2025-01-13'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-110',
      languages: ['fr'],
      addresses: [
        { address: `contact@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...LAWYERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: ['/avocats'],
          cases: ['card', 'rdfa', 'plain', 'link-non-english', ...(l.prefix ? ['honorific'] : []), ...(l.suffix ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `b.vasseur@${HOST}`, name: 'Bernard Vasseur', title: 'Avocat honoraire, fondateur du cabinet', pages: ['/le-cabinet'], cases: ['json-ld-person', 'json-ld-only', 'link-non-english'] },
        { address: `n.perrin@${HOST}`, name: 'Nathalie Perrin', title: 'Assistante de direction', pages: ['/contact'], cases: ['definition-list', 'plain'] },
        { address: `l.fontaine@${HOST}`, name: 'Léa Fontaine', title: 'avocate collaboratrice en droit social', pages: ['/actualites/le-cabinet-accueille-lea-fontaine'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
        { address: `m.chevalier@${HOST}`, name: null, title: null, pages: ['/mentions-legales'], cases: ['neighbour', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/espace-client'],
      nonAddresses: [
        { text: `espace-client@${HOST}`, kind: 'disallowed' },
        { text: 'support@rhone-hebergement.fr', kind: 'other-company' },
        { text: 'votre.adresse@exemple.fr', kind: 'placeholder' },
      ],
    },
  };
}
