/**
 * Fisioteràpia Benimaclet: a physiotherapy clinic in Valencia, Spanish with Catalan, on WordPress
 * with Elementor and WPML. The physiotherapists in Elementor cards marked up with microdata in
 * both languages, the coordinator's address built from character codes, a blog post listed only
 * in the post sitemap of the sitemap index, with its author's line at the end; the patients'
 * area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fisio-benimaclet.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'es' | 'ca', [string, string][]> = {
  es: [['/', 'Inicio'], ['/tratamientos', 'Tratamientos'], ['/equipo', 'Equipo'], ['/contacto', 'Contacto']],
  ca: [['/ca', 'Inici'], ['/ca/tractaments', 'Tractaments'], ['/ca/equip', 'Equip'], ['/ca/contacte', 'Contacte']],
};

const lng = (p: PageSpec): 'es' | 'ca' => (p.lang.startsWith('ca') ? 'ca' : 'es');

const theme: Theme = {
  host: HOST,
  siteName: 'Fisioteràpia Benimaclet',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading; settings: css_print_method-external">',
    '<meta name="generator" content="WPML ver:4.6.10 stt:8,2;">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">`,
  ],
  header: (p) =>
    `<header data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header"><div class="elementor-widget-container"><a href="${lng(p) === 'ca' ? '/ca' : '/'}"><img src="${ORIGIN}/wp-content/uploads/2023/09/logo-fisio-benimaclet.svg" alt="Fisioteràpia Benimaclet"></a>` +
    `<nav class="elementor-nav-menu--main"><ul class="elementor-nav-menu">${MENU[lng(p)].map(([h, l]) => `<li class="menu-item"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<div class="wpml-ls-statics-shortcode_actions wpml-ls"><ul><li class="wpml-ls-item"><a href="/" class="wpml-ls-link">ES</a></li><li class="wpml-ls-item"><a href="/ca" class="wpml-ls-link">CA</a></li></ul></div></div></header>`,
  footer: (p) =>
    `<footer data-elementor-type="footer" class="elementor elementor-location-footer"><div class="elementor-widget-container"><p>C/ d'Emili Baró, 41 · 46020 València · ${tel('963 61 27 40')} · ${mailto(`info@${HOST}`)}</p>` +
    (lng(p) === 'ca'
      ? `<p><a href="/ca/avis-legal">Avís legal</a> · <a href="/area-pacientes">Àrea de pacients</a></p>`
      : `<p><a href="/aviso-legal">Aviso legal</a> · <a href="/area-pacientes">Área de pacientes</a></p>`) +
    `</div></footer>`,
  privacyPath: { es: '/aviso-legal', ca: '/ca/avis-legal' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Fisio = { name: string; shown: string; es: string; ca: string; mail: string; colegiado: string };
const TEAM: Fisio[] = [
  { name: 'Vicent Soler', shown: 'Dr. Vicent Soler', es: 'Director clínico y fisioterapeuta', ca: 'Director clínic i fisioterapeuta', mail: 'vsoler', colegiado: '1287' },
  { name: 'Marta Ferrer', shown: 'Marta Ferrer', es: 'Fisioterapeuta especialista en suelo pélvico', ca: 'Fisioterapeuta especialista en sòl pelvià', mail: 'mferrer', colegiado: '3402' },
  { name: 'Álvaro Giménez', shown: 'Álvaro Giménez', es: 'Fisioterapeuta deportivo y osteópata', ca: 'Fisioterapeuta esportiu i osteòpata', mail: 'agimenez', colegiado: '4118' },
  { name: 'Núria Peris', shown: 'Núria Peris', es: 'Fisioterapeuta neurológica (media jornada)', ca: 'Fisioterapeuta neurològica (mitja jornada)', mail: 'nperis', colegiado: '4530' },
  { name: 'Jorge Martínez', shown: 'Jorge Martínez', es: 'Auxiliar administrativo y de clínica', ca: 'Auxiliar administratiu i de clínica', mail: 'jmartinez', colegiado: '' },
];

const cards = (lang: 'es' | 'ca') =>
  `<div class="elementor-section elementor-section-boxed"><div class="elementor-container elementor-column-gap-default">` +
  TEAM.map(
    (f) =>
      `<div class="elementor-column elementor-col-33"><div class="elementor-widget elementor-widget-image-box" itemscope itemtype="https://schema.org/Person"><div class="elementor-image-box-wrapper">` +
      `<figure class="elementor-image-box-img"><img src="${ORIGIN}/wp-content/uploads/2024/01/${f.mail}-300x300.jpg" alt="${esc(f.name)}"></figure><div class="elementor-image-box-content">` +
      `<h3 class="elementor-image-box-title" itemprop="name">${esc(f.shown)}</h3><p class="elementor-image-box-description"><span itemprop="jobTitle">${esc(f[lang])}</span>` +
      (f.colegiado ? `<br>${lang === 'es' ? 'Col. nº' : 'Col. núm.'} ${f.colegiado} ICOFCV` : '') +
      `<br><a itemprop="email" href="mailto:${f.mail}@${HOST}">${f.mail}@${HOST}</a></p></div></div></div></div>`,
  ).join('') +
  `</div></div>`;

const LUCIA = `libanez@${HOST}`;
const LUCIA_SCRIPT = `<script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(LUCIA)}) + '">' + String.fromCharCode(${charCodes(LUCIA)}) + '</a>');</script>`;

export function fisioBenimaclet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const home = { es: '/', ca: '/ca', 'x-default': '/' };
  const team = { es: '/equipo', ca: '/ca/equip' };

  pages['/'] = page({
    path: '/',
    title: 'Clínica de fisioterapia en València',
    lang: 'es',
    alternates: home,
    main: `<div class="elementor-widget-heading"><h1 class="elementor-heading-title">Fisioterapia en Benimaclet desde 2009</h1></div><div class="elementor-widget-text-editor"><p>Dolor de espalda, lesiones deportivas, suelo pélvico y rehabilitación neurológica. Pide cita en el ${tel('963 61 27 40')} o en ${mailto(`citas@${HOST}`)}.</p></div>`,
  });
  pages['/ca'] = page({
    path: '/ca',
    title: 'Clínica de fisioteràpia a València',
    lang: 'ca',
    alternates: home,
    main: `<h1 class="elementor-heading-title">Fisioteràpia a Benimaclet des de 2009</h1><p>Mal d'esquena, lesions esportives, sòl pelvià i rehabilitació neurològica. Demana cita al ${tel('963 61 27 40')} o a ${mailto(`citas@${HOST}`)}.</p>`,
  });
  pages['/tratamientos'] = page({ path: '/tratamientos', title: 'Tratamientos', lang: 'es', alternates: { es: '/tratamientos', ca: '/ca/tractaments' }, main: `<h1>Tratamientos</h1><ul><li>Fisioterapia traumatológica</li><li>Punción seca</li><li>Suelo pélvico y posparto</li><li>Readaptación deportiva</li></ul><p>Sesión de 45 minutos: 40 €. Bono de 5 sesiones: 180 €.</p>` });
  pages['/ca/tractaments'] = page({ path: '/ca/tractaments', title: 'Tractaments', lang: 'ca', alternates: { es: '/tratamientos', ca: '/ca/tractaments' }, main: `<h1>Tractaments</h1><ul><li>Fisioteràpia traumatològica</li><li>Punció seca</li><li>Sòl pelvià i postpart</li></ul>` });
  pages['/equipo'] = page({ path: '/equipo', title: 'Equipo', lang: 'es', alternates: team, main: `<h1 class="elementor-heading-title">Nuestro equipo</h1>${cards('es')}` });
  pages['/ca/equip'] = page({ path: '/ca/equip', title: 'Equip', lang: 'ca', alternates: team, main: `<h1 class="elementor-heading-title">El nostre equip</h1>${cards('ca')}` });

  pages['/contacto'] = page({
    path: '/contacto',
    title: 'Contacto',
    lang: 'es',
    alternates: { es: '/contacto', ca: '/ca/contacte' },
    main:
      `<h1>Contacto</h1><p>Lunes a viernes de 8:00 a 21:00 h. Aparcamiento en la calle Poeta Artola.</p>` +
      `<div class="elementor-widget-text-editor"><p><strong>Coordinadora de la clínica:</strong> Lucía Ibáñez – ${LUCIA_SCRIPT}</p><p>Mutuas, seguros y facturación: ${mailto(`info@${HOST}`)}</p></div>`,
  });
  pages['/ca/contacte'] = page({ path: '/ca/contacte', title: 'Contacte', lang: 'ca', alternates: { es: '/contacto', ca: '/ca/contacte' }, main: `<h1>Contacte</h1><p>De dilluns a divendres de 8.00 a 21.00 h.</p><p>Mútues, assegurances i facturació: ${mailto(`info@${HOST}`)}</p>` });

  pages['/2025/03/punciones-secas-mitos'] = page({
    path: '/2025/03/punciones-secas-mitos',
    title: 'Punción seca: cinco mitos',
    lang: 'es',
    main:
      `<article class="post type-post"><h1 class="entry-title">Punción seca: cinco mitos que escuchamos cada semana</h1><p>«¿Me van a inyectar algo?» No: la aguja es maciza y no lleva medicamento. Tampoco es acupuntura, aunque se parezcan las agujas.</p>` +
      `<footer class="entry-author"><p>Pau Climent, fisioterapeuta y readaptador deportivo, ${mailto(`pcliment@${HOST}`)}</p></footer></article>`,
  });

  pages['/aviso-legal'] = page({ path: '/aviso-legal', title: 'Aviso legal', lang: 'es', main: `<h1>Aviso legal</h1><p>Fisioteràpia Benimaclet, S.L.P. · CIF B98234117 · Registro Mercantil de Valencia.</p>` });
  pages['/ca/avis-legal'] = page({ path: '/ca/avis-legal', title: 'Avís legal', lang: 'ca', main: `<h1>Avís legal</h1><p>Fisioteràpia Benimaclet, S.L.P. · CIF B98234117.</p>` });
  pages['/area-pacientes'] = page({ path: '/area-pacientes', title: 'Área de pacientes', lang: 'es', main: `<h1>Área de pacientes</h1><p>Informes y justificantes: ${mailto(`informes@${HOST}`)}</p>` });
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/ca', '/tratamientos', '/equipo', '/contacto']));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2025/03/punciones-secas-mitos'], '2025-03-27'));

  const fisio = (f: Fisio) => ({
    address: `${f.mail}@${HOST}`,
    name: f.name,
    title: f.es,
    titleAlternatives: [f.ca],
    pages: ['/equipo', '/ca/equip'],
    cases: ['card', 'microdata', 'plain', ...(f.shown !== f.name ? (['honorific'] as CaseKind[]) : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-pacientes\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-03-27'),
      pages,
      headers: { Server: 'LiteSpeed', 'x-powered-by': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-18',
      languages: ['es', 'ca'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contacto', '/ca/contacte'], cases: ['role', 'plain'] },
        { address: `citas@${HOST}`, name: null, title: null, pages: ['/', '/ca'], cases: ['role', 'plain'] },
        ...TEAM.map(fisio),
        { address: LUCIA, name: 'Lucía Ibáñez', title: 'Coordinadora de la clínica', pages: ['/contacto'], encoded: { kind: 'charcodes', text: charCodes(LUCIA) }, cases: ['title-name-line', 'script-charcode'] },
        { address: `pcliment@${HOST}`, name: 'Pau Climent', title: 'fisioterapeuta y readaptador deportivo', pages: ['/2025/03/punciones-secas-mitos'], cases: ['sitemap-index', 'name-title-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/area-pacientes'],
      nonAddresses: [{ text: `informes@${HOST}`, kind: 'disallowed' }],
    },
  };
}
