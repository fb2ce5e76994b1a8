/**
 * Theaterverein Bühnenreif Lindenau e.V.: ein Amateurtheaterverein in Nordhessen auf TYPO3 12
 * (de). "Über uns › Vorstand" listet den Vorstand als "Funktion: Name"-Zeilen mit TYPO3s
 * "(at)"-Ersetzung; die künstlerische Leitung steht mit einer String.fromCharCode-Adresse auf
 * "Ensemble"; die Pressemitteilung endet mit einer "Pressekontakt:"-Zeile; das Impressum nennt
 * den Verantwortlichen nach § 18 Abs. 2 MStV; die Jugendtheaterseite steht nur in einer Sitemap
 * des Sitemap-Index. Die Adresse der Ticket-Plattform, eine auskommentierte alte Adresse und der
 * Mitgliederbereich (gesperrt) sind Fallen.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'buehnenreif-lindenau.test';
const ORIGIN = `http://${HOST}`;
const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/spielplan', 'Spielplan'],
  ['/ueber-uns', 'Über uns'],
  ['/ueber-uns/ensemble', 'Ensemble'],
  ['/presse', 'Presse'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Theaterverein Bühnenreif Lindenau e.V.',
  head: ['<meta name="generator" content="TYPO3 CMS">', '<link rel="stylesheet" href="/typo3conf/ext/buehnenreif_sitepackage/Resources/Public/Css/main.css?1712000000" media="all">'],
  header: () =>
    `<header class="page-header"><a class="logo" href="/" title="Startseite"><img src="/fileadmin/user_upload/logo-buehnenreif.png" alt="Bühnenreif Lindenau"></a><nav class="mainnav"><ul>${MENU.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header><!--TYPO3SEARCH_begin-->`,
  footer: () =>
    `<!--TYPO3SEARCH_end--><footer class="page-footer"><p>Theaterverein Bühnenreif Lindenau e.V. · Am Anger 7 · 34466 Lindenau · ${tel('05542 555 318')} · info(at)buehnenreif-lindenau.test</p><p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/mitgliederbereich">Mitgliederbereich</a></p></footer>`,
  privacyPath: { de: '/datenschutz' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de' });
const ce = (html: string, uid: number): string => `<div id="c${uid}" class="frame frame-default frame-type-text frame-layout-0">${html}</div>`;
const atSubst = (local: string): string => `<a href="#" data-mailto-token="ocknvq,${local}Bdwgjpgptgkh/nkpfgpcw0vguv" data-mailto-vector="2">${local}(at)buehnenreif-lindenau.test</a>`;

type Vorstand = { fn: string; shown: string; name: string; local: string; honorific: boolean };
const VORSTAND: Vorstand[] = [
  { fn: '1. Vorsitzende', shown: 'Dr. Katrin Weber', name: 'Katrin Weber', local: 'k.weber', honorific: true },
  { fn: '2. Vorsitzender', shown: 'Michael Schneider', name: 'Michael Schneider', local: 'm.schneider', honorific: false },
  { fn: 'Kassenwartin', shown: 'Sabine Hoffmann', name: 'Sabine Hoffmann', local: 's.hoffmann', honorific: false },
  { fn: 'Schriftführer', shown: 'Jan Becker', name: 'Jan Becker', local: 'j.becker', honorific: false },
];

const RICHTER = `t.richter@${HOST}`;
const RICHTER_SCRIPT = `var m = String.fromCharCode(${charCodes(RICHTER)}); document.getElementById('mail-regie').innerHTML = '<a href="mailto:' + m + '">' + m + '</a>';`;

export function buehnenreifLindenau(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Startseite', main: ce(`<h1>Vorhang auf!</h1><p>Seit 1987 spielen wir Komödien, Volksstücke und Klassiker im Bürgerhaus Lindenau. Unsere neue Produktion: „Der zerbrochne Krug“ – Premiere am 4. Oktober 2025.</p><p><a href="/spielplan">Zum Spielplan</a></p>`, 101) });
  pages['/spielplan'] = page({ path: '/spielplan', title: 'Spielplan', main: ce(`<h1>Spielplan 2025</h1><table class="contenttable"><tr><th>Datum</th><th>Stück</th></tr><tr><td>04.10.2025, 19:30 Uhr</td><td>Der zerbrochne Krug (Premiere)</td></tr><tr><td>05.10.2025, 17:00 Uhr</td><td>Der zerbrochne Krug</td></tr></table><p>Karten gibt es über reservix (kundenservice@reservix.de) und an der Abendkasse. Reservierungen: ${mailto(`karten@${HOST}`)}</p>`, 102) });
  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    main:
      ce(`<h1>Über uns</h1><p>Der Theaterverein Bühnenreif Lindenau e.V. hat rund 120 Mitglieder, davon 35 aktive Spielerinnen und Spieler.</p>`, 103) +
      ce(`<h2>Vorstand</h2>` + VORSTAND.map((v) => `<p>${esc(v.fn)}: ${esc(v.shown)}<br>E-Mail: ${atSubst(v.local)}</p>`).join(''), 104) +
      `<!-- alte Adresse, bis 2023: vorstand@${HOST} -->`,
  });
  pages['/ueber-uns/ensemble'] = page({
    path: '/ueber-uns/ensemble',
    title: 'Ensemble',
    main: ce(`<h1>Ensemble &amp; Team</h1><p><strong>Thomas Richter</strong><br>Künstlerische Leitung und Regie<br><span id="mail-regie">E-Mail: bitte JavaScript aktivieren</span></p><script>${RICHTER_SCRIPT}</script><p><strong>Petra Lohmann</strong><br>Kostüm &amp; Maske<br>${mailto(`p.lohmann@${HOST}`)}</p><p>Bühnenbau: Uwe Kaiser und das Team der Bauprobe.</p>`, 105),
  });
  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: ce(`<h1>Pressemitteilung: „Der zerbrochne Krug“ feiert Premiere</h1><p>Lindenau, 2. September 2025 – Mit Kleists Lustspiel eröffnet Bühnenreif die Spielzeit. Regie führt Thomas Richter.</p><p>Fotos: Markus Lang. Druckfähige Bilder erhalten Sie unter ${mailto(`bilder@${HOST}`)}.</p><p><strong>Pressekontakt:</strong> Lena Vogt, Presse- und Öffentlichkeitsarbeit, Am Anger 7, 34466 Lindenau, ${tel('0171 5553184')}, ${mailto(`l.vogt@${HOST}`)}</p>`, 106),
  });
  pages['/kontakt'] = page({ path: '/kontakt', title: 'Kontakt', main: ce(`<h1>Kontakt</h1><p>Theaterverein Bühnenreif Lindenau e.V.<br>Am Anger 7<br>34466 Lindenau</p><p>E-Mail: ${mailto(`info@${HOST}`)}</p>`, 107) });
  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(`<h1>Impressum</h1><p>Theaterverein Bühnenreif Lindenau e.V.<br>Am Anger 7, 34466 Lindenau<br>Vereinsregister: Amtsgericht Kassel, VR 3187</p><p>Vertreten durch den Vorstand: Dr. Katrin Weber (1. Vorsitzende), Michael Schneider (2. Vorsitzender)</p><p>E-Mail: ${mailto(`info@${HOST}`)}</p><p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Dr. Katrin Weber, Am Anger 7, 34466 Lindenau</p>`, 108),
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce(`<h1>Datenschutzerklärung</h1><p>Verantwortlich im Sinne der DSGVO ist der Verein (siehe Impressum).</p>`, 109) });
  pages['/jugendtheater'] = page({
    path: '/jugendtheater',
    title: 'Jugendtheater',
    main: ce(`<h1>Jugendtheater „Die Kulissenschieber“</h1><p>Für Jugendliche von 12 bis 18 Jahren, donnerstags 17–19 Uhr.</p><p>Leitung Jugendensemble: Anna Kramer, ${mailto(`a.kramer@${HOST}`)}</p>`, 110),
  });
  pages['/mitgliederbereich'] = page({ path: '/mitgliederbereich', title: 'Mitgliederbereich', main: ce(`<h1>Mitgliederbereich</h1><p>Probenpläne und Textbücher. Zugang: ${mailto(`mitglieder@${HOST}`)}</p>`, 111) });
  pages['/sitemap-type/pages.xml'] = xmlPage(urlset(HOST, ['/', '/spielplan', '/ueber-uns', '/ueber-uns/ensemble', '/presse', '/kontakt', '/impressum', '/datenschutz', '/jugendtheater']));

  const vcases = (v: Vorstand): CaseKind[] => ['title-name-line', 'obfuscated', 'link-non-english', ...(v.honorific ? (['honorific'] as CaseKind[]) : [])];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nAllow: /typo3conf/ext/\nDisallow: /mitgliederbereich\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-type/pages.xml']),
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-56',
      languages: ['de'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: Object.keys(pages).filter((p) => p !== '/mitgliederbereich' && !p.endsWith('.xml')), cases: ['role', 'obfuscated', 'plain'] },
        { address: `karten@${HOST}`, name: null, title: null, pages: ['/spielplan'], cases: ['role', 'plain'] },
        ...VORSTAND.map((v) => ({ address: `${v.local}@${HOST}`, name: v.name, title: v.fn, pages: ['/ueber-uns'], cases: vcases(v) })),
        { address: RICHTER, name: 'Thomas Richter', title: 'Künstlerische Leitung und Regie', pages: ['/ueber-uns/ensemble'], encoded: { kind: 'charcodes', text: charCodes(RICHTER) }, cases: ['script-charcode', 'link-non-english'] },
        { address: `p.lohmann@${HOST}`, name: 'Petra Lohmann', title: 'Kostüm & Maske', pages: ['/ueber-uns/ensemble'], cases: ['plain', 'link-non-english'] },
        { address: `bilder@${HOST}`, name: null, title: null, pages: ['/presse'], cases: ['neighbour', 'role', 'plain'] },
        { address: `l.vogt@${HOST}`, name: 'Lena Vogt', title: 'Presse- und Öffentlichkeitsarbeit', pages: ['/presse'], cases: ['label-line', 'plain'] },
        { address: `a.kramer@${HOST}`, name: 'Anna Kramer', title: 'Leitung Jugendensemble', pages: ['/jugendtheater'], cases: ['sitemap-index', 'title-name-line', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/mitgliederbereich'],
      nonAddresses: [
        { text: `mitglieder@${HOST}`, kind: 'disallowed' },
        { text: `vorstand@${HOST}`, kind: 'comment' },
        { text: 'kundenservice@reservix.de', kind: 'other-company' },
      ],
    },
  };
}
