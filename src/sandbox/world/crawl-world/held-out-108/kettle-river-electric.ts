/**
 * Kettle River Electric Cooperative: a member-owned rural electric co-op in east-central
 * Minnesota, on Drupal 10 (an Olivero sub-theme, Views, the RDF module with schema.org). The staff
 * directory is a Views table (name, title, department, phone, e-mail; the CFO's mailbox does not
 * follow the others' scheme, and the 24/7 dispatch desk is a row with no person); the board of
 * directors are RDFa Person teasers with their districts; "Member Services" names its manager in a
 * sentence beside the billing mailbox; "Rebates & Programs" has a "Program contact:" line with a
 * post-nominal; the contact page's JSON-LD has a ContactPoint and a department's employee; a job
 * posting is listed only in a child of the sitemap index. The board-packet folder (disallowed), a
 * webmaster address left in a template comment, the wholesale supplier's press address and a pinned
 * Font Awesome package are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kettleriverelectric.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, string][] = [
  ['/outage-center', 'Outage Center', 'node/12'],
  ['/member-services', 'Member Services', 'node/7'],
  ['/rebates-programs', 'Rebates & Programs', 'node/31'],
  ['/about-us', 'About Us', 'node/3'],
  ['/contact-us', 'Contact Us', 'node/5'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kettle River Electric Cooperative',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    '<link rel="icon" href="/themes/custom/kre_olivero/favicon.ico" type="image/vnd.microsoft.icon">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_1Zq8fV0yLr2mXc9PpB4kT3uWdN6eHsAaGj7oYiRbKlE.css?delta=0&amp;language=en&amp;theme=kre_olivero&amp;include=eJxdjUEKwzAMBD_koicZOVYbgW0FSyXN79tTaXtd">',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@6.5.1/css/all.min.css" crossorigin="anonymous">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-KRE4M9Q2TX"></script>',
    "<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag('js', new Date());gtag('set', 'developer_id.dMDhkMT', true);gtag('config', 'G-KRE4M9Q2TX', {'groups':'default','page_placeholder':'PLACEHOLDER_page_location'});</script>",
  ],
  header: (p) => {
    const current = p.path;
    return (
      `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>\n` +
      `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">` +
      `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"><span class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div>` +
      `<div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container"><div id="block-kre-olivero-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/kre-logo-touchstone.png" alt="Home" fetchpriority="high" width="220" height="64"></a></div></div>` +
      `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menu</span><span class="mobile-nav-button__icon"></span></button></div>` +
      `<div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-kre-olivero-main-menu-menu" id="block-kre-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-kre-olivero-main-menu-menu">Main navigation</h2>` +
      `<ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">${MENU.map(([h, l, sys]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1${current.startsWith(h) ? ' primary-nav__menu-item--active-trail' : ''}"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-link-system-path="${sys}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
      `<div class="search-block-form block block-search-narrow" data-drupal-selector="search-block-form" id="block-kre-olivero-search-form-narrow" role="search"><form action="/search/node" method="get" id="search-block-form" accept-charset="UTF-8" class="search-form search-block-form"><div class="js-form-item form-item js-form-type-search form-item-keys js-form-item-keys form-no-label"><label for="edit-keys" class="form-item__label visually-hidden">Search</label><input title="Enter the terms you wish to search for." placeholder="Search by keyword or phrase." data-drupal-selector="edit-keys" type="search" id="edit-keys" name="keys" value="" size="15" maxlength="128" class="form-search form-element form-element--type-search form-element--api-search"></div></form></div></div></div></div></div></header>` +
      `<div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a>`
    );
  },
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full"><div class="region--footer_top__inner">` +
    `<div id="block-kre-olivero-footeraddress" class="block block-block-content block-block-content9c4e1a7d-3b2f-4e58-a1d6-0f7c2b9e8d41"><div class="block__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p><strong>Kettle River Electric Cooperative</strong><br>14250 State Hwy 23<br>Mora, MN 55051<br>Office ${tel('320-555-0140')} · Toll-free ${tel('1-800-555-0177')}<br>Outages 24/7: ${tel('320-555-0199')}</p>` +
    `<p>Lobby hours: Monday–Friday, 7:30 a.m. – 4:00 p.m. Closed on holidays. <a href="/about-us/board-of-directors">Annual Meeting &amp; Board Elections</a></p>` +
    `<!-- block content migrated from D7; old webmaster contact: webadmin@${HOST} (Craig says remove after launch) -->` +
    `<p class="fine-print">Kettle River Electric Cooperative is an equal opportunity provider and employer. A Touchstone Energy® Cooperative.</p></div></div></div>` +
    `</div></div></div></footer></div></div>`,
  bodyEnd: [
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"google_analytics":{"account":"G-KRE4M9Q2TX","trackOutbound":true,"trackMailto":true,"trackTel":true,"trackDownload":true,"trackDownloadExtensions":"7z|aac|arc|arj|asf|asx|avi|bin|csv|doc(x|m)?|dot(x|m)?|exe|flv|gif|gz|gzip|hqx|jar|jpe?g|js|mp(2|3|4|e?g)|mov(ie)?|msi|msp|pdf|phps|png|ppt(x|m)?|pot(x|m)?|pps(x|m)?|ppam|sld(x|m)?|thmx|qtm?|ra(m|r)?|sea|sit|tar|tgz|torrent|txt|wav|wma|wmv|wpd|xls(x|m|b)?|xlt(x|m)|xlam|xml|z|zip"},"user":{"uid":0,"permissionsHash":"5e2a1c9b7d3f8e4a6b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a"}}</script>`,
    '<script src="/sites/default/files/js/js_q4XbY7t0vM1nCkR8pWzLd2sJfH9eGa3uTo6iNyVbKcE.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=kre_olivero&amp;include=eJxdjUEKwzAMBD_koicZOVYbgW0FSyXN79tTaXtd"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });

/** A node's full view in Olivero's markup. */
const node = (title: string, body: string, type = 'page', nid = 1): string =>
  `<div class="region region--highlighted grid-full layout--pass--content-medium"><div data-drupal-messages-fallback class="hidden messages-list"></div></div>` +
  `<div class="region region--content-above grid-full layout--pass--content-medium"><div id="block-kre-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div></div>` +
  `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-kre-olivero-content" class="block block-system block-system-main-block"><div class="block__content">` +
  `<article data-history-node-id="${nid}" class="node node--type-${type} node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article>` +
  `</div></div></div>`;

