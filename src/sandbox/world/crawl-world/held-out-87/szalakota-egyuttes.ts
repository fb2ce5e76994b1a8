/**
 * Szalakóta Néptáncegyüttes: an invented Hungarian folk-dance ensemble from Kecskemét on Drupal
 * 10 (Olivero). Names family name first. The leadership page, two links deep, is a definition
 * list: the artistic director's address reversed in a data attribute, the ensemble leader in
 * RDFa; the ensemble page names the children's group leader in prose; a recruiting news item is
 * listed only in a child of the sitemap index; the members' area is barred.
 */
import { mailto, reversed, tel, sitemapIndex, urlset, xmlPage } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';
import { render, simpleTheme } from './common.js';

const HOST = 'szalakota-nepitanc.test';
const O = `http://${HOST}`;

const REV = `<script>document.querySelectorAll('a.js-mail').forEach(function(a){var e=a.getAttribute('data-cim').split('').reverse().join('');a.href='mailto:'+e;a.textContent=e;});</script>`;

export function szalakotaEgyuttes(): CrawlWorldSite {
  const menu: [string, string][] = [['/', 'Kezdőlap'], ['/egyuttes', 'Az együttes'], ['/fellepesek', 'Fellépések'], ['/kapcsolat', 'Kapcsolat'], ['/tagoknak', 'Tagoknak']];
  const theme = simpleTheme(
    HOST,
    'Szalakóta Néptáncegyüttes',
    ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', `<link rel="stylesheet" media="all" href="${O}/core/themes/olivero/css/base/base.css?s8k2la">`],
    menu,
    'olivero',
    `<p>Szalakóta Néptáncegyüttes Egyesület · 6000 Kecskemét, Rákóczi út 3. · ${tel('+36 76 481 220')}</p>`,
    [REV],
  );
  const rev = (a: string) => `<a class="js-mail" href="#" data-cim="${reversed(a)}">[e-mail]</a>`;
  const pages = render(theme, [
    { path: '/', title: 'Kezdőlap', lang: 'hu', main: `<h1>Szalakóta Néptáncegyüttes</h1><p>Alföldi, mezőségi és széki táncok – harminc éve a színpadon.</p>` },
    {
      path: '/egyuttes',
      title: 'Az együttes',
      lang: 'hu',
      main:
        `<h1>Az együttes</h1><p>Az együttest 1994-ben alapították. <a href="/egyuttes/vezetoseg">A vezetőség</a></p>` +
        `<p>Az utánpótlás-csoportokról Tóth Réka, a gyermekcsoport vezetője ad felvilágosítást a ${mailto(`reka.toth@${HOST}`)} címen.</p>`,
    },
    {
      path: '/egyuttes/vezetoseg',
      title: 'Vezetőség',
      lang: 'hu',
      main:
        `<h1>Vezetőség</h1><dl class="field--name-field-vezetoseg">` +
        `<dt>Művészeti vezető</dt><dd>Szabó Gergely – ${rev(`gergely.szabo@${HOST}`)}</dd>` +
        `<dt>Együttesvezető, az egyesület elnöke</dt><dd vocab="https://schema.org/" typeof="Person"><span property="name">dr. Kiss Erzsébet</span> – <a property="email" href="mailto:erzsebet.kiss@${HOST}">erzsebet.kiss@${HOST}</a></dd>` +
        `<dt>Zenekarvezető (prímás)</dt><dd>Balogh Dániel – ${rev(`daniel.balogh@${HOST}`)}</dd>` +
        `</dl>`,
    },
    { path: '/fellepesek', title: 'Fellépések', lang: 'hu', main: `<h1>Fellépések</h1><p>Május 18., Kecskeméti Tavaszi Fesztivál – „Bodrogközi lakodalmas”.</p>` },
    {
      path: '/kapcsolat',
      title: 'Kapcsolat',
      lang: 'hu',
      main: `<h1>Kapcsolat</h1><p>Általános ügyek: ${mailto(`info@${HOST}`)}</p><p>Jegyrendelés és fellépésszervezés – Molnár Zsófia, produkciós menedzser: ${mailto(`zsofia.molnar@${HOST}`)}</p><p>Sajtókapcsolat: Varga Eszter, kommunikációs munkatárs, +36 30 512 7781, ${mailto(`eszter.varga@${HOST}`)}</p>`,
    },
    {
      path: '/hirek/uj-tancosokat-keresunk',
      title: 'Új táncosokat keresünk!',
      lang: 'hu',
      main: `<h1>Új táncosokat keresünk!</h1><p>Szeptembertől felnőtt kezdő csoportot indítunk. Horváth Ádám tánckarvezető várja a jelentkezéseket az ${mailto(`adam.horvath@${HOST}`)} címen.</p>`,
    },
    { path: '/tagoknak', title: 'Tagoknak', lang: 'hu', main: `<h1>Tagoknak</h1><p>Próbabeosztás, jelmeztár: ${mailto(`jelmeztar@${HOST}`)}</p>` },
  ]);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /tagoknak\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-1.xml', '/sitemap-2.xml']),
      pages: {
        ...pages,
        '/sitemap-1.xml': xmlPage(urlset(HOST, ['/', '/egyuttes', '/fellepesek', '/kapcsolat'])),
        '/sitemap-2.xml': xmlPage(urlset(HOST, ['/hirek/uj-tancosokat-keresunk'])),
      },
    },
    truth: {
      domain: HOST,
      set: 'held-out-87',
      languages: ['hu'],
      nameOrder: 'family-first',
      addresses: [
        { address: `reka.toth@${HOST}`, name: 'Tóth Réka', title: 'a gyermekcsoport vezetője', pages: ['/egyuttes'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `gergely.szabo@${HOST}`, name: 'Szabó Gergely', title: 'Művészeti vezető', pages: ['/egyuttes/vezetoseg'], encoded: { kind: 'reversed', text: reversed(`gergely.szabo@${HOST}`) }, cases: ['definition-list', 'deep-page', 'script-reversed'] },
        { address: `erzsebet.kiss@${HOST}`, name: 'Kiss Erzsébet', title: 'Együttesvezető, az egyesület elnöke', pages: ['/egyuttes/vezetoseg'], cases: ['definition-list', 'deep-page', 'rdfa', 'honorific', 'plain'] },
        { address: `daniel.balogh@${HOST}`, name: 'Balogh Dániel', title: 'Zenekarvezető (prímás)', pages: ['/egyuttes/vezetoseg'], encoded: { kind: 'reversed', text: reversed(`daniel.balogh@${HOST}`) }, cases: ['definition-list', 'deep-page', 'script-reversed'] },
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kapcsolat'], cases: ['role', 'plain'] },
        { address: `zsofia.molnar@${HOST}`, name: 'Molnár Zsófia', title: 'produkciós menedzser', pages: ['/kapcsolat'], cases: ['label-line', 'plain'] },
        { address: `adam.horvath@${HOST}`, name: 'Horváth Ádám', title: 'tánckarvezető', pages: ['/hirek/uj-tancosokat-keresunk'], cases: ['prose', 'sitemap-index', 'plain'] },
        { address: `eszter.varga@${HOST}`, name: 'Varga Eszter', title: 'kommunikációs munkatárs', pages: ['/kapcsolat'], cases: ['label-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/tagoknak'],
      nonAddresses: [{ text: `jelmeztar@${HOST}`, kind: 'disallowed' }],
    },
  };
}
