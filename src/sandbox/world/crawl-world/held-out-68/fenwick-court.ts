/**
 * Fenwick Court Chambers: a barristers' chambers in London, on WordPress with Elementor (Hello
 * theme, Yoast). Members of Chambers as Elementor cards with "KC" after silks' names and one "Dr",
 * one address encoded as character references by an e-mail encoder plugin; the clerks' room as a
 * table; the Chambers Director as "Title: Name"; the pupillage administrator in running text; a
 * media mailbox under a quote by the Head of Chambers; JSON-LD with a contact point and the Head of
 * Chambers as a member. The members' area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fenwickcourt.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about-chambers/', 'About Chambers'],
  ['/members-of-chambers/', 'Members of Chambers'],
  ['/clerks-room/', 'Clerks’ Room'],
  ['/pupillage/', 'Pupillage'],
  ['/news/', 'News'],
  ['/contact-us/', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fenwick Court Chambers',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="swiper-css" href="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.css" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
  ],
  header: (p) =>
    `<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header"><section class="elementor-section elementor-top-section elementor-element elementor-element-4b1c2d0 elementor-section-boxed" data-element_type="section"><div class="elementor-container elementor-column-gap-default">` +
    `<div class="elementor-widget elementor-widget-image"><a href="/"><img width="240" height="64" src="/wp-content/uploads/2023/02/fcc-logo.png" srcset="/wp-content/uploads/2023/02/fcc-logo.png 1x, /wp-content/uploads/2023/02/fcc-logo@2x.png 2x" alt="Fenwick Court Chambers"></a></div>` +
    `<nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Menu"><ul id="menu-1-7a1f3e2" class="elementor-nav-menu">` +
    MENU.map(([href, label]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page${p.path === href.replace(/\/$/, '') || (href === '/' && p.path === '/') ? ' current-menu-item' : ''}"><a href="${href}" class="elementor-item">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></section></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="27" class="elementor elementor-27 elementor-location-footer"><section class="elementor-section elementor-top-section elementor-element elementor-element-9e0a1f7"><div class="elementor-container">` +
    `<div class="elementor-widget elementor-widget-text-editor"><p><strong>Fenwick Court Chambers</strong><br>3 Fenwick Court, Temple, London EC4Y 7BL<br>DX 417 London Chancery Lane<br>T: ${tel('020 7946 0318')}<br>E: ${mailto(`clerks@${HOST}`)}</p></div>` +
    `<div class="elementor-widget elementor-widget-text-editor"><p>Barristers practising from Fenwick Court Chambers are self-employed and regulated by the Bar Standards Board. Chambers is not a legal entity.</p><p><a href="/privacy-notice/">Privacy Notice</a> | <a href="/complaints/">Complaints</a> | <a href="/members-area/">Members’ Area</a></p><p>© 2025 Fenwick Court Chambers</p></div>` +
    `</div></section></div>`,
  privacyPath: { en: '/privacy-notice/' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.js" id="swiper-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const section = (html: string, id: string): string =>
  `<div data-elementor-type="wp-page" data-elementor-id="${id.length * 41}" class="elementor elementor-${id.length * 41}"><section class="elementor-section elementor-top-section elementor-element elementor-element-${id}" data-element_type="section"><div class="elementor-container elementor-column-gap-wide">${html}</div></section></div>`;

type Member = { shown: string; name: string; title: string; call: string; local: string; area: string; encode?: boolean; cases: CaseKind[] };
const MEMBERS: Member[] = [
  { shown: 'Richard Ashworth KC', name: 'Richard Ashworth', title: 'Head of Chambers', call: 'Call 1994 | KC 2012', local: 'richard.ashworth', area: 'Commercial, Professional Negligence', cases: ['post-nominal', 'json-ld-person'] },
  { shown: 'Helen Whitcombe KC', name: 'Helen Whitcombe', title: 'Deputy Head of Chambers', call: 'Call 1998 | KC 2016', local: 'helen.whitcombe', area: 'Employment, Discrimination', cases: ['post-nominal'] },
  { shown: 'Dr Priya Raman', name: 'Priya Raman', title: 'Head of the Public Law Team', call: 'Call 2005', local: 'priya.raman', area: 'Public Law, Judicial Review, Education', cases: ['honorific'] },
  { shown: 'Thomas Okafor', name: 'Thomas Okafor', title: 'Barrister (Commercial & Chancery)', call: 'Call 2011', local: 'thomas.okafor', area: 'Commercial, Chancery, Insolvency', encode: true, cases: [] },
  { shown: 'Eleanor Fitzgerald', name: 'Eleanor Fitzgerald', title: 'Barrister and Pupillage Committee Secretary', call: 'Call 2016', local: 'eleanor.fitzgerald', area: 'Employment, Personal Injury', cases: [] },
];

const card = (m: Member): string => {
  const addr = `${m.local}@${HOST}`;
  const mail = m.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="elementor-column elementor-col-33 elementor-element"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-image-box"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img loading="lazy" width="300" height="380" src="/wp-content/uploads/2024/01/${m.local.replace('.', '-')}-300x380.jpg" alt="${esc(m.shown)}"></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.shown)}</h3><p class="elementor-image-box-description"><strong>${esc(m.title)}</strong><br>${esc(m.call)}<br>${esc(m.area)}<br>${mail}</p></div></div></div></div></div></div>`
  );
};

export function fenwickCourt(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const org = {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: 'Fenwick Court Chambers',
    url: `${ORIGIN}/`,
    address: { '@type': 'PostalAddress', streetAddress: '3 Fenwick Court, Temple', addressLocality: 'London', postalCode: 'EC4Y 7BL', addressCountry: 'GB' },
    contactPoint: { '@type': 'ContactPoint', contactType: 'Clerks', telephone: '+44 20 7946 0318', email: `mailto:clerks@${HOST}` },
  };

  pages['/'] = page({
    path: '/',
    title: 'Barristers in Commercial, Employment and Public Law',
    jsonLd: [org],
    main: section(`<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Independent advocacy since 1968</h1></div><div class="elementor-widget elementor-widget-text-editor"><p>Fenwick Court Chambers is a set of 48 barristers, including 9 KCs, in the heart of the Temple. We act for individuals, companies, public bodies and regulators in commercial, employment and public law matters.</p><p><a href="/members-of-chambers/">Find a barrister</a> · <a href="/clerks-room/">Speak to our clerks</a></p></div>`, '6d2a9f1'),
  });

  pages['/about-chambers'] = page({
    path: '/about-chambers',
    title: 'About Chambers',
    main: section(`<h1 class="elementor-heading-title">About Chambers</h1><p>Founded in 1968, Fenwick Court moved to its present building in 1991. Members of Chambers sit as Recorders, Employment Judges and Deputy High Court Judges, and several are on the Attorney General’s panels of counsel.</p><p>Chambers is committed to equality, diversity and inclusion and publishes its Bar Council diversity data annually.</p>`, 'a31c07e'),
  });

  pages['/members-of-chambers'] = page({
    path: '/members-of-chambers',
    title: 'Members of Chambers',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'LegalService', name: 'Fenwick Court Chambers', member: [{ '@type': 'Person', name: 'Richard Ashworth KC', jobTitle: 'Head of Chambers', email: `richard.ashworth@${HOST}` }] }],
    main: section(`<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Members of Chambers</h1></div><div class="elementor-row">${MEMBERS.map(card).join('')}</div><p>A full list of members by seniority is available from the clerks.</p>`, 'c5b83e4'),
  });

  pages['/clerks-room'] = page({
    path: '/clerks-room',
    title: 'Clerks’ Room',
    main: section(
      `<h1 class="elementor-heading-title">Clerks’ Room</h1><p>Our clerks are available from 8.15am to 6.30pm, Monday to Friday, and by mobile out of hours.</p>` +
        `<table class="clerks"><thead><tr><th>Name</th><th>Role</th><th>Direct line</th><th>Email</th></tr></thead><tbody>` +
        `<tr><td>Mark Doyle</td><td>Senior Clerk</td><td>${tel('020 7946 0320')}</td><td>${mailto(`mark.doyle@${HOST}`)}</td></tr>` +
        `<tr><td>Sam Bright</td><td>First Junior Clerk (Employment &amp; Public Law)</td><td>${tel('020 7946 0321')}</td><td>${mailto(`sam.bright@${HOST}`)}</td></tr>` +
        `</tbody></table>` +
        `<p>Chambers Director: Louise Harrow, ${mailto(`louise.harrow@${HOST}`)}, ${tel('020 7946 0325')}</p>`,
      'e70d2b8',
    ),
  });

  pages['/pupillage'] = page({
    path: '/pupillage',
    title: 'Pupillage',
    main: section(`<h1 class="elementor-heading-title">Pupillage</h1><p>We offer up to two funded pupillages each year, with an award of £65,000. Applications are made through the Pupillage Gateway only. Informal questions about the process can be sent to our Pupillage Administrator, Hannah Lee, at ${mailto(`hannah.lee@${HOST}`)}; she cannot comment on individual applications.</p>`, '1f8e6c3'),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main: section(`<h1 class="elementor-heading-title">News</h1><article class="elementor-post"><h2>Chambers welcomes three new tenants</h2><p>“We are delighted that all three of last year’s pupils have accepted tenancy,” said Richard Ashworth KC, Head of Chambers.</p><p>Media enquiries: ${mailto(`media@${HOST}`)}</p></article>`, '8b04da2'),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: section(`<h1 class="elementor-heading-title">Contact Us</h1><p>3 Fenwick Court, Temple, London EC4Y 7BL. Nearest Underground: Temple (Circle and District lines).</p><p>For all instructions and fee enquiries please contact the clerks on ${tel('020 7946 0318')} or at ${mailto(`clerks@${HOST}`)}.</p><p>If you have a complaint, please see our <a href="/complaints/">complaints procedure</a>. You may also contact the Legal Ombudsman at enquiries@legalombudsman.org.uk.</p>`, '3c9e5a0'),
  });

  pages['/complaints'] = page({ path: '/complaints', title: 'Complaints', main: section(`<h1>Complaints Procedure</h1><p>Complaints should be made in writing to the Chambers Director within six months of the matter complained of.</p>`, '0f2b7d9') });
  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy Notice', main: section(`<h1>Privacy Notice</h1><p>Each barrister is a data controller in their own right. Chambers processes personal data for the administration of practices.</p>`, '7a6c1e4') });
  pages['/members-area'] = page({ path: '/members-area', title: 'Members’ Area', main: section(`<h1>Members’ Area</h1><p>Log in with your chambers account. Password resets: ${mailto(`itsupport@${HOST}`)}</p>`, '2d9f0b6') });

  const named = (m: Member) => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.title,
    pages: m.local === 'richard.ashworth' ? ['/members-of-chambers'] : ['/members-of-chambers'],
    cases: ['card', m.encode ? 'entities' : 'plain', 'link-english-unlisted', ...m.cases] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /members-area\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-68',
      languages: ['en'],
      addresses: [
        { address: `clerks@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: `media@${HOST}`, name: null, title: null, pages: ['/news'], cases: ['role', 'neighbour', 'plain'] },
        ...MEMBERS.map(named),
        { address: `mark.doyle@${HOST}`, name: 'Mark Doyle', title: 'Senior Clerk', pages: ['/clerks-room'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: `sam.bright@${HOST}`, name: 'Sam Bright', title: 'First Junior Clerk (Employment & Public Law)', titleAlternatives: ['First Junior Clerk'], pages: ['/clerks-room'], cases: ['table', 'plain', 'link-english-unlisted'] },
        { address: `louise.harrow@${HOST}`, name: 'Louise Harrow', title: 'Chambers Director', pages: ['/clerks-room'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] },
        { address: `hannah.lee@${HOST}`, name: 'Hannah Lee', title: 'Pupillage Administrator', pages: ['/pupillage'], cases: ['prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/members-area'],
      nonAddresses: [
        { text: `itsupport@${HOST}`, kind: 'disallowed' },
        { text: 'fcc-logo@2x.png', kind: 'retina' },
        { text: 'swiper@8.4.5', kind: 'package' },
        { text: 'enquiries@legalombudsman.org.uk', kind: 'other-company' },
      ],
    },
  };
}
