/**
 * Tesařství a stavby Kubíček s.r.o.: a carpentry and building company near Písek, on Joomla 3
 * without URL rewriting (index.php paths). Czech only; the contact page as a Joomla article with a
 * label table and the owner's address cloaked by Joomla's e-mail protection, the site manager on
 * a "Title: Name" line with a (at) address, the accountant in a sentence of the careers page, the
 * architect marked up with RDFa on the about page, the workshop head in a contact box two links
 * deep; an old address in an HTML comment, the timber supplier's address, the placeholder of the
 * quote form and the employees' page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kubicekstavby.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/index.php/o-nas', 'O nás'],
  ['/index.php/sluzby', 'Služby'],
  ['/index.php/reference', 'Reference'],
  ['/index.php/kariera', 'Kariéra'],
  ['/index.php/kontakty', 'Kontakty'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tesařství a stavby Kubíček',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/kubicek/css/template.css?5c1a7e0f" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?5c1a7e0f"></script>`,
  ],
  header: (p) =>
    `<div class="body"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/logo-kubicek.png" alt="Tesařství a stavby Kubíček"></a>` +
    `<div class="header-search pull-right"><div class="custom"><p>☎ ${tel('+420 382 214 655')}</p></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Přepnout navigaci</span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l], i) => `<li class="item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav>`,
  footer: () =>
    `</div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom"><p>Tesařství a stavby Kubíček s.r.o. · Čížová 118, 398 31 Čížová · IČO: 26071458 · zapsáno v OR u KS v Českých Budějovicích, oddíl C, vložka 12873</p>` +
    `<p>${mailto(`info@${HOST}`)} · <a href="/index.php/gdpr">Ochrana osobních údajů</a> · <a href="/index.php/zamestnanci">Pro zaměstnance</a></p></div><p class="pull-right"><a href="#top" id="back-top">Nahoru</a></p><p>© 2025 Kubíček s.r.o.</p></div></footer>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const article = (html: string) => `<div class="row-fluid"><div class="span12"><div id="system-message-container"></div><div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="cs-CZ"><div itemprop="articleBody">${html}</div></div></div></div>`;

/** Joomla's content plugin "E-mail ochrana" (emailcloak). */
function cloak(id: string, user: string): string {
  return (
    `<span id="cloak${id}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type='text/javascript'>\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${user}' + '&#64;';\n` +
    ` addy${id} = addy${id} + 'kubicekstavby' + '&#46;' + 'test';\n` +
    ` var addy_text${id} = '${user}' + '&#64;' + 'kubicekstavby' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    ` </script>`
  );
}

const JAN = cloak('8f3e1b0c2d9a4e7f', 'jan.kubicek');

export function kubicekStavby(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Dřevostavby, krovy a rekonstrukce',
    lang: 'cs-cz',
    main:
      `<div class="row-fluid"><div class="span12"><div class="blog-featured" itemscope itemtype="https://schema.org/Blog"><div class="items-leading clearfix"><div class="leading-0 clearfix" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">` +
      `<h1 itemprop="name">Tesařství a stavby Kubíček</h1><p>Krovy, pergoly, dřevostavby a rekonstrukce rodinných domů v Jihočeském kraji už od roku 1998. Vlastní tesařská dílna, vlastní statik a projekční kancelář.</p>` +
      `<p class="readmore"><a class="btn" href="/index.php/sluzby" itemprop="url">Více o našich službách</a></p></div></div></div></div></div>` +
      `<!-- stará adresa, do 2019: kancelar@${HOST} -->`,
  });

  pages['/index.php/o-nas'] = page({
    path: '/index.php/o-nas',
    title: 'O nás',
    lang: 'cs-cz',
    main: article(
      `<h1>O nás</h1><p>Firmu založil v roce 1998 tesař Jan Kubíček st.; dnes ji vede jeho syn Ing. Jan Kubíček. Máme 24 zaměstnanců, z toho 14 tesařů a 6 zedníků.</p>` +
        `<h2>Projekční kancelář</h2>` +
        `<div vocab="https://schema.org/" typeof="Person" class="projektant"><p><span property="honorificPrefix">Ing. arch.</span> <span property="name">Veronika Malá</span><br><span property="jobTitle">hlavní projektantka</span><br>` +
        `Návrhy dřevostaveb, stavební povolení, energetické štítky.<br><a property="email" href="mailto:veronika.mala@${HOST}">veronika.mala@${HOST}</a></p></div>` +
        `<p>Dřevo odebíráme především z Pily Mirotice (objednavky@pila-mirotice.cz), se kterou spolupracujeme přes dvacet let.</p>`,
    ),
  });

  pages['/index.php/sluzby'] = page({
    path: '/index.php/sluzby',
    title: 'Služby',
    lang: 'cs-cz',
    main: article(
      `<h1>Služby</h1><ul class="category-module mod-list"><li><a class="mod-articles-category-title" href="/index.php/sluzby/tesarske-prace">Tesařské práce a krovy</a></li><li><a class="mod-articles-category-title" href="/index.php/sluzby/drevostavby">Dřevostavby na klíč</a></li><li>Rekonstrukce a zednické práce</li></ul>`,
    ),
  });

  pages['/index.php/sluzby/drevostavby'] = page({ path: '/index.php/sluzby/drevostavby', title: 'Dřevostavby na klíč', lang: 'cs-cz', main: article(`<h1>Dřevostavby na klíč</h1><p>Difúzně otevřené dřevostavby v nízkoenergetickém i pasivním standardu, od projektu po kolaudaci.</p>`) });

  pages['/index.php/sluzby/tesarske-prace'] = page({
    path: '/index.php/sluzby/tesarske-prace',
    title: 'Tesařské práce a krovy',
    lang: 'cs-cz',
    main: article(
      `<h1>Tesařské práce a krovy</h1><p>Vázané i vaznicové krovy, pergoly, altány, dřevěné stropy a terasy. Výroba probíhá v naší dílně v Čížové, kde máme CNC tesařskou linku.</p>` +
        `<div class="kontakt-box well"><h3>Kontaktní osoba</h3><p><strong>Martin Šimek</strong><br>vedoucí tesařské dílny<br>${tel('+420 731 556 204')}<br>${mailto(`martin.simek@${HOST}`)}</p></div>`,
    ),
  });

  pages['/index.php/reference'] = page({ path: '/index.php/reference', title: 'Reference', lang: 'cs-cz', main: article(`<h1>Reference</h1><ul><li>Rodinný dům Protivín – dřevostavba 2024</li><li>Krov fary v Mirovicích – 2023</li><li>Pergola a terasa, Písek – 2023</li></ul>`) });

  pages['/index.php/kariera'] = page({
    path: '/index.php/kariera',
    title: 'Kariéra',
    lang: 'cs-cz',
    main: article(
      `<h1>Hledáme tesaře a pomocné dělníky</h1><p>Nabízíme stálou práci na HPP, firemní auto na stavby, obědy a příspěvek na penzijní spoření.</p>` +
        `<p>Životopisy posílejte naší personalistce Bc. Petře Kubíčkové na adresu petra.kubickova(at)kubicekstavby.test, případně volejte ${tel('+420 382 214 655')}.</p>`,
    ),
  });

  pages['/index.php/kontakty'] = page({
    path: '/index.php/kontakty',
    title: 'Kontakty',
    lang: 'cs-cz',
    main: article(
      `<h1>Kontakty</h1><p><strong>Tesařství a stavby Kubíček s.r.o.</strong><br>Čížová 118, 398 31 Čížová</p>` +
        `<table class="table kontakty" style="width: 100%;" border="0"><tbody>` +
        `<tr><td style="width: 30%;">Jednatel:</td><td>Ing. Jan Kubíček</td><td>${tel('+420 603 218 447')}</td><td>${JAN}</td></tr>` +
        `<tr><td>Statik, rozpočty:</td><td>Ing. Tomáš Hrubý, Ph.D.</td><td>${tel('+420 604 771 290')}</td><td>${mailto(`tomas.hruby@${HOST}`)}</td></tr>` +
        `<tr><td>Poptávky a objednávky:</td><td>&nbsp;</td><td>${tel('+420 382 214 655')}</td><td>${mailto(`poptavky@${HOST}`)}</td></tr>` +
        `</tbody></table>` +
        `<p>Stavbyvedoucí: Lukáš Dvořák, DiS., ${tel('+420 739 004 812')}, lukas.dvorak(at)kubicekstavby.test</p>` +
        `<h2>Nezávazná poptávka</h2><form action="/index.php/kontakty" method="post" class="form-validate"><label for="jform_email">E-mail *</label><input type="email" name="jform[contact_email]" id="jform_email" placeholder="jmeno@seznam.cz" required><label for="jform_msg">Zpráva *</label><textarea name="jform[contact_message]" id="jform_msg"></textarea><button class="btn btn-primary validate" type="submit">Odeslat</button></form>`,
    ),
  });

  pages['/index.php/gdpr'] = page({ path: '/index.php/gdpr', title: 'Ochrana osobních údajů', lang: 'cs-cz', main: article(`<h1>Zásady ochrany osobních údajů</h1><p>Správcem osobních údajů je společnost Tesařství a stavby Kubíček s.r.o.</p>`) });
  pages['/index.php/zamestnanci'] = page({ path: '/index.php/zamestnanci', title: 'Pro zaměstnance', lang: 'cs-cz', main: article(`<h1>Pro zaměstnance</h1><p>Docházka a dovolené: ${mailto(`dochazka@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /index.php/zamestnanci\n`,
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-20',
      languages: ['cs'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `poptavky@${HOST}`, name: null, title: null, pages: ['/index.php/kontakty'], cases: ['role', 'table', 'plain', 'link-non-english'] },
        { address: `jan.kubicek@${HOST}`, name: 'Jan Kubíček', title: 'Jednatel', pages: ['/index.php/kontakty'], encoded: { kind: 'script', text: JAN }, cases: ['table', 'honorific', 'script-protect', 'link-non-english'] },
        { address: `tomas.hruby@${HOST}`, name: 'Tomáš Hrubý', title: 'Statik, rozpočty', titleAlternatives: ['Statik'], pages: ['/index.php/kontakty'], cases: ['table', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        { address: `lukas.dvorak@${HOST}`, name: 'Lukáš Dvořák', title: 'Stavbyvedoucí', pages: ['/index.php/kontakty'], cases: ['title-name-line', 'post-nominal', 'obfuscated', 'link-non-english'] },
        { address: `petra.kubickova@${HOST}`, name: 'Petra Kubíčková', title: 'personalistka', pages: ['/index.php/kariera'], cases: ['prose', 'honorific', 'obfuscated', 'link-non-english'] },
        { address: `veronika.mala@${HOST}`, name: 'Veronika Malá', title: 'hlavní projektantka', pages: ['/index.php/o-nas'], cases: ['rdfa', 'honorific', 'plain', 'link-non-english'] },
        { address: `martin.simek@${HOST}`, name: 'Martin Šimek', title: 'vedoucí tesařské dílny', pages: ['/index.php/sluzby/tesarske-prace'], cases: ['card', 'deep-page', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/index.php/zamestnanci'],
      nonAddresses: [
        { text: `kancelar@${HOST}`, kind: 'comment' },
        { text: `dochazka@${HOST}`, kind: 'disallowed' },
        { text: 'objednavky@pila-mirotice.cz', kind: 'other-company' },
        { text: 'jmeno@seznam.cz', kind: 'placeholder' },
      ],
    },
  };
}
