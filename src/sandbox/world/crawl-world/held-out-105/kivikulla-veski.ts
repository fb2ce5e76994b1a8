/**
 * Kivikülla Veski: a family stone-ground flour mill in Tartu County, a Hugo static site in
 * Estonian with an English section. The "about us" page with a heading and bio paragraph per
 * person (the founder also as the Organization's founder Person in JSON-LD, the scientific
 * adviser with the Estonian "dr" before his name); the contact page's definition list, one address
 * turned around from a reversed data attribute and one written by String.fromCharCode, and JSON-LD
 * departments whose chief accountant appears nowhere else; the English "People at the mill" page
 * and the English contact page two steps from home, with a "Name, Title, address" line. The B2B
 * price-list page (disallowed) is the trap.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kivikulla-veski.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  et: [
    ['/tooted/', 'Tooted'],
    ['/meist/', 'Meist'],
    ['/kontakt/', 'Kontakt'],
  ],
  en: [
    ['/en/products/', 'Flour & grains'],
    ['/en/people-at-the-mill/', 'People at the mill'],
    ['/en/contact/', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Kivikülla Veski',
  head: [
    '<meta name="generator" content="Hugo 0.126.1">',
    `<link rel="stylesheet" href="/css/main.min.8e41c0a7d2b5f93e61c4a0b7d8e2f5a1c3b6d9e0f2a4c7b1e5d8a0c3f6b9e2d4.css" integrity="sha256-jkHAp9K1+T5hxKC32OL1ocO22eDypMex5dig8/a54tQ=" crossorigin="anonymous">`,
    `<link rel="icon" type="image/png" href="/images/favicon-32.png">`,
    '<script defer data-domain="kivikulla-veski.test" src="https://plausible.io/js/script.js"></script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'et';
    return (
      `<header class="site-header"><div class="wrap"><a class="brand" href="${lang === 'en' ? '/en/' : '/'}"><img src="/images/kivikulla-veski-logo.svg" alt="Kivikülla Veski" width="180" height="48"></a>` +
      `<nav class="site-nav" aria-label="${lang === 'en' ? 'Main' : 'Peamenüü'}"><ul>${MENU[lang]!.map(([href, label]) => `<li><a href="${href}"${href === `${p.path}/` ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('')}</ul></nav>` +
      `<ul class="lang-switch"><li><a href="/" lang="et"${lang === 'et' ? ' class="active"' : ''}>EST</a></li><li><a href="/en/" lang="en"${lang === 'en' ? ' class="active"' : ''}>ENG</a></li></ul></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer"><div class="wrap"><p>Kivikülla Veski OÜ · reg. 11847263 · Veski tee 2, Kivikülla, 61711 Tartumaa</p><p>${tel('+372 5301 8847')} · ${mailto(`info@${HOST}`)}</p>` +
    `<p><a href="${p.lang === 'en' ? '/en/contact/' : '/kontakt/'}">${p.lang === 'en' ? 'Contact' : 'Kontakt'}</a> · <a href="/partneritele/">${p.lang === 'en' ? 'For resellers' : 'Edasimüüjatele'}</a></p><p class="small">© 2025 Kivikülla Veski · ${p.lang === 'en' ? 'Site built with Hugo' : 'Leht on tehtud Hugoga'}</p></div></footer>`,
  bodyEnd: [
    `<div class="cookie-note" id="cookie-note" hidden><p>${'Kasutame ainult küpsisevaba külastusstatistikat (Plausible). Isikuandmeid ei koguta.'} <button type="button" id="cookie-ok">Selge</button></p></div>`,
    '<script src="/js/main.min.2c7a9e41.js" defer></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const article = (html: string): string => `<article class="content wrap">${html}</article>`;

const MARJU_REV = reversed(`marju@${HOST}`);
const TONIS_CODES = charCodes(`tonis@${HOST}`);

export function kivikullaVeski(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const etEn = { et: '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Kivijahvatatud jahu Tartumaalt',
    alternates: etEn,
    main: article(
      `<h1>Kivikivide vahel jahvatatud</h1><p>Jahvatame Eesti rukist, nisu, speltanisu ja kaera 1890. aastal ehitatud vesiveskis, vanade kivikivide vahel ja aeglaselt, et jahu ei kuumeneks. Müüme kodupoodidesse, pagaritöökodadesse ja otse veskist.</p>` +
        `<p><a href="/tooted/">Vaata tooteid</a> · <a href="/meist/">Kes me oleme</a></p>`,
    ),
  });

  pages['/tooted'] = page({
    path: '/tooted',
    title: 'Tooted',
    main: article(`<h1>Tooted</h1><ul><li>Rukkijahu, täistera (1 kg, 2 kg, 25 kg)</li><li>Speltanisujahu, täistera</li><li>Nisujahu, kivijahvatatud, tüüp 1050</li><li>Kaerahelbed ja -kliid</li></ul><p>Hulgimüügi ja pagaritöökodade hinnakiri on saadaval edasimüüjatele.</p>`),
  });

  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Kivikülla Veski OÜ',
        url: `${ORIGIN}/`,
        foundingDate: '2009',
        founder: { '@type': 'Person', name: 'Rein Kivisild', jobTitle: 'asutaja, juhatuse liige ja möldrimeister', email: `rein@${HOST}` },
      },
    ],
    main: article(
      `<h1>Meist</h1><p>Veski seisis tühjana üle neljakümne aasta, kuni Kivisildade pere selle 2009. aastal ostis ja taastas. Esimene jahu jahvatati 2012. aasta sügisel.</p>` +
        `<h2>Rein Kivisild</h2><p class="lead">asutaja, juhatuse liige ja möldrimeister</p><p>Rein õppis veskiehitust Soomes ja Saksamaal ning on ise vahetanud kõik veski puidust hammasrattad. Tema juurde tulevad ka kooliekskursioonid. ${mailto(`rein@${HOST}`)}</p>` +
        `<h2>Kersti Ojamaa – tootmisjuht</h2><p>Kersti liitus meiega 2016. aastal ja vastutab jahvatuse, pakendamise ja toiduohutuse eest. Kui sul on küsimusi jahu päritolu, allergeenide või partiide kohta, kirjuta Kerstile aadressil ${mailto(`kersti@${HOST}`)}.</p>` +
        `<h2>Teadus ja sordid</h2><p>Vanade rukkisortide katsepõlde juhendab meie teadusnõunik dr Andres Laur Eesti Maaülikoolist, kellega saab ühendust ${mailto(`andres@${HOST}`)} kaudu.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Kivikülla Veski',
        url: `${ORIGIN}/`,
        telephone: '+372 5301 8847',
        email: `info@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Veski tee 2', addressLocality: 'Kivikülla', postalCode: '61711', addressRegion: 'Tartumaa', addressCountry: 'EE' },
        department: [
          { '@type': 'Organization', name: 'Tootmine', employee: [{ '@type': 'Person', name: 'Kersti Ojamaa', jobTitle: 'tootmisjuht', email: `kersti@${HOST}` }] },
          { '@type': 'Organization', name: 'Raamatupidamine', employee: [{ '@type': 'Person', name: 'Ülle Saar', jobTitle: 'pearaamatupidaja', email: `ulle@${HOST}` }] },
        ],
      },
    ],
    main: article(
      `<h1>Kontakt</h1><p>Veskipood on avatud R–L kell 10–16. Veski tee 2, Kivikülla, Tartumaa.</p>` +
        `<dl class="contacts">` +
        `<dt>Tellimused ja hulgimüük</dt><dd>${mailto(`tellimused@${HOST}`)}<br>${tel('+372 5301 8847')}</dd>` +
        `<dt>Müügijuht (Soome ja Läti kaubandusketid)</dt><dd>Marju Põder<br><span class="e-post" data-r="${MARJU_REV}">[e-post]</span></dd>` +
        `<dt>Tarned ja ladu</dt><dd>Tõnis Vaher, laohoidja ja autojuht (tarned Tartu- ja Valgamaale)<br><script>document.write('<a href="mailto:' + String.fromCharCode(${TONIS_CODES}) + '">' + String.fromCharCode(${TONIS_CODES}) + '</a>');</script></dd>` +
        `</dl>` +
        `<script>document.querySelectorAll('.e-post').forEach(function (el) { var a = el.getAttribute('data-r').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + a + '">' + a + '</a>'; });</script>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Stone-ground flour from Estonia',
    lang: 'en',
    alternates: etEn,
    main: article(
      `<h1>Ground slowly between millstones</h1><p>We mill Estonian rye, wheat, spelt and oats in a water mill built in 1890, and sell to bakeries and shops in Estonia, Finland and Latvia.</p><p><a href="/en/people-at-the-mill/">Meet the people at the mill</a></p>`,
    ),
  });

  pages['/en/products'] = page({ path: '/en/products', title: 'Flour & grains', lang: 'en', main: article(`<h1>Flour &amp; grains</h1><ul><li>Wholegrain rye flour</li><li>Wholegrain spelt flour</li><li>Stone-ground wheat flour, type 1050</li><li>Oat flakes and oat bran</li></ul>`) });

  pages['/en/people-at-the-mill'] = page({
    path: '/en/people-at-the-mill',
    title: 'People at the mill',
    lang: 'en',
    main: article(
      `<h1>People at the mill</h1><p>We are a team of nine, most of us from the villages around the mill.</p>` +
        `<h2>Rein Kivisild</h2><p>Founder and head miller. Rein rebuilt the mill's wooden gear wheels himself and still runs the millstones most days. ${mailto(`rein@${HOST}`)}</p>` +
        `<p>Production is led by Kersti Ojamaa, and our rye trials by Dr Andres Laur of the Estonian University of Life Sciences.</p>`,
    ),
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: article(
      `<h1>Contact</h1><p>Kivikülla Veski OÜ, Veski tee 2, Kivikülla, 61711 Tartu County, Estonia · ${tel('+372 5301 8847')} · ${mailto(`info@${HOST}`)}</p>` +
        `<p>Liisa Mets, Export Manager (Nordics &amp; Germany), ${mailto(`liisa@${HOST}`)}</p>`,
    ),
  });

  pages['/partneritele'] = page({ path: '/partneritele', title: 'Edasimüüjatele', main: article(`<h1>Edasimüüjatele</h1><p>Hulgihinnakirja saamiseks kirjuta ${mailto(`hinnakiri@${HOST}`)}.</p>`) });

  pages['/et/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/tooted/', '/meist/', '/kontakt/'], '2025-02-03'));
  pages['/en/sitemap.xml'] = xmlPage(urlset(HOST, ['/en/', '/en/products/', '/en/people-at-the-mill/', '/en/contact/'], '2025-02-03'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /partneritele/\nDisallow: /partneritele\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/et/sitemap.xml', '/en/sitemap.xml'], '2025-02-03'),
      pages,
      headers: { Server: 'Netlify', 'X-Nf-Request-Id': '01JKD6Q3ZP8R2V4W7X9Y1A3B5C', 'Cache-Control': 'public,max-age=0,must-revalidate' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-105',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        { address: `tellimused@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'definition-list', 'plain', ln] },
        {
          address: `rein@${HOST}`,
          name: 'Rein Kivisild',
          title: 'asutaja, juhatuse liige ja möldrimeister',
          titleAlternatives: ['Founder and head miller', 'asutaja', 'möldrimeister'],
          pages: ['/meist', '/en/people-at-the-mill'],
          cases: ['json-ld-person', 'prose', 'plain', 'link-english-unlisted', ln],
        },
        { address: `kersti@${HOST}`, name: 'Kersti Ojamaa', title: 'tootmisjuht', pages: ['/meist', '/kontakt'], cases: ['prose', 'json-ld-nested', 'json-ld-person', 'plain', ln] },
        { address: `andres@${HOST}`, name: 'Andres Laur', title: 'teadusnõunik', pages: ['/meist'], cases: ['prose', 'honorific', 'plain', ln] },
        { address: `ulle@${HOST}`, name: 'Ülle Saar', title: 'pearaamatupidaja', pages: ['/kontakt'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', ln] },
        {
          address: `marju@${HOST}`,
          name: 'Marju Põder',
          title: 'Müügijuht (Soome ja Läti kaubandusketid)',
          titleAlternatives: ['Müügijuht'],
          pages: ['/kontakt'],
          encoded: { kind: 'reversed', text: MARJU_REV },
          cases: ['definition-list', 'script-reversed', ln],
        },
        {
          address: `tonis@${HOST}`,
          name: 'Tõnis Vaher',
          title: 'laohoidja ja autojuht',
          titleAlternatives: ['laohoidja ja autojuht (tarned Tartu- ja Valgamaale)'],
          pages: ['/kontakt'],
          encoded: { kind: 'charcodes', text: TONIS_CODES },
          cases: ['definition-list', 'script-charcode', ln],
        },
        {
          address: `liisa@${HOST}`,
          name: 'Liisa Mets',
          title: 'Export Manager (Nordics & Germany)',
          titleAlternatives: ['Export Manager'],
          pages: ['/en/contact'],
          cases: ['name-title-line', 'deep-page', 'hreflang', 'plain'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/partneritele'],
      nonAddresses: [{ text: `hinnakiri@${HOST}`, kind: 'disallowed' }],
    },
  };
}
