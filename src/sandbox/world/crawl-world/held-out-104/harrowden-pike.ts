/**
 * Harrowden & Pike: a pipe-organ builder in a converted mill outside Aylsham, Norfolk, on
 * WordPress with Astra, Elementor and Yoast. "The Workshop" (a menu label outside the usual
 * contact words) holds the five craftspeople as Elementor image boxes, their addresses written as
 * character references by an e-mail encoder plugin (one heading with "Dr" and "FRCO" the British
 * way, without full stops); the tuning page names the tuning manager in a sentence; the contact
 * page has a "Quotations and diary bookings:" line and two office mailboxes; and an apprentice's
 * welcome post is listed only in Yoast's post sitemap, a child of the sitemap index. A former
 * partner's address in an HTML comment, the logo's @2x file name, a pinned swiper package, the
 * contact form's placeholder, the organ adviser's diocesan address and the client area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'harrowdenorgans.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/about-us', 'Our History'],
  ['/new-organs', 'New Organs'],
  ['/restoration', 'Restoration'],
  ['/tuning-maintenance', 'Tuning & Maintenance'],
  ['/the-workshop', 'The Workshop'],
  ['/contact-us', 'Contact'],
];

const UP = '/wp-content/uploads';

const theme: Theme = {
  host: HOST,
  siteName: 'Harrowden & Pike Organ Builders',
  head: [
    '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="swiper-css" href="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.css" media="all">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    '<link rel="https://api.w.org/" href="/wp-json/">',
    '<!-- / Yoast SEO plugin. -->',
  ],
  header: () =>
    `<div class="hfeed site" id="page"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>` +
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-primary-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center">` +
    `<div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline"><div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="${ORIGIN}/" class="custom-logo-link" rel="home"><img width="240" height="72" src="${ORIGIN}${UP}/2022/11/harrowden-pike-logo.png" class="custom-logo" alt="Harrowden &amp; Pike Organ Builders" decoding="async" srcset="${ORIGIN}${UP}/2022/11/harrowden-pike-logo.png 1x, ${ORIGIN}${UP}/2022/11/harrowden-pike-logo@2x.png 2x"></a></span></div></div></div>` +
    `<div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">` +
    MENU.map(([h, l], i) => `<li id="menu-item-${31 + i * 2}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${31 + i * 2}"><a href="${ORIGIN}${h}/" class="menu-link">${esc(l)}</a></li>`).join('') +
    `</ul></div></nav></div></div></div></div></div></div></div></div></div></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">` +
    `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="text-2" class="widget widget_text"><h2 class="widget-title">Find us</h2><div class="textwidget"><p>Harrowden &amp; Pike Organ Builders Ltd<br>The Old Mill, Brampton Mill Yard<br>Aylsham, Norfolk NR11 6QJ</p>` +
    `<!-- Office moved to the mill in 2019; d.harrowden@harrowdenorgans.test no longer monitored. -->` +
    `<p>${tel('01632 960418')}<br>${mailto(`office@${HOST}`)}</p></div></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area"><section id="text-3" class="widget widget_text"><div class="textwidget"><p>Members of the Incorporated Society of Organ Builders and the Institute of British Organ Building. Accredited IBO Workshop.</p><p><a href="${ORIGIN}/privacy-policy/">Privacy &amp; Cookies</a> · <a href="${ORIGIN}/client-area/">Client Area</a></p></div></section></aside></div>` +
    `<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><div class="ast-footer-copyright"><p>Copyright © 2025 Harrowden &amp; Pike Organ Builders Ltd · Registered in England &amp; Wales No. 04417732 · VAT GB 812 4471 09</p></div></div>` +
    `</div></div></div></footer></div>`,
  bodyEnd: [
    '<div id="cookie-law-info-bar" data-nosnippet="true" hidden><span>We use cookies on our website to give you the most relevant experience by remembering your preferences and repeat visits. By clicking “Accept”, you consent to the use of ALL the cookies.<a role="button" data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button wt-cli-accept-btn">Accept</a> <a href="/privacy-policy/" id="CONSTANT_OPEN_URL" class="cli-plugin-main-link">Read More</a></span></div>',
    `<script src="${ORIGIN}/wp-content/plugins/cookie-law-info/legacy/public/js/cookie-law-info-public.js?ver=3.2.2" id="cookie-law-info-js"></script>`,
    `<script src="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.js" id="swiper-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

let elId = 0x3a51f0;
const eid = (): string => (elId += 0x1d3b).toString(16).slice(-7);
const widget = (type: string, inner: string): string => {
  const id = eid();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
};
const section = (...columns: string[]): string => {
  const id = eid();
  return (
    `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default" data-id="${id}" data-element_type="section"><div class="elementor-container elementor-column-gap-default">` +
    columns
      .map((c) => {
        const cid = eid();
        return `<div class="elementor-column elementor-col-${Math.round(100 / columns.length)} elementor-top-column elementor-element elementor-element-${cid}" data-id="${cid}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${c}</div></div>`;
      })
      .join('') +
    `</div></section>`
  );
};
const text = (html: string): string => widget('text-editor', html);
const elementorPage = (id: number, html: string): string =>
  `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="entry-content clear" itemprop="text"><div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${html}</div></div></article></main></div>`;

/** An address as the e-mail encoder plugin writes a mailto link: character references in the href and the text. */
const encodedMailto = (address: string): string => `<a href="mailto:${entities(address)}">${entities(address)}</a>`;

