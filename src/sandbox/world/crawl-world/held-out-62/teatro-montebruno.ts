/**
 * Teatro Civico Montebruno: a municipal theatre run by a foundation in Tuscany, on Joomla 3.10
 * with URLs under /index.php/ (no rewriting), Italian only. Staff as "Name, role – address" list
 * items marked up with schema.org microdata, titles before names as Italians write them (M°,
 * dott.ssa, arch., dott.), the press office as a label line with its address behind Joomla's
 * e-mail cloaking script, the box-office manager as "Role: Name", and the foundation's
 * "Amministrazione trasparente" page with a table of officers. The ticketing provider's support
 * address, a package version in a CDN URL and the reserved area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'teatro-montebruno.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/index.php/il-teatro', 'Il Teatro'],
  ['/index.php/il-teatro/chi-siamo', 'Chi siamo'],
  ['/index.php/stagione', 'Stagione 2025/26'],
  ['/index.php/biglietteria', 'Biglietteria'],
  ['/index.php/stampa', 'Area stampa'],
  ['/index.php/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Teatro Civico Montebruno',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/montebruno/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">',
    '<link href="/media/jui/css/bootstrap.min.css?8c1e2d4a" rel="stylesheet">',
    '<link href="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.css" rel="stylesheet">',
    '<link href="/templates/montebruno/css/template.css?8c1e2d4a" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?8c1e2d4a"></script>',
    '<script src="/media/jui/js/jquery-noconflict.js?8c1e2d4a"></script>',
    '<script src="/media/system/js/caption.js?8c1e2d4a"></script>',
    "<script>jQuery(window).on('load',  function() { new JCaption('img.caption'); });</script>",
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="/images/logo/teatro-montebruno.png" alt="Teatro Civico Montebruno"></a><div class="header-search pull-right"><form action="/index.php/component/search/" method="post" class="form-inline"><label for="mod-search-searchword93" class="element-invisible">Cerca...</label><input name="searchword" id="mod-search-searchword93" maxlength="200" class="inputbox search-query input-medium" type="search" placeholder="Cerca..."></form></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Attiva/disattiva navigazione</span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([href, label], i) => `<li class="item-${101 + i}${href === p.path ? ' current active' : ''}"><a href="${href}"${href === p.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul></div></nav><div class="row-fluid"><div id="content" class="span12"><div id="system-message-container"></div>`,
  footer: () =>
    `</div></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom"><p><strong>Fondazione Teatro Civico Montebruno</strong> – Piazza del Popolo 4, 53024 Montebruno (SI) – C.F. 92004560521<br>Tel. ${tel('0577 84 12 30')} – ${mailto(`info@${HOST}`)} – PEC: fondazioneteatromontebruno@pec.it</p>` +
    `<p><a href="/index.php/amministrazione-trasparente">Amministrazione trasparente</a> | <a href="/index.php/privacy-policy">Privacy e cookie policy</a> | <a href="/index.php/area-riservata">Area riservata</a></p></div><p class="pull-right"><a href="#top" id="back-top">Torna su</a></p><p>© 2025 Fondazione Teatro Civico Montebruno</p></div></footer>`,
  privacyPath: { it: '/index.php/privacy-policy' },
  bodyEnd: ['<script src="/templates/montebruno/js/template.js?8c1e2d4a"></script>', '<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.4/swiper-bundle.min.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-IT' });

/** A Joomla article view. */
const article = (title: string, html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="it-IT"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

const dec = (s: string): string => [...s].map((c, i) => (i % 3 === 1 && /[a-z.]/.test(c) ? `&#${c.charCodeAt(0)};` : c)).join('');

/** Joomla 3's content "Email Cloaking" plugin output for one address (the hash-like id fixed per call). */
function cloak(local: string, id: string): { html: string; script: string } {
  const [dom, tld] = HOST.split('.') as [string, string];
  const script =
    `\n\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\tvar addy${id} = '${dec(local)}' + '&#64;';\n` +
    `\t\taddy${id} = addy${id} + '${dec(dom)}' + '&#46;' + '${tld}';\n` +
    `\t\tvar addy_text${id} = '${dec(local)}' + '&#64;' + '${dec(dom)}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t`;
  return {
    script,
    html: `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type='text/javascript'>${script}</script>`,
  };
}

type Staff = { shown: string; name: string; title: string; local: string; honorific?: boolean };
const STAFF: Staff[] = [
  { shown: 'M° Lorenzo Bellandi', name: 'Lorenzo Bellandi', title: 'direttore artistico', local: 'l.bellandi', honorific: true },
  { shown: 'dott.ssa Giovanna Ferri', name: 'Giovanna Ferri', title: 'direttrice amministrativa e responsabile del personale', local: 'g.ferri', honorific: true },
  { shown: 'arch. Paolo Sartori', name: 'Paolo Sartori', title: 'direttore tecnico e RSPP', local: 'p.sartori', honorific: true },
  { shown: 'Andrea Colombo', name: 'Andrea Colombo', title: 'direttore di scena', local: 'a.colombo' },
  { shown: 'Chiara Fontana', name: 'Chiara Fontana', title: 'progetti per le scuole e formazione del pubblico', local: 'c.fontana' },
];

export function teatroMontebruno(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const riva = cloak('f.riva', '2f7c41a09be3d85e6a1c0f4b93d27e18');
  const ferriCloak = cloak('g.ferri', 'a43b9c0e12f8d7665ac1e0b3f2d49c7a');

  pages['/'] = page({
    path: '/',
    title: 'Home',
    main:
      `<div class="moduletable"><div class="swiper hero"><div class="swiper-wrapper"><div class="swiper-slide"><img src="/images/stagione/2025/locandina-traviata.jpg" alt="La traviata"></div><div class="swiper-slide"><img src="/images/stagione/2025/locandina-goldoni.jpg" alt="La locandiera"></div></div></div></div>` +
      `<div class="blog-featured"><div class="items-leading"><div class="leading-0">${article('La stagione 2025/26 è online', `<p>Ventidue titoli tra prosa, lirica, danza e teatro per ragazzi. Gli abbonamenti sono in vendita dal 15 settembre in biglietteria e online.</p><p><a href="/index.php/stagione">Scopri il cartellone</a></p>`)}</div></div></div>`,
  });

  pages['/index.php/il-teatro'] = page({
    path: '/index.php/il-teatro',
    title: 'Il Teatro',
    main: article('Il Teatro', `<p>Inaugurato nel 1867 e restaurato tra il 1998 e il 2003, il Teatro Civico conta 412 posti tra platea, tre ordini di palchi e loggione. Dal 2004 è gestito dalla Fondazione Teatro Civico Montebruno, partecipata dal Comune e dalla Regione Toscana.</p><p><a href="/index.php/il-teatro/chi-siamo">Chi siamo</a></p>`),
  });

  pages['/index.php/il-teatro/chi-siamo'] = page({
    path: '/index.php/il-teatro/chi-siamo',
    title: 'Chi siamo',
    main: article(
      'Chi siamo',
      `<p>Presidente della Fondazione: avv. Carlo Benvenuti (nominato dal Sindaco)</p><h3>Staff</h3><ul class="staff">` +
        STAFF.map(
          (s) =>
            `<li itemscope itemtype="https://schema.org/Person"><strong itemprop="name">${esc(s.shown)}</strong>, <span itemprop="jobTitle">${esc(s.title)}</span> – <a itemprop="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></li>`,
        ).join('') +
        `</ul>`,
    ),
  });

  pages['/index.php/stagione'] = page({
    path: '/index.php/stagione',
    title: 'Stagione 2025/26',
    main: article('Stagione 2025/26', `<table class="table"><tbody><tr><td>18–19 ottobre</td><td>La locandiera – Compagnia del Teatro Stabile</td></tr><tr><td>14 novembre</td><td>La traviata – Orchestra Toscana Classica</td></tr><tr><td>6 dicembre</td><td>Lo schiaccianoci – Balletto di Siena</td></tr></tbody></table>`),
  });

  pages['/index.php/biglietteria'] = page({
    path: '/index.php/biglietteria',
    title: 'Biglietteria',
    main: article(
      'Biglietteria',
      `<p>Orari: dal martedì al sabato 10:00–13:00 e 16:00–19:00; nei giorni di spettacolo anche un’ora prima dell’inizio.</p><p>Prenotazioni e informazioni: ${tel('0577 84 12 31')} – ${mailto(`biglietteria@${HOST}`)}</p>` +
        `<p>Responsabile biglietteria e promozione: Silvia Marchetti (${mailto(`s.marchetti@${HOST}`)})</p>` +
        `<p>Acquisto online tramite il circuito TicketLane. Per problemi con un acquisto online scrivere all’assistenza del circuito: assistenza@ticketlane.test</p>`,
    ),
  });

  pages['/index.php/stampa'] = page({
    path: '/index.php/stampa',
    title: 'Area stampa',
    main: article(
      'Area stampa',
      `<p>Comunicati, foto di scena in alta risoluzione e accrediti per i giornalisti.</p><p><strong>Ufficio stampa:</strong> Francesca Riva, addetta stampa e comunicazione, Piazza del Popolo 4, 53024 Montebruno, cell. ${tel('347 118 2290')}, e-mail ${riva.html}</p>`,
    ),
  });

  pages['/index.php/contatti'] = page({
    path: '/index.php/contatti',
    title: 'Contatti',
    main: article('Contatti', `<p>Fondazione Teatro Civico Montebruno<br>Piazza del Popolo 4 – 53024 Montebruno (SI)</p><p>Uffici: ${tel('0577 84 12 30')} – ${mailto(`info@${HOST}`)}<br>Biglietteria: ${tel('0577 84 12 31')} – ${mailto(`biglietteria@${HOST}`)}</p>`),
  });

  pages['/index.php/amministrazione-trasparente'] = page({
    path: '/index.php/amministrazione-trasparente',
    title: 'Amministrazione trasparente',
    main: article(
      'Amministrazione trasparente',
      `<p>Pubblicazione ai sensi del D.Lgs. 33/2013.</p><table class="table table-striped"><thead><tr><th>Incarico</th><th>Nominativo</th><th>Recapito</th></tr></thead><tbody>` +
        `<tr><td>Responsabile della prevenzione della corruzione e della trasparenza (RPCT)</td><td>dott. Marco Gentili</td><td>${mailto(`m.gentili@${HOST}`)}</td></tr>` +
        `<tr><td>Direttrice amministrativa</td><td>dott.ssa Giovanna Ferri</td><td>${ferriCloak.html}</td></tr>` +
        `</tbody></table>`,
    ),
  });

  pages['/index.php/privacy-policy'] = page({ path: '/index.php/privacy-policy', title: 'Privacy e cookie policy', main: article('Privacy e cookie policy', `<p>Titolare del trattamento è la Fondazione Teatro Civico Montebruno. Il sito utilizza cookie tecnici e, previo consenso, cookie di terze parti.</p>`) });

  pages['/index.php/area-riservata'] = page({ path: '/index.php/area-riservata', title: 'Area riservata', main: article('Area riservata', `<p>Accesso per abbonati e compagnie ospiti. Credenziali smarrite: ${mailto(`accrediti@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  const rivaEncoded: EncodedAddress = { kind: 'script', text: riva.script };
  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /index.php/area-riservata\n`,
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-62',
      languages: ['it'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/index.php/contatti'], cases: ['role', 'plain'] },
        { address: `biglietteria@${HOST}`, name: null, title: null, pages: ['/index.php/biglietteria', '/index.php/contatti'], cases: ['role', 'plain', ln] },
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          ...(s.local === 'g.ferri' ? { titleAlternatives: ['Direttrice amministrativa'] } : {}),
          pages: s.local === 'g.ferri' ? ['/index.php/il-teatro/chi-siamo', '/index.php/amministrazione-trasparente'] : ['/index.php/il-teatro/chi-siamo'],
          cases: ['name-title-line', 'microdata', 'plain', ln, ...(s.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `s.marchetti@${HOST}`, name: 'Silvia Marchetti', title: 'Responsabile biglietteria e promozione', pages: ['/index.php/biglietteria'], cases: ['title-name-line', 'plain', ln] },
        { address: `f.riva@${HOST}`, name: 'Francesca Riva', title: 'addetta stampa e comunicazione', titleAlternatives: ['Ufficio stampa'], pages: ['/index.php/stampa'], encoded: rivaEncoded, cases: ['label-line', 'script-protect', ln] },
        { address: `m.gentili@${HOST}`, name: 'Marco Gentili', title: 'Responsabile della prevenzione della corruzione e della trasparenza (RPCT)', pages: ['/index.php/amministrazione-trasparente'], cases: ['table', 'honorific', 'plain', ln] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/index.php/area-riservata'],
      nonAddresses: [
        { text: 'swiper@11.1.4', kind: 'package' },
        { text: 'assistenza@ticketlane.test', kind: 'other-company' },
        { text: `accrediti@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
