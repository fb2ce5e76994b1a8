/**
 * Cofradía de Pescadores San Telmo de Cabo Gaviero: a fishermen's guild (a public-law
 * corporation) on the Asturian coast that runs the fish market, on WordPress with Divi, in
 * Spanish. The board as Divi team-member modules ("D." before the Patrón Mayor), the secretary
 * as "Title: Name" with an address a script turns around from a data attribute, the market
 * technician as the buyers' label line with street and phone, the small-gear representative as a
 * "Name – Title" list line, the biologist in a news post listed only in the gzip sitemap that
 * robots.txt names. Addresses are initial plus first surname. Traps: the web agency's address
 * and the members' area (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cofradiacabogaviero.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/la-cofradia', 'La Cofradía'],
  ['/lonja', 'Lonja y primera venta'],
  ['/percebe', 'Percebe de Cabo Gaviero'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Cofradía de Pescadores San Telmo',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="Divi v.4.27.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.27.1" type="text/css" media="all">`,
    `<link rel="stylesheet" id="divi-style-css" href="${ORIGIN}/wp-content/themes/divi-cofradia/style.css?ver=4.27.1" type="text/css" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    `<script type="text/javascript" src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: (spec) =>
    `<div id="page-container"><div id="et-boc" class="et-boc"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="${ORIGIN}/"><img src="${ORIGIN}/wp-content/uploads/2022/05/logo-cofradia-san-telmo.png" width="260" height="90" alt="Cofradía de Pescadores San Telmo" id="logo" data-height-percentage="70"></a></div>` +
    `<div id="et-top-navigation" data-height="80" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU.map(([h, l], i) => `<li id="menu-item-${31 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${31 + i}${h === spec.path ? ' current-menu-item page_item current_page_item' : ''}"><a href="${ORIGIN}${h === '/' ? '/' : `${h}/`}">${esc(l)}</a></li>`).join('')}</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Seleccionar página</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header><div id="et-main-area"><div id="main-content">`,
  footer: () =>
    `</div><footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Cofradía de Pescadores San Telmo</h4><div class="textwidget"><p>Muelle de Poniente, s/n<br>33156 Cabo Gaviero (Asturias)<br>${tel('985 58 14 02')}<br>${mailto(`info@${HOST}`)}</p></div></div></div>` +
    `<div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><ul class="menu"><li><a href="${ORIGIN}/aviso-legal/">Aviso legal</a></li><li><a href="${ORIGIN}/politica-de-privacidad/">Política de privacidad</a></li><li><a href="${ORIGIN}/zona-socios/">Zona de socios</a></li></ul></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Cofradía financiada con el apoyo del FEMPA · Diseño web: Olas Digital (hola@olasdigital.test)</div></div></div></footer></div></div></div>`,
  privacyPath: { es: `${ORIGIN}/politica-de-privacidad/` },
  bodyEnd: [
    `<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"}; var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};</script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.1" id="divi-custom-script-js"></script>`,
    `<script>document.querySelectorAll('.e-inv').forEach(function(e){var m=e.getAttribute('data-inv').split('').reverse().join('');e.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es-ES' });

let mod = 0;
/** A Divi section with one row and one column holding the modules. */
const diviSection = (html: string): string =>
  `<div class="et_pb_section et_pb_section_${mod++} et_section_regular"><div class="et_pb_row et_pb_row_${mod} et_pb_gutters2"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${mod} et_pb_css_mix_blend_mode_passthrough et-last-child">${html}</div></div></div>`;
const diviText = (html: string): string => `<div class="et_pb_module et_pb_text et_pb_text_${mod++} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;

let member = 0;
const teamMember = (shown: string, position: string, photo: string, body: string): string =>
  `<div class="et_pb_module et_pb_team_member et_pb_team_member_${member++} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="400" src="${ORIGIN}/wp-content/uploads/2023/03/${photo}-400x400.jpg" alt="${esc(shown)}"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(shown)}</h4><p class="et_pb_member_position">${esc(position)}</p><div>${body}</div></div></div>`;

const SECRETARIA = `balvarez@${HOST}`;
const NEWS = '/2025/02/arranca-la-campana-del-percebe-2025';

