/**
 * Van Dijk & De Boer Makelaars: an NVM estate agency in Utrecht, on WordPress with the Divi
 * theme, Yoast SEO (robots.txt names its sitemap_index.xml, with page and vacancy child sitemaps)
 * and the "Email Address Encoder" plugin, which turns every address in the content into
 * character references. "Ons team" holds Divi team-member modules (the owners as "RMT" and
 * "NVM-makelaar", a lawyer as "mr."); a listing page carries the agent in schema.org microdata
 * from the listings plugin; "Aankopen" writes the buying agent's address with
 * String.fromCharCode; the sales page puts the media mailbox next to the photographer's name.
 * A vacancy no longer linked from the site is listed only in the vacancy sitemap. The client
 * portal (disallowed) and the notary's address are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'vandijkdeboer.test';
const ORIGIN = `http://${HOST}`;

/** What the Email Address Encoder plugin makes of a mailto link. */
const encMail = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/aanbod', 'Woningaanbod'],
  ['/verkopen', 'Verkopen'],
  ['/aankopen', 'Aankopen'],
  ['/ons-team', 'Ons team'],
  ['/contact', 'Contact'],
];

let mod = 0;
const textModule = (html: string): string => `<div class="et_pb_module et_pb_text et_pb_text_${mod++}  et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;
const divSection = (html: string): string =>
  `<div class="et_pb_section et_pb_section_${mod} et_section_regular"><div class="et_pb_row et_pb_row_${mod}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${mod}  et_pb_css_mix_blend_mode_passthrough et-last-child">${html}</div></div></div>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Van Dijk & De Boer Makelaars',
  head: [
    '<meta name="generator" content="WordPress 6.7.1">',
    '<meta name="generator" content="Divi v.4.27.4">',
    '<!-- This site is optimized with the Yoast SEO plugin v24.1 - https://yoast.com/wordpress/plugins/seo/ -->',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.27.4" type="text/css" media="all">`,
    `<link rel="stylesheet" id="vdb-child-css" href="${ORIGIN}/wp-content/themes/vdb-child/style.css?ver=1.3.0" type="text/css" media="all">`,
    `<script type="text/javascript" src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
  ],
  header: (p) =>
    `<div id="page-container"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="${ORIGIN}/wp-content/uploads/2023/02/vdb-logo.svg" width="210" height="64" alt="Van Dijk &amp; De Boer Makelaars" id="logo" data-height-percentage="54"></a></div>` +
    `<div id="et-top-navigation" data-height="80" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU.map(([h, l], i) => `<li id="menu-item-${41 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${h === p.path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${41 + i}"><a href="${h === '/' ? '/' : `${h}/`}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Selecteer een pagina</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header>` +
    `<div id="et-main-area"><div id="main-content"><article id="post-${12 + mod}" class="post-${12 + mod} page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">`,
  footer: () =>
    `</div></div></div></article></div><footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Van Dijk &amp; De Boer Makelaars</h4><div class="textwidget"><p>Biltstraat 88<br>3572 BJ Utrecht<br>${tel('030 231 74 50')}<br>${encMail(`info@${HOST}`)}</p></div></div></div>` +
    `<div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><div class="textwidget"><p><img src="${ORIGIN}/wp-content/uploads/2023/02/nvm-logo.png" alt="NVM" width="90" height="40"> <img src="${ORIGIN}/wp-content/uploads/2023/02/vastgoedcert.png" alt="VastgoedCert" width="110" height="40"></p><p><a href="/privacyverklaring/">Privacyverklaring</a> · <a href="/mijn-dossier/">Mijn dossier</a></p></div></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2025 Van Dijk &amp; De Boer Makelaars · KvK 30219876</div></div></div></footer></div></div>`,
  privacyPath: { nl: '/privacyverklaring' },
  bodyEnd: [
    `<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false}};</script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" id="divi-custom-script-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-NL' });

type Member = { shown: string; name: string; title: string; local: string | null; photo: string; honorific?: boolean; postNominal?: boolean };
const TEAM: Member[] = [
  { shown: 'Pieter van Dijk RMT', name: 'Pieter van Dijk', title: 'Eigenaar / register makelaar-taxateur', local: 'pieter', photo: 'pieter-van-dijk', postNominal: true },
  { shown: 'Sanne de Boer', name: 'Sanne de Boer', title: 'Eigenaar / NVM-makelaar', local: 'sanne', photo: 'sanne-de-boer' },
  { shown: 'Joost Verhoeven', name: 'Joost Verhoeven', title: 'NVM-aankoopmakelaar', local: null, photo: 'joost-verhoeven' },
  { shown: 'Lotte Jansen', name: 'Lotte Jansen', title: 'Kandidaat-makelaar', local: 'lotte', photo: 'lotte-jansen' },
  { shown: 'Femke Bakker', name: 'Femke Bakker', title: 'Binnendienst & bezichtigingen', local: 'femke', photo: 'femke-bakker' },
  { shown: 'mr. Anouk Hendriks', name: 'Anouk Hendriks', title: 'Juridisch medewerker', local: 'anouk', photo: 'anouk-hendriks', honorific: true },
];

const teamModule = (m: Member, i: number): string =>
  `<div class="et_pb_column et_pb_column_1_3 et_pb_column_${10 + i}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${ORIGIN}/wp-content/uploads/2024/01/${m.photo}-400x400.jpg" alt="${esc(m.name)}" class="wp-image-${300 + i}"></div>` +
  `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(m.shown)}</h4><p class="et_pb_member_position">${esc(m.title)}</p><div>${m.local ? `<p>${encMail(`${m.local}@${HOST}`)}</p>` : `<p>Bel Joost: ${tel('030 231 74 53')}</p>`}</div></div></div></div>`;

const JOOST = `joost@${HOST}`;
const JOOST_SCRIPT = `var a=String.fromCharCode(${charCodes(JOOST)});document.write('<a href="mailto:'+a+'">'+a+'</a>');`;

export function vanDijkDeBoerMakelaars(): CrawlWorldSite {
  mod = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'NVM makelaar in Utrecht',
    description: 'Verkopen, aankopen of taxeren in Utrecht en omstreken? Van Dijk & De Boer Makelaars, NVM-lid sinds 2006.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Van Dijk & De Boer Makelaars', inLanguage: 'nl-NL' },
          { '@type': 'RealEstateAgent', '@id': `${ORIGIN}/#organization`, name: 'Van Dijk & De Boer Makelaars', url: `${ORIGIN}/`, telephone: '+31 30 231 74 50', address: { '@type': 'PostalAddress', streetAddress: 'Biltstraat 88', postalCode: '3572 BJ', addressLocality: 'Utrecht', addressCountry: 'NL' } },
        ],
      },
    ],
    main: divSection(
      textModule(`<h1>Uw makelaar in Utrecht</h1><p>Al bijna twintig jaar verkopen, kopen en taxeren wij woningen in Utrecht, De Bilt, Zeist en Nieuwegein. Persoonlijk, eerlijk en met kennis van elke wijk.</p><p><a href="/verkopen/">Gratis waardebepaling</a> · <a href="/aanbod/">Bekijk ons aanbod</a></p>`),
    ),
  });

  pages['/aanbod'] = page({
    path: '/aanbod',
    title: 'Woningaanbod',
    main: divSection(
      textModule(
        `<h1>Woningaanbod</h1><div class="rw-object-list"><div class="rw-object"><a href="/aanbod/oudegracht-142-utrecht/"><img src="${ORIGIN}/wp-content/uploads/realworks/oudegracht-142-1.jpg" alt="Oudegracht 142"><h3>Oudegracht 142, Utrecht</h3><p>Vraagprijs € 695.000 k.k. · 112 m² · 4 kamers</p></a></div><div class="rw-object"><h3>Zonstraat 31, Utrecht</h3><p>Verkocht onder voorbehoud</p></div></div>`,
      ),
    ),
  });

  pages['/aanbod/oudegracht-142-utrecht'] = page({
    path: '/aanbod/oudegracht-142-utrecht',
    title: 'Oudegracht 142, Utrecht',
    main: divSection(
      textModule(`<h1>Oudegracht 142, Utrecht</h1><p>Karakteristiek grachtenpand met werfkelder, verdeeld over drie woonlagen. Bouwjaar 1890, energielabel C, eigen grond.</p>`) +
        `<div class="rw-contact" itemscope itemtype="https://schema.org/Person"><h4>Uw contactpersoon voor deze woning</h4><img src="${ORIGIN}/wp-content/uploads/2024/01/sanne-de-boer-150x150.jpg" alt="Sanne de Boer"><p><span itemprop="name">Sanne de Boer</span><br><span itemprop="jobTitle">Eigenaar / NVM-makelaar</span><br><a itemprop="telephone" href="tel:+31302317451">030 231 74 51</a><br><a itemprop="email" href="mailto:sanne@${HOST}">sanne@${HOST}</a></p><p><a class="et_pb_button" href="/contact/">Plan een bezichtiging</a></p></div>`,
    ),
  });

  pages['/verkopen'] = page({
    path: '/verkopen',
    title: 'Verkopen',
    main: divSection(
      textModule(
        `<h1>Uw woning verkopen</h1><p>Wij beginnen altijd met een vrijblijvende waardebepaling bij u thuis. Daarna maken we samen een verkoopplan: vraagprijs, presentatie, bezichtigingen en onderhandelingen.</p>` +
          `<p>Alle woningen worden gefotografeerd door Ruben Smit van Smit Beeld. Heeft u vragen over de fotografie, plattegronden of de 360°-tour, mail dan naar ${encMail(`media@${HOST}`)}.</p>` +
          `<p>Voor de overdracht werken wij meestal samen met Notariskantoor Vlietstra in Zeist (kantoor@vlietstranotarissen.test).</p>`,
      ),
    ),
  });

  pages['/aankopen'] = page({
    path: '/aankopen',
    title: 'Aankopen',
    main: divSection(
      textModule(
        `<h1>Aankoopmakelaar in Utrecht</h1><p>Op de Utrechtse woningmarkt is een goed bod het verschil tussen een huis en een teleurstelling. Wij zoeken mee, bezichtigen mee, laten een bouwkundige keuring uitvoeren en onderhandelen voor u.</p>` +
          `<p>Wilt u een aankoopmakelaar inschakelen? Neem contact op met Joost Verhoeven, onze NVM-aankoopmakelaar: <script type="text/javascript">${JOOST_SCRIPT}</script><noscript>(e-mailadres zichtbaar met JavaScript)</noscript> of ${tel('030 231 74 53')}.</p>`,
      ),
    ),
  });

  pages['/ons-team'] = page({
    path: '/ons-team',
    title: 'Ons team',
    main:
      divSection(textModule(`<h1>Ons team</h1><p>Zes mensen, één kantoor aan de Biltstraat. U krijgt bij ons altijd één vaste makelaar, van de eerste bezichtiging tot de sleuteloverdracht.</p>`)) +
      `<div class="et_pb_section et_section_regular"><div class="et_pb_row et_pb_row_team">${TEAM.map(teamModule).join('')}</div></div>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: divSection(
      textModule(`<h1>Contact</h1><p>Biltstraat 88, 3572 BJ Utrecht<br>Telefoon ${tel('030 231 74 50')}<br>E-mail ${encMail(`info@${HOST}`)}</p><p>Ons kantoor is geopend van maandag t/m vrijdag van 9.00 tot 17.30 uur; op zaterdag op afspraak.</p>`) +
        `<div class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0"><form class="et_pb_contact_form clearfix" method="post" action="/contact/"><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Naam"></p><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="E-mailadres"></p><p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" placeholder="Bericht"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Verstuur</button></form></div>`,
    ),
  });

  pages['/privacyverklaring'] = page({
    path: '/privacyverklaring',
    title: 'Privacyverklaring',
    main: divSection(textModule(`<h1>Privacyverklaring</h1><p>Van Dijk &amp; De Boer Makelaars verwerkt persoonsgegevens uitsluitend voor de uitvoering van de opdracht en wettelijke verplichtingen (Wwft). Vragen of een inzageverzoek kunt u sturen naar ${encMail(`info@${HOST}`)}.</p>`)),
  });

  pages['/vacatures/kandidaat-makelaar'] = page({
    path: '/vacatures/kandidaat-makelaar',
    title: 'Vacature: kandidaat-makelaar (32–40 uur)',
    main: divSection(
      textModule(
        `<h1>Vacature: kandidaat-makelaar (32–40 uur)</h1><p>Wil jij het vak leren bij een kantoor waar je vanaf dag één meeloopt met bezichtigingen en taxaties? Wij betalen je opleiding tot register makelaar-taxateur.</p>` +
          `<p>Solliciteren kan tot 1 juni: stuur je cv en motivatie naar Marloes Visser, office manager, via ${encMail(`marloes@${HOST}`)}.</p>`,
      ),
    ),
  });

  pages['/mijn-dossier'] = page({
    path: '/mijn-dossier',
    title: 'Mijn dossier',
    main: divSection(textModule(`<h1>Mijn dossier</h1><p>Log in om de stand van zaken van uw verkoop te volgen. Problemen met inloggen? ${encMail(`dossier@${HOST}`)}</p>`)),
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/vacature-sitemap.xml'], '2025-03-02'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/aanbod', '/aanbod/oudegracht-142-utrecht', '/verkopen', '/aankopen', '/ons-team', '/contact', '/privacyverklaring'], '2025-03-02'));
  pages['/vacature-sitemap.xml'] = xmlPage(urlset(HOST, ['/vacatures/kandidaat-makelaar'], '2025-02-10'));

  const teamCases = (m: Member) =>
    [
      'card' as const,
      'entities' as const,
      'link-non-english' as const,
      ...(m.honorific ? (['honorific'] as const) : []),
      ...(m.postNominal ? (['post-nominal'] as const) : []),
    ];

  return {
    site: {
      host: HOST,
      robotsTxt: `# START YOAST BLOCK\n# ---------------------------\nUser-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /mijn-dossier\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n# ---------------------------\n# END YOAST BLOCK\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.26', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-64',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact', '/privacyverklaring'], cases: ['role', 'entities'] },
        { address: `media@${HOST}`, name: null, title: null, pages: ['/verkopen'], cases: ['neighbour', 'entities', 'link-non-english'] },
        ...TEAM.filter((m) => m.local !== null).map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: m.local === 'sanne' ? ['/ons-team', '/aanbod/oudegracht-142-utrecht'] : ['/ons-team'],
          cases: m.local === 'sanne' ? [...teamCases(m), 'microdata' as const, 'plain' as const] : teamCases(m),
        })),
        {
          address: JOOST,
          name: 'Joost Verhoeven',
          title: 'NVM-aankoopmakelaar',
          pages: ['/aankopen'],
          encoded: { kind: 'charcodes', text: charCodes(JOOST) },
          cases: ['prose', 'script-charcode', 'link-non-english'],
        },
        {
          address: `marloes@${HOST}`,
          name: 'Marloes Visser',
          title: 'office manager',
          pages: ['/vacatures/kandidaat-makelaar'],
          cases: ['prose', 'entities', 'sitemap-index', 'sitemap-robots'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/mijn-dossier'],
      nonAddresses: [
        { text: `dossier@${HOST}`, kind: 'disallowed' },
        { text: 'kantoor@vlietstranotarissen.test', kind: 'other-company' },
      ],
    },
  };
}
