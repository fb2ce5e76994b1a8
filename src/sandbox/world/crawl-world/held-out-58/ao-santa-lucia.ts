/**
 * Azienda Ospedaliera Santa Lucia: a hospital's site on Joomla 3.10 (Protostar-derived template,
 * SEF URLs), seen through its cardiology department (UOC Cardiologia). The director is written
 * "Direttore: Dott. Marco Bellini" with Joomla's e-mail cloak (document.write with variables and
 * character references); the medical staff as "Dott.ssa Name, Dirigente Medico – field, address"
 * lines; the head of the cath lab only in the JSON-LD, nested as a department's employee; the
 * head nurse as a com_contact page with microdata, two links from home; the heart-failure clinic's
 * mailbox next to the doctor who runs it, and the echo lab's head in running text on the clinics
 * page. The booking centre is the Hospital's contactPoint. A comment, the equipment servicer's
 * address and the staff area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'aosantalucia.test';
const ORIGIN = `http://${HOST}`;

/** Joomla 3's email cloak: the address in pieces, some characters as references, joined by a script. */
function cloak(address: string, id: string): { html: string; script: string } {
  const ref = (s: string) => s.replace(/[aeiou@.]/g, (c) => `&#${c.charCodeAt(0)};`);
  const [local, domain = ''] = address.split('@');
  const [name, tld] = [domain.slice(0, domain.lastIndexOf('.')), domain.slice(domain.lastIndexOf('.') + 1)];
  const script =
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${ref(local!)}' + '&#64;';\n\t\t\t\taddy${id} = addy${id} + '${ref(name)}' + '&#46;' + '${ref(tld)}';\n` +
    `\t\t\t\tvar addy_text${id} = '${ref(local!)}' + '&#64;' + '${ref(name)}' + '&#46;' + '${ref(tld)}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`;
  return { html: `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type='text/javascript'>${script}</script>`, script };
}

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/azienda', "L'Azienda"],
  ['/reparti', 'Reparti e servizi'],
  ['/prenotazioni', 'Prenotazioni'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Azienda Ospedaliera Santa Lucia',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/templates/aosl/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="${ORIGIN}/templates/aosl/css/template.css?4c8f2b1e9a" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/jui/css/icomoon.css" rel="stylesheet">`,
    `<script src="${ORIGIN}/media/jui/js/jquery.min.js?4c8f2b1e9a"></script>`,
    `<script src="${ORIGIN}/media/jui/js/bootstrap.min.js?4c8f2b1e9a"></script>`,
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="${ORIGIN}/images/loghi/logo-aosl.png" alt="Azienda Ospedaliera Santa Lucia"></a><div class="header-search pull-right"><form action="/" method="post" class="form-inline"><label for="mod-search-searchword" class="element-invisible">Cerca...</label> <input name="searchword" id="mod-search-searchword" maxlength="200" class="inputbox search-query input-medium" type="search" placeholder="Cerca..."></form></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l], i) => `<li class="item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav><div class="row-fluid"><main id="content" role="main" class="span12">`,
  footer: () =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p>Azienda Ospedaliera Santa Lucia · Via dei Mille 112 · 43121 Parma · C.F. e P.IVA 02518740344<br>Centralino ${tel('0521 984 111')} · PEC: protocollo.aosl@pec-sanita.test</p>` +
    `<p><a href="/privacy">Privacy</a> · <a href="/note-legali">Note legali</a> · <a href="/area-riservata">Area riservata dipendenti</a></p></div></div><p class="pull-right"><a href="#top" id="back-top">Torna su</a></p><p>© 2025 Azienda Ospedaliera Santa Lucia</p></div></footer>` +
    `<!-- referente sito (vecchio): redazione.web@${HOST} -->`,
  privacyPath: { it: '/privacy' },
  bodyEnd: [`<script src="${ORIGIN}/templates/aosl/js/template.js?4c8f2b1e9a"></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-it' });

const article = (html: string): string => `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="it-IT"><div itemprop="articleBody">${html}</div></div>`;

const DIRECTOR = cloak(`marco.bellini@${HOST}`, 'a81f7c2e04d9b5a3');

