/**
 * Celler Cooperatiu de Serracastell: a village wine cooperative in the Conca de Barberà, on
 * WordPress with Yoast, in Catalan with a Spanish contact page. The governing board (Consell
 * Rector) as a table where only the president and the secretary give an address, the staff as
 * media-text blocks (the oenologist's address put together by a theme script), the manager as
 * "Gerent: Name" on the Catalan and "Gerente: Name" on the Spanish contact page; the field
 * technician in a harvest post listed only in the post sitemap of the sitemap index. Addresses
 * are the given name alone. The members' area (disallowed) and a distributor's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'cellerserracastell.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/qui-som', 'Qui som'],
    ['/vins', 'Els vins'],
    ['/equip', 'Equip'],
    ['/enoturisme', 'Enoturisme'],
    ['/contacte', 'Contacte'],
    ['/es', 'ES'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/es/contacto', 'Contacto'],
    ['/', 'CA'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Celler Cooperatiu de Serracastell',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<link rel="stylesheet" id="kadence-global-css" href="/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.3" media="all">',
    '<link rel="stylesheet" id="wp-block-library-css" href="/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2" media="all">',
  ],
  header: (spec) => {
    const lang = spec.lang.slice(0, 2);
    return (
      `<header id="masthead" class="site-header"><div class="site-header-inner-wrap"><div class="site-branding"><a class="brand has-logo-image" href="${lang === 'es' ? '/es' : '/'}"><img src="/wp-content/uploads/2021/03/logo-serracastell.png" alt="Celler Cooperatiu de Serracastell" width="190" height="90"></a></div>` +
      `<nav id="site-navigation" class="main-navigation header-navigation"><ul id="primary-menu" class="menu">${MENU[lang]!.map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header><div id="inner-wrap" class="wrap hfeed kt-clear">`
    );
  },
  footer: (spec) =>
    `</div><footer id="colophon" class="site-footer"><div class="site-footer-wrap"><div class="footer-widget-area widget-area"><div class="textwidget">` +
    `<p>Celler Cooperatiu de Serracastell, SCCL<br>Carrer del Sindicat, 2 · 43428 Serracastell (Tarragona)<br>${tel('977 89 14 06')}</p>` +
    `<p>${spec.lang.startsWith('es') ? 'Tienda: martes a sábado de 10 a 13.30 h' : 'Botiga: de dimarts a dissabte de 10 a 13.30 h'}</p>` +
    `<p><a href="/avis-legal">Avís legal</a> · <a href="/area-socis">Àrea de socis</a></p></div></div><div class="site-bottom-footer-wrap"><p>© 2025 Celler Cooperatiu de Serracastell · DO Conca de Barberà</p></div></div></footer>`,
  privacyPath: { ca: '/avis-legal', es: '/avis-legal' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });
const entry = (html: string): string => `<article class="entry content-bg single-entry"><div class="entry-content-wrap"><div class="entry-content single-content">${html}</div></div></article>`;

const LAIA_SCRIPT = `var u = 'laia', d = 'cellerserracastell'; document.write('<a href="mailto:' + u + '@' + d + '.test">' + u + '@' + d + '.test</a>');`;

const staff = (img: string, name: string, title: string, text: string, mail: string): string =>
  `<div class="wp-block-media-text alignwide is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2024/02/${img}-600x600.jpg" alt="" width="600" height="600"></figure>` +
  `<div class="wp-block-media-text__content"><h4 class="wp-block-heading">${esc(name)}</h4><p><em>${esc(title)}</em></p><p>${esc(text)}</p><p>${mail}</p></div></div>`;

export function cellerSerracastell(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Vins i olis de Serracastell',
    alternates: { ca: '/', es: '/es' },
    main: entry(
      `<h1 class="wp-block-heading">Celler Cooperatiu de Serracastell</h1><p>Des de 1919, 142 famílies pageses elaborem junts els vins i l’oli de Serracastell, a la Conca de Barberà. Trepat, macabeu, parellada i garnatxa de vinyes velles.</p>` +
        `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/vins">Descobreix els vins</a></div><div class="wp-block-button"><a class="wp-block-button__link" href="/enoturisme">Visita el celler</a></div></div>`,
    ),
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Vinos y aceites de Serracastell',
    lang: 'es',
    alternates: { ca: '/', es: '/es' },
    main: entry(`<h1 class="wp-block-heading">Celler Cooperatiu de Serracastell</h1><p>Desde 1919, 142 familias de payeses elaboramos juntas los vinos y el aceite de Serracastell, en la Conca de Barberà.</p><p><a href="/es/contacto">Contacto y visitas</a></p>`),
  });

  pages['/qui-som'] = page({
    path: '/qui-som',
    title: 'Qui som',
    main: entry(
      `<h1 class="wp-block-heading">Qui som</h1><p>El celler modernista, obra de l’arquitecte Cèsar Martinell (1921), és encara el nostre lloc de treball. La cooperativa la governa el Consell Rector, escollit per l’assemblea de socis cada quatre anys.</p>` +
        `<h2 class="wp-block-heading">Consell Rector</h2><figure class="wp-block-table"><table><thead><tr><th>Càrrec</th><th>Nom</th><th>Contacte</th></tr></thead><tbody>` +
        `<tr><td>President</td><td>Josep Gatell</td><td>${mailto(`josep@${HOST}`)}</td></tr>` +
        `<tr><td>Vicepresidenta</td><td>Dolors Miró</td><td></td></tr>` +
        `<tr><td>Secretari</td><td>Ramon Pujol</td><td>${mailto(`ramon@${HOST}`)}</td></tr>` +
        `<tr><td>Tresorer</td><td>Joan Bosch</td><td></td></tr>` +
        `<tr><td>Vocals</td><td>Núria Farré, Francesc Solé, Teresa Vidal</td><td></td></tr>` +
        `</tbody></table></figure>`,
    ),
  });

  pages['/vins'] = page({
    path: '/vins',
    title: 'Els vins',
    main: entry(`<h1 class="wp-block-heading">Els vins</h1><ul><li>Serracastell Trepat Rosat 2024</li><li>Serracastell Blanc de Parellada 2024</li><li>Vinyes Velles Garnatxa 2022</li><li>Cava Brut Nature Reserva</li></ul><p>Distribució a Alemanya i Àustria: Weinhandel Körner GmbH, ${mailto('bestellung@weinhandel-koerner.de')}</p>`),
  });

  pages['/equip'] = page({
    path: '/equip',
    title: 'Equip',
    main: entry(
      `<h1 class="wp-block-heading">L’equip del celler</h1>` +
        staff('montse-ferrer', 'Montse Ferrer', 'Gerent', 'Al capdavant de la cooperativa des de 2018.', mailto(`montse@${HOST}`)) +
        staff('laia-sabate', 'Laia Sabaté', 'Enòloga', 'Elabora els nostres vins i caves des de la verema de 2015.', `<script>${LAIA_SCRIPT}</script>`) +
        staff('jordi-vallverdu', 'Jordi Vallverdú', 'Cap de celler', 'Fa quaranta veremes que treballa a la cooperativa.', mailto(`jordi@${HOST}`)) +
        staff('anna-cabre', 'Anna Cabré', 'Responsable d’enoturisme i botiga', 'Organitza les visites, els tastos i les activitats a la vinya.', mailto(`anna@${HOST}`)) +
        staff('pere-rovira', 'Pere Rovira', 'Administració i atenció al soci', 'Liquidacions, ajuts i tràmits dels socis.', mailto(`pere@${HOST}`)),
    ),
  });

  pages['/enoturisme'] = page({
    path: '/enoturisme',
    title: 'Enoturisme',
    main: entry(`<h1 class="wp-block-heading">Visita la Catedral del Vi</h1><p>Visites guiades al celler modernista amb tast de tres vins: dissabtes i diumenges a les 11 h (12 €). Grups i escoles, cal reservar a ${mailto(`visites@${HOST}`)} o al ${tel('977 89 14 06')}.</p>`),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    alternates: { ca: '/contacte', es: '/es/contacto' },
    main: entry(`<h1 class="wp-block-heading">Contacte</h1><p>Carrer del Sindicat, 2<br>43428 Serracastell (Tarragona)</p><p>Informació general: ${mailto(`info@${HOST}`)}<br>Gerent: Montse Ferrer · ${mailto(`montse@${HOST}`)}</p>`),
  });

  pages['/es/contacto'] = page({
    path: '/es/contacto',
    title: 'Contacto',
    lang: 'es',
    alternates: { ca: '/contacte', es: '/es/contacto' },
    main: entry(`<h1 class="wp-block-heading">Contacto</h1><p>Carrer del Sindicat, 2<br>43428 Serracastell (Tarragona)</p><p>Información general: ${mailto(`info@${HOST}`)}<br>Gerente: Montse Ferrer · ${mailto(`montse@${HOST}`)}</p>`),
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: entry('<h1 class="wp-block-heading">Avís legal</h1><p>Titular: Celler Cooperatiu de Serracastell, SCCL · NIF F43012458 · Inscrita al Registre de Cooperatives de Catalunya amb el núm. 1.204.</p>') });

  pages['/area-socis'] = page({ path: '/area-socis', title: 'Àrea de socis', main: entry(`<h1 class="wp-block-heading">Àrea de socis</h1><p>Consulta de liquidacions i quilos lliurats. Incidències: ${mailto(`liquidacions@${HOST}`)}</p>`) });

  pages['/verema-2024-la-collita-mes-curta-en-trenta-anys'] = page({
    path: '/verema-2024-la-collita-mes-curta-en-trenta-anys',
    title: 'Verema 2024: la collita més curta en trenta anys',
    main: entry(
      `<h1 class="entry-title">Verema 2024: la collita més curta en trenta anys</h1><p class="entry-meta">14 d’octubre de 2024</p>` +
        `<p>La sequera ha reduït la collita a 1,9 milions de quilos, gairebé la meitat d’un any normal. La qualitat, però, és molt bona, sobretot en el trepat i la garnatxa de les vinyes velles.</p>` +
        `<p>Els socis que vulguin revisar els controls de maduresa de les seves parcel·les poden escriure a l’Oriol Masdeu, el nostre tècnic de camp, a ${mailto(`oriol@${HOST}`)}.</p>`,
    ),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-socis\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2024-10-14'),
      pages: {
        ...pages,
        '/page-sitemap.xml': xmlPage(urlset(HOST, ['/', '/es', '/qui-som', '/vins', '/equip', '/enoturisme', '/contacte', '/es/contacto', '/avis-legal'], '2024-10-14')),
        '/post-sitemap.xml': xmlPage(urlset(HOST, ['/verema-2024-la-collita-mes-curta-en-trenta-anys'], '2024-10-14')),
      },
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-42',
      languages: ['ca', 'es'],
      addresses: [
        { address: `josep@${HOST}`, name: 'Josep Gatell', title: 'President', pages: ['/qui-som'], cases: ['table', 'plain', 'link-non-english'] },
        { address: `ramon@${HOST}`, name: 'Ramon Pujol', title: 'Secretari', pages: ['/qui-som'], cases: ['table', 'plain', 'link-non-english'] },
        { address: `montse@${HOST}`, name: 'Montse Ferrer', title: 'Gerent', titleAlternatives: ['Gerente'], pages: ['/equip', '/contacte', '/es/contacto'], cases: ['card', 'title-name-line', 'plain', 'link-non-english'] },
        { address: `laia@${HOST}`, name: 'Laia Sabaté', title: 'Enòloga', pages: ['/equip'], encoded: { kind: 'script', text: LAIA_SCRIPT }, cases: ['card', 'script-concat', 'link-non-english'] },
        { address: `jordi@${HOST}`, name: 'Jordi Vallverdú', title: 'Cap de celler', pages: ['/equip'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `anna@${HOST}`, name: 'Anna Cabré', title: 'Responsable d’enoturisme i botiga', pages: ['/equip'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `pere@${HOST}`, name: 'Pere Rovira', title: 'Administració i atenció al soci', pages: ['/equip'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `visites@${HOST}`, name: null, title: null, pages: ['/enoturisme'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contacte', '/es/contacto'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `oriol@${HOST}`, name: 'Oriol Masdeu', title: 'tècnic de camp', pages: ['/verema-2024-la-collita-mes-curta-en-trenta-anys'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-socis'],
      nonAddresses: [
        { text: `liquidacions@${HOST}`, kind: 'disallowed' },
        { text: 'bestellung@weinhandel-koerner.de', kind: 'other-company' },
      ],
    },
  };
}
