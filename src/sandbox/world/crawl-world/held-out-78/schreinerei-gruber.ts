/**
 * Schreinerei Gruber: a family carpentry firm in Bad Reichenhall (Berchtesgadener Land) with a
 * branch across the border in Salzburg, on Jimdo, in German (the branch page in Austrian German).
 * Addresses follow the given name alone. The team as Jimdo text-module cards on "Über uns" (the
 * workshop manager's built by a reversing script in a Jimdo HTML widget, the interior planner's
 * written "(at)"/"(dot)"), the Salzburg branch manager as "Filialleitung: Ing. Name" two links
 * deep, the site manager as "Name, Title, address" on the contact page, the owner as the
 * Impressum's label line and the apprentice in a news paragraph. An old address in an HTML
 * comment, the retina logo and the customer area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'schreinerei-gruber-badreichenhall.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const NAV: [string, string][] = [
  ['/', 'Startseite'],
  ['/ueber-uns', 'Über uns'],
  ['/leistungen', 'Leistungen'],
  ['/aktuelles', 'Aktuelles'],
  ['/kontakt', 'Kontakt'],
];

let mod = 0;
const module = (html: string, type = 'j-text'): string => `<div id="cc-m-${9184720 + mod++ * 13}" class="j-module n ${type}">${html}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Schreinerei Gruber',
  head: [
    '<meta name="generator" content="Jimdo Creator">',
    '<link rel="stylesheet" href="https://assets.jimstatic.com/web.css.4a1e7d8f0b2c.css" type="text/css">',
    '<link rel="stylesheet" href="https://u.jimcdn.com/cms/o/s8a1c2e3f4d5b6a7/layout/dm_2f0e8c/css/layout.css?t=1712045511" type="text/css">',
    '<script src="https://assets.jimstatic.com/ckies.js.7b3f9a1e.js"></script>',
  ],
  header: (spec) =>
    `<div class="jtpl-main"><header class="jtpl-header"><div class="jtpl-logo"><a href="${ORIGIN}/"><img src="https://image.jimcdn.com/app/cms/image/transf/dimension=240x10000:format=png/path/s8a1c2e3f4d5b6a7/image/i6a0c3b9e1f2d4c58/version/1704212200/logo@2x.png" alt="Schreinerei Gruber – Möbel und Innenausbau" width="240"></a></div>` +
    `<nav class="jtpl-navigation" id="cc-nav-view-1"><ul class="j-nav-level-0">${NAV.map(([href, label]) => `<li class="j-nav-level-0${href === spec.path ? ' j-nav-current' : ''}"><a href="${ORIGIN}${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header><div class="jtpl-content"><div id="content_area" data-container="content">`,
  footer: () =>
    `</div></div><footer class="jtpl-footer"><div class="j-module n j-text"><p><strong>Schreinerei Gruber GmbH</strong> · Salzburger Straße 41 · 83435 Bad Reichenhall</p>` +
    `<p>Tel. ${tel('08651 96 74 20')} · ${mailto(at('info'))}</p><p>Werkstatt: Mo–Do 7:00–16:30 Uhr, Fr 7:00–12:00 Uhr · Ausstellung nach Vereinbarung</p>` +
    `<!-- alte Adresse bis 2023: sepp@${HOST} --></div>` +
    `<div id="contentfooter" data-container="footer"><div class="leftrow"><a href="${ORIGIN}/impressum">Impressum</a> | <a href="${ORIGIN}/datenschutz">Datenschutz</a> | <a href="${ORIGIN}/kundenbereich">Kundenbereich</a> | <a href="${ORIGIN}/sitemap">Sitemap</a></div><div class="rightrow"><a href="https://www.jimdo.com" rel="nofollow">Erstellt mit Jimdo</a></div></div></footer></div>`,
  privacyPath: { de: `${ORIGIN}/datenschutz` },
  bodyEnd: ['<script src="https://assets.jimstatic.com/app.js.1f8e2d7c.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de' });

const REV_ANDREAS = reversed(at('andreas'));
const ANDREAS_SCRIPT = `var r = '${REV_ANDREAS}'; var a = r.split('').reverse().join(''); document.getElementById('mail-andreas').innerHTML = '<a href="mailto:' + a + '">' + a + '</a>';`;

const teamCard = (img: string, name: string, role: string, mail: string): string =>
  module(
    `<div class="j-textWithImage"><figure class="cc-imagewrapper"><img src="https://image.jimcdn.com/app/cms/image/transf/dimension=300x300/path/s8a1c2e3f4d5b6a7/image/${img}/version/1704212200/image.jpg" alt="${esc(name)}"></figure>` +
      `<div><p><strong>${esc(name)}</strong><br>${esc(role)}<br>${mail}</p></div></div>`,
    'j-textWithImage',
  );

export function schreinereiGruber(): CrawlWorldSite {
  mod = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Möbel, Küchen und Innenausbau aus Meisterhand',
    main:
      module('<h1>Ihre Schreinerei im Berchtesgadener Land</h1><p>Seit 1962 fertigen wir in dritter Generation Einbauschränke, Küchen, Haustüren und Treppen aus heimischem Holz – von der Planung bis zur Montage, in Bad Reichenhall und im Salzburger Land.</p>') +
      module(`<p><a href="${ORIGIN}/leistungen">Unsere Leistungen</a> · <a href="${ORIGIN}/ueber-uns">Das Team kennenlernen</a> · <a href="${ORIGIN}/kontakt">Beratungstermin vereinbaren</a></p>`),
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    main:
      module('<h1>Über uns</h1><p>Aus der kleinen Werkstatt, die Großvater Sepp Gruber 1962 gegründet hat, ist ein Betrieb mit vierzehn Mitarbeiterinnen und Mitarbeitern geworden. Wir bilden jedes Jahr aus.</p>') +
      `<div class="j-module n j-hgrid"><div class="cc-m-hgrid-column">` +
      teamCard('i1a2b3c4d5e6f708', 'Josef Gruber', 'Schreinermeister, Geschäftsführer', mailto(at('josef'))) +
      teamCard('i2b3c4d5e6f70819', 'Florian Gruber', 'Schreinermeister, Juniorchef', mailto(at('florian'))) +
      `</div><div class="cc-m-hgrid-column">` +
      teamCard('i3c4d5e6f708192a', 'Maria Gruber', 'Büro und Buchhaltung', mailto(at('maria'))) +
      teamCard('i4d5e6f708192a3b', 'Andreas Huber', 'Werkstattleiter', `<span id="mail-andreas">E-Mail-Adresse wird geladen …</span><script>${ANDREAS_SCRIPT}</script>`) +
      teamCard('i5e6f708192a3b4c', 'Dipl.-Ing. (FH) Stefan Lechner', 'Planung und Innenarchitektur', `stefan(at)schreinerei-gruber-badreichenhall(dot)test`) +
      `</div></div>` +
      module(`<h2>Unsere Filiale in Salzburg</h2><p>Seit 2019 betreuen wir unsere Kundinnen und Kunden in Österreich von unserer Filiale in Salzburg-Liefering aus. <a href="${ORIGIN}/filiale-salzburg">Mehr zur Filiale Salzburg</a></p>`),
  });

  pages['/filiale-salzburg'] = page({
    path: '/filiale-salzburg',
    title: 'Filiale Salzburg',
    lang: 'de-AT',
    main:
      module('<h1>Filiale Salzburg</h1><p>Schreinerei Gruber Tischlerei GmbH, Lieferinger Hauptstraße 112, 5020 Salzburg. Schauraum geöffnet Montag bis Freitag von 8 bis 12 Uhr und nach telefonischer Vereinbarung.</p>') +
      module(`<p>Filialleitung: Ing. Lukas Pichler, ${tel('+43 662 43 18 70')}, ${mailto(at('lukas'))}</p><p>Wir planen und montieren Küchen, Vorzimmer und Stiegen im gesamten Bundesland Salzburg und im Innviertel.</p>`),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: module('<h1>Leistungen</h1><ul><li>Einbauschränke und Dachschrägen</li><li>Küchen nach Maß</li><li>Haustüren und Innentüren</li><li>Treppen und Geländer</li><li>Reparaturen und Fensterservice</li></ul><p>Alle Möbel fertigen wir in unserer eigenen Werkstatt aus Fichte, Lärche, Eiche und Zirbe aus der Region.</p>'),
  });

  pages['/aktuelles'] = page({
    path: '/aktuelles',
    title: 'Aktuelles',
    main:
      module('<h1>Aktuelles</h1>') +
      module(`<h2>Ausbildungsplatz 2025 zu vergeben</h2><p class="j-blog-date">14.02.2025</p><p>Auch im Herbst 2025 bilden wir wieder eine Schreinerin oder einen Schreiner aus. Wie die Ausbildung bei uns wirklich abläuft, erzählt dir am besten unser Auszubildender Tobias Mayr, der gerade im dritten Lehrjahr ist – schreib ihm einfach an ${mailto(at('tobias'))}.</p>`, 'j-blogSelection') +
      module('<h2>Betriebsurlaub</h2><p class="j-blog-date">02.12.2024</p><p>Vom 23.12.2024 bis 06.01.2025 bleibt die Werkstatt geschlossen. Wir wünschen frohe Weihnachten!</p>', 'j-blogSelection'),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      module(`<h1>Kontakt</h1><p>Schreinerei Gruber GmbH<br>Salzburger Straße 41<br>83435 Bad Reichenhall</p><p>Telefon ${tel('08651 96 74 20')}<br>E-Mail ${mailto(at('info'))}</p>`) +
      module(`<h2>Montage und Termine</h2><p>Kathrin Wimmer, Montageplanung, ${mailto(at('kathrin'))}</p><p>Bitte geben Sie bei Reklamationen immer Ihre Auftragsnummer an.</p>`) +
      module(`<form class="j-formnew" action="${ORIGIN}/kontakt" method="post"><label>Name</label><input type="text" name="name"><label>E-Mail</label><input type="email" name="email"><label>Nachricht</label><textarea name="nachricht"></textarea><button type="submit">Absenden</button></form>`, 'j-formnew'),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: module(
      `<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><p>Schreinerei Gruber GmbH, Salzburger Straße 41, 83435 Bad Reichenhall<br>Registergericht: Amtsgericht Traunstein, HRB 11873<br>USt-IdNr.: DE 131 884 207</p>` +
        `<p>Vertreten durch den Geschäftsführer: Josef Gruber, Schreinermeister, Salzburger Straße 41, 83435 Bad Reichenhall, Tel. ${tel('08651 96 74 20')}, ${mailto(at('josef'))}</p>` +
        '<p>Zuständige Kammer: Handwerkskammer für München und Oberbayern. Berufsbezeichnung: Schreinermeister (verliehen in Deutschland).</p>',
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: module('<h1>Datenschutzerklärung</h1><p>Verantwortlich im Sinne der DSGVO ist die Schreinerei Gruber GmbH (siehe Impressum). Diese Website wird bei der Jimdo GmbH, Stresemannstraße 375, 22761 Hamburg, gehostet.</p>') });

  pages['/kundenbereich'] = page({
    path: '/kundenbereich',
    title: 'Kundenbereich',
    main: module(`<h1>Kundenbereich</h1><p>Pläne, Angebote und Aufmaße zum Herunterladen. Zugangsdaten vergessen? ${mailto(at('planung'))}</p>`),
  });

  pages['/sitemap'] = page({ path: '/sitemap', title: 'Sitemap', main: module(`<h1>Sitemap</h1><ul>${[...NAV, ['/impressum', 'Impressum'] as [string, string]].map(([h, l]) => `<li><a href="${ORIGIN}${h}">${esc(l)}</a></li>`).join('')}</ul>`) });

  const T = (local: string, name: string, title: string, pagesOf: string[], cases: CaseKind[]) => ({ address: at(local), name, title, pages: pagesOf, cases });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /kundenbereich\nDisallow: /app/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/ueber-uns', '/filiale-salzburg', '/leistungen', '/aktuelles', '/kontakt', '/impressum', '/datenschutz'], '2025-02-14'),
      pages,
      headers: { Server: 'nginx', 'X-Jimdo-Instance': 'cms-web-7' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-78',
      languages: ['de'],
      addresses: [
        { address: at('info'), name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { ...T('josef', 'Josef Gruber', 'Schreinermeister, Geschäftsführer', ['/ueber-uns', '/impressum'], ['card', 'label-line', 'plain', 'link-non-english']), titleAlternatives: ['Geschäftsführer'] },
        T('florian', 'Florian Gruber', 'Schreinermeister, Juniorchef', ['/ueber-uns'], ['card', 'plain', 'link-non-english']),
        T('maria', 'Maria Gruber', 'Büro und Buchhaltung', ['/ueber-uns'], ['card', 'plain', 'link-non-english']),
        { ...T('andreas', 'Andreas Huber', 'Werkstattleiter', ['/ueber-uns'], ['card', 'script-reversed', 'link-non-english']), encoded: { kind: 'reversed' as const, text: REV_ANDREAS } },
        T('stefan', 'Stefan Lechner', 'Planung und Innenarchitektur', ['/ueber-uns'], ['card', 'honorific', 'obfuscated', 'link-non-english']),
        T('lukas', 'Lukas Pichler', 'Filialleitung', ['/filiale-salzburg'], ['title-name-line', 'honorific', 'deep-page', 'plain', 'link-non-english']),
        T('tobias', 'Tobias Mayr', 'Auszubildender', ['/aktuelles'], ['prose', 'plain', 'link-non-english']),
        T('kathrin', 'Kathrin Wimmer', 'Montageplanung', ['/kontakt'], ['name-title-line', 'plain']),
      ],
      pattern: '{first}',
      disallowed: ['/kundenbereich'],
      nonAddresses: [
        { text: `sepp@${HOST}`, kind: 'comment' },
        { text: `planung@${HOST}`, kind: 'disallowed' },
        { text: 'logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
