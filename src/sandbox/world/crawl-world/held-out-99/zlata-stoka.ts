/** South Bohemia: a carp fishery near Třeboň on Joomla, Czech only, addresses behind Joomla's cloak. */
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { SandboxPage } from '../../websites.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'rybarstvi-zlatastoka.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-nas', 'O nás'],
  ['/prodej-ryb', 'Prodej ryb'],
  ['/vylovy', 'Výlovy rybníků'],
  ['/kontakty', 'Kontakty'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Rybářství Zlatá stoka',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">',
    '<script src="https://cdn.jsdelivr.net/npm/jquery@3.7.1/dist/jquery.min.js"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo-kapr.svg" alt="Rybářství Zlatá stoka" width="200" height="60"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">` +
    MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('') +
    `</ul></div></header><div class="site-grid"><div class="grid-child container-component"><main>`,
  footer: () =>
    `</main></div></div><footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Rybářství Zlatá stoka s.r.o. · Novohradská 212, 379 01 Třeboň · IČO 26081234<br>Tel.: ${tel('+420 384 555 120')} · ${mailto(`info@${HOST}`)}</p><p><a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a> · <a href="/intranet">Intranet</a></p></div></div></footer>`,
  bodyEnd: ['<script src="/media/system/js/core.min.js?4.4.3"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });
const article = (title: string, html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="cs-CZ"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" output for one address. */
function cloak(address: string, id: string): { html: string; encoded: EncodedAddress } {
  const [local = '', domain = ''] = address.split('@');
  const [name, tld] = [domain.slice(0, domain.lastIndexOf('.')), domain.slice(domain.lastIndexOf('.') + 1)];
  const half = Math.ceil(local.length / 2);
  const script =
    `\n document.getElementById('cloak${id}').innerHTML = '';\n var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local.slice(0, half)}' + '${local.slice(half)}' + '&#64;';\n addy${id} = addy${id} + '${name}' + '&#46;' + '${tld}';\n var addy_text${id} = '${local.slice(0, half)}' + '${local.slice(half)}' + '&#64;' + '${name}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n `;
  return {
    html: `<span id="cloak${id}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type="text/javascript">${script}</script>`,
    encoded: { kind: 'script', text: script },
  };
}

type Row = { shown: string; name: string; title: string; local: string; id: string; honorific?: boolean };
const STAFF: Row[] = [
  { shown: 'Ing. Jan Dvořák', name: 'Jan Dvořák', title: 'ředitel společnosti', local: 'jan.dvorak', id: 'a3f1c9e27d', honorific: true },
  { shown: 'Ing. Lenka Procházková', name: 'Lenka Procházková', title: 'ekonomka', local: 'lenka.prochazkova', id: 'b81e04d5aa', honorific: true },
  { shown: 'Josef Král', name: 'Josef Král', title: 'hlavní rybář, porybný', local: 'josef.kral', id: 'c0d7e611f3' },
  { shown: 'Ondřej Černý', name: 'Ondřej Černý', title: 'rybniční hospodář – Třeboňsko-jih', local: 'ondrej.cerny', id: 'd52a9b80c4' },
];

export function zlataStoka(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const cloaks = STAFF.map((r) => cloak(`${r.local}@${HOST}`, r.id));

  pages['/'] = page({
    path: '/', title: 'Třeboňský kapr od rybníka až na stůl',
    main: article('Třeboňský kapr od rybníka až na stůl', `<p>Hospodaříme na 34 rybnících v okolí Třeboně a Lomnice nad Lužnicí. Chováme kapra, amura, lína a štiku, podzimní výlovy jsou otevřené veřejnosti.</p><p><a href="/vylovy">Kalendář výlovů 2025</a> · <a href="/prodej-ryb">Prodejna ryb na hrázi</a></p>`),
  });
  pages['/o-nas'] = page({ path: '/o-nas', title: 'O nás', main: article('O nás', `<p>Rodinná firma navazuje na rybníkářskou tradici Jakuba Krčína a Štěpánka Netolického. Rybníky obhospodařujeme od roku 1994, dnes s devatenácti stálými zaměstnanci.</p>`) });
  pages['/kontakty'] = page({
    path: '/kontakty', title: 'Kontakty',
    main: article('Kontakty', `<p>Sídlo firmy: Novohradská 212, 379 01 Třeboň. Úřední hodiny po–pá 7:00–15:00.</p><table class="table table-striped"><thead><tr><th>Jméno</th><th>Funkce</th><th>Telefon</th><th>E-mail</th></tr></thead><tbody>` +
      STAFF.map((r, i) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.title)}</td><td>${tel(`+420 384 555 12${i + 1}`)}</td><td>${cloaks[i]!.html}</td></tr>`).join('') +
      `</tbody></table>`),
  });
  pages['/prodej-ryb'] = page({
    path: '/prodej-ryb', title: 'Prodej ryb',
    main: article('Prodej ryb', `<p>Prodejna na hrázi rybníka Svět: živé i zpracované ryby, uzené pstruhy, rybí salát. Otevřeno út–so 8–17, v prosinci denně.</p><p>Vedoucí prodejny: Petra Horáková, petra.horakova(at)rybarstvi-zlatastoka(dot)test, tel. ${tel('+420 731 555 402')}</p><p class="small">Foto: Josef Král · Velkoodběr a restaurace: objednavky(at)rybarstvi-zlatastoka(dot)test</p>`),
  });
  pages['/vylovy'] = page({
    path: '/vylovy', title: 'Výlovy rybníků 2025',
    main: article('Výlovy rybníků 2025', `<ul><li>17.–19. 10. Rybník Svět</li><li>24.–26. 10. Rybník Opatovický</li><li>31. 10. Rybník Bezdrev (jen velkoodběr)</li></ul><p>Školní exkurze a skupiny na výlov domlouvá Mgr. Martin Beneš, vedoucí výlovů a exkurzí, na adrese ${mailto(`martin.benes@${HOST}`)} nejpozději týden předem.</p>`),
  });
  pages['/aktuality/nasazeni-plude-2025'] = page({
    path: '/aktuality/nasazeni-plude-2025', title: 'Jarní nasazování plůdku',
    main: article('Jarní nasazování plůdku', `<p>V dubnu jsme do rybníků nasadili přes dvě tuny kapřího plůdku K1. Dotazy k rybářským lístkům a povolenkám na naše revíry zodpoví správkyně revírů Tereza Svobodová (${mailto(`tereza.svobodova@${HOST}`)}).</p>`),
  });
  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', main: article('Ochrana osobních údajů', `<p>Správcem osobních údajů je Rybářství Zlatá stoka s.r.o. Web hostuje WEDOS Internet, a.s., podpora@wedos.cz.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: article('Intranet', `<p>Směny na hrázích a výdejky krmiva: ${mailto(`sklad@${HOST}`)}</p>`) });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/o-nas', '/kontakty', '/prodej-ryb', '/vylovy', '/aktuality/nasazeni-plude-2025'], '2025-05-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-99',
      languages: ['cs'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        ...STAFF.map((r, i) => ({
          address: `${r.local}@${HOST}`,
          name: r.name,
          title: r.title,
          pages: ['/kontakty'],
          encoded: cloaks[i]!.encoded,
          cases: ['table', 'script-protect', ln, ...(r.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `petra.horakova@${HOST}`, name: 'Petra Horáková', title: 'Vedoucí prodejny', pages: ['/prodej-ryb'], cases: ['title-name-line', 'obfuscated', ln] },
        { address: `objednavky@${HOST}`, name: null, title: null, pages: ['/prodej-ryb'], cases: ['neighbour', 'obfuscated', ln] },
        { address: `martin.benes@${HOST}`, name: 'Martin Beneš', title: 'vedoucí výlovů a exkurzí', pages: ['/vylovy'], cases: ['prose', 'honorific', 'plain', ln] },
        { address: `tereza.svobodova@${HOST}`, name: 'Tereza Svobodová', title: 'správkyně revírů', pages: ['/aktuality/nasazeni-plude-2025'], cases: ['prose', 'sitemap-gzip', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: 'jquery@3.7.1', kind: 'package' },
        { text: `sklad@${HOST}`, kind: 'disallowed' },
        { text: 'podpora@wedos.cz', kind: 'other-company' },
      ],
    },
  };
}
