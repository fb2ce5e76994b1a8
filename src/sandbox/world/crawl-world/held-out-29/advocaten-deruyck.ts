/**
 * Advocatenkantoor De Ruyck & Peeters: a law firm in Gent, on WordPress with Elementor and an
 * e-mail encoder plugin. Lawyers in Elementor cards with "Mr." and LL.M., one address written as
 * character references, the firm's scheme stated on the contact page, a LegalService JSON-LD with
 * a contactPoint, the secretariat's mailbox beside a partner's name, the bar's address and a
 * client extranet page the robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'advocaten-deruyck.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/kantoor', 'Het kantoor'],
  ['/ons-team', 'Ons team'],
  ['/rechtsdomeinen', 'Rechtsdomeinen'],
  ['/nieuws', 'Nieuws'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'De Ruyck & Peeters Advocaten',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
  ],
  header: () =>
    `<header class="elementor elementor-location-header" data-elementor-type="header"><div class="elementor-container"><div class="elementor-widget-image"><a href="/"><img src="/wp-content/uploads/2023/02/logo-deruyck.svg" alt="De Ruyck &amp; Peeters Advocaten" width="220"></a></div>` +
    `<nav class="elementor-nav-menu--main" aria-label="Menu"><ul id="menu-hoofdmenu" class="elementor-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="elementor elementor-location-footer" data-elementor-type="footer"><div class="elementor-container"><div class="elementor-column"><p><strong>De Ruyck &amp; Peeters Advocaten BV</strong><br>Coupure Links 214, 9000 Gent<br>T ${tel('+32 9 233 41 70')}<br>${mailto(`info@${HOST}`)}</p><p>Ondernemingsnummer BE 0712.448.391 · Balie Gent</p></div>` +
    `<div class="elementor-column"><ul><li><a href="/privacyverklaring">Privacyverklaring</a></li><li><a href="/extranet">Cliëntenportaal</a></li><li><a href="/disclaimer">Disclaimer</a></li></ul></div></div></footer>`,
  privacyPath: { nl: '/privacyverklaring' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-BE' });
const section = (html: string): string => `<div class="elementor elementor-page" data-elementor-type="wp-page"><section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default">${html}</div></section></div>`;

type Lawyer = { shown: string; name: string; title: string; local: string; cases: CaseKind[]; encode?: boolean };
const TEAM: Lawyer[] = [
  { shown: 'Mr. Koen De Ruyck', name: 'Koen De Ruyck', title: 'Vennoot – advocaat', local: 'koen.deruyck', cases: ['honorific'] },
  { shown: 'Mr. An Peeters, LL.M.', name: 'An Peeters', title: 'Vennoot – advocaat', local: 'an.peeters', cases: ['honorific', 'post-nominal'] },
  { shown: 'Mr. Pieter-Jan Van Damme', name: 'Pieter-Jan Van Damme', title: 'Advocaat-medewerker', local: 'pieter-jan.vandamme', cases: ['honorific'], encode: true },
  { shown: 'Mr. Lotte Verhaegen', name: 'Lotte Verhaegen', title: 'Advocaat-stagiair', local: 'lotte.verhaegen', cases: ['honorific'] },
  { shown: 'Ellen Claeys', name: 'Ellen Claeys', title: 'Office manager', local: 'ellen.claeys', cases: [] },
];

export function advocatenDeruyck(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: 'De Ruyck & Peeters Advocaten',
    url: `${ORIGIN}/`,
    telephone: '+32 9 233 41 70',
    address: { '@type': 'PostalAddress', streetAddress: 'Coupure Links 214', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' },
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:onthaal@${HOST}`, telephone: '+32 9 233 41 70', availableLanguage: ['nl', 'fr', 'en'] }],
  };

  pages['/'] = page({
    path: '/',
    title: 'Advocaten in Gent',
    jsonLd: [ld],
    main: section(
      `<div class="elementor-widget-heading"><h1 class="elementor-heading-title">Uw advocaten in ondernemingsrecht, familierecht en vastgoed</h1></div>` +
        `<div class="elementor-widget-text-editor"><p>Sinds 1998 staan wij ondernemers en particulieren bij vanuit ons kantoor aan de Coupure. Een eerste kennismaking is steeds vrijblijvend.</p><p><a href="/ons-team" class="elementor-button">Maak kennis met ons team</a></p></div>`,
    ),
  });

  pages['/kantoor'] = page({
    path: '/kantoor',
    title: 'Het kantoor',
    main: section(`<h1>Het kantoor</h1><p>De Ruyck &amp; Peeters is een middelgroot kantoor met vijf advocaten. Wij pleiten voor alle rechtbanken in Oost- en West-Vlaanderen en werken in het Nederlands, Frans en Engels.</p><p>Ereloon en kosten bespreken we vooraf; u ontvangt een schriftelijke ereloonafspraak.</p>`),
  });

  pages['/ons-team'] = page({
    path: '/ons-team',
    title: 'Ons team',
    main: section(
      `<h1>Ons team</h1><div class="elementor-widget-wrap">` +
        TEAM.map(
          (l) =>
            `<div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="/wp-content/uploads/2024/01/${l.local.replace('.', '-')}-300x300.jpg" alt="${esc(l.name)}" loading="lazy"></figure>` +
            `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(l.shown)}</h3><p class="elementor-image-box-description">${esc(l.title)}<br>` +
            (l.encode ? `<a href="${entities(`mailto:${l.local}@${HOST}`)}">${entities(`${l.local}@${HOST}`)}</a>` : mailto(`${l.local}@${HOST}`)) +
            `</p></div></div></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/rechtsdomeinen'] = page({
    path: '/rechtsdomeinen',
    title: 'Rechtsdomeinen',
    main: section(`<h1>Rechtsdomeinen</h1><ul><li>Vennootschaps- en ondernemingsrecht</li><li>Familierecht en erfrecht</li><li>Vastgoed- en huurrecht</li><li>Invordering</li></ul>`),
  });

  pages['/nieuws'] = page({
    path: '/nieuws',
    title: 'Nieuws',
    main: section(`<h1>Nieuws</h1><article class="post"><h2><a href="/nieuws/nieuwe-huurwet-vlaanderen">Wat verandert er voor verhuurders in 2025?</a></h2><p>Een overzicht van de nieuwe regels rond de huurwaarborg.</p></article>`),
  });

  pages['/nieuws/nieuwe-huurwet-vlaanderen'] = page({
    path: '/nieuws/nieuwe-huurwet-vlaanderen',
    title: 'Wat verandert er voor verhuurders in 2025?',
    main: section(
      `<article class="post"><h1>Wat verandert er voor verhuurders in 2025?</h1><p class="meta">Geplaatst op 12 februari 2025</p><p>Vanaf 1 januari gelden strengere regels voor de huurwaarborg en de plaatsbeschrijving. Heeft u vragen over uw huurcontract? ` +
        `Onze medewerker vastgoed, Mr. Jonas Maes, beantwoordt ze graag via ${mailto(`jonas.maes@${HOST}`)}.</p></article>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      `<h1>Contact</h1><p>Coupure Links 214, 9000 Gent – gratis parkeren op de binnenkoer.</p>` +
        `<p>Afspraken en algemene vragen: ${mailto(`onthaal@${HOST}`)}</p>` +
        `<p>Dossiers van Mr. Koen De Ruyck worden opgevolgd door het secretariaat: ${mailto(`secretariaat@${HOST}`)}</p>` +
        `<p>Elke advocaat is rechtstreeks bereikbaar via voornaam.achternaam@${HOST}.</p>` +
        `<p>Klachten over een advocaat kunt u richten aan de Orde van Advocaten Gent, ombudsdienst@ordegent-balie.be.</p>` +
        `<div class="elementor-widget-form"><form class="elementor-form" method="post"><input type="text" name="form_fields[name]" placeholder="Naam"><input type="email" name="form_fields[email]" placeholder="E-mailadres"><textarea name="form_fields[message]" placeholder="Uw vraag"></textarea><button type="submit">Verzenden</button></form></div>`,
    ),
  });

  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', title: 'Privacyverklaring', main: section(`<h1>Privacyverklaring</h1><p>Verwerkingsverantwoordelijke: De Ruyck &amp; Peeters Advocaten BV, Coupure Links 214, 9000 Gent.</p>`) });
  pages['/disclaimer'] = page({ path: '/disclaimer', title: 'Disclaimer', main: section(`<h1>Disclaimer</h1><p>De informatie op deze website is algemeen en vormt geen juridisch advies.</p>`) });
  pages['/extranet'] = page({ path: '/extranet', title: 'Cliëntenportaal', main: section(`<h1>Cliëntenportaal</h1><p>Problemen met inloggen? Mail ${mailto(`extranet@${HOST}`)}.</p>`) });

  const named = (l: Lawyer) => ({
    address: `${l.local}@${HOST}`,
    name: l.name,
    title: l.title,
    pages: ['/ons-team'],
    cases: ['card', 'link-non-english', l.encode ? 'entities' : 'plain', ...l.cases] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /extranet\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-29',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `onthaal@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain'] },
        { address: `secretariaat@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['neighbour', 'plain'] },
        ...TEAM.map(named),
        { address: `jonas.maes@${HOST}`, name: 'Jonas Maes', title: 'medewerker vastgoed', pages: ['/nieuws/nieuwe-huurwet-vlaanderen'], cases: ['prose', 'honorific', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: `voornaam.achternaam@${HOST}` },
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: `voornaam.achternaam@${HOST}`, kind: 'scheme' },
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'ombudsdienst@ordegent-balie.be', kind: 'other-company' },
      ],
    },
  };
}
