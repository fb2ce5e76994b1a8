/**
 * Barackvölgy Pálinkafőzde: a fruit-brandy distillery near Kecskemét, Hungarian only, names
 * written family name first. Every person answers at a mailbox named after their work, so no name
 * pattern can be told. The master distiller in prose, the team as cards, the contract-distilling
 * clerk on a "Title: Name" line, the data-protection officer with an honorific on the imprint's
 * label line, the webshop address in a CMS "protect e-mail" snippet, a bottle maker's address, a
 * placeholder in the form and a wholesale price list robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'palinka-barackvolgy.test';

const MENU: [string, string][] = [
  ['/', 'Főoldal'],
  ['/rolunk', 'Rólunk'],
  ['/csapat', 'A csapat'],
  ['/berfozes', 'Bérfőzés'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Barackvölgy Pálinkafőzde',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', '<link rel="stylesheet" href="/templates/barack/css/template.css">'],
  header: () => `<div class="fejlec"><a href="/">Barackvölgy Pálinkafőzde</a><ul class="nav menu">${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div>`,
  footer: () =>
    `<div class="lablec"><p>Barackvölgy Kft. · 6000 Kecskemét, Szarkás tanya 41. · Adószám: 13579246-2-03</p>` +
    `<p><a href="/impresszum">Impresszum</a> · <a href="/nagykereskedelem">Nagykereskedőknek</a></p></div>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const cikk = (html: string) => `<div class="item-page">${html}</div>`;

const WEBSHOP_SNIPPET =
  `<script type="text/javascript">\n` +
  `  var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
  `  var path = 'hr' + 'ef' + '=';\n` +
  `  var addy41 = 'webshop' + '&#64;';\n` +
  `  addy41 = addy41 + 'palinka-barackvolgy' + '&#46;' + 'test';\n` +
  `  document.write('<a ' + path + '\\'' + prefix + ':' + addy41 + '\\'>');\n` +
  `  document.write(addy41);\n` +
  `  document.write('<\\/a>');\n` +
  `</script><noscript>Ez az e-mail-cím a spamrobotok elleni védelem alatt áll. Megtekintéséhez engedélyeznie kell a JavaScript használatát.</noscript>`;

const TEAM: [string, string, string][] = [
  ['Varga Ildikó', 'üzemvezető, tulajdonos', 'uzemvezeto@palinka-barackvolgy.test'],
  ['Kiss Dániel', 'lepárlókezelő', 'fozde@palinka-barackvolgy.test'],
  ['Farkas Noémi', 'a gyümölcsátvételért és az erjesztésért felelős', 'gyumolcs@palinka-barackvolgy.test'],
  ['Balogh Tamás', 'kóstolóterem-vezető', 'kostolo@palinka-barackvolgy.test'],
  ['Horváth Lili', 'címketervező és marketing', 'marketing@palinka-barackvolgy.test'],
];

export function palinkaBarackvolgy(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kecskeméti barackpálinka',
    lang: 'hu',
    main: cikk(`<h1>Kecskeméti barackpálinka</h1><p>Magyar kajszi, vilmoskörte és szilva, rézüstben kétszer lepárolva, legalább egy évig pihentetve.</p>`),
  });

  pages['/rolunk'] = page({
    path: '/rolunk',
    title: 'Rólunk',
    lang: 'hu',
    main: cikk(
      `<h2>Rólunk</h2><p>A főzdét 1994-ben alapította a Varga család a régi tanyai szeszfőzde helyén.</p>` +
        `<p>Minden tételt Szűcs Balázs főzőmester kóstol és enged palackozásra; szakmai kérdéseit neki írhatja meg a ${mailto('fozomester@palinka-barackvolgy.test')} címre.</p>`,
    ),
  });

  pages['/csapat'] = page({
    path: '/csapat',
    title: 'A csapat',
    lang: 'hu',
    main: cikk(
      `<h2>A csapat</h2><div class="csapat">\n` +
        TEAM.map(([name, role, address]) => `<div class="tag"><h3>${esc(name)}</h3><p class="beosztas">${esc(role)}</p><p>${mailto(address)}</p></div>`).join('\n') +
        `\n</div>`,
    ),
  });

  pages['/berfozes'] = page({
    path: '/berfozes',
    title: 'Bérfőzés',
    lang: 'hu',
    main: cikk(
      `<h2>Bérfőzés</h2><p>Saját gyümölcsét augusztustól novemberig hozhatja; a cefrét mi is elkészítjük.</p>` +
        `<p>Bérfőzési ügyintéző: Molnár Zsolt, ${mailto('berfozes@palinka-barackvolgy.test')}, +36 76 555 210</p>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    lang: 'hu',
    main: cikk(
      `<h2>Kapcsolat</h2><p>6000 Kecskemét, Szarkás tanya 41.<br>Tel.: +36 76 555 200<br>E-mail: ${mailto('info@palinka-barackvolgy.test')}</p>` +
        `<p>Webáruház, rendelések: ${WEBSHOP_SNIPPET}</p>` +
        `<p>Palackjainkat az Alföldi Üveg Kft. gyártja: ${mailto('ertekesites@uveg-alfold.test')}</p>` +
        `<form method="post" action="/index.php?option=com_contact"><input type="email" name="email" placeholder="minta@pelda.hu"><textarea name="uzenet"></textarea><button>Küldés</button></form>`,
    ),
  });

  pages['/impresszum'] = page({
    path: '/impresszum',
    title: 'Impresszum',
    lang: 'hu',
    main: cikk(
      `<h2>Impresszum</h2><p>Barackvölgy Kft.<br>Székhely: 6000 Kecskemét, Szarkás tanya 41.<br>Cégjegyzékszám: 03-09-123456<br>E-mail: ${mailto('info@palinka-barackvolgy.test')}</p>` +
        `<p>Adatvédelmi tisztviselő: dr. Papp Krisztina, jogász, 6000 Kecskemét, Szarkás tanya 41., +36 76 555 201, ${mailto('adatvedelem@palinka-barackvolgy.test')}</p>`,
    ),
  });

  pages['/nagykereskedelem'] = page({
    path: '/nagykereskedelem',
    title: 'Nagykereskedőknek',
    lang: 'hu',
    main: cikk(`<h2>Nagykereskedőknek</h2><p>Árlista italnagykereskedőknek: ${mailto('nagyker@palinka-barackvolgy.test')}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /nagykereskedelem\n`,
      sitemapXml: urlset(HOST, ['/', '/rolunk', '/csapat', '/berfozes', '/kapcsolat', '/impresszum'], '2025-01-09'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-10',
      languages: ['hu'],
      addresses: [
        { address: 'fozomester@palinka-barackvolgy.test', name: 'Szűcs Balázs', title: 'főzőmester', pages: ['/rolunk'], cases: ['prose', 'plain', 'link-non-english'] },
        {
          address: 'uzemvezeto@palinka-barackvolgy.test',
          name: 'Varga Ildikó',
          title: 'üzemvezető, tulajdonos',
          titleAlternatives: ['üzemvezető', 'tulajdonos'],
          pages: ['/csapat'],
          cases: ['card', 'plain', 'link-non-english'],
        },
        { address: 'fozde@palinka-barackvolgy.test', name: 'Kiss Dániel', title: 'lepárlókezelő', pages: ['/csapat'], cases: ['card', 'plain', 'link-non-english'] },
        {
          address: 'gyumolcs@palinka-barackvolgy.test',
          name: 'Farkas Noémi',
          title: 'a gyümölcsátvételért és az erjesztésért felelős',
          titleAlternatives: ['a gyümölcsátvételért felelős'],
          pages: ['/csapat'],
          cases: ['card', 'plain', 'link-non-english'],
        },
        { address: 'kostolo@palinka-barackvolgy.test', name: 'Balogh Tamás', title: 'kóstolóterem-vezető', pages: ['/csapat'], cases: ['card', 'plain', 'link-non-english'] },
        {
          address: 'marketing@palinka-barackvolgy.test',
          name: 'Horváth Lili',
          title: 'címketervező és marketing',
          titleAlternatives: ['címketervező'],
          pages: ['/csapat'],
          cases: ['card', 'plain', 'link-non-english'],
        },
        { address: 'berfozes@palinka-barackvolgy.test', name: 'Molnár Zsolt', title: 'Bérfőzési ügyintéző', pages: ['/berfozes'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: 'info@palinka-barackvolgy.test', name: null, title: null, pages: ['/kapcsolat', '/impresszum'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: 'webshop@palinka-barackvolgy.test',
          name: null,
          title: null,
          pages: ['/kapcsolat'],
          encoded: { kind: 'script', text: WEBSHOP_SNIPPET },
          cases: ['script-protect', 'role', 'link-non-english'],
        },
        {
          address: 'adatvedelem@palinka-barackvolgy.test',
          name: 'Papp Krisztina',
          title: 'jogász',
          titleAlternatives: ['Adatvédelmi tisztviselő'],
          pages: ['/impresszum'],
          cases: ['label-line', 'honorific', 'plain'],
        },
      ],
      pattern: null,
      nameOrder: 'family-first',
      disallowed: ['/nagykereskedelem'],
      nonAddresses: [
        { text: 'nagyker@palinka-barackvolgy.test', kind: 'disallowed' },
        { text: 'minta@pelda.hu', kind: 'placeholder' },
        { text: 'ertekesites@uveg-alfold.test', kind: 'other-company' },
      ],
    },
  };
}
