/**
 * Kőkapu Pince: a family wine cellar on Somló hill, Hungarian only, names written family name
 * first as Hungarian pages do. Every person answers at a mailbox named after their job, not
 * their name, so no name pattern can be told. A hand-built site: the team as a definition list,
 * the cellar master in running prose, the export manager only in a JSON-LD department's employee,
 * the data-protection contact on a label line of the imprint, the orders address reversed by a
 * script, an old address left in an HTML comment, the hosting company's and the bottler's
 * addresses, and a resellers' page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kokapu-pince.test';
const ORIGIN = `http://${HOST}`;
const RENDELES = reversed('rendeles@kokapu-pince.test');
const COMMENTED = 'borhaz@kokapu-pince.test';

const MENU: [string, string][] = [
  ['/', 'Kezdőlap'],
  ['/boraink', 'Boraink'],
  ['/rolunk', 'Rólunk'],
  ['/csapatunk', 'Csapatunk'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kőkapu Pince',
  head: ['<link rel="stylesheet" href="/css/stilus.css?v=12">', '<link rel="icon" href="/kepek/favicon.ico">'],
  header: () =>
    `<div id="fejlec"><a href="/"><img src="/kepek/kokapu-logo.png" srcset="/kepek/kokapu-logo@2x.png 2x" alt="Kőkapu Pince" width="220" height="70"></a>\n` +
    `<ul id="menu">${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div>`,
  footer: () =>
    `<div id="lablec"><p>Kőkapu Pince Kft. · 8481 Somlóvásárhely, Pincesor 12. · Adószám: 24681357-2-19</p>` +
    `<p><a href="/impresszum">Impresszum</a> · <a href="/adatvedelem">Adatvédelem</a> · <a href="/viszonteladoknak">Viszonteladóknak</a></p></div>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const tartalom = (html: string) => `<div id="tartalom">${html}</div>`;

const REVERSE_SCRIPT = `var r = document.getElementById('rendeles'); var c = r.getAttribute('data-cim').split('').reverse().join(''); r.innerHTML = '<a href="mailto:' + c + '">' + c + '</a>';`;

export function kokapuPince(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Somlói borok a Pincesorról',
    lang: 'hu',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Winery',
        name: 'Kőkapu Pince Kft.',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Pincesor 12.', postalCode: '8481', addressLocality: 'Somlóvásárhely', addressCountry: 'HU' },
        department: [
          {
            '@type': 'Organization',
            name: 'Kőkapu Pince – Export',
            employee: [{ '@type': 'Person', name: 'Szabó Eszter', jobTitle: 'exportfelelős', email: 'export@kokapu-pince.test' }],
          },
        ],
      },
    ],
    main: tartalom(
      `<h1>Somlói borok a Pincesorról</h1><p>Juhfark, olaszrizling és hárslevelű a Somló déli oldaláról, bazalton termett szőlőből, hordóban érlelve.</p>\n` +
        `<!-- ${COMMENTED} – régi cím, 2019-ig -->\n<p>Kóstolók áprilistól októberig, előzetes bejelentkezéssel.</p>`,
    ),
  });

  pages['/boraink'] = page({
    path: '/boraink',
    title: 'Boraink',
    lang: 'hu',
    main: tartalom(
      `<h2>Boraink</h2><ul><li>Somlói Juhfark 2022 – 5 900 Ft</li><li>Somlói Olaszrizling 2023 – 4 200 Ft</li><li>Kőkapu Cuvée 2021 – 7 500 Ft</li></ul>` +
        `<p>Borainkat a Somlói Palackozó tölti palackba; palackozási kérdésekkel közvetlenül hozzájuk fordulhat: ${mailto('iroda@palackozo-somlo.test')}.</p>`,
    ),
  });

  pages['/rolunk'] = page({
    path: '/rolunk',
    title: 'Rólunk',
    lang: 'hu',
    main: tartalom(
      `<h2>Rólunk</h2><p>A pincét 1911-ben vájták a bazaltba; a család 1997-ben vásárolta vissza. Ma négy hektáron gazdálkodunk.</p>` +
        `<p>A pincében Horváth Gábor pincemester az úr: csoportos kóstolót nála lehet foglalni a ${mailto('pincemester@kokapu-pince.test')} címen, németül is (Kellermeister).</p>`,
    ),
  });

  pages['/csapatunk'] = page({
    path: '/csapatunk',
    title: 'Csapatunk',
    lang: 'hu',
    main: tartalom(
      `<h2>Csapatunk</h2><dl class="csapat">\n` +
        `<dt>Kovács Anna</dt><dd>borász, tulajdonos</dd><dd>${mailto('borasz@kokapu-pince.test')}</dd>\n` +
        `<dt>dr. Nagy Péter</dt><dd>szőlész, a szőlőültetvény gondozója</dd><dd>${mailto('szoleszet@kokapu-pince.test')}</dd>\n` +
        `<dt>Tóth Judit</dt><dd>a vendéglátásért és a kóstolókért felelős</dd><dd>${mailto('vendeglatas@kokapu-pince.test')}</dd>\n` +
        `<dt>Fekete Bence</dt><dd>kádármester</dd><dd>${mailto('hordo@kokapu-pince.test')}</dd>\n` +
        `</dl>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    lang: 'hu',
    main: tartalom(
      `<h2>Kapcsolat</h2><div class="vcard"><p><strong class="fn org">Kőkapu Pince Kft.</strong><br><span class="adr">8481 Somlóvásárhely, Pincesor 12.</span><br>Tel.: +36 88 555 010<br>E-mail: ${mailto('info@kokapu-pince.test')}</p></div>\n` +
        `<p>Borrendelés: <span id="rendeles" data-cim="${RENDELES}">(a cím megjelenítéséhez JavaScript szükséges)</span></p>\n<script>${REVERSE_SCRIPT}</script>\n` +
        `<form method="post" action="/kuldes.php"><input type="email" name="email" placeholder="pelda@email.hu"><textarea name="uzenet"></textarea><button>Küldés</button></form>`,
    ),
  });

  pages['/impresszum'] = page({
    path: '/impresszum',
    title: 'Impresszum',
    lang: 'hu',
    main: tartalom(
      `<h2>Impresszum</h2><p>Üzemeltető: Kőkapu Pince Kft.<br>Székhely: 8481 Somlóvásárhely, Pincesor 12.<br>Cégjegyzékszám: 19-09-512345<br>Ügyvezető: Kovács Anna<br>E-mail: ${mailto('info@kokapu-pince.test')}</p>` +
        `<p>Adatvédelmi kérdések: Molnár Réka, irodavezető, +36 88 555 011, ${mailto('adatvedelem@kokapu-pince.test')}</p>` +
        `<p>Tárhelyszolgáltató: Tárhely Kft., 1132 Budapest, Váci út 20., ${mailto('ugyfelszolgalat@tarhely-kft.test')}</p>`,
    ),
  });

  pages['/adatvedelem'] = page({
    path: '/adatvedelem',
    title: 'Adatvédelmi tájékoztató',
    lang: 'hu',
    main: tartalom(`<h2>Adatvédelmi tájékoztató</h2><p>Az adatkezelő a Kőkapu Pince Kft. Kérdéseivel forduljon hozzánk: ${mailto('adatvedelem@kokapu-pince.test')}.</p>`),
  });

  pages['/viszonteladoknak'] = page({
    path: '/viszonteladoknak',
    title: 'Viszonteladóknak',
    lang: 'hu',
    main: tartalom(`<h2>Viszonteladóknak</h2><p>Nagykereskedelmi árlista éttermeknek és borszaküzleteknek: ${mailto('nagyker@kokapu-pince.test')}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /viszonteladoknak\nDisallow: /kuldes.php\n`,
      sitemapXml: urlset(HOST, ['/', '/boraink', '/rolunk', '/csapatunk', '/kapcsolat', '/impresszum', '/adatvedelem'], '2025-02-20'),
      pages,
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-8',
      languages: ['hu'],
      addresses: [
        {
          address: 'borasz@kokapu-pince.test',
          name: 'Kovács Anna',
          title: 'borász, tulajdonos',
          titleAlternatives: ['borász', 'tulajdonos', 'Ügyvezető'],
          pages: ['/csapatunk'],
          cases: ['definition-list', 'plain', 'link-non-english'],
        },
        {
          address: 'szoleszet@kokapu-pince.test',
          name: 'Nagy Péter',
          title: 'szőlész, a szőlőültetvény gondozója',
          titleAlternatives: ['szőlész'],
          pages: ['/csapatunk'],
          cases: ['definition-list', 'honorific', 'plain', 'link-non-english'],
        },
        {
          address: 'vendeglatas@kokapu-pince.test',
          name: 'Tóth Judit',
          title: 'a vendéglátásért és a kóstolókért felelős',
          titleAlternatives: ['a vendéglátásért felelős'],
          pages: ['/csapatunk'],
          cases: ['definition-list', 'plain', 'link-non-english'],
        },
        { address: 'hordo@kokapu-pince.test', name: 'Fekete Bence', title: 'kádármester', pages: ['/csapatunk'], cases: ['definition-list', 'plain', 'link-non-english'] },
        {
          address: 'pincemester@kokapu-pince.test',
          name: 'Horváth Gábor',
          title: 'pincemester',
          titleAlternatives: ['Kellermeister'],
          pages: ['/rolunk'],
          cases: ['prose', 'plain', 'link-non-english'],
        },
        { address: 'export@kokapu-pince.test', name: 'Szabó Eszter', title: 'exportfelelős', pages: ['/'], cases: ['json-ld-nested', 'json-ld-person', 'json-ld-only'] },
        { address: 'adatvedelem@kokapu-pince.test', name: 'Molnár Réka', title: 'irodavezető', pages: ['/impresszum', '/adatvedelem'], cases: ['label-line', 'plain'] },
        { address: 'info@kokapu-pince.test', name: null, title: null, pages: ['/kapcsolat', '/impresszum'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: 'rendeles@kokapu-pince.test',
          name: null,
          title: null,
          pages: ['/kapcsolat'],
          encoded: { kind: 'reversed', text: RENDELES },
          cases: ['script-reversed', 'role', 'link-non-english'],
        },
      ],
      pattern: null,
      nameOrder: 'family-first',
      disallowed: ['/viszonteladoknak'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'nagyker@kokapu-pince.test', kind: 'disallowed' },
        { text: 'kokapu-logo@2x.png', kind: 'retina' },
        { text: 'pelda@email.hu', kind: 'placeholder' },
        { text: 'iroda@palackozo-somlo.test', kind: 'other-company' },
        { text: 'ugyfelszolgalat@tarhely-kft.test', kind: 'other-company' },
      ],
    },
  };
}
