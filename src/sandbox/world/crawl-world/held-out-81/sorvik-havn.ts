/**
 * Sørvik havn KF: a municipal harbour authority on the west coast of Norway, on TYPO3, in bokmål.
 * Staff as a definition list (one address from String.fromCharCode), the duty officer on a vCard
 * block in RDFa, the emergency-preparedness page listed only in the sitemap robots.txt names at a
 * path of its own ("Beredskapsansvarlig: Name"). Trap: the intranet (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'sorvik-havn.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/om-havnevesenet', 'Om havnevesenet'],
  ['/anlop-og-kaiplass', 'Anløp og kaiplass'],
  ['/ansatte', 'Ansatte'],
  ['/kontakt', 'Kontakt oss'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Sørvik havn KF',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5c1e9a3f0b7d2e4a8f6c1b9d0e3a7f52-min.css.gz?1711629810" media="all">',
  ],
  header: () =>
    `<header class="page-header"><div class="container"><a class="navbar-brand" href="/"><img src="/fileadmin/templates/img/sorvik-havn-logo.svg" alt="Sørvik havn KF" height="56"></a><nav class="navbar-nav mainnav"><ul>${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="page-footer"><div class="container"><div class="frame frame-default frame-type-text"><p>Sørvik havn KF · Kaivegen 2, 6090 Sørvik · Org.nr. 987 654 321<br>Sentralbord ${tel('+47 70 12 45 00')} · ${mailto(`post@${HOST}`)}</p><p>Havnevakt VHF kanal 12 – døgnbemannet</p><p><a href="/intranett">Intranett</a> · <a href="/personvern">Personvern</a></p></div></div></footer>`,
  privacyPath: { no: '/personvern' },
  bodyEnd: ['<script src="/typo3temp/assets/compressed/merged-0d4e7f3a9b2c1e8f5a6d7c0b4e9f1a23-min.js.gz?1711629810"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'no' });
const ce = (html: string, id: number): string => `<div id="c${id}" class="frame frame-default frame-type-textmedia frame-layout-0"><div class="ce-bodytext">${html}</div></div>`;

const ESPEN_CODES = charCodes(`espen.haugland@${HOST}`);

type Ansatt = { name: string; title: string; local: string; phone: string; charcode?: boolean };
const ANSATTE: Ansatt[] = [
  { name: 'Kari Solheim', title: 'havnedirektør', local: 'kari.solheim', phone: '+47 70 12 45 01' },
  { name: 'Espen Haugland', title: 'havnesjef, drift og trafikk', local: 'espen.haugland', phone: '+47 70 12 45 10', charcode: true },
  { name: 'Ingrid Myhre', title: 'økonomi- og administrasjonssjef', local: 'ingrid.myhre', phone: '+47 70 12 45 02' },
  { name: 'Trond Vik', title: 'havnebetjent', local: 'trond.vik', phone: '+47 913 44 201' },
  { name: 'Sigrid Aasen', title: 'HMS- og sikkerhetsrådgiver (ISPS)', local: 'sigrid.aasen', phone: '+47 70 12 45 07' },
  { name: 'Hilde Berge', title: 'fakturaansvarlig, havneavgifter', local: 'hilde.berge', phone: '+47 70 12 45 04' },
];

const dd = (a: Ansatt): string =>
  `${esc(a.title)}<br>Tlf. ${tel(a.phone)}<br>${a.charcode ? `<script>document.write('<a href="mailto:' + String.fromCharCode(${ESPEN_CODES}) + '">' + String.fromCharCode(${ESPEN_CODES}) + '</a>');</script>` : mailto(`${a.local}@${HOST}`)}`;

export function sorvikHavn(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Havnen i Sørvik',
    main: ce(`<h1>Velkommen til Sørvik havn</h1><p>Sørvik havn KF forvalter kommunens kaier, gjestehavn og fiskerihavn. Vi tar imot rundt 1 800 anløp i året, fra brønnbåter til cruiseskip.</p><p><a href="/anlop-og-kaiplass">Melde anløp</a></p>`, 101),
  });
  pages['/om-havnevesenet'] = page({
    path: '/om-havnevesenet',
    title: 'Om havnevesenet',
    main: ce(`<h1>Om havnevesenet</h1><p>Havnevesenet er et kommunalt foretak organisert etter kommuneloven, med eget styre oppnevnt av kommunestyret. Havnedirektøren leder den daglige driften.</p>`, 110),
  });
  pages['/anlop-og-kaiplass'] = page({
    path: '/anlop-og-kaiplass',
    title: 'Anløp og kaiplass',
    main: ce(`<h1>Anløp og kaiplass</h1><p>Anløp meldes i SafeSeaNet minst 24 timer før ankomst. Kaiplass tildeles av havnevakten. Gjeldende priser finner du i havneregulativet for 2025.</p>`, 120),
  });
  pages['/ansatte'] = page({
    path: '/ansatte',
    title: 'Ansatte',
    main: ce(`<h1>Ansatte</h1><dl class="ansatte">${ANSATTE.map((a) => `<dt>${esc(a.name)}</dt><dd>${dd(a)}</dd>`).join('')}</dl>`, 130),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt oss',
    main: ce(
      `<h1>Kontakt oss</h1><p>Generelle henvendelser: ${mailto(`post@${HOST}`)}</p>` +
        `<div vocab="http://schema.org/" typeof="Person" class="vcard"><p><strong property="name">Geir Lunde</strong>, <span property="jobTitle">trafikkoordinator</span><br>Havnevakta, Kaivegen 2<br>Tlf. <span property="telephone">+47 70 12 45 12</span><br>E-post: <a property="email" href="mailto:geir.lunde@${HOST}">geir.lunde@${HOST}</a></p></div>`,
      140,
    ),
  });
  pages['/beredskap'] = page({
    path: '/beredskap',
    title: 'Beredskap',
    main: ce(`<h1>Beredskap og akutt forurensning</h1><p>Ved oljeutslipp i havneområdet: ring havnevakten på VHF 12 eller ${tel('+47 70 12 45 99')}.</p><p>Beredskapsansvarlig: Ola Bakken, ${mailto(`ola.bakken@${HOST}`)}</p>`, 150),
  });
  pages['/intranett'] = page({ path: '/intranett', title: 'Intranett', main: ce(`<h1>Intranett</h1><p>Vaktlister og avvik. Tilgang: ${mailto(`vaktliste@${HOST}`)}</p>`, 160) });
  pages['/personvern'] = page({ path: '/personvern', title: 'Personvern', main: ce(`<h1>Personvernerklæring</h1><p>Behandlingsansvarlig er Sørvik havn KF ved havnedirektøren.</p>`, 170) });
  pages['/sitemaps/sorvik-havn.xml'] = xmlPage(urlset(HOST, ['/', '/om-havnevesenet', '/anlop-og-kaiplass', '/ansatte', '/kontakt', '/beredskap', '/personvern']));

  const ln: CaseKind = 'link-non-english';
  const dl = (a: Ansatt): { address: string; name: string; title: string; pages: string[]; cases: CaseKind[]; encoded?: { kind: 'charcodes'; text: string } } =>
    a.charcode
      ? { address: `${a.local}@${HOST}`, name: a.name, title: a.title, pages: ['/ansatte'], encoded: { kind: 'charcodes', text: ESPEN_CODES }, cases: ['definition-list', 'script-charcode', ln] }
      : { address: `${a.local}@${HOST}`, name: a.name, title: a.title, pages: ['/ansatte'], cases: ['definition-list', 'plain', ln] };
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /intranett\n\nSitemap: ${ORIGIN}/sitemaps/sorvik-havn.xml\n`,
      pages,
      headers: { Server: 'Apache/2.4.57', 'X-TYPO3-Parsetime': '41ms' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-81',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        ...ANSATTE.map(dl),
        { address: `geir.lunde@${HOST}`, name: 'Geir Lunde', title: 'trafikkoordinator', pages: ['/kontakt'], cases: ['rdfa', 'name-title-line', 'plain', ln] },
        { address: `ola.bakken@${HOST}`, name: 'Ola Bakken', title: 'Beredskapsansvarlig', pages: ['/beredskap'], cases: ['title-name-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranett'],
      nonAddresses: [{ text: `vaktliste@${HOST}`, kind: 'disallowed' }],
    },
  };
}
