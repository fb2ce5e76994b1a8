/**
 * Ajuntament de Castellfollit del Bosc, Àrea de Medi Ambient i Sostenibilitat: a small Catalan
 * town council's portal on Drupal 9 (a provincial council's shared municipal theme), in Catalan
 * with a Spanish version of the department page. The councillor as "Càrrec: Nom", the
 * department's staff in a directory table marked up in RDFa (titles given in Spanish on the
 * Spanish page), the Smart City office's engineer behind a script that turns a reversed string
 * around, the citizens' office mailbox beside its head's name, and a home-composting news item
 * listed only in the gzip sitemap the robots.txt names. The intranet is disallowed; a
 * public-sector e-procurement platform's address is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, type PageSpec, type Theme } from '../kit.js';
import { urlset } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ajcastellfollit.test';
const ORIGIN = `http://${HOST}`;

const MENU_CA: [string, string][] = [
  ['/', 'Inici'],
  ['/ajuntament', 'Ajuntament'],
  ['/ajuntament/organitzacio/medi-ambient', 'Medi Ambient'],
  ['/tramits', 'Tràmits'],
  ['/smart-city', 'Smart City Lab'],
  ['/contacte', 'Contacte'],
];
const MENU_ES: [string, string][] = [
  ['/es', 'Inicio'],
  ['/es/medio-ambiente', 'Medio Ambiente'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Ajuntament de Castellfollit del Bosc',
  head: [
    '<meta name="Generator" content="Drupal 9 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/ajcastellfollit/files/css/css_pQ2b7zS1kH0aXjT4cV9nE3rL6mW8uF5dY1gA0oI2.css">',
    '<link rel="shortcut icon" href="/themes/custom/portal_municipal/favicon.ico" type="image/vnd.microsoft.icon">',
  ],
  header: (p) => {
    const es = p.lang.startsWith('es');
    const menu = es ? MENU_ES : MENU_CA;
    return (
      `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container"><div class="barra-superior"><div class="container"><ul class="idiomes links"><li hreflang="ca" class="ca${es ? '' : ' is-active'}"><a href="/" class="language-link" hreflang="ca">Català</a></li><li hreflang="es" class="es${es ? ' is-active' : ''}"><a href="/es" class="language-link" hreflang="es">Castellano</a></li></ul><a href="https://seu.ajcastellfollit.test/" class="seu-link">${es ? 'Sede electrónica' : 'Seu electrònica'}</a></div></div>` +
      `<header role="banner" class="capcalera"><div class="container"><a href="${es ? '/es' : '/'}" title="${es ? 'Inicio' : 'Inici'}" rel="home" class="escut"><img src="/sites/ajcastellfollit/files/escut-castellfollit.png" alt="Escut de Castellfollit del Bosc" width="64" height="80"><span class="site-name">Ajuntament de Castellfollit del Bosc</span></a></div>` +
      `<nav role="navigation" aria-labelledby="block-menuprincipal-menu" id="block-menuprincipal"><h2 class="visually-hidden" id="block-menuprincipal-menu">${es ? 'Navegación principal' : 'Navegació principal'}</h2><ul class="menu menu--main nav navbar-nav">` +
      menu.map(([href, label]) => `<li class="menu-item${href === p.path ? ' menu-item--active-trail' : ''}"><a href="${href}"${href === p.path ? ' class="is-active" aria-current="page"' : ''} data-drupal-link-system-path="node/${href.length + 40}">${esc(label)}</a></li>`).join('') +
      `</ul></nav></header><div class="container contingut">`
    );
  },
  footer: (p) =>
    `</div><footer role="contentinfo" class="peu"><div class="container"><div class="row"><div class="col-md-6"><p><strong>Ajuntament de Castellfollit del Bosc</strong><br>Plaça de la Vila, 1 · 08513 Castellfollit del Bosc<br>${tel('93 812 40 00')} · ${mailto(`ajuntament@${HOST}`)}</p><p>${p.lang.startsWith('es') ? 'Horario' : 'Horari'} OAC: 9–14 h</p></div>` +
    `<div class="col-md-6"><ul class="menu menu--footer"><li><a href="/avis-legal">Avís legal</a></li><li><a href="/privacitat">Privacitat</a></li><li><a href="/intranet">Intranet</a></li><li><a href="https://contractaciopublica.test/perfil/ajcastellfollit">Perfil del contractant</a></li></ul></div></div></div></footer></div></div>`,
  privacyPath: { ca: '/privacitat', es: '/privacitat' },
  bodyEnd: [
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","scriptPath":null,"pathPrefix":"","currentLanguage":"ca"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true}</script>',
    '<script src="/sites/ajcastellfollit/files/js/js_Vf3kB9nY2qH7sL0mX4cR8tA1pD6wE5gU9iO3zJ2.js"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'ca', ...spec });

const node = (title: string, html: string): string =>
  `<div class="region region-content"><div id="block-portal-municipal-page-title" class="block block-core block-page-title-block"><h1 class="page-header"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div><div id="block-portal-municipal-content" class="block block-system block-system-main-block"><article role="article" class="node node--type-page node--view-mode-full"><div class="content"><div class="field field--name-body field--type-text-with-summary field--label-hidden field--item">${html}</div></div></article></div></div>`;

type Staff = { ca: string; es: string; name: string; local: string };
const STAFF: Staff[] = [
  { ca: 'Cap de l’Àrea de Medi Ambient', es: 'Jefe del Área de Medio Ambiente', name: 'Jordi Casals', local: 'jcasals' },
  { ca: 'Tècnica de medi ambient (residus i economia circular)', es: 'Técnica de medio ambiente (residuos y economía circular)', name: 'Anna Soler', local: 'asoler' },
  { ca: 'Tècnic de medi ambient (energia i canvi climàtic)', es: 'Técnico de medio ambiente (energía y cambio climático)', name: 'Pere Font', local: 'pfont' },
  { ca: 'Inspector de via pública i disciplina ambiental', es: 'Inspector de vía pública y disciplina ambiental', name: 'Marc Prat', local: 'mprat' },
  { ca: 'Administrativa', es: 'Administrativa', name: 'Laia Ferrer Mas', local: 'lferrer' },
];

const directory = (lang: 'ca' | 'es'): string =>
  `<table class="taula-directori"><caption>${lang === 'ca' ? 'Directori de l’Àrea' : 'Directorio del Área'}</caption><thead><tr><th scope="col">${lang === 'ca' ? 'Càrrec' : 'Cargo'}</th><th scope="col">${lang === 'ca' ? 'Nom i cognoms' : 'Nombre y apellidos'}</th><th scope="col">${lang === 'ca' ? 'Telèfon' : 'Teléfono'}</th><th scope="col">${lang === 'ca' ? 'Correu electrònic' : 'Correo electrónico'}</th></tr></thead><tbody>` +
  STAFF.map(
    (s, i) =>
      `<tr vocab="https://schema.org/" typeof="Person"><td property="jobTitle">${esc(lang === 'ca' ? s.ca : s.es)}</td><td property="name">${esc(s.name)}</td><td property="telephone">93 812 40 ${String(21 + i).padStart(2, '0')}</td><td><a property="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></td></tr>`,
  ).join('') +
  `</tbody></table>`;

export function ajCastellfollit(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const dept = { ca: '/ajuntament/organitzacio/medi-ambient', es: '/es/medio-ambiente' };
  const roigRev = reversed(`xroig@${HOST}`);
  const roigScript = `<script>(function(){var r = '${roigRev}'; var a = r.split('').reverse().join(''); document.getElementById('correu-smartcity').innerHTML = '<a href="mailto:' + a + '">' + a + '</a>';})();</script>`;

  pages['/'] = page({
    path: '/',
    title: 'Inici',
    alternates: { ca: '/', es: '/es' },
    main: node(
      'Benvinguts a Castellfollit del Bosc',
      `<p>Castellfollit del Bosc és un municipi de 3.400 habitants del Moianès. Des d’aquest portal podeu consultar l’actualitat municipal, fer tràmits en línia i contactar amb els serveis de l’Ajuntament.</p><ul class="destacats"><li><a href="/tramits">Tràmits en línia</a></li><li><a href="${dept.ca}">Deixalleria i recollida de residus</a></li><li><a href="/contacte">Oficina d’Atenció Ciutadana</a></li></ul>`,
    ),
  });

  pages['/ajuntament'] = page({
    path: '/ajuntament',
    title: 'Ajuntament',
    main: node('Ajuntament', `<p>El Ple municipal és format per onze regidors i regidores. L’organització es divideix en cinc àrees: Alcaldia i Governació, Hisenda, Urbanisme, Serveis Socials i Medi Ambient i Sostenibilitat.</p><p><a href="${dept.ca}">Àrea de Medi Ambient i Sostenibilitat</a></p>`),
  });

  pages[dept.ca] = page({
    path: dept.ca,
    title: 'Àrea de Medi Ambient i Sostenibilitat',
    alternates: { ca: dept.ca, es: dept.es },
    main: node(
      'Àrea de Medi Ambient i Sostenibilitat',
      `<p>L’Àrea gestiona la recollida de residus i la deixalleria, la qualitat de l’aire i de l’aigua, els espais verds, la prevenció d’incendis forestals i el Pla d’Acció per l’Energia Sostenible i el Clima (PAESC).</p>` +
        `<p>Regidora de Medi Ambient i Sostenibilitat: Montserrat Vila Roca – ${mailto(`mvila@${HOST}`)}</p>` +
        directory('ca') +
        `<p>Consultes generals de l’Àrea: ${mailto(`mediambient@${HOST}`)} · ${tel('93 812 40 20')}</p>`,
    ),
  });

  pages['/tramits'] = page({
    path: '/tramits',
    title: 'Tràmits',
    main: node('Tràmits', `<ul><li>Sol·licitud de contenidor d’obres</li><li>Comunicació prèvia d’activitat</li><li>Bonificació de la taxa d’escombraries per compostatge casolà</li><li>Permís de crema de restes vegetals</li></ul><p>Tots els tràmits es poden fer des de la seu electrònica amb idCAT Mòbil o certificat digital.</p>`),
  });

  pages['/smart-city'] = page({
    path: '/smart-city',
    title: 'Smart City Lab',
    main: node(
      'Smart City Lab',
      `<p>El laboratori municipal instal·la sensors de qualitat de l’aire, comptadors intel·ligents d’aigua i enllumenat públic amb telegestió, i publica les dades obertes del municipi.</p><p>Responsable: Xavier Roig Pujol, enginyer de telecomunicacions – <span id="correu-smartcity"></span></p>${roigScript}`,
    ),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: node(
      'Contacte',
      `<p>Ajuntament de Castellfollit del Bosc · Plaça de la Vila, 1 · 08513 Castellfollit del Bosc</p><p>Telèfon: ${tel('93 812 40 00')}<br>Correu: ${mailto(`ajuntament@${HOST}`)}</p>` +
        `<h2>Oficina d’Atenció Ciutadana (OAC)</h2><p>L’OAC, que coordina Rosa Planas, us atén de dilluns a divendres de 9 a 14 h i els dijous també de 16 a 19 h. Cita prèvia i consultes: ${mailto(`oac@${HOST}`)}</p>`,
    ),
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: node('Avís legal', `<p>Titular: Ajuntament de Castellfollit del Bosc, NIF P0806300J. Les licitacions es publiquen a la Plataforma de Serveis de Contractació Pública; incidències tècniques amb la plataforma: suport@contractaciopublica.test</p>`) });
  pages['/privacitat'] = page({ path: '/privacitat', title: 'Privacitat', main: node('Política de privacitat', `<p>L’Ajuntament tracta les dades personals d’acord amb el Reglament (UE) 2016/679 i la Llei orgànica 3/2018.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: node('Intranet', `<p>Accés restringit al personal municipal. Incidències informàtiques: ${mailto(`informatica@${HOST}`)}</p>`) });

  pages['/es'] = page({
    path: '/es',
    lang: 'es',
    title: 'Inicio',
    alternates: { ca: '/', es: '/es' },
    main: node('Bienvenidos a Castellfollit del Bosc', `<p>Información municipal en castellano. La mayor parte de los contenidos del portal están disponibles solo en catalán.</p><p><a href="${dept.es}">Área de Medio Ambiente y Sostenibilidad</a></p>`),
  });

  pages[dept.es] = page({
    path: dept.es,
    lang: 'es',
    title: 'Área de Medio Ambiente y Sostenibilidad',
    alternates: { ca: dept.ca, es: dept.es },
    main: node(
      'Área de Medio Ambiente y Sostenibilidad',
      `<p>Regidora de Medio Ambiente y Sostenibilidad: Montserrat Vila Roca – ${mailto(`mvila@${HOST}`)}</p>` + directory('es') + `<p>Consultas generales: ${mailto(`mediambient@${HOST}`)}</p>`,
    ),
  });

  const news = '/noticies/campanya-compostatge-casola-2025';
  pages[news] = page({
    path: news,
    title: 'Arrenca la campanya de compostatge casolà 2025',
    main: node(
      'Arrenca la campanya de compostatge casolà 2025',
      `<p class="data">14/03/2025</p><p>L’Ajuntament repartirà 150 compostadors gratuïts entre les famílies que s’inscriguin abans del 30 d’abril. Les llars que facin compostatge tindran una bonificació del 20 % en la taxa d’escombraries.</p>` +
        `<p>Les persones interessades poden adreçar-se a Clara Serrat Bou, educadora ambiental de l’Àrea de Medi Ambient, a ${mailto(`cserrat@${HOST}`)}, que també organitza els tallers de formació.</p>`,
    ),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/ajuntament', dept.ca, '/tramits', '/smart-city', '/contacte', '/avis-legal', '/es', dept.es, news], '2025-03-14'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 9 (https://www.drupal.org)', 'X-Drupal-Cache': 'MISS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-62',
      languages: ['ca', 'es'],
      addresses: [
        { address: `ajuntament@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        { address: `mediambient@${HOST}`, name: null, title: null, pages: [dept.ca, dept.es], cases: ['role', 'plain', ln] },
        { address: `oac@${HOST}`, name: null, title: null, pages: ['/contacte'], cases: ['neighbour', 'role', 'plain', ln] },
        { address: `mvila@${HOST}`, name: 'Montserrat Vila Roca', title: 'Regidora de Medi Ambient i Sostenibilitat', titleAlternatives: ['Regidora de Medio Ambiente y Sostenibilidad'], pages: [dept.ca, dept.es], cases: ['title-name-line', 'plain', ln] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.ca,
          ...(s.es !== s.ca ? { titleAlternatives: [s.es] } : {}),
          pages: [dept.ca, dept.es],
          cases: ['table', 'rdfa', 'plain', ln] as CaseKind[],
        })),
        { address: `cserrat@${HOST}`, name: 'Clara Serrat Bou', title: 'educadora ambiental', pages: [news], cases: ['prose', 'sitemap-gzip', 'plain'] },
        { address: `xroig@${HOST}`, name: 'Xavier Roig Pujol', title: 'enginyer de telecomunicacions', titleAlternatives: ['Responsable'], pages: ['/smart-city'], encoded: { kind: 'reversed', text: roigRev }, cases: ['script-reversed', 'link-english-unlisted', 'name-title-line'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `informatica@${HOST}`, kind: 'disallowed' },
        { text: 'suport@contractaciopublica.test', kind: 'other-company' },
      ],
    },
  };
}
