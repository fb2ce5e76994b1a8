/**
 * Bodega Los Aromos: a family winery in Gualtallary (Tupungato, Valle de Uco, Mendoza), on
 * Shopify with the Dawn theme and Shopify Markets, Spanish (voseo) at the root and English under
 * /en (reached through the hreflang alternates: the language selector is Dawn's localization form
 * with href="#" items). The founder-winemaker in prose and two colleagues as Dawn multicolumn
 * cards ("Ing. Agr." before the vineyard manager's name) on the about page; the tourism manager
 * in a "Reservas: name · title · street · phone · address" line; press and export contacts on the
 * contact page, the export manager again, in English and in RDFa, on the English trade page, which
 * the English home links as "Trade & Export" along with the UK brand ambassador. The UK importer's
 * order address and the wholesale page (disallowed in robots.txt.liquid) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'bodegalosaromos.test';
const ORIGIN = `http://${HOST}`;
const CDN = `//${HOST}/cdn/shop`;

const MENU: Record<'es' | 'en', [string, string][]> = {
  es: [
    ['/collections/vinos', 'Vinos'],
    ['/pages/nosotros', 'Nosotros'],
    ['/pages/visitas', 'Visitas y degustaciones'],
    ['/pages/contacto', 'Contacto'],
  ],
  en: [
    ['/en/collections/vinos', 'Wines'],
    ['/en/pages/trade-and-export', 'Trade &amp; Export'],
  ],
};
const l2 = (p: PageSpec): 'es' | 'en' => (p.lang.startsWith('en') ? 'en' : 'es');

const theme: Theme = {
  host: HOST,
  siteName: 'Bodega Los Aromos',
  head: [
    `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>`,
    `<link href="${CDN}/t/7/assets/base.css?v=144997082486365258741712345678" rel="stylesheet" type="text/css" media="all">`,
    `<script>window.Shopify = window.Shopify || {};Shopify.shop = "bodega-los-aromos.myshopify.com";Shopify.locale = "es";Shopify.currency = {"active":"ARS","rate":"1.0"};Shopify.country = "AR";Shopify.theme = {"name":"Dawn","id":136241053874,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};Shopify.routes = Shopify.routes || {};Shopify.routes.root = "/";</script>`,
    `<script src="${CDN}/t/7/assets/global.js?v=37284204640041572741712345678" defer="defer"></script>`,
  ],
  header: (p) =>
    `<a class="skip-to-content-link button visually-hidden" href="#MainContent">${l2(p) === 'en' ? 'Skip to content' : 'Ir directamente al contenido'}</a>` +
    `<div id="shopify-section-sections--header__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-scheme-4 gradient" role="region" aria-label="Anuncio"><div class="page-width"><p class="announcement-bar__message h5"><span>${l2(p) === 'en' ? 'Free shipping in Mendoza on 6+ bottles' : 'Envío gratis en Mendoza comprando 6 botellas o más'}</span></p></div></div></div>` +
    `<div id="shopify-section-sections--header__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-localizations">` +
    `<a href="${l2(p) === 'en' ? '/en' : '/'}" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${CDN}/files/logo-los-aromos.png?v=1701234567&amp;width=300" alt="Bodega Los Aromos" srcset="${CDN}/files/logo-los-aromos.png?v=1701234567&amp;width=150 150w, ${CDN}/files/logo-los-aromos.png?v=1701234567&amp;width=300 300w" width="150" height="60" class="header__heading-logo motion-reduce"></div></a>` +
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">` +
    MENU[l2(p)].map(([href, label]) => `<li><a href="${href}" class="header__menu-item list-menu__item link link--text focus-inset"${p.path === href ? ' aria-current="page"' : ''}><span${p.path === href ? ' class="header__active-menu-item"' : ''}>${label}</span></a></li>`).join('') +
    `</ul></nav><div class="desktop-localization-wrapper"><localization-form class="small-hide medium-hide"><form method="post" action="/localization" id="HeaderLanguageForm" accept-charset="UTF-8" class="localization-form" enctype="multipart/form-data"><input type="hidden" name="form_type" value="localization"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="_method" value="put"><input type="hidden" name="return_to" value="${esc(p.path)}">` +
    `<div><h2 class="visually-hidden" id="HeaderLanguageLabel">${l2(p) === 'en' ? 'Language' : 'Idioma'}</h2><div class="disclosure"><button type="button" class="disclosure__button localization-form__select localization-selector link link--text caption-large" aria-expanded="false" aria-controls="HeaderLanguageList" aria-describedby="HeaderLanguageLabel">${l2(p) === 'en' ? 'English' : 'Español'}</button>` +
    `<div class="disclosure__list-wrapper" hidden><ul id="HeaderLanguageList" role="list" class="disclosure__list list-unstyled"><li class="disclosure__item" tabindex="-1"><a class="link link--text disclosure__link caption-large focus-inset" href="#" hreflang="es" lang="es" data-value="es">Español</a></li><li class="disclosure__item" tabindex="-1"><a class="link link--text disclosure__link caption-large focus-inset" href="#" hreflang="en" lang="en" data-value="en">English</a></li></ul></div></div><input type="hidden" name="locale_code" value="${l2(p)}"></div></form></localization-form></div>` +
    `<div class="header__icons"><a href="${l2(p) === 'en' ? '/en/cart' : '/cart'}" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">${l2(p) === 'en' ? 'Cart' : 'Carrito'}</span></a></div></header></sticky-header></div>`,
  footer: (p) =>
    `<div id="shopify-section-sections--footer__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-2 gradient section-sections--footer__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">` +
    `<div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Bodega Los Aromos</h2><div class="footer-block__details-content rte"><p>Ruta Provincial 89 km 12, Gualtallary<br>Tupungato, Mendoza (M5561)<br>${tel('+54 9 261 555-0140')}<br>${mailto(`hola@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">${l2(p) === 'en' ? 'Information' : 'Información'}</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/mayoristas" class="link link--text list-menu__item list-menu__item--link">Mayoristas</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">${l2(p) === 'en' ? 'Privacy policy' : 'Política de privacidad'}</a></li><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">${l2(p) === 'en' ? 'Refund policy' : 'Política de reembolso'}</a></li></ul></div></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, <a href="${l2(p) === 'en' ? '/en' : '/'}">Bodega Los Aromos</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Tecnología de Shopify</a></small></div><p class="footer-legal">${l2(p) === 'en' ? 'Drink responsibly. Sale of alcohol to minors under 18 is prohibited.' : 'Beber con moderación. Prohibida su venta a menores de 18 años.'}</p></div></footer></div>`,
  bodyEnd: [
    `<div id="shopify-pc__banner" class="shopify-pc__banner__dialog" role="alertdialog" aria-modal="false" hidden><div class="shopify-pc__banner__body"><p>Usamos cookies para recordar tu carrito y analizar el tráfico de la tienda. <a href="/policies/privacy-policy">Política de privacidad</a></p><button class="shopify-pc__banner__btn-accept" type="button">Aceptar</button><button class="shopify-pc__banner__btn-decline" type="button">Rechazar</button></div></div>`,
    `<script src="${CDN}/t/7/assets/details-disclosure.js?v=13653116266235556501712345678" defer="defer"></script>`,
    `<script src="${CDN}/t/7/assets/localization-form.js?v=161644695336821385561712345678" defer="defer"></script>`,
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const main = (html: string): string => `<div id="shopify-section-template--main" class="shopify-section"><div class="page-width page-width--narrow section-template--main-padding">${html}</div></div>`;
const rte = (title: string, html: string): string => main(`<h1 class="main-page-title page-title h0">${esc(title)}</h1><div class="rte">${html}</div>`);

const ES = 'es-AR';
const alt = { 'es-AR': '/', en: '/en', 'x-default': '/' };

export function bodegaLosAromos(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    lang: ES,
    title: 'Vinos de altura del Valle de Uco',
    alternates: alt,
    jsonLd: [{ '@context': 'http://schema.org', '@type': 'Organization', name: 'Bodega Los Aromos', logo: `https:${CDN}/files/logo-los-aromos.png?v=1701234567&width=500`, sameAs: ['https://instagram.com/bodegalosaromos'], url: `${ORIGIN}/` }],
    main: main(
      `<div class="banner__content"><h2 class="banner__heading inline-richtext h0">Malbec y Cabernet Franc de 1.300 metros</h2><div class="banner__text rte"><p>Doce hectáreas en Gualtallary, riego por goteo y cosecha a mano. Desde 2008 elaboramos poco, y solo lo que nos gusta tomar.</p></div><div class="banner__buttons"><a href="/collections/vinos" class="button button--primary">Ver vinos</a></div></div>`,
    ),
  });

  pages['/collections/vinos'] = page({
    path: '/collections/vinos',
    lang: ES,
    title: 'Vinos',
    main: main(`<h1 class="collection-hero__title">Vinos</h1><ul id="product-grid" class="grid product-grid"><li class="grid__item"><div class="card__information"><h3 class="card__heading">Los Aromos Malbec 2022</h3><span class="price-item price-item--regular">$ 18.900 ARS</span></div></li><li class="grid__item"><div class="card__information"><h3 class="card__heading">Los Aromos Cabernet Franc 2021</h3><span class="price-item price-item--regular">$ 24.500 ARS</span></div></li><li class="grid__item"><div class="card__information"><h3 class="card__heading">Aromo Blanco Chardonnay 2023</h3><span class="price-item price-item--regular">$ 15.200 ARS</span></div></li></ul>`),
  });

  pages['/pages/nosotros'] = page({
    path: '/pages/nosotros',
    lang: ES,
    title: 'Nosotros',
    main:
      rte(
        'Nosotros',
        `<p>Los Aromos empezó como la finca de los abuelos Aguirre, que vendían la uva a las grandes bodegas de Luján. En 2008 Martín Aguirre, enólogo y socio fundador, decidió vinificar la cosecha propia; si querés saber más sobre cómo trabajamos la uva, escribile directamente a ${mailto(`martin@${HOST}`)}.</p><p>Hoy somos nueve personas en la finca y la sala de elaboración.</p>`,
      ) +
      `<div class="multicolumn color-scheme-1 gradient"><div class="page-width"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--2-col-desktop" role="list">` +
      `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width"><div class="media media--transparent media--square"><img src="${CDN}/files/federico-paz.jpg?v=1701234590&amp;width=750" alt="" width="600" height="600" loading="lazy"></div></div><div class="multicolumn-card__info"><h3 class="inline-richtext">Ing. Agr. Federico Paz</h3><div class="rte"><p>Jefe de viñedo</p><p>Lleva el manejo orgánico de las doce hectáreas y el monitoreo de heladas.</p><p>${mailto(`federico@${HOST}`)}</p></div></div></div></li>` +
      `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper multicolumn-card__image-wrapper--third-width"><div class="media media--transparent media--square"><img src="${CDN}/files/valentina-ortiz.jpg?v=1701234591&amp;width=750" alt="" width="600" height="600" loading="lazy"></div></div><div class="multicolumn-card__info"><h3 class="inline-richtext">Valentina Ortiz</h3><div class="rte"><p>Sommelier y encargada de la cava</p><p>Arma las cajas del club de vinos y las degustaciones privadas.</p><p>${mailto(`valentina@${HOST}`)}</p></div></div></div></li>` +
      `</ul></div></div>`,
  });

  pages['/pages/visitas'] = page({
    path: '/pages/visitas',
    lang: ES,
    title: 'Visitas y degustaciones',
    main: rte(
      'Visitas y degustaciones',
      `<p>Recorrido por el viñedo y la sala de barricas con degustación de cuatro vinos: martes a sábado a las 10:30 y 15:00, solo con reserva. Almuerzo de pasos de octubre a abril.</p>` +
        `<p><strong>Reservas:</strong> Carolina Méndez · Gerente de Enoturismo · Ruta Provincial 89 km 12, Gualtallary · ${tel('+54 9 261 555-0142')} · ${mailto(`carolina@${HOST}`)}</p>`,
    ),
  });

  pages['/pages/contacto'] = page({
    path: '/pages/contacto',
    lang: ES,
    title: 'Contacto',
    main: rte(
      'Contacto',
      `<p>Consultas generales y pedidos de la tienda: ${mailto(`hola@${HOST}`)}</p>` +
        `<p>Prensa: Sofía Castañeda, responsable de Comunicación – ${mailto(`sofia@${HOST}`)}</p>` +
        `<p>Exportaciones: Lucía Ferraro (Gerente de Exportaciones) – ${mailto(`lucia@${HOST}`)}</p>`,
    ) +
      main(`<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Nombre]" placeholder="Nombre"><label class="field__label" for="ContactForm-name">Nombre</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" placeholder="Correo electrónico"><label class="field__label" for="ContactForm-email">Correo electrónico</label></div><button type="submit" class="button">Enviar</button></form>`),
  });

  pages['/pages/mayoristas'] = page({
    path: '/pages/mayoristas',
    lang: ES,
    title: 'Mayoristas',
    main: rte('Mayoristas', `<p>Lista de precios para vinotecas y restaurantes. Pedí tu clave de acceso a ${mailto(`mayoristas@${HOST}`)}.</p>`),
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', lang: ES, title: 'Política de privacidad', main: rte('Política de privacidad', `<p>Bodega Los Aromos S.A. trata tus datos conforme a la Ley 25.326 de Protección de los Datos Personales.</p>`) });
  pages['/policies/refund-policy'] = page({ path: '/policies/refund-policy', lang: ES, title: 'Política de reembolso', main: rte('Política de reembolso', `<p>Tenés 10 días corridos desde la entrega para arrepentirte de la compra.</p>`) });

  // English (Shopify Markets, /en)
  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'High-altitude wines from the Uco Valley',
    alternates: alt,
    main: main(
      `<div class="banner__content"><h2 class="banner__heading inline-richtext h0">Malbec and Cabernet Franc grown at 1,300 metres</h2><div class="banner__text rte"><p>Twelve hectares in Gualtallary, hand-picked and made in small lots since 2008. Our wines are imported in the UK and shipped to the rest of Europe through our partners.</p></div><div class="banner__buttons"><a href="/en/pages/trade-and-export" class="button button--primary">Trade &amp; Export</a></div></div>`,
    ),
  });
  pages['/en/collections/vinos'] = page({ path: '/en/collections/vinos', lang: 'en', title: 'Wines', alternates: { 'es-AR': '/collections/vinos', en: '/en/collections/vinos' }, main: main(`<h1 class="collection-hero__title">Wines</h1><p>Los Aromos Malbec 2022 · Los Aromos Cabernet Franc 2021 · Aromo Blanco Chardonnay 2023</p>`) });
  pages['/en/pages/trade-and-export'] = page({
    path: '/en/pages/trade-and-export',
    lang: 'en',
    title: 'Trade & Export',
    main: rte(
      'Trade & Export',
      `<p>We export around 40% of our production to the UK, the Netherlands and Brazil. Technical sheets, vintage notes and high-resolution bottle shots are available on request.</p>` +
        `<p vocab="https://schema.org/" typeof="Person"><span property="name">Lucía Ferraro</span>, <span property="jobTitle">Export Manager</span> – <a property="email" href="mailto:lucia@${HOST}">lucia@${HOST}</a></p>` +
        `<p>Tom Whitfield, Brand Ambassador UK &amp; Europe – ${mailto(`tom@${HOST}`)}</p>` +
        `<p>UK trade orders are handled by our importer, Harbour Wines Ltd (Bristol): orders@harbourwines.co.uk</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  const addresses: TruthAddress[] = [
    { address: `hola@${HOST}`, name: null, title: null, pages: ['/', '/pages/contacto'], cases: ['role', 'plain'] },
    { address: `martin@${HOST}`, name: 'Martín Aguirre', title: 'enólogo y socio fundador', pages: ['/pages/nosotros'], cases: ['prose', 'plain', ln] },
    { address: `federico@${HOST}`, name: 'Federico Paz', title: 'Jefe de viñedo', pages: ['/pages/nosotros'], cases: ['card', 'honorific', 'plain', ln] },
    { address: `valentina@${HOST}`, name: 'Valentina Ortiz', title: 'Sommelier y encargada de la cava', pages: ['/pages/nosotros'], cases: ['card', 'plain', ln] },
    { address: `carolina@${HOST}`, name: 'Carolina Méndez', title: 'Gerente de Enoturismo', pages: ['/pages/visitas'], cases: ['label-line', 'plain', ln] },
    { address: `sofia@${HOST}`, name: 'Sofía Castañeda', title: 'responsable de Comunicación', pages: ['/pages/contacto'], cases: ['label-line', 'name-title-line', 'plain', ln] },
    { address: `lucia@${HOST}`, name: 'Lucía Ferraro', title: 'Gerente de Exportaciones', titleAlternatives: ['Export Manager'], pages: ['/pages/contacto', '/en/pages/trade-and-export'], cases: ['label-line', 'rdfa', 'plain', ln] },
    { address: `tom@${HOST}`, name: 'Tom Whitfield', title: 'Brand Ambassador UK & Europe', pages: ['/en/pages/trade-and-export'], cases: ['name-title-line', 'hreflang', 'deep-page', 'link-english-unlisted', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# we use Shopify as our ecommerce platform\n\n# robots.txt.liquid customised\nUser-agent: *\nDisallow: /a/downloads/-/*\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /collections/*sort_by*\nDisallow: /*/collections/*sort_by*\nDisallow: /search\nDisallow: /policies/\nDisallow: /pages/mayoristas\nDisallow: /en/pages/mayoristas\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'X-ShopId': '61234567890', 'X-Shardid': '217', 'Powered-By': 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-32',
      languages: ['es', 'en'],
      addresses,
      pattern: '{first}',
      disallowed: ['/pages/mayoristas'],
      nonAddresses: [
        { text: 'orders@harbourwines.co.uk', kind: 'other-company' },
        { text: `mayoristas@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
