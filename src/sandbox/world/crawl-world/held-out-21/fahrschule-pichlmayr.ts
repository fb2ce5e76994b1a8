/**
 * Fahrschule Pichlmayr: a family driving school in Wels, Upper Austria, on TYPO3 with
 * spamProtectEmailAddresses, so links are javascript:linkTo_UnCryptMailto and the visible text
 * reads "name(at)domain". The instructors in a table with a header row (name, function, licence
 * classes, address), Austrian titles (Ing., Mag.), the motorbike instructor's cell written by a
 * script from pieces, the office manager on a "Title: Name" line, the book-keeper in a sentence,
 * the managing director again in the Impressum's "Verantwortlich" line, the HGV course leader
 * two links deep, and the moped course page reached only through a gzip sitemap the robots.txt
 * names; the web agency's address, the form placeholder, an old address in a comment and the
 * staff area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fahrschule-pichlmayr.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's encryptEmail with offset 1 (the ranges +…9, @…Z, a…z shift, wrapping). */
function crypt(text: string): string {
  const shift = (n: number, lo: number, hi: number) => (n + 1 > hi ? lo : n + 1);
  return [...text]
    .map((c) => {
      const n = c.charCodeAt(0);
      if (n >= 0x2b && n <= 0x39) return String.fromCharCode(shift(n, 0x2b, 0x39));
      if (n >= 0x40 && n <= 0x5a) return String.fromCharCode(shift(n, 0x40, 0x5a));
      if (n >= 0x61 && n <= 0x7a) return String.fromCharCode(shift(n, 0x61, 0x7a));
      return c;
    })
    .join('');
}

/** A link as TYPO3 renders it with spamProtectEmailAddresses = 1 and atSubst = (at). */
function t3mail(local: string): string {
  return `<a href="javascript:linkTo_UnCryptMailto(%27${encodeURIComponent(crypt(`mailto:${local}@${HOST}`))}%27);">${esc(local)}(at)${esc(HOST)}</a>`;
}

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/fuehrerschein', 'Führerschein'],
  ['/kurse', 'Kurse & Termine'],
  ['/preise', 'Preise'],
  ['/team', 'Unser Team'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fahrschule Pichlmayr Wels',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3c0b1d8e7a5f2c9b4e6d1a0f8c7b2e5d-min.css?1712046381" media="all">`,
    `<script src="/typo3temp/assets/js/cfd16b174d7f7b046e20adbc2e0a1094.js?1712046381"></script>`,
  ],
  header: () =>
    `<header class="page-header"><div class="container"><a class="navbar-brand" href="/" title="Fahrschule Pichlmayr"><img src="/fileadmin/user_upload/logo_pichlmayr.svg" width="220" height="60" alt="Fahrschule Pichlmayr"></a>` +
    `<nav id="mainnavigation" class="navbar navbar-expand-lg"><ul class="navbar-nav">${MENU.map(([h, l], i) => `<li class="nav-item${i === 0 ? ' active' : ''}"><a href="${h}" class="nav-link" title="${esc(l)}"><span class="nav-link-text">${esc(l)}</span></a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="section footer-section"><div class="container"><div class="row"><div class="col-md-6"><p><strong>Fahrschule Pichlmayr GmbH</strong><br>Kaiser-Josef-Platz 21, 4600 Wels<br>Tel. ${tel('07242 45 118')}<br>${t3mail('office')}</p></div>` +
    `<div class="col-md-6"><p>Bürozeiten: Mo–Do 9–12 und 14–18 Uhr, Fr 9–12 Uhr</p><ul class="list-inline"><li class="list-inline-item"><a href="/impressum">Impressum</a></li><li class="list-inline-item"><a href="/datenschutz">Datenschutz</a></li><li class="list-inline-item"><a href="/intern/dienstplan">Mitarbeiter</a></li></ul></div></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de-AT' });

const ce = (id: number, type: string, html: string): string =>
  `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-0"><div class="frame-container"><div class="frame-inner">${html}</div></div></div>`;

const florianScript = `<script>var u='f.haslinger';var d='fahrschule-pichlmayr'+'.'+'test';document.write('<a href="mailto:'+u+'@'+d+'">'+u+'(at)'+d+'</a>');</script>`;

