/**
 * Kogler & Steindl IT-Beratung: an IT consultancy in Graz, Austrian German with an English home
 * and contact page. A TYPO3-like site: the consultants as cards with Austrian academic and
 * professional titles around the names and "(at)" addresses, the head of support on a "Title:
 * Name" line, the press contact on the imprint's label line, a blog post with a clone URL and a
 * package version, a careers page listed only in the sitemap robots.txt names at a path of its
 * own, and a customer portal robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kogler-steindl.test';
const ORIGIN = `http://${HOST}`;
const COMMENTED = 'k.fuchs@kogler-steindl.test';
const ASSETS = '/fileadmin/user_upload';

const MENU = {
  de: [
    ['/', 'Start'],
    ['/leistungen', 'Leistungen'],
    ['/ueber-uns', 'Über uns'],
    ['/team', 'Team'],
    ['/blog', 'Blog'],
    ['/kontakt', 'Kontakt'],
    ['/en', 'EN'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/contact', 'Contact'],
    ['/', 'DE'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Kogler & Steindl IT-Beratung',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5c1e0a8f2b7d-min.css.gz?1731412200" media="all">',
  ],
  header: (page) =>
    `<header class="page-header"><a class="logo" href="${page.lang === 'en' ? '/en' : '/'}"><img src="${ASSETS}/ks-logo.svg" alt="Kogler &amp; Steindl"></a>\n` +
    `<nav class="mainnav"><ul>${MENU[page.lang === 'en' ? 'en' : 'de'].map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (page) =>
    `<footer class="page-footer"><p>Kogler &amp; Steindl IT-Beratung GmbH · Annenstraße 28 · 8020 Graz · FN 412345 x · UID ATU12345678</p>` +
    (page.lang === 'en' ? '' : `<p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/kundenportal">Kundenportal</a></p>`) +
    `</footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

/** TYPO3's spam protection with atSubst "(at)" and lastDotSubst "(dot)". */
const atDot = (address: string) => {
  const [local, domain] = address.split('@') as [string, string];
  const i = domain.lastIndexOf('.');
  return `${local}(at)${domain.slice(0, i)}(dot)${domain.slice(i + 1)}`;
};

interface Consultant {
  heading: string;
  role: string;
  email: string;
  cloak: boolean;
  photo: string;
}

const TEAM: Consultant[] = [
  { heading: 'DI Markus Kogler, MSc', role: 'Geschäftsführer, Cloud & Infrastruktur', email: 'm.kogler@kogler-steindl.test', cloak: true, photo: 'kogler' },
  { heading: 'Mag. Dr. Barbara Steindl', role: 'Geschäftsführerin, IT-Recht & Datenschutz', email: 'b.steindl@kogler-steindl.test', cloak: true, photo: 'steindl' },
  { heading: 'Ing. Florian Haas, BSc', role: 'Senior Consultant Microsoft 365', email: 'f.haas@kogler-steindl.test', cloak: false, photo: 'haas' },
  { heading: 'Lukas Gruber, MSc', role: 'Security Engineer', email: 'l.gruber@kogler-steindl.test', cloak: false, photo: 'gruber' },
];

const BLOG_POST = '/blog/m365-baseline-mit-ansible';

