/**
 * Rotfrukt Restauranger: a group of three vegan restaurants in Malmö, on Squarespace, in Swedish
 * with an English section reached only through hreflang. The founders and managers as cards (the
 * head chef's address turned around from a reversed data attribute), each restaurant's manager in
 * microdata, the founder as a JSON-LD Person; the English contact page two steps from home. A
 * wholesaler's address, a form placeholder and the catering order portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'rotfrukt.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  sv: [
    ['/restauranger', 'Våra restauranger'],
    ['/om-oss', 'Om oss'],
    ['/catering', 'Catering'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/restaurants', 'Restaurants'],
    ['/en/contact', 'Get in touch'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Rotfrukt',
  head: [
    '<!-- This is Squarespace. --><!-- rotfrukt-malmo -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65a1f0c2d4e5f60012345678/14/5c5a519771c10ba3470d8101/65a1f0c2d4e5f6001234567a/1520/site.css">',
    '<script src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-3c2b1a0f9e8d7c6b-min.en-US.js"></script>',
  ],
  header: (p) => {
    const lang = p.lang.startsWith('en') ? 'en' : 'sv';
    return `<header id="header" class="header theme-col--primary"><div class="header-inner"><div class="header-title-logo"><a href="${lang === 'en' ? '/en' : '/'}"><img src="https://images.squarespace-cdn.com/content/v1/65a1f0c2/rotfrukt-logo.png?format=1500w" alt="Rotfrukt"></a></div><nav class="header-nav-list">${MENU[lang]!.map(([h, l]) => `<div class="header-nav-item"><a href="${h}">${esc(l)}</a></div>`).join('')}</nav></div></header>`;
  },
  footer: (p) =>
    `<footer class="sections" id="footer-sections"><section class="page-section"><div class="sqs-block html-block"><p>Rotfrukt Restauranger AB · Org.nr 559123-4567 · Bergsgatan 14, 211 54 Malmö</p><p>${mailto(`hej@${HOST}`)} · ${tel('040-12 34 50')}</p>` +
    `<p><a href="${p.lang.startsWith('en') ? '/integritet' : '/integritet'}">${p.lang.startsWith('en') ? 'Privacy' : 'Integritetspolicy'}</a> · <a href="/catering/bestall">Beställningsportal</a></p></div></section></footer>`,
  bodyEnd: ['<script defer src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.7b3e2a1c.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'sv' });
const block = (html: string): string => `<section class="page-section"><div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">${html}</div></div></div></section>`;

const JONAS_REV = reversed(`jonas@${HOST}`);

const card = (name: string, title: string, mail: string, text: string): string =>
  `<div class="user-items-list-item"><div class="list-item-content"><h2 class="list-item-content__title">${esc(name)}</h2><p class="list-item-content__subtitle">${esc(title)}</p><div class="list-item-content__description"><p>${esc(text)}</p><p>${mail}</p></div></div></div>`;

const venue = (name: string, street: string, person: string, title: string, local: string): string =>
  `<div class="venue" itemscope itemtype="https://schema.org/Restaurant"><h3 itemprop="name">${esc(name)}</h3><p itemprop="address">${esc(street)}, Malmö</p><p itemprop="servesCuisine">Vegansk</p>` +
  `<p itemprop="employee" itemscope itemtype="https://schema.org/Person"><span itemprop="jobTitle">${esc(title)}</span>: <span itemprop="name">${esc(person)}</span> – <a itemprop="email" href="mailto:${local}@${HOST}">${local}@${HOST}</a></p></div>`;

export function rotfrukt(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { sv: '/', en: '/en' };
  pages['/'] = page({
    path: '/',
    title: 'Vegansk mat i Malmö',
    alternates: alt,
    main: block(`<h1>Rotfrukt</h1><p>Tre växtbaserade restauranger i Malmö – Möllan, Davidshall och Västra Hamnen. Säsongens grönsaker från skånska gårdar, surdeg från eget bageri och naturvin.</p><p><a href="/restauranger">Boka bord</a></p>`),
  });
  pages['/restauranger'] = page({
    path: '/restauranger',
    title: 'Våra restauranger',
    alternates: { sv: '/restauranger', en: '/en/restaurants' },
    main: block(
      `<h1>Våra restauranger</h1>` +
        venue('Rotfrukt Möllan', 'Bergsgatan 14', 'Ebba Holm', 'Restaurangchef', 'ebba') +
        venue('Rotfrukt Davidshall', 'Davidshallsgatan 9', 'Mohammed Yousef', 'Restaurangchef', 'mohammed') +
        venue('Rotfrukt Västra Hamnen', 'Stapelbäddsgatan 3', 'Frida Nyström', 'Restaurangchef tillika sommelier', 'frida'),
    ),
  });
  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Rotfrukt Restauranger AB',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Amira Haddad', jobTitle: 'Grundare och vd', email: `amira@${HOST}` },
      },
    ],
    main: block(
      `<h1>Om oss</h1><p>Amira startade Rotfrukt 2017 i en före detta cykelverkstad på Möllan. I dag är vi 46 anställda.</p><div class="user-items-list">` +
        card('Amira Haddad', 'Grundare och vd', mailto(`amira@${HOST}`), 'Ansvarar för koncept, samarbeten och press.') +
        card('Jonas Berg', 'Kökschef, hela gruppen', `<span class="mail-rev" data-m="${JONAS_REV}">e-post</span>`, 'Tolv år på krogar i Köpenhamn och Stockholm innan Rotfrukt.') +
        card('Oskar Lind', 'Ekonomiansvarig', mailto(`oskar@${HOST}`), 'Fakturor, lön och leverantörsfrågor.') +
        card('Leila Sandberg', 'Inköps- och hållbarhetsansvarig', mailto(`leila@${HOST}`), 'Odlarkontakter, matsvinn och vår klimatredovisning.') +
        `</div><script>document.querySelectorAll('.mail-rev').forEach(function(e){var m=e.getAttribute('data-m').split('').reverse().join('');e.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script>`,
    ),
  });
  pages['/catering'] = page({
    path: '/catering',
    title: 'Catering',
    main: block(`<h1>Catering</h1><p>Vi lagar buffé för 20–400 personer. Fyll i formuläret så återkommer vi.</p><form class="form-block"><label>E-post<input type="email" name="email" placeholder="namn@exempel.se"></label><label>Antal gäster<input type="number" name="guests"></label><button>Skicka</button></form><p>Befintliga företagskunder beställer i <a href="/catering/bestall">beställningsportalen</a>.</p>`),
  });
  pages['/catering/bestall'] = page({ path: '/catering/bestall', title: 'Beställningsportal', main: block(`<h1>Logga in</h1><p>Problem med inloggningen? Mejla ${mailto(`portal@${HOST}`)}.</p>`) });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: block(`<h1>Kontakt</h1><p>Bordsbokning sker via respektive restaurang. Allmänna frågor, presentkort och jobb: ${mailto(`hej@${HOST}`)}.</p><p>Leverantörer: skicka fakturor till vår grossist-hubb, ${mailto('order@sydgront-grossist.test')}, märkt med restaurangens namn.</p>`),
  });
  pages['/integritet'] = page({ path: '/integritet', title: 'Integritetspolicy', main: block(`<h1>Integritetspolicy</h1><p>Vi sparar bokningsuppgifter i högst 12 månader.</p>`) });
  pages['/en'] = page({
    path: '/en',
    title: 'Plant-based food in Malmö',
    lang: 'en',
    alternates: alt,
    main: block(`<h1>Rotfrukt</h1><p>Three vegan restaurants in Malmö. Seasonal Scanian produce, sourdough from our own bakery and natural wine.</p>`),
  });
  pages['/en/restaurants'] = page({ path: '/en/restaurants', title: 'Restaurants', lang: 'en', alternates: { sv: '/restauranger', en: '/en/restaurants' }, main: block(`<h1>Our restaurants</h1><p>Möllan · Davidshall · Västra Hamnen. Walk-ins welcome at lunch.</p>`) });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Get in touch',
    lang: 'en',
    main: block(
      `<h1>Get in touch</h1><p>General questions: ${mailto(`hej@${HOST}`)}</p><ul><li><strong>Amira Haddad</strong> – Founder &amp; CEO – ${mailto(`amira@${HOST}`)}</li>` +
        `<li><strong>Nils Ek</strong> – Events &amp; Private Dining Manager – ${mailto(`nils@${HOST}`)}</li></ul>`,
    ),
  });

  const ln: CaseKind = 'link-non-english';
  const md = (local: string, name: string, title: string) => ({ address: `${local}@${HOST}`, name, title, pages: ['/restauranger'], cases: ['microdata', 'plain', ln] as CaseKind[] });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /catering/bestall\nDisallow: /config\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/restauranger', '/om-oss', '/catering', '/kontakt', '/integritet'], '2025-04-02'),
      pages,
      headers: { Server: 'Squarespace', 'x-contextid': 'aB3dE5fG/hI7jK9lM' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-93',
      languages: ['sv', 'en'],
      addresses: [
        { address: `hej@${HOST}`, name: null, title: null, pages: ['/', '/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        md('ebba', 'Ebba Holm', 'Restaurangchef'),
        md('mohammed', 'Mohammed Yousef', 'Restaurangchef'),
        { ...md('frida', 'Frida Nyström', 'Restaurangchef tillika sommelier'), titleAlternatives: ['Restaurangchef'] },
        { address: `amira@${HOST}`, name: 'Amira Haddad', title: 'Grundare och vd', titleAlternatives: ['Founder & CEO'], pages: ['/om-oss', '/en/contact'], cases: ['card', 'json-ld-person', 'plain', ln] },
        { address: `jonas@${HOST}`, name: 'Jonas Berg', title: 'Kökschef, hela gruppen', titleAlternatives: ['Kökschef'], pages: ['/om-oss'], encoded: { kind: 'reversed', text: JONAS_REV }, cases: ['card', 'script-reversed', ln] },
        { address: `oskar@${HOST}`, name: 'Oskar Lind', title: 'Ekonomiansvarig', pages: ['/om-oss'], cases: ['card', 'plain', ln] },
        { address: `leila@${HOST}`, name: 'Leila Sandberg', title: 'Inköps- och hållbarhetsansvarig', pages: ['/om-oss'], cases: ['card', 'plain', ln] },
        { address: `nils@${HOST}`, name: 'Nils Ek', title: 'Events & Private Dining Manager', pages: ['/en/contact'], cases: ['hreflang', 'deep-page', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/catering/bestall'],
      nonAddresses: [
        { text: 'order@sydgront-grossist.test', kind: 'other-company' },
        { text: 'namn@exempel.se', kind: 'placeholder' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
