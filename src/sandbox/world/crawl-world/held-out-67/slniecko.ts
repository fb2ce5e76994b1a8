/**
 * Súkromná materská škola Slniečko: a private kindergarten in Banská Bystrica, on Joomla 4 (Cassiopeia),
 * in Slovak. The staff in a table (title before the name, function in its own column), two
 * addresses behind Joomla's e-mail cloaking script and one written by String.fromCharCode; the
 * kitchen's head as "Vedúca školskej jedálne: name"; the enrolment and school mailboxes; the
 * parents' zone (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'ms-slniecko.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Domov'],
  ['/o-nas', 'O nás'],
  ['/kolektiv', 'Kolektív'],
  ['/zapis-deti', 'Zápis detí'],
  ['/jedalen', 'Školská jedáleň'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'MŠ Slniečko',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">`,
    `<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Chyba","MESSAGE":"Správa"},"system.paths":{"root":"","rootFull":"${ORIGIN}\\/","base":"","baseFull":"${ORIGIN}\\/"},"csrf.token":"7f3c1d9e2b4a6c8e0f1a3b5d7e9c2a4b"}</script>`,
    '<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-slniecko.png" alt="MŠ Slniečko"></a><div class="site-description">Súkromná materská škola Slniečko</div></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Súkromná materská škola Slniečko, Tajovského 28, 974 01 Banská Bystrica<br>Tel.: ${tel('048/412 55 60')}, e-mail: ${mailto(`skolka@${HOST}`)}</p><p><a href="/pre-rodicov">Pre rodičov (prihlásenie)</a> | <a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></p></div></div></footer>`,
  bodyEnd: ['<script src="/media/templates/site/cassiopeia/js/template.min.js?4.4.3" defer></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk-sk' });
const article = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="sk-SK"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" output. */
function cloak(id: string, local: string): string {
  return (
    `document.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\taddy${id} = addy${id} + 'ms-slniecko' + '&#46;' + 'test';\n` +
    `\t\tvar addy_text${id} = '${local}' + '&#64;' + 'ms-slniecko' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`
  );
}
const cloaked = (id: string, local: string): string =>
  `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovacími robotmi. Na jej zobrazenie potrebujete mať aktivovaný JavaScript.</span><script type="text/javascript">\n\t\t${cloak(id, local)}\n\t</script>`;

const KOLLAROVA = cloak('8c2e41f0a7b35d96', 'kollarova');
const SIMKOVA = cloak('1d7f93b2c6e048a5', 'simkova');
const DURICOVA_CODES = charCodes(`duricova@${HOST}`);

