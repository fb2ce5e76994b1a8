/**
 * Fundación Raíces del Monte: a foundation restoring native forest and water sources in the
 * Sierras of Córdoba, Argentina, on Drupal 10 with a Bootstrap Barrio subtheme. Spanish only; the
 * board as "Cargo: Name" lines with Argentine honorifics (Lic., Dr., Cr.) and double surnames,
 * the treasurer also as a JSON-LD member nested in an OrganizationRole, the staff in a Views grid
 * of cards, the volunteer coordinator in a sentence, a news post two links deep whose sign-up
 * address stands next to the organiser's name but is not hers; the open-data git URL, the bank's
 * address, the placeholder and the members' page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'fundacionraicesdelmonte.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/institucional/quienes-somos', 'Quiénes somos'],
  ['/institucional/autoridades', 'Autoridades'],
  ['/equipo', 'Equipo'],
  ['/noticias', 'Noticias'],
  ['/voluntariado', 'Sumate'],
  ['/transparencia', 'Transparencia'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fundación Raíces del Monte',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_q2H8vY0Jt3kEw1S9b5nX0cZ.css?delta=0&amp;language=es&amp;theme=raices&amp;include=eJxLSi">`,
  ],
  header: (p) =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper"><div id="page"><header id="header" class="header" role="banner" aria-label="Encabezado del sitio"><nav class="navbar navbar-expand-lg" id="navbar-main"><div class="container">` +
    `<div id="block-raices-branding" class="clearfix block block-system block-system-branding-block"><a href="/" title="Inicio" rel="home" class="navbar-brand"><img src="/sites/default/files/logo-raices.svg" alt="Inicio" class="img-fluid d-inline-block align-top"></a></div>` +
    `<div class="collapse navbar-collapse justify-content-md-end" id="CollapsingNavbar"><nav role="navigation" aria-labelledby="block-raices-main-menu-menu" id="block-raices-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-raices-main-menu-menu">Navegación principal</h2>` +
    `<ul class="clearfix nav navbar-nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}" class="nav-link${h === p.path ? ' active is-active' : ''}" data-drupal-link-system-path="node/${h.length}">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></nav></header>` +
    `<div id="main-wrapper" class="layout-main-wrapper clearfix"><div id="main" class="container">`,
  footer: () =>
    `</div></div><footer class="site-footer"><div class="container"><div class="site-footer__top clearfix"><section class="row region region-footer-first"><div id="block-datosdecontacto" class="block block-block-content"><div class="content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p>Fundación Raíces del Monte · Personería Jurídica Res. N.º 318 "A"/09 · CUIT 30-71108832-4<br>Av. Colón 1240, piso 3, of. B · X5000EPT Córdoba · ${tel('+54 351 423-8816')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="/politica-de-privacidad">Política de privacidad</a> · <a href="/socios">Acceso socios</a></p></div></div></div></section></div></div></footer></div></div></div>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const node = (title: string, body: string) =>
  `<div class="row row-offcanvas row-offcanvas-left clearfix"><div class="main-content col"><section class="section"><a id="main-content" tabindex="-1"></a><div id="block-raices-page-title" class="block block-core block-page-title-block"><h1 class="title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div>` +
  `<div id="block-raices-content" class="block block-system block-system-main-block"><article class="node node--view-mode-full"><div class="node__content clearfix"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div></section></div></div>`;

type Member = { hon?: string; name: string; title: string; mail: string; bio: string };
const STAFF: Member[] = [
  { hon: 'Lic.', name: 'Carolina Ferreyra', title: 'Coordinadora de Programas', mail: 'cferreyra', bio: 'Licenciada en Ciencias Biológicas (UNC). En la Fundación desde 2012.' },
  { hon: 'Ing. Agr.', name: 'Martín Sosa Bustos', title: 'Coordinador del Programa Agua y Monte', mail: 'msosa', bio: 'Trabaja con productores del Valle de Punilla en cosecha de agua y cercos de exclusión.' },
  { hon: 'Dra.', name: 'Valeria Quiroga', title: 'Asesora legal', mail: 'vquiroga', bio: 'Abogada especialista en derecho ambiental.' },
  { name: 'Tomás Funes', title: 'Responsable de Comunicación', mail: 'tfunes', bio: 'Periodista. Prensa, redes y boletín mensual.' },
  { hon: 'Cra.', name: 'Julieta Arce', title: 'Responsable de Administración y Finanzas', mail: 'jarce', bio: 'Contadora pública. Rendiciones a donantes y balances.' },
];

const staffCard = (m: Member) =>
  `<div class="views-row col-md-4"><div class="views-field views-field-field-foto"><div class="field-content"><img loading="lazy" src="/sites/default/files/styles/retrato_400x400/public/equipo/${m.mail}.jpg?itok=Xa9${m.mail.length}" width="400" height="400" alt="${esc(m.name)}" class="image-style-retrato-400x400"></div></div>` +
  `<div class="views-field views-field-title"><h3 class="field-content">${esc(m.hon ? `${m.hon} ${m.name}` : m.name)}</h3></div>` +
  `<div class="views-field views-field-field-cargo"><div class="field-content">${esc(m.title)}</div></div>` +
  `<div class="views-field views-field-body"><div class="field-content"><p>${esc(m.bio)}</p></div></div>` +
  `<div class="views-field views-field-field-email"><div class="field-content">${mailto(`${m.mail}@${HOST}`)}</div></div></div>`;

export function raicesDelMonte(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Inicio',
    lang: 'es-AR',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Fundación Raíces del Monte',
        url: `${ORIGIN}/`,
        foundingDate: '2009',
        address: { '@type': 'PostalAddress', streetAddress: 'Av. Colón 1240, piso 3, of. B', postalCode: 'X5000EPT', addressLocality: 'Córdoba', addressRegion: 'Córdoba', addressCountry: 'AR' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'Consultas generales', email: `mailto:info@${HOST}`, telephone: '+54 351 423-8816', availableLanguage: 'es' },
      },
    ],
    main: node(
      'Fundación Raíces del Monte',
      `<p class="lead">Desde 2009 restauramos bosque nativo y protegemos las nacientes de agua de las Sierras de Córdoba, junto a escuelas, productores y vecinos.</p><p>En 2024 plantamos 18.400 molles, talas y algarrobos y acompañamos a 37 familias rurales con sistemas de cosecha de agua de lluvia.</p><p><a href="/voluntariado" class="btn btn-primary">Sumate como voluntario</a> <a href="/donar" class="btn btn-outline-primary">Doná</a></p>`,
    ),
  });

  pages['/donar'] = page({
    path: '/donar',
    title: 'Doná',
    lang: 'es-AR',
    main: node('Doná', `<p>Podés donar por transferencia a nuestra cuenta en el Banco de Córdoba, CBU 0200302111000018822045. Para recibir el certificado de donación deducible del Impuesto a las Ganancias, enviá el comprobante a la Cra. Julieta Arce a través del formulario de contacto.</p><p>Las consultas sobre débito automático las atiende el banco: empresas@bancor-dominio.com.ar</p>`),
  });

  pages['/institucional/quienes-somos'] = page({
    path: '/institucional/quienes-somos',
    title: 'Quiénes somos',
    lang: 'es-AR',
    main: node('Quiénes somos', `<p>La Fundación nació en 2009 por iniciativa de un grupo de guardaparques, docentes y productores de Punilla y Calamuchita, preocupados por los incendios y el avance de los desmontes.</p>`),
  });

  pages['/institucional/autoridades'] = page({
    path: '/institucional/autoridades',
    title: 'Autoridades',
    lang: 'es-AR',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Fundación Raíces del Monte',
        member: [
          { '@type': 'OrganizationRole', roleName: 'Presidenta', member: { '@type': 'Person', name: 'María Laura Giménez Ocampo', email: `mgimenez@${HOST}` } },
          { '@type': 'OrganizationRole', roleName: 'Tesorero', member: { '@type': 'Person', name: 'Jorge Ferrero', email: `jferrero@${HOST}` } },
        ],
      },
    ],
    main: node(
      'Autoridades',
      `<h2>Consejo de Administración (2024–2027)</h2>` +
        `<p><strong>Presidenta:</strong> Lic. María Laura Giménez Ocampo – ${mailto(`mgimenez@${HOST}`)}</p>` +
        `<p><strong>Secretario:</strong> Dr. Hernán Paz Olmedo – ${mailto(`hpaz@${HOST}`)}</p>` +
        `<p><strong>Tesorero:</strong> Cr. Jorge Ferrero – ${mailto(`jferrero@${HOST}`)}</p>` +
        `<p><strong>Vocales:</strong> Prof. Ana Bustos, Guardaparque Raúl Oviedo</p>` +
        `<h2>Revisora de cuentas</h2><p>Cra. Silvina Peralta</p>`,
    ),
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    lang: 'es-AR',
    main: node('Equipo', `<div class="views-element-container"><div class="view view-equipo view-id-equipo view-display-id-page_1"><div class="view-content row">${STAFF.map(staffCard).join('')}</div></div></div>`),
  });

  pages['/voluntariado'] = page({
    path: '/voluntariado',
    title: 'Sumate',
    lang: 'es-AR',
    main: node(
      'Sumate como voluntario',
      `<p>Organizamos jornadas de plantación, recolección de semillas y monitoreo de arroyos casi todos los sábados de marzo a noviembre. No hace falta experiencia: sólo ganas y calzado cómodo.</p>` +
        `<p>Si querés sumarte, escribile a Lucía Bazán, nuestra coordinadora de voluntariado, a ${mailto(`lbazan@${HOST}`)} y contale en qué zona vivís.</p>` +
        `<form class="webform-submission-form" action="/voluntariado" method="post"><div class="js-form-item form-item form-type-email"><label for="edit-correo" class="js-form-required form-required">Correo electrónico</label><input data-drupal-selector="edit-correo" type="email" id="edit-correo" name="correo" size="60" maxlength="254" placeholder="tunombre@gmail.com" class="form-email required form-control" required="required"></div><input type="submit" value="Enviar" class="button js-form-submit form-submit btn btn-primary"></form>`,
    ),
  });

  pages['/noticias'] = page({
    path: '/noticias',
    title: 'Noticias',
    lang: 'es-AR',
    main: node('Noticias', `<div class="view view-noticias"><div class="view-content"><div class="views-row"><h3><a href="/noticias/2025/jornada-de-reforestacion-en-cuesta-blanca" hreflang="es">Jornada de reforestación en Cuesta Blanca</a></h3><span class="date">18/08/2025</span></div><div class="views-row"><h3>Balance 2024</h3><span class="date">30/04/2025</span></div></div></div>`),
  });

  pages['/noticias/2025/jornada-de-reforestacion-en-cuesta-blanca'] = page({
    path: '/noticias/2025/jornada-de-reforestacion-en-cuesta-blanca',
    title: 'Jornada de reforestación en Cuesta Blanca',
    lang: 'es-AR',
    main: node(
      'Jornada de reforestación en Cuesta Blanca',
      `<p class="submitted">Por Tomás Funes · 18/08/2025</p><p>El sábado 13 de septiembre vamos a plantar 600 ejemplares de molle y coco en la reserva hídrica de Cuesta Blanca, junto a la cooperativa de agua y dos escuelas de la zona.</p>` +
        `<p>La jornada la coordina Carolina Ferreyra. Inscripciones: ${mailto(`jornadas@${HOST}`)} (cupo de 80 personas; hay traslado desde Córdoba capital).</p>`,
    ),
  });

  pages['/transparencia'] = page({
    path: '/transparencia',
    title: 'Transparencia',
    lang: 'es-AR',
    main: node(
      'Transparencia',
      `<p>Publicamos nuestros balances aprobados y las rendiciones de cada proyecto financiado.</p><ul><li>Balance 2024 (PDF, 1,2 MB)</li><li>Memoria 2024 (PDF, 3,8 MB)</li></ul>` +
        `<h2>Datos abiertos</h2><p>Los datos del monitoreo de caudales y calidad de agua están disponibles en nuestro repositorio:</p><pre><code>git clone git@github.com:raicesdelmonte/monitoreo-cuencas.git</code></pre>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    lang: 'es-AR',
    main: node('Contacto', `<p>Atención de lunes a viernes de 9 a 14 h en Av. Colón 1240, piso 3, of. B, Córdoba.</p><p>Consultas generales: ${mailto(`info@${HOST}`)} · ${tel('+54 351 423-8816')}</p><p>Prensa: Tomás Funes, Responsable de Comunicación – ${mailto(`tfunes@${HOST}`)}</p>`),
  });

  pages['/politica-de-privacidad'] = page({ path: '/politica-de-privacidad', title: 'Política de privacidad', lang: 'es-AR', main: node('Política de privacidad', `<p>En cumplimiento de la Ley 25.326 de Protección de los Datos Personales…</p>`) });
  pages['/socios'] = page({ path: '/socios', title: 'Acceso socios', lang: 'es-AR', main: node('Acceso socios', `<p>Consultas por cuotas sociales: ${mailto(`cuotas@${HOST}`)}</p>`) });

  const staffAddr = (m: Member): TruthAddress => ({
    address: `${m.mail}@${HOST}`,
    name: m.name,
    title: m.title,
    pages: m.mail === 'tfunes' ? ['/equipo', '/contacto'] : ['/equipo'],
    cases: m.mail === 'tfunes' ? ['card', 'name-title-line', 'plain', 'link-non-english'] : m.hon ? ['card', 'honorific', 'plain', 'link-non-english'] : ['card', 'plain', 'link-non-english'],
  });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/register\nDisallow: /user/password\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /socios\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-20',
      languages: ['es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: `mgimenez@${HOST}`, name: 'María Laura Giménez Ocampo', title: 'Presidenta', pages: ['/institucional/autoridades'], cases: ['title-name-line', 'honorific', 'json-ld-person', 'json-ld-nested', 'plain', 'link-non-english'] },
        { address: `hpaz@${HOST}`, name: 'Hernán Paz Olmedo', title: 'Secretario', pages: ['/institucional/autoridades'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `jferrero@${HOST}`, name: 'Jorge Ferrero', title: 'Tesorero', pages: ['/institucional/autoridades'], cases: ['title-name-line', 'honorific', 'json-ld-person', 'json-ld-nested', 'plain', 'link-non-english'] },
        ...STAFF.map(staffAddr),
        { address: `lbazan@${HOST}`, name: 'Lucía Bazán', title: 'coordinadora de voluntariado', pages: ['/voluntariado'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `jornadas@${HOST}`, name: null, title: null, pages: ['/noticias/2025/jornada-de-reforestacion-en-cuesta-blanca'], cases: ['neighbour', 'deep-page', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/socios'],
      nonAddresses: [
        { text: `cuotas@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:raicesdelmonte/monitoreo-cuencas.git', kind: 'git' },
        { text: 'empresas@bancor-dominio.com.ar', kind: 'other-company' },
        { text: 'tunombre@gmail.com', kind: 'placeholder' },
      ],
    },
  };
}
