/**
 * Osuuskunta Höylä: a joinery and building-restoration workers' co-op in Porvoo (Borgå), on
 * WordPress with the Astra theme, Elementor, Essential Addons and Polylang, in Finnish with a
 * Swedish section reached through the hreflang alternates and Polylang's dropdown switcher (no
 * anchor). The members as Essential Addons team cards whose mailto links the "Email Address
 * Encoder" plugin writes as character references; the co-op page with a heading per person and a
 * bio paragraph; the contact page stating the staff scheme (etunimi.sukunimi@…) and a "contact
 * person" label line; the Swedish home with a "Kontaktperson:" line and its contact page, two
 * steps in, with "Name, title, address" lines (a name with the nobiliary particle "af"); a news
 * post listed only in Yoast's post sitemap, which only the robots.txt names. A form placeholder, a
 * CDN package version and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hoyla-osuuskunta.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string, number][]> = {
  fi: [
    ['/', 'Etusivu', 12],
    ['/palvelut/', 'Palvelut', 27],
    ['/osuuskunta/', 'Osuuskunta', 31],
    ['/jasenet/', 'Jäsenet', 33],
    ['/yhteystiedot/', 'Yhteystiedot', 35],
  ],
  sv: [
    ['/sv/', 'Hem', 112],
    ['/sv/kontakt/', 'Kontakt', 118],
  ],
};

const switcher = (lang: string): string =>
  `<div class="widget widget_polylang"><label class="screen-reader-text" for="lang_choice_polylang-2">Valitse kieli</label><select name="lang_choice_polylang-2" id="lang_choice_polylang-2" class="pll-switcher-select">` +
  `<option value="${ORIGIN}/" lang="fi"${lang === 'fi' ? ' selected="selected"' : ''}>Suomi</option><option value="${ORIGIN}/sv/" lang="sv-FI"${lang === 'sv' ? ' selected="selected"' : ''}>Svenska</option></select>` +
  `<script type="text/javascript">document.getElementById( "lang_choice_polylang-2" ).addEventListener( "change", function ( event ) { location.href = event.currentTarget.value; } )</script></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Osuuskunta Höylä',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="eael-general-css" href="${ORIGIN}/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/css/view/general.min.css?ver=5.9.22" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2022/05/cropped-hoyla-favicon-32x32.png" sizes="32x32">`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('sv') ? 'sv' : 'fi';
    return (
      `<a class="skip-link screen-reader-text" href="#content">${lang === 'sv' ? 'Hoppa till innehåll' : 'Siirry sisältöön'}</a><div class="hfeed site" id="page">` +
      `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div id="ast-desktop-header"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center">` +
      `<div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline"><div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="${lang === 'sv' ? '/sv/' : '/'}" class="custom-logo-link" rel="home"><img width="180" height="62" src="${ORIGIN}/wp-content/uploads/2022/05/hoyla-logo.png" class="custom-logo" alt="Osuuskunta Höylä"></a></span></div></div></div>` +
      `<div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Sivuston navigaatio" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">` +
      MENU[lang]!.map(([href, label, id]) => `<li id="menu-item-${id}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${id}${href === `${p.path}/` || href === p.path ? ' current-menu-item page_item current_page_item' : ''}"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('') +
      `</ul></div></nav></div></div></div>${switcher(lang)}</div></div></div></div></div></div></header><div id="content" class="site-content"><div class="ast-container">`
    );
  },
  footer: (p) => {
    const sv = p.lang.startsWith('sv');
    return (
      `</div></div><footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">` +
      `<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-7" class="widget widget_block"><p><strong>Osuuskunta Höylä</strong> – ${sv ? 'Andelslaget Höylä' : 'Andelslaget Höylä'}<br>Teollisuuskatu 9 B, 06100 Porvoo<br>Y-tunnus 2876541-3</p></section></aside></div>` +
      `<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item"><section id="block-8" class="widget widget_block"><p>${tel('+358 19 521 4400')}<br>${mailto(`info@${HOST}`)}<br>${sv ? 'Verkstaden öppen må–fre 7–15.30' : 'Verstas avoinna ma–pe 7–15.30'}</p></section></aside></div>` +
      `<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><aside class="footer-widget-area widget-area site-footer-focus-item"><section id="block-9" class="widget widget_block"><ul class="wp-block-list"><li><a href="/tietosuojaseloste/">${sv ? 'Dataskydd' : 'Tietosuojaseloste'}</a></li><li><a href="/jasenalue/">${sv ? 'Medlemssidor' : 'Jäsenalue'}</a></li><li><a href="https://www.facebook.com/osuuskuntahoyla" rel="noopener" target="_blank">Facebook</a></li><li><a href="https://www.instagram.com/hoyla_porvoo/" rel="noopener" target="_blank">Instagram</a></li></ul></section></aside></div>` +
      `</div></div></div><div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-below-footer-inner-wrap ast-builder-grid-row"><div class="site-footer-below-section-1 site-footer-section site-footer-section-1"><div class="ast-builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" data-section="section-footer-builder"><div class="ast-footer-copyright"><p>Copyright © 2025 Osuuskunta Höylä | Powered by <a href="https://wpastra.com/" rel="nofollow noopener" target="_blank">Astra WordPress Theme</a></p></div></div></div></div></div></div></footer></div>`
    );
  },
  bodyEnd: [
    '<div id="cookie-law-info-bar" data-nosnippet="true" style="display:none"><span>Käytämme evästeitä sivuston toiminnan varmistamiseksi ja kävijätilastointiin. <a role="button" id="wt-cli-accept-all-btn" data-cli_action="accept_all" class="wt-cli-element medium cli-plugin-button wt-cli-accept-all-btn cookie_action_close_header cli_action_button">Hyväksy kaikki</a> <a role="button" data-cli_action="reject" id="cookie_action_close_header_reject" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header_reject cli_action_button wt-cli-reject-btn">Vain välttämättömät</a> <a href="/tietosuojaseloste/" id="CONSTANT_OPEN_URL" target="_blank" class="cli-plugin-main-link">Lue lisää</a></span></div>',
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    '<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.js" id="swiper-js"></script>',
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
    `<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });

let el = 0x3c1a;
const eid = (): string => (el++ * 2654435761 >>> 0).toString(16).slice(0, 7);
/** An Elementor section with one text-editor widget. */
const elSection = (html: string): string =>
  `<section class="elementor-section elementor-top-section elementor-element elementor-element-${eid()} elementor-section-boxed elementor-section-height-default" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-${eid()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">` +
  `<div class="elementor-element elementor-element-${eid()} elementor-widget elementor-widget-text-editor" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div></div></div></div></section>`;
