/**
 * Zelené Podunajsko: a Bratislava environmental NGO (Danube floodplain forests, tree planting,
 * volunteers), on Joomla 4 with Slovak pages and a small English section. The general mailbox and
 * one staff address through Joomla's e-mail cloaking script, the team as definition lists with the
 * director also a founder Person in JSON-LD, the media contact as a label line, a grant officer
 * on the English contact page two links from home, and a project news item listed only in a child
 * of the sitemap index. The members' section is disallowed; a partner foundation's address is a
 * trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zelene-podunajsko-bratislava.test';
const ORIGIN = `http://${HOST}`;
const DOMAIN_PART = 'zelene-podunajsko-bratislava';

const MENU_SK: [string, string][] = [
  ['/', 'Domov'],
  ['/o-nas', 'O nás'],
  ['/projekty', 'Projekty'],
  ['/nas-tim', 'Náš tím'],
  ['/zapojte-sa', 'Zapojte sa'],
  ['/kontakt', 'Kontakt'],
  ['/en', 'English'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/contact', 'Contact'],
  ['/', 'Slovensky'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Zelené Podunajsko',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?3d8f0c" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?576eb5"></script>',
  ],
  header: (p) =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="${p.lang === 'en' ? '/en' : '/'}"><img loading="eager" decoding="async" src="/images/logo-zp.svg" alt="Zelené Podunajsko" width="220" height="60"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">` +
    (p.lang === 'en' ? MENU_EN : MENU_SK).map(([href, label]) => `<li class="nav-item"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></div></header>`,
  footer: (p) =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom">` +
    (p.lang === 'en'
      ? `<p>Zelené Podunajsko, o. z. · Karadžičova 12, 821 08 Bratislava · Reg. No. 42 123 456</p>`
      : `<p><strong>Zelené Podunajsko, o. z.</strong><br>Karadžičova 12, 821 08 Bratislava<br>IČO: 42 123 456 · Číslo účtu: SK31 1100 0000 0029 4512 3456</p><p>Kancelária: ut–št 10:00–16:00</p><p><a href="/clenska-sekcia">Členská sekcia</a> · <a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a> · <a href="/2-percenta">Darujte 2 %</a></p>`) +
    `</div></div></footer>`,
  bodyEnd: [
    '<div id="cookieNotice" class="cookie-notice" hidden><p>Táto stránka používa súbory cookie na zlepšenie používateľského zážitku.</p><button type="button" class="btn btn-success">Súhlasím</button><a href="/ochrana-osobnych-udajov">Viac informácií</a></div>',
    '<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'sk', ...spec });
const article = (title: string, html: string): string =>
  `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="sk-SK"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" output for one address. */
function cloak(id: string, local: string): { html: string; script: string } {
  const script =
    `\n document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n addy${id} = addy${id} + '${DOMAIN_PART}' + '&#46;' + 'test';\n var addy_text${id} = '${local}' + '&#64;' + '${DOMAIN_PART}' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n `;
  return {
    html: `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovými robotmi. Na jej zobrazenie potrebujete mať zapnutý JavaScript.</span><script type="text/javascript">${script}</script>`,
    script,
  };
}

const INFO = cloak('5f3a1c0e9b', 'info');
const ZUZANA = cloak('a81d44c2f7', 'zuzana.baranova');

type Member = { name: string; title: string; local: string; note: string; cloaked?: boolean };
const TEAM: Member[] = [
  { name: 'Katarína Horváthová', title: 'riaditeľka', local: 'katarina.horvathova', note: 'Zakladateľka združenia, lesná ekologička.' },
  { name: 'Martin Kováč', title: 'koordinátor dobrovoľníkov', local: 'martin.kovac', note: 'Výsadby, brigády, školenia pre dobrovoľníkov.' },
  { name: 'Zuzana Baranová', title: 'projektová manažérka', local: 'zuzana.baranova', note: 'Projekty Interreg a EHP granty.', cloaked: true },
  { name: 'Peter Šimko', title: 'finančný manažér', local: 'peter.simko', note: 'Účtovníctvo, výročné správy, 2 % dane.' },
];

