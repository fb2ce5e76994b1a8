/**
 * Metsänhoitoyhdistys-style forest owners' cooperative Metsäosuuskunta Honkavaara, on WordPress,
 * in Finnish. Staff in a table with addresses written "etunimi.sukunimi(at)…" by hand, the
 * chairman's address through an e-mail encoder plugin, a "Tehtävä: Nimi" block for the board, a
 * news item only in the sitemap robots.txt names, a stated address scheme, a retina logo.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'honkavaara-metsa.test';
const ORIGIN = `http://${HOST}`;
const NAV: [string, string][] = [
  ['/palvelut/', 'Palvelut'],
  ['/henkilosto/', 'Henkilöstö'],
  ['/hallinto/', 'Hallinto'],
  ['/ajankohtaista/', 'Ajankohtaista'],
  ['/yhteystiedot/', 'Yhteystiedot'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Metsäosuuskunta Honkavaara',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    `<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.11" media="all">`,
    `<link rel="stylesheet" id="wpforms-full-css" href="/wp-content/plugins/wpforms-lite/assets/css/frontend/classic/wpforms-full.min.css?ver=1.8.8" media="all">`,
  ],
  header: () =>
    `<header class="site-header ast-primary-header-bar"><div class="site-branding"><a href="/" rel="home"><img src="/wp-content/uploads/2023/02/honkavaara-logo@2x.png" width="220" alt="Metsäosuuskunta Honkavaara"></a></div>` +
    `<nav class="main-header-menu" aria-label="Päävalikko"><ul id="primary-menu" class="menu">${NAV.map(([h, l]) => `<li class="menu-item"><a href="${h}" class="menu-link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="footer-widget-area"><section class="widget"><h2 class="widget-title">Metsäosuuskunta Honkavaara</h2><p>Asemakatu 7, 77600 Suonenjoki<br>${tel('017 512 4400')}<br>${mailto(`toimisto@${HOST}`)}</p></section>` +
    `<section class="widget"><p>Y-tunnus 0198765-4 · <a href="/tietosuoja/">Tietosuojaseloste</a> · <a href="/jasenille/">Jäsenten Metsäverkko</a></p></section></div><div class="ast-small-footer">© 2025 Metsäosuuskunta Honkavaara · Powered by WordPress</div></footer>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fi' });
const entry = (h1: string, html: string): string => `<article class="page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title">${esc(h1)}</h1></header><div class="entry-content">${html}</div></article>`;
const byHand = (local: string): string => `${local}(at)${HOST}`;

type Row = { name: string; title: string; local: string; phone: string };
const STAFF: Row[] = [
  { name: 'Antti Koskinen', title: 'toiminnanjohtaja', local: 'antti.koskinen', phone: '040 512 4401' },
  { name: 'Sari Heikkinen', title: 'talous- ja henkilöstöpäällikkö', local: 'sari.heikkinen', phone: '040 512 4402' },
  { name: 'Mikko Laine', title: 'metsäneuvoja, Suonenjoki ja Rautalampi', local: 'mikko.laine', phone: '040 512 4405' },
  { name: 'Heli Nurmi', title: 'puukauppavastaava', local: 'heli.nurmi', phone: '040 512 4406' },
  { name: 'Jussi Rantanen', title: 'korjuuesimies', local: 'jussi.rantanen', phone: '040 512 4408' },
];

const KALEVI = `kalevi.hyvonen@${HOST}`;
const TIMO = `timo.salo@${HOST}`;

export function honkavaara(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Metsänomistajien oma osuuskunta',
    main: entry(
      'Tervetuloa Honkavaaraan',
      `<p>Olemme noin 1 900 metsänomistajan osuuskunta Pohjois-Savossa. Teemme puukaupat, metsänhoitotyöt ja metsäsuunnitelmat jäsenillemme – reilusti ja paikallisesti.</p><p><a href="/palvelut/">Tutustu palveluihin</a> tai <a href="/henkilosto/">ota yhteyttä metsäneuvojaan</a>.</p>`,
    ),
  });
  pages['/palvelut'] = page({
    path: '/palvelut',
    title: 'Palvelut',
    main: entry('Palvelut', `<ul><li>Puukauppa ja leimikonsuunnittelu</li><li>Taimikonhoito ja nuoren metsän hoito</li><li>Metsäsuunnitelma ja Kemera-haut</li><li>Metsätiekorjaukset</li></ul><p>Jäsenhinnat löydät hinnastosta.</p>`),
  });
  pages['/henkilosto'] = page({
    path: '/henkilosto',
    title: 'Henkilöstö',
    main: entry(
      'Henkilöstö',
      `<p>Sähköpostiosoitteemme ovat muotoa etunimi.sukunimi@${HOST}.</p>` +
        `<figure class="wp-block-table is-style-stripes"><table><thead><tr><th>Nimi</th><th>Tehtävä</th><th>Puhelin</th><th>Sähköposti</th></tr></thead><tbody>` +
        STAFF.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${esc(byHand(r.local))}</td></tr>`).join('') +
        `</tbody></table></figure><p>Kesälomien aikana vastaamme numerossa ${tel('017 512 4400')}.</p>`,
    ),
  });
  pages['/hallinto'] = page({
    path: '/hallinto',
    title: 'Hallinto',
    main: entry(
      'Hallinto',
      `<p>Osuuskunnan hallitus valitaan vuosittain osuuskuntakokouksessa.</p>` +
        `<p><strong>Hallituksen puheenjohtaja:</strong> Kalevi Hyvönen, <a href="mailto:${entities(KALEVI)}">${entities(KALEVI)}</a><br>` +
        `<strong>Varapuheenjohtaja:</strong> Marjatta Lappalainen<br><strong>Jäsenet:</strong> Pekka Huttunen, Liisa Kärkkäinen, Olli Ruotsalainen</p>` +
        `<!-- vanha osoite poistettu: hallitus@${HOST} -->`,
    ),
  });
  pages['/ajankohtaista'] = page({
    path: '/ajankohtaista',
    title: 'Ajankohtaista',
    main: entry('Ajankohtaista', `<p>Puun hinnat ovat pysyneet vahvoina koko alkuvuoden. Seuraava metsäilta pidetään Rautalammin seurakuntatalolla 14.5.</p>`),
  });
  pages['/ajankohtaista/uusi-metsaneuvoja-keiteleelle'] = page({
    path: '/ajankohtaista/uusi-metsaneuvoja-keiteleelle',
    title: 'Uusi metsäneuvoja Keiteleelle',
    main: entry(
      'Uusi metsäneuvoja Keiteleelle',
      `<p class="posted-on">3.3.2025</p><p>Keiteleen ja Pielaveden alueen uutena metsäneuvojana aloitti maaliskuun alussa metsätalousinsinööri (AMK) Timo Salo, jonka tavoittaa osoitteesta ${mailto(TIMO)} tai numerosta ${tel('040 512 4411')}. Timo on kotoisin Pielavedeltä ja työskenteli aiemmin korjuuyrittäjänä.</p>`,
    ),
  });
  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main: entry(
      'Yhteystiedot',
      `<p>Toimisto on avoinna ma–to klo 8–16, pe 8–14.</p><p>Yleiset asiat: ${mailto(`toimisto@${HOST}`)}<br>Laskutus: ${mailto(`laskutus@${HOST}`)}</p>` +
        `<div class="wpforms-container"><form><label>Sähköposti <input type="email" placeholder="nimi@esimerkki.fi"></label></form></div>`,
    ),
  });
  pages['/jasenille'] = page({ path: '/jasenille', title: 'Jäsenille', main: entry('Metsäverkko – kirjaudu', `<p>Kirjautumisongelmissa auttaa ${mailto(`metsaverkko@${HOST}`)}.</p>`) });
  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: entry('Tietosuojaseloste', `<p>Rekisterinpitäjä on Metsäosuuskunta Honkavaara. Jäsenrekisterin tietoja käytetään vain jäsenpalveluihin.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nDisallow: /jasenille\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages: {
        ...pages,
        '/wp-sitemap.xml': { body: urlset(HOST, ['/', '/palvelut/', '/henkilosto/', '/hallinto/', '/ajankohtaista/', '/ajankohtaista/uusi-metsaneuvoja-keiteleelle/', '/yhteystiedot/'], '2025-03-04'), contentType: 'application/xml; charset=utf-8' },
      },
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-85',
      languages: ['fi'],
      addresses: [
        { address: `toimisto@${HOST}`, name: null, title: null, pages: ['/', '/yhteystiedot'], cases: ['role', 'plain'] },
        { address: `laskutus@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'plain', ln] },
        ...STAFF.map((r) => ({ address: `${r.local}@${HOST}`, name: r.name, title: r.title, pages: ['/henkilosto'], cases: ['table', 'obfuscated', ln] as CaseKind[] })),
        { address: KALEVI, name: 'Kalevi Hyvönen', title: 'Hallituksen puheenjohtaja', pages: ['/hallinto'], cases: ['title-name-line', 'entities', ln] },
        { address: TIMO, name: 'Timo Salo', title: 'metsäneuvoja', pages: ['/ajankohtaista/uusi-metsaneuvoja-keiteleelle'], cases: ['prose', 'honorific', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/henkilosto', text: `etunimi.sukunimi@${HOST}` },
      disallowed: ['/jasenille'],
      nonAddresses: [
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
        { text: `hallitus@${HOST}`, kind: 'comment' },
        { text: `metsaverkko@${HOST}`, kind: 'disallowed' },
        { text: 'honkavaara-logo@2x.png', kind: 'retina' },
        { text: 'nimi@esimerkki.fi', kind: 'placeholder' },
      ],
    },
  };
}
