/**
 * Pichler & Url Steuerberatung: a tax-advisory firm in Graz, Austrian German. A TYPO3 site (content
 * elements in frames, fileadmin images, the seo extension's sitemap) with TYPO3's e-mail spam
 * protection on (`spamProtectEmailAddresses = ascii`, `atSubst = (at)`): every mailto link is
 * written as character references and its text has "(at)" for "@".
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'steuerberatung-pichler.test';
const ORIGIN = `http://${HOST}`;

/** TYPO3's `spamProtectEmailAddresses = ascii`: the href as decimal references, "(at)" in the text. */
function t3mail(address: string, text: string = address): string {
  const href = [...`mailto:${address}`].map((c) => `&#${c.charCodeAt(0)};`).join('');
  return `<a href="${href}">${esc(text).replace('@', '(at)')}</a>`;
}

/** A TYPO3 content element. */
function ce(uid: number, type: string, header: string | null, body: string, layout = 0): string {
  return (
    `<div id="c${uid}" class="frame frame-default frame-type-${type} frame-layout-${layout}">` +
    (header ? `<header><h2 class="">${esc(header)}</h2></header>` : '') +
    `${body}</div>`
  );
}

const NAV: { path: string; label: string; sub?: [string, string][] }[] = [
  { path: '/', label: 'Start' },
  { path: '/kanzlei/team', label: 'Kanzlei', sub: [['/kanzlei/team', 'Unser Team']] },
  {
    path: '/leistungen/steuerberatung',
    label: 'Leistungen',
    sub: [
      ['/leistungen/steuerberatung', 'Steuerberatung & Jahresabschluss'],
      ['/leistungen/lohnverrechnung', 'Personalverrechnung'],
    ],
  },
  { path: '/karriere', label: 'Karriere' },
  { path: '/kontakt', label: 'Kontakt' },
];

const theme: Theme = {
  host: HOST,
  siteName: 'Pichler & Url Steuerberatung',
  head: [
    `<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->`,
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4b1c2f0e8d9a7c6b5e4f3a2d1c0b9a8e-min.css.gzip?1711532400" media="all">',
    '<link rel="stylesheet" href="/_assets/9f3c1e7a2b5d8c4e6f0a1b2c3d4e5f60/Css/layout.min.css?1709553600" media="all">',
  ],
  header: (page) =>
    `<header class="page-header">\n<div class="container"><a class="brand" href="/" title="Pichler &amp; Url Steuerberatung"><img src="/fileadmin/templates/pichler/img/logo-pichler-url.svg" width="240" height="56" alt="Pichler &amp; Url Steuerberatung GmbH"></a>\n` +
    `<nav class="mainnav"><ul class="nav level-1">` +
    NAV.map(
      (n) =>
        `<li class="nav-item${page.path === n.path ? ' active' : ''}${n.sub ? ' has-sub' : ''}"><a href="${n.path}" class="nav-link">${esc(n.label)}</a>` +
        (n.sub ? `<ul class="nav level-2">${n.sub.map(([p, l]) => `<li class="nav-item"><a href="${p}" class="nav-link">${esc(l)}</a></li>`).join('')}</ul>` : '') +
        `</li>`,
    ).join('') +
    `</ul></nav>\n<a class="btn btn-portal" href="/mandantenportal">Mandantenportal</a></div>\n</header>`,
  footer: () =>
    `<footer class="page-footer">\n<div class="container"><div class="row">` +
    `<div class="col"><p><strong>Pichler &amp; Url Steuerberatung GmbH</strong><br>Elisabethstraße 38<br>8010 Graz<br>T ${tel('+43 316 829 455')}<br>${t3mail('office@steuerberatung-pichler.test')}</p></div>` +
    `<div class="col"><p>Mo–Do 8:00–17:00<br>Fr 8:00–12:00</p></div>` +
    `<div class="col"><ul class="footer-nav"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li></ul></div>` +
    `</div></div>\n</footer>`,
  privacyPath: { de: '/datenschutz' },
  bodyEnd: ['<script src="/typo3temp/assets/compressed/merged-1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f-min.js.gzip?1711532400"></script>'],
};

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, { ...spec, lang: 'de-AT' });
}

/** The team page's person elements (textpic, image left, text beside it). */
function person(uid: number, p: { photo: string; name: string; position: string; phone: string; email: string; more: string }): string {
  return ce(
    uid,
    'textpic',
    null,
    `<div class="ce-textpic ce-left ce-intext"><div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><div class="ce-row"><div class="ce-column"><figure class="image">` +
      `<img class="image-embed-item" src="/fileadmin/_processed_/${p.photo}" width="220" height="280" loading="lazy" alt=""></figure></div></div></div>` +
      `<div class="ce-bodytext"><p><strong>${esc(p.name)}</strong><br>${esc(p.position)}</p><p>${esc(p.more)}</p><p>T ${tel(p.phone)}<br>${t3mail(p.email)}</p></div></div>`,
  );
}

