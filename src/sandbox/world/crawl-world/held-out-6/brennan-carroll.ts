/**
 * Brennan Carroll Solicitors: a small law firm in Galway, English with an Irish-language home
 * page and contact page reached only through the hreflang alternates (the theme's language
 * picker is a <select>). A WordPress site (Astra): the firm as a JSON-LD LegalService with its
 * founder and contact points, the solicitors as cards with honorifics and degrees, the practice
 * manager in running text, the reception address written by an e-mail encoder plugin, and a
 * client portal robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'brennan-carroll.test';
const ORIGIN = `http://${HOST}`;
const UP = '/wp-content/uploads/2024/09';
const COMMENTED = 'mhiggins@brennan-carroll.test';

const HOMES = { en: '/', ga: '/ga', 'x-default': '/' };

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about-the-firm', 'The Firm'],
  ['/practice-areas', 'Practice Areas'],
  ['/our-solicitors', 'Our Solicitors'],
  ['/contact', 'Contact'],
];

const GA_MENU: [string, string][] = [
  ['/ga', 'Baile'],
  ['/ga/teagmhail', 'Déan teagmháil linn'],
  ['/', 'English'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Brennan Carroll Solicitors',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.1" media="all">`,
    `<link rel="icon" href="${UP}/bc-icon-32x32.png" sizes="32x32">`,
  ],
  header: (page) =>
    `<header class="site-header ast-primary-header"><div class="site-branding"><a href="${page.lang === 'ga' ? '/ga' : '/'}" class="custom-logo-link" rel="home">` +
    `<img src="${UP}/brennan-carroll-logo.png" srcset="${UP}/brennan-carroll-logo.png 1x, ${UP}/brennan-carroll-logo@2x.png 2x" alt="Brennan Carroll Solicitors" width="240" height="60"></a></div>\n` +
    `<nav class="main-header-menu"><ul class="menu">${(page.lang === 'ga' ? GA_MENU : MENU).map(([href, label]) => `<li class="menu-item"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('')}</ul></nav>` +
    (page.lang === 'ga'
      ? ''
      : `<select class="lang-picker" aria-label="Language" onchange="location.href=this.value"><option value="/" selected>English</option><option value="/ga">Gaeilge</option></select>`) +
    `</header>`,
  footer: () =>
    `<footer class="site-footer"><div class="footer-widget-area"><p>Brennan Carroll Solicitors LLP · 14 Eyre Square, Galway H91 F2XK · +353 91 562 400</p>` +
    `<p>Regulated by the Law Society of Ireland. <a href="/careers">Careers</a> · <a href="/client-portal">Client Portal</a> · <a href="/privacy-notice">Privacy Notice</a></p></div>` +
    `<div class="ast-small-footer">© 2025 Brennan Carroll Solicitors LLP</div></footer>`,
  privacyPath: { en: '/privacy-notice', ga: '/privacy-notice' },
  bodyEnd: ['<script src="/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.8.1" id="astra-theme-js-js"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

interface Solicitor {
  heading: string;
  name: string;
  role: string;
  email: string;
  photo: string;
  bio: string;
}

const SOLICITORS: Solicitor[] = [
  {
    heading: 'Ms Aoife Brennan LL.B. (Hons)',
    name: 'Aoife Brennan',
    role: 'Managing Partner · Family Law',
    email: 'abrennan@brennan-carroll.test',
    photo: 'aoife-brennan',
    bio: 'Qualified in 1999; accredited family mediator; sits on the Law Society’s Family and Child Law Committee.',
  },
  {
    heading: 'Declan Carroll BCL, AITI Chartered Tax Adviser',
    name: 'Declan Carroll',
    role: 'Partner – Tax & Probate',
    email: 'dcarroll@brennan-carroll.test',
    photo: 'declan-carroll',
    bio: 'Advises farming families on succession, agricultural relief and the Fair Deal scheme.',
  },
  {
    heading: 'Siobhán O’Connor LL.M.',
    name: 'Siobhán O’Connor',
    role: 'Associate Solicitor',
    email: 'soconnor@brennan-carroll.test',
    photo: 'siobhan-oconnor',
    bio: 'Employment law and personal injuries; previously with a Dublin insurance defence practice.',
  },
  {
    heading: 'Mr Eoin Fitzgerald',
    name: 'Eoin Fitzgerald',
    role: 'Solicitor (Conveyancing)',
    email: 'efitzgerald@brennan-carroll.test',
    photo: 'eoin-fitzgerald',
    bio: 'Residential and agricultural conveyancing across Galway, Mayo and Roscommon.',
  },
];

const FOUNDER = { '@type': 'Person', name: 'Aoife Brennan', honorificPrefix: 'Ms', jobTitle: 'Managing Partner', email: 'mailto:abrennan@brennan-carroll.test' };

export function brennanCarroll(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Solicitors in Galway City',
    lang: 'en-IE',
    alternates: HOMES,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        name: 'Brennan Carroll Solicitors LLP',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}${UP}/brennan-carroll-logo.png`,
        telephone: '+353 91 562 400',
        address: { '@type': 'PostalAddress', streetAddress: '14 Eyre Square', addressLocality: 'Galway', postalCode: 'H91 F2XK', addressCountry: 'IE' },
        foundingDate: '1994',
        founder: FOUNDER,
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', email: 'mailto:reception@brennan-carroll.test', telephone: '+353 91 562 400', availableLanguage: ['English', 'Irish'] },
          { '@type': 'ContactPoint', contactType: 'conveyancing enquiries', email: 'conveyancing@brennan-carroll.test', areaServed: 'Connacht' },
        ],
      },
    ],
    main:
      `<section class="hero"><h1>Practical legal advice in the heart of Galway</h1><p>Family law, wills and probate, farm succession, employment and property. Thirty years on Eyre Square, and appointments in Oughterard every second Thursday.</p>` +
      `<a class="ast-button" href="/contact">Make an appointment</a></section>\n` +
      `<section class="home-areas"><h2>How we can help</h2><ul><li>Separation and divorce</li><li>Wills, enduring powers of attorney and probate</li><li>Buying and selling property</li><li>Unfair dismissal and workplace disputes</li></ul><p><a href="/practice-areas">All practice areas</a></p></section>`,
  });

  pages['/about-the-firm'] = page({
    path: '/about-the-firm',
    title: 'The Firm',
    lang: 'en-IE',
    main:
      `<article class="page"><h1>The Firm</h1>\n` +
      `<p>Brennan Carroll was founded in 1994 by the late Séamus Brennan in two rooms over a pharmacy on Shop Street. His daughter Aoife joined in 1999 and Declan Carroll came on as partner in 2008, when we moved to Eyre Square.</p>\n` +
      `<p>Day to day, the office runs thanks to Gráinne Kelly, our practice manager, who looks after fees, undertakings and file archiving and is the person to write to at ${mailto('gkelly@brennan-carroll.test')} about an invoice or a closed file.</p>\n` +
      `<!-- trainee (2023–24): ${COMMENTED} -->\n` +
      `<p>We brief counsel in Galway and at the Law Library in Dublin; barristers’ clerks can be contacted through the Law Library directly (${mailto('clerks@lawlibrary-galway.test')}).</p>\n` +
      `</article>`,
  });

  pages['/practice-areas'] = page({
    path: '/practice-areas',
    title: 'Practice Areas',
    lang: 'en-IE',
    main:
      `<h1>Practice Areas</h1><h2>Family law</h2><p>Judicial separation, divorce, guardianship and access, domestic violence orders, mediation.</p>` +
      `<h2>Wills and probate</h2><p>Wills, enduring powers of attorney, grants of probate, Capital Acquisitions Tax.</p>` +
      `<h2>Property</h2><p>Residential and agricultural conveyancing, leases, rights of way.</p><h2>Employment</h2><p>Advice for employees and small employers; WRC hearings.</p>`,
  });

  pages['/our-solicitors'] = page({
    path: '/our-solicitors',
    title: 'Our Solicitors',
    lang: 'en-IE',
    main:
      `<h1>Our Solicitors</h1><div class="wp-block-columns team-grid">\n` +
      SOLICITORS.map(
        (s) =>
          `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="${UP}/${s.photo}-400x400.jpg" srcset="${UP}/${s.photo}-400x400.jpg 1x, ${UP}/${s.photo}-400x400@2x.jpg 2x" alt="${esc(s.name)}"></figure>` +
          `<h3 class="team-name">${esc(s.heading)}</h3><p class="team-role">${esc(s.role)}</p><p class="team-bio">${esc(s.bio)}</p><p class="team-email">${mailto(s.email, 'Email ' + s.name.split(' ')[0]!)}</p></div>`,
      ).join('\n') +
      `\n</div>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'en-IE',
    main:
      `<h1>Contact us</h1><p>14 Eyre Square, Galway H91 F2XK<br>Tel. +353 91 562 400 · Monday to Friday, 9.15 to 5.30</p>\n` +
      `<p>General enquiries and appointments: <a href="${entities('mailto:reception@brennan-carroll.test')}">${entities('reception@brennan-carroll.test')}</a></p>\n` +
      `<p>Accounts and fee notes: ${mailto('accounts@brennan-carroll.test')}</p>\n` +
      `<div class="wpforms-container"><form class="wpforms-form" method="post"><label>Name <input type="text" name="wpforms[fields][0]"></label>` +
      `<label>Email <input type="email" name="wpforms[fields][1]" placeholder="yourname@example.com"></label><label>How can we help? <textarea name="wpforms[fields][2]"></textarea></label><button type="submit">Send</button></form></div>\n` +
      `<p class="disclaimer">Please do not send confidential information through this form until we have confirmed we can act for you.</p>`,
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    lang: 'en-IE',
    main: `<h1>Careers</h1><p>We take one trainee solicitor each September. Applications with a CV and a short cover letter to ${mailto('recruitment@brennan-carroll.test')} by 31 March.</p>`,
  });

  pages['/client-portal'] = page({
    path: '/client-portal',
    title: 'Client Portal',
    lang: 'en-IE',
    main: `<h1>Client Portal</h1><p>Log in to view documents we have shared with you. Trouble logging in? ${mailto('portal-support@brennan-carroll.test')}</p>`,
  });

  pages['/privacy-notice'] = page({
    path: '/privacy-notice',
    title: 'Privacy Notice',
    lang: 'en-IE',
    main: `<h1>Privacy Notice</h1><p>Brennan Carroll Solicitors LLP is the data controller. Requests under the GDPR: write to the Data Protection Officer, 14 Eyre Square, Galway, or email ${mailto('accounts@brennan-carroll.test')} marked “Data request”.</p>`,
  });

  pages['/ga'] = page({
    path: '/ga',
    title: 'Aturnaetha i gCathair na Gaillimhe',
    lang: 'ga',
    alternates: HOMES,
    main: `<h1>Comhairle dlí i lár na Gaillimhe</h1><p>Tá seirbhís iomlán trí Ghaeilge ar fáil ag an gcomhlacht: uachtanna, dlí teaghlaigh agus tíolacadh.</p><p><a href="/ga/teagmhail">Déan teagmháil linn</a></p>`,
  });

  pages['/ga/teagmhail'] = page({
    path: '/ga/teagmhail',
    title: 'Teagmháil',
    lang: 'ga',
    main: `<h1>Déan teagmháil linn</h1><p>14 Cearnóg Eyre, Gaillimh H91 F2XK</p><p>Le haghaidh seirbhíse trí Ghaeilge: Niamh Ní Bhriain, aturnae, ${mailto('nnibhriain@brennan-carroll.test')}</p>`,
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/about-the-firm', '/practice-areas', '/our-solicitors', '/contact', '/careers', '/privacy-notice'], '2025-06-02'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-6',
      languages: ['en', 'ga'],
      addresses: [
        {
          address: 'abrennan@brennan-carroll.test',
          name: 'Aoife Brennan',
          title: 'Managing Partner',
          titleAlternatives: ['Managing Partner · Family Law'],
          pages: ['/', '/our-solicitors'],
          cases: ['json-ld-person', 'json-ld-mailto', 'card', 'honorific', 'post-nominal', 'plain', 'link-english-unlisted'],
        },
        { address: 'dcarroll@brennan-carroll.test', name: 'Declan Carroll', title: 'Partner – Tax & Probate', titleAlternatives: ['Partner', 'Chartered Tax Adviser'], pages: ['/our-solicitors'], cases: ['card', 'post-nominal', 'plain', 'link-english-unlisted'] },
        { address: 'soconnor@brennan-carroll.test', name: 'Siobhán O’Connor', title: 'Associate Solicitor', pages: ['/our-solicitors'], cases: ['card', 'post-nominal', 'plain', 'link-english-unlisted'] },
        { address: 'efitzgerald@brennan-carroll.test', name: 'Eoin Fitzgerald', title: 'Solicitor (Conveyancing)', titleAlternatives: ['Solicitor'], pages: ['/our-solicitors'], cases: ['card', 'honorific', 'plain', 'link-english-unlisted'] },
        { address: 'gkelly@brennan-carroll.test', name: 'Gráinne Kelly', title: 'practice manager', pages: ['/about-the-firm'], cases: ['prose', 'plain'] },
        { address: 'nnibhriain@brennan-carroll.test', name: 'Niamh Ní Bhriain', title: 'aturnae', pages: ['/ga/teagmhail'], cases: ['hreflang', 'deep-page', 'link-non-english', 'name-title-line', 'plain'] },
        { address: 'reception@brennan-carroll.test', name: null, title: null, pages: ['/', '/contact'], cases: ['json-ld-contact-point', 'json-ld-mailto', 'entities', 'role'] },
        { address: 'conveyancing@brennan-carroll.test', name: null, title: null, pages: ['/'], cases: ['json-ld-contact-point', 'json-ld-only', 'role'] },
        { address: 'accounts@brennan-carroll.test', name: null, title: null, pages: ['/contact', '/privacy-notice'], cases: ['role', 'plain'] },
        { address: 'recruitment@brennan-carroll.test', name: null, title: null, pages: ['/careers'], cases: ['role', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'portal-support@brennan-carroll.test', kind: 'disallowed' },
        { text: 'brennan-carroll-logo@2x.png', kind: 'retina' },
        { text: 'aoife-brennan-400x400@2x.jpg', kind: 'retina' },
        { text: 'yourname@example.com', kind: 'placeholder' },
        { text: 'clerks@lawlibrary-galway.test', kind: 'other-company' },
      ],
    },
  };
}
