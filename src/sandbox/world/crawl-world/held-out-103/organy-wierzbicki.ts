/**
 * Zakład Organmistrzowski Wierzbicki i Synowie: a family pipe-organ building and restoration
 * workshop in Kościerzyna (Kashubia), on WordPress with the Divi theme and WPML, Polish with an
 * English version. The English home is reached only through the hreflang alternates (the language
 * switcher is a <select>, not a link), and from it "The people at the bench", a page of
 * "Name – title – address" lines, one of them English-only. The Polish team page is a row of Divi
 * team-member modules: one address written as character references by an encoder plugin, one
 * turned around by a script from a data attribute; the co-owner also stands in the home page's
 * JSON-LD as a "mailto:" employee beside a service ContactPoint. The history page names the
 * voicer in a sentence, the heritage page its works manager as "Title: dr inż. Name", the contact
 * page the project coordinator in a label line and the staff scheme (imie.nazwisko@…). The pipe
 * supplier's address, a retina logo, a Swiper package version, the contact form's placeholder and
 * the client zone (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'organy-wierzbicki.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const MENU_PL: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-pracowni', 'O pracowni'],
  ['/realizacje', 'Realizacje'],
  ['/konserwacja-zabytkow', 'Konserwacja zabytków'],
  ['/zespol', 'Zespół'],
  ['/kontakt', 'Kontakt'],
];
const MENU_EN: [string, string][] = [
  ['/en/', 'Home'],
  ['/en/people-at-the-bench/', 'The people at the bench'],
];

/** Polish page -> its English translation (WPML writes the pair as hreflang alternates). */
const EN_OF: Record<string, string> = { '/': '/en/', '/zespol': '/en/people-at-the-bench/' };

