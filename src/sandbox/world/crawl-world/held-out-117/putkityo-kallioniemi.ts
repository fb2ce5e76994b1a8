/**
 * Putkityö Kallioniemi Oy: a plumbing and HVAC contractor in Kajaani, on WordPress with Elementor
 * and Yoast, in Finnish. "Yhteystiedot" holds the staff as Elementor team cards, most addresses
 * run through an e-mail encoder plugin (character references), the customer service person's
 * written by hand as "etunimi.sukunimi(at)…"; the page states the address scheme. The company page
 * names the quality officer as "Title: Name, address". A job ad, reachable only through a child of
 * the Yoast sitemap index that robots.txt names, gives its contact person in a sentence. A retired
 * founder's card left in an HTML comment, the retina logo and the customer portal (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'putkityo-kallioniemi.test';
const ORIGIN = `http://${HOST}`;
const UPLOADS = `${ORIGIN}/wp-content/uploads/2024/02`;

const MENU: [string, string][] = [
  ['/palvelut/', 'Palvelut'],
  ['/yritys/', 'Yritys'],
  ['/referenssit/', 'Referenssit'],
  ['/yhteystiedot/', 'Yhteystiedot'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Putkityö Kallioniemi Oy',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">`,
    `<link rel="stylesheet" id="elementor-post-7-css" href="${ORIGIN}/wp-content/uploads/elementor/css/post-7.css?ver=1716203411" media="all">`,
    '<!-- This site is optimized with the Yoast SEO plugin v22.7 - https://yoast.com/wordpress/plugins/seo/ -->',
  ],
  header: () =>
    `<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header"><div class="elementor-element elementor-element-3f1a2b7 e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">` +
    `<div class="elementor-element elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-widget_type="theme-site-logo.default"><div class="elementor-widget-container"><a href="${ORIGIN}/"><img width="240" height="64" src="${UPLOADS}/kallioniemi-logo.png" class="attachment-full size-full wp-image-21" alt="Putkityö Kallioniemi" srcset="${UPLOADS}/kallioniemi-logo.png 1x, ${UPLOADS}/kallioniemi-logo@2x.png 2x"></a></div></div>` +
    `<div class="elementor-element elementor-widget elementor-widget-nav-menu" data-widget_type="nav-menu.default"><div class="elementor-widget-container"><nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal"><ul id="menu-1-5a3c1e2" class="elementor-nav-menu">` +
    MENU.map(([h, l], i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${40 + i}"><a href="${ORIGIN}${h}" class="elementor-item">${esc(l)}</a></li>`).join('') +
    `</ul></nav></div></div></div></div></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="15" class="elementor elementor-15 elementor-location-footer"><div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">` +
    `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><strong>Putkityö Kallioniemi Oy</strong><br>Teollisuustie 14, 87400 Kajaani<br>Y-tunnus 0712345-6<br>${tel('08 612 3400')}<br>${mailto(`info@${HOST}`)}</p>` +
    `<p>Päivystys 24/7: ${tel('044 512 3400')}</p><p><a href="${ORIGIN}/tietosuojaseloste/">Tietosuojaseloste</a> | <a href="${ORIGIN}/asiakasportaali/">Asiakasportaali</a></p></div></div>` +
    `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p>© 2025 Putkityö Kallioniemi Oy · Luotettava Kumppani · Rakentamisen laatu RALA</p></div></div></div></div></div>`,
  privacyPath: { fi: '/tietosuojaseloste/' },
  bodyEnd: [
    `<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi' });

let seq = 0;
/** One Elementor container with a text-editor widget. */
const container = (html: string): string => {
  const id = (0x4a1c20 + seq++ * 0x1f3).toString(16);
  return `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container"><div class="e-con-inner"><div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div></div></div>`;
};

type Member = { name: string; title: string; local: string; phone: string; how: 'entities' | 'plain' | 'at' };
const TEAM: Member[] = [
  { name: 'Jari Kallioniemi', title: 'toimitusjohtaja', local: 'jari.kallioniemi', phone: '040 712 3401', how: 'entities' },
  { name: 'Sanna Kallioniemi', title: 'talouspäällikkö', local: 'sanna.kallioniemi', phone: '040 712 3402', how: 'entities' },
  { name: 'Mikko Heikkinen', title: 'työnjohtaja, putkiasennukset', local: 'mikko.heikkinen', phone: '040 712 3405', how: 'entities' },
  { name: 'Antti Laukkanen', title: 'projektipäällikkö, linjasaneeraukset', local: 'antti.laukkanen', phone: '040 712 3407', how: 'plain' },
  { name: 'Heidi Turunen', title: 'asiakaspalvelu ja laskutus', local: 'heidi.turunen', phone: '08 612 3400', how: 'at' },
];

