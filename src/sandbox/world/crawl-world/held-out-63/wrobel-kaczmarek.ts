/**
 * Wróbel Kaczmarek Kancelaria Adwokacka: a Poznań law partnership on WordPress with the Divi
 * theme. The team as Divi team-member modules with Polish professional prefixes (adw., r.pr.,
 * apl. adw., dr), two addresses written as character references by the Email Address Encoder
 * plugin, the partners as Person entries of the LegalService's JSON-LD ("mailto:"), an English
 * home named only by hreflang alternates and an English contact page one link further. The
 * contact form's placeholder, the outside data-protection officer, a retina logo and the
 * client portal (disallowed) are not the firm's addresses.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'wrobelkaczmarek.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  pl: [
    ['/', 'Strona główna'],
    ['/kancelaria', 'Kancelaria'],
    ['/specjalizacje', 'Specjalizacje'],
    ['/zespol', 'Zespół'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Wróbel Kaczmarek Kancelaria Adwokacka',
  head: [
    '<meta name="generator" content="WordPress 6.4.5">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="stylesheet" id="divi-style-parent-css" href="${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">`,
    `<link rel="stylesheet" id="divi-dynamic-css" href="${ORIGIN}/wp-content/et-cache/12/et-divi-dynamic-12.css?ver=1718190233" type="text/css" media="all">`,
    `<link rel="preload" href="${ORIGIN}/wp-content/themes/Divi/core/admin/fonts/modules/all/modules.woff" as="font" crossorigin="anonymous">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2022/05/cropped-wk-sygnet-32x32.png" sizes="32x32">`,
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'pl';
    return (
      `<div id="page-container"><div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">${tel('+48 61 852 40 17')}</span></div></div></div>` +
      `<header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="${lang === 'en' ? '/en' : '/'}"><img src="${ORIGIN}/wp-content/uploads/2022/05/logo-wk.png" srcset="${ORIGIN}/wp-content/uploads/2022/05/logo-wk.png 1x, ${ORIGIN}/wp-content/uploads/2022/05/logo-wk@2x.png 2x" width="210" height="64" alt="Wróbel Kaczmarek Kancelaria Adwokacka" id="logo" data-height-percentage="54"></a></div>` +
      `<div id="et-top-navigation" data-height="80" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${MENU[lang]!.map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Menu</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header><div id="et-main-area">`
    );
  },
  footer: (p) =>
    `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><div class="textwidget">` +
    `<p><strong>Wróbel Kaczmarek Kancelaria Adwokacka sp.p.</strong><br>ul. Garbary 48/3, 61-758 Poznań<br>NIP 783-176-22-41, KRS 0000512377</p>` +
    `<p>${tel('+48 61 852 40 17')}<br>${mailto(`kancelaria@${HOST}`)}</p></div></div></div>` +
    `<div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><ul class="menu"><li><a href="/polityka-prywatnosci">${p.lang === 'en' ? 'Privacy policy' : 'Polityka prywatności'}</a></li><li><a href="/strefa-klienta">${p.lang === 'en' ? 'Client portal' : 'Strefa klienta'}</a></li></ul></div></div></div></div>` +
    `<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2025 Wróbel Kaczmarek. Wszelkie prawa zastrzeżone. Informacje na stronie nie stanowią porady prawnej.</div></div></div></footer></div></div>`,
  privacyPath: { pl: '/polityka-prywatnosci', en: '/polityka-prywatnosci' },
  bodyEnd: [
    `<script type="text/javascript" src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};var et_pb_custom = {"ajaxurl":"${ORIGIN}\\/wp-admin\\/admin-ajax.php","images_uri":"${ORIGIN}\\/wp-content\\/themes\\/Divi\\/images","is_divi_theme_used":"1","widget_search_selector":".widget_search"};</script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pl-PL' });
const ALT_HOME = { 'pl-PL': '/', en: '/en', 'x-default': '/' };

const section = (html: string, n: number): string =>
  `<div id="et-boc" class="et-boc"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child"><div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div></div></div></div></div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; encode?: boolean; bio: string; photo: string };
const TEAM: Member[] = [
  { shown: 'adw. Andrzej Wróbel', name: 'Andrzej Wróbel', title: 'Partner zarządzający', local: 'a.wrobel', bio: 'Prawo gospodarcze, spory korporacyjne, restrukturyzacje. Członek Izby Adwokackiej w Poznaniu od 2004 r.', photo: 'andrzej-wrobel' },
  { shown: 'adw. dr Katarzyna Kaczmarek', name: 'Katarzyna Kaczmarek', title: 'Partner', local: 'k.kaczmarek', encode: true, bio: 'Prawo pracy i ubezpieczeń społecznych. Doktor nauk prawnych, wykładowczyni UAM.', photo: 'katarzyna-kaczmarek' },
  { shown: 'r.pr. Agnieszka Wiśniewska', name: 'Agnieszka Wiśniewska', title: 'Of Counsel', local: 'a.wisniewska', bio: 'Prawo nieruchomości i procesy inwestycyjne, obsługa deweloperów.', photo: 'agnieszka-wisniewska' },
  { shown: 'r.pr. Michał Lewandowski', name: 'Michał Lewandowski', title: 'Senior Associate, radca prawny', local: 'm.lewandowski', encode: true, bio: 'Postępowania sądowe i arbitrażowe, windykacja należności.', photo: 'michal-lewandowski' },
  { shown: 'adw. Joanna Pietrzak', name: 'Joanna Pietrzak', title: 'Adwokat', local: 'j.pietrzak', bio: 'Prawo rodzinne i spadkowe, mediacje.', photo: 'joanna-pietrzak' },
  { shown: 'apl. adw. Bartosz Grabowski', name: 'Bartosz Grabowski', title: 'Aplikant adwokacki', local: 'b.grabowski', bio: 'Aplikant III roku, wspiera zespół procesowy.', photo: 'bartosz-grabowski' },
  { shown: 'Magdalena Sikora', name: 'Magdalena Sikora', title: 'Office Manager', local: 'm.sikora', bio: 'Sekretariat, terminy rozpraw, rozliczenia z klientami.', photo: 'magdalena-sikora' },
];

const memberModule = (m: Member, i: number): string => {
  const addr = `${m.local}@${HOST}`;
  const link = m.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="et_pb_column et_pb_column_1_3 et_pb_column_${i + 1}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light">` +
    `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="480" src="${ORIGIN}/wp-content/uploads/2023/03/${m.photo}.jpg" alt="${esc(m.name)}" class="wp-image-${310 + i}"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(m.shown)}</h4><p class="et_pb_member_position">${esc(m.title)}</p><div><p>${esc(m.bio)}</p><p>${link}</p></div></div></div></div>`
  );
};

export function wrobelKaczmarek(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Adwokaci Poznań',
    alternates: ALT_HOME,
    description: 'Kancelaria adwokacka w Poznaniu: prawo gospodarcze, prawo pracy, nieruchomości, sprawy rodzinne.',
    main: section(
      `<h1>Kancelaria adwokacka w Poznaniu</h1><p>Od 2009 roku doradzamy przedsiębiorcom i osobom prywatnym. Prowadzimy sprawy przed sądami powszechnymi, administracyjnymi i sądami arbitrażowymi.</p>` +
        `<p><a class="et_pb_button" href="/zespol">Poznaj nasz zespół</a> <a class="et_pb_button" href="/kontakt">Umów konsultację</a></p>`,
      0,
    ),
  });

  pages['/kancelaria'] = page({
    path: '/kancelaria',
    title: 'Kancelaria',
    main: section(`<h1>O kancelarii</h1><p>Kancelarię założyli adw. Andrzej Wróbel i adw. dr Katarzyna Kaczmarek. Dziś zespół liczy dziewięć osób, w tym czterech adwokatów i radców prawnych.</p><p>Działamy w formie spółki partnerskiej wpisanej do KRS pod numerem 0000512377.</p>`, 1),
  });

  pages['/specjalizacje'] = page({
    path: '/specjalizacje',
    title: 'Specjalizacje',
    main: section(`<h1>Specjalizacje</h1><ul><li>Prawo gospodarcze i handlowe</li><li>Prawo pracy</li><li>Nieruchomości i proces budowlany</li><li>Spory sądowe i arbitraż</li><li>Prawo rodzinne i spadkowe</li></ul>`, 2),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${ORIGIN}/#kancelaria`,
        name: 'Wróbel Kaczmarek Kancelaria Adwokacka sp.p.',
        url: `${ORIGIN}/`,
        telephone: '+48 61 852 40 17',
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Garbary 48/3', postalCode: '61-758', addressLocality: 'Poznań', addressCountry: 'PL' },
        employee: [
          { '@type': 'Person', name: 'Andrzej Wróbel', honorificPrefix: 'adw.', jobTitle: 'Partner zarządzający', email: `mailto:a.wrobel@${HOST}` },
          { '@type': 'Person', name: 'Katarzyna Kaczmarek', honorificPrefix: 'adw. dr', jobTitle: 'Partner', email: `mailto:k.kaczmarek@${HOST}` },
        ],
      },
    ],
    main:
      section(`<h1>Zespół</h1><p>Każdą sprawę prowadzi adwokat lub radca prawny, który odpowiada za nią od pierwszej rozmowy do prawomocnego wyroku.</p>`, 3) +
      `<div class="et_pb_section et_pb_section_4 et_section_regular"><div class="et_pb_row et_pb_row_1 et_pb_gutters2">${TEAM.map(memberModule).join('')}</div></div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      `<h1>Kontakt</h1><p>ul. Garbary 48/3, 61-758 Poznań (wejście od podwórza, II piętro)<br>Sekretariat czynny pon.–pt. 8:30–16:30<br>${tel('+48 61 852 40 17')}<br>${mailto(`kancelaria@${HOST}`)}</p>` +
        `<div class="et_pb_module et_pb_contact_form_container" id="et_pb_contact_form_0"><h2 class="et_pb_contact_main_title">Napisz do nas</h2><form class="et_pb_contact_form clearfix" method="post" action="/kontakt">` +
        `<p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Imię i nazwisko"></p><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="np. jan.kowalski@example.com"></p>` +
        `<p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" placeholder="Treść wiadomości"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Wyślij</button></form></div>`,
      5,
    ),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    main: section(
      `<h1>Polityka prywatności</h1><p>Administratorem danych osobowych jest Wróbel Kaczmarek Kancelaria Adwokacka sp.p. z siedzibą w Poznaniu. Kancelaria powołała zewnętrznego Inspektora Ochrony Danych, z którym można się kontaktować pod adresem iod@rodo-serwis.pl.</p><p>Dane przetwarzamy wyłącznie w celu obsługi zapytań i prowadzenia spraw, z zachowaniem tajemnicy adwokackiej.</p>`,
      6,
    ),
  });

  pages['/strefa-klienta'] = page({
    path: '/strefa-klienta',
    title: 'Strefa klienta',
    main: section(`<h1>Strefa klienta</h1><p>Zaloguj się, aby zobaczyć dokumenty swojej sprawy. Problemy z logowaniem: ${mailto(`portal@${HOST}`)}</p>`, 7),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Attorneys in Poznań',
    lang: 'en',
    alternates: ALT_HOME,
    main: section(
      `<h1>Attorneys in Poznań, Poland</h1><p>We advise foreign companies investing in Western Poland on corporate, employment and real-estate matters, and represent them in Polish courts.</p>` +
        `<h2>Partners</h2><p>Andrzej Wróbel, Managing Partner, ${mailto(`a.wrobel@${HOST}`)}<br>Katarzyna Kaczmarek, Partner, ${mailto(`k.kaczmarek@${HOST}`)}</p>` +
        `<p><a href="/en/contact">How to reach us</a></p>`,
      8,
    ),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: section(
      `<h1>Contact</h1><p>ul. Garbary 48/3, 61-758 Poznań, Poland · ${tel('+48 61 852 40 17')}</p>` +
        `<p>For enquiries in English or German, please write to Ewa Jabłońska, our International Client Coordinator, at ${mailto(`e.jablonska@${HOST}`)}; she will put you in touch with the right lawyer within one working day.</p>`,
      9,
    ),
  });

  const member = (m: Member) => {
    const cases: CaseKind[] = ['card', m.encode ? 'entities' : 'plain', 'link-non-english'];
    if (m.shown !== m.name) cases.push('honorific');
    return { address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/zespol'], cases };
  };
  const [wrobel, kaczmarek, ...rest] = TEAM;

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /strefa-klienta\nAllow: /wp-admin/admin-ajax.php\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-63',
      languages: ['pl', 'en'],
      addresses: [
        { address: `kancelaria@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        {
          ...member(wrobel!),
          titleAlternatives: ['Managing Partner'],
          pages: ['/zespol', '/en'],
          cases: [...member(wrobel!).cases, 'json-ld-person', 'json-ld-mailto', 'hreflang', 'name-title-line'],
        },
        { ...member(kaczmarek!), pages: ['/zespol', '/en'], cases: [...member(kaczmarek!).cases, 'json-ld-person', 'json-ld-mailto', 'hreflang', 'name-title-line'] },
        ...rest.map(member),
        { address: `e.jablonska@${HOST}`, name: 'Ewa Jabłońska', title: 'International Client Coordinator', pages: ['/en/contact'], cases: ['prose', 'plain', 'deep-page', 'hreflang'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/strefa-klienta'],
      nonAddresses: [
        { text: `portal@${HOST}`, kind: 'disallowed' },
        { text: 'jan.kowalski@example.com', kind: 'placeholder' },
        { text: 'iod@rodo-serwis.pl', kind: 'other-company' },
        { text: 'logo-wk@2x.png', kind: 'retina' },
      ],
    },
  };
}
