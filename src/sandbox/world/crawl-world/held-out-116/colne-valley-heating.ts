/**
 * Colne Valley Heating & Plumbing: a family heating and plumbing firm in Slaithwaite, West
 * Yorkshire, on WordPress with the Astra theme and Elementor. "Meet the Engineers" (an English
 * menu label outside the usual contact words) holds the team as Elementor image boxes: the
 * managing director also the founder Person in the home page's JSON-LD, the office manager's
 * address written as character references by an e-mail encoder plugin, the bathroom fitter's
 * built by a small inline script from pieces. The job ad names the operations manager in a
 * sentence; the contact page has "Title: Name – address" lines; a landlords' landing page made
 * for an ad campaign is linked from nowhere and listed only in the gzip sitemap the old Google
 * XML Sitemaps plugin writes. The boiler maker's warranty address, the form's placeholder, a
 * retina logo, a pinned lightbox library, an old address left in a comment and the engineers'
 * portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'colnevalleyheating.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/boiler-installation', 'Boilers'],
  ['/bathrooms', 'Bathrooms'],
  ['/meet-the-engineers', 'Meet the Engineers'],
  ['/careers', 'Careers'],
  ['/contact-us', 'Contact Us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Colne Valley Heating & Plumbing',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.8; features: e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.8" media="all">`,
    `<link rel="stylesheet" id="wpforms-full-css" href="${ORIGIN}/wp-content/plugins/wpforms-lite/assets/css/frontend/classic/wpforms-full.min.css?ver=1.8.8.3" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/lightbox2@2.11.4/dist/css/lightbox.min.css">',
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: () =>
    `<div class="hfeed site" id="page"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>` +
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">` +
    `<div id="ast-desktop-header"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container">` +
    `<div class="site-branding ast-site-identity"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="260" height="72" src="${UP}/2022/03/colne-valley-logo.png" class="custom-logo" alt="Colne Valley Heating &amp; Plumbing" decoding="async" srcset="${UP}/2022/03/colne-valley-logo.png 1x, ${UP}/2022/03/colne-valley-logo@2x.png 2x"></a></span></div>` +
    `<div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">` +
    MENU.map(([h, l], i) => `<li id="menu-item-${31 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${31 + i}"><a href="${h === '/' ? '/' : `${h}/`}" class="menu-link">${esc(l)}</a></li>`).join('') +
    `</ul></nav></div><div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-button-1"><div class="ast-builder-button-wrap"><a class="ast-custom-button-link" href="tel:01484845120"><div class="ast-custom-button">Call 01484 845120</div></a></div></div></div></div></div></div></header>` +
    `<div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">` +
    `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-7" class="widget widget_block"><p><strong>Colne Valley Heating &amp; Plumbing Ltd</strong><br>Unit 4, Spring Mill, Manchester Road<br>Slaithwaite, Huddersfield HD7 5HD<br>${tel('01484 845120')}<br>${mailto(`office@${HOST}`)}</p></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item"><section id="block-8" class="widget widget_block"><p>Gas Safe registered 512877<br>Worcester Bosch Accredited Installer<br>Registered in England &amp; Wales No. 07811264</p></section></aside></div>` +
    `<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><aside class="footer-widget-area widget-area site-footer-focus-item"><section id="block-9" class="widget widget_block"><ul class="wp-block-list"><li><a href="/privacy-policy/">Privacy Policy</a></li><li><a href="/engineers-portal/">Engineers’ Portal</a></li></ul></section></aside></div>` +
    `</div></div></div><div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full"><div class="ast-footer-copyright"><p>Copyright © 2025 Colne Valley Heating &amp; Plumbing Ltd | Website by Pennine Pixel</p></div></div></footer></div>`,
  privacyPath: { en: '/privacy-policy' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    '<script src="https://cdn.jsdelivr.net/npm/lightbox2@2.11.4/dist/js/lightbox.min.js"></script>',
    `<script id="astra-theme-js-js-extra">var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":"","is_header_footer_builder_active":"1","responsive_cart_click":"flyout"};</script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.8" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });

let elSeq = 0;
const elId = (): string => (0x3f1a2b7 + elSeq++ * 0x1d3).toString(16).slice(0, 7);
/** An Elementor section with one column of widgets. */
const section = (widgets: string, cols = 1): string =>
  `<section class="elementor-section elementor-top-section elementor-element elementor-element-${elId()} elementor-section-boxed elementor-section-height-default" data-id="${elId()}" data-element_type="section"><div class="elementor-container elementor-column-gap-default">${
    cols === 1 ? `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-${elId()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${widgets}</div></div>` : widgets
  }</div></section>`;
const textWidget = (html: string): string =>
  `<div class="elementor-element elementor-element-${elId()} elementor-widget elementor-widget-text-editor" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div>`;
const heading = (text: string, tag = 'h2'): string =>
  `<div class="elementor-element elementor-element-${elId()} elementor-widget elementor-widget-heading" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><${tag} class="elementor-heading-title elementor-size-default">${esc(text)}</${tag}></div></div>`;
const elementorPage = (id: number, html: string): string => `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${html}</div>`;

const RYAN_SCRIPT = `var u = 'ryan', d = 'colnevalleyheating' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;

type Engineer = { name: string; title: string; local: string; photo: string; blurb: string; how: 'plain' | 'entities' | 'script' };
const ENGINEERS: Engineer[] = [
  { name: 'Dave Haigh', title: 'Managing Director', local: 'dave', photo: 'dave-haigh', blurb: 'Started the firm in 1998 with one van and a lot of cheek. Still does the odd boiler swap when we’re short-handed.', how: 'plain' },
  { name: 'Karen Haigh', title: 'Office Manager & Company Secretary', local: 'karen', photo: 'karen-haigh', blurb: 'Runs the diary, the invoices and, let’s be honest, the rest of us.', how: 'entities' },
  { name: 'Liam Sykes', title: 'Senior Heating Engineer', local: 'liam', photo: 'liam-sykes', blurb: 'Gas Safe, OFTEC and heat pump qualified. Liam leads our system upgrades and power flushes.', how: 'plain' },
  { name: 'Ryan Dyson', title: 'Plumbing & Bathrooms Engineer', local: 'ryan', photo: 'ryan-dyson', blurb: 'Bathroom refits, wet rooms and anything involving copper pipe and a blowtorch.', how: 'script' },
];

const imageBox = (e: Engineer): string => {
  const addr = `${e.local}@${HOST}`;
  const mail = e.how === 'plain' ? mailto(addr) : e.how === 'entities' ? `<a href="mailto:${entities(addr)}">${entities(addr)}</a>` : `<script>${RYAN_SCRIPT}</script>`;
  return (
    `<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-${elId()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">` +
    `<div class="elementor-element elementor-element-${elId()} elementor-position-top elementor-widget elementor-widget-image-box" data-element_type="widget" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="${UP}/2024/02/${e.photo}-400x400.jpg" class="attachment-medium size-medium wp-image-${812 + e.local.length}" alt="${esc(e.name)}"></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(e.name)}</h3><p class="elementor-image-box-description"><strong>${esc(e.title)}</strong><br>${esc(e.blurb)}<br>${mail}</p></div></div></div></div>` +
    `</div></div>`
  );
};

