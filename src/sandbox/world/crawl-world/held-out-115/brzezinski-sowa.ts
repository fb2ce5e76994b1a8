/**
 * Brzeziński Sowa i Wspólnicy: a law firm (radcowie prawni and an adwokat) in Kraków, on WordPress
 * with the block editor and the "Email Address Encoder" plugin, in Polish with an English section.
 * The team as block-editor cards under names with Polish professional titles (r.pr., adw., dr
 * hab.) and LL.M.s, every address written as character references; the contact page's Yoast-style
 * JSON-LD holds the employment-law department's lawyers; a trainee vacancy names the HR partner in
 * the genitive; the English home (the hreflang alternate) names the international desk's head and
 * the English lawyers page, two links from home, an Of Counsel shown nowhere else. The client
 * panel (disallowed) and the retina logo are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kancelaria-brzezinski-sowa.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'pl' | 'en', [string, string][]> = {
  pl: [
    ['/', 'Strona główna'],
    ['/specjalizacje', 'Specjalizacje'],
    ['/zespol', 'Zespół'],
    ['/kariera', 'Kariera'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/practice-areas', 'Practice areas'],
    ['/en/meet-our-lawyers', 'Meet our lawyers'],
  ],
};

/** What the Email Address Encoder plugin makes of a mailto link. */
const encMail = (address: string): string => `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Brzeziński Sowa i Wspólnicy',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel='stylesheet' id='wp-block-library-css' href='${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />`,
    `<link rel='stylesheet' id='lexpro-style-css' href='${ORIGIN}/wp-content/themes/lexpro/style.css?ver=2.1.4' media='all' />`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/05/cropped-sygnet-32x32.png" sizes="32x32" />`,
    "<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->",
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'pl';
    return (
      `<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">${lang === 'en' ? 'Skip to content' : 'Przejdź do treści'}</a>` +
      `<header id="masthead" class="site-header"><div class="site-branding"><a href="${lang === 'en' ? '/en' : '/'}" class="custom-logo-link" rel="home"><img width="220" height="64" src="/wp-content/uploads/2023/05/logo-kancelaria.png" srcset="/wp-content/uploads/2023/05/logo-kancelaria@2x.png 2x" class="custom-logo" alt="Brzeziński Sowa i Wspólnicy"></a></div>` +
      `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${MENU[lang].map(([h, l]) => `<li class="menu-item menu-item-type-post_type menu-item-object-page"><a href="${h}">${esc(l)}</a></li>`).join('')}` +
      `<li class="menu-item wpml-ls-item"><a href="${lang === 'en' ? '/' : '/en'}"><span class="wpml-ls-native" lang="${lang === 'en' ? 'pl' : 'en'}">${lang === 'en' ? 'PL' : 'EN'}</span></a></li></ul></nav></header>`
    );
  },
  footer: (p) =>
    `<footer id="colophon" class="site-footer"><div class="footer-widgets"><section id="text-3" class="widget widget_text"><h2 class="widget-title">${p.lang.startsWith('en') ? 'Office' : 'Kancelaria'}</h2><div class="textwidget"><p>Brzeziński Sowa i Wspólnicy sp.k.<br>ul. Karmelicka 31/4, 31-131 Kraków<br>${tel('+48 12 421 77 30')}<br>${encMail(`biuro@${HOST}`)}</p>` +
    `<p>KRS 0000512874 · NIP 676-248-19-02</p></div></section>` +
    `<section id="nav_menu-2" class="widget widget_nav_menu"><ul class="menu"><li><a href="/polityka-prywatnosci">Polityka prywatności</a></li><li><a href="/panel-klienta/">${p.lang.startsWith('en') ? 'Client panel' : 'Panel klienta'}</a></li></ul></section></div>` +
    `<div class="site-info">© 2025 Brzeziński Sowa i Wspólnicy. Wszelkie prawa zastrzeżone.</div></footer></div>`,
  privacyPath: { pl: '/polityka-prywatnosci', en: '/polityka-prywatnosci' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/lexpro/js/navigation.js?ver=2.1.4" id="lexpro-navigation-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'pl-PL' });
const entry = (title: string, html: string): string =>
  `<div id="primary" class="content-area"><article class="page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content">${html}</div></article></div>`;

type Lawyer = { shown: string; name: string; title: string; en?: string; local: string; phone: string; img: string; cases: CaseKind[] };
const TEAM: Lawyer[] = [
  { shown: 'r.pr. dr Marek Brzeziński', name: 'Marek Brzeziński', title: 'Partner zarządzający', en: 'Managing Partner', local: 'm.brzezinski', phone: '+48 12 421 77 31', img: 'brzezinski', cases: ['honorific'] },
  { shown: 'adw. Paweł Sowa, LL.M.', name: 'Paweł Sowa', title: 'Partner', en: 'Partner', local: 'p.sowa', phone: '+48 12 421 77 32', img: 'sowa', cases: ['honorific', 'post-nominal'] },
  { shown: 'dr hab. Ewa Majewska, prof. UJ', name: 'Ewa Majewska', title: 'Of Counsel, radca prawny', local: 'e.majewska', phone: '+48 12 421 77 35', img: 'majewska', cases: ['honorific', 'post-nominal'] },
  { shown: 'r.pr. Agnieszka Wróbel', name: 'Agnieszka Wróbel', title: 'Starszy prawnik', local: 'a.wrobel', phone: '+48 12 421 77 36', img: 'wrobel', cases: ['honorific'] },
  { shown: 'Tomasz Dudek', name: 'Tomasz Dudek', title: 'Aplikant radcowski', local: 't.dudek', phone: '+48 12 421 77 38', img: 'dudek', cases: [] },
  { shown: 'r.pr. Karolina Sadowska', name: 'Karolina Sadowska', title: 'Radca prawny', local: 'k.sadowska', phone: '+48 12 421 77 37', img: 'sadowska', cases: ['honorific'] },
];