const email = (m: Member): string => {
  const address = `${m.local}@${HOST}`;
  if (m.how === 'entities') return `<a href="${entities(`mailto:${address}`)}">${entities(address)}</a>`;
  if (m.how === 'at') return `${esc(m.local)}(at)${esc(HOST)}`;
  return mailto(address);
};

const teamCard = (m: Member, i: number): string =>
  `<div class="elementor-element elementor-element-7c${i}e0 elementor-widget elementor-widget-image-box team-card" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper">` +
  `<figure class="elementor-image-box-img"><img width="400" height="400" src="${UPLOADS}/${m.local.replace('.', '-')}.jpg" class="attachment-full size-full" alt="" loading="lazy"></figure>` +
  `<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(m.name)}</h3><p class="elementor-image-box-description">${esc(m.title)}<br>${tel(m.phone)}<br>${email(m)}</p></div></div></div></div>`;

export function putkityoKallioniemi(): CrawlWorldSite {
  seq = 0;
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'LVI-urakointia Kainuussa vuodesta 1987',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', '@id': `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: 'Putkityö Kallioniemi Oy', inLanguage: 'fi' },
          { '@type': 'Organization', '@id': `${ORIGIN}/#organization`, name: 'Putkityö Kallioniemi Oy', url: `${ORIGIN}/`, logo: `${UPLOADS}/kallioniemi-logo.png` },
        ],
      },
    ],
    main:
      container(
        `<h1>Putkityöt, linjasaneeraukset ja lämpöpumput Kajaanissa</h1><p>Teemme LVI-urakat omakotitaloihin, taloyhtiöihin ja julkisiin kohteisiin koko Kainuun alueella. Meiltä myös maalämpö- ja ilmavesilämpöpumput asennettuna.</p>`,
      ) +
      container(`<p><a href="${ORIGIN}/palvelut/">Tutustu palveluihin</a> · <a href="${ORIGIN}/yhteystiedot/">Pyydä tarjous</a></p>`),
  });

  pages['/palvelut'] = page({
    path: '/palvelut',
    title: 'Palvelut',
    main: container(
      `<h1>Palvelut</h1><ul><li>Linjasaneeraukset taloyhtiöille</li><li>Kylpyhuoneremontit ja vesikalusteiden asennus</li><li>Maalämpö- ja ilmavesilämpöpumput</li><li>Ilmanvaihdon huolto ja puhdistus</li><li>Vuotojen etsintä ja päivystys 24/7</li></ul><p>Kotitalousvähennys koskee työn osuutta.</p>`,
    ),
  });

  pages['/yritys'] = page({
    path: '/yritys',
    title: 'Yritys',
    main: container(
      `<h1>Yritys</h1><p>Putkityö Kallioniemi Oy on perheyritys, jonka LVI-asentaja Pertti Kallioniemi perusti vuonna 1987. Nykyään yritystä johtaa toisessa polvessa Jari Kallioniemi, ja palveluksessamme on 28 ammattilaista.</p>` +
        `<p>Meillä on ISO 9001 -laatujärjestelmä ja ympäristösertifikaatti ISO 14001.</p>` +
        `<p>Laatu- ja ympäristövastaava: Paula Rantanen, ${mailto(`paula.rantanen@${HOST}`)}</p>`,
    ),
  });

  pages['/referenssit'] = page({
    path: '/referenssit',
    title: 'Referenssit',
    main: container(
      `<h1>Referenssit</h1><ul><li>As Oy Kajaanin Kalliokoski, linjasaneeraus (48 as.), 2024</li><li>Paltamon koulukeskus, ilmanvaihtourakka, 2023</li><li>Sotkamon vuokratalot, käyttövesiputkistojen uusiminen, 2022</li></ul>`,
    ),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main:
      container(
        `<h1>Yhteystiedot</h1><p>Putkityö Kallioniemi Oy<br>Teollisuustie 14, 87400 Kajaani<br>Toimisto avoinna ma–pe 7.00–15.30</p>` +
          `<p>Tarjouspyynnöt ja yleiset kyselyt: ${mailto(`info@${HOST}`)}<br>Ostolaskut: ${mailto(`laskutus@${HOST}`)}</p>` +
          `<p>Henkilökunnan sähköpostiosoitteet ovat muotoa etunimi.sukunimi@${HOST}.</p>`,
      ) +
      `<div class="elementor-element e-grid e-con-boxed e-con e-parent team-grid"><div class="e-con-inner">` +
      TEAM.map(teamCard).join('') +
      `<!-- ${teamCard({ name: 'Pertti Kallioniemi', title: 'hallituksen puheenjohtaja', local: 'pertti.kallioniemi', phone: '0400 612 340', how: 'plain' }, 9)} -->` +
      `</div></div>`,
  });

  pages['/rekrytointi/huoltoasentaja-kajaani'] = page({
    path: '/rekrytointi/huoltoasentaja-kajaani',
    title: 'Haemme LVI-huoltoasentajaa Kajaaniin',
    main: container(
      `<h1>Haemme LVI-huoltoasentajaa Kajaaniin</h1><p>Etsimme kokenutta LVI-huoltoasentajaa vakituiseen työsuhteeseen. Työ sisältää kiinteistöjen LVI-laitteiden huoltoa, vikakorjauksia ja päivystysvuoroja.</p>` +
        `<p>Edellytämme alan koulutusta, B-ajokorttia ja työturvallisuuskorttia. Tulityökortti ja kylmäasentajan pätevyys katsotaan eduksi.</p>` +
        `<p>Lisätietoja tehtävästä antaa huoltopäällikkö Tero Pesonen, p. ${tel('040 712 3410')} tai ${mailto(`tero.pesonen@${HOST}`)}. Hakemukset 31.5.2025 mennessä.</p>`,
    ),
  });

  pages['/tietosuojaseloste'] = page({
    path: '/tietosuojaseloste',
    title: 'Tietosuojaseloste',
    main: container(`<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä on Putkityö Kallioniemi Oy. Asiakasrekisterin tietoja käytetään vain tilausten ja huoltojen hoitamiseen.</p>`),
  });

  pages['/asiakasportaali'] = page({
    path: '/asiakasportaali',
    title: 'Asiakasportaali',
    main: container(`<h1>Asiakasportaali</h1><p>Taloyhtiöiden huoltohistoria ja vikailmoitukset. Tunnusongelmissa ota yhteyttä: ${mailto(`portaali@${HOST}`)}</p>`),
  });

  const sitemaps = {
    '/page-sitemap.xml': ['/', '/palvelut/', '/yritys/', '/referenssit/', '/yhteystiedot/', '/tietosuojaseloste/'],
    '/tyopaikat-sitemap.xml': ['/rekrytointi/huoltoasentaja-kajaani/'],
  };
  for (const [path, list] of Object.entries(sitemaps)) pages[path] = xmlPage(urlset(HOST, list, '2025-04-22'));
  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, Object.keys(sitemaps), '2025-04-22'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /asiakasportaali\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-117',
      languages: ['fi'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain'] },
        { address: `laskutus@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'plain', ln] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          ...(m.local === 'mikko.heikkinen' ? { titleAlternatives: ['työnjohtaja'] } : {}),
          ...(m.local === 'antti.laukkanen' ? { titleAlternatives: ['projektipäällikkö'] } : {}),
          pages: ['/yhteystiedot'],
          cases: ['card', m.how === 'entities' ? 'entities' : m.how === 'at' ? 'obfuscated' : 'plain', ln] as CaseKind[],
        })),
        { address: `paula.rantanen@${HOST}`, name: 'Paula Rantanen', title: 'Laatu- ja ympäristövastaava', pages: ['/yritys'], cases: ['title-name-line', 'plain', ln] },
        {
          address: `tero.pesonen@${HOST}`,
          name: 'Tero Pesonen',
          title: 'huoltopäällikkö',
          pages: ['/rekrytointi/huoltoasentaja-kajaani'],
          cases: ['prose', 'plain', 'sitemap-index', 'sitemap-robots'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: `etunimi.sukunimi@${HOST}` },
      disallowed: ['/asiakasportaali'],
      nonAddresses: [
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
        { text: `pertti.kallioniemi@${HOST}`, kind: 'comment' },
        { text: `portaali@${HOST}`, kind: 'disallowed' },
        { text: 'kallioniemi-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
