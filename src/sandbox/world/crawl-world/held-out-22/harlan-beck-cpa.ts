/**
 * Harlan & Beck CPAs: a small accounting firm in Columbus, Ohio, on WordPress with Elementor.
 * The partners and staff on "Our Professionals" as Elementor cards with post-nominals (CPA, EA,
 * CFP®), one card's address written by String.fromCharCode and one as character references, the
 * payroll department's employee again in nested JSON-LD, the managing partner as the founder
 * Person in the home page's JSON-LD, the office manager in microdata on the contact page, a senior
 * associate in a blog post's sentence, and the careers mailbox beside the hiring partner's name.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'harlan-beck-cpa.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/our-professionals', 'Our Professionals'],
  ['/insights', 'Insights'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Harlan & Beck CPAs',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/jquery-migrate@3.4.1/dist/jquery-migrate.min.js" id="jquery-migrate-js"></script>`,
  ],
  header: () =>
    `<header class="elementor elementor-location-header" data-elementor-type="header"><div class="elementor-container"><a href="/" class="custom-logo-link"><img src="/wp-content/uploads/2023/02/hb-logo.png" srcset="/wp-content/uploads/2023/02/hb-logo.png 1x, /wp-content/uploads/2023/02/hb-logo@2x.png 2x" width="210" height="56" alt="Harlan &amp; Beck CPAs"></a>` +
    `<nav class="elementor-nav-menu--main" aria-label="Menu"><ul id="menu-1-main" class="elementor-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="elementor-button" href="/client-portal">Client Portal</a></div></header>`,
  footer: () =>
    `<footer class="elementor elementor-location-footer" data-elementor-type="footer"><div class="elementor-container"><div class="elementor-widget-text-editor"><p><strong>Harlan &amp; Beck CPAs, LLC</strong><br>1450 Dublin Road, Suite 210, Columbus, OH 43215<br>${tel('(614) 555-0143')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p>Mon–Fri 8:30–5:00 · Extended hours Feb 1 – Apr 15</p><p><a href="/privacy-policy">Privacy Policy</a> · © 2025 Harlan &amp; Beck CPAs, LLC. Member AICPA and Ohio Society of CPAs.</p></div></div></footer>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });

const section = (html: string): string => `<section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default">${html}</div></section>`;

const kwScript = `<script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(`kwashington@${HOST}`)}) + '">Email Keith</a>');</script>`;

type Card = { name: string; creds: string; title: string; local: string; how: 'plain' | 'entities' | 'script'; bio: string };
const CARDS: Card[] = [
  { name: 'Margaret Harlan', creds: 'CPA', title: 'Managing Partner', local: 'mharlan', how: 'plain', bio: 'Margaret founded the firm in 1998 and leads our closely held business practice.' },
  { name: 'Daniel Beck', creds: 'CPA, CFP®', title: 'Partner, Tax Services', local: 'dbeck', how: 'plain', bio: 'Daniel advises families and owners on tax planning, succession and retirement.' },
  { name: 'Keith Washington', creds: 'CPA', title: 'Audit & Assurance Manager', local: 'kwashington', how: 'script', bio: 'Keith runs our reviews, compilations and employee benefit plan audits.' },
  { name: 'Jennifer Alvarez', creds: 'EA', title: 'Senior Tax Associate', local: 'jalvarez', how: 'entities', bio: 'Jennifer represents clients before the IRS and handles multi-state returns.' },
  { name: 'Tara Nguyen', creds: 'CPP', title: 'Payroll Manager', local: 'tnguyen', how: 'plain', bio: 'Tara and her team run payroll for more than 140 small businesses.' },
];

const cardHtml = (c: Card): string => {
  const link = c.how === 'script' ? kwScript : c.how === 'entities' ? `<a href="mailto:${entities(`${c.local}@${HOST}`)}">${entities(`${c.local}@${HOST}`)}</a>` : mailto(`${c.local}@${HOST}`);
  return `<div class="elementor-column elementor-col-33"><div class="elementor-widget-image-box"><figure class="elementor-image-box-img"><img src="/wp-content/uploads/2024/01/${c.local}-headshot-400x400.jpg" width="400" height="400" alt="${esc(c.name)}" loading="lazy"></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(c.name)}, ${esc(c.creds)}</h3><p class="elementor-image-box-description"><em>${esc(c.title)}</em></p><p>${esc(c.bio)}</p><p>${link}</p></div></div></div>`;
};

export function harlanBeckCpa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Columbus CPA Firm for Small Businesses & Families',
    description: 'Tax preparation, planning, payroll and audit for small businesses and families in central Ohio.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Harlan & Beck CPAs, LLC',
        url: `${ORIGIN}/`,
        telephone: '+1-614-555-0143',
        address: { '@type': 'PostalAddress', streetAddress: '1450 Dublin Road, Suite 210', addressLocality: 'Columbus', addressRegion: 'OH', postalCode: '43215', addressCountry: 'US' },
        founder: { '@type': 'Person', name: 'Margaret Harlan', honorificSuffix: 'CPA', jobTitle: 'Managing Partner', email: `mailto:mharlan@${HOST}` },
      },
    ],
    main: section(
      `<div class="elementor-widget-heading"><h1 class="elementor-heading-title">Numbers you can trust. People you can call.</h1></div><div class="elementor-widget-text-editor"><p>For more than 25 years, Harlan &amp; Beck has helped Columbus business owners and families keep more of what they earn. Tax season is busy — book early.</p><p><a class="elementor-button" href="/contact">Schedule a consultation</a> <a href="/our-professionals">Meet our professionals</a></p></div>`,
    ),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: section(`<h1>Services</h1><ul><li>Individual and business tax preparation</li><li>Tax planning and IRS representation</li><li>Payroll and bookkeeping</li><li>Reviews, compilations and 401(k) plan audits</li></ul>`),
  });

  pages['/our-professionals'] = page({
    path: '/our-professionals',
    title: 'Our Professionals',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Harlan & Beck CPAs, LLC',
        department: [{ '@type': 'Organization', name: 'Payroll Services', employee: [{ '@type': 'Person', name: 'Tara Nguyen', jobTitle: 'Payroll Manager', email: `tnguyen@${HOST}` }] }],
      },
    ],
    main: section(`<div class="elementor-widget-heading"><h1>Our Professionals</h1></div><div class="elementor-row">${CARDS.map(cardHtml).join('')}</div>`),
  });

  pages['/insights'] = page({
    path: '/insights',
    title: 'Insights',
    main: section(`<h1>Insights</h1><article class="post"><h2><a href="/insights/2025-tax-season-checklist">Your 2025 tax season checklist</a></h2><p>January 14, 2025 · Tax Tips</p></article><article class="post"><h2><a href="/insights/boi-reporting-update">BOI reporting: where things stand</a></h2><p>December 3, 2024 · Business</p></article>`),
  });

  pages['/insights/2025-tax-season-checklist'] = page({
    path: '/insights/2025-tax-season-checklist',
    title: 'Your 2025 tax season checklist',
    main: section(
      `<article class="post"><h1 class="entry-title">Your 2025 tax season checklist</h1><div class="entry-content"><p>Gather your W-2s, 1099s, 1098 mortgage statements and childcare receipts before your appointment. If you bought or sold crypto, bring the exchange's annual statement too.</p>` +
        `<p>Not sure whether a form applies to you? Senior tax associate Ryan O'Connell put this list together and is glad to answer questions at ${mailto(`roconnell@${HOST}`)} — he usually replies within one business day.</p></div></article>`,
    ),
  });

  pages['/insights/boi-reporting-update'] = page({
    path: '/insights/boi-reporting-update',
    title: 'BOI reporting: where things stand',
    main: section(`<article class="post"><h1 class="entry-title">BOI reporting: where things stand</h1><div class="entry-content"><p>The beneficial ownership reporting rule has been paused and revived more than once. We are tracking it for every entity client and will reach out before any deadline.</p></div></article>`),
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: section(
      `<h1>Careers at Harlan &amp; Beck</h1><p>We are hiring a Staff Accountant (CPA-track) and two seasonal tax preparers for the 2025 season.</p><p>Send a résumé and a short note to ${mailto(`careers@${HOST}`)}.</p><p class="small">Hiring partner: Daniel Beck, CPA · Equal opportunity employer</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      `<h1>Contact Us</h1><p>1450 Dublin Road, Suite 210, Columbus, OH 43215<br>Phone ${tel('(614) 555-0143')} · Fax (614) 555-0199<br>${mailto(`info@${HOST}`)}</p>` +
        `<div class="staff-contact" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Linda Kowalski</span>, <span itemprop="jobTitle">Office Manager</span> — <a itemprop="email" href="mailto:lkowalski@${HOST}">lkowalski@${HOST}</a></div>` +
        `<p><strong>New clients:</strong> Priya Raman, Client Services Coordinator, ${tel('(614) 555-0147')}, ${mailto(`praman@${HOST}`)}</p>` +
        `<!-- front desk (retired 2022): frontdesk@${HOST} -->` +
        `<form class="elementor-form" method="post" name="Contact"><label for="form-field-email">Email</label><input type="email" id="form-field-email" name="form_fields[email]" placeholder="you@example.com"><label for="form-field-message">Message</label><textarea id="form-field-message" name="form_fields[message]"></textarea><button type="submit" class="elementor-button">Send</button></form>`,
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: section(`<h1>Privacy Policy</h1><p>We collect only the information needed to prepare your returns and provide our services. Questions: use the contact page.</p>`) });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client Portal', main: section(`<h1>Client Portal</h1><p>Locked out? Email portal@${HOST}.</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-22',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `mharlan@${HOST}`, name: 'Margaret Harlan', title: 'Managing Partner', pages: ['/', '/our-professionals'], cases: ['json-ld-person', 'json-ld-mailto', 'card', 'post-nominal', 'plain', 'link-english-unlisted'] },
        { address: `dbeck@${HOST}`, name: 'Daniel Beck', title: 'Partner, Tax Services', titleAlternatives: ['Partner'], pages: ['/our-professionals'], cases: ['card', 'post-nominal', 'plain', 'link-english-unlisted'] },
        {
          address: `kwashington@${HOST}`,
          name: 'Keith Washington',
          title: 'Audit & Assurance Manager',
          pages: ['/our-professionals'],
          encoded: { kind: 'charcodes', text: charCodes(`kwashington@${HOST}`) },
          cases: ['card', 'post-nominal', 'script-charcode', 'link-english-unlisted'],
        },
        { address: `jalvarez@${HOST}`, name: 'Jennifer Alvarez', title: 'Senior Tax Associate', pages: ['/our-professionals'], cases: ['card', 'post-nominal', 'entities', 'link-english-unlisted'] },
        { address: `tnguyen@${HOST}`, name: 'Tara Nguyen', title: 'Payroll Manager', pages: ['/our-professionals'], cases: ['card', 'json-ld-nested', 'post-nominal', 'plain', 'link-english-unlisted'] },
        { address: `lkowalski@${HOST}`, name: 'Linda Kowalski', title: 'Office Manager', pages: ['/contact'], cases: ['microdata', 'name-title-line', 'plain'] },
        { address: `praman@${HOST}`, name: 'Priya Raman', title: 'Client Services Coordinator', pages: ['/contact'], cases: ['label-line', 'plain'] },
        { address: `roconnell@${HOST}`, name: "Ryan O'Connell", title: 'Senior tax associate', titleAlternatives: ['Senior Tax Associate'], pages: ['/insights/2025-tax-season-checklist'], cases: ['prose', 'deep-page', 'plain'] },
        { address: `careers@${HOST}`, name: null, title: null, pages: ['/careers'], cases: ['role', 'neighbour', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `frontdesk@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'hb-logo@2x.png', kind: 'retina' },
        { text: 'jquery-migrate@3.4.1', kind: 'package' },
      ],
    },
  };
}
