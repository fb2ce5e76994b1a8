/**
 * Gleann Airigh Tweed: a handweaving mill in the Donegal Gaeltacht, on Squarespace, in Irish
 * English with an Irish-language section reached through hreflang and a "Gaeilge" link. "The
 * Weavers" lists the team as a definition list (one address written by String.fromCharCode); the
 * page's JSON-LD nests the weavers under a department and names a North American agent no visible
 * text mentions. The Irish contact page ("Teagmháil", two links from home) gives a tutor's
 * "Title: Name" line. Traps: a yarn spinner's address, and the trade price list (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'gleannairightweed.test';
const ORIGIN = `http://${HOST}`;
const MENU_EN: [string, string][] = [
  ['/our-story', 'Our Story'],
  ['/the-weavers', 'The Weavers'],
  ['/cloth-and-throws', 'Cloth & Throws'],
  ['/visit-the-mill', 'Visit the Mill'],
  ['/contact', 'Contact'],
  ['/ga', 'Gaeilge'],
];
const MENU_GA: [string, string][] = [
  ['/ga', 'Baile'],
  ['/ga/faoin-muileann', 'Faoin Muileann'],
  ['/ga/teagmhail', 'Teagmháil'],
  ['/', 'English'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Gleann Airigh Tweed',
  head: [
    '<!-- This is Squarespace. --><!-- gleann-airigh-tweed -->',
    '<link rel="preconnect" href="https://images.squarespace-cdn.com">',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"5f7e1a2b3c4d5e6f70819a2b","identifier":"gleann-airigh-tweed","siteTitle":"Gleann Airigh Tweed"},"templateVersion":"7.1"};</script>',
  ],
  header: (p) =>
    `<header id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title"><a href="${p.lang === 'ga' ? '/ga' : '/'}"><img src="//images.squarespace-cdn.com/content/v1/5f7e1a2b3c4d5e6f70819a2b/logo-gat.png?format=750w" alt="Gleann Airigh Tweed"></a></div><nav class="header-nav-list">${(p.lang === 'ga' ? MENU_GA : MENU_EN).map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></div></header><main id="page" role="main"><article class="sections">`,
  footer: (p) =>
    `</article></main><footer class="sections" id="footer-sections"><div class="sqs-html-content"><p>Gleann Airigh Tweed · An Bun Beag, Co. Dhún na nGall, F92 X4K7 · ${tel('+353 74 955 2180')} · ${mailto(`eolas@${HOST}`)}</p><p>${p.lang === 'ga' ? 'Praghasliosta trádála' : 'Trade price list'}: <a href="/trade">${p.lang === 'ga' ? 'logáil isteach' : 'log in'}</a></p></div></footer>`,
};
const en = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en-IE' });
const ga = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'ga' });
const blk = (html: string): string => `<section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-html-content">${html}</div></div></div></section>`;

const CODES = charCodes(`ciaran.coll@${HOST}`);
const CIARAN_SCRIPT = `document.write('<a href="mailto:' + String.fromCharCode(${CODES}) + '">' + String.fromCharCode(${CODES}) + '</a>');`;

export function gleannAirigh(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const homeAlt = { 'en-IE': '/', ga: '/ga', 'x-default': '/' };
  pages['/'] = en({
    path: '/',
    title: 'Handwoven Donegal Tweed',
    alternates: homeAlt,
    main: blk(`<h1>Woven by hand in the hills above Gaoth Dobhair</h1><p>Every length of our tweed is woven on a treadle loom from wool spun in Donegal, flecked with the colours of the bog, the heather and the Atlantic. We've been at it since 1974, when Mam bought her first loom from a neighbour for forty pounds.</p><p><a href="/the-weavers">Meet the weavers</a></p>`),
  });
  pages['/our-story'] = en({ path: '/our-story', title: 'Our Story', main: blk(`<h1>Our Story</h1><p>What started as one loom in a turf shed is now a small mill of six looms, a finishing room and a shop. We still weave the traditional herringbone and a few patterns of our own.</p>`) });
  pages['/the-weavers'] = en({
    path: '/the-weavers',
    title: 'The Weavers',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Gleann Airigh Tweed',
        url: `${ORIGIN}/`,
        department: [
          {
            '@type': 'Organization',
            name: 'Weaving Shed',
            employee: [
              { '@type': 'Person', name: 'Niamh Boyle', jobTitle: 'Founder & Master Weaver', email: `niamh.boyle@${HOST}` },
              { '@type': 'Person', name: 'Declan McGinley', jobTitle: 'Loom Tuner & Weaver', email: `declan.mcginley@${HOST}` },
            ],
          },
          {
            '@type': 'Organization',
            name: 'Sales',
            employee: [{ '@type': 'Person', name: 'Fiona Sweeney', jobTitle: 'Trade Sales Agent, North America', email: `fiona.sweeney@${HOST}` }],
          },
        ],
      },
    ],
    main: blk(
      `<h1>The Weavers</h1><p>A small crew, most of us from within five miles of the mill.</p><dl class="team">` +
        `<dt>Niamh Boyle</dt><dd>Founder &amp; Master Weaver</dd><dd>${mailto(`niamh.boyle@${HOST}`)}</dd>` +
        `<dt>Declan McGinley</dt><dd>Loom Tuner &amp; Weaver</dd><dd>${mailto(`declan.mcginley@${HOST}`)}</dd>` +
        `<dt>Aoife Doherty</dt><dd>Finishing &amp; Quality (darning, milling, pressing)</dd><dd>${mailto(`aoife.doherty@${HOST}`)}</dd>` +
        `<dt>Ciaran Coll</dt><dd>Designer – Colour &amp; Pattern</dd><dd><script>${CIARAN_SCRIPT}</script></dd>` +
        `</dl>`,
    ),
  });
  pages['/cloth-and-throws'] = en({ path: '/cloth-and-throws', title: 'Cloth & Throws', main: blk(`<h1>Cloth &amp; Throws</h1><p>Tweed by the metre, throws, caps and scarves. Our yarn comes from Kilcar Spinners (orders@kilcarspinners.ie).</p>`) });
  pages['/visit-the-mill'] = en({
    path: '/visit-the-mill',
    title: 'Visit the Mill',
    main: blk(`<h1>Visit the Mill</h1><p>The mill shop is open Monday to Saturday, 10 till 5. Coach groups are very welcome – give Bridget Gallagher, our Visitor Centre Manager, a shout at ${mailto(`bridget.gallagher@${HOST}`)} and she'll have the kettle on.</p>`),
  });
  pages['/contact'] = en({
    path: '/contact',
    title: 'Contact',
    main: blk(`<h1>Get in touch</h1><p>General queries: ${mailto(`eolas@${HOST}`)}</p><p>Shop Manager: Orla Ferry<br>${mailto(`orla.ferry@${HOST}`)}</p><p>Our post goes out from Bunbeg every weekday at 3pm.</p>`),
  });
  pages['/ga'] = ga({
    path: '/ga',
    title: 'Bréidín Dhún na nGall',
    alternates: homeAlt,
    main: blk(`<h1>Fite de láimh i nGaoth Dobhair</h1><p>Tá bréidín á fhí againn ar sheolta láimhe ó 1974 i leith, le holann as Dún na nGall.</p>`),
  });
  pages['/ga/faoin-muileann'] = ga({ path: '/ga/faoin-muileann', title: 'Faoin Muileann', main: blk(`<h1>Faoin Muileann</h1><p>Sé sheol, seomra críochnaithe agus siopa beag.</p>`) });
  pages['/ga/teagmhail'] = ga({
    path: '/ga/teagmhail',
    title: 'Teagmháil',
    main: blk(`<h1>Déan teagmháil linn</h1><p>Bainisteoir an tSiopa: Orla Ferry, ${mailto(`orla.ferry@${HOST}`)}</p><p>Teagascóir Fíodóireachta: Sorcha Coll – ${mailto(`sorcha.coll@${HOST}`)}<br>Ranganna fíodóireachta do dhaoine fásta gach Máirt.</p>`),
  });
  pages['/trade'] = en({ path: '/trade', title: 'Trade', main: blk(`<h1>Trade price list</h1><p>For stockists only. Access: ${mailto(`trade@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /trade\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-100',
      languages: ['en', 'ga'],
      addresses: [
        { address: `eolas@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `niamh.boyle@${HOST}`, name: 'Niamh Boyle', title: 'Founder & Master Weaver', pages: ['/the-weavers'], cases: ['definition-list', 'json-ld-nested', 'plain', 'link-english-unlisted'] },
        { address: `declan.mcginley@${HOST}`, name: 'Declan McGinley', title: 'Loom Tuner & Weaver', pages: ['/the-weavers'], cases: ['definition-list', 'json-ld-nested', 'plain', 'link-english-unlisted'] },
        { address: `aoife.doherty@${HOST}`, name: 'Aoife Doherty', title: 'Finishing & Quality (darning, milling, pressing)', titleAlternatives: ['Finishing & Quality'], pages: ['/the-weavers'], cases: ['definition-list', 'plain', 'link-english-unlisted'] },
        { address: `ciaran.coll@${HOST}`, name: 'Ciaran Coll', title: 'Designer – Colour & Pattern', pages: ['/the-weavers'], encoded: { kind: 'charcodes', text: CODES }, cases: ['definition-list', 'script-charcode', 'link-english-unlisted'] },
        { address: `fiona.sweeney@${HOST}`, name: 'Fiona Sweeney', title: 'Trade Sales Agent, North America', pages: ['/the-weavers'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'] },
        { address: `bridget.gallagher@${HOST}`, name: 'Bridget Gallagher', title: 'Visitor Centre Manager', pages: ['/visit-the-mill'], cases: ['prose', 'plain'] },
        { address: `orla.ferry@${HOST}`, name: 'Orla Ferry', title: 'Shop Manager', titleAlternatives: ['Bainisteoir an tSiopa'], pages: ['/contact', '/ga/teagmhail'], cases: ['title-name-line', 'plain'] },
        { address: `sorcha.coll@${HOST}`, name: 'Sorcha Coll', title: 'Teagascóir Fíodóireachta', pages: ['/ga/teagmhail'], cases: ['title-name-line', 'hreflang', 'link-non-english', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/trade'],
      nonAddresses: [
        { text: `trade@${HOST}`, kind: 'disallowed' },
        { text: 'orders@kilcarspinners.ie', kind: 'other-company' },
      ],
    },
  };
}
