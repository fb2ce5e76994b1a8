/**
 * Kessler Brandt Architekten: an architecture office in Freiburg im Breisgau on WordPress with the
 * Divi theme. The team as Divi team-member modules with German degrees before and after the
 * names (Dipl.-Ing., Dipl.-Ing. (FH), M.Sc., B.Eng.), two addresses written as character
 * references by an e-mail encoder plugin, the office address as "info [at] … [dot] test", the
 * press contact in the Impressum as a label line, the office manager in the careers text, and an
 * English version reached only through hreflang, whose "Practice" page gives the partners'
 * titles in English and one associate shown nowhere else. The address scheme is stated on the
 * contact page; an old applications address in a comment, a retina logo, a lightbox package and
 * the clients' project room disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kesslerbrandt-architekten.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  de: [
    ['/', 'Start'],
    ['/buero', 'Büro'],
    ['/projekte', 'Projekte'],
    ['/team', 'Team'],
    ['/karriere', 'Karriere'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/practice', 'Practice'],
    ['/en/projects', 'Projects'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kessler Brandt Architekten',
  head: [
    '<meta name="generator" content="WordPress 6.4.3">',
    '<meta name="generator" content="Divi v.4.24.2">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.24.2" type="text/css" media="all">`,
    `<link rel="stylesheet" id="lightbox2-css" href="https://cdn.jsdelivr.net/npm/lightbox2@2.11.4/dist/css/lightbox.min.css" type="text/css" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2022/09/kb-favicon-32x32.png" sizes="32x32">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'de';
    return (
      `<div id="page-container"><div id="et-boc" class="et-boc"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container">` +
      `<div class="logo_container"><span class="logo_helper"></span><a href="${lang === 'en' ? '/en' : '/'}"><img src="${ORIGIN}/wp-content/uploads/2022/09/kb-logo.png" srcset="${ORIGIN}/wp-content/uploads/2022/09/kb-logo@2x.png 2x" width="180" height="48" alt="Kessler Brandt Architekten" id="logo" data-height-percentage="54"></a></div>` +
      `<div id="et-top-navigation" data-height="80" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU[lang]!.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></header><div id="et-main-area">`
    );
  },
  footer: (p) =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><div class="textwidget">` +
    `<p><strong>Kessler Brandt Architekten PartGmbB</strong><br>Wentzingerstraße 21<br>79106 Freiburg im Breisgau<br>${tel('+49 761 45 38 90-0')}</p></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><p id="footer-info">${p.lang.startsWith('en') ? '© 2025 Kessler Brandt Architekten' : '© 2025 Kessler Brandt Architekten'} · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/projektraum">Projektraum</a></p></div></div></footer></div></div></div>` +
    `<!-- Bewerbungen bis 2023: bewerbung@${HOST} (Postfach aufgelöst) -->`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  bodyEnd: [
    `<script type="text/javascript" src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script type="text/javascript" src="https://cdn.jsdelivr.net/npm/lightbox2@2.11.4/dist/js/lightbox.min.js" id="lightbox2-js"></script>`,
    `<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false}};</script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.24.2" id="divi-custom-script-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de-DE' });

const ALT_HOME = { de: '/', en: '/en', 'x-default': '/' };

/** A Divi section with one row and one text module. */
const section = (html: string, n: number): string =>
  `<div id="et-boc" class="et-boc"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et-last-child"><div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div></div></div></div></div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; encode?: boolean; photo: string };
const TEAM: Member[] = [
  { shown: 'Dipl.-Ing. Claudia Kessler', name: 'Claudia Kessler', title: 'Architektin BDA, Geschäftsführende Gesellschafterin', local: 'claudia.kessler', encode: true, photo: 'kessler' },
  { shown: 'Dipl.-Ing. (FH) Markus Brandt', name: 'Markus Brandt', title: 'Architekt, Gesellschafter', local: 'markus.brandt', photo: 'brandt' },
  { shown: 'Jana Wolff M.Sc.', name: 'Jana Wolff', title: 'Architektin, Projektleiterin Wettbewerbe', local: 'jana.wolff', encode: true, photo: 'wolff' },
  { shown: 'Felix Braun', name: 'Felix Braun', title: 'Architekt, Projektleitung LPH 5–8', local: 'felix.braun', photo: 'braun' },
  { shown: 'Tobias Lindner B.Eng.', name: 'Tobias Lindner', title: 'Bauleiter', local: 'tobias.lindner', photo: 'lindner' },
  { shown: 'Elif Demir', name: 'Elif Demir', title: 'Innenarchitektin', local: 'elif.demir', photo: 'demir' },
];

const member = (m: Member, i: number): string => {
  const addr = `${m.local}@${HOST}`;
  const link = m.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="et_pb_column et_pb_column_1_3 et_pb_column_${i + 3}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light">` +
    `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="500" src="${ORIGIN}/wp-content/uploads/2023/05/team-${m.photo}.jpg" alt="${esc(m.name)}"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(m.shown)}</h4><p class="et_pb_member_position">${esc(m.title)}</p><div><p>${link}</p></div></div></div></div>`
  );
};

