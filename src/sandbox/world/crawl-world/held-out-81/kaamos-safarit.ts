/**
 * Kaamos Safarit Oy: a reindeer and husky safari farm near Muonio, on WordPress (Astra), in
 * Finnish with an English section. Staff as theme cards (one address through a WordPress e-mail
 * encoder's character references), the founder as a JSON-LD Person, a "Laskutus:" label line,
 * the English home reached through hreflang with the guide coordinator in prose, and the English
 * contact page two links deep with "Name, Title" lines. Traps: a retina logo file and a package
 * version in a CDN path.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kaamos-safarit.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  fi: [
    ['/safarit', 'Safarit'],
    ['/meista', 'Meistä'],
    ['/yhteystiedot', 'Yhteystiedot'],
    ['/en', 'In English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/yhteys', 'Get in touch'],
    ['/', 'Suomeksi'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kaamos Safarit',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.8" media="all">`,
    '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.css">',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'fi';
    return `<header id="masthead" class="site-header ast-primary-submenu-animation-fade"><div class="ast-container"><div class="site-branding"><a href="${lang === 'en' ? '/en' : '/'}" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2024/09/kaamos-logo.png" srcset="/wp-content/uploads/2024/09/kaamos-logo@2x.png 2x" width="190" height="64" alt="Kaamos Safarit"></a></div><nav class="main-navigation" aria-label="Päävalikko"><ul id="primary-menu" class="main-header-menu">${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`;
  },
  footer: (p) =>
    `<footer class="site-footer"><div class="ast-container"><p>Kaamos Safarit Oy · Kitkiöjärventie 41, 95700 Muonio · ${tel('+358 40 718 2290')} · ${mailto(`info@${HOST}`)}</p><p>${p.lang.startsWith('en') ? 'Member of Visit Lapland' : 'Y-tunnus 2981447-6 · Lapin Matkailuyrittäjät ry:n jäsen'}</p><p><a href="/henkilokunta">Henkilökunnalle</a> · © 2025 Kaamos Safarit</p></div></footer>`,
  privacyPath: { fi: '/tietosuoja', en: '/tietosuoja' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/swiper@11.0.5/swiper-bundle.min.js"></script>', '<script src="/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.8" id="astra-theme-js-js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const wrap = (html: string): string => `<div class="entry-content ast-container">${html}</div>`;

type Card = { name: string; title: string; local: string; bio: string; encode?: boolean };
const STAFF: Card[] = [
  { name: 'Aino Mäkelä', title: 'toimitusjohtaja, poronhoitaja', local: 'aino', bio: 'Aino on kasvanut poroerotusaidan laidalla ja perusti yrityksen vuonna 2009.' },
  { name: 'Jussi Keskitalo', title: 'safarioppaiden esimies', local: 'jussi', bio: 'Jussi vetää moottorikelkka- ja porosafarit ja kouluttaa kauden oppaat.', encode: true },
  { name: 'Sanna Ylitalo', title: 'myynti- ja varauspäällikkö', local: 'sanna', bio: 'Ryhmät, yritystilaisuudet ja matkanjärjestäjät.' },
  { name: 'Oula Näkkäläjärvi', title: 'porotilan isäntä', local: 'oula', bio: 'Oula huolehtii tarhan noin 300 porosta ympäri vuoden.' },
  { name: 'Leena Aikio', title: 'huskytarhan vastaava', local: 'leena', bio: 'Leenan hoivissa on 48 siperianhuskya ja alaskanhuskya.' },
];

const card = (c: Card): string =>
  `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="/wp-content/uploads/2024/10/${c.local}.jpg" alt="${esc(c.name)}"></figure><h4 class="wp-block-heading">${esc(c.name)}</h4><p class="has-small-font-size"><em>${esc(c.title)}</em></p><p>${esc(c.bio)}</p><p>${
    c.encode ? `<a href="${entities(`mailto:${c.local}@${HOST}`)}">${entities(`${c.local}@${HOST}`)}</a>` : mailto(`${c.local}@${HOST}`)
  }</p></div>`;

export function kaamosSafarit(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Porosafarit ja huskyajelut Muoniossa',
    alternates: { fi: '/', en: '/en' },
    main: wrap(`<h1>Tunturin hiljaisuutta ja poron kulkusen kilinää</h1><p>Järjestämme porosafareita, huskyajeluita ja revontuliretkiä Muonion ja Olostunturin maisemissa marraskuusta huhtikuuhun.</p><p><a href="/safarit">Katso kaikki safarit</a> · <a href="/meista">Tutustu väkeemme</a></p>`),
  });
  pages['/safarit'] = page({
    path: '/safarit',
    title: 'Safarit',
    main: wrap(`<h1>Safarit</h1><ul><li>Porotilavierailu ja lyhyt porokyyti, 2 h – 89 €</li><li>Poroajelu revontulten alla, 3 h – 139 €</li><li>Huskysafari 10 km, 2,5 h – 169 €</li><li>Koko päivän erämaasafari nuotiolounaalla – 289 €</li></ul><p>Hintoihin sisältyvät lämpöhaalarit, kengät ja kypärä.</p>`),
  });
  pages['/meista'] = page({
    path: '/meista',
    title: 'Meistä',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TravelAgency',
        name: 'Kaamos Safarit Oy',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Aino Mäkelä', jobTitle: 'toimitusjohtaja', email: `aino@${HOST}` },
      },
    ],
    main: wrap(`<h1>Meistä</h1><p>Olemme perheyritys, jonka juuret ovat Kitkiöjärven paliskunnassa. Talvisin meitä on töissä parikymmentä, kesällä viisi.</p><div class="wp-block-columns team-grid">${STAFF.map(card).join('')}</div>`),
  });
  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: wrap(
      `<h1>Yhteystiedot</h1><p>Varaukset ja kysymykset safareista: ${mailto(`varaukset@${HOST}`)} tai ${tel('+358 40 718 2290')} (ma–pe 9–16).</p>` +
        `<p>Laskutus: Pirjo Hietala, talouspäällikkö, ${tel('+358 40 718 2295')}, ${mailto(`pirjo@${HOST}`)}</p><p>Ajo-ohje: Muonion keskustasta 12 km Kittilän suuntaan, käänny Kitkiöjärventielle.</p>`,
    ),
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Reindeer and husky safaris in Muonio',
    lang: 'en',
    alternates: { fi: '/', en: '/en' },
    main: wrap(`<h1>Reindeer, huskies and the northern lights</h1><p>Small groups, warm clothing included, and guides who grew up here. Our guide coordinator Emma Lindholm answers English enquiries at ${mailto(`emma@${HOST}`)} and can tell you which week suits aurora hunting best.</p><p><a href="/en/yhteys">Get in touch</a></p>`),
  });
  pages['/en/yhteys'] = page({
    path: '/en/yhteys',
    title: 'Get in touch',
    lang: 'en',
    main: wrap(
      `<h1>Get in touch</h1><p>Jussi Keskitalo, Head Guide, ${mailto(`jussi@${HOST}`)}</p><p>Mikko Rauhala, Winter Season Operations Manager, ${mailto(`mikko@${HOST}`)}</p><p>Group and incentive bookings: Sanna Ylitalo, Sales &amp; Reservations Manager, ${mailto(`sanna@${HOST}`)}</p>`,
    ),
  });
  pages['/henkilokunta'] = page({ path: '/henkilokunta', title: 'Henkilökunnalle', main: wrap(`<h1>Henkilökunnalle</h1><p>Vuorolistat ja varustehuolto: ${mailto(`vuorolistat@${HOST}`)}</p>`) });
  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: wrap(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä on Kaamos Safarit Oy. Varaustietoja säilytetään kirjanpitolain edellyttämän ajan.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /henkilokunta\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\n`, sitemapXml: urlset(HOST, ['/', '/safarit', '/meista', '/yhteystiedot', '/en', '/tietosuoja']), pages, headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' } },
    truth: {
      domain: HOST,
      set: 'held-out-81',
      languages: ['fi', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/en'], cases: ['role', 'plain'] },
        { address: `varaukset@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'plain', ln] },
        { address: `aino@${HOST}`, name: 'Aino Mäkelä', title: 'toimitusjohtaja, poronhoitaja', titleAlternatives: ['toimitusjohtaja'], pages: ['/meista'], cases: ['card', 'json-ld-person', 'plain', ln] },
        { address: `jussi@${HOST}`, name: 'Jussi Keskitalo', title: 'safarioppaiden esimies', titleAlternatives: ['Head Guide'], pages: ['/meista', '/en/yhteys'], cases: ['card', 'entities', 'name-title-line', ln] },
        { address: `sanna@${HOST}`, name: 'Sanna Ylitalo', title: 'myynti- ja varauspäällikkö', titleAlternatives: ['Sales & Reservations Manager'], pages: ['/meista', '/en/yhteys'], cases: ['card', 'label-line', 'plain', ln] },
        { address: `oula@${HOST}`, name: 'Oula Näkkäläjärvi', title: 'porotilan isäntä', pages: ['/meista'], cases: ['card', 'plain', ln] },
        { address: `leena@${HOST}`, name: 'Leena Aikio', title: 'huskytarhan vastaava', pages: ['/meista'], cases: ['card', 'plain', ln] },
        { address: `pirjo@${HOST}`, name: 'Pirjo Hietala', title: 'talouspäällikkö', pages: ['/yhteystiedot'], cases: ['label-line', 'plain', ln] },
        { address: `emma@${HOST}`, name: 'Emma Lindholm', title: 'guide coordinator', pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
        { address: `mikko@${HOST}`, name: 'Mikko Rauhala', title: 'Winter Season Operations Manager', pages: ['/en/yhteys'], cases: ['name-title-line', 'deep-page', 'link-english-unlisted', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/henkilokunta'],
      nonAddresses: [
        { text: `vuorolistat@${HOST}`, kind: 'disallowed' },
        { text: 'kaamos-logo@2x.png', kind: 'retina' },
        { text: 'swiper@11.0.5', kind: 'package' },
      ],
    },
  };
}
