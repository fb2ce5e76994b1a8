/**
 * Hotel Rural La Casona de Benia: a family-run rural hotel in Benia de Onís (Asturias) on
 * WordPress with Astra and an e-mail encoder plugin, in Spanish. The owners in prose, the
 * mountain guide's address built by a concatenating script, the chef's by String.fromCharCode,
 * the head of the dining room as a card, the wedding planner in a label line, the blog author in
 * an author box two clicks deep, the receptionist on a winter-offer landing page listed only in
 * the gzip sitemap that robots.txt names, the booking mailbox as character references and as a
 * "mailto:" contactPoint, and the accounts mailbox beside the manager's name; a retina image, a
 * booking engine's address, an old address in a comment and the agencies' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'casona-de-benia-onis.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/el-hotel', 'El hotel'],
  ['/habitaciones', 'Habitaciones'],
  ['/restaurante', 'Restaurante'],
  ['/actividades', 'Qué hacer'],
  ['/bodas-y-eventos', 'Bodas y eventos'],
  ['/blog', 'Blog'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hotel Rural La Casona de Benia',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3" media="all">`,
    `<link rel="stylesheet" id="wp-block-library-css" href="${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-CB3NX8P1QE"></script>',
  ],
  header: (p) =>
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope"><div class="ast-container"><div class="site-branding ast-site-identity"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home">` +
    `<img width="200" height="90" src="${ORIGIN}/wp-content/uploads/2023/03/logo-casona-benia.png" class="custom-logo" alt="Hotel Rural La Casona de Benia" srcset="${ORIGIN}/wp-content/uploads/2023/03/logo-casona-benia.png 1x, ${ORIGIN}/wp-content/uploads/2023/03/logo-casona-benia@2x.png 2x"></a></span></div>` +
    `<nav id="primary-site-navigation" class="site-navigation ast-flex-grow-1 navigation-accessibility" aria-label="Navegación del sitio"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page${h === p.path ? ' current-menu-item' : ''}"><a href="${h === '/' ? '/' : `${h}/`}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="ast-custom-button-link" href="https://reservas.motorhotelero.test/casona-benia"><div class="ast-custom-button">Reservar</div></a></div></header>`,
  footer: () =>
    `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope"><div class="footer-widget-area widget-area site-footer-focus-item"><section id="block-7" class="widget widget_block">` +
    `<p><strong>Hotel Rural La Casona de Benia</strong> ★★★<br>Barrio La Pedrera s/n, 33556 Benia de Onís, Asturias<br>${tel('+34 985 844 217')} · ${mailto(at('info'))}<br>Registro de Empresas y Actividades Turísticas del Principado de Asturias: H.R. 1187 AS</p>` +
    `<p>Recepción abierta todos los días de 8:00 a 23:00. Cerrado del 7 de enero al 14 de febrero.</p>` +
    `<p><a href="/aviso-legal/">Aviso legal</a> | <a href="/politica-de-cookies/">Política de cookies</a> | <a href="/agencias/">Área de agencias</a></p></section></div>` +
    `<div class="ast-small-footer"><div class="ast-small-footer-section">Copyright © 2025 Hotel Rural La Casona de Benia | Funciona con Astra WordPress Theme</div></div></footer>`,
  privacyPath: { es: '/politica-de-cookies' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script id="astra-theme-js-js-extra">var astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"","is_scroll_to_top":"","is_header_footer_builder_active":"1"};</script>`,
    `<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.8.3" id="astra-theme-js-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es-ES' });

const entry = (title: string, html: string, id: number) =>
  `<article id="post-${id}" class="post-${id} page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content clear" itemprop="text">${html}</div></article>`;

export function casonaDeBenia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const reservas = at('reservas');
  const reservasLink = `<a href="${entities(`mailto:${reservas}`)}">${entities(reservas)}</a>`;

  const xuanScript = `<script>\n  (function(){ var u = 'xuan'; var d = 'casona-de-benia-onis' + '.' + 'test';\n  document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>'); })();\n</script>`;
  const rubenCodes = charCodes(at('ruben'));
  const rubenScript = `<script>document.write('<a href="mailto:' + String.fromCharCode(${rubenCodes}) + '">' + String.fromCharCode(${rubenCodes}) + '</a>');</script>`;

  pages['/'] = page({
    path: '/',
    title: 'Hotel rural en los Picos de Europa',
    description: 'Hotel rural con encanto en Benia de Onís, entre Cangas de Onís y Arenas de Cabrales, a las puertas de los Picos de Europa.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        '@id': `${ORIGIN}/#hotel`,
        name: 'Hotel Rural La Casona de Benia',
        url: `${ORIGIN}/`,
        starRating: { '@type': 'Rating', ratingValue: '3' },
        telephone: '+34 985 844 217',
        address: { '@type': 'PostalAddress', streetAddress: 'Barrio La Pedrera s/n', postalCode: '33556', addressLocality: 'Benia de Onís', addressRegion: 'Asturias', addressCountry: 'ES' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: `mailto:${reservas}`, telephone: '+34 985 844 217', availableLanguage: ['Spanish', 'English'] },
      },
    ],
    main: entry(
      'Hotel Rural La Casona de Benia',
      `<p>Una casona asturiana de 1890 restaurada piedra a piedra, con doce habitaciones, restaurante de cocina tradicional y un prado con vistas a la sierra del Cuera. A 20 minutos de los Lagos de Covadonga y de la Ruta del Cares.</p>` +
        `<p>Reservas directas con la mejor tarifa: ${tel('+34 985 844 217')} o ${reservasLink}</p>`,
      2,
    ),
  });

  pages['/el-hotel'] = page({
    path: '/el-hotel',
    title: 'El hotel',
    main: entry(
      'Nuestra casa',
      `<p>La Casona fue la casa de los abuelos de Marisa. En 2009 decidimos dejar Oviedo, rehabilitarla y abrirla como hotel rural.</p>` +
        `<p>Marisa Cuesta, propietaria y gerente del hotel, se encarga de que todo funcione y responde personalmente a las consultas de grupos en ${mailto(at('marisa'))}; su marido, Xuan, es guía de montaña y organiza las <a href="/actividades/">rutas por los Picos</a>.</p>`,
      14,
    ),
  });

  pages['/habitaciones'] = page({
    path: '/habitaciones',
    title: 'Habitaciones',
    main: entry('Habitaciones', `<p>Doce habitaciones dobles, dos de ellas abuhardilladas y una adaptada. Todas con baño completo, calefacción y wifi. Desayuno casero incluido.</p><p>Temporada alta (julio, agosto y Semana Santa): desde 110 € la noche.</p>`, 16),
  });

  pages['/restaurante'] = page({
    path: '/restaurante',
    title: 'Restaurante',
    main: entry(
      'Restaurante La Casona',
      `<p>Fabada, cachopo de ternera asturiana, quesos de Cabrales y Gamonéu y arroz con leche requemado. Abierto de miércoles a domingo, comidas de 13:30 a 15:30 y cenas de 20:30 a 22:30.</p>` +
        `<p>Al frente de la cocina está Rubén Álvarez, jefe de cocina, formado en la Escuela de Hostelería de Gijón. Para menús especiales o alergias puede escribirle a ${rubenScript}</p>` +
        `<div class="wp-block-group equipo-sala"><figure class="wp-block-image size-thumbnail"><img src="${ORIGIN}/wp-content/uploads/2024/05/lucia-menendez-150x150.jpg" alt="Lucía Menéndez"></figure><h3>Lucía Menéndez</h3><p>Jefa de sala y sumiller</p><p>${mailto(at('lucia'))}</p></div>`,
      18,
    ),
  });

  pages['/actividades'] = page({
    path: '/actividades',
    title: 'Qué hacer',
    main: entry(
      'Qué hacer en los Picos de Europa',
      `<p>Ruta del Cares, Lagos de Covadonga, descenso del Sella en canoa, cuevas de Tito Bustillo y queserías de Cabrales.</p>` +
        `<p>Xuan Suárez, guía de montaña titulado (TD3 Media Montaña), ${xuanScript}</p><p>Salidas guiadas para huéspedes los martes, jueves y sábados; consultar precios para grupos.</p>`,
      20,
    ),
  });

  pages['/bodas-y-eventos'] = page({
    path: '/bodas-y-eventos',
    title: 'Bodas y eventos',
    main: entry(
      'Bodas y eventos',
      `<p>Celebraciones de hasta 120 invitados en el prado y la antigua tenada, con ceremonia civil en el jardín.</p>` +
        `<p>Coordinación de eventos: Paula Díaz, organizadora de bodas, Tel. ${tel('+34 626 418 903')}, ${mailto(at('paula'))}</p>`,
      22,
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    main: `<div class="ast-row"><article class="post-310 post type-post"><h2 class="entry-title"><a href="/2024/10/ruta-de-los-lagos-en-otono/">Los Lagos de Covadonga en otoño: guía práctica</a></h2><p>Horarios de los autobuses, accesos restringidos y nuestra ruta favorita.</p></article></div>`,
  });

  pages['/2024/10/ruta-de-los-lagos-en-otono'] = page({
    path: '/2024/10/ruta-de-los-lagos-en-otono',
    title: 'Los Lagos de Covadonga en otoño: guía práctica',
    main:
      `<article class="post-310 post type-post status-publish format-standard"><h1 class="entry-title">Los Lagos de Covadonga en otoño: guía práctica</h1><div class="entry-content"><p>Entre octubre y diciembre el acceso en coche a los Lagos es libre salvo en puentes. Recomendamos subir temprano, aparcar en el Buferrera y hacer la ruta circular de los Lagos (5,5 km).</p></div>` +
      `<div class="ast-single-author-box"><div class="ast-author-meta"><div class="post-author-avatar"><img src="${ORIGIN}/wp-content/uploads/2024/02/aitana-96x96.jpg" alt=""></div><div class="post-author-bio"><h4 class="author-title">Aitana Fernández</h4><p>Responsable de comunicación y redes sociales</p><p>${mailto(at('aitana'))}</p></div></div></div></article>`,
  });

  pages['/escapada-invierno-2025'] = page({
    path: '/escapada-invierno-2025',
    title: 'Escapada de invierno 2025',
    main: entry(
      'Escapada de invierno: 3 noches por el precio de 2',
      `<p>Del 15 de febrero al 31 de marzo de 2025, de domingo a jueves: tres noches con desayuno y una cena degustación por 240 € por persona.</p>` +
        `<p>Tamara Blanco, recepcionista, ${mailto(at('tamara'))} – indique el código INVIERNO25 al reservar.</p>`,
      401,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: entry(
      'Contacto',
      `<p>Barrio La Pedrera s/n, 33556 Benia de Onís (Asturias). Desde la A-8, salida Arriondas y N-625 hasta Cangas de Onís; después AS-114 dirección Cabrales (km 12).</p>` +
        `<p>Reservas: ${tel('+34 985 844 217')} · ${reservasLink}</p>` +
        `<p>Gerencia: Marisa Cuesta</p><p>Facturas y proveedores: ${mailto(at('administracion'))}</p>` +
        `<p>Para reservas a través de nuestro motor de reservas, las confirmaciones llegan desde no-reply@motorhotelero.test.</p>` +
        `<!-- formulario antiguo: contacto@${HOST} -->`,
      24,
    ),
  });

  pages['/aviso-legal'] = page({ path: '/aviso-legal', title: 'Aviso legal', main: entry('Aviso legal', `<p>Titular: Casona de Benia S.L., CIF B-74581236, Barrio La Pedrera s/n, 33556 Benia de Onís.</p>`, 3) });
  pages['/politica-de-cookies'] = page({ path: '/politica-de-cookies', title: 'Política de cookies', main: entry('Política de cookies', `<p>Este sitio utiliza cookies técnicas y, con su consentimiento, de Google Analytics.</p>`, 4) });
  pages['/agencias'] = page({
    path: '/agencias',
    title: 'Área de agencias',
    main: entry('Área de agencias', `<p>Tarifas netas para agencias y touroperadores. Solicitud de acceso: ${mailto(at('agencias'))}</p>`, 30),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/el-hotel/', '/habitaciones/', '/restaurante/', '/actividades/', '/bodas-y-eventos/', '/blog/', '/contacto/', '/escapada-invierno-2025/', '/2024/10/ruta-de-los-lagos-en-otono/'], '2025-02-01'),
  );

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /agencias\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-74',
      languages: ['es'],
      addresses: [
        { address: reservas, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'entities', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: at('info'), name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        { address: at('marisa'), name: 'Marisa Cuesta', title: 'propietaria y gerente del hotel', pages: ['/el-hotel'], cases: ['prose', 'plain', 'link-non-english'] },
        {
          address: at('xuan'),
          name: 'Xuan Suárez',
          title: 'guía de montaña titulado',
          pages: ['/actividades'],
          encoded: { kind: 'script', text: xuanScript },
          cases: ['name-title-line', 'script-concat', 'link-non-english'],
        },
        {
          address: at('ruben'),
          name: 'Rubén Álvarez',
          title: 'jefe de cocina',
          pages: ['/restaurante'],
          encoded: { kind: 'charcodes', text: rubenCodes },
          cases: ['prose', 'script-charcode', 'link-non-english'],
        },
        { address: at('lucia'), name: 'Lucía Menéndez', title: 'Jefa de sala y sumiller', pages: ['/restaurante'], cases: ['card', 'plain', 'link-non-english'] },
        { address: at('paula'), name: 'Paula Díaz', title: 'organizadora de bodas', pages: ['/bodas-y-eventos'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: at('aitana'), name: 'Aitana Fernández', title: 'Responsable de comunicación y redes sociales', pages: ['/2024/10/ruta-de-los-lagos-en-otono'], cases: ['card', 'deep-page', 'plain'] },
        { address: at('tamara'), name: 'Tamara Blanco', title: 'recepcionista', pages: ['/escapada-invierno-2025'], cases: ['name-title-line', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
        { address: at('administracion'), name: null, title: null, pages: ['/contacto'], cases: ['neighbour', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/agencias'],
      nonAddresses: [
        { text: `contacto@${HOST}`, kind: 'comment' },
        { text: `agencias@${HOST}`, kind: 'disallowed' },
        { text: 'no-reply@motorhotelero.test', kind: 'other-company' },
        { text: 'logo-casona-benia@2x.png', kind: 'retina' },
      ],
    },
  };
}
