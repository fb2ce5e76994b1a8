/**
 * The Maple Hollow Inn: a twelve-room country inn in Woodstock, Vermont, on Squarespace, in
 * English. The innkeepers introduced in prose on "Our Story", the staff as "Name, Title" lines on
 * the "Meet the Folks" page, the events coordinator in a labelled block on "Weddings", and the
 * front desk as a role mailbox in the footer. A retina logo file name and the staff page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'maplehollowinn.test';

const MENU: [string, string][] = [
  ['/rooms', 'Rooms & Suites'],
  ['/our-story', 'Our Story'],
  ['/meet-the-folks', 'Meet the Folks'],
  ['/weddings', 'Weddings'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'The Maple Hollow Inn',
  head: [
    '<!-- This is Squarespace. --><!-- maple-hollow-inn -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6512c0e4a7b8c93f21d4e5a6/18/5c5a519771c10ba3470d8101/6512c0e4a7b8c93f21d4e5c1/1520/site.css">',
    '<script src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-0f1e2d3c4b5a6978-min.en-US.js"></script>',
  ],
  header: () =>
    `<header id="header" class="header theme-col--primary" data-section-theme="white"><div class="header-inner"><div class="header-title"><a href="/" class="header-title-logo"><img src="https://images.squarespace-cdn.com/content/v1/6512c0e4a7b8c93f21d4e5a6/mhi-logo@2x.png?format=750w" alt="The Maple Hollow Inn"></a></div>` +
    `<nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/rooms">Book Your Stay</a></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section" data-section-theme="dark"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content"><p><strong>The Maple Hollow Inn</strong><br>418 Pomfret Road, Woodstock, VT 05091<br>${tel('+1 802 457 3190')} · ${mailto(`stay@${HOST}`)}</p><p>© 2025 Maple Hollow Hospitality LLC · <a href="/privacy">Privacy</a> · <a href="/staff">Staff login</a></p></div></div></div></section></footer>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: ['<script>Static.COOKIE_BANNER_CAPABLE = true;</script>', '<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.9f8e7d6c.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const block = (html: string): string => `<section class="page-section" data-section-theme="white"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">${html}</div></div></div></section>`;

type Folk = { name: string; title: string; local: string };
const FOLKS: Folk[] = [
  { name: 'Hannah Whitcomb', title: 'General Manager', local: 'hannah' },
  { name: 'Eli Drummond', title: 'Executive Chef', local: 'eli' },
  { name: 'Rosalind Pike', title: 'Front Desk & Reservations Lead', local: 'rosalind' },
  { name: 'Caleb Thayer', title: 'Head of Housekeeping', local: 'caleb' },
];

export function mapleHollowInn(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'A Country Inn in Woodstock, Vermont', main: block(`<h1>Twelve rooms, one big porch, and the best maple pancakes in Windsor County.</h1><p>Read <a href="/our-story">our story</a> or <a href="/meet-the-folks">meet the folks</a> who look after you.</p>`) });
  pages['/rooms'] = page({ path: '/rooms', title: 'Rooms & Suites', main: block(`<h1>Rooms &amp; Suites</h1><p>From the cozy Birch Room to the Sugarhouse Suite with its wood stove, every room has a view of the hollow.</p>`) });
  pages['/our-story'] = page({
    path: '/our-story',
    title: 'Our Story',
    main: block(`<h2>Our Story</h2><p>Jonah and Marguerite Ellsworth bought the old farmhouse in 2009 and spent two winters turning it into an inn. Marguerite, our innkeeper and co-owner, still bakes every muffin you'll find on the sideboard; write to her at ${mailto(`marguerite@${HOST}`)} if you're planning something special.</p><p>Jonah runs the sugarhouse out back and keeps the books.</p>`),
  });
  pages['/meet-the-folks'] = page({
    path: '/meet-the-folks',
    title: 'Meet the Folks',
    main: block(`<h2>Meet the Folks</h2><p>The people who make your stay feel like home:</p>${FOLKS.map((f) => `<p>${esc(f.name)}, ${esc(f.title)}, ${mailto(`${f.local}@${HOST}`)}</p>`).join('')}`),
  });
  pages['/weddings'] = page({
    path: '/weddings',
    title: 'Weddings',
    main: block(`<h2>Weddings &amp; Gatherings</h2><p>Up to 120 guests under the tent in the meadow, May through October.</p><p><strong>Events Coordinator:</strong> Tessa Morales · ${tel('+1 802 457 3194')} · ${mailto(`tessa@${HOST}`)}</p>`),
  });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: block(`<h2>Contact</h2><p>Questions about a reservation? Email ${mailto(`stay@${HOST}`)} or call us — the front desk is staffed 7am to 10pm.</p>`) });
  pages['/staff'] = page({ path: '/staff', title: 'Staff', main: block(`<h1>Staff schedule</h1><p>Shift swaps go to ${mailto(`schedule@${HOST}`)}.</p>`) });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy Policy', main: block(`<h1>Privacy Policy</h1><p>We use your details only to handle your booking.</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /staff\nDisallow: /search\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, Object.keys(pages).filter((p) => p !== '/staff'), '2025-02-11'),
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-34',
      languages: ['en'],
      addresses: [
        { address: `stay@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `marguerite@${HOST}`, name: 'Marguerite Ellsworth', title: 'innkeeper and co-owner', pages: ['/our-story'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        ...FOLKS.map((f) => ({ address: `${f.local}@${HOST}`, name: f.name, title: f.title, pages: ['/meet-the-folks'], cases: ['name-title-line' as const, 'plain' as const, 'link-english-unlisted' as const] })),
        { address: `tessa@${HOST}`, name: 'Tessa Morales', title: 'Events Coordinator', pages: ['/weddings'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{first}',
      disallowed: ['/staff'],
      nonAddresses: [
        { text: 'mhi-logo@2x.png', kind: 'retina' },
        { text: `schedule@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
