/**
 * Insinööritoimisto Routakivi Oy: a structural and geotechnical engineering consultancy in Oulu,
 * on WordPress, in Finnish with a short English section. The staff as a table whose addresses
 * are written "etunimi.sukunimi(at)routakivi.test", under a sentence stating the scheme; the
 * management as cards with their degrees before the name (TkT, DI); the condition surveys'
 * label line; a careers page listed only in a gzip sitemap that robots.txt names; the English
 * contact page two links from home as "Name, Title" lines. An old on-call address in a comment,
 * the retina logo and the extranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'routakivi.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `etunimi.sukunimi@${HOST}`;

const MENU: Record<string, [string, string][]> = {
  fi: [
    ['/palvelut', 'Palvelut'],
    ['/referenssit', 'Referenssit'],
    ['/yritys', 'Yritys'],
    ['/yhteystiedot', 'Yhteystiedot'],
    ['/en', 'In English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/contact', 'Contact'],
    ['/', 'Suomeksi'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Insinööritoimisto Routakivi Oy',
  head: [
    '<meta name="generator" content="WordPress 6.4.3">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="${ORIGIN}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">`,
    `<link rel="icon" href="${ORIGIN}/wp-content/uploads/2023/02/cropped-routakivi-favicon-32x32.png" sizes="32x32">`,
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'fi';
    return (
      `<header class="site-header ast-primary-header-bar"><div class="ast-container"><div class="site-branding"><a href="${lang === 'en' ? '/en' : '/'}" class="custom-logo-link" rel="home">` +
      `<img src="${ORIGIN}/wp-content/uploads/2023/02/routakivi-logo.png" srcset="${ORIGIN}/wp-content/uploads/2023/02/routakivi-logo.png 1x, ${ORIGIN}/wp-content/uploads/2023/02/routakivi-logo@2x.png 2x" width="210" height="48" alt="Routakivi"></a></div>` +
      `<nav class="main-header-menu"><ul id="primary-menu" class="main-navigation">${MENU[lang]!.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><div class="ast-container"><div class="footer-widget-area"><section class="widget"><h2 class="widget-title">Insinööritoimisto Routakivi Oy</h2><p>Kauppurienkatu 31 B, 90100 Oulu<br>${tel('+358 8 562 4100')}<br>${mailto(`info@${HOST}`)}</p><p>Y-tunnus 2784512-6</p></section>` +
    `<section class="widget"><ul><li><a href="/tietosuoja">${p.lang === 'en' ? 'Privacy' : 'Tietosuojaseloste'}</a></li><li><a href="/extranet">Asiakasextranet</a></li></ul></section></div>` +
    `<div class="ast-small-footer">© 2025 Insinööritoimisto Routakivi Oy · RALA-pätevöitynyt</div></div></footer>`,
  privacyPath: { fi: '/tietosuoja', en: '/tietosuoja' },
  bodyEnd: [`<script src="${ORIGIN}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.4" id="astra-theme-js-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const wrap = (html: string): string => `<div class="entry-content clear" itemprop="text">${html}</div>`;
const at = (local: string): string => `${local}(at)${HOST}`;

type Row = { name: string; title: string; local: string; phone: string };
const STAFF: Row[] = [
  { name: 'Hannu Rautio', title: 'toimitusjohtaja', local: 'hannu.rautio', phone: '040 551 2301' },
  { name: 'Sanna Kärkkäinen', title: 'rakennesuunnittelun osastopäällikkö', local: 'sanna.karkkainen', phone: '040 551 2307' },
  { name: 'Jussi Heikkilä', title: 'vanhempi asiantuntija, geotekniikka', local: 'jussi.heikkila', phone: '040 551 2312' },
  { name: 'Minna Ollikainen', title: 'LVI-suunnittelija', local: 'minna.ollikainen', phone: '040 551 2315' },
  { name: 'Teemu Pohjola', title: 'projektipäällikkö, siltasuunnittelu', local: 'teemu.pohjola', phone: '040 551 2319' },
  { name: 'Riikka Salmela', title: 'talous- ja henkilöstöpäällikkö', local: 'riikka.salmela', phone: '040 551 2302' },
];

export function routakivi(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Rakennesuunnittelua ja geotekniikkaa Oulusta',
    alternates: { fi: '/', en: '/en' },
    main: wrap(
      `<h1>Kantavat ratkaisut pohjoisen olosuhteisiin</h1><p>Routakivi on vuonna 1994 perustettu oululainen insinööritoimisto. Suunnittelemme siltoja, teollisuus- ja asuinrakennusten runkoja sekä pohjarakenteita routivalle maalle. Meitä on 24 insinööriä ja rakennusarkkitehtia.</p>` +
        `<p><a href="/palvelut">Tutustu palveluihimme</a> tai <a href="/yhteystiedot">ota yhteyttä</a>.</p>`,
    ),
  });

  pages['/palvelut'] = page({
    path: '/palvelut',
    title: 'Palvelut',
    main: wrap(
      `<h1>Palvelut</h1><ul><li>Rakennesuunnittelu (betoni, teräs, puu, CLT)</li><li>Geotekninen suunnittelu ja pohjatutkimukset</li><li>Siltojen suunnittelu ja korjaussuunnittelu</li><li>LVI-suunnittelu</li><li><a href="/palvelut/kuntotutkimus">Kuntotutkimukset ja kosteusmittaukset</a></li></ul>`,
    ),
  });

  pages['/palvelut/kuntotutkimus'] = page({
    path: '/palvelut/kuntotutkimus',
    title: 'Kuntotutkimukset',
    main: wrap(
      `<h1>Kuntotutkimukset ja kosteusmittaukset</h1><p>Teemme kuntotutkimuksia asunto-osakeyhtiöille, kunnille ja yrityksille. Tutkimukset tehdään ympäristöministeriön kuntotutkimusoppaan mukaisesti, ja raportin yhteydessä saat toimenpide-ehdotukset kustannusarvioineen.</p>` +
        `<p class="yhteyshenkilo"><strong>Kuntotutkimukset:</strong> Petri Väänänen, kuntotutkija (RTA), puh. ${tel('040 551 2324')}, ${mailto(`petri.vaananen@${HOST}`)}</p>`,
    ),
  });

  pages['/referenssit'] = page({
    path: '/referenssit',
    title: 'Referenssit',
    main: wrap(
      `<h1>Referenssit</h1><ul><li>Hietasaaren kevyen liikenteen silta, Oulu (2023)</li><li>Raahen terästehtaan varastohalli, runkosuunnittelu (2022)</li><li>As Oy Kiikelinsäde, julkisivu- ja parvekekorjaus (2021)</li></ul>`,
    ),
  });

  pages['/yritys'] = page({
    path: '/yritys',
    title: 'Yritys',
    main: wrap(
      `<h1>Yritys</h1><p>Routakivi on henkilöstön omistama asiantuntijayritys. Toimimme Oulussa ja Rovaniemellä, ja pätevyytemme on todennettu FISE-järjestelmässä (AA-vaativuusluokka).</p><h2>Johtoryhmä</h2>` +
        `<div class="wp-block-columns">` +
        `<div class="wp-block-column johto-kortti"><figure><img src="${ORIGIN}/wp-content/uploads/2023/02/rautio.jpg" alt=""></figure><h3>TkT Hannu Rautio</h3><p>toimitusjohtaja</p><p>${tel('040 551 2301')}<br>${mailto(`hannu.rautio@${HOST}`)}</p></div>` +
        `<div class="wp-block-column johto-kortti"><figure><img src="${ORIGIN}/wp-content/uploads/2023/02/karkkainen.jpg" alt=""></figure><h3>DI Sanna Kärkkäinen</h3><p>rakennesuunnittelun osastopäällikkö</p><p>${tel('040 551 2307')}<br>${mailto(`sanna.karkkainen@${HOST}`)}</p></div>` +
        `<div class="wp-block-column johto-kortti"><figure><img src="${ORIGIN}/wp-content/uploads/2023/02/salmela.jpg" alt=""></figure><h3>KTM Riikka Salmela</h3><p>talous- ja henkilöstöpäällikkö</p><p>${tel('040 551 2302')}<br>${mailto(`riikka.salmela@${HOST}`)}</p></div>` +
        `</div>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Insinööritoimisto Routakivi Oy',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/02/routakivi-logo.png`,
        vatID: 'FI27845126',
        address: { '@type': 'PostalAddress', streetAddress: 'Kauppurienkatu 31 B', postalCode: '90100', addressLocality: 'Oulu', addressCountry: 'FI' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'sales', email: `tarjouspyynnot@${HOST}`, telephone: '+358 8 562 4100', availableLanguage: ['Finnish', 'English'] },
        ],
      },
    ],
    main: wrap(
      `<h1>Yhteystiedot</h1><p>Insinööritoimisto Routakivi Oy<br>Kauppurienkatu 31 B, 90100 Oulu<br>Vaihde ${tel('08 562 4100')} (ma–pe 8–16)</p>` +
        `<p>Tarjouspyynnöt: ${mailto(`tarjouspyynnot@${HOST}`)}<br>Laskutus: verkkolaskuosoite 003727845126, operaattori Maventa</p>` +
        `<!-- poistettu 2/2024: päivystys viikonloppuisin paivystys@${HOST} -->` +
        `<h2>Henkilöstö</h2><p>Henkilöstön sähköpostiosoitteet ovat muotoa ${SCHEME}.</p>` +
        `<figure class="wp-block-table"><table><thead><tr><th>Nimi</th><th>Tehtävä</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tbody>` +
        STAFF.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${esc(r.phone)}</td><td>${at(r.local)}</td></tr>`).join('') +
        `</tbody></table></figure>`,
    ),
  });

  pages['/ura'] = page({
    path: '/ura',
    title: 'Avoimet työpaikat',
    main: wrap(
      `<h1>Töihin Routakiveen</h1><p>Haemme kevään aikana kahta rakennesuunnittelijaa ja yhtä geoteknikkoa Oulun toimistoon. Hakemukset palkkatoiveineen pyydämme 15.4. mennessä. Lisätietoja avoimista tehtävistä antaa HR-koordinaattori Aino Lehtola, ${mailto(`aino.lehtola@${HOST}`)}, puh. 040 551 2330.</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Structural and geotechnical engineering',
    lang: 'en',
    alternates: { fi: '/', en: '/en' },
    main: wrap(`<h1>Engineering for northern conditions</h1><p>Routakivi is an employee-owned engineering consultancy in Oulu, Finland, designing bridges, building frames and foundations on frost-susceptible soils.</p><p><a href="/en/contact">Contact us</a></p>`),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: wrap(
      `<h1>Contact</h1><p>Routakivi Engineering Ltd, Kauppurienkatu 31 B, FI-90100 Oulu · ${tel('+358 8 562 4100')}</p>` +
        `<p>Hannu Rautio, CEO, ${mailto(`hannu.rautio@${HOST}`)}</p>` +
        `<p>Teemu Pohjola, Project Manager, Bridge Design, ${mailto(`teemu.pohjola@${HOST}`)}</p>`,
    ),
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: wrap(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä on Insinööritoimisto Routakivi Oy. Asiakasrekisterin tietoja käytetään vain asiakassuhteen hoitamiseen.</p>`) });

  pages['/extranet'] = page({ path: '/extranet', title: 'Asiakasextranet', main: wrap(`<h1>Asiakasextranet</h1><p>Tunnukset ja salasanan palautus: ${mailto(`extranet@${HOST}`)}</p>`) });

  pages['/sitemap-sivut.xml.gz'] = gzipXmlPage(urlset(HOST, ['/ura'], '2025-02-20'));

  const ln: CaseKind = 'link-non-english';
  const row = (r: Row, extra: CaseKind[], pagesOf: string[] = ['/yhteystiedot'], alt?: string[]) => ({
    address: `${r.local}@${HOST}`,
    name: r.name,
    title: r.title,
    ...(alt ? { titleAlternatives: alt } : {}),
    pages: pagesOf,
    cases: ['table', 'obfuscated', ln, ...extra] as CaseKind[],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /extranet\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/sitemap-sivut.xml.gz\n`,
      sitemapXml: urlset(HOST, ['/', '/palvelut', '/palvelut/kuntotutkimus', '/referenssit', '/yritys', '/yhteystiedot', '/tietosuoja', '/en', '/en/contact'], '2025-02-20'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.15' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-37',
      languages: ['fi', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain'] },
        { address: `tarjouspyynnot@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        row(STAFF[0]!, ['card', 'honorific', 'name-title-line', 'plain'], ['/yhteystiedot', '/yritys', '/en/contact'], ['CEO']),
        row(STAFF[1]!, ['card', 'honorific', 'plain'], ['/yhteystiedot', '/yritys']),
        row(STAFF[2]!, []),
        row(STAFF[3]!, []),
        row(STAFF[4]!, ['name-title-line', 'plain'], ['/yhteystiedot', '/en/contact'], ['Project Manager, Bridge Design', 'Project Manager']),
        row(STAFF[5]!, ['card', 'honorific', 'plain'], ['/yhteystiedot', '/yritys']),
        { address: `petri.vaananen@${HOST}`, name: 'Petri Väänänen', title: 'kuntotutkija', titleAlternatives: ['kuntotutkija (RTA)'], pages: ['/palvelut/kuntotutkimus'], cases: ['label-line', 'deep-page', 'plain', ln] },
        { address: `aino.lehtola@${HOST}`, name: 'Aino Lehtola', title: 'HR-koordinaattori', pages: ['/ura'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: SCHEME },
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `paivystys@${HOST}`, kind: 'comment' },
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'routakivi-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
