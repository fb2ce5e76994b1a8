/**
 * Iron Hollow Brewing Co.: a craft brewery and taproom in Asheville, North Carolina, on
 * Squarespace 7.1 (sqs-block markup, Squarespace's stock robots.txt). The crew as summary cards
 * under a link that says "The Crew", the co-founders also as founders in the page's JSON-LD; the
 * wholesale contact's address put together by a code-block script; the operations manager in a
 * careers sentence; an events mailbox next to the booker's name. The distributor portal is
 * disallowed; a retina logo and a newsletter placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ironhollowbrewing.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/beers', 'Beers'],
  ['/taproom', 'Taproom'],
  ['/events', 'Events'],
  ['/the-crew', 'The Crew'],
  ['/wholesale', 'Wholesale'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Iron Hollow Brewing Co.',
  head: [
    '<!-- This is Squarespace. --><!-- iron-hollow-brewing -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64b1f0c2a7e1d43c5e2f9a10/28/5c5a519771c10ba3470d8101/64b1f0c2a7e1d43c5e2f9a2c/1541/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"64b1f0c2a7e1d43c5e2f9a10","identifier":"iron-hollow-brewing","siteTitle":"Iron Hollow Brewing Co."},"templateVersion":"7.1"};</script>',
  ],
  header: () =>
    `<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="dark"><div class="header-inner container--fluid"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/64b1f0c2a7e1d43c5e2f9a10/ih-logo@2x.png?format=1500w" alt="Iron Hollow Brewing Co." style="display:block"></a></div>` +
    `<nav class="header-nav-list">` +
    MENU.map(([href, label]) => `<div class="header-nav-item header-nav-item--collection"><a href="${href}" data-animation-role="header-element">${esc(label)}</a></div>`).join('') +
    `</nav></div></header><main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="64b1f0c2a7e1d43c5e2f9b01">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content"><p>Iron Hollow Brewing Co. · 77 Riverside Drive, Asheville, NC 28801</p><p>Taproom: Mon–Thu 3–10pm, Fri–Sun noon–11pm · ${tel('(828) 555-0174')}</p><p>${mailto(`hello@${HOST}`)}</p><p><a href="/distributor-portal">Distributor Login</a> · <a href="/privacy">Privacy</a> · Must be 21+ to drink. Please drink responsibly.</p></div></div></div>` +
    `<div class="sqs-block newsletter-block"><form class="newsletter-form"><input type="email" name="email" placeholder="email@example.com" aria-label="Email Address"><button type="submit">Sign Up</button></form></div></div></section></footer>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: ['<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.3f2a1e9c.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });
const section = (html: string): string =>
  `<section class="page-section layout-engine-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="fluid-engine"><div class="fe-block"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div></div></div></div></section>`;

type Crew = { name: string; title: string; local: string; founder?: boolean; blurb: string };
const CREW: Crew[] = [
  { name: 'Dana Morrison', title: 'Co-Founder & CEO', local: 'dana.morrison', founder: true, blurb: 'Ran a bottle shop in Charlotte before we were a thing. Keeps the lights on.' },
  { name: 'Jake Morrison', title: 'Co-Founder & Head Brewer', local: 'jake.morrison', founder: true, blurb: 'Siebel-trained, lager obsessive, homebrewer since 2006.' },
  { name: 'Luis Ortega', title: 'Brewer', local: 'luis.ortega', blurb: 'Barrel program and all things sour.' },
  { name: 'Kayla Brooks', title: 'Taproom Manager', local: 'kayla.brooks', blurb: 'Knows every regular by name (and their dog’s name).' },
];

const MARCUS = `marcus.reed@${HOST}`;
const MARCUS_SCRIPT = `var u = 'marcus.reed'; var d = 'ironhollowbrewing' + '.test'; document.getElementById('wh-mail').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

export function ironHollow(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Small-batch beer from the French Broad',
    jsonLd: [{ '@context': 'http://schema.org', '@type': 'LocalBusiness', name: 'Iron Hollow Brewing Co.', address: '77 Riverside Drive, Asheville, NC 28801', telephone: '(828) 555-0174', url: `${ORIGIN}/` }],
    main: section(`<h1>Lagers, hazies &amp; barrel-aged weirdness</h1><p>Brewed in a 1920s tannery building on the River Arts District. Sixteen taps, a food truck every night, and a dog-friendly patio.</p><p><a href="/beers">What’s on tap</a></p>`),
  });

  pages['/beers'] = page({ path: '/beers', title: 'Beers', main: section(`<h1>On Tap</h1><ul><li>Tannery Pils – 4.9%</li><li>River Arts Hazy IPA – 6.7%</li><li>Bent Nail Porter – 5.8%</li><li>Hollow Point Barrel Sour – 7.2%</li></ul>`) });
  pages['/taproom'] = page({ path: '/taproom', title: 'Taproom', main: section(`<h1>Taproom</h1><p>All ages welcome until 9pm. Parking in the lot behind the building.</p>`) });

  pages['/events'] = page({
    path: '/events',
    title: 'Events',
    main: section(`<h1>Events</h1><p>Trivia every Tuesday, bluegrass jam on Thursdays. Live music is booked by our friend Tyler Grant of Mountain Sound Booking.</p><p>Want to host a party, rehearsal dinner or fundraiser in the Barrel Room? Email ${mailto(`events@${HOST}`)} with your date and headcount.</p>`),
  });

  pages['/the-crew'] = page({
    path: '/the-crew',
    title: 'The Crew',
    jsonLd: [{ '@context': 'http://schema.org', '@type': 'Brewery', name: 'Iron Hollow Brewing Co.', foundingDate: '2017', founder: CREW.filter((c) => c.founder).map((c) => ({ '@type': 'Person', name: c.name, jobTitle: c.title, email: `${c.local}@${HOST}` })) }],
    main:
      `<section class="page-section"><div class="content-wrapper"><h1>Meet the Crew</h1><div class="sqs-block summary-v2-block"><div class="summary-item-list">` +
      CREW.map((c) => `<div class="summary-item summary-item-record-type-text"><div class="summary-thumbnail-container"><img data-src="https://images.squarespace-cdn.com/content/v1/64b1f0c2a7e1d43c5e2f9a10/${c.local}.jpg" alt=""></div><div class="summary-content"><div class="summary-title">${esc(c.name)}</div><div class="summary-metadata-item">${esc(c.title)}</div><div class="summary-excerpt"><p>${esc(c.blurb)}</p><p>${mailto(`${c.local}@${HOST}`)}</p></div></div></div>`).join('') +
      `</div></div></div></section>`,
  });

  pages['/wholesale'] = page({
    path: '/wholesale',
    title: 'Wholesale',
    main: section(`<h1>Wholesale</h1><p>We self-distribute in Buncombe, Henderson and Haywood counties. Kegs (1/6 and 1/2 bbl) and 16oz four-packs.</p>`) +
      `<div class="sqs-block code-block sqs-block-code" data-block-type="23"><div class="sqs-block-content"><p>Marcus Reed, Director of Sales &amp; Distribution – <span id="wh-mail"></span></p><script>${MARCUS_SCRIPT}</script></div></div>`,
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: section(`<h1>Work with us</h1><p>We’re hiring a part-time cellar person and weekend beertenders. Send a résumé and a few lines about your favorite beer to our Operations Manager, Nicole Foster, at ${mailto(`nicole.foster@${HOST}`)}.</p>`),
  });

  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: section(`<h1>Contact</h1><p>77 Riverside Drive, Asheville, NC 28801</p><p>General questions: ${mailto(`hello@${HOST}`)} · ${tel('(828) 555-0174')}</p>`) });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: section(`<h1>Privacy Policy</h1><p>We use Squarespace Analytics and collect newsletter sign-ups through Squarespace Email Campaigns.</p>`) });
  pages['/distributor-portal'] = page({ path: '/distributor-portal', title: 'Distributor Login', main: section(`<h1>Distributor Login</h1><p>Order sheets and keg returns. Access requests: ${mailto(`orders@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /commerce/digital-download/\nDisallow: /api/\nAllow: /api/ui-extensions/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?tag=*\nDisallow: /*?month=*\nDisallow: /*?view=*\nDisallow: /*?format=json\nDisallow: /*&format=json\nDisallow: /*?format=page-context\nDisallow: /*?reversePaginate=*\nDisallow: /distributor-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'Qw3rTy12/aB4cD5eF' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-68',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `events@${HOST}`, name: null, title: null, pages: ['/events'], cases: ['role', 'neighbour', 'plain'] },
        ...CREW.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/the-crew'],
          cases: ['card', 'plain', 'link-english-unlisted', ...(c.founder ? ['json-ld-person'] : [])] as CaseKind[],
        })),
        { address: MARCUS, name: 'Marcus Reed', title: 'Director of Sales & Distribution', pages: ['/wholesale'], encoded: { kind: 'script', text: MARCUS_SCRIPT }, cases: ['name-title-line', 'script-concat'] },
        { address: `nicole.foster@${HOST}`, name: 'Nicole Foster', title: 'Operations Manager', pages: ['/careers'], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/distributor-portal'],
      nonAddresses: [
        { text: `orders@${HOST}`, kind: 'disallowed' },
        { text: 'ih-logo@2x.png', kind: 'retina' },
        { text: 'email@example.com', kind: 'placeholder' },
      ],
    },
  };
}
