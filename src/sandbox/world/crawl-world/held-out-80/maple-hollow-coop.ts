/**
 * Maple Hollow Farmers' Cooperative: a farm cooperative and farm store in Hardwick, Vermont, on
 * WordPress. "Who We Are" holds the staff as block-editor cards (two addresses written as
 * character references by an e-mail encoder plugin) and the board as a table; "CSA Shares" names
 * the CSA coordinator in a sentence; a buyers' landing page reached only through the WordPress
 * sitemap index gives the wholesale lead on a name, title, address line; the contact page has a
 * JSON-LD contact point; a news post thanks a sugarmaker beside the volunteer mailbox. The
 * retina logo, a pinned script version, the co-op's insurer and the member portal (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, sitemapIndex, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'maplehollow-coop-hardwick.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/about', 'About the Co-op'],
  ['/farm-store', 'Farm Store'],
  ['/csa', 'CSA Shares'],
  ['/who-we-are', 'Who We Are'],
  ['/news', 'News'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: "Maple Hollow Farmers' Cooperative",
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">`,
    `<link rel="stylesheet" id="kadence-global-css" href="${ORIGIN}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.3" media="all">`,
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js" id="swiper-js"></script>',
  ],
  header: (p: PageSpec) =>
    `<header id="masthead" class="site-header"><div class="site-branding"><a href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2024/03/maple-hollow-logo@2x.png" width="220" height="64" alt="Maple Hollow Farmers' Cooperative"></a></div>` +
    `<nav id="site-navigation" class="main-navigation" aria-label="Primary"><ul id="primary-menu" class="menu">${MENU.map(([h, l]) => `<li class="menu-item${h === p.path ? ' current-menu-item' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="footer-widget-area"><section class="widget widget_block"><h2>Farm Store Hours</h2><p>Mon–Sat 8am–6pm<br>Sunday 10am–4pm<br>Closed Thanksgiving and Christmas Day</p></section>` +
    `<section class="widget widget_block"><h2>Find Us</h2><p>1142 Route 15 East, Hardwick, VT 05843<br>${tel('(802) 555-0163')}<br>${mailto(`info@${HOST}`)}</p></section>` +
    `<section class="widget widget_nav_menu"><ul><li><a href="/members-only">Member Portal</a></li><li><a href="/privacy-policy">Privacy Policy</a></li></ul></section></div>` +
    `<div class="site-info">© 2025 Maple Hollow Farmers' Cooperative, Inc. · A member-owned cooperative since 1987</div></footer>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [`<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-US', ...spec });

type Staff = { name: string; title: string; local: string; bio: string; encoded: boolean };
const STAFF: Staff[] = [
  { name: 'Tom Beaulieu', title: 'General Manager', local: 'tom', bio: 'Tom grew up on a dairy farm in Craftsbury and has managed the co-op since 2016.', encoded: false },
  { name: 'Rachel Whitcomb', title: 'Wholesale & Distribution Coordinator', local: 'rachel', bio: 'Rachel runs our delivery routes to restaurants, schools and food shelves from Burlington to St. Johnsbury.', encoded: true },
  { name: 'Luis Ortega', title: 'Farm Store Manager', local: 'luis', bio: 'Luis keeps the store stocked with member products and runs the Saturday tasting table.', encoded: true },
  { name: 'Carol Ainsworth', title: 'Bookkeeper', local: 'carol', bio: 'Carol handles member patronage, payroll and invoices. She is in the office Tuesdays and Thursdays.', encoded: false },
];
const BOARD = [
  { office: 'President', name: 'Hank Morrow', farm: 'Morrow Hill Dairy', local: 'hank' },
  { office: 'Vice President', name: 'June Pelletier', farm: 'Black River Greens', local: null },
  { office: 'Secretary', name: 'Ellen Lafleur', farm: 'Lafleur Sugarworks', local: 'ellen' },
  { office: 'Treasurer', name: 'Walt Hebert', farm: 'Hebert Orchards', local: null },
];

const enc = (a: string) => `<a href="mailto:${entities(a)}">${entities(a)}</a>`;

export function mapleHollowCoop(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Local food from Vermont farms',
    main: `<section class="wp-block-cover"><h1>Thirty-one farms. One table.</h1><p>Maple Hollow is owned by the farmers who grow our milk, maple, greens and meat. Shop the farm store, sign up for a CSA share or buy wholesale for your kitchen.</p><p><a class="wp-block-button__link" href="/csa">Join the 2025 CSA</a> <a class="wp-block-button__link" href="/news/sugaring-open-house-2025">Sugaring open house recap</a></p></section>`,
  });
  pages['/about'] = page({ path: '/about', title: 'About the Co-op', main: `<h1>About the Co-op</h1><p>Founded in 1987 by nine dairy families, the cooperative now markets for thirty-one member farms in Caledonia, Orleans and Lamoille counties. Members share in profits through annual patronage dividends. Our liability insurance is with Green Mountain Farm Mutual (claims@gmfarmmutual.com).</p>` });
  pages['/farm-store'] = page({ path: '/farm-store', title: 'Farm Store', main: `<h1>Farm Store</h1><p>Cheese, maple syrup, grass-fed beef, eggs and seasonal vegetables, all from member farms. We accept cash, cards and 3SquaresVT/EBT.</p>` });
  pages['/csa'] = page({
    path: '/csa',
    title: 'CSA Shares',
    main: `<h1>2025 CSA Shares</h1><p>Eighteen weeks of vegetables, with add-on shares of eggs, cheese and maple. Pick up at the farm store on Thursdays or at the Montpelier drop site.</p><p>Questions about your share, a missed pickup or a vacation hold? Our CSA coordinator, Beth Sargent, is happy to help at ${mailto(`beth@${HOST}`)}.</p>`,
  });
  pages['/who-we-are'] = page({
    path: '/who-we-are',
    title: 'Who We Are',
    main:
      `<h1>Who We Are</h1><h2 class="wp-block-heading">Our Staff</h2><div class="wp-block-columns staff-grid">` +
      STAFF.map(
        (s) =>
          `<div class="wp-block-column"><figure class="wp-block-image size-medium"><img src="${ORIGIN}/wp-content/uploads/2024/04/${s.local}-300x300.jpg" alt=""></figure><h3 class="wp-block-heading">${esc(s.name)}</h3><p class="staff-role"><strong>${esc(s.title)}</strong></p><p>${esc(s.bio)}</p><p>${s.encoded ? enc(`${s.local}@${HOST}`) : mailto(`${s.local}@${HOST}`)}</p></div>`,
      ).join('') +
      `</div><h2 class="wp-block-heading">Board of Directors</h2><figure class="wp-block-table"><table><thead><tr><th>Office</th><th>Name</th><th>Member farm</th><th>Email</th></tr></thead><tbody>` +
      BOARD.map((b) => `<tr><td>${b.office}</td><td>${b.name}</td><td>${b.farm}</td><td>${b.local ? mailto(`${b.local}@${HOST}`) : ''}</td></tr>`).join('') +
      `</tbody></table></figure><p>The board meets the second Wednesday of each month. Members are welcome to attend.</p>`,
  });
  pages['/news'] = page({ path: '/news', title: 'News', main: `<h1>News</h1><article><h2><a href="/news/sugaring-open-house-2025">Sugaring open house draws a crowd</a></h2><p>April 7, 2025</p></article><article><h2>CSA sign-up is open</h2><p>February 3, 2025</p></article>` });
  pages['/news/sugaring-open-house-2025'] = page({
    path: '/news/sugaring-open-house-2025',
    title: 'Sugaring open house draws a crowd',
    main: `<article class="post"><h1 class="entry-title">Sugaring open house draws a crowd</h1><p class="posted-on"><time datetime="2025-04-07">April 7, 2025</time></p><p>More than four hundred visitors came out to Lafleur Sugarworks for our open house on Vermont Maple Open House Weekend. Our thanks to Ellen Lafleur and her crew for boiling all afternoon. Want to help at next year’s open house? Write to ${mailto(`volunteer@${HOST}`)}.</p></article>`,
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'GroceryStore',
        name: "Maple Hollow Farmers' Cooperative",
        address: { '@type': 'PostalAddress', streetAddress: '1142 Route 15 East', addressLocality: 'Hardwick', addressRegion: 'VT', postalCode: '05843', addressCountry: 'US' },
        telephone: '+1-802-555-0163',
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email: `orders@${HOST}`, telephone: '+1-802-555-0170' }],
      },
    ],
    main: `<h1>Contact Us</h1><p>General questions: ${mailto(`info@${HOST}`)}<br>Wholesale and standing orders: ${mailto(`orders@${HOST}`)}</p><p>Farm store: ${tel('(802) 555-0163')}</p>`,
  });
  pages['/wholesale-buyers'] = page({
    path: '/wholesale-buyers',
    title: 'For Restaurants & Grocers',
    main: `<h1>Buying wholesale from Maple Hollow</h1><p>We deliver twice a week across northern Vermont. Price lists are updated every Monday.</p><p>New accounts: Gail Thibodeau, Wholesale Sales Lead, ${mailto(`gail@${HOST}`)}</p>`,
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: `<h1>Privacy Policy</h1><p>We use your contact details only to manage your CSA share or order.</p>` });
  pages['/members-only'] = page({ path: '/members-only', title: 'Member Portal', main: `<h1>Member Portal</h1><p>Patronage statements and pick-up schedules. Questions: ${mailto(`patronage@${HOST}`)}</p>` });
  pages['/wp-sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/wp-sitemap-posts-page-1.xml', '/wp-sitemap-posts-post-1.xml']));
  pages['/wp-sitemap-posts-page-1.xml'] = xmlPage(urlset(HOST, ['/', '/about', '/farm-store', '/csa', '/who-we-are', '/contact', '/wholesale-buyers', '/privacy-policy']));
  pages['/wp-sitemap-posts-post-1.xml'] = xmlPage(urlset(HOST, ['/news/sugaring-open-house-2025']));

  const staffAddr = STAFF.map((s) => ({
    address: `${s.local}@${HOST}`,
    name: s.name,
    title: s.title,
    pages: ['/who-we-are'],
    cases: ['card', s.encoded ? 'entities' : 'plain', 'link-english-unlisted'] as CrawlWorldSite['truth']['addresses'][number]['cases'],
  }));
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /members-only\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-80',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `orders@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: `volunteer@${HOST}`, name: null, title: null, pages: ['/news/sugaring-open-house-2025'], cases: ['neighbour', 'role', 'plain'] },
        ...staffAddr,
        { address: `hank@${HOST}`, name: 'Hank Morrow', title: 'President', pages: ['/who-we-are'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: `ellen@${HOST}`, name: 'Ellen Lafleur', title: 'Secretary', pages: ['/who-we-are'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: `beth@${HOST}`, name: 'Beth Sargent', title: 'CSA coordinator', pages: ['/csa'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: `gail@${HOST}`, name: 'Gail Thibodeau', title: 'Wholesale Sales Lead', pages: ['/wholesale-buyers'], cases: ['sitemap-index', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/members-only'],
      nonAddresses: [
        { text: `patronage@${HOST}`, kind: 'disallowed' },
        { text: 'maple-hollow-logo@2x.png', kind: 'retina' },
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: 'claims@gmfarmmutual.com', kind: 'other-company' },
      ],
    },
  };
}
