/**
 * Horváth Pékség: a family bakery in Pécs with two shops, Hungarian only, on Joomla with the Helix
 * Ultimate template. Names written family name first; the mailboxes are the bakery's functions
 * (pekmester@, uzem@, belvaros@), each with the person who answers it. The founder in a
 * "name, title" line, the production manager and the confectioner as "Title: name" (the
 * confectioner behind Joomla's e-mail cloak), the shop managers per shop, the online-order mailbox
 * under the production manager's line and tied to nobody, the hosting provider's address in the
 * imprint (as Hungarian law asks), the staff rota disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'horvathpekseg.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Kezdőlap'],
  ['/rolunk', 'Rólunk'],
  ['/termekeink', 'Termékeink'],
  ['/uzleteink', 'Üzleteink'],
  ['/allas', 'Állás'],
  ['/kapcsolat', 'Kapcsolat'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Horváth Pékség',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet">`,
    `<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">`,
    `<link href="/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet">`,
    `<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>`,
  ],
  header: () =>
    `<div class="body-wrapper"><div class="body-innerwrapper"><header id="sp-header"><div class="container"><div class="container-inner"><div class="row">` +
    `<div id="sp-logo" class="col-auto"><div class="sp-column"><div class="logo"><a href="/"><img class="logo-image" src="/images/logo/horvath-pekseg-logo.png" alt="Horváth Pékség"></a></div></div></div>` +
    `<div id="sp-menu" class="col-auto flex-auto"><div class="sp-column d-flex justify-content-end align-items-center"><nav class="sp-megamenu-wrapper d-flex" role="navigation"><ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">` +
    MENU.map(([h, l], i) => `<li class="sp-menu-item${i === 0 ? ' current-item active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('') +
    `</ul></nav></div></div></div></div></div></header>`,
  footer: () =>
    `<footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-12"><div class="sp-column"><div class="sp-module"><div class="sp-module-content"><div class="mod-custom custom">` +
    `<p>Horváth Pékség Kft. · 7632 Pécs, Nyírfa utca 8. · ${tel('+36 72 551 340')} · ${mailto('info@horvathpekseg.test')}</p>` +
    `<p><a href="/impresszum">Impresszum</a> | <a href="/adatvedelem">Adatvédelmi tájékoztató</a> | <a href="/belso/beosztas">Dolgozói belépés</a></p></div></div></div>` +
    `<span class="sp-copyright">© 2025 Horváth Pékség Kft. Minden jog fenntartva.</span></div></div></div></div></div></footer></div></div>`,
  bodyEnd: [
    `<div id="sp-cookie-consent" class="position-bottom"><div><div class="sp-cookie-consent-content">A weboldal sütiket használ a jobb felhasználói élmény érdekében. <a href="/adatvedelem">Adatvédelmi tájékoztató</a></div><div class="sp-cookie-consent-action"><a class="sp-cookie-allow" href="#">Elfogadom</a></div></div></div>`,
    `<script src="/templates/shaper_helixultimate/js/main.js"></script>`,
  ],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const article = (inner: string) => `<div id="sp-component"><div class="sp-column"><div class="article-details" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody">\n${inner}\n</div></div></div></div>`;

const CLOAK = 'cloak9d1c04e7a3f25b8866e0c3d2a7f14b91';
const CLOAK_SCRIPT =
  `\n\tdocument.getElementById('${CLOAK}').innerHTML = '';\n\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\tvar path = 'hr' + 'ef' + '=';\n` +
  `\tvar addy${CLOAK} = 'cukraszat' + '&#64;';\n\taddy${CLOAK} = addy${CLOAK} + 'horvathpekseg' + '&#46;' + 'test';\n` +
  `\tvar addy_text${CLOAK} = 'cukraszat' + '&#64;' + 'horvathpekseg' + '&#46;' + 'test';document.getElementById('${CLOAK}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${CLOAK} + '\\'>'+addy_text${CLOAK}+'<\\/a>';\n`;

export function horvathPekseg(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kovászos kenyér és sütemény Pécsről',
    lang: 'hu',
    main: article(
      `<h1>Kovászos kenyér 1994 óta</h1><p>Családi pékségünk minden éjjel friss kenyeret, kiflit, pogácsát és rétest süt a Mecsek lábánál. Két üzletünkben és a pécsi piacon találkozhat velünk.</p>` +
        `<p><a class="btn btn-primary" href="/termekeink">Termékeink</a></p>`,
    ),
  });

  pages['/rolunk'] = page({
    path: '/rolunk',
    title: 'Rólunk',
    lang: 'hu',
    main: article(
      `<h1>Rólunk</h1><p>A pékséget Horváth József alapította 1994-ben a kertvárosi garázsban, egyetlen kemencével. Ma harminc munkatársunk dolgozik, a második generáció vezetésével.</p>` +
        `<h3>Akikkel beszélhet</h3>` +
        `<p><strong>Horváth József</strong>, alapító pékmester – ${mailto('pekmester@horvathpekseg.test')}</p>` +
        `<p>Üzemvezető: <strong>Horváth Gábor</strong> – ${mailto('uzem@horvathpekseg.test')}</p>` +
        `<p>Cukrászmester: <strong>Tóth Krisztina</strong> – <span id="${CLOAK}">Ez az e-mail-cím a spamrobotok elleni védelem alatt áll. Megtekintéséhez engedélyeznie kell a JavaScript használatát.</span><script type="text/javascript">${CLOAK_SCRIPT}</script></p>` +
        `<p>Lisztünket a Dunántúlról, malomtól közvetlenül vásároljuk; tojást és túrót baranyai kistermelőktől kapunk.</p>`,
    ),
  });

  pages['/termekeink'] = page({
    path: '/termekeink',
    title: 'Termékeink',
    lang: 'hu',
    main: article(
      `<h1>Termékeink</h1><ul><li>Fehér és félbarna kovászos kenyér</li><li>Tönkölyös rozskenyér</li><li>Vajas kifli, sajtos pogácsa, túrós táska</li><li>Mákos és almás rétes</li><li>Flódni és Rigó Jancsi hétvégén</li></ul>` +
        `<p>Tortarendelést legalább három nappal előtte tudunk vállalni.</p>`,
    ),
  });

  pages['/uzleteink'] = page({
    path: '/uzleteink',
    title: 'Üzleteink',
    lang: 'hu',
    main: article(
      `<h1>Üzleteink</h1><div class="row">` +
        `<div class="col-md-6"><h3>Belvárosi bolt</h3><p>7621 Pécs, Király utca 12.<br>H–P 6:00–19:00, Szo 6:00–13:00</p><p>Boltvezető: Nagy Eszter<br>${mailto('belvaros@horvathpekseg.test')}</p></div>` +
        `<div class="col-md-6"><h3>Kertvárosi bolt</h3><p>7632 Pécs, Nyírfa utca 8. (az üzem mellett)<br>H–Szo 5:30–18:00</p><p>Boltvezető: Varga Tímea<br>${mailto('kertvaros@horvathpekseg.test')}</p></div>` +
        `</div><p>Szombatonként a Vásárcsarnokban is árulunk.</p>`,
    ),
  });

  pages['/allas'] = page({
    path: '/allas',
    title: 'Állás',
    lang: 'hu',
    main: article(
      `<h1>Pék szakmunkást és pék tanulót keresünk</h1><p>Éjszakai műszakba, teljes munkaidőben, kertvárosi üzemünkbe. Duális képzésben pék tanulókat is fogadunk a Pécsi SZC-vel együttműködve.</p>` +
        `<p>Önéletrajzát a ${mailto('allas@horvathpekseg.test')} címre várjuk.</p>`,
    ),
  });

  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    lang: 'hu',
    main: article(
      `<h1>Kapcsolat</h1><p>Horváth Pékség Kft.<br>7632 Pécs, Nyírfa utca 8.<br>Telefon: ${tel('+36 72 551 340')}<br>E-mail: ${mailto('info@horvathpekseg.test')}</p>` +
        `<h3>Rendezvények, céges megrendelések</h3><p>Horváthné Kiss Anna, ügyvezető<br>${tel('+36 30 414 2278')}<br>${mailto('rendezveny@horvathpekseg.test')}</p>` +
        `<h3>Éttermi és intézményi beszállítás</h3><ul><li>Horváth Gábor üzemvezető – ${tel('+36 30 414 2279')}</li><li>Online rendelés (torta, sütemény, tálak): ${mailto('rendeles@horvathpekseg.test')}</li></ul>`,
    ),
  });

  pages['/impresszum'] = page({
    path: '/impresszum',
    title: 'Impresszum',
    lang: 'hu',
    main: article(
      `<h1>Impresszum</h1><p>Cégnév: Horváth Pékség Kft.<br>Székhely: 7632 Pécs, Nyírfa utca 8.<br>Cégjegyzékszám: 02-09-071845<br>Adószám: 12783412-2-02<br>Képviseli: Horváthné Kiss Anna ügyvezető<br>E-mail: ${mailto('info@horvathpekseg.test')}</p>` +
        `<h3>Tárhelyszolgáltató</h3><p>Mecsek-Net Informatikai Kft., 7624 Pécs, Szigeti út 31.<br>E-mail: ugyfelszolgalat@mecseknet-tarhely.test</p>`,
    ),
  });

  pages['/adatvedelem'] = page({
    path: '/adatvedelem',
    title: 'Adatvédelmi tájékoztató',
    lang: 'hu',
    main: article(`<h1>Adatvédelmi tájékoztató</h1><p>Az adatkezelő a Horváth Pékség Kft. A rendelési adatokat kizárólag a megrendelés teljesítéséhez használjuk.</p>`),
  });

  pages['/belso/beosztas'] = page({
    path: '/belso/beosztas',
    title: 'Műszakbeosztás',
    lang: 'hu',
    main: article(`<h1>Műszakbeosztás</h1><p>Cserekérést csütörtökig a ${mailto('muszak@horvathpekseg.test')} címre.</p>`),
  });

  const allowed = Object.keys(pages).filter((p) => p !== '/belso/beosztas');
  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /cache/\nDisallow: /tmp/\nDisallow: /belso/\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-17',
      languages: ['hu'],
      addresses: [
        { address: 'info@horvathpekseg.test', name: null, title: null, pages: allowed, cases: ['role', 'plain'] },
        { address: 'pekmester@horvathpekseg.test', name: 'Horváth József', title: 'alapító pékmester', pages: ['/rolunk'], cases: ['name-title-line', 'plain', ln] },
        { address: 'uzem@horvathpekseg.test', name: 'Horváth Gábor', title: 'Üzemvezető', pages: ['/rolunk'], cases: ['title-name-line', 'plain', ln] },
        {
          address: 'cukraszat@horvathpekseg.test',
          name: 'Tóth Krisztina',
          title: 'Cukrászmester',
          pages: ['/rolunk'],
          encoded: { kind: 'script', text: CLOAK_SCRIPT },
          cases: ['title-name-line', 'script-protect', ln],
        },
        { address: 'belvaros@horvathpekseg.test', name: 'Nagy Eszter', title: 'Boltvezető', pages: ['/uzleteink'], cases: ['title-name-line', 'plain', ln] },
        { address: 'kertvaros@horvathpekseg.test', name: 'Varga Tímea', title: 'Boltvezető', pages: ['/uzleteink'], cases: ['title-name-line', 'plain', ln] },
        { address: 'rendezveny@horvathpekseg.test', name: 'Horváthné Kiss Anna', title: 'ügyvezető', pages: ['/kapcsolat'], cases: ['name-title-line', 'plain', ln] },
        { address: 'rendeles@horvathpekseg.test', name: null, title: null, pages: ['/kapcsolat'], cases: ['neighbour', 'role', 'plain', ln] },
        { address: 'allas@horvathpekseg.test', name: null, title: null, pages: ['/allas'], cases: ['role', 'plain', ln] },
      ],
      pattern: null,
      nameOrder: 'family-first',
      disallowed: ['/belso/beosztas'],
      nonAddresses: [
        { text: 'muszak@horvathpekseg.test', kind: 'disallowed' },
        { text: 'ugyfelszolgalat@mecseknet-tarhely.test', kind: 'other-company' },
      ],
    },
  };
}
