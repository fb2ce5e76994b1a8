/**
 * Il Mandorlo: a type-B social co-operative in Galatina (Salento) that employs disadvantaged
 * workers in grounds maintenance, an industrial laundry and an olive mill, on WordPress with
 * the Divi theme and Yoast, in Italian, where the Email Address Encoder plugin writes every
 * linked address as character references. The staff as Divi team-member modules with Italian
 * honorifics (Dott.ssa, Geom., Dott.); the agronomist in a harvest post two links deep; the
 * administrative office as "Ufficio – Rag. Name:" with its address built by
 * String.fromCharCode in a Divi code module; the laundry's mailbox next to its manager's name.
 * The certified-mail (PEC) address is the provider's, Leaflet's version sits in a script URL,
 * and the members' area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'coopilmandorlo.test';
const ORIGIN = `http://${HOST}`;

/** A mailto link as the Email Address Encoder plugin writes it: href and text as character references. */
const encoded = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/chi-siamo', 'Chi siamo'],
  ['/chi-siamo/il-nostro-staff', 'Il nostro staff'],
  ['/servizi/manutenzione-del-verde', 'Manutenzione del verde'],
  ['/servizi/lavanderia', 'Lavanderia'],
  ['/notizie', 'Notizie'],
  ['/contatti', 'Contatti'],
];

