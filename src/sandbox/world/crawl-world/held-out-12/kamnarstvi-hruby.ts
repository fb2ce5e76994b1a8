/**
 * Kamnářství Hrubý: a tiled-stove and fireplace builder near Jihlava, Czech only, a Joomla site
 * with a sitemap index whose careers sitemap is gzip-compressed. Surname addresses. The office in
 * a table with academic titles, the managing director also a JSON-LD founder, the enquiries desk a
 * JSON-LD contactPoint, the stove builders as cards (one behind Joomla's e-mail cloak, one an
 * architect with Ing. arch. and Ph.D.), the ceramicist in prose, the HR officer "(at)" on a page
 * only the sitemap lists, the general address in character references, a tile works' address, a
 * placeholder, and a wholesale price list robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kamnarstvi-hruby.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-nas', 'O nás'],
  ['/nas-tym', 'Náš tým'],
  ['/reference', 'Reference'],
  ['/kontakty', 'Kontakty'],
];

/** Joomla's "Email Cloaking" plugin output for kucera@kamnarstvi-hruby.test. */
const CLOAK = String.raw`
 document.getElementById('cloak7b41c2').innerHTML = '';
 var prefix = '&#109;a' + 'i&#108;' + '&#116;o';
 var path = 'hr' + 'ef' + '=';
 var addy7b41c2 = 'k&#117;c&#101;r&#97;' + '&#64;';
 addy7b41c2 = addy7b41c2 + 'k&#97;mn&#97;rstv&#105;-hr&#117;by' + '&#46;' + 't&#101;st';
 var addy_text7b41c2 = 'k&#117;c&#101;r&#97;' + '&#64;' + 'k&#97;mn&#97;rstv&#105;-hr&#117;by' + '&#46;' + 't&#101;st';document.getElementById('cloak7b41c2').innerHTML += '<a ' + path + '\'' + prefix + ':' + addy7b41c2 + '\'>'+addy_text7b41c2+'<\/a>';
`;

