/**
 * Základní škola Kolín, Vrchlického 12: a public primary school, on Drupal 10 with the Olivero
 * theme. The contacts page lists the management as "function: Mgr. Name, address" lines, states
 * the teachers' scheme (jmeno.prijmeni@…) and shows the school's bursar as a schema.org Person in
 * RDFa; the teaching staff as a Views table, two addresses written "(at)" by hand; the canteen's
 * mailbox, and in an HTML comment the after-school club's old one. The founding town's registry
 * address, the robotics club's git clone URL and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zs-vrchlickeho-kolin.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-skole', 'O škole'],
  ['/pedagogicky-sbor', 'Pedagogický sbor'],
  ['/skolni-jidelna', 'Školní jídelna'],
  ['/zapis-do-1-trid', 'Zápis do 1. tříd'],
  ['/kontakty', 'Kontakty'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'ZŠ Kolín, Vrchlického 12',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="icon" href="/themes/custom/zsvrchlickeho/favicon.ico" type="image/vnd.microsoft.icon">`,
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3nB0yW1tO7uVJ2f9m4YkR8cHs5dLp6aEe0iGzTbU.css?delta=0&amp;language=cs&amp;theme=zsvrchlickeho&amp;include=eJxdjkEK">`,
  ],
  header: () =>
    `<a href="#main-content" class="visually-hidden focusable skip-link">Přejít na hlavní obsah</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">` +
    `<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable"><div class="site-header__inner"><div class="site-header__inner__container container"><div id="block-zsvrchlickeho-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/logo-zs.svg" alt="Domů" fetchpriority="high"></a><div class="site-branding__text"><div class="site-branding__name"><a href="/" title="Domů" rel="home">ZŠ Kolín, Vrchlického 12</a></div></div></div></div>` +
    `<div class="mobile-buttons"><button class="button-toggle mobile-nav-button" aria-label="Hlavní navigace"><span class="mobile-nav-button__label">Menu</span></button></div>` +
    `<div id="header-nav" class="header-nav"><nav role="navigation" aria-labelledby="block-zsvrchlickeho-main-menu-menu" id="block-zsvrchlickeho-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-zsvrchlickeho-main-menu-menu">Hlavní navigace</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">` +
    MENU.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-link-system-path="node"><span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">${esc(l)}</span></a></li>`).join('') +
    `</ul></nav></div></div></div></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full"><div class="region--footer_top__inner"><div id="block-zsvrchlickeho-paticka" class="block block-block-content block-block-content1f6c2b3a-7d8e-4f90-a1b2-c3d4e5f60718"><div class="block__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">` +
    `<p><strong>Základní škola Kolín, Vrchlického 12, příspěvková organizace</strong><br>Vrchlického 12, 280 02 Kolín II · IČO: 48665789 · ID datové schránky: t4k7m2p<br>Tel.: ${tel('+420 321 722 410')} · E-mail: ${mailto(`reditelstvi@${HOST}`)}</p>` +
    `<p><a href="/prohlaseni-o-pristupnosti">Prohlášení o přístupnosti</a> · <a href="/ochrana-osobnich-udaju">GDPR</a> · <a href="/intranet">Intranet pro zaměstnance</a></p></div></div></div></div></div></div></footer></div></div></div>`,
  bodyEnd: [
    `<div class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info" role="dialog" aria-describedby="popup-text" hidden><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message"><h2>Tento web používá soubory cookies</h2><p>Používáme pouze technické cookies nezbytné pro fungování webu.</p></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-default-button">Rozumím</button></div></div></div>`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"cs"},"eu_cookie_compliance":{"popup_enabled":true}}</script>`,
    `<script src="/sites/default/files/js/js_8pQ2vN4yX0rZkL6mT1cB3dF5hJ7gW9sA0eR2uI4oP6.js?scope=footer&amp;delta=0&amp;language=cs&amp;theme=zsvrchlickeho"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });
const node = (title: string, body: string): string =>
  `<a id="main-content" tabindex="-1"></a><div class="main-content__container container"><div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-zsvrchlickeho-page-title" class="block block-core block-page-title-block"><h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">${esc(title)}</span></h1></div>` +
  `<div id="block-zsvrchlickeho-content" class="block block-system block-system-main-block"><article data-history-node-id="${title.length * 13}" class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${body}</div></div></article></div></div></div>`;

type Line = { fn: string; shown: string; name: string; title: string; local: string; phone: string };
const VEDENI: Line[] = [
  { fn: 'Ředitelka školy', shown: 'Mgr. Jana Šťastná', name: 'Jana Šťastná', title: 'Ředitelka školy', local: 'jana.stastna', phone: '+420 321 722 411' },
  { fn: 'Zástupce ředitelky pro 2. stupeň', shown: 'Mgr. Ondřej Kratochvíl', name: 'Ondřej Kratochvíl', title: 'Zástupce ředitelky pro 2. stupeň', local: 'ondrej.kratochvil', phone: '+420 321 722 412' },
  { fn: 'Výchovná poradkyně', shown: 'PaedDr. Hana Marková', name: 'Hana Marková', title: 'Výchovná poradkyně', local: 'hana.markova', phone: '+420 321 722 415' },
];

type Teacher = { shown: string; name: string; title: string; local: string; at?: boolean };
const SBOR: Teacher[] = [
  { shown: 'Mgr. Lucie Benešová', name: 'Lucie Benešová', title: 'třídní učitelka 1. A', local: 'lucie.benesova' },
  { shown: 'Mgr. Jiří Pokorný', name: 'Jiří Pokorný', title: 'učitel matematiky a fyziky, třídní učitel 8. B', local: 'jiri.pokorny', at: true },
  { shown: 'Mgr. Veronika Čermáková', name: 'Veronika Čermáková', title: 'učitelka českého jazyka a dějepisu', local: 'veronika.cermakova' },
  { shown: 'Bc. Martin Zeman', name: 'Martin Zeman', title: 'učitel tělesné výchovy', local: 'martin.zeman', at: true },
  { shown: 'Mgr. Alena Kopecká', name: 'Alena Kopecká', title: 'učitelka anglického jazyka, metodička prevence', local: 'alena.kopecka' },
];

export function zsVrchlickeho(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    main: node(
      'Vítejte na stránkách naší školy',
      `<p>Jsme úplná základní škola s rozšířenou výukou tělesné výchovy a s 24 třídami pro zhruba 560 žáků. Při škole pracuje školní družina, školní klub a školní jídelna.</p>` +
        `<div class="views-element-container"><div class="view view-aktuality view-display-id-block_1"><div class="view-content"><div class="views-row"><h3><a href="/zapis-do-1-trid">Zápis do 1. tříd proběhne 9. a 10. dubna</a></h3></div><div class="views-row"><h3><a href="/skolni-jidelna">Změna ceny obědů od 1. 3.</a></h3></div></div></div></div>`,
    ),
  });

  pages['/o-skole'] = page({
    path: '/o-skole',
    title: 'O škole',
    main: node('O škole', `<p>Škola byla otevřena v roce 1931. Zřizovatelem je Město Kolín (podatelna: podatelna@mukolin-mesto.cz). Součástí školy je sportovní hala a venkovní hřiště s atletickým oválem.</p><h2>Kroužek robotiky</h2><p>Žáci 7.–9. ročníku programují stavebnice LEGO SPIKE. Své programy sdílejí v repozitáři, který si stáhnete příkazem <code>git clone git@github.com:zs-vrchlickeho-kolin/robotika-spike.git</code>.</p>`),
  });

  pages['/pedagogicky-sbor'] = page({
    path: '/pedagogicky-sbor',
    title: 'Pedagogický sbor',
    main: node(
      'Pedagogický sbor',
      `<div class="views-element-container"><div class="view view-ucitele view-id-ucitele view-display-id-page_1"><div class="view-content"><table class="views-table views-view-table cols-3"><thead><tr><th id="view-title-table-column" class="views-field views-field-title" scope="col">Jméno</th><th class="views-field views-field-field-funkce" scope="col">Funkce / aprobace</th><th class="views-field views-field-field-email" scope="col">E-mail</th></tr></thead><tbody>` +
        SBOR.map(
          (t) =>
            `<tr><td headers="view-title-table-column" class="views-field views-field-title">${esc(t.shown)}</td><td class="views-field views-field-field-funkce">${esc(t.title)}</td><td class="views-field views-field-field-email">${t.at ? `${t.local}(at)zs-vrchlickeho-kolin.test` : mailto(`${t.local}@${HOST}`)}</td></tr>`,
        ).join('') +
        `</tbody></table></div></div></div>`,
    ),
  });

  pages['/skolni-jidelna'] = page({
    path: '/skolni-jidelna',
    title: 'Školní jídelna',
    main: node(
      'Školní jídelna',
      `<p>Od 1. března 2025 činí cena oběda pro žáky 7–10 let 32 Kč, 11–14 let 35 Kč a 15 a více let 38 Kč. Obědy se odhlašují nejpozději den předem do 13:00.</p>` +
        `<p>Odhlášky a dotazy ke stravování: ${mailto(`jidelna@${HOST}`)}, tel. ${tel('+420 321 722 420')}</p>` +
        `<!-- <p>Školní družina: druzina@zs-vrchlickeho-kolin.test</p> -->`,
    ),
  });

  pages['/zapis-do-1-trid'] = page({
    path: '/zapis-do-1-trid',
    title: 'Zápis do 1. tříd',
    main: node('Zápis do 1. tříd', `<p>Zápis do prvních tříd pro školní rok 2025/2026 proběhne ve středu 9. a ve čtvrtek 10. dubna 2025 od 14:00 do 18:00. Žádost o přijetí si můžete stáhnout na této stránce nebo vyzvednout v kanceláři školy.</p><p>S dotazy se obracejte na vedení školy – viz <a href="/kontakty">Kontakty</a>.</p>`),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    main: node(
      'Kontakty',
      `<p>Kancelář školy: ${tel('+420 321 722 410')}, ${mailto(`reditelstvi@${HOST}`)} (úřední hodiny Po–Pá 7:30–15:00)</p><h2>Vedení školy</h2>` +
        VEDENI.map((v) => `<p>${esc(v.fn)}: <strong>${esc(v.shown)}</strong>, ${mailto(`${v.local}@${HOST}`)}, tel. ${tel(v.phone)}</p>`).join('') +
        `<h2>Hospodářka školy</h2><div vocab="https://schema.org/" typeof="Person" class="kontakt-osoba"><p><span property="name">Ivana Růžičková</span>, <span property="jobTitle">hospodářka školy</span><br>tel. <span property="telephone">${tel('+420 321 722 418')}</span>, e-mail: <a property="email" href="mailto:ivana.ruzickova@${HOST}">ivana.ruzickova@${HOST}</a></p></div>` +
        `<p>E-mailové adresy všech pedagogů jsou ve tvaru jmeno.prijmeni@zs-vrchlickeho-kolin.test (bez diakritiky). Seznam vyučujících najdete v sekci <a href="/pedagogicky-sbor">Pedagogický sbor</a>.</p>`,
    ),
  });

  pages['/prohlaseni-o-pristupnosti'] = page({ path: '/prohlaseni-o-pristupnosti', title: 'Prohlášení o přístupnosti', main: node('Prohlášení o přístupnosti', `<p>Škola se zavazuje ke zpřístupnění svých webových stránek v souladu se zákonem č. 99/2019 Sb.</p>`) });
  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', main: node('Ochrana osobních údajů', `<p>Pověřencem pro ochranu osobních údajů je pracovník Městského úřadu Kolín.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: node('Intranet pro zaměstnance', `<p>Přihlášení školním účtem. Zapomenuté heslo: ${mailto(`spravce@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /comment/reply/\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/login\nDisallow: /user/logout\nDisallow: /intranet\n`,
      sitemapXml: urlset(HOST, ['/', '/o-skole', '/pedagogicky-sbor', '/skolni-jidelna', '/zapis-do-1-trid', '/kontakty', '/prohlaseni-o-pristupnosti', '/ochrana-osobnich-udaju'], '2025-03-03'),
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-115',
      languages: ['cs'],
      addresses: [
        { address: `reditelstvi@${HOST}`, name: null, title: null, pages: ['/', '/kontakty'], cases: ['role', 'plain'] },
        { address: `jidelna@${HOST}`, name: null, title: null, pages: ['/skolni-jidelna'], cases: ['role', 'plain', ln] },
        ...VEDENI.map((v) => ({ address: `${v.local}@${HOST}`, name: v.name, title: v.title, pages: ['/kontakty'], cases: ['title-name-line', 'honorific', 'plain', ln] as CaseKind[] })),
        { address: `ivana.ruzickova@${HOST}`, name: 'Ivana Růžičková', title: 'hospodářka školy', pages: ['/kontakty'], cases: ['rdfa', 'plain', ln] },
        ...SBOR.map((t) => ({ address: `${t.local}@${HOST}`, name: t.name, title: t.title, pages: ['/pedagogicky-sbor'], cases: ['table', 'honorific', t.at ? 'obfuscated' : 'plain', ln] as CaseKind[] })),
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakty', text: `jmeno.prijmeni@${HOST}` },
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `jmeno.prijmeni@${HOST}`, kind: 'scheme' },
        { text: `druzina@${HOST}`, kind: 'comment' },
        { text: `spravce@${HOST}`, kind: 'disallowed' },
        { text: 'podatelna@mukolin-mesto.cz', kind: 'other-company' },
        { text: 'git@github.com', kind: 'git' },
      ],
    },
  };
}
