/**
 * Club de Rem Amposta: a rowing club on the Ebre, on WordPress with Divi, WPML and Yoast, in
 * Catalan with a Spanish version the Catalan pages name only through hreflang alternates. The
 * board as Divi team-member modules (two addresses as character references from an e-mail
 * encoder plugin), the head coach as "Títol: Nom" with his address written by a Divi code module
 * from character codes, the club mailbox as "mailto:" in the Yoast graph's contactPoint, the
 * rowing-school coordinator in a regatta report listed only in Yoast's post sitemap, and the
 * volunteers' coordinator as "Name, title – address" on the Spanish contact page, two links from
 * the home page. The federation's address, the newsletter placeholder and the members' area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'clubremamposta.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'ca' | 'es', [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/el-club/', 'El club'],
    ['/escola-de-rem/', 'Escola de rem'],
    ['/regates/', 'Regates'],
    ['/noticies/', 'Notícies'],
    ['/contacte/', 'Contacte'],
    ['/zona-socis/', 'Zona socis'],
  ],
  es: [
    ['/es/', 'Inicio'],
    ['/es/contacto/', 'Contacto'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Club de Rem Amposta',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="WPML ver:4.6.13 stt:8,2;">',
    '<meta name="generator" content="Divi v.4.27.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.27.1" type="text/css" media="all">`,
    `<link rel="stylesheet" id="wpml-legacy-horizontal-list-0-css" href="${ORIGIN}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1" type="text/css" media="all">`,
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('es') ? 'es' : 'ca';
    return (
      `<div id="page-container"><header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container">` +
      `<div class="logo_container"><span class="logo_helper"></span><a href="${lang === 'es' ? '/es/' : '/'}"><img src="${ORIGIN}/wp-content/uploads/2023/04/logo-crem-amposta.png" width="240" height="84" alt="Club de Rem Amposta" id="logo" data-height-percentage="54"></a></div>` +
      `<div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">` +
      MENU[lang].map(([href, label], i) => `<li id="menu-item-${210 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${210 + i}"><a href="${href}">${esc(label)}</a></li>`).join('') +
      `</ul></nav></div></div></header><div id="et-main-area">`
    );
  },
  footer: (spec) =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><div class="textwidget">` +
    `<p>Club de Rem Amposta<br>Passeig del Riu, s/n (embarcador)<br>43870 Amposta (Montsià)<br>${tel('977 70 24 18')}</p>` +
    `<p>${spec.lang.startsWith('es') ? 'Entidad afiliada a la Federació Catalana de Rem' : 'Entitat afiliada a la Federació Catalana de Rem'} · secretaria@federaciocatalanarem.cat</p></div></div></div>` +
    `<div class="footer-widget"><div id="mc4wp_form_widget-2" class="fwidget et_pb_widget widget_mc4wp_form_widget"><h4 class="title">Butlletí</h4><form id="mc4wp-form-1" class="mc4wp-form mc4wp-form-588" method="post"><input type="email" name="EMAIL" placeholder="el-teu-correu@exemple.cat" required><input type="submit" value="Subscriu-t'hi"></form></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2025 Club de Rem Amposta · <a href="/avis-legal/">Avís legal</a> · <a href="/politica-de-privacitat/">Política de privacitat</a></div></div></div></footer></div></div>`,
  privacyPath: { ca: '/politica-de-privacitat/', es: '/politica-de-privacitat/' },
  bodyEnd: [
    `<script type="text/javascript" src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};</script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.1" id="divi-custom-script-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });

let mod = 0;
const section = (html: string): string =>
  `<div id="et-boc" class="et-boc"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_${mod++} et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">${html}</div></div></div></div></div></div>`;
const textModule = (html: string): string => `<div class="et_pb_module et_pb_text et_pb_text_${mod++} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;

type Member = { shown: string; name: string; title: string; local: string; encode?: boolean; photo: string };
const JUNTA: Member[] = [
  { shown: 'Jordi Ferré Balagué', name: 'Jordi Ferré Balagué', title: 'President', local: 'jordi', encode: true, photo: 'jordi-ferre' },
  { shown: 'Montse Curto Fabra', name: 'Montse Curto Fabra', title: 'Vicepresidenta', local: 'montse', photo: 'montse-curto' },
  { shown: 'Anna Bel Queral', name: 'Anna Bel Queral', title: 'Secretària', local: 'anna', encode: true, photo: 'anna-bel' },
  { shown: 'Xavier Subirats Prades', name: 'Xavier Subirats Prades', title: 'Tresorer', local: 'xavier', photo: 'xavier-subirats' },
  { shown: 'Núria Forcadell Gas', name: 'Núria Forcadell Gas', title: 'Vocal de regates', local: 'nuria', photo: 'nuria-forcadell' },
];

const teamModule = (m: Member, i: number): string => {
  const addr = `${m.local}@${HOST}`;
  const link = m.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="400" src="${ORIGIN}/wp-content/uploads/2024/03/junta-${m.photo}.jpg" alt="${esc(m.name)}" class="wp-image-${740 + i}"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(m.shown)}</h4><p class="et_pb_member_position">${esc(m.title)}</p><div><p>${link}</p></div></div></div>`
  );
};

const COACH = `marc@${HOST}`;
const COACH_SCRIPT = `(function(){var a=String.fromCharCode(${charCodes(COACH)});var el=document.getElementById('correu-entrenador');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();`;

const POST = '/2024/10/21/bon-paper-de-lescola-al-campionat-de-catalunya-de-llagut/';

export function clubRemAmposta(): CrawlWorldSite {
  mod = 0;
  const pages: Record<string, SandboxPage> = {};
  const ALT = { ca: '/', es: '/es/', 'x-default': '/' };

  pages['/'] = page({
    path: '/',
    title: 'Rem al riu Ebre des de 1984',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Club de Rem Amposta', inLanguage: 'ca', publisher: { '@id': `${ORIGIN}/#organization` } },
          {
            '@type': 'SportsOrganization',
            '@id': `${ORIGIN}/#organization`,
            name: 'Club de Rem Amposta',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2023/04/logo-crem-amposta.png` },
            sport: 'Rowing',
            contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: `mailto:info@${HOST}`, telephone: '+34 977 70 24 18' },
          },
        ],
      },
    ],
    main: section(
      textModule(
        `<h1>Rem al riu Ebre des de 1984</h1><p>Som un club de rem de banc fix i banc mòbil amb més de 200 socis. Organitzem l'escola de rem per a infants i adults, sortides de llagut per al públic i la Regata del Delta cada mes de maig.</p>` +
          `<p><a href="/escola-de-rem/">Apunta't a l'escola de rem</a> · <a href="/el-club/">Coneix la junta</a></p>`,
      ),
    ),
  });

  pages['/el-club'] = page({
    path: '/el-club',
    title: 'El club',
    main:
      section(textModule(`<h1>El club</h1><p>El Club de Rem Amposta és una entitat sense ànim de lucre inscrita al Registre d'Entitats Esportives de la Generalitat de Catalunya amb el número 11.842.</p><h2>Junta directiva</h2>`)) +
      section(JUNTA.map(teamModule).join('')),
  });

  pages['/escola-de-rem'] = page({
    path: '/escola-de-rem',
    title: 'Escola de rem',
    main: section(
      textModule(
        `<h1>Escola de rem</h1><p>Grups d'iniciació per a infants de 9 a 14 anys (dimarts i dijous de 17.30 a 19 h) i per a adults (dissabtes de 10 a 12 h). Tot el material el posa el club.</p>` +
          `<p>Entrenador en cap: Marc Queralt – <span id="correu-entrenador">[activa el JavaScript per veure l'adreça]</span></p>`,
      ) + `<div class="et_pb_module et_pb_code et_pb_code_0"><div class="et_pb_code_inner"><script>${COACH_SCRIPT}</script></div></div>`,
    ),
  });

  pages['/regates'] = page({
    path: '/regates',
    title: 'Regates',
    main: section(textModule('<h1>Regates</h1><p>Regata del Delta (maig) · Lliga Catalana de Llagut · Campionat de Catalunya de banc fix · Travessia del riu (setembre)</p>')),
  });

  pages['/noticies'] = page({
    path: '/noticies',
    title: 'Notícies',
    main: section(textModule('<h1>Notícies</h1><article class="et_pb_post"><h2 class="entry-title">Assemblea general ordinària 2025</h2><p class="post-meta">18 de febrer de 2025</p><p>Convoquem tots els socis a l’assemblea general del 15 de març a les 18 h al local social.</p></article>')),
  });

  pages[POST.replace(/\/$/, '')] = page({
    path: POST.replace(/\/$/, ''),
    title: "Bon paper de l'escola al Campionat de Catalunya de llagut",
    main: section(
      textModule(
        `<article id="post-932" class="et_pb_post post-932 post type-post status-publish format-standard category-noticies"><h1 class="entry-title">Bon paper de l'escola al Campionat de Catalunya de llagut</h1><p class="post-meta">per <span class="author vcard">Club de Rem Amposta</span> | 21/10/2024</p>` +
          `<div class="entry-content"><p>Els dos llaguts infantils de l'escola van acabar quart i sisè a Tortosa, en la primera competició oficial per a la majoria dels remers i remeres.</p>` +
          `<p>Laia Margalef, coordinadora de l'escola de rem, vol agrair l'esforç de les famílies que van fer de voluntàries al pantalà; si el vostre fill o filla vol provar-ho, escriviu-li a ${mailto(`laia@${HOST}`)} i us dirà quan comença el proper grup.</p></div></article>`,
      ),
    ),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: section(
      textModule(
        `<h1>Contacte</h1><p>Passeig del Riu, s/n (embarcador) – 43870 Amposta</p><p>Telèfon: ${tel('977 70 24 18')} (dimarts a divendres de 17 a 20 h)<br>Correu: ${mailto(`info@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Remo en el río Ebro desde 1984',
    lang: 'es',
    alternates: ALT,
    main: section(
      textModule(
        `<h1>Remo en el río Ebro desde 1984</h1><p>Club de remo de banco fijo y banco móvil en Amposta. Escuela de remo para niños y adultos, salidas en llagut y la Regata del Delta cada mes de mayo.</p><p><a href="/es/contacto/">Contacta con nosotros</a></p>`,
      ),
    ),
  });

  pages['/es/contacto'] = page({
    path: '/es/contacto',
    title: 'Contacto',
    lang: 'es',
    main: section(
      textModule(
        `<h1>Contacto</h1><p>Passeig del Riu, s/n (embarcadero) – 43870 Amposta (Tarragona)</p><p>Información general: ${mailto(`info@${HOST}`)}</p>` +
          `<h3>¿Quieres colaborar en la Regata del Delta?</h3><p>Sílvia Bertomeu, coordinadora de voluntariado – ${mailto(`silvia@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/zona-socis'] = page({
    path: '/zona-socis',
    title: 'Zona socis',
    main: section(textModule(`<h1>Zona socis</h1><p>Reserva d'embarcacions i quotes. Incidències amb l'accés: socis@${HOST}</p>`)),
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: section(textModule("<h1>Avís legal</h1><p>Titular: Club de Rem Amposta, NIF G43218765, Passeig del Riu, s/n, 43870 Amposta.</p>")) });
  pages['/politica-de-privacitat'] = page({ path: '/politica-de-privacitat', title: 'Política de privacitat', main: section(textModule('<h1>Política de privacitat</h1><p>Les dades dels socis es tracten per gestionar la relació associativa.</p>')) });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-02-18'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/el-club/', '/escola-de-rem/', '/regates/', '/noticies/', '/contacte/', '/avis-legal/'], '2025-02-18'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, [POST], '2024-10-21'));

  const juntaCases = (m: Member): CaseKind[] => ['card', m.encode ? 'entities' : 'plain', 'link-non-english'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /zona-socis\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-110',
      languages: ['ca', 'es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contacte', '/es/contacto'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        ...JUNTA.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/el-club'], cases: juntaCases(m) })),
        {
          address: COACH,
          name: 'Marc Queralt',
          title: 'Entrenador en cap',
          pages: ['/escola-de-rem'],
          encoded: { kind: 'charcodes', text: charCodes(COACH) },
          cases: ['title-name-line', 'script-charcode', 'link-non-english'],
        },
        { address: `laia@${HOST}`, name: 'Laia Margalef', title: "coordinadora de l'escola de rem", pages: [POST.replace(/\/$/, '')], cases: ['prose', 'plain', 'sitemap-index'] },
        { address: `silvia@${HOST}`, name: 'Sílvia Bertomeu', title: 'coordinadora de voluntariado', pages: ['/es/contacto'], cases: ['name-title-line', 'plain', 'deep-page', 'hreflang', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/zona-socis'],
      nonAddresses: [
        { text: `socis@${HOST}`, kind: 'disallowed' },
        { text: 'secretaria@federaciocatalanarem.cat', kind: 'other-company' },
        { text: 'el-teu-correu@exemple.cat', kind: 'placeholder' },
      ],
    },
  };
}
