/**
 * Koivurannan Veneveistämö: a wooden-boat yard in Loviisa, Finnish with Swedish and English homes
 * reached through the hreflang alternates, each with one page under it. First-name addresses. The
 * makers as RDFa cards (a boatwright, a sailmaker and rigger, a varnisher), the master boatwright
 * in running prose, the service manager on a "Title: Name" line and as a JSON-LD department's
 * employee, the winter-storage address reversed by a script, the press address beside a
 * photographer's credit, an old address in an HTML comment, a retina logo, and a customer portal
 * robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'koivuranta-veneet.test';
const ORIGIN = `http://${HOST}`;
const HOMES = { fi: '/', sv: '/sv', en: '/en' };
const COMMENTED = 'veistamo@koivuranta-veneet.test';
const TALVI = reversed('talvisailytys@koivuranta-veneet.test');

const MENU = {
  fi: [
    ['/', 'Etusivu'],
    ['/veistamo', 'Veistämö'],
    ['/tekijat', 'Tekijät'],
    ['/huolto', 'Huolto ja talvisäilytys'],
    ['/yhteystiedot', 'Yhteystiedot'],
  ],
  sv: [
    ['/sv', 'Hem'],
    ['/sv/bestall-bat', 'Beställ en båt'],
    ['/', 'Suomeksi'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/custom-builds', 'Custom builds'],
    ['/', 'Suomeksi'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Koivurannan Veneveistämö',
  head: ['<link rel="stylesheet" href="/static/tyyli.min.css?v=2024-11">'],
  header: (page) => {
    const lang = page.lang === 'sv' ? 'sv' : page.lang === 'en' ? 'en' : 'fi';
    return (
      `<header class="yla"><a href="${HOMES[lang]}"><img src="/static/kuvat/koivuranta-logo.png" srcset="/static/kuvat/koivuranta-logo@2x.png 2x" alt="Koivurannan Veneveistämö"></a>\n` +
      `<nav><ul>${MENU[lang].map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`
    );
  },
  footer: (page) =>
    `<footer class="ala"><p>Koivurannan Veneveistämö Oy · Rantatie 14, 07900 Loviisa · Y-tunnus 2345678-9</p>` +
    (page.lang === 'fi' ? `<p><a href="/tietosuoja">Tietosuojaseloste</a> · <a href="/asiakasportaali">Asiakasportaali</a></p>` : '') +
    `</footer>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const sisalto = (html: string) => `<section class="sisalto">${html}</section>`;

const MAKERS: [string, string, string][] = [
  ['Aino Koivuranta', 'toimitusjohtaja', 'aino@koivuranta-veneet.test'],
  ['Joonas Lahti', 'veneenveistäjä', 'joonas@koivuranta-veneet.test'],
  ['Helmi Saarinen', 'purjeentekijä ja takiloitsija', 'helmi@koivuranta-veneet.test'],
  ['Oskari Heikkinen', 'lakkaaja, vastaa pintakäsittelyistä', 'oskari@koivuranta-veneet.test'],
];

const TALVI_SCRIPT = `var t = document.getElementById('talvi'); var a = t.getAttribute('data-osoite').split('').reverse().join(''); t.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>';`;

export function koivurantaVeneet(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Puuveneitä Loviisasta',
    lang: 'fi',
    alternates: HOMES,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Koivurannan Veneveistämö Oy',
        url: `${ORIGIN}/`,
        telephone: '+358 19 532 110',
        address: { '@type': 'PostalAddress', streetAddress: 'Rantatie 14', postalCode: '07900', addressLocality: 'Loviisa', addressCountry: 'FI' },
        department: [
          {
            '@type': 'Organization',
            name: 'Koivuranta – Huolto',
            employee: [{ '@type': 'Person', name: 'Ville Nieminen', jobTitle: 'Huoltopäällikkö', email: 'ville@koivuranta-veneet.test' }],
          },
        ],
      },
    ],
    main: sisalto(
      `<h1>Puuveneitä Loviisasta</h1><p>Veistämme klinkkerisoutuveneitä, saaristolaisveneitä ja puisia purjeveneitä perinteisin menetelmin – ja korjaamme vanhoja.</p>\n` +
        `<!-- vanha osoite: ${COMMENTED} -->\n<p><img src="/static/kuvat/telakka.jpg" alt="Telakka syksyllä"></p>`,
    ),
  });

  pages['/veistamo'] = page({
    path: '/veistamo',
    title: 'Veistämö',
    lang: 'fi',
    main: sisalto(
      `<h2>Veistämö</h2><p>Veistämön perusti vuonna 1962 Eino Koivuranta. Nykyään täällä työskentelee yhdeksän ihmistä.</p>` +
        `<p>Jokaisen rungon linjat piirtää yhä pääveistäjä Aarne Koivuranta, jolta voi kysyä suoraan uuden veneen suunnittelusta osoitteessa ${mailto('aarne@koivuranta-veneet.test')}.</p>`,
    ),
  });

  pages['/tekijat'] = page({
    path: '/tekijat',
    title: 'Tekijät',
    lang: 'fi',
    main: sisalto(
      `<h2>Tekijät</h2><div class="kortit" vocab="https://schema.org/" typeof="Organization"><meta property="name" content="Koivurannan Veneveistämö Oy">\n` +
        MAKERS.map(
          ([name, role, address]) =>
            `<div class="kortti" property="employee" typeof="Person"><img src="/static/kuvat/${address.slice(0, address.indexOf('@'))}.jpg" alt=""><h3 property="name">${esc(name)}</h3>` +
            `<p property="jobTitle">${esc(role)}</p><p><a property="email" href="mailto:${address}">${address}</a></p></div>`,
        ).join('\n') +
        `\n</div>`,
    ),
  });

  pages['/huolto'] = page({
    path: '/huolto',
    title: 'Huolto ja talvisäilytys',
    lang: 'fi',
    main: sisalto(
      `<h2>Huolto ja talvisäilytys</h2><p>Lämmin halli 24 veneelle, nostot syys- ja toukokuussa.</p>` +
        `<p>Huoltopäällikkö: Ville Nieminen, ${mailto('ville@koivuranta-veneet.test')}, 040 712 3344</p>` +
        `<p>Talvisäilytyksen varaukset: <span id="talvi" data-osoite="${TALVI}">(ota JavaScript käyttöön)</span></p>\n<script>${TALVI_SCRIPT}</script>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    lang: 'fi',
    main: sisalto(
      `<h2>Yhteystiedot</h2><p>Rantatie 14, 07900 Loviisa<br>Puh. 019 532 110</p><p>Yleiset kyselyt: ${mailto('info@koivuranta-veneet.test')}</p>` +
        `<figure><img src="/static/kuvat/vesillelasku.jpg" alt="Vesillelasku"><figcaption>Kuva: Pekka Turunen. Lehdistökuvat ja haastattelupyynnöt: ${mailto('media@koivuranta-veneet.test')}</figcaption></figure>`,
    ),
  });

  pages['/tietosuoja'] = page({
    path: '/tietosuoja',
    title: 'Tietosuojaseloste',
    lang: 'fi',
    main: sisalto(`<h2>Tietosuojaseloste</h2><p>Rekisterinpitäjä on Koivurannan Veneveistämö Oy. Tietopyynnöt: ${mailto('info@koivuranta-veneet.test')}.</p>`),
  });

  pages['/asiakasportaali'] = page({
    path: '/asiakasportaali',
    title: 'Asiakasportaali',
    lang: 'fi',
    main: sisalto(`<h2>Asiakasportaali</h2><p>Rakennusvaiheen kuvat ja laskut. Tunnukset: ${mailto('asiakkaat@koivuranta-veneet.test')}</p>`),
  });

  pages['/sv'] = page({
    path: '/sv',
    title: 'Träbåtar från Lovisa',
    lang: 'sv',
    alternates: HOMES,
    main: sisalto(`<h1>Träbåtar från Lovisa</h1><p>Vi bygger klinkbyggda roddbåtar och skärgårdsbåtar för hand. Vill du ha en egen? Läs mer under <a href="/sv/bestall-bat">Beställ en båt</a>.</p>`),
  });

  pages['/sv/bestall-bat'] = page({
    path: '/sv/bestall-bat',
    title: 'Beställ en båt',
    lang: 'sv',
    main: sisalto(`<h2>Beställ en båt</h2><p>Leveranstiden för en ny roddbåt är cirka sex månader.</p><p>Fredrik Lindholm, försäljare, ${mailto('fredrik@koivuranta-veneet.test')}, 040 712 5566 – vi betjänar gärna på svenska.</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Wooden boats from Loviisa',
    lang: 'en',
    alternates: HOMES,
    main: sisalto(`<h1>Wooden boats from Loviisa</h1><p>Clinker rowing boats and archipelago boats built by hand on the Gulf of Finland. See <a href="/en/custom-builds">custom builds</a>.</p>`),
  });

  pages['/en/custom-builds'] = page({
    path: '/en/custom-builds',
    title: 'Custom builds',
    lang: 'en',
    main: sisalto(
      `<h2>Custom builds</h2><p>We ship finished boats across the Baltic and to the UK on a cradle of our own making.</p>` +
        `<p>Emma Virtanen – export sales and sea trials – ${mailto('emma@koivuranta-veneet.test')}</p>`,
    ),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /asiakasportaali\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/veistamo', '/tekijat', '/huolto', '/yhteystiedot', '/tietosuoja', '/sv', '/sv/bestall-bat', '/en', '/en/custom-builds'], '2024-11-18'),
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-9',
      languages: ['fi', 'sv', 'en'],
      addresses: [
        { address: 'aino@koivuranta-veneet.test', name: 'Aino Koivuranta', title: 'toimitusjohtaja', pages: ['/tekijat'], cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        { address: 'joonas@koivuranta-veneet.test', name: 'Joonas Lahti', title: 'veneenveistäjä', pages: ['/tekijat'], cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        {
          address: 'helmi@koivuranta-veneet.test',
          name: 'Helmi Saarinen',
          title: 'purjeentekijä ja takiloitsija',
          titleAlternatives: ['purjeentekijä', 'takiloitsija'],
          pages: ['/tekijat'],
          cases: ['rdfa', 'card', 'plain', 'link-non-english'],
        },
        {
          address: 'oskari@koivuranta-veneet.test',
          name: 'Oskari Heikkinen',
          title: 'lakkaaja, vastaa pintakäsittelyistä',
          titleAlternatives: ['lakkaaja'],
          pages: ['/tekijat'],
          cases: ['rdfa', 'card', 'plain', 'link-non-english'],
        },
        { address: 'aarne@koivuranta-veneet.test', name: 'Aarne Koivuranta', title: 'pääveistäjä', pages: ['/veistamo'], cases: ['prose', 'plain', 'link-non-english'] },
        {
          address: 'ville@koivuranta-veneet.test',
          name: 'Ville Nieminen',
          title: 'Huoltopäällikkö',
          pages: ['/', '/huolto'],
          cases: ['json-ld-person', 'json-ld-nested', 'title-name-line', 'plain', 'link-non-english'],
        },
        {
          address: 'fredrik@koivuranta-veneet.test',
          name: 'Fredrik Lindholm',
          title: 'försäljare',
          pages: ['/sv/bestall-bat'],
          cases: ['hreflang', 'deep-page', 'name-title-line', 'plain', 'link-non-english'],
        },
        {
          address: 'emma@koivuranta-veneet.test',
          name: 'Emma Virtanen',
          title: 'export sales and sea trials',
          titleAlternatives: ['export sales'],
          pages: ['/en/custom-builds'],
          cases: ['hreflang', 'deep-page', 'link-english-unlisted', 'name-title-line', 'plain'],
        },
        { address: 'info@koivuranta-veneet.test', name: null, title: null, pages: ['/yhteystiedot', '/tietosuoja'], cases: ['role', 'plain', 'link-non-english'] },
        { address: 'media@koivuranta-veneet.test', name: null, title: null, pages: ['/yhteystiedot'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
        {
          address: 'talvisailytys@koivuranta-veneet.test',
          name: null,
          title: null,
          pages: ['/huolto'],
          encoded: { kind: 'reversed', text: TALVI },
          cases: ['script-reversed', 'role', 'link-non-english'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/asiakasportaali'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'asiakkaat@koivuranta-veneet.test', kind: 'disallowed' },
        { text: 'koivuranta-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
