/**
 * Cofradía de Pescadores «Santa María del Mar» de Luanco: a fishermen's guild (a public-law
 * corporation) on the Asturian coast that runs the fish auction and a producers' organisation,
 * on Drupal 7 with a Bartik sub-theme and its RDF output, in Spanish. The governing council as
 * a table of office, name and address (Spanish double surnames, a compound one with "de la"),
 * the guild master only in the Organization's JSON-LD employee, the auction manager both as
 * "Jefa de Lonja: Name" and as a department's employee in that JSON-LD, the producers'
 * organisation's technician as a schema.org RDFa Person with a "Dña." honorific, the secretary
 * as the data-protection label line in the legal notice, the invoicing clerk with an address an
 * inline script builds, and a boat skipper in a bonito-season article listed only in the news
 * child of the sitemap index. The owners' intranet is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cofradialuanco.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/la-cofradia', 'La Cofradía'],
  ['/la-lonja', 'La Lonja'],
  ['/opp', 'Organización de Productores'],
  ['/noticias', 'Noticias'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Cofradía de Pescadores de Luanco',
  head: [
    '<meta name="Generator" content="Drupal 7 (http://drupal.org)">',
    `<link rel="shortcut icon" href="${ORIGIN}/sites/all/themes/luanco/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<style type="text/css" media="all">\n@import url("${ORIGIN}/modules/system/system.base.css?s9k2lq");\n@import url("${ORIGIN}/modules/field/theme/field.css?s9k2lq");\n@import url("${ORIGIN}/modules/node/node.css?s9k2lq");\n@import url("${ORIGIN}/sites/all/modules/views/css/views.css?s9k2lq");\n</style>`,
    `<style type="text/css" media="all">\n@import url("${ORIGIN}/themes/bartik/css/layout.css?s9k2lq");\n@import url("${ORIGIN}/themes/bartik/css/style.css?s9k2lq");\n@import url("${ORIGIN}/sites/all/themes/luanco/css/luanco.css?s9k2lq");\n</style>`,
    `<script type="text/javascript" src="${ORIGIN}/misc/jquery.js?v=1.4.4"></script>`,
    `<script type="text/javascript" src="${ORIGIN}/misc/drupal.js?s9k2lq"></script>`,
    `<script type="text/javascript" src="${ORIGIN}/sites/default/files/languages/es_Yq7xq2Jc1S0v8F7bT3d9wHk4Lm6Np0Rz.js?s9k2lq"></script>`,
    `<script type="text/javascript">\n<!--//--><![CDATA[//><!--\njQuery.extend(Drupal.settings, {"basePath":"\\/","pathPrefix":"","ajaxPageState":{"theme":"luanco","theme_token":"q3Vf8kYw1mB4nT9xC2rL6pZs0dH5gJ7a"}});\n//--><!]]>\n</script>`,
  ],
  header: (spec) =>
    `<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Pasar al contenido principal</a></div>` +
    `<div id="page-wrapper"><div id="page"><div id="header" class="without-secondary-menu"><div class="section clearfix">` +
    `<a href="/" title="Inicio" rel="home" id="logo"><img typeof="foaf:Image" src="${ORIGIN}/sites/default/files/logo_cofradia_luanco.png" alt="Inicio"></a>` +
    `<div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Inicio" rel="home"><span>Cofradía de Pescadores de Luanco</span></a></strong></div><div id="site-slogan">«Santa María del Mar» · desde 1921</div></div>` +
    `<div id="main-menu" class="navigation"><h2 class="element-invisible">Menú principal</h2><ul id="main-menu-links" class="links clearfix">` +
    MENU.map(([href, label], i) => `<li class="menu-${218 + i * 7}${i === 0 ? ' first' : ''}${i === MENU.length - 1 ? ' last' : ''}${href === spec.path ? ' active' : ''}"><a href="${href}"${href === spec.path ? ' class="active"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul></div></div></div>` +
    `<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix"><div id="content" class="column"><div class="section"><a id="main-content"></a>` +
    `<h1 class="title" id="page-title">${esc(spec.title)}</h1>`,
  footer: () =>
    `</div></div></div></div>` +
    `<div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix"><div class="region region-footer"><div id="block-block-3" class="block block-block"><div class="content">` +
    `<p>Cofradía de Pescadores «Santa María del Mar» de Luanco · C/ Gijón, 1 · 33440 Luanco (Gozón, Asturias)<br>Tel. ${tel('985 88 03 12')} · Fax 985 88 06 40 · ${mailto(`cofradia@${HOST}`)}</p>` +
    `<p><a href="/aviso-legal">Aviso legal</a> | <a href="/politica-de-cookies">Política de cookies</a> | <a href="/intranet">Acceso armadores</a></p>` +
    `<p>Con la cofinanciación del Fondo Europeo Marítimo, de Pesca y de Acuicultura (FEMPA) y del Principado de Asturias.</p>` +
    `</div></div></div></div></div></div></div></div>`,
  privacyPath: { es: '/politica-de-cookies' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es' });

let nid = 10;
/** A Drupal 7 node with its body field and RDFa metadata. */
const node = (title: string, body: string, type = 'page'): string => {
  const n = nid++;
  return (
    `<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">` +
    `<div id="node-${n}" class="node node-${type} node-full clearfix" about="/node/${n}" typeof="foaf:Document"><span property="dc:title" content="${esc(title)}" class="rdf-meta element-hidden"></span>` +
    `<div class="content clearfix"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">${body}</div></div></div></div></div>` +
    `</div></div></div>`
  );
};

