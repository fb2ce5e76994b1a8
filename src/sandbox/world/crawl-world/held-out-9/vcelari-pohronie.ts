/**
 * Včelárske družstvo Pohronie: a beekeepers' cooperative with a honey house near Brezno, Slovak
 * only. A hand-built site: the board in a table with a role column (Slovak academic titles before
 * names, a "PhD." after one), the queen breeder and the wax processor in running prose, the
 * honey-house manager as a JSON-LD employee Person and the orders mailbox as a contactPoint, the
 * pollination service address written by String.fromCharCode, the lab address in "[at]" text, a
 * careers page listed only in a sitemap robots.txt names at a path of its own (with the stated
 * name scheme), a jar supplier's address, and a members' zone robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'vcelari-pohronie.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'meno.priezvisko@vcelari-pohronie.test';
const OPELOVANIE_CODES = charCodes('opelovanie@vcelari-pohronie.test');

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-druzstve', 'O družstve'],
  ['/predstavenstvo', 'Predstavenstvo'],
  ['/med-a-produkty', 'Med a produkty'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Včelárske družstvo Pohronie',
  head: ['<link rel="stylesheet" href="/css/hlavny.css?v=7">', '<link rel="icon" href="/obrazky/favicon.png">'],
  header: () =>
    `<div class="hlavicka"><a href="/"><img src="/obrazky/logo-pohronie.png" alt="Včelárske družstvo Pohronie"></a>\n` +
    `<ul class="menu">${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div>`,
  footer: () =>
    `<div class="paticka"><p>Včelárske družstvo Pohronie · Medová 3, 977 01 Brezno · IČO 36123987 · zapísané v OR OS Banská Bystrica, oddiel Dr, vložka 412/S</p>` +
    `<p><a href="/ochrana-udajov">Ochrana osobných údajov</a> · <a href="/pre-clenov">Pre členov</a></p></div>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const obsah = (html: string) => `<div class="obsah">${html}</div>`;

const BOARD: [string, string, string][] = [
  ['Ing. Ján Kováč', 'predseda predstavenstva', 'jan.kovac@vcelari-pohronie.test'],
  ['Mária Hudáková', 'podpredsedníčka, správa včelníc', 'maria.hudakova@vcelari-pohronie.test'],
  ['Mgr. Peter Šimko', 'účtovník družstva', 'peter.simko@vcelari-pohronie.test'],
  ['RNDr. Zuzana Bartošová, PhD.', 'vedúca laboratória, kontrola kvality medu', 'zuzana.bartosova@vcelari-pohronie.test'],
];

export function vcelariPohronie(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Med z Horehronia',
    lang: 'sk',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Včelárske družstvo Pohronie',
        url: `${ORIGIN}/`,
        telephone: '+421 48 611 2233',
        address: { '@type': 'PostalAddress', streetAddress: 'Medová 3', postalCode: '977 01', addressLocality: 'Brezno', addressCountry: 'SK' },
        employee: [{ '@type': 'Person', name: 'Roman Kollár', jobTitle: 'vedúci medárne', email: 'roman.kollar@vcelari-pohronie.test' }],
        contactPoint: { '@type': 'ContactPoint', contactType: 'objednávky', email: 'objednavky@vcelari-pohronie.test', availableLanguage: ['sk', 'cs'] },
      },
    ],
    main: obsah(
      `<h1>Med z Horehronia</h1><p>Štyridsaťdva včelárov, takmer tri tisíc včelstiev a spoločná medáreň v Brezne. Agátový, lipový, lesný a malinový med, vosk a propolis.</p>` +
        `<p>Veľkoodber a objednávky: ${mailto('objednavky@vcelari-pohronie.test')}</p>`,
    ),
  });

  pages['/o-druzstve'] = page({
    path: '/o-druzstve',
    title: 'O družstve',
    lang: 'sk',
    main: obsah(
      `<h2>O družstve</h2><p>Družstvo založilo v roku 1996 jedenásť včelárov z Pohronia, aby mali kde spoločne vytáčať, plniť a predávať med.</p>` +
        `<p>Matky kranskej včely chováme vlastné: o chov sa stará náš chovateľ matiek Michal Baláž, ktorý prijíma objednávky oplodnených matiek na jar na ${mailto('michal.balaz@vcelari-pohronie.test')}.</p>` +
        `<p>Vosk z našich úľov spracúva na medzistienky Eva Poláková, spracovateľka vosku, ktorú zastihnete na ${mailto('eva.polakova@vcelari-pohronie.test')}.</p>`,
    ),
  });

  pages['/predstavenstvo'] = page({
    path: '/predstavenstvo',
    title: 'Predstavenstvo',
    lang: 'sk',
    main: obsah(
      `<h2>Predstavenstvo a zamestnanci</h2><table class="tabulka"><thead><tr><th>Meno</th><th>Funkcia</th><th>E-mail</th></tr></thead><tbody>\n` +
        BOARD.map(([name, role, address]) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mailto(address)}</td></tr>`).join('\n') +
        `\n</tbody></table>`,
    ),
  });

  pages['/med-a-produkty'] = page({
    path: '/med-a-produkty',
    title: 'Med a produkty',
    lang: 'sk',
    main: obsah(
      `<h2>Med a produkty</h2><ul><li>Agátový med 950 g – 11,90 €</li><li>Lesný medovicový med 950 g – 13,50 €</li><li>Propolisová tinktúra 20 ml – 6,00 €</li></ul>` +
        `<p>Sklenené poháre nám dodáva Sklárne Poltár; ak potrebujete rovnaké poháre, obráťte sa priamo na nich: ${mailto('predaj@sklarne-poltar.test')}.</p>` +
        `<p>Opeľovanie sadov a repky (prenájom včelstiev): <span id="opel"></span><script>var o = String.fromCharCode(${OPELOVANIE_CODES}); document.getElementById('opel').innerHTML = '<a href="mailto:' + o + '">' + o + '</a>';</script></p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'sk',
    main: obsah(
      `<h2>Kontakt</h2><p>Medová 3, 977 01 Brezno<br>Tel.: +421 48 611 2233 (po–pi 7:00–15:00)</p><p>Všeobecné otázky: ${mailto('info@vcelari-pohronie.test')}</p>` +
        `<p>Vzorky medu na rozbor: laboratorium [at] vcelari-pohronie [dot] test</p>` +
        `<form method="post" action="/odoslat"><input type="email" name="email" placeholder="vas@email.sk"><textarea name="sprava"></textarea><button>Odoslať</button></form>`,
    ),
  });

  pages['/ochrana-udajov'] = page({
    path: '/ochrana-udajov',
    title: 'Ochrana osobných údajov',
    lang: 'sk',
    main: obsah(`<h2>Ochrana osobných údajov</h2><p>Prevádzkovateľom je Včelárske družstvo Pohronie. Žiadosti dotknutých osôb posielajte na ${mailto('info@vcelari-pohronie.test')}.</p>`),
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    lang: 'sk',
    main: obsah(
      `<h2>Pracujte s nami</h2><p>Na sezónu hľadáme pomocníka do medárne (máj–september). Životopis pošlite na ${mailto('praca@vcelari-pohronie.test')}.</p>\n` +
        `<p>Personálne otázky: Lucia Vargová, personalistka, ${mailto('lucia.vargova@vcelari-pohronie.test')}</p>\n` +
        `<p>Každý z nás má adresu v tvare ${SCHEME} (bez diakritiky).</p>`,
    ),
  });

  pages['/pre-clenov'] = page({
    path: '/pre-clenov',
    title: 'Pre členov',
    lang: 'sk',
    main: obsah(`<h2>Pre členov</h2><p>Výkupné ceny a termíny vytáčania. Prístup: ${mailto('clenovia@vcelari-pohronie.test')}</p>`),
  });

  pages['/mapa/stranky.xml'] = xmlPage(urlset(HOST, ['/', '/o-druzstve', '/predstavenstvo', '/med-a-produkty', '/kontakt', '/ochrana-udajov', '/kariera'], '2025-05-12'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /pre-clenov\nDisallow: /odoslat\n\nSitemap: ${ORIGIN}/mapa/stranky.xml\n`,
      pages,
      headers: { Server: 'nginx/1.22.1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-9',
      languages: ['sk'],
      addresses: [
        {
          address: 'jan.kovac@vcelari-pohronie.test',
          name: 'Ján Kováč',
          title: 'predseda predstavenstva',
          pages: ['/predstavenstvo'],
          cases: ['table', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: 'maria.hudakova@vcelari-pohronie.test',
          name: 'Mária Hudáková',
          title: 'podpredsedníčka, správa včelníc',
          titleAlternatives: ['podpredsedníčka'],
          pages: ['/predstavenstvo'],
          cases: ['table', 'plain', 'link-non-english'],
        },
        { address: 'peter.simko@vcelari-pohronie.test', name: 'Peter Šimko', title: 'účtovník družstva', titleAlternatives: ['účtovník'], pages: ['/predstavenstvo'], cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        {
          address: 'zuzana.bartosova@vcelari-pohronie.test',
          name: 'Zuzana Bartošová',
          title: 'vedúca laboratória, kontrola kvality medu',
          titleAlternatives: ['vedúca laboratória'],
          pages: ['/predstavenstvo'],
          cases: ['table', 'honorific', 'post-nominal', 'plain', 'link-non-english'],
        },
        { address: 'michal.balaz@vcelari-pohronie.test', name: 'Michal Baláž', title: 'chovateľ matiek', pages: ['/o-druzstve'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'eva.polakova@vcelari-pohronie.test', name: 'Eva Poláková', title: 'spracovateľka vosku', pages: ['/o-druzstve'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'roman.kollar@vcelari-pohronie.test', name: 'Roman Kollár', title: 'vedúci medárne', pages: ['/'], cases: ['json-ld-person', 'json-ld-only'] },
        { address: 'lucia.vargova@vcelari-pohronie.test', name: 'Lucia Vargová', title: 'personalistka', pages: ['/kariera'], cases: ['name-title-line', 'sitemap-robots', 'plain'] },
        { address: 'objednavky@vcelari-pohronie.test', name: null, title: null, pages: ['/'], cases: ['json-ld-contact-point', 'role', 'plain'] },
        { address: 'info@vcelari-pohronie.test', name: null, title: null, pages: ['/kontakt', '/ochrana-udajov'], cases: ['role', 'plain', 'link-non-english'] },
        { address: 'laboratorium@vcelari-pohronie.test', name: null, title: null, pages: ['/kontakt'], cases: ['obfuscated', 'role', 'link-non-english'] },
        {
          address: 'opelovanie@vcelari-pohronie.test',
          name: null,
          title: null,
          pages: ['/med-a-produkty'],
          encoded: { kind: 'charcodes', text: OPELOVANIE_CODES },
          cases: ['script-charcode', 'role', 'link-non-english'],
        },
        { address: 'praca@vcelari-pohronie.test', name: null, title: null, pages: ['/kariera'], cases: ['role', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kariera', text: SCHEME },
      disallowed: ['/pre-clenov'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'clenovia@vcelari-pohronie.test', kind: 'disallowed' },
        { text: 'vas@email.sk', kind: 'placeholder' },
        { text: 'predaj@sklarne-poltar.test', kind: 'other-company' },
      ],
    },
  };
}