const theme: Theme = {
  host: HOST,
  siteName: 'Pracownia Organmistrzowska Wierzbicki',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="WPML ver:4.6.10 stt:1,40;">',
    '<meta name="generator" content="Divi v.4.25.1">',
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    `<link rel='stylesheet' id='divi-style-parent-css' href='${ORIGIN}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all'>`,
    `<link rel='stylesheet' id='wpml-legacy-dropdown-click-0-css' href='${ORIGIN}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-dropdown-click/style.min.css?ver=1' type='text/css' media='all'>`,
    `<link rel='stylesheet' id='swiper-css' href='https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.css' type='text/css' media='all'>`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/02/cropped-piszczalka-32x32.png" sizes="32x32">`,
  ],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const menu = en ? MENU_EN : MENU_PL;
    return (
      `<div id="page-container"><div id="et-boc" class="et-boc"><header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container">` +
      `<div class="logo_container"><span class="logo_helper"></span><a href="${en ? '/en/' : '/'}"><img src="${ORIGIN}/wp-content/uploads/2023/02/logo-wierzbicki.png" srcset="${ORIGIN}/wp-content/uploads/2023/02/logo-wierzbicki@2x.png 2x" width="240" height="62" alt="Pracownia Organmistrzowska Wierzbicki" id="logo" data-height-percentage="54"></a></div>` +
      `<div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">` +
      menu.map(([href, label], i) => `<li id="menu-item-${(en ? 210 : 110) + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${(en ? 210 : 110) + i}${href === p.path || href === `${p.path}/` ? ' current-menu-item page_item current_page_item' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('') +
      `</ul></nav>` +
      // The language switcher of this theme is a <select>: no link leads to the other language.
      `<div class="lang-switch"><label class="screen-reader-text" for="lang-select">${en ? 'Language' : 'Język'}</label><select id="lang-select" onchange="window.location.href=this.value"><option value="/"${en ? '' : ' selected'}>PL</option><option value="/en/"${en ? ' selected' : ''}>EN</option></select></div>` +
      `<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">${en ? 'Select page' : 'Wybierz stronę'}</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header><div id="et-main-area">`
    );
  },
  footer: (p) => {
    const en = p.lang.startsWith('en');
    return (
      `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">${en ? 'The workshop' : 'Pracownia'}</h4><div class="textwidget">` +
      `<p>Zakład Organmistrzowski Wierzbicki i Synowie sp.j.<br>ul. Kartuska 41, 83-400 Kościerzyna<br>NIP 591-10-22-384</p><p>tel. ${tel('+48 58 686 21 40')}<br>${mailto(at('biuro'))}</p></div></div></div>` +
      `<div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><h4 class="title">${en ? 'Opening hours' : 'Godziny pracy'}</h4><div class="textwidget"><p>${en ? 'Mon–Fri 7:00–15:00' : 'pon.–pt. 7:00–15:00'}</p></div></div></div></div></div>` +
      `<div id="footer-bottom"><div class="container clearfix"><ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/organywierzbicki" class="icon"><span>Facebook</span></a></li><li class="et-social-icon et-social-youtube"><a href="https://www.youtube.com/@organywierzbicki" class="icon"><span>YouTube</span></a></li></ul>` +
      `<div id="footer-info">© 2025 Wierzbicki i Synowie | <a href="/polityka-prywatnosci">${en ? 'Privacy policy (PL)' : 'Polityka prywatności'}</a> | <a href="/strefa-klienta">${en ? 'Client area' : 'Strefa klienta'}</a></div></div></div></footer></div></div></div>`
    );
  },
  privacyPath: { pl: '/polityka-prywatnosci', en: '/polityka-prywatnosci' },
  bodyEnd: [
    `<script type="text/javascript" src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script type="text/javascript" src="https://cdn.jsdelivr.net/npm/swiper@8.4.7/swiper-bundle.min.js" id="swiper-js"></script>`,
    `<script type="text/javascript" src="${ORIGIN}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => {
  const en = EN_OF[spec.path];
  const alternates = spec.alternates ?? (en ? { pl: spec.path === '/' ? '/' : `${spec.path}/`, en, 'x-default': spec.path === '/' ? '/' : `${spec.path}/` } : undefined);
  return renderPage(theme, { ...spec, lang: spec.lang ?? 'pl-PL', ...(alternates ? { alternates } : {}) });
};

/** A Divi page: sections of rows of modules. */
const divi = (id: number, sections: string[]): string =>
  `<div id="main-content"><article id="post-${id}" class="post-${id} page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">` +
  sections.map((s, i) => `<div class="et_pb_section et_pb_section_${i} et_section_regular">${s}</div>`).join('') +
  `</div></div></div></article></div>`;

const textRow = (n: number, html: string): string =>
  `<div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et_pb_css_mix_blend_mode_passthrough et-last-child"><div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div></div></div>`;

type Member = { shown: string; name: string; title: string; local: string; bio: string; mail: 'plain' | 'entities' | 'reversed'; cases: CaseKind[] };
const TEAM: Member[] = [
  {
    shown: 'Marek Wierzbicki',
    name: 'Marek Wierzbicki',
    title: 'współwłaściciel, mistrz organmistrzowski',
    local: 'marek.wierzbicki',
    bio: 'W pracowni od 1984 r., dyplom mistrzowski Izby Rzemieślniczej w Gdańsku. Prowadzi budowę nowych instrumentów i rozmowy z parafiami.',
    mail: 'plain',
    cases: [],
  },
  {
    shown: 'Paweł Wierzbicki',
    name: 'Paweł Wierzbicki',
    title: 'współwłaściciel, konstruktor – projekty traktur i wiatrownic',
    local: 'pawel.wierzbicki',
    bio: 'Absolwent Politechniki Gdańskiej. Projektuje traktury mechaniczne i wiatrownice zasuwowe, prowadzi dział CAD.',
    mail: 'plain',
    cases: [],
  },
  {
    shown: 'mgr Agnieszka Nowak-Brzezińska',
    name: 'Agnieszka Nowak-Brzezińska',
    title: 'specjalistka ds. dokumentacji konserwatorskiej i wniosków o dotacje (MKiDN, WKZ)',
    local: 'agnieszka.nowak-brzezinska',
    bio: 'Historyczka sztuki. Przygotowuje programy prac konserwatorskich, kosztorysy i wnioski do programu „Ochrona zabytków”.',
    mail: 'entities',
    cases: ['honorific'],
  },
  {
    shown: 'Michał Dąbrowski',
    name: 'Michał Dąbrowski',
    title: 'stolarz-snycerz, szafy i prospekty organowe',
    local: 'michal.dabrowski',
    bio: 'Od 2011 r. wykonuje szafy organowe, ażury i rekonstrukcje snycerki prospektów barokowych.',
    mail: 'reversed',
    cases: [],
  },
];

const teamMember = (m: Member, i: number): string => {
  const addr = at(m.local);
  const mail =
    m.mail === 'entities'
      ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>`
      : m.mail === 'reversed'
        ? `<a class="rev-mail" href="#" data-rev="${reversed(addr)}">napisz e-mail</a>`
        : mailto(addr);
  return (
    `<div class="et_pb_column et_pb_column_1_4 et_pb_column_${i + 2}"><div class="et_pb_module et_pb_team_member et_pb_team_member_${i} clearfix et_pb_bg_layout_light">` +
    `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${ORIGIN}/wp-content/uploads/2023/03/${m.local.split('.')[0]}.jpg" alt="${esc(m.name)}" width="400" height="400"></div>` +
    `<div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${esc(m.shown)}</h4><p class="et_pb_member_position">${esc(m.title)}</p><div><p>${esc(m.bio)}</p><p class="member-mail">${mail}</p></div></div></div></div>`
  );
};