export function aoSantaLucia(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hospital',
        name: 'Azienda Ospedaliera Santa Lucia',
        url: `${ORIGIN}/`,
        telephone: '+39 0521 984111',
        address: { '@type': 'PostalAddress', streetAddress: 'Via dei Mille 112', postalCode: '43121', addressLocality: 'Parma', addressRegion: 'PR', addressCountry: 'IT' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'Centro Unico di Prenotazione', telephone: '+39 0521 984500', email: `cup@${HOST}`, hoursAvailable: 'Mo-Fr 08:00-17:00' },
      },
    ],
    main: article(
      `<h1>Azienda Ospedaliera Santa Lucia</h1><p>Ospedale di riferimento provinciale con 620 posti letto, 34 unità operative e un Pronto Soccorso con Dipartimento di Emergenza e Accettazione di II livello.</p>` +
        `<ul><li><a href="/reparti/cardiologia">UOC Cardiologia e UTIC</a></li><li><a href="/prenotazioni">Prenotare una visita</a></li></ul>`,
    ),
  });

  pages['/azienda'] = page({ path: '/azienda', title: "L'Azienda", main: article(`<h1>L'Azienda</h1><p>Direttore Generale: Dott. Giorgio Salvi. Direttore Sanitario: Dott.ssa Anna Rinaldi. Direttore Amministrativo: Dott. Franco Villa.</p>`) });

  pages['/reparti'] = page({
    path: '/reparti',
    title: 'Reparti e servizi',
    main: article(`<h1>Reparti e servizi</h1><ul class="category-module"><li><a href="/reparti/cardiologia">Cardiologia e UTIC</a></li><li>Chirurgia generale</li><li>Medicina interna</li><li>Nefrologia e dialisi</li><li>Ortopedia e traumatologia</li></ul>`),
  });

  pages['/reparti/cardiologia'] = page({
    path: '/reparti/cardiologia',
    title: 'UOC Cardiologia e UTIC',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hospital',
        name: 'Azienda Ospedaliera Santa Lucia',
        url: `${ORIGIN}/`,
        department: {
          '@type': 'MedicalOrganization',
          name: 'UOC Cardiologia e UTIC',
          medicalSpecialty: 'Cardiovascular',
          telephone: '+39 0521 984 320',
          employee: [{ '@type': 'Person', name: 'Elena Galli', honorificPrefix: 'Dott.ssa', jobTitle: 'Responsabile UOS Emodinamica', email: `elena.galli@${HOST}` }],
        },
      },
    ],
    main: article(
      `<h1>UOC Cardiologia e UTIC</h1><p>Padiglione Barbieri, 2° piano · Reparto ${tel('0521 984 320')} · UTIC ${tel('0521 984 325')}</p>` +
        `<p><strong>Direttore:</strong> Dott. Marco Bellini – ${DIRECTOR.html}</p>` +
        `<p>L'Unità Operativa comprende la degenza ordinaria (24 letti), l'Unità di Terapia Intensiva Coronarica (8 letti), il laboratorio di Emodinamica, diretto dalla Dott.ssa Elena Galli, Responsabile UOS Emodinamica, e il laboratorio di Elettrofisiologia.</p>` +
        `<h2>Dirigenti medici</h2><ul>` +
        `<li>Dott.ssa Giulia Ferri, Dirigente Medico – Elettrofisiologia e cardiostimolazione, ${mailto(`giulia.ferri@${HOST}`)}</li>` +
        `<li>Dott. Paolo Greco, Dirigente Medico – Emodinamica, ${mailto(`paolo.greco@${HOST}`)}</li>` +
        `<li>Dott. Luca Moretti, Dirigente Medico – Scompenso cardiaco, ${mailto(`luca.moretti@${HOST}`)}</li></ul>` +
        `<p>Segreteria di reparto (lun–ven 8.30–13.00): ${mailto(`cardiologia@${HOST}`)}</p><p><a href="/reparti/cardiologia/ambulatori">Ambulatori di cardiologia</a></p>`,
    ),
  });

  pages['/reparti/cardiologia/ambulatori'] = page({
    path: '/reparti/cardiologia/ambulatori',
    title: 'Ambulatori di cardiologia',
    main: article(
      `<h1>Ambulatori di cardiologia</h1><p>Le visite cardiologiche, gli ECG e gli Holter si prenotano tramite CUP con impegnativa del medico curante.</p>` +
        `<h2>Ambulatorio scompenso cardiaco</h2><p>Responsabile: Dott. Luca Moretti<br>Martedì e giovedì 14.00–17.00, piano terra<br>Per i pazienti già seguiti: ${mailto(`scompenso@${HOST}`)}</p>` +
        `<h2>Laboratorio di ecocardiografia</h2><p>Gli esami ecocardiografici sono refertati dalla Dott.ssa Chiara Fontana, dirigente medico responsabile del laboratorio di ecocardiografia, alla quale i medici di medicina generale possono scrivere per consulenze all'indirizzo ${mailto(`chiara.fontana@${HOST}`)}.</p>` +
        `<p>La manutenzione degli ecografi è affidata a BiomedService Srl (assistenza tecnica: assistenza@biomedservice.test).</p>`,
    ),
  });

  pages['/prenotazioni'] = page({ path: '/prenotazioni', title: 'Prenotazioni', main: article(`<h1>Prenotazioni</h1><p>Centro Unico di Prenotazione: ${tel('0521 984 500')}, lunedì–venerdì 8.00–17.00, o allo sportello CUP dell'ingresso principale.</p>`) });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: article(
      `<h1>Contatti</h1><p>Centralino: ${tel('0521 984 111')}<br>CUP: ${tel('0521 984 500')} – ${mailto(`cup@${HOST}`)}<br>Ufficio Relazioni con il Pubblico: ${tel('0521 984 190')}</p>` +
        `<h2>Rubrica</h2><ul class="contact-category"><li><a href="/contatti/coordinatrice-infermieristica-cardiologia">Coordinamento infermieristico Cardiologia</a></li></ul>`,
    ),
  });

  pages['/contatti/coordinatrice-infermieristica-cardiologia'] = page({
    path: '/contatti/coordinatrice-infermieristica-cardiologia',
    title: 'Coordinamento infermieristico Cardiologia',
    main:
      `<div class="contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h2><span class="contact-name" itemprop="name">Laura Conti</span></h2></div>` +
      `<h3>Contatto</h3><div class="contact-position"><dl class="contact-position dl-horizontal"><dd itemprop="jobTitle">Coordinatrice Infermieristica UOC Cardiologia e UTIC</dd></dl></div>` +
      `<dl class="contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dd><span class="contact-street" itemprop="streetAddress">Padiglione Barbieri, 2° piano</span></dd></dl>` +
      `<dl class="dl-horizontal"><dt><span class="jicons-icons"><img src="${ORIGIN}/media/contacts/images/emailButton.png" alt="Email: "></span></dt><dd><span class="contact-emailto"><a href="mailto:laura.conti@${HOST}" itemprop="email">laura.conti@${HOST}</a></span></dd>` +
      `<dt><span class="jicons-icons"><img src="${ORIGIN}/media/contacts/images/con_tel.png" alt="Telefono: "></span></dt><dd><span class="contact-telephone" itemprop="telephone">0521 984 322</span></dd></dl></div>`,
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: article(`<h1>Informativa privacy</h1><p>Titolare del trattamento è l'Azienda Ospedaliera Santa Lucia, nella persona del Direttore Generale.</p>`) });
  pages['/note-legali'] = page({ path: '/note-legali', title: 'Note legali', main: article(`<h1>Note legali</h1><p>I contenuti del sito sono pubblicati ai sensi del D.Lgs. 33/2013.</p>`) });
  pages['/area-riservata'] = page({ path: '/area-riservata', title: 'Area riservata', main: article(`<h1>Area riservata dipendenti</h1><p>Accesso con credenziali aziendali. Assistenza: ${mailto(`helpdesk.intranet@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-riservata\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-58',
      languages: ['it'],
      addresses: [
        { address: `cup@${HOST}`, name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `marco.bellini@${HOST}`, name: 'Marco Bellini', title: 'Direttore', pages: ['/reparti/cardiologia'], encoded: { kind: 'script', text: DIRECTOR.script }, cases: ['title-name-line', 'honorific', 'script-protect'] },
        { address: `elena.galli@${HOST}`, name: 'Elena Galli', title: 'Responsabile UOS Emodinamica', pages: ['/reparti/cardiologia'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person', 'honorific'] },
        { address: `giulia.ferri@${HOST}`, name: 'Giulia Ferri', title: 'Dirigente Medico – Elettrofisiologia e cardiostimolazione', pages: ['/reparti/cardiologia'], cases: ['name-title-line', 'honorific', 'plain'] },
        { address: `paolo.greco@${HOST}`, name: 'Paolo Greco', title: 'Dirigente Medico – Emodinamica', pages: ['/reparti/cardiologia'], cases: ['name-title-line', 'honorific', 'plain'] },
        { address: `luca.moretti@${HOST}`, name: 'Luca Moretti', title: 'Dirigente Medico – Scompenso cardiaco', pages: ['/reparti/cardiologia'], cases: ['name-title-line', 'honorific', 'plain'] },
        { address: `cardiologia@${HOST}`, name: null, title: null, pages: ['/reparti/cardiologia'], cases: ['role', 'plain'] },
        { address: `scompenso@${HOST}`, name: null, title: null, pages: ['/reparti/cardiologia/ambulatori'], cases: ['neighbour', 'plain'] },
        { address: `chiara.fontana@${HOST}`, name: 'Chiara Fontana', title: 'dirigente medico responsabile del laboratorio di ecocardiografia', pages: ['/reparti/cardiologia/ambulatori'], cases: ['prose', 'honorific', 'deep-page', 'plain'] },
        { address: `laura.conti@${HOST}`, name: 'Laura Conti', title: 'Coordinatrice Infermieristica UOC Cardiologia e UTIC', pages: ['/contatti/coordinatrice-infermieristica-cardiologia'], cases: ['microdata', 'deep-page', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `redazione.web@${HOST}`, kind: 'comment' },
        { text: `helpdesk.intranet@${HOST}`, kind: 'disallowed' },
        { text: 'assistenza@biomedservice.test', kind: 'other-company' },
        { text: 'protocollo.aosl@pec-sanita.test', kind: 'other-company' },
      ],
    },
  };
}
