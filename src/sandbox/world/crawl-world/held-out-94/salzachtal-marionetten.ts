/**
 * Salzachtaler Marionettentheater: a marionette theatre in Salzburg on TYPO3, German (Austria)
 * with an English visitors' page reached only through hreflang. The ensemble as a TYPO3 table
 * with "(at)" substitution, the artistic director as a "Title: Name" line with "Mag.", the press
 * contact as a label line, the workshop page only in a sitemap robots.txt names, the address
 * scheme stated on the contact page; the subscription office disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'marionetten-salzachtal.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string) => `${local}(at)marionetten-salzachtal(dot)test`;
const typoLink = (local: string) => `<a href="javascript:linkTo_UnCryptMailto(%27ocknvq%2C${local.length}x%27);">${at(local)}</a>`;

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/spielplan', 'Spielplan'],
  ['/ensemble', 'Ensemble &amp; Team'],
  ['/presse', 'Presse'],
  ['/kontakt', 'Kontakt &amp; Anfahrt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Salzachtaler Marionettentheater',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/compressed/merged-4f1c2a9e.css?1718012345" media="all">`,
  ],
  header: () =>
    `<header class="page-header"><a class="brand" href="/"><img src="${ORIGIN}/fileadmin/templates/img/logo-marionetten.png" srcset="${ORIGIN}/fileadmin/templates/img/logo-marionetten@2x.png 2x" alt="Salzachtaler Marionettentheater"></a>` +
    `<nav class="mainnav"><ul>${MENU.map(([h, l]) => `<li><a href="${h}">${l}</a></li>`).join('')}</ul></nav><div class="langnav"><span class="active">DE</span> | <span>EN</span></div></header>`,
  footer: () =>
    `<footer class="page-footer"><div class="row"><p>Salzachtaler Marionettentheater – Verein zur Pflege des Figurenspiels<br>Steingasse 27, 5020 Salzburg · ${tel('+43 662 874 219')}</p>` +
    `<p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/abo-service">Abo-Service (intern)</a></p>` +
    `<!-- alte Adresse bis 2022: buero@${HOST} --></div></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage =>
  renderPage(theme, { ...spec, lang: spec.lang ?? 'de-AT', main: `<div class="frame frame-default frame-type-text">${spec.main}</div>` });

type Row = { shown: string; name: string; title: string; local: string; honorific?: boolean; plain?: boolean };
const ENSEMBLE: Row[] = [
  { shown: 'Dr. Elisabeth Aigner', name: 'Elisabeth Aigner', title: 'Geschäftsführerin', local: 'elisabeth.aigner', honorific: true },
  { shown: 'Florian Wimmer', name: 'Florian Wimmer', title: 'Puppenspieler, Ensemblesprecher', local: 'florian.wimmer' },
  { shown: 'Ing. Matthias Leitner', name: 'Matthias Leitner', title: 'Figurenbau & Bühnenbild', local: 'matthias.leitner', honorific: true, plain: true },
  { shown: 'Stefan Huber', name: 'Stefan Huber', title: 'Technischer Leiter (Licht, Ton, Bühne)', local: 'stefan.huber' },
  { shown: 'Theresa Eder, BA', name: 'Theresa Eder', title: 'Dramaturgie und Vermittlung', local: 'theresa.eder', plain: true },
];

export function salzachtalMarionetten(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT = { 'de-AT': '/', en: '/en', 'x-default': '/' };

  pages['/'] = page({
    path: '/',
    title: 'Marionetten für Groß und Klein',
    alternates: ALT,
    main:
      `<h1>Marionetten für Groß und Klein – seit 1952 in der Steingasse</h1><p>Vierzig Fäden, eine Hand: Unsere Figuren spielen Mozart, Raimund und Märchen der Brüder Grimm. Karten erhalten Sie im Kartenbüro oder unter ${mailto(`karten@${HOST}`)}.</p>` +
      `<p><a href="/spielplan">Zum Spielplan</a></p>`,
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Visit us',
    lang: 'en',
    alternates: ALT,
    main: `<h1>Marionettes in the old town</h1><p>Performances in German are easy to follow for all ages; for groups who would like an introduction in English, our visitor services manager Lukas Hofer is glad to help – just write to ${mailto(`lukas.hofer@${HOST}`)} a few days before your visit.</p>`,
  });
  pages['/spielplan'] = page({ path: '/spielplan', title: 'Spielplan', main: `<h1>Spielplan Frühjahr 2025</h1><ul><li>Die Zauberflöte – Sa 15.03., 16:00</li><li>Der Bauer als Millionär – So 23.03., 11:00</li><li>Rumpelstilzchen – jeden Mittwoch, 10:00</li></ul>` });
  pages['/ensemble'] = page({
    path: '/ensemble',
    title: 'Ensemble & Team',
    main:
      `<h1>Ensemble &amp; Team</h1><table class="contenttable"><thead><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr></thead><tbody>` +
      ENSEMBLE.map((r) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${r.plain ? mailto(`${r.local}@${HOST}`) : typoLink(r.local)}</td></tr>`).join('') +
      `</tbody></table>`,
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt & Anfahrt',
    main:
      `<h1>Kontakt &amp; Anfahrt</h1><p>Kartenbüro: Di–Sa 10–13 Uhr, ${tel('+43 662 874 219')}, ${mailto(`karten@${HOST}`)}</p>` +
      `<p><strong>Künstlerische Leitung:</strong> Mag. Johanna Pichler, ${typoLink('johanna.pichler')}</p>` +
      `<p class="hinweis">Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie nach dem Schema vorname.nachname@${HOST}.</p>` +
      `<p>Anfahrt: Buslinie 3, 5, 6 bis Rathaus, dann über den Mozartsteg.</p>`,
  });
  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main:
      `<h1>Presse</h1><p>Pressefotos in Druckqualität stellen wir gerne zur Verfügung.</p>` +
      `<p>Pressekontakt: Verena Gruber, Presse- und Öffentlichkeitsarbeit, ${tel('+43 662 874 219-14')}, ${mailto(`verena.gruber@${HOST}`)}</p>`,
  });
  pages['/werkstatt'] = page({
    path: '/werkstatt',
    title: 'Die Werkstatt',
    main: `<h1>Blick in die Werkstatt</h1><p>Jede Figur entsteht aus Lindenholz in rund 120 Arbeitsstunden. Unsere Werkstatt führt Figurenbaumeister Georg Moser, Anfragen für Schulführungen richten Sie bitte direkt an ihn: ${mailto(`georg.moser@${HOST}`)}.</p>`,
  });
  pages['/abo-service'] = page({ path: '/abo-service', title: 'Abo-Service', main: `<h1>Abo-Service</h1><p>Abonnentenverwaltung: ${mailto(`abo@${HOST}`)}</p>` });
  pages['/impressum'] = page({ path: '/impressum', title: 'Impressum', main: `<h1>Impressum</h1><p>ZVR-Zahl 418273650. Vereinssitz Salzburg.</p>` });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: `<h1>Datenschutzerklärung</h1><p>Verantwortlich ist der Verein Salzachtaler Marionettentheater.</p>` });
  pages['/sitemaps/seiten.xml'] = xmlPage(urlset(HOST, ['/', '/spielplan', '/ensemble', '/presse', '/kontakt', '/werkstatt']));

  const ensembleAddress = (r: Row) => ({
    address: `${r.local}@${HOST}`,
    name: r.name,
    title: r.title,
    pages: ['/ensemble'],
    cases: ['table', r.plain ? 'plain' : 'obfuscated', ...(r.honorific ? ['honorific'] : []), ...(r.shown.endsWith(', BA') ? ['post-nominal'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /abo-service\n\nSitemap: ${ORIGIN}/sitemaps/seiten.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-94',
      languages: ['de', 'en'],
      addresses: [
        { address: `karten@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...ENSEMBLE.map(ensembleAddress),
        { address: `johanna.pichler@${HOST}`, name: 'Johanna Pichler', title: 'Künstlerische Leitung', pages: ['/kontakt'], cases: ['title-name-line', 'honorific', 'obfuscated'] },
        { address: `verena.gruber@${HOST}`, name: 'Verena Gruber', title: 'Presse- und Öffentlichkeitsarbeit', pages: ['/presse'], cases: ['label-line', 'plain'] },
        { address: `georg.moser@${HOST}`, name: 'Georg Moser', title: 'Figurenbaumeister', pages: ['/werkstatt'], cases: ['prose', 'plain', 'sitemap-robots'] },
        { address: `lukas.hofer@${HOST}`, name: 'Lukas Hofer', title: 'visitor services manager', pages: ['/en'], cases: ['prose', 'plain', 'hreflang'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/abo-service'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `buero@${HOST}`, kind: 'comment' },
        { text: `abo@${HOST}`, kind: 'disallowed' },
        { text: 'logo-marionetten@2x.png', kind: 'retina' },
      ],
    },
  };
}
