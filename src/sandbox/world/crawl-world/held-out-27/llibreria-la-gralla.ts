/**
 * Llibreria La Gralla: an independent bookshop in Girona on Shopify (Dawn), in Catalan with a
 * Spanish version reached through the hreflang alternates. The founder in the about page's prose,
 * booksellers in team cards (the reading-club coordinator's address built by a script), the
 * events manager on a "Title: Name" line, the schools account manager on a label line, a blog
 * post whose author's address is only in its JSON-LD, and the manager ("Sra.") on the Spanish
 * contact page; a distributor's address and the customer account pages disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'llibreria-lagralla.test';
const ORIGIN = `http://${HOST}`;

const MENUS: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/collections/novetats', 'Novetats'],
    ['/pages/qui-som', 'Qui som'],
    ['/pages/l-equip', "L'equip"],
    ['/pages/activitats', 'Activitats'],
    ['/pages/escoles-i-biblioteques', 'Escoles i biblioteques'],
    ['/blogs/diari', 'Diari'],
    ['/pages/contacte', 'Contacte'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/pages/quienes-somos', 'Quiénes somos'],
    ['/es/pages/contacto', 'Contacto'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Llibreria La Gralla',
  head: [
    `<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>`,
    `<link href="//${HOST}/cdn/shop/t/4/assets/base.css?v=127867003511637661531712051234" rel="stylesheet" type="text/css" media="all">`,
    `<script>window.Shopify = window.Shopify || {};Shopify.shop = "llibreria-la-gralla.myshopify.com";Shopify.locale = "ca";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.theme = {"name":"Dawn","id":141203456789,"theme_store_id":887};</script>`,
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2);
    return (
      `<div class="shopify-section section-header"><sticky-header class="header-wrapper color-background-1 gradient"><header class="header header--middle-left header--mobile-center page-width header--has-menu">` +
      `<a href="${lang === 'es' ? '/es' : '/'}" class="header__heading-link link link--text focus-inset"><img src="//${HOST}/cdn/shop/files/gralla-logo.png?v=1689012345&amp;width=300" alt="Llibreria La Gralla" class="header__heading-logo" width="150" height="60"></a>` +
      `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">` +
      MENUS[lang]!.map(([h, l]) => `<li><a href="${h}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${esc(l)}</span></a></li>`).join('') +
      `</ul></nav><div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">${lang === 'es' ? 'Iniciar sesión' : 'Inicia la sessió'}</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cistella</span></a></div></header></sticky-header></div>`
    );
  },
  footer: (p) =>
    `<footer class="footer color-background-1 gradient section-sections--footer-padding"><div class="footer__content-top page-width"><div class="footer-block grid__item"><h2 class="footer-block__heading">Llibreria La Gralla</h2><div class="footer-block__details-content rte"><p>Carrer de la Força, 14 · 17004 Girona<br>${tel('972 21 48 30')} · ${mailto(`hola@${HOST}`)}</p></div></div>` +
    `<div class="footer-block grid__item"><ul class="footer-block__details-content list-unstyled"><li><a href="${p.lang.startsWith('es') ? '/es/policies/privacy-policy' : '/policies/privacy-policy'}" class="link link--text list-menu__item">${p.lang.startsWith('es') ? 'Política de privacidad' : 'Política de privacitat'}</a></li></ul></div></div>` +
    `<div class="footer__content-bottom"><div class="footer__copyright caption"><small class="copyright__content">© 2025, Llibreria La Gralla</small> <small class="copyright__content"><a href="https://www.shopify.com?utm_campaign=poweredby" target="_blank" rel="nofollow">Powered by Shopify</a></small></div></div></footer>`,
  privacyPath: { ca: '/policies/privacy-policy', es: '/es/policies/privacy-policy' },
  bodyEnd: [`<script src="//${HOST}/cdn/shop/t/4/assets/global.js?v=149496944046504657681712051234" defer="defer"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });
const rte = (html: string): string => `<div class="shopify-section"><div class="page-width page-width--narrow section-template--main-padding"><div class="rte">${html}</div></div></div>`;
const ALT = { ca: '/', es: '/es' };

const MONTSE_SCRIPT = `<script>(function(){var u='montse';var d='llibreria-'+'lagralla'+'.test';var e=u+'@'+d;document.getElementById('club-mail').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script>`;

export function llibreriaLaGralla(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Llibres, tertúlia i cafè al Barri Vell',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BookStore',
        name: 'Llibreria La Gralla',
        url: `${ORIGIN}/`,
        telephone: '+34 972 21 48 30',
        address: { '@type': 'PostalAddress', streetAddress: 'Carrer de la Força, 14', postalCode: '17004', addressLocality: 'Girona', addressCountry: 'ES' },
      },
    ],
    main: rte(`<h1>Llibres, tertúlia i cafè al Barri Vell</h1><p>Des de 2009 triem un a un els llibres que tenim als prestatges. Vine a remenar, a escoltar una presentació o a fer un cafè.</p><p><a href="/collections/novetats">Mira les novetats</a></p>`),
  });

  pages['/collections/novetats'] = page({
    path: '/collections/novetats',
    title: 'Novetats',
    main: `<div class="collection page-width"><h1>Novetats</h1><ul class="grid product-grid"><li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/la-casa-del-riu" class="full-unstyled-link">La casa del riu</a><span class="price-item">21,90 €</span></div></li><li class="grid__item"><div class="card-wrapper"><a href="/products/quadern-de-tardor" class="full-unstyled-link">Quadern de tardor</a><span class="price-item">18,50 €</span></div></li></ul></div>`,
  });

  pages['/pages/qui-som'] = page({
    path: '/pages/qui-som',
    title: 'Qui som',
    main: rte(
      `<h1>Qui som</h1><p>La Gralla va obrir les portes l'abril de 2009 en un antic magatzem de farina del carrer de la Força. L'Anna Puig, llibretera i fundadora, encara és qui fa la major part de les comandes: si tens una proposta editorial o vols presentar el teu llibre, escriu-li directament a ${mailto(`anna@${HOST}`)}.</p><p>Som membres del Gremi de Llibreters de Catalunya.</p>`,
    ),
  });

  pages['/pages/l-equip'] = page({
    path: '/pages/l-equip',
    title: "L'equip",
    main:
      `<div class="page-width"><h1>L'equip</h1><div class="multicolumn"><ul class="multicolumn-list grid grid--3-col-desktop" role="list">` +
      `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper"><img src="//${HOST}/cdn/shop/files/jordi.jpg?width=400" alt="" width="400" height="400" loading="lazy"></div><div class="multicolumn-card__info"><h3>Jordi Vilaró</h3><div class="rte"><p>Responsable de la secció infantil i juvenil</p><p>${mailto(`jordi@${HOST}`)}</p></div></div></div></li>` +
      `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper"><img src="//${HOST}/cdn/shop/files/clara.jpg?width=400" alt="" width="400" height="400" loading="lazy"></div><div class="multicolumn-card__info"><h3>Clara Bosch</h3><div class="rte"><p>Llibretera – narrativa i novel·la negra</p><p>${mailto(`clara@${HOST}`)}</p></div></div></div></li>` +
      `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper"><img src="//${HOST}/cdn/shop/files/montse.jpg?width=400" alt="" width="400" height="400" loading="lazy"></div><div class="multicolumn-card__info"><h3>Montse Ferrer</h3><div class="rte"><p>Coordinadora del club de lectura</p><p id="club-mail">Activa el JavaScript per veure l'adreça.</p></div></div></div></li>` +
      `</ul></div>${MONTSE_SCRIPT}</div>`,
  });

  pages['/pages/activitats'] = page({
    path: '/pages/activitats',
    title: 'Activitats',
    main: rte(
      `<h1>Activitats</h1><p>Cada dijous a les 19 h fem presentacions de llibres, i el primer dissabte de mes, l'hora del conte per als més petits.</p><p>Responsable d'activitats: Marc Riera, ${mailto(`marc@${HOST}`)}</p>`,
    ),
  });

  pages['/pages/escoles-i-biblioteques'] = page({
    path: '/pages/escoles-i-biblioteques',
    title: 'Escoles i biblioteques',
    main: rte(
      `<h1>Escoles i biblioteques</h1><p>Servim lots de lectura i llibres de text a escoles i biblioteques de les comarques gironines, amb factura electrònica per a l'administració pública.</p>` +
        `<p>Comandes institucionals: Laia Costa, gestora de comptes d'escoles i biblioteques, ${tel('972 21 48 32')}, ${mailto(`laia@${HOST}`)}</p>`,
    ),
  });

  pages['/blogs/diari'] = page({
    path: '/blogs/diari',
    title: 'Diari',
    main: `<div class="main-blog page-width"><h1>Diari</h1><div class="blog-articles"><article class="article-card"><h3 class="card__heading"><a href="/blogs/diari/cinc-llibres-per-a-sant-jordi">Cinc llibres per a Sant Jordi</a></h3></article></div></div>`,
  });

  pages['/blogs/diari/cinc-llibres-per-a-sant-jordi'] = page({
    path: '/blogs/diari/cinc-llibres-per-a-sant-jordi',
    title: 'Cinc llibres per a Sant Jordi',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'BlogPosting',
        headline: 'Cinc llibres per a Sant Jordi',
        datePublished: '2025-04-10T09:00:00Z',
        author: { '@type': 'Person', name: 'Pere Sunyer', jobTitle: 'Llibreter', email: `pere@${HOST}` },
        publisher: { '@type': 'Organization', name: 'Llibreria La Gralla' },
      },
    ],
    main: `<article class="article-template"><div class="page-width page-width--narrow"><h1 class="article-template__title">Cinc llibres per a Sant Jordi</h1><span class="circle-divider caption-with-letter-spacing">10 d'abril de 2025</span><span>per Pere Sunyer</span><div class="article-template__content page-width page-width--narrow rte"><p>Un recull de novetats i alguna joia de fons de catàleg per regalar aquest 23 d'abril.</p></div></div></article>`,
  });

  pages['/pages/contacte'] = page({
    path: '/pages/contacte',
    title: 'Contacte',
    main: rte(
      `<h1>Contacte</h1><p>Carrer de la Força, 14 · 17004 Girona<br>De dimarts a dissabte, de 10 a 14 h i de 17 a 20.30 h</p><p>Preguntes generals: ${mailto(`hola@${HOST}`)}<br>Reserves i encàrrecs de llibres: ${mailto(`comandes@${HOST}`)}</p>` +
        `<p>Els llibres d'editorials de fora de Catalunya ens arriben a través d'Arnoia Distribucions (pedidos@arnoia-distribucions.test); si ets llibreter i vols fer-los una comanda, adreça't a ells directament.</p>`,
    ),
  });

  pages['/es'] = page({
    path: '/es',
    lang: 'es',
    title: 'Libros, tertulia y café en el Barri Vell',
    alternates: ALT,
    main: rte(`<h1>Libros, tertulia y café en el Barri Vell</h1><p>Librería independiente en Girona desde 2009. <a href="/es/pages/contacto">Contacto</a></p>`),
  });

  pages['/es/pages/quienes-somos'] = page({
    path: '/es/pages/quienes-somos',
    lang: 'es',
    title: 'Quiénes somos',
    main: rte(`<h1>Quiénes somos</h1><p>La Gralla abrió en 2009 en un antiguo almacén de harina del Barri Vell de Girona.</p>`),
  });

  pages['/es/pages/contacto'] = page({
    path: '/es/pages/contacto',
    lang: 'es',
    title: 'Contacto',
    main: rte(
      `<h1>Contacto</h1><p>Para colaboraciones con editoriales y prensa, puede dirigirse a la Sra. Núria Vidal, gerente de la librería: ${mailto(`nuria@${HOST}`)}.</p><p>Consultas generales: ${mailto(`hola@${HOST}`)}</p>`,
    ),
  });

  pages['/policies/privacy-policy'] = page({ path: '/policies/privacy-policy', title: 'Política de privacitat', main: rte(`<h1>Política de privacitat</h1><p>Responsable: Llibreria La Gralla SL, B17654321.</p>`) });
  pages['/es/policies/privacy-policy'] = page({ path: '/es/policies/privacy-policy', lang: 'es', title: 'Política de privacidad', main: rte(`<h1>Política de privacidad</h1><p>Responsable: Llibreria La Gralla SL, B17654321.</p>`) });
  pages['/account/login'] = page({ path: '/account/login', title: 'Inicia la sessió', main: rte(`<h1>Inicia la sessió</h1><p>Problemes amb el compte? ${mailto(`botiga@${HOST}`)}</p>`) });

  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/collections/novetats', '/pages/qui-som', '/pages/l-equip', '/pages/activitats', '/pages/escoles-i-biblioteques', '/blogs/diari', '/pages/contacte']));

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `# we use Shopify as our ecommerce platform\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /account\nDisallow: /search\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-shopid': '61203456', powered_by: 'Shopify' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-27',
      languages: ['ca', 'es'],
      addresses: [
        { address: `hola@${HOST}`, name: null, title: null, pages: ['/', '/pages/contacte', '/es/pages/contacto'], cases: ['role', 'plain'] },
        { address: `comandes@${HOST}`, name: null, title: null, pages: ['/pages/contacte'], cases: ['role', 'plain', ln] },
        { address: `anna@${HOST}`, name: 'Anna Puig', title: 'llibretera i fundadora', titleAlternatives: ['fundadora', 'llibretera'], pages: ['/pages/qui-som'], cases: ['prose', 'plain', ln] },
        { address: `jordi@${HOST}`, name: 'Jordi Vilaró', title: 'Responsable de la secció infantil i juvenil', pages: ['/pages/l-equip'], cases: ['card', 'plain', ln] },
        { address: `clara@${HOST}`, name: 'Clara Bosch', title: 'Llibretera – narrativa i novel·la negra', titleAlternatives: ['Llibretera'], pages: ['/pages/l-equip'], cases: ['card', 'plain', ln] },
        { address: `montse@${HOST}`, name: 'Montse Ferrer', title: 'Coordinadora del club de lectura', pages: ['/pages/l-equip'], encoded: { kind: 'script', text: MONTSE_SCRIPT }, cases: ['card', 'script-concat', ln] },
        { address: `marc@${HOST}`, name: 'Marc Riera', title: "Responsable d'activitats", pages: ['/pages/activitats'], cases: ['title-name-line', 'plain', ln] },
        { address: `laia@${HOST}`, name: 'Laia Costa', title: "gestora de comptes d'escoles i biblioteques", pages: ['/pages/escoles-i-biblioteques'], cases: ['label-line', 'plain', ln] },
        { address: `pere@${HOST}`, name: 'Pere Sunyer', title: 'Llibreter', pages: ['/blogs/diari/cinc-llibres-per-a-sant-jordi'], cases: ['json-ld-only', 'json-ld-person', 'deep-page', ln] },
        { address: `nuria@${HOST}`, name: 'Núria Vidal', title: 'gerente de la librería', titleAlternatives: ['gerente'], pages: ['/es/pages/contacto'], cases: ['prose', 'honorific', 'plain', 'hreflang', 'deep-page'] },
      ],
      pattern: '{first}',
      disallowed: ['/account/login'],
      nonAddresses: [
        { text: `botiga@${HOST}`, kind: 'disallowed' },
        { text: 'pedidos@arnoia-distribucions.test', kind: 'other-company' },
      ],
    },
  };
}
