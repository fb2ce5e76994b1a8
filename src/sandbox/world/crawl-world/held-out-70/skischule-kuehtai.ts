/**
 * Skischule Kühtai Falkner: a family-run ski school in Kühtai, Tyrol, on TYPO3 13 with the
 * bootstrap_package theme, German (Austria) with an English branch reached through the hreflang
 * alternates (the header's language switch is a select, not a link). TYPO3's spam protection
 * writes every address as "name(at)domain" with a Caesar-shifted javascript: link. The instructors
 * as a staff table with "Mag." and "Ing." before some names, the head of the school as
 * "Skischulleiter: Name" on the contact page (and "Head of ski school:" on the English one), the
 * office manager in the history prose, the data-protection contact's label line in the Austrian
 * imprint, the English booking coordinator's "Name, Title, address" line two links deep in the
 * English branch, and a news item listed only in the gzip-compressed news sitemap of the sitemap
 * index. A retired accountant's address is left in an HTML comment; the booking account area is
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'skischule-kuehtai-tirol.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's encryptEmail (spamProtectEmailAddresses = 2): each character shifted within its range. */
function typo3Crypt(text: string, offset = 2): string {
  const ranges: [number, number][] = [
    [0x2b, 0x3a],
    [0x40, 0x5a],
    [0x61, 0x7a],
  ];
  return [...text]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      for (const [a, b] of ranges) {
        if (c >= a && c <= b) {
          let n = c + offset;
          if (n > b) n = a + (n - b - 1);
          return String.fromCharCode(n);
        }
      }
      return ch;
    })
    .join('');
}

/** A TYPO3-protected mail link: "local(at)domain" shown, the mailto shifted in the href. */
const mail = (local: string, label?: string): string =>
  `<a href="#" data-mailto-token="${esc(typo3Crypt(`mailto:${local}@${HOST}`))}" data-mailto-vector="2">${label ? esc(label) : `${local}(at)${HOST}`}</a>`;

