/**
 * Club Piragüisme Riu Ter: a canoe-kayak club in Anglès (Girona), on WordPress with
 * GeneratePress and GenerateBlocks, in Catalan with a Spanish home page. The board as
 * GenerateBlocks cards, each address hidden a different way (Email Encoder's character
 * references, a String.fromCharCode widget, a data attribute read backwards by a small script,
 * two plain); the school's mailbox in the SportsClub's contactPoint, the registrations mailbox
 * beside the technical secretary who does not own it, the slalom coach as "Name, title –
 * address" and the head coach in a sentence on the Spanish page. The members' area is
 * disallowed; an old address in a comment, the newsletter placeholder, the rental partner's
 * address and a CDN package version are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'piraguisme-riuter.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  ca: [
    ['/', 'Inici'],
    ['/el-club', 'El club'],
    ['/el-club/junta-directiva', 'Junta directiva'],
    ['/escola', 'Escola de piragüisme'],
    ['/competicio', 'Competició'],
    ['/contacte', 'Contacte'],
    ['/es', 'Castellano'],
  ],
  es: [
    ['/es', 'Inicio'],
    ['/', 'Català'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Club Piragüisme Riu Ter',
  head: [
    '<meta name="generator" content="WordPress 6.7.2">',
    `<link rel="stylesheet" id="generate-style-css" href="${ORIGIN}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.5.1" media="all">`,
    `<link rel="stylesheet" id="generateblocks-css" href="${ORIGIN}/wp-content/uploads/generateblocks/style-12.css?ver=1738923011" media="all">`,
    '<link rel="stylesheet" id="fancybox-css" href="https://cdn.jsdelivr.net/npm/@fancyapps/fancybox@3.5.7/dist/jquery.fancybox.min.css" media="all">',
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (spec) => {
    const lang = spec.lang === 'es' ? 'es' : 'ca';
    return (
      `<a class="screen-reader-text skip-link" href="#content" title="${lang === 'es' ? 'Saltar al contenido' : 'Vés al contingut'}">${lang === 'es' ? 'Saltar al contenido' : 'Vés al contingut'}</a>` +
      `<header class="site-header has-inline-mobile-toggle" id="masthead" aria-label="Lloc" itemtype="https://schema.org/WPHeader" itemscope><div class="inside-header grid-container"><div class="site-logo"><a href="${ORIGIN}/" rel="home"><img class="header-image is-logo-image" alt="Club Piragüisme Riu Ter" src="${ORIGIN}/wp-content/uploads/2023/04/logo-cpriuter.png" width="210" height="70"></a></div>` +
      `<nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Principal" itemtype="https://schema.org/SiteNavigationElement" itemscope><div class="inside-navigation grid-container"><div id="primary-menu" class="main-nav"><ul id="menu-principal" class="menu sf-menu">${MENU[lang]!.map(([href, label], i) => `<li id="menu-item-${210 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${210 + i}"><a href="${ORIGIN}${href}">${esc(label)}</a></li>`).join('')}</ul></div></div></nav></div></header>` +
      `<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content"><div class="content-area" id="primary"><main class="site-main" id="main"><article class="page type-page status-publish" itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(spec.title)}</h1></header><div class="entry-content" itemprop="text">`
    );
  },
  footer: (spec) =>
    `</div></div></article></main></div></div></div><div class="site-footer"><footer class="site-info" aria-label="Lloc" itemtype="https://schema.org/WPFooter" itemscope><div class="inside-site-info grid-container"><div class="copyright-bar">` +
    `<p>Club Piragüisme Riu Ter · Passeig del Ter, s/n (antiga caseta de la resclosa) · 17160 Anglès · ${tel('972 42 06 18')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="${ORIGIN}/avis-legal">${spec.lang === 'es' ? 'Aviso legal' : 'Avís legal'}</a> · <a href="${ORIGIN}/area-socis">Àrea de socis</a> · © 2025</p>` +
    `<!-- correu antic de la junta (fins 2023): junta@${HOST} -->` +
    `</div></div></footer></div>`,
  privacyPath: { ca: `${ORIGIN}/avis-legal`, es: `${ORIGIN}/avis-legal` },
  bodyEnd: [
    `<script id="generate-menu-js-extra">var generatepressMenu = {"toggleOpenedSubMenus":true,"openSubMenuLabel":"Obre el submen\\u00fa","closeSubMenuLabel":"Tanca el submen\\u00fa"};</script>`,
    `<script src="${ORIGIN}/wp-content/themes/generatepress/assets/js/menu.min.js?ver=3.5.1" id="generate-menu-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'ca' });

const ALT = { ca: '/', es: '/es', 'x-default': '/' };

type Board = { name: string; title: string; local: string; how: 'plain' | 'entities' | 'charcode' | 'reversed' };
const JUNTA: Board[] = [
  { name: 'Joan Prat', title: 'President', local: 'joan', how: 'entities' },
  { name: 'Núria Serra', title: 'Vicepresidenta', local: 'nuria', how: 'plain' },
  { name: 'Laura Font', title: 'Secretària', local: 'laura', how: 'charcode' },
  { name: 'Albert Roig', title: 'Tresorer', local: 'albert', how: 'reversed' },
  { name: 'Marc Soler', title: 'Vocal de competició', local: 'marc', how: 'plain' },
];

const addressOf = (b: Board): string => `${b.local}@${HOST}`;

/** What the card shows in place of the address. */
function hidden(b: Board): string {
  const a = addressOf(b);
  switch (b.how) {
    case 'plain':
      return mailto(a);
    case 'entities':
      return `<a href="${entities(`mailto:${a}`)}" class="mail-link" data-wpel-link="internal">${entities(a)}</a>`;
    case 'charcode':
      return `<script>var c=String.fromCharCode(${charCodes(a)});document.write('<a href="mailto:'+c+'">'+c+'</a>');</script>`;
    case 'reversed':
      return `<span class="correu-invers" data-c="${reversed(a)}"></span>`;
  }
}

