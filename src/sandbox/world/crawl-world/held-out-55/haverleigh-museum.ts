/**
 * Haverleigh Museum & Art Gallery: an independent museum run by a charitable trust in a Midlands
 * market town, on WordPress with Yoast SEO, British English. The staff on a "Who's who" page as
 * cards marked up in RDFa (Dr before a name, AMA and FSA after), the clerk to the trustees as
 * "Title: Name" on a governance page under "About", the press contact's label line, the
 * conservation studio's page listed only in a child of the sitemap index, a news item listed only
 * in a gzip-compressed sitemap and an events page listed only in a sitemap the robots.txt names.
 * The volunteers' rota (disallowed) and the café operator's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'haverleigh-museum.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/visit', 'Plan your visit'],
  ['/whats-on', 'What’s on'],
  ['/learning', 'Schools & learning'],
  ['/about', 'About the museum'],
  ['/about/whos-who', 'Who’s who'],
  ['/press', 'Press'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Haverleigh Museum & Art Gallery',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<!-- This site is optimized with the Yoast SEO plugin v23.5 - https://yoast.com/wordpress/plugins/seo/ -->',
    `<link rel="stylesheet" id="haverleigh-style-css" href="/wp-content/themes/haverleigh/style.css?ver=2.3.1" media="all">`,
  ],
  header: () =>
    `<a class="skip-link screen-reader-text" href="#content">Skip to content</a><header id="masthead" class="site-header"><div class="site-branding"><a href="/" rel="home"><img src="/wp-content/uploads/2024/05/haverleigh-logo.svg" alt="Haverleigh Museum &amp; Art Gallery" width="220" height="64"></a></div>` +
    `<nav id="site-navigation" class="main-navigation" aria-label="Primary"><ul id="primary-menu" class="menu">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${120 + i}" class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="footer-widgets"><section class="widget widget_text"><h2 class="widget-title">Find us</h2><div class="textwidget"><p>Haverleigh Museum &amp; Art Gallery<br>The Old Corn Exchange, Market Place<br>Haverleigh HV4 2QT</p><p>${tel('01632 960 400')}<br>${mailto(`enquiries@${HOST}`)}</p></div></section>` +
    `<section class="widget"><ul><li><a href="/privacy-policy">Privacy policy</a></li><li><a href="/volunteers/rota">Volunteer rota (login)</a></li></ul></section></div>` +
    `<div class="site-info">Haverleigh Museum Trust is a registered charity (no. 1098765) and a company limited by guarantee registered in England and Wales (no. 04512345).</div></footer>`,
  privacyPath: { en: '/privacy-policy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const entry = (title: string, html: string): string => `<article class="page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content">${html}</div></article>`;

type Staff = { shown: string; name: string; title: string; local: string; cases: CaseKind[] };
const STAFF: Staff[] = [
  { shown: 'Dr Helen Marsh', name: 'Helen Marsh', title: 'Director', local: 'helen.marsh', cases: ['honorific'] },
  { shown: 'Tom Ashdown AMA', name: 'Tom Ashdown', title: 'Collections Manager', local: 'tom.ashdown', cases: ['post-nominal'] },
  { shown: 'Priya Nair', name: 'Priya Nair', title: 'Curator of Fine Art', local: 'priya.nair', cases: [] },
  { shown: 'Dr Aled Morgan FSA', name: 'Aled Morgan', title: 'Keeper of Archaeology and Local History', local: 'aled.morgan', cases: ['honorific', 'post-nominal'] },
  { shown: 'Ruth Okonkwo', name: 'Ruth Okonkwo', title: 'Learning & Community Engagement Officer', local: 'ruth.okonkwo', cases: [] },
  { shown: 'Ben Caldwell', name: 'Ben Caldwell', title: 'Visitor Services Manager (front of house and shop)', local: 'ben.caldwell', cases: [] },
];

const card = (s: Staff): string =>
  `<div class="wp-block-column staff-card" vocab="https://schema.org/" typeof="Person"><figure class="wp-block-image size-medium"><img src="/wp-content/uploads/2024/06/${s.local.replace('.', '-')}-300x300.jpg" alt="" width="300" height="300"></figure>` +
  `<h3 class="wp-block-heading" property="name">${esc(s.shown)}</h3><p class="staff-role" property="jobTitle">${esc(s.title)}</p><p><a href="mailto:${s.local}@${HOST}" property="email">${s.local}@${HOST}</a></p></div>`;

const PAGE_PATHS = ['/', '/visit', '/whats-on', '/learning', '/about', '/about/whos-who', '/about/governance', '/press', '/privacy-policy', '/collections/conservation-studio'];

export function haverleighMuseum(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {
    '/': page({
      path: '/',
      title: 'Free entry, every day except Monday',
      main: entry('Welcome to Haverleigh Museum & Art Gallery', `<p>Two thousand years of Haverleigh’s story, from the Roman villa at Stowe Lane to the town’s lace mills, and a changing programme of exhibitions in the Victorian picture gallery.</p><p><a href="/whats-on">See what’s on</a></p>`),
    }),
    '/visit': page({ path: '/visit', title: 'Plan your visit', main: entry('Plan your visit', `<p>Open Tuesday to Sunday, 10am–4.30pm. Entry is free; donations welcome. The Bramble Café on the ground floor is run by Bramble Catering (${mailto('hello@bramble-catering.test')}).</p>`) }),
    '/whats-on': page({ path: '/whats-on', title: 'What’s on', main: entry('What’s on', `<ul><li>Threads of the Town: lace and labour, 1820–1960 (until 4 January)</li><li>Family trail: Roman Haverleigh (school holidays)</li></ul>`) }),
    '/learning': page({ path: '/learning', title: 'Schools & learning', main: entry('Schools & learning', `<p>Free KS1–KS3 sessions on the Romans, the Victorians and the Second World War home front. To book, email ${mailto(`learning@${HOST}`)} at least four weeks ahead.</p>`) }),
    '/about': page({ path: '/about', title: 'About the museum', main: entry('About the museum', `<p>The museum opened in the Old Corn Exchange in 1911 and has been run by the Haverleigh Museum Trust since 2003.</p><ul><li><a href="/about/whos-who">Who’s who</a></li><li><a href="/about/governance">Governance and annual reports</a></li></ul>`) }),
    '/about/whos-who': page({ path: '/about/whos-who', title: 'Who’s who', main: entry('Who’s who', `<p>Our small staff team works with more than eighty volunteers.</p><div class="wp-block-columns is-layout-flex">${STAFF.map(card).join('')}</div>`) }),
    '/about/governance': page({
      path: '/about/governance',
      title: 'Governance',
      main: entry('Governance and annual reports', `<p>The Trust is governed by a board of eleven trustees who meet quarterly. Annual reports are filed with the Charity Commission.</p><p>Clerk to the Trustees: Simon Pryor, ${mailto(`simon.pryor@${HOST}`)}</p>`),
    }),
    '/press': page({
      path: '/press',
      title: 'Press',
      main: entry('Press', `<p>High-resolution images of the collection are available on request.</p><p><strong>Press contact:</strong> Lucy Fenwick, Marketing &amp; Communications Manager, ${tel('01632 960 412')}, ${mailto(`lucy.fenwick@${HOST}`)}</p>`),
    }),
    '/privacy-policy': page({ path: '/privacy-policy', title: 'Privacy policy', main: entry('Privacy policy', `<p>Haverleigh Museum Trust is the data controller. Questions about your data: ${mailto(`enquiries@${HOST}`)}.</p>`) }),
    '/collections/conservation-studio': page({
      path: '/collections/conservation-studio',
      title: 'The conservation studio',
      main: entry('The conservation studio', `<p>Our textile conservation studio takes on a small number of private commissions each year.</p><p>Owen Pryce ACR, Senior Conservator (Textiles), ${mailto(`owen.pryce@${HOST}`)}</p>`),
    }),
    '/news/new-textile-gallery': page({
      path: '/news/new-textile-gallery',
      title: 'New textile gallery opens in the spring',
      main: entry('New textile gallery opens in the spring', `<p>Thanks to a grant from the National Lottery Heritage Fund, the first-floor lace gallery will reopen in April with forty newly conserved pieces. For press images and interview requests please contact our Exhibitions Officer, Gemma Holt, at ${mailto(`gemma.holt@${HOST}`)}.</p>`),
    }),
    '/events/late-opening-october': page({
      path: '/events/late-opening-october',
      title: 'Museum Late: Lanterns & Legends',
      main: entry('Museum Late: Lanterns & Legends', `<p>Friday 24 October, 6–9pm. Ghost stories in the picture gallery, lantern-making and a pop-up bar. Tickets £8.</p><p>Group bookings and private hire: Callum Reid, Events &amp; Hospitality Coordinator – ${mailto(`callum.reid@${HOST}`)}</p>`),
    }),
    '/volunteers/rota': page({ path: '/volunteers/rota', title: 'Volunteer rota', main: entry('Volunteer rota', `<p>Swaps and absences: ${mailto(`rota@${HOST}`)}</p>`) }),
    '/page-sitemap.xml': xmlPage(urlset(HOST, PAGE_PATHS, '2025-09-02')),
    '/post-sitemap.xml.gz': gzipXmlPage(urlset(HOST, ['/news/new-textile-gallery'], '2025-10-01')),
    '/events/events-sitemap.xml': xmlPage(urlset(HOST, ['/events/late-opening-october'], '2025-10-06')),
  };

  const whos: CaseKind[] = ['card', 'rdfa', 'plain', 'link-english-unlisted'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /volunteers/\n\nSitemap: ${ORIGIN}/events/events-sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml.gz'], '2025-10-06'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-55',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/privacy-policy'], cases: ['role', 'plain'] },
        { address: `learning@${HOST}`, name: null, title: null, pages: ['/learning'], cases: ['role', 'plain'] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/about/whos-who'], cases: [...whos, ...s.cases] })),
        { address: `simon.pryor@${HOST}`, name: 'Simon Pryor', title: 'Clerk to the Trustees', pages: ['/about/governance'], cases: ['title-name-line', 'deep-page', 'plain'] },
        { address: `lucy.fenwick@${HOST}`, name: 'Lucy Fenwick', title: 'Marketing & Communications Manager', pages: ['/press'], cases: ['label-line', 'plain'] },
        { address: `owen.pryce@${HOST}`, name: 'Owen Pryce', title: 'Senior Conservator (Textiles)', pages: ['/collections/conservation-studio'], cases: ['name-title-line', 'post-nominal', 'sitemap-index', 'plain'] },
        { address: `gemma.holt@${HOST}`, name: 'Gemma Holt', title: 'Exhibitions Officer', pages: ['/news/new-textile-gallery'], cases: ['prose', 'sitemap-gzip', 'sitemap-index', 'plain'] },
        { address: `callum.reid@${HOST}`, name: 'Callum Reid', title: 'Events & Hospitality Coordinator', pages: ['/events/late-opening-october'], cases: ['name-title-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/volunteers/rota'],
      nonAddresses: [
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: 'hello@bramble-catering.test', kind: 'other-company' },
      ],
    },
  };
}
