/**
 * Supilinna Raamatukohvik: a bookshop and café in Tartu, on Squarespace, in Estonian with an
 * English page. The owner and the head chef introduced in prose on the about page (the chef's
 * address put together by a script from pieces); the shop staff as a definition list in a code
 * block, the bookkeeper's address written by String.fromCharCode; the events page's performers'
 * mailbox beside the programme organiser's name; the English page with "Name, title, address"
 * lines. The customer account pages (disallowed) are the trap.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'supilinna-raamatukohvik-tartu.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  et: [
    ['/meist', 'Meist'],
    ['/inimesed', 'Inimesed'],
    ['/uritused', 'Üritused'],
    ['/kohvik', 'Kohvik'],
    ['/kontakt', 'Kontakt'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Visit us'],
    ['/', 'Eesti keeles'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Supilinna Raamatukohvik',
  head: [
    '<!-- This is Squarespace. --><!-- supilinna-raamatukohvik -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/sitecss/65a1b2c3d4e5f6a7b8c9d0e1/28/5c5a519771c10ba3470d8101/65a1b2c3d4e5f6a7b8c9d0f0/1571/site.css">',
    '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"websiteId":"65a1b2c3d4e5f6a7b8c9d0e1","templateId":"5c5a519771c10ba3470d8101"};</script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'et';
    return (
      `<header class="header theme-col--primary" data-section-theme="white"><div class="header-inner"><div class="header-title-logo"><a href="${lang === 'en' ? '/en' : '/'}" data-animation-role="header-element"><img src="https://images.squarespace-cdn.com/content/v1/65a1b2c3d4e5f6a7b8c9d0e1/logo-supilinn.png?format=1500w" alt="Supilinna Raamatukohvik"></a></div>` +
      `<nav class="header-nav-list">${MENU[lang]!.map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></div></header>`
    );
  },
  footer: (p) =>
    `<footer class="sections" id="footer-sections"><section class="page-section" data-section-theme="black"><div class="content-wrapper"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">` +
    `<p>Supilinna Raamatukohvik · Emajõe 9, 51008 Tartu · ${tel('+372 5301 7744')} · ${mailto(`info@${HOST}`)}</p><p>${p.lang === 'en' ? 'Open Mon–Fri 9–20, Sat–Sun 10–18' : 'Avatud E–R 9–20, L–P 10–18'}</p>` +
    `<p><a href="/account">${p.lang === 'en' ? 'My account' : 'Minu konto'}</a> · <a href="/privaatsus">Privaatsus</a> · Instagram @supilinnaraamat</p></div></div></div></section></footer>`,
  bodyEnd: [
    '<div class="sqs-cookie-banner-v2-container" hidden><div class="sqs-cookie-banner-v2"><p>Kasutame küpsiseid, et veebileht töötaks ja et mõista, kuidas seda kasutatakse. <a href="/privaatsus">Loe lähemalt</a></p><button class="sqs-cookie-banner-v2-accept">Nõustun</button><button class="sqs-cookie-banner-v2-decline">Keeldun</button></div></div>',
    '<script src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.3a9f7c12e4b5d6a7.js" type="text/javascript"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'et' });
const sec = (html: string): string => `<section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">${html}</div></div></div></div></section>`;
const ALT = { et: '/', en: '/en' };

const RASMUS_JS = `<script>var u = 'rasmus'; var d = 'supilinna-raamatukohvik-tartu' + '.' + 'test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');</script>`;
const MARKO_CODES = charCodes(`marko@${HOST}`);

export function supilinnaRaamatukohvik(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Raamatupood ja kohvik Supilinnas',
    alternates: ALT,
    main:
      sec(`<h1>Raamatud, kohv ja kaneelisaiad Emajõe ääres</h1><p>Uued ja kasutatud raamatud eesti, inglise ja soome keeles, lastenurk ning kohvik, kus võib lugeda nii kaua, kui kohvi jätkub.</p>`) +
      sec(`<h2>Sel nädalal</h2><ul><li>N 20. märts kell 18 – luuleõhtu „Supilinna kevad“</li><li>L 22. märts kell 11 – laste ettelugemise hommik</li></ul><p><a href="/uritused">Kõik üritused</a></p>`),
  });

  pages['/meist'] = page({
    path: '/meist',
    title: 'Meist',
    main: sec(
      `<h1>Meist</h1><p>Raamatupoe asutas 2016. aastal Kertu Vaher, kes on tänini poe omanik ja juhataja. Kirjastajad ja autorid, kes soovivad oma raamatut meie riiulile, võivad kirjutada otse Kertule aadressil ${mailto(`kertu@${HOST}`)}.</p>` +
        `<p>Kohviku köögis toimetab peakokk Rasmus Kuusk, kes küpsetab kaneelisaiad igal hommikul ise. Catering'i ja suuremate tellimuste asjus kirjuta Rasmusele: ${RASMUS_JS}</p>`,
    ),
  });

  pages['/inimesed'] = page({
    path: '/inimesed',
    title: 'Inimesed',
    main: sec(
      `<h1>Meie inimesed</h1><div class="sqs-block code-block sqs-block-code"><div class="sqs-block-content"><dl class="inimesed">` +
        `<dt>Liisa Org</dt><dd>raamatumüüja, lastekirjanduse nurk<br>${mailto(`liisa@${HOST}`)}</dd>` +
        `<dt>Helena Pärn</dt><dd>baarista ja kohviku vahetuse juht<br>${mailto(`helena@${HOST}`)}</dd>` +
        `<dt>Kadi Sild</dt><dd>ürituste korraldaja<br>${mailto(`kadi@${HOST}`)}</dd>` +
        `<dt>Marko Tamm</dt><dd>raamatupidaja<br><script>document.write(String.fromCharCode(${MARKO_CODES}));</script></dd>` +
        `</dl></div></div>`,
    ),
  });

  pages['/uritused'] = page({
    path: '/uritused',
    title: 'Üritused',
    main: sec(
      `<h1>Üritused</h1><p>Korraldame raamatuesitlusi, luuleõhtuid ja lastele ettelugemise hommikuid. Kava paneb kokku Kadi Sild. Kui soovid meil esineda või oma raamatut esitleda, saada ettepanek aadressile ${mailto(`esinemine@${HOST}`)}.</p>` +
        `<p>Kohtade arv on piiratud (40 inimest), sissepääs on tasuta.</p>`,
    ),
  });

  pages['/kohvik'] = page({
    path: '/kohvik',
    title: 'Kohvik',
    main: sec(`<h1>Kohvik</h1><p>Filterkohv 2,80 €, kapučiino 3,60 €, kaneelisai 3,20 €, päevasupp 6,50 €. Kõik koogid on kohapeal küpsetatud.</p><p>Lauda ette ei broneeri – tule lihtsalt läbi.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: sec(
      `<h1>Kontakt</h1><p>Emajõe 9, 51008 Tartu<br>${tel('+372 5301 7744')}<br>${mailto(`info@${HOST}`)}</p><h2>Lahtiolekuajad</h2><p>E–R 9.00–20.00<br>L–P 10.00–18.00<br>Riigipühadel suletud.</p>`,
    ),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Bookshop and café in Supilinn',
    lang: 'en',
    alternates: ALT,
    main: sec(
      `<h1>Books, coffee and cinnamon buns by the Emajõgi</h1><p>New and second-hand books in Estonian, English and Finnish, a children's corner and a café. Find us at Emajõe 9, a ten-minute walk from Town Hall Square.</p>` +
        `<h2>Who to ask</h2><p>Kertu Vaher, owner and manager, ${mailto(`kertu@${HOST}`)}</p><p>Kadi Sild, events coordinator, ${mailto(`kadi@${HOST}`)}</p>`,
    ),
  });

  pages['/privaatsus'] = page({ path: '/privaatsus', title: 'Privaatsus', main: sec(`<h1>Privaatsuspoliitika</h1><p>Veebilehte majutab Squarespace. Uudiskirja tellijate andmeid ei jaga me kolmandate osapooltega.</p>`) });
  pages['/account'] = page({ path: '/account', title: 'Minu konto', main: sec(`<h1>Minu konto</h1><p>Püsikliendi boonuspunktide küsimustes kirjuta ${mailto(`konto@${HOST}`)}.</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/meist', '/inimesed', '/uritused', '/kohvik', '/kontakt', '/en'], '2025-03-17'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'Qk3Zb9Xy/aB1cD2eF' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-77',
      languages: ['et', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `kertu@${HOST}`, name: 'Kertu Vaher', title: 'omanik ja juhataja', titleAlternatives: ['owner and manager', 'poe omanik ja juhataja'], pages: ['/meist', '/en'], cases: ['prose', 'name-title-line', 'plain', ln] },
        { address: `rasmus@${HOST}`, name: 'Rasmus Kuusk', title: 'peakokk', pages: ['/meist'], encoded: { kind: 'script', text: RASMUS_JS }, cases: ['prose', 'script-concat', ln] },
        { address: `liisa@${HOST}`, name: 'Liisa Org', title: 'raamatumüüja, lastekirjanduse nurk', titleAlternatives: ['raamatumüüja'], pages: ['/inimesed'], cases: ['definition-list', 'plain', ln] },
        { address: `helena@${HOST}`, name: 'Helena Pärn', title: 'baarista ja kohviku vahetuse juht', pages: ['/inimesed'], cases: ['definition-list', 'plain', ln] },
        { address: `kadi@${HOST}`, name: 'Kadi Sild', title: 'ürituste korraldaja', titleAlternatives: ['events coordinator'], pages: ['/inimesed', '/en'], cases: ['definition-list', 'name-title-line', 'plain', ln] },
        { address: `marko@${HOST}`, name: 'Marko Tamm', title: 'raamatupidaja', pages: ['/inimesed'], encoded: { kind: 'charcodes', text: MARKO_CODES }, cases: ['definition-list', 'script-charcode', ln] },
        { address: `esinemine@${HOST}`, name: null, title: null, pages: ['/uritused'], cases: ['neighbour', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/account'],
      nonAddresses: [{ text: `konto@${HOST}`, kind: 'disallowed' }],
    },
  };
}