type Row = { name: string | null; title: string; dept: string; phone: string; local: string };
const STAFF: Row[] = [
  { name: 'Dale Halvorson', title: 'General Manager/CEO', dept: 'Administration', phone: '320-555-0141', local: 'dhalvorson' },
  { name: 'Renée Thibodeaux-Lindgren', title: 'Vice President of Finance & Administration/CFO', dept: 'Finance & Accounting', phone: '320-555-0143', local: 'rlindgren' },
  { name: 'Kyle Brandvold', title: 'Line Superintendent', dept: 'Operations', phone: '320-555-0152', local: 'kbrandvold' },
  { name: 'Bethany Kowalczyk', title: 'Staking Engineer – Line Extensions & New Services', dept: 'Engineering', phone: '320-555-0156', local: 'bkowalczyk' },
  { name: 'Tasha Bearheart', title: 'Member Services Representative – Billing & Prepay', dept: 'Member Services', phone: '320-555-0147', local: 'tbearheart' },
  { name: null, title: 'Outage & System Dispatch (24/7)', dept: 'Operations', phone: '320-555-0199', local: 'dispatch' },
];

type BoardMember = { name: string; position: string; district: string; local: string | null; term: string };
const BOARD: BoardMember[] = [
  { name: 'Gary Steinmetz', position: 'Board President', district: 'District 5 – Pine County (Sandstone, Hinckley & Finlayson)', local: 'gsteinmetz', term: '2027' },
  { name: 'Lorraine Paulsen', position: 'Secretary-Treasurer', district: 'District 2 – Kanabec County (Mora & Grasston)', local: 'lpaulsen', term: '2026' },
  { name: 'Wes Oberg', position: 'Director', district: 'District 3 – Isanti & Chisago Counties', local: null, term: '2028' },
];

const boardCard = (b: BoardMember): string =>
  `<article vocab="https://schema.org/" typeof="Person" class="node node--type-board-member node--view-mode-teaser board-card">` +
  `<div class="field field--name-field-photo field--type-image field--label-hidden field__item"><img loading="lazy" src="/sites/default/files/styles/board_square/public/board/${b.name.toLowerCase().replace(/\s+/g, '-')}.jpg" width="240" height="240" alt="${esc(b.name)}" typeof="foaf:Image"></div>` +
  `<h3 class="node__title"><span property="name">${esc(b.name)}</span></h3>` +
  `<div class="field field--name-field-board-position field--type-string field--label-hidden field__item" property="jobTitle">${esc(b.position)}</div>` +
  `<div class="field field--name-field-district field--type-string field--label-hidden field__item">${esc(b.district)}</div>` +
  `<div class="field field--name-field-term-expires field--type-string field--label-inline clearfix"><div class="field__label">Term expires</div><div class="field__item">${b.term}</div></div>` +
  (b.local ? `<div class="field field--name-field-email field--type-email field--label-hidden field__item"><a href="mailto:${b.local}@${HOST}" property="email">${b.local}@${HOST}</a></div>` : `<div class="field field--name-field-contact-note field__item">Contact through the cooperative office.</div>`) +
  `</article>`;

