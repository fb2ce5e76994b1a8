/**
 * Khanyisa Reading Trust: a children's literacy charity (NPO and PBO) in Cape Town, on a small
 * custom CMS its volunteer developer built. "Who We Are" introduces the staff in prose bios (the
 * executive director's address written by String.fromCharCode); "Reading Clubs" lists the club
 * coordinators in a table; the contact page routes questions through a definition list and its
 * JSON-LD names the fundraising lead with an address shown nowhere on the page. A developer's
 * comment, the open-source app's git URL, the volunteer form's placeholder, the web agency's and
 * the auditors' addresses and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'khanyisa-reading-capetown.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/who-we-are', 'Who We Are'],
  ['/reading-clubs', 'Reading Clubs'],
  ['/get-involved', 'Get Involved'],
  ['/donate', 'Donate'],
  ['/stories', 'Stories'],
  ['/contact', 'Contact'],
];

const NOMVULA = `nomvula@${HOST}`;
const NOMVULA_CODES = charCodes(NOMVULA);

const theme: Theme = {
  host: HOST,
  siteName: 'Khanyisa Reading Trust',
  head: [`<link rel="stylesheet" href="/assets/css/site.css?v=2024.11">`, '<meta name="generator" content="khanyisa-cms 0.9">'],
  header: (p: PageSpec) =>
    `<header class="top"><a href="/" class="logo"><img src="/assets/img/khanyisa-logo.svg" alt="Khanyisa Reading Trust"></a><nav class="main-nav"><ul>${MENU.map(([h, l]) => `<li${h === p.path ? ' class="active"' : ''}><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="cols"><div><h4>Office</h4><p>Unit 4, Lansdowne Business Park, Lansdowne Road, Philippi, Cape Town 7785<br>${tel('021 555 0187')}<br>Mon–Fri 08:30–16:30</p></div><div><h4>Registration</h4><p>NPO 158-342 · PBO 930071234 · Section 18A receipts issued for all donations</p></div><div><p>${mailto(`info@${HOST}`)}</p><p><a href="/intranet">Staff intranet</a> · <a href="/privacy">POPIA &amp; Privacy</a></p><p>Our reading-practice app is open source: <code>git clone git@github.com:khanyisa-reading/funda-app.git</code></p><p class="credit">Website by Fynbos Digital (hello@fynbosdigital.example.co.za)</p></div></div></footer>`,
  privacyPath: { en: '/privacy' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { lang: 'en-ZA', ...spec });

const CLUBS = [
  { club: 'Khayelitsha (Site C)', name: 'Lindiwe Zulu', local: 'lindiwe' },
  { club: 'Mitchells Plain', name: 'Shireen Adams', local: 'shireen' },
  { club: 'Philippi', name: 'Bongani Mthembu', local: 'bongani' },
];

export function khanyisaReadingTrust(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Every child reading for meaning', main: `<section class="hero"><h1>Every child reading for meaning by age ten.</h1><p>We run after-school reading clubs in isiXhosa, Afrikaans and English for 2,400 children on the Cape Flats, trained and led by volunteers from their own communities.</p><p><a href="/get-involved" class="btn">Volunteer with us</a> <a href="/donate" class="btn">Donate</a></p></section>` });
  pages['/who-we-are'] = page({
    path: '/who-we-are',
    title: 'Who We Are',
    main:
      `<h1>Who We Are</h1><p>Khanyisa (“light up” in isiXhosa) was started in 2009 by three teachers in Gugulethu.</p><h2>Our team</h2>` +
      `<div class="bio"><h3>Nomvula Dlamini</h3><p>Nomvula is our Executive Director. A former foundation-phase teacher, she led the Trust’s growth from one club to thirty-two. You can reach her at <span class="eml"><script>var e=String.fromCharCode(${NOMVULA_CODES});document.write('<a href="mailto:'+e+'">'+e+'</a>');</script></span>.</p></div>` +
      `<div class="bio"><h3>Pieter van der Merwe</h3><p>Pieter joined us in 2018 as Finance Manager after twelve years in audit; for Section 18A certificates and annual financial statements, write to him at ${mailto(`pieter@${HOST}`)}.</p></div>` +
      `<div class="bio"><h3>Thandiwe Mokoena</h3><p>Thandiwe is the Programmes Manager and oversees training for our volunteer club leaders.</p></div>` +
      `<!-- old contact for the site, remove when Nomvula confirms: webadmin@${HOST} -->` +
      `<p>Our annual financial statements are audited by Mazars Cape Town (audit.capetown@mazars.example.co.za).</p>`,
  });
  pages['/reading-clubs'] = page({
    path: '/reading-clubs',
    title: 'Reading Clubs',
    main:
      `<h1>Reading Clubs</h1><p>Clubs meet twice a week after school at libraries, churches and community halls.</p><table class="clubs"><thead><tr><th>Club</th><th>Site Coordinator</th><th>Email</th></tr></thead><tbody>` +
      CLUBS.map((c) => `<tr><td>${esc(c.club)}</td><td>${esc(c.name)}</td><td>${mailto(`${c.local}@${HOST}`)}</td></tr>`).join('') +
      `</tbody></table>`,
  });
  pages['/get-involved'] = page({
    path: '/get-involved',
    title: 'Get Involved',
    main: `<h1>Get Involved</h1><p>Volunteers read with children for two afternoons a week. We train you and provide all the books.</p><form class="volunteer" action="/get-involved" method="post"><label>Your name <input name="name"></label><label>Email <input type="email" name="email" placeholder="you@example.com"></label><button>Send</button></form>`,
  });
  pages['/donate'] = page({ path: '/donate', title: 'Donate', main: `<h1>Donate</h1><p>R350 buys a year of books for one child. EFT: Khanyisa Reading Trust, Nedbank, account 1234 567 890, branch 198765. Please email proof of payment to ${mailto(`donations@${HOST}`)} so we can send your 18A receipt.</p>` });
  pages['/stories'] = page({ path: '/stories', title: 'Stories', main: `<h1>Stories</h1><article><h2>World Read Aloud Day in Philippi</h2><p>February 2025: 600 children read aloud at once in the Philippi Stadium hall.</p></article>` });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Khanyisa Reading Trust',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        telephone: '+27 21 555 0187',
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 4, Lansdowne Business Park, Lansdowne Road, Philippi', addressLocality: 'Cape Town', postalCode: '7785', addressCountry: 'ZA' },
        employee: [{ '@type': 'Person', name: 'Sipho Ndlovu', jobTitle: 'Fundraising & Partnerships Lead', email: `sipho@${HOST}` }],
      },
    ],
    main:
      `<h1>Contact us</h1><p>Call ${tel('021 555 0187')} or write to ${mailto(`info@${HOST}`)}.</p><dl class="who-to-contact">` +
      `<dt>Schools and club training</dt><dd>Thandiwe Mokoena, Programmes Manager<br>${mailto(`thandiwe@${HOST}`)}</dd>` +
      `<dt>Volunteering</dt><dd>Ayesha Jacobs, Volunteer Coordinator<br>${mailto(`ayesha@${HOST}`)}</dd>` +
      `<dt>Corporate partnerships and CSI</dt><dd>Sipho Ndlovu, Fundraising &amp; Partnerships Lead — Sipho answers partnership enquiries sent to our general address.</dd>` +
      `</dl>`,
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'POPIA & Privacy', main: `<h1>POPIA &amp; Privacy</h1><p>We process children’s information only with a parent’s written consent.</p>` });
  pages['/intranet'] = page({ path: '/intranet', title: 'Staff intranet', main: `<h1>Staff intranet</h1><p>Leave forms and payslips. Queries: ${mailto(`payroll@${HOST}`)}</p>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /admin\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/who-we-are', '/reading-clubs', '/get-involved', '/donate', '/stories', '/contact', '/privacy'], '2025-02-21'),
      pages,
      headers: { Server: 'nginx/1.24.0', 'X-Powered-By': 'Express' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-80',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `donations@${HOST}`, name: null, title: null, pages: ['/donate'], cases: ['role', 'plain'] },
        { address: NOMVULA, name: 'Nomvula Dlamini', title: 'Executive Director', pages: ['/who-we-are'], encoded: { kind: 'charcodes', text: NOMVULA_CODES }, cases: ['prose', 'script-charcode', 'link-english-unlisted'] },
        { address: `pieter@${HOST}`, name: 'Pieter van der Merwe', title: 'Finance Manager', pages: ['/who-we-are'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        ...CLUBS.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: 'Site Coordinator', pages: ['/reading-clubs'], cases: ['table', 'plain', 'link-english-unlisted'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `thandiwe@${HOST}`, name: 'Thandiwe Mokoena', title: 'Programmes Manager', pages: ['/contact'], cases: ['definition-list', 'plain'] },
        { address: `ayesha@${HOST}`, name: 'Ayesha Jacobs', title: 'Volunteer Coordinator', pages: ['/contact'], cases: ['definition-list', 'plain'] },
        { address: `sipho@${HOST}`, name: 'Sipho Ndlovu', title: 'Fundraising & Partnerships Lead', pages: ['/contact'], cases: ['json-ld-only', 'json-ld-person'] },
      ],
      pattern: '{first}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `payroll@${HOST}`, kind: 'disallowed' },
        { text: `webadmin@${HOST}`, kind: 'comment' },
        { text: 'git@github.com:khanyisa-reading/funda-app.git', kind: 'git' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'hello@fynbosdigital.example.co.za', kind: 'other-company' },
        { text: 'audit.capetown@mazars.example.co.za', kind: 'other-company' },
      ],
    },
  };
}