const card = (b: Board, i: number): string =>
  `<div class="gb-container gb-container-${(0x4e1a + i * 31).toString(16)} membre-junta"><figure class="gb-block-image"><img width="300" height="300" src="${ORIGIN}/wp-content/uploads/2024/10/junta-${b.local}-300x300.jpg" class="gb-image" alt="${esc(b.name)}"></figure>` +
  `<h3 class="gb-headline gb-headline-text">${esc(b.name)}</h3><p class="gb-headline carrec">${esc(b.title)}</p><p class="gb-headline correu">${hidden(b)}</p></div>`;

const REVERSE_SCRIPT = `<script>document.querySelectorAll('.correu-invers').forEach(function(el){var a=el.getAttribute('data-c').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`;

export function piraguismeRiuTer(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Piragüisme a Anglès',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsClub',
        name: 'Club Piragüisme Riu Ter',
        url: `${ORIGIN}/`,
        sport: 'Canoeing',
        address: { '@type': 'PostalAddress', streetAddress: 'Passeig del Ter, s/n', postalCode: '17160', addressLocality: 'Anglès', addressRegion: 'Girona', addressCountry: 'ES' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'Escola de piragüisme', email: `escola@${HOST}`, telephone: '+34 972 42 06 18', availableLanguage: ['ca', 'es'] },
      },
    ],
    main:
      `<p>Som un club de piragüisme fundat el 1987 a la resclosa d'Anglès. Fem escola per a infants i adults, sortides de descens pel Ter i competició d'aigües tranquil·les i eslàlom.</p>` +
      `<p><a href="${ORIGIN}/escola">Apunta't als cursets d'estiu</a> · <a href="${ORIGIN}/el-club">Coneix el club</a></p>`,
  });

  pages['/es'] = page({
    path: '/es',
    title: 'Piragüismo en Anglès',
    lang: 'es',
    alternates: ALT,
    main:
      `<p>Club de piragüismo en el río Ter desde 1987: escuela para niños y adultos, descensos y competición.</p>` +
      `<p>Si nunca has remado y quieres probar, escribe a nuestro entrenador jefe, Sergi Pujol, a ${mailto(`sergi@${HOST}`)} y te dirá qué día hay plaza en la sesión de iniciación.</p>`,
  });

  pages['/el-club'] = page({
    path: '/el-club',
    title: 'El club',
    main: `<p>Tenim 240 socis, una flota de 90 embarcacions i una caseta a la vora del riu amb vestidors. El club està afiliat a la Federació Catalana de Piragüisme.</p><p>El lloguer de caiacs per a visitants el gestiona l'empresa Aventura Ter SL (reserves@aventurater.cat).</p><p><a href="${ORIGIN}/el-club/junta-directiva">La junta directiva</a></p>`,
  });

  pages['/el-club/junta-directiva'] = page({
    path: '/el-club/junta-directiva',
    title: 'Junta directiva',
    main: `<p>Junta escollida a l'assemblea general del 9 de novembre de 2024.</p><div class="gb-grid-wrapper gb-grid-wrapper-3f1c2a">${JUNTA.map((b, i) => `<div class="gb-grid-column">${card(b, i)}</div>`).join('')}</div>${REVERSE_SCRIPT}`,
  });

  pages['/escola'] = page({
    path: '/escola',
    title: 'Escola de piragüisme',
    main:
      `<p>Cursets d'iniciació per a infants a partir de 8 anys (han de saber nedar) i per a adults, de juny a setembre. Grups de màxim 8 persones amb monitor titulat.</p>` +
      `<p>Informació sobre els cursets: ${mailto(`escola@${HOST}`)}</p>` +
      `<p>Secretaria tècnica: Montse Vidal (dimarts i dijous de 18 a 20 h, a la caseta)<br>Inscripcions: ${mailto(`inscripcions@${HOST}`)}</p>` +
      `<div class="mailpoet_form"><form class="mailpoet_form" method="post" action="${ORIGIN}/wp-admin/admin-post.php?action=mailpoet_subscription_form"><label class="mailpoet_text_label">Butlletí del club</label><input type="email" class="mailpoet_text" name="data[form_field_email]" placeholder="elteunom@correu.cat"><input type="submit" class="mailpoet_submit" value="Subscriu-m'hi"></form></div>`,
  });

  pages['/competicio'] = page({
    path: '/competicio',
    title: 'Competició',
    main: `<p>L'equip de competició entrena cada dia de la setmana. Aquesta temporada tenim 34 palistes federats, de benjamí a veterà.</p><p>Carla Bosch, entrenadora d'eslàlom i aigües braves – ${mailto(`carla@${HOST}`)}</p>`,
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: `<p>Passeig del Ter, s/n – 17160 Anglès (Girona)</p><p>Telèfon: ${tel('972 42 06 18')} (dissabtes i diumenges de 9 a 14 h)</p><p>Correu general: ${mailto(`info@${HOST}`)}</p>`,
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: `<p>Titular: Club Piragüisme Riu Ter, NIF G17418206, inscrit al Registre d'Entitats Esportives de la Generalitat de Catalunya amb el número 8.417.</p>` });

  pages['/area-socis'] = page({
    path: '/area-socis',
    title: 'Àrea de socis',
    main: `<p>Reserva d'embarcacions, rebuts de la quota i actes de la junta. Incidències amb la quota: ${mailto(`quotes@${HOST}`)}</p>`,
  });

  const board = (b: Board) => {
    const a = addressOf(b);
    const base = { address: a, name: b.name, title: b.title, pages: ['/el-club/junta-directiva'] };
    switch (b.how) {
      case 'plain':
        return { ...base, cases: ['card', 'plain', 'link-non-english'] as const };
      case 'entities':
        return { ...base, cases: ['card', 'entities', 'link-non-english'] as const };
      case 'charcode':
        return { ...base, encoded: { kind: 'charcodes' as const, text: charCodes(a) }, cases: ['card', 'script-charcode', 'link-non-english'] as const };
      case 'reversed':
        return { ...base, encoded: { kind: 'reversed' as const, text: reversed(a) }, cases: ['card', 'script-reversed', 'link-non-english'] as const };
    }
  };

  const paths = ['/', '/es', '/el-club', '/el-club/junta-directiva', '/escola', '/competicio', '/contacte', '/avis-legal'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /area-socis\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages: { ...pages, '/wp-sitemap.xml': { body: urlset(HOST, paths, '2025-02-27'), contentType: 'application/xml; charset=utf-8' } },
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-114',
      languages: ['ca', 'es'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        { address: `escola@${HOST}`, name: null, title: null, pages: ['/', '/escola'], cases: ['role', 'json-ld-contact-point', 'plain', 'link-non-english'] },
        { address: `inscripcions@${HOST}`, name: null, title: null, pages: ['/escola'], cases: ['neighbour', 'plain', 'link-non-english'] },
        ...JUNTA.map(board).map((a) => ({ ...a, cases: [...a.cases] })),
        { address: `carla@${HOST}`, name: 'Carla Bosch', title: "entrenadora d'eslàlom i aigües braves", pages: ['/competicio'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: `sergi@${HOST}`, name: 'Sergi Pujol', title: 'entrenador jefe', pages: ['/es'], cases: ['prose', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-socis'],
      nonAddresses: [
        { text: `junta@${HOST}`, kind: 'comment' },
        { text: `quotes@${HOST}`, kind: 'disallowed' },
        { text: 'elteunom@correu.cat', kind: 'placeholder' },
        { text: 'reserves@aventurater.cat', kind: 'other-company' },
        { text: 'fancybox@3.5.7', kind: 'package' },
      ],
    },
  };
}
