/**
 * Spey & Feshie Outdoor: an independent outdoor, bike and hire shop in Kingussie in the
 * Cairngorms, on Shopify with the Dawn theme. "Meet the Team" is a multicolumn section of cards,
 * one address (online orders) written backwards in a data attribute that a custom-liquid script
 * turns around; the bike workshop page gives a "Workshop bookings:" line; the contact page gives
 * the head buyer as "Head Buyer: Name, address"; a blog article reached only through a child of
 * Shopify's sitemap index names the lead winter guide with his post-nominal (MIC). The bike
 * distributor's warranty address, the retina logo file, a slider library's pinned version and
 * the staff discount page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'speyfeshieoutdoor.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/collections/all', 'Shop'],
  ['/pages/bike-workshop', 'Bike Workshop'],
  ['/pages/hire', 'Hire & Guiding'],
  ['/pages/about-us', 'Our Story'],
  ['/pages/meet-the-team', 'Meet the Team'],
  ['/pages/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Spey & Feshie Outdoor',
  head: [
    `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>`,
    `<script>window.Shopify = window.Shopify || {}; Shopify.shop = "spey-feshie-outdoor.myshopify.com"; Shopify.locale = "en"; Shopify.currency = {"active":"GBP","rate":"1.0"}; Shopify.country = "GB"; Shopify.theme = {"name":"Dawn","id":164829384023,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};</script>`,
    `<link href="//${HOST}/cdn/shop/t/4/assets/base.css?v=144968985024194912401712745600" rel="stylesheet" type="text/css" media="all">`,
    `<script src="//${HOST}/cdn/shop/t/4/assets/constants.js?v=132983761750457495441712745599" defer="defer"></script>`,
    `<script src="//${HOST}/cdn/shop/t/4/assets/global.js?v=37284204640041572741712745599" defer="defer"></script>`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/css/splide.min.css">',
  ],
  header: () =>
    `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>` +
    `<div id="shopify-section-sections--17264530047223__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="utility-bar color-scheme-2 gradient"><div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>Free UK mainland delivery over £60 · Click &amp; collect in Kingussie</span></p></div></div></div></div>` +
    `<div id="shopify-section-sections--17264530047223__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">` +
    `<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//${HOST}/cdn/shop/files/SFO_logo@2x.png?v=1699283311&amp;width=600" alt="Spey &amp; Feshie Outdoor" srcset="//${HOST}/cdn/shop/files/SFO_logo@2x.png?v=1699283311&amp;width=180 180w, //${HOST}/cdn/shop/files/SFO_logo@2x.png?v=1699283311&amp;width=270 270w" width="180" height="64.8" loading="eager" class="header__heading-logo motion-reduce" sizes="(max-width: 360px) 50vw, 180px"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">` +
    MENU.map(([href, label]) => `<li><a id="HeaderMenu-${label.toLowerCase().replace(/[^a-z]+/g, '-')}" href="${href}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(label)}</span></a></li>`).join('') +
    `</ul></nav><div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header></div>` +
    `<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`,
  footer: () =>
    `</main><div id="shopify-section-sections--17264530079991__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--17264530079991__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Visit us</h2><div class="footer-block__details-content rte"><p>64 High Street, Kingussie PH21 1HZ<br>Open 9–5.30 every day, Easter to October<br>${tel('01540 661 294')} · ${mailto(`hello@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Info</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/delivery-returns" class="link link--text list-menu__item list-menu__item--link">Delivery &amp; Returns</a></li><li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">Contact</a></li></ul></div>` +
    `</div></div><div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Spey &amp; Feshie Outdoor Ltd</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small><small class="copyright__content">Registered in Scotland SC512847</small></div></div></footer></div>`,
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/js/splide.min.js" defer></script>',
    `<script id="shopify-features" type="application/json">{"accessToken":"3f7c0a1e5b9d2e4f6a8c0b1d3e5f7a9c","betas":["rich-media-storefront-analytics"],"domain":"${HOST}","predictiveSearch":true,"shopId":69812347223,"locale":"en"}</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });

/** A Dawn main-page section: title and rich text. */
const mainPage = (id: string, title: string, rte: string): string =>
  `<div id="shopify-section-template--17264529948919__${id}" class="shopify-section section"><div class="page-width page-width--narrow section-template--17264529948919__${id}-padding"><h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${rte}</div></div></div>`;

