/**
 * ZO OS KOVO Hutník Kunčice: a steelworkers' trade-union branch in Ostrava on Joomla 3 (Protostar),
 * Czech only. The committee in a table with two addresses behind Joomla's e-mail cloak, contacts as
 * "Funkce: Jméno" lines, the legal advisor in prose with "(at)" and "(dot)", a press contact's
 * label line in a news item two links from home, an old webmaster address in a comment and the
 * members' section disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'zo-hutnik-kuncice.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [['/', 'Úvod'], ['/vybor', 'Výbor ZO'], ['/aktuality', 'Aktuality'], ['/pravni-poradna', 'Právní poradna'], ['/kontakty', 'Kontakty'], ['/clenska-sekce', 'Členská sekce']];

const theme: Theme = {
  host: HOST,
  siteName: 'ZO OS KOVO Hutník Kunčice',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', '<link href="/templates/protostar/css/template.css?5f2a1c" rel="stylesheet">', '<script src="/media/jui/js/jquery.min.js?5f2a1c"></script>'],
  header: () =>
    `<div class="body"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><span class="site-title" title="ZO OS KOVO Hutník Kunčice">ZO OS KOVO Hutník Kunčice</span></a><div class="header-search pull-right"></div></div></header>` +
    `<nav class="navigation" role="navigation"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l]) => `<li class="item-${h.length + 101}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav>`,
  footer: () =>
    `</div></div><footer class="footer" role="contentinfo"><div class="container"><hr><p>Základní organizace Odborového svazu KOVO Hutník Kunčice, Vratimovská 689/117, 719 00 Ostrava-Kunčice · IČO 00548721 · sekretariát: ${mailto(`sekretariat@${HOST}`)}, ${tel('+420 595 681 204')}</p>` +
    `<!-- správa webu do r. 2019: webmaster@${HOST} --><p class="pull-right"><a href="#top" id="back-top">Nahoru</a></p><p>&copy; 2025 ZO OS KOVO Hutník Kunčice</p></div></footer>`,
};

const page = (path: string, title: string, body: string): SandboxPage =>
  renderPage(theme, { path, title, lang: 'cs', main: `<div class="item-page" itemscope itemtype="https://schema.org/Article"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${body}</div></div>` } as PageSpec);

function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Tato e-mailová adresa je chráněna před spamboty. Pro její zobrazení musíte mít povolen Javascript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'zo-hutnik-kuncice' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'zo-hutnik-kuncice' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}

type Row = { fn: string; shown: string; name: string; local: string; cloak?: string };
const VYBOR: Row[] = [
  { fn: 'předseda ZO', shown: 'Ing. Jaroslav Kubíček', name: 'Jaroslav Kubíček', local: 'jaroslav.kubicek' },
  { fn: 'místopředsedkyně ZO', shown: 'Radka Horáková', name: 'Radka Horáková', local: 'radka.horakova', cloak: 'a41f2e9c' },
  { fn: 'hospodář', shown: 'Miroslav Šimek', name: 'Miroslav Šimek', local: 'miroslav.simek', cloak: '7bd03c15' },
  { fn: 'členka výboru, BOZP a pracovní podmínky ve válcovně', shown: 'Lenka Pokorná', name: 'Lenka Pokorná', local: 'lenka.pokorna' },
];

export function zoHutnik(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page('/', 'Vítejte na stránkách odborů Hutník', `<p>Hájíme zájmy více než 1 400 zaměstnanců válcoven a ocelárny v Kunčicích. Vyjednáváme kolektivní smlouvu, poskytujeme bezplatnou právní pomoc a podporu v nezaměstnanosti.</p><p>Nejnovější informace najdete v <a href="/aktuality">aktualitách</a>.</p>`);
  pages['/vybor'] = page('/vybor', 'Výbor základní organizace', `<p>Výbor byl zvolen na členské schůzi dne 12. 4. 2023 na čtyřleté období.</p><table class="table table-striped"><thead><tr><th>Funkce</th><th>Jméno</th><th>E-mail</th></tr></thead><tbody>${VYBOR.map((r) => `<tr><td>${esc(r.fn)}</td><td>${esc(r.shown)}</td><td>${r.cloak ? cloak(r.local, r.cloak) : mailto(`${r.local}@${HOST}`)}</td></tr>`).join('')}</tbody></table>`);
  pages['/kontakty'] = page('/kontakty', 'Kontakty', `<p>Odborová kancelář: budova ředitelství, 2. patro, dveře 214. Úřední hodiny Po a St 6:00–14:30.</p><p>Sekretariát: ${mailto(`sekretariat@${HOST}`)}</p>` +
    `<p>Předseda revizní komise: Zdeněk Vávra, ${mailto(`zdenek.vavra@${HOST}`)}</p><p>Ivana Kolářová, účetní a členská evidence, tel. ${tel('+420 595 681 206')}, ${mailto(`ivana.kolarova@${HOST}`)}</p>`);
  pages['/pravni-poradna'] = page('/pravni-poradna', 'Právní poradna', `<p>Členové mají nárok na bezplatnou konzultaci v pracovněprávních věcech. Poradnu vede náš právní poradce JUDr. Petr Holub, dotazy mu posílejte na petr.holub(at)zo-hutnik-kuncice(dot)test nebo se objednejte na sekretariátu.</p>`);
  pages['/aktuality'] = page('/aktuality', 'Aktuality', `<ul class="category-module"><li><a href="/aktuality/kolektivni-smlouva-2025">Kolektivní smlouva na rok 2025 podepsána</a> <span class="mod-articles-category-date">03. 02. 2025</span></li></ul>`);
  pages['/aktuality/kolektivni-smlouva-2025'] = page('/aktuality/kolektivni-smlouva-2025', 'Kolektivní smlouva na rok 2025 podepsána', `<p>Po třech kolech vyjednávání jsme dosáhli růstu tarifních mezd o 6,2 % a zachování třináctého platu.</p><p class="kontakt-media">Kontakt pro média: Dušan Mrázek, tiskový mluvčí ZO, tel. ${tel('+420 731 402 118')}, ${mailto(`dusan.mrazek@${HOST}`)}</p>`);
  pages['/clenska-sekce'] = page('/clenska-sekce', 'Členská sekce', `<p>Zápisy ze schůzí výboru pro přihlášené členy. Přístup: ${mailto(`clenove@${HOST}`)}</p>`);
  pages['/index.php/sitemap'] = xmlPage(urlset(HOST, ['/', '/vybor', '/kontakty', '/pravni-poradna', '/aktuality']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /clenska-sekce\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-91',
      languages: ['cs'],
      addresses: [
        { address: `sekretariat@${HOST}`, name: null, title: null, pages: ['/', '/kontakty'], cases: ['role', 'plain'] },
        ...VYBOR.map((r) => {
          const a = `${r.local}@${HOST}`;
          const c = r.cloak ? cloak(r.local, r.cloak) : undefined;
          return {
            address: a, name: r.name, title: r.fn, pages: ['/vybor'],
            ...(c ? { encoded: { kind: 'script' as const, text: c.slice(c.indexOf('<script')) } } : {}),
            cases: ['table', ln, r.cloak ? 'script-protect' : 'plain', ...(r.shown !== r.name ? ['honorific'] : [])] as CaseKind[],
          };
        }),
        { address: `zdenek.vavra@${HOST}`, name: 'Zdeněk Vávra', title: 'Předseda revizní komise', pages: ['/kontakty'], cases: ['title-name-line', 'plain', ln] },
        { address: `ivana.kolarova@${HOST}`, name: 'Ivana Kolářová', title: 'účetní a členská evidence', pages: ['/kontakty'], cases: ['name-title-line', 'plain', ln] },
        { address: `petr.holub@${HOST}`, name: 'Petr Holub', title: 'právní poradce', pages: ['/pravni-poradna'], cases: ['prose', 'obfuscated', 'honorific', ln] },
        { address: `dusan.mrazek@${HOST}`, name: 'Dušan Mrázek', title: 'tiskový mluvčí ZO', pages: ['/aktuality/kolektivni-smlouva-2025'], cases: ['label-line', 'plain', 'deep-page', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/clenska-sekce'],
      nonAddresses: [
        { text: `clenove@${HOST}`, kind: 'disallowed' },
        { text: `webmaster@${HOST}`, kind: 'comment' },
      ],
    },
  };
}
