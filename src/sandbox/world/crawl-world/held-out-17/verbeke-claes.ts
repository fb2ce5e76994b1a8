/**
 * Verbeke Claes Architecten: an architecture bureau in Antwerp (Zurenborg), Dutch with French and
 * English, on WordPress with Elementor and WPML. The team as Elementor image boxes in three
 * languages (the English pages reached through the hreflang alternates only), the founder and the
 * general mailbox in JSON-LD, a press contact line, the office manager in a contact box on a
 * vacancy that only the vacancy sitemap lists, the address scheme on the jobs page.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'verbeke-claes.test';
const ORIGIN = `http://${HOST}`;
const UP = `${ORIGIN}/wp-content/uploads`;

type Lang = 'nl' | 'fr' | 'en';
const MENUS: Record<Lang, [string, string][]> = {
  nl: [['/', 'Home'], ['/projecten', 'Projecten'], ['/bureau', 'Het bureau'], ['/ons-team', 'Ons team'], ['/vacatures', 'Vacatures'], ['/contact', 'Contact'], ['/fr', 'FR']],
  fr: [['/fr', 'Accueil'], ['/projecten', 'Projets'], ['/fr/equipe', 'Équipe'], ['/fr/contact', 'Contact'], ['/', 'NL']],
  en: [['/en', 'Home'], ['/en/team', 'Team'], ['/en/contact', 'Contact'], ['/', 'NL'], ['/fr', 'FR']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Verbeke Claes Architecten',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">',
    '<meta name="generator" content="WPML ver:4.6.11 stt:37,1,4;">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/css/splide.min.css">',
  ],
  header: (p) => {
    const lang = (p.lang.slice(0, 2) as Lang) ?? 'nl';
    const home = lang === 'nl' ? '/' : `/${lang}`;
    return (
      `<header data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header">` +
      `<div class="elementor-element elementor-element-3f1c2a7 e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">` +
      `<div class="elementor-widget elementor-widget-theme-site-logo"><a href="${home}"><img width="220" height="48" src="${UP}/2023/09/vc-logo.png" srcset="${UP}/2023/09/vc-logo.png 1x, ${UP}/2023/09/vc-logo@2x.png 2x" alt="Verbeke Claes Architecten"></a></div>` +
      `<nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul id="menu-1-5d8e0b1" class="elementor-nav-menu">` +
      MENUS[lang].map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('') +
      `</ul></nav></div></div></header>`
    );
  },
  footer: (p) => {
    const lang = p.lang.slice(0, 2);
    const privacy = lang === 'fr' ? ['/privacy', 'Vie privée (NL)'] : lang === 'en' ? ['/privacy', 'Privacy'] : ['/privacy', 'Privacyverklaring'];
    return (
      `<footer data-elementor-type="footer" data-elementor-id="48" class="elementor elementor-48 elementor-location-footer"><div class="e-con-inner">` +
      `<div class="elementor-widget elementor-widget-text-editor"><p>Verbeke Claes Architecten bv<br>Dolfijnstraat 41, 2018 Antwerpen<br>${tel('+32 3 218 44 90')}</p>` +
      `<p>BTW BE 0712.445.318 · RPR Antwerpen · Orde van Architecten, Raad van de provincie Antwerpen</p></div>` +
      `<div class="elementor-widget elementor-widget-icon-list"><ul class="elementor-icon-list-items"><li><a href="https://www.instagram.com/verbekeclaes/">Instagram</a></li><li><a href="${privacy[0]}">${esc(privacy[1]!)}</a></li><li><a href="/klantenportaal">${lang === 'nl' ? 'Klantenportaal' : lang === 'fr' ? 'Espace clients' : 'Client portal'}</a></li></ul></div>` +
      `</div></footer>`
    );
  },
  privacyPath: { nl: '/privacy', fr: '/privacy', en: '/privacy' },
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/@splidejs/splide@4.1.4/dist/js/splide.min.js"></script>',
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

interface Member {
  name: string;
  address: string;
  photo: string;
  nl: string;
  fr: string;
  en: string;
}
const TEAM: Member[] = [
  { name: 'Pieter Verbeke', address: 'pieter.verbeke@verbeke-claes.test', photo: 'pieter', nl: 'Zaakvoerder – architect', fr: 'Gérant – architecte', en: 'Managing partner – architect' },
  { name: 'Annelies Claes', address: 'annelies.claes@verbeke-claes.test', photo: 'annelies', nl: 'Vennoot – architect', fr: 'Associée – architecte', en: 'Partner – architect' },
  { name: 'Joris Peeters', address: 'joris.peeters@verbeke-claes.test', photo: 'joris', nl: 'Projectarchitect', fr: 'Architecte de projet', en: 'Project architect' },
  { name: 'Elke Maes', address: 'elke.maes@verbeke-claes.test', photo: 'elke', nl: 'Interieurarchitecte', fr: "Architecte d'intérieur", en: 'Interior architect' },
  { name: 'Bram Goossens', address: 'bram.goossens@verbeke-claes.test', photo: 'bram', nl: 'BIM-coördinator & tekenaar', fr: 'Coordinateur BIM & dessinateur', en: 'BIM coordinator & draughtsman' },
  { name: 'Ruben Willems', address: 'ruben.willems@verbeke-claes.test', photo: 'ruben', nl: 'Stagiair-architect', fr: 'Architecte stagiaire', en: 'Trainee architect' },
];

function teamGrid(lang: Lang): string {
  return (
    `<div class="elementor-element e-grid e-con-full e-con e-child" data-element_type="container">\n` +
    TEAM.map(
      (m, i) =>
        `<div class="elementor-element elementor-element-7a${i}c e-con-full e-con e-child"><div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper">` +
        `<figure class="elementor-image-box-img"><img loading="lazy" width="600" height="750" src="${UP}/2024/01/team-${m.photo}-600x750.jpg" alt="${esc(m.name)}"></figure>` +
        `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.name)}</h3><p class="elementor-image-box-description">${esc(m[lang])}</p></div></div></div>` +
        `<div class="elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link elementor-size-xs" href="mailto:${m.address}"><span class="elementor-button-text">${esc(m.address)}</span></a></div></div>`,
    ).join('\n') +
    `\n</div>`
  );
}

const ORG = {
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  '@id': `${ORIGIN}/#organization`,
  name: 'Verbeke Claes Architecten',
  url: `${ORIGIN}/`,
  logo: `${UP}/2023/09/vc-logo.png`,
  address: { '@type': 'PostalAddress', streetAddress: 'Dolfijnstraat 41', postalCode: '2018', addressLocality: 'Antwerpen', addressCountry: 'BE' },
  contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: 'info@verbeke-claes.test', telephone: '+32 3 218 44 90', availableLanguage: ['nl', 'fr', 'en'] },
  founder: [
    { '@type': 'Person', name: 'Pieter Verbeke', jobTitle: 'Zaakvoerder – architect', email: 'pieter.verbeke@verbeke-claes.test' },
    { '@type': 'Person', name: 'Annelies Claes', jobTitle: 'Vennoot – architect' },
  ],
};

const ALT_HOME = { nl: '/', fr: '/fr', en: '/en' };
const ALT_TEAM = { nl: '/ons-team', fr: '/fr/equipe', en: '/en/team' };
const ALT_CONTACT = { nl: '/contact', fr: '/fr/contact', en: '/en/contact' };
const section = (inner: string) => `<div data-elementor-type="wp-page" class="elementor"><div class="e-con-boxed e-con e-parent"><div class="e-con-inner">\n${inner}\n</div></div></div>`;

export function verbekeClaes(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Architectuur & interieur in Antwerpen',
    lang: 'nl-BE',
    alternates: ALT_HOME,
    jsonLd: [ORG],
    main: section(
      `<h1 class="elementor-heading-title">Wij ontwerpen woningen, renovaties en kleine publieke gebouwen</h1>` +
        `<p>Sinds 2011 werken we vanuit ons atelier in Zurenborg aan rijwoningen, meergezinswoningen en scholen. Duurzaam renoveren is onze tweede natuur.</p>` +
        `<div class="splide" aria-label="Recente projecten"><div class="splide__track"><ul class="splide__list"><li class="splide__slide"><img src="${UP}/2024/03/cogels-osylei-1200x800.jpg" alt="Renovatie herenhuis Cogels-Osylei"></li><li class="splide__slide"><img src="${UP}/2024/05/basisschool-borgerhout-1200x800.jpg" alt="Uitbreiding basisschool Borgerhout"></li></ul></div></div>` +
        `<p><a class="elementor-button" href="/projecten">Bekijk onze projecten</a></p>`,
    ),
  });

  pages['/projecten'] = page({
    path: '/projecten',
    title: 'Projecten',
    lang: 'nl-BE',
    main: section(
      `<h1>Projecten</h1><div class="elementor-posts-container"><article class="elementor-post"><h3>Herenhuis Cogels-Osylei</h3><p>Renovatie en uitbreiding, 2023 – BEN-renovatie met behoud van de art-nouveaugevel.</p></article>` +
        `<article class="elementor-post"><h3>Basisschool De Kleine Wereld, Borgerhout</h3><p>Nieuwbouw van zes klaslokalen in houtskeletbouw, 2024.</p></article>` +
        `<article class="elementor-post"><h3>Loft Eilandje</h3><p>Interieurontwerp voor een voormalig pakhuis, 2022.</p></article></div>`,
    ),
  });

  pages['/bureau'] = page({
    path: '/bureau',
    title: 'Het bureau',
    lang: 'nl-BE',
    main: section(
      `<h1>Het bureau</h1><p>Verbeke Claes Architecten werd opgericht door Pieter Verbeke en Annelies Claes, die elkaar leerden kennen op de Henry van de Velde-campus. Vandaag werken we met acht mensen: architecten, een interieurarchitecte, een BIM-coördinator en elk jaar een stagiair.</p>` +
        `<p>We zijn lid van de Orde van Architecten en werken met een vaste stabiliteitsingenieur en EPB-verslaggever. <a href="/ons-team">Maak kennis met het team</a>.</p>`,
    ),
  });

  pages['/ons-team'] = page({
    path: '/ons-team',
    title: 'Ons team',
    lang: 'nl-BE',
    alternates: ALT_TEAM,
    main: section(`<h1 class="elementor-heading-title">Ons team</h1>\n${teamGrid('nl')}`),
  });

  pages['/vacatures'] = page({
    path: '/vacatures',
    title: 'Vacatures',
    lang: 'nl-BE',
    main: section(
      `<h1>Werken bij Verbeke Claes</h1><p>We zoeken regelmatig architecten en stagiairs die graag in een klein team werken. Open vacatures verschijnen hier en op onze LinkedIn-pagina.</p>` +
        `<p>Spontaan solliciteren kan altijd. Iedereen in ons team is rechtstreeks bereikbaar via voornaam.achternaam@verbeke-claes.test, dus je mag je kandidatuur ook aan een van ons persoonlijk richten.</p>`,
    ),
  });

  pages['/vacatures/projectarchitect-renovatie'] = page({
    path: '/vacatures/projectarchitect-renovatie',
    title: 'Vacature: projectarchitect renovatie (m/v/x)',
    lang: 'nl-BE',
    main: section(
      `<h1>Projectarchitect renovatie (m/v/x) – voltijds</h1><p>Je begeleidt renovatieprojecten van schetsontwerp tot oplevering en bent het aanspreekpunt voor bouwheren en aannemers. Minstens drie jaar ervaring, vlot met Revit.</p>` +
        `<div class="elementor-widget elementor-widget-call-to-action"><div class="elementor-cta__content"><h4 class="elementor-cta__title">Contactpersoon</h4>` +
        `<div class="elementor-cta__description"><strong>Hanne Wouters</strong><br>Office &amp; HR manager<br>${tel('+32 3 218 44 92')}<br>${mailto('hanne.wouters@verbeke-claes.test')}</div></div></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'nl-BE',
    alternates: ALT_CONTACT,
    main: section(
      `<h1>Contact</h1><p>Dolfijnstraat 41, 2018 Antwerpen – bezoek enkel op afspraak.<br>Telefoon ${tel('+32 3 218 44 90')}<br>E-mail ${mailto('info@verbeke-claes.test')}</p>` +
        `<p><strong>Pers:</strong> Lotte Janssens, communicatie &amp; publicaties, ${tel('+32 3 218 44 95')}, ${mailto('lotte.janssens@verbeke-claes.test')}</p>` +
        `<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2499.5!2d4.4309!3d51.2074" width="600" height="350" loading="lazy"></iframe>`,
    ),
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacyverklaring',
    lang: 'nl-BE',
    main: section(`<h1>Privacyverklaring</h1><p>Verbeke Claes Architecten bv verwerkt persoonsgegevens enkel voor het uitvoeren van opdrachten en het beantwoorden van vragen. Vragen hierover richt u aan het algemene adres op de contactpagina.</p>`),
  });

  pages['/klantenportaal'] = page({
    path: '/klantenportaal',
    title: 'Klantenportaal',
    lang: 'nl-BE',
    main: section(`<h1>Klantenportaal</h1><p>Log in om plannen, werfverslagen en facturen te bekijken. Problemen met inloggen? Mail ${mailto('portaal@verbeke-claes.test')}.</p><form method="post" action="/wp-login.php"><input type="text" name="log"><input type="password" name="pwd"><button>Inloggen</button></form>`),
  });

  pages['/fr'] = page({
    path: '/fr',
    title: 'Architecture & intérieur à Anvers',
    lang: 'fr-BE',
    alternates: ALT_HOME,
    jsonLd: [ORG],
    main: section(`<h1>Logements, rénovations et petits bâtiments publics</h1><p>Depuis 2011, notre atelier de Zurenborg conçoit des maisons, des immeubles à appartements et des écoles.</p><p><a href="/fr/equipe">Découvrez notre équipe</a></p>`),
  });
  pages['/fr/equipe'] = page({ path: '/fr/equipe', title: 'Équipe', lang: 'fr-BE', alternates: ALT_TEAM, main: section(`<h1>Notre équipe</h1>\n${teamGrid('fr')}`) });
  pages['/fr/contact'] = page({
    path: '/fr/contact',
    title: 'Contact',
    lang: 'fr-BE',
    alternates: ALT_CONTACT,
    main: section(`<h1>Contact</h1><p>Dolfijnstraat 41, 2018 Anvers – uniquement sur rendez-vous.<br>E-mail ${mailto('info@verbeke-claes.test')}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Architecture & interiors in Antwerp',
    lang: 'en',
    alternates: ALT_HOME,
    main: section(`<h1>Homes, renovations and small public buildings</h1><p>A studio of eight in Zurenborg, Antwerp. We work in Dutch, French and English.</p><p><a href="/en/team">Meet the team</a></p>`),
  });
  pages['/en/team'] = page({ path: '/en/team', title: 'Team', lang: 'en', alternates: ALT_TEAM, main: section(`<h1>Our team</h1>\n${teamGrid('en')}`) });
  pages['/en/contact'] = page({ path: '/en/contact', title: 'Contact', lang: 'en', alternates: ALT_CONTACT, main: section(`<h1>Contact</h1><p>Dolfijnstraat 41, 2018 Antwerp – visits by appointment.<br>Email ${mailto('info@verbeke-claes.test')}</p><p>Planning a project abroad or entering a competition with us? Sarah Lambrechts, our international projects coordinator, is happy to help at ${mailto('sarah.lambrechts@verbeke-claes.test')}.</p>`) });

  pages['/page-sitemap.xml'] = xmlPage(
    urlset(HOST, ['/', '/projecten', '/bureau', '/ons-team', '/vacatures', '/contact', '/privacy', '/fr', '/fr/equipe', '/fr/contact', '/en', '/en/team', '/en/contact'], '2025-05-20'),
  );
  pages['/vacature-sitemap.xml'] = xmlPage(urlset(HOST, ['/vacatures/projectarchitect-renovatie'], '2025-06-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /wp-content/uploads/plannen/\nDisallow: /klantenportaal\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/vacature-sitemap.xml'], '2025-06-02'),
      pages: { ...pages, '/sitemap_index.xml': xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/vacature-sitemap.xml'], '2025-06-02')) },
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-17',
      languages: ['nl', 'fr', 'en'],
      addresses: [
        { address: 'info@verbeke-claes.test', name: null, title: null, pages: ['/', '/contact', '/fr', '/fr/contact', '/en/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        ...TEAM.map((m, i) => ({
          address: m.address,
          name: m.name,
          title: m.nl,
          titleAlternatives: [m.fr, m.en],
          pages: i === 0 ? ['/ons-team', '/fr/equipe', '/en/team', '/', '/fr'] : ['/ons-team', '/fr/equipe', '/en/team'],
          cases: (i === 0 ? ['card', 'plain', ln, 'json-ld-person'] : ['card', 'plain', ln]) as CaseKind[],
        })),
        { address: 'hanne.wouters@verbeke-claes.test', name: 'Hanne Wouters', title: 'Office & HR manager', pages: ['/vacatures/projectarchitect-renovatie'], cases: ['card', 'plain', 'sitemap-index'] },
        { address: 'sarah.lambrechts@verbeke-claes.test', name: 'Sarah Lambrechts', title: 'international projects coordinator', pages: ['/en/contact'], cases: ['prose', 'plain', 'hreflang', 'deep-page'] },
        { address: 'lotte.janssens@verbeke-claes.test', name: 'Lotte Janssens', title: 'communicatie & publicaties', pages: ['/contact'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/vacatures', text: 'voornaam.achternaam@verbeke-claes.test' },
      disallowed: ['/klantenportaal'],
      nonAddresses: [
        { text: 'voornaam.achternaam@verbeke-claes.test', kind: 'scheme' },
        { text: 'vc-logo@2x.png', kind: 'retina' },
        { text: 'splide@4.1.4', kind: 'package' },
        { text: 'portaal@verbeke-claes.test', kind: 'disallowed' },
      ],
    },
  };
}
