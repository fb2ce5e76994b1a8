/**
 * Centrum Stomatologiczne Dentica: a dental clinic in Wrocław-Krzyki, on WordPress with Elementor
 * (Hello Elementor theme), in Polish. The team as Elementor image boxes with the doctors'
 * degrees before their names ("lek. dent.", "dr n. med."), the implantologist's address written
 * as character references by an e-mail encoder plugin; the clinic's JSON-LD names the medical
 * director with her address and a mailto: e-mail for the front desk; the patient coordinator is
 * marked up with microdata on the contact page. A retina logo, a Swiper package path, the form's
 * placeholder and the staff schedule page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'dentica-krzyki.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/o-nas', 'O nas'],
  ['/zespol', 'Nasz zespół'],
  ['/cennik', 'Cennik'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Dentica – Centrum Stomatologiczne',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4" media="all">`,
    '<script src="https://cdn.jsdelivr.net/npm/swiper@8.4.5/swiper-bundle.min.js" id="swiper-js"></script>',
  ],
  header: () =>
    `<header class="elementor elementor-location-header" data-elementor-type="header"><div class="elementor-container"><a href="/" class="custom-logo-link"><img src="${ORIGIN}/wp-content/uploads/2024/02/dentica-logo.png" srcset="${ORIGIN}/wp-content/uploads/2024/02/dentica-logo@2x.png 2x" alt="Dentica" width="190" height="48"></a>` +
    `<nav class="elementor-nav-menu--main"><ul id="menu-glowne" class="elementor-nav-menu">${MENU.map(([h, l]) => `<li class="menu-item"><a href="${h}/" class="elementor-item">${esc(l)}</a></li>`).join('')}</ul></nav>` +
    `<a class="elementor-button" href="/kontakt/">Umów wizytę</a></div></header>`,
  footer: () =>
    `<footer class="elementor elementor-location-footer"><div class="elementor-container"><div class="elementor-column"><h4>Dentica Sp. z o.o.</h4><p>ul. Powstańców Śląskich 118/2, 53-333 Wrocław<br>${tel('+48 71 305 44 20')}<br>${mailto(`rejestracja@${HOST}`)}</p></div>` +
    `<div class="elementor-column"><p>Pon.–pt. 8:00–20:00, sob. 9:00–14:00</p><p><a href="/polityka-prywatnosci/">Polityka prywatności</a> · <a href="/strefa-personelu/">Strefa personelu</a></p></div></div><p class="copyright">© 2025 Dentica · NIP 899-287-41-63</p></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci/' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'pl-PL' });
const sec = (html: string): string => `<section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-widget-wrap">${html}</div></div></section>`;

type Doc = { pre: string; name: string; title: string; local: string; how: 'plain' | 'entities' };
const TEAM: Doc[] = [
  { pre: 'lek. dent.', name: 'Katarzyna Wróblewska', title: 'dyrektor medyczna, specjalista ortodonta', local: 'katarzyna.wroblewska', how: 'plain' },
  { pre: 'dr n. med.', name: 'Paweł Zieliński', title: 'specjalista chirurgii stomatologicznej, implantolog', local: 'pawel.zielinski', how: 'entities' },
  { pre: 'lek. dent.', name: 'Agnieszka Pawlak', title: 'lekarz dentysta – endodoncja mikroskopowa', local: 'agnieszka.pawlak', how: 'plain' },
  { pre: 'lek. dent.', name: 'Michał Nowicki', title: 'stomatologia dziecięca', local: 'michal.nowicki', how: 'plain' },
  { pre: '', name: 'Joanna Krawczyk', title: 'higienistka stomatologiczna', local: 'joanna.krawczyk', how: 'plain' },
  { pre: '', name: 'Ewa Malinowska', title: 'asystentka stomatologiczna', local: 'ewa.malinowska', how: 'plain' },
  { pre: 'tech. dent.', name: 'Tomasz Baran', title: 'kierownik pracowni protetycznej', local: 'tomasz.baran', how: 'plain' },
];

const box = (d: Doc): string => {
  const a = `${d.local}@${HOST}`;
  const link = d.how === 'entities' ? `<a href="mailto:${entities(a)}">${entities(a)}</a>` : mailto(a);
  return `<div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img src="${ORIGIN}/wp-content/uploads/2024/03/${d.local}-400x400.jpg" alt="${esc(d.name)}"></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(d.pre ? `${d.pre} ${d.name}` : d.name)}</h3><p class="elementor-image-box-description">${esc(d.title)}<br>${link}</p></div></div></div>`;
};

export function denticaKrzyki(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Dentysta Wrocław Krzyki',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: 'Dentica – Centrum Stomatologiczne',
        url: `${ORIGIN}/`,
        telephone: '+48 71 305 44 20',
        email: `mailto:rejestracja@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Powstańców Śląskich 118/2', postalCode: '53-333', addressLocality: 'Wrocław', addressCountry: 'PL' },
        employee: { '@type': 'Person', name: 'Katarzyna Wróblewska', honorificPrefix: 'lek. dent.', jobTitle: 'dyrektor medyczna, specjalista ortodonta', email: `katarzyna.wroblewska@${HOST}` },
      },
    ],
    main: sec(`<h1>Zdrowy uśmiech na Krzykach</h1><p>Leczenie zachowawcze, ortodoncja, implanty i stomatologia dziecięca w jednym miejscu. Przyjmujemy pacjentów prywatnie i w ramach abonamentów medycznych.</p><p><a href="/zespol/">Poznaj nasz zespół</a> · <a href="/cennik/">Sprawdź cennik</a></p>`),
  });
  pages['/o-nas'] = page({ path: '/o-nas', title: 'O nas', main: sec(`<h1>O klinice</h1><p>Dentica działa od 2011 roku. Pracujemy pod mikroskopem zabiegowym, a zdjęcia wykonujemy w tomografie CBCT na miejscu.</p>`) });
  pages['/zespol'] = page({ path: '/zespol', title: 'Nasz zespół', main: sec(`<h1>Nasz zespół</h1><div class="elementor-grid">${TEAM.map(box).join('')}</div>`) });
  pages['/cennik'] = page({ path: '/cennik', title: 'Cennik', main: sec(`<h1>Cennik</h1><table class="tablepress"><tr><td>Przegląd z planem leczenia</td><td>200 zł</td></tr><tr><td>Wypełnienie kompozytowe</td><td>od 350 zł</td></tr><tr><td>Implant z koroną</td><td>od 5900 zł</td></tr></table>`) });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: sec(
      `<h1>Kontakt i rejestracja</h1><p>Rejestracja telefoniczna: ${tel('+48 71 305 44 20')}, e-mail: ${mailto(`rejestracja@${HOST}`)}</p>` +
        `<div itemscope itemtype="https://schema.org/Person" class="koordynator"><p>Pacjentów zagranicznych i abonamentowych prowadzi <span itemprop="name">Monika Lis</span>, <span itemprop="jobTitle">koordynatorka pacjentów</span> – <a itemprop="email" href="mailto:monika.lis@${HOST}">monika.lis@${HOST}</a></p></div>` +
        `<form class="wpcf7-form" action="/kontakt/#wpcf7-f112-o1" method="post"><label>Imię i nazwisko <input name="your-name" placeholder="Jan Kowalski"></label><label>E-mail <input type="email" name="your-email" placeholder="jan.kowalski@poczta.test"></label><textarea name="your-message"></textarea><input type="submit" value="Wyślij"></form>`,
    ),
  });
  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', title: 'Polityka prywatności', main: sec(`<h1>Polityka prywatności</h1><p>Administratorem danych osobowych jest Dentica Sp. z o.o. z siedzibą we Wrocławiu.</p>`) });
  pages['/strefa-personelu'] = page({ path: '/strefa-personelu', title: 'Strefa personelu', main: sec(`<h1>Grafik gabinetów</h1><p>Zmiany w grafiku zgłaszaj na ${mailto(`grafik@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-personelu/\nDisallow: /strefa-personelu\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/o-nas', '/zespol', '/cennik', '/kontakt', '/polityka-prywatnosci'], '2025-02-11'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-35',
      languages: ['pl'],
      addresses: [
        { address: `rejestracja@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain', 'json-ld-mailto'] },
        { address: `katarzyna.wroblewska@${HOST}`, name: 'Katarzyna Wróblewska', title: 'dyrektor medyczna, specjalista ortodonta', pages: ['/zespol', '/'], cases: ['card', 'honorific', 'plain', 'json-ld-person', ln] },
        { address: `pawel.zielinski@${HOST}`, name: 'Paweł Zieliński', title: 'specjalista chirurgii stomatologicznej, implantolog', pages: ['/zespol'], cases: ['card', 'honorific', 'entities', ln] },
        { address: `agnieszka.pawlak@${HOST}`, name: 'Agnieszka Pawlak', title: 'lekarz dentysta – endodoncja mikroskopowa', pages: ['/zespol'], cases: ['card', 'honorific', 'plain', ln] },
        { address: `michal.nowicki@${HOST}`, name: 'Michał Nowicki', title: 'stomatologia dziecięca', pages: ['/zespol'], cases: ['card', 'honorific', 'plain', ln] },
        { address: `joanna.krawczyk@${HOST}`, name: 'Joanna Krawczyk', title: 'higienistka stomatologiczna', pages: ['/zespol'], cases: ['card', 'plain', ln] },
        { address: `ewa.malinowska@${HOST}`, name: 'Ewa Malinowska', title: 'asystentka stomatologiczna', pages: ['/zespol'], cases: ['card', 'plain', ln] },
        { address: `tomasz.baran@${HOST}`, name: 'Tomasz Baran', title: 'kierownik pracowni protetycznej', pages: ['/zespol'], cases: ['card', 'honorific', 'plain', ln] },
        { address: `monika.lis@${HOST}`, name: 'Monika Lis', title: 'koordynatorka pacjentów', pages: ['/kontakt'], cases: ['microdata', 'prose', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/strefa-personelu'],
      nonAddresses: [
        { text: `grafik@${HOST}`, kind: 'disallowed' },
        { text: 'dentica-logo@2x.png', kind: 'retina' },
        { text: 'swiper@8.4.5', kind: 'package' },
        { text: 'jan.kowalski@poczta.test', kind: 'placeholder' },
      ],
    },
  };
}
