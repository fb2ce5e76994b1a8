/**
 * Kessler Maschinenbau GmbH, a special-purpose machine builder in Reutlingen (German, with an
 * English language home). Tuning set.
 *
 * Shows: German anchor texts ("Über uns", "Karriere", "Kontakt"); an English language home /en/
 * (hreflang and a language switch) whose contact page is two links deep; a sitemap index named by
 * robots.txt (no /sitemap.xml) with a page listed only in one of its children; honorifics
 * (Dipl.-Ing., Dr.-Ing., Dr.); a contact table; a "Pressekontakt:" label line with street and
 * phone; a job ad's "Ansprechpartner:" label line; prose; scheme text
 * ("vorname.nachname@…"); an internal phone list robots.txt disallows (linked from the footer);
 * an address in an HTML comment; a logistics partner's and an external DPO's addresses; retina
 * image names.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'kessler-maschinenbau.test';
const ORIGIN = `http://${HOST}`;

const A = {
  info: `info@${HOST}`,
  kessler: `markus.kessler@${HOST}`,
  roth: `sabine.roth@${HOST}`,
  hoffmann: `lena.hoffmann@${HOST}`,
  weber: `jonas.weber@${HOST}`,
  karriere: `karriere@${HOST}`,
  maier: `stefan.maier@${HOST}`,
  schulz: `petra.schulz@${HOST}`,
  demir: `ayse.demir@${HOST}`,
  brandt: `julia.brandt@${HOST}`,
  datenschutz: `datenschutz@${HOST}`,
  ersatzteile: `ersatzteile@${HOST}`,
  koehler: `jan.koehler@${HOST}`,
  berger: `thomas.berger@${HOST}`,
  sales: `sales@${HOST}`,
};

const SCHEME = `vorname.nachname@${HOST}`;
const COMMENTED = `vertrieb-alt@${HOST}`;
const INTERNAL = [`martin.vogel@${HOST}`, `claudia.engel@${HOST}`, `werkstatt-leitung@${HOST}`];
const PARTNER = 'dispo@spedition-hartmann.test';
const EXTERNAL_DPO = 'k.peters@dsb-peters.test';

const DE_NAV: [string, string][] = [
  ['/', 'Start'],
  ['/ueber-uns', 'Über uns'],
  ['/leistungen', 'Leistungen'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];
const EN_NAV: [string, string][] = [
  ['/en/', 'Home'],
  ['/en/about', 'About us'],
  ['/en/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kessler Maschinenbau',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<link rel="stylesheet" id="kessler-theme-css" href="/wp-content/themes/kessler/style.css?ver=2.3.1" media="all">',
    '<link rel="icon" href="/wp-content/uploads/2023/05/favicon-32x32.png" sizes="32x32">',
  ],
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  header: (page) => {
    const en = page.lang === 'en';
    const nav = en ? EN_NAV : DE_NAV;
    return (
      `<header class="site-header">\n` +
      `  <a class="brand" href="${en ? '/en/' : '/'}"><img src="/wp-content/uploads/2023/05/kessler-logo.png" srcset="/wp-content/uploads/2023/05/kessler-logo@2x.png 2x" alt="Kessler Maschinenbau" width="220" height="48"></a>\n` +
      `  <nav class="main-nav" aria-label="${en ? 'Main' : 'Hauptmenü'}"><ul>${nav.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>\n` +
      `  <div class="lang-switch">${en ? '<a href="/" hreflang="de" lang="de" title="Deutsch">DE</a> | <strong>EN</strong>' : '<strong>DE</strong> | <a href="/en/" hreflang="en" lang="en" title="English">EN</a>'}</div>\n` +
      `</header>`
    );
  },
  footer: (page) => {
    const en = page.lang === 'en';
    return (
      `<footer class="site-footer">\n` +
      `  <div class="footer-col"><strong>Kessler Maschinenbau GmbH</strong><br>Gewerbestraße 14<br>72766 Reutlingen<br>${en ? 'Germany' : 'Deutschland'}</div>\n` +
      `  <div class="footer-col">${en ? 'Phone' : 'Telefon'}: ${tel('+49 7121 90 88 0')}<br>Fax: +49 7121 90 88 99<br>${mailto(A.info)}</div>\n` +
      `  <div class="footer-col"><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/intern/telefonliste" rel="nofollow">Intern</a></div>\n` +
      `  <p class="copyright">© 2025 Kessler Maschinenbau GmbH</p>\n` +
      `</footer>`
    );
  },
  bodyEnd: ['<script src="/wp-content/themes/kessler/js/main.min.js?ver=2.3.1" defer></script>'],
};

const ALTERNATES_HOME = { de: '/', en: '/en/', 'x-default': '/' };

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

function pages(): Record<string, SandboxPage> {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Kessler Maschinenbau GmbH',
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}/wp-content/uploads/2023/05/kessler-logo.png`,
    telephone: '+49 7121 90 88 0',
    address: { '@type': 'PostalAddress', streetAddress: 'Gewerbestraße 14', postalCode: '72766', addressLocality: 'Reutlingen', addressCountry: 'DE' },
    foundingDate: '1987',
  };
  return {
    '/': page({
      path: '/',
      lang: 'de',
      title: 'Sondermaschinen und Montageautomation aus Reutlingen',
      description: 'Kessler Maschinenbau entwickelt und baut Sondermaschinen, Montageanlagen und Prüfstände für die Automobil- und Medizintechnik.',
      alternates: ALTERNATES_HOME,
      jsonLd: [organization],
      main:
        `<section class="hero"><h1>Sondermaschinen, die Ihre Montage voranbringen</h1>\n` +
        `<p>Seit 1987 entwickeln wir in Reutlingen Montageanlagen, Prüfstände und Handhabungssysteme – vom ersten Konzept bis zur Inbetriebnahme bei Ihnen vor Ort.</p>\n` +
        `<img src="/wp-content/uploads/2024/02/montagelinie.jpg" srcset="/wp-content/uploads/2024/02/montagelinie@2x.jpg 2x" alt="Montagelinie für Lenkgetriebe"></section>\n` +
        `<section class="teaser-grid">\n` +
        `<article><h2>Montageautomation</h2><p>Rundtakt- und Längstransferanlagen für Stückzahlen von 50.000 bis 2 Mio. pro Jahr.</p><a href="/leistungen">Mehr erfahren</a></article>\n` +
        `<article><h2>Prüftechnik</h2><p>End-of-Line-Prüfstände für Dichtheit, Drehmoment und Funktion.</p><a href="/leistungen#pruefstaende">Mehr erfahren</a></article>\n` +
        `<article><h2>Ersatzteile &amp; Service</h2><p>Schnelle Hilfe für Anlagen im Feld, auch für Maschinen anderer Hersteller.</p><a href="/kontakt">Service kontaktieren</a></article>\n` +
        `</section>\n` +
        `<section class="news"><h2>Aktuelles</h2><p><time datetime="2025-02-18">18.02.2025</time> – Kessler auf der Motek 2025: Halle 8, Stand 8112.</p></section>`,
    }),
    '/ueber-uns': page({
      path: '/ueber-uns',
      lang: 'de',
      title: 'Über uns',
      alternates: { de: '/ueber-uns', en: '/en/about' },
      main:
        `<h1>Über uns</h1>\n` +
        `<p>Kessler Maschinenbau wurde 1987 von Helmut Kessler als Ingenieurbüro gegründet. Heute arbeiten 140 Menschen an unserem Standort in Reutlingen – in Konstruktion, Steuerungstechnik, Fertigung und Montage.</p>\n` +
        `<p>Wir sind ein Familienunternehmen in zweiter Generation und bilden jedes Jahr Mechatroniker, Industriemechaniker und technische Produktdesigner aus.</p>\n` +
        `<h2>Geschäftsleitung</h2>\n<div class="team-grid">\n` +
        `<div class="team-member"><img src="/wp-content/uploads/2023/06/m-kessler.jpg" alt=""><h3>Dipl.-Ing. Markus Kessler</h3><p class="position">Geschäftsführer</p><p>${tel('+49 7121 90 88 10')}<br>${mailto(A.kessler)}</p></div>\n` +
        `<div class="team-member"><img src="/wp-content/uploads/2023/06/s-roth.jpg" alt=""><h3>Dr.-Ing. Sabine Roth</h3><p class="position">Technische Leiterin</p><p>${tel('+49 7121 90 88 20')}<br>${mailto(A.roth)}</p></div>\n` +
        `</div>\n` +
        `<h2>Zertifizierungen</h2><ul><li>DIN EN ISO 9001:2015</li><li>DIN EN ISO 14001:2015</li></ul>`,
    }),
    '/leistungen': page({
      path: '/leistungen',
      lang: 'de',
      title: 'Leistungen',
      main:
        `<h1>Leistungen</h1>\n<h2>Montageautomation</h2><p>Wir planen und bauen teil- und vollautomatisierte Montageanlagen mit Roboterzellen, Schraub- und Fügestationen sowie integrierter Qualitätsprüfung.</p>\n` +
        `<h2 id="pruefstaende">Prüfstände</h2><p>Dichtheitsprüfung nach dem Druckabfallverfahren, Drehmoment- und Funktionsprüfung, rückverfolgbare Protokollierung.</p>\n` +
        `<h2>Retrofit</h2><p>Modernisierung bestehender Anlagen: neue Steuerung (Siemens S7-1500, TwinCAT), neue Sicherheitstechnik, CE-Konformität.</p>`,
    }),
    '/karriere': page({
      path: '/karriere',
      lang: 'de',
      title: 'Karriere',
      main:
        `<h1>Karriere bei Kessler</h1>\n<p>Wir suchen Menschen, die gerne tüfteln und Verantwortung übernehmen. Unsere offenen Stellen:</p>\n` +
        `<ul class="jobs"><li><a href="/karriere/servicetechniker-mw">Servicetechniker Mechatronik (m/w/d)</a></li><li>Konstrukteur Sondermaschinenbau (m/w/d)</li><li>Ausbildung Mechatroniker 2025 (m/w/d)</li></ul>\n` +
        `<p>Bewerbungen bitte als PDF per E-Mail an ${mailto(A.karriere)}.</p>\n` +
        `<p>Fragen zum Bewerbungsprozess beantwortet Ihnen gerne unsere Personalreferentin Lena Hoffmann unter ${mailto(A.hoffmann)}.</p>\n` +
        `<p class="hinweis">Übrigens: Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie direkt per E-Mail nach dem Schema ${SCHEME}.</p>`,
    }),
    '/karriere/servicetechniker-mw': page({
      path: '/karriere/servicetechniker-mw',
      lang: 'de',
      title: 'Servicetechniker Mechatronik (m/w/d)',
      main:
        `<article class="job"><h1>Servicetechniker Mechatronik (m/w/d)</h1>\n<p>Standort: Reutlingen · Vollzeit · ab sofort</p>\n` +
        `<h2>Ihre Aufgaben</h2><ul><li>Inbetriebnahme unserer Anlagen bei Kunden in Europa</li><li>Fehlersuche in Mechanik, Pneumatik und Steuerung</li><li>Schulung des Bedienpersonals</li></ul>\n` +
        `<h2>Ihr Profil</h2><ul><li>Abgeschlossene Ausbildung als Mechatroniker oder vergleichbar</li><li>Reisebereitschaft (ca. 40 %)</li></ul>\n` +
        `<p class="contact">Ansprechpartner: Jonas Weber, Teamleiter Service, Telefon +49 7121 90 88 45, ${mailto(A.weber)}</p></article>`,
    }),
    '/kontakt': page({
      path: '/kontakt',
      lang: 'de',
      title: 'Kontakt',
      alternates: { de: '/kontakt', en: '/en/contact' },
      main:
        `<h1>Kontakt</h1>\n<p>Kessler Maschinenbau GmbH · Gewerbestraße 14 · 72766 Reutlingen<br>Telefon ${tel('+49 7121 90 88 0')} · ${mailto(A.info)}</p>\n` +
        `<!-- TODO alte Vertriebsadresse entfernen: ${COMMENTED} -->\n` +
        `<h2>Ihre Ansprechpartner</h2>\n<table class="ansprechpartner">\n<thead><tr><th>Name</th><th>Funktion</th><th>Telefon</th><th>E-Mail</th></tr></thead>\n<tbody>\n` +
        `<tr><td>Stefan Maier</td><td>Vertriebsleiter Deutschland</td><td>+49 7121 90 88 31</td><td>${mailto(A.maier)}</td></tr>\n` +
        `<tr><td>Petra Schulz</td><td>Leiterin Ersatzteilservice</td><td>+49 7121 90 88 52</td><td>${mailto(A.schulz)}</td></tr>\n` +
        `<tr><td>Ayşe Demir</td><td>Einkäuferin</td><td>+49 7121 90 88 61</td><td>${mailto(A.demir)}</td></tr>\n` +
        `</tbody></table>\n` +
        `<h2>Anlieferung</h2><p>Warenannahme Mo–Fr 7–15 Uhr, Tor 3. Avisierungen für Anlieferungen per Spedition bitte über unseren Logistikpartner: ${mailto(PARTNER)}.</p>\n` +
        `<form class="wpcf7-form" action="/kontakt#wpcf7" method="post"><label>Name<input name="your-name"></label><label>E-Mail<input type="email" name="your-email" placeholder="max.mustermann@firma.de"></label><label>Nachricht<textarea name="your-message"></textarea></label><button>Senden</button></form>`,
    }),
    '/impressum': page({
      path: '/impressum',
      lang: 'de',
      title: 'Impressum',
      main:
        `<h1>Impressum</h1>\n<h2>Angaben gemäß § 5 DDG</h2>\n<p>Kessler Maschinenbau GmbH<br>Gewerbestraße 14<br>72766 Reutlingen</p>\n` +
        `<p>Geschäftsführer: Dipl.-Ing. Markus Kessler</p>\n<p>Registergericht: Amtsgericht Stuttgart, HRB 351207<br>USt-IdNr.: DE 146 220 873</p>\n` +
        `<p>Telefon: +49 7121 90 88 0<br>E-Mail: ${mailto(A.info)}</p>\n` +
        `<h2>Presse</h2>\n<p>Pressekontakt: Dr. Julia Brandt, Leiterin Unternehmenskommunikation, Gewerbestraße 14, 72766 Reutlingen, Telefon +49 7121 90 88 70, ${mailto(A.brandt)}</p>\n` +
        `<h2>Haftung für Inhalte</h2><p>Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich.</p>`,
    }),
    '/datenschutz': page({
      path: '/datenschutz',
      lang: 'de',
      title: 'Datenschutzerklärung',
      main:
        `<h1>Datenschutzerklärung</h1>\n<h2>1. Verantwortlicher</h2><p>Kessler Maschinenbau GmbH, Gewerbestraße 14, 72766 Reutlingen. Fragen zum Datenschutz richten Sie bitte an ${mailto(A.datenschutz)}.</p>\n` +
        `<h2>2. Datenschutzbeauftragter</h2><p>Unser externer Datenschutzbeauftragter: Klaus Peters, DSB Peters GmbH, Stuttgart, ${mailto(EXTERNAL_DPO)}</p>\n` +
        `<h2>3. Server-Logfiles</h2><p>Der Provider der Seiten erhebt und speichert automatisch Informationen in Server-Logfiles.</p>`,
    }),
    '/service/ersatzteile': page({
      path: '/service/ersatzteile',
      lang: 'de',
      title: 'Ersatzteilbestellung',
      main:
        `<h1>Ersatzteile bestellen</h1>\n<p>Bitte geben Sie bei jeder Bestellung die Maschinennummer (Typenschild) und die Positionsnummer aus der Ersatzteilliste an.</p>\n` +
        `<p>Bestellungen: ${mailto(A.ersatzteile)} · Fax +49 7121 90 88 59</p>\n` +
        `<p>Rückfragen zu Lieferterminen: Jan Köhler, Disposition Ersatzteile, ${mailto(A.koehler)}</p>`,
    }),
    '/intern/telefonliste': page({
      path: '/intern/telefonliste',
      lang: 'de',
      title: 'Telefonliste (intern)',
      main:
        `<h1>Telefonliste – nur für Mitarbeitende</h1>\n<table><tr><th>Name</th><th>Durchwahl</th><th>E-Mail</th></tr>\n` +
        `<tr><td>Martin Vogel</td><td>-33</td><td>${INTERNAL[0]}</td></tr><tr><td>Claudia Engel</td><td>-34</td><td>${INTERNAL[1]}</td></tr><tr><td>Werkstatt</td><td>-80</td><td>${INTERNAL[2]}</td></tr></table>`,
    }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Special-purpose machines and assembly automation',
      alternates: ALTERNATES_HOME,
      main:
        `<section class="hero"><h1>Special-purpose machines that move your assembly forward</h1>\n` +
        `<p>Since 1987 we have been designing assembly lines, test benches and handling systems in Reutlingen, Germany – from the first concept to commissioning at your plant.</p></section>\n` +
        `<section class="teaser-grid"><article><h2>Assembly automation</h2><p>Rotary indexing and linear transfer systems.</p></article><article><h2>Test engineering</h2><p>End-of-line test benches for leak, torque and function tests.</p></article></section>\n` +
        `<p>International customers: please <a href="/en/contact">get in touch with our export team</a>.</p>`,
    }),
    '/en/about': page({
      path: '/en/about',
      lang: 'en',
      title: 'About us',
      alternates: { de: '/ueber-uns', en: '/en/about' },
      main: `<h1>About us</h1>\n<p>Kessler Maschinenbau is a second-generation family business with 140 employees. Founded in 1987 as an engineering office, we now design, build and service machines for customers in 23 countries.</p>`,
    }),
    '/en/contact': page({
      path: '/en/contact',
      lang: 'en',
      title: 'Contact',
      alternates: { de: '/kontakt', en: '/en/contact' },
      main:
        `<h1>Contact</h1>\n<p>Kessler Maschinenbau GmbH, Gewerbestraße 14, 72766 Reutlingen, Germany</p>\n` +
        `<h2>Export sales</h2>\n<p>Thomas Berger, Area Sales Manager International<br>Phone +49 7121 90 88 35<br>${mailto(A.berger)}</p>\n` +
        `<p>General sales enquiries from outside Germany: ${mailto(A.sales)}</p>`,
    }),
    '/page-sitemap.xml': xmlPage(urlset(HOST, ['/', '/ueber-uns', '/leistungen', '/karriere', '/kontakt', '/impressum', '/datenschutz', '/service/ersatzteile'])),
    '/job-sitemap.xml': xmlPage(urlset(HOST, ['/karriere/servicetechniker-mw'])),
    '/sitemap_index.xml': xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/job-sitemap.xml'])),
  };
}

const addresses: TruthAddress[] = [
  { address: A.info, name: null, title: null, pages: ['/', '/kontakt', '/impressum'], cases: ['role', 'plain'] },
  { address: A.kessler, name: 'Markus Kessler', title: 'Geschäftsführer', pages: ['/ueber-uns'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.roth, name: 'Sabine Roth', title: 'Technische Leiterin', pages: ['/ueber-uns'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.karriere, name: null, title: null, pages: ['/karriere'], cases: ['role', 'plain'] },
  { address: A.hoffmann, name: 'Lena Hoffmann', title: 'Personalreferentin', pages: ['/karriere'], cases: ['prose', 'plain'] },
  { address: A.weber, name: 'Jonas Weber', title: 'Teamleiter Service', pages: ['/karriere/servicetechniker-mw'], cases: ['deep-page', 'label-line', 'plain'] },
  { address: A.maier, name: 'Stefan Maier', title: 'Vertriebsleiter Deutschland', pages: ['/kontakt'], cases: ['table', 'plain'] },
  { address: A.schulz, name: 'Petra Schulz', title: 'Leiterin Ersatzteilservice', pages: ['/kontakt'], cases: ['table', 'plain'] },
  { address: A.demir, name: 'Ayşe Demir', title: 'Einkäuferin', pages: ['/kontakt'], cases: ['table', 'plain'] },
  { address: A.brandt, name: 'Julia Brandt', title: 'Leiterin Unternehmenskommunikation', pages: ['/impressum'], cases: ['label-line', 'honorific', 'plain'] },
  { address: A.datenschutz, name: null, title: null, pages: ['/datenschutz'], cases: ['role', 'plain'] },
  { address: A.ersatzteile, name: null, title: null, pages: ['/service/ersatzteile'], cases: ['sitemap-index', 'role', 'plain'] },
  { address: A.koehler, name: 'Jan Köhler', title: 'Disposition Ersatzteile', pages: ['/service/ersatzteile'], cases: ['sitemap-index', 'name-title-line', 'plain'] },
  { address: A.berger, name: 'Thomas Berger', title: 'Area Sales Manager International', pages: ['/en/contact'], cases: ['deep-page', 'hreflang', 'name-title-line', 'plain'] },
  { address: A.sales, name: null, title: null, pages: ['/en/contact'], cases: ['deep-page', 'hreflang', 'role', 'plain'] },
];

export function kesslerMaschinenbau(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /intern/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages: pages(),
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'tuning',
      languages: ['de', 'en'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/karriere', text: SCHEME },
      disallowed: ['/intern/telefonliste'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        ...INTERNAL.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: PARTNER, kind: 'other-company' },
        { text: EXTERNAL_DPO, kind: 'other-company' },
        { text: 'max.mustermann@firma.de', kind: 'placeholder' },
        { text: 'kessler-logo@2x.png', kind: 'retina' },
        { text: 'montagelinie@2x.jpg', kind: 'retina' },
      ],
    },
  };
}