type Row = { shown: string; name: string; title: string; classes: string; local: string; honorific?: boolean; script?: boolean };
const TEAM: Row[] = [
  { shown: 'Ing. Markus Pichlmayr', name: 'Markus Pichlmayr', title: 'Geschäftsführer, Fahrlehrer', classes: 'B, BE, C', local: 'm.pichlmayr', honorific: true },
  { shown: 'Mag. Andrea Pichlmayr', name: 'Andrea Pichlmayr', title: 'Fahrschulleiterin', classes: 'B', local: 'a.pichlmayr', honorific: true },
  { shown: 'Thomas Hinterleitner', name: 'Thomas Hinterleitner', title: 'Fahrlehrer', classes: 'B, C, CE, D', local: 't.hinterleitner' },
  { shown: 'Sabine Aigner', name: 'Sabine Aigner', title: 'Fahrlehrerin', classes: 'B, L17', local: 's.aigner' },
  { shown: 'Florian Haslinger', name: 'Florian Haslinger', title: 'Fahrlehrer Motorrad', classes: 'AM, A1, A2, A', local: 'f.haslinger', script: true },
];

export function fahrschulePichlmayr(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Startseite',
    main: ce(1, 'textmedia', `<header><h1>Ihre Fahrschule im Herzen von Wels</h1></header><div class="ce-bodytext"><p>Seit 1971 bringen wir Welserinnen und Welser sicher auf die Straße – vom Mopedausweis bis zum Busführerschein. Theoriekurse starten jeden zweiten Montag.</p><p><a href="/kurse">Nächste Kurstermine</a></p></div>`),
  });

  pages['/fuehrerschein'] = page({ path: '/fuehrerschein', title: 'Führerschein', main: ce(4, 'text', `<header><h1>Führerschein B</h1></header><div class="ce-bodytext"><p>Theorie (32 UE), Praxis (mind. 18 Fahrstunden), Perfektionsfahrten und Mehrphasenausbildung.</p></div>`) });
  pages['/preise'] = page({ path: '/preise', title: 'Preise', main: ce(5, 'table', `<header><h1>Preise</h1></header><table class="ce-table"><tbody><tr><td>Führerschein B Kompakt</td><td>€ 1.890,–</td></tr><tr><td>L17 Ausbildung</td><td>€ 1.450,–</td></tr></tbody></table>`) });

  pages['/kurse'] = page({
    path: '/kurse',
    title: 'Kurse & Termine',
    main: ce(6, 'text', `<header><h1>Kurse &amp; Termine</h1></header><div class="ce-bodytext"><ul><li>Theoriekurs B: 7. April, 22. April, 5. Mai</li><li>Erste-Hilfe-Kurs (16 h) mit dem Roten Kreuz Wels: 12. April</li><li><a href="/kurse/berufskraftfahrer-c95">Berufskraftfahrer: C95-Weiterbildung</a></li></ul></div>`),
  });

  pages['/kurse/berufskraftfahrer-c95'] = page({
    path: '/kurse/berufskraftfahrer-c95',
    title: 'C95-Weiterbildung',
    main: ce(
      7,
      'text',
      `<header><h1>Berufskraftfahrer: C95-Weiterbildung</h1></header><div class="ce-bodytext"><p>Die 35 Stunden Weiterbildung für LKW- und Buslenker bieten wir in fünf Modulen an, auch als Firmenschulung.</p><p><strong>Kursleiter C95:</strong> Ing. Gerhard Schwarz, Tel. ${tel('0664 381 22 07')}, ${t3mail('g.schwarz')}</p></div>`,
    ),
  });

  pages['/mopedausweis-am'] = page({
    path: '/mopedausweis-am',
    title: 'Mopedausweis AM',
    main: ce(
      8,
      'text',
      `<header><h1>Mopedausweis (Klasse AM) ab 15</h1></header><div class="ce-bodytext"><p>6 UE Theorie, 8 UE Praxis, davon 2 im Straßenverkehr. Kurse in den Semester- und Sommerferien.</p><p>Anmeldung und Fragen: Lisa Hofer, Fahrlehrerin (Moped &amp; Motorrad), ${t3mail('l.hofer')}</p></div>`,
    ),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Unser Team',
    main: ce(
      10,
      'table',
      `<header><h1>Unser Team</h1></header><table class="ce-table ce-table-striped"><thead><tr><th scope="col">Name</th><th scope="col">Funktion</th><th scope="col">Führerscheinklassen</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
        TEAM.map((r) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${esc(r.classes)}</td><td>${r.script ? florianScript : t3mail(r.local)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      ce(
        12,
        'text',
        `<header><h1>Kontakt</h1></header><div class="ce-bodytext"><p>Fahrschule Pichlmayr GmbH<br>Kaiser-Josef-Platz 21, 4600 Wels<br>Tel. ${tel('07242 45 118')}<br>${t3mail('office')}</p>` +
          `<p>Büroleiterin: Claudia Gruber, Tel. ${tel('07242 45 118-12')}, ${t3mail('c.gruber')}</p>` +
          `<p>Fragen zur Ratenzahlung oder zur Förderung durch das AMS beantwortet gerne unsere Buchhalterin Elisabeth Mayrhofer unter ${t3mail('e.mayrhofer')}.</p></div>`,
      ) +
      `<!-- Anmeldung alt (bis 2021): anmeldung@${HOST} -->` +
      ce(
        13,
        'form_formframework',
        `<form action="/kontakt" method="post" id="kontaktformular-13"><div class="form-group"><label for="kontaktformular-13-name">Name</label><input class="form-control" id="kontaktformular-13-name" type="text" name="tx_form_formframework[name]"></div><div class="form-group"><label for="kontaktformular-13-email">E-Mail-Adresse</label><input class="form-control" id="kontaktformular-13-email" type="email" name="tx_form_formframework[email]" placeholder="max.mustermann@beispiel.at"></div><button class="btn btn-primary" type="submit">Absenden</button></form>`,
      ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(
      20,
      'text',
      `<header><h1>Impressum</h1></header><div class="ce-bodytext"><p>Medieninhaber und Herausgeber: Fahrschule Pichlmayr GmbH<br>Kaiser-Josef-Platz 21, 4600 Wels<br>Firmenbuch: FN 124577 k, Landesgericht Wels<br>UID: ATU23456789</p>` +
        `<p>Verantwortlich für den Inhalt: Ing. Markus Pichlmayr, Geschäftsführer, ${t3mail('m.pichlmayr')}</p><p>Aufsichtsbehörde: Amt der Oö. Landesregierung, Direktion Straßenbau und Verkehr</p>` +
        `<p>Webdesign &amp; Hosting: Traunviertler Medienwerkstatt, support@traunmedia-werkstatt.at</p></div>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce(21, 'text', `<header><h1>Datenschutzerklärung</h1></header><div class="ce-bodytext"><p>Verantwortlicher: Fahrschule Pichlmayr GmbH.</p></div>`) });
  pages['/intern/dienstplan'] = page({ path: '/intern/dienstplan', title: 'Dienstplan', main: ce(30, 'text', `<p>Tausch von Fahrstunden: ${t3mail('dienstplan')}</p><p>dienstplan@${HOST}</p>`) });
  pages['/fileadmin/sitemap/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/fuehrerschein', '/kurse', '/preise', '/team', '/kontakt', '/impressum', '/mopedausweis-am'], '2025-02-20'));

  const mailCases = (r: Row): CrawlWorldSite['truth']['addresses'][number]['cases'] => ['table', 'link-non-english', r.script ? 'script-concat' : 'obfuscated', ...(r.honorific ? (['honorific'] as const) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /intern/\nAllow: /typo3temp/\n\nSitemap: ${ORIGIN}/fileadmin/sitemap/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.17' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-21',
      languages: ['de'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        {
          address: `m.pichlmayr@${HOST}`,
          name: 'Markus Pichlmayr',
          title: 'Geschäftsführer, Fahrlehrer',
          titleAlternatives: ['Geschäftsführer'],
          pages: ['/team', '/impressum'],
          cases: ['table', 'label-line', 'honorific', 'obfuscated', 'link-non-english'],
        },
        ...TEAM.slice(1).map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          pages: ['/team'],
          ...(r.script ? { encoded: { kind: 'script' as const, text: florianScript } } : {}),
          cases: mailCases(r),
        })),
        { address: `c.gruber@${HOST}`, name: 'Claudia Gruber', title: 'Büroleiterin', pages: ['/kontakt'], cases: ['title-name-line', 'obfuscated'] },
        { address: `e.mayrhofer@${HOST}`, name: 'Elisabeth Mayrhofer', title: 'Buchhalterin', pages: ['/kontakt'], cases: ['prose', 'obfuscated'] },
        { address: `g.schwarz@${HOST}`, name: 'Gerhard Schwarz', title: 'Kursleiter C95', pages: ['/kurse/berufskraftfahrer-c95'], cases: ['title-name-line', 'honorific', 'obfuscated', 'deep-page', 'link-non-english'] },
        {
          address: `l.hofer@${HOST}`,
          name: 'Lisa Hofer',
          title: 'Fahrlehrerin (Moped & Motorrad)',
          titleAlternatives: ['Fahrlehrerin'],
          pages: ['/mopedausweis-am'],
          cases: ['sitemap-gzip', 'sitemap-robots', 'name-title-line', 'obfuscated'],
        },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/intern/dienstplan'],
      nonAddresses: [
        { text: `anmeldung@${HOST}`, kind: 'comment' },
        { text: `dienstplan@${HOST}`, kind: 'disallowed' },
        { text: 'support@traunmedia-werkstatt.at', kind: 'other-company' },
        { text: 'max.mustermann@beispiel.at', kind: 'placeholder' },
      ],
    },
  };
}
