/**
 * Club de Futbol Riells i Viabrea: a Catalan village football club on WordPress (Kadence theme,
 * core sitemaps), in Catalan. Every mailbox is a job's, not a person's: the board in a table
 * (the secretary's address reversed by a script, the treasurer's built by String.fromCharCode),
 * the youth coordinator in prose, the women's coordinator as a card, the sporting director as a
 * name-title line and as a member of the SportsClub's JSON-LD, the press officer in a label line
 * on a news post two clicks deep, and the summer-camp director on a post listed only in the
 * wp-sitemap that robots.txt names; a Swiper version, the kit supplier's address, an old address
 * in a comment and the members' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'cf-riells-viabrea.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Inici'],
  ['/el-club', 'El club'],
  ['/junta-directiva', 'Junta directiva'],
  ['/primer-equip', 'Primer equip'],
  ['/futbol-base', 'Futbol base'],
  ['/futbol-femeni', 'Femení'],
  ['/noticies', 'Notícies'],
  ['/contacte', 'Contacte'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'CF Riells i Viabrea',
  head: [
    '<meta name="generator" content="WordPress 6.7.1">',
    `<link rel="stylesheet" id="kadence-global-css" href="${ORIGIN}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.9" media="all">`,
    '<link rel="stylesheet" id="swiper-css" href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css" media="all">',
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (p) =>
    `<header id="masthead" class="site-header" role="banner"><div class="site-header-wrap"><div class="site-branding branding-layout-standard"><a class="brand has-logo-image" href="/" rel="home"><img width="120" height="120" src="${ORIGIN}/wp-content/uploads/2022/08/escut-cf-riells-viabrea.png" class="custom-logo" alt="CF Riells i Viabrea"><span class="site-title">CF Riells i Viabrea</span></a></div>` +
    `<nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub" role="navigation" aria-label="Navegació principal"><div class="primary-menu-container header-menu-container"><ul id="primary-menu" class="menu">${MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page${h === p.path ? ' current-menu-item' : ''}"><a href="${h === '/' ? '/' : `${h}/`}">${esc(l)}</a></li>`).join('')}</ul></div></nav></div></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer" role="contentinfo"><div class="site-footer-wrap"><div class="footer-widget-area widget-area"><section class="widget widget_block">` +
    `<p><strong>Club de Futbol Riells i Viabrea</strong> · Fundat el 1968<br>Camp Municipal de Futbol Can Plana, Av. de la Sardana s/n, 17404 Riells i Viabrea (la Selva)<br>${tel('972 87 14 52')} · ${mailto(at('club'))}</p>` +
    `<p>Oficina: dimarts i dijous de 18:30 a 20:30. Entitat inscrita al Registre d'Entitats Esportives de la Generalitat amb el núm. 4.117.</p>` +
    `<p><a href="/avis-legal/">Avís legal</a> · <a href="/politica-de-galetes/">Política de galetes</a> · <a href="/area-socis/">Àrea de socis</a></p>` +
    `<!-- correu antic de la web: webmaster@${HOST} --></section></div><div class="site-bottom-footer-wrap"><p>© 2025 CF Riells i Viabrea. Patrocinadors: Fusteria Vilà, Embotits Masnou, Ajuntament de Riells i Viabrea.</p></div></div></footer>`,
  privacyPath: { ca: '/politica-de-galetes' },
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js" id="swiper-js"></script>',
    `<script src="${ORIGIN}/wp-content/themes/kadence/assets/js/navigation.min.js?ver=1.2.9" id="kadence-navigation-js" async></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'ca' });

const entry = (title: string, html: string, id: number, type = 'page') =>
  `<article id="post-${id}" class="entry content-bg single-entry post-${id} ${type} type-${type} status-publish"><div class="entry-content-wrap"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content single-content">${html}</div></div></article>`;

export function cfRiellsViabrea(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  const secretaria = at('secretaria');
  const secretariaRev = reversed(secretaria);
  const secretariaScript = `<script>var s = '${secretariaRev}'.split('').reverse().join(''); document.write('<a href="mailto:' + s + '">' + s + '</a>');</script>`;
  const tresoreria = at('tresoreria');
  const tresoreriaCodes = charCodes(tresoreria);
  const tresoreriaScript = `<script>document.write(String.fromCharCode(${tresoreriaCodes}));</script>`;

  const BOARD: [string, string, string][] = [
    ['President', 'Jordi Soler', mailto(at('presidencia'))],
    ['Vicepresidenta', 'Montse Roca', mailto(at('vicepresidencia'))],
    ['Secretari', 'Pere Vidal', `${secretariaScript}<noscript>secretaria (a) el domini del club</noscript>`],
    ['Tresorer', 'Albert Casas', tresoreriaScript],
    ['Vocal de manteniment', 'Josep Puigdemunt', '—'],
  ];

  pages['/'] = page({
    path: '/',
    title: 'Web oficial',
    description: 'Web oficial del Club de Futbol Riells i Viabrea: primer equip a Tercera Catalana, futbol base i femení.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsClub',
        '@id': `${ORIGIN}/#club`,
        name: 'Club de Futbol Riells i Viabrea',
        alternateName: 'CF Riells i Viabrea',
        sport: 'Soccer',
        foundingDate: '1968',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2022/08/escut-cf-riells-viabrea.png`,
        address: { '@type': 'PostalAddress', streetAddress: 'Av. de la Sardana s/n', postalCode: '17404', addressLocality: 'Riells i Viabrea', addressRegion: 'Girona', addressCountry: 'ES' },
        email: at('club'),
        member: [
          {
            '@type': 'OrganizationRole',
            roleName: 'Director esportiu',
            member: { '@type': 'Person', name: 'Marc Ferrer', jobTitle: 'Director esportiu', email: at('direccioesportiva') },
          },
        ],
      },
    ],
    main:
      `<div class="home-hero"><h1>Som el CF Riells i Viabrea</h1><p>Més de 220 jugadors i jugadores, 14 equips i un camp de gespa artificial renovat el 2023. Fes-te soci per 45 € la temporada!</p></div>` +
      `<div class="kb-posts"><h2>Últimes notícies</h2><ul><li><a href="/noticies/">Totes les notícies del club</a></li></ul></div>` +
      `<div class="proxim-partit"><h2>Pròxim partit</h2><p>Diumenge 9 de febrer, 16:30 h – CF Riells i Viabrea – UE Breda B (Tercera Catalana, grup 2)</p></div>`,
  });

  pages['/el-club'] = page({
    path: '/el-club',
    title: 'El club',
    main: entry(
      'El club',
      `<p>El club es va fundar el 1968 al bar de la plaça, amb un equip de veterans que jugava al camp del Sot. Des de 1994 juguem al Camp Municipal de Can Plana.</p><p>Som una entitat sense ànim de lucre gestionada per voluntaris i pels 380 socis i sòcies.</p>`,
      10,
    ),
  });

  pages['/junta-directiva'] = page({
    path: '/junta-directiva',
    title: 'Junta directiva',
    main: entry(
      'Junta directiva 2023–2027',
      `<p>Escollida a l'assemblea general de socis del 17 de juny de 2023.</p><figure class="wp-block-table"><table><thead><tr><th>Càrrec</th><th>Nom</th><th>Correu electrònic</th></tr></thead><tbody>` +
        BOARD.map(([c, n, e]) => `<tr><td>${esc(c)}</td><td>${esc(n)}</td><td>${e}</td></tr>`).join('') +
        `</tbody></table></figure>`,
      12,
    ),
  });

  pages['/primer-equip'] = page({
    path: '/primer-equip',
    title: 'Primer equip',
    main: entry(
      'Primer equip',
      `<p>Tercera Catalana, grup 2. Entrenaments dimarts, dijous i divendres a les 21:00.</p><p>Entrenador: Dani Moreno. Segon entrenador: Aleix Camps.</p>` +
        `<p>Marc Ferrer, director esportiu, ${mailto(at('direccioesportiva'))}</p><p>Jugadors interessats a fer una prova: envieu el vostre historial al director esportiu.</p>`,
      14,
    ),
  });

  pages['/futbol-base'] = page({
    path: '/futbol-base',
    title: 'Futbol base',
    main: entry(
      'Futbol base',
      `<p>Deu equips des de prebenjamí fins a juvenil, amb entrenadors titulats per la Federació Catalana de Futbol.</p>` +
        `<p>Les inscripcions per a la temporada 2025–2026 s'obren a l'abril; el coordinador de futbol base, Sergi Pujol, us informarà de places i horaris a ${mailto(at('futbolbase'))}.</p>`,
      16,
    ),
  });

  pages['/futbol-femeni'] = page({
    path: '/futbol-femeni',
    title: 'Futbol femení',
    main: entry(
      'Futbol femení',
      `<p>Tres equips femenins: aleví, cadet i amateur (Segona Divisió Catalana).</p>` +
        `<div class="wp-block-kadence-infobox kt-info-box"><div class="kt-blocks-info-box-media"><img src="${ORIGIN}/wp-content/uploads/2024/09/laia-serra-300x300.jpg" alt="Laia Serra"></div><div class="kt-infobox-textcontent"><h3 class="kt-blocks-info-box-title">Laia Serra</h3><p class="kt-blocks-info-box-text">Coordinadora del futbol femení</p><p>${mailto(at('femeni'))}</p></div></div>`,
      18,
    ),
  });

  pages['/noticies'] = page({
    path: '/noticies',
    title: 'Notícies',
    main: `<div class="content-wrap grid-cols post-archive"><article class="entry loop-entry"><h2 class="entry-title"><a href="/2025/01/presentacio-dels-equips-2024-2025/">Presentació dels equips de la temporada 2024-2025</a></h2><p>Més de 200 jugadors i jugadores van omplir Can Plana.</p></article></div>`,
  });

  pages['/2025/01/presentacio-dels-equips-2024-2025'] = page({
    path: '/2025/01/presentacio-dels-equips-2024-2025',
    title: 'Presentació dels equips de la temporada 2024-2025',
    main: entry(
      'Presentació dels equips de la temporada 2024-2025',
      `<p>Dissabte passat vam presentar els catorze equips del club davant de més de sis-centes persones. L'alcaldessa va inaugurar la nova il·luminació del camp.</p>` +
        `<p>Contacte de premsa: Núria Bosch, responsable de comunicació, ${tel('655 20 18 47')}, ${mailto(at('comunicacio'))}</p>`,
      210,
      'post',
    ),
  });

  pages['/2024/05/campus-estiu-2024'] = page({
    path: '/2024/05/campus-estiu-2024',
    title: "Campus d'estiu 2024",
    main: entry(
      "Campus d'estiu 2024",
      `<p>Del 25 de juny al 26 de juliol, per a nens i nenes de 5 a 14 anys, de 9:00 a 13:00 (acollida a partir de les 8:00). Preu: 75 € per setmana, 60 € per a socis.</p>` +
        `<p>Director del campus: Oriol Sala – ${mailto(at('campus'))}</p>`,
      174,
      'post',
    ),
  });

  pages['/contacte'] = page({
    path: '/contacte',
    title: 'Contacte',
    main: entry(
      'Contacte',
      `<p>Camp Municipal de Can Plana, Av. de la Sardana s/n, 17404 Riells i Viabrea.</p><p>Correu general: ${mailto(at('club'))}</p>` +
        `<p>Equipacions i material: les comandes es fan directament a la botiga del nostre proveïdor, Esports Montseny (comandes@esportsmontseny.test).</p>`,
      20,
    ),
  });

  pages['/avis-legal'] = page({ path: '/avis-legal', title: 'Avís legal', main: entry('Avís legal', `<p>Club de Futbol Riells i Viabrea, NIF G-17123456.</p>`, 3) });
  pages['/politica-de-galetes'] = page({ path: '/politica-de-galetes', title: 'Política de galetes', main: entry('Política de galetes', `<p>Aquest web utilitza galetes tècniques.</p>`, 4) });
  pages['/area-socis'] = page({
    path: '/area-socis',
    title: 'Àrea de socis',
    main: entry('Àrea de socis', `<p>Carnet digital, quotes i actes de l'assemblea. Incidències amb l'accés: ${mailto(at('socis'))}</p>`, 22),
  });

  pages['/wp-sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/wp-sitemap-posts-post-1.xml', '/wp-sitemap-posts-page-1.xml'], '2025-01-20'));
  pages['/wp-sitemap-posts-post-1.xml'] = xmlPage(urlset(HOST, ['/2025/01/presentacio-dels-equips-2024-2025/', '/2024/05/campus-estiu-2024/'], '2025-01-20'));
  pages['/wp-sitemap-posts-page-1.xml'] = xmlPage(urlset(HOST, ['/', '/el-club/', '/junta-directiva/', '/primer-equip/', '/futbol-base/', '/futbol-femeni/', '/noticies/', '/contacte/'], '2025-01-20'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-socis\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-74',
      languages: ['ca'],
      addresses: [
        { address: at('club'), name: null, title: null, pages: ['/', '/contacte'], cases: ['role', 'plain'] },
        { address: at('presidencia'), name: 'Jordi Soler', title: 'President', pages: ['/junta-directiva'], cases: ['table', 'plain', 'link-non-english'] },
        { address: at('vicepresidencia'), name: 'Montse Roca', title: 'Vicepresidenta', pages: ['/junta-directiva'], cases: ['table', 'plain', 'link-non-english'] },
        {
          address: secretaria,
          name: 'Pere Vidal',
          title: 'Secretari',
          pages: ['/junta-directiva'],
          encoded: { kind: 'reversed', text: secretariaRev },
          cases: ['table', 'script-reversed', 'link-non-english'],
        },
        {
          address: tresoreria,
          name: 'Albert Casas',
          title: 'Tresorer',
          pages: ['/junta-directiva'],
          encoded: { kind: 'charcodes', text: tresoreriaCodes },
          cases: ['table', 'script-charcode', 'link-non-english'],
        },
        { address: at('direccioesportiva'), name: 'Marc Ferrer', title: 'director esportiu', pages: ['/primer-equip', '/'], cases: ['name-title-line', 'json-ld-person', 'json-ld-nested', 'plain', 'link-non-english'] },
        { address: at('futbolbase'), name: 'Sergi Pujol', title: 'coordinador de futbol base', pages: ['/futbol-base'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: at('femeni'), name: 'Laia Serra', title: 'Coordinadora del futbol femení', pages: ['/futbol-femeni'], cases: ['card', 'plain', 'link-non-english'] },
        { address: at('comunicacio'), name: 'Núria Bosch', title: 'responsable de comunicació', pages: ['/2025/01/presentacio-dels-equips-2024-2025'], cases: ['label-line', 'deep-page', 'plain'] },
        { address: at('campus'), name: 'Oriol Sala', title: 'Director del campus', pages: ['/2024/05/campus-estiu-2024'], cases: ['title-name-line', 'sitemap-robots', 'sitemap-index', 'plain'] },
      ],
      pattern: null,
      disallowed: ['/area-socis'],
      nonAddresses: [
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: `socis@${HOST}`, kind: 'disallowed' },
        { text: 'comandes@esportsmontseny.test', kind: 'other-company' },
        { text: 'swiper@11.1.4', kind: 'package' },
      ],
    },
  };
}
