/**
 * Korteriühistu Akadeemia 38: a housing cooperative in Tallinn's Mustamäe, on Joomla 3 with the
 * Protostar template, in Estonian. The board as a table whose addresses Joomla's e-mail cloaking
 * plugin writes with a script; the accountant as "Raamatupidaja: Name, address", the caretaker in
 * running text, the renovation contact as "Name, title, address"; the general meeting's mailbox
 * beside a board member's name; the meeting minutes page (the auditing committee's chair) only in
 * a sitemap robots.txt names. The managing company's and the supervisor's addresses, an old
 * address in a comment and the residents' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'akadeemia38.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, number][] = [
  ['/', 'Avaleht', 101],
  ['/juhatus', 'Juhatus', 102],
  ['/haldus', 'Haldus ja hooldus', 103],
  ['/remont', 'Renoveerimine 2025', 104],
  ['/dokumendid', 'Dokumendid', 105],
  ['/kontakt', 'Kontakt', 106],
];

const theme: Theme = {
  host: HOST,
  siteName: 'KÜ Akadeemia 38',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/protostar/css/template.css?5b1c8e3f0a9d2e7c4b6a1f3e8d2c9b7a" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?5b1c8e3f0a9d2e7c4b6a1f3e8d2c9b7a"></script>`,
    `<script src="/media/jui/js/jquery-noconflict.js?5b1c8e3f0a9d2e7c4b6a1f3e8d2c9b7a"></script>`,
    `<script src="/media/jui/js/bootstrap.min.js?5b1c8e3f0a9d2e7c4b6a1f3e8d2c9b7a"></script>`,
    `<script src="/templates/protostar/js/template.js?5b1c8e3f0a9d2e7c4b6a1f3e8d2c9b7a"></script>`,
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><span class="site-title" title="KÜ Akadeemia 38">KÜ Akadeemia 38</span></a><div class="header-search pull-right"></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([h, l, id]) => `<li class="item-${id}${h === p.path ? ' current active' : ''}${id === 101 ? ' default' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('') +
    `</ul></div></nav>`,
  footer: () =>
    `</div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p>Korteriühistu Akadeemia 38 · registrikood 80079312 · Akadeemia tee 38, 12618 Tallinn · a/a EE471010220034785011</p><p><a href="/siseveeb">Siseveeb (ainult elanikele)</a></p></div></div>` +
    `<!-- vana üldaadress enne 2023: kyakadeemia@${HOST} --><p class="pull-right"><a href="#top" id="back-top">Tagasi üles</a></p><p>© 2025 KÜ Akadeemia 38</p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'et-ee' });
const article = (html: string): string => `<div class="row-fluid"><div id="content-area" class="span12"><div id="system-message-container"></div><div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="et-EE"><div itemprop="articleBody">${html}</div></div></div></div>`;

/** Joomla 3's e-mail cloaking: an empty span filled by a script from address pieces. */
function cloakScript(id: string, local: string): string {
  const v = `addy${id}`;
  return (
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar ${v} = '${local}' + '&#64;';\n\t\t\t\t${v} = ${v} + 'akadeemia38' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'akadeemia38' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + ${v} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`
  );
}
const cloak = (id: string, local: string): string =>
  `<span id="cloak${id}">See e-posti aadress on spämmirobotite eest kaitstud. Selle nägemiseks peab JavaScript olema lubatud.</span><script type='text/javascript'>${cloakScript(id, local)}</script>`;

const BOARD: { title: string; name: string; phone: string; local: string; id: string }[] = [
  { title: 'juhatuse esimees', name: 'Toomas Kask', phone: '5551 2840', local: 'toomas', id: '3c8e1f0a7b2d94e6c5f1a8b3d7e2c9f4' },
  { title: 'juhatuse liige', name: 'Irina Smirnova', phone: '5624 9017', local: 'irina', id: '9a4d2b7e1c6f03a8d5b2e9c4f7a1d6b3' },
  { title: 'juhatuse liige', name: 'Rein Tamm', phone: '5088 3361', local: 'rein', id: 'e2f7c1a9d4b8063e5a7c2f9b1d4e8a6c' },
];

export function akadeemia38(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Avaleht',
    main: article(
      `<div class="page-header"><h2 itemprop="headline">Teated</h2></div>` +
        `<p><strong>14.01.2025</strong> – Korraline üldkoosolek toimub 20. märtsil kell 18.30 Mustamäe Gümnaasiumi aulas. Päevakord ja eelarve projekt on üleval trepikodade stendidel ja <a href="/dokumendid">dokumentide</a> all.</p>` +
        `<p><strong>02.12.2024</strong> – Katuse ja fassaadi renoveerimise ehitushange on lõppenud. Vaata lähemalt: <a href="/remont">Renoveerimine 2025</a>.</p>` +
        `<p>Avariide korral (vesi, elekter, kütte rike) helistage ööpäevaringsele avariitelefonile ${tel('1919')}.</p>`,
    ),
  });

  pages['/juhatus'] = page({
    path: '/juhatus',
    title: 'Juhatus',
    main: article(
      `<div class="page-header"><h2 itemprop="headline">Juhatus</h2></div><p>Juhatus valiti üldkoosolekul 23.03.2023 kolmeks aastaks.</p>` +
        `<table class="table table-bordered"><thead><tr><th>Ametikoht</th><th>Nimi</th><th>Telefon</th><th>E-post</th></tr></thead><tbody>` +
        BOARD.map((b) => `<tr><td>${esc(b.title)}</td><td>${esc(b.name)}</td><td>${esc(b.phone)}</td><td>${cloak(b.id, b.local)}</td></tr>`).join('') +
        `</tbody></table><p>Juhatuse vastuvõtt toimub iga kuu esimesel esmaspäeval kell 18–19 I trepikoja keldris.</p>`,
    ),
  });

  pages['/haldus'] = page({
    path: '/haldus',
    title: 'Haldus ja hooldus',
    main: article(
      `<div class="page-header"><h2 itemprop="headline">Haldus ja hooldus</h2></div>` +
        `<p>Maja tehnosüsteeme hooldab lepingu alusel Koduabi Haldus OÜ, tel ${tel('600 2214')}, ${mailto('haldus@koduabi-haldus.test')}.</p>` +
        `<p>Trepikodade, keldri ja õueala korrashoiu eest vastutab meie majahaldur Vello Saar; rikkeid ja puudusi võib talle teada anda otse aadressil ${mailto(`vello@${HOST}`)}.</p>` +
        `<p>Raamatupidaja: Kaja Põder, ${mailto(`kaja@${HOST}`)}, tel ${tel('5340 7712')} (arved, võlgnevused, maksegraafikud)</p>` +
        `<p>Vee- ja soojaarvesti näidud esitage iga kuu 25. kuupäevaks aadressile ${mailto(`naidud@${HOST}`)} või postkasti I trepikojas.</p>`,
    ),
  });

  pages['/remont'] = page({
    path: '/remont',
    title: 'Renoveerimine 2025',
    main: article(
      `<div class="page-header"><h2 itemprop="headline">Katuse ja fassaadi renoveerimine 2025</h2></div>` +
        `<p>Tööd algavad aprillis ja kestavad orienteeruvalt oktoobrini. Projekt saab KredExi (EIS) rekonstrueerimistoetust 30%.</p>` +
        `<p>Omanikujärelevalve: Ehitusjärelevalve Nord OÜ, Jaan Ilves, ${mailto('jaan.ilves@nord-jarelevalve.test')}</p>` +
        `<p>Ühistu kontaktisik ehitustööde küsimustes:<br>Rein Tamm, juhatuse liige, ${mailto(`rein@${HOST}`)}</p>`,
    ),
  });

  pages['/dokumendid'] = page({
    path: '/dokumendid',
    title: 'Dokumendid',
    main: article(
      `<div class="page-header"><h2 itemprop="headline">Dokumendid</h2></div><ul><li><a href="/images/dokumendid/pohikiri-2019.pdf">Põhikiri (2019)</a></li><li><a href="/images/dokumendid/kodukord.pdf">Kodukord</a></li><li><a href="/images/dokumendid/eelarve-2025-projekt.pdf">Majanduskava 2025 (projekt)</a></li><li><a href="/images/dokumendid/majandusaasta-aruanne-2023.pdf">Majandusaasta aruanne 2023</a></li></ul>`,
    ),
  });

  pages['/dokumendid/uldkoosolek-2024'] = page({
    path: '/dokumendid/uldkoosolek-2024',
    title: 'Üldkoosolek 2024',
    main: article(
      `<div class="page-header"><h2 itemprop="headline">Korralise üldkoosoleku protokoll 21.03.2024</h2></div>` +
        `<p>Kohal 112 korteriomanikku 168-st, kvoorum olemas. Kinnitati 2023. a majandusaasta aruanne ja 2024. a majanduskava; remondifondi makse tõuseb 0,45 eurole ruutmeetri kohta.</p>` +
        `<p>Revisjonikomisjoni aruande esitas:<br>Helle Org, revisjonikomisjoni esimees, ${mailto(`helle@${HOST}`)}</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: article(
      `<div class="page-header"><h2 itemprop="headline">Kontakt</h2></div><p>Korteriühistu Akadeemia 38<br>Akadeemia tee 38, 12618 Tallinn</p><p>Üldküsimused: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Üldkoosoleku materjalid valmistab ette juhatuse liige Irina Smirnova. Ettepanekud päevakorda: ${mailto(`koosolek@${HOST}`)}.</p><p>Avariitelefon ööpäev läbi: ${tel('1919')}</p>`,
    ),
  });

  pages['/siseveeb'] = page({
    path: '/siseveeb',
    title: 'Siseveeb',
    main: article(`<div class="page-header"><h2 itemprop="headline">Siseveeb</h2></div><p>Sisselogimiseks kasutage korteri numbrit ja juhatuselt saadud parooli. Parooli unustamisel: ${mailto(`veeb@${HOST}`)}</p>`),
  });

  pages['/sitemaps/sitemap-et.xml'] = xmlPage(urlset(HOST, ['/', '/juhatus', '/haldus', '/remont', '/dokumendid', '/dokumendid/uldkoosolek-2024', '/kontakt'], '2025-01-14'));

  const ln: CaseKind = 'link-non-english';
  const board = (i: number): CrawlWorldSite['truth']['addresses'][number] => {
    const b = BOARD[i]!;
    return {
      address: `${b.local}@${HOST}`,
      name: b.name,
      title: b.title,
      pages: ['/juhatus', ...(b.local === 'rein' ? ['/remont'] : [])],
      encoded: { kind: 'script', text: cloakScript(b.id, b.local) },
      cases: ['table', 'script-protect', ln, ...(b.local === 'rein' ? (['name-title-line', 'plain'] as CaseKind[]) : [])],
    };
  };
  return {
    site: {
      host: HOST,
      robotsTxt:
        'User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /siseveeb\n\n' +
        `Sitemap: ${ORIGIN}/sitemaps/sitemap-et.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-61',
      languages: ['et'],
      addresses: [
        board(0),
        board(1),
        board(2),
        { address: `kaja@${HOST}`, name: 'Kaja Põder', title: 'Raamatupidaja', pages: ['/haldus'], cases: ['title-name-line', 'plain', ln] },
        { address: `vello@${HOST}`, name: 'Vello Saar', title: 'majahaldur', pages: ['/haldus'], cases: ['prose', 'plain', ln] },
        { address: `helle@${HOST}`, name: 'Helle Org', title: 'revisjonikomisjoni esimees', pages: ['/dokumendid/uldkoosolek-2024'], cases: ['name-title-line', 'plain', 'sitemap-robots'] },
        { address: `info@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        { address: `naidud@${HOST}`, name: null, title: null, pages: ['/haldus'], cases: ['role', 'plain', ln] },
        { address: `koosolek@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'neighbour', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/siseveeb'],
      nonAddresses: [
        { text: `veeb@${HOST}`, kind: 'disallowed' },
        { text: `kyakadeemia@${HOST}`, kind: 'comment' },
        { text: 'haldus@koduabi-haldus.test', kind: 'other-company' },
        { text: 'jaan.ilves@nord-jarelevalve.test', kind: 'other-company' },
      ],
    },
  };
}
