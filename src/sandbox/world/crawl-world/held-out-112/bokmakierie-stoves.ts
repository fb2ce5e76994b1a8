/**
 * Bokmakierie Stoves: a small manufacturer of cast-iron wood stoves and braai grids in
 * Pietermaritzburg, KwaZulu-Natal, on Drupal 10 (Olivero), in South African English, with twig
 * debug comments left on. The team page is a Views table (the founder also a Person in the
 * schema_metatag JSON-LD); the dealer page holds the dealer network manager as an RDFa card and
 * lists independent dealers with their own addresses; the spares page writes addresses with
 * "[at]" and "[dot]" by hand, one of them after a "Title: Name" line; the contact page's JSON-LD
 * nests the technical support engineer in a department, nowhere else; a news item ends with a
 * "Media enquiries:" line. An old webmaster address in a twig comment, a dealer's address and the
 * dealer portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bokmakierie-stoves.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/stoves', 'Our Stoves'],
  ['/about/our-team', 'About Us'],
  ['/find-a-dealer', 'Find a Dealer'],
  ['/spares-and-servicing', 'Spares &amp; Servicing'],
  ['/contact', 'Contact'],
];

const debug = (hook: string, template: string, html: string): string =>
  `\n<!-- THEME DEBUG -->\n<!-- THEME HOOK: '${hook}' -->\n<!-- BEGIN OUTPUT from '${template}' -->\n${html}\n<!-- END OUTPUT from '${template}' -->\n`;

const theme: Theme = {
  host: HOST,
  siteName: 'Bokmakierie Stoves',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />',
    '<meta name="MobileOptimized" content="width" />',
    '<meta name="HandheldFriendly" content="true" />',
    `<link rel="icon" href="/themes/custom/bokmakierie/favicon.ico" type="image/vnd.microsoft.icon" />`,
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk3v9Qm2bT8rWcL1yN5pF0aGhJ4dE7sU6iO-zR2xM.css?delta=0&amp;language=en&amp;theme=bokmakierie&amp;include=eJxdjEEKwzAMBD9k4ieKkRFaIRGJvP8S" />`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-BKS0ZA2T9M"></script>',
  ],
  header: (p) =>
    debug(
      'page',
      'themes/custom/bokmakierie/templates/layout/page.html.twig',
      `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">` +
        `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"><span class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div>` +
        `<div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container"><div id="block-bokmakierie-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/themes/custom/bokmakierie/logo.svg" alt="Home" fetchpriority="high" /></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" rel="home" title="Home">Bokmakierie Stoves</a></div></div></div></div>` +
        `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menu</span><span class="mobile-nav-button__icon"></span></button></div>` +
        `<div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-bokmakierie-main-menu-menu" id="block-bokmakierie-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-bokmakierie-main-menu-menu">Main navigation</h2>` +
        `<ul data-drupal-selector="primary-nav-menu--level-1" class="menu primary-nav__menu primary-nav__menu--level-1">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${p.path === h ? ' is-active' : ''}" data-drupal-selector="primary-nav-menu-link-has-children"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${l}</span></a></li>`).join('')}</ul></nav></div></div></div></div></header>` +
        `<div id="main-wrapper" class="layout-main-wrapper layout-container">`,
    ),
  footer: () =>
    debug(
      'region',
      'themes/custom/bokmakierie/templates/layout/region--footer-bottom.html.twig',
      `</div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-bottom grid-full layout--pass--content-medium">` +
        `<div id="block-bokmakierie-footer-contact" class="block block-block-content block-block-content6a1e2f3c-4b5d-4e6f-8a7b-9c0d1e2f3a4b"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
        `<p><strong>Bokmakierie Stoves (Pty) Ltd</strong> · Reg. No. 2009/018334/07 · 12 Ohrtmann Road, Willowton, Pietermaritzburg, 3201<br>${tel('033 394 1180')} · ${mailto(`sales@${HOST}`)}</p>` +
        `<!-- footer contact: was webmaster@${HOST} until the 2023 rebuild; do not re-add -->` +
        `<p>Proudly South African · SABS-tested to SANS 1111 · <a href="/privacy-policy">POPIA &amp; Privacy</a> · <a href="/dealer-portal">Dealer Portal</a></p></div></div></div>` +
        `</div></div></footer></div></div></div>`,
    ),
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/1","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"4c1d5e8f2a7b9c3d6e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d"}}</script>',
    '<script src="/sites/default/files/js/js_Qm7bK2xP9vT4nL8cR1wY6sD3fG0hJ5aE_uI-oZ2tN.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=bokmakierie&amp;include=eJxdjEEKwzAMBD9k4ieKkRFaIRGJvP8S"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });

/** An Olivero node page: the title block and the body field. */
const node = (nid: number, title: string, body: string, type = 'page'): string =>
  debug(
    'node',
    `themes/custom/bokmakierie/templates/content/node--${type}--full.html.twig`,
    `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-bokmakierie-content" class="block block-system block-system-main-block"><div class="block__content">` +
      `<article data-history-node-id="${nid}" class="node node--type-${type} node--view-mode-full"><header class=""><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${title}</span></h1></header>` +
      `<div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div></div></div>`,
  );

