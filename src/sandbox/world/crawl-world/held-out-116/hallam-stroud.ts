/**
 * Hallam Stroud LLP: a firm of chartered accountants and tax advisers in Sheffield, on a Hugo
 * site an agency built by hand. "Our People" is a grid of partner and director cards marked up
 * with microdata (itemprop="email"), names with post-nominals ("James Hallam FCA CTA") and one
 * with "Dr"; practice support staff are a table; the contact page gives the practice manager as a
 * "Name, Title, address" line and the firm's address as character references, as the theme's
 * e-mail shortcode writes it. Hugo's sitemap is renamed in the config and named only in
 * robots.txt, and a Making Tax Digital landing page is linked from nowhere but that sitemap. The
 * site's git remote on the accessibility page, an old address left in a partial's comment and
 * the client portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hallamstroud.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/services/', 'Services'],
  ['/people/', 'Our People'],
  ['/insights/', 'Insights'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hallam Stroud LLP',
  head: [
    '<meta name="generator" content="Hugo 0.126.1">',
    `<link rel="stylesheet" href="/css/main.min.8f2c1a9e4b7d3f6a0c5e9b2d1f4a7c3e6b9d2f5a8c1e4b7d0a3f6c9e2b5d8a1f.css" integrity="sha256-jywanku9P2oMXpstH0p8PmudL1qMHkt9Cj9snitdih8=" crossorigin="anonymous">`,
    '<link rel="preload" href="/fonts/source-sans-3-v15-latin-regular.woff2" as="font" type="font/woff2" crossorigin>',
    `<link rel="alternate" type="application/rss+xml" href="${ORIGIN}/insights/index.xml" title="Hallam Stroud LLP">`,
  ],
  header: (p) =>
    `<header class="site-header"><div class="wrap"><a class="logo" href="/"><img src="/images/hallam-stroud-logo.svg" alt="Hallam Stroud LLP" width="210" height="48"></a>` +
    `<nav class="main-nav" aria-label="Main"><ul>${MENU.map(([h, l]) => `<li><a href="${h}"${h.replace(/\/$/, '') === p.path ? ' class="active" aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="wrap footer-grid"><div><p><strong>Hallam Stroud LLP</strong><br>Chartered Accountants &amp; Tax Advisers<br>4th Floor, Kelham Works, 12 Russell Street<br>Sheffield S3 8RW</p><p>${tel('0114 496 0730')}</p></div>` +
    `<div><p>Registered to carry on audit work in the UK by the Institute of Chartered Accountants in England and Wales. Hallam Stroud LLP is a limited liability partnership registered in England and Wales, OC412876. A list of members is available at our registered office.</p></div>` +
    `<div><ul class="footer-links"><li><a href="/privacy/">Privacy</a></li><li><a href="/accessibility/">Accessibility</a></li><li><a href="/client-portal/">Client portal</a></li></ul></div></div>` +
    `<!-- partials/footer.html: enquiries box was j.hallam.office@${HOST} until 2023 --></footer>`,
  bodyEnd: ['<script src="/js/bundle.min.3a7c9e1f.js" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const article = (html: string): string => `<article class="content wrap">${html}</article>`;

type Person = { shown: string; name: string; title: string; local: string; bio: string; honorific?: boolean; postNominal?: boolean };
const PARTNERS: Person[] = [
  { shown: 'James Hallam FCA CTA', name: 'James Hallam', title: 'Senior Partner', local: 'j.hallam', bio: 'James founded the firm in 2004 after ten years at a Big Four firm in Leeds. He advises owner-managed businesses on tax, succession and exits.', postNominal: true },
  { shown: 'Rebecca Stroud ACA', name: 'Rebecca Stroud', title: 'Partner, Audit & Assurance', local: 'r.stroud', bio: 'Rebecca leads our audit team and works with charities, academy trusts and manufacturers across South Yorkshire.', postNominal: true },
  { shown: 'Dr Imran Qureshi CTA', name: 'Imran Qureshi', title: 'Tax Director', local: 'i.qureshi', bio: 'Imran advises on R&D tax relief, capital allowances and HMRC enquiries. Before moving into tax he completed a PhD in materials engineering.', honorific: true, postNominal: true },
  { shown: 'Helen Booth ATT', name: 'Helen Booth', title: 'Personal Tax Manager', local: 'h.booth', bio: 'Helen manages our self assessment, trusts and estates work, and looks after landlords and sole traders.', postNominal: true },
];

type Support = { name: string; title: string; local: string };
const SUPPORT: Support[] = [
  { name: 'Matthew Crookes', title: 'Payroll Manager', local: 'm.crookes' },
  { name: 'Sarah Wainwright', title: 'Bookkeeping Supervisor', local: 's.wainwright' },
  { name: 'Ben Fairclough', title: 'Client Services Administrator', local: 'b.fairclough' },
];

const card = (p: Person): string =>
  `<div class="person-card" itemscope itemtype="https://schema.org/Person"><img src="/images/people/${p.local.replace('.', '-')}.jpg" alt="" loading="lazy" width="320" height="320"><h3 itemprop="name">${esc(p.shown)}</h3><p class="role" itemprop="jobTitle">${esc(p.title)}</p><p>${esc(p.bio)}</p>` +
  `<p class="contact"><a href="mailto:${p.local}@${HOST}" itemprop="email">${p.local}@${HOST}</a></p></div>`;

export function hallamStroud(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const enquiries = `enquiries@${HOST}`;
  const encMail = `<a href="mailto:${entities(enquiries)}">${entities(enquiries)}</a>`;

  pages['/'] = page({
    path: '/',
    title: 'Chartered Accountants in Sheffield',
    description: 'Hallam Stroud LLP: chartered accountants, auditors and tax advisers for owner-managed businesses, charities and individuals in Sheffield and South Yorkshire.',
    main: article(
      `<section class="hero"><h1>Straight-talking accountants for Sheffield businesses</h1><p>Audit, accounts, tax and payroll for owner-managed companies, charities and families across South Yorkshire – from a team of 22 in Kelham Island.</p><p><a class="btn" href="/contact/">Book a free first meeting</a></p></section>` +
        `<section><h2>How we help</h2><ul><li>Year-end accounts and audit</li><li>Corporation tax and R&amp;D claims</li><li>Self assessment and estate planning</li><li>Payroll and bookkeeping</li></ul><p>Email ${encMail} or call ${tel('0114 496 0730')}.</p></section>`,
    ),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: article(`<h1>Services</h1><h2>Audit &amp; assurance</h2><p>Statutory audits, charity independent examinations and grant claim assurance.</p><h2>Tax</h2><p>Corporation tax, personal tax, VAT, R&amp;D relief and HMRC enquiries.</p><h2>Business services</h2><p>Bookkeeping, payroll, management accounts and cloud accounting set-up in Xero or QuickBooks.</p>`),
  });

  pages['/people'] = page({
    path: '/people',
    title: 'Our People',
    main: article(
      `<h1>Our People</h1><h2>Partners &amp; directors</h2><div class="people-grid">${PARTNERS.map(card).join('')}</div>` +
        `<h2>Practice support</h2><table class="staff-table"><thead><tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Email</th></tr></thead><tbody>` +
        SUPPORT.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/insights'] = page({
    path: '/insights',
    title: 'Insights',
    main: article(`<h1>Insights</h1><ul class="post-list"><li><a href="/insights/spring-budget-2025/">What the Spring Statement means for small companies</a> <time datetime="2025-03-27">27 March 2025</time></li></ul>`),
  });

  pages['/insights/spring-budget-2025'] = page({
    path: '/insights/spring-budget-2025',
    title: 'What the Spring Statement means for small companies',
    main: article(`<h1>What the Spring Statement means for small companies</h1><p class="byline">By Imran Qureshi · 27 March 2025</p><p>There were few surprises in this year’s Spring Statement, but the increase in employer National Insurance from April and the reduced secondary threshold will hit labour-intensive businesses hardest.</p>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: article(
      `<h1>Contact us</h1><p>4th Floor, Kelham Works, 12 Russell Street, Sheffield S3 8RW. Visitor parking is available on Alma Street.</p><p>General enquiries: ${encMail} · ${tel('0114 496 0730')}</p>` +
        `<p>Lisa Turner, Practice Manager, ${mailto(`l.turner@${HOST}`)}</p><p>For client document uploads please use the client portal rather than email.</p>`,
    ),
  });

  pages['/mtd-clinic'] = page({
    path: '/mtd-clinic',
    title: 'Making Tax Digital for Income Tax: free clinic',
    main: article(
      `<h1>Making Tax Digital for Income Tax: free 30-minute clinic</h1><p>From April 2026, sole traders and landlords with income over £50,000 must keep digital records and send quarterly updates to HMRC. We’re running free clinics every Wednesday in May and June to help you get ready.</p>` +
        `<p>The clinics are run by Chloe Marsden, our MTD Project Lead, who will look at your current records and recommend the simplest software for you – email her at ${mailto(`c.marsden@${HOST}`)} to book a slot.</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: article(`<h1>Privacy notice</h1><p>Hallam Stroud LLP is the controller of the personal data we process as your accountants. We retain client records for seven years after our engagement ends.</p>`) });

  pages['/accessibility'] = page({
    path: '/accessibility',
    title: 'Accessibility',
    main: article(
      `<h1>Accessibility statement</h1><p>We aim to meet WCAG 2.2 AA. This site is a static Hugo build with no tracking scripts. If something doesn’t work for you, call the office and we’ll fix it.</p><p>Technical note for our web developers: the site source lives at <code>git@gitlab.com:hallam-stroud/website.git</code>.</p>`,
    ),
  });

  pages['/client-portal'] = page({
    path: '/client-portal',
    title: 'Client portal',
    main: article(`<h1>Client portal</h1><p>Sign in with the credentials we sent you. Locked out? Email ${mailto(`portal@${HOST}`)}.</p>`),
  });

  pages['/sitemap-main.xml'] = xmlPage(
    urlset(HOST, ['/', '/services/', '/people/', '/insights/', '/insights/spring-budget-2025/', '/contact/', '/mtd-clinic/', '/privacy/', '/accessibility/'], '2025-04-30'),
  );

  const partnerCases = (p: Person): CaseKind[] => ['card', 'microdata', 'plain', 'link-english-unlisted', ...(p.postNominal ? (['post-nominal'] as CaseKind[]) : []), ...(p.honorific ? (['honorific'] as CaseKind[]) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /client-portal/\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap-main.xml\n`,
      pages,
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01J0K9Z3Q7W8E5R2T6Y4U1I3O9', 'Cache-Control': 'public, max-age=0, must-revalidate' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-116',
      languages: ['en'],
      addresses: [
        { address: enquiries, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'entities'] },
        ...PARTNERS.map((p) => ({ address: `${p.local}@${HOST}`, name: p.name, title: p.title, pages: ['/people'], cases: partnerCases(p) })),
        ...SUPPORT.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/people'], cases: ['table', 'plain', 'link-english-unlisted'] as CaseKind[] })),
        { address: `l.turner@${HOST}`, name: 'Lisa Turner', title: 'Practice Manager', pages: ['/contact'], cases: ['name-title-line', 'plain'] },
        { address: `c.marsden@${HOST}`, name: 'Chloe Marsden', title: 'MTD Project Lead', pages: ['/mtd-clinic'], cases: ['prose', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: `j.hallam.office@${HOST}`, kind: 'comment' },
        { text: 'git@gitlab.com', kind: 'git' },
      ],
    },
  };
}
