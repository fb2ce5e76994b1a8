/**
 * Lövholmens Bastubyggare: a sauna builder in Haparanda on the Finnish border, Swedish with a
 * Finnish home reached through the hreflang alternates and a Finnish contact page under it. A
 * Squarespace-like site: the team in RDFa with first-name addresses, the quotation address
 * built by a code-injection script from pieces, a journal post on the sauna controller's
 * firmware with a clone URL and a package version whose author is named in running prose, and a
 * customer portal robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'lovholmen-bastu.test';
const ORIGIN = `http://${HOST}`;
const IMG = 'https://images.squarespace-cdn.com/content/v1/6512ab34cd56ef7890123456';
const HOMES = { sv: '/', fi: '/fi' };
const POST = '/journal/fjarrstyrt-bastuaggregat';

const MENU = {
  sv: [
    ['/', 'Hem'],
    ['/bastur', 'Våra bastur'],
    ['/om-oss', 'Om oss'],
    ['/journal', 'Journal'],
    ['/kontakt', 'Kontakt'],
  ],
  fi: [
    ['/fi', 'Etusivu'],
    ['/fi/yhteystiedot', 'Yhteystiedot'],
    ['/', 'SV'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Lövholmens Bastubyggare',
  head: [
    '<!-- This is Squarespace. --><!-- lovholmen-bastu -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6512ab34cd56ef7890123456/42/5c5a519771b3ee3d3f1c6b1d/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"6512ab34cd56ef7890123456","siteTitle":"Lövholmens Bastubyggare","language":"sv-SE"}};</script>',
  ],
  header: (page) =>
    `<header class="header" data-section-theme="light"><div class="header-title-logo"><a href="${page.lang === 'fi' ? '/fi' : '/'}"><img src="${IMG}/logo-lovholmen.png?format=300w" alt="Lövholmens Bastubyggare"></a></div>\n` +
    `<nav class="header-nav-list">${MENU[page.lang === 'fi' ? 'fi' : 'sv'].map(([href, label]) => `<div class="header-nav-item"><a href="${href}">${esc(label)}</a></div>`).join('')}</nav></header>`,
  footer: (page) =>
    `<footer class="sections" id="footer-sections"><section class="page-section"><div class="sqs-block html-block"><p>Lövholmens Bastubyggare AB · Lövholmsvägen 7, 953 33 Haparanda · Org.nr 559123-4567</p>` +
    (page.lang === 'fi' ? '' : `<p><a href="/integritetspolicy">Integritetspolicy</a> · <a href="/kundportal">Kundportal</a></p>`) +
    `</div></section></footer>`,
  privacyPath: { sv: '/integritetspolicy', fi: '/integritetspolicy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const block = (html: string) => `<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">${html}</div></div>`;

const TEAM: [string, string, string, string][] = [
  ['Anders Lövgren', 'Verksamhetschef och grundare', 'anders@lovholmen-bastu.test', 'Byggde sin första bastu som sextonåring på farfars strandtomt.'],
  ['Maria Nieminen', 'Projektledare, offert och planering', 'maria@lovholmen-bastu.test', 'Tvåspråkig och den som håller ihop alla projekt från första skiss till första bad.'],
  ['Jussi Koskinen', 'Snickare och lagbas', 'jussi@lovholmen-bastu.test', 'Har timrat bastur på båda sidor om Torneälven i tjugo år.'],
];

const OFFERT_SCRIPT = `
  (function () {
    var namn = 'offert';
    var plats = 'lovholmen-bastu' + '.' + 'test';
    var adress = namn + '@' + plats;
    document.getElementById('offert-adress').innerHTML = '<a href="mailto:' + adress + '">' + adress + '</a>';
  })();
`;

export function lovholmenBastu(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Bastur byggda för norrländska vintrar',
    lang: 'sv',
    alternates: HOMES,
    main: block(`<h1>Bastur byggda för norrländska vintrar</h1><p>Vedeldade strandbastur, rökbastur och tunnbastur i kelo och norrländsk gran – ritade, timrade och monterade av oss, från Kalix till Övertorneå och över gränsen till Torneå.</p><p>Frågor? ${mailto('hej@lovholmen-bastu.test')}</p>`),
  });

  pages['/bastur'] = page({
    path: '/bastur',
    title: 'Våra bastur',
    lang: 'sv',
    main: block(`<h2>Våra bastur</h2><ul><li>Strandbastu 2,4 × 3 m – från 289 000 kr</li><li>Rökbastu i kelo – offert</li><li>Tunnbastu 2,5 m – från 119 000 kr</li></ul><p>Aggregaten kommer från Harvia och Narvi; garantiärenden går direkt till tillverkaren (${mailto('service@bastuaggregat-nord.test')}).</p>`),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'sv',
    main:
      block(`<h2>Om oss</h2><p>Vi är sju personer som bygger cirka trettio bastur om året.</p>`) +
      `\n<div class="user-items-list" vocab="https://schema.org/" typeof="Organization"><meta property="name" content="Lövholmens Bastubyggare AB"><ul class="user-items-list-simple">\n` +
      TEAM.map(
        ([name, role, address, bio]) =>
          `<li class="list-item" property="employee" typeof="Person"><img src="${IMG}/team-${address.slice(0, address.indexOf('@'))}.jpg?format=500w" alt=""><h3 class="list-item-content__title" property="name">${esc(name)}</h3>` +
          `<p class="list-item-content__description"><span property="jobTitle">${esc(role)}</span>. ${esc(bio)} <a property="email" href="mailto:${address}">${address}</a></p></li>`,
      ).join('\n') +
      `\n</ul></div>`,
  });

  pages['/journal'] = page({
    path: '/journal',
    title: 'Journal',
    lang: 'sv',
    main: block(`<h2>Journal</h2><article class="blog-item"><h3><a href="${POST}">Fjärrstyrt bastuaggregat med en Raspberry Pi</a></h3><p>12 januari 2025</p></article>`),
  });

  pages[POST] = page({
    path: POST,
    title: 'Fjärrstyrt bastuaggregat med en Raspberry Pi',
    lang: 'sv',
    main: block(
      `<h1>Fjärrstyrt bastuaggregat med en Raspberry Pi</h1><p>Många av våra kunder har fritidshus och vill att bastun ska vara varm när de kommer fram. Vår styrning bygger på öppen källkod:</p>\n` +
        `<pre><code>git clone git@github.com:lovholmen/bastu-styrning.git\ncd bastu-styrning\nnpm install mqtt@5.10.1\nnode styrning.js --max-temp 95</code></pre>\n` +
        `<p>Texten är skriven av Erik Sandberg, vår behöriga elinstallatör, som gärna svarar på frågor om elen till bastun på ${mailto('erik@lovholmen-bastu.test')}.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    main: block(
      `<h2>Kontakt</h2><p>Lövholmsvägen 7, 953 33 Haparanda<br>0922-123 40 · vardagar 7–16</p><p>Allmänt: ${mailto('hej@lovholmen-bastu.test')}</p>` +
        `<p>Offertförfrågningar: <span id="offert-adress">[aktivera JavaScript]</span></p>\n<script>${OFFERT_SCRIPT}</script>\n` +
        `<form class="form-wrapper" method="post"><input type="email" name="email" placeholder="namn@exempel.se"><textarea name="meddelande"></textarea><button type="submit">Skicka</button></form>`,
    ),
  });

  pages['/integritetspolicy'] = page({
    path: '/integritetspolicy',
    title: 'Integritetspolicy',
    lang: 'sv',
    main: block(`<h2>Integritetspolicy</h2><p>Personuppgiftsansvarig är Lövholmens Bastubyggare AB. Kontakta oss på ${mailto('hej@lovholmen-bastu.test')} om du vill veta vilka uppgifter vi har om dig.</p>`),
  });

  pages['/kundportal'] = page({
    path: '/kundportal',
    title: 'Kundportal',
    lang: 'sv',
    main: block(`<h2>Kundportal</h2><p>Ritningar, bygglovshandlingar och fakturor. Inloggningsproblem? ${mailto('portal@lovholmen-bastu.test')}</p>`),
  });

  pages['/fi'] = page({
    path: '/fi',
    title: 'Saunat pohjoisen talviin',
    lang: 'fi',
    alternates: HOMES,
    main: block(`<h1>Saunat pohjoisen talviin</h1><p>Rakennamme rantasaunoja ja savusaunoja myös Suomen puolelle Tornionjokilaaksoon. Katso <a href="/fi/yhteystiedot">yhteystiedot</a>.</p>`),
  });

  pages['/fi/yhteystiedot'] = page({
    path: '/fi/yhteystiedot',
    title: 'Yhteystiedot',
    lang: 'fi',
    main: block(`<h2>Yhteystiedot</h2><p>Lövholmsvägen 7, Haparanda – 15 minuuttia Torniosta.</p><p>Myyntipäällikkö (Suomi): Mikko Rantanen, ${mailto('mikko@lovholmen-bastu.test')}, +46 70 123 45 67</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `# Squarespace Robots Txt\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /kundportal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/bastur', '/om-oss', '/journal', POST, '/kontakt', '/integritetspolicy'], '2025-01-12'),
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-7',
      languages: ['sv', 'fi'],
      addresses: [
        {
          address: 'anders@lovholmen-bastu.test',
          name: 'Anders Lövgren',
          title: 'Verksamhetschef och grundare',
          titleAlternatives: ['Verksamhetschef'],
          pages: ['/om-oss'],
          cases: ['rdfa', 'card', 'plain', 'link-non-english'],
        },
        {
          address: 'maria@lovholmen-bastu.test',
          name: 'Maria Nieminen',
          title: 'Projektledare, offert och planering',
          titleAlternatives: ['Projektledare'],
          pages: ['/om-oss'],
          cases: ['rdfa', 'card', 'plain', 'link-non-english'],
        },
        { address: 'jussi@lovholmen-bastu.test', name: 'Jussi Koskinen', title: 'Snickare och lagbas', pages: ['/om-oss'], cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        { address: 'erik@lovholmen-bastu.test', name: 'Erik Sandberg', title: 'behörig elinstallatör', titleAlternatives: ['elinstallatör'], pages: [POST], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'mikko@lovholmen-bastu.test', name: 'Mikko Rantanen', title: 'Myyntipäällikkö (Suomi)', titleAlternatives: ['Myyntipäällikkö'], pages: ['/fi/yhteystiedot'], cases: ['hreflang', 'deep-page', 'title-name-line', 'link-non-english', 'plain'] },
        { address: 'hej@lovholmen-bastu.test', name: null, title: null, pages: ['/', '/kontakt', '/integritetspolicy'], cases: ['role', 'plain'] },
        {
          address: 'offert@lovholmen-bastu.test',
          name: null,
          title: null,
          pages: ['/kontakt'],
          encoded: { kind: 'script', text: OFFERT_SCRIPT },
          cases: ['script-concat', 'role', 'link-non-english'],
        },
      ],
      pattern: '{first}',
      disallowed: ['/kundportal'],
      nonAddresses: [
        { text: 'portal@lovholmen-bastu.test', kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'mqtt@5.10.1', kind: 'package' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
        { text: 'service@bastuaggregat-nord.test', kind: 'other-company' },
      ],
    },
  };
}
