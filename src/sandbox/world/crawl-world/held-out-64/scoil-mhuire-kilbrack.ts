/**
 * Scoil Mhuire, Kilbrack: a co-educational Catholic primary (national) school in Co. Cork, on
 * Drupal 10 with the Olivero theme. "Our Staff" is a view of staff cards whose template marks
 * each person up in schema.org RDFa; the principal and deputy principal carry their Irish titles
 * (Príomhoide, Leas-Phríomhoide) beside the English ones, and staff are written with Ms, Mrs and
 * Mr as Irish schools do. "Board of Management" lists members as "Name, Role, address" lines;
 * the enrolment page names the school secretary in a sentence; a sports day news item puts the
 * parents' association mailbox next to a teacher's name. The staff room page (disallowed) is the
 * trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'scoilmhuirekilbrack.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about-us', 'About Us'],
  ['/our-staff', 'Our Staff'],
  ['/board-of-management', 'Board of Management'],
  ['/enrolment', 'Enrolment'],
  ['/news', 'News'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Scoil Mhuire, Kilbrack',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    '<link rel="icon" href="/themes/custom/scoil/favicon.ico" type="image/vnd.microsoft.icon">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Q3m2u1Yl8bX0eP5KxY4m7rT6nZcVfAqL1w9HjDsUo2E.css?delta=0&amp;language=en&amp;theme=scoil&amp;include=eJxdi0EKgDAMBL9Tmp_lF5JoE2I1UEroX5-LTUjT7OMZHsL2LVzBy7jQ4">',
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"5d0a1f7e3c2b9a8d6e4f1c0b7a5d3e2f9c8b6a4d2e0f1c3b5a7d9e8f6c4b2a0e"}}</script>',
  ],
  header: (p) =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"></div><div class="site-header__inner"><div class="container"><div class="site-header__inner__container">` +
    `<div id="block-scoil-site-branding" class="site-branding"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/crest_0.png" alt="Home" fetchpriority="high" width="96" height="110"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" rel="home" title="Home">Scoil Mhuire, Kilbrack</a></div><div class="site-branding__slogan">Mol an óige agus tiocfaidh sí</div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"></div><div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-scoil-main-menu-menu" id="block-scoil-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-scoil-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">` +
    MENU.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${h === p.path ? ' is-active' : ''}" data-drupal-selector="primary-nav-menu-link-has-children"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a><div class="main-content__container container"><div class="region region--content grid-full layout--pass--content-medium" id="content">`,
  footer: () =>
    `</div></div></div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div class="region--footer_top__inner"><div id="block-scoil-footercontact" class="block block-block-content"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p><strong>Scoil Mhuire, Kilbrack</strong>, Kilbrack, Co. Cork P72 XK30 · Roll No. 17403V · ${tel('023 884 1926')} · ${mailto(`office@${HOST}`)}</p><p>Under the patronage of the Bishop of Cloyne. <a href="/privacy">Data Protection &amp; Privacy</a> · <a href="/staff-room">Staff Room</a></p>` +
    `</div></div></div></div></div></div></footer></div></div></div>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: ['<script src="/sites/default/files/js/js_f3kLm9Qz0vR2bTc8XyW1nHu5pE7aGdSj4Ko6iVw3NeA.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=scoil&amp;include=eJxdyEEKwCAMRNELSXKkEquQNhGi"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const node = (title: string, body: string, type = 'page'): string =>
  `<div data-drupal-messages-fallback class="hidden messages-list"></div><div id="block-scoil-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div>` +
  `<div id="block-scoil-content" class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="${title.length * 7}" class="node node--type-${type} node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div></div>`;

type Staff = { honorific: string; name: string; title: string; irish?: string; local: string; classes?: string };
const STAFF: Staff[] = [
  { honorific: 'Mrs', name: 'Gráinne Walsh', title: 'Principal', irish: 'Príomhoide', local: 'gwalsh' },
  { honorific: 'Mr', name: 'Cathal Murphy', title: 'Deputy Principal', irish: 'Leas-Phríomhoide', local: 'cmurphy', classes: '5th & 6th Class' },
  { honorific: 'Ms', name: 'Niamh Brennan', title: 'Class Teacher', local: 'nbrennan', classes: 'Junior & Senior Infants' },
  { honorific: 'Mr', name: 'Eoin Fitzgerald', title: 'Class Teacher', local: 'efitzgerald', classes: '3rd & 4th Class' },
  { honorific: 'Ms', name: 'Róisín Daly', title: 'Special Education Teacher', local: 'rdaly' },
  { honorific: 'Ms', name: 'Orla Keane', title: 'School Secretary', local: 'okeane' },
];

const staffCard = (s: Staff): string =>
  `<div class="views-row"><div class="staff-card" vocab="https://schema.org/" typeof="Person"><img src="/sites/default/files/styles/staff_portrait/public/staff/${s.local}.jpg" alt="${esc(`${s.honorific} ${s.name}`)}" width="220" height="260" loading="lazy">` +
  `<h3 class="staff-card__name"><span property="honorificPrefix">${s.honorific}</span> <span property="name">${esc(s.name)}</span></h3>` +
  `<p class="staff-card__role"><span property="jobTitle">${esc(s.title)}</span>${s.irish ? ` <span class="staff-card__role-ga" lang="ga">(${esc(s.irish)})</span>` : ''}</p>` +
  (s.classes ? `<p class="staff-card__class">${esc(s.classes)}</p>` : '') +
  `<p class="staff-card__email"><a property="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></p></div></div>`;

export function scoilMhuireKilbrack(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Fáilte',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ElementarySchool',
        name: 'Scoil Mhuire, Kilbrack',
        url: `${ORIGIN}/`,
        telephone: '+353 23 884 1926',
        address: { '@type': 'PostalAddress', addressLocality: 'Kilbrack', addressRegion: 'Co. Cork', postalCode: 'P72 XK30', addressCountry: 'IE' },
      },
    ],
    main: node(
      'Fáilte go Scoil Mhuire',
      `<p>Scoil Mhuire is a co-educational Catholic primary school serving Kilbrack and the surrounding townlands, with 7 class teachers, 3 special education teachers and 162 pupils.</p><p>Enrolment for September 2026 is now open – see <a href="/enrolment">Enrolment</a>. Read the latest from the school in our <a href="/news">News</a> section.</p>`,
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    main: node('About Us', `<p>Our school was built in 1958 and extended in 2019 with two new classrooms, a sensory room and a GP hall. We are a Green School (six flags), an Active School and a Digital School of Distinction.</p>`),
  });

  pages['/our-staff'] = page({
    path: '/our-staff',
    title: 'Our Staff',
    main: node('Our Staff', `<p>Our staff can be contacted by email during school hours; we aim to reply within two school days.</p><div class="view view-staff view-id-staff view-display-id-page_1"><div class="view-content">${STAFF.map(staffCard).join('')}</div></div>`),
  });

  pages['/board-of-management'] = page({
    path: '/board-of-management',
    title: 'Board of Management',
    main: node(
      'Board of Management',
      `<p>The Board of Management for the 2023–2027 term:</p><ul>` +
        `<li>Mr Donal Hegarty, Chairperson (Patron’s nominee), ${mailto(`dhegarty@${HOST}`)}</li>` +
        `<li>Mrs Gráinne Walsh, Principal and Secretary to the Board</li>` +
        `<li>Fr. Michael Twomey, Patron’s nominee</li>` +
        `<li>Ms Sinéad Lynch, Treasurer (Parents’ nominee), ${mailto(`slynch@${HOST}`)}</li>` +
        `<li>Mr Eoin Fitzgerald, Teachers’ nominee</li><li>Ms Claire Buckley and Mr Tadhg Cronin, community representatives</li></ul>` +
        `<p>Minutes of Board meetings are not published, but an agreed report is shared with parents after each meeting.</p>`,
    ),
  });

  pages['/enrolment'] = page({
    path: '/enrolment',
    title: 'Enrolment',
    main: node(
      'Enrolment',
      `<p>Our Admissions Policy and the Annual Admission Notice for 2026/27 are available below. Applications for Junior Infants open on 1 October and close on 31 October.</p>` +
        `<p>Completed application forms should be returned to our School Secretary, Ms Orla Keane, at ${mailto(`okeane@${HOST}`)} or handed in to the school office.</p>` +
        `<p><a href="/sites/default/files/2025-09/admissions-policy-2026-27.pdf">Admissions Policy 2026/27 (PDF)</a></p>`,
    ),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: node('News', `<div class="view view-news"><div class="views-row"><h2><a href="/news/sports-day-2025">Sports Day 2025</a></h2><p>Sunshine, sack races and a very competitive parents’ race…</p></div></div>`),
  });

  pages['/news/sports-day-2025'] = page({
    path: '/news/sports-day-2025',
    title: 'Sports Day 2025',
    main: node(
      'Sports Day 2025',
      `<p>What a day! Every class from Junior Infants to 6th took part in races, relays and the famous egg-and-spoon. Well done to everyone, and a special thank you to Mr Eoin Fitzgerald for organising the whole event. Parents who took photos on the day can share them with the Parents’ Association at ${mailto(`pa@${HOST}`)}.</p>`,
      'article',
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: node('Contact Us', `<p>Scoil Mhuire, Kilbrack, Co. Cork P72 XK30</p><p>Phone: ${tel('023 884 1926')}<br>Email: ${mailto(`office@${HOST}`)}</p><p>The school office is open from 8.50am to 2.30pm, Monday to Friday.</p>`),
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Data Protection & Privacy',
    main: node('Data Protection & Privacy', `<p>The Board of Management is the data controller for pupil records. Requests under GDPR should be made in writing to the Chairperson of the Board, care of the school office.</p>`),
  });

  pages['/staff-room'] = page({
    path: '/staff-room',
    title: 'Staff Room',
    main: node('Staff Room', `<p>Substitution cover and Croke Park hours. Notify absences to ${mailto(`subs@${HOST}`)} before 8am.</p>`),
  });

  const staffAddress = (s: Staff) => ({
    address: `${s.local}@${HOST}`,
    name: s.name,
    title: s.title,
    ...(s.irish ? { titleAlternatives: [s.irish] } : {}),
    pages: s.local === 'okeane' ? ['/our-staff', '/enrolment'] : ['/our-staff'],
    cases: ['card', 'rdfa', 'honorific', 'plain', ...(s.local === 'okeane' ? ['prose'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /profiles/*.png\nAllow: /themes/*.css\nAllow: /themes/*.js\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /staff-room\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/user/login\n`,
      sitemapXml: urlset(HOST, ['/', '/about-us', '/our-staff', '/board-of-management', '/enrolment', '/news', '/news/sports-day-2025', '/contact-us', '/privacy'], '2025-06-20'),
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-64',
      languages: ['en', 'ga'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain'] },
        { address: `pa@${HOST}`, name: null, title: null, pages: ['/news/sports-day-2025'], cases: ['neighbour', 'role', 'plain', 'deep-page'] },
        ...STAFF.map(staffAddress),
        { address: `dhegarty@${HOST}`, name: 'Donal Hegarty', title: 'Chairperson', pages: ['/board-of-management'], cases: ['name-title-line', 'honorific', 'plain'] },
        { address: `slynch@${HOST}`, name: 'Sinéad Lynch', title: 'Treasurer', pages: ['/board-of-management'], cases: ['name-title-line', 'honorific', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/staff-room'],
      nonAddresses: [{ text: `subs@${HOST}`, kind: 'disallowed' }],
    },
  };
}
