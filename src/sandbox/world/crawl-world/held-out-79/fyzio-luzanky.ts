/**
 * Fyzioterapie Lužánky: a physiotherapy clinic in Brno-Černá Pole, on Webnode, Czech only. The
 * therapists as Webnode team cards with academic titles before and after their names (two cards
 * carry schema.org microdata, one address is written "(at)" by hand, one is a reversed string a
 * script turns round), the receptionist as a label line under "Objednávky", the operations
 * manager in the "O nás" prose, a course mailbox beside the head therapist's name in a news item,
 * and a client zone robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fyzio-luzanky-brno.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-nas/', 'O nás'],
  ['/nas-tym/', 'Náš tým'],
  ['/cenik/', 'Ceník'],
  ['/aktuality/', 'Aktuality'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fyzioterapie Lužánky',
  head: [
    '<meta name="generator" content="Webnode 2">',
    '<link rel="stylesheet" href="https://d11bh4d8fhuq47.cloudfront.net/_system/skins/v22/50001533/css/style.css">',
    '<script src="https://d11bh4d8fhuq47.cloudfront.net/_system/client/js/compressed/frontend.package.1-3-108.js?ph=3a5c9e"></script>',
  ],
  header: () =>
    `<div id="wnd_HeaderSection_header_main" class="wnd-section header-section"><div class="s-w"><div class="s-o"><div class="logo-wrapper"><a href="/" class="logo-link"><span class="logo-text">Fyzioterapie <b>Lužánky</b></span></a></div>` +
    `<nav id="menuzone" class="menu-wrapper"><ul class="menu">` +
    MENU.map(([href, label]) => `<li class="menu-item"><a class="menu-link" href="${href}"><span class="menu-item-text">${esc(label)}</span></a></li>`).join('') +
    `</ul></nav><div class="header-cta"><a class="b b-p" href="/kontakt/">Objednat se</a></div></div></div></div>`,
  footer: () =>
    `<div id="wnd_FooterSection" class="wnd-section footer-section"><div class="s-w"><div class="s-o"><div class="cols"><div class="col">` +
    `<p><strong>Fyzioterapie Lužánky s.r.o.</strong><br>Drobného 22, 602 00 Brno<br>IČO: 08123456</p></div><div class="col">` +
    `<p><strong>Ordinační hodiny</strong><br>Po–Čt 7:00–19:00<br>Pá 7:00–14:00</p></div><div class="col"><p>Recepce: ${tel('+420 541 555 210')}<br>${mailto(`recepce@${HOST}`)}</p><p><a href="/klientska-zona/">Klientská zóna</a> · <a href="/gdpr/">Ochrana osobních údajů</a></p></div></div>` +
    `<div class="footer-bottom"><span class="sf-text">Vytvořeno službou <a href="https://www.webnode.cz" rel="nofollow">Webnode</a></span> · <span class="cookie-link"><a href="#" data-cookie-settings>Cookies</a></span></div></div></div></div>`,
  bodyEnd: [
    '<div id="cookiebar" class="cookie-bar" hidden><p>Tato stránka používá cookies. Používáním stránky souhlasíte s jejich používáním.</p><button type="button" class="cookie-accept">Souhlasím</button><button type="button" class="cookie-settings">Nastavení</button></div>',
    '<script>(function(){var r=document.querySelectorAll("a[data-r]");for(var i=0;i<r.length;i++){var e=r[i].getAttribute("data-r").split("").reverse().join("");r[i].href="mailto:"+e;r[i].textContent=e;}})();</script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });
const section = (title: string, html: string): string => `<section class="wnd-section s-text"><div class="s-w"><div class="s-o"><div class="ez-c"><h1 class="wnd-heading">${esc(title)}</h1><div class="text-content">${html}</div></div></div></div></section>`;

type Therapist = { shown: string; name: string; title: string; local: string; how: 'plain' | 'at' | 'reversed' | 'microdata'; text: string };
const TEAM: Therapist[] = [
  { shown: 'Mgr. Jana Dvořáková, Ph.D.', name: 'Jana Dvořáková', title: 'vedoucí fyzioterapeutka', local: 'dvorakova', how: 'plain', text: 'Respirační fyzioterapie, Vojtova metoda, 18 let praxe ve FN Brno.' },
  { shown: 'Mgr. Petr Svoboda', name: 'Petr Svoboda', title: 'fyzioterapeut', local: 'svoboda', how: 'at', text: 'Sportovní úrazy, rekonstrukce předního zkříženého vazu, kinesiotaping.' },
  { shown: 'Bc. Lucie Horáková, DiS.', name: 'Lucie Horáková', title: 'fyzioterapeutka – dětská fyzioterapie', local: 'horakova', how: 'microdata', text: 'Děti od kojeneckého věku, skoliózy, Bobath koncept.' },
  { shown: 'MUDr. Tomáš Král', name: 'Tomáš Král', title: 'lékař – rehabilitační a fyzikální medicína', local: 'kral', how: 'microdata', text: 'Vstupní vyšetření, indikace terapie, rázová vlna.' },
  { shown: 'Mgr. Jan Pospíšil', name: 'Jan Pospíšil', title: 'fyzioterapeut', local: 'pospisil', how: 'plain', text: 'Bolesti zad, DNS (dynamická neuromuskulární stabilizace), běžci.' },
  { shown: 'Markéta Procházková', name: 'Markéta Procházková', title: 'masérka', local: 'prochazkova', how: 'reversed', text: 'Sportovní a rekondiční masáže, lymfodrenáže.' },
];

const card = (t: Therapist): string => {
  const a = `${t.local}@${HOST}`;
  const md = t.how === 'microdata';
  const mail =
    t.how === 'at'
      ? `<span class="mail">${t.local}(at)${HOST}</span>`
      : t.how === 'reversed'
        ? `<a href="#" class="mail" data-r="${reversed(a)}">e-mail (zapněte JavaScript)</a>`
        : md
          ? `<a href="mailto:${a}" itemprop="email">${a}</a>`
          : mailto(a);
  return (
    `<div class="wnd-team-card"${md ? ' itemscope itemtype="https://schema.org/Person"' : ''}><div class="wnd-team-img"><img src="/_files/200000${t.local.length}-team/${t.local}.jpg" alt="${esc(t.shown)}"></div>` +
    `<h3${md ? ' itemprop="name"' : ''}>${esc(t.shown)}</h3><p class="wnd-team-position"${md ? ' itemprop="jobTitle"' : ''}>${esc(t.title)}</p><p>${esc(t.text)}</p><p>${mail}</p></div>`
  );
};

export function fyzioLuzanky(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Fyzioterapie v Brně – Černá Pole',
    main: section(
      'Fyzioterapie Lužánky',
      `<p>Soukromé pracoviště fyzioterapie kousek od parku Lužánky. Pracujeme se smlouvou s VZP, OZP a ZPMV, poukaz FT od lékaře přineste na první návštěvu.</p><p><a href="/nas-tym/">Poznejte náš tým</a> · <a href="/cenik/">Ceník samoplátců</a></p>`,
    ),
  });
  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    main: section(
      'O nás',
      `<p>Pracoviště jsme otevřeli v roce 2016 ve dvou místnostech, dnes máme šest terapeutických boxů, malou tělocvičnu a bazén pro hydroterapii.</p>` +
        `<p>O chod praxe, smlouvy s pojišťovnami a fakturaci se stará provozní manažer Ondřej Veselý; firmy, které chtějí pro své zaměstnance objednat balíček terapií, mu mohou napsat na ${mailto(`vesely@${HOST}`)}.</p>`,
    ),
  });
  pages['/nas-tym'] = page({ path: '/nas-tym', title: 'Náš tým', main: section('Náš tým', `<div class="wnd-team-list">${TEAM.map(card).join('')}</div>`) });
  pages['/cenik'] = page({
    path: '/cenik',
    title: 'Ceník',
    main: section('Ceník pro samoplátce', `<table class="wnd-table"><tr><td>Vstupní kineziologický rozbor (60 min)</td><td>1 200 Kč</td></tr><tr><td>Individuální terapie (45 min)</td><td>950 Kč</td></tr><tr><td>Sportovní masáž (60 min)</td><td>800 Kč</td></tr></table>`),
  });
  pages['/aktuality'] = page({
    path: '/aktuality',
    title: 'Aktuality',
    main: section(
      'Aktuality',
      `<article class="wnd-blog-item"><h2>Kurz Zdravá záda – jaro 2025</h2><p class="date">3. 3. 2025</p><p>Od dubna otevíráme osmitýdenní skupinový kurz cvičení pro zdravá záda (úterý 18:00). Kurz vede Mgr. Jana Dvořáková, Ph.D. Přihlášky a dotazy: ${mailto(`kurzy@${HOST}`)}.</p></article>` +
        `<article class="wnd-blog-item"><h2>Provoz o Velikonocích</h2><p>Na Velký pátek a Velikonoční pondělí je zavřeno.</p></article>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      'Kontakt',
      `<p>Drobného 22, 602 00 Brno (tramvaj č. 9 a 11, zastávka Zemědělská)</p>` +
        `<p>Objednávky: Zuzana Malá, recepční, tel. ${tel('+420 541 555 210')}, ${mailto(`mala@${HOST}`)}</p>` +
        `<p>Obecné dotazy: ${mailto(`recepce@${HOST}`)}</p><div class="wnd-map"><iframe src="https://maps.google.com/maps?q=Drobn%C3%A9ho%2022%20Brno&amp;output=embed" title="Mapa"></iframe></div>`,
    ),
  });
  pages['/gdpr'] = page({ path: '/gdpr', title: 'Ochrana osobních údajů', main: section('Ochrana osobních údajů', `<p>Správcem osobních údajů je Fyzioterapie Lužánky s.r.o., Drobného 22, Brno.</p>`) });
  pages['/klientska-zona'] = page({
    path: '/klientska-zona',
    title: 'Klientská zóna',
    main: section('Klientská zóna', `<p>Cviky na doma a zprávy z vyšetření. Zapomenuté heslo: ${mailto(`klienti@${HOST}`)}</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klientska-zona/\nDisallow: /klientska-zona\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/o-nas/', '/nas-tym/', '/cenik/', '/aktuality/', '/kontakt/'], '2025-03-03'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'Webnode' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-79',
      languages: ['cs'],
      addresses: [
        { address: `recepce@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...TEAM.map((t) => {
          const honor = t.shown.startsWith(t.name) ? [] : ['honorific'];
          const post = t.shown.includes(', ') ? ['post-nominal'] : [];
          const how = t.how === 'at' ? ['obfuscated'] : t.how === 'reversed' ? ['script-reversed'] : t.how === 'microdata' ? ['microdata', 'plain'] : ['plain'];
          return {
            address: `${t.local}@${HOST}`,
            name: t.name,
            title: t.title,
            pages: ['/nas-tym'],
            ...(t.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: reversed(`${t.local}@${HOST}`) } } : {}),
            cases: ['card', ln, ...how, ...honor, ...post] as CaseKind[],
          };
        }),
        { address: `vesely@${HOST}`, name: 'Ondřej Veselý', title: 'provozní manažer', pages: ['/o-nas'], cases: ['prose', 'plain', ln] },
        { address: `mala@${HOST}`, name: 'Zuzana Malá', title: 'recepční', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `kurzy@${HOST}`, name: null, title: null, pages: ['/aktuality'], cases: ['neighbour', 'plain', ln] },
      ],
      pattern: '{last}',
      disallowed: ['/klientska-zona'],
      nonAddresses: [{ text: `klienti@${HOST}`, kind: 'disallowed' }],
    },
  };
}
