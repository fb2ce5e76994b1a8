/**
 * Knihovna Olomouc-Neředín: a municipal library (a contributory organisation of the city of
 * Olomouc) on a small custom CMS of a local web studio. The director in the footer as a
 * "Ředitelka: Mgr. Name" line; the staff page states the scheme (prijmeni@…) above a staff table
 * where two addresses are written "(at)"; the head of the regional department as a schema.org
 * Person in RDFa on the about page; the memory-training course's lecturer whose address a script
 * turns around from a reversed string; the interlibrary-loan page, linked from nowhere, reached
 * only through the sitemap the robots.txt names at a path of its own. An old lending address in
 * an HTML comment and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'knihovna-neredin-olomouc.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-knihovne', 'O knihovně'],
  ['/sluzby', 'Služby'],
  ['/akce', 'Akce a kurzy'],
  ['/o-knihovne/zamestnanci', 'Zaměstnanci'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Knihovna Olomouc-Neředín',
  head: [
    '<meta name="generator" content="Redakční systém Bohemica CMS 4.2 (www.bohemica-web.test)">',
    `<link rel="stylesheet" href="${ORIGIN}/css/layout.css?v=20240915">`,
    `<link rel="stylesheet" href="${ORIGIN}/css/print.css" media="print">`,
    `<link rel="alternate" type="application/rss+xml" title="Aktuality" href="${ORIGIN}/rss/aktuality.xml">`,
  ],
  header: (p) =>
    `<div id="top"><a class="skip" href="#content">Přeskočit na obsah</a><div class="logo"><a href="/"><img src="/img/logo-knihovna.svg" alt="Knihovna Olomouc-Neředín" width="260" height="70"></a></div>` +
    `<form class="hledat" action="https://katalog.knihovna-neredin-olomouc.test/" method="get"><label for="q">Hledat v katalogu</label><input id="q" name="q" type="search"><button>Hledat</button></form></div>` +
    `<nav id="menu"><ul>${MENU.map(([href, label]) => `<li${href === p.path ? ' class="akt"' : ''}><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>`,
  footer: () =>
    `<footer id="paticka"><div class="sloupec"><h3>Knihovna Olomouc-Neředín, příspěvková organizace</h3><p>Rooseveltova 96, 779 00 Olomouc<br>IČO: 70 887 512</p><p>Ředitelka: Mgr. Ivana Nováková, ${mailto(`novakova@${HOST}`)}</p></div>` +
    `<div class="sloupec"><h3>Půjčovní doba</h3><table class="pujcovni-doba"><tr><th>Po</th><td>9–18</td></tr><tr><th>Út</th><td>zavřeno</td></tr><tr><th>St</th><td>9–18</td></tr><tr><th>Čt</th><td>12–18</td></tr><tr><th>Pá</th><td>9–15</td></tr></table><p>V červenci a srpnu pouze Po a St 9–17.</p></div>` +
    `<div class="sloupec"><h3>Kontakt</h3><p>Tel.: ${tel('+420 585 221 463')}<br>E-mail: ${mailto(`knihovna@${HOST}`)}</p><p><a href="/prohlaseni-o-pristupnosti">Prohlášení o přístupnosti</a> · <a href="/gdpr">Ochrana osobních údajů</a> · <a href="/intranet">Intranet</a></p>` +
    `<p class="zrizovatel">Zřizovatel: statutární město Olomouc</p></div><p class="copy">© 2025 Knihovna Olomouc-Neředín · web: Bohemica CMS</p></footer>`,
  bodyEnd: [
    '<div id="cookies-lista" class="cookies" hidden><p>Tento web používá soubory cookies k zajištění funkčnosti a se souhlasem i ke sledování návštěvnosti. <a href="/gdpr">Více informací</a></p><button type="button" id="cookies-ok">Souhlasím</button> <button type="button" id="cookies-ne">Odmítnout</button></div>',
    `<script src="${ORIGIN}/js/cookies.js?v=3"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });

const obsah = (title: string, html: string, crumbs: [string, string][] = []): string =>
  `<div id="drobky"><a href="/">Úvod</a>${crumbs.map(([h, l]) => ` › <a href="${h}">${esc(l)}</a>`).join('')} › <span>${esc(title)}</span></div><div class="obsah"><h1>${esc(title)}</h1>${html}</div>`;

type Row = { dept: string; shown: string; name: string; title: string; phone: string; local: string; at?: boolean; honorific?: boolean };
const STAFF: Row[] = [
  { dept: 'Vedení', shown: 'Mgr. Ivana Nováková', name: 'Ivana Nováková', title: 'ředitelka', phone: '585 221 460', local: 'novakova', honorific: true },
  { dept: 'Ekonomický úsek', shown: 'Ing. Jitka Sedláčková', name: 'Jitka Sedláčková', title: 'ekonomka', phone: '585 221 461', local: 'sedlackova', at: true, honorific: true },
  { dept: 'Oddělení pro dospělé', shown: 'Bc. Markéta Černá', name: 'Markéta Černá', title: 'knihovnice', phone: '585 221 463', local: 'cerna', honorific: true },
  { dept: 'Dětské oddělení', shown: 'Lenka Marková', name: 'Lenka Marková', title: 'vedoucí dětského oddělení', phone: '585 221 464', local: 'markova', at: true },
  { dept: 'Akvizice a katalogizace', shown: 'Pavel Doležal', name: 'Pavel Doležal', title: 'katalogizátor', phone: '585 221 466', local: 'dolezal' },
  { dept: 'Informační technologie', shown: 'Ondřej Kratochvíl', name: 'Ondřej Kratochvíl', title: 'správce sítě', phone: '585 221 469', local: 'kratochvil' },
];

const VLCKOVA = `vlckova@${HOST}`;
const REVERSE_SCRIPT = `<script>var m = '${reversed(VLCKOVA)}'.split('').reverse().join('');document.getElementById('lektorka-mail').innerHTML = '<a href="mailto:' + m + '">' + m + '</a>';</script>`;

export function knihovnaNeredin(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Úvodní stránka',
    main: obsah(
      'Vítejte v knihovně na Neředíně',
      `<p class="perex">Půjčujeme knihy, časopisy, audioknihy i deskové hry. Registrace pro děti do 15 let je zdarma.</p>` +
        `<!-- TODO po migraci smazat: dotazy k výpůjčkám dříve na vypujcky@${HOST} -->` +
        `<section class="aktuality"><h2>Aktuality</h2>` +
        `<article><h3>Burza knih 12. dubna</h3><p class="datum">28. 3. 2025</p><p>Vyřazené knihy za symbolickou cenu 5 Kč, výtěžek půjde na nákup nových titulů pro dětské oddělení.</p></article>` +
        `<article><h3>Kurz trénování paměti</h3><p class="datum">10. 3. 2025</p><p>Od dubna opět otevíráme kurz pro seniory. <a href="/akce">Podrobnosti a přihlášky</a></p></article>` +
        `<article><h3>Velikonoční uzavření</h3><p class="datum">1. 3. 2025</p><p>Na Velký pátek a Velikonoční pondělí bude knihovna zavřena.</p></article></section>`,
    ),
  });

  pages['/o-knihovne'] = page({
    path: '/o-knihovne',
    title: 'O knihovně',
    main: obsah(
      'O knihovně',
      `<p>Knihovna na Neředíně funguje od roku 1968, od roku 2002 je samostatnou příspěvkovou organizací města Olomouce. Ve fondu máme přes 54 000 svazků, katalog je on-line dostupný v systému Tritius.</p>` +
        `<p>Pro obecní knihovny Olomoucka vykonáváme regionální funkce: poradenství, výměnné soubory a vzdělávání knihovníků.</p>` +
        `<h2>Regionální oddělení</h2>` +
        `<div class="vizitka" vocab="https://schema.org/" typeof="Person"><p><span property="name">PhDr. Zdeněk Fiala</span><br><span property="jobTitle">vedoucí regionálního oddělení</span><br>Tel.: <span property="telephone">585 221 467</span><br>E-mail: <a property="email" href="mailto:fiala@${HOST}">fiala@${HOST}</a></p></div>` +
        `<p><a href="/o-knihovne/zamestnanci">Všichni zaměstnanci</a> · <a href="/o-knihovne/vyrocni-zpravy">Výroční zprávy</a></p>`,
      [],
    ),
  });

  pages['/o-knihovne/vyrocni-zpravy'] = page({
    path: '/o-knihovne/vyrocni-zpravy',
    title: 'Výroční zprávy',
    main: obsah('Výroční zprávy', `<ul class="soubory"><li><a href="/soubory/vyrocni-zprava-2024.pdf">Výroční zpráva 2024 (PDF, 1,2 MB)</a></li><li><a href="/soubory/vyrocni-zprava-2023.pdf">Výroční zpráva 2023 (PDF, 1,1 MB)</a></li></ul>`, [['/o-knihovne', 'O knihovně']]),
  });

  pages['/o-knihovne/zamestnanci'] = page({
    path: '/o-knihovne/zamestnanci',
    title: 'Zaměstnanci',
    main: obsah(
      'Zaměstnanci',
      `<p>E-mailové adresy zaměstnanců jsou ve tvaru prijmeni@${HOST}. Telefonní předvolba +420.</p>` +
        `<table class="tabulka"><thead><tr><th>Oddělení</th><th>Jméno</th><th>Funkce</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.dept)}</td><td>${esc(s.shown)}</td><td>${esc(s.title)}</td><td>${esc(s.phone)}</td><td>${s.at ? `${s.local}(at)knihovna-neredin-olomouc.test` : mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
      [['/o-knihovne', 'O knihovně']],
    ),
  });

  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    main: obsah(
      'Služby',
      `<ul><li>Výpůjčky a rezervace (i on-line přes katalog)</li><li>Meziknihovní výpůjční služba</li><li>Kopírování a tisk A4/A3</li><li>Internet a Wi-Fi zdarma</li><li>Donášková služba pro imobilní čtenáře</li><li>Výměnné soubory pro obecní knihovny</li></ul>` +
        `<h2>Poplatky</h2><table class="tabulka"><tr><td>Registrace dospělí (rok)</td><td>100 Kč</td></tr><tr><td>Registrace senioři 70+</td><td>zdarma</td></tr><tr><td>Upomínka</td><td>30 Kč</td></tr></table>`,
    ),
  });

  pages['/akce'] = page({
    path: '/akce',
    title: 'Akce a kurzy',
    main: obsah(
      'Akce a kurzy',
      `<div class="akce"><h2>Trénování paměti pro seniory</h2><p class="termin">každou středu od 2. 4. do 18. 6. 2025, 10:00–11:30, studovna</p>` +
        `<p>Kurz vede Mgr. Hana Vlčková, certifikovaná trenérka paměti, která přihlášky přijímá e-mailem na adrese <span id="lektorka-mail">(zobrazí se po načtení stránky)</span>${REVERSE_SCRIPT} nebo osobně u výpůjčního pultu. Kapacita je 14 míst.</p></div>` +
        `<div class="akce"><h2>Pohádkové čtení</h2><p class="termin">každé první úterý v měsíci, 16:30, dětské oddělení</p><p>Pro děti od 4 let, bez přihlášení.</p></div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: obsah(
      'Kontakt',
      `<p><strong>Knihovna Olomouc-Neředín, příspěvková organizace</strong><br>Rooseveltova 96, 779 00 Olomouc (zastávka Rooseveltova – tramvaj č. 3, 7)</p>` +
        `<p>Výpůjční pult: ${tel('+420 585 221 463')}<br>Obecné dotazy: ${mailto(`knihovna@${HOST}`)}</p>` +
        `<p>Datová schránka: 7kb4ruz</p><p>Kontakty na jednotlivé pracovníky najdete na stránce <a href="/o-knihovne/zamestnanci">Zaměstnanci</a>.</p>`,
    ),
  });

  // An older page no menu links to any more; the CMS still lists it in its sitemap.
  pages['/stranky/meziknihovni-sluzba'] = page({
    path: '/stranky/meziknihovni-sluzba',
    title: 'Meziknihovní výpůjční služba',
    main: obsah(
      'Meziknihovní výpůjční služba (MVS)',
      `<p>Knihu, kterou nemáme ve fondu, vám zajistíme z jiné knihovny v ČR. Poplatek za jednu výpůjčku je 70 Kč (poštovné).</p>` +
        `<p>Požadavky na MVS vyřizuje knihovnice Alena Kopecká, která vám na adrese ${mailto(`kopecka@${HOST}`)} ráda poradí i s vyhledáním titulu v Souborném katalogu.</p>`,
    ),
  });

  pages['/gdpr'] = page({ path: '/gdpr', title: 'Ochrana osobních údajů', main: obsah('Ochrana osobních údajů', `<p>Pověřencem pro ochranu osobních údajů je pověřenec statutárního města Olomouce. Osobní údaje čtenářů zpracováváme podle knihovního řádu.</p>`) });
  pages['/prohlaseni-o-pristupnosti'] = page({ path: '/prohlaseni-o-pristupnosti', title: 'Prohlášení o přístupnosti', main: obsah('Prohlášení o přístupnosti', `<p>Web je částečně v souladu se zákonem č. 99/2019 Sb.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: obsah('Intranet zaměstnanců', `<p>Přihlášení pro zaměstnance. Zapomenuté heslo: ${mailto(`helpdesk@${HOST}`)}</p><form method="post"><input name="login"><input type="password" name="heslo"><button>Přihlásit</button></form>`) });

  pages['/mapa-stranek.xml'] = xmlPage(
    urlset(HOST, ['/', '/o-knihovne', '/o-knihovne/zamestnanci', '/o-knihovne/vyrocni-zpravy', '/sluzby', '/akce', '/kontakt', '/stranky/meziknihovni-sluzba', '/gdpr'], '2025-03-28'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /admin/\nDisallow: /hledat?\n\nSitemap: ${ORIGIN}/mapa-stranek.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)', 'X-Powered-By': 'PHP/8.1.31' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-75',
      languages: ['cs'],
      addresses: [
        { address: `knihovna@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: s.local === 'novakova' ? ['/', '/o-knihovne/zamestnanci'] : ['/o-knihovne/zamestnanci'],
          cases: ['table', s.at ? 'obfuscated' : 'plain', ln, ...(s.honorific ? ['honorific'] : []), ...(s.local === 'novakova' ? ['title-name-line'] : [])] as CaseKind[],
        })),
        { address: `fiala@${HOST}`, name: 'Zdeněk Fiala', title: 'vedoucí regionálního oddělení', pages: ['/o-knihovne'], cases: ['rdfa', 'honorific', 'plain', ln] },
        {
          address: VLCKOVA,
          name: 'Hana Vlčková',
          title: 'certifikovaná trenérka paměti',
          pages: ['/akce'],
          encoded: { kind: 'script', text: REVERSE_SCRIPT },
          cases: ['prose', 'script-reversed', 'honorific', ln],
        },
        { address: `kopecka@${HOST}`, name: 'Alena Kopecká', title: 'knihovnice', pages: ['/stranky/meziknihovni-sluzba'], cases: ['prose', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{last}',
      statedPattern: { page: '/o-knihovne/zamestnanci', text: `prijmeni@${HOST}` },
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `prijmeni@${HOST}`, kind: 'scheme' },
        { text: `vypujcky@${HOST}`, kind: 'comment' },
        { text: `helpdesk@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
