/**
 * Fjordby Musikskole: a municipal music school on TYPO3, in Danish. The staff page as a definition
 * list, addresses in TYPO3's "(at)"/"(dot)" substitution; the contact page in running text; the
 * waiting-list page only in the sitemap robots.txt names at TYPO3's path. The teachers' login area
 * is disallowed; a git URL for the shared sheet-music archive is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fjordby-musikskole.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `<a href="#" data-mailto-token="nbjmup+${local}" data-mailto-vector="1">${local}(at)fjordby-musikskole(dot)test</a>`;

const MENU: [string, string][] = [
  ['/undervisning', 'Undervisning'],
  ['/om-skolen/medarbejdere', 'Medarbejdere'],
  ['/kontakt', 'Kontakt'],
  ['/laererintra', 'Lærerintra'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fjordby Musikskole',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4b1f0e9d2a6c-min.css?1708531200" media="all">',
    '<script src="/typo3conf/ext/fjordby_sitepackage/Resources/Public/JavaScript/main.min.js?1708531200"></script>',
  ],
  header: () =>
    `<div class="page-header"><div class="container"><a class="navbar-brand" href="/"><img src="/fileadmin/fjordby/logo/fjordby-kommune-musikskole.svg" alt="Fjordby Kommune – Musikskolen" height="56"></a>` +
    `<ul class="nav navbar-nav">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link" href="${h}/">${esc(l)}</a></li>`).join('')}</ul></div></div>`,
  footer: () =>
    `<footer class="section section-footer"><div class="container"><p>Fjordby Musikskole · Havnegade 22 · 4600 Fjordby · ${tel('56 67 41 00')} · ${at('musikskolen')}</p><p>Musikskolen er en del af Fjordby Kommune, Kultur og Fritid.</p></div></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
};
const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'da' });
const ce = (h: string): string => `<div id="c${h.length % 997}" class="frame frame-default frame-type-text"><div class="ce-bodytext">${h}</div></div>`;

type Staff = { name: string; title: string; local: string };
const STAFF: Staff[] = [
  { name: 'Henrik Mortensen', title: 'Musikskoleleder', local: 'henrik' },
  { name: 'Mette Holm', title: 'Souschef og rytmisk koordinator', local: 'mette' },
  { name: 'Lars Bruun', title: 'Klaverlærer', local: 'lars' },
  { name: 'Camilla Vestergaard', title: 'Sanglærer og korleder (Fjordby Pigekor)', local: 'camilla' },
  { name: 'Jonas Krogh', title: 'Underviser i guitar og el-bas', local: 'jonas' },
  { name: 'Anders Lund', title: 'Administrativ medarbejder', local: 'anders' },
];

export function fjordbyMusikskole(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Forside',
    main: ce(`<h1>Velkommen til Fjordby Musikskole</h1><p>Vi underviser ca. 650 børn og unge mellem 3 og 25 år i sang, instrumenter og sammenspil – på skolen i Havnegade og ude på byens folkeskoler.</p><p><a href="/undervisning/">Se hvad vi tilbyder</a></p>`),
  });
  pages['/undervisning'] = page({ path: '/undervisning', title: 'Undervisning', main: ce('<h1>Undervisning</h1><p>Soloundervisning, holdundervisning, babysang, kor og orkester. Prisen for soloundervisning er 2.150 kr. pr. sæson; der gives søskenderabat.</p>') });
  pages['/om-skolen/medarbejdere'] = page({
    path: '/om-skolen/medarbejdere',
    title: 'Medarbejdere',
    main: ce(`<h1>Medarbejdere</h1><p>Her finder du ledelse, administration og et udvalg af vores lærere.</p><dl class="staff-list">${STAFF.map((s) => `<dt>${esc(s.name)}</dt><dd>${esc(s.title)}</dd><dd>${at(s.local)}</dd>`).join('')}</dl>`),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: ce(
      `<h1>Kontakt</h1><p>Kontoret er åbent mandag–torsdag kl. 9–14. Ring på ${tel('56 67 41 00')} eller skriv til ${at('musikskolen')}.</p>` +
        `<p>Spørgsmål om betaling og friplads besvares af vores økonomimedarbejder Susanne Winther på ${at('susanne')}.</p>`,
    ),
  });
  pages['/tilmelding/venteliste'] = page({
    path: '/tilmelding/venteliste',
    title: 'Venteliste',
    main: ce(`<h1>Venteliste</h1><p>Der er i øjeblikket venteliste til klaver, guitar og trommer. Har du spørgsmål om din plads på ventelisten, så skriv til vores elevkoordinator Birgitte Dahl på ${at('birgitte')}.</p>`),
  });
  pages['/laererintra'] = page({
    path: '/laererintra',
    title: 'Lærerintra',
    main: ce(`<h1>Lærerintra</h1><p>Skemaer og lokalebooking. Support: <a href="mailto:it@${HOST}">it@${HOST}</a>. Nodearkivet hentes med <code>git clone git@git.${HOST}:nodearkiv/fjordby-noder.git</code></p>`),
  });
  pages['/privatlivspolitik'] = page({ path: '/privatlivspolitik', title: 'Privatlivspolitik', main: ce('<h1>Privatlivspolitik</h1><p>Fjordby Kommune er dataansvarlig for oplysninger om elever og forældre.</p>') });
  pages['/sitemaps/da/sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/undervisning/', '/om-skolen/medarbejdere/', '/kontakt/', '/tilmelding/venteliste/'], '2025-02-21'));

  const ln = 'link-non-english' as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /laererintra\n\nSitemap: ${ORIGIN}/sitemaps/da/sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-97',
      languages: ['da'],
      addresses: [
        { address: `musikskolen@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'obfuscated'] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.title, pages: ['/om-skolen/medarbejdere'], cases: ['definition-list' as const, 'obfuscated' as const, ln] })),
        { address: `susanne@${HOST}`, name: 'Susanne Winther', title: 'økonomimedarbejder', pages: ['/kontakt'], cases: ['prose', 'obfuscated', ln] },
        { address: `birgitte@${HOST}`, name: 'Birgitte Dahl', title: 'elevkoordinator', pages: ['/tilmelding/venteliste'], cases: ['prose', 'obfuscated', 'sitemap-robots'] },
      ],
      pattern: '{first}',
      disallowed: ['/laererintra'],
      nonAddresses: [
        { text: `it@${HOST}`, kind: 'disallowed' },
        { text: `git@git.${HOST}`, kind: 'git' },
      ],
    },
  };
}
