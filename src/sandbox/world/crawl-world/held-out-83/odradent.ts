/**
 * Odra-Dent: a dental clinic in Wrocław (Krzyki), on WordPress with Astra and Elementor. The team
 * as Elementor image boxes with Polish medical degrees ("lek. dent.", "dr n. med."), some
 * addresses run through an e-mail encoder plugin (character references) and the medical director
 * also as a JSON-LD employee; the registration desk as the Dentist's contactPoint; the clinic
 * manager as a "Kierownik placówki: …" line; the billing lead in prose on the price list; the data
 * protection officer as an RODO label line; an X-ray news post reached only through the
 * WordPress sitemap index. The dental lab's address, a form placeholder, a retina logo and the
 * patient zone (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, jsonLdScript, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'odradent-wroclaw.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Strona główna'],
  ['/o-klinice/', 'O klinice'],
  ['/zespol/', 'Nasz zespół'],
  ['/leczenie/', 'Zakres leczenia'],
  ['/cennik/', 'Cennik'],
  ['/kontakt/', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Odra-Dent Centrum Stomatologii',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.12" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32">`,
  ],
  header: (p) =>
    `<div class="hfeed site" id="page"><a class="skip-link screen-reader-text" href="#content">Przejdź do treści</a>` +
    `<div class="ast-above-header-bar"><div class="ast-container"><span>${tel('+48 71 300 20 10')}</span> · <span>pon.–pt. 8:00–20:00, sob. 9:00–14:00</span></div></div>` +
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead"><div class="main-header-bar"><div class="ast-container"><div class="site-branding ast-site-identity"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="220" height="64" src="/wp-content/uploads/2023/02/odradent-logo.png" class="custom-logo" alt="Odra-Dent" srcset="/wp-content/uploads/2023/02/odradent-logo.png 1x, /wp-content/uploads/2023/02/odradent-logo@2x.png 2x"></a></span></div>` +
    `<nav id="primary-site-navigation" class="site-navigation ast-flex-grow-1 navigation-accessibility" aria-label="Menu główne"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${101 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${p.path === href.replace(/\/$/, '') || (href === '/' && p.path === '/') ? ' current-menu-item' : ''}"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('') +
    `</ul></nav><a class="elementor-button ast-custom-button" href="/kontakt/#rejestracja">Umów wizytę</a></div></div></header><div id="content" class="site-content"><div class="ast-container">`,
  footer: () =>
    `</div></div><footer class="site-footer" id="colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides">` +
    `<div class="site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area"><section class="widget widget_text"><h2 class="widget-title">Odra-Dent sp. z o.o.</h2><div class="textwidget"><p>ul. Powstańców Śląskich 118/2<br>53-333 Wrocław</p><p>Rejestracja: ${tel('+48 71 300 20 10')}<br>${mailto(`rejestracja@${HOST}`)}</p></div></section></aside></div>` +
    `<div class="site-footer-section site-footer-section-2"><ul class="menu"><li><a href="/polityka-prywatnosci/">Polityka prywatności i RODO</a></li><li><a href="/strefa-pacjenta/">Strefa pacjenta</a></li></ul><p>NIP 899-287-44-10 · KRS 0000612874</p></div></div></div>` +
    `<div class="site-below-footer-wrap"><div class="ast-footer-copyright"><p>Copyright © 2025 Odra-Dent | Realizacja: Pixelnova</p></div></div></footer></div>` +
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script><script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.12" id="astra-theme-js-js"></script>`,
  privacyPath: { pl: '/polityka-prywatnosci/' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });

const section = (title: string, html: string, id: number): string =>
  `<div id="primary" class="content-area primary"><main id="main" class="site-main"><article id="post-${id}" class="post-${id} page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header>` +
  `<div class="entry-content clear" itemprop="text"><div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${html}</div></div></article></main></div>`;

type Doc = { shown: string; name: string; title: string; local: string; bio: string; encode?: boolean; honorific: boolean };
const TEAM: Doc[] = [
  { shown: 'lek. dent. Agnieszka Wróbel', name: 'Agnieszka Wróbel', title: 'dyrektor medyczna, specjalistka ortodoncji', local: 'agnieszka.wrobel', honorific: true, bio: 'Założycielka kliniki. Leczy aparatami stałymi i nakładkowymi, prowadzi konsultacje ortodontyczne dla dorosłych.' },
  { shown: 'dr n. med. Piotr Zieliński', name: 'Piotr Zieliński', title: 'endodonta', local: 'piotr.zielinski', honorific: true, encode: true, bio: 'Leczenie kanałowe pod mikroskopem, powtórne leczenie endodontyczne, resekcje.' },
  { shown: 'lek. dent. Katarzyna Nowicka', name: 'Katarzyna Nowicka', title: 'chirurg stomatolog, implantolog', local: 'katarzyna.nowicka', honorific: true, encode: true, bio: 'Ekstrakcje ósemek, implanty, sterowana regeneracja kości.' },
  { shown: 'lek. dent. Marta Kaczmarek', name: 'Marta Kaczmarek', title: 'stomatolog dziecięcy', local: 'marta.kaczmarek', honorific: true, bio: 'Pierwsze wizyty adaptacyjne, lakowanie, leczenie zębów mlecznych.' },
  { shown: 'Joanna Mazur', name: 'Joanna Mazur', title: 'higienistka stomatologiczna', local: 'joanna.mazur', honorific: false, bio: 'Skaling, piaskowanie, instruktaż higieny, wybielanie nakładkowe.' },
  { shown: 'Tomasz Grabowski', name: 'Tomasz Grabowski', title: 'technik dentystyczny – pracownia protetyczna', local: 'tomasz.grabowski', honorific: false, bio: 'Korony pełnoceramiczne, licówki, szyny relaksacyjne.' },
];

const card = (d: Doc, i: number): string => {
  const addr = `${d.local}@${HOST}`;
  const mail = d.encode ? `<a href="${entities(`mailto:${addr}`)}">${entities(addr)}</a>` : mailto(addr);
  return (
    `<div class="elementor-column elementor-col-33 elementor-element elementor-element-${(0x3a1f + i * 7).toString(16)}"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-widget elementor-widget-image-box"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
    `<figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="/wp-content/uploads/2024/01/${d.local.replace('.', '-')}-400x400.jpg" alt="${esc(d.shown)}"></figure>` +
    `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(d.shown)}</h3><p class="elementor-image-box-description"><strong>${esc(d.title)}</strong><br>${esc(d.bio)}<br>${mail}</p></div></div></div></div></div></div>`
  );
};

export function odradent(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const org = {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    name: 'Odra-Dent Centrum Stomatologii',
    url: `${ORIGIN}/`,
    telephone: '+48713002010',
    address: { '@type': 'PostalAddress', streetAddress: 'ul. Powstańców Śląskich 118/2', postalCode: '53-333', addressLocality: 'Wrocław', addressCountry: 'PL' },
    contactPoint: { '@type': 'ContactPoint', contactType: 'rejestracja pacjentów', telephone: '+48713002010', email: `rejestracja@${HOST}`, availableLanguage: ['pl', 'en', 'uk'] },
    openingHours: ['Mo-Fr 08:00-20:00', 'Sa 09:00-14:00'],
  };

  pages['/'] = page({
    path: '/',
    title: 'Stomatolog Wrocław Krzyki',
    description: 'Stomatologia zachowawcza, ortodoncja, implanty i leczenie kanałowe pod mikroskopem – Wrocław, Powstańców Śląskich.',
    jsonLd: [org],
    main: section(
      'Uśmiech bez stresu – Odra-Dent',
      `<p>Od 2011 roku leczymy całe rodziny z Krzyków, Gaju i Borku. Przyjmujemy pacjentów prywatnie, a w zakresie stomatologii dziecięcej także na NFZ.</p>` +
        `<p><a href="/leczenie/">Sprawdź, co leczymy</a> · <a href="/zespol/">Poznaj naszych lekarzy</a> · <a href="/cennik/">Cennik 2025</a></p>`,
      2,
    ),
  });

  pages['/o-klinice'] = page({
    path: '/o-klinice',
    title: 'O klinice',
    main: section(
      'O klinice',
      `<p>Klinikę założyła w 2011 roku ortodontka Agnieszka Wróbel. Dziś mamy pięć gabinetów, własną pracownię protetyczną i pantomograf cyfrowy.</p>` +
        `<p>Prace protetyczne, których nie wykonujemy na miejscu, zlecamy sprawdzonemu laboratorium LabDent Wrocław (zamowienia@labdent-wroclaw.pl).</p>`,
      14,
    ),
  });

  pages['/zespol'] = page({
    path: '/zespol',
    title: 'Nasz zespół',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        '@id': `${ORIGIN}/#dentist`,
        name: 'Odra-Dent Centrum Stomatologii',
        employee: [{ '@type': 'Person', name: 'Agnieszka Wróbel', honorificPrefix: 'lek. dent.', jobTitle: 'dyrektor medyczna, specjalistka ortodoncji', email: `agnieszka.wrobel@${HOST}`, image: `${ORIGIN}/wp-content/uploads/2024/01/agnieszka-wrobel-400x400.jpg` }],
      },
    ],
    main: section('Nasz zespół', `<section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default">${TEAM.map(card).join('')}</div></section>`, 21),
  });

  pages['/leczenie'] = page({
    path: '/leczenie',
    title: 'Zakres leczenia',
    main: section('Zakres leczenia', `<ul><li>Stomatologia zachowawcza i estetyczna</li><li>Endodoncja mikroskopowa</li><li>Ortodoncja – aparaty stałe i nakładki</li><li>Chirurgia i implantologia</li><li>Profilaktyka i higienizacja</li><li>Stomatologia dziecięca (również NFZ)</li></ul>`, 27),
  });

  pages['/cennik'] = page({
    path: '/cennik',
    title: 'Cennik',
    main: section(
      'Cennik',
      `<table class="tablepress"><thead><tr><th>Zabieg</th><th>Cena</th></tr></thead><tbody><tr><td>Przegląd z planem leczenia</td><td>150 zł</td></tr><tr><td>Wypełnienie kompozytowe</td><td>od 280 zł</td></tr><tr><td>Leczenie kanałowe (ząb trzonowy)</td><td>od 1400 zł</td></tr><tr><td>Higienizacja</td><td>350 zł</td></tr></tbody></table>` +
        `<p>Płatność kartą, BLIK lub w ratach 0% przez Medi Raty. Plany leczenia i rozliczenia z ubezpieczycielami prowadzi kierowniczka rejestracji Ewa Sikora – napisz do niej na ${mailto(`ewa.sikora@${HOST}`)}, odpowiada zwykle tego samego dnia.</p>`,
      31,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      'Kontakt',
      `<div id="rejestracja"><h2>Rejestracja</h2><p>ul. Powstańców Śląskich 118/2 (wejście od podwórza, parter), 53-333 Wrocław</p><p>tel. ${tel('+48 71 300 20 10')}, ${tel('+48 601 222 410')}<br>e-mail: ${mailto(`rejestracja@${HOST}`)}</p></div>` +
        `<p>Kierownik placówki: mgr Beata Lis, ${mailto(`beata.lis@${HOST}`)}</p>` +
        `<div class="wpcf7" id="wpcf7-f88-o1"><form action="/kontakt/#wpcf7-f88-o1" method="post" class="wpcf7-form init"><p><label>Imię i nazwisko<br><input type="text" name="your-name" size="40"></label></p><p><label>Adres e-mail<br><input type="email" name="your-email" placeholder="np. jan.kowalski@example.com" size="40"></label></p><p><label>Wiadomość<br><textarea name="your-message" cols="40" rows="6"></textarea></label></p><p><input type="submit" value="Wyślij" class="wpcf7-submit"></p></form></div>`,
      35,
    ),
  });

  pages['/polityka-prywatnosci'] = page({
    path: '/polityka-prywatnosci',
    title: 'Polityka prywatności i RODO',
    main: section(
      'Polityka prywatności i RODO',
      `<p>Administratorem danych osobowych jest Odra-Dent sp. z o.o. z siedzibą we Wrocławiu. Dokumentację medyczną przechowujemy przez 20 lat zgodnie z ustawą o prawach pacjenta.</p>` +
        `<p>Inspektor Ochrony Danych: Robert Kowal, radca prawny, ul. Powstańców Śląskich 118/2, 53-333 Wrocław, tel. ${tel('+48 71 300 20 19')}, e-mail ${mailto(`robert.kowal@${HOST}`)}</p>`,
      3,
    ),
  });

  pages['/strefa-pacjenta'] = page({ path: '/strefa-pacjenta', title: 'Strefa pacjenta', main: section('Strefa pacjenta', `<p>Logowanie do e-kartoteki. Problem z kontem? ${mailto(`e-kartoteka@${HOST}`)}</p>`, 40) });

  pages['/aktualnosci/tomograf-cbct'] = page({
    path: '/aktualnosci/tomograf-cbct',
    title: 'Mamy nowy tomograf CBCT',
    main: section(
      'Mamy nowy tomograf CBCT',
      `<p>Od marca wykonujemy na miejscu tomografię wiązki stożkowej – bez skierowania i bez wizyty w innej pracowni. Opis badania przygotowuje lekarz prowadzący.</p>` +
        `<p>Terminy badań ustala nasz technik elektroradiolog Marcin Dudek (${mailto(`marcin.dudek@${HOST}`)}); prosimy o przesłanie wcześniejszych zdjęć, jeśli je Państwo mają.</p>`,
      212,
    ),
  });

  const paths = ['/', '/o-klinice/', '/zespol/', '/leczenie/', '/cennik/', '/kontakt/', '/polityka-prywatnosci/'];
  pages['/wp-sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/wp-sitemap-posts-page-1.xml', '/wp-sitemap-posts-post-1.xml'], '2025-03-20'));
  pages['/wp-sitemap-posts-page-1.xml'] = xmlPage(urlset(HOST, paths, '2025-03-20'));
  pages['/wp-sitemap-posts-post-1.xml'] = xmlPage(urlset(HOST, ['/aktualnosci/tomograf-cbct/'], '2025-03-04'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-pacjenta\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'LiteSpeed', 'X-LiteSpeed-Cache': 'hit', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-83',
      languages: ['pl'],
      addresses: [
        { address: `rejestracja@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        ...TEAM.map((d) => ({
          address: `${d.local}@${HOST}`,
          name: d.name,
          title: d.title,
          pages: ['/zespol'],
          cases: ['card', d.encode ? 'entities' : 'plain', ln, ...(d.honorific ? ['honorific'] : []), ...(d.local === 'agnieszka.wrobel' ? ['json-ld-person'] : [])] as CaseKind[],
        })),
        { address: `ewa.sikora@${HOST}`, name: 'Ewa Sikora', title: 'kierowniczka rejestracji', pages: ['/cennik'], cases: ['prose', 'plain', ln] },
        { address: `beata.lis@${HOST}`, name: 'Beata Lis', title: 'Kierownik placówki', pages: ['/kontakt'], cases: ['title-name-line', 'honorific', 'plain', ln] },
        { address: `robert.kowal@${HOST}`, name: 'Robert Kowal', title: 'radca prawny', titleAlternatives: ['Inspektor Ochrony Danych'], pages: ['/polityka-prywatnosci'], cases: ['label-line', 'plain', ln] },
        { address: `marcin.dudek@${HOST}`, name: 'Marcin Dudek', title: 'technik elektroradiolog', pages: ['/aktualnosci/tomograf-cbct'], cases: ['prose', 'plain', 'sitemap-index', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/strefa-pacjenta'],
      nonAddresses: [
        { text: `e-kartoteka@${HOST}`, kind: 'disallowed' },
        { text: 'zamowienia@labdent-wroclaw.pl', kind: 'other-company' },
        { text: 'jan.kowalski@example.com', kind: 'placeholder' },
        { text: 'odradent-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
