/**
 * Northfield & Brandt Wind Components: a British-Danish supplier of blade-repair kits, bolting
 * tools and spare parts for offshore wind, with offices in Esbjerg and Hull, on Webflow, in
 * English. The two founders in the home page's JSON-LD with "mailto:" addresses; the team as
 * Webflow CMS cards under "The crew", engineers with post-nominals after their names and the
 * quality manager's address put together by an embed script; the service desk with a
 * "Name, title, address" line; the sales managers as cards under "Talk to sales". The logistics
 * partner's address, the newsletter placeholder, a Swiper package version, a retina logo and the
 * partner portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'northfield-brandt-esbjerg.test';
const ORIGIN = `http://${HOST}`;
const SITE_ID = '65f0a1b2c3d4e5f6a7b8c9d0';

const MENU: [string, string][] = [
  ['/what-we-do', 'What we do'],
  ['/the-crew', 'The crew'],
  ['/service-desk', '24/7 service desk'],
  ['/talk-to-sales', 'Talk to sales'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Northfield & Brandt',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets-global.website-files.com/${SITE_ID}/css/northfield-brandt.webflow.4c2d9e1f.css" rel="stylesheet" type="text/css">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css">',
    `<link href="https://assets-global.website-files.com/${SITE_ID}/65f0a2c3d4e5f6a7b8c9d0e1_nb-favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: () =>
    `<div data-collapse="medium" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" class="brand w-nav-brand"><img src="https://assets-global.website-files.com/${SITE_ID}/65f0a3d4e5f6a7b8c9d0e1f2_nb-logo.png" srcset="https://assets-global.website-files.com/${SITE_ID}/65f0a3d4e5f6a7b8c9d0e1f2_nb-logo@2x.png 2x" width="180" alt="Northfield &amp; Brandt"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-container"><div class="w-layout-grid footer-grid"><div><div class="footer-heading">Esbjerg</div><p>Northfield &amp; Brandt ApS<br>Hjertingvej 112, 6700 Esbjerg, Denmark<br>${tel('+45 75 12 40 80')}</p></div>` +
    `<div><div class="footer-heading">Hull</div><p>Northfield &amp; Brandt Ltd<br>Unit 7, Alexandra Dock Business Park, Hull HU9 1TA<br>${tel('+44 1482 555 310')}</p></div>` +
    `<div><p>24/7 service: ${mailto(`service@${HOST}`)}</p><p><a href="/partner-portal" class="footer-link">Partner portal</a> · <a href="/privacy" class="footer-link">Privacy</a></p><p>ISO 9001 · ISO 45001 · GWO-certified training partner</p></div></div></div></footer>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" crossorigin="anonymous"></script>`,
    `<script src="https://assets-global.website-files.com/${SITE_ID}/js/webflow.7b1e2f3a.js" type="text/javascript"></script>`,
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-container">${html}</div></section>`;

const TK_JS = `<script>var tk = 'tkjeldsen' + '@' + 'northfield-brandt-esbjerg' + '.test'; document.getElementById('mail-tk').innerHTML = '<a href="mailto:' + tk + '">' + tk + '</a>';</script>`;

type Crew = { name: string; after?: string; title: string; local: string; bio: string; script?: boolean };
const CREW: Crew[] = [
  { name: 'James Northfield', title: 'Co-founder & CEO', local: 'jnorthfield', bio: 'Spent twelve years as a blade technician on Round 2 projects before setting up the Hull workshop in 2013.' },
  { name: 'Lars Brandt', title: 'Co-founder & CTO', local: 'lbrandt', bio: 'Mechanical engineer from DTU; designed our hydraulic bolt-tensioning range.' },
  { name: 'Emma Whitcombe', after: 'CEng MIMechE', title: 'Head of Engineering', local: 'ewhitcombe', bio: 'Leads the design office in Esbjerg and signs off every repair procedure we ship.' },
  { name: 'Rachel Okoye', after: 'MCIPS', title: 'Procurement Lead', local: 'rokoye', bio: 'Runs supplier qualification across the UK and Denmark.' },
  { name: 'Thomas Kjeldsen', title: 'Quality & HSE Manager', local: 'tkjeldsen', bio: 'Owns our ISO certificates and the toolbox talks.', script: true },
];

const crewCard = (c: Crew): string =>
  `<div role="listitem" class="crew-item w-dyn-item"><img src="https://assets-global.website-files.com/${SITE_ID}/crew-${c.local}.jpg" loading="lazy" alt="" class="crew-photo">` +
  `<h3 class="crew-name">${esc(c.name)}${c.after ? ` <span class="crew-postnominals">${esc(c.after)}</span>` : ''}</h3><div class="crew-role">${esc(c.title)}</div><p class="crew-bio">${esc(c.bio)}</p>` +
  (c.script ? `<div class="w-embed w-script"><span id="mail-tk"></span>${TK_JS}</div>` : `<a href="mailto:${c.local}@${HOST}" class="crew-mail">${c.local}@${HOST}</a>`) +
  `</div>`;

export function northfieldBrandt(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Blade repair and bolting for offshore wind',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Northfield & Brandt Wind Components',
        url: `${ORIGIN}/`,
        logo: `https://assets-global.website-files.com/${SITE_ID}/65f0a3d4e5f6a7b8c9d0e1f2_nb-logo.png`,
        foundingDate: '2013',
        founder: [
          { '@type': 'Person', name: 'James Northfield', jobTitle: 'Co-founder & CEO', email: `mailto:jnorthfield@${HOST}` },
          { '@type': 'Person', name: 'Lars Brandt', jobTitle: 'Co-founder & CTO', email: `mailto:lbrandt@${HOST}` },
        ],
        address: [
          { '@type': 'PostalAddress', streetAddress: 'Hjertingvej 112', postalCode: '6700', addressLocality: 'Esbjerg', addressCountry: 'DK' },
          { '@type': 'PostalAddress', streetAddress: 'Unit 7, Alexandra Dock Business Park', postalCode: 'HU9 1TA', addressLocality: 'Hull', addressCountry: 'GB' },
        ],
      },
    ],
    main:
      section(`<h1 class="hero-heading">Keeping turbines turning, from Esbjerg and Hull</h1><p class="hero-paragraph">Blade leading-edge repair kits, hydraulic bolting tools and critical spares, shipped within 24 hours to offshore wind farms around the North Sea.</p><a href="/talk-to-sales" class="button w-button">Get a quote</a>`, 'section hero') +
      section(`<h2>News</h2><div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><div class="news-date">4 March 2025</div><p>New leading-edge protection kit certified for 15 MW blades.</p></div><div role="listitem" class="w-dyn-item"><div class="news-date">10 February 2025</div><p>Our Hull workshop doubles in size.</p></div></div></div>`),
  });

  pages['/what-we-do'] = page({
    path: '/what-we-do',
    title: 'What we do',
    main: section(`<h1>What we do</h1><ul><li>Leading-edge erosion repair kits and consumables</li><li>Hydraulic bolt tensioners and torque tools, for sale and hire</li><li>Critical spares stocked in Esbjerg and Hull</li><li>GWO blade-repair training</li></ul>`),
  });

  pages['/the-crew'] = page({
    path: '/the-crew',
    title: 'The crew',
    main: section(`<h1>The crew</h1><p>Forty-two people in two countries, most of whom have worked on a turbine themselves.</p><div class="w-dyn-list"><div role="list" class="crew-grid w-dyn-items">${CREW.map(crewCard).join('')}</div></div>`),
  });

  pages['/service-desk'] = page({
    path: '/service-desk',
    title: '24/7 service desk',
    main: section(
      `<h1>24/7 service desk</h1><p>Breakdown on a vessel or a tool failure mid-campaign? The desk is staffed around the clock: ${tel('+45 75 12 40 99')} or ${mailto(`service@${HOST}`)}.</p>` +
        `<p>For framework agreements and planned campaigns: Mikkel Poulsen, Offshore Service Manager, ${mailto(`mpoulsen@${HOST}`)}</p>`,
    ),
  });

  pages['/talk-to-sales'] = page({
    path: '/talk-to-sales',
    title: 'Talk to sales',
    main:
      section(
        `<h1>Talk to sales</h1><div class="w-layout-grid sales-grid">` +
          `<div class="sales-card"><h3>Hannah Price</h3><div class="sales-role">Sales Manager, UK &amp; Ireland</div><a href="mailto:hprice@${HOST}">hprice@${HOST}</a><div>${tel('+44 1482 555 314')}</div></div>` +
          `<div class="sales-card"><h3>Anders Lund</h3><div class="sales-role">Sales Manager, Nordics &amp; Germany</div><a href="mailto:alund@${HOST}">alund@${HOST}</a><div>${tel('+45 75 12 40 86')}</div></div></div>` +
          `<p>Shipments to UK ports are booked by our logistics partner Humber Freight Services (${mailto('bookings@humber-freight.test')}).</p>`,
      ) +
      section(
        `<h2>Product news, four times a year</h2><div class="w-form"><form id="wf-form-Newsletter" name="wf-form-Newsletter" method="get"><input type="email" class="w-input" maxlength="256" name="email" placeholder="you@company.com" required><input type="submit" value="Subscribe" class="w-button"></form></div>`,
        'section newsletter',
      ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: section(`<h1>Privacy notice</h1><p>Northfield &amp; Brandt ApS is the data controller. Newsletter sign-ups are stored with our mailing provider and can be withdrawn at any time.</p>`) });
  pages['/partner-portal'] = page({ path: '/partner-portal', title: 'Partner portal', main: section(`<h1>Partner portal</h1><p>Distributor log-in. Access requests: ${mailto(`portal@${HOST}`)}</p>`) });

  const eu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /partner-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/what-we-do', '/the-crew', '/service-desk', '/talk-to-sales', '/privacy'], '2025-03-04'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-central-1', 'CF-Cache-Status': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-77',
      languages: ['en'],
      addresses: [
        { address: `service@${HOST}`, name: null, title: null, pages: ['/', '/service-desk'], cases: ['role', 'plain'] },
        ...CREW.map((c) => {
          const founder = c.local === 'jnorthfield' || c.local === 'lbrandt';
          const cases: CaseKind[] = ['card', eu, c.script ? 'script-concat' : 'plain'];
          if (c.after) cases.push('post-nominal');
          if (founder) cases.push('json-ld-person', 'json-ld-mailto');
          return {
            address: `${c.local}@${HOST}`,
            name: c.name,
            title: c.title,
            pages: founder ? ['/', '/the-crew'] : ['/the-crew'],
            ...(c.script ? { encoded: { kind: 'script' as const, text: TK_JS } } : {}),
            cases,
          };
        }),
        { address: `mpoulsen@${HOST}`, name: 'Mikkel Poulsen', title: 'Offshore Service Manager', pages: ['/service-desk'], cases: ['name-title-line', 'plain', eu] },
        { address: `hprice@${HOST}`, name: 'Hannah Price', title: 'Sales Manager, UK & Ireland', titleAlternatives: ['Sales Manager'], pages: ['/talk-to-sales'], cases: ['card', 'plain', eu] },
        { address: `alund@${HOST}`, name: 'Anders Lund', title: 'Sales Manager, Nordics & Germany', titleAlternatives: ['Sales Manager'], pages: ['/talk-to-sales'], cases: ['card', 'plain', eu] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/partner-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'bookings@humber-freight.test', kind: 'other-company' },
        { text: 'you@company.com', kind: 'placeholder' },
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: '65f0a3d4e5f6a7b8c9d0e1f2_nb-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
