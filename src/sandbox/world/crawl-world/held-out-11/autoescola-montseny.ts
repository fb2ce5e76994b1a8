/**
 * Autoescola Montseny: a driving school in Granollers, Catalan with a Spanish translation
 * (linked). First-name addresses. The instructors in a table on both languages' staff pages (one
 * written "nom [at] domini [dot] test"), the administrator with "Sra." on a "Càrrec: Nom" line, the
 * summer intensive course's coordinator in a sentence on a page listed only in a child of the
 * sitemap index, the bookings address reversed by a script, a placeholder in the form, a partner
 * gestoria's address and a students' area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'autoescola-montseny.test';
const BOOKINGS = 'reserves@autoescola-montseny.test';

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/lautoescola', "L'autoescola"],
    ['/professorat', 'Professorat'],
    ['/permisos', 'Permisos'],
    ['/contacte', 'Contacte'],
    ['/es', 'Castellano'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/profesorado', 'Profesorado'],
    ['/es/contacto', 'Contacto'],
    ['/', 'Català'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Autoescola Montseny',
  head: ['<meta name="generator" content="WordPress 6.5.2">', '<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.12" media="all">'],
  header: (p) =>
    `<header class="site-header"><div class="site-branding"><a href="${p.lang === 'es' ? '/es' : '/'}" rel="home">Autoescola Montseny</a></div>` +
    `<nav class="main-navigation"><ul>${(MENU[p.lang] ?? MENU.ca!).map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (p) =>
    `<footer class="site-footer"><p>Autoescola Montseny SL · Carrer de Sant Jaume 21 · 08401 Granollers · ${tel('938 70 12 45')}</p>` +
    (p.lang === 'es'
      ? `<p><a href="/avis-legal">Aviso legal</a> · <a href="/area-alumnes">Área de alumnos</a></p></footer>`
      : `<p><a href="/avis-legal">Avís legal</a> · <a href="/area-alumnes">Àrea d'alumnes</a></p></footer>`),
  privacyPath: { ca: '/avis-legal', es: '/avis-legal' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const entry = (html: string) => `<article class="page type-page"><div class="entry-content">${html}</div></article>`;

/** [name, Catalan title, Spanish title, permits, address cell] */
const STAFF: [string, string, string, string, string][] = [
  ['Jordi Puigdomènech', 'Director i professor de formació vial', 'Director y profesor de formación vial', 'B, C, D', mailto('jordi@autoescola-montseny.test')],
  ['Marta Casals', "Cap d'estudis", 'Jefa de estudios', 'B', mailto('marta@autoescola-montseny.test')],
  ['Pere Vilaró', 'Professor de formació vial', 'Profesor de formación vial', 'A, A2, B', mailto('pere@autoescola-montseny.test')],
  ['Laia Soler', 'Professora de formació vial', 'Profesora de formación vial', 'AM, B', mailto('laia@autoescola-montseny.test')],
  ['Albert Ferrer', 'Professor de pràctiques', 'Profesor de prácticas', 'C, C+E', 'albert [at] autoescola-montseny [dot] test'],
];

function staffTable(lang: 'ca' | 'es'): string {
  const head = lang === 'ca' ? ['Nom', 'Càrrec', 'Permisos', 'Correu electrònic'] : ['Nombre', 'Cargo', 'Permisos', 'Correo electrónico'];
  return (
    `<table class="wp-block-table"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>\n` +
    STAFF.map(([name, ca, es, permits, cell]) => `<tr><td>${esc(name)}</td><td>${esc(lang === 'ca' ? ca : es)}</td><td>${permits}</td><td>${cell}</td></tr>`).join('\n') +
    `\n</tbody></table>`
  );
}

const BOOKINGS_HTML = (label: string) =>
  `<a href="#" class="m-rev" data-m="${reversed(BOOKINGS)}">${esc(label)}</a>` +
  `<script>document.querySelectorAll('.m-rev').forEach(function(a){var m=a.getAttribute('data-m').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`;

