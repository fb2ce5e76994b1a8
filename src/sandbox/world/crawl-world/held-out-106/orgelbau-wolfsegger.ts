/**
 * Orgelbau Wolfsegger: a family organ-building workshop in Schwaz, Tyrol, on TYPO3 13 with the
 * Bootstrap Package. The German pages show the team as textmedia elements (headings with a bio
 * paragraph, the master builder's address behind TYPO3's mailto encryption written
 * "name(at)domain(dot)test", a Prokurist with "Ing." and "MSc"), accounts as "Title: Name" on the
 * contact page beside the stated address scheme, the tuning service as a definition list and the
 * office manager as the data-protection label line in the Impressum. The English home is reached
 * only through hreflang (the language switch is a script button), its export manager in prose and
 * the head voicer one link further under "Who builds your organ". The founder, retired, is only a
 * Person in the home's JSON-LD. Traps: the scheme, a retina logo, an old address in a comment
 * and the customer portal (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'orgelbau-wolfsegger.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's mailto encryption (config.spamProtectEmailAddresses = 2): each char shifted within its range. */
function typo3Token(text: string, offset: number): string {
  const ranges: [number, number][] = [
    [0x2b, 0x3a],
    [0x40, 0x5a],
    [0x61, 0x7a],
  ];
  return [...text]
    .map((ch) => {
      const n = ch.charCodeAt(0);
      const r = ranges.find(([a, b]) => n >= a && n <= b);
      if (!r) return ch;
      let m = n + offset;
      if (m > r[1]) m = r[0] + (m - r[1] - 1);
      return String.fromCharCode(m);
    })
    .join('');
}

