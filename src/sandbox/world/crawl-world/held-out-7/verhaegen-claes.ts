/**
 * Verhaegen & Claes Boekhouding: an accounting office in Mechelen, Belgian Dutch with a French
 * home and contact page. A Webflow-like site: the founder as a JSON-LD Person, the tax adviser
 * only in a department's employee at depth, the team as a definition list with Belgian
 * professional letters after the names, the general address in "[at]" text, the quotation
 * address reversed by a custom-code script, a press address beside a photographer's credit, a
 * vacancies page listed only in a gzip child of the sitemap index (with the stated scheme), and a
 * client portal robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'verhaegen-claes.test';
const ORIGIN = `http://${HOST}`;
const CDN = 'https://cdn.prod.website-files.com/64f1c2a9e8b7d3001a2b3c4d';
const SCHEME = 'voornaam.naam@verhaegen-claes.test';
const OFFERTE = reversed('offerte@verhaegen-claes.test');

const MENU = {
  nl: [
    ['/', 'Home'],
    ['/over-ons', 'Over ons'],
    ['/diensten', 'Diensten'],
    ['/nieuws', 'Nieuws'],
    ['/contact', 'Contact'],
    ['/fr', 'FR'],
  ],
  fr: [
    ['/fr', 'Accueil'],
    ['/fr/contact', 'Contact'],
    ['/', 'NL'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Verhaegen & Claes',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${CDN}/css/verhaegen-claes.webflow.8f2c1d.min.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
  ],
  header: (page) =>
    `<div data-collapse="medium" data-animation="default" class="navbar w-nav"><a href="${page.lang === 'fr' ? '/fr' : '/'}" class="brand w-nav-brand"><img src="${CDN}/64f1c2b0_logo-vc.svg" alt="Verhaegen &amp; Claes"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU[page.lang === 'fr' ? 'fr' : 'nl'].map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link">${esc(label)}</a>`).join('')}</nav></div>`,
  footer: (page) =>
    `<footer class="footer"><div class="w-container"><p class="footer-text">Verhaegen &amp; Claes BV · Bruul 54, 2800 Mechelen · BTW BE 0712.345.678 · Erkend boekhoudkantoor ITAA</p>` +
    (page.lang === 'fr' ? '' : `<p><a href="/privacy" class="footer-link">Privacy</a> · <a href="/klantenportaal" class="footer-link">Klantenportaal</a></p>`) +
    `</div></footer>`,
  bodyEnd: [`<script src="${CDN}/js/webflow.4a2b9e.js" type="text/javascript"></script>`],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const section = (html: string) => `<section class="section"><div class="w-container">${html}</div></section>`;

const REVERSE_SCRIPT = `document.querySelectorAll('[data-rev]').forEach(function(el){var m=el.getAttribute('data-rev').split('').reverse().join('');el.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});`;

export function verhaegenClaes(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Boekhouder en fiscaal adviseur in Mechelen',
    lang: 'nl-BE',
    alternates: { 'nl-BE': '/', 'fr-BE': '/fr' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Verhaegen & Claes BV',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Bruul 54', postalCode: '2800', addressLocality: 'Mechelen', addressCountry: 'BE' },
        founder: { '@type': 'Person', name: 'Koen Verhaegen', jobTitle: 'Zaakvoerder', email: 'mailto:koen.verhaegen@verhaegen-claes.test' },
        department: [
          {
            '@type': 'Organization',
            name: 'Verhaegen & Claes – Fiscaliteit',
            employee: [{ '@type': 'Person', name: 'Lien Claes', jobTitle: 'Fiscaal adviseur', email: 'lien.claes@verhaegen-claes.test' }],
          },
        ],
      },
    ],
    main: section(`<h1 class="heading-hero">Uw boekhouding, zonder zorgen</h1><p class="paragraph-large">Boekhouding, btw-aangiftes, jaarrekeningen en personenbelasting voor zelfstandigen, vrije beroepen en kmo's in regio Mechelen.</p><a href="/contact" class="button w-button">Maak een afspraak</a>`),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    lang: 'nl-BE',
    main: section(
      `<h2>Over ons</h2><p>Koen Verhaegen startte het kantoor in 2009; sinds 2016 is Lien Claes vennoot. Vandaag werken we met acht mensen voor zo'n 400 klanten.</p>\n` +
        `<dl class="team-list">\n` +
        `<dt>Koen Verhaegen</dt><dd>Zaakvoerder – gecertificeerd accountant ITAA</dd><dd>${mailto('koen.verhaegen@verhaegen-claes.test')}</dd>\n` +
        `<dt>Jonas Wouters, MSc</dt><dd>Dossierbeheerder kmo's</dd><dd>${mailto('jonas.wouters@verhaegen-claes.test')}</dd>\n` +
        `<dt>Sarah Peeters</dt><dd>Office manager</dd><dd>${mailto('sarah.peeters@verhaegen-claes.test')}</dd>\n` +
        `<dt>Ruben Jacobs, bachelor accountancy-fiscaliteit</dt><dd>Medewerker loonadministratie</dd><dd>${mailto('ruben.jacobs@verhaegen-claes.test')}</dd>\n` +
        `</dl>`,
    ),
  });

  pages['/diensten'] = page({
    path: '/diensten',
    title: 'Diensten',
    lang: 'nl-BE',
    main: section(`<h2>Diensten</h2><div class="w-layout-grid grid"><div><h3>Boekhouding</h3><p>Via uw eigen boekhoudpakket of het onze.</p></div><div><h3>Fiscaliteit</h3><p>Personenbelasting, vennootschapsbelasting, successieplanning.</p></div><div><h3>Lonen</h3><p>In samenwerking met sociaal secretariaat Partena-Loon (${mailto('klant@sociaal-secretariaat-noord.test')}).</p></div></div>`),
  });

  pages['/nieuws'] = page({
    path: '/nieuws',
    title: 'Nieuws',
    lang: 'nl-BE',
    main: section(
      `<h2>Nieuws</h2><div class="w-dyn-list"><div class="w-dyn-item"><h3>Nieuw kantoor aan de Bruul</h3><p>Sinds maart zitten we op de Bruul, vlak bij de Grote Markt. Met dank aan fotograaf Bram Janssens voor de beelden.</p>` +
        `<p class="small">Pers en nieuwsbrief: ${mailto('pers@verhaegen-claes.test')}</p></div></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'nl-BE',
    main: section(
      `<h2>Contact</h2><p>Bruul 54, 2800 Mechelen<br>015 43 21 90 – ma tot vr van 8u30 tot 17u</p>\n` +
        `<p>Algemeen: info [at] verhaegen-claes [dot] test</p>\n` +
        `<p>Offerte voor uw boekhouding: <span data-rev="${OFFERTE}">(JavaScript nodig)</span></p>\n` +
        `<div class="w-form"><form id="wf-form-Contact" method="get"><input type="email" class="w-input" name="Email" placeholder="naam@uwbedrijf.be"><textarea class="w-input" name="Bericht"></textarea><input type="submit" value="Verzenden" class="w-button"></form></div>\n` +
        `<script>${REVERSE_SCRIPT}</script>`,
    ),
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy',
    lang: 'nl-BE',
    main: section(`<h2>Privacyverklaring</h2><p>Verhaegen &amp; Claes BV verwerkt uw gegevens in het kader van de antiwitwaswetgeving en onze deontologie. Vragen: info [at] verhaegen-claes [dot] test.</p>`),
  });

  pages['/vacatures'] = page({
    path: '/vacatures',
    title: 'Vacatures',
    lang: 'nl-BE',
    main: section(
      `<h2>Vacatures</h2><p>We zoeken een junior dossierbeheerder (m/v/x), voltijds of 4/5. Solliciteren kan via ${mailto('jobs@verhaegen-claes.test')}.</p>\n` +
        `<p>Praktisch: iedereen bij ons krijgt een adres van de vorm ${SCHEME}. Vragen over de job? Bel of mail Ellen Goossens, die bij ons de HR en de opleidingen opvolgt, via ${mailto('ellen.goossens@verhaegen-claes.test')}.</p>`,
    ),
  });

  pages['/klantenportaal'] = page({
    path: '/klantenportaal',
    title: 'Klantenportaal',
    lang: 'nl-BE',
    main: section(`<h2>Klantenportaal</h2><p>Documenten opladen en uw facturen raadplegen. Wachtwoord vergeten? ${mailto('portaal@verhaegen-claes.test')}</p>`),
  });

  pages['/fr'] = page({
    path: '/fr',
    title: 'Comptable et conseiller fiscal à Malines',
    lang: 'fr-BE',
    alternates: { 'nl-BE': '/', 'fr-BE': '/fr' },
    main: section(`<h1>Votre comptabilité, sans soucis</h1><p>Nous accueillons aussi les indépendants francophones de la région. Voir <a href="/fr/contact">Contact</a>.</p>`),
  });

  pages['/fr/contact'] = page({
    path: '/fr/contact',
    title: 'Contact',
    lang: 'fr-BE',
    main: section(`<h2>Contact</h2><p>Bruul 54, 2800 Malines</p><p>Clientèle francophone : Mme Nathalie Dubois, gestionnaire de dossiers, ${mailto('nathalie.dubois@verhaegen-claes.test')}</p>`),
  });

  pages['/sitemap-pages.xml'] = xmlPage(urlset(HOST, ['/', '/over-ons', '/diensten', '/nieuws', '/contact', '/privacy', '/fr', '/fr/contact'], '2025-03-28'));
  pages['/sitemap-vacatures.xml.gz'] = gzipXmlPage(urlset(HOST, ['/vacatures'], '2025-03-28'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klantenportaal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-pages.xml', '/sitemap-vacatures.xml.gz'], '2025-03-28'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-7',
      languages: ['nl', 'fr'],
      addresses: [
        {
          address: 'koen.verhaegen@verhaegen-claes.test',
          name: 'Koen Verhaegen',
          title: 'Zaakvoerder',
          titleAlternatives: ['Zaakvoerder – gecertificeerd accountant ITAA', 'gecertificeerd accountant ITAA'],
          pages: ['/', '/over-ons'],
          cases: ['json-ld-person', 'json-ld-mailto', 'definition-list', 'plain', 'link-non-english'],
        },
        { address: 'lien.claes@verhaegen-claes.test', name: 'Lien Claes', title: 'Fiscaal adviseur', pages: ['/'], cases: ['json-ld-nested', 'json-ld-person', 'json-ld-only'] },
        { address: 'jonas.wouters@verhaegen-claes.test', name: 'Jonas Wouters', title: "Dossierbeheerder kmo's", pages: ['/over-ons'], cases: ['definition-list', 'post-nominal', 'plain', 'link-non-english'] },
        { address: 'sarah.peeters@verhaegen-claes.test', name: 'Sarah Peeters', title: 'Office manager', pages: ['/over-ons'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: 'ruben.jacobs@verhaegen-claes.test', name: 'Ruben Jacobs', title: 'Medewerker loonadministratie', pages: ['/over-ons'], cases: ['definition-list', 'post-nominal', 'plain', 'link-non-english'] },
        {
          address: 'ellen.goossens@verhaegen-claes.test',
          name: 'Ellen Goossens',
          title: 'HR en opleidingen',
          titleAlternatives: ['HR'],
          pages: ['/vacatures'],
          cases: ['prose', 'sitemap-index', 'sitemap-gzip', 'plain'],
        },
        { address: 'nathalie.dubois@verhaegen-claes.test', name: 'Nathalie Dubois', title: 'gestionnaire de dossiers', pages: ['/fr/contact'], cases: ['deep-page', 'honorific', 'name-title-line', 'plain'] },
        { address: 'jobs@verhaegen-claes.test', name: null, title: null, pages: ['/vacatures'], cases: ['role', 'sitemap-index', 'sitemap-gzip', 'plain'] },
        { address: 'pers@verhaegen-claes.test', name: null, title: null, pages: ['/nieuws'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
        { address: 'info@verhaegen-claes.test', name: null, title: null, pages: ['/contact', '/privacy'], cases: ['obfuscated', 'role'] },
        {
          address: 'offerte@verhaegen-claes.test',
          name: null,
          title: null,
          pages: ['/contact'],
          encoded: { kind: 'reversed', text: OFFERTE },
          cases: ['script-reversed', 'role'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/vacatures', text: SCHEME },
      disallowed: ['/klantenportaal'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'portaal@verhaegen-claes.test', kind: 'disallowed' },
        { text: 'naam@uwbedrijf.be', kind: 'placeholder' },
        { text: 'klant@sociaal-secretariaat-noord.test', kind: 'other-company' },
      ],
    },
  };
}
