/**
 * Wendel Aero: a drone-inspection start-up in Delft on a custom Next.js site, Dutch and English.
 * Founders as cards with post-nominals and as JSON-LD founders, the team again on an English page
 * behind "Meet the crew", a sales address built by string concatenation and the chief pilot's by
 * String.fromCharCode, the "voornaam@" scheme on the jobs page beside a git clone URL, and a
 * newsletter field with a placeholder address.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'wendelaero.test';
const ORIGIN = `http://${HOST}`;

const NAV: Record<string, [string, string][]> = {
  nl: [['/', 'Home'], ['/over-ons', 'Over ons'], ['/vacatures', 'Werken bij'], ['/contact', 'Contact'], ['/en', 'EN']],
  en: [['/en', 'Home'], ['/en/team', 'Meet the crew'], ['/', 'NL']],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Wendel Aero',
  head: ['<meta name="next-head-count" content="12">', '<link rel="preload" href="/_next/static/css/5c1f8e0a2b9d3e47.css" as="style">', '<link rel="stylesheet" href="/_next/static/css/5c1f8e0a2b9d3e47.css" data-n-g="">'],
  header: (p) => `<div id="__next"><header class="Header_bar__x9a2k"><a href="${p.lang === 'en' ? '/en' : '/'}" class="Header_logo__3kd8s">wendel<span>aero</span></a><nav>${NAV[p.lang]!.map(([h, l]) => `<a href="${h}" class="Header_link__q1w2e">${esc(l)}</a>`).join('')}</nav></header>`,
  footer: (p) =>
    `<footer class="Footer_root__p0o9i"><p>Wendel Aero B.V. · Schoemakerstraat 97C, 2628 VK Delft · KvK 89123456 · ${mailto(`hallo@${HOST}`)}</p>` +
    (p.lang === 'nl' ? `<form class="Footer_news__a1s2d"><label>Nieuwsbrief <input type="email" name="email" placeholder="jij@voorbeeld.nl"></label><button>Aanmelden</button></form><p><a href="/klantportaal">Klantportaal</a></p>` : '') +
    `</footer></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"${p.path}","buildId":"k3Jd8s-2mQx"}</script>`,
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ALT = { nl: '/', en: '/en' };

type Crew = { shown: string; name: string; local: string; nl: string | null; en: string; bio: string; post?: boolean; hon?: boolean };
const CREW: Crew[] = [
  { shown: 'Daan Verhoef MSc', name: 'Daan Verhoef', local: 'daan', nl: 'CEO & medeoprichter', en: 'CEO & co-founder', bio: 'Luchtvaartingenieur (TU Delft), eerder bij een inspectiebedrijf voor offshore-windparken.', post: true },
  { shown: 'Fleur Bakker PhD', name: 'Fleur Bakker', local: 'fleur', nl: 'CTO & medeoprichter', en: 'CTO & co-founder', bio: 'Promoveerde op beeldherkenning van scheurvorming in beton.', post: true },
  { shown: 'ir. Noor El Idrissi', name: 'Noor El Idrissi', local: 'noor', nl: 'Hoofd operaties', en: 'Head of Operations', bio: 'Plant de inspectievluchten en bewaakt de veiligheid op locatie.', hon: true },
  { shown: 'Sanne Mulder', name: 'Sanne Mulder', local: 'sanne', nl: null, en: 'Finance & Office Manager', bio: 'Keeps the books, the insurance and the coffee machine in order.' },
];

const card = (c: Crew, lang: 'nl' | 'en') =>
  `<article class="Team_card__z8x7c"><img src="/_next/image?url=%2Fteam%2F${c.local}.jpg&amp;w=384&amp;q=75" alt="${esc(c.name)}"><h3>${esc(c.shown)}</h3><p class="Team_role__m4n5b">${esc(lang === 'nl' ? c.nl! : c.en)}</p>${lang === 'nl' ? `<p>${esc(c.bio)}</p>` : ''}<a href="mailto:${c.local}@${HOST}">${c.local}@${HOST}</a></article>`;

export function wendelAero(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const emma = `<script>(function(){var u='emma';var d='wendelaero'+'.'+'test';document.getElementById('m-emma').innerHTML='<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>';})();</script>`;
  const thijsCodes = charCodes(`thijs@${HOST}`);
  const thijs = `<script>document.write('<a href="mailto:'+String.fromCharCode(${thijsCodes})+'">mail Thijs</a>');</script>`;

  pages['/'] = page({ path: '/', lang: 'nl', title: 'Drone-inspecties voor industrie en infra', alternates: ALT, main: `<section class="Hero_root__b2v3n"><h1>Inspecties vanuit de lucht, rapport binnen 48 uur</h1><p>Wij inspecteren daken, bruggen, windturbines en schoorstenen met drones en AI-beeldanalyse. Geen steigers, geen stilstand.</p><a href="/contact" class="Button_primary__c4v5b">Plan een inspectie</a></section>` });
  pages['/over-ons'] = page({
    path: '/over-ons', lang: 'nl', title: 'Over ons',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Wendel Aero B.V.', url: ORIGIN, foundingDate: '2021', founder: CREW.slice(0, 2).map((c) => ({ '@type': 'Person', name: c.name, jobTitle: c.nl, email: `${c.local}@${HOST}` })) }],
    main: `<h1>Over ons</h1><p>Wendel Aero ontstond in 2021 in de YES!Delft-incubator. Inmiddels vliegen we met elf mensen en zes drones door heel Nederland en Vlaanderen.</p><div class="Team_grid__k2j3h">${CREW.slice(0, 3).map((c) => card(c, 'nl')).join('')}</div>`,
  });
  pages['/contact'] = page({
    path: '/contact', lang: 'nl', title: 'Contact',
    main: `<h1>Contact</h1><p>Algemeen: ${mailto(`hallo@${HOST}`)} · ${tel('+31 15 369 02 40')}</p>` +
      `<p>Emma Visser, accountmanager industrie: <span id="m-emma">[e-mail met JavaScript]</span></p>${emma}` +
      `<p>Hoofdpiloot: Thijs van Dam – vluchtaanvragen en vergunningen ${thijs}</p>`,
  });
  pages['/vacatures'] = page({
    path: '/vacatures', lang: 'nl', title: 'Werken bij Wendel Aero',
    main: `<h1>Werken bij Wendel Aero</h1><h2>Medior backend developer (Python)</h2><p>Je werkt aan onze vluchtlog-parser; kijk alvast rond met <code>git clone git@github.com:wendelaero/flightlog-parser.git</code>.</p>` +
      `<p>Iedereen bij ons is bereikbaar via voornaam@wendelaero.test. Vragen over deze vacature? Ruben de Graaf, lead software engineer, beantwoordt ze graag: ${mailto(`ruben@${HOST}`)}.</p>`,
  });
  pages['/en'] = page({ path: '/en', lang: 'en', title: 'Drone inspections', alternates: ALT, main: `<h1>Inspections from the air, report within 48 hours</h1><p>Roofs, bridges, wind turbines and chimneys, inspected by drone with AI image analysis.</p><p><a href="/en/team">Meet the crew</a></p>` });
  pages['/en/team'] = page({ path: '/en/team', lang: 'en', title: 'Meet the crew', main: `<h1>Meet the crew</h1><div class="Team_grid__k2j3h">${CREW.map((c) => card(c, 'en')).join('')}</div>` });
  pages['/klantportaal'] = page({ path: '/klantportaal', lang: 'nl', title: 'Klantportaal', main: `<p>Inloggen voor klanten. Hulp nodig? ${mailto(`portaal@${HOST}`)}</p>` });
  pages['/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/over-ons', '/contact', '/vacatures', '/en', '/en/team']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klantportaal\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      pages,
      headers: { 'X-Powered-By': 'Next.js', 'X-Vercel-Cache': 'HIT', Server: 'Vercel' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-91',
      languages: ['nl', 'en'],
      addresses: [
        { address: `hallo@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...CREW.map((c) => ({
          address: `${c.local}@${HOST}`, name: c.name, title: c.nl ?? c.en,
          ...(c.nl ? { titleAlternatives: [c.en] } : {}),
          pages: c.nl ? ['/over-ons', '/en/team'] : ['/en/team'],
          cases: ['card', 'plain', ...(c.nl ? [ln] : ['link-english-unlisted', 'deep-page']), ...(c.post ? ['post-nominal', 'json-ld-person'] : []), ...(c.hon ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `emma@${HOST}`, name: 'Emma Visser', title: 'accountmanager industrie', pages: ['/contact'], encoded: { kind: 'script', text: emma }, cases: ['name-title-line', 'script-concat', ln] },
        { address: `thijs@${HOST}`, name: 'Thijs van Dam', title: 'Hoofdpiloot', pages: ['/contact'], encoded: { kind: 'charcodes', text: thijsCodes }, cases: ['title-name-line', 'script-charcode', ln] },
        { address: `ruben@${HOST}`, name: 'Ruben de Graaf', title: 'lead software engineer', pages: ['/vacatures'], cases: ['name-title-line', 'prose', 'plain', ln] },
      ],
      pattern: '{first}',
      statedPattern: { page: '/vacatures', text: 'voornaam@wendelaero.test' },
      disallowed: ['/klantportaal'],
      nonAddresses: [
        { text: 'voornaam@wendelaero.test', kind: 'scheme' },
        { text: `portaal@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'jij@voorbeeld.nl', kind: 'placeholder' },
      ],
    },
  };
}
