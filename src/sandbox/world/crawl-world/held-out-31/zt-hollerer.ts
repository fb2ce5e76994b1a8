/**
 * Hollerer &amp; Partner Ziviltechniker GmbH: a structural engineering and building physics
 * consultancy in Graz, on TYPO3 with the bootstrap_package, German only. The team as a TYPO3
 * table (Name, Funktion, Durchwahl, E-Mail) with Austrian academic and professional titles before
 * the names (DI, Dipl.-Ing., Ing., Mag.) and the addresses written with TYPO3's "(at)"
 * substitution and an encrypted mailto link; the site supervision team as a definition list on
 * the contact page; the data-protection contact as a label line in the Impressum, which also states
 * the scheme "vorname.nachname@…". A commented-out old address in the Impressum and the extranet
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zt-hollerer.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's spamProtectEmailAddresses = 1: every character of "mailto:…" shifted by one. */
function typo3Crypt(text: string): string {
  return [...text]
    .map((c) => {
      const n = c.charCodeAt(0);
      if (n >= 0x61 && n <= 0x7a) return String.fromCharCode(n === 0x7a ? 0x61 : n + 1);
      if (n >= 0x2b && n <= 0x3a) return String.fromCharCode(n === 0x3a ? 0x2b : n + 1);
      if (n >= 0x40 && n <= 0x5a) return String.fromCharCode(n === 0x5a ? 0x40 : n + 1);
      return c;
    })
    .join('');
}

/** How TYPO3 writes a protected address: an encrypted javascript: link and "(at)" in the text. */
const protect = (address: string): string =>
  `<a href="#" data-mailto-token="${esc(typo3Crypt(`mailto:${address}`))}" data-mailto-vector="1">${esc(address.replace('@', '(at)'))}</a>`;

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/leistungen', 'Leistungen'],
  ['/projekte', 'Projekte'],
  ['/buero/team', 'Team'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hollerer & Partner Ziviltechniker',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-6b1d2e9a4c.css?1712050034" media="all">`,
    `<link rel="stylesheet" href="/fileadmin/hollerer/css/custom.css?1709211145" media="all">`,
    `<link rel="apple-touch-icon" sizes="180x180" href="/fileadmin/hollerer/icons/apple-touch-icon.png">`,
  ],
  header: (p) =>
    `<div id="top"></div><div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>` +
    `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
    `<a class="navbar-brand navbar-brand-image" title="Hollerer &amp; Partner" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/hollerer/logo-hollerer-partner.svg" alt="Hollerer &amp; Partner Logo" height="52" width="210"></a>` +
    `<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Navigation umschalten"><span class="navbar-toggler-icon"></span></button>` +
    `<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">` +
    MENU.map(([href, label]) => `<li class="nav-item${p.path === href ? ' active' : ''}"><a href="${href}" class="nav-link" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('') +
    `</ul></nav></div></header><div class="breadcrumb-section"><div class="container"><p class="visually-hidden" id="breadcrumb">Sie sind hier:</p><ol class="breadcrumb"><li class="breadcrumb-item"><a class="breadcrumb-link" href="/">Start</a></li><li class="breadcrumb-item active" aria-current="page"><span class="breadcrumb-text">${esc(p.title)}</span></li></ol></div></div>`,
  footer: () =>
    `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    `<p><strong>Hollerer &amp; Partner Ziviltechniker GmbH</strong><br>Elisabethstraße 54, 8010 Graz<br>T ${tel('+43 316 38 22 71')}<br>${protect(`office@${HOST}`)}</p></div>` +
    `<div class="section-column footer-section-content-column footer-section-content-column-right"><p>Mitglied der Kammer der ZiviltechnikerInnen für Steiermark und Kärnten</p></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-menu_pages"><ul class="footer-meta-navigation"><li><a href="/impressum" title="Impressum"><span>Impressum</span></a></li><li><a href="/datenschutz" title="Datenschutz"><span>Datenschutz</span></a></li><li><a href="/extranet" title="Extranet"><span>Extranet</span></a></li></ul></div><div class="footer-copyright"><p>© 2025 Hollerer &amp; Partner</p></div></div></section></footer></div>`,
  privacyPath: { de: '/datenschutz' },
  bodyEnd: [
    '<script src="/typo3temp/assets/compressed/merged-2b7e1d9f0c4a6e35d8b1f72a9c0e4d61.js?1712050034"></script>',
    '<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1711988130" async></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-AT' });

