/**
 * Hebden Forge Cycles: a handmade steel bicycle frame builder in Hebden Bridge, West Yorkshire, a
 * static site built with Hugo and the Ananke theme, British English. The makers as RDFa Person
 * cards on a page linked as "Meet the makers", with post-nominals (CEng MIMechE) and a "Dr", two
 * addresses kept reversed in data attributes that a small script turns around; the workshop
 * manager also as a department's employee in the home page's JSON-LD with a "mailto:" address;
 * the press contact as a label line; an apprenticeship advert naming the operations manager in
 * running text. A departed builder's address in an HTML comment, a git clone URL on the geometry
 * tool page and the dealer area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hebden-forge.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/frames/', 'Frames'],
  ['/meet-the-makers/', 'Meet the makers'],
  ['/geometry-tool/', 'Geometry tool'],
  ['/press/', 'Press'],
  ['/contact/', 'Contact'],
];

/** The site's one inline script: turns the reversed addresses around (a hand-rolled Hugo shortcode). */
const UNCLOAK =
  `<script>document.querySelectorAll('.cloaked-e-mail').forEach(function (el) { var a = el.getAttribute('data-rev').split('').reverse().join(''); var l = document.createElement('a'); l.href = 'mailto:' + a; l.textContent = a; el.appendChild(l); });</script>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Hebden Forge Cycles',
  head: [
    '<meta name="generator" content="Hugo 0.125.4">',
    '<meta name="robots" content="index, follow">',
    `<link rel="stylesheet" href="/ananke/css/main.min.css">`,
    `<link rel="stylesheet" href="/css/custom.css">`,
    `<link href="/index.xml" rel="alternate" type="application/rss+xml" title="Hebden Forge Cycles">`,
  ],
  header: () =>
    `<header class="cover bg-top" style="background-image: url('/images/workshop-banner.jpg');"><div class="bg-black-60"><nav class="pv3 ph3 ph4-ns" role="navigation"><div class="flex-l justify-between items-center center">` +
    `<a href="/" class="f3 fw2 hover-white no-underline white-90 dib"><img src="/images/hfc-logo.svg" class="w100 mw5-ns" alt="Hebden Forge Cycles"></a><div class="flex-l items-center"><ul class="pl0 mr3">` +
    MENU.map(([href, label]) => `<li class="list f5 f4-ns fw4 dib pr3"><a class="hover-white no-underline white-90" href="${href}" title="${esc(label)} page">${esc(label)}</a></li>`).join('') +
    `</ul></div></div></nav></div></header>`,
  footer: () =>
    `<footer class="bg-black bottom-0 w-100 pa3" role="contentinfo"><div class="flex justify-between"><a class="f4 fw4 hover-white no-underline white-70 dn dib-ns pv2 ph3" href="${ORIGIN}/">© 2025 Hebden Forge Cycles Ltd · Unit 3, Calder Works, Hebden Bridge HX7 8AD · ${tel('+44 1422 845 200')} · ${mailto(`hello@${HOST}`)}</a>` +
    `<div><a href="/dealers/" class="link-transition white-70 f6">Dealer area</a> · <a href="/privacy/" class="link-transition white-70 f6">Privacy</a></div></div></footer>`,
  bodyEnd: [`<script src="/ananke/js/main.min.js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-gb' });

const article = (title: string, html: string): string =>
  `<article class="flex-l flex-wrap justify-between mw8 center ph3"><header class="mt4 w-100"><h1 class="f1 athelas mt3 mb1">${esc(title)}</h1></header><div class="nested-copy-line-height lh-copy serif f4 nested-links mid-gray pr4-l w-two-thirds-l">${html}</div></article>`;

