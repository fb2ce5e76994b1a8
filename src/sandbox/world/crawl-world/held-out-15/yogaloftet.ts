/**
 * Yogaloftet Södermalm: a yoga studio in Stockholm, Swedish, on Webflow with a booking widget.
 * First-name addresses. The founder in a sentence of the "Om oss" text, teachers in microdata and
 * in RDFa, the receptionist's address reversed in a data attribute, the weekend workshop's leader
 * on a page listed only in a sitemap robots.txt names, the invoices mailbox as character
 * references, a neighbour mailbox beside the massage therapist; the booking widget's package
 * version and the members' page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'yogaloftet.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Hem'],
  ['/schema', 'Schema & priser'],
  ['/larare', 'Lärare'],
  ['/om-oss', 'Om oss'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Yogaloftet Södermalm',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="https://assets.website-files.test/6541b2c0e8/css/yogaloftet.webflow.shared.4c1d2a.min.css" rel="stylesheet" type="text/css">`,
    '<script src="https://cdn.jsdelivr.test/npm/bokningskalender@3.2.1/dist/widget.min.js" defer></script>',
  ],
  header: () =>
    `<div class="navbar w-nav" data-collapse="medium" role="banner"><a href="/" class="brand w-nav-brand"><img src="https://assets.website-files.test/6541b2c0e8/logo-yogaloftet.svg" alt="Yogaloftet"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link">${esc(l)}</a>`).join('')}</nav></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-container"><p>Yogaloftet Södermalm AB · Hornsgatan 88, 4 tr · 118 21 Stockholm · ${tel('08-640 22 15')}</p>` +
    `<p><a href="/integritetspolicy">Integritetspolicy</a> · <a href="/medlemmar">Medlemssidor</a></p></div></footer>`,
  privacyPath: { sv: '/integritetspolicy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const LINNEA = 'linnea@yogaloftet.test';

export function yogaloftet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Yoga på Södermalm',
    lang: 'sv',
    main:
      `<div class="hero-section"><h1>Yoga för alla kroppar</h1><p>Hatha, yin, ashtanga och mjukyoga i en ljus vindsvåning vid Mariatorget. Prova på-kort: tre klasser för 350 kr.</p>` +
      `<p>Frågor? Skriv till ${mailto('hej@yogaloftet.test')}</p></div>`,
  });

  pages['/schema'] = page({
    path: '/schema',
    title: 'Schema & priser',
    lang: 'sv',
    main: `<h1>Schema &amp; priser</h1><div id="bokning" class="bokningskalender-embed" data-studio="yogaloftet"></div><p>Klippkort 10 klasser 1 600 kr, månadskort 895 kr. Studentrabatt 20 %.</p>`,
  });

  pages['/larare'] = page({
    path: '/larare',
    title: 'Lärare',
    lang: 'sv',
    main:
      `<h1>Våra lärare</h1><div class="w-layout-grid teachers">` +
      `<div class="teacher" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Johan Berg</h3><p itemprop="jobTitle">Yogalärare, ashtanga</p>` +
      `<p>Johan undervisar sedan 2012 och leder morgonklasserna. <a itemprop="email" href="mailto:johan@yogaloftet.test">johan@yogaloftet.test</a></p></div>` +
      `<div class="teacher" vocab="https://schema.org/" typeof="Person"><h3 property="name">Sara Nyström</h3><p property="jobTitle">Yogalärare och massageterapeut</p>` +
      `<p>Yin och mjukyoga, gravidyoga. <a property="email" href="mailto:sara@yogaloftet.test">sara@yogaloftet.test</a></p></div>` +
      `<div class="teacher" itemscope itemtype="https://schema.org/Person"><h3 itemprop="name">Olle Sandberg</h3><p itemprop="jobTitle">Yogalärare, hatha och meditation</p>` +
      `<p><a itemprop="email" href="mailto:olle@yogaloftet.test">olle@yogaloftet.test</a></p></div>` +
      `</div><p>Massage hos Sara bokas via receptionen: ${mailto('massage@yogaloftet.test')}</p>`,
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'sv',
    main:
      `<h1>Om Yogaloftet</h1><p>Yogaloftet öppnade 2016 i en gammal tryckerivind på Hornsgatan. Studions grundare Emma Lindqvist har utbildat yogalärare i tio år och nås enklast på ${mailto('emma@yogaloftet.test')} om du vill samarbeta med oss.</p>` +
      `<p>Vi är en liten studio med sju lärare och en reception som håller öppet alla dagar.</p>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    main:
      `<h1>Kontakt</h1><p>Allmänna frågor: ${mailto('hej@yogaloftet.test')}</p>` +
      `<p>Linnea Holm, receptionsansvarig: <a class="js-mail" data-m="${reversed(LINNEA)}" href="#">visa e-post</a></p>` +
      `<script>document.querySelectorAll('.js-mail').forEach(function (a) { var m = a.getAttribute('data-m').split('').reverse().join(''); a.href = 'mailto:' + m; a.textContent = m; });</script>` +
      `<p>Fakturor och företagsavtal: <a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${entities('faktura@yogaloftet.test')}">${entities('faktura@yogaloftet.test')}</a></p>`,
  });

  pages['/kurser/yin-yoga-helg'] = page({
    path: '/kurser/yin-yoga-helg',
    title: 'Yin yoga-helg i maj',
    lang: 'sv',
    main:
      `<h1>Yin yoga-helg 17–18 maj</h1><p>Två dagar med långa, stilla positioner, andning och vila. Pris 2 400 kr inklusive lunch.</p>` +
      `<p>Kursledare: Maja Ek, yinyogalärare, 070-318 44 27, ${mailto('maja@yogaloftet.test')}</p>`,
  });

  pages['/integritetspolicy'] = page({
    path: '/integritetspolicy',
    title: 'Integritetspolicy',
    lang: 'sv',
    main: `<h1>Integritetspolicy</h1><p>Personuppgiftsansvarig är Yogaloftet Södermalm AB, Hornsgatan 88, 118 21 Stockholm.</p>`,
  });

  pages['/medlemmar'] = page({
    path: '/medlemmar',
    title: 'Medlemssidor',
    lang: 'sv',
    main: `<h1>För medlemmar</h1><p>Frysa medlemskap: ${mailto('medlem@yogaloftet.test')}</p>`,
  });

  pages['/sitemaps/kurser.xml'] = xmlPage(urlset(HOST, ['/kurser/yin-yoga-helg']));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /medlemmar\n\nSitemap: ${ORIGIN}/sitemaps/kurser.xml\n`,
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-central-1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-15',
      languages: ['sv'],
      addresses: [
        { address: 'hej@yogaloftet.test', name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: 'massage@yogaloftet.test', name: null, title: null, pages: ['/larare'], cases: ['neighbour', 'plain', 'link-non-english'] },
        { address: 'faktura@yogaloftet.test', name: null, title: null, pages: ['/kontakt'], cases: ['role', 'entities'] },
        { address: 'johan@yogaloftet.test', name: 'Johan Berg', title: 'Yogalärare, ashtanga', pages: ['/larare'], cases: ['microdata', 'card', 'plain', 'link-non-english'] },
        { address: 'olle@yogaloftet.test', name: 'Olle Sandberg', title: 'Yogalärare, hatha och meditation', pages: ['/larare'], cases: ['microdata', 'card', 'plain', 'link-non-english'] },
        { address: 'sara@yogaloftet.test', name: 'Sara Nyström', title: 'Yogalärare och massageterapeut', pages: ['/larare'], cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        { address: 'emma@yogaloftet.test', name: 'Emma Lindqvist', title: 'grundare', pages: ['/om-oss'], cases: ['prose', 'plain', 'link-non-english'] },
        {
          address: LINNEA,
          name: 'Linnea Holm',
          title: 'receptionsansvarig',
          pages: ['/kontakt'],
          encoded: { kind: 'reversed', text: reversed(LINNEA) },
          cases: ['name-title-line', 'script-reversed'],
        },
        { address: 'maja@yogaloftet.test', name: 'Maja Ek', title: 'yinyogalärare', pages: ['/kurser/yin-yoga-helg'], cases: ['sitemap-robots', 'label-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/medlemmar'],
      nonAddresses: [
        { text: 'medlem@yogaloftet.test', kind: 'disallowed' },
        { text: 'bokningskalender@3.2.1', kind: 'package' },
      ],
    },
  };
}
