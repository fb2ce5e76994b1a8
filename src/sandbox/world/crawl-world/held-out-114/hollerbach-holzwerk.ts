/**
 * Hollerbach Holzwerk: a joinery (Schreinerei, Innenausbau) in Kenzingen in the Breisgau, on
 * TYPO3 12 with the Bootstrap Package, in German with one English page that the German pages
 * name only through hreflang alternates. TYPO3's spam protection encrypts every mailto link into
 * data-mailto-token and shows the address as "name(at)domain.test". The workshop leads in a
 * definition list, the office in a contact table, the apprenticeship contact as "Title: Name" on
 * a page two links deep, the managing director with "Dipl.-Ing. (FH)" in the imprint's MStV
 * label line, the CNC programmer in a news article listed only in the news sitemap that
 * robots.txt names; the stated scheme "vorname.nachname@", an old workshop address in a comment,
 * the staff area disallowed, the form's placeholder, the data-protection officer's firm and a
 * retina logo are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'hollerbach-holzwerk.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's mailto encryption (spamProtectEmailAddresses = 2): every character in three ranges moved by the offset. */
function typo3Token(text: string, offset = 2): string {
  const shift = (n: number, start: number, end: number): number => {
    const m = n + offset;
    return m > end ? start + (m - end - 1) : m;
  };
  return [...text]
    .map((c) => {
      const n = c.charCodeAt(0);
      if (n >= 0x2b && n <= 0x3a) return String.fromCharCode(shift(n, 0x2b, 0x3a));
      if (n >= 0x40 && n <= 0x5a) return String.fromCharCode(shift(n, 0x40, 0x5a));
      if (n >= 0x61 && n <= 0x7a) return String.fromCharCode(shift(n, 0x61, 0x7a));
      return c;
    })
    .join('');
}

/** A mailto link as TYPO3 writes it with spam protection on: encrypted token, "(at)" in the text. */
const mail = (local: string): string => `<a href="#" data-mailto-token="${esc(typo3Token(`mailto:${local}@${HOST}`))}" data-mailto-vector="2">${esc(local)}(at)${HOST}</a>`;

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/leistungen', 'Leistungen'],
  ['/ueber-uns', 'Über uns'],
  ['/team', 'Team'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];

