/**
 * Secretaría de Cultura de la Municipalidad de Villa Aurora: the culture department of a town in
 * the south of Santa Fe province (Argentina), on Drupal with RDFa. "Autoridades" is a view of
 * RDFa Person rows, job title above the name with its "Lic.", "Arq." or "Prof.", and a JSON-LD
 * GovernmentOrganization whose culture department lists the secretary as employee; the press
 * officer on a label line, the arts fund coordinator on a name-and-title line, and the La Estación
 * cultural centre's coordinator on a venue page that only a child of the sitemap index lists. The
 * internal documents folder (disallowed) is the trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'culturavillaaurora.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/agenda', 'Agenda'],
  ['/espacios', 'Espacios culturales'],
  ['/convocatorias', 'Convocatorias'],
  ['/autoridades', 'Autoridades'],
  ['/prensa', 'Prensa'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Cultura Villa Aurora',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Jm3kq8V2xW.css?delta=0&amp;language=es&amp;theme=aurora&amp;include=eJxLz">`,
  ],
  header: () =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><header role="banner" class="site-header"><div class="region region-header">` +
    `<a href="/" rel="home" class="site-logo"><img src="${ORIGIN}/themes/custom/aurora/logo-municipalidad.svg" alt="Municipalidad de Villa Aurora – Secretaría de Cultura"></a></div>` +
    `<nav role="navigation" aria-labelledby="block-aurora-main-menu-menu" id="block-aurora-main-menu"><ul class="menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" data-drupal-link-system-path="node">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer role="contentinfo" class="site-footer"><div class="region region-footer"><div id="block-piedepagina" class="block block-block-content">` +
    `<p><strong>Secretaría de Cultura</strong> – Municipalidad de Villa Aurora<br>Belgrano 560, S2183 Villa Aurora, Santa Fe<br>${tel('(03471) 42-1188')} int. 210 · ${mailto(`cultura@${HOST}`)}</p>` +
    `<p>Lunes a viernes de 7 a 13 h · <a href="/documentos-internos">Documentos internos</a> · <a href="https://www.villaaurora.gob.ar.test/">Sitio de la Municipalidad</a></p></div></div></footer></div>`,
  bodyEnd: [`<script src="${ORIGIN}/core/assets/vendor/once/once.min.js?v=1.0.1"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es-AR' });

type Authority = { cargo: string; shown: string; name: string; local: string; phone: string; honorific: boolean };
const AUTHORITIES: Authority[] = [
  { cargo: 'Secretaria de Cultura', shown: 'Lic. Mariana Echeverría', name: 'Mariana Echeverría', local: 'mecheverria', phone: 'int. 210', honorific: true },
  { cargo: 'Subsecretario de Patrimonio Cultural', shown: 'Arq. Gustavo Lamberti', name: 'Gustavo Lamberti', local: 'glamberti', phone: 'int. 212', honorific: true },
  { cargo: 'Directora de Museos', shown: 'Prof. Silvina Acosta', name: 'Silvina Acosta', local: 'sacosta', phone: 'int. 231', honorific: true },
  { cargo: 'Director de Bibliotecas Populares', shown: 'Lic. Hernán Quiroga', name: 'Hernán Quiroga', local: 'hquiroga', phone: 'int. 233', honorific: true },
  { cargo: 'Director del Teatro Municipal', shown: 'Fabián Correa', name: 'Fabián Correa', local: 'fcorrea', phone: '(03471) 42-3390', honorific: false },
  { cargo: 'Coordinadora de Talleres Culturales', shown: 'Romina Benítez', name: 'Romina Benítez', local: 'rbenitez', phone: 'int. 215', honorific: false },
];

const node = (id: number, title: string, body: string): string =>
  `<article data-history-node-id="${id}" class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">${esc(title)}</span></h1>` +
  `<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></article>`;

export function culturaVillaAurora(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Secretaría de Cultura',
    description: 'Agenda cultural, museos, bibliotecas, teatro y talleres de la Municipalidad de Villa Aurora.',
    main: node(
      1,
      'Cultura en Villa Aurora',
      `<p>Museos, bibliotecas populares, el Teatro Municipal Sarmiento y más de cuarenta talleres gratuitos para todas las edades.</p><p><a href="/agenda">Agenda de la semana</a> · <a href="/convocatorias">Fondo Municipal de las Artes 2025</a></p>`,
    ),
  });

  pages['/agenda'] = page({
    path: '/agenda',
    title: 'Agenda',
    main: node(4, 'Agenda cultural', `<ul><li>Viernes 21 h – Teatro Municipal Sarmiento: «La Nona», elenco estable</li><li>Sábado 17 h – Museo Municipal: visita guiada «Los inmigrantes del ferrocarril»</li><li>Domingo 18 h – Plaza San Martín: peña folklórica</li></ul>`),
  });

  pages['/espacios'] = page({
    path: '/espacios',
    title: 'Espacios culturales',
    main: node(
      6,
      'Espacios culturales',
      `<ul><li><a href="/espacios/museo-municipal">Museo Municipal Casa Bracco</a></li><li>Teatro Municipal Sarmiento – Rivadavia 1020</li><li>Biblioteca Popular Domingo F. Sarmiento – 9 de Julio 455</li><li>Centro Cultural La Estación – ex estación del Ferrocarril Central Argentino</li></ul>`,
    ),
  });

  pages['/espacios/museo-municipal'] = page({
    path: '/espacios/museo-municipal',
    title: 'Museo Municipal Casa Bracco',
    main: node(7, 'Museo Municipal Casa Bracco', `<p>Casona italianizante de 1908 con la colección de historia local. Martes a domingo de 15 a 20 h. Entrada libre y gratuita.</p><p>Visitas de escuelas: consultar con la Dirección de Museos.</p>`),
  });

  pages['/espacios/centro-cultural-la-estacion'] = page({
    path: '/espacios/centro-cultural-la-estacion',
    title: 'Centro Cultural La Estación',
    main: node(
      8,
      'Centro Cultural La Estación',
      `<p>Inaugurado en 2016 en el edificio restaurado de la vieja estación, alberga los talleres de cerámica, grabado y murga, y una sala de ensayo para bandas locales.</p>` +
        `<p>Paula Giménez, coordinadora del Centro Cultural La Estación, ${mailto(`pgimenez@${HOST}`)}<br>Av. Mitre y las vías s/n · ${tel('(03471) 42-5067')}</p>`,
    ),
  });

  pages['/convocatorias'] = page({
    path: '/convocatorias',
    title: 'Convocatorias',
    main: node(
      10,
      'Fondo Municipal de las Artes 2025',
      `<p>Subsidios de hasta $ 1.500.000 para proyectos de artistas y colectivos con domicilio en Villa Aurora. Cierre de la convocatoria: 30 de junio.</p>` +
        `<p>Presentación de proyectos: ${mailto(`convocatorias@${HOST}`)}</p>` +
        `<p>Consultas sobre las bases:<br><strong>Diego Sosa</strong>, Coordinador del Fondo Municipal de las Artes, ${mailto(`dsosa@${HOST}`)}</p>`,
    ),
  });

  pages['/autoridades'] = page({
    path: '/autoridades',
    title: 'Autoridades',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'GovernmentOrganization',
        name: 'Municipalidad de Villa Aurora',
        url: 'https://www.villaaurora.gob.ar.test/',
        department: {
          '@type': 'GovernmentOrganization',
          name: 'Secretaría de Cultura',
          url: `${ORIGIN}/`,
          employee: [{ '@type': 'Person', name: 'Mariana Echeverría', honorificPrefix: 'Lic.', jobTitle: 'Secretaria de Cultura', email: `mecheverria@${HOST}` }],
        },
      },
    ],
    main:
      `<div class="views-element-container"><div class="view view-autoridades view-display-id-page_1"><h1 class="page-title">Autoridades</h1><div class="view-content">` +
      AUTHORITIES.map(
        (a) =>
          `<div class="views-row" vocab="https://schema.org/" typeof="Person"><h3 class="views-field-field-cargo" property="jobTitle">${esc(a.cargo)}</h3>` +
          `<p class="views-field-title" property="name">${esc(a.shown)}</p><p class="views-field-field-telefono">Tel. <span property="telephone">${esc(a.phone)}</span></p>` +
          `<p class="views-field-field-email"><a property="email" href="mailto:${a.local}@${HOST}">${a.local}@${HOST}</a></p></div>`,
      ).join('') +
      `</div></div></div>`,
  });

  pages['/prensa'] = page({
    path: '/prensa',
    title: 'Prensa',
    main: node(
      12,
      'Prensa',
      `<p>Gacetillas, fotos en alta resolución y acreditaciones para los espectáculos del Teatro Municipal.</p>` +
        `<p><strong>Prensa y Comunicación:</strong> Lucas Ferreyra, responsable de prensa, Belgrano 560, tel. ${tel('(03471) 42-1188')} int. 214, ${mailto(`lferreyra@${HOST}`)}</p>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: node(14, 'Contacto', `<p>Secretaría de Cultura – Belgrano 560, planta alta (Palacio Municipal).<br>Teléfono ${tel('(03471) 42-1188')}, internos 210 a 215.<br>Correo: ${mailto(`cultura@${HOST}`)}</p>`),
  });

  pages['/documentos-internos'] = page({
    path: '/documentos-internos',
    title: 'Documentos internos',
    main: node(20, 'Documentos internos', `<p>Planillas de horas extra y rendiciones. Consultas: ${mailto(`administracion.cultura@${HOST}`)}</p>`),
  });

  pages['/sitemaps/paginas.xml'] = xmlPage(urlset(HOST, ['/', '/agenda', '/espacios', '/convocatorias', '/autoridades', '/prensa', '/contacto'], '2025-05-30'));
  pages['/sitemaps/espacios.xml'] = xmlPage(urlset(HOST, ['/espacios/museo-municipal', '/espacios/centro-cultural-la-estacion'], '2025-04-11'));

  const allowedHtml = Object.keys(pages).filter((p) => p !== '/documentos-internos' && !p.endsWith('.xml'));
  const authority = (a: Authority) => ({
    address: `${a.local}@${HOST}`,
    name: a.name,
    title: a.cargo,
    pages: ['/autoridades'],
    cases: ['rdfa', 'title-name-line', 'plain', 'link-non-english', ...(a.honorific ? ['honorific'] : []), ...(a.local === 'mecheverria' ? ['json-ld-person', 'json-ld-nested'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/\nDisallow: /documentos-internos\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/paginas.xml', '/sitemaps/espacios.xml'], '2025-05-30'),
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-46',
      languages: ['es'],
      addresses: [
        { address: `cultura@${HOST}`, name: null, title: null, pages: allowedHtml, cases: ['role', 'plain'] },
        { address: `convocatorias@${HOST}`, name: null, title: null, pages: ['/convocatorias'], cases: ['role', 'plain', 'link-non-english'] },
        ...AUTHORITIES.map(authority),
        { address: `lferreyra@${HOST}`, name: 'Lucas Ferreyra', title: 'responsable de prensa', pages: ['/prensa'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `dsosa@${HOST}`, name: 'Diego Sosa', title: 'Coordinador del Fondo Municipal de las Artes', pages: ['/convocatorias'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `pgimenez@${HOST}`, name: 'Paula Giménez', title: 'coordinadora del Centro Cultural La Estación', pages: ['/espacios/centro-cultural-la-estacion'], cases: ['name-title-line', 'plain', 'sitemap-index'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/documentos-internos'],
      nonAddresses: [{ text: `administracion.cultura@${HOST}`, kind: 'disallowed' }],
    },
  };
}
