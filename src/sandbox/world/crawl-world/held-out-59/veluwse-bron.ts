/**
 * Hotel & Spa De Veluwse Bron: a family-run four-star spa hotel near Apeldoorn, on WordPress with
 * the Divi theme, Dutch only. The JSON-LD Hotel gives a reservations contactPoint and a
 * "mailto:" address; the team as Divi team-member modules (first-name addresses: sanne@…); the
 * spa page names the spa manager in running text and, beside a guest's quote, the gift voucher
 * mailbox; the vacancies page the HR adviser. A newsletter field's placeholder, a retina logo, a
 * partner's address, and the staff page robots.txt disallows are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'veluwsebron.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/kamers', 'Kamers & suites'],
  ['/wellness', 'Wellness & spa'],
  ['/arrangementen', 'Arrangementen'],
  ['/over-ons', 'Over ons'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Hotel & Spa De Veluwse Bron',
  head: [
    '<meta name="generator" content="WordPress 6.4.4">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-inline-inline-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">`,
    `<link rel="stylesheet" id="et-divi-customizer-global-cached-inline-styles" href="${ORIGIN}/wp-content/et-cache/global/et-divi-customizer-global.min.css?ver=1716201122" type="text/css" media="all">`,
    `<link rel="preload" href="${ORIGIN}/wp-content/themes/Divi/core/admin/fonts/modules/all/modules.woff" as="font" type="font/woff" crossorigin="anonymous">`,
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-VB83KQ1ZPD"></script>',
  ],
  header: (p) =>
    `<div id="page-container"><div id="et-boc" class="et-boc"><header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container">` +
    `<div class="logo_container"><span class="logo_helper"></span><a href="${ORIGIN}/"><img src="${ORIGIN}/wp-content/uploads/2023/03/logo-veluwsebron.png" srcset="${ORIGIN}/wp-content/uploads/2023/03/logo-veluwsebron@2x.png 2x" width="220" height="70" alt="Hotel &amp; Spa De Veluwse Bron" id="logo" data-height-percentage="70"></a></div>` +
    `<div id="et-top-navigation" data-height="80" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU.map(([href, label], i) => `<li id="menu-item-${40 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${href === p.path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${40 + i}"><a href="${ORIGIN}${href === '/' ? '/' : `${href}/`}">${esc(label)}</a></li>`).join('')}</ul></nav>` +
    `<a href="https://reserveren.veluwsebron.example.com/" class="et_pb_button boek-nu">Boek direct</a><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Selecteer een pagina</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header><div id="et-main-area">`,
  footer: () =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">De Veluwse Bron</h4><div class="textwidget"><p>Bronweg 12<br>7361 AB Beekbergen<br>${tel('055 506 12 00')}<br>${mailto(`info@${HOST}`)}</p></div></div></div>` +
    `<div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><h4 class="title">Nieuwsbrief</h4><div class="textwidget"><form class="mc4wp-form" method="post"><input type="email" name="EMAIL" placeholder="naam@voorbeeld.nl" required><input type="submit" value="Aanmelden"></form></div></div></div>` +
    `<div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><ul class="menu"><li><a href="${ORIGIN}/vacatures/">Vacatures</a></li><li><a href="${ORIGIN}/privacyverklaring/">Privacyverklaring</a></li><li><a href="${ORIGIN}/medewerkers/">Medewerkers</a></li></ul></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2025 Hotel &amp; Spa De Veluwse Bron · KvK 08123456</div></div></div></footer></div></div></div>`,
  privacyPath: { nl: '/privacyverklaring' },
  bodyEnd: [`<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-NL' });

const divi = (n: number, html: string): string =>
  `<div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et-last-child">${html}</div></div></div></div></div>`;

type Member = { name: string; title: string; local: string };
const TEAM: Member[] = [
  { name: 'Sanne Mulder', title: 'Eigenaar & algemeen directeur', local: 'sanne' },
  { name: 'Thijs van Dijk', title: 'Chef-kok', local: 'thijs' },
  { name: 'Eva Jansen', title: 'Spa manager', local: 'eva' },
  { name: 'Ruben Bakker', title: 'Hoofd receptie', local: 'ruben' },
  { name: 'Lotte de Graaf', title: 'Sales & events manager', local: 'lotte' },
];

const member = (m: Member, i: number): string =>
  `<div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${ORIGIN}/wp-content/uploads/2023/04/team-${m.local}.jpg" alt="${esc(m.name)}"></div>` +
  `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(m.name)}</h4><p class="et_pb_member_position">${esc(m.title)}</p><div>${mailto(`${m.local}@${HOST}`)}</div></div></div>`;

export function veluwseBron(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Wellnesshotel op de Veluwe',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Hotel & Spa De Veluwse Bron',
        url: `${ORIGIN}/`,
        telephone: '+31 55 506 12 00',
        email: `mailto:info@${HOST}`,
        starRating: { '@type': 'Rating', ratingValue: '4' },
        address: { '@type': 'PostalAddress', streetAddress: 'Bronweg 12', postalCode: '7361 AB', addressLocality: 'Beekbergen', addressCountry: 'NL' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', telephone: '+31 55 506 12 10', email: `reserveringen@${HOST}`, availableLanguage: ['Dutch', 'English', 'German'] },
      },
    ],
    main: divi(
      0,
      `<div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>Tot rust komen op de Veluwe</h1><p>Midden in de bossen bij Apeldoorn: 48 kamers en suites, een wellness met binnenbad, drie sauna's en een restaurant met een eigen moestuin.</p></div></div>` +
        `<div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="${ORIGIN}/arrangementen/">Bekijk onze arrangementen</a></div>`,
    ),
  });

  pages['/kamers'] = page({ path: '/kamers', title: 'Kamers & suites', main: divi(0, `<div class="et_pb_text_inner"><h1>Kamers &amp; suites</h1><p>Van comfortkamer tot boomhutsuite met eigen infraroodsauna.</p></div>`) });

  pages['/wellness'] = page({
    path: '/wellness',
    title: 'Wellness & spa',
    main: divi(
      1,
      `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Wellness &amp; spa</h1><p>Onze spa is dagelijks geopend van 9.00 tot 21.00 uur. Heeft u vragen over een behandeling of wilt u een massage reserveren? Onze spa manager Eva Jansen helpt u graag via ${mailto(`eva@${HOST}`)}.</p></div></div>` +
        `<div class="et_pb_module et_pb_testimonial et_pb_testimonial_0"><div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>“Twee dagen helemaal niets hoeven. De hot-stone massage was de beste die ik ooit heb gehad.”</p></div></div><span class="et_pb_testimonial_author">Marieke Hoekstra</span><p class="et_pb_testimonial_meta">gast uit Zwolle</p></div></div>` +
        `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p>Cadeaubonnen bestellen: ${mailto(`cadeaubon@${HOST}`)}</p></div></div>`,
    ),
  });

  pages['/arrangementen'] = page({
    path: '/arrangementen',
    title: 'Arrangementen',
    main: divi(
      2,
      `<div class="et_pb_text_inner"><h1>Arrangementen</h1><ul><li>Wellness Midweek – 3 nachten, vanaf € 389 p.p.</li><li>Veluwe Fietsarrangement – in samenwerking met Fietsverhuur De Hoge Veluwe (boekingen@fietsverhuur-hogeveluwe.test)</li></ul><p>Reserveren: ${mailto(`reserveringen@${HOST}`)} of ${tel('055 506 12 10')}.</p></div>`,
    ),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    main: divi(3, `<div class="et_pb_text_inner"><h1>Over ons</h1><p>Sinds 1996 in handen van de familie Mulder. Maak kennis met het team.</p></div><div class="et_pb_row team">${TEAM.map(member).join('')}</div>`),
  });

  pages['/vacatures'] = page({
    path: '/vacatures',
    title: 'Vacatures',
    main: divi(
      4,
      `<div class="et_pb_text_inner"><h1>Werken bij De Veluwse Bron</h1><h2>Allround medewerker bediening (24–32 uur)</h2><p>Solliciteren? Stuur je cv en een korte motivatie naar Daan Visser, onze HR-adviseur, via ${mailto(`daan@${HOST}`)}. Bellen mag ook: ${tel('055 506 12 05')}.</p></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: divi(
      5,
      `<div class="et_pb_text_inner"><h1>Contact</h1><p>Bronweg 12, 7361 AB Beekbergen<br>Receptie (24/7): ${tel('055 506 12 00')}<br>Algemeen: ${mailto(`info@${HOST}`)}<br>Reserveringen: ${mailto(`reserveringen@${HOST}`)}</p></div>` +
        `<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix"><form class="et_pb_contact_form clearfix" method="post" action="${ORIGIN}/contact/"><p class="et_pb_contact_field"><input type="text" id="et_pb_contact_name_0" class="input" name="et_pb_contact_name_0" placeholder="Naam"></p><p class="et_pb_contact_field"><input type="text" id="et_pb_contact_email_0" class="input" name="et_pb_contact_email_0" placeholder="E-mailadres"></p><p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" placeholder="Bericht"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Verzenden</button></form></div>`,
    ),
  });

  pages['/privacyverklaring'] = page({ path: '/privacyverklaring', title: 'Privacyverklaring', main: divi(6, `<div class="et_pb_text_inner"><h1>Privacyverklaring</h1><p>De Veluwse Bron B.V. verwerkt persoonsgegevens van gasten uitsluitend voor reserveringen en facturatie.</p></div>`) });
  pages['/medewerkers'] = page({ path: '/medewerkers', title: 'Medewerkers', main: divi(7, `<div class="et_pb_text_inner"><h1>Medewerkersportaal</h1><p>Roosters en verlofaanvragen via Planbition. Ruilen van diensten doorgeven aan ${mailto(`rooster@${HOST}`)}.</p></div>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /medewerkers\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-59',
      languages: ['nl'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-mailto'] },
        { address: `reserveringen@${HOST}`, name: null, title: null, pages: ['/', '/arrangementen', '/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: `cadeaubon@${HOST}`, name: null, title: null, pages: ['/wellness'], cases: ['neighbour', 'role', 'plain', ln] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: m.local === 'eva' ? ['/over-ons', '/wellness'] : ['/over-ons'],
          cases: ['card', 'plain', ln, ...(m.local === 'eva' ? ['prose'] : [])] as CaseKind[],
        })),
        { address: `daan@${HOST}`, name: 'Daan Visser', title: 'HR-adviseur', pages: ['/vacatures'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/medewerkers'],
      nonAddresses: [
        { text: `rooster@${HOST}`, kind: 'disallowed' },
        { text: 'naam@voorbeeld.nl', kind: 'placeholder' },
        { text: 'logo-veluwsebron@2x.png', kind: 'retina' },
        { text: 'boekingen@fietsverhuur-hogeveluwe.test', kind: 'other-company' },
      ],
    },
  };
}
