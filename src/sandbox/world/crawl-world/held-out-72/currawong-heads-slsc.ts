/**
 * Currawong Heads Surf Life Saving Club: a volunteer surf club on the NSW South Coast, on
 * Squarespace 7.1. "Our Committee" holds the management committee as image-and-text cards
 * (the chief instructor's address turned around by a code-block script, the director of surf
 * sports' built from character codes); the Nippers page lists its coordinators in a definition
 * list; the functions page has the functions manager in a sentence; the patrols page has a
 * table of patrol captains and a swaps mailbox beside the club captain's name. The apparel
 * supplier's address, the newsletter placeholder and the member portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'currawongheads-slsc-nsw.test';
const ORIGIN = `http://${HOST}`;
const CLUB = 'Currawong Heads SLSC';

const MENU: [string, string][] = [
  ['/about', 'About'],
  ['/join', 'Join'],
  ['/nippers', 'Nippers'],
  ['/patrols', 'Patrols'],
  ['/our-committee', 'Our Committee'],
  ['/functions', 'Functions'],
  ['/contact', 'Contact'],
];

let blockSeq = 0;
const block = (html: string): string =>
  `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1708123456789_${(7310 + blockSeq++ * 211).toString()}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Currawong Heads Surf Life Saving Club',
  head: [
    '<!-- This is Squarespace. --><!-- currawong-heads-slsc -->',
    '<link rel="preconnect" href="https://images.squarespace-cdn.com">',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"5f9e8d7c6b5a493827161504","identifier":"currawong-heads-slsc","websiteType":1,"siteTitle":"Currawong Heads Surf Life Saving Club"},"templateVersion":"7.1"};</script>',
    '<link href="//assets.squarespace.com/universal/styles-compressed/commerce-2e5b3c8a1d4f9e7b6a0c-min.en-US.css" rel="stylesheet" type="text/css">',
    `<link rel="stylesheet" type="text/css" href="${ORIGIN}/site.css?&amp;filterFeatures=false">`,
  ],
  header: () =>
    `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="dark" data-controller="Header"><div class="header-inner container--fluid header-layout--with-commerce">` +
    `<div class="header-title"><div class="header-title-logo"><a href="/"><img src="//images.squarespace-cdn.com/content/v1/5f9e8d7c6b5a493827161504/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/chslsc-logo.png?format=1500w" alt="Currawong Heads SLSC" loading="eager" decoding="async"></a></div></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></div></div>` +
    `<div class="header-actions"><a class="btn btn--border sqs-button-element--primary" href="/join">Become a member</a></div></div></header><main id="page" class="container" role="main"><article class="sections" id="sections">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections"><section class="page-section full-bleed-section section-height--small" data-section-theme="black"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12">` +
    block(
      `<p><strong>Currawong Heads Surf Life Saving Club Inc.</strong> · 1 Marine Parade, Currawong Heads NSW 2539 · ABN 42 001 555 318</p>` +
        `<p>Clubhouse: ${tel('(02) 4555 0312')} · ${mailto(`info@${HOST}`)} · <a href="https://www.instagram.com/currawongheadsslsc">Instagram</a> · <a href="/member-portal">Member Portal</a></p>` +
        `<p class="sqsrte-small">We acknowledge the Traditional Custodians of this land, the Yuin people, and pay our respects to Elders past and present.</p>`,
    ) +
    `</div></div></div></section></footer></div>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: ['<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.9a8b7c6d5e4f3a2b1c0d.js" type="text/javascript"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });
const section = (html: string): string =>
  `<section data-test="page-section" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${html}</div></div></div></div></div></section>`;

const JASON = `jason@${HOST}`;
const JASON_SCRIPT = `var e = '${reversed(JASON)}'.split('').reverse().join(''); document.getElementById('ci-email').innerHTML = '<a href="mailto:' + e + '">' + e + '</a>';`;
const LACHLAN = `lachlan@${HOST}`;
const LACHLAN_CODES = charCodes(LACHLAN);
const LACHLAN_SCRIPT = `(function(){var a = String.fromCharCode(${LACHLAN_CODES}); var el = document.getElementById('dss-email'); el.href = 'mailto:' + a; el.textContent = a;})();`;

type Member = { role: string; name: string; local: string; blurb: string; how: 'plain' | 'reversed' | 'charcode' };
const COMMITTEE: Member[] = [
  { role: 'President', name: 'Matt Donnelly', local: 'matt', blurb: 'Matt joined as a Nipper in 1989 and has been on the committee for twelve seasons. He runs a plumbing business in Kiama.', how: 'plain' },
  { role: 'Club Captain', name: 'Kirra Walsh', local: 'kirra', blurb: 'Kirra looks after patrols, rosters and our lifesaving operations, and is a patrol captain on Patrol 4.', how: 'plain' },
  { role: 'Chief Instructor', name: 'Jason Nguyen', local: 'jason', blurb: 'Jason coordinates the Bronze Medallion and SRC courses and our team of volunteer trainers and assessors.', how: 'reversed' },
  { role: 'Director of Surf Sports', name: 'Lachlan Pike', local: 'lachlan', blurb: 'Lachlan manages our competitors from U8 to masters, and the boat, ski and board program.', how: 'charcode' },
  { role: 'Registrar', name: 'Bec Thompson', local: 'bec', blurb: 'Bec handles memberships, renewals and Working With Children Checks.', how: 'plain' },
  { role: 'Treasurer', name: 'Priya Sharma', local: 'priya', blurb: 'Priya keeps the books, grants and sponsorship invoices in order.', how: 'plain' },
];

const card = (m: Member): string => {
  const email =
    m.how === 'plain'
      ? `<p>${mailto(`${m.local}@${HOST}`)}</p>`
      : m.how === 'reversed'
        ? `<p><span id="ci-email">Email Jason</span></p><script>${JASON_SCRIPT}</script>`
        : `<p><a id="dss-email" href="#">Email Lachlan</a></p><script>${LACHLAN_SCRIPT}</script>`;
  return (
    `<div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic"><img src="//images.squarespace-cdn.com/content/v1/5f9e8d7c6b5a493827161504/committee-${m.local}.jpg?format=500w" alt="${esc(m.name)}" loading="lazy"></figure></div></div>` +
    block(`<h3>${esc(m.name)}</h3><p><strong>${esc(m.role)}</strong></p><p>${esc(m.blurb)}</p>${email}`)
  );
};

export function currawongHeadsSlsc(): CrawlWorldSite {
  blockSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'SportsClub', name: 'Currawong Heads Surf Life Saving Club', url: `${ORIGIN}/`, telephone: '+61 2 4555 0312', address: { '@type': 'PostalAddress', streetAddress: '1 Marine Parade', addressLocality: 'Currawong Heads', addressRegion: 'NSW', postalCode: '2539', addressCountry: 'AU' } }],
    main: section(
      block(
        `<h1>Vigilance and Service since 1934</h1><p>Our volunteer lifesavers patrol Currawong Heads Main Beach every weekend and public holiday from the last weekend of September to Anzac Day, 9am to 5pm.</p>` +
          `<p><a href="/join">Join the club</a> · <a href="/nippers">Nippers sign-on</a> · <a href="/news/carnival-results-february-2025">Branch carnival results</a></p>`,
      ),
    ),
  });

  pages['/about'] = page({ path: '/about', title: 'About', main: section(block(`<h1>About the Club</h1><p>Founded in 1934, Currawong Heads SLSC has around 620 members, from four-year-old Nippers to our Long Service Award holders. In 2024–25 our patrols performed 38 rescues and more than 2,100 preventative actions.</p><p>We are affiliated with Surf Life Saving NSW through the South Coast Branch.</p>`)) });

  pages['/join'] = page({
    path: '/join',
    title: 'Join',
    main: section(
      block(`<h1>Join Us</h1><p>Memberships run from 1 July to 30 June. Renew or join online through the Members Area of SurfGuard.</p><table><thead><tr><th>Category</th><th>Fee</th></tr></thead><tbody><tr><td>Active (Bronze) member</td><td>$95</td></tr><tr><td>Family membership</td><td>$320</td></tr><tr><td>Associate / supporter</td><td>$45</td></tr></tbody></table><p>Questions about memberships go to our Registrar, via the <a href="/our-committee">committee page</a>.</p>`) +
        `<div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51"><div class="sqs-block-content"><form class="newsletter-form"><h2>Club newsletter</h2><label for="nl-email">Email Address</label><input id="nl-email" name="email" type="email" placeholder="email@example.com"><button type="submit">Sign Up</button></form></div></div>`,
    ),
  });

  pages['/nippers'] = page({
    path: '/nippers',
    title: 'Nippers',
    main: section(
      block(
        `<h1>Nippers</h1><p>Nippers runs on Sunday mornings from 8:30am, October to March, for kids aged 5 to 13 (U6–U14). Every Nipper must complete the annual proficiency swim before entering the water.</p>` +
          `<p><strong>Sign-on day:</strong> Sunday 21 September, 9am–12pm at the clubhouse.</p>` +
          `<dl class="nippers-contacts"><dt>Nippers Coordinator</dt><dd>Sam Fitzpatrick – ${mailto(`sam@${HOST}`)}</dd><dt>Age Manager Coordinator</dt><dd>Tash Reynolds – ${mailto(`tash@${HOST}`)}</dd><dt>Canteen Roster</dt><dd>Jodie Clarke (on the day, at the canteen window)</dd></dl>`,
      ),
    ),
  });

  pages['/patrols'] = page({
    path: '/patrols',
    title: 'Patrols',
    main: section(
      block(
        `<h1>Patrols 2025–26</h1><p>Patrols are rostered in eight teams. Check in at the patrol tower 15 minutes before your start time.</p>` +
          `<table><thead><tr><th>Patrol</th><th>Patrol Captain</th><th>Vice Captain</th></tr></thead><tbody><tr><td>Patrol 1</td><td>Greg Halloran</td><td>Mia Tran</td></tr><tr><td>Patrol 2</td><td>Hayley Burke</td><td>Connor Weekes</td></tr><tr><td>Patrol 3</td><td>Steve Papadopoulos</td><td>Ellie Morgan</td></tr><tr><td>Patrol 4</td><td>Kirra Walsh</td><td>Josh Tait</td></tr></tbody></table>` +
          `<p>Need to swap a patrol? Arrange a swap with another member first, then email ${mailto(`patrols@${HOST}`)}. All swaps are approved by Club Captain Kirra Walsh.</p>`,
      ),
    ),
  });

  pages['/our-committee'] = page({
    path: '/our-committee',
    title: 'Our Committee',
    main: section(block(`<h1>Management Committee 2025–26</h1><p>Elected at the AGM on 27 July 2025.</p>`) + COMMITTEE.map(card).join('')),
  });

  pages['/functions'] = page({
    path: '/functions',
    title: 'Functions',
    main: section(
      block(
        `<h1>Functions at the Club</h1><p>Our upstairs function room seats 120 with floor-to-ceiling windows over the beach: weddings, birthdays, wakes and work Christmas parties. Our Functions Manager, Olivia Grant, can walk you through packages and available dates at ${mailto(`olivia@${HOST}`)} or on ${tel('0412 555 780')}.</p>` +
          `<p>Club merchandise (rashies, caps and hoodies) is made for us by Salt Line Apparel; trade enquiries to orders@saltline-apparel.test.</p>`,
      ),
    ),
  });

  pages['/news/carnival-results-february-2025'] = page({
    path: '/news/carnival-results-february-2025',
    title: 'South Coast Branch Carnival results',
    main: section(`<article class="blog-item"><h1>South Coast Branch Carnival results</h1><time datetime="2025-02-17">17 February 2025</time>` + block(`<p>A massive weekend at Gerroa: 14 gold, 9 silver and 11 bronze, and second place on the overall point score. Congratulations to our U15 board relay team and to Ruby Pike, who won the U17 ironwoman.</p>`) + `</article>`),
  });

  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: section(block(`<h1>Contact</h1><p>1 Marine Parade, Currawong Heads NSW 2539</p><p>Clubhouse ${tel('(02) 4555 0312')} (weekends) · General enquiries ${mailto(`info@${HOST}`)}</p><p>In an emergency on the beach, call Triple Zero (000).</p>`)) });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: section(block(`<h1>Privacy</h1><p>We collect member information for SurfGuard registration and insurance only.</p>`)) });
  pages['/member-portal'] = page({ path: '/member-portal', title: 'Member Portal', main: section(block(`<h1>Member Portal</h1><p>Rosters, training calendars and meeting minutes. Login problems: ${mailto(`portal@${HOST}`)}</p>`)) });

  const committeeAddress = (m: Member): TruthAddress => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.role,
    pages: ['/our-committee'],
    ...(m.how === 'reversed' ? { encoded: { kind: 'script' as const, text: JASON_SCRIPT } } : {}),
    ...(m.how === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: LACHLAN_CODES } } : {}),
    cases: ['card', 'link-english-unlisted', (m.how === 'plain' ? 'plain' : m.how === 'reversed' ? 'script-reversed' : 'script-charcode') as CaseKind],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*?tag=*\nDisallow: /*?format=json\nDisallow: /member-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about', '/join', '/nippers', '/patrols', '/our-committee', '/functions', '/contact', '/news/carnival-results-february-2025', '/privacy'], '2025-08-02'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Pq8rT2vW/Kc4nJ6hM' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-72',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `patrols@${HOST}`, name: null, title: null, pages: ['/patrols'], cases: ['role', 'neighbour', 'plain'] },
        ...COMMITTEE.map(committeeAddress),
        { address: `sam@${HOST}`, name: 'Sam Fitzpatrick', title: 'Nippers Coordinator', pages: ['/nippers'], cases: ['definition-list', 'plain'] },
        { address: `tash@${HOST}`, name: 'Tash Reynolds', title: 'Age Manager Coordinator', pages: ['/nippers'], cases: ['definition-list', 'plain'] },
        { address: `olivia@${HOST}`, name: 'Olivia Grant', title: 'Functions Manager', pages: ['/functions'], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/member-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'orders@saltline-apparel.test', kind: 'other-company' },
        { text: 'email@example.com', kind: 'placeholder' },
      ],
    },
  };
}
