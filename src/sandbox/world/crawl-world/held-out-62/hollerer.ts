/**
 * Hollerer & Pichler Steuerberatung: a tax advisory firm in Graz, on TYPO3 12 with the bootstrap
 * package, German (Austria) with an English page for international clients reached through the
 * hreflang alternates only. Austrian academic titles before the names (Mag., Mag. Dr., Ing.) and
 * degrees after them (BSc (WU), MSc, BA). Addresses shown as TYPO3's spam protection writes
 * them ("name(at)domain" with an encrypted mailto token). Team as content-element cards, the
 * secretariat in a definition list on the contact page, the data-protection contact as a label
 * line in the Impressum. An old mailbox survives in an HTML comment, the client portal is
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hollerer-pichler.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's linkTo_UnCryptMailto token (each character shifted by one within its range). */
function token(text: string): string {
  return [...text]
    .map((c) => {
      const n = c.charCodeAt(0);
      if (n >= 0x61 && n <= 0x7a) return String.fromCharCode(n === 0x7a ? 0x61 : n + 1);
      if (n >= 0x41 && n <= 0x5a) return String.fromCharCode(n === 0x5a ? 0x41 : n + 1);
      if (n >= 0x2b && n <= 0x3a) return String.fromCharCode(n === 0x3a ? 0x2b : n + 1);
      if (n === 0x40) return 'A';
      return c;
    })
    .join('');
}

/** How TYPO3 renders a mailto link with spamProtectEmailAddresses = 1 and atSubst = (at). */
function protectedMail(local: string): string {
  const address = `${local}@${HOST}`;
  return `<a href="#" data-mailto-token="${token(`mailto:${address}`)}" data-mailto-vector="1">${esc(local)}(at)${HOST}</a>`;
}

