/**
 * Carrigmore Cookery School: a family cookery school on a farm near Kilbrittain, West Cork, selling
 * its courses and gift vouchers through a Shopify shop (Dawn theme). The tutors as cards on a page
 * the menu calls "Who'll be teaching you", the founder also as the JSON-LD founder, the kitchen
 * garden manager's card written by a script that turns a reversed data attribute around, the
 * course director on a "Title: Name" line on a product page two links deep, the bookings
 * coordinator in a sentence on the voucher page, the events coordinator on a page only the
 * sitemap index's pages sitemap lists, and the kitchen inbox under a journal post's byline; the
 * B&B partner's address, the form placeholder, an old address in a comment and the shop's policy
 * pages (which Shopify's robots.txt disallows).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'carrigmorecookery.test';
const ORIGIN = `http://${HOST}`;
const CDN = `${ORIGIN}/cdn/shop/files`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/collections/courses', 'Courses'],
  ['/products/gift-voucher', 'Gift Vouchers'],
  ['/pages/our-tutors', "Who'll be teaching you"],
  ['/blogs/journal', 'Journal'],
  ['/pages/contact', 'Find us'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Carrigmore Cookery School',
  head: [
    `<link rel="preconnect" href="${ORIGIN}/cdn" crossorigin>`,
    `<link href="${ORIGIN}/cdn/shop/t/7/assets/base.css?v=144968985024194912401712664112" rel="stylesheet" type="text/css" media="all">`,
    `<script src="${ORIGIN}/cdn/shop/t/7/assets/constants.js?v=58251544750838685771712664112" defer="defer"></script>`,
    `<script src="${ORIGIN}/cdn/shop/t/7/assets/global.js?v=37284204640041572741712664112" defer="defer"></script>`,
    `<script>window.Shopify = window.Shopify || {};Shopify.shop = "carrigmore-cookery.myshopify.com";Shopify.locale = "en";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.country = "IE";Shopify.theme = {"name":"Dawn","id":139804508334,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>`,
  ],
  header: () =>
    `<div id="shopify-section-sections--announcement" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-scheme-2 gradient" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Autumn dates for the 12-week certificate now open</p></div></div>` +
    `<div id="shopify-section-sections--header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu">` +
    `<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${CDN}/carrigmore-logo.png?v=1698231177&amp;width=360" alt="Carrigmore Cookery School" srcset="${CDN}/carrigmore-logo.png?v=1698231177&amp;width=180 180w, ${CDN}/carrigmore-logo.png?v=1698231177&amp;width=360 360w" width="180" height="64" class="header__heading-logo motion-reduce"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header></div>`,
  footer: () =>
    `<footer class="footer color-scheme-1 gradient section-sections--footer-padding"><div class="footer__content-top page-width"><div class="footer-block-list grid grid--1-col grid--2-col-tablet grid--4-col-desktop">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Carrigmore Cookery School</h2><div class="footer-block__details-content rte"><p>Carrigmore House, Kilbrittain, Co. Cork P72 KD84</p><p>${tel('+353 23 884 9127')}<br>${mailto(`hello@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Shop policies</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Refund policy</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Privacy policy</a></li><li><a href="/policies/terms-of-service" class="link link--text list-menu__item list-menu__item--link">Terms of service</a></li></ul></div>` +
    `<div class="footer-block grid__item"><div class="footer-block__newsletter"><form method="post" action="/contact#contact_form" id="contact_form" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="Email" required><label class="field__label" for="NewsletterForm--footer">Seasonal newsletter</label></div></div></form></div></div>` +
    `</div></div><div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Carrigmore Cookery School</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div></footer>`,
  bodyEnd: [
    `<script id="shopify-features" type="application/json">{"accessToken":"3b9c6c1a5d0e0f6f2b7d4e8a91c0f2aa","betas":["rich-media-storefront-analytics"],"domain":"${HOST}","predictiveSearch":true,"shopId":61834559662,"locale":"en"}</script>`,
    `<script>window.ShopifyAnalytics = window.ShopifyAnalytics || {};window.ShopifyAnalytics.meta = window.ShopifyAnalytics.meta || {};window.ShopifyAnalytics.meta.currency = 'EUR';</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });

const section = (id: string, html: string): string => `<div id="shopify-section-template--${id}" class="shopify-section"><div class="page-width page-width--narrow section-template--${id}-padding">${html}</div></div>`;

type Tutor = { name: string; title: string; local: string | null; bio: string; img: string; reversedMail?: boolean };
const TUTORS: Tutor[] = [
  { name: "Niamh O'Driscoll", title: 'Founder & Principal', local: 'niamh.odriscoll', img: 'niamh.jpg', bio: 'Niamh trained at Ballymaloe and cooked in London and Lyon before coming home to the farm in 2009 to open the school in the old coach house.' },
  { name: 'Ciarán Healy', title: 'Head Tutor', local: null, img: 'ciaran.jpg', bio: 'Ciarán runs the twelve-week certificate course. Fifteen years on the line in Cork and Kinsale, and a terrifying knife-skills demonstration.' },
  { name: 'Aoife Brennan', title: 'Pastry Tutor', local: 'aoife.brennan', img: 'aoife.jpg', bio: 'Sourdough, laminated doughs and anything with West Cork butter in it. Aoife also writes most of the recipes in our Journal.' },
  { name: 'Tadhg Murphy', title: 'Kitchen Garden Manager', local: 'tadhg.murphy', img: 'tadhg.jpg', bio: 'Tadhg grows almost everything we cook with on the two-acre organic garden and leads the garden walk on every full-day course.', reversedMail: true },
  { name: 'Sinéad Cronin', title: 'Office Manager', local: 'sinead.cronin', img: 'sinead.jpg', bio: 'Sinéad looks after bookings, invoices for company days and every question about dietary needs before you arrive.' },
  { name: 'Declan Fitzgerald', title: 'Wine Tutor', local: 'declan.fitzgerald', img: 'declan.jpg', bio: 'Declan is a qualified sommelier and runs our Thursday wine evenings and the wine module of the certificate course.' },
];

const tadhgReversed = reversed(`tadhg.murphy@${HOST}`);
const tadhgScript = `<script>document.querySelectorAll('a.js-rev-mail').forEach(function(a){var r=a.getAttribute('data-rev').split('').reverse().join('');a.href='mailto:'+r;a.textContent=r;});</script>`;

const tutorCard = (t: Tutor): string => {
  const mail = t.local === null ? '' : t.reversedMail ? `<p class="card__mail"><a class="js-rev-mail" href="#" data-rev="${tadhgReversed}">Email Tadhg</a></p>` : `<p class="card__mail">${mailto(`${t.local}@${HOST}`)}</p>`;
  return (
    `<li class="grid__item"><div class="card-wrapper"><div class="card card--standard card--media"><div class="card__inner ratio" style="--ratio-percent: 100%;"><div class="card__media"><div class="media media--transparent"><img src="${CDN}/${t.img}?v=1698231177&amp;width=533" alt="${esc(t.name)}" loading="lazy" width="533" height="533"></div></div></div>` +
    `<div class="card__content"><div class="card__information"><h3 class="card__heading h4">${esc(t.name)}</h3><p class="card__caption caption-with-letter-spacing">${esc(t.title)}</p><div class="rte"><p>${esc(t.bio)}</p></div>${mail}</div></div></div></div></li>`
  );
};

export function carrigmoreCookery(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Cookery courses in West Cork',
    description: 'Hands-on cookery courses on a working farm in West Cork: one-day classes, wine evenings and a twelve-week certificate course.',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Carrigmore Cookery School',
        logo: `${CDN}/carrigmore-logo.png?v=1698231177&width=500`,
        sameAs: ['https://www.instagram.com/carrigmorecookery', 'https://www.facebook.com/carrigmorecookery'],
        url: `${ORIGIN}/`,
        email: `hello@${HOST}`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `hello@${HOST}`, telephone: '+353 23 884 9127', availableLanguage: ['English', 'Irish'] },
        founder: { '@type': 'Person', name: "Niamh O'Driscoll", jobTitle: 'Founder & Principal', email: `niamh.odriscoll@${HOST}` },
      },
    ],
    main:
      `<div id="shopify-section-template--home__image_banner" class="shopify-section section"><div class="banner banner--large"><div class="banner__media media"><img src="${CDN}/kitchen-table.jpg?v=1698231177&amp;width=1500" alt="Students round the big kitchen table" width="1500" height="1000"></div><div class="banner__content banner__content--middle-center page-width"><div class="banner__box content-container color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h0">Cook with what grows here</h2><div class="banner__text rte"><p>Small classes, a two-acre organic garden and the best butter in the world.</p></div><div class="banner__buttons"><a href="/collections/courses" class="button button--primary">See all courses</a></div></div></div></div></div>` +
      section('home__rich_text', `<div class="rich-text__blocks"><h2 class="rich-text__heading rte inline-richtext h1">Eleven students, one kitchen</h2><div class="rich-text__text rte"><p>Every class is hands-on, at your own station, and ends with lunch at the long table in the coach house. Vegetarian, coeliac and other needs are no trouble – just tell us when you book.</p></div></div>`),
  });

  pages['/collections/courses'] = page({
    path: '/collections/courses',
    title: 'Courses',
    main: section(
      'collection__product-grid',
      `<h1 class="collection-hero__title">Courses</h1><ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--3-col-desktop">` +
        [
          ['/products/one-day-bread-course', 'One-Day Bread Course', '€165.00'],
          ['/products/thursday-wine-evening', 'Thursday Wine Evening', '€55.00'],
          ['/products/twelve-week-certificate', '12-Week Certificate in Cookery', '€11,950.00'],
        ]
          .map(([h, t, p]) => `<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content"><h3 class="card__heading h5"><a href="${h}" class="full-unstyled-link">${esc(t!)}</a></h3><div class="price"><span class="price-item price-item--regular">${esc(p!)} EUR</span></div></div></div></li>`)
          .join('') +
        `</ul>`,
    ),
  });

  pages['/products/one-day-bread-course'] = page({ path: '/products/one-day-bread-course', title: 'One-Day Bread Course', main: section('product__main', `<h1>One-Day Bread Course</h1><div class="product__description rte"><p>Soda bread, a starter to take home, focaccia and a proper white loaf. 9.30am – 4pm, lunch included.</p></div>`) });
  pages['/products/thursday-wine-evening'] = page({ path: '/products/thursday-wine-evening', title: 'Thursday Wine Evening', main: section('product__main', `<h1>Thursday Wine Evening</h1><div class="product__description rte"><p>Six wines, six small plates, one very patient sommelier. 7pm – 9.30pm.</p></div>`) });

  pages['/products/twelve-week-certificate'] = page({
    path: '/products/twelve-week-certificate',
    title: '12-Week Certificate in Cookery',
    main: section(
      'product__main',
      `<div class="product__info-container"><h1>12-Week Certificate in Cookery</h1><div class="price price--large"><span class="price-item price-item--regular">€11,950.00 EUR</span></div><div class="product__description rte">` +
        `<p>Twelve weeks, five days a week, from September to December: stocks and sauces, butchery, fish from Union Hall, bread and pastry, the garden, wine, and a week running the lunch service yourselves.</p>` +
        `<p>Accommodation is not included. Most students stay in Kilbrittain or Bandon; we send a list of landlords once your deposit is paid.</p>` +
        `<p><strong>Course Director:</strong> Ciarán Healy – ${mailto(`ciaran.healy@${HOST}`)}</p></div>` +
        `<product-form class="product-form"><form method="post" action="/cart/add" id="product-form-template--main" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="id" value="44721937088686"><button type="submit" name="add" class="product-form__submit button button--full-width button--secondary">Pay deposit</button></form></product-form></div>`,
    ),
  });

  pages['/products/gift-voucher'] = page({
    path: '/products/gift-voucher',
    title: 'Gift Voucher',
    main: section(
      'product__main',
      `<h1>Gift Voucher</h1><div class="product__description rte"><p>Choose an amount or a particular course. E-vouchers arrive by email straight away; printed vouchers go out in a card by post within two working days.</p>` +
        `<p>Printed vouchers are posted by Emer Walsh, our bookings coordinator, so if you'd like a message written inside or the card sent to someone else, drop Emer a line at ${mailto(`emer.walsh@${HOST}`)} after you order.</p><p>Vouchers are valid for two years.</p></div>`,
    ),
  });

  pages['/pages/our-tutors'] = page({
    path: '/pages/our-tutors',
    title: "Who'll be teaching you",
    main:
      section('page__main', `<h1 class="main-page-title page-title h0">Who'll be teaching you</h1><div class="rte"><p>A small crew, most of whom have been here since the beginning.</p></div>`) +
      `<div id="shopify-section-template--page__multicolumn" class="shopify-section"><div class="multicolumn color-scheme-1 gradient"><div class="page-width"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">${TUTORS.map(tutorCard).join('')}</ul></div></div></div>` +
      tadhgScript,
  });

  pages['/pages/private-cookery-classes'] = page({
    path: '/pages/private-cookery-classes',
    title: 'Private classes & company days',
    main: section(
      'page__main',
      `<h1 class="main-page-title page-title h0">Private classes &amp; company days</h1><div class="rte"><p>Hen parties, birthdays, a team day for the office: we close the school for groups of eight to sixteen on Mondays and Tuesdays, with a menu we plan with you.</p>` +
        `<p>Orla Keane, Events Coordinator – ${mailto(`orla.keane@${HOST}`)} – ${tel('+353 87 412 6630')}</p></div>`,
    ),
  });

  pages['/blogs/journal'] = page({
    path: '/blogs/journal',
    title: 'Journal',
    main: section('main-blog', `<h1 class="title--primary">Journal</h1><ul class="blog-articles" role="list"><li class="blog-articles__article article"><article class="article-card"><h3 class="card__heading h2"><a href="/blogs/journal/wild-garlic-pesto" class="full-unstyled-link">Wild garlic pesto (and what to do with the rest)</a></h3><span class="caption-with-letter-spacing">by Aoife Brennan</span></article></li></ul>`),
  });

  pages['/blogs/journal/wild-garlic-pesto'] = page({
    path: '/blogs/journal/wild-garlic-pesto',
    title: 'Wild garlic pesto (and what to do with the rest)',
    main: section(
      'main-article',
      `<article class="article-template"><header class="page-width page-width--narrow"><h1 class="article-template__title">Wild garlic pesto (and what to do with the rest)</h1><span class="circle-divider caption-with-letter-spacing"><time datetime="2025-03-28T09:00:00Z">March 28, 2025</time></span><span class="caption-with-letter-spacing">by Aoife Brennan</span></header>` +
        `<div class="article-template__content page-width page-width--narrow rte"><p>The bank behind the polytunnels is white with it by the end of March. Pick the young leaves, wash them well and use them the same day.</p><p>100g wild garlic, 50g toasted hazelnuts, 50g Coolea or another hard cheese, 150ml rapeseed oil, lemon juice and salt. Blitz, taste, adjust.</p>` +
        `<p>Freeze it in an ice-cube tray and you'll have spring in the freezer until June.</p><p>– Aoife Brennan</p><p>Tried it and have a question? Write to the kitchen at ${mailto(`kitchen@${HOST}`)} – somebody checks it every morning before service.</p></div></article>`,
    ),
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Find us',
    main:
      section(
        'page__main',
        `<h1 class="main-page-title page-title h0">Find us</h1><div class="rte"><p>Carrigmore House, Kilbrittain, Co. Cork P72 KD84 – 15 minutes from Bandon, 40 from Cork Airport. Turn left at the creamery and follow the signs.</p>` +
          `<p>Phone ${tel('+353 23 884 9127')} (weekdays 9–5) or email ${mailto(`hello@${HOST}`)}.</p>` +
          `<p>Staying over? Our neighbours at Kilbrittain Farmhouse B&amp;B give students a discount: stays@kilbrittainfarmhouse.ie</p></div>`,
      ) +
      `<!-- office@${HOST} retired, everything goes to hello@ now -->` +
      `<div id="shopify-section-template--page__form" class="shopify-section"><div class="contact page-width page-width--narrow"><form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" value="" aria-required="true" placeholder="you@example.com"><label class="field__label" for="ContactForm-email">Email *</label></div></div><div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea></div><div class="contact__button"><button type="submit" class="button">Send</button></div></form></div></div>`,
  });

  pages['/policies/refund-policy'] = page({
    path: '/policies/refund-policy',
    title: 'Refund policy',
    main: `<div class="shopify-policy__container"><div class="shopify-policy__title"><h1>Refund policy</h1></div><div class="shopify-policy__body"><div class="rte"><p>Course fees are refundable up to 28 days before the course starts, less a €30 administration fee. After that we will happily move you to another date or issue a voucher.</p><p>To ask for a refund, email refunds@${HOST} with your order number.</p></div></div></div>`,
  });
  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Privacy policy', main: `<div class="shopify-policy__container"><h1>Privacy policy</h1><div class="rte"><p>We keep the details you give us when you book for as long as we need them to run your course and keep our accounts.</p></div></div>` });

  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/pages/our-tutors', '/pages/contact', '/pages/private-cookery-classes'], '2025-04-02'));
  pages['/sitemap_products_1.xml'] = xmlPage(urlset(HOST, ['/products/one-day-bread-course', '/products/thursday-wine-evening', '/products/twelve-week-certificate', '/products/gift-voucher'], '2025-04-02'));
  pages['/sitemap_blogs_1.xml'] = xmlPage(urlset(HOST, ['/blogs/journal/wild-garlic-pesto'], '2025-03-28'));

  const tutor = (t: Tutor): CrawlWorldSite['truth']['addresses'][number] => ({
    address: `${t.local}@${HOST}`,
    name: t.name,
    title: t.title,
    pages: ['/pages/our-tutors'],
    ...(t.reversedMail ? { encoded: { kind: 'reversed' as const, text: tadhgReversed } } : {}),
    cases: ['card', 'link-english-unlisted', t.reversedMail ? 'script-reversed' : 'plain'] as CaseKind[],
  });
  const byLocal = (local: string) => TUTORS.find((t) => t.local === local)!;

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /blogs/*+*\nDisallow: /policies/\nDisallow: /search\nDisallow: /recommendations/products\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_products_1.xml', '/sitemap_pages_1.xml', '/sitemap_blogs_1.xml'], '2025-04-02'),
      pages,
      headers: { Server: 'cloudflare', 'x-shopid': '61834559662', 'x-shardid': '274', 'powered-by': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-28',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/pages/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { ...tutor(byLocal('niamh.odriscoll')), pages: ['/pages/our-tutors', '/'], cases: ['card', 'plain', 'link-english-unlisted', 'json-ld-person'] },
        tutor(byLocal('aoife.brennan')),
        tutor(byLocal('tadhg.murphy')),
        tutor(byLocal('sinead.cronin')),
        tutor(byLocal('declan.fitzgerald')),
        { address: `ciaran.healy@${HOST}`, name: 'Ciarán Healy', title: 'Course Director', titleAlternatives: ['Head Tutor'], pages: ['/products/twelve-week-certificate'], cases: ['title-name-line', 'plain', 'deep-page'] },
        { address: `emer.walsh@${HOST}`, name: 'Emer Walsh', title: 'bookings coordinator', titleAlternatives: ['Bookings Coordinator'], pages: ['/products/gift-voucher'], cases: ['prose', 'plain'] },
        { address: `orla.keane@${HOST}`, name: 'Orla Keane', title: 'Events Coordinator', pages: ['/pages/private-cookery-classes'], cases: ['name-title-line', 'plain', 'sitemap-index'] },
        { address: `kitchen@${HOST}`, name: null, title: null, pages: ['/blogs/journal/wild-garlic-pesto'], cases: ['role', 'neighbour', 'plain', 'deep-page'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/policies/refund-policy'],
      nonAddresses: [
        { text: `refunds@${HOST}`, kind: 'disallowed' },
        { text: `office@${HOST}`, kind: 'comment' },
        { text: 'stays@kilbrittainfarmhouse.ie', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
      ],
    },
  };
}
