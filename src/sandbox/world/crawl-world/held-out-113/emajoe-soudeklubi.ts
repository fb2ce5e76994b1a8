/**
 * Emajõe Sõudeklubi: a rowing club in Tartu, on Wix with Wix Multilingual, in Estonian with an
 * English version. The coaches as a repeater of cards, the board as "Name, title, address" lines
 * in rich text; the contact page puts the invoices mailbox beside the club manager's name, which
 * is not hers. The English home is reached only through the hreflang alternates (Wix's language
 * menu is a script widget with no links), and its contact page names the international
 * coordinator. The members' area (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'emajoe-soudeklubi.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  et: [
    ['/', 'Avaleht'],
    ['/klubist', 'Klubist'],
    ['/treenerid', 'Treenerid'],
    ['/juhatus', 'Juhatus'],
    ['/kontakt', 'Kontakt'],
    ['/liikmetele', 'Liikmetele'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/contact', 'Contact'],
  ],
};

let comp = 0;
/** A Wix rich-text element: an id of its own, the theme's font classes on every block. */
const rich = (html: string): string => {
  comp += 1;
  return `<div id="comp-lt4k${(8100 + comp).toString(36)}" class="HcOXKn SxM0TO QxJLC3 comp-lt4k${(8100 + comp).toString(36)} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};
const h = (text: string): string => `<h2 class="font_2 wixui-rich-text__text">${esc(text)}</h2>`;
const para = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Emajõe Sõudeklubi',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="3c9e1a7b-5d2f-4e80-b6a4-1f0c8d3e9b72">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="8a4f2c1e-7b9d-4d36-a05e-2c6b1f9e3d48">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7d2e9c41.min.css">',
    '<script>window.viewerModel = {"site":{"metaSiteId":"3c9e1a7b-5d2f-4e80-b6a4-1f0c8d3e9b72","isMultilingualEnabled":true},"language":{"siteLanguage":"et"}};</script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'et';
    return (
      `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout">` +
      `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy"></div></div><div class="Vv7FRD" data-mesh-id="SITE_HEADERinlineContent">` +
      `<div id="comp-lt4k0logo" class="MazNVa comp-lt4k0logo wixui-image"><a data-testid="linkElement" href="${ORIGIN}${lang === 'en' ? '/en' : '/'}" class="j7pOnl"><img src="https://static.wixstatic.com/media/5c1e2a_9f3b7d1c4e8a4b2f9d6e0c3a7b1f5e2d~mv2.png/v1/fill/w_180,h_72,al_c,q_85,enc_auto/esk_logo.png" alt="Emajõe Sõudeklubi" width="180" height="72"></a></div>` +
      `<nav aria-label="Site" id="comp-lt4k0menu" class="StylableHorizontalMenu3372578893__root comp-lt4k0menu wixui-horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu">` +
      MENU[lang]!.map(
        ([href, label]) =>
          `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${href}" class="UiHgGh"${href === p.path ? ' aria-current="page"' : ''}><div class="itemDepth02233374943__itemWrapper"><span class="itemDepth02233374943__label wixui-horizontal-menu__item-label">${esc(label)}</span></div></a></li>`,
      ).join('') +
      `</ul></nav><div id="comp-lt4k0lang" class="LanguageSelector comp-lt4k0lang" data-testid="languageSelector"><div class="LanguageSelector__selected" role="button" tabindex="0" aria-haspopup="listbox">${lang.toUpperCase()}</div><ul role="listbox" class="LanguageSelector__options"><li role="option" data-lang="et" aria-selected="${lang === 'et'}">ET</li><li role="option" data-lang="en" aria-selected="${lang === 'en'}">EN</li></ul></div>` +
      `</div></header><div id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES">`
    );
  },
  footer: (p) =>
    `</div></div><footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="Vv7FRD" data-mesh-id="SITE_FOOTERinlineContent">` +
    rich(para(`MTÜ Emajõe Sõudeklubi · Sõudebaasi tee 4, 51013 Tartu · reg. 80011426`) + para(p.lang === 'en' ? `${mailto(`info@${HOST}`)}` : `${mailto(`info@${HOST}`)} · +372 5340 7712`)) +
    `</div></footer></div></div></div></div>`,
  bodyEnd: [
    `<div id="consent-banner-root" class="consent-banner" hidden><p>Kasutame sellel veebilehel küpsiseid, et parandada teie kasutuskogemust.</p><button type="button" data-hook="consent-banner-apply-button">Nõustun</button><button type="button" data-hook="consent-banner-decline-button">Keeldun</button></div>`,
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.2f8c1e4a.bundle.min.js" defer></script>',
  ],
};

