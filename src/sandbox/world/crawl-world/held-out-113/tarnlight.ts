/**
 * Tarnlight Instruments: a small maker of air-quality and weather sensors in Sheffield, a static
 * site built with Hugo, in British English. The staff page ("The bench", a link no keyword list
 * names) is a Markdown definition list whose addresses an e-mail shortcode builds by script, one
 * name with "Dr" before it, one with "CEng MIET" after it; the contact page has "Name, Title,
 * address" lines; the press page's JSON-LD puts the communications manager inside a department
 * and nowhere else; a job advert names the operations director in running text. The firmware's
 * git clone URL, the SDK's package version, a placeholder address in the docs and the dealer
 * portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tarnlight.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/products/', 'Products'],
  ['/the-bench/', 'The bench'],
  ['/docs/getting-started/', 'Docs'],
  ['/careers/', 'Careers'],
  ['/press/', 'Press'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tarnlight Instruments',
  head: [
    '<meta name="generator" content="Hugo 0.125.4">',
    `<link rel="stylesheet" href="/css/main.min.4f1c9e2a7b3d5e8f0a6c1b9d2e4f7a3c5b8d0e2f4a6c8b1d3e5f7a9c0b2d4e6f.css" integrity="sha256-TxyeKns9Xo8KbBudLk96PFuNDi9KbIsdPl96nAstTm8=">`,
    `<link rel="alternate" type="application/rss+xml" href="${ORIGIN}/index.xml" title="Tarnlight Instruments">`,
    '<script defer data-domain="tarnlight.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (p) =>
    `<header class="site-header"><div class="wrap"><a class="logo" href="/"><img src="/images/tarnlight-mark.svg" width="36" height="36" alt=""> Tarnlight Instruments</a>` +
    `<nav class="site-nav" aria-label="Main"><ul>${MENU.map(([h, l]) => `<li><a href="${h}"${p.path === h.replace(/\/$/, '') ? ' aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="wrap"><p>Tarnlight Instruments Ltd · Unit 7, Cooper Buildings, Arundel Street, Sheffield S1 2NS · Registered in England &amp; Wales no. 11485207</p>` +
    `<p>${tel('+44 114 496 0732')} · ${mailto(`hello@${HOST}`)} · <a href="/dealers/">Dealer portal</a> · <a href="/privacy/">Privacy</a></p><p class="small">Built with Hugo. Source for our open firmware is on our Gitea.</p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-gb' });
const prose = (title: string, html: string): string => `<article class="page"><div class="wrap prose"><h1>${esc(title)}</h1>\n${html}\n</div></article>`;

/** What layouts/shortcodes/email.html writes: the address put together after the script tag. */
const emailShortcode = (user: string): string =>
  `<script>(function(){var u='${user}',d='tarnlight'+'.'+'test';document.currentScript.insertAdjacentHTML('afterend','<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>');})();</script><noscript>(address hidden – please enable JavaScript)</noscript>`;
const shortcodeScript = (user: string): string => {
  const s = emailShortcode(user);
  return s.slice(0, s.indexOf('<noscript>'));
};

type Maker = { dt: string; name: string; title: string; user: string; blurb: string; cases: CaseKind[] };
const BENCH: Maker[] = [
  { dt: 'Dr Fiona Marsh', name: 'Fiona Marsh', title: 'Founder & Chief Engineer', user: 'fiona', blurb: 'Started Tarnlight in her garage after ten years building atmospheric instruments at the university.', cases: ['honorific'] },
  { dt: 'Rajesh Patel CEng MIET', name: 'Rajesh Patel', title: 'Head of Hardware', user: 'rajesh', blurb: 'Designs the boards and enclosures, and signs off every new sensor before it ships.', cases: ['post-nominal'] },
  { dt: 'Owen Pryce', name: 'Owen Pryce', title: 'Firmware Lead', user: 'owen', blurb: 'Keeps the firmware small, open and boring, in the best sense.', cases: [] },
  { dt: 'Hannah Doyle', name: 'Hannah Doyle', title: 'Production Manager', user: 'hannah', blurb: 'Runs the assembly line, the calibration chamber and the stock room.', cases: [] },
];