const card = (l: Lawyer, title = l.title): string =>
  `<div class="wp-block-column team-member is-layout-flow"><figure class="wp-block-image size-medium"><img decoding="async" width="300" height="300" src="/wp-content/uploads/2024/02/${l.img}-300x300.jpg" alt="" class="wp-image-${l.img.length * 97}"></figure>` +
  `<h3 class="wp-block-heading team-member__name">${esc(l.shown)}</h3><p class="team-member__role">${esc(title)}</p><p class="team-member__contact">tel. ${tel(l.phone)}<br>${encMail(`${l.local}@${HOST}`)}</p></div>`;

const columns = (cards: string[]): string => {
  const rows: string[] = [];
  for (let i = 0; i < cards.length; i += 3) rows.push(`<div class="wp-block-columns is-layout-flex wp-block-columns-is-layout-flex">${cards.slice(i, i + 3).join('')}</div>`);
  return `<div class="wp-block-group team-grid"><div class="wp-block-group__inner-container">${rows.join('')}</div></div>`;
};

export function brzezinskiSowa(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { pl: '/', en: '/en', 'x-default': '/' };

  pages['/'] = page({
    path: '/',
    title: 'Kancelaria radców prawnych w Krakowie',
    alternates: alt,
    main: entry(
      'Kancelaria Brzeziński Sowa i Wspólnicy',
      `<p class="has-large-font-size">Od 2006 roku doradzamy przedsiębiorcom z Małopolski w sprawach z zakresu prawa gospodarczego, prawa pracy i sporów sądowych.</p>` +
        `<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/specjalizacje">Nasze specjalizacje</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/zespol">Poznaj zespół</a></div></div>`,
    ),
  });

  pages['/specjalizacje'] = page({
    path: '/specjalizacje',
    title: 'Specjalizacje',
    main: entry('Specjalizacje', `<ul class="wp-block-list"><li>Prawo spółek i transakcje M&amp;A</li><li>Prawo pracy i spory pracownicze</li><li>Postępowania sądowe i arbitrażowe</li><li>Zamówienia publiczne</li><li>Ochrona danych osobowych (RODO)</li></ul>`),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Zespół',
    main: entry('Zespół', `<p>Nasz zespół tworzy dziewięciu prawników: radców prawnych, adwokatów i aplikantów.</p>${columns(TEAM.map((l) => card(l)))}`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${ORIGIN}/#organization`,
        name: 'Brzeziński Sowa i Wspólnicy sp.k.',
        url: `${ORIGIN}/`,
        email: `biuro@${HOST}`,
        telephone: '+48 12 421 77 30',
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Karmelicka 31/4', postalCode: '31-131', addressLocality: 'Kraków', addressCountry: 'PL' },
        department: [
          {
            '@type': 'LegalService',
            name: 'Departament Prawa Pracy',
            employee: [
              { '@type': 'Person', name: 'Agnieszka Wróbel', jobTitle: 'Starszy prawnik', email: `a.wrobel@${HOST}` },
              { '@type': 'Person', name: 'Tomasz Dudek', jobTitle: 'Aplikant radcowski', email: `t.dudek@${HOST}` },
            ],
          },
        ],
      },
    ],
    main: entry(
      'Kontakt',
      `<div class="wp-block-columns"><div class="wp-block-column"><p><strong>Brzeziński Sowa i Wspólnicy sp.k.</strong><br>ul. Karmelicka 31/4<br>31-131 Kraków</p><p>Sekretariat czynny pn.–pt. 8:30–17:00<br>tel. ${tel('+48 12 421 77 30')}<br>e-mail: ${encMail(`biuro@${HOST}`)}</p></div>` +
        `<div class="wp-block-column"><iframe title="Mapa" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2561.1!2d19.9276!3d50.0671" width="100%" height="300" loading="lazy"></iframe></div></div>`,
    ),
  });

  pages['/kariera'] = page({
    path: '/kariera',
    title: 'Kariera',
    main: entry(
      'Aplikant radcowski / aplikantka radcowska',
      `<p>Poszukujemy osoby na I lub II roku aplikacji radcowskiej do Departamentu Prawa Gospodarczego. Oferujemy umowę o pracę, patronat doświadczonego radcy prawnego i dofinansowanie aplikacji.</p>` +
        `<p>CV wraz z listem motywacyjnym prosimy przesyłać do Pani Magdaleny Zielińskiej, HR Business Partner, na adres ${encMail(`m.zielinska@${HOST}`)} do 30 czerwca 2025 r.</p>` +
        `<p class="has-small-font-size">Prosimy o dopisanie klauzuli zgody na przetwarzanie danych osobowych na potrzeby rekrutacji.</p>`,
    ),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności',
    main: entry('Polityka prywatności', `<p>Administratorem Pani/Pana danych osobowych jest Brzeziński Sowa i Wspólnicy sp.k. z siedzibą w Krakowie. Kontakt w sprawach danych osobowych: ${encMail(`biuro@${HOST}`)}.</p>`),
  });

  pages['/panel-klienta'] = page({
    path: '/panel-klienta',
    title: 'Panel klienta',
    main: entry('Panel klienta', `<p>Problemy z logowaniem? Napisz na ${mailto(`panel@${HOST}`)}.</p><form method="post"><input type="text" name="log"><input type="password" name="pwd"><button type="submit">Zaloguj</button></form>`),
  });

  pages['/en'] = page({
    path: '/en',
    lang: 'en-GB',
    title: 'Law firm in Kraków',
    alternates: alt,
    main: entry(
      'Brzeziński Sowa &amp; Partners',
      `<p>We advise foreign investors and their Polish subsidiaries on corporate, employment and litigation matters, in English and German.</p>` +
        `<p>Our international desk is your first point of contact: Joanna Kamińska, Head of the International Desk, ${encMail(`j.kaminska@${HOST}`)}, ${tel('+48 12 421 77 40')}.</p>` +
        `<p><a href="/en/meet-our-lawyers">Meet our lawyers</a> · <a href="/en/practice-areas">Practice areas</a></p>`,
    ),
  });

  pages['/en/practice-areas'] = page({
    path: '/en/practice-areas',
    lang: 'en-GB',
    title: 'Practice areas',
    main: entry('Practice areas', `<ul><li>Corporate and M&amp;A</li><li>Employment law</li><li>Litigation and arbitration</li><li>Public procurement</li><li>Data protection (GDPR)</li></ul>`),
  });

  const robert: Lawyer = { shown: 'Robert Nowicki, LL.M. (Cantab)', name: 'Robert Nowicki', title: 'Of Counsel, foreign investment', local: 'r.nowicki', phone: '+48 12 421 77 41', img: 'nowicki', cases: [] };
  pages['/en/meet-our-lawyers'] = page({
    path: '/en/meet-our-lawyers',
    lang: 'en-GB',
    title: 'Meet our lawyers',
    main: entry('Meet our lawyers', `<p>Partners and the international team.</p>${columns([card(TEAM[0]!, TEAM[0]!.en), card(TEAM[1]!, TEAM[1]!.en), card(robert)])}`),
  });

  const ln: CaseKind = 'link-non-english';
  const site = {
    host: HOST,
    robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /panel-klienta\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    sitemapXml: urlset(HOST, ['/', '/specjalizacje', '/zespol', '/kariera', '/kontakt', '/polityka-prywatnosci', '/en', '/en/practice-areas', '/en/meet-our-lawyers'], '2025-04-22'),
    pages,
    headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
  };
  return {
    site,
    truth: {
      domain: HOST,
      set: 'held-out-115',
      languages: ['pl', 'en'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'entities'] },
        ...TEAM.map((l) => {
          const inLd = l.local === 'a.wrobel' || l.local === 't.dudek';
          const onEn = l.en !== undefined;
          return {
            address: `${l.local}@${HOST}`,
            name: l.name,
            title: l.title,
            ...(onEn && l.en !== l.title ? { titleAlternatives: [l.en!] } : {}),
            pages: ['/zespol', ...(inLd ? ['/kontakt'] : []), ...(onEn ? ['/en/meet-our-lawyers'] : [])],
            cases: ['card', 'entities', ln, ...l.cases, ...(inLd ? (['json-ld-nested'] as CaseKind[]) : [])] as CaseKind[],
          };
        }),
        { address: `m.zielinska@${HOST}`, name: 'Magdalena Zielińska', title: 'HR Business Partner', pages: ['/kariera'], cases: ['prose', 'entities', ln] },
        { address: `j.kaminska@${HOST}`, name: 'Joanna Kamińska', title: 'Head of the International Desk', pages: ['/en'], cases: ['name-title-line', 'hreflang', 'entities'] },
        {
          address: `r.nowicki@${HOST}`,
          name: 'Robert Nowicki',
          title: 'Of Counsel, foreign investment',
          titleAlternatives: ['Of Counsel'],
          pages: ['/en/meet-our-lawyers'],
          cases: ['card', 'post-nominal', 'deep-page', 'link-english-unlisted', 'entities'],
        },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/panel-klienta'],
      nonAddresses: [
        { text: `panel@${HOST}`, kind: 'disallowed' },
        { text: 'logo-kancelaria@2x.png', kind: 'retina' },
      ],
    },
  };
}
