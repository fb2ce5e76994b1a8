/**
 * Hotel Rural El Tejo Bermejo: a twelve-room rural hotel in Robledillo de Gata (Cáceres), on
 * WordPress with a booking engine, in Spanish with an English page. The staff as cards; the
 * legal notice's "Responsable" line with D. and Dña.; the kitchen's chef in running text; the
 * activities page's "Title: Name" line whose address a script builds from character codes; the
 * events mailbox after the events coordinator's phone; a company-retreats offer listed only in
 * a child sitemap of the sitemap index; the hotel's reservations contact point in JSON-LD. The
 * booking engine's support address (another firm) and the staff area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'eltejobermejo.test';
const ORIGIN = `http://${HOST}`;

const NAV: Record<string, [string, string][]> = {
  es: [
    ['/habitaciones/', 'Habitaciones'],
    ['/restaurante/', 'Restaurante'],
    ['/actividades/', 'Qué hacer'],
    ['/bodas-y-celebraciones/', 'Bodas y celebraciones'],
    ['/quienes-somos/', 'Quiénes somos'],
    ['/contacto/', 'Contacto'],
    ['/en/', 'English'],
  ],
  en: [
    ['/en/', 'The hotel'],
    ['/', 'Español'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Hotel Rural El Tejo Bermejo',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    `<link rel="stylesheet" id="kadence-global-css" href="${ORIGIN}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.3" media="all">`,
    '<script src="https://widget.reservasdirectas.test/v3/motor.js" async></script>',
  ],
  header: (p) =>
    `<header id="masthead" class="site-header"><div class="site-header-inner"><a class="brand" href="${p.lang === 'en' ? '/en/' : '/'}"><img src="${ORIGIN}/wp-content/uploads/2022/06/tejo-bermejo-logo.png" alt="El Tejo Bermejo" width="180"></a>` +
    `<nav id="site-navigation" class="main-navigation"><ul class="menu">${NAV[p.lang === 'en' ? 'en' : 'es']!.map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="button reservar" href="https://reservasdirectas.test/hotel/tejo-bermejo">${p.lang === 'en' ? 'Book now' : 'Reservar'}</a></div></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="footer-widgets"><p><strong>Hotel Rural El Tejo Bermejo</strong> ** · Calle Fragua, 7 · 10867 Robledillo de Gata (Cáceres)<br>${tel('+34 927 67 41 55')} · ${mailto(`reservas@${HOST}`)}</p>` +
    `<p>Registro de Empresas y Actividades Turísticas de Extremadura H-CC-00912 · <a href="/aviso-legal/">Aviso legal</a> · <a href="/politica-de-cookies/">Cookies</a> · <a href="/gestion/">Acceso personal</a></p></div></footer>`,
  privacyPath: { es: '/politica-de-cookies', en: '/politica-de-cookies' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'es' });
const content = (html: string): string => `<div class="entry-content single-content">${html}</div>`;

const ANDRES_CODES = charCodes(`andres@${HOST}`);

type Staff = { name: string; title: string; local: string; text: string };
const STAFF: Staff[] = [
  { name: 'Pilar Garrido Cuesta', title: 'directora', local: 'pilar', text: 'Nacida en el pueblo, volvió de Madrid en 2014 para abrir el hotel en la casa de sus abuelos.' },
  { name: 'Sergio Gata Blanco', title: 'recepción y reservas', local: 'sergio', text: 'Habla inglés, francés y portugués, y conoce cada ruta de la sierra.' },
  { name: 'Nieves Arroyo Rubio', title: 'coordinadora de eventos y bodas', local: 'nieves', text: 'Organiza bodas, comuniones y encuentros de empresa desde 2016.' },
  { name: 'Tomás Iglesias Prieto', title: 'mantenimiento y jardines', local: 'tomas', text: 'El huerto ecológico que abastece la cocina es cosa suya.' },
];

export function tejoBermejo(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hotel rural en la Sierra de Gata',
    alternates: { es: '/', en: '/en' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Hotel Rural El Tejo Bermejo',
        url: `${ORIGIN}/`,
        starRating: { '@type': 'Rating', ratingValue: '2' },
        numberOfRooms: 12,
        petsAllowed: true,
        address: { '@type': 'PostalAddress', streetAddress: 'Calle Fragua, 7', postalCode: '10867', addressLocality: 'Robledillo de Gata', addressRegion: 'Cáceres', addressCountry: 'ES' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: `reservas@${HOST}`, telephone: '+34 927 67 41 55', availableLanguage: ['es', 'en', 'fr', 'pt'] },
      },
    ],
    main: content(
      `<h1>Doce habitaciones de piedra y pizarra en el corazón de la Sierra de Gata</h1><p>Una antigua casa de labranza del siglo XVIII, rehabilitada con respeto, a cinco minutos a pie de las piscinas naturales del río Árrago. Desayuno casero, chimenea y silencio.</p>` +
        `<p><a href="/habitaciones/">Ver habitaciones</a> · <a href="/actividades/">Rutas y actividades</a></p>`,
    ),
  });

  pages['/habitaciones'] = page({ path: '/habitaciones', title: 'Habitaciones', main: content(`<h1>Habitaciones</h1><p>Dobles, abuhardilladas y dos suites con bañera exenta. Desde 85 € la noche con desayuno incluido.</p>`) });

  pages['/restaurante'] = page({
    path: '/restaurante',
    title: 'Restaurante',
    main: content(
      `<h1>Restaurante</h1><p>Cocina de la sierra con producto de temporada: cabrito, migas, setas en otoño y el aceite de la cooperativa de Hoyos. Nuestra jefa de cocina, Lucía Ferreras, adapta el menú si nos avisas con tiempo: si tienes alergias o intolerancias, escríbele a ${mailto(`lucia@${HOST}`)} antes de tu llegada.</p>`,
    ),
  });

  pages['/actividades'] = page({
    path: '/actividades',
    title: 'Qué hacer',
    main: content(
      `<h1>Qué hacer en la Sierra de Gata</h1><p>Rutas de senderismo, piscinas naturales, observación de aves (buitre negro, cigüeña negra) y los pueblos de la fala: San Martín de Trevejo, Eljas y Valverde del Fresno.</p>` +
        `<p>Organizamos salidas guiadas los sábados por la mañana (15 € por persona, niños gratis).</p>` +
        `<p class="guia">Guía de naturaleza y responsable de actividades: Andrés Mora Cid – <script>document.write('<a href="mailto:' + String.fromCharCode(${ANDRES_CODES}) + '">' + String.fromCharCode(${ANDRES_CODES}) + '</a>');</script></p>`,
    ),
  });

  pages['/bodas-y-celebraciones'] = page({
    path: '/bodas-y-celebraciones',
    title: 'Bodas y celebraciones',
    main: content(
      `<h1>Bodas y celebraciones</h1><p>El patio y el castañar admiten hasta 90 invitados. Alquilamos el hotel completo para bodas de fin de semana.</p>` +
        `<p>Te atenderá Nieves Arroyo Rubio, ${tel('+34 661 20 48 73')} (de martes a sábado).</p><p>Presupuestos: ${mailto(`eventos@${HOST}`)}</p>`,
    ),
  });

  pages['/quienes-somos'] = page({
    path: '/quienes-somos',
    title: 'Quiénes somos',
    main: content(
      `<h1>Quiénes somos</h1><p>Somos un equipo pequeño y casi todos del pueblo.</p><div class="wp-block-group equipo">` +
        STAFF.map((s) => `<div class="wp-block-group miembro"><h3>${esc(s.name)}</h3><p class="cargo"><em>${esc(s.title)}</em></p><p>${esc(s.text)}</p><p>${mailto(`${s.local}@${HOST}`)}</p></div>`).join('') +
        `</div>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: content(
      `<h1>Contacto</h1><p>Calle Fragua, 7 · 10867 Robledillo de Gata (Cáceres) · ${tel('+34 927 67 41 55')}</p><p>Reservas: ${mailto(`reservas@${HOST}`)}</p>` +
        `<p>Directora: Pilar Garrido Cuesta · ${mailto(`pilar@${HOST}`)}</p>` +
        `<p>Si reservaste en nuestra web y no te llega la confirmación, el motor de reservas tiene su propio soporte: ${mailto('soporte@reservasdirectas.test')}.</p>`,
    ),
  });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    main: content(
      `<h1>Aviso legal</h1><p>En cumplimiento de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico, se informa de que este sitio web es titularidad de Tejo Bermejo Turismo Rural, S.L., CIF B10498231, con domicilio en Calle Fragua, 7, 10867 Robledillo de Gata (Cáceres), inscrita en el Registro Mercantil de Cáceres, tomo 611, folio 87, hoja CC-11204.</p>` +
        `<p><strong>Responsable del tratamiento:</strong> D. Ramón Aldama Gil, administrador único, ${mailto(`ramon@${HOST}`)}</p>` +
        `<p><strong>Dirección del establecimiento:</strong> Dña. Pilar Garrido Cuesta, directora.</p>`,
    ),
  });

  pages['/politica-de-cookies'] = page({ path: '/politica-de-cookies', title: 'Política de cookies', main: content(`<h1>Política de cookies</h1><p>Usamos cookies técnicas y, si las aceptas, analíticas de Google Analytics.</p>`) });

  pages['/ofertas/empresas'] = page({
    path: '/ofertas/empresas',
    title: 'Retiros y jornadas de empresa',
    main: content(
      `<h1>Retiros y jornadas de empresa</h1><p>Sala de 40 m² con proyector, hotel en exclusiva entre semana, menús de trabajo y actividades de equipo en la naturaleza.</p>` +
        `<p>Irene Manzano, responsable de ventas a empresas, ${mailto(`irene@${HOST}`)}, ${tel('+34 661 20 49 10')}</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Rural hotel in the Sierra de Gata, Spain',
    lang: 'en',
    alternates: { es: '/', en: '/en' },
    main: content(
      `<h1>Twelve stone rooms in the Sierra de Gata</h1><p>An 18th-century farmhouse in Robledillo de Gata, five minutes' walk from the natural pools of the Árrago river.</p>` +
        `<p>Bookings: ${mailto(`reservas@${HOST}`)}</p><p>Manager: Pilar Garrido Cuesta – ${mailto(`pilar@${HOST}`)}</p>`,
    ),
  });

  pages['/gestion'] = page({ path: '/gestion', title: 'Acceso personal', main: content(`<h1>Acceso personal</h1><p>Turnos y cuadrantes. Incidencias: ${mailto(`personal@${HOST}`)}</p>`) });

  pages['/sitemaps/paginas.xml'] = xmlPage(urlset(HOST, ['/', '/habitaciones', '/restaurante', '/actividades', '/bodas-y-celebraciones', '/quienes-somos', '/contacto', '/aviso-legal', '/en'], '2025-02-11'));
  pages['/sitemaps/ofertas.xml'] = xmlPage(urlset(HOST, ['/ofertas/empresas'], '2025-02-11'));

  const ln: CaseKind = 'link-non-english';
  const s = (i: number, extra: CaseKind[] = [], more: string[] = [], alts?: string[]) => {
    const x = STAFF[i]!;
    return { address: `${x.local}@${HOST}`, name: x.name, title: x.title, ...(alts ? { titleAlternatives: alts } : {}), pages: ['/quienes-somos', ...more], cases: ['card', 'plain', ln, ...extra] as CaseKind[] };
  };
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /gestion\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/paginas.xml', '/sitemaps/ofertas.xml'], '2025-02-11'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-37',
      languages: ['es', 'en'],
      addresses: [
        { address: `reservas@${HOST}`, name: null, title: null, pages: ['/', '/contacto', '/en'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        s(0, ['title-name-line'], ['/contacto', '/en'], ['Manager']),
        s(1),
        s(2),
        s(3),
        { address: `lucia@${HOST}`, name: 'Lucía Ferreras', title: 'jefa de cocina', pages: ['/restaurante'], cases: ['prose', 'plain', ln] },
        { address: `andres@${HOST}`, name: 'Andrés Mora Cid', title: 'Guía de naturaleza y responsable de actividades', titleAlternatives: ['guía de naturaleza'], pages: ['/actividades'], encoded: { kind: 'charcodes', text: ANDRES_CODES }, cases: ['title-name-line', 'script-charcode', ln] },
        { address: `eventos@${HOST}`, name: null, title: null, pages: ['/bodas-y-celebraciones'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `ramon@${HOST}`, name: 'Ramón Aldama Gil', title: 'administrador único', pages: ['/aviso-legal'], cases: ['label-line', 'honorific', 'plain', ln] },
        { address: `irene@${HOST}`, name: 'Irene Manzano', title: 'responsable de ventas a empresas', pages: ['/ofertas/empresas'], cases: ['name-title-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/gestion'],
      nonAddresses: [
        { text: `personal@${HOST}`, kind: 'disallowed' },
        { text: 'soporte@reservasdirectas.test', kind: 'other-company' },
      ],
    },
  };
}
