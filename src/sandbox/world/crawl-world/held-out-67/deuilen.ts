/**
 * Mixed Hockeyclub De Uilen: a field hockey club in Amersfoort, on WordPress with the Divi theme,
 * in Dutch. The board as "Functie: Naam" lines, the press contact as a label line, the youth
 * coordinator's address turned around by a script in running text, the sponsorship chair in a
 * Divi blurb; the old match-secretary address in an HTML comment, a retina logo, a CDN package
 * version and the members' portal (disallowed) as traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'mhc-deuilen.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/club/bestuur', 'Bestuur'],
  ['/jeugd', 'Jeugd'],
  ['/sponsoring', 'Sponsoring'],
  ['/lid-worden', 'Lid worden'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'MHC De Uilen',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<meta name="generator" content="Divi v.4.24.3">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.24.3" type="text/css" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/vanilla-cookieconsent@3.0.1/dist/cookieconsent.css">',
  ],
  header: () =>
    `<div id="page-container"><header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="/wp-content/uploads/2022/08/uilen-logo.png" srcset="/wp-content/uploads/2022/08/uilen-logo@2x.png 2x" width="180" height="54" alt="MHC De Uilen" id="logo" data-height-percentage="54"></a></div>` +
    `<div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU.map(([h, l], i) => `<li id="menu-item-${210 + i}" class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></div></header>`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><div class="textwidget"><p><strong>MHC De Uilen</strong><br>Sportpark Bokkeduinen, Dodeweg 12, 3832 RD Amersfoort<br>${tel('033 456 78 90')} (clubhuis)<br>${mailto(`info@${HOST}`)}</p></div></div></div>` +
    `<div class="footer-widget"><p><a href="/ledenportaal">Ledenportaal</a> · <a href="/privacyverklaring">Privacyverklaring</a></p><p>KvK 40531234 · Aangesloten bij de KNHB</p></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2025 MHC De Uilen · Ontwerp door Studio Kwast</div></div></div></footer></div>`,
  bodyEnd: [
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.24.3" id="divi-custom-script-js"></script>`,
    '<script type="module" src="https://cdn.jsdelivr.net/npm/vanilla-cookieconsent@3.0.1/dist/cookieconsent.umd.js"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-NL' });
const divi = (html: string): string =>
  `<div id="et-main-area"><div id="main-content"><article class="page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0"><div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left"><div class="et_pb_text_inner">${html}</div></div></div></div></div></div></div></div></article></div></div>`;

const ILSE_REV = reversed(`ilse@${HOST}`);

export function deuilen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Hockey in Amersfoort',
    main: divi(`<h1>Welkom bij MHC De Uilen</h1><p>Met ruim 900 leden, van Funkeys tot Veteranen, zijn we de gezelligste hockeyclub van Amersfoort. Trainen doen we op drie kunstgrasvelden op Sportpark Bokkeduinen.</p><p><a href="/lid-worden">Ook lid worden?</a></p>`),
  });
  const fn = (role: string, name: string, local: string) => `<p><strong>${esc(role)}:</strong> ${esc(name)}, ${mailto(`${local}@${HOST}`)}</p>`;
  pages['/club/bestuur'] = page({
    path: '/club/bestuur',
    title: 'Bestuur',
    main: divi(
      `<h1>Bestuur</h1><p>Het bestuur wordt gekozen door de Algemene Ledenvergadering en vergadert elke eerste dinsdag van de maand.</p>` +
        fn('Voorzitter', 'Jeroen Bakker', 'jeroen') +
        fn('Secretaris', 'Marloes de Groot', 'marloes') +
        fn('Penningmeester', 'Hans Verbeek', 'hans') +
        fn('Technisch coördinator', 'Bas Jansen', 'bas') +
        fn('Coördinator senioren', 'Pieter Mulder', 'pieter') +
        `<!-- wedstrijdsecretariaat (oud): wedstrijdsecretaris@${HOST} -->`,
    ),
  });
  pages['/jeugd'] = page({
    path: '/jeugd',
    title: 'Jeugd',
    main: divi(
      `<h1>Jeugd</h1><p>Kinderen vanaf 6 jaar beginnen bij de Funkeys: één training per week en op zaterdag een spelletjescircuit.</p>` +
        `<p>Vragen over de Funkeys of de E-jeugd? Mail dan met Ilse Smit, onze coördinator Funkeys en E-jeugd: <span class="mail-rev" data-m="${ILSE_REV}"></span>.</p>` +
        `<script>(function(){var els=document.querySelectorAll('.mail-rev');for(var i=0;i<els.length;i++){var m=els[i].getAttribute('data-m').split('').reverse().join('');els[i].innerHTML='<a href="mailto:'+m+'">'+m+'</a>';}})();</script>`,
    ),
  });
  pages['/sponsoring'] = page({
    path: '/sponsoring',
    title: 'Sponsoring',
    main:
      divi(`<h1>Sponsoring</h1><p>Van bordsponsoring langs veld 1 tot shirtsponsoring van een jeugdteam: er is altijd een pakket dat bij uw bedrijf past.</p>`) +
      `<div class="et_pb_module et_pb_blurb et_pb_blurb_0"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><img src="/wp-content/uploads/2023/01/ruud-hendriks.jpg" alt="Ruud Hendriks"></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">Ruud Hendriks</h4><div class="et_pb_blurb_description"><p>Voorzitter sponsorcommissie</p><p>${tel('06 41 22 83 90')}<br>${mailto(`ruud@${HOST}`)}</p></div></div></div></div>`,
  });
  pages['/lid-worden'] = page({
    path: '/lid-worden',
    title: 'Lid worden',
    main: divi(`<h1>Lid worden</h1><p>Aanmelden doe je via het inschrijfformulier. Vragen over contributie, opzeggen of een wachtlijst? Mail de ledenadministratie: ${mailto(`ledenadministratie@${HOST}`)}.</p>`),
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: divi(
      `<h1>Contact</h1><p>Clubhuis: Dodeweg 12, 3832 RD Amersfoort · ${tel('033 456 78 90')}<br>Algemene vragen: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Perscontact: Sanne van der Linden, communicatie &amp; pr, ${tel('06 18 44 29 71')}, ${mailto(`sanne@${HOST}`)}</p>`,
    ),
  });
  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', title: 'Privacyverklaring', main: divi(`<h1>Privacyverklaring</h1><p>MHC De Uilen verwerkt persoonsgegevens van leden volgens de AVG.</p>`) });
  pages['/ledenportaal'] = page({ path: '/ledenportaal', title: 'Ledenportaal', main: divi(`<h1>Ledenportaal</h1><p>Inlogproblemen? ${mailto(`webmaster@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const b = (local: string, name: string, title: string) => ({ address: `${local}@${HOST}`, name, title, pages: ['/club/bestuur'], cases: ['title-name-line', 'plain', ln] as CaseKind[] });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /ledenportaal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/club/bestuur', '/jeugd', '/sponsoring', '/lid-worden', '/contact', '/privacyverklaring'], '2025-08-30'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-67',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `ledenadministratie@${HOST}`, name: null, title: null, pages: ['/lid-worden'], cases: ['role', 'plain', ln] },
        b('jeroen', 'Jeroen Bakker', 'Voorzitter'),
        b('marloes', 'Marloes de Groot', 'Secretaris'),
        b('hans', 'Hans Verbeek', 'Penningmeester'),
        b('bas', 'Bas Jansen', 'Technisch coördinator'),
        b('pieter', 'Pieter Mulder', 'Coördinator senioren'),
        { address: `sanne@${HOST}`, name: 'Sanne van der Linden', title: 'communicatie & pr', pages: ['/contact'], cases: ['label-line', 'plain'] },
        {
          address: `ilse@${HOST}`,
          name: 'Ilse Smit',
          title: 'coördinator Funkeys en E-jeugd',
          pages: ['/jeugd'],
          encoded: { kind: 'reversed', text: ILSE_REV },
          cases: ['prose', 'script-reversed', ln],
        },
        { address: `ruud@${HOST}`, name: 'Ruud Hendriks', title: 'Voorzitter sponsorcommissie', pages: ['/sponsoring'], cases: ['card', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/ledenportaal'],
      nonAddresses: [
        { text: `wedstrijdsecretaris@${HOST}`, kind: 'comment' },
        { text: `webmaster@${HOST}`, kind: 'disallowed' },
        { text: 'uilen-logo@2x.png', kind: 'retina' },
        { text: 'vanilla-cookieconsent@3.0.1', kind: 'package' },
      ],
    },
  };
}
