/**
 * Uldstuen: a yarn shop with a webshop in Odense, on WordPress with WooCommerce and the
 * Storefront theme, in Danish. The "Om os" page is a row of Gutenberg columns (portrait, name,
 * job, address), the addresses written as character references by an e-mail encoder plugin; the
 * contact page names the wholesale coordinator in a "Name, title" line with her address built
 * from String.fromCharCode, and the pattern designer in schema.org microdata; the knitting café
 * page names its host in running text; a plant-dyeing workshop is listed only in the page sitemap
 * of the sitemap index. The spinning mill's order address and the customer account page
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'uldstuen.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, number][] = [
  ['/butik/', 'Butik', 21],
  ['/strikkecafe/', 'Strikkecafé', 48],
  ['/om-os/', 'Om os', 23],
  ['/kontakt/', 'Kontakt', 25],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Uldstuen',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="WooCommerce 8.9.1">',
    `<link rel="stylesheet" id="storefront-style-css" href="${ORIGIN}/wp-content/themes/storefront/style.css?ver=4.6.0" media="all">`,
    `<link rel="stylesheet" id="storefront-woocommerce-style-css" href="${ORIGIN}/wp-content/themes/storefront/assets/css/woocommerce/woocommerce.css?ver=4.6.0" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: (p) =>
    `<div id="page" class="hfeed site"><header id="masthead" class="site-header" role="banner" style=""><div class="col-full"><a class="skip-link screen-reader-text" href="#site-navigation">Spring til navigation</a><a class="skip-link screen-reader-text" href="#content">Spring til indhold</a>` +
    `<div class="site-branding"><a href="${ORIGIN}/" class="custom-logo-link" rel="home"><img width="470" height="110" src="${ORIGIN}/wp-content/uploads/2023/09/uldstuen-logo.png" class="custom-logo" alt="Uldstuen" decoding="async"></a></div>` +
    `<div class="site-search"><div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="${ORIGIN}/"><label class="screen-reader-text" for="woocommerce-product-search-field-0">Søg efter:</label><input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="Søg i produkter …" value="" name="s"><button type="submit" value="Søg">Søg</button><input type="hidden" name="post_type" value="product"></form></div></div></div>` +
    `<div class="storefront-primary-navigation"><div class="col-full"><nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primær navigation"><div class="primary-navigation"><ul id="menu-hovedmenu" class="menu">` +
    MENU.map(([h, l, id]) => `<li id="menu-item-${id}" class="menu-item menu-item-type-post_type menu-item-object-page${p.path === h.replace(/\/$/, '') ? ' current-menu-item current_page_item' : ''} menu-item-${id}"><a href="${ORIGIN}${h}">${esc(l)}</a></li>`).join('') +
    `</ul></div></nav><ul id="site-header-cart" class="site-header-cart menu"><li class=""><a class="cart-contents" href="${ORIGIN}/kurv/" title="Se din indkøbskurv"><span class="woocommerce-Price-amount amount">0,00&nbsp;<span class="woocommerce-Price-currencySymbol">kr.</span></span> <span class="count">0 varer</span></a></li></ul></div></div></header>` +
    `<div class="storefront-breadcrumb"><div class="col-full"><nav class="woocommerce-breadcrumb" aria-label="Brødkrummer"><a href="${ORIGIN}/">Forside</a></nav></div></div><div id="site-content" class="site-content" tabindex="-1"><div class="col-full"><div class="woocommerce"></div><div id="primary" class="content-area">`,
  footer: () =>
    `</div></div></div><footer id="colophon" class="site-footer" role="contentinfo"><div class="col-full"><div class="footer-widgets row-1 col-3 fix">` +
    `<div class="block footer-widget-1"><div id="block-7" class="widget widget_block"><h2 class="wp-block-heading">Uldstuen</h2><p>Vestergade 61, 5000 Odense C<br>${tel('66 12 48 30')}<br><a href="mailto:${entities(`kontakt@${HOST}`)}">${entities(`kontakt@${HOST}`)}</a><br>CVR 38 51 27 46</p></div></div>` +
    `<div class="block footer-widget-2"><div id="block-8" class="widget widget_block"><p>Butikken: tirs–fre 10–17.30, lør 10–14</p></div></div>` +
    `<div class="block footer-widget-3"><div id="block-9" class="widget widget_block"><p><a href="${ORIGIN}/handelsbetingelser/">Handelsbetingelser</a><br><a href="${ORIGIN}/privatlivspolitik/">Privatlivspolitik</a><br><a href="${ORIGIN}/min-konto/">Min konto</a></p></div></div></div>` +
    `<div class="site-info">&copy; Uldstuen 2025<br><a href="https://woocommerce.com" target="_blank" title="WooCommerce - Den bedste e-handelsplatform til WordPress" rel="noreferrer nofollow">Bygget med WooCommerce</a>.</div></div></footer></div>`,
  privacyPath: { da: '/privatlivspolitik/' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-content/plugins/woocommerce/assets/js/frontend/order-attribution.min.js?ver=8.9.1" id="wc-order-attribution-js"></script>`,
    `<script src="${ORIGIN}/wp-content/themes/storefront/assets/js/navigation.min.js?ver=4.6.0" id="storefront-navigation-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da-DK' });
const entry = (title: string, html: string, id: number): string =>
  `<article id="post-${id}" class="post-${id} page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content">${html}</div></article>`;

/** The e-mail encoder plugin's mailto link: the address and the label as character references. */
const encoded = (address: string): string => `<a href="mailto:${entities(address)}">${entities(address)}</a>`;

