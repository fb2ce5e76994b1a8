/**
 * Rodinný pivovar Kohout: a family brewery in Rožnov pod Radhoštěm (Moravian Wallachia) on
 * WordPress with Elementor, Yoast and WooCommerce, in Czech. The team page is Elementor team
 * cards, two of whose addresses the "Email Address Encoder" plugin writes as character
 * references; the tour guide in a sentence on the tours page; the taproom manager on a
 * "Title: Name" line whose address a theme snippet builds from string pieces; a job advert,
 * with the manager's name in the dative, listed only in a child of the Yoast sitemap index that
 * robots.txt names. The distributor's address, a retina logo, the slider's package version, the
 * newsletter placeholder and the WooCommerce account page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pivovar-kohout-roznov.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-pivovaru/', 'O pivovaru'],
  ['/nase-piva/', 'Naše piva'],
  ['/pivnice/', 'Pivnice'],
  ['/exkurze/', 'Exkurze'],
  ['/nas-tym/', 'Náš tým'],
  ['/e-shop/', 'E-shop'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Rodinný pivovar Kohout',
  head: [
    '<meta name="generator" content="WordPress 6.7.2">',
    '<meta name="generator" content="Elementor 3.27.6; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.3.0" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.27.6" media="all">`,
    `<link rel="stylesheet" id="woocommerce-general-css" href="${ORIGIN}/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.6.2" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.css">',
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: () =>
    `<header id="site-header" class="site-header"><div class="site-branding"><a href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2023/05/logo-kohout.png" srcset="${ORIGIN}/wp-content/uploads/2023/05/logo-kohout@2x.png 2x" alt="Rodinný pivovar Kohout" width="180" height="72"></a></div>` +
    `<nav class="site-navigation"><ul id="menu-hlavni-menu" class="menu">${MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>` +
    `<div class="header-cart"><a href="/muj-ucet/">Můj účet</a> · <a href="/kosik/">Košík (0)</a></div></header>`,
  footer: () =>
    `<footer id="site-footer" class="site-footer"><div class="footer-cols"><div class="footer-col"><h4>Rodinný pivovar Kohout s.r.o.</h4><p>Palackého 1187, 756 61 Rožnov pod Radhoštěm<br>IČO: 07412588</p><p>Tel.: ${tel('+420 571 655 210')}<br>E-mail: ${mailto(`info@${HOST}`)}</p></div>` +
    `<div class="footer-col"><h4>Otevírací doba pivnice</h4><p>Po–Čt 15:00–22:00<br>Pá–So 11:00–24:00<br>Ne 11:00–20:00</p></div>` +
    `<div class="footer-col"><h4>Novinky e-mailem</h4><form class="mc4wp-form" method="post"><input type="email" name="EMAIL" placeholder="vas@email.cz" required> <input type="submit" value="Odebírat"></form></div></div>` +
    `<p class="footer-legal"><a href="/obchodni-podminky/">Obchodní podmínky</a> · <a href="/ochrana-osobnich-udaju/">Ochrana osobních údajů</a> · Prodej alkoholu osobám mladším 18 let je zakázán.</p></footer>`,
  bodyEnd: [
    '<div id="age-gate" class="age-gate" hidden><p>Vstupem potvrzujete, že je vám více než 18 let.</p><button type="button">Je mi 18 let</button></div>',
    '<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner" role="dialog" aria-label="Souhlas s cookies"><div class="cmplz-message">Abychom vám mohli nabídnout co nejlepší zážitek, používáme technologie jako jsou soubory cookie. <a href="/ochrana-osobnich-udaju/">Zásady cookies</a></div><div class="cmplz-buttons"><button class="cmplz-accept">Přijmout</button><button class="cmplz-deny">Odmítnout</button></div></div></div>',
    '<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.js"></script>',
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.27.6" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });
const section = (title: string, html: string): string =>
  `<div data-elementor-type="wp-page" class="elementor"><section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-widget-wrap"><h1 class="elementor-heading-title">${esc(title)}</h1><div class="elementor-widget-text-editor">${html}</div></div></div></section></div>`;

type Member = { name: string; title: string; local: string; img: string; enc?: boolean; bio: string };
const TEAM: Member[] = [
  { name: 'Pavel Kohout', title: 'majitel a vrchní sládek', local: 'pavel', img: 'pavel-kohout', bio: 'Vařit začal doma v garáži, v roce 2018 založil pivovar.' },
  { name: 'Jiří Kohout', title: 'sládek', local: 'jiri', img: 'jiri-kohout', enc: true, bio: 'Vyučil se v Pivovaru Černá Hora, má na starosti spilku a ležácký sklep.' },
  { name: 'Markéta Kohoutová', title: 'obchodní manažerka', local: 'marketa', img: 'marketa-kohoutova', enc: true, bio: 'Sudy, lahve a akce – objednávky pro hospody a firmy vyřizuje ona.' },
  { name: 'Lukáš Hrubý', title: 'technolog a vedoucí stáčírny', local: 'lukas', img: 'lukas-hruby', bio: 'Hlídá laboratoř, filtraci a stáčení do lahví i plechovek.' },
];

const ONDREJ = `ondrej@${HOST}`;
const ondrejScript = `(function(){var u='ondrej';var d='pivovar-kohout-roznov'+'.'+'test';var a=u+'@'+d;document.getElementById('kontakt-vedouci').innerHTML='<a href="mailto:'+a+'">'+a+'<\\/a>';})();`;

export function pivovarKohoutRoznov(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Poctivé pivo z Valašska',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Brewery', '@id': `${ORIGIN}/#organization`, name: 'Rodinný pivovar Kohout', url: `${ORIGIN}/`, telephone: '+420 571 655 210', email: `info@${HOST}`, address: { '@type': 'PostalAddress', streetAddress: 'Palackého 1187', postalCode: '756 61', addressLocality: 'Rožnov pod Radhoštěm', addressCountry: 'CZ' } },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Rodinný pivovar Kohout', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'cs' },
        ],
      },
    ],
    main: section(
      'Poctivé pivo z Valašska',
      `<p>Vaříme nefiltrovaná a nepasterizovaná piva z moravského sladu a žateckého chmele. Ochutnejte je v naší <a href="/pivnice/">pivnici</a> přímo u varny, nebo si je objednejte v <a href="/e-shop/">e-shopu</a>.</p>` +
        `<div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">Kohout 11° – světlý ležák</div><div class="swiper-slide">Radhošť 13° – polotmavý speciál</div><div class="swiper-slide">Valašská IPA 14°</div></div></div>`,
    ),
  });

  pages['/o-pivovaru'] = page({
    path: '/o-pivovaru/',
    title: 'O pivovaru',
    main: section(
      'O pivovaru',
      `<p>Pivovar jsme otevřeli v roce 2018 v bývalé kotelně textilky. Ročně uvaříme kolem 2 400 hektolitrů piva na dvounádobové varně o objemu 10 hl.</p>` +
        `<p>Sudová piva do restaurací na Valašsku a Zlínsku rozváží náš partner Nápoje Valašsko s.r.o. – objednávky pro provozovny přijímá na objednavky@napoje-valassko.test.</p>`,
    ),
  });

  pages['/nase-piva'] = page({
    path: '/nase-piva/',
    title: 'Naše piva',
    main: section('Naše piva', `<ul><li><strong>Kohout 11°</strong> – světlý ležák, 4,6 % obj.</li><li><strong>Radhošť 13°</strong> – polotmavý speciál, 5,4 % obj.</li><li><strong>Valašská IPA 14°</strong> – 6,1 % obj., chmelená za studena</li><li><strong>Kozel z Bečvy 16°</strong> – sezónní tmavý bock</li></ul>`),
  });

  pages['/nas-tym'] = page({
    path: '/nas-tym/',
    title: 'Náš tým',
    main: section(
      'Náš tým',
      `<div class="elementor-grid team-grid">` +
        TEAM.map((m) => {
          const addr = `${m.local}@${HOST}`;
          const link = m.enc ? `<a href="mailto:${entities(addr)}">${entities(addr)}</a>` : mailto(addr);
          return `<div class="elementor-column team-card"><img src="${ORIGIN}/wp-content/uploads/2024/01/${m.img}-400x400.jpg" alt="${esc(m.name)}"><h3 class="team-card__name">${esc(m.name)}</h3><p class="team-card__role">${esc(m.title)}</p><p class="team-card__bio">${esc(m.bio)}</p><p class="team-card__mail">${link}</p></div>`;
        }).join('') +
        `</div>`,
    ),
  });

  pages['/pivnice'] = page({
    path: '/pivnice/',
    title: 'Pivnice',
    main: section(
      'Pivnice u varny',
      `<p>Na čepu vždy 6 piv, k tomu valašská kuchyně: kyselice, frgále a uzené z vlastní udírny. Kapacita 60 míst, letní zahrádka 40 míst.</p>` +
        `<p>Rezervace stolů: ${tel('+420 571 655 215')}, ${mailto(`rezervace@${HOST}`)}</p>` +
        `<p>Vedoucí pivnice: <strong>Ondřej Bartoš</strong><br>firemní akce, svatby a oslavy nad 20 osob: <span id="kontakt-vedouci">[e-mail se zobrazí po načtení stránky]</span></p><script>${ondrejScript}</script>`,
    ),
  });

  pages['/exkurze'] = page({
    path: '/exkurze/',
    title: 'Exkurze',
    main: section(
      'Exkurze po pivovaru',
      `<p>Prohlídka trvá asi 60 minut a končí degustací čtyř piv. Cena 290 Kč za osobu, řidiči a děti dostanou limonádu.</p>` +
        `<p>Exkurzemi vás provede naše průvodkyně Tereza Malá; termín pro skupinu od 8 osob si s ní domluvte na adrese ${mailto(`tereza@${HOST}`)} nebo na čísle ${tel('+420 604 318 227')}.</p>`,
    ),
  });

  pages['/e-shop'] = page({
    path: '/e-shop/',
    title: 'E-shop',
    main: section('E-shop', `<p>Lahve a plechovky posíláme po celé ČR přes Zásilkovnu. Dotazy k objednávkám: ${mailto(`eshop@${HOST}`)}</p><ul class="products"><li>Kohout 11° 0,75 l – 59 Kč</li><li>Dárkové balení 4 piva + sklenice – 449 Kč</li></ul>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt/',
    title: 'Kontakt',
    main: section(
      'Kontakt',
      `<p>Rodinný pivovar Kohout s.r.o.<br>Palackého 1187, 756 61 Rožnov pod Radhoštěm</p><p>Obecné dotazy: ${mailto(`info@${HOST}`)}<br>Objednávky sudů a dárkových balení: viz <a href="/nas-tym/">Náš tým</a></p>` +
        `<p>Parkování zdarma na dvoře pivovaru.</p>`,
    ),
  });

  pages['/obchodni-podminky'] = page({ path: '/obchodni-podminky/', title: 'Obchodní podmínky', main: section('Obchodní podmínky', '<p>Prodávajícím je Rodinný pivovar Kohout s.r.o., IČO 07412588.</p>') });
  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju/', title: 'Ochrana osobních údajů', main: section('Ochrana osobních údajů', '<p>Správcem osobních údajů je Rodinný pivovar Kohout s.r.o.</p>') });
  pages['/kosik'] = page({ path: '/kosik/', title: 'Košík', main: section('Košík', '<p>Váš košík je prázdný.</p>') });
  pages['/muj-ucet'] = page({ path: '/muj-ucet/', title: 'Můj účet', main: section('Můj účet', '<p>Přihlášení zákazníka</p><form method="post"><input type="text" name="username"><input type="password" name="password"><button>Přihlásit</button></form>') });

  pages['/2025/02/hledame-pomocneho-sladka'] = page({
    path: '/2025/02/hledame-pomocneho-sladka/',
    title: 'Hledáme pomocného sládka',
    main: `<article class="post type-post"><header class="entry-header"><h1 class="entry-title">Hledáme pomocného sládka (HPP)</h1><time datetime="2025-02-11">11. 2. 2025</time></header><div class="entry-content">` +
      `<p>Hledáme posilu na varnu a do sklepa. Praxe v pivovaru výhodou, ale zaučíme i šikovného vyučence z potravinářství. Nabízíme práci na ranní směny, 13. plat a pivo na dřevo.</p>` +
      `<p>Životopis posílejte provozní pivovaru Ivaně Šimkové na ${mailto(`ivana@${HOST}`)}, ráda vám zodpoví i dotazy.</p></div></article>`,
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-03-02'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/o-pivovaru/', '/nase-piva/', '/nas-tym/', '/pivnice/', '/exkurze/', '/e-shop/', '/kontakt/'], '2025-03-02'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2025/02/hledame-pomocneho-sladka/'], '2025-02-11'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /muj-ucet\nDisallow: /kosik\nDisallow: /pokladna\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.2.20', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-71',
      languages: ['cs'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `rezervace@${HOST}`, name: null, title: null, pages: ['/pivnice'], cases: ['role', 'plain', ln] },
        { address: `eshop@${HOST}`, name: null, title: null, pages: ['/e-shop'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/nas-tym'], cases: ['card', ln, m.enc ? 'entities' : 'plain'] as CaseKind[] })),
        {
          address: ONDREJ,
          name: 'Ondřej Bartoš',
          title: 'Vedoucí pivnice',
          pages: ['/pivnice'],
          encoded: { kind: 'script', text: ondrejScript },
          cases: ['title-name-line', 'script-concat', ln],
        },
        { address: `tereza@${HOST}`, name: 'Tereza Malá', title: 'průvodkyně', pages: ['/exkurze'], cases: ['prose', 'plain', ln] },
        { address: `ivana@${HOST}`, name: 'Ivana Šimková', title: 'provozní pivovaru', pages: ['/2025/02/hledame-pomocneho-sladka'], cases: ['prose', 'plain', 'sitemap-index', 'sitemap-robots'] },
      ],
      pattern: '{first}',
      disallowed: ['/muj-ucet'],
      nonAddresses: [
        { text: 'objednavky@napoje-valassko.test', kind: 'other-company' },
        { text: 'logo-kohout@2x.png', kind: 'retina' },
        { text: 'swiper@8.4.7', kind: 'package' },
        { text: 'vas@email.cz', kind: 'placeholder' },
      ],
    },
  };
}
