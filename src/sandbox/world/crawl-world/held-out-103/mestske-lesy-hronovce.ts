/**
 * Mestské lesy Hronovce, s.r.o.: a town-owned forestry company in central Slovakia, on Joomla 3
 * with a Gantry 5 template, Slovak only, addresses as initial.priezvisko@… The management as
 * "Ing. Name, function" lines whose addresses Joomla's e-mail cloaking writes by script; the
 * contacts article a staff table (one address written "(at)", the registry's mailbox among the
 * people); the hunting page a definition list with the game warden; the freedom-of-information
 * page the lawyer in a label line and the outsourced data-protection officer's firm; the firewood
 * page an order mailbox beside the forestry technician's name; a spring planting notice reached
 * only through the gzip sitemap the robots.txt names. The web studio's support address, an HTML
 * comment's old address and the intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'mestskelesy-hronovce.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-spolocnosti', 'O spoločnosti'],
  ['/o-spolocnosti/vedenie', 'Vedenie spoločnosti'],
  ['/predaj-dreva', 'Predaj dreva'],
  ['/polovnictvo', 'Poľovníctvo'],
  ['/kontakty', 'Kontakty'],
  ['/povinne-zverejnovane-informacie', 'Povinné zverejňovanie'],
];

/** The script Joomla 3's "Content - Email Cloaking" plugin writes for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovacími robotmi. Na jej zobrazenie potrebujete mať nainštalovaný JavaScript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'mestskelesy-hronovce' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'mestskelesy-hronovce' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'Mestské lesy Hronovce',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/g5_helium/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="${ORIGIN}/media/gantry5/engines/nucleus/css-compiled/nucleus.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/templates/g5_helium/custom/css-compiled/helium_12.css" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/gantry5/assets/css/font-awesome.min.css" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?5d1c3b5e0e1e5d6f2e1b0c6e7a8d9f0a"></script>`,
  ],
  header: (spec) =>
    `<div id="g-page-surround"><header id="g-navigation"><div class="g-container"><div class="g-grid"><div class="g-block size-30"><div class="g-content"><div class="g-logo-block"><a href="/" target="_self" title="Mestské lesy Hronovce" rel="home" class="g-logo"><img src="/images/logo/mestske-lesy-hronovce.svg" alt="Mestské lesy Hronovce"></a></div></div></div>` +
    `<div class="g-block size-70"><div class="g-content g-particle"><nav class="g-main-nav" data-g-hover-expand="true"><ul class="g-toplevel">` +
    MENU.map(
      ([href, label], i) =>
        `<li class="g-menu-item g-menu-item-type-component g-menu-item-${101 + i}${href === spec.path ? ' active' : ''} g-standard"><a class="g-menu-item-container" href="${href}"><span class="g-menu-item-content"><span class="g-menu-item-title">${esc(label)}</span></span></a></li>`,
    ).join('') +
    `</ul></nav></div></div></div></div></header><section id="g-container-main" class="g-wrapper"><div class="g-container"><div class="g-grid"><div class="g-block size-100"><main id="g-mainbar"><div class="g-grid"><div class="g-block size-100"><div class="g-content"><div class="platform-content row-fluid"><div class="span12">`,
  footer: () =>
    `</div></div></div></div></main></div></div></div></section>` +
    `<footer id="g-footer"><div class="g-container"><div class="g-grid"><div class="g-block size-50"><div class="g-content"><div class="moduletable"><div class="custom"><p><strong>Mestské lesy Hronovce, s.r.o.</strong><br>Partizánska 12, 976 52 Hronovce<br>IČO: 36 628 417, DIČ: 2022213476<br>Obchodný register Okresného súdu Banská Bystrica, oddiel Sro, vložka č. 8812/S</p>` +
    `<p>Tel.: ${tel('+421 48 617 22 10')}<br>E-mail: ${mailto(at('info'))}</p></div></div></div></div>` +
    `<div class="g-block size-50"><div class="g-content"><div class="moduletable"><ul class="nav menu mod-list"><li class="item-131"><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></li><li class="item-132"><a href="/intranet">Intranet pre zamestnancov</a></li></ul>` +
    `<p class="copyright">© 2025 Mestské lesy Hronovce, s.r.o. · Spoločnosť je 100 % vlastnená mestom Hronovce.</p><p class="webdesign">Tvorba a správa webu: WebŠtúdio Horehronie, podpora@webstudio-horehronie.test</p></div></div></div></div></div></footer>` +
    `<!-- kontakt na správcu obsahu do r. 2022: webmaster@${HOST} -->` +
    `</div>`,
  bodyEnd: [
    `<div id="cookieConsentBar" class="cc-bar" role="dialog" aria-live="polite" aria-label="Súbory cookie" hidden><p>Táto webová stránka používa súbory cookie na zabezpečenie funkčnosti a so súhlasom aj na anonymnú štatistiku návštevnosti. <a href="/ochrana-osobnych-udajov">Viac informácií</a></p><button type="button" class="cc-allow">Súhlasím</button> <button type="button" class="cc-deny">Iba nevyhnutné</button></div>`,
    `<script>(function(){if(document.cookie.indexOf('cc_ok=')<0){document.getElementById('cookieConsentBar').hidden=false;}})();</script>`,
    `<script src="${ORIGIN}/media/gantry5/assets/js/main.js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk-sk' });

const article = (title: string, html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="sk-SK"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div></div>`;

type Leader = { shown: string; name: string; title: string; local: string; id: string; cases: CaseKind[] };
const LEADERS: Leader[] = [
  { shown: 'Ing. Peter Hríbik', name: 'Peter Hríbik', title: 'konateľ spoločnosti', local: 'p.hribik', id: '5e0c9a2f71b84d36a0e2c8f41b9d7e63', cases: ['honorific'] },
  {
    shown: 'Ing. Mgr. Zuzana Kmeťová, PhD.',
    name: 'Zuzana Kmeťová',
    title: 'vedúca ekonomického úseku a zástupkyňa konateľa',
    local: 'z.kmetova',
    id: 'b81f4d07e2a9c65310d7f8e2a4c6b095',
    cases: ['honorific', 'post-nominal'],
  },
  { shown: 'Ing. Ján Ďurčo', name: 'Ján Ďurčo', title: 'hlavný lesník – odborný lesný hospodár pre LHC Hronovce', local: 'j.durco', id: '0d9e3b6a4f2c817e5b0a9d3c6e1f2a48', cases: ['honorific'] },
];

type Row = { unit: string; shown: string; name: string | null; title: string; phone: string; local: string; atSubst?: boolean; honorific?: boolean; alt?: string };
const STAFF: Row[] = [
  { unit: 'Sekretariát', shown: '–', name: null, title: 'podateľňa, faktúry', phone: '+421 48 617 22 10', local: 'sekretariat' },
  { unit: 'Lesný obvod Kamenná', shown: 'Ing. Martin Beňo', name: 'Martin Beňo', title: 'vedúci lesného obvodu', phone: '+421 905 412 318', local: 'm.beno', honorific: true, alt: 'vedúci lesného obvodu Kamenná' },
  { unit: 'Ťažba a odbyt dreva', shown: 'Bc. Lucia Šuleková', name: 'Lucia Šuleková', title: 'technička pre ťažbu a odbyt dreva', phone: '+421 905 412 320', local: 'l.sulekova', honorific: true },
  { unit: 'Ekonomický úsek', shown: 'Mária Čiefová', name: 'Mária Čiefová', title: 'mzdová účtovníčka a personalistka', phone: '+421 48 617 22 13', local: 'm.ciefova' },
  { unit: 'Horáreň pod Lysou', shown: 'Jozef Očenáš', name: 'Jozef Očenáš', title: 'správca horárne (ubytovanie, rezervácie)', phone: '+421 907 338 415', local: 'j.ocenas', atSubst: true },
];

export function mestskeLesyHronovce(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    main: article(
      'Vitajte na stránke Mestských lesov Hronovce',
      `<p>Obhospodarujeme 4 812 ha lesných pozemkov vo vlastníctve mesta Hronovce – prevažne bukové a smrekové porasty v pohorí Poľana. Ťažíme a predávame drevo, staráme sa o lesné cesty, turistické chodníky a poľovný revír Lysá.</p>` +
        `<p><a href="/predaj-dreva">Cenník palivového dreva 2025</a> · <a href="/polovnictvo">Poľovačky pre hostí</a> · <a href="/kontakty">Kontakty na lesné obvody</a></p>`,
    ),
  });

  pages['/o-spolocnosti'] = page({
    path: '/o-spolocnosti',
    title: 'O spoločnosti',
    main: article(
      'O spoločnosti',
      `<p>Spoločnosť založilo mesto Hronovce v roku 1997 ako jediný spoločník. Zamestnávame 26 ľudí a ďalších asi 40 pracovníkov dodávateľských firiem pri ťažbe a pestovnej činnosti. Lesy máme certifikované podľa schémy PEFC.</p>` +
        `<p>Podrobnosti o vedení nájdete na stránke <a href="/o-spolocnosti/vedenie">Vedenie spoločnosti</a>.</p>`,
    ),
  });

  pages['/o-spolocnosti/vedenie'] = page({
    path: '/o-spolocnosti/vedenie',
    title: 'Vedenie spoločnosti',
    main: article('Vedenie spoločnosti', LEADERS.map((l) => `<p><strong>${esc(l.shown)}</strong>, ${esc(l.title)}<br>${cloak(l.local, l.id)}</p>`).join('') + `<p>Dozorná rada: Ing. Milan Gavura (predseda), PaedDr. Eva Slobodníková, Ján Rusko.</p>`),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    main: article(
      'Kontakty',
      `<p>Mestské lesy Hronovce, s.r.o., Partizánska 12, 976 52 Hronovce. Úradné hodiny: po–pi 7:00–15:00.</p>` +
        `<table class="table table-bordered table-kontakty"><thead><tr><th>Útvar</th><th>Meno</th><th>Funkcia</th><th>Telefón</th><th>E-mail</th></tr></thead><tbody>` +
        STAFF.map(
          (s) =>
            `<tr><td>${esc(s.unit)}</td><td>${esc(s.shown)}</td><td>${esc(s.title)}</td><td>${tel(s.phone)}</td><td>${s.atSubst ? `${s.local}(at)mestskelesy-hronovce.test` : mailto(at(s.local))}</td></tr>`,
        ).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/polovnictvo'] = page({
    path: '/polovnictvo',
    title: 'Poľovníctvo',
    main: article(
      'Poľovníctvo',
      `<p>V režijnom poľovnom revíri organizujeme poľovačky na jeleniu a diviačiu zver aj pre zahraničných hostí, s ubytovaním v Horárni pod Lysou.</p>` +
        `<dl class="dl-horizontal"><dt>Poľovný revír</dt><dd>Hronovce – Lysá, 3 920 ha</dd><dt>Poľovnícky hospodár</dt><dd>Ing. Radoslav Kapusta, ${tel('+421 905 412 331')}, ${mailto(at('r.kapusta'))}</dd><dt>Objednávky poľovačiek</dt><dd>${mailto(at('polovnictvo'))}</dd></dl>`,
    ),
  });

  pages['/predaj-dreva'] = page({
    path: '/predaj-dreva',
    title: 'Predaj dreva',
    main: article(
      'Predaj palivového dreva',
      `<table class="table"><thead><tr><th>Sortiment</th><th>Cena s DPH</th></tr></thead><tbody><tr><td>Buk, metrovica, priestorový meter</td><td>72 €</td></tr><tr><td>Buk, štiepané 33 cm, sypaný m³</td><td>85 €</td></tr><tr><td>Smrek, metrovica</td><td>48 €</td></tr></tbody></table>` +
        `<p>Objednávky palivového dreva vybavuje Bc. Lucia Šuleková, tel. ${tel('+421 905 412 320')}, e-mail: ${mailto(at('drevo'))}. Obyvatelia mesta s trvalým pobytom majú zľavu 10 %.</p>`,
    ),
  });

  pages['/povinne-zverejnovane-informacie'] = page({
    path: '/povinne-zverejnovane-informacie',
    title: 'Povinne zverejňované informácie',
    main: article(
      'Povinne zverejňované informácie',
      `<p>Zmluvy, objednávky a faktúry zverejňujeme v Centrálnom registri zmlúv a na stránke mesta.</p>` +
        `<p><strong>Kontaktná osoba pre žiadosti podľa zákona č. 211/2000 Z. z. a pre sťažnosti:</strong> Mgr. Renáta Vrábelová, právnička spoločnosti, Partizánska 12, 976 52 Hronovce, tel. ${tel('+421 48 617 22 16')}, ${mailto(at('r.vrabelova'))}</p>`,
    ),
  });

  pages['/ochrana-osobnych-udajov'] = page({
    path: '/ochrana-osobnych-udajov',
    title: 'Ochrana osobných údajov',
    main: article(
      'Ochrana osobných údajov',
      `<p>Prevádzkovateľom je Mestské lesy Hronovce, s.r.o. Zodpovednou osobou je spoločnosť PROTECT DATA s.r.o., Námestie SNP 8, 974 01 Banská Bystrica, e-mail: zodpovednaosoba@protectdata.test.</p>`,
    ),
  });

  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: article('Intranet pre zamestnancov', `<p>Prihlásenie do dochádzkového systému. Technická podpora: ${mailto(at('helpdesk'))}</p>`) });

  const news = '/aktuality/jarna-vysadba-2025';
  pages[news] = page({
    path: news,
    title: 'Jarná výsadba 2025: hľadáme dobrovoľníkov',
    main: article(
      'Jarná výsadba 2025: hľadáme dobrovoľníkov',
      `<p class="article-info"><time datetime="2025-03-03">3. marca 2025</time></p>` +
        `<p>V sobotu 5. apríla vysadíme na kalamitných plochách pod Lysou 12 000 sadeníc buka, jedle a javora. Náradie, obed a dopravu z námestia zabezpečíme.</p>` +
        `<p>Výsadbu koordinuje Ing. Andrea Lukáčová, lesná pedagogička a referentka pre prácu s verejnosťou, ktorej sa môžete hlásiť na ${mailto(at('a.lukacova'))} do 28. marca.</p>`,
    ),
  });

  pages['/media/sitemaps/sitemap-sk.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/o-spolocnosti', '/o-spolocnosti/vedenie', '/predaj-dreva', '/polovnictvo', '/kontakty', '/povinne-zverejnovane-informacie', '/ochrana-osobnych-udajov', news], '2025-03-03'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n\n` +
        `Sitemap: ${ORIGIN}/media/sitemaps/sitemap-sk.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-103',
      languages: ['sk'],
      addresses: [
        { address: at('info'), name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...LEADERS.map((l) => ({
          address: at(l.local),
          name: l.name,
          title: l.title,
          pages: ['/o-spolocnosti/vedenie'],
          encoded: { kind: 'script' as const, text: cloakScript(l.local, l.id) },
          cases: ['name-title-line', 'script-protect', ln, ...l.cases] as CaseKind[],
        })),
        ...STAFF.map((s) => ({
          address: at(s.local),
          name: s.name,
          title: s.name === null ? null : s.title,
          ...(s.alt ? { titleAlternatives: [s.alt] } : {}),
          pages: ['/kontakty'],
          cases: ['table', s.atSubst ? 'obfuscated' : 'plain', ln, ...(s.name === null ? ['role'] : []), ...(s.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: at('r.kapusta'), name: 'Radoslav Kapusta', title: 'Poľovnícky hospodár', pages: ['/polovnictvo'], cases: ['definition-list', 'honorific', 'plain', ln] },
        { address: at('polovnictvo'), name: null, title: null, pages: ['/polovnictvo'], cases: ['role', 'definition-list', 'plain', ln] },
        { address: at('drevo'), name: null, title: null, pages: ['/predaj-dreva'], cases: ['role', 'neighbour', 'plain', ln] },
        {
          address: at('r.vrabelova'),
          name: 'Renáta Vrábelová',
          title: 'právnička spoločnosti',
          titleAlternatives: ['Kontaktná osoba pre žiadosti podľa zákona č. 211/2000 Z. z. a pre sťažnosti'],
          pages: ['/povinne-zverejnovane-informacie'],
          cases: ['label-line', 'honorific', 'plain', ln],
        },
        {
          address: at('a.lukacova'),
          name: 'Andrea Lukáčová',
          title: 'lesná pedagogička a referentka pre prácu s verejnosťou',
          pages: [news],
          cases: ['prose', 'honorific', 'sitemap-gzip', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: at('helpdesk'), kind: 'disallowed' },
        { text: at('webmaster'), kind: 'comment' },
        { text: 'podpora@webstudio-horehronie.test', kind: 'other-company' },
        { text: 'zodpovednaosoba@protectdata.test', kind: 'other-company' },
      ],
    },
  };
}
