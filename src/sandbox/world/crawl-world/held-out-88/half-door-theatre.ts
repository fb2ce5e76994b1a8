/**
 * Half Door Theatre Company, Belfast (Northern Ireland English), on Squarespace: "The Company"
 * as a definition list (names with their roles and addresses), outreach staff as "Name, Role,
 * address" lines, the press officer's address turned around by a code block, the box office as
 * a JSON-LD contact point, the chair of the board only in JSON-LD ("mailto:"), and a 2019 season
 * archive page listed only in the gzip sitemap robots.txt names. The newsletter placeholder and
 * the Friends' login area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'halfdoortheatre.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/whats-on', "What's On"],
  ['/the-company', 'The Company'],
  ['/get-involved', 'Get Involved'],
  ['/press', 'Press'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Half Door Theatre Company',
  head: ['<!-- This is Squarespace. --><!-- half-door-theatre -->', '<link rel="preconnect" href="https://images.squarespace-cdn.com">', `<link rel="stylesheet" type="text/css" href="${ORIGIN}/site.css?&amp;filterFeatures=false">`],
  header: () =>
    `<header id="header" class="header theme-col--primary"><div class="header-title"><a href="/">Half Door</a></div><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></header><div class="sections">`,
  footer: () =>
    `</div><footer class="sections" id="footer-sections"><p>Half Door Theatre Company CIC · Unit 4, Linfield Industrial Estate, Belfast BT12 5LA · ${mailto(`hello@${HOST}`)}</p><p>Supported by the Arts Council of Northern Ireland. <a href="/friends">Friends login</a></p></footer>`,
  privacyPath: { en: '/privacy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

type Member = { name: string; role: string; local: string; cases: CaseKind[] };
const COMPANY: Member[] = [
  { name: 'Ciarán McAteer', role: 'Artistic Director & Joint CEO', local: 'ciaran', cases: ['definition-list', 'plain'] },
  { name: 'Róisín Doherty', role: 'Executive Producer & Joint CEO', local: 'roisin', cases: ['definition-list', 'plain'] },
  { name: 'Declan Mulholland', role: 'Finance and Operations Manager', local: 'declan', cases: ['definition-list', 'plain'] },
  { name: 'Orla Devlin', role: 'Learning Officer (Schools)', local: 'orla', cases: ['definition-list', 'plain'] },
];
const PRESS_SCRIPT = `var pr = '${reversed(`niamh@${HOST}`)}'.split('').reverse().join(''); document.getElementById('press-mail').innerHTML = '<a href="mailto:' + pr + '">' + pr + '</a>';`;

export function halfDoorTheatre(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Home', main: `<section class="page-section"><h1>New Irish writing, made in Belfast.</h1><p>Our autumn tour of <em>The Bonfire Field</em> by Gerard Keenan opens at the Lyric Theatre on 9 October before visiting Derry~Londonderry, Enniskillen and Newry.</p></section>` });
  pages['/whats-on'] = page({ path: '/whats-on', title: "What's On", main: `<section class="page-section"><h1>What's On</h1><ul><li><strong>The Bonfire Field</strong> – Lyric Theatre, Belfast, 9–19 October</li><li><strong>Youth Lab sharing</strong> – Crescent Arts Centre, 30 November</li></ul></section>` });
  pages['/the-company'] = page({
    path: '/the-company',
    title: 'The Company',
    main: `<section class="page-section"><h1>The Company</h1><p>A core team of five, working from a converted print works off the Donegall Road.</p><dl class="team">${COMPANY.map((m) => `<dt>${esc(m.name)}</dt><dd>${esc(m.role)}<br>${mailto(`${m.local}@${HOST}`)}</dd>`).join('')}</dl><p>Our board of directors is chaired by Gráinne Lavery.</p></section>`,
  });
  pages['/get-involved'] = page({
    path: '/get-involved',
    title: 'Get Involved',
    main: `<section class="page-section"><h1>Get Involved</h1><p>Youth Lab runs every Saturday in term time for 14–21 year olds. Community workshops tour to estates, libraries and GAA clubs across Belfast.</p><p>Aoife Quinn, Outreach &amp; Participation Manager, ${mailto(`aoife@${HOST}`)}</p><form class="newsletter-form"><label>Email Address <input type="email" placeholder="name@example.com"></label><button>Sign up</button></form></section>`,
  });
  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    main: `<section class="page-section"><h1>Press</h1><p>Review tickets, images and interviews: Niamh Kerr, Press &amp; Marketing Officer</p><p><span id="press-mail">Email Niamh</span></p><script>${PRESS_SCRIPT}</script></section>`,
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TheaterGroup',
        name: 'Half Door Theatre Company',
        url: `${ORIGIN}/`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'box office', email: `boxoffice@${HOST}`, telephone: '+44 28 9555 0176' },
        member: { '@type': 'OrganizationRole', roleName: 'Chair of the Board', member: { '@type': 'Person', name: 'Gráinne Lavery', jobTitle: 'Chair of the Board', email: `mailto:grainne@${HOST}` } },
      },
    ],
    main: `<section class="page-section"><h1>Contact</h1><p>Tickets and access bookings: ${mailto(`boxoffice@${HOST}`)} or ${tel('028 9555 0176')} (Tue–Fri, 11am–4pm).</p><p>Everything else: ${mailto(`hello@${HOST}`)}</p></section>`,
  });
  pages['/archive/2019-season'] = page({
    path: '/archive/2019-season',
    title: '2019 Season',
    main: `<section class="page-section"><h1>2019 Season archive</h1><p><em>Shipyard Hymns</em> and <em>Ten Past Eleven</em>.</p><p>Production Manager: Paddy Boyle, ${mailto(`paddy@${HOST}`)}</p></section>`,
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<section><h1>Privacy</h1><p>We use your details only to process bookings.</p></section>` });
  pages['/friends'] = page({ path: '/friends', title: 'Friends', main: `<section><h1>Friends of Half Door</h1><p>Login problems? friends@${HOST}</p></section>` });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/archive/2019-season'], '2020-01-10'));

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /friends\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      sitemapXml: urlset(HOST, ['/', '/whats-on', '/the-company', '/get-involved', '/press', '/contact']),
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-88',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `boxoffice@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...COMPANY.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.role, pages: ['/the-company'], cases: m.cases })),
        { address: `aoife@${HOST}`, name: 'Aoife Quinn', title: 'Outreach & Participation Manager', pages: ['/get-involved'], cases: ['name-title-line', 'plain'] },
        { address: `niamh@${HOST}`, name: 'Niamh Kerr', title: 'Press & Marketing Officer', pages: ['/press'], encoded: { kind: 'script', text: PRESS_SCRIPT }, cases: ['name-title-line', 'script-reversed'] },
        { address: `grainne@${HOST}`, name: 'Gráinne Lavery', title: 'Chair of the Board', pages: ['/contact'], cases: ['json-ld-person', 'json-ld-mailto', 'json-ld-nested', 'json-ld-only'] },
        { address: `paddy@${HOST}`, name: 'Paddy Boyle', title: 'Production Manager', pages: ['/archive/2019-season'], cases: ['title-name-line', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/friends'],
      nonAddresses: [
        { text: `friends@${HOST}`, kind: 'disallowed' },
        { text: 'name@example.com', kind: 'placeholder' },
      ],
    },
  };
}
