/**
 * Clínica Arenal de Traumatología: a private orthopaedic and sports-medicine clinic in Zaragoza,
 * on WordPress with the Divi theme and Yoast SEO, Spanish only. The medical team as Divi "team
 * member" modules with "Dr." / "Dra." before two-surname names and a "PhD" after one, the
 * podiatrist's address written by String.fromCharCode, the clinic's MedicalClinic JSON-LD with an
 * appointments contact point, and a blog post about knee rehabilitation, listed only in Yoast's
 * post sitemap (a child of the sitemap index), quoting the physiotherapy coordinator. The
 * patient area is disallowed; a placeholder in the appointment form.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'clinica-arenal.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/la-clinica', 'La clínica'],
  ['/especialidades', 'Especialidades'],
  ['/cuadro-medico', 'Cuadro médico'],
  ['/seguros', 'Aseguradoras'],
  ['/pedir-cita', 'Pedir cita'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Clínica Arenal de Traumatología',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<meta name="generator" content="Divi v.4.25.1">',
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
    "<link rel='stylesheet' id='divi-style-parent-css' href='/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all'>",
    "<link rel='stylesheet' id='divi-dynamic-css' href='/wp-content/et-cache/7/et-divi-dynamic-7.css?ver=1714467720' type='text/css' media='all'>",
    '<!-- / Yoast SEO plugin. -->',
  ],
  header: (p) =>
    `<div id="page-container"><div id="et-boc" class="et-boc"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="/wp-content/uploads/2022/05/logo-clinica-arenal.png" width="260" height="70" alt="Clínica Arenal de Traumatología" id="logo" data-height-percentage="60"></a></div>` +
    `<div id="et-top-navigation" data-height="80" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${200 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${href === p.path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${200 + i}"><a href="${href === '/' ? '/' : `${href}/`}"${href === p.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Seleccionar página</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header><div id="et-main-area">`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Clínica Arenal</h4><div class="textwidget"><p>Paseo de la Constitución 31, 50008 Zaragoza<br>Citas: ${tel('976 30 44 10')}<br>${mailto(`citas@${HOST}`)}</p></div></div></div>` +
    `<div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><ul class="menu"><li><a href="/aviso-legal/">Aviso legal</a></li><li><a href="/politica-de-privacidad/">Política de privacidad</a></li><li><a href="/area-paciente/">Área del paciente</a></li><li><a href="/blog/">Blog</a></li></ul></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2025 Clínica Arenal de Traumatología S.L. · Centro sanitario autorizado C.2.90 nº 50-C2-0874</div></div></div></footer></div></div></div>`,
  privacyPath: { es: '/politica-de-privacidad/' },
  bodyEnd: [
    "<script type='text/javascript' src='/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>",
    "<script type='text/javascript' id='divi-custom-script-js-extra'>var DIVI = {\"item_count\":\"%d Item\",\"items_count\":\"%d Items\"};var et_frontend_scripts = {\"builderCssContainerPrefix\":\"#et-boc\",\"builderCssLayoutPrefix\":\"#et-boc .et-l\"};</script>",
    "<script type='text/javascript' src='/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1' id='divi-custom-script-js'></script>",
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es-ES' });

/** A Divi builder page: sections of rows of modules. */
const divi = (sections: string[]): string =>
  `<div id="main-content"><article class="page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">` +
  sections.map((s, i) => `<div class="et_pb_section et_pb_section_${i} et_section_regular"><div class="et_pb_row et_pb_row_${i}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${i} et-last-child">${s}</div></div></div>`).join('') +
  `</div></div></div></article></div>`;
