/**
 * Fraserbend Credit Union: a member-owned credit union in British Columbia's Fraser Valley, on
 * WordPress, in Canadian English. Branch managers in a table, lending specialists as cards (one
 * with a post-nominal, one address written in character references by an encoder plugin), the
 * leadership on the about page, member services as a JSON-LD ContactPoint, and the scholarship
 * page listed only in a child of the sitemap index. The directors' portal (disallowed), an insurer's claims address and a newsletter
 * placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fraserbend-cu.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/personal', 'Personal'],
  ['/business', 'Business'],
  ['/lending-specialists', 'Lending specialists'],
  ['/branches', 'Branches &amp; ATMs'],
  ['/about', 'About us'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fraserbend Credit Union',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="fbcu-theme-css" href="${ORIGIN}/wp-content/themes/fbcu-2023/style.css?ver=2.4.1" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/02/cropped-fbcu-icon-32x32.png" sizes="32x32">`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-FBCU41X7QZ"></script>',
  ],
  header: () =>
    `<header class="site-header"><div class="top-bar"><a href="https://online.fraserbend-cu.test/" class="btn-login">Online Banking Login</a> <span class="routing">Transit 0829 · Institution 809</span></div>` +
    `<div class="wrap"><a class="custom-logo-link" href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2023/02/fbcu-logo.svg" alt="Fraserbend Credit Union" width="210"></a>` +
    `<nav class="main-navigation" aria-label="Primary"><ul id="menu-primary" class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}">${l}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="wrap"><div class="widget"><h3>Fraserbend Credit Union</h3><p>33160 South Fraser Way<br>Abbotsford, BC V2S 2A9<br>${tel('604-555-0187')} · Toll-free ${tel('1-888-555-0144')}</p></div>` +
    `<div class="widget"><h3>Newsletter</h3><form class="mc4wp-form"><label>Email <input type="email" name="EMAIL" placeholder="you@example.com"></label><button>Subscribe</button></form></div>` +
    `<div class="widget"><p>Deposits are 100% guaranteed by the Credit Union Deposit Insurance Corporation of British Columbia.</p><p><a href="/privacy">Privacy</a> · <a href="/accessibility">Accessibility</a> · <a href="/board">Board portal</a> · <a href="/sitemap.xml">Sitemap</a></p></div></div><p class="copyright">© 2025 Fraserbend Credit Union. All rights reserved.</p></footer>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: [`<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-CA' });

type Card = { name: string; shown: string; title: string; local: string; phone: string; encoded?: boolean };
const LENDERS: Card[] = [
  { name: 'Harpreet Sidhu', shown: 'Harpreet Sidhu, CFP', title: 'Senior Mortgage Specialist', local: 'harpreet.sidhu', phone: '604-555-0162' },
  { name: 'Tyler Beaulieu', shown: 'Tyler Beaulieu', title: 'Commercial Account Manager, Agriculture', local: 'tyler.beaulieu', phone: '604-555-0170', encoded: true },
  { name: 'Oksana Dyck', shown: 'Oksana Dyck', title: 'Mobile Mortgage Specialist (Chilliwack & Hope)', local: 'oksana.dyck', phone: '604-555-0175' },
];

const card = (c: Card): string =>
  `<div class="wp-block-column staff-card"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/05/${c.local.replace('.', '-')}-400x400.jpg" alt="${esc(c.name)}"></figure>` +
  `<h3 class="staff-name">${esc(c.shown)}</h3><p class="staff-title">${esc(c.title)}</p><p>${tel(c.phone)}<br>` +
  (c.encoded ? `<a href="${entities(`mailto:${at(c.local)}`)}">${entities(at(c.local))}</a>` : mailto(at(c.local))) +
  `</p><p><a href="/lending-specialists#book" class="wp-block-button__link">Book an appointment</a></p></div>`;

const BRANCHES: [string, string, string, string, string][] = [
  ['Abbotsford (South Fraser Way)', 'Dalbir Grewal', 'Branch Manager', 'dalbir.grewal', '604-555-0187'],
  ['Mission', 'Marguerite Lapointe', 'Branch Manager &amp; Small Business Advisor', 'marguerite.lapointe', '604-555-0191'],
  ['Chilliwack', 'Connor MacAulay', 'Assistant Branch Manager', 'connor.macaulay', '604-555-0196'],
];

export function fraserbendCu(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Banking that stays in the Valley',
    main:
      `<section class="hero"><h1>Banking that stays in the Valley</h1><p>Chequing, savings, mortgages and business banking for 21,000 members from Abbotsford to Hope.</p><p><a href="/personal" class="wp-block-button__link">Open an account</a></p></section>` +
      `<section class="rates"><h2>Today's rates</h2><table class="rates-table"><tr><td>1-year term deposit</td><td>4.10%</td></tr><tr><td>5-year fixed mortgage</td><td>4.89%</td></tr><tr><td>High-interest savings</td><td>2.25%</td></tr></table></section>` +
      `<section class="help"><h2>Need a hand?</h2><p>Call ${tel('604-555-0187')} or write to ${mailto(at('memberservices'))}. Branch hours Mon–Fri 9:30–5:00, Sat 9:30–1:00 (Abbotsford only).</p><p><a href="/branches">Find your branch</a> · <a href="/lending-specialists">Talk to a lending specialist</a></p></section>`,
  });

  pages['/personal'] = page({ path: '/personal', title: 'Personal banking', main: `<h1>Personal banking</h1><ul><li>Member Plus Chequing – $4.95/month, unlimited transactions</li><li>TFSA and RRSP term deposits</li><li>First-home savings accounts (FHSA)</li></ul><p>Membership share: $25.</p>` });
  pages['/business'] = page({ path: '/business', title: 'Business banking', main: `<h1>Business banking</h1><p>Operating accounts, equipment loans and agricultural lending for Fraser Valley farms and small businesses. Speak with our <a href="/lending-specialists">commercial team</a>.</p>` });

  pages['/lending-specialists'] = page({
    path: '/lending-specialists',
    title: 'Lending specialists',
    main: `<h1>Lending specialists</h1><p>Our mortgage and commercial lenders will meet you at any branch, at your kitchen table or at your farm.</p><div class="wp-block-columns staff-grid">${LENDERS.map(card).join('')}</div><h2 id="book">Book an appointment</h2><p>Use the form or call your branch.</p>`,
  });

  pages['/branches'] = page({
    path: '/branches',
    title: 'Branches & ATMs',
    main:
      `<h1>Branches &amp; ATMs</h1><figure class="wp-block-table"><table><thead><tr><th>Branch</th><th>Manager</th><th>Title</th><th>Phone</th><th>Email</th></tr></thead><tbody>` +
      BRANCHES.map(([b, n, t, l, p]) => `<tr><td>${b}</td><td>${n}</td><td>${t}</td><td>${tel(p)}</td><td>${mailto(at(l))}</td></tr>`).join('') +
      `</tbody></table></figure><p>24-hour ATMs at all branches and at the Hope Save-On-Foods.</p>`,
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About us',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BankOrCreditUnion',
        name: 'Fraserbend Credit Union',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Arnold Penner' },
        employee: [
          { '@type': 'Person', name: 'Ingrid Solberg', jobTitle: 'President & CEO', email: at('ingrid.solberg') },
          { '@type': 'Person', name: 'Kwame Asante', jobTitle: 'Chief Risk Officer & Corporate Secretary', email: at('kwame.asante') },
        ],
      },
    ],
    main:
      `<h1>About us</h1><p>Founded in 1946 by berry farmers who could not get a loan in Vancouver, Fraserbend is owned by its members and governed by a nine-person elected board.</p>` +
      `<h2>Leadership team</h2><div class="wp-block-columns">` +
      `<div class="wp-block-column staff-card"><h3 class="staff-name">Ingrid Solberg, CPA, CA</h3><p class="staff-title">President &amp; CEO</p><p>${mailto(at('ingrid.solberg'))}</p></div>` +
      `<div class="wp-block-column staff-card"><h3 class="staff-name">Kwame Asante</h3><p class="staff-title">Chief Risk Officer &amp; Corporate Secretary</p><p>${mailto(at('kwame.asante'))}</p></div></div>` +
      `<p>Annual general meeting: April 24, 2025, Abbotsford Arts Centre. Board election results are posted in the member newsletter.</p>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact us',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BankOrCreditUnion',
        name: 'Fraserbend Credit Union',
        telephone: '+1-604-555-0187',
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', email: at('memberservices'), telephone: '+1-888-555-0144', areaServed: 'CA', availableLanguage: ['English', 'Punjabi'] },
        ],
      },
    ],
    main:
      `<h1>Contact us</h1><p>Member Contact Centre: ${tel('1-888-555-0144')} · ${mailto(at('memberservices'))}</p><p>Lost or stolen card? Call THE EXCHANGE® Network at ${tel('1-888-555-0100')} any time.</p>` +
      `<p>Insurance claims for Fraserbend-branded home and auto policies are handled by our partner, Westmark Insurance: <a href="mailto:claims@westmark-insurance.test">claims@westmark-insurance.test</a>.</p>`,
  });

  pages['/community/scholarships'] = page({
    path: '/community/scholarships',
    title: 'Community scholarships',
    main:
      `<h1>2025 community scholarships</h1><p>Twelve $1,500 scholarships for graduating Grade 12 students who are members (or whose parents are). Deadline: May 9, 2025.</p>` +
      `<p>Send your application and a reference letter to our Community Investment Coordinator, Geneviève Tremblay (${mailto(at('genevieve.tremblay'))}), who is happy to answer questions.</p>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<h1>Privacy</h1><p>We collect personal information under BC's Personal Information Protection Act. Questions go to our Chief Risk Officer.</p>` });
  pages['/accessibility'] = page({ path: '/accessibility', title: 'Accessibility', main: `<h1>Accessibility</h1><p>All branches are wheelchair accessible; large-print statements are available on request.</p>` });
  pages['/board'] = page({ path: '/board', title: 'Board portal', main: `<h1>Board portal</h1><p>Directors only. Password resets: ${mailto(at('boardportal'))}</p>` });
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/personal', '/business', '/lending-specialists', '/branches', '/about', '/contact', '/privacy', '/accessibility'], '2025-02-11'));
  pages['/sitemap-posts.xml'] = xmlPage(urlset(HOST, ['/community/scholarships'], '2025-03-02'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /board\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-posts.xml'], '2025-03-02'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-40',
      languages: ['en'],
      addresses: [
        { address: at('memberservices'), name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: at('harpreet.sidhu'), name: 'Harpreet Sidhu', title: 'Senior Mortgage Specialist', pages: ['/lending-specialists'], cases: ['card', 'post-nominal', 'plain', 'link-english-unlisted'] },
        { address: at('tyler.beaulieu'), name: 'Tyler Beaulieu', title: 'Commercial Account Manager, Agriculture', titleAlternatives: ['Commercial Account Manager'], pages: ['/lending-specialists'], cases: ['card', 'entities', 'link-english-unlisted'] },
        { address: at('oksana.dyck'), name: 'Oksana Dyck', title: 'Mobile Mortgage Specialist (Chilliwack & Hope)', titleAlternatives: ['Mobile Mortgage Specialist'], pages: ['/lending-specialists'], cases: ['card', 'plain', 'link-english-unlisted'] },
        { address: at('dalbir.grewal'), name: 'Dalbir Grewal', title: 'Branch Manager', pages: ['/branches'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: at('marguerite.lapointe'), name: 'Marguerite Lapointe', title: 'Branch Manager & Small Business Advisor', pages: ['/branches'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: at('connor.macaulay'), name: 'Connor MacAulay', title: 'Assistant Branch Manager', pages: ['/branches'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: at('ingrid.solberg'), name: 'Ingrid Solberg', title: 'President & CEO', pages: ['/about'], cases: ['card', 'post-nominal', 'json-ld-person', 'plain'] },
        { address: at('kwame.asante'), name: 'Kwame Asante', title: 'Chief Risk Officer & Corporate Secretary', pages: ['/about'], cases: ['card', 'json-ld-person', 'plain'] },
        { address: at('genevieve.tremblay'), name: 'Geneviève Tremblay', title: 'Community Investment Coordinator', pages: ['/community/scholarships'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/board'],
      nonAddresses: [
        { text: 'claims@westmark-insurance.test', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: `boardportal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