export function steuerberatungPichler(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Steuerberatung in Graz',
    lang: 'de-AT',
    description: 'Steuerberatung, Buchhaltung, Personalverrechnung und Jahresabschluss für Unternehmen, Ärztinnen und Ärzte und Private in Graz und der Steiermark.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Pichler & Url Steuerberatung GmbH',
        url: `${ORIGIN}/`,
        telephone: '+43 316 829455',
        email: 'office@steuerberatung-pichler.test',
        address: { '@type': 'PostalAddress', streetAddress: 'Elisabethstraße 38', postalCode: '8010', addressLocality: 'Graz', addressCountry: 'AT' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+43 316 829455', email: 'office@steuerberatung-pichler.test', availableLanguage: ['German', 'English'] },
          { '@type': 'ContactPoint', contactType: 'Personalverrechnung', telephone: '+43 316 829455-20', email: 'lohn@steuerberatung-pichler.test' },
        ],
      },
    ],
    main:
      ce(1, 'text', 'Ihre Steuerberatung in Graz', `<p>Seit 2004 begleiten wir Unternehmen, Freiberufler:innen und Privatpersonen in allen steuerlichen und betriebswirtschaftlichen Fragen – persönlich, verlässlich und digital.</p>`) +
      ce(
        2,
        'menu_card_dir',
        null,
        `<div class="card-menu"><div class="card"><h3><a href="/leistungen/steuerberatung">Steuerberatung &amp; Jahresabschluss</a></h3><p>Bilanzierung, Einnahmen-Ausgaben-Rechnung, Steuererklärungen, Betriebsprüfungen.</p></div>` +
          `<div class="card"><h3><a href="/leistungen/lohnverrechnung">Personalverrechnung</a></h3><p>Monatliche Abrechnung, An- und Abmeldungen bei der ÖGK, Beratung zu Dienstverträgen.</p></div>` +
          `<div class="card"><h3><a href="/kanzlei/team">Unser Team</a></h3><p>Drei Steuerberater:innen und ein eingespieltes Team.</p></div></div>`,
      ),
  });

  pages['/kanzlei/team'] = page({
    path: '/kanzlei/team',
    title: 'Unser Team',
    lang: 'de-AT',
    main:
      ce(10, 'header', 'Unser Team', '') +
      person(11, { photo: '7/3/csm_pichler-andreas_5c2e9a1f04.jpg', name: 'Mag. Dr. Andreas Pichler', position: 'Steuerberater und Geschäftsführer', phone: '+43 316 829 455-11', email: 'a.pichler@steuerberatung-pichler.test', more: 'Unternehmensgründung, Umgründungen, Ärztinnen und Ärzte. Lektor an der Universität Graz.' }) +
      person(12, { photo: 'a/1/csm_url-katharina_8d14b2c7e3.jpg', name: 'Mag.a Katharina Url', position: 'Steuerberaterin und Geschäftsführerin', phone: '+43 316 829 455-12', email: 'k.url@steuerberatung-pichler.test', more: 'Jahresabschlüsse, Betriebsprüfungen, Vereine und Non-Profit-Organisationen.' }) +
      person(13, { photo: '2/e/csm_hartmann-jens_0b9f6e2a71.jpg', name: 'Dipl.-Kfm. Jens Hartmann', position: 'Steuerberater, Prokurist', phone: '+43 316 829 455-13', email: 'j.hartmann@steuerberatung-pichler.test', more: 'Grenzüberschreitende Sachverhalte Österreich–Deutschland, Immobilienertragsteuer.' }) +
      person(14, { photo: 'c/4/csm_kogler-bettina_3a7d51f9c0.jpg', name: 'Bettina Kogler, BA', position: 'Leiterin Personalverrechnung', phone: '+43 316 829 455-20', email: 'b.kogler@steuerberatung-pichler.test', more: 'Lohn- und Gehaltsverrechnung, Kollektivverträge, Sozialversicherung.' }) +
      person(15, { photo: '5/b/csm_trummer-markus_e61c08d2b4.jpg', name: 'Ing. Markus Trummer', position: 'Bilanzbuchhalter', phone: '+43 316 829 455-15', email: 'm.trummer@steuerberatung-pichler.test', more: 'Laufende Buchhaltung, Umsatzsteuervoranmeldungen, digitale Belegübermittlung.' }) +
      ce(
        16,
        'table',
        'Assistenz & Buchhaltung',
        `<table class="ce-table"><thead><tr><th scope="col">Name</th><th scope="col">Bereich</th><th scope="col">Durchwahl</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
          `<tr><td>Sandra Wieser</td><td>Buchhaltung</td><td>-14</td><td>${t3mail('s.wieser@steuerberatung-pichler.test')}</td></tr>` +
          `<tr><td>Elif Yılmaz</td><td>Sekretariat &amp; Empfang</td><td>-10</td><td>${t3mail('e.yilmaz@steuerberatung-pichler.test')}</td></tr>` +
          `<tr><td>Florian Haas</td><td>Buchhaltung (Karenzvertretung)</td><td>-16</td><td></td></tr>` +
          `</tbody></table>`,
      ),
  });

  pages['/leistungen/steuerberatung'] = page({
    path: '/leistungen/steuerberatung',
    title: 'Steuerberatung & Jahresabschluss',
    lang: 'de-AT',
    main:
      ce(20, 'text', 'Steuerberatung & Jahresabschluss', `<p>Wir erstellen Ihren Jahresabschluss, Ihre Einkommen-, Körperschaft- und Umsatzsteuererklärungen und vertreten Sie gegenüber dem Finanzamt Österreich und bei Betriebsprüfungen.</p><ul><li>Bilanzierung und Einnahmen-Ausgaben-Rechnung</li><li>Arbeitnehmerveranlagung und Immobilienertragsteuer</li><li>Begleitung bei Betriebsprüfungen</li></ul>`) +
      ce(21, 'text', null, `<p>Für Belege nutzen Sie bitte unser <a href="/mandantenportal">Mandantenportal</a>.</p>`),
  });

  pages['/leistungen/lohnverrechnung'] = page({
    path: '/leistungen/lohnverrechnung',
    title: 'Personalverrechnung',
    lang: 'de-AT',
    main:
      ce(30, 'text', 'Personalverrechnung', `<p>Von der Anmeldung bei der ÖGK bis zum Jahreslohnzettel (L16): wir übernehmen die gesamte Lohn- und Gehaltsverrechnung für Betriebe mit 1 bis 150 Mitarbeiter:innen.</p>`) +
      ce(
        31,
        'text',
        null,
        `<p class="contact-line"><strong>Ihre Ansprechpartnerin:</strong> Bettina Kogler, BA, Leiterin Personalverrechnung · T ${tel('+43 316 829 455-20')} · ${t3mail('b.kogler@steuerberatung-pichler.test')}</p>`,
      ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    lang: 'de-AT',
    main:
      ce(40, 'text', 'Wir suchen Verstärkung', `<h3>Personalverrechner:in (30–38,5 Std./Woche)</h3><p>Sie haben die Personalverrechnerprüfung abgelegt und Freude an genauer Arbeit? Das kollektivvertragliche Mindestgehalt beträgt € 2.600 brutto (Vollzeit); Überzahlung je nach Qualifikation und Erfahrung.</p>`) +
      ce(41, 'text', null, `<p>Ihre Bewerbung richten Sie bitte an Mag.a Katharina Url, ${t3mail('karriere@steuerberatung-pichler.test')}.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de-AT',
    main:
      ce(
        50,
        'text',
        'Kontakt',
        `<address>Pichler &amp; Url Steuerberatung GmbH<br>Elisabethstraße 38<br>8010 Graz</address><p>T ${tel('+43 316 829 455')}<br>F +43 316 829 455-99<br>${t3mail('office@steuerberatung-pichler.test')}</p><p>Parkplätze im Innenhof – bitte bei der Einfahrt läuten.</p>`,
      ) +
      ce(
        51,
        'text',
        'Honorarnoten',
        `<p>Bei Fragen zu Honorarnoten und Zahlungen wenden Sie sich bitte an Frau Sandra Wieser aus unserer Buchhaltung (${t3mail('s.wieser@steuerberatung-pichler.test')}, DW 14).</p>`,
      ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    lang: 'de-AT',
    main: ce(
      60,
      'text',
      'Impressum',
      `<p>Informationspflicht laut § 5 ECG und Offenlegung gemäß § 25 MedienG</p>
<p><strong>Pichler &amp; Url Steuerberatung GmbH</strong><br>Elisabethstraße 38, 8010 Graz<br>Firmenbuchnummer: FN 245871 m, Landesgericht für ZRS Graz<br>UID: ATU58391244<br>T ${tel('+43 316 829 455')}, ${t3mail('office@steuerberatung-pichler.test')}</p>
<p>Geschäftsführung: Mag. Dr. Andreas Pichler, Mag.a Katharina Url</p>
<p>Berufsbezeichnung: Steuerberater (verliehen in Österreich). Mitglied der Kammer der Steuerberater:innen und Wirtschaftsprüfer:innen (KSW), Schönbrunner Straße 222–228, 1120 Wien, office@ksw-kammer.test. Berufsrecht: Wirtschaftstreuhandberufsgesetz 2017 (WTBG 2017).</p>
<p>Webdesign &amp; Umsetzung: Agentur Murblick, support@murblick-web.test</p>`,
    ),
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    lang: 'de-AT',
    main: ce(
      70,
      'text',
      'Datenschutzerklärung',
      `<p>Verantwortlich für die Verarbeitung Ihrer Daten ist die Pichler &amp; Url Steuerberatung GmbH, Elisabethstraße 38, 8010 Graz, ${t3mail('office@steuerberatung-pichler.test')}.</p><p>Wir unterliegen der berufsrechtlichen Verschwiegenheitspflicht nach § 80 WTBG 2017.</p>`,
    ),
  });

  pages['/mandantenportal'] = page({
    path: '/mandantenportal',
    title: 'Mandantenportal',
    lang: 'de-AT',
    main: ce(80, 'text', 'Mandantenportal', `<p>Bitte melden Sie sich mit Ihren Zugangsdaten an.</p><form action="/mandantenportal/login" method="post"><input name="user"><input name="pass" type="password"><button>Anmelden</button></form><p>Technischer Support: ${t3mail('portal@steuerberatung-pichler.test')}</p>`),
  });

  const paths = ['/', '/kanzlei/team', '/leistungen/steuerberatung', '/leistungen/lohnverrechnung', '/karriere', '/kontakt', '/impressum', '/datenschutz'];
  const allPages = Object.keys(pages).filter((p) => p !== '/mandantenportal');

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /mandantenportal\nAllow: /typo3/sysext/frontend/Resources/Public/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, paths, '2025-02-20'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-4',
      languages: ['de'],
      addresses: [
        { address: 'a.pichler@steuerberatung-pichler.test', name: 'Andreas Pichler', title: 'Steuerberater und Geschäftsführer', pages: ['/kanzlei/team'], cases: ['card', 'honorific', 'entities', 'obfuscated'] },
        { address: 'k.url@steuerberatung-pichler.test', name: 'Katharina Url', title: 'Steuerberaterin und Geschäftsführerin', pages: ['/kanzlei/team'], cases: ['card', 'honorific', 'entities', 'obfuscated'] },
        { address: 'j.hartmann@steuerberatung-pichler.test', name: 'Jens Hartmann', title: 'Steuerberater, Prokurist', pages: ['/kanzlei/team'], cases: ['card', 'honorific', 'entities', 'obfuscated'] },
        {
          address: 'b.kogler@steuerberatung-pichler.test',
          name: 'Bettina Kogler',
          title: 'Leiterin Personalverrechnung',
          pages: ['/kanzlei/team', '/leistungen/lohnverrechnung'],
          cases: ['card', 'label-line', 'post-nominal', 'entities', 'obfuscated'],
        },
        { address: 'm.trummer@steuerberatung-pichler.test', name: 'Markus Trummer', title: 'Bilanzbuchhalter', pages: ['/kanzlei/team'], cases: ['card', 'honorific', 'entities', 'obfuscated'] },
        {
          address: 's.wieser@steuerberatung-pichler.test',
          name: 'Sandra Wieser',
          title: 'Buchhaltung',
          pages: ['/kanzlei/team', '/kontakt'],
          cases: ['table', 'prose', 'honorific', 'entities', 'obfuscated'],
        },
        { address: 'e.yilmaz@steuerberatung-pichler.test', name: 'Elif Yılmaz', title: 'Sekretariat & Empfang', pages: ['/kanzlei/team'], cases: ['table', 'entities', 'obfuscated'] },
        { address: 'office@steuerberatung-pichler.test', name: null, title: null, pages: allPages, cases: ['role', 'entities', 'obfuscated', 'json-ld-contact-point'] },
        { address: 'lohn@steuerberatung-pichler.test', name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-only'] },
        { address: 'karriere@steuerberatung-pichler.test', name: null, title: null, pages: ['/karriere'], cases: ['role', 'neighbour', 'entities', 'obfuscated', 'link-non-english'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/mandantenportal'],
      nonAddresses: [
        { text: 'portal@steuerberatung-pichler.test', kind: 'disallowed' },
        { text: 'office@ksw-kammer.test', kind: 'other-company' },
        { text: 'support@murblick-web.test', kind: 'other-company' },
      ],
    },
  };
}