export function kesslerBrandt(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Architektur für Bildung, Wohnen und Arbeiten',
    alternates: ALT_HOME,
    description: 'Kessler Brandt Architekten, Freiburg: Schulen, Kitas, Wohnungsbau und Umbauten im Bestand. Leistungsphasen 1–9.',
    main: section(
      `<h1>Räume, die bleiben.</h1><p>Seit 2009 planen wir Schulen, Kindertagesstätten, Wohnhäuser und Umbauten im Bestand in Südbaden und der Nordwestschweiz – vom Wettbewerb bis zur Objektbetreuung.</p>` +
        `<p><a href="/projekte">Zu den Projekten</a> · <a href="/team">Unser Team</a></p>`,
      0,
    ),
  });

  pages['/buero'] = page({
    path: '/buero',
    title: 'Büro',
    main: section(
      `<h1>Das Büro</h1><p>Kessler Brandt Architekten wurde 2009 von Claudia Kessler und Markus Brandt gegründet. Heute arbeiten zwölf Architektinnen, Architekten und Bauzeichner in unserem Büro an der Wentzingerstraße.</p><p>Wir sind Mitglied im Bund Deutscher Architektinnen und Architekten BDA und in der Architektenkammer Baden-Württemberg eingetragen.</p>`,
      0,
    ),
  });

  pages['/projekte'] = page({
    path: '/projekte',
    title: 'Projekte',
    main: section(
      `<h1>Projekte</h1><ul><li>Erweiterung Grundschule Zähringen, Freiburg (2024)</li><li>Genossenschaftliches Wohnen Gutleutmatten, 34 WE (2022)</li><li>Kita Sonnenwiese, Emmendingen (2021)</li><li>Umbau Gewerbehof Haslach zu Büros (2020)</li></ul>`,
      0,
    ),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Team',
    main:
      `<div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_1 et_section_regular"><div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Team</h1></div></div></div></div>` +
      `<div class="et_pb_row et_pb_row_2 et_pb_equal_columns">${TEAM.map(member).join('')}</div></div></div></div>`,
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: section(
      `<h1>Karriere</h1><h2>Architekt:in (m/w/d) für Leistungsphasen 1–5, Vollzeit oder Teilzeit</h2><p>Sie haben Freude an öffentlichen Bauaufgaben und Erfahrung mit Wettbewerben? Dann freuen wir uns auf Ihre Bewerbung als PDF (max. 10 MB). Ihre Ansprechpartnerin ist unsere Büroleiterin Sandra Vogt, die Sie unter ${mailto(`sandra.vogt@${HOST}`)} erreichen.</p>`,
      0,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      `<h1>Kontakt</h1><p>Kessler Brandt Architekten PartGmbB<br>Wentzingerstraße 21, 79106 Freiburg im Breisgau</p><p>Telefon ${tel('+49 761 45 38 90-0')}<br>E-Mail: info [at] kesslerbrandt-architekten [dot] test</p>` +
        `<p>Sie erreichen alle Mitarbeiterinnen und Mitarbeiter direkt unter vorname.nachname@${HOST}.</p><p>Bürozeiten: Mo–Do 8.30–17.30 Uhr, Fr 8.30–14.00 Uhr</p>`,
      0,
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: section(
      `<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><p>Kessler Brandt Architekten PartGmbB<br>Wentzingerstraße 21<br>79106 Freiburg im Breisgau</p>` +
        `<p>Partnerschaftsregister: Amtsgericht Freiburg, PR 700412<br>Vertreten durch die Partner: Dipl.-Ing. Claudia Kessler, Dipl.-Ing. (FH) Markus Brandt</p>` +
        `<p>Berufsbezeichnung: Architekt/Architektin (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Kammer: Architektenkammer Baden-Württemberg, Danneckerstraße 54, 70182 Stuttgart</p>` +
        `<p>Pressekontakt: Sophie Hartmann, Presse- und Öffentlichkeitsarbeit, Tel. ${tel('+49 761 45 38 90-14')}, ${mailto(`sophie.hartmann@${HOST}`)}</p>` +
        `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Dipl.-Ing. Claudia Kessler, Anschrift wie oben.</p>`,
      0,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutzerklärung', main: section(`<h1>Datenschutzerklärung</h1><p>Verantwortliche Stelle im Sinne der DSGVO ist die Kessler Brandt Architekten PartGmbB (Anschrift siehe Impressum).</p>`, 0) });

  pages['/projektraum'] = page({
    path: '/projektraum',
    title: 'Projektraum',
    main: section(`<h1>Projektraum für Bauherren</h1><p>Passwortgeschützter Bereich. Zugangsdaten erhalten Sie von Ihrer Projektleitung oder unter ${mailto(`projektraum@${HOST}`)}.</p>`, 0),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Architecture for learning, living and working',
    lang: 'en',
    alternates: ALT_HOME,
    main: section(
      `<h1>Spaces that last.</h1><p>Since 2009 we have designed schools, day-care centres, housing and conversions in south-west Germany and north-western Switzerland.</p><p><a href="/en/practice">Practice</a> · <a href="/en/projects">Selected projects</a></p>`,
      0,
    ),
  });

  pages['/en/projects'] = page({ path: '/en/projects', title: 'Projects', lang: 'en', main: section(`<h1>Selected projects</h1><ul><li>Zähringen primary school extension, Freiburg (2024)</li><li>Gutleutmatten co-operative housing, 34 flats (2022)</li></ul>`, 0) });

  pages['/en/practice'] = page({
    path: '/en/practice',
    title: 'Practice',
    lang: 'en',
    main: section(
      `<h1>Practice</h1><p>Kessler Brandt is a partnership of two architects with a team of twelve.</p>` +
        `<h3>Claudia Kessler</h3><p>Managing Partner, Architect BDA<br>${mailto(`claudia.kessler@${HOST}`)}</p>` +
        `<h3>Markus Brandt</h3><p>Partner, Architect<br>${mailto(`markus.brandt@${HOST}`)}</p>` +
        `<h3>Lena Roth</h3><p>Associate, International Competitions<br>Lena joined us from a practice in Basel and leads our competition entries in Switzerland and France.<br>${mailto(`lena.roth@${HOST}`)}</p>`,
      0,
    ),
  });

  const team = TEAM.map((m) => ({
    address: `${m.local}@${HOST}`,
    name: m.name,
    title: m.title,
    pages: ['/team'],
    cases: [
      'card',
      'link-non-english',
      m.encode ? 'entities' : 'plain',
      ...(m.shown.startsWith('Dipl') ? ['honorific'] : []),
      ...(/ (M\.Sc|B\.Eng)\.$/.test(m.shown) ? ['post-nominal'] : []),
    ] as CrawlWorldSite['truth']['addresses'][number]['cases'],
  }));
  team[0] = { ...team[0]!, pages: ['/team', '/en/practice'], titleAlternatives: ['Managing Partner, Architect BDA'] } as (typeof team)[number];
  team[1] = { ...team[1]!, pages: ['/team', '/en/practice'], titleAlternatives: ['Partner, Architect'] } as (typeof team)[number];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /projektraum\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-58',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'obfuscated', 'link-non-english'] },
        ...team,
        { address: `sandra.vogt@${HOST}`, name: 'Sandra Vogt', title: 'Büroleiterin', pages: ['/karriere'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `sophie.hartmann@${HOST}`, name: 'Sophie Hartmann', title: 'Presse- und Öffentlichkeitsarbeit', pages: ['/impressum'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `lena.roth@${HOST}`, name: 'Lena Roth', title: 'Associate, International Competitions', pages: ['/en/practice'], cases: ['hreflang', 'link-english-unlisted', 'card', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/projektraum'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `bewerbung@${HOST}`, kind: 'comment' },
        { text: `projektraum@${HOST}`, kind: 'disallowed' },
        { text: 'kb-logo@2x.png', kind: 'retina' },
        { text: 'lightbox2@2.11.4', kind: 'package' },
      ],
    },
  };
}
