/**
 * Akademia Żeglarska Bryza: a sailing school in Gdynia on WordPress (Astra), Polish with an
 * English home reached through hreflang only. Instructor cards (one address as character
 * references), a bosun as "Title: Name", a booking ContactPoint, the founder in JSON-LD with a
 * mailto: address, and a blog post listed only in the post sitemap of a Yoast-style sitemap index.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'bryza-gdynia.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  pl: [['/', 'Start'], ['/kursy', 'Kursy i szkolenia'], ['/o-nas', 'Kadra'], ['/kontakt', 'Kontakt']],
  en: [['/en', 'Home'], ['/en/contact', 'Get in touch']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Akademia Żeglarska Bryza',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.8" media="all">',
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.css">',
  ],
  header: (p) =>
    `<header class="site-header ast-primary-header-bar"><div class="ast-container"><a href="${p.lang === 'en' ? '/en' : '/'}" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2024/02/logo-bryza@2x.png" class="custom-logo" alt="Bryza" width="220" height="60"></a>` +
    `<nav class="main-header-menu"><ul id="primary-menu" class="menu">${MENU[p.lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: (p) =>
    `<footer class="site-footer"><div class="ast-container"><p>Akademia Żeglarska Bryza sp. z o.o. · Nabrzeże Pomorskie 3, 81-345 Gdynia · ${tel('+48 58 620 44 10')} · ${mailto(`biuro@${HOST}`)}</p>` +
    (p.lang === 'pl' ? `<p><a href="/strefa-kursanta">Strefa kursanta</a> · <a href="/polityka-prywatnosci">Polityka prywatności</a></p>` : '') +
    `<p class="copyright">© 2025 Bryza · Motyw Astra</p></div></footer>`,
  privacyPath: { pl: '/polityka-prywatnosci', en: '/polityka-prywatnosci' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.js"></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ALT = { pl: '/', en: '/en' };

type Card = { shown: string; name: string; title: string; local: string; bio: string; enc?: boolean };
const CREW: Card[] = [
  { shown: 'kpt. jacht. Marek Kowalczyk', name: 'Marek Kowalczyk', title: 'Prezes zarządu', local: 'marek.kowalczyk', bio: 'Kapitan jachtowy od 1998 r., dwa rejsy dookoła świata, założyciel Bryzy.' },
  { shown: 'mgr inż. Agnieszka Wrona', name: 'Agnieszka Wrona', title: 'Kierowniczka wyszkolenia', local: 'agnieszka.wrona', bio: 'Instruktorka żeglarstwa PZŻ, układa programy kursów na patent żeglarza i sternika.', enc: true },
  { shown: 'Tomasz Zieliński', name: 'Tomasz Zieliński', title: 'Instruktor żeglarstwa PZŻ, sternik motorowodny', local: 'tomasz.zielinski', bio: 'Prowadzi kursy motorowodne i szkolenia z manewrowania w porcie.' },
  { shown: 'Katarzyna Dąbrowska', name: 'Katarzyna Dąbrowska', title: 'Koordynatorka obozów młodzieżowych', local: 'katarzyna.dabrowska', bio: 'Obozy na Zatoce Puckiej dla młodzieży 12–17 lat, kontakt z rodzicami.' },
  { shown: 'Monika Kaczmarek', name: 'Monika Kaczmarek', title: 'Specjalistka ds. marketingu i rezerwacji grupowych', local: 'monika.kaczmarek', bio: 'Rejsy firmowe, integracje i vouchery prezentowe.' },
];

const card = (c: Card): string => {
  const a = `${c.local}@${HOST}`;
  const link = c.enc ? `<a href="${entities(`mailto:${a}`)}">${entities(a)}</a>` : mailto(a);
  return `<div class="wp-block-column kadra-card"><figure class="wp-block-image"><img src="/wp-content/uploads/2024/03/${c.local}-300x300.jpg" alt="${esc(c.name)}"></figure><h3 class="has-medium-font-size">${esc(c.shown)}</h3><p class="kadra-funkcja"><em>${esc(c.title)}</em></p><p>${esc(c.bio)}</p><p>✉ ${link}</p></div>`;
};

export function bryzaGdynia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/', lang: 'pl', title: 'Szkoła żeglarstwa w Gdyni', alternates: ALT,
    main: `<section class="hero"><h1>Żegluj z nami po Zatoce Gdańskiej</h1><p>Kursy na patent żeglarza jachtowego i sternika motorowodnego, rejsy stażowe po Bałtyku, obozy dla młodzieży. Pływamy od 2004 roku z mariny w Gdyni.</p><p><a href="/kursy" class="wp-block-button__link">Zobacz terminy kursów</a></p></section>`,
  });
  pages['/kursy'] = page({ path: '/kursy', lang: 'pl', title: 'Kursy i szkolenia', main: `<h1>Kursy i szkolenia</h1><ul><li>Żeglarz jachtowy – 14 dni, od 2 450 zł</li><li>Sternik motorowodny – weekendowy, 1 290 zł</li><li>Rejsy stażowe Gdynia–Bornholm–Gdynia</li></ul>` });
  pages['/o-nas'] = page({
    path: '/o-nas', lang: 'pl', title: 'Nasza kadra',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'SportsOrganization', name: 'Akademia Żeglarska Bryza', url: ORIGIN, founder: { '@type': 'Person', name: 'Marek Kowalczyk', jobTitle: 'Prezes zarządu', email: `mailto:marek.kowalczyk@${HOST}` } }],
    main: `<h1>Nasza kadra</h1><p>Wszyscy nasi instruktorzy mają uprawnienia Polskiego Związku Żeglarskiego i co sezon przechodzą szkolenie z pierwszej pomocy.</p><div class="wp-block-columns kadra">${CREW.map(card).join('')}</div>`,
  });
  pages['/kontakt'] = page({
    path: '/kontakt', lang: 'pl', title: 'Kontakt',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'Akademia Żeglarska Bryza', telephone: '+48 58 620 44 10', address: { '@type': 'PostalAddress', streetAddress: 'Nabrzeże Pomorskie 3', postalCode: '81-345', addressLocality: 'Gdynia', addressCountry: 'PL' }, contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: `rezerwacje@${HOST}`, availableLanguage: ['pl', 'en'] } }],
    main: `<h1>Kontakt</h1><p>Biuro czynne pon.–pt. 9:00–17:00, w sezonie także w soboty.</p><p>Sekretariat: ${mailto(`biuro@${HOST}`)}<br>Zapisy na kursy i rejsy: ${mailto(`rezerwacje@${HOST}`)}</p>` +
      `<p>Bosman przystani: Piotr Nowicki, tel. ${tel('+48 601 220 118')}, ${mailto(`piotr.nowicki@${HOST}`)} – sprawy miejsc postojowych, slipu i wypożyczenia sprzętu.</p>`,
  });
  pages['/en'] = page({
    path: '/en', lang: 'en', title: 'Sailing school in Gdynia', alternates: ALT,
    main: `<h1>Learn to sail on the Bay of Gdańsk</h1><p>We run RYA-style practical courses in English for visitors and expats, plus skippered day trips from Gdynia marina.</p><p><a href="/en/contact">Ask about English-language courses</a></p>`,
  });
  pages['/en/contact'] = page({
    path: '/en/contact', lang: 'en', title: 'Get in touch',
    main: `<h1>Get in touch</h1><p>Courses in English run from May to September. For dates, prices and crew places, write to Jan Mazur, International Courses Coordinator, at ${mailto(`jan.mazur@${HOST}`)}.</p><p>General office: ${mailto(`biuro@${HOST}`)}</p>`,
  });
  pages['/2025/03/rejsy-stazowe-2025'] = page({
    path: '/2025/03/rejsy-stazowe-2025', lang: 'pl', title: 'Rejsy stażowe 2025 – ruszyły zapisy',
    main: `<article class="post"><h1 class="entry-title">Rejsy stażowe 2025 – ruszyły zapisy</h1><p class="entry-meta">14 marca 2025</p><p>W tym roku planujemy sześć tygodniowych rejsów na Bornholm i do Karlskrony. Listę chętnych prowadzi nasza instruktorka Ewa Szymańska – zgłoszenia najlepiej wysyłać bezpośrednio do niej na ${mailto(`ewa.szymanska@${HOST}`)}, podając posiadany patent i staż.</p></article>`,
  });
  pages['/polityka-prywatnosci'] = page({ path: '/polityka-prywatnosci', lang: 'pl', title: 'Polityka prywatności', main: `<h1>Polityka prywatności</h1><p>Administratorem danych jest Akademia Żeglarska Bryza sp. z o.o. z siedzibą w Gdyni.</p>` });
  pages['/strefa-kursanta'] = page({ path: '/strefa-kursanta', lang: 'pl', title: 'Strefa kursanta', main: `<h1>Strefa kursanta</h1><p>Materiały szkoleniowe po zalogowaniu. Problem z hasłem? ${mailto(`kursanci@${HOST}`)}</p>` });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/kursy', '/o-nas', '/kontakt', '/en', '/en/contact', '/polityka-prywatnosci']));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2025/03/rejsy-stazowe-2025']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /strefa-kursanta\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml']),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.17', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-91',
      languages: ['pl', 'en'],
      addresses: [
        { address: `biuro@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `rezerwacje@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point', ln] },
        ...CREW.map((c) => ({
          address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/o-nas'],
          cases: ['card', c.enc ? 'entities' : 'plain', ln, ...(c.shown !== c.name ? ['honorific'] : []), ...(c.local === 'marek.kowalczyk' ? ['json-ld-person', 'json-ld-mailto'] : [])] as CaseKind[],
        })),
        { address: `piotr.nowicki@${HOST}`, name: 'Piotr Nowicki', title: 'Bosman przystani', pages: ['/kontakt'], cases: ['title-name-line', 'plain', ln] },
        { address: `jan.mazur@${HOST}`, name: 'Jan Mazur', title: 'International Courses Coordinator', pages: ['/en/contact'], cases: ['name-title-line', 'prose', 'plain', 'hreflang', 'deep-page'] },
        { address: `ewa.szymanska@${HOST}`, name: 'Ewa Szymańska', title: 'instruktorka', pages: ['/2025/03/rejsy-stazowe-2025'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/strefa-kursanta'],
      nonAddresses: [
        { text: `kursanci@${HOST}`, kind: 'disallowed' },
        { text: 'logo-bryza@2x.png', kind: 'retina' },
        { text: 'swiper@11.0.5', kind: 'package' },
      ],
    },
  };
}
