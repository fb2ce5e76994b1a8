/**
 * Fellside Valve Co.: a small maker of industrial control valves in Kendal, Cumbria, on a
 * hand-written static site (one stylesheet, no CMS), in British English. The founder only as a
 * Person in the home page's JSON-LD and the service manager nested in its department; the
 * engineering director with honorific and post-nominals on a "Name, title, address" line, the
 * sales director's address written by a document.write script from pieces, the machine shop's
 * people on "The workshop" (a link outside any keyword list), the quality manager as
 * "Title: Name" in character references, and the test engineer in a news story listed only in a
 * gzip sitemap that robots.txt names at a non-default path. The firmware's git clone URL, the
 * CLI's npm version, an Irish distributor's address and the trade portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fellside-valve.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/valves.html', 'Valves'],
  ['/about.html', 'About us'],
  ['/workshop.html', 'The workshop'],
  ['/quality.html', 'Quality'],
  ['/service.html', 'Service &amp; spares'],
  ['/software.html', 'FlowLog software'],
  ['/contact.html', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fellside Valve Co.',
  head: ['<link rel="stylesheet" href="/css/fellside.css?v=14">', '<link rel="icon" href="/favicon.png">'],
  header: (spec) =>
    `<div id="wrap"><div id="top"><a href="/"><img src="/img/fellside-logo.gif" width="232" height="58" alt="Fellside Valve Co. Ltd"></a></div>\n<table id="nav" width="100%" cellspacing="0"><tr>` +
    MENU.map(([href, label]) => `<td${href === spec.path ? ' class="here"' : ''}><a href="${href}">${label}</a></td>`).join('') +
    `</tr></table>`,
  footer: () =>
    `<div id="foot"><hr>Fellside Valve Co. Ltd, Unit 7 Mintsfeet Road South, Kendal, Cumbria LA9 6ND &middot; Tel ${tel('01539 728 410')} &middot; Registered in England No. 01187342 &middot; VAT GB 214 7781 06<br>` +
    `<a href="/trade-portal/">Trade portal</a> &middot; <a href="/privacy.html">Privacy</a></div></div>\n<!-- page last updated by hand, see /changes.txt -->`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'en-GB' });

const ROB_SCRIPT = `var u = 'rtennant'; var d = 'fellside-valve' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;

type Maker = { name: string; title: string; local: string; note: string };
const WORKSHOP: Maker[] = [
  { name: 'Dave Kirkbride', title: 'Workshop Foreman', local: 'dkirkbride', note: 'Joined as an apprentice in 1989. Runs the machine shop and the assembly bench.' },
  { name: 'Emma Sowerby', title: 'CNC Programmer', local: 'esowerby', note: 'Programs the two Mazak turning centres and the Hermle five-axis.' },
  { name: 'Liam Postlethwaite', title: 'Apprentice Machinist', local: 'lpostlethwaite', note: 'Third-year apprentice at Kendal College; ask him about the trim cages.' },
];

const NEWS = '/news/2024/new-flow-test-rig.html';

export function fellsideValve(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Control valves made in Kendal',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Fellside Valve Co. Ltd',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/img/fellside-logo.gif`,
        foundingDate: '1974',
        founder: { '@type': 'Person', name: 'Alan Whitehead', jobTitle: 'Founder and Chairman', email: `awhitehead@${HOST}` },
        department: [
          {
            '@type': 'Organization',
            name: 'Fellside Valve Service',
            employee: [{ '@type': 'Person', name: 'Gareth Lowe', jobTitle: 'Service Manager', email: `glowe@${HOST}` }],
          },
        ],
      },
    ],
    main:
      `<h1>Control valves, made in Kendal since 1974</h1><p>We design and build globe control valves, pressure-reducing valves and actuators for water treatment, food processing and district heating. Everything is machined, assembled and pressure-tested here on Mintsfeet Road.</p>` +
      `<p>New: <a href="/software.html">FlowLog 3</a>, our valve-position logger, now reads HART devices.</p>`,
  });

  pages['/valves.html'] = page({
    path: '/valves.html',
    title: 'Valves',
    main: '<h1>Valves</h1><ul><li>FV200 globe control valve, DN15–DN150, PN16/PN40</li><li>FV310 pressure-reducing valve</li><li>FA-series pneumatic actuators</li></ul><p>Data sheets on request.</p>',
  });

  pages['/about.html'] = page({
    path: '/about.html',
    title: 'About us',
    main:
      `<h1>About us</h1><p>Fellside was started in a rented garage by Alan Whitehead, a marine engineer, and is still family-owned. We employ 31 people.</p>` +
      `<h2>Who to talk to</h2>` +
      `<p><b>Dr Helen Ashworth CEng MIMechE</b>, Engineering Director, ${mailto(`hashworth@${HOST}`)}</p>` +
      `<p><b>Rob Tennant</b>, Sales Director, <script>${ROB_SCRIPT}</script><noscript>(please enable JavaScript to see this address)</noscript></p>`,
  });

  pages['/workshop.html'] = page({
    path: '/workshop.html',
    title: 'The workshop',
    main:
      `<h1>The workshop</h1><p>Most of our customers never see where their valves are made, so here are the people who make them.</p><ul class="people">` +
      WORKSHOP.map((m) => `<li><img src="/img/people/${m.local}.jpg" width="160" height="200" alt=""><h3>${esc(m.name)}</h3><p class="role">${esc(m.title)}</p><p>${esc(m.note)}</p><p>${mailto(`${m.local}@${HOST}`)}</p></li>`).join('') +
      `</ul>`,
  });

  pages['/quality.html'] = page({
    path: '/quality.html',
    title: 'Quality',
    main: `<h1>Quality</h1><p>We are certified to ISO 9001:2015 and our valves carry CE and UKCA marking under the Pressure Equipment Regulations. Every valve is shell- and seat-tested before it leaves.</p><p>Quality Manager: Priya Nair &ndash; <a href="${entities(`mailto:pnair@${HOST}`)}">${entities(`pnair@${HOST}`)}</a></p>`,
  });

  pages['/service.html'] = page({
    path: '/service.html',
    title: 'Service & spares',
    main: `<h1>Service &amp; spares</h1><p>Breakdowns and spare parts: ring ${tel('01539 728 414')} or email ${mailto(`service@${HOST}`)}. We hold seal kits for every valve we have made since 1990.</p><p>Service Manager: Gareth Lowe, ${mailto(`glowe@${HOST}`)}</p>`,
  });

  pages['/software.html'] = page({
    path: '/software.html',
    title: 'FlowLog software',
    main:
      `<h1>FlowLog software</h1><p>FlowLog reads valve position and flow from our smart positioners. The firmware is open source:</p><pre>git clone git@github.com:fellside-valve/flowlog-firmware.git</pre>` +
      `<p>The command-line tool is on npm:</p><pre>npm install -g flowlog-cli@3.2.0</pre>`,
  });

  pages['/contact.html'] = page({
    path: '/contact.html',
    title: 'Contact',
    main:
      `<h1>Contact</h1><p>Fellside Valve Co. Ltd<br>Unit 7 Mintsfeet Road South<br>Kendal, Cumbria LA9 6ND</p><p>Tel ${tel('01539 728 410')}<br>Sales enquiries: ${mailto(`sales@${HOST}`)}</p>` +
      `<p>Customers in Ireland: please contact our distributor, Shannon Process Supplies, at sales@shannonprocess.ie.</p>`,
  });

  pages[NEWS] = page({
    path: NEWS,
    title: 'A new flow test rig',
    main:
      `<h1>A new flow test rig</h1><p class="date">18 November 2024</p><p>This autumn we commissioned a flow test rig that can push 400 m³/h through valves up to DN150, so we can measure Kv values ourselves instead of sending valves to Manchester.</p>` +
      `<p>The rig was designed and built by Tom Hebblethwaite, our Test Engineer, and customers who would like to witness a test of their own valves can arrange a visit with him at ${mailto(`thebblethwaite@${HOST}`)}.</p>`,
  });

  pages['/privacy.html'] = page({ path: '/privacy.html', title: 'Privacy', main: '<h1>Privacy</h1><p>We keep customer contact details for as long as we supply and support your valves.</p>' });

  pages['/trade-portal'] = page({ path: '/trade-portal', title: 'Trade portal', main: `<h1>Trade portal</h1><p>Price lists and CAD models for distributors. Lost your password? Email portal@${HOST}</p>` });

  pages['/sitemaps/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/valves.html', '/about.html', '/quality.html', '/service.html', '/contact.html', NEWS], '2024-11-18'));

  const workshopCases: CaseKind[] = ['card', 'plain', 'link-english-unlisted'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /trade-portal\n\nSitemap: ${ORIGIN}/sitemaps/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-110',
      languages: ['en'],
      addresses: [
        { address: `sales@${HOST}`, name: null, title: null, pages: ['/contact.html'], cases: ['role', 'plain'] },
        { address: `service@${HOST}`, name: null, title: null, pages: ['/service.html'], cases: ['role', 'plain'] },
        { address: `awhitehead@${HOST}`, name: 'Alan Whitehead', title: 'Founder and Chairman', pages: ['/'], cases: ['json-ld-person', 'json-ld-only'] },
        { address: `glowe@${HOST}`, name: 'Gareth Lowe', title: 'Service Manager', pages: ['/', '/service.html'], cases: ['json-ld-nested', 'json-ld-person', 'title-name-line', 'plain'] },
        { address: `hashworth@${HOST}`, name: 'Helen Ashworth', title: 'Engineering Director', pages: ['/about.html'], cases: ['name-title-line', 'honorific', 'post-nominal', 'plain'] },
        { address: `rtennant@${HOST}`, name: 'Rob Tennant', title: 'Sales Director', pages: ['/about.html'], encoded: { kind: 'script', text: ROB_SCRIPT }, cases: ['name-title-line', 'script-concat'] },
        ...WORKSHOP.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/workshop.html'], cases: workshopCases })),
        { address: `pnair@${HOST}`, name: 'Priya Nair', title: 'Quality Manager', pages: ['/quality.html'], cases: ['title-name-line', 'entities'] },
        { address: `thebblethwaite@${HOST}`, name: 'Tom Hebblethwaite', title: 'Test Engineer', pages: [NEWS], cases: ['prose', 'plain', 'sitemap-robots', 'sitemap-gzip'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/trade-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:fellside-valve/flowlog-firmware.git', kind: 'git' },
        { text: 'flowlog-cli@3.2.0', kind: 'package' },
        { text: 'sales@shannonprocess.ie', kind: 'other-company' },
      ],
    },
  };
}
