/**
 * Kuparikaivosmuseo: a mining museum in eastern Finland, on Drupal 10 (Olivero) with RDFa on the
 * staff nodes. The director and curators as RDFa Persons on "Yhteystiedot", the press contact as
 * a "Lehdistö: Name, title" label line, an exhibition page reached only through the gzipped
 * sitemap robots.txt names, an education officer in running text with "(at)", the shop's
 * address in a table, a supplier's address and a staff intranet page disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'kuparikaivosmuseo.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Etusivu'],
  ['/nayttelyt', 'Näyttelyt'],
  ['/opetus', 'Opetus ja opastukset'],
  ['/museokauppa', 'Museokauppa'],
  ['/yhteystiedot', 'Yhteystiedot'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kuparikaivosmuseo',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Qx7lT3m0sJ2k4eYbF8hN1vA.css?delta=0&amp;language=fi&amp;theme=olivero&amp;include=eJxLzi9K">`,
    `<link rel="icon" href="${ORIGIN}/core/themes/olivero/favicon.ico" type="image/vnd.microsoft.icon">`,
  ],
  header: () =>
    `<header role="banner" class="site-header"><div class="site-branding"><a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/kaivosmuseo-logo.svg" alt="Etusivu"></a><div class="site-branding__name"><a href="/" rel="home">Kuparikaivosmuseo</a></div></div>` +
    `<nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" class="primary-nav"><h2 class="visually-hidden" id="block-olivero-main-menu-menu">Päävalikko</h2><ul class="menu primary-nav__menu">${MENU.map(([h, l]) => `<li class="primary-nav__menu-item"><a href="${h}" class="primary-nav__menu-link" data-drupal-link-system-path="node">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="site-footer__inner container"><div class="block block-block-content"><p>Kuparikaivosmuseo · Kaivostie 3 · 83500 Outokumpu<br>Puh. ${tel('+358 13 554 7100')} · museo(at)kuparikaivosmuseo.test</p><p><a href="/tietosuoja">Tietosuojaseloste</a> · <a href="/saavutettavuus">Saavutettavuusseloste</a> · <a href="/henkilokunta">Henkilökunnan sivut</a></p></div></div></footer>`,
  privacyPath: { fi: '/tietosuoja' },
  bodyEnd: [
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"fi"},"ajaxTrustedUrl":[]}</script>',
    `<script src="${ORIGIN}/sites/default/files/js/js_8bKqVwZs1x0p.js?scope=footer&amp;delta=0&amp;language=fi&amp;theme=olivero"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi' });
const node = (title: string, html: string): string => `<div class="region region--content"><article class="node node--type-page node--view-mode-full"><header><h1 class="title page-title"><span class="field field--name-title">${esc(title)}</span></h1></header><div class="node__content"><div class="text-content clearfix field field--name-body">${html}</div></div></article></div>`;

type Staff = { name: string; title: string; local: string; shown: string };
const STAFF: Staff[] = [
  { shown: 'FT Riikka Kärkkäinen', name: 'Riikka Kärkkäinen', title: 'Museonjohtaja', local: 'riikka.karkkainen' },
  { shown: 'Jari Hyvönen', name: 'Jari Hyvönen', title: 'Amanuenssi, kokoelmat', local: 'jari.hyvonen' },
  { shown: 'Minna Turunen', name: 'Minna Turunen', title: 'Museolehtori', local: 'minna.turunen' },
  { shown: 'Antti Korhonen', name: 'Antti Korhonen', title: 'Konservaattori', local: 'antti.korhonen' },
];

export function kuparikaivosmuseo(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({ path: '/', title: 'Kaivoshistoriaa Outokummussa', main: node('Tervetuloa museoon', `<p>Museo on avoinna tiistaista sunnuntaihin klo 11–17. Kesällä opastetut kierrokset vanhaan kaivostunneliin joka päivä klo 13.</p><p><a href="/nayttelyt">Katso ajankohtaiset näyttelyt</a></p>`) });

  pages['/nayttelyt'] = page({ path: '/nayttelyt', title: 'Näyttelyt', main: node('Näyttelyt', `<h2>Perusnäyttely: Kuparin tie</h2><p>Näyttely kertoo Outokummun kaivoksen historiasta vuodesta 1910 kaivoksen sulkemiseen 1989.</p>`) });

  pages['/opetus'] = page({
    path: '/opetus',
    title: 'Opetus ja opastukset',
    main: node('Opetus ja opastukset', `<p>Koululaisryhmät ovat tervetulleita maksutta. Opastuksen voi varata museolehtori Minna Turuselta, minna.turunen(at)kuparikaivosmuseo.test, viimeistään viikkoa ennen vierailua.</p><p>Ryhmävaraukset muuten: ${mailto(`varaukset@${HOST}`)}</p>`),
  });

  pages['/museokauppa'] = page({
    path: '/museokauppa',
    title: 'Museokauppa',
    main: node('Museokauppa', `<table class="views-table"><thead><tr><th>Asia</th><th>Yhteystieto</th></tr></thead><tbody><tr><td>Tilaukset ja laskutus</td><td>${mailto(`kauppa@${HOST}`)}</td></tr><tr><td>Mineraalinäytteet</td><td>Toimittaja Kivitukku Oy, myynti@kivitukku-example.fi</td></tr></tbody></table>`),
  });

  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: node(
      'Yhteystiedot',
      `<p>Kaivostie 3, 83500 Outokumpu</p><div class="view-henkilokunta" vocab="https://schema.org/">` +
        STAFF.map(
          (s) =>
            `<div class="views-row" typeof="Person"><h3 property="name">${esc(s.shown)}</h3><div class="field--name-field-tehtava" property="jobTitle">${esc(s.title)}</div><div class="field--name-field-puhelin">${tel('+358 40 771 2' + String(STAFF.indexOf(s) + 10))}</div><a property="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></div>`,
        ).join('') +
        `</div><p class="press">Lehdistö: Petri Laitinen, viestintäsuunnittelija, ${tel('+358 40 771 2299')}, ${mailto(`petri.laitinen@${HOST}`)}</p>`,
    ),
  });

  pages['/nayttelyt/vuoriemme-aarteet-2025'] = page({
    path: '/nayttelyt/vuoriemme-aarteet-2025',
    title: 'Vuoriemme aarteet 2025',
    main: node('Vuoriemme aarteet – kesänäyttely 2025', `<p>Kesänäyttely esittelee suomalaisia mineraaleja yksityiskokoelmista. Näyttelyn on koonnut intendentti Sanna Mäkelä; lainaajat voivat olla yhteydessä häneen osoitteeseen ${mailto(`sanna.makela@${HOST}`)}.</p>`),
  });

  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: node('Tietosuojaseloste', `<p>Rekisterinpitäjä: Outokummun kaupunki / Kuparikaivosmuseo.</p>`) });
  pages['/saavutettavuus'] = page({ path: '/saavutettavuus', title: 'Saavutettavuusseloste', main: node('Saavutettavuusseloste', `<p>Sivusto täyttää WCAG 2.1 AA -vaatimukset osittain.</p>`) });
  pages['/henkilokunta'] = page({ path: '/henkilokunta', title: 'Henkilökunnan sivut', main: node('Henkilökunnan sivut', `<p>Vuorolistat: ${mailto(`vuorot@${HOST}`)}</p>`) });
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/nayttelyt', '/opetus', '/museokauppa', '/yhteystiedot', '/nayttelyt/vuoriemme-aarteet-2025'], '2025-05-06'));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /henkilokunta\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-29',
      languages: ['fi'],
      addresses: [
        { address: `museo@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'obfuscated'] },
        { address: `varaukset@${HOST}`, name: null, title: null, pages: ['/opetus'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `kauppa@${HOST}`, name: null, title: null, pages: ['/museokauppa'], cases: ['role', 'table', 'plain', 'link-non-english'] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: s.local === 'minna.turunen' ? ['/yhteystiedot', '/opetus'] : ['/yhteystiedot'], cases: ['rdfa', 'card', 'plain', 'link-non-english', ...(s.shown !== s.name ? (['honorific'] as const) : [])] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `petri.laitinen@${HOST}`, name: 'Petri Laitinen', title: 'viestintäsuunnittelija', pages: ['/yhteystiedot'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `sanna.makela@${HOST}`, name: 'Sanna Mäkelä', title: 'intendentti', pages: ['/nayttelyt/vuoriemme-aarteet-2025'], cases: ['sitemap-gzip', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/henkilokunta'],
      nonAddresses: [
        { text: `vuorot@${HOST}`, kind: 'disallowed' },
        { text: 'myynti@kivitukku-example.fi', kind: 'other-company' },
      ],
    },
  };
}
