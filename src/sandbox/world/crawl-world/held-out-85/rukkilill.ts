/**
 * Rukkilill Mahepagar, an organic bakery in Viljandi, on Joomla, in Estonian. The people as
 * "Nimi, amet" lines in an article, two of them behind Joomla's e-mail cloak, the head baker's
 * address as character codes, a wholesale label line, the bakery in JSON-LD with a contact point,
 * an old address left in an HTML comment, a flour mill's address and a disallowed B2B portal.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'rukkilill.test';
const ORIGIN = `http://${HOST}`;

const NAV: [string, string][] = [
  ['/tooted', 'Tooted'],
  ['/meist', 'Meist'],
  ['/meie-inimesed', 'Meie inimesed'],
  ['/edasimuujatele', 'Edasimüüjatele'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Rukkilill Mahepagar',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.3" rel="stylesheet">',
    '<link href="/media/templates/site/cassiopeia/css/user.css?4.4.3" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?4.4.3"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width position-sticky"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo/rukkilill-logo.svg" alt="Rukkilill Mahepagar" width="200" height="64"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${NAV.map(([h, l], i) => `<li class="nav-item item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="moduletable"><p>Rukkilill Mahepagar OÜ · Tallinna 24, 71003 Viljandi · ${tel('+372 435 2810')} · ${mailto(`pood@${HOST}`)}</p><p>Mahepõllumajanduse registri nr ME-1234 · <a href="/b2b">B2B tellimiskeskkond</a></p></div></div></footer>` +
    `<!-- vana tellimuste aadress, ära kasuta: tellimused-vana@${HOST} -->`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'et' });
const article = (h1: string, html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div class="page-header"><h1 itemprop="headline">${esc(h1)}</h1></div><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Content - Email Cloaking" output for an address. */
function cloak(id: string, local: string): { html: string; script: string } {
  const [dom, tld] = HOST.split('.') as [string, string];
  const script = `document.getElementById('cloak${id}').innerHTML = ''; var prefix = '&#109;a' + 'i&#108;' + '&#116;o'; var path = 'hr' + 'ef' + '='; var addy${id} = '${local}' + '&#64;'; addy${id} = addy${id} + '${dom}' + '&#46;' + '${tld}'; var addy_text${id} = '${local}' + '&#64;' + '${dom}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return { html: `<span id="cloak${id}">See e-posti aadress on spämmirobotite eest kaitstud. Selle nägemiseks peab JavaScript olema lubatud.</span><script type="text/javascript">${script}</script>`, script };
}

const KADRI = cloak('a81f3c', 'kadri');
const REIN = cloak('77be02', 'rein');
const MARGUS_CODES = charCodes(`margus@${HOST}`);

export function rukkilill(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Mahe rukkileib Viljandist',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Bakery',
        name: 'Rukkilill Mahepagar',
        url: `${ORIGIN}/`,
        telephone: '+372 435 2810',
        address: { '@type': 'PostalAddress', streetAddress: 'Tallinna 24', postalCode: '71003', addressLocality: 'Viljandi', addressCountry: 'EE' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'customer service', email: `pood@${HOST}`, telephone: '+372 435 2810', availableLanguage: ['et', 'ru', 'en'] },
          { '@type': 'ContactPoint', contactType: 'sales', email: `hulgimyyk@${HOST}` },
        ],
      },
    ],
    main: article('Juuretisega küpsetatud, kannatlikult', `<p>Küpsetame mahedast Eesti rukkist ja speltast leibu, sepikuid ja kringleid. Juuretis on meil olnud kasutusel üle kolmekümne aasta.</p><p><a href="/tooted">Vaata tooteid</a></p>`),
  });
  pages['/tooted'] = page({ path: '/tooted', title: 'Tooted', main: article('Tooted', `<ul><li>Rukkilille must leib, 800 g</li><li>Köömnesepik</li><li>Speltakringel kardemoniga</li><li>Seemneleib ilma nisujahuta</li></ul>`) });
  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    main: article('Meist', `<p>Pagarikoja rajasid 2011. aastal õed Kadri ja Kaia Mölder vanaema retsepti järgi. Jahu tuleb Kõpu veskist (tellimused ${mailto('veski@kopuveski.test')}).</p>`),
  });
  pages['/meie-inimesed'] = page({
    path: '/meie-inimesed',
    title: 'Meie inimesed',
    main: article(
      'Meie inimesed',
      `<p>Pagaritöökojas ja poes töötab kokku 14 inimest. Allpool need, kellega kõige sagedamini asju aetakse.</p>` +
        `<p>Kadri Mölder, asutaja ja juhatuse liige, ${KADRI.html}</p>` +
        `<p>Margus Org, peapagar, <script>document.write('<a href="mailto:' + String.fromCharCode(${MARGUS_CODES}) + '">' + String.fromCharCode(${MARGUS_CODES}) + '</a>');</script></p>` +
        `<p>Rein Tammik, tootmisjuht, ${REIN.html}</p>` +
        `<p>Piret Kuusk, raamatupidaja, ${mailto(`piret@${HOST}`)}</p>` +
        `<p>Liisa Vaher, kohviku ja poe juhataja, ${mailto(`liisa@${HOST}`)}</p>`,
    ),
  });
  pages['/edasimuujatele'] = page({
    path: '/edasimuujatele',
    title: 'Edasimüüjatele',
    main: article(
      'Edasimüüjatele',
      `<p>Varustame mahepoode ja restorane üle Eesti kolm korda nädalas.</p>` +
        `<p><strong>Hulgimüük:</strong> Toomas Lill, müügijuht, tel ${tel('+372 5344 1192')}, ${mailto(`toomas@${HOST}`)}</p>` +
        `<p>Üldised hulgitellimused: ${mailto(`hulgimyyk@${HOST}`)}</p>`,
    ),
  });
  pages['/kontakt'] = page({ path: '/kontakt', title: 'Kontakt', main: article('Kontakt', `<p>Pood ja kohvik on avatud E–R 7.30–18, L 8–15.</p><p>${mailto(`pood@${HOST}`)} · ${tel('+372 435 2810')}</p>`) });
  pages['/b2b'] = page({ path: '/b2b', title: 'B2B', main: article('B2B tellimiskeskkond', `<p>Konto avamiseks kirjuta ${mailto(`b2b@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /b2b\nDisallow: /cache/\nDisallow: /tmp/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/tooted', '/meist', '/meie-inimesed', '/edasimuujatele', '/kontakt'], '2025-02-27'),
      pages,
      headers: { Server: 'LiteSpeed', 'X-Content-Powered-By': 'K2 v2.11' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-85',
      languages: ['et'],
      addresses: [
        { address: `pood@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: `hulgimyyk@${HOST}`, name: null, title: null, pages: ['/', '/edasimuujatele'], cases: ['role', 'json-ld-contact-point', 'plain', ln] },
        { address: `kadri@${HOST}`, name: 'Kadri Mölder', title: 'asutaja ja juhatuse liige', pages: ['/meie-inimesed'], encoded: { kind: 'script', text: KADRI.script }, cases: ['name-title-line', 'script-protect', ln] },
        { address: `margus@${HOST}`, name: 'Margus Org', title: 'peapagar', pages: ['/meie-inimesed'], encoded: { kind: 'charcodes', text: MARGUS_CODES }, cases: ['name-title-line', 'script-charcode', ln] },
        { address: `rein@${HOST}`, name: 'Rein Tammik', title: 'tootmisjuht', pages: ['/meie-inimesed'], encoded: { kind: 'script', text: REIN.script }, cases: ['name-title-line', 'script-protect', ln] },
        { address: `piret@${HOST}`, name: 'Piret Kuusk', title: 'raamatupidaja', pages: ['/meie-inimesed'], cases: ['name-title-line', 'plain', ln] },
        { address: `liisa@${HOST}`, name: 'Liisa Vaher', title: 'kohviku ja poe juhataja', pages: ['/meie-inimesed'], cases: ['name-title-line', 'plain', ln] },
        { address: `toomas@${HOST}`, name: 'Toomas Lill', title: 'müügijuht', pages: ['/edasimuujatele'], cases: ['label-line', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/b2b'],
      nonAddresses: [
        { text: `tellimused-vana@${HOST}`, kind: 'comment' },
        { text: `b2b@${HOST}`, kind: 'disallowed' },
        { text: 'veski@kopuveski.test', kind: 'other-company' },
      ],
    },
  };
}
