/**
 * La Fisura: a bouldering and rope-climbing gym in Madrid (Usera), on Wix, in Spanish. The staff
 * as repeater cards (the route setter's address written by String.fromCharCode in a custom-code
 * embed), the data controller as a label line in the legal notice, and the strength coach in a
 * blog post reached only through the blog's child sitemap. The members' area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lafisura-madrid.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/tarifas', 'Tarifas'],
  ['/escuela', 'Escuela y cursos'],
  ['/equipo', 'Quiénes somos'],
  ['/contacto', 'Contacto'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'La Fisura Rocódromo',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="8b2f0c4e-91aa-4d57-b6e2-3c0f5a7d9e14">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><header id="SITE_HEADER" class="wixui-header"><a href="${ORIGIN}/"><img src="https://static.wixstatic.com/media/5d1e0a_7f3b2c~mv2.png/v1/fill/w_180,h_60/logo-la-fisura.png" alt="La Fisura"></a>` +
    `<nav class="wixui-horizontal-menu"><ul>${MENU.map(([href, label]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header><main id="PAGES_CONTAINER">`,
  footer: () =>
    `</main><footer id="SITE_FOOTER" class="wixui-footer"><p class="font_8">La Fisura · C/ de Marcelo Usera, 142, nave 3 · 28026 Madrid · ${tel('910 58 24 63')} · ${mailto(`hola@${HOST}`)}</p>` +
    `<p class="font_8"><a href="${ORIGIN}/aviso-legal">Aviso legal</a> · <a href="${ORIGIN}/privacidad">Privacidad</a> · <a href="${ORIGIN}/zona-socios">Zona socios</a></p></footer></div>`,
  privacyPath: { es: `${ORIGIN}/privacidad` },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'es' });
const rich = (html: string): string => `<div data-testid="richTextElement" class="wixui-rich-text">${html}</div>`;

const DIEGO = `diego.fuentes@${HOST}`;
const DIEGO_CODES = charCodes(DIEGO);

type Staff = { name: string; role: string; local: string; extra?: string };
const STAFF: Staff[] = [
  { name: 'Lucía Navarro', role: 'Fundadora y directora', local: 'lucia.navarro' },
  { name: 'Álvaro Méndez', role: 'Coordinador de la escuela de escalada', local: 'alvaro.mendez', extra: 'Técnico Deportivo en Escalada (TD2)' },
  { name: 'Irene Castaño', role: 'Monitora de grupos infantiles', local: 'irene.castano' },
  { name: 'Raúl Ortega', role: 'Recepción y tienda', local: 'raul.ortega' },
];

export function laFisura(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const card = (name: string, role: string, mail: string, extra?: string): string =>
    `<div role="listitem" class="wixui-repeater__item">${rich(`<h3 class="font_5">${esc(name)}</h3><p class="font_8">${esc(role)}</p>${extra ? `<p class="font_9">${esc(extra)}</p>` : ''}<p class="font_8">${mail}</p>`)}</div>`;

  pages['/'] = page({
    path: '/',
    title: 'Rocódromo en Madrid',
    main: rich(`<h1 class="font_0">Bloque y cuerda en Usera</h1><p class="font_8">1.200 m² de muro, 14 metros de altura y bloques nuevos cada semana. Abierto todos los días de 10:00 a 23:00.</p><p class="font_8"><a href="${ORIGIN}/tarifas">Ver tarifas</a> · <a href="${ORIGIN}/escuela">Cursos de iniciación</a></p>`),
  });
  pages['/tarifas'] = page({ path: '/tarifas', title: 'Tarifas', main: rich('<h1>Tarifas</h1><p>Entrada de día: 12 € · Bono 10: 99 € · Cuota mensual: 52 € (estudiantes 44 €). Alquiler de pies de gato: 3 €.</p>') });
  pages['/escuela'] = page({ path: '/escuela', title: 'Escuela y cursos', main: rich(`<h1>Escuela</h1><p>Cursos de iniciación, perfeccionamiento y autorrescate. Inscripciones en ${mailto(`escuela@${HOST}`)}.</p>`) });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Quiénes somos',
    main:
      rich('<h1 class="font_0">El equipo</h1><p class="font_8">Somos escaladores antes que nada. Si tienes dudas, pregúntanos en sala o escríbenos.</p>') +
      `<div class="wixui-repeater" role="list">` +
      STAFF.map((s) => card(s.name, s.role, mailto(`${s.local}@${HOST}`), s.extra)).join('') +
      card('Diego Fuentes', 'Jefe de equipadores', `<span id="mail-diego"></span><script>document.getElementById('mail-diego').innerHTML = '<a href="mailto:' + String.fromCharCode(${DIEGO_CODES}) + '">' + String.fromCharCode(${DIEGO_CODES}) + '</a>';</script>`) +
      `</div>`,
  });

  pages['/contacto'] = page({ path: '/contacto', title: 'Contacto', main: rich(`<h1>Contacto</h1><p>C/ de Marcelo Usera, 142, nave 3, 28026 Madrid. Metro Usera (L6) o Cercanías Doce de Octubre.</p><p>Escríbenos a ${mailto(`hola@${HOST}`)}. Eventos de empresa y cumpleaños: ${mailto(`eventos@${HOST}`)}</p>`) });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    main: rich(
      `<h1>Aviso legal</h1><p>En cumplimiento del artículo 10 de la Ley 34/2002 (LSSI-CE):</p><p>Responsable: Sergio Palacios, administrador único de Fisura Vertical, S.L., C/ de Marcelo Usera, 142, 28026 Madrid, tel. ${tel('910 58 24 63')}, ${mailto(`sergio.palacios@${HOST}`)}</p><p>CIF B87654219. Inscrita en el Registro Mercantil de Madrid, tomo 38.411, folio 120.</p>`,
    ),
  });
  pages['/privacidad'] = page({ path: '/privacidad', title: 'Privacidad', main: rich('<h1>Política de privacidad</h1><p>Tratamos tus datos para gestionar tu abono y, si lo autorizas, enviarte novedades.</p>') });
  pages['/zona-socios'] = page({ path: '/zona-socios', title: 'Zona socios', main: rich(`<h1>Zona socios</h1><p>Reservas de franja y recibos. ¿Problemas? ${mailto(`socios@${HOST}`)}</p>`) });

  pages['/post/fuerza-de-dedos-sin-lesionarte'] = page({
    path: '/post/fuerza-de-dedos-sin-lesionarte',
    title: 'Fuerza de dedos sin lesionarte',
    main:
      `<article class="blog-post-page-font">` +
      rich(
        `<h1>Fuerza de dedos sin lesionarte</h1><p class="font_9">3 mar 2025 · 5 min de lectura</p><p>Las poleas de los dedos tardan meses en adaptarse; los músculos, semanas. Ahí está la trampa.</p><p>Los martes y jueves a las 19:30 Marta Gil, nuestra preparadora física, dirige la sesión de entrenamiento en multipresa. Plazas limitadas: apúntate escribiéndole a ${mailto(`marta.gil@${HOST}`)}.</p>`,
      ) +
      `</article>`,
  });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/tarifas', '/escuela', '/equipo', '/contacto', '/aviso-legal', '/privacidad'], '2025-03-05'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/fuerza-de-dedos-sin-lesionarte'], '2025-03-03'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /zona-socios\n\nUser-agent: AdsBot-Google\nDisallow: /_api/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-03-05'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1741025533.2288110346', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-98',
      languages: ['es'],
      addresses: [
        { address: `hola@${HOST}`, name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'plain'] },
        { address: `escuela@${HOST}`, name: null, title: null, pages: ['/escuela'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `eventos@${HOST}`, name: null, title: null, pages: ['/contacto'], cases: ['role', 'plain', 'link-non-english'] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.role, pages: ['/equipo'], cases: ['card' as const, 'plain' as const, 'link-non-english' as const] })),
        { address: DIEGO, name: 'Diego Fuentes', title: 'Jefe de equipadores', pages: ['/equipo'], encoded: { kind: 'charcodes', text: DIEGO_CODES }, cases: ['card', 'script-charcode', 'link-non-english'] },
        { address: `sergio.palacios@${HOST}`, name: 'Sergio Palacios', title: 'administrador único', pages: ['/aviso-legal'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `marta.gil@${HOST}`, name: 'Marta Gil', title: 'preparadora física', pages: ['/post/fuerza-de-dedos-sin-lesionarte'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/zona-socios'],
      nonAddresses: [{ text: `socios@${HOST}`, kind: 'disallowed' }],
    },
  };
}
