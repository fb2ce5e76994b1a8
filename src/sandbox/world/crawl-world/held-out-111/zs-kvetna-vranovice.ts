/**
 * Základní škola Vranovice, Květná: a village primary school in South Moravia, on Joomla 3 with
 * the Protostar template, Czech only. The head teacher and her deputy as "Function: Mgr. Name"
 * lines whose addresses Joomla's e-mail cloaking writes by script, the school counsellor's line
 * with a plain link; the teaching staff as a table with Czech academic titles (Mgr., Bc., RNDr. …
 * Ph.D.), one address written "(at)"; the canteen manager as a schema.org Person in microdata; the
 * enrolment notice reached only through the gzip sitemap the robots.txt names, the deputy for the
 * lower grades in running text. The network contractor's address and the intranet (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zs-kvetna-vranovice.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/skola/o-skole', 'O škole'],
  ['/skola/vedeni-skoly', 'Vedení školy'],
  ['/skola/pedagogicky-sbor', 'Pedagogický sbor'],
  ['/aktuality', 'Aktuality'],
  ['/kontakty', 'Kontakty'],
];

/** The script Joomla 3's "Content - Email Cloaking" plugin writes for one address. */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'zs-kvetna-vranovice' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'zs-kvetna-vranovice' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'ZŠ Vranovice, Květná',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/protostar/css/template.css?3c2e5f1b9a0d7e4c8b6a" rel="stylesheet">`,
    `<link href="/media/system/css/modal.css?3c2e5f1b9a0d7e4c8b6a" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?3c2e5f1b9a0d7e4c8b6a"></script>`,
    `<script src="/media/jui/js/bootstrap.min.js?3c2e5f1b9a0d7e4c8b6a"></script>`,
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/logo-skoly.png" alt="ZŠ Vranovice, Květná"> <div class="site-description">Základní škola a mateřská škola Vranovice, Květná 12, příspěvková organizace</div></a><div class="header-search pull-right"><div class="search"><form action="/" method="post" class="form-inline" role="search"><label for="mod-search-searchword93" class="element-invisible">Hledat...</label> <input name="searchword" id="mod-search-searchword93" maxlength="200" class="inputbox search-query input-medium" type="search" placeholder="Hledat..."><input type="hidden" name="task" value="search"><input type="hidden" name="option" value="com_search"></form></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Přepnout navigaci</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([href, label], i) => `<li class="item-${101 + i}${href === p.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></div></nav><div class="row-fluid">`,
  footer: () =>
    `</div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom"><p><strong>Základní škola a mateřská škola Vranovice, Květná 12, příspěvková organizace</strong><br>Květná 12, 691 25 Vranovice · IČO: 70 283 915 · ID datové schránky: x7kq2mf<br>Sekretariát: ${tel('+420 519 433 210')} · ${mailto(`sekretariat@${HOST}`)}</p></div>` +
    `<ul class="nav menu mod-list"><li class="item-131"><a href="/prohlaseni-o-pristupnosti">Prohlášení o přístupnosti</a></li><li class="item-132"><a href="/gdpr">Ochrana osobních údajů</a></li><li class="item-133"><a href="/intranet">Intranet pro zaměstnance</a></li></ul>` +
    `<p class="pull-right"><a href="#top" id="back-top">Zpět nahoru</a></p><p>© 2025 ZŠ a MŠ Vranovice, Květná</p></div></footer>`,
  bodyEnd: [
    '<div id="cookie-lista" class="cookie-lista" role="dialog" hidden><p>Tento web používá pouze technické cookies nezbytné pro jeho provoz. <a href="/gdpr">Více informací</a></p><button type="button" class="btn">Rozumím</button></div>',
    `<script>(function(){var l=document.getElementById('cookie-lista');if(!document.cookie.match(/cookie_ok=/)){l.hidden=false;}l.querySelector('button').addEventListener('click',function(){document.cookie='cookie_ok=1;path=/;max-age=31536000';l.hidden=true;});})();</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs-cz' });

const article = (title: string, html: string): string =>
  `<div id="system-message-container"></div><div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="cs-CZ"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

type Teacher = { shown: string; name: string; title: string; local: string; at?: boolean; cases: CaseKind[] };
const SBOR: Teacher[] = [
  { shown: 'Mgr. Lenka Dušková', name: 'Lenka Dušková', title: 'třídní učitelka 1. A', local: 'lenka.duskova', cases: ['honorific'] },
  { shown: 'Mgr. Petra Malá', name: 'Petra Malá', title: 'třídní učitelka 2. A', local: 'petra.mala', cases: ['honorific'] },
  { shown: 'Bc. Martin Kubíček', name: 'Martin Kubíček', title: 'učitel tělesné výchovy a zeměpisu', local: 'martin.kubicek', at: true, cases: ['honorific'] },
  { shown: 'RNDr. Eva Zemanová, Ph.D.', name: 'Eva Zemanová', title: 'učitelka matematiky a fyziky', local: 'eva.zemanova', cases: ['honorific', 'post-nominal'] },
  { shown: 'Mgr. Tereza Pešková', name: 'Tereza Pešková', title: 'speciální pedagožka', local: 'tereza.peskova', cases: ['honorific'] },
];

const LEADERS = [
  { func: 'Ředitelka školy', shown: 'Mgr. Ivana Horáčková', name: 'Ivana Horáčková', local: 'ivana.horackova', id: '5d0e7a3b91c4f28e6a1d0b73c9e4f512' },
  { func: 'Zástupce ředitelky pro 2. stupeň', shown: 'Mgr. Jiří Kolář', name: 'Jiří Kolář', local: 'jiri.kolar', id: 'a83f1c06d7e2b94f0c5a3e18b6d2f7c4' },
];

export function zsKvetnaVranovice(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    main: article(
      'Vítejte na stránkách naší školy',
      `<p>Jsme úplná základní škola s 1. až 9. ročníkem, mateřskou školou, školní družinou a jídelnou. Školu navštěvuje 312 žáků z Vranovic, Přibic a Ivaně.</p>` +
        `<p>Aktuální informace o provozu najdete v sekci <a href="/aktuality">Aktuality</a>, kontakty na vyučující na stránce <a href="/skola/pedagogicky-sbor">Pedagogický sbor</a>.</p>`,
    ),
  });

  pages['/skola/o-skole'] = page({
    path: '/skola/o-skole',
    title: 'O škole',
    main: article('O škole', `<p>Budova školy v ulici Květná byla postavena v roce 1931 a v letech 2018–2020 prošla rekonstrukcí. Máme novou tělocvičnu, školní zahradu s venkovní učebnou a dvě počítačové učebny.</p><p>Škola se zaměřuje na environmentální výchovu a je zapojena do programu Ekoškola.</p>`),
  });

  pages['/skola/vedeni-skoly'] = page({
    path: '/skola/vedeni-skoly',
    title: 'Vedení školy',
    main: article(
      'Vedení školy',
      LEADERS.map((l) => `<p><strong>${esc(l.func)}:</strong> ${esc(l.shown)}<br>e-mail: ${cloak(l.local, l.id)}</p>`).join('') +
        `<p><strong>Výchovná poradkyně:</strong> PaedDr. Hana Šimková<br>e-mail: ${mailto(`hana.simkova@${HOST}`)}, konzultační hodiny: úterý 13:30–15:00 nebo po domluvě</p>` +
        `<p>Zástupkyní ředitelky pro 1. stupeň a mateřskou školu je Mgr. Alena Benešová.</p>`,
    ),
  });

  pages['/skola/pedagogicky-sbor'] = page({
    path: '/skola/pedagogicky-sbor',
    title: 'Pedagogický sbor',
    main: article(
      'Pedagogický sbor',
      `<p>Vyučující zastihnete nejlépe e-mailem, odpovídáme do dvou pracovních dnů.</p>` +
        `<table class="table table-bordered table-striped"><thead><tr><th>Jméno</th><th>Funkce / aprobace</th><th>E-mail</th></tr></thead><tbody>` +
        SBOR.map((t) => `<tr><td>${esc(t.shown)}</td><td>${esc(t.title)}</td><td>${t.at ? `${t.local}(at)zs-kvetna-vranovice.test` : mailto(`${t.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/aktuality'] = page({
    path: '/aktuality',
    title: 'Aktuality',
    main: `<div class="blog" itemscope itemtype="https://schema.org/Blog"><div class="items-leading clearfix"><div class="leading-0" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="page-header"><h2 itemprop="name">Ředitelské volno 2. května</h2></div><p>V pátek 2. května vyhlašuje ředitelka školy ředitelské volno z organizačních důvodů. Školní družina bude v provozu od 7:00 do 16:00.</p></div><div class="leading-1" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="page-header"><h2 itemprop="name">Sběr papíru</h2></div><p>Sběr starého papíru proběhne ve čtvrtek 24. dubna od 7:15 na školním dvoře.</p></div></div></div>`,
  });

  pages['/aktuality/zapis-do-1-trid-2025'] = page({
    path: '/aktuality/zapis-do-1-trid-2025',
    title: 'Zápis do 1. tříd pro školní rok 2025/2026',
    main: article(
      'Zápis do 1. tříd pro školní rok 2025/2026',
      `<p>Zápis proběhne ve středu 9. dubna 2025 od 14:00 do 17:30 v budově školy. Žádost o přijetí můžete podat osobně, datovou schránkou nebo e-mailem s uznávaným elektronickým podpisem.</p>` +
        `<p>S dotazy k zápisu i k odkladu povinné školní docházky se obracejte na zástupkyni ředitelky pro 1. stupeň Mgr. Alenu Benešovou, e-mail ${mailto(`alena.benesova@${HOST}`)}.</p>`,
    ),
  });

  pages['/kontakty'] = page({
    path: '/kontakty',
    title: 'Kontakty',
    main: article(
      'Kontakty',
      `<p>Základní škola a mateřská škola Vranovice, Květná 12, příspěvková organizace<br>Květná 12, 691 25 Vranovice</p>` +
        `<p>Sekretariát školy: ${tel('+420 519 433 210')}, ${mailto(`sekretariat@${HOST}`)}<br>Mateřská škola: ${tel('+420 519 433 218')}</p>` +
        `<h3>Školní jídelna</h3><div class="contact-person" itemscope itemtype="https://schema.org/Person"><p><span itemprop="name">Marie Pokorná</span>, <span itemprop="jobTitle">vedoucí školní jídelny</span><br>Tel.: <span itemprop="telephone">${tel('+420 519 433 215')}</span><br>E-mail: <a href="mailto:marie.pokorna@${HOST}" itemprop="email">marie.pokorna@${HOST}</a></p></div>` +
        `<p>Odhlašování obědů nejpozději do 7:30 daného dne: ${mailto(`jidelna@${HOST}`)} nebo přes aplikaci Strava.cz.</p>` +
        `<p>Správu počítačové sítě zajišťuje PC Servis Hustopeče s.r.o., hlášení závad: podpora@pcservis-hustopece.cz</p>`,
    ),
  });

  pages['/prohlaseni-o-pristupnosti'] = page({ path: '/prohlaseni-o-pristupnosti', title: 'Prohlášení o přístupnosti', main: article('Prohlášení o přístupnosti', '<p>Škola se zavazuje ke zpřístupnění svých webových stránek v souladu se zákonem č. 99/2019 Sb.</p>') });
  pages['/gdpr'] = page({ path: '/gdpr', title: 'Ochrana osobních údajů', main: article('Ochrana osobních údajů', '<p>Pověřencem pro ochranu osobních údajů je pracovník Svazku obcí Židlochovicko.</p>') });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: article('Intranet pro zaměstnance', `<p>Přihlášení do intranetu. Zapomenuté heslo vám obnoví správce: ${mailto(`spravce@${HOST}`)}</p>`) });
  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/skola/o-skole', '/skola/vedeni-skoly', '/skola/pedagogicky-sbor', '/aktuality', '/aktuality/zapis-do-1-trid-2025', '/kontakty', '/gdpr'], '2025-03-20'),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-111',
      languages: ['cs'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/', '/kontakty'], cases: ['role', 'plain'] },
        { address: `jidelna@${HOST}`, name: null, title: null, pages: ['/kontakty'], cases: ['role', 'plain', ln] },
        ...LEADERS.map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.func,
          pages: ['/skola/vedeni-skoly'],
          encoded: { kind: 'script' as const, text: cloakScript(l.local, l.id) },
          cases: ['title-name-line', 'honorific', 'script-protect', ln] as CaseKind[],
        })),
        { address: `hana.simkova@${HOST}`, name: 'Hana Šimková', title: 'Výchovná poradkyně', pages: ['/skola/vedeni-skoly'], cases: ['title-name-line', 'honorific', 'plain', ln] },
        ...SBOR.map((t) => ({
          address: `${t.local}@${HOST}`,
          name: t.name,
          title: t.title,
          pages: ['/skola/pedagogicky-sbor'],
          cases: ['table', t.at ? 'obfuscated' : 'plain', ln, ...t.cases] as CaseKind[],
        })),
        { address: `marie.pokorna@${HOST}`, name: 'Marie Pokorná', title: 'vedoucí školní jídelny', pages: ['/kontakty'], cases: ['microdata', 'name-title-line', 'plain', ln] },
        {
          address: `alena.benesova@${HOST}`,
          name: 'Alena Benešová',
          title: 'zástupkyně ředitelky pro 1. stupeň',
          titleAlternatives: ['zástupkyni ředitelky pro 1. stupeň'],
          pages: ['/aktuality/zapis-do-1-trid-2025'],
          cases: ['prose', 'honorific', 'sitemap-gzip', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `spravce@${HOST}`, kind: 'disallowed' },
        { text: 'podpora@pcservis-hustopece.cz', kind: 'other-company' },
      ],
    },
  };
}
