/**
 * Saltmarsh & Pine: an online homeware shop in Holt, Norfolk, selling Scandinavian textiles and
 * ceramics, on Shopify with the Dawn theme, in British English, addresses as initial and surname.
 * The makers as multicolumn cards behind a "Meet the makers" link, the wholesale manager and the
 * e-commerce lead as "Name, Title" lines on pages linked with words no keyword list holds, the PR
 * consultant in running text, the returns mailbox beside the warehouse lead's name, the customer
 * care mailbox in the Organization JSON-LD's contact point. A departed colleague's address in an
 * HTML comment, the newsletter placeholder, a theme repository's clone URL, a versioned script
 * package and the account page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'saltmarsh-and-pine.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/collections/all', 'Shop'],
  ['/pages/meet-the-makers', 'Meet the makers'],
  ['/pages/trade', 'Wholesale &amp; trade accounts'],
  ['/pages/in-the-papers', 'In the papers'],
  ['/pages/delivery-returns', 'Delivery &amp; returns'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Saltmarsh & Pine',
  head: [
    '<meta name="theme-color" content="">',
    `<link href="//${HOST}/cdn/shop/t/7/assets/base.css?v=12805439128375112341711034567" rel="stylesheet" type="text/css" media="all">`,
    `<script src="//${HOST}/cdn/shop/t/7/assets/constants.js?v=58251544750838685771711034567" defer="defer"></script>`,
    '<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.js" defer="defer"></script>',
    '<script>window.Shopify = window.Shopify || {}; Shopify.shop = "saltmarsh-and-pine.myshopify.com"; Shopify.locale = "en"; Shopify.currency = {"active":"GBP","rate":"1.0"}; Shopify.theme = {"name":"Dawn","id":138512345678,"schema_name":"Dawn","schema_version":"13.0.1","role":"main"};</script>',
  ],
  header: () =>
    `<div id="shopify-section-sections--17234567890123__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-scheme-4 gradient" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>Free UK delivery on orders over £60</span></p></div></div>` +
    `<div id="shopify-section-sections--17234567890123__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">` +
    `<h1 class="header__heading"><a href="/" class="header__heading-link link link--text focus-inset"><img src="//${HOST}/cdn/shop/files/saltmarsh-pine-logo.png?v=1698765432&amp;width=300" alt="Saltmarsh &amp; Pine" class="header__heading-logo" width="150" height="54"></a></h1>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${l}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="/account" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header></div>`,
  footer: () =>
    `<div id="shopify-section-sections--17234567890123__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--17234567890123__footer-padding"><div class="footer__content-top page-width"><div class="footer-block--newsletter"><div class="footer-block__newsletter"><h2 class="footer-block__heading inline-richtext">Letters from the marsh</h2>` +
    `<form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--sections--17234567890123__footer" type="email" name="contact[email]" class="field__input" autocomplete="email" placeholder="you@example.com" required><label class="field__label" for="NewsletterForm--sections--17234567890123__footer">Email</label></div></div></form></div></div>` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Say hello</h2><div class="footer-block__details-content rte"><p>Saltmarsh &amp; Pine Ltd, 14 Bull Street, Holt, Norfolk NR25 6HP</p><p>${mailto(`hello@${HOST}`)}</p><p><a href="/pages/work-with-us">Work with us</a> · <a href="/policies/privacy-policy">Privacy policy</a></p></div></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="/" title="">Saltmarsh &amp; Pine</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div></footer></div>`,
  privacyPath: { en: '/policies/privacy-policy' },
  bodyEnd: [`<script src="//${HOST}/cdn/shop/t/7/assets/global.js?v=37284204640041572741711034567" defer="defer"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-GB' });
const mainPage = (title: string, html: string): string =>
  `<div id="shopify-section-template--17234567890456__main" class="shopify-section section"><div class="page-width page-width--narrow section-template--17234567890456__main-padding"><h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${html}</div></div></div>`;

type Maker = { name: string; title: string; local: string; bio: string };
const MAKERS: Maker[] = [
  { name: 'Hannah Whitlock', title: 'Founder & Buyer', local: 'h.whitlock', bio: 'Hannah started the shop from her kitchen table in 2018 after ten years buying for a London department store.' },
  { name: 'Tom Ellery', title: 'Warehouse & Dispatch Lead', local: 't.ellery', bio: 'Tom packs every parcel in our barn outside Holt, mostly to the sound of Radio Norfolk.' },
  { name: 'Grace Oduya', title: 'Customer Care Manager', local: 'g.oduya', bio: 'Grace answers your questions about sizes, care and orders, Monday to Friday.' },
];

export function saltmarshAndPine(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Scandinavian homeware from the Norfolk coast',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Saltmarsh & Pine',
        logo: `https://${HOST}/cdn/shop/files/saltmarsh-pine-logo.png?v=1698765432&width=500`,
        sameAs: ['https://www.instagram.com/saltmarshandpine', 'https://www.pinterest.co.uk/saltmarshandpine'],
        url: `${ORIGIN}`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `hello@${HOST}`, areaServed: 'GB' },
      },
    ],
    main:
      `<div class="shopify-section"><div class="banner banner--large"><div class="banner__content page-width"><div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Slow things for your home</h2><div class="banner__text rte"><p>Linen, wool and stoneware from small workshops in Denmark, Sweden and Finland, chosen by us and posted from the Norfolk coast.</p></div>` +
      `<div class="banner__buttons"><a href="/collections/all" class="button button--primary">Shop everything</a></div></div></div></div></div>`,
  });

  pages['/collections/all'] = page({
    path: '/collections/all',
    title: 'Products',
    main: `<div class="shopify-section"><div class="page-width"><h1 class="collection-hero__title">Products</h1><ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop"><li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading h5"><a href="/products/gotland-wool-throw" class="full-unstyled-link">Gotland wool throw</a></h3><span class="price-item price-item--regular">£128.00</span></div></li><li class="grid__item"><div class="card-wrapper product-card-wrapper"><h3 class="card__heading h5"><a href="/products/bornholm-stoneware-mug" class="full-unstyled-link">Bornholm stoneware mug</a></h3><span class="price-item price-item--regular">£24.00</span></div></li></ul></div></div>`,
  });

  pages['/pages/meet-the-makers'] = page({
    path: '/pages/meet-the-makers',
    title: 'Meet the makers',
    main:
      mainPage('Meet the makers', `<p>We are a small crew of three in a converted barn. Drop any of us a line.</p>`) +
      `<div class="shopify-section section"><div class="multicolumn color-scheme-1 gradient"><div class="page-width"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">` +
      MAKERS.map(
        (m) =>
          `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--full-width"><div class="media media--transparent media--square"><img src="//${HOST}/cdn/shop/files/${m.local.replace('.', '-')}.jpg?v=1701234567&amp;width=750" alt="${esc(m.name)}" width="750" height="750" loading="lazy"></div></div>` +
          `<div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(m.name)}</h3><div class="rte"><p><strong>${esc(m.title)}</strong></p><p>${esc(m.bio)}</p><p>${mailto(`${m.local}@${HOST}`)}</p></div></div></div></li>`,
      ).join('') +
      `</ul></div></div></div>`,
  });

  pages['/pages/trade'] = page({
    path: '/pages/trade',
    title: 'Wholesale & trade accounts',
    main: mainPage(
      'Wholesale & trade accounts',
      `<p>We supply independent shops, cafés and holiday lets across the UK. Trade prices start at a minimum first order of £300.</p><p>Oliver Brandt, Wholesale Manager, ${mailto(`o.brandt@${HOST}`)}</p>`,
    ),
  });

  pages['/pages/in-the-papers'] = page({
    path: '/pages/in-the-papers',
    title: 'In the papers',
    main: mainPage(
      'In the papers',
      `<p>As featured in the EDP Norfolk Magazine and Country Living’s Christmas gift guide.</p><p>For samples, high-resolution images and interviews with Hannah, please get in touch with our PR consultant Ellie Marsh at ${mailto(`e.marsh@${HOST}`)}.</p>`,
    ),
  });

  pages['/pages/delivery-returns'] = page({
    path: '/pages/delivery-returns',
    title: 'Delivery & returns',
    main: mainPage(
      'Delivery & returns',
      `<p>UK orders are sent by Royal Mail Tracked 48 and usually arrive within three working days.</p><p>Every parcel is checked and packed by Tom Ellery in our Holt warehouse. To start a return within 30 days, email ${mailto(`returns@${HOST}`)} with your order number.</p>` +
        `<!-- old returns contact, remove after handover: d.keane@${HOST} -->`,
    ),
  });

  pages['/pages/work-with-us'] = page({
    path: '/pages/work-with-us',
    title: 'Work with us',
    main: mainPage(
      'Work with us',
      `<h2>Freelance Shopify developer, two days a week</h2><p>You will look after our Dawn-based theme, speed up the product pages and build the odd landing page. Our theme lives in a private repository; after your first call we will give you access to <code>git@github.com:saltmarsh-and-pine/dawn-custom.git</code>.</p>` +
        `<p>Sam Patel, Head of E-commerce, ${mailto(`s.patel@${HOST}`)}</p>`,
    ),
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Privacy policy', main: mainPage('Privacy policy', `<p>Saltmarsh &amp; Pine Ltd is the data controller for personal data collected through this store.</p>`) });

  pages['/account'] = page({
    path: '/account',
    title: 'Account',
    main: mainPage('Log in', `<p>Trouble logging in? Email ${mailto(`accounts@${HOST}`)} and we will reset it for you.</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /search\nDisallow: /policies/\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/collections/all', '/pages/meet-the-makers', '/pages/trade', '/pages/in-the-papers', '/pages/delivery-returns', '/pages/work-with-us'], '2025-04-18'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '68123456789', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-109',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...MAKERS.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/pages/meet-the-makers'],
          cases: ['card', 'plain', 'link-english-unlisted'] as CaseKind[],
        })),
        { address: `o.brandt@${HOST}`, name: 'Oliver Brandt', title: 'Wholesale Manager', pages: ['/pages/trade'], cases: ['name-title-line', 'plain', 'link-english-unlisted'] },
        { address: `e.marsh@${HOST}`, name: 'Ellie Marsh', title: 'PR consultant', pages: ['/pages/in-the-papers'], cases: ['prose', 'plain', 'link-english-unlisted'] },
        { address: `returns@${HOST}`, name: null, title: null, pages: ['/pages/delivery-returns'], cases: ['neighbour', 'role', 'plain'] },
        { address: `s.patel@${HOST}`, name: 'Sam Patel', title: 'Head of E-commerce', pages: ['/pages/work-with-us'], cases: ['name-title-line', 'plain', 'link-english-unlisted'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/account'],
      nonAddresses: [
        { text: `d.keane@${HOST}`, kind: 'comment' },
        { text: `accounts@${HOST}`, kind: 'disallowed' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'swiper@8.4.7', kind: 'package' },
      ],
    },
  };
}
