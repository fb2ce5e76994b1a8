/**
 * Fjordsymfonien: a Bergen symphony orchestra's administration on Drupal, in Norwegian (bokmål)
 * with an English contact page. The administration as a table two links from home, the press
 * officer in RDFa, press releases listed only in a gzip sitemap under a sitemap index that
 * robots.txt names at a non-default path, and "Stilling: Navn" lines in English.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fjordsymfonien.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Fjordsymfonien',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    `<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3v7Yb1x2kP.css?delta=0&amp;language=nb&amp;theme=fjord&amp;include=eJxlj0EO">`,
  ],
  header: (p) =>
    p.lang === 'en'
      ? `<header role="banner"><div class="region region-header"><a href="/en" rel="home" class="site-logo">Fjordsymfonien</a><nav role="navigation"><ul class="menu"><li><a href="/en">Home</a></li><li><a href="/en/contact">Contact</a></li><li><a href="/">Norsk</a></li></ul></nav></div></header>`
      : `<header role="banner"><div class="region region-header"><a href="/" rel="home" class="site-logo">Fjordsymfonien</a><nav role="navigation" aria-labelledby="block-fjord-main-menu"><ul class="menu menu--main"><li class="menu-item"><a href="/konserter">Konserter</a></li><li class="menu-item"><a href="/om-oss">Om oss</a></li><li class="menu-item"><a href="/presse">Presse</a></li><li class="menu-item"><a href="/billetter">Billetter</a></li><li class="menu-item"><a href="/en">English</a></li></ul></nav></div></header>`,
  footer: () =>
    `<footer role="contentinfo"><div class="region region-footer"><p>Fjordsymfonien · Grieghallen, Edvard Griegs plass 1, 5015 Bergen · Org.nr. 971 234 556</p><p><a href="/personvern">Personvern</a> · <a href="/intranett">Intranett for musikere</a></p></div></footer>`,
  privacyPath: { no: '/personvern', nb: '/personvern', en: '/personvern' },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/jquery@3.7.1/dist/jquery.min.js"></script>', '<script src="/core/misc/drupal.js?v=10.2.6"></script>'],
};
const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'nb' });
const node = (html: string): string => `<article class="node node--type-page"><div class="field field--name-body field--type-text-with-summary">${html}</div></article>`;

type Row = { name: string; title: string; local: string; phone: string };
const ADMIN: Row[] = [
  { name: 'Ingrid Solheim', title: 'Administrerende direktør', local: 'ingrid.solheim', phone: '55 21 62 01' },
  { name: 'Eirik Haugland', title: 'Orkestersjef', local: 'eirik.haugland', phone: '55 21 62 10' },
  { name: 'Torbjørn Vik', title: 'Økonomi- og administrasjonssjef', local: 'torbjorn.vik', phone: '55 21 62 04' },
  { name: 'Silje Berge', title: 'Produsent', local: 'silje.berge', phone: '55 21 62 17' },
  { name: 'Marte Hovland', title: 'Markedssjef', local: 'marte.hovland', phone: '55 21 62 22' },
  { name: 'Åsmund Rygg', title: 'Notearkivar', local: 'asmund.rygg', phone: '55 21 62 31' },
];

export function fjordsymfonien(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Symfoniorkester i Bergen',
    alternates: { nb: '/', en: '/en' },
    main: node(`<h1>Sesongen 2025/26</h1><p>Åpningskonsert i Grieghallen 4. september med Sibelius' femte og Griegs klaverkonsert. Sesongkort er i salg nå.</p><p><a href="/konserter">Se hele programmet</a></p>`),
  });
  pages['/konserter'] = page({ path: '/konserter', title: 'Konserter', main: node(`<h1>Konserter</h1><ul><li>4.9. Sesongåpning</li><li>18.9. Familiekonsert: Peer Gynt for de minste</li><li>2.10. Bruckner 7</li></ul>`) });
  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main: node(`<h1>Om oss</h1><p>Fjordsymfonien har 68 fast ansatte musikere og en administrasjon på fjorten personer.</p><ul><li><a href="/om-oss/administrasjonen">Administrasjonen</a></li><li><a href="/om-oss/styret">Styret</a></li></ul>`),
  });
  pages['/om-oss/administrasjonen'] = page({
    path: '/om-oss/administrasjonen',
    title: 'Administrasjonen',
    main: node(
      `<h1>Administrasjonen</h1><table class="views-table cols-4"><thead><tr><th>Navn</th><th>Stilling</th><th>Telefon</th><th>E-post</th></tr></thead><tbody>` +
        ADMIN.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.title)}</td><td>${tel(r.phone)}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });
  pages['/om-oss/styret'] = page({ path: '/om-oss/styret', title: 'Styret', main: node(`<h1>Styret</h1><p>Styreleder: Bente Aarskog. Styremedlemmer: Per Ivar Nes, Hilde Bjørke, Jon Sæther (ansattes representant).</p>`) });
  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    main: node(
      `<h1>Presse</h1><p>Pressebilder i høy oppløsning finner du i vår bildebank.</p>` +
        `<div vocab="https://schema.org/" typeof="Person" class="presse-kontakt"><p><span property="name">Kari Lunde</span><br><span property="jobTitle">Kommunikasjonsrådgiver</span><br><a href="mailto:kari.lunde@${HOST}" property="email">kari.lunde@${HOST}</a> · ${tel('926 44 081')}</p></div>`,
    ),
  });
  pages['/presse/sesongapning-2025'] = page({
    path: '/presse/sesongapning-2025',
    title: 'Pressemelding: Sesongåpning 2025',
    main: node(
      `<h1>Fjordsymfonien åpner sesongen med Sibelius</h1><p>Sjefdirigent Annika Strand leder åpningskonserten 4. september.</p><p><strong>Kontakt:</strong> Lars Ødegaard, kunstnerisk planlegger, ${tel('55 21 62 15')}, ${mailto(`lars.odegaard@${HOST}`)}</p>`,
    ),
  });
  pages['/billetter'] = page({ path: '/billetter', title: 'Billetter', main: node(`<h1>Billetter</h1><p>Billettkontoret i Grieghallen er åpent hverdager 10–16. Gruppebestillinger: ${mailto(`billett@${HOST}`)}</p>`) });
  pages['/en'] = page({
    path: '/en',
    title: 'Symphony orchestra in Bergen',
    lang: 'en',
    alternates: { nb: '/', en: '/en' },
    main: node(`<h1>Fjordsymfonien</h1><p>A full symphony orchestra resident at the Grieg Hall in Bergen since 1979.</p><p><a href="/en/contact">Contact the administration</a></p>`),
  });
  pages['/en/contact'] = page({
    path: '/en/contact',
    title: 'Contact',
    lang: 'en',
    main: node(
      `<h1>Contact</h1><p>Orchestra Manager: Eirik Haugland, ${mailto(`eirik.haugland@${HOST}`)}</p><p>Artist Liaison &amp; Touring: Nora Dahl, ${mailto(`nora.dahl@${HOST}`)}</p><p>Chief Executive: Ingrid Solheim, ${mailto(`ingrid.solheim@${HOST}`)}</p>`,
    ),
  });
  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: node(`<h1>Personvernerklæring</h1><p>Fjordsymfonien er behandlingsansvarlig for personopplysninger om billettkjøpere.</p>`) });
  pages['/intranett'] = page({ path: '/intranett', title: 'Intranett', main: node(`<p>Vaktlister og prøveplaner. Brukerstøtte: ${mailto(`it@${HOST}`)}</p>`) });

  const index = sitemapIndex(HOST, ['/sitemaps/sider.xml', '/sitemaps/presse.xml.gz'], '2025-08-20');
  pages['/sitemaps/index.xml'] = xmlPage(index);
  pages['/sitemaps/sider.xml'] = xmlPage(urlset(HOST, ['/', '/konserter', '/om-oss', '/om-oss/administrasjonen', '/presse', '/billetter', '/en', '/en/contact'], '2025-08-20'));
  pages['/sitemaps/presse.xml.gz'] = gzipXmlPage(urlset(HOST, ['/presse/sesongapning-2025'], '2025-08-20'));

  const ln: CaseKind = 'link-non-english';
  const table = (r: Row, extra: Partial<{ alt: string[]; pages: string[]; cases: CaseKind[] }> = {}) => ({
    address: `${r.local}@${HOST}`,
    name: r.name,
    title: r.title,
    ...(extra.alt ? { titleAlternatives: extra.alt } : {}),
    pages: ['/om-oss/administrasjonen', ...(extra.pages ?? [])],
    cases: ['table', 'deep-page', 'plain', ln, ...(extra.cases ?? [])] as CaseKind[],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranett\nDisallow: /user/\nDisallow: /admin/\n\nSitemap: ${ORIGIN}/sitemaps/index.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-89',
      languages: ['no', 'en'],
      addresses: [
        table(ADMIN[0]!, { alt: ['Chief Executive'], pages: ['/en/contact'], cases: ['title-name-line'] }),
        table(ADMIN[1]!, { alt: ['Orchestra Manager'], pages: ['/en/contact'], cases: ['title-name-line'] }),
        table(ADMIN[2]!),
        table(ADMIN[3]!),
        table(ADMIN[4]!),
        table(ADMIN[5]!),
        { address: `kari.lunde@${HOST}`, name: 'Kari Lunde', title: 'Kommunikasjonsrådgiver', pages: ['/presse'], cases: ['rdfa', 'card', 'plain', ln] },
        { address: `lars.odegaard@${HOST}`, name: 'Lars Ødegaard', title: 'kunstnerisk planlegger', pages: ['/presse/sesongapning-2025'], cases: ['label-line', 'sitemap-gzip', 'sitemap-index', 'sitemap-robots', 'plain'] },
        { address: `billett@${HOST}`, name: null, title: null, pages: ['/billetter'], cases: ['role', 'plain', ln] },
        { address: `nora.dahl@${HOST}`, name: 'Nora Dahl', title: 'Artist Liaison & Touring', pages: ['/en/contact'], cases: ['title-name-line', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranett'],
      nonAddresses: [
        { text: `it@${HOST}`, kind: 'disallowed' },
        { text: 'jquery@3.7.1', kind: 'package' },
      ],
    },
  };
}