type Maker = { heading: string; name: string; title: string; local: string; photo: string; bio: string; cases: CaseKind[]; alternatives?: string[] };
const MAKERS: Maker[] = [
  {
    heading: 'Thomas Pike',
    name: 'Thomas Pike',
    title: 'Managing Director & Head Voicer',
    local: 't.pike',
    photo: 'thomas-pike',
    bio: 'Thomas was apprenticed to Peter Collins in Melton Mowbray and joined his uncle’s firm in 1998. He has run the company since 2011 and still voices every new flue chorus himself.',
    cases: [],
    alternatives: ['Managing Director'],
  },
  {
    heading: 'Dr Eleanor Fairweather FRCO',
    name: 'Eleanor Fairweather',
    title: 'Head of Tonal Design',
    local: 'e.fairweather',
    photo: 'eleanor-fairweather',
    bio: 'Eleanor was organ scholar at Gonville & Caius and wrote her doctorate on the Norfolk organs of G. P. England. She draws up our tonal schemes and scales every new stop.',
    cases: ['honorific', 'post-nominal'],
  },
  {
    heading: 'Siân Llewellyn-Hughes',
    name: 'Siân Llewellyn-Hughes',
    title: 'Senior Pipemaker (Metal Shop)',
    local: 's.llewellyn-hughes',
    photo: 'sian-llewellyn-hughes',
    bio: 'Siân casts our spotted metal and tin sheet on the sand table and makes every metal pipe from the largest 16′ Open Diapason to the smallest Mixture pipe.',
    cases: [],
    alternatives: ['Senior Pipemaker'],
  },
  {
    heading: 'Rhys ap Gwilym',
    name: 'Rhys ap Gwilym',
    title: 'Console & Action Specialist (Tracker, Electro-pneumatic & Solid-State Systems)',
    local: 'r.apgwilym',
    photo: 'rhys-ap-gwilym',
    bio: 'Rhys came to us from the Llandaff workshop in 2015. He restores tracker actions and builds our consoles, and is the person to ask about adding a piston capture system.',
    cases: [],
    alternatives: ['Console & Action Specialist'],
  },
  {
    heading: 'Callum O’Rourke',
    name: 'Callum O’Rourke',
    title: 'Tuning & Maintenance Manager (East Anglia, Lincolnshire & the Fens)',
    local: 'c.orourke',
    photo: 'callum-orourke',
    bio: 'Callum looks after some 140 instruments on contract, from village chamber organs to the four-manual organ at St Nicholas, King’s Lynn.',
    cases: ['prose'],
    alternatives: ['Tuning & Maintenance Manager'],
  },
];

