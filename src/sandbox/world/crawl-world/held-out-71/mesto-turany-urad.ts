/**
 * Mesto Turany: the town office of a small town in the Turiec region of Slovakia, on Joomla 4
 * with a municipal template, in Slovak. The town's leadership page gives "Title: Name" lines
 * with Slovak academic titles (Ing., Mgr., JUDr. … PhD.) and addresses Joomla's e-mail cloaking
 * writes by script; the office's staff are a table with some addresses written "(at)"; the head
 * of the culture centre is in a sentence of a news item. An old address left in an HTML comment
 * and the staff intranet (disallowed, holding the IT helpdesk) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'mesto-turany-urad.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/samosprava/vedenie-mesta', 'Vedenie mesta'],
  ['/mestsky-urad/kontakty', 'Kontakty'],
  ['/mestsky-urad/uradne-hodiny', 'Úradné hodiny'],
  ['/aktuality', 'Aktuality'],
  ['/uradna-tabula', 'Úradná tabuľa'],
];

/** Joomla 3's "Content - Email Cloaking" output for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovacími robotmi. Na jej zobrazenie potrebujete mať nainštalovaný JavaScript.</span><script type="text/javascript">\n` +
    `\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\taddy${id} = addy${id} + 'mesto-turany-urad' + '&#46;' + 'test';\n` +
    `\t\tvar addy_text${id} = '${local}' + '&#64;' + 'mesto-turany-urad' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'Mesto Turany',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/jsn_turany/css/template.min.css?4b2f1c" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/system/css/joomla-fontawesome.min.css?4b2f1c" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/system/js/core.min.js?4b2f1c"></script>`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="${ORIGIN}/images/erb-turany.png" alt="Erb mesta Turany"> <span>Mesto Turany</span></a><div class="site-description">Mestský úrad Turany · Sama Chalupku 3, 038 53 Turany</div></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav">${MENU.map(([href, label]) => `<li class="nav-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><h3>Mestský úrad Turany</h3><p>Sama Chalupku 3, 038 53 Turany<br>IČO: 00316903<br>Ústredňa: ${tel('+421 43 429 22 11')}<br>Podateľňa: ${mailto(`podatelna@${HOST}`)}</p></div>` +
    `<div class="moduletable"><ul class="mod-menu"><li><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></li><li><a href="/vyhlasenie-o-pristupnosti">Vyhlásenie o prístupnosti</a></li><li><a href="/intranet">Intranet</a></li></ul></div>` +
    `<p class="copy">© 2025 Mesto Turany</p></div></footer>`,
  bodyEnd: [
    '<div id="cookie-lista" class="cookie-lista" role="dialog"><p>Táto stránka používa súbory cookies na zabezpečenie funkčnosti a na štatistické účely. <a href="/ochrana-osobnych-udajov">Viac informácií</a></p><button type="button" class="btn">Súhlasím</button> <button type="button" class="btn btn-secondary">Len nevyhnutné</button></div>',
    `<script src="${ORIGIN}/media/templates/site/jsn_turany/js/template.min.js?4b2f1c"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk-sk' });
const article = (title: string, html: string): string =>
  `<div class="com-content-article item-page"><div class="page-header"><h1>${esc(title)}</h1></div><div class="com-content-article__body">${html}</div></div>`;

type Leader = { label: string; shown: string; name: string; title: string; local: string; id: string; cases: CaseKind[] };
const LEADERS: Leader[] = [
  { label: 'Primátor mesta', shown: 'Ing. Juraj Hrnčiar', name: 'Juraj Hrnčiar', title: 'Primátor mesta', local: 'hrnciar', id: '5d1e0b7a93c46f28e1a0d7c35b9f4e62', cases: ['honorific'] },
  { label: 'Zástupkyňa primátora', shown: 'Mgr. Zuzana Oravcová', name: 'Zuzana Oravcová', title: 'Zástupkyňa primátora', local: 'oravcova', id: 'a07c2f5e18d94b63c0e7f21a9d58b4c3', cases: ['honorific'] },
  { label: 'Prednosta mestského úradu', shown: 'JUDr. Peter Belan, PhD.', name: 'Peter Belan', title: 'Prednosta mestského úradu', local: 'belan', id: 'e3b95d0c47a1f826b0d3e9c54a7f12d8', cases: ['honorific', 'post-nominal'] },
  { label: 'Hlavná kontrolórka mesta', shown: 'Ing. Daniela Kollárová', name: 'Daniela Kollárová', title: 'Hlavná kontrolórka mesta', local: 'kollarova', id: '7f4a2c9e0b6d18e53c2a7f9d0e41b6c5', cases: ['honorific'] },
];

type Row = { dept: string; shown: string; name: string; title: string; phone: string; local: string; at?: boolean; honorific?: boolean };
const STAFF: Row[] = [
  { dept: 'Finančné oddelenie', shown: 'Ing. Mária Kubíková', name: 'Mária Kubíková', title: 'vedúca finančného oddelenia', phone: '+421 43 429 22 14', local: 'kubikova', honorific: true },
  { dept: 'Finančné oddelenie', shown: 'Lenka Hudecová', name: 'Lenka Hudecová', title: 'referentka pre dane a poplatky', phone: '+421 43 429 22 15', local: 'hudecova', at: true },
  { dept: 'Matrika a evidencia obyvateľov', shown: 'Bc. Jana Švecová', name: 'Jana Švecová', title: 'matrikárka', phone: '+421 43 429 22 17', local: 'svecova', at: true, honorific: true },
  { dept: 'Stavebný úrad', shown: 'Martin Ďurica', name: 'Martin Ďurica', title: 'referent stavebného poriadku a územného plánovania', phone: '+421 43 429 22 19', local: 'durica' },
  { dept: 'Životné prostredie', shown: 'Ing. Róbert Mišík', name: 'Róbert Mišík', title: 'referent životného prostredia a odpadového hospodárstva', phone: '+421 43 429 22 21', local: 'misik', honorific: true },
  { dept: 'Podateľňa a pokladňa', shown: 'Alžbeta Vráblová', name: 'Alžbeta Vráblová', title: 'referentka podateľne', phone: '+421 43 429 22 11', local: 'vrablova', at: true },
];

export function mestoTuranyUrad(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Oficiálna stránka mesta',
    main: article(
      'Vitajte na stránke mesta Turany',
      `<p>Mesto Turany leží na sútoku Váhu a Bystričky, na úpätí Malej Fatry. Má 4 300 obyvateľov.</p>` +
        `<div class="aktuality-modul"><h2>Aktuality</h2><ul><li><a href="/aktuality/turianske-hody-2025">Turianske hody 2025 – prihlášky pre remeselníkov</a></li><li><a href="/aktuality">Zber objemného odpadu v apríli</a></li></ul></div>` +
        `<!-- povodne: info@mesto-turany-urad.test (zrusene 2023, presmerovane na podatelnu) -->`,
    ),
  });

  pages['/samosprava/vedenie-mesta'] = page({
    path: '/samosprava/vedenie-mesta',
    title: 'Vedenie mesta',
    main: article(
      'Vedenie mesta',
      LEADERS.map((l) => `<p><strong>${esc(l.label)}:</strong> ${esc(l.shown)}<br>tel.: ${tel('+421 43 429 22 1' + (LEADERS.indexOf(l) + 2))}<br>e-mail: ${cloak(l.local, l.id)}</p>`).join('') +
        `<p>Primátor prijíma občanov v pondelok 13:00–16:00 po predchádzajúcom objednaní na sekretariáte.</p>`,
    ),
  });

  pages['/mestsky-urad/kontakty'] = page({
    path: '/mestsky-urad/kontakty',
    title: 'Kontakty na zamestnancov',
    main: article(
      'Kontakty na zamestnancov mestského úradu',
      `<p>Mestský úrad Turany, Sama Chalupku 3, 038 53 Turany · ústredňa ${tel('+421 43 429 22 11')} · elektronická podateľňa: ${mailto(`podatelna@${HOST}`)}</p>` +
        `<table class="table table-bordered"><thead><tr><th>Oddelenie</th><th>Meno</th><th>Funkcia</th><th>Telefón</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.dept)}</td><td>${esc(s.shown)}</td><td>${esc(s.title)}</td><td>${tel(s.phone)}</td><td>${s.at ? `${s.local}(at)${HOST}` : mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/mestsky-urad/uradne-hodiny'] = page({
    path: '/mestsky-urad/uradne-hodiny',
    title: 'Úradné hodiny',
    main: article('Úradné hodiny', `<table class="table"><tbody><tr><td>Pondelok</td><td>7:30–11:30, 12:30–15:30</td></tr><tr><td>Utorok</td><td>nestránkový deň</td></tr><tr><td>Streda</td><td>7:30–11:30, 12:30–17:00</td></tr><tr><td>Štvrtok</td><td>7:30–11:30, 12:30–15:30</td></tr><tr><td>Piatok</td><td>7:30–12:00</td></tr></tbody></table>`),
  });

  pages['/aktuality'] = page({
    path: '/aktuality',
    title: 'Aktuality',
    main: article('Aktuality', `<div class="blog-item"><h2><a href="/aktuality/turianske-hody-2025">Turianske hody 2025 – prihlášky pre remeselníkov</a></h2><p>Hody sa uskutočnia 28. júna 2025 na námestí.</p></div><div class="blog-item"><h2>Zber objemného odpadu v apríli</h2><p>Kontajnery budú pristavené 7. – 11. apríla na obvyklých miestach.</p></div>`),
  });

  pages['/aktuality/turianske-hody-2025'] = page({
    path: '/aktuality/turianske-hody-2025',
    title: 'Turianske hody 2025',
    main: article(
      'Turianske hody 2025 – prihlášky pre remeselníkov',
      `<p>Mesto Turany pozýva ľudových remeselníkov a predajcov na tradičné Turianske hody, ktoré sa uskutočnia v sobotu 28. júna 2025 na Námestí SNP.</p>` +
        `<p>Vyplnenú prihlášku posielajte do 31. mája vedúcej Mestského kultúrneho strediska Veronike Pápayovej na adresu ${mailto(`papayova@${HOST}`)}; rada vám poradí aj s pridelením predajného miesta.</p>`,
    ),
  });

  pages['/uradna-tabula'] = page({ path: '/uradna-tabula', title: 'Úradná tabuľa', main: article('Úradná tabuľa', '<ul><li>Návrh rozpočtu mesta na rok 2025 (PDF)</li><li>Oznámenie o začatí stavebného konania – IBV Kanál (PDF)</li></ul>') });
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: article('Ochrana osobných údajov', '<p>Prevádzkovateľom je Mesto Turany, IČO 00316903. Zodpovednú osobu môžete kontaktovať prostredníctvom podateľne.</p>') });
  pages['/vyhlasenie-o-pristupnosti'] = page({ path: '/vyhlasenie-o-pristupnosti', title: 'Vyhlásenie o prístupnosti', main: article('Vyhlásenie o prístupnosti', '<p>Mesto Turany sa zaväzuje sprístupniť svoje webové sídlo v súlade so zákonom č. 95/2019 Z. z.</p>') });
  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Intranet',
    main: article('Intranet zamestnancov', `<p>Prihláste sa menom a heslom do domény MSU. Problémy s prihlásením hláste na ${mailto(`it-podpora@${HOST}`)}.</p>`),
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n`,
      sitemapXml: urlset(HOST, ['/', '/samosprava/vedenie-mesta', '/mestsky-urad/kontakty', '/mestsky-urad/uradne-hodiny', '/aktuality', '/aktuality/turianske-hody-2025', '/uradna-tabula'], '2025-03-20'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.31' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-71',
      languages: ['sk'],
      addresses: [
        { address: `podatelna@${HOST}`, name: null, title: null, pages: ['/', '/mestsky-urad/kontakty'], cases: ['role', 'plain'] },
        ...LEADERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: ['/samosprava/vedenie-mesta'],
          encoded: { kind: 'script' as const, text: cloakScript(l.local, l.id) },
          cases: ['title-name-line', 'script-protect', ln, ...l.cases] as CaseKind[],
        })),
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/mestsky-urad/kontakty'],
          cases: ['table', s.at ? 'obfuscated' : 'plain', ln, ...(s.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `papayova@${HOST}`, name: 'Veronika Pápayová', title: 'vedúca Mestského kultúrneho strediska', pages: ['/aktuality/turianske-hody-2025'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `info@${HOST}`, kind: 'comment' },
        { text: `it-podpora@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
