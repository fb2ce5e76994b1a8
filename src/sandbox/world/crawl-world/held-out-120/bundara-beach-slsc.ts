/**
 * Bundara Beach Surf Life Saving Club: a volunteer surf club on the NSW Mid North Coast, on
 * Drupal 10 with the Olivero theme, in Australian English. The committee page is a table whose
 * rows are schema.org Persons in RDFa (the treasurer a CPA), the office-bearers also members of
 * OrganizationRoles in the page's JSON-LD; "Nippers" (a menu label outside the usual contact
 * words) names the age manager coordinator in a sentence; the functions page gives a
 * "Name, Title, address" line. An old roster address in an HTML comment, the membership form's
 * placeholder, the branch's education address and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bundarabeachslsc.test';
const ORIGIN = `http://${HOST}`;
const CLUB = 'Bundara Beach Surf Life Saving Club';

const MENU: [string, string][] = [
  ['/about', 'About'],
  ['/nippers', 'Nippers'],
  ['/join', 'Join the Club'],
  ['/committee', 'Committee'],
  ['/functions', 'Functions & Venue Hire'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: CLUB,
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="icon" href="/core/themes/olivero/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xr4q1vVq3TnQmV0kM5m2o9aY7bHcD8eF1gJ2kL3mN4o.css?delta=0&amp;language=en&amp;theme=olivero&amp;include=eJxdj0sOwyAMRC9EwpEQBoeiGoxsk5Tbt4uuI_WlWbzRGMEMRn3gCyN4fIz5eqJ0IJ6M1LeNdZ6YeggKc">`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-BBSLSC24Q9"></script>',
  ],
  header: () =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">` +
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"><span class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div><div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container">` +
    `<div id="block-olivero-site-branding" class="site-branding--bg-white site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/bbslsc-logo.svg" alt="Home" fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" title="Home" rel="home">Bundara Beach SLSC</a></div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menu</span><span class="mobile-nav-button__icon"></span></button></div>` +
    `<div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main" aria-labelledby="block-olivero-main-menu-menu" role="navigation"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Main navigation</h2><ul data-region="primary_menu" class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">` +
    MENU.map(
      ([href, label]) =>
        `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${href}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-link-system-path="node/${(href.length * 3).toString()}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(label)}</span></a></li>`,
    ).join('') +
    `</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a><div class="main-content__container container">`,
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div class="region--footer_top__inner"><div id="block-olivero-footerinfo" class="block block-block-content block-block-content8c1d"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>${CLUB} Inc.<br>1 Marine Parade, Bundara Beach NSW 2456<br>ABN 47 283 910 552 · Affiliated with Surf Life Saving NSW</p><p>${tel('(02) 6651 4720')} · ${mailto(`office@${HOST}`)}</p><p><a href="/members-area">Members Area</a> · <a href="/privacy">Privacy</a></p><p>We acknowledge the Gumbaynggirr people, the Traditional Custodians of the land and sea country on which we patrol, and pay our respects to Elders past and present.</p></div></div></div></div></div><div class="region region--footer-bottom grid-full layout--pass--content-medium"><div id="block-olivero-powered" class="block block-system block-system-powered-by-block"><span>Powered by <a href="https://www.drupal.org">Drupal</a></span></div></div></div></footer>` +
    `</div></div></div>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"8c0a1b6d2f3e4a5b9c7d8e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b"}}</script>`,
    `<script src="/sites/default/files/js/js_n3JwNq1HLtDP8yQwd_2bGk7L9o5RmT1u4vX0cZ6aE8s.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=olivero&amp;include=eJxdjEEOgCAMBD8E4UmkRFIJtBCqRH4vBy-ahkQ"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });

/** Olivero's page title block and a node's body field. */
const node = (nid: number, title: string, body: string): string =>
  `<div class="region region--content grid-full layout--pass--content-medium"><div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div>` +
  `<div id="block-olivero-content" class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="${nid.toString()}" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div></div></div>`;

type Officer = { office: string; shown: string; name: string; local: string; postNominal?: boolean; inJsonLd?: boolean };
const COMMITTEE: Officer[] = [
  { office: 'President', shown: 'Greg Tolhurst', name: 'Greg Tolhurst', local: 'greg.tolhurst', inJsonLd: true },
  { office: 'Club Captain', shown: 'Bec Sorensen', name: 'Bec Sorensen', local: 'bec.sorensen', inJsonLd: true },
  { office: 'Director of Lifesaving', shown: 'Mick Farrugia', name: 'Mick Farrugia', local: 'mick.farrugia', inJsonLd: true },
  { office: 'Junior Activities Chair', shown: 'Jodie Pham', name: 'Jodie Pham', local: 'jodie.pham' },
  { office: 'Treasurer', shown: 'Andrew Kovacs CPA', name: 'Andrew Kovacs', local: 'andrew.kovacs', postNominal: true },
  { office: 'Registrar', shown: 'Leanne Whitby', name: 'Leanne Whitby', local: 'leanne.whitby' },
];

