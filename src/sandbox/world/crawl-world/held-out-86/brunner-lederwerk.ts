/**
 * Lederwerk Brunner AG: a watch-strap maker in Grenchen (Solothurn), on TYPO3, in Swiss Standard
 * German with an English section reached only through the hreflang alternate. The team as a
 * TYPO3 table (one address written "name(at)domain"), the owner as a founder Person in JSON-LD,
 * the sales desk as a contactPoint, the media contact as an Impressum label line, the export
 * manager on the English contact page, and the apprentice trainer in a news item listed only in a
 * sitemap named by robots.txt. The stated scheme, a comment, jQuery's CDN path and the dealer
 * area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'brunner-lederwerk.test';
const ORIGIN = `http://${HOST}`;

const MENU_DE: [string, string][] = [
  ['/', 'Startseite'],
  ['/unternehmen', 'Unternehmen'],
  ['/unternehmen/team', 'Team'],
  ['/kollektion', 'Armbänder nach Mass'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/team', 'Our people'],
  ['/en/contact', 'Contact'],
];

let uid = 100;
const ce = (html: string, type = 'text'): string => `<div id="c${uid++}" class="frame frame-default frame-type-${type} frame-layout-0">${html}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Lederwerk Brunner AG',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3c1f0a9b7e-5d2a.css?1741853210" media="all">',
    '<script src="https://cdn.jsdelivr.net/npm/jquery@3.7.1/dist/jquery.min.js"></script>',
  ],
  header: (spec) => {
    const menu = spec.lang.startsWith('en') ? MENU_EN : MENU_DE;
    return (
      `<header class="page-header"><div class="container"><a class="navbar-brand" href="${spec.lang.startsWith('en') ? '/en' : '/'}"><img src="/fileadmin/templates/img/lederwerk-brunner-logo.svg" alt="Lederwerk Brunner" width="190" height="48"></a>` +
      `<nav class="navbar-mainnavigation"><ul class="navbar-nav">${menu.map(([href, label]) => `<li class="nav-item"><a class="nav-link" href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`
    );
  },
  footer: (spec) =>
    `<!-- Kontakt alt: webmaster@${HOST} (bis 2023) -->\n<footer class="page-footer"><div class="container"><div class="row">` +
    `<div class="col-md-6"><p>Lederwerk Brunner AG<br>Bettlachstrasse 41<br>CH-2540 Grenchen<br>${tel('+41 32 653 18 40')}</p></div>` +
    `<div class="col-md-6"><ul class="list-unstyled">` +
    (spec.lang.startsWith('en')
      ? `<li><a href="/impressum">Legal notice (German)</a></li>`
      : `<li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/haendlerbereich">Händlerbereich (Login)</a></li>`) +
    `</ul></div></div><p class="copyright">© 2025 Lederwerk Brunner AG – Swiss made since 1961</p></div></footer>`,
  privacyPath: { de: '/datenschutz', en: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'de-CH' });

type Row = { name: string; plain: string; de: string; en: string; local: string; phone: string; obfuscated?: boolean };
const TEAM: Row[] = [
  { name: 'Ursula Brunner', plain: 'Ursula Brunner', de: 'Inhaberin und Geschäftsführerin', en: 'Owner and Managing Director', local: 'ursula.brunner', phone: '+41 32 653 18 41' },
  { name: 'Dr. Reto Hasler', plain: 'Reto Hasler', de: 'Leiter Produktion', en: 'Head of Production', local: 'reto.hasler', phone: '+41 32 653 18 44' },
  { name: 'Sandra Moser', plain: 'Sandra Moser', de: 'Leiterin Verkauf Uhrenindustrie', en: 'Sales Manager, Watch Industry Accounts', local: 'sandra.moser', phone: '+41 32 653 18 45', obfuscated: true },
  { name: 'Luca Bernasconi', plain: 'Luca Bernasconi', de: 'Sattlermeister, Leiter Musterbau', en: 'Master Saddler, Prototyping', local: 'luca.bernasconi', phone: '+41 32 653 18 47' },
  { name: 'Andrea Frei', plain: 'Andrea Frei', de: 'Kaufmännische Angestellte Auftragsabwicklung', en: 'Order Processing', local: 'andrea.frei', phone: '+41 32 653 18 42' },
];
const mailOf = (r: Row): string => (r.obfuscated ? `${r.local}(at)brunner-lederwerk.test` : mailto(`${r.local}@${HOST}`));

export function brunnerLederwerk(): CrawlWorldSite {
  uid = 100;
  const pages: Record<string, SandboxPage> = {};
  const alt = { 'de-CH': '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Uhrenarmbänder aus Grenchen',
    alternates: alt,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Lederwerk Brunner AG',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/fileadmin/templates/img/lederwerk-brunner-logo.svg`,
        address: { '@type': 'PostalAddress', streetAddress: 'Bettlachstrasse 41', postalCode: '2540', addressLocality: 'Grenchen', addressCountry: 'CH' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'sales', telephone: '+41 32 653 18 40', email: `verkauf@${HOST}`, availableLanguage: ['de', 'fr', 'en'] },
        founder: { '@type': 'Person', name: 'Ursula Brunner', jobTitle: 'Inhaberin und Geschäftsführerin', email: `mailto:ursula.brunner@${HOST}` },
      },
    ],
    main:
      ce(`<h1>Uhrenarmbänder aus Leder, Alligator und Kautschuk – gefertigt in Grenchen</h1><p>Seit 1961 schneiden, schärfen und nähen wir Armbänder für Uhrenmarken aus dem Jurabogen. Kleinserien ab 50 Stück, Einzelanfertigungen für Uhrmacher und Sammler.</p>`) +
      ce(`<p><a href="/kollektion" class="btn btn-primary">Armbänder nach Mass</a> <a href="/unternehmen/team" class="btn btn-default">Unser Team</a></p>`),
  });

  pages['/unternehmen'] = page({
    path: '/unternehmen',
    title: 'Unternehmen',
    main: ce(`<h1>Drei Generationen Lederhandwerk</h1><p>Gegründet von Walter Brunner als Sattlerei, heute ein Betrieb mit 22 Mitarbeitenden und sechs Lernenden. Wir verarbeiten Leder aus Gerbereien in der Schweiz, Frankreich und Italien.</p>`),
  });

  pages['/unternehmen/team'] = page({
    path: '/unternehmen/team',
    title: 'Team',
    main:
      ce(`<h1>Ihre Ansprechpersonen</h1>`) +
      ce(
        `<table class="table table-striped ce-table"><thead><tr><th scope="col">Name</th><th scope="col">Funktion</th><th scope="col">Telefon</th><th scope="col">E-Mail</th></tr></thead><tbody>` +
          TEAM.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.de)}</td><td>${tel(r.phone)}</td><td>${mailOf(r)}</td></tr>`).join('') +
          `</tbody></table>`,
        'table',
      ),
  });

  pages['/kollektion'] = page({
    path: '/kollektion',
    title: 'Armbänder nach Mass',
    main: ce(`<h1>Armbänder nach Mass</h1><p>Bandanstoss von 16 bis 26 mm, Rembordé- oder Kantenbemalung, Schliessen aus 316L-Stahl oder Titan. Muster innert 10 Arbeitstagen.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      ce(`<h1>Kontakt</h1><p>Lederwerk Brunner AG, Bettlachstrasse 41, 2540 Grenchen</p><p>Allgemeine Anfragen: ${mailto(`info@${HOST}`)}<br>Offerten und Bestellungen: ${mailto(`verkauf@${HOST}`)}</p>`) +
      ce(`<p>Alle Mitarbeitenden erreichen Sie direkt unter vorname.nachname@${HOST}.</p>`),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(
      `<h1>Impressum</h1><p>Lederwerk Brunner AG<br>UID: CHE-105.482.117<br>Handelsregister des Kantons Solothurn</p>` +
        `<p>Vertretungsberechtigt: Ursula Brunner (Präsidentin des Verwaltungsrates)</p>` +
        `<p>Medienkontakt: Nadine Gerber, Leiterin Marketing &amp; Kommunikation, Bettlachstrasse 41, 2540 Grenchen, ${tel('+41 32 653 18 49')}, ${mailto(`nadine.gerber@${HOST}`)}</p>`,
    ),
  });

  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce(`<h1>Datenschutzerklärung</h1><p>Gemäss dem revidierten Datenschutzgesetz (revDSG) informieren wir Sie über die Bearbeitung Ihrer Personendaten.</p>`) });

  pages['/haendlerbereich'] = page({
    path: '/haendlerbereich',
    title: 'Händlerbereich',
    main: ce(`<h1>Händlerbereich</h1><p>Preislisten und Musterkarten für registrierte Fachhändler. Zugangsprobleme: ${mailto(`haendler-support@${HOST}`)}</p>`),
  });

  pages['/aktuelles/lehrstelle-sattlerin-2026'] = page({
    path: '/aktuelles/lehrstelle-sattlerin-2026',
    title: 'Lehrstelle Sattler/in EFZ 2026',
    main: ce(
      `<article class="news-single"><h1>Lehrstelle Sattler/in EFZ ab August 2026</h1><p class="news-date">12.03.2025</p>` +
        `<p>Auch 2026 bilden wir wieder eine Sattlerin oder einen Sattler EFZ (Fachrichtung Feintäschnerei) aus. Schnupperlehren sind ab sofort möglich.</p>` +
        `<p>Fragen zur Lehre beantwortet unser Berufsbildner Marco Studer gerne persönlich unter ${mailto(`marco.studer@${HOST}`)} – am liebsten mit Zeugniskopie und einem kurzen Motivationsschreiben.</p></article>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Watch straps from Grenchen',
    lang: 'en',
    alternates: alt,
    main: ce(`<h1>Watch straps made in Grenchen, Switzerland</h1><p>Leather, alligator and rubber straps for watch brands and independent watchmakers, in small series from 50 pieces.</p><p><a href="/en/team">Meet the team</a></p>`),
  });

  pages['/en/team'] = page({
    path: '/en/team',
    title: 'Our people',
    lang: 'en',
    main:
      ce(`<h1>Our people</h1>`) +
      `<div class="row team-cards">` +
      TEAM.map((r) => `<div class="col-md-4"><div class="card"><div class="card-body"><h3 class="card-title">${esc(r.name.replace('Dr. ', 'Dr '))}</h3><p class="card-text">${esc(r.en)}</p><p>${mailOf(r)}</p></div></div></div>`).join('') +
      `</div>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: ce(
      `<h1>Contact</h1><p>General enquiries: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Outside Switzerland, please contact James Whitfield, Export Sales Manager (Asia &amp; Americas), ${tel('+41 32 653 18 46')}, ${mailto(`james.whitfield@${HOST}`)}</p>`,
    ),
  });

  pages['/sitemaps/news.xml'] = xmlPage(urlset(HOST, ['/aktuelles/lehrstelle-sattlerin-2026'], '2025-03-12'));

  const tableCases = (r: Row) => (r.obfuscated ? ['table', 'obfuscated', 'link-non-english'] : ['table', 'plain', 'link-non-english']) as CrawlWorldSite['truth']['addresses'][number]['cases'];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /haendlerbereich\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/sitemaps/news.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/unternehmen', '/unternehmen/team', '/kollektion', '/kontakt', '/impressum', '/datenschutz']),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-86',
      languages: ['de', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `verkauf@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...TEAM.map((r) => ({
          address: `${r.local}@${HOST}`,
          name: r.plain,
          title: r.de,
          titleAlternatives: [r.en],
          pages: r.local === 'ursula.brunner' ? ['/unternehmen/team', '/en/team', '/'] : ['/unternehmen/team', '/en/team'],
          cases: [
            ...tableCases(r),
            'card' as const,
            ...(r.name.startsWith('Dr.') ? (['honorific'] as const) : []),
            ...(r.local === 'ursula.brunner' ? (['json-ld-person', 'json-ld-mailto'] as const) : []),
          ],
        })),
        { address: `nadine.gerber@${HOST}`, name: 'Nadine Gerber', title: 'Leiterin Marketing & Kommunikation', pages: ['/impressum'], cases: ['label-line', 'plain'] },
        { address: `james.whitfield@${HOST}`, name: 'James Whitfield', title: 'Export Sales Manager (Asia & Americas)', pages: ['/en/contact'], cases: ['hreflang', 'deep-page', 'name-title-line', 'plain'] },
        { address: `marco.studer@${HOST}`, name: 'Marco Studer', title: 'Berufsbildner', pages: ['/aktuelles/lehrstelle-sattlerin-2026'], cases: ['sitemap-robots', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `vorname.nachname@${HOST}` },
      disallowed: ['/haendlerbereich'],
      nonAddresses: [
        { text: `vorname.nachname@${HOST}`, kind: 'scheme' },
        { text: `webmaster@${HOST}`, kind: 'comment' },
        { text: `haendler-support@${HOST}`, kind: 'disallowed' },
        { text: 'jquery@3.7.1', kind: 'package' },
      ],
    },
  };
}
