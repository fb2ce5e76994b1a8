/**
 * Orlik Instalacje: a heating, plumbing and heat-pump installer in Krosno, on WordPress with
 * Elementor and Yoast SEO, Polish only. The team as Elementor image boxes with "inż." and
 * "mgr inż." before names, one address written as character references by an e-mail encoder
 * plugin and one turned around by a small theme script; the founder as the JSON-LD graph's Person;
 * the contact page's "Name, function – address" lines and the staff scheme (imie.nazwisko@…); a
 * job advert listed only in Yoast's post sitemap, a child of the index robots.txt names, with the
 * HR specialist in running text (her name in the genitive). An old shop address in an HTML
 * comment, the retina logo, the wholesaler's address, the form's placeholder and the partner panel
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'orlik-instalacje.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-firmie/', 'O firmie'],
  ['/oferta/', 'Oferta'],
  ['/zespol/', 'Zespół'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Orlik Instalacje',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel='stylesheet' id='hello-elementor-css' href='${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all'>`,
    `<link rel='stylesheet' id='elementor-frontend-css' href='${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5' media='all'>`,
    `<link rel='stylesheet' id='elementor-post-12-css' href='${ORIGIN}/wp-content/uploads/elementor/css/post-12.css?ver=1714031122' media='all'>`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
    '<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->',
  ],
  header: () =>
    `<a class="skip-link screen-reader-text" href="#content">Przejdź do treści</a>` +
    `<header id="site-header" class="site-header dynamic-header menu-dropdown-tablet"><div class="header-inner"><div class="site-branding show-logo"><div class="site-logo show"><a href="${ORIGIN}/" class="custom-logo-link" rel="home"><img width="220" height="64" src="${ORIGIN}/wp-content/uploads/2023/04/orlik-logo.png" srcset="${ORIGIN}/wp-content/uploads/2023/04/orlik-logo.png 1x, ${ORIGIN}/wp-content/uploads/2023/04/orlik-logo@2x.png 2x" class="custom-logo" alt="Orlik Instalacje"></a></div></div>` +
    `<nav class="site-navigation show" aria-label="Menu główne"><ul id="menu-menu-glowne" class="menu">${MENU.map(([href, label], i) => `<li id="menu-item-${101 + i}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${101 + i}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer id="site-footer" class="site-footer dynamic-footer"><div class="footer-inner"><div class="site-branding show-logo"><p class="site-description">Orlik Instalacje Sp. z o.o. · ul. Podkarpacka 41, 38-400 Krosno · NIP 684-263-18-07</p></div>` +
    `<p>Biuro czynne pon.–pt. 7:00–16:00 · tel. ${tel('+48 13 432 18 50')} · ${mailto(`biuro@${HOST}`)}</p>` +
    `<!-- stary adres sklepu: sklep@${HOST} – nie używać, skrzynka zamknięta -->` +
    `<nav class="site-navigation" aria-label="Stopka"><ul id="menu-stopka" class="menu"><li class="menu-item"><a href="/polityka-prywatnosci/">Polityka prywatności</a></li><li class="menu-item"><a href="/panel-partnera/">Panel partnera</a></li></ul></nav>` +
    `<div class="copyright show"><p>© 2025 Orlik Instalacje. Wszelkie prawa zastrzeżone.</p></div></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci/' },
  bodyEnd: [
    `<script src='${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>`,
    `<script src='${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5' id='elementor-frontend-js'></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });

let uid = 0x3f2a10;
const section = (inner: string): string => {
  uid += 0x1d;
  const id = uid.toString(16);
  return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default" data-id="${id}" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div></div></section>`;
};
const text = (html: string): string => `<div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div>`;
const heading = (t: string, tag = 'h2'): string => `<div class="elementor-element elementor-widget elementor-widget-heading" data-widget_type="heading.default"><div class="elementor-widget-container"><${tag} class="elementor-heading-title elementor-size-default">${esc(t)}</${tag}></div></div>`;
const elementor = (id: number, sections: string[]): string => `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${sections.join('')}</div>`;

type Member = { shown: string; name: string; title: string; local: string; img: string; mail: 'plain' | 'entities' | 'reversed'; honorific?: boolean };
const TEAM: Member[] = [
  { shown: 'Marek Orlik', name: 'Marek Orlik', title: 'Założyciel i właściciel', local: 'marek.orlik', img: 'marek', mail: 'plain' },
  { shown: 'inż. Tomasz Wróbel', name: 'Tomasz Wróbel', title: 'Kierownik robót', local: 'tomasz.wrobel', img: 'tomasz', mail: 'entities', honorific: true },
  { shown: 'mgr inż. Katarzyna Nowicka', name: 'Katarzyna Nowicka', title: 'Projektantka instalacji sanitarnych i grzewczych', local: 'katarzyna.nowicka', img: 'katarzyna', mail: 'plain', honorific: true },
  { shown: 'Piotr Zając', name: 'Piotr Zając', title: 'Specjalista ds. pomp ciepła i fotowoltaiki', local: 'piotr.zajac', img: 'piotr', mail: 'reversed' },
  { shown: 'Agnieszka Kamińska', name: 'Agnieszka Kamińska', title: 'Kierowniczka biura', local: 'agnieszka.kaminska', img: 'agnieszka', mail: 'plain' },
];

const memberMail = (m: Member): string => {
  const addr = `${m.local}@${HOST}`;
  if (m.mail === 'entities') return `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>`;
  if (m.mail === 'reversed') return `<span class="orlik-mail" data-m="${reversed(addr)}">[adres e-mail]</span>`;
  return mailto(addr);
};

const box = (m: Member): string =>
  `<div class="elementor-column elementor-col-33 elementor-inner-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-position-top elementor-widget elementor-widget-image-box" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
  `<figure class="elementor-image-box-img"><img width="400" height="400" src="${ORIGIN}/wp-content/uploads/2024/02/zespol-${m.img}-400x400.jpg" class="attachment-medium size-medium" alt="${esc(m.name)}" loading="lazy"></figure>` +
  `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.shown)}</h3><p class="elementor-image-box-description">${esc(m.title)}<br>${memberMail(m)}</p></div></div></div></div></div></div>`;

const REVERSE_SCRIPT = `<script>document.querySelectorAll('.orlik-mail').forEach(function(el){var a=el.getAttribute('data-m').split('').reverse().join('');el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`;

export function orlikInstalacje(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const marek = TEAM[0]!;

  pages['/'] = page({
    path: '/',
    title: 'Instalacje grzewcze, sanitarne i pompy ciepła – Krosno',
    description: 'Projektujemy i wykonujemy instalacje grzewcze, wodno-kanalizacyjne i pompy ciepła na Podkarpaciu.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            '@id': `${ORIGIN}/#organization`,
            name: 'Orlik Instalacje Sp. z o.o.',
            url: `${ORIGIN}/`,
            logo: { '@type': 'ImageObject', url: `${ORIGIN}/wp-content/uploads/2023/04/orlik-logo.png` },
            founder: { '@id': `${ORIGIN}/#/schema/person/7c1d2e` },
          },
          { '@type': 'Person', '@id': `${ORIGIN}/#/schema/person/7c1d2e`, name: marek.name, jobTitle: marek.title, email: `${marek.local}@${HOST}` },
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Orlik Instalacje', inLanguage: 'pl-PL', publisher: { '@id': `${ORIGIN}/#organization` } },
        ],
      },
    ],
    main: elementor(12, [
      section(heading('Ciepło w domu bez niespodzianek', 'h1') + text(`<p>Od 2004 roku projektujemy i montujemy instalacje centralnego ogrzewania, wodno-kanalizacyjne, gazowe oraz pompy ciepła w domach jednorodzinnych i budynkach użyteczności publicznej w Krośnie, Jaśle i okolicach.</p><p>Zrealizowaliśmy ponad 1200 instalacji. Jesteśmy autoryzowanym instalatorem pomp ciepła i kotłów kondensacyjnych, pomagamy też w złożeniu wniosku do programu „Czyste Powietrze”.</p>`)),
      section(text(`<p><a class="elementor-button elementor-button-link" href="/oferta/">Zobacz ofertę</a> <a class="elementor-button elementor-button-link" href="/kontakt/">Umów bezpłatną wycenę</a></p>`)),
    ]),
  });

  pages['/o-firmie'] = page({
    path: '/o-firmie',
    title: 'O firmie',
    main: elementor(14, [
      section(heading('O firmie', 'h1') + text(`<p>Firmę założył w 2004 roku Marek Orlik, instalator z dwudziestoletnim stażem. Zaczynaliśmy od dwóch monterów i jednego busa, dziś zatrudniamy 26 osób, w tym własne biuro projektowe i serwis pogwarancyjny.</p><p>Materiały kupujemy głównie w Hurtowni Termo-Hurt Krosno (zamówienia hurtowe: zamowienia@termohurt-krosno.pl), dzięki czemu większość elementów mamy na miejscu w ciągu jednego dnia.</p><p>Poznaj <a href="/zespol/">nasz zespół</a>.</p>`)),
    ]),
  });

  pages['/oferta'] = page({
    path: '/oferta',
    title: 'Oferta',
    main: elementor(16, [
      section(heading('Oferta', 'h1') + text(`<ul><li>Instalacje centralnego ogrzewania i ogrzewanie podłogowe</li><li>Pompy ciepła powietrze-woda i gruntowe</li><li>Kotłownie gazowe i kondensacyjne</li><li>Instalacje wodno-kanalizacyjne</li><li>Przeglądy i serwis urządzeń grzewczych</li></ul><p>Awarie i serwis: ${mailto(`serwis@${HOST}`)}</p>`)),
    ]),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    main: elementor(18, [
      section(heading('Nasz zespół', 'h1') + text('<p>Ludzie, z którymi będziesz rozmawiać od pierwszej wyceny do odbioru instalacji.</p>')),
      `<section class="elementor-section elementor-inner-section elementor-element elementor-section-boxed" data-element_type="section"><div class="elementor-container elementor-column-gap-wide">${TEAM.map(box).join('')}</div></section>`,
    ]),
  });
  // Theme footer script of the team template.
  pages['/zespol'] = { body: pages['/zespol'].body.replace('</body>', `${REVERSE_SCRIPT}\n</body>`) };

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: elementor(20, [
      section(
        heading('Kontakt', 'h1') +
          text(
            `<p><strong>Orlik Instalacje Sp. z o.o.</strong><br>ul. Podkarpacka 41, 38-400 Krosno<br>tel. ${tel('+48 13 432 18 50')}<br>e-mail: ${mailto(`biuro@${HOST}`)}</p>` +
              `<p>Awarie i zgłoszenia serwisowe (także w weekendy): ${mailto(`serwis@${HOST}`)}, tel. ${tel('+48 602 118 450')}</p>` +
              `<h3>Osoby kontaktowe</h3>` +
              `<p>Bartosz Michalski, doradca techniczno-handlowy – ${mailto(`bartosz.michalski@${HOST}`)}, tel. ${tel('+48 604 220 317')}</p>` +
              `<p>Dariusz Mazur, kierownik serwisu – ${mailto(`dariusz.mazur@${HOST}`)}, tel. ${tel('+48 604 220 319')}</p>` +
              `<p>Adresy e-mail naszych pracowników mają postać imie.nazwisko@${HOST} (bez polskich znaków).</p>`,
          ),
      ),
      section(
        `<div class="elementor-element elementor-widget elementor-widget-form" data-widget_type="form.default"><div class="elementor-widget-container"><form class="elementor-form" method="post" name="Wycena"><div class="elementor-form-fields-wrapper"><div class="elementor-field-group"><label for="form-field-name" class="elementor-field-label">Imię i nazwisko</label><input type="text" name="form_fields[name]" id="form-field-name" class="elementor-field"></div><div class="elementor-field-group"><label for="form-field-email" class="elementor-field-label">E-mail</label><input type="email" name="form_fields[email]" id="form-field-email" class="elementor-field" placeholder="twoj@adres-email.pl" required="required"></div><div class="elementor-field-group"><label for="form-field-message" class="elementor-field-label">Opis inwestycji</label><textarea name="form_fields[message]" id="form-field-message" rows="5" class="elementor-field"></textarea></div><button type="submit" class="elementor-button">Wyślij zapytanie</button></div></form></div></div>`,
      ),
    ]),
  });

  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: elementor(3, [section(heading('Polityka prywatności', 'h1') + text('<p>Administratorem danych osobowych jest Orlik Instalacje Sp. z o.o. z siedzibą w Krośnie.</p>'))]) });
  pages['/panel-partnera'] = page({ path: '/panel-partnera', title: 'Panel partnera', main: elementor(22, [section(heading('Panel partnera', 'h1') + text(`<p>Dostęp do cenników i dokumentacji dla firm podwykonawczych. Prośby o konto: ${mailto(`partnerzy@${HOST}`)}</p>`))]) });

  pages['/kariera/monter-instalacji-sanitarnych'] = page({
    path: '/kariera/monter-instalacji-sanitarnych',
    title: 'Praca: monter instalacji sanitarnych i grzewczych',
    main: `<article id="post-311" class="post-311 post type-post status-publish format-standard category-kariera"><header class="page-header"><h1 class="entry-title">Praca: monter instalacji sanitarnych i grzewczych</h1></header><div class="page-content">` +
      `<p>Szukamy doświadczonego montera do ekipy pracującej na terenie Krosna i powiatu krośnieńskiego. Oferujemy umowę o pracę, samochód służbowy, narzędzia Rothenberger i szkolenia z montażu pomp ciepła.</p>` +
      `<p>CV oraz pytania o ofertę prosimy kierować do naszej specjalistki ds. kadr, Joanny Sadowskiej, na adres ${mailto(`joanna.sadowska@${HOST}`)} – odpowiadamy na każde zgłoszenie.</p></div></article>`,
  });

  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml'], '2025-04-22'));
  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/o-firmie/', '/oferta/', '/zespol/', '/kontakt/', '/polityka-prywatnosci/'], '2025-04-22'));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/kariera/monter-instalacji-sanitarnych/'], '2025-04-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /panel-partnera\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-111',
      languages: ['pl'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `serwis@${HOST}`, name: null, title: null, pages: ['/oferta', '/kontakt'], cases: ['role', 'plain', ln] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: m === marek ? ['/', '/zespol'] : ['/zespol'],
          ...(m.mail === 'reversed' ? { encoded: { kind: 'reversed' as const, text: reversed(`${m.local}@${HOST}`) } } : {}),
          cases: [
            'card',
            m.mail === 'reversed' ? 'script-reversed' : m.mail,
            ln,
            ...(m.honorific ? ['honorific'] : []),
            ...(m === marek ? ['json-ld-person'] : []),
          ] as CaseKind[],
        })),
        { address: `bartosz.michalski@${HOST}`, name: 'Bartosz Michalski', title: 'doradca techniczno-handlowy', pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
        { address: `dariusz.mazur@${HOST}`, name: 'Dariusz Mazur', title: 'kierownik serwisu', pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
        {
          address: `joanna.sadowska@${HOST}`,
          name: 'Joanna Sadowska',
          title: 'specjalistka ds. kadr',
          titleAlternatives: ['specjalistki ds. kadr'],
          pages: ['/kariera/monter-instalacji-sanitarnych'],
          cases: ['prose', 'sitemap-index', 'sitemap-robots', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: `imie.nazwisko@${HOST}` },
      disallowed: ['/panel-partnera'],
      nonAddresses: [
        { text: `imie.nazwisko@${HOST}`, kind: 'scheme' },
        { text: `sklep@${HOST}`, kind: 'comment' },
        { text: `partnerzy@${HOST}`, kind: 'disallowed' },
        { text: 'orlik-logo@2x.png', kind: 'retina' },
        { text: 'zamowienia@termohurt-krosno.pl', kind: 'other-company' },
        { text: 'twoj@adres-email.pl', kind: 'placeholder' },
      ],
    },
  };
}
