/**
 * Kuuselan säätiö sr: a grant-making foundation in Jyväskylä on Drupal 10 (Olivero sub-theme).
 * The office and board page with microdata and RDFa person cards ("FT", "professori", "KTM"),
 * the grant secretary written "(at)" and again inside a department in the page's JSON-LD, the
 * archivist in the contact page's definition list, a systems specialist in the open-data page's
 * prose beside a git URL and a package version, and a grant-call news item listed only in the
 * gzip sitemap robots.txt names; the board minutes disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, type PageSpec, type Theme, urlset } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kuuselansaatio.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Etusivu'],
  ['/saatio', 'Säätiö'],
  ['/apurahat', 'Apurahat'],
  ['/ajankohtaista', 'Ajankohtaista'],
  ['/hallitus-ja-henkilosto', 'Hallitus ja henkilöstö'],
  ['/avoin-data', 'Avoin data'],
  ['/yhteystiedot', 'Yhteystiedot'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kuuselan säätiö',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_q8Zr1bW0yN3aE7lK.css?delta=0&amp;language=fi&amp;theme=kuusela_olivero">`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","currentLanguage":"fi"},"ajaxTrustedUrl":[]}</script>`,
  ],
  header: () =>
    `<header role="banner" id="header" class="site-header"><div class="site-header__inner"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="/themes/custom/kuusela_olivero/logo.svg" alt="Etusivu" width="160" height="48"></a></div>` +
    `<nav role="navigation" aria-labelledby="block-kuusela-main-menu-menu" id="block-kuusela-main-menu" class="primary-nav"><h2 class="visually-hidden" id="block-kuusela-main-menu-menu">Päävalikko</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1">` +
    MENU.map(([h, l]) => `<li class="primary-nav__menu-item primary-nav__menu-item--level-1"><a href="${h}" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1" data-drupal-link-system-path="node/${h.length}">${esc(l)}</a></li>`).join('') +
    `</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div id="block-yhteystiedot-footer" class="block block-block-content"><p>Kuuselan säätiö sr<br>Kauppakatu 19 A 5, 40100 Jyväskylä<br>${tel('014 338 2200')}<br>${mailto(`toimisto@${HOST}`)}</p></div></div>` +
    `<div class="region region--footer-bottom"><nav><ul class="menu"><li class="menu__item"><a href="/tietosuoja">Tietosuojaseloste</a></li><li class="menu__item"><a href="/hallitus/poytakirjat">Hallituksen pöytäkirjat</a></li></ul></nav><p>Y-tunnus 0208451-7</p></div></div></footer>`,
  privacyPath: { fi: '/tietosuoja' },
  bodyEnd: [
    `<script src="${ORIGIN}/core/assets/vendor/once/once.min.js?v=1.0.1"></script>`,
    `<script src="${ORIGIN}/core/misc/drupal.js?v=10.2.4"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi' });
const node = (html: string): string => `<article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article>`;

export function kuuselanSaatio(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tukea keskisuomalaiselle tieteelle ja taiteelle',
    main: node(
      `<h1>Tukea keskisuomalaiselle tieteelle ja taiteelle</h1><p>Kuuselan säätiö on vuonna 1961 perustettu yleishyödyllinen säätiö, joka jakaa vuosittain apurahoja tutkimukselle, kulttuurille ja nuorten koulutukselle Keski-Suomessa.</p><p><a href="/apurahat">Tutustu apurahoihin</a></p>`,
    ),
  });

  pages['/saatio'] = page({
    path: '/saatio',
    title: 'Säätiö',
    main: node(`<h1>Säätiö</h1><p>Säätiön perustivat kauppaneuvos Aarne Kuusela ja hänen puolisonsa Elsa Kuusela. Säätiön varat on sijoitettu pitkäjänteisesti, ja tuotolla rahoitetaan apurahoja.</p>`),
  });

  pages['/apurahat'] = page({
    path: '/apurahat',
    title: 'Apurahat',
    main: node(`<h1>Apurahat</h1><p>Apurahoja voivat hakea keskisuomalaiset tutkijat, taiteilijat ja opiskelijat. Haku on auki vuosittain syyskuussa.</p><p>Hakemukset jätetään sähköisessä hakujärjestelmässä. Hakuun liittyvissä kysymyksissä palvelee säätiön toimisto, ${mailto(`toimisto@${HOST}`)}.</p>`),
  });

  pages['/ajankohtaista'] = page({
    path: '/ajankohtaista',
    title: 'Ajankohtaista',
    main: `<div class="views-element-container"><h1>Ajankohtaista</h1><div class="view view-ajankohtaista"><div class="views-row"><h2><a href="/ajankohtaista/apurahat-jaettu-2025">Vuoden 2025 apurahat jaettu</a></h2><p>Säätiö jakoi yhteensä 1,2 miljoonaa euroa.</p></div></div></div>`,
  });

  pages['/ajankohtaista/apurahat-jaettu-2025'] = page({
    path: '/ajankohtaista/apurahat-jaettu-2025',
    title: 'Vuoden 2025 apurahat jaettu',
    main: node(`<h1>Vuoden 2025 apurahat jaettu</h1><p>Säätiön hallitus myönsi kokouksessaan 87 apurahaa. Saajat on julkaistu apurahaluettelossa.</p>`),
  });

  pages['/ajankohtaista/apurahahaku-2026'] = page({
    path: '/ajankohtaista/apurahahaku-2026',
    title: 'Apurahahaku 2026 avautuu',
    main: node(
      `<h1>Apurahahaku 2026 avautuu</h1><p class="node__meta">Julkaistu 2.9.2025</p><p>Vuoden 2026 haku avautuu 1.9. ja päättyy 30.9. klo 16.00. Tieteen hakualaa koskeviin kysymyksiin vastaa tutkimusasiamies Mikko Rantanen, ${mailto(`mikko.rantanen@${HOST}`)}, puh. ${tel('014 338 2207')}.</p>`,
    ),
  });

  pages['/hallitus-ja-henkilosto'] = page({
    path: '/hallitus-ja-henkilosto',
    title: 'Hallitus ja henkilöstö',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Kuuselan säätiö sr',
        url: `${ORIGIN}/`,
        department: [
          {
            '@type': 'Organization',
            name: 'Apurahapalvelut',
            employee: [{ '@type': 'Person', name: 'Jenni Laine', jobTitle: 'apurahasihteeri', email: `jenni.laine@${HOST}` }],
          },
        ],
      },
    ],
    main:
      `<article class="node node--type-page"><h1>Hallitus ja henkilöstö</h1><h2>Toimisto</h2><div class="henkilot">` +
      `<div class="henkilo" itemscope itemtype="https://schema.org/Person"><img src="/sites/default/files/styles/henkilo/public/2024-02/kuusela-helena.jpg" alt=""><p><span itemprop="honorificPrefix">FT</span> <span itemprop="name">Helena Kuusela</span><br><span itemprop="jobTitle">asiamies</span><br>${tel('014 338 2201')}<br><a itemprop="email" href="mailto:helena.kuusela@${HOST}">helena.kuusela@${HOST}</a></p></div>` +
      `<div class="henkilo" vocab="https://schema.org/" typeof="Person"><p><span property="name">Satu Niemi</span>, KTM<br><span property="jobTitle">talouspäällikkö</span><br><a property="email" href="mailto:satu.niemi@${HOST}">satu.niemi@${HOST}</a></p></div>` +
      `<div class="henkilo"><p>Jenni Laine<br>apurahasihteeri<br>${tel('014 338 2204')}<br>jenni.laine(at)${HOST}</p></div>` +
      `<div class="henkilo" itemscope itemtype="https://schema.org/Person"><p><span itemprop="name">Olli Hämäläinen</span><br><span itemprop="jobTitle">viestintäsuunnittelija</span><br><a itemprop="email" href="mailto:olli.hamalainen@${HOST}">olli.hamalainen@${HOST}</a></p></div>` +
      `</div><h2>Hallitus</h2><div class="henkilot">` +
      `<div class="henkilo" vocab="https://schema.org/" typeof="Person"><p>professori <span property="name">Antti Lehto</span><br><span property="jobTitle">hallituksen puheenjohtaja</span><br><a property="email" href="mailto:antti.lehto@${HOST}">antti.lehto@${HOST}</a></p></div>` +
      `<p>Jäsenet: Hanna Koivisto (varapuheenjohtaja), Eero Kuusela, Marjatta Salonen, Jari Peltonen.</p></div></article>`,
  });

  pages['/avoin-data'] = page({
    path: '/avoin-data',
    title: 'Avoin data',
    head: ['<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js"></script>'],
    main: node(
      `<h1>Avoin data</h1><p>Julkaisemme myönnetyt apurahat avoimena datana (CSV ja JSON). Lisäksi hakujärjestelmämme lähdekoodi on avoin:</p><pre><code>git clone git@gitlab.${HOST}:avoin/apurahat-api.git</code></pre>` +
        `<p>Kaaviot piirretään kirjastolla chart.js@4.4.1. Rajapinnasta lisätietoja antaa järjestelmäasiantuntija Ville Saarinen (${mailto(`ville.saarinen@${HOST}`)}).</p>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: node(
      `<h1>Yhteystiedot</h1><p>Kuuselan säätiö sr<br>Kauppakatu 19 A 5, 40100 Jyväskylä<br>Toimisto avoinna ma–to 9–15</p>` +
        `<dl class="yhteys"><dt>Yleiset tiedustelut</dt><dd>${mailto(`toimisto@${HOST}`)}, ${tel('014 338 2200')}</dd><dt>Arkistonhoitaja</dt><dd>Paula Heino, ${mailto(`paula.heino@${HOST}`)}</dd></dl>`,
    ),
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: node(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä: Kuuselan säätiö sr.</p>`) });
  pages['/hallitus/poytakirjat'] = page({ path: '/hallitus/poytakirjat', title: 'Hallituksen pöytäkirjat', main: node(`<h1>Pöytäkirjat</h1><p>Vain hallituksen jäsenille. Tunnukset: ${mailto(`hallitus@${HOST}`)}</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/saatio', '/apurahat', '/ajankohtaista', '/ajankohtaista/apurahat-jaettu-2025', '/ajankohtaista/apurahahaku-2026', '/hallitus-ja-henkilosto', '/avoin-data', '/yhteystiedot']));

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `# robots.txt\nUser-agent: *\nDisallow: /core/\nDisallow: /user/\nDisallow: /hallitus/\nDisallow: /node/add/\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'x-generator': 'Drupal 10 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-27',
      languages: ['fi'],
      addresses: [
        { address: `toimisto@${HOST}`, name: null, title: null, pages: ['/', '/apurahat', '/yhteystiedot'], cases: ['role', 'plain'] },
        { address: `helena.kuusela@${HOST}`, name: 'Helena Kuusela', title: 'asiamies', pages: ['/hallitus-ja-henkilosto'], cases: ['card', 'microdata', 'honorific', 'plain', ln] },
        { address: `satu.niemi@${HOST}`, name: 'Satu Niemi', title: 'talouspäällikkö', pages: ['/hallitus-ja-henkilosto'], cases: ['card', 'rdfa', 'post-nominal', 'plain', ln] },
        { address: `jenni.laine@${HOST}`, name: 'Jenni Laine', title: 'apurahasihteeri', pages: ['/hallitus-ja-henkilosto'], cases: ['card', 'obfuscated', 'json-ld-nested', ln] },
        { address: `olli.hamalainen@${HOST}`, name: 'Olli Hämäläinen', title: 'viestintäsuunnittelija', pages: ['/hallitus-ja-henkilosto'], cases: ['card', 'microdata', 'plain', ln] },
        { address: `antti.lehto@${HOST}`, name: 'Antti Lehto', title: 'hallituksen puheenjohtaja', titleAlternatives: ['puheenjohtaja'], pages: ['/hallitus-ja-henkilosto'], cases: ['card', 'rdfa', 'honorific', 'plain', ln] },
        { address: `mikko.rantanen@${HOST}`, name: 'Mikko Rantanen', title: 'tutkimusasiamies', pages: ['/ajankohtaista/apurahahaku-2026'], cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
        { address: `ville.saarinen@${HOST}`, name: 'Ville Saarinen', title: 'järjestelmäasiantuntija', pages: ['/avoin-data'], cases: ['prose', 'plain', ln] },
        { address: `paula.heino@${HOST}`, name: 'Paula Heino', title: 'Arkistonhoitaja', pages: ['/yhteystiedot'], cases: ['definition-list', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/hallitus/poytakirjat'],
      nonAddresses: [
        { text: `hallitus@${HOST}`, kind: 'disallowed' },
        { text: `git@gitlab.${HOST}`, kind: 'git' },
        { text: 'chart.js@4.4.1', kind: 'package' },
      ],
    },
  };
}
