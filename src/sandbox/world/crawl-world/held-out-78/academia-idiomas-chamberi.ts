/**
 * Academia de Idiomas Chamberí: a language school in Madrid, on Wix, in Spanish with an English
 * section. The school's JSON-LD gives its office address as "mailto:"; the teachers as Wix
 * repeater cards on "Profesorado" (one with a PhD after the name, the French teacher's address
 * built from character codes by a custom-code embed); the Cambridge exams coordinator on the
 * English "Meet the faculty" page; the director of studies as "Title: Name – address" on the
 * contact page and the manager, named there without an address, as a Person in the contact page's
 * JSON-LD only. The exam centre's address, the form's placeholder and the students' area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'academia-idiomas-chamberi-madrid.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: Record<'es' | 'en', [string, string][]> = {
  es: [
    ['/', 'Inicio'],
    ['/cursos', 'Cursos'],
    ['/profesorado', 'Profesorado'],
    ['/contacto', 'Contacto'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/meet-the-faculty', 'Meet the faculty'],
    ['/', 'Español'],
  ],
};

let seq = 0;
const comp = (): string => `comp-m${(0x51c2e + seq++ * 4093).toString(36)}`;
const rich = (html: string): string => `<div id="${comp()}" class="HcOXKn c9GqVL QxJLC3 wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const p = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;
const h = (text: string, level = 2): string => `<h${level} class="font_${level === 1 ? 0 : 2} wixui-rich-text__text">${esc(text)}</h${level}>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Academia de Idiomas Chamberí',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="9b2d1f47-6e0a-4c3b-8d15-2a7f3e9c0b64">',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.3d9e2a41.min.css">',
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('en') ? 'en' : 'es';
    return (
      `<div id="SITE_CONTAINER"><header id="SITE_HEADER" class="SITE_HEADER wixui-header"><a href="${ORIGIN}${lang === 'en' ? '/en' : '/'}"><img src="https://static.wixstatic.com/media/7d41c2_aa1f0e3b4c5d4e6f8a9b0c1d2e3f4a5b~mv2.png/v1/fill/w_200,h_60/logo-academia.png" alt="Academia de Idiomas Chamberí"></a>` +
      `<nav class="StylableHorizontalMenu wixui-horizontal-menu" aria-label="Sitio"><ul>${MENU[lang].map(([hr, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${hr}">${esc(l)}</a></li>`).join('')}</ul></nav></header><main id="PAGES_CONTAINER"><div id="SITE_PAGES">`
    );
  },
  footer: (spec) =>
    `</div></main><footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer">` +
    rich(
      p('Academia de Idiomas Chamberí · Calle de Fuencarral 142, 2.º izda. · 28010 Madrid (metro Quevedo / Bilbao)') +
        p(`${tel('+34 914 47 26 80')} · ${mailto(at('secretaria'))}`) +
        p(spec.lang.startsWith('en') ? 'Office hours: Mon–Thu 10:00–14:00 and 16:30–21:00, Fri 10:00–14:00' : 'Secretaría: lunes a jueves de 10 a 14 h y de 16:30 a 21 h; viernes de 10 a 14 h') +
        p(`<a href="${ORIGIN}/aviso-legal">Aviso legal</a> · <a href="${ORIGIN}/politica-de-privacidad">Privacidad</a> · <a href="${ORIGIN}/area-alumnos">Área de alumnos</a>`),
    ) +
    `</footer></div>`,
  privacyPath: { es: `${ORIGIN}/politica-de-privacidad`, en: `${ORIGIN}/politica-de-privacidad` },
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.9a3c7e11.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'es' });
const section = (html: string): string => `<section id="${comp()}" class="wixui-section"><div class="wixui-column-strip__column">${html}</div></section>`;

const CLAIRE_CODES = charCodes(at('claire.dubois'));
const CLAIRE_EMBED = `<script>(function(){var e=String.fromCharCode(${CLAIRE_CODES});var a=document.createElement('a');a.href='mailto:'+e;a.textContent=e;document.getElementById('correo-claire').appendChild(a);})();</script>`;

const card = (name: string, lines: string[], mail: string): string =>
  `<div role="listitem" class="wixui-repeater__item"><div class="wixui-box"><img src="https://static.wixstatic.com/media/7d41c2_${seq.toString(16)}f0~mv2.jpg/v1/fill/w_300,h_300/profe.jpg" alt="${esc(name)}">${rich(h(name, 3) + lines.map((l) => p(esc(l))).join('') + p(mail))}</div></div>`;

const ALT = { es: '/', en: '/en' };

export function academiaIdiomasChamberi(): CrawlWorldSite {
  seq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Clases de inglés, francés y alemán en Chamberí',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        name: 'Academia de Idiomas Chamberí',
        url: `${ORIGIN}/`,
        email: `mailto:${at('secretaria')}`,
        telephone: '+34 914 47 26 80',
        address: { '@type': 'PostalAddress', streetAddress: 'Calle de Fuencarral 142, 2.º izda.', postalCode: '28010', addressLocality: 'Madrid', addressCountry: 'ES' },
      },
    ],
    main: section(
      rich(
        h('Aprende idiomas en el corazón de Chamberí', 1) +
          p('Grupos reducidos de máximo ocho alumnos, clases particulares y preparación de exámenes oficiales de Cambridge, DELF y Goethe-Institut. Matrícula abierta para el curso 2025-2026.') +
          p(`<a href="${ORIGIN}/cursos">Ver cursos</a> · <a href="${ORIGIN}/profesorado">Conoce al profesorado</a>`),
      ),
    ),
  });

  pages['/cursos'] = page({
    path: '/cursos',
    title: 'Cursos',
    alternates: ALT,
    main: section(rich(h('Cursos 2025-2026', 1) + p('Inglés A1–C2 · Francés A1–B2 · Alemán A1–B2 · Español para extranjeros · Campamento urbano en inglés (julio)') + p('Prueba de nivel gratuita. Somos centro preparador; los exámenes Cambridge se realizan en nuestro centro examinador asociado (exams@cambridge-centre-retiro.test).'))),
  });

  pages['/profesorado'] = page({
    path: '/profesorado',
    title: 'Profesorado',
    alternates: ALT,
    main:
      section(rich(h('Nuestro profesorado', 1) + p('Todos nuestros profesores son nativos o bilingües y tienen formación específica en enseñanza de idiomas.'))) +
      section(
        `<div class="wixui-repeater" role="list">` +
          card('Lucía Moreno', ['Directora académica', 'Filóloga inglesa, 20 años en el aula'], mailto(at('lucia.moreno'))) +
          card('James Whitfield, PhD', ['Profesor de inglés', 'Preparación de exámenes Cambridge (B2 First, C1 Advanced)'], mailto(at('james.whitfield'))) +
          card('Claire Dubois', ['Profesora de francés', 'Examinadora DELF'], `<span id="correo-claire"></span>${CLAIRE_EMBED}`) +
          card('Katrin Vogel', ['Profesora de alemán'], mailto(at('katrin.vogel'))) +
          card('Sergio Navarro', ['Profesor de español para extranjeros', 'Acreditado como examinador DELE'], mailto(at('sergio.navarro'))) +
          `</div>`,
      ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Language school in Madrid',
    lang: 'en',
    alternates: ALT,
    main: section(rich(h('Language courses in Chamberí, Madrid', 1) + p('Spanish for foreigners, English, French and German in small groups.') + p(`<a href="${ORIGIN}/en/meet-the-faculty">Meet the faculty</a>`))),
  });

  pages['/en/meet-the-faculty'] = page({
    path: '/en/meet-the-faculty',
    title: 'Meet the faculty',
    lang: 'en',
    main: section(
      rich(h('Meet the faculty', 1) + p('Our teachers are native or bilingual speakers. Preparing for an official exam? Talk to our coordinator first.')) +
        `<div class="wixui-repeater" role="list">${card('Emily Clarke', ['Cambridge Exams Coordinator'], mailto(at('emily.clarke')))}</div>`,
    ),
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Ramón Ortega',
        jobTitle: 'Gerente',
        email: at('ramon.ortega'),
        worksFor: { '@type': 'EducationalOrganization', name: 'Academia de Idiomas Chamberí' },
      },
    ],
    main: section(
      rich(
        h('Contacto', 1) +
          p(`Secretaría y matrículas: ${mailto(at('secretaria'))} · ${tel('+34 914 47 26 80')}`) +
          p(`Jefa de estudios: Marta Iglesias – ${mailto(at('marta.iglesias'))}`) +
          p('Gerente: Ramón Ortega (facturación, empresas y convenios).'),
      ) +
        `<form class="wixui-form" aria-label="Formulario de contacto"><label>Nombre</label><input type="text" name="nombre"><label>Email</label><input type="email" name="email" placeholder="tucorreo@ejemplo.es"><label>Mensaje</label><textarea name="mensaje"></textarea><button type="submit">Enviar</button></form>`,
    ),
  });

  pages['/aviso-legal'] = page({ path: '/aviso-legal', title: 'Aviso legal', main: section(rich(h('Aviso legal', 1) + p('Titular: Idiomas Chamberí, S.L. · CIF B87214563 · Calle de Fuencarral 142, 28010 Madrid. Inscrita en el Registro Mercantil de Madrid, tomo 36.412, folio 150.'))) });
  pages['/politica-de-privacidad'] = page({ path: '/politica-de-privacidad', title: 'Política de privacidad', main: section(rich(h('Política de privacidad', 1) + p('Tratamos tus datos para gestionar la matrícula y, si lo autorizas, enviarte información de cursos.'))) });
  pages['/area-alumnos'] = page({ path: '/area-alumnos', title: 'Área de alumnos', main: section(rich(h('Área de alumnos', 1) + p(`Materiales, notas y justificantes de asistencia. Incidencias: ${mailto(at('campus'))}`))) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /area-alumnos\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/cursos', '/profesorado', '/contacto', '/en', '/en/meet-the-faculty', '/aviso-legal', '/politica-de-privacidad'], '2025-09-02'),
      pages,
      headers: { Server: 'Pepyaka', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-78',
      languages: ['es', 'en'],
      addresses: [
        { address: at('secretaria'), name: null, title: null, pages: ['/', '/contacto'], cases: ['role', 'json-ld-mailto', 'plain'] },
        { address: at('lucia.moreno'), name: 'Lucía Moreno', title: 'Directora académica', pages: ['/profesorado'], cases: ['card', 'plain', 'link-non-english'] },
        { address: at('james.whitfield'), name: 'James Whitfield', title: 'Profesor de inglés', pages: ['/profesorado'], cases: ['card', 'post-nominal', 'plain', 'link-non-english'] },
        { address: at('claire.dubois'), name: 'Claire Dubois', title: 'Profesora de francés', pages: ['/profesorado'], encoded: { kind: 'charcodes', text: CLAIRE_CODES }, cases: ['card', 'script-charcode', 'link-non-english'] },
        { address: at('katrin.vogel'), name: 'Katrin Vogel', title: 'Profesora de alemán', pages: ['/profesorado'], cases: ['card', 'plain', 'link-non-english'] },
        { address: at('sergio.navarro'), name: 'Sergio Navarro', title: 'Profesor de español para extranjeros', pages: ['/profesorado'], cases: ['card', 'plain', 'link-non-english'] },
        { address: at('emily.clarke'), name: 'Emily Clarke', title: 'Cambridge Exams Coordinator', pages: ['/en/meet-the-faculty'], cases: ['card', 'link-english-unlisted', 'deep-page', 'plain'] },
        { address: at('marta.iglesias'), name: 'Marta Iglesias', title: 'Jefa de estudios', pages: ['/contacto'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: at('ramon.ortega'), name: 'Ramón Ortega', title: 'Gerente', pages: ['/contacto'], cases: ['json-ld-person', 'json-ld-only', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-alumnos'],
      nonAddresses: [
        { text: `campus@${HOST}`, kind: 'disallowed' },
        { text: 'exams@cambridge-centre-retiro.test', kind: 'other-company' },
        { text: 'tucorreo@ejemplo.es', kind: 'placeholder' },
      ],
    },
  };
}
