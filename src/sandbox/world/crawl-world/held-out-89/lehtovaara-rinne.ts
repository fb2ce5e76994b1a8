/**
 * Arkkitehtitoimisto Lehtovaara & Rinne Oy: a Helsinki architecture office on WordPress, in
 * Finnish with Swedish (Finland) and English pages reached through the hreflang alternates. Staff
 * as theme cards with addresses written as character references, the contact page in "Name,
 * title, nimi(at)domain" lines and a stated etunimi.sukunimi scheme.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'lehtovaara-rinne.test';
const ORIGIN = `http://${HOST}`;
const ALT = { fi: '/', sv: '/sv', en: '/en' };

const theme: Theme = {
  host: HOST,
  siteName: 'Arkkitehtitoimisto Lehtovaara & Rinne',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    `<link rel="stylesheet" id="lr-theme-css" href="${ORIGIN}/wp-content/themes/lr-arkkitehdit/style.css?ver=2.4.1" media="all">`,
    `<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/">`,
  ],
  header: (p) =>
    `<header class="site-header"><a class="custom-logo-link" href="/" rel="home"><img src="${ORIGIN}/wp-content/uploads/2024/02/lr-logo@2x.png" width="180" height="44" alt="Lehtovaara &amp; Rinne"></a>` +
    (p.lang === 'fi'
      ? `<nav class="main-navigation"><ul id="primary-menu" class="menu"><li class="menu-item"><a href="/projektit">Projektit</a></li><li class="menu-item"><a href="/toimisto">Toimisto</a></li><li class="menu-item"><a href="/rekry">Rekry</a></li><li class="menu-item"><a href="/yhteystiedot">Yhteystiedot</a></li></ul></nav>`
      : `<nav class="main-navigation"><ul class="menu"><li class="menu-item"><a href="/">Suomeksi</a></li></ul></nav>`) +
    `<div class="lang-switch" data-wpml="1"><select onchange="location=this.value"><option value="/">FI</option><option value="/sv">SV</option><option value="/en">EN</option></select></div></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="footer-widgets"><p>Arkkitehtitoimisto Lehtovaara &amp; Rinne Oy<br>Fredrikinkatu 61 A, 00100 Helsinki<br>${tel('+358 9 612 4470')}</p><p>Y-tunnus 2456781-3 · <a href="/tietosuoja">Tietosuoja</a> · <a href="/extranet">Asiakas-extranet</a></p></div><p class="site-info">© 2025 Lehtovaara &amp; Rinne · Teema: LR Arkkitehdit</p></footer>`,
  privacyPath: { fi: '/tietosuoja', sv: '/tietosuoja', en: '/tietosuoja' },
  bodyEnd: [`<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fi' });
const enc = (a: string): string => `<a href="${entities('mailto:' + a)}">${entities(a)}</a>`;

type Card = { honor?: string; name: string; post?: string; title: string; local: string };
const CARDS: Card[] = [
  { name: 'Anna Lehtovaara', post: 'arkkitehti SAFA', title: 'osakas, vastaava pääsuunnittelija', local: 'anna.lehtovaara' },
  { honor: 'TkT', name: 'Mikko Rinne', title: 'osakas, toimitusjohtaja', local: 'mikko.rinne' },
  { name: 'Sanna Koivisto', post: 'arkkitehti SAFA', title: 'projektiarkkitehti', local: 'sanna.koivisto' },
  { name: 'Joonas Heikkilä', title: 'arkkitehti, tietomallikoordinaattori', local: 'joonas.heikkila' },
  { name: 'Elina Mäkelä', post: 'SIO', title: 'sisustusarkkitehti', local: 'elina.makela' },
];

export function lehtovaaraRinne(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Arkkitehtuuria Helsingistä',
    alternates: ALT,
    main: `<section class="hero"><h1>Kestävää arkkitehtuuria kaupunkiin</h1><p>Suunnittelemme asuinrakennuksia, kouluja ja korjausrakentamiskohteita pääkaupunkiseudulle ja Pohjanmaalle. Toimistossamme työskentelee 14 arkkitehtia ja sisustusarkkitehtia.</p><p><a class="wp-block-button__link" href="/projektit">Tutustu projekteihin</a></p></section>`,
  });
  pages['/projektit'] = page({ path: '/projektit', title: 'Projektit', main: `<h1>Projektit</h1><ul class="wp-block-list"><li>Jätkäsaaren koulu, 2024</li><li>Asunto Oy Helsingin Kuusikko, peruskorjaus 2023</li><li>Vaasan kaupunginkirjaston laajennus, kilpailuvoitto 2022</li></ul>` });
  pages['/toimisto'] = page({
    path: '/toimisto',
    title: 'Toimisto',
    main:
      `<h1>Toimisto</h1><p>Lehtovaara &amp; Rinne perustettiin vuonna 2009. Osakkaina toimivat Anna Lehtovaara ja Mikko Rinne.</p><div class="wp-block-group staff-grid">` +
      CARDS.map(
        (c) =>
          `<div class="wp-block-column staff-card"><figure class="wp-block-image"><img src="${ORIGIN}/wp-content/uploads/2024/02/${c.local}-400x400.jpg" alt=""></figure><h3>${c.honor ? `${c.honor} ` : ''}${esc(c.name)}${c.post ? `, ${esc(c.post)}` : ''}</h3><p class="role">${esc(c.title)}</p><p>${enc(`${c.local}@${HOST}`)}</p></div>`,
      ).join('') +
      `</div>`,
  });
  pages['/rekry'] = page({
    path: '/rekry',
    title: 'Rekry',
    main: `<h1>Töihin meille?</h1><p>Haemme syksyksi kokenutta arkkitehtia korjausrakentamisen tiimiin. Lisätietoja tehtävästä antaa henkilöstöasioista vastaava Tiina Laine puhelimitse ${tel('040 771 2093')}. Hakemukset portfolioineen: ${mailto(`rekry@${HOST}`)}.</p>`,
  });
  pages['/yhteystiedot'] = page({
    path: '/yhteystiedot',
    title: 'Yhteystiedot',
    main:
      `<h1>Yhteystiedot</h1><p>Fredrikinkatu 61 A, 4. krs, 00100 Helsinki<br>Yleiset tiedustelut: toimisto(at)${HOST.replace('.test', '')}(dot)test</p>` +
      `<p>Henkilökunnan sähköpostiosoitteet ovat muotoa etunimi.sukunimi@${HOST}.</p>` +
      `<h2>Hallinto</h2><p>Ville Aalto, toimistopäällikkö, ville.aalto(at)${HOST}<br>Tiina Laine, HR-asiantuntija, ${tel('040 771 2093')}</p>` +
      `<!-- vanha osoite, poistettu 2023: laskutus.vanha@${HOST} -->` +
      `<p>Laskut: verkkolaskuosoite 003724567813, operaattori Maventa.</p>`,
  });
  pages['/sv'] = page({
    path: '/sv',
    title: 'Arkitektur från Helsingfors',
    lang: 'sv-FI',
    alternates: ALT,
    main: `<h1>Arkitektbyrå Lehtovaara &amp; Rinne</h1><p>Vi betjänar gärna våra kunder på svenska, särskilt i Österbotten och i Helsingforsregionen.</p><p>Kontaktperson på svenska: Henrik Lindqvist, projektarkitekt, ${mailto(`henrik.lindqvist@${HOST}`)}<br>Sanna Koivisto, projektarkitekt, ${mailto(`sanna.koivisto@${HOST}`)}</p>`,
  });
  pages['/en'] = page({
    path: '/en',
    title: 'Architecture from Helsinki',
    lang: 'en',
    alternates: ALT,
    main: `<h1>Lehtovaara &amp; Rinne Architects</h1><p>We design schools, housing and renovation projects in Finland and take part in Nordic architectural competitions.</p><p>For competitions and international enquiries, please write to our partner Mikko Rinne, CEO (${mailto(`mikko.rinne@${HOST}`)}), or to Laura Nieminen, Communications Manager, at ${mailto(`laura.nieminen@${HOST}`)}.</p>`,
  });
  pages['/tietosuoja'] = page({ path: '/tietosuoja', title: 'Tietosuojaseloste', main: `<h1>Tietosuojaseloste</h1><p>Rekisterinpitäjä on Arkkitehtitoimisto Lehtovaara &amp; Rinne Oy. Sivusto käyttää evästeitä kävijätilastointiin.</p>` });
  pages['/extranet'] = page({ path: '/extranet', title: 'Asiakas-extranet', main: `<h1>Extranet</h1><p>Tunnusongelmissa ota yhteyttä: ${mailto(`extranet@${HOST}`)}</p>` });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /extranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/projektit', '/toimisto', '/rekry', '/yhteystiedot', '/tietosuoja'], '2025-02-11'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-89',
      languages: ['fi', 'sv', 'en'],
      addresses: [
        { address: `anna.lehtovaara@${HOST}`, name: 'Anna Lehtovaara', title: 'osakas, vastaava pääsuunnittelija', pages: ['/toimisto'], cases: ['card', 'post-nominal', 'entities', ln] },
        { address: `mikko.rinne@${HOST}`, name: 'Mikko Rinne', title: 'osakas, toimitusjohtaja', titleAlternatives: ['CEO', 'partner'], pages: ['/toimisto', '/en'], cases: ['card', 'honorific', 'entities', 'prose', 'hreflang', ln] },
        { address: `sanna.koivisto@${HOST}`, name: 'Sanna Koivisto', title: 'projektiarkkitehti', titleAlternatives: ['projektarkitekt'], pages: ['/toimisto', '/sv'], cases: ['card', 'post-nominal', 'entities', 'name-title-line', ln] },
        { address: `joonas.heikkila@${HOST}`, name: 'Joonas Heikkilä', title: 'arkkitehti, tietomallikoordinaattori', pages: ['/toimisto'], cases: ['card', 'entities', ln] },
        { address: `elina.makela@${HOST}`, name: 'Elina Mäkelä', title: 'sisustusarkkitehti', pages: ['/toimisto'], cases: ['card', 'post-nominal', 'entities', ln] },
        { address: `rekry@${HOST}`, name: null, title: null, pages: ['/rekry'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `toimisto@${HOST}`, name: null, title: null, pages: ['/yhteystiedot'], cases: ['role', 'obfuscated', ln] },
        { address: `ville.aalto@${HOST}`, name: 'Ville Aalto', title: 'toimistopäällikkö', pages: ['/yhteystiedot'], cases: ['name-title-line', 'obfuscated', ln] },
        { address: `henrik.lindqvist@${HOST}`, name: 'Henrik Lindqvist', title: 'projektarkitekt', pages: ['/sv'], cases: ['name-title-line', 'hreflang', 'plain'] },
        { address: `laura.nieminen@${HOST}`, name: 'Laura Nieminen', title: 'Communications Manager', pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/yhteystiedot', text: `etunimi.sukunimi@${HOST}` },
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: `etunimi.sukunimi@${HOST}`, kind: 'scheme' },
        { text: `laskutus.vanha@${HOST}`, kind: 'comment' },
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'lr-logo@2x.png', kind: 'retina' },
      ],
    },
  };
}
