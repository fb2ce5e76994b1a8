/**
 * Kampong Leaf Tea Co.: a tea shop in Joo Chiat, Singapore, selling loose-leaf teas online and
 * from two outlets, on Shopify (Dawn), in Singapore English. The home page's Organization JSON-LD
 * gives the customer-care mailbox as a ContactPoint; "Our Story" carries the founder's letter
 * (signed "Name, Title", her address also a "mailto:" Person in JSON-LD) and multicolumn cards of
 * the team; the contact page and the press page give "Name, Title" and "Media contact:" lines; a
 * journal post names the blender in a sentence and puts the studio mailbox beside the
 * photographer's credit; the corporate-gifting page is in no menu, only in the pages child of
 * Shopify's sitemap index, its contact's address built by String.fromCharCode. Swiper's pinned
 * version and the trade-account login (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kampongleaf.test';
const ORIGIN = `http://${HOST}`;
const CDN = `//${HOST}/cdn/shop`;

const MENU: [string, string][] = [
  ['/collections/all', 'Shop Tea'],
  ['/pages/our-story', 'Our Story'],
  ['/blogs/journal', 'Journal'],
  ['/pages/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kampong Leaf Tea Co.',
  head: [
    `<script>window.Shopify = window.Shopify || {};\nShopify.shop = "kampong-leaf.myshopify.com";\nShopify.locale = "en";\nShopify.currency = {"active":"SGD","rate":"1.0"};\nShopify.country = "SG";\nShopify.theme = {"name":"Dawn","id":136541847630,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};</script>`,
    '<meta name="shopify-checkout-api-token" content="3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e">',
    '<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61847302254/digital_wallets/dialog">',
    `<link href="${CDN}/t/4/assets/base.css?v=144997082486365258741712345678" rel="stylesheet" type="text/css" media="all" />`,
    `<script src="${CDN}/t/4/assets/constants.js?v=58251544750838685771712345678" defer="defer"></script>`,
    `<script src="${CDN}/t/4/assets/global.js?v=149496944046504657681712345678" defer="defer"></script>`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css" />',
  ],
  header: (p) =>
    `<div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar color-scheme-2" role="region" aria-label="Announcement"><div class="page-width"><p class="announcement-bar__message h5"><span>Free island-wide delivery on orders above S$60</span></p></div></div></div>` +
    `<div id="shopify-section-header" class="shopify-section section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account">` +
    `<a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${CDN}/files/kampong-leaf-logo.png?v=1698765432&amp;width=600" alt="Kampong Leaf Tea Co." width="300" height="90" class="header__heading-logo motion-reduce"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"${p.path === h ? ' aria-current="page"' : ''}><span${p.path === h ? ' class="header__active-menu-item"' : ''}>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header></div>`,
  footer: () =>
    `<div id="shopify-section-footer" class="shopify-section"><footer class="footer color-scheme-3 gradient section-footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Visit us</h2><div class="footer-block__details-content rte"><p>47 Joo Chiat Place #01-02, Singapore 427781<br>Tiong Bahru Outlet: 78 Yong Siak Street #01-14, Singapore 163078</p><p>${tel('+65 6344 2817')} · ${mailto(`hello@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Info</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/our-story" class="link link--text list-menu__item list-menu__item--link">Our Story</a></li><li><a href="/pages/press" class="link link--text list-menu__item list-menu__item--link">Press</a></li><li><a href="/pages/careers" class="link link--text list-menu__item list-menu__item--link">Careers</a></li><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Refund policy</a></li></ul></div>` +
    `<div class="footer-block--newsletter"><h2 class="footer-block__heading inline-richtext">Brewing notes, once a month</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer" /><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="Email" required><label class="field__label" for="NewsletterForm--footer">Email</label></div></div></form></div>` +
    `</div></div><div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">&copy; 2025, <a href="/" title="">Kampong Leaf Tea Co.</a></small> <small class="copyright__content">Kampong Leaf Pte. Ltd. · UEN 201934127K</small> <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div></footer></div>`,
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js" defer></script>',
    `<script src="${CDN}/t/4/assets/details-disclosure.js?v=13653116266235556501712345678" defer="defer"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });
/** A Dawn "main-page" section: the page title and its rich text. */
const mainPage = (title: string, rte: string): string =>
  `<div id="shopify-section-template--17284930125902__main" class="shopify-section"><div class="page-width page-width--narrow section-template--17284930125902__main-padding"><h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${rte}</div></div></div>`;

