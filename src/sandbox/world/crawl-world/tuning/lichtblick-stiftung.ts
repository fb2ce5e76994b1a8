/**
 * Stiftung Lichtblick, a children's charity in Leipzig (German). Tuning set.
 *
 * Shows: German anchor texts ("Über uns", "Spenden", "Mitmachen", "Presse", "Transparenz");
 * a board table with honorifics (Prof. Dr., Dr.) and no addresses; staff cards, one with an
 * Austrian "Mag."; the label lines "Ihre Ansprechpartnerin für Spenden: name, title, phone,
 * address" and "Pressekontakt: Dr. name, title, street, city, phone, address"; an unowned
 * donations address right under the donor-care person's line; prose with the title before the
 * name; Joomla's e-mail cloaking script; a board area robots.txt disallows; an address in a
 * comment; the bank's and the auditor's addresses.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'lichtblick-stiftung.test';
const ORIGIN = `http://${HOST}`;

const A = {
  info: `info@${HOST}`,
  seidel: `a.seidel@${HOST}`,
  lang: `t.lang@${HOST}`,
  huber: `k.huber@${HOST}`,
  wolf: `s.wolf@${HOST}`,
  spenden: `spenden@${HOST}`,
  baumann: `f.baumann@${HOST}`,
  presse: `presse@${HOST}`,
  schaefer: `m.schaefer@${HOST}`,
  verwaltung: `verwaltung@${HOST}`,
  datenschutz: `datenschutz@${HOST}`,
};
const COMMENTED = `newsletter-alt@${HOST}`;
const BOARD_AREA = [`vorstand@${HOST}`, `h.vogt@${HOST}`];
const AUDITOR = 'pruefung@wp-sachsen.test';

/**
 * Joomla's "email cloaking" plugin output (content - email cloaking), as it writes a mailto link:
 * the address in pieces, with its "@" and "." as character references.
 */
const JOOMLA_CLOAK =
  `<span id="cloak8f3c1a2b9e">Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein.</span><script type="text/javascript">\n` +
  `\tdocument.getElementById('cloak8f3c1a2b9e').innerHTML = '';\n` +
  `\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
  `\tvar path = 'hr' + 'ef' + '=';\n` +
  `\tvar addy8f3c1a2b9e = 'v&#101;rw&#97;lt&#117;ng' + '&#64;';\n` +
  `\taddy8f3c1a2b9e = addy8f3c1a2b9e + 'l&#105;chtbl&#105;ck-st&#105;ft&#117;ng' + '&#46;' + 't&#101;st';\n` +
  `\tvar addy_text8f3c1a2b9e = 'v&#101;rw&#97;lt&#117;ng' + '&#64;' + 'l&#105;chtbl&#105;ck-st&#105;ft&#117;ng' + '&#46;' + 't&#101;st';document.getElementById('cloak8f3c1a2b9e').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy8f3c1a2b9e + '\\'>'+addy_text8f3c1a2b9e+'<\\/a>';\n` +
  `</script>`;

const NAV: [string, string][] = [
  ['/', 'Start'],
  ['/ueber-uns', 'Über uns'],
  ['/projekte', 'Projekte'],
  ['/spenden', 'Spenden'],
  ['/mitmachen', 'Mitmachen'],
  ['/presse', 'Presse'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Stiftung Lichtblick',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/cassiopeia/css/template.min.css?4b1e7a" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?4b1e7a"></script>',
  ],
  privacyPath: { de: '/datenschutz' },
  header: () =>
    `<header class="header container-header"><div class="navbar-brand"><a href="/"><img src="/images/logo-lichtblick.png" srcset="/images/logo-lichtblick@2x.png 2x" alt="Stiftung Lichtblick"></a></div>\n` +
    `<nav class="container-nav"><ul class="mod-menu">${NAV.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>\n` +
    `<a class="btn btn-spenden" href="/spenden">Jetzt spenden</a></header>`,
  footer: () =>
    `<footer class="container-footer"><p>Stiftung Lichtblick – Hilfe für Kinder in Not · Karl-Liebknecht-Straße 45 · 04275 Leipzig · Tel. 0341 24 77 90-0 · ${mailto(A.info)}</p>\n` +
    `<p>Spendenkonto: Sparkasse Leipzig · IBAN DE12 8605 5592 1090 0012 34</p>\n` +
    `<p><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | <a href="/transparenz">Transparenz</a></p>\n` +
    `<!-- Newsletter-Anmeldung (alt): ${COMMENTED} -->\n</footer>`,
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'de-DE', ...spec });
}

