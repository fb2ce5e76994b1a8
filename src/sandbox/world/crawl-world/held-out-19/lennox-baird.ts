/**
 * Lennox Baird & Co: a firm of chartered accountants and tax advisers in Stirling, on WordPress
 * with Astra and Elementor. Partners and staff in Elementor team widgets whose addresses the
 * "Email Address Encoder" plugin writes as character references, the managing partner also as
 * the JSON-LD founder, the payroll supervisor in a sentence on the payroll page, the practice
 * manager in a "Name, Title" line, the tax team's mailbox under a blog post's byline; the IT
 * supplier's address, the form's placeholder, a retina logo, a commented-out address and the
 * client portal disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lennoxbaird.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/services/', 'Services'],
  ['/services/payroll-bureau/', 'Payroll Bureau'],
  ['/our-people/', 'Our People'],
  ['/insights/', 'Insights'],
  ['/contact-us/', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lennox Baird & Co',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="Elementor 3.24.7; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.7" media="all">`,
  ],
  header: () =>
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container">` +
    `<div class="site-branding ast-site-identity"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="240" height="64" src="${ORIGIN}/wp-content/uploads/2022/08/lennox-baird-logo.png" class="custom-logo" alt="Lennox Baird &amp; Co Chartered Accountants" srcset="${ORIGIN}/wp-content/uploads/2022/08/lennox-baird-logo.png 1x, ${ORIGIN}/wp-content/uploads/2022/08/lennox-baird-logo@2x.png 2x"></a></span></div>` +
    `<nav id="primary-site-navigation-desktop" class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" aria-label="Site Navigation"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></div></header>`,
  footer: () =>
    `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-footer-row-full-width"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-grid-center-col-layout">` +
    `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area"><section class="widget widget_block"><p><strong>Lennox Baird &amp; Co</strong><br>Chartered Accountants<br>14 Allan Park<br>Stirling FK8 2QG</p></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area"><section class="widget widget_block"><p>T: ${tel('01786 447 310')}<br>E: ${mailto(`enquiries@${HOST}`)}</p><p>Mon–Fri 9am – 5pm</p></section></aside></div></div></div>` +
    `<div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item"><div class="ast-footer-copyright"><p>Copyright © 2025 Lennox Baird &amp; Co. Registered to carry on audit work in the UK by the Institute of Chartered Accountants of Scotland. <a href="/privacy-notice/">Privacy Notice</a> | <a href="/client-portal/">Client Portal</a></p></div></div>` +
    `<!-- recruitment mailbox retired 2024: jobs@${HOST} --></footer>`,
  privacyPath: { en: '/privacy-notice' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.7" id="elementor-frontend-js"></script>`],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Person = { name: string; post: string; title: string; local: string; bio: string };
const PEOPLE: Person[] = [
  { name: 'Graham Lennox', post: 'CA CTA', title: 'Managing Partner', local: 'graham.lennox', bio: 'Graham set up the firm in 1998 after ten years with a Big Four practice in Edinburgh. He looks after owner-managed businesses, farms and estates, and chairs the Stirling branch of the Federation of Small Businesses.' },
  { name: 'Catriona Baird', post: 'CA', title: 'Partner – Audit & Assurance', local: 'catriona.baird', bio: 'Catriona leads our audit work for charities, housing associations and community trusts across Forth Valley.' },
  { name: 'Euan MacLeod', post: 'FCCA', title: 'Tax Manager', local: 'euan.macleod', bio: 'Euan handles personal tax, capital gains and inheritance tax planning, and is our Making Tax Digital lead.' },
  { name: 'Kirsty Drummond', post: 'ATT', title: 'Senior Tax Assistant', local: 'kirsty.drummond', bio: 'Kirsty prepares self-assessment returns and deals with HMRC enquiries. Outside work she plays shinty for Kilmallie.' },
  { name: 'Ruaraidh Fraser', post: '', title: 'Trainee Chartered Accountant', local: 'ruaraidh.fraser', bio: 'Ruaraidh joined us from the University of Stirling in 2023 and is working through his ICAS exams.' },
];

const encoded = (address: string) => `<a href="mailto:${entities(address)}">${entities(address)}</a>`;

const card = (p: Person) =>
  `<div class="elementor-column elementor-col-33 elementor-inner-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">` +
  `<div class="elementor-element elementor-widget elementor-widget-image"><div class="elementor-widget-container"><img width="400" height="480" src="${ORIGIN}/wp-content/uploads/2024/01/${p.local.replace('.', '-')}-400x480.jpg" class="attachment-medium size-medium" alt="${esc(p.name)}"></div></div>` +
  `<div class="elementor-element elementor-widget elementor-widget-heading"><div class="elementor-widget-container"><h3 class="elementor-heading-title elementor-size-default">${esc(p.post ? `${p.name} ${p.post}` : p.name)}</h3></div></div>` +
  `<div class="elementor-element elementor-widget elementor-widget-text-editor team-role"><div class="elementor-widget-container"><p>${esc(p.title)}</p></div></div>` +
  `<div class="elementor-element elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>${esc(p.bio)}</p></div></div>` +
  `<div class="elementor-element elementor-widget elementor-widget-icon-list"><div class="elementor-widget-container"><ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><svg aria-hidden="true" class="e-font-icon-svg e-far-envelope" viewBox="0 0 512 512"><path d="M464 64H48"></path></svg></span><span class="elementor-icon-list-text">${encoded(`${p.local}@${HOST}`)}</span></li></ul></div></div>` +
  `</div></div>`;

export function lennoxBaird(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Chartered Accountants in Stirling',
    lang: 'en-GB',
    description: 'Chartered accountants and tax advisers in Stirling: accounts, audit, payroll and tax for businesses, farms and individuals across central Scotland.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'AccountingService',
            '@id': `${ORIGIN}/#organization`,
            name: 'Lennox Baird & Co',
            url: `${ORIGIN}/`,
            logo: `${ORIGIN}/wp-content/uploads/2022/08/lennox-baird-logo@2x.png`,
            telephone: '+44 1786 447310',
            address: { '@type': 'PostalAddress', streetAddress: '14 Allan Park', addressLocality: 'Stirling', postalCode: 'FK8 2QG', addressCountry: 'GB' },
            contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer support', email: `mailto:enquiries@${HOST}`, telephone: '+44 1786 447310', areaServed: 'GB' }],
            founder: { '@type': 'Person', name: 'Graham Lennox', honorificSuffix: 'CA CTA', jobTitle: 'Managing Partner', email: `mailto:graham.lennox@${HOST}` },
          },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Lennox Baird & Co', publisher: { '@id': `${ORIGIN}/#organization` } },
        ],
      },
    ],
    main:
      `<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12"><section class="elementor-section elementor-top-section elementor-section-boxed"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column"><div class="elementor-widget-wrap">` +
      `<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Straightforward accountancy for Forth Valley businesses</h1></div>` +
      `<div class="elementor-widget elementor-widget-text-editor"><p>From sole traders to family estates, we prepare accounts, run payroll, sort out VAT and keep you on the right side of HMRC. Fixed monthly fees agreed up front.</p></div>` +
      `<div class="elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link elementor-size-md" href="/contact-us/"><span class="elementor-button-text">Book a free first meeting</span></a></div>` +
      `</div></div></div></section></div>`,
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    lang: 'en-GB',
    main: `<div class="elementor"><h1>Services</h1><ul><li>Year-end accounts and corporation tax</li><li>Self-assessment and personal tax</li><li>Audit and independent examination for charities</li><li>VAT and Making Tax Digital</li><li><a href="/services/payroll-bureau/">Payroll bureau and auto-enrolment</a></li><li>Agricultural accounts and rural estates</li></ul></div>`,
  });

  pages['/services/payroll-bureau'] = page({
    path: '/services/payroll-bureau',
    title: 'Payroll Bureau',
    lang: 'en-GB',
    main:
      `<div class="elementor"><section class="elementor-section"><div class="elementor-widget-container"><h1>Payroll Bureau</h1>` +
      `<p>We run weekly, fortnightly and monthly payrolls for more than 140 local employers, from two-person cafés to a 90-strong haulage firm, including RTI submissions, pension auto-enrolment and P60s.</p>` +
      `<p>Timesheets, starter forms and leaver details should be sent to our Payroll Supervisor, Mhairi Stewart, at ${mailto(`mhairi.stewart@${HOST}`)} by the Tuesday before pay day.</p>` +
      `<p>For anything else to do with your payroll, the bureau's shared inbox is ${mailto(`payroll@${HOST}`)}.</p></div></section></div>`,
  });

  pages['/our-people'] = page({
    path: '/our-people',
    title: 'Our People',
    lang: 'en-GB',
    main:
      `<div data-elementor-type="wp-page" data-elementor-id="41" class="elementor elementor-41"><section class="elementor-section elementor-top-section"><div class="elementor-container"><h1 class="elementor-heading-title">Our People</h1><p>A small team, so you will always know who is dealing with your affairs.</p></div></section>` +
      `<section class="elementor-section elementor-inner-section elementor-section-boxed"><div class="elementor-container elementor-column-gap-wide">${PEOPLE.map(card).join('')}</div></section></div>`,
  });

  pages['/insights'] = page({
    path: '/insights',
    title: 'Insights',
    lang: 'en-GB',
    main: `<div class="ast-row"><article class="post type-post ast-article-post"><h2 class="entry-title"><a href="/2025/01/making-tax-digital-for-income-tax-what-landlords-need-to-know/">Making Tax Digital for Income Tax: what landlords need to know</a></h2><div class="entry-meta">By Euan MacLeod / 21 January 2025</div></article></div>`,
  });

  pages['/2025/01/making-tax-digital-for-income-tax-what-landlords-need-to-know'] = page({
    path: '/2025/01/making-tax-digital-for-income-tax-what-landlords-need-to-know',
    title: 'Making Tax Digital for Income Tax: what landlords need to know',
    lang: 'en-GB',
    main:
      `<article class="post type-post status-publish format-standard ast-article-single"><header class="entry-header"><h1 class="entry-title" itemprop="headline">Making Tax Digital for Income Tax: what landlords need to know</h1><div class="entry-meta">By <span class="posted-by vcard author"><span class="author-name">Euan MacLeod</span></span> / <span class="published">21 January 2025</span></div></header>` +
      `<div class="entry-content clear"><p>From April 2026, landlords and sole traders with qualifying income over £50,000 will have to keep digital records and send HMRC quarterly updates. The threshold drops to £30,000 a year later.</p><p>If your rental income is close to the threshold, now is the time to choose software and tidy up your records.</p>` +
      `<p><em>Euan MacLeod is our Tax Manager. Questions about MTD? Email the tax team at ${mailto(`tax@${HOST}`)}.</em></p></div></article>`,
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    lang: 'en-GB',
    main:
      `<div class="elementor"><h1>Contact Us</h1><p>14 Allan Park, Stirling FK8 2QG – two minutes from the railway station. Parking is available behind the office.</p><p>Telephone ${tel('01786 447 310')} or email ${mailto(`enquiries@${HOST}`)}.</p>` +
      `<p>Alison Gow, Practice Manager – ${mailto(`alison.gow@${HOST}`)}</p>` +
      `<p>Computer trouble at our end? Our IT is looked after by Forthside IT Solutions (support@forthside-it.co.uk).</p>` +
      `<div class="elementor-widget elementor-widget-wpforms"><form id="wpforms-form-88" class="wpforms-validate wpforms-form" method="post" action="/contact-us/"><div class="wpforms-field-container"><div class="wpforms-field wpforms-field-name"><label class="wpforms-field-label" for="wpforms-88-field_0">Name</label><input type="text" id="wpforms-88-field_0" name="wpforms[fields][0]"></div>` +
      `<div class="wpforms-field wpforms-field-email"><label class="wpforms-field-label" for="wpforms-88-field_1">Email</label><input type="email" id="wpforms-88-field_1" name="wpforms[fields][1]" placeholder="e.g. jane@yourbusiness.co.uk"></div>` +
      `<div class="wpforms-field wpforms-field-textarea"><label class="wpforms-field-label" for="wpforms-88-field_2">How can we help?</label><textarea id="wpforms-88-field_2" name="wpforms[fields][2]"></textarea></div></div><button type="submit" class="wpforms-submit">Send</button></form></div></div>`,
  });

  pages['/privacy-notice'] = page({ path: '/privacy-notice', title: 'Privacy Notice', lang: 'en-GB', main: `<h1>Privacy Notice</h1><p>Lennox Baird &amp; Co is the data controller for the personal information we hold about clients and their employees. You can contact us about your data at the address in the footer.</p>` });
  pages['/client-portal'] = page({ path: '/client-portal', title: 'Client Portal', lang: 'en-GB', main: `<h1>Client Portal</h1><p>Log in to upload documents and sign your accounts. Trouble logging in? ${mailto(`portal@${HOST}`)}</p>` });

  pages['/wp-sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/wp-sitemap-posts-page-1.xml', '/wp-sitemap-posts-post-1.xml']));
  pages['/wp-sitemap-posts-page-1.xml'] = xmlPage(urlset(HOST, ['/', '/services/', '/services/payroll-bureau/', '/our-people/', '/insights/', '/contact-us/', '/privacy-notice/']));
  pages['/wp-sitemap-posts-post-1.xml'] = xmlPage(urlset(HOST, ['/2025/01/making-tax-digital-for-income-tax-what-landlords-need-to-know/'], '2025-01-21'));

  const team = (p: Person): CrawlWorldSite['truth']['addresses'][number] => ({
    address: `${p.local}@${HOST}`,
    name: p.name,
    title: p.title,
    pages: ['/our-people'],
    cases: ['card', 'entities', ...(p.post ? (['post-nominal'] as CaseKind[]) : [])],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /client-portal\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'x-powered-by': 'PHP/8.1.29', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-19',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { ...team(PEOPLE[0]!), pages: ['/our-people', '/'], cases: ['card', 'entities', 'post-nominal', 'json-ld-person', 'json-ld-mailto'] },
        ...PEOPLE.slice(1).map(team),
        { address: `mhairi.stewart@${HOST}`, name: 'Mhairi Stewart', title: 'Payroll Supervisor', pages: ['/services/payroll-bureau'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: `payroll@${HOST}`, name: null, title: null, pages: ['/services/payroll-bureau'], cases: ['role', 'plain', 'link-english-unlisted'] },
        { address: `tax@${HOST}`, name: null, title: null, pages: ['/2025/01/making-tax-digital-for-income-tax-what-landlords-need-to-know'], cases: ['neighbour', 'role', 'plain', 'deep-page'] },
        { address: `alison.gow@${HOST}`, name: 'Alison Gow', title: 'Practice Manager', pages: ['/contact-us'], cases: ['name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: `jobs@${HOST}`, kind: 'comment' },
        { text: 'support@forthside-it.co.uk', kind: 'other-company' },
        { text: 'jane@yourbusiness.co.uk', kind: 'placeholder' },
        { text: 'lennox-baird-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
