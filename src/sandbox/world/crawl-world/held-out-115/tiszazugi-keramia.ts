/**
 * Tiszazugi Kerámia Kft.: a small stoneware and tile manufacturer in Tiszakürt, on a hand-written
 * static site (.html pages, one stylesheet, a little inline JavaScript). Names are written family
 * name first. The team as a definition list whose addresses an inline script assembles from
 * pieces (one from character codes), the head of sales as a schema.org Person in microdata, the
 * webshop desk as a "Name, function: address" line and the press page's "Sajtókapcsolat:" label
 * line. The clay supplier's address and the resellers' price list (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tiszazugi-keramia.test';

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/rolunk.html', 'Rólunk'],
  ['/termekek.html', 'Termékeink'],
  ['/csapatunk.html', 'Csapatunk'],
  ['/sajto.html', 'Sajtó'],
  ['/kapcsolat.html', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tiszazugi Kerámia',
  head: [
    '<meta name="author" content="Tiszazugi Kerámia Kft.">',
    '<link rel="preconnect" href="https://fonts.googleapis.com">',
    '<link href="https://fonts.googleapis.com/css2?family=Lora:wght@400;600&amp;family=Source+Sans+3&amp;display=swap" rel="stylesheet">',
    '<link rel="stylesheet" href="/css/stilus.css?v=7">',
    '<link rel="icon" href="/favicon.ico">',
  ],
  header: (p) =>
    `<div class="wrap"><header class="fejlec"><a href="/" class="logo"><img src="/img/tiszazugi-logo.svg" alt="Tiszazugi Kerámia" width="180"></a>` +
    `<ul class="menu">${MENU.map(([h, l]) => `<li${h === p.path ? ' class="aktiv"' : ''}><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></header>`,
  footer: () =>
    `<footer class="lablec"><p>Tiszazugi Kerámia Kft. · 5471 Tiszakürt, Kossuth Lajos utca 22. · Adószám: 24881735-2-16 · Cg. 16-09-017452</p><p>Telefon: ${tel('+36 56 337 210')} · E-mail: ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="/adatvedelem.html">Adatvédelem</a> · <a href="/viszonteladoknak.html">Viszonteladóknak</a></p><p class="kicsi">© 2009–2025 Tiszazugi Kerámia. Minden jog fenntartva.</p></footer></div>`,
  bodyEnd: [
    `<div id="suti" class="suti-sav" hidden>Weboldalunk csak a működéshez szükséges sütiket használ. <a href="/adatvedelem.html">Részletek</a> <button type="button" onclick="document.getElementById('suti').hidden=true;localStorage.setItem('suti','1')">Rendben</button></div>`,
    `<script>if(!localStorage.getItem('suti')){document.getElementById('suti').hidden=false;}</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });

/** The inline script the site's author pastes under each name. */
const concatScript = (local: string): string =>
  `<script>var u = '${local}'; var d = 'tiszazugi-keramia' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');</script>`;
const SZABO_CODES = charCodes(`szabo.katalin@${HOST}`);
const charcodeScript = `<script>document.write('<a href="mailto:' + String.fromCharCode(${SZABO_CODES}) + '">' + String.fromCharCode(${SZABO_CODES}) + '</a>');</script>`;

type Member = { shown: string; name: string; title: string; local: string; cases: CaseKind[] };
const CSAPAT: Member[] = [
  { shown: 'Tóth Zoltán', name: 'Tóth Zoltán', title: 'ügyvezető igazgató', local: 'toth.zoltan', cases: [] },
  { shown: 'dr. Fehér Gábor', name: 'Fehér Gábor', title: 'minőségbiztosítási vezető', local: 'feher.gabor', cases: ['honorific'] },
  { shown: 'Szabó Katalin', name: 'Szabó Katalin', title: 'termelésvezető', local: 'szabo.katalin', cases: [] },
  { shown: 'Fülöp Ildikó', name: 'Fülöp Ildikó', title: 'formatervező, keramikus', local: 'fulop.ildiko', cases: [] },
  { shown: 'Horváth Bence', name: 'Horváth Bence', title: 'exportértékesítő (DE, AT)', local: 'horvath.bence', cases: [] },
];