export function autoescolaMontseny(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Autoescola a Granollers',
    lang: 'ca',
    alternates: { ca: '/', es: '/es' },
    main: entry(`<h1>Treu-te el carnet amb nosaltres</h1><p>Permisos AM, A2, B, C i D. Classes teòriques cada tarda i pràctiques amb cotxe, moto i camió des de 1998.</p><p><a href="/permisos">Consulta els preus</a></p>`),
  });

  pages['/lautoescola'] = page({
    path: '/lautoescola',
    title: "L'autoescola",
    lang: 'ca',
    main: entry(`<h1>L'autoescola</h1><p>L'Autoescola Montseny va obrir el 1998 al centre de Granollers. Avui som sis professors i tenim un índex d'aprovats a la primera del 78%.</p>`),
  });

  pages['/professorat'] = page({
    path: '/professorat',
    title: 'Professorat',
    lang: 'ca',
    alternates: { ca: '/professorat', es: '/es/profesorado' },
    main: entry(`<h1>Professorat</h1><p>Tots els nostres professors tenen el certificat de professor de formació vial de la DGT.</p>${staffTable('ca')}`),
  });

  pages['/permisos'] = page({
    path: '/permisos',
    title: 'Permisos i preus',
    lang: 'ca',
    main: entry(`<h1>Permisos i preus</h1><ul><li>Permís B: matrícula 190 €, classe pràctica 38 €</li><li>Permís A2: 540 €</li><li>Permís C: consulta'ns</li></ul>`),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    lang: 'ca',
    alternates: { ca: '/contacte', es: '/es/contacto' },
    main: entry(
      `<h1>Contacte</h1><p>Carrer de Sant Jaume 21, 08401 Granollers<br>De dilluns a divendres de 10 a 13 h i de 16 a 21 h</p>` +
        `<p>Informació general: ${mailto('info@autoescola-montseny.test')}</p>` +
        `<p>Administrativa: Sra. Carme Riera — ${mailto('carme@autoescola-montseny.test')}</p>` +
        `<p>Reserva de classes pràctiques: ${BOOKINGS_HTML('escriu-nos')}</p>` +
        `<p>Els tràmits de canvi de titularitat i duplicats els fem amb la Gestoria Vallès: ${mailto('tramits@gestoria-valles.test')}</p>` +
        `<form class="wpcf7-form"><input type="email" name="your-email" placeholder="el.teu.correu@exemple.cat"><textarea name="your-message"></textarea><input type="submit" value="Envia"></form>`,
    ),
  });

  pages['/avis-legal'] = page({
    path: '/avis-legal',
    title: 'Avís legal',
    lang: 'ca',
    main: entry(`<h1>Avís legal</h1><p>Autoescola Montseny SL, NIF B-65123987, inscrita al Registre Mercantil de Barcelona. Centre autoritzat per la DGT amb el número 08-0412.</p>`),
  });

  pages['/area-alumnes'] = page({
    path: '/area-alumnes',
    title: "Àrea d'alumnes",
    lang: 'ca',
    main: entry(`<h1>Àrea d'alumnes</h1><p>Tests en línia i calendari d'exàmens. Incidències amb l'accés: ${mailto('alumnes@autoescola-montseny.test')}</p>`),
  });

  pages['/cursos/curs-intensiu-estiu'] = page({
    path: '/cursos/curs-intensiu-estiu',
    title: "Curs intensiu d'estiu",
    lang: 'ca',
    main: entry(
      `<h1>Curs intensiu d'estiu</h1><p>Teòrica en dues setmanes, de l'1 al 12 de juliol, de 9 a 13 h.</p>` +
        `<p>Aquest any el curs el coordina en Xavier Roca, professor de formació vial, i per a qualsevol dubte li pots escriure a ${mailto('xavier@autoescola-montseny.test')}.</p>`,
    ),
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Autoescuela en Granollers',
    lang: 'es',
    alternates: { ca: '/', es: '/es' },
    main: entry(`<h1>Sácate el carné con nosotros</h1><p>Permisos AM, A2, B, C y D en Granollers desde 1998.</p>`),
  });

  pages['/es/profesorado'] = page({
    path: '/es/profesorado',
    title: 'Profesorado',
    lang: 'es',
    alternates: { ca: '/professorat', es: '/es/profesorado' },
    main: entry(`<h1>Profesorado</h1>${staffTable('es')}`),
  });

  pages['/es/contacto'] = page({
    path: '/es/contacto',
    title: 'Contacto',
    lang: 'es',
    alternates: { ca: '/contacte', es: '/es/contacto' },
    main: entry(
      `<h1>Contacto</h1><p>Calle de Sant Jaume 21, 08401 Granollers</p><p>Información: ${mailto('info@autoescola-montseny.test')}</p>` +
        `<p>Administrativa: Sra. Carme Riera — ${mailto('carme@autoescola-montseny.test')}</p><p>Reserva de prácticas: ${BOOKINGS_HTML('escríbenos')}</p>`,
    ),
  });

  pages['/sitemap-pagines.xml'] = xmlPage(urlset(HOST, ['/', '/lautoescola', '/professorat', '/permisos', '/contacte', '/avis-legal', '/es', '/es/profesorado', '/es/contacto'], '2025-05-06'));
  pages['/sitemap-cursos.xml'] = xmlPage(urlset(HOST, ['/cursos/curs-intensiu-estiu'], '2025-05-20'));

  const staffPages = ['/professorat', '/es/profesorado'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-alumnes\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pagines.xml', '/sitemap-cursos.xml'], '2025-05-20'),
      pages,
      headers: { Server: 'LiteSpeed' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-11',
      languages: ['ca', 'es'],
      addresses: [
        {
          address: 'jordi@autoescola-montseny.test',
          name: 'Jordi Puigdomènech',
          title: 'Director i professor de formació vial',
          titleAlternatives: ['Director y profesor de formación vial', 'Director'],
          pages: staffPages,
          cases: ['table', 'plain', 'link-non-english'],
        },
        { address: 'marta@autoescola-montseny.test', name: 'Marta Casals', title: "Cap d'estudis", titleAlternatives: ['Jefa de estudios'], pages: staffPages, cases: ['table', 'plain', 'link-non-english'] },
        {
          address: 'pere@autoescola-montseny.test',
          name: 'Pere Vilaró',
          title: 'Professor de formació vial',
          titleAlternatives: ['Profesor de formación vial'],
          pages: staffPages,
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'laia@autoescola-montseny.test',
          name: 'Laia Soler',
          title: 'Professora de formació vial',
          titleAlternatives: ['Profesora de formación vial'],
          pages: staffPages,
          cases: ['table', 'plain', 'link-non-english'],
        },
        {
          address: 'albert@autoescola-montseny.test',
          name: 'Albert Ferrer',
          title: 'Professor de pràctiques',
          titleAlternatives: ['Profesor de prácticas'],
          pages: staffPages,
          cases: ['table', 'obfuscated', 'link-non-english'],
        },
        {
          address: 'carme@autoescola-montseny.test',
          name: 'Carme Riera',
          title: 'Administrativa',
          pages: ['/contacte', '/es/contacto'],
          cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: 'xavier@autoescola-montseny.test',
          name: 'Xavier Roca',
          title: 'professor de formació vial',
          pages: ['/cursos/curs-intensiu-estiu'],
          cases: ['sitemap-index', 'prose', 'plain'],
        },
        { address: 'info@autoescola-montseny.test', name: null, title: null, pages: ['/contacte', '/es/contacto'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: BOOKINGS,
          name: null,
          title: null,
          pages: ['/contacte', '/es/contacto'],
          encoded: { kind: 'reversed', text: reversed(BOOKINGS) },
          cases: ['role', 'script-reversed', 'link-non-english'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/area-alumnes'],
      nonAddresses: [
        { text: 'alumnes@autoescola-montseny.test', kind: 'disallowed' },
        { text: 'el.teu.correu@exemple.cat', kind: 'placeholder' },
        { text: 'tramits@gestoria-valles.test', kind: 'other-company' },
      ],
    },
  };
}
