/**
 * Lyžiarska škola Chopok s.r.o.: a ski and snowboard school in Jasná on Joomla 4 (Cassiopeia).
 * Instructor cards with academic titles before the name (Ing., Mgr.), the head instructor's
 * address through Joomla's e-mail cloaking, the school-course coordinator on a "Title: Name" line
 * of a page two links deep, the rental manager on a "Name, title" line, the marketing manager in
 * a news item, the operator's managing director on the contact page's label line, and the
 * booking mailbox beside the reception manager's name; the instructors' rota disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lyziarskaskola-chopok.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/kurzy', 'Kurzy'],
  ['/instruktori', 'Inštruktori'],
  ['/pozicovna', 'Požičovňa a servis'],
  ['/aktuality', 'Aktuality'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Lyžiarska škola Chopok',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?5b1e4a" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/system/js/core.min.js?37ffe4"></script>`,
    `<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Chyba","MESSAGE":"Správa"},"system.paths":{"root":"","base":""}}</script>`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${ORIGIN}/images/logo-chopok.png" alt="Lyžiarska škola Chopok" width="200" height="70"></a></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md" aria-label="Hlavné menu"><ul class="mod-menu mod-list nav">` +
    MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Lyžiarska škola Chopok s.r.o. · Jasná 231, 031 01 Demänovská Dolina · ${tel('+421 905 318 240')} · ${mailto(`info@${HOST}`)}</p><p><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a> · <a href="/interne/rozpis-instruktorov">Pre inštruktorov</a></p></div></div></footer>`,
  privacyPath: { sk: '/ochrana-osobnych-udajov' },
  bodyEnd: [`<script src="${ORIGIN}/media/templates/site/cassiopeia/js/template.min.js?5b1e4a" defer></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk' });
const item = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" output. */
function cloak(id: string, user: string): string {
  return (
    `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovacími robotmi. Na jej zobrazenie potrebujete mať aktivovaný JavaScript.</span><script type='text/javascript'>\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${user}' + '&#64;';\n` +
    ` addy${id} = addy${id} + 'lyziarskaskola-chopok' + '&#46;' + 'test';\n` +
    ` var addy_text${id} = '${user}' + '&#64;' + 'lyziarskaskola-chopok' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    ` </script>`
  );
}
const CLOAK_KOVAC = cloak('e3a17c05b9f24d', 'peter.kovac');

const instructor = (img: string, shown: string, title: string, lic: string, mail: string): string =>
  `<div class="card instruktor"><img class="card-img-top" src="${ORIGIN}/images/instruktori/${img}.jpg" alt="${esc(shown)}" width="300" height="300"><div class="card-body"><h3 class="card-title">${esc(shown)}</h3><p class="card-text"><strong>${esc(title)}</strong><br>${esc(lic)}</p><p>${mail}</p></div></div>`;

export function lyziarskaSkolaChopok(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Lyžovanie a snowboarding pre deti aj dospelých',
    main: item(`<h1>Naučíme vás lyžovať na Chopku</h1><p>Individuálne hodiny, skupinové kurzy pre deti od 4 rokov, snowboard a školské lyžiarske kurzy. Zraz pri stanici lanovky Záhradky.</p><p><a href="/kurzy">Ponuka kurzov</a> · <a href="/kontakt">Rezervácia</a></p>`),
  });

  pages['/kurzy'] = page({
    path: '/kurzy',
    title: 'Kurzy',
    main: item(
      `<h1>Kurzy</h1><ul><li>Detská lyžiarska škôlka (4–6 rokov)</li><li>Skupinové kurzy lyžovania a snowboardingu</li><li>Individuálna výučba</li><li><a href="/kurzy/skolske-lyziarske-kurzy">Školské lyžiarske kurzy</a></li></ul><p>Cenník platný pre sezónu 2025/2026 nájdete pri každom kurze.</p>`,
    ),
  });

  pages['/kurzy/skolske-lyziarske-kurzy'] = page({
    path: '/kurzy/skolske-lyziarske-kurzy',
    title: 'Školské lyžiarske kurzy',
    main: item(
      `<h1>Školské lyžiarske kurzy</h1><p>Päťdňové kurzy pre základné a stredné školy vrátane ubytovania v Jasnej, výučby a požičania výstroja. Termíny január – marec.</p>` +
        `<p>Koordinátorka školských kurzov: Mgr. Eva Mrázová, ${tel('+421 908 441 276')}, ${mailto(`eva.mrazova@${HOST}`)}</p>`,
    ),
  });

  pages['/instruktori'] = page({
    path: '/instruktori',
    title: 'Inštruktori',
    main:
      `<div class="com-content-article item-page"><h1>Naši inštruktori</h1><div class="row row-cols-1 row-cols-md-3 g-4">` +
      instructor('kovac', 'Ing. Peter Kováč', 'hlavný inštruktor', 'SLA – Inštruktor lyžovania 3. stupňa', CLOAK_KOVAC) +
      instructor('balaz', 'Martin Baláž', 'inštruktor snowboardingu', 'SLA – Inštruktor snowboardingu 2. stupňa', mailto(`martin.balaz@${HOST}`)) +
      instructor('ondrejkova', 'Mgr. Lucia Ondrejková', 'vedúca detskej lyžiarskej škôlky', 'SLA – Inštruktor lyžovania 2. stupňa, Detský inštruktor', mailto(`lucia.ondrejkova@${HOST}`)) +
      instructor('hric', 'Tomáš Hric', 'inštruktor lyžovania a freeride sprievodca', 'SLA – Inštruktor lyžovania 2. stupňa', mailto(`tomas.hric@${HOST}`)) +
      `</div></div>`,
  });

  pages['/pozicovna'] = page({
    path: '/pozicovna',
    title: 'Požičovňa a servis',
    main: item(
      `<h1>Požičovňa a servis</h1><table class="table"><thead><tr><th>Set</th><th>1 deň</th><th>5 dní</th></tr></thead><tbody><tr><td>Lyže + lyžiarky</td><td>28 €</td><td>115 €</td></tr><tr><td>Snowboard + topánky</td><td>30 €</td><td>125 €</td></tr></tbody></table>` +
        `<p>Rezervácie výstroja pre skupiny vybavuje Michal Dobos, vedúci požičovne a servisu, ${mailto(`michal.dobos@${HOST}`)}.</p>`,
    ),
  });

  pages['/aktuality'] = page({
    path: '/aktuality',
    title: 'Aktuality',
    main: `<div class="com-content-category-blog blog"><h1>Aktuality</h1><div class="blog-item"><h2><a href="/aktuality/otvarame-sezonu-2025-2026">Otvárame sezónu 2025/2026</a></h2><p>Prvé kurzy začínajú 6. decembra.</p></div></div>`,
  });

  pages['/aktuality/otvarame-sezonu-2025-2026'] = page({
    path: '/aktuality/otvarame-sezonu-2025-2026',
    title: 'Otvárame sezónu 2025/2026',
    main: item(
      `<h1>Otvárame sezónu 2025/2026</h1><p>Prvé skupinové kurzy začínajú v sobotu 6. decembra. Novinkou je večerná výučba pod umelým osvetlením na Priehybe.</p><p>Médiá a partneri, ktorí by s nami chceli spolupracovať na zimnej kampani, sa môžu obrátiť na našu marketingovú manažérku Simonu Královú – ${mailto(`simona.kralova@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: item(
      `<h1>Kontakt</h1><p>Kancelária školy: Jasná 231 (budova Srdiečko), 031 01 Demänovská Dolina<br>Otvorené denne 8.00 – 16.30 počas sezóny</p>` +
        `<h2>Rezervácie kurzov</h2><p>Vedúca recepcie: Mgr. Zuzana Hudáková, ${tel('+421 905 318 241')}</p><p>Rezervácie prijímame e-mailom na ${mailto(`rezervacie@${HOST}`)} alebo cez formulár.</p>` +
        `<h2>Prevádzkovateľ</h2><p>Lyžiarska škola Chopok s.r.o., Jasná 231, 031 01 Demänovská Dolina, IČO: 47 118 203, zapísaná v OR OS Žilina, oddiel Sro, vložka č. 61452/L. Konateľ: Ing. Ján Sloboda, ${tel('+421 905 318 200')}, ${mailto(`jan.sloboda@${HOST}`)}</p>` +
        `<p>Všeobecné otázky: ${mailto(`info@${HOST}`)}</p>`,
    ),
  });

  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: item(`<h1>Ochrana osobných údajov</h1><p>Prevádzkovateľom osobných údajov je Lyžiarska škola Chopok s.r.o.</p>`) });
  pages['/interne/rozpis-instruktorov'] = page({ path: '/interne/rozpis-instruktorov', title: 'Rozpis inštruktorov', main: item(`<h1>Rozpis</h1><p>Výmeny služieb hláste na ${mailto(`rozpis@${HOST}`)}</p>`) });

  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/kurzy', '/kurzy/skolske-lyziarske-kurzy', '/instruktori', '/pozicovna', '/aktuality', '/aktuality/otvarame-sezonu-2025-2026', '/kontakt']));

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /interne/\nDisallow: /tmp/\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'x-powered-by': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-27',
      languages: ['sk'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `rezervacie@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `peter.kovac@${HOST}`, name: 'Peter Kováč', title: 'hlavný inštruktor', pages: ['/instruktori'], encoded: { kind: 'script', text: CLOAK_KOVAC }, cases: ['card', 'honorific', 'script-protect', ln] },
        { address: `martin.balaz@${HOST}`, name: 'Martin Baláž', title: 'inštruktor snowboardingu', pages: ['/instruktori'], cases: ['card', 'plain', ln] },
        { address: `lucia.ondrejkova@${HOST}`, name: 'Lucia Ondrejková', title: 'vedúca detskej lyžiarskej škôlky', pages: ['/instruktori'], cases: ['card', 'honorific', 'plain', ln] },
        { address: `tomas.hric@${HOST}`, name: 'Tomáš Hric', title: 'inštruktor lyžovania a freeride sprievodca', titleAlternatives: ['inštruktor lyžovania'], pages: ['/instruktori'], cases: ['card', 'plain', ln] },
        { address: `eva.mrazova@${HOST}`, name: 'Eva Mrázová', title: 'Koordinátorka školských kurzov', pages: ['/kurzy/skolske-lyziarske-kurzy'], cases: ['title-name-line', 'honorific', 'plain', 'deep-page', ln] },
        { address: `michal.dobos@${HOST}`, name: 'Michal Dobos', title: 'vedúci požičovne a servisu', pages: ['/pozicovna'], cases: ['name-title-line', 'plain', ln] },
        { address: `simona.kralova@${HOST}`, name: 'Simona Králová', title: 'marketingová manažérka', titleAlternatives: ['marketingovú manažérku'], pages: ['/aktuality/otvarame-sezonu-2025-2026'], cases: ['prose', 'plain', 'deep-page', ln] },
        { address: `jan.sloboda@${HOST}`, name: 'Ján Sloboda', title: 'Konateľ', pages: ['/kontakt'], cases: ['label-line', 'honorific', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/interne/rozpis-instruktorov'],
      nonAddresses: [{ text: `rozpis@${HOST}`, kind: 'disallowed' }],
    },
  };
}