export function bundaraBeachSlsc(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: node(
      1,
      'Welcome to Bundara Beach SLSC',
      `<p>Since 1961 our volunteer lifesavers have patrolled Bundara Beach every weekend and public holiday from late September to Easter – more than 180 patrolling members, 240 Nippers and a clubhouse that’s the heart of the village.</p>` +
        `<p><strong>Patrol hours:</strong> 8am – 5pm weekends and public holidays. Always swim between the red and yellow flags.</p>` +
        `<p>Want to get involved? Find out about <a href="/nippers">Nippers</a>, or <a href="/join">join the club</a> as a patrolling, associate or supporter member.</p>`,
    ),
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About',
    main: node(
      2,
      'About the club',
      `<p>The club was formed in 1961 after two holidaymakers drowned in a rip off the northern headland. Today we run four patrol teams, a surf sports program, a masters group and one of the biggest Nippers programs on the Mid North Coast.</p><p>We’re a not-for-profit incorporated association and a registered charity. Every dollar raised at the Sunday BBQ goes back into rescue equipment.</p>`,
    ),
  });

  pages['/nippers'] = page({
    path: '/nippers',
    title: 'Nippers',
    main: node(
      3,
      'Nippers',
      `<p>Nippers is Surf Life Saving’s junior program for kids aged 5 to 13 (Under 6s to Under 14s). Sessions run on Sunday mornings from 8.30 to 11am, October to March, and cover surf awareness, board paddling, swimming, beach sprints and flags.</p>` +
        `<p>Every age group has a team of volunteer age managers – mums, dads and older members with a current Working With Children Check. If you’d like to help out, our Age Manager Coordinator, Tamsin Wright, would love to hear from you at ${mailto(`tamsin.wright@${HOST}`)}.</p>` +
        `<p>Under 8s and up must complete a pool swim assessment before their first session. Assessment dates are posted on our Facebook page.</p>`,
    ),
  });

  pages['/join'] = page({
    path: '/join',
    title: 'Join the Club',
    main: node(
      4,
      'Join the Club',
      `<p>New members can join online through the SLS Members Area or fill in the form below and we’ll be in touch. To become a patrolling member you’ll need to complete your Surf Rescue Certificate (13+) or Bronze Medallion (15+). Bronze Medallion courses are run with the Far North Coast branch – course enquiries for the branch go to education@farnorthcoastlifesaving.com.au.</p>` +
        `<form class="webform-submission-form webform-submission-add-form webform-submission-membership-enquiry-form" data-drupal-selector="webform-submission-membership-enquiry-add-form" action="/join" method="post" id="webform-submission-membership-enquiry-add-form" accept-charset="UTF-8"><div class="js-form-item form-item js-form-type-textfield form-type--textfield js-form-item-full-name form-item--full-name"><label for="edit-full-name" class="form-item__label js-form-required form-required">Full name</label><input data-drupal-selector="edit-full-name" type="text" id="edit-full-name" name="full_name" value="" size="60" maxlength="255" class="form-text required form-element form-element--type-text form-element--api-textfield" required="required" aria-required="true"></div><div class="js-form-item form-item js-form-type-email form-type--email js-form-item-email form-item--email"><label for="edit-email" class="form-item__label js-form-required form-required">Email</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" value="" size="60" maxlength="254" placeholder="e.g. jane.citizen@example.com" class="form-email required form-element form-element--type-email form-element--api-email" required="required" aria-required="true"></div><div data-drupal-selector="edit-actions" class="form-actions webform-actions js-form-wrapper form-wrapper" id="edit-actions"><input class="webform-button--submit button button--primary js-form-submit form-submit" data-drupal-selector="edit-actions-submit" type="submit" id="edit-actions-submit" name="op" value="Submit"></div></form>`,
    ),
  });

  pages['/committee'] = page({
    path: '/committee',
    title: 'Committee',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'SportsOrganization',
            '@id': `${ORIGIN}/#organization`,
            name: CLUB,
            url: `${ORIGIN}/`,
            sport: 'Surf lifesaving',
            address: { '@type': 'PostalAddress', streetAddress: '1 Marine Parade', addressLocality: 'Bundara Beach', addressRegion: 'NSW', postalCode: '2456', addressCountry: 'AU' },
            member: COMMITTEE.filter((o) => o.inJsonLd).map((o) => ({
              '@type': 'OrganizationRole',
              roleName: o.office,
              startDate: '2024-07',
              member: { '@type': 'Person', name: o.name, email: `${o.local}@${HOST}` },
            })),
          },
        ],
      },
    ],
    main: node(
      5,
      'Committee',
      `<p>The committee for the 2024/25 season was elected at the AGM on 21 July 2024. Committee members can be contacted directly by email.</p>` +
        `<table class="views-table views-view-table cols-3"><thead><tr><th id="view-field-position-table-column" class="views-field views-field-field-position" scope="col">Position</th><th id="view-title-table-column" class="views-field views-field-title" scope="col">Name</th><th id="view-field-email-table-column" class="views-field views-field-field-email" scope="col">Email</th></tr></thead><tbody>` +
        COMMITTEE.map(
          (o) =>
            `<tr vocab="https://schema.org/" typeof="Person"><td headers="view-field-position-table-column" class="views-field views-field-field-position" property="jobTitle">${esc(o.office)}</td><td headers="view-title-table-column" class="views-field views-field-title" property="name">${esc(o.shown)}</td><td headers="view-field-email-table-column" class="views-field views-field-field-email"><a href="mailto:${o.local}@${HOST}" property="email">${o.local}@${HOST}</a></td></tr>`,
        ).join('') +
        `</tbody></table><p>General correspondence should go to the club office.</p>`,
    ),
  });

  pages['/functions'] = page({
    path: '/functions',
    title: 'Functions & Venue Hire',
    main: node(
      6,
      'Functions & Venue Hire',
      `<p>Our upstairs function room seats 120 (or 180 cocktail style) with floor-to-ceiling views over the beach, a full bar and a commercial kitchen. Weddings, birthdays, wakes and corporate days – members receive a 15% discount.</p>` +
        `<p>Danielle Rossi, Functions Manager, ${mailto(`danielle.rossi@${HOST}`)}, ${tel('0412 883 507')}</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node(
      7,
      'Contact us',
      `<p>${CLUB}<br>1 Marine Parade, Bundara Beach NSW 2456<br>PO Box 88, Bundara Beach NSW 2456</p><p>Club office (Tue &amp; Thu 9am–1pm): ${tel('(02) 6651 4720')}<br>Email: ${mailto(`office@${HOST}`)}</p>` +
        `<!-- patrol roster swaps: rosters@${HOST} (retired Sept 2023, use SurfGuard) -->` +
        `<p>For emergencies on the beach outside patrol hours call Triple Zero (000).</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: node(8, 'Privacy', '<p>We collect personal information to manage memberships and patrols, in line with the Australian Privacy Principles and Surf Life Saving NSW’s privacy policy.</p>') });

  pages['/members-area'] = page({
    path: '/members-area',
    title: 'Members Area',
    main: node(9, 'Members Area', `<p>Patrol rosters, training calendar and the members’ handbook. Need access? Email ${mailto(`members@${HOST}`)} with your SurfGuard member ID.</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google. By telling these "robots" where not to go on your site,\n# you save bandwidth and server resources.\n#\n# For more information about the robots.txt standard, see:\n# http://www.robotstxt.org/robotstxt.html\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.css?\nAllow: /core/*.js$\nAllow: /core/*.js?\nAllow: /core/*.gif\nAllow: /core/*.jpg\nAllow: /core/*.jpeg\nAllow: /core/*.png\nAllow: /core/*.svg\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /composer/Metapackage/README.txt\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /members-area\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/search/\nDisallow: /index.php/user/login\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about', '/nippers', '/join', '/committee', '/functions', '/contact', '/privacy'], '2025-02-11'),
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-120',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...COMMITTEE.map((o) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.office,
          pages: ['/committee'],
          cases: ['table', 'rdfa', 'plain', ...(o.inJsonLd ? ['json-ld-nested'] : []), ...(o.postNominal ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `tamsin.wright@${HOST}`, name: 'Tamsin Wright', title: 'Age Manager Coordinator', pages: ['/nippers'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: `danielle.rossi@${HOST}`, name: 'Danielle Rossi', title: 'Functions Manager', pages: ['/functions'], cases: ['name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members-area'],
      nonAddresses: [
        { text: `members@${HOST}`, kind: 'disallowed' },
        { text: `rosters@${HOST}`, kind: 'comment' },
        { text: 'jane.citizen@example.com', kind: 'placeholder' },
        { text: 'education@farnorthcoastlifesaving.com.au', kind: 'other-company' },
      ],
    },
  };
}