export function tarnlight(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Open air-quality sensors, made in Sheffield',
    main:
      `<section class="hero"><div class="wrap"><h1>Honest air-quality data, from a box you can open</h1><p>We design and build particulate, CO<sub>2</sub> and weather sensors for schools, councils and citizen-science groups. Every unit is calibrated by hand in our Sheffield workshop, and the firmware is open source.</p>` +
      `<p><a class="button" href="/products/">See the sensors</a> <a class="button ghost" href="/the-bench/">Meet the people who build them</a></p></div></section>`,
  });

  pages['/products'] = page({
    path: '/products',
    title: 'Products',
    main: prose(
      'Products',
      `<h2 id="tl-aq2">TL-AQ2 particulate monitor</h2>\n<p>PM1, PM2.5 and PM10 with a heated inlet, LoRaWAN or Wi-Fi. From £289.</p>\n<h2 id="tl-co2">TL-CO2 classroom monitor</h2>\n<p>NDIR CO<sub>2</sub>, temperature and humidity, with a traffic-light display for the classroom wall. From £119.</p>`,
    ),
  });

  pages['/the-bench'] = page({
    path: '/the-bench',
    title: 'The bench',
    main: prose(
      'The bench',
      `<p>Tarnlight is nine people in a converted cutlery works. These are the ones you are most likely to hear from.</p>\n<dl>\n` +
        BENCH.map((m) => `<dt>${esc(m.dt)}</dt>\n<dd>${esc(m.title)}. ${esc(m.blurb)} ${emailShortcode(m.user)}</dd>`).join('\n') +
        `\n</dl>`,
    ),
  });

  pages['/docs/getting-started'] = page({
    path: '/docs/getting-started',
    title: 'Getting started',
    main: prose(
      'Getting started',
      `<p>Build the firmware yourself:</p>\n<pre tabindex="0"><code class="language-sh" data-lang="sh">git clone git@code.tarnlight.test:tarnlight/tl-firmware.git\ncd tl-firmware &amp;&amp; make flash BOARD=aq2\n</code></pre>\n` +
        `<p>To read a sensor from Node.js, install the SDK (we test against the version below):</p>\n<pre tabindex="0"><code class="language-sh" data-lang="sh">npm install @tarnlight/sensor-js@2.4.1\n</code></pre>\n` +
        `<p>Then set the alert contact in <code>config.toml</code>:</p>\n<pre tabindex="0"><code class="language-toml" data-lang="toml">[alerts]\nthreshold_pm25 = 35\nnotify = "you@example.com"\n</code></pre>`,
    ),
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: prose('Careers', `<p>We are a Living Wage employer and everyone here gets a day a month for their own projects.</p>\n<ul>\n<li><a href="/careers/production-technician/">Production Technician (full time, Sheffield)</a></li>\n</ul>`),
  });

  pages['/careers/production-technician'] = page({
    path: '/careers/production-technician',
    title: 'Production Technician',
    main: prose(
      'Production Technician',
      `<p>You will assemble, test and calibrate our sensors, and help us improve the jigs and test rigs we use to do it. Soldering experience is essential; experience with SMT rework is a bonus. £26,500–£29,000, 37.5 hours a week.</p>\n` +
        `<p>To apply, send a CV and a few lines about something you have built to Daniel Okoro, our Operations Director, at ${mailto(`daniel@${HOST}`)}. We reply to every application.</p>`,
    ),
  });

  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Tarnlight Instruments Ltd',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/images/tarnlight-mark.svg`,
        foundingDate: '2018',
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 7, Cooper Buildings, Arundel Street', addressLocality: 'Sheffield', postalCode: 'S1 2NS', addressCountry: 'GB' },
        department: [
          {
            '@type': 'Organization',
            name: 'Marketing & Communications',
            email: `press@${HOST}`,
            employee: [{ '@type': 'Person', name: 'Laura Bennett', jobTitle: 'Marketing & Communications Manager', email: `laura@${HOST}` }],
          },
        ],
      },
    ],
    main: prose(
      'Press',
      `<p>Logos, product photos and our founder's biography are in the <a href="/files/tarnlight-press-kit.zip">press kit</a> (ZIP, 24 MB).</p>\n<p>Media enquiries: ${mailto(`press@${HOST}`)}</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: prose(
      'Contact',
      `<p>General questions: ${mailto(`hello@${HOST}`)} or ${tel('+44 114 496 0732')} (Mon–Fri, 9–5).</p>\n` +
        `<p>Grace Whitfield, Sales Manager (UK &amp; Ireland), ${mailto(`grace@${HOST}`)}</p>\n` +
        `<p>Tom Ridley, Applications Engineer, ${mailto(`tom@${HOST}`)}</p>\n` +
        `<p>Visiting? We are on the second floor of Cooper Buildings; ring the bell marked “Tarnlight”.</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: prose('Privacy', `<p>We use Plausible for cookie-free visitor statistics and keep order data for six years, as HMRC requires.</p>`) });
  pages['/dealers'] = page({ path: '/dealers', title: 'Dealer portal', main: prose('Dealer portal', `<p>Price lists and stock levels for approved dealers. Need an account? Email ${mailto(`dealer-support@${HOST}`)}.</p>`) });

  const eu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /dealers\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/products/', '/the-bench/', '/docs/getting-started/', '/careers/', '/careers/production-technician/', '/press/', '/contact/', '/privacy/'], '2025-04-18'),
      pages,
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01HV3K9Q2T7M4B8C5D6E0F1G2H' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-113',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `press@${HOST}`, name: null, title: null, pages: ['/press'], cases: ['role', 'plain'] },
        ...BENCH.map((m) => ({
          address: `${m.user}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/the-bench'],
          encoded: { kind: 'script' as const, text: shortcodeScript(m.user) },
          cases: ['definition-list', 'script-concat', eu, ...m.cases] as CaseKind[],
        })),
        { address: `grace@${HOST}`, name: 'Grace Whitfield', title: 'Sales Manager (UK & Ireland)', titleAlternatives: ['Sales Manager'], pages: ['/contact'], cases: ['name-title-line', 'plain'] },
        { address: `tom@${HOST}`, name: 'Tom Ridley', title: 'Applications Engineer', pages: ['/contact'], cases: ['name-title-line', 'plain'] },
        { address: `laura@${HOST}`, name: 'Laura Bennett', title: 'Marketing & Communications Manager', pages: ['/press'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'] },
        { address: `daniel@${HOST}`, name: 'Daniel Okoro', title: 'Operations Director', pages: ['/careers/production-technician'], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/dealers'],
      nonAddresses: [
        { text: `dealer-support@${HOST}`, kind: 'disallowed' },
        { text: `git@code.${HOST}`, kind: 'git' },
        { text: '@tarnlight/sensor-js@2.4.1', kind: 'package' },
        { text: 'you@example.com', kind: 'placeholder' },
      ],
    },
  };
}