type Maker = { shown: string; name: string; title: string; local: string; bio: string; reverse?: boolean; cases: CaseKind[] };
const MAKERS: Maker[] = [
  { shown: 'Tom Ashworth CEng MIMechE', name: 'Tom Ashworth', title: 'Founder & Frame Builder', local: 'tom.ashworth', bio: 'Spent twelve years designing gearboxes before brazing his first frame in a shed in Mytholmroyd.', cases: ['post-nominal'] },
  { shown: 'Dr Priya Raman', name: 'Priya Raman', title: 'Materials Engineer', local: 'priya.raman', reverse: true, bio: 'PhD in fatigue of thin-walled steel tubing; runs our testing rig and chooses every tube set.', cases: ['honorific'] },
  { shown: 'Owen Pritchard', name: 'Owen Pritchard', title: 'Workshop Manager', local: 'owen.pritchard', bio: 'Keeps the jigs true and the build queue moving. Ask him about servicing and warranty work.', cases: [] },
  { shown: 'Hannah Greenwood', name: 'Hannah Greenwood', title: 'Paint & Finishing Lead', local: 'hannah.greenwood', reverse: true, bio: 'Powder coat, wet paint, hand-lined lugs and anything with a fade.', cases: [] },
  { shown: 'Callum Fairbrother', name: 'Callum Fairbrother', title: 'Bike Fitter & Sales', local: 'callum.fairbrother', bio: 'Book a fit with Callum before we draw your frame; he also looks after test rides.', cases: [] },
];

const makerCard = (m: Maker): string => {
  const address = `${m.local}@${HOST}`;
  const mail = m.reverse
    ? `<span class="cloaked-e-mail" data-rev="${reversed(address)}"></span>`
    : `<a href="mailto:${address}" property="email">${address}</a>`;
  return (
    `<div class="maker-card fl w-100 w-50-m w-third-l pa2" vocab="https://schema.org/" typeof="Person"><img src="/images/makers/${m.local.replace('.', '-')}.jpg" alt="${esc(m.name)}" class="w-100 db">` +
    `<h2 class="f3 mb1" property="name">${esc(m.shown)}</h2><p class="f5 mt0 b" property="jobTitle">${esc(m.title)}</p><p class="f5">${esc(m.bio)}</p><p class="f5">${mail}</p></div>`
  );
};

