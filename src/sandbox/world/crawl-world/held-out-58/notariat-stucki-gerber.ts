/**
 * Notariat Stucki & Gerber: a notary's office in Bern (Switzerland, German) on TYPO3 with the
 * spam protection TYPO3 ships: every mailto is a `data-mailto-token` (Caesar-shifted) and the
 * address text reads "name(at)domain". The office as a table (name, function, e-mail) with Swiss
 * degrees before the names (lic. iur., MLaw), the two notaries also as Person employees in the
 * JSON-LD, the front desk as a definition list, and a page on estates that only the sitemap named
 * in robots.txt lists. TYPO3's own comment plus an old address in another, the client portal
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'notariat-stucki-gerber.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's mailto encryption (offset 1): letters, digits and @.:- shifted within their ranges. */
function typo3Token(text: string, offset = 1): string {
  const shift = (c: number, start: number, end: number) => {
    const n = c + offset;
    return n > end ? start + (n - end - 1) : n;
  };
  return [...text]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (c >= 0x2b && c <= 0x3a) return String.fromCharCode(shift(c, 0x2b, 0x3a));
      if (c >= 0x40 && c <= 0x5a) return String.fromCharCode(shift(c, 0x40, 0x5a));
      if (c >= 0x61 && c <= 0x7a) return String.fromCharCode(shift(c, 0x61, 0x7a));
      return ch;
    })
    .join('');
}