export function tiszazugiKeramia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kőagyag edények és kerámia burkolatok',
    main: `<section class="nyito"><h1>Kézzel mázazott kőagyag 1987 óta</h1><p>Tiszakürti üzemünkben 38 munkatársunk készít étkészleteket, virágtartókat és egyedi kerámia burkolólapokat éttermeknek, szállodáknak és magánházaknak.</p><p><a href="/termekek.html" class="gomb">Termékeink</a> <a href="/kapcsolat.html" class="gomb">Ajánlatkérés</a></p></section>`,
  });

  pages['/rolunk.html'] = page({
    path: '/rolunk.html',
    title: 'Rólunk',
    main: `<article><h1>Rólunk</h1><p>A céget Tóth Lajos fazekasmester alapította 1987-ben; ma fia, Tóth Zoltán vezeti. Agyagunkat a Bükk lábánál fekvő bányából kapjuk – beszállítónk, a Mezőkövesdi Agyagbánya Zrt. rendelési címe: megrendeles@mezokovesdi-agyagbanya.hu.</p><p>A kemencéink gázüzeműek, a mázainkat mi keverjük, ólom- és kadmiummentes alapanyagokból.</p></article>`,
  });

  pages['/termekek.html'] = page({
    path: '/termekek.html',
    title: 'Termékeink',
    main: `<article><h1>Termékeink</h1><ul class="racs"><li><img src="/img/termekek/bogracs-tal.jpg" alt=""><h3>Tiszazugi étkészlet</h3><p>Kőagyag, 1250 °C-on égetve, mosogatógépbe tehető.</p></li><li><img src="/img/termekek/burkololap.jpg" alt=""><h3>Kézzel festett burkolólapok</h3><p>10×10 és 15×15 cm, egyedi mintával is.</p></li></ul></article>`,
  });

  pages['/csapatunk.html'] = page({
    path: '/csapatunk.html',
    title: 'Csapatunk',
    main:
      `<article><h1>Csapatunk</h1><p>Kérdéseivel forduljon közvetlenül a megfelelő kollégához!</p><dl class="csapat">` +
      CSAPAT.map((m) => `<dt>${esc(m.shown)}</dt><dd>${esc(m.title)}</dd><dd class="email">${m.local === 'szabo.katalin' ? charcodeScript : concatScript(m.local)}</dd>`).join('') +
      `</dl><noscript><p>Az e-mail címek megjelenítéséhez engedélyezze a JavaScriptet.</p></noscript></article>`,
  });

  pages['/kapcsolat.html'] = page({
    path: '/kapcsolat.html',
    title: 'Kapcsolat',
    main:
      `<article><h1>Kapcsolat</h1><p>Tiszazugi Kerámia Kft.<br>5471 Tiszakürt, Kossuth Lajos utca 22.<br>Nyitva tartás (bemutatóterem): H–P 8–16, Szo 9–12</p>` +
      `<p>Általános ügyek: ${mailto(`info@${HOST}`)}<br>Webáruház, rendelések: ${mailto(`rendeles@${HOST}`)}</p>` +
      `<h2>Értékesítés</h2><div class="nevjegy" itemscope itemtype="https://schema.org/Person"><strong itemprop="name">Nagy Erzsébet</strong><br><span itemprop="jobTitle">értékesítési vezető</span><br>Tel.: <span itemprop="telephone">${tel('+36 30 912 4471')}</span><br>E-mail: <a itemprop="email" href="mailto:nagy.erzsebet@${HOST}">nagy.erzsebet@${HOST}</a></div>` +
      `<p>Varga Levente, webáruház-ügyfélszolgálat: ${mailto(`varga.levente@${HOST}`)}, ${tel('+36 56 337 214')}</p></article>`,
  });

  pages['/sajto.html'] = page({
    path: '/sajto.html',
    title: 'Sajtó',
    main:
      `<article><h1>Sajtó</h1><p>Letölthető logók és termékfotók nyomdai minőségben a sajtócsomagunkban (ZIP, 84 MB).</p>` +
      `<p class="sajtokapcsolat">Sajtókapcsolat: Kiss Dóra, marketingmenedzser, 5471 Tiszakürt, Kossuth Lajos utca 22., ${tel('+36 30 455 1290')}, ${mailto(`kiss.dora@${HOST}`)}</p></article>`,
  });

  pages['/adatvedelem.html'] = page({ path: '/adatvedelem.html', title: 'Adatvédelem', main: `<article><h1>Adatkezelési tájékoztató</h1><p>Az adatkezelő a Tiszazugi Kerámia Kft. Weboldalunk nem használ nyomkövető sütiket.</p></article>` });
  pages['/viszonteladoknak.html'] = page({
    path: '/viszonteladoknak.html',
    title: 'Viszonteladóknak',
    main: `<article><h1>Nagykereskedelmi árlista</h1><p>Az árlista jelszóval érhető el. Hozzáférést a ${mailto(`nagyker@${HOST}`)} címen kérhet.</p></article>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /viszonteladoknak.html\nDisallow: /css/\n`,
      pages,
      headers: { Server: 'Apache', 'Last-Modified': 'Tue, 11 Feb 2025 09:14:02 GMT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-115',
      languages: ['hu'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat.html'], cases: ['role', 'plain'] },
        { address: `rendeles@${HOST}`, name: null, title: null, pages: ['/kapcsolat.html'], cases: ['role', 'plain', ln] },
        ...CSAPAT.map((m) => {
          const charcode = m.local === 'szabo.katalin';
          return {
            address: `${m.local}@${HOST}`,
            name: m.name,
            title: m.title,
            pages: ['/csapatunk.html'],
            encoded: charcode ? { kind: 'charcodes' as const, text: SZABO_CODES } : { kind: 'script' as const, text: concatScript(m.local) },
            cases: ['definition-list', charcode ? 'script-charcode' : 'script-concat', ln, ...m.cases] as CaseKind[],
          };
        }),
        { address: `nagy.erzsebet@${HOST}`, name: 'Nagy Erzsébet', title: 'értékesítési vezető', pages: ['/kapcsolat.html'], cases: ['microdata', 'plain', ln] },
        { address: `varga.levente@${HOST}`, name: 'Varga Levente', title: 'webáruház-ügyfélszolgálat', pages: ['/kapcsolat.html'], cases: ['name-title-line', 'plain', ln] },
        { address: `kiss.dora@${HOST}`, name: 'Kiss Dóra', title: 'marketingmenedzser', pages: ['/sajto.html'], cases: ['label-line', 'plain', ln] },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/viszonteladoknak.html'],
      nonAddresses: [
        { text: `nagyker@${HOST}`, kind: 'disallowed' },
        { text: 'megrendeles@mezokovesdi-agyagbanya.hu', kind: 'other-company' },
      ],
    },
  };
}
