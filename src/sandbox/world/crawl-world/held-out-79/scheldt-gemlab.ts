/**
 * Scheldt Gemmological Laboratory: an independent diamond-grading lab in Antwerp's diamond
 * district, on Drupal 10, written in English. The management and graders as a staff table with
 * doctorates before and gemmological diplomas after the names, the client relations manager as
 * "Name, title, address" on the submissions page, and a news item on lab-grown diamond detection
 * listed only in the news sitemap the robots.txt names. The report-verification client's git URL,
 * the placeholder in the submission form, a courier's address and the client portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'scheldt-gemlab-antwerp.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/grading-services', 'Grading services'],
  ['/submitting-stones', 'Submitting stones'],
  ['/about/our-team', 'Our team'],
  ['/report-check', 'Report check'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Scheldt Gemmological Laboratory',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_q2Xv8d0r7Tb1mZk4yH6pLw3nJs5aF9cE.css?delta=0&amp;language=en&amp;theme=sgl">`,
  ],
  header: () =>
    `<a href="#main-content" class="visually-hidden focusable">Skip to main content</a><div class="dialog-off-canvas-main-canvas"><header role="banner" class="region region-header"><div id="block-sgl-branding" class="block block-system block-system-branding-block"><a href="/" rel="home"><img src="/themes/custom/sgl/logo.svg" alt="Home"></a><div class="site-name">Scheldt Gemmological Laboratory</div><div class="site-slogan">Independent diamond grading since 1987</div></div></header>` +
    `<nav role="navigation" aria-labelledby="block-sgl-main-menu-menu" id="block-sgl-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-sgl-main-menu-menu">Main navigation</h2><ul class="menu">` +
    MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}" data-drupal-link-system-path="node/${href.length}">${esc(label)}</a></li>`).join('') +
    `</ul></nav>`,
  footer: () =>
    `<footer role="contentinfo" class="region region-footer"><div id="block-sgl-footer-address" class="block block-block-content"><p><strong>Scheldt Gemmological Laboratory BV</strong><br>Hoveniersstraat 31, bus 4<br>2018 Antwerpen, Belgium<br>VAT BE 0412.345.678</p>` +
    `<p>Reception desk: Monday–Friday 9:00–12:30 and 13:30–17:00 (security check at the entrance; bring ID)</p><p>${tel('+32 3 555 28 40')} · ${mailto(`lab@${HOST}`)}</p></div>` +
    `<nav class="menu--footer"><ul class="menu"><li><a href="/privacy-policy">Privacy policy</a></li><li><a href="/terms-of-service">Terms of service</a></li><li><a href="/client-portal">Client portal</a></li></ul></nav></footer></div>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: ['<script src="/core/misc/drupal.js?v=10.3.1"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });
const node = (title: string, html: string): string =>
  `<a id="main-content" tabindex="-1"></a><div class="region region-content"><h1 class="page-title"><span class="field field--name-title">${esc(title)}</span></h1><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div>`;

type Staff = { shown: string; name: string; title: string; local: string; honor?: boolean; post?: boolean };
const STAFF: Staff[] = [
  { shown: 'Willem Peeters, PhD', name: 'Willem Peeters', title: 'Managing Director', local: 'willem.peeters', post: true },
  { shown: 'Dr. Sofie Claes', name: 'Sofie Claes', title: 'Head of Research', local: 'sofie.claes', honor: true },
  { shown: 'Arjun Mehta FGA DGA', name: 'Arjun Mehta', title: 'Senior Diamond Grader', local: 'arjun.mehta', post: true },
  { shown: 'Elise Wouters', name: 'Elise Wouters', title: 'Quality Manager', local: 'elise.wouters' },
  { shown: 'Lukas Vermeulen', name: 'Lukas Vermeulen', title: 'Diamond Grader', local: 'lukas.vermeulen' },
  { shown: 'Nele Verhoeven', name: 'Nele Verhoeven', title: 'Laboratory Technician – Spectroscopy', local: 'nele.verhoeven' },
];

export function scheldtGemlab(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Independent diamond grading in Antwerp',
    main: node(
      'Independent diamond grading in Antwerp',
      `<p>We grade polished diamonds for the trade: colour, clarity, cut and fluorescence, with full screening for treatments and laboratory-grown material. Most stones are returned within three working days.</p><p><a href="/grading-services">Our services</a> · <a href="/submitting-stones">How to submit</a></p>`,
    ),
  });
  pages['/grading-services'] = page({
    path: '/grading-services',
    title: 'Grading services',
    main: node('Grading services', `<table><tr><th>Service</th><th>Turnaround</th></tr><tr><td>Full grading report</td><td>3 working days</td></tr><tr><td>Diamond dossier (under 1 ct)</td><td>2 working days</td></tr><tr><td>Lab-grown identification</td><td>24 hours</td></tr></table>`),
  });
  pages['/submitting-stones'] = page({
    path: '/submitting-stones',
    title: 'Submitting stones',
    main: node(
      'Submitting stones',
      `<p>Stones are received at the reception desk on Hoveniersstraat or through insured courier. Brinks Antwerp collects consignments on request (bookings: antwerp.bookings@brinks-courier.test).</p>` +
        `<p>For account set-up, volume pricing and questions about a report already issued, please contact Tom Janssens, Client Relations Manager, ${mailto(`tom.janssens@${HOST}`)}, ${tel('+32 3 555 28 47')}.</p>` +
        `<form class="webform-submission-form"><label for="edit-email">Your e-mail</label><input type="email" id="edit-email" name="email" placeholder="you@example.com"><label for="edit-lot">Lot number</label><input id="edit-lot" name="lot"><button type="submit">Request a submission form</button></form>`,
    ),
  });
  pages['/about/our-team'] = page({
    path: '/about/our-team',
    title: 'Our team',
    main: node(
      'Our team',
      `<p>All stones are graded blind by at least two graders; disputed grades go to a third.</p><table class="views-table cols-3"><thead><tr><th>Name</th><th>Position</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td class="views-field views-field-title">${esc(s.shown)}</td><td class="views-field views-field-field-position">${esc(s.title)}</td><td class="views-field views-field-field-email">${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });
  pages['/report-check'] = page({
    path: '/report-check',
    title: 'Report check',
    main: node(
      'Report check',
      `<p>Enter the report number engraved on the girdle to check a report online. Trading platforms can use our verification API; the open-source client is available with <code>git clone git@github.com:scheldt-gemlab/report-verify.git</code>.</p><form><input name="report" placeholder="SGL-2500001"><button>Check</button></form>`,
    ),
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: node('Contact', `<p>Hoveniersstraat 31, bus 4, 2018 Antwerpen (3rd floor)</p><p>General enquiries: ${mailto(`lab@${HOST}`)} · ${tel('+32 3 555 28 40')}</p><p>Invoices: ${mailto(`accounts@${HOST}`)}</p>`),
  });
  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', main: node('Privacy policy', `<p>Scheldt Gemmological Laboratory BV is the controller of your personal data.</p>`) });
  pages['/terms-of-service'] = page({ path: '/terms-of-service', title: 'Terms of service', main: node('Terms of service', `<p>Reports describe the stone at the time of examination.</p>`) });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client portal', main: node('Client portal', `<p>Track your lots and download reports. Access problems: ${mailto(`portal-support@${HOST}`)}</p>`) });
  pages['/news/cvd-screening-2025'] = page({
    path: '/news/cvd-screening-2025',
    title: 'New screening protocol for CVD-grown diamonds',
    main: node(
      'New screening protocol for CVD-grown diamonds',
      `<p>From 1 May every stone above 0.30 ct passes through our new photoluminescence mapping step, which picks up the silicon-vacancy signal typical of CVD growth.</p>` +
        `<p>“Melee parcels are where most undisclosed synthetics turn up,” says Hannah Goossens, Lead Spectroscopist, who designed the protocol. Members of the trade with questions can write to her at ${mailto(`hannah.goossens@${HOST}`)}.</p>`,
    ),
  });
  pages['/sitemaps/news.xml'] = xmlPage(urlset(HOST, ['/news/cvd-screening-2025'], '2025-04-30'));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemaps/news.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/grading-services', '/submitting-stones', '/about/our-team', '/report-check', '/contact'], '2025-04-30'),
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-79',
      languages: ['en'],
      addresses: [
        { address: `lab@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `accounts@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/about/our-team'],
          cases: ['table', 'plain', ...(s.honor ? ['honorific'] : []), ...(s.post ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `tom.janssens@${HOST}`, name: 'Tom Janssens', title: 'Client Relations Manager', pages: ['/submitting-stones'], cases: ['name-title-line', 'link-english-unlisted', 'plain'] },
        { address: `hannah.goossens@${HOST}`, name: 'Hannah Goossens', title: 'Lead Spectroscopist', pages: ['/news/cvd-screening-2025'], cases: ['prose', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal-support@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:scheldt-gemlab/report-verify.git', kind: 'git' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'antwerp.bookings@brinks-courier.test', kind: 'other-company' },
      ],
    },
  };
}
