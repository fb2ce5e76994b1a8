/**
 * ZŠ a MŠ Kozlovice u Lomu: a village primary school with a kindergarten, on Joomla 3.10 with the
 * Protostar template, Czech only. The school management as "Funkce: Mgr. Jméno" lines whose
 * addresses Joomla's e-mail cloaking plugin writes by script, and the contact article states the
 * staff scheme (jmeno.prijmeni@…); the class teachers in a table with addresses written "(at)";
 * the counselling team as a definition list; the after-school club's head in running text; the
 * canteen's meal-cancellation mailbox beside its manager's name. The data-protection officer's
 * agency address and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zs-kozlovice.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-skole', 'O škole'],
  ['/pedagogicky-sbor', 'Pedagogický sbor'],
  ['/skolni-poradenske-pracoviste', 'Školní poradenské pracoviště'],
  ['/skolni-druzina', 'Školní družina'],
  ['/skolni-jidelna', 'Školní jídelna'],
  ['/kontakty', 'Kontakty'],
];

/** The script Joomla 3's "Obsah - Ochrana e-mailu" (Email Cloaking) plugin writes for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'zs-kozlovice' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'zs-kozlovice' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'ZŠ a MŠ Kozlovice u Lomu',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/protostar/css/template.css?3f1c4a7e2b9d0c5a6e8f1b2d3c4a5e6f" rel="stylesheet">`,
    `<link href="https://fonts.googleapis.com/css?family=Open+Sans" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?3f1c4a7e2b9d0c5a6e8f1b2d3c4a5e6f"></script>`,
    `<script src="/media/system/js/caption.js?3f1c4a7e2b9d0c5a6e8f1b2d3c4a5e6f"></script>`,
  ],
  header: () =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="/images/logo-zs-kozlovice.png" alt="ZŠ a MŠ Kozlovice u Lomu"><div class="site-description">Základní škola a mateřská škola Kozlovice u Lomu, příspěvková organizace</div></a>` +
    `<div class="header-search pull-right"><div class="search"><form action="/" method="post" class="form-inline" role="search"><label for="mod-search-searchword87" class="element-invisible">Hledat...</label> <input name="searchword" id="mod-search-searchword87" maxlength="200" class="inputbox search-query input-medium" type="search" placeholder="Hledat..."><input type="hidden" name="task" value="search"><input type="hidden" name="option" value="com_search"></form></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Přepnout navigaci</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([href, label], i) => `<li class="item-${101 + i}${i === 0 ? ' default' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></div></nav><div class="row-fluid"><main id="content" role="main" class="span12"><div id="system-message-container"></div>`,
  footer: () =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p>Základní škola a mateřská škola Kozlovice u Lomu, příspěvková organizace · Školní 112, 592 14 Kozlovice u Lomu · IČO: 70 987 412 · ID datové schránky: k4mz3xv</p><p>Tel.: ${tel('+420 566 544 210')} · E-mail: ${mailto(`skola@${HOST}`)}</p></div></div>` +
    `<ul class="nav menu mod-list"><li class="item-130"><a href="/gdpr">Ochrana osobních údajů (GDPR)</a></li><li class="item-131"><a href="/intranet">Intranet pro zaměstnance</a></li></ul>` +
    `<p class="pull-right"><a href="#top" id="back-top">Zpět nahoru</a></p><p>© 2025 ZŠ a MŠ Kozlovice u Lomu</p></div></footer>`,
  bodyEnd: [`<script src="/templates/protostar/js/template.js?3f1c4a7e2b9d0c5a6e8f1b2d3c4a5e6f"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs-cz' });

const article = (title: string, html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="cs-CZ"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

type Leader = { label: string; shown: string; name: string; title: string; local: string; id: string; cases: CaseKind[] };
const LEADERS: Leader[] = [
  { label: 'Ředitelka školy', shown: 'Mgr. Hana Veselá', name: 'Hana Veselá', title: 'Ředitelka školy', local: 'hana.vesela', id: 'a3f09c1d57e2b84f6c0d9e1a2b3c4d5e', cases: ['honorific'] },
  { label: 'Zástupce ředitelky', shown: 'Mgr. Jiří Kopecký', name: 'Jiří Kopecký', title: 'Zástupce ředitelky', local: 'jiri.kopecky', id: '5e7b2d90c1f34a68e0b9d7c2f1a4e3b6', cases: ['honorific'] },
  { label: 'Ekonomka a mzdová účetní', shown: 'Dagmar Holubová', name: 'Dagmar Holubová', title: 'Ekonomka a mzdová účetní', local: 'dagmar.holubova', id: 'c98e1f0a2d3b4c5e6f7a8b9c0d1e2f3a', cases: [] },
];

type Teacher = { shown: string; name: string; title: string; subjects: string; local: string; cases: CaseKind[] };
const TEACHERS: Teacher[] = [
  { shown: 'Mgr. Lenka Marešová', name: 'Lenka Marešová', title: 'třídní učitelka I. A', subjects: '1. stupeň', local: 'lenka.maresova', cases: ['honorific'] },
  { shown: 'Mgr. Petra Šimková', name: 'Petra Šimková', title: 'třídní učitelka III. A, výchovná poradkyně', subjects: '1. stupeň, ČJ', local: 'petra.simkova', cases: ['honorific'] },
  { shown: 'PaedDr. Zdeněk Hájek', name: 'Zdeněk Hájek', title: 'třídní učitel VII. A', subjects: 'M – F', local: 'zdenek.hajek', cases: ['honorific'] },
  { shown: 'Bc. Kristýna Urbanová', name: 'Kristýna Urbanová', title: 'asistentka pedagoga', subjects: '–', local: 'kristyna.urbanova', cases: ['honorific'] },
];

export function zsKozlovice(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    main:
      `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog"><div class="items-leading clearfix"><div class="leading-0" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="page-header"><h2 itemprop="name">Zápis do 1. ročníku pro školní rok 2025/2026</h2></div>` +
      `<p>Zápis se koná ve čtvrtek 10. dubna 2025 od 13:00 do 17:00 v budově školy. S sebou vezměte rodný list dítěte a občanský průkaz zákonného zástupce. Formuláře najdete v sekci <a href="/kontakty">Kontakty</a> nebo je dostanete v kanceláři školy.</p></div>` +
      `<div class="leading-1" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="page-header"><h2 itemprop="name">Lyžařský výcvik 7. ročníku</h2></div><p>Žáci sedmého ročníku se vrátili z lyžařského kurzu v Krkonoších. Děkujeme všem rodičům za podporu.</p></div></div></div>`,
  });

  pages['/o-skole'] = page({
    path: '/o-skole',
    title: 'O škole',
    main: article(
      'O škole',
      `<p>Naše škola je úplná základní škola s devíti ročníky a 214 žáky, jejíž součástí je mateřská škola se dvěma třídami, školní družina a školní jídelna. Zřizovatelem je obec Kozlovice u Lomu.</p><p>Výuka probíhá podle školního vzdělávacího programu „Škola pro život“. Od roku 2019 máme novou tělocvičnu a venkovní učebnu.</p>`,
    ),
  });

  pages['/pedagogicky-sbor'] = page({
    path: '/pedagogicky-sbor',
    title: 'Pedagogický sbor',
    main: article(
      'Pedagogický sbor',
      `<table class="table table-bordered" style="width: 100%;"><thead><tr><th>Jméno</th><th>Funkce</th><th>Aprobace</th><th>E-mail</th></tr></thead><tbody>` +
        TEACHERS.map((t) => `<tr><td>${esc(t.shown)}</td><td>${esc(t.title)}</td><td>${esc(t.subjects)}</td><td>${t.local}(at)zs-kozlovice.test</td></tr>`).join('') +
        `</tbody></table><p>Konzultační hodiny si domlouvejte přímo s vyučujícími e-mailem nebo přes Bakaláře.</p>`,
    ),
  });

  pages['/skolni-poradenske-pracoviste'] = page({
    path: '/skolni-poradenske-pracoviste',
    title: 'Školní poradenské pracoviště',
    main: article(
      'Školní poradenské pracoviště',
      `<p>Školní poradenské pracoviště pomáhá žákům s výukovými obtížemi, při volbě povolání i v náročných životních situacích.</p>` +
        `<dl class="spp"><dt>Školní psycholožka</dt><dd>Mgr. Barbora Kolářová<br>úterý a čtvrtek 8:00–14:00<br>${mailto(`barbora.kolarova@${HOST}`)}</dd>` +
        `<dt>Speciální pedagog</dt><dd>Mgr. Radek Novotný<br>pondělí–středa 7:30–13:30<br>${mailto(`radek.novotny@${HOST}`)}</dd></dl>`,
    ),
  });

  pages['/skolni-druzina'] = page({
    path: '/skolni-druzina',
    title: 'Školní družina',
    main: article(
      'Školní družina',
      `<p>Družina je v provozu od 6:30 do 7:40 a po vyučování do 16:30. Měsíční poplatek činí 150 Kč.</p>` +
        `<p>Přihlášky na nový školní rok přijímá vedoucí vychovatelka Jitka Malá osobně v družině nebo e-mailem na ${mailto(`jitka.mala@${HOST}`)}.</p>`,
    ),
  });

  pages['/skolni-jidelna'] = page({
    path: '/skolni-jidelna',
    title: 'Školní jídelna',
    main: article(
      'Školní jídelna',
      `<p>Vedoucí školní jídelny: Ivana Bartošová, tel. ${tel('+420 566 544 215')}</p>` +
        `<p>Obědy odhlašujte nejpozději do 7:30 daného dne, e-mailem na ${mailto(`obedy@${HOST}`)} nebo v aplikaci Strava.cz. Cena oběda pro žáky 7–10 let je 32 Kč.</p>`,
    ),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    main: article(
      'Kontakty',
      `<p><strong>Základní škola a mateřská škola Kozlovice u Lomu, příspěvková organizace</strong><br>Školní 112, 592 14 Kozlovice u Lomu<br>Kancelář: ${tel('+420 566 544 210')} · ${mailto(`skola@${HOST}`)}</p>` +
        LEADERS.map((l) => `<p>${esc(l.label)}: <strong>${esc(l.shown)}</strong><br>${cloak(l.local, l.id)}</p>`).join('') +
        `<p>E-mailové adresy všech zaměstnanců jsou ve tvaru jmeno.prijmeni@zs-kozlovice.test (bez háčků a čárek).</p>`,
    ),
  });

  pages['/gdpr'] = page({
    path: '/gdpr',
    title: 'Ochrana osobních údajů',
    main: article(
      'Ochrana osobních údajů (GDPR)',
      `<p>Správcem osobních údajů je ZŠ a MŠ Kozlovice u Lomu. Pověřencem pro ochranu osobních údajů je společnost Regionální rozvojová agentura Vysočina, z.s.p.o., e-mail: poverenec@rra-vysocina-gdpr.cz.</p>`,
    ),
  });

  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: article('Intranet pro zaměstnance', `<p>Přihlášení pro zaměstnance školy. Zapomenuté heslo vám obnoví správce sítě: ${mailto(`it@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n# eg www.example.com/robots.txt\n# AND the joomla folder name MUST be prefixed to all of the\n# paths.\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n`,
      sitemapXml: urlset(HOST, ['/', '/o-skole', '/pedagogicky-sbor', '/skolni-poradenske-pracoviste', '/skolni-druzina', '/skolni-jidelna', '/kontakty', '/gdpr'], '2025-03-02'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-119',
      languages: ['cs'],
      addresses: [
        { address: `skola@${HOST}`, name: null, title: null, pages: ['/', '/kontakty'], cases: ['role', 'plain'] },
        ...LEADERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: ['/kontakty'],
          encoded: { kind: 'script' as const, text: cloakScript(l.local, l.id) },
          cases: ['title-name-line', 'script-protect', ln, ...l.cases] as CaseKind[],
        })),
        ...TEACHERS.map((t) => ({
          address: `${t.local}@${HOST}`,
          name: t.name,
          title: t.title,
          pages: ['/pedagogicky-sbor'],
          cases: ['table', 'obfuscated', ln, ...t.cases] as CaseKind[],
        })),
        { address: `barbora.kolarova@${HOST}`, name: 'Barbora Kolářová', title: 'Školní psycholožka', pages: ['/skolni-poradenske-pracoviste'], cases: ['definition-list', 'honorific', 'plain', ln] },
        { address: `radek.novotny@${HOST}`, name: 'Radek Novotný', title: 'Speciální pedagog', pages: ['/skolni-poradenske-pracoviste'], cases: ['definition-list', 'honorific', 'plain', ln] },
        { address: `jitka.mala@${HOST}`, name: 'Jitka Malá', title: 'vedoucí vychovatelka', pages: ['/skolni-druzina'], cases: ['prose', 'plain', ln] },
        { address: `obedy@${HOST}`, name: null, title: null, pages: ['/skolni-jidelna'], cases: ['neighbour', 'role', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakty', text: `jmeno.prijmeni@${HOST}` },
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `jmeno.prijmeni@${HOST}`, kind: 'scheme' },
        { text: `it@${HOST}`, kind: 'disallowed' },
        { text: 'poverenec@rra-vysocina-gdpr.cz', kind: 'other-company' },
      ],
    },
  };
}