type Officer = { office: string; name: string; local: string };
const COUNCIL: Officer[] = [
  { office: 'Vicepatrón Mayor', name: 'Ángel García de la Fuente', local: 'angel.garcia' },
  { office: 'Vocal del sector de artes menores (palangre, nasa y enmalle)', name: 'Covadonga Rodríguez Prendes', local: 'covadonga.rodriguez' },
  { office: 'Vocal del sector de cerco', name: 'Xuan Menéndez', local: 'xuan.menendez' },
];

const MARTA_SCRIPT = `var u = 'marta' + '.' + 'alvarez'; var d = 'cofradialuanco' + '.' + 'test'; document.getElementById('correo-facturacion').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

export function cofradiaLuanco(): CrawlWorldSite {
  nid = 10;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Cofradía de Pescadores de Luanco',
    main:
      node(
        'Inicio',
        `<p>La Cofradía de Pescadores «Santa María del Mar» de Luanco es una corporación de derecho público que representa a los armadores y tripulantes de la flota de Gozón. Gestiona la <a href="/la-lonja">lonja</a> de primera venta y la <a href="/opp">Organización de Productores</a> de bajura.</p>` +
          `<h2>Últimas noticias</h2><ul><li><a href="/noticias/campana-de-la-xarda-2025">Arranca la campaña de la xarda 2025</a></li></ul>`,
      ),
  });

  pages['/la-cofradia'] = page({
    path: '/la-cofradia',
    title: 'La Cofradía',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#cofradia`,
        name: 'Cofradía de Pescadores «Santa María del Mar» de Luanco',
        url: `${ORIGIN}/`,
        email: `cofradia@${HOST}`,
        telephone: '+34 985 88 03 12',
        address: { '@type': 'PostalAddress', streetAddress: 'C/ Gijón, 1', postalCode: '33440', addressLocality: 'Luanco', addressRegion: 'Asturias', addressCountry: 'ES' },
        employee: [{ '@type': 'Person', name: 'Celestino Artime Solís', jobTitle: 'Patrón Mayor', email: `celestino.artime@${HOST}` }],
        department: [
          {
            '@type': 'Organization',
            name: 'Lonja de Luanco',
            url: `${ORIGIN}/la-lonja`,
            employee: { '@type': 'Person', name: 'Rosa María Muñiz García', jobTitle: 'Jefa de Lonja', email: `rosa.muniz@${HOST}` },
          },
        ],
      },
    ],
    main: node(
      'La Cofradía',
      `<p>Fundada en 1921 como Pósito de Pescadores, la Cofradía agrupa hoy a 31 embarcaciones de artes menores y cerco y a unos 140 tripulantes. Está presidida por el Patrón Mayor, Celestino Artime Solís, reelegido en las elecciones de 2023.</p>` +
        `<h2>Cabildo</h2><table class="sticky-enabled"><thead><tr><th>Cargo</th><th>Nombre</th><th>Correo electrónico</th></tr></thead><tbody>` +
        COUNCIL.map((o, i) => `<tr class="${i % 2 === 0 ? 'odd' : 'even'}"><td>${esc(o.office)}</td><td>${esc(o.name)}</td><td>${mailto(`${o.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table><p>La Junta General se reúne en sesión ordinaria dos veces al año.</p>`,
    ),
  });

  pages['/la-lonja'] = page({
    path: '/la-lonja',
    title: 'La Lonja',
    main: node(
      'La Lonja',
      `<p>Subasta electrónica a la baja de lunes a viernes a partir de las 16:00 h. Especies principales: xarda (caballa), bonito del norte, merluza de pincho, pixín y pulpo.</p>` +
        `<p>Jefa de Lonja: Rosa María Muñiz García · ${mailto(`rosa.muniz@${HOST}`)} · ${tel('985 88 03 15')}</p>` +
        `<p>Alta de compradores, tarjetas de subasta y certificados de primera venta: ${mailto(`lonja@${HOST}`)}</p>`,
    ),
  });

  pages['/opp'] = page({
    path: '/opp',
    title: 'Organización de Productores',
    main: node(
      'Organización de Productores',
      `<p>La OPP-82 «Pescadores de Bajura del Cabo Peñas» elabora cada año el Plan de Producción y Comercialización y gestiona las ayudas del FEMPA para sus socios.</p>` +
        `<div vocab="https://schema.org/" typeof="Person" class="ficha-tecnico"><p><strong><span property="honorificPrefix">Dña.</span> <span property="name">Lucía Bango Fernández</span></strong><br>` +
        `<span property="jobTitle">Técnica de la OPP-82 (plan de producción y comercialización)</span><br>` +
        `<a property="email" href="mailto:lucia.bango@${HOST}">lucia.bango@${HOST}</a> · <span property="telephone">985 88 03 17</span></p></div>`,
    ),
  });

  pages['/noticias'] = page({
    path: '/noticias',
    title: 'Noticias',
    main:
      `<div class="view view-noticias view-id-noticias view-display-id-page"><div class="view-content">` +
      `<div class="views-row views-row-1 views-row-odd views-row-first views-row-last"><div class="views-field views-field-title"><span class="field-content"><a href="/noticias/campana-de-la-xarda-2025">Arranca la campaña de la xarda 2025</a></span></div><div class="views-field views-field-created"><span class="field-content">03/03/2025</span></div></div>` +
      `</div></div>`,
  });

  pages['/noticias/campana-de-la-xarda-2025'] = page({
    path: '/noticias/campana-de-la-xarda-2025',
    title: 'Arranca la campaña de la xarda 2025',
    main: node(
      'Arranca la campaña de la xarda 2025',
      `<p>La flota de cerco y artes menores de Luanco comenzó el lunes la campaña de la xarda con una cuota de 412 toneladas para la OPP-82. Las primeras subastas se cerraron a 0,62 €/kg.</p>`,
      'article',
    ),
  });

  // In the news child of the sitemap index only: the news view lists the latest article.
  pages['/noticias/balance-costera-del-bonito-2024'] = page({
    path: '/noticias/balance-costera-del-bonito-2024',
    title: 'Balance de la costera del bonito 2024',
    main: node(
      'Balance de la costera del bonito 2024',
      `<p>La costera del bonito cerró en octubre con 386 toneladas desembarcadas en Luanco, un 12 % más que en 2023, y un precio medio de 4,85 €/kg.</p>` +
        `<p>«Ha sido una costera corta pero de buen pescado», resume Adrián Peláez, patrón del «Nuevo Virgen de la Luz» y vocal de la comisión de seguimiento de la costera del bonito, que atiende las consultas de la flota sobre el reparto de cupos en ${mailto(`adrian.pelaez@${HOST}`)}.</p>`,
      'article',
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: node(
      'Contacto',
      `<p>Oficinas: C/ Gijón, 1 · 33440 Luanco. Horario de atención: de lunes a viernes de 8:30 a 14:30.</p>` +
        `<ul><li>Secretaría general: ${mailto(`cofradia@${HOST}`)} · ${tel('985 88 03 12')}</li><li>Lonja: ${mailto(`lonja@${HOST}`)} · ${tel('985 88 03 15')}</li></ul>` +
        `<p>Marta Álvarez, administrativa de facturación de primera venta y liquidaciones a armadores, <span id="correo-facturacion">(active JavaScript para ver el correo)</span><script type="text/javascript">${MARTA_SCRIPT}</script></p>`,
    ),
  });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    main: node(
      'Aviso legal',
      `<p>Titular: Cofradía de Pescadores «Santa María del Mar» de Luanco, CIF G33061284, corporación de derecho público inscrita en el Registro de Cofradías del Principado de Asturias.</p>` +
        `<p>Delegado de protección de datos: D. Ignacio Suárez-Inclán Cueto, secretario-gerente, C/ Gijón, 1, 33440 Luanco, tel. 985 88 03 12, ${mailto(`ignacio.suarez-inclan@${HOST}`)}</p>`,
    ),
  });

  pages['/politica-de-cookies'] = page({ path: '/politica-de-cookies', title: 'Política de cookies', main: node('Política de cookies', `<p>Este sitio utiliza únicamente cookies técnicas y, con su consentimiento, Google Analytics.</p>`) });

  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Acceso armadores',
    main: node('Acceso armadores', `<p>Notas de venta, diarios electrónicos de pesca y liquidaciones. Incidencias de acceso: armadores@${HOST}</p>`),
  });

  pages['/sitemaps/paginas/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/la-cofradia', '/la-lonja', '/opp', '/noticias', '/contacto', '/aviso-legal'], '2025-03-03'));
  pages['/sitemaps/noticias/sitemap.xml'] = xmlPage(urlset(HOST, ['/noticias/campana-de-la-xarda-2025', '/noticias/balance-costera-del-bonito-2024'], '2025-03-03'));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nCrawl-delay: 10\n# Directories\nDisallow: /includes/\nDisallow: /misc/\nDisallow: /modules/\nDisallow: /profiles/\nDisallow: /scripts/\nDisallow: /themes/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login/\nDisallow: /intranet\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/paginas/sitemap.xml', '/sitemaps/noticias/sitemap.xml'], '2025-03-03'),
      pages,
      headers: { Server: 'Apache/2.4.38 (Debian)', 'X-Generator': 'Drupal 7 (http://drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-102',
      languages: ['es'],
      addresses: [
        { address: `cofradia@${HOST}`, name: null, title: null, pages: ['/', '/contacto', '/la-cofradia'], cases: ['role', 'plain'] },
        { address: `lonja@${HOST}`, name: null, title: null, pages: ['/la-lonja', '/contacto'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `celestino.artime@${HOST}`, name: 'Celestino Artime Solís', title: 'Patrón Mayor', pages: ['/la-cofradia'], cases: ['json-ld-person', 'json-ld-only', 'link-non-english'] },
        { address: `rosa.muniz@${HOST}`, name: 'Rosa María Muñiz García', title: 'Jefa de Lonja', pages: ['/la-lonja', '/la-cofradia'], cases: ['title-name-line', 'json-ld-nested', 'plain', 'link-non-english'] },
        ...COUNCIL.map((o) => ({ address: `${o.local}@${HOST}`, name: o.name, title: o.office, pages: ['/la-cofradia'], cases: ['table', 'plain', 'link-non-english'] as CaseKind[] })),
        {
          address: `lucia.bango@${HOST}`,
          name: 'Lucía Bango Fernández',
          title: 'Técnica de la OPP-82 (plan de producción y comercialización)',
          pages: ['/opp'],
          cases: ['rdfa', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: `adrian.pelaez@${HOST}`,
          name: 'Adrián Peláez',
          title: 'patrón del «Nuevo Virgen de la Luz» y vocal de la comisión de seguimiento de la costera del bonito',
          pages: ['/noticias/balance-costera-del-bonito-2024'],
          cases: ['prose', 'sitemap-index', 'plain'],
        },
        {
          address: `marta.alvarez@${HOST}`,
          name: 'Marta Álvarez',
          title: 'administrativa de facturación de primera venta y liquidaciones a armadores',
          pages: ['/contacto'],
          encoded: { kind: 'script', text: MARTA_SCRIPT },
          cases: ['name-title-line', 'script-concat', 'link-non-english'],
        },
        {
          address: `ignacio.suarez-inclan@${HOST}`,
          name: 'Ignacio Suárez-Inclán Cueto',
          title: 'secretario-gerente',
          pages: ['/aviso-legal'],
          cases: ['label-line', 'honorific', 'plain', 'link-non-english'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [{ text: `armadores@${HOST}`, kind: 'disallowed' }],
    },
  };
}
