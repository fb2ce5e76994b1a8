/**
 * Table Rock Family Dental: a family dental practice in Boise, Idaho, on WordPress with the Astra
 * theme, Elementor and Yoast SEO. "Meet the Doctors" (a menu label outside the usual contact
 * words) holds the dentists as Elementor image boxes with "Dr." and DDS/DMD, their addresses
 * written as character references by an e-mail encoder plugin, the owner also a Person in
 * JSON-LD; "Our Team" holds the hygienist (RDH) and the front office as cards; "New Patients"
 * names the treatment coordinator in a sentence; a blog post reached only through Yoast's
 * sitemap index (named in robots.txt) names the outreach coordinator. The front desk is the
 * Dentist's contactPoint. The dental lab's address, the contact form's placeholder, the retina
 * logo and the patient portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tablerockfamilydental.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/meet-the-doctors/', 'Meet the Doctors'],
  ['/our-team/', 'Our Team'],
  ['/services/', 'Services'],
  ['/new-patients/', 'New Patients'],
  ['/contact-us/', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Table Rock Family Dental',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.11" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">`,
    `<link rel="stylesheet" id="elementor-post-7-css" href="${ORIGIN}/wp-content/uploads/elementor/css/post-7.css?ver=1714419233" media="all">`,
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TRFD4B71QZ"></script>',
  ],
  header: () =>
    `<div class="hfeed site" id="page"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>` +
    `<div class="ast-above-header-wrap"><div class="ast-above-header-bar ast-above-header"><div class="site-above-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container"><div class="ast-builder-grid-row"><div class="site-header-above-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-html-1"><div class="ast-header-html inner-link-style-"><div class="ast-builder-html-element"><p>📞 ${tel('(208) 555-0173')} · Mon–Thu 7am–5pm, Fri 7am–1pm · <a href="/patient-portal/">Patient Portal</a></p></div></div></div></div></div></div></div></div>` +
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center">` +
    `<div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline"><div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="${ORIGIN}/" class="custom-logo-link" rel="home"><img width="240" height="80" src="${ORIGIN}/wp-content/uploads/2023/04/tablerock-logo.png" class="custom-logo" alt="Table Rock Family Dental" decoding="async" srcset="${ORIGIN}/wp-content/uploads/2023/04/tablerock-logo.png 1x, ${ORIGIN}/wp-content/uploads/2023/04/tablerock-logo@2x.png 2x"></a></span></div></div></div>` +
    `<div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation: Main Menu" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">` +
    MENU.map(([h, l], i) => `<li id="menu-item-${(112 + i).toString()}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${(112 + i).toString()}"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('') +
    `</ul></div></nav></div></div></div></div></div></div></div></div></div></div></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">` +
    `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="text-2" class="widget widget_text"><h2 class="widget-title">Visit Us</h2><div class="textwidget"><p>Table Rock Family Dental, PLLC<br>2150 E Warm Springs Ave, Suite 104<br>Boise, ID 83712</p><p>${tel('(208) 555-0173')}<br>${mailto(`frontdesk@${HOST}`)}</p></div></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item"><section id="nav_menu-3" class="widget widget_nav_menu"><h2 class="widget-title">Patients</h2><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li><a href="/new-patients/">New Patients</a></li><li><a href="/patient-portal/">Patient Portal</a></li><li><a href="/privacy-policy/">Privacy Policy</a></li></ul></div></section></aside></div>` +
    `</div></div></div><div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-footer-copyright"><p>Copyright © 2025 Table Rock Family Dental | Powered by Table Rock Family Dental</p></div></div></div></footer></div>`,
  bodyEnd: [
    `<script id="astra-theme-js-js-extra">var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":"","is_header_footer_builder_active":"1","responsive_cart_click":"flyout"};</script>`,
    `<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.11" id="astra-theme-js-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-US' });

let eid = 0x3f2a1b0;
const nextId = (): string => (eid++).toString(16).slice(-7);
/** An Elementor section of one column holding widgets. */
const section = (widgets: string, cls = ''): string => {
  const id = nextId();
  return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default${cls ? ` ${cls}` : ''}" data-id="${id}" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-${nextId()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${widgets}</div></div></div></section>`;
};
const widget = (type: string, inner: string): string => {
  const id = nextId();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
};
const heading = (text: string, tag = 'h2'): string => widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${esc(text)}</${tag}>`);
const text = (html: string): string => widget('text-editor', html);
const elementorPage = (postId: number, html: string): string =>
  `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-${postId.toString()} page type-page status-publish ast-article-single" id="post-${postId.toString()}"><div class="entry-content clear" itemprop="text"><div data-elementor-type="wp-page" data-elementor-id="${postId.toString()}" class="elementor elementor-${postId.toString()}">${html}</div></div></article></main></div>`;

