/**
 * Pichlwanger Zehetner Steuerberatung GmbH: a tax advisory firm in Steyr, Upper Austria, on a
 * small TYPO3 site. The team as a table with Austrian academic degrees (Mag., MMag., Mag. (FH),
 * Ing.) and post-nominals (LL.M., BSc, MBA), the addresses written "(at)"/"(dot)" as TYPO3's
 * spam protection does; the firm's scheme "vorname.nachname@" on the contact page, a label line
 * for the office, the data protection coordinator in the Impressum, the HR contact in the careers
 * prose, the founder as a JSON-LD Person, and an English page for international clients that only
 * the hreflang alternates name. The client portal is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pichlwanger-zehetner-stb.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/leistungen', 'Leistungen'],
  ['/team', 'Unser Team'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Pichlwanger Zehetner Steuerberatung',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/compressed/merged-7c1e0b4a2f-bootstrap.css?1712044211" media="all">`,
    `<link rel="stylesheet" href="${ORIGIN}/typo3conf/ext/pz_sitepackage/Resources/Public/Css/layout.css?1712044211" media="all">`,
  ],
  header: (p) =>
    `<header class="page-header"><div class="container"><a class="brand" href="/"><img src="${ORIGIN}/typo3conf/ext/pz_sitepackage/Resources/Public/Images/pz-logo.svg" alt="Pichlwanger Zehetner Steuerberatung GmbH" width="260" height="64"></a>` +
    `<nav class="navbar" aria-label="Hauptnavigation"><ul class="nav">${MENU.map(([h, l]) => `<li class="nav-item${h === p.path ? ' active' : ''}"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<div class="lang-switch"><span class="active">DE</span> | <span class="lang-en" data-href="/en" title="English">EN</span></div></div></header>`,
  footer: () =>
    `<footer class="page-footer"><div class="container"><div class="row"><div class="col-md-4"><p><strong>Pichlwanger Zehetner Steuerberatung GmbH</strong><br>Stadtplatz 27, 4400 Steyr<br>Tel. ${tel('+43 7252 48 310')}<br>Fax +43 7252 48 310-99<br>office(at)pichlwanger-zehetner-stb(dot)test</p></div>` +
    `<div class="col-md-4"><p>Mo–Do 8:00–12:00 und 13:00–17:00<br>Fr 8:00–12:00</p></div>` +
    `<div class="col-md-4"><ul class="footer-links"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/mandantenportal">Mandantenportal</a></li></ul></div></div>` +
    `<p class="small">Mitglied der Kammer der Steuerberater:innen und Wirtschaftsprüfer:innen (KSW)</p></div></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  bodyEnd: [`<script src="${ORIGIN}/typo3conf/ext/pz_sitepackage/Resources/Public/JavaScript/main.js?1712044211"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de-AT' });
const ALT_HOME = { 'de-AT': '/', en: '/en', 'x-default': '/' };
const obf = (local: string): string => `${local.replace(/\./g, '(dot)')}(at)pichlwanger-zehetner-stb(dot)test`;

type Row = { shown: string; name: string; title: string; local: string; cases: CaseKind[] };
const TEAM: Row[] = [
  { shown: 'Mag. Dr. Herbert Pichlwanger', name: 'Herbert Pichlwanger', title: 'Steuerberater, geschäftsführender Gesellschafter', local: 'herbert.pichlwanger', cases: ['honorific'] },
  { shown: 'MMag. Sabine Zehetner, LL.M.', name: 'Sabine Zehetner', title: 'Steuerberaterin und Wirtschaftsprüferin, Geschäftsführerin', local: 'sabine.zehetner', cases: ['honorific', 'post-nominal'] },
  { shown: 'Ing. Markus Reiter, MBA', name: 'Markus Reiter', title: 'Prokurist, Leitung Unternehmensberatung', local: 'markus.reiter', cases: ['honorific', 'post-nominal'] },
  { shown: 'Mag. (FH) Lukas Hofstetter', name: 'Lukas Hofstetter', title: 'Berufsanwärter', local: 'lukas.hofstetter', cases: ['honorific'] },
  { shown: 'Daniela Grubinger', name: 'Daniela Grubinger', title: 'Leiterin Personalverrechnung', local: 'daniela.grubinger', cases: [] },
  { shown: 'Bettina Aigner, BSc', name: 'Bettina Aigner', title: 'Bilanzbuchhalterin', local: 'bettina.aigner', cases: ['post-nominal'] },
  { shown: 'Kerstin Pfeiffer', name: 'Kerstin Pfeiffer', title: 'Buchhaltung und Jahresabschluss', local: 'kerstin.pfeiffer', cases: [] },
];

export function pichlwangerZehetner(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Steuerberatung in Steyr',
    alternates: ALT_HOME,
    description: 'Steuerberatung, Buchhaltung, Personalverrechnung und Jahresabschluss für Unternehmen und Private in Steyr und im Ennstal.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Pichlwanger Zehetner Steuerberatung GmbH',
        url: `${ORIGIN}/`,
        telephone: '+43 7252 48 310',
        address: { '@type': 'PostalAddress', streetAddress: 'Stadtplatz 27', postalCode: '4400', addressLocality: 'Steyr', addressCountry: 'AT' },
        founder: { '@type': 'Person', name: 'Herbert Pichlwanger', honorificPrefix: 'Mag. Dr.', jobTitle: 'Steuerberater, geschäftsführender Gesellschafter', email: `herbert.pichlwanger@${HOST}` },
      },
    ],
    main:
      `<section class="frame frame-default"><div class="container"><h1>Ihre Steuerberatung in Steyr – seit 1987</h1>` +
      `<p>Wir betreuen rund 600 Mandantinnen und Mandanten: Gewerbebetriebe, Ärztinnen und Ärzte, Land- und Forstwirte, Vereine und Privatpersonen. Persönlich, vorausschauend und mit klaren Honoraren.</p>` +
      `<p><a class="btn btn-primary" href="/leistungen">Unsere Leistungen</a> <a class="btn btn-secondary" href="/team">Das Team kennenlernen</a></p></div></section>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Tax advice in Steyr, Upper Austria',
    lang: 'en',
    alternates: ALT_HOME,
    main:
      `<section class="frame"><div class="container"><h1>Tax advice for international clients</h1>` +
      `<p>We advise foreign companies setting up in Austria, expatriate employees and cross-border commuters on Austrian income tax, payroll and VAT registration.</p>` +
      `<p>Your English-speaking contact is Mag. Andreas Holzleitner, tax advisor and head of our international tax desk; please write to him at ${mailto(`andreas.holzleitner@${HOST}`)} and he will reply within two working days.</p>` +
      `<p><a href="/">Deutsche Version</a></p></div></section>`,
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main:
      `<section class="frame"><div class="container"><h1>Leistungen</h1><ul><li>Laufende Steuerberatung und Steuererklärungen</li><li>Buchhaltung und Bilanzierung, Einnahmen-Ausgaben-Rechnung</li><li>Personalverrechnung inkl. Lohnzettel und Beitragsgrundlagennachweise</li><li>Betriebsprüfungen und Finanzstrafverfahren</li><li>Gründungs- und Nachfolgeberatung, Umgründungen</li><li>Arbeitnehmerveranlagung für Private</li></ul></div></section>`,
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Unser Team',
    main:
      `<section class="frame"><div class="container"><h1>Unser Team</h1><p>Fachliche Fragen beantworten Ihnen gerne die jeweils zuständigen Kolleginnen und Kollegen.</p>` +
      `<div class="table-responsive"><table class="contenttable table table-striped"><thead><tr><th scope="col">Name</th><th scope="col">Funktion</th><th scope="col">Durchwahl</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
      TEAM.map((r, i) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>-${11 + i * 3}</td><td>${obf(r.local)}</td></tr>`).join('') +
      `</tbody></table></div></div></section>`,
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main:
      `<section class="frame"><div class="container"><h1>Karriere bei uns</h1><h2>Wir suchen: Steuerassistent:in (m/w/d), 30–40 Wochenstunden</h2>` +
      `<p>Sie haben eine kaufmännische Ausbildung (HAK, Buchhalterprüfung) und Freude an Zahlen? Das Mindestentgelt laut Kollektivvertrag beträgt € 2.480,– brutto pro Monat auf Vollzeitbasis; eine Überzahlung je nach Qualifikation ist vorgesehen.</p>` +
      `<p>Ihre Bewerbungsunterlagen senden Sie bitte an unsere Personalverantwortliche, Mag. Verena Huemer, unter ${mailto(`verena.huemer@${HOST}`)}.</p></div></section>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      `<section class="frame"><div class="container"><h1>Kontakt</h1><p>Pichlwanger Zehetner Steuerberatung GmbH<br>Stadtplatz 27 (2. Stock, Lift vorhanden)<br>4400 Steyr</p>` +
      `<p>Allgemeine Anfragen: ${mailto(`office@${HOST}`)}</p>` +
      `<p>Sekretariat &amp; Terminvereinbarung: Theresa Lechner, Assistentin der Geschäftsführung, Tel. ${tel('+43 7252 48 310-10')}, ${mailto(`theresa.lechner@${HOST}`)}</p>` +
      `<p>Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie direkt unter vorname.nachname@${HOST}.</p>` +
      `<p>Parkmöglichkeiten: Tiefgarage Stadtplatz, die ersten 30 Minuten sind kostenlos.</p></div></section>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main:
      `<section class="frame"><div class="container"><h1>Impressum</h1><p>Informationen gemäß § 5 ECG und Offenlegung gemäß § 25 MedienG</p>` +
      `<p>Medieninhaberin: Pichlwanger Zehetner Steuerberatung GmbH<br>Unternehmensgegenstand: Steuerberatung<br>Firmenbuchnummer: FN 148213 t, Landesgericht Steyr<br>UID: ATU 41827703<br>Geschäftsführung: Mag. Dr. Herbert Pichlwanger, MMag. Sabine Zehetner, LL.M.<br>Kammerzugehörigkeit: Kammer der Steuerberater:innen und Wirtschaftsprüfer:innen<br>Berufsrecht: Wirtschaftstreuhandberufsgesetz 2017 (WTBG 2017), abrufbar unter www.ris.bka.gv.at</p>` +
      `<p>E-Mail: office(at)pichlwanger-zehetner-stb(dot)test</p>` +
      `<p>Datenschutzkoordinator: Florian Weinberger, IT-Administration und Datenschutz, ${mailto(`florian.weinberger@${HOST}`)}</p></div></section>`,
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    main: `<section class="frame"><div class="container"><h1>Datenschutzerklärung</h1><p>Verantwortlich für die Verarbeitung ist die Pichlwanger Zehetner Steuerberatung GmbH. Anfragen zum Datenschutz richten Sie bitte an die im Impressum genannte Stelle.</p></div></section>`,
  });

  pages['/mandantenportal'] = page({
    path: '/mandantenportal',
    title: 'Mandantenportal',
    main: `<section class="frame"><div class="container"><h1>Mandantenportal</h1><form class="login"><label>Benutzername <input name="user"></label><label>Passwort <input type="password" name="pass"></label><button>Anmelden</button></form><p>Probleme bei der Anmeldung? portal@${HOST}</p></div></section>`,
  });

  pages['/sitemap.xml'] = { body: urlset(HOST, ['/', '/leistungen', '/team', '/karriere', '/kontakt', '/impressum', '/datenschutz'], '2025-01-20'), contentType: 'application/xml; charset=utf-8' };

  const pattern = '{first}.{last}' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /mandantenportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Frame-Options': 'SAMEORIGIN' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-39',
      languages: ['de', 'en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/impressum'], cases: ['role', 'plain', 'obfuscated'] },
        ...TEAM.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          pages: r.local === 'herbert.pichlwanger' ? ['/team', '/'] : ['/team'],
          cases: ['table', 'obfuscated', ...r.cases, ...(r.local === 'herbert.pichlwanger' ? (['json-ld-person'] as CaseKind[]) : [])] as CaseKind[],
        })),
        { address: `verena.huemer@${HOST}`, name: 'Verena Huemer', title: 'Personalverantwortliche', pages: ['/karriere'], cases: ['prose', 'honorific', 'plain'] },
        { address: `theresa.lechner@${HOST}`, name: 'Theresa Lechner', title: 'Assistentin der Geschäftsführung', pages: ['/kontakt'], cases: ['label-line', 'plain'] },
        { address: `florian.weinberger@${HOST}`, name: 'Florian Weinberger', title: 'IT-Administration und Datenschutz', titleAlternatives: ['Datenschutzkoordinator'], pages: ['/impressum'], cases: ['label-line', 'plain'] },
        { address: `andreas.holzleitner@${HOST}`, name: 'Andreas Holzleitner', title: 'tax advisor and head of our international tax desk', pages: ['/en'], cases: ['hreflang', 'prose', 'honorific', 'plain'] },
      ],
      pattern,
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/mandantenportal'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