const MENU_DE: [string, string][] = [
  ['/', 'Start'],
  ['/kurse-preise', 'Kurse &amp; Preise'],
  ['/kinderland', 'Kinderland'],
  ['/team', 'Skilehrer:innen'],
  ['/ueber-uns', 'Über uns'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/lessons', 'Lessons &amp; prices'],
  ['/en/contact', 'Get in touch'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Skischule Kühtai',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5b2e9a7c1d3f4e6a8b0c2d4e6f8a0b1c-min.css?1733412210" media="all">',
    '<link rel="stylesheet" href="/typo3conf/ext/bootstrap_package/Resources/Public/Css/bootstrap5-theme.min.css?1733412210" media="all">',
    '<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1733412210" async></script>',
  ],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const menu = en ? MENU_EN : MENU_DE;
    return (
      `<div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>${en ? 'Skip to main content' : 'Zum Hauptinhalt springen'}</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation">` +
      `<a class="navbar-brand navbar-brand-image" title="Skischule Kühtai" href="${en ? '/en' : '/'}"><img class="navbar-brand-logo-normal" src="/fileadmin/templates/skischule/logo-skischule-kuehtai.svg" alt="Skischule Kühtai Logo" height="52" width="180"></a>` +
      `<nav aria-label="${en ? 'Main navigation' : 'Hauptnavigation'}" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">` +
      menu.map(([href, label]) => `<li class="nav-item${href === p.path ? ' active' : ''}"><a href="${href}" class="nav-link" title="${label}"><span class="nav-link-text">${label}</span></a></li>`).join('') +
      `</ul></nav>` +
      `<div class="language-switch"><label for="lang-select" class="visually-hidden">Sprache / Language</label><select id="lang-select" onchange="window.location.href=this.value"><option value="${p.alternates?.de ?? '/'}"${en ? '' : ' selected'}>DE</option><option value="${p.alternates?.en ?? '/en'}"${en ? ' selected' : ''}>EN</option></select></div>` +
      (en ? '' : `<a class="btn btn-sm btn-primary header-account" href="/buchung/mein-konto">Mein Konto</a>`) +
      `</div></header>`
    );
  },
  footer: (p) => {
    const en = p.lang.startsWith('en');
    return (
      `<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
      `<div id="c12" class="frame frame-default frame-type-text frame-layout-default"><div class="frame-container"><div class="frame-inner"><header class="frame-header"><h3 class="element-header"><span>Skischule Kühtai</span></h3></header>` +
      `<p>Falkner GmbH<br>Kühtai 42<br>6183 Kühtai, Tirol<br>${en ? 'Phone' : 'Tel.'} ${tel('+43 5239 5120')}<br>${mail('info')}</p></div></div></div></div>` +
      `<div class="section-column footer-section-content-column footer-section-content-column-middle"><div class="frame frame-default frame-type-text"><div class="frame-container"><div class="frame-inner"><h3 class="element-header">${en ? 'Ski school office' : 'Skischulbüro'}</h3>` +
      `<p>${en ? 'Daily 8:30 am – 5:00 pm (December to April)<br>May to November: Mon–Fri 9:00 am – 12:00 pm' : 'Täglich 8:30–17:00 Uhr (Dezember bis April)<br>Mai bis November: Mo–Fr 9:00–12:00 Uhr'}</p></div></div></div></div>` +
      `<div class="section-column footer-section-content-column footer-section-content-column-right"><p><img src="/fileadmin/user_upload/logos/snowsport-tirol.png" alt="Snowsport Tirol" width="120" height="60" loading="lazy"> <img src="/fileadmin/user_upload/logos/wko-skischulen.png" alt="Tiroler Skischulverband" width="120" height="60" loading="lazy"></p></div></div></div></section>` +
      `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-menu_pages"><ul class="footer-meta">` +
      (en ? `<li><a href="/en/imprint">Imprint</a></li><li><a href="/en/privacy">Privacy</a></li>` : `<li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/agb">AGB</a></li>`) +
      `</ul><p class="copyright">© 2025 Skischule Kühtai</p></div></div></section></footer></div>`
    );
  },
  privacyPath: { de: '/datenschutz', en: '/en/privacy' },
  bodyEnd: ['<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap5/js/bootstrap.bundle.min.js?1733412210"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'de-AT', ...spec });

const frame = (id: number, header: string, html: string, type = 'text'): string =>
  `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-default frame-background-none frame-space-before-none frame-space-after-none"><div class="frame-container frame-container-default"><div class="frame-inner">` +
  (header ? `<header class="frame-header"><h2 class="element-header"><span>${header}</span></h2></header>` : '') +
  `${html}</div></div></div>`;

const section = (...frames: string[]): string => `<div id="page-content" class="bp-page-content main-section"><div class="section section-default"><div class="container">${frames.join('')}</div></div></div>`;

type Instructor = { shown: string; name: string; title: string; local: string; honorific?: boolean; qual: string };
const INSTRUCTORS: Instructor[] = [
  { shown: 'Mag. Stefan Hofer', name: 'Stefan Hofer', title: 'Leiter Erwachsenenkurse', local: 's.hofer', honorific: true, qual: 'Staatlich geprüfter Skilehrer und Skiführer' },
  { shown: 'Anna Rainer', name: 'Anna Rainer', title: 'Leiterin Kinderland', local: 'a.rainer', qual: 'Landesskilehrerin, Kinderskilehrerin' },
  { shown: 'Thomas Gstrein', name: 'Thomas Gstrein', title: 'Ausbildungsleiter Snowboard', local: 't.gstrein', qual: 'Staatlich geprüfter Snowboardlehrer' },
  { shown: 'Lisa Pittl', name: 'Lisa Pittl', title: 'Freeride- und Skitourenführerin', local: 'l.pittl', qual: 'Staatlich geprüfte Skiführerin, Lawinenkommission Kühtai' },
  { shown: 'Ing. Dominik Haid', name: 'Dominik Haid', title: 'Leiter Sportverleih', local: 'd.haid', honorific: true, qual: 'Landesskilehrer, Servicetechniker' },
];

export function skischuleKuehtai(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (de: string, en: string) => ({ de, en, 'x-default': de });

  pages['/'] = page({
    path: '/',
    title: 'Skikurse, Privatstunden und Kinderland in Kühtai',
    description: 'Skischule Kühtai – Skikurse, Snowboardkurse, Kinderland und Skiverleih auf 2.020 m im Tiroler Sellraintal.',
    alternates: alt('/', '/en'),
    main: section(
      frame(101, 'Servus im Kühtai!', `<p>Auf 2.020 Metern ist der Schnee im Kühtai von Dezember bis Ende April sicher. Seit über fünfzig Jahren bringen wir Kindern und Erwachsenen das Skifahren und Snowboarden bei – in kleinen Gruppen, mit Skilehrer:innen aus dem Tal.</p><p><a class="btn btn-primary" href="/kurse-preise">Kurse &amp; Preise</a> <a class="btn btn-outline-primary" href="/kinderland">Kinderland</a></p>`),
      frame(102, 'Aktuelles', `<div class="news-list-view"><div class="article"><h3>Saisonstart am 6. Dezember</h3><p>Das Skischulbüro an der Talstation Dreiseenbahn ist ab 5. Dezember täglich besetzt. Online-Buchung für Weihnachten und Semesterferien ist freigeschaltet.</p></div></div>`),
    ),
  });

  pages['/kurse-preise'] = page({
    path: '/kurse-preise',
    title: 'Kurse & Preise',
    alternates: alt('/kurse-preise', '/en/lessons'),
    main: section(
      frame(201, 'Kurse &amp; Preise Winter 2025/26', `<div class="table-responsive"><table class="table table-striped"><thead><tr><th>Kurs</th><th>Dauer</th><th>Preis</th></tr></thead><tbody><tr><td>Gruppenkurs Erwachsene</td><td>3 Tage à 4 Std.</td><td>€ 245,–</td></tr><tr><td>Gruppenkurs Erwachsene</td><td>5 Tage à 4 Std.</td><td>€ 325,–</td></tr><tr><td>Privatstunde (1–2 Pers.)</td><td>1 Std.</td><td>€ 85,–</td></tr><tr><td>Snowboard Einsteiger</td><td>3 Tage</td><td>€ 255,–</td></tr></tbody></table></div><p>Treffpunkt täglich um 9:45 Uhr beim Skischulsammelplatz an der Talstation Dreiseenbahn.</p>`, 'table'),
    ),
  });

  pages['/kinderland'] = page({
    path: '/kinderland',
    title: 'Kinderland',
    alternates: alt('/kinderland', '/en/lessons'),
    main: section(frame(301, 'Kinderland mit Zauberteppich', `<p>Kinder ab 3 Jahren lernen bei uns spielerisch im eigenen Kinderland mit zwei Zauberteppichen und Kinderkarussell. Mittagsbetreuung mit Essen ist von 12:00 bis 13:30 Uhr möglich.</p><p>Bringen Sie bitte Helm, Handschuhe und eine Jause mit.</p>`)),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Unsere Skilehrer:innen',
    main: section(
      frame(401, 'Unser Team', `<p>Rund 40 Skilehrer:innen sind in der Hochsaison für uns im Einsatz, die meisten kommen aus dem Sellraintal und dem Ötztal. Die Bereichsleitungen erreichen Sie direkt:</p>`),
      frame(
        402,
        '',
        `<div class="table-responsive"><table class="table table-hover contenttable"><thead><tr><th scope="col">Name</th><th scope="col">Funktion</th><th scope="col">Ausbildung</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
          INSTRUCTORS.map((i) => `<tr><td>${esc(i.shown)}</td><td>${esc(i.title)}</td><td>${esc(i.qual)}</td><td>${mail(i.local)}</td></tr>`).join('') +
          `</tbody></table></div>`,
        'table',
      ),
    ),
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    main: section(
      frame(
        501,
        'Seit 1972 im Kühtai',
        `<p>Alois Falkner gründete die Skischule im Winter 1972 mit drei Skilehrern und einem Schlepplift. Heute führt sein Sohn Markus Falkner den Betrieb in zweiter Generation, unterstützt von einem Stammteam, das teils seit zwanzig Jahren dabei ist.</p>` +
          `<p>Das Skischulbüro an der Talstation ist das Herz der Skischule: Hier laufen Buchungen, Gutscheine und Gruppenanfragen zusammen. Unsere Büroleiterin Verena Neuner beantwortet Fragen zu Gruppenkursen und Firmenskitagen gerne unter ${mail('v.neuner')}.</p>` +
          `<p>Wir sind Mitglied im Tiroler Skischulverband und bilden jedes Jahr Anwärter:innen für die Landesskilehrerprüfung aus.</p>`,
      ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    alternates: alt('/kontakt', '/en/contact'),
    main: section(
      frame(
        601,
        'Kontakt &amp; Anfahrt',
        `<p><strong>Skischulbüro Talstation Dreiseenbahn</strong><br>Kühtai 42, 6183 Kühtai<br>Tel. ${tel('+43 5239 5120')}<br>Allgemeine Anfragen und Buchungen: ${mail('info')}</p>` +
          `<p>Skischulleiter: Markus Falkner, ${mail('m.falkner')}</p>` +
          `<!-- <p>Buchhaltung &amp; Rechnungen: Renate Falkner, r.falkner@${HOST}</p> -->` +
          `<p>Anreise: Mit dem Auto über Kematen und das Sellraintal (Schneeketten mitführen). Postbus 4166 ab Innsbruck Hauptbahnhof, Haltestelle Kühtai Dorf.</p>`,
      ),
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: section(
      frame(
        701,
        'Impressum',
        `<p>Informationen gemäß § 5 ECG und Offenlegung gemäß § 25 MedienG</p><p><strong>Medieninhaber und Herausgeber:</strong><br>Skischule Kühtai Falkner GmbH<br>Kühtai 42, 6183 Kühtai, Österreich<br>Geschäftsführer: Markus Falkner<br>Firmenbuchnummer: FN 482913 t, Landesgericht Innsbruck<br>UID: ATU71234589<br>Mitglied der Wirtschaftskammer Tirol, Fachgruppe Freizeit- und Sportbetriebe<br>Konzession nach dem Tiroler Schischulgesetz 1995</p>` +
          `<p>Datenschutzanfragen: Mag. Julia Kathrein, Assistenz der Geschäftsführung, Kühtai 42, 6183 Kühtai, Tel. ${tel('+43 5239 5120 14')}, E-Mail: ${mail('j.kathrein')}</p>` +
          `<p>Fotos: Skischule Kühtai, Innsbruck Tourismus</p>`,
      ),
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: section(frame(801, 'Datenschutzerklärung', `<p>Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, TKG 2021). Die Online-Buchung erfolgt über unser Buchungssystem; Zahlungsdaten werden nicht bei uns gespeichert.</p>`)) });
  pages['/agb'] = page({ path: '/agb', title: 'AGB', main: section(frame(802, 'Allgemeine Geschäftsbedingungen', `<p>Kurse, die wegen Krankheit oder Verletzung abgebrochen werden, werden gegen ärztliche Bestätigung anteilig gutgeschrieben.</p>`)) });

  pages['/buchung/mein-konto'] = page({
    path: '/buchung/mein-konto',
    title: 'Mein Konto',
    main: section(frame(901, 'Anmelden', `<form method="post" action="/buchung/mein-konto"><label>E-Mail <input type="email" name="user"></label><label>Passwort <input type="password" name="pass"></label><button type="submit">Anmelden</button></form><p>Probleme beim Login? support.buchung@${HOST}</p>`)),
  });

  pages['/aktuelles/rennteam-kinder'] = page({
    path: '/aktuelles/rennteam-kinder',
    title: 'Neu: Rennteam für Kinder ab 8 Jahren',
    main: section(
      frame(
        1001,
        'Neu: Rennteam für Kinder ab 8 Jahren',
        `<p class="news-date">14.11.2025</p><p>Ab dieser Saison trainiert jeden Samstag ein eigenes Rennteam für Kinder ab acht Jahren am Hohe-Mut-Hang. Torlauf, Riesentorlauf und ein Vereinsrennen zum Saisonende stehen am Programm.</p>` +
          `<p>Geleitet wird das Training von Florian Kapeller, unserem neuen Rennsportleiter; Anmeldungen und Fragen bitte direkt an ihn unter ${mail('f.kapeller')}.</p>`,
      ),
    ),
  });

  // English branch.
  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Ski lessons in Kühtai, Tyrol',
    alternates: alt('/', '/en'),
    main: section(frame(1101, 'Welcome to Kühtai', `<p>Snow-sure skiing at 2,020 m, 35 minutes from Innsbruck. Group lessons, private lessons and a kids' area with two magic carpets – in English, Dutch and German.</p><p><a href="/en/lessons">Lessons &amp; prices</a> · <a href="/en/contact">Get in touch</a></p>`)),
  });
  pages['/en/lessons'] = page({
    path: '/en/lessons',
    lang: 'en',
    title: 'Lessons & prices',
    alternates: alt('/kurse-preise', '/en/lessons'),
    main: section(frame(1201, 'Lessons &amp; prices 2025/26', `<ul><li>Adult group lesson, 3 days × 4 hours: € 245</li><li>Private lesson, 1 hour (1–2 people): € 85</li><li>Kids' area, 5 days incl. lunch: € 365</li></ul>`)),
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en',
    title: 'Get in touch',
    alternates: alt('/kontakt', '/en/contact'),
    main: section(
      frame(
        1301,
        'Get in touch',
        `<p>Ski school office at the Dreisee lift base station, Kühtai 42, 6183 Kühtai, Austria. Phone ${tel('+43 5239 5120')}.</p>` +
          `<p>Head of ski school: Markus Falkner, ${mail('m.falkner')}</p>` +
          `<p>Groups from the UK, Ireland and the Netherlands: Sarah Klotz, Booking Coordinator, ${mail('s.klotz')} – Sarah answers in English and Dutch.</p>`,
      ),
    ),
  });
  pages['/en/imprint'] = page({ path: '/en/imprint', lang: 'en', title: 'Imprint', main: section(frame(1401, 'Imprint', `<p>Skischule Kühtai Falkner GmbH, Kühtai 42, 6183 Kühtai, Austria. Managing director: Markus Falkner. Company register FN 482913 t.</p>`)) });
  pages['/en/privacy'] = page({ path: '/en/privacy', lang: 'en', title: 'Privacy', main: section(frame(1402, 'Privacy', `<p>We process personal data only as the GDPR allows.</p>`)) });

  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/kurse-preise', '/kinderland', '/team', '/ueber-uns', '/kontakt', '/impressum', '/en', '/en/lessons', '/en/contact'], '2025-11-14'));
  pages['/sitemap-news.xml.gz'] = gzipXmlPage(urlset(HOST, ['/aktuelles/rennteam-kinder'], '2025-11-14'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3temp/\nDisallow: /buchung/\nAllow: /typo3temp/assets/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-news.xml.gz'], '2025-11-14'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.3.12' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-70',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        { address: `m.falkner@${HOST}`, name: 'Markus Falkner', title: 'Skischulleiter', titleAlternatives: ['Head of ski school'], pages: ['/kontakt', '/en/contact'], cases: ['title-name-line', 'obfuscated', ln] },
        ...INSTRUCTORS.map((i) => ({
          address: `${i.local}@${HOST}`,
          name: i.name,
          title: i.title,
          pages: ['/team'],
          cases: ['table', 'obfuscated', ln, ...(i.honorific ? (['honorific'] as CaseKind[]) : [])] as CaseKind[],
        })),
        { address: `v.neuner@${HOST}`, name: 'Verena Neuner', title: 'Büroleiterin', pages: ['/ueber-uns'], cases: ['prose', 'obfuscated', ln] },
        { address: `j.kathrein@${HOST}`, name: 'Julia Kathrein', title: 'Assistenz der Geschäftsführung', pages: ['/impressum'], cases: ['label-line', 'honorific', 'obfuscated', ln] },
        { address: `s.klotz@${HOST}`, name: 'Sarah Klotz', title: 'Booking Coordinator', pages: ['/en/contact'], cases: ['name-title-line', 'hreflang', 'deep-page', 'obfuscated'] },
        { address: `f.kapeller@${HOST}`, name: 'Florian Kapeller', title: 'Rennsportleiter', pages: ['/aktuelles/rennteam-kinder'], cases: ['prose', 'sitemap-gzip', 'sitemap-index', 'obfuscated'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/buchung/mein-konto'],
      nonAddresses: [
        { text: `r.falkner@${HOST}`, kind: 'comment' },
        { text: `support.buchung@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
