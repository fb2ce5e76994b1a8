/**
 * Älvnäs folkhögskola: a folk high school in inland Västerbotten, on WordPress with Elementor
 * (Hello theme, Yoast, Complianz), in Swedish with one English course page. The staff as
 * Elementor image-box cards whose addresses the Email Address Encoder plugin writes as character
 * references; the music line's teacher in a prose bio; the school counsellor under a
 * "Name, title" heading with her address built by a script in an HTML widget and the school nurse
 * as "Skolsköterska: Name, …"; the English Nordic Craft Year page (linked by its course name) with
 * "Title: Name" and "Name, Title" lines; and an older news post about a duodji course listed only
 * in Yoast's post sitemap, which only robots.txt names. The retina logo, the contact form's
 * placeholder, the housing company's address and the staff intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'alvnasfhsk.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, number][] = [
  ['/kurser', 'Kurser', 45],
  ['/om-skolan', 'Om skolan', 47],
  ['/om-skolan/personal', 'Personal', 52],
  ['/elevhalsa', 'Elevhälsa', 58],
  ['/nyheter', 'Nyheter', 61],
  ['/kontakt', 'Kontakt', 63],
  ['/nordic-craft-year', 'Nordic Craft Year (in English)', 71],
];

let elSeq = 0;
/** An Elementor element id (seven hex digits). */
const eid = (): string => (0x3c1a2f0 + elSeq++ * 0x1f3d7).toString(16).slice(-7);

const widget = (type: string, inner: string): string => {
  const id = eid();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
};
const container = (inner: string, extra = ''): string => {
  const id = eid();
  return `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent${extra}" data-id="${id}" data-element_type="container"><div class="e-con-inner">${inner}</div></div>`;
};
const heading = (text: string, level = 2): string => widget('heading', `<h${level} class="elementor-heading-title elementor-size-default">${esc(text)}</h${level}>`);
const text = (html: string): string => widget('text-editor', html);

