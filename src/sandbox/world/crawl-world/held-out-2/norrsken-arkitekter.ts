/**
 * Norrsken Arkitekter AB, an architecture practice in Umeå and Luleå (Swedish, with an English
 * language home). Second held-out set.
 *
 * Shows: Swedish anchor texts ("Medarbetare", "Kontakt"); staff cards with post-nominals
 * ("SAR/MSA", "MSc") and a Swedish honorific ("Tekn. dr"); a "Name – Title – address" line; an
 * unowned drawings mailbox in the sentence after a project manager's name (who has no address
 * here); scheme text ("fornamn.efternamn@…"); an English language home /en/ (hreflang and a
 * language switch) whose contact page is two links deep and names the office manager in prose; a
 * sitemap index named by robots.txt whose job sitemap lists a job ad no page links to (a
 * "Kontaktperson:" label line); an internal phone list robots.txt disallows (linked from the
 * footer); a retina logo.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'norrsken-arkitekter.test';
const ORIGIN = `http://${HOST}`;

const A = {
  info: `info@${HOST}`,
  sjoberg: `elin.sjoberg@${HOST}`,
  lindqvist: `johan.lindqvist@${HOST}`,
  ekstrom: `maria.ekstrom@${HOST}`,
  oberg: `sara.oberg@${HOST}`,
  ritningar: `ritningar@${HOST}`,
  berg: `lena.berg@${HOST}`,
  jobb: `jobb@${HOST}`,
  karlsson: `lina.karlsson@${HOST}`,
};

const SCHEME = `fornamn.efternamn@${HOST}`;
const INTERNAL = [`per.wallin@${HOST}`, `karin.holm@${HOST}`, `vaxel@${HOST}`];

const SV_NAV: [string, string][] = [
  ['/', 'Hem'],
  ['/projekt', 'Projekt'],
  ['/om-oss', 'Om oss'],
  ['/medarbetare', 'Medarbetare'],
  ['/kontakt', 'Kontakt'],
];
const EN_NAV: [string, string][] = [
  ['/en/', 'Home'],
  ['/en/studio', 'The studio'],
  ['/en/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Norrsken Arkitekter',
  head: [
    '<meta name="generator" content="Hugo 0.124.1">',
    '<link rel="stylesheet" href="/css/main.min.3f9c2a.css">',
    '<link rel="preload" href="/fonts/inter-var.woff2" as="font" type="font/woff2" crossorigin>',
    '<script defer data-domain="norrsken-arkitekter.test" src="https://plausible.io/js/script.js"></script>',
  ],
  privacyPath: { sv: '/integritetspolicy', en: '/integritetspolicy' },
  header: (page) => {
    const en = page.lang === 'en';
    const nav = en ? EN_NAV : SV_NAV;
    return (
      `<header class="topbar">\n` +
      `  <a class="topbar__logo" href="${en ? '/en/' : '/'}"><img src="/images/norrsken-logo.png" srcset="/images/norrsken-logo@2x.png 2x" alt="Norrsken Arkitekter" width="180" height="40"></a>\n` +
      `  <button class="topbar__toggle" aria-controls="menu" aria-expanded="false">${en ? 'Menu' : 'Meny'}</button>\n` +
      `  <nav id="menu"><ul>${nav.map(([href, label]) => `<li><a href="${href}"${href === page.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('')}</ul></nav>\n` +
      `  <div class="topbar__lang">${en ? '<a href="/" hreflang="sv" lang="sv">Svenska</a>' : '<a href="/en/" hreflang="en" lang="en">English</a>'}</div>\n` +
      `</header>`
    );
  },
  footer: (page) => {
    const en = page.lang === 'en';
    return (
      `<footer class="footer">\n` +
      `  <div class="footer__grid">\n` +
      `    <div><h3>Umeå</h3><p>Storgatan 42<br>903 26 Umeå</p></div>\n` +
      `    <div><h3>Luleå</h3><p>Smedjegatan 9<br>972 33 Luleå</p></div>\n` +
      `    <div><h3>${en ? 'Get in touch' : 'Hör av dig'}</h3><p>${tel('090-12 34 50')}<br>${mailto(A.info)}</p></div>\n` +
      `  </div>\n` +
      `  <p class="footer__legal">© 2025 Norrsken Arkitekter AB · Org.nr 556712-3456 · <a href="/integritetspolicy">${en ? 'Privacy' : 'Integritetspolicy'}</a> · <a href="/internt/telefonlista">Intranät</a></p>\n` +
      `  <p class="footer__social"><a href="https://www.instagram.com/norrskenarkitekter/" rel="noopener">Instagram</a> · <a href="https://www.linkedin.com/company/norrsken-arkitekter/" rel="noopener">LinkedIn</a></p>\n` +
      `</footer>`
    );
  },
  bodyEnd: ['<script src="/js/site.min.8b1e4d.js" defer></script>'],
};

const ALTERNATES_HOME = { sv: '/', en: '/en/', 'x-default': '/' };

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

function staffCard(photo: string, name: string, role: string, phone: string, address?: string): string {
  return (
    `<li class="staff-card"><img src="/images/medarbetare/${photo}.jpg" alt="" loading="lazy" width="400" height="500">\n` +
    `  <div class="staff-card__body"><h2 class="staff-card__name">${esc(name)}</h2><p class="staff-card__role">${esc(role)}</p>` +
    `<p class="staff-card__contact">${tel(phone)}${address ? `<br>${mailto(address)}` : ''}</p></div></li>`
  );
}

function pages(): Record<string, SandboxPage> {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Norrsken Arkitekter AB',
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}/images/norrsken-logo.png`,
    address: { '@type': 'PostalAddress', streetAddress: 'Storgatan 42', postalCode: '903 26', addressLocality: 'Umeå', addressCountry: 'SE' },
    sameAs: ['https://www.instagram.com/norrskenarkitekter/', 'https://www.linkedin.com/company/norrsken-arkitekter/'],
  };
  return {
    '/': page({
      path: '/',
      lang: 'sv',
      title: 'Arkitektur för ett nordligt klimat',
      description: 'Norrsken Arkitekter ritar skolor, bostäder och offentliga miljöer i Norrland – med trä, dagsljus och låg klimatpåverkan.',
      alternates: ALTERNATES_HOME,
      jsonLd: [organization],
      main:
        `<section class="hero"><h1>Arkitektur för ett nordligt klimat</h1>\n` +
        `<p>Vi ritar skolor, bostäder och offentliga miljöer från Umeå och Luleå – med trä, dagsljus och så låg klimatpåverkan som möjligt.</p>\n` +
        `<img src="/images/projekt/tallbacka-skola.jpg" srcset="/images/projekt/tallbacka-skola@2x.jpg 2x" alt="Tallbacka skola i vinterljus"></section>\n` +
        `<section class="cards">\n` +
        `<article class="card"><h2>Tallbacka skola</h2><p>F–6-skola i massivträ för 450 elever, klar 2024.</p><a href="/projekt">Se projektet</a></article>\n` +
        `<article class="card"><h2>Kv. Renen</h2><p>42 hyresrätter i fyra våningar, Miljöbyggnad Guld.</p><a href="/projekt">Se projektet</a></article>\n` +
        `<article class="card"><h2>Strandparken</h2><p>Ny stadsdelspark längs Umeälven tillsammans med Umeå kommun.</p><a href="/projekt">Se projektet</a></article>\n` +
        `</section>\n` +
        `<section class="news"><h2>Nyheter</h2><p><time datetime="2025-02-03">3 februari 2025</time> – Tallbacka skola nominerad till Träpriset 2025.</p></section>`,
    }),
    '/projekt': page({
      path: '/projekt',
      lang: 'sv',
      title: 'Projekt',
      main:
        `<h1>Projekt</h1>\n<div class="project-list">\n` +
        `<article><h2>Tallbacka skola, Umeå</h2><p>Beställare: Umeå kommun · 6 800 m² BTA · Klar 2024</p><p>Stomme i KL-trä, solceller på alla tak och en skolgård som fungerar året runt.</p></article>\n` +
        `<article><h2>Kv. Renen, Luleå</h2><p>Beställare: Lulebo AB · 42 lägenheter · Klar 2023</p></article>\n` +
        `<article><h2>Strandparken, Umeå</h2><p>Landskapsarkitektur · Pågår</p></article>\n</div>`,
    }),
    '/om-oss': page({
      path: '/om-oss',
      lang: 'sv',
      title: 'Om oss',
      alternates: { sv: '/om-oss', en: '/en/studio' },
      main:
        `<h1>Om oss</h1>\n<p>Norrsken Arkitekter grundades 2009 av Elin Sjöberg. I dag är vi fjorton arkitekter, landskapsarkitekter och ingenjörer på kontoren i Umeå och Luleå.</p>\n` +
        `<p>Vi arbetar med hela kedjan från förstudie och detaljplan till bygghandlingar och uppföljning. Hållbarhet är inte ett tillval hos oss: varje projekt får en klimatkalkyl redan i skissfasen.</p>\n` +
        `<p>Vill du veta vilka vi är? Träffa <a href="/medarbetare">våra medarbetare</a>.</p>`,
    }),
    '/medarbetare': page({
      path: '/medarbetare',
      lang: 'sv',
      title: 'Medarbetare',
      main:
        `<h1>Medarbetare</h1>\n<p>Här hittar du några av oss som arbetar på Norrsken. Alla nås också via växeln på ${tel('090-12 34 50')}.</p>\n` +
        `<ul class="staff-grid">\n` +
        staffCard('elin-sjoberg', 'Elin Sjöberg, SAR/MSA', 'Grundare & vd', '070-512 34 01', A.sjoberg) + '\n' +
        staffCard('johan-lindqvist', 'Johan Lindqvist, MSc', 'Landskapsarkitekt', '070-512 34 07', A.lindqvist) + '\n' +
        staffCard('maria-ekstrom', 'Tekn. dr Maria Ekström', 'Hållbarhetsstrateg', '070-512 34 12', A.ekstrom) + '\n' +
        staffCard('per-wallin', 'Per Wallin', 'Arkitekt', '070-512 34 15') + '\n' +
        `</ul>`,
    }),
    '/kontakt': page({
      path: '/kontakt',
      lang: 'sv',
      title: 'Kontakt',
      alternates: { sv: '/kontakt', en: '/en/contact' },
      main:
        `<h1>Kontakta oss</h1>\n<div class="offices">\n` +
        `<div class="office"><h2>Umeå</h2><p>Storgatan 42<br>903 26 Umeå</p><p>Växel ${tel('090-12 34 50')}<br>${mailto(A.info)}</p></div>\n` +
        `<div class="office"><h2>Luleå</h2><p>Smedjegatan 9<br>972 33 Luleå</p><p>${tel('0920-22 31 00')}</p></div>\n</div>\n` +
        `<h2>Press och media</h2>\n<ul class="kontaktlista"><li>Sara Öberg – Kommunikationsansvarig – ${tel('070-345 67 89')} – ${mailto(A.oberg)}</li></ul>\n` +
        `<h2>Pågående uppdrag</h2>\n<p>Har du frågor om ett pågående uppdrag? Ring gärna projektledare Karin Holm på ${tel('090-12 34 57')}. Bygglovshandlingar, ritningar och övrigt underlag skickar du till ${mailto(A.ritningar)}, så diarieförs allt direkt.</p>\n` +
        `<p class="note">Alla medarbetare nås via e-post enligt formatet ${SCHEME} (å, ä och ö skrivs a, a och o).</p>\n` +
        `<div class="map"><iframe src="https://www.openstreetmap.org/export/embed.html?bbox=20.25,63.82,20.27,63.83" title="Karta" loading="lazy"></iframe></div>`,
    }),
    '/integritetspolicy': page({
      path: '/integritetspolicy',
      lang: 'sv',
      title: 'Integritetspolicy',
      main:
        `<h1>Integritetspolicy</h1>\n<p>Norrsken Arkitekter AB (org.nr 556712-3456) är personuppgiftsansvarig för behandlingen av dina personuppgifter. Kontakta oss på ${mailto(A.info)} om du vill veta vilka uppgifter vi har om dig.</p>\n` +
        `<h2>Kakor</h2><p>Vi använder Plausible för besöksstatistik utan kakor och en nödvändig kaka som sparar ditt samtycke.</p>`,
    }),
    '/jobb/arkitekt-umea': page({
      path: '/jobb/arkitekt-umea',
      lang: 'sv',
      title: 'Arkitekt till vårt kontor i Umeå',
      main:
        `<article class="job"><h1>Arkitekt till vårt kontor i Umeå</h1>\n<p>Tillsvidareanställning · Heltid · Tillträde enligt överenskommelse</p>\n` +
        `<h2>Om tjänsten</h2><p>Du kommer att arbeta med skolor och bostäder i alla skeden, från programhandling till bygghandling, i nära samarbete med våra landskapsarkitekter.</p>\n` +
        `<h2>Vem är du?</h2><ul><li>Arkitektexamen och minst fem års erfarenhet</li><li>Van vid Revit och gärna Archicad</li><li>Svenska i tal och skrift</li></ul>\n` +
        `<p>Sista ansökningsdag är den 30 april 2025. Skicka CV och portfolio (max 10 MB) till ${mailto(A.jobb)}.</p>\n` +
        `<p class="job__contact">Kontaktperson: Lina Karlsson, HR-ansvarig, ${tel('090-12 34 55')}, ${mailto(A.karlsson)}</p></article>`,
    }),
    '/internt/telefonlista': page({
      path: '/internt/telefonlista',
      lang: 'sv',
      title: 'Telefonlista',
      main:
        `<h1>Telefonlista (internt)</h1>\n<table><tr><th>Namn</th><th>Anknytning</th><th>E-post</th></tr>\n` +
        `<tr><td>Per Wallin</td><td>215</td><td>${INTERNAL[0]}</td></tr><tr><td>Karin Holm</td><td>257</td><td>${INTERNAL[1]}</td></tr><tr><td>Växel</td><td>200</td><td>${INTERNAL[2]}</td></tr></table>`,
    }),
    '/en': page({
      path: '/en',
      lang: 'en',
      title: 'Architecture for a northern climate',
      alternates: ALTERNATES_HOME,
      main:
        `<section class="hero"><h1>Architecture for a northern climate</h1>\n` +
        `<p>From Umeå and Luleå in northern Sweden we design schools, housing and public spaces in timber, with daylight and a low carbon footprint.</p></section>\n` +
        `<p>Working on a project in the Nordic countries? <a href="/en/contact">Talk to us</a> – we are happy to work in English.</p>`,
    }),
    '/en/studio': page({
      path: '/en/studio',
      lang: 'en',
      title: 'The studio',
      alternates: { sv: '/om-oss', en: '/en/studio' },
      main: `<h1>The studio</h1>\n<p>Norrsken Arkitekter was founded in 2009 by Elin Sjöberg. Fourteen architects, landscape architects and engineers work in our two offices. Every project gets a carbon calculation in the sketch phase.</p>`,
    }),
    '/en/contact': page({
      path: '/en/contact',
      lang: 'en',
      title: 'Contact',
      alternates: { sv: '/kontakt', en: '/en/contact' },
      main:
        `<h1>Contact</h1>\n<p>Norrsken Arkitekter AB, Storgatan 42, SE-903 26 Umeå, Sweden</p>\n` +
        `<p>We take on commissions across the Nordic countries. For international enquiries and visits to the studio, contact our office manager Lena Berg at ${mailto(A.berg)} or call ${tel('+46 90 12 34 50')}.</p>`,
    }),
    '/sitemap-sidor.xml': xmlPage(urlset(HOST, ['/', '/projekt', '/om-oss', '/medarbetare', '/kontakt', '/integritetspolicy'])),
    '/sitemap-jobb.xml': xmlPage(urlset(HOST, ['/jobb/arkitekt-umea'], '2025-03-20')),
    '/sitemap_index.xml': xmlPage(sitemapIndex(HOST, ['/sitemap-sidor.xml', '/sitemap-jobb.xml'])),
  };
}

const addresses: TruthAddress[] = [
  { address: A.info, name: null, title: null, pages: ['/', '/kontakt', '/integritetspolicy'], cases: ['role', 'plain'] },
  { address: A.sjoberg, name: 'Elin Sjöberg', title: 'Grundare & vd', pages: ['/medarbetare'], cases: ['link-non-english', 'card', 'post-nominal', 'plain'] },
  { address: A.lindqvist, name: 'Johan Lindqvist', title: 'Landskapsarkitekt', pages: ['/medarbetare'], cases: ['link-non-english', 'card', 'post-nominal', 'plain'] },
  { address: A.ekstrom, name: 'Maria Ekström', title: 'Hållbarhetsstrateg', pages: ['/medarbetare'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.oberg, name: 'Sara Öberg', title: 'Kommunikationsansvarig', pages: ['/kontakt'], cases: ['name-title-line', 'plain'] },
  { address: A.ritningar, name: null, title: null, pages: ['/kontakt'], cases: ['neighbour', 'plain'] },
  { address: A.berg, name: 'Lena Berg', title: 'office manager', pages: ['/en/contact'], cases: ['deep-page', 'hreflang', 'prose', 'plain'] },
  { address: A.jobb, name: null, title: null, pages: ['/jobb/arkitekt-umea'], cases: ['sitemap-index', 'role', 'plain'] },
  { address: A.karlsson, name: 'Lina Karlsson', title: 'HR-ansvarig', pages: ['/jobb/arkitekt-umea'], cases: ['sitemap-index', 'label-line', 'plain'] },
];

export function norrskenArkitekter(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /internt/\nDisallow: /admin/\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages: pages(),
      headers: { Server: 'nginx/1.24.0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-2',
      languages: ['sv', 'en'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/internt/telefonlista'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        ...INTERNAL.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: 'norrsken-logo@2x.png', kind: 'retina' },
        { text: 'tallbacka-skola@2x.jpg', kind: 'retina' },
      ],
    },
  };
}
