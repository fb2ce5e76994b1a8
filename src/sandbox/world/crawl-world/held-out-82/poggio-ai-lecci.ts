/**
 * Agriturismo Poggio ai Lecci: a farm stay with olive mill near Montefalco (Umbria), on Wix,
 * Italian with an English page through hreflang. The family as "Name, title" lines, the cook's
 * address from String.fromCharCode, the sommelier in RDFa, the agronomist in a news post with
 * "dott.", the kitchen mailbox next to a photographer's credit, the farm manager on the English
 * home only.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, tel } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';
import { makeTheme, pager } from './common.js';

const HOST = 'poggioailecci.test';
const a = (l: string) => `${l}@${HOST}`;

const theme = makeTheme({
  host: HOST,
  siteName: 'Agriturismo Poggio ai Lecci',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<link rel="preconnect" href="https://static.parastorage.com">',
    '<link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7f2c1b.min.css">',
  ],
  menus: {
    it: [
      ['/', 'Home'],
      ['/camere', 'Camere e appartamenti'],
      ['/chi-siamo', 'Chi siamo'],
      ['/ristorante', 'Ristorante'],
      ['/blog', 'Diario della fattoria'],
      ['/contatti', 'Contatti'],
    ],
    en: [
      ['/en', 'Home'],
      ['/en/stay', 'Stay with us'],
    ],
  },
  navOpen: `<header id="SITE_HEADER" class="xU8fqS"><div data-testid="linkElement"><img src="https://static.wixstatic.com/media/8a1f3c_poggio-logo.png" alt="Poggio ai Lecci"></div><nav id="comp-lk2dh1" aria-label="Sito"><ul class="_2Ov0x">`,
  navClose: `</ul></nav></header>`,
  item: (h, l) => `<li class="wixui-dropdown-menu__item"><a data-testid="linkElement" href="${h}" class="_3Bkfb">${esc(l)}</a></li>`,
  footer: () =>
    `<footer id="SITE_FOOTER"><p class="font_8">Società Agricola Poggio ai Lecci s.s. · Loc. Turri 14 · 06036 Montefalco (PG) · P.IVA 03219870547 · ${tel('+39 0742 379 118')} · ${mailto(a('info'))}</p><p><a href="/privacy">Privacy &amp; cookie</a> · <a href="/area-riservata">Area riservata</a></p></footer>`,
  bodyEnd: ['<script src="https://static.parastorage.com/unpkg/core-js@3.36.1/minified.js"></script>'],
});
const page = pager(theme, 'it-IT');
const ALT = { 'it-IT': '/', en: '/en', 'x-default': '/' };

export function poggioAiLecci(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Agriturismo a Montefalco',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LodgingBusiness',
        name: 'Agriturismo Poggio ai Lecci',
        telephone: '+39 0742 379 118',
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'reservations', email: `mailto:${a('prenotazioni')}` }],
        founder: { '@type': 'Person', name: 'Giulia Bartolini', jobTitle: 'Titolare', email: a('giulia') },
      },
    ],
    main: `<section class="_1vNJf"><h1>Ospitalità tra gli ulivi di Montefalco</h1><p>Sei appartamenti in un casale del Settecento, piscina panoramica, olio extravergine di nostra produzione e la cucina della nonna.</p><p>Per prenotare scrivete a ${mailto(a('prenotazioni'))}.</p><p><a href="/chi-siamo">La famiglia</a></p></section>`,
  });
  pages['/camere'] = page({ path: '/camere', title: 'Camere', main: `<h1>Camere e appartamenti</h1><ul><li>Il Frantoio – 4 persone</li><li>La Loggia – 2 persone</li><li>Il Fienile – 6 persone</li></ul>` });
  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    main:
      `<h1>Chi siamo</h1><p>Poggio ai Lecci è un’azienda di famiglia: coltiviamo 12 ettari di oliveto e 4 di Sagrantino.</p>` +
      `<div class="_2bafp"><p class="font_7">Giulia Bartolini, titolare e responsabile dell’accoglienza – ${mailto(a('giulia'))}</p>` +
      `<p class="font_7">Matteo Bartolini, responsabile del frantoio e della vendita diretta dell’olio – ${mailto(a('matteo'))}</p>` +
      `<p class="font_7">Elena Santucci, amministrazione e contabilità – ${mailto(a('elena'))}</p></div>` +
      `<div vocab="https://schema.org/" typeof="Person" class="_2bafp"><p><span property="name">Federica Rossi</span>, <span property="jobTitle">sommelier AIS e responsabile della cantina</span> – <a property="email" href="mailto:${a('federica')}">${a('federica')}</a></p></div>`,
  });
  const chefCodes = charCodes(a('lorenzo'));
  const chefScript = `<script>document.getElementById('chef-mail').innerHTML=String.fromCharCode(${chefCodes});</script>`;
  pages['/ristorante'] = page({
    path: '/ristorante',
    title: 'Ristorante',
    main:
      `<h1>Il ristorante</h1><p>Cena su prenotazione, dal giovedì alla domenica. Menù degustazione con strangozzi al tartufo nero e agnello al Sagrantino.</p>` +
      `<p>Chef di cucina: Lorenzo Pambianco – <span id="chef-mail">[attivare JavaScript]</span></p>${chefScript}` +
      `<figure><img src="https://static.wixstatic.com/media/8a1f3c_cucina.jpg" alt="La cucina"><figcaption>Foto di Paolo Giommi</figcaption></figure><p>Allergie e intolleranze: ${mailto(a('cucina'))}</p>`,
  });
  pages['/blog'] = page({ path: '/blog', title: 'Diario della fattoria', main: `<h1>Diario della fattoria</h1><ul><li><a href="/post/raccolta-olive-2024">Raccolta delle olive 2024: resa e acidità</a></li></ul>` });
  pages['/post/raccolta-olive-2024'] = page({
    path: '/post/raccolta-olive-2024',
    title: 'Raccolta delle olive 2024',
    main: `<article class="blog-post"><h1>Raccolta delle olive 2024: resa e acidità</h1><p>Quest’anno la molitura è iniziata il 18 ottobre. Il nostro agronomo, il dott. Stefano Properzi, ha seguito i trattamenti biologici per tutta la stagione: chi volesse visitare l’oliveto con lui può scrivergli a ${mailto(a('stefano'))}.</p></article>`,
  });
  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: `<h1>Contatti</h1><p>Informazioni: ${mailto(a('info'))}<br>Prenotazioni: ${mailto(a('prenotazioni'))}</p><p>Transfer dall’aeroporto di Perugia con Umbria Transfer NCC: prenota@umbriatransfer.it</p>`,
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<h1>Informativa privacy</h1><p>Titolare del trattamento: Società Agricola Poggio ai Lecci s.s.</p>` });
  pages['/area-riservata'] = page({ path: '/area-riservata', title: 'Area riservata', main: `<h1>Area riservata agenzie</h1><p>Tariffe nette: ${mailto(a('agenzie'))}</p>` });
  pages['/en'] = page({
    path: '/en',
    title: 'Farm stay in Umbria',
    lang: 'en',
    alternates: ALT,
    main: `<h1>A farm stay among the olive groves</h1><p>Six apartments in an 18th-century farmhouse near Montefalco. Marco Ricci, our farm manager, runs the olive-mill tours in English on Saturday mornings — drop him a line at ${mailto(a('marco'))}.</p><p><a href="/en/stay">Apartments</a></p>`,
  });
  pages['/en/stay'] = page({ path: '/en/stay', title: 'Stay with us', lang: 'en', main: `<h1>Stay with us</h1><p>Minimum stay three nights in summer.</p>` });
  const line = (l: string, name: string, title: string) => ({ address: a(l), name, title, pages: ['/chi-siamo'], cases: ['name-title-line', 'plain', 'link-non-english'] as CaseKind[] });
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /area-riservata\nDisallow: /_api/\n\nSitemap: http://${HOST}/sitemap.xml\n`, pages, headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1732889.44' } },
    truth: {
      domain: HOST,
      set: 'held-out-82',
      languages: ['it', 'en'],
      addresses: [
        { address: a('info'), name: null, title: null, pages: ['/contatti'], cases: ['role', 'plain'] },
        { address: a('prenotazioni'), name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        { ...line('giulia', 'Giulia Bartolini', 'titolare e responsabile dell’accoglienza'), titleAlternatives: ['Titolare'], pages: ['/chi-siamo', '/'], cases: ['name-title-line', 'plain', 'link-non-english', 'json-ld-person'] },
        line('matteo', 'Matteo Bartolini', 'responsabile del frantoio e della vendita diretta dell’olio'),
        line('elena', 'Elena Santucci', 'amministrazione e contabilità'),
        { address: a('federica'), name: 'Federica Rossi', title: 'sommelier AIS e responsabile della cantina', pages: ['/chi-siamo'], cases: ['rdfa', 'name-title-line', 'plain', 'link-non-english'] },
        { address: a('lorenzo'), name: 'Lorenzo Pambianco', title: 'Chef di cucina', pages: ['/ristorante'], encoded: { kind: 'charcodes', text: chefCodes }, cases: ['title-name-line', 'script-charcode', 'link-non-english'] },
        { address: a('cucina'), name: null, title: null, pages: ['/ristorante'], cases: ['neighbour', 'plain'] },
        { address: a('stefano'), name: 'Stefano Properzi', title: 'agronomo', pages: ['/post/raccolta-olive-2024'], cases: ['prose', 'honorific', 'plain', 'deep-page'] },
        { address: a('marco'), name: 'Marco Ricci', title: 'farm manager', pages: ['/en'], cases: ['prose', 'hreflang', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `agenzie@${HOST}`, kind: 'disallowed' },
        { text: 'prenota@umbriatransfer.it', kind: 'other-company' },
        { text: 'core-js@3.36.1', kind: 'package' },
      ],
    },
  };
}
