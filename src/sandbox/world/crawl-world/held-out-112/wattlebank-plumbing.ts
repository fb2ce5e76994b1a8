/**
 * Wattlebank Plumbing & Gas: a family plumbing and gasfitting business in Ballarat, Victoria, on
 * WordPress with Elementor (Hello theme) and Yoast SEO, in Australian English. "About Us" shows
 * the team as Elementor image boxes, the office staff's addresses run through the Email Address
 * Encoder plugin (character references); the after-hours page and the "Commercial & Strata" page
 * write "Title: Name" lines; the careers page names the operations manager in a sentence; a
 * Solar Victoria rebate landing page is in no menu, only in Yoast's page sitemap, which robots.txt
 * names. The retina logo, the contact form's placeholder, a hot-water maker's warranty address
 * and the staff hub (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'wattlebank-plumbing.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/about-us/', 'About Us'],
  ['/emergency-plumbing/', '24/7 Emergency'],
  ['/commercial-strata/', 'Commercial &amp; Strata'],
  ['/careers/', 'Careers'],
  ['/contact-us/', 'Contact Us'],
];

let elId = 0;
const eid = (): string => (0x3f2a1b0 + elId++ * 0x1d3).toString(16).slice(-7);

const widget = (type: string, inner: string): string => {
  const id = eid();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
};
const textEditor = (html: string): string => widget('text-editor', html);
const heading = (text: string, tag = 'h2'): string => widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`);
const container = (inner: string, extra = ''): string => {
  const id = eid();
  return `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent${extra}" data-id="${id}" data-element_type="container" data-settings="{&quot;content_width&quot;:&quot;boxed&quot;}"><div class="e-con-inner">${inner}</div></div>`;
};
const elementorPage = (postId: number, inner: string): string => `<div data-elementor-type="wp-page" data-elementor-id="${postId}" class="elementor elementor-${postId}">${inner}</div>`;

/** What the Email Address Encoder plugin leaves of a mailto link. */
const encodedMailto = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Wattlebank Plumbing & Gas',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
    `<link rel='stylesheet' id='hello-elementor-css' href='${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />`,
    `<link rel='stylesheet' id='elementor-frontend-css' href='${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5' media='all' />`,
    `<link rel='stylesheet' id='contact-form-7-css' href='${ORIGIN}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.4' media='all' />`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/" />`,
    `<link rel="icon" href="${UP}/2023/08/cropped-wattlebank-icon-32x32.png" sizes="32x32" />`,
  ],
  header: () =>
    `<a class="skip-link screen-reader-text" href="#content">Skip to content</a>` +
    `<header id="site-header" class="site-header dynamic-header menu-dropdown-tablet"><div class="header-inner"><div class="site-branding show-logo"><div class="site-logo show">` +
    `<a href="/" class="custom-logo-link" rel="home"><img width="420" height="120" src="${UP}/2023/08/wattlebank-logo.png" class="custom-logo" alt="Wattlebank Plumbing &amp; Gas" srcset="${UP}/2023/08/wattlebank-logo.png 1x, ${UP}/2023/08/wattlebank-logo@2x.png 2x" decoding="async" /></a></div></div>` +
    `<nav class="site-navigation show" aria-label="Main menu"><ul id="menu-main-menu" class="menu">${MENU.map(([h, l], i) => `<li id="menu-item-${31 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${31 + i}"><a href="${h}">${l}</a></li>`).join('')}</ul></nav>` +
    `<div class="header-cta"><a class="elementor-button" href="tel:0353310000">Call (03) 5331 0000</a></div></div></header>`,
  footer: () =>
    `<footer id="site-footer" class="site-footer dynamic-footer footer-has-copyright"><div class="footer-inner">` +
    `<div class="site-branding show-logo"><p class="site-description">Licensed plumbers &amp; gasfitters servicing Ballarat, Buninyong, Creswick &amp; Daylesford</p></div>` +
    `<div class="footer-contact"><p>14 Doveton Street North, Ballarat Central VIC 3350<br>${tel('(03) 5331 0000')} &middot; ${mailto(`info@${HOST}`)}</p>` +
    `<p>Wattlebank Plumbing &amp; Gas Pty Ltd &middot; ABN 53 612 448 901 &middot; VBA Licence No. 23651</p></div>` +
    `<nav class="site-navigation" aria-label="Footer menu"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="/privacy-policy/">Privacy Policy</a></li><li class="menu-item"><a href="/staff-hub/">Staff Hub</a></li></ul></nav>` +
    `<div class="copyright show"><p>&copy; 2025 Wattlebank Plumbing &amp; Gas. All rights reserved.</p></div></div></footer>`,
  privacyPath: { en: '/privacy-policy/' },
  bodyEnd: [
    `<script src='${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>`,
    `<script src='${ORIGIN}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.4' id='contact-form-7-js'></script>`,
    `<script src='${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5' id='elementor-frontend-js'></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });

type Member = { name: string; title: string; local: string | null; photo: string; blurb: string; how: 'plain' | 'encoded' };
const TEAM: Member[] = [
  {
    name: 'Dean Fitzgerald',
    title: 'Director / Licensed Plumber & Gasfitter',
    local: 'dean',
    photo: '2023/09/dean-fitzgerald-600x600.jpg',
    blurb: 'Dean started Wattlebank out of the back of a ute in 1994 and still quotes most of the bathroom renos himself.',
    how: 'plain',
  },
  {
    name: 'Kylie Fitzgerald',
    title: 'Office Manager & Accounts',
    local: 'kylie',
    photo: '2023/09/kylie-fitzgerald-600x600.jpg',
    blurb: 'Kylie runs the office, the bookings and the books. If you need to move a job, she’s the one to talk to.',
    how: 'encoded',
  },
  {
    name: 'Josh Nguyen',
    title: 'Gasfitter – Type A Appliance Servicing',
    local: 'josh',
    photo: '2023/09/josh-nguyen-600x600.jpg',
    blurb: 'Josh looks after heater services, gas safety checks for rentals and ducted heating breakdowns across the region.',
    how: 'encoded',
  },
  { name: 'Brayden Walsh', title: 'Third-Year Apprentice', local: null, photo: '2024/02/brayden-walsh-600x600.jpg', blurb: 'Brayden is finishing his Cert III in Plumbing at Federation TAFE.', how: 'plain' },
];

const imageBox = (m: Member): string =>
  widget(
    'image-box',
    `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img width="600" height="600" src="${UP}/${m.photo}" class="attachment-full size-full" alt="${esc(m.name)}" loading="lazy" decoding="async" /></figure>` +
      `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.name)}</h3><p class="elementor-image-box-description"><strong>${esc(m.title)}</strong><br>${esc(m.blurb)}` +
      (m.local ? `<br>${m.how === 'plain' ? mailto(`${m.local}@${HOST}`) : encodedMailto(`${m.local}@${HOST}`)}` : '') +
      `</p></div></div>`,
  );

export function wattlebankPlumbing(): CrawlWorldSite {
  elId = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Plumbers & Gasfitters in Ballarat',
    description: 'Local Ballarat plumbers since 1994: blocked drains, hot water, gas heating and bathroom renovations. 24/7 emergency call-outs.',
    main: elementorPage(
      12,
      container(heading("Ballarat's local plumbers since 1994", 'h1') + textEditor(`<p>Blocked drains, burst pipes, hot water on the blink or a heater that won't fire up before a Ballarat winter – we've seen it all. Fixed upfront pricing, tidy tradies, no call-out fee within 15 km of the CBD.</p>`)) +
        container(
          textEditor(
            `<ul><li>Hot water systems – gas, electric, heat pump &amp; solar</li><li>Blocked drains &amp; CCTV drain cameras</li><li>Gas heater servicing &amp; gas safety checks</li><li>Bathroom &amp; kitchen renovations</li></ul>` +
              `<p><a href="/emergency-plumbing/">Need a plumber tonight? See our 24/7 emergency service</a> &middot; <a href="/about-us/">Meet the team</a> &middot; <a href="/contact-us/">Book a job online</a></p>`,
          ),
        ),
    ),
  });

  pages['/about-us'] = page({
    path: '/about-us',
    title: 'About Us',
    main: elementorPage(
      27,
      container(heading('About Us', 'h1') + textEditor(`<p>We're a family business – Dean and Kylie own and run it, and most of our crew live within twenty minutes of the shop on Doveton Street. Every plumber on the tools is licensed with the Victorian Building Authority.</p>`)) +
        container(heading('Meet the team') + TEAM.map(imageBox).join(''), ' e-grid'),
    ),
  });

  pages['/emergency-plumbing'] = page({
    path: '/emergency-plumbing',
    title: '24/7 Emergency Plumbing Ballarat',
    main: elementorPage(
      41,
      container(
        heading('24/7 Emergency Plumbing', 'h1') +
          textEditor(
            `<p>Burst pipe, sewer overflow or the smell of gas? Turn off your water at the meter or your gas at the bottle or meter, then ring us on ${tel('(03) 5331 0000')} – the phone is answered around the clock, including public holidays.</p>` +
              `<p>Our after-hours crew is rostered weekly. Call-outs between 6pm and 7am attract a flat after-hours fee of $165 inc. GST plus parts and labour.</p>` +
              `<p><strong>After-Hours Coordinator:</strong> Mick O'Brien &middot; ${tel('0412 558 031')} &middot; ${mailto(`mick@${HOST}`)}</p>`,
          ),
      ),
    ),
  });

  pages['/commercial-strata'] = page({
    path: '/commercial-strata',
    title: 'Commercial & Strata Plumbing',
    main: elementorPage(
      48,
      container(
        heading('Commercial &amp; Strata', 'h1') +
          textEditor(
            `<p>We maintain plumbing and gas for owners corporations, real estate agents, schools and aged care providers across the Central Highlands: backflow testing and certification, thermostatic mixing valve servicing, grease traps and planned maintenance.</p>` +
              `<p>Tenders, schedules of rates and builder enquiries:</p>` +
              `<p>Commercial Estimator: Sarah Kowalski<br>${tel('0400 931 227')}<br>${mailto(`sarah@${HOST}`)}</p>`,
          ),
      ),
    ),
  });

  pages['/careers'] = page({
    path: '/careers',
    title: 'Careers',
    main: elementorPage(
      55,
      container(
        heading('Join the Wattlebank crew', 'h1') +
          textEditor(
            `<h3>Qualified Plumber – Registered or Licensed (Full Time)</h3><ul><li>Above-award rates, company ute, phone and iPad</li><li>Rostered days off and a fair on-call roster</li><li>Mostly residential maintenance and hot water work in and around Ballarat</li></ul>` +
              `<p>To apply, send your resume and a copy of your VBA registration to our Operations Manager, Leanne Murray, at ${mailto(`leanne@${HOST}`)} – or give her a call on ${tel('(03) 5331 0000')} for a confidential chat.</p>` +
              `<p>We also take on one first-year apprentice each January through Federation TAFE.</p>`,
          ),
      ),
    ),
  });

  pages['/contact-us'] = page({
    path: '/contact-us',
    title: 'Contact Us',
    main: elementorPage(
      63,
      container(
        heading('Contact Us', 'h1') +
          textEditor(
            `<p><strong>Office:</strong> 14 Doveton Street North, Ballarat Central VIC 3350 (Mon–Fri 7:30am–4:30pm)<br><strong>Phone:</strong> ${tel('(03) 5331 0000')}<br><strong>General enquiries &amp; bookings:</strong> ${mailto(`info@${HOST}`)}<br><strong>Accounts &amp; invoices:</strong> ${mailto(`accounts@${HOST}`)}</p>` +
              `<p>Hot water system still under the manufacturer's warranty? Aquaheat handles warranty claims directly – email warranty@aquaheat-appliances.test with your serial number and they will send a technician.</p>`,
          ) +
          widget(
            'shortcode',
            `<div class="elementor-shortcode"><div class="wpcf7 no-js" id="wpcf7-f214-p63-o1" lang="en-AU" dir="ltr"><form action="/contact-us/#wpcf7-f214-p63-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">` +
              `<p><label> Your name<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" autocomplete="name" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span></label></p>` +
              `<p><label> Your email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" autocomplete="email" aria-required="true" aria-invalid="false" placeholder="you@example.com" value="" type="email" name="your-email" /></span></label></p>` +
              `<p><label> Suburb<br><span class="wpcf7-form-control-wrap" data-name="suburb"><input size="40" class="wpcf7-form-control wpcf7-text" value="" type="text" name="suburb" /></span></label></p>` +
              `<p><label> What's the problem?<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="6" maxlength="2000" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p>` +
              `<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send enquiry" /></p></form></div></div>`,
          ),
      ),
    ),
  });

  pages['/hot-water-rebates'] = page({
    path: '/hot-water-rebates',
    title: 'Solar Victoria Hot Water Rebate',
    main: elementorPage(
      88,
      container(
        heading('Save up to $1,000 on a new hot water system', 'h1') +
          textEditor(
            `<p>Eligible Victorian households can claim a Solar Victoria rebate on an approved heat pump or solar hot water system. We're an authorised retailer, so the rebate comes straight off your invoice – no forms to post and no waiting for a refund.</p>` +
              `<p>Not sure if you qualify? Our paperwork person will check for you: Tahlia Roberts, Rebates &amp; Compliance Officer, ${mailto(`tahlia@${HOST}`)}</p>`,
          ),
      ),
    ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy Policy',
    main: elementorPage(3, container(heading('Privacy Policy', 'h1') + textEditor(`<p>We collect your name, address and phone number only to quote, book and invoice your job. We comply with the Australian Privacy Principles and never sell your details.</p>`))),
  });

  pages['/staff-hub'] = page({
    path: '/staff-hub',
    title: 'Staff Hub',
    main: elementorPage(
      97,
      container(heading('Staff Hub', 'h1') + textEditor(`<p>Inductions, SWMS templates and the on-call roster. Roster swaps must be emailed to ${mailto(`rostering@${HOST}`)} by Thursday noon.</p>`)),
    ),
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml'], '2025-02-11'));
  pages['/page-sitemap.xml'] = xmlPage(
    urlset(HOST, ['/', '/about-us/', '/emergency-plumbing/', '/commercial-strata/', '/careers/', '/contact-us/', '/hot-water-rebates/', '/privacy-policy/'], '2025-02-11'),
  );

  const encoded = (m: Member): CaseKind => (m.how === 'plain' ? 'plain' : 'entities');
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /staff-hub\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-112',
      languages: ['en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact-us'], cases: ['role', 'plain'] },
        { address: `accounts@${HOST}`, name: null, title: null, pages: ['/contact-us'], cases: ['role', 'plain'] },
        ...TEAM.filter((m) => m.local !== null).map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/about-us'],
          cases: ['card', encoded(m)] as CaseKind[],
        })),
        { address: `mick@${HOST}`, name: "Mick O'Brien", title: 'After-Hours Coordinator', pages: ['/emergency-plumbing'], cases: ['title-name-line', 'plain'] },
        { address: `sarah@${HOST}`, name: 'Sarah Kowalski', title: 'Commercial Estimator', pages: ['/commercial-strata'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] },
        { address: `leanne@${HOST}`, name: 'Leanne Murray', title: 'Operations Manager', pages: ['/careers'], cases: ['prose', 'plain'] },
        {
          address: `tahlia@${HOST}`,
          name: 'Tahlia Roberts',
          title: 'Rebates & Compliance Officer',
          pages: ['/hot-water-rebates'],
          cases: ['name-title-line', 'plain', 'sitemap-robots', 'sitemap-index'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/staff-hub'],
      nonAddresses: [
        { text: `rostering@${HOST}`, kind: 'disallowed' },
        { text: 'wattlebank-logo@2x.png', kind: 'retina' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'warranty@aquaheat-appliances.test', kind: 'other-company' },
      ],
    },
  };
}