export function zelenePodunajsko(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { sk: '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Chránime lužné lesy Podunajska',
    alternates: alt,
    main: article(
      'Chránime lužné lesy Podunajska',
      `<p>Od roku 2009 obnovujeme lužné lesy na Dunaji a Malom Dunaji, vysádzame domáce dreviny a vzdelávame školy. Minulý rok s nami sadilo 1 240 dobrovoľníkov.</p>` +
        `<p><a href="/zapojte-sa">Zapojte sa ako dobrovoľník</a> · <a href="/2-percenta">Darujte nám 2 % z dane</a></p><p>Napíšte nám: ${INFO.html}</p>`,
    ),
  });
  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Zelené Podunajsko, o. z.',
        url: `${ORIGIN}/`,
        foundingDate: '2009',
        founder: { '@type': 'Person', name: 'Katarína Horváthová', jobTitle: 'riaditeľka', email: `katarina.horvathova@${HOST}` },
        address: { '@type': 'PostalAddress', streetAddress: 'Karadžičova 12', postalCode: '821 08', addressLocality: 'Bratislava', addressCountry: 'SK' },
      },
    ],
    main: article(
      'O nás',
      `<p>Zelené Podunajsko je občianske združenie, ktoré v roku 2009 založila skupina lesníkov a biológov okolo Kataríny Horváthovej. Spravujeme 38 hektárov lužného lesa v prenájme a spolupracujeme so štátnymi lesmi a obcami.</p>` +
        `<p>Naše projekty podporuje aj Nadácia Dunajský les (granty@nadacia-dunajsky-les.test).</p><p><a href="/nas-tim">Kto sme</a></p>`,
    ),
  });
  pages['/projekty'] = page({
    path: '/projekty',
    title: 'Projekty',
    main: article('Projekty', `<ul><li>Obnova ramien Malého Dunaja (2023–2026)</li><li>Škola v lužnom lese – environmentálna výchova</li><li>Mapa starých stromov Bratislavy</li></ul>`),
  });
  pages['/nas-tim'] = page({
    path: '/nas-tim',
    title: 'Náš tím',
    main: article(
      'Náš tím',
      `<div class="team">` +
        TEAM.map(
          (m) =>
            `<dl class="team-member"><dt>${esc(m.name)}</dt><dd class="funkcia">${esc(m.title)}</dd><dd>${esc(m.note)}</dd><dd>${m.cloaked ? ZUZANA.html : mailto(`${m.local}@${HOST}`)}</dd></dl>`,
        ).join('') +
        `</div>`,
    ),
  });
  pages['/zapojte-sa'] = page({
    path: '/zapojte-sa',
    title: 'Zapojte sa',
    main: article('Zapojte sa', `<p>Jesenné výsadby sú každú druhú sobotu od októbra do novembra. Prihlásiť sa môžete cez formulár; podrobnosti vám pošle koordinátor dobrovoľníkov.</p>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: article(
      'Kontakt',
      `<p>Zelené Podunajsko, o. z., Karadžičova 12, 821 08 Bratislava (3. poschodie)</p><p>Telefón: ${tel('+421 2 555 43 210')}</p><p>E-mail: ${INFO.html}</p>` +
        `<p>Kontakt pre médiá: Lenka Poláková, PR a komunikácia, tel. ${tel('+421 905 555 318')}, ${mailto(`lenka.polakova@${HOST}`)}</p>`,
    ),
  });
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: article('Ochrana osobných údajov', `<p>Prevádzkovateľom je Zelené Podunajsko, o. z.</p>`) });
  pages['/2-percenta'] = page({ path: '/2-percenta', title: 'Darujte 2 %', main: article('Darujte 2 % z dane', `<p>IČO: 42 123 456, právna forma: občianske združenie, sídlo: Karadžičova 12, Bratislava.</p>`) });
  pages['/clenska-sekcia'] = page({
    path: '/clenska-sekcia',
    title: 'Členská sekcia',
    main: article('Členská sekcia', `<p>Zápisnice z valného zhromaždenia a interné dokumenty. Prístup vám pridelí ${mailto(`clenovia@${HOST}`)}.</p>`),
  });
  pages['/aktuality/mala-dunajska-ramena-2025'] = page({
    path: '/aktuality/mala-dunajska-ramena-2025',
    title: 'Sprietočnenie ramien Malého Dunaja pokračuje',
    main: article(
      'Sprietočnenie ramien Malého Dunaja pokračuje',
      `<p>V apríli sme dokončili druhú etapu sprietočnenia bočných ramien pri Malinove. Voda sa do ramien vrátila po prvý raz od roku 1992.</p>` +
        `<p>Odborným garantom projektu je hydrobiológ Juraj Mikuš, ktorý vám na adrese ${mailto(`juraj.mikus@${HOST}`)} rád odpovie na otázky k monitoringu rýb a obojživelníkov.</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en',
    title: 'Protecting the Danube floodplain forests',
    alternates: alt,
    main: article('Protecting the Danube floodplain forests', `<p>Zelené Podunajsko (Green Danube Region) is a Bratislava NGO restoring floodplain forests along the Danube since 2009.</p><p><a href="/en/contact">Contact us</a></p>`),
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    main: article(
      'Contact',
      `<p>Karadžičova 12, 821 08 Bratislava, Slovakia · ${tel('+421 2 555 43 210')}</p><p>Foundations and international partners: Eva Novotná, Grant Officer, ${mailto(`eva.novotna@${HOST}`)}</p>`,
    ),
  });

  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemaps/pages.xml', '/sitemaps/articles.xml'], '2025-04-28'));
  pages['/sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/o-nas', '/projekty', '/nas-tim', '/zapojte-sa', '/kontakt', '/en', '/en/contact'], '2025-04-28'));
  pages['/sitemaps/articles.xml'] = xmlPage(urlset(HOST, ['/aktuality/mala-dunajska-ramena-2025'], '2025-04-28'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /includes/\nDisallow: /tmp/\nDisallow: /clenska-sekcia\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-79',
      languages: ['sk', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], encoded: { kind: 'script', text: INFO.script }, cases: ['role', 'script-protect'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: m.local === 'katarina.horvathova' ? ['/nas-tim', '/o-nas'] : ['/nas-tim'],
          ...(m.cloaked ? { encoded: { kind: 'script' as const, text: ZUZANA.script } } : {}),
          cases: ['definition-list', ln, m.cloaked ? 'script-protect' : 'plain', ...(m.local === 'katarina.horvathova' ? ['json-ld-person'] : [])] as CaseKind[],
        })),
        { address: `lenka.polakova@${HOST}`, name: 'Lenka Poláková', title: 'PR a komunikácia', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        { address: `juraj.mikus@${HOST}`, name: 'Juraj Mikuš', title: 'odborný garant projektu', titleAlternatives: ['hydrobiológ'], pages: ['/aktuality/mala-dunajska-ramena-2025'], cases: ['prose', 'sitemap-index', 'plain'] },
        { address: `eva.novotna@${HOST}`, name: 'Eva Novotná', title: 'Grant Officer', pages: ['/en/contact'], cases: ['deep-page', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/clenska-sekcia'],
      nonAddresses: [
        { text: `clenovia@${HOST}`, kind: 'disallowed' },
        { text: 'granty@nadacia-dunajsky-les.test', kind: 'other-company' },
      ],
    },
  };
}
