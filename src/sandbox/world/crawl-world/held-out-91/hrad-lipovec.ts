/**
 * Hrad Lipovec – Vlastivedné múzeum: a castle museum in the Považie on TYPO3 12 (Bootstrap
 * package), Slovak with an English home reached through hreflang. Contacts as a definition list
 * with TYPO3's "(at)"/"(dot)" spam protection, a lecturer in schema.org microdata, a curator's card
 * on the English visit page, the GDPR officer's label line and a night-tour news item listed only
 * in a gzip sitemap the robots.txt names.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hrad-lipovec.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  sk: [['/', 'Úvod'], ['/navsteva/skupiny', 'Školy a skupiny'], ['/o-muzeu/kontakty', 'Kontakty'], ['/ochrana-osobnych-udajov', 'Ochrana osobných údajov']],
  en: [['/en', 'Home'], ['/en/visit', 'Plan your visit']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Hrad Lipovec',
  head: ['<meta name="generator" content="TYPO3 CMS">', '<link rel="stylesheet" href="/typo3conf/ext/bootstrap_package/Resources/Public/Css/bootstrap5-theme.min.css?1712140012" media="all">'],
  header: (p) =>
    `<header class="navbar navbar-mainnavigation navbar-expand-lg"><div class="container"><a class="navbar-brand" href="${p.lang === 'en' ? '/en' : '/'}"><img src="/fileadmin/hrad/logo-lipovec.svg" alt="Hrad Lipovec" height="52"></a><ul class="navbar-nav">${MENU[p.lang]!.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer id="page-footer" class="bp-page-footer"><div class="container"><p>Vlastivedné múzeum Hrad Lipovec, Hradná 1, 018 61 Lipovec · ${tel('+421 42 444 18 20')} · pokladňa: ${mailto(`pokladna@${HOST}`)}</p><p><a href="/pre-zamestnancov">Pre zamestnancov</a></p><p>Zriaďovateľ: Trenčiansky samosprávny kraj</p></div></footer>`,
  bodyEnd: ['<script src="/typo3temp/assets/js/cfd16b174d7f7b046e20adbc2e0a1094.js?1712140012"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ALT = { sk: '/', en: '/en' };
/** TYPO3's spamProtectEmailAddresses: a token link whose text writes "(at)" and "(dot)". */
const t3 = (local: string, token: string) => `<a href="#" data-mailto-token="${token}" data-mailto-vector="1">${local}(at)hrad-lipovec(dot)test</a>`;

const DL: { label: string; shown: string; name: string; local: string; token: string }[] = [
  { label: 'riaditeľ múzea', shown: 'PhDr. Ján Hudec, PhD.', name: 'Ján Hudec', local: 'jan.hudec', token: 'nbjmup+kbo/ivefdAisbe.mjqpwfd/uftu' },
  { label: 'vedúca ekonomického úseku', shown: 'Ing. Zuzana Kráľová', name: 'Zuzana Kráľová', local: 'zuzana.kralova', token: 'nbjmup+{v{bob/lsbmpwbAisbe.mjqpwfd/uftu' },
  { label: 'správca hradu a bezpečnostný technik', shown: 'Peter Ondruš', name: 'Peter Ondruš', local: 'peter.ondrus', token: 'nbjmup+qfufs/poesvtAisbe.mjqpwfd/uftu' },
];

