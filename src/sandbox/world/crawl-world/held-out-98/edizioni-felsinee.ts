/**
 * Edizioni Accademiche Felsinee: a Bologna university press, on Drupal, in Italian with an English
 * page for foreign authors. The editorial office as a table ("Prof.", "PhD"), the scientific
 * committee's chair in RDFa, the sales manager in microdata, the rights manager as a department's
 * employee in JSON-LD (and in English on the English page), a series editor in a news item listed
 * only in the sitemap robots.txt names at Drupal's xmlsitemap path. The reserved area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'edizionifelsinee.test';
const ORIGIN = `http://${HOST}`;
const SITEMAP = '/sites/default/files/xmlsitemap/Xq3vT9kLw2/1.xml';

const MENU: Record<string, [string, string][]> = {
  it: [
    ['/', 'Home'],
    ['/catalogo', 'Catalogo'],
    ['/chi-siamo', 'Chi siamo'],
    ['/redazione', 'Redazione'],
    ['/proposte-editoriali', 'Proporre un libro'],
    ['/contatti', 'Contatti'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/authors', 'For authors'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Edizioni Accademiche Felsinee',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Wq0tK3bA9mRZ1sJH.css?delta=0&amp;language=it&amp;theme=felsinee&amp;include=eJxLSU">',
  ],
  header: (spec) => {
    const lang = spec.lang.startsWith('en') ? 'en' : 'it';
    return (
      `<div class="dialog-off-canvas-main-canvas"><header role="banner" class="region region-header"><div id="block-felsinee-branding"><a href="${lang === 'en' ? '/en' : '/'}" rel="home" class="site-logo"><img src="/sites/default/files/logo-eaf.svg" alt="Home"></a></div>` +
      `<nav role="navigation" aria-labelledby="block-felsinee-main-menu-menu" id="block-felsinee-main-menu"><h2 class="visually-hidden" id="block-felsinee-main-menu-menu">Navigazione principale</h2><ul class="menu menu--main">${MENU[lang]!.map(([href, label]) => `<li class="menu-item"><a href="${href}" data-drupal-link-system-path="node">${esc(label)}</a></li>`).join('')}</ul></nav>` +
      `<div class="language-switcher-language-url"><ul class="links"><li hreflang="it"><a href="/" class="language-link" hreflang="it">Italiano</a></li><li hreflang="en"><a href="/en" class="language-link" hreflang="en">English</a></li></ul></div></header>`
    );
  },
  footer: () =>
    `<footer role="contentinfo" class="region region-footer"><div class="block-block-content"><p>Edizioni Accademiche Felsinee S.r.l. · Via Belle Arti 41 · 40126 Bologna · P. IVA 03920571204<br>${tel('+39 051 644 2871')} · ${mailto(`redazione@${HOST}`)}</p><p><a href="/privacy">Privacy</a> · <a href="/area-riservata">Area riservata autori</a></p></div></footer></div>`,
  privacyPath: { it: '/privacy', en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'it' });
const node = (title: string, html: string): string => `<article role="article" class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">${esc(title)}</span></h1><div class="clearfix text-formatted field field--name-body">${html}</div></article>`;

type Row = { shown: string; name: string; role: string; local: string; cases: ('honorific' | 'post-nominal')[] };
const REDAZIONE: Row[] = [
  { shown: 'Prof. Alberto Ranieri', name: 'Alberto Ranieri', role: 'Direttore editoriale', local: 'alberto.ranieri', cases: ['honorific'] },
  { shown: 'Giulia Mazzoni, PhD', name: 'Giulia Mazzoni', role: 'Caporedattrice', local: 'giulia.mazzoni', cases: ['post-nominal'] },
  { shown: 'Dott. Davide Lorenzini', name: 'Davide Lorenzini', role: 'Redattore – collane di storia e scienze sociali', local: 'davide.lorenzini', cases: ['honorific'] },
  { shown: 'Chiara Benassi', name: 'Chiara Benassi', role: 'Ufficio stampa e promozione', local: 'chiara.benassi', cases: [] },
  { shown: 'Luca Ferri', name: 'Luca Ferri', role: 'Impaginazione e produzione', local: 'luca.ferri', cases: [] },
];

export function edizioniFelsinee(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const alt = { it: '/', en: '/en' };

  pages['/'] = page({
    path: '/',
    title: 'Editoria universitaria a Bologna',
    alternates: alt,
    main: node('Dal 1987, libri per la ricerca', `<p>Pubblichiamo monografie, manuali e atti di convegno per docenti e ricercatori dell’Ateneo e di altre università italiane. Oltre 900 titoli in catalogo, molti in open access.</p><p><a href="/catalogo">Sfoglia il catalogo</a></p>`),
  });

  pages['/catalogo'] = page({ path: '/catalogo', title: 'Catalogo', main: node('Catalogo', '<ul><li>Collana «Storia e Società»</li><li>Collana «Diritto e Istituzioni»</li><li>Collana «Quaderni di Filologia»</li><li>Manuali universitari</li></ul>') });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    main: node(
      'Chi siamo',
      `<p>La casa editrice è nata come cooperativa di docenti e oggi è una società indipendente con un comitato scientifico che valuta ogni proposta con doppia revisione anonima.</p>` +
        `<div vocab="https://schema.org/" typeof="Person" class="comitato"><p>Il comitato scientifico è presieduto da <span property="name">Francesca Guidi</span>, <span property="jobTitle">presidente del comitato scientifico</span> e ordinaria di Letteratura italiana: <a property="email" href="mailto:francesca.guidi@${HOST}">francesca.guidi@${HOST}</a>.</p></div>`,
    ),
  });

  pages['/redazione'] = page({
    path: '/redazione',
    title: 'Redazione',
    main: node(
      'Redazione',
      `<table class="views-table cols-3"><thead><tr><th>Nome</th><th>Ruolo</th><th>E-mail</th></tr></thead><tbody>` +
        REDAZIONE.map((r) => `<tr><td>${esc(r.shown)}</td><td>${esc(r.role)}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/proposte-editoriali'] = page({ path: '/proposte-editoriali', title: 'Proporre un libro', main: node('Proporre un libro', `<p>Inviate un indice ragionato e un capitolo di prova a ${mailto(`proposte@${HOST}`)}. Rispondiamo entro 60 giorni.</p>`) });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Edizioni Accademiche Felsinee',
        url: `${ORIGIN}/`,
        department: {
          '@type': 'Organization',
          name: 'Ufficio diritti',
          employee: { '@type': 'Person', name: 'Sara Vitali', jobTitle: 'Responsabile diritti e permessi', email: `sara.vitali@${HOST}` },
        },
      },
    ],
    main: node(
      'Contatti',
      `<p>Via Belle Arti 41, 40126 Bologna – aperti dal lunedì al venerdì, 9–13 e 14–17.</p>` +
        `<div itemscope itemtype="https://schema.org/Person" class="contatto"><h2>Ordini, librerie e distribuzione</h2><p><span itemprop="name">Marco Tinti</span> – <span itemprop="jobTitle">Responsabile commerciale</span><br><a itemprop="email" href="mailto:marco.tinti@${HOST}">marco.tinti@${HOST}</a> · <span itemprop="telephone">051 644 2875</span></p></div>` +
        `<h2>Diritti di traduzione e permessi</h2><p>Sara Vitali, responsabile diritti e permessi: ${mailto(`sara.vitali@${HOST}`)}</p>`,
    ),
  });

  pages['/notizie/nuova-collana-ambiente-e-territorio'] = page({
    path: '/notizie/nuova-collana-ambiente-e-territorio',
    title: 'Nasce la collana «Ambiente e Territorio»',
    main: node(
      'Nasce la collana «Ambiente e Territorio»',
      `<p><time datetime="2025-02-10">10 febbraio 2025</time></p><p>La nuova collana accoglierà studi di geografia, urbanistica ed ecologia. Le proposte vanno indirizzate a Elena Fabbri, curatrice della collana, all’indirizzo ${mailto(`elena.fabbri@${HOST}`)}.</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: node('Informativa privacy', '<p>Titolare del trattamento è Edizioni Accademiche Felsinee S.r.l.</p>') });
  pages['/area-riservata'] = page({ path: '/area-riservata', title: 'Area riservata', main: node('Area riservata', `<p>Bozze e contratti. Assistenza: ${mailto(`autori@${HOST}`)}</p>`) });

  pages['/en'] = page({
    path: '/en',
    title: 'University press in Bologna',
    lang: 'en',
    alternates: alt,
    main: node('Academic publishing since 1987', '<p>Monographs, textbooks and conference proceedings, many of them open access.</p><p><a href="/en/authors">Information for authors and foreign publishers</a></p>'),
  });
  pages['/en/authors'] = page({
    path: '/en/authors',
    title: 'For authors',
    lang: 'en',
    main: node('For authors and publishers', `<p>Translation rights and permissions: Sara Vitali, Rights &amp; Permissions Manager, ${mailto(`sara.vitali@${HOST}`)}.</p>`),
  });

  pages[SITEMAP] = xmlPage(urlset(HOST, ['/', '/catalogo', '/chi-siamo', '/redazione', '/contatti', '/notizie/nuova-collana-ambiente-e-territorio', '/en', '/en/authors'], '2025-02-10'));

  return {
    site: {
      host: HOST,
      robotsTxt: `#\n# robots.txt\n#\nUser-agent: *\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /area-riservata\n\nSitemap: ${ORIGIN}${SITEMAP}\n`,
      pages,
      headers: { Server: 'Apache/2.4.58', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-98',
      languages: ['it', 'en'],
      addresses: [
        { address: `redazione@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
        { address: `proposte@${HOST}`, name: null, title: null, pages: ['/proposte-editoriali'], cases: ['role', 'plain', 'link-non-english'] },
        ...REDAZIONE.map((r) => ({ address: `${r.local}@${HOST}`, name: r.name, title: r.role, pages: ['/redazione'], cases: [...r.cases, 'table' as const, 'plain' as const, 'link-non-english' as const] })),
        { address: `francesca.guidi@${HOST}`, name: 'Francesca Guidi', title: 'presidente del comitato scientifico', pages: ['/chi-siamo'], cases: ['rdfa', 'prose', 'plain', 'link-non-english'] },
        { address: `marco.tinti@${HOST}`, name: 'Marco Tinti', title: 'Responsabile commerciale', pages: ['/contatti'], cases: ['microdata', 'plain', 'link-non-english'] },
        { address: `sara.vitali@${HOST}`, name: 'Sara Vitali', title: 'responsabile diritti e permessi', titleAlternatives: ['Responsabile diritti e permessi', 'Rights & Permissions Manager'], pages: ['/contatti', '/en/authors'], cases: ['json-ld-nested', 'name-title-line', 'plain', 'link-non-english'] },
        { address: `elena.fabbri@${HOST}`, name: 'Elena Fabbri', title: 'curatrice della collana', pages: ['/notizie/nuova-collana-ambiente-e-territorio'], cases: ['sitemap-robots', 'prose', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [{ text: `autori@${HOST}`, kind: 'disallowed' }],
    },
  };
}
