/**
 * Sproul County Conservation District: a county conservation district (a public body of the
 * Commonwealth of Pennsylvania) on Drupal 10 with the Olivero theme. The staff directory is a
 * Views table (a post-nominal in the name cell, long program titles in the position cell); the
 * program pages name their contact again in their own ways ("Agricultural Conservation
 * Technician: Name", a "Contact:" line with phone and address, a sentence); the Envirothon page
 * writes the coordinator's address as "[at]"/"[dot]"; the Board of Directors page marks its
 * chairman up in RDFa; the home page's JSON-LD carries the office mailbox as a contactPoint; and a
 * tree-sale news item is listed only in the simple_sitemap variant robots.txt names. The county
 * commissioner's county address, the NRCS forester's and the staff login page (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'sproulccd.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, [string, string][]][] = [
  ['/about', 'About Us', [['/board-of-directors', 'Board of Directors'], ['/staff', 'Staff Directory']]],
  [
    '/programs',
    'Programs',
    [
      ['/programs/agriculture', 'Agriculture'],
      ['/programs/erosion-sediment-control', 'Erosion & Sediment Control'],
      ['/programs/dirt-gravel-roads', 'Dirt, Gravel & Low Volume Roads'],
    ],
  ],
  ['/education/envirothon', 'Envirothon', []],
  ['/contact', 'Contact', []],
];

const menuHtml = (): string =>
  `<ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">` +
  MENU.map(
    ([href, label, children]) =>
      `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1${children.length ? ' primary-nav__menu-item--has-children' : ''}" data-drupal-selector="primary-nav-menu-item-has-children">` +
      `<a href="${href}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${children.length ? ' primary-nav__menu-link--has-children' : ''}" data-drupal-selector="primary-nav-menu-link-has-children"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(label)}</span></a>` +
      (children.length
        ? `<button class="primary-nav__button-toggle" data-drupal-selector="primary-nav-submenu-toggle-button" aria-controls="primary-menu-item-${href.slice(1)}" aria-expanded="false" aria-hidden="true" tabindex="-1"><span class="visually-hidden">${esc(label)} sub-navigation</span><span class="icon--menu-toggle"></span></button>` +
          `<span data-drupal-selector="primary-nav-menu-🥕" class="primary-nav__menu-🥕"></span><ul class="menu primary-nav__menu primary-nav__menu--level-2" data-drupal-selector="primary-nav-menu--level-2" id="primary-menu-item-${href.slice(1)}">` +
          children.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-2"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-2"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-2">${esc(l)}</span></a></li>`).join('') +
          `</ul>`
        : '') +
      `</li>`,
  ).join('') +
  `</ul>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Sproul County Conservation District',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    '<link rel="icon" href="/themes/custom/sproul_olivero/favicon.ico" type="image/vnd.microsoft.icon">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3nV0x7mZ2lG8P1yK4bH6dR9sT2uW5aE8cF1gJ3kL0.css?delta=0&amp;language=en&amp;theme=sproul_olivero&amp;include=eJxdjEEOgjAQRC9U6ZH2MpR0_3XbpFsLuLcEqxxMZpLXvEnkDSZ3LgZmSXrp8GrGqMc">',
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/1","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"olivero":{"mobile_menu_breakpoint":"1200"},"user":{"uid":0,"permissionsHash":"4f1a0c9e2b7d83e5a6c1f0b9d8e7a2c3b4d5e6f708192a3b4c5d6e7f8091a2b3"}}</script>',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M8XR4P"></script>',
    '<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-7QK2M8XR4P", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location"});</script>',
  ],
  header: () =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>\n<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">` +
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"><span class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div>` +
    `<div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container">` +
    `<div id="block-sproul-olivero-site-branding" class="site-branding--bg-white site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/sproul-ccd-logo.svg" alt="Home" fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" rel="home" title="Home">Sproul County Conservation District</a></div><div class="site-branding__slogan">Conserving soil, water &amp; forest since 1946</div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menu</span><span class="mobile-nav-button__icon"></span></button></div>` +
    `<div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav id="block-sproul-olivero-main-menu" class="primary-nav block block-menu navigation menu--main" aria-labelledby="block-sproul-olivero-main-menu-menu" role="navigation"><h2 class="visually-hidden block__title" id="block-sproul-olivero-main-menu-menu">Main navigation</h2>${menuHtml()}</nav></div>` +
    `</div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a>`,
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full"><div class="region--footer_top__inner">` +
    `<div id="block-sproul-olivero-footercontact" class="block block-block-content block-block-content5b9f0d7e-2c4a-4d1b-9e8f-7a6b5c4d3e2f"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p><strong>Sproul County Conservation District</strong><br>USDA Service Center, 2178 Renovo Road, Suite 2<br>Millhaven, PA 17764<br>Phone ${tel('(570) 555-0148')} · Fax (570) 555-0149<br>${mailto(`info@${HOST}`)}</p>` +
    `<p class="eoe">The Sproul County Conservation District is an equal opportunity provider and employer. Programs are funded in part by the Pennsylvania Department of Environmental Protection, the State Conservation Commission and the Pennsylvania Department of Agriculture.</p></div></div></div>` +
    `</div></div><div class="region region--footer-bottom grid-full"><div class="region--footer_bottom__inner"><nav id="block-sproul-olivero-footer" class="block block-menu navigation menu--footer" role="navigation"><ul class="menu"><li class="menu__item"><a href="/about" class="menu__link">About</a></li><li class="menu__item"><a href="/contact" class="menu__link">Contact</a></li><li class="menu__item"><a href="/user/login" class="menu__link">Staff &amp; Board Login</a></li></ul></nav>` +
    `<div id="block-sproul-olivero-powered" class="block block-system block-system-powered-by-block"><span>Powered by <a href="https://www.drupal.org">Drupal</a></span></div></div></div></div></footer></div></div>`,
  bodyEnd: [
    '<script src="/sites/default/files/js/js_2kN7cP5qX9wZ1vB4mT8rY3uA6dF0gH2jL5oQ8sV1xE4.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=sproul_olivero&amp;include=eJxdjEEOgjAQRC9U6ZH2MpR0_3XbpFsLuLcEqxxMZpLXvEnkDSZ3LgZmSXrp8GrGqMc"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });

let nodeId = 0;
const node = (title: string, body: string): string =>
  `<div class="region region--content-above grid-full layout--pass--content-medium"><div id="block-sproul-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div></div>` +
  `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-sproul-olivero-content" class="block block-system block-system-main-block"><div class="block__content">` +
  `<article data-history-node-id="${(nodeId += 3)}" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="layout layout--onecol"><div class="layout__region layout__region--content">` +
  `<div class="block block-layout-builder block-field-blocknodepagebody"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></div>` +
  `</div></div></div></article></div></div></div>`;

type Staff = { shown: string; name: string; title: string; local: string; ext: string; post?: boolean };
const STAFF: Staff[] = [
  { shown: 'Rebecca J. Stahl', name: 'Rebecca J. Stahl', title: 'District Manager', local: 'rstahl', ext: '101' },
  { shown: 'Tammy Rhoades', name: 'Tammy Rhoades', title: 'Administrative Assistant / Fiscal Officer', local: 'trhoades', ext: '100' },
  { shown: 'Jared Weaver', name: 'Jared Weaver', title: 'Resource Conservationist – Agriculture & Nutrient Management', local: 'jweaver', ext: '104' },
  { shown: 'Luis Ortega Ramírez', name: 'Luis Ortega Ramírez', title: 'Agricultural Conservation Technician', local: 'lortega', ext: '109' },
  { shown: 'Travis Kline', name: 'Travis Kline', title: 'Chesapeake Bay Technician (Ag BMP Design & Inspection)', local: 'tkline', ext: '105' },
  { shown: 'Kayla Brenneman, CPESC', name: 'Kayla Brenneman', title: 'Erosion & Sediment Control Technician / Chapter 102 & 105 Permits', local: 'kbrenneman', ext: '107', post: true },
  { shown: 'Dale Hoover', name: 'Dale Hoover', title: 'Dirt, Gravel & Low Volume Road Program Technician', local: 'dhoover', ext: '108' },
  { shown: 'Megan O’Donnell', name: 'Megan O’Donnell', title: 'Watershed Specialist', local: 'modonnell', ext: '106' },
  { shown: 'Ashley Beck', name: 'Ashley Beck', title: 'Education & Outreach Coordinator', local: 'abeck', ext: '103' },
];

const staffTable = (): string =>
  `<div class="views-element-container"><div class="view view-staff-directory view-id-staff_directory view-display-id-page_1 js-view-dom-id-3c9e1f0a7b2d4e6f8a1c3e5f7b9d0a2c4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b">` +
  `<div class="view-header"><p>Staff may be reached at the office, Monday through Friday, 8:00 a.m. – 4:30 p.m. Field staff are often out on farms and construction sites; please leave a message.</p></div>` +
  `<div class="view-content"><table class="views-table views-view-table cols-4 responsive-enabled" data-striping="1"><thead><tr>` +
  `<th id="view-title-table-column" class="views-field views-field-title" scope="col">Name</th><th id="view-field-position-table-column" class="views-field views-field-field-position" scope="col">Position</th><th id="view-field-phone-table-column" class="views-field views-field-field-phone" scope="col">Phone</th><th id="view-field-email-table-column" class="views-field views-field-field-email" scope="col">Email</th></tr></thead><tbody>` +
  STAFF.map(
    (s, i) =>
      `<tr class="${i % 2 ? 'even' : 'odd'}"><td headers="view-title-table-column" class="views-field views-field-title">${esc(s.shown)}</td><td headers="view-field-position-table-column" class="views-field views-field-field-position">${esc(s.title)}</td>` +
      `<td headers="view-field-phone-table-column" class="views-field views-field-field-phone">(570) 555-0148 ext. ${s.ext}</td><td headers="view-field-email-table-column" class="views-field views-field-field-email">${mailto(`${s.local}@${HOST}`)}</td></tr>`,
  ).join('') +
  `</tbody></table></div></div></div>`;

export function sproulCcd(): CrawlWorldSite {
  nodeId = 40;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    description: 'The Sproul County Conservation District helps landowners, farmers, municipalities and developers protect soil and water resources.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'GovernmentOrganization',
            '@id': `${ORIGIN}/#organization`,
            name: 'Sproul County Conservation District',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', url: `${ORIGIN}/sites/default/files/sproul-ccd-logo.svg` },
            address: { '@type': 'PostalAddress', streetAddress: '2178 Renovo Road, Suite 2', addressLocality: 'Millhaven', addressRegion: 'PA', postalCode: '17764', addressCountry: 'US' },
            contactPoint: { '@type': 'ContactPoint', telephone: '+1-570-555-0148', email: `info@${HOST}`, contactType: 'customer service', areaServed: 'US-PA', availableLanguage: 'English' },
          },
        ],
      },
    ],
    main:
      `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-sproul-olivero-content" class="block block-system block-system-main-block"><div class="block__content">` +
      `<div class="text-content"><h1>Conserving Sproul County’s soil, water and forests</h1><p>The District works with farmers, forest landowners, municipalities, developers and students across Sproul County’s 1,140 square miles. We review erosion and sediment control plans, fund dirt and gravel road improvements, design agricultural best management practices, and run the county Envirothon.</p>` +
      `<h2>News &amp; Events</h2><ul><li><a href="/programs/dirt-gravel-roads">2025 Dirt, Gravel &amp; Low Volume Road grant applications due July 31</a></li><li><a href="/education/envirothon">Sproul County Envirothon – April 24 at Kettle Creek State Park</a></li><li><a href="/programs/agriculture">Cover crop cost-share: sign-up open through September 15</a></li></ul>` +
      `<p>Board of Directors meetings are held the second Tuesday of each month at 7:00 p.m. at the USDA Service Center and are open to the public. <a href="/board-of-directors">Meet the Board</a>.</p></div></div></div></div>`,
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About Us',
    main: node(
      'About Us',
      `<p>Pennsylvania’s conservation districts were created under the Conservation District Law of 1945. The Sproul County Conservation District was organized by the County Commissioners in 1946 and is governed by a volunteer Board of seven directors: four farmer directors, two public directors and one County Commissioner.</p>` +
        `<p>Our staff of nine carries out programs delegated by the Department of Environmental Protection and the State Conservation Commission, alongside our own education work.</p><p><a href="/staff">Staff Directory</a> · <a href="/board-of-directors">Board of Directors</a></p>`,
    ),
  });

  pages['/staff'] = page({ path: '/staff', title: 'Staff Directory', main: node('Staff Directory', staffTable()) });

  pages['/board-of-directors'] = page({
    path: '/board-of-directors',
    title: 'Board of Directors',
    main: node(
      'Board of Directors',
      `<p>Directors are appointed by the Sproul County Board of Commissioners to four-year terms. Associate directors are appointed by the Board and do not vote.</p>` +
        `<div class="board-member" vocab="https://schema.org/" typeof="Person"><h3><span property="name">Gerald W. Sheffer</span></h3><p><span property="jobTitle">Chairman (Farmer Director)</span> · Dairy farmer, Beech Creek Township · Term expires 2027</p><p><a property="email" href="mailto:gsheffer@${HOST}">gsheffer@${HOST}</a></p></div>` +
        `<div class="board-member" vocab="https://schema.org/" typeof="Person"><h3><span property="honorificPrefix">Hon.</span> <span property="name">Patricia A. Yoder</span></h3><p><span property="jobTitle">Commissioner Director</span> · Sproul County Board of Commissioners</p><p><a property="email" href="mailto:pyoder@sproulcounty-pa.gov">pyoder@sproulcounty-pa.gov</a></p></div>` +
        `<table class="board-list"><thead><tr><th>Director</th><th>Seat</th><th>Term expires</th></tr></thead><tbody>` +
        `<tr><td>Kenneth Bair</td><td>Vice Chairman (Public Director)</td><td>2026</td></tr><tr><td>Lois Confer</td><td>Treasurer (Farmer Director)</td><td>2028</td></tr><tr><td>Wayne Kunes</td><td>Secretary (Farmer Director)</td><td>2025</td></tr><tr><td>Brenda Sechrist-Hall</td><td>Public Director</td><td>2026</td></tr><tr><td>Harold Eck</td><td>Farmer Director</td><td>2028</td></tr></tbody></table>` +
        `<p>Associate Directors: Dr. Samuel Ickes; Marjorie Fye; Tom Caprio (Penn State Extension).</p>`,
    ),
  });

  pages['/programs'] = page({
    path: '/programs',
    title: 'Programs',
    main: node(
      'Programs',
      `<ul><li><a href="/programs/agriculture">Agriculture: nutrient management, Chesapeake Bay cost-share, Act 38 plan reviews</a></li><li><a href="/programs/erosion-sediment-control">Erosion &amp; Sediment Control and NPDES (Chapter 102) permits</a></li><li><a href="/programs/dirt-gravel-roads">Dirt, Gravel &amp; Low Volume Road Maintenance Program</a></li><li><a href="/education/envirothon">Envirothon and school programs</a></li></ul>`,
    ),
  });

  pages['/programs/agriculture'] = page({
    path: '/programs/agriculture',
    title: 'Agriculture',
    main: node(
      'Agriculture',
      `<p>Every farm in Pennsylvania that applies manure needs a written Manure Management Plan; larger operations need a Nutrient Management Plan under Act 38. District staff will help you write yours at no cost.</p>` +
        `<p>The Chesapeake Bay Agricultural Inspection Program visits about 50 farms in the county each year. Cost-share through the Agriculture Conservation Assistance Program (ACAP) covers up to 80% of barnyard, stream crossing and cover crop practices.</p>` +
        `<h3>Who to call</h3><p>Agricultural Conservation Technician: Luis Ortega Ramírez, ${mailto(`lortega@${HOST}`)}, ${tel('(570) 555-0148')} ext. 109</p>` +
        `<p>For forestry questions, the USDA-NRCS service center shares our building; Area Forester Brian Hess can be reached at b.hess@pa-forest-partners.org.</p>`,
    ),
  });

  pages['/programs/erosion-sediment-control'] = page({
    path: '/programs/erosion-sediment-control',
    title: 'Erosion & Sediment Control',
    main: node(
      'Erosion & Sediment Control',
      `<p>Any earth disturbance of 5,000 square feet or more requires a written Erosion and Sediment Control Plan; one acre or more requires an NPDES permit for stormwater discharges associated with construction activities. Plans are reviewed in the order received; allow 30 business days.</p>` +
        `<p class="contact-line">Contact: Kayla Brenneman, CPESC, Erosion &amp; Sediment Control Technician, 2178 Renovo Road, Suite 2, Millhaven, PA 17764, ${tel('(570) 555-0148')} ext. 107, ${mailto(`kbrenneman@${HOST}`)}</p>` +
        `<p>Review fees are payable to “Sproul County Conservation District” by check. Complaints about mud or sediment leaving a site may be made anonymously by phone.</p>`,
    ),
  });

  pages['/programs/dirt-gravel-roads'] = page({
    path: '/programs/dirt-gravel-roads',
    title: 'Dirt, Gravel & Low Volume Roads',
    main: node(
      'Dirt, Gravel & Low Volume Roads',
      `<p>The Dirt, Gravel and Low Volume Road Maintenance Program funds environmentally sensitive maintenance of unpaved and low-volume paved roads that drain to streams. Municipalities and other public road owners may apply; the 2025 application deadline is July 31.</p>` +
        `<p>Before applying, every applicant must have a staff member attend Environmentally Sensitive Maintenance training within the last five years. For a site assessment or help with the application, contact Dale Hoover, our DGLVR program technician, at ${mailto(`dhoover@${HOST}`)} or ${tel('(570) 555-0148')} ext. 108.</p>` +
        `<p>The Quality Assurance Board meets in March and September to rank applications.</p>`,
    ),
  });

  pages['/education/envirothon'] = page({
    path: '/education/envirothon',
    title: 'Envirothon',
    main: node(
      'Envirothon',
      `<p>The Sproul County Envirothon is a field competition for high school teams of five. Teams rotate through five stations – aquatics, forestry, soils, wildlife and a current environmental issue – at Kettle Creek State Park on Thursday, April 24. The winning team goes on to the Pennsylvania Envirothon at Susquehanna University.</p>` +
        `<p>Teams register through their school; our Education &amp; Outreach Coordinator Ashley Beck takes registrations and study-guide requests at abeck [at] sproulccd [dot] test until March 1.</p>` +
        `<p>We also lend the Enviroscape watershed model and the stream table to classrooms at no charge.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node(
      'Contact Us',
      `<p>USDA Service Center<br>2178 Renovo Road, Suite 2<br>Millhaven, PA 17764</p><p>Phone: ${tel('(570) 555-0148')}<br>Fax: (570) 555-0149<br>Email: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Office hours: Monday – Friday, 8:00 a.m. – 4:30 p.m. Closed on federal and state holidays.</p><p>Looking for a particular staff member? See the <a href="/staff">Staff Directory</a>.</p>`,
    ),
  });

  // Listed only in the simple_sitemap variant robots.txt names: nothing links the item any more.
  pages['/news/2025-tree-seedling-sale'] = page({
    path: '/news/2025-tree-seedling-sale',
    title: '2025 Tree Seedling Sale',
    main:
      `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="112" class="node node--type-article node--promoted node--view-mode-full"><header class="">` +
      `<h1 class="title page-title">2025 Tree Seedling Sale</h1><div class="node__meta"><span>By <span class="field field--name-uid field--type-entity-reference field--label-hidden"><span>tammy</span></span></span>, <span class="field field--name-created field--type-created field--label-hidden"><time datetime="2025-01-06T14:12:07Z">6 January, 2025</time></span></div></header>` +
      `<div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
      `<p>Our annual sale offers bare-root seedlings of white pine, Norway spruce, red oak, sugar maple, elderberry and serviceberry in bundles of 10 or 25. Order forms are due March 14; pickup is Friday, April 11 at the Sproul County Fairgrounds.</p>` +
      `<p>Questions about your order? Donna Fetterolf, Seasonal Program Assistant (Tree Sale), ${mailto(`dfetterolf@${HOST}`)}, ${tel('(570) 555-0148')} ext. 110.</p>` +
      `</div></div></article></div></div></div>`,
  });

  pages['/user/login'] = page({
    path: '/user/login',
    title: 'Log in',
    main: node(
      'Log in',
      `<form class="user-login-form" data-drupal-selector="user-login-form" action="/user/login" method="post" id="user-login-form" accept-charset="UTF-8"><div class="form-item form-type-textfield"><label for="edit-name" class="form-item__label js-form-required form-required">Username</label><input autocorrect="none" autocapitalize="none" spellcheck="false" autocomplete="username" data-drupal-selector="edit-name" type="text" id="edit-name" name="name" size="60" maxlength="60" class="form-text required form-element form-element--type-text form-element--api-textfield" required></div><div class="form-item form-type-password"><label for="edit-pass" class="form-item__label js-form-required form-required">Password</label><input autocomplete="current-password" data-drupal-selector="edit-pass" type="password" id="edit-pass" name="pass" size="60" maxlength="128" class="form-text required form-element form-element--type-password form-element--api-password" required></div><div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="Log in" class="button js-form-submit form-submit button--primary"></div></form>` +
        `<p>Board packets and the staff timesheet portal are available after logging in. Locked out? Email ${mailto(`webmaster@${HOST}`)}.</p>`,
    ),
  });

  const paths = ['/', '/about', '/staff', '/board-of-directors', '/programs', '/programs/agriculture', '/programs/erosion-sediment-control', '/programs/dirt-gravel-roads', '/education/envirothon', '/contact', '/news/2025-tree-seedling-sale'];
  pages['/default/sitemap.xml'] = xmlPage(urlset(HOST, paths, '2025-02-11'));

  const table = (extra: CaseKind[] = []): CaseKind[] => ['table', 'plain', ...extra];
  const staffTitle = (local: string): string => STAFF.find((s) => s.local === local)!.title;
  const staffName = (local: string): string => STAFF.find((s) => s.local === local)!.name;

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google. By telling these "robots" where not to go on your site,\n# you save bandwidth and server resources.\n#\n# For more information about the robots.txt standard, see:\n# http://www.robotstxt.org/robotstxt.html\n\n` +
        `User-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.css?\nAllow: /core/*.js$\nAllow: /core/*.js?\nAllow: /core/*.gif\nAllow: /core/*.jpg\nAllow: /core/*.jpeg\nAllow: /core/*.png\nAllow: /core/*.svg\nAllow: /profiles/*.css$\nAllow: /profiles/*.css?\nAllow: /profiles/*.js$\nAllow: /profiles/*.js?\n` +
        `# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /composer/Metapackage/README.txt\nDisallow: /composer/Metapackage/CoreRecommended/README.txt\nDisallow: /web.config\n` +
        `# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /media/oembed\nDisallow: /*/media/oembed\n` +
        `# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/comment/reply/\nDisallow: /index.php/filter/tips\nDisallow: /index.php/node/add/\nDisallow: /index.php/search/\nDisallow: /index.php/user/password\nDisallow: /index.php/user/register\nDisallow: /index.php/user/login\nDisallow: /index.php/user/logout\n\n` +
        `Sitemap: ${ORIGIN}/default/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'UNCACHEABLE', 'Cache-Control': 'max-age=900, public' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-104',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `rstahl@${HOST}`, name: staffName('rstahl'), title: staffTitle('rstahl'), pages: ['/staff'], cases: table() },
        { address: `trhoades@${HOST}`, name: staffName('trhoades'), title: staffTitle('trhoades'), titleAlternatives: ['Administrative Assistant', 'Fiscal Officer'], pages: ['/staff'], cases: table() },
        { address: `jweaver@${HOST}`, name: staffName('jweaver'), title: staffTitle('jweaver'), titleAlternatives: ['Resource Conservationist'], pages: ['/staff'], cases: table() },
        { address: `lortega@${HOST}`, name: staffName('lortega'), title: staffTitle('lortega'), pages: ['/staff', '/programs/agriculture'], cases: table(['title-name-line']) },
        { address: `tkline@${HOST}`, name: staffName('tkline'), title: staffTitle('tkline'), titleAlternatives: ['Chesapeake Bay Technician'], pages: ['/staff'], cases: table() },
        {
          address: `kbrenneman@${HOST}`,
          name: staffName('kbrenneman'),
          title: staffTitle('kbrenneman'),
          titleAlternatives: ['Erosion & Sediment Control Technician'],
          pages: ['/staff', '/programs/erosion-sediment-control'],
          cases: table(['post-nominal', 'label-line']),
        },
        {
          address: `dhoover@${HOST}`,
          name: staffName('dhoover'),
          title: staffTitle('dhoover'),
          titleAlternatives: ['DGLVR program technician'],
          pages: ['/staff', '/programs/dirt-gravel-roads'],
          cases: table(['prose', 'link-english-unlisted']),
        },
        { address: `modonnell@${HOST}`, name: staffName('modonnell'), title: staffTitle('modonnell'), pages: ['/staff'], cases: table() },
        {
          address: `abeck@${HOST}`,
          name: staffName('abeck'),
          title: staffTitle('abeck'),
          pages: ['/staff', '/education/envirothon'],
          cases: table(['prose', 'obfuscated', 'link-english-unlisted']),
        },
        { address: `gsheffer@${HOST}`, name: 'Gerald W. Sheffer', title: 'Chairman (Farmer Director)', titleAlternatives: ['Chairman'], pages: ['/board-of-directors'], cases: ['rdfa', 'card', 'plain'] },
        {
          address: `dfetterolf@${HOST}`,
          name: 'Donna Fetterolf',
          title: 'Seasonal Program Assistant (Tree Sale)',
          titleAlternatives: ['Seasonal Program Assistant'],
          pages: ['/news/2025-tree-seedling-sale'],
          cases: ['name-title-line', 'plain', 'sitemap-robots'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/user/login'],
      nonAddresses: [
        { text: `webmaster@${HOST}`, kind: 'disallowed' },
        { text: 'pyoder@sproulcounty-pa.gov', kind: 'other-company' },
        { text: 'b.hess@pa-forest-partners.org', kind: 'other-company' },
      ],
    },
  };
}
