/**
 * LKV Hakala & Ranta Oy: a real-estate agency in Tampere, on WordPress with Astra and Elementor
 * and Yoast's sitemap index. Agents in Elementor image-box cards with "LKV" after their names,
 * one address through an e-mail encoder plugin's character references, one written by hand as
 * "(at)", the sales-contract secretary in running text on the about page, an agent named on a
 * listing's "lisätietoja" line, a listing reached only through the Yoast index, the rental
 * mailbox beside the rental manager's name, and the scheme "etunimi.sukunimi@…" stated on the
 * contact page; a property manager's address, the form's placeholder, an old address in a
 * comment and the staff intranet disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'hakalaranta-lkv.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Etusivu'],
  ['/myytavat-kohteet/', 'Myytävät kohteet'],
  ['/vuokraus/', 'Vuokraus'],
  ['/myy-asuntosi/', 'Myy asuntosi'],
  ['/meista/', 'Meistä'],
  ['/yhteystiedot/', 'Yhteystiedot'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'LKV Hakala & Ranta',
  head: [
    '<meta name="generator" content="WordPress 6.4.3">',
    '<meta name="generator" content="Elementor 3.19.2; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.19.2" media="all">`,
  ],
  header: () =>
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-hide-custom-menu-mobile" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container">` +
    `<div class="site-branding ast-site-identity"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="240" height="64" src="/wp-content/uploads/2022/01/hakala-ranta-logo.png" class="custom-logo" alt="LKV Hakala &amp; Ranta" srcset="/wp-content/uploads/2022/01/hakala-ranta-logo.png 1x, /wp-content/uploads/2022/01/hakala-ranta-logo@2x.png 2x"></a></span></div>` +
    `<div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility" id="primary-site-navigation-desktop" aria-label="Site Navigation"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border">` +
    MENU.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('') +
    `</ul></nav></div></div></div></div></header>`,
  footer: () =>
    `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner">` +
    `<div class="site-footer-primary-section-1 site-footer-section"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner"><section id="text-2" class="widget widget_text"><h2 class="widget-title">LKV Hakala &amp; Ranta Oy</h2><div class="textwidget"><p>Hämeenkatu 14 B<br>33100 Tampere<br>${tel('03 223 4410')}<br>${mailto(`info@${HOST}`)}</p><p>Y-tunnus 1456782-3</p></div></section></aside></div>` +
    `<div class="site-footer-primary-section-2 site-footer-section"><section class="widget widget_text"><h2 class="widget-title">Palvelemme</h2><div class="textwidget"><p>ma–pe 9–17<br>Näytöt myös iltaisin ja viikonloppuisin sopimuksen mukaan.</p></div></section></div>` +
    `<div class="site-footer-primary-section-3 site-footer-section"><section class="widget widget_nav_menu"><ul class="menu"><li><a href="/tietosuojaseloste/">Tietosuojaseloste</a></li><li><a href="/hinnasto/">Hinnasto</a></li><li><a href="/intra/">Henkilökunta</a></li></ul></section></div>` +
    `</div></div><div class="ast-small-footer"><div class="ast-footer-copyright"><p>Copyright © 2025 LKV Hakala &amp; Ranta Oy | Kiinteistönvälitysalan Keskusliiton jäsen</p></div></div></footer>`,
  privacyPath: { fi: '/tietosuojaseloste/' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.4" id="astra-theme-js-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });

type Agent = { name: string; after: string; title: string; phone: string; img: string; mail: string; show: 'plain' | 'entities' | 'at' };
const AGENTS: Agent[] = [
  { name: 'Pekka Hakala', after: 'LKV, KiAT', title: 'Toimitusjohtaja', phone: '040 551 2290', img: 'pekka', mail: 'pekka.hakala', show: 'plain' },
  { name: 'Sanna Ranta', after: 'LKV', title: 'Myyntijohtaja', phone: '040 551 2291', img: 'sanna', mail: 'sanna.ranta', show: 'plain' },
  { name: 'Juha Mäkelä', after: 'LKV', title: 'Kiinteistönvälittäjä', phone: '044 718 3302', img: 'juha', mail: 'juha.makela', show: 'plain' },
  { name: 'Elina Jääskeläinen', after: 'LKV, KED', title: 'Kiinteistönvälittäjä, uudiskohteet', phone: '044 718 3307', img: 'elina', mail: 'elina.jaaskelainen', show: 'entities' },
  { name: 'Tuomas Virtanen', after: '', title: 'Vuokrauspäällikkö', phone: '050 402 8816', img: 'tuomas', mail: 'tuomas.virtanen', show: 'at' },
  { name: 'Heidi Koskinen', after: '', title: 'Myyntisihteeri', phone: '03 223 4410', img: 'heidi', mail: 'heidi.koskinen', show: 'plain' },
];

const shown = (a: Agent): string => {
  const address = `${a.mail}@${HOST}`;
  if (a.show === 'entities') return `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;
  if (a.show === 'at') return `${esc(a.mail)}(at)${esc(HOST)}`;
  return mailto(address);
};

const card = (a: Agent, i: number): string =>
  `<div class="elementor-column elementor-col-33 elementor-inner-column elementor-element elementor-element-${(0x3a1f + i).toString(16)}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">` +
  `<div class="elementor-element elementor-position-top elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img width="400" height="400" src="/wp-content/uploads/2024/03/${a.img}-400x400.jpg" class="attachment-full size-full" alt=""></figure>` +
  `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(a.after ? `${a.name}, ${a.after}` : a.name)}</h3><p class="elementor-image-box-description">${esc(a.title)}</p></div></div></div></div>` +
  `<div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>${tel(a.phone)}<br>${shown(a)}</p></div></div></div></div>`;

export function hakalarantaLkv(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Kiinteistönvälitystä Tampereella vuodesta 1998',
    description: 'LKV Hakala & Ranta myy ja vuokraa koteja Tampereella, Kangasalla, Pirkkalassa ja Lempäälässä.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'RealEstateAgent',
            '@id': `${ORIGIN}/#organization`,
            name: 'LKV Hakala & Ranta Oy',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2022/01/hakala-ranta-logo.png` },
            address: { '@type': 'PostalAddress', streetAddress: 'Hämeenkatu 14 B', postalCode: '33100', addressLocality: 'Tampere', addressCountry: 'FI' },
            contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', telephone: '+358 3 223 4410', email: `mailto:info@${HOST}`, availableLanguage: ['Finnish', 'English'] }],
          },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'LKV Hakala & Ranta', inLanguage: 'fi', publisher: { '@id': `${ORIGIN}/#organization` } },
        ],
      },
    ],
    main:
      `<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12"><section class="elementor-section elementor-top-section elementor-section-height-min-height elementor-section-boxed"><div class="elementor-container elementor-column-gap-default"><div class="elementor-widget-wrap">` +
      `<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">Kotisi myynti paikallisella otteella</h1></div>` +
      `<div class="elementor-widget elementor-widget-text-editor"><p>Olemme tamperelainen, perheomisteinen välitysliike. Teemme maksuttoman arviokäynnin 24 tunnin sisällä yhteydenotosta.</p></div>` +
      `<div class="elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link elementor-size-md" href="/myy-asuntosi/"><span class="elementor-button-text">Pyydä arviokäynti</span></a></div></div></div></section>` +
      `<section class="elementor-section"><div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Uusimmat kohteet</h2></div><div class="elementor-widget elementor-widget-text-editor"><ul><li><a href="/kohteet/kerrostalo-kaleva-3h-k-s/">Kaleva, 3h+k+s, 74 m², 219 000 €</a></li><li><a href="/myytavat-kohteet/">Kaikki myytävät kohteet »</a></li></ul></div></section></div>`,
  });

  pages['/myytavat-kohteet'] = page({
    path: '/myytavat-kohteet',
    title: 'Myytävät kohteet',
    main:
      `<div class="elementor elementor-41"><h1 class="elementor-heading-title">Myytävät kohteet</h1><div class="elementor-widget elementor-widget-posts"><div class="elementor-posts-container elementor-posts elementor-grid">` +
      `<article class="elementor-post kohde type-kohde"><h3 class="elementor-post__title"><a href="/kohteet/kerrostalo-kaleva-3h-k-s/">Kerrostalo, Kaleva, 3h+k+s</a></h3><div class="elementor-post__excerpt"><p>Remontoitu kolmio ylimmässä kerroksessa, lasitettu parveke länteen.</p></div></article>` +
      `<article class="elementor-post kohde type-kohde"><h3 class="elementor-post__title"><a href="/kohteet/rivitalo-hervanta-4h-k-s/">Rivitalo, Hervanta, 4h+k+s</a></h3><div class="elementor-post__excerpt"><p>Päätyhuoneisto omalla pihalla, lähellä kouluja.</p></div></article></div></div></div>`,
  });

  pages['/kohteet/kerrostalo-kaleva-3h-k-s'] = page({
    path: '/kohteet/kerrostalo-kaleva-3h-k-s',
    title: 'Kerrostalo, Kaleva, 3h+k+s',
    main:
      `<article class="kohde type-kohde status-publish"><h1 class="entry-title">Kerrostalo, Kaleva, 3h+k+s, 74 m²</h1><table class="kohdetiedot"><tr><th>Velaton hinta</th><td>219 000 €</td></tr><tr><th>Rakennusvuosi</th><td>1968</td></tr><tr><th>Energialuokka</th><td>D2018</td></tr></table>` +
      `<p>Esittely su 16.3. klo 13.00–13.30. Yksityisnäytöt sopimuksen mukaan.</p>` +
      `<p class="kohde-valittaja">Lisätietoja ja yksityisnäytöt: kiinteistönvälittäjä Juha Mäkelä, LKV, p. ${tel('044 718 3302')}, ${mailto(`juha.makela@${HOST}`)}</p></article>`,
  });

  pages['/kohteet/rivitalo-hervanta-4h-k-s'] = page({
    path: '/kohteet/rivitalo-hervanta-4h-k-s',
    title: 'Rivitalo, Hervanta, 4h+k+s',
    main: `<article class="kohde type-kohde"><h1 class="entry-title">Rivitalo, Hervanta, 4h+k+s, 96 m²</h1><p>Velaton hinta 189 000 €. Kohde on varattu.</p></article>`,
  });

  pages['/kohteet/omakotitalo-kangasala-ruutana'] = page({
    path: '/kohteet/omakotitalo-kangasala-ruutana',
    title: 'Omakotitalo, Kangasala, Ruutana',
    main:
      `<article class="kohde type-kohde status-publish"><h1 class="entry-title">Omakotitalo, Kangasala, Ruutana, 142 m² / 1 210 m²</h1><p>Hirsitalo vuodelta 1989 omalla rantaviivalla. Maalämpö 2021.</p>` +
      `<div class="kohde-yhteyshenkilo"><strong>Kohteen myy</strong><br>Mari Lehtonen, LKV<br>Kiinteistönvälittäjä, Kangasalan toimisto<br>${tel('040 660 1183')}<br>${mailto(`mari.lehtonen@${HOST}`)}</div></article>`,
  });

  pages['/vuokraus'] = page({
    path: '/vuokraus',
    title: 'Vuokraus',
    main:
      `<div class="elementor elementor-55"><h1 class="elementor-heading-title">Vuokravälitys</h1><p>Etsimme vuokranantajalle luotettavan vuokralaisen, tarkistamme luottotiedot ja laadimme vuokrasopimuksen.</p>` +
      `<p>Vuokrauspäällikkö Tuomas Virtanen, p. ${tel('050 402 8816')}.<br>Vapaita asuntoja koskevat hakemukset: ${mailto(`vuokraus@${HOST}`)}</p></div>`,
  });

  pages['/myy-asuntosi'] = page({
    path: '/myy-asuntosi',
    title: 'Myy asuntosi',
    main:
      `<h1>Myy asuntosi meidän kanssamme</h1><p>Jätä yhteystietosi, niin välittäjämme soittaa sinulle.</p>` +
      `<form class="elementor-form" method="post" name="Arviokäynti"><div class="elementor-field-group"><label for="form-field-name">Nimi</label><input type="text" name="form_fields[name]" id="form-field-name"></div>` +
      `<div class="elementor-field-group"><label for="form-field-email">Sähköposti</label><input type="email" name="form_fields[email]" id="form-field-email" placeholder="nimi@esimerkki.fi"></div>` +
      `<div class="elementor-field-group"><label for="form-field-osoite">Kohteen osoite</label><input type="text" name="form_fields[osoite]" id="form-field-osoite"></div><button type="submit" class="elementor-button">Lähetä</button></form>`,
  });

  pages['/meista'] = page({
    path: '/meista',
    title: 'Meistä',
    main:
      `<div class="elementor elementor-63"><h1 class="elementor-heading-title">Meistä</h1><div class="elementor-widget-text-editor"><p>LKV Hakala &amp; Ranta perustettiin Tampereella vuonna 1998. Toimistomme Hämeenkadulla ja Kangasalla palvelevat koko Pirkanmaan alueella.</p>` +
      `<p>Kaupanteon jälkeen paperit eivät jää sinun huoleksesi: kaupanvalvonnasta ja kaupanjälkeisistä asioista huolehtii kauppasihteeri Riikka Salo, jonka tavoitat osoitteesta ${mailto(`riikka.salo@${HOST}`)} tai numerosta ${tel('03 223 4412')}.</p>` +
      `<p>Olemme Kiinteistönvälitysalan Keskusliiton jäsen ja noudatamme hyvää välitystapaa.</p></div></div>`,
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main:
      `<div data-elementor-type="wp-page" data-elementor-id="18" class="elementor elementor-18"><section class="elementor-section elementor-top-section"><div class="elementor-container"><h1 class="elementor-heading-title">Yhteystiedot</h1>` +
      `<div class="elementor-widget-text-editor"><p>LKV Hakala &amp; Ranta Oy<br>Hämeenkatu 14 B, 33100 Tampere<br>${tel('03 223 4410')}<br>${mailto(`info@${HOST}`)}</p>` +
      `<p>Laskutusasiat: ${mailto(`laskutus@${HOST}`)}</p>` +
      `<p>Henkilökunnan sähköpostiosoitteet ovat muotoa etunimi.sukunimi@${HOST}</p></div></div></section>` +
      `<!-- vanha yhteislaatikko, poistettu 2023: myynti@${HOST} -->` +
      `<section class="elementor-section elementor-inner-section"><div class="elementor-container elementor-column-gap-wide"><h2 class="elementor-heading-title">Henkilökunta</h2>${AGENTS.map(card).join('')}</div></section>` +
      `<section class="elementor-section"><div class="elementor-widget-text-editor"><p>Taloyhtiöiden isännöintiin liittyvissä asioissa ota yhteyttä suoraan isännöitsijääsi. Yhteistyökumppanimme Pirkanmaan Isännöintipalvelu Oy: isannointi@pirkanmaan-isannointi.fi</p></div></section></div>`,
  });

  pages['/hinnasto'] = page({ path: '/hinnasto', title: 'Hinnasto', main: `<h1>Hinnasto</h1><table><tr><td>Asunto-osakkeen myynti</td><td>3,9 % (sis. alv)</td></tr><tr><td>Vuokravälitys</td><td>kahden kuukauden vuokra</td></tr></table>` });
  pages['/tietosuojaseloste'] = page({ path: '/tietosuojaseloste', title: 'Tietosuojaseloste', main: `<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä: LKV Hakala &amp; Ranta Oy, Hämeenkatu 14 B, 33100 Tampere.</p>` });
  pages['/intra'] = page({ path: '/intra', title: 'Henkilökunta', main: `<h1>Intra</h1><p>Tunnukset ja laiteongelmat: ${mailto(`it-tuki@${HOST}`)}</p>` });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/kohde-sitemap.xml']));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/myytavat-kohteet/', '/vuokraus/', '/myy-asuntosi/', '/meista/', '/yhteystiedot/', '/hinnasto/', '/tietosuojaseloste/']));
  pages['/kohde-sitemap.xml'] = xmlPage(urlset(HOST, ['/kohteet/kerrostalo-kaleva-3h-k-s/', '/kohteet/rivitalo-hervanta-4h-k-s/', '/kohteet/omakotitalo-kangasala-ruutana/'], '2025-03-10'));

  const agentCases = (a: Agent): TruthAddress['cases'] => [
    'card',
    'link-non-english',
    ...(a.after ? (['post-nominal'] as const) : []),
    a.show === 'entities' ? 'entities' : a.show === 'at' ? 'obfuscated' : 'plain',
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /intra\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'Apache', 'x-powered-by': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-21',
      languages: ['fi'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { address: `laskutus@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `vuokraus@${HOST}`, name: null, title: null, pages: ['/vuokraus'], cases: ['role', 'neighbour', 'plain', 'link-non-english'] },
        ...AGENTS.filter((a) => a.mail !== 'juha.makela').map((a) => ({ address: `${a.mail}@${HOST}`, name: a.name, title: a.title, pages: ['/yhteystiedot'], cases: agentCases(a) })),
        {
          address: `juha.makela@${HOST}`,
          name: 'Juha Mäkelä',
          title: 'Kiinteistönvälittäjä',
          titleAlternatives: ['kiinteistönvälittäjä'],
          pages: ['/yhteystiedot', '/kohteet/kerrostalo-kaleva-3h-k-s'],
          cases: ['card', 'post-nominal', 'plain', 'link-non-english', 'label-line'],
        },
        { address: `riikka.salo@${HOST}`, name: 'Riikka Salo', title: 'kauppasihteeri', pages: ['/meista'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `mari.lehtonen@${HOST}`, name: 'Mari Lehtonen', title: 'Kiinteistönvälittäjä, Kangasalan toimisto', titleAlternatives: ['Kiinteistönvälittäjä'], pages: ['/kohteet/omakotitalo-kangasala-ruutana'], cases: ['sitemap-index', 'card', 'post-nominal', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: `etunimi.sukunimi@${HOST}` },
      disallowed: ['/intra'],
      nonAddresses: [
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
        { text: `myynti@${HOST}`, kind: 'comment' },
        { text: `it-tuki@${HOST}`, kind: 'disallowed' },
        { text: 'isannointi@pirkanmaan-isannointi.fi', kind: 'other-company' },
        { text: 'nimi@esimerkki.fi', kind: 'placeholder' },
        { text: 'hakala-ranta-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