const REV_SCRIPT = `<script>document.querySelectorAll('a.rev-mail').forEach(function(a){var m=a.getAttribute('data-rev').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`;

export function organyWierzbicki(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Budowa, konserwacja i strojenie organów piszczałkowych',
    description: 'Rodzinna pracownia organmistrzowska z Kościerzyny: nowe organy, konserwacja zabytkowych instrumentów, strojenie i serwis.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Zakład Organmistrzowski Wierzbicki i Synowie sp.j.',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/02/logo-wierzbicki.png`,
        foundingDate: '1958',
        telephone: '+48 58 686 21 40',
        email: at('biuro'),
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Kartuska 41', postalCode: '83-400', addressLocality: 'Kościerzyna', addressCountry: 'PL' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', name: 'Serwis i strojenie organów', telephone: '+48 601 224 318', email: at('serwis'), areaServed: ['PL', 'DE'], availableLanguage: ['pl', 'de', 'en'] },
        ],
        employee: [{ '@type': 'Person', name: 'Marek Wierzbicki', jobTitle: 'współwłaściciel, mistrz organmistrzowski', email: `mailto:${at('marek.wierzbicki')}` }],
        sameAs: ['https://www.facebook.com/organywierzbicki', 'https://www.youtube.com/@organywierzbicki'],
      },
    ],
    main: divi(7, [
      textRow(
        0,
        `<h1>Organy piszczałkowe od 1958 roku</h1><p>Budujemy nowe instrumenty z trakturą mechaniczną, konserwujemy organy zabytkowe i opiekujemy się ponad 140 instrumentami w kościołach Pomorza, Kujaw i Warmii.</p>` +
          `<p><a class="et_pb_button" href="/realizacje">Zobacz realizacje</a> <a class="et_pb_button" href="/kontakt">Zapytaj o przegląd organów</a></p>`,
      ),
      textRow(1, `<h2>Serwis i strojenie</h2><p>Strojenie sezonowe przed Wielkanocą i Bożym Narodzeniem planujemy z kilkumiesięcznym wyprzedzeniem – zgłoszenia przyjmujemy telefonicznie lub przez formularz na stronie <a href="/kontakt">Kontakt</a>.</p>`),
    ]),
  });

  pages['/o-pracowni'] = page({
    path: '/o-pracowni',
    title: 'O pracowni',
    main: divi(9, [
      textRow(
        0,
        `<h1>O pracowni</h1><p>Pracownię założył w 1958 r. Franciszek Wierzbicki (1927–2004), uczeń organmistrzów z Pelplina. Dziś prowadzą ją jego wnuki, Marek i Paweł, a w warsztacie przy ul. Kartuskiej pracuje jedenaście osób.</p>` +
          `<p>W 2019 r. do zespołu dołączył Bartosz Kędzierski, intonator, który wcześniej przez dwanaście lat pracował w szwajcarskiej pracowni w Männedorf. Pytania o intonację i brzmienie instrumentu można kierować bezpośrednio do niego: ${mailto(at('bartosz.kedzierski'))}.</p>`,
      ),
      textRow(
        1,
        `<h2>Materiały</h2><p>Piszczałki drewniane wykonujemy sami z sosny i dębu sezonowanego co najmniej pięć lat. Piszczałki metalowe ze stopu cynowo-ołowiowego zamawiamy m.in. w niemieckiej pracowni Zinnpfeifen Schmid (zamówienia: bestellung@zinnpfeifen-schmid.de), z którą współpracujemy od 1996 r.</p>`,
      ),
    ]),
  });

  pages['/realizacje'] = page({
    path: '/realizacje',
    title: 'Realizacje',
    main: divi(11, [
      textRow(
        0,
        `<h1>Wybrane realizacje</h1><ul><li>2024 – Lębork, kościół św. Jakuba: konserwacja organów Sauera z 1907 r. (II/24)</li><li>2022 – Kartuzy, kolegiata: rekonstrukcja prospektu i traktury (III/31)</li><li>2021 – Gdańsk-Oliwa, szkoła muzyczna: nowe organy ćwiczebne (II/9)</li><li>2019 – Chojnice, bazylika: czyszczenie i strojenie generalne</li></ul>`,
      ),
    ]),
  });

  pages['/konserwacja-zabytkow'] = page({
    path: '/konserwacja-zabytkow',
    title: 'Konserwacja zabytków',
    main: divi(13, [
      textRow(
        0,
        `<h1>Konserwacja organów zabytkowych</h1><p>Prace przy instrumentach wpisanych do rejestru zabytków prowadzimy na podstawie pozwolenia wojewódzkiego konserwatora zabytków, z pełną dokumentacją fotograficzną i opisową. Pomagamy parafiom w przygotowaniu wniosków o dofinansowanie.</p>` +
          `<p><strong>Kierownik prac konserwatorskich:</strong> dr inż. Jan Ziółkowski – ${mailto(at('jan.ziolkowski'))}, tel. ${tel('+48 601 224 330')}</p>`,
      ),
    ]),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    main:
      divi(15, [
        textRow(0, `<h1>Zespół</h1><p>Jedenaście osób, cztery pokolenia doświadczeń. Poniżej osoby, z którymi najczęściej kontaktują się nasi klienci.</p>`),
        `<div class="et_pb_row et_pb_row_1 et_pb_equal_columns">${TEAM.map(teamMember).join('')}</div>`,
      ]) + REV_SCRIPT,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: divi(17, [
      textRow(
        0,
        `<h1>Kontakt</h1><p>Zakład Organmistrzowski Wierzbicki i Synowie sp.j.<br>ul. Kartuska 41, 83-400 Kościerzyna<br>tel. ${tel('+48 58 686 21 40')}</p>` +
          `<p>Sprawy ogólne: ${mailto(at('biuro'))}<br>Serwis, strojenie i przeglądy gwarancyjne: ${mailto(at('serwis'))}, tel. ${tel('+48 601 224 318')}</p>` +
          `<p><strong>Oferty, terminy i umowy:</strong> Ewa Sobczak, koordynatorka projektów, tel. ${tel('+48 601 224 312')}, ${mailto(at('ewa.sobczak'))}</p>` +
          `<p>Adresy e-mail pracowników mają postać imie.nazwisko@${HOST} (bez polskich znaków).</p>`,
      ),
      textRow(
        1,
        `<div class="wpcf7 no-js" id="wpcf7-f212-p17-o1" lang="pl-PL" dir="ltr"><form action="/kontakt#wpcf7-f212-p17-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">` +
          `<p><label>Imię i nazwisko / parafia<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name"></span></label></p>` +
          `<p><label>Adres e-mail<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" placeholder="np. jan.kowalski@parafia.pl" value="" type="email" name="your-email"></span></label></p>` +
          `<p><label>Wiadomość<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p>` +
          `<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Wyślij"></p></form></div>`,
      ),
    ]),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    main: divi(3, [textRow(0, `<h1>Polityka prywatności</h1><p>Administratorem danych osobowych jest Zakład Organmistrzowski Wierzbicki i Synowie sp.j. z siedzibą w Kościerzynie. Dane z formularza kontaktowego przetwarzamy wyłącznie w celu udzielenia odpowiedzi.</p>`)]),
  });

  pages['/strefa-klienta'] = page({
    path: '/strefa-klienta',
    title: 'Strefa klienta',
    main: divi(19, [textRow(0, `<h1>Strefa klienta</h1><p>Dokumentacja przeglądów i protokoły strojenia dla parafii. Problem z logowaniem? Napisz na ${mailto(at('portal'))}.</p>`)]),
  });

  const enAlt = (pl: string, en: string): Record<string, string> => ({ pl, en, 'x-default': pl });

  pages['/en'] = page({
    path: '/en',
    lang: 'en-GB',
    title: 'Pipe organ building and restoration',
    alternates: enAlt('/', '/en/'),
    main: divi(207, [
      textRow(
        0,
        `<h1>Pipe organs since 1958</h1><p>A family workshop in Kościerzyna, northern Poland. We build new mechanical-action organs, restore historic instruments and look after more than 140 organs in Poland, Germany and Scandinavia.</p>` +
          `<p>Who will you be talking to? Meet <a href="/en/people-at-the-bench/">the people at the bench</a>.</p>`,
      ),
    ]),
  });

  pages['/en/people-at-the-bench'] = page({
    path: '/en/people-at-the-bench',
    lang: 'en-GB',
    title: 'The people at the bench',
    alternates: enAlt('/zespol/', '/en/people-at-the-bench/'),
    main: divi(209, [
      textRow(
        0,
        `<h1>The people at the bench</h1><p>Eleven organ builders, joiners and voicers work in our workshop. For projects abroad please write to:</p>` +
          `<p><strong>Marek Wierzbicki</strong> – master organ builder, co-owner – ${mailto(at('marek.wierzbicki'))}</p>` +
          `<p><strong>Paweł Wierzbicki</strong> – co-owner, design engineer (key and stop actions, windchests) – ${mailto(at('pawel.wierzbicki'))}</p>` +
          `<p><strong>Katarzyna Wróbel</strong> – international projects coordinator (Germany &amp; Scandinavia) – ${mailto(at('katarzyna.wrobel'))}</p>` +
          `<p>We answer in English, German and Swedish.</p>`,
      ),
    ]),
  });

  const sitemapPaths = ['/', '/o-pracowni/', '/realizacje/', '/konserwacja-zabytkow/', '/zespol/', '/kontakt/', '/polityka-prywatnosci/'];
  pages['/page-sitemap.xml'] = { body: urlset(HOST, sitemapPaths, '2025-02-20'), contentType: 'application/xml; charset=utf-8' };

  const ln: CaseKind = 'link-non-english';
  const enPage = '/en/people-at-the-bench';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-klienta/\nDisallow: /strefa-klienta\n\nSitemap: ${ORIGIN}/page-sitemap.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-103',
      languages: ['pl', 'en'],
      addresses: [
        { address: at('biuro'), name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: at('serwis'), name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        {
          address: at('marek.wierzbicki'),
          name: 'Marek Wierzbicki',
          title: 'współwłaściciel, mistrz organmistrzowski',
          titleAlternatives: ['master organ builder, co-owner'],
          pages: ['/', '/zespol', enPage],
          cases: ['json-ld-person', 'json-ld-mailto', 'card', 'name-title-line', 'plain', ln],
        },
        {
          address: at('pawel.wierzbicki'),
          name: 'Paweł Wierzbicki',
          title: 'współwłaściciel, konstruktor – projekty traktur i wiatrownic',
          titleAlternatives: ['co-owner, design engineer (key and stop actions, windchests)'],
          pages: ['/zespol', enPage],
          cases: ['card', 'name-title-line', 'plain', ln],
        },
        ...TEAM.filter((m) => m.mail !== 'plain').map((m) => ({
          address: at(m.local),
          name: m.name,
          title: m.title,
          pages: ['/zespol'],
          ...(m.mail === 'reversed' ? { encoded: { kind: 'reversed' as const, text: reversed(at(m.local)) } } : {}),
          cases: ['card', m.mail === 'entities' ? 'entities' : 'script-reversed', ln, ...m.cases] as CaseKind[],
        })),
        { address: at('bartosz.kedzierski'), name: 'Bartosz Kędzierski', title: 'intonator', pages: ['/o-pracowni'], cases: ['prose', 'plain', ln] },
        { address: at('jan.ziolkowski'), name: 'Jan Ziółkowski', title: 'Kierownik prac konserwatorskich', pages: ['/konserwacja-zabytkow'], cases: ['title-name-line', 'honorific', 'plain', ln] },
        { address: at('ewa.sobczak'), name: 'Ewa Sobczak', title: 'koordynatorka projektów', pages: ['/kontakt'], cases: ['label-line', 'plain', ln] },
        {
          address: at('katarzyna.wrobel'),
          name: 'Katarzyna Wróbel',
          title: 'international projects coordinator (Germany & Scandinavia)',
          pages: [enPage],
          cases: ['name-title-line', 'hreflang', 'deep-page', 'link-english-unlisted', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `imie.nazwisko@${HOST}` },
      disallowed: ['/strefa-klienta'],
      nonAddresses: [
        { text: `imie.nazwisko@${HOST}`, kind: 'scheme' },
        { text: at('portal'), kind: 'disallowed' },
        { text: 'bestellung@zinnpfeifen-schmid.de', kind: 'other-company' },
        { text: 'logo-wierzbicki@2x.png', kind: 'retina' },
        { text: 'swiper@8.4.7', kind: 'package' },
        { text: 'jan.kowalski@parafia.pl', kind: 'placeholder' },
      ],
    },
  };
}
