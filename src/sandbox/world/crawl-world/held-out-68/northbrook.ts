/**
 * Northbrook College of Applied Arts and Technology: an Ontario community college on Drupal 10
 * (Olivero sub-theme, Simple XML Sitemap with a sitemap index). The senior leadership team as a
 * table with "Dr." and a CPA designation, international contacts two links deep in schema.org
 * microdata, the accessibility manager's address written by String.fromCharCode, the registrar's
 * office as a role mailbox, and a board news item, listed only in the news child sitemap, with
 * the chair in running text and a "Media contact:" line. A package version and a git clone URL
 * sit on the programs page; the employee intranet is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'northbrookcollege.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/programs', 'Programs'],
  ['/admissions', 'Admissions'],
  ['/international', 'International'],
  ['/about/leadership', 'Leadership'],
  ['/contact', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Northbrook College',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_q8Zr0yX1mPpVn4cLk2sB7eTfHd3uJ9wG5aOiE6lR.css?delta=0&amp;language=en&amp;theme=northbrook&amp;include=eJxlj">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-NB7Q2K1X9Z"></script>',
  ],
  header: () =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><header class="site-header" role="banner"><div class="utility-bar"><a href="/student-services">Students</a> <a href="/intranet">Employees</a> <a href="/alumni">Alumni</a></div>` +
    `<div class="site-branding"><a href="/" rel="home"><img src="/themes/custom/northbrook/logo.svg" alt="Northbrook College home" width="220" height="56"></a></div><nav role="navigation" aria-labelledby="block-northbrook-main-menu-menu" class="primary-nav"><h2 class="visually-hidden" id="block-northbrook-main-menu-menu">Main navigation</h2><ul class="menu menu--level-1">` +
    MENU.map(([href, label]) => `<li class="menu__item"><a href="${href}" data-drupal-link-system-path="node/${href.length * 7}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></header><div class="layout-container"><main role="main"><a id="main-content" tabindex="-1"></a>`,
  footer: () =>
    `</main></div><footer class="site-footer" role="contentinfo"><div class="footer__address"><p>Northbrook College<br>1400 Cedar Ridge Drive, North Bay, ON P1B 8K9<br>${tel('705-555-0100')} · Toll-free ${tel('1-866-555-0199')}</p></div>` +
    `<nav class="footer__menu" aria-label="Footer"><ul><li><a href="/news">News</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/land-acknowledgement">Land Acknowledgement</a></li></ul></nav>` +
    `<p class="footer__land">Northbrook College is located on the traditional territory of the Anishinaabe people, within the lands protected by the Robinson-Huron Treaty of 1850.</p><p>© 2025 Northbrook College</p></footer></div>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","currentLanguage":"en"},"user":{"uid":0}}</script>',
    '<script src="/core/misc/drupal.js?v=10.3.1"></script>',
    '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-CA' });
const node = (title: string, html: string): string =>
  `<div class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title">${esc(title)}</span></h1></div><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article>`;

const LEADERS: { shown: string; name: string; title: string; local: string; cases: ('honorific' | 'post-nominal')[] }[] = [
  { shown: 'Dr. Anita Sharma', name: 'Anita Sharma', title: 'President and CEO', local: 'anita.sharma', cases: ['honorific'] },
  { shown: 'Julie Bouchard', name: 'Julie Bouchard', title: 'Vice-President, Academic', local: 'julie.bouchard', cases: [] },
  { shown: 'Mark Tremblay, CPA', name: 'Mark Tremblay', title: 'Vice-President, Finance and Administrative Services', local: 'mark.tremblay', cases: ['post-nominal'] },
  { shown: 'Kevin Lam', name: 'Kevin Lam', title: 'Registrar and Director, Enrolment Services', local: 'kevin.lam', cases: [] },
];

const LAURA = `laura.mitchell@${HOST}`;

export function northbrook(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Career-focused education in Northern Ontario',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'CollegeOrUniversity', name: 'Northbrook College', url: `${ORIGIN}/`, telephone: '+1-705-555-0100' }],
    main: node('Your future starts here', `<p>More than 90 full-time programs, apprenticeships and micro-credentials, with co-op placements across Northern Ontario.</p><p><a href="/programs">Explore programs</a> · <a href="/admissions">How to apply</a> · <a href="/news">Latest news</a></p>`),
  });

  pages['/programs'] = page({
    path: '/programs',
    title: 'Programs',
    main: node('Programs', `<ul><li>Practical Nursing (Diploma)</li><li>Police Foundations</li><li>Computer Programming (Ontario College Diploma)</li><li>Heavy Equipment Techniques</li><li>Early Childhood Education</li></ul><p>Computer Programming students: clone the first-semester starter repository with <code>git clone git@github.com:northbrook-cpa/intro-java.git</code> before orientation.</p>`),
  });

  pages['/admissions'] = page({
    path: '/admissions',
    title: 'Admissions',
    main: node('Admissions', `<p>Apply through OntarioColleges.ca. Questions about your application, transcripts or fees go to the Office of the Registrar at ${mailto(`registrar@${HOST}`)} or ${tel('705-555-0110')}.</p>`),
  });

  pages['/about/leadership'] = page({
    path: '/about/leadership',
    title: 'Senior Leadership Team',
    main: node(
      'Senior Leadership Team',
      `<table class="cols-3"><thead><tr><th>Name</th><th>Position</th><th>Email</th></tr></thead><tbody>` +
        LEADERS.map((l) => `<tr><td>${esc(l.shown)}</td><td>${esc(l.title)}</td><td>${mailto(`${l.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table><p>The college is governed by a Board of Governors appointed under the Ontario Colleges of Applied Arts and Technology Act, 2002.</p>`,
    ),
  });

  pages['/international'] = page({
    path: '/international',
    title: 'International',
    main: node('International Students', `<p>Students from 40 countries study at Northbrook. Learn about study permits, housing and our English for Academic Purposes program.</p><p><a href="/international/contacts">Contact the International Office</a></p>`),
  });

  pages['/international/contacts'] = page({
    path: '/international/contacts',
    title: 'International Office Contacts',
    main: node(
      'International Office Contacts',
      [
        ['Grace Chen', 'Manager, International Education', 'grace.chen'],
        ['Daniel Osei', 'International Recruitment Officer (Africa and the Caribbean)', 'daniel.osei'],
      ]
        .map(([n, t, l]) => `<div class="contact-card" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">${esc(n!)}</h3><p itemprop="jobTitle">${esc(t!)}</p><p><a href="mailto:${l}@${HOST}" itemprop="email">${l}@${HOST}</a></p></div>`)
        .join(''),
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact Us',
    main: node(
      'Contact Us',
      `<p>Main switchboard: ${tel('705-555-0100')}</p><form class="webform-submission-form"><label for="edit-email">Email</label><input type="email" id="edit-email" name="email" placeholder="you@example.com"><button>Send</button></form>` +
        `<p>Accessible Learning Services: Laura Mitchell, Manager, Accessible Learning — <span id="al-mail"></span><script>document.getElementById('al-mail').innerHTML='<a href="mailto:'+String.fromCharCode(${charCodes(LAURA)})+'">'+String.fromCharCode(${charCodes(LAURA)})+'</a>';</script><noscript>(enable JavaScript to see the address)</noscript></p>`,
    ),
  });

  pages['/news'] = page({ path: '/news', title: 'News', main: node('News', `<p>See the latest stories from our campuses. <a href="/programs">Programs</a></p>`) });

  pages['/news/board-of-governors-welcomes-new-chair'] = page({
    path: '/news/board-of-governors-welcomes-new-chair',
    title: 'Board of Governors welcomes new chair',
    main: node(
      'Board of Governors welcomes new chair',
      `<p>NORTH BAY, ON – Northbrook College’s Board of Governors has elected Robert Fraser, a retired mining engineer and long-time college volunteer, as its chair for 2025–26. “I look forward to working with the community,” said Robert Fraser, Chair of the Board of Governors, who can be reached at ${mailto(`robert.fraser@${HOST}`)}.</p>` +
        `<p>Media contact: Emily Roy, Communications Officer, Northbrook College, ${tel('705-555-0142')}, ${mailto(`emily.roy@${HOST}`)}</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: node('Privacy', `<p>Personal information is collected under the authority of the Ontario Colleges of Applied Arts and Technology Act.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Employee Intranet', main: node('Employee Intranet', `<p>Sign in with your college account. IT Service Desk: ${mailto(`servicedesk@${HOST}`)}</p>`) });

  pages['/sitemaps/default/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/programs', '/admissions', '/international', '/international/contacts', '/about/leadership', '/contact', '/news', '/privacy'], '2025-05-02'));
  pages['/sitemaps/news/sitemap.xml'] = xmlPage(urlset(HOST, ['/news/board-of-governors-welcomes-new-chair'], '2025-05-20'));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /search/\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/default/sitemap.xml', '/sitemaps/news/sitemap.xml'], '2025-05-20'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Dynamic-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-68',
      languages: ['en'],
      addresses: [
        { address: `registrar@${HOST}`, name: null, title: null, pages: ['/admissions'], cases: ['role', 'plain'] },
        ...LEADERS.map((l) => ({ address: `${l.local}@${HOST}`, name: l.name, title: l.title, pages: ['/about/leadership'], cases: ['table' as const, 'plain' as const, ...l.cases] })),
        { address: `grace.chen@${HOST}`, name: 'Grace Chen', title: 'Manager, International Education', pages: ['/international/contacts'], cases: ['microdata', 'card', 'deep-page', 'plain'] },
        { address: `daniel.osei@${HOST}`, name: 'Daniel Osei', title: 'International Recruitment Officer (Africa and the Caribbean)', titleAlternatives: ['International Recruitment Officer'], pages: ['/international/contacts'], cases: ['microdata', 'card', 'deep-page', 'plain'] },
        { address: LAURA, name: 'Laura Mitchell', title: 'Manager, Accessible Learning', pages: ['/contact'], encoded: { kind: 'charcodes', text: charCodes(LAURA) }, cases: ['name-title-line', 'script-charcode'] },
        { address: `robert.fraser@${HOST}`, name: 'Robert Fraser', title: 'Chair of the Board of Governors', pages: ['/news/board-of-governors-welcomes-new-chair'], cases: ['prose', 'sitemap-index', 'plain'] },
        { address: `emily.roy@${HOST}`, name: 'Emily Roy', title: 'Communications Officer', pages: ['/news/board-of-governors-welcomes-new-chair'], cases: ['label-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `servicedesk@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:northbrook-cpa/intro-java.git', kind: 'git' },
        { text: 'bootstrap@5.3.2', kind: 'package' },
        { text: 'you@example.com', kind: 'placeholder' },
      ],
    },
  };
}
