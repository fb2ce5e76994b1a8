/**
 * IIS "Alessandro Volta – Eugenio Montale": a state upper-secondary school (technical institute
 * and liceo) in Casale Monferrato, on Drupal 10 with the Bootstrap Italia theme the guidelines for
 * Italian public-sector sites call for, in Italian. The head teacher as an RDFa Person card ("Prof.ssa")
 * two links deep; the head teacher's staff as the organigramma table ("prof."/"prof.ssa" before
 * each name); the school's chief administrator as "DSGA: dott. …" on the administration page, the
 * HR clerk's address built by String.fromCharCode; a trip leader in a circular listed only in the
 * sitemap robots.txt names at a non-default path. The ministry mailboxes (PEO and PEC), the data
 * protection officer's firm and the teachers' reserved area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'iis-voltamontale.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/la-scuola', 'La scuola'],
  ['/didattica', 'Didattica'],
  ['/segreteria', 'Segreteria'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'IIS "Volta – Montale"',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<meta name="MobileOptimized" content="width">',
    '<meta name="HandheldFriendly" content="true">',
    `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Xq3v9kTQ2lYc0M8eHnB7pF4wRzD1sA6uGjK5oLiE.css?delta=0&amp;language=it&amp;theme=bootstrap_italia&amp;include=eJxLyi8tSizJzM-L">`,
    `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"it"},"pluralDelimiter":"\\u0003","user":{"uid":0,"permissionsHash":"5c1e0b7a3f"}}</script>`,
  ],
  header: () =>
    `<a href="#main-content" class="visually-hidden-focusable">Vai al contenuto principale</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>` +
    `<header class="it-header-wrapper it-header-sticky" data-bs-toggle="sticky"><div class="it-header-slim-wrapper"><div class="container"><div class="row"><div class="col-12"><div class="it-header-slim-wrapper-content"><a class="d-none d-lg-block navbar-brand" href="https://www.mim.gov.it/" target="_blank">Ministero dell'Istruzione e del Merito</a><div class="it-header-slim-right-zone"><a class="btn btn-primary btn-icon btn-full" href="${ORIGIN}/area-riservata"><span class="d-none d-lg-block">Area riservata</span></a></div></div></div></div></div></div>` +
    `<div class="it-nav-wrapper"><div class="it-header-center-wrapper"><div class="container"><div class="row"><div class="col-12"><div class="it-header-center-content-wrapper"><div class="it-brand-wrapper"><a href="${ORIGIN}/"><img src="${ORIGIN}/sites/default/files/logo-volta-montale.svg" alt="Logo IIS Volta – Montale" width="82" height="82"><div class="it-brand-text"><div class="it-brand-title">IIS "Alessandro Volta – Eugenio Montale"</div><div class="it-brand-tagline d-none d-md-block">Istituto Tecnico Economico e Tecnologico · Liceo Scientifico opzione Scienze Applicate</div></div></a></div></div></div></div></div></div>` +
    `<div class="it-header-navbar-wrapper"><div class="container"><div class="row"><div class="col-12"><nav class="navbar navbar-expand-lg has-megamenu" aria-label="Navigazione principale"><div class="navbar-collapsable" id="nav1"><div class="menu-wrapper"><ul class="navbar-nav" data-element="menu">${MENU.map(([href, label]) => `<li class="nav-item"><a class="nav-link" href="${ORIGIN}${href}"><span>${esc(label)}</span></a></li>`).join('')}</ul></div></div></nav></div></div></div></div></div></header>`,
  footer: () =>
    `<footer class="it-footer" id="footer"><div class="it-footer-main"><div class="container"><div class="row"><div class="col-lg-4"><h4>IIS "Volta – Montale"</h4><p>Via Giovanni Lanza 27 – 15033 Casale Monferrato (AL)<br>Tel. ${tel('0142 453 210')}<br>Codice meccanografico ALIS01400X · C.F. 82004170061 · Codice univoco UF4K2Q</p>` +
    `<p>PEO: <a href="mailto:alis01400x@istruzione.it">alis01400x@istruzione.it</a><br>PEC: <a href="mailto:alis01400x@pec.istruzione.it">alis01400x@pec.istruzione.it</a></p></div>` +
    `<div class="col-lg-4"><ul class="footer-list"><li><a href="${ORIGIN}/amministrazione-trasparente">Amministrazione trasparente</a></li><li><a href="${ORIGIN}/privacy">Privacy</a></li><li><a href="${ORIGIN}/note-legali">Note legali</a></li><li><a href="https://form.agid.gov.it/view/5f1e9c3a-2b47-4d81-9a06-c7e3f2b1d8a4" target="_blank">Dichiarazione di accessibilità</a></li></ul></div></div></div></div></footer></div>`,
  privacyPath: { it: `${ORIGIN}/privacy` },
  bodyEnd: [
    `<script src="${ORIGIN}/sites/default/files/js/js_9fHq2Lw7YxP3nB5cZ0tK8sVdR4mA1eGjU6oNiC.js?scope=footer&amp;delta=0&amp;language=it&amp;theme=bootstrap_italia"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it' });
const node = (title: string, html: string, breadcrumb: [string, string][] = []): string =>
  `<a id="main-content" tabindex="-1"></a><div class="container px-4 my-4">` +
  (breadcrumb.length
    ? `<nav class="breadcrumb-container" aria-label="Percorso di navigazione"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="${ORIGIN}/">Home</a><span class="separator">/</span></li>${breadcrumb.map(([h, l]) => `<li class="breadcrumb-item"><a href="${ORIGIN}${h}">${esc(l)}</a><span class="separator">/</span></li>`).join('')}</ol></nav>`
    : '') +
  `<article role="article" class="node node--type-page node--view-mode-full"><h1 class="title-xxlarge">${esc(title)}</h1><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div></article></div>`;

type Role = { role: string; shown: string; name: string; local: string };
const STAFF: Role[] = [
  { role: 'Collaboratore del Dirigente con funzioni vicarie', shown: 'prof. Giorgio Merlo', name: 'Giorgio Merlo', local: 'giorgio.merlo' },
  { role: 'Secondo collaboratore del Dirigente', shown: 'prof.ssa Silvia Cattaneo', name: 'Silvia Cattaneo', local: 'silvia.cattaneo' },
  { role: 'Animatore digitale', shown: 'prof. Davide Ferraris', name: 'Davide Ferraris', local: 'davide.ferraris' },
  { role: "Referente per l'inclusione", shown: 'prof.ssa Chiara Gatti', name: 'Chiara Gatti', local: 'chiara.gatti' },
  { role: 'Referente PCTO', shown: 'prof. Marco Bosio', name: 'Marco Bosio', local: 'marco.bosio' },
];

const OLIVIERI = `roberta.olivieri@${HOST}`;
const OLIVIERI_SCRIPT = `(function () { var m = String.fromCharCode(${charCodes(OLIVIERI)}); document.getElementById('mail-personale').innerHTML = '<a href="mailto:' + m + '">' + m + '</a>'; })();`;

const CIRCOLARE = '/circolari/circolare-n-187-viaggio-di-istruzione-a-vienna';
const CIRC_MAP = '/sites/default/files/sitemaps/circolari.xml';

export function iisVoltaMontale(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    description: 'Istituto di Istruzione Superiore "Alessandro Volta – Eugenio Montale" di Casale Monferrato: ITE, ITT e Liceo delle Scienze Applicate.',
    main: node(
      'Benvenuti al "Volta – Montale"',
      `<p>Oltre 1.100 studenti, tre indirizzi di studio e laboratori rinnovati con i fondi PNRR. Le iscrizioni alle classi prime per l'anno scolastico 2025/26 si effettuano online dal 21 gennaio al 10 febbraio.</p>` +
        `<div class="row"><div class="col-md-4"><div class="card card-teaser rounded shadow"><div class="card-body"><h3 class="card-title h5"><a href="${ORIGIN}/la-scuola">La scuola</a></h3></div></div></div><div class="col-md-4"><div class="card card-teaser rounded shadow"><div class="card-body"><h3 class="card-title h5"><a href="${ORIGIN}/segreteria">Uffici di segreteria</a></h3></div></div></div><div class="col-md-4"><div class="card card-teaser rounded shadow"><div class="card-body"><h3 class="card-title h5"><a href="${ORIGIN}/didattica">Offerta formativa</a></h3></div></div></div></div>`,
    ),
  });

  pages['/la-scuola'] = page({
    path: '/la-scuola',
    title: 'La scuola',
    main: node(
      'La scuola',
      `<p>L'istituto nasce nel 2000 dall'unione dell'Istituto Tecnico Commerciale "Volta" e del Liceo Scientifico "Montale".</p><ul class="link-list"><li><a class="list-item" href="${ORIGIN}/la-scuola/dirigente-scolastico"><span>Dirigente scolastico</span></a></li><li><a class="list-item" href="${ORIGIN}/la-scuola/organigramma"><span>Organigramma</span></a></li></ul>`,
      [['/la-scuola', 'La scuola']],
    ),
  });

  pages['/la-scuola/dirigente-scolastico'] = page({
    path: '/la-scuola/dirigente-scolastico',
    title: 'Dirigente scolastico',
    main: node(
      'Dirigente scolastico',
      `<div vocab="https://schema.org/" typeof="Person" class="card card-teaser card-teaser-info rounded shadow-sm p-4"><div class="avatar size-xl"><img property="image" src="${ORIGIN}/sites/default/files/styles/medium/public/2023-09/bellandi.jpg" alt="Foto della Dirigente"></div><div class="card-body">` +
        `<h2 class="card-title h4"><span property="honorificPrefix">Prof.ssa</span> <span property="name">Laura Bellandi</span></h2><p class="card-text" property="jobTitle">Dirigente scolastica</p>` +
        `<p class="card-text">Riceve su appuntamento il martedì e il giovedì dalle 10:00 alle 12:00.<br>Email: <a property="email" href="mailto:laura.bellandi@${HOST}">laura.bellandi@${HOST}</a></p></div></div>`,
      [['/la-scuola', 'La scuola'], ['/la-scuola/dirigente-scolastico', 'Dirigente scolastico']],
    ),
  });

  pages['/la-scuola/organigramma'] = page({
    path: '/la-scuola/organigramma',
    title: 'Organigramma',
    main: node(
      'Organigramma',
      `<p>Staff di dirigenza e figure di sistema per l'a.s. 2024/25 (delibera del Collegio dei docenti del 12 settembre 2024).</p>` +
        `<div class="table-responsive"><table class="table table-striped"><thead><tr><th scope="col">Incarico</th><th scope="col">Docente</th><th scope="col">Email istituzionale</th></tr></thead><tbody>` +
        STAFF.map((s) => `<tr><td>${esc(s.role)}</td><td>${esc(s.shown)}</td><td>${mailto(`${s.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table></div>`,
      [['/la-scuola', 'La scuola'], ['/la-scuola/organigramma', 'Organigramma']],
    ),
  });

  pages['/didattica'] = page({
    path: '/didattica',
    title: 'Offerta formativa',
    main: node('Offerta formativa', `<ul><li>Amministrazione, Finanza e Marketing</li><li>Costruzioni, Ambiente e Territorio</li><li>Liceo Scientifico – opzione Scienze Applicate</li></ul><p>Il PTOF 2022-2025 è pubblicato su Scuola in Chiaro.</p>`),
  });

  pages['/segreteria'] = page({
    path: '/segreteria',
    title: 'Uffici di segreteria',
    main: node(
      'Uffici di segreteria',
      `<p>Orario di apertura al pubblico: dal lunedì al venerdì 8:00–9:30 e 11:30–13:00; martedì e giovedì anche 14:30–16:30.</p>` +
        `<p>Direttore dei Servizi Generali e Amministrativi (DSGA): dott. Franco Rinaldi – ${mailto(`franco.rinaldi@${HOST}`)}</p>` +
        `<h2 class="h4">Ufficio didattica</h2><p>Iscrizioni, certificati, libretti delle giustificazioni: ${mailto(`didattica@${HOST}`)} – tel. ${tel('0142 453 212')}</p>` +
        `<h2 class="h4">Ufficio personale</h2><p>Roberta Olivieri, assistente amministrativa (contratti, supplenze, graduatorie d'istituto) – <span id="mail-personale">attivare JavaScript per visualizzare l'indirizzo</span></p><script>${OLIVIERI_SCRIPT}</script>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: node(
      'Contatti',
      `<p>Sede centrale: Via Giovanni Lanza 27, 15033 Casale Monferrato (AL) – tel. ${tel('0142 453 210')}<br>Sede associata: Corso Valentino 14, 15033 Casale Monferrato</p><p>Per comunicazioni ufficiali utilizzare la PEC alis01400x@pec.istruzione.it. Per informazioni sulle iscrizioni: ${mailto(`didattica@${HOST}`)}</p>`,
    ),
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy',
    main: node(
      'Informativa sul trattamento dei dati personali',
      `<p>Titolare del trattamento è l'IIS "Volta – Montale", rappresentato dalla Dirigente scolastica pro tempore. Responsabile della protezione dei dati (RPD): Avv. Stefano Demichelis, Privacy Scuole S.r.l., dpo@privacyscuole.test</p>`,
    ),
  });

  pages['/note-legali'] = page({ path: '/note-legali', title: 'Note legali', main: node('Note legali', `<p>I contenuti di questo sito sono pubblicati con licenza CC BY 4.0, salvo diversa indicazione.</p>`) });
  pages['/amministrazione-trasparente'] = page({ path: '/amministrazione-trasparente', title: 'Amministrazione trasparente', main: node('Amministrazione trasparente', `<p>Le sezioni di Amministrazione trasparente sono pubblicate sulla piattaforma del fornitore del registro elettronico.</p>`) });

  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata',
    main: node('Area riservata docenti', `<p>Modulistica interna, verbali e orari provvisori. Credenziali smarrite: scrivere a registro@${HOST}.</p>`),
  });

  pages[CIRCOLARE] = page({
    path: CIRCOLARE,
    title: 'Circolare n. 187 – Viaggio di istruzione a Vienna',
    main: node(
      'Circolare n. 187 – Viaggio di istruzione a Vienna (classi quarte)',
      `<p><strong>Ai docenti, agli studenti e alle famiglie delle classi 4ªA AFM, 4ªB CAT e 4ªA LSA</strong></p><p>Si comunica che il viaggio di istruzione a Vienna si svolgerà dal 24 al 27 marzo 2025. Il saldo della quota (euro 385) dovrà essere versato tramite PagoInRete entro il 28 febbraio.</p>` +
        `<p>Per informazioni le famiglie possono rivolgersi alla docente referente del viaggio, prof.ssa Elena Sartori, all'indirizzo ${mailto(`elena.sartori@${HOST}`)}.</p><p>La Dirigente scolastica<br>Prof.ssa Laura Bellandi<br><em>(firma autografa sostituita a mezzo stampa ai sensi dell'art. 3, comma 2, del D.Lgs. 39/1993)</em></p>`,
      [['/circolari', 'Circolari']],
    ),
  });

  const general = ['/', '/la-scuola', '/la-scuola/dirigente-scolastico', '/la-scuola/organigramma', '/didattica', '/segreteria', '/contatti', '/privacy', '/note-legali', '/amministrazione-trasparente'];
  pages[CIRC_MAP] = xmlPage(urlset(HOST, [CIRCOLARE], '2025-02-10'));

  const deep: CaseKind[] = ['deep-page', 'link-non-english', 'plain'];
  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\n# This file is to prevent the crawling and indexing of certain parts\n# of your site by web crawlers and spiders run by sites like Yahoo!\n# and Google.\n\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /profiles/*.png\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /search/\nDisallow: /user/login\nDisallow: /user/password\nDisallow: /area-riservata\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}${CIRC_MAP}\n`,
      sitemapXml: urlset(HOST, general, '2025-02-10'),
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)', 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-118',
      languages: ['it'],
      addresses: [
        { address: `didattica@${HOST}`, name: null, title: null, pages: ['/segreteria', '/contatti'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `laura.bellandi@${HOST}`, name: 'Laura Bellandi', title: 'Dirigente scolastica', pages: ['/la-scuola/dirigente-scolastico'], cases: ['rdfa', 'honorific', 'card', ...deep] },
        ...STAFF.map((s) => ({ address: `${s.local}@${HOST}`, name: s.name, title: s.role, pages: ['/la-scuola/organigramma'], cases: ['table', 'honorific', ...deep] as CaseKind[] })),
        {
          address: `franco.rinaldi@${HOST}`,
          name: 'Franco Rinaldi',
          title: 'Direttore dei Servizi Generali e Amministrativi (DSGA)',
          titleAlternatives: ['DSGA', 'Direttore dei Servizi Generali e Amministrativi'],
          pages: ['/segreteria'],
          cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'],
        },
        { address: OLIVIERI, name: 'Roberta Olivieri', title: 'assistente amministrativa', pages: ['/segreteria'], encoded: { kind: 'charcodes', text: charCodes(OLIVIERI) }, cases: ['name-title-line', 'script-charcode', 'link-non-english'] },
        { address: `elena.sartori@${HOST}`, name: 'Elena Sartori', title: 'docente referente del viaggio', pages: [CIRCOLARE], cases: ['prose', 'honorific', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `registro@${HOST}`, kind: 'disallowed' },
        { text: 'alis01400x@istruzione.it', kind: 'other-company' },
        { text: 'alis01400x@pec.istruzione.it', kind: 'other-company' },
        { text: 'dpo@privacyscuole.test', kind: 'other-company' },
      ],
    },
  };
}
