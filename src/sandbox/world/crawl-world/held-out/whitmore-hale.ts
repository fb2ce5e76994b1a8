/**
 * HELD-OUT SET: do not read this file while tuning the crawler or its extractors (see index.ts).
 *
 * Whitmore & Hale LLP, a law firm in Columbus, Ohio (US English).
 *
 * Shows: "Attorneys" and "Our Staff" pages; post-nominals (Esq., J.D., LL.M.) and middle
 * initials; a staff table; an "Of Counsel: Name — address" line; a JSON-LD LegalService with a
 * "mailto:" contactPoint stated nowhere else and a founder; the reception address built from
 * variables by an inline script; a sitemap index named by robots.txt with a resource page listed
 * only there (prose owner); a client portal robots.txt disallows; an address in a comment; a
 * court's and a placeholder address.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'whitmore-hale.test';
const ORIGIN = `http://${HOST}`;

const A = {
  jwhitmore: `jwhitmore@${HOST}`,
  phale: `phale@${HOST}`,
  dokafor: `dokafor@${HOST}`,
  msantos: `msantos@${HOST}`,
  lcho: `lcho@${HOST}`,
  intake: `intake@${HOST}`,
  reception: `reception@${HOST}`,
  rfeld: `rfeld@${HOST}`,
  gliu: `gliu@${HOST}`,
  careers: `careers@${HOST}`,
};
const COMMENTED = `webforms@${HOST}`;
const PORTAL = [`docs-upload@${HOST}`, `kbrennan@${HOST}`];
const COURT = 'probate.clerk@franklincountyohio.test';

const RECEPTION_SCRIPT = `<script>\nvar p1 = 'reception';\nvar p2 = 'whitmore-hale' + '.test';\nvar em = p1 + '@' + p2;\ndocument.write('<a href="mailto:' + em + '">' + em + '</a>');\n</script>`;

const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/practice-areas', 'Practice Areas'],
  ['/attorneys', 'Attorneys'],
  ['/our-staff', 'Our Staff'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Whitmore & Hale LLP',
  head: ['<meta name="generator" content="Squarespace">', '<link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/64a1/site.css">'],
  privacyPath: { en: '/privacy' },
  header: () =>
    `<header id="header"><div class="header-title"><a href="/">Whitmore &amp; Hale <span>LLP</span></a></div>\n` +
    `<nav class="header-nav">${NAV.map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join('\n')}</nav>\n<div class="header-phone">(614) 555-0123</div></header>`,
  footer: () =>
    `<footer id="footer"><p>Whitmore &amp; Hale LLP · 250 E Broad St, Suite 1400 · Columbus, OH 43215</p>\n<p>Front desk: ${RECEPTION_SCRIPT}<noscript>(614) 555-0123</noscript></p>\n` +
    `<p class="disclaimer">Attorney advertising. Prior results do not guarantee a similar outcome. <a href="/privacy">Privacy</a> · <a href="/client-portal/documents">Client Portal</a></p></footer>`,
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'en-US', ...spec });
}

function attorney(name: string, title: string, email: string, bio: string): string {
  return `<div class="attorney-card"><img src="/s/${name.split(' ')[0]!.toLowerCase()}.jpg" alt=""><h2>${esc(name)}</h2><h3>${esc(title)}</h3><p>${esc(bio)}</p><p>${mailto(email)} · (614) 555-01${email.length}</p></div>`;
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      title: 'Estate Planning, Probate & Business Law in Columbus',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'LegalService',
          name: 'Whitmore & Hale LLP',
          url: `${ORIGIN}/`,
          telephone: '+1-614-555-0123',
          address: { '@type': 'PostalAddress', streetAddress: '250 E Broad St, Suite 1400', addressLocality: 'Columbus', addressRegion: 'OH', postalCode: '43215', addressCountry: 'US' },
          contactPoint: { '@type': 'ContactPoint', contactType: 'new client intake', email: `mailto:${A.intake}`, telephone: '+1-614-555-0130' },
          founder: [{ '@type': 'Person', name: 'Jonathan R. Whitmore', honorificSuffix: 'Esq.', jobTitle: 'Managing Partner', email: A.jwhitmore }],
        },
      ],
      main:
        `<section class="banner"><h1>Practical counsel for families and closely held businesses</h1><p>Wills and trusts, probate administration, business formation and succession planning since 1996.</p><a class="sqs-block-button" href="/contact">Schedule a consultation</a></section>\n` +
        `<section><h2>Why Whitmore &amp; Hale</h2><ul><li>Flat-fee estate plans</li><li>Probate in all 88 Ohio counties</li><li>Evening appointments</li></ul></section>`,
    }),
    '/practice-areas': page({
      path: '/practice-areas',
      title: 'Practice Areas',
      main: `<h1>Practice Areas</h1>\n<h2>Estate Planning</h2><p>Wills, revocable trusts, powers of attorney.</p>\n<h2>Probate</h2><p>Filing with the probate court (${mailto(COURT)} for records requests).</p>\n<h2>Business Law</h2><p>Formation, operating agreements, buy-sell agreements.</p>`,
    }),
    '/attorneys': page({
      path: '/attorneys',
      title: 'Attorneys',
      main:
        `<h1>Attorneys</h1>\n` +
        attorney('Jonathan R. Whitmore, Esq.', 'Managing Partner', A.jwhitmore, 'Jonathan founded the firm in 1996 and concentrates on business succession.') +
        '\n' +
        attorney('Patricia A. Hale, J.D., LL.M.', 'Partner, Estate Planning', A.phale, 'Patricia holds an LL.M. in taxation and leads the estate planning group.') +
        '\n' +
        attorney('Daniel Okafor, Esq.', 'Associate Attorney', A.dokafor, 'Daniel handles probate administration and guardianships.') +
        `\n<p class="of-counsel">Of Counsel: Robert J. Feld — ${mailto(A.rfeld)}</p>`,
    }),
    '/our-staff': page({
      path: '/our-staff',
      title: 'Our Staff',
      main:
        `<h1>Our Staff</h1>\n<table class="staff"><thead><tr><th>Name</th><th>Role</th><th>Email</th></tr></thead><tbody>\n` +
        `<tr><td>Maria Santos</td><td>Senior Paralegal</td><td>${mailto(A.msantos)}</td></tr>\n` +
        `<tr><td>Linda Cho</td><td>Office Administrator</td><td>${mailto(A.lcho)}</td></tr>\n` +
        `</tbody></table>`,
    }),
    '/careers': page({
      path: '/careers',
      title: 'Careers',
      main: `<h1>Careers</h1>\n<p>We are hiring a probate paralegal. Send a résumé and writing sample to ${mailto(A.careers)}.</p>\n<form><label>Email <input type="email" placeholder="name@domain.com"></label></form>`,
    }),
    '/contact': page({
      path: '/contact',
      title: 'Contact',
      main: `<h1>Contact</h1>\n<p>250 E Broad St, Suite 1400, Columbus, OH 43215 · (614) 555-0123</p>\n<!-- form notifications go to ${COMMENTED} -->\n<p>New clients: call (614) 555-0130 or use the form below.</p>`,
    }),
    '/privacy': page({ path: '/privacy', title: 'Privacy', main: `<h1>Privacy</h1>\n<p>Submitting a form does not create an attorney-client relationship.</p>` }),
    '/resources/estate-planning-checklist': page({
      path: '/resources/estate-planning-checklist',
      title: 'Estate Planning Checklist',
      main:
        `<h1>Estate Planning Checklist</h1>\n<ol><li>List your assets and accounts</li><li>Choose guardians for minor children</li><li>Name an executor and a successor</li></ol>\n` +
        `<p>Questions about the checklist? Our estate planning paralegal, Grace Liu, is glad to help at ${mailto(A.gliu)}.</p>`,
    }),
    '/client-portal/documents': page({ path: '/client-portal/documents', title: 'Client Portal', main: `<h1>Your documents</h1>\n<p>Upload: ${PORTAL[0]} · Your contact: Kevin Brennan, ${PORTAL[1]}</p>` }),
    '/pages-sitemap.xml': xmlPage(urlset(HOST, ['/', '/practice-areas', '/attorneys', '/our-staff', '/careers', '/contact', '/privacy'])),
    '/resources-sitemap.xml': xmlPage(urlset(HOST, ['/resources/estate-planning-checklist'])),
    '/sitemap_index.xml': xmlPage(sitemapIndex(HOST, ['/pages-sitemap.xml', '/resources-sitemap.xml'])),
  };
}

const addresses: TruthAddress[] = [
  { address: A.jwhitmore, name: 'Jonathan R. Whitmore', title: 'Managing Partner', pages: ['/', '/attorneys'], cases: ['link-english-unlisted', 'post-nominal', 'card', 'json-ld-person', 'plain'] },
  { address: A.phale, name: 'Patricia A. Hale', title: 'Partner, Estate Planning', pages: ['/attorneys'], cases: ['link-english-unlisted', 'post-nominal', 'card', 'plain'] },
  { address: A.dokafor, name: 'Daniel Okafor', title: 'Associate Attorney', pages: ['/attorneys'], cases: ['link-english-unlisted', 'post-nominal', 'card', 'plain'] },
  { address: A.rfeld, name: 'Robert J. Feld', title: 'Of Counsel', pages: ['/attorneys'], cases: ['link-english-unlisted', 'title-name-line', 'plain'] },
  { address: A.msantos, name: 'Maria Santos', title: 'Senior Paralegal', pages: ['/our-staff'], cases: ['link-english-unlisted', 'table', 'plain'] },
  { address: A.lcho, name: 'Linda Cho', title: 'Office Administrator', pages: ['/our-staff'], cases: ['link-english-unlisted', 'table', 'plain'] },
  { address: A.intake, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'json-ld-only'] },
  { address: A.reception, name: null, title: null, pages: ['/', '/attorneys', '/contact'], encoded: { kind: 'script', text: RECEPTION_SCRIPT }, cases: ['role', 'script-concat'] },
  { address: A.gliu, name: 'Grace Liu', title: 'estate planning paralegal', pages: ['/resources/estate-planning-checklist'], cases: ['sitemap-index', 'prose', 'plain'] },
  { address: A.careers, name: null, title: null, pages: ['/careers'], cases: ['role', 'plain'] },
];

export function whitmoreHale(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal/\nDisallow: /config/\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages: pages(),
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out',
      languages: ['en'],
      addresses,
      pattern: '{f}{last}',
      disallowed: ['/client-portal/documents'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        ...PORTAL.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: COURT, kind: 'other-company' },
        { text: 'name@domain.com', kind: 'placeholder' },
      ],
    },
  };
}
