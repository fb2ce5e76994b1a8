/**
 * Kettle River Public Library, Pine Hollow, Minnesota (US English), on WordPress with a library
 * theme: staff cards under "Who We Are" (the director a Dr., also a Person in JSON-LD; the
 * assistant director an MLIS whose address an encoder plugin writes as character references),
 * the trustees in a table, the youth librarian in a sentence, a news post crediting a
 * volunteer beside the Friends mailbox. The staff-only page is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kettleriverlibrary.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/visit', 'Hours &amp; Location'],
  ['/kids-teens', 'Kids &amp; Teens'],
  ['/who-we-are', 'Who We Are'],
  ['/trustees', 'Library Board'],
  ['/news', 'News'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kettle River Public Library',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="libro-style-css" href="${ORIGIN}/wp-content/themes/libro/style.css?ver=2.3.1" media="all">`,
    '<script src="https://unpkg.com/swiper@11.1.4/swiper-bundle.min.js" id="swiper-js"></script>',
  ],
  header: () =>
    `<header id="masthead" class="site-header"><div class="site-branding"><a href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2023/02/krpl-logo@2x.png" width="240" height="64" alt="Kettle River Public Library"></a></div>` +
    `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}/">${l}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="widget widget_text"><p>Kettle River Public Library<br>310 Main Street South, Pine Hollow, MN 55768<br>${tel('(218) 555-0163')} · ${mailto(`info@${HOST}`)}</p><p><a href="/staff-only/">Staff Only</a> · <a href="/privacy/">Privacy</a></p></div><div class="site-info">Proudly powered by WordPress</div></footer>`,
  privacyPath: { en: '/privacy/' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });

type Card = { heading: string; name: string; title: string; local: string; bio: string; cases: CaseKind[]; enc?: boolean };
const CARDS: Card[] = [
  { heading: 'Dr. Janet Lindqvist', name: 'Janet Lindqvist', title: 'Library Director', local: 'jlindqvist', bio: 'Janet came to Kettle River in 2014 after twelve years with the Arrowhead Library System. She holds a doctorate in library and information science from Dominican University.', cases: ['card', 'honorific', 'json-ld-person', 'plain'] },
  { heading: 'Marcus Okonkwo, MLIS', name: 'Marcus Okonkwo', title: 'Assistant Director & Head of Adult Services', local: 'mokonkwo', bio: 'Marcus runs our book clubs, the Tuesday tech help drop-in and the Seed Library.', cases: ['card', 'post-nominal', 'entities'], enc: true },
  { heading: 'Tammy Bergstrom', name: 'Tammy Bergstrom', title: 'Circulation Supervisor', local: 'tbergstrom', bio: 'Questions about your card, holds or fines? Tammy is your person.', cases: ['card', 'plain'] },
  { heading: 'Kevin Pederson', name: 'Kevin Pederson', title: 'Technical Services Librarian', local: 'kpederson', bio: 'Kevin orders, catalogs and processes every new item on our shelves, roughly 6,000 a year.', cases: ['card', 'plain'] },
  { heading: 'Lan Tran', name: 'Lan Tran', title: 'Outreach & Homebound Services Coordinator', local: 'ltran', bio: 'Lan brings books to assisted living residents and runs the bookmobile stops in Cedar Falls Township.', cases: ['card', 'plain'] },
];

export function kettleRiverLibrary(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Home', main: `<div class="entry-content"><h1>Welcome to your library!</h1><p>Free Wi-Fi, 40,000 books, movies, museum passes and a makerspace with a 3D printer. All you need is a library card.</p><p>New this fall: Sunday afternoon hours return in October.</p></div>` });
  pages['/visit'] = page({ path: '/visit', title: 'Hours & Location', main: `<div class="entry-content"><h1>Hours &amp; Location</h1><p>Mon–Thu 10–8 · Fri 10–6 · Sat 10–2 · Closed Sundays and federal holidays.</p><p>Interlibrary loan requests go through the statewide catalog; questions about an ILL already placed can go to ill-help@mnlinkgateway.org.</p></div>` });
  pages['/kids-teens'] = page({ path: '/kids-teens', title: 'Kids & Teens', main: `<div class="entry-content"><h1>Kids &amp; Teens</h1><p>Storytime is Wednesdays at 10:30 and Saturdays at 11. Teen Advisory Board meets the first Thursday of the month.</p><p>Want to book a class visit or a library tour for your scout troop? Get in touch with Rachel Vang, our youth services librarian, at ${mailto(`rvang@${HOST}`)} — she'd love to hear from you.</p></div>` });
  pages['/who-we-are'] = page({
    path: '/who-we-are',
    title: 'Who We Are',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Person', name: 'Janet Lindqvist', honorificPrefix: 'Dr.', jobTitle: 'Library Director', email: `jlindqvist@${HOST}`, worksFor: { '@type': 'Library', name: 'Kettle River Public Library' } }],
    main:
      `<div class="entry-content"><h1>Who We Are</h1><p>Seven full- and part-time staff and about thirty volunteers keep the doors open 52 hours a week.</p><div class="wp-block-columns staff-grid">` +
      CARDS.map((c) => `<div class="wp-block-column staff-card"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/01/${c.local}.jpg" alt="${esc(c.name)}"></figure><h3>${esc(c.heading)}</h3><p class="staff-title"><strong>${esc(c.title)}</strong></p><p>${esc(c.bio)}</p><p>${c.enc ? `<a href="${entities(`mailto:${c.local}@${HOST}`)}">${entities(`${c.local}@${HOST}`)}</a>` : mailto(`${c.local}@${HOST}`)}</p></div>`).join('') +
      `</div></div>`,
  });
  pages['/trustees'] = page({
    path: '/trustees',
    title: 'Library Board',
    main: `<div class="entry-content"><h1>Library Board of Trustees</h1><p>The Board meets the second Monday of each month at 5:30 p.m. in the Community Room. Meetings are open to the public.</p><figure class="wp-block-table"><table><thead><tr><th>Name</th><th>Position</th><th>Term ends</th><th>Email</th></tr></thead><tbody>` +
      `<tr><td>Arne Halvorsen</td><td>Board President</td><td>2026</td><td>${mailto(`ahalvorsen@${HOST}`)}</td></tr>` +
      `<tr><td>Diane Nguyen</td><td>Secretary</td><td>2027</td><td>${mailto(`dnguyen@${HOST}`)}</td></tr>` +
      `<tr><td>Bob Kaskinen</td><td>Treasurer</td><td>2025</td><td>—</td></tr></tbody></table></figure></div>`,
  });
  pages['/news'] = page({ path: '/news', title: 'News', main: `<div class="entry-content"><h1>News</h1><ul><li><a href="/news/summer-reading-2025/">Summer Reading 2025: 612 readers, 9,480 hours!</a></li></ul></div>` });
  pages['/news/summer-reading-2025'] = page({
    path: '/news/summer-reading-2025',
    title: 'Summer Reading 2025: 612 readers, 9,480 hours!',
    main: `<article class="post"><h1 class="entry-title">Summer Reading 2025: 612 readers, 9,480 hours!</h1><div class="entry-meta">Posted on August 22, 2025</div><div class="entry-content"><p>What a summer. Thank you to every reader who logged minutes, and to the Friends of the Library for funding the prize books.</p><p>Photos by Gail Pederson. Want to join the Friends or help at the fall book sale? ${mailto(`friends@${HOST}`)}</p></div></article>`,
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<div class="entry-content"><h1>Privacy Policy</h1><p>Minnesota Statutes §13.40 protects your library records.</p></div>` });
  pages['/staff-only'] = page({ path: '/staff-only', title: 'Staff Only', main: `<div class="entry-content"><h1>Staff Only</h1><p>Schedule swaps: staffroom@${HOST}</p></div>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /staff-only\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/visit/', '/kids-teens/', '/who-we-are/', '/trustees/', '/news/']),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-88',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...CARDS.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/who-we-are'], cases: [...c.cases, 'link-english-unlisted'] as CaseKind[] })),
        { address: `rvang@${HOST}`, name: 'Rachel Vang', title: 'youth services librarian', pages: ['/kids-teens'], cases: ['prose', 'plain'] },
        { address: `ahalvorsen@${HOST}`, name: 'Arne Halvorsen', title: 'Board President', pages: ['/trustees'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: `dnguyen@${HOST}`, name: 'Diane Nguyen', title: 'Secretary', pages: ['/trustees'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: `friends@${HOST}`, name: null, title: null, pages: ['/news/summer-reading-2025'], cases: ['neighbour', 'plain', 'deep-page'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/staff-only'],
      nonAddresses: [
        { text: `staffroom@${HOST}`, kind: 'disallowed' },
        { text: 'ill-help@mnlinkgateway.org', kind: 'other-company' },
        { text: 'krpl-logo@2x.png', kind: 'retina' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