const theme: Theme = {
  host: HOST,
  siteName: 'Kamnářství Hrubý',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', '<link href="/templates/kamna/css/template.css?4f1e2a" rel="stylesheet">'],
  header: () =>
    `<header class="header"><div class="container"><a class="brand-logo" href="/"><img src="/images/logo-hruby.png" alt="Kamnářství Hrubý"></a>` +
    `<nav class="navbar"><ul class="mod-menu">${MENU.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="footer"><div class="container"><p>Kamnářství Hrubý s.r.o. · Brněnská 58, 586 01 Jihlava · IČO 26293412 · ${tel('+420 567 310 482')}</p>` +
    `<p>E-mail: <a href="${entities(`mailto:info@${HOST}`)}">${entities(`info@${HOST}`)}</a> · <a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a> · <a href="/pro-partnery">Pro partnery</a></p></div></footer>`,
  privacyPath: { cs: '/ochrana-osobnich-udaju' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const item = (html: string) => `<div class="com-content-article item-page">${html}</div>`;

const OFFICE: { fn: string; shown: string; name: string; phone: string; address: string; honorific: boolean }[] = [
  { fn: 'jednatel', shown: 'Ing. Tomáš Hrubý', name: 'Tomáš Hrubý', phone: '+420 603 218 440', address: 'hruby@kamnarstvi-hruby.test', honorific: true },
  { fn: 'vedoucí realizací, kamnář', shown: 'Petr Dvořák', name: 'Petr Dvořák', phone: '+420 604 552 107', address: 'dvorak@kamnarstvi-hruby.test', honorific: false },
  { fn: 'obchodní zástupce', shown: 'Mgr. Jana Kolářová', name: 'Jana Kolářová', phone: '+420 731 118 906', address: 'kolarova@kamnarstvi-hruby.test', honorific: true },
  { fn: 'účetní', shown: 'Lenka Šimková', name: 'Lenka Šimková', phone: '+420 567 310 483', address: 'simkova@kamnarstvi-hruby.test', honorific: false },
];

export function kamnarstviHruby(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kachlová kamna a krby na míru',
    lang: 'cs',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'HomeAndConstructionBusiness',
        name: 'Kamnářství Hrubý s.r.o.',
        url: `${ORIGIN}/`,
        telephone: '+420 567 310 482',
        address: { '@type': 'PostalAddress', streetAddress: 'Brněnská 58', postalCode: '586 01', addressLocality: 'Jihlava', addressCountry: 'CZ' },
        founder: { '@type': 'Person', name: 'Tomáš Hrubý', jobTitle: 'jednatel', email: 'hruby@kamnarstvi-hruby.test' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: 'poptavky@kamnarstvi-hruby.test', telephone: '+420 567 310 482', availableLanguage: ['cs', 'de'] },
      },
    ],
    main: item(
      `<h1>Kachlová kamna a krby na míru</h1><p>Stavíme kachlová kamna, sporáky, krby a akumulační pece na Vysočině a v jižních Čechách. Návrh, stavba i revize spalinových cest.</p>` +
        `<p>Nezávazné poptávky posílejte na ${mailto('poptavky@kamnarstvi-hruby.test')}.</p>`,
    ),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    lang: 'cs',
    main: item(
      `<h1>O nás</h1><p>Řemeslo stavby kamen se v rodině Hrubých dědí od roku 1921. Firmu v dnešní podobě založil v roce 1996 kamnářský mistr Jiří Hrubý, od roku 2015 ji vede jeho syn Tomáš.</p>` +
        `<p>Kachle si vyrábíme sami ve vlastní keramické dílně. Vede ji keramička Eva Procházková, která vám ráda poradí s výběrem glazury – napište jí na ${mailto('prochazkova@kamnarstvi-hruby.test')}.</p>` +
        `<p>Šamotové a kachlové polotovary odebíráme také z Keramiky Bechyně (${mailto('objednavky@keramika-bechyne.test')}).</p>`,
    ),
  });

  pages['/nas-tym'] = page({
    path: '/nas-tym',
    title: 'Náš tým',
    lang: 'cs',
    main: item(
      `<h1>Náš tým</h1>\n<div class="row team">\n` +
        `<div class="col card"><img src="/images/tym/kucera.jpg" alt=""><h3>Martin Kučera</h3><p>kamnář</p>` +
        `<p><span id="cloak7b41c2">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type="text/javascript">${CLOAK}</script></p></div>\n` +
        `<div class="col card"><img src="/images/tym/benes.jpg" alt=""><h3>Ondřej Beneš</h3><p>topenář, montáže krbových vložek</p><p>${mailto('benes@kamnarstvi-hruby.test')}</p></div>\n` +
        `<div class="col card"><img src="/images/tym/vesela.jpg" alt=""><h3>Ing. arch. Klára Veselá, Ph.D.</h3><p>návrhářka kamen</p><p>${mailto('vesela@kamnarstvi-hruby.test')}</p></div>\n` +
        `</div>`,
    ),
  });

  pages['/reference'] = page({
    path: '/reference',
    title: 'Reference',
    lang: 'cs',
    main: item(`<h1>Reference</h1><p>Kachlová kamna na faře v Telči, krbová kamna v hotelu Gustav Mahler, pec na chleba v Třešti a dalších 400 staveb.</p>`),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    lang: 'cs',
    main: item(
      `<h1>Kontakty</h1><p>Vzorková prodejna: Brněnská 58, Jihlava, po–pá 8–16.</p>\n` +
        `<table class="table kontakty"><thead><tr><th>Funkce</th><th>Jméno</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>\n` +
        OFFICE.map((o) => `<tr><td>${esc(o.fn)}</td><td>${esc(o.shown)}</td><td>${tel(o.phone)}</td><td>${mailto(o.address)}</td></tr>`).join('\n') +
        `\n</tbody></table>` +
        `<form class="poptavka"><label>Váš e-mail <input type="email" name="email" placeholder="jmeno@seznam.cz"></label><button>Odeslat poptávku</button></form>`,
    ),
  });

  pages['/ochrana-osobnich-udaju'] = page({
    path: '/ochrana-osobnich-udaju',
    title: 'Ochrana osobních údajů',
    lang: 'cs',
    main: item(`<h1>Ochrana osobních údajů</h1><p>Správcem osobních údajů je Kamnářství Hrubý s.r.o., Brněnská 58, Jihlava.</p>`),
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    lang: 'cs',
    main: item(
      `<h1>Volná místa</h1><p>Přijmeme kamnáře nebo zedníka se zájmem o obor (zaučíme) a pomocného dělníka na stavby.</p>` +
        `<p>Personalistka: Bc. Radka Horáková, horakova(at)kamnarstvi-hruby.test, tel. 567 310 484</p>`,
    ),
  });

  pages['/pro-partnery'] = page({
    path: '/pro-partnery',
    title: 'Pro partnery',
    lang: 'cs',
    main: item(`<h1>Velkoobchodní ceník</h1><p>Ceník kachlí pro kamnáře a stavebniny. Přístup: ${mailto('velkoobchod@kamnarstvi-hruby.test')}</p>`),
  });

  pages['/sitemap-stranky.xml'] = xmlPage(urlset(HOST, ['/', '/o-nas', '/nas-tym', '/reference', '/kontakty', '/ochrana-osobnich-udaju'], '2025-01-28'));
  pages['/sitemap-kariera.xml.gz'] = gzipXmlPage(urlset(HOST, ['/kariera'], '2025-01-28'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /pro-partnery\nDisallow: /tmp/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-stranky.xml', '/sitemap-kariera.xml.gz'], '2025-01-28'),
      pages,
      headers: { Server: 'Apache/2.4.58 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-12',
      languages: ['cs'],
      addresses: [
        ...OFFICE.map((o) => ({
          address: o.address,
          name: o.name,
          title: o.fn,
          pages: o.fn === 'jednatel' ? ['/kontakty', '/'] : ['/kontakty'],
          cases: [
            'table',
            'plain',
            ln,
            ...(o.honorific ? ['honorific'] : []),
            ...(o.fn === 'jednatel' ? ['json-ld-person'] : []),
          ] as CaseKind[],
        })),
        {
          address: 'kucera@kamnarstvi-hruby.test',
          name: 'Martin Kučera',
          title: 'kamnář',
          pages: ['/nas-tym'],
          encoded: { kind: 'script', text: CLOAK },
          cases: ['card', 'script-protect', ln],
        },
        { address: 'benes@kamnarstvi-hruby.test', name: 'Ondřej Beneš', title: 'topenář, montáže krbových vložek', pages: ['/nas-tym'], cases: ['card', 'plain', ln] },
        { address: 'vesela@kamnarstvi-hruby.test', name: 'Klára Veselá', title: 'návrhářka kamen', pages: ['/nas-tym'], cases: ['card', 'honorific', 'post-nominal', 'plain', ln] },
        { address: 'prochazkova@kamnarstvi-hruby.test', name: 'Eva Procházková', title: 'keramička', pages: ['/o-nas'], cases: ['prose', 'plain', ln] },
        {
          address: 'horakova@kamnarstvi-hruby.test',
          name: 'Radka Horáková',
          title: 'Personalistka',
          pages: ['/kariera'],
          cases: ['title-name-line', 'honorific', 'obfuscated', 'sitemap-index', 'sitemap-gzip'],
        },
        { address: 'poptavky@kamnarstvi-hruby.test', name: null, title: null, pages: ['/'], cases: ['json-ld-contact-point', 'role', 'plain'] },
        { address: 'info@kamnarstvi-hruby.test', name: null, title: null, pages: ['/', '/kontakty'], cases: ['role', 'entities'] },
      ],
      pattern: '{last}',
      disallowed: ['/pro-partnery'],
      nonAddresses: [
        { text: 'velkoobchod@kamnarstvi-hruby.test', kind: 'disallowed' },
        { text: 'objednavky@keramika-bechyne.test', kind: 'other-company' },
        { text: 'jmeno@seznam.cz', kind: 'placeholder' },
      ],
    },
  };
}
