/**
 * Harcourt Pryce Solicitors: a six-fee-earner high-street firm in Ludlow, Shropshire, on
 * WordPress with Yoast. "Our People" holds team cards whose headings carry post-nominals (LLB
 * (Hons), TEP, FCILEx), some addresses written by an e-mail encoder plugin as character
 * references, and the two partners again as employees of a LegalService in JSON-LD; the
 * complaints page names the complaints contact in an SRA-style label line; a trainee vacancy is
 * listed only in the page sitemap under Yoast's index. A departed solicitor's address in a
 * comment, a pinned jQuery Migrate, the form's placeholder and the client portal (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'harcourt-pryce.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about-us/', 'About Us'],
  ['/services/', 'Services'],
  ['/our-people/', 'Our People'],
  ['/contact-us/', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Harcourt Pryce Solicitors',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    '<script src="https://cdn.jsdelivr.net/npm/jquery-migrate@3.4.1/dist/jquery-migrate.min.js" id="jquery-migrate-js"></script>',
  ],
  header: () =>
    `<div id="page" class="hfeed site"><header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead"><div class="ast-container"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="260" height="64" src="/wp-content/uploads/2023/02/harcourt-pryce-logo.png" class="custom-logo" alt="Harcourt Pryce Solicitors"></a></div>` +
    `<nav id="primary-site-navigation" class="site-navigation ast-flex-grow-1 navigation-accessibility" aria-label="Site Navigation"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border">${MENU.map(([h, l], i) => `<li id="menu-item-${31 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${31 + i}"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<div class="ast-header-html"><p>Call us: ${tel('01584 876210')}</p></div></div></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon"><div class="footer-widget-area widget-area site-footer-focus-item"><section id="block-7" class="widget widget_block"><p><strong>Harcourt Pryce Solicitors</strong><br>14 Broad Street, Ludlow, Shropshire SY8 1NG<br>${tel('01584 876210')} · ${mailto(`enquiries@${HOST}`)}</p></section>` +
    `<section id="block-8" class="widget widget_block"><ul><li><a href="/complaints-procedure/">Complaints Procedure</a></li><li><a href="/privacy-notice/">Privacy Notice</a></li><li><a href="/client-portal/">Client Portal</a></li></ul></section>` +
    `<section id="block-9" class="widget widget_block"><p class="small">Harcourt Pryce Solicitors is the trading name of Harcourt Pryce LLP, a limited liability partnership registered in England and Wales (OC412876). Authorised and regulated by the Solicitors Regulation Authority (SRA No. 624719). A list of members is available at our registered office.</p>` +
    `<div style="max-width:275px;max-height:163px;"><div style="position:relative;padding-bottom:59.1%;height:auto;overflow:hidden;"><iframe frameborder="0" scrolling="no" allowTransparency="true" src="https://cdn.yoshki.com/iframe/55845r.html" style="border:0px;margin:0px;padding:0px;background-color:transparent;top:0px;left:0px;width:100%;height:100%;position:absolute;"></iframe></div></div></section></div>` +
    `<div class="ast-small-footer"><p>Copyright © 2025 Harcourt Pryce Solicitors | Website by Teme Valley Digital</p></div></footer></div>`,
  privacyPath: { en: '/privacy-notice/' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const article = (title: string, html: string): string =>
  `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text">${html}</div></article></main></div>`;

type Person = { heading: string; name: string; title: string; local: string; photo: string; bio: string; encoded: boolean; postNominal: boolean };
const PEOPLE: Person[] = [
  {
    heading: 'Jonathan Harcourt LLB (Hons)',
    name: 'Jonathan Harcourt',
    title: 'Senior Partner',
    local: 'jonathan.harcourt',
    photo: 'jonathan-harcourt',
    bio: 'Jonathan qualified in 1992 and founded the firm with Eleanor in 2004. He advises farming families and rural businesses on agricultural property, succession and disputes.',
    encoded: false,
    postNominal: true,
  },
  {
    heading: 'Eleanor Pryce LLB TEP',
    name: 'Eleanor Pryce',
    title: 'Partner, Head of Wills, Trusts & Probate',
    local: 'eleanor.pryce',
    photo: 'eleanor-pryce',
    bio: 'Eleanor is a full member of the Society of Trust and Estate Practitioners and a Dementia Friend. She deals with lasting powers of attorney, inheritance tax planning and the administration of estates.',
    encoded: true,
    postNominal: true,
  },
  {
    heading: 'Rajesh Kumar',
    name: 'Rajesh Kumar',
    title: 'Partner – Commercial Property',
    local: 'rajesh.kumar',
    photo: 'rajesh-kumar',
    bio: 'Rajesh joined us from a Birmingham practice in 2015. He acts for landlords, tenants and lenders on leases, acquisitions and development sites across the Marches.',
    encoded: true,
    postNominal: false,
  },
  {
    heading: 'Sophie Whitfield',
    name: 'Sophie Whitfield',
    title: 'Associate Solicitor, Family Law',
    local: 'sophie.whitfield',
    photo: 'sophie-whitfield',
    bio: 'Sophie is a member of Resolution and helps clients with divorce, financial settlements and arrangements for children, always looking for a non-confrontational way forward.',
    encoded: false,
    postNominal: false,
  },
  {
    heading: 'Gareth Lloyd FCILEx',
    name: 'Gareth Lloyd',
    title: 'Chartered Legal Executive (Residential Conveyancing)',
    local: 'gareth.lloyd',
    photo: 'gareth-lloyd',
    bio: 'Gareth has handled residential sales and purchases in Ludlow and the surrounding villages for over twenty years, including shared ownership and new-build plots.',
    encoded: false,
    postNominal: true,
  },
  {
    heading: 'Hannah Morris',
    name: 'Hannah Morris',
    title: 'Trainee Solicitor',
    local: 'hannah.morris',
    photo: 'hannah-morris',
    bio: 'Hannah is in the second year of her training contract and currently sits in the Private Client department.',
    encoded: false,
    postNominal: false,
  },
];

const card = (p: Person): string => {
  const address = `${p.local}@${HOST}`;
  const link = p.encoded ? `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>` : mailto(address);
  return (
    `<div class="wp-block-column team-member"><figure class="wp-block-image size-medium"><img decoding="async" width="300" height="300" src="/wp-content/uploads/2023/02/${p.photo}-300x300.jpg" alt="${esc(p.name)}"></figure>` +
    `<h3 class="wp-block-heading">${esc(p.heading)}</h3><p class="team-role"><strong>${esc(p.title)}</strong></p><p>${esc(p.bio)}</p><p>T: ${tel('01584 876210')}<br>E: ${link}</p></div>`
  );
};

export function harcourtPryce(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Solicitors in Ludlow, Shropshire',
    description: 'Friendly, experienced solicitors in Ludlow for wills and probate, conveyancing, family law and commercial property.',
    main: article(
      'Solicitors in Ludlow, Shropshire',
      `<p>For more than twenty years Harcourt Pryce has advised people and businesses in Ludlow, Tenbury Wells and across south Shropshire. We are small enough to know our clients by name and experienced enough to handle complex matters.</p>` +
        `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/services/">How we can help</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link" href="/our-people/">Meet the team</a></div></div>` +
        `<p>Free initial 20-minute telephone consultation for new family law clients. Home visits available for wills and lasting powers of attorney.</p>`,
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    main: article('About Us', `<p>Harcourt Pryce was founded in 2004 by Jonathan Harcourt and Eleanor Pryce in the same Georgian townhouse on Broad Street where we still work today. We hold the Law Society’s Conveyancing Quality Scheme accreditation and Lexcel.</p>`),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: article(
      'Services',
      `<h2>For you and your family</h2><ul><li>Wills, trusts and lasting powers of attorney</li><li>Probate and estate administration</li><li>Residential conveyancing</li><li>Divorce, separation and children matters</li></ul><h2>For your business</h2><ul><li>Commercial property and leases</li><li>Agricultural land and farm succession</li></ul>` +
        `<p>For a conveyancing quote, email ${mailto(`conveyancing@${HOST}`)} with the address and price of the property.</p>`,
    ),
  });

  pages['/our-people'] = page({
    path: '/our-people',
    title: 'Our People',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${ORIGIN}/#organization`,
        name: 'Harcourt Pryce Solicitors',
        url: `${ORIGIN}/`,
        telephone: '+44 1584 876210',
        address: { '@type': 'PostalAddress', streetAddress: '14 Broad Street', addressLocality: 'Ludlow', postalCode: 'SY8 1NG', addressCountry: 'GB' },
        employee: [
          { '@type': 'Person', name: 'Jonathan Harcourt', jobTitle: 'Senior Partner', honorificSuffix: 'LLB (Hons)', email: `jonathan.harcourt@${HOST}` },
          { '@type': 'Person', name: 'Eleanor Pryce', jobTitle: 'Partner, Head of Wills, Trusts & Probate', honorificSuffix: 'LLB TEP', email: `eleanor.pryce@${HOST}` },
        ],
      },
    ],
    main: article(
      'Our People',
      `<p>Our solicitors and legal executives are supported by an experienced team of secretaries and legal assistants.</p><div class="wp-block-columns is-layout-flex">${PEOPLE.slice(0, 3).map(card).join('')}</div><div class="wp-block-columns is-layout-flex">${PEOPLE.slice(3).map(card).join('')}</div>`,
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: article(
      'Contact Us',
      `<p>Our office is open Monday to Friday, 9am to 5pm. Parking is available in the Galdeford car park, five minutes’ walk away.</p><p>General enquiries: ${mailto(`enquiries@${HOST}`)}<br>Conveyancing quotes: ${mailto(`conveyancing@${HOST}`)}</p>` +
        `<!-- old direct line for David: david.owen@${HOST} (left March 2024) -->` +
        `<div class="wpforms-container"><form id="wpforms-form-112" class="wpforms-validate wpforms-form" method="post" action="/contact-us/"><div class="wpforms-field-container"><div class="wpforms-field wpforms-field-name"><label class="wpforms-field-label" for="wpforms-112-field_0">Name <span class="wpforms-required-label">*</span></label><input type="text" id="wpforms-112-field_0" name="wpforms[fields][0]" required></div><div class="wpforms-field wpforms-field-email"><label class="wpforms-field-label" for="wpforms-112-field_1">Email <span class="wpforms-required-label">*</span></label><input type="email" id="wpforms-112-field_1" name="wpforms[fields][1]" placeholder="name@example.com" required></div><div class="wpforms-field wpforms-field-textarea"><label class="wpforms-field-label" for="wpforms-112-field_2">How can we help?</label><textarea id="wpforms-112-field_2" name="wpforms[fields][2]"></textarea></div></div><div class="wpforms-submit-container"><button type="submit" class="wpforms-submit">Send</button></div></form></div>`,
    ),
  });

  pages['/complaints-procedure'] = page({
    path: '/complaints-procedure',
    title: 'Complaints Procedure',
    main: article(
      'Complaints Procedure',
      `<p>We are committed to providing a high-quality legal service to all our clients. If something goes wrong, we need you to tell us about it.</p><h2>Who to contact</h2>` +
        `<p>Complaints contact: Margaret Evans, Practice Manager &amp; COLP, Harcourt Pryce Solicitors, 14 Broad Street, Ludlow SY8 1NG · ${tel('01584 876214')} · ${mailto(`margaret.evans@${HOST}`)}</p>` +
        `<h2>What will happen next?</h2><ol><li>We will send you a letter acknowledging your complaint within three working days.</li><li>We will then investigate your complaint and send you a detailed written reply within 28 days.</li></ol>` +
        `<p>If you are not satisfied with our handling of your complaint you can ask the Legal Ombudsman, PO Box 6167, Slough SL1 0EH, to consider the complaint. Normally, you will need to bring a complaint to the Legal Ombudsman within six months of receiving a final written response from us.</p>`,
    ),
  });

  pages['/privacy-notice'] = page({
    path: '/privacy-notice',
    title: 'Privacy Notice',
    main: article('Privacy Notice', `<p>Harcourt Pryce LLP is the data controller for the personal information we hold about you. We use it to provide legal services, to meet our obligations under the Money Laundering Regulations and to keep accounting records for at least six years.</p>`),
  });

  pages['/careers/trainee-solicitor-2026'] = page({
    path: '/careers/trainee-solicitor-2026',
    title: 'Trainee Solicitor (September 2026)',
    main: article(
      'Trainee Solicitor – September 2026',
      `<p>We are recruiting one trainee solicitor (or SQE qualifying work experience candidate) to start in September 2026. You will spend time in private client, property and family.</p>` +
        `<p>To apply, please send your CV and a covering letter to our HR Manager, Claire Bennett, at ${mailto(`claire.bennett@${HOST}`)} by 31 January 2026.</p>`,
    ),
  });

  pages['/client-portal'] = page({
    path: '/client-portal',
    title: 'Client Portal',
    main: article('Client Portal', `<p>Log in to view documents and messages for your matter. Trouble logging in? Email ${mailto(`portal@${HOST}`)}.</p>`),
  });

  const PAGE_PATHS = ['/', '/about-us/', '/services/', '/our-people/', '/contact-us/', '/complaints-procedure/', '/privacy-notice/', '/careers/trainee-solicitor-2026/'];
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, PAGE_PATHS, '2025-06-02'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, [], '2025-06-02'));

  const footerPages = ['/', '/about-us', '/services', '/our-people', '/contact-us', '/complaints-procedure', '/privacy-notice', '/careers/trainee-solicitor-2026'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /client-portal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-06-02'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-52',
      languages: ['en'],
      addresses: [
        { address: `enquiries@${HOST}`, name: null, title: null, pages: footerPages, cases: ['role', 'plain'] },
        { address: `conveyancing@${HOST}`, name: null, title: null, pages: ['/services', '/contact-us'], cases: ['role', 'plain'] },
        ...PEOPLE.map((p) => ({
          address: `${p.local}@${HOST}`,
          name: p.name,
          title: p.title,
          pages: ['/our-people'],
          cases: [
            'card',
            'link-english-unlisted',
            p.encoded ? 'entities' : 'plain',
            ...(p.postNominal ? ['post-nominal'] : []),
            ...(p.local === 'jonathan.harcourt' || p.local === 'eleanor.pryce' ? ['json-ld-person', 'json-ld-nested'] : []),
          ] as CaseKind[],
        })),
        { address: `margaret.evans@${HOST}`, name: 'Margaret Evans', title: 'Practice Manager & COLP', pages: ['/complaints-procedure'], cases: ['label-line', 'plain'] },
        { address: `claire.bennett@${HOST}`, name: 'Claire Bennett', title: 'HR Manager', pages: ['/careers/trainee-solicitor-2026'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/client-portal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: `david.owen@${HOST}`, kind: 'comment' },
        { text: 'jquery-migrate@3.4.1', kind: 'package' },
        { text: 'name@example.com', kind: 'placeholder' },
      ],
    },
  };
}