const makerBox = (m: Maker): string =>
  widget(
    'image-box',
    `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img decoding="async" width="600" height="600" src="${ORIGIN}${UP}/2023/03/${m.photo}-600x600.jpg" class="attachment-full size-full wp-image-${412 + MAKERS.indexOf(m)}" alt="${esc(m.name)}"></figure>` +
      `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.heading)}</h3><p class="elementor-image-box-description"><strong>${esc(m.title)}</strong><br>${esc(m.bio)}<br>${encodedMailto(`${m.local}@${HOST}`)}</p></div></div>`,
  );

export function harrowdenPike(): CrawlWorldSite {
  elId = 0x3a51f0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Pipe Organ Builders in Norfolk',
    description: 'New pipe organs, restoration, tuning and maintenance across East Anglia and beyond since 1961.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', '@id': `${ORIGIN}/`, url: `${ORIGIN}/`, name: 'Harrowden & Pike Organ Builders – Pipe Organ Builders in Norfolk', isPartOf: { '@id': `${ORIGIN}/#website` }, about: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'en-GB' },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Harrowden & Pike Organ Builders', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'en-GB' },
          {
            '@type': 'Organization',
            '@id': `${ORIGIN}/#organization`,
            name: 'Harrowden & Pike Organ Builders Ltd',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', '@id': `${ORIGIN}/#/schema/logo/image/`, url: `${ORIGIN}${UP}/2022/11/harrowden-pike-logo@2x.png`, width: 480, height: 144, caption: 'Harrowden & Pike Organ Builders' },
            sameAs: ['https://www.facebook.com/harrowdenpikeorgans', 'https://www.instagram.com/harrowdenpike/'],
          },
        ],
      },
    ],
    main: elementorPage(
      7,
      section(
        widget('heading', `<h1 class="elementor-heading-title elementor-size-default">Organ builders since 1961</h1>`) +
          text(
            `<p>From our workshop in a converted watermill on the Bure we build new mechanical-action organs, restore historic instruments and keep some 140 organs in tune across East Anglia, Lincolnshire and the Fens.</p><p>Recent work includes the restoration of the 1872 Holdich at St Margaret’s, Burnham Norton, and a new two-manual organ of 19 stops for the Methodist Church in Wisbech.</p>`,
          ) +
          widget('button', `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${ORIGIN}/the-workshop/"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Meet the makers</span></span></a></div>`),
      ),
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'Our History',
    main: elementorPage(
      9,
      section(
        text(
          `<h1>Our History</h1><p>Harrowden &amp; Pike was founded in Norwich in 1961 by Reginald Harrowden, who had trained with Hill, Norman &amp; Beard, and the voicer Edward Pike. The firm moved to Brampton Mill Yard in 2019.</p><p>Over six decades we have built 87 new organs and restored more than 300, for parish churches, cathedrals, schools and a handful of private houses.</p>`,
        ),
      ),
    ),
  });

  pages['/new-organs'] = page({
    path: '/new-organs',
    title: 'New Organs',
    main: elementorPage(
      11,
      section(
        text(
          `<h1>New Organs</h1><p>Every new organ begins with a visit: we listen to the building, measure the gallery or chamber and talk to the organist and the PCC. Our tonal schemes draw on the English tradition but are not afraid of a French Trompette or a German Quintadena.</p><p>Churches applying for faculty should involve the Diocesan Organ Adviser from the start; for the Diocese of Norwich this is Canon Michael Sayer (organadviser@dioceseofnorwich-dac.org.uk).</p>`,
        ),
      ),
    ),
  });

  pages['/restoration'] = page({
    path: '/restoration',
    title: 'Restoration',
    main: elementorPage(
      13,
      section(
        text(
          `<h1>Restoration</h1><p>We restore historic organs to the standards of the Institute of British Organ Building’s guidelines, keeping original pipework, soundboards and action wherever they can be saved, and documenting every stage for the National Pipe Organ Register.</p>`,
        ),
      ),
    ),
  });

  pages['/tuning-maintenance'] = page({
    path: '/tuning-maintenance',
    title: 'Tuning & Maintenance',
    main: elementorPage(
      15,
      section(
        text(
          `<h1>Tuning &amp; Maintenance</h1><p>A contract visit twice a year keeps the reeds in tune and catches small faults before they become expensive ones. Visits are planned on a round, so churches close to each other are seen on the same day.</p>` +
            `<p>Our tuning round is run by Callum O’Rourke; to add your church to it or to report a cipher between visits, write to him at ${mailto(`c.orourke@${HOST}`)} or ring ${tel('07700 900317')}.</p>`,
        ),
      ),
    ),
  });

  pages['/the-workshop'] = page({
    path: '/the-workshop',
    title: 'The Workshop',
    main: elementorPage(
      17,
      section(widget('heading', `<h1 class="elementor-heading-title elementor-size-default">The Workshop</h1>`) + text(`<p>Eleven people work at the mill: five of them are introduced below, and the rest are usually covered in sawdust.</p>`)) +
        section(makerBox(MAKERS[0]!), makerBox(MAKERS[1]!), makerBox(MAKERS[2]!)) +
        section(makerBox(MAKERS[3]!), makerBox(MAKERS[4]!)),
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact',
    main: elementorPage(
      19,
      section(
        text(
          `<h1>Contact</h1><p>The Old Mill, Brampton Mill Yard, Aylsham, Norfolk NR11 6QJ · ${tel('01632 960418')}</p>` +
            `<p>General enquiries: ${mailto(`office@${HOST}`)}<br>Invoices and remittances: ${mailto(`accounts@${HOST}`)}</p>` +
            `<p>Quotations and diary bookings: Janet Holloway, Office Manager, ${tel('01632 960418')}, ${mailto(`j.holloway@${HOST}`)}</p>`,
        ),
        widget(
          'shortcode',
          `<div class="elementor-shortcode"><div class="wpcf7 no-js" id="wpcf7-f88-p19-o1" lang="en-GB" dir="ltr"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p></div><form action="/contact-us/#wpcf7-f88-p19-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init"><div style="display: none;"><input type="hidden" name="_wpcf7" value="88"><input type="hidden" name="_wpcf7_version" value="5.9.5"><input type="hidden" name="_wpcf7_locale" value="en_GB"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f88-p19-o1"></div>` +
            `<p><label> Your name<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" autocomplete="name" aria-required="true" aria-invalid="false" value="" type="text" name="your-name"></span></label></p>` +
            `<p><label> Your email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" autocomplete="email" aria-required="true" aria-invalid="false" placeholder="e.g. churchwarden@yourparish.org.uk" value="" type="email" name="your-email"></span></label></p>` +
            `<p><label> Church or building<br><span class="wpcf7-form-control-wrap" data-name="church"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text" aria-invalid="false" value="" type="text" name="church"></span></label></p><p><label> Your message<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" maxlength="2000" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send"></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div></div>`,
        ),
      ),
    ),
  });

  // An old post: no archive page or menu links to it any more; only Yoast's post sitemap lists it.
  pages['/2023/09/welcome-ollie'] = page({
    path: '/2023/09/welcome-ollie',
    title: 'Welcome, Ollie!',
    main:
      `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-244 post type-post status-publish format-standard has-post-thumbnail hentry category-news ast-article-single" id="post-244" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="ast-post-format- single-layout-1"><header class="entry-header"><h1 class="entry-title" itemprop="headline">Welcome, Ollie!</h1><div class="entry-meta"><span class="posted-on"><span class="published" itemprop="datePublished">11th September 2023</span></span> / By <span class="posted-by vcard author" itemtype="https://schema.org/Person" itemscope="itemscope" itemprop="author"><span class="author-name" itemprop="name">Janet Holloway</span></span></div></header>` +
      `<div class="entry-content clear" itemprop="text"><p>We are delighted to welcome our new apprentice to the workshop. Ollie joins us from Paston College and will spend four years learning every trade in the building, from soundboard making to regulating tracker action, on the IBO apprenticeship scheme.</p>` +
      `<p>Ollie Baxter, Apprentice Organ Builder (Level 3), ${mailto(`o.baxter@${HOST}`)}</p><p>Do say hello if you see him on a tuning visit with Callum this winter.</p></div></div></article></main></div>`,
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy & Cookies',
    main: elementorPage(3, section(text(`<h1>Privacy &amp; Cookies</h1><p>We keep the details you send us only for as long as we need them to answer you and to look after your instrument. We do not share them with anyone.</p>`))),
  });

  pages['/client-area'] = page({
    path: '/client-area',
    title: 'Client Area',
    main: elementorPage(
      21,
      section(
        text(
          `<h1>Client Area</h1><form action="${ORIGIN}/wp-login.php?action=postpass" class="post-password-form" method="post"><p>This content is password protected. To view it please enter your password below:</p><p><label for="pwbox-21">Password: <input name="post_password" id="pwbox-21" type="password" spellcheck="false" size="20"></label> <input type="submit" name="Submit" value="Enter"></p></form><p>Contract clients who have lost their password should write to ${mailto(`clients@${HOST}`)}.</p>`,
        ),
      ),
    ),
  });

  const pageMap = ['/', '/about-us', '/new-organs', '/restoration', '/tuning-maintenance', '/the-workshop', '/contact-us', '/privacy-policy', '/client-area'];
  const index = sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-04-02');
  pages['/sitemap_index.xml'] = xmlPage(index);
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, pageMap.map((p) => (p === '/' ? p : `${p}/`)), '2025-04-02'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2023/09/welcome-ollie/'], '2023-09-11'));

  const workshop: CaseKind[] = ['card', 'entities', 'link-english-unlisted'];
  return {
    site: {
      host: HOST,
      robotsTxt: `# START YOAST BLOCK\n# ---------------------------\nUser-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /client-area\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n# ---------------------------\n# END YOAST BLOCK\n`,
      sitemapXml: index,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-104',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain'] },
        { address: `accounts@${HOST}`, name: null, title: null, pages: ['/contact-us'], cases: ['role', 'plain'] },
        ...MAKERS.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          ...(m.alternatives ? { titleAlternatives: m.alternatives } : {}),
          pages: m.local === 'c.orourke' ? ['/the-workshop', '/tuning-maintenance'] : ['/the-workshop'],
          cases: [...workshop, ...m.cases, ...(m.local === 'c.orourke' ? (['plain'] as CaseKind[]) : [])],
        })),
        { address: `j.holloway@${HOST}`, name: 'Janet Holloway', title: 'Office Manager', pages: ['/contact-us'], cases: ['label-line', 'plain'] },
        { address: `o.baxter@${HOST}`, name: 'Ollie Baxter', title: 'Apprentice Organ Builder (Level 3)', titleAlternatives: ['Apprentice Organ Builder'], pages: ['/2023/09/welcome-ollie'], cases: ['name-title-line', 'plain', 'sitemap-index'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/client-area'],
      nonAddresses: [
        { text: `clients@${HOST}`, kind: 'disallowed' },
        { text: `d.harrowden@${HOST}`, kind: 'comment' },
        { text: 'harrowden-pike-logo@2x.png', kind: 'retina' },
        { text: 'swiper@11.0.5', kind: 'package' },
        { text: 'churchwarden@yourparish.org.uk', kind: 'placeholder' },
        { text: 'organadviser@dioceseofnorwich-dac.org.uk', kind: 'other-company' },
      ],
    },
  };
}
