/**
 * Zonnedak Leie: a solar-panel and home-battery installer near Ghent, Dutch and French, on
 * WordPress with Yoast's sitemaps. Initial-dot-surname addresses. The managing director with "ir."
 * on both home pages, the crew as theme cards (French titles on the French team page, a project
 * engineer with "MSc" after her name), the subsidies clerk on the contact page with an address an
 * inline script puts together, the energy adviser in a blog post listed only in a gzip-compressed
 * sitemap, the general mailbox; an inverter maker's service address, a map library's version in a
 * script URL and a customer area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zonnedak-leie.test';
const ORIGIN = `http://${HOST}`;

const MENU_NL: [string, string][] = [
  ['/', 'Home'],
  ['/zonnepanelen', 'Zonnepanelen'],
  ['/thuisbatterij', 'Thuisbatterij'],
  ['/ons-team', 'Ons team'],
  ['/contact', 'Contact'],
  ['/fr', 'FR'],
];
const MENU_FR: [string, string][] = [
  ['/fr', 'Accueil'],
  ['/fr/notre-equipe', 'Notre équipe'],
  ['/fr/contact', 'Contact'],
  ['/', 'NL'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Zonnedak Leie',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.8" media="all">',
    '<link rel="stylesheet" id="leaflet-css" href="/wp-content/plugins/leaflet-map/scripts/leaflet@1.9.4/leaflet.css" media="all">',
  ],
  header: (p) =>
    `<header class="site-header ast-primary-header-bar"><div class="site-branding"><a href="${p.lang === 'fr' ? '/fr' : '/'}" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2024/02/zonnedak-logo.png" class="custom-logo" alt="Zonnedak Leie" width="200"></a></div>` +
    `<nav class="main-header-bar-navigation"><ul id="primary-menu" class="main-header-menu">${(p.lang === 'fr' ? MENU_FR : MENU_NL).map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (p) =>
    `<footer class="site-footer"><div class="ast-footer-copyright"><p>Zonnedak Leie BV · Kortrijksesteenweg 1120 · 9051 Sint-Denijs-Westrem · BTW BE 0712.884.306 · ${tel('+32 9 245 18 70')}</p>` +
    `<p><a href="/privacy">${p.lang === 'fr' ? 'Vie privée' : 'Privacy'}</a> · <a href="/klantenzone">${p.lang === 'fr' ? 'Espace client' : 'Klantenzone'}</a></p></div></footer>`,
  privacyPath: { nl: '/privacy', fr: '/privacy' },
  bodyEnd: ['<script src="/wp-content/plugins/leaflet-map/scripts/leaflet@1.9.4/leaflet.js" id="leaflet-js"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const CREW: { name: string; suffix?: string; nl: string; fr: string; address: string }[] = [
  { name: 'Sofie Maes', suffix: 'MSc', nl: 'Projectingenieur', fr: 'Ingénieure de projet', address: 's.maes@zonnedak-leie.test' },
  { name: 'Bram Peeters', nl: 'Ploegbaas installatie', fr: "Chef d'équipe installation", address: 'b.peeters@zonnedak-leie.test' },
  { name: 'Elke Wouters', nl: 'Erkend elektricien', fr: 'Électricienne agréée', address: 'e.wouters@zonnedak-leie.test' },
  { name: 'Kobe Janssens', nl: 'Dakwerker', fr: 'Couvreur', address: 'k.janssens@zonnedak-leie.test' },
  { name: 'Lien Verstraete', nl: 'Verantwoordelijke offertes en planning', fr: 'Responsable devis et planning', address: 'l.verstraete@zonnedak-leie.test' },
];

function crewCards(lang: 'nl' | 'fr'): string {
  return (
    `<div class="wp-block-columns team-grid">\n` +
    CREW.map(
      (c) =>
        `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="/wp-content/uploads/2024/02/team-${c.address.slice(2, c.address.indexOf('@'))}.jpg" alt=""></figure>` +
        `<h3 class="wp-block-heading">${esc(c.name)}${c.suffix ? ` ${c.suffix}` : ''}</h3><p class="team-role">${esc(lang === 'nl' ? c.nl : c.fr)}</p><p>${mailto(c.address)}</p></div>`,
    ).join('\n') +
    `\n</div>`
  );
}

const HANNE_SCRIPT = `var u = 'h.goossens'; var d = 'zonnedak-leie' + '.test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');`;

export function zonnedakLeie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Zonnepanelen en thuisbatterijen in Gent',
    lang: 'nl',
    alternates: { nl: '/', fr: '/fr' },
    main:
      `<div class="entry-content"><h1>Uw dak, uw stroom</h1><p>Wij plaatsen zonnepanelen, omvormers en thuisbatterijen voor gezinnen en kmo's in Oost-Vlaanderen, met eigen ploegen en zonder onderaannemers.</p>` +
      `<p><strong>ir. Pieter Claeys</strong>, zaakvoerder – ${mailto('p.claeys@zonnedak-leie.test')}</p></div>`,
  });

  pages['/zonnepanelen'] = page({
    path: '/zonnepanelen',
    title: 'Zonnepanelen',
    lang: 'nl',
    main: `<h1>Zonnepanelen</h1><p>Gratis plaatsbezoek, offerte binnen vijf werkdagen, installatie en AREI-keuring in één week. Wij werken met full-black panelen van 430 Wp.</p>`,
  });

  pages['/thuisbatterij'] = page({
    path: '/thuisbatterij',
    title: 'Thuisbatterij',
    lang: 'nl',
    main: `<h1>Thuisbatterij</h1><p>Met het capaciteitstarief loont het om uw piekverbruik af te vlakken. Wij berekenen vooraf wat een batterij u oplevert.</p>`,
  });

  pages['/ons-team'] = page({
    path: '/ons-team',
    title: 'Ons team',
    lang: 'nl',
    alternates: { nl: '/ons-team', fr: '/fr/notre-equipe' },
    main: `<h1>Ons team</h1><p>Elf mensen, vier ploegen, één aanspreekpunt per project.</p>\n${crewCards('nl')}`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'nl',
    main:
      `<h1>Contact</h1><p>Offerte aanvragen of algemene vragen: ${mailto('info@zonnedak-leie.test')}</p>` +
      `<p>Vragen over premies, de terugdraaiende teller of uw subsidiedossier? Hanne Goossens, administratief medewerker premies en subsidies: <script>${HANNE_SCRIPT}</script><noscript>zet JavaScript aan om het e-mailadres te zien</noscript></p>` +
      `<p>Storing aan uw omvormer? Die meldt u rechtstreeks bij de fabrikant: ${mailto('service@sunverter-benelux.test')}</p>`,
  });

  pages['/2025/03/thuisbatterij-of-niet'] = page({
    path: '/2025/03/thuisbatterij-of-niet',
    title: 'Thuisbatterij of niet?',
    lang: 'nl',
    main:
      `<article class="post type-post"><h1 class="entry-title">Thuisbatterij: in welke gevallen loont het?</h1><p>Voor een gezin met een warmtepomp en een elektrische wagen verdient een batterij van 10 kWh zich in acht tot tien jaar terug; voor een klein verbruik zelden.</p>` +
      `<footer class="entry-footer"><p>Geschreven door Wim Desmet, energieadviseur. Vragen bij dit artikel? ${mailto('w.desmet@zonnedak-leie.test')}</p></footer></article>`,
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy',
    lang: 'nl',
    main: `<h1>Privacyverklaring</h1><p>Zonnedak Leie BV verwerkt uw gegevens enkel voor offertes en installaties. Vragen: ${mailto('info@zonnedak-leie.test')}</p>`,
  });

  pages['/klantenzone'] = page({
    path: '/klantenzone',
    title: 'Klantenzone',
    lang: 'nl',
    main: `<h1>Klantenzone</h1><p>Opbrengstmonitoring en facturen. Login vergeten? ${mailto('klantenzone@zonnedak-leie.test')}</p>`,
  });

  pages['/fr'] = page({
    path: '/fr',
    title: 'Panneaux solaires et batteries à Gand',
    lang: 'fr',
    alternates: { nl: '/', fr: '/fr' },
    main:
      `<div class="entry-content"><h1>Votre toit, votre électricité</h1><p>Nous installons panneaux solaires, onduleurs et batteries domestiques pour particuliers et PME, avec nos propres équipes.</p>` +
      `<p><strong>ir. Pieter Claeys</strong>, gérant – ${mailto('p.claeys@zonnedak-leie.test')}</p></div>`,
  });

  pages['/fr/notre-equipe'] = page({
    path: '/fr/notre-equipe',
    title: 'Notre équipe',
    lang: 'fr',
    alternates: { nl: '/ons-team', fr: '/fr/notre-equipe' },
    main: `<h1>Notre équipe</h1>\n${crewCards('fr')}`,
  });

  pages['/fr/contact'] = page({
    path: '/fr/contact',
    title: 'Contact',
    lang: 'fr',
    main: `<h1>Contact</h1><p>Demande de devis ou question générale : ${mailto('info@zonnedak-leie.test')}</p>`,
  });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/zonnepanelen', '/thuisbatterij', '/ons-team', '/contact', '/privacy', '/fr', '/fr/notre-equipe', '/fr/contact'], '2025-04-08'));
  pages['/post-sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/2025/03/thuisbatterij-of-niet'], '2025-03-21'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /klantenzone\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml.gz'], '2025-04-08'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-14',
      languages: ['nl', 'fr'],
      addresses: [
        {
          address: 'p.claeys@zonnedak-leie.test',
          name: 'Pieter Claeys',
          title: 'zaakvoerder',
          titleAlternatives: ['gérant'],
          pages: ['/', '/fr'],
          cases: ['honorific', 'name-title-line', 'plain'],
        },
        ...CREW.map((c) => ({
          address: c.address,
          name: c.name,
          title: c.nl,
          titleAlternatives: [c.fr],
          pages: ['/ons-team', '/fr/notre-equipe'],
          cases: (c.suffix ? ['card', 'post-nominal', 'plain', ln] : ['card', 'plain', ln]) as CaseKind[],
        })),
        {
          address: 'h.goossens@zonnedak-leie.test',
          name: 'Hanne Goossens',
          title: 'administratief medewerker premies en subsidies',
          pages: ['/contact'],
          encoded: { kind: 'script', text: HANNE_SCRIPT },
          cases: ['name-title-line', 'script-concat'],
        },
        {
          address: 'w.desmet@zonnedak-leie.test',
          name: 'Wim Desmet',
          title: 'energieadviseur',
          pages: ['/2025/03/thuisbatterij-of-niet'],
          cases: ['prose', 'sitemap-gzip', 'sitemap-index', 'plain'],
        },
        { address: 'info@zonnedak-leie.test', name: null, title: null, pages: ['/contact', '/privacy', '/fr/contact'], cases: ['role', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/klantenzone'],
      nonAddresses: [
        { text: 'klantenzone@zonnedak-leie.test', kind: 'disallowed' },
        { text: 'service@sunverter-benelux.test', kind: 'other-company' },
        { text: 'leaflet@1.9.4', kind: 'package' },
      ],
    },
  };
}
