/**
 * FyzioLípa: a physiotherapy and rehabilitation clinic in Olomouc, on WordPress with Astra and
 * Elementor, Czech only. The therapists as Elementor team cards with their degrees written the
 * Czech way (Mgr., Bc., MUDr. before, Ph.D. after the name), one address written "(at)/(dot)" by
 * hand and one as character references; the reception head as "Title: Name" on the contact page,
 * the group-exercise coordinator in a sentence on the about page, the operator's responsible
 * person as a label line on the privacy page, and the clinic's own mailbox built by an inline
 * script in the footer. A booking system (disallowed), an old address in a comment and the
 * external data-protection firm's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fyzio-lipa-olomouc.test';

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-nas', 'O nás'],
  ['/sluzby', 'Služby a ceník'],
  ['/nas-tym', 'Náš tým'],
  ['/kontakt', 'Kontakt'],
];

const RECEPCE_SCRIPT = `<script>var u='recepce';var d='${HOST}';document.write('<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>');</script>`;

const theme: Theme = {
  host: HOST,
  siteName: 'FyzioLípa',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">`,
  ],
  header: () =>
    `<div id="page" class="hfeed site"><header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead"><div class="ast-container"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2023/02/fyziolipa-logo.png" class="custom-logo" alt="FyzioLípa" width="190" height="60"></a></div>` +
    `<nav class="main-header-bar-navigation" aria-label="Hlavní menu"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${31 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${31 + i}"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('') +
    `</ul></nav><a class="ast-button" href="/rezervace">Objednat se online</a></div></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon"><div class="site-primary-footer-wrap"><div class="ast-builder-grid-row"><section class="footer-widget-area widget-area"><aside id="block-7" class="widget widget_block">` +
    `<p><strong>FyzioLípa s.r.o.</strong><br>Lipová 14, 779 00 Olomouc<br>Tel.: ${tel('+420 585 555 214')}<br>E-mail: ${RECEPCE_SCRIPT}<noscript>recepce (zavináč) naše doména</noscript></p>` +
    `<!-- do 2022: objednavky@${HOST} -->` +
    `<p>Ordinační hodiny: Po–Čt 7:00–19:00, Pá 7:00–15:00</p></aside></section>` +
    `<section class="footer-widget-area"><ul><li><a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a></li><li><a href="/rezervace">Online rezervace</a></li></ul></section></div></div>` +
    `<div class="ast-small-footer"><div class="ast-footer-copyright"><p>Copyright © 2025 FyzioLípa | Powered by Astra WordPress Theme</p></div></div></footer></div>`,
  privacyPath: { cs: '/ochrana-osobnich-udaju' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });

const section = (html: string): string =>
  `<div data-elementor-type="wp-page" class="elementor"><section class="elementor-section elementor-top-section elementor-section-boxed"><div class="elementor-container elementor-column-gap-default">${html}</div></section></div>`;

type Card = { shown: string; title: string; mail: string; bio: string; img: string };
const card = (c: Card): string =>
  `<div class="elementor-column elementor-col-25"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-image"><img src="/wp-content/uploads/2024/01/${c.img}.jpg" alt="" width="400" height="400" loading="lazy"></div>` +
  `<div class="elementor-widget elementor-widget-heading"><h3 class="elementor-heading-title elementor-size-default">${esc(c.shown)}</h3></div>` +
  `<div class="elementor-widget elementor-widget-text-editor"><p class="pozice"><em>${esc(c.title)}</em></p><p>${esc(c.bio)}</p><p>${c.mail}</p></div></div></div>`;

const CARDS: Card[] = [
  { shown: 'Mgr. Petra Dvořáková, Ph.D.', title: 'odborná garantka, fyzioterapeutka', mail: mailto(`petra.dvorakova@${HOST}`), bio: 'Vystudovala fyzioterapii na FZV UP v Olomouci, věnuje se léčbě bolestí zad a metodě DNS.', img: 'dvorakova' },
  { shown: 'Bc. Tomáš Kučera', title: 'fyzioterapeut', mail: mailto(`tomas.kucera@${HOST}`), bio: 'Sportovní fyzioterapie, kinesiotaping, rehabilitace po úrazech kolene.', img: 'kucera' },
  { shown: 'Mgr. Lenka Horáková', title: 'fyzioterapeutka – dětská fyzioterapie, Vojtova metoda', mail: `lenka.horakova(at)fyzio-lipa-olomouc(dot)test`, bio: 'Pracuje s kojenci a dětmi, certifikovaná terapeutka Vojtovy metody.', img: 'horakova' },
  { shown: 'MUDr. Jiří Malý', title: 'lékař rehabilitační a fyzikální medicíny', mail: `<a href="${entities(`mailto:jiri.maly@${HOST}`)}">${entities(`jiri.maly@${HOST}`)}</a>`, bio: 'Vstupní lékařská vyšetření, indikace rázové vlny a obstřiky.', img: 'maly' },
  { shown: 'Šárka Novotná, DiS.', title: 'masérka a lymfoterapeutka', mail: mailto(`sarka.novotna@${HOST}`), bio: 'Manuální lymfodrenáž, sportovní a rekondiční masáže.', img: 'novotna' },
];

export function fyzioLipa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {
    '/': page({
      path: '/',
      title: 'Fyzioterapie a rehabilitace v Olomouci',
      description: 'Fyzioterapie, rehabilitace a masáže v centru Olomouce. Bez doporučení i na pojišťovnu.',
      main: section(`<div class="elementor-column elementor-col-100"><h1>Fyzioterapie a rehabilitace v centru Olomouce</h1><p>Pomáháme při bolestech zad, po úrazech a operacích i dětem. Ošetření hradí VZP, ZPMV a OZP na základě poukazu FT.</p><p><a href="/nas-tym">Poznejte náš tým</a> · <a href="/sluzby">Služby a ceník</a></p></div>`),
    }),
    '/o-nas': page({
      path: '/o-nas',
      title: 'O nás',
      main: section(
        `<div class="elementor-column elementor-col-100"><h1>O nás</h1><p>FyzioLípa vznikla v roce 2016 jako malá soukromá ambulance a dnes u nás pracuje šest terapeutů.</p>` +
          `<h2>Skupinová cvičení</h2><p>Každé úterý a čtvrtek vedeme skupinová cvičení pro těhotné, pilates a cvičení pro seniory. Přihlášky a dotazy vyřizuje naše koordinátorka skupinových lekcí Klára Veselá na adrese ${mailto(`klara.vesela@${HOST}`)}.</p></div>`,
      ),
    }),
    '/sluzby': page({
      path: '/sluzby',
      title: 'Služby a ceník',
      main: section(`<div class="elementor-column elementor-col-100"><h1>Služby a ceník</h1><table class="cenik"><tr><th>Služba</th><th>Cena</th></tr><tr><td>Vstupní vyšetření (60 min)</td><td>1 100 Kč</td></tr><tr><td>Individuální terapie (45 min)</td><td>850 Kč</td></tr><tr><td>Rázová vlna</td><td>600 Kč</td></tr><tr><td>Lymfodrenáž (60 min)</td><td>750 Kč</td></tr></table></div>`),
    }),
    '/nas-tym': page({
      path: '/nas-tym',
      title: 'Náš tým',
      main: section(`<h1 class="elementor-heading-title">Náš tým</h1>${CARDS.map(card).join('')}`),
    }),
    '/kontakt': page({
      path: '/kontakt',
      title: 'Kontakt',
      main: section(
        `<div class="elementor-column elementor-col-50"><h1>Kontakt</h1><p>FyzioLípa s.r.o.<br>Lipová 14 (2. patro, výtah)<br>779 00 Olomouc</p><p>Recepce: ${tel('+420 585 555 214')}</p>` +
          `<p>Vedoucí recepce: Ivana Pokorná, ${mailto(`ivana.pokorna@${HOST}`)}</p><p>Parkování ve dvoře je možné po dohodě s recepcí.</p></div>` +
          `<div class="elementor-column elementor-col-50"><div class="wpcf7"><form action="/kontakt#wpcf7-f88" method="post" class="wpcf7-form"><p><label>Vaše jméno<br><input type="text" name="your-name"></label></p><p><label>Váš e-mail<br><input type="email" name="your-email"></label></p><p><label>Zpráva<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Odeslat"></p></form></div></div>`,
      ),
    }),
    '/ochrana-osobnich-udaju': page({
      path: '/ochrana-osobnich-udaju',
      title: 'Ochrana osobních údajů',
      main: section(
        `<div class="elementor-column elementor-col-100"><h1>Zásady ochrany osobních údajů</h1><p>Správcem osobních údajů je společnost FyzioLípa s.r.o., IČO 05512345, se sídlem Lipová 14, 779 00 Olomouc, zapsaná v obchodním rejstříku vedeném Krajským soudem v Ostravě, oddíl C, vložka 70123.</p>` +
          `<p>Odpovědná osoba: Mgr. Martin Sedláček, jednatel společnosti, ${mailto(`martin.sedlacek@${HOST}`)}</p>` +
          `<p>Pověřencem pro ochranu osobních údajů je externí společnost GDPR servis Morava s.r.o., ${mailto('poverenec@gdpr-servis-morava.test')}.</p><p>Zdravotnickou dokumentaci vedeme podle zákona č. 372/2011 Sb.</p></div>`,
      ),
    }),
    '/rezervace': page({
      path: '/rezervace',
      title: 'Online rezervace',
      main: `<h1>Online rezervace</h1><p>Potíže s rezervací? Napište na ${mailto(`rezervace@${HOST}`)}.</p><div id="reservio-widget"></div>`,
    }),
  };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /rezervace\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${['/', '/o-nas', '/sluzby', '/nas-tym', '/kontakt', '/ochrana-osobnich-udaju'].map((p) => `  <url><loc>http://${HOST}${p}</loc></url>`).join('\n')}\n</urlset>\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-55',
      languages: ['cs'],
      addresses: [
        { address: `recepce@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], encoded: { kind: 'script', text: RECEPCE_SCRIPT }, cases: ['role', 'script-concat'] },
        { address: `petra.dvorakova@${HOST}`, name: 'Petra Dvořáková', title: 'odborná garantka, fyzioterapeutka', pages: ['/nas-tym'], cases: ['card', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `tomas.kucera@${HOST}`, name: 'Tomáš Kučera', title: 'fyzioterapeut', pages: ['/nas-tym'], cases: ['card', 'honorific', 'plain', 'link-non-english'] },
        { address: `lenka.horakova@${HOST}`, name: 'Lenka Horáková', title: 'fyzioterapeutka – dětská fyzioterapie, Vojtova metoda', pages: ['/nas-tym'], cases: ['card', 'honorific', 'obfuscated', 'link-non-english'] },
        { address: `jiri.maly@${HOST}`, name: 'Jiří Malý', title: 'lékař rehabilitační a fyzikální medicíny', pages: ['/nas-tym'], cases: ['card', 'honorific', 'entities', 'link-non-english'] },
        { address: `sarka.novotna@${HOST}`, name: 'Šárka Novotná', title: 'masérka a lymfoterapeutka', pages: ['/nas-tym'], cases: ['card', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `ivana.pokorna@${HOST}`, name: 'Ivana Pokorná', title: 'Vedoucí recepce', pages: ['/kontakt'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: `klara.vesela@${HOST}`, name: 'Klára Veselá', title: 'koordinátorka skupinových lekcí', pages: ['/o-nas'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `martin.sedlacek@${HOST}`, name: 'Martin Sedláček', title: 'jednatel společnosti', pages: ['/ochrana-osobnich-udaju'], cases: ['label-line', 'honorific', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/rezervace'],
      nonAddresses: [
        { text: `rezervace@${HOST}`, kind: 'disallowed' },
        { text: `objednavky@${HOST}`, kind: 'comment' },
        { text: 'poverenec@gdpr-servis-morava.test', kind: 'other-company' },
      ],
    },
  };
}