/** What the e-mail encoder plugin makes of a mailto link. */
const encodedMail = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

type Doctor = { heading: string; name: string; title: string; local: string; photo: string; bio: string; cases: CaseKind[] };
const DOCTORS: Doctor[] = [
  {
    heading: 'Dr. Megan Albright, DDS',
    name: 'Megan Albright',
    title: 'Owner & General Dentist',
    local: 'megan',
    photo: 'dr-albright',
    bio: 'Dr. Albright grew up in Meridian and earned her Doctor of Dental Surgery at Creighton University. She opened Table Rock Family Dental in 2012 and still sees patients four days a week. Outside the office you’ll find her on the Ridge to Rivers trails with her two kids and a very muddy golden retriever.',
    cases: ['json-ld-person'],
  },
  {
    heading: 'Dr. Tyler Nakamura, DMD',
    name: 'Tyler Nakamura',
    title: 'Associate Dentist',
    local: 'tyler',
    photo: 'dr-nakamura',
    bio: 'Dr. Nakamura graduated from Oregon Health & Science University School of Dentistry and completed a general practice residency in Salt Lake City. He has a special interest in same-day crowns and sedation for anxious patients.',
    cases: [],
  },
  {
    heading: 'Dr. Rosa Villanueva, DDS, MS',
    name: 'Rosa Villanueva',
    title: 'Orthodontist (Tuesdays & Thursdays)',
    local: 'rosa',
    photo: 'dr-villanueva',
    bio: 'Dr. Villanueva completed her orthodontic residency at the University of Washington and offers Invisalign® and traditional braces for kids and adults right here in our office. Se habla español.',
    cases: [],
  },
];

type Member = { name: string; shown: string; title: string; local: string; photo: string; postNominal?: boolean };
const TEAM: Member[] = [
  { name: 'Kayla Brennan', shown: 'Kayla Brennan, RDH', title: 'Registered Dental Hygienist', local: 'kayla', photo: 'kayla', postNominal: true },
  { name: 'Jordan Pike', shown: 'Jordan Pike', title: 'Office Manager', local: 'jordan', photo: 'jordan' },
  { name: 'Brittany Sosa', shown: 'Brittany Sosa', title: 'Insurance & Billing Coordinator', local: 'brittany', photo: 'brittany' },
];

const imageBox = (heading: string, title: string, body: string, photo: string): string =>
  widget(
    'image-box',
    `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img loading="lazy" decoding="async" width="600" height="600" src="${ORIGIN}/wp-content/uploads/2024/02/${photo}-600x600.jpg" class="attachment-full size-full" alt="${esc(heading)}"></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(heading)}</h3><p class="elementor-image-box-description"><strong>${esc(title)}</strong><br>${body}</p></div></div>`,
  );

const POST_PATH = '/free-sealant-day-for-boise-students';

