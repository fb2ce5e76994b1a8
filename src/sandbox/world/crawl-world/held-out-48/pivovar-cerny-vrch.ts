/**
 * Pivovar Černý Vrch: a family microbrewery with a taproom in the Orlické hory, on WordPress with
 * Elementor. The team as image cards (first-name addresses, as small Czech breweries have them),
 * one card's address turned around by a theme script; the contact page's "Objednávky sudů:"
 * label lines and an invoicing mailbox written as character references; the taproom's mailbox
 * under the taproom manager's name (hers or not, the page does not say); the excursions guide in
 * a sentence; a job advert listed only in the gzip sitemap robots.txt names. An old address in a
 * comment, the glassworks' address, a retina logo and the partner price list (disallowed) are
 * traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'pivovar-cerny-vrch.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Úvod'],
  ['/o-pivovaru', 'O pivovaru'],
  ['/nase-piva', 'Naše piva'],
  ['/nas-tym', 'Kdo za pivem stojí'],
  ['/exkurze', 'Exkurze a degustace'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Pivovar Černý Vrch',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
  ],
  header: () =>
    `<header class="site-header" role="banner"><div class="site-branding"><a href="/" rel="home"><img src="/wp-content/uploads/2023/05/logo-cerny-vrch.png" srcset="/wp-content/uploads/2023/05/logo-cerny-vrch@2x.png 2x" width="180" height="64" alt="Pivovar Černý Vrch"></a></div>` +
    `<nav class="site-navigation" aria-label="Hlavní menu"><ul id="menu-hlavni" class="menu">${MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="site-footer" class="site-footer"><div class="elementor-section"><div class="elementor-column"><h4>Pivovar Černý Vrch</h4><p>Pod Vrchem 112<br>517 91 Deštné v Orlických horách<br>${tel('+420 494 331 207')}<br>${mailto(`info@${HOST}`)}</p></div>` +
    `<div class="elementor-column"><h4>Pivnice</h4><p>Čt–Pá 16–23, So 12–23<br>Provozní: Petra Šimková<br>${tel('+420 604 118 392')}<br>${mailto(`hospoda@${HOST}`)}</p></div>` +
    `<div class="elementor-column"><h4>Pro hospody</h4><p><a href="/partneri/cenik">Velkoobchodní ceník (po přihlášení)</a><br><a href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a></p></div></div>` +
    `<p class="copyright">© 2025 Černý Vrch s.r.o., IČ 07218844 · Alkoholické nápoje prodáváme jen osobám starším 18 let.</p></footer>`,
  bodyEnd: [
    '<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner banner-1 optin cmplz-bottom-right" aria-modal="true" role="dialog"><div class="cmplz-message">Tento web používá soubory cookie k zajištění funkčnosti a se souhlasem i k měření návštěvnosti. <a href="/ochrana-osobnich-udaju">Zásady cookies</a></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Přijmout</button><button class="cmplz-btn cmplz-deny">Odmítnout</button></div></div></div>',
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>`,
    `<script>document.querySelectorAll('a.js-eml').forEach(function(a){var e=a.getAttribute('data-eml').split('').reverse().join('');a.href='mailto:'+e;a.textContent=e;});</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'cs' });
const section = (title: string, html: string): string =>
  `<div data-elementor-type="wp-page" class="elementor"><section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-widget-wrap"><h1 class="elementor-heading-title">${esc(title)}</h1>${html}</div></div></section></div>`;

type Member = { shown: string; name: string; role: string; local: string; text: string; reversed?: boolean; honorific?: boolean };
const TEAM: Member[] = [
  { shown: 'Ing. Jakub Vondráček', name: 'Jakub Vondráček', role: 'Sládek a spolumajitel', local: 'jakub', text: 'Vystudoval kvasnou chemii na VŠCHT a deset let vařil v Broumově. Pivovar založil v roce 2017 ve staré stodole po dědovi.', honorific: true },
  { shown: 'Markéta Vondráčková', name: 'Markéta Vondráčková', role: 'Jednatelka', local: 'marketa', text: 'Stará se o peníze, úřady a o to, aby pivnice měla vždycky otevřeno.' },
  { shown: 'Vojtěch Sýkora', name: 'Vojtěch Sýkora', role: 'Pomocný sládek', local: 'vojtech', text: 'Vyučený sladovník, u nás od první várky. Má na starosti spilku a ležácký sklep.' },
  { shown: 'Tereza Malá', name: 'Tereza Malá', role: 'Obchod a e-shop', local: 'tereza', text: 'Vyřizuje objednávky lahví, dárkových balení a firemních akcí.', reversed: true },
];

export function pivovarCernyVrch(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Řemeslný pivovar v Orlických horách',
    description: 'Rodinný pivovar a pivnice v Deštném v Orlických horách. Nefiltrovaná piva, exkurze, prodej sudů.',
    main: section(
      'Pivo z Orlických hor',
      `<p>Vaříme spodně kvašené ležáky a několik svrchních piv z vody z vlastního vrtu. Na čepu v pivnici je vždy osm piv, v lahvích je koupíte u nás nebo v <a href="/nase-piva">e-shopu</a>.</p>` +
        `<p>Chcete vidět, jak pivo vzniká? Objednejte si <a href="/exkurze">exkurzi s degustací</a>.</p>`,
    ),
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Brewery', name: 'Pivovar Černý Vrch', url: `${ORIGIN}/`, telephone: '+420 494 331 207', address: { '@type': 'PostalAddress', streetAddress: 'Pod Vrchem 112', postalCode: '517 91', addressLocality: 'Deštné v Orlických horách', addressCountry: 'CZ' } }],
  });

  pages['/o-pivovaru'] = page({
    path: '/o-pivovaru',
    title: 'O pivovaru',
    main: section(
      'O pivovaru',
      `<p>Pivovar stojí ve stodole z roku 1873, kterou jsme v letech 2016–2017 opravili. Varna má objem 10 hl, ležíme v nerezových tancích při 1–2 °C.</p>` +
        `<p>Lahve nám dodávají Sklárny Kavalier – Sázava; dotazy k vratným lahvím a přepravkám řešíme přímo s jejich expedicí (expedice@sklo-sazava.cz).</p>`,
    ),
  });

  pages['/nase-piva'] = page({
    path: '/nase-piva',
    title: 'Naše piva',
    main: section(
      'Naše piva',
      `<table class="beer-list"><thead><tr><th>Pivo</th><th>Styl</th><th>EPM</th><th>Alk.</th></tr></thead><tbody>` +
        `<tr><td>Vrchař 10</td><td>světlé výčepní</td><td>10 °</td><td>4,1 %</td></tr><tr><td>Černý Vrch 12</td><td>světlý ležák</td><td>12 °</td><td>5,0 %</td></tr><tr><td>Hřebenovka 13</td><td>polotmavý ležák</td><td>13 °</td><td>5,4 %</td></tr><tr><td>Sněžník IPA</td><td>India Pale Ale</td><td>15 °</td><td>6,3 %</td></tr></tbody></table>`,
    ),
  });

  pages['/nas-tym'] = page({
    path: '/nas-tym',
    title: 'Kdo za pivem stojí',
    main: section(
      'Kdo za pivem stojí',
      `<div class="elementor-widget-container team-grid">` +
        TEAM.map(
          (m) =>
            `<div class="elementor-widget-image-box"><figure class="elementor-image-box-img"><img src="/wp-content/uploads/2024/02/${m.local}-tym.jpg" alt="${esc(m.shown)}"></figure>` +
            `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.shown)}</h3><p class="elementor-image-box-subtitle">${esc(m.role)}</p><p class="elementor-image-box-description">${esc(m.text)}</p>` +
            `<p class="team-mail">${m.reversed ? `<a class="js-eml" href="#" data-eml="${reversed(`${m.local}@${HOST}`)}">[e-mail se zobrazí po načtení stránky]</a>` : mailto(`${m.local}@${HOST}`)}</p></div></div>`,
        ).join('') +
        `</div><!-- sládek: dříve sladek@${HOST}, přesměrováno na jakuba -->`,
    ),
  });

  pages['/exkurze'] = page({
    path: '/exkurze',
    title: 'Exkurze a degustace',
    main: section(
      'Exkurze a degustace',
      `<p>Exkurze trvá asi 90 minut a končí ochutnávkou čtyř piv přímo z ležáckých tanků. Cena je 290 Kč na osobu, skupina 8–25 lidí.</p>` +
        `<p>Termíny exkurzí domlouvá naše průvodkyně Lenka Bártová, napište jí na ${mailto(`lenka@${HOST}`)} nebo volejte ${tel('+420 731 402 558')} (Po–Pá 9–15).</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      'Kontakt',
      `<p><strong>Černý Vrch s.r.o.</strong>, Pod Vrchem 112, 517 91 Deštné v Orlických horách<br>IČ 07218844, DIČ CZ07218844</p>` +
        `<p><strong>Objednávky sudů pro hospody a akce:</strong> Radek Hlaváč, obchodní zástupce, tel. ${tel('+420 731 552 018')}, ${mailto(`radek@${HOST}`)}</p>` +
        `<p><strong>Prodej lahví a dárkových balení:</strong> Tereza Malá, tel. ${tel('+420 731 552 019')}</p>` +
        `<p><strong>Faktury a účetnictví:</strong> <a href="${entities(`mailto:fakturace@${HOST}`)}">${entities(`fakturace@${HOST}`)}</a></p>` +
        `<p>Obecné dotazy: ${mailto(`info@${HOST}`)}</p>`,
    ),
  });

  pages['/kariera/pomocny-sladek'] = page({
    path: '/kariera/pomocny-sladek',
    title: 'Hledáme pomocného sládka/sládkovou',
    main: section(
      'Hledáme pomocného sládka / pomocnou sládkovou',
      `<p>Pracovní doba Po–Pá, občas sobota při stáčení. Výuční list v oboru sladovník/pivovarník výhodou, řidičský průkaz sk. B podmínkou.</p>` +
        `<p>Kontakt: Ing. Jakub Vondráček, sládek, ${tel('+420 731 552 010')}<br>Ondřej Kalina, vedoucí stáčírny, ${mailto(`ondrej@${HOST}`)}</p>`,
    ),
  });

  pages['/ochrana-osobnich-udaju'] = page({ path: '/ochrana-osobnich-udaju', title: 'Ochrana osobních údajů', main: section('Ochrana osobních údajů', `<p>Správcem osobních údajů je Černý Vrch s.r.o., IČ 07218844.</p>`) });
  pages['/partneri/cenik'] = page({
    path: '/partneri/cenik',
    title: 'Velkoobchodní ceník',
    main: section('Velkoobchodní ceník 2025', `<p>Ceník pro partnerské hospody. Přístup vám zřídíme na ${mailto(`partneri@${HOST}`)}.</p><table><tr><td>Černý Vrch 12, sud 30 l</td><td>1 590 Kč</td></tr></table>`),
  });
  pages['/sitemap-pivovar.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/o-pivovaru', '/nase-piva', '/nas-tym', '/exkurze', '/kontakt', '/kariera/pomocny-sladek'], '2025-05-02'));

  const everyPage = Object.keys(pages).filter((p) => !p.endsWith('.gz') && !p.startsWith('/partneri'));
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /partneri/\n\nSitemap: ${ORIGIN}/sitemap-pivovar.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-48',
      languages: ['cs'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain'] },
        { address: `hospoda@${HOST}`, name: null, title: null, pages: everyPage, cases: ['neighbour', 'plain'] },
        { address: `fakturace@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'entities', 'link-non-english'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.role,
          pages: ['/nas-tym'],
          ...(m.reversed ? { encoded: { kind: 'reversed' as const, text: reversed(`${m.local}@${HOST}`) } } : {}),
          cases: ['card', 'link-non-english', m.reversed ? 'script-reversed' : 'plain', ...(m.honorific ? ['honorific'] : [])] as CrawlWorldSite['truth']['addresses'][number]['cases'],
        })),
        { address: `radek@${HOST}`, name: 'Radek Hlaváč', title: 'obchodní zástupce', pages: ['/kontakt'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `lenka@${HOST}`, name: 'Lenka Bártová', title: 'průvodkyně', pages: ['/exkurze'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `ondrej@${HOST}`, name: 'Ondřej Kalina', title: 'vedoucí stáčírny', pages: ['/kariera/pomocny-sladek'], cases: ['name-title-line', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}',
      disallowed: ['/partneri/cenik'],
      nonAddresses: [
        { text: `sladek@${HOST}`, kind: 'comment' },
        { text: `partneri@${HOST}`, kind: 'disallowed' },
        { text: 'expedice@sklo-sazava.cz', kind: 'other-company' },
        { text: 'logo-cerny-vrch@2x.png', kind: 'retina' },
      ],
    },
  };
}
