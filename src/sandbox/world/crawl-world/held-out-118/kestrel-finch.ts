/**
 * Kestrel & Finch Cycles: a bespoke steel bicycle frame builder of nine in Kelham Island,
 * Sheffield, on Webflow, in British English. "Meet the makers" (an English menu label outside the
 * usual contact words) holds the makers as CMS collection cards (the head of engineering as
 * "Dr … CEng MIMechE", the founder also a Person in JSON-LD, the painter's address turned around
 * by an Embed script); the bike fitter in a sentence on "Commission a frame"; the service manager
 * as "Name, Title" on the contact page and as a department's employee in its JSON-LD; the
 * co-founder only as the Organization's founder in the home page's JSON-LD. A journal post's git
 * clone URL and pinned library, the tube supplier's address and the dealer portal (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kestrelfinch-cycles.test';
const ORIGIN = `http://${HOST}`;
const WF_SITE = '65a1f3c2b8e9d40017c2a5e1';
const CDN = `https://cdn.prod.website-files.com/${WF_SITE}`;

const MENU: [string, string][] = [
  ['/the-workshop', 'The Workshop'],
  ['/makers', 'Meet the makers'],
  ['/commission', 'Commission a frame'],
  ['/journal', 'Journal'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kestrel & Finch Cycles',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${CDN}/css/kestrel-finch.webflow.shared.4b1f2c9e7.css" rel="stylesheet" type="text/css">`,
    '<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>',
    '<script type="text/javascript">WebFont.load({ google: { families: ["Inter:400,600,700", "DM Serif Display:regular"] }});</script>',
    `<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>`,
    `<link href="${CDN}/65a1f3c2b8e9d40017c2a5f0_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (spec) =>
    `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container">` +
    `<a href="/" class="brand w-nav-brand${spec.path === '/' ? ' w--current' : ''}"><img src="${CDN}/65a1f3c2b8e9d40017c2a6b4_kestrel-finch-logo.svg" loading="lazy" alt="Kestrel &amp; Finch Cycles" class="logo"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${href === spec.path ? ' w--current' : ''}">${esc(label)}</a>`).join('')}</nav>` +
    `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<section class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div class="footer-block"><div class="footer-heading">Kestrel &amp; Finch Cycles Ltd</div><p class="footer-text">Unit 4, Cornish Works, 1 Cornish Street, Sheffield S6 3AA<br>${tel('0114 496 0731')} · ${mailto(`hello@${HOST}`)}</p></div>` +
    `<div class="footer-block"><a href="/privacy" class="footer-link">Privacy</a><a href="/dealer-portal" class="footer-link">Dealer portal</a><a href="https://www.instagram.com/kestrelfinchcycles" class="footer-link">Instagram</a></div></div><div class="footer-legal">Registered in England and Wales, company no. 10843276. Frames built in Sheffield since 2014.</div></div></section>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${WF_SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="${CDN}/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script>`,
    `<script src="${CDN}/js/webflow.3c1b7e2f.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const sectionWrap = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-container">${html}</div></section>`;

const PRIYA = `priya@${HOST}`;
const PRIYA_SCRIPT = `var r = '${reversed(PRIYA)}'; var e = r.split('').reverse().join(''); document.getElementById('priya-mail').innerHTML = '<a href="mailto:' + e + '" class="maker-email">' + e + '</a>';`;

type Maker = { heading: string; name: string; role: string; bio: string; local: string; how: 'plain' | 'script' };
const MAKERS: Maker[] = [
  { heading: 'Daniel Finch', name: 'Daniel Finch', role: 'Founder & Frame Builder', bio: 'Daniel brazed his first frame in a garage in Hillsborough in 2009 and has built more than 700 since.', local: 'daniel', how: 'plain' },
  { heading: 'Dr Ruth Okonkwo CEng MIMechE', name: 'Ruth Okonkwo', role: 'Head of Engineering', bio: 'Ruth spent eleven years on fatigue testing at the AMRC before joining us. She signs off every new geometry.', local: 'ruth', how: 'plain' },
  { heading: 'Priya Mistry', name: 'Priya Mistry', role: 'Painter & Finisher', bio: 'Priya runs the paint shop: wet paint, powder coat, and the hand-lined lugs our customers ask for.', local: 'priya', how: 'script' },
  { heading: 'Callum Reid', name: 'Callum Reid', role: 'Apprentice Frame Builder', bio: 'Callum joined in 2023 from the Sheffield College engineering course.', local: 'callum', how: 'plain' },
];

const POST = '/journal/open-sourcing-our-geometry-calculator';

export function kestrelFinch(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Bespoke steel bicycles, built in Sheffield',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kestrel & Finch Cycles Ltd',
        url: `${ORIGIN}/`,
        logo: `${CDN}/65a1f3c2b8e9d40017c2a6b4_kestrel-finch-logo.svg`,
        foundingDate: '2014',
        founder: [
          { '@type': 'Person', name: 'Daniel Finch', jobTitle: 'Founder & Frame Builder' },
          { '@type': 'Person', name: 'Graham Whitcombe', jobTitle: 'Co-founder & Company Secretary', email: `graham@${HOST}` },
        ],
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 4, Cornish Works, 1 Cornish Street', addressLocality: 'Sheffield', postalCode: 'S6 3AA', addressCountry: 'GB' },
      },
    ],
    main:
      `<div class="hero"><div class="w-container"><h1 class="hero-heading">Steel frames, built around you.</h1><p class="hero-paragraph">Every Kestrel &amp; Finch frame is designed for one rider, mitred and brazed by hand in our Kelham Island workshop, and painted in-house.</p><a href="/commission" class="button w-button">Commission a frame</a></div></div>` +
      sectionWrap(`<div class="w-layout-grid grid-3"><div><h3>Road &amp; audax</h3><p>Reynolds 853 and Columbus Spirit tubesets.</p></div><div><h3>Gravel &amp; touring</h3><p>Rack and mudguard mounts, dynamo routing.</p></div><div><h3>Repairs &amp; resprays</h3><p>Steel frames of any make. <a href="/makers">Meet the makers</a></p></div></div>`),
  });

  pages['/the-workshop'] = page({
    path: '/the-workshop',
    title: 'The Workshop',
    main: sectionWrap(`<h1>The Workshop</h1><p>We share a former cutlery works with a coffee roaster and a letterpress studio. Come and see frames being built on our open Saturdays, the first of every month. Our tubes come from Reynolds in Birmingham (orders@reynolds-tubing.test handles our trade account) and Columbus in Milan.</p>`),
  });

  pages['/makers'] = page({
    path: '/makers',
    title: 'Meet the makers',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Daniel Finch',
        jobTitle: 'Founder & Frame Builder',
        email: `daniel@${HOST}`,
        worksFor: { '@type': 'Organization', name: 'Kestrel & Finch Cycles Ltd', url: `${ORIGIN}/` },
      },
    ],
    main: sectionWrap(
      `<h1>Meet the makers</h1><p class="intro">Nine of us, one workshop. Drop any of us a line.</p>` +
        `<div class="w-dyn-list"><div role="list" class="makers-grid w-dyn-items">` +
        MAKERS.map(
          (m) =>
            `<div role="listitem" class="maker-card w-dyn-item"><img src="${CDN}/65a1f4e0c1d2b3a4f5e6d7c8_${m.local}.jpg" loading="lazy" alt="${esc(m.name)}" class="maker-photo"><h3 class="maker-name">${esc(m.heading)}</h3><div class="maker-role">${esc(m.role)}</div><p class="maker-bio">${esc(m.bio)}</p>` +
            (m.how === 'plain' ? mailto(`${m.local}@${HOST}`, `${m.local}@${HOST}`, 'class="maker-email"') : `<div class="w-embed w-script"><span id="priya-mail">Email Priya</span><script>${PRIYA_SCRIPT}</script></div>`) +
            `</div>`,
        ).join('') +
        `</div></div>`,
    ),
  });

  pages['/commission'] = page({
    path: '/commission',
    title: 'Commission a frame',
    main: sectionWrap(
      `<h1>Commission a frame</h1><p>A bespoke frame starts at £2,150 and takes about fourteen weeks from fitting to collection. We ask for a £400 deposit when we book your fitting.</p>` +
        `<p>Fittings are run by Sam Oduya, our bike fitter, and take about two hours on the jig; email Sam at ${mailto(`sam@${HOST}`)} to book a slot.</p>`,
    ),
  });

  pages['/journal'] = page({
    path: '/journal',
    title: 'Journal',
    main: sectionWrap(`<h1>Journal</h1><div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="${POST}" class="journal-link">Open-sourcing our geometry calculator</a><div class="journal-date">March 3, 2025</div></div></div></div>`),
  });

  pages[POST] = page({
    path: POST,
    title: 'Open-sourcing our geometry calculator',
    main: sectionWrap(
      `<h1>Open-sourcing our geometry calculator</h1><div class="rich-text w-richtext"><p>For ten years we have worked out every frame with the same home-grown tool: enter the rider's measurements and the fit numbers, and it draws the frame, checks toe overlap and spits out mitre angles. Today we're publishing it under the MIT licence.</p>` +
        `<pre><code>git clone git@github.com:kestrelfinch/frame-geometry.git\ncd frame-geometry &amp;&amp; npm install three@0.160.0</code></pre><p>Bug reports and pull requests welcome. It is a workshop tool, not a product, so please be kind.</p></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BicycleStore',
        name: 'Kestrel & Finch Cycles',
        email: `hello@${HOST}`,
        telephone: '+44 114 496 0731',
        department: [
          {
            '@type': 'BicycleStore',
            name: 'Kestrel & Finch Service Centre',
            employee: { '@type': 'Person', name: 'Holly Brennan', jobTitle: 'Service Manager', email: `holly@${HOST}` },
          },
        ],
      },
    ],
    main: sectionWrap(
      `<h1>Contact</h1><div class="w-layout-grid contact-grid"><div><h3>Workshop</h3><p>Unit 4, Cornish Works, 1 Cornish Street, Sheffield S6 3AA<br>Tue–Sat, 9am–5pm<br>${tel('0114 496 0731')}<br>${mailto(`hello@${HOST}`)}</p></div>` +
        `<div><h3>Servicing &amp; repairs</h3><p>Holly Brennan, Service Manager – ${mailto(`holly@${HOST}`)}</p></div></div>` +
        `<div class="w-form"><form id="wf-form-Contact" name="wf-form-Contact" data-name="Contact" method="get" class="contact-form" aria-label="Contact"><label for="Name">Name</label><input class="text-field w-input" maxlength="256" name="Name" data-name="Name" type="text" id="Name"><label for="Email">Email</label><input class="text-field w-input" maxlength="256" name="Email" data-name="Email" placeholder="you@example.com" type="email" id="Email" required><textarea class="text-field w-input" maxlength="5000" name="Message" data-name="Message" id="Message"></textarea><input type="submit" data-wait="Please wait..." class="button w-button" value="Send"></form><div class="w-form-done"><div>Thanks! We'll be in touch within two working days.</div></div><div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div></div>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: sectionWrap(`<h1>Privacy</h1><p>We keep your fitting data for as long as we build for you, and never share it.</p>`) });

  pages['/dealer-portal'] = page({
    path: '/dealer-portal',
    title: 'Dealer portal',
    main: sectionWrap(`<h1>Dealer portal</h1><p>Trade price lists, lead times and frame kit specs for our stockists. Access problems: trade@${HOST}</p>`),
  });

  const eu: CaseKind[] = ['link-english-unlisted'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /dealer-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/the-workshop', '/makers', '/commission', '/journal', POST, '/contact', '/privacy'], '2025-03-03'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1', 'x-cluster-name': 'eu-west-1-prod-hosting-red' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-118',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `daniel@${HOST}`, name: 'Daniel Finch', title: 'Founder & Frame Builder', titleAlternatives: ['Founder', 'Frame Builder'], pages: ['/makers'], cases: ['card', 'json-ld-person', 'plain', ...eu] },
        { address: `ruth@${HOST}`, name: 'Ruth Okonkwo', title: 'Head of Engineering', pages: ['/makers'], cases: ['card', 'honorific', 'post-nominal', 'plain', ...eu] },
        { address: PRIYA, name: 'Priya Mistry', title: 'Painter & Finisher', pages: ['/makers'], encoded: { kind: 'script', text: PRIYA_SCRIPT }, cases: ['card', 'script-reversed', ...eu] },
        { address: `callum@${HOST}`, name: 'Callum Reid', title: 'Apprentice Frame Builder', pages: ['/makers'], cases: ['card', 'plain', ...eu] },
        { address: `sam@${HOST}`, name: 'Sam Oduya', title: 'bike fitter', pages: ['/commission'], cases: ['prose', 'plain', ...eu] },
        { address: `holly@${HOST}`, name: 'Holly Brennan', title: 'Service Manager', pages: ['/contact'], cases: ['name-title-line', 'json-ld-nested', 'plain'] },
        { address: `graham@${HOST}`, name: 'Graham Whitcombe', title: 'Co-founder & Company Secretary', pages: ['/'], cases: ['json-ld-only', 'json-ld-person'] },
      ],
      pattern: '{first}',
      disallowed: ['/dealer-portal'],
      nonAddresses: [
        { text: `trade@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:kestrelfinch/frame-geometry.git', kind: 'git' },
        { text: 'three@0.160.0', kind: 'package' },
        { text: 'orders@reynolds-tubing.test', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
      ],
    },
  };
}