export function tableRockDental(): CrawlWorldSite {
  eid = 0x3f2a1b0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Family & Cosmetic Dentist in Boise, ID',
    description: 'Gentle family, cosmetic and emergency dentistry in Boise’s East End. New patients welcome – most PPO plans accepted.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        '@id': `${ORIGIN}/#dentist`,
        name: 'Table Rock Family Dental',
        url: `${ORIGIN}/`,
        telephone: '+1-208-555-0173',
        priceRange: '$$',
        address: { '@type': 'PostalAddress', streetAddress: '2150 E Warm Springs Ave, Suite 104', addressLocality: 'Boise', addressRegion: 'ID', postalCode: '83712', addressCountry: 'US' },
        openingHours: ['Mo-Th 07:00-17:00', 'Fr 07:00-13:00'],
        contactPoint: { '@type': 'ContactPoint', contactType: 'appointments', telephone: '+1-208-555-0173', email: `frontdesk@${HOST}`, availableLanguage: ['English', 'Spanish'] },
      },
    ],
    main: elementorPage(
      7,
      section(
        heading('Gentle dentistry for the whole family', 'h1') +
          text(`<p>From your toddler’s first checkup to your mom’s implant crown, we take care of Boise families in a relaxed, no-judgment office on Warm Springs Avenue. Evening-free schedule, Saturday emergency appointments, and yes – we have Netflix on the ceiling.</p>`) +
          widget('button', `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="/new-patients/"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Book your first visit</span></span></a></div>`),
      ) +
        section(
          heading('What we do') +
            text(
              `<ul><li>Cleanings, exams &amp; digital X-rays</li><li>Same-day CEREC® crowns</li><li>Invisalign® and braces</li><li>Implant restorations</li><li>Nitrous and oral sedation</li></ul><p>Crowns, bridges and night guards that aren’t milled in our office are made locally by our partners at Snake River Dental Laboratory (case questions from other offices go to cases@snakeriverdentallab.com).</p>`,
            ),
        ) +
        section(heading('Questions? We’re happy to help.') + text(`<p>Call ${tel('(208) 555-0173')} or email our front desk at ${mailto(`frontdesk@${HOST}`)}. We answer emails within one business day.</p>`)),
    ),
  });

  pages['/meet-the-doctors'] = page({
    path: '/meet-the-doctors',
    title: 'Meet the Doctors',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Megan Albright',
        honorificPrefix: 'Dr.',
        honorificSuffix: 'DDS',
        jobTitle: 'Owner & General Dentist',
        email: `megan@${HOST}`,
        alumniOf: { '@type': 'CollegeOrUniversity', name: 'Creighton University School of Dentistry' },
        worksFor: { '@id': `${ORIGIN}/#dentist` },
      },
    ],
    main: elementorPage(
      24,
      section(heading('Meet the Doctors', 'h1') + text('<p>Three dentists, one philosophy: explain everything, never rush, and treat you the way we’d treat our own family.</p>')) +
        section(DOCTORS.map((d) => imageBox(d.heading, d.title, `${esc(d.bio)}<br>${encodedMail(`${d.local}@${HOST}`)}`, d.photo)).join(''), 'doctors-grid'),
    ),
  });

  pages['/our-team'] = page({
    path: '/our-team',
    title: 'Our Team',
    main: elementorPage(
      31,
      section(heading('Our Team', 'h1') + text('<p>The friendly faces who’ll greet you, clean your teeth and sort out your insurance.</p>')) +
        section(TEAM.map((m) => imageBox(m.shown, m.title, mailto(`${m.local}@${HOST}`), m.photo)).join(''), 'team-grid'),
    ),
  });

  pages['/services'] = page({
    path: '/services',
    title: 'Services',
    main: elementorPage(
      36,
      section(
        heading('Dental Services', 'h1') +
          text(
            `<h3>Preventive care</h3><p>Cleanings, exams, fluoride and sealants for kids and adults.</p><h3>Restorative &amp; cosmetic</h3><p>Tooth-colored fillings, same-day crowns, veneers, whitening and implant crowns.</p><h3>Orthodontics</h3><p>Invisalign® and braces with Dr. Villanueva, two days a week.</p><h3>Emergencies</h3><p>Broken tooth or toothache? Call us first thing – we keep time open every day for emergencies.</p>`,
          ),
      ),
    ),
  });

  pages['/new-patients'] = page({
    path: '/new-patients',
    title: 'New Patients',
    main: elementorPage(
      41,
      section(
        heading('Welcome, new patients!', 'h1') +
          text(
            `<p>Your first visit takes about 90 minutes: a full set of X-rays, an exam with one of our doctors, a cleaning (if there’s time) and a chat about any treatment you might need – with prices up front.</p>` +
              `<p>We’re in network with Delta Dental, Blue Cross of Idaho, MetLife, Cigna and Guardian, and we offer an in-house membership plan for patients without insurance. If you’d like to know what your plan covers before you come in, our treatment coordinator, Ashley Dunn, can check your benefits for you – just email her at ${mailto(`ashley@${HOST}`)} with your insurance details.</p>` +
              `<p>Please fill out your forms online in the <a href="/patient-portal/">Patient Portal</a> before your appointment, or arrive 15 minutes early.</p>`,
          ),
      ),
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: elementorPage(
      45,
      section(
        heading('Contact Us', 'h1') +
          text(`<p>2150 E Warm Springs Ave, Suite 104, Boise, ID 83712<br>Phone: ${tel('(208) 555-0173')} · Fax: (208) 555-0174<br>Email: ${mailto(`frontdesk@${HOST}`)}</p>`) +
          widget(
            'form',
            `<form class="elementor-form" method="post" name="Contact Form"><input type="hidden" name="post_id" value="45"><input type="hidden" name="form_id" value="5c1e0a2"><div class="elementor-form-fields-wrapper elementor-labels-above"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-50"><label for="form-field-name" class="elementor-field-label">Name</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Jane Smith"></div><div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-col-50 elementor-field-required"><label for="form-field-email" class="elementor-field-label">Email</label><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="name@email.com" required="required" aria-required="true"></div><div class="elementor-field-type-textarea elementor-field-group elementor-column elementor-field-group-message elementor-col-100"><label for="form-field-message" class="elementor-field-label">Message</label><textarea class="elementor-field-textual elementor-field elementor-size-sm" name="form_fields[message]" id="form-field-message" rows="4" placeholder="Please don’t include health information in this form."></textarea></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Send</span></button></div></div></form>`,
          ),
      ),
    ),
  });

  pages[POST_PATH] = page({
    path: POST_PATH,
    title: 'Free Sealant Day for Boise Students – June 14',
    main:
      `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-212 post type-post status-publish format-standard has-post-thumbnail hentry category-community ast-article-single" id="post-212" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="ast-post-format- single-layout-1"><header class="entry-header"><h1 class="entry-title" itemprop="headline">Free Sealant Day for Boise Students – June 14</h1><div class="entry-meta"><span class="posted-on"><span class="published" itemprop="datePublished">May 2, 2025</span></span> / <span class="cat-links"><a href="${ORIGIN}/category/community/" rel="category tag">Community</a></span></div></header>` +
      `<div class="entry-content clear" itemprop="text"><p>Sealants are a thin protective coating painted on the chewing surfaces of back teeth, and they prevent about 80% of cavities in molars. On Saturday, June 14, our hygienists and doctors will place sealants for free for any Boise School District student aged 6 to 14 – no insurance needed.</p>` +
      `<p>Spots are limited to 60 kids. To reserve one, or if your school or youth group would like us to visit in the fall, please contact our community outreach coordinator Hailey Ortiz at ${mailto(`hailey@${HOST}`)}.</p></div></div></article></main></div>`,
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy Policy', main: elementorPage(3, section(heading('Privacy Policy', 'h1') + text('<p>This policy describes how we handle information you give us through this website. Your protected health information is covered by our HIPAA Notice of Privacy Practices, available at the front desk.</p>'))) });

  pages['/patient-portal'] = page({
    path: '/patient-portal',
    title: 'Patient Portal',
    main: elementorPage(52, section(heading('Patient Portal', 'h1') + text(`<p>Log in to complete forms, view statements and request records. Records requests from other providers: ${mailto(`records@${HOST}`)}.</p>`))),
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/post-sitemap.xml', '/page-sitemap.xml'], '2025-05-02'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, [`${POST_PATH}/`], '2025-05-02'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/meet-the-doctors/', '/our-team/', '/services/', '/new-patients/', '/contact-us/', '/privacy-policy/'], '2025-04-18'));

  const unlisted: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt: `# START YOAST BLOCK\n# ---------------------------\nUser-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /patient-portal\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n# ---------------------------\n# END YOAST BLOCK\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-120',
      languages: ['en'],
      addresses: [
        { address: `frontdesk@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...DOCTORS.map((d) => ({
          address: `${d.local}@${HOST}`,
          name: d.name,
          title: d.title,
          ...(d.local === 'rosa' ? { titleAlternatives: ['Orthodontist'] } : {}),
          pages: ['/meet-the-doctors'],
          cases: ['card', 'honorific', 'post-nominal', 'entities', unlisted, ...d.cases] as CaseKind[],
        })),
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/our-team'],
          cases: ['card', 'plain', ...(m.postNominal ? ['post-nominal'] : [])] as CaseKind[],
        })),
        { address: `ashley@${HOST}`, name: 'Ashley Dunn', title: 'treatment coordinator', pages: ['/new-patients'], cases: ['prose', 'plain', unlisted] },
        { address: `hailey@${HOST}`, name: 'Hailey Ortiz', title: 'community outreach coordinator', pages: [POST_PATH], cases: ['prose', 'plain', 'sitemap-index', 'sitemap-robots'] },
      ],
      pattern: '{first}',
      disallowed: ['/patient-portal'],
      nonAddresses: [
        { text: `records@${HOST}`, kind: 'disallowed' },
        { text: 'cases@snakeriverdentallab.com', kind: 'other-company' },
        { text: 'name@email.com', kind: 'placeholder' },
        { text: 'tablerock-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
