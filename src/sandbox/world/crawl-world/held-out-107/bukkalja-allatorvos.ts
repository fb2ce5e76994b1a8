/**
 * Bükkalja Állatorvosi Rendelő: a small-animal veterinary clinic in Miskolc, on Wix (Thunderbolt
 * markup: comp- ids, wixui- classes, richTextElement and repeater test ids), Hungarian only, names
 * family name first with "dr." before the vets' names, one double family name and one "PhD" after.
 * The team as repeater cards; the weekend duty vet only in the home page's JSON-LD (an employee
 * Person with a "mailto:" e-mail); the reception head in a prose sentence on the contact page; the
 * surgery mailbox beside the surgeon's name on the booking page. The form's placeholder, the
 * laboratory's address and the duty-roster page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bukkalja-allatorvos.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Kezdőlap'],
  ['/szolgaltatasaink', 'Szolgáltatásaink'],
  ['/csapatunk', 'Csapatunk'],
  ['/idopontfoglalas', 'Időpontfoglalás'],
  ['/kapcsolat', 'Kapcsolat'],
];

let comp = 0x1f4a2;
const cid = (): string => `comp-lx${(comp += 0x2c9).toString(36)}`;

const rich = (html: string): string => {
  const id = cid();
  return `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 lq2cno YQcXTT ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};
const p8 = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;
const h2 = (text: string): string => `<h2 class="font_2 wixui-rich-text__text">${esc(text)}</h2>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Bükkalja Állatorvosi Rendelő',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="4b9d2f1a-7c3e-4e58-a1d6-0f93b8c52e47">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="a61e0c3b-52d8-4f7a-9b14-e83c7d0a2f96">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.0f4c2a8e.min.css">',
    '<script>window.viewerModel = {"site":{"metaSiteId":"4b9d2f1a-7c3e-4e58-a1d6-0f93b8c52e47","isWixSite":false,"siteRevision":87},"language":{"userLanguage":"hu"},"requestUrl":"http://bukkalja-allatorvos.test/"};</script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">` +
    `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">` +
    `<div id="comp-lx0logo1" class="MazNVa comp-lx0logo1 wixui-image"><a data-testid="linkElement" href="${ORIGIN}/" class="j7pOnl"><img src="https://static.wixstatic.com/media/8d21fa_3c0e7b5a1f2d4e69b8a04c17d5e2f930~mv2.png/v1/fill/w_180,h_64,al_c,q_85,enc_auto/bukkalja-logo.png" alt="Bükkalja Állatorvosi Rendelő" width="180" height="64"></a></div>` +
    `<nav id="comp-lx0menu1" aria-label="Webhely" class="StylableHorizontalMenu3372578893__root comp-lx0menu1 wixui-horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu" role="menubar">${MENU.map(([href, label]) => `<li class="wixui-horizontal-menu__item" role="none"><a data-testid="linkElement" role="menuitem" href="${href === '/' ? `${ORIGIN}/` : `${ORIGIN}${href}`}" class="a2ydbB"><div class="itemLabel"><span class="label">${esc(label)}</span></div></a></li>`).join('')}</ul></nav>` +
    `</div></div></div></div></header><main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div class="AnQkDU"><div id="TPAMultiSection_page" class="page">`,
  footer: () =>
    `</div></div></div></main><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content">` +
    rich(
      p8(`<span class="wixui-rich-text__text">Bükkalja Állatorvosi Rendelő · 3519 Miskolc, Gyógy utca 17.</span>`) +
        p8(`<span class="wixui-rich-text__text">Tel.: ${tel('+36 46 555 218')} · E-mail: ${mailto(`recepcio@${HOST}`)}</span>`) +
        p8(`<span class="wixui-rich-text__text">Rendelési idő: H–P 8:00–20:00, Szo 9:00–13:00 · <a data-testid="linkElement" href="${ORIGIN}/ugyeleti-beosztas">Ügyeleti beosztás (kollégáknak)</a> · <a data-testid="linkElement" href="${ORIGIN}/adatvedelem">Adatvédelem</a></span>`) +
        p8(`<span class="wixui-rich-text__text">© 2025 Bükkalja Vet Kft. · Készült a Wix.com-mal</span>`),
    ) +
    `</div></div></footer></div></div></div></div>`,
  bodyEnd: [
    '<div id="consent-banner-root" class="consent-banner-root" role="dialog" aria-label="Sütibeállítások" hidden><div class="CookieBanner__text"><p>Ez a weboldal sütiket használ. A sütik segítenek a webhely működésében és a forgalom elemzésében.</p></div><div class="CookieBanner__buttons"><button data-hook="consent-banner-settings-button">Beállítások</button><button data-hook="consent-banner-decline-button">Elutasítás</button><button data-hook="consent-banner-apply-button">Elfogadás</button></div></div>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/webpack-runtime.6f2b9c81.bundle.min.js" async></script>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.d41c7a05.chunk.min.js" async></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

const section = (html: string): string => {
  const id = cid();
  return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div data-mesh-id="${id}inlineContent" data-testid="inline-content"><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${html}</div></div></section>`;
};

type Vet = { shown: string; name: string; title: string; local: string; photo: string; cases: CaseKind[] };
const TEAM: Vet[] = [
  { shown: 'dr. Szabó-Kertész Lilla', name: 'Szabó-Kertész Lilla', title: 'rendelővezető állatorvos, belgyógyászat és ultrahang-diagnosztika', local: 'szabo-kertesz.lilla', photo: '8d21fa_91c3e0b7d4a2', cases: ['honorific'] },
  { shown: 'dr. Oláh Gergely', name: 'Oláh Gergely', title: 'sebész állatorvos (ortopédia, lágyrészsebészet)', local: 'olah.gergely', photo: '8d21fa_2be7f41c09d6', cases: ['honorific'] },
  { shown: 'dr. Nagy Boglárka PhD', name: 'Nagy Boglárka', title: 'egzotikusállat-szakállatorvos (hüllők, díszmadarak, rágcsálók)', local: 'nagy.boglarka', photo: '8d21fa_6d0a3c85e1f7', cases: ['honorific', 'post-nominal'] },
  { shown: 'Fazekas Tímea', name: 'Fazekas Tímea', title: 'állatorvosi szakasszisztens, laborvezető', local: 'fazekas.timea', photo: '8d21fa_c4f19e2b7a30', cases: [] },
  { shown: 'Kiss Dániel', name: 'Kiss Dániel', title: 'állatorvosi asszisztens – röntgen és altatásfelügyelet', local: 'kiss.daniel', photo: '8d21fa_0e8b5d7c3f14', cases: [] },
];

const card = (v: Vet, i: number): string =>
  `<div role="listitem" class="Zc7IjY wixui-repeater__item" id="comp-lx7team1__item-${i}"><div class="comp-lx7team1-container" data-testid="container-bg"><div data-mesh-id="comp-lx7team1__item-${i}inlineContent" data-testid="inline-content">` +
  `<div class="MazNVa wixui-image"><img src="https://static.wixstatic.com/media/${v.photo}~mv2.jpg/v1/fill/w_260,h_320,al_c,q_80,enc_auto/${v.photo}~mv2.jpg" alt="${esc(v.name)}" width="260" height="320" loading="lazy"></div>` +
  `<div class="HcOXKn wixui-rich-text" data-testid="richTextElement"><h4 class="font_4 wixui-rich-text__text">${esc(v.shown)}</h4></div>` +
  `<div class="HcOXKn wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text">${esc(v.title)}</p></div>` +
  `<div class="HcOXKn wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">${mailto(`${v.local}@${HOST}`, `${v.local}@${HOST}`, 'data-auto-recognition="true"')}</span></p></div>` +
  `</div></div></div>`;

export function bukkaljaAllatorvos(): CrawlWorldSite {
  comp = 0x1f4a2;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kisállatrendelés Miskolc-Tapolcán',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Bükkalja Állatorvosi Rendelő',
        url: `${ORIGIN}/`,
        telephone: '+36 46 555 218',
        address: { '@type': 'PostalAddress', streetAddress: 'Gyógy utca 17.', addressLocality: 'Miskolc', postalCode: '3519', addressCountry: 'HU' },
        openingHours: ['Mo-Fr 08:00-20:00', 'Sa 09:00-13:00'],
        employee: { '@type': 'Person', name: 'Vörös Ádám', honorificPrefix: 'dr.', jobTitle: 'ügyeletvezető állatorvos (hétvégi és éjszakai ügyelet)', email: `mailto:voros.adam@${HOST}` },
      },
    ],
    main:
      section(
        rich(
          h2('Kutyák, macskák, nyulak, hüllők – egy helyen') +
            p8(
              'Rendelőnkben négy állatorvos és három asszisztens dolgozik. Digitális röntgen, hasi és szívultrahang, saját labor és inhalációs altatás segíti a gyors diagnózist.',
            ) +
            p8(`Hétvégén és éjszaka sürgős esetben hívja ügyeleti számunkat: ${tel('+36 30 555 9218')}.`),
        ),
      ),
  });

  pages['/szolgaltatasaink'] = page({
    path: '/szolgaltatasaink',
    title: 'Szolgáltatásaink',
    main: section(
      rich(
        h2('Szolgáltatásaink') +
          `<ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text">Védőoltások, chipbeültetés, állatútlevél</li><li class="wixui-rich-text__text">Belgyógyászat, ultrahang, EKG</li><li class="wixui-rich-text__text">Lágyrész- és ortopédiai sebészet</li><li class="wixui-rich-text__text">Egzotikus állatok ellátása</li><li class="wixui-rich-text__text">Fogkőeltávolítás, fogászat</li></ul>` +
          p8('A laborvizsgálatok egy részét a Vet-Labor Diagnosztika Kft. végzi; a mintákkal kapcsolatos kérdéseit a labor közvetlenül is fogadja: minta@vetlabor-diagnosztika.test.'),
      ),
    ),
  });

  pages['/csapatunk'] = page({
    path: '/csapatunk',
    title: 'Csapatunk',
    main:
      section(rich(h2('Csapatunk') + p8('Ismerje meg azokat, akik kedvence gyógyulásáért dolgoznak.'))) +
      section(`<div id="comp-lx7team1" class="comp-lx7team1 wixui-repeater" data-testid="repeater"><div class="w3Kxgw" role="list">${TEAM.map(card).join('')}</div></div>`),
  });

  pages['/idopontfoglalas'] = page({
    path: '/idopontfoglalas',
    title: 'Időpontfoglalás',
    main: section(
      rich(
        h2('Időpontfoglalás') +
          p8(`Általános rendelésre telefonon vagy az alábbi űrlapon foglalhat időpontot. A műtétek előtti konzultációt dr. Oláh Gergely tartja, műtéti időpontot a ${mailto(`mutet@${HOST}`)} címen kérhet.`),
      ) +
        `<form id="comp-lx9form1" class="wixui-form" data-testid="form"><label>Gazdi neve<input type="text" name="nev" class="wixui-text-input__input" required></label><label>E-mail<input type="email" name="email" class="wixui-text-input__input" placeholder="pl. nev@pelda.hu"></label><label>Állat neve, faja<input type="text" name="allat" class="wixui-text-input__input"></label><label>Panasz<textarea name="panasz" class="wixui-text-box__input"></textarea></label><button type="submit" class="wixui-button">Küldés</button></form>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: section(
      rich(
        h2('Kapcsolat') +
          p8(`3519 Miskolc, Gyógy utca 17. (a tapolcai buszforduló mellett, saját parkolóval)`) +
          p8(`Telefon: ${tel('+36 46 555 218')} · E-mail: ${mailto(`recepcio@${HOST}`)}`) +
          p8(`Számlázással és az állatbiztosítók felé történő elszámolással kapcsolatban Balogh Krisztina recepcióvezető kolléganőnk segít: ${mailto(`balogh.krisztina@${HOST}`)}.`),
      ),
    ),
  });

  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelem', main: section(rich(h2('Adatkezelési tájékoztató') + p8('Az adatkezelő a Bükkalja Vet Kft. (3519 Miskolc, Gyógy utca 17.).'))) });
  pages['/ugyeleti-beosztas'] = page({
    path: '/ugyeleti-beosztas',
    title: 'Ügyeleti beosztás',
    main: section(rich(h2('Ügyeleti beosztás') + p8(`Áprilisi ügyeleti beosztás. Cserekérelmet a ${mailto(`ugyelet@${HOST}`)} címre küldjetek.`))),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# by wix.com\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /ugyeleti-beosztas\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${['/', '/szolgaltatasaink', '/csapatunk', '/idopontfoglalas', '/kapcsolat'].map((p) => `  <url><loc>${ORIGIN}${p}</loc><lastmod>2025-03-30</lastmod></url>`).join('\n')}\n</urlset>\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1713872461.38217390412211573', 'X-Seen-By': 'yvSunuo/8ld62ehjr5B7kA==' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-107',
      languages: ['hu'],
      addresses: [
        { address: `recepcio@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        { address: `mutet@${HOST}`, name: null, title: null, pages: ['/idopontfoglalas'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `voros.adam@${HOST}`, name: 'Vörös Ádám', title: 'ügyeletvezető állatorvos (hétvégi és éjszakai ügyelet)', pages: ['/'], cases: ['json-ld-only', 'json-ld-person', 'json-ld-mailto'] },
        ...TEAM.map((v) => ({
          address: `${v.local}@${HOST}`,
          name: v.name,
          title: v.title,
          pages: ['/csapatunk'],
          cases: ['card', 'plain', ln, ...v.cases] as CaseKind[],
        })),
        { address: `balogh.krisztina@${HOST}`, name: 'Balogh Krisztina', title: 'recepcióvezető', pages: ['/kapcsolat'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/ugyeleti-beosztas'],
      nonAddresses: [
        { text: `ugyelet@${HOST}`, kind: 'disallowed' },
        { text: 'nev@pelda.hu', kind: 'placeholder' },
        { text: 'minta@vetlabor-diagnosztika.test', kind: 'other-company' },
      ],
    },
  };
}