export function hradLipovec(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', lang: 'sk', title: 'Vitajte na hrade', alternates: ALT, main: `<div class="frame frame-default"><h1>Vitajte na Hrade Lipovec</h1><p>Gotický hrad zo 14. storočia nad Váhom, stála expozícia zbraní a dobového nábytku, hradná kaplnka a vyhliadková veža. Otvorené máj – október, utorok až nedeľa 9:00 – 17:00.</p></div>` });
  pages['/o-muzeu/kontakty'] = page({
    path: '/o-muzeu/kontakty', lang: 'sk', title: 'Kontakty',
    main: `<div class="frame frame-default"><h1>Kontakty</h1><p>Pokladňa a rezervácie vstupeniek: ${mailto(`pokladna@${HOST}`)}, ${tel('+421 42 444 18 20')}</p><dl class="kontakty">${DL.map((d) => `<dt>${esc(d.label)}</dt><dd>${esc(d.shown)}<br>${t3(d.local, d.token)}</dd>`).join('')}</dl></div>`,
  });
  pages['/navsteva/skupiny'] = page({
    path: '/navsteva/skupiny', lang: 'sk', title: 'Školy a skupiny',
    main: `<div class="frame frame-default"><h1>Školy a organizované skupiny</h1><p>Pre základné a stredné školy pripravujeme tematické prehliadky „Deň na stredovekom hrade“ a tvorivé dielne.</p>` +
      `<div class="ce-person" itemscope itemtype="https://schema.org/Person"><p><strong itemprop="name">Veronika Lukáčová</strong><br><span itemprop="jobTitle">lektorka a koordinátorka školských programov</span><br><a href="mailto:veronika.lukacova@${HOST}" itemprop="email">veronika.lukacova@${HOST}</a></p></div></div>`,
  });
  pages['/ochrana-osobnych-udajov'] = page({ path: '/ochrana-osobnych-udajov', lang: 'sk', title: 'Ochrana osobných údajov', main: `<h1>Ochrana osobných údajov</h1><p>Prevádzkovateľ: Vlastivedné múzeum Hrad Lipovec, IČO 36119873.</p><p>Zodpovedná osoba: Mgr. Andrej Krajčí, právnik múzea, Hradná 1, 018 61 Lipovec, tel. ${tel('+421 42 444 18 29')}, ${mailto(`andrej.krajci@${HOST}`)}</p>` });
  pages['/en'] = page({ path: '/en', lang: 'en', title: 'Lipovec Castle', alternates: ALT, main: `<h1>Lipovec Castle Museum</h1><p>A 14th-century Gothic castle above the Váh river with an arms collection and a lookout tower.</p><p><a href="/en/visit">Plan your visit</a></p>` });
  pages['/en/visit'] = page({
    path: '/en/visit', lang: 'en', title: 'Plan your visit',
    main: `<h1>Plan your visit</h1><p>Guided tours in English run daily at 11:00 in July and August; other dates on request.</p><div class="card"><div class="card-body"><h3 class="card-title">Mgr. Martin Baláž</h3><p class="card-subtitle">Curator of Collections</p><p>Martin leads the English tours and answers research requests about the arms collection.</p><p>${mailto(`martin.balaz@${HOST}`)}</p></div></div>`,
  });
  pages['/aktuality/nocna-prehliadka-2025'] = page({ path: '/aktuality/nocna-prehliadka-2025', lang: 'sk', title: 'Nočné prehliadky 2025', main: `<article><h1>Nočné prehliadky s fakľami 2025</h1><p>V auguste opäť otvárame hrad po zotmení. Rezervácie skupín prijíma Silvia Gajdošová, produkčná podujatí, na adrese ${mailto(`silvia.gajdosova@${HOST}`)}.</p></article>` });
  pages['/pre-zamestnancov'] = page({ path: '/pre-zamestnancov', lang: 'sk', title: 'Pre zamestnancov', main: `<h1>Intranet</h1><p>Dochádzka a služby: ${mailto(`zamestnanci@${HOST}`)}</p>` });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/o-muzeu/kontakty', '/navsteva/skupiny', '/en', '/en/visit', '/aktuality/nocna-prehliadka-2025']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3_src/\nDisallow: /pre-zamestnancov\nAllow: /typo3/sysext/frontend/Resources/Public/*\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-91',
      languages: ['sk', 'en'],
      addresses: [
        { address: `pokladna@${HOST}`, name: null, title: null, pages: ['/', '/o-muzeu/kontakty'], cases: ['role', 'plain'] },
        ...DL.map((d) => ({ address: `${d.local}@${HOST}`, name: d.name, title: d.label, pages: ['/o-muzeu/kontakty'], cases: ['definition-list', 'obfuscated', ln, ...(d.shown !== d.name ? ['honorific'] : []), ...(d.local === 'jan.hudec' ? ['post-nominal'] : [])] as CaseKind[] })),
        { address: `veronika.lukacova@${HOST}`, name: 'Veronika Lukáčová', title: 'lektorka a koordinátorka školských programov', pages: ['/navsteva/skupiny'], cases: ['microdata', 'card', 'plain', ln] },
        { address: `andrej.krajci@${HOST}`, name: 'Andrej Krajčí', title: 'právnik múzea', titleAlternatives: ['Zodpovedná osoba'], pages: ['/ochrana-osobnych-udajov'], cases: ['label-line', 'honorific', 'plain', ln] },
        { address: `martin.balaz@${HOST}`, name: 'Martin Baláž', title: 'Curator of Collections', pages: ['/en/visit'], cases: ['card', 'honorific', 'plain', 'hreflang', 'deep-page'] },
        { address: `silvia.gajdosova@${HOST}`, name: 'Silvia Gajdošová', title: 'produkčná podujatí', pages: ['/aktuality/nocna-prehliadka-2025'], cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/pre-zamestnancov'],
      nonAddresses: [{ text: `zamestnanci@${HOST}`, kind: 'disallowed' }],
    },
  };
}