/** A protected mailto as TYPO3 renders it: token in a data attribute, "(at)" in the text. */
const protectedMail = (address: string): string =>
  `<a href="#" data-mailto-token="${esc(typo3Token(`mailto:${address}`))}" data-mailto-vector="1">${esc(address.replace('@', '(at)'))}</a>`;

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/notariat', 'Notariat'],
  ['/team', 'Team'],
  ['/dienstleistungen', 'Dienstleistungen'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Notariat Stucki & Gerber',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/compressed/merged-4f1b2c0d9e-6a3e1f.css?1712044381" media="all">`,
    `<link rel="stylesheet" href="${ORIGIN}/typo3conf/ext/notariat_sitepackage/Resources/Public/Css/main.css?1709115620" media="all">`,
  ],
  header: (p) =>
    `<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->` +
    `<header class="page-header"><div class="container"><a class="brand" href="/"><img src="${ORIGIN}/fileadmin/user_upload/logo-notariat.svg" width="220" height="56" alt="Notariat Stucki &amp; Gerber"></a>` +
    `<nav class="mainnav"><ul>${MENU.map(([h, l]) => `<li${h === p.path ? ' class="active"' : ''}><a href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="page-footer"><div class="container"><div id="c12" class="frame frame-default frame-type-text frame-layout-0"><p>Notariat Stucki &amp; Gerber · Kramgasse 48 · 3011 Bern<br>${tel('+41 31 312 44 80')} · ${protectedMail(`info@${HOST}`)}</p></div>` +
    `<ul class="footer-links"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/klientenportal">Klientenportal</a></li></ul></div></footer>` +
    `<!-- Webmaster bis 2022: m.stucki@${HOST} -->`,
  bodyEnd: [`<script src="${ORIGIN}/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1708947264"></script>`, `<script src="${ORIGIN}/typo3conf/ext/notariat_sitepackage/Resources/Public/JavaScript/main.js?1709115620"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-CH' });

const frame = (id: number, html: string, type = 'text'): string => `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-0">${html}</div>`;

type Row = { shown: string; name: string; title: string; local: string; honorific?: boolean };
const OFFICE: Row[] = [
  { shown: 'lic. iur. Andrea Stucki', name: 'Andrea Stucki', title: 'Notarin, Partnerin', local: 'a.stucki', honorific: true },
  { shown: 'MLaw Lukas Gerber', name: 'Lukas Gerber', title: 'Notar und Rechtsanwalt, Partner', local: 'l.gerber', honorific: true },
  { shown: 'Corinne Wyss', name: 'Corinne Wyss', title: 'Notariatsangestellte, Grundstückgeschäfte', local: 'c.wyss' },
  { shown: 'Nadine Egger', name: 'Nadine Egger', title: 'Notariatsangestellte, Erb- und Güterrecht', local: 'n.egger' },
  { shown: 'Reto Aebi', name: 'Reto Aebi', title: 'Lernender Kaufmann EFZ', local: 'r.aebi' },
];

export function notariatStuckiGerber(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Notariat in der Berner Altstadt',
    description: 'Notariat Stucki & Gerber, Kramgasse 48, Bern: Grundstückkauf, Erbrecht, Ehe- und Erbverträge, Gesellschaftsgründungen, Beglaubigungen.',
    main: frame(1, `<h1>Notariat in der Berner Altstadt</h1><p>Wir beurkunden Grundstückgeschäfte, Ehe- und Erbverträge, letztwillige Verfügungen und Gründungen von Gesellschaften im ganzen Kanton Bern.</p><p>Beglaubigungen von Unterschriften und Kopien ohne Voranmeldung: Montag bis Freitag, 9–11.30 Uhr.</p>`),
  });

  pages['/notariat'] = page({
    path: '/notariat',
    title: 'Notariat',
    main: frame(3, `<h1>Über uns</h1><p>Das Notariat wurde 1987 von Fürsprecher Hans Stucki gegründet und wird seit 2016 von Andrea Stucki und Lukas Gerber als Partnerschaft geführt. Beide sind im Register der Notarinnen und Notare des Kantons Bern eingetragen.</p>`),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Team',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        name: 'Notariat Stucki & Gerber',
        url: `${ORIGIN}/`,
        telephone: '+41 31 312 44 80',
        address: { '@type': 'PostalAddress', streetAddress: 'Kramgasse 48', postalCode: '3011', addressLocality: 'Bern', addressCountry: 'CH' },
        employee: [
          { '@type': 'Person', name: 'Andrea Stucki', honorificPrefix: 'lic. iur.', jobTitle: 'Notarin, Partnerin', email: `a.stucki@${HOST}` },
          { '@type': 'Person', name: 'Lukas Gerber', honorificPrefix: 'MLaw', jobTitle: 'Notar und Rechtsanwalt, Partner', email: `l.gerber@${HOST}` },
        ],
      },
    ],
    main: frame(
      5,
      `<h1>Team</h1><div class="table-responsive"><table class="contenttable"><thead><tr><th scope="col">Name</th><th scope="col">Funktion</th><th scope="col">Telefon</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
        OFFICE.map((r, i) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${tel(`+41 31 312 44 8${i + 1}`)}</td><td>${protectedMail(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table></div>`,
      'table',
    ),
  });

  pages['/dienstleistungen'] = page({
    path: '/dienstleistungen',
    title: 'Dienstleistungen',
    main: frame(7, `<h1>Dienstleistungen</h1><ul><li>Kauf und Verkauf von Grundstücken und Stockwerkeigentum</li><li>Schuldbriefe und Dienstbarkeiten</li><li>Ehe- und Erbverträge, Testamente, Vorsorgeaufträge</li><li>Gründung und Kapitalerhöhung von AG und GmbH</li><li>Beglaubigungen und Apostillen</li></ul>`, 'bullets'),
  });

  pages['/dienstleistungen/erbrecht-und-nachlass'] = page({
    path: '/dienstleistungen/erbrecht-und-nachlass',
    title: 'Erbrecht und Nachlass',
    main: frame(
      9,
      `<h1>Erbrecht und Nachlass</h1><p>Wir beraten Sie bei der Nachlassplanung, beurkunden Erbverträge und übernehmen Willensvollstreckungen und Erbteilungen.</p><p>Für Willensvollstreckungen ist bei uns Simone Marti zuständig, Notarin und Fachanwältin SAV Erbrecht; Sie erreichen sie direkt unter ${protectedMail(`s.marti@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: frame(
      11,
      `<h1>Kontakt</h1><p>Notariat Stucki &amp; Gerber<br>Kramgasse 48<br>3011 Bern</p><p>Tram 6, 7, 8, 9 bis Zytglogge</p>` +
        `<dl class="contact-list"><dt>Empfang und Sekretariat</dt><dd>Sabine Roth</dd><dd>${tel('+41 31 312 44 80')}</dd><dd>${protectedMail(`s.roth@${HOST}`)}</dd><dt>Allgemeine Anfragen</dt><dd>${protectedMail(`info@${HOST}`)}</dd></dl>` +
        `<p>Öffnungszeiten: Montag bis Freitag, 8–12 und 13.30–17 Uhr</p>`,
    ),
  });

  pages['/impressum'] = page({ path: '/impressum', title: 'Impressum', main: frame(13, `<h1>Impressum</h1><p>Notariat Stucki &amp; Gerber, Kramgasse 48, 3011 Bern<br>UID: CHE-109.442.871 MWST<br>Aufsicht: Justizdirektion des Kantons Bern</p>`) });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: frame(15, `<h1>Datenschutzerklärung</h1><p>Wir bearbeiten Personendaten nach dem Bundesgesetz über den Datenschutz (DSG) und dem Notariatsgesetz des Kantons Bern.</p>`) });
  pages['/klientenportal'] = page({
    path: '/klientenportal',
    title: 'Klientenportal',
    main: frame(17, `<h1>Klientenportal</h1><p>Anmeldung für Klientinnen und Klienten. Probleme mit dem Zugang? <a href="mailto:portal@${HOST}">portal@${HOST}</a></p>`),
  });

  pages['/sitemaps/seiten.xml'] = {
    body:
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      ['/', '/notariat', '/team', '/dienstleistungen', '/dienstleistungen/erbrecht-und-nachlass', '/kontakt', '/impressum', '/datenschutz']
        .map((p) => `  <url>\n    <loc>${ORIGIN}${p}</loc>\n    <lastmod>2025-01-20T09:14:02+01:00</lastmod>\n  </url>`)
        .join('\n') +
      `\n</urlset>\n`,
    contentType: 'application/xml; charset=utf-8',
  };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /klientenportal\n\nSitemap: ${ORIGIN}/sitemaps/seiten.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-58',
      languages: ['de'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        ...OFFICE.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          pages: ['/team'],
          cases: ['table', 'obfuscated', 'link-non-english', ...(r.honorific ? (['honorific', 'json-ld-person'] as const) : [])] as CrawlWorldSite['truth']['addresses'][number]['cases'],
        })),
        { address: `s.roth@${HOST}`, name: 'Sabine Roth', title: 'Empfang und Sekretariat', pages: ['/kontakt'], cases: ['definition-list', 'obfuscated', 'link-non-english'] },
        { address: `s.marti@${HOST}`, name: 'Simone Marti', title: 'Notarin und Fachanwältin SAV Erbrecht', pages: ['/dienstleistungen/erbrecht-und-nachlass'], cases: ['sitemap-robots', 'prose', 'obfuscated'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/klientenportal'],
      nonAddresses: [
        { text: `m.stucki@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
