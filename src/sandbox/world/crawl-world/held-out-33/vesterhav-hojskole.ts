/**
 * Vesterhav Højskole: a Danish folk high school on the west coast of Jutland, on WordPress with
 * the Divi theme, Danish only. The staff page is a grid of Divi team-member modules (two addresses
 * written as character references by an e-mail encoder plugin); the principal is a
 * "Forstander: Name" line on the contact page, which also states the scheme (fornavn@...); the
 * board chair is a "Name, title" line and the study counsellor is named in running text on the
 * about page; a course-secretary is named in a news post listed only in a child of the sitemap
 * index. The pupils' portal is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vesterhavhojskole.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/om-skolen', 'Om skolen'],
  ['/kurser', 'Lange kurser'],
  ['/medarbejdere', 'Medarbejdere'],
  ['/praktisk-info', 'Praktisk info'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Vesterhav Højskole',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">`,
    `<link rel="stylesheet" id="divi-style-css" href="${ORIGIN}/wp-content/themes/vesterhav-child/style.css?ver=4.25.1" type="text/css" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (p) =>
    `<div id="page-container"><div id="et-boc" class="et-boc"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="/wp-content/uploads/2023/08/vesterhav-logo.png" width="220" height="64" alt="Vesterhav Højskole" id="logo" data-height-percentage="54"></a></div>` +
    `<div id="et-top-navigation" data-height="80" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${31 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${href === p.path ? ' current-menu-item' : ''} menu-item-${31 + i}"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Vælg en side</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header><div id="et-main-area">`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Vesterhav Højskole</h4><div class="textwidget"><p>Klitvejen 14, Husby<br>6990 Ulfborg<br>Tlf. ${tel('97 49 12 00')}<br>${mailto(`kontor@${HOST}`)}</p></div></div></div>` +
    `<div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Genveje</h4><ul id="menu-footer" class="menu"><li><a href="/privatlivspolitik">Privatlivspolitik</a></li><li><a href="/elevportal">Elevportal</a></li><li><a href="/kontakt">Find vej</a></li></ul></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2025 Vesterhav Højskole · CVR 18 42 77 31 · Godkendt af Undervisningsministeriet</div></div></div></footer></div></div></div>`,
  privacyPath: { da: '/privatlivspolitik' },
  bodyEnd: [
    `<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};</script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });

const section = (html: string, n: number): string =>
  `<article id="post-${n}" class="post-${n} page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0"><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">${html}</div></div></div></div></div></div></div></div></article>`;

type Member = { name: string; title: string; local: string; encode?: boolean; about: string };
const STAFF: Member[] = [
  { name: 'Signe Dalby', title: 'Viceforstander, lærer i litteratur og filosofi', local: 'signe', about: 'Har været på skolen siden 2011 og står for fællestimerne om torsdagen.' },
  { name: 'Rasmus Holm', title: 'Lærer i keramik og billedkunst', local: 'rasmus', encode: true, about: 'Uddannet fra Designskolen Kolding. Bor med sin familie i lærerboligen ved mosen.' },
  { name: 'Karen Bech', title: 'Lærer i kor og sang', local: 'karen', about: 'Korleder og organist, leder morgensangen og skolens kammerkor.' },
  { name: 'Jonas Friis', title: 'Køkkenchef', local: 'jonas', encode: true, about: 'Laver mad på råvarer fra egnen og har eleverne med i køkkenet på skift.' },
  { name: 'Anders Lund', title: 'Pedel og lærer i friluftsliv', local: 'anders', about: 'Tager holdet med på kajak i fjorden og overnatning i shelter.' },
];

const teamMember = (m: Member, i: number): string => {
  const addr = `${m.local}@${HOST}`;
  const link = m.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="et_pb_column et_pb_column_1_3 et_pb_column_${i + 1}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light">` +
    `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="/wp-content/uploads/2024/01/${m.local}-portraet.jpg" alt="${esc(m.name)}" width="400" height="400"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(m.name)}</h4><p class="et_pb_member_position">${esc(m.title)}</p><div><p>${esc(m.about)}</p><p>${link}</p></div></div></div></div>`
  );
};

export function vesterhavHojskole(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Højskole ved Vesterhavet',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'EducationalOrganization', name: 'Vesterhav Højskole', url: `${ORIGIN}/`, telephone: '+45 97 49 12 00', address: { '@type': 'PostalAddress', streetAddress: 'Klitvejen 14, Husby', postalCode: '6990', addressLocality: 'Ulfborg', addressCountry: 'DK' } }],
    main: section(
      `<h1>Et halvt år mellem klit og fjord</h1><p>Vesterhav Højskole er en grundtvigsk højskole for unge mellem 18 og 30. Vi har plads til 96 elever på de lange kurser og holder korte sommerkurser for alle aldre.</p>` +
        `<p><a class="et_pb_button" href="/kurser">Se forårets linjer</a> <a class="et_pb_button" href="/kontakt">Kom på besøg</a></p>`,
      2,
    ),
  });

  pages['/om-skolen'] = page({
    path: '/om-skolen',
    title: 'Om skolen',
    main: section(
      `<h1>Om skolen</h1><p>Skolen blev bygget i 1969 af en kreds af lærere og landmænd fra Ulfborg-egnen. I dag bor eleverne i fire huse med udsigt over Husby Klit, og alle spiser sammen i spisesalen tre gange om dagen.</p>` +
        `<p>Er du i tvivl om, hvilken linje der passer til dig, eller om du kan få elevstøtte, så skriv til vores studievejleder Louise Bak på ${mailto(`louise@${HOST}`)} – hun svarer som regel samme dag.</p>` +
        `<h3>Bestyrelsen</h3><p>Skolens bestyrelse vælges af skolekredsen på det årlige repræsentantskabsmøde.</p>` +
        `<p>Poul Riis, bestyrelsesformand, ${mailto(`poul@${HOST}`)}<br>Birthe Kragh, næstformand<br>Thomas Vinther, kasserer<br>Ane Mølgaard, elevrepræsentant</p>`,
      5,
    ),
  });

  pages['/kurser'] = page({
    path: '/kurser',
    title: 'Lange kurser',
    main: section(`<h1>Lange kurser</h1><ul><li>Keramik og billedkunst</li><li>Kor og sangskrivning</li><li>Friluftsliv og kajak</li><li>Litteratur og filosofi</li><li>Madværksted</li></ul><p>Forårskurset løber fra januar til juni, efterårskurset fra august til december. Ugeprisen er 1.650 kr. inkl. kost og logi.</p>`, 7),
  });

  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    main: section(`<h1>Medarbejdere</h1><p>Lærerne bor på eller tæt ved skolen og er en del af hverdagen – også om aftenen og i weekenderne.</p>`, 9) + `<div class="et_pb_section et_pb_section_1"><div class="et_pb_row et_pb_row_1 et_pb_gutters2">${STAFF.map(teamMember).join('')}</div></div>`,
  });

  pages['/praktisk-info'] = page({
    path: '/praktisk-info',
    title: 'Praktisk info',
    main: section(`<h1>Praktisk info</h1><p>Du bor på dobbeltværelse med eget bad. Der er sengelinned, men husk håndklæder og gummistøvler. Nærmeste station er Ulfborg, hvor vi henter ved kursusstart.</p><p>Har du spørgsmål om betaling og statsstøtte, så ring til kontoret på ${tel('97 49 12 00')} mellem 9 og 14.</p>`, 11),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      `<h1>Kontakt</h1><p>Kontoret er åbent mandag–fredag kl. 9–14. Skriv til ${mailto(`kontor@${HOST}`)} eller ring på ${tel('97 49 12 00')}.</p>` +
        `<p>Forstander: Mette Kjærgaard, ${mailto(`mette@${HOST}`)}, tlf. ${tel('97 49 12 01')}</p>` +
        `<p>Alle ansatte kan også skrives til direkte på fornavn@${HOST}.</p>` +
        `<p>Besøg: Vi viser gerne rundt på hverdage – aftal tid med kontoret.</p>`,
      13,
    ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: section(`<h1>Privatlivspolitik</h1><p>Vesterhav Højskole er dataansvarlig for de oplysninger, du giver os ved tilmelding. Vi gemmer dem i op til fem år efter kursets afslutning, som loven kræver.</p>`, 3) });

  pages['/elevportal'] = page({ path: '/elevportal', title: 'Elevportal', main: section(`<h1>Elevportal</h1><p>Log ind med dit UNI-login. Problemer med login? Skriv til ${mailto(`it-hjaelp@${HOST}`)}.</p>`, 15) });

  const newsPath = '/2025/02/tilmelding-sommerkurser-2025';
  pages[newsPath] = page({
    path: newsPath,
    title: 'Tilmeldingen til sommerkurserne er åben',
    main: section(
      `<h1>Tilmeldingen til sommerkurserne er åben</h1><p class="post-meta">af Vesterhav Højskole | 12. feb. 2025 | Nyheder</p>` +
        `<p>I år har vi seks uger med korte kurser: sang, keramik, vandring langs kysten og en familieuge. Der er rabat for børn under 14.</p>` +
        `<p>Spørgsmål om tilmelding og værelser besvares af vores kursussekretær Hanne Møller på ${mailto(`hanne@${HOST}`)}.</p>`,
      118,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /elevportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-02-12'),
      pages: {
        ...pages,
        '/page-sitemap.xml': xmlPage(urlset(HOST, ['/', '/om-skolen', '/kurser', '/medarbejdere', '/praktisk-info', '/kontakt', '/privatlivspolitik'], '2025-02-01')),
        '/post-sitemap.xml': xmlPage(urlset(HOST, [newsPath], '2025-02-12')),
      },
      headers: { Server: 'Apache', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-33',
      languages: ['da'],
      addresses: [
        { address: `kontor@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `mette@${HOST}`, name: 'Mette Kjærgaard', title: 'Forstander', pages: ['/kontakt'], cases: ['title-name-line', 'plain'] },
        ...STAFF.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/medarbejdere'],
          cases: ['card', m.encode ? 'entities' : 'plain', ln] as CaseKind[],
        })),
        { address: `louise@${HOST}`, name: 'Louise Bak', title: 'studievejleder', pages: ['/om-skolen'], cases: ['prose', 'plain', ln] },
        { address: `poul@${HOST}`, name: 'Poul Riis', title: 'bestyrelsesformand', pages: ['/om-skolen'], cases: ['name-title-line', 'plain', ln] },
        { address: `hanne@${HOST}`, name: 'Hanne Møller', title: 'kursussekretær', pages: [newsPath], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}',
      statedPattern: { page: '/kontakt', text: `fornavn@${HOST}` },
      disallowed: ['/elevportal'],
      nonAddresses: [
        { text: `fornavn@${HOST}`, kind: 'scheme' },
        { text: `it-hjaelp@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
