/**
 * Whareroa District Council, Parks, Reserves & Cemeteries: a council department's pages on a
 * hand-built Drupal 9 theme, in New Zealand English. The "who to talk to" page, two links from
 * home, as "Title: Name" lines; a media release with a labelled media contact; the volunteer page
 * in prose with an "[at]"/"[dot]" address; the department manager in schema.org microdata (with
 * "Dr"); the sports-ground bookings mailbox next to the coordinator's name. The staff intranet is
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'whareroa-district.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;
const hidden = (local: string): string => `${local} [at] whareroa-district [dot] test`;

const theme: Theme = {
  host: HOST,
  siteName: 'Whareroa District Council',
  head: [
    '<meta name="Generator" content="Drupal 9 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Wq3xk2bRkG8s.css">`,
  ],
  header: () =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="alert-banner">Te Awa Road reserve toilets closed for upgrade until 14 March.</div>` +
    `<header role="banner" class="header"><a href="/" title="Home" rel="home" class="site-logo"><img src="${ORIGIN}/themes/custom/wdc/logo.svg" alt="Whareroa District Council – Te Kaunihera ā-Rohe o Whareroa"></a>` +
    `<nav role="navigation" aria-labelledby="block-mainnav-menu"><ul class="menu"><li><a href="/services">Services</a></li><li><a href="/parks">Parks &amp; reserves</a></li><li><a href="/news">News</a></li><li><a href="/contact">Contact us</a></li></ul></nav>` +
    `<form action="/search" class="search-block-form"><input type="search" name="keys" placeholder="Search"></form></header>`,
  footer: () =>
    `<footer role="contentinfo" class="footer"><div class="region-footer"><p>Whareroa District Council, 18 Kauri Street, Private Bag 3002, Whareroa 4410</p><p>Phone ${tel('06 555 0200')} (24/7) · ${mailto(at('parks'), 'parks@whareroa-district.test')}</p>` +
    `<ul class="menu"><li><a href="/privacy">Privacy statement</a></li><li><a href="/copyright">Copyright</a></li><li><a href="/staff">Staff login</a></li></ul><p>© Whareroa District Council 2025</p></div></footer>`,
  privacyPath: { en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-NZ' });
const node = (html: string): string => `<article class="node node--type-page"><div class="field field--name-body field--type-text-with-summary">${html}</div></article>`;

const WHO: [string, string, string][] = [
  ['Parks Planning Team Leader', 'Aroha Ngata', 'aroha.ngata'],
  ['Principal Advisor – Cemeteries &amp; Crematorium', 'Hemi Walker', 'hemi.walker'],
  ['Arborist (Council Trees)', 'Sione Taufa', 'sione.taufa'],
  ['Reserves Ranger, Northern Coast', 'Kirsten Dobbie', 'kirsten.dobbie'],
];

export function whareroaParks(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: node(
      `<h1>Kia ora, welcome to Whareroa District Council</h1><ul class="quick-links"><li><a href="/services">Pay your rates</a></li><li><a href="/services">Rubbish and recycling</a></li><li><a href="/parks">Parks, reserves &amp; cemeteries</a></li></ul>` +
        `<p>Questions about a park, playground or cemetery? Email ${mailto(at('parks'))}.</p>`,
    ),
  });

  pages['/services'] = page({ path: '/services', title: 'Services', main: node(`<h1>Services</h1><p>Rates are due 20 August, 20 November, 20 February and 20 May. Kerbside recycling is collected fortnightly.</p>`) });

  pages['/parks'] = page({
    path: '/parks',
    title: 'Parks, reserves & cemeteries',
    main: node(
      `<h1>Parks, reserves &amp; cemeteries</h1><p>We look after 212 parks and reserves, 48 playgrounds, 96 km of walking tracks and four cemeteries.</p>` +
        `<ul><li><a href="/parks/who-to-talk-to">Who to talk to</a></li><li><a href="/parks/volunteer">Volunteer with us</a></li><li><a href="/parks/sportsgrounds">Sportsgrounds</a></li></ul>`,
    ),
  });

  pages['/parks/who-to-talk-to'] = page({
    path: '/parks/who-to-talk-to',
    title: 'Who to talk to',
    main: node(`<h1>Who to talk to</h1><p>For anything urgent (fallen trees, vandalism) call ${tel('06 555 0200')}, any time.</p>` + WHO.map(([t, n, l]) => `<p><strong>${t}:</strong> ${esc(n)}, ${mailto(at(l))}</p>`).join('')),
  });

  pages['/parks/volunteer'] = page({
    path: '/parks/volunteer',
    title: 'Volunteer with us',
    main: node(
      `<h1>Volunteer with us</h1><p>Community planting days run from May to September. Our Volunteer Coordinator, Tama Rāwiri (${esc(hidden('tama.rawiri'))}), looks after registrations, gloves and the sausage sizzle.</p><p>Bring sturdy shoes and a water bottle.</p>`,
    ),
  });

  pages['/parks/sportsgrounds'] = page({
    path: '/parks/sportsgrounds',
    title: 'Sportsgrounds',
    main: node(
      `<h1>Sportsgrounds</h1><p>Winter allocations open 1 February. Liam O'Sullivan, Sportsfield Coordinator, approves all seasonal allocations. Bookings: ${mailto(at('bookings'))}</p><table><tr><th>Ground</th><th>Season fee</th></tr><tr><td>Memorial Park (senior rugby)</td><td>$1,840</td></tr><tr><td>Kōwhai Domain (junior football)</td><td>$620</td></tr></table>`,
    ),
  });

  pages['/news'] = page({ path: '/news', title: 'News', main: node(`<h1>News</h1><ul><li><a href="/news/new-shared-path-opens">New Te Awa shared path opens</a> – 3 March 2025</li></ul>`) });

  pages['/news/new-shared-path-opens'] = page({
    path: '/news/new-shared-path-opens',
    title: 'New Te Awa shared path opens',
    main: node(
      `<h1>New Te Awa shared path opens</h1><p class="date">3 March 2025</p><p>The 4.2 km shared path between the river mouth and Kōwhai Domain opened on Saturday, with more than 300 people walking and cycling the route.</p>` +
        `<p class="media-contact"><strong>Media enquiries:</strong> Rachel Whitcombe, Senior Communications Advisor, ${tel('027 555 0148')}, ${mailto(at('rachel.whitcombe'))}</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact us',
    main: node(
      `<h1>Contact us</h1><p>Customer Services, 18 Kauri Street, Mon–Fri 8.00am–5.00pm.</p>` +
        `<div itemscope itemtype="https://schema.org/GovernmentOrganization"><h2 itemprop="name">Parks, Reserves &amp; Cemeteries</h2>` +
        `<div itemprop="employee" itemscope itemtype="https://schema.org/Person"><p>Department manager: <span itemprop="honorificPrefix">Dr</span> <span itemprop="name">Fiona McAlister</span>, <span itemprop="jobTitle">Manager Parks &amp; Open Spaces</span></p>` +
        `<p>Email: <a itemprop="email" href="mailto:${at('fiona.mcalister')}">${at('fiona.mcalister')}</a></p></div></div>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy statement', main: node(`<h1>Privacy statement</h1><p>We collect personal information under the Privacy Act 2020.</p>`) });
  pages['/copyright'] = page({ path: '/copyright', title: 'Copyright', main: node(`<h1>Copyright</h1><p>Content is licensed CC BY 4.0 unless stated otherwise.</p>`) });
  pages['/staff'] = page({ path: '/staff', title: 'Staff login', main: node(`<h1>Staff intranet</h1><p>Locked out? Email ${mailto(at('servicedesk'))}.</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nCrawl-delay: 2\nDisallow: /staff\nDisallow: /search\nDisallow: /user/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/parks', '/news', '/contact', '/privacy', '/copyright'], '2025-03-04'),
      pages,
      headers: { Server: 'nginx', 'X-Drupal-Cache': 'HIT', 'X-Generator': 'Drupal 9 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-40',
      languages: ['en'],
      addresses: [
        { address: at('parks'), name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...WHO.map(([t, n, l]) => ({
          address: at(l),
          name: n,
          title: t.replace('&amp;', '&'),
          pages: ['/parks/who-to-talk-to'],
          cases: ['title-name-line', 'deep-page', 'plain'] as CrawlWorldSite['truth']['addresses'][number]['cases'],
        })),
        { address: at('tama.rawiri'), name: 'Tama Rāwiri', title: 'Volunteer Coordinator', pages: ['/parks/volunteer'], cases: ['prose', 'obfuscated', 'deep-page'] },
        { address: at('bookings'), name: null, title: null, pages: ['/parks/sportsgrounds'], cases: ['neighbour', 'role', 'plain', 'deep-page'] },
        { address: at('rachel.whitcombe'), name: 'Rachel Whitcombe', title: 'Senior Communications Advisor', pages: ['/news/new-shared-path-opens'], cases: ['label-line', 'plain', 'deep-page'] },
        { address: at('fiona.mcalister'), name: 'Fiona McAlister', title: 'Manager Parks & Open Spaces', pages: ['/contact'], cases: ['microdata', 'honorific', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/staff'],
      nonAddresses: [{ text: `servicedesk@${HOST}`, kind: 'disallowed' }],
    },
  };
}
