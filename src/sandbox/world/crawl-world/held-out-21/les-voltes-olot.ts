/**
 * Centre Cultural Les Voltes: a municipal-foundation cultural centre in Olot, on Drupal 7 with
 * its RDFa-laden markup, in Catalan with a Spanish version (hreflang alternates, language
 * prefix /es). The team as a definition list (function, then name and address), the director
 * marked up as an RDFa Person, the press officer's address written "nom [at] domini [dot] …",
 * a contact table with a header row, the schools' mailbox obfuscated, and an exhibition's
 * curator, a doctor, in a sentence two links deep; the ticket seller's address, the newsletter
 * placeholder, an old box-office address in a comment and the staff area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lesvoltesolot.test';
const ORIGIN = `http://${HOST}`;

const MENUS: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/programacio', 'Programació'],
    ['/exposicions', 'Exposicions'],
    ['/el-centre/equip', "L'equip"],
    ['/lloguer-d-espais', "Lloguer d'espais"],
    ['/contacte', 'Contacte'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/programacion', 'Programación'],
    ['/es/el-centro/equipo', 'El equipo'],
    ['/es/contacto', 'Contacto'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Centre Cultural Les Voltes',
  head: [
    '<meta name="Generator" content="Drupal 7 (http://drupal.org)">',
    `<link type="text/css" rel="stylesheet" href="${ORIGIN}/sites/default/files/css/css_xE-rWrJf-fncB6ztZfd2huxqgxu4WO-qwma6Xer30m4.css" media="all">`,
    `<link type="text/css" rel="stylesheet" href="${ORIGIN}/sites/all/themes/voltes/css/style.css?s8k2lm" media="all">`,
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2);
    const menu = MENUS[lang] ?? MENUS.ca!;
    return (
      `<div id="page-wrapper"><div id="page"><div id="header" class="without-secondary-menu"><div class="section clearfix"><a href="${lang === 'es' ? '/es' : '/'}" title="${lang === 'es' ? 'Inicio' : 'Inici'}" rel="home" id="logo"><img src="${ORIGIN}/sites/all/themes/voltes/logo.png" alt="Les Voltes"></a>` +
      `<div class="region region-header"><div id="block-locale-language" class="block block-locale"><div class="content"><ul class="language-switcher-locale-url"><li class="ca first${lang === 'ca' ? ' active' : ''}"><span class="language-link locale-untranslated">Català</span></li><li class="es last${lang === 'es' ? ' active' : ''}"><span class="language-link locale-untranslated">Castellano</span></li></ul></div></div></div>` +
      `<div id="main-menu" class="navigation"><h2 class="element-invisible">Menú principal</h2><ul id="main-menu-links" class="links clearfix">${menu.map(([h, l], i) => `<li class="menu-${218 + i}${i === 0 ? ' first' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></div></div>`
    );
  },
  footer: (p) =>
    p.lang.startsWith('es')
      ? `<div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix"><div class="region region-footer"><div class="block block-block"><div class="content"><p>Centre Cultural Les Voltes · Plaça de les Voltes, 3 · 17800 Olot<br>${tel('972 26 41 80')} · ${mailto(`info@${HOST}`)}</p><p>Fundació Municipal de Cultura d'Olot</p></div></div></div></div></div></div></div></div>`
      : `<div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix"><div class="region region-footer"><div class="block block-block"><div class="content"><p>Centre Cultural Les Voltes · Plaça de les Voltes, 3 · 17800 Olot<br>${tel('972 26 41 80')} · ${mailto(`info@${HOST}`)}</p><p><a href="/avis-legal">Avís legal</a> · <a href="/politica-de-galetes">Política de galetes</a> · <a href="/espai-intern/reserves-de-sales">Accés personal</a></p><!-- taquilla antiga, desactivada 2022: taquilla@${HOST} --></div></div></div></div></div></div></div></div>`,
  privacyPath: { ca: '/politica-de-galetes', es: '/politica-de-galetes' },
};

const ALT_HOME = { ca: '/', es: '/es' };
const ALT_TEAM = { ca: '/el-centre/equip', es: '/es/el-centro/equipo' };
const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const body = (html: string): string =>
  `<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content"><div class="node node-page clearfix" about="/node/${html.length % 97}" typeof="foaf:Document"><div class="content"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">${html}</div></div></div></div></div></div></div></div>`;

type Staff = { name: string; ca: string; es: string; mail: string; at?: boolean; rdfa?: boolean };
const STAFF: Staff[] = [
  { name: 'Montserrat Vila i Casals', ca: 'Directora', es: 'Directora', mail: 'montserrat', rdfa: true },
  { name: 'Núria Pujol Soler', ca: "Coordinadora d'activitats", es: 'Coordinadora de actividades', mail: 'nuria' },
  { name: 'Jordi Serra Puigdemont', ca: 'Tècnic de comunicació i premsa', es: 'Técnico de comunicación y prensa', mail: 'jordi', at: true },
  { name: 'Laia Ferrer Bosch', ca: 'Responsable del Servei Educatiu', es: 'Responsable del Servicio Educativo', mail: 'laia' },
  { name: 'Rosa Camps Vidal', ca: "Cap d'administració", es: 'Jefa de administración', mail: 'rosa' },
];

const address = (s: Staff): string => (s.at ? `${s.mail} [at] lesvoltesolot [dot] test` : mailto(`${s.mail}@${HOST}`, `${s.mail}@${HOST}`, s.rdfa ? 'property="email"' : ''));

const dl = (lang: 'ca' | 'es'): string =>
  `<dl class="equip">${STAFF.map(
    (s) =>
      `<dt>${esc(s[lang])}</dt>` +
      (s.rdfa
        ? `<dd vocab="http://schema.org/" typeof="Person"><span property="name">${esc(s.name)}</span><br>${address(s)}</dd>`
        : `<dd>${esc(s.name)}<br>${address(s)}</dd>`),
  ).join('')}</dl>`;

export function lesVoltesOlot(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Inici',
    lang: 'ca',
    alternates: ALT_HOME,
    main: body(
      `<h1>Centre Cultural Les Voltes</h1><p>Teatre, música, exposicions i tallers al cor d'Olot. Consulteu la <a href="/programacio">programació de primavera</a> i l'exposició <a href="/exposicions/paisatges-de-la-garrotxa">«Paisatges de la Garrotxa»</a>.</p>`,
    ),
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Inicio',
    lang: 'es',
    alternates: ALT_HOME,
    main: body(`<h1>Centre Cultural Les Voltes</h1><p>Teatro, música, exposiciones y talleres en el corazón de Olot. Consulte la <a href="/es/programacion">programación de primavera</a>.</p>`),
  });

  pages['/programacio'] = page({
    path: '/programacio',
    title: 'Programació',
    lang: 'ca',
    main: body(
      `<h1>Programació</h1><div class="view view-agenda"><div class="views-row views-row-1"><span class="date-display-single">21/03/2025</span> · Concert: Cobla Ciutat d'Olot</div><div class="views-row views-row-2"><span class="date-display-single">05/04/2025</span> · Teatre familiar: «La lluna en un cove»</div></div>` +
        `<p>Venda d'entrades a taquilla una hora abans de cada espectacle i a través del nostre distribuïdor, Entrades Garrotxa (info@entradesgarrotxa.cat).</p>`,
    ),
  });

  pages['/es/programacion'] = page({ path: '/es/programacion', title: 'Programación', lang: 'es', main: body(`<h1>Programación</h1><p>21/03/2025 · Concierto: Cobla Ciutat d'Olot</p>`) });

  pages['/exposicions'] = page({
    path: '/exposicions',
    title: 'Exposicions',
    lang: 'ca',
    main: body(`<h1>Exposicions</h1><ul><li><a href="/exposicions/paisatges-de-la-garrotxa">Paisatges de la Garrotxa. L'escola d'Olot i els seus hereus</a> (fins al 15 de juny)</li></ul>`),
  });

  pages['/exposicions/paisatges-de-la-garrotxa'] = page({
    path: '/exposicions/paisatges-de-la-garrotxa',
    title: 'Paisatges de la Garrotxa',
    lang: 'ca',
    main: body(
      `<h1>Paisatges de la Garrotxa. L'escola d'Olot i els seus hereus</h1><p>Una seixantena d'obres, de Joaquim Vayreda als pintors actuals, mostren com el paisatge volcànic ha marcat la pintura olotina.</p>` +
        `<p>Per concertar una visita comentada per a grups, escriviu al comissari de l'exposició, el Dr. Pere Bosch i Gelabert, a ${mailto(`pere@${HOST}`)}.</p>`,
    ),
  });

  pages['/el-centre/equip'] = page({
    path: '/el-centre/equip',
    title: "L'equip",
    lang: 'ca',
    alternates: ALT_TEAM,
    main: body(`<h1>L'equip</h1><p>Som un equip petit. Us podeu adreçar directament a la persona responsable de cada àmbit:</p>${dl('ca')}`),
  });

  pages['/es/el-centro/equipo'] = page({
    path: '/es/el-centro/equipo',
    title: 'El equipo',
    lang: 'es',
    alternates: ALT_TEAM,
    main: body(`<h1>El equipo</h1><p>Somos un equipo pequeño. Puede dirigirse directamente a la persona responsable de cada ámbito:</p>${dl('es')}`),
  });

  pages['/lloguer-d-espais'] = page({
    path: '/lloguer-d-espais',
    title: "Lloguer d'espais",
    lang: 'ca',
    main: body(`<h1>Lloguer d'espais</h1><p>La sala d'actes (180 places) i les dues aules de taller es poden llogar per a assajos, presentacions i cursos. Consulteu la disponibilitat a la pàgina de <a href="/contacte">contacte</a>.</p>`),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    lang: 'ca',
    alternates: { ca: '/contacte', es: '/es/contacto' },
    main: body(
      `<h1>Contacte</h1><p>Plaça de les Voltes, 3 · 17800 Olot · ${tel('972 26 41 80')} · ${mailto(`info@${HOST}`)}</p>` +
        `<table class="sticky-enabled"><thead><tr><th>Servei</th><th>Persona de contacte</th><th>Correu electrònic</th></tr></thead><tbody>` +
        `<tr class="odd"><td>Lloguer d'espais i suport tècnic</td><td>Oriol Camps Roca, tècnic de sala</td><td>${mailto(`oriol@${HOST}`)}</td></tr>` +
        `<tr class="even"><td>Premsa</td><td>Jordi Serra Puigdemont</td><td>jordi [at] lesvoltesolot [dot] test</td></tr>` +
        `<tr class="odd"><td>Visites escolars</td><td>Servei Educatiu</td><td>escoles [at] lesvoltesolot [dot] test</td></tr></tbody></table>` +
        `<form class="simplenews-subscribe" action="/contacte" method="post"><label for="edit-mail">Butlletí: el vostre correu</label><input type="text" id="edit-mail" name="mail" placeholder="nom@domini.cat" size="20" class="form-text"><input type="submit" value="Subscriu-m'hi" class="form-submit"></form>`,
    ),
  });

  pages['/es/contacto'] = page({ path: '/es/contacto', title: 'Contacto', lang: 'es', alternates: { ca: '/contacte', es: '/es/contacto' }, main: body(`<h1>Contacto</h1><p>Plaça de les Voltes, 3 · 17800 Olot · ${tel('972 26 41 80')}</p>`) });
  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', lang: 'ca', main: body(`<h1>Avís legal</h1><p>Titular: Fundació Municipal de Cultura d'Olot, NIF G17000000.</p>`) });
  pages['/politica-de-galetes'] = page({ path: '/politica-de-galetes', title: 'Política de galetes', lang: 'ca', main: body(`<h1>Política de galetes</h1><p>Aquest web utilitza galetes tècniques i analítiques.</p>`) });
  pages['/espai-intern/reserves-de-sales'] = page({ path: '/espai-intern/reserves-de-sales', title: 'Reserves de sales', lang: 'ca', main: body(`<h1>Reserves internes</h1><p>Peticions: ${mailto(`reserves@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\nCrawl-delay: 10\n# Directories\nDisallow: /includes/\nDisallow: /misc/\nDisallow: /modules/\nDisallow: /profiles/\nDisallow: /scripts/\nDisallow: /themes/\n` +
        `Disallow: /espai-intern/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /user/login/\nDisallow: /user/register/\n`,
      sitemapXml: urlset(HOST, ['/', '/programacio', '/exposicions', '/el-centre/equip', '/lloguer-d-espais', '/contacte', '/es', '/es/programacion', '/es/el-centro/equipo', '/es/contacto']),
      pages,
      headers: { Server: 'Apache/2.4.38 (Debian)', 'X-Generator': 'Drupal 7 (http://drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-21',
      languages: ['ca', 'es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        { address: `escoles@${HOST}`, name: null, title: null, pages: ['/contacte'], cases: ['role', 'obfuscated', 'table', 'link-non-english'] },
        {
          address: `montserrat@${HOST}`,
          name: 'Montserrat Vila i Casals',
          title: 'Directora',
          pages: ['/el-centre/equip', '/es/el-centro/equipo'],
          cases: ['definition-list', 'rdfa', 'plain', 'link-non-english'],
        },
        ...STAFF.filter((s) => !s.rdfa && !s.at).map((s) => ({
          address: `${s.mail}@${HOST}`,
          name: s.name,
          title: s.ca,
          titleAlternatives: [s.es],
          pages: ['/el-centre/equip', '/es/el-centro/equipo'],
          cases: ['definition-list', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'],
        })),
        {
          address: `jordi@${HOST}`,
          name: 'Jordi Serra Puigdemont',
          title: 'Tècnic de comunicació i premsa',
          titleAlternatives: ['Técnico de comunicación y prensa'],
          pages: ['/el-centre/equip', '/es/el-centro/equipo', '/contacte'],
          cases: ['definition-list', 'obfuscated', 'table', 'link-non-english'],
        },
        { address: `oriol@${HOST}`, name: 'Oriol Camps Roca', title: 'tècnic de sala', pages: ['/contacte'], cases: ['table', 'name-title-line', 'plain', 'link-non-english'] },
        { address: `pere@${HOST}`, name: 'Pere Bosch i Gelabert', title: "comissari de l'exposició", pages: ['/exposicions/paisatges-de-la-garrotxa'], cases: ['prose', 'honorific', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/espai-intern/reserves-de-sales'],
      nonAddresses: [
        { text: `taquilla@${HOST}`, kind: 'comment' },
        { text: `reserves@${HOST}`, kind: 'disallowed' },
        { text: 'info@entradesgarrotxa.cat', kind: 'other-company' },
        { text: 'nom@domini.cat', kind: 'placeholder' },
      ],
    },
  };
}
