/**
 * Upper Eden Museum: an independent regional museum of the Eden valley's farming, railway and
 * geology in Kirkby Stephen, Cumbria, still on Drupal 7 (Bartik subtheme). "Who's Who" lists the
 * staff as schema.org RDFa blocks (the director with "Dr" and "FSA", also a Person in JSON-LD;
 * an officer with "AMA"); the schools page marks up the learning officer with microdata beside
 * the bookings mailbox; "Get Involved" names the volunteer coordinator in a sentence; the
 * governance page gives the chair and the company secretary a line each. The collections page's
 * git clone URL, a pinned map library, the tourist board's address and the volunteers' rota
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'uppereden-museum.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/visit', 'Visit'],
  ['/collections', 'Collections'],
  ['/whos-who', "Who's Who"],
  ['/get-involved', 'Get Involved'],
  ['/about/governance', 'Governance'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Upper Eden Museum',
  head: [
    '<meta name="Generator" content="Drupal 7 (http://drupal.org)">',
    `<link rel="shortcut icon" href="${ORIGIN}/sites/all/themes/uppereden/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link type="text/css" rel="stylesheet" href="${ORIGIN}/sites/default/files/css/css_xE-rWrJf-fncB6ztZfd2huxqgxu4WO-qwma6Xer30m4.css" media="all">`,
    `<link type="text/css" rel="stylesheet" href="${ORIGIN}/sites/default/files/css/css_LoTH1ZbKhBxqJl5KgDfqmbWsHyE3M4cZpbcXcR2Ax2s.css" media="all">`,
    `<script type="text/javascript" src="${ORIGIN}/misc/jquery.js?v=1.4.4"></script>`,
    `<script type="text/javascript" src="${ORIGIN}/misc/drupal.js?s0x1kq"></script>`,
    '<script type="text/javascript">\n<!--//--><![CDATA[//><!--\njQuery.extend(Drupal.settings, {"basePath":"\\/","pathPrefix":"","ajaxPageState":{"theme":"uppereden","theme_token":"q3Xo2L7f0cK9vWm1sYt4eRz8uJb6nHa5dGp0iQwE2lU"}});\n//--><!]]>\n</script>',
  ],
  header: (p) =>
    `<div id="page-wrapper"><div id="page"><div id="header" class="without-secondary-menu"><div class="section clearfix">` +
    `<a href="/" title="Home" rel="home" id="logo"><img src="${ORIGIN}/sites/all/themes/uppereden/logo.png" alt="Home"></a><div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Home" rel="home"><span>Upper Eden Museum</span></a></strong></div><div id="site-slogan">Farming, railways and rocks of the Eden valley</div></div>` +
    `<div id="main-menu" class="navigation"><h2 class="element-invisible">Main menu</h2><ul id="main-menu-links" class="links clearfix">${MENU.map(([h, l], i) => `<li class="menu-${218 + i}${i === 0 ? ' first' : ''}${i === MENU.length - 1 ? ' last' : ''}${h === p.path ? ' active' : ''}"><a href="${h}"${h === p.path ? ' class="active"' : ''}>${esc(l)}</a></li>`).join('')}</ul></div></div></div>` +
    `<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix"><div id="content" class="column"><div class="section"><a id="main-content"></a><div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">`,
  footer: () =>
    `</div></div></div></div></div></div></div><div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix"><div class="region region-footer"><div id="block-block-3" class="block block-block"><div class="content">` +
    `<p>Upper Eden Museum · The Old Goods Shed, Station Road, Kirkby Stephen CA17 4LA · ${tel('017683 71290')} · ${mailto(`enquiries@${HOST}`)}</p><p>Registered charity no. 1098765 · Company limited by guarantee no. 4712093 · <a href="/privacy">Privacy notice</a> · <a href="/volunteers/rota">Volunteer rota (login)</a></p>` +
    `</div></div></div></div></div></div></div></div>`,
  privacyPath: { en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>, nid: number): SandboxPage =>
  renderPage(theme, {
    ...spec,
    lang: 'en',
    main: `<div id="node-${nid}" class="node node-page clearfix" about="${spec.path}" typeof="foaf:Document"><h1 class="title" id="page-title">${esc(spec.title)}</h1><span property="dc:title" content="${esc(spec.title)}" class="rdf-meta element-hidden"></span><div class="content"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">${spec.main}</div></div></div></div></div>`,
  });

type Staff = { prefix?: string; name: string; suffix?: string; title: string; local: string; text: string };
const STAFF: Staff[] = [
  { prefix: 'Dr', name: 'Helen Armitage', suffix: 'FSA', title: 'Director', local: 'h.armitage', text: 'Helen joined the museum in 2015 from the Dales Countryside Museum. Her research is on hill-farming communities of the Westmorland fells.' },
  { name: 'James Pickering', suffix: 'AMA', title: 'Collections & Exhibitions Officer', local: 'j.pickering', text: 'James looks after the 14,000 objects in our care and curates the temporary exhibitions in the Goods Shed gallery.' },
  { name: 'Tom Harker', title: 'Archivist (part-time, Tues–Thurs)', local: 't.harker', text: 'Tom answers family-history and railway-archive enquiries and runs the search room.' },
  { name: 'Peter Wilkinson', title: 'Honorary Curator of Geology', local: 'p.wilkinson', text: 'A retired geologist with the British Geological Survey, Peter has catalogued the Brockram and limestone collections.' },
];

const staffBlock = (s: Staff): string =>
  `<div class="staff-member" vocab="https://schema.org/" typeof="Person"><h3>${s.prefix ? `<span property="honorificPrefix">${s.prefix}</span> ` : ''}<span property="name">${esc(s.name)}</span>${s.suffix ? ` <span property="honorificSuffix">${s.suffix}</span>` : ''}</h3>` +
  `<p class="staff-title" property="jobTitle">${esc(s.title)}</p><p>${esc(s.text)}</p><p><a property="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></p></div>`;

export function upperEdenMuseum(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page(
    {
      path: '/',
      title: 'Welcome',
      description: 'Upper Eden Museum, Kirkby Stephen: farming, railway and geology of the Eden valley. Open Easter to October.',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Museum',
          name: 'Upper Eden Museum',
          url: `${ORIGIN}/`,
          address: { '@type': 'PostalAddress', streetAddress: 'The Old Goods Shed, Station Road', addressLocality: 'Kirkby Stephen', postalCode: 'CA17 4LA', addressCountry: 'GB' },
          contactPoint: { '@type': 'ContactPoint', contactType: 'visitor enquiries', telephone: '+44 17683 71290', email: `enquiries@${HOST}` },
          openingHours: 'Tu-Su 10:30-16:30',
        },
      ],
      main: `<p>Housed in the Settle–Carlisle railway's old goods shed, the museum tells the story of the upper Eden valley: its hill farms, its railway and the rocks underneath. Open Tuesday to Sunday, Easter to October.</p><p><a href="/visit">Plan your visit</a> · <a href="/get-involved">Volunteer with us</a></p>`,
    },
    1,
  );

  pages['/visit'] = page(
    {
      path: '/visit',
      title: 'Visit',
      head: ['<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css">', '<script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js"></script>'],
      main: `<p>Adults £6, children free. The museum is a five-minute walk from Kirkby Stephen station.</p><div id="map" style="height:320px"></div><p>Coming with a school or a group? See <a href="/visit/schools">Schools and groups</a>.</p><p>For walks and accommodation nearby, contact the Eden tourist information centre (tic@visiteden.test).</p>`,
    },
    4,
  );

  pages['/visit/schools'] = page(
    {
      path: '/visit/schools',
      title: 'Schools and groups',
      main:
        `<p>Our KS1 and KS2 sessions cover Victorian farm life, the coming of the railway and rocks and fossils. Sessions last two hours and cost £4 per pupil.</p><p>To book a session, email ${mailto(`bookings@${HOST}`)}.</p>` +
        `<div class="contact-card" itemscope itemtype="https://schema.org/Person"><p>To talk through a visit or a loan box, contact <span itemprop="name">Rachel Dobson</span>, <span itemprop="jobTitle">Learning &amp; Engagement Officer</span>: <a itemprop="email" href="mailto:r.dobson@${HOST}">r.dobson@${HOST}</a>, <span itemprop="telephone">017683 71293</span></p></div>`,
    },
    7,
  );

  pages['/collections'] = page(
    {
      path: '/collections',
      title: 'Collections',
      main: `<p>Our collections cover farming tools and dairy equipment, the Settle–Carlisle and Stainmore railways, and the geology of the Eden valley. About a third is online.</p><h2>Open data</h2><p>The catalogue is published as open data by the Cumbria Heritage Digital Partnership. Developers can get the code and data with <code>git clone git@git.cumbria-heritage.test:uppereden/collections-api.git</code></p>`,
    },
    9,
  );

  pages['/whos-who'] = page(
    {
      path: '/whos-who',
      title: "Who's Who",
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: 'Helen Armitage',
          honorificPrefix: 'Dr',
          honorificSuffix: 'FSA',
          jobTitle: 'Director',
          email: `h.armitage@${HOST}`,
          worksFor: { '@type': 'Museum', name: 'Upper Eden Museum' },
        },
      ],
      main: `<p>The museum has four paid staff and more than sixty volunteers.</p><div class="view view-staff"><div class="view-content">${STAFF.map(staffBlock).join('')}</div></div>`,
    },
    12,
  );

  pages['/get-involved'] = page(
    {
      path: '/get-involved',
      title: 'Get Involved',
      main: `<p>Volunteers welcome visitors, run the shop, clean and repair objects and help in the archive. No experience is needed, and we pay travel expenses.</p><p>If you would like to help, have a chat with Gillian Nicholson, our Volunteer Coordinator, on ${mailto(`g.nicholson@${HOST}`)} or ${tel('017683 71294')}.</p><p>Already a volunteer? The <a href="/volunteers/rota">volunteer rota</a> is online.</p>`,
    },
    15,
  );

  pages['/about/governance'] = page(
    {
      path: '/about/governance',
      title: 'Governance',
      main: `<p>Upper Eden Museum is a charitable company run by a board of nine trustees elected at the AGM in May.</p><ul><li>David Metcalfe MBE, Chair of Trustees – ${mailto(`d.metcalfe@${HOST}`)}</li><li>Mrs Susan Ewbank, Company Secretary – ${mailto(`s.ewbank@${HOST}`)}</li></ul><p>Annual reports and accounts are filed with the Charity Commission.</p>`,
    },
    18,
  );

  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: `<p>The Old Goods Shed, Station Road, Kirkby Stephen, Cumbria CA17 4LA</p><p>Telephone ${tel('017683 71290')}<br>Email ${mailto(`enquiries@${HOST}`)}</p>` }, 3);
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy notice', main: `<p>We hold the details of members, donors and volunteers to run the museum. To see or correct your data, write to ${mailto(`enquiries@${HOST}`)}.</p>` }, 21);
  pages['/volunteers/rota'] = page({ path: '/volunteers/rota', title: 'Volunteer rota', main: `<p>Please log in to see and swap shifts. Problems? Email ${mailto(`rota@${HOST}`)}.</p>` }, 24);

  const staffCases = (s: Staff): CaseKind[] => [
    'rdfa',
    'card',
    'plain',
    'link-english-unlisted',
    ...(s.prefix ? (['honorific', 'json-ld-person'] as CaseKind[]) : []),
    ...(s.suffix ? (['post-nominal'] as CaseKind[]) : []),
  ];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\nCrawl-delay: 10\n# CSS, JS, Images\nAllow: /misc/*.css$\nAllow: /misc/*.js$\nAllow: /sites/*.css$\nAllow: /sites/*.js$\n# Directories\nDisallow: /includes/\nDisallow: /misc/\nDisallow: /modules/\nDisallow: /profiles/\nDisallow: /scripts/\nDisallow: /themes/\nDisallow: /volunteers/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips/\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register/\nDisallow: /user/password/\nDisallow: /user/login/\nDisallow: /user/logout/\n`,
      sitemapXml: urlset(HOST, ['/', '/visit', '/visit/schools', '/collections', '/whos-who', '/get-involved', '/about/governance', '/contact', '/privacy'], '2024-11-05'),
      pages,
      headers: { Server: 'Apache/2.4.57 (Debian)', 'X-Generator': 'Drupal 7 (http://drupal.org)', 'X-Drupal-Cache': 'HIT', Expires: 'Sun, 19 Nov 1978 05:00:00 GMT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-57',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/privacy'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/whos-who'],
          cases: staffCases(s),
        })),
        { address: `bookings@${HOST}`, name: null, title: null, pages: ['/visit/schools'], cases: ['role', 'plain', 'deep-page'] },
        { address: `r.dobson@${HOST}`, name: 'Rachel Dobson', title: 'Learning & Engagement Officer', pages: ['/visit/schools'], cases: ['microdata', 'prose', 'plain', 'deep-page'] },
        { address: `g.nicholson@${HOST}`, name: 'Gillian Nicholson', title: 'Volunteer Coordinator', pages: ['/get-involved'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: `d.metcalfe@${HOST}`, name: 'David Metcalfe', title: 'Chair of Trustees', pages: ['/about/governance'], cases: ['name-title-line', 'post-nominal', 'plain', 'link-english-unlisted'] },
        { address: `s.ewbank@${HOST}`, name: 'Susan Ewbank', title: 'Company Secretary', pages: ['/about/governance'], cases: ['name-title-line', 'honorific', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/volunteers/rota'],
      nonAddresses: [
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: 'git@git.cumbria-heritage.test:uppereden/collections-api.git', kind: 'git' },
        { text: 'leaflet@1.9.4', kind: 'package' },
        { text: 'tic@visiteden.test', kind: 'other-company' },
      ],
    },
  };
}
