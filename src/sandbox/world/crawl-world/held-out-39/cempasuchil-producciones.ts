/**
 * Cempasúchil Producciones S.A. de C.V.: an event agency in Guadalajara, Jalisco (weddings,
 * conventions, corporate events), on a hand-built Bootstrap site in Mexican Spanish with one
 * English page for destination weddings. The directors on "Área: Lic. Nombre" lines (one address
 * written "[at]"/"[dot]", one built by a script from pieces), the corporate sales team as cards,
 * the wedding coordinator in prose, the suppliers' contact on a label line beside an invoices
 * mailbox that is nobody's, the press officer on a label line. A partner hacienda's address, an
 * old sales address in a comment, a placeholder in the quote form, and the intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cempasuchil-producciones.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/quienes-somos', 'Quiénes somos'],
  ['/bodas-y-sociales', 'Bodas y sociales'],
  ['/eventos-corporativos', 'Eventos corporativos'],
  ['/proveedores', 'Proveedores'],
  ['/contacto', 'Contacto'],
  ['/en/destination-weddings', 'English'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Cempasúchil Producciones',
  head: [
    `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css">`,
    `<link rel="stylesheet" href="${ORIGIN}/css/estilos.css?v=2024.11">`,
  ],
  header: () =>
    `<header><nav class="navbar navbar-expand-lg bg-body-tertiary"><div class="container"><a class="navbar-brand" href="/"><img src="${ORIGIN}/img/cempasuchil-logo.svg" alt="Cempasúchil Producciones" height="48"></a>` +
    `<ul class="navbar-nav ms-auto">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav></header>`,
  footer: () =>
    `<footer class="bg-dark text-light py-4"><div class="container"><p>Cempasúchil Producciones S.A. de C.V. · Av. Chapultepec Sur 284, Col. Americana, 44160 Guadalajara, Jal.<br>Tel. ${tel('+52 33 3615 4820')} · ${mailto(`hola@${HOST}`)}</p>` +
    `<p><a href="/aviso-de-privacidad" class="link-light">Aviso de privacidad</a> · <a href="/intranet" class="link-light">Intranet</a></p>` +
    `<!-- ventas2019@${HOST} ya no se usa, redirigir todo a hola@ --></div></footer>`,
  bodyEnd: [`<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'es-MX' });

const RLANDEROS_SCRIPT = `<script>var usr = 'rlanderos'; var dom = 'cempasuchil-producciones' + '.' + 'test'; document.write('<a href="mailto:' + usr + '@' + dom + '">' + usr + '@' + dom + '</a>');</script>`;

type Card = { name: string; title: string; local: string; phone: string };
const VENTAS: Card[] = [
  { name: 'Ximena Arreola', title: 'Gerente de Cuentas Corporativas', local: 'xarreola', phone: '+52 33 1408 2217' },
  { name: 'Sergio Medina', title: 'Ejecutivo de Ventas · Convenciones y Congresos', local: 'smedina', phone: '+52 33 1408 2219' },
  { name: 'Alejandra Robles', title: 'Coordinadora de Producción de Eventos Corporativos', local: 'arobles', phone: '+52 33 1408 2224' },
];

export function cempasuchilProducciones(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const box = (html: string) => `<div class="container py-5">${html}</div>`;

  pages['/'] = page({
    path: '/',
    title: 'Producción de eventos en Guadalajara',
    description: 'Bodas, congresos, lanzamientos de producto y eventos corporativos en Guadalajara, Tequila y la Riviera Nayarit.',
    main: box(
      `<h1 class="display-5">Eventos que se recuerdan</h1><p class="lead">Más de 15 años produciendo bodas, congresos y eventos corporativos en Jalisco y Nayarit: planeación, escenografía, audio e iluminación, banquetes y logística de invitados.</p>` +
        `<p><a class="btn btn-warning" href="/contacto">Solicita tu cotización</a></p>`,
    ),
  });

  pages['/quienes-somos'] = page({
    path: '/quienes-somos',
    title: 'Quiénes somos',
    main: box(
      `<h1>Quiénes somos</h1><p>Somos un equipo de 22 personas entre productores, diseñadores y coordinadores. Nacimos en 2009 como una pequeña agencia de bodas en Tlaquepaque.</p><h2 class="h4 mt-4">Dirección</h2>` +
        `<p>Dirección General: Lic. Mariana Orozco — morozco [at] cempasuchil-producciones [dot] test</p>` +
        `<p>Dirección de Producción: Ing. Rodrigo Landeros — ${RLANDEROS_SCRIPT}</p>` +
        `<p>Diseño y Escenografía: Arq. Emilio Salazar — ${mailto(`esalazar@${HOST}`)}</p>`,
    ),
  });

  pages['/bodas-y-sociales'] = page({
    path: '/bodas-y-sociales',
    title: 'Bodas y eventos sociales',
    main: box(
      `<h1>Bodas y eventos sociales</h1><p>Bodas civiles y religiosas, XV años, bautizos y aniversarios, en jardín, hacienda o salón. Trabajamos con las mejores haciendas de la región, como Hacienda Los Agaves en Amatitán (reservaciones: eventos@haciendalosagaves.mx).</p>` +
        `<p>Daniela Cervantes, nuestra coordinadora de bodas y eventos sociales, te acompaña desde la primera cita hasta el último baile; escríbele a ${mailto(`dcervantes@${HOST}`)} para agendar una visita a nuestras oficinas.</p>`,
    ),
  });

  pages['/eventos-corporativos'] = page({
    path: '/eventos-corporativos',
    title: 'Eventos corporativos',
    main: box(
      `<h1>Eventos corporativos</h1><p>Convenciones, congresos médicos, lanzamientos de producto, fiestas de fin de año y viajes de incentivo.</p><div class="row g-4">` +
        VENTAS.map(
          (c) =>
            `<div class="col-md-4"><div class="card h-100"><img src="${ORIGIN}/img/equipo/${c.local}.webp" class="card-img-top" alt="${esc(c.name)}"><div class="card-body"><h5 class="card-title">${esc(c.name)}</h5><h6 class="card-subtitle mb-2 text-body-secondary">${esc(c.title)}</h6><p class="card-text">${tel(c.phone)}<br>${mailto(`${c.local}@${HOST}`)}</p></div></div></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/proveedores'] = page({
    path: '/proveedores',
    title: 'Proveedores',
    main: box(
      `<h1>Proveedores</h1><p>¿Quieres formar parte de nuestra red de proveedores (mobiliario, flores, audio, banquetes, transporte)?</p>` +
        `<p>Alta de proveedores: Paola Ibarra, Jefa de Logística y Proveedores, Tel. ${tel('+52 33 3615 4820')} ext. 114, ${mailto(`pibarra@${HOST}`)}</p>` +
        `<p>Recepción de facturas (CFDI 4.0, PDF y XML): ${mailto(`facturas@${HOST}`)}</p>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: box(
      `<h1>Contacto</h1><p>Escríbenos a ${mailto(`hola@${HOST}`)} o llámanos al ${tel('+52 33 3615 4820')}, de lunes a viernes de 9:00 a 19:00 h y sábados de 10:00 a 14:00 h.</p>` +
        `<p>Prensa: Fernanda Ruiz, Coordinadora de Comunicación y Relaciones Públicas, ${mailto(`fruiz@${HOST}`)}</p>` +
        `<form class="row g-3" action="/contacto" method="post"><div class="col-md-6"><label class="form-label" for="correo">Correo electrónico</label><input class="form-control" id="correo" type="email" placeholder="tucorreo@ejemplo.com"></div><div class="col-md-6"><label class="form-label" for="fecha">Fecha del evento</label><input class="form-control" id="fecha" type="date"></div><div class="col-12"><button class="btn btn-warning" type="submit">Enviar</button></div></form>`,
    ),
  });

  pages['/en/destination-weddings'] = page({
    path: '/en/destination-weddings',
    title: 'Destination weddings in Jalisco',
    lang: 'en',
    main: box(
      `<h1>Destination weddings in Jalisco</h1><p>Say "I do" among the blue agave fields of Tequila or on the beach in Riviera Nayarit. We handle venues, legal paperwork, guest transport and bilingual ceremonies.</p>` +
        `<p>Our bilingual senior wedding planner, Andrea Navarro, has planned more than 120 weddings for couples from the US and Canada; you can reach her directly at ${mailto(`anavarro@${HOST}`)}.</p>`,
    ),
  });

  pages['/aviso-de-privacidad'] = page({ path: '/aviso-de-privacidad', title: 'Aviso de privacidad', main: box(`<h1>Aviso de privacidad</h1><p>Cempasúchil Producciones S.A. de C.V. es responsable del tratamiento de sus datos personales conforme a la LFPDPPP.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: box(`<h1>Intranet</h1><p>Acceso para colaboradores. Soporte: sistemas@${HOST}</p>`) });

  pages['/sitemap.xml'] = { body: urlset(HOST, ['/', '/quienes-somos', '/bodas-y-sociales', '/eventos-corporativos', '/proveedores', '/contacto', '/en/destination-weddings', '/aviso-de-privacidad'], '2024-11-18'), contentType: 'application/xml; charset=utf-8' };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-39',
      languages: ['es', 'en'],
      addresses: [
        { address: `hola@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        { address: `morozco@${HOST}`, name: 'Mariana Orozco', title: 'Dirección General', pages: ['/quienes-somos'], cases: ['title-name-line', 'honorific', 'obfuscated', 'link-non-english'] },
        { address: `rlanderos@${HOST}`, name: 'Rodrigo Landeros', title: 'Dirección de Producción', pages: ['/quienes-somos'], encoded: { kind: 'script', text: RLANDEROS_SCRIPT }, cases: ['title-name-line', 'honorific', 'script-concat', 'link-non-english'] },
        { address: `esalazar@${HOST}`, name: 'Emilio Salazar', title: 'Diseño y Escenografía', pages: ['/quienes-somos'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        ...VENTAS.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/eventos-corporativos'], cases: ['card', 'plain'] as CaseKind[] })),
        { address: `dcervantes@${HOST}`, name: 'Daniela Cervantes', title: 'coordinadora de bodas y eventos sociales', pages: ['/bodas-y-sociales'], cases: ['prose', 'plain'] },
        { address: `pibarra@${HOST}`, name: 'Paola Ibarra', title: 'Jefa de Logística y Proveedores', pages: ['/proveedores'], cases: ['label-line', 'plain'] },
        { address: `facturas@${HOST}`, name: null, title: null, pages: ['/proveedores'], cases: ['neighbour', 'role', 'plain'] },
        { address: `fruiz@${HOST}`, name: 'Fernanda Ruiz', title: 'Coordinadora de Comunicación y Relaciones Públicas', pages: ['/contacto'], cases: ['label-line', 'plain'] },
        { address: `anavarro@${HOST}`, name: 'Andrea Navarro', title: 'senior wedding planner', pages: ['/en/destination-weddings'], cases: ['prose', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: 'eventos@haciendalosagaves.mx', kind: 'other-company' },
        { text: `ventas2019@${HOST}`, kind: 'comment' },
        { text: 'tucorreo@ejemplo.com', kind: 'placeholder' },
        { text: `sistemas@${HOST}`, kind: 'disallowed' },
        { text: 'bootstrap@5.3.3', kind: 'package' },
      ],
    },
  };
}