const ce = (uid: number, html: string, type = 'text'): string =>
  `<div id="c${uid}" class="frame frame-default frame-type-${type} frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage"><div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">${html}</div></div></div></div></div>`;

const content = (html: string): string => `<div id="page-content" class="bp-page-content main-section"><div class="section section-default">${html}</div></div>`;

type Row = { shown: string; name: string; title: string; local: string; ext: string; cases: CaseKind[] };
const TEAM: Row[] = [
  { shown: 'DI Dr. techn. Bernhard Hollerer', name: 'Bernhard Hollerer', title: 'Geschäftsführer, Ziviltechniker für Bauingenieurwesen', local: 'bernhard.hollerer', ext: '11', cases: ['honorific'] },
  { shown: 'Dipl.-Ing. Sabine Kratochwil', name: 'Sabine Kratochwil', title: 'Partnerin, Leitung Bauphysik', local: 'sabine.kratochwil', ext: '14', cases: ['honorific'] },
  { shown: 'DI Thomas Reindl', name: 'Thomas Reindl', title: 'Projektleiter Tragwerksplanung', local: 'thomas.reindl', ext: '21', cases: ['honorific'] },
  { shown: 'Ing. Philipp Wallner', name: 'Philipp Wallner', title: 'Konstrukteur (Stahlbeton, Holzbau)', local: 'philipp.wallner', ext: '23', cases: ['honorific'] },
  { shown: 'Lena Schaffer, BSc', name: 'Lena Schaffer', title: 'Bauphysikerin', local: 'lena.schaffer', ext: '26', cases: ['post-nominal'] },
];

