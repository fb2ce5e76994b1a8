/**
 * Vik Seilmakeri: a sail loft and rigging shop in Ålesund, Norwegian with an English section for
 * visiting yachts. Initial-plus-surname addresses. The managing director as "Navn, tittel" and a
 * JSON-LD founder, the sales manager only in the JSON-LD, the loft as cards (again in English with
 * English titles behind an unlisted English link), the export manager in English prose, the
 * bookkeeper as "Tittel: Navn", the shared mailbox plain, a mast maker's address, a form
 * placeholder, a retina logo and a dealers' page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'seilmaker-vik.test';
const ORIGIN = `http://${HOST}`;

const MENU_NO: [string, string][] = [
  ['/', 'Hjem'],
  ['/om-oss', 'Om oss'],
  ['/folka', 'Folka i loftet'],
  ['/kontakt', 'Kontakt'],
  ['/en', 'English'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/meet-the-sailmakers', 'Meet the sailmakers'],
  ['/', 'Norsk'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Vik Seilmakeri',
  head: ['<meta name="generator" content="Squarespace">', '<link rel="stylesheet" href="/static/vik.css">'],
  header: (p) =>
    `<header class="Header"><a class="Header-logo" href="${p.lang === 'en' ? '/en' : '/'}"><img src="/assets/vik-seil-logo.png" srcset="/assets/vik-seil-logo@2x.png 2x" alt="Vik Seilmakeri"></a>` +
    `<nav class="Header-nav">${(p.lang === 'en' ? MENU_EN : MENU_NO).map(([h, l]) => `<a class="Header-nav-item" href="${h}">${esc(l)}</a>`).join('')}</nav></header>`,
  footer: (p) =>
    `<footer class="Footer"><p>Vik Seilmakeri AS · Skansekaia 9, 6002 Ålesund · org.nr. 918 244 061 · ${tel('+47 70 12 48 30')}</p>` +
    `<p><a href="/forhandler">${p.lang === 'en' ? 'Dealers' : 'Forhandlere'}</a> · <a href="/personvern">${p.lang === 'en' ? 'Privacy' : 'Personvern'}</a></p></footer>`,
  privacyPath: { no: '/personvern', en: '/personvern' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const LOFT: { name: string; no: string; en: string; address: string }[] = [
  { name: 'Ingrid Solberg', no: 'seilmaker', en: 'sailmaker', address: 'isolberg@seilmaker-vik.test' },
  { name: 'Henrik Aasen', no: 'riggmester', en: 'master rigger', address: 'haasen@seilmaker-vik.test' },
  { name: 'Marte Kvamme', no: 'kalesjer og puter', en: 'sprayhoods and cushions', address: 'mkvamme@seilmaker-vik.test' },
  { name: 'Knut Rød', no: 'lærling i seilmakerfaget', en: 'apprentice sailmaker', address: 'krod@seilmaker-vik.test' },
];

export function seilmakerVik(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Seil, rigg og kalesjer',
    lang: 'no',
    alternates: { no: '/', en: '/en' },
    main:
      `<section class="Index-hero"><h1>Seil, rigg og kalesjer fra Skansekaia</h1><p>Nye seil, reparasjon og vinterlagring, stående og løpende rigg, kalesjer og puter. Vi henter seilene i hele Sunnmøre.</p></section>` +
      `<section><p>Felles postkasse: ${mailto('post@seilmaker-vik.test')}</p></section>`,
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'no',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Vik Seilmakeri AS',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Ole Andreas Vik', jobTitle: 'daglig leder', email: 'ovik@seilmaker-vik.test' },
        employee: [{ '@type': 'Person', name: 'Sondre Vik', jobTitle: 'salgsansvarlig', email: 'svik@seilmaker-vik.test', telephone: '+47 926 11 408' }],
      },
    ],
    main:
      `<h1>Om oss</h1><p>Seilmakeriet ble startet av Anders Vik i 1979 i et gammelt sildesalteri på Skansekaia. I dag syr vi rundt 150 seil i året, fra joller til 50-fots turseilere.</p>` +
      `<p>Ole Andreas Vik, daglig leder og seilmakermester – ${mailto('ovik@seilmaker-vik.test')}</p>` +
      `<p>Master og bommer lager vi sammen med Sunnmøre Mastverk (${mailto('ordre@sunnmore-mastverk.test')}).</p>`,
  });

  pages['/folka'] = page({
    path: '/folka',
    title: 'Folka i loftet',
    lang: 'no',
    main:
      `<h1>Folka i loftet</h1>\n<div class="sqs-gallery">\n` +
      LOFT.map((l) => `<div class="summary-item"><img src="/assets/folk/${l.address.slice(0, l.address.indexOf('@'))}.jpg" alt=""><h2 class="summary-title">${esc(l.name)}</h2><p class="summary-excerpt">${esc(l.no)}</p><p>${mailto(l.address)}</p></div>`).join('\n') +
      `\n</div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'no',
    main:
      `<h1>Kontakt</h1><p>Skansekaia 9, Ålesund. Loftet er åpent mandag–fredag 7.30–15.30, lørdager i sesongen 10–14.</p>` +
      `<p>Spørsmål om seil og rigg: ${mailto('post@seilmaker-vik.test')}</p>` +
      `<p>Regnskap og fakturaer: Berit Hauge – ${mailto('bhauge@seilmaker-vik.test')}</p>` +
      `<form class="form-wrapper"><label>E-post <input type="email" name="email" placeholder="ola.nordmann@eksempel.no"></label><button type="submit">Send</button></form>`,
  });

  pages['/personvern'] = page({
    path: '/personvern',
    title: 'Personvern',
    lang: 'no',
    main: `<h1>Personvernerklæring</h1><p>Vik Seilmakeri AS er behandlingsansvarlig for personopplysningene vi samler inn. Henvendelser: ${mailto('post@seilmaker-vik.test')}</p>`,
  });

  pages['/forhandler'] = page({
    path: '/forhandler',
    title: 'Forhandlere',
    lang: 'no',
    main: `<h1>Forhandlerportal</h1><p>Prislister og ordreskjema for forhandlere. Tilgang: ${mailto('forhandler@seilmaker-vik.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Sails, rigging and canvas work',
    lang: 'en',
    alternates: { no: '/', en: '/en' },
    main:
      `<h1>Sails, rigging and canvas work in Ålesund</h1><p>Passing through on the way to Lofoten or Svalbard? We repair sails and rigging for visiting yachts, usually within two days.</p>` +
      `<p><a href="/en/meet-the-sailmakers">Meet the sailmakers</a></p>`,
  });

  pages['/en/meet-the-sailmakers'] = page({
    path: '/en/meet-the-sailmakers',
    title: 'Meet the sailmakers',
    lang: 'en',
    main:
      `<h1>Meet the sailmakers</h1>\n<div class="sqs-gallery">\n` +
      LOFT.map((l) => `<div class="summary-item"><h2 class="summary-title">${esc(l.name)}</h2><p class="summary-excerpt">${esc(l.en)}</p><p>${mailto(l.address)}</p></div>`).join('\n') +
      `\n</div>\n<p>Orders from abroad, new sails shipped to the UK, Germany and the Netherlands, and warranty questions go to our export manager Lars Moe, who can be reached at ${mailto('lmoe@seilmaker-vik.test')}.</p>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /forhandler\nDisallow: /config\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-12',
      languages: ['no', 'en'],
      addresses: [
        {
          address: 'ovik@seilmaker-vik.test',
          name: 'Ole Andreas Vik',
          title: 'daglig leder og seilmakermester',
          titleAlternatives: ['daglig leder'],
          pages: ['/om-oss'],
          cases: ['name-title-line', 'json-ld-person', 'plain', ln],
        },
        { address: 'svik@seilmaker-vik.test', name: 'Sondre Vik', title: 'salgsansvarlig', pages: ['/om-oss'], cases: ['json-ld-person', 'json-ld-only', ln] },
        ...LOFT.map((l) => ({
          address: l.address,
          name: l.name,
          title: l.no,
          titleAlternatives: [l.en],
          pages: ['/folka', '/en/meet-the-sailmakers'],
          cases: ['card', 'plain', ln] as CaseKind[],
        })),
        { address: 'bhauge@seilmaker-vik.test', name: 'Berit Hauge', title: 'Regnskap og fakturaer', pages: ['/kontakt'], cases: ['title-name-line', 'plain', ln] },
        {
          address: 'lmoe@seilmaker-vik.test',
          name: 'Lars Moe',
          title: 'export manager',
          pages: ['/en/meet-the-sailmakers'],
          cases: ['prose', 'deep-page', 'link-english-unlisted', 'plain'],
        },
        { address: 'post@seilmaker-vik.test', name: null, title: null, pages: ['/', '/kontakt', '/personvern'], cases: ['role', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/forhandler'],
      nonAddresses: [
        { text: 'forhandler@seilmaker-vik.test', kind: 'disallowed' },
        { text: 'ordre@sunnmore-mastverk.test', kind: 'other-company' },
        { text: 'ola.nordmann@eksempel.no', kind: 'placeholder' },
        { text: 'vik-seil-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