const PRODUCTS: [string, string, string, string][] = [
  ['kampong-breakfast-blend', 'Kampong Breakfast Blend', '18.00', 'Our house breakfast tea: Yunnan black tea with a touch of roasted Tieguanyin. Strong enough for condensed milk.'],
  ['alishan-high-mountain-oolong', 'Alishan High Mountain Oolong', '32.00', 'Spring harvest from 1,400 m in Chiayi County. Orchid, cream and sugarcane; infuse five or six times.'],
  ['2012-menghai-ripe-pu-erh', '2012 Menghai Ripe Pu-erh', '45.00', 'A 357 g cake from a Menghai factory, stored in Singapore since 2014. Earthy, smooth, dates and camphor.'],
  ['pandan-genmaicha', 'Pandan Genmaicha', '16.00', 'Japanese sencha and toasted rice with pandan leaf from a Lim Chu Kang farm.'],
];

const PRIYA = `priya@${HOST}`;
const PRIYA_CODES = charCodes(PRIYA);

type Card = { name: string; title: string; local: string; img: string; blurb: string };
const CARDS: Card[] = [
  { name: 'Siti Aminah', title: 'Customer Experience Lead', local: 'siti', img: 'siti-aminah.jpg', blurb: 'Orders, subscriptions, a parcel gone astray: Siti and her team reply within one working day.' },
  { name: 'Jasmine Koh', title: 'Outlet Manager, Tiong Bahru', local: 'jasmine', img: 'jasmine-koh.jpg', blurb: 'Jasmine runs our Yong Siak Street tasting bar and the weekend gongfu brewing classes.' },
];

