/**
 * Tern Point Fishermen's Co-operative, a lobster and groundfish co-op with a wharf, bait shed
 * and processing plant on the South Shore of Nova Scotia, on Drupal 10 (Olivero). The staff view
 * writes each person as an RDFa Person; the "Wharf & Gear" page lists "Title: Name" lines, one
 * address built by an inline script; the bookkeeper is introduced in a sentence; a news post
 * thanks a skipper for photos beside the trap-tag mailbox. The board page is listed only in a
 * sitemap the robots.txt names at a custom path. Traps: a buyer's address and the members'
 * settlement page (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ternpointcoop.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about', 'About the Co-op'],
  ['/about/staff', 'Staff'],
  ['/wharf-gear', 'Wharf & Gear'],
  ['/prices', 'Shore Prices'],
  ['/news', 'News'],
];

const theme: Theme = {
  host: HOST,
  siteName: "Tern Point Fishermen's Co-operative",
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Qm7xRz2pLk9vB3nT.css?delta=0&amp;language=en&amp;theme=olivero&amp;include=eJxdjEEKwzAMBD9k8JOC4mxrgWwFSU6T3ze0t_Yyh2GYhTtqXWh9nCVNwd5rW5S7">`,
  ],
  header: () =>
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable"><div class="site-branding"><a href="/" rel="home" class="site-branding__name">Tern Point Fishermen's Co-op</a><div class="site-branding__slogan">Owned by the fishermen who land here, since 1958</div></div>` +
    `<nav class="primary-nav" aria-labelledby="primary-menu"><h2 id="primary-menu" class="visually-hidden">Main navigation</h2><ul class="menu primary-nav__menu">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link" data-drupal-link-system-path="${h === '/' ? '&lt;front&gt;' : h.slice(1)}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div class="block block-block-content"><p>Tern Point Fishermen's Co-operative Ltd.<br>1187 Hwy 3, Tern Point, NS B0T 1K0<br>Office ${tel('902-555-0172')} · Wharf ${tel('902-555-0175')}<br>${mailto(`office@${HOST}`)}</p><p><a href="/members/settlements">Member settlements (login)</a></p></div></div></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-CA' });
const node = (h1: string, html: string): string => `<div class="region region--content-above"><h1 class="title page-title"><span class="field field--name-title">${h1}</span></h1></div><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary">${html}</div></div></article>`;

type Staff = { name: string; title: string; local: string; phone: string };
const STAFF: Staff[] = [
  { name: 'Wade Nickerson', title: 'General Manager', local: 'wnickerson', phone: '902-555-0172 ext. 21' },
  { name: 'Gordon Smith', title: 'Plant Manager', local: 'gsmith', phone: '902-555-0172 ext. 30' },
  { name: 'Trina Doucette', title: 'Quality Assurance & CFIA Compliance Coordinator', local: 'tdoucette', phone: '902-555-0172 ext. 33' },
  { name: 'Lisa Surette', title: 'Office & Payroll Administrator', local: 'lsurette', phone: '902-555-0172 ext. 20' },
];

const CONCAT_SCRIPT = `var u = 'mbou' + 'dreau'; var d = 'ternpointcoop' + '.test'; var el = document.getElementById('bait-contact'); el.innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

type Line = { label: string; name: string; local: string; script?: boolean };
const WHARF: Line[] = [
  { label: 'Wharf Manager', name: 'Dale Atkinson', local: 'datkinson' },
  { label: 'Bait, Ice & Fuel', name: 'Marc Boudreau', local: 'mboudreau', script: true },
  { label: 'Gear & Marine Supply Store', name: 'Kendra Hemeon', local: 'khemeon' },
];

const BOARD = [
  { name: 'Rodney Cunningham', title: 'President', local: 'rcunningham' },
  { name: 'Heather Goreham', title: 'Secretary-Treasurer', local: 'hgoreham' },
];

export function ternPointCoop(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: `<div class="node__content"><h1>Fair prices, landed at home.</h1><p>Tern Point Fishermen's Co-operative is owned by 64 member fishermen in Lobster Fishing Area 33. We buy, hold and ship lobster from the last Monday of November to the end of May, and groundfish, mackerel and herring year-round.</p><p><a href="/prices">This week's shore prices</a> · <a href="/news/dumping-day-2025">Dumping Day 2025</a></p></div>`,
  });
  pages['/about'] = page({ path: '/about', title: 'About the Co-op', main: node('About the Co-op', `<p>Founded in 1958 by eleven inshore fishermen, the Co-op now runs a 40,000 lb lobster pound, a bait freezer, a fuel dock and a small processing plant. Patronage dividends are paid every June.</p>`) });

  pages['/about/staff'] = page({
    path: '/about/staff',
    title: 'Staff',
    main: node(
      'Staff',
      `<div class="view view-staff-directory"><div class="view-content">` +
        STAFF.map(
          (s) =>
            `<div class="views-row" vocab="https://schema.org/" typeof="Person" about="/staff/${s.local}"><h3 property="name">${esc(s.name)}</h3><div class="field--name-field-position" property="jobTitle">${esc(s.title)}</div><div class="field--name-field-phone">${esc(s.phone)}</div><div class="field--name-field-email"><a property="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></div></div>`,
        ).join('') +
        `</div></div><p>Our bookkeeper, Shelley Malone, prepares member settlement statements and T4Fs; you can reach her at ${mailto(`smalone@${HOST}`)} or drop by the office Tuesdays and Thursdays.</p>`,
    ),
  });

  pages['/wharf-gear'] = page({
    path: '/wharf-gear',
    title: 'Wharf & Gear',
    main: node(
      'Wharf &amp; Gear',
      `<p>The wharf is open 5 a.m. to 7 p.m. during the season. Please check in with the wharf office before tying up at the east face.</p><p>` +
        WHARF.map((w) => `${esc(w.label)}: ${esc(w.name)}, ${w.script ? `<span id="bait-contact">(enable JavaScript to see email)</span><script>${CONCAT_SCRIPT}</script>` : mailto(`${w.local}@${HOST}`)}`).join('<br>\n') +
        `</p>`,
    ),
  });

  pages['/prices'] = page({
    path: '/prices',
    title: 'Shore Prices',
    main: node('Shore Prices', `<table><thead><tr><th>Species</th><th>Grade</th><th>$/lb</th></tr></thead><tbody><tr><td>Lobster</td><td>Canners</td><td>7.25</td></tr><tr><td>Lobster</td><td>Markets</td><td>8.00</td></tr><tr><td>Haddock</td><td>Large</td><td>1.90</td></tr></tbody></table><p>Most of our lobster goes to Maritime Shellfish Exports in Yarmouth; their buyers can be reached at orders@maritimeshellfish.ca.</p>`),
  });

  pages['/news'] = page({ path: '/news', title: 'News', main: node('News', `<ul><li><a href="/news/dumping-day-2025">Dumping Day 2025: safe start for the fleet</a></li></ul>`) });
  pages['/news/dumping-day-2025'] = page({
    path: '/news/dumping-day-2025',
    title: 'Dumping Day 2025: safe start for the fleet',
    main: node(
      'Dumping Day 2025: safe start for the fleet',
      `<p>All 38 boats fishing out of Tern Point got their traps in the water before noon on Monday, November 24. Seas were under a metre and nobody needed a tow.</p><p>Thanks to Capt. Allison Hatfield of the <em>Sea Breeze III</em> for the photos from the harbour mouth.</p><p>Still missing trap tags for next season? Orders go to ${mailto(`tagorders@${HOST}`)} by January 15.</p>`,
    ),
  });

  pages['/board-of-directors'] = page({
    path: '/board-of-directors',
    title: 'Board of Directors',
    main: node(
      'Board of Directors 2025–26',
      `<p>Elected at the Annual General Meeting, March 2025.</p><ul>${BOARD.map((b) => `<li>${esc(b.name)}, ${esc(b.title)} – ${mailto(`${b.local}@${HOST}`)}</li>`).join('')}<li>Jeff Sears, Director</li><li>Amanda Crowell, Director</li><li>Colin Hatfield, Director</li></ul>`,
    ),
  });

  pages['/members/settlements'] = page({ path: '/members/settlements', title: 'Member settlements', main: node('Member settlements', `<p>Log in to see your landings and statements. Problems? ${mailto(`settlements@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /members/\n\nSitemap: ${ORIGIN}/sitemaps/coop-pages.xml\n`,
      pages: { ...pages, '/sitemaps/coop-pages.xml': xmlPage(urlset(HOST, ['/', '/about', '/about/staff', '/wharf-gear', '/prices', '/news', '/news/dumping-day-2025', '/board-of-directors'], '2025-11-25')) },
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-84',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `tagorders@${HOST}`, name: null, title: null, pages: ['/news/dumping-day-2025'], cases: ['neighbour', 'role', 'plain'] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/about/staff'], cases: ['rdfa', 'card', 'plain'] as CaseKind[] })),
        { address: `smalone@${HOST}`, name: 'Shelley Malone', title: 'bookkeeper', pages: ['/about/staff'], cases: ['prose', 'plain'] },
        ...WHARF.map((w) => ({
          address: `${w.local}@${HOST}`,
          name: w.name,
          title: w.label,
          pages: ['/wharf-gear'],
          ...(w.script ? { encoded: { kind: 'script' as const, text: CONCAT_SCRIPT } } : {}),
          cases: ['title-name-line', w.script ? 'script-concat' : 'plain', 'link-english-unlisted'] as CaseKind[],
        })),
        ...BOARD.map((b) => ({ address: `${b.local}@${HOST}`, name: b.name, title: b.title, pages: ['/board-of-directors'], cases: ['name-title-line', 'sitemap-robots', 'plain'] as CaseKind[] })),
      ],
      pattern: '{f}{last}',
      disallowed: ['/members/settlements'],
      nonAddresses: [
        { text: `settlements@${HOST}`, kind: 'disallowed' },
        { text: 'orders@maritimeshellfish.ca', kind: 'other-company' },
      ],
    },
  };
}
