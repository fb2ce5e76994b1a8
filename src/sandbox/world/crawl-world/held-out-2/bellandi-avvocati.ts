/**
 * Studio Legale Bellandi & Associati, a law firm in Florence with a desk in Milan (Italian only).
 * Second held-out set.
 *
 * Shows: Italian anchor texts ("Professionisti", "Lo Studio", "Aree di attività"); a table of
 * lawyers with a header row and Italian honorifics ("Prof. Avv.", "Avv.", "Dott.ssa") and a
 * post-nominal ("LL.M."); an old partner's address in an HTML comment; a "Name – Title – address"
 * line; a practice-area page two links from home whose lawyer card writes the address with an
 * inline script (string concatenation); scheme text ("nome.cognome@…"); the bar association's
 * address in the legal notes; a reserved area robots.txt disallows (linked from the footer).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'bellandi-avvocati.test';
const ORIGIN = `http://${HOST}`;

const A = {
  info: `info@${HOST}`,
  segreteria: `segreteria@${HOST}`,
  bellandi: `lorenzo.bellandi@${HOST}`,
  mancini: `chiara.mancini@${HOST}`,
  russo: `davide.russo@${HOST}`,
  greco: `elena.greco@${HOST}`,
  ferrante: `giulia.ferrante@${HOST}`,
  vitali: `marco.vitali@${HOST}`,
};

const SCHEME = `nome.cognome@${HOST}`;
const COMMENTED = `m.bellandi@${HOST}`;
const RESERVED = [`paolo.conti@${HOST}`, `archivio@${HOST}`];
const BAR = 'segreteria@ordineavvocati-firenze.test';

/** The address of Avv. Ferrante, put together in the browser so harvesters reading the HTML miss it. */
const FERRANTE_SCRIPT =
  `(function(){var u='giulia'+'.'+'ferrante';var d='bellandi-avvocati'+'.'+'test';var a=u+'@'+d;` +
  `var el=document.getElementById('email-ferrante');if(el){el.innerHTML='<a href="mailto:'+a+'">'+a+'</a>';}})();`;

const NAV: [string, string][] = [
  ['/', 'Home'],
  ['/lo-studio', 'Lo Studio'],
  ['/professionisti', 'Professionisti'],
  ['/aree-di-attivita', 'Aree di attività'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Studio Legale Bellandi',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/bellandi/css/template.css?v=4.4.2" rel="stylesheet">',
    '<link href="/media/vendor/fontawesome-free/css/fontawesome.min.css?6.5.1" rel="stylesheet">',
    '<link rel="icon" href="/templates/bellandi/images/favicon.ico">',
  ],
  privacyPath: { it: '/privacy' },
  header: (page) =>
    `<div class="header-top"><span><i class="fa fa-phone"></i> 055 234 5600</span> <span><i class="fa fa-envelope"></i> ${mailto(A.info)}</span></div>\n` +
    `<header class="header container">\n` +
    `  <a href="/" class="navbar-brand"><img src="/images/logo-studio-bellandi.svg" alt="Studio Legale Bellandi &amp; Associati" width="260" height="54"></a>\n` +
    `  <nav class="navbar" aria-label="Menu principale"><ul class="mod-menu nav">${NAV.map(([href, label]) => `<li class="nav-item${href === page.path ? ' current active' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>\n` +
    `</header>`,
  footer: () =>
    `<footer class="footer">\n<div class="container grid">\n` +
    `  <div class="moduletable"><h3>Sede di Firenze</h3><p>Via dei Servi 38<br>50122 Firenze</p><p>Tel. 055 234 5600<br>Fax 055 234 5699</p></div>\n` +
    `  <div class="moduletable"><h3>Sede di Milano</h3><p>Corso di Porta Romana 61<br>20122 Milano</p><p>Tel. 02 8901 4470</p></div>\n` +
    `  <div class="moduletable"><p>${mailto(A.info)}</p><p>P.IVA 05512340489</p><p><a href="/note-legali">Note legali</a> · <a href="/privacy">Privacy</a> · <a href="/riservato/rubrica">Area riservata</a></p></div>\n` +
    `</div>\n<p class="copyright">© 2025 Studio Legale Bellandi &amp; Associati – Tutti i diritti riservati</p>\n</footer>`,
  bodyEnd: ['<script src="/media/templates/site/bellandi/js/template.min.js?4.4.2" defer></script>'],
};

function page(spec: PageSpec): SandboxPage {
  return renderPage(theme, spec);
}

function row(name: string, role: string, office: string, phone: string, address: string): string {
  return `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${office}</td><td>${tel(phone)}</td><td>${mailto(address)}</td></tr>`;
}

