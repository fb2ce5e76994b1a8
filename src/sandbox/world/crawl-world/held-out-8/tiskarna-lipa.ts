/**
 * Tiskárna Lípa: an offset and letterpress print shop with a hand bindery in Litomyšl, Czech
 * only. A Joomla-like site: the staff in a table with Czech academic titles before the names and
 * a diploma after one, the press operator's address written by String.fromCharCode in its cell,
 * the dispatcher as a schema.org microdata Person, the artwork-upload address in "(at)" text, a
 * blog post two links deep on the preflight tool (a clone URL, a package version, its author in
 * prose), a careers page listed only in the sitemap robots.txt names at a path of its own (with
 * the stated surname scheme), a paper mill's address, and a customer zone robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'tiskarna-lipa.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'prijmeni@tiskarna-lipa.test';
const KUCERA_CODES = charCodes('kucera@tiskarna-lipa.test');
const POST = '/blog/kontrola-pdf-pred-tiskem';

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-nas', 'O nás'],
  ['/tym', 'Náš tým'],
  ['/sluzby', 'Služby'],
  ['/blog', 'Blog'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tiskárna Lípa',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', '<link href="/templates/cassiopeia/css/template.min.css?5.1.2" rel="stylesheet">'],
  header: () =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-lipa.svg" alt="Tiskárna Lípa"></a></div>\n` +
    `<nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav">${MENU.map(([href, label]) => `<li class="nav-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Tiskárna Lípa s.r.o. · Zámecká 112, 570 01 Litomyšl · IČO 27123456 · zapsaná u KS v Hradci Králové, C 23456</p>` +
    `<p><a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a> · <a href="/zakaznicka-zona">Zákaznická zóna</a></p></div></footer>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const clanek = (html: string) => `<div class="com-content-article item-page"><div class="com-content-article__body">${html}</div></div>`;

const STAFF: [string, string, string][] = [
  ['Ing. Jan Horák', 'jednatel, obchod', 'horak@tiskarna-lipa.test'],
  ['Petra Dvořáková', 'vedoucí knihárny', 'dvorakova@tiskarna-lipa.test'],
  ['MgA. Ondřej Beneš', 'knihař a restaurátor vazeb', 'benes@tiskarna-lipa.test'],
  ['Lucie Novotná', 'sazečka a typografka', 'novotna@tiskarna-lipa.test'],
];

export function tiskarnaLipa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Ofset, knihtisk a ruční vazba',
    lang: 'cs',
    main: clanek(`<h1>Tiskneme od roku 1992</h1><p>Ofsetový tisk do formátu B2, knihtisk na historických strojích Heidelberg a ruční knižní vazba. Malé náklady, bibliofilie, svatební oznámení i výroční zprávy.</p><p>Poptávky: ${mailto('obchod@tiskarna-lipa.test')}</p>`),
  });

  pages['/o-nas'] = page({
    path: '/o-nas',
    title: 'O nás',
    lang: 'cs',
    main: clanek(`<h2>O nás</h2><p>Tiskárnu založil v roce 1992 Jan Horák starší v bývalé dílně zámeckého pivovaru. Dnes nás je dvanáct a každý rok vytiskneme a svážeme přes tři sta zakázek.</p>`),
  });

  pages['/tym'] = page({
    path: '/tym',
    title: 'Náš tým',
    lang: 'cs',
    main: clanek(
      `<h2>Náš tým</h2><table class="table tym"><thead><tr><th>Jméno</th><th>Pozice</th><th>E-mail</th></tr></thead><tbody>\n` +
        STAFF.map(([name, role, address]) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${mailto(address)}</td></tr>`).join('\n') +
        `\n<tr><td>Tomáš Kučera, DiS.</td><td>tiskař – ofset Heidelberg Speedmaster</td><td><script>var k = String.fromCharCode(${KUCERA_CODES}); document.write('<a href="mailto:' + k + '">' + k + '</a>');</script></td></tr>\n` +
        `</tbody></table>`,
    ),
  });

  pages['/sluzby'] = page({
    path: '/sluzby',
    title: 'Služby',
    lang: 'cs',
    main: clanek(
      `<h2>Služby</h2><ul><li>Ofsetový tisk 1–5 barev</li><li>Knihtisk a slepotisk</li><li>Ruční a strojní knižní vazba, pozlacování ořízky</li></ul>` +
        `<p>Ruční papíry odebíráme z Papírny Vltava, vzorníky si můžete objednat přímo u nich: ${mailto('objednavky@papirny-vltava.test')}.</p>`,
    ),
  });

  pages['/blog'] = page({
    path: '/blog',
    title: 'Blog',
    lang: 'cs',
    main: clanek(`<h2>Blog</h2><div class="blog-items"><h3><a href="${POST}">Jak kontrolujeme PDF před tiskem</a></h3><p>3. 2. 2025</p></div>`),
  });

  pages[POST] = page({
    path: POST,
    title: 'Jak kontrolujeme PDF před tiskem',
    lang: 'cs',
    main: clanek(
      `<h1>Jak kontrolujeme PDF před tiskem</h1><p>Každé PDF, které nám pošlete, projde automatickou kontrolou: spadávka, rozlišení obrázků, převod barev do CMYK. Nástroj jsme zveřejnili:</p>\n` +
        `<pre><code>git clone git@gitlab.com:tiskarna-lipa/kontrola-pdf.git\ncd kontrola-pdf\nnpm install pdf-lib@1.17.1\nnode kontrola.js zakazka.pdf</code></pre>\n` +
        `<p>Článek napsal náš předtiskový specialista Jakub Veselý; pokud vám kontrola hlásí chyby, kterým nerozumíte, napište mu na ${mailto('vesely@tiskarna-lipa.test')}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'cs',
    main: clanek(
      `<h2>Kontakt</h2><p>Zámecká 112, 570 01 Litomyšl<br>Tel.: +420 461 612 345, po–pá 7:00–15:30</p><p>Obchod: ${mailto('obchod@tiskarna-lipa.test')}</p>\n` +
        `<p>Tisková data (do 20 MB): podklady(at)tiskarna-lipa(dot)test</p>\n` +
        `<div itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Tiskárna Lípa s.r.o.">` +
        `<p itemprop="employee" itemscope itemtype="https://schema.org/Person">Expedice a rozvoz: <span itemprop="name">Marek Svoboda</span>, <span itemprop="jobTitle">expedient</span>, <a itemprop="email" href="mailto:svoboda@tiskarna-lipa.test">svoboda@tiskarna-lipa.test</a></p></div>\n` +
        `<form class="form-validate" method="post"><input type="email" name="jform[contact_email]" placeholder="jmeno@firma.cz"><textarea name="jform[contact_message]"></textarea><button type="submit">Odeslat</button></form>`,
    ),
  });

  pages['/ochrana-osobnich-udaju'] = page({
    path: '/ochrana-osobnich-udaju',
    title: 'Ochrana osobních údajů',
    lang: 'cs',
    main: clanek(`<h2>Ochrana osobních údajů</h2><p>Správcem osobních údajů je Tiskárna Lípa s.r.o. Dotazy směřujte na ${mailto('obchod@tiskarna-lipa.test')}.</p>`),
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariéra',
    lang: 'cs',
    main: clanek(
      `<h2>Přidejte se k nám</h2><p>Hledáme knihaře/knihařku na plný úvazek a brigádníka do expedice. Životopisy posílejte na ${mailto('kariera@tiskarna-lipa.test')}.</p>\n` +
        `<p>Vedoucí výroby: Radek Procházka, ${mailto('prochazka@tiskarna-lipa.test')}, tel. +420 461 612 350</p>\n` +
        `<p>Všechny naše adresy mají tvar ${SCHEME} (příjmení bez diakritiky).</p>`,
    ),
  });

  pages['/zakaznicka-zona'] = page({
    path: '/zakaznicka-zona',
    title: 'Zákaznická zóna',
    lang: 'cs',
    main: clanek(`<h2>Zákaznická zóna</h2><p>Stav zakázek a schvalování nátahů. Potíže s přihlášením: ${mailto('zakaznici@tiskarna-lipa.test')}</p>`),
  });

  pages['/mapa-webu/cs.xml'] = xmlPage(urlset(HOST, ['/', '/o-nas', '/tym', '/sluzby', '/blog', POST, '/kontakt', '/ochrana-osobnich-udaju', '/kariera'], '2025-02-03'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /cache/\nDisallow: /tmp/\nDisallow: /zakaznicka-zona\n\nSitemap: ${ORIGIN}/mapa-webu/cs.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Powered-By': 'Joomla! 5.1' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-8',
      languages: ['cs'],
      addresses: [
        {
          address: 'horak@tiskarna-lipa.test',
          name: 'Jan Horák',
          title: 'jednatel, obchod',
          titleAlternatives: ['jednatel'],
          pages: ['/tym'],
          cases: ['table', 'honorific', 'plain', 'link-non-english'],
        },
        { address: 'dvorakova@tiskarna-lipa.test', name: 'Petra Dvořáková', title: 'vedoucí knihárny', pages: ['/tym'], cases: ['table', 'plain', 'link-non-english'] },
        {
          address: 'benes@tiskarna-lipa.test',
          name: 'Ondřej Beneš',
          title: 'knihař a restaurátor vazeb',
          titleAlternatives: ['knihař'],
          pages: ['/tym'],
          cases: ['table', 'honorific', 'plain', 'link-non-english'],
        },
        { address: 'novotna@tiskarna-lipa.test', name: 'Lucie Novotná', title: 'sazečka a typografka', pages: ['/tym'], cases: ['table', 'plain', 'link-non-english'] },
        {
          address: 'kucera@tiskarna-lipa.test',
          name: 'Tomáš Kučera',
          title: 'tiskař – ofset Heidelberg Speedmaster',
          titleAlternatives: ['tiskař'],
          pages: ['/tym'],
          encoded: { kind: 'charcodes', text: KUCERA_CODES },
          cases: ['table', 'post-nominal', 'script-charcode', 'link-non-english'],
        },
        { address: 'svoboda@tiskarna-lipa.test', name: 'Marek Svoboda', title: 'expedient', pages: ['/kontakt'], cases: ['microdata', 'plain', 'link-non-english'] },
        {
          address: 'vesely@tiskarna-lipa.test',
          name: 'Jakub Veselý',
          title: 'předtiskový specialista',
          pages: [POST],
          cases: ['prose', 'deep-page', 'plain', 'link-non-english'],
        },
        { address: 'prochazka@tiskarna-lipa.test', name: 'Radek Procházka', title: 'Vedoucí výroby', pages: ['/kariera'], cases: ['title-name-line', 'sitemap-robots', 'plain'] },
        { address: 'kariera@tiskarna-lipa.test', name: null, title: null, pages: ['/kariera'], cases: ['role', 'sitemap-robots', 'plain'] },
        { address: 'obchod@tiskarna-lipa.test', name: null, title: null, pages: ['/', '/kontakt', '/ochrana-osobnich-udaju'], cases: ['role', 'plain'] },
        { address: 'podklady@tiskarna-lipa.test', name: null, title: null, pages: ['/kontakt'], cases: ['obfuscated', 'role', 'link-non-english'] },
      ],
      pattern: '{last}',
      statedPattern: { page: '/kariera', text: SCHEME },
      disallowed: ['/zakaznicka-zona'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'zakaznici@tiskarna-lipa.test', kind: 'disallowed' },
        { text: 'git@gitlab.com', kind: 'git' },
        { text: 'pdf-lib@1.17.1', kind: 'package' },
        { text: 'jmeno@firma.cz', kind: 'placeholder' },
        { text: 'objednavky@papirny-vltava.test', kind: 'other-company' },
      ],
    },
  };
}
