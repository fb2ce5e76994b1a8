/**
 * Merri Point Rowing Club: a community and masters rowing club on the Maribyrnong River in
 * Melbourne, on Joomla 4 with the Cassiopeia template. Every address in an article goes through
 * Joomla's "Content - Email Cloaking" plugin, so the committee table (positions as Australian
 * clubs write them: Club Captain, Registrar, Boatman) is a column of cloaking scripts. The
 * coaching page names the head coach in a sentence, the Learn to Row page the community rowing
 * coordinator; the home page's JSON-LD gives the club's admin address as a "mailto:" contact
 * point. The members' area (disallowed) is the trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'merripointrowing.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about', 'About the Club'],
  ['/learn-to-row', 'Learn to Row'],
  ['/coaching', 'Coaching & Squads'],
  ['/committee', 'Committee'],
  ['/regattas', 'Regattas'],
  ['/contact-us', 'Contact Us'],
];

/** Joomla's email cloak: entity-sprinkled pieces joined by a script. */
function cloakParts(address: string, id: string): { html: string; js: string } {
  const [local = '', domain = ''] = address.split('@');
  const [name = '', tld = ''] = domain.split('.');
  const sprinkle = (s: string): string => [...s].map((c, i) => (i % 3 === 1 ? `&#${c.charCodeAt(0)};` : c)).join('');
  const js =
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${sprinkle(local)}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + '${sprinkle(name)}' + '&#46;' + '${sprinkle(tld)}';\n` +
    `\t\t\t\tvar addy_text${id} = '${sprinkle(local)}' + '&#64;' + '${sprinkle(name)}' + '&#46;' + '${sprinkle(tld)}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`;
  return {
    html: `<span id="cloak${id}">This email address is being protected from spambots. You need JavaScript enabled to view it.</span><script type="text/javascript">${js}</script>`,
    js,
  };
}