export function kettleRiverElectric(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Your Touchstone Energy® Cooperative',
    description: 'Kettle River Electric Cooperative serves 11,400 member-owners in Kanabec, Pine, Isanti and Chisago counties.',
    main:
      `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div class="views-element-container block block-views block-views-blockfront-page-hero"><div class="hero"><h1>Powering the Kettle River valley since 1936</h1><p>Owned by the 11,400 members we serve in Kanabec, Pine, Isanti and Chisago counties.</p>` +
      `<p><a class="button button--primary" href="/outage-center">Report an outage</a> <a class="button" href="/member-services">Start, stop or move service</a> <a class="button" href="/rebates-programs">Heat pump rebates</a></p></div></div>` +
      `<div class="views-element-container block block-views"><div class="view view-news view-id-news view-display-id-block_1"><div class="view-content"><div class="views-row"><h3><a href="/about-us/board-of-directors">Director candidates announced for the 2025 Annual Meeting</a></h3></div><div class="views-row"><h3><a href="/member-services">Capital credits: $1.2 million retired to members this spring</a></h3></div></div></div></div></div>`,
  });

  pages['/outage-center'] = page({
    path: '/outage-center',
    title: 'Outage Center',
    main: node(
      'Outage Center',
      `<p>To report an outage, call ${tel('320-555-0199')} any time, day or night, or use the SmartHub app. Please do not report outages by e-mail or on Facebook.</p>` +
        `<p>Before you dig, call 811. Power supply questions about transmission outages can go to our wholesale supplier, North Star Generation &amp; Transmission (media@northstar-gt.test).</p>` +
        `<iframe src="https://outagemap.kettleriverelectric-omap.test/" title="Outage map" width="100%" height="520" loading="lazy"></iframe>`,
      'page',
      12,
    ),
  });

  pages['/member-services'] = page({
    path: '/member-services',
    title: 'Member Services',
    main: node(
      'Member Services',
      `<h2>Start, stop or transfer service</h2><p>Moving into our service territory? Fill out the membership application and bring a photo ID to the Mora office. A $5 membership fee and, for some accounts, a deposit apply.</p>` +
        `<h2>Billing &amp; payment options</h2><p>Autopay, prepay, budget billing and paperless statements are all available in SmartHub. Questions about your bill can be sent to ${mailto(`billing@${HOST}`)}.</p>` +
        `<p>Larger farm, commercial and three-phase accounts work directly with Angela Vang, our Manager of Member Services &amp; Key Accounts; you can reach Angela at ${mailto(`avang@${HOST}`)} or ${tel('320-555-0145')}.</p>` +
        `<h2>Capital credits</h2><p>As a not-for-profit cooperative, margins are allocated back to members as capital credits and retired as the board allows.</p>`,
      'page',
      7,
    ),
  });

  pages['/rebates-programs'] = page({
    path: '/rebates-programs',
    title: 'Rebates & Programs',
    main: node(
      'Rebates & Programs',
      `<p>Kettle River Electric offers rebates on air-source and ground-source heat pumps, electric water heaters enrolled in our load-management program, EV chargers and LED lighting for farms and businesses.</p>` +
        `<table class="rebate-table"><thead><tr><th>Equipment</th><th>Rebate</th></tr></thead><tbody><tr><td>Cold-climate air-source heat pump</td><td>$400 per ton</td></tr><tr><td>Ground-source heat pump</td><td>$500 per ton</td></tr><tr><td>Level 2 EV charger (off-peak)</td><td>$500</td></tr><tr><td>Electric water heater (55+ gal, controlled)</td><td>$350</td></tr></tbody></table>` +
        `<p class="program-contact"><strong>Program contact:</strong> Josh Kettunen, CEM, Energy Services Advisor, 14250 State Hwy 23, Mora, MN 55051, ${tel('320-555-0188')}, ${mailto(`jkettunen@${HOST}`)}</p>` +
        `<p>Rebate funds are limited and available on a first-come, first-served basis. Applications must be received within 90 days of installation.</p>`,
      'page',
      31,
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    main: node(
      'About Us',
      `<p>Kettle River Electric Cooperative was organized in 1936 by farmers who could not get service from investor-owned utilities. Today we maintain 3,200 miles of line and serve 11,400 members.</p>` +
        `<ul class="about-links"><li><a href="/about-us/staff-directory">Staff Directory</a></li><li><a href="/about-us/board-of-directors">Board of Directors</a></li><li><a href="/about-us/bylaws">Bylaws &amp; Policies</a></li></ul>`,
      'page',
      3,
    ),
  });

  pages['/about-us/bylaws'] = page({
    path: '/about-us/bylaws',
    title: 'Bylaws & Policies',
    main: node('Bylaws & Policies', `<p>The cooperative’s bylaws were last amended by the membership at the 2023 Annual Meeting. <a href="/sites/default/files/2023-06/KRE-Bylaws-2023.pdf">Download the bylaws (PDF, 412 KB)</a>.</p>`, 'page', 44),
  });

  pages['/about-us/staff-directory'] = page({
    path: '/about-us/staff-directory',
    title: 'Staff Directory',
    main:
      `<div id="block-kre-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title">Staff Directory</h1></div>` +
      `<div class="views-element-container"><div class="view view-staff-directory view-id-staff_directory view-display-id-page_1 js-view-dom-id-5f3c9a21e7b84d06c1a2b3c4d5e6f708"><div class="view-header"><p>Department heads and key contacts. For general questions please call the office.</p></div><div class="view-content">` +
      `<table class="views-table views-view-table cols-5"><thead><tr><th id="view-title-table-column" class="views-field views-field-title" scope="col">Name</th><th id="view-field-job-title-table-column" class="views-field views-field-field-job-title" scope="col">Title</th><th class="views-field views-field-field-department" scope="col">Department</th><th class="views-field views-field-field-phone" scope="col">Phone</th><th class="views-field views-field-field-email" scope="col">Email</th></tr></thead><tbody>` +
      STAFF.map(
        (r, i) =>
          `<tr class="${i % 2 ? 'even' : 'odd'}"><td headers="view-title-table-column" class="views-field views-field-title">${r.name ? esc(r.name) : '<em>Dispatch desk</em>'}</td><td headers="view-field-job-title-table-column" class="views-field views-field-field-job-title">${esc(r.title)}</td><td class="views-field views-field-field-department">${esc(r.dept)}</td><td class="views-field views-field-field-phone">${tel(r.phone)}</td><td class="views-field views-field-field-email">${mailto(`${r.local}@${HOST}`)}</td></tr>`,
      ).join('') +
      `</tbody></table></div></div></div>`,
  });

  pages['/about-us/board-of-directors'] = page({
    path: '/about-us/board-of-directors',
    title: 'Board of Directors',
    main: node(
      'Board of Directors',
      `<p>Kettle River Electric is governed by a seven-member board elected by the membership, one director from each district. Directors serve staggered three-year terms.</p><div class="board-grid">${BOARD.map(boardCard).join('')}</div>` +
        `<p>The board meets the fourth Tuesday of each month at 9:00 a.m. Members may view <a href="/board-packets/2025-04-22">board meeting packets</a> after each meeting.</p>`,
      'page',
      9,
    ),
  });

  pages['/board-packets/2025-04-22'] = page({
    path: '/board-packets/2025-04-22',
    title: 'Board Packet – April 22, 2025',
    main: node('Board Packet – April 22, 2025', `<p>Draft minutes, financial and operating report (Form 7), safety report. Questions about packets: ${mailto(`boardsecretary@${HOST}`)}.</p>`, 'board_packet', 212),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Kettle River Electric Cooperative',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/sites/default/files/kre-logo-touchstone.png`,
        address: { '@type': 'PostalAddress', streetAddress: '14250 State Hwy 23', addressLocality: 'Mora', addressRegion: 'MN', postalCode: '55051', addressCountry: 'US' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+1-320-555-0140', email: `info@${HOST}`, areaServed: 'US-MN', availableLanguage: 'English' },
          { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+1-320-555-0199' },
        ],
        department: [
          {
            '@type': 'Organization',
            name: 'Engineering',
            employee: { '@type': 'Person', name: 'Bethany Kowalczyk', jobTitle: 'Staking Engineer – Line Extensions & New Services', email: `bkowalczyk@${HOST}` },
          },
        ],
      },
    ],
    main: node(
      'Contact Us',
      `<p>Kettle River Electric Cooperative<br>14250 State Hwy 23, Mora, MN 55051</p><p>Office: ${tel('320-555-0140')}<br>General questions: ${mailto(`info@${HOST}`)}</p><p>New service, line extensions and pole relocations: see the <a href="/about-us/staff-directory">staff directory</a>.</p>` +
        `<form class="webform-submission-form webform-submission-contact-form" action="/contact-us" method="post" id="webform-submission-contact-node-5-add-form"><div class="js-form-item form-item js-form-type-email form-item-email"><label for="edit-email" class="form-item__label js-form-required form-required">Your email</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" value="" size="60" maxlength="254" class="form-email required form-element form-element--type-email form-element--api-email" required="required"></div><div class="form-actions"><input class="webform-button--submit button button--primary js-form-submit form-submit" type="submit" value="Send message"></div></form>`,
      'page',
      5,
    ),
  });

  pages['/careers/journeyman-lineworker'] = page({
    path: '/careers/journeyman-lineworker',
    title: 'Now Hiring: Journeyman Lineworker (Hinckley Outpost)',
    main: node(
      'Now Hiring: Journeyman Lineworker (Hinckley Outpost)',
      `<p>Kettle River Electric is accepting applications for a Journeyman Lineworker based at our Hinckley outpost. Applicants must hold a Minnesota Class A CDL or obtain one within 6 months, and take part in the on-call rotation.</p><p>Wage $47.85/hour per the IBEW Local 160 agreement, plus full benefits and NRECA pension.</p>` +
        `<p>Send a resume and cover letter by June 13 to Heidi Rasmussen, HR &amp; Safety Coordinator, ${mailto(`hrasmussen@${HOST}`)}</p>`,
      'job_posting',
      228,
    ),
  });

  const ul: CaseKind = 'link-english-unlisted';
  const staffCases = (r: Row): CaseKind[] => (r.name === null ? ['table', 'role', 'plain'] : r.local === 'bkowalczyk' ? ['table', 'plain', 'json-ld-nested'] : ['table', 'plain']);

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n#\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.css?\nAllow: /core/*.js$\nAllow: /core/*.js?\nAllow: /profiles/*.png\n# Directories\nDisallow: /core/\nDisallow: /profiles/\nDisallow: /board-packets/\n# Files\nDisallow: /README.md\nDisallow: /composer/Metapackage/README.txt\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/search/\nDisallow: /index.php/user/login\n`,
      sitemapXml: sitemapIndex(HOST, ['/default/sitemap.xml', '/jobs/sitemap.xml'], '2025-05-27'),
      pages: {
        ...pages,
        '/default/sitemap.xml': xmlPage(urlset(HOST, ['/', '/outage-center', '/member-services', '/rebates-programs', '/about-us', '/about-us/staff-directory', '/about-us/board-of-directors', '/about-us/bylaws', '/contact-us'], '2025-05-27')),
        '/jobs/sitemap.xml': xmlPage(urlset(HOST, ['/careers/journeyman-lineworker'], '2025-05-27')),
      },
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'MISS', Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-108',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contact-us'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `billing@${HOST}`, name: null, title: null, pages: ['/member-services'], cases: ['role', 'plain'] },
        ...STAFF.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.name === null ? null : r.title,
          pages: r.local === 'bkowalczyk' ? ['/about-us/staff-directory', '/contact-us'] : ['/about-us/staff-directory'],
          cases: staffCases(r),
        })),
        ...BOARD.filter((b) => b.local !== null).map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.position,
          pages: ['/about-us/board-of-directors'],
          cases: ['rdfa', 'card', 'plain', ul] as CaseKind[],
        })),
        { address: `avang@${HOST}`, name: 'Angela Vang', title: 'Manager of Member Services & Key Accounts', pages: ['/member-services'], cases: ['prose', 'plain', ul] },
        { address: `jkettunen@${HOST}`, name: 'Josh Kettunen', title: 'Energy Services Advisor', pages: ['/rebates-programs'], cases: ['label-line', 'post-nominal', 'plain', ul] },
        { address: `hrasmussen@${HOST}`, name: 'Heidi Rasmussen', title: 'HR & Safety Coordinator', pages: ['/careers/journeyman-lineworker'], cases: ['name-title-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/board-packets/2025-04-22'],
      nonAddresses: [
        { text: `boardsecretary@${HOST}`, kind: 'disallowed' },
        { text: `webadmin@${HOST}`, kind: 'comment' },
        { text: 'media@northstar-gt.test', kind: 'other-company' },
        { text: 'fontawesome-free@6.5.1', kind: 'package' },
      ],
    },
  };
}
