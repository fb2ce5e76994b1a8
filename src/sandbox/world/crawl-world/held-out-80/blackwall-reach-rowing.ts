/**
 * Blackwall Reach Rowing Club: a community rowing club on the Swan River at Bicton, Perth, on
 * Joomla 4. The committee page sits under "About Us" (two links from home) as a table whose
 * addresses Joomla's e-mail cloaking plugin writes with a script for two rows; "Learn to Row"
 * gives the coordinator on a label line; "Regattas" lists the coaches on title, name lines; the
 * juniors page is listed only in a gzip-compressed child of the sitemap index. The boat-booking
 * area (disallowed) and Rowing WA's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'blackwall-reach-rowing-perth.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/index.php/about-us', 'About Us'],
  ['/index.php/learn-to-row', 'Learn to Row'],
  ['/index.php/regattas', 'Regattas'],
  ['/index.php/news', 'News'],
  ['/index.php/contact-us', 'Contact Us'],
];

/** Joomla's "Content - Email Cloaking" output for one address. */
function cloak(local: string, id: string): { html: string; script: string } {
  const [dom, tld] = HOST.split('.') as [string, string];
  const script =
    `document.getElementById('cloak${id}').innerHTML = '';\n` +
    `var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `var path = 'hr' + 'ef' + '=';\n` +
    `var addy${id} = '${local}' + '&#64;';\n` +
    `addy${id} = addy${id} + '${dom}' + '&#46;' + '${tld}';\n` +
    `var addy_text${id} = '${local}' + '&#64;' + '${dom}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">\n${script}\n</script>`, script };
}

type Officer = { office: string; name: string; local: string; cloakId?: string };
const COMMITTEE: Officer[] = [
  { office: 'President', name: 'Graham Leach', local: 'gleach', cloakId: '8f3a21c07d5e4b69a1e2f3c4d5b6a7e8' },
  { office: 'Club Captain', name: 'Tanya Whitfield', local: 'twhitfield', cloakId: '2b7c9d1e0f3a4c5b8d6e7f9a0b1c2d3e' },
  { office: 'Treasurer', name: 'Mark Donnelly', local: 'mdonnelly' },
  { office: 'Registrar', name: 'Kylie Nguyen', local: 'knguyen' },
];

const theme: Theme = {
  host: HOST,
  siteName: 'Blackwall Reach Rowing Club',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4.4.5" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/system/js/core.min.js?4.4.5"></script>`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${ORIGIN}/images/brrc-logo.png" alt="Blackwall Reach Rowing Club" width="240" height="80"></a></div></div><div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p>Blackwall Reach Rowing Club Inc. · Blackwall Reach Parade, Bicton WA 6157 · ABN 41 555 018 273</p><p>Boatshed open: Sat &amp; Sun 5.30am–10am, Tue &amp; Thu 5.30am–7.30am</p><p>${mailto(`info@${HOST}`)} · <a href="/members/boat-bookings">Members: boat bookings</a> · <a href="/index.php/privacy">Privacy</a></p></div></div></footer>`,
  privacyPath: { en: '/index.php/privacy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-AU', ...spec });

