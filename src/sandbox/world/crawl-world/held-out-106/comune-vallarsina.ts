/**
 * Comune di Vallarsina: a mountain municipality of 1,300 people in Trentino, on Drupal 10 with the
 * Bootstrap Italia theme of the Designers Italia kit, in Italian. The offices as a Views table
 * (referent with "dott.ssa", "rag.", "geom.", role in its own column), the local police officer's
 * address built with String.fromCharCode, the mayor as an RDFa Person card and the deputy mayor
 * as a card whose address is also in a JSON-LD Role nested in the council department, the
 * librarian in the library page's prose, and the registry mailbox as the municipality's e-mail.
 * Addresses are nome.cognome. Traps: the certified-mail (PEC) address at the provider's domain,
 * the Bootstrap Italia package version and the reserved area (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'comune.vallarsina.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/amministrazione', 'Amministrazione'],
  ['/novita', 'Novità'],
  ['/servizi', 'Servizi'],
  ['/vivere-il-comune', 'Vivere il comune'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Comune di Vallarsina',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm2k7bX1sP9aZ4rT0cVw3eLhYdNjU8fGiKoMnB5xA6E.css?delta=0&amp;language=it&amp;theme=bootstrap_italia&amp;include=eJxLyk8pSizJzM-zSs0rycxLL0pMLFEozUvOTC4tLsnPBQDmWxBo">',
    '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"it"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"3f1c0b2e9d8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e"}}</script>',
  ],
  header: (spec) =>
    `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><header class="it-header-wrapper it-header-sticky" data-bs-toggle="sticky" data-bs-position-type="fixed" data-bs-sticky-class-name="is-sticky" data-bs-target="#header-nav-wrapper">` +
    `<div class="it-header-slim-wrapper"><div class="container"><div class="row"><div class="col-12"><div class="it-header-slim-wrapper-content"><a class="d-lg-block navbar-brand" href="https://www.provincia.tn.it" target="_blank" rel="noopener">Provincia autonoma di Trento</a><div class="it-header-slim-right-zone"><a class="btn btn-primary btn-icon btn-full" href="/area-riservata"><span class="rounded-icon"><svg class="icon icon-primary"><use href="/themes/contrib/bootstrap_italia/dist/svg/sprites.svg#it-user"></use></svg></span><span class="d-none d-lg-block">Area riservata</span></a></div></div></div></div></div></div>` +
    `<div class="it-nav-wrapper"><div class="it-header-center-wrapper"><div class="container"><div class="row"><div class="col-12"><div class="it-header-center-content-wrapper"><div class="it-brand-wrapper"><a href="/" title="Vai alla homepage"><img class="icon" src="/sites/default/files/stemma-vallarsina.svg" alt="Stemma del Comune di Vallarsina"><div class="it-brand-text"><div class="it-brand-title">Comune di Vallarsina</div><div class="it-brand-tagline d-none d-md-block">Comunità di valle Vallagarina</div></div></a></div></div></div></div></div></div>` +
    `<div class="it-header-navbar-wrapper" id="header-nav-wrapper"><div class="container"><div class="row"><div class="col-12"><nav class="navbar navbar-expand-lg has-megamenu" aria-label="Navigazione principale"><div class="navbar-collapsable" id="nav10"><div class="menu-wrapper"><ul class="navbar-nav" data-element="main-navigation">${MENU.map(([h, l]) => `<li class="nav-item"><a class="nav-link${spec.path.startsWith(h) ? ' active' : ''}" href="${h}"><span>${esc(l)}</span></a></li>`).join('')}</ul></div></div></nav></div></div></div></div></div></header><main>`,
  footer: () =>
    `</main><footer class="it-footer" id="footer"><div class="it-footer-main"><div class="container"><div class="row"><div class="col-12 footer-items-wrapper logo-wrapper"><img class="ue-logo" src="/themes/contrib/bootstrap_italia/dist/assets/logo-eu-inverted.svg" alt="Finanziato dall'Unione europea - NextGenerationEU"><div class="it-brand-title">Comune di Vallarsina</div></div>` +
    `<div class="col-md-4 footer-items-wrapper"><h3 class="footer-heading-title">Contatti</h3><p class="footer-info">Comune di Vallarsina<br>Piazza San Vigilio 1 – 38060 Vallarsina (TN)<br>Codice fiscale 00348770224 – Partita IVA 00348770224<br>Centralino ${tel('0464 869 011')}<br>PEC: comune@pec.comune.vallarsina.tn.it</p></div>` +
    `<div class="col-md-4 footer-items-wrapper"><ul class="footer-list"><li><a href="/contatti">Contatti e orari degli uffici</a></li><li><a href="/amministrazione-trasparente">Amministrazione trasparente</a></li><li><a href="/privacy">Informativa privacy</a></li><li><a href="/note-legali">Note legali</a></li><li><a href="/dichiarazione-di-accessibilita">Dichiarazione di accessibilità</a></li></ul></div></div></div></div></footer></div>`,
  privacyPath: { it: '/privacy' },
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/bootstrap-italia@2.8.2/dist/js/bootstrap-italia.bundle.min.js"></script>',
    '<script src="/core/misc/drupalSettingsLoader.js?v=10.2.6"></script>',
    '<script src="/core/misc/drupal.js?v=10.2.6"></script>',
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it' });

const container = (html: string): string => `<div class="container px-4 my-4"><div class="row"><div class="col-12">${html}</div></div></div>`;
const breadcrumb = (items: [string, string][]): string =>
  `<nav class="breadcrumb-container" aria-label="Percorso di navigazione"><ol class="breadcrumb p-0" data-element="breadcrumb">${items.map(([h, l], i) => (i === items.length - 1 ? `<li class="breadcrumb-item active" aria-current="page">${esc(l)}</li>` : `<li class="breadcrumb-item"><a href="${h}">${esc(l)}</a><span class="separator">/</span></li>`)).join('')}</ol></nav>`;

const POLIZIA = `luca.broseghini@${HOST}`;
const POLIZIA_CODES = charCodes(POLIZIA);

export function comuneVallarsina(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'GovernmentOrganization',
        name: 'Comune di Vallarsina',
        url: `${ORIGIN}/`,
        email: `protocollo@${HOST}`,
        telephone: '+39 0464 869011',
        address: { '@type': 'PostalAddress', streetAddress: 'Piazza San Vigilio 1', postalCode: '38060', addressLocality: 'Vallarsina', addressRegion: 'TN', addressCountry: 'IT' },
      },
    ],
    main: container(
      `<h1 class="visually-hidden">Comune di Vallarsina</h1><section class="evidence-section"><div class="card-wrapper card-teaser-wrapper"><div class="card card-teaser shadow rounded"><div class="card-body"><h3 class="card-title"><a href="/novita/chiusura-sp89-passo-pian-delle-fugazze">Chiusura temporanea della SP 89 per lavori</a></h3><p class="card-text">Dal 3 al 14 marzo la strada provinciale resterà chiusa nelle ore diurne.</p></div></div></div></section>` +
        `<section><h2 class="title-xxlarge">Argomenti in evidenza</h2><ul class="link-list"><li><a class="list-item" href="/amministrazione/uffici">Uffici comunali</a></li><li><a class="list-item" href="/amministrazione/giunta">La Giunta</a></li><li><a class="list-item" href="/servizi/biblioteca">Biblioteca comunale</a></li></ul></section>`,
    ),
  });

  pages['/amministrazione'] = page({
    path: '/amministrazione',
    title: 'Amministrazione',
    main: container(`${breadcrumb([['/', 'Home'], ['/amministrazione', 'Amministrazione']])}<h1>Amministrazione</h1><ul class="link-list"><li><a href="/amministrazione/giunta">Organi di governo</a></li><li><a href="/amministrazione/uffici">Aree amministrative e uffici</a></li><li><a href="/amministrazione-trasparente">Amministrazione trasparente</a></li></ul>`),
  });

  pages['/amministrazione/giunta'] = page({
    path: '/amministrazione/giunta',
    title: 'Giunta comunale',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'GovernmentOrganization',
        '@id': `${ORIGIN}/#comune`,
        name: 'Comune di Vallarsina',
        department: [
          {
            '@type': 'GovernmentOrganization',
            name: 'Giunta comunale',
            member: [
              { '@type': 'Role', roleName: 'Vicesindaca con delega a cultura, turismo e politiche giovanili', startDate: '2020-09-21', member: { '@type': 'Person', name: 'Elena Dalla Valle', email: `elena.dallavalle@${HOST}` } },
            ],
          },
        ],
      },
    ],
    main: container(
      `${breadcrumb([['/', 'Home'], ['/amministrazione', 'Amministrazione'], ['/amministrazione/giunta', 'Giunta comunale']])}<h1>Giunta comunale</h1><p>La Giunta è stata eletta il 20 e 21 settembre 2020 ed è composta dal Sindaco e da due assessori.</p>` +
        `<div class="row g-4">` +
        `<div class="col-md-6"><div class="card-wrapper"><div class="card card-bg rounded shadow-sm" vocab="https://schema.org/" typeof="Person"><div class="card-body"><h3 class="card-title h5" property="name">Ivo Plotegher</h3><p class="card-text"><span property="jobTitle">Sindaco</span> – competenze: bilancio, personale, urbanistica e rapporti con la Comunità di valle</p><p><a property="email" href="mailto:ivo.plotegher@${HOST}">ivo.plotegher@${HOST}</a></p><p>Riceve il sabato dalle 9 alle 11, previo appuntamento.</p></div></div></div></div>` +
        `<div class="col-md-6"><div class="card-wrapper"><div class="card card-bg rounded shadow-sm"><div class="card-body"><h3 class="card-title h5">Elena Dalla Valle</h3><div class="field field--name-field-ruolo field--type-string"><div class="field__item">Vicesindaca con delega a cultura, turismo e politiche giovanili</div></div><p>${mailto(`elena.dallavalle@${HOST}`)}</p></div></div></div></div>` +
        `<div class="col-md-6"><div class="card-wrapper"><div class="card card-bg rounded shadow-sm"><div class="card-body"><h3 class="card-title h5">Mirko Stedile</h3><div class="field field--name-field-ruolo field--type-string"><div class="field__item">Assessore ai lavori pubblici, viabilità e protezione civile</div></div><p>Contatti tramite la segreteria: ${tel('0464 869 011')}</p></div></div></div></div>` +
        `</div>`,
    ),
  });

  const row = (ufficio: string, honor: string, name: string, ruolo: string, phone: string, local: string): string =>
    `<tr><td class="views-field views-field-title"><a href="/amministrazione/uffici">${esc(ufficio)}</a></td><td class="views-field views-field-field-referente">${esc(honor)} ${esc(name)}</td><td class="views-field views-field-field-ruolo">${esc(ruolo)}</td><td class="views-field views-field-field-telefono">${tel(phone)}</td><td class="views-field views-field-field-email">${mailto(`${local}@${HOST}`)}</td></tr>`;

  pages['/amministrazione/uffici'] = page({
    path: '/amministrazione/uffici',
    title: 'Uffici comunali',
    main: container(
      `${breadcrumb([['/', 'Home'], ['/amministrazione', 'Amministrazione'], ['/amministrazione/uffici', 'Uffici comunali']])}<h1>Uffici comunali</h1><p>Orario di apertura al pubblico: lunedì, mercoledì e venerdì 8.30–12.30; giovedì anche 14.00–17.00.</p>` +
        `<div class="views-element-container"><div class="view view-uffici view-id-uffici view-display-id-page_1"><div class="view-content table-responsive"><table class="table table-hover cols-5"><caption class="visually-hidden">Elenco degli uffici con referente e contatti</caption><thead><tr><th id="view-title-table-column" scope="col">Ufficio</th><th scope="col">Referente</th><th scope="col">Ruolo</th><th scope="col">Telefono</th><th scope="col">E-mail</th></tr></thead><tbody>` +
        row('Segreteria generale', 'dott.ssa', 'Maria Grazia Dal Bosco', 'Segretaria comunale (in convenzione con il Comune di Terragnolo)', '0464 869 011', 'mariagrazia.dalbosco') +
        row('Servizio finanziario e tributi', 'rag.', 'Paolo Zanella', 'Responsabile del Servizio Finanziario e Tributi', '0464 869 014', 'paolo.zanella') +
        row('Area tecnica', 'geom.', 'Denis Cristoforetti', "Responsabile dell'Area Tecnica – Edilizia privata e Urbanistica", '0464 869 016', 'denis.cristoforetti') +
        row('Anagrafe e stato civile', '', 'Sabrina Stedile', "Ufficiale d'anagrafe e di stato civile", '0464 869 012', 'sabrina.stedile') +
        `</tbody></table></div></div></div>` +
        `<h2 class="mt-5">Polizia locale</h2><div class="card card-bg rounded"><div class="card-body"><h3 class="card-title h5">Luca Broseghini</h3><p>Agente di Polizia Locale (servizio associato Vallagarina Sud)</p><p>E-mail: <span id="pl-mail">[attivare JavaScript]</span></p></div></div>` +
        `<script>(function(){var a=String.fromCharCode(${POLIZIA_CODES});document.getElementById('pl-mail').innerHTML='<a href="mailto:'+a+'">'+a+'</a>';})();</script>`,
    ),
  });

  pages['/servizi'] = page({
    path: '/servizi',
    title: 'Servizi',
    main: container(`${breadcrumb([['/', 'Home'], ['/servizi', 'Servizi']])}<h1>Servizi</h1><ul class="link-list"><li><a href="/servizi/biblioteca">Biblioteca comunale</a></li><li><a href="/contatti">Protocollo e sportello</a></li></ul>`),
  });

  pages['/servizi/biblioteca'] = page({
    path: '/servizi/biblioteca',
    title: 'Biblioteca comunale',
    main: container(
      `${breadcrumb([['/', 'Home'], ['/servizi', 'Servizi'], ['/servizi/biblioteca', 'Biblioteca comunale']])}<h1>Biblioteca comunale</h1><p>La biblioteca, al primo piano della ex scuola elementare di Sant'Anna, è aperta il martedì e il venerdì dalle 15 alle 18.30 e fa parte del Catalogo Bibliografico Trentino.</p>` +
        `<p>Dal 2021 la biblioteca è seguita da Chiara Tomasi, bibliotecaria e referente per il prestito interbibliotecario: per prenotare un libro da un'altra biblioteca trentina scrivete a ${mailto(`chiara.tomasi@${HOST}`)} indicando titolo e autore.</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: container(
      `${breadcrumb([['/', 'Home'], ['/contatti', 'Contatti']])}<h1>Contatti</h1><div class="cmp-contacts"><div class="card w-100"><div class="card-body"><h2 class="title-medium-2-semi-bold">Ufficio protocollo</h2><ul class="contact-list p-0"><li><a class="list-item" href="tel:+390464869011">${esc('0464 869 011')}</a></li><li>${mailto(`protocollo@${HOST}`, undefined, 'class="list-item"')}</li><li>PEC (solo da casella PEC): comune@pec.comune.vallarsina.tn.it</li></ul></div></div></div>`,
    ),
  });

  for (const [path, title, body] of [
    ['/novita', 'Novità', '<p>Avvisi, comunicati e notizie dal Comune.</p><ul><li><a href="/novita/chiusura-sp89-passo-pian-delle-fugazze">Chiusura temporanea della SP 89 per lavori</a></li></ul>'],
    ['/novita/chiusura-sp89-passo-pian-delle-fugazze', 'Chiusura temporanea della SP 89 per lavori', '<p>Dal 3 al 14 marzo 2025, dalle 8 alle 17, la SP 89 resterà chiusa tra Sant\'Anna e il Passo per lavori di consolidamento.</p>'],
    ['/vivere-il-comune', 'Vivere il comune', '<p>Luoghi, eventi e associazioni di Vallarsina.</p>'],
    ['/amministrazione-trasparente', 'Amministrazione trasparente', '<p>Sezione pubblicata ai sensi del d.lgs. 33/2013 sulla piattaforma regionale.</p>'],
    ['/privacy', 'Informativa privacy', '<p>Titolare del trattamento è il Comune di Vallarsina. Il Responsabile della protezione dei dati è il Consorzio dei Comuni Trentini.</p>'],
    ['/note-legali', 'Note legali', '<p>I contenuti del sito sono pubblicati con licenza CC BY 4.0.</p>'],
    ['/dichiarazione-di-accessibilita', 'Dichiarazione di accessibilità', '<p>Il sito è parzialmente conforme ai requisiti della legge 4/2004.</p>'],
  ] as const) {
    pages[path] = page({ path, title, main: container(`<h1>${esc(title)}</h1>${body}`) });
  }

  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata',
    main: container(`<h1>Area riservata</h1><p>Accesso per amministratori e dipendenti con SPID o CIE. Assistenza tecnica: ${mailto(`intranet@${HOST}`)}</p>`),
  });

  const t = (local: string, name: string, title: string, pagesOf: string[], cases: CaseKind[]) => ({ address: `${local}@${HOST}`, name, title, pages: pagesOf, cases });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /themes/*.svg$\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /node/add/\nDisallow: /search/\nDisallow: /user/login\nDisallow: /area-riservata\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/amministrazione', '/amministrazione/giunta', '/amministrazione/uffici', '/servizi', '/servizi/biblioteca', '/contatti', '/novita'], '2025-03-04'),
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-106',
      languages: ['it'],
      addresses: [
        { address: `protocollo@${HOST}`, name: null, title: null, pages: ['/contatti', '/'], cases: ['role', 'plain', 'link-non-english'] },
        t('ivo.plotegher', 'Ivo Plotegher', 'Sindaco', ['/amministrazione/giunta'], ['rdfa', 'card', 'plain', 'link-non-english']),
        t('elena.dallavalle', 'Elena Dalla Valle', 'Vicesindaca con delega a cultura, turismo e politiche giovanili', ['/amministrazione/giunta'], ['card', 'json-ld-nested', 'plain', 'link-non-english']),
        t('mariagrazia.dalbosco', 'Maria Grazia Dal Bosco', 'Segretaria comunale (in convenzione con il Comune di Terragnolo)', ['/amministrazione/uffici'], ['table', 'honorific', 'plain', 'link-non-english']),
        t('paolo.zanella', 'Paolo Zanella', 'Responsabile del Servizio Finanziario e Tributi', ['/amministrazione/uffici'], ['table', 'honorific', 'plain', 'link-non-english']),
        t('denis.cristoforetti', 'Denis Cristoforetti', "Responsabile dell'Area Tecnica – Edilizia privata e Urbanistica", ['/amministrazione/uffici'], ['table', 'honorific', 'plain', 'link-non-english']),
        t('sabrina.stedile', 'Sabrina Stedile', "Ufficiale d'anagrafe e di stato civile", ['/amministrazione/uffici'], ['table', 'plain', 'link-non-english']),
        {
          ...t('luca.broseghini', 'Luca Broseghini', 'Agente di Polizia Locale (servizio associato Vallagarina Sud)', ['/amministrazione/uffici'], ['card', 'script-charcode', 'link-non-english']),
          encoded: { kind: 'charcodes' as const, text: POLIZIA_CODES },
        },
        t('chiara.tomasi', 'Chiara Tomasi', 'bibliotecaria e referente per il prestito interbibliotecario', ['/servizi/biblioteca'], ['prose', 'plain', 'link-non-english']),
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `intranet@${HOST}`, kind: 'disallowed' },
        { text: 'comune@pec.comune.vallarsina.tn.it', kind: 'other-company' },
        { text: 'bootstrap-italia@2.8.2', kind: 'package' },
      ],
    },
  };
}
