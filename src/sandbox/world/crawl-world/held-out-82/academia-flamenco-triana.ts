/**
 * Academia de Flamenco La Cava de Triana: a flamenco dance and guitar school in Seville, on
 * Squarespace, Spanish with an English page for foreign students. Teachers in a definition list,
 * one address reversed by a script, the secretary with "Sra.", intensive-course coordination as
 * "Title: Name", and a workshop post listed only in a child of the sitemap index.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, reversed, sitemapIndex, tel, urlset, xmlPage } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';
import { makeTheme, pager } from './common.js';

const HOST = 'lacavadetriana.test';
const ORIGIN = `http://${HOST}`;
const a = (l: string) => `${l}@${HOST}`;

const theme = makeTheme({
  host: HOST,
  siteName: 'La Cava de Triana · Academia de Flamenco',
  head: [
    '<!-- This is Squarespace. --><!-- lacavadetriana -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64f1c2/18/5c5a519771c10ba3470d8101/site.css">',
    '<script src="https://assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-3a1e2c.js"></script>',
  ],
  menus: {
    es: [
      ['/', 'Inicio'],
      ['/clases', 'Clases'],
      ['/profesorado', 'Profesorado'],
      ['/cursos-intensivos', 'Cursos intensivos'],
      ['/contacto', 'Contacto'],
    ],
    en: [
      ['/en', 'Home'],
      ['/en/study-flamenco-in-seville', 'Study flamenco in Seville'],
    ],
  },
  navOpen: `<header class="header theme-col--primary" data-section-theme="black"><div class="header-title-logo"><a href="/"><img src="https://images.squarespace-cdn.com/content/v1/64f1c2/logo-cava.png?format=1500w" alt="La Cava de Triana"></a></div><nav class="header-nav-list">`,
  navClose: `</nav></header>`,
  item: (h, l) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`,
  footer: () =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="sqs-block html-block"><p>Calle Pureza 61, 41010 Sevilla · ${tel('+34 954 33 71 20')} · WhatsApp ${tel('+34 622 418 905')}</p><p><a href="/aviso-legal">Aviso legal</a> · <a href="/politica-de-cookies">Cookies</a> · <a href="/intranet-profesores">Intranet</a></p></div></section></footer>`,
  privacyPath: { es: '/politica-de-cookies', en: '/politica-de-cookies' },
});
const page = pager(theme, 'es-ES');
const ALT = { es: '/', en: '/en', 'x-default': '/' };

type Teacher = { name: string; shown: string; title: string; local: string; rev?: boolean };
const TEACHERS: Teacher[] = [
  { name: 'Lola Carmona', shown: 'Lola Carmona', title: 'Directora artística y profesora de baile (nivel avanzado)', local: 'lola.carmona' },
  { name: 'Antonio Heredia', shown: 'Antonio Heredia', title: 'Profesor de guitarra flamenca', local: 'antonio.heredia', rev: true },
  { name: 'Rocío Vela', shown: 'Rocío Vela', title: 'Cante y compás', local: 'rocio.vela' },
  { name: 'Manuel Lozano', shown: 'Manuel «el Chato» Lozano', title: 'Profesor de cajón y percusión', local: 'manuel.lozano' },
];

export function academiaFlamencoTriana(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Academia de flamenco en Triana',
    alternates: ALT,
    main: `<section class="page-section"><h1>Baile, cante y guitarra en el corazón de Triana</h1><p>Clases regulares para todos los niveles, de sevillanas a bulerías, y cursos intensivos de una a cuatro semanas para alumnado internacional.</p><p>Información y matrícula: ${mailto(a('hola'))}</p></section>`,
  });
  pages['/clases'] = page({ path: '/clases', title: 'Clases', main: `<h1>Clases regulares</h1><ul><li>Sevillanas – iniciación, lunes y miércoles 19:00</li><li>Técnica de baile – martes 20:00</li><li>Bulerías – jueves 20:30</li></ul>` });
  const scripts: string[] = [];
  const dl = TEACHERS.map((t, i) => {
    let mail = mailto(a(t.local));
    if (t.rev) {
      const rv = reversed(a(t.local));
      const s = `<script>(function(){var r='${rv}';var m=r.split('').reverse().join('');var el=document.getElementById('prof-${i}');el.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';})();</script>`;
      scripts.push(s);
      mail = `<span id="prof-${i}"></span>`;
    }
    return `<dt>${esc(t.shown)}</dt><dd>${esc(t.title)}</dd><dd>${mail}</dd>`;
  }).join('');
  pages['/profesorado'] = page({
    path: '/profesorado',
    title: 'Profesorado',
    main: `<div class="sqs-block html-block"><h1>Nuestro profesorado</h1><dl class="profesores">${dl}</dl>${scripts.join('')}</div>`,
  });
  pages['/cursos-intensivos'] = page({
    path: '/cursos-intensivos',
    title: 'Cursos intensivos',
    main: `<h1>Cursos intensivos</h1><p>Grupos reducidos de máximo diez personas. Alojamiento recomendado en el barrio.</p><p>Coordinación de cursos intensivos: Alba Reyes – ${mailto(a('alba.reyes'))}</p>`,
  });
  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    main: `<h1>Contacto</h1><p>Secretaría (de lunes a viernes, de 10:00 a 14:00): Sra. Carmen Ortega, secretaria académica, ${mailto(a('carmen.ortega'))}</p><p>Escríbenos también a ${mailto(a('hola'))}.</p><form class="newsletter-form"><input type="email" placeholder="tu@correo.com"><button>Suscribirme</button></form>`,
  });
  pages['/aviso-legal'] = page({ path: '/aviso-legal', title: 'Aviso legal', main: `<h1>Aviso legal</h1><p>Titular: Escuela de Danza La Cava de Triana, S.L., CIF B90123456. Delegada de protección de datos: Inmaculada Prieto, ${mailto(a('inmaculada.prieto'))}</p>` });
  pages['/politica-de-cookies'] = page({ path: '/politica-de-cookies', title: 'Política de cookies', main: `<h1>Política de cookies</h1><p>Este sitio usa cookies técnicas de Squarespace.</p>` });
  pages['/intranet-profesores'] = page({ path: '/intranet-profesores', title: 'Intranet', main: `<h1>Intranet</h1><p>Incidencias: ${mailto(a('intranet'))}</p>` });
  pages['/en'] = page({
    path: '/en',
    title: 'Flamenco school in Seville',
    lang: 'en',
    alternates: ALT,
    main: `<h1>Learn flamenco in Triana</h1><p>Intensive courses for international students, taught in Spanish and English.</p><p>Questions about visas, housing or levels? Our international student advisor, Sarah Molina, answers in English at ${mailto(a('sarah.molina'))}.</p><p><a href="/en/study-flamenco-in-seville">Study flamenco in Seville</a></p>`,
  });
  pages['/en/study-flamenco-in-seville'] = page({ path: '/en/study-flamenco-in-seville', title: 'Study flamenco in Seville', lang: 'en', main: `<h1>Study flamenco in Seville</h1><p>Courses start every Monday.</p>` });
  pages['/blog/taller-de-bata-de-cola'] = page({
    path: '/blog/taller-de-bata-de-cola',
    title: 'Taller de bata de cola',
    main: `<article class="BlogItem"><h1>Taller de bata de cola con Pilar Ortiz</h1><p>Del 3 al 7 de marzo, la bailaora Pilar Ortiz, profesora invitada de bata de cola y mantón, impartirá un taller de diez horas. Inscripciones directamente con ella: ${mailto(a('pilar.ortiz'))}.</p></article>`,
  });
  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-blog.xml']));
  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/clases', '/profesorado', '/cursos-intensivos', '/contacto', '/en']));
  pages['/sitemap-blog.xml'] = xmlPage(urlset(HOST, ['/blog/taller-de-bata-de-cola'], '2025-02-01'));

  const teacher = (t: Teacher) => {
    const base = { address: a(t.local), name: t.name, title: t.title, pages: ['/profesorado'] };
    if (t.rev) return { ...base, encoded: { kind: 'reversed' as const, text: reversed(a(t.local)) }, cases: ['definition-list', 'script-reversed', 'link-non-english'] as CaseKind[] };
    return { ...base, cases: ['definition-list', 'plain', 'link-non-english'] as CaseKind[] };
  };
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /intranet-profesores\nDisallow: /config\n\nSitemap: ${ORIGIN}/sitemap.xml\n`, pages, headers: { Server: 'Squarespace' } },
    truth: {
      domain: HOST,
      set: 'held-out-82',
      languages: ['es', 'en'],
      addresses: [
        { address: a('hola'), name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        ...TEACHERS.map(teacher),
        { address: a('alba.reyes'), name: 'Alba Reyes', title: 'Coordinación de cursos intensivos', pages: ['/cursos-intensivos'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: a('carmen.ortega'), name: 'Carmen Ortega', title: 'secretaria académica', pages: ['/contacto'], cases: ['honorific', 'label-line', 'plain'] },
        { address: a('inmaculada.prieto'), name: 'Inmaculada Prieto', title: 'Delegada de protección de datos', pages: ['/aviso-legal'], cases: ['title-name-line', 'plain'] },
        { address: a('sarah.molina'), name: 'Sarah Molina', title: 'international student advisor', pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
        { address: a('pilar.ortiz'), name: 'Pilar Ortiz', title: 'profesora invitada de bata de cola y mantón', pages: ['/blog/taller-de-bata-de-cola'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet-profesores'],
      nonAddresses: [
        { text: `intranet@${HOST}`, kind: 'disallowed' },
        { text: 'tu@correo.com', kind: 'placeholder' },
      ],
    },
  };
}