const elementor = (postId: number, html: string): string =>
  `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-${postId} page type-page status-publish ast-article-single" id="post-${postId}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="entry-content clear" itemprop="text"><div data-elementor-type="wp-page" data-elementor-id="${postId}" class="elementor elementor-${postId}">${html}</div></div></article></main></div>`;

/** The "Email Address Encoder" plugin's output: the mailto link in character references. */
const encodedMail = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

type Member = { name: string; title: string; local: string; bio: string; photo: string };
const MEMBERS: Member[] = [
  {
    name: 'Mikael Lindqvist',
    title: 'toimitusjohtaja, restaurointikirvesmies',
    local: 'mikael.lindqvist',
    bio: 'Perustajajäsen. Vanhojen puutalojen runkokorjaukset, kustannusarviot ja urakkasopimukset.',
    photo: '2023/02/mikael-lindqvist',
  },
  {
    name: 'Aino Kärkkäinen',
    title: 'hallituksen puheenjohtaja, puuseppämestari',
    local: 'aino.karkkainen',
    bio: 'Kiintokalusteet, keittiöt ja vanhojen kalusteiden kunnostus. Puuseppämestarin tutkinto 2016.',
    photo: '2023/02/aino-karkkainen',
  },
  {
    name: 'Jussi Heiskanen-Mäkelä',
    title: 'ikkunaentisöijä ja perinnemaalari, ikkunaverstaan vastaava',
    local: 'jussi.heiskanen-makela',
    bio: 'Puuikkunoiden kunnostus, kittaus ja pellavaöljymaalaus. Vetää ikkunakunnostuskursseja yhdessä Porvoon kansalaisopiston kanssa.',
    photo: '2023/02/jussi-heiskanen-makela',
  },
  {
    name: 'Petteri Laaksonen',
    title: 'verstasmestari – portaat, ovet ja kiintokalusteet',
    local: 'petteri.laaksonen',
    bio: 'Portaiden ja peiliovien valmistus mittatilauksena, verstaan koneet ja työturvallisuus.',
    photo: '2024/01/petteri-laaksonen',
  },
];

