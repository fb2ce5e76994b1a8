/**
 * Hammaslääkäriasema Hymy: a dental practice in Jyväskylä, on WordPress with Elementor and an
 * e-mail encoder plugin (every mailto written as character references), Yoast's sitemap index,
 * Polylang's hreflang to an English home no menu links. The staff page as Elementor image boxes
 * with "LT, EHL" and "HLL" before or after the name and addresses typed by hand as "(at)", under a
 * sentence stating the firstname.lastname scheme; the booking page's office manager in running
 * text; the contact page's JSON-LD contact point; a vacancy page only in the page sitemap; the
 * English new-patients page two links from home. The dental lab's order address and the staff
 * page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hymyhammas.test';
const ORIGIN = `http://${HOST}`;
const UP = '/wp-content/uploads/2024/09';

/** The e-mail encoder plugin's mailto: href and text as character references. */
const enc = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

const MENU_FI: [string, string][] = [
  ['/hoidot', 'Hoidot'],
  ['/henkilokunta', 'Henkilökunta'],
  ['/ajanvaraus', 'Ajanvaraus'],
  ['/hinnasto', 'Hinnasto'],
  ['/yhteystiedot', 'Yhteystiedot'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/new-patients', 'New patients'],
  ['/en/prices', 'Prices'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hammaslääkäriasema Hymy',
  head: [
    '<meta name="generator" content="WordPress 6.6.2">',
    '<meta name="generator" content="Elementor 3.24.5; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.5" media="all">`,
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1" media="all">`,
    `<link rel="stylesheet" id="elementor-post-7-css" href="${ORIGIN}/wp-content/uploads/elementor/css/post-7.css?ver=1727341200" media="all">`,
    '<!-- This site is optimized with the Yoast SEO plugin v23.5 - https://yoast.com/wordpress/plugins/seo/ -->',
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: (p) => {
    const menu = p.lang === 'en' ? MENU_EN : MENU_FI;
    return (
      `<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header">` +
      `<div class="elementor-element elementor-element-3f2a1c9 e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">` +
      `<div class="elementor-element elementor-element-6d1e0b2 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container"><a href="${p.lang === 'en' ? '/en' : '/'}"><img width="240" height="64" src="${ORIGIN}${UP}/hymy-logo.png" class="attachment-full size-full" alt="Hammaslääkäriasema Hymy"></a></div></div>` +
      `<div class="elementor-element elementor-element-9b4c7e1 elementor-nav-menu__align-end elementor-widget elementor-widget-nav-menu" data-widget_type="nav-menu.default"><div class="elementor-widget-container"><nav aria-label="Valikko" class="elementor-nav-menu--main elementor-nav-menu__container"><ul id="menu-1-9b4c7e1" class="elementor-nav-menu">` +
      menu.map(([h, l], i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${40 + i}"><a href="${h}" class="elementor-item">${esc(l)}</a></li>`).join('') +
      `</ul></nav></div></div>` +
      `<div class="elementor-element elementor-element-c0d3e44 elementor-widget elementor-widget-button"><div class="elementor-widget-container"><a class="elementor-button elementor-button-link elementor-size-sm" href="${p.lang === 'en' ? '/en/new-patients' : '/ajanvaraus'}"><span class="elementor-button-text">${p.lang === 'en' ? 'Book an appointment' : 'Varaa aika'}</span></a></div></div>` +
      `</div></div></div>`
    );
  },
  footer: (p) =>
    `<div data-elementor-type="footer" data-elementor-id="118" class="elementor elementor-118 elementor-location-footer"><div class="elementor-element e-con-full e-flex e-con e-parent">` +
    `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><strong>Hammaslääkäriasema Hymy Oy</strong><br>Kauppakatu 19 B, 40100 Jyväskylä<br>${tel('014 449 2200')}<br>${enc(`info@${HOST}`)}</p><p>${p.lang === 'en' ? 'Mon–Thu 8–18, Fri 8–15' : 'ma–to 8–18, pe 8–15'}</p></div></div>` +
    `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><a href="/tietosuojaseloste">Tietosuojaseloste</a> · <a href="/henkilokunnalle">Henkilökunnalle</a> · Y-tunnus 2784451-6</p><p>© 2025 Hammaslääkäriasema Hymy Oy</p></div></div>` +
    `</div></div>`,
  privacyPath: { fi: '/tietosuojaseloste', en: '/tietosuojaseloste' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.24.3" id="elementor-pro-webpack-runtime-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.5" id="elementor-frontend-js"></script>`,
  ],
};

const ALTERNATES = { fi: '/', en: '/en' };
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });

const con = (id: string, html: string): string =>
  `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}"><div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">${html}</div></div></div>`;
const text = (html: string): string => `<div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div>`;
const heading = (h: string, tag = 'h1'): string => `<div class="elementor-element elementor-widget elementor-widget-heading" data-widget_type="heading.default"><div class="elementor-widget-container"><${tag} class="elementor-heading-title elementor-size-default">${esc(h)}</${tag}></div></div>`;

/** An Elementor image box: the heading is the name as written, the description the title and the address. */
const imageBox = (img: string, shownName: string, description: string): string =>
  `<div class="elementor-element elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
  `<figure class="elementor-image-box-img"><img loading="lazy" width="300" height="300" src="${ORIGIN}${UP}/${img}-300x300.jpg" class="attachment-medium size-medium" alt=""></figure>` +
  `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(shownName)}</h3><p class="elementor-image-box-description">${description}</p></div></div></div></div>`;

const SCHEME = `etunimi.sukunimi@${HOST}`;

export function hymyhammas(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Hammaslääkäri Jyväskylän keskustassa',
    alternates: ALTERNATES,
    main: con(
      '7',
      heading('Hammashoitoa Jyväskylän keskustassa jo vuodesta 2009') +
        text(`<p>Hymy on kuuden hammaslääkärin ja kahden suuhygienistin lähiklinikka Kauppakadulla. Hoidamme aikuiset ja lapset, teemme implantit ja oikomishoidot sekä hoidamme hammaspelkoiset rauhassa.</p><p>Kela-korvaus vähennetään laskusta suoraan. Ajan voit varata verkossa tai soittamalla ${tel('014 449 2200')}.</p>`) +
        text(`<p><a href="/hoidot">Tutustu hoitoihin</a> · <a href="/henkilokunta">Tapaa tiimimme</a> · <a href="/ajanvaraus">Varaa aika</a></p>`),
    ),
  });

  pages['/hoidot'] = page({
    path: '/hoidot',
    title: 'Hoidot',
    main: con('21', heading('Hoidot') + text(`<ul><li>Tarkastukset ja hammaskiven poisto</li><li>Paikkaushoidot ja juurihoidot</li><li>Implantit ja proteesit</li><li>Oikomishoito (Invisalign)</li><li>Hammasvalkaisu</li><li>Hammaspelkoisten hoito ja ilokaasu</li></ul><p>Proteesit ja kruunut valmistaa yhteistyökumppanimme Hammaslaboratorio Purenta Oy (tilaukset@purenta-lab.test).</p>`)),
  });

  pages['/hinnasto'] = page({
    path: '/hinnasto',
    title: 'Hinnasto',
    main: con('23', heading('Hinnasto') + text(`<table><tbody><tr><td>Hammaslääkärin tarkastus</td><td>69–89 €</td></tr><tr><td>Suuhygienistin käynti, 45 min</td><td>98 €</td></tr><tr><td>Juurihoito, etuhammas</td><td>alk. 290 €</td></tr><tr><td>Implantti kruunuineen</td><td>alk. 2 450 €</td></tr></tbody></table><p>Hintoihin lisätään toimistomaksu 14,90 €.</p>`)),
  });

  pages['/henkilokunta'] = page({
    path: '/henkilokunta',
    title: 'Henkilökunta',
    main: con(
      '25',
      heading('Henkilökunta') +
        text(`<p>Henkilökunnan sähköpostiosoitteet ovat muotoa ${SCHEME}. Emme käsittele ajanvarauksia tai potilastietoja sähköpostitse – soitathan vastaanottoon.</p>`) +
        `<div class="elementor-element e-grid e-con-full e-con e-child">` +
        imageBox('mikko-salo', 'LT, EHL Mikko Salo', `vastaava hammaslääkäri, erikoishammaslääkäri (kliininen hammashoito)<br>mikko.salo(at)${HOST}`) +
        imageBox('anna-virtanen', 'HLL Anna Virtanen', `hammaslääkäri<br>anna.virtanen(at)${HOST}`) +
        imageBox('jussi-heikkinen', 'Jussi Heikkinen, HLL', `hammaslääkäri, implantologia<br>jussi.heikkinen(at)${HOST}`) +
        imageBox('sanna-makela', 'Sanna Mäkelä', `suuhygienisti (AMK)<br>sanna.makela(at)${HOST}`) +
        imageBox('tiina-korhonen', 'Tiina Korhonen', `hammashoitaja, vastaanottovastaava<br>tiina.korhonen(at)${HOST}`) +
        `</div>`,
    ),
  });

  pages['/ajanvaraus'] = page({
    path: '/ajanvaraus',
    title: 'Ajanvaraus',
    main: con(
      '27',
      heading('Ajanvaraus') +
        text(
          `<p>Varaa aika verkossa tai soita ${tel('014 449 2200')} (ma–to 8–18, pe 8–15).</p><p>Peruutathan aikasi viimeistään edellisenä arkipäivänä klo 12, muuten perimme käyttämättä jätetystä ajasta 50 €. ` +
            `Laskuihin ja Kela-korvauksiin liittyvissä asioissa auttaa toimistopäällikkö Riikka Nieminen, ${enc(`riikka.nieminen@${HOST}`)}.</p>`,
        ),
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        '@id': `${ORIGIN}/#dentist`,
        name: 'Hammaslääkäriasema Hymy',
        url: `${ORIGIN}/`,
        telephone: '+358 14 449 2200',
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Kauppakatu 19 B', postalCode: '40100', addressLocality: 'Jyväskylä', addressCountry: 'FI' },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'reservations', telephone: '+358 14 449 2200', email: `ajanvaraus@${HOST}`, availableLanguage: ['Finnish', 'English', 'Swedish'] }],
        openingHours: ['Mo-Th 08:00-18:00', 'Fr 08:00-15:00'],
      },
    ],
    main: con(
      '29',
      heading('Yhteystiedot') +
        text(
          `<p>Hammaslääkäriasema Hymy Oy<br>Kauppakatu 19 B (2. krs, hissi)<br>40100 Jyväskylä</p><p>Puhelin ${tel('014 449 2200')}<br>Yleiset asiat: ${enc(`info@${HOST}`)}<br>Ajanvarauksen muutokset: ${enc(`ajanvaraus@${HOST}`)}</p><p>Pysäköinti Kauppakadun P-Torissa, 200 m.</p>`,
        ),
    ),
  });

  pages['/tietosuojaseloste'] = page({
    path: '/tietosuojaseloste',
    title: 'Tietosuojaseloste',
    main: con('31', heading('Tietosuojaseloste') + text(`<p>Rekisterinpitäjä: Hammaslääkäriasema Hymy Oy, Kauppakatu 19 B, 40100 Jyväskylä. Potilasrekisteriä koskevat pyynnöt tehdään kirjallisesti vastaanottoon.</p><p>Potilastiedot säilytetään potilasasiakirja-asetuksen mukaisesti.</p>`)),
  });

  pages['/henkilokunnalle'] = page({
    path: '/henkilokunnalle',
    title: 'Henkilökunnalle',
    main: con('33', heading('Henkilökunnalle') + text(`<p>Vuorolistat ja Intranet vaativat kirjautumisen. Tunnusongelmissa: ${enc(`it-tuki@${HOST}`)}.</p>`)),
  });

  pages['/tyopaikat/hammashoitaja-2025'] = page({
    path: '/tyopaikat/hammashoitaja-2025',
    title: 'Haemme hammashoitajaa',
    main: con(
      '35',
      heading('Haemme hammashoitajaa vakituiseen työsuhteeseen') +
        text(`<p>Työ alkaa 1.3.2025 tai sopimuksen mukaan. Lisätietoja tehtävästä antaa klinikkapäällikkö Minna Hakala, ${enc(`minna.hakala@${HOST}`)}, p. 040 771 2390. Hakemukset 31.1. mennessä.</p>`),
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Dentist in central Jyväskylä',
    lang: 'en',
    alternates: ALTERNATES,
    main: con(
      '9',
      heading('Dental care in central Jyväskylä') +
        text(`<p>We treat patients in Finnish, English and Swedish. If you are new to Finland, read <a href="/en/new-patients">our guide for new patients</a>.</p>`) +
        imageBox('anna-virtanen', 'Anna Virtanen, DDS', `Dentist<br>${enc(`anna.virtanen@${HOST}`)}`),
    ),
  });

  pages['/en/new-patients'] = page({
    path: '/en/new-patients',
    title: 'New patients',
    lang: 'en',
    main: con(
      '11',
      heading('New patients') +
        text(
          `<p>Bring your Kela card if you have one; otherwise we can still treat you at the same prices. Questions before your first visit? Our patient coordinator Laura Kinnunen answers in English at ${enc(`laura.kinnunen@${HOST}`)}.</p>`,
        ),
    ),
  });

  pages['/en/prices'] = page({ path: '/en/prices', title: 'Prices', lang: 'en', main: con('13', heading('Prices') + text(`<p>Check-up 69–89 €, hygienist visit 98 €. An office fee of 14.90 € is added to every invoice.</p>`)) });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/hoidot', '/hinnasto', '/henkilokunta', '/ajanvaraus', '/yhteystiedot', '/tietosuojaseloste', '/tyopaikat/hammashoitaja-2025', '/en', '/en/new-patients', '/en/prices'], '2025-01-08'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /henkilokunnalle\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml'], '2025-01-08'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.24', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-61',
      languages: ['fi', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'entities'] },
        { address: `ajanvaraus@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'json-ld-contact-point', 'entities', ln] },
        {
          address: `mikko.salo@${HOST}`,
          name: 'Mikko Salo',
          title: 'vastaava hammaslääkäri, erikoishammaslääkäri (kliininen hammashoito)',
          pages: ['/henkilokunta'],
          cases: ['card', 'honorific', 'obfuscated', ln],
        },
        {
          address: `anna.virtanen@${HOST}`,
          name: 'Anna Virtanen',
          title: 'hammaslääkäri',
          titleAlternatives: ['Dentist'],
          pages: ['/henkilokunta', '/en'],
          cases: ['card', 'honorific', 'post-nominal', 'obfuscated', 'entities', 'hreflang', ln],
        },
        { address: `jussi.heikkinen@${HOST}`, name: 'Jussi Heikkinen', title: 'hammaslääkäri, implantologia', pages: ['/henkilokunta'], cases: ['card', 'post-nominal', 'obfuscated', ln] },
        { address: `sanna.makela@${HOST}`, name: 'Sanna Mäkelä', title: 'suuhygienisti (AMK)', pages: ['/henkilokunta'], cases: ['card', 'obfuscated', ln] },
        { address: `tiina.korhonen@${HOST}`, name: 'Tiina Korhonen', title: 'hammashoitaja, vastaanottovastaava', pages: ['/henkilokunta'], cases: ['card', 'obfuscated', ln] },
        { address: `riikka.nieminen@${HOST}`, name: 'Riikka Nieminen', title: 'toimistopäällikkö', pages: ['/ajanvaraus'], cases: ['prose', 'entities', ln] },
        { address: `minna.hakala@${HOST}`, name: 'Minna Hakala', title: 'klinikkapäällikkö', pages: ['/tyopaikat/hammashoitaja-2025'], cases: ['prose', 'entities', 'sitemap-index'] },
        { address: `laura.kinnunen@${HOST}`, name: 'Laura Kinnunen', title: 'patient coordinator', pages: ['/en/new-patients'], cases: ['prose', 'entities', 'link-english-unlisted', 'deep-page', 'hreflang'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/henkilokunta', text: SCHEME },
      disallowed: ['/henkilokunnalle'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `it-tuki@${HOST}`, kind: 'disallowed' },
        { text: 'tilaukset@purenta-lab.test', kind: 'other-company' },
      ],
    },
  };
}
