/**
 * Grupo Automotriz Cimatario: a multi-brand new and pre-owned car dealership in Querétaro, on
 * Drupal 10 with an Olivero sub-theme, in Mexican Spanish. The management in a directory table
 * with Mexican professional titles before the names (Lic., Ing., C.P.) and some second
 * surnames, the sales advisers as cards whose addresses are written "[at]" and "[dot]", the
 * service adviser in a sentence on the appointments page two links deep, the marketing
 * coordinator on a "Puesto: Nombre" line on a promotion page, the comptroller again as the
 * privacy officer on a label line in the aviso de privacidad, the service and parts managers
 * nested as employees of the departments in the contact page's JSON-LD; the finance company's
 * address, the form placeholder, an old sales address in a comment and the Drupal login page
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'autocimatario-qro.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/seminuevos', 'Seminuevos'],
  ['/servicio', 'Servicio'],
  ['/financiamiento', 'Financiamiento'],
  ['/nosotros', 'Nosotros'],
  ['/asesores', 'Nuestros asesores'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Grupo Automotriz Cimatario',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Q3mZ1vH0k8oX2gT7pWb4n9yRc5eLd6aJ.css?delta=0&amp;language=es&amp;theme=cimatario&amp;include=eJxdjksOwjAMBS_kxkfqqeR-" />`,
    `<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-7Q2KX9PL4M", {"groups":"default"});</script>`,
  ],
  header: () =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page"><header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable"><div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Encabezado fijo" aria-checked="false"><span class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div>` +
    `<div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container"><div id="block-cimatario-site-branding" class="site-branding"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/logo-cimatario.svg" alt="Inicio" fetchpriority="high" /></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" rel="home" title="Inicio">Grupo Automotriz Cimatario</a></div></div></div></div>` +
    `<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Menú principal" aria-controls="header-nav" aria-expanded="false"><span class="mobile-nav-button__label">Menú</span><span class="mobile-nav-button__icon"></span></button></div>` +
    `<div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-cimatario-main-menu-menu" id="block-cimatario-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-cimatario-main-menu-menu">Navegación principal</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">` +
    MENU.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-selector="primary-nav-menu-link-has-children"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></div></div></div></header><div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content">`,
  footer: () =>
    `</div></div></div><footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full"><div class="region--footer_top__inner"><div id="block-cimatario-datosdecontacto" class="block block-block-content"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item"><p><strong>Grupo Automotriz Cimatario, S.A. de C.V.</strong><br>Blvd. Bernardo Quintana 4120, Col. Álamos 3a Sección, C.P. 76160, Santiago de Querétaro, Qro.</p><p>Ventas ${tel('442 215 3300')} · Servicio ${tel('442 215 3310')} · WhatsApp ${tel('442 598 0427')}<br>${mailto(`contacto@${HOST}`)}</p></div></div></div></div></div>` +
    `<div class="region region--footer-bottom grid-full"><div class="region--footer_bottom__inner"><nav role="navigation" aria-labelledby="block-cimatario-footer-menu" id="block-cimatario-footer" class="block block-menu navigation menu--footer"><h2 class="visually-hidden block__title" id="block-cimatario-footer-menu">Pie de página</h2><ul class="menu menu--footer"><li class="menu__item"><a href="/aviso-de-privacidad" class="menu__link">Aviso de privacidad</a></li><li class="menu__item"><a href="/user/login" class="menu__link">Acceso empleados</a></li></ul></nav><p>© 2025 Grupo Automotriz Cimatario. Precios en moneda nacional, incluyen IVA. Imágenes de carácter ilustrativo.</p></div></div></div></footer></div></div></div>`,
  privacyPath: { es: '/aviso-de-privacidad' },
  bodyEnd: [
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/1","currentPathIsAdmin":false,"isFront":true,"currentLanguage":"es"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"4d2f1b8c3a9e7f6d5c0b1a2e3f4d5c6b7a8e9f0d1c2b3a4e5f6d7c8b9a0e1f2d"}}</script>`,
    `<script src="/sites/default/files/js/js_Hk3p2Ws9vTq8mRn5xYb1jL0cGd4fA6eZ.js?scope=footer&amp;delta=0&amp;language=es&amp;theme=cimatario&amp;include=eJxdyEEKgCAQAMAP"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es-MX' });

const node = (id: number, title: string, body: string): string =>
  `<div class="region region--content-above grid-full"><div id="block-cimatario-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div></div>` +
  `<div class="region region--content grid-full" id="content" tabindex="-1"><div data-drupal-messages-fallback class="hidden messages-list"></div><div id="block-cimatario-content" class="block block-system block-system-main-block"><div class="block__content"><article data-history-node-id="${id}" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div></div></div>`;

type Row = { shown: string; name: string; title: string; local: string; ext: string; honorific: boolean };
const DIRECTORY: Row[] = [
  { shown: 'Lic. Roberto Martínez Garza', name: 'Roberto Martínez Garza', title: 'Director General', local: 'rmartinez', ext: '101', honorific: true },
  { shown: 'Lic. Daniela Arteaga', name: 'Daniela Arteaga', title: 'Gerente de Ventas', local: 'darteaga', ext: '110', honorific: true },
  { shown: 'Ing. Patricia Olvera Reséndiz', name: 'Patricia Olvera Reséndiz', title: 'Gerente de Servicio', local: 'polvera', ext: '130', honorific: true },
  { shown: 'Mariana Hernández', name: 'Mariana Hernández', title: 'Gerente de Refacciones', local: 'mhernandez', ext: '140', honorific: false },
  { shown: 'C.P. Fernando Ugalde', name: 'Fernando Ugalde', title: 'Contralor', local: 'fugalde', ext: '120', honorific: true },
];

type Adviser = { name: string; title: string; local: string; img: string; brands: string };
const ADVISERS: Adviser[] = [
  { name: 'Jorge Ramírez', title: 'Asesor de ventas', local: 'jramirez', img: 'jorge-ramirez', brands: 'Autos nuevos · SUV y pickups' },
  { name: 'Karla Villanueva', title: 'Asesora de seminuevos', local: 'kvillanueva', img: 'karla-villanueva', brands: 'Seminuevos certificados y toma a cuenta' },
  { name: 'Alejandro Sánchez', title: 'Asesor de flotillas', local: 'asanchez', img: 'alejandro-sanchez', brands: 'Flotillas, empresas y gobierno' },
];

const atDot = (local: string): string => `${local} [at] autocimatario-qro [dot] test`;

export function autocimatario(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Autos nuevos y seminuevos en Querétaro',
    description: 'Autos nuevos y seminuevos certificados, servicio y refacciones en Querétaro. Financiamiento y toma de tu auto a cuenta.',
    main: node(
      1,
      'Bienvenido a Cimatario',
      `<p>Más de 25 años vendiendo y dando servicio a autos en Querétaro. Autos nuevos de varias marcas, seminuevos certificados con garantía de 12 meses y un taller con 18 bahías.</p>` +
        `<div class="promo-banner"><a href="/promociones/buen-fin-2025"><img src="/sites/default/files/styles/wide/public/2025-10/banner-buen-fin.jpg?itok=Lm3Q9xTz" alt="Buen Fin 2025: tasa desde 9.9 %" width="1440" height="480" loading="lazy" /></a></div>` +
        `<p><a href="/seminuevos" class="button button--primary">Ver inventario de seminuevos</a> <a href="/servicio" class="button">Agendar servicio</a></p>`,
    ),
  });

  pages['/seminuevos'] = page({
    path: '/seminuevos',
    title: 'Seminuevos',
    main: node(2, 'Seminuevos certificados', `<div class="views-element-container"><div class="view view-inventario"><div class="view-content"><div class="views-row"><h3>Sedán compacto 2022, 38,000 km</h3><p>$289,900</p></div><div class="views-row"><h3>SUV mediana 2021, 51,500 km</h3><p>$419,000</p></div><div class="views-row"><h3>Pickup doble cabina 2020, 72,000 km</h3><p>$465,500</p></div></div></div></div><p>Cada seminuevo pasa una inspección de 150 puntos y se entrega con verificación vigente y tenencia al corriente.</p>`),
  });

  pages['/servicio'] = page({
    path: '/servicio',
    title: 'Servicio',
    main: node(3, 'Servicio y refacciones', `<p>Servicios de mantenimiento a los 10,000, 20,000 y 40,000 km con refacciones originales, alineación y balanceo, frenos, y hojalatería y pintura con trabajo garantizado por escrito.</p><p><a href="/servicio/citas">Agenda tu cita de servicio</a></p>`),
  });

  pages['/servicio/citas'] = page({
    path: '/servicio/citas',
    title: 'Agenda tu cita',
    main: node(
      4,
      'Agenda tu cita de servicio',
      `<p>Recibimos autos de lunes a viernes de 7:30 a 18:00 h y sábados de 8:00 a 13:00 h. Te entregamos tu auto lavado y te mandamos fotos del diagnóstico por WhatsApp.</p>` +
        `<p>Para agendar, llama al ${tel('442 215 3310')} o escríbele a nuestro asesor de servicio Luis Enrique Mora a ${mailto(`lmora@${HOST}`)} con el modelo, año y kilometraje de tu auto.</p>`,
    ),
  });

  pages['/financiamiento'] = page({
    path: '/financiamiento',
    title: 'Financiamiento',
    main: node(
      5,
      'Financiamiento',
      `<p>Plazos de 12 a 72 meses, enganche desde 10 % y respuesta en 24 horas. Trabajamos con los principales bancos y con Financiera del Centro, S.A. de C.V., SOFOM, E.N.R.</p>` +
        `<p>Si ya tienes un folio de crédito con la financiera, puedes dar seguimiento directamente en creditos@financieradelcentro.mx.</p>`,
    ),
  });

  pages['/nosotros'] = page({
    path: '/nosotros',
    title: 'Nosotros',
    main: node(
      6,
      'Nosotros',
      `<p>Grupo Automotriz Cimatario nació en 1999 como una pequeña agencia de seminuevos en la colonia Cimatario. Hoy somos más de 90 colaboradores.</p><h2>Directorio</h2>` +
        `<table class="directorio"><thead><tr><th>Nombre</th><th>Puesto</th><th>Extensión</th><th>Correo electrónico</th></tr></thead><tbody>` +
        DIRECTORY.map((r) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${r.ext}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table><p>Conmutador: ${tel('442 215 3300')}</p>`,
    ),
  });

  pages['/asesores'] = page({
    path: '/asesores',
    title: 'Nuestros asesores',
    main: node(
      7,
      'Nuestros asesores',
      `<p>Escríbele directamente al asesor que te atendió o al que mejor se ajuste a lo que buscas.</p><div class="views-element-container"><div class="view view-asesores view-display-id-page_1"><div class="view-content grid-asesores">` +
        ADVISERS.map(
          (a) =>
            `<div class="views-row"><div class="card-asesor"><div class="field field--name-field-foto"><img loading="lazy" src="/sites/default/files/styles/medium/public/asesores/${a.img}.jpg?itok=8qT2mZxP" width="220" height="220" alt="${esc(a.name)}" /></div><h3 class="card-asesor__nombre">${esc(a.name)}</h3><div class="field field--name-field-puesto">${esc(a.title)}</div><div class="field field--name-field-especialidad">${esc(a.brands)}</div><div class="field field--name-field-correo">${atDot(a.local)}</div></div></div>`,
        ).join('') +
        `</div></div></div>`,
    ),
  });

  pages['/promociones/buen-fin-2025'] = page({
    path: '/promociones/buen-fin-2025',
    title: 'Buen Fin 2025',
    main: node(
      8,
      'Buen Fin 2025 en Cimatario',
      `<p>Del 14 al 17 de noviembre: tasa desde 9.9 % en autos nuevos seleccionados, primer servicio de mantenimiento sin costo y bono de $15,000 por tu auto a cuenta.</p><p>Consulta términos y condiciones en agencia. Vigencia sujeta a disponibilidad de inventario.</p>` +
        `<p>Coordinadora de Mercadotecnia: Gabriela Reséndiz – ${mailto(`gresendiz@${HOST}`)}</p>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AutoDealer',
        name: 'Grupo Automotriz Cimatario',
        url: `${ORIGIN}/`,
        telephone: '+52 442 215 3300',
        email: `contacto@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Blvd. Bernardo Quintana 4120, Col. Álamos 3a Sección', postalCode: '76160', addressLocality: 'Santiago de Querétaro', addressRegion: 'Qro.', addressCountry: 'MX' },
        department: [
          {
            '@type': 'AutoRepair',
            name: 'Cimatario Servicio',
            telephone: '+52 442 215 3310',
            email: `servicio@${HOST}`,
            employee: { '@type': 'Person', name: 'Patricia Olvera Reséndiz', honorificPrefix: 'Ing.', jobTitle: 'Gerente de Servicio', email: `polvera@${HOST}` },
          },
          {
            '@type': 'AutoPartsStore',
            name: 'Cimatario Refacciones',
            telephone: '+52 442 215 3320',
            employee: { '@type': 'Person', name: 'Mariana Hernández', jobTitle: 'Gerente de Refacciones', email: `mhernandez@${HOST}` },
          },
        ],
      },
    ],
    main:
      node(
        9,
        'Contacto',
        `<p>Blvd. Bernardo Quintana 4120, Col. Álamos 3a Sección, C.P. 76160, Santiago de Querétaro, Qro.</p><ul><li>Ventas: ${tel('442 215 3300')} · ${mailto(`contacto@${HOST}`)}</li><li>Servicio: ${tel('442 215 3310')} · ${mailto(`servicio@${HOST}`)}</li><li>Refacciones: ${tel('442 215 3320')}</li></ul><p>Horario de piso de ventas: lunes a sábado de 9:00 a 20:00 h, domingo de 10:00 a 15:00 h.</p>`,
      ) +
      `<!-- ventas@${HOST} (buzón anterior, se redirige a contacto) -->` +
      `<form class="contact-message-feedback-form contact-message-form contact-form" data-drupal-selector="contact-message-feedback-form" action="/contacto" method="post" id="contact-message-feedback-form" accept-charset="UTF-8"><div class="js-form-item form-item form-type-textfield js-form-type-textfield form-item-name js-form-item-name"><label for="edit-name" class="js-form-required form-required form-item__label">Tu nombre</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="255" class="form-text required form-element form-element--type-text form-element--api-textfield" required="required" aria-required="true" /></div>` +
      `<div class="js-form-item form-item form-type-email js-form-type-email form-item-mail js-form-item-mail"><label for="edit-mail" class="js-form-required form-required form-item__label">Tu correo electrónico</label><input data-drupal-selector="edit-mail" type="email" id="edit-mail" name="mail" value="" size="60" maxlength="254" placeholder="tucorreo@ejemplo.com" class="form-email required form-element form-element--type-email form-element--api-email" required="required" aria-required="true" /></div>` +
      `<div class="js-form-item form-item form-type-textarea js-form-type-textarea form-item-message-0-value js-form-item-message-0-value"><label for="edit-message-0-value" class="form-item__label">Mensaje</label><textarea data-drupal-selector="edit-message-0-value" id="edit-message-0-value" name="message[0][value]" rows="12" cols="60" class="form-textarea form-element form-element--type-textarea form-element--api-textarea"></textarea></div><input autocomplete="off" data-drupal-selector="form-k7b2x9qwe4r1t0y5u8i3o6p" type="hidden" name="form_build_id" value="form-k7b2x9qwe4r1t0y5u8i3o6p" /><div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="Enviar mensaje" class="button button--primary js-form-submit form-submit" /></div></form>`,
  });

  pages['/aviso-de-privacidad'] = page({
    path: '/aviso-de-privacidad',
    title: 'Aviso de privacidad',
    main: node(
      10,
      'Aviso de privacidad',
      `<p>En cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, Grupo Automotriz Cimatario, S.A. de C.V., con domicilio en Blvd. Bernardo Quintana 4120, Querétaro, Qro., es responsable del tratamiento de sus datos personales.</p>` +
        `<p>Los datos que recabamos (nombre, teléfono, correo electrónico, RFC y datos de su vehículo) se utilizan para cotizar, facturar, tramitar créditos y dar servicio a su auto.</p>` +
        `<p><strong>Oficial de Privacidad:</strong> C.P. Fernando Ugalde, Contralor, tel. 442 215 3300 ext. 120, ${mailto(`fugalde@${HOST}`)}</p>` +
        `<p>Para ejercer sus derechos ARCO envíe su solicitud al Oficial de Privacidad. Última actualización: 3 de febrero de 2025.</p>`,
    ),
  });

  pages['/user/login'] = page({ path: '/user/login', title: 'Iniciar sesión', main: node(11, 'Iniciar sesión', `<p>¿Olvidaste tu contraseña? Escribe a soporte.ti@${HOST}</p>`) });

  const row = (r: Row, extra: CaseKind[] = [], morePages: string[] = []): CrawlWorldSite['truth']['addresses'][number] => ({
    address: `${r.local}@${HOST}`,
    name: r.name,
    title: r.title,
    pages: ['/nosotros', ...morePages],
    cases: ['table', 'plain', 'link-non-english', ...(r.honorific ? ['honorific' as CaseKind] : []), ...extra],
  });
  const byLocal = (local: string) => DIRECTORY.find((r) => r.local === local)!;

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /profiles/*.png\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Files\nDisallow: /README.md\nDisallow: /web.config\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /filter/tips\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\n# Paths (no clean URLs)\nDisallow: /index.php/admin/\nDisallow: /index.php/user/login\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-28',
      languages: ['es'],
      addresses: [
        { address: `contacto@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        { address: `servicio@${HOST}`, name: null, title: null, pages: ['/contacto'], cases: ['role', 'plain'] },
        row(byLocal('rmartinez')),
        row(byLocal('darteaga')),
        row(byLocal('polvera'), ['json-ld-nested', 'json-ld-person'], ['/contacto']),
        row(byLocal('mhernandez'), ['json-ld-nested', 'json-ld-person'], ['/contacto']),
        { ...row(byLocal('fugalde'), ['label-line'], ['/aviso-de-privacidad']), titleAlternatives: ['Oficial de Privacidad'] },
        ...ADVISERS.map((a) => ({ address: `${a.local}@${HOST}`, name: a.name, title: a.title, pages: ['/asesores'], cases: ['card', 'obfuscated', 'link-non-english'] as CaseKind[] })),
        { address: `lmora@${HOST}`, name: 'Luis Enrique Mora', title: 'asesor de servicio', titleAlternatives: ['Asesor de servicio'], pages: ['/servicio/citas'], cases: ['prose', 'plain', 'deep-page'] },
        { address: `gresendiz@${HOST}`, name: 'Gabriela Reséndiz', title: 'Coordinadora de Mercadotecnia', pages: ['/promociones/buen-fin-2025'], cases: ['title-name-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/user/login'],
      nonAddresses: [
        { text: `soporte.ti@${HOST}`, kind: 'disallowed' },
        { text: `ventas@${HOST}`, kind: 'comment' },
        { text: 'creditos@financieradelcentro.mx', kind: 'other-company' },
        { text: 'tucorreo@ejemplo.com', kind: 'placeholder' },
      ],
    },
  };
}