/** A TYPO3 v12+ encrypted mailto link, its text "local(at)domain(dot)tld". */
function protectedMail(address: string): string {
  const at = address.replace('@', '(at)');
  const dot = at.lastIndexOf('.');
  const label = `${at.slice(0, dot)}(dot)${at.slice(dot + 1)}`;
  return `<a href="#" data-mailto-token="${esc(typo3Token(`mailto:${address}`, 2))}" data-mailto-vector="2">${esc(label)}</a>`;
}

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/werkstatt', 'Werkstatt'],
  ['/opus', 'Werkverzeichnis'],
  ['/team', 'Unser Team'],
  ['/service', 'Stimmung & Wartung'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/workshop-people', 'Who builds your organ'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Orgelbau Wolfsegger',
  head: [
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-8f2c41a9e0.css?1731402211" media="all">`,
    `<link rel="stylesheet" href="/typo3conf/ext/ow_sitepackage/Resources/Public/Css/custom.css?1731402211" media="all">`,
    `<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/modernizr/modernizr.min.js?1729000000" async="async"></script>`,
  ],
  header: (spec) => {
    const en = spec.lang.startsWith('en');
    const items = en ? MENU_EN : MENU;
    return (
      `<div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>${en ? 'Skip to main content' : 'Zum Hauptinhalt springen'}</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
      `<a class="navbar-brand navbar-brand-image" title="Orgelbau Wolfsegger" href="${en ? '/en' : '/'}"><img class="navbar-brand-logo-normal" src="/fileadmin/ow/logo-orgelbau-wolfsegger.png" srcset="/fileadmin/ow/logo-orgelbau-wolfsegger.png 1x, /fileadmin/ow/logo-orgelbau-wolfsegger@2x.png 2x" alt="Orgelbau Wolfsegger logo" height="52" width="188"></a>` +
      `<nav aria-label="${en ? 'Main navigation' : 'Hauptnavigation'}" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">` +
      items.map(([href, label]) => `<li class="nav-item${href === spec.path ? ' active' : ''}"><a href="${href}" class="nav-link" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('') +
      `</ul></nav>` +
      // The language menu is a button a script turns into a redirect (no plain link).
      `<div class="language-menu"><button type="button" class="btn btn-sm language-toggle" data-target-lang="${en ? 'de' : 'en'}">${en ? 'Deutsch' : 'English'}</button></div>` +
      `</div></header>`
    );
  },
  footer: (spec) => {
    const en = spec.lang.startsWith('en');
    return (
      `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
      `<div id="c12" class="frame frame-default frame-type-text frame-layout-0"><div class="frame-container"><div class="frame-inner"><p><strong>Orgelbau Wolfsegger GmbH</strong><br>Innsbrucker Straße 42<br>6130 Schwaz, Tirol, Österreich</p><p>T ${tel('+43 5242 62418')}<br>${mailto(`office@${HOST}`)}</p></div></div></div>` +
      `</div><div class="section-column footer-section-content-column footer-section-content-column-right"><div id="c13" class="frame frame-default frame-type-menu_pages frame-layout-0"><ul>` +
      `<li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">${en ? 'Privacy (German)' : 'Datenschutz'}</a></li><li><a href="/kundenportal">${en ? 'Customer portal' : 'Kundenportal'}</a></li></ul></div></div></div></div></section>` +
      `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-textmedia"><p>Mitglied der Landesinnung Tirol der Kunsthandwerke · Berufszweig Orgelbau</p></div></div></section></footer></div>`
    );
  },
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  bodyEnd: [
    '<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap5/js/bootstrap.bundle.min.js?1729000000"></script>',
    '<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1729000000" async="async"></script>',
    `<script>document.querySelectorAll('.language-toggle').forEach(function(b){b.addEventListener('click',function(){window.location.href=b.getAttribute('data-target-lang')==='en'?'/en':'/';});});</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de-AT' });

let ceSeq = 100;
/** A TYPO3 content element (fluid_styled_content / Bootstrap Package frame). */
const ce = (type: string, html: string, header?: string, level = 2): string =>
  `<div id="c${ceSeq++}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-container"><div class="frame-inner">` +
  (header ? `<header class="frame-header"><h${level} class="element-header"><span>${esc(header)}</span></h${level}></header>` : '') +
  html +
  `</div></div></div>`;

const ALT = { 'de-AT': '/', en: '/en', 'x-default': '/' };

export function orgelbauWolfsegger(): CrawlWorldSite {
  ceSeq = 100;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Orgelbau seit 1968',
    alternates: ALT,
    description: 'Orgelbau Wolfsegger, Schwaz: Neubau, Restaurierung, Stimmung und Wartung von Kirchen- und Hausorgeln in Tirol und im Ausland.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        '@id': `${ORIGIN}/#organization`,
        name: 'Orgelbau Wolfsegger GmbH',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/fileadmin/ow/logo-orgelbau-wolfsegger.png`,
        telephone: '+43 5242 62418',
        address: { '@type': 'PostalAddress', streetAddress: 'Innsbrucker Straße 42', postalCode: '6130', addressLocality: 'Schwaz', addressRegion: 'Tirol', addressCountry: 'AT' },
        foundingDate: '1968',
        founder: { '@type': 'Person', name: 'Josef Wolfsegger', jobTitle: 'Orgelbaumeister i. R., Firmengründer', email: `josef.wolfsegger@${HOST}` },
      },
    ],
    main:
      ce('textmedia', `<div class="textmedia-item textmedia-text"><p>Seit 1968 bauen, restaurieren und pflegen wir Orgeln – von der kleinen Truhenorgel bis zum dreimanualigen Instrument mit 42 Registern. Zwölf Menschen arbeiten in unserer Werkstatt am Fuß des Kellerjochs.</p><p><a href="/werkstatt">Die Werkstatt</a> · <a href="/opus">Unsere Orgeln</a> · <a href="/team">Das Team</a></p></div>`, 'Orgelbau seit 1968', 1) +
      ce('textmedia', `<p>Im Jahr 2024 haben wir die Orgel der Pfarrkirche Mariä Himmelfahrt in Schwaz generalsaniert. Nächstes Projekt: ein Neubau für die Stadtkirche in Kristiansand (Norwegen).</p>`, 'Aktuell'),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Organ building since 1968',
    lang: 'en',
    alternates: ALT,
    main:
      ce('textmedia', `<p>A family workshop in Schwaz, Tyrol, building new mechanical-action organs and restoring historic instruments across the Alps and beyond.</p>`, 'Organ building since 1968', 1) +
      ce(
        'text',
        `<p>Most of our new instruments now leave Austria. Katharina Pfurtscheller, who joined the workshop in 2016 after eight years with a Dutch organ builder and now looks after our export projects as Sales &amp; Project Manager for Northern Europe and the UK, will gladly arrange a visit to an instrument near you: ${mailto(`katharina.pfurtscheller@${HOST}`)}.</p>` +
          `<p><a href="/en/workshop-people">Who builds your organ</a></p>`,
        'Projects abroad',
      ),
  });

  pages['/en/workshop-people'] = page({
    path: '/en/workshop-people',
    title: 'Who builds your organ',
    lang: 'en',
    main:
      ce('text', `<p>Twelve people, four generations of know-how: joiners, pipe makers, voicers and a draughtsman.</p>`, 'Who builds your organ', 1) +
      ce(
        'card_group',
        `<div class="card-group-element card-group-element-align-left card-group-element-columns-3"><div class="card-group-element-item"><div class="card"><div class="card-img-top"><img src="/fileadmin/_processed_/a/3/csm_ausserlechner_7c31b0a2e4.jpg" alt="Matthias Außerlechner" width="400" height="300" loading="lazy"></div><div class="card-body"><h3 class="card-title">Matthias Außerlechner</h3><p class="card-subtitle">Head Voicer</p><div class="card-text"><p>Voices every flue and reed pipe in the building, on site as well as in the workshop.</p><p>${mailto(`matthias.ausserlechner@${HOST}`)}</p></div></div></div></div></div>`,
      ),
  });

  pages['/werkstatt'] = page({
    path: '/werkstatt',
    title: 'Werkstatt',
    main: ce('textmedia', `<p>In der 1200 m² großen Werkstatt entstehen Gehäuse, Windladen, Trakturen und die Holzpfeifen. Die Metallpfeifen gießen wir seit 2009 selbst aus Zinn-Blei-Legierungen.</p><p>Lehrlinge bilden wir laufend aus; derzeit ist Lukas Oberhofer im dritten Lehrjahr.</p>`, 'Die Werkstatt', 1),
  });

  pages['/opus'] = page({
    path: '/opus',
    title: 'Werkverzeichnis',
    main: ce(
      'table',
      `<table class="ce-table table table-striped"><thead><tr><th>Opus</th><th>Jahr</th><th>Ort</th><th>Manuale/Register</th></tr></thead><tbody><tr><td>112</td><td>2024</td><td>Schwaz, Pfarrkirche (Generalsanierung)</td><td>III/38</td></tr><tr><td>111</td><td>2022</td><td>Bozen, Franziskanerkirche</td><td>II/24</td></tr><tr><td>110</td><td>2021</td><td>Hall in Tirol, Stiftskirche (Chororgel)</td><td>I/8</td></tr></tbody></table>`,
      'Werkverzeichnis (Auswahl)',
      1,
    ),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Unser Team',
    main:
      ce('text', `<p>Hinter jedem Instrument steht ein Team aus Tischlern, Pfeifenmachern, Intonateuren und Technikern.</p>`, 'Unser Team', 1) +
      ce(
        'textmedia',
        `<div class="textmedia-item textmedia-text"><p class="lead">Orgelbaumeister, Geschäftsführer</p><p>Florian Wolfsegger hat den Betrieb 2011 von seinem Vater übernommen. Er plant die Dispositionen, verhandelt mit Pfarren und Diözesen und steht noch jede Woche selbst an der Hobelbank.</p><p>E-Mail: ${protectedMail(`florian.wolfsegger@${HOST}`)}</p></div>`,
        'Florian Wolfsegger',
        3,
      ) +
      ce(
        'textmedia',
        `<div class="textmedia-item textmedia-text"><p class="lead">Prokurist – Konstruktion &amp; technische Planung</p><p>Zeichnet seit 2014 sämtliche Gehäuse und Windladen im CAD und betreut die Statik bei Emporeneinbauten.</p><p>${tel('+43 5242 62418-20')} · ${mailto(`martin.thaler@${HOST}`)}</p></div>`,
        'Ing. Martin Thaler, MSc',
        3,
      ) +
      ce(
        'textmedia',
        `<div class="textmedia-item textmedia-text"><p class="lead">Intonateurin (Labial- und Zungenpfeifen)</p><p>Theresia kam 2019 als Gesellin zu uns und hat 2023 die Meisterprüfung abgelegt.</p><p>${mailto(`theresia.knapp-gstrein@${HOST}`)}</p></div>`,
        'Theresia Knapp-Gstrein',
        3,
      ),
  });

  pages['/service'] = page({
    path: '/service',
    title: 'Stimmung & Wartung',
    main:
      ce('text', `<p>Wir betreuen rund 180 Orgeln mit Wartungsvertrag. Stimmtermine vereinbaren Sie bitte direkt mit dem zuständigen Techniker.</p>`, 'Stimmung & Wartung', 1) +
      ce(
        'text',
        `<dl class="ow-service-contacts"><dt>Tirol &amp; Vorarlberg</dt><dd>Georg Lechner<br>Servicetechniker für Stimmung und Wartung, Region Tirol &amp; Vorarlberg<br>${tel('+43 664 3120 775')}<br>${mailto(`georg.lechner@${HOST}`)}</dd><dt>Südtirol &amp; Trentino</dt><dd>Termine über das Büro: ${mailto(`office@${HOST}`)}</dd></dl>`,
        'Ansprechpartner',
      ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      ce('text', `<p>Orgelbau Wolfsegger GmbH<br>Innsbrucker Straße 42, 6130 Schwaz<br>Bürozeiten: Mo–Do 7:30–12:00 und 13:00–16:30, Fr 7:30–12:00</p><p>Allgemeine Anfragen: ${mailto(`office@${HOST}`)}</p>`, 'Kontakt', 1) +
      ce('text', `<p>Buchhaltung &amp; Lohnverrechnung: Mag. Verena Hollaus, ${mailto(`verena.hollaus@${HOST}`)}</p><p>Sie erreichen alle Mitarbeiterinnen und Mitarbeiter nach dem Schema vorname.nachname@${HOST}.</p>`),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(
      'text',
      `<p>Offenlegung gemäß § 25 Mediengesetz und Informationspflicht laut § 5 E-Commerce-Gesetz</p>` +
        `<p>Orgelbau Wolfsegger GmbH · Firmenbuchnummer FN 214877 s · Landesgericht Innsbruck · UID ATU 48219930<br>Kammer: Wirtschaftskammer Tirol, Landesinnung Kunsthandwerke</p>` +
        `<p>Ansprechperson für Datenschutzanfragen: Sandra Wolfsegger-Klotz, Büroleitung, Innsbrucker Straße 42, 6130 Schwaz, Tel. ${tel('+43 5242 62418-11')}, ${mailto(`sandra.wolfsegger-klotz@${HOST}`)}</p>` +
        `<!-- TODO Relaunch: alte Sammeladresse werkstatt@${HOST} aus dem Impressum genommen (2023) -->` +
        `<p>Webdesign &amp; Umsetzung: Bergwerk Digitalagentur, Innsbruck</p>`,
      'Impressum',
      1,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce('text', `<p>Wir verarbeiten personenbezogene Daten ausschließlich auf Grundlage der DSGVO und des DSG.</p>`, 'Datenschutzerklärung', 1) });

  pages['/kundenportal'] = page({
    path: '/kundenportal',
    title: 'Kundenportal',
    main: ce('text', `<p>Wartungsprotokolle und Angebote für Pfarren. Bei Zugangsproblemen: ${mailto(`portal@${HOST}`)}</p>`, 'Kundenportal', 1),
  });

  const named = (address: string, name: string, title: string, pagesOf: string[], cases: CaseKind[]) => ({ address: `${address}@${HOST}`, name, title, pages: pagesOf, cases });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /typo3temp/\nDisallow: /kundenportal\nAllow: /typo3temp/assets/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/werkstatt', '/opus', '/team', '/service', '/kontakt', '/impressum', '/datenschutz', '/en'], '2025-01-22'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-106',
      languages: ['de', 'en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/service'], cases: ['role', 'plain'] },
        named('florian.wolfsegger', 'Florian Wolfsegger', 'Orgelbaumeister, Geschäftsführer', ['/team'], ['card', 'obfuscated', 'link-non-english']),
        named('martin.thaler', 'Martin Thaler', 'Prokurist – Konstruktion & technische Planung', ['/team'], ['card', 'honorific', 'post-nominal', 'plain', 'link-non-english']),
        named('theresia.knapp-gstrein', 'Theresia Knapp-Gstrein', 'Intonateurin (Labial- und Zungenpfeifen)', ['/team'], ['card', 'plain', 'link-non-english']),
        named('georg.lechner', 'Georg Lechner', 'Servicetechniker für Stimmung und Wartung, Region Tirol & Vorarlberg', ['/service'], ['definition-list', 'plain', 'link-non-english']),
        named('verena.hollaus', 'Verena Hollaus', 'Buchhaltung & Lohnverrechnung', ['/kontakt'], ['title-name-line', 'honorific', 'plain']),
        named('sandra.wolfsegger-klotz', 'Sandra Wolfsegger-Klotz', 'Büroleitung', ['/impressum'], ['label-line', 'plain', 'link-non-english']),
        named('katharina.pfurtscheller', 'Katharina Pfurtscheller', 'Sales & Project Manager for Northern Europe and the UK', ['/en'], ['prose', 'hreflang', 'plain']),
        named('matthias.ausserlechner', 'Matthias Außerlechner', 'Head Voicer', ['/en/workshop-people'], ['card', 'link-english-unlisted', 'deep-page', 'hreflang', 'plain']),
        named('josef.wolfsegger', 'Josef Wolfsegger', 'Orgelbaumeister i. R., Firmengründer', ['/'], ['json-ld-person', 'json-ld-only']),
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/kundenportal'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `werkstatt@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'logo-orgelbau-wolfsegger@2x.png', kind: 'retina' },
      ],
    },
  };
}
