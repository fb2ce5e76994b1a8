/** Debrecen: a riding school on Wix, Hungarian, names written family name first. */
import { charCodes, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { SandboxPage } from '../../websites.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'patkoszeg-lovarda.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/rolunk', 'Rólunk'],
  ['/oktatoink', 'Oktatóink'],
  ['/nyari-tabor', 'Nyári tábor'],
  ['/arak', 'Árak, bérletek'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Patkószeg Lovarda',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="8c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="xU8fqS" data-testid="layout-wrapper"><div class="comp-header"><a href="/" data-testid="linkElement"><wow-image id="img_comp-logo"><img src="https://static.wixstatic.com/media/9d1a2b_patko.png/v1/fill/w_180,h_60/patko.png" alt="Patkószeg Lovarda" width="180" height="60"></wow-image></a>` +
    `<nav id="comp-menu" aria-label="Webhely"><ul class="StylableHorizontalMenu3372578893__menu">` +
    MENU.map(([h, l]) => `<li class="itemDepth02233374943__itemWrapper"><a class="itemDepth02233374943__root" href="${h}" data-testid="linkElement"><span class="itemDepth02233374943__label">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></header><main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div class="wixui-column-strip"><div data-testid="richTextElement" class="wixui-rich-text">`,
  footer: () =>
    `</div></div></div></main><footer id="SITE_FOOTER"><div class="wixui-rich-text"><p class="font_9">Patkószeg Lovarda · 4032 Debrecen, Nagyerdei körút 120. · ${tel('+36 30 555 7812')} · ${mailto(`info@${HOST}`)}</p><p class="font_9"><a href="/adatvedelem">Adatvédelem</a> · <a href="/tagoknak">Tagoknak (bejelentkezés)</a></p></div></footer></div></div>`,
  bodyEnd: ['<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.9f2a1b3c.bundle.min.js" async></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });
const p = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;

type Coach = { name: string; title: string; local: string };
const COACHES: Coach[] = [
  { name: 'Fazekas Imre', title: 'tulajdonos, vezető lovasedző', local: 'fazekas.imre' },
  { name: 'Nagy Réka', title: 'díjugrató edző (MLSZ C)', local: 'nagy.reka' },
  { name: 'Szabó Dóra', title: 'gyógypedagógiai lovasterapeuta', local: 'szabo.dora' },
  { name: 'Varga Lilla', title: 'pónioktató, gyerekcsoportok', local: 'varga.lilla' },
  { name: 'Kiss Bence', title: 'istállómester', local: 'kiss.bence' },
];

export function patkoszeg(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const office = `toth.gergo@${HOST}`;

  pages['/'] = page({
    path: '/', title: 'Lovasoktatás Debrecenben',
    main: `<h1 class="font_0">Lovasoktatás a Nagyerdő szélén</h1>` + p(`Kezdőknek futószáras órák, haladóknak díjugratás és terepgyakorlás, a legkisebbeknek pónilovaglás. 22 ló, fedett lovarda, hétvégén is nyitva.`) + p(`<a href="/oktatoink">Ismerje meg oktatóinkat</a>`),
  });
  pages['/rolunk'] = page({ path: '/rolunk', title: 'Rólunk', main: `<h1 class="font_0">Rólunk</h1>` + p(`A lovardát 1998-ban alapította Fazekas Imre és felesége. A Magyar Lovassport Szövetség minősített lovasiskolája vagyunk, évente mintegy 300 tanítvánnyal.`) });
  pages['/oktatoink'] = page({
    path: '/oktatoink', title: 'Oktatóink',
    main: `<h1 class="font_0">Oktatóink</h1>` + COACHES.map((c) => p(`<strong>${esc(c.name)}</strong>, ${esc(c.title)} – ${mailto(`${c.local}@${HOST}`)}`)).join(''),
  });
  pages['/nyari-tabor'] = page({
    path: '/nyari-tabor', title: 'Nyári lovastábor 2025',
    main: `<h1 class="font_0">Nyári lovastábor 2025</h1>` + p(`Napközis tábor 7–14 éveseknek, június 23-tól augusztus 22-ig, heti turnusokban. Jelentkezni Balogh Eszter táborvezetőnél lehet a ${mailto(`balogh.eszter@${HOST}`)} címen, a gyermek nevével és lovas előismereteivel.`) + p(`A jelentkezési lapon a példa kedvéért: minta@email.hu – kérjük, a saját címét adja meg.`),
  });
  pages['/arak'] = page({
    path: '/arak', title: 'Árak, bérletek',
    main: `<h1 class="font_0">Árak, bérletek</h1><table class="wixui-table"><tr><td>Futószáras óra (30 perc)</td><td>7 500 Ft</td></tr><tr><td>Csoportos óra (60 perc)</td><td>8 000 Ft</td></tr><tr><td>10 alkalmas bérlet</td><td>72 000 Ft</td></tr></table>` + p(`Az árak 2025. március 1-jétől érvényesek, jóváhagyta: Fazekas Imre. Bérletvásárlás és számlák: ${mailto(`berlet@${HOST}`)}`),
  });
  pages['/kapcsolat'] = page({
    path: '/kapcsolat', title: 'Kapcsolat',
    main: `<h1 class="font_0">Kapcsolat</h1>` + p(`4032 Debrecen, Nagyerdei körút 120. (a Békás-tó mögött, parkoló a lovardánál)`) +
      p(`Irodavezető: Tóth Gergő, <span id="mail-gergo">e-mail megjelenítéséhez engedélyezze a JavaScriptet</span><script>(function(){var e=String.fromCharCode(${charCodes(office)});document.getElementById('mail-gergo').innerHTML='<a href="mailto:'+e+'">'+e+'</a>';})();</script>`) +
      p(`Állatorvosi felügyelet: dr. Molnár Katalin, állatorvos, Debreceni Lóklinika, 4032 Debrecen, Böszörményi út 138., ${tel('+36 52 555 301')}, ${mailto(`molnar.katalin@${HOST}`)}`),
  });
  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelem', main: `<h1 class="font_0">Adatvédelmi tájékoztató</h1>` + p(`Adatkezelő: Patkószeg Lovarda Kft. A weboldalt a Wix.com Ltd. szolgáltatja (privacy@wix.com).`) });
  pages['/tagoknak'] = page({ path: '/tagoknak', title: 'Tagoknak', main: p(`Lóbeosztás, patkolási rend. Kérdések: ${mailto(`tagok@${HOST}`)}`) });
  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/rolunk', '/oktatoink', '/nyari-tabor', '/arak', '/kapcsolat', '/adatvedelem']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# by wix.com\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /tagoknak\n\n# Optimization for Google Ads Bot\nUser-agent: AdsBot-Google-Mobile\nUser-agent: AdsBot-Google\nDisallow: /_api/*\nDisallow: /_partials*\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1741872000.1234567890', 'X-Seen-By': 'yvSunuo/8ld62ehjr5B7kA==' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-99',
      languages: ['hu'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...COACHES.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/oktatoink'], cases: ['name-title-line', 'plain', ln] as CaseKind[] })),
        { address: `balogh.eszter@${HOST}`, name: 'Balogh Eszter', title: 'táborvezető', pages: ['/nyari-tabor'], cases: ['prose', 'plain', ln] },
        { address: `berlet@${HOST}`, name: null, title: null, pages: ['/arak'], cases: ['neighbour', 'plain', ln] },
        { address: office, name: 'Tóth Gergő', title: 'Irodavezető', pages: ['/kapcsolat'], encoded: { kind: 'charcodes', text: charCodes(office) }, cases: ['title-name-line', 'script-charcode', ln] },
        { address: `molnar.katalin@${HOST}`, name: 'Molnár Katalin', title: 'állatorvos', titleAlternatives: ['Állatorvosi felügyelet'], pages: ['/kapcsolat'], cases: ['label-line', 'honorific', 'plain', ln] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/tagoknak'],
      nonAddresses: [
        { text: 'minta@email.hu', kind: 'placeholder' },
        { text: 'privacy@wix.com', kind: 'other-company' },
        { text: `tagok@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
