/**
 * Schreinerei Brandstätter: a joinery and interior fitter in Traunstein (Upper Bavaria), on TYPO3
 * with the Bootstrap Package, in German. TYPO3's spam protection writes every address as
 * "name(at)domain" with an encrypted data-mailto-token. The contact persons as a content table
 * (name, function, phone, mail), the interior designer as a text-with-image element headed
 * "Dipl.-Ing. (FH)", the service and showroom staff as a definition list on the contact page (which
 * states the vorname.nachname scheme), the authorised officer as the press label line of the
 * imprint, and the HR officer in a job advert listed only in the gzip sitemap robots.txt names. The
 * external data protection officer, a showroom address left in an HTML comment and the staff area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'schreinerei-brandstaetter.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's encryptEmail (spamProtectEmailAddresses = 1): each character shifted by one within its range. */
function typo3Token(text: string, offset = 1): string {
  const ranges: [number, number][] = [
    [0x2b, 0x3a],
    [0x40, 0x5a],
    [0x61, 0x7a],
  ];
  return [...text]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      for (const [start, end] of ranges) {
        if (code >= start && code <= end) {
          let n = code + offset;
          if (n > end) n = start + (n - end - 1);
          return String.fromCharCode(n);
        }
      }
      return ch;
    })
    .join('');
}

/** A mailto link as TYPO3 renders it with spam protection on: token, and "(at)" in the text. */
const t3mail = (local: string): string => `<a href="#" data-mailto-token="${typo3Token(`mailto:${local}@${HOST}`)}" data-mailto-vector="1">${local}(at)${HOST}</a>`;

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/leistungen', 'Leistungen'],
  ['/referenzen', 'Referenzen'],
  ['/ueber-uns', 'Über uns'],
  ['/ueber-uns/team', 'Ansprechpartner'],
  ['/kontakt', 'Kontakt'],
];