type Member = { name: string; title: string; local: string; img: string };
const TEAM: Member[] = [
  { name: 'Mette Kjær', title: 'Indehaver og indkøber', local: 'mette', img: 'mette-kjaer' },
  { name: 'Louise Dalgaard', title: 'Butiksansvarlig', local: 'louise', img: 'louise-dalgaard' },
  { name: 'Sofie Brandt', title: 'Webshop og kundeservice', local: 'sofie', img: 'sofie-brandt' },
  { name: 'Anders Nygaard', title: 'Lager og forsendelse', local: 'anders', img: 'anders-nygaard' },
];

const RIKKE_CODES = charCodes(`rikke@${HOST}`);

export function uldstuen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Garn, opskrifter og strikkecafé i Odense',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Uldstuen', inLanguage: 'da-DK', publisher: { '@id': `${ORIGIN}/#organization` } },
          { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: 'Uldstuen', url: `${ORIGIN}/`, logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2023/09/uldstuen-logo.png` } },
        ],
      },
    ],
    main: entry(
      'Velkommen i Uldstuen',
      `<p>Vi sælger garn fra små nordiske spinderier, plantefarvet uld, pinde og opskrifter – i butikken på Vestergade og i webshoppen. Fri fragt ved køb over 499 kr.</p>` +
        `<p><a href="${ORIGIN}/butik/">Gå til butikken</a> eller kig forbi til <a href="${ORIGIN}/strikkecafe/">strikkecafé</a> hver torsdag.</p>`,
      2,
    ),
  });

  pages['/butik'] = page({
    path: '/butik',
    title: 'Butik',
    main:
      `<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Butik</h1></header><ul class="products columns-3">` +
      [
        ['uld-fingering-skovbund', 'Uld Fingering – Skovbund', '89,00'],
        ['mohair-silk-lyng', 'Mohair Silk – Lyng', '75,00'],
        ['strikkepinde-birk-4mm', 'Rundpind i birk, 4 mm', '65,00'],
      ]
        .map(
          ([slug, name, price]) =>
            `<li class="product type-product status-publish instock product_cat-garn"><a href="${ORIGIN}/produkt/${slug}/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img src="${ORIGIN}/wp-content/uploads/2024/10/${slug}-324x324.jpg" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" width="324" height="324"><h2 class="woocommerce-loop-product__title">${esc(name!)}</h2><span class="price"><span class="woocommerce-Price-amount amount"><bdi>${price}&nbsp;<span class="woocommerce-Price-currencySymbol">kr.</span></bdi></span></span></a></li>`,
        )
        .join('') +
      `</ul>`,
  });

  pages['/produkt/uld-fingering-skovbund'] = page({
    path: '/produkt/uld-fingering-skovbund',
    title: 'Uld Fingering – Skovbund',
    main: `<div class="product type-product"><div class="summary entry-summary"><h1 class="product_title entry-title">Uld Fingering – Skovbund</h1><p class="price"><span class="woocommerce-Price-amount amount"><bdi>89,00&nbsp;<span class="woocommerce-Price-currencySymbol">kr.</span></bdi></span></p><div class="woocommerce-product-details__short-description"><p>100 % dansk landraceuld, plantefarvet med birkeblade og indigo. 50 g / 210 m. Pinde 3–3,5 mm.</p></div></div></div>`,
  });

  pages['/om-os'] = page({
    path: '/om-os',
    title: 'Om os',
    main: entry(
      'Om os',
      `<p>Uldstuen åbnede i 2016 i en gammel skomagerbutik på Vestergade. Vi er fire, der deler kærligheden til godt garn – og vi strikker selv alle vores modeller.</p>` +
        `<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">` +
        TEAM.map(
          (m) =>
            `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><figure class="wp-block-image size-medium is-style-rounded"><img decoding="async" width="300" height="300" src="${ORIGIN}/wp-content/uploads/2023/09/${m.img}-300x300.jpg" alt="${esc(m.name)}"></figure><h3 class="wp-block-heading">${esc(m.name)}</h3><p class="has-small-font-size">${esc(m.title)}</p><p>${encoded(`${m.local}@${HOST}`)}</p></div>`,
        ).join('') +
        `</div>` +
        `<p>Vores plantefarvede garn spindes hos Fåreskind Spinderi på Langeland. Forhandlere, der vil købe deres garn direkte, skal henvende sig til spinderiet på ordre@faareskind-spinderi.test.</p>`,
      23,
    ),
  });

  pages['/strikkecafe'] = page({
    path: '/strikkecafe',
    title: 'Strikkecafé',
    main: entry(
      'Strikkecafé hver torsdag',
      `<p>Hver torsdag kl. 17–20 er butikken åben for strik, kaffe og hjemmebag. Det koster 40 kr., og du kan købe garn med 10 % rabat hele aftenen.</p>` +
        `<p>Strikkecaféen ledes af vores strikkeinstruktør Birthe Lauridsen, som gerne hjælper med opskrifter og svære masker – har du spørgsmål på forhånd, så skriv til hende på ${encoded(`birthe@${HOST}`)}.</p>`,
      48,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: entry(
      'Kontakt',
      `<p>Spørgsmål om ordrer, levering og returnering: ${encoded(`kontakt@${HOST}`)} eller ${tel('66 12 48 30')}. Vi svarer inden for én hverdag.</p>` +
        `<p>Engros og samarbejde: Rikke Holm, salgskoordinator, <script>document.write('<a href="mailto:' + String.fromCharCode(${RIKKE_CODES}) + '">' + String.fromCharCode(${RIKKE_CODES}) + '</a>');</script></p>` +
        `<div class="wp-block-group kontaktperson" itemscope itemtype="https://schema.org/Person"><h2 class="wp-block-heading">Opskrifter og mønstre</h2><p><span itemprop="name">Camilla Bech</span> &middot; <span itemprop="jobTitle">Mønsterdesigner</span><br>Rettelser til vores opskrifter og spørgsmål om mønstre: <a itemprop="email" href="mailto:camilla@${HOST}">camilla@${HOST}</a></p></div>`,
      25,
    ),
  });

  pages['/workshop-plantefarvning'] = page({
    path: '/workshop-plantefarvning',
    title: 'Workshop: Plantefarvning af garn',
    main: entry(
      'Workshop: Plantefarvning af garn',
      `<p>Lørdag den 14. juni farver vi garn med rejnfan, birkeblade og krap i haven bag butikken. Pris 650 kr. inkl. 300 g garn og frokost. Max 10 deltagere.</p>` +
        `<p>Workshoppen holdes af plantefarver Hanne Vestergaard; tilmelding sker direkte til Hanne på ${mailto(`hanne@${HOST}`)}.</p>`,
      112,
    ),
  });

  pages['/handelsbetingelser'] = page({ path: '/handelsbetingelser', title: 'Handelsbetingelser', main: entry('Handelsbetingelser', `<p>Du har 14 dages fortrydelsesret. Returvarer sendes til Uldstuen, Vestergade 61, 5000 Odense C.</p>`, 9) });
  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: entry('Privatlivspolitik', `<p>Dataansvarlig er Uldstuen v/ Mette Kjær, CVR 38 51 27 46.</p>`, 3) });
  pages['/min-konto'] = page({ path: '/min-konto', title: 'Min konto', main: entry('Min konto', `<p>Problemer med at logge ind? Skriv til ${mailto(`webshop@${HOST}`)}.</p>`, 11) });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/butik/', '/strikkecafe/', '/om-os/', '/kontakt/', '/workshop-plantefarvning/', '/handelsbetingelser/', '/privatlivspolitik/'], '2025-04-02'));
  pages['/product-sitemap.xml'] = xmlPage(urlset(HOST, ['/butik/', '/produkt/uld-fingering-skovbund/'], '2025-04-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /min-konto\nDisallow: /kurv/\nDisallow: /kassen/\nAllow: /wp-admin/admin-ajax.php\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/product-sitemap.xml'], '2025-04-02'),
      pages,
      headers: { Server: 'Apache', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-113',
      languages: ['da'],
      addresses: [
        { address: `kontakt@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'entities'] },
        ...TEAM.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/om-os'], cases: ['card', 'entities', ln] as CaseKind[] })),
        { address: `birthe@${HOST}`, name: 'Birthe Lauridsen', title: 'strikkeinstruktør', pages: ['/strikkecafe'], cases: ['prose', 'entities', ln] },
        { address: `rikke@${HOST}`, name: 'Rikke Holm', title: 'salgskoordinator', pages: ['/kontakt'], encoded: { kind: 'charcodes', text: RIKKE_CODES }, cases: ['name-title-line', 'script-charcode', ln] },
        { address: `camilla@${HOST}`, name: 'Camilla Bech', title: 'Mønsterdesigner', pages: ['/kontakt'], cases: ['microdata', 'plain', ln] },
        { address: `hanne@${HOST}`, name: 'Hanne Vestergaard', title: 'plantefarver', pages: ['/workshop-plantefarvning'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}',
      disallowed: ['/min-konto'],
      nonAddresses: [
        { text: `webshop@${HOST}`, kind: 'disallowed' },
        { text: 'ordre@faareskind-spinderi.test', kind: 'other-company' },
      ],
    },
  };
}