type Member = { name: string; title: string; local: string; bio: string; reversed?: boolean };
const TEAM: Member[] = [
  { name: 'Ewan Grant', title: 'Owner', local: 'ewan', bio: 'Ewan opened the shop in 2009 after fifteen years as an instructor at Glenmore Lodge. Still out on the hill most Sundays.' },
  { name: 'Kirsty MacPherson', title: 'Shop Manager', local: 'kirsty', bio: 'Boot fitting, waterproofs and the best local knowledge in Badenoch. Kirsty has bagged 212 Munros and counting.' },
  { name: 'Callum Fraser', title: 'Workshop Manager', local: 'callum', bio: 'Cytech 3 qualified mechanic. Callum keeps the hire fleet and your bike running, and knows every trail between Laggan and Carrbridge.' },
  { name: 'Isla Munro', title: 'Online Orders & Returns', local: 'isla', bio: 'Isla packs and posts every web order and deals with exchanges and returns – if your parcel has gone astray, she’s the one to ask.', reversed: true },
  { name: 'Ruaridh Stewart', title: 'Hire & Guiding Coordinator', local: 'ruaridh', bio: 'Ruaridh books bike, canoe and winter kit hire and matches you with the right guide for the day.' },
];

const REVERSE_SCRIPT = `document.querySelectorAll('.js-mail').forEach(function (el) { var a = el.getAttribute('data-m').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });`;

const card = (m: Member): string =>
  `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--full-width"><div class="media media--transparent media--square"><img src="//${HOST}/cdn/shop/files/team-${m.local}.jpg?v=1712745600&amp;width=750" alt="${esc(m.name)}" width="750" height="750" loading="lazy" class="multicolumn-card__image"></div></div>` +
  `<div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(m.name)}</h3><div class="rte"><p><em>${esc(m.title)}</em></p><p>${esc(m.bio)}</p><p>` +
  (m.reversed ? `<span class="js-mail" data-m="${reversed(`${m.local}@${HOST}`)}">Email ${esc(m.name.split(' ')[0] ?? '')}</span>` : mailto(`${m.local}@${HOST}`)) +
  `</p></div></div></div></li>`;

const BLOG_PATH = '/blogs/news/winter-skills-courses-2025-26';