const MENU_DE: [string, string][] = [
  ['/', 'Startseite'],
  ['/kanzlei', 'Kanzlei'],
  ['/leistungen', 'Leistungen'],
  ['/team', 'Team'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/team', 'Our team'],
];

function nav(path: string, lang: string): string {
  const menu = lang === 'en' ? MENU_EN : MENU_DE;
  return (
    `<nav id="mainnavigation" class="navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container"><a class="navbar-brand navbar-brand-image" title="Hollerer &amp; Pichler" href="${lang === 'en' ? '/en' : '/'}"><img class="navbar-brand-logo-normal" src="/fileadmin/user_upload/logo/hp-steuerberatung.svg" alt="Hollerer &amp; Pichler Steuerberatung" height="52" width="190"></a>` +
    `<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigationcontent" aria-controls="mainnavigationcontent" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>` +
    `<div id="mainnavigationcontent" class="navbar-collapse collapse"><ul class="navbar-nav main-navigation">` +
    menu
      .map(([href, label], i) => `<li class="nav-item${href === path ? ' active' : ''}"><a id="nav-item-${10 + i}" href="${href}" class="nav-link${href === path ? ' active' : ''}" title="${esc(label)}"${href === path ? ' aria-current="page"' : ''}><span class="nav-link-text">${esc(label)}</span></a></li>`)
      .join('') +
    `</ul></div></div></nav>`
  );
}

const theme: Theme = {
  host: HOST,
  siteName: 'Hollerer & Pichler Steuerberatung',
  head: [
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->',
    '<meta name="generator" content="TYPO3 CMS">',
    '<meta name="twitter:card" content="summary">',
    '<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-4c1a2f7be0.css?1712054321" media="all">',
    '<link rel="stylesheet" href="/typo3conf/ext/hp_sitepackage/Resources/Public/Css/custom.css?1712054321" media="all">',
  ],
  header: (p) => `<div id="p${p.path.length}" class="page-wrap page-${p.path.length} pagelevel-1 language-${p.lang === 'en' ? 1 : 0} backendlayout-default layout-default"><div id="top"></div><div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a><header id="page-header" class="bp-page-header navbar navbar-mainnavigation">${nav(p.path, p.lang)}</header><div id="page-content" class="bp-page-content main-section">`,
  footer: (p) =>
    `</div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left">` +
    `<div id="c41" class="frame frame-default frame-type-text frame-layout-0"><div class="frame-container"><div class="frame-inner"><p><strong>Hollerer &amp; Pichler Steuerberatung GmbH</strong><br>Herrengasse 18/2, 8010 Graz<br>${p.lang === 'en' ? 'Phone' : 'Tel.'} ${tel('+43 316 82 45 70')}<br>${protectedMail('office')}</p></div></div></div>` +
    `</div><div class="section-column footer-section-content-column footer-section-content-column-right"><div id="c42" class="frame frame-default frame-type-menu_pages frame-layout-0"><ul><li><a href="/impressum" title="Impressum">Impressum</a></li><li><a href="/datenschutz" title="Datenschutz">Datenschutz</a></li><li><a href="/mandantenportal" title="Mandantenportal">Mandantenportal</a></li></ul></div>` +
    `<p class="kammer">Mitglied der Kammer der Steuerberater und Wirtschaftsprüfer (KSW)</p></div></div></div></section><section class="section footer-section footer-section-meta"><div class="container"><p>© 2025 Hollerer &amp; Pichler Steuerberatung GmbH</p></div></section></footer></div></div>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
  bodyEnd: [
    '<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap/dist/js/bootstrap.min.js?1712054321"></script>',
    '<script async="async" src="/typo3temp/assets/js/cfd16b174d7f7b046e20adbc2e0a1094.js?1712054321"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'de-AT', ...spec });

const frame = (id: number, type: string, html: string, header?: string): string =>
  `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-0"><div class="frame-container"><div class="frame-inner">${header ? `<header class="frame-header"><h2 class="element-header"><span>${esc(header)}</span></h2></header>` : ''}${html}</div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; en?: string; cases: CaseKind[] };
const TEAM: Member[] = [
  { shown: 'Mag. Martin Hollerer', name: 'Martin Hollerer', title: 'Steuerberater, Geschäftsführender Gesellschafter', local: 'hollerer', en: 'Tax Adviser, Managing Partner', cases: ['honorific'] },
  { shown: 'Mag. Dr. Claudia Pichler', name: 'Claudia Pichler', title: 'Steuerberaterin und Wirtschaftsprüferin, Gesellschafterin', local: 'pichler', en: 'Tax Adviser and Certified Public Accountant, Partner', cases: ['honorific'] },
  { shown: 'Thomas Wieser, BSc (WU)', name: 'Thomas Wieser', title: 'Berufsanwärter', local: 'wieser', cases: ['post-nominal'] },
  { shown: 'Sabine Koller', name: 'Sabine Koller', title: 'Bilanzbuchhalterin', local: 'koller', cases: [] },
  { shown: 'Ing. Franz Eder', name: 'Franz Eder', title: 'Personalverrechnung', local: 'eder', cases: ['honorific'] },
];

const card = (m: Member, lang: string): string =>
  `<div class="card-group-element-item"><div class="card"><div class="card-img-top"><img loading="lazy" src="/fileadmin/_processed_/team/csm_${m.local}_4b2e9a1c3d.jpg" width="400" height="400" alt="${esc(m.name)}"></div><div class="card-body"><h3 class="card-title">${esc(m.shown)}</h3><p class="card-subtitle">${esc(lang === 'en' && m.en ? m.en : m.title)}</p><p class="card-text">${protectedMail(m.local)}</p></div></div></div>`;

export function hollerer(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { 'de-AT': '/', en: '/en', 'x-default': '/' };

  pages['/'] = page({
    path: '/',
    title: 'Steuerberatung in Graz',
    alternates: alt,
    description: 'Steuerberatung, Buchhaltung und Personalverrechnung für KMU, Freiberufler und Ärzte in Graz und der Steiermark.',
    main:
      frame(11, 'textmedia', `<p>Seit 1998 betreuen wir Unternehmerinnen und Unternehmer, Ärztinnen und Ärzte sowie Vereine in Graz und der ganzen Steiermark – von der laufenden Buchhaltung bis zur Betriebsübergabe.</p><p><a href="/leistungen" class="btn btn-primary">Unsere Leistungen</a> <a href="/kontakt" class="btn btn-secondary">Termin vereinbaren</a></p>`, 'Steuerberatung mit Handschlagqualität') +
      frame(12, 'text', `<p>Neu: Ab sofort können Sie Belege über unser Mandantenportal hochladen. Ihre Zugangsdaten erhalten Sie von Ihrer Sachbearbeiterin bzw. Ihrem Sachbearbeiter.</p>`, 'Aktuelles'),
  });

  pages['/kanzlei'] = page({
    path: '/kanzlei',
    title: 'Kanzlei',
    main: frame(21, 'text', `<p>Die Kanzlei wurde 1998 von Mag. Martin Hollerer gegründet; 2011 trat Mag. Dr. Claudia Pichler als Gesellschafterin ein. Heute arbeiten elf Mitarbeiterinnen und Mitarbeiter in unserem Büro in der Grazer Innenstadt.</p><p>Wir sind Mitglied der Kammer der Steuerberater und Wirtschaftsprüfer und bilden laufend Berufsanwärterinnen und Berufsanwärter aus.</p>`, 'Über uns'),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: frame(31, 'bullets', `<ul class="ce-bullets"><li>Buchhaltung und Bilanzierung</li><li>Einkommen-, Körperschaft- und Umsatzsteuer</li><li>Personalverrechnung und Lohnabgaben</li><li>Gründungs- und Nachfolgeberatung</li><li>Vertretung vor Finanzamt und Bundesfinanzgericht</li></ul>`, 'Unsere Leistungen'),
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Team',
    alternates: { 'de-AT': '/team', en: '/en/team' },
    main: frame(51, 'card_group', `<div class="card-group-element card-group-element-align-left card-group-element-columns-3">${TEAM.map((m) => card(m, 'de')).join('')}</div>`, 'Unser Team'),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      frame(61, 'text', `<p>Hollerer &amp; Pichler Steuerberatung GmbH<br>Herrengasse 18/2 (Eingang Stempfergasse), 8010 Graz</p><p>Tel. ${tel('+43 316 82 45 70')}<br>Fax +43 316 82 45 70-99<br>${protectedMail('office')}</p><p>Bürozeiten: Mo–Do 8:00–17:00 Uhr, Fr 8:00–12:00 Uhr</p>`, 'So erreichen Sie uns') +
      frame(
        62,
        'text',
        `<dl class="kontakt-liste"><dt>Sekretariat &amp; Terminvereinbarung</dt><dd>Petra Haas<br>Tel. ${tel('+43 316 82 45 70-10')}<br>${protectedMail('haas')}</dd><dt>Rechnungen &amp; Honorare</dt><dd>Tel. ${tel('+43 316 82 45 70-12')}</dd></dl>`,
        'Ansprechpartner',
      ) +
      `<!-- bis 03/2024: buchhaltung@${HOST} (Postfach aufgelassen) -->`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: frame(
      71,
      'text',
      `<p>Medieninhaber und Herausgeber: Hollerer &amp; Pichler Steuerberatung GmbH<br>Herrengasse 18/2, 8010 Graz<br>Firmenbuchnummer: FN 184233 w, Landesgericht für ZRS Graz<br>UID: ATU 47123988</p>` +
        `<p>Berufsbezeichnung: Steuerberater (verliehen in Österreich)<br>Kammerzugehörigkeit: Kammer der Steuerberater und Wirtschaftsprüfer<br>Berufsrecht: Wirtschaftstreuhandberufsgesetz 2017 (WTBG 2017)</p>` +
        `<p>Datenschutzbeauftragte: Mag. Eva Lindner, MSc, Kanzleimanagement, Herrengasse 18/2, 8010 Graz, Tel. ${tel('+43 316 82 45 70-15')}, ${protectedMail('lindner')}</p>` +
        `<p>Webdesign &amp; Umsetzung: Agentur Murblick, Graz</p>`,
      'Impressum',
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: frame(81, 'text', `<p>Verantwortlich für die Datenverarbeitung ist die Hollerer &amp; Pichler Steuerberatung GmbH. Anfragen zum Datenschutz richten Sie bitte an unsere Datenschutzbeauftragte (siehe Impressum).</p>`, 'Datenschutzerklärung') });

  pages['/mandantenportal'] = page({ path: '/mandantenportal', title: 'Mandantenportal', main: frame(91, 'text', `<p>Anmeldung für Mandantinnen und Mandanten. Probleme beim Login? Schreiben Sie an portal@${HOST}</p>`, 'Mandantenportal') });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Tax advisers in Graz',
    alternates: alt,
    main: frame(111, 'text', `<p>We advise international companies, expatriates and cross-border commuters on Austrian tax, payroll and accounting, in English.</p><p><a href="/en/team">Meet the team</a></p>`, 'Austrian tax advice in English'),
  });

  pages['/en/team'] = page({
    path: '/en/team',
    lang: 'en',
    title: 'Our team',
    alternates: { 'de-AT': '/team', en: '/en/team' },
    main:
      frame(151, 'card_group', `<div class="card-group-element card-group-element-align-left card-group-element-columns-3">${TEAM.filter((m) => m.en).map((m) => card(m, 'en')).join('')}</div>`, 'Partners') +
      frame(152, 'text', `<p>Your first point of contact for English-language enquiries is Julia Steiner, BA, Junior Tax Associate: ${protectedMail('steiner')}</p>`, 'International clients'),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3temp/\nDisallow: /mandantenportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/kanzlei', '/leistungen', '/team', '/kontakt', '/impressum', '/datenschutz'], '2025-02-03'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-62',
      languages: ['de', 'en'],
      addresses: [
        { address: `office@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          ...(m.en ? { titleAlternatives: [m.en] } : {}),
          pages: m.en ? ['/team', '/en/team'] : ['/team'],
          cases: ['card', 'obfuscated', ...m.cases] as CaseKind[],
        })),
        { address: `haas@${HOST}`, name: 'Petra Haas', title: 'Sekretariat & Terminvereinbarung', pages: ['/kontakt'], cases: ['definition-list', 'obfuscated', ln] },
        { address: `lindner@${HOST}`, name: 'Eva Lindner', title: 'Kanzleimanagement', titleAlternatives: ['Datenschutzbeauftragte'], pages: ['/impressum'], cases: ['label-line', 'honorific', 'post-nominal', 'obfuscated', ln] },
        { address: `steiner@${HOST}`, name: 'Julia Steiner', title: 'Junior Tax Associate', pages: ['/en/team'], cases: ['hreflang', 'deep-page', 'name-title-line', 'post-nominal', 'obfuscated'] },
      ],
      pattern: '{last}',
      disallowed: ['/mandantenportal'],
      nonAddresses: [
        { text: `buchhaltung@${HOST}`, kind: 'comment' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
