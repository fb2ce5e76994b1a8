/**
 * Arkkitehtitoimisto Kivelä & Saari: an architecture office in Oulu on Squarespace, in Finnish
 * with an English page. The partners with "TkT" after their names, the staff as image cards with
 * "arkkitehti SAFA" titles, one address built from character codes, the office's address scheme
 * stated in text, and a git URL for the office's open BIM library.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kivela-saari-ark.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  fi: [['/toimisto', 'Toimisto'], ['/projektit', 'Projektit'], ['/ihmiset', 'Ihmiset'], ['/yhteystiedot', 'Yhteystiedot'], ['/en', 'In English']],
  en: [['/en', 'Studio'], ['/', 'Suomeksi']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Arkkitehtitoimisto Kivelä & Saari',
  head: ['<!-- This is Squarespace. --><!-- kivela-saari -->', '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6512a1f0c3d4e5f6a7b8c9d0/14/site.css">'],
  header: (p) =>
    `<header class="Header Header--top" data-test="header"><div class="Header-inner"><a href="${p.lang === 'en' ? '/en' : '/'}" class="Header-branding"><img src="//images.squarespace-cdn.com/content/v1/6512a1f0/logo-ks.png?format=1500w" alt="Kivelä &amp; Saari" class="Header-branding-logo"></a><nav class="Header-nav" data-content-field="navigation">${MENU[p.lang === 'en' ? 'en' : 'fi']!.map(([h, l]) => `<a href="${h}" class="Header-nav-item">${esc(l)}</a>`).join('')}</nav></div></header>`,
  footer: () =>
    `<footer class="Footer" role="contentinfo"><div class="sqs-block html-block"><p>Arkkitehtitoimisto Kivelä &amp; Saari Oy · Isokatu 27 B, 90100 Oulu · ${tel('+358 8 531 2200')} · ${mailto(`toimisto@${HOST}`)}</p><p>Y-tunnus 2781440-6</p></div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const block = (html: string): string => `<div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">${html}</div></div></div>`;

const AINO_CODES = charCodes(`aino.heikkila@${HOST}`);

type P = { name: string; title: string; local: string };
const STAFF: P[] = [
  { name: 'Mikko Rautio', title: 'projektiarkkitehti, arkkitehti SAFA', local: 'mikko.rautio' },
  { name: 'Laura Niemelä', title: 'arkkitehti SAFA, sisustusarkkitehtuuri', local: 'laura.niemela' },
  { name: 'Antti Väisänen', title: 'rakennusarkkitehti, tietomallikoordinaattori', local: 'antti.vaisanen' },
];

export function arkkitehdetKivela(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Arkkitehtitoimisto Oulussa', alternates: { fi: '/', en: '/en' }, main: block(`<h1>Kestävää arkkitehtuuria pohjoisesta</h1><p>Suunnittelemme kouluja, asuinrakennuksia ja puukerrostaloja Pohjois-Suomeen.</p>`) });
  pages['/toimisto'] = page({
    path: '/toimisto',
    title: 'Toimisto',
    main: block(
      `<h1>Toimisto</h1><p>Toimiston perustivat vuonna 2009 arkkitehdit Hannu Kivelä ja Sanna Saari. Meitä on nyt kahdeksan.</p>` +
        `<p>Avoin BIM-komponenttikirjastomme: <code>git clone git@git.kivela-saari-ark.test:bim/puurakenteet.git</code></p>`,
    ),
  });
  pages['/projektit'] = page({ path: '/projektit', title: 'Projektit', main: block(`<h1>Projektit</h1><ul><li>Kaakkurin koulu, 2022</li><li>Puu-Toppila, asuinkerrostalot, 2024</li><li>Hailuodon kirjasto (kilpailuvoitto), 2025</li></ul>`) });
  pages['/ihmiset'] = page({
    path: '/ihmiset',
    title: 'Ihmiset',
    main: block(
      `<h1>Ihmiset</h1><p>Tavoitat meidät muodossa etunimi.sukunimi@${HOST} (ilman ääkkösiä).</p>` +
        `<h2>Osakkaat</h2><p>Arkkitehti Hannu Kivelä, TkT<br>toimitusjohtaja, pääsuunnittelija<br>${mailto(`hannu.kivela@${HOST}`)}</p><p>Arkkitehti Sanna Saari, SAFA<br>osakas, suunnittelujohtaja<br>${mailto(`sanna.saari@${HOST}`)}</p>` +
        `<h2>Suunnittelijat</h2><div class="sqs-gallery-design-grid">` +
        STAFF.map((s) => `<div class="image-card"><img src="//images.squarespace-cdn.com/content/v1/6512a1f0/${s.local}.jpg" alt=""><div class="image-card-title"><h3>${esc(s.name)}</h3></div><div class="image-subtitle"><p>${esc(s.title)}</p><p>${mailto(`${s.local}@${HOST}`)}</p></div></div>`).join('') +
        `<div class="image-card"><div class="image-card-title"><h3>Aino Heikkilä</h3></div><div class="image-subtitle"><p>arkkitehtiharjoittelija</p><p><script>var a = String.fromCharCode(${AINO_CODES}); document.write('<a href="mailto:' + a + '">' + a + '</a>');</script></p></div></div></div>`,
    ),
  });
  pages['/yhteystiedot'] = page({ path: '/yhteystiedot', title: 'Yhteystiedot', main: block(`<h1>Yhteystiedot</h1><p>Laskutus: ${mailto('kivelasaari@verkkolasku.test')} (verkkolaskuoperaattori). Muut asiat: ${mailto(`toimisto@${HOST}`)}</p><p>Toimistopäällikkö Petra Lampinen vastaa laskutuksesta ja rekrytoinnista, ${mailto(`petra.lampinen@${HOST}`)}.</p>`) });
  pages['/en'] = page({
    path: '/en',
    title: 'Architects in Oulu',
    lang: 'en',
    alternates: { fi: '/', en: '/en' },
    main: block(`<h1>Studio</h1><p>We design schools, housing and timber buildings in Northern Finland.</p><p>Hannu Kivelä, CEO and Principal Designer, ${mailto(`hannu.kivela@${HOST}`)}</p>`),
  });
  pages['/config'] = page({ path: '/config', title: 'Login', main: block(`<p>${mailto(`web@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /search\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/toimisto', '/projektit', '/ihmiset', '/yhteystiedot', '/en', '/config']),
      pages,
    },
    truth: {
      domain: HOST,
      set: 'held-out-53',
      languages: ['fi', 'en'],
      addresses: [
        { address: `toimisto@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain'] },
        { address: `hannu.kivela@${HOST}`, name: 'Hannu Kivelä', title: 'toimitusjohtaja, pääsuunnittelija', titleAlternatives: ['CEO and Principal Designer'], pages: ['/ihmiset', '/en'], cases: ['post-nominal', 'honorific', 'card', 'plain', ln] },
        { address: `sanna.saari@${HOST}`, name: 'Sanna Saari', title: 'osakas, suunnittelujohtaja', pages: ['/ihmiset'], cases: ['post-nominal', 'card', 'plain', ln] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/ihmiset'], cases: ['card', 'plain', ln] as CaseKind[] })),
        { address: `aino.heikkila@${HOST}`, name: 'Aino Heikkilä', title: 'arkkitehtiharjoittelija', pages: ['/ihmiset'], encoded: { kind: 'charcodes', text: AINO_CODES }, cases: ['card', 'script-charcode', ln] },
        { address: `petra.lampinen@${HOST}`, name: 'Petra Lampinen', title: 'Toimistopäällikkö', pages: ['/yhteystiedot'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/ihmiset', text: `etunimi.sukunimi@${HOST}` },
      disallowed: ['/config'],
      nonAddresses: [
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
        { text: `web@${HOST}`, kind: 'disallowed' },
        { text: `git@git.${HOST}`, kind: 'git' },
        { text: 'kivelasaari@verkkolasku.test', kind: 'other-company' },
      ],
    },
  };
}
