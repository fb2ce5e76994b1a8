/**
 * Mulcahy's Bookshop: an independent bookshop with a café in Clonakilty, West Cork, on Shopify
 * with the Dawn theme, in Irish English. "Meet the Booksellers" (an English menu label outside
 * the usual contact words) is a multicolumn section of cards, the children's buyer's address
 * written by String.fromCharCode in a custom-liquid block; the book club page names the events
 * coordinator in a sentence; the contact page carries the shop as microdata (itemprop="email")
 * and the home page's JSON-LD writes the shop's address as "mailto:". A summer staff-picks page
 * is linked from nowhere and listed only in the pages child of Shopify's sitemap index. The book
 * token scheme's address, the newsletter placeholder, a retina logo and the refund policy (under
 * /policies/, which Shopify's robots.txt disallows) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'mulcahysbooks.test';
const ORIGIN = `http://${HOST}`;
const CDN = '//mulcahysbooks.test/cdn/shop/files';

const MENU: [string, string][] = [
  ['/collections/new-releases', 'New Releases'],
  ['/collections/irish-interest', 'Irish Interest'],
  ['/collections/childrens', 'Children’s'],
  ['/pages/book-club', 'Book Club'],
  ['/pages/meet-the-booksellers', 'Meet the Booksellers'],
  ['/pages/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Mulcahy’s Bookshop',
  head: [
    '<meta name="theme-color" content="">',
    `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>`,
    `<link rel="icon" type="image/png" href="${CDN}/favicon.png?crop=center&amp;height=32&amp;v=1701234567&amp;width=32">`,
    `<script src="//${HOST}/cdn/shop/t/7/assets/constants.js?v=58251544750838685771701234567" defer="defer"></script>`,
    `<script src="//${HOST}/cdn/shop/t/7/assets/global.js?v=149496944046504657681701234567" defer="defer"></script>`,
    `<script>window.Shopify = window.Shopify || {};\nShopify.shop = "mulcahys-books.myshopify.com";\nShopify.locale = "en";\nShopify.currency = {"active":"EUR","rate":"1.0"};\nShopify.country = "IE";\nShopify.theme = {"name":"Dawn","id":139876543210,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>`,
    `<link href="//${HOST}/cdn/shop/t/7/assets/base.css?v=16534392784228263581701234567" rel="stylesheet" type="text/css" media="all">`,
  ],
  header: (p) =>
    `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>` +
    `<div id="shopify-section-sections--16123456789012__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="utility-bar color-scheme-2 gradient utility-bar--bottom-border"><div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>Free delivery in Ireland on orders over €40</span></p></div></div></div></div>` +
    `<div id="shopify-section-sections--16123456789012__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-social">` +
    `<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${CDN}/mulcahys-logo.png?v=1701234567&amp;width=600" alt="Mulcahy’s Bookshop" srcset="${CDN}/mulcahys-logo.png?v=1701234567&amp;width=180 180w, ${CDN}/mulcahys-logo@2x.png?v=1701234567&amp;width=360 360w" width="180" height="54.0" loading="eager" class="header__heading-logo motion-reduce"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">` +
    MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"${h === p.path ? ' aria-current="page"' : ''}><span${h === p.path ? ' class="header__active-menu-item"' : ''}>${esc(l)}</span></a></li>`).join('') +
    `</ul></nav><div class="header__icons"><a href="/search" class="header__icon header__icon--search link focus-inset"><span class="visually-hidden">Search</span></a><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header></div>` +
    `<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`,
  footer: () =>
    `</main><div id="shopify-section-sections--16123456789013__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--16123456789013__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Visit us</h2><div class="footer-block__details-content rte"><p>22 Ashe Street, Clonakilty, Co. Cork, P85 X2Y7<br>${tel('023 883 4419')}<br>${mailto(`hello@${HOST}`)}</p><p>Mon–Sat 9.30–6, Sun 12–5. Café closes 30 minutes before the shop.</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Information</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/about-us" class="link link--text list-menu__item list-menu__item--link">About us</a></li><li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Shipping</a></li><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Returns &amp; refunds</a></li><li><a href="/pages/gift-vouchers" class="link link--text list-menu__item list-menu__item--link">Gift vouchers</a></li></ul></div>` +
    `<div class="footer-block--newsletter"><div class="footer-block__newsletter"><h2 class="footer-block__heading inline-richtext">New books, author events and the odd bargain</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--sections--16123456789013__footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="you@example.com" required><label class="field__label" for="NewsletterForm--sections--16123456789013__footer">Email</label><button type="submit" class="newsletter-form__button field__button" name="commit" id="Subscribe" aria-label="Subscribe">→</button></div></div></form></div></div>` +
    `</div></div><div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Mulcahy’s Bookshop</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div></div></footer></div>`,
  bodyEnd: ['<script src="https://cdn.shopify.com/shopifycloud/shopify/assets/storefront/load_feature-e6f1f62f2a8f1b6c1d9e2a0c3b4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d.js" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const mainPage = (id: string, html: string): string =>
  `<section id="shopify-section-template--16123456789014__${id}" class="shopify-section section"><div class="page-width page-width--narrow section-template--16123456789014__${id}-padding"><div class="rte">${html}</div></div></section>`;

const AOIFE = `aoife@${HOST}`;
const AOIFE_CODES = charCodes(AOIFE);
const AOIFE_SCRIPT = `document.write('<a href="mailto:' + String.fromCharCode(${AOIFE_CODES}) + '">' + String.fromCharCode(${AOIFE_CODES}) + '</a>');`;

type Bookseller = { name: string; title: string; local: string; photo: string; blurb: string; how: 'plain' | 'charcode' };
const BOOKSELLERS: Bookseller[] = [
  { name: 'Maura Mulcahy', title: 'Owner', local: 'maura', photo: 'maura', blurb: 'Took over the shop from her father in 2009. Reads crime on holidays and Irish history the rest of the year.', how: 'plain' },
  { name: 'Declan Hurley', title: 'Shop Manager', local: 'declan', photo: 'declan', blurb: 'Twenty years behind the counter. Ask him anything about sailing, birds or the Beara peninsula.', how: 'plain' },
  { name: 'Aoife Crowley', title: 'Children’s Books Buyer', local: 'aoife', photo: 'aoife', blurb: 'Runs Saturday storytime and chooses every picture book on the shelves.', how: 'charcode' },
  { name: 'Tadhg Collins', title: 'Secondhand & Antiquarian Books', local: 'tadhg', photo: 'tadhg', blurb: 'Looks after the secondhand room upstairs and does valuations by appointment.', how: 'plain' },
  { name: 'Eoin Kingston', title: 'Online Orders & Dispatch', local: 'eoin', photo: 'eoin', blurb: 'If your parcel arrived wrapped in brown paper and string, Eoin packed it.', how: 'plain' },
  { name: 'Ciara Dunne', title: 'Café Manager', local: 'ciara', photo: 'ciara', blurb: 'Responsible for the scones, the soup and the best flat white in West Cork (her words).', how: 'plain' },
];

const column = (b: Bookseller): string =>
  `<li id="Slide-template--16123456789015__multicolumn-${b.local}" class="multicolumn-list__item grid__item center"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width multicolumn-card-spacing"><div class="media media--transparent media--circle"><img src="${CDN}/staff-${b.photo}.jpg?v=1701234567&amp;width=375" alt="${esc(b.name)}" width="375" height="375" loading="lazy" class="motion-reduce"></div></div>` +
  `<div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(b.name)}</h3><div class="rte"><p><em>${esc(b.title)}</em></p><p>${esc(b.blurb)}</p><p>${b.how === 'plain' ? mailto(`${b.local}@${HOST}`) : `<script>${AOIFE_SCRIPT}</script>`}</p></div></div></div></li>`;

export function mulcahysBooks(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Independent bookshop in Clonakilty, West Cork',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Mulcahy’s Bookshop',
        logo: `https:${CDN}/mulcahys-logo.png?v=1701234567&width=500`,
        sameAs: ['https://www.instagram.com/mulcahysbooks', 'https://www.facebook.com/mulcahysbooks'],
        url: `${ORIGIN}`,
        email: `mailto:hello@${HOST}`,
      },
      { '@context': 'http://schema.org', '@type': 'WebSite', name: 'Mulcahy’s Bookshop', potentialAction: { '@type': 'SearchAction', target: `${ORIGIN}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' }, url: `${ORIGIN}` },
    ],
    main:
      `<section id="shopify-section-template--16123456789016__image_banner" class="shopify-section section"><div class="banner banner--content-align-center banner--medium"><div class="banner__content banner__content--middle-center page-width"><div class="banner__box content-container content-container--full-width-mobile color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h1">Books, coffee and good conversation since 1962</h2><div class="banner__buttons"><a href="/collections/new-releases" class="button button--primary">Shop new releases</a></div></div></div></div></section>` +
      mainPage('rich_text', `<p>Three generations of the Mulcahy family have run the bookshop on Ashe Street. Browse 20,000 new and secondhand titles, order anything in print for collection next day, or sit down for a coffee in the café at the back.</p>`),
  });

  pages['/pages/about-us'] = page({
    path: '/pages/about-us',
    title: 'About us',
    main: mainPage('main', `<h1>About us</h1><p>Michael Mulcahy opened the shop in 1962 with two shelves of schoolbooks and a rack of westerns. His granddaughter Maura runs it today with a small, opinionated team.</p><p><a href="/pages/meet-the-booksellers">Meet the booksellers</a></p>`),
  });

  pages['/pages/meet-the-booksellers'] = page({
    path: '/pages/meet-the-booksellers',
    title: 'Meet the Booksellers',
    main:
      mainPage('main', `<h1>Meet the Booksellers</h1><p>Drop in, say hello, and tell us what you loved last. We’ll find you the next one.</p>`) +
      `<div id="shopify-section-template--16123456789015__multicolumn" class="shopify-section section"><div class="multicolumn color-scheme-1 gradient background-primary"><div class="page-width section-template--16123456789015__multicolumn-padding isolate"><slider-component class="slider-mobile-gutter"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" id="Slider-template--16123456789015__multicolumn" role="list">${BOOKSELLERS.map(column).join('')}</ul></slider-component></div></div></div>`,
  });

  pages['/pages/book-club'] = page({
    path: '/pages/book-club',
    title: 'Book Club',
    main: mainPage(
      'main',
      `<h1>Book Club</h1><p>The Ashe Street Book Club meets on the last Thursday of the month at 7.30pm in the café. Members get 10% off the book of the month.</p><p>New members are always welcome – just let Niamh O'Driscoll, our Events &amp; Book Club Coordinator, know you’re coming at ${mailto(`niamh@${HOST}`)}. She also books our author evenings, so if you’re a writer with a West Cork connection, she’d love to hear from you.</p>`,
    ),
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Contact',
    main: mainPage(
      'main',
      `<h1>Contact</h1><div itemscope itemtype="https://schema.org/BookStore"><p><strong itemprop="name">Mulcahy’s Bookshop</strong><br><span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">22 Ashe Street</span>, <span itemprop="addressLocality">Clonakilty</span>, <span itemprop="addressRegion">Co. Cork</span> <span itemprop="postalCode">P85 X2Y7</span></span><br>Phone: <span itemprop="telephone">023 883 4419</span><br>Email: <a itemprop="email" href="mailto:hello@${HOST}">hello@${HOST}</a></p></div>` +
        `<p>We accept Irish Book Tokens in the shop; for balance queries contact the scheme directly at enquiries@irishbooktokens.test.</p>`,
    ),
  });

  pages['/pages/gift-vouchers'] = page({ path: '/pages/gift-vouchers', title: 'Gift vouchers', main: mainPage('main', `<h1>Gift vouchers</h1><p>Our own vouchers come in any amount from €10 and never expire.</p>`) });

  pages['/pages/staff-picks-summer-2025'] = page({
    path: '/pages/staff-picks-summer-2025',
    title: 'Staff Picks: Summer 2025',
    main: mainPage(
      'main',
      `<h1>Staff Picks: Summer 2025</h1><ol><li><em>The Glassmaker’s Daughter</em> – chosen by Declan</li><li><em>Wild Atlantic Birds</em> – chosen by Tadhg</li><li><em>Fox on the Strand</em> (ages 4–7) – chosen by Aoife</li></ol>` +
        `<p>Orla Fitzgerald, Weekend Bookseller, ${mailto(`orla@${HOST}`)} – put the list together and is happy to set any of these aside for you.</p>`,
    ),
  });

  pages['/policies/refund-policy'] = page({
    path: '/policies/refund-policy',
    title: 'Refund policy',
    main: mainPage('main', `<h1>Refund policy</h1><p>Unwanted books can be returned within 30 days in original condition. Email ${mailto(`returns@${HOST}`)} with your order number.</p>`),
  });

  const pageUrls = ['/pages/about-us', '/pages/meet-the-booksellers', '/pages/book-club', '/pages/contact', '/pages/gift-vouchers', '/pages/staff-picks-summer-2025'];
  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, pageUrls, '2025-06-03'));
  pages['/sitemap_collections_1.xml'] = xmlPage(urlset(HOST, ['/collections/new-releases', '/collections/irish-interest', '/collections/childrens'], '2025-06-03'));

  const lu: CaseKind = 'link-english-unlisted';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /16123456/checkouts\nDisallow: /16123456/orders\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /collections/*%2B*\nDisallow: /collections/*%2b*\nDisallow: /blogs/*+*\nDisallow: /blogs/*%2B*\nDisallow: /blogs/*%2b*\nDisallow: /*?*oseid=*\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\nDisallow: /policies/\nDisallow: /*/*?*ls=*&ls=*\nDisallow: /search\nDisallow: /apple-app-site-association\nDisallow: /.well-known/shopify/monorail\nDisallow: /cdn/wpm/*.js\nDisallow: /recommendations/products\nDisallow: /*/recommendations/products\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_pages_1.xml', '/sitemap_collections_1.xml'], '2025-06-03'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '61234509876', 'X-Shopify-Stage': 'production', 'X-Sorting-Hat-ShopId': '61234509876' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-116',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/pages/contact'], cases: ['role', 'plain', 'microdata', 'json-ld-mailto'] },
        ...BOOKSELLERS.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.title,
          pages: ['/pages/meet-the-booksellers'],
          ...(b.how === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: AOIFE_CODES } } : {}),
          cases: ['card', b.how === 'charcode' ? 'script-charcode' : 'plain', lu] as CaseKind[],
        })),
        { address: `niamh@${HOST}`, name: "Niamh O'Driscoll", title: 'Events & Book Club Coordinator', pages: ['/pages/book-club'], cases: ['prose', 'plain'] },
        { address: `orla@${HOST}`, name: 'Orla Fitzgerald', title: 'Weekend Bookseller', pages: ['/pages/staff-picks-summer-2025'], cases: ['name-title-line', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}',
      disallowed: ['/policies/refund-policy'],
      nonAddresses: [
        { text: `returns@${HOST}`, kind: 'disallowed' },
        { text: 'enquiries@irishbooktokens.test', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'mulcahys-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
