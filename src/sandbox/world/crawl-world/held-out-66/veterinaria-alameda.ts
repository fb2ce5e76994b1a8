/**
 * Clínica Veterinaria Alameda: a small-animal clinic in Sevilla on WordPress with Elementor and
 * Yoast, in Spanish. The vets as Elementor image boxes ("Dra.", "Dr."; one address written out by
 * a String.fromCharCode script), the emergency line as a ContactPoint with a mailto: e-mail, an
 * adoptions address printed under the manager's name without being hers, and a vet in a blog post
 * listed only in Yoast's post sitemap. An old address in an HTML comment, the form's placeholder
 * and the clients' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'veterinariaalameda.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/servicios', 'Servicios'],
  ['/equipo', 'Equipo'],
  ['/urgencias', 'Urgencias 24 h'],
  ['/contacto', 'Contacto'],
  ['/mi-mascota', 'Área clientes'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Clínica Veterinaria Alameda',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="Elementor 3.24.7; features: additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.7" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1" media="all">`,
    '<!-- This site is optimized with the Yoast SEO plugin v23.6 - https://yoast.com/wordpress/plugins/seo/ -->',
  ],
  header: () =>
    `<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header"><div class="elementor-element elementor-element-5f2c1a7 e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">` +
    `<div class="elementor-widget elementor-widget-image"><a href="${ORIGIN}/"><img width="240" height="70" src="${ORIGIN}/wp-content/uploads/2024/01/logo-alameda.svg" alt="Clínica Veterinaria Alameda"></a></div>` +
    `<div class="elementor-widget elementor-widget-nav-menu"><nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul id="menu-1-3a9e" class="elementor-nav-menu">${MENU.map(([href, label]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${ORIGIN}${href === '/' ? '/' : `${href}/`}" class="elementor-item">${esc(label)}</a></li>`).join('')}</ul></nav></div></div></div></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="48" class="elementor elementor-48 elementor-location-footer"><div class="elementor-element e-con-boxed e-con e-parent"><div class="e-con-inner">` +
    `<div class="elementor-widget elementor-widget-text-editor"><p>Clínica Veterinaria Alameda · Alameda de Hércules, 77 · 41002 Sevilla<br>${tel('954 00 31 62')} · ${mailto(`hola@${HOST}`)}</p><p>Lunes a viernes 9:30–14:00 y 17:00–21:00 · Sábados 10:00–14:00</p>` +
    `<p><a href="${ORIGIN}/aviso-legal/">Aviso legal</a> | <a href="${ORIGIN}/politica-de-cookies/">Política de cookies</a> | Diseño web: Trazo Creativo</p></div></div></div></div>`,
  privacyPath: { es: `${ORIGIN}/politica-de-cookies/` },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.7" id="elementor-frontend-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es-ES' });
const wrap = (html: string): string =>
  `<div data-elementor-type="wp-page" class="elementor"><div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">${html}</div></div></div>`;
const textEditor = (html: string): string => `<div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div>`;

type Vet = { name: string; shown: string; title: string; local: string; how: 'plain' | 'charcode'; honorific: boolean };
const TEAM: Vet[] = [
  { name: 'Lucía Navarro Gil', shown: 'Dra. Lucía Navarro Gil', title: 'Directora clínica · Medicina interna', local: 'lucia.navarro', how: 'plain', honorific: true },
  { name: 'Álvaro Serrano Pinto', shown: 'Dr. Álvaro Serrano Pinto', title: 'Cirugía y traumatología', local: 'alvaro.serrano', how: 'charcode', honorific: true },
  { name: 'Irene Campos Vega', shown: 'Dra. Irene Campos Vega', title: 'Veterinaria de animales exóticos', local: 'irene.campos', how: 'plain', honorific: true },
  { name: 'Héctor Ramos Sáez', shown: 'Dr. Héctor Ramos Sáez', title: 'Dermatología y alergias', local: 'hector.ramos', how: 'plain', honorific: true },
  { name: 'Pablo Ortega', shown: 'Pablo Ortega', title: 'Auxiliar Técnico Veterinario (ATV)', local: 'pablo.ortega', how: 'plain', honorific: false },
  { name: 'Marina Delgado', shown: 'Marina Delgado', title: 'Recepción y administración', local: 'marina.delgado', how: 'plain', honorific: false },
];
const ALVARO_CODES = charCodes(`alvaro.serrano@${HOST}`);

const imageBox = (v: Vet, i: number): string => {
  const mail =
    v.how === 'plain'
      ? mailto(`${v.local}@${HOST}`)
      : `<span class="email-protegido" id="em-${i}"></span><script>(function(){var e=String.fromCharCode(${ALVARO_CODES});document.getElementById('em-${i}').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script>`;
  return (
    `<div class="elementor-element elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img width="400" height="400" src="${ORIGIN}/wp-content/uploads/2024/01/equipo-${v.local.replace('.', '-')}.jpg" alt=""></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(v.shown)}</h3><p class="elementor-image-box-description">${esc(v.title)}<br>${mail}</p></div></div></div></div>`
  );
};

export function veterinariaAlameda(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Tu veterinario en el centro de Sevilla',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Clínica Veterinaria Alameda',
        telephone: '+34 954 00 31 62',
        address: { '@type': 'PostalAddress', streetAddress: 'Alameda de Hércules, 77', postalCode: '41002', addressLocality: 'Sevilla', addressCountry: 'ES' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'emergency', telephone: '+34 600 00 24 24', email: `mailto:urgencias@${HOST}`, hoursAvailable: 'Mo-Su 00:00-23:59' }],
      },
    ],
    main: wrap(textEditor(`<h1>Cuidamos de los tuyos desde 2004</h1><p>Medicina preventiva, cirugía, diagnóstico por imagen y hospitalización para perros, gatos y exóticos.</p><p><a href="${ORIGIN}/equipo/">Conoce al equipo</a> · <a href="${ORIGIN}/contacto/">Pide cita</a></p>`)),
  });
  pages['/servicios'] = page({ path: '/servicios', title: 'Servicios', main: wrap(textEditor('<h1>Servicios</h1><ul><li>Vacunación y desparasitación</li><li>Cirugía general y traumatológica</li><li>Ecografía y radiología digital</li><li>Dermatología</li><li>Animales exóticos</li></ul>')) });
  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    main: wrap(textEditor('<h1>Nuestro equipo</h1><p>Veterinarios colegiados en el Ilustre Colegio Oficial de Veterinarios de Sevilla.</p>') + `<div class="e-con e-grid">${TEAM.map(imageBox).join('')}</div>`),
  });
  pages['/urgencias'] = page({
    path: '/urgencias',
    title: 'Urgencias 24 h',
    main: wrap(textEditor(`<h1>Urgencias 24 horas</h1><p>Fuera de horario, llama al ${tel('600 00 24 24')}. Para enviar informes o analíticas previas a una urgencia: ${mailto(`urgencias@${HOST}`)}</p>`)),
  });
  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: wrap(
      textEditor(`<h1>Contacto</h1><p>Alameda de Hércules, 77 · 41002 Sevilla</p><p>Citas: ${tel('954 00 31 62')} · ${mailto(`hola@${HOST}`)}</p>`) +
        '<!-- antigua cuenta, desactivada en 2023: jmartinez@veterinariaalameda.test -->' +
        textEditor(`<h3>Adopciones y casas de acogida</h3><p><strong>Rocío Martín Lara</strong><br>Gerente</p><p>${mailto(`adopciones@${HOST}`)}</p>`) +
        `<div class="elementor-widget elementor-widget-form"><form class="elementor-form" method="post" name="Formulario contacto"><input type="text" name="form_fields[name]" placeholder="Nombre"><input type="email" name="form_fields[email]" placeholder="tucorreo@ejemplo.test" required><textarea name="form_fields[message]" placeholder="¿En qué podemos ayudarte?"></textarea><button type="submit" class="elementor-button">Enviar</button></form></div>`,
    ),
  });
  pages['/aviso-legal'] = page({ path: '/aviso-legal', title: 'Aviso legal', main: wrap(textEditor('<h1>Aviso legal</h1><p>Titular: Clínica Veterinaria Alameda, S.L. · CIF B41900217 · Registro Mercantil de Sevilla, tomo 4.213, folio 66, hoja SE-61.480.</p>')) });
  pages['/politica-de-cookies'] = page({ path: '/politica-de-cookies', title: 'Política de cookies', main: wrap(textEditor('<h1>Política de cookies</h1><p>Este sitio utiliza cookies técnicas y, con su consentimiento, analíticas.</p>')) });
  pages['/mi-mascota'] = page({ path: '/mi-mascota', title: 'Área clientes', main: wrap(textEditor(`<h1>Área clientes</h1><p>Historial, vacunas y recordatorios. ¿Problemas de acceso? ${mailto(`clientes@${HOST}`)}</p>`)) });
  pages['/golpe-de-calor-en-perros'] = page({
    path: '/golpe-de-calor-en-perros',
    title: 'Golpe de calor en perros: qué hacer',
    main: wrap(
      textEditor(
        `<h1>Golpe de calor en perros: qué hacer</h1><p class="elementor-post-info">12 de junio de 2025</p><p>Jadeo intenso, encías muy rojas y desorientación son las primeras señales. Lleva al perro a la sombra y mójalo con agua templada, nunca helada.</p><p>Si tu perro es braquicéfalo y quieres una revisión antes del verano, la Dra. Elena Prieto, veterinaria de cardiología y respiratorio, te atiende con cita previa: ${mailto(`elena.prieto@${HOST}`)}.</p>`,
      ),
    ),
  });
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/servicios', '/equipo', '/urgencias', '/contacto', '/aviso-legal']));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/golpe-de-calor-en-perros'], '2025-06-12'));

  const vetCases = (v: Vet): CaseKind[] => ['card', v.how === 'plain' ? 'plain' : 'script-charcode', 'link-non-english', ...(v.honorific ? (['honorific'] as CaseKind[]) : [])];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /mi-mascota\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-06-12'),
      pages: { ...pages, '/sitemap_index.xml': xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-06-12')) },
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-66',
      languages: ['es'],
      addresses: [
        { address: `hola@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        { address: `urgencias@${HOST}`, name: null, title: null, pages: ['/', '/urgencias'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain'] },
        { address: `adopciones@${HOST}`, name: null, title: null, pages: ['/contacto'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
        ...TEAM.map((v) => ({
          address: `${v.local}@${HOST}`,
          name: v.name,
          title: v.title,
          pages: ['/equipo'],
          ...(v.how === 'charcode' ? { encoded: { kind: 'charcodes' as const, text: ALVARO_CODES } } : {}),
          cases: vetCases(v),
        })),
        { address: `elena.prieto@${HOST}`, name: 'Elena Prieto', title: 'veterinaria de cardiología y respiratorio', pages: ['/golpe-de-calor-en-perros'], cases: ['prose', 'honorific', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/mi-mascota'],
      nonAddresses: [
        { text: `clientes@${HOST}`, kind: 'disallowed' },
        { text: `jmartinez@${HOST}`, kind: 'comment' },
        { text: 'tucorreo@ejemplo.test', kind: 'placeholder' },
      ],
    },
  };
}