export function blackwallReachRowing(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaks = new Map(COMMITTEE.filter((o) => o.cloakId).map((o) => [o.local, cloak(o.local, o.cloakId!)]));
  pages['/'] = page({ path: '/', title: 'Home', main: `<div class="com-content-featured blog-featured"><h1>Row the Swan with us</h1><p>Recreational, masters and junior rowing from our boatshed at Blackwall Reach, since 1972. Learn to Row courses run every month from October to April.</p><p><a href="/index.php/news/summer-regatta-results">Results from the Summer Masters Regatta</a></p></div>` });
  pages['/index.php/about-us'] = page({ path: '/index.php/about-us', title: 'About Us', main: `<div class="com-content-article item-page"><h1>About Us</h1><p>The club has around 180 members and a fleet of 40 boats, from singles to eights. We are affiliated with Rowing WA.</p><p>The club is run by volunteers: see <a href="/index.php/about-us/committee">Committee 2024–25</a>.</p></div>` });
  pages['/index.php/about-us/committee'] = page({
    path: '/index.php/about-us/committee',
    title: 'Committee 2024–25',
    main:
      `<div class="com-content-article item-page"><h1>Committee 2024–25</h1><p>Elected at the AGM on 18 August 2024.</p><table class="table table-striped"><thead><tr><th>Position</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
      COMMITTEE.map((o) => `<tr><td>${esc(o.office)}</td><td>${esc(o.name)}</td><td>${o.cloakId ? cloaks.get(o.local)!.html : mailto(`${o.local}@${HOST}`)}</td></tr>`).join('') +
      `<tr><td>Equipment Officer</td><td>Paul Rossi</td><td>–</td></tr></tbody></table></div>`,
  });
  pages['/index.php/learn-to-row'] = page({
    path: '/index.php/learn-to-row',
    title: 'Learn to Row',
    main: `<div class="item-page"><h1>Learn to Row</h1><p>Four Saturday mornings, $220 including three months' membership. You must be able to swim 50 metres.</p><p><strong>Learn to Row enquiries:</strong> Steve Kowalski, Learn to Row Coordinator, ${tel('0412 555 873')}, ${mailto(`skowalski@${HOST}`)}</p></div>`,
  });
  pages['/index.php/regattas'] = page({
    path: '/index.php/regattas',
    title: 'Regattas',
    main: `<div class="item-page"><h1>Regattas</h1><p>Our crews race at Rowing WA regattas on the Canning River and at the Australian Masters Championships.</p><p>Head Coach: Ben Harrington – ${mailto(`bharrington@${HOST}`)}</p><p>Masters Coordinator: Jill Pearce – ${mailto(`jpearce@${HOST}`)}</p><p>Regatta entries close on the Wednesday before each race day; entries are lodged through Rowing WA (regattas@rowingwa.example.org.au).</p></div>`,
  });
  pages['/index.php/news'] = page({ path: '/index.php/news', title: 'News', main: `<h1>News</h1><div class="blog-item"><h2><a href="/index.php/news/summer-regatta-results">Summer Masters Regatta results</a></h2></div>` });
  pages['/index.php/news/summer-regatta-results'] = page({ path: '/index.php/news/summer-regatta-results', title: 'Summer Masters Regatta results', main: `<div class="item-page"><h1>Summer Masters Regatta results</h1><p>Three golds and two silvers for the club, including a win for the women's E quad.</p></div>` });
  pages['/index.php/contact-us'] = page({ path: '/index.php/contact-us', title: 'Contact Us', main: `<div class="com-contact contact"><h1>Contact Us</h1><p>Email ${mailto(`info@${HOST}`)} — we are volunteers, so please allow a few days for a reply.</p><p>Boatshed: Blackwall Reach Parade, Bicton (parking off Honour Avenue).</p></div>` });
  pages['/index.php/juniors'] = page({
    path: '/index.php/juniors',
    title: 'Junior Rowing',
    main: `<div class="item-page"><h1>Junior Rowing</h1><p>School holiday camps for 12–17 year olds in January and April.</p><p>Hayley Simmonds, Junior Development Coordinator, ${mailto(`hsimmonds@${HOST}`)}</p></div>`,
  });
  pages['/index.php/privacy'] = page({ path: '/index.php/privacy', title: 'Privacy', main: `<h1>Privacy</h1><p>Member details are shared with Rowing WA and Rowing Australia for registration only.</p>` });
  pages['/members/boat-bookings'] = page({ path: '/members/boat-bookings', title: 'Boat bookings', main: `<h1>Boat bookings</h1><p>Problems with a booking? ${mailto(`boatbookings@${HOST}`)}</p>` });
  pages['/sitemaps/articles.xml.gz'] = gzipXmlPage(urlset(HOST, ['/index.php/learn-to-row', '/index.php/regattas', '/index.php/juniors']));

  const committeeCases = (o: Officer): CaseKind[] => ['table', o.cloakId ? 'script-protect' : 'plain', 'deep-page'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /members/\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/articles.xml.gz']),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-80',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/index.php/contact-us'], cases: ['role', 'plain'] },
        ...COMMITTEE.map((o) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.office,
          pages: ['/index.php/about-us/committee'],
          ...(o.cloakId ? { encoded: { kind: 'script' as const, text: cloaks.get(o.local)!.script } } : {}),
          cases: committeeCases(o),
        })),
        { address: `skowalski@${HOST}`, name: 'Steve Kowalski', title: 'Learn to Row Coordinator', pages: ['/index.php/learn-to-row'], cases: ['label-line', 'plain', 'link-english-unlisted'] },
        { address: `bharrington@${HOST}`, name: 'Ben Harrington', title: 'Head Coach', pages: ['/index.php/regattas'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] },
        { address: `jpearce@${HOST}`, name: 'Jill Pearce', title: 'Masters Coordinator', pages: ['/index.php/regattas'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] },
        { address: `hsimmonds@${HOST}`, name: 'Hayley Simmonds', title: 'Junior Development Coordinator', pages: ['/index.php/juniors'], cases: ['sitemap-gzip', 'sitemap-index', 'name-title-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/members/boat-bookings'],
      nonAddresses: [
        { text: `boatbookings@${HOST}`, kind: 'disallowed' },
        { text: 'regattas@rowingwa.example.org.au', kind: 'other-company' },
      ],
    },
  };
}
