/**
 * Hollweg Bau GmbH: a construction company in Osnabrück (Hochbau, Tiefbau, Sanierung), on TYPO3
 * with its spam protection writing "(at)" and encrypting mailto links. The managing director with
 * his Dipl.-Ing. on the Impressum's label lines, the contacts in a table (one written with "(at)"),
 * the technical director as a schema.org Person in microdata on a page two links deep, the HR
 * officer on a job advert listed only in the sitemap robots.txt names, the career page stating
 * "v.nachname@"; the structural engineer's address, a placeholder, a retina logo, an old address in
 * a comment and the intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hollweg-bau.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `v.nachname@${HOST}`;

/** TYPO3's spamProtectEmailAddresses = 2: the href shifted, "@" shown as "(at)". */
function typo3Mail(address: string): string {
  const shift = (ch: string): string => {
    const n = ch.charCodeAt(0);
    const wrap = (lo: number, hi: number) => String.fromCharCode(lo + ((n - lo + 2) % (hi - lo + 1)));
    if (n >= 0x2b && n <= 0x39) return wrap(0x2b, 0x39);
    if (n >= 0x40 && n <= 0x5a) return wrap(0x40, 0x5a);
    if (n >= 0x61 && n <= 0x7a) return wrap(0x61, 0x7a);
    return ch;
  };
  const enc = [...`mailto:${address}`].map(shift).join('');
  return `<a href="#" data-mailto-token="${enc}" data-mailto-vector="2">${esc(address.replace('@', '(at)'))}</a>`;
}

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/leistungen', 'Leistungen'],
  ['/referenzen', 'Referenzen'],
  ['/unternehmen', 'Unternehmen'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hollweg Bau GmbH',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4f1e2d9c0b7a.css?1710421337" media="all">',
    '<script src="/typo3temp/assets/compressed/merged-a7c3e19b2d44.js?1710421337"></script>',
  ],
  header: () =>
    `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container"><a class="navbar-brand navbar-brand-image" href="/"><img class="navbar-brand-logo-normal" src="/fileadmin/user_upload/hollweg-logo.png" srcset="/fileadmin/user_upload/hollweg-logo.png 1x, /fileadmin/user_upload/hollweg-logo@2x.png 2x" alt="Hollweg Bau GmbH" height="52" width="190"></a>` +
    `<nav id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}" class="nav-link" title="${esc(l)}"><span class="nav-link-text">${esc(l)}</span></a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="section footer-section"><div class="container"><div class="row"><div class="col-md-4"><p><strong>Hollweg Bau GmbH</strong><br>Pagenstecherstraße 118<br>49090 Osnabrück<br>Telefon ${tel('0541 96 04 70')}<br>${typo3Mail(`info@${HOST}`)}</p></div>` +
    `<div class="col-md-4"><ul class="list-unstyled"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/intern">Intern</a></li></ul></div><div class="col-md-4"><p>Mitglied der Bauindustrie Niedersachsen-Bremen</p></div></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-DE' });
const ce = (id: number, html: string) => `<div id="c${id}" class="frame frame-default frame-type-text frame-layout-0"><div class="frame-container"><div class="frame-inner">${html}</div></div></div>`;

type Row = { name: string; title: string; phone: string; local: string; typo3?: boolean };
const CONTACTS: Row[] = [
  { name: 'Anja Brandt', title: 'Prokuristin, kaufmännische Leitung', phone: '0541 96 04 7-12', local: 'a.brandt' },
  { name: 'Markus Albers', title: 'Bauleiter Hochbau', phone: '0541 96 04 7-31', local: 'm.albers', typo3: true },
  { name: 'Dennis Yilmaz', title: 'Bauleiter Tiefbau', phone: '0541 96 04 7-32', local: 'd.yilmaz' },
  { name: 'Kerstin Vogt', title: 'Kalkulation und Angebotswesen', phone: '0541 96 04 7-20', local: 'k.vogt' },
  { name: 'Lena Hoffmann', title: 'Bauzeichnerin', phone: '0541 96 04 7-24', local: 'l.hoffmann' },
];

export function hollwegBau(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Bauunternehmen in Osnabrück',
    main:
      ce(101, `<h1>Bauen mit Verlass – seit 1964</h1><p>Hollweg Bau ist ein inhabergeführtes Bauunternehmen mit rund 85 Mitarbeiterinnen und Mitarbeitern. Wir bauen Wohn- und Gewerbebauten schlüsselfertig oder im Rohbau, übernehmen Kanal- und Erdarbeiten und sanieren Bestandsgebäude.</p>`) +
      ce(102, `<div class="row"><div class="col-md-4"><h3>Hochbau</h3><p>Rohbau, schlüsselfertiges Bauen, Betonfertigteile</p></div><div class="col-md-4"><h3>Tiefbau</h3><p>Kanalbau, Erschließung, Außenanlagen</p></div><div class="col-md-4"><h3>Sanierung</h3><p>Altbausanierung, Betoninstandsetzung, Abdichtung</p></div></div>`),
  });

  pages['/leistungen'] = page({ path: '/leistungen', title: 'Leistungen', main: ce(110, `<h1>Leistungen</h1><p>Vom ersten Spatenstich bis zur Schlüsselübergabe: Baugrube, Gründung, Rohbau, Ausbau-Koordination und Außenanlagen aus einer Hand.</p>`) });
  pages['/referenzen'] = page({ path: '/referenzen', title: 'Referenzen', main: ce(120, `<h1>Referenzen</h1><ul><li>Quartier Am Westerberg, 64 Wohneinheiten (2024)</li><li>Feuerwehrhaus Hasbergen (2023)</li><li>Kanalerneuerung Lotter Straße, 1,2 km (2022)</li></ul>`) });

  pages['/unternehmen'] = page({
    path: '/unternehmen',
    title: 'Unternehmen',
    main:
      ce(130, `<h1>Unternehmen</h1><p>In dritter Generation von Dipl.-Ing. Thomas Hollweg geführt. <a href="/unternehmen/ansprechpartner">Ihre Ansprechpartner</a> · <a href="/unternehmen/technik">Technik &amp; Qualität</a></p>`),
  });

  pages['/unternehmen/ansprechpartner'] = page({
    path: '/unternehmen/ansprechpartner',
    title: 'Ansprechpartner',
    main: ce(
      140,
      `<h1>Ihre Ansprechpartner</h1><table class="contenttable"><thead><tr><th scope="col">Name</th><th scope="col">Funktion</th><th scope="col">Telefon</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
        CONTACTS.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${r.typo3 ? typo3Mail(`${r.local}@${HOST}`) : mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/unternehmen/technik'] = page({
    path: '/unternehmen/technik',
    title: 'Technik & Qualität',
    main: ce(
      150,
      `<h1>Technik &amp; Qualität</h1><p>Zertifiziert nach DIN EN ISO 9001 und SCC**. Arbeitsvorbereitung, Baustellenlogistik und unser Gerätepark werden zentral vom Bauhof in Hellern gesteuert.</p>` +
        `<div class="person" itemscope itemtype="https://schema.org/Person"><img src="/fileadmin/user_upload/team/kramer.jpg" alt="" itemprop="image"><p><span itemprop="honorificPrefix">Dipl.-Ing. (FH)</span> <strong itemprop="name">Stefan Kramer</strong><br><span itemprop="jobTitle">Technischer Leiter</span><br>Tel. <span itemprop="telephone">0541 96 04 7-40</span><br><a href="mailto:s.kramer@${HOST}" itemprop="email">s.kramer@${HOST}</a></p></div>` +
        `<p>Statik und Tragwerksplanung in Zusammenarbeit mit dem Ingenieurbüro Lenz &amp; Partner (buero@lenz-tragwerk.test).</p>`,
    ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: ce(
      160,
      `<h1>Karriere bei Hollweg Bau</h1><p>Wir bilden jedes Jahr Maurer, Straßenbauer und Bauzeichner aus und suchen laufend erfahrene Fachkräfte. Bewerbungen bitte als PDF an ${mailto(`bewerbung@${HOST}`)}.</p>` +
        `<p>Alle Mitarbeitenden erreichen Sie nach dem Schema ${esc(SCHEME)}.</p>`,
    ),
  });

  pages['/karriere/stellen/bauleiter-hochbau-m-w-d'] = page({
    path: '/karriere/stellen/bauleiter-hochbau-m-w-d',
    title: 'Bauleiter Hochbau (m/w/d)',
    main: ce(
      170,
      `<h1>Bauleiter Hochbau (m/w/d) in Vollzeit</h1><h2>Ihre Aufgaben</h2><ul><li>Leitung von Bauvorhaben im Wohnungs- und Gewerbebau bis 12 Mio. €</li><li>Termin-, Kosten- und Qualitätskontrolle</li></ul><h2>Ihr Kontakt</h2>` +
        `<p>Julia Neumann, Personalreferentin, Tel. ${tel('0541 96 04 7-15')}, ${mailto(`j.neumann@${HOST}`)}</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      ce(180, `<h1>Kontakt</h1><p>Hollweg Bau GmbH<br>Pagenstecherstraße 118, 49090 Osnabrück<br>Telefon ${tel('0541 96 04 70')} · Fax 0541 96 04 799<br>${typo3Mail(`info@${HOST}`)}</p>`) +
      `<!-- Bauhof-Adresse bis 2023: bauhof@${HOST} -->` +
      `<form action="/kontakt?tx_form_formframework%5Baction%5D=perform" method="post" id="kontaktformular-181"><label for="kontaktformular-181-email">E-Mail-Adresse</label><input class="form-control" id="kontaktformular-181-email" type="email" name="tx_form_formframework[email]" placeholder="max@mustermann.de" required="required"><button class="btn btn-primary" type="submit">Absenden</button></form>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(
      190,
      `<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><p>Hollweg Bau GmbH<br>Pagenstecherstraße 118<br>49090 Osnabrück</p>` +
        `<p>Geschäftsführer: Dipl.-Ing. Thomas Hollweg<br>E-Mail: ${mailto(`t.hollweg@${HOST}`)}<br>Registergericht: Amtsgericht Osnabrück, HRB 20417<br>USt-IdNr.: DE117 402 883</p>` +
        `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Dipl.-Ing. Thomas Hollweg (Anschrift wie oben)</p>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce(195, `<h1>Datenschutzerklärung</h1><p>Verantwortliche Stelle ist die Hollweg Bau GmbH.</p>`) });
  pages['/intern'] = page({ path: '/intern', title: 'Intern', main: ce(199, `<h1>Intern</h1><p>Störung Zeiterfassung: ${mailto(`it-service@${HOST}`)}</p>`) });

  pages['/sitemaps/sitemap-de.xml'] = xmlPage(
    urlset(HOST, ['/', '/leistungen', '/referenzen', '/unternehmen', '/unternehmen/ansprechpartner', '/unternehmen/technik', '/karriere', '/karriere/stellen/bauleiter-hochbau-m-w-d', '/kontakt', '/impressum', '/datenschutz']),
  );

  const c = (...k: CaseKind[]) => k;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /intern\nAllow: /typo3temp/\n\nSitemap: ${ORIGIN}/sitemaps/sitemap-de.xml\n`,
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-25',
      languages: ['de'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: c('role', 'obfuscated') },
        { address: `t.hollweg@${HOST}`, name: 'Thomas Hollweg', title: 'Geschäftsführer', pages: ['/impressum'], cases: c('label-line', 'honorific', 'plain') },
        ...CONTACTS.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          ...(r.local === 'a.brandt' ? { titleAlternatives: ['Prokuristin', 'kaufmännische Leitung'] } : {}),
          pages: ['/unternehmen/ansprechpartner'],
          cases: c('table', r.typo3 ? 'obfuscated' : 'plain', 'deep-page', 'link-non-english'),
        })),
        { address: `s.kramer@${HOST}`, name: 'Stefan Kramer', title: 'Technischer Leiter', pages: ['/unternehmen/technik'], cases: c('microdata', 'honorific', 'plain', 'deep-page', 'link-non-english') },
        { address: `j.neumann@${HOST}`, name: 'Julia Neumann', title: 'Personalreferentin', pages: ['/karriere/stellen/bauleiter-hochbau-m-w-d'], cases: c('name-title-line', 'plain', 'sitemap-robots') },
        { address: `bewerbung@${HOST}`, name: null, title: null, pages: ['/karriere'], cases: c('role', 'plain', 'link-non-english') },
      ],
      pattern: '{f}.{last}',
      statedPattern: { page: '/karriere', text: SCHEME },
      disallowed: ['/intern'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'hollweg-logo@2x.png', kind: 'retina' },
        { text: `bauhof@${HOST}`, kind: 'comment' },
        { text: `it-service@${HOST}`, kind: 'disallowed' },
        { text: 'buero@lenz-tragwerk.test', kind: 'other-company' },
        { text: 'max@mustermann.de', kind: 'placeholder' },
      ],
    },
  };
}
