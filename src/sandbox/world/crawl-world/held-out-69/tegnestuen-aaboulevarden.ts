/**
 * Tegnestuen Åboulevarden: an architecture practice in Aarhus, on Umbraco, in Danish. The staff
 * as cards with schema.org microdata on a page under "Tegnestuen" (two links from home), the
 * landscape architect's address read back from a reversed data attribute by the theme's script;
 * the contact page as a definition list (name, then job and address) beside the general mailbox;
 * a news item listed only in the gzip-compressed sitemap robots.txt names, with the project
 * leader in a sentence; and the job mailbox beside a partner's name. The retina project images,
 * the structural engineers' address and the client portal (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tegnestuen-aaboulevarden-aarhus.test';
const ORIGIN = `http://${HOST}`;
const MEDIA = '/media/2kqfz3lb';

const MENU: [string, string][] = [
  ['/projekter', 'Projekter'],
  ['/tegnestuen', 'Tegnestuen'],
  ['/nyheder', 'Nyheder'],
  ['/job', 'Job'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Tegnestuen Åboulevarden',
  head: [
    `<link rel="stylesheet" href="/css/main.min.css?v=3.8.1">`,
    `<link rel="icon" type="image/png" href="${MEDIA}/favicon-32.png">`,
    `<link rel="preload" as="font" type="font/woff2" href="/fonts/GTAmerica-Regular.woff2" crossorigin>`,
    '<script id="CookieConsent" src="https://policy.app.cookieinformation.com/uc.js" data-culture="DA" type="text/javascript"></script>',
  ],
  header: () =>
    `<header class="site-header"><a class="site-header__logo" href="/"><img src="${MEDIA}/logo-ta.svg" alt="Tegnestuen Åboulevarden" width="180"></a>` +
    `<nav class="site-nav" aria-label="Hovedmenu"><ul>${MENU.map(([h, l]) => `<li class="site-nav__item"><a href="${h}/" class="site-nav__link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="grid"><div class="grid__col"><p><strong>Tegnestuen Åboulevarden ApS</strong><br>Åboulevarden 48, 3. sal<br>8000 Aarhus C<br>CVR 35 81 42 19</p></div>` +
    `<div class="grid__col"><p>${tel('+45 86 12 40 70')}<br>${mailto(`mail@${HOST}`)}</p><p>Mandag–torsdag 8.30–16.30, fredag 8.30–15.00</p></div>` +
    `<div class="grid__col"><p><a href="/privatlivspolitik/">Privatlivspolitik</a><br><a href="/kundeportal/">Kundeportal</a><br><a href="https://www.linkedin.com/company/tegnestuen-aaboulevarden" rel="noopener">LinkedIn</a> · <a href="https://www.instagram.com/tegnestuen_aaboulevarden" rel="noopener">Instagram</a></p></div></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
  bodyEnd: [
    '<script src="/scripts/bundle.min.js?v=3.8.1" defer></script>',
    `<script>document.addEventListener('DOMContentLoaded', function () { document.querySelectorAll('[data-m]').forEach(function (el) { var m = el.getAttribute('data-m').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + m + '">' + m + '</a>'; }); });</script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const rte = (html: string): string => `<div class="umb-block-grid"><div class="umb-block-grid__layout-item" data-content-element-type-alias="richText"><div class="rte">${html}</div></div></div>`;

type Person = { name: string; title: string; local: string; photo: string; how: 'plain' | 'reversed' };
const STAFF: Person[] = [
  { name: 'Mette Kjærgaard', title: 'Partner, arkitekt', local: 'mette', photo: 'mette-kjaergaard', how: 'plain' },
  { name: 'Rasmus Bach', title: 'Partner, arkitekt', local: 'rasmus', photo: 'rasmus-bach', how: 'plain' },
  { name: 'Louise Winther', title: 'Arkitekt', local: 'louise', photo: 'louise-winther', how: 'plain' },
  { name: 'Jonas Friis', title: 'Bygningskonstruktør', local: 'jonas', photo: 'jonas-friis', how: 'plain' },
  { name: 'Anders Skov', title: 'Landskabsarkitekt', local: 'anders', photo: 'anders-skov', how: 'reversed' },
  { name: 'Nanna Høj', title: 'Arkitektpraktikant', local: 'nanna', photo: 'nanna-hoj', how: 'plain' },
];
const ANDERS_REV = reversed(`anders@${HOST}`);

const staffCard = (p: Person): string => {
  const address = `${p.local}@${HOST}`;
  const mail = p.how === 'plain' ? `<a itemprop="email" href="mailto:${address}">${address}</a>` : `<span class="employee__mail" data-m="${ANDERS_REV}">Skriv til ${esc(p.name.split(' ')[0]!)}</span>`;
  return (
    `<article class="employee" itemscope itemtype="https://schema.org/Person"><picture><source srcset="${MEDIA}/${p.photo}.webp?width=480 1x, ${MEDIA}/${p.photo}.webp?width=960 2x" type="image/webp"><img src="${MEDIA}/${p.photo}.jpg?width=480" alt="" loading="lazy"></picture>` +
    `<h3 class="employee__name" itemprop="name">${esc(p.name)}</h3><p class="employee__title" itemprop="jobTitle">${esc(p.title)}</p><p class="employee__contact">${mail}</p></article>`
  );
};

export function tegnestuenAaboulevarden(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Arkitektur med omtanke',
    main: rte(
      `<h1>Arkitektur med omtanke for sted, materiale og mennesker</h1><p>Vi er en tegnestue på 14 medarbejdere i Aarhus. Vi tegner boliger, skoler og kulturbyggeri – og vi elsker at genbruge det, der allerede står.</p>` +
        `<div class="project-teaser"><img src="${MEDIA}/risskov-skole.jpg" srcset="${MEDIA}/risskov-skole@2x.jpg 2x" alt="Risskov Skole, udskoling"><p><a href="/projekter/">Se vores projekter</a></p></div>`,
    ),
  });

  pages['/projekter'] = page({
    path: '/projekter',
    title: 'Projekter',
    main: rte(
      `<h1>Projekter</h1><ul class="project-list"><li><img src="${MEDIA}/risskov-skole.jpg" srcset="${MEDIA}/risskov-skole@2x.jpg 2x" alt=""><h2>Risskov Skole, udskoling</h2><p>Ombygning og tilbygning, 4.200 m², 2024. Ingeniør: Kraft &amp; Statik Rådgivende Ingeniører – spørgsmål om konstruktionen rettes til ${mailto('projekt@kraft-statik.test')}.</p></li>` +
        `<li><h2>Bofællesskabet Lisbjerg Bakke</h2><p>24 boliger i massivt træ, 2023.</p></li><li><h2>Godsbanen, værksteder</h2><p>Transformation af pakhus, 2022.</p></li></ul>`,
    ),
  });

  pages['/tegnestuen'] = page({
    path: '/tegnestuen',
    title: 'Tegnestuen',
    main: rte(
      `<h1>Tegnestuen</h1><p>Tegnestuen Åboulevarden blev grundlagt i 2013 af Mette Kjærgaard og Rasmus Bach. Vi er medlem af Danske Arkitektvirksomheder og arbejder med DGNB-certificering.</p><p><a href="/tegnestuen/medarbejdere/">Mød medarbejderne</a> · <a href="/tegnestuen/baeredygtighed/">Bæredygtighed</a></p>`,
    ),
  });

  pages['/tegnestuen/baeredygtighed'] = page({ path: '/tegnestuen/baeredygtighed', title: 'Bæredygtighed', main: rte(`<h1>Bæredygtighed</h1><p>Vi laver LCA-beregninger på alle projekter fra skitsefasen og foretrækker biogene materialer.</p>`) });

  pages['/tegnestuen/medarbejdere'] = page({
    path: '/tegnestuen/medarbejdere',
    title: 'Medarbejdere',
    main: rte(`<h1>Medarbejdere</h1><p>Du er altid velkommen til at kontakte os direkte.</p>`) + `<section class="employees">${STAFF.map(staffCard).join('\n')}</section>`,
  });

  pages['/nyheder'] = page({
    path: '/nyheder',
    title: 'Nyheder',
    main: rte(`<h1>Nyheder</h1><article><h2>Vi har vundet konkurrencen om Gellerup Bibliotek</h2><p>Juni 2025 · Dommerkomitéen fremhævede forslagets åbne stueetage.</p></article><article><h2>Ny partner i 2024</h2><p>Januar 2024</p></article>`),
  });

  pages['/nyheder/aarhus-oe-havnebad-indviet'] = page({
    path: '/nyheder/aarhus-oe-havnebad-indviet',
    title: 'Havnebadet på Aarhus Ø er indviet',
    main: rte(
      `<h1>Havnebadet på Aarhus Ø er indviet</h1><p>2. september 2025</p><p>Efter to års byggeri åbnede det nye havnebad ved Bassin 7 i weekenden. Badet har plads til 600 gæster og et saunahus i genbrugstegl.</p><p>Vores projektleder Camilla Juhl fulgte byggeriet på pladsen hver uge, og kommuner og bygherrer, der overvejer et lignende bad, kan skrive til hende på ${mailto(`camilla@${HOST}`)}.</p>`,
    ),
  });

  pages['/job'] = page({
    path: '/job',
    title: 'Job',
    main: rte(
      `<h1>Job hos os</h1><h2>Arkitekt med 3–5 års erfaring</h2><p>Vi søger en arkitekt til vores skole- og kulturteam med tiltrædelse 1. december 2025.</p><p>Har du spørgsmål til stillingen, er du velkommen til at ringe til partner Rasmus Bach på ${tel('+45 86 12 40 72')}. Send din ansøgning, CV og portfolio (maks. 10 MB) til ${mailto(`job@${HOST}`)} senest 20. oktober.</p>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: rte(
      `<h1>Kontakt</h1><p>Åboulevarden 48, 3. sal, 8000 Aarhus C · ${tel('+45 86 12 40 70')} · ${mailto(`mail@${HOST}`)}</p><h2>Kontaktpersoner</h2>` +
        `<dl class="contact-list"><dt>Rasmus Bach</dt><dd>Partner, arkitekt · konkurrencer og udbud<br>${mailto(`rasmus@${HOST}`)}</dd>` +
        `<dt>Mette Kjærgaard</dt><dd>Partner, arkitekt · boliger og transformation<br>${mailto(`mette@${HOST}`)}</dd>` +
        `<dt>Sofie Dam</dt><dd>Kommunikationsansvarlig · presse og foredrag<br>${mailto(`sofie@${HOST}`)}</dd>` +
        `<dt>Henrik Lund</dt><dd>Økonomiansvarlig · fakturaer og regnskab<br>${mailto(`henrik@${HOST}`)}</dd></dl>`,
    ),
  });

  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: rte(`<h1>Privatlivspolitik</h1><p>Dataansvarlig er Tegnestuen Åboulevarden ApS, CVR 35 81 42 19.</p>`) });
  pages['/kundeportal'] = page({ path: '/kundeportal', title: 'Kundeportal', main: rte(`<h1>Kundeportal</h1><p>Log ind for at hente tegninger. Glemt adgangskode? Skriv til ${mailto(`portal@${HOST}`)}.</p>`) });

  const allPaths = ['/', '/projekter', '/tegnestuen', '/tegnestuen/medarbejdere', '/tegnestuen/baeredygtighed', '/nyheder', '/nyheder/aarhus-oe-havnebad-indviet', '/job', '/kontakt', '/privatlivspolitik'];
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, allPaths, '2025-09-02'));

  const ln: CaseKind = 'link-non-english';
  const staffTruth = STAFF.map((p) => {
    const onContact = p.local === 'mette' || p.local === 'rasmus';
    return {
      address: `${p.local}@${HOST}`,
      name: p.name,
      title: p.title,
      pages: onContact ? ['/tegnestuen/medarbejdere', '/kontakt'] : ['/tegnestuen/medarbejdere'],
      ...(p.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: ANDERS_REV } } : {}),
      cases: [
        'card',
        ...(p.how === 'plain' ? ['microdata', 'plain'] : ['script-reversed']),
        ...(onContact ? ['definition-list'] : ['deep-page']),
        ln,
      ] as CaseKind[],
    };
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /umbraco/\nDisallow: /kundeportal\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Microsoft-IIS/10.0', 'X-Powered-By': 'ASP.NET', 'X-Umbraco-Version': '13.5.2' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-69',
      languages: ['da'],
      addresses: [
        { address: `mail@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...staffTruth,
        { address: `sofie@${HOST}`, name: 'Sofie Dam', title: 'Kommunikationsansvarlig', pages: ['/kontakt'], cases: ['definition-list', 'plain', ln] },
        { address: `henrik@${HOST}`, name: 'Henrik Lund', title: 'Økonomiansvarlig', pages: ['/kontakt'], cases: ['definition-list', 'plain', ln] },
        { address: `camilla@${HOST}`, name: 'Camilla Juhl', title: 'projektleder', pages: ['/nyheder/aarhus-oe-havnebad-indviet'], cases: ['prose', 'sitemap-gzip', 'plain'] },
        { address: `job@${HOST}`, name: null, title: null, pages: ['/job'], cases: ['role', 'neighbour', 'plain', ln] },
      ],
      pattern: '{first}',
      disallowed: ['/kundeportal'],
      nonAddresses: [
        { text: 'risskov-skole@2x.jpg', kind: 'retina' },
        { text: 'projekt@kraft-statik.test', kind: 'other-company' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