export function cofradiaCaboGaviero(): CrawlWorldSite {
  mod = 0;
  member = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Pesca artesanal en Cabo Gaviero',
    description: 'Cofradía de Pescadores San Telmo de Cabo Gaviero: lonja, primera venta de pescado y percebe, y representación del sector pesquero artesanal.',
    main:
      diviSection(diviText(`<h1>Pesca artesanal desde 1918</h1><p>Veintiocho embarcaciones de artes menores y palangre, una lonja con subasta diaria y el percebe con marca de calidad. La Cofradía representa a armadores y tripulantes ante la Administración desde hace más de un siglo.</p>`)) +
      diviSection(diviText(`<p><a href="${ORIGIN}/la-cofradia/">Conoce la Cofradía</a> · <a href="${ORIGIN}/lonja/">Horario de subasta</a> · <a href="${ORIGIN}/percebe/">El percebe de Cabo Gaviero</a></p>`)),
  });

  pages['/la-cofradia'] = page({
    path: '/la-cofradia',
    title: 'La Cofradía',
    main:
      diviSection(diviText(`<h1>La Cofradía</h1><p>Corporación de derecho público sin ánimo de lucro, órgano de consulta y colaboración de la Administración del Principado de Asturias en materia de pesca marítima.</p><h2>Cabildo</h2>`)) +
      `<div class="et_pb_section et_pb_section_team"><div class="et_pb_row et_pb_row_team et_pb_gutters2">` +
      `<div class="et_pb_column et_pb_column_1_3">${teamMember('D. Manuel Fernández Cuesta', 'Patrón Mayor', 'manuel-fernandez', `<p>Armador del “Nuevo Rosario”. Patrón Mayor desde 2019 y vicepresidente de la Federación de Cofradías.</p><p>${mailto(`mfernandez@${HOST}`)}</p>`)}</div>` +
      `<div class="et_pb_column et_pb_column_1_3">${teamMember('Ramón Iglesias Pando', 'Vicepatrón Mayor', 'ramon-iglesias', `<p>Percebeiro y tripulante; coordina las vedas y los turnos de extracción.</p><p>${mailto(`riglesias@${HOST}`)}</p>`)}</div>` +
      `<div class="et_pb_column et_pb_column_1_3 et-last-child">${teamMember('Lucía Pando Riestra', 'Administrativa (contabilidad, seguros sociales y liquidaciones de lonja)', 'lucia-pando', `<p>${mailto(`lpando@${HOST}`)}</p>`)}</div>` +
      `</div></div>` +
      diviSection(diviText(`<h2>Vocales de la Junta General</h2><ul><li><strong>Xuacu Llera Fano</strong> – Vocal por artes menores y marisqueo a pie – ${mailto(`xllera@${HOST}`)}</li><li><strong>Olaya Cuervo Sánchez</strong> – Vocal por el sector de palangre – sin correo propio (a través de secretaría)</li></ul>`)),
  });

  pages['/lonja'] = page({
    path: '/lonja',
    title: 'Lonja y primera venta',
    main: diviSection(
      diviText(
        `<h1>Lonja y primera venta</h1><p>Subasta a la baja de lunes a viernes a las 16:30. Percebe, pulpo, merluza de pincho, salmonete y xarda según temporada.</p>` +
          `<p>Contacto para compradores autorizados: Noelia Suárez, técnica de lonja y primera venta, Muelle de Poniente s/n, 33156 Cabo Gaviero, tel. ${tel('985 58 14 07')}, ${mailto(`nsuarez@${HOST}`)}</p>` +
          `<p>Altas de compradores y documentación: ${mailto(`lonja@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/percebe'] = page({
    path: '/percebe',
    title: 'Percebe de Cabo Gaviero',
    main: diviSection(diviText(`<h1>Percebe de Cabo Gaviero</h1><p>Extraído a mano por percebeiros autorizados, con cupos diarios por licencia fijados en el Plan de Explotación aprobado por la Consejería.</p>`)),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: diviSection(
      diviText(
        `<h1>Contacto</h1><p>Oficinas: lunes a viernes de 8:00 a 14:00.</p><p>Información general: ${mailto(`info@${HOST}`)}</p>` +
          `<p>Secretaria-Tesorera: Dña. Begoña Álvarez Menéndez – <span class="e-inv" data-inv="${reversed(SECRETARIA)}">(active JavaScript para ver el correo)</span></p>`,
      ) +
        `<div class="et_pb_module et_pb_contact_form_container" id="et_pb_contact_form_0"><form class="et_pb_contact_form clearfix" method="post" action="${ORIGIN}/contacto/"><p class="et_pb_contact_field"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Nombre</label><input type="text" id="et_pb_contact_name_0" class="input" name="et_pb_contact_name_0"></p><p class="et_pb_contact_field"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Correo electrónico</label><input type="text" id="et_pb_contact_email_0" class="input" name="et_pb_contact_email_0"></p><button type="submit" class="et_pb_contact_submit et_pb_button">Enviar</button></form></div>`,
    ),
  });

  pages[NEWS] = page({
    path: NEWS,
    title: 'Arranca la campaña del percebe 2025',
    main:
      `<article id="post-412" class="et_pb_post post-412 post type-post status-publish format-standard has-post-thumbnail hentry category-noticias"><div class="et_post_meta_wrapper"><h1 class="entry-title">Arranca la campaña del percebe 2025</h1><p class="post-meta"><span class="published">3 Feb 2025</span> | <a href="${ORIGIN}/category/noticias/" rel="category tag">Noticias</a></p></div><div class="entry-content">` +
      `<p>Con el levantamiento de la veda el 1 de febrero, once percebeiros con licencia han vuelto a las zonas de Punta Cuervo y El Bufón. El cupo diario se mantiene en 8 kg por licencia.</p>` +
      `<p>Este año se amplían los muestreos de talla y densidad. Los coordina Iván Menéndez del Valle, biólogo de la Cofradía y responsable del seguimiento científico del Plan de Explotación del percebe, que atiende consultas de investigadores y estudiantes en ${mailto(`imenendez@${HOST}`)}.</p></div></article>`,
  });

  pages['/aviso-legal'] = page({ path: '/aviso-legal', title: 'Aviso legal', main: diviSection(diviText(`<h1>Aviso legal</h1><p>Titular: Cofradía de Pescadores San Telmo de Cabo Gaviero, CIF G33041877, inscrita en el Registro de Cofradías del Principado de Asturias.</p>`)) });
  pages['/politica-de-privacidad'] = page({ path: '/politica-de-privacidad', title: 'Política de privacidad', main: diviSection(diviText(`<h1>Política de privacidad</h1><p>Responsable: la Cofradía. Finalidad: gestionar consultas y la relación con socios y compradores.</p>`)) });
  pages['/zona-socios'] = page({ path: '/zona-socios', title: 'Zona de socios', main: diviSection(diviText(`<h1>Zona de socios</h1><p>Liquidaciones, cupos y actas del Cabildo. Incidencias de acceso: ${mailto(`socios@${HOST}`)}</p>`)) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/la-cofradia/', '/lonja/', '/percebe/', '/contacto/', NEWS + '/', '/aviso-legal/'], '2025-02-03'));

  const a = (local: string, name: string, title: string, pagesOf: string[], cases: CaseKind[]) => ({ address: `${local}@${HOST}`, name, title, pages: pagesOf, cases });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /zona-socios\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-106',
      languages: ['es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        { address: `lonja@${HOST}`, name: null, title: null, pages: ['/lonja'], cases: ['role', 'plain', 'link-non-english'] },
        a('mfernandez', 'Manuel Fernández Cuesta', 'Patrón Mayor', ['/la-cofradia'], ['card', 'honorific', 'plain', 'link-non-english']),
        a('riglesias', 'Ramón Iglesias Pando', 'Vicepatrón Mayor', ['/la-cofradia'], ['card', 'plain', 'link-non-english']),
        a('lpando', 'Lucía Pando Riestra', 'Administrativa (contabilidad, seguros sociales y liquidaciones de lonja)', ['/la-cofradia'], ['card', 'plain', 'link-non-english']),
        a('xllera', 'Xuacu Llera Fano', 'Vocal por artes menores y marisqueo a pie', ['/la-cofradia'], ['name-title-line', 'plain', 'link-non-english']),
        a('nsuarez', 'Noelia Suárez', 'técnica de lonja y primera venta', ['/lonja'], ['label-line', 'plain', 'link-non-english']),
        { ...a('balvarez', 'Begoña Álvarez Menéndez', 'Secretaria-Tesorera', ['/contacto'], ['title-name-line', 'honorific', 'script-reversed', 'link-non-english']), encoded: { kind: 'reversed' as const, text: reversed(SECRETARIA) } },
        a('imenendez', 'Iván Menéndez del Valle', 'biólogo de la Cofradía y responsable del seguimiento científico del Plan de Explotación del percebe', [NEWS], ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain']),
      ],
      pattern: '{f}{last}',
      disallowed: ['/zona-socios'],
      nonAddresses: [
        { text: `socios@${HOST}`, kind: 'disallowed' },
        { text: 'hola@olasdigital.test', kind: 'other-company' },
      ],
    },
  };
}
