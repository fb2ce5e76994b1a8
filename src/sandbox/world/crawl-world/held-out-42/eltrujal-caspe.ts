/**
 * Centro Cultural El Trujal: a municipal cultural centre in a restored olive mill in Caspe
 * (Aragón), run by a foundation, in Spanish. The team as a list of "Name Surname, cargo: address"
 * lines (addresses from the initial and first surname), one written as character references,
 * one put together from character codes and one turned around by a script; the press officer as
 * an RDFa Person on the contact page; the programme's mailbox next to the names of the people
 * who draw it up; the artists' residencies call listed only in a sitemap robots.txt names. The
 * friends' area (disallowed), an HTML comment with a former address and the newsletter
 * placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'eltrujal-caspe.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/programacion', 'Programación'],
  ['/quienes-somos', 'Quiénes somos'],
  ['/equipo', 'Equipo'],
  ['/alquiler-de-espacios', 'Alquiler de espacios'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Centro Cultural El Trujal',
  head: [
    '<meta name="generator" content="Drupal 10 (https://www.drupal.org)">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_q0Xl8m2Kd7tZ.css?delta=0&amp;language=es&amp;theme=trujal">',
  ],
  header: (spec) =>
    `<div class="dialog-off-canvas-main-canvas"><header role="banner" class="region region-header"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/trujal/logo.svg" alt="Inicio" width="200" height="70"></a>` +
    `<nav role="navigation" aria-labelledby="block-trujal-main-menu-menu"><h2 class="visually-hidden" id="block-trujal-main-menu-menu">Navegación principal</h2><ul class="menu">${MENU.map(([href, label]) => `<li class="menu-item${href === spec.path ? ' menu-item--active-trail' : ''}"><a href="${href}" data-drupal-link-system-path="${href === '/' ? '<front>' : `node${href}`}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer role="contentinfo" class="region region-footer"><div class="block block-block-content"><p><strong>Centro Cultural El Trujal</strong><br>Calle del Trujal, 7 · 50700 Caspe (Zaragoza)<br>${tel('976 63 21 40')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p>Martes a sábado de 10 a 14 h y de 17 a 21 h</p>` +
    `<form class="newsletter"><label for="nl-mail">Suscríbete al boletín</label> <input id="nl-mail" type="email" name="mail" placeholder="tucorreo@ejemplo.com"> <button type="submit">Enviar</button></form>` +
    `<p><a href="/aviso-legal">Aviso legal</a> · <a href="/politica-de-cookies">Cookies</a> · <a href="/amigos-del-trujal">Amigos del Trujal</a></p></div></footer></div>`,
  privacyPath: { es: '/politica-de-cookies' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es' });
const node = (html: string): string => `<article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="field field--name-body field--type-text-with-summary">${html}</div></div></article>`;

const DANIEL = `dbielsa@${HOST}`;
const NEREA = `ncalvo@${HOST}`;
const DANIEL_SCRIPT = `<script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(DANIEL)}) + '">' + String.fromCharCode(${charCodes(DANIEL)}) + '</a>');</script>`;

export function elTrujalCaspe(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Inicio',
    main: node(
      `<h1>El Trujal, centro cultural de Caspe</h1><p>Conciertos, teatro, exposiciones y talleres en el antiguo trujal de aceite de la calle del Trujal, rehabilitado en 2014.</p>` +
        `<p><a href="/programacion">Ver la programación de primavera</a></p>`,
    ),
  });

  pages['/quienes-somos'] = page({
    path: '/quienes-somos',
    title: 'Quiénes somos',
    main: node(
      `<h1>Quiénes somos</h1><p>El Centro Cultural El Trujal es un equipamiento municipal gestionado por la Fundación Trujal de Caspe desde su apertura. Cada año acoge más de 180 actividades y 30.000 visitantes.</p>` +
        `<p>La fundación está presidida por el alcalde de Caspe; su patronato se reúne dos veces al año. Conoce al <a href="/equipo">equipo técnico</a>.</p>`,
    ),
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    main: node(
      `<h1>Equipo</h1><p>Estas son las personas que hacen posible El Trujal:</p><ul class="equipo">` +
        `<li><strong>Begoña Lasheras</strong>, directora: ${mailto(`blasheras@${HOST}`)}</li>` +
        `<li><strong>Javier Royo</strong>, gerente: ${mailto(`jroyo@${HOST}`)}</li>` +
        `<li><strong>Pilar Gracia</strong>, coordinadora de programación: <a href="${entities('mailto:')}${entities(`pgracia@${HOST}`)}">${entities(`pgracia@${HOST}`)}</a></li>` +
        `<li><strong>Daniel Bielsa</strong>, técnico de sala y producción: ${DANIEL_SCRIPT}</li>` +
        `<li><strong>Nerea Calvo</strong>, mediación y públicos: <span class="em-rev" data-em="${reversed(NEREA)}"></span></li>` +
        `<li><strong>Rosa Mur</strong>, administración: ${mailto(`rmur@${HOST}`)}</li>` +
        `</ul>` +
        `<!-- Antes: pgracia.trujal@${HOST} (baja en 2023) -->` +
        `<script>document.querySelectorAll('.em-rev').forEach(function (el) { var a = el.getAttribute('data-em').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });</script>`,
    ),
  });

  pages['/programacion'] = page({
    path: '/programacion',
    title: 'Programación',
    main: node(
      `<h1>Programación primavera 2025</h1><table class="agenda"><thead><tr><th>Fecha</th><th>Actividad</th><th>Lugar</th></tr></thead><tbody>` +
        `<tr><td>Vie 4 abril, 21 h</td><td>Concierto: Cuarteto Bajo Aragón</td><td>Sala de prensas</td></tr>` +
        `<tr><td>Sáb 12 abril, 18 h</td><td>Teatro familiar: «La olivera que no quería dormir»</td><td>Sala grande</td></tr>` +
        `<tr><td>Del 2 al 31 de mayo</td><td>Exposición: Oficios del aceite en el Bajo Aragón</td><td>Sala de exposiciones</td></tr>` +
        `</tbody></table>` +
        `<p class="creditos">Programación: Pilar Gracia y Begoña Lasheras · Propuestas de artistas y compañías: ${mailto(`programacion@${HOST}`)}</p>`,
    ),
  });

  pages['/alquiler-de-espacios'] = page({
    path: '/alquiler-de-espacios',
    title: 'Alquiler de espacios',
    main: node(`<h1>Alquiler de espacios</h1><p>La sala grande (220 butacas), la sala de prensas y el aula-taller se pueden alquilar para actos de asociaciones y empresas. Solicitudes con un mes de antelación a ${mailto(`espacios@${HOST}`)}.</p>`),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: node(
      `<h1>Contacto</h1><p>Centro Cultural El Trujal<br>Calle del Trujal, 7<br>50700 Caspe (Zaragoza)<br>Teléfono ${tel('976 63 21 40')}<br>Información general: ${mailto(`info@${HOST}`)}</p>` +
        `<h2>Prensa</h2><div vocab="https://schema.org/" typeof="Person"><p><span property="name">Irene Lacasa</span><br><span property="jobTitle">Responsable de comunicación y prensa</span><br>${tel('659 41 07 22')}<br><a property="email" href="mailto:ilacasa@${HOST}">ilacasa@${HOST}</a></p></div>`,
    ),
  });

  pages['/convocatorias/residencias-artisticas-2025'] = page({
    path: '/convocatorias/residencias-artisticas-2025',
    title: 'Convocatoria de residencias artísticas 2025',
    main: node(
      `<h1>Convocatoria de residencias artísticas 2025</h1><p>El Trujal ofrece dos residencias de creación de cuatro semanas (septiembre y octubre) para proyectos de artes visuales vinculados al territorio, con una dotación de 2.500 € cada una.</p>` +
        `<p>Plazo de presentación: hasta el 30 de junio. Las dudas sobre las bases las resuelve Sergio Aznar, técnico de artes visuales, en ${mailto(`saznar@${HOST}`)}.</p>`,
    ),
  });

  pages['/aviso-legal'] = page({ path: '/aviso-legal', title: 'Aviso legal', main: node('<h1>Aviso legal</h1><p>Titular: Fundación Trujal de Caspe, CIF G50987321, inscrita en el Registro de Fundaciones de Aragón con el n.º 412.</p>') });
  pages['/politica-de-cookies'] = page({ path: '/politica-de-cookies', title: 'Política de cookies', main: node('<h1>Política de cookies</h1><p>Este sitio utiliza cookies técnicas y, con su consentimiento, analíticas.</p>') });
  pages['/amigos-del-trujal'] = page({ path: '/amigos-del-trujal', title: 'Amigos del Trujal', main: node(`<h1>Área de Amigos del Trujal</h1><p>Descuentos y preventa para socios. Incidencias con tu carné: ${mailto(`amigos@${HOST}`)}</p>`) });

  const infoPages = Object.keys(pages).filter((p) => p !== '/amigos-del-trujal');
  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /amigos-del-trujal\n\nSitemap: ${ORIGIN}/sitemaps/convocatorias.xml\n`,
      pages: { ...pages, '/sitemaps/convocatorias.xml': xmlPage(urlset(HOST, ['/convocatorias/residencias-artisticas-2025'], '2025-04-02')) },
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-42',
      languages: ['es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: infoPages, cases: ['role', 'plain'] },
        { address: `blasheras@${HOST}`, name: 'Begoña Lasheras', title: 'directora', pages: ['/equipo'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `jroyo@${HOST}`, name: 'Javier Royo', title: 'gerente', pages: ['/equipo'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `pgracia@${HOST}`, name: 'Pilar Gracia', title: 'coordinadora de programación', pages: ['/equipo'], cases: ['name-title-line', 'entities', 'link-non-english'] },
        { address: DANIEL, name: 'Daniel Bielsa', title: 'técnico de sala y producción', pages: ['/equipo'], encoded: { kind: 'charcodes', text: charCodes(DANIEL) }, cases: ['name-title-line', 'script-charcode', 'link-non-english'] },
        { address: NEREA, name: 'Nerea Calvo', title: 'mediación y públicos', pages: ['/equipo'], encoded: { kind: 'reversed', text: reversed(NEREA) }, cases: ['name-title-line', 'script-reversed', 'link-non-english'] },
        { address: `rmur@${HOST}`, name: 'Rosa Mur', title: 'administración', pages: ['/equipo'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `programacion@${HOST}`, name: null, title: null, pages: ['/programacion'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
        { address: `espacios@${HOST}`, name: null, title: null, pages: ['/alquiler-de-espacios'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `ilacasa@${HOST}`, name: 'Irene Lacasa', title: 'Responsable de comunicación y prensa', pages: ['/contacto'], cases: ['rdfa', 'plain', 'link-non-english'] },
        { address: `saznar@${HOST}`, name: 'Sergio Aznar', title: 'técnico de artes visuales', pages: ['/convocatorias/residencias-artisticas-2025'], cases: ['prose', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/amigos-del-trujal'],
      nonAddresses: [
        { text: `amigos@${HOST}`, kind: 'disallowed' },
        { text: `pgracia.trujal@${HOST}`, kind: 'comment' },
        { text: 'tucorreo@ejemplo.com', kind: 'placeholder' },
      ],
    },
  };
}
