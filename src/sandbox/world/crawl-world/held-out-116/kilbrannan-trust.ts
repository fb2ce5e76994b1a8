/**
 * Kilbrannan Community Trust: a Scottish charity and community landowner on the east coast of
 * Kintyre, on Drupal 10 with the Olivero theme. "Our Team" is a Views grid of staff whose cards
 * carry RDFa (schema.org Person, property="email"); the board of trustees is a definition list
 * (office, then "Dr Alasdair Munro", "Fiona Campbell CA") with an NGO JSON-LD whose members are
 * OrganizationRoles, one of them (the company secretary) named nowhere else. The general address
 * is written "info [at] … [dot] test" by hand, as is the hall bookings coordinator's in a
 * sentence; a news story's volunteers mailbox sits beside the photographer's credit; an old
 * consultation page is listed only in a child of the simple_sitemap index. A placeholder in the
 * webform, a retina logo and the members' AGM papers (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kilbrannan-trust.test';
const ORIGIN = `http://${HOST}`;
const FILES = `${ORIGIN}/sites/default/files`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about', 'About the Trust'],
  ['/about/our-team', 'Our Team'],
  ['/about/board-of-trustees', 'Board of Trustees'],
  ['/projects', 'Projects'],
  ['/village-hall', 'Village Hall'],
  ['/news', 'News'],
  ['/contact', 'Contact'],
];

const obf = (address: string): string => {
  const [local = '', domain = ''] = address.split('@');
  return `${local} [at] ${domain.split('.').join(' [dot] ')}`;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kilbrannan Community Trust',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="icon" href="/core/themes/olivero/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link rel="stylesheet" media="all" href="${FILES}/css/css_Qm3b8ZpLkV1rN2aX0yTf7cJ4hGd9sW6eUo5iKqBvEnM.css?delta=0&amp;language=en&amp;theme=olivero&amp;include=eJxtjEEOwjAMBD8U6idFbuJGAcdGsQs">`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"a8d9c0f1e2b3a4c5d6e7f8091a2b3c4d"}}</script>`,
  ],
  header: (p) =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">` +
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"><span class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div>` +
    `<div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container"><div id="block-olivero-site-branding" class="site-branding--bg-white site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="${FILES}/kct-logo.png" srcset="${FILES}/kct-logo.png 1x, ${FILES}/kct-logo@2x.png 2x" alt="Home" fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" rel="home" title="Home">Kilbrannan Community Trust</a></div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menu</span><span class="mobile-nav-button__icon"></span></button></div>` +
    `<div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main" aria-labelledby="block-olivero-main-menu-menu" role="navigation"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">` +
    MENU.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${h === p.path ? ' is-active' : ''}" data-drupal-link-system-path="${h === '/' ? '&lt;front&gt;' : `node/${h.length * 7}`}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a><div class="main-content__container container"><div class="region region--content grid-full layout--pass--content-medium" id="content">`,
  footer: () =>
    `</div></div></div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div class="region--footer_top__inner"><div id="block-olivero-footercontact" class="block block-block-content block-block-content6f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p>Kilbrannan Community Trust, The Old School, Carradale, Argyll PA28 6QG · ${tel('01583 431 250')} · ${obf(`info@${HOST}`)}</p><p>Scottish Charitable Incorporated Organisation, charity number SC047219. <a href="/privacy-notice">Privacy notice</a> · <a href="/members/agm-papers">Members: AGM papers</a></p>` +
    `</div></div></div></div></div><div class="region region--footer-bottom grid-full layout--pass--content-medium"><div id="block-olivero-powered" class="block block-system block-system-powered-by-block"><span>Powered by <a href="https://www.drupal.org">Drupal</a></span></div></div></div></footer></div></div></div>`,
  privacyPath: { en: '/privacy-notice' },
  bodyEnd: [
    `<script src="${FILES}/js/js_h2Kq9xV3bN8mL0pR5tY7wZ1cF4dG6jS2aE9uI0oP3k.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=olivero&amp;include=eJxdyEEKgDAM"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const node = (nid: number, title: string, body: string, type = 'page'): string =>
  `<div data-drupal-messages-fallback class="hidden messages-list"></div><div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div>` +
  `<div id="block-olivero-content" class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="${nid}" class="node node--type-${type} node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div></div>`;

type Staff = { name: string; title: string; local: string; photo: string; bio: string };
const STAFF: Staff[] = [
  { name: 'Morag MacLeod', title: 'Development Manager', local: 'mmacleod', photo: 'morag-macleod', bio: 'Morag leads the Trust’s community plan, funding bids and the affordable housing project at Port Righ.' },
  { name: 'Calum McIntyre', title: 'Countryside Ranger', local: 'cmcintyre', photo: 'calum-mcintyre', bio: 'Calum looks after the community woodland, the path network and our guided walks programme.' },
  { name: 'Kirsty Ferguson', title: 'Finance & Administration Officer', local: 'kferguson', photo: 'kirsty-ferguson', bio: 'Kirsty keeps the books, the payroll and the membership register.' },
];

const rdfaCard = (s: Staff): string =>
  `<div class="views-view-grid__item"><div class="views-view-grid__item-inner"><div vocab="https://schema.org/" typeof="Person" class="staff-card">` +
  `<div class="views-field views-field-field-photo"><div class="field-content"><img loading="lazy" src="${FILES}/styles/medium/public/staff/${s.photo}.jpg?itok=Xb3kPz9Q" width="220" height="220" alt="${esc(s.name)}"></div></div>` +
  `<div class="views-field views-field-title"><h3 class="field-content" property="name">${esc(s.name)}</h3></div>` +
  `<div class="views-field views-field-field-job-title"><div class="field-content" property="jobTitle">${esc(s.title)}</div></div>` +
  `<div class="views-field views-field-body"><div class="field-content"><p>${esc(s.bio)}</p></div></div>` +
  `<div class="views-field views-field-field-email"><div class="field-content"><a href="mailto:${s.local}@${HOST}" property="email">${s.local}@${HOST}</a></div></div>` +
  `</div></div></div>`;

export function kilbrannanTrust(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Kilbrannan Community Trust',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'The Old School', addressLocality: 'Carradale', addressRegion: 'Argyll and Bute', postalCode: 'PA28 6QG', addressCountry: 'GB' },
        telephone: '+44 1583 431250',
      },
    ],
    main: node(
      1,
      'Kilbrannan Community Trust',
      `<p>Since the community buyout of the Carradale and Grogport estate in 2016, the Trust has owned and managed 1,900 hectares of hill, forest and shore on behalf of the people who live here.</p><p>We run the village hall, the community woodland and the harbour slipway, and we are building six affordable homes at Port Righ.</p><p><a href="/news/beach-clean-2025">Read about this year’s beach clean</a></p>`,
    ),
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About the Trust',
    main: node(4, 'About the Trust', `<p>The Trust is a Scottish Charitable Incorporated Organisation with 412 members. Any resident of the Carradale, Grogport or Saddell community council areas aged 16 or over can join for £1.</p><p>Meet <a href="/about/our-team">our staff</a> and <a href="/about/board-of-trustees">our trustees</a>.</p>`),
  });

  pages['/about/our-team'] = page({
    path: '/about/our-team',
    title: 'Our Team',
    main:
      node(7, 'Our Team', `<p>The Trust employs three staff, part funded by the Scottish Land Fund and the Robertson Trust.</p>`) +
      `<div class="views-element-container"><div class="view view-staff view-id-staff view-display-id-block_1 js-view-dom-id-4a7c1e9b2d3f"><div class="view-content"><div class="views-view-grid horizontal cols-3 clearfix"><div class="views-view-grid__row">${STAFF.map(rdfaCard).join('')}</div></div></div></div></div>`,
  });

  pages['/about/board-of-trustees'] = page({
    path: '/about/board-of-trustees',
    title: 'Board of Trustees',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Kilbrannan Community Trust',
        url: `${ORIGIN}/`,
        member: [
          { '@type': 'OrganizationRole', roleName: 'Chair', member: { '@type': 'Person', name: 'Alasdair Munro', honorificPrefix: 'Dr', email: `amunro@${HOST}` } },
          { '@type': 'OrganizationRole', roleName: 'Treasurer', member: { '@type': 'Person', name: 'Fiona Campbell', honorificSuffix: 'CA', email: `fcampbell@${HOST}` } },
          { '@type': 'OrganizationRole', roleName: 'Company Secretary', member: { '@type': 'Person', name: 'Ruaridh Paterson', jobTitle: 'Company Secretary', email: `rpaterson@${HOST}` } },
        ],
      },
    ],
    main: node(
      9,
      'Board of Trustees',
      `<p>The Trust is run by a board of nine volunteer trustees elected by the members at the AGM each September.</p>` +
        `<dl class="trustees"><dt>Chair</dt><dd>Dr Alasdair Munro<br>${mailto(`amunro@${HOST}`)}</dd><dt>Treasurer</dt><dd>Fiona Campbell CA<br>${mailto(`fcampbell@${HOST}`)}</dd><dt>Vice Chair</dt><dd>Duncan Galbraith</dd><dt>Trustees</dt><dd>Ishbel Reid, Angus Blair, Catriona Mackay, Neil Sinclair, Jean Cameron, Tom Wylie</dd></dl>` +
        `<p>Letters to the board can be sent c/o the Trust office.</p>`,
    ),
  });

  pages['/projects'] = page({
    path: '/projects',
    title: 'Projects',
    main: node(12, 'Projects', `<ul><li><strong>Port Righ homes</strong> – six affordable homes for rent, on site from spring 2025.</li><li><strong>Community woodland</strong> – 40 hectares of native planting and a new all-abilities path.</li><li><strong>Slipway and pontoon</strong> – repairs funded by the Coastal Communities Fund.</li></ul>`),
  });

  pages['/projects/woodland-crofts-consultation'] = page({
    path: '/projects/woodland-crofts-consultation',
    title: 'Woodland Crofts: have your say',
    main: node(
      31,
      'Woodland Crofts: have your say',
      `<p>We are consulting on creating up to four woodland crofts on the former Forestry and Land Scotland ground above Dippen. Drop-in sessions will be held in the village hall in November.</p>` +
        `<p>Project Officer: Shona Black – ${mailto(`sblack@${HOST}`)}, ${tel('01583 431 253')}</p>`,
    ),
  });

  pages['/village-hall'] = page({
    path: '/village-hall',
    title: 'Village Hall',
    main: node(
      15,
      'Village Hall',
      `<p>The hall seats 120 and has a fully equipped kitchen, a stage and a hearing loop. Rates start at £12 an hour for community groups.</p><p>To book the hall, or to check availability for a wedding or ceilidh, get in touch with Eilidh Bain, our Hall Bookings Coordinator: ${obf(`ebain@${HOST}`)}.</p>`,
    ),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: node(18, 'News', `<div class="views-row"><h2><a href="/news/beach-clean-2025">Record turnout for the Carradale beach clean</a></h2><p>14 April 2025</p></div>`, 'news'),
  });

  pages['/news/beach-clean-2025'] = page({
    path: '/news/beach-clean-2025',
    title: 'Record turnout for the Carradale beach clean',
    main: node(
      44,
      'Record turnout for the Carradale beach clean',
      `<p>Sixty-three volunteers, from the primary school to the Tuesday walking group, filled 112 bags on Port na Cuthaig and Carradale Bay on Saturday.</p><figure><img src="${FILES}/news/beach-clean-2025.jpg" alt="Volunteers on Carradale Bay"><figcaption>Photo: Iain Galbraith</figcaption></figure><p>Want to help with the next one? Email ${mailto(`volunteers@${HOST}`)}.</p>`,
      'news',
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node(
      3,
      'Contact',
      `<p>The Trust office in the Old School is staffed Tuesday to Thursday, 9.30am–3pm.</p><p>Phone ${tel('01583 431 250')} or email ${obf(`info@${HOST}`)}.</p>` +
        `<form class="webform-submission-form webform-submission-add-form webform-submission-contact-form" data-drupal-selector="webform-submission-contact-add-form" action="/contact" method="post" id="webform-submission-contact-add-form" accept-charset="UTF-8"><div class="js-form-item form-item js-form-type-textfield form-type--textfield js-form-item-name form-item--name"><label for="edit-name" class="form-item__label js-form-required form-required">Your Name</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" size="60" maxlength="255" class="form-text required form-element form-element--type-text form-element--api-textfield" required="required"></div><div class="js-form-item form-item js-form-type-email form-type--email js-form-item-email form-item--email"><label for="edit-email" class="form-item__label js-form-required form-required">Your Email</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" size="60" maxlength="254" placeholder="name@example.com" class="form-email required form-element form-element--type-email form-element--api-email" required="required"></div><div class="js-form-item form-item js-form-type-textarea form-type--textarea js-form-item-message form-item--message"><label for="edit-message" class="form-item__label js-form-required form-required">Message</label><textarea data-drupal-selector="edit-message" id="edit-message" name="message" rows="5" cols="60" class="form-textarea required resize-vertical form-element form-element--type-textarea form-element--api-textarea" required="required"></textarea></div><div data-drupal-selector="edit-actions" class="form-actions webform-actions js-form-wrapper form-wrapper" id="edit-actions"><input class="webform-button--submit button button--primary js-form-submit form-submit" data-drupal-selector="edit-actions-submit" type="submit" id="edit-actions-submit" name="op" value="Send message"></div></form>`,
    ),
  });

  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy notice', main: node(2, 'Privacy notice', `<p>The Trust is the data controller for members’ and hall users’ personal data. We keep the membership register as the SCIO regulations require.</p>`) });

  pages['/members/agm-papers'] = page({
    path: '/members/agm-papers',
    title: 'AGM papers',
    main: node(50, 'AGM papers', `<p>Members can download the 2024 accounts and the draft minutes here. Lost your login? Email ${mailto(`membership@${HOST}`)}.</p>`),
  });

  const linked = ['/', '/about', '/about/our-team', '/about/board-of-trustees', '/projects', '/village-hall', '/news', '/news/beach-clean-2025', '/contact', '/privacy-notice'];
  pages['/default/sitemap.xml'] = xmlPage(urlset(HOST, linked, '2025-04-15'));
  pages['/projects/sitemap.xml'] = xmlPage(urlset(HOST, ['/projects', '/projects/woodland-crofts-consultation'], '2024-11-02'));

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /profiles/*.png\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /members/\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/user/login\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/default/sitemap.xml', '/projects/sitemap.xml'], '2025-04-15'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-116',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'obfuscated'] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/about/our-team'], cases: ['card', 'rdfa', 'plain', lu] as CaseKind[] })),
        { address: `amunro@${HOST}`, name: 'Alasdair Munro', title: 'Chair', pages: ['/about/board-of-trustees'], cases: ['definition-list', 'honorific', 'json-ld-nested', 'plain', lu] },
        { address: `fcampbell@${HOST}`, name: 'Fiona Campbell', title: 'Treasurer', pages: ['/about/board-of-trustees'], cases: ['definition-list', 'post-nominal', 'json-ld-nested', 'plain', lu] },
        {
          address: `rpaterson@${HOST}`,
          name: 'Ruaridh Paterson',
          title: 'Company Secretary',
          pages: ['/about/board-of-trustees'],
          cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', lu],
        },
        { address: `sblack@${HOST}`, name: 'Shona Black', title: 'Project Officer', pages: ['/projects/woodland-crofts-consultation'], cases: ['title-name-line', 'plain', 'sitemap-index'] },
        { address: `ebain@${HOST}`, name: 'Eilidh Bain', title: 'Hall Bookings Coordinator', pages: ['/village-hall'], cases: ['prose', 'obfuscated'] },
        { address: `volunteers@${HOST}`, name: null, title: null, pages: ['/news/beach-clean-2025'], cases: ['role', 'neighbour', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/members/agm-papers'],
      nonAddresses: [
        { text: `membership@${HOST}`, kind: 'disallowed' },
        { text: 'name@example.com', kind: 'placeholder' },
        { text: 'kct-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
