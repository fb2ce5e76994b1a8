/**
 * Maumee Valley Community Credit Union: a member-owned credit union with three branches around
 * Perrysburg, Ohio, on Drupal 10 (Olivero-derived theme, Views rows, a SpamSpan-style filter).
 * "Leadership" under About Us holds the executive team as Views cards marked up with schema.org
 * microdata (the CFO a CPA) and the Supervisory Committee as a table; "Locations & Hours" names
 * each branch manager under a "Branch Manager:" line, also nested as department employees in the
 * page's JSON-LD; the contact page carries the member-services contact point (written
 * "mailto:" in JSON-LD) and the compliance officer in a sentence, her address written with
 * [at] and [dot]; a scholarship news item ends with a "Media contact:" label line. The newsletter
 * placeholder, a pinned icon-font package and the board portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'maumeevalleycu-perrysburg.test';
const ORIGIN = `http://${HOST}`;
const CU = 'Maumee Valley Community Credit Union';

const MENU: [string, string][] = [
  ['/personal', 'Personal'],
  ['/borrow', 'Borrow'],
  ['/business', 'Business'],
  ['/locations', 'Locations & Hours'],
  ['/about-us', 'About Us'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: CU,
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    '<link rel="icon" href="/themes/custom/mvccu/favicon.ico" type="image/vnd.microsoft.icon">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Vb3xk1Qz8rW9uT2mYp4nLs0aHc7dFe6gJ5iKoR1tU2w.css?delta=0&amp;language=en&amp;theme=mvccu&amp;include=eJxdjEEOwyAMBD_E4ksRMQaBbLwFTpv-vq7VQ6Qc9rIazaSUzF0bx3pjtvp0_Fdss7RKWSobWD3dqzyIaaR8t2w">',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@6.5.1/css/all.min.css">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-MVC4X8Q2RT"></script>',
    "<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag('js', new Date());gtag('set', 'developer_id.dMDhkMT', true);gtag('config', 'G-MVC4X8Q2RT', {'groups':'default','page_placeholder':'PLACEHOLDER_page_location'});</script>",
  ],
  header: (p) =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>\n<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="page-wrapper"><div class="utility-bar"><div class="container"><span>Routing # 241281943</span> · <span>${tel('(419) 555-0100')}</span> · <a href="/locations">Find a branch or ATM</a> · <a class="button button--small" href="https://online.maumeevalleycu.example/login" rel="noopener">Online Banking Login</a></div></div>` +
    `<header role="banner" class="site-header"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="/themes/custom/mvccu/logo.svg" alt="Home" width="220" height="56"></a></div>` +
    `<nav role="navigation" aria-labelledby="block-mvccu-main-menu-menu" id="block-mvccu-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-mvccu-main-menu-menu">Main navigation</h2><ul class="menu menu--level-1">${MENU.map(([h, l]) => `<li class="menu__item${p.path.startsWith(h) ? ' menu__item--active-trail' : ''}"><a href="${h}" class="menu__link" data-drupal-link-system-path="node/${h.length * 7}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="container"><div class="region region--footer-first"><div class="block block-block-content"><h2>${esc(CU)}</h2><p>1120 Louisiana Avenue<br>Perrysburg, OH 43551<br>${tel('(419) 555-0100')} · Toll free ${tel('(800) 555-0177')}</p><p>General questions: ${mailto(`info@${HOST}`)}</p></div></div>` +
    `<div class="region region--footer-second"><ul class="menu"><li><a href="/about-us/leadership">Leadership &amp; Committees</a></li><li><a href="/news">News</a></li><li><a href="/careers">Careers</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/board-portal">Board Portal</a></li></ul>` +
    `<p class="legal"><img src="/themes/custom/mvccu/images/ncua-logo.png" alt="NCUA" width="90"> Federally insured by NCUA. <img src="/themes/custom/mvccu/images/ehl.png" alt="Equal Housing Lender" width="40"> Equal Housing Opportunity. NMLS #482913.</p><p class="copyright">© 2025 ${esc(CU)}. All rights reserved.</p></div></div></footer></div></div>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"3a9f0c2e7b1d4f8a6c5e2b9d0f7a1c3e5b8d2f4a6c9e1b3d5f7a9c2e4b6d8f0a"}}</script>',
    '<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>',
    '<script src="/core/misc/drupal.js?v=10.2.5"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const node = (title: string, body: string): string =>
  `<a id="main-content" tabindex="-1"></a><div class="region region--content"><div data-drupal-messages-fallback class="hidden"></div><div class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div>` +
  `<article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div>`;

type Exec = { shown: string; name: string; title: string; local: string; bio: string; photo: string };
const EXECS: Exec[] = [
  { shown: 'Karen Whitfield', name: 'Karen Whitfield', title: 'President & CEO', local: 'kwhitfield', photo: 'whitfield', bio: 'Karen joined Maumee Valley in 2004 as a consumer lender and was named President & CEO in 2017. She serves on the board of the Ohio Credit Union League.' },
  { shown: 'Darnell Hughes, CPA', name: 'Darnell Hughes', title: 'Chief Financial Officer', local: 'dhughes', photo: 'hughes', bio: 'Darnell oversees accounting, investments and asset/liability management. Before joining us he spent nine years in public accounting in Toledo.' },
  { shown: 'Angela Russo', name: 'Angela Russo', title: 'Vice President of Lending', local: 'arusso', photo: 'russo', bio: 'Angela leads our consumer, mortgage and member business lending teams and chairs the credit union’s loan committee.' },
  { shown: 'Tyler Brandt', name: 'Tyler Brandt', title: 'Vice President of Operations & Technology', local: 'tbrandt', photo: 'brandt', bio: 'Tyler is responsible for our core processing system, digital banking, card services and facilities.' },
];

type Branch = { name: string; street: string; city: string; zip: string; phone: string; lobby: string; drive: string; manager: string; local: string };
const BRANCHES: Branch[] = [
  { name: 'Perrysburg Main Office', street: '1120 Louisiana Avenue', city: 'Perrysburg', zip: '43551', phone: '(419) 555-0100', lobby: 'Mon–Fri 9:00–5:00, Sat 9:00–12:00', drive: 'Mon–Fri 8:00–6:00, Sat 8:30–12:30', manager: 'Lisa Kowalski', local: 'lkowalski' },
  { name: 'Maumee Branch', street: '410 Conant Street', city: 'Maumee', zip: '43537', phone: '(419) 555-0131', lobby: 'Mon–Fri 9:00–5:00', drive: 'Mon–Fri 8:30–5:30, Sat 9:00–12:00', manager: 'Jerome Patton', local: 'jpatton' },
  { name: 'Waterville Branch', street: '8 N. Third Street', city: 'Waterville', zip: '43566', phone: '(419) 555-0162', lobby: 'Mon–Thu 9:00–5:00, Fri 9:00–6:00', drive: 'Closed (walk-up window only)', manager: 'Lisa Kowalski', local: '' },
];

export function maumeeValleyCreditUnion(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    description: 'Maumee Valley Community Credit Union serves anyone who lives, works or worships in Wood and Lucas counties, Ohio.',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'BankOrCreditUnion', name: CU, url: `${ORIGIN}/`, telephone: '+1-419-555-0100', address: { '@type': 'PostalAddress', streetAddress: '1120 Louisiana Avenue', addressLocality: 'Perrysburg', addressRegion: 'OH', postalCode: '43551', addressCountry: 'US' } }],
    main: node(
      'Banking that stays in the valley',
      `<div class="hero"><img src="/sites/default/files/styles/hero/public/2025-03/hero-spring-auto.jpg?itok=Yq3F8sLm" alt="Family loading a car"><div class="hero__caption"><h2>Spring auto loans from 5.49% APR*</h2><p><a class="button" href="/borrow">See rates</a></p></div></div>` +
        `<div class="layout--threecol"><div><h3>Open a checking account</h3><p>No monthly fee, 30,000+ surcharge-free CO-OP ATMs.</p><p><a href="/personal">Personal accounts</a></p></div><div><h3>Latest news</h3><p><a href="/news/2025-scholarship-winners">Ten local seniors win 2025 Maumee Valley scholarships</a></p></div><div><h3>Holiday closing</h3><p>All branches are closed Monday, May 26 for Memorial Day.</p></div></div>` +
        `<p class="disclosure">*APR = Annual Percentage Rate. Rates as low as shown for qualified borrowers, terms up to 60 months. Rates subject to change.</p>`,
    ),
  });

  pages['/personal'] = page({ path: '/personal', title: 'Personal', main: node('Personal Accounts', `<p>Savings, checking, share certificates, IRAs and youth accounts for every member of the family. Open online in about ten minutes or at any branch.</p><table class="rates"><thead><tr><th>Account</th><th>Dividend rate</th><th>APY</th></tr></thead><tbody><tr><td>Regular Share Savings</td><td>0.25%</td><td>0.25%</td></tr><tr><td>12-Month Certificate</td><td>4.15%</td><td>4.23%</td></tr></tbody></table>`) });
  pages['/borrow'] = page({ path: '/borrow', title: 'Borrow', main: node('Loans', `<p>Auto loans, home equity lines, first mortgages and personal loans, decided locally by people who know the valley.</p><p>Apply online or call our lending team at ${tel('(419) 555-0120')}.</p>`) });
  pages['/business'] = page({ path: '/business', title: 'Business', main: node('Business Services', `<p>Business checking, merchant services and member business loans for local farms, trades and shops.</p>`) });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    main: node(
      'About Us',
      `<p>Maumee Valley Community Credit Union was chartered in 1953 by twelve employees of the Libbey-Owens-Ford glass plant. Today we are a $410 million, not-for-profit financial cooperative owned by 31,000 members.</p>` +
        `<p>Our volunteer Board of Directors is elected by the membership at the annual meeting each March. Meet our <a href="/about-us/leadership">leadership team and committees</a>.</p>`,
    ),
  });

  pages['/about-us/leadership'] = page({
    path: '/about-us/leadership',
    title: 'Leadership',
    main: node(
      'Leadership',
      `<h2>Executive Team</h2><div class="views-element-container"><div class="view view-staff view-id-staff view-display-id-block_1"><div class="view-content">` +
        EXECS.map(
          (e) =>
            `<div class="views-row"><div class="staff-card" itemscope itemtype="https://schema.org/Person"><img src="/sites/default/files/styles/staff_portrait/public/staff/${e.photo}.jpg?itok=a8Kq2Lm0" alt="${esc(e.name)}" width="240" height="300" loading="lazy">` +
            `<h3 class="staff-card__name" itemprop="name">${esc(e.shown)}</h3><div class="field field--name-field-job-title" itemprop="jobTitle">${esc(e.title)}</div><div class="field field--name-field-bio"><p>${esc(e.bio)}</p></div>` +
            `<div class="field field--name-field-email"><a itemprop="email" href="mailto:${e.local}@${HOST}">${e.local}@${HOST}</a></div></div></div>`,
        ).join('') +
        `</div></div></div>` +
        `<h2>Board of Directors</h2><ul class="board"><li>Thomas Ruehle, Chair</li><li>Marisol Vega, Vice Chair</li><li>Paul Decker, Treasurer</li><li>Janet O’Brien, Secretary</li><li>Harold Stine, Director</li></ul><p>Board members are volunteers and can be reached through the President’s office.</p>` +
        `<h2>Supervisory Committee</h2><p>The Supervisory Committee oversees the annual audit and reviews member concerns that cannot be resolved by staff.</p>` +
        `<table class="cols-3"><thead><tr><th>Name</th><th>Position</th><th>Email</th></tr></thead><tbody>` +
        `<tr><td>Gloria Mendez</td><td>Supervisory Committee Chair</td><td>${mailto(`gmendez@${HOST}`)}</td></tr>` +
        `<tr><td>Walter Kiss</td><td>Member</td><td>—</td></tr><tr><td>Denise Hall</td><td>Member</td><td>—</td></tr></tbody></table>`,
    ),
  });

  pages['/locations'] = page({
    path: '/locations',
    title: 'Locations & Hours',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BankOrCreditUnion',
        '@id': `${ORIGIN}/#organization`,
        name: CU,
        url: `${ORIGIN}/`,
        department: BRANCHES.filter((b) => b.local).map((b) => ({
          '@type': 'BankOrCreditUnion',
          name: `${CU} – ${b.name}`,
          telephone: b.phone,
          address: { '@type': 'PostalAddress', streetAddress: b.street, addressLocality: b.city, addressRegion: 'OH', postalCode: b.zip },
          employee: { '@type': 'Person', name: b.manager, jobTitle: 'Branch Manager', email: `${b.local}@${HOST}` },
        })),
      },
    ],
    main: node(
      'Locations & Hours',
      `<p>Deposits made at any branch or ATM before 5:00 p.m. are credited the same business day.</p>` +
        BRANCHES.map(
          (b) =>
            `<div class="location"><h2>${esc(b.name)}</h2><p class="address">${esc(b.street)}<br>${esc(b.city)}, OH ${b.zip}<br>${tel(b.phone)}</p>` +
            `<dl class="hours"><dt>Lobby</dt><dd>${esc(b.lobby)}</dd><dt>Drive-up</dt><dd>${esc(b.drive)}</dd></dl>` +
            (b.local ? `<p class="manager">Branch Manager: ${esc(b.manager)} · ${mailto(`${b.local}@${HOST}`)}</p>` : `<p class="manager">Served by the Perrysburg Main Office team.</p>`) +
            `</div>`,
        ).join(''),
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BankOrCreditUnion',
        name: CU,
        url: `${ORIGIN}/`,
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'member services', telephone: '+1-419-555-0100', email: `mailto:memberservices@${HOST}`, areaServed: 'US-OH', availableLanguage: ['English', 'Spanish'] },
          { '@type': 'ContactPoint', contactType: 'lost or stolen cards', telephone: '+1-800-555-0199' },
        ],
      },
    ],
    main: node(
      'Contact Us',
      `<p>Our Member Service Center is open Monday–Friday 8:00 a.m.–6:00 p.m. and Saturday 9:00 a.m.–noon.</p>` +
        `<ul><li>Phone: ${tel('(419) 555-0100')}</li><li>Member services: ${mailto(`memberservices@${HOST}`)}</li><li>Lost or stolen debit card (24/7): ${tel('(800) 555-0199')}</li></ul>` +
        `<p><strong>Please never email your account number, Social Security number or passwords.</strong></p>` +
        `<h2>Concerns and complaints</h2><p>If we fall short, we want to know. Renee Fowler, our Compliance Officer, personally reviews every written complaint and can be reached at <span class="spamspan">rfowler [at] maumeevalleycu-perrysburg [dot] test</span>. If your concern is not resolved, you may contact the Supervisory Committee.</p>` +
        `<div class="webform-submission-form"><form action="/contact" method="post"><label for="edit-name">Your name</label><input type="text" id="edit-name" name="name"><label for="edit-email">Email</label><input type="email" id="edit-email" name="email" placeholder="name@domain.com"><label for="edit-message">Message</label><textarea id="edit-message" name="message"></textarea><input type="submit" value="Send message" class="button"></form></div>`,
    ),
  });

  pages['/news'] = page({ path: '/news', title: 'News', main: node('News', `<div class="view-news"><div class="views-row"><h3><a href="/news/2025-scholarship-winners">Ten local seniors win 2025 Maumee Valley scholarships</a></h3><p>April 28, 2025</p></div><div class="views-row"><h3>Annual meeting recap: dividends up, fees down</h3><p>March 20, 2025</p></div></div>`) });

  pages['/news/2025-scholarship-winners'] = page({
    path: '/news/2025-scholarship-winners',
    title: 'Ten local seniors win 2025 Maumee Valley scholarships',
    main: node(
      'Ten local seniors win 2025 Maumee Valley scholarships',
      `<p class="date">April 28, 2025</p><p>PERRYSBURG, Ohio — Maumee Valley Community Credit Union has awarded $2,500 scholarships to ten graduating seniors from Perrysburg, Maumee, Anthony Wayne and Otsego high schools, bringing the program’s total to more than $180,000 since 2009.</p>` +
        `<p>“These students have already given so much to their communities,” said President &amp; CEO Karen Whitfield. “We are proud to help them take the next step.”</p>` +
        `<p>Winners were chosen by a panel of volunteers from the credit union’s board and local school counselors.</p>` +
        `<p class="media-contact">Media contact: Brianna Okoye, Marketing &amp; Community Relations Manager, ${tel('(419) 555-0178')}, ${mailto(`bokoye@${HOST}`)}</p>`,
    ),
  });

  pages['/careers'] = page({ path: '/careers', title: 'Careers', main: node('Careers', `<p>We are an equal opportunity employer. Current openings are posted on our applicant portal; paper applications can be dropped off at any branch.</p><ul><li>Member Service Representative (part time), Waterville</li><li>Mortgage Loan Processor, Perrysburg</li></ul>`) });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: node('Privacy Notice', `<p>Federal law gives consumers the right to limit some but not all sharing of personal information. Read our privacy notice to learn how we collect, share and protect your information.</p>`) });
  pages['/board-portal'] = page({ path: '/board-portal', title: 'Board Portal', main: node('Board Portal', `<p>Board packets and minutes are available to directors and committee members only. Access problems: ${mailto(`boardsupport@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /themes/*.css\nAllow: /themes/*.js\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /board-portal\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/user/login\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/personal', '/borrow', '/business', '/locations', '/about-us', '/about-us/leadership', '/contact', '/news', '/news/2025-scholarship-winners', '/careers', '/privacy'], '2025-04-28'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-72',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `memberservices@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        ...EXECS.map((e) => ({
          address: `${e.local}@${HOST}`,
          name: e.name,
          title: e.title,
          pages: ['/about-us/leadership'],
          cases: (e.local === 'dhughes' ? ['card', 'microdata', 'post-nominal', 'plain'] : ['card', 'microdata', 'plain']) as CaseKind[],
        })),
        { address: `gmendez@${HOST}`, name: 'Gloria Mendez', title: 'Supervisory Committee Chair', pages: ['/about-us/leadership'], cases: ['table', 'plain'] },
        { address: `lkowalski@${HOST}`, name: 'Lisa Kowalski', title: 'Branch Manager', pages: ['/locations'], cases: ['title-name-line', 'json-ld-nested', 'plain'] },
        { address: `jpatton@${HOST}`, name: 'Jerome Patton', title: 'Branch Manager', pages: ['/locations'], cases: ['title-name-line', 'json-ld-nested', 'plain'] },
        { address: `rfowler@${HOST}`, name: 'Renee Fowler', title: 'Compliance Officer', pages: ['/contact'], cases: ['prose', 'obfuscated'] },
        { address: `bokoye@${HOST}`, name: 'Brianna Okoye', title: 'Marketing & Community Relations Manager', pages: ['/news/2025-scholarship-winners'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/board-portal'],
      nonAddresses: [
        { text: `boardsupport@${HOST}`, kind: 'disallowed' },
        { text: 'name@domain.com', kind: 'placeholder' },
        { text: 'fontawesome-free@6.5.1', kind: 'package' },
      ],
    },
  };
}
