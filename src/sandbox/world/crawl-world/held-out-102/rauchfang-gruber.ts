/**
 * Rauchfangkehrer Gruber-Wastl GmbH: a chimney-sweep firm in Villach, Carinthia, on TYPO3 12
 * with the Bootstrap Package theme, in Austrian German. TYPO3's spam protection writes every
 * linked address as "name(at)domain" with the mailto token shifted by two (data-mailto-token).
 * The office and the master sweeps as text-and-image elements with Austrian honorifics and
 * post-nominals (KommR Ing., Mag.a, BSc), the sweep districts as a table, the Gailtal master
 * in a headed bio on a district page two links deep, the application contact as a label line
 * on the careers page, the new energy adviser in a news article listed only in the news
 * sitemap that robots.txt names. The team page states the scheme (vorname.nachname@);
 * an old bookkeeping address sits in a comment, the guild's address is another body's, and the
 * staff area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'rauchfang-gruber.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's offset encryption of a mailto: (spamProtectEmailAddresses = 2), as in data-mailto-token. */
function typo3Token(text: string, offset = 2): string {
  const shift = (code: number, start: number, end: number): number => {
    const n = code + offset;
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

/** A linked address as TYPO3 renders it with spam protection: "(at)" in the text, the href encrypted. */
const protectedMail = (address: string): string => {
  const [local, domain] = address.split('@');
  return `<a href="#" data-mailto-token="${typo3Token(`mailto:${address}`)}" data-mailto-vector="2">${esc(local!)}(at)${esc(domain!)}</a>`;
};

const MENU: [string, string][] = [
  ['/', 'Startseite'],
  ['/unternehmen', 'Unternehmen'],
  ['/unternehmen/team', 'Unser Team'],
  ['/leistungen', 'Leistungen'],
  ['/kehrgebiete', 'Kehrgebiete'],
  ['/aktuelles', 'Aktuelles'],
  ['/karriere', 'Karriere & Lehre'],
];

let uid = 240;
/** A TYPO3 content element frame with its uid anchor. */
const frame = (type: string, inner: string, header?: string, subheader?: string): string => {
  const id = uid++;
  const head = header
    ? `<header class="frame-header"><h2 class="element-header "><span>${esc(header)}</span></h2>${subheader ? `<h3 class="element-subheader "><span>${esc(subheader)}</span></h3>` : ''}</header>`
    : '';
  return `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-0 frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage"><div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">${head}${inner}</div></div></div></div></div>`;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Rauchfangkehrer Gruber-Wastl',
  head: [
    `<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->`,
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    `<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-5b0c1e9a4f.css?1711967442" media="all">`,
    `<link rel="stylesheet" href="/_assets/d8a0c1e2b6f0d2a7e3c5f9b8a1d4e6c2/Css/rauchfang.css?1711967442" media="all">`,
    `<script src="/_assets/948410ace0dfa9ad00627133d9ca8a23/JavaScript/Frontend/default_frontend.js?1709218126" async="async"></script>`,
  ],
  header: (spec) =>
    `<div id="top"></div><div class="body-bg">` +
    `<a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>` +
    `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top">` +
    `<div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" title="Rauchfangkehrer Gruber-Wastl" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/rauchfang/logo-gruber-wastl.svg" alt="Rauchfangkehrer Gruber-Wastl Logo" height="52" width="190"></a>` +
    `<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Navigation umschalten"><span class="navbar-toggler-icon"></span></button>` +
    `<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">` +
    MENU.map(
      ([href, label], i) =>
        `<li class="nav-item${href === spec.path ? ' active' : ''}"><a id="nav-item-${i + 2}" href="${href}" class="nav-link${href === spec.path ? ' nav-link-main active' : ''}" title="${esc(label)}"${href === spec.path ? ' aria-current="page"' : ''}><span class="nav-link-text">${esc(label)}</span></a></li>`,
    ).join('') +
    `</ul></nav></div></header>` +
    `<div class="breadcrumb-section"><div class="container"><p class="visually-hidden" id="breadcrumb">Sie sind hier:</p><ol class="breadcrumb" aria-describedby="breadcrumb"><li class="breadcrumb-item"><a class="breadcrumb-link" href="/" title="Startseite"><span class="breadcrumb-text">Startseite</span></a></li><li class="breadcrumb-item active" aria-current="page"><span class="breadcrumb-text">${esc(spec.title)}</span></li></ol></div></div>` +
    `<div id="page-content" class="bp-page-content main-section">`,
  footer: () =>
    `</div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    `<div class="frame frame-default frame-type-text frame-layout-0"><div class="frame-inner"><p><strong>Rauchfangkehrer Gruber-Wastl GmbH</strong><br>Ossiacher Zeile 42<br>9500 Villach</p><p>Tel. ${tel('+43 4242 23 5 17')}<br>Notdienst (Heizsaison): ${tel('+43 664 410 27 75')}<br>E-Mail: ${protectedMail(`office@${HOST}`)}</p>` +
    `<!-- Buchhaltung bis 12/2023: buchhaltung@${HOST} (Postfach aufgelassen, Mails gehen an office) -->` +
    `</div></div></div><div class="section-column footer-section-content-column footer-section-content-column-right"><div class="frame frame-default frame-type-text frame-layout-0"><div class="frame-inner"><p>Bürozeiten: Mo–Do 7:00–12:00 und 13:00–16:30, Fr 7:00–12:00</p><p>Mitglied der Landesinnung der Rauchfangkehrer Kärnten</p></div></div></div></div></div></section>` +
    `<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-menu_pages frame-layout-0"><ul class="footer-meta-navigation"><li><a href="/impressum" title="Impressum"><span>Impressum</span></a></li><li><a href="/datenschutz" title="Datenschutz"><span>Datenschutz</span></a></li><li><a href="/intern" title="Mitarbeiterbereich"><span>Mitarbeiterbereich</span></a></li></ul></div>` +
    `<div class="footer-copyright"><p>© 2025 Rauchfangkehrer Gruber-Wastl GmbH</p></div></div></section></footer>` +
    `<a class="scroll-top" title="Nach oben rollen" href="#top"><span class="scroll-top-icon"></span></a></div>`,
  privacyPath: { de: '/datenschutz' },
  bodyEnd: [
    `<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap/dist/js/bootstrap.bundle.min.js?1709218126"></script>`,
    `<script src="/typo3conf/ext/bootstrap_package/Resources/Public/JavaScript/Dist/bootstrap.stickyheader.min.js?1709218126"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-AT' });

type Sweep = { shown: string; name: string; title: string; local: string; bio: string; photo: string; cases: CaseKind[] };
const TEAM: Sweep[] = [
  {
    shown: 'KommR Ing. Markus Gruber-Wastl',
    name: 'Markus Gruber-Wastl',
    title: 'Geschäftsführer und Rauchfangkehrermeister',
    local: 'markus.gruber-wastl',
    bio: 'Hat den Betrieb 2004 von seinem Vater übernommen. Allgemein beeideter und gerichtlich zertifizierter Sachverständiger für das Rauchfangkehrergewerbe, Innungsausschussmitglied.',
    photo: 'gruber-wastl-markus',
    cases: ['card', 'honorific', 'obfuscated', 'link-non-english'],
  },
  {
    shown: 'Mag.a Sabine Gruber-Wastl',
    name: 'Sabine Gruber-Wastl',
    title: 'Prokuristin, kaufmännische Leitung',
    local: 'sabine.gruber-wastl',
    bio: 'Zuständig für Buchhaltung, Verrechnung der Kehrgebühren und alle Fragen zu Rechnungen.',
    photo: 'gruber-wastl-sabine',
    cases: ['card', 'honorific', 'obfuscated', 'link-non-english'],
  },
  {
    shown: 'Ing. Thomas Pirker, BSc',
    name: 'Thomas Pirker',
    title: 'Rauchfangkehrermeister, Brandschutzbeauftragter und Sachverständiger für Abgasanlagen',
    local: 'thomas.pirker',
    bio: 'Befunde für Neubauten und Sanierungen, Abnahme von Fang- und Abgasanlagen, Brandschutzbeauftragter (TRVB O 117) für Gewerbebetriebe.',
    photo: 'pirker-thomas',
    cases: ['card', 'honorific', 'post-nominal', 'obfuscated', 'link-non-english'],
  },
  {
    shown: 'Daniela Kofler',
    name: 'Daniela Kofler',
    title: 'Büroleitung, Terminvergabe & Kehrkalender',
    local: 'daniela.kofler',
    bio: 'Ihre erste Ansprechpartnerin, wenn Sie einen Termin verschieben oder eine Überprüfung vereinbaren möchten.',
    photo: 'kofler-daniela',
    cases: ['card', 'obfuscated', 'link-non-english'],
  },
];

const textpic = (s: Sweep): string =>
  frame(
    'textpic',
    `<div class="textpic textpic-left"><div class="textpic-item textpic-gallery"><div class="gallery-row"><div class="gallery-item gallery-item-size-1"><figure class="image"><picture><img loading="lazy" src="/fileadmin/_processed_/team/csm_${s.photo}_2c7e1b9a04.jpg" width="300" height="360" intrinsicsize="300x360" title="${esc(s.name)}" alt="${esc(s.name)}"></picture></figure></div></div></div>` +
      `<div class="textpic-item textpic-text"><p>${esc(s.bio)}</p><p>E-Mail: ${protectedMail(`${s.local}@${HOST}`)}</p></div></div>`,
    s.shown,
    s.title,
  );

type District = { area: string; name: string; title: string; local: string };
const DISTRICTS: District[] = [
  { area: 'Villach-Stadt (Innenstadt, Lind, Perau, St. Martin)', name: 'Florian Wuggenig', title: 'Rauchfangkehrermeister, Gebietsleitung', local: 'florian.wuggenig' },
  { area: 'Landskron, Drobollach, Vassach, Heiligengeist', name: 'Jürgen Oberlercher', title: 'Rauchfangkehrergeselle', local: 'juergen.oberlercher' },
  { area: 'Finkenstein am Faaker See, Latschach, Ledenitzen', name: 'Lukas Petschnig', title: 'Rauchfangkehrergeselle, Vorarbeiter', local: 'lukas.petschnig' },
];

const SCHEME = `vorname.nachname@${HOST}`;

export function rauchfangGruber(): CrawlWorldSite {
  uid = 240;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Ihr Rauchfangkehrer in Villach',
    description: 'Rauchfangkehrer Gruber-Wastl: Kehrung, Überprüfung von Feuerungsanlagen, Heizungsüberprüfung und Brandschutz in Villach, Villach-Land und im Gailtal.',
    main:
      frame('text', `<p>Seit 1962 kehren, überprüfen und beraten wir in Villach und Umgebung. Unsere Rauchfangkehrer kommen nach dem Kehrkalender Ihres Kehrgebiets – den Termin kündigen wir rechtzeitig per Aushang oder SMS an.</p><p><a href="/kehrgebiete">Welcher Rauchfangkehrer ist für mich zuständig?</a></p>`, 'Sicher heizen – seit drei Generationen') +
      frame(
        'news_pi1',
        `<div class="news"><div class="news-list-view"><div class="article articletype-0" itemscope="itemscope" itemtype="http://schema.org/Article"><div class="header"><h3><a title="Heizsaison 2024/25: Gasthermen rechtzeitig überprüfen lassen" href="/aktuelles/heizsaison-gasthermen-ueberpruefen"><span itemprop="headline">Heizsaison 2024/25: Gasthermen rechtzeitig überprüfen lassen</span></a></h3></div><div class="teaser-text"><p>Warum sich der Termin vor dem ersten Frost auszahlt.</p></div></div></div></div>`,
        'Aktuelles',
      ),
  });

  pages['/unternehmen'] = page({
    path: '/unternehmen',
    title: 'Unternehmen',
    main:
      frame('text', `<p>1962 gründete Rauchfangkehrermeister Josef Gruber den Betrieb in der Villacher Peraustraße. Heute führt ihn sein Enkel mit einem Team aus vier Meistern, sechs Gesellen und zwei Lehrlingen.</p><p>Wir sind für sieben Kehrgebiete in Villach, Villach-Land und im unteren Gailtal bestellt.</p><p><a href="/unternehmen/team">Lernen Sie unser Team kennen</a></p>`, 'Über uns'),
  });

  pages['/unternehmen/team'] = page({
    path: '/unternehmen/team',
    title: 'Unser Team',
    main:
      frame('text', `<p>Alle Mitarbeiterinnen und Mitarbeiter erreichen Sie direkt per E-Mail nach dem Schema ${SCHEME} (Umlaute bitte ausschreiben, also ü als ue).</p>`, 'Unser Team') +
      TEAM.map(textpic).join('') +
      frame('text', `<p>Die Ansprechpersonen für die einzelnen Kehrgebiete finden Sie unter <a href="/kehrgebiete">Kehrgebiete</a>.</p>`),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: frame(
      'bullets',
      `<ul class="ce-bullets"><li>Kehrung und Überprüfung von Rauch- und Abgasfängen laut Kärntner Kehrordnung</li><li>Heizungsüberprüfung nach dem Kärntner Heizungsanlagengesetz (K-HeizG)</li><li>Befunde für Bauverhandlungen, Fangsanierungen und Kaminöfen</li><li>Brandschutzbeauftragte und Brandschutzpläne für Betriebe</li><li>Energieberatung und Heizkesseltausch-Förderung</li></ul>`,
      'Unsere Leistungen',
    ),
  });

  pages['/kehrgebiete'] = page({
    path: '/kehrgebiete',
    title: 'Kehrgebiete',
    main:
      frame('text', `<p>Jedes Kehrgebiet hat eine feste Ansprechperson. Termine vereinbaren Sie bitte über das Büro.</p>`, 'Kehrgebiete und Zuständigkeiten') +
      frame(
        'table',
        `<div class="table-responsive"><table class="table table-striped table-hover"><caption>Kehrgebiete Villach und Villach-Land</caption><thead><tr><th scope="col">Kehrgebiet</th><th scope="col">Zuständig</th><th scope="col">Funktion</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
          DISTRICTS.map((d) => `<tr><td>${esc(d.area)}</td><td>${esc(d.name)}</td><td>${esc(d.title)}</td><td>${protectedMail(`${d.local}@${HOST}`)}</td></tr>`).join('') +
          `<tr><td>Arnoldstein, Hohenthurn, Nötsch im Gailtal</td><td colspan="3"><a href="/kehrgebiete/unteres-gailtal">Eigene Seite: Unteres Gailtal</a></td></tr>` +
          `</tbody></table></div>`,
      ),
  });

  pages['/kehrgebiete/unteres-gailtal'] = page({
    path: '/kehrgebiete/unteres-gailtal',
    title: 'Kehrgebiet Unteres Gailtal',
    main:
      frame('text', `<p>Arnoldstein, Hohenthurn und Nötsch im Gailtal mit allen Ortschaften. Gekehrt wird von März bis Juni und von September bis November.</p>`, 'Kehrgebiet Unteres Gailtal') +
      frame(
        'text',
        `<p>Stefan ist in Hermagor aufgewachsen und hat 2012 bei uns als Lehrling begonnen. Seit seiner Meisterprüfung 2016 betreut er als Rauchfangkehrermeister die Gemeinden des unteren Gailtals und kennt dort fast jeden Kachelofen. Sie erreichen ihn unter ${protectedMail(`stefan.kautz@${HOST}`)} oder über das Büro.</p>`,
        'Stefan Kautz',
      ),
  });

  pages['/aktuelles'] = page({
    path: '/aktuelles',
    title: 'Aktuelles',
    main: frame(
      'news_pi1',
      `<div class="news"><div class="news-list-view"><div class="article articletype-0"><div class="header"><h3><a href="/aktuelles/heizsaison-gasthermen-ueberpruefen"><span>Heizsaison 2024/25: Gasthermen rechtzeitig überprüfen lassen</span></a></h3></div><div class="news-list-date"><time datetime="2024-09-23">23.09.2024</time></div></div></div></div>`,
      'Aktuelles',
    ),
  });

  pages['/aktuelles/heizsaison-gasthermen-ueberpruefen'] = page({
    path: '/aktuelles/heizsaison-gasthermen-ueberpruefen',
    title: 'Heizsaison 2024/25: Gasthermen rechtzeitig überprüfen lassen',
    main: frame(
      'news_pi1',
      `<div class="news news-single"><div class="article"><div class="header"><h1>Heizsaison 2024/25: Gasthermen rechtzeitig überprüfen lassen</h1></div><div class="news-text-wrap"><p>Gasthermen und Ölkessel müssen nach dem K-HeizG regelmäßig überprüft werden. Wer den Termin vor Oktober legt, hat im Störungsfall schneller einen Techniker.</p><p>Terminwünsche bitte an das Büro: ${tel('+43 4242 23 5 17')}.</p></div></div></div>`,
    ),
  });

  // Listed only in the news sitemap robots.txt names; the news list shows the latest article only.
  pages['/aktuelles/verstaerkung-heizungsueberpruefung'] = page({
    path: '/aktuelles/verstaerkung-heizungsueberpruefung',
    title: 'Verstärkung für die Heizungsüberprüfung',
    main: frame(
      'news_pi1',
      `<div class="news news-single"><div class="article"><div class="header"><h1>Verstärkung für die Heizungsüberprüfung</h1></div><div class="news-list-date"><time datetime="2024-03-04">04.03.2024</time></div><div class="news-text-wrap">` +
        `<p>Mit März verstärkt Ing. Patrick Sommeregger als Energieberater für Heizungsüberprüfung unser Team. Er übernimmt die wiederkehrenden Überprüfungen nach dem K-HeizG im Raum Villach-Land und berät zur Förderung „Raus aus Öl und Gas“; Fragen zum Heizungscheck schicken Sie am besten direkt an ${protectedMail(`patrick.sommeregger@${HOST}`)}.</p>` +
        `</div></div></div>`,
    ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere & Lehre',
    main:
      frame('text', `<p>Wir bilden jedes Jahr einen Lehrling zur Rauchfangkehrerin bzw. zum Rauchfangkehrer aus (Lehrzeit 3 Jahre, Lehrlingsentschädigung laut KV). Auch Gesellinnen und Gesellen sind herzlich willkommen.</p>`, 'Karriere & Lehre') +
      frame(
        'text',
        `<p>Ansprechpartnerin für Bewerbungen: Nina Mörtl-Kaiser, Personalverrechnung und Lehrlingsbetreuung, Ossiacher Zeile 42, 9500 Villach, Tel. ${tel('+43 4242 23 5 17-14')}, ${protectedMail(`nina.moertl-kaiser@${HOST}`)}</p>`,
      ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: frame(
      'text',
      `<p>Medieninhaber und Herausgeber: Rauchfangkehrer Gruber-Wastl GmbH, Ossiacher Zeile 42, 9500 Villach</p><p>Firmenbuchnummer: FN 214877 s, Landesgericht Klagenfurt · UID: ATU51734429</p>` +
        `<p>Gewerbe: Rauchfangkehrer (reglementiertes Gewerbe), Gewerbebehörde: Magistrat der Stadt Villach</p>` +
        `<p>Kammerzugehörigkeit: Wirtschaftskammer Kärnten, Landesinnung der Rauchfangkehrer, landesinnung.rfk@wk-kaernten.test</p>` +
        `<p>Anwendbare Rechtsvorschriften: Gewerbeordnung, Kärntner Kehrordnung (abrufbar unter www.ris.bka.gv.at)</p><p>E-Mail: ${protectedMail(`office@${HOST}`)}</p>`,
      'Impressum',
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: frame('text', `<p>Verantwortlich für die Datenverarbeitung ist die Rauchfangkehrer Gruber-Wastl GmbH. Wir verarbeiten Ihre Daten zur Durchführung der Kehrung und Überprüfung (Art. 6 Abs. 1 lit. c DSGVO).</p>`, 'Datenschutzerklärung') });

  pages['/intern'] = page({
    path: '/intern',
    title: 'Mitarbeiterbereich',
    main: frame('felogin_login', `<p>Kehrplan, Urlaubsplanung und Materialbestellung. Zugang vergessen? Bitte an disposition@${HOST} schreiben.</p><form method="post" action="/intern"><input type="text" name="user"><input type="password" name="pass"></form>`, 'Anmeldung'),
  });

  const pagePaths = ['/', '/unternehmen', '/unternehmen/team', '/leistungen', '/kehrgebiete', '/kehrgebiete/unteres-gailtal', '/aktuelles', '/karriere', '/impressum', '/datenschutz'];
  pages['/seo/sitemap-pages.xml'] = xmlPage(urlset(HOST, pagePaths, '2025-02-03'));
  pages['/seo/sitemap-news.xml'] = xmlPage(urlset(HOST, ['/aktuelles/heizsaison-gasthermen-ueberpruefen', '/aktuelles/verstaerkung-heizungsueberpruefung'], '2024-09-23'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nAllow: /typo3conf/ext/\nDisallow: /typo3temp/\nAllow: /typo3temp/assets/\nDisallow: /intern\n\nSitemap: ${ORIGIN}/seo/sitemap-pages.xml\nSitemap: ${ORIGIN}/seo/sitemap-news.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-102',
      languages: ['de'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/impressum'], cases: ['role', 'obfuscated'] },
        ...TEAM.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/unternehmen/team'], cases: s.cases })),
        ...DISTRICTS.map((d) => ({ address: `${d.local}@${HOST}`, name: d.name, title: d.title, pages: ['/kehrgebiete'], cases: ['table', 'obfuscated', 'link-non-english'] as CaseKind[] })),
        { address: `stefan.kautz@${HOST}`, name: 'Stefan Kautz', title: 'Rauchfangkehrermeister', pages: ['/kehrgebiete/unteres-gailtal'], cases: ['prose', 'deep-page', 'obfuscated', 'link-non-english'] },
        { address: `nina.moertl-kaiser@${HOST}`, name: 'Nina Mörtl-Kaiser', title: 'Personalverrechnung und Lehrlingsbetreuung', pages: ['/karriere'], cases: ['label-line', 'obfuscated', 'link-non-english'] },
        {
          address: `patrick.sommeregger@${HOST}`,
          name: 'Patrick Sommeregger',
          title: 'Energieberater für Heizungsüberprüfung',
          pages: ['/aktuelles/verstaerkung-heizungsueberpruefung'],
          cases: ['prose', 'honorific', 'sitemap-robots', 'obfuscated'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/unternehmen/team', text: SCHEME },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `buchhaltung@${HOST}`, kind: 'comment' },
        { text: `disposition@${HOST}`, kind: 'disallowed' },
        { text: 'landesinnung.rfk@wk-kaernten.test', kind: 'other-company' },
      ],
    },
  };
}