let ceSeq = 0;
/** A TYPO3 content element frame (fluid_styled_content / Bootstrap Package). */
const frame = (type: string, header: string | null, html: string, level = 2): string =>
  `<div id="c${(412 + ceSeq++ * 3).toString()}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-container"><div class="frame-inner">` +
  (header ? `<header class="frame-header"><h${level} class="element-header"><span>${esc(header)}</span></h${level}></header>` : '') +
  `${html}</div></div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Schreinerei Brandstätter',
  head: [
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/bootstrappackage/css/theme-5f2c1e8a9b.css?1741785301" media="all">`,
    `<link rel="stylesheet" href="${ORIGIN}/typo3conf/ext/brandstaetter_sitepackage/Resources/Public/Css/site.min.css?1739112044" media="all">`,
  ],
  header: (spec) =>
    `<div id="top"></div><div class="body-bg body-bg-top"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>` +
    `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
    `<a class="navbar-brand navbar-brand-image" title="Schreinerei Brandstätter" href="${ORIGIN}/"><img class="navbar-brand-logo-normal" src="${ORIGIN}/fileadmin/brandstaetter/logo-schreinerei-brandstaetter.svg" alt="Schreinerei Brandstätter logo" height="52" width="210"></a>` +
    `<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU.map(
      ([href, label]) =>
        `<li class="nav-item${href === spec.path ? ' active' : ''}"><a href="${ORIGIN}${href}" class="nav-link"${href === spec.path ? ' aria-current="page"' : ''} title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`,
    ).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    frame(
      'text',
      null,
      `<p><strong>Schreinerei Brandstätter GmbH</strong><br>Wasserburger Straße 41<br>83278 Traunstein</p><p>Telefon ${tel('0861 209 47-0')}<br>E-Mail ${t3mail('info')}</p>`,
    ) +
    `</div><div class="section-column footer-section-content-column footer-section-content-column-right">` +
    frame('text', null, `<p>Werkstatt &amp; Ausstellung: Mo–Do 7:30–17:00 Uhr, Fr 7:30–13:00 Uhr, Sa nach Vereinbarung</p>`) +
    `</div></div></div></section><section class="section footer-section footer-section-meta"><div class="frame frame-small"><div class="frame-container"><div class="frame-inner"><div class="footer-meta"><nav aria-label="Rechtliches"><ul class="footer-meta-navigation"><li><a href="${ORIGIN}/impressum" title="Impressum">Impressum</a></li><li><a href="${ORIGIN}/datenschutz" title="Datenschutz">Datenschutz</a></li><li><a href="${ORIGIN}/intern" title="Mitarbeiterbereich">Mitarbeiterbereich</a></li></ul></nav></div><div class="footer-copyright"><p>© 2025 Schreinerei Brandstätter GmbH</p></div></div></div></div></section></footer></div>`,
  privacyPath: { de: `${ORIGIN}/datenschutz` },
  bodyEnd: [
    `<script src="${ORIGIN}/typo3temp/assets/compressed/merged-7a1c03d94e2b1f6d8c9a0e5b4f3d2c1a-min.js?1741785301"></script>`,
    `<script async="async" src="${ORIGIN}/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1739112044"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-DE' });
const breadcrumb = (trail: [string, string][]): string =>
  `<div class="breadcrumb-section"><div class="container"><nav aria-label="Brotkrümelnavigation"><ol class="breadcrumb">${trail.map(([href, label]) => `<li class="breadcrumb-item"><a class="breadcrumb-link" href="${ORIGIN}${href}" title="${esc(label)}"><span class="breadcrumb-text">${esc(label)}</span></a></li>`).join('')}</ol></nav></div></div>`;
const content = (html: string): string => `<div id="page-content" class="bp-page-content main-section"><div class="section section-default"><div class="container">${html}</div></div></div>`;

type Contact = { name: string; fn: string; phone: string; local: string };
const CONTACTS: Contact[] = [
  { name: 'Thomas Brandstätter', fn: 'Geschäftsführer / Schreinermeister', phone: '0861 209 47-11', local: 'thomas.brandstaetter' },
  { name: 'Andreas Huber', fn: 'Werkstattleiter', phone: '0861 209 47-21', local: 'andreas.huber' },
  { name: 'Stefan Gruber', fn: 'Leitung Montage', phone: '0861 209 47-22', local: 'stefan.gruber' },
  { name: 'Sabine Leitner', fn: 'Auftragsabwicklung & Büro', phone: '0861 209 47-12', local: 'sabine.leitner' },
  { name: 'Monika Aigner', fn: 'Buchhaltung', phone: '0861 209 47-13', local: 'monika.aigner' },
];

const JOB = '/stellenanzeige-schreiner-m-w-d';

export function schreinereiBrandstaetter(): CrawlWorldSite {
  ceSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Möbel und Innenausbau nach Maß',
    description: 'Schreinerei Brandstätter in Traunstein: Küchen, Einbaumöbel, Innentüren und Ladenbau nach Maß seit 1962.',
    main: content(
      frame(
        'textmedia',
        'Möbel und Innenausbau nach Maß – seit 1962',
        `<div class="textmedia-item textmedia-text"><p>Wir sind eine Schreinerei in dritter Generation mit 24 Mitarbeiterinnen und Mitarbeitern. In unserer Werkstatt in Traunstein fertigen wir Küchen, Einbauschränke, Innentüren und komplette Ladeneinrichtungen – geplant, gebaut und montiert aus einer Hand.</p>` +
          `<p><a href="${ORIGIN}/leistungen">Unsere Leistungen</a> · <a href="${ORIGIN}/ueber-uns/team">Ihre Ansprechpartner</a> · <a href="${ORIGIN}/kontakt">Beratungstermin vereinbaren</a></p></div>`,
        1,
      ),
    ),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main:
      breadcrumb([['/', 'Startseite'], ['/leistungen', 'Leistungen']]) +
      content(
        frame('bullets', 'Leistungen', `<ul class="list-normal"><li>Küchen und Einbaumöbel nach Maß</li><li>Innentüren, Haustüren und Treppen</li><li>Laden- und Praxiseinrichtungen</li><li>Reparaturen und Kundendienst</li></ul>`, 1) +
          frame('text', null, `<p>Wir verarbeiten überwiegend heimische Hölzer aus dem Chiemgau – Eiche, Esche, Fichte und Zirbe – und arbeiten mit geölten Oberflächen.</p>`),
      ),
  });

  pages['/referenzen'] = page({
    path: '/referenzen',
    title: 'Referenzen',
    main: content(frame('text', 'Referenzen', `<p>Zirbenstube im Gasthof Alpenblick, Ruhpolding · Praxiseinrichtung Zahnarztpraxis am Stadtplatz, Traunstein · Wohnküche in Eiche, Bergen</p>`, 1)),
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    main: content(
      frame(
        'text',
        'Über uns',
        `<p>1962 gründete Josef Brandstätter die Schreinerei in einer ehemaligen Scheune an der Wasserburger Straße. Heute führt sein Enkel Thomas Brandstätter den Betrieb gemeinsam mit seiner Schwester Johanna.</p><p>Wir bilden jedes Jahr zwei Schreinerinnen und Schreiner aus. <a href="${ORIGIN}/ueber-uns/team">Zu Ihren Ansprechpartnern</a></p>`,
        1,
      ),
    ),
  });

  pages['/ueber-uns/team'] = page({
    path: '/ueber-uns/team',
    title: 'Ihre Ansprechpartner',
    main:
      breadcrumb([['/', 'Startseite'], ['/ueber-uns', 'Über uns'], ['/ueber-uns/team', 'Ansprechpartner']]) +
      content(
        frame(
          'table',
          'Ihre Ansprechpartner',
          `<div class="table-responsive"><table class="table table-striped contenttable contenttable-0"><thead><tr><th scope="col">Name</th><th scope="col">Funktion</th><th scope="col">Telefon</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
            CONTACTS.map((c) => `<tr><td>${esc(c.name)}</td><td>${esc(c.fn)}</td><td>${tel(c.phone)}</td><td>${t3mail(c.local)}</td></tr>`).join('') +
            `</tbody></table></div>`,
          1,
        ) +
          '<!-- Ausstellung Rosenheim: Kontakt ausstellung@schreinerei-brandstaetter.test erst nach Eröffnung im Herbst freischalten -->' +
          frame(
            'textpic',
            'Planung & Innenarchitektur',
            `<div class="ce-textpic ce-left ce-intext"><div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><div class="ce-row"><div class="ce-column"><figure class="image"><img class="image-embed-item" src="${ORIGIN}/fileadmin/_processed_/4/e/csm_weidinger_katrin_3f1e2d9c0b.jpg" width="240" height="300" loading="lazy" alt="Katrin Weidinger"></figure></div></div></div>` +
              `<div class="ce-bodytext"><h3>Dipl.-Ing. (FH) Katrin Weidinger</h3><p><strong>Innenarchitektin</strong></p><p>Katrin Weidinger plant mit Ihnen Küchen, Ladenflächen und Praxen – vom ersten Aufmaß bis zur 3D-Visualisierung.</p><p>Telefon ${tel('0861 209 47-31')}<br>${t3mail('katrin.weidinger')}</p></div></div>`,
          ),
      ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: content(
      frame(
        'text',
        'Kontakt',
        `<p>Schreinerei Brandstätter GmbH<br>Wasserburger Straße 41, 83278 Traunstein</p><p>Telefon ${tel('0861 209 47-0')} · Telefax 0861 209 47-99<br>Allgemeine Anfragen: ${t3mail('info')}</p>` +
          `<p>Ihre Ansprechpartner erreichen Sie direkt per E-Mail nach dem Schema vorname.nachname@schreinerei-brandstaetter.test (Umlaute bitte als ae, oe, ue schreiben).</p>`,
        1,
      ) +
        frame(
          'text',
          'Service und Ausstellung',
          `<dl class="contact-list"><dt>Kundendienst &amp; Reparaturen</dt><dd>Florian Schmid (Servicetechniker)<br>Telefon ${tel('0861 209 47-41')}<br>${t3mail('florian.schmid')}</dd>` +
            `<dt>Ausstellung &amp; Beratung</dt><dd>Lisa Maier (Ausstellungsberaterin)<br>Telefon ${tel('0861 209 47-32')}<br>${t3mail('lisa.maier')}</dd></dl>`,
        ) +
        `<div class="frame frame-default frame-type-form_formframework"><form action="${ORIGIN}/kontakt?tx_form_formframework%5Baction%5D=perform" method="post" id="kontaktformular-412"><label for="kontaktformular-412-name">Name</label><input id="kontaktformular-412-name" class="form-control" type="text" name="tx_form_formframework[name]" required><label for="kontaktformular-412-email">E-Mail-Adresse</label><input id="kontaktformular-412-email" class="form-control" type="email" name="tx_form_formframework[email]" required><label for="kontaktformular-412-text">Ihre Nachricht</label><textarea id="kontaktformular-412-text" class="xxlarge form-control" name="tx_form_formframework[text]"></textarea><button class="btn btn-primary" type="submit">Absenden</button></form></div>`,
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: content(
      frame(
        'text',
        'Impressum',
        `<p>Angaben gemäß § 5 DDG</p><p>Schreinerei Brandstätter GmbH<br>Wasserburger Straße 41<br>83278 Traunstein</p>` +
          `<p>Vertreten durch den Geschäftsführer Thomas Brandstätter<br>Registergericht: Amtsgericht Traunstein, HRB 18427<br>USt-IdNr.: DE 131 847 205<br>Mitglied der Handwerkskammer für München und Oberbayern</p>` +
          `<p>Ansprechpartnerin für Presse und Kooperationen: Johanna Brandstätter, Prokuristin, Wasserburger Straße 41, 83278 Traunstein, Tel. ${tel('0861 209 47-15')}, E-Mail: ${t3mail('johanna.brandstaetter')}</p>` +
          `<h2>Datenschutzbeauftragter</h2><p>Dr. Markus Feldner, DSB Südbayern GmbH, Rosenheimer Straße 120, 81669 München, kontakt@dsb-suedbayern.test</p>` +
          `<h2>Webdesign und Umsetzung</h2><p>Chiemgau Digital, Prien am Chiemsee</p>`,
        1,
      ),
    ),
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    main: content(frame('text', 'Datenschutzerklärung', `<p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die Schreinerei Brandstätter GmbH (Anschrift siehe Impressum).</p>`, 1)),
  });

  pages['/intern'] = page({
    path: '/intern',
    title: 'Mitarbeiterbereich',
    main: content(frame('text', 'Mitarbeiterbereich', `<p>Schichtpläne, Urlaubsanträge und Zeiterfassung. Probleme mit dem Zugang? Bitte eine kurze Nachricht an edv@${HOST} oder Durchwahl -50.</p>`, 1)),
  });

  pages[JOB] = page({
    path: JOB,
    title: 'Schreiner (m/w/d) in Vollzeit',
    main: content(
      frame(
        'text',
        'Wir suchen: Schreiner (m/w/d) in Vollzeit',
        `<p>Zur Verstärkung unseres Werkstatt- und Montageteams suchen wir ab sofort eine Schreinerin oder einen Schreiner mit abgeschlossener Ausbildung. Sie arbeiten an modernen CNC-Maschinen und mit Massivholz, montieren bei unseren Kunden im Chiemgau und bekommen Zeit für Weiterbildung.</p>` +
          `<ul><li>Unbefristete Festanstellung, 38,5-Stunden-Woche</li><li>Übertarifliche Bezahlung und betriebliche Altersvorsorge</li><li>Firmenfahrrad und Werkstattnutzung für eigene Projekte</li></ul>` +
          `<p>Ihre Ansprechpartnerin:<br>Verena Stadler, Personalreferentin<br>Telefon ${tel('0861 209 47-14')}<br>${t3mail('verena.stadler')}</p>`,
        1,
      ),
    ),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/leistungen', '/referenzen', '/ueber-uns', '/ueber-uns/team', '/kontakt', '/impressum', '/datenschutz', JOB], '2025-03-12'));

  const ln: CaseKind[] = ['obfuscated', 'link-non-english'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nDisallow: /typo3temp/\nAllow: /typo3temp/assets/\nAllow: /typo3/sysext/frontend/Resources/Public/\nDisallow: /intern\nDisallow: /*?tx_form_formframework\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-118',
      languages: ['de'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        ...CONTACTS.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.fn, pages: ['/ueber-uns/team'], cases: ['table', ...ln] as CaseKind[] })),
        { address: `katrin.weidinger@${HOST}`, name: 'Katrin Weidinger', title: 'Innenarchitektin', pages: ['/ueber-uns/team'], cases: ['card', 'honorific', ...ln] },
        { address: `florian.schmid@${HOST}`, name: 'Florian Schmid', title: 'Servicetechniker', pages: ['/kontakt'], cases: ['definition-list', ...ln] },
        { address: `lisa.maier@${HOST}`, name: 'Lisa Maier', title: 'Ausstellungsberaterin', pages: ['/kontakt'], cases: ['definition-list', ...ln] },
        { address: `johanna.brandstaetter@${HOST}`, name: 'Johanna Brandstätter', title: 'Prokuristin', pages: ['/impressum'], cases: ['label-line', ...ln] },
        { address: `verena.stadler@${HOST}`, name: 'Verena Stadler', title: 'Personalreferentin', pages: [JOB], cases: ['name-title-line', 'sitemap-gzip', 'obfuscated'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `ausstellung@${HOST}`, kind: 'comment' },
        { text: `edv@${HOST}`, kind: 'disallowed' },
        { text: 'kontakt@dsb-suedbayern.test', kind: 'other-company' },
      ],
    },
  };
}
