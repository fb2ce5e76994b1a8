/**
 * St Michael & All Angels, Ashbury: a Church of England parish on Drupal 10 with the Olivero
 * theme, built by a volunteer. The clergy and staff as a view with schema.org RDFa ("The Revd
 * Canon", "Mrs", MA, BSc), the churchwardens as "Churchwarden: name" lines on the "Who's Who"
 * page, the safeguarding officer written "[at]"/"[dot]", the director of music (FRCO) behind a
 * reversed string a script turns round, the children and families worker in a news item, and
 * the office and hall-booking mailboxes. The rota pages for members are disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'stmichaels-ashbury.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Sunday & weekday services'],
  ['/whos-who', "Who's Who"],
  ['/music', 'Music'],
  ['/baptisms-weddings-funerals', 'Baptisms, Weddings & Funerals'],
  ['/hall-hire', 'Church Hall'],
  ['/safeguarding', 'Safeguarding'],
  ['/news', 'News'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'St Michael & All Angels, Ashbury',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="icon" href="/themes/custom/stmichael/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3b8Jv0a1nR2sD7Kc0yP4mT6eW9hL5uF1gZ3iB8oNw.css?delta=0&amp;language=en&amp;theme=stmichael&amp;include=eJxdj0EOwjAMBD8U8qTKTbYJxrEjOwH6e8QBSrzMaHa1W5cOlK9">`,
  ],
  header: (p) =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">` +
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"></div><div class="site-header__inner"><div class="container site-header__inner__container">` +
    `<div id="block-stmichael-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/stmichael-logo.png" alt="Home" width="80" height="80"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" title="Home" rel="home">St Michael &amp; All Angels, Ashbury</a></div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons"><button class="button-nav mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menu</span></button></div>` +
    `<div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-stmichael-main-menu-menu" id="block-stmichael-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-stmichael-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">` +
    MENU.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1${h === p.path ? ' is-active' : ''}" data-drupal-link-system-path="${h === '/' ? '&lt;front&gt;' : `node/${h.length + 3}`}"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a><div class="main-content__container container">`,
  footer: () =>
    `</div></div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div class="region--footer_top__inner">` +
    `<div id="block-stmichael-footer-contact" class="block block-block-content"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>The Parish Office, St Michael's Church Hall, Church Lane, Ashbury, Oxfordshire SN6 8LW<br>${tel('01793 710 482')} · ${mailto(`office@${HOST}`)}<br>Office open Tuesday–Thursday, 9.30am–12.30pm</p><p>Registered charity no. 1132947</p></div></div></div>` +
    `<nav role="navigation" id="block-stmichael-footer" class="block block-menu navigation menu--footer"><ul class="menu"><li class="menu-item"><a href="/privacy-notice">Privacy notice</a></li><li class="menu-item"><a href="/rotas">Rotas (members)</a></li><li class="menu-item"><a href="/user/login">Log in</a></li></ul></nav>` +
    `</div></div></div></footer></div></div>`,
  privacyPath: { en: '/privacy-notice' },
  bodyEnd: [
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"4c1d9e0b7a53f2e8c6d1b0a9f7e3c5d2b8a6f4e1c3d7b9a0e2f5c8d1a4b7e0c3"}}</script>`,
    `<script src="/sites/default/files/js/js_7Fq2Lm9Xc0vB4nR6sT1yW3eK8hJ5uG0dA2iO7pZ9wQs.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=stmichael&amp;include=eJxdjUEKwzAMBD9U8qTKTbYJxrEjOwH6e8QBSrzMaHa1W5cOlK9"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

let nid = 0;
const node = (title: string, html: string, type = 'page'): string =>
  `<div class="region region--content-above grid-full layout--pass--content-medium"><div id="block-stmichael-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div></div>` +
  `<div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-stmichael-content" class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="${++nid}" class="node node--type-${type} node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div></div></div>`;

type Staff = { shown: string; name: string; title: string; local: string };
const STAFF: Staff[] = [
  { shown: 'The Revd Canon Helen Ashworth MA', name: 'Helen Ashworth', title: 'Rector', local: 'helen.ashworth' },
  { shown: 'The Revd David Okoye BSc', name: 'David Okoye', title: 'Assistant Curate', local: 'david.okoye' },
  { shown: 'Mrs Pauline Greaves', name: 'Pauline Greaves', title: 'Parish Administrator', local: 'pauline.greaves' },
];
const WARDENS = [
  { name: 'Robert Tindall', local: 'robert.tindall' },
  { name: 'Ann Lowther', local: 'ann.lowther' },
];

export function stMichaelsAshbury(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  nid = 0;
  const simon = `simon.pryce@${HOST}`;
  const news = '/news/messy-church-returns-in-march';

  pages['/'] = page({
    path: '/',
    title: 'Welcome',
    description: 'The parish church of St Michael & All Angels, Ashbury, in the Vale of the White Horse. Services, weddings, baptisms, hall hire.',
    main: node(
      'Welcome to St Michael & All Angels',
      `<p>A Church of England parish church in the Vale of the White Horse, part of the Benefice of Ashbury with Compton Beauchamp and Longcot. Everyone is welcome at our services, whatever your background.</p><p><strong>Sunday:</strong> 8am Holy Communion (BCP), 10am Parish Eucharist with Sunday School.</p><p><a href="/news">Latest news</a></p>`,
    ),
  });

  pages['/services'] = page({ path: '/services', title: 'Sunday & weekday services', main: node('Services', `<ul><li>Sunday 8am – Holy Communion (Book of Common Prayer)</li><li>Sunday 10am – Parish Eucharist</li><li>Wednesday 10am – Said Eucharist</li><li>Last Sunday of the month 4pm – Messy Church</li></ul>`) });

  pages['/whos-who'] = page({
    path: '/whos-who',
    title: "Who's Who",
    main: node(
      "Who's Who",
      `<div class="views-element-container"><div class="view view-staff view-id-staff view-display-id-page_1">` +
        STAFF.map(
          (s) =>
            `<div class="views-row" vocab="https://schema.org/" typeof="Person"><h3 property="name">${esc(s.shown)}</h3><div class="views-field views-field-field-role" property="jobTitle">${esc(s.title)}</div><div class="views-field views-field-field-email"><a property="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></div></div>`,
        ).join('') +
        `</div></div><h2>Churchwardens</h2>` +
        WARDENS.map((w) => `<p>Churchwarden: ${esc(w.name)} – ${mailto(`${w.local}@${HOST}`)}</p>`).join('') +
        `<p>Our Parochial Church Council (PCC) meets six times a year; minutes are available from the Parish Office.</p>`,
    ),
  });

  pages['/music'] = page({
    path: '/music',
    title: 'Music',
    main: node(
      'Music at St Michael’s',
      `<p>Our choir of about twenty adults and children sings at the 10am Eucharist and at Choral Evensong once a month. New singers are always welcome, and no audition is needed. Our Director of Music is Simon Pryce FRCO; to join the choir, contact him at <span class="rev-mail" data-rev="${reversed(simon)}"></span>.</p>` +
        `<script>document.querySelectorAll('.rev-mail').forEach(function(el){var a=el.getAttribute('data-rev').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`,
    ),
  });

  pages['/baptisms-weddings-funerals'] = page({
    path: '/baptisms-weddings-funerals',
    title: 'Baptisms, Weddings & Funerals',
    main: node('Baptisms, Weddings & Funerals', `<p>To arrange a baptism or a wedding, or to talk about a funeral, please contact the Parish Office in the first instance: ${tel('01793 710 482')} or ${mailto(`office@${HOST}`)}.</p>`),
  });

  pages['/hall-hire'] = page({
    path: '/hall-hire',
    title: 'Church Hall',
    main: node('Hiring the Church Hall', `<p>The hall seats 80 and has a kitchen, accessible toilets and a small garden. £18 an hour for private parties, £12 for local groups.</p><p>Bookings: ${mailto(`hallbookings@${HOST}`)}</p>`),
  });

  pages['/safeguarding'] = page({
    path: '/safeguarding',
    title: 'Safeguarding',
    main: node(
      'Safeguarding',
      `<p>St Michael’s is committed to the safety of children and vulnerable adults and follows the House of Bishops’ safeguarding policy.</p><p>Our Parish Safeguarding Officer is Gillian Marsh, who can be contacted on ${tel('07700 900412')} or at gillian.marsh [at] stmichaels-ashbury [dot] test.</p><p>If you believe someone is in immediate danger, call 999.</p>`,
    ),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: node('News', `<div class="view view-news"><div class="views-row"><h2><a href="${news}">Messy Church returns in March</a></h2><p>Posted 10 February 2025</p></div></div>`),
  });

  pages[news] = page({
    path: news,
    title: 'Messy Church returns in March',
    main: node(
      'Messy Church returns in March',
      `<p>After a winter break, Messy Church is back on Sunday 30 March at 4pm in the Church Hall: crafts, a short celebration and tea for the whole family.</p><p>Messy Church is led by Jess Harper, our Children and Families Worker, who would love to hear from anyone able to help with crafts or baking (${mailto(`jess.harper@${HOST}`)}).</p>`,
      'article',
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node('Contact us', `<p>Parish Office, St Michael's Church Hall, Church Lane, Ashbury SN6 8LW</p><p>${tel('01793 710 482')}<br>${mailto(`office@${HOST}`)}</p>`),
  });

  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy notice', main: node('Privacy notice', `<p>The PCC of St Michael &amp; All Angels, Ashbury, is the data controller for the personal data it holds.</p>`) });
  pages['/rotas'] = page({ path: '/rotas', title: 'Rotas', main: node('Rotas', `<p>Sidesmen, readers, coffee and flowers rotas for 2025. Swaps: ${mailto(`rotas@${HOST}`)}</p>`) });
  pages['/user/login'] = page({ path: '/user/login', title: 'Log in', main: node('Log in', `<form class="user-login-form"><label>Username</label><input type="text" name="name"><label>Password</label><input type="password" name="pass"></form>`) });

  const staff = (s: Staff) => {
    const cases: CaseKind[] = ['rdfa', 'honorific', 'plain', 'link-english-unlisted'];
    if (/ (MA|BSc)$/.test(s.shown)) cases.push('post-nominal');
    return { address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/whos-who'], cases };
  };

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /profiles/*.png\nAllow: /themes/*.css\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /rotas\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/whos-who', '/music', '/baptisms-weddings-funerals', '/hall-hire', '/safeguarding', '/news', news, '/contact'], '2025-02-10'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-63',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/baptisms-weddings-funerals'], cases: ['role', 'plain'] },
        { address: `hallbookings@${HOST}`, name: null, title: null, pages: ['/hall-hire'], cases: ['role', 'plain'] },
        ...STAFF.map(staff),
        ...WARDENS.map((w) => ({ address: `${w.local}@${HOST}`, name: w.name, title: 'Churchwarden', pages: ['/whos-who'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] as CaseKind[] })),
        { address: `gillian.marsh@${HOST}`, name: 'Gillian Marsh', title: 'Parish Safeguarding Officer', pages: ['/safeguarding'], cases: ['prose', 'obfuscated'] },
        { address: simon, name: 'Simon Pryce', title: 'Director of Music', pages: ['/music'], encoded: { kind: 'reversed', text: reversed(simon) }, cases: ['prose', 'post-nominal', 'script-reversed'] },
        { address: `jess.harper@${HOST}`, name: 'Jess Harper', title: 'Children and Families Worker', pages: [news], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/rotas'],
      nonAddresses: [{ text: `rotas@${HOST}`, kind: 'disallowed' }],
    },
  };
}
