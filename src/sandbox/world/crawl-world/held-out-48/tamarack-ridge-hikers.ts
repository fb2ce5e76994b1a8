/**
 * Tamarack Ridge Hiking Club: a volunteer hiking club in the Adirondack foothills (US English),
 * on a Squarespace-like builder. The officers in a table (Office | Name | Email), one address
 * written by String.fromCharCode and one as character references, the president also as a role's
 * member in the home page's JSON-LD; the trail maintenance chair in a sentence on the trail crew
 * page; the newsletter editor and the webmaster as "Office: Name – address" lines on the contact
 * page; the club mailbox in the footer. The join form's placeholder and the members-only roster
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'tamarack-ridge-hikers.test';
const ORIGIN = `http://${HOST}`;
const addr = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/hike-schedule', 'Hike Schedule'],
  ['/trail-crew', 'Trail Crew'],
  ['/club-officers', 'Club Officers'],
  ['/join', 'Join / Renew'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tamarack Ridge Hiking Club',
  head: [`<link rel="stylesheet" href="${ORIGIN}/static/site.css?v=1712">`, '<meta name="theme-color" content="#2f4f3a">'],
  header: () =>
    `<header class="Header"><div class="Header-inner"><a href="/" class="Header-branding"><img src="/static/trhc-patch.png" alt="Tamarack Ridge Hiking Club"></a>` +
    `<nav class="Header-nav">${MENU.map(([href, label]) => `<a href="${href}" class="Header-nav-item">${esc(label)}</a>`).join('')}<a href="/members-only" class="Header-nav-item">Members Only</a></nav></div></header>`,
  footer: () =>
    `<footer class="Footer"><div class="sqs-block html-block"><p>Tamarack Ridge Hiking Club · P.O. Box 214 · Warrensburg, NY 12885</p><p>Questions? ${mailto(addr('info'))}</p>` +
    `<p>TRHC is a 501(c)(3) nonprofit and a member club of the Adirondack Trail Alliance. © 2025</p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });

type Officer = { office: string; name: string; local: string; how?: 'charcode' | 'entities' };
const OFFICERS: Officer[] = [
  { office: 'President', name: 'Diane Kowalski', local: 'dkowalski' },
  { office: 'Vice President', name: 'Marcus Bell', local: 'mbell' },
  { office: 'Treasurer', name: 'Janet Liu', local: 'jliu', how: 'entities' },
  { office: 'Secretary', name: 'Robert Haney', local: 'rhaney' },
  { office: 'Hike Schedule Coordinator', name: 'Carla Mendez', local: 'cmendez', how: 'charcode' },
  { office: 'Membership Chair', name: 'Frank Osei', local: 'fosei' },
];
const charcodeMail = (local: string) => `<script>var e=String.fromCharCode(${charCodes(addr(local))});document.write('<a href="mailto:'+e+'">'+e+'</a>');</script>`;

export function tamarackRidgeHikers(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hiking in the southern Adirondacks since 1968',
    main:
      `<section class="Main-content"><h1>Hike with us</h1><p>We lead more than 120 hikes a year, from easy walks around Lake George to winter ascents of the High Peaks. Non-members are welcome on two hikes before joining.</p>` +
      `<p>See the <a href="/hike-schedule">hike schedule</a>, or <a href="/join">become a member</a> ($25 individual, $35 family).</p></section>`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsOrganization',
        name: 'Tamarack Ridge Hiking Club',
        url: `${ORIGIN}/`,
        sport: 'Hiking',
        email: addr('info'),
        member: [
          { '@type': 'OrganizationRole', roleName: 'President', startDate: '2024-01', member: { '@type': 'Person', name: 'Diane Kowalski', email: addr('dkowalski') } },
        ],
      },
    ],
  });

  pages['/hike-schedule'] = page({
    path: '/hike-schedule',
    title: 'Hike Schedule',
    main:
      `<h1>Spring 2025 Hike Schedule</h1><table class="schedule"><thead><tr><th>Date</th><th>Hike</th><th>Rating</th><th>Leader</th></tr></thead><tbody>` +
      `<tr><td>Sat Apr 5</td><td>Hadley Mountain fire tower</td><td>B</td><td>Carla Mendez</td></tr><tr><td>Sun Apr 13</td><td>Pharaoh Lake loop</td><td>C</td><td>Marcus Bell</td></tr><tr><td>Sat Apr 26</td><td>Crane Mountain via Putnam Farm</td><td>B+</td><td>Diane Kowalski</td></tr></tbody></table>` +
      `<p>To sign up, contact the hike leader by the Thursday before. Ratings are explained on the <a href="/join">Join</a> page.</p>`,
  });

  pages['/trail-crew'] = page({
    path: '/trail-crew',
    title: 'Trail Crew',
    main:
      `<h1>Trail Crew</h1><p>The club adopts 14 miles of trail in the Hudson Gorge Wilderness under an agreement with the NYS DEC. We clear blowdown, clean drainage and rebuild water bars on six work days a year.</p>` +
      `<p>Work days are organized by our Trail Maintenance Chair, Gary Lindqvist; if you'd like to join the crew, email him at ${mailto(addr('glindqvist'))}. Tools and lunch are provided.</p>`,
  });

  pages['/club-officers'] = page({
    path: '/club-officers',
    title: 'Club Officers',
    main:
      `<h1>Club Officers 2025</h1><p>Officers are elected at the annual meeting in November and serve one-year terms.</p><table class="officers"><thead><tr><th>Office</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
      OFFICERS.map((o) => {
        const mail = o.how === 'charcode' ? charcodeMail(o.local) : o.how === 'entities' ? `<a href="${entities(`mailto:${addr(o.local)}`)}">${entities(addr(o.local))}</a>` : mailto(addr(o.local));
        return `<tr><td>${esc(o.office)}</td><td>${esc(o.name)}</td><td>${mail}</td></tr>`;
      }).join('') +
      `</tbody></table>`,
  });

  pages['/join'] = page({
    path: '/join',
    title: 'Join / Renew',
    main:
      `<h1>Join or renew</h1><p>Membership runs January–December. Dues: $25 individual, $35 family, $10 student.</p>` +
      `<form class="join-form" action="/join" method="post"><label>Name <input name="name" required></label><label>Email <input type="email" name="email" placeholder="you@example.com" required></label><label>Membership <select name="type"><option>Individual</option><option>Family</option><option>Student</option></select></label><button type="submit">Continue to payment</button></form>` +
      `<h2>Hike ratings</h2><dl><dt>A</dt><dd>Strenuous, over 10 miles or 3,000 ft of climbing</dd><dt>B</dt><dd>Moderate</dd><dt>C</dt><dd>Easy</dd></dl>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      `<h1>Contact</h1><p>General questions: ${mailto(addr('info'))}</p>` +
      `<p>Newsletter Editor: Ellen Park – ${mailto(addr('epark'))}<br>(submissions for <em>The Switchback</em> are due the 15th of March, June, September and December)</p>` +
      `<p>Webmaster: Kevin Strand – ${mailto(addr('kstrand'))}</p>` +
      `<p>Membership questions go to our Membership Chair; hike questions to the leader listed on the schedule.</p>`,
  });

  pages['/members-only'] = page({
    path: '/members-only',
    title: 'Members Only',
    main: `<h1>Members Only</h1><p>Member roster and carpool list (password required). Trouble logging in? Email ${mailto(addr('roster'))}.</p>`,
  });

  const everyPage = Object.keys(pages).filter((p) => p !== '/members-only');
  const officerAddress = (o: Officer): TruthAddress => ({
    address: addr(o.local),
    name: o.name,
    title: o.office,
    pages: o.local === 'dkowalski' ? ['/', '/club-officers'] : ['/club-officers'],
    ...(o.how === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: charCodes(addr(o.local)) } } : {}),
    cases: ['table', 'link-english-unlisted', o.how === 'charcode' ? 'script-charcode' : o.how === 'entities' ? 'entities' : 'plain', ...(o.local === 'dkowalski' ? ['json-ld-person', 'json-ld-nested'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /members-only\nDisallow: /config\nDisallow: /search\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${everyPage.map((p) => `  <url><loc>${ORIGIN}${p}</loc><changefreq>weekly</changefreq></url>`).join('\n')}\n  <url><loc>${ORIGIN}/members-only</loc></url>\n</urlset>\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-48',
      languages: ['en'],
      addresses: [
        { address: addr('info'), name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        ...OFFICERS.map(officerAddress),
        { address: addr('glindqvist'), name: 'Gary Lindqvist', title: 'Trail Maintenance Chair', pages: ['/trail-crew'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: addr('epark'), name: 'Ellen Park', title: 'Newsletter Editor', pages: ['/contact'], cases: ['title-name-line', 'plain'] },
        { address: addr('kstrand'), name: 'Kevin Strand', title: 'Webmaster', pages: ['/contact'], cases: ['title-name-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/members-only'],
      nonAddresses: [
        { text: addr('roster'), kind: 'disallowed' },
        { text: 'you@example.com', kind: 'placeholder' },
      ],
    },
  };
}
