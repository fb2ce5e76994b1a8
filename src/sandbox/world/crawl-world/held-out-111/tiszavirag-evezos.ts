/**
 * Tiszavirág Evezős Egylet: a rowing club on the Tisza in Szolnok, on Wix, Hungarian only, names
 * written family name first. The board as "Name, office – address" lines (one with "dr.", one
 * address built from character codes by an embedded-code element); the coaches as a Wix repeater
 * of cards; the race-entry mailbox beside the head coach's name; the press contact's label line;
 * and a summer-camp blog post listed only in Wix's blog-posts sitemap, a child of the sitemap
 * index at /sitemap.xml, with the camp leader in running text. The boatyard's address and the
 * members' page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tiszavirag-evezos.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/vezetoseg', 'Vezetőség'],
  ['/edzoink', 'Edzőink'],
  ['/versenyek', 'Versenyek'],
  ['/sajto', 'Sajtó'],
  ['/kapcsolat', 'Kapcsolat'],
  ['/tagoknak', 'Tagoknak'],
];

let comp = 0x6b2f1;
const compId = (): string => `comp-l${(comp += 0x3a7).toString(36)}`;
const rich = (html: string): string => {
  const id = compId();
  return `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};
const p = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;
const h = (t: string, tag = 'h2'): string => rich(`<${tag} class="font_2 wixui-rich-text__text">${esc(t)}</${tag}>`);
const section = (inner: string): string => {
  const id = compId();
  return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section"><div data-testid="columns" class="V5AUxf"><div id="${compId()}" class="comp-col wixui-column-strip__column"><div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${inner}</div></div></div></div></section>`;
};

const theme: Theme = {
  host: HOST,
  siteName: 'Tiszavirág Evezős Egylet',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="b7d3c9e1-4f2a-4c68-9a15-2e7f0d8b6c34">',
    '<meta http-equiv="X-Wix-Application-Instance-Id" content="0e5a8f21-93c7-4b1d-a6e2-7c4d19f03b85">',
    '<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/5c2e1f_8a3d7b0e64c94f21b1e5.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/5c2e1f_8a3d7b0e64c94f21b1e5.png" type="image/png">',
    '<script type="text/javascript">window.viewerModel = {"siteFeaturesConfigs":{"platform":{}},"requestUrl":"","language":{"userLanguage":"hu","siteLanguage":"hu"}};</script>',
    '<script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=default,es6,es7,es2017&amp;flags=gated&amp;unknown=polyfill&amp;rum=0" defer></script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">` +
    `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div id="comp-kt9x1m2a" class="comp-kt9x1m2a wixui-rich-text" data-testid="richTextElement"><p class="font_6 wixui-rich-text__text"><a href="${ORIGIN}/" target="_self" class="wixui-rich-text__text">Tiszavirág Evezős Egylet · Szolnok</a></p></div>` +
    `<nav id="comp-kt9x1m2b" aria-label="Webhely" class="Nl_Ojd comp-kt9x1m2b wixui-horizontal-menu"><ul class="VHa7Tq" data-testid="menuItems">${MENU.map(([href, label]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${ORIGIN}${href === '/' ? '/' : href}" target="_self" class="xYvHCo"><div class="itemContent"><p class="_3XtjMF">${esc(label)}</p></div></a></li>`).join('')}</ul></nav></div></header>` +
    `<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div class="_1NDAo">`,
  footer: () =>
    `</div></div></main><footer id="SITE_FOOTER" class="_C0cVf SITE_FOOTER wixui-footer" tabindex="-1">` +
    rich(p(`Tiszavirág Evezős Egylet · 5000 Szolnok, Tiszaligeti sétány 3. (csónakház)<br>Titkárság: ${tel('+36 56 555 210')} · ${mailto(`titkarsag@${HOST}`)}`) + p('Adószám: 18835207-1-16 · Bírósági nyilvántartási szám: 16-02-0001472')) +
    rich(p('© 2025 Tiszavirág Evezős Egylet. Készült a Wix.com segítségével')) +
    `</footer></div></div></div></div>`,
  bodyEnd: [
    '<div id="consent-banner-root" class="wix-consent-banner" role="dialog" aria-label="Sütik" hidden><p>Ez a weboldal sütiket használ. A sütik segítenek abban, hogy a legjobb élményt nyújthassuk.</p><button type="button">Elfogadom</button><button type="button">Elutasítom</button><a href="/adatvedelem">Adatvédelmi nyilatkozat</a></div>',
    '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.a7c53f1d.bundle.min.js" async></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

type Coach = { name: string; title: string; local: string; bio: string };
const COACHES: Coach[] = [
  { name: 'Kovács Bence', title: 'vezetőedző', local: 'kovacs.bence', bio: 'Kétszeres magyar bajnok kormányos négyesben, 2012 óta edzi az egylet versenyzőit.' },
  { name: 'Farkas Lilla', title: 'utánpótlásedző', local: 'farkas.lilla', bio: 'A 10–14 éves korosztály edzője, testnevelő tanár a Varga Katalin Gimnáziumban.' },
  { name: 'Molnár Gergő', title: 'túraevezős oktató', local: 'molnar.gergo', bio: 'Felnőtt kezdő tanfolyamok, sárkányhajó és vízitúrák a Holt-Tiszán.' },
];

export function tiszaviragEvezos(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const balogh = `balogh.peter@${HOST}`;

  pages['/'] = page({
    path: '/',
    title: 'Evezés Szolnokon 1927 óta',
    main: section(
      h('Evezés Szolnokon 1927 óta', 'h1') +
        rich(
          p('A Tiszavirág Evezős Egylet a Tisza-parti csónakházból indítja versenyzőit, utánpótlás-csoportjait és szabadidős evezőseit. Egyesületünknek ma 184 tagja van, a legfiatalabb 10, a legidősebb 81 éves.') +
            p(`Kezdő tanfolyamaink áprilistól szeptemberig indulnak. Részletek az <a href="${ORIGIN}/edzoink" class="wixui-rich-text__text">edzőinknél</a>.`),
        ),
    ),
  });

  pages['/vezetoseg'] = page({
    path: '/vezetoseg',
    title: 'Vezetőség',
    main: section(
      h('Az egylet vezetősége', 'h1') +
        rich(
          p(`dr. Nagy Attila, elnök – ${mailto(`nagy.attila@${HOST}`)}`) +
            p(`Szabó Krisztina, alelnök, versenyfelelős – ${mailto(`szabo.krisztina@${HOST}`)}`) +
            p(`Balogh Péter, gazdasági vezető – <span id="balogh-email">(az e-mail-cím megjelenítéséhez engedélyezze a JavaScriptet)</span>`),
        ) +
        `<div id="comp-lu0x4c2e" class="comp-lu0x4c2e wixui-html-embed" data-testid="htmlEmbed"><script>(function(){var e=String.fromCharCode(${charCodes(balogh)});document.getElementById('balogh-email').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script></div>` +
        rich(p('A vezetőséget a közgyűlés négy évre választja. A következő tisztújító közgyűlés 2026 márciusában lesz.')),
    ),
  });

  pages['/edzoink'] = page({
    path: '/edzoink',
    title: 'Edzőink',
    main: section(
      h('Edzőink', 'h1') +
        `<div id="comp-lu1r7a0k" class="comp-lu1r7a0k wixui-repeater" role="list">` +
        COACHES.map(
          (c) =>
            `<div role="listitem" class="wixui-repeater__item"><div class="wixui-box"><img src="https://static.wixstatic.com/media/5c2e1f_${c.local.replace('.', '')}~mv2.jpg/v1/fill/w_300,h_300,al_c,q_80/${c.local.replace('.', '-')}.jpg" alt="${esc(c.name)}" width="300" height="300">` +
            rich(`<h3 class="font_4 wixui-rich-text__text">${esc(c.name)}</h3>` + p(esc(c.title)) + p(esc(c.bio)) + p(mailto(`${c.local}@${HOST}`))) +
            `</div></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/versenyek'] = page({
    path: '/versenyek',
    title: 'Versenyek',
    main: section(
      h('Versenynaptár 2025', 'h1') +
        rich(
          p('Május 17–18.: Tisza Kupa, Szolnok<br>Június 14–15.: Országos Bajnokság, Szeged<br>Szeptember 6.: Holt-Tisza Maraton') +
            p(`Külső egyesületek nevezéseit a ${mailto(`nevezes@${HOST}`)} címre várjuk; a nevezéseket Kovács Bence vezetőedző hagyja jóvá.`) +
            p('Hajóink szervizét a Dunavíz Hajójavító Kft. végzi, időpontot a szerviz@dunaviz-hajo.hu címen lehet egyeztetni.'),
        ),
    ),
  });

  pages['/sajto'] = page({
    path: '/sajto',
    title: 'Sajtó',
    main: section(
      h('Sajtó', 'h1') +
        rich(
          p('Versenyeinkről fotókat és eredménylistákat kérésre küldünk.') +
            p(`Sajtókapcsolat: Kiss Réka, kommunikációs felelős, 5000 Szolnok, Tiszaligeti sétány 3., tel.: ${tel('+36 30 555 1874')}, e-mail: ${mailto(`kiss.reka@${HOST}`)}`),
        ),
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: section(
      h('Kapcsolat', 'h1') +
        rich(p(`Csónakház: 5000 Szolnok, Tiszaligeti sétány 3.<br>Titkárság (hétköznap 16–19 óra): ${tel('+36 56 555 210')}<br>E-mail: ${mailto(`titkarsag@${HOST}`)}`)) +
        `<form id="comp-lu2c8f1d" class="wixui-form" data-testid="form"><label>Név<input type="text" name="name" required></label><label>E-mail<input type="email" name="email" required></label><label>Üzenet<textarea name="message"></textarea></label><button type="submit">Küldés</button></form>`,
    ),
  });

  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelmi nyilatkozat', main: section(h('Adatvédelmi nyilatkozat', 'h1') + rich(p('Az adatkezelő a Tiszavirág Evezős Egylet. A tagnyilvántartás adatait harmadik félnek nem adjuk át.'))) });
  pages['/tagoknak'] = page({ path: '/tagoknak', title: 'Tagoknak', main: section(h('Tagoknak', 'h1') + rich(p(`Tagdíjbefizetés, hajóbeosztás, edzésnapló. Tagdíjjal kapcsolatos kérdések: ${mailto(`tagdij@${HOST}`)}`))) });

  pages['/post/nyari-evezos-tabor-2025'] = page({
    path: '/post/nyari-evezos-tabor-2025',
    title: 'Nyári evezőstábor 2025',
    main:
      `<article class="blog-post-page-font" data-hook="post"><div data-hook="post-title"><h1 class="blog-post-title-font">Nyári evezőstábor 2025</h1></div><div data-hook="post-description"><div class="post-content__body" data-id="content-viewer">` +
      `<p class="mm8Nw _1j-51">Idén két turnusban, június 23–27. és július 7–11. között rendezzük napközis evezőstáborunkat 9–14 éves gyerekeknek. A részvételi díj 42 000 Ft, amely tartalmazza az ebédet és a tábori pólót.</p>` +
      `<p class="mm8Nw _1j-51">A táborral kapcsolatos kérdésekre Tóth Dorina táborvezető válaszol a ${mailto(`toth.dorina@${HOST}`)} címen.</p></div></div></article>`,
  });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/vezetoseg', '/edzoink', '/versenyek', '/sajto', '/kapcsolat', '/adatvedelem'], '2025-04-09'));
  pages['/blog-posts-sitemap.xml'] = xmlPage(urlset(HOST, ['/post/nyari-evezos-tabor-2025'], '2025-04-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# By default, Wix sites use the following robots.txt file\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /tagoknak\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\nDisallow: /pro-gallery-webapp/v1/galleries/*\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml', '/blog-posts-sitemap.xml'], '2025-04-09'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1713452210.8841902571342145', Via: '1.1 google' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-111',
      languages: ['hu'],
      addresses: [
        { address: `titkarsag@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        { address: `nevezes@${HOST}`, name: null, title: null, pages: ['/versenyek'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `nagy.attila@${HOST}`, name: 'Nagy Attila', title: 'elnök', pages: ['/vezetoseg'], cases: ['name-title-line', 'honorific', 'plain', ln] },
        { address: `szabo.krisztina@${HOST}`, name: 'Szabó Krisztina', title: 'alelnök, versenyfelelős', titleAlternatives: ['alelnök'], pages: ['/vezetoseg'], cases: ['name-title-line', 'plain', ln] },
        { address: balogh, name: 'Balogh Péter', title: 'gazdasági vezető', pages: ['/vezetoseg'], encoded: { kind: 'charcodes', text: charCodes(balogh) }, cases: ['name-title-line', 'script-charcode', ln] },
        ...COACHES.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/edzoink'], cases: ['card', 'plain', ln] as CaseKind[] })),
        { address: `kiss.reka@${HOST}`, name: 'Kiss Réka', title: 'kommunikációs felelős', pages: ['/sajto'], cases: ['label-line', 'plain', ln] },
        { address: `toth.dorina@${HOST}`, name: 'Tóth Dorina', title: 'táborvezető', pages: ['/post/nyari-evezos-tabor-2025'], cases: ['prose', 'sitemap-index', 'plain'] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/tagoknak'],
      nonAddresses: [
        { text: `tagdij@${HOST}`, kind: 'disallowed' },
        { text: 'szerviz@dunaviz-hajo.hu', kind: 'other-company' },
      ],
    },
  };
}
