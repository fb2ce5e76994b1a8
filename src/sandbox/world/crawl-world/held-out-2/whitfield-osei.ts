/**
 * Whitfield & Osei CPAs, PLLC, an accounting firm in Portland, Oregon (English). Second held-out
 * set.
 *
 * Shows: English anchor texts outside the usual words ("Who We Are", "Careers"); team cards with
 * post-nominals ("CPA", "CPA, CFP®", "EA"); JSON-LD on the home page with a contactPoint, employee
 * Persons (one mailto:) and a department whose employee's address the visible page never shows; a
 * staff table with a header row; a "Name – Title · address" line; prose naming the firm
 * administrator; a payroll mailbox in the sentence after the payroll manager's name (not hers); a
 * client-portal vendor's support address; a placeholder in the contact form; a client portal
 * staff directory robots.txt disallows (linked from the footer).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'whitfield-osei.test';
const ORIGIN = `http://${HOST}`;

const A = {
  office: `office@${HOST}`,
  whitfield: `dwhitfield@${HOST}`,
  osei: `kosei@${HOST}`,
  nguyen: `rnguyen@${HOST}`,
  doyle: `mdoyle@${HOST}`,
  raman: `praman@${HOST}`,
  becker: `tbecker@${HOST}`,
  payroll: `payroll@${HOST}`,
  chen: `lchen@${HOST}`,
  pike: `jpike@${HOST}`,
};

const PORTAL = [`skhan@${HOST}`, `it-admin@${HOST}`];
const VENDOR = 'support@clientvault.test';
const PLACEHOLDER = 'name@example.com';

const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/who-we-are', 'Who We Are'],
  ['/services', 'Services'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Whitfield & Osei CPAs',
  head: [
    '<meta name="generator" content="Squarespace">',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64f1c2a9e3b1/12/site.css">',
    '<script>Static=window.Static||{};Static.SQUARESPACE_CONTEXT={"websiteId":"64f1c2a9e3b1","templateId":"5c5a519771c10ba3470d8101"};</script>',
  ],
  privacyPath: { en: '/privacy-policy' },
  header: (page) =>
    `<header class="header" data-section-theme="dark">\n` +
    `  <div class="header-title"><a href="/" class="header-title-logo"><img src="https://images.squarespace-cdn.com/content/v1/64f1c2a9e3b1/wo-logo.png?format=750w" alt="Whitfield &amp; Osei CPAs"></a></div>\n` +
    `  <nav class="header-nav"><div class="header-nav-list">${NAV.map(([href, label]) => `<div class="header-nav-item${href === page.path ? ' header-nav-item--active' : ''}"><a href="${href}">${esc(label)}</a></div>`).join('')}</div></nav>\n` +
    `  <a class="btn header-actions-action" href="/contact">Schedule a consultation</a>\n` +
    `</header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections">\n<section class="page-section"><div class="content">\n` +
    `  <p><strong>Whitfield &amp; Osei CPAs, PLLC</strong><br>1120 SW Morrison St, Suite 400<br>Portland, OR 97205</p>\n` +
    `  <p>${tel('(503) 555-0140')}<br>${mailto(A.office)}</p>\n` +
    `  <p><a href="/privacy-policy">Privacy Policy</a> · <a href="/client-portal/staff-directory">Staff Login</a></p>\n` +
    `  <p>© 2025 Whitfield &amp; Osei CPAs, PLLC. Member AICPA and OSCPA.</p>\n` +
    `</div></section>\n</footer>`,
  bodyEnd: ['<script defer src="https://assets.squarespace.com/universal/scripts-compressed/website.js"></script>'],
};

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

function teamCard(photo: string, name: string, role: string, bio: string, phone: string, address?: string): string {
  return (
    `<div class="user-items-list-item-container team-card">\n` +
    `  <img src="https://images.squarespace-cdn.com/content/v1/64f1c2a9e3b1/${photo}.jpg?format=500w" alt="${esc(name)}">\n` +
    `  <h2 class="list-item-content__title">${esc(name)}</h2>\n` +
    `  <p class="list-item-content__subtitle">${esc(role)}</p>\n` +
    `  <div class="list-item-content__description"><p>${esc(bio)}</p><p>${tel(phone)}${address ? ` | ${mailto(address)}` : ''}</p></div>\n` +
    `</div>`
  );
}

function pages(): Record<string, SandboxPage> {
  const firm = {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: 'Whitfield & Osei CPAs, PLLC',
    url: `${ORIGIN}/`,
    telephone: '+1-503-555-0140',
    priceRange: '$$',
    address: { '@type': 'PostalAddress', streetAddress: '1120 SW Morrison St, Suite 400', addressLocality: 'Portland', addressRegion: 'OR', postalCode: '97205', addressCountry: 'US' },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+1-503-555-0140', email: A.office },
    employee: [
      { '@type': 'Person', name: 'David Whitfield', jobTitle: 'Managing Partner', email: `mailto:${A.whitfield}` },
      { '@type': 'Person', name: 'Kwame Osei', jobTitle: 'Partner, Tax Advisory', email: A.osei },
    ],
    department: [
      {
        '@type': 'Organization',
        name: 'Whitfield & Osei Payroll Services',
        employee: { '@type': 'Person', name: 'Megan Doyle', jobTitle: 'Payroll Manager', email: A.doyle },
      },
    ],
  };
  return {
    '/': page({
      path: '/',
      lang: 'en-US',
      title: 'CPAs for small businesses and families in Portland',
      description: 'Tax preparation, bookkeeping, payroll and audit services for small businesses, nonprofits and families in the Portland metro area.',
      jsonLd: [firm],
      main:
        `<section class="page-section hero"><h1>Numbers you can trust. People you can call.</h1>\n` +
        `<p>Since 2011, Whitfield &amp; Osei has helped Portland small businesses, nonprofits and families with tax planning, bookkeeping, payroll and audits.</p>\n` +
        `<a class="sqs-block-button-element" href="/contact">Book a free 30-minute consultation</a></section>\n` +
        `<section class="page-section"><div class="row"><div class="col"><h3>Tax</h3><p>Individual and business returns, planning, IRS representation.</p></div>` +
        `<div class="col"><h3>Payroll</h3><p>Full-service payroll for teams of 2 to 200.</p></div><div class="col"><h3>Audit &amp; Assurance</h3><p>Reviews and audits for nonprofits and HOAs.</p></div></div></section>`,
    }),
    '/who-we-are': page({
      path: '/who-we-are',
      lang: 'en-US',
      title: 'Who We Are',
      main:
        `<section class="page-section"><h1>Who We Are</h1>\n<p>We are a team of twelve CPAs, enrolled agents and bookkeepers. Partners answer their own phones.</p></section>\n` +
        `<section class="page-section user-items-list">\n` +
        teamCard('david-whitfield', 'David Whitfield, CPA', 'Managing Partner', 'David founded the firm in 2011 after ten years in public accounting.', '(503) 555-0141', A.whitfield) + '\n' +
        teamCard('kwame-osei', 'Kwame Osei, CPA, CFP®', 'Partner, Tax Advisory', 'Kwame advises business owners on entity choice, succession and retirement planning.', '(503) 555-0143', A.osei) + '\n' +
        teamCard('rachel-nguyen', 'Rachel Nguyen, EA', 'Tax Manager', 'Rachel represents clients before the IRS and the Oregon Department of Revenue.', '(503) 555-0145', A.nguyen) + '\n' +
        teamCard('megan-doyle', 'Megan Doyle', 'Payroll Manager', 'Megan runs payroll for more than 90 small businesses.', '(503) 555-0148') + '\n' +
        `</section>`,
    }),
    '/services': page({
      path: '/services',
      lang: 'en-US',
      title: 'Services',
      main:
        `<h1>Services</h1>\n<h2>Tax preparation &amp; planning</h2><p>Individual, partnership, S-corp and C-corp returns; quarterly estimates; multi-state filings.</p>\n` +
        `<h2>Bookkeeping &amp; payroll</h2><p>Monthly close in QuickBooks Online or Xero; payroll, 941s and W-2s.</p>\n` +
        `<h2>Audit &amp; assurance</h2><p>Financial statement reviews and audits for nonprofits, HOAs and grant recipients.</p>\n` +
        `<p class="lead-contact"><strong>Laura Chen</strong> – Audit Senior Manager · ${mailto(A.chen)}</p>`,
    }),
    '/careers': page({
      path: '/careers',
      lang: 'en-US',
      title: 'Careers',
      main:
        `<h1>Careers</h1>\n<p>We hire staff accountants each summer and offer paid CPA exam study time, a four-day week outside tax season and a real mentor.</p>\n` +
        `<h2>Open positions</h2><ul><li>Staff Accountant (Tax)</li><li>Seasonal Tax Preparer, January–April</li></ul>\n` +
        `<p>Interested? Send your résumé and a short note to our firm administrator, Joanne Pike, at ${mailto(A.pike)}. We read every application.</p>`,
    }),
    '/contact': page({
      path: '/contact',
      lang: 'en-US',
      title: 'Contact',
      main:
        `<h1>Contact us</h1>\n<p>1120 SW Morrison St, Suite 400, Portland, OR 97205 · ${tel('(503) 555-0140')} · ${mailto(A.office)}</p>\n` +
        `<h2>Who to contact</h2>\n<table class="staff-table">\n<thead><tr><th>Name</th><th>Role</th><th>Direct line</th><th>Email</th></tr></thead>\n<tbody>\n` +
        `<tr><td>Priya Raman</td><td>Client Services Coordinator</td><td>(503) 555-0142</td><td>${mailto(A.raman)}</td></tr>\n` +
        `<tr><td>Tom Becker</td><td>IT &amp; Client Portal Administrator</td><td>(503) 555-0146</td><td>${mailto(A.becker)}</td></tr>\n` +
        `</tbody></table>\n` +
        `<h2>Payroll clients</h2>\n<p>Megan Doyle and her team process payroll every Friday. Please send timesheets and payroll changes to ${mailto(A.payroll)} by Tuesday at noon.</p>\n` +
        `<p>Can't log in to the client portal? The portal is run by ClientVault; their support desk answers at ${mailto(VENDOR)}.</p>\n` +
        `<form class="form-wrapper" method="post" action="/api/form/submit"><label>Name<input name="fname"></label><label>Email<input type="email" name="email" placeholder="${PLACEHOLDER}"></label><label>How can we help?<textarea name="message"></textarea></label><button type="submit">Send</button></form>`,
    }),
    '/privacy-policy': page({
      path: '/privacy-policy',
      lang: 'en-US',
      title: 'Privacy Policy',
      main: `<h1>Privacy Policy</h1>\n<p>We collect only the information you give us to provide our services. Questions about this policy: ${mailto(A.office)}.</p>`,
    }),
    '/client-portal/staff-directory': page({
      path: '/client-portal/staff-directory',
      lang: 'en-US',
      title: 'Staff directory',
      main: `<h1>Staff directory (staff only)</h1>\n<ul><li>Sana Khan, Staff Accountant – ${PORTAL[0]}</li><li>IT administration – ${PORTAL[1]}</li></ul>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.office, name: null, title: null, pages: ['/', '/contact', '/privacy-policy'], cases: ['json-ld-contact-point', 'role', 'plain'] },
  {
    address: A.whitfield,
    name: 'David Whitfield',
    title: 'Managing Partner',
    pages: ['/', '/who-we-are'],
    cases: ['link-english-unlisted', 'card', 'post-nominal', 'json-ld-person', 'json-ld-mailto', 'plain'],
  },
  { address: A.osei, name: 'Kwame Osei', title: 'Partner, Tax Advisory', pages: ['/', '/who-we-are'], cases: ['link-english-unlisted', 'card', 'post-nominal', 'json-ld-person', 'plain'] },
  { address: A.nguyen, name: 'Rachel Nguyen', title: 'Tax Manager', pages: ['/who-we-are'], cases: ['link-english-unlisted', 'card', 'post-nominal', 'plain'] },
  { address: A.doyle, name: 'Megan Doyle', title: 'Payroll Manager', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
  { address: A.raman, name: 'Priya Raman', title: 'Client Services Coordinator', pages: ['/contact'], cases: ['table', 'plain'] },
  { address: A.becker, name: 'Tom Becker', title: 'IT & Client Portal Administrator', pages: ['/contact'], cases: ['table', 'plain'] },
  { address: A.payroll, name: null, title: null, pages: ['/contact'], cases: ['neighbour', 'plain'] },
  { address: A.chen, name: 'Laura Chen', title: 'Audit Senior Manager', pages: ['/services'], cases: ['name-title-line', 'plain'] },
  { address: A.pike, name: 'Joanne Pike', title: 'firm administrator', pages: ['/careers'], cases: ['prose', 'plain'] },
];

export function whitfieldOsei(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /client-portal/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/who-we-are', '/services', '/careers', '/contact', '/privacy-policy'], '2025-03-02'),
      pages: pages(),
      headers: { Server: 'Squarespace', 'X-Contextid': 'Jq3Ls9Xa/ZtR2w8mE' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-2',
      languages: ['en'],
      addresses,
      pattern: '{f}{last}',
      disallowed: ['/client-portal/staff-directory'],
      nonAddresses: [
        ...PORTAL.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: VENDOR, kind: 'other-company' },
        { text: PLACEHOLDER, kind: 'placeholder' },
      ],
    },
  };
}
