/**
 * Základná umelecká škola Horná Lehota: a public elementary art school (music, art, dance and
 * drama departments) near Brezno, on a hand-written static site of .html files with a table
 * layout and a TOPlist counter, Slovak only. The teachers in a table by department with Slovak
 * academic titles before and after the names (Mgr. art., PaedDr., ArtD., DiS. art.); the page
 * states the scheme "priezvisko@…"; the addresses written plainly, as "(at) … (dot)" and
 * "[at] … [dot]", one by String.fromCharCode and one reversed by a script. The school's economist
 * as "Title: Name" on the contact page; the talent-test notice listed only in the sitemap the
 * robots.txt names. The web's git remote and the staff-room page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zus-hornalehota.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/index.html', 'Úvod'],
  ['/o-skole.html', 'O škole'],
  ['/odbory.html', 'Odbory a predmety'],
  ['/pedagogovia.html', 'Pedagógovia'],
  ['/prijimanie.html', 'Prijímanie žiakov'],
  ['/kontakt.html', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'ZUŠ Horná Lehota',
  head: [
    '<meta name="author" content="ZUŠ Horná Lehota">',
    '<meta name="keywords" content="ZUŠ, základná umelecká škola, Horná Lehota, Brezno, hudobný odbor, výtvarný odbor, tanečný odbor">',
    '<link rel="stylesheet" type="text/css" href="/css/styl.css">',
    '<link rel="shortcut icon" href="/obrazky/favicon.ico">',
  ],
  header: () =>
    `<table id="obal" width="960" cellpadding="0" cellspacing="0" align="center"><tr><td id="hlavicka" colspan="2"><a href="/index.html"><img src="/obrazky/hlavicka.jpg" width="960" height="160" alt="Základná umelecká škola Horná Lehota" border="0"></a></td></tr>` +
    `<tr><td id="lavy" valign="top" width="200"><div id="menu"><ul>${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div><div class="oznam-box"><b>Oznam:</b><br>Vyučovanie v školskom roku 2024/2025 prebieha podľa rozvrhu.</div></td><td id="obsah" valign="top">`,
  footer: () =>
    `</td></tr><tr><td id="paticka" colspan="2"><p>Základná umelecká škola, Hlavná 112, 976 52 Horná Lehota · tel. ${tel('+421 48 617 43 20')} · ${mailto(`skola@${HOST}`)}<br>IČO: 37 956 441 · Zriaďovateľ: Obec Horná Lehota</p><p><a href="/o-webe.html">O tomto webe</a> · <a href="/interne/">Interné (pre zamestnancov)</a> · <a href="/ochrana-osobnych-udajov.html">Ochrana osobných údajov</a></p>` +
    `<p class="pocitadlo"><a href="https://www.toplist.sk/" target="_top"><img src="https://toplist.sk/count.asp?id=1284417&amp;logo=mc" border="0" alt="TOPlist" width="88" height="60"></a></p></td></tr></table>`,
  bodyEnd: [`<script type="text/javascript" src="/js/menu.js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk' });

type Teacher = { dept: string; shown: string; name: string; title: string; local: string; how: 'plain' | 'paren' | 'bracket' | 'charcode' | 'reversed'; cases: CaseKind[] };
const TEACHERS: Teacher[] = [
  { dept: 'Vedenie školy', shown: 'Mgr. art. Zuzana Hollá, ArtD.', name: 'Zuzana Hollá', title: 'riaditeľka školy, hra na klavír', local: 'holla', how: 'charcode', cases: ['honorific', 'post-nominal'] },
  { dept: 'Vedenie školy', shown: 'PaedDr. Ján Kováčik', name: 'Ján Kováčik', title: 'zástupca riaditeľky pre výtvarný odbor, grafika a modelovanie', local: 'kovacik', how: 'paren', cases: ['honorific'] },
  { dept: 'Hudobný odbor', shown: 'Mgr. Lucia Čierna', name: 'Lucia Čierna', title: 'vedúca hudobného odboru, hra na husle, komorná hra', local: 'cierna', how: 'bracket', cases: ['honorific'] },
  { dept: 'Hudobný odbor', shown: 'Bc. Marek Ďurica, DiS. art.', name: 'Marek Ďurica', title: 'hra na akordeón a heligónku, ľudová hudba', local: 'durica', how: 'plain', cases: ['honorific', 'post-nominal'] },
  { dept: 'Tanečný odbor', shown: 'Mgr. Soňa Kráľová', name: 'Soňa Kráľová', title: 'vedúca tanečného odboru, ľudový a scénický tanec', local: 'kralova', how: 'reversed', cases: ['honorific'] },
  { dept: 'Literárno-dramatický odbor', shown: 'Mgr. art. Viktor Pálka', name: 'Viktor Pálka', title: 'dramatika a javisková reč, slovesnosť', local: 'palka', how: 'plain', cases: ['honorific'] },
];

const addr = (local: string) => `${local}@${HOST}`;
const charScript = (local: string) => `<script type="text/javascript">document.write('<a href="mailto:' + String.fromCharCode(${charCodes(addr(local))}) + '">' + String.fromCharCode(${charCodes(addr(local))}) + '</a>');</script>`;
const revScript = (local: string) => `<script type="text/javascript">var e = '${reversed(addr(local))}'; e = e.split('').reverse().join(''); document.write('<a href="mailto:' + e + '">' + e + '</a>');</script>`;

const cell = (t: Teacher): string => {
  switch (t.how) {
    case 'plain':
      return mailto(addr(t.local));
    case 'paren':
      return `${t.local}(at)zus-hornalehota(dot)test`;
    case 'bracket':
      return `${t.local} [at] zus-hornalehota [dot] test`;
    case 'charcode':
      return `${charScript(t.local)}<noscript>(zapnite JavaScript)</noscript>`;
    case 'reversed':
      return `${revScript(t.local)}<noscript>(zapnite JavaScript)</noscript>`;
  }
};

export function zusHornaLehota(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  const home = {
    title: 'Úvod',
    main:
      `<h1>Vitajte na stránke ZUŠ Horná Lehota</h1><p>Naša škola poskytuje základné umelecké vzdelanie v hudobnom, výtvarnom, tanečnom a literárno-dramatickom odbore. Navštevuje ju 418 žiakov z Hornej Lehoty, Brezna a okolitých obcí.</p>` +
      `<p>Zápis nových žiakov na školský rok 2025/2026 – informácie nájdete v časti <a href="/prijimanie.html">Prijímanie žiakov</a>.</p>`,
  };
  pages['/'] = page({ path: '/', ...home });
  pages['/index.html'] = page({ path: '/index.html', ...home });

  pages['/o-skole.html'] = page({
    path: '/o-skole.html',
    title: 'O škole',
    main: `<h1>O škole</h1><p>Škola vznikla v roku 1957 ako Ľudová škola umenia, od roku 1991 nesie názov Základná umelecká škola. Od roku 2002 je jej zriaďovateľom obec Horná Lehota. Sídli v budove bývalej fary, výtvarný odbor má ateliér v kultúrnom dome.</p>`,
  });

  pages['/odbory.html'] = page({
    path: '/odbory.html',
    title: 'Odbory a predmety',
    main: `<h1>Odbory a predmety</h1><ul><li><b>Hudobný odbor</b> – klavír, husle, akordeón, heligónka, gitara, zobcová a priečna flauta, spev</li><li><b>Výtvarný odbor</b> – kresba, maľba, grafika, modelovanie</li><li><b>Tanečný odbor</b> – ľudový, scénický a moderný tanec</li><li><b>Literárno-dramatický odbor</b> – dramatika, slovesnosť, prednes</li></ul>`,
  });

  pages['/pedagogovia.html'] = page({
    path: '/pedagogovia.html',
    title: 'Pedagógovia',
    main:
      `<h1>Pedagógovia</h1><p>E-mailové adresy pedagógov sú v tvare priezvisko@zus-hornalehota.test (bez diakritiky).</p>` +
      `<table class="tabulka" border="1" cellpadding="4" cellspacing="0" width="100%"><tr class="hlavicka-tab"><th>Odbor</th><th>Meno</th><th>Funkcia / vyučuje</th><th>E-mail</th></tr>` +
      TEACHERS.map((t) => `<tr><td>${esc(t.dept)}</td><td>${esc(t.shown)}</td><td>${esc(t.title)}</td><td>${cell(t)}</td></tr>`).join('') +
      `<tr><td>Výtvarný odbor</td><td>Mgr. Eva Lichnerová</td><td>kresba a maľba (materská dovolenka)</td><td>–</td></tr></table>`,
  });

  pages['/prijimanie.html'] = page({
    path: '/prijimanie.html',
    title: 'Prijímanie žiakov',
    main: `<h1>Prijímanie žiakov</h1><p>Žiakov prijímame na základe talentovej skúšky. Prihlášku si môžete vyzdvihnúť na sekretariáte školy alebo ju vyplniť elektronicky cez portál Elektronická prihláška ZUŠ.</p><p>Školné je 12 € mesačne v individuálnom a 8 € v skupinovom vyučovaní.</p>`,
  });

  pages['/kontakt.html'] = page({
    path: '/kontakt.html',
    title: 'Kontakt',
    main:
      `<h1>Kontakt</h1><p>Základná umelecká škola<br>Hlavná 112<br>976 52 Horná Lehota</p><p>Telefón: ${tel('+421 48 617 43 20')}<br>E-mail: ${mailto(`skola@${HOST}`)}</p>` +
      `<p>Sekretariát (prihlášky, potvrdenia, školné): ${mailto(`sekretariat@${HOST}`)}</p>` +
      `<p>Ekonómka školy: Ing. Iveta Mlynárová, ${mailto(addr('mlynarova'))}, tel. ${tel('+421 48 617 43 22')}</p>`,
  });

  pages['/o-webe.html'] = page({
    path: '/o-webe.html',
    title: 'O tomto webe',
    main: `<h1>O tomto webe</h1><p>Stránku píšeme ručne v HTML, bez redakčného systému. Zdrojové súbory sú v repozitári git@github.com:zus-hornalehota/web.git, pripomienky k stránke posielajte sekretariátu.</p>`,
  });

  pages['/ochrana-osobnych-udajov.html'] = page({ path: '/ochrana-osobnych-udajov.html', title: 'Ochrana osobných údajov', main: `<h1>Ochrana osobných údajov</h1><p>Prevádzkovateľom je Základná umelecká škola Horná Lehota, IČO 37956441.</p>` });

  pages['/interne'] = page({ path: '/interne', title: 'Interné', main: `<h1>Interné informácie</h1><p>Rozpis služieb, suplovanie a tlačivá. Prístupové heslo vám pošle ${mailto(`zborovna@${HOST}`)}.</p>` });

  const notice = '/oznamy/talentove-skusky-2025.html';
  pages[notice] = page({
    path: notice,
    title: 'Talentové skúšky 2025',
    main:
      `<h1>Talentové skúšky na školský rok 2025/2026</h1><p>Talentové skúšky sa uskutočnia v dňoch 19. – 23. mája 2025 od 14.00 do 17.00 hod. v budove školy. Deti si nemusia nič pripravovať, stačí pesnička alebo básnička.</p>` +
      `<p>Prihlášky do hudobného odboru prijíma a na otázky rodičov odpovedá Mgr. Alžbeta Gregorová, zástupkyňa riaditeľky pre hudobný odbor, ${mailto(addr('gregorova'))}.</p>`,
  });

  pages['/mapa-stranok/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/o-skole.html', '/odbory.html', '/pedagogovia.html', '/prijimanie.html', '/kontakt.html', notice], '2025-04-28'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /interne\nDisallow: /zaloha/\n\nSitemap: ${ORIGIN}/mapa-stranok/sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-107',
      languages: ['sk'],
      addresses: [
        { address: `skola@${HOST}`, name: null, title: null, pages: ['/', '/kontakt.html'], cases: ['role', 'plain'] },
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/kontakt.html'], cases: ['role', 'plain', ln] },
        ...TEACHERS.map((t) => ({
          address: addr(t.local),
          name: t.name,
          title: t.title,
          pages: ['/pedagogovia.html'],
          ...(t.how === 'charcode'
            ? { encoded: { kind: 'charcodes' as const, text: charCodes(addr(t.local)) } }
            : t.how === 'reversed'
              ? { encoded: { kind: 'reversed' as const, text: reversed(addr(t.local)) } }
              : {}),
          cases: [
            'table',
            ln,
            t.how === 'plain' ? 'plain' : t.how === 'charcode' ? 'script-charcode' : t.how === 'reversed' ? 'script-reversed' : 'obfuscated',
            ...t.cases,
          ] as CaseKind[],
        })),
        { address: addr('mlynarova'), name: 'Iveta Mlynárová', title: 'Ekonómka školy', pages: ['/kontakt.html'], cases: ['title-name-line', 'honorific', 'plain', ln] },
        { address: addr('gregorova'), name: 'Alžbeta Gregorová', title: 'zástupkyňa riaditeľky pre hudobný odbor', pages: [notice], cases: ['prose', 'honorific', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{last}',
      statedPattern: { page: '/pedagogovia.html', text: `priezvisko@${HOST}` },
      disallowed: ['/interne'],
      nonAddresses: [
        { text: `priezvisko@${HOST}`, kind: 'scheme' },
        { text: `zborovna@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:zus-hornalehota/web.git', kind: 'git' },
      ],
    },
  };
}
