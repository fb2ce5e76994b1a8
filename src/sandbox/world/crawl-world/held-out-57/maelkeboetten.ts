/**
 * Den private børnehave Mælkebøtten: a private daycare (vuggestue and børnehave, 62 children) in
 * Hinnerup, on Jimdo Creator. "Personalet" lists the staff a line each, their addresses written
 * by a pasted anti-spam widget that turns a reversed string around (a former pedagogue's line is
 * left in an HTML comment); the contact page gives the head's address as "[at]"/"[dot]"; the food
 * page names the cook in a sentence; the parents' board page puts the board mailbox beside the
 * chairman's name. The municipality's placement office is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'maelkeboetten.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/om-os', 'Om os'],
  ['/personalet', 'Personalet'],
  ['/madordning', 'Madordning'],
  ['/bestyrelsen', 'Bestyrelsen'],
  ['/kontakt', 'Kontakt'],
];

let moduleSeq = 0;
const textModule = (html: string): string => `<div class="j-module n j-text" id="cc-m-${(13098765400 + moduleSeq++ * 7).toString()}"><div>${html}</div></div>`;
const headerModule = (text: string): string => `<div class="j-module n j-header" id="cc-m-${(13098765400 + moduleSeq++ * 7).toString()}"><h1 class="">${esc(text)}</h1></div>`;
const htmlWidget = (html: string): string => `<div class="j-module n j-htmlCode" id="cc-m-${(13098765400 + moduleSeq++ * 7).toString()}">${html}</div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Den private børnehave Mælkebøtten',
  head: [
    '<meta name="generator" content="Jimdo Creator">',
    '<link href="https://assets.jimstatic.com/web.css.94d0c9f0e9a4b4e8ad1a3b5e71d7e8f3.css" rel="stylesheet">',
    '<link href="https://u.jimcdn.com/cms/o/s3f9c2a1b7e4d6a58/layout/dm_2b1c3d4e5f6a7b8c9d0e/css/layout.css?t=1706271204" rel="stylesheet" id="jimdo_layout_css">',
    '<script>window.jimdoData = {"isTestserver":false,"isLcJimdoCom":false,"isJimdoHelpCenter":false,"isProtectedPage":false,"cstok":"","cacheJsKey":"6f2e1d0c","cacheCssKey":"6f2e1d0c","cdnUrl":"https://assets.jimstatic.com/","minUrl":"https://assets.jimstatic.com/app/cdn/min/file/","authUrl":"https://a.jimdo.com/","webPath":"https://www.jimdo.com/","appUrl":"https://a.jimdo.com/","cmsLanguage":"da_DK","isFreePackage":false,"mobile":false,"isDevkitTemplateUsed":true,"isTemplateResponsive":true,"websiteId":"s3f9c2a1b7e4d6a58","pageId":2458817,"packageId":2,"shop":{"deliveryTimeTexts":{"1":"1-3 dages levering"}},"tr":{"gmap":{"searchNotFound":"Adressen kunne ikke findes."}}};</script>',
  ],
  header: (p) =>
    `<div class="jtpl-main cc-content-parent"><div class="jtpl-header"><div class="jtpl-logo"><a href="/" title="Mælkebøtten"><img src="https://image.jimcdn.com/app/cms/image/transf/dimension=320x10000:format=png/path/s3f9c2a1b7e4d6a58/image/i8a7b6c5d4e3f2a10/version/1706270001/image.png" alt="Mælkebøtten"></a></div>` +
    `<nav class="jtpl-navigation"><div data-container="navigation"><div class="j-nav-variant-nested"><ul class="cc-nav-level-0 j-nav-level-0">${MENU.map(([h, l]) => `<li class="jmd-nav__list-item-0${h === p.path ? ' cc-nav-current j-nav-current jmd-nav__item--current' : ''}"><a href="${h}" data-link-title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul></div></div></nav></div>` +
    `<div class="jtpl-content content-options"><div id="content_area" data-container="content"><div id="content_start"></div>`,
  footer: () =>
    `</div></div><div class="jtpl-footer"><div id="contentfooter" data-container="footer"><div class="leftrow"><p>Den private børnehave Mælkebøtten · Skovvej 41, 8382 Hinnerup · ${tel('86 98 12 40')} · CVR 35 12 84 67</p></div>` +
    `<div class="rightrow"><a href="/about/">Om</a> | <a href="/j/privacy">Privatlivspolitik</a> | <a href="/j/cookies/policy">Cookiepolitik</a> | <a href="/sitemap/">Sitemap</a> | <a href="https://login.jimdo.com" rel="nofollow">Log ind</a></div></div></div></div>`,
  privacyPath: { da: '/j/privacy' },
  bodyEnd: [
    '<script src="https://assets.jimstatic.com/ckies.js.7c2fbd1de4c8d4d3e3a3.js"></script>',
    '<script src="https://assets.jimstatic.com/cookieControl.js.5d2c7b4a1e1f0a8b9c6d.js"></script>',
    '<script>window.cookieControlConsent = window.cookieControlConsent || {"analytics":false,"marketing":false};</script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da-DK' });

/** The anti-spam snippet pasted into a Jimdo HTML widget: the address is stored backwards. */
const widget = (address: string): string =>
  `<script>var r='${reversed(address)}';document.write('<a href="mailto:'+r.split('').reverse().join('')+'">'+r.split('').reverse().join('')+'</a>');</script>`;