const YOAST_GRAPH = (path: string, name: string) => ({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', '@id': `${ORIGIN}${path}`, url: `${ORIGIN}${path}`, name, isPartOf: { '@id': `${ORIGIN}/#website` }, inLanguage: 'it-IT' },
    { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Il Mandorlo', publisher: { '@id': `${ORIGIN}/#organization` }, inLanguage: 'it-IT' },
    {
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Il Mandorlo Società Cooperativa Sociale',
      url: `${ORIGIN}/`,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2022/03/logo-mandorlo.png`, width: 600, height: 184 },
      sameAs: ['https://www.facebook.com/coopilmandorlo', 'https://www.instagram.com/coopilmandorlo'],
    },
  ],
});

const theme: Theme = {
  host: HOST,
  siteName: 'Il Mandorlo',
  head: [
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">`,
    `<link rel="stylesheet" id="et-builder-googlefonts-cached-css" href="https://fonts.googleapis.com/css?family=Nunito:300,regular,700&amp;subset=latin&amp;display=swap" type="text/css" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2022/03/cropped-favicon-mandorlo-32x32.png" sizes="32x32">`,
  ],
  header: (spec) =>
    `<div id="page-container"><header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container">` +
    `<div class="logo_container"><span class="logo_helper"></span><a href="${ORIGIN}/"><img src="${ORIGIN}/wp-content/uploads/2022/03/logo-mandorlo.png" width="300" height="92" alt="Il Mandorlo Cooperativa Sociale" id="logo" data-height-percentage="54"></a></div>` +
    `<div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">` +
    MENU.map(
      ([href, label], i) =>
        `<li id="menu-item-${24 + i * 3}" class="menu-item menu-item-type-post_type menu-item-object-page${href === spec.path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${24 + i * 3}"><a href="${ORIGIN}${href === '/' ? '/' : `${href}/`}"${href === spec.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`,
    ).join('') +
    `</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Seleziona una pagina</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header>` +
    `<div id="et-main-area">`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Il Mandorlo Soc. Coop. Sociale</h4><div class="textwidget"><p>Via Soleto 118 – 73013 Galatina (LE)<br>C.F. e P.IVA 03917250759 · Albo Società Cooperative n. A118934<br>Tel. ${tel('0836 561 204')}<br>E-mail: ${encoded(`info@${HOST}`)}<br>PEC: coopilmandorlo@pec.legalmail.test</p></div></div></div>` +
    `<div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="${ORIGIN}/privacy-policy/">Privacy policy</a></li><li class="menu-item"><a href="${ORIGIN}/area-soci/">Area soci</a></li></ul></div></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/coopilmandorlo" class="icon"><span>Facebook</span></a></li></ul><div id="footer-info">© 2025 Il Mandorlo – Società Cooperativa Sociale ONLUS</div></div></div></footer></div></div>`,
  privacyPath: { it: `${ORIGIN}/privacy-policy/` },
  bodyEnd: [
    `<script type="text/javascript" src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script type="text/javascript" id="divi-custom-script-js-extra">\n/* <![CDATA[ */\nvar DIVI = {"item_count":"%d Item","items_count":"%d Items"};\nvar et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};\n/* ]]> */\n</script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-IT' });

let mod = 0;
/** A Divi section with one full-width row and the given modules. */
const section = (modules: string, cls = ''): string => {
  const n = mod++;
  return `<div class="et_pb_section et_pb_section_${n} et_section_regular${cls ? ` ${cls}` : ''}"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et_pb_css_mix_blend_mode_passthrough et-last-child">${modules}</div></div></div>`;
};
const text = (html: string): string => `<div class="et_pb_module et_pb_text et_pb_text_${mod++} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;
const layout = (path: string, inner: string): string =>
  `<div id="main-content"><article id="post-${100 + path.length}" class="post-${100 + path.length} page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">${inner}</div></div></div></article></div>`;

type Member = { shown: string; name: string; title: string; local: string; bio: string; honorific: boolean };
const STAFF: Member[] = [
  {
    shown: 'Dott.ssa Addolorata Greco',
    name: 'Addolorata Greco',
    title: 'Presidente e legale rappresentante',
    local: 'a.greco',
    bio: 'Assistente sociale, ha fondato la cooperativa nel 2003 con un gruppo di genitori e operatori del Centro di salute mentale di Galatina.',
    honorific: true,
  },
  {
    shown: 'Geom. Cosimo Dell’Anna',
    name: 'Cosimo Dell’Anna',
    title: 'Responsabile settore manutenzione del verde pubblico e privato',
    local: 'c.dellanna',
    bio: 'Coordina le quattro squadre del verde e i contratti con i Comuni di Galatina, Soleto e Sogliano Cavour.',
    honorific: true,
  },
  {
    shown: 'Dott. Fabrizio De Santis',
    name: 'Fabrizio De Santis',
    title: 'Coordinatore dei servizi di inserimento lavorativo (L. 381/91)',
    local: 'f.desantis',
    bio: 'Educatore professionale socio-pedagogico, segue i percorsi di tirocinio e i rapporti con i servizi sociali e il Centro per l’impiego.',
    honorific: true,
  },
  {
    shown: 'Maria Grazia Lupo',
    name: 'Maria Grazia Lupo',
    title: 'Responsabile lavanderia industriale e sanificazione',
    local: 'm.lupo',
    bio: 'Dal 2011 guida la lavanderia che serve tre RSA e due strutture ricettive della zona.',
    honorific: false,
  },
  {
    shown: 'Giorgia Martella',
    name: 'Giorgia Martella',
    title: 'Progettazione e bandi (fundraising, Servizio Civile Universale)',
    local: 'g.martella',
    bio: 'Scrive i progetti per fondazioni e bandi regionali e accoglie i volontari del Servizio Civile.',
    honorific: false,
  },
];

const teamMember = (m: Member, i: number): string => {
  const addr = `${m.local}@${HOST}`;
  return (
    `<div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light">` +
    `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="400" src="${ORIGIN}/wp-content/uploads/2023/05/staff-${m.local.replace('.', '-')}.jpg" alt="${esc(m.name)}" class="wp-image-${311 + i}"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(m.shown)}</h4><p class="et_pb_member_position">${esc(m.title)}</p>` +
    `<div><p>${esc(m.bio)}</p><p>${encoded(addr)}</p></div></div></div>`
  );
};

const QUARTA = `a.quarta@${HOST}`;
const QUARTA_SCRIPT = `<script>document.write('<a href="mailto:' + String.fromCharCode(${charCodes(QUARTA)}) + '">' + String.fromCharCode(${charCodes(QUARTA)}) + '</a>');</script>`;

export function ilMandorlo(): CrawlWorldSite {
  mod = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Lavoro che include',
    jsonLd: [YOAST_GRAPH('/', 'Il Mandorlo – Lavoro che include')],
    main: layout(
      '/',
      section(
        text(
          `<h1>Lavoro che include</h1><p>Dal 2003 Il Mandorlo crea lavoro vero per persone svantaggiate: oggi 41 soci lavoratori, di cui 19 con percorsi di inserimento, nella manutenzione del verde, nella lavanderia industriale e nel frantoio sociale di contrada Collemeto.</p>` +
            `<p><a href="${ORIGIN}/chi-siamo/">Scopri chi siamo</a> · <a href="${ORIGIN}/notizie/">Le ultime notizie</a></p>`,
        ),
        'et_pb_with_background',
      ),
    ),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    jsonLd: [YOAST_GRAPH('/chi-siamo/', 'Chi siamo – Il Mandorlo')],
    main: layout(
      '/chi-siamo',
      section(
        text(
          `<h1>Chi siamo</h1><p>Il Mandorlo è una cooperativa sociale di tipo B ai sensi della Legge 381/1991: almeno il 30% dei lavoratori sono persone svantaggiate. Aderiamo a Confcooperative Lecce e al consorzio Sale della Terra.</p>` +
            `<p>Il consiglio di amministrazione è composto da cinque soci; l’assemblea approva ogni anno il bilancio sociale. <a href="${ORIGIN}/chi-siamo/il-nostro-staff/">Conosci il nostro staff</a>.</p>`,
        ),
      ),
    ),
  });

  pages['/chi-siamo/il-nostro-staff'] = page({
    path: '/chi-siamo/il-nostro-staff',
    title: 'Il nostro staff',
    main: layout(
      '/chi-siamo/il-nostro-staff',
      section(text(`<h1>Il nostro staff</h1><p>Le persone che coordinano i settori e gli uffici della cooperativa.</p>`)) + section(STAFF.map(teamMember).join('')),
    ),
  });

  pages['/servizi/manutenzione-del-verde'] = page({
    path: '/servizi/manutenzione-del-verde',
    title: 'Manutenzione del verde',
    main: layout(
      '/servizi/manutenzione-del-verde',
      section(text(`<h1>Manutenzione del verde</h1><p>Sfalci, potature, cura di parchi e aree scolastiche, manutenzione di uliveti colpiti da Xylella e reimpianti con varietà resistenti. Lavoriamo per enti pubblici (affidamenti ai sensi dell’art. 5 L. 381/91) e privati.</p>`)),
    ),
  });

  pages['/servizi/lavanderia'] = page({
    path: '/servizi/lavanderia',
    title: 'Lavanderia',
    main: layout(
      '/servizi/lavanderia',
      section(
        text(
          `<h1>Lavanderia industriale</h1><p>Lavaggio, stiratura e sanificazione di biancheria piana, divise e materassi per RSA, B&amp;B e ristoranti, con ritiro e consegna a domicilio in tutta la provincia.</p>` +
            `<p>Il servizio è coordinato da Maria Grazia Lupo.</p><p>Ritiri, consegne e preventivi: ${encoded(`lavanderia@${HOST}`)} · ${tel('0836 561 207')}</p>`,
        ),
      ),
    ),
  });

  pages['/notizie'] = page({
    path: '/notizie',
    title: 'Notizie',
    main: layout(
      '/notizie',
      section(
        `<div class="et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container"><div class="et_pb_salvattore_content" data-columns>` +
          `<article id="post-512" class="et_pb_post clearfix et_pb_blog_item_0_0 post-512 post type-post status-publish format-standard has-post-thumbnail hentry category-agricoltura-sociale"><h2 class="entry-title"><a href="${ORIGIN}/2024/11/18/raccolta-delle-olive-2024/">Raccolta delle olive 2024: il primo anno di Terre di Confine</a></h2><p class="post-meta"><span class="published">Nov 18, 2024</span></p><div class="post-content"><div class="post-content-inner"><p>Tre ettari di uliveto confiscato tornano a produrre…</p></div></div></article>` +
          `</div></div></div></div>`,
      ),
    ),
  });

  pages['/2024/11/18/raccolta-delle-olive-2024'] = page({
    path: '/2024/11/18/raccolta-delle-olive-2024',
    title: 'Raccolta delle olive 2024: il primo anno di Terre di Confine',
    main:
      `<div id="main-content"><div class="container"><div id="content-area" class="clearfix"><div id="left-area"><article id="post-512" class="et_pb_post post-512 post type-post status-publish format-standard hentry category-agricoltura-sociale">` +
      `<div class="et_post_meta_wrapper"><h1 class="entry-title">Raccolta delle olive 2024: il primo anno di Terre di Confine</h1><p class="post-meta"> di <span class="author vcard"><a href="${ORIGIN}/author/redazione/" title="Articoli scritti da Redazione" rel="author">Redazione</a></span> | <span class="published">Nov 18, 2024</span></p></div>` +
      `<div class="entry-content"><p>Quest’anno, per la prima volta, i tre ettari di uliveto confiscato in contrada Collemeto hanno dato frutto dopo il reimpianto con Leccino e Favolosa. Alla raccolta hanno partecipato otto tirocinanti e quindici volontari.</p>` +
        `<p>Il progetto Terre di Confine è coordinato dalla dott.ssa Serena Pascali, agronoma e responsabile dell’agricoltura sociale della cooperativa: aziende agricole e scuole che vogliono collaborare possono scriverle all’indirizzo ${encoded(`s.pascali@${HOST}`)}.</p>` +
        `<p>L’olio nuovo è in vendita presso la nostra sede dal 25 novembre.</p></div></article></div></div></div></div>`,
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    head: [`<link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" crossorigin="">`],
    main: layout(
      '/contatti',
      section(
        text(
          `<h1>Contatti</h1><p><strong>Sede legale e operativa</strong><br>Via Soleto 118 – 73013 Galatina (LE)<br>Tel. ${tel('0836 561 204')}</p>` +
            `<p>Informazioni generali: ${encoded(`info@${HOST}`)}</p>`,
        ) +
          `<div class="et_pb_module et_pb_code et_pb_code_0"><div class="et_pb_code_inner"><p>Ufficio amministrativo e paghe – Rag. Antonella Quarta: ${QUARTA_SCRIPT}</p></div></div>` +
          `<div class="et_pb_module et_pb_code et_pb_code_1"><div class="et_pb_code_inner"><div id="mappa-sede" style="height:320px"></div><script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" crossorigin=""></script><script>var m = L.map('mappa-sede').setView([40.1741, 18.1702], 15); L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {maxZoom: 19}).addTo(m); L.marker([40.1741, 18.1702]).addTo(m);</script></div></div>`,
      ),
    ),
  });

  pages['/privacy-policy'] = page({
    path: '/privacy-policy',
    title: 'Privacy policy',
    main: layout('/privacy-policy', section(text(`<h1>Privacy policy</h1><p>Titolare del trattamento è Il Mandorlo Società Cooperativa Sociale, con sede in Galatina. I dati sono trattati ai sensi del Regolamento (UE) 2016/679.</p>`))),
  });

  pages['/area-soci'] = page({
    path: '/area-soci',
    title: 'Area soci',
    main: layout('/area-soci', section(text(`<h1>Area soci</h1><p>Verbali delle assemblee, regolamento interno e buste paga. Per le credenziali: soci@${HOST}</p>`))),
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2024-11-18'));
  pages['/page-sitemap.xml'] = xmlPage(
    urlset(HOST, ['/', '/chi-siamo/', '/chi-siamo/il-nostro-staff/', '/servizi/manutenzione-del-verde/', '/servizi/lavanderia/', '/notizie/', '/contatti/', '/privacy-policy/'], '2024-11-18'),
  );
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2024/11/18/raccolta-delle-olive-2024/'], '2024-11-18'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-soci\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-102',
      languages: ['it'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contatti', '/'], cases: ['role', 'entities'] },
        { address: `lavanderia@${HOST}`, name: null, title: null, pages: ['/servizi/lavanderia'], cases: ['neighbour', 'role', 'entities', 'link-non-english'] },
        ...STAFF.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/chi-siamo/il-nostro-staff'],
          cases: ['card', 'entities', 'link-non-english', ...(m.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        {
          address: `s.pascali@${HOST}`,
          name: 'Serena Pascali',
          title: 'agronoma e responsabile dell’agricoltura sociale',
          pages: ['/2024/11/18/raccolta-delle-olive-2024'],
          cases: ['prose', 'honorific', 'deep-page', 'entities', 'link-non-english'],
        },
        {
          address: QUARTA,
          name: 'Antonella Quarta',
          title: 'Ufficio amministrativo e paghe',
          pages: ['/contatti'],
          encoded: { kind: 'charcodes', text: charCodes(QUARTA) },
          cases: ['title-name-line', 'honorific', 'script-charcode', 'link-non-english'],
        },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-soci'],
      nonAddresses: [
        { text: `soci@${HOST}`, kind: 'disallowed' },
        { text: 'coopilmandorlo@pec.legalmail.test', kind: 'other-company' },
        { text: 'leaflet@1.9.4', kind: 'package' },
      ],
    },
  };
}
