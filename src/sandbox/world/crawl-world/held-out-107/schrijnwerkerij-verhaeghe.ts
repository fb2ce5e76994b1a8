/**
 * Schrijnwerkerij Verhaeghe: a family joinery workshop in Roeselare (West Flanders) making
 * staircases, interior doors and fitted kitchens, on Squarespace 7.1 (sqs-block markup, the
 * Static.SQUARESPACE_CONTEXT script), Flemish Dutch with an English part reached only through the
 * hreflang alternate of the home page. The owner in a prose bio and in the team's definition list;
 * the kitchen designer as "Name, title" with her address built by a code-block script; the
 * English "Who builds your stairs" page (two links from home) with a prose bio and a heading
 * with its bio paragraph. The timber merchant's address and the crew-planning page behind
 * Squarespace's /account/ (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'schrijnwerkerij-verhaeghe.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  nl: [
    ['/', 'Home'],
    ['/over-ons', 'Over ons'],
    ['/realisaties', 'Realisaties'],
    ['/ons-team', 'Ons team'],
    ['/contact', 'Contact'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/who-builds-your-stairs', 'Who builds your stairs'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Schrijnwerkerij Verhaeghe',
  head: [
    '<!-- This is Squarespace. --><!-- schrijnwerkerij-verhaeghe -->',
    '<base href="">',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64b2f0c1a7e3d52f19c84e06/31/5c5a519771c10ba3470d8101/64b2f0c1a7e3d52f19c84e1d/1611/site.css">',
    '<script src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-5a0e2d1b6c4f8a93-min.en-US.js"></script>',
    `<script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"64b2f0c1a7e3d52f19c84e06","identifier":"schrijnwerkerij-verhaeghe","websiteType":1,"siteStatus":{},"language":"nl-BE","timeZone":"Europe/Brussels","primaryDomain":"${HOST}","siteTitle":"Schrijnwerkerij Verhaeghe"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1"};</script>`,
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('en') ? 'en' : 'nl';
    return (
      `<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{&quot;layout&quot;: &quot;navRight&quot;}"><div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner"><div class="header-display-desktop" data-content-field="site-title">` +
      `<div class="header-title-logo"><a href="${lang === 'en' ? '/en' : '/'}" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/64b2f0c1a7e3d52f19c84e06/7c1e52a0-4f8b-4d1e-9a37-2b5f0c9d6e18/logo-verhaeghe.png?format=1500w" alt="Schrijnwerkerij Verhaeghe"></a></div>` +
      `<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${MENU[lang]!.map(([href, label]) => `<div class="header-nav-item header-nav-item--collection${href === spec.path ? ' header-nav-item--active' : ''}"><a href="${href}" data-animation-role="header-element"${href === spec.path ? ' aria-current="page"' : ''}>${esc(label)}</a></div>`).join('')}</nav></div></div></div></div></div></header>` +
      `<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="64b2f1d8e9a0c34b7f12d5a6">`
    );
  },
  footer: (spec) => {
    const en = spec.lang.startsWith('en');
    return (
      `</article></main><footer class="sections" id="footer-sections" data-footer-sections><section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">` +
      `<p class="sqsrte-small">Schrijnwerkerij Verhaeghe BV · Meensesteenweg 214, 8800 Roeselare · ${en ? 'Company no.' : 'Ondernemingsnr.'} BE 0436.218.904 · ${tel('+32 51 22 47 90')}</p>` +
      `<p class="sqsrte-small"><a href="/privacy">Privacy</a> · <a href="/account/ploegplanning">${en ? 'Crew planning (staff)' : 'Ploegplanning (intern)'}</a></p>` +
      `</div></div></div></div></div></div></div></div></section></footer></div>`
    );
  },
  bodyEnd: [
    '<div class="sqs-cookie-banner-v2-wrapper" hidden><div class="sqs-cookie-banner-v2"><div class="sqs-cookie-banner-v2-text"><p>Deze website maakt gebruik van cookies om je ervaring te verbeteren.</p></div><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-accept">Accepteren</button><button class="sqs-cookie-banner-v2-decline">Weigeren</button></div></div></div>',
    '<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.f3b2c1d0e9a8.js"></script>',
  ],
};

let yui = 1714051203000;
const block = (html: string): string =>
  `<div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="{&quot;topLeft&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0}}" id="block-yui_3_17_2_1_${(yui += 7919)}_${(yui % 9973) + 1000}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div>`;
const codeBlock = (html: string): string => `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-yui_3_17_2_1_${(yui += 6151)}_${(yui % 9973) + 1000}"><div class="sqs-block-content">${html}</div></div>`;
const sectionOf = (...blocks: string[]): string =>
  `<section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${blocks.join('')}</div></div></div></div></div></section>`;

const ALT = { 'nl-BE': '/', en: '/en', 'x-default': '/' };

const lieselotScript =
  `<script>var u = 'lieselot'; var d = 'schrijnwerkerij-verhaeghe' + '.' + 'test'; document.getElementById('ml-keukens').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';</script>`;

export function schrijnwerkerijVerhaeghe(): CrawlWorldSite {
  yui = 1714051203000;
  const pages: Record<string, SandboxPage> = {};
  const nl = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-BE' });
  const en = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });

  pages['/'] = nl({
    path: '/',
    title: 'Trappen, binnendeuren en maatwerkkeukens',
    alternates: ALT,
    main: sectionOf(
      block(
        `<h1>Maatwerk in hout sinds 1978</h1><p>Wij tekenen, maken en plaatsen trappen, binnendeuren, dressings en keukens op maat, in ons eigen atelier in Roeselare. Eik, es, beuk of gelakt MDF: alles gebeurt in huis, van het opmeten tot de plaatsing.</p>` +
          `<p><a href="/realisaties">Bekijk onze realisaties</a> of <a href="/contact">vraag een vrijblijvende offerte</a>.</p>`,
      ),
    ),
  });

  pages['/over-ons'] = nl({
    path: '/over-ons',
    title: 'Over ons',
    main: sectionOf(
      block(
        `<h2>Drie generaties schrijnwerkers</h2><p>Grootvader Gerard Verhaeghe begon in 1978 met een garage en een vlakbank. Zijn zoon Luc bouwde het atelier aan de Meensesteenweg, en sinds 2012 leidt Pieter-Jan Verhaeghe, zaakvoerder in de derde generatie, het bedrijf met vandaag elf medewerkers. Wie hem rechtstreeks wil bereiken, mailt naar ${mailto(`pieterjan@${HOST}`)}.</p>`,
      ),
    ),
  });

  pages['/realisaties'] = nl({
    path: '/realisaties',
    title: 'Realisaties',
    main: sectionOf(
      block(
        `<h2>Realisaties</h2><ul><li>Zwevende eiken trap met glazen balustrade – Izegem</li><li>Keuken in gelakt MDF met notelaren werkblad – Tielt</li><li>Twaalf stompe binnendeuren met verdoken scharnieren – Kortrijk</li></ul>` +
          `<p>Ons massief eiken komt van Houthandel Vandemoortele in Zwevegem (verkoop@houthandel-vandemoortele.test), FSC-gecertificeerd.</p>`,
      ),
    ),
  });

  pages['/ons-team'] = nl({
    path: '/ons-team',
    title: 'Ons team',
    main: sectionOf(
      block(
        `<h2>Ons team</h2><p>Een greep uit de ploeg achter je trap of keuken.</p>` +
          `<dl class="team-lijst">` +
          `<dt>Pieter-Jan Verhaeghe</dt><dd>Zaakvoerder – calculatie en werfopvolging</dd><dd>${mailto(`pieterjan@${HOST}`)}</dd>` +
          `<dt>Jozefien Vanden Eynde</dt><dd>Administratief bediende – offertes, planning &amp; facturatie</dd><dd>${mailto(`jozefien@${HOST}`)}</dd>` +
          `<dt>Jens Vandamme</dt><dd>Meubelmaker &amp; CNC-operator</dd><dd>${mailto(`jens@${HOST}`)}</dd>` +
          `</dl>`,
      ),
    ),
  });

  pages['/contact'] = nl({
    path: '/contact',
    title: 'Contact',
    main: sectionOf(
      block(
        `<h2>Contact</h2><p>Atelier en toonzaal: Meensesteenweg 214, 8800 Roeselare<br>Ma–vr 8u–17u, za op afspraak<br>${tel('+32 51 22 47 90')}</p><p>Offerteaanvragen: ${mailto(`offerte@${HOST}`)}</p>`,
      ),
      codeBlock(`<p>Keukens en interieur: Lieselot De Clercq, interieurarchitecte – <span id="ml-keukens"></span></p>${lieselotScript}`),
    ),
  });

  pages['/privacy'] = nl({ path: '/privacy', title: 'Privacy', main: sectionOf(block('<h2>Privacyverklaring</h2><p>Schrijnwerkerij Verhaeghe BV verwerkt je gegevens enkel om je offerte op te maken.</p>')) });
  pages['/account/ploegplanning'] = nl({
    path: '/account/ploegplanning',
    title: 'Ploegplanning',
    main: sectionOf(block(`<h2>Ploegplanning</h2><p>Weekplanning van de plaatsingsploegen. Wijzigingen doorgeven aan ${mailto(`planning@${HOST}`)}.</p>`)),
  });

  pages['/en'] = en({
    path: '/en',
    title: 'Staircases, interior doors and bespoke kitchens',
    alternates: ALT,
    main: sectionOf(
      block(
        `<h1>Bespoke woodwork since 1978</h1><p>We design, build and fit staircases, interior doors, walk-in wardrobes and kitchens in our own workshop in Roeselare, West Flanders – for clients in Belgium and across the French border.</p>` +
          `<p><a href="/en/who-builds-your-stairs">Who builds your stairs</a> · <a href="/en/contact">Ask for a quote</a></p>`,
      ),
    ),
  });

  pages['/en/who-builds-your-stairs'] = en({
    path: '/en/who-builds-your-stairs',
    title: 'Who builds your stairs',
    main: sectionOf(
      block(
        `<h2>Who builds your stairs</h2><p>Wout Van Acker joined us in 2009 as an apprentice joiner; today he is our installation foreman for the Kortrijk – Roeselare – Tielt area and leads both fitting crews. Questions about your installation day? Write to him at ${mailto(`wout@${HOST}`)}.</p>` +
          `<h3>Stijn Delanghe</h3><p><strong>Project Manager – Staircases &amp; Interior Doors.</strong> Stijn measures every staircase himself, draws it in 3D and follows it through the workshop until it is fitted. ${mailto(`stijn@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/en/contact'] = en({
    path: '/en/contact',
    title: 'Contact',
    main: sectionOf(block(`<h2>Contact</h2><p>Workshop and showroom: Meensesteenweg 214, 8800 Roeselare, Belgium<br>${tel('+32 51 22 47 90')}</p><p>Quotes: ${mailto(`offerte@${HOST}`)}</p>`)),
  });

  const ln: CaseKind = 'link-non-english';
  const enDeep: CaseKind[] = ['hreflang', 'deep-page', 'link-english-unlisted'];
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account/\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?tag=*\nDisallow: /*?month=*\nDisallow: /*?view=*\nDisallow: /*?format=*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${['/', '/over-ons', '/realisaties', '/ons-team', '/contact'].map((p) => `<url><loc>${ORIGIN}${p}</loc><changefreq>monthly</changefreq><priority>${p === '/' ? '1.0' : '0.75'}</priority><lastmod>2025-03-18</lastmod></url>`).join('\n')}\n</urlset>\n`,
      pages,
      headers: { Server: 'Squarespace', 'X-Contextid': 'k2Wc7aqZ/Hp4xLm0R' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-107',
      languages: ['nl', 'en'],
      addresses: [
        { address: `offerte@${HOST}`, name: null, title: null, pages: ['/contact', '/en/contact'], cases: ['role', 'plain'] },
        {
          address: `pieterjan@${HOST}`,
          name: 'Pieter-Jan Verhaeghe',
          title: 'Zaakvoerder – calculatie en werfopvolging',
          titleAlternatives: ['zaakvoerder in de derde generatie', 'Zaakvoerder'],
          pages: ['/over-ons', '/ons-team'],
          cases: ['definition-list', 'prose', 'plain', ln],
        },
        { address: `jozefien@${HOST}`, name: 'Jozefien Vanden Eynde', title: 'Administratief bediende – offertes, planning & facturatie', pages: ['/ons-team'], cases: ['definition-list', 'plain', ln] },
        { address: `jens@${HOST}`, name: 'Jens Vandamme', title: 'Meubelmaker & CNC-operator', pages: ['/ons-team'], cases: ['definition-list', 'plain', ln] },
        {
          address: `lieselot@${HOST}`,
          name: 'Lieselot De Clercq',
          title: 'interieurarchitecte',
          pages: ['/contact'],
          encoded: { kind: 'script', text: lieselotScript },
          cases: ['name-title-line', 'script-concat'],
        },
        { address: `wout@${HOST}`, name: 'Wout Van Acker', title: 'installation foreman for the Kortrijk – Roeselare – Tielt area', titleAlternatives: ['installation foreman'], pages: ['/en/who-builds-your-stairs'], cases: ['prose', 'plain', ...enDeep] },
        { address: `stijn@${HOST}`, name: 'Stijn Delanghe', title: 'Project Manager – Staircases & Interior Doors', pages: ['/en/who-builds-your-stairs'], cases: ['card', 'plain', ...enDeep] },
      ],
      pattern: '{first}',
      disallowed: ['/account/ploegplanning'],
      nonAddresses: [
        { text: `planning@${HOST}`, kind: 'disallowed' },
        { text: 'verkoop@houthandel-vandemoortele.test', kind: 'other-company' },
      ],
    },
  };
}