export function colneValleyHeating(): CrawlWorldSite {
  elSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Gas Safe Heating Engineers in Huddersfield',
    description: 'Boiler installation, servicing and repairs, bathrooms and general plumbing across the Colne Valley and Huddersfield. Gas Safe registered since 1998.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Plumber',
        '@id': `${ORIGIN}/#organization`,
        name: 'Colne Valley Heating & Plumbing Ltd',
        url: `${ORIGIN}/`,
        logo: `${UP}/2022/03/colne-valley-logo.png`,
        telephone: '+44 1484 845120',
        address: { '@type': 'PostalAddress', streetAddress: 'Unit 4, Spring Mill, Manchester Road', addressLocality: 'Slaithwaite', addressRegion: 'West Yorkshire', postalCode: 'HD7 5HD', addressCountry: 'GB' },
        areaServed: ['Huddersfield', 'Slaithwaite', 'Marsden', 'Golcar', 'Holmfirth'],
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+44 1484 845120', email: `office@${HOST}`, areaServed: 'GB' },
        founder: { '@type': 'Person', name: 'Dave Haigh', jobTitle: 'Managing Director', email: `dave@${HOST}` },
      },
    ],
    main: elementorPage(
      12,
      section(
        heading('Warm homes across the Colne Valley since 1998', 'h1') +
          textWidget(
            `<p>We’re a family-run, Gas Safe registered team of six covering Huddersfield, Slaithwaite, Marsden, Golcar and the Holme Valley. New boilers, annual services, breakdowns, bathrooms and the leaks nobody else will come out for.</p><p>Fixed prices, no call-out charge within HD postcodes, and a 10-year guarantee on every Worcester Bosch boiler we fit.</p><p><a href="/boiler-installation/">Get a boiler quote</a> · <a href="/meet-the-engineers/">Meet the lads (and Karen)</a></p>`,
          ),
      ) +
        section(
          textWidget(
            `<blockquote><p>“Liam turned up on time, explained everything and left the airing cupboard cleaner than he found it. Can’t recommend them enough.” – Mrs P., Linthwaite</p></blockquote>`,
          ),
        ),
    ),
  });

  pages['/boiler-installation'] = page({
    path: '/boiler-installation',
    title: 'Boiler Installation',
    main: elementorPage(
      88,
      section(
        heading('New boiler installation', 'h1') +
          textWidget(
            `<p>Most of our installs are done in a single day. We’ll survey for free, recommend the right boiler for your home and water pressure, and register the guarantee for you.</p><p>Already got a Greenflame boiler that’s playing up under warranty? Their claims line is 0330 555 0199 or claims@greenflame-boilers.test – they’ll usually send one of their own engineers.</p>`,
          ),
      ),
    ),
  });

  pages['/bathrooms'] = page({
    path: '/bathrooms',
    title: 'Bathrooms',
    main: elementorPage(94, section(heading('Bathroom refits & wet rooms', 'h1') + textWidget(`<p>From a new shower valve to a full strip-out and refit, Ryan and the team handle the plumbing, tiling and making good.</p><p><a href="/bathroom-gallery/" data-lightbox="bath">See our recent work</a></p>`))),
  });

  pages['/meet-the-engineers'] = page({
    path: '/meet-the-engineers',
    title: 'Meet the Engineers',
    main: elementorPage(
      140,
      section(heading('Meet the Engineers', 'h1') + textWidget(`<p>Small enough to know every customer by name. Here’s who you’ll see on your doorstep – and on the other end of the phone.</p>`)) +
        section(ENGINEERS.map(imageBox).join(''), 4),
    ),
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: elementorPage(
      161,
      section(
        heading('We’re hiring: Gas Engineer (full time)', 'h1') +
          textWidget(
            `<ul><li>£38,000–£44,000 depending on experience, plus overtime and call-out rota</li><li>Company van, fuel card and tools</li><li>Monday to Friday, 8am–5pm, one weekend in six on call</li></ul><p>You’ll need your Gas Safe ACS tickets (CCN1, CENWAT and appliances) and a full UK driving licence. Heat pump experience is a bonus but we’ll train the right person.</p>` +
              `<p>Interested? Send a CV and a couple of lines about yourself to our Operations Manager, Craig Lockwood, at ${mailto(`craig@${HOST}`)} – or just ring him on ${tel('07700 900412')} for a chat first.</p>`,
          ),
      ),
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: elementorPage(
      22,
      section(
        heading('Get in touch', 'h1') +
          textWidget(
            `<p><strong>Office:</strong> ${tel('01484 845120')} (Mon–Fri 8am–5pm)<br><strong>Email:</strong> ${mailto(`office@${HOST}`)}<br><strong>Out of hours emergencies:</strong> ${tel('07700 900418')}</p>` +
              `<p>Accounts Administrator: Sandra Whiteley – ${mailto(`sandra@${HOST}`)}<br>Landlord certificates and letting agents: please use the office address above.</p>`,
          ) +
          `<div class="elementor-element elementor-widget elementor-widget-shortcode" data-widget_type="shortcode.default"><div class="elementor-widget-container"><div class="elementor-shortcode"><div class="wpforms-container wpforms-container-full" id="wpforms-214"><form id="wpforms-form-214" class="wpforms-validate wpforms-form wpforms-ajax-form" data-formid="214" method="post" enctype="multipart/form-data" action="/contact-us/" data-token="3f0c1a9b7e2d"><div class="wpforms-field-container">` +
          `<div id="wpforms-214-field_0-container" class="wpforms-field wpforms-field-name" data-field-id="0"><label class="wpforms-field-label" for="wpforms-214-field_0">Name <span class="wpforms-required-label">*</span></label><input type="text" id="wpforms-214-field_0" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][0]" required></div>` +
          `<div id="wpforms-214-field_1-container" class="wpforms-field wpforms-field-email" data-field-id="1"><label class="wpforms-field-label" for="wpforms-214-field_1">Email <span class="wpforms-required-label">*</span></label><input type="email" id="wpforms-214-field_1" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][1]" placeholder="yourname@email.co.uk" spellcheck="false" required></div>` +
          `<div id="wpforms-214-field_2-container" class="wpforms-field wpforms-field-textarea" data-field-id="2"><label class="wpforms-field-label" for="wpforms-214-field_2">What can we help with?</label><textarea id="wpforms-214-field_2" class="wpforms-field-medium" name="wpforms[fields][2]"></textarea></div>` +
          `</div><div class="wpforms-submit-container"><button type="submit" name="wpforms[submit]" id="wpforms-submit-214" class="wpforms-submit" data-alt-text="Sending..." data-submit-text="Send message">Send message</button></div></form></div></div></div></div>`,
      ),
    ),
  });

  pages['/landlord-gas-safety'] = page({
    path: '/landlord-gas-safety',
    title: 'Landlord Gas Safety Certificates (CP12) in Huddersfield',
    main: elementorPage(
      233,
      section(
        heading('Landlord Gas Safety Certificates from £65', 'h1') +
          textWidget(
            `<p>One fixed price per property for the CP12 check, including the boiler and up to two further gas appliances. Certificates emailed to you and your tenant the same day.</p>` +
              `<p>Managing a portfolio? Joanne Firth, our Landlord Services Coordinator, will set up reminders for every property so nothing lapses – email her at ${mailto(`joanne@${HOST}`)}.</p>`,
          ),
      ),
    ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy Policy',
    main: `<article id="post-3" class="post-3 page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title" itemprop="headline">Privacy Policy</h1></header><div class="entry-content clear" itemprop="text"><p>Colne Valley Heating &amp; Plumbing Ltd is the data controller for the personal information you give us. We keep job records for six years for warranty and tax purposes.</p><!-- old contact, removed Jan 2024: dave.haigh@${HOST} --><p>To ask about your data, write to our office address in the footer.</p></div></article>`,
  });

  pages['/engineers-portal'] = page({
    path: '/engineers-portal',
    title: 'Engineers’ Portal',
    main: `<article class="page type-page status-publish ast-article-single"><div class="entry-content clear"><h1>Engineers’ Portal</h1><p>Log in to see your jobs for the week. Problems with the rota? Email ${mailto(`rota@${HOST}`)}.</p></div></article>`,
  });

  const gzPaths = ['/', '/boiler-installation', '/bathrooms', '/meet-the-engineers', '/careers', '/contact-us', '/landlord-gas-safety', '/privacy-policy'];
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, gzPaths.map((p) => (p === '/' ? '/' : `${p}/`)), '2025-02-11'));

  const cardCases = (e: Engineer): CaseKind[] => [
    'card',
    'link-english-unlisted',
    e.how === 'plain' ? 'plain' : e.how === 'entities' ? 'entities' : 'script-concat',
    ...(e.local === 'dave' ? (['json-ld-person'] as CaseKind[]) : []),
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /engineers-portal\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-116',
      languages: ['en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...ENGINEERS.map((e) => ({
          address: `${e.local}@${HOST}`,
          name: e.name,
          title: e.title,
          pages: e.local === 'dave' ? ['/meet-the-engineers', '/'] : ['/meet-the-engineers'],
          ...(e.how === 'script' ? { encoded: { kind: 'script' as const, text: RYAN_SCRIPT } } : {}),
          ...(e.local === 'karen' ? { titleAlternatives: ['Office Manager', 'Company Secretary'] } : {}),
          cases: cardCases(e),
        })),
        { address: `craig@${HOST}`, name: 'Craig Lockwood', title: 'Operations Manager', pages: ['/careers'], cases: ['prose', 'plain'] },
        { address: `sandra@${HOST}`, name: 'Sandra Whiteley', title: 'Accounts Administrator', pages: ['/contact-us'], cases: ['title-name-line', 'plain'] },
        { address: `joanne@${HOST}`, name: 'Joanne Firth', title: 'Landlord Services Coordinator', pages: ['/landlord-gas-safety'], cases: ['prose', 'plain', 'sitemap-gzip'] },
      ],
      pattern: '{first}',
      disallowed: ['/engineers-portal'],
      nonAddresses: [
        { text: `rota@${HOST}`, kind: 'disallowed' },
        { text: `dave.haigh@${HOST}`, kind: 'comment' },
        { text: 'claims@greenflame-boilers.test', kind: 'other-company' },
        { text: 'yourname@email.co.uk', kind: 'placeholder' },
        { text: 'colne-valley-logo@2x.png', kind: 'retina' },
        { text: 'lightbox2@2.11.4', kind: 'package' },
      ],
    },
  };
}
