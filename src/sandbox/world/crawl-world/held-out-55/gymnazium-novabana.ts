/**
 * Gymnázium Andreja Sládkoviča, Nová Baňa: a state grammar school on Joomla 4 (Cassiopeia),
 * Slovak only. The management and the economic staff as a contacts table, two of its addresses
 * behind Joomla's e-mail cloak; the teaching staff as "Mgr. Name – subjects, role" lines; the
 * canteen head as "Title: Name" on a page under "O škole"; the school's secretariat as a role
 * mailbox; a graduation-exam mailbox beside the deputy's name. The intranet (disallowed) and a
 * form placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'gymnazium-novabana.test';

const MENU: [string, string][] = [
  ['/', 'Domov'],
  ['/o-skole', 'O škole'],
  ['/kontakty', 'Kontakty'],
  ['/pedagogicky-zbor', 'Pedagogický zbor'],
  ['/maturita', 'Maturita'],
  ['/prijimacie-konanie', 'Prijímacie konanie'],
];

/** Joomla's email cloak, as the "Content - Email Cloaking" plugin writes it. */
function cloak(id: string, local: string): string {
  const [dom, tld] = HOST.split('.');
  return (
    `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovacími robotmi. Na jej zobrazenie potrebujete mať aktivovaný JavaScript.</span><script type="text/javascript">\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n` +
    ` addy${id} = addy${id} + '${dom}' + '&#46;' + '${tld}';\n` +
    ` var addy_text${id} = '${local}' + '&#64;' + '${dom}' + '&#46;' + '${tld}';\n` +
    ` document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `</script>`
  );
}

const CLOAK_KOVACOVA = cloak('a41f0c2e9d7b', 'kovacova');
const CLOAK_BALAZ = cloak('5be21d0f8c13', 'balaz');

const theme: Theme = {
  host: HOST,
  siteName: 'Gymnázium Andreja Sládkoviča Nová Baňa',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.5" rel="stylesheet">',
    '<link href="/media/system/css/joomla-fontawesome.min.css?4.4.5" rel="stylesheet">',
    '<script src="/media/templates/site/cassiopeia/js/template.min.js?4.4.5" defer></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-gas.png" alt="Gymnázium Andreja Sládkoviča"></a><div class="site-description">Gymnázium Andreja Sládkoviča, Nová Baňa</div></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md" aria-label="Hlavné menu"><ul class="mod-menu mod-list nav ">` +
    MENU.map(([href, label], i) => `<li class="nav-item item-${101 + i}"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></header><div class="site-grid"><div class="grid-child container-component">`,
  footer: () =>
    `</div></div><footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p>Gymnázium Andreja Sládkoviča, Školská 3, 968 01 Nová Baňa<br>Sekretariát: ${tel('+421 45 555 2101')}, ${mailto(`sekretariat@${HOST}`)}<br>IČO: 00160512 · Zriaďovateľ: Banskobystrický samosprávny kraj</p>` +
    `<p><a href="/intranet">Intranet pre zamestnancov</a> · <a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></p></div></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk' });

const article = (title: string, html: string): string =>
  `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="sk-SK"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

export function gymnaziumNovaBana(): CrawlWorldSite {
  const row = (fn: string, name: string, mail: string, phone: string) => `<tr><td>${esc(fn)}</td><td>${esc(name)}</td><td>${tel(phone)}</td><td>${mail}</td></tr>`;
  const pages: Record<string, SandboxPage> = {
    '/': page({
      path: '/',
      title: 'Domov',
      main: article('Vitajte na stránke nášho gymnázia', `<p>Štvorročné a osemročné štúdium, bilingválna trieda s nemeckým jazykom. Deň otvorených dverí bude 28. novembra.</p><p><a href="/prijimacie-konanie">Informácie k prijímaciemu konaniu</a></p>`),
    }),
    '/o-skole': page({
      path: '/o-skole',
      title: 'O škole',
      main: article('O škole', `<p>Gymnázium pôsobí v Novej Bani od roku 1957. Súčasťou školy je školská jedáleň a telocvičňa s posilňovňou.</p><ul><li><a href="/o-skole/skolska-jedalen">Školská jedáleň</a></li><li><a href="/o-skole/historia">História školy</a></li></ul>`),
    }),
    '/o-skole/historia': page({ path: '/o-skole/historia', title: 'História školy', main: article('História školy', '<p>Prví maturanti opustili školu v roku 1961.</p>') }),
    '/o-skole/skolska-jedalen': page({
      path: '/o-skole/skolska-jedalen',
      title: 'Školská jedáleň',
      main: article('Školská jedáleň', `<p>Obedy sa vydávajú od 11:30 do 14:00. Odhlásiť obed je možné do 14:00 predchádzajúceho dňa.</p><p>Vedúca ŠJ: Eva Mrázová, ${tel('+421 45 555 2109')}, ${mailto(`mrazova@${HOST}`)}</p>`),
    }),
    '/kontakty': page({
      path: '/kontakty',
      title: 'Kontakty',
      main: article(
        'Kontakty',
        `<table class="table table-striped"><thead><tr><th>Funkcia</th><th>Meno</th><th>Telefón</th><th>E-mail</th></tr></thead><tbody>` +
          row('riaditeľka školy', 'PaedDr. Zuzana Kováčová', CLOAK_KOVACOVA, '+421 45 555 2100') +
          row('zástupca riaditeľky pre pedagogickú činnosť', 'Mgr. Peter Baláž', CLOAK_BALAZ, '+421 45 555 2102') +
          row('výchovná poradkyňa', 'Mgr. Jana Štefanková', mailto(`stefankova@${HOST}`), '+421 45 555 2104') +
          row('ekonómka školy', 'Ing. Mária Hudecová', mailto(`hudecova@${HOST}`), '+421 45 555 2105') +
          row('sekretariát, podateľňa', 'Bc. Lucia Ondrejková', mailto(`sekretariat@${HOST}`), '+421 45 555 2101') +
          `</tbody></table>`,
      ),
    }),
    '/pedagogicky-zbor': page({
      path: '/pedagogicky-zbor',
      title: 'Pedagogický zbor',
      main: article(
        'Pedagogický zbor v školskom roku 2025/2026',
        `<ul>` +
          `<li>Mgr. Andrea Lukáčová – SJL, ANJ, triedna učiteľka II.A – ${mailto(`lukacova@${HOST}`)}</li>` +
          `<li>RNDr. Milan Ďurica – MAT, INF, koordinátor prevencie – ${mailto(`durica@${HOST}`)}</li>` +
          `<li>Mgr. Katarína Hlinková – NEJ, DEJ, predsedníčka PK cudzích jazykov – ${mailto(`hlinkova@${HOST}`)}</li>` +
          `<li>Mgr. Róbert Šimko – TSV, BIO</li>` +
          `</ul>`,
      ),
    }),
    '/maturita': page({
      path: '/maturita',
      title: 'Maturita',
      main: article('Maturitná skúška 2026', `<p>Externá časť a písomná forma internej časti sa uskutočnia 10. – 13. marca 2026. Maturitnú skúšku organizačne zabezpečuje Mgr. Peter Baláž.</p><p>Žiadosti o úpravu podmienok a otázky k maturite posielajte na ${mailto(`maturita@${HOST}`)}.</p>`),
    }),
    '/prijimacie-konanie': page({
      path: '/prijimacie-konanie',
      title: 'Prijímacie konanie',
      main: article('Prijímacie konanie 2026/2027', `<p>Prihlášky podávajú zákonní zástupcovia cez Edupage alebo písomne do 20. marca.</p><form><label>Váš e-mail <input type="email" placeholder="meno.priezvisko@gmail.com"></label><button>Odoberať novinky</button></form>`),
    }),
    '/intranet': page({ path: '/intranet', title: 'Intranet', main: article('Intranet', `<p>Prístup len pre zamestnancov. Heslo vám pridelí správca siete: ${mailto(`spravca@${HOST}`)}</p>`) }),
  };

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /intranet\nDisallow: /tmp/\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-55',
      languages: ['sk'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/', '/kontakty'], cases: ['role', 'plain'] },
        { address: `kovacova@${HOST}`, name: 'Zuzana Kováčová', title: 'riaditeľka školy', pages: ['/kontakty'], encoded: { kind: 'script', text: CLOAK_KOVACOVA }, cases: ['table', 'honorific', 'script-protect', 'link-non-english'] },
        { address: `balaz@${HOST}`, name: 'Peter Baláž', title: 'zástupca riaditeľky pre pedagogickú činnosť', pages: ['/kontakty'], encoded: { kind: 'script', text: CLOAK_BALAZ }, cases: ['table', 'honorific', 'script-protect', 'link-non-english'] },
        { address: `stefankova@${HOST}`, name: 'Jana Štefanková', title: 'výchovná poradkyňa', pages: ['/kontakty'], cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        { address: `hudecova@${HOST}`, name: 'Mária Hudecová', title: 'ekonómka školy', pages: ['/kontakty'], cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        { address: `lukacova@${HOST}`, name: 'Andrea Lukáčová', title: 'SJL, ANJ, triedna učiteľka II.A', pages: ['/pedagogicky-zbor'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `durica@${HOST}`, name: 'Milan Ďurica', title: 'MAT, INF, koordinátor prevencie', pages: ['/pedagogicky-zbor'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `hlinkova@${HOST}`, name: 'Katarína Hlinková', title: 'NEJ, DEJ, predsedníčka PK cudzích jazykov', pages: ['/pedagogicky-zbor'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `mrazova@${HOST}`, name: 'Eva Mrázová', title: 'Vedúca ŠJ', pages: ['/o-skole/skolska-jedalen'], cases: ['title-name-line', 'deep-page', 'plain', 'link-non-english'] },
        { address: `maturita@${HOST}`, name: null, title: null, pages: ['/maturita'], cases: ['role', 'neighbour', 'plain'] },
      ],
      pattern: '{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `spravca@${HOST}`, kind: 'disallowed' },
        { text: 'meno.priezvisko@gmail.com', kind: 'placeholder' },
      ],
    },
  };
}
