/**
 * VK Modra: a volleyball club in Modra (Slovakia), a civic association, on Joomla 3.10 with a
 * Gantry 5 template. The committee as "Mgr. Name, function" lines whose addresses Joomla's e-mail
 * cloaking writes by script (its Slovak notice); the coaches as "Name – function, address" lines
 * and the youth coach in a sentence; a girls' recruitment page reached only through the gzip
 * sitemap the robots.txt names, with its coach in the instrumental. The gallery's package version,
 * the wine sponsor's address and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'volejbal-modra.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-klube', 'O klube'],
  ['/vybor-klubu', 'Výbor klubu'],
  ['/treneri', 'Tréneri'],
  ['/zapasy', 'Zápasy a výsledky'],
  ['/kontakt', 'Kontakt'],
];

/** Joomla 3's "Content - Email Cloaking" output for one address (the Slovak language pack's notice). */
function cloak(local: string, id: string): string {
  return (
    `<span id="cloak${id}">Táto e-mailová adresa je chránená pred spamovými robotmi. Na jej zobrazenie potrebujete mať nainštalovaný JavaScript.</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'volejbal-modra' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'volejbal-modra' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

const theme: Theme = {
  host: HOST,
  siteName: 'VK Modra',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/g5_hydrogen/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/media/gantry5/assets/css/font-awesome.min.css" rel="stylesheet">`,
    `<link href="/templates/g5_hydrogen/custom/css-compiled/hydrogen_12.css" rel="stylesheet">`,
    `<link href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css" rel="stylesheet">`,
  ],
  header: () =>
    `<div id="g-page-surround"><section id="g-navigation"><div class="g-container"><div class="g-grid"><div class="g-block size-25"><div class="g-content g-particle"><a href="/" title="VK Modra" rel="home" class="g-logo"><img src="/images/logo/vk-modra-logo.png" alt="VK Modra"></a></div></div>` +
    `<div class="g-block size-75"><div class="g-content g-particle"><nav class="g-main-nav" data-g-hover-expand="true"><ul class="g-toplevel">${MENU.map(([h, l]) => `<li class="g-menu-item g-menu-item-type-component g-standard"><a class="g-menu-item-container" href="${h}"><span class="g-menu-item-content"><span class="g-menu-item-title">${esc(l)}</span></span></a></li>`).join('')}</ul></nav></div></div></div></div></section>`,
  footer: () =>
    `<footer id="g-footer"><div class="g-container"><div class="g-grid"><div class="g-block size-50"><div class="g-content g-particle"><div class="g-branding">Volejbalový klub Modra, o. z.<br>Športová 4, 900 01 Modra · IČO 42261104<br>${tel('+421 905 318 442')} · ${mailto(`info@${HOST}`)}</div></div></div>` +
    `<div class="g-block size-50"><div class="g-content g-particle"><ul class="menu"><li><a href="/ochrana-osobnych-udajov">Ochrana osobných údajov</a></li><li><a href="/clenska-sekcia">Členská sekcia</a></li></ul><p>Podporujú nás: Mesto Modra, Bratislavský samosprávny kraj, Vinárstvo Pod Kalváriou</p></div></div></div></div></footer></div>`,
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>',
    '<script type="text/javascript" src="/media/gantry5/engines/nucleus/js/nucleus.js"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'sk-sk' });
const article = (title: string, html: string): string =>
  `<section id="g-container-main" class="g-wrapper"><div class="g-container"><div class="g-grid"><div class="g-block size-100"><main id="g-mainbar"><div class="g-content"><div class="platform-content"><div class="moduletable"></div><div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="sk-SK"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div></div></div></main></div></div></div></section>`;

type Member = { shown: string; name: string; title: string; local: string; id: string; cases: CaseKind[] };
const VYBOR: Member[] = [
  { shown: 'Mgr. Peter Kováč', name: 'Peter Kováč', title: 'predseda klubu', local: 'peter.kovac', id: '5d1e8a3c7b9f20e46a1c3d5f7e9b2a40', cases: ['honorific'] },
  { shown: 'Ing. Zuzana Hrušovská', name: 'Zuzana Hrušovská', title: 'podpredsedníčka a ekonómka klubu', local: 'zuzana.hrusovska', id: 'a83f0c6e2d4b17958c2e4a6f8b0d1c37', cases: ['honorific'] },
  { shown: 'Marián Gregor', name: 'Marián Gregor', title: 'sekretár klubu', local: 'marian.gregor', id: '0e7c2b94f1a3d658b7e9c1a3f5d7e92b', cases: [] },
];

export function volejbalModra(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Úvod',
    main: article(
      'Víkend plný volejbalu v mestskej hale',
      `<p>V sobotu privítame v 1. lige žien tím VK Slávia Trnava, v nedeľu odohrajú juniorky dvojzápas s Pezinkom. Vstup je voľný, bufet zabezpečuje rodičovské združenie.</p>` +
        `<div class="swiper gallery"><div class="swiper-wrapper"><div class="swiper-slide"><img src="/images/galeria/2025/zeny-trnava-01.jpg" alt="Zápas žien"></div></div></div><p><a href="/zapasy">Rozpis zápasov</a></p>`,
    ),
  });

  pages['/o-klube'] = page({
    path: '/o-klube',
    title: 'O klube',
    main: article(
      'O klube',
      `<p>Volejbal sa v Modre hrá od roku 1958. Dnes má klub 140 členov v šiestich družstvách – od prípraviek po ženy v 1. lige. Domáce zápasy hráme v Mestskej športovej hale na Športovej ulici.</p>` +
        `<p>Generálnym partnerom sezóny je Vinárstvo Pod Kalváriou; otázky k vstupenkám na sponzorskú degustáciu smerujte priamo na predajna@vinarstvo-podkalvariou.sk.</p>`,
    ),
  });

  pages['/vybor-klubu'] = page({
    path: '/vybor-klubu',
    title: 'Výbor klubu',
    main: article('Výbor klubu', `<p>Výbor bol zvolený na členskej schôdzi 12. februára 2024 na obdobie štyroch rokov.</p>${VYBOR.map((m) => `<p><strong>${esc(m.shown)}</strong>, ${esc(m.title)}<br>${cloak(m.local, m.id)}</p>`).join('')}`),
  });

  pages['/treneri'] = page({
    path: '/treneri',
    title: 'Tréneri',
    main: article(
      'Tréneri',
      `<ul><li><strong>Mgr. Róbert Šimko</strong> – hlavný tréner družstva žien, ${mailto(`robert.simko@${HOST}`)}</li>` +
        `<li><strong>Michal Ďurica</strong> – tréner junioriek a kadetiek, ${mailto(`michal.durica@${HOST}`)}</li></ul>` +
        `<p>Tréningy žiačok vedie trénerka Lenka Vargová, ktorej môžu rodičia písať na ${mailto(`lenka.vargova@${HOST}`)} – ospravedlnenky, prestupy aj otázky k sústredeniu.</p>`,
    ),
  });

  pages['/zapasy'] = page({
    path: '/zapasy',
    title: 'Zápasy a výsledky',
    main: article('Zápasy a výsledky', `<table class="table"><thead><tr><th>Dátum</th><th>Súťaž</th><th>Zápas</th><th>Výsledok</th></tr></thead><tbody><tr><td>15. 3.</td><td>1. liga ženy</td><td>VK Modra – VK Slávia Trnava</td><td>3:1</td></tr><tr><td>16. 3.</td><td>Juniorky</td><td>VK Modra – ŠKP Pezinok</td><td>2:3</td></tr></tbody></table>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: article('Kontakt', `<p>Volejbalový klub Modra, o. z.<br>Športová 4, 900 01 Modra</p><p>Všeobecné otázky, členské príspevky a prenájom haly: ${mailto(`info@${HOST}`)}, ${tel('+421 905 318 442')}</p><p>Bankové spojenie: SK31 1100 0000 0029 4412 7788</p>`),
  });

  pages['/nabor-dievcat-2025'] = page({
    path: '/nabor-dievcat-2025',
    title: 'Nábor dievčat 2025',
    main: article(
      'Nábor dievčat ročníkov 2014 – 2017',
      `<p>Hľadáme nové volejbalistky! Tréningy prípraviek sú v pondelok a stredu od 15:30 v mestskej hale, prvý mesiac zadarmo.</p>` +
        `<p>Prihlásiť sa môžete u trénerky prípraviek Mgr. Kataríny Polákovej priamo na ${mailto(`katarina.polakova@${HOST}`)} alebo na tréningu.</p>`,
    ),
  });

  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', main: article('Ochrana osobných údajov', `<p>Prevádzkovateľom je Volejbalový klub Modra, o. z., IČO 42261104.</p>`) });
  pages['/clenska-sekcia'] = page({ path: '/clenska-sekcia', title: 'Členská sekcia', main: article('Členská sekcia', `<p>Prístup pre členov klubu. Zabudnuté heslo: ${mailto(`clenovia@${HOST}`)}</p>`) });
  pages['/media/sitemaps/sitemap-sk.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/o-klube', '/vybor-klubu', '/treneri', '/zapasy', '/kontakt', '/nabor-dievcat-2025'], '2025-03-17'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /clenska-sekcia\n\n` +
        `Sitemap: ${ORIGIN}/media/sitemaps/sitemap-sk.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-115',
      languages: ['sk'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...VYBOR.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/vybor-klubu'],
          encoded: { kind: 'script' as const, text: cloakScript(m.local, m.id) },
          cases: ['name-title-line', 'script-protect', ln, ...m.cases] as CaseKind[],
        })),
        { address: `robert.simko@${HOST}`, name: 'Róbert Šimko', title: 'hlavný tréner družstva žien', pages: ['/treneri'], cases: ['name-title-line', 'honorific', 'plain', ln] },
        { address: `michal.durica@${HOST}`, name: 'Michal Ďurica', title: 'tréner junioriek a kadetiek', pages: ['/treneri'], cases: ['name-title-line', 'plain', ln] },
        { address: `lenka.vargova@${HOST}`, name: 'Lenka Vargová', title: 'trénerka žiačok', titleAlternatives: ['trénerka'], pages: ['/treneri'], cases: ['prose', 'plain', ln] },
        { address: `katarina.polakova@${HOST}`, name: 'Katarína Poláková', title: 'trénerka prípraviek', pages: ['/nabor-dievcat-2025'], cases: ['prose', 'honorific', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/clenska-sekcia'],
      nonAddresses: [
        { text: `clenovia@${HOST}`, kind: 'disallowed' },
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: 'predajna@vinarstvo-podkalvariou.sk', kind: 'other-company' },
      ],
    },
  };
}