export function ztHollerer(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tragwerksplanung & Bauphysik in Graz',
    main: content(
      ce(1, `<h1 class="element-header"><span>Tragwerksplanung, Bauphysik und Prüfingenieurwesen</span></h1><p>Seit 1998 planen wir Tragwerke für Wohnbau, Gewerbe und Infrastruktur in der Steiermark und in Kärnten – vom Holzbau-Kindergarten bis zur Brückensanierung. Als staatlich befugte und beeidete Ziviltechniker stellen wir auch Gutachten und Prüfbescheinigungen aus.</p><p><a href="/buero/team">Unser Team</a> · <a href="/kontakt">Kontakt</a></p>`),
    ),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: content(ce(2, `<h1>Leistungen</h1><ul><li>Statik und Tragwerksplanung (Stahlbeton, Stahl, Holz)</li><li>Bauphysik: Wärme-, Schall- und Feuchteschutz, Energieausweise</li><li>Örtliche Bauaufsicht und Baustellenkoordination nach BauKG</li><li>Gutachten, Bestandsaufnahmen, Prüfingenieur</li></ul>`)),
  });

  pages['/projekte'] = page({
    path: '/projekte',
    title: 'Projekte',
    main: content(ce(3, `<h1>Projekte</h1><p>Auswahl: Volksschule Hart bei Graz (Holzbau, 2023) · Murbrücke Leoben, Instandsetzung (2022) · Wohnanlage Reininghaus Baufeld Q4 (2021)</p>`)),
  });

  const rows = TEAM.map(
    (m) =>
      `<tr><td>${esc(m.shown)}</td><td>${esc(m.title)}</td><td>-${m.ext}</td><td>${protect(`${m.local}@${HOST}`)}</td></tr>`,
  ).join('');
  pages['/buero/team'] = page({
    path: '/buero/team',
    title: 'Team',
    main: content(
      ce(10, `<h1>Unser Team</h1><p>Zentrale: ${tel('+43 316 38 22 71')} – Durchwahlen hängen Sie einfach an.</p>`) +
        ce(11, `<div class="table-responsive"><table class="table table-striped ce-table"><thead><tr><th>Name</th><th>Funktion</th><th>Durchwahl</th><th>E-Mail</th></tr></thead><tbody>${rows}</tbody></table></div>`, 'table'),
    ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: content(
      ce(20, `<h1>Karriere</h1><h2>Bautechniker/in für Tragwerksplanung (m/w/d), Vollzeit</h2><p>Das kollektivvertragliche Mindestentgelt beträgt € 3.180 brutto; eine Überzahlung je nach Erfahrung ist vorgesehen.</p><p>Ihre Unterlagen senden Sie bitte an ${protect(`bewerbung@${HOST}`)}.</p>`),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: content(
      ce(30, `<h1>Kontakt</h1><p>Elisabethstraße 54, 8010 Graz (Eingang Hofseite, 2. Stock)<br>Telefon: ${tel('+43 316 38 22 71')}<br>E-Mail: ${protect(`office@${HOST}`)}</p><p>Bürozeiten: Mo–Do 8–17 Uhr, Fr 8–12 Uhr</p>`) +
        ce(
          31,
          `<h2>Örtliche Bauaufsicht</h2><dl class="contact-list"><dt>Ing. Markus Pichler</dt><dd>Leiter Örtliche Bauaufsicht</dd><dd>${protect(`markus.pichler@${HOST}`)}</dd><dt>Ing. Daniela Fuchs</dt><dd>Baustellenkoordinatorin nach BauKG</dd><dd>${protect(`daniela.fuchs@${HOST}`)}</dd></dl>`,
        ),
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: content(
      ce(
        40,
        `<h1>Impressum</h1><p>Informationen gemäß § 5 ECG und Offenlegung gemäß § 25 MedienG</p><p>Hollerer &amp; Partner Ziviltechniker GmbH<br>Elisabethstraße 54, 8010 Graz<br>Firmenbuchnummer: FN 176543 k, Landesgericht für ZRS Graz<br>UID: ATU 45123987</p>` +
          `<p>Berufsbezeichnung: Ziviltechniker (Ingenieurkonsulent für Bauingenieurwesen), verliehen in Österreich<br>Aufsichtsbehörde: Bundesministerium für Arbeit und Wirtschaft<br>Kammerzugehörigkeit: Kammer der ZiviltechnikerInnen für Steiermark und Kärnten<br>Berufsrecht: Ziviltechnikergesetz 2019 (ZTG 2019)</p>` +
          `<p>Geschäftsführer: DI Dr. techn. Bernhard Hollerer</p>` +
          `<p>Unsere Mitarbeiterinnen und Mitarbeiter erreichen Sie per E-Mail nach dem Schema vorname.nachname@zt-hollerer.test.</p>` +
          `<!-- bis 2022: b.hollerer@zt-hollerer.test -->` +
          `<p>Datenschutzanfragen: Mag. Karin Url, Büroleitung, Elisabethstraße 54, 8010 Graz, Tel. ${tel('+43 316 38 22 71-10')}, E-Mail: ${protect(`karin.url@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: content(ce(50, `<h1>Datenschutzerklärung</h1><p>Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, TKG 2021).</p>`)) });

  pages['/extranet'] = page({ path: '/extranet', title: 'Extranet', main: content(ce(60, `<h1>Extranet für Bauherren</h1><p>Zugangsdaten erhalten Sie von Ihrer Projektleitung. Technische Probleme: <a href="mailto:extranet@${HOST}">extranet@${HOST}</a></p>`)) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /extranet\nAllow: /typo3/sysext/frontend/Resources/Public/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/leistungen', '/projekte', '/buero/team', '/karriere', '/kontakt', '/impressum', '/datenschutz'], '2025-01-20'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-31',
      languages: ['de'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        ...TEAM.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/buero/team'], cases: ['table', 'obfuscated', ...m.cases] as CaseKind[] })),
        { address: `markus.pichler@${HOST}`, name: 'Markus Pichler', title: 'Leiter Örtliche Bauaufsicht', pages: ['/kontakt'], cases: ['definition-list', 'honorific', 'obfuscated', ln] },
        { address: `daniela.fuchs@${HOST}`, name: 'Daniela Fuchs', title: 'Baustellenkoordinatorin nach BauKG', pages: ['/kontakt'], cases: ['definition-list', 'honorific', 'obfuscated', ln] },
        { address: `karin.url@${HOST}`, name: 'Karin Url', title: 'Büroleitung', pages: ['/impressum'], cases: ['label-line', 'honorific', 'obfuscated', ln] },
        { address: `bewerbung@${HOST}`, name: null, title: null, pages: ['/karriere'], cases: ['role', 'obfuscated', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/impressum', text: 'vorname.nachname@zt-hollerer.test' },
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: 'vorname.nachname@zt-hollerer.test', kind: 'scheme' },
        { text: 'b.hollerer@zt-hollerer.test', kind: 'comment' },
        { text: `extranet@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