const ALTERNATES = { et: '/', en: '/en', 'x-default': '/' };
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const section = (...parts: string[]): string => `<section id="comp-lt4kmain" class="wixui-section"><div data-testid="columns" class="wixui-column-strip"><div data-mesh-id="comp-lt4kmaininlineContent">${parts.join('')}</div></div></section>`;

type Coach = { name: string; title: string; local: string; img: string; about: string };
const COACHES: Coach[] = [
  { name: 'Margus Tamm', title: 'peatreener', local: 'margus', img: 'b2e7c1_4a9d3f0e6c1b4e8a', about: 'Endine rahvuskoondise paadisõudja, treenib võistlussõudjaid ja paarisaerulisi paate.' },
  { name: 'Kertu Ilves', title: 'noortetreener', local: 'kertu', img: 'b2e7c1_7c0e2d9b5f3a4c61', about: 'Viib läbi noorte treeninguid vanuses 11–18 ja juhendab suvist sõudelaagrit.' },
  { name: 'Siim Kuusk', title: 'harrastajate treener', local: 'siim', img: 'b2e7c1_1f8b6a3d0e9c4d27', about: 'Algajate kursused, masterssõudjad ja ettevõtete meeskonnapäevad.' },
];

type Board = { name: string; title: string; local: string };
const BOARD: Board[] = [
  { name: 'Toomas Kask', title: 'juhatuse esimees', local: 'toomas' },
  { name: 'Piret Saar', title: 'juhatuse liige, laekur', local: 'piret' },
  { name: 'Rein Laur', title: 'juhatuse liige, varustus ja paadikuur', local: 'rein' },
];