export function speyFeshieOutdoor(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Outdoor Gear, Bike Hire & Workshop in Kingussie',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Spey & Feshie Outdoor',
        logo: `${ORIGIN}/cdn/shop/files/SFO_logo@2x.png?v=1699283311&width=500`,
        sameAs: ['https://www.facebook.com/speyfeshieoutdoor', 'https://www.instagram.com/speyfeshieoutdoor'],
        url: `${ORIGIN}`,
      },
    ],
    main:
      `<div id="shopify-section-template--17264529882359__image_banner" class="shopify-section section"><div class="banner banner--content-align-center banner--large"><div class="banner__content banner__content--middle-center page-width"><div class="banner__box content-container content-container--full-width-mobile color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h0">Kit for the hills, right on the Spey</h2><div class="banner__text rte"><p>Walking, bikes, canoes and winter gear from people who use it every week.</p></div><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Shop now</a></div></div></div></div></div>` +
      `<div id="shopify-section-template--17264529882359__rich_text" class="shopify-section section"><div class="isolate page-width"><div class="rich-text content-container color-scheme-1 gradient rich-text--full-width content-container--full-width section-template--17264529882359__rich_text-padding"><div class="rich-text__wrapper rich-text__wrapper--center page-width"><div class="rich-text__blocks center"><h2 class="rich-text__heading rte inline-richtext h1">Local shop, local knowledge</h2><div class="rich-text__text rte"><p>Pop in for a boot fitting, hire a bike for Glen Feshie or pick our brains about bothies and conditions on the plateau. Questions about an order? Email ${mailto(`hello@${HOST}`)}.</p></div></div></div></div></div></div>`,
  });

  pages['/collections/all'] = page({
    path: '/collections/all',
    title: 'Products',
    main: `<div class="collection-hero"><h1 class="collection-hero__title"><span class="visually-hidden">Collection: </span>Products</h1></div><ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop"><li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading h5">Páramo Velez Adventure Light Smock</h3><span class="price-item price-item--regular">£245.00</span></div></li><li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading h5">Harvey Superwalker XT25 – Cairn Gorm</h3><span class="price-item price-item--regular">£16.50</span></div></li></ul>`,
  });

  pages['/pages/about-us'] = page({
    path: '/pages/about-us',
    title: 'Our Story',
    main: mainPage('main', 'Our Story', '<p>Spey &amp; Feshie Outdoor started in 2009 as a wee hire shed behind the Duke of Gordon with six mountain bikes and two Canadian canoes. Sixteen years on we’re a full outdoor shop on the High Street, with a bike workshop, a hire fleet of 60 bikes and a team of local guides.</p><p>We’re proud members of the Cairngorms Business Partnership and the Association of Cycle Traders.</p>'),
  });

  pages['/pages/meet-the-team'] = page({
    path: '/pages/meet-the-team',
    title: 'Meet the Team',
    main:
      mainPage('main', 'Meet the Team', '<p>A small crew of locals who’d rather be outside – which is why we know what works.</p>') +
      `<div id="shopify-section-template--17264530112759__multicolumn" class="shopify-section section"><div class="multicolumn color-scheme-1 gradient"><div class="page-width section-template--17264530112759__multicolumn-padding isolate"><slider-component class="slider-mobile-gutter"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" id="Slider-template--17264530112759__multicolumn" role="list">` +
      TEAM.map(card).join('') +
      `</ul></slider-component></div></div></div>` +
      `<div id="shopify-section-template--17264530112759__custom_liquid" class="shopify-section section"><div class="color-scheme-1 gradient"><div class="section-template--17264530112759__custom_liquid-padding"><script>${REVERSE_SCRIPT}</script></div></div></div>`,
  });

  pages['/pages/bike-workshop'] = page({
    path: '/pages/bike-workshop',
    title: 'Bike Workshop',
    main: mainPage(
      'main',
      'Bike Workshop',
      `<p>Full services from £75, suspension servicing, wheel builds and e-bike diagnostics (Shimano Steps and Bosch). We can usually fit in a puncture or a snapped chain while you wait.</p>` +
        `<p><strong>Workshop bookings:</strong> Callum Fraser, Workshop Manager, ${tel('01540 661 297')}, ${mailto(`callum@${HOST}`)}</p>` +
        `<p>Warranty claims on Ridgeline frames are handled by the UK distributor – we’ll send the paperwork for you, or you can contact them direct at warranty@ridgelinecycles.co.uk.</p>`,
    ),
  });

  pages['/pages/hire'] = page({
    path: '/pages/hire',
    title: 'Hire & Guiding',
    main: mainPage('main', 'Hire & Guiding', '<p>Hardtails, full-suss and e-bikes by the half day or day, Canadian canoes for the Spey (Newtonmore to Aviemore is a cracking day out), and ice axes, crampons and winter boots from November to April. Book online or call the shop.</p>'),
  });

  pages['/pages/delivery-returns'] = page({
    path: '/pages/delivery-returns',
    title: 'Delivery & Returns',
    main: mainPage('main', 'Delivery & Returns', '<p>Orders placed before 1pm ship the same day with Royal Mail Tracked 48. Highlands and Islands postcodes may take a day longer. Unused items can be returned within 30 days for a full refund.</p>'),
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Contact',
    main:
      mainPage(
        'main',
        'Contact',
        `<p>Spey &amp; Feshie Outdoor, 64 High Street, Kingussie PH21 1HZ<br>Phone: ${tel('01540 661 294')}<br>Email: ${mailto(`hello@${HOST}`)}</p>` + `<p>Head Buyer: Fiona Cameron, ${mailto(`fiona@${HOST}`)} – brands and reps, please get in touch with Fiona rather than the shop.</p>`,
      ) +
      `<div id="shopify-section-template--17264530145527__form" class="shopify-section section"><div class="color-scheme-1 gradient"><div class="contact page-width page-width--narrow section-template--17264530145527__form-padding"><form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓"><div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" value="" aria-required="true" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div></div><div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea><label class="form__label field__label" for="ContactForm-body">Comment</label></div><div class="contact__button"><button type="submit" class="button">Send</button></div></form></div></div></div>`,
  });

  pages[BLOG_PATH] = page({
    path: BLOG_PATH,
    title: 'Winter skills courses 2025/26',
    main:
      `<article class="article-template"><div id="shopify-section-template--17264530178295__main" class="shopify-section section"><div class="page-width page-width--narrow"><header><h1 class="article-template__title">Winter skills courses 2025/26</h1><span class="circle-divider caption-with-letter-spacing"><time datetime="2025-09-18T08:00:00Z">18 September 2025</time></span></header>` +
      `<div class="article-template__content page-width page-width--narrow rte"><p>Our two-day winter skills courses are back from January to March: ice axe arrests, crampon technique, navigation in poor visibility and avalanche awareness, on the northern corries of Cairn Gorm. Groups are capped at six, and all winter kit is included.</p>` +
      `<p>The courses are run by our lead winter guide, Alasdair Robertson MIC, who has guided in the Cairngorms for more than twenty years. If you’re not sure whether the course is right for you, drop Alasdair a line at ${mailto(`alasdair@${HOST}`)}.</p></div></div></div></article>`,
  });

  pages['/pages/staff-discount'] = page({
    path: '/pages/staff-discount',
    title: 'Staff Discount',
    main: mainPage('main', 'Staff Discount', `<p>Staff and guides: use your code at checkout. Problems with your code? Email ${mailto(`staff@${HOST}`)}.</p>`),
  });

  pages['/sitemap_pages_1.xml'] = xmlPage(
    urlset(HOST, ['/pages/about-us', '/pages/meet-the-team', '/pages/bike-workshop', '/pages/hire', '/pages/delivery-returns', '/pages/contact', '/pages/staff-discount'], '2025-09-18'),
  );
  pages['/sitemap_collections_1.xml'] = xmlPage(urlset(HOST, ['/collections/all'], '2025-09-18'));
  pages['/sitemap_blogs_1.xml'] = xmlPage(urlset(HOST, [BLOG_PATH], '2025-09-18'));

  const ISLA = `isla@${HOST}`;
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /69812347223/checkouts\nDisallow: /69812347223/orders\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /collections/*%2B*\nDisallow: /collections/*%2b*\nDisallow: /blogs/*+*\nDisallow: /blogs/*%2B*\nDisallow: /blogs/*%2b*\nDisallow: /*?*oseid=*\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\nDisallow: /policies/\nDisallow: /search\nDisallow: /apple-app-site-association\nDisallow: /.well-known/shopify/monorail\nDisallow: /cdn/wpm/*.js\nDisallow: /recommendations/products\nDisallow: /pages/staff-discount\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_pages_1.xml', '/sitemap_collections_1.xml', '/sitemap_blogs_1.xml'], '2025-09-18'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '69812347223', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-120',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/pages/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: m.local === 'callum' ? ['/pages/meet-the-team', '/pages/bike-workshop'] : ['/pages/meet-the-team'],
          ...(m.reversed ? { encoded: { kind: 'reversed' as const, text: reversed(ISLA) } } : {}),
          cases: ['card', m.reversed ? 'script-reversed' : 'plain', ...(m.local === 'callum' ? ['label-line'] : [])] as CaseKind[],
        })),
        { address: `fiona@${HOST}`, name: 'Fiona Cameron', title: 'Head Buyer', pages: ['/pages/contact'], cases: ['title-name-line', 'plain'] },
        { address: `alasdair@${HOST}`, name: 'Alasdair Robertson', title: 'lead winter guide', pages: [BLOG_PATH], cases: ['prose', 'post-nominal', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/pages/staff-discount'],
      nonAddresses: [
        { text: `staff@${HOST}`, kind: 'disallowed' },
        { text: 'warranty@ridgelinecycles.co.uk', kind: 'other-company' },
        { text: 'SFO_logo@2x.png', kind: 'retina' },
        { text: 'splide@4.1.4', kind: 'package' },
      ],
    },
  };
}