const theme: Theme = {
  host: HOST,
  siteName: 'Merri Point Rowing Club',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4a1f0c" rel="stylesheet">',
    '<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?4a1f0c" rel="stylesheet">',
    '<link href="/media/templates/site/cassiopeia/css/user.css?4a1f0c" rel="stylesheet">',
    '<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Error","MESSAGE":"Message","NOTICE":"Notice","WARNING":"Warning"},"system.paths":{"root":"","rootFull":"' + ORIGIN + '\\/","base":"","baseFull":"' + ORIGIN + '\\/"},"csrf.token":"3f9a1c0b7e2d4a6f8b1c3e5d7f9a0b2c"}</script>',
    '<script src="/media/system/js/core.min.js?2cb912"></script>',
    '<script src="/media/templates/site/cassiopeia/js/template.min.js?4a1f0c" type="module"></script>',
  ],
  header: (p) =>
    `<div class="site-grid"><header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/mprc-logo.png" alt="Merri Point Rowing Club" width="260" height="72"></a><div class="site-description">Rowing on the Maribyrnong since 1923</div></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-lg" aria-label="Main Menu"><div class="collapse navbar-collapse" id="navbar1"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul></div></nav></div></header>` +
    `<div class="grid-child container-component"><main><div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="en-GB"><div itemprop="articleBody" class="com-content-article__body">`,
  footer: () =>
    `</div></div></main></div><footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom banner-overlay" id="mod-custom112"><p>Merri Point Rowing Club Inc. · Boathouse, 2 Raleigh Road, Maribyrnong VIC 3032 · ABN 41 278 336 904 · Affiliated with Rowing Victoria</p><p>We acknowledge the Wurundjeri Woi-wurrung people of the Kulin Nation, the Traditional Owners of the land and waters on which we row.</p><p><a href="/members">Members Area</a> · <a href="/privacy">Privacy Policy</a></p></div></div></footer><a href="#top" id="back-top" class="back-to-top-link" aria-label="Back to Top"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a></div>`,
  bodyEnd: ['<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QH2M4KD1R"></script><script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag(\'js\', new Date());gtag(\'config\', \'G-7QH2M4KD1R\');</script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });

type Officer = { position: string; shown: string; name: string; local: string; honorific?: boolean; postNominal?: boolean };
const COMMITTEE: Officer[] = [
  { position: 'President', shown: 'Andrew Lachlan', name: 'Andrew Lachlan', local: 'andrew.lachlan' },
  { position: 'Vice-President', shown: 'Dr Karen Liu', name: 'Karen Liu', local: 'karen.liu', honorific: true },
  { position: 'Club Captain', shown: 'Josh Pearce', name: 'Josh Pearce', local: 'josh.pearce' },
  { position: 'Vice-Captain (Masters)', shown: 'Megan Kowalski', name: 'Megan Kowalski', local: 'megan.kowalski' },
  { position: 'Secretary', shown: 'Fiona Campbell', name: 'Fiona Campbell', local: 'fiona.campbell' },
  { position: 'Treasurer', shown: 'Rajesh Iyer CPA', name: 'Rajesh Iyer', local: 'rajesh.iyer', postNominal: true },
  { position: 'Registrar & Member Protection Information Officer', shown: 'Tanya Nguyen', name: 'Tanya Nguyen', local: 'tanya.nguyen' },
  { position: 'Boatman / Equipment Officer', shown: 'Greg Harland', name: 'Greg Harland', local: 'greg.harland' },
];

export function merriPointRowing(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ids = ['a1f34b8e2f0d9c1a', 'b72c05e3d9a41f68', 'c05e8a1b7f3e2d94', 'd9a4e3180c7d6b25', 'e318f6b02a9c4d71', 'f6b00c7d1e925a3c', '0c7d3a9e5f1b8d42', '1e92b6c4d08f7a13'];
  const cloaks = COMMITTEE.map((o, i) => cloakParts(`${o.local}@${HOST}`, ids[i]!));

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsClub',
        name: 'Merri Point Rowing Club',
        sport: 'Rowing',
        url: `${ORIGIN}/`,
        foundingDate: '1923',
        address: { '@type': 'PostalAddress', streetAddress: 'Boathouse, 2 Raleigh Road', addressLocality: 'Maribyrnong', addressRegion: 'VIC', postalCode: '3032', addressCountry: 'AU' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'Club administration', email: `mailto:admin@${HOST}`, telephone: '+61 3 9317 2205' },
      },
    ],
    main: `<div class="page-header"><h1 itemprop="headline">Welcome to Merri Point</h1></div><p>From juniors in their first quad to masters racing at the Australian Championships, Merri Point is a friendly, volunteer-run club with a fleet of 40 boats and a boathouse right on the river.</p><p>Our <a href="/learn-to-row">Learn to Row</a> courses run from October to March. Already row? Have a look at our <a href="/coaching">squads</a>.</p>`,
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About the Club',
    main: `<div class="page-header"><h1 itemprop="headline">About the Club</h1></div><p>Merri Point Rowing Club was founded in 1923 by workers from the Maribyrnong ammunition factory. Today we have around 180 members, from 12-year-old juniors to an 81-year-old sculler who still races at Head of the Yarra.</p>`,
  });

  pages['/learn-to-row'] = page({
    path: '/learn-to-row',
    title: 'Learn to Row',
    main:
      `<div class="page-header"><h1 itemprop="headline">Learn to Row</h1></div><p>Our four-week adult Learn to Row course runs on Saturday and Sunday mornings. No experience needed – just the ability to swim 50 metres in light clothing. Cost is $260, which comes off your first year’s membership if you join.</p>` +
      `<p>Courses are run by our Community Rowing Coordinator, Bec Tran. To book a place or ask about the next intake, email Bec at ${mailto(`bec.tran@${HOST}`)}.</p>`,
  });

  pages['/coaching'] = page({
    path: '/coaching',
    title: 'Coaching & Squads',
    main:
      `<div class="page-header"><h1 itemprop="headline">Coaching &amp; Squads</h1></div><p>We run junior, senior, masters and recreational squads. All of our coaches hold Rowing Australia accreditation and a Working with Children Check.</p>` +
      `<p>The program is led by our Head Coach, Mick Donnelly, a Rowing Australia Level 3 Performance Coach who coached the Victorian Youth Eight for six seasons. If you are thinking of joining a competitive squad, get in touch with Mick at ${mailto(`mick.donnelly@${HOST}`)} before your first session.</p>`,
  });

  pages['/committee'] = page({
    path: '/committee',
    title: 'Committee',
    main:
      `<div class="page-header"><h1 itemprop="headline">Committee 2025–26</h1></div><p>The committee was elected at the AGM on 24 August 2025.</p>` +
      `<table class="table table-striped"><thead><tr><th>Position</th><th>Name</th><th>Email</th></tr></thead><tbody>` +
      COMMITTEE.map((o, i) => `<tr><td>${esc(o.position)}</td><td>${esc(o.shown)}</td><td>${cloaks[i]!.html}</td></tr>`).join('') +
      `</tbody></table><p>General committee: Liam O’Sullivan, Priya Raman, Dave Whitmore.</p>`,
  });

  pages['/regattas'] = page({
    path: '/regattas',
    title: 'Regattas',
    main: `<div class="page-header"><h1 itemprop="headline">Regattas</h1></div><ul><li>Head of the Maribyrnong – 18 October</li><li>Ballarat Regatta – 15 November</li><li>Rowing Victoria Championships, Nagambie – 7–8 March</li><li>Head of the Yarra – 30 November</li></ul><p>Entries close two weeks before each regatta; your squad coach enters crews.</p>`,
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: `<div class="page-header"><h1 itemprop="headline">Contact Us</h1></div><p>Boathouse, 2 Raleigh Road, Maribyrnong VIC 3032</p><p>Phone: ${tel('(03) 9317 2205')} (Saturday mornings only)<br>Email: ${cloakParts(`admin@${HOST}`, '7c2e9a04d1f83b65').html}</p><p>Parking is available in Raleigh Road; please don’t park on the grass near the boat racks.</p>`,
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy Policy',
    main: `<div class="page-header"><h1 itemprop="headline">Privacy Policy</h1></div><p>We collect members’ personal information for registration with Rowing Australia and Rowing Victoria, and for emergency contact. It is stored in the Rowing Australia membership system and never sold.</p>`,
  });

  pages['/members'] = page({
    path: '/members',
    title: 'Members Area',
    main: `<div class="page-header"><h1 itemprop="headline">Members Area</h1></div><p>Boat bookings, erg scores and the regatta calendar. Boat damage reports go to ${mailto(`boatshed@${HOST}`)}.</p>`,
  });

  const adminCloak = cloakParts(`admin@${HOST}`, '7c2e9a04d1f83b65');

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n# eg www.example.com/robots.txt\n# AND the joomla folder name MUST be prefixed to all of the\n# paths.\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /members\n`,
      sitemapXml: urlset(HOST, ['/', '/about', '/learn-to-row', '/coaching', '/committee', '/regattas', '/contact-us', '/privacy'], '2025-08-26'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.31', 'Referrer-Policy': 'strict-origin-when-cross-origin' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-64',
      languages: ['en'],
      addresses: [
        {
          address: `admin@${HOST}`,
          name: null,
          title: null,
          pages: ['/', '/contact-us'],
          encoded: { kind: 'script', text: adminCloak.js },
          cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'script-protect'],
        },
        ...COMMITTEE.map((o, i) => ({
          address: `${o.local}@${HOST}`,
          name: o.name,
          title: o.position,
          pages: ['/committee'],
          encoded: { kind: 'script' as const, text: cloaks[i]!.js },
          cases: ['table', 'script-protect', ...(o.honorific ? ['honorific'] : []), ...(o.postNominal ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `mick.donnelly@${HOST}`, name: 'Mick Donnelly', title: 'Head Coach', pages: ['/coaching'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: `bec.tran@${HOST}`, name: 'Bec Tran', title: 'Community Rowing Coordinator', pages: ['/learn-to-row'], cases: ['prose', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members'],
      nonAddresses: [{ text: `boatshed@${HOST}`, kind: 'disallowed' }],
    },
  };
}
