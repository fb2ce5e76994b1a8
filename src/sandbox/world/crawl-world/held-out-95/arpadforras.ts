/**
 * Árpádforrás Gyógyfürdő: a Budapest thermal bath's operating company on TYPO3 12 (bootstrap
 * package), Hungarian with an English section for visitors. Names family name first. The
 * management as "Name, title, address" lines marked up in RDFa (one address put together by an
 * inline script), the press contact's label line, the medical director as "Title: Name", a
 * renovation news item listed only in the sitemap robots.txt names, and the group-booking mailbox
 * on the English contact page. The staff rota (disallowed) and the ticketing partner's address
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'arpadforras-furdo.test';
const ORIGIN = `http://${HOST}`;

const MENUS: Record<string, [string, string][]> = {
  hu: [['/', 'Főoldal'], ['/furdo', 'A fürdőről'], ['/gyogyaszat', 'Gyógyászat'], ['/arak', 'Jegyárak'], ['/tarsasag/vezetoseg', 'Vezetőség'], ['/sajto', 'Sajtó'], ['/kapcsolat', 'Kapcsolat']],
  en: [['/en', 'Home'], ['/en/tickets', 'Tickets'], ['/en/contact', 'Contact']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Árpádforrás Gyógyfürdő',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-7d3b0c5e1a.css" media="all">',
    '<link rel="stylesheet" href="/_assets/9f1e2a/Css/arpadforras.css" media="all">',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'hu';
    return (
      `<div id="top"></div><div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>${lang === 'en' ? 'Skip to main content' : 'Ugrás a tartalomra'}</span></a>` +
      `<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" href="${lang === 'en' ? '/en' : '/'}"><img class="navbar-brand-logo-normal" src="/fileadmin/arpadforras/logo.svg" alt="Árpádforrás" height="52" width="180"></a>` +
      `<nav id="mainnavigation" class="navbar-collapse collapse"><ul class="navbar-nav">${MENUS[lang]!.map(([h, l]) => `<li class="nav-item"><a href="${h}" class="nav-link"><span class="nav-link-text">${esc(l)}</span></a></li>`).join('')}</ul></nav>` +
      `<ul class="language-menu"><li><a href="/" hreflang="hu-HU">HU</a></li><li><a href="/en" hreflang="en-GB">EN</a></li></ul></div></header><div id="page-content" class="bp-page-content main-section"><div class="section section-default">`
    );
  },
  footer: (p) =>
    `</div></div><footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="frame frame-type-text">` +
    `<p>Árpádforrás Gyógyfürdő Zrt. · 1036 Budapest, Lajos utca 88.<br>${p.lang === 'en' ? 'Open daily 6:00–22:00' : 'Nyitva minden nap 6:00–22:00'} · ${tel('+36 1 555 4080')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="/adatvedelem">Adatvédelem</a> · <a href="/impresszum">Impresszum</a> · <a href="/belso/muszakbeosztas">Dolgozói oldal</a></p></div></div></section></footer></div>`,
};

const page = (lang: 'hu' | 'en', spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang });
const frame = (title: string, html: string): string =>
  `<div class="container"><div id="c${title.length * 17}" class="frame frame-default frame-type-text frame-layout-0"><header class="frame-header"><h1 class="element-header"><span>${esc(title)}</span></h1></header>${html}</div></div>`;

type Exec = { shown: string; name: string; title: string; local: string; honorific?: boolean; script?: boolean };
const BOARD: Exec[] = [
  { shown: 'dr. Molnár Péter', name: 'Molnár Péter', title: 'vezérigazgató', local: 'molnar.peter', honorific: true },
  { shown: 'Farkas Judit', name: 'Farkas Judit', title: 'gazdasági igazgató', local: 'farkas.judit' },
  { shown: 'Kiss Levente', name: 'Kiss Levente', title: 'műszaki igazgató (gépészet, vízkezelés)', local: 'kiss.levente', script: true },
  { shown: 'Balogh Réka', name: 'Balogh Réka', title: 'marketing- és kommunikációs vezető', local: 'balogh.reka' },
];

const concatScript = (local: string): string => {
  const [u, d] = [local, 'arpadforras-furdo'];
  return `var u='${u.split('.')[0]}'+'.'+'${u.split('.')[1]}', d='${d}'+'.test';document.write('<a href="mailto:'+u+'@'+d+'" property="email">'+u+'@'+d+'</a>');`;
};

const execLine = (e: Exec): string => {
  const addr = `${e.local}@${HOST}`;
  const mail = e.script ? `<script>${concatScript(e.local)}</script>` : `<a href="mailto:${addr}" property="email">${addr}</a>`;
  return `<p vocab="https://schema.org/" typeof="Person"><span property="name">${esc(e.shown)}</span>, <span property="jobTitle">${esc(e.title)}</span>, ${mail}</p>`;
};

export function arpadforras(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const home = { 'hu-HU': '/', 'en-GB': '/en' };
  pages['/'] = page('hu', { path: '/', title: 'Főoldal', alternates: home, main: frame('Gyógyvíz a Rózsadomb lábánál', `<p>Hét medence, 24 és 38 fok között, 1912 óta. A gyógyvíz kalcium-magnézium-hidrogénkarbonátos, kénes hévíz, amelyet mozgásszervi panaszokra ajánlunk.</p>`) });
  pages['/furdo'] = page('hu', { path: '/furdo', title: 'A fürdőről', main: frame('A fürdőről', `<p>A szecessziós épületet 2016 és 2018 között újították fel. A fürdőt a Fővárosi Fürdők megbízásából az Árpádforrás Gyógyfürdő Zrt. üzemelteti.</p>`) });
  pages['/gyogyaszat'] = page('hu', {
    path: '/gyogyaszat',
    title: 'Gyógyászat',
    main: frame('Gyógyászat', `<p>Társadalombiztosítás által támogatott kezelések: gyógyvizes kádfürdő, súlyfürdő, iszappakolás, víz alatti torna.</p><p><strong>Orvosigazgató:</strong> dr. Takács Erzsébet reumatológus főorvos – ${mailto(`takacs.erzsebet@${HOST}`)}</p>`),
  });
  pages['/arak'] = page('hu', { path: '/arak', title: 'Jegyárak', main: frame('Jegyárak', `<table class="table"><tr><td>Napijegy</td><td>5 900 Ft</td></tr><tr><td>Napijegy kabinnal</td><td>6 500 Ft</td></tr></table><p>Online jegyvásárlás partnerünknél, a jegyekkel kapcsolatos kérdéseket a vasarlas@jegymester-partner.hu címen fogadják.</p>`) });
  pages['/tarsasag/vezetoseg'] = page('hu', {
    path: '/tarsasag/vezetoseg',
    title: 'Vezetőség',
    main: frame('A társaság vezetősége', `<p>Az Árpádforrás Gyógyfürdő Zrt. operatív vezetése:</p>${BOARD.map(execLine).join('')}<p>Kérjük, panaszaival először a vendégszolgálatot keresse.</p>`),
  });
  pages['/sajto'] = page('hu', {
    path: '/sajto',
    title: 'Sajtó',
    main: frame('Sajtószoba', `<p>Forgatási és fotózási engedélyt legalább tíz munkanappal előre kérjen.</p><p class="contact-line">Sajtókapcsolat: Szűcs Bence, kommunikációs munkatárs, ${tel('+36 30 555 1207')}, ${mailto(`szucs.bence@${HOST}`)}</p>`),
  });
  pages['/kapcsolat'] = page('hu', {
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: frame('Kapcsolat', `<p>1036 Budapest, Lajos utca 88. (HÉV Árpád híd megálló)</p><p>Pénztár: ${tel('+36 1 555 4080')}<br>Általános ügyek: ${mailto(`info@${HOST}`)}</p><p>Vendégszolgálati vezető: Lakatos Nóra, ${mailto(`lakatos.nora@${HOST}`)}</p>`),
  });
  pages['/adatvedelem'] = page('hu', { path: '/adatvedelem', title: 'Adatvédelem', main: frame('Adatvédelmi tájékoztató', `<p>Az adatkezelő az Árpádforrás Gyógyfürdő Zrt.</p>`) });
  pages['/impresszum'] = page('hu', { path: '/impresszum', title: 'Impresszum', main: frame('Impresszum', `<p>Cégjegyzékszám: 01-10-049876</p>`) });
  pages['/hirek/medencefelujitas-2025'] = page('hu', {
    path: '/hirek/medencefelujitas-2025',
    title: 'Január 6-tól felújítjuk a külső élménymedencét',
    main: frame(
      'Január 6-tól felújítjuk a külső élménymedencét',
      `<p>A munkálatok várhatóan március végéig tartanak, ezalatt a belső medencék és a szauna zavartalanul üzemelnek. A felújítást Pintér Gábor beruházási projektvezető koordinálja, a szomszédos lakók az esetleges zajjal kapcsolatban neki írhatnak: ${mailto(`pinter.gabor@${HOST}`)}.</p>`,
    ),
  });
  pages['/en'] = page('en', { path: '/en', title: 'Thermal bath in Óbuda', alternates: home, main: frame('Thermal bath in Óbuda', `<p>Seven pools between 24 and 38 °C, a sauna world and medical treatments, ten minutes from the city centre by suburban train.</p>`) });
  pages['/en/tickets'] = page('en', { path: '/en/tickets', title: 'Tickets', main: frame('Tickets', `<p>Day ticket HUF 5,900; with a private cabin HUF 6,500.</p>`) });
  pages['/en/contact'] = page('en', {
    path: '/en/contact',
    title: 'Contact',
    main: frame('Contact', `<p>Lajos utca 88, 1036 Budapest</p><p>For groups of 15 or more, school visits and corporate events please book in advance: ${mailto(`csoport@${HOST}`)}</p>`),
  });
  pages['/belso/muszakbeosztas'] = page('hu', { path: '/belso/muszakbeosztas', title: 'Műszakbeosztás', main: frame('Műszakbeosztás', `<p>Cserekérelmeket a ${mailto(`muszak@${HOST}`)} címre.</p>`) });
  pages['/fileadmin/sitemaps/hirek.xml'] = xmlPage(urlset(HOST, ['/hirek/medencefelujitas-2025'], '2025-01-02'));

  const concat: EncodedAddress = { kind: 'script', text: concatScript('kiss.levente') };
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nDisallow: /belso/\nAllow: /typo3conf/ext/\nAllow: /typo3temp/\n\nSitemap: ${ORIGIN}/fileadmin/sitemaps/hirek.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-95',
      languages: ['hu', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        { address: `csoport@${HOST}`, name: null, title: null, pages: ['/en/contact'], cases: ['role', 'plain', 'hreflang', 'deep-page'] },
        ...BOARD.map((e) => ({
          address: `${e.local}@${HOST}`,
          name: e.name,
          title: e.title,
          pages: ['/tarsasag/vezetoseg'],
          ...(e.script ? { encoded: concat } : {}),
          cases: ['name-title-line', e.script ? 'script-concat' : 'plain', ln, ...(e.script ? [] : ['rdfa']), ...(e.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `takacs.erzsebet@${HOST}`, name: 'Takács Erzsébet', title: 'Orvosigazgató', titleAlternatives: ['reumatológus főorvos'], pages: ['/gyogyaszat'], cases: ['title-name-line', 'honorific', 'plain', ln] },
        { address: `szucs.bence@${HOST}`, name: 'Szűcs Bence', title: 'kommunikációs munkatárs', pages: ['/sajto'], cases: ['label-line', 'plain', ln] },
        { address: `lakatos.nora@${HOST}`, name: 'Lakatos Nóra', title: 'Vendégszolgálati vezető', pages: ['/kapcsolat'], cases: ['title-name-line', 'plain', ln] },
        { address: `pinter.gabor@${HOST}`, name: 'Pintér Gábor', title: 'beruházási projektvezető', pages: ['/hirek/medencefelujitas-2025'], cases: ['prose', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/belso/muszakbeosztas'],
      nonAddresses: [
        { text: `muszak@${HOST}`, kind: 'disallowed' },
        { text: 'vasarlas@jegymester-partner.hu', kind: 'other-company' },
      ],
    },
  };
}
