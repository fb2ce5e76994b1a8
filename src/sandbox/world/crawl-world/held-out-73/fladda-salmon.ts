/**
 * Fladda Salmon: a Scottish-Norwegian salmon farming company in Argyll (owned by a family firm
 * from Hitra), on Squarespace, in English. The leadership as Squarespace image-block cards, the
 * farm and hatchery managers as "Site Manager: Name, address" lines on "Our Farms", the fish
 * health manager in a "contact our X, Dr Name BVMS MRCVS, at" sentence, and the compliance officer
 * as a "Name, Title, address" line on the open-data page, which also gives a git clone URL. Traps:
 * that git URL, the newsletter form's placeholder, the Norwegian parent company's address, and the
 * supplier portal page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fladda-salmon-argyll.test';
const ORIGIN = `http://${HOST}`;
const IMG = 'https://images.squarespace-cdn.com/content/v1/6412b7e0c4a91f2d3e5a8b10';

const MENU: [string, string][] = [
  ['/our-farms', 'Our Farms'],
  ['/fish-health', 'Fish Health & Welfare'],
  ['/who-we-are', 'Who We Are'],
  ['/open-data', 'Open Data'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fladda Salmon',
  head: [
    '<!-- This is Squarespace. --><!-- fladda-salmon -->',
    '<meta name="generator" content="Squarespace">',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6412b7e0c4a91f2d3e5a8b10/42/5c5a519771c10ba3470d8101/6412b7e0c4a91f2d3e5a8b2c/1512/site.css">',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"websiteSettings":{"storeSettings":{}},"website":{"id":"6412b7e0c4a91f2d3e5a8b10","siteTitle":"Fladda Salmon","language":"en-GB"}};</script>',
    '<script crossorigin="anonymous" defer src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-3f1d2a9c0b7e4d51-min.en-US.js"></script>',
  ],
  header: (p) =>
    `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner container--fluid"><div class="header-title"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="${IMG}/4e1b7d2a-8c3f-4a6e-b9d0-2f5c1e7a3b84/fladda-logo.png?format=1500w" alt="Fladda Salmon"></a></div></div>` +
    `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection${h === p.path ? ' header-nav-item--active' : ''}"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></div></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row">` +
    `<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><p><strong>Fladda Salmon Ltd</strong><br>Craobh Haven, Lochgilphead, Argyll PA31 8UA<br>Registered in Scotland SC481207</p></div></div></div>` +
    `<div class="col sqs-col-4 span-4"><div class="sqs-block html-block"><div class="sqs-block-content"><p>${tel('+44 1852 500 410')}<br>${mailto(`info@${HOST}`)}</p><p>Office hours Mon–Fri 8.30–16.30</p></div></div></div>` +
    `<div class="col sqs-col-4 span-4"><div class="sqs-block newsletter-block"><div class="newsletter-form-wrapper"><h2 class="newsletter-form-header-title">Farm news, four times a year</h2><form class="newsletter-form" autocomplete="on"><input type="email" name="email" placeholder="you@example.com" aria-label="Email Address"><button type="submit">Sign Up</button></form></div></div>` +
    `<p><a href="/privacy">Privacy</a> · <a href="/suppliers">Supplier portal</a></p></div></div></div></div></section></footer>`,
  privacyPath: { en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const sec = (html: string): string =>
  `<section class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">${html}</div></div></div></div></div></div></div></section>`;

type Leader = { name: string; title: string; local: string; img: string; bio: string };
const LEADERS: Leader[] = [
  { name: 'Sigurd Hauge', title: 'Managing Director', local: 'shauge', img: '7a2c', bio: 'Third generation of the Hauge family in salmon farming; moved from Hitra to Argyll in 2016 to set up the Scottish company.' },
  { name: 'Fiona Campbell', title: 'Finance Director', local: 'fcampbell', img: '8b3d', bio: 'Chartered accountant, previously with a Glasgow food exporter.' },
  { name: 'Hamish Grant', title: 'Harvest & Logistics Manager', local: 'hgrant', img: '9c4e', bio: 'Runs the well-boat schedule and the harvest station at Ardfern.' },
];

export function fladdaSalmon(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Salmon farming in Argyll',
    main:
      sec(`<h1>Atlantic salmon, raised slowly on the west coast of Scotland</h1><p>Three sea sites in the Sound of Jura and a freshwater hatchery at Kilmelford, run by 38 people from Argyll and Norway.</p><p><a href="/our-farms" class="sqs-block-button-element">See our farms</a></p>`) +
      sec(`<h2>Latest</h2><p><strong>May 2025:</strong> Average sea lice counts at all three sites remained below the industry reporting threshold through spring. Weekly figures are on our <a href="/open-data">Open Data</a> page.</p><p><strong>March 2025:</strong> Fladda Salmon gained ASC certification for the Shuna Sound site.</p>`),
  });

  pages['/our-farms'] = page({
    path: '/our-farms',
    title: 'Our Farms',
    main:
      sec(`<h1>Our Farms</h1><p>Each site has its own team of six to eight technicians working a two-weeks-on, one-week-off rota. Site managers are happy to answer questions from neighbours and visiting boats.</p>`) +
      sec(`<h3>Loch Craignish</h3><p>12 pens, consented biomass 2,300 tonnes. Feed barge on the east shore.</p><p>Site Manager: Ruairidh MacLeod, ${tel('+44 7700 900 412')}, ${mailto(`rmacleod@${HOST}`)}</p>`) +
      sec(`<h3>Shuna Sound</h3><p>10 pens, consented biomass 2,500 tonnes. ASC certified since 2025.</p><p>Site Manager: Kenny Morrison, ${mailto(`kmorrison@${HOST}`)}</p>`) +
      sec(`<h3>Kilmelford Hatchery</h3><p>Recirculating hatchery producing 1.8 million smolts a year, all from Scottish broodstock.</p><p>Hatchery Manager: Ingvild Strand, ${tel('+44 1852 200 318')}, ${mailto(`istrand@${HOST}`)}</p>`),
  });

  pages['/fish-health'] = page({
    path: '/fish-health',
    title: 'Fish Health & Welfare',
    main: sec(
      `<h1>Fish Health &amp; Welfare</h1><p>Our fish are checked every day by the site teams and every week by our own veterinary team. We use cleaner fish (ballan wrasse and lumpsuckers) and freshwater treatments before any medicine.</p>` +
        `<p>If you are a researcher or a member of the public with a question about our welfare practices, please contact our Fish Health Manager, Dr Eilidh Fraser BVMS MRCVS, at ${mailto(`efraser@${HOST}`)}.</p>` +
        `<p>Mortality and treatment data are published monthly on the <a href="/open-data">Open Data</a> page.</p>`,
    ),
  });

  pages['/who-we-are'] = page({
    path: '/who-we-are',
    title: 'Who We Are',
    main:
      sec(`<h1>Who We Are</h1><p>Fladda Salmon was founded in 2016 as the Scottish arm of Hauge Havbruk AS, a family salmon farmer from Hitra in Trøndelag. Group enquiries in Norway go to ${mailto('post@haugehavbruk.test')}.</p>`) +
      `<section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row">` +
      LEADERS.map(
        (l) =>
          `<div class="col sqs-col-4 span-4"><div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic"><img src="${IMG}/${l.img}1f0e-2d3c-4b5a-9687-fedcba012345/${l.local}.jpg?format=750w" alt="${esc(l.name)}"></figure>` +
          `<figcaption class="image-card-wrapper"><div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"><p>${esc(l.name)}</p></div></div><div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p><strong>${esc(l.title)}</strong></p><p>${esc(l.bio)}</p><p>${mailto(`${l.local}@${HOST}`)}</p></div></div></figcaption></div></div></div>`,
      ).join('') +
      `</div></div></div></section>`,
  });

  pages['/open-data'] = page({
    path: '/open-data',
    title: 'Open Data',
    main: sec(
      `<h1>Open Data</h1><p>We publish weekly sea lice counts, monthly mortality and all medicinal treatments for every site, as CSV files under an open licence. The whole data set, with the scripts that build the charts, can be cloned from our git server:</p>` +
        `<pre><code>git clone git@git.${HOST}:open-data/fladda-site-reports.git</code></pre>` +
        `<p>Questions about the figures: Callum Reid, Environmental Compliance Officer, ${mailto(`creid@${HOST}`)}</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Fladda Salmon',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        telephone: '+44 1852 500 410',
        address: { '@type': 'PostalAddress', streetAddress: 'Craobh Haven', addressLocality: 'Lochgilphead', postalCode: 'PA31 8UA', addressCountry: 'GB' },
        parentOrganization: { '@type': 'Organization', name: 'Hauge Havbruk AS', url: 'https://haugehavbruk.test/' },
      },
    ],
    main: sec(
      `<h1>Contact</h1><p>Fladda Salmon Ltd, Craobh Haven, Lochgilphead, Argyll PA31 8UA</p><p>Office: ${tel('+44 1852 500 410')} · ${mailto(`info@${HOST}`)}</p>` +
        `<p>Media enquiries: ${mailto(`media@${HOST}`)}</p>` +
        `<p>Out of hours (escapes, marine incidents): ${tel('+44 7700 900 100')}</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: sec(`<h1>Privacy Notice</h1><p>Fladda Salmon Ltd is the controller of personal data collected through this website. Newsletter addresses are held by our mailing provider and deleted when you unsubscribe.</p>`) });

  pages['/suppliers'] = page({ path: '/suppliers', title: 'Supplier portal', main: sec(`<h1>Supplier portal</h1><p>Approved suppliers log in to submit invoices and delivery notes. Access requests: ${mailto(`procurement@${HOST}`)}</p>`) });

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /suppliers\nDisallow: /api/\nDisallow: /static/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/our-farms', '/fish-health', '/who-we-are', '/open-data', '/contact', '/privacy'], '2025-05-28'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Vb3kT9pQ/ZR2mW8xL', 'Strict-Transport-Security': 'max-age=0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-73',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `media@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...LEADERS.map((l) => ({ address: `${l.local}@${HOST}`, name: l.name, title: l.title, pages: ['/who-we-are'], cases: ['card', 'plain', lu] as CaseKind[] })),
        { address: `rmacleod@${HOST}`, name: 'Ruairidh MacLeod', title: 'Site Manager', pages: ['/our-farms'], cases: ['title-name-line', 'plain', lu] },
        { address: `kmorrison@${HOST}`, name: 'Kenny Morrison', title: 'Site Manager', pages: ['/our-farms'], cases: ['title-name-line', 'plain', lu] },
        { address: `istrand@${HOST}`, name: 'Ingvild Strand', title: 'Hatchery Manager', pages: ['/our-farms'], cases: ['title-name-line', 'plain', lu] },
        { address: `efraser@${HOST}`, name: 'Eilidh Fraser', title: 'Fish Health Manager', pages: ['/fish-health'], cases: ['prose', 'honorific', 'post-nominal', 'plain', lu] },
        { address: `creid@${HOST}`, name: 'Callum Reid', title: 'Environmental Compliance Officer', pages: ['/open-data'], cases: ['name-title-line', 'plain', lu] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/suppliers'],
      nonAddresses: [
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'post@haugehavbruk.test', kind: 'other-company' },
        { text: `procurement@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