export function hebdenForge(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Handmade steel bicycles from the Calder Valley',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Hebden Forge Cycles Ltd',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/images/hfc-logo.svg`,
        email: `hello@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 3, Calder Works', addressLocality: 'Hebden Bridge', postalCode: 'HX7 8AD', addressCountry: 'GB' },
        department: {
          '@type': 'Organization',
          name: 'Workshop & Servicing',
          employee: { '@type': 'Person', name: 'Owen Pritchard', jobTitle: 'Workshop Manager', email: `mailto:owen.pritchard@${HOST}` },
        },
      },
    ],
    main:
      `<div class="pa3 pa4-ns w-100 w-70-ns center"><section class="w-100 mw8"><p>Every Hebden Forge frame is cut, mitred, brazed and painted by hand in our workshop under the moors. We build around forty bikes a year – road, gravel and touring – each one drawn for its rider.</p>` +
      `<p>Current lead time is fourteen weeks. Have a look at the <a href="/frames/">frames</a>, then come and <a href="/meet-the-makers/">meet the people who build them</a>.</p></section></div>`,
  });

  pages['/frames'] = page({
    path: '/frames',
    title: 'Frames',
    main: article('Frames', `<ul><li><strong>Stoodley</strong> – lugged road frame, Columbus Spirit, from £2,450</li><li><strong>Heptonstall</strong> – gravel, fillet-brazed, 50 mm clearance, from £2,650</li><li><strong>Pennine Way</strong> – loaded touring, 26" or 700c, from £2,300</li></ul>`),
  });

  pages['/meet-the-makers'] = page({
    path: '/meet-the-makers',
    title: 'Meet the makers',
    main: article('Meet the makers', `<div class="cf">${MAKERS.map(makerCard).join('')}</div>${UNCLOAK}`),
  });

  pages['/geometry-tool'] = page({
    path: '/geometry-tool',
    title: 'Geometry tool',
    main: article(
      'Geometry tool',
      `<p>Our frame geometry calculator is open source. To run it locally:</p><pre><code>git clone git@github.com:hebdenforge/geometry-calc.git\ncd geometry-calc\npython3 -m geocalc --stack 580 --reach 385</code></pre><p>Pull requests welcome – especially for the trail calculation with unusual fork offsets.</p>`,
    ),
  });

  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    main: article(
      'Press',
      `<p>We lend review bikes to magazines and podcasts, and are happy to host a workshop visit with a few weeks' notice. High-resolution photos are available on request.</p>` +
        `<p><strong>Press contact:</strong> Rebecca Holt, Marketing &amp; Events Lead, Hebden Forge Cycles, Unit 3, Calder Works, Hebden Bridge HX7 8AD, ${tel('+44 1422 845 210')}, ${mailto(`rebecca.holt@${HOST}`)}</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: article(
      'Contact',
      `<p>The workshop is open for visits Tuesday to Saturday, 9:00–17:00 – please ring ahead, as we may be out on a test ride.</p><p>Unit 3, Calder Works, Hebden Bridge HX7 8AD<br>${tel('+44 1422 845 200')}<br>${mailto(`hello@${HOST}`)}</p>` +
        `<!-- Jack left in January, forward anything to Owen: jack.sutcliffe@hebden-forge.test -->` +
        `<p>For servicing and warranty questions, see Owen on the <a href="/meet-the-makers/">makers</a> page. Interested in working with us? We are <a href="/jobs/apprentice-frame-builder/">hiring an apprentice</a>.</p>`,
    ),
  });

  pages['/jobs/apprentice-frame-builder'] = page({
    path: '/jobs/apprentice-frame-builder',
    title: 'Apprentice Frame Builder',
    main: article(
      'Apprentice Frame Builder',
      `<p>We are looking for an apprentice to learn brazing, mitring and finishing from the ground up. No experience needed, but you will need patience and steady hands. Full-time, £22,500 rising after the first year.</p>` +
        `<p>Send a short letter and photos of something you have made to Sam Whitaker, our Operations Manager, at ${mailto(`sam.whitaker@${HOST}`)} by 31 May.</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: article('Privacy', `<p>We keep your details only to build and service your bike. We use no analytics cookies.</p>`) });

  pages['/dealers'] = page({ path: '/dealers', title: 'Dealer area', main: article('Dealer area', `<p>Trade price list and build slots for partner shops. Request a login from ${mailto(`dealers@${HOST}`)}.</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /dealers/\nDisallow: /dealers\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/frames/', '/meet-the-makers/', '/geometry-tool/', '/press/', '/contact/', '/jobs/apprentice-frame-builder/', '/privacy/'], '2025-04-11T16:02:37+01:00'),
      pages,
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01HV3K9R2B7Q4M6T8W0Y1Z3C5E' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-119',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...MAKERS.map((m) => {
          const address = `${m.local}@${HOST}`;
          const json = m.local === 'owen.pritchard';
          return {
            address,
            name: m.name,
            title: m.title,
            pages: json ? ['/meet-the-makers', '/'] : ['/meet-the-makers'],
            ...(m.reverse ? { encoded: { kind: 'reversed' as const, text: reversed(address) } } : {}),
            cases: [
              'card',
              'link-english-unlisted',
              ...(m.reverse ? (['script-reversed'] as CaseKind[]) : (['plain', 'rdfa'] as CaseKind[])),
              ...(json ? (['json-ld-nested', 'json-ld-mailto', 'json-ld-person'] as CaseKind[]) : []),
              ...m.cases,
            ] as CaseKind[],
          };
        }),
        { address: `rebecca.holt@${HOST}`, name: 'Rebecca Holt', title: 'Marketing & Events Lead', pages: ['/press'], cases: ['label-line', 'plain'] },
        { address: `sam.whitaker@${HOST}`, name: 'Sam Whitaker', title: 'Operations Manager', pages: ['/jobs/apprentice-frame-builder'], cases: ['prose', 'deep-page', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/dealers'],
      nonAddresses: [
        { text: `dealers@${HOST}`, kind: 'disallowed' },
        { text: `jack.sutcliffe@${HOST}`, kind: 'comment' },
        { text: 'git@github.com:hebdenforge/geometry-calc.git', kind: 'git' },
      ],
    },
  };
}
