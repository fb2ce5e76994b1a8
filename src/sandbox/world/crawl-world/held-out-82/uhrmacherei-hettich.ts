/**
 * Uhrmacherei Hettich: a cuckoo-clock and restoration workshop in Schönwald im Schwarzwald, on
 * WordPress (Divi). Team as Divi person cards (one address as character references), the
 * data-protection officer as "Title: Name" line, the press contact as a label line, sales written
 * by an inline script, a Vienna showroom page in Austrian German with "Mag." and "Ing.", a
 * journeywoman's address in a news post listed only in the gzip sitemap.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, tel, urlset, xmlPage } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';
import { makeTheme, pager } from './common.js';

const HOST = 'uhrmacherei-hettich.test';
const ORIGIN = `http://${HOST}`;

const theme = makeTheme({
  host: HOST,
  siteName: 'Uhrmacherei Hettich',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="Divi v.4.27.1">',
    `<link rel="stylesheet" id="divi-style-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.27.1" media="all">`,
  ],
  menus: {
    de: [
      ['/', 'Start'],
      ['/kuckucksuhren', 'Kuckucksuhren'],
      ['/werkstatt', 'Unsere Werkstatt'],
      ['/presse', 'Presse'],
      ['/kontakt', 'Kontakt'],
    ],
  },
  navOpen: `<header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="/"><img src="${ORIGIN}/wp-content/uploads/2022/05/hettich-logo.png" srcset="${ORIGIN}/wp-content/uploads/2022/05/hettich-logo@2x.png 2x" alt="Uhrmacherei Hettich" id="logo"></a></div><div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">`,
  navClose: `</ul></nav></div></div></header>`,
  item: (h, l) => `<li class="menu-item menu-item-type-post_type"><a href="${h}">${esc(l)}</a></li>`,
  footer: () =>
    `<footer id="main-footer"><div id="footer-bottom"><div class="container clearfix"><p>Uhrmacherei Hettich GmbH · Hauptstraße 41 · 78141 Schönwald im Schwarzwald · ${tel('+49 7722 96 31 80')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | <a href="/fachhandel">Fachhändler-Login</a></p>` +
    `<!-- alte Shop-Adresse bis 2021: shop@${HOST} --></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
  bodyEnd: [`<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`, `<script src="https://cdn.jsdelivr.net/npm/jquery@3.7.1/dist/jquery.min.js"></script>`],
});
const page = pager(theme, 'de-DE');

type Person = { shown: string; name: string; title: string; local: string; ent?: boolean; hon?: boolean };
const TEAM: Person[] = [
  { shown: 'Markus Hettich', name: 'Markus Hettich', title: 'Uhrmachermeister und Geschäftsführer', local: 'markus.hettich' },
  { shown: 'Dipl.-Ing. (FH) Sabine Faller', name: 'Sabine Faller', title: 'Konstruktion & Gehäusebau', local: 'sabine.faller', hon: true },
  { shown: 'Jonas Dold', name: 'Jonas Dold', title: 'Restaurator für historische Großuhren', local: 'jonas.dold', ent: true },
  { shown: 'Lea Kienzler', name: 'Lea Kienzler', title: 'Holzbildhauerin', local: 'lea.kienzler' },
  { shown: 'Florian Wehrle', name: 'Florian Wehrle', title: 'Auszubildender Uhrmacher (2. Lehrjahr)', local: 'florian.wehrle', ent: true },
];

const card = (p: Person): string => {
  const a = `${p.local}@${HOST}`;
  const link = p.ent ? `<a href="${entities(`mailto:${a}`)}">${entities(a)}</a>` : mailto(a);
  return `<div class="et_pb_module et_pb_team_member et_pb_bg_layout_light"><div class="et_pb_team_member_image"><img src="${ORIGIN}/wp-content/uploads/2023/03/${p.local.replace('.', '-')}.jpg" alt="${esc(p.name)}"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(p.shown)}</h4><p class="et_pb_member_position">${esc(p.title)}</p><div>${link}</div></div></div>`;
};

export function uhrmachereiHettich(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Kuckucksuhren aus eigener Werkstatt',
    main: `<div class="et_pb_section"><h1>Echte Schwarzwälder Kuckucksuhren – seit 1952 in Schönwald</h1><p>Jede Uhr wird bei uns von Hand geschnitzt, bemalt und mit mechanischem Werk ausgestattet. Außerdem restaurieren wir Standuhren, Jockele- und Schilduhren.</p><p><a href="/werkstatt">Lernen Sie unsere Werkstatt kennen</a> · <a href="/schauraum-wien">Unser Schauraum in Wien</a></p></div>`,
  });
  pages['/kuckucksuhren'] = page({ path: '/kuckucksuhren', title: 'Kuckucksuhren', main: `<h1>Kuckucksuhren</h1><ul><li>Chalet „Rohrhardsberg“, 8-Tage-Werk, 46 cm</li><li>Jagdstück mit Hirschkopf, 1-Tag-Werk</li><li>Bahnhäusle nach Friedrich Eisenlohr</li></ul>` });
  pages['/werkstatt'] = page({
    path: '/werkstatt',
    title: 'Unsere Werkstatt',
    main: `<div class="et_pb_section"><h1>Das Team in der Werkstatt</h1><div class="et_pb_row">${TEAM.map(card).join('')}</div></div>`,
  });
  const sales = `nicole.ganter`;
  const salesScript = `<script>var u='nicole'+'.'+'ganter';var d='uhrmacherei-hettich'+'.test';document.getElementById('vk').innerHTML='<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>';</script>`;
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      `<h1>Kontakt</h1><p>Allgemeine Anfragen: ${mailto(`info@${HOST}`)}</p>` +
      `<p>Bestellungen, Versand ins Ausland und Zollfragen beantwortet Nicole Ganter, Leitung Verkauf &amp; Versand: <span id="vk">(bitte JavaScript aktivieren)</span></p>${salesScript}` +
      `<p>Unsere Mitarbeitenden erreichen Sie direkt unter vorname.nachname@${HOST}.</p>` +
      `<form class="et_pb_contact_form"><input type="email" placeholder="ihre.adresse@beispiel.de"><textarea></textarea><button>Senden</button></form>`,
  });
  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: `<h1>Presse</h1><p>Bildmaterial in Druckqualität stellen wir gern zur Verfügung.</p><p class="presse">Pressekontakt: Anna Scherer, Marketing und Öffentlichkeitsarbeit, Hauptstraße 41, 78141 Schönwald, Tel. 07722 96 31 84, ${mailto(`anna.scherer@${HOST}`)}</p>`,
  });
  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: `<h1>Impressum</h1><p>Uhrmacherei Hettich GmbH<br>Hauptstraße 41, 78141 Schönwald im Schwarzwald<br>Registergericht: Amtsgericht Freiburg, HRB 712044<br>Geschäftsführer: Markus Hettich</p><p>Datenschutzbeauftragter: Thomas Reichenbach, ${mailto(`thomas.reichenbach@${HOST}`)}</p><p>Webdesign: Agentur Feldberg Digital, kontakt@feldberg-digital.de</p>`,
  });
  pages['/schauraum-wien'] = page({
    path: '/schauraum-wien',
    title: 'Schauraum Wien',
    lang: 'de-AT',
    main:
      `<h1>Unser Schauraum in Wien</h1><p>Seit 2019 finden Sie eine Auswahl unserer Uhren auch in der Wiener Innenstadt, Habsburgergasse 7, 1010 Wien. Geöffnet Dienstag bis Samstag, 10 bis 18 Uhr – wir freuen uns auf Ihren Besuch!</p>` +
      `<ul class="ansprechpartner"><li><strong>Mag. Katharina Leitner</strong> – Filialleiterin Schauraum Wien<br>Tel. +43 1 532 18 40, ${mailto(`katharina.leitner@${HOST}`)}</li>` +
      `<li><strong>Ing. Stefan Gruber</strong> – Servicetechniker für Österreich (Zustellung, Aufhängen und Einregulieren vor Ort)<br>${mailto(`stefan.gruber@${HOST}`)}</li></ul>`,
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: `<h1>Datenschutzerklärung</h1><p>Verantwortlich ist die Uhrmacherei Hettich GmbH (siehe <a href="/impressum">Impressum</a>).</p>` });
  pages['/fachhandel'] = page({ path: '/fachhandel', title: 'Fachhändler', main: `<h1>Fachhändler-Bereich</h1><p>Preislisten für Wiederverkäufer: ${mailto(`haendler@${HOST}`)}</p>` });
  pages['/aktuelles/gesellenpruefung-bestanden'] = page({
    path: '/aktuelles/gesellenpruefung-bestanden',
    title: 'Gesellenprüfung bestanden',
    main: `<article class="post"><h1>Gesellenprüfung mit Auszeichnung</h1><p>Wir gratulieren Hannah Wursthorn, die ihre Ausbildung bei uns als Uhrmachergesellin abgeschlossen hat und uns als Gesellin für Reparaturen erhalten bleibt; Reparaturaufträge nimmt sie ab sofort unter ${mailto(`hannah.wursthorn@${HOST}`)} entgegen.</p></article>`,
  });
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/kuckucksuhren', '/werkstatt', '/kontakt', '/presse', '/impressum'], '2025-01-20'));
  pages['/post-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/aktuelles/gesellenpruefung-bestanden'], '2024-07-30'));

  const team = (p: Person) => ({
    address: `${p.local}@${HOST}`,
    name: p.name,
    title: p.title,
    pages: ['/werkstatt'],
    cases: ['card', 'link-non-english', p.ent ? 'entities' : 'plain', ...(p.hon ? ['honorific'] : [])] as CaseKind[],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /fachhandel\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/page-sitemap.xml\nSitemap: ${ORIGIN}/post-sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-82',
      languages: ['de'],
      // de-DE and, on the Vienna showroom page, de-AT.
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...TEAM.map(team),
        { address: `${sales}@${HOST}`, name: 'Nicole Ganter', title: 'Leitung Verkauf & Versand', pages: ['/kontakt'], encoded: { kind: 'script', text: salesScript }, cases: ['prose', 'script-concat'] },
        { address: `katharina.leitner@${HOST}`, name: 'Katharina Leitner', title: 'Filialleiterin Schauraum Wien', pages: ['/schauraum-wien'], cases: ['honorific', 'name-title-line', 'plain', 'link-non-english'] },
        { address: `stefan.gruber@${HOST}`, name: 'Stefan Gruber', title: 'Servicetechniker für Österreich', pages: ['/schauraum-wien'], cases: ['honorific', 'name-title-line', 'plain', 'link-non-english'] },
        { address: `anna.scherer@${HOST}`, name: 'Anna Scherer', title: 'Marketing und Öffentlichkeitsarbeit', pages: ['/presse'], cases: ['label-line', 'plain'] },
        { address: `thomas.reichenbach@${HOST}`, name: 'Thomas Reichenbach', title: 'Datenschutzbeauftragter', pages: ['/impressum'], cases: ['title-name-line', 'plain'] },
        { address: `hannah.wursthorn@${HOST}`, name: 'Hannah Wursthorn', title: 'Gesellin für Reparaturen', pages: ['/aktuelles/gesellenpruefung-bestanden'], cases: ['prose', 'plain', 'sitemap-gzip'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/fachhandel'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `shop@${HOST}`, kind: 'comment' },
        { text: `haendler@${HOST}`, kind: 'disallowed' },
        { text: 'hettich-logo@2x.png', kind: 'retina' },
        { text: 'jquery@3.7.1', kind: 'package' },
        { text: 'ihre.adresse@beispiel.de', kind: 'placeholder' },
        { text: 'kontakt@feldberg-digital.de', kind: 'other-company' },
      ],
    },
  };
}
