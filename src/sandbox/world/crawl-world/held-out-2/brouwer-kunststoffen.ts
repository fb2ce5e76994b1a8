/**
 * Brouwer Kunststoftechniek B.V., an injection-moulding company in Venlo (Dutch, with a German
 * language home for customers across the border). Second held-out set.
 *
 * Shows: Dutch anchor texts ("Over ons", "Vacatures"); schema.org microdata person cards with
 * Dutch honorifics ("ing.", "drs.") and a post-nominal ("MSc"), surnames with particles ("van den
 * Berg", "de Wit"); JSON-LD with a contactPoint (mailto:) and an employee Person (mailto:) whose
 * address the visible page never shows; prose naming the HR adviser; a raw-material supplier's
 * address; a German language home /de/ whose contact page is two links deep, with an
 * "Ansprechpartnerin:" label line, a "Prof. Dr." card and a kontakt@ role mailbox; an intranet
 * phone list robots.txt disallows (linked from the footer).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'brouwer-kunststoffen.test';
const ORIGIN = `http://${HOST}`;

const A = {
  info: `info@${HOST}`,
  verkoop: `verkoop@${HOST}`,
  brouwer: `p.brouwer@${HOST}`,
  vandenberg: `m.vandenberg@${HOST}`,
  jansen: `r.jansen@${HOST}`,
  dewit: `s.dewit@${HOST}`,
  smits: `f.smits@${HOST}`,
  kontakt: `kontakt@${HOST}`,
  hoffmeister: `k.hoffmeister@${HOST}`,
  albers: `h.albers@${HOST}`,
};

const INTRANET = [`j.peeters@${HOST}`, `receptie@${HOST}`];
const SUPPLIER = 'sds@polytrade-europe.test';

const NL_NAV: [string, string][] = [
  ['/', 'Home'],
  ['/over-ons', 'Over ons'],
  ['/producten', 'Producten'],
  ['/vacatures', 'Vacatures'],
  ['/contact', 'Contact'],
];
const DE_NAV: [string, string][] = [
  ['/de/', 'Startseite'],
  ['/de/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Brouwer Kunststoftechniek',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<link rel="stylesheet" id="brouwer-style-css" href="/wp-content/themes/brouwer/dist/app.css?ver=1.8.0" media="all">',
    '<link rel="stylesheet" id="elementor-frontend-css" href="/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.20.1" media="all">',
    "<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});})(window,document,'script','dataLayer','GTM-K7B2X9Q');</script>",
  ],
  privacyPath: { nl: '/privacyverklaring', de: '/privacyverklaring' },
  header: (page) => {
    const de = page.lang === 'de';
    const nav = de ? DE_NAV : NL_NAV;
    return (
      `<header id="masthead" class="site-header">\n` +
      `  <div class="site-branding"><a href="${de ? '/de/' : '/'}" rel="home"><img src="/wp-content/uploads/2022/11/brouwer-logo.svg" alt="Brouwer Kunststoftechniek" width="210" height="52"></a></div>\n` +
      `  <nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${nav.map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>\n` +
      `  <ul class="wpml-ls">${de ? '<li><a href="/" hreflang="nl">NL</a></li><li class="active"><span>DE</span></li>' : '<li class="active"><span>NL</span></li><li><a href="/de/" hreflang="de">DE</a></li>'}</ul>\n` +
      `</header>`
    );
  },
  footer: (page) => {
    const de = page.lang === 'de';
    return (
      `<footer id="colophon" class="site-footer">\n` +
      `  <div class="footer-widgets">\n` +
      `    <section class="widget"><h2 class="widget-title">Brouwer Kunststoftechniek B.V.</h2><p>Celsiusweg 18<br>5928 PR Venlo<br>${de ? 'Niederlande' : 'Nederland'}</p></section>\n` +
      `    <section class="widget"><p>T ${tel('+31 77 320 45 00')}<br>E ${mailto(A.info)}</p><p>KvK 12045678 · ${de ? 'USt-IdNr.' : 'Btw'} NL001234567B01</p></section>\n` +
      `    <section class="widget"><ul><li><a href="/privacyverklaring">${de ? 'Datenschutz' : 'Privacyverklaring'}</a></li><li><a href="/intranet/toestellijst">Medewerkers</a></li></ul></section>\n` +
      `  </div>\n  <div class="site-info">© 2025 Brouwer Kunststoftechniek B.V. · ISO 9001 · ISO 13485</div>\n` +
      `</footer>`
    );
  },
  bodyEnd: ['<script src="/wp-content/themes/brouwer/dist/app.js?ver=1.8.0" id="brouwer-app-js"></script>'],
};

const ALTERNATES_HOME = { nl: '/', de: '/de/', 'x-default': '/' };

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

/** An Elementor team widget marked up with schema.org microdata, as the theme's team block writes it. */
function personCard(photo: string, name: string, role: string, address: string): string {
  return (
    `<div class="elementor-widget team-card" itemscope itemtype="https://schema.org/Person">\n` +
    `  <img itemprop="image" src="/wp-content/uploads/2023/09/${photo}.jpg" alt="" width="360" height="360">\n` +
    `  <h3 class="team-card__name" itemprop="name">${esc(name)}</h3>\n` +
    `  <p class="team-card__role" itemprop="jobTitle">${esc(role)}</p>\n` +
    `  <p class="team-card__mail"><a itemprop="email" href="mailto:${address}">${address}</a></p>\n` +
    `</div>`
  );
}

