/**
 * Tinworth Modular: a small maker of Eurorack synthesizer modules in Sheffield, a static site
 * built with Hugo and a hand-written theme, in British English. The crew as RDFa Lite cards on a
 * page the menu calls "The bench crew", with post-nominals (CEng MIET, PhD) and a "Dr"; the
 * founder also as the Organization's founder Person in JSON-LD; the press contact as a label line
 * on a press-kit page listed only in the gzip sitemap robots.txt names; the operations director
 * in a job advert two links deep. The dealer portal is disallowed; the firmware's git clone URL,
 * an npm package version, the UK distributor's address and the newsletter placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'tinworth-modular.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/modules/', 'Modules'],
  ['/crew/', 'The bench crew'],
  ['/support/', 'Support'],
  ['/jobs/', 'Jobs'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tinworth Modular',
  head: [
    '<meta name="generator" content="Hugo 0.125.4">',
    `<link rel="stylesheet" href="/css/main.min.3f9a1c7e2b.css" integrity="sha256-P0mKq1c9Xy7tVbW2nE4rZ8sL6aH3jD5fG1uO0iK9e2A=">`,
    `<link rel="alternate" type="application/rss+xml" href="${ORIGIN}/index.xml" title="Tinworth Modular">`,
    '<script defer data-domain="tinworth-modular.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (spec) =>
    `<header class="site-header"><div class="wrap"><a class="logo" href="/"><img src="/img/tinworth-wordmark.svg" alt="Tinworth Modular" width="190" height="36"></a>` +
    `<nav class="site-nav" aria-label="Main"><ul>${MENU.map(([href, label]) => `<li><a href="${href}"${href === `${spec.path}/` ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="wrap"><p>Tinworth Modular Ltd · Unit 4, Cadman Works, 18 Cadman Street, Sheffield S4 7ZG · ${tel('+44 114 496 0728')} · ${mailto(`hello@${HOST}`)}</p>` +
    `<p>Registered in England and Wales, company no. 11842376 · VAT GB 318 4402 17</p>` +
    `<form class="newsletter" action="https://buttondown.com/api/emails/embed-subscribe/tinworth" method="post"><label for="bd-email">Occasional news about new modules</label> <input type="email" name="email" id="bd-email" placeholder="you@example.com"> <input type="submit" value="Subscribe"></form></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB', main: `<div class="wrap content">${spec.main}</div>` });

type Crew = { shown: string; post?: string; name: string; title: string; local: string; cases: CaseKind[] };
const CREW: Crew[] = [
  { shown: 'Jonathan Whitcombe', post: 'CEng MIET', name: 'Jonathan Whitcombe', title: 'Founder & Lead Engineer', local: 'jwhitcombe', cases: ['post-nominal', 'json-ld-person'] },
  { shown: 'Ruth Adeyemi', post: 'PhD', name: 'Ruth Adeyemi', title: 'Analogue Design Engineer', local: 'radeyemi', cases: ['post-nominal'] },
  { shown: 'Dr Aisling Byrne', name: 'Aisling Byrne', title: 'DSP Engineer', local: 'abyrne', cases: ['honorific'] },
  { shown: 'Sam Hollis', name: 'Sam Hollis', title: 'Firmware Developer', local: 'shollis', cases: [] },
  { shown: 'Callum Reid', name: 'Callum Reid', title: 'Production Manager', local: 'creid', cases: [] },
  { shown: 'Megan Price', name: 'Megan Price', title: 'Repairs & Customer Support', local: 'mprice', cases: [] },
];

const crewCard = (c: Crew): string =>
  `<article class="crew-card" vocab="https://schema.org/" typeof="Person"><img src="/img/crew/${c.local}.jpg" alt="" width="240" height="240" loading="lazy">` +
  `<h3>${c.shown.startsWith('Dr ') ? 'Dr ' : ''}<span property="name">${esc(c.name)}</span>${c.post ? ` <span class="postnominals">${esc(c.post)}</span>` : ''}</h3>` +
  `<p class="role" property="jobTitle">${esc(c.title)}</p><p><a property="email" href="mailto:${c.local}@${HOST}">${c.local}@${HOST}</a></p></article>`;

const PRESS = '/press-kit';
const JOB = '/jobs/electronics-technician';

export function tinworthModular(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const founder = CREW[0]!;

  pages['/'] = page({
    path: '/',
    title: 'Eurorack modules, designed and built in Sheffield',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Tinworth Modular Ltd',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/img/tinworth-wordmark.png`,
        foundingDate: '2016',
        founder: { '@type': 'Person', name: founder.name, jobTitle: founder.title, email: `${founder.local}@${HOST}` },
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 4, Cadman Works, 18 Cadman Street', addressLocality: 'Sheffield', postalCode: 'S4 7ZG', addressCountry: 'GB' },
      },
    ],
    main:
      `<section class="hero"><h1>Small modules, built to last</h1><p>We design analogue and digital Eurorack modules and build every one of them by hand in a former cutlery works in Sheffield: filters, envelopes, a granular sampler and the Lathe sequencer.</p><p><a class="button" href="/modules/">See the modules</a></p></section>` +
      `<section><h2>Who builds your module?</h2><p>Six of us, at three benches. Meet <a href="/crew/">the bench crew</a>.</p></section>`,
  });

  pages['/modules'] = page({
    path: '/modules',
    title: 'Modules',
    main: `<h1>Modules</h1><ul class="module-list"><li><strong>Furnace</strong> – 12 HP dual-peak state-variable filter</li><li><strong>Quench</strong> – 4 HP function generator</li><li><strong>Lathe</strong> – 16 HP four-track sequencer</li><li><strong>Grindstone</strong> – 14 HP granular sampler</li></ul>`,
  });

  pages['/crew'] = page({
    path: '/crew',
    title: 'The bench crew',
    main: `<h1>The bench crew</h1><p>Write to any of us directly – we are a small team and whoever designed the circuit is usually the best person to ask.</p><div class="crew-grid">${CREW.map(crewCard).join('')}</div>`,
  });

  pages['/support'] = page({
    path: '/support',
    title: 'Support',
    main:
      `<h1>Support</h1><p>Every module carries a five-year warranty. For repairs, calibration and firmware problems write to ${mailto(`support@${HOST}`)} with your module's serial number.</p>` +
      `<h2>Firmware</h2><p>Lathe and Grindstone firmware is open source under the MIT licence:</p><pre><code>git clone git@github.com:tinworth-modular/firmware.git\ncd firmware &amp;&amp; make lathe</code></pre>` +
      `<p>To back up patterns from a browser, use our SysEx helper: <code>npm install tinworth-sysex@1.4.2</code></p>`,
  });

  pages['/jobs'] = page({
    path: '/jobs',
    title: 'Jobs',
    main: `<h1>Jobs</h1><ul><li><a href="${JOB}/">Electronics Technician (full time, Sheffield)</a> – closing 30 May 2025</li></ul>`,
  });

  pages[JOB] = page({
    path: JOB,
    title: 'Electronics Technician',
    main:
      `<article class="job"><h1>Electronics Technician</h1><p>Full time, on site at Cadman Works. £26,000–£30,000 depending on experience.</p><p>You'll build and test modules, do SMT rework and through-hole assembly, calibrate VCOs and filters, and look after our pick-and-place machine. Experience with a soldering iron is essential; experience with test jigs is a plus.</p>` +
      `<p>To apply, send a CV and a few lines about something you've built. If you'd like a chat before applying, Tom Ellery, our Operations Director, is happy to talk – drop him a line at ${mailto(`tellery@${HOST}`)}.</p></article>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      `<h1>Contact</h1><p>General enquiries: ${mailto(`hello@${HOST}`)}<br>Repairs and firmware: ${mailto(`support@${HOST}`)}</p>` +
      `<p>Shops in the UK and Ireland order through our distributor, Signal Path Distribution (orders@signalpath-distribution.co.uk). Existing dealers can log in to the <a href="/dealer-portal/">dealer portal</a>.</p>` +
      `<p>Visits to the workshop by appointment only.</p>`,
  });

  pages[PRESS] = page({
    path: PRESS,
    title: 'Press kit',
    main:
      `<h1>Press kit</h1><p>Logos, product photography and specification sheets for Furnace, Quench, Lathe and Grindstone (ZIP, 84 MB). Review units are available for magazines and YouTube channels.</p>` +
      `<p class="press-contact">Press contact: Hannah Okoye, Marketing Lead, Tinworth Modular Ltd, Unit 4, Cadman Works, 18 Cadman Street, Sheffield S4 7ZG, ${tel('+44 114 496 0731')}, ${mailto(`hokoye@${HOST}`)}</p>`,
  });

  pages['/dealer-portal'] = page({
    path: '/dealer-portal',
    title: 'Dealer portal',
    main: `<h1>Dealer portal</h1><p>Trade prices, stock levels and marketing material. Lost your login? ${mailto(`trade@${HOST}`)}</p>`,
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/modules/', '/crew/', '/support/', '/jobs/', `${JOB}/`, '/contact/', `${PRESS}/`], '2025-04-22'));

  const crew = CREW.map(
    (c): TruthAddress => ({
      address: `${c.local}@${HOST}`,
      name: c.name,
      title: c.title,
      pages: c.cases.includes('json-ld-person') ? ['/crew', '/'] : ['/crew'],
      cases: ['card', 'rdfa', 'plain', 'link-english-unlisted', ...c.cases],
    }),
  );

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /dealer-portal\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01HW3KQ8Z7N2C5V0R4T6Y9B1XA' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-114',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `support@${HOST}`, name: null, title: null, pages: ['/support', '/contact'], cases: ['role', 'plain'] },
        ...crew,
        { address: `hokoye@${HOST}`, name: 'Hannah Okoye', title: 'Marketing Lead', pages: [PRESS], cases: ['label-line', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
        { address: `tellery@${HOST}`, name: 'Tom Ellery', title: 'Operations Director', pages: [JOB], cases: ['prose', 'deep-page', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/dealer-portal'],
      nonAddresses: [
        { text: `trade@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:tinworth-modular/firmware.git', kind: 'git' },
        { text: 'tinworth-sysex@1.4.2', kind: 'package' },
        { text: 'orders@signalpath-distribution.co.uk', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
      ],
    },
  };
}