const teamCard = (m: Member): string =>
  `<div class="elementor-column elementor-col-25 elementor-inner-column elementor-element elementor-element-${eid()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-${eid()} eael-team-align-centered elementor-widget elementor-widget-eael-team-member" data-element_type="widget" data-widget_type="eael-team-member.default"><div class="elementor-widget-container">` +
  `<div id="eael-team-member-${eid()}" class="eael-team-item eael-team-members-simple"><div class="eael-team-item-inner"><div class="eael-team-image"><figure><img decoding="async" src="${ORIGIN}/wp-content/uploads/${m.photo}-600x600.jpg" alt="${esc(m.name)}"></figure></div>` +
  `<div class="eael-team-content"><h3 class="eael-team-member-name">${esc(m.name)}</h3><h4 class="eael-team-member-position">${esc(m.title)}</h4><p class="eael-team-text">${esc(m.bio)}</p>` +
  `<ul class="eael-team-member-social-profiles"><li class="eael-team-member-social-link"><a href="${entities(`mailto:${m.local}@${HOST}`)}"><i class="fas fa-envelope"></i></a></li><li class="eael-team-member-email">${entities(`${m.local}@${HOST}`)}</li></ul></div></div></div></div></div></div></div>`;

export function hoyla(): CrawlWorldSite {
  el = 0x3c1a;
  const pages: Record<string, SandboxPage> = {};
  const fiSv = { fi: '/', sv: '/sv' };

  pages['/'] = page({
    path: '/',
    title: 'Puusepäntyöt ja rakennusrestaurointi Porvoossa',
    alternates: fiSv,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Osuuskunta Höylä', inLanguage: 'fi', publisher: { '@id': `${ORIGIN}/#organization` } },
          {
            '@type': 'Organization',
            '@id': `${ORIGIN}/#organization`,
            name: 'Osuuskunta Höylä',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2022/05/hoyla-logo.png`, width: 180, height: 62 },
            sameAs: ['https://www.facebook.com/osuuskuntahoyla', 'https://www.instagram.com/hoyla_porvoo/'],
          },
        ],
      },
    ],
    main: elementor(
      12,
      elSection(
        `<h1>Käsityönä tehtyä, korjattavaksi rakennettua</h1><p>Osuuskunta Höylä on kahdentoista puusepän, kirvesmiehen ja maalarin työosuuskunta Porvoon Tarmolassa. Korjaamme vanhoja puutaloja, kunnostamme ikkunoita ja ovia ja teemme mittatilauksena portaita, keittiöitä ja kiintokalusteita.</p>` +
          `<p><a href="/palvelut/" class="elementor-button-link elementor-button elementor-size-md">Palvelumme</a> <a href="/yhteystiedot/" class="elementor-button-link elementor-button elementor-size-md">Pyydä tarjous</a></p>`,
      ) + elSection(`<h2>Osuuskunta – omistajina tekijät</h2><p>Jokainen jäsen omistaa osuuden ja päättää yhteisistä asioista. <a href="/osuuskunta/">Lue lisää osuuskunnasta</a> tai tutustu <a href="/jasenet/">jäseniimme</a>.</p>`),
    ),
  });

  pages['/palvelut'] = page({
    path: '/palvelut',
    title: 'Palvelut',
    main: elementor(
      27,
      elSection(
        `<h1>Palvelut</h1><h3>Rakennusrestaurointi</h3><p>Hirsirunkojen korjaukset, lattioiden ja alapohjien uusiminen, ulkovuorauksen kunnostus perinteisin menetelmin. Teemme myös kuntotutkimuksia ja korjaussuunnitelmia.</p>` +
          `<h3>Ikkunat ja ovet</h3><p>Kunnostamme puuikkunat verstaallamme tai kohteessa: lasien irrotus, kittaus, pellavaöljymaalaus, helojen kunnostus.</p><h3>Puusepäntyöt</h3><p>Portaat, peiliovet, keittiöt ja kiintokalusteet mittatilauksena massiivipuusta.</p>` +
          `<p>Kotitalousvähennys koskee työn osuutta. <a href="/yhteystiedot/">Ota yhteyttä</a>.</p>`,
      ),
    ),
  });

  pages['/osuuskunta'] = page({
    path: '/osuuskunta',
    title: 'Osuuskunta',
    main: elementor(
      31,
      elSection(
        `<h1>Osuuskunta</h1><p>Höylä perustettiin vuonna 2014, kun neljä vanhan Porvoon kohteissa yhdessä työskennellyttä kirvesmiestä päätti ryhtyä yrittäjiksi yhdessä. Nyt jäseniä on kaksitoista. Osuuskunnan hallitus valitaan vuosittain, ja toimitusjohtajana toimii Mikael Lindqvist.</p>`,
      ) +
        elSection(
          `<h2>Tekijöitä esittelyssä</h2>` +
            `<h3>Lauri Öhman – puuseppä, CNC-koneistus ja sarjatuotanto</h3><p>Lauri tuli Höylään vuonna 2021 Ikaalisten käsi- ja taideteollisuusoppilaitoksesta. Hänen vastuullaan ovat verstaan CNC-jyrsin ja portaiden askelmien sarjatuotanto, ja hän piirtää myös useimmat portaiden työpiirustukset. Laurin tavoittaa osoitteesta ${mailto(`lauri.ohman@${HOST}`)}.</p>` +
            `<h3>Sofia Ek</h3><p>Sofia on rakennusmestari (AMK) ja toimii vastaavana työnjohtajana kaikissa lupaa vaativissa korjauskohteissamme. Ennen Höylää hän työskenteli kymmenen vuotta Museoviraston restaurointiyksikössä.</p>`,
        ),
    ),
  });

  pages['/jasenet'] = page({
    path: '/jasenet',
    title: 'Jäsenet',
    main: elementor(
      33,
      elSection(`<h1>Jäsenet</h1><p>Tässä osa osuuskunnan jäsenistä. Tarjouspyynnöt kannattaa lähettää yhteiseen osoitteeseen, mutta voit ottaa yhteyttä myös suoraan.</p>`) +
        `<section class="elementor-section elementor-inner-section elementor-element elementor-element-${eid()} elementor-section-boxed" data-element_type="section"><div class="elementor-container elementor-column-gap-wide">${MEMBERS.map(teamCard).join('')}</div></section>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: elementor(
      35,
      elSection(
        `<h1>Yhteystiedot</h1><p><strong>Osuuskunta Höylä</strong><br>Teollisuuskatu 9 B, 06100 Porvoo<br>Puh. ${tel('019 521 4400')} (arkisin 8–15)</p>` +
          `<p>Yleiset kysymykset: ${mailto(`info@${HOST}`)}<br>Tarjouspyynnöt ja kohdekäynnit: ${mailto(`tarjoukset@${HOST}`)}</p>` +
          `<p>Henkilökunnan sähköpostiosoitteet ovat muotoa etunimi.sukunimi@${HOST}.</p>` +
          `<p>Yhteyshenkilö hirsitalojen kuntotutkimuksissa ja korjaussuunnitelmissa: Sofia Ek, vastaava työnjohtaja, puh. ${tel('044 972 1185')}, ${encodedMail(`sofia.ek@${HOST}`)}</p>`,
      ) +
        elSection(
          `<h2>Lähetä viesti</h2><div class="wpcf7 js" id="wpcf7-f58-p35-o1" lang="fi" dir="ltr"><form action="/yhteystiedot/#wpcf7-f58-p35-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">` +
            `<p><label>Nimi<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" type="text" name="your-name"></span></label></p>` +
            `<p><label>Sähköposti<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" placeholder="nimi@esimerkki.fi" type="email" name="your-email"></span></label></p>` +
            `<p><label>Viesti<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Lähetä"></p></form></div>`,
        ),
    ),
  });

  pages['/sv'] = page({
    path: '/sv',
    title: 'Snickeri och byggnadsvård i Borgå',
    lang: 'sv-FI',
    alternates: fiSv,
    main: elementor(
      112,
      elSection(
        `<h1>Hantverk som går att reparera</h1><p>Andelslaget Höylä är ett arbetsandelslag med tolv snickare, timmermän och målare i Tarmola i Borgå. Vi renoverar gamla trähus, iståndsätter fönster och dörrar och tillverkar trappor och fast inredning på beställning.</p>` +
          `<p>Vi betjänar gärna på svenska. Kontaktperson: Helena af Forselles, byggnadsvårdskonsult, tfn ${tel('040 713 6620')}, ${mailto(`helena.afforselles@${HOST}`)}</p><p><a href="/sv/kontakt/">Alla kontaktuppgifter</a></p>`,
      ),
    ),
  });

  pages['/sv/kontakt'] = page({
    path: '/sv/kontakt',
    title: 'Kontakt',
    lang: 'sv-FI',
    main: elementor(
      118,
      elSection(
        `<h1>Kontakt</h1><p>Andelslaget Höylä, Industrigatan 9 B, 06100 Borgå · ${tel('019 521 4400')} · ${mailto(`info@${HOST}`)}</p><h3>Svensktalande personal</h3>` +
          `<p>Mikael Lindqvist, verkställande direktör, ${mailto(`mikael.lindqvist@${HOST}`)}</p>` +
          `<p>Helena af Forselles, byggnadsvårdskonsult, ${mailto(`helena.afforselles@${HOST}`)}</p>` +
          `<p>Anders Wikström, timmerman och arbetsledare för stockhusrenoveringar i Östra Nyland, ${mailto(`anders.wikstrom@${HOST}`)}</p>`,
      ),
    ),
  });

  pages['/ajankohtaista/uusi-oppisopimusopiskelija'] = page({
    path: '/ajankohtaista/uusi-oppisopimusopiskelija',
    title: 'Ikkunaverstaalle uusi oppisopimusopiskelija',
    main:
      `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-204 post type-post status-publish format-standard has-post-thumbnail hentry category-ajankohtaista ast-article-single" id="post-204" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">` +
      `<header class="entry-header"><h1 class="entry-title" itemprop="headline">Ikkunaverstaalle uusi oppisopimusopiskelija</h1><div class="entry-meta"><span class="posted-on"><span class="published" itemprop="datePublished">12.3.2025</span></span></div></header>` +
      `<div class="entry-content clear" itemprop="text"><p>Maaliskuun alussa Höylän ikkunaverstaalla aloitti Veera Nurmi, joka suorittaa meillä rakennusrestauroinnin ammattitutkintoa oppisopimusopiskelijana. Veera on aiemmin työskennellyt lavastamoissa, ja hänen ohjaajanaan toimii Jussi Heiskanen-Mäkelä.</p>` +
      `<p>Veeralle voi lähettää tervehdyksen osoitteeseen ${mailto(`veera.nurmi@${HOST}`)} – ja ikkunoiden kunnostustarjoukset hoituvat edelleen yhteisen tarjousosoitteen kautta.</p></div></article></main></div>`,
  });

  pages['/tietosuojaseloste'] = page({
    path: '/tietosuojaseloste',
    title: 'Tietosuojaseloste',
    main: elementor(3, elSection(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä: Osuuskunta Höylä, Teollisuuskatu 9 B, 06100 Porvoo. Yhteydenottolomakkeen tietoja säilytetään enintään kaksi vuotta.</p>`)),
  });

  pages['/jasenalue'] = page({
    path: '/jasenalue',
    title: 'Jäsenalue',
    main: elementor(
      77,
      elSection(`<h1>Jäsenalue</h1><p>Kokouspöytäkirjat, työvuorolistat ja laskutusohjeet. Tunnukset saa hallitukselta: ${mailto(`hallitus@${HOST}`)}.</p>`),
    ),
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-03-12'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/palvelut/', '/osuuskunta/', '/jasenet/', '/yhteystiedot/', '/tietosuojaseloste/', '/sv/', '/sv/kontakt/'], '2025-02-20'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/ajankohtaista/uusi-oppisopimusopiskelija/'], '2025-03-12'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /jasenalue\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-105',
      languages: ['fi', 'sv'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot', '/sv/kontakt'], cases: ['role', 'plain'] },
        { address: `tarjoukset@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'plain', ln] },
        {
          address: `mikael.lindqvist@${HOST}`,
          name: 'Mikael Lindqvist',
          title: 'toimitusjohtaja, restaurointikirvesmies',
          titleAlternatives: ['toimitusjohtaja', 'verkställande direktör'],
          pages: ['/jasenet', '/sv/kontakt'],
          cases: ['card', 'entities', 'name-title-line', 'plain', ln],
        },
        ...MEMBERS.slice(1).map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/jasenet'], cases: ['card', 'entities', ln] as CaseKind[] })),
        { address: `lauri.ohman@${HOST}`, name: 'Lauri Öhman', title: 'puuseppä, CNC-koneistus ja sarjatuotanto', titleAlternatives: ['puuseppä'], pages: ['/osuuskunta'], cases: ['prose', 'plain', ln] },
        {
          address: `sofia.ek@${HOST}`,
          name: 'Sofia Ek',
          title: 'vastaava työnjohtaja',
          pages: ['/yhteystiedot'],
          cases: ['label-line', 'entities', ln],
        },
        {
          address: `helena.afforselles@${HOST}`,
          name: 'Helena af Forselles',
          title: 'byggnadsvårdskonsult',
          pages: ['/sv', '/sv/kontakt'],
          cases: ['label-line', 'name-title-line', 'hreflang', 'plain'],
        },
        {
          address: `anders.wikstrom@${HOST}`,
          name: 'Anders Wikström',
          title: 'timmerman och arbetsledare för stockhusrenoveringar i Östra Nyland',
          titleAlternatives: ['timmerman och arbetsledare'],
          pages: ['/sv/kontakt'],
          cases: ['name-title-line', 'deep-page', 'hreflang', 'plain', ln],
        },
        {
          address: `veera.nurmi@${HOST}`,
          name: 'Veera Nurmi',
          title: 'oppisopimusopiskelija',
          pages: ['/ajankohtaista/uusi-oppisopimusopiskelija'],
          cases: ['prose', 'sitemap-index', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: `etunimi.sukunimi@${HOST}` },
      disallowed: ['/jasenalue'],
      nonAddresses: [
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
        { text: `hallitus@${HOST}`, kind: 'disallowed' },
        { text: 'nimi@esimerkki.fi', kind: 'placeholder' },
        { text: 'swiper@8.4.5', kind: 'package' },
      ],
    },
  };
}