const yoast = (path: string, name: string): unknown => ({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', '@id': `${ORIGIN}${path}`, url: `${ORIGIN}${path}`, name: `${name} - Älvnäs folkhögskola`, isPartOf: { '@id': `${ORIGIN}/#website` }, inLanguage: 'sv-SE' },
    { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Älvnäs folkhögskola', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'sv-SE' },
    {
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Älvnäs folkhögskola',
      url: `${ORIGIN}/`,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2023/05/alvnas-logo.png`, width: 240, height: 72 },
      sameAs: ['https://www.facebook.com/alvnasfolkhogskola', 'https://www.instagram.com/alvnasfhsk/'],
    },
  ],
});

const theme: Theme = {
  host: HOST,
  siteName: 'Älvnäs folkhögskola',
  head: [
    '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
    '<!-- This site is optimized with the Yoast SEO plugin v24.5 - https://yoast.com/wordpress/plugins/seo/ -->',
    "<link rel='stylesheet' id='hello-elementor-css' href='/wp-content/themes/hello-elementor/style.min.css?ver=3.3.0' media='all' />",
    "<link rel='stylesheet' id='elementor-frontend-css' href='/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.27.6' media='all' />",
    "<link rel='stylesheet' id='elementor-post-6-css' href='/wp-content/uploads/elementor/css/post-6.css?ver=1740557012' media='all' />",
    "<link rel='stylesheet' id='cmplz-general-css' href='/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1739270815' media='all' />",
    '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>',
    '<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>',
    '<meta name="generator" content="WordPress 6.7.2">',
    '<meta name="generator" content="Elementor 3.27.6; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    '<link rel="icon" href="/wp-content/uploads/2023/05/cropped-alvnas-ikon-32x32.png" sizes="32x32">',
  ],
  header: (p) =>
    `<a class="skip-link screen-reader-text" href="#content">Hoppa till innehåll</a>` +
    `<header data-elementor-type="header" data-elementor-id="118" class="elementor elementor-118 elementor-location-header" data-elementor-post-type="elementor_library">` +
    container(
      widget(
        'theme-site-logo',
        `<a href="${ORIGIN}/"><img width="240" height="72" src="/wp-content/uploads/2023/05/alvnas-logo.png" srcset="/wp-content/uploads/2023/05/alvnas-logo.png 1x, /wp-content/uploads/2023/05/alvnas-logo@2x.png 2x" class="attachment-full size-full" alt="Älvnäs folkhögskola"></a>`,
      ) +
        widget(
          'nav-menu',
          `<nav aria-label="Meny" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-5b2e9c1" class="elementor-nav-menu">${MENU.map(([href, label, id]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${id}${href === p.path ? ' current-menu-item current_page_item' : ''}"><a href="${ORIGIN}${href}/" class="elementor-item${href === p.path ? ' elementor-item-active' : ''}">${esc(label)}</a></li>`).join('')}</ul></nav>`,
        ),
    ) +
    `</header>`,
  footer: () =>
    `<footer data-elementor-type="footer" data-elementor-id="124" class="elementor elementor-124 elementor-location-footer" data-elementor-post-type="elementor_library">` +
    container(
      text(`<p><strong>Älvnäs folkhögskola</strong><br>Skolvägen 14, 922 91 Älvnäs<br>Expedition: ${tel('0933-123 40')}<br>${mailto(`info@${HOST}`)}</p>`) +
        text(`<p>Huvudman: Föreningen Älvnäs folkhögskola<br>Org.nr 894200-1187</p><p><a href="${ORIGIN}/integritetspolicy/">Integritetspolicy</a> · <a href="${ORIGIN}/intranat/">Personalens intranät</a></p>`),
      ' elementor-footer',
    ) +
    `</footer>`,
  bodyEnd: [
    '<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Hantera samtycke</div></div>' +
      '<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Vi använder cookies för att optimera vår webbplats och vår tjänst.</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Acceptera</button><button class="cmplz-btn cmplz-deny">Neka</button><button class="cmplz-btn cmplz-view-preferences">Visa inställningar</button></div>' +
      `<div class="cmplz-links cmplz-documents"><ul><li><a href="${ORIGIN}/integritetspolicy/" class="cmplz-link privacy-statement">Integritetspolicy</a></li></ul></div></div></div>`,
    '<script id="cmplz-cookiebanner-js-extra">var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"","banner_version":"27","version":"7.3.0","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"eu","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"\\/wp-json\\/complianz\\/v1\\/","locale":"lang=sv&locale=sv_SE","set_cookies_on_root":"","cookie_domain":"","current_policy_id":"19","cookie_path":"\\/","categories":{"statistics":"statistik","marketing":"marknadsf\\u00f6ring"},"tcf_active":"","placeholdertext":"Klicka f\\u00f6r att godk\\u00e4nna {category}-cookies och aktivera detta inneh\\u00e5ll","css_file":"\\/wp-content\\/uploads\\/complianz\\/css\\/banner-{banner_id}-{type}.css?v=27","page_links":[],"tm_categories":"","forceEnableStats":"","preview":"","clean_cookies":"","aria_label":"Klicka f\\u00f6r att godk\\u00e4nna {category}-cookies och aktivera detta inneh\\u00e5ll"};</script>',
    '<script defer src="/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1739270815" id="cmplz-cookiebanner-js"></script>',
    '<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.27.6" id="elementor-frontend-js"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang' | 'jsonLd'> & { lang?: string; name?: string }): SandboxPage =>
  renderPage(theme, {
    ...spec,
    lang: spec.lang ?? 'sv-SE',
    jsonLd: [yoast(spec.path, spec.name ?? spec.title)],
    main: `<div data-elementor-type="wp-page" data-elementor-id="${40 + (elSeq % 37)}" class="elementor" data-elementor-post-type="page">${spec.main}</div>`,
  });

/** How the Email Address Encoder plugin writes a mailto link. */
const encodedMailto = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

type Member = { name: string; title: string; phone: string; local?: string; photo: string };
const STAFF: Member[] = [
  { name: 'Helena Öberg', title: 'Rektor', phone: '070-312 45 90', local: 'helena.oberg', photo: 'helena-oberg' },
  { name: 'Mattias Jonsson-Pekkari', title: 'Biträdande rektor, utbildningsledare för Allmän kurs', phone: '070-318 02 77', local: 'mattias.jonsson-pekkari', photo: 'mattias-jp' },
  { name: 'Sofia Lindgren', title: 'Kursledare Konsthantverk – textil, trä och metall', phone: '0933-123 52', local: 'sofia.lindgren', photo: 'sofia-lindgren' },
  { name: 'Amira Haddad', title: 'Studie- och yrkesvägledare (SYV)', phone: '0933-123 47', local: 'amira.haddad', photo: 'amira-haddad' },
  { name: 'Per-Erik Nilsson', title: 'Internatsansvarig och vaktmästare', phone: '070-355 61 08', local: 'per-erik.nilsson', photo: 'per-erik-nilsson' },
  { name: 'Karin Wallin', title: 'Ekonom, ansvarig för CSN-intyg och studiemedelsfrågor', phone: '0933-123 44', local: 'karin.wallin', photo: 'karin-wallin' },
  { name: 'Nils-Olof Burman', title: 'Kock och köksansvarig', phone: '0933-123 49', photo: 'nils-olof-burman' },
];

const staffCard = (m: Member): string =>
  widget(
    'image-box',
    `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="/wp-content/uploads/2024/08/${m.photo}-400x400.jpg" class="attachment-medium size-medium wp-image-${300 + m.photo.length}" alt="${esc(m.name)}"></figure>` +
      `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.name)}</h3><p class="elementor-image-box-description">${esc(m.title)}<br>${m.local ? `${encodedMailto(`${m.local}@${HOST}`)}<br>` : ''}${esc(m.phone)}</p></div></div>`,
  );

const ELIN_SCRIPT = `(function () { var n = 'elin.sjoberg'; var d = 'alvnasfhsk' + '.' + 'test'; var el = document.getElementById('kurator-epost'); el.innerHTML = '<a href="mailto:' + n + '@' + d + '">' + n + '@' + d + '</a>'; })();`;

const DUODJI_PATH = '/2024/11/distanskurs-i-duodji-med-traffar-i-jokkmokk';

export function alvnasFolkhogskola(): CrawlWorldSite {
  elSeq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Folkhögskola i Västerbottens inland',
    main:
      container(heading('Lär dig på riktigt – och bo mitt i älvdalen', 1) + text(`<p>Älvnäs folkhögskola har funnits sedan 1921. Vi erbjuder Allmän kurs på grundskole- och gymnasienivå, Musiklinjen med inriktning folkmusik, Konsthantverk och ett internationellt år i nordiskt hantverk. Cirka 140 deltagare, varav 60 bor på internatet.</p>`)) +
      container(text(`<p><a href="${ORIGIN}/kurser/">Se alla kurser</a> · <a href="${ORIGIN}/nyheter/">Senaste nytt</a> · <a href="${ORIGIN}/kontakt/">Hitta hit</a></p>`)),
  });

  pages['/kurser'] = page({
    path: '/kurser',
    title: 'Kurser',
    main: container(
      heading('Kurser läsåret 2025/26', 1) +
        text(
          `<ul><li><a href="${ORIGIN}/kurser/allman-kurs/">Allmän kurs</a> – behörighet till högskola och yrkeshögskola, 1–3 år</li><li><a href="${ORIGIN}/kurser/musiklinjen/">Musiklinjen</a> – folkmusik och ensemble, 1 år</li><li><a href="${ORIGIN}/kurser/konsthantverk/">Konsthantverk</a> – textil, trä och metall, 2 år</li><li><a href="${ORIGIN}/nordic-craft-year/">Nordic Craft Year</a> – in English, 1 year</li></ul><p>Sista ansökningsdag 15 april. Alla kurser är avgiftsfria och berättigar till studiemedel.</p>`,
        ),
    ),
  });

  pages['/kurser/allman-kurs'] = page({
    path: '/kurser/allman-kurs',
    title: 'Allmän kurs',
    main: container(heading('Allmän kurs', 1) + text(`<p>På Allmän kurs läser du ämnen på grundskole- och gymnasienivå i lugn takt och i små grupper. Efter godkända studier får du ett intyg om allmän behörighet och omdöme om studieförmåga.</p>`)),
  });

  pages['/kurser/konsthantverk'] = page({
    path: '/kurser/konsthantverk',
    title: 'Konsthantverk',
    main: container(heading('Konsthantverk – textil, trä och metall', 1) + text(`<p>Två år med verkstäder som är öppna dygnet runt: vävsal med tolv vävstolar, snickeri, smedja och ett litet gjuteri. Kursen avslutas med en utställning på Västerbottens museum.</p>`)),
  });

  pages['/kurser/musiklinjen'] = page({
    path: '/kurser/musiklinjen',
    title: 'Musiklinjen',
    main: container(
      heading('Musiklinjen – folkmusik', 1) +
        text(
          `<p>Ett år med låtar, ensemble, dans och turnéer i Norrland och Norge. Undervisningen sker mest på gehör, i små grupper och enskilt.</p>` +
            `<p>Jonas Stenmark började hos oss 2019 som lärare i fiol och ensemble och är sedan hösten 2023 linjeansvarig för folkmusikinriktningen. Frågor om antagning och provspelning besvarar han på ${mailto(`jonas.stenmark@${HOST}`)}.</p>`,
        ),
    ),
  });

  pages['/om-skolan'] = page({
    path: '/om-skolan',
    title: 'Om skolan',
    main: container(
      heading('Om skolan', 1) +
        text(`<p>Älvnäs folkhögskola startades 1921 av nykterhetsrörelsen och byarna längs älven. I dag drivs skolan av en ideell förening. Läs mer om <a href="${ORIGIN}/om-skolan/personal/">personalen</a> och om vårt internat.</p>`),
    ),
  });

  pages['/om-skolan/personal'] = page({
    path: '/om-skolan/personal',
    title: 'Personal',
    main: container(heading('Personal', 1) + text('<p>Vi är ett tjugotal anställda. Här hittar du skolledning, administration och internat. Lärarna hittar du under respektive kurs.</p>')) + container(STAFF.map(staffCard).join(''), ' staff-grid'),
  });

  pages['/elevhalsa'] = page({
    path: '/elevhalsa',
    title: 'Elevhälsa',
    main:
      container(heading('Elevhälsa', 1) + text('<p>Elevhälsan finns till för att du ska må bra och klara dina studier. Alla samtal är frivilliga och omfattas av tystnadsplikt.</p>')) +
      container(
        heading('Elin Sjöberg, skolkurator', 3) +
          text(`<p>Elin är socionom och har arbetat på Älvnäs sedan 2021. Hon finns på skolan måndag–onsdag och tar emot för samtal om allt från stress och sömn till relationer och ekonomi. Boka tid via e-post: <span id="kurator-epost">(aktivera JavaScript för att se adressen)</span></p>`) +
          widget('html', `<script>${ELIN_SCRIPT}</script>`),
      ) +
      container(text(`<p>Skolsköterska: Maria Kuoppa, på plats tisdagar och torsdagar, ${mailto(`maria.kuoppa@${HOST}`)}</p><p>Akuta ärenden: ring 112. Sjukvårdsrådgivning dygnet runt: 1177.</p>`)),
  });

  pages['/nyheter'] = page({
    path: '/nyheter',
    title: 'Nyheter',
    main: container(
      heading('Nyheter', 1) +
        widget(
          'posts',
          `<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic"><article class="elementor-post elementor-grid-item post-412 post type-post status-publish"><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="${ORIGIN}/2025/03/vardagsmusik-pa-biblioteket/">Vårkonsert på biblioteket</a></h3><div class="elementor-post__meta-data"><span class="elementor-post-date">12 mars, 2025</span></div></div></article>` +
            `<article class="elementor-post elementor-grid-item post-405 post type-post status-publish"><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="${ORIGIN}/2025/02/oppet-hus-5-april/">Öppet hus 5 april</a></h3><div class="elementor-post__meta-data"><span class="elementor-post-date">20 februari, 2025</span></div></div></article></div>`,
        ),
    ),
  });

  pages['/2025/03/vardagsmusik-pa-biblioteket'] = page({
    path: '/2025/03/vardagsmusik-pa-biblioteket',
    title: 'Vårkonsert på biblioteket',
    main: container(heading('Vårkonsert på biblioteket', 1) + text('<p>Torsdag 27 mars spelar Musiklinjen på Vindelns bibliotek kl. 18. Fri entré, fika till försäljning.</p>')),
  });

  pages['/2025/02/oppet-hus-5-april'] = page({
    path: '/2025/02/oppet-hus-5-april',
    title: 'Öppet hus 5 april',
    main: container(heading('Öppet hus 5 april', 1) + text('<p>Välkommen att besöka skolan, se verkstäderna och äta lunch med deltagarna. Vi hämtar vid bussen i Vindeln kl. 10.</p>')),
  });

  pages[DUODJI_PATH] = page({
    path: DUODJI_PATH,
    title: 'Distanskurs i duodji med träffar i Jokkmokk',
    main: container(
      heading('Distanskurs i duodji med träffar i Jokkmokk', 1) +
        text(
          `<p class="post-date">14 november, 2024</p><p>Till våren startar vi en distanskurs på halvfart i duodji – samiskt hantverk i horn, trä, skinn och textil – med tre fysiska träffar i Jokkmokk under vintermarknaden och i maj.</p>` +
            `<p>Kursen leds av Máret Sárá Gaup, slöjdlärare med inriktning mot duodji, som nås på ${mailto(`maret.gaup@${HOST}`)} för frågor om kursens innehåll och material.</p><p>Ansökan görs via Schoolsoft senast 15 januari.</p>`,
        ),
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main:
      container(
        heading('Kontakt', 1) +
          text(
            `<p>Expeditionen är öppen vardagar 8–16 (lunchstängt 12–13).</p><p>Allmänna frågor: ${mailto(`info@${HOST}`)}, ${tel('0933-123 40')}<br>Ansökan och antagning: ${mailto(`antagning@${HOST}`)}</p><p>Skolvägen 14, 922 91 Älvnäs. Buss 630 från Umeå, hållplats Älvnäs skola.</p>`,
          ),
      ) +
      container(
        widget(
          'shortcode',
          `<div class="wpcf7 no-js" id="wpcf7-f214-p63-o1" lang="sv-SE" dir="ltr"><form action="/kontakt/#wpcf7-f214-p63-o1" method="post" class="wpcf7-form init" novalidate="novalidate"><p><label> Ditt namn<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" type="text" name="your-name"></span></label></p>` +
            `<p><label> Din e-postadress<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" placeholder="namn@exempel.se" type="email" name="your-email"></span></label></p>` +
            `<p><label> Meddelande<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Skicka"></p></form></div>`,
        ),
      ),
  });

  pages['/nordic-craft-year'] = page({
    path: '/nordic-craft-year',
    title: 'Nordic Craft Year',
    lang: 'en-GB',
    main: container(
      heading('Nordic Craft Year – one year of making in northern Sweden', 1) +
        text(
          `<p>A full-time, one-year course taught in English for makers aged 18 and over from anywhere in the world: wood, textiles, metal and Sámi duodji, with study trips to Norway and Finland. No tuition fees; students pay for food, materials and accommodation.</p>` +
            `<p>International coordinator: Lotta Bergqvist, ${mailto(`lotta.bergqvist@${HOST}`)}</p>` +
            `<p>Questions about the workshops and the portfolio you send with your application: Sofia Lindgren, Course Leader, Crafts (textiles, wood and metal), ${mailto(`sofia.lindgren@${HOST}`)}</p>` +
            `<p>Students live in the school's residence or in flats rented from Älvnäs Bostäder AB (uthyrning@alvnasbostader.test).</p>`,
        ),
    ),
  });

  pages['/integritetspolicy'] = page({
    path: '/integritetspolicy',
    title: 'Integritetspolicy',
    main: container(heading('Integritetspolicy', 1) + text('<p>Föreningen Älvnäs folkhögskola är personuppgiftsansvarig för de uppgifter du lämnar i ansökan och under studietiden. Uppgifterna sparas i Schoolsoft och i vårt ekonomisystem.</p>')),
  });

  pages['/intranat'] = page({
    path: '/intranat',
    title: 'Intranät',
    main: container(heading('Intranät för personal', 1) + text(`<p>Logga in med ditt skolkonto. Fungerar det inte? Mejla it-support@${HOST} eller ring vaktmästeriet.</p>`)),
  });

  const pagePaths = ['/', '/kurser', '/kurser/allman-kurs', '/kurser/musiklinjen', '/kurser/konsthantverk', '/om-skolan', '/om-skolan/personal', '/elevhalsa', '/nyheter', '/kontakt', '/nordic-craft-year', '/integritetspolicy'];
  pages['/sitemap_index.xml'] = xmlPage(
    `<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="//${HOST}/wp-content/plugins/wordpress-seo/css/main-sitemap.xsl"?>\n` +
      sitemapIndex(HOST, ['/post-sitemap.xml', '/page-sitemap.xml'], '2025-03-12T09:41:07+00:00').replace(/^<\?xml[^>]*\?>\n/, ''),
  );
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, pagePaths.map((p) => (p === '/' ? p : `${p}/`)), '2025-03-03T12:10:44+00:00'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, [`${DUODJI_PATH}/`, '/2025/02/oppet-hus-5-april/', '/2025/03/vardagsmusik-pa-biblioteket/'], '2025-03-12T09:41:07+00:00'));

  const ln: CaseKind = 'link-non-english';
  const ELIN_TEXT = ELIN_SCRIPT;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /intranat\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"`, 'X-Powered-By': 'PHP/8.2.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-101',
      languages: ['sv', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `antagning@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', ln] },
        ...STAFF.filter((m) => m.local).map((m) =>
          m.local === 'sofia.lindgren'
            ? {
                address: `${m.local}@${HOST}`,
                name: m.name,
                title: m.title,
                titleAlternatives: ['Course Leader, Crafts (textiles, wood and metal)', 'Kursledare Konsthantverk', 'Course Leader'],
                pages: ['/om-skolan/personal', '/nordic-craft-year'],
                cases: ['card', 'entities', 'name-title-line', 'plain', ln, 'link-english-unlisted'] as CaseKind[],
              }
            : { address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/om-skolan/personal'], cases: ['card', 'entities', ln] as CaseKind[] },
        ),
        {
          address: `jonas.stenmark@${HOST}`,
          name: 'Jonas Stenmark',
          title: 'linjeansvarig för folkmusikinriktningen',
          titleAlternatives: ['linjeansvarig', 'lärare i fiol och ensemble'],
          pages: ['/kurser/musiklinjen'],
          cases: ['prose', 'plain', ln],
        },
        { address: `elin.sjoberg@${HOST}`, name: 'Elin Sjöberg', title: 'skolkurator', pages: ['/elevhalsa'], encoded: { kind: 'script', text: ELIN_TEXT }, cases: ['prose', 'script-concat', ln] },
        { address: `maria.kuoppa@${HOST}`, name: 'Maria Kuoppa', title: 'Skolsköterska', pages: ['/elevhalsa'], cases: ['title-name-line', 'plain', ln] },
        { address: `lotta.bergqvist@${HOST}`, name: 'Lotta Bergqvist', title: 'International coordinator', pages: ['/nordic-craft-year'], cases: ['title-name-line', 'plain', 'link-english-unlisted'] },
        {
          address: `maret.gaup@${HOST}`,
          name: 'Máret Sárá Gaup',
          title: 'slöjdlärare med inriktning mot duodji',
          titleAlternatives: ['slöjdlärare'],
          pages: [DUODJI_PATH],
          cases: ['prose', 'plain', 'sitemap-index', 'sitemap-robots'],
        },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranat'],
      nonAddresses: [
        { text: `it-support@${HOST}`, kind: 'disallowed' },
        { text: 'alvnas-logo@2x.png', kind: 'retina' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
        { text: 'uthyrning@alvnasbostader.test', kind: 'other-company' },
      ],
    },
  };
}
