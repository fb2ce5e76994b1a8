/**
 * Cívis Könyvelőiroda: an accounting firm in Debrecen on Wix, in Hungarian, names family name
 * first. The team page is a Wix repeater of cards (one tax adviser with "dr." before the name);
 * the founder is also in a sentence on the about page; the services page has a "Name, title,
 * address" line; the contact page a payroll label line, an "Irodavezető: Name" line and, right
 * after it, a documents mailbox tied to nobody. The invoicing partner's address, the contact
 * form's placeholder and the client portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'civis-konyveles-debrecen.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/rolunk', 'Rólunk'],
  ['/szolgaltatasok', 'Szolgáltatások'],
  ['/csapatunk', 'Csapatunk'],
  ['/arak', 'Árak'],
  ['/kapcsolat', 'Kapcsolat'],
];

let compSeq = 0;
const rich = (html: string): string => `<div id="comp-lq${(++compSeq).toString(36)}x7" class="wixui-rich-text" data-testid="richTextElement">${html}</div>`;
const p = (html: string): string => `<p class="font_8 wixui-rich-text__text">${html}</p>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Cívis Könyvelőiroda',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="3c9f1e2a-7b4d-4e58-a1c6-0d2e9f8b7a54">',
    '<link rel="preconnect" href="https://static.parastorage.com">',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.3a1b2c4d.min.css">',
    '<script async src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.3a1b2c4d.bundle.min.js"></script>',
  ],
  header: () =>
    `<div id="SITE_CONTAINER"><div id="main_MF"><header id="SITE_HEADER" class="wixui-header"><div id="comp-header-logo"><a href="/" data-testid="linkElement"><wow-image><img src="https://static.wixstatic.com/media/8f3a21_5c2e7b9d0a41~mv2.png/v1/fill/w_220,h_64/civis-logo.png" alt="Cívis Könyvelőiroda"></wow-image></a></div>` +
    `<nav id="comp-menu" class="wixui-horizontal-menu" aria-label="Webhely"><ul>${MENU.map(([href, label]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header><div id="PAGES_CONTAINER" tabindex="-1">`,
  footer: () =>
    `</div><footer id="SITE_FOOTER" class="wixui-footer">` +
    rich(p('Cívis Könyvelőiroda Kft. · 4026 Debrecen, Piac utca 51. II. em. 4.') + p(`Tel.: ${tel('+36 52 530 418')} · E-mail: ${mailto(`iroda@${HOST}`)}`) + p('Nyitvatartás: H–Cs 8:00–16:30, P 8:00–13:00')) +
    rich(p('<a href="/adatvedelem">Adatvédelmi tájékoztató</a> · <a href="/ugyfelportal">Ügyfélportál belépés</a>') + p('© 2025 Cívis Könyvelőiroda Kft. Készült a Wix.com segítségével.')) +
    `</footer></div></div>`,
  bodyEnd: [
    '<div id="consent-banner-root" data-hook="consent-banner-root"><div class="consent-banner" role="region" aria-label="Cookie-k"><p>Ez a weboldal sütiket (cookie-kat) használ a jobb felhasználói élmény érdekében. <a href="/adatvedelem">Adatvédelmi tájékoztató</a></p><button data-hook="consent-banner-apply-button">Elfogadom</button> <button data-hook="consent-banner-decline-button">Elutasítom</button> <button data-hook="consent-banner-settings-button">Beállítások</button></div></div>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });
const section = (title: string, html: string): string => `<section class="wixui-section"><div class="wixui-column-strip">${rich(`<h1 class="font_2 wixui-rich-text__text">${esc(title)}</h1>`)}${html}</div></section>`;

type Card = { shown: string; name: string; title: string; local: string; honorific?: boolean; text: string };
const CARDS: Card[] = [
  { shown: 'Szabó Ildikó', name: 'Szabó Ildikó', title: 'ügyvezető', local: 'szabo.ildiko', text: 'Okleveles adószakértő, 25 éve a szakmában.' },
  { shown: 'dr. Nagy Gergely', name: 'Nagy Gergely', title: 'adótanácsadó', local: 'nagy.gergely', honorific: true, text: 'Adóellenőrzések, NAV-eljárások, cégalapítás.' },
  { shown: 'Tóth Eszter', name: 'Tóth Eszter', title: 'mérlegképes könyvelő', local: 'toth.eszter', text: 'Kft.-k és Bt.-k könyvelése, éves beszámolók.' },
  { shown: 'Varga Balázs', name: 'Varga Balázs', title: 'mérlegképes könyvelő', local: 'varga.balazs', text: 'Áfa-bevallások, építőipari és mezőgazdasági ügyfelek.' },
  { shown: 'Szőke Bence', name: 'Szőke Bence', title: 'junior könyvelő', local: 'szoke.bence', text: 'Bizonylatok rögzítése, banki egyeztetések.' },
];

export function civisKonyvelesDebrecen(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  compSeq = 0;

  pages['/'] = page({
    path: '/',
    title: 'Könyvelés Debrecenben',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'AccountingService', name: 'Cívis Könyvelőiroda Kft.', url: `${ORIGIN}/`, telephone: '+36 52 530 418', address: { '@type': 'PostalAddress', streetAddress: 'Piac utca 51. II. em. 4.', postalCode: '4026', addressLocality: 'Debrecen', addressCountry: 'HU' }, openingHours: ['Mo-Th 08:00-16:30', 'Fr 08:00-13:00'] }],
    main: section(
      'Könyvelés, bérszámfejtés, adótanácsadás Debrecenben',
      rich(p('Több mint 180 vállalkozás bízza ránk a könyvelését Hajdú-Bihar megyében. Egyéni vállalkozóknak, kft.-knek és egyesületeknek is.') + p('<a href="/szolgaltatasok">Szolgáltatásaink</a> · <a href="/arak">Kérjen árajánlatot!</a>')),
    ),
  });

  pages['/rolunk'] = page({
    path: '/rolunk',
    title: 'Rólunk',
    main: section(
      'Rólunk',
      rich(
        p('Irodánk 2004 óta működik Debrecen belvárosában. Nyolc fős csapatunk minden tagja regisztrált mérlegképes könyvelő vagy adószakértő.') +
          p(`Az iroda ügyvezetője, Szabó Ildikó új ügyfeleinkkel személyesen egyeztet; időpontot a ${mailto(`szabo.ildiko@${HOST}`)} címen kérhet tőle.`),
      ),
    ),
  });

  pages['/szolgaltatasok'] = page({
    path: '/szolgaltatasok',
    title: 'Szolgáltatások',
    main: section(
      'Szolgáltatások',
      rich(
        `<ul class="font_8 wixui-rich-text__text"><li>Kettős könyvvitel és éves beszámoló</li><li>Egyéni vállalkozók és KATA-ból kilépők könyvelése</li><li>Bérszámfejtés, TB-ügyintézés</li><li>Adótanácsadás, képviselet NAV-ellenőrzésen</li></ul>` +
          p('Egyéni vállalkozók és őstermelők ügyeiben:') +
          p(`Horváth Réka, könyvelő, ${mailto(`horvath.reka@${HOST}`)}`) +
          p('Számláit kiállíthatja partnerünk online számlázójával is; a számlázó használatával kapcsolatban a support@szamlazo-felho.test címen segítenek.'),
      ),
    ),
  });

  pages['/csapatunk'] = page({
    path: '/csapatunk',
    title: 'Csapatunk',
    main: section(
      'Csapatunk',
      `<div class="wixui-repeater" data-testid="repeater" role="list">` +
        CARDS.map(
          (c, i) =>
            `<div class="wixui-repeater__item" role="listitem" id="comp-team__item${i}"><wow-image><img src="https://static.wixstatic.com/media/8f3a21_team${i}~mv2.jpg/v1/fill/w_300,h_300/${c.local}.jpg" alt="${esc(c.name)}"></wow-image>` +
            rich(`<h3 class="font_5 wixui-rich-text__text">${esc(c.shown)}</h3>` + p(esc(c.title)) + p(esc(c.text)) + p(mailto(`${c.local}@${HOST}`))) +
            `</div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/arak'] = page({
    path: '/arak',
    title: 'Árak',
    main: section('Árak', rich(p('Egyéni vállalkozók könyvelése: 18 000 Ft/hó-tól') + p('Kft. könyvelése: 35 000 Ft/hó-tól (bizonylatszámtól függően)') + p('Bérszámfejtés: 5 500 Ft/fő/hó'))),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: section(
      'Kapcsolat',
      rich(
        p('Cívis Könyvelőiroda Kft., 4026 Debrecen, Piac utca 51. II. em. 4. (bejárat a Kálvin tér felől, kapucsengő: 4)') +
          p(`Általános ügyek: ${mailto(`iroda@${HOST}`)}, ${tel('+36 52 530 418')}`) +
          p(`Bérszámfejtés: Kiss Judit bérszámfejtő, ${tel('+36 52 530 419')}, ${mailto(`kiss.judit@${HOST}`)}`) +
          p(`Irodavezető: Fekete Zsófia, ${mailto(`fekete.zsofia@${HOST}`)}`) +
          p(`Bizonylatok, bankszámlakivonatok beküldése: ${mailto(`bizonylat@${HOST}`)}`),
      ) +
        `<form class="wixui-form" data-testid="form"><label>Név<input type="text" name="nev"></label><label>E-mail<input type="email" name="email" placeholder="pelda@email.hu"></label><label>Üzenet<textarea name="uzenet"></textarea></label><button type="submit">Küldés</button></form>`,
    ),
  });

  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelmi tájékoztató', main: section('Adatvédelmi tájékoztató', rich(p('Az adatkezelő a Cívis Könyvelőiroda Kft. (cégjegyzékszám: 09-09-012345).'))) });
  pages['/ugyfelportal'] = page({ path: '/ugyfelportal', title: 'Ügyfélportál', main: section('Ügyfélportál', rich(p('Kérjük, jelentkezzen be a tagoknak szóló oldal megtekintéséhez.'))) });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/rolunk', '/szolgaltatasok', '/csapatunk', '/arak', '/kapcsolat'], '2025-02-27'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# by wix.com\nUser-agent: *\nAllow: /\nDisallow: *?lightbox=\nDisallow: /ugyfelportal\n\n# The following is the link to the sitemap:\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml'], '2025-02-27'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1741012345.6789012345678901234', 'X-Seen-By': 'yvSunuo/8ld62ehjr5B7kA==' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-71',
      languages: ['hu'],
      nameOrder: 'family-first',
      addresses: [
        { address: `iroda@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        ...CARDS.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: c.local === 'szabo.ildiko' ? ['/csapatunk', '/rolunk'] : ['/csapatunk'],
          cases: ['card', 'plain', ln, ...(c.honorific ? ['honorific'] : []), ...(c.local === 'szabo.ildiko' ? ['prose'] : [])] as CaseKind[],
        })),
        { address: `horvath.reka@${HOST}`, name: 'Horváth Réka', title: 'könyvelő', pages: ['/szolgaltatasok'], cases: ['name-title-line', 'plain', ln] },
        { address: `kiss.judit@${HOST}`, name: 'Kiss Judit', title: 'bérszámfejtő', pages: ['/kapcsolat'], cases: ['label-line', 'plain', ln] },
        { address: `fekete.zsofia@${HOST}`, name: 'Fekete Zsófia', title: 'Irodavezető', pages: ['/kapcsolat'], cases: ['title-name-line', 'plain', ln] },
        { address: `bizonylat@${HOST}`, name: null, title: null, pages: ['/kapcsolat'], cases: ['neighbour', 'plain', ln] },
      ],
      pattern: '{last}.{first}',
      disallowed: ['/ugyfelportal'],
      nonAddresses: [
        { text: 'support@szamlazo-felho.test', kind: 'other-company' },
        { text: 'pelda@email.hu', kind: 'placeholder' },
      ],
    },
  };
}
