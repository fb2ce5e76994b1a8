/**
 * Ashdale Whitmore LLP: a twelve-lawyer firm on Bay Street, Toronto, on Drupal 10. "Our Lawyers"
 * is a Views table (the founding partner with "K.C."; two associates' addresses written with
 * [at] and [dot]); her profile page carries RDFa; the site JSON-LD nests a partner as a
 * department's employee; the contact page gives media inquiries on a label line; "Careers" states
 * the address scheme and names the student programs manager on a title, name line; the pro bono
 * page is listed only in the sitemap robots.txt names at a non-default path. The staff login page
 * (disallowed) and the court's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ashdale-whitmore-law-toronto.test';
const ORIGIN = `http://${HOST}`;
const OBF = (local: string) => `${local} [at] ashdale-whitmore-law-toronto [dot] test`;

const MENU: [string, string][] = [
  ['/practice-areas', 'Practice Areas'],
  ['/lawyers', 'Our Lawyers'],
  ['/insights', 'Insights'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Ashdale Whitmore LLP',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Xk2mP9aQ7rT3vW5yZ1bC4dE6fG8hJ0kL.css?delta=0&amp;language=en&amp;theme=ashdale&amp;include=eJx1jEEK">`,
  ],
  header: () =>
    `<header role="banner"><div class="region region-header"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/ashdale/logo.svg" alt="Ashdale Whitmore LLP"></a></div><div class="region region-primary-menu"><nav role="navigation" aria-labelledby="block-ashdale-main-menu-menu" id="block-ashdale-main-menu"><ul class="menu menu--main">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" data-drupal-link-system-path="node/${h.length}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer role="contentinfo" class="site-footer"><div class="region region-footer"><p>Ashdale Whitmore LLP · 200 Bay Street, Suite 2710, Toronto, ON M5J 2J2 · ${tel('416-555-0150')}</p><p>Office hours: Monday to Friday, 8:30 a.m. to 5:30 p.m.</p><p>${mailto(`info@${HOST}`)}</p><p><a href="/legal-notice">Legal notice</a> · <a href="/privacy">Privacy</a> · <a href="/user/login">Staff login</a></p></div></footer>`,
  privacyPath: { en: '/privacy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-CA', ...spec });

type Lawyer = { shown: string; name: string; slug: string; title: string; practice: string; phone: string; local: string; obf: boolean };
const LAWYERS: Lawyer[] = [
  { shown: 'Margaret Ashdale, K.C.', name: 'Margaret Ashdale', slug: 'margaret-ashdale', title: 'Founding Partner', practice: 'Commercial Litigation', phone: '416-555-0151', local: 'margaret.ashdale', obf: false },
  { shown: 'Daniel Whitmore', name: 'Daniel Whitmore', slug: 'daniel-whitmore', title: 'Managing Partner', practice: 'Corporate & Commercial', phone: '416-555-0152', local: 'daniel.whitmore', obf: false },
  { shown: 'Priya Raman', name: 'Priya Raman', slug: 'priya-raman', title: 'Partner', practice: 'Real Estate', phone: '416-555-0156', local: 'priya.raman', obf: false },
  { shown: 'Kevin Tremblay', name: 'Kevin Tremblay', slug: 'kevin-tremblay', title: 'Associate', practice: 'Employment & Labour', phone: '416-555-0161', local: 'kevin.tremblay', obf: true },
  { shown: 'Jasmine Chow', name: 'Jasmine Chow', slug: 'jasmine-chow', title: 'Associate', practice: 'Wills, Estates & Trusts', phone: '416-555-0164', local: 'jasmine.chow', obf: true },
  { shown: 'Nadia Petrov', name: 'Nadia Petrov', slug: 'nadia-petrov', title: 'Law Clerk', practice: 'Real Estate', phone: '416-555-0167', local: 'nadia.petrov', obf: false },
];

const SCHEME = `firstname.lastname@${HOST}`;

export function ashdaleWhitmoreLaw(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const orgLd = {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: 'Ashdale Whitmore LLP',
    url: `${ORIGIN}/`,
    telephone: '+1-416-555-0150',
    address: { '@type': 'PostalAddress', streetAddress: '200 Bay Street, Suite 2710', addressLocality: 'Toronto', addressRegion: 'ON', postalCode: 'M5J 2J2', addressCountry: 'CA' },
    department: [
      { '@type': 'LegalService', name: 'Ashdale Whitmore LLP – Real Estate Group', employee: [{ '@type': 'Person', name: 'Priya Raman', jobTitle: 'Partner', email: `priya.raman@${HOST}` }] },
    ],
  };
  pages['/'] = page({ path: '/', title: 'Business and litigation lawyers in Toronto', jsonLd: [orgLd], main: `<div class="hero"><h1>Practical advice. Determined advocacy.</h1><p>Since 1998 Ashdale Whitmore has advised owner-managed businesses, families and not-for-profits across the Greater Toronto Area.</p><p><a href="/lawyers">Meet our lawyers</a></p></div>` });
  pages['/practice-areas'] = page({ path: '/practice-areas', title: 'Practice Areas', main: `<h1>Practice Areas</h1><ul><li>Commercial Litigation</li><li>Corporate &amp; Commercial</li><li>Real Estate</li><li>Employment &amp; Labour</li><li>Wills, Estates &amp; Trusts</li></ul>` });
  pages['/lawyers'] = page({
    path: '/lawyers',
    title: 'Our Lawyers',
    jsonLd: [orgLd],
    main:
      `<h1>Our Lawyers</h1><div class="view view-lawyers view-id-lawyers view-display-id-page_1"><table class="views-table cols-5"><thead><tr><th id="view-title-table-column">Name</th><th>Title</th><th>Practice</th><th>Direct</th><th>Email</th></tr></thead><tbody>` +
      LAWYERS.map(
        (l) =>
          `<tr><td headers="view-title-table-column"><a href="/lawyers/${l.slug}" hreflang="en">${esc(l.shown)}</a></td><td>${esc(l.title)}</td><td>${esc(l.practice)}</td><td>${tel(l.phone)}</td><td>${l.obf ? `<span class="email-obfuscated">${OBF(l.local)}</span>` : mailto(`${l.local}@${HOST}`)}</td></tr>`,
      ).join('') +
      `</tbody></table></div>`,
  });
  pages['/lawyers/margaret-ashdale'] = page({
    path: '/lawyers/margaret-ashdale',
    title: 'Margaret Ashdale, K.C.',
    main: `<article vocab="https://schema.org/" typeof="Person" class="node node--type-lawyer"><h1><span property="name">Margaret Ashdale</span>, <span property="honorificSuffix">K.C.</span></h1><p class="field--name-field-title" property="jobTitle">Founding Partner</p><p>Margaret has appeared before all levels of court in Ontario and at the Supreme Court of Canada. She was appointed King’s Counsel in 2019.</p><p>Direct: ${tel('416-555-0151')}<br>Email: <a property="email" href="mailto:margaret.ashdale@${HOST}">margaret.ashdale@${HOST}</a></p></article>`,
  });
  pages['/insights'] = page({ path: '/insights', title: 'Insights', main: `<h1>Insights</h1><article><h2>Ontario’s new non-compete rules, two years on</h2><p>Employers should review offer letters now.</p></article><p>Filing deadlines for the Superior Court are published by the court (scj.civil.toronto@ontario-courts.example.ca).</p>` });
  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: `<h1>Careers</h1><p>We hire two articling students each year and welcome applications from lateral associates and law clerks. Individual email addresses at the firm follow the format ${SCHEME}.</p><h2>Articling &amp; summer students</h2><p>Student Programs Manager: Omar Haddad, ${mailto(`omar.haddad@${HOST}`)}</p>`,
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: `<h1>Contact Us</h1><p>General inquiries: ${mailto(`info@${HOST}`)} · ${tel('416-555-0150')}</p><p>Please do not send confidential information until we have confirmed that we can act for you.</p><p class="media-contact">Media inquiries: Laura Fenwick, Director of Marketing &amp; Communications, ${tel('416-555-0182')}, ${mailto(`laura.fenwick@${HOST}`)}</p>`,
  });
  pages['/pro-bono'] = page({
    path: '/pro-bono',
    title: 'Pro Bono',
    main: `<h1>Pro Bono at Ashdale Whitmore</h1><p>Every lawyer at the firm gives at least 40 hours a year to pro bono work, including the Thursday evening tenant clinic with Parkdale Community Legal Services.</p><p>Teresa Alvarez, Pro Bono Coordinator, ${mailto(`teresa.alvarez@${HOST}`)}</p>`,
  });
  pages['/legal-notice'] = page({ path: '/legal-notice', title: 'Legal notice', main: `<h1>Legal notice</h1><p>The content of this site is general information, not legal advice.</p>` });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<h1>Privacy</h1><p>We comply with PIPEDA.</p>` });
  pages['/user/login'] = page({ path: '/user/login', title: 'Log in', main: `<h1>Log in</h1><form class="user-login-form"><input name="name" type="text"><input name="pass" type="password"></form><p>Locked out? Contact ${mailto(`webmaster@${HOST}`)}</p>` });
  pages['/xmlsitemap/en/sitemap.xml'] = { body: urlset(HOST, ['/', '/practice-areas', '/lawyers', '/insights', '/careers', '/contact', '/pro-bono']), contentType: 'application/xml; charset=utf-8' };

  const lawyerCases = (l: Lawyer): CaseKind[] => [
    'table',
    l.obf ? 'obfuscated' : 'plain',
    'link-english-unlisted',
    ...(l.local === 'margaret.ashdale' ? (['post-nominal', 'rdfa'] as CaseKind[]) : []),
    ...(l.local === 'priya.raman' ? (['json-ld-nested'] as CaseKind[]) : []),
  ];
  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /search/\nDisallow: /node/add/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\n\nSitemap: ${ORIGIN}/xmlsitemap/en/sitemap.xml\n`,
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-80',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...LAWYERS.map((l) => ({ address: `${l.local}@${HOST}`, name: l.name, title: l.title, pages: l.local === 'margaret.ashdale' ? ['/lawyers', '/lawyers/margaret-ashdale'] : ['/lawyers'], cases: lawyerCases(l) })),
        { address: `omar.haddad@${HOST}`, name: 'Omar Haddad', title: 'Student Programs Manager', pages: ['/careers'], cases: ['title-name-line', 'plain'] },
        { address: `laura.fenwick@${HOST}`, name: 'Laura Fenwick', title: 'Director of Marketing & Communications', pages: ['/contact'], cases: ['label-line', 'plain'] },
        { address: `teresa.alvarez@${HOST}`, name: 'Teresa Alvarez', title: 'Pro Bono Coordinator', pages: ['/pro-bono'], cases: ['sitemap-robots', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/careers', text: SCHEME },
      disallowed: ['/user/login'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `webmaster@${HOST}`, kind: 'disallowed' },
        { text: 'scj.civil.toronto@ontario-courts.example.ca', kind: 'other-company' },
      ],
    },
  };
}
