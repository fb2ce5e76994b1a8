/**
 * Nordkyst Fôr AS / Nordkyst Feed: a salmon-feed supplier in Bodø on Squarespace, in Norwegian and
 * English. The Norwegian people page as cards with schema.org microdata (a "dr." and a PhD), one
 * address by String.fromCharCode; the contact page names the switchboard clerk beside the order
 * desk's mailbox; the English "Feed advisors" page with post-nominals. The customer portal is
 * disallowed; a placeholder in the order form.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'nordkystfeed.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  no: [
    ['/produkter', 'Produkter'],
    ['/folka-vare', 'Folka våre'],
    ['/kontakt', 'Kontakt'],
    ['/kundeportal', 'Kundeportal'],
    ['/en', 'English'],
  ],
  en: [
    ['/en/feed-range', 'Feed range'],
    ['/en/feed-advisors', 'Feed advisors'],
    ['/', 'Norsk'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Nordkyst Fôr',
  head: [
    '<!-- This is Squarespace. --><!-- nordkyst-for -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65a1f2c3d4e5f60718293a4b/14/5c5a519771c10ba3470d8101/65a1f2c3d4e5f60718293a4f/1532/site.css">',
    '<script src="https://assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-3f1a2b9c8d7e6f50-min.en-US.js"></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'no';
    return (
      `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title-logo"><a href="${lang === 'en' ? '/en' : '/'}" data-animation-role="header-element"><img src="//images.squarespace-cdn.com/content/v1/65a1f2c3d4e5f60718293a4b/nordkyst-logo.png?format=1500w" alt="Nordkyst Fôr"></a></div>` +
      `<nav class="header-nav-list">${MENU[lang]!.map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="sqs-html-content"><p>Nordkyst Fôr AS · Sjøgata 41, 8006 Bodø · ${tel('+47 75 50 88 00')}</p><p>${p.lang === 'en' ? 'Orders' : 'Bestilling'}: ${mailto(`ordre@${HOST}`)}</p></div></section></footer>`,
  privacyPath: { no: '/personvern', en: '/personvern' },
};
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'no' });
const block = (h: string): string => `<section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-html-content">${h}</div></div></div></section>`;

const GURO_CODES = charCodes(`guro.strand@${HOST}`);

type Person = { shown: string; name: string; title: string; local: string; charcode?: boolean };
const PEOPLE: Person[] = [
  { shown: 'Øyvind Hagen', name: 'Øyvind Hagen', title: 'Administrerende direktør', local: 'oyvind.hagen' },
  { shown: 'dr. Silje Aune', name: 'Silje Aune', title: 'Fagsjef fiskehelse og ernæring', local: 'silje.aune' },
  { shown: 'Thomas Rørvik, PhD', name: 'Thomas Rørvik', title: 'Forsknings- og utviklingssjef', local: 'thomas.rorvik' },
  { shown: 'Guro Strand', name: 'Guro Strand', title: 'Salgssjef Nord-Norge', local: 'guro.strand', charcode: true },
  { shown: 'Kristian Moe', name: 'Kristian Moe', title: 'Logistikkansvarlig, fôrbåter og silo', local: 'kristian.moe' },
];
const card = (p: Person): string =>
  `<div class="user-items-list-item" itemscope itemtype="https://schema.org/Person"><img src="https://images.squarespace-cdn.com/content/v1/65a1f2c3d4e5f60718293a4b/${p.local}.jpg?format=500w" alt=""><h3 class="list-item-content__title"><span itemprop="name">${esc(p.shown)}</span></h3><p itemprop="jobTitle">${esc(p.title)}</p>` +
  (p.charcode
    ? `<p><script>(function(){var a=String.fromCharCode(${GURO_CODES});document.write('<a href="mailto:'+a+'">'+a+'</a>');})();</script></p>`
    : `<p><a itemprop="email" href="mailto:${p.local}@${HOST}">${p.local}@${HOST}</a></p>`) +
  `</div>`;

export function nordkystFeed(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Fiskefôr fra Nordland',
    alternates: { no: '/', en: '/en' },
    main: block(`<h1>Fôr for laks og regnbueørret – produsert i Bodø</h1><p>Vi leverer startfôr, vekstfôr og funksjonsfôr til oppdrettere fra Helgeland til Finnmark, med egne fôrbåter og døgnåpen ordremottak i sesongen.</p><p><a href="/folka-vare">Møt folka våre</a></p>`),
  });
  pages['/produkter'] = page({ path: '/produkter', title: 'Produkter', main: block('<h1>Produkter</h1><ul><li>Nordkyst Start 0,5–2 mm</li><li>Nordkyst Vekst 3–12 mm</li><li>Nordkyst Helse (funksjonsfôr for smoltperioden)</li></ul>') });
  pages['/folka-vare'] = page({
    path: '/folka-vare',
    title: 'Folka våre',
    main: block(`<h1>Folka våre</h1><p>Ta gjerne kontakt direkte med den som kan svare deg.</p>`) + `<section class="page-section"><div class="user-items-list">${PEOPLE.map(card).join('')}</div></section>`,
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: block(
      `<h1>Kontakt</h1><p>Sentralbord: ${tel('+47 75 50 88 00')} (Lise Hansen betjener sentralbordet hverdager 08–16)<br>Ordrekontor: ${mailto(`ordre@${HOST}`)}</p>` +
        `<form class="form-block"><label>E-post <input type="email" placeholder="ola.nordmann@oppdrett.no"></label><button>Send</button></form>`,
    ),
  });
  pages['/kundeportal'] = page({ path: '/kundeportal', title: 'Kundeportal', main: block(`<h1>Kundeportal</h1><p>Glemt passord? ${mailto(`portal@${HOST}`)}</p>`) });
  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: block('<h1>Personvernerklæring</h1><p>Nordkyst Fôr AS er behandlingsansvarlig.</p>') });
  pages['/en'] = page({
    path: '/en',
    title: 'Salmon feed from Northern Norway',
    lang: 'en',
    alternates: { no: '/', en: '/en' },
    main: block(`<h1>Salmon and trout feed, made in Bodø</h1><p>Starter, grower and functional feeds for fish farms along the northern coast, delivered by our own feed vessels.</p><p><a href="/en/feed-advisors">Talk to a feed advisor</a></p>`),
  });
  pages['/en/feed-range'] = page({ path: '/en/feed-range', title: 'Feed range', lang: 'en', main: block('<h1>Feed range</h1><p>Nordkyst Start, Nordkyst Grow and Nordkyst Health.</p>') });
  pages['/en/feed-advisors'] = page({
    path: '/en/feed-advisors',
    title: 'Feed advisors',
    lang: 'en',
    main: block(
      `<h1>Feed advisors</h1><p><strong>Dr. Silje Aune</strong>, Head of Fish Health and Nutrition – ${mailto(`silje.aune@${HOST}`)}</p>` +
        `<p><strong>Thomas Rørvik, PhD</strong>, R&amp;D Manager – ${mailto(`thomas.rorvik@${HOST}`)}</p>` +
        `<p><strong>Callum Fraser, MSc</strong>, Technical Sales Manager, UK and Ireland – ${mailto(`callum.fraser@${HOST}`)}</p>` +
        `<p><strong>Ingrid Solheim</strong>, Export Coordinator – ${mailto(`ingrid.solheim@${HOST}`)}</p>`,
    ),
  });

  const ln = 'link-non-english' as const;
  const eu = 'link-english-unlisted' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /kundeportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/produkter', '/folka-vare', '/kontakt', '/en', '/en/feed-range', '/en/feed-advisors'], '2025-02-27'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Rj1k2Lm3/Np4Qr5St' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-97',
      languages: ['no', 'en'],
      addresses: [
        { address: `ordre@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `oyvind.hagen@${HOST}`, name: 'Øyvind Hagen', title: 'Administrerende direktør', pages: ['/folka-vare'], cases: ['card', 'microdata', 'plain', ln] },
        { address: `silje.aune@${HOST}`, name: 'Silje Aune', title: 'Fagsjef fiskehelse og ernæring', titleAlternatives: ['Head of Fish Health and Nutrition'], pages: ['/folka-vare', '/en/feed-advisors'], cases: ['card', 'microdata', 'honorific', 'name-title-line', 'plain', ln, eu] },
        { address: `thomas.rorvik@${HOST}`, name: 'Thomas Rørvik', title: 'Forsknings- og utviklingssjef', titleAlternatives: ['R&D Manager'], pages: ['/folka-vare', '/en/feed-advisors'], cases: ['card', 'microdata', 'post-nominal', 'name-title-line', 'plain', ln, eu] },
        { address: `guro.strand@${HOST}`, name: 'Guro Strand', title: 'Salgssjef Nord-Norge', pages: ['/folka-vare'], encoded: { kind: 'charcodes', text: GURO_CODES }, cases: ['card', 'script-charcode', ln] },
        { address: `kristian.moe@${HOST}`, name: 'Kristian Moe', title: 'Logistikkansvarlig, fôrbåter og silo', pages: ['/folka-vare'], cases: ['card', 'microdata', 'plain', ln] },
        { address: `callum.fraser@${HOST}`, name: 'Callum Fraser', title: 'Technical Sales Manager, UK and Ireland', titleAlternatives: ['Technical Sales Manager'], pages: ['/en/feed-advisors'], cases: ['name-title-line', 'post-nominal', 'plain', eu] },
        { address: `ingrid.solheim@${HOST}`, name: 'Ingrid Solheim', title: 'Export Coordinator', pages: ['/en/feed-advisors'], cases: ['name-title-line', 'plain', eu] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/kundeportal'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'ola.nordmann@oppdrett.no', kind: 'placeholder' },
      ],
    },
  };
}
