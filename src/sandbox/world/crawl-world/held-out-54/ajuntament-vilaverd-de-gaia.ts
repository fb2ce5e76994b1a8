/**
 * Ajuntament de Vilaverd de Gaià: a small Catalan town hall (Catalan, with a partial Spanish
 * version), on Drupal 10. The governing team as Drupal view cards with schema.org RDFa ("Sra.",
 * "Sr.", two surnames, two jobs in one line) two links down from the home page, its Spanish
 * translation reached only through the hreflang alternate; the municipal staff as "Name, job"
 * lines, the nursery school's head as a "Job: Name" line, the building-permit page listed only in
 * the sitemap robots.txt names with its technician as a label line, the justice of the peace's
 * mailbox under the judge's name; the open-data repository's git URL and the staff intranet
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vilaverddegaia.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/ajuntament', "L'Ajuntament"],
    ['/tramits', 'Tràmits'],
    ['/el-municipi', 'El municipi'],
    ['/transparencia', 'Transparència'],
    ['/contacte', 'Contacte'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/contacto', 'Contacto'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Ajuntament de Vilaverd de Gaià',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Qm3b7Yf0xK2pWcR9sLd4hT.css?delta=0&amp;language=ca&amp;theme=ajuntament&amp;include=eJxLzs8rSc0rAQAQwgMK">`,
  ],
  header: (p) => {
    const lang = p.lang === 'es' ? 'es' : 'ca';
    return (
      `<header role="banner" class="region region-header"><div id="block-ajuntament-branding" class="block block-system block-system-branding-block"><a href="${lang === 'es' ? '/es' : '/'}" rel="home" class="site-logo"><img src="${ORIGIN}/themes/custom/ajuntament/logo.svg" alt="Inici"></a><div class="site-name">Ajuntament de Vilaverd de Gaià</div></div>` +
      `<div class="language-switcher-language-url block" role="navigation"><ul class="links"><li hreflang="ca" class="ca"><a href="/" class="language-link" hreflang="ca">Català</a></li><li hreflang="es" class="es"><a href="/es" class="language-link" hreflang="es">Castellano</a></li></ul></div>` +
      `<nav role="navigation" id="block-ajuntament-main-menu"><ul class="menu menu--main">${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}" data-drupal-link-system-path="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`
    );
  },
  footer: (p) =>
    `<footer role="contentinfo" class="region region-footer"><div class="block block-block-content"><p>Ajuntament de Vilaverd de Gaià · Plaça de la Vila, 1 · 43814 Vilaverd de Gaià (Tarragona) · NIF P4317600J</p><p>${tel('977 63 21 05')} · ${mailto(`ajuntament@${HOST}`)}</p>` +
    `<ul class="menu"><li><a href="/avis-legal">${p.lang === 'es' ? 'Aviso legal' : 'Avís legal'}</a></li><li><a href="/intranet">Intranet</a></li></ul></div></footer>`,
  privacyPath: { ca: '/avis-legal', es: '/avis-legal' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });
const node = (html: string): string => `<article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="field field--name-body field--type-text-with-summary">${html}</div></div></article>`;

type Member = { shown: string; name: string; title: string; titleEs: string; local: string; photo: string };
const GOVERN: Member[] = [
  { shown: 'Sra. Núria Vidal Ferrer', name: 'Núria Vidal Ferrer', title: "Alcaldessa i regidora d'Urbanisme i Governació", titleEs: 'Alcaldesa y concejala de Urbanismo y Gobernación', local: 'nvidal', photo: 'nuria-vidal' },
  { shown: 'Sr. Jordi Casals Pons', name: 'Jordi Casals Pons', title: "Primer tinent d'alcalde i regidor d'Hisenda", titleEs: 'Primer teniente de alcalde y concejal de Hacienda', local: 'jcasals', photo: 'jordi-casals' },
  { shown: 'Sra. Marta Soler Roca', name: 'Marta Soler Roca', title: 'Regidora de Cultura, Festes i Joventut', titleEs: 'Concejala de Cultura, Fiestas y Juventud', local: 'msoler', photo: 'marta-soler' },
  { shown: 'Sr. Pere Mas Rovira', name: 'Pere Mas Rovira', title: "Regidor d'Esports i Medi Ambient", titleEs: 'Concejal de Deportes y Medio Ambiente', local: 'pmas', photo: 'pere-mas' },
];

const card = (m: Member, es: boolean): string =>
  `<div class="views-row"><article vocab="https://schema.org/" typeof="Person" class="node node--type-carrec node--view-mode-teaser"><div class="field field--name-field-foto"><img src="${ORIGIN}/sites/default/files/styles/carrec/public/carrecs/${m.photo}.jpg" alt="${esc(m.name)}" width="300" height="300"></div>` +
  `<h3 class="node__title"><span property="name">${esc(m.shown)}</span></h3><div class="field field--name-field-carrec" property="jobTitle">${esc(es ? m.titleEs : m.title)}</div>` +
  `<div class="field field--name-field-email"><a property="email" href="mailto:${m.local}@${HOST}">${m.local}@${HOST}</a></div></article></div>`;

type Staff = { name: string; title: string; local: string };
const STAFF: Staff[] = [
  { name: 'Albert Ribas Camps', title: 'secretari-interventor', local: 'aribas' },
  { name: 'Laia Font Serra', title: 'arquitecta municipal (dimarts i dijous)', local: 'lfont' },
  { name: 'Anna Vila Puig', title: "administrativa de l'Oficina d'Atenció Ciutadana", local: 'avila' },
];

export function ajuntamentVilaverdDeGaia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT_HOME = { ca: '/', es: '/es', 'x-default': '/' };
  const ALT_GOVERN = { ca: '/ajuntament/equip-de-govern', es: '/es/ayuntamiento/equipo-de-gobierno' };

  pages['/'] = page({
    path: '/',
    title: 'Inici',
    alternates: ALT_HOME,
    main: node(`<h1>Benvinguts a Vilaverd de Gaià</h1><p>Municipi de l'Alt Camp de 1.180 habitants, a la vora del riu Gaià.</p><h2>Notícies</h2><ul><li>Obertes les inscripcions al casal d'estiu 2025</li><li>Aprovat el pressupost municipal per a l'exercici 2025</li></ul>`),
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Inicio',
    lang: 'es',
    alternates: ALT_HOME,
    main: node(`<h1>Bienvenidos a Vilaverd de Gaià</h1><p>Municipio del Alt Camp de 1.180 habitantes, a orillas del río Gaià.</p>`),
  });
  pages['/es/contacto'] = page({ path: '/es/contacto', title: 'Contacto', lang: 'es', main: node(`<h1>Contacto</h1><p>Plaça de la Vila, 1 · 43814 Vilaverd de Gaià</p><p>${mailto(`ajuntament@${HOST}`)}</p>`) });

  pages['/ajuntament'] = page({
    path: '/ajuntament',
    title: "L'Ajuntament",
    main: node(`<h1>L'Ajuntament</h1><ul><li><a href="/ajuntament/equip-de-govern">Equip de govern</a></li><li><a href="/ajuntament/personal">Personal i serveis municipals</a></li><li><a href="/ajuntament/ple">El Ple municipal</a></li></ul>`),
  });

  pages['/ajuntament/ple'] = page({ path: '/ajuntament/ple', title: 'El Ple municipal', main: node(`<h1>El Ple municipal</h1><p>El Ple es reuneix en sessió ordinària l'últim dijous de cada trimestre a les 20 h.</p>`) });

  pages['/ajuntament/equip-de-govern'] = page({
    path: '/ajuntament/equip-de-govern',
    title: 'Equip de govern',
    alternates: ALT_GOVERN,
    main: `<h1 class="page-title">Equip de govern</h1><div class="view view-carrecs view-display-id-page_1"><div class="view-content">${GOVERN.map((m) => card(m, false)).join('')}</div></div>`,
  });

  pages['/es/ayuntamiento/equipo-de-gobierno'] = page({
    path: '/es/ayuntamiento/equipo-de-gobierno',
    title: 'Equipo de gobierno',
    lang: 'es',
    alternates: ALT_GOVERN,
    main: `<h1 class="page-title">Equipo de gobierno</h1><div class="view view-carrecs view-display-id-page_1"><div class="view-content">${GOVERN.map((m) => card(m, true)).join('')}</div></div>`,
  });

  pages['/ajuntament/personal'] = page({
    path: '/ajuntament/personal',
    title: 'Personal i serveis municipals',
    main: node(
      `<h1>Personal i serveis municipals</h1><h2>Oficines municipals</h2>` +
        STAFF.map((s) => `<p>${esc(s.name)}, ${esc(s.title)} – ${mailto(`${s.local}@${HOST}`)}</p>`).join('') +
        `<h2>Escola bressol municipal Els Pinyols</h2><p>Directora: Gemma Roig Bosch, ${mailto(`groig@${HOST}`)}</p><p>Carrer de les Escoles, 3 · ${tel('977 63 24 40')}</p>`,
    ),
  });

  pages['/tramits'] = page({ path: '/tramits', title: 'Tràmits', main: node(`<h1>Tràmits</h1><p>La majoria de tràmits es poden fer a la seu electrònica de l'Ajuntament o presencialment a l'Oficina d'Atenció Ciutadana.</p>`) });

  pages['/tramits/llicencies-d-obres'] = page({
    path: '/tramits/llicencies-d-obres',
    title: "Llicències d'obres",
    main: node(
      `<h1>Llicències d'obres i comunicacions prèvies</h1><p>Les obres menors es tramiten per comunicació prèvia; les majors necessiten llicència i projecte tècnic visat.</p>` +
        `<p>Tècnic responsable: Oriol Batlle Sala, enginyer tècnic municipal, tel. ${tel('977 63 21 05')} (ext. 4), ${mailto(`obatlle@${HOST}`)}</p>`,
    ),
  });

  pages['/el-municipi'] = page({ path: '/el-municipi', title: 'El municipi', main: node(`<h1>El municipi</h1><p>Vilaverd de Gaià té un terme de 14,6 km² i és conegut pel seu castell del segle XI.</p>`) });

  pages['/transparencia'] = page({
    path: '/transparencia',
    title: 'Transparència',
    main: node(`<h1>Portal de transparència</h1><p>Les dades obertes de l'Ajuntament (pressupostos, padró agregat, contractes menors) es publiquen també en un repositori públic: <code>git clone git@github.com:vilaverddegaia/dades-obertes.git</code></p>`),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: node(
      `<h1>Contacte</h1><p>Ajuntament de Vilaverd de Gaià<br>Plaça de la Vila, 1 · 43814 Vilaverd de Gaià</p><p>${tel('977 63 21 05')} · ${mailto(`ajuntament@${HOST}`)}</p><p>Horari d'atenció: de dilluns a divendres de 9 a 14 h; dijous també de 17 a 19 h.</p>` +
        `<h2>Jutjat de Pau</h2><p>Jutge de pau: Sr. Ramon Pujol Esteve. Atenció al públic els dimecres de 17 a 19 h.</p><p>${mailto(`jutjatpau@${HOST}`)}</p>`,
    ),
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: node(`<h1>Avís legal</h1><p>Titular: Ajuntament de Vilaverd de Gaià, NIF P4317600J.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: node(`<h1>Intranet</h1><p>Incidències informàtiques: ${mailto(`suport.intranet@${HOST}`)}</p>`) });

  pages['/sitemap-tramits.xml'] = xmlPage(urlset(HOST, ['/tramits', '/tramits/llicencies-d-obres'], '2025-02-03'));

  const member = (m: Member) => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.title,
    titleAlternatives: [m.titleEs],
    pages: ['/ajuntament/equip-de-govern', '/es/ayuntamiento/equipo-de-gobierno'],
    cases: ['card', 'rdfa', 'honorific', 'plain', 'deep-page', 'hreflang', 'link-non-english'] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap-tramits.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-54',
      languages: ['ca', 'es'],
      addresses: [
        { address: `ajuntament@${HOST}`, name: null, title: null, pages: ['/', '/contacte', '/es/contacto'], cases: ['role', 'plain'] },
        ...GOVERN.map(member),
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/ajuntament/personal'], cases: ['name-title-line', 'plain', 'deep-page', 'link-non-english'] as CaseKind[] })),
        { address: `groig@${HOST}`, name: 'Gemma Roig Bosch', title: 'Directora', pages: ['/ajuntament/personal'], cases: ['title-name-line', 'plain', 'deep-page', 'link-non-english'] },
        { address: `obatlle@${HOST}`, name: 'Oriol Batlle Sala', title: 'enginyer tècnic municipal', pages: ['/tramits/llicencies-d-obres'], cases: ['label-line', 'plain', 'sitemap-robots'] },
        { address: `jutjatpau@${HOST}`, name: null, title: null, pages: ['/contacte'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
      ],
      // Initial and first surname (nvidal for Núria Vidal Ferrer): no pattern over given and last name says it.
      pattern: null,
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: 'git@github.com:vilaverddegaia/dades-obertes.git', kind: 'git' },
        { text: `suport.intranet@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
