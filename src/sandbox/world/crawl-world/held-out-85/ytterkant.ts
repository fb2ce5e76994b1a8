/**
 * Ytterkant Dans, a contemporary dance company in Stockholm, on Squarespace, in Swedish with an
 * English section reached through the home page's hreflang alternate. The office as summary
 * cards, the founder as a JSON-LD Person with a mailto address, the tour manager's address built
 * by a script from pieces, an English contact page of "Name — Title" lines two links deep, a
 * booking agency's address, a newsletter placeholder and a disallowed press archive.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ytterkant.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  sv: [
    ['/forestallningar', 'Föreställningar'],
    ['/om-kompaniet', 'Om kompaniet'],
    ['/kontor', 'Kontor'],
    ['/turne', 'Turné'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/about', 'About'],
    ['/en/contact', 'Get in touch'],
    ['/', 'Svenska'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Ytterkant Dans',
  head: [
    '<!-- This is Squarespace. --><!-- ytterkant-dans -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64a1b2c3d4e5f60718293a4b/27/5c5a519771c10ba3470d8101/64a1b2c3d4e5f60718293a60/1601/site.css">',
    '<script src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-8f2e4a1c3b5d6e7f-min.en-US.js"></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'sv';
    return (
      `<header data-test="header" id="header" class="header theme-col--primary"><div class="header-title-logo"><a href="${lang === 'en' ? '/en' : '/'}"><img src="https://images.squarespace-cdn.com/content/v1/64a1b2c3d4e5f60718293a4b/ytterkant-wordmark.png?format=1500w" alt="Ytterkant Dans"></a></div>` +
      `<nav class="header-nav-list">${MENU[lang]!.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></header>`
    );
  },
  footer: (p) =>
    `<footer class="sections" id="footer-sections" data-footer-sections><section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content"><p>Ytterkant Dans · Hornsgatan 54, 118 21 Stockholm · ${tel('08-642 17 30')} · ${mailto(`hej@${HOST}`)}</p>` +
    `<p>${p.lang.startsWith('en') ? 'Supported by the Swedish Arts Council and the City of Stockholm.' : 'Med stöd av Kulturrådet och Stockholms stad.'} <a href="/press-arkiv">Pressarkiv</a></p></div></div></section></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sv' });
const block = (html: string): string => `<section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12"><div class="sqs-block html-block"><div class="sqs-block-content">${html}</div></div></div></div></section>`;

type Card = { name: string; title: string; local: string; note: string };
const OFFICE: Card[] = [
  { name: 'Jonna Lindqvist', title: 'Verksamhetschef', local: 'jonna', note: 'Ekonomi, avtal och bidragsansökningar.' },
  { name: 'Oskar Berglund', title: 'Producent', local: 'oskar', note: 'Produktion, repetitionsschema och scenteknik.' },
  { name: 'Amira Haddad', title: 'Kommunikatör och publikutvecklare', local: 'amira', note: 'Press, sociala medier och skolföreställningar.' },
  { name: 'Felix Åkerman', title: 'Teknisk chef', local: 'felix', note: 'Ljus, ljud och rider för gästspel.' },
];

const TOUR_SCRIPT = `var u = 'linnea'; var d = 'ytterkant' + '.' + 'test'; document.getElementById('turne-mail').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

export function ytterkant(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Samtida dans från Södermalm',
    alternates: { sv: '/', en: '/en', 'x-default': '/' },
    main: block(`<h1>Ytterkant Dans</h1><p>Sedan 2009 gör vi samtida dans för stora scener, skolgymnastiksalar och allt däremellan. Just nu spelar vi <em>Tyngdlös</em> på Dansens Hus.</p><p><a href="/forestallningar">Se våra föreställningar</a></p>`),
  });
  pages['/forestallningar'] = page({
    path: '/forestallningar',
    title: 'Föreställningar',
    main: block(`<h1>Föreställningar</h1><h2>Tyngdlös (2025)</h2><p>Sju dansare, en lina och sexton ton sand.</p><h2>Stadsljud (2023)</h2><p>En platsspecifik föreställning för torg och parkeringshus.</p>`),
  });
  pages['/om-kompaniet'] = page({
    path: '/om-kompaniet',
    title: 'Om kompaniet',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'PerformingGroup',
        name: 'Ytterkant Dans',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Maja Ekström', jobTitle: 'Konstnärlig ledare och koreograf', email: `mailto:maja@${HOST}` },
        address: { '@type': 'PostalAddress', streetAddress: 'Hornsgatan 54', postalCode: '118 21', addressLocality: 'Stockholm', addressCountry: 'SE' },
      },
    ],
    main: block(
      `<h1>Om kompaniet</h1><p>Ytterkant grundades av koreografen Maja Ekström, som fortfarande är kompaniets konstnärliga ledare. Hon utbildade sig vid DOCH och P.A.R.T.S. i Bryssel och har skapat ett tjugotal verk för kompaniet.</p><p>Ensemblen består av sju fast anställda dansare.</p>`,
    ),
  });
  pages['/kontor'] = page({
    path: '/kontor',
    title: 'Kontor',
    main: block(
      `<h1>Kontoret</h1><div class="summary-item-list">` +
        OFFICE.map(
          (c) =>
            `<div class="summary-item"><div class="summary-thumbnail-container"><img src="https://images.squarespace-cdn.com/content/v1/64a1b2c3d4e5f60718293a4b/${c.local}.jpg?format=500w" alt=""></div><div class="summary-content"><div class="summary-title">${esc(c.name)}</div><div class="summary-excerpt"><p><strong>${esc(c.title)}</strong></p><p>${esc(c.note)}</p><p>${mailto(`${c.local}@${HOST}`)}</p></div></div></div>`,
        ).join('') +
        `</div>`,
    ),
  });
  pages['/turne'] = page({
    path: '/turne',
    title: 'Turné',
    main: block(
      `<h1>Boka oss på turné</h1><p>Alla föreställningar går att boka för gästspel i Sverige och Norden. Turnéansvarig är Linnea Sjöberg – skriv till <span id="turne-mail">[aktivera JavaScript]</span><script>${TOUR_SCRIPT}</script> så skickar hon teknisk rider och prisuppgifter.</p>` +
        `<p>Utanför Norden representeras vi av Nordic Stage Agency, ${mailto('booking@nordicstage.test')}.</p>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: block(
      `<h1>Kontakt</h1><p>Allmänna frågor: ${mailto(`hej@${HOST}`)}<br>Fakturor: ${mailto(`faktura@${HOST}`)}</p><h2>Nyhetsbrev</h2><form class="newsletter-form"><input type="email" name="email" placeholder="du@exempel.se"><button>Prenumerera</button></form>`,
    ),
  });
  pages['/press-arkiv'] = page({ path: '/press-arkiv', title: 'Pressarkiv', main: block(`<h1>Pressarkiv</h1><p>Högupplösta bilder för ackrediterad press. Lösenord från ${mailto(`press@${HOST}`)}.</p>`) });
  pages['/en'] = page({
    path: '/en',
    title: 'Contemporary dance from Stockholm',
    lang: 'en',
    alternates: { sv: '/', en: '/en', 'x-default': '/' },
    main: block(`<h1>Ytterkant Dans</h1><p>A Stockholm-based contemporary dance company touring internationally since 2009.</p><p><a href="/en/about">About the company</a> · <a href="/en/contact">Get in touch</a></p>`),
  });
  pages['/en/about'] = page({ path: '/en/about', title: 'About', lang: 'en', main: block(`<h1>About</h1><p>Founded by choreographer Maja Ekström, the company has performed in 14 countries.</p>`) });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Get in touch',
    lang: 'en',
    main: block(
      `<h1>Get in touch</h1><p>Maja Ekström — Artistic Director &amp; Choreographer — ${mailto(`maja@${HOST}`)}</p><p>Jonna Lindqvist — Executive Director — ${mailto(`jonna@${HOST}`)}</p><p>Rasmus Holm — International Producer — ${mailto(`rasmus@${HOST}`)}</p>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /press-arkiv\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Zq8LmN2r/Tb4k9Wx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-85',
      languages: ['sv', 'en'],
      addresses: [
        { address: `hej@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `faktura@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain'] },
        {
          address: `maja@${HOST}`,
          name: 'Maja Ekström',
          title: 'Konstnärlig ledare och koreograf',
          titleAlternatives: ['Artistic Director & Choreographer', 'konstnärlig ledare'],
          pages: ['/om-kompaniet', '/en/contact'],
          cases: ['json-ld-person', 'json-ld-mailto', 'name-title-line', 'plain', ln],
        },
        { address: `jonna@${HOST}`, name: 'Jonna Lindqvist', title: 'Verksamhetschef', titleAlternatives: ['Executive Director'], pages: ['/kontor', '/en/contact'], cases: ['card', 'name-title-line', 'plain', ln] },
        ...OFFICE.slice(1).map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/kontor'], cases: ['card', 'plain', ln] as CaseKind[] })),
        { address: `linnea@${HOST}`, name: 'Linnea Sjöberg', title: 'Turnéansvarig', pages: ['/turne'], encoded: { kind: 'script', text: TOUR_SCRIPT }, cases: ['prose', 'script-concat', ln] },
        { address: `rasmus@${HOST}`, name: 'Rasmus Holm', title: 'International Producer', pages: ['/en/contact'], cases: ['name-title-line', 'hreflang', 'deep-page', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/press-arkiv'],
      nonAddresses: [
        { text: `press@${HOST}`, kind: 'disallowed' },
        { text: 'booking@nordicstage.test', kind: 'other-company' },
        { text: 'du@exempel.se', kind: 'placeholder' },
      ],
    },
  };
}
