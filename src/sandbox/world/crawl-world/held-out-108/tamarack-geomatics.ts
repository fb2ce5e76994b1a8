/**
 * Tamarack Geomatics: a firm of Ontario Land Surveyors in Kingston, Ontario, on Webflow. "Our
 * People" is a CMS collection list of cards, the names followed by OLS, OLIP, P.Eng., C.E.T. or
 * GISP and the titles long and specific (a party chief's region, a GIS lead's UAV/LiDAR note); the
 * president is also a JSON-LD Person whose e-mail is written "mailto:…"; one party chief's address
 * is built by a custom-code embed from character codes; "Join Our Crew" names the vice-president
 * who reviews articling applications in a sentence; the quote page and contact page give role
 * mailboxes. The client portal (disallowed), the logo's retina file, and the land registry
 * provider's support address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tamarackgeomatics.test';
const ORIGIN = `http://${HOST}`;
const ASSETS = 'https://cdn.prod.website-files.com/65b2f1c9a4e8d7001f3c2a10';

const MENU: [string, string][] = [
  ['/services', 'Services'],
  ['/our-people', 'Our People'],
  ['/request-a-quote', 'Request a Survey'],
  ['/join-our-crew', 'Join Our Crew'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tamarack Geomatics',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${ASSETS}/css/tamarack-geomatics.webflow.4c1e9a27b.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="${ASSETS}/65b2f3d0e1a2b3c4d5e6f701_favicon.png" rel="shortcut icon" type="image/x-icon">`,
    `<link href="${ASSETS}/65b2f3d0e1a2b3c4d5e6f702_webclip.png" rel="apple-touch-icon">`,
  ],
  header: () =>
    `<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" class="brand w-nav-brand" aria-label="home"><img src="${ASSETS}/65b2f3d0e1a2b3c4d5e6f710_tamarack-logo.png" loading="lazy" width="190" sizes="190px" srcset="${ASSETS}/65b2f3d0e1a2b3c4d5e6f710_tamarack-logo.png 500w, ${ASSETS}/65b2f3d0e1a2b3c4d5e6f711_tamarack-logo@2x.png 1000w" alt="Tamarack Geomatics Inc." class="logo"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="footer-container w-container"><div class="footer-grid w-layout-grid"><div id="w-node-_7c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f-2c3a10" class="footer-col"><div class="footer-heading">Tamarack Geomatics Inc.</div><p class="footer-text">1120 Gardiners Road, Unit 6<br>Kingston, ON&nbsp; K7P 1R7<br>${tel('613-555-0148')}</p></div>` +
    `<div class="footer-col"><div class="footer-heading">Branch</div><p class="footer-text">22 King Street West, Brockville, ON&nbsp; K6V 3P7<br>${tel('613-555-0175')}</p></div>` +
    `<div class="footer-col"><a href="/client-portal" class="footer-link">Client Portal</a><a href="/privacy" class="footer-link">Privacy &amp; Accessibility (AODA)</a></div></div>` +
    `<div class="footer-legal">© 2025 Tamarack Geomatics Inc. A member firm of the Association of Ontario Land Surveyors. Certificate of Authorization No. 2219.</div></div></footer>`,
  bodyEnd: [
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65b2f1c9a4e8d7001f3c2a10" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>`,
    `<script src="${ASSETS}/js/webflow.8e3c2a1f.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-CA' });
const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="container w-container">${html}</div></section>`;

type Person = { name: string; letters: string; title: string; local: string; photo: string; bio: string; how: 'plain' | 'charcode' };
const PEOPLE: Person[] = [
  {
    name: 'Marc-André Bélanger',
    letters: 'OLS, OLIP',
    title: 'President & Ontario Land Surveyor',
    local: 'marc-andre.belanger',
    photo: '65b2f5a1_belanger',
    bio: 'Commissioned in 2004, Marc-André founded Tamarack after twelve years with the Ministry of Transportation’s Eastern Region survey office.',
    how: 'plain',
  },
  {
    name: 'Priyanka Deshmukh',
    letters: 'P.Eng.',
    title: 'Project Manager, Municipal & Subdivision Surveys',
    local: 'priyanka.deshmukh',
    photo: '65b2f5a2_deshmukh',
    bio: 'Priyanka manages our work for the City of Kingston and the Townships of South Frontenac and Leeds and the Thousand Islands.',
    how: 'plain',
  },
  {
    name: 'Hannah Bigcanoe',
    letters: 'C.E.T.',
    title: 'Survey Party Chief – Eastern Ontario (Kingston, Brockville & Gananoque)',
    local: 'hannah.bigcanoe',
    photo: '65b2f5a3_bigcanoe',
    bio: 'Hannah runs our largest field crew and our winter boundary-retracement program on the Rideau lakes.',
    how: 'charcode',
  },
  {
    name: 'Wei-Ling Tsang',
    letters: 'GISP',
    title: 'GIS & Remote Sensing Lead (UAV / LiDAR)',
    local: 'wei-ling.tsang',
    photo: '65b2f5a4_tsang',
    bio: 'Wei-Ling is a Transport Canada Advanced RPAS pilot and looks after our drone mapping, mobile LiDAR and 3D deliverables.',
    how: 'plain',
  },
  { name: 'Colleen MacIsaac', letters: '', title: 'Office Manager & Client Intake', local: 'colleen.macisaac', photo: '65b2f5a5_macisaac', bio: 'Colleen is usually the first voice you hear when you call us about a new survey.', how: 'plain' },
];

const HANNAH_CODES = charCodes(`hannah.bigcanoe@${HOST}`);

const personCard = (p: Person): string =>
  `<div role="listitem" class="team-card w-dyn-item"><img src="${ASSETS}/${p.photo}.jpg" loading="lazy" alt="" sizes="(max-width: 479px) 92vw, 280px" class="team-photo"><div class="team-card-body">` +
  `<h3 class="team-name">${esc(p.letters ? `${p.name}, ${p.letters}` : p.name)}</h3><div class="team-title">${esc(p.title)}</div><p class="team-bio">${esc(p.bio)}</p>` +
  (p.how === 'plain'
    ? `<a href="mailto:${p.local}@${HOST}" class="team-email">${p.local}@${HOST}</a>`
    : `<div class="team-email-embed w-embed w-script"><span id="hb-mail" class="team-email">Email Hannah</span><script>(function(){var e = String.fromCharCode(${HANNAH_CODES});document.getElementById('hb-mail').innerHTML = '<a class="team-email" href="mailto:' + e + '">' + e + '</a>';})();</script></div>`) +
  `</div></div>`;

export function tamarackGeomatics(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Ontario Land Surveyors in Kingston & Brockville',
    main:
      section(
        `<h1 class="hero-heading">Boundaries, topography and layout you can build on.</h1><p class="hero-paragraph">Tamarack Geomatics provides legal surveys, topographic and construction layout, and UAV mapping across Eastern Ontario, from the Bay of Quinte to the St. Lawrence.</p><a href="/request-a-quote" class="button w-button">Request a survey quote</a>`,
        'section hero',
      ) + section(`<div class="w-layout-grid grid-3"><a href="/services" class="service-tile w-inline-block"><h3>Real Property Reports</h3></a><a href="/services" class="service-tile w-inline-block"><h3>Reference Plans &amp; Severances</h3></a><a href="/services" class="service-tile w-inline-block"><h3>UAV &amp; LiDAR Mapping</h3></a></div>`),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: section(
      `<h1>Services</h1><div class="w-richtext"><ul><li>Surveyor’s Real Property Reports (SRPRs) for purchases and refinancing</li><li>Reference plans for severances, easements and lot additions</li><li>Topographic surveys, site plans and grading certificates</li><li>Construction layout for subdivisions and commercial sites</li><li>Shoreline and water-lot surveys on the Rideau Canal system</li><li>UAV photogrammetry and mobile LiDAR</li></ul><p>Title and parcel searches are ordered through the land registry’s provider (support@teranet-express.test); your lawyer usually does this for you.</p></div>`,
    ),
  });

  pages['/our-people'] = page({
    path: '/our-people',
    title: 'Our People',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Marc-André Bélanger',
        honorificSuffix: 'OLS, OLIP',
        jobTitle: 'President & Ontario Land Surveyor',
        email: `mailto:marc-andre.belanger@${HOST}`,
        telephone: '+1-613-555-0148',
        worksFor: { '@type': 'ProfessionalService', name: 'Tamarack Geomatics Inc.', url: `${ORIGIN}/` },
      },
    ],
    main:
      section(`<h1>Our People</h1><p class="lead">Fourteen surveyors, technologists and field crew working out of Kingston and Brockville.</p>`) +
      section(`<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${PEOPLE.map(personCard).join('')}</div></div>`),
  });

  pages['/join-our-crew'] = page({
    path: '/join-our-crew',
    title: 'Join Our Crew',
    main: section(
      `<h1>Join Our Crew</h1><div class="w-richtext"><p>We hire survey assistants every spring and take one or two articling students each year toward their OLS commission.</p>` +
        `<p>Articling applications are reviewed by Dale Sutherland, OLS, our Vice-President, Legal Surveys; please send a résumé and a copy of your transcripts to ${mailto(`dale.sutherland@${HOST}`)}.</p>` +
        `<p>Field positions require a valid Ontario G licence and the ability to work outdoors in all seasons. We pay for your AOLS field training and your safety boots.</p></div>`,
    ),
  });

  pages['/request-a-quote'] = page({
    path: '/request-a-quote',
    title: 'Request a Survey',
    main: section(
      `<h1>Request a Survey</h1><p>Tell us the property’s municipal address or PIN, what the survey is for and when you need it. We answer within two business days.</p><p>Send the details to ${mailto(`requests@${HOST}`)} or call ${tel('613-555-0148')}.</p>` +
        `<div class="w-form"><form id="quote-form" name="wf-form-Quote" data-name="Quote" method="get" class="quote-form"><label for="email">Email</label><input class="w-input" maxlength="256" name="email" data-name="Email" placeholder="" type="email" id="email" required=""><input type="submit" data-wait="Please wait..." class="button w-button" value="Send request"></form><div class="w-form-done"><div>Thank you! We’ve received your request.</div></div><div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      `<h1>Contact</h1><div class="w-layout-grid grid-2"><div><h3>Kingston (head office)</h3><p>1120 Gardiners Road, Unit 6, Kingston, ON K7P 1R7<br>${tel('613-555-0148')}</p></div><div><h3>Brockville</h3><p>22 King Street West, Brockville, ON K6V 3P7<br>${tel('613-555-0175')}</p></div></div><p>General inquiries: ${mailto(`info@${HOST}`)}</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy & Accessibility', main: section(`<h1>Privacy &amp; Accessibility</h1><p>We comply with PIPEDA and the Accessibility for Ontarians with Disabilities Act. Alternate formats are available on request.</p>`) });

  pages['/client-portal'] = page({
    path: '/client-portal',
    title: 'Client Portal',
    main: section(`<h1>Client Portal</h1><p>Download your signed plans and invoices. Locked out? Contact ${mailto(`portal@${HOST}`)}.</p>`),
  });

  const ul: CaseKind = 'link-english-unlisted';
  const cases = (p: Person): CaseKind[] => {
    const out: CaseKind[] = ['card', p.how === 'plain' ? 'plain' : 'script-charcode', ul];
    if (p.letters) out.push('post-nominal');
    if (p.local === 'marc-andre.belanger') out.push('json-ld-person', 'json-ld-mailto');
    return out;
  };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/services', '/our-people', '/join-our-crew', '/request-a-quote', '/contact', '/privacy'], '2025-02-18'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'us-east-1', 'CF-Cache-Status': 'HIT', 'surrogate-key': 'tamarack-geomatics.webflow.io 65b2f1c9a4e8d7001f3c2a10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-108',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `requests@${HOST}`, name: null, title: null, pages: ['/request-a-quote'], cases: ['role', 'plain', ul] },
        ...PEOPLE.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          pages: ['/our-people'],
          ...(p.how === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: HANNAH_CODES } } : {}),
          cases: cases(p),
        })),
        { address: `dale.sutherland@${HOST}`, name: 'Dale Sutherland', title: 'Vice-President, Legal Surveys', pages: ['/join-our-crew'], cases: ['prose', 'post-nominal', 'plain', ul] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'tamarack-logo@2x.png', kind: 'retina' },
        { text: 'support@teranet-express.test', kind: 'other-company' },
      ],
    },
  };
}
