/**
 * Istituto Comprensivo Valle Cannobina: a state school of four sites on Lake Maggiore, on Joomla 3
 * with a school template, in Italian. The head teacher's, the DSGA's and the office's addresses go
 * through Joomla's e-mail cloaking plugin (a script that builds the link from pieces, vowels as
 * character references); the organisation chart is a table in an article written with
 * {emailcloak=off}, so its addresses are plain; the primary school's coordinator is a Person nested
 * in the institute's JSON-LD department; and a circular naming the garden project's teacher is
 * listed only in the sitemap that robots.txt names at a non-default path. The ministry's PEC and
 * PEO mailboxes, the registry login (disallowed) and the stated "nome.cognome@" scheme are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'icvalcannobina.test';
const ORIGIN = `http://${HOST}`;

/** Joomla's JHtmlEmail::convertEncoding: the vowels as decimal character references. */
const joomlaEncode = (text: string): string => text.replace(/[aeiou]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The span and script Joomla 3's "Content - Email Cloaking" plugin writes for a mailto link. */
function cloak(address: string, id: string): { html: string; script: string } {
  const [local, domain] = address.split('@') as [string, string];
  const domainExpr = domain
    .split('.')
    .map((p) => `'${joomlaEncode(p)}'`)
    .join(" + '&#46;' + ");
  const script =
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';` +
    `\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';` +
    `\n\t\t\t\tvar path = 'hr' + 'ef' + '=';` +
    `\n\t\t\t\tvar addy${id} = '${joomlaEncode(local)}' + '&#64;';` +
    `\n\t\t\t\taddy${id} = addy${id} + ${domainExpr};` +
    `\n\t\t\t\tvar addy_text${id} = '${joomlaEncode(local)}' + '&#64;' + ${domainExpr};document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';` +
    `\n\t\t`;
  return {
    html: `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type='text/javascript'>${script}</script>`,
    script,
  };
}

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/la-scuola', 'La scuola'],
  ['/la-scuola/organigramma', 'Organigramma'],
  ['/plessi', 'Plessi'],
  ['/dirigente', 'Dirigente'],
  ['/segreteria', 'Segreteria'],
  ['/area-riservata', 'Area riservata'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Istituto Comprensivo Valle Cannobina',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<meta name="author" content="Super User">',
    '<link href="/templates/pa_scuola/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">',
    '<link href="/media/jui/css/bootstrap.min.css?8f2c1e4b9a7d3f60c5e1" rel="stylesheet">',
    '<link href="/templates/pa_scuola/css/template.css?8f2c1e4b9a7d3f60c5e1" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?8f2c1e4b9a7d3f60c5e1"></script>',
    '<script src="/media/system/js/caption.js?8f2c1e4b9a7d3f60c5e1"></script>',
  ],
  header: (spec) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix">` +
    `<a class="brand pull-left" href="/"><img src="/images/logo/logo-ic-cannobina.png" alt="Istituto Comprensivo Valle Cannobina"><div class="site-description">Scuola dell'infanzia, primaria e secondaria di primo grado – Cannobio, Cannero Riviera, Falmenta</div></a></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Attiva/disattiva navigazione</span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([href, label], i) => `<li class="item-${101 + i}${href === spec.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('') +
    `</ul></div></nav><div class="row-fluid"><main id="content" role="main" class="span12"><div id="system-message-container"></div>`,
  footer: () =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom">` +
    `<p><strong>Istituto Comprensivo Valle Cannobina</strong> – Via Marconi 7, 28822 Cannobio (VB) – Tel. ${tel('0323 70 214')}<br>C.F. 84009120035 – Codice meccanografico VBIC81700B – Codice univoco ufficio UF7K2Q</p>` +
    `<p>PEO: vbic81700b@istruzione.it – PEC: vbic81700b@pec.istruzione.it</p>` +
    `<p><a href="/privacy">Privacy</a> – <a href="/note-legali">Note legali</a> – <a href="/accessibilita">Dichiarazione di accessibilità</a></p></div>` +
    `<p class="pull-right"><a href="#top" id="back-top">Torna su</a></p><p>© 2025 Istituto Comprensivo Valle Cannobina</p></div></footer>`,
  privacyPath: { it: '/privacy' },
  bodyEnd: ['<script src="/media/jui/js/bootstrap.min.js?8f2c1e4b9a7d3f60c5e1"></script>', '<script src="/templates/pa_scuola/js/template.js?8f2c1e4b9a7d3f60c5e1"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'it-it' });

const article = (title: string, html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="it-IT"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

const DIRIGENTE = cloak(`daniela.ferraris@${HOST}`, 'b7e41c09d2f3a6851e0c4b27d9a3f165');
const DSGA = cloak(`marco.zanetti@${HOST}`, '3f9a0d6e21c84b7fa5d1e0c9b2846a73');
const SEGRETERIA = cloak(`segreteria@${HOST}`, 'e02c7b5a94d1f38b6c0a2e7d15f94b80');
const SEGRETERIA_HOME = cloak(`segreteria@${HOST}`, '5a1d8c3f0e7b294c6d1a8e3f50b7c294');

type Row = { role: string; shown: string; name: string; local: string };
const ORGANIGRAMMA: Row[] = [
  { role: 'Prima collaboratrice del Dirigente', shown: 'ins. Paola Bertolini', name: 'Paola Bertolini', local: 'paola.bertolini' },
  { role: 'Secondo collaboratore del Dirigente', shown: 'prof. Luca Gattoni', name: 'Luca Gattoni', local: 'luca.gattoni' },
  { role: 'Funzione strumentale PTOF e valutazione', shown: 'ins. Elena Rossetti', name: 'Elena Rossetti', local: 'elena.rossetti' },
  { role: 'Animatore digitale', shown: 'prof. Andrea Mancini', name: 'Andrea Mancini', local: 'andrea.mancini' },
  { role: 'Referente per il contrasto al bullismo e al cyberbullismo', shown: 'prof.ssa Silvia Cerutti', name: 'Silvia Cerutti', local: 'silvia.cerutti' },
  { role: "Referente per l'inclusione (BES e DSA)", shown: 'ins. Chiara Bonomi', name: 'Chiara Bonomi', local: 'chiara.bonomi' },
];

const CIRCOLARE = '/circolari/circolare-n-87-progetto-orto-didattico';

export function icValCannobina(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main:
      `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog"><div class="items-leading clearfix">` +
      `<div class="leading-0" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><h2 itemprop="name"><a href="/la-scuola">Iscrizioni anno scolastico 2025/2026</a></h2><p>Le iscrizioni alla scuola primaria e secondaria si effettuano online dal 21 gennaio al 10 febbraio 2025. La segreteria offre supporto alle famiglie su appuntamento: ${SEGRETERIA_HOME.html}</p></div>` +
      `<div class="leading-1" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><h2 itemprop="name">Open day scuola secondaria</h2><p>Sabato 14 dicembre, dalle 9.30 alle 12.00, la scuola secondaria di primo grado di Cannobio apre le porte alle famiglie delle classi quinte.</p></div></div></div>`,
  });

  pages['/la-scuola'] = page({
    path: '/la-scuola',
    title: 'La scuola',
    main: article(
      'La scuola',
      `<p>L'Istituto Comprensivo Valle Cannobina riunisce la scuola dell'infanzia di Cannero Riviera, le scuole primarie di Cannobio e Falmenta e la scuola secondaria di primo grado «Giovanni Pascoli» di Cannobio, per un totale di circa 420 alunni.</p><p>Consulta l'<a href="/la-scuola/organigramma">organigramma</a> e il Piano Triennale dell'Offerta Formativa.</p>`,
    ),
  });

  pages['/la-scuola/organigramma'] = page({
    path: '/la-scuola/organigramma',
    title: 'Organigramma',
    main: article(
      'Organigramma a.s. 2024/2025',
      `<p>Incarichi conferiti dal Dirigente Scolastico con decreto prot. n. 3127 del 16/09/2024.</p>` +
        `<table class="table table-bordered table-striped"><thead><tr><th>Incarico</th><th>Docente</th><th>E-mail istituzionale</th></tr></thead><tbody>` +
        ORGANIGRAMMA.map((r) => `<tr><td>${esc(r.role)}</td><td>${esc(r.shown)}</td><td>${mailto(`${r.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table><p>Tutto il personale è raggiungibile all'indirizzo istituzionale nome.cognome@${HOST}.</p>`,
    ),
  });

  pages['/plessi'] = page({
    path: '/plessi',
    title: 'Plessi',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        name: 'Istituto Comprensivo Valle Cannobina',
        url: `${ORIGIN}/`,
        department: [
          { '@type': 'Preschool', name: "Scuola dell'infanzia di Cannero Riviera", address: { '@type': 'PostalAddress', streetAddress: 'Via Dante 4', addressLocality: 'Cannero Riviera', postalCode: '28821' } },
          {
            '@type': 'ElementarySchool',
            name: 'Scuola primaria «Gianni Rodari» di Cannobio',
            address: { '@type': 'PostalAddress', streetAddress: 'Via Marconi 7', addressLocality: 'Cannobio', postalCode: '28822' },
            employee: { '@type': 'Person', name: 'Marta Guglielmetti', jobTitle: 'Referente di plesso', email: `marta.guglielmetti@${HOST}` },
          },
        ],
      },
    ],
    main: article(
      'I nostri plessi',
      `<h3>Scuola dell'infanzia di Cannero Riviera</h3><p>Via Dante 4 – Tel. 0323 78 115 – 2 sezioni, orario 8.00–16.00</p>` +
        `<h3>Scuola primaria «Gianni Rodari» di Cannobio</h3><p>Via Marconi 7 – Tel. 0323 70 214 – tempo pieno e tempo ordinario</p><p>Referente di plesso: ins. Marta Guglielmetti – marta.guglielmetti@${HOST}</p>` +
        `<h3>Scuola primaria di Falmenta</h3><p>Pluriclasse, Via Roma 2 – Tel. 0323 77 026</p>` +
        `<h3>Scuola secondaria di primo grado «Giovanni Pascoli»</h3><p>Viale Vittorio Veneto 11, Cannobio – Tel. 0323 71 380</p>`,
    ),
  });

  pages['/dirigente'] = page({
    path: '/dirigente',
    title: 'Dirigente',
    main: article(
      'Il Dirigente Scolastico',
      `<p>Dal 1° settembre 2022 l'istituto è diretto dalla prof.ssa Daniela Ferraris, Dirigente Scolastica, che riceve genitori e docenti su appuntamento il martedì e il giovedì dalle 10.00 alle 12.00; per fissare un colloquio scrivere a ${DIRIGENTE.html} indicando un recapito telefonico.</p>`,
    ),
  });

  pages['/segreteria'] = page({
    path: '/segreteria',
    title: 'Segreteria',
    main: article(
      'Uffici di segreteria',
      `<p>Orario di apertura al pubblico: dal lunedì al venerdì 8.00–9.30 e 12.00–13.30; martedì e giovedì anche 14.30–16.30.</p>` +
        `<p>E-mail: ${SEGRETERIA.html}<br>Telefono: ${tel('0323 70 214')}</p>` +
        `<p>Direttore dei Servizi Generali e Amministrativi (DSGA): dott. Marco Zanetti – ${DSGA.html}</p>` +
        `<p>Ufficio alunni: sig.ra Roberta Pella · Ufficio personale: sig. Gianluca Airoldi (tel. interno 3)</p>`,
    ),
  });

  pages[CIRCOLARE] = page({
    path: CIRCOLARE,
    title: 'Circolare n. 87 – Progetto orto didattico',
    main: article(
      'Circolare n. 87 – Progetto «Orto didattico» classi terze e quarte',
      `<p>Prot. n. 612 – Cannobio, 3 febbraio 2025</p><p>Ai genitori degli alunni delle classi terze e quarte della scuola primaria di Cannobio</p>` +
        `<p>Si comunica che da marzo riprende il progetto «Orto didattico» in collaborazione con la Pro Loco di Cannobio. Le attività si svolgeranno il mercoledì pomeriggio nell'orto della scuola. Per informazioni e per dare la disponibilità come genitori accompagnatori potete rivolgervi alla referente del progetto, la prof.ssa Giulia Pastore, all'indirizzo giulia.pastore@${HOST}.</p>` +
        `<p>La Dirigente Scolastica<br>prof.ssa Daniela Ferraris<br><em>(firma autografa sostituita a mezzo stampa ai sensi dell'art. 3, c. 2, D.Lgs. 39/1993)</em></p>`,
    ),
  });

  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata',
    main: `<div class="login"><form action="/area-riservata" method="post" class="form-validate form-horizontal well"><fieldset><div class="control-group"><label for="username">Nome utente</label><input type="text" name="username" id="username"></div><div class="control-group"><label for="password">Password</label><input type="password" name="password" id="password"></div><button type="submit" class="btn btn-primary">Accedi</button></fieldset></form><p>Problemi di accesso al registro elettronico? Scrivere a registro@${HOST}</p></div>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: article('Informativa privacy', "<p>Il titolare del trattamento è l'Istituto Comprensivo Valle Cannobina, rappresentato dal Dirigente Scolastico pro tempore.</p>") });
  pages['/note-legali'] = page({ path: '/note-legali', title: 'Note legali', main: article('Note legali', '<p>I contenuti del sito sono pubblicati con licenza Creative Commons BY-SA 4.0, salvo diversa indicazione.</p>') });
  pages['/accessibilita'] = page({ path: '/accessibilita', title: 'Dichiarazione di accessibilità', main: article('Dichiarazione di accessibilità', '<p>Il sito è parzialmente conforme ai requisiti della norma UNI CEI EN 301549.</p>') });

  pages['/sitemaps/osmap-circolari.xml'] = xmlPage(urlset(HOST, [CIRCOLARE], '2025-02-03'));

  const protectedCases: CaseKind[] = ['script-protect', 'link-non-english'];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-riservata\n\nSitemap: ${ORIGIN}/sitemaps/osmap-circolari.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-110',
      languages: ['it'],
      addresses: [
        { address: `segreteria@${HOST}`, name: null, title: null, pages: ['/', '/segreteria'], encoded: { kind: 'script', text: SEGRETERIA.script }, cases: ['role', ...protectedCases] },
        { address: `daniela.ferraris@${HOST}`, name: 'Daniela Ferraris', title: 'Dirigente Scolastica', pages: ['/dirigente'], encoded: { kind: 'script', text: DIRIGENTE.script }, cases: ['prose', 'honorific', ...protectedCases] },
        {
          address: `marco.zanetti@${HOST}`,
          name: 'Marco Zanetti',
          title: 'Direttore dei Servizi Generali e Amministrativi (DSGA)',
          pages: ['/segreteria'],
          encoded: { kind: 'script', text: DSGA.script },
          cases: ['title-name-line', 'honorific', ...protectedCases],
        },
        ...ORGANIGRAMMA.map((r) => ({ address: `${r.local}@${HOST}`, name: r.name, title: r.role, pages: ['/la-scuola/organigramma'], cases: ['table', 'honorific', 'plain', 'link-non-english'] as CaseKind[] })),
        {
          address: `marta.guglielmetti@${HOST}`,
          name: 'Marta Guglielmetti',
          title: 'Referente di plesso',
          pages: ['/plessi'],
          cases: ['json-ld-nested', 'json-ld-person', 'title-name-line', 'honorific', 'plain', 'link-non-english'],
        },
        { address: `giulia.pastore@${HOST}`, name: 'Giulia Pastore', title: 'referente del progetto', pages: [CIRCOLARE], cases: ['prose', 'honorific', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/la-scuola/organigramma', text: `nome.cognome@${HOST}` },
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `nome.cognome@${HOST}`, kind: 'scheme' },
        { text: `registro@${HOST}`, kind: 'disallowed' },
        { text: 'vbic81700b@pec.istruzione.it', kind: 'other-company' },
        { text: 'vbic81700b@istruzione.it', kind: 'other-company' },
      ],
    },
  };
}
