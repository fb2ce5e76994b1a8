/**
 * Treuhand Aeschbacher AG: a tax and fiduciary office in Winterthur (Swiss German), on TYPO3 with
 * the usual spam protection ("(at)" and "(dot)" with an encrypted mailto token). The team as a
 * TYPO3 table element (name with Swiss post-nominals, function, phone, address), the data
 * protection contact as a label line in the Impressum, an offer mailbox under the named mandate
 * manager, a VAT news item listed only in the news sitemap of the sitemap index, the address
 * scheme on the contact page, an old secretariat address in a comment and the client portal
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'treuhand-aeschbacher.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's encryptEmail with offset 2 (the data-mailto-token). */
function token(text: string, n = 2): string {
  const shift = (c: number, start: number, end: number) => (c + n > end ? start + (c + n - end - 1) : c + n);
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

/** A TYPO3-protected mailto link: "name(at)domain(dot)test". */
function protect(address: string): string {
  const [local, domain = ''] = address.split('@');
  const dot = domain.lastIndexOf('.');
  const shown = `${local}(at)${domain.slice(0, dot)}(dot)${domain.slice(dot + 1)}`;
  return `<a href="#" data-mailto-token="${token(`mailto:${address}`)}" data-mailto-vector="2">${shown}</a>`;
}

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/dienstleistungen', 'Dienstleistungen'],
  ['/unternehmen/team', 'Team'],
  ['/aktuelles', 'Aktuelles'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Treuhand Aeschbacher AG',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3conf/ext/aeschbacher_sitepackage/Resources/Public/Css/main.min.css?1709127441" media="all">`,
    `<script src="${ORIGIN}/typo3temp/assets/js/cfd16b174d7f7b046e20adbc2e0a1094.js?1709127442"></script>`,
  ],
  header: () =>
    `<header class="page-header"><div class="container"><a class="navbar-brand" href="/"><img src="${ORIGIN}/fileadmin/user_upload/logo-aeschbacher.svg" alt="Treuhand Aeschbacher AG" width="220" height="60"></a>` +
    `<nav class="navbar-main"><ul class="nav">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="page-footer"><div class="container"><div class="row"><div class="col-md-4"><p><strong>Treuhand Aeschbacher AG</strong><br>Technikumstrasse 38<br>8400 Winterthur</p></div>` +
    `<div class="col-md-4"><p>${tel('+41 52 213 47 80')}<br>${protect(`info@${HOST}`)}</p></div>` +
    `<div class="col-md-4"><ul class="list-unstyled"><li><a href="/kundenportal">Kundenportal</a></li><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li></ul></div></div>` +
    `<!-- Sekretariat bis 2022: sekretariat@${HOST} --><p class="small">Mitglied von TREUHAND|SUISSE · © 2025 Treuhand Aeschbacher AG</p></div></footer>`,
  bodyEnd: [`<script src="${ORIGIN}/typo3conf/ext/aeschbacher_sitepackage/Resources/Public/JavaScript/main.min.js?1709127441"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-CH' });
const ce = (id: number, html: string): string => `<div id="c${id}" class="frame frame-default frame-type-text frame-layout-0">${html}</div>`;

type Row = { shown: string; name: string; title: string; phone: string; local: string; postNominal?: boolean };
const TEAM: Row[] = [
  { shown: 'Daniel Aeschbacher, lic. oec. HSG', name: 'Daniel Aeschbacher', title: 'Geschäftsführer und Partner, dipl. Treuhandexperte', phone: '+41 52 213 47 81', local: 'daniel.aeschbacher', postNominal: true },
  { shown: 'Martina Keller', name: 'Martina Keller', title: 'Leiterin Steuern, dipl. Steuerexpertin', phone: '+41 52 213 47 82', local: 'martina.keller' },
  { shown: 'Reto Baumann', name: 'Reto Baumann', title: 'Treuhänder mit eidg. Fachausweis', phone: '+41 52 213 47 84', local: 'reto.baumann' },
  { shown: 'Sandra Frei', name: 'Sandra Frei', title: 'Sachbearbeiterin Lohnbuchhaltung', phone: '+41 52 213 47 86', local: 'sandra.frei' },
  { shown: 'Lukas Brunner', name: 'Lukas Brunner', title: 'Lernender Kaufmann EFZ', phone: '+41 52 213 47 89', local: 'lukas.brunner' },
];

export function treuhandAeschbacher(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Treuhand, Steuern und Buchhaltung in Winterthur',
    main: ce(
      1,
      `<h1>Ihr Treuhandbüro in Winterthur</h1><p>Seit 1987 begleiten wir KMU, Selbständigerwerbende und Privatpersonen in der Region Winterthur: Buchhaltung, Steuererklärungen, Lohnadministration und Unternehmensberatung aus einer Hand.</p>` +
        `<p><a href="/dienstleistungen">Unsere Dienstleistungen</a> · <a href="/kontakt">Termin vereinbaren</a></p>`,
    ),
  });

  pages['/dienstleistungen'] = page({
    path: '/dienstleistungen',
    title: 'Dienstleistungen',
    main: ce(
      3,
      `<h1>Dienstleistungen</h1><ul><li>Finanz- und Rechnungswesen</li><li>Steuerberatung und Steuererklärungen für natürliche und juristische Personen</li><li>Lohnbuchhaltung und Sozialversicherungen</li><li>Mehrwertsteuer-Abrechnungen</li><li>Firmengründungen und Nachfolgeregelungen</li></ul>`,
    ),
  });

  pages['/unternehmen/team'] = page({
    path: '/unternehmen/team',
    title: 'Team',
    main: ce(
      7,
      `<h1>Unser Team</h1><p>Persönlich, kompetent und seit Jahren für unsere Kundinnen und Kunden da.</p>` +
        `<div class="table-responsive"><table class="contenttable contenttable-0"><thead><tr><th>Name</th><th>Funktion</th><th>Telefon direkt</th><th>E-Mail</th></tr></thead><tbody>` +
        TEAM.map((r) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${protect(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table></div>`,
    ),
  });

  pages['/aktuelles'] = page({
    path: '/aktuelles',
    title: 'Aktuelles',
    main: ce(9, `<h1>Aktuelles</h1><div class="news-list-view"><div class="article"><h3>Steuererklärung 2024: Fristerstreckung bis 30. September</h3><p>Gerne reichen wir für Sie die Fristerstreckung beim Kantonalen Steueramt Zürich ein.</p></div></div>`),
  });

  pages['/aktuelles/neuerungen-mwst-2025'] = page({
    path: '/aktuelles/neuerungen-mwst-2025',
    title: 'Neuerungen bei der Mehrwertsteuer ab 2025',
    main: ce(
      11,
      `<div class="news news-single"><h1>Neuerungen bei der Mehrwertsteuer ab 2025</h1><p class="news-list-date">14.01.2025</p>` +
        `<p>Per 1. Januar 2025 tritt die Teilrevision des Mehrwertsteuergesetzes in Kraft. Neu können Unternehmen mit einem Umsatz bis 5 Mio. Franken die jährliche Abrechnung wählen, und für Plattformen gelten besondere Regeln.</p>` +
        `<p>Fragen dazu beantwortet Ihnen gerne unsere Mehrwertsteuer-Spezialistin Nadia Zuber unter ${protect(`nadia.zuber@${HOST}`)} oder Telefon ${tel('+41 52 213 47 85')}.</p></div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      ce(13, `<h1>Kontakt</h1><p>Treuhand Aeschbacher AG<br>Technikumstrasse 38<br>8400 Winterthur</p><p>Telefon ${tel('+41 52 213 47 80')}<br>E-Mail ${protect(`info@${HOST}`)}</p><p>Öffnungszeiten: Montag bis Freitag, 08.00–12.00 und 13.30–17.30 Uhr</p>`) +
      ce(14, `<h2>Offertanfragen</h2><p>Beat Schmid, Mandatsleiter<br>Telefon ${tel('+41 52 213 47 83')}</p><p>Offerten und neue Mandate: ${protect(`offerte@${HOST}`)}</p>`) +
      ce(15, `<p>Alle Mitarbeitenden erreichen Sie direkt unter vorname.nachname@${HOST}.</p>`),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(
      17,
      `<h1>Impressum</h1><p><strong>Treuhand Aeschbacher AG</strong><br>Technikumstrasse 38, 8400 Winterthur<br>UID: CHE-108.442.913 MWST<br>Handelsregister des Kantons Zürich</p>` +
        `<p>Vertretungsberechtigte Person: Daniel Aeschbacher, Geschäftsführer</p>` +
        `<p>Verantwortlich für den Datenschutz: Corinne Ammann, Leiterin Administration, Technikumstrasse 38, 8400 Winterthur, ${protect(`corinne.ammann@${HOST}`)}</p>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce(19, `<h1>Datenschutzerklärung</h1><p>Wir bearbeiten Personendaten gemäss dem Schweizer Datenschutzgesetz (DSG).</p>`) });
  pages['/kundenportal'] = page({ path: '/kundenportal', title: 'Kundenportal', main: ce(21, `<h1>Kundenportal</h1><p>Zugangsdaten vergessen? <a href="mailto:portal@${HOST}">portal@${HOST}</a></p>`) });

  pages['/sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/dienstleistungen', '/unternehmen/team', '/aktuelles', '/kontakt', '/impressum', '/datenschutz'], '2025-01-20'));
  pages['/sitemaps/news.xml'] = xmlPage(urlset(HOST, ['/aktuelles/neuerungen-mwst-2025'], '2025-01-14'));

  const row = (r: Row) => ({
    address: `${r.local}@${HOST}`,
    name: r.name,
    title: r.title,
    pages: ['/unternehmen/team'],
    cases: ['table', 'obfuscated', 'link-non-english', ...(r.postNominal ? ['post-nominal'] : [])] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /kundenportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/pages.xml', '/sitemaps/news.xml'], '2025-01-20'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-54',
      languages: ['de'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        ...TEAM.map(row),
        { address: `nadia.zuber@${HOST}`, name: 'Nadia Zuber', title: 'Mehrwertsteuer-Spezialistin', pages: ['/aktuelles/neuerungen-mwst-2025'], cases: ['prose', 'obfuscated', 'sitemap-index'] },
        { address: `offerte@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['neighbour', 'role', 'obfuscated', 'link-non-english'] },
        { address: `corinne.ammann@${HOST}`, name: 'Corinne Ammann', title: 'Leiterin Administration', pages: ['/impressum'], cases: ['label-line', 'obfuscated', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/kundenportal'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `sekretariat@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
