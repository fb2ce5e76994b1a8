/**
 * Vooremaa Muuseum: a county museum in Jõgeva, Estonia, on Drupal 10, in Estonian with a short
 * English section. The staff list is a Drupal view with RDFa (schema.org Person: name, jobTitle,
 * email), the research director written "dr"; the contact page's JSON-LD puts staff inside the
 * museum's departments, the project manager only there; the collections keeper's address is
 * written by an e-mail protection filter's cloaking script (document.write-style variables); an
 * exhibition archive page is listed only in the gzip sitemap robots.txt names; the English visit
 * page, reached through the home page's hreflang alternate (the language switcher is a select),
 * says "contact our education programme manager, Name, at". Trap: the web admin's address on the
 * login page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vooremaa-muuseum-jogeva.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  et: [
    ['/muuseumist', 'Muuseumist'],
    ['/naitused', 'Näitused'],
    ['/haridusprogrammid', 'Haridusprogrammid'],
    ['/kogud', 'Kogud'],
    ['/kontaktid', 'Kontaktid'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/visit', 'Visit'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Vooremaa Muuseum',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Yk3mQ2p9vT1xR0aZ7nB4cD8eF6gH5iJ.css?delta=0&amp;language=et&amp;theme=vooremaa&amp;include=eJxFiEEKwCAMBD9kfJJs1VY">`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"et"},"ajaxTrustedUrl":[]}</script>`,
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'et';
    return (
      `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><header role="banner" class="region region-header"><div id="block-vooremaa-branding" class="block block-system block-system-branding-block"><a href="${lang === 'en' ? '/en' : '/'}" rel="home" class="site-logo"><img src="/themes/custom/vooremaa/logo.svg" alt="Avaleht"></a><div class="site-name">Vooremaa Muuseum</div></div>` +
      `<nav role="navigation" aria-labelledby="block-peamenuu-menu" id="block-peamenuu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-peamenuu-menu">Peamenüü</h2><ul class="menu">${MENU[lang]!.map(([h, l]) => `<li class="menu-item${h === p.path ? ' menu-item--active-trail' : ''}"><a href="${h}" data-drupal-link-system-path="node">${esc(l)}</a></li>`).join('')}</ul></nav>` +
      `<div class="language-switcher-language-url block block-dropdown-language" id="block-keelevalik" role="navigation"><form class="dropdown-language-form"><select class="form-select" onchange="window.location.href=this.value" aria-label="Keel"><option value="/"${lang === 'et' ? ' selected' : ''}>Eesti</option><option value="/en"${lang === 'en' ? ' selected' : ''}>English</option></select></form></div></header>`
    );
  },
  footer: (p) =>
    `<footer role="contentinfo" class="region region-footer"><div class="block block-block-content"><h2>Vooremaa Muuseum</h2><p>Jõgeva mnt 14, 48306 Jõgeva<br>${tel('+372 776 2145')} · ${mailto(`info@${HOST}`)}</p><p>${p.lang.startsWith('en') ? 'Open Wed–Sun 11–17, closed on public holidays' : 'Avatud K–P 11–17, riigipühadel suletud'}</p><p>${p.lang.startsWith('en') ? 'Director' : 'Direktor'}: Reet Vaher</p></div>` +
    `<div class="block"><ul class="menu"><li><a href="/privaatsus">Privaatsuspoliitika</a></li><li><a href="/user/login">Sisene</a></li><li><a href="https://www.facebook.com/vooremaamuuseum">Facebook</a></li></ul><p>Sihtasutus Vooremaa Muuseum · registrikood 90004218</p></div></footer></div>`,
  bodyEnd: [
    `<div id="sliding-popup" class="eu-cookie-compliance-banner" role="banner" hidden><div class="popup-content info"><div id="popup-text"><p>Kasutame küpsiseid, et veebileht töötaks, ja teie nõusolekul külastusstatistika kogumiseks.</p><a href="/privaatsus" class="find-more-button">Loe lähemalt</a></div><div id="popup-buttons"><button type="button" class="agree-button eu-cookie-compliance-default-button">Nõustun</button><button type="button" class="decline-button">Ainult vajalikud</button></div></div></div>`,
    `<script src="/sites/default/files/js/js_Pq7rS2tU9vW3xY1zA4bC6dE8fG0hI.js?scope=footer&amp;delta=0&amp;language=et&amp;theme=vooremaa"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const node = (title: string, html: string): string =>
  `<div class="region region-content"><article class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">${esc(title)}</span></h1><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field__item">${html}</div></article></div>`;

type Staff = { name: string; shown: string; title: string; local: string; phone: string };
const STAFF: Staff[] = [
  { name: 'Reet Vaher', shown: 'Reet Vaher', title: 'direktor', local: 'reet.vaher', phone: '+372 776 2145' },
  { name: 'Tiina Kuusk', shown: 'dr Tiina Kuusk', title: 'teadusjuht', local: 'tiina.kuusk', phone: '+372 776 2147' },
  { name: 'Raivo Lill', shown: 'Raivo Lill', title: 'haldusjuht', local: 'raivo.lill', phone: '+372 5341 8820' },
  { name: 'Evelin Kruus', shown: 'Evelin Kruus', title: 'raamatupidaja', local: 'evelin.kruus', phone: '+372 776 2146' },
];

const staffRow = (s: Staff): string =>
  `<div class="views-row" vocab="https://schema.org/" typeof="Person"><div class="views-field views-field-title"><span class="field-content" property="name">${esc(s.shown)}</span></div>` +
  `<div class="views-field views-field-field-ametikoht"><div class="field-content" property="jobTitle">${esc(s.title)}</div></div>` +
  `<div class="views-field views-field-field-telefon"><div class="field-content">${tel(s.phone)}</div></div>` +
  `<div class="views-field views-field-field-e-post"><div class="field-content"><a href="mailto:${s.local}@${HOST}"><span property="email">${s.local}@${HOST}</span></a></div></div></div>`;

const MARGUS_SCRIPT =
  `var prefix = 'ma' + 'il' + 'to'; var path = 'hr' + 'ef' + '='; var addy8317 = 'margus.ilves' + '&#64;'; addy8317 = addy8317 + 'vooremaa-muuseum-jogeva' + '&#46;' + 'test'; ` +
  `document.getElementById('cloak8317').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy8317 + '\\'>' + addy8317 + '<\\/a>';`;

export function vooremaaMuuseum(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Avaleht',
    alternates: { et: '/', en: '/en' },
    main:
      `<div class="region region-highlighted"><div class="hero"><h1>Vooremaa lugu – jääajast kolhoosikeskuseni</h1><p>Püsinäitus vanas meiereihoones, ajutised näitused ja haridusprogrammid koolidele.</p></div></div>` +
      node(
        'Tere tulemast!',
        `<p>Muuseum on avatud kolmapäevast pühapäevani kell 11–17. Pilet 6 €, sooduspilet 3 €, pere 12 €. Kuu viimasel pühapäeval on sissepääs tasuta.</p>` +
          `<h2>Uudised</h2><ul><li><a href="/naitused">Uus näitus „Vooremaa talud 1920–1940“ avatakse 6. juunil</a></li><li><a href="/haridusprogrammid">Sügisesed haridusprogrammid on broneeritavad</a></li></ul>`,
      ),
  });

  pages['/muuseumist'] = page({
    path: '/muuseumist',
    title: 'Muuseumist',
    main: node(
      'Muuseumist',
      `<p>Vooremaa Muuseum asutati 1968. aastal koduloomuuseumina. Alates 2004. aastast tegutseb muuseum sihtasutusena, mille asutajad on Jõgeva vald ja Jõgevamaa Omavalitsuste Liit.</p>` +
        `<p>Muuseumi kogudes on üle 38 000 museaali: esemed, fotod, dokumendid ja arheoloogialeiud Vooremaa küladest.</p>`,
    ),
  });

  pages['/naitused'] = page({
    path: '/naitused',
    title: 'Näitused',
    main: node(
      'Näitused',
      `<h2>Püsinäitus „Vooremaa lugu“</h2><p>Jääaja vooremaastik, esimesed asukad, mõisad, talud ja kolhoosiaeg.</p>` +
        `<h2>„Vooremaa talud 1920–1940“</h2><p>6. juuni – 30. november 2025. Fotonäitus vabariigiaegsetest taludest ja nende peredest.</p>`,
    ),
  });

  pages['/naitused/arhiiv'] = page({
    path: '/naitused/arhiiv',
    title: 'Näituste arhiiv',
    main: node(
      'Näituste arhiiv',
      `<ul><li>2024 – „Meierei 100“</li><li>2023 – „Kooliteed. Jõgevamaa koolid 1890–1990“</li><li>2022 – „Linamaa“</li></ul>` +
        `<p>Varasemate näituste materjalide ja rändnäituste laenutamise kohta küsige:</p><p>Anneli Mets, kuraator, ${mailto(`anneli.mets@${HOST}`)}</p>`,
    ),
  });

  pages['/haridusprogrammid'] = page({
    path: '/haridusprogrammid',
    title: 'Haridusprogrammid',
    main: node(
      'Haridusprogrammid',
      `<p>Pakume muuseumitunde lasteaedadele ja kooliastmetele: „Talutöö aastaring“, „Jääaja jäljed“, „Vanaema kool“. Programm kestab 60–90 minutit, hind 4 € õpilase kohta.</p>` +
        `<p>Programmidesse registreerumine vähemalt kaks nädalat ette aadressil ${mailto(`haridus@${HOST}`)} või telefonil ${tel('+372 776 2148')}.</p>`,
    ),
  });

  pages['/kogud'] = page({
    path: '/kogud',
    title: 'Kogud',
    main: node(
      'Kogud',
      `<p>Muuseumi kogud on kirjeldatud muuseumide infosüsteemis MuIS. Kogudega saab tutvuda uurijate ruumis eelneval kokkuleppel.</p>` +
        `<p>Kogude hoidja: Margus Ilves, ${tel('+372 776 2149')}<br><span id="cloak8317">See e-posti aadress on spämmirobotite eest kaitstud. Selle nägemiseks peab JavaScript olema sisse lülitatud.</span><script type="text/javascript">${MARGUS_SCRIPT}</script></p>`,
    ),
  });

  pages['/kontaktid'] = page({
    path: '/kontaktid',
    title: 'Kontaktid',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Museum',
        name: 'Vooremaa Muuseum',
        url: `${ORIGIN}/`,
        email: `info@${HOST}`,
        telephone: '+372 776 2145',
        address: { '@type': 'PostalAddress', streetAddress: 'Jõgeva mnt 14', postalCode: '48306', addressLocality: 'Jõgeva', addressCountry: 'EE' },
        openingHours: 'We-Su 11:00-17:00',
        department: [
          {
            '@type': 'Organization',
            name: 'Teadus- ja kogude osakond',
            employee: [{ '@type': 'Person', name: 'Tiina Kuusk', jobTitle: 'teadusjuht', email: `tiina.kuusk@${HOST}` }],
          },
          {
            '@type': 'Organization',
            name: 'Arendus- ja projektitöö',
            employee: [{ '@type': 'Person', name: 'Pille Raud', jobTitle: 'projektijuht', email: `pille.raud@${HOST}` }],
          },
        ],
      },
    ],
    main: node(
      'Kontaktid',
      `<p>Sihtasutus Vooremaa Muuseum, Jõgeva mnt 14, 48306 Jõgeva · ${tel('+372 776 2145')} · ${mailto(`info@${HOST}`)}</p>` +
        `<h2>Töötajad</h2><div class="view view-tootajad view-id-tootajad"><div class="view-content">${STAFF.map(staffRow).join('')}</div></div>` +
        `<p>Kogude ja uurijate teenindamise küsimused: vt <a href="/kogud">Kogud</a>.</p>`,
    ),
  });

  pages['/privaatsus'] = page({
    path: '/privaatsus',
    title: 'Privaatsuspoliitika',
    main: node('Privaatsuspoliitika', `<p>Isikuandmete vastutav töötleja on SA Vooremaa Muuseum. Külastusstatistikat kogume ainult teie nõusolekul.</p>`),
  });

  pages['/user/login'] = page({
    path: '/user/login',
    title: 'Sisene',
    main: node('Sisene', `<form class="user-login-form"><label>Kasutajanimi <input name="name"></label><label>Parool <input type="password" name="pass"></label><button>Logi sisse</button></form><p>Parooli unustamisel kirjutage ${mailto(`veebihaldur@${HOST}`)}.</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Welcome',
    lang: 'en',
    alternates: { et: '/', en: '/en' },
    main: node(
      'Vooremaa Museum',
      `<p>A county museum in Jõgeva telling the story of the drumlin landscape of Vooremaa, its farms, manors and villages. Open Wednesday to Sunday, 11 am to 5 pm.</p><p><a href="/en/visit">Plan your visit »</a></p>`,
    ),
  });

  pages['/en/visit'] = page({
    path: '/en/visit',
    title: 'Visit',
    lang: 'en',
    main: node(
      'Plan your visit',
      `<p>Tickets €6, concessions €3, family ticket €12. The permanent exhibition has English captions throughout; an audio guide is available at the desk.</p>` +
        `<p>For guided tours and school programmes in English, please contact our education programme manager, Kertu Org, at ${mailto(`kertu.org@${HOST}`)} at least two weeks ahead.</p>` +
        `<p>General enquiries: ${mailto(`info@${HOST}`)}</p>`,
    ),
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/muuseumist', '/naitused', '/naitused/arhiiv', '/haridusprogrammid', '/kogud', '/kontaktid', '/privaatsus', '/en', '/en/visit'], '2025-05-20'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /search/\nDisallow: /user/login\nDisallow: /user/password\nDisallow: /user/register\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', 'X-Drupal-Dynamic-Cache': 'MISS', Server: 'Apache/2.4.58 (Ubuntu)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-73',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontaktid', '/en/visit'], cases: ['role', 'plain'] },
        { address: `haridus@${HOST}`, name: null, title: null, pages: ['/haridusprogrammid'], cases: ['role', 'plain', ln] },
        { address: `reet.vaher@${HOST}`, name: 'Reet Vaher', title: 'direktor', pages: ['/kontaktid'], cases: ['rdfa', 'plain', ln] },
        { address: `tiina.kuusk@${HOST}`, name: 'Tiina Kuusk', title: 'teadusjuht', pages: ['/kontaktid'], cases: ['rdfa', 'honorific', 'json-ld-nested', 'json-ld-person', 'plain', ln] },
        { address: `raivo.lill@${HOST}`, name: 'Raivo Lill', title: 'haldusjuht', pages: ['/kontaktid'], cases: ['rdfa', 'plain', ln] },
        { address: `evelin.kruus@${HOST}`, name: 'Evelin Kruus', title: 'raamatupidaja', pages: ['/kontaktid'], cases: ['rdfa', 'plain', ln] },
        { address: `pille.raud@${HOST}`, name: 'Pille Raud', title: 'projektijuht', pages: ['/kontaktid'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        {
          address: `margus.ilves@${HOST}`,
          name: 'Margus Ilves',
          title: 'Kogude hoidja',
          pages: ['/kogud'],
          encoded: { kind: 'script', text: MARGUS_SCRIPT },
          cases: ['title-name-line', 'script-protect', ln],
        },
        { address: `anneli.mets@${HOST}`, name: 'Anneli Mets', title: 'kuraator', pages: ['/naitused/arhiiv'], cases: ['name-title-line', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
        { address: `kertu.org@${HOST}`, name: 'Kertu Org', title: 'education programme manager', pages: ['/en/visit'], cases: ['prose', 'hreflang', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/user/login'],
      nonAddresses: [{ text: `veebihaldur@${HOST}`, kind: 'disallowed' }],
    },
  };
}
