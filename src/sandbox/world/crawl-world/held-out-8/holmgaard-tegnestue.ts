/**
 * Holmgaard Tegnestue: a small architecture office in Aarhus, Danish with an English home reached
 * through the hreflang alternates and a commissions page under it. A Craft-CMS-like site: the
 * staff as RDFa cards with initials addresses (one with a Danish degree after the name), a model
 * maker and a cartographer among them, the press address beside a photographer's credit, the
 * jobs address written by a "protect e-mail" document.write snippet on a careers page that
 * states the initials scheme, and a project archive robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'holmgaard-tegnestue.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'fe@holmgaard-tegnestue.test';
const HOMES = { da: '/', en: '/en' };
const ASSETS = '/assets/images';

const MENU = {
  da: [
    ['/', 'Forside'],
    ['/projekter', 'Projekter'],
    ['/tegnestuen', 'Tegnestuen'],
    ['/medarbejdere', 'Medarbejdere'],
    ['/kontakt', 'Kontakt'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/commissions', 'Commissions'],
    ['/', 'Dansk'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Holmgaard Tegnestue',
  head: ['<meta name="generator" content="Craft CMS">', '<link rel="stylesheet" href="/dist/css/app.3f9c21.css">'],
  header: (page) =>
    `<header class="site-header"><a class="logo" href="${page.lang === 'en' ? '/en' : '/'}">HOLMGAARD<span>TEGNESTUE</span></a>\n` +
    `<nav class="nav"><ul>${MENU[page.lang === 'en' ? 'en' : 'da'].map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (page) =>
    `<footer class="site-footer"><p>Holmgaard Tegnestue ApS · Mejlgade 48, 8000 Aarhus C · CVR 38123456</p>` +
    (page.lang === 'en' ? '' : `<p><a href="/job">Job</a> · <a href="/privatlivspolitik">Privatlivspolitik</a> · <a href="/arkiv">Projektarkiv</a></p>`) +
    `</footer>`,
  privacyPath: { da: '/privatlivspolitik', en: '/privatlivspolitik' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const wrap = (html: string) => `<div class="container">${html}</div>`;

const STAFF: { name: string; shown: string; role: string; address: string }[] = [
  { name: 'Mette Holmgaard', shown: 'Mette Holmgaard', role: 'Partner og stifter, arkitekt MAA', address: 'mh@holmgaard-tegnestue.test' },
  { name: 'Jesper Lund', shown: 'Jesper Lund, cand.arch.', role: 'Landskabsarkitekt', address: 'jl@holmgaard-tegnestue.test' },
  { name: 'Sofie Bech', shown: 'Sofie Bech', role: 'Modelbygger', address: 'sb@holmgaard-tegnestue.test' },
  { name: 'Anders Friis', shown: 'Anders Friis', role: 'Bygningskonstruktør og byggeleder', address: 'af@holmgaard-tegnestue.test' },
  { name: 'Ida Vinther', shown: 'Ida Vinther', role: 'Kartograf, ansvarlig for GIS og kortgrundlag', address: 'iv@holmgaard-tegnestue.test' },
];

const JOB_SNIPPET =
  `<script type="text/javascript">\n` +
  `  var prefix = 'ma' + 'il' + 'to';\n` +
  `  var path = 'hr' + 'ef' + '=';\n` +
  `  var addy = 'job' + '@';\n` +
  `  addy = addy + 'holmgaard-tegnestue' + '.' + 'test';\n` +
  `  document.write('<a ' + path + '\\'' + prefix + ':' + addy + '\\'>');\n` +
  `  document.write(addy);\n` +
  `  document.write('<\\/a>');\n` +
  `</script><noscript>Denne e-mailadresse er beskyttet mod spambots. Du skal have JavaScript aktiveret for at vise den.</noscript>`;

export function holmgaardTegnestue(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Arkitektur med sted og materiale',
    lang: 'da',
    alternates: HOMES,
    main: wrap(`<h1>Arkitektur med sted og materiale</h1><p>Vi tegner boliger, kulturbygninger og landskaber i Østjylland – med tegl, træ og respekt for det, der står der i forvejen.</p>`),
  });

  pages['/projekter'] = page({
    path: '/projekter',
    title: 'Projekter',
    lang: 'da',
    main: wrap(
      `<h2>Projekter</h2><ul class="projects"><li>Bådhuset i Egå (2023)</li><li>Ombygning af Mejlgade Skole (2022)</li><li>Landskabsplan for Moesgaard Strand (2021)</li></ul>` +
        `<p><img src="${ASSETS}/badhuset-egaa.jpg" alt="Bådhuset i Egå"></p>`,
    ),
  });

  pages['/tegnestuen'] = page({
    path: '/tegnestuen',
    title: 'Tegnestuen',
    lang: 'da',
    main: wrap(`<h2>Tegnestuen</h2><p>Mette Holmgaard grundlagde tegnestuen i 2011 efter ti år hos en af de store københavnske tegnestuer. I dag er vi elleve, og vi bygger stadig alle vores modeller i hånden i værkstedet i kælderen.</p>`),
  });

  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    lang: 'da',
    main: wrap(
      `<h2>Medarbejdere</h2><div class="people" vocab="https://schema.org/" typeof="Organization"><meta property="name" content="Holmgaard Tegnestue ApS">\n` +
        STAFF.map(
          (s) =>
            `<div class="person" property="employee" typeof="Person"><img src="${ASSETS}/${s.address.slice(0, 2)}.jpg" alt=""><meta property="name" content="${esc(s.name)}"><h3>${esc(s.shown)}</h3>` +
            `<p property="jobTitle">${esc(s.role)}</p><p><a property="email" href="mailto:${s.address}">${s.address}</a></p></div>`,
        ).join('\n') +
        `\n</div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'da',
    main: wrap(
      `<h2>Kontakt</h2><p>Mejlgade 48, 8000 Aarhus C<br>Telefon 86 12 34 56</p><p>Skriv til tegnestuen: ${mailto('kontakt@holmgaard-tegnestue.test')}</p>` +
        `<p class="press"><img src="${ASSETS}/mejlgade-facade.jpg" alt="Facaden i Mejlgade"><br>Foto: Niels Brandt. Pressefotos og -henvendelser: ${mailto('presse@holmgaard-tegnestue.test')}</p>`,
    ),
  });

  pages['/job'] = page({
    path: '/job',
    title: 'Job',
    lang: 'da',
    main: wrap(
      `<h2>Job hos Holmgaard Tegnestue</h2><p>Vi søger en arkitekt med 3–5 års erfaring og lyst til tegl og træ. Send ansøgning og portefølje (max 10 MB) til ${JOB_SNIPPET}</p>` +
        `<p>Alle medarbejdere kan i øvrigt skrives til på deres initialer: ${SCHEME} (f = fornavn, e = efternavn).</p>`,
    ),
  });

  pages['/privatlivspolitik'] = page({
    path: '/privatlivspolitik',
    title: 'Privatlivspolitik',
    lang: 'da',
    main: wrap(`<h2>Privatlivspolitik</h2><p>Holmgaard Tegnestue ApS er dataansvarlig. Henvendelser om dine oplysninger: ${mailto('kontakt@holmgaard-tegnestue.test')}.</p>`),
  });

  pages['/arkiv'] = page({
    path: '/arkiv',
    title: 'Projektarkiv',
    lang: 'da',
    main: wrap(`<h2>Projektarkiv</h2><p>Tegninger til bygherrer og rådgivere. Adgang: ${mailto('arkiv@holmgaard-tegnestue.test')}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Architecture of place and material',
    lang: 'en',
    alternates: HOMES,
    main: wrap(`<h1>Architecture of place and material</h1><p>Housing, cultural buildings and landscapes in eastern Jutland. We take on a few <a href="/en/commissions">commissions</a> abroad each year.</p>`),
  });

  pages['/en/commissions'] = page({
    path: '/en/commissions',
    title: 'Commissions',
    lang: 'en',
    main: wrap(`<h2>Commissions and competitions</h2><p>Karen Holm, project director, ${mailto('kh@holmgaard-tegnestue.test')} – competitions, international clients and collaborations.</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /admin\nDisallow: /arkiv\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/projekter', '/tegnestuen', '/medarbejdere', '/kontakt', '/job', '/privatlivspolitik', '/en', '/en/commissions'], '2025-04-07'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'Craft CMS' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-8',
      languages: ['da', 'en'],
      addresses: [
        {
          address: 'mh@holmgaard-tegnestue.test',
          name: 'Mette Holmgaard',
          title: 'Partner og stifter, arkitekt MAA',
          titleAlternatives: ['Partner og stifter', 'Partner', 'arkitekt MAA'],
          pages: ['/medarbejdere'],
          cases: ['rdfa', 'card', 'plain', 'link-non-english'],
        },
        { address: 'jl@holmgaard-tegnestue.test', name: 'Jesper Lund', title: 'Landskabsarkitekt', pages: ['/medarbejdere'], cases: ['rdfa', 'card', 'post-nominal', 'plain', 'link-non-english'] },
        { address: 'sb@holmgaard-tegnestue.test', name: 'Sofie Bech', title: 'Modelbygger', pages: ['/medarbejdere'], cases: ['rdfa', 'card', 'plain', 'link-non-english'] },
        {
          address: 'af@holmgaard-tegnestue.test',
          name: 'Anders Friis',
          title: 'Bygningskonstruktør og byggeleder',
          titleAlternatives: ['Bygningskonstruktør'],
          pages: ['/medarbejdere'],
          cases: ['rdfa', 'card', 'plain', 'link-non-english'],
        },
        {
          address: 'iv@holmgaard-tegnestue.test',
          name: 'Ida Vinther',
          title: 'Kartograf, ansvarlig for GIS og kortgrundlag',
          titleAlternatives: ['Kartograf'],
          pages: ['/medarbejdere'],
          cases: ['rdfa', 'card', 'plain', 'link-non-english'],
        },
        {
          address: 'kh@holmgaard-tegnestue.test',
          name: 'Karen Holm',
          title: 'project director',
          pages: ['/en/commissions'],
          cases: ['hreflang', 'deep-page', 'link-english-unlisted', 'name-title-line', 'plain'],
        },
        { address: 'kontakt@holmgaard-tegnestue.test', name: null, title: null, pages: ['/kontakt', '/privatlivspolitik'], cases: ['role', 'plain'] },
        { address: 'presse@holmgaard-tegnestue.test', name: null, title: null, pages: ['/kontakt'], cases: ['neighbour', 'role', 'plain'] },
        {
          address: 'job@holmgaard-tegnestue.test',
          name: null,
          title: null,
          pages: ['/job'],
          encoded: { kind: 'script', text: JOB_SNIPPET },
          cases: ['script-protect', 'role', 'link-non-english'],
        },
      ],
      pattern: '{f}{l}',
      statedPattern: { page: '/job', text: SCHEME },
      disallowed: ['/arkiv'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'arkiv@holmgaard-tegnestue.test', kind: 'disallowed' },
      ],
    },
  };
}