const textModule = (html: string, n = 0): string => `<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;

type Doctor = { shown: string; name: string; position: string; local: string; bio: string; cases: CaseKind[]; charcode?: boolean };
const DOCTORS: Doctor[] = [
  { shown: 'Dr. Javier Sendra', name: 'Javier Sendra', position: 'Director médico. Especialista en Cirugía Ortopédica y Traumatología', local: 'jsendra', bio: 'Cirugía de hombro y codo. Más de 20 años en el Hospital Universitario Miguel Servet.', cases: ['honorific'] },
  { shown: 'Dra. Marta Olmedo, PhD', name: 'Marta Olmedo', position: 'Unidad de Rodilla y Medicina Deportiva', local: 'molmedo', bio: 'Doctora en Medicina por la Universidad de Zaragoza. Médica de la Sociedad Deportiva Huesca.', cases: ['honorific', 'post-nominal'] },
  { shown: 'Dr. Ignacio Bermejo', name: 'Ignacio Bermejo', position: 'Cirugía de Columna', local: 'ibermejo', bio: 'Hernia discal, estenosis de canal y cirugía mínimamente invasiva de columna.', cases: ['honorific'] },
  { shown: 'Dra. Lucía Garrido', name: 'Lucía Garrido', position: 'Unidad de Mano y Muñeca', local: 'lgarrido', bio: 'Síndrome del túnel carpiano, dedo en resorte y fracturas de muñeca.', cases: ['honorific'] },
  { shown: 'Carlos Medina', name: 'Carlos Medina', position: 'Podólogo. Biomecánica y plantillas a medida', local: 'cmedina', bio: 'Estudio de la pisada y tratamiento del pie del corredor.', cases: [], charcode: true },
];

export function clinicaArenal(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const podologo = DOCTORS.find((d) => d.charcode)!;
  const podCodes = charCodes(`${podologo.local}@${HOST}`);
  const podScript = `<script>document.write('<a href="mailto:' + String.fromCharCode(${podCodes}) + '">' + String.fromCharCode(${podCodes}) + '</a>');</script>`;

  const member = (d: Doctor, i: number): string =>
    `<div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="/wp-content/uploads/2023/02/${d.local}-400x400.jpg" alt="${esc(d.shown)}"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(d.shown)}</h4><p class="et_pb_member_position">${esc(d.position)}</p><div><p>${esc(d.bio)}</p><p>${d.charcode ? podScript : mailto(`${d.local}@${HOST}`)}</p></div></div></div>`;

  pages['/'] = page({
    path: '/',
    title: 'Traumatología y medicina deportiva en Zaragoza',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalClinic',
        '@id': `${ORIGIN}/#clinic`,
        name: 'Clínica Arenal de Traumatología',
        url: `${ORIGIN}/`,
        telephone: '+34 976 30 44 10',
        medicalSpecialty: ['Orthopedic', 'SportsMedicine', 'PhysicalTherapy'],
        address: { '@type': 'PostalAddress', streetAddress: 'Paseo de la Constitución 31', postalCode: '50008', addressLocality: 'Zaragoza', addressCountry: 'ES' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'citas', telephone: '+34 976 30 44 10', email: `citas@${HOST}` },
      },
    ],
    main: divi([
      textModule(`<h1>Traumatología, medicina deportiva y fisioterapia en el centro de Zaragoza</h1><p>Diagnóstico, cirugía y rehabilitación en un mismo centro, con resonancia magnética y ecografía propias. Atendemos a pacientes privados y de las principales aseguradoras.</p>`),
      textModule(`<p><a class="et_pb_button" href="/pedir-cita/">Pedir cita</a> <a class="et_pb_button" href="/cuadro-medico/">Conoce a nuestro equipo</a></p>`, 1),
    ]),
  });

  pages['/la-clinica'] = page({
    path: '/la-clinica',
    title: 'La clínica',
    main: divi([textModule(`<h1>La clínica</h1><p>Fundada en 2009 por el Dr. Javier Sendra Ruiz, la clínica cuenta hoy con seis especialistas, una unidad de fisioterapia de 400 m² y un quirófano de cirugía ambulatoria.</p>`)]),
  });

  pages['/especialidades'] = page({
    path: '/especialidades',
    title: 'Especialidades',
    main: divi([textModule(`<h1>Especialidades</h1><ul><li>Rodilla y medicina deportiva</li><li>Hombro y codo</li><li>Columna</li><li>Mano y muñeca</li><li>Pie y tobillo, podología</li><li>Fisioterapia y readaptación</li></ul>`)]),
  });

  pages['/cuadro-medico'] = page({
    path: '/cuadro-medico',
    title: 'Cuadro médico',
    main: divi([textModule(`<h1>Cuadro médico</h1>`), DOCTORS.map(member).join('')]),
  });

  pages['/seguros'] = page({
    path: '/seguros',
    title: 'Aseguradoras',
    main: divi([
      textModule(
        `<h1>Aseguradoras</h1><p>Trabajamos con Sanitas, Adeslas, DKV, Asisa, Mapfre y mutuas de accidentes de trabajo. Para autorizaciones, consultas sobre facturación y pólizas, escriba a ${mailto(`administracion@${HOST}`)}; el departamento lo coordina Rocío Lázaro, que también atiende a las mutuas por teléfono.</p>`,
      ),
    ]),
  });

  pages['/pedir-cita'] = page({
    path: '/pedir-cita',
    title: 'Pedir cita',
    main: divi([
      textModule(`<h1>Pedir cita</h1><p>Llámenos al ${tel('976 30 44 10')} (lunes a viernes, 8:30–20:30) o escríbanos a ${mailto(`citas@${HOST}`)} indicando especialidad y aseguradora.</p>`),
      `<div class="et_pb_module et_pb_contact_form_container"><form class="et_pb_contact_form clearfix" method="post" action="/pedir-cita/"><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_nombre_0" placeholder="Nombre y apellidos"></p><p class="et_pb_contact_field"><input type="email" name="et_pb_contact_email_0" placeholder="nombre@correo.test"></p><p class="et_pb_contact_field"><textarea name="et_pb_contact_mensaje_0" placeholder="Motivo de la consulta"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Enviar</button></form></div>`,
    ]),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    main: divi([textModule(`<h1>Blog</h1><p>Consejos de nuestros especialistas sobre lesiones, prevención y vuelta al deporte.</p><article><h2><a href="/blog/esguince-de-tobillo-cuando-volver-a-correr/">Esguince de tobillo: ¿cuándo volver a correr?</a></h2></article>`)]),
  });

  pages['/blog/esguince-de-tobillo-cuando-volver-a-correr'] = page({
    path: '/blog/esguince-de-tobillo-cuando-volver-a-correr',
    title: 'Esguince de tobillo: ¿cuándo volver a correr?',
    main: divi([textModule(`<h1>Esguince de tobillo: ¿cuándo volver a correr?</h1><p>Un esguince de grado I suele permitir trotar suave a las dos o tres semanas; uno de grado III puede requerir dos meses y trabajo de propiocepción.</p>`)]),
  });

  pages['/blog/rehabilitacion-tras-ligamento-cruzado'] = page({
    path: '/blog/rehabilitacion-tras-ligamento-cruzado',
    title: 'Rehabilitación tras la cirugía de ligamento cruzado anterior',
    main: divi([
      textModule(
        `<h1>Rehabilitación tras la cirugía de ligamento cruzado anterior</h1><p class="post-meta">por Clínica Arenal | 12 marzo 2025 | Rodilla</p>` +
          `<p>La recuperación tras una plastia de LCA dura entre seis y nueve meses. Las primeras semanas el objetivo es recuperar la extensión completa y controlar la inflamación; después llega el trabajo de fuerza y, por último, la readaptación al gesto deportivo.</p>` +
          `<p>«Lo más importante es no tener prisa en la fase de carrera», explica Laura Campos Rey, fisioterapeuta y coordinadora de la Unidad de Fisioterapia, que resuelve las dudas de los pacientes operados en ${mailto(`lcampos@${HOST}`)}.</p>`,
      ),
    ]),
  });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    main: divi([textModule(`<h1>Aviso legal</h1><p>Titular: Clínica Arenal de Traumatología S.L., CIF B99123456, Paseo de la Constitución 31, 50008 Zaragoza. Inscrita en el Registro Mercantil de Zaragoza, tomo 3.812, folio 150, hoja Z-51234.</p><p>Delegada de protección de datos: Beatriz Andreu Sola, abogada, ${mailto(`bandreu@${HOST}`)}</p>`)]),
  });

  pages['/politica-de-privacidad'] = page({ path: '/politica-de-privacidad', title: 'Política de privacidad', main: divi([textModule(`<h1>Política de privacidad</h1><p>Sus datos de salud se tratan con la máxima confidencialidad conforme al RGPD y a la Ley 41/2002 de autonomía del paciente.</p>`)]) });

  pages['/area-paciente'] = page({ path: '/area-paciente', title: 'Área del paciente', main: divi([textModule(`<h1>Área del paciente</h1><p>Consulte sus informes y pruebas. Incidencias de acceso: ${mailto(`soporte.pacientes@${HOST}`)}</p>`)]) });

  pages['/page-sitemap.xml'] = { body: urlset(HOST, ['/', '/la-clinica/', '/especialidades/', '/cuadro-medico/', '/seguros/', '/pedir-cita/', '/aviso-legal/', '/blog/'], '2025-03-20'), contentType: 'text/xml; charset=UTF-8' };
  pages['/post-sitemap.xml'] = { body: urlset(HOST, ['/blog/esguince-de-tobillo-cuando-volver-a-correr/', '/blog/rehabilitacion-tras-ligamento-cruzado/'], '2025-03-12'), contentType: 'text/xml; charset=UTF-8' };

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-paciente/\nDisallow: /area-paciente\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-03-20'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-62',
      languages: ['es'],
      addresses: [
        { address: `citas@${HOST}`, name: null, title: null, pages: ['/', '/pedir-cita'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `administracion@${HOST}`, name: null, title: null, pages: ['/seguros'], cases: ['role', 'neighbour', 'plain', ln] },
        ...DOCTORS.map((d) => ({
          address: `${d.local}@${HOST}`,
          name: d.name,
          title: d.position,
          pages: ['/cuadro-medico'],
          ...(d.charcode ? { encoded: { kind: 'charcodes' as const, text: podCodes } } : {}),
          cases: ['card', d.charcode ? 'script-charcode' : 'plain', ln, ...d.cases] as CaseKind[],
        })),
        { address: `lcampos@${HOST}`, name: 'Laura Campos Rey', title: 'fisioterapeuta y coordinadora de la Unidad de Fisioterapia', pages: ['/blog/rehabilitacion-tras-ligamento-cruzado'], cases: ['prose', 'sitemap-index', 'plain'] },
        { address: `bandreu@${HOST}`, name: 'Beatriz Andreu Sola', title: 'abogada', titleAlternatives: ['Delegada de protección de datos'], pages: ['/aviso-legal'], cases: ['label-line', 'plain', ln] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/area-paciente'],
      nonAddresses: [
        { text: 'nombre@correo.test', kind: 'placeholder' },
        { text: `soporte.pacientes@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