function pages(): Record<string, SandboxPage> {
  const legal = {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: 'Studio Legale Bellandi & Associati',
    url: `${ORIGIN}/`,
    telephone: '+39 055 234 5600',
    address: { '@type': 'PostalAddress', streetAddress: 'Via dei Servi 38', postalCode: '50122', addressLocality: 'Firenze', addressCountry: 'IT' },
    areaServed: ['Firenze', 'Milano'],
  };
  return {
    '/': page({
      path: '/',
      lang: 'it',
      title: 'Avvocati a Firenze e Milano',
      description: "Studio Legale Bellandi & Associati: diritto societario, del lavoro e contenzioso civile per imprese e privati dal 1978.",
      jsonLd: [legal],
      main:
        `<section class="hero"><h1>Assistenza legale per imprese e famiglie dal 1978</h1>\n` +
        `<p>Dalle nostre sedi di Firenze e Milano seguiamo imprese, enti e privati nel diritto societario, nel diritto del lavoro e nel contenzioso civile.</p>\n` +
        `<p><a class="btn" href="/contatti">Richiedi un appuntamento</a></p></section>\n` +
        `<section class="blog-featured"><h2>Notizie dallo Studio</h2>\n` +
        `<div class="item"><h3>Riforma del processo civile: cosa cambia nel 2025</h3><p>Un incontro aperto ai clienti presso la sede di Firenze, giovedì 10 aprile alle 17:30.</p></div>\n` +
        `</section>`,
    }),
    '/lo-studio': page({
      path: '/lo-studio',
      lang: 'it',
      title: 'Lo Studio',
      main:
        `<div class="item-page"><h1>Lo Studio</h1>\n` +
        `<p>Lo Studio è stato fondato a Firenze nel 1978 dall'avvocato Mario Bellandi. Dal 2012 è guidato dal figlio, il Prof. Avv. Lorenzo Bellandi, docente di diritto commerciale all'Università di Firenze. Nel 2019 abbiamo aperto la sede di Milano.</p>\n` +
        `<p>Oggi lo Studio conta dodici professionisti tra avvocati e praticanti, affiancati da una segreteria e da un ufficio amministrativo.</p>\n` +
        `<h2>Amministrazione</h2>\n<p class="staff-line">Marco Vitali – Responsabile amministrativo – ${mailto(A.vitali)}</p>\n` +
        `<p>Per fatture, parcelle e pagamenti rivolgersi direttamente all'ufficio amministrativo.</p></div>`,
    }),
    '/professionisti': page({
      path: '/professionisti',
      lang: 'it',
      title: 'Professionisti',
      main:
        `<div class="item-page"><h1>I nostri professionisti</h1>\n` +
        `<!-- contatto storico, da togliere: ${COMMENTED} -->\n` +
        `<table class="table table-striped professionisti">\n<thead><tr><th>Professionista</th><th>Qualifica</th><th>Sede</th><th>Telefono</th><th>E-mail</th></tr></thead>\n<tbody>\n` +
        row('Prof. Avv. Lorenzo Bellandi', 'Socio fondatore', 'Firenze', '055 234 5601', A.bellandi) + '\n' +
        row('Avv. Chiara Mancini', 'Socia', 'Firenze', '055 234 5602', A.mancini) + '\n' +
        row('Avv. Davide Russo, LL.M.', 'Associato', 'Milano', '02 8901 4471', A.russo) + '\n' +
        row('Dott.ssa Elena Greco', 'Praticante avvocato', 'Firenze', '055 234 5608', A.greco) + '\n' +
        `</tbody></table>\n` +
        `<p>Per il diritto del lavoro vedi la pagina del <a href="/aree-di-attivita">dipartimento</a> dedicato.</p></div>`,
    }),
    '/aree-di-attivita': page({
      path: '/aree-di-attivita',
      lang: 'it',
      title: 'Aree di attività',
      main:
        `<div class="item-page"><h1>Aree di attività</h1>\n<ul class="aree">\n` +
        `<li><strong>Diritto societario e commerciale</strong> – costituzione di società, patti parasociali, operazioni straordinarie.</li>\n` +
        `<li><strong><a href="/aree-di-attivita/diritto-del-lavoro">Diritto del lavoro</a></strong> – contratti, licenziamenti, relazioni sindacali.</li>\n` +
        `<li><strong>Contenzioso civile</strong> – recupero crediti, responsabilità contrattuale, arbitrati.</li>\n</ul></div>`,
    }),
    '/aree-di-attivita/diritto-del-lavoro': page({
      path: '/aree-di-attivita/diritto-del-lavoro',
      lang: 'it',
      title: 'Diritto del lavoro',
      main:
        `<div class="item-page"><h1>Diritto del lavoro</h1>\n` +
        `<p>Assistiamo aziende e dirigenti nella gestione dei rapporti di lavoro: redazione dei contratti, procedimenti disciplinari, licenziamenti individuali e collettivi, trattative sindacali e contenzioso davanti al giudice del lavoro.</p>\n` +
        `<aside class="referente card"><img src="/images/professionisti/giulia-ferrante.jpg" alt="" width="240" height="300">\n` +
        `<h3>Avv. Giulia Ferrante</h3><p class="qualifica">Responsabile del dipartimento di diritto del lavoro</p>\n` +
        `<p>Tel. 02 8901 4473<br>E-mail: <span id="email-ferrante"></span></p>\n` +
        `<script>${FERRANTE_SCRIPT}</script>\n` +
        `<noscript>Attivare JavaScript per visualizzare l'indirizzo e-mail.</noscript></aside></div>`,
    }),
    '/contatti': page({
      path: '/contatti',
      lang: 'it',
      title: 'Contatti',
      main:
        `<div class="item-page"><h1>Contatti</h1>\n` +
        `<p>Per fissare un appuntamento contattate la segreteria dal lunedì al venerdì, 9:00–13:00 e 14:30–18:30: tel. ${tel('055 234 5600')}, ${mailto(A.segreteria)}.</p>\n` +
        `<p>Gli indirizzi e-mail personali dei nostri professionisti seguono lo schema ${SCHEME}.</p>\n` +
        `<form class="contact-form" method="post" action="/contatti"><label>Nome e cognome<input name="nome" required></label><label>E-mail<input type="email" name="email" required></label><label>Messaggio<textarea name="messaggio"></textarea></label><label><input type="checkbox" name="privacy" required> Ho letto l'informativa privacy</label><button type="submit">Invia</button></form></div>`,
    }),
    '/note-legali': page({
      path: '/note-legali',
      lang: 'it',
      title: 'Note legali',
      main:
        `<div class="item-page"><h1>Note legali</h1>\n<p>Studio Legale Bellandi &amp; Associati – Via dei Servi 38, 50122 Firenze – P.IVA 05512340489 – ${mailto(A.info)}</p>\n` +
        `<p>Gli avvocati dello Studio sono iscritti all'Ordine degli Avvocati di Firenze (Via Cavour 57, 50129 Firenze, ${mailto(BAR)}) e sono soggetti al Codice deontologico forense.</p>\n` +
        `<p>Polizza di responsabilità civile professionale stipulata ai sensi dell'art. 12 della Legge 247/2012.</p></div>`,
    }),
    '/privacy': page({
      path: '/privacy',
      lang: 'it',
      title: 'Informativa privacy',
      main:
        `<div class="item-page"><h1>Informativa sul trattamento dei dati personali</h1>\n<p>Titolare del trattamento è Studio Legale Bellandi &amp; Associati, Via dei Servi 38, 50122 Firenze. Per esercitare i diritti di cui agli artt. 15–22 del Regolamento (UE) 2016/679 scrivere a ${mailto(A.info)}.</p></div>`,
    }),
    '/riservato/rubrica': page({
      path: '/riservato/rubrica',
      lang: 'it',
      title: 'Rubrica interna',
      main:
        `<h1>Rubrica interna</h1>\n<ul><li>Avv. Paolo Conti – int. 611 – ${RESERVED[0]}</li><li>Archivio pratiche – int. 690 – ${RESERVED[1]}</li></ul>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.info, name: null, title: null, pages: ['/', '/contatti', '/note-legali', '/privacy'], cases: ['role', 'plain'] },
  { address: A.segreteria, name: null, title: null, pages: ['/contatti'], cases: ['role', 'plain'] },
  { address: A.bellandi, name: 'Lorenzo Bellandi', title: 'Socio fondatore', pages: ['/professionisti'], cases: ['link-non-english', 'table', 'honorific', 'plain'] },
  { address: A.mancini, name: 'Chiara Mancini', title: 'Socia', pages: ['/professionisti'], cases: ['link-non-english', 'table', 'honorific', 'plain'] },
  { address: A.russo, name: 'Davide Russo', title: 'Associato', pages: ['/professionisti'], cases: ['link-non-english', 'table', 'honorific', 'post-nominal', 'plain'] },
  { address: A.greco, name: 'Elena Greco', title: 'Praticante avvocato', pages: ['/professionisti'], cases: ['link-non-english', 'table', 'honorific', 'plain'] },
  {
    address: A.ferrante,
    name: 'Giulia Ferrante',
    title: 'Responsabile del dipartimento di diritto del lavoro',
    pages: ['/aree-di-attivita/diritto-del-lavoro'],
    encoded: { kind: 'script', text: FERRANTE_SCRIPT },
    cases: ['link-non-english', 'deep-page', 'card', 'honorific', 'script-concat'],
  },
  { address: A.vitali, name: 'Marco Vitali', title: 'Responsabile amministrativo', pages: ['/lo-studio'], cases: ['link-non-english', 'name-title-line', 'plain'] },
];

export function bellandiAvvocati(): CrawlWorldSite {
  const sitemapPaths = ['/', '/lo-studio', '/professionisti', '/aree-di-attivita', '/contatti', '/note-legali', '/privacy'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /riservato/\nDisallow: /cache/\nDisallow: /tmp/\n`,
      sitemapXml: urlset(HOST, sitemapPaths, '2025-01-27'),
      pages: pages(),
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-2',
      languages: ['it'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/contatti', text: SCHEME },
      disallowed: ['/riservato/rubrica'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        ...RESERVED.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: BAR, kind: 'other-company' },
      ],
    },
  };
}