function pages(): Record<string, SandboxPage> {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${ORIGIN}/#organization`,
    name: 'Brouwer Kunststoftechniek B.V.',
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}/wp-content/uploads/2022/11/brouwer-logo.svg`,
    address: { '@type': 'PostalAddress', streetAddress: 'Celsiusweg 18', postalCode: '5928 PR', addressLocality: 'Venlo', addressCountry: 'NL' },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', telephone: '+31 77 320 45 10', email: `mailto:${A.verkoop}`, availableLanguage: ['Dutch', 'German', 'English'] },
    ],
    employee: [{ '@type': 'Person', name: 'Sanne de Wit', jobTitle: 'Inkoper', email: `mailto:${A.dewit}` }],
  };
  return {
    '/': page({
      path: '/',
      lang: 'nl',
      title: 'Spuitgietwerk en matrijzenbouw uit Venlo',
      description: 'Brouwer Kunststoftechniek ontwikkelt en produceert technische kunststof onderdelen voor de medische, agrarische en automotive industrie.',
      alternates: ALTERNATES_HOME,
      main:
        `<section class="elementor-section hero"><h1>Technische kunststof onderdelen, van ontwerp tot serie</h1>\n` +
        `<p>Al ruim 35 jaar ontwikkelen en produceren wij in Venlo spuitgietproducten voor de medische, agrarische en automotive industrie – inclusief eigen matrijzenbouw.</p>\n` +
        `<a class="elementor-button" href="/contact">Offerte aanvragen</a></section>\n` +
        `<section class="elementor-section usp"><ul><li>42 spuitgietmachines van 25 tot 650 ton</li><li>Cleanroom ISO klasse 7</li><li>Eigen matrijzenbouw en onderhoud</li></ul></section>`,
    }),
    '/over-ons': page({
      path: '/over-ons',
      lang: 'nl',
      title: 'Over ons',
      main:
        `<h1>Over ons</h1>\n<p>Brouwer Kunststoftechniek werd in 1989 opgericht door Jan Brouwer. Inmiddels werken er 120 mensen in onze fabriek aan de Celsiusweg, en is de tweede generatie aan het roer.</p>\n` +
        `<h2>Directie en management</h2>\n<div class="elementor-container team-grid">\n` +
        personCard('pieter-brouwer', 'ing. Pieter Brouwer', 'Algemeen directeur', A.brouwer) + '\n' +
        personCard('marieke-van-den-berg', 'drs. Marieke van den Berg', 'Financieel directeur', A.vandenberg) + '\n' +
        personCard('ruud-jansen', 'Ruud Jansen, MSc', 'Hoofd R&D', A.jansen) + '\n' +
        `</div>`,
    }),
    '/producten': page({
      path: '/producten',
      lang: 'nl',
      title: 'Producten',
      main:
        `<h1>Producten en diensten</h1>\n<h2>Spuitgieten</h2><p>Van 0,1 tot 1.800 gram, in vrijwel alle technische kunststoffen: PA, POM, PBT, PC, PEEK en TPE.</p>\n` +
        `<h2>Medische onderdelen</h2><p>Productie en assemblage in onze cleanroom (ISO 14644 klasse 7), met volledige traceerbaarheid.</p>\n` +
        `<h2>Veiligheidsinformatiebladen</h2><p>Veiligheidsinformatiebladen (SDS) van de grondstoffen die wij verwerken vraagt u rechtstreeks op bij onze leverancier Polytrade Europe: ${mailto(SUPPLIER)}.</p>`,
    }),
    '/vacatures': page({
      path: '/vacatures',
      lang: 'nl',
      title: 'Vacatures',
      main:
        `<h1>Werken bij Brouwer</h1>\n<p>We zoeken collega's die van techniek houden. Op dit moment hebben we de volgende vacatures:</p>\n` +
        `<ul class="vacatures"><li>Matrijzenmaker (fulltime)</li><li>Procesoperator spuitgieten, 3-ploegendienst</li><li>Kwaliteitsmedewerker cleanroom</li></ul>\n` +
        `<p>Heb je vragen over een vacature of wil je eerst een kijkje nemen? Neem dan contact op met onze HR-adviseur Fleur Smits via ${mailto(A.smits)} of bel ${tel('077 320 45 00')}.</p>`,
    }),
    '/contact': page({
      path: '/contact',
      lang: 'nl',
      title: 'Contact',
      alternates: { nl: '/contact', de: '/de/kontakt' },
      jsonLd: [organization],
      main:
        `<h1>Contact</h1>\n<div class="contact-columns">\n` +
        `<div><h2>Bezoekadres</h2><p>Celsiusweg 18<br>5928 PR Venlo</p><p>Maandag t/m vrijdag 8:00–17:00</p></div>\n` +
        `<div><h2>Verkoop en offertes</h2><p>${tel('+31 77 320 45 10')}<br>${mailto(A.verkoop)}</p></div>\n` +
        `<div><h2>Algemeen</h2><p>${tel('+31 77 320 45 00')}<br>${mailto(A.info)}</p></div>\n</div>\n` +
        `<div class="gform_wrapper"><form method="post"><label>Naam<input name="input_1"></label><label>Bedrijf<input name="input_2"></label><label>E-mailadres<input type="email" name="input_3"></label><label>Uw vraag<textarea name="input_4"></textarea></label><input type="submit" value="Versturen"></form></div>`,
    }),
    '/privacyverklaring': page({
      path: '/privacyverklaring',
      lang: 'nl',
      title: 'Privacyverklaring',
      main: `<h1>Privacyverklaring</h1>\n<p>Brouwer Kunststoftechniek B.V. verwerkt persoonsgegevens in overeenstemming met de AVG. Vragen over privacy stuurt u naar ${mailto(A.info)}.</p>`,
    }),
    '/intranet/toestellijst': page({
      path: '/intranet/toestellijst',
      lang: 'nl',
      title: 'Toestellijst',
      main:
        `<h1>Toestellijst medewerkers</h1>\n<table><tr><th>Naam</th><th>Toestel</th><th>E-mail</th></tr>` +
        `<tr><td>Joris Peeters</td><td>231</td><td>${INTRANET[0]}</td></tr><tr><td>Receptie</td><td>200</td><td>${INTRANET[1]}</td></tr></table>`,
    }),
    '/de': page({
      path: '/de',
      lang: 'de',
      title: 'Kunststoff-Spritzguss und Formenbau aus Venlo',
      alternates: ALTERNATES_HOME,
      main:
        `<section class="elementor-section hero"><h1>Technische Kunststoffteile – von der Entwicklung bis zur Serie</h1>\n` +
        `<p>Seit über 35 Jahren fertigen wir in Venlo, direkt an der deutschen Grenze, Spritzgussteile für Medizintechnik, Agrartechnik und Automobilindustrie.</p>\n` +
        `<p>Rund die Hälfte unserer Kunden sitzt in Deutschland. <a href="/de/kontakt">Sprechen Sie uns an</a> – auf Deutsch.</p></section>`,
    }),
    '/de/kontakt': page({
      path: '/de/kontakt',
      lang: 'de',
      title: 'Kontakt',
      alternates: { nl: '/contact', de: '/de/kontakt' },
      main:
        `<h1>Kontakt für Kunden in Deutschland</h1>\n<p>Brouwer Kunststoftechniek B.V. · Celsiusweg 18 · 5928 PR Venlo · Niederlande</p>\n` +
        `<p>Allgemeine Anfragen: ${mailto(A.kontakt)}</p>\n` +
        `<p class="ansprechpartner">Ansprechpartnerin: Dipl.-Ing. Katrin Hoffmeister, Vertrieb Deutschland, Tel. ${tel('+49 2831 97 64 20')}, ${mailto(A.hoffmeister)}</p>\n` +
        `<h2>Anwendungstechnik</h2>\n<div class="person-card"><img src="/wp-content/uploads/2023/09/hendrik-albers.jpg" alt="" width="240" height="240"><h3>Prof. Dr. Hendrik Albers</h3><p>Leiter Anwendungstechnik</p><p>Tel. ${tel('+31 77 320 45 60')}<br>${mailto(A.albers)}</p></div>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.info, name: null, title: null, pages: ['/contact', '/privacyverklaring', '/'], cases: ['role', 'plain'] },
  { address: A.verkoop, name: null, title: null, pages: ['/contact'], cases: ['json-ld-contact-point', 'json-ld-mailto', 'role', 'plain'] },
  { address: A.brouwer, name: 'Pieter Brouwer', title: 'Algemeen directeur', pages: ['/over-ons'], cases: ['link-non-english', 'card', 'microdata', 'honorific', 'plain'] },
  { address: A.vandenberg, name: 'Marieke van den Berg', title: 'Financieel directeur', pages: ['/over-ons'], cases: ['link-non-english', 'card', 'microdata', 'honorific', 'plain'] },
  { address: A.jansen, name: 'Ruud Jansen', title: 'Hoofd R&D', pages: ['/over-ons'], cases: ['link-non-english', 'card', 'microdata', 'post-nominal', 'plain'] },
  { address: A.dewit, name: 'Sanne de Wit', title: 'Inkoper', pages: ['/contact'], cases: ['json-ld-person', 'json-ld-mailto', 'json-ld-only'] },
  { address: A.smits, name: 'Fleur Smits', title: 'HR-adviseur', pages: ['/vacatures'], cases: ['link-non-english', 'prose', 'plain'] },
  { address: A.kontakt, name: null, title: null, pages: ['/de/kontakt'], cases: ['deep-page', 'hreflang', 'role', 'plain'] },
  { address: A.hoffmeister, name: 'Katrin Hoffmeister', title: 'Vertrieb Deutschland', pages: ['/de/kontakt'], cases: ['deep-page', 'hreflang', 'label-line', 'honorific', 'plain'] },
  { address: A.albers, name: 'Hendrik Albers', title: 'Leiter Anwendungstechnik', pages: ['/de/kontakt'], cases: ['deep-page', 'hreflang', 'card', 'honorific', 'plain'] },
];

export function brouwerKunststoffen(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /intranet/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/over-ons', '/producten', '/vacatures', '/contact', '/privacyverklaring'], '2025-02-11'),
      pages: pages(),
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-2',
      languages: ['nl', 'de'],
      addresses,
      pattern: '{f}.{last}',
      disallowed: ['/intranet/toestellijst'],
      nonAddresses: [...INTRANET.map((text) => ({ text, kind: 'disallowed' as const })), { text: SUPPLIER, kind: 'other-company' }],
    },
  };
}
