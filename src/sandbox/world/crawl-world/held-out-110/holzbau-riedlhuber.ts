/**
 * Holzbau Riedlhuber: a carpentry and timber-frame builder in Kempten (Allgäu), on TYPO3 12 with
 * the Bootstrap Package, in German with one English page the German pages name only through
 * hreflang alternates. Every linked address goes through TYPO3's spam protection (an encrypted
 * data-mailto-token, the text written "name(at)domain(dot)test"); the team as a card group two
 * links deep under "Unternehmen", the training master in the job ad's prose beside the stated
 * scheme "vorname.nachname@…", the marketing lead as the label line of the imprint (typed as
 * plain text), and the international project manager only on the English page. An old workshop
 * mailbox in a comment, the retina logo and the staff extranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'holzbau-riedlhuber.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's encryptEmail with offset 1: each character shifted within its range, as `linkTo_UnCryptMailto` undoes. */
function typo3Token(text: string): string {
  const shift = (n: number, start: number, end: number): number => (n + 1 > end ? start : n + 1);
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

/** A typolink to an address with spamProtectEmailAddresses = 1, atSubst "(at)", lastDotSubst "(dot)". */
function protectedMail(address: string): string {
  const [local, domain] = address.split('@') as [string, string];
  const dot = domain.lastIndexOf('.');
  const shown = `${local}(at)${domain.slice(0, dot)}(dot)${domain.slice(dot + 1)}`;
  return `<a href="#" data-mailto-token="${esc(typo3Token(`mailto:${address}`))}" data-mailto-vector="1">${shown}</a>`;
}

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/unternehmen', 'Unternehmen'],
  ['/leistungen', 'Leistungen'],
  ['/referenzen', 'Referenzen'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Holzbau Riedlhuber',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-8a1f2c73b4.css?1718812234" media="all">`,
    `<link rel="stylesheet" href="/typo3conf/ext/riedlhuber_sitepackage/Resources/Public/Css/custom.css?1718812190" media="all">`,
  ],
  header: (spec) =>
    `<div id="top"></div><div class="body-bg">` +
    `<a class="visually-hidden-focusable page-skipnav" href="#page-content"><span>Zum Hauptinhalt springen</span></a>` +
    `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
    `<a class="navbar-brand navbar-brand-image" title="Holzbau Riedlhuber" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/user_upload/logo-riedlhuber.png" srcset="/fileadmin/user_upload/logo-riedlhuber.png 1x, /fileadmin/user_upload/logo-riedlhuber@2x.png 2x" alt="Holzbau Riedlhuber logo" height="52" width="180"></a>` +
    `<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">` +
    MENU.map(([href, label]) => `<li class="nav-item${href === spec.path ? ' active' : ''}"><a href="${href}" class="nav-link" title="${esc(label)}"><span class="nav-link-text">${esc(label)}</span></a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: (spec) =>
    `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    `<div id="c12" class="frame frame-default frame-type-text frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-container"><div class="frame-inner">` +
    `<p><strong>Holzbau Riedlhuber GmbH</strong><br>Illerstraße 41<br>87437 Kempten (Allgäu)</p><p>Telefon ${tel('0831 5402 30')}<br>Telefax 0831 5402 399<br>${protectedMail(`info@${HOST}`)}</p>` +
    `</div></div></div>` +
    `<!-- Werkstatt-Postfach bis 2022, nicht mehr abgerufen: werkstatt@${HOST} -->` +
    `</div><div class="section-column footer-section-content-column footer-section-content-column-right"><ul class="footer-links">` +
    `<li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/intern">Mitarbeiter-Login</a></li></ul>` +
    `<p>${spec.lang.startsWith('en') ? 'Member of Holzbau Deutschland' : 'Mitglied im Zimmerer- und Holzbauverband Bayern'}</p></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-type-text"><p>© 2025 Holzbau Riedlhuber GmbH</p></div></div></section></footer></div>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  bodyEnd: [
    '<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap/dist/js/bootstrap.bundle.min.js?1718812101"></script>',
    '<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1718812088" async="async"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => {
  const rendered = renderPage(theme, { ...spec, lang: spec.lang ?? 'de-DE' });
  // TYPO3 writes its credit comment into every head.
  return {
    ...rendered,
    body: rendered.body.replace(
      '<head>\n',
      '<head>\n<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->\n',
    ),
  };
};

let uid = 100;
const frame = (type: string, html: string, header?: string): string =>
  `<div id="c${uid++}" class="frame frame-default frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-container"><div class="frame-inner">` +
  (header ? `<header class="frame-header"><h2 class="element-header"><span>${esc(header)}</span></h2></header>` : '') +
  html +
  `</div></div></div>`;
const text = (html: string, header?: string): string => frame('text', html, header);
const content = (html: string): string => `<div id="page-content" class="bp-page-content main-section"><div class="section section-default"><div class="container">${html}</div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; phone: string; photo: string; honorific?: boolean };
const TEAM: Member[] = [
  { shown: 'Andreas Riedlhuber', name: 'Andreas Riedlhuber', title: 'Geschäftsführer, Zimmerermeister', local: 'andreas.riedlhuber', phone: '0831 5402 31', photo: 'riedlhuber-andreas' },
  { shown: 'Dipl.-Ing. (FH) Stefan Hörmann', name: 'Stefan Hörmann', title: 'Projektleitung Holzrahmenbau & Statik', local: 'stefan.hoermann', phone: '0831 5402 34', photo: 'hoermann-stefan', honorific: true },
  { shown: 'Johannes Baur', name: 'Johannes Baur', title: 'Bauleiter', local: 'johannes.baur', phone: '0831 5402 36', photo: 'baur-johannes' },
  { shown: 'Katrin Wiedemann', name: 'Katrin Wiedemann', title: 'Büroleitung, Angebote', local: 'katrin.wiedemann', phone: '0831 5402 32', photo: 'wiedemann-katrin' },
  { shown: 'Martina Lechner', name: 'Martina Lechner', title: 'Buchhaltung und Personal', local: 'martina.lechner', phone: '0831 5402 33', photo: 'lechner-martina' },
];

const card = (m: Member): string =>
  `<div class="card-group-element-item"><div class="card"><div class="card-img-top"><picture><img loading="lazy" src="/fileadmin/_processed_/team/csm_${m.photo}_4c1e9a2b7d.jpg" width="400" height="400" class="img-fluid" alt="${esc(m.name)}"></picture></div>` +
  `<div class="card-body"><h3 class="card-title">${esc(m.shown)}</h3><p class="card-subheader">${esc(m.title)}</p>` +
  `<div class="card-text"><p>Tel. ${tel(m.phone)}<br>${protectedMail(`${m.local}@${HOST}`)}</p></div></div></div></div>`;

export function holzbauRiedlhuber(): CrawlWorldSite {
  uid = 100;
  const pages: Record<string, SandboxPage> = {};
  const ALT = { 'de-DE': '/', en: '/en', 'x-default': '/' };

  pages['/'] = page({
    path: '/',
    title: 'Zimmerei und Holzbau im Allgäu',
    alternates: ALT,
    description: 'Holzbau Riedlhuber, Kempten: Holzrahmenbau, Dachstühle, Aufstockungen und Sanierung seit 1964.',
    main: content(
      text(
        `<h1>Zimmerei und Holzbau im Allgäu – seit 1964</h1><p>Vom Dachstuhl über die energetische Sanierung bis zum Einfamilienhaus in Holzrahmenbauweise: 38 Mitarbeiterinnen und Mitarbeiter planen, fertigen und montieren bei uns alles aus einer Hand. Unsere Abbundhalle in Kempten-Ursulasried ist mit einer Hundegger-Abbundanlage ausgestattet.</p>` +
          `<p><a href="/leistungen" class="btn btn-primary">Unsere Leistungen</a> <a href="/karriere" class="btn btn-secondary">Wir bilden aus!</a></p>`,
      ),
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Timber construction in the Allgäu',
    lang: 'en',
    alternates: ALT,
    main: content(
      text(
        `<h1>Timber construction in the Allgäu since 1964</h1><p>Holzbau Riedlhuber designs, prefabricates and erects timber-frame houses, roof structures and building extensions in southern Bavaria and across the border in Vorarlberg and eastern Switzerland.</p>` +
          `<p>Planning a project in Austria or Switzerland? Tobias Wanner, our Project Manager International, handles enquiries from abroad in English and German and will gladly arrange a site visit: ${protectedMail(`tobias.wanner@${HOST}`)}, phone ${tel('+49 831 5402 37')}.</p>`,
      ),
    ),
  });

  pages['/unternehmen'] = page({
    path: '/unternehmen',
    title: 'Unternehmen',
    main: content(
      text(
        `<p>Gegründet 1964 von Zimmerermeister Josef Riedlhuber, wird der Betrieb heute in dritter Generation von Andreas Riedlhuber geführt. Wir sind Meisterbetrieb und Ausbildungsbetrieb und arbeiten mit Holz aus PEFC-zertifizierten Wäldern der Region.</p>` +
          `<p><a href="/unternehmen/team">Lernen Sie unser Team kennen</a></p>`,
        'Über uns',
      ),
    ),
  });

  pages['/unternehmen/team'] = page({
    path: '/unternehmen/team',
    title: 'Unser Team',
    main: content(
      text('<p>Ihre Ansprechpartner im Büro und auf der Baustelle.</p>', 'Unser Team') +
        frame('card_group', `<div class="card-group-element card-group-element-align-left card-group-element-columns-3">${TEAM.map(card).join('')}</div>`),
    ),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: content(text('<ul><li>Holzrahmenbau und Holzmassivbau</li><li>Dachstühle, Gauben und Carports</li><li>Aufstockungen und Anbauten</li><li>Energetische Dach- und Fassadensanierung</li><li>Treppen und Innenausbau</li></ul>', 'Leistungen')),
  });

  pages['/referenzen'] = page({
    path: '/referenzen',
    title: 'Referenzen',
    main: content(text('<p>Kindergarten St. Lorenz, Kempten (2023) · Aufstockung eines Mehrfamilienhauses in Sonthofen (2022) · Bauernhof-Umbau in Wiggensbach (2021)</p>', 'Referenzen')),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: content(
      text(
        `<h3>Zimmerer / Zimmerin (m/w/d) in Vollzeit</h3><p>Du arbeitest gern im Team, bist schwindelfrei und hast Freude am Werkstoff Holz? Wir bieten Übertarif, 30 Tage Urlaub, ein Dienstfahrzeug für die Montagetrupps und moderne Maschinen.</p>` +
          `<h3>Ausbildung zum Zimmerer / zur Zimmerin 2025</h3><p>Fragen zur Ausbildung beantwortet dir gern unser Ausbildungsmeister Florian Gschwend, am besten per Mail an ${protectedMail(`florian.gschwend@${HOST}`)} oder telefonisch unter ${tel('0831 5402 35')}.</p>` +
          `<p>Bewerbungen bitte mit Lebenslauf und Zeugnissen an ${protectedMail(`bewerbung@${HOST}`)}. Alle Kolleginnen und Kollegen erreichen Sie übrigens direkt unter vorname.nachname@${HOST}.</p>`,
        'Karriere bei Riedlhuber',
      ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: content(
      text(
        `<p>Holzbau Riedlhuber GmbH<br>Illerstraße 41<br>87437 Kempten (Allgäu)</p><p>Telefon ${tel('0831 5402 30')}<br>E-Mail: ${protectedMail(`info@${HOST}`)}</p><p>Bürozeiten: Mo–Do 7:30–12:00 und 13:00–16:30 Uhr, Fr 7:30–12:00 Uhr</p>`,
        'Kontakt',
      ),
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: content(
      text(
        `<p><strong>Angaben gemäß § 5 DDG</strong></p><p>Holzbau Riedlhuber GmbH<br>Illerstraße 41<br>87437 Kempten (Allgäu)</p>` +
          `<p>Vertreten durch den Geschäftsführer Andreas Riedlhuber<br>Registergericht: Amtsgericht Kempten (Allgäu), HRB 6172<br>USt-IdNr.: DE 128 447 309</p>` +
          `<p>Berufsbezeichnung: Zimmerermeister (verliehen in der Bundesrepublik Deutschland), zuständige Kammer: Handwerkskammer für Schwaben</p>` +
          `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Sabine Riedlhuber, Marketing und Kommunikation, Illerstraße 41, 87437 Kempten, Tel. 0831 5402 38, E-Mail: sabine.riedlhuber@${HOST}</p>`,
        'Impressum',
      ),
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: content(text('<p>Verantwortliche Stelle im Sinne der DSGVO ist die Holzbau Riedlhuber GmbH (Anschrift siehe Impressum).</p>', 'Datenschutzerklärung')) });

  pages['/intern'] = page({
    path: '/intern',
    title: 'Mitarbeiter-Login',
    main: content(text(`<p>Stundenzettel, Baustellenpläne und Urlaubsanträge. Zugang vergessen? Bitte kurze Mail an extranet@${HOST} (nur aus dem Firmennetz erreichbar).</p>`, 'Intern')),
  });

  const teamCases = (m: Member): CaseKind[] => ['card', 'obfuscated', 'deep-page', 'link-non-english', ...(m.honorific ? (['honorific'] as CaseKind[]) : [])];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3temp/\nDisallow: /intern\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/unternehmen', '/unternehmen/team', '/leistungen', '/referenzen', '/karriere', '/kontakt', '/impressum', '/datenschutz'], '2025-02-27'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-110',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        { address: `bewerbung@${HOST}`, name: null, title: null, pages: ['/karriere'], cases: ['role', 'obfuscated', 'link-non-english'] },
        ...TEAM.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/unternehmen/team'], cases: teamCases(m) })),
        { address: `florian.gschwend@${HOST}`, name: 'Florian Gschwend', title: 'Ausbildungsmeister', pages: ['/karriere'], cases: ['prose', 'obfuscated', 'link-non-english'] },
        { address: `sabine.riedlhuber@${HOST}`, name: 'Sabine Riedlhuber', title: 'Marketing und Kommunikation', pages: ['/impressum'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `tobias.wanner@${HOST}`, name: 'Tobias Wanner', title: 'Project Manager International', pages: ['/en'], cases: ['prose', 'hreflang', 'obfuscated'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/karriere', text: `vorname.nachname@${HOST}` },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `werkstatt@${HOST}`, kind: 'comment' },
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'logo-riedlhuber@2x.png', kind: 'retina' },
      ],
    },
  };
}
