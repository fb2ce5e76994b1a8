/**
 * Torrens Chamber Orchestra: a professional chamber orchestra in Adelaide on TYPO3 13 (a local
 * agency's site package). The administration page sits under "About" (two links from home): the
 * artistic director in RDFa ("Dr" and "OAM"), the office staff as a definition list; the
 * support page has a "Title: Name" line for the philanthropy manager; the learning page names
 * the education lead in a sentence; a media release ends with a "Media enquiries:" label line.
 * The box office is a role mailbox; the venue's ticketing address and the players' intranet
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'torrenschamber.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [['/', 'Home'], ['/season-2025', 'Season 2025'], ['/about', 'About'], ['/learning', 'Learning'], ['/support-us', 'Support Us'], ['/media', 'Media']];

const theme: Theme = {
  host: HOST,
  siteName: 'Torrens Chamber Orchestra',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/_assets/9c1f2e3d4b5a/Css/main.css?1712000000" media="all">`,
    `<script src="${ORIGIN}/_assets/9c1f2e3d4b5a/JavaScript/app.min.js?1712000000"></script>`,
  ],
  header: () =>
    `<header class="page-header"><a class="logo" href="/"><img src="${ORIGIN}/fileadmin/user_upload/tco-logo.svg" alt="Torrens Chamber Orchestra" width="220"></a><nav class="mainnav"><ul>${MENU.map(([h, l]) => `<li><a href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="page-footer"><div class="frame frame-default"><p>Torrens Chamber Orchestra Ltd · ABN 41 555 019 823 · Level 1, 12 Pirie Street, Adelaide SA 5000</p><p>Box Office ${tel('(08) 8555 0142')} · ${mailto(`boxoffice@${HOST}`)}</p><p><a href="/privacy">Privacy</a> · <a href="/players">Players’ intranet</a></p><p>We acknowledge the Kaurna people, the Traditional Owners of the land on which we make music.</p></div></footer>`,
  privacyPath: { en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-AU', ...spec });

const OFFICE: [string, string, string][] = [
  ['General Manager', 'Callum Reid', 'callum.reid'],
  ['Orchestra Manager', 'Priya Nair', 'priya.nair'],
  ['Marketing & Partnerships Coordinator', 'Lachlan Bell', 'lachlan.bell'],
  ['Orchestra Librarian', 'Mia Kowalski', 'mia.kowalski'],
];

export function torrensChamber(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Home',
    main: `<div id="c12" class="frame frame-default frame-type-textmedia"><h1>Fifteen players. No passengers.</h1><p>Adelaide’s own chamber orchestra, playing Haydn to Hindson in Elder Hall and in town halls from Mount Gambier to Port Augusta.</p></div>`,
  });
  pages['/season-2025'] = page({ path: '/season-2025', title: 'Season 2025', main: `<h1>Season 2025</h1><p>Tickets through the Festival Centre: ${mailto('tickets@adelaidevenues.com.au')}.</p>` });
  pages['/about'] = page({
    path: '/about',
    title: 'About',
    main: `<div class="frame"><h1>About the orchestra</h1><p>Founded in 1998 by a handful of ASO players who wanted to play without a conductor.</p><ul class="subnav"><li><a href="/about/administration">Administration &amp; Board</a></li><li><a href="/about/history">History</a></li></ul></div>`,
  });
  pages['/about/history'] = page({ path: '/about/history', title: 'History', main: `<h1>History</h1><p>Our first concert was in the Pilgrim Church on Flinders Street in March 1998.</p>` });
  pages['/about/administration'] = page({
    path: '/about/administration',
    title: 'Administration & Board',
    main: `<div class="frame frame-default"><h1>Administration</h1>` +
      `<div vocab="https://schema.org/" typeof="Person" class="person person--lead"><p><strong><span property="honorificPrefix">Dr</span> <span property="name">Imogen Hartley</span> <span property="honorificSuffix">OAM</span></strong><br><span property="jobTitle">Artistic Director &amp; Lead Violin</span><br><a property="email" href="mailto:imogen.hartley@${HOST}">imogen.hartley@${HOST}</a></p></div>` +
      `<dl class="staff-list">` + OFFICE.map(([t, n, l]) => `<dt>${esc(t)}</dt><dd>${esc(n)} – ${mailto(`${l}@${HOST}`)}</dd>`).join('') + `</dl></div>`,
  });
  pages['/learning'] = page({
    path: '/learning',
    title: 'Learning',
    main: `<h1>Learning &amp; Community</h1><p>Each year our players visit more than forty schools across regional SA. Teachers wanting a visit should get in touch with Tom Nguyen, our Education Programs Lead, at ${mailto(`tom.nguyen@${HOST}`)} – bookings for Term 3 close in May.</p>`,
  });
  pages['/support-us'] = page({
    path: '/support-us',
    title: 'Support Us',
    main: `<h1>Support Us</h1><p>Donations over $2 are tax-deductible. To talk about a gift in your Will or sponsoring a chair:</p><p>Philanthropy Manager: Georgina Walsh · ${tel('0412 555 883')} · ${mailto(`georgina.walsh@${HOST}`)}</p>`,
  });
  pages['/media'] = page({ path: '/media', title: 'Media', main: `<h1>Media releases</h1><ul><li><a href="/media/2025-season-launch">Torrens Chamber Orchestra announces 2025 season</a></li></ul>` });
  pages['/media/2025-season-launch'] = page({
    path: '/media/2025-season-launch',
    title: 'Torrens Chamber Orchestra announces 2025 season',
    main: `<article class="news-single"><h1>Torrens Chamber Orchestra announces 2025 season</h1><p class="news-list-date">14 October 2024</p><p>Six programmes, two world premieres and a return to the Barossa. Full release and hi-res images on request.</p><p><strong>Media enquiries:</strong> Bec Harding, Communications Officer, ${tel('0411 555 219')}, ${mailto(`bec.harding@${HOST}`)}</p></article>`,
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<h1>Privacy</h1><p>We comply with the Australian Privacy Principles.</p>` });
  pages['/players'] = page({ path: '/players', title: 'Players’ intranet', main: `<h1>Players’ intranet</h1><p>Rosters and parts. Problems: ${mailto(`players@${HOST}`)}</p>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /players\nAllow: /typo3conf/ext/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/season-2025', '/about', '/learning', '/support-us', '/media', '/privacy']),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-96',
      languages: ['en'],
      addresses: [
        { address: `boxoffice@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `imogen.hartley@${HOST}`, name: 'Imogen Hartley', title: 'Artistic Director & Lead Violin', pages: ['/about/administration'], cases: ['rdfa', 'honorific', 'post-nominal', 'deep-page', 'plain'] },
        ...OFFICE.map(([t, n, l]) => ({ address: `${l}@${HOST}`, name: n, title: t, pages: ['/about/administration'], cases: ['definition-list', 'deep-page', 'plain'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `tom.nguyen@${HOST}`, name: 'Tom Nguyen', title: 'Education Programs Lead', pages: ['/learning'], cases: ['prose', 'plain'] },
        { address: `georgina.walsh@${HOST}`, name: 'Georgina Walsh', title: 'Philanthropy Manager', pages: ['/support-us'], cases: ['title-name-line', 'plain'] },
        { address: `bec.harding@${HOST}`, name: 'Bec Harding', title: 'Communications Officer', pages: ['/media/2025-season-launch'], cases: ['label-line', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/players'],
      nonAddresses: [
        { text: `players@${HOST}`, kind: 'disallowed' },
        { text: 'tickets@adelaidevenues.com.au', kind: 'other-company' },
      ],
    },
  };
}