function staff(name: string, title: string, email: string): string {
  return `<div class="mitarbeiter card"><div class="card-body"><h3 class="card-title">${esc(name)}</h3><p class="card-text">${esc(title)}</p><p>${mailto(email)}</p></div></div>`;
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      title: 'Hilfe für Kinder in Not',
      description: 'Die Stiftung Lichtblick unterstützt Kinder und Familien in Leipzig mit Lernpatenschaften, Ferienfreizeiten und schneller Hilfe in Notlagen.',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NGO',
          name: 'Stiftung Lichtblick – Hilfe für Kinder in Not',
          url: `${ORIGIN}/`,
          email: A.info,
          telephone: '+49 341 24 77 90-0',
          address: { '@type': 'PostalAddress', streetAddress: 'Karl-Liebknecht-Straße 45', postalCode: '04275', addressLocality: 'Leipzig', addressCountry: 'DE' },
        },
      ],
      main:
        `<section class="hero"><h1>Jedes Kind verdient einen Lichtblick</h1><p>Seit 2004 helfen wir Kindern und Familien in Leipzig – mit Lernpatenschaften, Ferienfreizeiten und schneller Hilfe, wenn es eng wird.</p><a href="/spenden">Helfen Sie mit</a></section>\n` +
        `<section class="zahlen"><div><strong>1.240</strong> Kinder 2024 begleitet</div><div><strong>310</strong> Ehrenamtliche</div><div><strong>92 %</strong> der Spenden direkt in Projekten</div></section>`,
    }),
    '/ueber-uns': page({
      path: '/ueber-uns',
      title: 'Über uns',
      main:
        `<h1>Über uns</h1>\n<p>Die Stiftung Lichtblick wurde 2004 von Leipziger Bürgerinnen und Bürgern gegründet. Sie ist als gemeinnützig und mildtätig anerkannt.</p>\n` +
        `<h2>Vorstand</h2>\n<table class="table"><thead><tr><th>Funktion</th><th>Name</th></tr></thead><tbody>\n` +
        `<tr><td>Vorsitzende</td><td>Prof. Dr. Hannelore Vogt</td></tr>\n<tr><td>Stellvertretender Vorsitzender</td><td>Dr. Matthias Krüger</td></tr>\n<tr><td>Schatzmeisterin</td><td>Birgit Lehmann</td></tr>\n</tbody></table>\n<p class="small"><a href="/intern/vorstand">Vorstandsbereich (Anmeldung)</a></p>\n` +
        `<h2>Geschäftsstelle</h2>\n<div class="mitarbeiter-liste">\n` +
        staff('Anja Seidel', 'Geschäftsführerin', A.seidel) +
        '\n' +
        staff('Tobias Lang', 'Projektkoordination', A.lang) +
        '\n' +
        staff('Mag. Katharina Huber', 'Fundraising und Stiftungskooperationen', A.huber) +
        `\n</div>`,
    }),
    '/projekte': page({
      path: '/projekte',
      title: 'Projekte',
      main: `<h1>Unsere Projekte</h1>\n<h2>Lernpaten</h2><p>Ehrenamtliche begleiten Grundschulkinder ein Schuljahr lang beim Lernen.</p>\n<h2>Sommer am See</h2><p>Zwei Wochen Ferienfreizeit am Cospudener See für Kinder, deren Familien sich keinen Urlaub leisten können.</p>`,
    }),
    '/spenden': page({
      path: '/spenden',
      title: 'Spenden',
      main:
        `<h1>Spenden</h1>\n<p>Mit 25 € ermöglichen Sie einem Kind einen Monat Lernpatenschaft. Spendenkonto: Sparkasse Leipzig, IBAN DE12 8605 5592 1090 0012 34.</p>\n` +
        `<p class="ansprechpartnerin">Ihre Ansprechpartnerin für Spenden: Sandra Wolf, Spenderbetreuung, Tel. 0341 24 77 90-14, ${mailto(A.wolf)}</p>\n` +
        `<p>Zuwendungsbestätigungen: ${mailto(A.spenden)}</p>\n<p>Unsere Jahresrechnung prüft die WP Sachsen GmbH (${mailto(AUDITOR)}).</p>`,
    }),
    '/mitmachen': page({
      path: '/mitmachen',
      title: 'Mitmachen',
      main:
        `<h1>Mitmachen</h1>\n<p>Sie möchten Lernpatin oder Lernpate werden oder bei der Ferienfreizeit helfen?</p>\n` +
        `<p>Wer sich ehrenamtlich engagieren möchte, meldet sich am besten direkt bei unserer Ehrenamtskoordinatorin Miriam Schäfer: ${mailto(A.schaefer)}.</p>`,
    }),
    '/presse': page({
      path: '/presse',
      title: 'Presse',
      main:
        `<h1>Presse</h1>\n<p>Pressemitteilungen und Fotos in Druckqualität stellen wir Ihnen gerne zur Verfügung.</p>\n` +
        `<p>Pressekontakt: Dr. Felix Baumann, Pressesprecher, Karl-Liebknecht-Straße 45, 04275 Leipzig, Telefon 0341 24 77 90-20, ${mailto(A.baumann)}</p>\n` +
        `<p>Allgemeine Presseanfragen: ${mailto(A.presse)}</p>`,
    }),
    '/transparenz': page({
      path: '/transparenz',
      title: 'Transparenz',
      main: `<h1>Transparenz</h1>\n<p>Wir sind Unterzeichnerin der Initiative Transparente Zivilgesellschaft.</p>\n<p>Verantwortlich: Anja Seidel</p>\n<p><a href="/images/jahresbericht-2024.pdf">Jahresbericht 2024 (PDF)</a></p>`,
    }),
    '/kontakt': page({
      path: '/kontakt',
      title: 'Kontakt',
      main:
        `<h1>Kontakt</h1>\n<p>Stiftung Lichtblick · Karl-Liebknecht-Straße 45 · 04275 Leipzig</p>\n<p>Telefon 0341 24 77 90-0 (Mo–Do 9–16 Uhr, Fr 9–13 Uhr)</p>\n` +
        `<p>Verwaltung und Rechnungen: ${JOOMLA_CLOAK}</p>`,
    }),
    '/impressum': page({
      path: '/impressum',
      title: 'Impressum',
      main:
        `<h1>Impressum</h1>\n<p>Stiftung Lichtblick – Hilfe für Kinder in Not, rechtsfähige Stiftung bürgerlichen Rechts, Karl-Liebknecht-Straße 45, 04275 Leipzig</p>\n` +
        `<p>Vertreten durch den Vorstand: Prof. Dr. Hannelore Vogt (Vorsitzende), Dr. Matthias Krüger</p>\n<p>Stiftungsaufsicht: Landesdirektion Sachsen</p>\n` +
        `<p>E-Mail: ${mailto(A.info)}</p>\n<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Anja Seidel, Anschrift wie oben</p>`,
    }),
    '/datenschutz': page({
      path: '/datenschutz',
      title: 'Datenschutz',
      main: `<h1>Datenschutzerklärung</h1>\n<p>Verantwortlich ist die Stiftung Lichtblick. Fragen zum Datenschutz: ${mailto(A.datenschutz)}</p>`,
    }),
    '/intern/vorstand': page({
      path: '/intern/vorstand',
      title: 'Vorstandsbereich',
      main: `<h1>Vorstandsbereich</h1>\n<p>Vorstandspost: ${BOARD_AREA[0]} · Prof. Dr. Hannelore Vogt: ${BOARD_AREA[1]}</p>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.info, name: null, title: null, pages: ['/', '/impressum'], cases: ['role', 'plain'] },
  { address: A.seidel, name: 'Anja Seidel', title: 'Geschäftsführerin', pages: ['/ueber-uns'], cases: ['link-non-english', 'card', 'plain'] },
  { address: A.lang, name: 'Tobias Lang', title: 'Projektkoordination', pages: ['/ueber-uns'], cases: ['link-non-english', 'card', 'plain'] },
  { address: A.huber, name: 'Katharina Huber', title: 'Fundraising und Stiftungskooperationen', pages: ['/ueber-uns'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.wolf, name: 'Sandra Wolf', title: 'Spenderbetreuung', pages: ['/spenden'], cases: ['link-non-english', 'label-line', 'plain'] },
  { address: A.spenden, name: null, title: null, pages: ['/spenden'], cases: ['link-non-english', 'neighbour', 'plain'] },
  { address: A.baumann, name: 'Felix Baumann', title: 'Pressesprecher', pages: ['/presse'], cases: ['label-line', 'honorific', 'plain'] },
  { address: A.presse, name: null, title: null, pages: ['/presse'], cases: ['role', 'plain'] },
  { address: A.schaefer, name: 'Miriam Schäfer', title: 'Ehrenamtskoordinatorin', pages: ['/mitmachen'], cases: ['link-non-english', 'prose', 'plain'] },
  { address: A.verwaltung, name: null, title: null, pages: ['/kontakt'], encoded: { kind: 'script', text: JOOMLA_CLOAK }, cases: ['role', 'script-protect', 'script-concat', 'entities'] },
  { address: A.datenschutz, name: null, title: null, pages: ['/datenschutz'], cases: ['role', 'plain'] },
];

export function lichtblickStiftung(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /intern/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/ueber-uns', '/projekte', '/spenden', '/mitmachen', '/presse', '/transparenz', '/kontakt', '/impressum', '/datenschutz']),
      pages: pages(),
      headers: { Server: 'Apache/2.4.58 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'tuning',
      languages: ['de'],
      addresses,
      pattern: '{f}.{last}',
      disallowed: ['/intern/vorstand'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        ...BOARD_AREA.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: AUDITOR, kind: 'other-company' },
        { text: 'logo-lichtblick@2x.png', kind: 'retina' },
      ],
    },
  };
}