export function slniecko(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Domov',
    main: article(`<h1>Vitajte v Slniečku</h1><p>Sme súkromná materská škola s tromi triedami pre deti od 2,5 do 6 rokov. Máme vlastnú kuchyňu, veľkú záhradu a krúžok angličtiny.</p><p><a href="/zapis-deti">Zápis na školský rok 2025/2026</a></p>`),
  });
  pages['/o-nas'] = page({ path: '/o-nas', title: 'O nás', main: article(`<h1>O nás</h1><p>Škola funguje od roku 2009 v zrekonštruovanej vile pod Urpínom. Pracujeme podľa Štátneho vzdelávacieho programu a vlastného programu „Slniečko v prírode“.</p>`) });
  const row = (who: string, what: string, mail: string) => `<tr><td>${esc(who)}</td><td>${esc(what)}</td><td>${mail}</td></tr>`;
  pages['/kolektiv'] = page({
    path: '/kolektiv',
    title: 'Kolektív',
    main: article(
      `<h1>Kolektív</h1><table class="table table-striped"><thead><tr><th>Meno</th><th>Funkcia</th><th>E-mail</th></tr></thead><tbody>` +
        row('PaedDr. Zuzana Horváthová', 'riaditeľka', mailto(`horvathova@${HOST}`)) +
        row('Mgr. Martina Kollárová', 'zástupkyňa riaditeľky, učiteľka – trieda Lienky', cloaked('8c2e41f0a7b35d96', 'kollarova')) +
        row('Bc. Veronika Šimková', 'učiteľka – trieda Včielky', cloaked('1d7f93b2c6e048a5', 'simkova')) +
        row('Katarína Bieliková', 'učiteľka – trieda Mravčeky', mailto(`bielikova@${HOST}`)) +
        row('Mgr. Ivana Kováčová', 'učiteľka, krúžok angličtiny', mailto(`kovacova@${HOST}`)) +
        row('Mgr. Lenka Ďuricová', 'špeciálna pedagogička', `<script>document.write(String.fromCharCode(${DURICOVA_CODES}));</script>`) +
        row('Jana Poláková', 'asistentka učiteľa', mailto(`polakova@${HOST}`)) +
        `</tbody></table>`,
    ),
  });
  pages['/zapis-deti'] = page({
    path: '/zapis-deti',
    title: 'Zápis detí',
    main: article(`<h1>Zápis detí na školský rok 2025/2026</h1><p>Žiadosti o prijatie prijímame od 1. do 31. mája. Vyplnenú žiadosť s potvrdením od pediatra pošlite na ${mailto(`zapis@${HOST}`)} alebo ju doneste osobne.</p>`),
  });
  pages['/jedalen'] = page({
    path: '/jedalen',
    title: 'Školská jedáleň',
    main: article(`<h1>Školská jedáleň</h1><p>Jedálny lístok zverejňujeme vždy v piatok na nasledujúci týždeň. Odhlásiť dieťa zo stravy je možné do 7:30 v daný deň.</p><p>Vedúca školskej jedálne: Anna Mikulová, tel. ${tel('048/412 55 63')}, ${mailto(`mikulova@${HOST}`)}</p>`),
  });
  pages['/kontakt'] = page({ path: '/kontakt', title: 'Kontakt', main: article(`<h1>Kontakt</h1><p>Tajovského 28, 974 01 Banská Bystrica<br>Prevádzka: Po–Pi 6:30–16:30</p><p>${mailto(`skolka@${HOST}`)}, ${tel('048/412 55 60')}</p>`) });
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: article(`<h1>Ochrana osobných údajov</h1><p>Prevádzkovateľom je Slniečko n.o., IČO 42198765.</p>`) });
  pages['/pre-rodicov'] = page({ path: '/pre-rodicov', title: 'Pre rodičov', main: article(`<h1>Pre rodičov</h1><p>Zabudnuté heslo? Napíšte na ${mailto(`rodicia@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  const t = (local: string, name: string, title: string, cases: CaseKind[]) => ({ address: `${local}@${HOST}`, name, title, pages: ['/kolektiv'], cases: ['table', ln, ...cases] as CaseKind[] });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /pre-rodicov\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/o-nas', '/kolektiv', '/zapis-deti', '/jedalen', '/kontakt'], '2025-04-11'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-67',
      languages: ['sk'],
      addresses: [
        { address: `skolka@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `zapis@${HOST}`, name: null, title: null, pages: ['/zapis-deti'], cases: ['role', 'plain', ln] },
        t('horvathova', 'Zuzana Horváthová', 'riaditeľka', ['honorific', 'plain']),
        { ...t('kollarova', 'Martina Kollárová', 'zástupkyňa riaditeľky, učiteľka – trieda Lienky', ['honorific', 'script-protect']), encoded: { kind: 'script', text: KOLLAROVA } },
        { ...t('simkova', 'Veronika Šimková', 'učiteľka – trieda Včielky', ['honorific', 'script-protect']), encoded: { kind: 'script', text: SIMKOVA } },
        t('bielikova', 'Katarína Bieliková', 'učiteľka – trieda Mravčeky', ['plain']),
        t('kovacova', 'Ivana Kováčová', 'učiteľka, krúžok angličtiny', ['honorific', 'plain']),
        { ...t('duricova', 'Lenka Ďuricová', 'špeciálna pedagogička', ['honorific', 'script-charcode']), encoded: { kind: 'charcodes', text: DURICOVA_CODES } },
        t('polakova', 'Jana Poláková', 'asistentka učiteľa', ['plain']),
        { address: `mikulova@${HOST}`, name: 'Anna Mikulová', title: 'Vedúca školskej jedálne', pages: ['/jedalen'], cases: ['title-name-line', 'plain', ln] },
      ],
      pattern: '{last}',
      disallowed: ['/pre-rodicov'],
      nonAddresses: [{ text: `rodicia@${HOST}`, kind: 'disallowed' }],
    },
  };
}
