/**
 * Vesterholm Arkitekter: an architecture office of some twenty people in Copenhagen
 * (Christianshavn), on Webflow, in Danish with an English version. "Medarbejdere" is a Webflow
 * collection list where each person is a definition list marked up with RDFa; the English
 * "People" page gives the same people with English titles. "Kontakt" states the address scheme
 * ("fornavn.efternavn@...") and gives the partners as "Title: Name, address" lines; "Karriere"
 * has the hiring partner's address written by String.fromCharCode and a git clone URL for the
 * office's open-source Grasshopper tools; the press page is listed only in a child sitemap of
 * the sitemap index. The intranet (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vesterholm-arkitekter.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<'da' | 'en', [string, string][]> = {
  da: [
    ['/projekter', 'Projekter'],
    ['/om-os', 'Om os'],
    ['/medarbejdere', 'Medarbejdere'],
    ['/karriere', 'Karriere'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en/projects', 'Projects'],
    ['/en/people', 'People'],
    ['/en/contact', 'Contact'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Vesterholm Arkitekter',
  head: [
    '<meta content="Webflow" name="generator">',
    '<link href="https://cdn.prod.website-files.com/64f0a1b2c3d4e5f601234567/css/vesterholm.webflow.7c1d2e3f4.css" rel="stylesheet" type="text/css">',
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
  ],
  header: (p) => {
    const lang = p.lang === 'en' ? 'en' : 'da';
    return (
      `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="${lang === 'da' ? '/' : '/en'}" class="brand w-nav-brand" aria-label="home"><img src="https://cdn.prod.website-files.com/64f0a1b2c3d4e5f601234567/64f0a1b2c3d4e5f60123abcd_vesterholm-logo.svg" loading="lazy" alt="Vesterholm Arkitekter"></a>` +
      `<nav role="navigation" class="nav-menu w-nav-menu">${MENU[lang].map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link${h === p.path ? ' w--current' : ''}">${esc(l)}</a>`).join('')}<a href="${lang === 'da' ? '/en' : '/'}" class="nav-link lang w-nav-link">${lang === 'da' ? 'EN' : 'DA'}</a></nav>` +
      `<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`
    );
  },
  footer: () =>
    `<footer class="footer"><div class="w-layout-grid footer-grid"><div><strong>Vesterholm Arkitekter A/S</strong><br>Overgaden Neden Vandet 17<br>1414 København K<br>${tel('+45 32 54 71 90')}<br>${mailto(`kontakt@${HOST}`)}</div><div>CVR 38 21 64 09<br><a href="/privatlivspolitik">Privatlivspolitik</a><br><a href="/intranet">Medarbejderlogin</a></div><div><a href="https://www.linkedin.com/company/vesterholm-arkitekter">LinkedIn</a><br><a href="https://www.instagram.com/vesterholmarkitekter">Instagram</a></div></div></footer>` +
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64f0a1b2c3d4e5f601234567" type="text/javascript"></script><script src="https://cdn.prod.website-files.com/64f0a1b2c3d4e5f601234567/js/webflow.a1b2c3d4.js" type="text/javascript"></script>`,
  privacyPath: { da: '/privatlivspolitik', en: '/privatlivspolitik' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

type Person = { name: string; da: string; en: string; first: string; last: string; photo: string };
const PEOPLE: Person[] = [
  { name: 'Anne Vesterholm', da: 'Stiftende partner, arkitekt MAA', en: 'Founding Partner, Architect MAA', first: 'anne', last: 'vesterholm', photo: 'av' },
  { name: 'Mads Holm', da: 'Partner, kreativ direktør', en: 'Partner, Creative Director', first: 'mads', last: 'holm', photo: 'mh' },
  { name: 'Katrine Bech', da: 'Projektleder, arkitekt MAA', en: 'Project Manager, Architect MAA', first: 'katrine', last: 'bech', photo: 'kb' },
  { name: 'Emil Krogh', da: 'Bygningskonstruktør MAK', en: 'Architectural Technologist', first: 'emil', last: 'krogh', photo: 'ek' },
  { name: 'Sofie Lund', da: 'Landskabsarkitekt MDL', en: 'Landscape Architect', first: 'sofie', last: 'lund', photo: 'sl' },
  { name: 'Rasmus Winther', da: 'Arkitekt, computational design', en: 'Architect, Computational Design', first: 'rasmus', last: 'winther', photo: 'rw' },
  { name: 'Ida Kragh', da: 'Kontorchef', en: 'Office Manager', first: 'ida', last: 'kragh', photo: 'ik' },
];
const addr = (p: { first: string; last: string }) => `${p.first}.${p.last}@${HOST}`;

const item = (p: Person, lang: 'da' | 'en'): string =>
  `<div role="listitem" class="person-item w-dyn-item" vocab="https://schema.org/" typeof="Person"><img src="https://cdn.prod.website-files.com/64f0a1b2c3d4e5f601234567/650a${p.photo}_portrait.jpg" loading="lazy" alt="" class="person-photo">` +
  `<dl class="person-dl"><dt>${lang === 'da' ? 'Navn' : 'Name'}</dt><dd property="name">${esc(p.name)}</dd><dt>${lang === 'da' ? 'Stilling' : 'Position'}</dt><dd property="jobTitle">${esc(lang === 'da' ? p.da : p.en)}</dd><dt>E-mail</dt><dd><a href="mailto:${addr(p)}" property="email">${addr(p)}</a></dd></dl></div>`;

const HIRING = { name: 'Jonas Friis', title: 'partner', first: 'jonas', last: 'friis' };
const HIRING_SCRIPT = `document.getElementById('job-mail').innerHTML='<a href="mailto:'+String.fromCharCode(${charCodes(addr(HIRING))})+'">'+String.fromCharCode(${charCodes(addr(HIRING))})+'</a>';`;

export function vesterholmArkitekter(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = (da: string, en: string) => ({ da, en, 'x-default': da });

  pages['/'] = page({
    path: '/',
    title: 'Arkitektur med omtanke',
    lang: 'da',
    alternates: alt('/', '/en'),
    main: `<section class="hero"><h1 class="heading-xl">Arkitektur med omtanke for stedet</h1><p>Vi tegner boliger, skoler og kulturbyggeri i træ, tegl og genbrugte materialer – fra Christianshavn til Nordjylland.</p><a href="/projekter" class="button w-button">Se projekter</a></section>`,
  });
  pages['/projekter'] = page({ path: '/projekter', title: 'Projekter', lang: 'da', alternates: alt('/projekter', '/en/projects'), main: `<section><h1>Projekter</h1><div class="w-dyn-list"><div role="list" class="w-dyn-items"><div role="listitem" class="w-dyn-item"><h3>Bådehuset, Refshaleøen</h3><p>Foreningshus i CLT, 2024</p></div><div role="listitem" class="w-dyn-item"><h3>Løgstør Skole, ny indskoling</h3><p>Konkurrencevinder 2023</p></div></div></div></section>` });
  pages['/om-os'] = page({ path: '/om-os', title: 'Om os', lang: 'da', main: `<section><h1>Om os</h1><p>Tegnestuen blev grundlagt i 2009 af Anne Vesterholm og er i dag 22 medarbejdere: arkitekter, konstruktører og landskabsarkitekter. Vi er medlem af Danske Ark og arbejder efter DGNB-principper.</p><p><a href="/medarbejdere">Mød medarbejderne</a></p></section>` });
  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    lang: 'da',
    alternates: alt('/medarbejdere', '/en/people'),
    main: `<section><h1>Medarbejdere</h1><div class="w-dyn-list"><div role="list" class="people-grid w-dyn-items">${PEOPLE.map((p) => item(p, 'da')).join('')}</div></div></section>`,
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'da',
    alternates: alt('/kontakt', '/en/contact'),
    main:
      `<section><h1>Kontakt</h1><p>Overgaden Neden Vandet 17, 1414 København K · ${tel('+45 32 54 71 90')} · ${mailto(`kontakt@${HOST}`)}</p>` +
      `<p>Alle medarbejdere kan skrives til på fornavn.efternavn@vesterholm-arkitekter.test.</p>` +
      `<h2>Partnere</h2><p>Stiftende partner: Anne Vesterholm, ${mailto(addr(PEOPLE[0]!))}<br>Partner og kreativ direktør: Mads Holm, ${mailto(addr(PEOPLE[1]!))}<br>Partner: Jonas Friis, ${tel('+45 32 54 71 93')}</p></section>`,
  });
  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    lang: 'da',
    main:
      `<section><h1>Karriere</h1><h2>Vi søger en computational designer</h2><p>Du kender Rhino, Grasshopper og Python, og du har lyst til at bygge videre på vores åbne værktøjer: <code>git clone git@github.com:vesterholm/timber-frame-tools.git</code></p>` +
      `<p>Send ansøgning og portfolio senest 1. december. Spørgsmål til stillingen besvares af partner Jonas Friis: <span id="job-mail">[aktivér JavaScript for at se e-mailadressen]</span></p><script>${HIRING_SCRIPT}</script></section>`,
  });
  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    lang: 'da',
    main: `<section><h1>Presse</h1><p>Pressefotos kan frit bruges med kreditering. Pressekontakt: Peter Nygaard, kommunikationsansvarlig, ${tel('+45 32 54 71 98')}, ${mailto(`peter.nygaard@${HOST}`)}</p></section>`,
  });
  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', lang: 'da', main: `<section><h1>Privatlivspolitik</h1><p>Dataansvarlig: Vesterholm Arkitekter A/S, ${mailto(`kontakt@${HOST}`)}.</p></section>` });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', lang: 'da', main: `<section><h1>Medarbejderlogin</h1><p>Problemer med login? Skriv til ${mailto(`it@${HOST}`)}.</p></section>` });

  pages['/en'] = page({ path: '/en', title: 'Architecture with care', lang: 'en', alternates: alt('/', '/en'), main: `<section class="hero"><h1 class="heading-xl">Architecture with care for the place</h1><p>Housing, schools and cultural buildings in timber, brick and reclaimed materials.</p><a href="/en/people" class="button w-button">Meet the people</a></section>` });
  pages['/en/projects'] = page({ path: '/en/projects', title: 'Projects', lang: 'en', alternates: alt('/projekter', '/en/projects'), main: `<section><h1>Projects</h1><p>The Boathouse, Refshaleøen (2024); Løgstør School (competition win, 2023).</p></section>` });
  pages['/en/people'] = page({
    path: '/en/people',
    title: 'People',
    lang: 'en',
    alternates: alt('/medarbejdere', '/en/people'),
    main: `<section><h1>People</h1><div class="w-dyn-list"><div role="list" class="people-grid w-dyn-items">${PEOPLE.map((p) => item(p, 'en')).join('')}</div></div></section>`,
  });
  pages['/en/contact'] = page({ path: '/en/contact', title: 'Contact', lang: 'en', alternates: alt('/kontakt', '/en/contact'), main: `<section><h1>Contact</h1><p>Overgaden Neden Vandet 17, DK-1414 Copenhagen K · ${tel('+45 32 54 71 90')} · ${mailto(`kontakt@${HOST}`)}</p></section>` });

  const daPages = ['/', '/projekter', '/om-os', '/medarbejdere', '/karriere', '/kontakt', '/presse', '/privatlivspolitik'];
  pages['/sitemap-da.xml'] = xmlPage(urlset(HOST, daPages, '2025-04-02'));
  pages['/sitemap-en.xml'] = xmlPage(urlset(HOST, ['/en', '/en/projects', '/en/people', '/en/contact'], '2025-04-02'));

  const personCases = (p: Person): CaseKind[] => [
    'definition-list',
    'rdfa',
    'plain',
    'link-non-english',
    'hreflang',
    ...(p.first === 'anne' || p.first === 'mads' ? (['title-name-line'] as CaseKind[]) : []),
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-da.xml', '/sitemap-en.xml'], '2025-04-02'),
      pages,
      headers: { Server: 'cloudflare', 'x-wf-region': 'eu-west-1', 'x-cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-36',
      languages: ['da', 'en'],
      addresses: [
        { address: `kontakt@${HOST}`, name: null, title: null, pages: ['/kontakt', '/en/contact'], cases: ['role', 'plain'] },
        ...PEOPLE.map((p) => ({
          address: addr(p),
          name: p.name,
          title: p.da,
          titleAlternatives: [p.en, ...(p.first === 'mads' ? ['Partner og kreativ direktør'] : [])],
          pages: p.first === 'anne' || p.first === 'mads' ? ['/medarbejdere', '/en/people', '/kontakt'] : ['/medarbejdere', '/en/people'],
          cases: personCases(p),
        })),
        {
          address: addr(HIRING),
          name: HIRING.name,
          title: HIRING.title,
          pages: ['/karriere'],
          encoded: { kind: 'script', text: HIRING_SCRIPT },
          cases: ['prose', 'script-charcode', 'link-non-english'],
        },
        { address: `peter.nygaard@${HOST}`, name: 'Peter Nygaard', title: 'kommunikationsansvarlig', pages: ['/presse'], cases: ['label-line', 'plain', 'sitemap-index'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: 'fornavn.efternavn@vesterholm-arkitekter.test' },
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: 'fornavn.efternavn@vesterholm-arkitekter.test', kind: 'scheme' },
        { text: `it@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:vesterholm/timber-frame-tools.git', kind: 'git' },
      ],
    },
  };
}