export function kampongLeaf(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Loose-leaf tea from Joo Chiat',
    description: 'Small-batch oolongs, pu-erh and kopi-o blends, packed by hand in Joo Chiat. Free island-wide delivery above S$60.',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'Organization',
        name: 'Kampong Leaf Tea Co.',
        logo: `https:${CDN}/files/kampong-leaf-logo.png?v=1698765432&width=500`,
        sameAs: ['https://www.instagram.com/kampongleaftea', 'https://www.facebook.com/kampongleaftea'],
        url: `${ORIGIN}`,
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: `hello@${HOST}`, telephone: '+65 6344 2817', areaServed: 'SG', availableLanguage: ['English', 'Chinese', 'Malay'] }],
      },
      { '@context': 'http://schema.org', '@type': 'WebSite', name: 'Kampong Leaf Tea Co.', potentialAction: { '@type': 'SearchAction', target: `${ORIGIN}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' }, url: ORIGIN },
    ],
    main:
      `<div id="shopify-section-template--17284930093134__image_banner" class="shopify-section section"><div class="banner banner--content-align-center banner--large"><div class="banner__content banner__content--middle-center page-width"><div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Tea the way our grandparents drank it</h2><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Shop all teas</a></div></div></div></div></div>` +
      `<div class="shopify-section section"><div class="rich-text content-container page-width"><p>Oolongs from Anxi and Alishan, aged pu-erh, and our kopi-o-inspired Kampong Breakfast – blended and packed by hand at our Joo Chiat shophouse since 2018.</p>` +
      `<p><a href="/blogs/journal/meet-our-blender-daniel-tay">From the Journal: meet our blender</a></p></div></div>`,
  });

  pages['/collections/all'] = page({
    path: '/collections/all',
    title: 'Products',
    main:
      `<div class="collection page-width"><h1 class="collection-hero__title">Products</h1><ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop">` +
      PRODUCTS.map(([handle, name, price]) => `<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content"><h3 class="card__heading h5"><a href="/products/${handle}" class="full-unstyled-link">${esc(name)}</a></h3><div class="price"><span class="price-item price-item--regular">S$${price} SGD</span></div></div></div></li>`)
        .join('') +
      `</ul></div>`,
  });

  pages['/pages/our-story'] = page({
    path: '/pages/our-story',
    title: 'Our Story',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: 'Our Story',
        about: { '@type': 'Organization', name: 'Kampong Leaf Tea Co.', foundingDate: '2018', founder: { '@type': 'Person', name: 'Rachel Goh', jobTitle: 'Founder & Head Tea Buyer', email: `mailto:rachel@${HOST}` } },
      },
    ],
    main:
      mainPage(
        'Our Story',
        `<p>My grandfather sold tea from a pushcart on Koon Seng Road in the 1960s. When his old shophouse came up for rent in 2018, I left my job in advertising, flew to Anxi for a month, and came back with eleven kilos of Tieguanyin and a plan.</p>` +
          `<p>Today we buy directly from six family farms in Fujian, Taiwan and Yunnan, and we still weigh and pack every bag by hand.</p>` +
          `<p>If you ever want to talk tea, I read every email myself.</p><p>— Rachel Goh, Founder &amp; Head Tea Buyer (${mailto(`rachel@${HOST}`)})</p>`,
      ) +
      `<div id="shopify-section-template--17284930158670__multicolumn" class="shopify-section section"><div class="multicolumn color-scheme-1 gradient"><div class="page-width section-template--17284930158670__multicolumn-padding"><div class="title-wrapper-with-link title-wrapper--self-padded-mobile title-wrapper--no-top-margin"><h2 class="title inline-richtext h1">The people behind the packets</h2></div>` +
      `<ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">` +
      CARDS.map(
        (c) =>
          `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width"><div class="media media--transparent media--square"><img src="${CDN}/files/${c.img}?v=1701234567&amp;width=750" alt="${esc(c.name)}" width="750" height="750" loading="lazy" class="multicolumn-card__image"></div></div>` +
          `<div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(c.name)}</h3><div class="rte"><p><strong>${esc(c.title)}</strong></p><p>${esc(c.blurb)}</p><p>${mailto(`${c.local}@${HOST}`)}</p></div></div></div></li>`,
      ).join('') +
      `</ul></div></div></div>`,
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Contact',
    main:
      mainPage(
        'Contact',
        `<p><strong>Customer care</strong> (orders, deliveries, subscriptions): ${mailto(`hello@${HOST}`)} or WhatsApp ${tel('+65 8123 4417')}, Mon–Fri 10am–6pm.</p>` +
          `<p><strong>Wholesale, cafés and hotels</strong>: Marcus Lim, Wholesale Manager, ${mailto(`marcus@${HOST}`)}</p>` +
          `<p>Joo Chiat shop: 47 Joo Chiat Place #01-02, Singapore 427781 (Tue–Sun 11am–7pm, closed Mondays)</p>`,
      ) +
      `<div class="color-scheme-1 gradient"><div class="contact page-width page-width--narrow section-template--17284930191438__form-padding"><form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact" /><input type="hidden" name="utf8" value="✓" />` +
      `<div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" value="" aria-required="true" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div></div>` +
      `<div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea><label class="form__label field__label" for="ContactForm-body">Comment</label></div><div class="contact__button"><button type="submit" class="button">Send</button></div></form></div></div>`,
  });

  pages['/pages/press'] = page({
    path: '/pages/press',
    title: 'Press',
    main: mainPage(
      'Press',
      `<p>Kampong Leaf has been featured in The Straits Times, Time Out Singapore and CNA Lifestyle. Product samples and high-resolution images are available on request.</p>` +
        `<p><strong>Media contact:</strong> Nurul Huda, Brand &amp; Communications Lead, Kampong Leaf Tea Co., 47 Joo Chiat Place #01-02, Singapore 427781, ${tel('+65 6344 2817')}, ${mailto(`nurul@${HOST}`)}</p>`,
    ),
  });

  pages['/pages/careers'] = page({
    path: '/pages/careers',
    title: 'Careers',
    main: mainPage(
      'Careers',
      `<h2>Part-time Tea Bar Associate (Tiong Bahru)</h2><p>Weekends and two weekday evenings. You will brew and serve tea, run tastings and help customers choose. No experience needed – we will teach you gongfu brewing – but you must enjoy talking to people. S$12–14/hour.</p>` +
        `<p><strong>Contact person:</strong> Jasmine Koh, Outlet Manager, Tiong Bahru<br>Email: ${mailto(`jasmine@${HOST}`)}<br>Please include your availability.</p>`,
    ),
  });

  pages['/blogs/journal'] = page({
    path: '/blogs/journal',
    title: 'Journal',
    main: `<div class="blog page-width"><h1 class="title--primary">Journal</h1><ul class="blog-articles"><li class="blog-articles__article article"><article class="card-wrapper"><h3 class="card__heading h2"><a href="/blogs/journal/meet-our-blender-daniel-tay" class="full-unstyled-link">Meet our blender: Daniel Tay</a></h3><p class="article-card__excerpt rte-width">How the Kampong Breakfast got its roast.</p></article></li></ul></div>`,
  });

  pages['/blogs/journal/meet-our-blender-daniel-tay'] = page({
    path: '/blogs/journal/meet-our-blender-daniel-tay',
    title: 'Meet our blender: Daniel Tay',
    main:
      `<article class="article-template" itemscope itemtype="http://schema.org/BlogPosting"><div class="page-width page-width--narrow"><header><h1 class="article-template__title" itemprop="headline">Meet our blender: Daniel Tay</h1><span class="circle-divider caption-with-letter-spacing" itemprop="dateCreated pubdate datePublished"><time datetime="2025-03-02T03:00:00Z">2 March 2025</time></span></header>` +
      `<div class="article-template__content page-width page-width--narrow rte" itemprop="articleBody">` +
      `<p>Daniel Tay trained as a food technologist and spent nine years roasting coffee in Tanjong Pagar before he joined us as Tea Blender in 2021. He is the reason our Kampong Breakfast tastes faintly of kaya toast.</p>` +
      `<p>Daniel runs a small blending workshop on the last Saturday of every month; if you have a blend idea you would like him to try, drop him a line at ${mailto(`daniel@${HOST}`)}.</p>` +
      `<p><em>Photos by Hafiz Rahman. For image licensing and collaborations, email ${mailto(`studio@${HOST}`)}.</em></p></div></div></article>`,
  });

  pages['/pages/corporate-gifting'] = page({
    path: '/pages/corporate-gifting',
    title: 'Corporate Gifting',
    main: mainPage(
      'Corporate Gifting',
      `<p>Festive hampers for Chinese New Year, Hari Raya and Deepavali, tea sets for client gifts and custom-printed tins from 50 pieces. Orders of 100 gift boxes or more include free delivery to up to 20 addresses in Singapore.</p>` +
        `<div class="gift-contact"><img src="${CDN}/files/priya-raj.jpg?v=1705432109&amp;width=300" alt="Priya Raj" width="150" height="150" loading="lazy"><h3>Priya Raj</h3><p>Corporate Sales Executive</p><p>${tel('+65 9187 3320')}</p><p><span id="gift-mail">Email Priya</span></p>` +
        `<script>(function(){var e=String.fromCharCode(${PRIYA_CODES});document.getElementById('gift-mail').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script></div>`,
    ),
  });

  for (const [handle, name, price, notes] of PRODUCTS) {
    pages[`/products/${handle}`] = page({
      path: `/products/${handle}`,
      title: name,
      main: `<section class="page-width"><div class="product grid grid--1-col grid--2-col-tablet"><div class="product__info-wrapper grid__item"><div class="product__title"><h1>${esc(name)}</h1></div><div class="price"><span class="price-item price-item--regular">S$${price} SGD</span></div><div class="product__description rte"><p>${esc(notes)}</p></div><button type="submit" name="add" class="product-form__submit button button--full-width button--secondary">Add to cart</button></div></div></section>`,
    });
  }

  pages['/policies/refund-policy'] = page({ path: '/policies/refund-policy', title: 'Refund policy', main: mainPage('Refund policy', `<p>Unopened items can be returned within 14 days of delivery for a full refund. Opened tea cannot be returned for food safety reasons.</p>`) });

  pages['/account/login'] = page({
    path: '/account/login',
    title: 'Account',
    main: `<div class="customer login"><h1 id="login">Login</h1><p>Trade account holders: please send purchase orders to ${mailto(`trade-orders@${HOST}`)}.</p><form method="post" action="/account/login" id="customer_login"><div class="field"><input type="email" name="customer[email]" id="CustomerEmail" autocomplete="email" autocorrect="off" autocapitalize="off" placeholder="Email"><label for="CustomerEmail">Email</label></div><button>Sign in</button></form></div>`,
  });

  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/pages/our-story', '/pages/contact', '/pages/press', '/pages/careers', '/pages/corporate-gifting'], '2025-03-02'));
  pages['/sitemap_products_1.xml'] = xmlPage(
    urlset(HOST, ['/products/kampong-breakfast-blend', '/products/alishan-high-mountain-oolong', '/products/2012-menghai-ripe-pu-erh', '/products/pandan-genmaicha'], '2025-03-02'),
  );
  pages['/sitemap_blogs_1.xml'] = xmlPage(urlset(HOST, ['/blogs/journal', '/blogs/journal/meet-our-blender-daniel-tay'], '2025-03-02'));

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /61847302254/checkouts\nDisallow: /61847302254/orders\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /collections/*%2B*\nDisallow: /collections/*%2b*\nDisallow: /blogs/*+*\nDisallow: /blogs/*%2B*\nDisallow: /blogs/*%2b*\nDisallow: /*design_theme_id*\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\nDisallow: /policies/\nDisallow: /search\nDisallow: /apple-app-site-association\nDisallow: /.well-known/shopify/monorail\nDisallow: /cdn/wpm/*.js\nDisallow: /recommendations/products\nDisallow: /*/recommendations/products\nSitemap: ${ORIGIN}/sitemap.xml\n\n` +
        `# Google adsbot ignores robots.txt unless specifically named!\nUser-agent: adsbot-google\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /carts\nDisallow: /orders\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_products_1.xml', '/sitemap_pages_1.xml', '/sitemap_blogs_1.xml'], '2025-03-02'),
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '61847302254', 'X-Shopify-Stage': 'production', 'CF-Cache-Status': 'DYNAMIC', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-112',
      languages: ['en'],
      addresses: [
        { address: `hello@${HOST}`, name: null, title: null, pages: ['/', '/pages/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        {
          address: `rachel@${HOST}`,
          name: 'Rachel Goh',
          title: 'Founder & Head Tea Buyer',
          titleAlternatives: ['Founder'],
          pages: ['/pages/our-story'],
          cases: ['json-ld-person', 'json-ld-mailto', 'name-title-line', 'plain'],
        },
        ...CARDS.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: c.local === 'jasmine' ? ['/pages/our-story', '/pages/careers'] : ['/pages/our-story'],
          cases: (c.local === 'jasmine' ? ['card', 'label-line', 'plain'] : ['card', 'plain']) as CaseKind[],
        })),
        { address: `marcus@${HOST}`, name: 'Marcus Lim', title: 'Wholesale Manager', pages: ['/pages/contact'], cases: ['name-title-line', 'plain'] },
        { address: `nurul@${HOST}`, name: 'Nurul Huda', title: 'Brand & Communications Lead', pages: ['/pages/press'], cases: ['label-line', 'plain'] },
        { address: `daniel@${HOST}`, name: 'Daniel Tay', title: 'Tea Blender', pages: ['/blogs/journal/meet-our-blender-daniel-tay'], cases: ['prose', 'plain'] },
        { address: `studio@${HOST}`, name: null, title: null, pages: ['/blogs/journal/meet-our-blender-daniel-tay'], cases: ['neighbour', 'plain'] },
        {
          address: PRIYA,
          name: 'Priya Raj',
          title: 'Corporate Sales Executive',
          pages: ['/pages/corporate-gifting'],
          encoded: { kind: 'charcodes', text: PRIYA_CODES },
          cases: ['card', 'script-charcode', 'sitemap-index'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: `trade-orders@${HOST}`, kind: 'disallowed' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
