/**
 * Academia de Idiomas Alameda: a language school in Valencia, Spanish with an English section
 * reached only through the hreflang alternate, on Squarespace. Initial-plus-surname addresses. The
 * teachers as a definition list with a Dra. and an MA TESOL (English titles on the English
 * teachers page, two links deep), the office head in a nested JSON-LD department and as "Nombre,
 * cargo", the admissions coordinator as "Cargo: Nombre" with an address a script concatenates, the
 * corporate training lead in prose on a page listed only in the sitemap robots.txt names, the info
 * mailbox; a former teacher in a comment, the exam centre's address, a form placeholder and the
 * staff intranet robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'idiomas-alameda.test';
const ORIGIN = `http://${HOST}`;

const MENU_ES: [string, string][] = [
  ['/', 'Inicio'],
  ['/cursos', 'Cursos'],
  ['/equipo', 'Equipo'],
  ['/contacto', 'Contacto'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/our-teachers', 'Our teachers'],
  ['/', 'Español'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Academia de Idiomas Alameda',
  head: [
    '<!-- This is Squarespace. --><!-- alameda-idiomas -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.test/static/versioned-site-css/65a1f0c2/site.css">',
  ],
  header: (p) =>
    `<header class="header"><div class="header-title-logo"><a href="${p.lang === 'en' ? '/en' : '/'}"><img src="https://images.squarespace-cdn.test/content/alameda-logo.png" alt="Academia Alameda"></a></div>` +
    `<nav class="header-nav-list">${(p.lang === 'en' ? MENU_EN : MENU_ES).map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></header>`,
  footer: (p) =>
    `<footer class="sections" id="footer-sections"><p>Academia de Idiomas Alameda S.L. · Paseo de la Alameda 34, 46023 València · ${tel('963 51 22 40')}</p>` +
    `<p><a href="/aviso-legal">${p.lang === 'en' ? 'Legal notice' : 'Aviso legal'}</a> · <a href="/intranet">${p.lang === 'en' ? 'Staff' : 'Intranet profesores'}</a></p></footer>`,
  privacyPath: { es: '/aviso-legal', en: '/aviso-legal' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const TEACHERS: { dt: string; name: string; es: string; en: string; enName: string; address: string; cases: CaseKind[] }[] = [
  { dt: 'Dra. Lucía Ferrer', name: 'Lucía Ferrer', es: 'Directora académica', en: 'Academic Director', enName: 'Dr Lucía Ferrer', address: 'lferrer@idiomas-alameda.test', cases: ['honorific'] },
  { dt: 'Pablo Martí', name: 'Pablo Martí', es: 'Jefe de estudios', en: 'Head of Studies', enName: 'Pablo Martí', address: 'pmarti@idiomas-alameda.test', cases: [] },
  {
    dt: 'Oliver Grant, MA TESOL',
    name: 'Oliver Grant',
    es: 'Profesor de inglés y coordinador de exámenes Cambridge',
    en: 'English teacher and Cambridge exams coordinator',
    enName: 'Oliver Grant, MA TESOL',
    address: 'ogrant@idiomas-alameda.test',
    cases: ['post-nominal'],
  },
  { dt: 'Emma Clarke', name: 'Emma Clarke', es: 'Profesora de inglés', en: 'English teacher', enName: 'Emma Clarke', address: 'eclarke@idiomas-alameda.test', cases: [] },
  { dt: 'Chiara Rinaldi', name: 'Chiara Rinaldi', es: 'Profesora de italiano', en: 'Italian teacher', enName: 'Chiara Rinaldi', address: 'crinaldi@idiomas-alameda.test', cases: [] },
  { dt: 'Hélène Dubois', name: 'Hélène Dubois', es: 'Profesora de francés', en: 'French teacher', enName: 'Hélène Dubois', address: 'hdubois@idiomas-alameda.test', cases: [] },
];

const NURIA = 'nsoler';
const NURIA_JS = `var u = '${NURIA}'; var d = 'idiomas-alameda' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;

export function idiomasAlameda(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Inglés, francés e italiano en València',
    lang: 'es',
    alternates: { es: '/', en: '/en' },
    main:
      `<section class="page-section"><h1>Aprende idiomas en el centro de València</h1><p>Grupos reducidos de inglés, francés e italiano para adultos y adolescentes, preparación de exámenes oficiales Cambridge, DELF y CILS, y clases para empresas.</p>` +
      `<p>¿Dudas? Escríbenos a ${mailto('info@idiomas-alameda.test')}</p></section>`,
  });

  pages['/cursos'] = page({
    path: '/cursos',
    title: 'Cursos',
    lang: 'es',
    main: `<h1>Cursos 2025–2026</h1><ul><li>Inglés general A1–C2</li><li>Preparación First, Advanced y Proficiency</li><li>Francés A1–B2 y DELF</li><li>Italiano A1–B2 y CILS</li><li>Intensivos de verano en julio</li></ul>`,
  });

  pages['/equipo'] = page({
    path: '/equipo',
    title: 'Equipo',
    lang: 'es',
    alternates: { es: '/equipo', en: '/en/our-teachers' },
    main:
      `<h1>Nuestro equipo</h1><div class="sqs-block html-block"><div class="sqs-block-content">\n<dl class="equipo">\n` +
      TEACHERS.map((t) => `  <dt>${esc(t.dt)}</dt>\n  <dd>${esc(t.es)}</dd>\n  <dd>${mailto(t.address)}</dd>`).join('\n') +
      `\n  <!-- <dt>Marta Ibáñez</dt><dd>Profesora de alemán</dd><dd>mibanez@idiomas-alameda.test</dd> (baja desde sept. 2024) -->\n</dl>\n</div></div>`,
  });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    lang: 'es',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        name: 'Academia de Idiomas Alameda',
        url: `${ORIGIN}/`,
        email: 'info@idiomas-alameda.test',
        department: {
          '@type': 'Organization',
          name: 'Secretaría',
          employee: { '@type': 'Person', name: 'Carmen Vidal', jobTitle: 'Responsable de secretaría', email: 'cvidal@idiomas-alameda.test' },
        },
      },
    ],
    main:
      `<h1>Contacto</h1><p>Secretaría abierta de lunes a jueves de 10:00 a 13:30 y de 16:30 a 20:30; viernes solo por la mañana.</p>` +
      `<p>Carmen Vidal, responsable de secretaría · ${tel('963 51 22 40')} · ${mailto('cvidal@idiomas-alameda.test')}</p>` +
      `<p>Coordinadora de admisiones: Nuria Soler — <span class="email"><script>${NURIA_JS}</script></span></p>` +
      `<p>Información general: ${mailto('info@idiomas-alameda.test')}</p>` +
      `<p>Somos centro preparador; las inscripciones a los exámenes se tramitan con el centro examinador (${mailto('centro@cambridge-exams-levante.test')}).</p>` +
      `<form class="form-wrapper"><label>Email <input type="email" name="email" placeholder="tu@email.com"></label><label>Mensaje <textarea name="mensaje"></textarea></label><button type="submit">Enviar</button></form>`,
  });

  pages['/empresas'] = page({
    path: '/empresas',
    title: 'Formación para empresas',
    lang: 'es',
    main:
      `<h1>Formación para empresas</h1><p>Clases en tu oficina o en línea, bonificables a través de FUNDAE.</p>` +
      `<p>Si tu empresa necesita un plan de formación, escribe a Raúl Navarro, nuestro responsable de formación para empresas, en ${mailto('rnavarro@idiomas-alameda.test')} y te preparará una propuesta.</p>`,
  });

  pages['/aviso-legal'] = page({
    path: '/aviso-legal',
    title: 'Aviso legal',
    lang: 'es',
    main: `<h1>Aviso legal y privacidad</h1><p>Titular: Academia de Idiomas Alameda S.L., B-98765432. Para ejercer tus derechos escribe a ${mailto('info@idiomas-alameda.test')}.</p>`,
  });

  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Intranet',
    lang: 'es',
    main: `<h1>Intranet del profesorado</h1><p>Horarios, sustituciones y notas. Incidencias: ${mailto('profesores@idiomas-alameda.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Language school in Valencia',
    lang: 'en',
    alternates: { es: '/', en: '/en' },
    main:
      `<h1>Learn Spanish, French or Italian in Valencia</h1><p>Small groups, Cambridge exam preparation and summer intensives, a short walk from the Turia gardens.</p>` +
      `<p><a href="/en/our-teachers">Our teachers</a></p>`,
  });

  pages['/en/our-teachers'] = page({
    path: '/en/our-teachers',
    title: 'Our teachers',
    lang: 'en',
    alternates: { es: '/equipo', en: '/en/our-teachers' },
    main:
      `<h1>Our teachers</h1><div class="sqs-block html-block"><ul class="teachers">\n` +
      TEACHERS.map((t) => `<li><strong>${esc(t.enName)}</strong> — ${esc(t.en)} — ${mailto(t.address)}</li>`).join('\n') +
      `\n</ul></div>`,
  });

  pages['/sitemaps/paginas.xml'] = xmlPage(urlset(HOST, ['/', '/cursos', '/equipo', '/contacto', '/empresas', '/aviso-legal', '/en', '/en/our-teachers'], '2025-01-20'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /config\nDisallow: /search\n\nSitemap: ${ORIGIN}/sitemaps/paginas.xml\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-13',
      languages: ['es', 'en'],
      addresses: [
        ...TEACHERS.map((t) => ({
          address: t.address,
          name: t.name,
          title: t.es,
          titleAlternatives: [t.en],
          pages: ['/equipo', '/en/our-teachers'],
          cases: ['definition-list', 'plain', ln, ...t.cases] as CaseKind[],
        })),
        {
          address: 'cvidal@idiomas-alameda.test',
          name: 'Carmen Vidal',
          title: 'responsable de secretaría',
          titleAlternatives: ['Responsable de secretaría'],
          pages: ['/contacto'],
          cases: ['name-title-line', 'json-ld-nested', 'json-ld-person', 'plain', ln],
        },
        {
          address: `${NURIA}@idiomas-alameda.test`,
          name: 'Nuria Soler',
          title: 'Coordinadora de admisiones',
          pages: ['/contacto'],
          encoded: { kind: 'script', text: NURIA_JS },
          cases: ['title-name-line', 'script-concat', ln],
        },
        {
          address: 'rnavarro@idiomas-alameda.test',
          name: 'Raúl Navarro',
          title: 'responsable de formación para empresas',
          pages: ['/empresas'],
          cases: ['prose', 'sitemap-robots', 'plain'],
        },
        { address: 'info@idiomas-alameda.test', name: null, title: null, pages: ['/', '/contacto', '/aviso-legal'], cases: ['role', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: 'profesores@idiomas-alameda.test', kind: 'disallowed' },
        { text: 'mibanez@idiomas-alameda.test', kind: 'comment' },
        { text: 'centro@cambridge-exams-levante.test', kind: 'other-company' },
        { text: 'tu@email.com', kind: 'placeholder' },
      ],
    },
  };
}
