/**
 * Conterie Zorzi: a lampwork glass-bead workshop in Cannaregio, Venice, on Squarespace, Italian
 * with a French page for visitors reached only through hreflang. The team as Squarespace
 * summary cards (one address turned around by a script), orders in the LocalBusiness
 * contactPoint as "mailto:", the furnace master only in the JSON-LD, a shared workshop mailbox
 * next to the owner's name, a new colleague in a journal post; the wholesale area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'conteriezorzi.test';
const ORIGIN = `http://${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Conterie Zorzi',
  head: [
    '<!-- This is Squarespace. --><!-- conterie-zorzi -->',
    `<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/65a1f0c2/12/5c5a519771c10ba3470d8101/65a1f0c2/1521/site.css">`,
    `<script src="https://cdn.jsdelivr.net/npm/lazysizes@5.3.2/lazysizes.min.js" async></script>`,
  ],
  header: () =>
    `<header id="header" class="header theme-col--primary" data-section-theme="white"><div class="header-title-logo"><a href="/">Conterie Zorzi · Venezia</a></div>` +
    `<nav class="header-nav-list"><div class="header-nav-item"><a href="/il-laboratorio">Il laboratorio</a></div><div class="header-nav-item"><a href="/chi-siamo">Chi siamo</a></div><div class="header-nav-item"><a href="/diario">Diario</a></div><div class="header-nav-item"><a href="/contatti">Contatti</a></div></nav></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections"><section class="page-section"><div class="sqs-block html-block"><p>Conterie Zorzi di Elena Zorzi · Fondamenta della Misericordia 2581, 30121 Venezia · P. IVA 04398210275</p>` +
    `<p><a href="/rivenditori">Area rivenditori</a> · <a href="/privacy">Privacy</a></p><p>Spedizioni con Laguna Express (assistenza@lagunaexpress.it)</p></div></section></footer>`,
  privacyPath: { it: '/privacy', fr: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage =>
  renderPage(theme, { ...spec, lang: spec.lang ?? 'it-IT', main: `<article class="sections" data-page-sections="65a1f0c2"><section class="page-section"><div class="content-wrapper"><div class="sqs-layout">${spec.main}</div></div></section></article>` });

type Card = { name: string; title: string; local: string; reverse?: boolean };
const TEAM: Card[] = [
  { name: 'Elena Zorzi', title: 'Fondatrice e maestra perlaia', local: 'elena' },
  { name: 'Marco Bellotto', title: 'Vendite, ordini e spedizioni', local: 'marco' },
  { name: 'Giulia Zanon', title: 'Impiraressa – responsabile dei corsi', local: 'giulia' },
  { name: 'Chiara Dal Molin', title: 'Restauro di perle e conterie antiche', local: 'chiara', reverse: true },
  { name: 'Tommaso Vio', title: 'Fotografia e negozio online', local: 'tommaso' },
];

const card = (c: Card): string => {
  const addr = `${c.local}@${HOST}`;
  const mail = c.reverse
    ? `<span class="mail-rev" data-rev="${reversed(addr)}"></span><script>document.querySelectorAll('.mail-rev').forEach(function(s){var a=s.getAttribute('data-rev').split('').reverse().join('');s.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';});</script>`
    : mailto(addr);
  return `<div class="summary-item"><div class="summary-thumbnail-container"><img data-src="https://images.squarespace-cdn.com/content/v1/65a1f0c2/${c.local}.jpg" alt="${esc(c.name)}"></div><div class="summary-content"><div class="summary-title">${esc(c.name)}</div><div class="summary-excerpt"><p>${esc(c.title)}</p><p>${mail}</p></div></div></div>`;
};

export function conterieZorzi(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const ALT = { it: '/', fr: '/fr' };

  pages['/'] = page({
    path: '/',
    title: 'Perle di vetro a lume, fatte a mano a Venezia',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: 'Conterie Zorzi',
        url: `${ORIGIN}/`,
        employee: [{ '@type': 'Person', name: 'Pietro Zorzi', jobTitle: 'Maestro vetraio (fornace)', email: `pietro@${HOST}` }],
      },
    ],
    main: `<div class="sqs-block html-block"><h1>Perle di vetro a lume, fatte a mano a Venezia</h1><p>Dal 1987 la famiglia Zorzi lavora canne di vetro di Murano alla fiamma, una perla alla volta.</p></div>`,
  });
  pages['/fr'] = page({
    path: '/fr',
    title: 'Perles de verre vénitiennes',
    lang: 'fr-FR',
    alternates: ALT,
    main: `<h1>Perles de verre filées au chalumeau</h1><p>Vous préparez une visite de l’atelier ? Camille Bernard, guide et interprète, répond en français à toutes vos questions : ${mailto(`camille@${HOST}`)}.</p>`,
  });
  pages['/il-laboratorio'] = page({ path: '/il-laboratorio', title: 'Il laboratorio', main: `<h1>Il laboratorio</h1><p>Visite su appuntamento, dal martedì al sabato, 10:00–17:00.</p>` });
  pages['/chi-siamo'] = page({ path: '/chi-siamo', title: 'Chi siamo', main: `<h1>Chi siamo</h1><div class="summary-item-list">${TEAM.map(card).join('')}</div>` });
  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Conterie Zorzi',
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:ordini@${HOST}`, availableLanguage: ['Italian', 'French', 'English'] },
      },
    ],
    main:
      `<h1>Contatti</h1><p>Ordini e preventivi: ${mailto(`ordini@${HOST}`)}</p>` +
      `<p>Elena Zorzi<br>${tel('+39 041 527 3310')}<br>${mailto(`laboratorio@${HOST}`)}</p>`,
  });
  pages['/diario'] = page({ path: '/diario', title: 'Diario', main: `<h1>Diario</h1><article class="blog-item"><a href="/diario/benvenuta-sara">Benvenuta Sara!</a></article>` });
  pages['/diario/benvenuta-sara'] = page({
    path: '/diario/benvenuta-sara',
    title: 'Benvenuta Sara!',
    main: `<h1>Benvenuta Sara!</h1><p>Da febbraio è con noi Sara Vianello, la nostra nuova responsabile comunicazione e social media: per collaborazioni e stampa scrivetele pure a ${mailto(`sara@${HOST}`)}.</p>`,
  });
  pages['/rivenditori'] = page({ path: '/rivenditori', title: 'Area rivenditori', main: `<h1>Area rivenditori</h1><p>Listino all’ingrosso: ${mailto(`ingrosso@${HOST}`)}</p>` });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<h1>Informativa privacy</h1><p>Titolare del trattamento: Elena Zorzi.</p>` });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /rivenditori\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-94',
      languages: ['it', 'fr'],
      addresses: [
        { address: `ordini@${HOST}`, name: null, title: null, pages: ['/contatti'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto', 'link-non-english'] },
        { address: `laboratorio@${HOST}`, name: null, title: null, pages: ['/contatti'], cases: ['neighbour', 'plain'] },
        ...TEAM.map((c) => ({
          address: `${c.local}@${HOST}`,
          name: c.name,
          title: c.title,
          pages: ['/chi-siamo'],
          ...(c.reverse ? { encoded: { kind: 'reversed' as const, text: reversed(`${c.local}@${HOST}`) } } : {}),
          cases: ['card', c.reverse ? 'script-reversed' : 'plain', 'link-non-english'] as CaseKind[],
        })),
        { address: `pietro@${HOST}`, name: 'Pietro Zorzi', title: 'Maestro vetraio (fornace)', pages: ['/'], cases: ['json-ld-person', 'json-ld-only'] },
        { address: `camille@${HOST}`, name: 'Camille Bernard', title: 'guide et interprète', pages: ['/fr'], cases: ['prose', 'plain', 'hreflang'] },
        { address: `sara@${HOST}`, name: 'Sara Vianello', title: 'responsabile comunicazione e social media', pages: ['/diario/benvenuta-sara'], cases: ['prose', 'plain', 'deep-page'] },
      ],
      pattern: '{first}',
      disallowed: ['/rivenditori'],
      nonAddresses: [
        { text: `ingrosso@${HOST}`, kind: 'disallowed' },
        { text: 'assistenza@lagunaexpress.it', kind: 'other-company' },
        { text: 'lazysizes@5.3.2', kind: 'package' },
      ],
    },
  };
}