type Row = { name: string; position: string; local: string; phone: string };
const TEAM: Row[] = [
  { name: 'Pieter Botha', position: 'Managing Director', local: 'pbotha', phone: '033 394 1181' },
  { name: 'Nomvula Dlamini', position: 'Financial Manager', local: 'ndlamini', phone: '033 394 1183' },
  { name: 'Sipho Mthembu', position: 'Production Manager (Foundry & Assembly)', local: 'smthembu', phone: '033 394 1186' },
  { name: 'Riana Steyn', position: 'Export Sales Manager – SADC', local: 'rsteyn', phone: '082 441 7720' },
];

export function bokmakierieStoves(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Cast-iron stoves made in Pietermaritzburg',
    main: node(
      1,
      'Built in Maritzburg. Built to last.',
      `<p>Since 2009 we have cast, machined and enamelled every Bokmakierie stove in our Willowton works – from the compact Mossie for a Drakensberg cottage to the Kiewiet double-oven range for a farmhouse kitchen. Every stove is SABS-tested and carries a 10-year body warranty.</p>` +
        `<p><a href="/stoves">See the range</a> · <a href="/find-a-dealer">Find your nearest dealer</a> · <a href="/news/bokmakierie-wins-2025-proudly-sa-manufacturing-award">News: Proudly SA Manufacturing Award</a></p>`,
    ),
  });

  pages['/stoves'] = page({
    path: '/stoves',
    title: 'Our Stoves',
    main: node(
      2,
      'Our Stoves',
      `<div class="views-element-container"><div class="view view-stoves view-id-stoves view-display-id-page_1"><div class="view-content">` +
        [
          ['Mossie 45', 'Compact closed-combustion heater, heats up to 60 m². From R14 950.'],
          ['Tarentaal 70', 'Cooker-heater with a 38-litre oven and hob plate. From R27 400.'],
          ['Kiewiet Double', 'Double-oven range with back boiler option for hot water. From R48 900.'],
          ['Braai Grid Pro', 'Cast-iron grid with adjustable height for built-in braais. R2 150.'],
        ]
          .map(([n, d]) => `<div class="views-row"><h2>${esc(n!)}</h2><p>${esc(d!)}</p></div>`)
          .join('') +
        `</div></div></div>`,
    ),
  });

  pages['/about/our-team'] = page({
    path: '/about/our-team',
    title: 'About Us',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            '@id': `${ORIGIN}/#organization`,
            name: 'Bokmakierie Stoves (Pty) Ltd',
            url: `${ORIGIN}/`,
            foundingDate: '2009',
            founder: { '@type': 'Person', name: 'Pieter Botha', jobTitle: 'Managing Director', email: `pbotha@${HOST}` },
          },
        ],
      },
    ],
    main: node(
      7,
      'About Us',
      `<p>Bokmakierie was founded by Pieter Botha, a millwright who spent twenty years repairing imported stoves before deciding South Africa should make its own. We employ 46 people, most of them from Willowton, Northdale and Edendale, and source our pig iron and scrap locally.</p>` +
        `<h2>Management team</h2><div class="views-element-container"><div class="view view-team view-id-team view-display-id-block_1"><div class="view-content"><table class="views-table views-view-table cols-4"><thead><tr><th id="view-title-table-column" class="views-field views-field-title" scope="col">Name</th><th class="views-field views-field-field-position" scope="col">Position</th><th class="views-field views-field-field-email" scope="col">Email</th><th class="views-field views-field-field-phone" scope="col">Direct line</th></tr></thead><tbody>` +
        TEAM.map(
          (r) =>
            `<tr><td headers="view-title-table-column" class="views-field views-field-title">${esc(r.name)}</td><td class="views-field views-field-field-position">${esc(r.position)}</td><td class="views-field views-field-field-email">${mailto(`${r.local}@${HOST}`)}</td><td class="views-field views-field-field-phone">${tel(r.phone)}</td></tr>`,
        ).join('') +
        `</tbody></table></div></div></div>`,
    ),
  });

  pages['/find-a-dealer'] = page({
    path: '/find-a-dealer',
    title: 'Find a Dealer',
    main: node(
      9,
      'Find a Dealer',
      `<p>Our stoves are sold and installed by independent dealers who have completed our installer training. Contact the dealer nearest to you for a quote and a site visit.</p>` +
        `<ul><li><strong>Durban &amp; North Coast:</strong> Fireside Living, Umhlanga Ridge – 031 566 2200 – sales@firesideliving.test</li><li><strong>Midlands:</strong> Howick Hearth &amp; Home, Howick – 033 330 4471</li><li><strong>Gauteng:</strong> Stove Centre Randburg – 011 792 0063</li><li><strong>Western Cape:</strong> Boland Kaggels, Paarl – 021 872 5510</li></ul>` +
        `<p>Want to become a dealer? Speak to our dealer network manager:</p>` +
        `<div vocab="https://schema.org/" typeof="Person" class="dealer-contact"><img property="image" src="/sites/default/files/styles/medium/public/2024-05/johan-pretorius.jpg" alt="Johan Pretorius" width="220" height="220" loading="lazy" />` +
        `<h3 property="name">Johan Pretorius</h3><p property="jobTitle">National Dealer Network Manager</p><p>Cell: <span property="telephone">082 557 3019</span><br>Email: <a property="email" href="mailto:jpretorius@${HOST}">jpretorius@${HOST}</a></p></div>`,
    ),
  });

  pages['/spares-and-servicing'] = page({
    path: '/spares-and-servicing',
    title: 'Spares & Servicing',
    main: node(
      11,
      'Spares &amp; Servicing',
      `<p>We keep spares for every stove we have made since 2009: fire bricks, grates, door glass, rope seals and baffles. Please have your stove's serial number ready (it is stamped on the back plate).</p>` +
        `<p>Spares orders: spares [at] bokmakierie-stoves [dot] test</p>` +
        `<p>Annual services and warranty repairs in KZN are done by our own technicians; elsewhere your dealer will arrange them.</p>` +
        `<p>Workshop Supervisor: Lindiwe Khumalo<br>${tel('033 394 1189')}<br>lkhumalo [at] bokmakierie-stoves [dot] test</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Bokmakierie Stoves (Pty) Ltd',
        telephone: '+27 33 394 1180',
        email: `sales@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: '12 Ohrtmann Road, Willowton', addressLocality: 'Pietermaritzburg', postalCode: '3201', addressRegion: 'KwaZulu-Natal', addressCountry: 'ZA' },
        department: [
          {
            '@type': 'Organization',
            name: 'Technical Support',
            telephone: '+27 33 394 1188',
            employee: [{ '@type': 'Person', name: 'Ayanda Zulu', jobTitle: 'Technical Support Engineer', email: `azulu@${HOST}` }],
          },
        ],
      },
    ],
    main: node(
      3,
      'Contact',
      `<p><strong>Factory &amp; showroom:</strong> 12 Ohrtmann Road, Willowton, Pietermaritzburg, 3201 (Mon–Fri 07:30–16:30, Sat 08:00–12:00)</p>` +
        `<p><strong>Sales:</strong> ${tel('033 394 1180')} · ${mailto(`sales@${HOST}`)}</p><p><strong>Technical support</strong> (installation questions, flue sizing, chimney draw): ${tel('033 394 1188')}</p>`,
    ),
  });

  pages['/news/bokmakierie-wins-2025-proudly-sa-manufacturing-award'] = page({
    path: '/news/bokmakierie-wins-2025-proudly-sa-manufacturing-award',
    title: 'Bokmakierie wins 2025 Proudly SA Manufacturing Award',
    main: node(
      24,
      'Bokmakierie wins 2025 Proudly SA Manufacturing Award',
      `<p><em>Pietermaritzburg, 14 May 2025</em> – Bokmakierie Stoves has been named Small Manufacturer of the Year at the 2025 Proudly South African Buy Local Summit, recognising the company's 92% local content and its apprenticeship programme with Umgungundlovu TVET College.</p>` +
        `<p>"Every casting that leaves Willowton was poured by people who live ten minutes from the foundry," said managing director Pieter Botha.</p>` +
        `<p><strong>Media enquiries:</strong> Carla Jacobs, Marketing Coordinator, Bokmakierie Stoves, tel. ${tel('033 394 1185')}, ${mailto(`cjacobs@${HOST}`)}</p>`,
      'article',
    ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'POPIA & Privacy',
    main: node(5, 'POPIA &amp; Privacy', `<p>We process personal information in line with the Protection of Personal Information Act 4 of 2013. Our Information Officer is registered with the Information Regulator.</p>`),
  });

  pages['/dealer-portal'] = page({
    path: '/dealer-portal',
    title: 'Dealer Portal',
    main: node(31, 'Dealer Portal', `<p>Price lists, installation manuals and marketing material for registered dealers. Lost your password? Email ${mailto(`dealerportal@${HOST}`)}.</p>`),
  });

  const ul: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google. By telling these "robots" where not to go on your site,\n# you save bandwidth and server resources.\n#\n# For more information about the robots.txt standard, see:\n# http://www.robotstxt.org/robotstxt.html\n\n` +
        `User-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.css?\nAllow: /core/*.js$\nAllow: /core/*.js?\nAllow: /core/*.gif\nAllow: /core/*.jpg\nAllow: /core/*.jpeg\nAllow: /core/*.png\nAllow: /core/*.svg\nAllow: /profiles/*.css$\nAllow: /profiles/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /composer/Metapackage/README.txt\nDisallow: /composer/Plugin/ProjectMessage/README.md\nDisallow: /composer/Plugin/Scaffold/README.md\nDisallow: /composer/Plugin/VendorHardening/README.txt\nDisallow: /composer/Template/README.txt\nDisallow: /modules/README.txt\nDisallow: /sites/README.txt\nDisallow: /themes/README.txt\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /media/oembed\nDisallow: /*/media/oembed\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/comment/reply/\nDisallow: /index.php/filter/tips\nDisallow: /index.php/node/add/\nDisallow: /index.php/search/\nDisallow: /index.php/user/password\nDisallow: /index.php/user/register\nDisallow: /index.php/user/login\nDisallow: /index.php/user/logout\n# Dealers\nDisallow: /dealer-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/stoves', '/about/our-team', '/find-a-dealer', '/spares-and-servicing', '/contact', '/news/bokmakierie-wins-2025-proudly-sa-manufacturing-award', '/privacy-policy'], '2025-05-14'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-112',
      languages: ['en'],
      addresses: [
        { address: `sales@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.position,
          pages: ['/about/our-team'],
          cases: (r.local === 'pbotha' ? ['table', 'plain', 'json-ld-person'] : ['table', 'plain']) as CaseKind[],
        })),
        { address: `jpretorius@${HOST}`, name: 'Johan Pretorius', title: 'National Dealer Network Manager', pages: ['/find-a-dealer'], cases: ['rdfa', 'card', 'plain', ul] },
        { address: `spares@${HOST}`, name: null, title: null, pages: ['/spares-and-servicing'], cases: ['role', 'obfuscated', ul] },
        { address: `lkhumalo@${HOST}`, name: 'Lindiwe Khumalo', title: 'Workshop Supervisor', pages: ['/spares-and-servicing'], cases: ['title-name-line', 'obfuscated', ul] },
        { address: `azulu@${HOST}`, name: 'Ayanda Zulu', title: 'Technical Support Engineer', pages: ['/contact'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'] },
        { address: `cjacobs@${HOST}`, name: 'Carla Jacobs', title: 'Marketing Coordinator', pages: ['/news/bokmakierie-wins-2025-proudly-sa-manufacturing-award'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/dealer-portal'],
      nonAddresses: [
        { text: `dealerportal@${HOST}`, kind: 'disallowed' },
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: 'sales@firesideliving.test', kind: 'other-company' },
      ],
    },
  };
}