type Staff = { name: string; title: string; local: string | null };
const STAFF: Staff[] = [
  { name: 'Mette Kjær', title: 'daglig leder, pædagog', local: null },
  { name: 'Søren Dalgaard', title: 'souschef og pædagog, Solsikkestuen', local: 'soeren' },
  { name: 'Line Mortensen', title: 'pædagog, Mariehønestuen', local: 'line' },
  { name: 'Camilla Brandt', title: 'pædagog i vuggestuen', local: 'camilla' },
  { name: 'Jonas Friis', title: 'pædagogmedhjælper', local: 'jonas' },
  { name: 'Hanne Vestergaard', title: 'køkkenleder', local: null },
];

export function maelkeboetten(): CrawlWorldSite {
  moduleSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Forside',
    main:
      headerModule('Velkommen til Mælkebøtten') +
      textModule(`<p>Mælkebøtten er en privat børnehave med vuggestue i Hinnerup. Vi har plads til 62 børn fra 0 til 6 år, fordelt på to vuggestuegrupper og to børnehavegrupper, og vi bruger naturen omkring Skovvej hver dag.</p><p>Vil du se huset? Ring til os eller skriv til ${mailto(`kontor@${HOST}`)}, så finder vi en tid.</p>`),
  });

  pages['/om-os'] = page({
    path: '/om-os',
    title: 'Om os',
    main: headerModule('Om Mælkebøtten') + textModule('<p>Børnehaven blev startet i 2012 af en gruppe forældre og drives som selvejende institution med driftsoverenskomst med kommunen. Vores pædagogiske læreplan tager udgangspunkt i leg, natur og fællesskab.</p>'),
  });

  pages['/personalet'] = page({
    path: '/personalet',
    title: 'Personalet',
    main:
      headerModule('Personalet') +
      textModule('<p>Vi er 14 ansatte, heraf 9 uddannede pædagoger. Her er dem, du oftest møder i garderoben:</p>') +
      STAFF.filter((s) => s.name !== 'Hanne Vestergaard')
        .map((s) => (s.local ? htmlWidget(`<p><strong>${esc(s.name)}</strong> – ${esc(s.title)}<br>${widget(`${s.local}@${HOST}`)}</p>`) : textModule(`<p><strong>${esc(s.name)}</strong> – ${esc(s.title)}</p>`)))
        .join('') +
      htmlWidget(`<!-- <p><strong>Pernille Holm</strong> – pædagog, Solsikkestuen<br>pernille@${HOST}</p> -->`) +
      textModule('<p>Derudover har vi tre faste vikarer og en pædagogstuderende hvert halve år.</p>'),
  });

  pages['/madordning'] = page({
    path: '/madordning',
    title: 'Madordning',
    main:
      headerModule('Madordning') +
      textModule(`<p>Alle børn får morgenmad, frokost og eftermiddagsmad, lavet fra bunden i vores eget køkken og med mindst 60 % økologi.</p><p>Køkkenet ledes af vores køkkenleder Hanne Vestergaard, som gerne svarer på spørgsmål om allergier og diæter på ${mailto(`hanne@${HOST}`)}.</p>`),
  });

  pages['/bestyrelsen'] = page({
    path: '/bestyrelsen',
    title: 'Bestyrelsen',
    main:
      headerModule('Forældrebestyrelsen') +
      textModule(`<p>Bestyrelsen består af fem forældrevalgte medlemmer og to medarbejderrepræsentanter. Der er valg på forældremødet i september.</p><p><strong>Formand:</strong> Anders Juul (far til Ida, Solsikkestuen)<br><strong>Næstformand:</strong> Louise Bach<br>${mailto(`bestyrelse@${HOST}`)}</p><p>Referater fra bestyrelsesmøderne ligger på <a href="/foraeldreintra">forældreintra</a>.</p>`),
  });

  pages['/foraeldreintra'] = page({
    path: '/foraeldreintra',
    title: 'Forældreintra',
    main: headerModule('Forældreintra') + textModule(`<p>Referater, madplaner og fotos fra turene. Har du glemt adgangskoden, så skriv til ${mailto(`intra@${HOST}`)}.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      headerModule('Kontakt') +
      textModule(`<p>Den private børnehave Mælkebøtten<br>Skovvej 41, 8382 Hinnerup<br>Tlf. ${tel('86 98 12 40')}<br>${mailto(`kontor@${HOST}`)}</p>`) +
      textModule(`<p><strong>Daglig leder:</strong> Mette Kjær, tlf. ${tel('23 45 67 10')}, mette [at] maelkeboetten [dot] test</p>`) +
      textModule('<p>Skrivning på venteliste sker via kommunens pladsanvisning (pladsanvisning@hinnerup-kommune.test) – husk at vælge Mælkebøtten som 1. prioritet.</p>'),
  });

  pages['/j/privacy'] = page({ path: '/j/privacy', title: 'Privatlivspolitik', main: headerModule('Privatlivspolitik') + textModule('<p>Denne hjemmeside anvender cookies til at huske dine valg og til anonym statistik.</p>') });
  pages['/about'] = page({ path: '/about', title: 'Om', main: headerModule('Om') + textModule(`<p>Ansvarlig for indholdet: Den private børnehave Mælkebøtten, Skovvej 41, 8382 Hinnerup. ${mailto(`kontor@${HOST}`)}</p>`) });

  const enc = (local: string): EncodedAddress => ({ kind: 'reversed', text: reversed(`${local}@${HOST}`) });
  const staffAddr = STAFF.filter((s) => s.local !== null).map((s) => ({
    address: `${s.local}@${HOST}`,
    name: s.name,
    title: s.title,
    pages: ['/personalet'],
    encoded: enc(s.local!),
    cases: ['name-title-line', 'script-reversed', 'link-non-english'] as CaseKind[],
  }));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /app/\nDisallow: /foraeldreintra\nDisallow: /*.php$\nDisallow: /*.inc$\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-os', '/personalet', '/madordning', '/bestyrelsen', '/kontakt', '/about'], '2025-01-08'),
      pages,
      headers: { Server: 'nginx', 'X-Jimdo-Instance': 'web-1f3a', 'Cache-Control': 'no-cache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-57',
      languages: ['da'],
      addresses: [
        { address: `kontor@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/about'], cases: ['role', 'plain'] },
        { address: `bestyrelse@${HOST}`, name: null, title: null, pages: ['/bestyrelsen'], cases: ['role', 'neighbour', 'plain', 'link-non-english'] },
        { address: `mette@${HOST}`, name: 'Mette Kjær', title: 'Daglig leder', pages: ['/kontakt'], cases: ['title-name-line', 'obfuscated'] },
        ...staffAddr,
        { address: `hanne@${HOST}`, name: 'Hanne Vestergaard', title: 'køkkenleder', pages: ['/madordning'], cases: ['prose', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}',
      disallowed: ['/foraeldreintra'],
      nonAddresses: [
        { text: `pernille@${HOST}`, kind: 'comment' },
        { text: `intra@${HOST}`, kind: 'disallowed' },
        { text: 'pladsanvisning@hinnerup-kommune.test', kind: 'other-company' },
      ],
    },
  };
}