export function koglerSteindl(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'IT-Betreuung für KMU in der Steiermark',
    lang: 'de-AT',
    alternates: { 'de-AT': '/', en: '/en' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Kogler & Steindl IT-Beratung GmbH',
        url: `${ORIGIN}/`,
        telephone: '+43 316 890 412',
        address: { '@type': 'PostalAddress', streetAddress: 'Annenstraße 28', postalCode: '8020', addressLocality: 'Graz', addressCountry: 'AT' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'technical support', email: 'mailto:support@kogler-steindl.test', telephone: '+43 316 890 412-20', hoursAvailable: 'Mo-Fr 07:30-18:00' },
      },
    ],
    main:
      `<div class="frame frame-default"><h1>IT-Betreuung für KMU in der Steiermark</h1><p>Microsoft 365, Netzwerke, Backup und Informationssicherheit für Steuerberater, Arztpraxen und Gewerbebetriebe zwischen Graz und Leoben – seit 2012, mit fixen Ansprechpersonen statt Ticket-Lotterie.</p></div>\n` +
      `<div class="frame"><h2>Aktuelles</h2><p><a href="${BLOG_POST}">Microsoft-365-Basisschutz mit Ansible ausrollen</a></p></div>`,
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    lang: 'de-AT',
    main: `<div class="frame"><h1>Leistungen</h1><ul><li>IT-Betreuung zum Pauschalpreis</li><li>Microsoft 365 und Intune</li><li>NIS2- und DSGVO-Beratung</li><li>Backup, Notfallplanung, Penetrationstests</li></ul><p>Unser Rechenzentrumspartner in Graz: NOC ${mailto('noc@rechenzentrum-sued.test')}.</p></div>`,
  });

  pages['/ueber-uns'] = page({
    path: '/ueber-uns',
    title: 'Über uns',
    lang: 'de-AT',
    main:
      `<div class="frame"><h1>Über uns</h1><p>Markus Kogler und Barbara Steindl haben das Unternehmen 2012 gegründet, nachdem sie gemeinsam bei einem Grazer Systemhaus gearbeitet hatten. Heute sind wir vierzehn Leute.</p>\n` +
      `<p>Leitung Support: Ing. Stefan Lechner – ${mailto('s.lechner@kogler-steindl.test')}</p>\n` +
      `<!-- Lehrlingsbeauftragte bis 2024: ${COMMENTED} -->\n` +
      `<p><img src="${ASSETS}/buero-annenstrasse.jpg" srcset="${ASSETS}/buero-annenstrasse@2x.jpg 2x" alt="Unser Büro in der Annenstraße"></p></div>`,
  });

  pages['/team'] = page({
    path: '/team',
    title: 'Team',
    lang: 'de-AT',
    main:
      `<div class="frame"><h1>Unser Team</h1><div class="row team">\n` +
      TEAM.map(
        (c) =>
          `<div class="col-md-3 team-card"><img src="${ASSETS}/team/${c.photo}.jpg" alt=""><h3>${esc(c.heading)}</h3><p class="position">${esc(c.role)}</p>` +
          `<p class="mail">${c.cloak ? atDot(c.email) : mailto(c.email)}</p></div>`,
      ).join('\n') +
      `\n</div></div>`,
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    lang: 'de-AT',
    main: `<div class="frame"><h1>Blog</h1><ul><li><a href="${BLOG_POST}">Microsoft-365-Basisschutz mit Ansible ausrollen</a> – 14. Oktober 2025</li></ul></div>`,
  });

  pages[BLOG_POST] = page({
    path: BLOG_POST,
    title: 'Microsoft-365-Basisschutz mit Ansible ausrollen',
    lang: 'de-AT',
    main:
      `<article class="frame"><h1>Microsoft-365-Basisschutz mit Ansible ausrollen</h1><p class="meta">14. Oktober 2025</p>\n` +
      `<p>Bei neuen Kunden setzen wir immer dieselben Grundeinstellungen: MFA für alle, keine Legacy-Authentifizierung, Audit-Log an. Unser Playbook dafür ist öffentlich:</p>\n` +
      `<pre><code>git clone git@gitlab.com:kogler-steindl/m365-baseline.git\ncd m365-baseline\nnpm install -g @pnp/cli-microsoft365@9.1.0\nansible-playbook site.yml</code></pre>\n` +
      `<p>Fragen zum Artikel beantwortet der Autor, Florian Haas, gerne per Mail (${mailto('f.haas@kogler-steindl.test')}).</p></article>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'de-AT',
    main:
      `<div class="frame"><h1>Kontakt</h1><p>Kogler &amp; Steindl IT-Beratung GmbH<br>Annenstraße 28, 8020 Graz<br>Tel. +43 316 890 412</p>\n` +
      `<p>Anfragen: ${mailto('office@kogler-steindl.test')}<br>Support für Bestandskunden: ${mailto('support@kogler-steindl.test')} oder +43 316 890 412-20</p>\n` +
      `<form method="post" action="/kontakt"><label>E-Mail <input type="email" name="tx_form[email]" placeholder="max.mustermann@firma.at"></label><label>Nachricht <textarea name="tx_form[text]"></textarea></label><button type="submit">Absenden</button></form></div>`,
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    lang: 'de-AT',
    main:
      `<div class="frame"><h1>Impressum</h1><p>Informationen gemäß § 5 ECG und Offenlegung gemäß § 25 MedienG</p>\n` +
      `<p>Medieninhaber: Kogler &amp; Steindl IT-Beratung GmbH, Annenstraße 28, 8020 Graz<br>Firmenbuch: FN 412345 x, Landesgericht für ZRS Graz<br>Geschäftsführung: DI Markus Kogler, MSc; Mag. Dr. Barbara Steindl<br>E-Mail: ${mailto('office@kogler-steindl.test')}</p>\n` +
      `<p>Pressekontakt: Sabine Hofer, Marketing &amp; Kommunikation, Tel. +43 316 890 412-15, ${mailto('s.hofer@kogler-steindl.test')}</p>\n` +
      `<p>Mitglied der Wirtschaftskammer Steiermark, Fachgruppe UBIT.</p></div>`,
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    lang: 'de-AT',
    main: `<div class="frame"><h1>Datenschutzerklärung</h1><p>Verantwortlich ist die Kogler &amp; Steindl IT-Beratung GmbH. Auskunftsersuchen richten Sie bitte an ${mailto('office@kogler-steindl.test')}.</p></div>`,
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    lang: 'de-AT',
    main:
      `<div class="frame"><h1>Karriere</h1><p>Wir suchen eine:n Systemtechniker:in (Vollzeit, ab € 3.400 brutto/Monat je nach Erfahrung) und eine:n Lehrling Informationstechnologie.</p>\n` +
      `<p>Bewerbungen bitte an ${mailto('jobs@kogler-steindl.test')}; Fragen zum Ablauf beantwortet Ihnen gerne Frau Mag. Theresa Wallner, die bei uns HR &amp; Office Management verantwortet (${mailto('t.wallner@kogler-steindl.test')}).</p></div>`,
  });

  pages['/kundenportal'] = page({
    path: '/kundenportal',
    title: 'Kundenportal',
    lang: 'de-AT',
    main: `<div class="frame"><h1>Kundenportal</h1><p>Login für Vertragskunden. Zugang gesperrt? ${mailto('portal@kogler-steindl.test')}</p></div>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'IT services for small businesses in Styria',
    lang: 'en',
    alternates: { 'de-AT': '/', en: '/en' },
    main: `<div class="frame"><h1>IT services for small businesses in Styria</h1><p>Managed IT, Microsoft 365 and security for firms in and around Graz. International clients: see <a href="/en/contact">Contact</a>.</p></div>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: `<div class="frame"><h1>Contact</h1><p>Annenstraße 28, 8020 Graz, Austria</p><p>Subsidiaries of international groups: Daniel Weiss, Head of Sales, ${mailto('d.weiss@kogler-steindl.test')}</p></div>`,
  });

  pages['/sitemaps/seiten.xml'] = xmlPage(
    urlset(HOST, ['/', '/leistungen', '/ueber-uns', '/team', '/blog', BLOG_POST, '/kontakt', '/impressum', '/datenschutz', '/karriere', '/en', '/en/contact'], '2025-10-14'),
  );

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /kundenportal\n\nSitemap: ${ORIGIN}/sitemaps/seiten.xml\n`,
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-6',
      languages: ['de', 'en'],
      addresses: [
        {
          address: 'm.kogler@kogler-steindl.test',
          name: 'Markus Kogler',
          title: 'Geschäftsführer, Cloud & Infrastruktur',
          titleAlternatives: ['Geschäftsführer'],
          pages: ['/team'],
          cases: ['card', 'honorific', 'post-nominal', 'obfuscated', 'link-non-english'],
        },
        {
          address: 'b.steindl@kogler-steindl.test',
          name: 'Barbara Steindl',
          title: 'Geschäftsführerin, IT-Recht & Datenschutz',
          titleAlternatives: ['Geschäftsführerin'],
          pages: ['/team'],
          cases: ['card', 'honorific', 'obfuscated', 'link-non-english'],
        },
        { address: 'f.haas@kogler-steindl.test', name: 'Florian Haas', title: 'Senior Consultant Microsoft 365', titleAlternatives: ['Autor'], pages: ['/team', BLOG_POST], cases: ['card', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        { address: 'l.gruber@kogler-steindl.test', name: 'Lukas Gruber', title: 'Security Engineer', pages: ['/team'], cases: ['card', 'post-nominal', 'plain', 'link-non-english'] },
        { address: 's.lechner@kogler-steindl.test', name: 'Stefan Lechner', title: 'Leitung Support', pages: ['/ueber-uns'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: 's.hofer@kogler-steindl.test', name: 'Sabine Hofer', title: 'Marketing & Kommunikation', titleAlternatives: ['Pressekontakt'], pages: ['/impressum'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: 't.wallner@kogler-steindl.test', name: 'Theresa Wallner', title: 'HR & Office Management', pages: ['/karriere'], cases: ['prose', 'honorific', 'sitemap-robots', 'plain'] },
        { address: 'd.weiss@kogler-steindl.test', name: 'Daniel Weiss', title: 'Head of Sales', pages: ['/en/contact'], cases: ['deep-page', 'name-title-line', 'plain'] },
        { address: 'jobs@kogler-steindl.test', name: null, title: null, pages: ['/karriere'], cases: ['role', 'sitemap-robots', 'plain'] },
        { address: 'office@kogler-steindl.test', name: null, title: null, pages: ['/kontakt', '/impressum', '/datenschutz'], cases: ['role', 'plain', 'link-non-english'] },
        { address: 'support@kogler-steindl.test', name: null, title: null, pages: ['/', '/kontakt'], cases: ['json-ld-contact-point', 'json-ld-mailto', 'role', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/kundenportal'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'portal@kogler-steindl.test', kind: 'disallowed' },
        { text: 'git@gitlab.com', kind: 'git' },
        { text: 'cli-microsoft365@9.1.0', kind: 'package' },
        { text: 'buero-annenstrasse@2x.jpg', kind: 'retina' },
        { text: 'max.mustermann@firma.at', kind: 'placeholder' },
        { text: 'noc@rechenzentrum-sued.test', kind: 'other-company' },
      ],
    },
  };
}
