/**
 * Révfalvi Városi Színház: a municipal theatre in Hungary, on Drupal 9. Names written family name
 * first, as Hungarian does ("Dr. Fekete Zoltán"). The management as "Title: Name – address" lines
 * on the contact page (one address put together by a script), the staff table, the box-office
 * head in schema.org microdata, the press officer in RDFa with a photo archive address beside a
 * photographer's credit, and a drama teacher in running text on the about page. A finance
 * address in a comment, the newsletter placeholder and the rehearsal intranet (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'revfalvi-szinhaz.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Kezdőlap'],
  ['/musor', 'Műsor'],
  ['/tarsulat', 'Társulat'],
  ['/rolunk', 'Rólunk'],
  ['/munkatarsak', 'Munkatársak'],
  ['/jegypenztar', 'Jegypénztár'],
  ['/sajto', 'Sajtó'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Révfalvi Városi Színház',
  head: [
    '<meta name="Generator" content="Drupal 9 (https://www.drupal.org)">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_kq2P8vYd0aX.css">`,
    `<link rel="icon" href="${ORIGIN}/themes/custom/szinhaz/favicon.ico" type="image/vnd.microsoft.icon">`,
  ],
  header: (p) =>
    `<div class="dialog-off-canvas-main-canvas"><header role="banner" class="header"><div class="container"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/szinhaz/logo.svg" alt="Kezdőlap"></a>` +
    `<nav role="navigation" aria-labelledby="block-fomenu-menu" id="block-fomenu"><h2 class="visually-hidden" id="block-fomenu-menu">Főmenü</h2><ul class="menu">${MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}"${href === p.path ? ' class="is-active"' : ''}>${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer role="contentinfo" class="footer"><div class="container"><div class="footer-col"><strong>Révfalvi Városi Színház Nonprofit Kft.</strong><br>8700 Révfalva, Kossuth Lajos u. 12.<br>Fenntartó: Révfalva Város Önkormányzata</div>` +
    `<div class="footer-col">Jegypénztár: ${tel('+36 85 510 220')}<br>${mailto(`jegypenztar@${HOST}`)}</div>` +
    `<div class="footer-col"><a href="/adatkezeles">Adatkezelési tájékoztató</a><br><a href="/belso">Munkatársi belépés</a></div></div></footer></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'hu' });
const node = (title: string, html: string): string =>
  `<div class="layout-content"><article role="article" class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">${esc(title)}</span></h1><div class="node__content clearfix"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div>`;

type Row = { name: string; title: string; phone: string; local: string };
const STAFF: Row[] = [
  { name: 'Horváth Judit', title: 'szervezési osztályvezető', phone: '+36 85 510 224', local: 'horvath.judit' },
  { name: 'Molnár Gergely', title: 'műszaki vezető', phone: '+36 85 510 230', local: 'molnar.gergely' },
  { name: 'Kiss Orsolya', title: 'marketingmenedzser', phone: '+36 85 510 226', local: 'kiss.orsolya' },
  { name: 'Tóth Ádám', title: 'ügyelő', phone: '+36 30 412 8871', local: 'toth.adam' },
];

const VARGA_SCRIPT = `<script>var u = 'varga.bence', h = 'revfalvi-szinhaz';\ndocument.write('<a href="mailto:' + u + '@' + h + '.test">' + u + '@' + h + '.test</a>');</script>`;

export function revfalviSzinhaz(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kezdőlap',
    main:
      `<section class="hero"><h1>2024/2025-ös évad</h1><p>Bérletek és jegyek kaphatók a jegypénztárban és online. <a href="/musor">Teljes műsor</a></p></section>` +
      `<section class="newsletter"><h2>Hírlevél</h2><form action="/" method="post"><label for="edit-mail">E-mail cím</label><input type="email" id="edit-mail" name="mail" placeholder="nev@pelda.hu"><input type="submit" value="Feliratkozom"></form></section>`,
  });
  pages['/musor'] = page({
    path: '/musor',
    title: 'Műsor',
    main: node(
      'Műsor – március',
      `<table class="musor"><tr><td>március 7., 19:00</td><td>Molnár Ferenc: Liliom</td><td>Nagyterem</td></tr><tr><td>március 9., 15:00</td><td>A kis herceg – ifjúsági előadás</td><td>Stúdiószínpad</td></tr><tr><td>március 14., 19:00</td><td>Örkény István: Tóték</td><td>Nagyterem</td></tr></table>`,
    ),
  });
  pages['/tarsulat'] = page({
    path: '/tarsulat',
    title: 'Társulat',
    main: node('Társulat', `<ul class="tarsulat"><li>Bakos Eszter</li><li>Farkas Levente</li><li>Jakab Márton</li><li>Lengyel Nóra</li><li>Sipos Balázs</li><li>Vincze Ilona (Jászai Mari-díjas)</li></ul>`),
  });
  pages['/rolunk'] = page({
    path: '/rolunk',
    title: 'Rólunk',
    main: node(
      'Rólunk',
      `<p>A színház 1912-ben épült a város egykori vigadójának helyén; 1994 óta önálló társulattal működik. Évente mintegy 250 előadást tartunk a nagyteremben, a stúdiószínpadon és a megye településein.</p>` +
        `<p>Ifjúsági és színházpedagógiai programjainkat Pintér Dóra drámapedagógus szervezi, aki az osztályok jelentkezését a ${mailto(`pinter.dora@${HOST}`)} címen várja.</p>`,
    ),
  });
  pages['/munkatarsak'] = page({
    path: '/munkatarsak',
    title: 'Munkatársak',
    main: node(
      'Munkatársak',
      `<table class="table"><thead><tr><th>Név</th><th>Munkakör</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.name)}</td><td>${esc(s.title)}</td><td>${tel(s.phone)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });
  pages['/jegypenztar'] = page({
    path: '/jegypenztar',
    title: 'Jegypénztár',
    main: node(
      'Jegypénztár',
      `<p>Nyitvatartás: hétfő–péntek 10–18 óra, előadásnapokon az előadás kezdetéig.<br>Telefon: ${tel('+36 85 510 220')}, e-mail: ${mailto(`jegypenztar@${HOST}`)}</p>` +
        `<div class="contact-person" itemscope itemtype="https://schema.org/Person"><h3>Csoportos és bérletes ügyek</h3><p><span itemprop="name">Németh Katalin</span>, <span itemprop="jobTitle">jegyirodavezető</span><br><a itemprop="email" href="mailto:nemeth.katalin@${HOST}">nemeth.katalin@${HOST}</a></p></div>`,
    ),
  });
  pages['/sajto'] = page({
    path: '/sajto',
    title: 'Sajtó',
    main: node(
      'Sajtó',
      `<div vocab="https://schema.org/" typeof="Person" class="sajtokapcsolat"><h3>Sajtókapcsolat</h3><p><span property="name">Balogh Réka</span><br><span property="jobTitle">sajtóreferens</span><br>Tel.: <span property="telephone">+36 30 918 2245</span><br><a property="email" href="mailto:balogh.reka@${HOST}">balogh.reka@${HOST}</a></p></div>` +
        `<h3>Sajtófotók</h3><p>Előadásfotóink Lakatos Péter felvételei; a fotós nevének feltüntetésével szabadon közölhetők.</p><p>Nagy felbontású képek: ${mailto(`fotoarchivum@${HOST}`)}</p>`,
    ),
  });
  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    main: node(
      'Kapcsolat',
      `<!-- régi cím, 2024-től: gazdasagi@${HOST} -->` +
        `<p>Révfalvi Városi Színház Nonprofit Kft.<br>8700 Révfalva, Kossuth Lajos u. 12.<br>Titkárság: ${tel('+36 85 510 210')}</p>` +
        `<ul class="vezetes"><li>Igazgató: Dr. Fekete Zoltán – ${mailto(`fekete.zoltan@${HOST}`)}</li><li>Gazdasági igazgató: Szabó Erika – ${mailto(`szabo.erika@${HOST}`)}</li><li>Művészeti titkár: Varga Bence – ${VARGA_SCRIPT}</li></ul>`,
    ),
  });
  pages['/adatkezeles'] = page({ path: '/adatkezeles', title: 'Adatkezelési tájékoztató', main: node('Adatkezelési tájékoztató', `<p>Adatkezelő: Révfalvi Városi Színház Nonprofit Kft., 8700 Révfalva, Kossuth Lajos u. 12.</p>`) });
  pages['/belso'] = page({ path: '/belso', title: 'Munkatársi belépés', main: node('Próbarend', `<p>A heti próbarend és az ügyeleti beosztás. Hibabejelentés: ${mailto(`proba@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const everyPage = Object.keys(pages).filter((p) => p !== '/belso');
  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /belso\n`,
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 9 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-43',
      languages: ['hu'],
      nameOrder: 'family-first',
      addresses: [
        { address: `jegypenztar@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        { address: `fekete.zoltan@${HOST}`, name: 'Fekete Zoltán', title: 'Igazgató', pages: ['/kapcsolat'], cases: ['title-name-line', 'honorific', 'plain', ln] },
        { address: `szabo.erika@${HOST}`, name: 'Szabó Erika', title: 'Gazdasági igazgató', pages: ['/kapcsolat'], cases: ['title-name-line', 'plain', ln] },
        {
          address: `varga.bence@${HOST}`,
          name: 'Varga Bence',
          title: 'Művészeti titkár',
          pages: ['/kapcsolat'],
          encoded: { kind: 'script', text: VARGA_SCRIPT },
          cases: ['title-name-line', 'script-concat', ln],
        },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/munkatarsak'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: `nemeth.katalin@${HOST}`, name: 'Németh Katalin', title: 'jegyirodavezető', pages: ['/jegypenztar'], cases: ['microdata', 'plain', ln] },
        { address: `balogh.reka@${HOST}`, name: 'Balogh Réka', title: 'sajtóreferens', pages: ['/sajto'], cases: ['rdfa', 'plain', ln] },
        { address: `fotoarchivum@${HOST}`, name: null, title: null, pages: ['/sajto'], cases: ['neighbour', 'plain', ln] },
        { address: `pinter.dora@${HOST}`, name: 'Pintér Dóra', title: 'drámapedagógus', pages: ['/rolunk'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{last}.{first}',
      disallowed: ['/belso'],
      nonAddresses: [
        { text: `gazdasagi@${HOST}`, kind: 'comment' },
        { text: `proba@${HOST}`, kind: 'disallowed' },
        { text: 'nev@pelda.hu', kind: 'placeholder' },
      ],
    },
  };
}
