/**
 * Granbergs Skogsplantskola: a forest-tree nursery in Jämtland, Swedish only. First-dot-last
 * addresses, the scheme stated on the contact page. The founder only as a JSON-LD Person on the
 * about page, the nursery staff as RDFa cards, the accounts contact on a label line, a forester in
 * prose on the press page with the picture archive's address beside a photographer's credit, the
 * deliveries address reversed by a script, an old address in an HTML comment, a seed supplier's
 * address and a dealers' page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'plantskola-granberg.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'fornamn.efternamn@plantskola-granberg.test';
const COMMENTED = 'plantskolan@plantskola-granberg.test';
const LEVERANS = reversed('leverans@plantskola-granberg.test');

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/om-oss', 'Om oss'],
  ['/medarbetare', 'Medarbetare'],
  ['/press', 'Press'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Granbergs Skogsplantskola',
  head: ['<link rel="stylesheet" href="/tema/granberg.css?v=3">'],
  header: () => `<header><a href="/" class="logotyp">Granbergs Skogsplantskola</a><nav>${MENU.map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' ')}</nav></header>`,
  footer: () =>
    `<footer><p>Granbergs Skogsplantskola AB · Plantvägen 7, 836 92 Lit · Org.nr 556677-8899</p><p><a href="/aterforsaljare">Återförsäljare</a> · <a href="/integritet">Integritetspolicy</a></p></footer>`,
  privacyPath: { sv: '/integritet' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const text = (html: string) => `<section class="text">${html}</section>`;

const STAFF: [string, string, string][] = [
  ['Anna Lindqvist', 'plantskolechef', 'anna.lindqvist@plantskola-granberg.test'],
  ['Erik Sundin', 'fröplantodlare', 'erik.sundin@plantskola-granberg.test'],
  ['Maja Holm', 'ansvarig för frösortering och kylförvaring', 'maja.holm@plantskola-granberg.test'],
  ['Oskar Berg', 'växthustekniker', 'oskar.berg@plantskola-granberg.test'],
];

const LEVERANS_SCRIPT = `var l = document.getElementById('leverans'); var x = l.getAttribute('data-adress').split('').reverse().join(''); l.innerHTML = '<a href="mailto:' + x + '">' + x + '</a>';`;

export function plantskolaGranberg(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Täckrotsplantor från Jämtland',
    lang: 'sv',
    main: text(`<h1>Täckrotsplantor från Jämtland</h1><p>Gran, tall och contorta för norrländska förhållanden – fyra miljoner plantor om året.</p>\n<!-- gammal adress: ${COMMENTED} -->`),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    lang: 'sv',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Granbergs Skogsplantskola AB',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', name: 'Gunnar Granberg', jobTitle: 'grundare', email: 'gunnar.granberg@plantskola-granberg.test' },
      },
    ],
    main: text(
      `<h2>Om oss</h2><p>Gunnar Granberg startade plantskolan 1976 på föräldrarnas gård. I dag drivs den av andra generationen.</p>` +
        `<p>Vd: Johan Granberg, ${mailto('johan.granberg@plantskola-granberg.test')}</p>`,
    ),
  });

  pages['/medarbetare'] = page({
    path: '/medarbetare',
    title: 'Medarbetare',
    lang: 'sv',
    main: text(
      `<h2>Medarbetare</h2><div class="kort-rad" vocab="https://schema.org/" typeof="Organization"><meta property="name" content="Granbergs Skogsplantskola AB">\n` +
        STAFF.map(
          ([name, role, address]) =>
            `<div class="kort" property="employee" typeof="Person"><h3 property="name">${esc(name)}</h3><p property="jobTitle">${esc(role)}</p><p><a property="email" href="mailto:${address}">${address}</a></p></div>`,
        ).join('\n') +
        `\n</div>`,
    ),
  });

  pages['/press'] = page({
    path: '/press',
    title: 'Press',
    lang: 'sv',
    main: text(
      `<h2>Press</h2><p>Vill du veta mer om skogsodling i ett varmare klimat? Vår skogsvetare Karin Dahl ställer gärna upp på intervju, skriv till ${mailto('karin.dahl@plantskola-granberg.test')}.</p>` +
        `<p>Foto: Per Åkesson. Högupplösta bilder: ${mailto('bild@plantskola-granberg.test')}</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'sv',
    main: text(
      `<h2>Kontakt</h2><p>Plantvägen 7, 836 92 Lit · Växel 0642-100 00</p><p>Beställningar: ${mailto('order@plantskola-granberg.test')}</p>` +
        `<p>Leveransfrågor: <span id="leverans" data-adress="${LEVERANS}">(kräver JavaScript)</span></p>\n<script>${LEVERANS_SCRIPT}</script>\n` +
        `<p>Fakturafrågor: Lena Ek, ekonomiansvarig, 0642-100 05, ${mailto('lena.ek@plantskola-granberg.test')}</p>` +
        `<p>Alla medarbetare nås på ${SCHEME}.</p>` +
        `<p>Fröet köper vi av Skogsfrö Norr: ${mailto('kundtjanst@skogsfro-norr.test')}</p>`,
    ),
  });

  pages['/integritet'] = page({
    path: '/integritet',
    title: 'Integritetspolicy',
    lang: 'sv',
    main: text(`<h2>Integritetspolicy</h2><p>Personuppgiftsansvarig är Granbergs Skogsplantskola AB. Frågor: ${mailto('order@plantskola-granberg.test')}</p>`),
  });

  pages['/aterforsaljare'] = page({
    path: '/aterforsaljare',
    title: 'Återförsäljare',
    lang: 'sv',
    main: text(`<h2>Återförsäljare</h2><p>Prislista för skogsbolag och återförsäljare: ${mailto('grossist@plantskola-granberg.test')}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /aterforsaljare\n`,
      sitemapXml: urlset(HOST, ['/', '/om-oss', '/medarbetare', '/press', '/kontakt', '/integritet'], '2025-03-30'),
      pages,
      headers: { Server: 'Apache/2.4.62' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-10',
      languages: ['sv'],
      addresses: [
        { address: 'gunnar.granberg@plantskola-granberg.test', name: 'Gunnar Granberg', title: 'grundare', pages: ['/om-oss'], cases: ['json-ld-person', 'json-ld-only', 'link-non-english'] },
        { address: 'johan.granberg@plantskola-granberg.test', name: 'Johan Granberg', title: 'Vd', pages: ['/om-oss'], cases: ['title-name-line', 'plain', 'link-non-english'] },
        ...STAFF.map(([name, role, address]) => ({
          address,
          name,
          title: role,
          ...(role.startsWith('ansvarig') ? { titleAlternatives: ['ansvarig för frösortering'] } : {}),
          pages: ['/medarbetare'],
          cases: ['rdfa', 'card', 'plain', 'link-non-english'] as CaseKind[],
        })),
        { address: 'karin.dahl@plantskola-granberg.test', name: 'Karin Dahl', title: 'skogsvetare', pages: ['/press'], cases: ['prose', 'plain'] },
        { address: 'bild@plantskola-granberg.test', name: null, title: null, pages: ['/press'], cases: ['neighbour', 'role', 'plain'] },
        { address: 'order@plantskola-granberg.test', name: null, title: null, pages: ['/kontakt', '/integritet'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: 'leverans@plantskola-granberg.test',
          name: null,
          title: null,
          pages: ['/kontakt'],
          encoded: { kind: 'reversed', text: LEVERANS },
          cases: ['script-reversed', 'role', 'link-non-english'],
        },
        { address: 'lena.ek@plantskola-granberg.test', name: 'Lena Ek', title: 'ekonomiansvarig', pages: ['/kontakt'], cases: ['label-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/aterforsaljare'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        { text: 'grossist@plantskola-granberg.test', kind: 'disallowed' },
        { text: 'kundtjanst@skogsfro-norr.test', kind: 'other-company' },
      ],
    },
  };
}