export function emajoeSoudeklubi(): CrawlWorldSite {
  comp = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Sõudmine Tartus',
    alternates: ALTERNATES,
    main: section(
      rich(
        `<h1 class="font_0 wixui-rich-text__text">Sõudmine Emajõel aastast 1948</h1>` +
          para('Emajõe Sõudeklubi on Tartu vanim sõudeklubi. Treeningud toimuvad aprillist oktoobrini jõel ning talvel sõudeergomeetritel ja jõusaalis.') +
          para(`Uued liikmed on oodatud! Vaata <a href="${ORIGIN}/treenerid" class="wixui-rich-text__text">treeneritest</a> lähemalt või kirjuta meile <a href="${ORIGIN}/kontakt" class="wixui-rich-text__text">kontaktilehe</a> kaudu.`),
      ),
    ),
  });

  pages['/klubist'] = page({
    path: '/klubist',
    title: 'Klubist',
    main: section(
      rich(
        h('Klubist') +
          para('Klubis on umbes 140 liiget, kellest pooled on noored. Meie paadikuuris on 34 paati ühesest kaheksaseni ning kaks treeneripaati.') +
          para('Klubi liikmemaks on 25 eurot kuus, õpilastele 15 eurot. Liikmemaks sisaldab paatide ja jõusaali kasutust.'),
      ),
    ),
  });

  pages['/treenerid'] = page({
    path: '/treenerid',
    title: 'Treenerid',
    main: section(
      rich(h('Treenerid')),
      `<div id="comp-lt4krep" class="comp-lt4krep wixui-repeater" data-testid="repeater"><div role="list" class="V5jmaH">` +
        COACHES.map(
          (c) =>
            `<div role="listitem" class="wixui-repeater__item"><div class="comp-lt4kimg wixui-image"><img src="https://static.wixstatic.com/media/${c.img}~mv2.jpg/v1/fill/w_280,h_280,al_c,q_80/${c.local}.jpg" alt="${esc(c.name)}" width="280" height="280"></div>` +
            rich(`<h5 class="font_5 wixui-rich-text__text">${esc(c.name)}</h5>` + para(esc(c.title)) + para(esc(c.about)) + para(mailto(`${c.local}@${HOST}`))) +
            `</div>`,
        ).join('') +
        `</div></div>`,
    ),
  });

  pages['/juhatus'] = page({
    path: '/juhatus',
    title: 'Juhatus',
    main: section(
      rich(
        h('Juhatus') +
          para('Klubi juhatus valiti üldkoosolekul 2024. aasta märtsis kolmeks aastaks.') +
          BOARD.map((b) => para(`${esc(b.name)}, ${esc(b.title)}, ${mailto(`${b.local}@${HOST}`)}`)).join(''),
      ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'SportsClub',
        name: 'Emajõe Sõudeklubi',
        url: `${ORIGIN}`,
        telephone: '+372 5340 7712',
        address: { '@type': 'PostalAddress', streetAddress: 'Sõudebaasi tee 4', addressLocality: 'Tartu', postalCode: '51013', addressCountry: 'EE' },
      },
    ],
    main: section(
      rich(
        h('Kontakt') +
          para('Sõudebaas: Sõudebaasi tee 4, 51013 Tartu. Paadikuur on avatud treeningute ajal, E–R 16–20 ja L 9–13.') +
          para(`Üldised küsimused ja proovitreeningule registreerimine: ${mailto(`info@${HOST}`)}`) +
          para(`Klubi tegevjuht Ülle Pärn, tel +372 5340 7712. Liikmemaksu ja arvetega seotud küsimused: ${mailto(`arved@${HOST}`)}`),
      ),
    ),
  });

  pages['/liikmetele'] = page({
    path: '/liikmetele',
    title: 'Liikmetele',
    main: section(rich(h('Liikmetele') + para(`Paatide broneerimise kalender ja treeningplaanid. Parooli saamiseks kirjuta ${mailto(`liikmed@${HOST}`)}.`))),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Rowing in Tartu',
    lang: 'en',
    alternates: ALTERNATES,
    main: section(
      rich(
        `<h1 class="font_0 wixui-rich-text__text">Rowing on the Emajõgi since 1948</h1>` +
          para('Emajõe Rowing Club is the oldest rowing club in Tartu. We train on the river from April to October and on ergometers and in the gym in winter.') +
          para(`Visiting crews, students on exchange and masters rowers are welcome – see <a href="${ORIGIN}/en/contact" class="wixui-rich-text__text">Contact</a>.`),
      ),
    ),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: section(
      rich(
        h('Contact') +
          para('Boathouse: Sõudebaasi tee 4, 51013 Tartu, Estonia.') +
          para(`General enquiries: ${mailto(`info@${HOST}`)}`) +
          para(`International regattas, training camps and visiting crews: Kristiina Org, International Relations Coordinator, ${mailto(`kristiina@${HOST}`)}`),
      ),
    ),
  });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/klubist', '/treenerid', '/juhatus', '/kontakt'], '2025-02-24'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# By default, Wix sites are indexed by search engines.\nUser-agent: *\nAllow: /\nDisallow: /liikmetele\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml'], '2025-02-24'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1712345678.901234567890123', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-113',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        { address: `arved@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['neighbour', 'role', 'plain', ln] },
        ...COACHES.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/treenerid'], cases: ['card', 'plain', ln] as CaseKind[] })),
        ...BOARD.map((b) => ({ address: `${b.local}@${HOST}`, name: b.name, title: b.title, pages: ['/juhatus'], cases: ['name-title-line', 'plain', ln] as CaseKind[] })),
        {
          address: `kristiina@${HOST}`,
          name: 'Kristiina Org',
          title: 'International Relations Coordinator',
          pages: ['/en/contact'],
          cases: ['name-title-line', 'plain', 'hreflang', 'deep-page'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/liikmetele'],
      nonAddresses: [{ text: `liikmed@${HOST}`, kind: 'disallowed' }],
    },
  };
}
