/**
 * Cloch Climbing Centre: a bouldering and lead-climbing wall on an industrial estate in Galway,
 * on Webflow. "The Crew" (an English menu label outside the usual contact words) is a CMS
 * collection list of cards with Irish names (Ó, Nic, Mac) and "Co-founder & ..." titles, one
 * address put together by a custom-code embed; the founder is also a Person in JSON-LD; the
 * youth page names the head coach in a sentence; the contact page gives the marketing lead as a
 * "Name, Title, address" line and the bookings mailbox. The retina logo, and the members' area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'clochclimbing.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/visit', 'Visit'],
  ['/kids-youth', 'Kids & Youth'],
  ['/memberships', 'Memberships'],
  ['/the-crew', 'The Crew'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Cloch Climbing Centre',
  head: [
    '<meta content="Webflow" name="generator">',
    '<link href="https://cdn.prod.website-files.com/65f1c2a3b4d5e6f708192a3b/css/cloch-climbing.webflow.8f3a2c1d.css" rel="stylesheet" type="text/css">',
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    '<link href="https://cdn.prod.website-files.com/65f1c2a3b4d5e6f708192a3b/65f1c9e0a1b2c3d4e5f60718_favicon-32.png" rel="shortcut icon" type="image/x-icon">',
  ],
  header: () =>
    `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/65f1c2a3b4d5e6f708192a3b/65f1ca11b2c3d4e5f6071829_cloch-logo.png" srcset="https://cdn.prod.website-files.com/65f1c2a3b4d5e6f708192a3b/65f1ca11b2c3d4e5f6071829_cloch-logo@2x.png 2x" loading="lazy" width="140" alt="Cloch Climbing Centre"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}<a href="https://cloch.portal.example/book" class="button nav-button w-button">Book a session</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<section class="footer"><div class="w-layout-blockcontainer container w-container"><div class="footer-grid w-layout-grid"><div><div class="footer-heading">Cloch Climbing Centre</div><p class="footer-text">Unit 7, Ballybane Enterprise Park<br>Galway H91 X2P4<br>${tel('091 555 672')}</p></div>` +
    `<div><div class="footer-heading">Opening hours</div><p class="footer-text">Mon–Fri 12:00–22:00<br>Sat–Sun 10:00–20:00</p></div><div><div class="footer-heading">Say hello</div><p class="footer-text">${mailto(`hello@${HOST}`, `hello@${HOST}`, 'class="footer-link"')}<br><a href="/members-area" class="footer-link">Members' area</a></p></div></div>` +
    `<div class="footer-legal">© 2025 Cloch Climbing Ltd. Registered in Ireland, CRO 702914.</div></div></section>`,
  bodyEnd: [
    '<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65f1c2a3b4d5e6f708192a3b" type="text/javascript" crossorigin="anonymous"></script>',
    '<script src="https://cdn.prod.website-files.com/65f1c2a3b4d5e6f708192a3b/js/webflow.4b2a9e1f.js" type="text/javascript"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-layout-blockcontainer container w-container">${html}</div></section>`;

type Crew = { name: string; title: string; local: string; photo: string; blurb: string; how: 'plain' | 'script' };
const CREW: Crew[] = [
  { name: 'Niamh Ó Súilleabháin', title: 'Co-founder & Centre Manager', local: 'niamh', photo: 'niamh', blurb: 'Niamh started climbing on the sea cliffs of the Burren and opened Cloch in 2019 after ten years in hotel management. Ask her about anything from memberships to the café.', how: 'plain' },
  { name: 'Cormac Fahy', title: 'Co-founder & Head Route Setter', local: 'cormac', photo: 'cormac', blurb: 'Cormac is a level 2 IFSC-trained setter and resets a section of the bouldering wall every week. Route suggestions welcome.', how: 'plain' },
  { name: 'Saoirse Nic Dhonnchadha', title: 'Youth Programme Coordinator', local: 'saoirse', photo: 'saoirse', blurb: 'Saoirse runs Cloch Cubs, the after-school clubs and the summer camps, and is the centre’s designated child safeguarding liaison.', how: 'plain' },
  { name: 'Darragh Kenny', title: 'Duty Manager', local: 'darragh', photo: 'darragh', blurb: 'Darragh looks after the floor, the inductions and the rental gear. If your harness feels wrong, he’s the man.', how: 'script' },
];

const DARRAGH_SCRIPT = `var u = 'darragh'; var d = 'clochclimbing' + '.' + 'test'; document.getElementById('darragh-mail').innerHTML = '<a href="mailto:' + u + '@' + d + '">Email Darragh</a>';`;

export function clochClimbing(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Bouldering & Climbing in Galway',
    description: 'Galway’s climbing centre: 140 boulder problems, a 13-metre lead wall, kids’ clubs and a café.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsActivityLocation',
        name: 'Cloch Climbing Centre',
        url: `${ORIGIN}/`,
        telephone: '+353 91 555 672',
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 7, Ballybane Enterprise Park', addressLocality: 'Galway', postalCode: 'H91 X2P4', addressCountry: 'IE' },
        founder: { '@type': 'Person', name: 'Niamh Ó Súilleabháin', jobTitle: 'Co-founder & Centre Manager', email: `niamh@${HOST}` },
      },
    ],
    main:
      section(`<h1 class="hero-heading">Fáilte to Cloch.</h1><p class="hero-paragraph">140 boulder problems, a 13-metre lead wall, auto-belays for beginners and the best flat white on the east side of Galway.</p><a href="/visit" class="button w-button">Plan your first visit</a>`, 'section hero') +
      section(`<div class="w-layout-grid grid-3"><div><h3>First time?</h3><p>Book a 45-minute induction and you’re good to go. Shoes and chalk are included.</p></div><div><h3>Kids &amp; youth</h3><p>Cloch Cubs for ages 5–8 and Youth Squad for teenagers. <a href="/kids-youth">Find out more</a></p></div><div><h3>Parties</h3><p>Birthday parties on Saturdays and Sundays for up to 12 climbers.</p></div></div>`),
  });

  pages['/visit'] = page({
    path: '/visit',
    title: 'Visit',
    main: section(`<h1>Visit</h1><p>Free parking outside. The 409 bus stops at Ballybane Road, a four-minute walk away. Under-16s must be supervised by a registered adult unless they are on a coached session.</p><p>Day pass €16 · Student €13 · Shoe hire €4</p>`),
  });

  pages['/memberships'] = page({
    path: '/memberships',
    title: 'Memberships',
    main: section(`<h1>Memberships</h1><p>Monthly membership €62, or €52 for students and over-65s. Ten-visit punch cards never expire.</p>`),
  });

  pages['/kids-youth'] = page({
    path: '/kids-youth',
    title: 'Kids & Youth',
    main: section(
      `<h1>Kids &amp; Youth</h1><h2>Cloch Cubs (5–8)</h2><p>Saturday mornings, six-week blocks, €85.</p><h2>Youth Squad (12–17)</h2>` +
        `<p>Our youth squad trains twice a week and competes in the Irish Youth Climbing Series. The squad is coached by Eoin Mac Lochlainn, our Head Coach, who you can reach at ${mailto(`eoin@${HOST}`)} about trials for the new season.</p>`,
    ),
  });

  const card = (c: Crew): string =>
    `<div role="listitem" class="crew-item w-dyn-item"><img src="https://cdn.prod.website-files.com/65f1c2a3b4d5e6f708192a3b/crew-${c.photo}.jpg" loading="lazy" alt="" class="crew-photo"><h3 class="crew-name">${esc(c.name)}</h3><div class="crew-role">${esc(c.title)}</div><p class="crew-blurb">${esc(c.blurb)}</p>` +
    (c.how === 'plain' ? `<a href="mailto:${c.local}@${HOST}" class="crew-email">${c.local}@${HOST}</a>` : `<div class="w-embed w-script"><span id="darragh-mail"></span><script>${DARRAGH_SCRIPT}</script></div>`) +
    `</div>`;

  pages['/the-crew'] = page({
    path: '/the-crew',
    title: 'The Crew',
    main: section(`<h1>The Crew</h1><p>The people who set your problems, pour your coffee and hold your rope.</p><div class="w-dyn-list"><div role="list" class="crew-grid w-dyn-items">${CREW.map(card).join('')}</div></div>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      `<h1>Get in touch</h1><p>Birthday parties, group bookings and team-building: ${mailto(`bookings@${HOST}`)}</p>` +
        `<p>Press, sponsorship and events: Ciara Joyce, Marketing &amp; Events Lead, ${mailto(`ciara@${HOST}`)}</p>` +
        `<p>Anything else: ${mailto(`hello@${HOST}`)} or ring us on ${tel('091 555 672')}.</p>`,
    ),
  });

  pages['/members-area'] = page({
    path: '/members-area',
    title: "Members' area",
    main: section(`<h1>Members' area</h1><p>Freeze or cancel your membership, see your visit history and update your card. Problems? ${mailto(`accounts@${HOST}`)}</p>`),
  });

  const allPages = ['/', '/visit', '/memberships', '/kids-youth', '/the-crew', '/contact'];
  const addresses: TruthAddress[] = [
    { address: `hello@${HOST}`, name: null, title: null, pages: allPages, cases: ['role', 'plain'] },
    { address: `bookings@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
    ...CREW.map((c) => ({
      address: `${c.local}@${HOST}`,
      name: c.name,
      title: c.title,
      pages: c.local === 'niamh' ? ['/the-crew', '/'] : ['/the-crew'],
      ...(c.how === 'script' ? { encoded: { kind: 'script' as const, text: DARRAGH_SCRIPT } } : {}),
      cases: ['card', 'link-english-unlisted', c.how === 'script' ? 'script-concat' : 'plain', ...(c.local === 'niamh' ? ['json-ld-person'] : [])] as CaseKind[],
    })),
    { address: `eoin@${HOST}`, name: 'Eoin Mac Lochlainn', title: 'Head Coach', pages: ['/kids-youth'], cases: ['prose', 'plain'] },
    { address: `ciara@${HOST}`, name: 'Ciara Joyce', title: 'Marketing & Events Lead', pages: ['/contact'], cases: ['name-title-line', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /members-area\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, allPages, '2025-07-09'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1', 'CF-Cache-Status': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-52',
      languages: ['en'],
      addresses,
      pattern: '{first}',
      disallowed: ['/members-area'],
      nonAddresses: [
        { text: `accounts@${HOST}`, kind: 'disallowed' },
        { text: '65f1ca11b2c3d4e5f6071829_cloch-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
