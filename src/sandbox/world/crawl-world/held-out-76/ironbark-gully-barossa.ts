/**
 * Ironbark Gully Wines: a family-owned, forty-hectare vineyard and cellar door near Greenock in
 * the Barossa Valley, on Shopify (Dawn-based theme). "The Family & Team" holds the owners,
 * winemakers and vineyard manager as cards (the assistant winemaker's address kept reversed in a
 * data attribute the theme's script turns around); the cellar door page names the wine club and
 * events coordinator in a sentence; the trade and export page, linked from nowhere and listed only
 * in the pages sitemap under the sitemap index, has label lines and "Title: Name" lines. The
 * New Zealand distributor's address, the newsletter placeholder, a pinned carousel library and
 * the account pages (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ironbark-gully-barossa.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/collections/all', 'Shop Wines'],
  ['/pages/cellar-door', 'Cellar Door'],
  ['/pages/our-story', 'Our Story'],
  ['/pages/the-family-and-team', 'The Family & Team'],
  ['/blogs/news', 'News'],
  ['/pages/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Ironbark Gully Wines',
  head: [
    '<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>',
    '<script>var Shopify = Shopify || {}; Shopify.shop = "ironbark-gully-wines.myshopify.com"; Shopify.locale = "en"; Shopify.currency = {"active":"AUD","rate":"1.0"}; Shopify.country = "AU"; Shopify.theme = {"name":"Dawn","id":136218755231,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};</script>',
    '<link href="//ironbark-gully-barossa.test/cdn/shop/t/4/assets/base.css?v=144997082486365258741712031234" rel="stylesheet" type="text/css" media="all">',
    '<link rel="stylesheet" href="https://unpkg.com/flickity@2.3.0/dist/flickity.min.css">',
    '<meta name="shopify-digital-wallet" content="/61234509871/digital_wallets/dialog">',
  ],
  header: () =>
    `<div class="announcement-bar" role="region"><p class="announcement-bar__message h5">Free delivery Australia-wide on 12 bottles or more</p></div>` +
    `<sticky-header class="header-wrapper"><header class="header header--middle-left page-width"><a href="/" class="header__heading-link link"><img src="//${HOST}/cdn/shop/files/ironbark-gully-logo.png?v=1689123456&amp;width=300" alt="Ironbark Gully Wines" width="150" height="60" class="header__heading-logo"></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${MENU.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
    `<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header>`,
  footer: () =>
    `<footer class="footer color-scheme-1 gradient section-sections--footer-padding"><div class="footer__content-top page-width"><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Cellar Door</h2><div class="footer-block__details-content rte"><p>214 Gully Road, Greenock SA 5360<br>Open daily 10am–5pm, closed Good Friday &amp; Christmas Day<br>${tel('(08) 8555 0127')}</p></div></div>` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading">Newsletter</h2><form method="post" action="/contact#contact_form" id="ContactFooter" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" placeholder="you@example.com" autocomplete="email"><button type="submit" class="newsletter-form__button field__button">Subscribe</button></form></div></div>` +
    `<div class="footer__content-bottom"><p class="copyright__content">© 2025, Ironbark Gully Wines · <a href="/policies/privacy-policy">Privacy policy</a> · Powered by Shopify</p><p class="copyright__content">Liquor licence 57801234. Under 18s: it is an offence to supply alcohol to a person under 18.</p></div></footer>`,
  privacyPath: { en: '/policies/privacy-policy' },
  bodyEnd: [
    '<script src="https://unpkg.com/flickity@2.3.0/dist/flickity.pkgd.min.js" defer></script>',
    `<script>document.querySelectorAll('a.js-rev-mail').forEach(function (a) { var e = a.getAttribute('data-mail').split('').reverse().join(''); a.href = 'mailto:' + e; a.textContent = e; });</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-AU' });
const rte = (html: string): string => `<div class="page-width page-width--narrow section-template--main-padding"><div class="rte">${html}</div></div>`;

type Member = { name: string; title: string; local: string; bio: string; reversed?: boolean };
const TEAM: Member[] = [
  { name: 'Greg Schilling', title: 'Winemaker & Co-owner', local: 'greg', bio: 'Greg is the fourth generation of Schillings on Gully Road. He took over winemaking from his father in 2004 and still hand-plunges every ferment.' },
  { name: 'Kerry Schilling', title: 'Co-owner, Business & Cellar Door', local: 'kerry', bio: 'Kerry runs the business side and the cellar door, and writes most of our tasting notes.' },
  { name: 'Tahlia Nguyen', title: 'Assistant Winemaker', local: 'tahlia', bio: 'Tahlia studied oenology at the University of Adelaide and has done vintages in the Rhône and Oregon.', reversed: true },
  { name: 'Hamish Beaton', title: 'Vineyard Manager', local: 'hamish', bio: 'Hamish looks after our 1912 dry-grown shiraz block and the newer grenache and mataro plantings.' },
];

export function ironbarkGullyBarossa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Old-vine Barossa Shiraz & Grenache',
    jsonLd: [{ '@context': 'http://schema.org', '@type': 'Organization', name: 'Ironbark Gully Wines', url: `${ORIGIN}/`, logo: `${ORIGIN}/cdn/shop/files/ironbark-gully-logo.png`, sameAs: ['https://www.instagram.com/ironbarkgullywines', 'https://www.facebook.com/ironbarkgully'] }],
    main: `<div class="banner"><h2 class="banner__heading">Dry-grown since 1912</h2><p>Small-batch shiraz, grenache and mataro from our family vineyard in the north-west Barossa.</p><a class="button" href="/collections/all">Shop the range</a> <a class="button button--secondary" href="/pages/cellar-door">Visit the cellar door</a></div>`,
  });

  pages['/collections/all'] = page({
    path: '/collections/all',
    title: 'Products',
    main: `<div class="collection page-width"><h1>All wines</h1><ul class="grid product-grid"><li><a href="/products/2022-old-vine-shiraz">2022 Old Vine Shiraz – $65.00</a></li><li><a href="/products/2023-bush-vine-grenache">2023 Bush Vine Grenache – $38.00</a></li></ul></div>`,
  });
  pages['/products/2022-old-vine-shiraz'] = page({
    path: '/products/2022-old-vine-shiraz',
    title: '2022 Old Vine Shiraz',
    main: `<div class="product page-width"><h1>2022 Old Vine Shiraz</h1><p class="price">$65.00 AUD</p><p>From the 1912 block: blackberry, five-spice and a long, fine tannin. 14.5% alc/vol. Cellar to 2040.</p></div>`,
  });

  pages['/pages/our-story'] = page({
    path: '/pages/our-story',
    title: 'Our Story',
    main: rte(`<h1>Our Story</h1><p>Johann Schilling planted the first vines on Gully Road in 1912, beside the ironbarks that give the property its name. For eighty years the grapes went to the big Tanunda wineries; in 1996 Greg’s parents made the first Ironbark Gully wine in the old shearing shed.</p>`),
  });

  pages['/pages/the-family-and-team'] = page({
    path: '/pages/the-family-and-team',
    title: 'The Family & Team',
    main:
      `<div class="page-width"><h1 class="main-page-title">The Family &amp; Team</h1><ul class="multicolumn-list grid grid--2-col-tablet" role="list">` +
      TEAM.map(
        (m) =>
          `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper"><img src="//${HOST}/cdn/shop/files/team-${m.local}.jpg?v=1712000000&amp;width=750" alt="${esc(m.name)}" loading="lazy"></div><div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(m.name)}</h3><div class="rte"><p><em>${esc(m.title)}</em></p><p>${esc(m.bio)}</p>` +
          (m.reversed ? `<p><a class="js-rev-mail" href="#" data-mail="${reversed(at(m.local))}">Email ${esc(m.name.split(' ')[0]!)}</a></p>` : `<p>${mailto(at(m.local))}</p>`) +
          `</div></div></div></li>`,
      ).join('') +
      `</ul></div>`,
  });

  pages['/pages/cellar-door'] = page({
    path: '/pages/cellar-door',
    title: 'Cellar Door',
    main: rte(
      `<h1>Cellar Door</h1><p>Open daily 10am–5pm. Tastings are $15 per person, refunded with any purchase of two bottles. Groups of eight or more, please book ahead.</p><p>Planning a long lunch, a birthday or a wine club pick-up day? Sophie Albrecht, our Wine Club &amp; Events Coordinator, takes bookings at ${mailto(at('sophie'))}.</p><p>Everything else: ${mailto(at('cellardoor'))} or ${tel('(08) 8555 0127')}.</p>`,
    ),
  });

  pages['/blogs/news'] = page({
    path: '/blogs/news',
    title: 'News',
    main: `<div class="page-width"><h1>News</h1><article class="article-card"><h3><a href="/blogs/news/vintage-2025-report">Vintage 2025 report</a></h3><time datetime="2025-05-12">12 May 2025</time></article></div>`,
  });
  pages['/blogs/news/vintage-2025-report'] = page({
    path: '/blogs/news/vintage-2025-report',
    title: 'Vintage 2025 report',
    main: rte(`<h1>Vintage 2025 report</h1><p>A dry winter and a mild February gave us small bunches and beautiful concentration. Yields were down 30% on the old block but the fruit is the best Greg has seen since 2010. The 2025 Grenache will be released to the wine club in September.</p>`),
  });

  pages['/pages/contact'] = page({
    path: '/pages/contact',
    title: 'Contact',
    main: rte(
      `<h1>Contact</h1><p>Online orders and deliveries: ${mailto(at('orders'))}</p><p>Cellar door and tastings: ${mailto(at('cellardoor'))}</p><p>In New Zealand our wines are imported by Harbourside Fine Wine Ltd (orders@harbourside-finewine.co.nz).</p>`,
    ),
  });

  pages['/pages/trade-and-export'] = page({
    path: '/pages/trade-and-export',
    title: 'Trade & Export',
    main: rte(
      `<h1>Trade &amp; Export</h1><p>Ironbark Gully is available to restaurants and independent retailers across Australia and in six export markets. Tech sheets and price lists on request.</p>` +
        `<p>National Sales Manager: Mia Koch – ${mailto(at('mia'))} – ${tel('0412 555 031')}</p>` +
        `<p><strong>Export enquiries:</strong> Raj Patel, Export Manager, ${tel('+61 8 8555 0129')}, ${mailto(at('raj'))}</p>`,
    ),
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Privacy policy', main: rte(`<h1>Privacy policy</h1><p>We collect your details to fulfil orders and, if you subscribe, to send our newsletter.</p>`) });
  pages['/account/login'] = page({ path: '/account/login', title: 'Account', main: rte(`<h1>Login</h1><p>Wine club members: trouble signing in? Email ${mailto(at('wineclub'))} and we’ll reset it for you.</p>`) });

  pages['/sitemap_pages_1.xml'] = xmlPage(urlset(HOST, ['/pages/our-story', '/pages/the-family-and-team', '/pages/cellar-door', '/pages/contact', '/pages/trade-and-export'], '2025-05-12'));
  pages['/sitemap_products_1.xml'] = xmlPage(urlset(HOST, ['/products/2022-old-vine-shiraz', '/products/2023-bush-vine-grenache'], '2025-05-12'));
  pages['/sitemap_blogs_1.xml'] = xmlPage(urlset(HOST, ['/blogs/news', '/blogs/news/vintage-2025-report'], '2025-05-12'));

  const card: CaseKind[] = ['card', 'plain', 'link-english-unlisted'];
  return {
    site: {
      host: HOST,
      robotsTxt: `# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /61234509871/checkouts\nDisallow: /carts\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /collections/*+*\nDisallow: /search\nDisallow: /policies/\nAllow: /policies/privacy-policy\nDisallow: /*preview_theme_id*\nDisallow: /*preview_script_id*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap_products_1.xml', '/sitemap_pages_1.xml', '/sitemap_blogs_1.xml'], '2025-05-12'),
      pages,
      headers: { 'X-ShopId': '61234509871', 'X-Shopify-Stage': 'production', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-76',
      languages: ['en'],
      addresses: [
        { address: at('cellardoor'), name: null, title: null, pages: ['/pages/cellar-door', '/pages/contact'], cases: ['role', 'plain'] },
        { address: at('orders'), name: null, title: null, pages: ['/pages/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((m) =>
          m.reversed
            ? { address: at(m.local), name: m.name, title: m.title, pages: ['/pages/the-family-and-team'], encoded: { kind: 'reversed' as const, text: reversed(at(m.local)) }, cases: ['card', 'script-reversed', 'link-english-unlisted'] as CaseKind[] }
            : { address: at(m.local), name: m.name, title: m.title, pages: ['/pages/the-family-and-team'], cases: card },
        ),
        { address: at('sophie'), name: 'Sophie Albrecht', title: 'Wine Club & Events Coordinator', pages: ['/pages/cellar-door'], cases: ['prose', 'plain'] },
        { address: at('mia'), name: 'Mia Koch', title: 'National Sales Manager', pages: ['/pages/trade-and-export'], cases: ['title-name-line', 'plain', 'sitemap-index'] },
        { address: at('raj'), name: 'Raj Patel', title: 'Export Manager', pages: ['/pages/trade-and-export'], cases: ['label-line', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: at('wineclub'), kind: 'disallowed' },
        { text: 'orders@harbourside-finewine.co.nz', kind: 'other-company' },
        { text: 'you@example.com', kind: 'placeholder' },
        { text: 'flickity@2.3.0', kind: 'package' },
      ],
    },
  };
}
