/**
 * HELD-OUT SET: do not read this file while tuning the crawler or its extractors (see index.ts).
 *
 * Studio Ferraro Ingegneria, a structural-engineering practice in Padua (Italian).
 *
 * Shows: Italian anchor texts ("Chi siamo", "Personale", "Lavora con noi", "Contatti"); staff
 * cards with the Italian professional honorifics "Dott. Ing.", "Arch." and "Geom.", then a card
 * without an address followed by the accounts address; prose naming the HR person after her
 * title; a "Segreteria: Name – address" line; scheme text ("nome.cognome@…"); the practice's
 * certified-mail (PEC) address at its provider; an archive robots.txt disallows; an address in a
 * comment; a package version in a credits line.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'studio-ferraro.test';
const ORIGIN = `http://${HOST}`;

const A = {
  ferraro: `marco.ferraro@${HOST}`,
  rinaldi: `giulia.rinaldi@${HOST}`,
  bianchi: `luca.bianchi@${HOST}`,
  amministrazione: `amministrazione@${HOST}`,
  galli: `francesca.galli@${HOST}`,
  longo: `chiara.longo@${HOST}`,
  info: `info@${HOST}`,
};
const SCHEME = `nome.cognome@${HOST}`;
const COMMENTED = `preventivi@${HOST}`;
const ARCHIVE = [`archivio@${HOST}`, `stefano.conti@${HOST}`];
const PEC = 'studioferraro@pec-provider.test';

const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/chi-siamo', 'Chi siamo'],
  ['/servizi', 'Servizi'],
  ['/personale', 'Personale'],
  ['/lavora-con-noi', 'Lavora con noi'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Studio Ferraro Ingegneria',
  head: ['<link rel="stylesheet" href="/css/studio.min.css">', '<script src="/js/vendor/swiper@11.0.5/swiper-bundle.min.js" defer></script>'],
  privacyPath: { it: '/privacy' },
  header: () => `<header><a href="/" class="marchio">Studio Ferraro <small>Ingegneria</small></a>\n<nav>${NAV.map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' ')}</nav></header>`,
  footer: () =>
    `<footer><p>Studio Ferraro Ingegneria · Via Altinate 41 · 35121 Padova · P.IVA 04123450287</p><p>PEC: ${mailto(PEC)}</p>\n` +
    `<p><a href="/privacy">Privacy</a> · <a href="/archivio/progetti">Archivio progetti (area riservata)</a></p><p class="crediti">Slider: swiper@11.0.5</p></footer>`,
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'it', ...spec });
}

function scheda(name: string, title: string, email: string | null): string {
  return `<div class="scheda-persona"><h3>${esc(name)}</h3><p class="ruolo">${esc(title)}</p>${email ? `<p>${mailto(email)}</p>` : ''}</div>`;
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      title: 'Progettazione strutturale e direzione lavori',
      main: `<section><h1>Strutture sicure, progetti chiari</h1><p>Progettazione strutturale, miglioramento sismico e direzione lavori in Veneto dal 1998.</p></section>\n<!-- modulo preventivi dismesso: ${COMMENTED} -->`,
    }),
    '/chi-siamo': page({ path: '/chi-siamo', title: 'Chi siamo', main: `<h1>Chi siamo</h1>\n<p>Lo studio è stato fondato nel 1998 dall’ing. Marco Ferraro e conta oggi nove professionisti.</p>` }),
    '/servizi': page({ path: '/servizi', title: 'Servizi', main: `<h1>Servizi</h1>\n<ul><li>Progettazione strutturale</li><li>Verifiche di vulnerabilità sismica</li><li>Direzione lavori e collaudi</li></ul>` }),
    '/personale': page({
      path: '/personale',
      title: 'Personale',
      main:
        `<h1>Personale</h1>\n<div class="griglia">\n` +
        scheda('Dott. Ing. Marco Ferraro', 'Titolare e direttore tecnico', A.ferraro) +
        '\n' +
        scheda('Arch. Giulia Rinaldi', 'Progettista', A.rinaldi) +
        '\n' +
        scheda('Geom. Luca Bianchi', 'Direzione lavori', A.bianchi) +
        '\n' +
        scheda('Elena Russo', 'Amministrazione e contabilità', null) +
        `\n</div>\n<p>Fatture e pagamenti: ${mailto(A.amministrazione)}</p>`,
    }),
    '/lavora-con-noi': page({
      path: '/lavora-con-noi',
      title: 'Lavora con noi',
      main:
        `<h1>Lavora con noi</h1>\n<p>Cerchiamo un ingegnere strutturista junior. Per candidature, scrivi alla nostra responsabile del personale, Francesca Galli: ${mailto(A.galli)}.</p>\n` +
        `<p>Tutti i collaboratori dello studio hanno un indirizzo del tipo ${SCHEME}.</p>`,
    }),
    '/contatti': page({
      path: '/contatti',
      title: 'Contatti',
      main: `<h1>Contatti</h1>\n<p>Via Altinate 41, 35121 Padova · tel. 049 876 54 30 · ${mailto(A.info)}</p>\n<p>Segreteria: Chiara Longo – ${mailto(A.longo)}</p>`,
    }),
    '/privacy': page({ path: '/privacy', title: 'Privacy', main: `<h1>Informativa privacy</h1>\n<p>Titolare del trattamento è Studio Ferraro Ingegneria.</p>` }),
    '/archivio/progetti': page({ path: '/archivio/progetti', title: 'Archivio', main: `<h1>Archivio progetti</h1>\n<p>Richieste: ${ARCHIVE[0]} · Ing. Stefano Conti: ${ARCHIVE[1]}</p>` }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.ferraro, name: 'Marco Ferraro', title: 'Titolare e direttore tecnico', pages: ['/personale'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.rinaldi, name: 'Giulia Rinaldi', title: 'Progettista', pages: ['/personale'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.bianchi, name: 'Luca Bianchi', title: 'Direzione lavori', pages: ['/personale'], cases: ['link-non-english', 'card', 'honorific', 'plain'] },
  { address: A.amministrazione, name: null, title: null, pages: ['/personale'], cases: ['link-non-english', 'neighbour', 'plain'] },
  { address: A.galli, name: 'Francesca Galli', title: 'responsabile del personale', pages: ['/lavora-con-noi'], cases: ['link-non-english', 'prose', 'plain'] },
  { address: A.longo, name: 'Chiara Longo', title: 'Segreteria', pages: ['/contatti'], cases: ['title-name-line', 'plain'] },
  { address: A.info, name: null, title: null, pages: ['/contatti'], cases: ['role', 'plain'] },
];

export function studioFerraro(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /archivio/\n`,
      sitemapXml: urlset(HOST, ['/', '/chi-siamo', '/servizi', '/personale', '/lavora-con-noi', '/contatti', '/privacy']),
      pages: pages(),
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out',
      languages: ['it'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/lavora-con-noi', text: SCHEME },
      disallowed: ['/archivio/progetti'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        ...ARCHIVE.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: PEC, kind: 'other-company' },
        { text: 'swiper@11.0.5', kind: 'package' },
      ],
    },
  };
}
