/**
 * Dekker Verhuizingen: a removal company in Amersfoort, Dutch with English pages for expats, on
 * WordPress with a Yoast sitemap index. Addresses {f}{last}. The crew as cards on "Over ons" and
 * on the English "Meet the crew" page, a vacancy listed only in a child sitemap of the index with
 * the HR adviser, the general and damage-claims mailboxes; the removal-lift rental partner's
 * address and the quote tool disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'dekker-verhuizingen.test';
const ORIGIN = `http://${HOST}`;

const MENU_NL: [string, string][] = [
  ['/', 'Home'],
  ['/particuliere-verhuizing', 'Particulier verhuizen'],
  ['/zakelijke-verhuizing', 'Bedrijfsverhuizing'],
  ['/over-ons', 'Over ons'],
  ['/contact', 'Contact'],
  ['/en', 'English'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/moving-to-amersfoort', 'Moving to Amersfoort'],
  ['/en/meet-the-crew', 'Meet the crew'],
  ['/', 'Nederlands'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Dekker Verhuizingen',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
    `<link rel="stylesheet" id="generatepress-css" href="${ORIGIN}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0" media="all">`,
  ],
  header: (p) =>
    `<header class="site-header" id="masthead"><div class="inside-header"><div class="site-logo"><a href="${p.lang === 'en' ? '/en' : '/'}"><img class="header-image" src="${ORIGIN}/wp-content/uploads/2021/02/dekker-logo.png" alt="Dekker Verhuizingen"></a></div>` +
    `<nav id="site-navigation" class="main-navigation"><ul class="menu">${(p.lang === 'en' ? MENU_EN : MENU_NL).map(([h, l]) => `<li class="menu-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: (p) =>
    `<footer class="site-info"><div class="inside-site-info"><p>Dekker Verhuizingen B.V. · Nijverheidsweg-Noord 58 · 3812 PM Amersfoort · KvK 31048872 · Erkend Verhuizer · ${tel('033 465 12 90')}</p>` +
    `<p><a href="/privacy">${p.lang === 'en' ? 'Privacy' : 'Privacyverklaring'}</a> · <a href="/offerte-tool">${p.lang === 'en' ? 'Get a quote' : 'Offerte aanvragen'}</a></p></div></footer>`,
  privacyPath: { nl: '/privacy', en: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const CREW: { name: string; nl: string; en: string; address: string }[] = [
  { name: 'Jeroen Dekker', nl: 'Eigenaar', en: 'Owner', address: 'jdekker@dekker-verhuizingen.test' },
  { name: 'Bas Mulder', nl: 'Verhuisplanner', en: 'Removal planner', address: 'bmulder@dekker-verhuizingen.test' },
  { name: 'Ruud Jansen', nl: 'Ploegleider', en: 'Crew leader', address: 'rjansen@dekker-verhuizingen.test' },
  { name: 'Femke Smit', nl: 'Offertes en klantcontact', en: 'Quotes and customer contact', address: 'fsmit@dekker-verhuizingen.test' },
  { name: 'Sanne Bakker', nl: 'Administratie', en: 'Accounts', address: 'sbakker@dekker-verhuizingen.test' },
];

function crewCards(lang: 'nl' | 'en'): string {
  return (
    `<div class="gb-grid-wrapper crew">\n` +
    CREW.map(
      (c) =>
        `<div class="gb-grid-column"><div class="gb-container crew-card"><img src="${ORIGIN}/wp-content/uploads/2021/02/${c.address.slice(0, c.address.indexOf('@'))}.jpg" alt="">` +
        `<h4 class="gb-headline">${esc(c.name)}</h4><p class="gb-headline functie">${esc(lang === 'nl' ? c.nl : c.en)}</p><p>${mailto(c.address)}</p></div></div>`,
    ).join('\n') +
    `\n</div>`
  );
}

export function dekkerVerhuizingen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Verhuizen in Amersfoort en omgeving',
    lang: 'nl',
    alternates: { nl: '/', en: '/en' },
    main:
      `<div class="entry-content"><h1>Zorgeloos verhuizen met Dekker</h1><p>Al 35 jaar verhuizen wij particulieren en bedrijven in Amersfoort, Utrecht en de Gelderse Vallei. Inclusief inpakservice, verhuislift en opslag.</p>` +
      `<p>Vragen? Mail ${mailto('info@dekker-verhuizingen.test')}</p></div>`,
  });

  pages['/particuliere-verhuizing'] = page({
    path: '/particuliere-verhuizing',
    title: 'Particulier verhuizen',
    lang: 'nl',
    main:
      `<div class="entry-content"><h1>Particulier verhuizen</h1><p>Van studentenkamer tot vrijstaande woning. Een verhuislift huren we in bij onze partner Liftverhuur Eemland (verhuur@liftverhuur-eemland.test).</p></div>`,
  });

  pages['/zakelijke-verhuizing'] = page({
    path: '/zakelijke-verhuizing',
    title: 'Bedrijfsverhuizing',
    lang: 'nl',
    main: `<div class="entry-content"><h1>Bedrijfsverhuizing</h1><p>Kantoren, praktijken en archieven, ook in het weekend zodat u maandag gewoon doorwerkt.</p></div>`,
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    lang: 'nl',
    alternates: { nl: '/over-ons', en: '/en/meet-the-crew' },
    main: `<div class="entry-content"><h1>Over ons</h1><p>Een familiebedrijf met twaalf vaste verhuizers en vijf wagens.</p>\n${crewCards('nl')}</div>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'nl',
    main:
      `<div class="entry-content"><h1>Contact</h1><p>Algemeen: ${mailto('info@dekker-verhuizingen.test')}<br>Telefoon: ${tel('033 465 12 90')}</p>` +
      `<p>Schade melden na uw verhuizing: ${mailto('schade@dekker-verhuizingen.test')} (binnen 14 dagen, met foto’s).</p></div>`,
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacyverklaring',
    lang: 'nl',
    main: `<div class="entry-content"><h1>Privacyverklaring</h1><p>Dekker Verhuizingen B.V. is verantwoordelijk voor de verwerking van persoonsgegevens.</p></div>`,
  });

  pages['/offerte-tool'] = page({
    path: '/offerte-tool',
    title: 'Offerte aanvragen',
    lang: 'nl',
    main: `<div class="entry-content"><h1>Offerte aanvragen</h1><p>Werkt het formulier niet? Mail uw inboedellijst naar ${mailto('offerte@dekker-verhuizingen.test')}</p></div>`,
  });

  pages['/vacatures/verhuizer-chauffeur'] = page({
    path: '/vacatures/verhuizer-chauffeur',
    title: 'Vacature: verhuizer / chauffeur C',
    lang: 'nl',
    main:
      `<div class="entry-content"><h1>Verhuizer / chauffeur (rijbewijs C)</h1><p>Fulltime, cao Beroepsgoederenvervoer, vaste ploeg.</p>` +
      `<p>Solliciteren? Stuur je cv naar Linda Vos, HR-adviseur, ${mailto('lvos@dekker-verhuizingen.test')}</p></div>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Removals in Amersfoort',
    lang: 'en',
    alternates: { nl: '/', en: '/en' },
    main:
      `<div class="entry-content"><h1>Moving to or from Amersfoort?</h1><p>We help expats and international companies move, with packing service and storage. <a href="/en/meet-the-crew">Meet the crew</a> who will carry your boxes.</p>` +
      `<p>Questions: ${mailto('info@dekker-verhuizingen.test')}</p></div>`,
  });

  pages['/en/moving-to-amersfoort'] = page({
    path: '/en/moving-to-amersfoort',
    title: 'Moving to Amersfoort',
    lang: 'en',
    main: `<div class="entry-content"><h1>Moving to Amersfoort</h1><p>Parking permits for the removal van are arranged by us with the municipality.</p></div>`,
  });

  pages['/en/meet-the-crew'] = page({
    path: '/en/meet-the-crew',
    title: 'Meet the crew',
    lang: 'en',
    alternates: { nl: '/over-ons', en: '/en/meet-the-crew' },
    main: `<div class="entry-content"><h1>Meet the crew</h1>\n${crewCards('en')}</div>`,
  });

  const pagePaths = ['/', '/particuliere-verhuizing', '/zakelijke-verhuizing', '/over-ons', '/contact', '/en', '/en/moving-to-amersfoort', '/en/meet-the-crew'];
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, pagePaths));
  pages['/vacature-sitemap.xml'] = xmlPage(urlset(HOST, ['/vacatures/verhuizer-chauffeur']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /offerte-tool\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/vacature-sitemap.xml']),
      pages: { ...pages, '/sitemap_index.xml': xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/vacature-sitemap.xml'])) },
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-15',
      languages: ['nl', 'en'],
      addresses: [
        { address: 'info@dekker-verhuizingen.test', name: null, title: null, pages: ['/', '/contact', '/en'], cases: ['role', 'plain'] },
        { address: 'schade@dekker-verhuizingen.test', name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        ...CREW.map((c) => ({
          address: c.address,
          name: c.name,
          title: c.nl,
          titleAlternatives: [c.en],
          pages: ['/over-ons', '/en/meet-the-crew'],
          cases: ['card', 'plain', ln, 'link-english-unlisted'] as CaseKind[],
        })),
        {
          address: 'lvos@dekker-verhuizingen.test',
          name: 'Linda Vos',
          title: 'HR-adviseur',
          pages: ['/vacatures/verhuizer-chauffeur'],
          cases: ['sitemap-index', 'name-title-line', 'plain'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/offerte-tool'],
      nonAddresses: [
        { text: 'offerte@dekker-verhuizingen.test', kind: 'disallowed' },
        { text: 'verhuur@liftverhuur-eemland.test', kind: 'other-company' },
      ],
    },
  };
}
