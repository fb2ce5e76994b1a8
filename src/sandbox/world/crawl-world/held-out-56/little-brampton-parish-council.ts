/**
 * Little Brampton Parish Council: a parish council in Oxfordshire on a WordPress parish theme
 * (en-GB). The Councillors page is a table with "Cllr" honorifics, some addresses written as
 * character references by an e-mail encoder plugin; the clerk's mailbox is a role address; the
 * footpaths officer is a "Title: Name" line; the tree warden is named in a sentence. The web host's
 * address, a retina logo and the councillors' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'littlebramptonpc.test';

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/your-council/', 'Your Council'],
  ['/your-council/councillors/', 'Councillors'],
  ['/meetings-and-minutes/', 'Meetings &amp; Minutes'],
  ['/village-life/', 'Village Life'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Little Brampton Parish Council',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<link rel="stylesheet" id="parish-council-style-css" href="/wp-content/themes/parishcouncil/style.css?ver=2.3" media="all">',
  ],
  header: () =>
    `<header id="masthead" class="site-header"><div class="site-branding"><a href="/"><img src="/wp-content/uploads/2023/02/lbpc-crest@2x.png" alt="Little Brampton Parish Council" width="120"></a><p class="site-title">Little Brampton Parish Council</p></div>` +
    `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${l}</a></li>`).join('')}</ul></nav></header><div id="content" class="site-content">`,
  footer: () =>
    `</div><footer id="colophon" class="site-footer"><div class="widget-area"><section class="widget widget_text"><h2 class="widget-title">Contact the Clerk</h2><p>Mrs Janet Whitlow, Parish Clerk<br>The Old School Room, Church Lane, Little Brampton, Oxfordshire OX7 4QT<br>${tel('01608 555 214')}<br>${mailto(`clerk@${HOST}`)}</p></section></div>` +
    `<div class="site-info">&copy; 2025 Little Brampton Parish Council · <a href="/privacy-notice/">Privacy Notice</a> · <a href="/accessibility-statement/">Accessibility Statement</a> · <a href="/councillors-area/">Councillors' Area</a> · Website by Villagesites (support@villagesites.co.uk)</div></footer>`,
  privacyPath: { en: '/privacy-notice/' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const entry = (h1: string, html: string): string => `<article class="page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${h1}</h1></header><div class="entry-content">${html}</div></article>`;

type Cllr = { shown: string; name: string; role: string; local: string; ward: string; encoded: boolean; honorific: boolean };
const CLLRS: Cllr[] = [
  { shown: 'Cllr Peter Ashdown', name: 'Peter Ashdown', role: 'Chairman', local: 'peter.ashdown', ward: 'Little Brampton', encoded: false, honorific: true },
  { shown: 'Cllr Mrs Susan Fairley', name: 'Susan Fairley', role: 'Vice-Chairman', local: 'susan.fairley', ward: 'Little Brampton', encoded: true, honorific: true },
  { shown: 'Cllr Dr Rajesh Mehta', name: 'Rajesh Mehta', role: 'Chair, Planning Committee', local: 'rajesh.mehta', ward: 'Brampton Heath', encoded: false, honorific: true },
  { shown: 'Cllr Tom Eldridge', name: 'Tom Eldridge', role: 'Councillor (Highways & Lighting)', local: 'tom.eldridge', ward: 'Brampton Heath', encoded: true, honorific: true },
  { shown: 'Cllr Helen Crossley', name: 'Helen Crossley', role: 'Councillor', local: 'helen.crossley', ward: 'Little Brampton', encoded: false, honorific: true },
];

export function littleBramptonParishCouncil(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Welcome',
    main: entry('Welcome to Little Brampton', `<p>Little Brampton Parish Council represents around 640 residents of Little Brampton and Brampton Heath. The Council meets on the second Tuesday of each month at 7.30pm in the Village Hall; members of the public are very welcome.</p><p><a href="/meetings-and-minutes/">Next meeting: Tuesday 10 June 2025</a> · <a href="/village-life/">Village Life</a></p>`),
  });
  pages['/your-council'] = page({
    path: '/your-council',
    title: 'Your Council',
    main: entry('Your Council', `<p>The Parish Council has seven seats (two are currently vacant – see the notice of co-option). Councillors are volunteers and are not paid.</p><p><a href="/your-council/councillors/">Meet your Councillors</a></p><p>Footpaths Officer: Mr Graham Pike, ${mailto(`graham.pike@${HOST}`)}</p>`),
  });
  pages['/your-council/councillors'] = page({
    path: '/your-council/councillors',
    title: 'Councillors',
    main: entry(
      'Councillors',
      `<p>Please contact your councillors by e-mail or through the Clerk. Register of Interests forms are available from the Clerk on request.</p><table class="wp-block-table"><thead><tr><th>Councillor</th><th>Role</th><th>Ward</th><th>E-mail</th></tr></thead><tbody>` +
        CLLRS.map((c) => {
          const a = `${c.local}@${HOST}`;
          return `<tr><td>${esc(c.shown)}</td><td>${esc(c.role)}</td><td>${esc(c.ward)}</td><td>${c.encoded ? `<a href="${entities(`mailto:${a}`)}">${entities(a)}</a>` : mailto(a)}</td></tr>`;
        }).join('') +
        `</tbody></table>`,
    ),
  });
  pages['/meetings-and-minutes'] = page({
    path: '/meetings-and-minutes',
    title: 'Meetings & Minutes',
    main: entry('Meetings &amp; Minutes', `<ul><li>Agenda – 10 June 2025 (PDF)</li><li>Draft minutes – 13 May 2025 (PDF)</li><li>Annual Parish Meeting – 22 April 2025 (PDF)</li></ul><p>Minutes are taken by the Clerk, Mrs Janet Whitlow, and published in draft within one month.</p>`),
  });
  pages['/village-life'] = page({
    path: '/village-life',
    title: 'Village Life',
    main: entry('Village Life', `<h2>Trees and hedges</h2><p>If you are worried about a tree on the green or in the churchyard, please contact our Tree Warden, Linda Marsh, at ${mailto(`linda.marsh@${HOST}`)} before doing any work.</p><h2>Allotments</h2><p>There is a waiting list for the Brampton Heath allotments – please write to the Clerk.</p>`),
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: entry('Contact', `<p>All correspondence should be addressed to the Parish Clerk:</p><p>Mrs Janet Whitlow<br>Clerk and Responsible Financial Officer<br>The Old School Room, Church Lane, Little Brampton OX7 4QT<br>${mailto(`clerk@${HOST}`)}</p><p>The Clerk works part-time (Mon, Wed, Thu mornings).</p>`),
  });
  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy Notice', main: entry('Privacy Notice', `<p>The Parish Council is the data controller for the personal data it processes. Contact the Clerk with any questions.</p>`) });
  pages['/accessibility-statement'] = page({ path: '/accessibility-statement', title: 'Accessibility Statement', main: entry('Accessibility Statement', `<p>We want as many people as possible to be able to use this website.</p>`) });
  pages['/councillors-area'] = page({ path: '/councillors-area', title: "Councillors' Area", main: entry("Councillors' Area", `<p>Password protected. Problems? E-mail ${mailto(`councillors@${HOST}`)}.</p>`) });

  const cllrCases = (c: Cllr): CaseKind[] => ['table', 'honorific', c.encoded ? 'entities' : 'plain'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /councillors-area\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/your-council/', '/your-council/councillors/', '/meetings-and-minutes/', '/village-life/', '/contact/']),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-56',
      languages: ['en'],
      addresses: [
        { address: `clerk@${HOST}`, name: null, title: null, pages: ['/', '/your-council', '/your-council/councillors', '/meetings-and-minutes', '/village-life', '/contact', '/privacy-notice', '/accessibility-statement'], cases: ['role', 'plain'] },
        ...CLLRS.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.role, pages: ['/your-council/councillors'], cases: cllrCases(c) })),
        { address: `graham.pike@${HOST}`, name: 'Graham Pike', title: 'Footpaths Officer', pages: ['/your-council'], cases: ['title-name-line', 'honorific', 'plain'] },
        { address: `linda.marsh@${HOST}`, name: 'Linda Marsh', title: 'Tree Warden', pages: ['/village-life'], cases: ['prose', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/councillors-area'],
      nonAddresses: [
        { text: `councillors@${HOST}`, kind: 'disallowed' },
        { text: 'support@villagesites.co.uk', kind: 'other-company' },
        { text: 'lbpc-crest@2x.png', kind: 'retina' },
      ],
    },
  };
}