let uid = 100;
const frame = (type: string, header: string, body: string, level = 2): string =>
  `<div id="c${uid++}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-container"><div class="frame-inner">` +
  (header ? `<header class="frame-header"><h${level} class="element-header"><span>${esc(header)}</span></h${level}></header>` : '') +
  `${body}</div></div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Hollerbach Holzwerk',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/bootstrappackage/css/theme-5f2c1e9a7b.css?1709812340" media="all">`,
    `<link rel="stylesheet" href="${ORIGIN}/typo3conf/ext/bootstrap_package/Resources/Public/Css/Dist/bootstrap-package.min.css?1709812340" media="all">`,
  ],
  header: (spec) =>
    `<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->\n` +
    `<div id="top"></div><div class="body-bg body-bg-top"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>` +
    `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
    `<a class="navbar-brand navbar-brand-image" title="Hollerbach Holzwerk" href="${ORIGIN}/"><img class="navbar-brand-logo-normal" src="${ORIGIN}/fileadmin/user_upload/hollerbach-logo.png" srcset="${ORIGIN}/fileadmin/user_upload/hollerbach-logo.png 1x, ${ORIGIN}/fileadmin/user_upload/hollerbach-logo@2x.png 2x" alt="Hollerbach Holzwerk Logo" height="52" width="200"></a>` +
    (spec.lang === 'en'
      ? ''
      : `<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU.map(([href, label]) => `<li class="nav-item${href === spec.path ? ' active' : ''}"><a href="${ORIGIN}${href}" class="nav-link" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('')}</ul></nav>`) +
    `</div></header>`,
  footer: (spec) =>
    `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    frame('text', '', `<p><strong>Hollerbach Holzwerk GmbH</strong><br>Talstraße 14<br>79341 Kenzingen</p><p>Tel. ${tel('07644 91 27 0')}<br>${mail('info')}</p>`) +
    `</div><div class="section-column footer-section-content-column footer-section-content-column-right">` +
    frame('text', '', `<p>Werkstatt &amp; Ausstellung: Mo–Fr 7:30–17:00 Uhr, Sa nach Vereinbarung</p>`) +
    `</div></div></div></section><section class="section footer-section footer-section-meta"><div class="frame frame-default frame-type-menu_pages frame-layout-0"><ul class="footer-menu">` +
    `<li><a href="${ORIGIN}/impressum" title="Impressum">Impressum</a></li><li><a href="${ORIGIN}/datenschutz" title="Datenschutz">Datenschutz</a></li><li><a href="${ORIGIN}/intern" title="Mitarbeiterbereich">Mitarbeiterbereich</a></li></ul></div>` +
    `<div class="copyright"><p>${spec.lang === 'en' ? '©' : '&copy;'} 2025 Hollerbach Holzwerk GmbH</p></div></section></footer></div>`,
  privacyPath: { de: `${ORIGIN}/datenschutz`, en: `${ORIGIN}/datenschutz` },
  bodyEnd: [
    `<script src="${ORIGIN}/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap/dist/js/bootstrap.min.js?1709812340"></script>`,
    `<script src="${ORIGIN}/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1709812340" async="async"></script>`,
  ],
};

const ALT_HOME = { de: '/', en: '/en', 'x-default': '/' };

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage =>
  renderPage(theme, { ...spec, lang: spec.lang ?? 'de', main: `<div id="page-content" class="bp-page-content main-section"><div class="section section-default">${spec.main}</div></div>` });

type Row = { name: string; shown: string; title: string; local: string; phone: string };

const WERKSTATT: Row[] = [
  { name: 'Markus Brandt', shown: 'Schreinermeister Markus Brandt', title: 'Werkstattleitung', local: 'markus.brandt', phone: '07644 91 27 21' },
  { name: 'Anja Kessler', shown: 'Anja Kessler', title: 'Arbeitsvorbereitung und CAD-Konstruktion', local: 'anja.kessler', phone: '07644 91 27 23' },
  { name: 'Stefan Wiedmann', shown: 'Stefan Wiedmann', title: 'Montageleitung', local: 'stefan.wiedmann', phone: '0171 482 9036' },
];

const BUERO: Row[] = [
  { name: 'Daniela Scherer', shown: 'Daniela Scherer', title: 'Kundenberatung und Angebote', local: 'daniela.scherer', phone: '07644 91 27 11' },
  { name: 'Florian Maier', shown: 'Florian Maier', title: 'Innenausbau und Objektgeschäft', local: 'florian.maier', phone: '07644 91 27 12' },
  { name: 'Petra Lenz', shown: 'Petra Lenz', title: 'Buchhaltung und Personal', local: 'petra.lenz', phone: '07644 91 27 15' },
];

const NEWS_PATH = '/aktuelles/neue-5-achs-cnc-in-betrieb';

export function hollerbachHolzwerk(): CrawlWorldSite {
  uid = 100;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Schreinerei und Innenausbau im Breisgau',
    alternates: ALT_HOME,
    description: 'Hollerbach Holzwerk, Kenzingen: Möbel nach Maß, Küchen, Innentüren und Ladenbau aus der eigenen Werkstatt.',
    main:
      frame('textmedia', 'Möbel nach Maß aus Kenzingen', `<div class="ce-textpic ce-left ce-above"><div class="ce-bodytext"><p>Seit 1962 bauen wir in unserer Werkstatt in Kenzingen Möbel, Küchen, Innentüren und komplette Ladeneinrichtungen – geplant, gefertigt und montiert aus einer Hand. Heute arbeiten bei uns 24 Schreinerinnen und Schreiner, Planer und Monteure.</p><p><a href="${ORIGIN}/leistungen">Unsere Leistungen</a> · <a href="${ORIGIN}/karriere">Jobs &amp; Ausbildung</a></p></div></div>`, 1) +
      `<!-- Werkstatt-Postfach bis 2022: werkstatt@${HOST} (nicht mehr abrufen) -->`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Bespoke joinery from the Black Forest foothills',
    lang: 'en',
    alternates: ALT_HOME,
    main: frame(
      'text',
      'Bespoke joinery and interior fit-out',
      `<div class="ce-bodytext"><p>Hollerbach Holzwerk is a family-run joinery in Kenzingen, between Freiburg and Strasbourg. We design, build and install fitted furniture, shop interiors and hotel rooms, in Germany, Alsace and Switzerland.</p>` +
        `<p>For projects outside Germany please contact Lukas Feldmann, Project Manager International, ${mail('lukas.feldmann')}, phone ${tel('+49 7644 91 27 14')}. He speaks English and French.</p></div>`,
    ),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: frame('bullets', 'Leistungen', `<ul class="ce-bullets"><li>Möbel und Einbauschränke nach Maß</li><li>Küchen aus Massivholz und Furnier</li><li>Innentüren, auch Brandschutz- und Schallschutztüren</li><li>Laden- und Praxiseinrichtungen</li><li>Hotelzimmer und Objekteinrichtung</li></ul>`, 1),
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    main: frame('text', 'Drei Generationen Holzhandwerk', `<div class="ce-bodytext"><p>Gegründet wurde die Schreinerei 1962 von Erwin Hollerbach in einer ehemaligen Scheune in der Kenzinger Altstadt. 1994 zog der Betrieb ins Gewerbegebiet Talstraße; seit 2011 führt seine Enkelin Sabine Hollerbach, Diplom-Ingenieurin (FH) für Holztechnik, das Unternehmen.</p><p>Unser Holz kommt zum größten Teil aus Sägewerken im Schwarzwald.</p></div>`, 1),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Team',
    main:
      frame('text', 'Unser Team', `<div class="ce-bodytext"><p>Ihre Ansprechpartner in Werkstatt und Montage:</p></div>`, 1) +
      frame(
        'text',
        'Werkstatt & Montage',
        `<div class="ce-bodytext"><dl class="contact-list">${WERKSTATT.map((r) => `<dt>${esc(r.title)}</dt><dd>${esc(r.shown)}<br>Tel. ${tel(r.phone)}<br>${mail(r.local)}</dd>`).join('')}</dl></div>`,
      ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      frame('text', 'Kontakt', `<div class="ce-bodytext"><p>Hollerbach Holzwerk GmbH · Talstraße 14 · 79341 Kenzingen<br>Telefon ${tel('07644 91 27 0')} · Fax 07644 91 27 99 · ${mail('info')}</p><p>Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie per E-Mail nach dem Schema vorname.nachname@${HOST}.</p></div>`, 1) +
      frame(
        'table',
        'Ihre Ansprechpartner im Büro',
        `<div class="table-responsive"><table class="ce-table table table-striped"><thead><tr><th scope="col">Bereich</th><th scope="col">Name</th><th scope="col">Telefon</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
          BUERO.map((r) => `<tr><td>${esc(r.title)}</td><td>${esc(r.shown)}</td><td>${tel(r.phone)}</td><td>${mail(r.local)}</td></tr>`).join('') +
          `</tbody></table></div>`,
      ) +
      frame(
        'form_formframework',
        'Anfrage senden',
        `<form method="post" id="kontaktformular-120" action="${ORIGIN}/kontakt?tx_form_formframework%5Baction%5D=perform" enctype="multipart/form-data"><div class="form-group"><label class="form-label" for="kontaktformular-120-text-1">Name</label><input class="form-control" id="kontaktformular-120-text-1" type="text" name="tx_form_formframework[kontaktformular-120][text-1]"></div><div class="form-group"><label class="form-label" for="kontaktformular-120-email-1">E-Mail-Adresse</label><input placeholder="max.mustermann@beispiel.de" class="form-control" id="kontaktformular-120-email-1" type="email" name="tx_form_formframework[kontaktformular-120][email-1]" required="required"></div><div class="form-group"><label class="form-label" for="kontaktformular-120-textarea-1">Ihre Nachricht</label><textarea class="form-control" id="kontaktformular-120-textarea-1" name="tx_form_formframework[kontaktformular-120][textarea-1]"></textarea></div><button class="btn btn-primary" type="submit">Absenden</button></form>`,
      ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: frame(
      'text',
      'Arbeiten bei Hollerbach',
      `<div class="ce-bodytext"><p>Wir suchen laufend Verstärkung für Werkstatt und Montage.</p><ul><li><a href="${ORIGIN}/karriere/ausbildung-schreiner">Ausbildung zum Schreiner (m/w/d) ab September 2025</a></li><li>Monteur (m/w/d) für Innenausbau – Bewerbungen bitte an Petra Lenz (Personal)</li></ul></div>`,
      1,
    ),
  });

  pages['/karriere/ausbildung-schreiner'] = page({
    path: '/karriere/ausbildung-schreiner',
    title: 'Ausbildung zum Schreiner (m/w/d)',
    main: frame(
      'text',
      'Ausbildung zum Schreiner (m/w/d) ab 1. September 2025',
      `<div class="ce-bodytext"><p>Drei Jahre, eigene Lehrwerkstatt, Berufsschule in Freiburg (Richard-Fehrenbach-Gewerbeschule). Du lernst Massivholzbau, CNC-Fertigung und Montage beim Kunden.</p><p>Voraussetzung: guter Hauptschul- oder Realschulabschluss, Freude am Arbeiten mit Holz. Ein Schnupperpraktikum ist jederzeit möglich.</p><p><strong>Ausbildungsbeauftragter: Tobias Renner</strong>, Tel. ${tel('07644 91 27 25')}, ${mail('tobias.renner')}</p></div>`,
      1,
    ),
  });

  pages[NEWS_PATH] = page({
    path: NEWS_PATH,
    title: 'Neue 5-Achs-CNC in Betrieb',
    main: `<div class="news news-single"><div class="article" itemscope itemtype="http://schema.org/Article"><div class="header"><h1 itemprop="headline">Neue 5-Achs-CNC in Betrieb</h1></div><div class="footer"><p><span class="news-list-date"><time itemprop="datePublished" datetime="2025-02-18">18.02.2025</time></span></p></div>` +
      `<div class="news-text-wrap" itemprop="articleBody"><p>Seit Februar fräst in unserer Halle ein neues 5-Achs-Bearbeitungszentrum. Damit fertigen wir geschwungene Fronten, Treppenwangen und Formteile aus Massivholz jetzt selbst, statt sie zuzukaufen.</p>` +
      `<p>„Die Programmierung dauert bei Einzelstücken oft länger als das Fräsen selbst“, sagt unser CNC-Programmierer Jörg Häfner. Wer ein Sonderteil plant, erreicht ihn direkt unter ${mail('joerg.haefner')}.</p></div></div></div>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: frame(
      'text',
      'Impressum',
      `<div class="ce-bodytext"><p>Angaben gemäß § 5 DDG</p><p>Hollerbach Holzwerk GmbH<br>Talstraße 14<br>79341 Kenzingen</p><p>Vertreten durch die Geschäftsführerin Dipl.-Ing. (FH) Sabine Hollerbach</p><p>Registergericht: Amtsgericht Freiburg i. Br., HRB 391274<br>USt-IdNr.: DE 142 887 305</p><p>Handwerkskammer Freiburg, Betriebsnummer 0716254</p>` +
        `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Sabine Hollerbach, Geschäftsführerin, Talstraße 14, 79341 Kenzingen, Telefon ${tel('07644 91 27 10')}, E-Mail: ${mail('sabine.hollerbach')}</p>` +
        `<p>Externer Datenschutzbeauftragter: DSB Breisgau GmbH, Freiburg, kontakt@dsb-breisgau.de</p></div>`,
      1,
    ),
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    main: frame('text', 'Datenschutzerklärung', `<div class="ce-bodytext"><p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die Hollerbach Holzwerk GmbH (siehe Impressum). Wir speichern Ihre Anfrage nur zur Bearbeitung und löschen sie nach Abschluss.</p></div>`, 1),
  });

  pages['/intern'] = page({
    path: '/intern',
    title: 'Mitarbeiterbereich',
    main: frame('felogin_login', 'Mitarbeiterbereich', `<p>Zeiterfassung, Montagepläne und Urlaubsanträge. Passwort vergessen? Bitte eine kurze Nachricht an edv@${HOST}</p>`, 1),
  });

  pages['/sitemaps/seiten.xml'] = xmlPage(urlset(HOST, ['/', '/en', '/leistungen', '/ueber-uns', '/team', '/kontakt', '/karriere', '/karriere/ausbildung-schreiner', '/impressum', '/datenschutz'], '2025-03-04'));
  pages['/sitemaps/news.xml'] = xmlPage(urlset(HOST, [NEWS_PATH], '2025-02-18'));

  const row = (r: Row, path: string, cases: CaseKind[]): TruthAddress => ({ address: `${r.local}@${HOST}`, name: r.name, title: r.title, pages: [path], cases });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /intern\nAllow: /typo3conf/ext/\n\nSitemap: ${ORIGIN}/sitemaps/seiten.xml\nSitemap: ${ORIGIN}/sitemaps/news.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-114',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        ...WERKSTATT.map((r) => row(r, '/team', ['definition-list', 'obfuscated', 'link-non-english'])),
        ...BUERO.map((r) => row(r, '/kontakt', ['table', 'obfuscated', 'link-non-english'])),
        { address: `tobias.renner@${HOST}`, name: 'Tobias Renner', title: 'Ausbildungsbeauftragter', pages: ['/karriere/ausbildung-schreiner'], cases: ['title-name-line', 'deep-page', 'obfuscated', 'link-non-english'] },
        { address: `joerg.haefner@${HOST}`, name: 'Jörg Häfner', title: 'CNC-Programmierer', pages: [NEWS_PATH], cases: ['prose', 'sitemap-robots', 'obfuscated'] },
        { address: `sabine.hollerbach@${HOST}`, name: 'Sabine Hollerbach', title: 'Geschäftsführerin', pages: ['/impressum'], cases: ['label-line', 'honorific', 'obfuscated'] },
        { address: `lukas.feldmann@${HOST}`, name: 'Lukas Feldmann', title: 'Project Manager International', pages: ['/en'], cases: ['name-title-line', 'hreflang', 'obfuscated'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `werkstatt@${HOST}`, kind: 'comment' },
        { text: `edv@${HOST}`, kind: 'disallowed' },
        { text: 'max.mustermann@beispiel.de', kind: 'placeholder' },
        { text: 'kontakt@dsb-breisgau.de', kind: 'other-company' },
        { text: 'hollerbach-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
