/**
 * Ljung & Ek Arkitekter: an architecture studio in Gothenburg, Swedish with an English version
 * reached only through the hreflang alternates (the theme's language switcher is a script that
 * reads them). A Squarespace-like hand-built site: RDFa staff cards with the Swedish
 * architects' association letters after the names, "Title: Name" on the about page, the studio's
 * address put together by a script, an intranet robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'ljung-ek.test';
const ORIGIN = `http://${HOST}`;
const COMMENTED = 'anna.berg@ljung-ek.test';
const IMG = '/static/img';

const PAIRS: [string, string][] = [
  ['/', '/en'],
  ['/kontakt', '/en/contact'],
];

function alternates(path: string): Record<string, string> | undefined {
  const pair = PAIRS.find(([sv, en]) => sv === path || en === path);
  return pair ? { sv: pair[0], en: pair[1] } : undefined;
}

const MENU = {
  sv: [
    ['/om-oss', 'Om oss'],
    ['/projekt', 'Projekt'],
    ['/medarbetare', 'Medarbetare'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Studio'],
    ['/en/contact', 'Contact'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Ljung & Ek Arkitekter',
  head: ['<link rel="stylesheet" href="/static/css/main.3f9a1c.css">', '<link rel="preload" href="/static/fonts/GT-America-Regular.woff2" as="font" crossorigin>'],
  header: (page) =>
    `<header class="site-header"><a class="wordmark" href="${page.lang === 'en' ? '/en' : '/'}"><img src="${IMG}/ljung-ek-wordmark.png" srcset="${IMG}/ljung-ek-wordmark@2x.png 2x, ${IMG}/ljung-ek-wordmark@3x.png 3x" alt="Ljung &amp; Ek"></a>` +
    `<nav>${MENU[page.lang === 'en' ? 'en' : 'sv'].map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' ')}</nav>` +
    `<button class="lang-switch" type="button" data-lang-switch>${page.lang === 'en' ? 'SV' : 'EN'}</button></header>`,
  footer: (page) =>
    `<footer class="site-footer"><p>Ljung &amp; Ek Arkitekter AB · Järntorget 4, 413 04 Göteborg · Org.nr 556712-3456</p>` +
    (page.lang === 'en' ? '' : `<p><a href="/intranat">Intranät</a></p>`) +
    `</footer>`,
  bodyEnd: [
    `<script>document.querySelector('[data-lang-switch]').addEventListener('click',function(){var l=document.documentElement.lang==='en'?'sv':'en';var a=document.querySelector('link[rel="alternate"][hreflang="'+l+'"]');if(a){location.href=a.href;}});</script>`,
  ],
};

function page(spec: PageSpec): SandboxPage {
  const alt = alternates(spec.path);
  return renderPage(theme, { ...spec, ...(alt ? { alternates: alt } : {}) });
}

interface Staff {
  name: string;
  letters?: string;
  role: string;
  email: string;
}

const STAFF: Staff[] = [
  { name: 'Karin Ljung', letters: 'SAR/MSA', role: 'Grundare, arkitekt', email: 'karin.ljung@ljung-ek.test' },
  { name: 'Henrik Ek', letters: 'SAR/MSA', role: 'Grundare, arkitekt', email: 'henrik.ek@ljung-ek.test' },
  { name: 'Elin Sandberg', letters: 'LAR/MSA', role: 'Landskapsarkitekt', email: 'elin.sandberg@ljung-ek.test' },
  { name: 'Viktor Holm', role: 'Byggnadsingenjör, projektledare', email: 'viktor.holm@ljung-ek.test' },
];

const STUDIO_SCRIPT = `
  var namn = 'studio';
  var dom = 'ljung-ek' + '.' + 'test';
  document.getElementById('studio-mail').innerHTML = '<a href="mailto:' + namn + '@' + dom + '">' + namn + '@' + dom + '</a>';
`;

export function ljungEk(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Arkitektur för platser som används',
    lang: 'sv',
    main:
      `<section class="intro"><h1>Arkitektur för platser som används</h1><p>Vi ritar bostäder, skolor och offentliga rum i Västsverige, helst i trä och helst tillsammans med dem som ska använda dem.</p></section>\n` +
      `<section class="featured"><a href="/projekt/kvarteret-glasbruket"><img src="${IMG}/glasbruket-1600.jpg" srcset="${IMG}/glasbruket-800.jpg 800w, ${IMG}/glasbruket-1600.jpg 1600w" alt="Kvarteret Glasbruket"><h2>Kvarteret Glasbruket, Surte</h2></a></section>`,
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'sv',
    main:
      `<h1>Om oss</h1><p>Karin Ljung och Henrik Ek startade kontoret 2011 efter tio år på större kontor i Stockholm. I dag är vi tolv personer i en gammal tryckerilokal vid Järntorget.</p>\n` +
      `<p>Kontorschef: Lena Ström, ${mailto('lena.strom@ljung-ek.test')}</p>\n` +
      `<!-- Praktikfrågor till ${COMMENTED} (t.o.m. mars) -->\n` +
      `<p>Praktik och lediga tjänster: ${mailto('jobb@ljung-ek.test')}</p>`,
  });

  pages['/projekt'] = page({
    path: '/projekt',
    title: 'Projekt',
    lang: 'sv',
    main: `<h1>Projekt</h1><ul class="projects"><li><a href="/projekt/kvarteret-glasbruket">Kvarteret Glasbruket, Surte (2024)</a></li><li>Förskolan Lärkan, Mölndal (2022)</li><li>Badhuset i Lysekil (2021)</li></ul>`,
  });

  pages['/projekt/kvarteret-glasbruket'] = page({
    path: '/projekt/kvarteret-glasbruket',
    title: 'Kvarteret Glasbruket',
    lang: 'sv',
    main:
      `<h1>Kvarteret Glasbruket, Surte</h1><p>68 hyresrätter i korslimmat trä runt en gemensam gård. Beställare: Ale Bostäder. Landskap: Grönt Rum AB (${mailto('hej@grontrum.test')}) tillsammans med vår egen Elin Sandberg.</p>\n` +
      `<figure><img src="${IMG}/glasbruket-gard@2x.jpg" alt="Gården"><figcaption>Foto: Ola Lindqvist</figcaption></figure>`,
  });

  pages['/medarbetare'] = page({
    path: '/medarbetare',
    title: 'Medarbetare',
    lang: 'sv',
    main:
      `<h1>Medarbetare</h1><div class="staff" vocab="https://schema.org/">\n` +
      STAFF.map(
        (s) =>
          `<div class="person" typeof="Person"><img property="image" src="${IMG}/${s.email.split('@')[0]}.jpg" alt=""><h3><span property="name">${esc(s.name)}</span>${s.letters ? ` <span class="letters">${s.letters}</span>` : ''}</h3>` +
          `<p property="jobTitle">${esc(s.role)}</p><p><a property="email" href="mailto:${s.email}">${s.email}</a></p></div>`,
      ).join('\n') +
      `\n</div>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    main:
      `<h1>Kontakt</h1><p>Järntorget 4, 413 04 Göteborg<br>031-12 34 50</p>\n` +
      `<p>Skriv till oss: <span id="studio-mail">(aktivera JavaScript för att se adressen)</span></p>\n<script>${STUDIO_SCRIPT}</script>\n` +
      `<p>Vill du ha vårt nyhetsbrev? Ange din adress, t.ex. fornamn@dittforetag.se, i formuläret nedan.</p>` +
      `<form method="post"><input type="email" name="nyhetsbrev" placeholder="fornamn@dittforetag.se"><button>Prenumerera</button></form>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Architecture for places in use',
    lang: 'en',
    main: `<h1>Architecture for places in use</h1><p>We design housing, schools and public spaces in western Sweden, mostly in timber. For international competitions and projects, see <a href="/en/contact">Contact</a>.</p>`,
  });

  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: `<h1>Contact</h1><p>Järntorget 4, SE-413 04 Gothenburg, Sweden</p><p>For international competitions and projects in English: Oskar Lind, Associate Architect, ${mailto('oskar.lind@ljung-ek.test')}</p>`,
  });

  pages['/intranat'] = page({
    path: '/intranat',
    title: 'Intranät',
    lang: 'sv',
    main: `<h1>Intranät</h1><p>Logga in med ditt konto. Problem? ${mailto('it-support@ljung-ek.test')}</p>`,
  });

  const staffPages = ['/medarbetare'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranat\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-oss', '/projekt', '/projekt/kvarteret-glasbruket', '/medarbetare', '/kontakt'], '2025-02-10'),
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-5',
      languages: ['sv', 'en'],
      addresses: [
        { address: 'karin.ljung@ljung-ek.test', name: 'Karin Ljung', title: 'Grundare, arkitekt', pages: staffPages, cases: ['rdfa', 'card', 'post-nominal', 'plain', 'link-non-english'] },
        { address: 'henrik.ek@ljung-ek.test', name: 'Henrik Ek', title: 'Grundare, arkitekt', pages: staffPages, cases: ['rdfa', 'card', 'post-nominal', 'plain', 'link-non-english'] },
        { address: 'elin.sandberg@ljung-ek.test', name: 'Elin Sandberg', title: 'Landskapsarkitekt', pages: staffPages, cases: ['rdfa', 'card', 'post-nominal', 'plain', 'link-non-english'] },
        { address: 'viktor.holm@ljung-ek.test', name: 'Viktor Holm', title: 'Byggnadsingenjör, projektledare', pages: staffPages, cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        { address: 'lena.strom@ljung-ek.test', name: 'Lena Ström', title: 'Kontorschef', pages: ['/om-oss'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        { address: 'jobb@ljung-ek.test', name: null, title: null, pages: ['/om-oss'], cases: ['role', 'plain'] },
        {
          address: 'studio@ljung-ek.test',
          name: null,
          title: null,
          pages: ['/kontakt'],
          encoded: { kind: 'script', text: STUDIO_SCRIPT },
          cases: ['script-concat', 'role'],
        },
        { address: 'oskar.lind@ljung-ek.test', name: 'Oskar Lind', title: 'Associate Architect', pages: ['/en/contact'], cases: ['hreflang', 'deep-page', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranat'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'it-support@ljung-ek.test', kind: 'disallowed' },
        { text: 'ljung-ek-wordmark@2x.png', kind: 'retina' },
        { text: 'ljung-ek-wordmark@3x.png', kind: 'retina' },
        { text: 'glasbruket-gard@2x.jpg', kind: 'retina' },
        { text: 'fornamn@dittforetag.se', kind: 'placeholder' },
        { text: 'hej@grontrum.test', kind: 'other-company' },
      ],
    },
  };
}
