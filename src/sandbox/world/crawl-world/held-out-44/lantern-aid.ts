/**
 * Lantern Aid Australia: a Melbourne humanitarian NGO working on water, sanitation and disaster
 * recovery in Timor-Leste and Vanuatu, on Drupal 10, in Australian English. "Our people" has the
 * leadership team as cards ("Dr Amelia Hart" without a full stop, a CFO with "CPA"; one address
 * as character references) and the NGO's JSON-LD names the CEO as a Person; the country pages,
 * two links in under "Where we work", give a "Country Director – Timor-Leste:" line and a
 * sentence about the Port Vila office; the media centre has a "Media enquiries:" line beside an
 * after-hours mailbox; the supporter care mailbox is written "[at]"/"[dot]"; the 2024 annual
 * report page is listed only in the gzip sitemap robots.txt names. The open-data page's git
 * clone URL, a partner's address and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lanternaid.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/about-us', 'About us'],
  ['/where-we-work', 'Where we work'],
  ['/our-people', 'Our people'],
  ['/media-centre', 'Media centre'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lantern Aid Australia',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_q1X9bT0kP2nWm4v7JfZl3sA8rE6yU5cH.css?delta=0&amp;language=en&amp;theme=lantern&amp;include=eJxLzs">',
  ],
  header: (p) =>
    `<div class="dialog-off-canvas-main-canvas"><header role="banner" class="site-header"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/lantern/logo.svg" alt="Home"></a>` +
    `<nav role="navigation" aria-labelledby="block-lantern-main-menu" class="main-nav"><h2 class="visually-hidden" id="block-lantern-main-menu">Main navigation</h2><ul class="menu">${MENU.map(([h, l]) => `<li class="menu-item${p.path.startsWith(h) ? ' menu-item--active-trail' : ''}"><a href="${h}" data-drupal-link-system-path="node/${(MENU.findIndex(([x]) => x === h) + 3) * 7}">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="button button--donate" href="/donate">Donate</a></header>`,
  footer: () =>
    `<footer role="contentinfo" class="site-footer"><div class="region region-footer"><p>Lantern Aid Australia Ltd · ABN 48 163 702 915 · Level 3, 221 Queen Street, Melbourne VIC 3000 · ${tel('(03) 9605 4410')} · ${mailto(`enquiries@${HOST}`)}</p>` +
    `<p>Lantern Aid Australia is a member of ACFID and a signatory to the ACFID Code of Conduct. Donations of $2 or more are tax deductible. We acknowledge the Wurundjeri Woi-wurrung people of the Kulin Nation, the Traditional Owners of the land on which our office stands.</p>` +
    `<p><a href="/privacy">Privacy</a> · <a href="/open-data">Open data</a> · <a href="/complaints">Feedback &amp; complaints</a> · <a href="/staff-intranet">Staff login</a></p></div></footer></div>`,
  privacyPath: { en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU', main: `<div class="region region-content"><article class="node node--type-page">${spec.main}</article></div>` });

type Leader = { shown: string; name: string; title: string; local: string; bio: string; how: 'plain' | 'entities'; cases: CaseKind[] };
const LEADERS: Leader[] = [
  { shown: 'Dr Amelia Hart', name: 'Amelia Hart', title: 'Chief Executive Officer', local: 'amelia.hart', bio: 'Amelia joined Lantern Aid in 2018 after fifteen years in public health, including with MSF in South Sudan and the Burnet Institute. She holds a PhD in epidemiology from Monash University.', how: 'plain', cases: ['honorific', 'json-ld-person'] },
  { shown: 'Ben Okoro CPA', name: 'Ben Okoro', title: 'Chief Financial Officer', local: 'ben.okoro', bio: 'Ben oversees finance, audit and risk, and is the organisation’s Company Secretary.', how: 'plain', cases: ['post-nominal'] },
  { shown: 'Grace Tuilagi', name: 'Grace Tuilagi', title: 'Director of Programs', local: 'grace.tuilagi', bio: 'Grace leads our country teams and our disaster response. She grew up in Apia and has worked in the Pacific humanitarian sector for two decades.', how: 'entities', cases: [] },
  { shown: 'Liam Fitzgerald', name: 'Liam Fitzgerald', title: 'Head of Fundraising & Partnerships', local: 'liam.fitzgerald', bio: 'Liam looks after our supporters, trusts and foundations, and corporate partners.', how: 'plain', cases: [] },
  { shown: 'Rebecca Walsh', name: 'Rebecca Walsh', title: 'People & Culture Manager', local: 'rebecca.walsh', bio: 'Rebecca manages recruitment, volunteering and staff wellbeing in Melbourne and in the field.', how: 'plain', cases: [] },
];

const REPORT = '/annual-report-2024';

export function lanternAid(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Clean water. Safer communities.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Lantern Aid Australia',
        url: `${ORIGIN}/`,
        email: `enquiries@${HOST}`,
        telephone: '+61 3 9605 4410',
        address: { '@type': 'PostalAddress', streetAddress: 'Level 3, 221 Queen Street', addressLocality: 'Melbourne', addressRegion: 'VIC', postalCode: '3000', addressCountry: 'AU' },
        founder: { '@type': 'Person', name: 'Margaret Ashdown' },
      },
    ],
    main: `<h1>Clean water. Safer communities.</h1><p>Since 2007 Lantern Aid has worked alongside communities in Timor-Leste and Vanuatu to build water systems, train local health volunteers and recover from cyclones, floods and drought.</p><p><a href="/where-we-work">See where we work</a> · <a href="/donate">Give monthly</a></p>`,
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About us',
    main: `<h1>About us</h1><p>Lantern Aid Australia was founded in 2007 by Margaret Ashdown, a Bendigo nurse who worked in Dili after the 2006 crisis. Today we have 14 staff in Melbourne and more than 60 in our country offices, almost all of them nationals of the countries we work in.</p><p>We are fully accredited with the Australian Government’s Department of Foreign Affairs and Trade (DFAT) and receive funding through the Australian NGO Cooperation Program.</p>`,
  });

  pages['/where-we-work'] = page({
    path: '/where-we-work',
    title: 'Where we work',
    main: `<h1>Where we work</h1><div class="country-teasers"><div class="teaser"><h2><a href="/where-we-work/timor-leste">Timor-Leste</a></h2><p>Water and sanitation in Ermera and Liquiçá municipalities.</p></div><div class="teaser"><h2><a href="/where-we-work/vanuatu">Vanuatu</a></h2><p>Disaster preparedness and recovery on Efate, Tanna and Pentecost.</p></div></div>`,
  });

  pages['/where-we-work/timor-leste'] = page({
    path: '/where-we-work/timor-leste',
    title: 'Timor-Leste',
    main: `<h1>Timor-Leste</h1><p>Our team of 38 in Dili, Gleno and Liquiçá works with village water committees to build and maintain gravity-fed water systems, and trains community health volunteers in hygiene promotion. Since 2010 we have helped bring safe water to more than 42,000 people.</p><p>Country Director – Timor-Leste: Marcus Reid, ${mailto(`marcus.reid@${HOST}`)}</p><p>Our local partner, Fundasaun Bee Moris, can be contacted at info@beemoris.tl.</p>`,
  });
  pages['/where-we-work/vanuatu'] = page({
    path: '/where-we-work/vanuatu',
    title: 'Vanuatu',
    main: `<h1>Vanuatu</h1><p>After Cyclones Judy and Kevin in 2023 we helped 3,100 households on Efate and Tanna rebuild water tanks and latrines, and we now train community disaster committees on Pentecost.</p><p>Our Port Vila office is led by Country Manager Jessica Kalsakau, who can be reached at ${mailto(`jessica.kalsakau@${HOST}`)}.</p>`,
  });

  pages['/our-people'] = page({
    path: '/our-people',
    title: 'Our people',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Amelia Hart',
        honorificPrefix: 'Dr',
        jobTitle: 'Chief Executive Officer',
        email: `amelia.hart@${HOST}`,
        worksFor: { '@type': 'NGO', name: 'Lantern Aid Australia', url: `${ORIGIN}/` },
      },
    ],
    main:
      `<h1>Our people</h1><h2>Leadership team</h2><div class="views-view-grid">` +
      LEADERS.map(
        (l) =>
          `<div class="views-col"><div class="person-card"><img src="/sites/default/files/styles/portrait/public/people/${l.local.replace('.', '-')}.jpg" alt="" loading="lazy"><h3 class="person-card__name">${esc(l.shown)}</h3><div class="person-card__role">${esc(l.title)}</div><div class="person-card__bio"><p>${esc(l.bio)}</p></div>` +
          `<div class="person-card__email">${l.how === 'entities' ? `<a href="${entities(`mailto:${l.local}@${HOST}`)}">${entities(`${l.local}@${HOST}`)}</a>` : mailto(`${l.local}@${HOST}`)}</div></div></div>`,
      ).join('') +
      `</div><h2>Board</h2><ul class="board"><li>Prof. David Mirza AM – Chair</li><li>Susan Keel – Deputy Chair</li><li>Tomás Ximenes – Director</li><li>Naomi Brent GAICD – Director</li></ul>`,
  });

  pages['/media-centre'] = page({
    path: '/media-centre',
    title: 'Media centre',
    main: `<h1>Media centre</h1><p>Lantern Aid spokespeople are available to comment on humanitarian needs in the Pacific and Timor-Leste, disaster response and Australian aid policy.</p><p>Media enquiries: Chloe Nguyen, Communications Manager, ${tel('0412 555 019')}, ${mailto(`chloe.nguyen@${HOST}`)}</p><p>After hours and during emergencies: ${tel('0412 555 020')}, ${mailto(`media@${HOST}`)}</p><h2>Latest releases</h2><ul><li>3 March 2025 – Cyclone season: Vanuatu communities better prepared than ever</li><li>18 November 2024 – New water system for 2,400 people in Ermera</li></ul>`,
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: `<h1>Careers</h1><p>We currently have no vacancies in Melbourne. Roles in our country offices are advertised locally. To hear about future positions, sign up to our newsletter.</p><p>Lantern Aid is committed to child safeguarding and the prevention of sexual exploitation, abuse and harassment; all staff undergo police and reference checks.</p>`,
  });

  pages['/donate'] = page({
    path: '/donate',
    title: 'Donate',
    main: `<h1>Donate</h1><p>A monthly gift of $35 keeps a village water system maintained for a year.</p><form class="donation-form" method="post"><label><input type="radio" name="amount" value="35"> $35</label><label><input type="radio" name="amount" value="60"> $60</label><label><input type="radio" name="amount" value="120"> $120</label><button>Give now</button></form><p>Questions about your donation or receipt? Contact our Supporter Care team on ${tel('1800 555 312')} or supportercare [at] lanternaid [dot] test.</p><p>Supporter Care Team Leader: Josh Penrose, ${mailto(`josh.penrose@${HOST}`)}</p>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: `<h1>Contact us</h1><p>Level 3, 221 Queen Street<br>Melbourne VIC 3000<br>${tel('(03) 9605 4410')}</p><p>General enquiries: ${mailto(`enquiries@${HOST}`)}<br>Media: see our <a href="/media-centre">media centre</a>.</p>`,
  });

  pages['/open-data'] = page({
    path: '/open-data',
    title: 'Open data',
    main: `<h1>Open data</h1><p>We publish our program locations and water point data under CC BY 4.0, and our activity data to the International Aid Transparency Initiative (IATI).</p><pre><code>git clone git@github.com:lanternaid/water-points.git</code></pre>`,
  });

  pages[REPORT] = page({
    path: REPORT,
    title: 'Annual Report 2024',
    main: `<h1>Annual Report 2024</h1><p>In the year to 30 June 2024 Lantern Aid raised $6.8 million, 71% of it from Australian supporters, and spent 84 cents in every dollar on programs.</p><p><a href="/sites/default/files/2024-10/lantern-aid-annual-report-2024.pdf">Download the Annual Report 2024 (PDF, 4.2 MB)</a></p><p>Questions about the financial statements can be directed to Priya Sharma, Finance Manager, ${mailto(`priya.sharma@${HOST}`)}.</p>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<h1>Privacy policy</h1><p>We comply with the Australian Privacy Principles.</p>` });
  pages['/complaints'] = page({ path: '/complaints', title: 'Feedback & complaints', main: `<h1>Feedback &amp; complaints</h1><p>If you are not satisfied with our response you may lodge a complaint with the ACFID Code of Conduct Committee.</p>` });
  pages['/staff-intranet'] = page({ path: '/staff-intranet', title: 'Staff login', main: `<h1>Staff login</h1><p>Use your Microsoft 365 account. Locked out? ${mailto(`itsupport@${HOST}`)}</p>` });

  const footerPages = Object.keys(pages).filter((p) => p !== '/staff-intranet');

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /search/\nDisallow: /user/login\nDisallow: /staff-intranet\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      sitemapXml: urlset(HOST, footerPages.filter((p) => p !== REPORT), '2025-03-03'),
      pages: { ...pages, '/sitemap.xml.gz': gzipXmlPage(urlset(HOST, [REPORT], '2024-10-28')) },
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-44',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: footerPages, cases: ['role', 'plain'] },
        { address: `media@${HOST}`, name: null, title: null, pages: ['/media-centre'], cases: ['role', 'neighbour', 'plain'] },
        { address: `supportercare@${HOST}`, name: null, title: null, pages: ['/donate'], cases: ['role', 'obfuscated'] },
        ...LEADERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: ['/our-people'],
          cases: ['card', l.how, ...l.cases] as CaseKind[],
        })),
        { address: `marcus.reid@${HOST}`, name: 'Marcus Reid', title: 'Country Director – Timor-Leste', pages: ['/where-we-work/timor-leste'], cases: ['title-name-line', 'deep-page', 'link-english-unlisted', 'plain'] },
        { address: `jessica.kalsakau@${HOST}`, name: 'Jessica Kalsakau', title: 'Country Manager', pages: ['/where-we-work/vanuatu'], cases: ['prose', 'deep-page', 'link-english-unlisted', 'plain'] },
        { address: `chloe.nguyen@${HOST}`, name: 'Chloe Nguyen', title: 'Communications Manager', pages: ['/media-centre'], cases: ['label-line', 'plain'] },
        { address: `josh.penrose@${HOST}`, name: 'Josh Penrose', title: 'Supporter Care Team Leader', pages: ['/donate'], cases: ['title-name-line', 'plain'] },
        { address: `priya.sharma@${HOST}`, name: 'Priya Sharma', title: 'Finance Manager', pages: [REPORT], cases: ['name-title-line', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/staff-intranet'],
      nonAddresses: [
        { text: `itsupport@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:lanternaid/water-points.git', kind: 'git' },
        { text: 'info@beemoris.tl', kind: 'other-company' },
      ],
    },
  };
}
