/**
 * Tiszai Néprajzi Múzeum: a county ethnographic museum in Szolnok, on Drupal 10, in Hungarian with
 * an English section reached only through the home page's hreflang alternate. Names family name
 * first, "dr." before them; the staff list in Drupal's RDFa; the contact page's JSON-LD Museum
 * with its departments' employees (the events organiser only there); a news item listed only in
 * the gzip sitemap that robots.txt names; the English contact page, two links from the English
 * home, as "Name, Title" lines (the international officer only there); the staff intranet (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tiszaimuzeum.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  hu: [
    ['/latogatas', 'Látogatás'],
    ['/kiallitasok', 'Kiállítások'],
    ['/munkatarsak', 'Munkatársak'],
    ['/kapcsolat', 'Kapcsolat'],
  ],
  en: [
    ['/en/visit', 'Visit'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Tiszai Néprajzi Múzeum',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm1sX0p8cH4zYk9aQz1rT2xV.css?delta=0&amp;language=hu&amp;theme=olivero">',
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"hu"},"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"3c9a0e7f5d"}}</script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'hu';
    return (
      `<header class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-branding"><a href="${lang === 'en' ? '/en' : '/'}" rel="home" class="site-branding__logo"><img src="/sites/default/files/logo-tnm.svg" alt="Kezdőlap" fetchpriority="high"></a></div>` +
      `<nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" class="primary-nav"><ul class="menu primary-nav__menu">${MENU[lang]!.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link" data-drupal-link-system-path="node">${esc(l)}</a></li>`).join('')}</ul></nav></header>`
    );
  },
  footer: () =>
    `<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top"><div class="block block-block-content"><p>Tiszai Néprajzi Múzeum · 5000 Szolnok, Kossuth tér 4. · ${tel('+36 56 420 318')} · ${mailto(`muzeum@${HOST}`)}</p>` +
    `<p>Fenntartó: Szolnok Megyei Jogú Város Önkormányzata · <a href="/adatvedelem">Adatvédelem</a> · <a href="/intranet">Munkatársi belépés</a></p></div></div></div></footer>`,
  bodyEnd: ['<script src="/sites/default/files/js/js_oLv2nXc3R0v8pJ1Q.js?scope=footer&amp;delta=0&amp;language=hu&amp;theme=olivero"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'hu' });
const node = (html: string): string => `<div class="region region--content"><article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></div></article></div>`;

type Staff = { name: string; honor?: string; title: string; local: string };
const STAFF: Staff[] = [
  { name: 'Szabó Katalin', honor: 'dr.', title: 'igazgató', local: 'szabo.katalin' },
  { name: 'Molnár Éva', honor: 'dr.', title: 'igazgatóhelyettes, történész-főmuzeológus', local: 'molnar.eva' },
  { name: 'Kiss Gergely', title: 'néprajzkutató muzeológus', local: 'kiss.gergely' },
  { name: 'Varga Judit', title: 'gyűjteménykezelő', local: 'varga.judit' },
  { name: 'Tóth Bence', title: 'múzeumpedagógus', local: 'toth.bence' },
  { name: 'Horváth Dóra', title: 'könyvtáros, adattáros', local: 'horvath.dora' },
];

const rdfaPerson = (s: Staff): string =>
  `<div class="views-row" vocab="https://schema.org/" typeof="Person"><h3 class="staff__name">${s.honor ? `${s.honor} ` : ''}<span property="name">${esc(s.name)}</span></h3><div class="staff__title" property="jobTitle">${esc(s.title)}</div><div class="staff__mail"><a href="mailto:${s.local}@${HOST}" property="email">${s.local}@${HOST}</a></div></div>`;

export function tiszaimuzeum(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Kezdőlap',
    alternates: { hu: '/', en: '/en' },
    main: node(`<h1>Tisza menti mesterségek, ünnepek, hétköznapok</h1><p>Állandó kiállításunk a Közép-Tisza-vidék paraszti kultúráját mutatja be a 19. század közepétől az 1960-as évekig.</p><p><a href="/kiallitasok">Aktuális kiállítások</a> · <a href="/latogatas">Nyitvatartás és jegyárak</a></p>`),
  });
  pages['/latogatas'] = page({
    path: '/latogatas',
    title: 'Látogatás',
    main: node(`<h2>Látogatás</h2><p>Nyitva: keddtől vasárnapig 10–18 óráig. Teljes árú jegy 1800 Ft, diák és nyugdíjas 900 Ft.</p><p>Csoportos bejelentkezés és tárlatvezetés: ${mailto(`latogatas@${HOST}`)}</p>`),
  });
  pages['/kiallitasok'] = page({ path: '/kiallitasok', title: 'Kiállítások', main: node(`<h2>Kiállítások</h2><ul><li>Vízen, vízért – a tiszai halászat eszközei</li><li>Kenyér és kalács (időszaki, 2025. október 31-ig)</li></ul>`) });
  pages['/munkatarsak'] = page({ path: '/munkatarsak', title: 'Munkatársak', main: node(`<h2>Munkatársak</h2><div class="view view-munkatarsak"><div class="view-content">${STAFF.map(rdfaPerson).join('')}</div></div>`) });
  pages['/kapcsolat'] = page({
    path: '/kapcsolat',
    title: 'Kapcsolat',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Museum',
        name: 'Tiszai Néprajzi Múzeum',
        url: `${ORIGIN}/`,
        email: `muzeum@${HOST}`,
        telephone: '+36 56 420 318',
        address: { '@type': 'PostalAddress', streetAddress: 'Kossuth tér 4.', postalCode: '5000', addressLocality: 'Szolnok', addressCountry: 'HU' },
        department: [
          {
            '@type': 'Organization',
            name: 'Közművelődési és Múzeumpedagógiai Osztály',
            employee: [
              { '@type': 'Person', name: 'Tóth Bence', jobTitle: 'múzeumpedagógus', email: `toth.bence@${HOST}` },
              { '@type': 'Person', name: 'Farkas Levente', jobTitle: 'rendezvényszervező, PR-felelős', email: `farkas.levente@${HOST}` },
            ],
          },
        ],
      },
    ],
    main: node(`<h2>Kapcsolat</h2><p>5000 Szolnok, Kossuth tér 4.<br>Telefon: ${tel('+36 56 420 318')}<br>E-mail: ${mailto(`muzeum@${HOST}`)}</p><p>Rendezvények, terembérlés és sajtómegkeresések ügyében hívja a titkárságot.</p>`),
  });
  pages['/hirek/uj-restaurator-a-muzeumban'] = page({
    path: '/hirek/uj-restaurator-a-muzeumban',
    title: 'Új restaurátor a múzeumban',
    main: node(`<h2>Új restaurátor a múzeumban</h2><p>Szeptembertől Németh Zsófia textilrestaurátor erősíti csapatunkat; a hagyatékok, viseletek felajánlásával kapcsolatban közvetlenül őt keresheti a ${mailto(`nemeth.zsofia@${HOST}`)} címen.</p>`),
  });
  pages['/adatvedelem'] = page({ path: '/adatvedelem', title: 'Adatvédelem', main: node(`<h2>Adatkezelési tájékoztató</h2><p>Adatkezelő: Tiszai Néprajzi Múzeum, 5000 Szolnok, Kossuth tér 4.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Munkatársi belépés', main: node(`<h2>Munkatársi belépés</h2><p>Jelszóprobléma esetén: ${mailto(`rendszergazda@${HOST}`)}</p>`) });
  pages['/en'] = page({
    path: '/en',
    title: 'Home',
    lang: 'en',
    alternates: { hu: '/', en: '/en' },
    main: node(`<h1>Crafts, feasts and everyday life along the Tisza</h1><p>Open Tuesday to Sunday, 10 am to 6 pm.</p><p><a href="/en/visit">Plan your visit</a> · <a href="/en/contact">Contact</a></p>`),
  });
  pages['/en/visit'] = page({ path: '/en/visit', title: 'Visit', lang: 'en', main: node(`<h2>Visit</h2><p>Adults HUF 1,800, students and seniors HUF 900. Guided tours in English on request.</p>`) });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: node(
      `<h2>Contact</h2><p>Kossuth tér 4, 5000 Szolnok, Hungary · ${tel('+36 56 420 318')} · ${mailto(`muzeum@${HOST}`)}</p>` +
        `<p>dr. Szabó Katalin, Director, ${mailto(`szabo.katalin@${HOST}`)}</p><p>Tóth Bence, Museum Educator (school and English-speaking groups), ${mailto(`toth.bence@${HOST}`)}</p><p>Balogh Ádám, International Relations and Grants Officer, ${mailto(`balogh.adam@${HOST}`)}</p>`,
    ),
  });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/latogatas', '/kiallitasok', '/munkatarsak', '/kapcsolat', '/hirek/uj-restaurator-a-muzeumban', '/en', '/en/visit', '/en/contact'], '2025-09-12'));

  const ln: CaseKind = 'link-non-english';
  const r = (s: Staff, cases: CaseKind[] = []) => ({
    address: `${s.local}@${HOST}`,
    name: s.name,
    title: s.title,
    pages: ['/munkatarsak'],
    cases: ['rdfa', 'plain', ln, ...(s.honor ? (['honorific'] as CaseKind[]) : []), ...cases] as CaseKind[],
  });
  const [szabo, molnar, kiss, varga, toth, horvath] = STAFF as [Staff, Staff, Staff, Staff, Staff, Staff];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', Server: 'Apache/2.4.62 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-67',
      languages: ['hu', 'en'],
      addresses: [
        { address: `muzeum@${HOST}`, name: null, title: null, pages: ['/', '/kapcsolat'], cases: ['role', 'plain'] },
        { address: `latogatas@${HOST}`, name: null, title: null, pages: ['/latogatas'], cases: ['role', 'plain', ln] },
        { ...r(szabo, ['name-title-line']), pages: ['/munkatarsak', '/en/contact'], titleAlternatives: ['Director'] },
        r(molnar),
        r(kiss),
        r(varga),
        {
          ...r(toth, ['name-title-line', 'json-ld-nested']),
          pages: ['/munkatarsak', '/kapcsolat', '/en/contact'],
          titleAlternatives: ['Museum Educator (school and English-speaking groups)', 'Museum Educator'],
        },
        r(horvath),
        {
          address: `farkas.levente@${HOST}`,
          name: 'Farkas Levente',
          title: 'rendezvényszervező, PR-felelős',
          pages: ['/kapcsolat'],
          cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln],
        },
        {
          address: `balogh.adam@${HOST}`,
          name: 'Balogh Ádám',
          title: 'International Relations and Grants Officer',
          pages: ['/en/contact'],
          cases: ['name-title-line', 'plain', 'hreflang', 'deep-page'],
        },
        {
          address: `nemeth.zsofia@${HOST}`,
          name: 'Németh Zsófia',
          title: 'textilrestaurátor',
          pages: ['/hirek/uj-restaurator-a-muzeumban'],
          cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'],
        },
      ],
      pattern: '{last}.{first}',
      nameOrder: 'family-first',
      disallowed: ['/intranet'],
      nonAddresses: [{ text: `rendszergazda@${HOST}`, kind: 'disallowed' }],
    },
  };
}
