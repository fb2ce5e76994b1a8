/**
 * Kessock Grain Elevator Museum: a restored 1928 wooden elevator and CPR station on the prairie
 * near Kessock, Saskatchewan, on Drupal 10, in Canadian English. The staff page marks each person
 * up in schema.org microdata; the board page is RDFa (Drupal's own), with a reverend and a CPA; a
 * "Volunteer" page gives the coordinator in a sentence. The oral-history project page is in no
 * menu, only in a child of the sitemap index. Traps: the provincial heritage office's address,
 * and the volunteer roster under /admin/, which robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kessockelevator.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/visit', 'Plan Your Visit'],
  ['/exhibits', 'Exhibits'],
  ['/about/staff', 'Museum Staff'],
  ['/about/board', 'Board of Directors'],
  ['/volunteer', 'Volunteer'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kessock Grain Elevator Museum',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', '<meta name="MobileOptimized" content="width">', `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_q8Kd2fX0.css?delta=0&amp;language=en&amp;theme=olivero">`],
  header: () =>
    `<header class="site-header" role="banner"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="${ORIGIN}/sites/default/files/kessock-logo.svg" alt="Home"></a></div><nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav"><ul class="menu primary-nav__menu">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link" data-drupal-link-system-path="node">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="region region--footer"><div class="block block-block-content"><p>Kessock Grain Elevator Museum Inc. · Box 58, Kessock, SK S0K 2H0 · ${tel('306-555-0128')} · ${mailto(`info@${HOST}`)}</p><p>A registered charity (BN 88214 5530 RR0001). Open Victoria Day to Labour Day.</p></div></div></footer>`,
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-CA' });
const node = (html: string): string => `<article data-history-node-id="12" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article>`;

type Staff = { name: string; title: string; local: string; blurb: string };
const STAFF: Staff[] = [
  { name: 'Janelle Wiebe', title: 'Executive Director / Curator', local: 'jwiebe', blurb: 'Janelle joined the museum in 2017 after a decade at the Western Development Museum.' },
  { name: 'Tyler Olfert', title: 'Site Operations & Restoration Technician', local: 'tolfert', blurb: 'Tyler keeps the leg, the distributor and the 1928 Fairbanks-Morse engine turning.' },
  { name: 'Amrit Sandhu', title: 'Education & Public Programs Coordinator', local: 'asandhu', blurb: 'Amrit books school tours and runs our Harvest Days program every September.' },
];

type Board = { office: string; shown: string; name: string; local: string };
const BOARD: Board[] = [
  { office: 'Chair', shown: 'Gordon Hepworth', name: 'Gordon Hepworth', local: 'ghepworth' },
  { office: 'Vice-Chair', shown: 'Rev. Carol Dueck', name: 'Carol Dueck', local: 'cdueck' },
  { office: 'Treasurer', shown: 'Marion Fehr, CPA', name: 'Marion Fehr', local: 'mfehr' },
  { office: 'Secretary', shown: 'Wes Yaremko', name: 'Wes Yaremko', local: 'wyaremko' },
];

export function kessockElevator(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: node(`<h1>Stand inside a working prairie sentinel</h1><p>Built by the Saskatchewan Wheat Pool in 1928 and saved from demolition by the community in 1999, the Kessock elevator is one of the last wooden elevators in the province still able to take in grain. Ride the man-lift (if you dare), then visit the restored CPR station next door.</p>`),
  });
  pages['/visit'] = page({ path: '/visit', title: 'Plan Your Visit', main: node(`<h1>Plan Your Visit</h1><p>Open daily 10 a.m. to 5 p.m., Victoria Day to Labour Day. Adults $10, seniors $8, kids under 12 free. The elevator is not wheelchair accessible above the driveway floor; the station is.</p>`) });
  pages['/exhibits'] = page({ path: '/exhibits', title: 'Exhibits', main: node(`<h1>Exhibits</h1><ul><li>The driveway and the leg</li><li>Agent's office, 1950s</li><li>The CPR station and tool shed</li></ul>`) });
  pages['/about/staff'] = page({
    path: '/about/staff',
    title: 'Museum Staff',
    main: node(
      `<h1>Museum Staff</h1><div class="views-view-grid">` +
        STAFF.map((s) => `<div class="views-col" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">${esc(s.name)}</h3><div class="field--name-field-position" itemprop="jobTitle">${esc(s.title)}</div><p>${esc(s.blurb)}</p><a itemprop="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></div>`).join('') +
        `</div>`,
    ),
  });
  pages['/about/board'] = page({
    path: '/about/board',
    title: 'Board of Directors',
    main: node(
      `<h1>Board of Directors 2025</h1><p>Our volunteer board is elected at the AGM each March.</p><ul class="board" vocab="https://schema.org/">` +
        BOARD.map((b) => `<li typeof="Person"><span property="jobTitle">${esc(b.office)}</span> – <span>${esc(b.shown)}</span><meta property="name" content="${esc(b.name)}"> · <a property="email" href="mailto:${b.local}@${HOST}">${b.local}@${HOST}</a></li>`).join('') +
        `</ul><p>Directors at large: Brent Kowalski, Lois Hildebrand, Dr. Anil Mehta.</p>`,
    ),
  });
  pages['/volunteer'] = page({
    path: '/volunteer',
    title: 'Volunteer',
    main: node(`<h1>Volunteer with us</h1><p>Guides, gardeners, painters and pie bakers all welcome. Our volunteer coordinator, Darlene Pukalo, will find you a shift that suits – email her at ${mailto(`dpukalo@${HOST}`)}.</p><p>Current volunteers: <a href="/admin/volunteer-roster">volunteer roster (login required)</a></p>`),
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node(`<h1>Contact Us</h1><p>Box 58, Kessock, SK S0K 2H0 (the elevator is 2 km east of town on Grid Road 655).</p><p>${mailto(`info@${HOST}`)} · ${tel('306-555-0128')}</p><p>Artifact donations are coordinated with the provincial heritage branch (heritage.inquiries@skheritage.example.ca).</p>`),
  });
  pages['/oral-history-project'] = page({
    path: '/oral-history-project',
    title: 'Voices of the Elevator: Oral History Project',
    main: node(`<h1>Voices of the Elevator</h1><p>Since 2022 we have recorded more than forty interviews with former grain buyers, farmers and their families. If you or a relative worked the Kessock elevator, our archivist Lorraine Kowalchuk would love to hear from you at ${mailto(`lkowalchuk@${HOST}`)}.</p>`),
  });
  pages['/admin/volunteer-roster'] = page({ path: '/admin/volunteer-roster', title: 'Volunteer roster', main: node(`<h1>Roster</h1><p>Shift swaps: ${mailto(`roster@${HOST}`)}</p>`) });
  pages['/sitemaps/default/sitemap-1.xml'] = xmlPage(urlset(HOST, ['/', '/visit', '/exhibits', '/about/staff', '/about/board', '/volunteer', '/contact', '/oral-history-project'], '2025-04-02'));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/default/sitemap-1.xml'], '2025-04-02'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-100',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] as CaseKind[] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/about/staff'], cases: ['microdata', 'card', 'plain'] as CaseKind[] })),
        ...BOARD.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.office,
          pages: ['/about/board'],
          cases: ['rdfa', 'plain', ...(b.shown.startsWith('Rev.') ? ['honorific'] : []), ...(b.shown.includes('CPA') ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `dpukalo@${HOST}`, name: 'Darlene Pukalo', title: 'volunteer coordinator', pages: ['/volunteer'], cases: ['prose', 'plain'] },
        { address: `lkowalchuk@${HOST}`, name: 'Lorraine Kowalchuk', title: 'archivist', pages: ['/oral-history-project'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/admin/volunteer-roster'],
      nonAddresses: [
        { text: `roster@${HOST}`, kind: 'disallowed' },
        { text: 'heritage.inquiries@skheritage.example.ca', kind: 'other-company' },
      ],
    },
  };
}
