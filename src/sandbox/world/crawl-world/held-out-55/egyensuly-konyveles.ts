/**
 * Egyensúly Könyvelőiroda: a small accounting and payroll office in Pécs, on Wix, Hungarian only,
 * names written family name first ("dr." before a name). The team as Wix repeater cards marked up
 * with microdata, one address put together by a script from a reversed string; the contact page's
 * definition list of who handles what; the office manager in a sentence of the job advert; the
 * imprint's label lines (the responsible editor, the hosting provider). The client document
 * upload (disallowed) and Wix's retina image names are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'egyensuly-konyveles.test';

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/szolgaltatasaink', 'Szolgáltatásaink'],
  ['/csapatunk', 'Csapatunk'],
  ['/karrier', 'Karrier'],
  ['/kapcsolat', 'Kapcsolat'],
];

const LAKATOS_REV = reversed(`lakatos.mate@${HOST}`);
const LAKATOS_SCRIPT = `<script>(function(){var el=document.getElementById('m-lm');var a=el.getAttribute('data-m').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Egyensúly Könyvelőiroda',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="4c7e2a91-6d3b-4f08-9a15-2e8b7c0d5f36">',
    '<link rel="preconnect" href="https://static.parastorage.com" crossorigin>',
    '<script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js"></script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header"><div class="_C0cc"><div id="comp-lk3r2a1" class="MW5IWV"><a href="/" class="j7pOnl"><img src="https://static.wixstatic.com/media/7c2d41_egyensuly-logo.png/v1/fill/w_180,h_56/logo@2x.png" alt="Egyensúly Könyvelőiroda logó" width="180" height="56"></a></div>` +
    `<nav id="comp-lk3r2a9" aria-label="Webhely" class="StylableHorizontalMenu"><ul class="itemDepth02233374943__menu">` +
    MENU.map(([href, label]) => `<li class="itemDepth02233374943__item"><a href="${href}" class="itemDepth02233374943__container" data-testid="linkElement"><span class="itemDepth02233374943__label">${esc(label)}</span></a></li>`).join('') +
    `</ul></nav></div></header><main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div class="wixui-section">`,
  footer: () =>
    `</div></div></main><footer id="SITE_FOOTER" class="wixui-footer"><div data-testid="richTextElement" class="wixui-rich-text"><p class="font_8">Egyensúly Könyvelőiroda Kft. · 7621 Pécs, Király utca 31. I/4.</p><p class="font_8">${tel('+36 72 555 318')} · ${mailto(`iroda@${HOST}`)}</p>` +
    `<p class="font_8"><a href="/impresszum">Impresszum</a> · <a href="/adatkezeles">Adatkezelés</a> · <a href="/dokumentum-feltoltes">Dokumentumfeltöltés ügyfeleknek</a></p><p class="font_8">©2025 Egyensúly Könyvelőiroda. Készült a Wix.com segítségével</p></div></footer></div></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });
const rich = (html: string): string => `<div data-testid="richTextElement" class="wixui-rich-text">${html}</div>`;

type Member = { shown: string; title: string; local: string; bio: string; scripted?: boolean };
const TEAM: Member[] = [
  { shown: 'dr. Kelemen Ágnes', title: 'ügyvezető, okleveles adószakértő', local: 'kelemen.agnes', bio: 'Több mint húsz éve foglalkozik társasági adóval és ellenőrzésekkel.' },
  { shown: 'Papp Zoltán', title: 'mérlegképes könyvelő', local: 'papp.zoltan', bio: 'Kft.-k és Bt.-k könyvelése, éves beszámolók.' },
  { shown: 'Szabó Réka', title: 'bérszámfejtő, TB-ügyintéző', local: 'szabo.reka', bio: 'Bérszámfejtés, NAV- és TB-bejelentések, cafeteria.' },
  { shown: 'Lakatos Máté', title: 'könyvelő gyakornok', local: 'lakatos.mate', bio: 'Egyéni vállalkozók és KATA-ról áttért ügyfelek könyvelése.', scripted: true },
];

const card = (m: Member): string =>
  `<div role="listitem" class="wixui-repeater__item" itemscope itemtype="https://schema.org/Person"><img src="https://static.wixstatic.com/media/7c2d41_${m.local.replace('.', '_')}.jpg/v1/fill/w_300,h_300/${m.local.replace('.', '-')}@2x.jpg" alt="" width="300" height="300">` +
  `<h4 class="font_4 wixui-rich-text__text" itemprop="name">${esc(m.shown)}</h4><p class="font_8" itemprop="jobTitle">${esc(m.title)}</p><p class="font_9">${esc(m.bio)}</p>` +
  (m.scripted ? `<p class="font_8" id="m-lm" data-m="${LAKATOS_REV}"></p>${LAKATOS_SCRIPT}` : `<p class="font_8"><a href="mailto:${m.local}@${HOST}" itemprop="email">${m.local}@${HOST}</a></p>`) +
  `</div>`;

export function egyensulyKonyveles(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {
    '/': page({
      path: '/',
      title: 'Könyvelés Pécsen',
      main: rich(`<h1 class="font_0">Könyvelés, bérszámfejtés, adótanácsadás Pécsen</h1><p class="font_8">Vállalkozások, egyéni vállalkozók és civil szervezetek könyvelése 2009 óta.</p><p class="font_8"><a href="/csapatunk">Ismerje meg csapatunkat</a></p>`),
    }),
    '/szolgaltatasaink': page({
      path: '/szolgaltatasaink',
      title: 'Szolgáltatásaink',
      main: rich(`<h1 class="font_0">Szolgáltatásaink</h1><ul><li>Könyvelés és beszámolókészítés</li><li>Bérszámfejtés, munkaügy</li><li>Adótanácsadás, NAV-ellenőrzésen való képviselet</li><li>Cégalapítás ügyvédi közreműködéssel</li></ul>`),
    }),
    '/csapatunk': page({
      path: '/csapatunk',
      title: 'Csapatunk',
      main: rich(`<h1 class="font_0">Csapatunk</h1>`) + `<div class="wixui-repeater" role="list">${TEAM.map(card).join('')}</div>`,
    }),
    '/kapcsolat': page({
      path: '/kapcsolat',
      title: 'Kapcsolat',
      main: rich(
        `<h1 class="font_0">Kapcsolat</h1><p class="font_8">Ügyfélfogadás előzetes egyeztetés alapján, hétfőtől csütörtökig 8 és 16 óra között.</p>` +
          `<dl class="kapcsolat"><dt>Általános ügyek, árajánlat</dt><dd>${mailto(`iroda@${HOST}`)}</dd>` +
          `<dt>Irodavezető</dt><dd>Molnár Judit – ${mailto(`molnar.judit@${HOST}`)}</dd>` +
          `<dt>Bérszámfejtés</dt><dd>Szabó Réka – ${mailto(`szabo.reka@${HOST}`)}</dd>` +
          `<dt>Számlázás, pénzügy</dt><dd>Fodor Bence, pénzügyi asszisztens – ${mailto(`fodor.bence@${HOST}`)}</dd></dl>`,
      ),
    }),
    '/karrier': page({
      path: '/karrier',
      title: 'Karrier',
      main: rich(`<h1 class="font_0">Mérlegképes könyvelő munkatársat keresünk</h1><p class="font_8">Teljes munkaidő, hibrid munkavégzés, bejelentett munkaviszony. Fényképes önéletrajzát Molnár Judit irodavezetőnek küldje a ${mailto(`molnar.judit@${HOST}`)} címre.</p>`),
    }),
    '/impresszum': page({
      path: '/impresszum',
      title: 'Impresszum',
      main: rich(
        `<h1 class="font_0">Impresszum</h1><p class="font_8">Üzemeltető: Egyensúly Könyvelőiroda Kft.<br>Székhely: 7621 Pécs, Király utca 31. I/4.<br>Cégjegyzékszám: 02-09-081234<br>Adószám: 25123456-2-02<br>Nyilvántartási szám (könyvviteli szolgáltatás): 123456</p>` +
          `<p class="font_8">Felelős szerkesztő: Kelemen Ágnes ügyvezető, ${mailto(`kelemen.agnes@${HOST}`)}</p>` +
          `<p class="font_8">Tárhelyszolgáltató: Wix.com Ltd., 40 Namal Tel Aviv St., Tel Aviv, Izrael, ${mailto('support@wix-hosting.test')}</p>`,
      ),
    }),
    '/adatkezeles': page({ path: '/adatkezeles', title: 'Adatkezelés', main: rich(`<h1 class="font_0">Adatkezelési tájékoztató</h1><p class="font_8">Adatkezelési kérdésekben az ${mailto(`iroda@${HOST}`)} címen állunk rendelkezésére.</p>`) }),
    '/dokumentum-feltoltes': page({ path: '/dokumentum-feltoltes', title: 'Dokumentumfeltöltés', main: rich(`<h1>Dokumentumfeltöltés</h1><p>Technikai probléma esetén: ${mailto(`feltoltes@${HOST}`)}</p>`) }),
  };

  return {
    site: {
      host: HOST,
      robotsTxt: `# By Wix\nUser-agent: *\nAllow: /\nDisallow: /dokumentum-feltoltes\nDisallow: *?lightbox=\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1732870001.5551234567890' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-55',
      languages: ['hu'],
      nameOrder: 'family-first',
      addresses: [
        { address: `iroda@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        { address: `kelemen.agnes@${HOST}`, name: 'Kelemen Ágnes', title: 'ügyvezető, okleveles adószakértő', titleAlternatives: ['ügyvezető'], pages: ['/csapatunk', '/impresszum'], cases: ['card', 'microdata', 'honorific', 'label-line', 'plain'] },
        { address: `papp.zoltan@${HOST}`, name: 'Papp Zoltán', title: 'mérlegképes könyvelő', pages: ['/csapatunk'], cases: ['card', 'microdata', 'plain'] },
        { address: `szabo.reka@${HOST}`, name: 'Szabó Réka', title: 'bérszámfejtő, TB-ügyintéző', pages: ['/csapatunk', '/kapcsolat'], cases: ['card', 'microdata', 'definition-list', 'plain'] },
        { address: `lakatos.mate@${HOST}`, name: 'Lakatos Máté', title: 'könyvelő gyakornok', pages: ['/csapatunk'], encoded: { kind: 'reversed', text: LAKATOS_REV }, cases: ['card', 'script-reversed'] },
        { address: `molnar.judit@${HOST}`, name: 'Molnár Judit', title: 'Irodavezető', titleAlternatives: ['irodavezető'], pages: ['/kapcsolat', '/karrier'], cases: ['definition-list', 'prose', 'plain'] },
        { address: `fodor.bence@${HOST}`, name: 'Fodor Bence', title: 'pénzügyi asszisztens', pages: ['/kapcsolat'], cases: ['definition-list', 'name-title-line', 'plain'] },
      ],
      pattern: '{last}.{first}',
      disallowed: ['/dokumentum-feltoltes'],
      nonAddresses: [
        { text: `feltoltes@${HOST}`, kind: 'disallowed' },
        { text: 'logo@2x.png', kind: 'retina' },
        { text: 'support@wix-hosting.test', kind: 'other-company' },
        { text: 'react@18.3.1', kind: 'package' },
      ],
    },
  };
}
