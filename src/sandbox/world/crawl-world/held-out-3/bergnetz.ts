/**
 * Bergnetz Informatik AG, an IT managed-service provider for small firms in Graubünden (Swiss
 * German, with an English page). Held-out set 3.
 *
 * Shows: German anchor texts ("Dienstleistungen", "Unternehmen", "Kontakt"); team cards with
 * Swiss academic titles before the name ("Dr. sc. techn.", "lic. oec.") and qualifications after
 * it ("MSc ETH", "dipl. Informatiker HF"), an apprentice without an address, the managing
 * director also as a JSON-LD employee with honorificPrefix; umlauts written out as Swiss
 * addresses do (no ß); a table of account managers with a header row and a row with no person;
 * the service desk as a visible role address and a JSON-LD contact point, the sales desk only in
 * JSON-LD (mailto:); the scheme stated ("vorname.nachname@…"); a "Medienanfragen:" label line;
 * the data-protection mailbox written "[at] … [dot]"; an English home reached only through
 * hreflang (the switcher is a button), where the head of sales is named in running text; a git
 * clone URL at the firm's own git host; a customer-portal contact list robots.txt disallows; an
 * old helpdesk address in a comment; the data centre's NOC address; a CSS framework's version;
 * a retina logo.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'bergnetz.test';

const A = {
  info: `info@${HOST}`,
  caduff: `flurin.caduff@${HOST}`,
  casutt: `seraina.casutt@${HOST}`,
  gubler: `reto.gubler@${HOST}`,
  tschudi: `mirjam.tschudi@${HOST}`,
  lutz: `nadja.lutz@${HOST}`,
  servicedesk: `servicedesk@${HOST}`,
  verkauf: `verkauf@${HOST}`,
  cathomen: `ladina.cathomen@${HOST}`,
  datenschutz: `datenschutz@${HOST}`,
  derungs: `gian-andrea.derungs@${HOST}`,
};
const SCHEME = `vorname.nachname@${HOST}`;
const COMMENTED = `helpdesk@${HOST}`;
const PORTAL = [`portal@${HOST}`, `beat.hug@${HOST}`];
const GIT = `git@git.${HOST}`;
const NOC = 'noc@alpin-dc.test';
const PACKAGE = 'bootstrap@5.3.2';
const LOGO = 'bergnetz-logo@2x.png';

const NAV: [string, string][] = [
  ['/', 'Start'],
  ['/dienstleistungen', 'Dienstleistungen'],
  ['/unternehmen', 'Unternehmen'],
  ['/support', 'Support'],
  ['/kontakt', 'Kontakt'],
];

const ALTERNATES = { 'de-CH': '/', en: '/en' };

const theme: Theme = {
  host: HOST,
  siteName: 'Bergnetz Informatik AG',
  head: [
    `<link href="https://cdn.jsdelivr.net/npm/${PACKAGE}/dist/css/bootstrap.min.css" rel="stylesheet">`,
    '<link rel="stylesheet" href="/assets/css/bergnetz.css?v=3.1">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-7XK2PL0QZ4"></script>',
  ],
  privacyPath: { de: '/impressum', en: '/impressum' },
  header: (page) =>
    `<nav class="navbar navbar-expand-lg bg-white border-bottom">\n <div class="container">\n  <a class="navbar-brand" href="/"><img src="/assets/img/bergnetz-logo.png" srcset="/assets/img/${LOGO} 2x" alt="Bergnetz" height="36"></a>\n` +
    `  <ul class="navbar-nav me-auto">${NAV.map(([href, label]) => `<li class="nav-item"><a class="nav-link${href === page.path ? ' active' : ''}" href="${href}">${esc(label)}</a></li>`).join('')}</ul>\n` +
    `  <a class="btn btn-outline-primary btn-sm" href="/kundenportal/kontakte">Kundenportal</a>\n` +
    `  <button class="btn btn-link btn-sm" type="button" onclick="location.href='${page.lang === 'en' ? '/' : '/en'}'">${page.lang === 'en' ? 'DE' : 'EN'}</button>\n </div>\n</nav>`,
  footer: () =>
    `<footer class="py-4 bg-dark text-light">\n <div class="container">\n  <p>Bergnetz Informatik AG &middot; Bahnhofstrasse 17 &middot; 7000 Chur &middot; ${tel('+41 81 250 44 10')} &middot; ${mailto(A.info, A.info, 'class="text-light"')}</p>\n` +
    `  <p class="small"><a href="/impressum" class="text-light">Impressum &amp; Datenschutz</a> | <a href="/open-source" class="text-light">Open Source</a> | ISO/IEC 27001 zertifiziert</p>\n </div>\n</footer>`,
};

function page(spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage {
  return renderPage(theme, { lang: 'de-CH', ...spec });
}

function karte(display: string, title: string, photo: string, email: string | null): string {
  return (
    `<div class="col-md-4">\n  <div class="card team-card mb-4">\n    <img class="card-img-top" src="/assets/img/team/${photo}.webp" alt="">\n` +
    `    <div class="card-body">\n      <h5 class="card-title">${esc(display)}</h5>\n      <p class="card-text">${esc(title)}</p>\n` +
    (email ? `      <p class="card-text"><i class="bi bi-envelope"></i> ${mailto(email)}</p>\n` : '') +
    `    </div>\n  </div>\n</div>`
  );
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      title: 'IT, die einfach läuft',
      alternates: ALTERNATES,
      description: 'Managed IT, Microsoft 365, Netzwerke und Sicherheit für KMU in Graubünden.',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Bergnetz Informatik AG',
          url: `http://${HOST}/`,
          logo: `http://${HOST}/assets/img/bergnetz-logo.png`,
          email: A.info,
          address: { '@type': 'PostalAddress', streetAddress: 'Bahnhofstrasse 17', postalCode: '7000', addressLocality: 'Chur', addressCountry: 'CH' },
        },
      ],
      main:
        `<div class="container py-5">\n<h1 class="display-5">IT, die einfach läuft.</h1>\n<p class="lead">Wir betreuen über 140 KMU, Arztpraxen und Gemeinden zwischen Chur, Davos und dem Engadin – mit festen Ansprechpersonen und Servicedesk in Chur.</p>\n` +
        `<div class="row">\n<div class="col-md-4"><h3>Managed Workplace</h3><p>Arbeitsplätze, Microsoft 365 und Backup zum Fixpreis.</p></div>\n<div class="col-md-4"><h3>Netzwerk &amp; Sicherheit</h3><p>Firewall, WLAN und Monitoring rund um die Uhr.</p></div>\n` +
        `<div class="col-md-4"><h3>Cloud</h3><p>Daten in der Schweiz, im Rechenzentrum Landquart.</p></div>\n</div>\n<p><a href="/dienstleistungen" class="btn btn-primary">Alle Dienstleistungen</a></p>\n</div>`,
    }),
    '/dienstleistungen': page({
      path: '/dienstleistungen',
      title: 'Dienstleistungen',
      main:
        `<div class="container py-4">\n<h1>Dienstleistungen</h1>\n<ul>\n<li>Managed Workplace (ab CHF 89.– pro Arbeitsplatz und Monat)</li>\n<li>Netzwerk, Firewall und WLAN</li>\n<li>Microsoft 365 und Migrationen</li>\n<li>Backup und Notfallwiederherstellung</li>\n</ul>\n` +
        `<p>Unsere Server stehen bei der Alpin Datacenter AG in Landquart. Störungsmeldungen des Rechenzentrums erreichen uns über deren NOC (${NOC}).</p>\n</div>`,
    }),
    '/unternehmen': page({
      path: '/unternehmen',
      title: 'Unternehmen',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Bergnetz Informatik AG',
          employee: [{ '@type': 'Person', honorificPrefix: 'Dr. sc. techn.', name: 'Flurin Caduff', jobTitle: 'Geschäftsführer', email: A.caduff }],
        },
      ],
      main:
        `<div class="container py-4">\n<h1>Unternehmen</h1>\n<p>Die Bergnetz Informatik AG wurde 2004 in Chur gegründet und beschäftigt heute 23 Mitarbeitende, davon vier Lernende.</p>\n<h2>Team</h2>\n<div class="row">\n` +
        [
          karte('Dr. sc. techn. Flurin Caduff', 'Geschäftsführer', 'caduff', A.caduff),
          karte('Seraina Casutt, MSc ETH', 'Leiterin Managed Services', 'casutt', A.casutt),
          karte('Reto Gubler, dipl. Informatiker HF', 'Senior Systemtechniker', 'gubler', A.gubler),
          karte('lic. oec. Mirjam Tschudi', 'Leiterin Finanzen & Administration', 'tschudi', A.tschudi),
          karte('Jachen Bezzola', 'Lernender Informatiker EFZ', 'bezzola', null),
        ].join('\n') +
        `\n</div>\n</div>`,
    }),
    '/support': page({
      path: '/support',
      title: 'Support',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Bergnetz Informatik AG',
          contactPoint: [
            { '@type': 'ContactPoint', contactType: 'technical support', email: A.servicedesk, telephone: '+41 81 250 44 11', availableLanguage: ['German', 'Romansh', 'English'] },
            { '@type': 'ContactPoint', contactType: 'sales', email: `mailto:${A.verkauf}`, telephone: '+41 81 250 44 10' },
          ],
        },
      ],
      main:
        `<div class="container py-4">\n<h1>Support</h1>\n<p>Servicedesk (Mo–Fr 07.30–18.00 Uhr): ${tel('081 250 44 11')} oder ${mailto(A.servicedesk)}</p>\n` +
        `<!-- alte Adresse bis 2022: ${COMMENTED} -->\n<h2>Ihre Ansprechpersonen</h2>\n` +
        `<table class="table table-striped">\n<thead>\n<tr><th>Name</th><th>Funktion</th><th>Direktwahl</th><th>E-Mail</th></tr>\n</thead>\n<tbody>\n` +
        `<tr><td>Nadja Lutz</td><td>Kundenbetreuerin KMU</td><td>+41 81 250 44 14</td><td>${mailto(A.lutz)}</td></tr>\n` +
        `<tr><td>Pikett (ausserhalb Bürozeiten)</td><td>Notfälle</td><td>+41 81 250 44 99</td><td>–</td></tr>\n</tbody>\n</table>\n` +
        `<p>Fernwartung: <a href="/download/bergnetz-quicksupport.exe">QuickSupport herunterladen</a></p>\n</div>`,
    }),
    '/kontakt': page({
      path: '/kontakt',
      title: 'Kontakt',
      main:
        `<div class="container py-4">\n<h1>Kontakt</h1>\n<address>Bergnetz Informatik AG<br>Bahnhofstrasse 17<br>7000 Chur</address>\n` +
        `<p>Unsere Mitarbeitenden erreichen Sie direkt unter ${SCHEME}.</p>\n` +
        `<p>Medienanfragen: Ladina Cathomen, Marketing &amp; Kommunikation, ${tel('+41 81 250 44 19')}, ${mailto(A.cathomen)}</p>\n` +
        `<p>Parkplätze hat es im Parkhaus Bahnhof, 2 Minuten zu Fuss.</p>\n</div>`,
    }),
    '/impressum': page({
      path: '/impressum',
      title: 'Impressum & Datenschutz',
      main:
        `<div class="container py-4">\n<h1>Impressum</h1>\n<p>Bergnetz Informatik AG, Bahnhofstrasse 17, 7000 Chur<br>UID: CHE-109.442.871 MWST · Handelsregister des Kantons Graubünden</p>\n` +
        `<p>Vertretungsberechtigt: Flurin Caduff, Mirjam Tschudi</p>\n<h2>Datenschutz</h2>\n<p>Wir bearbeiten Personendaten nach dem revidierten Datenschutzgesetz (DSG). Auskunftsbegehren richten Sie an ${A.datenschutz.replace('@', ' [at] ').replace('.test', ' [dot] test')}.</p>\n</div>`,
    }),
    '/open-source': page({
      path: '/open-source',
      title: 'Open Source',
      main:
        `<div class="container py-4">\n<h1>Open Source</h1>\n<p>Unser Prüfskript für Microsoft-365-Mandanten steht allen frei zur Verfügung:</p>\n` +
        `<pre><code>git clone ${GIT}:tools/m365-audit.git\ncd m365-audit &amp;&amp; ./audit.ps1 -Tenant contoso</code></pre>\n</div>`,
    }),
    '/kundenportal/kontakte': page({
      path: '/kundenportal/kontakte',
      title: 'Kundenportal – Kontakte',
      main: `<div class="container py-4">\n<h1>Kontakte</h1>\n<p>Portal-Support: ${mailto(PORTAL[0]!)} · Ihr Techniker vor Ort: Beat Hug, ${mailto(PORTAL[1]!)}</p>\n</div>`,
    }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Managed IT in Graubünden',
      alternates: ALTERNATES,
      main:
        `<div class="container py-5">\n<h1>Managed IT for businesses in Graubünden</h1>\n<p>We look after workplaces, networks and Microsoft 365 for more than 140 small firms, practices and hotels in the Grisons.</p>\n` +
        `<p>Hotels and international firms are welcome to contact us in English. Gian-Andrea Derungs, our Head of Sales, looks after English-speaking clients – write to him at ${mailto(A.derungs)}.</p>\n</div>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.info, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
  { address: A.caduff, name: 'Flurin Caduff', title: 'Geschäftsführer', pages: ['/unternehmen'], cases: ['link-non-english', 'card', 'honorific', 'json-ld-person', 'plain'] },
  { address: A.casutt, name: 'Seraina Casutt', title: 'Leiterin Managed Services', pages: ['/unternehmen'], cases: ['link-non-english', 'card', 'post-nominal', 'plain'] },
  { address: A.gubler, name: 'Reto Gubler', title: 'Senior Systemtechniker', pages: ['/unternehmen'], cases: ['link-non-english', 'card', 'post-nominal', 'plain'] },
  { address: A.tschudi, name: 'Mirjam Tschudi', title: 'Leiterin Finanzen & Administration', pages: ['/unternehmen'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.lutz, name: 'Nadja Lutz', title: 'Kundenbetreuerin KMU', pages: ['/support'], cases: ['table', 'plain'] },
  { address: A.servicedesk, name: null, title: null, pages: ['/support'], cases: ['role', 'json-ld-contact-point', 'plain'] },
  { address: A.verkauf, name: null, title: null, pages: ['/support'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'json-ld-only'] },
  { address: A.cathomen, name: 'Ladina Cathomen', title: 'Marketing & Kommunikation', pages: ['/kontakt'], cases: ['label-line', 'plain'] },
  { address: A.datenschutz, name: null, title: null, pages: ['/impressum'], cases: ['role', 'obfuscated'] },
  { address: A.derungs, name: 'Gian-Andrea Derungs', title: 'Head of Sales', pages: ['/en'], cases: ['hreflang', 'prose', 'plain'] },
];

export function bergnetz(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /kundenportal/\nDisallow: /download/\n\nUser-agent: GPTBot\nDisallow: /\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/dienstleistungen', '/unternehmen', '/support', '/kontakt', '/impressum', '/open-source', '/en']),
      pages: pages(),
      headers: { Server: 'Microsoft-IIS/10.0', 'X-Powered-By': 'ASP.NET' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-3',
      languages: ['de', 'en'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/kundenportal/kontakte'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        ...PORTAL.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: GIT, kind: 'git' },
        { text: NOC, kind: 'other-company' },
        { text: PACKAGE, kind: 'package' },
        { text: LOGO, kind: 'retina' },
      ],
    },
  };
}
