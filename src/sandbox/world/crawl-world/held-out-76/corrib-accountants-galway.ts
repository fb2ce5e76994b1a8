/**
 * Corrib Accountants: a chartered accountancy practice of fourteen people on Dominick Street,
 * Galway, on Squarespace 7.1. "Our People" holds the partners and staff as image-and-text cards
 * (FCA, ACA, CTA after the names; one address put together by a code-block script); the services
 * page has "Title: Name – address" lines; the payroll page, one level further down, has a
 * "Name, Title, address" line; the contact page a label line for new clients and the general
 * mailbox, also a ContactPoint in JSON-LD; a budget article's author is a Person with an address
 * only in its JSON-LD. Revenue's address, a newsletter placeholder and the client portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'corrib-accountants-galway.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/about', 'About'],
  ['/services', 'Services'],
  ['/our-people', 'Our People'],
  ['/insights', 'Insights'],
  ['/contact', 'Contact'],
];

let seq = 0;
const block = (html: string): string =>
  `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1719${(220431 + seq++ * 311).toString()}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div>`;
const section = (html: string): string =>
  `<section data-test="page-section" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--left vertical-alignment--middle white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${html}</div></div></div></div></div></section>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Corrib Accountants',
  head: [
    '<!-- This is Squarespace. --><!-- corrib-accountants -->',
    '<link rel="preconnect" href="https://images.squarespace-cdn.com">',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"5f9e8d7c6b5a4f3e2d1c0b9a","identifier":"corrib-accountants","siteTitle":"Corrib Accountants"},"templateVersion":"7.1"};</script>',
    '<link href="//assets.squarespace.com/universal/styles-compressed/commerce-1d2c3b4a5f6e7d8c9b0a-min.en-US.css" rel="stylesheet" type="text/css">',
    `<link rel="stylesheet" type="text/css" href="${ORIGIN}/site.css?&amp;filterFeatures=false">`,
  ],
  header: () =>
    `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner container--fluid"><div class="header-title"><div class="header-title-text"><a href="/">Corrib Accountants</a></div></div>` +
    `<div class="header-nav"><nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></div>` +
    `<div class="header-actions"><a class="btn btn--border" href="/client-portal">Client Portal</a></div></div></header><main id="page" class="container" role="main"><article class="sections" id="sections">`,
  footer: () =>
    `</article></main><footer class="sections" id="footer-sections"><section class="page-section black"><div class="content-wrapper"><div class="content">` +
    block(
      `<p class="sqsrte-small"><strong>Corrib Accountants</strong> · 7 Dominick Street Upper, Galway H91 X2T4 · ${tel('+353 91 555 0140')} · ${mailto(at('info'))}</p><p class="sqsrte-small">Office hours: Monday–Friday 9.00–17.30. Corrib Accountants is the trading name of Corrib Accountants Limited, registered in Ireland no. 512874. Chartered Accountants Ireland registered firm. <a href="/privacy">Privacy</a></p>`,
    ) +
    `</div></div></section></footer></div>`,
  privacyPath: { en: '/privacy' },
  bodyEnd: ['<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.8a7b6c5d4e3f2a1b0c9d.js" type="text/javascript"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });

const EOIN_SCRIPT = `var u = 'e.burke', d = 'corrib-accountants-galway' + '.' + 'test'; var el = document.getElementById('eb-mail'); el.innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

type Person = { heading: string; name: string; title: string; local: string; bio: string; script?: boolean };
const PEOPLE: Person[] = [
  { heading: 'Declan Mulkerrin FCA', name: 'Declan Mulkerrin', title: 'Managing Partner', local: 'd.mulkerrin', bio: 'Declan founded the practice in 1998 after ten years with a Big Four firm in Dublin. He advises owner-managed businesses on growth, succession and sale.' },
  { heading: 'Siobhán Keane ACA CTA', name: 'Siobhán Keane', title: 'Audit Partner', local: 's.keane', bio: 'Siobhán leads our audit and assurance work for companies, charities and credit unions across Connacht.' },
  { heading: 'Tomás Lally', name: 'Tomás Lally', title: 'Bookkeeping Team Lead', local: 't.lally', bio: 'Tomás and his team keep the books for over a hundred sole traders and small companies, most of them on Xero.' },
  { heading: 'Eoin Burke', name: 'Eoin Burke', title: 'Audit Senior', local: 'e.burke', bio: 'Eoin is completing his Chartered Accountants Ireland exams and works on our audit assignments.', script: true },
];

const personCard = (p: Person): string =>
  `<div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><figure class="sqs-block-image-figure intrinsic"><img src="//images.squarespace-cdn.com/content/v1/5f9e8d7c6b5a4f3e2d1c0b9a/${p.local.replace('.', '-')}.jpg?format=500w" alt="${esc(p.name)}" loading="lazy"></figure></div></div>` +
  block(`<h3>${esc(p.heading)}</h3><p><strong>${esc(p.title)}</strong></p><p>${esc(p.bio)}</p>${p.script ? `<p><span id="eb-mail">Email Eoin</span></p><script>${EOIN_SCRIPT}</script>` : `<p>${mailto(at(p.local))}</p>`}`);

export function corribAccountantsGalway(): CrawlWorldSite {
  seq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Chartered Accountants & Tax Advisers, Galway',
    main: section(
      block(
        `<h1>Straight answers on tax, audit and accounts</h1><p>For over 25 years Corrib Accountants has helped Galway businesses, farmers and families get their numbers right and keep more of what they earn.</p><p><a href="/services">Our services</a> · <a href="/our-people">Meet the team</a> · <a href="/insights/budget-2026-what-it-means">Budget 2026: what it means for you</a></p>`,
      ),
    ),
  });

  pages['/about'] = page({
    path: '/about',
    title: 'About',
    main: section(block(`<h1>About us</h1><p>We are a team of fourteen, based beside the Claddagh since 1998. We are a Chartered Accountants Ireland registered firm and a Revenue-approved ROS agent.</p>`)),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: section(
      block(
        `<h1>Services</h1><h2>Tax</h2><p>Corporation tax, income tax returns for the self-employed, CGT and CAT planning, and Revenue audits.</p><p>Tax Manager: Ciarán Fahy – ${mailto(at('c.fahy'))}</p>` +
          `<h2>Audit &amp; assurance</h2><p>Statutory audits, charity audits and grant verification reports.</p><p>Audit Partner: Siobhán Keane – ${mailto(at('s.keane'))}</p>` +
          `<h2>Payroll</h2><p>Weekly and monthly payroll, PAYE Modernisation submissions and P60s. <a href="/services/payroll">More about payroll</a></p>`,
      ),
    ),
  });

  pages['/services/payroll'] = page({
    path: '/services/payroll',
    title: 'Payroll',
    main: section(
      block(
        `<h1>Payroll bureau</h1><p>We run payroll for 140 employers, from two staff to ninety. We handle real-time reporting to Revenue, auto-enrolment from 2025, and the year-end.</p><p>To move your payroll to us, talk to:<br>Niamh Walsh, Payroll Supervisor, ${mailto(at('n.walsh'))}, ${tel('+353 91 555 0146')}</p>`,
      ),
    ),
  });

  pages['/our-people'] = page({
    path: '/our-people',
    title: 'Our People',
    main: section(block(`<h1>Our People</h1>`) + PEOPLE.map(personCard).join('')),
  });

  pages['/insights'] = page({
    path: '/insights',
    title: 'Insights',
    main: section(`<div class="blog-basic-grid"><article class="blog-basic-grid--container"><h1 class="blog-title"><a href="/insights/budget-2026-what-it-means">Budget 2026: what it means for you</a></h1><time>8 October 2025</time></article></div>` + block(`<form class="newsletter-form"><input type="email" name="email" placeholder="email@example.com"><button type="submit">Subscribe</button></form>`)),
  });

  pages['/insights/budget-2026-what-it-means'] = page({
    path: '/insights/budget-2026-what-it-means',
    title: 'Budget 2026: what it means for you',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Budget 2026: what it means for you',
        datePublished: '2025-10-08',
        author: { '@type': 'Person', name: 'Aoife Concannon', jobTitle: 'Senior Tax Consultant', email: at('a.concannon'), worksFor: { '@type': 'AccountingService', name: 'Corrib Accountants' } },
        publisher: { '@type': 'Organization', name: 'Corrib Accountants', url: `${ORIGIN}/` },
      },
    ],
    main: section(
      `<article class="blog-item"><h1 class="entry-title">Budget 2026: what it means for you</h1><p class="blog-meta">8 October 2025 · By Aoife Concannon</p>` +
        block(
          `<p>The Minister’s Budget held the standard rate band and the USC rates but extended the Help to Buy scheme and the rent tax credit. For employers, the increase in the minimum wage to €14.15 an hour from 1 January matters most.</p><p>Revenue’s own guide is on revenue.ie; questions about your own return go to your usual contact here, not to Revenue’s info@revenue-guidance.ie service.</p>`,
        ) +
        `</article>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Corrib Accountants',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: '7 Dominick Street Upper', addressLocality: 'Galway', postalCode: 'H91 X2T4', addressCountry: 'IE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+353-91-555-0140', email: at('info') },
      },
    ],
    main: section(
      block(
        `<h1>Contact</h1><p>7 Dominick Street Upper, Galway H91 X2T4 (two minutes from the Wolfe Tone Bridge; parking at the Cathedral car park).</p><p>General enquiries: ${mailto(at('info'))}</p><p><strong>New clients:</strong> Maeve Hynes, Practice Manager, ${tel('+353 91 555 0143')}, ${mailto(at('m.hynes'))}</p><p>Office hours: Monday–Friday 9.00–17.30; closed bank holidays and 24 December – 2 January.</p>`,
      ),
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: section(block(`<h1>Privacy notice</h1><p>We process client data under GDPR and the Data Protection Act 2018.</p>`)) });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client Portal', main: section(block(`<h1>Client Portal</h1><p>Upload your records securely. Can’t log in? Email ${mailto(at('portal'))}.</p>`)) });

  const people: CaseKind[] = ['card', 'plain', 'link-english-unlisted'];
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?format=json\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about', '/services', '/services/payroll', '/our-people', '/insights', '/insights/budget-2026-what-it-means', '/contact', '/privacy'], '2025-10-08'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Qw8zR2vN/pL4kT9s' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-76',
      languages: ['en'],
      addresses: [
        { address: at('info'), name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: at('d.mulkerrin'), name: 'Declan Mulkerrin', title: 'Managing Partner', pages: ['/our-people'], cases: [...people, 'post-nominal'] },
        { address: at('s.keane'), name: 'Siobhán Keane', title: 'Audit Partner', pages: ['/our-people', '/services'], cases: [...people, 'post-nominal', 'title-name-line'] },
        { address: at('t.lally'), name: 'Tomás Lally', title: 'Bookkeeping Team Lead', pages: ['/our-people'], cases: people },
        { address: at('e.burke'), name: 'Eoin Burke', title: 'Audit Senior', pages: ['/our-people'], encoded: { kind: 'script', text: EOIN_SCRIPT }, cases: ['card', 'script-concat', 'link-english-unlisted'] },
        { address: at('c.fahy'), name: 'Ciarán Fahy', title: 'Tax Manager', pages: ['/services'], cases: ['title-name-line', 'plain'] },
        { address: at('n.walsh'), name: 'Niamh Walsh', title: 'Payroll Supervisor', pages: ['/services/payroll'], cases: ['name-title-line', 'plain', 'deep-page'] },
        { address: at('m.hynes'), name: 'Maeve Hynes', title: 'Practice Manager', pages: ['/contact'], cases: ['label-line', 'plain'] },
        { address: at('a.concannon'), name: 'Aoife Concannon', title: 'Senior Tax Consultant', pages: ['/insights/budget-2026-what-it-means'], cases: ['json-ld-person', 'json-ld-only'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: at('portal'), kind: 'disallowed' },
        { text: 'info@revenue-guidance.ie', kind: 'other-company' },
        { text: 'email@example.com', kind: 'placeholder' },
      ],
    },
  };
}
