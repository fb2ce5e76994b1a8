/**
 * Cardiologia – Ospedale Santa Maria delle Grazie di Borgoleone: a hospital's cardiology
 * department's own site, on Drupal 10 with the Bootstrap Italia theme, in Italian. The medical
 * staff as a table ("Nominativo / Qualifica / E-mail", with "Prof.", "Dott.", "Dott.ssa" and the
 * director's "MD, PhD, FESC"), the director again on a profile page in RDFa; the outpatient
 * mailboxes written by hand as "name [at] domain"; the public-relations officer as a label line on
 * the contact page, a cardiologist in a news item listed only in the news sitemap that robots.txt
 * names. The source repository's git URL (public-sector reuse) and the reserved area (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'cardiologia-borgoleone.test';
const ORIGIN = `http://${HOST}`;

/** The editors write the department's mailboxes by hand as "name [at] domain" against spam. */
const atText = (local: string): string => `<span class="email-protetta">${esc(local)} [at] ${HOST}</span>`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/chi-siamo', 'Chi siamo'],
  ['/equipe', 'Équipe medica'],
  ['/ambulatori', 'Ambulatori e prenotazioni'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'SC Cardiologia – Ospedale di Borgoleone',
  head: [
    '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">',
    '<link rel="stylesheet" media="all" href="/themes/contrib/bootstrap_italia/dist/css/bootstrap-italia.min.css?sq3k1b">',
    '<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>',
  ],
  header: (spec) =>
    `<div class="it-header-wrapper"><div class="it-header-slim-wrapper"><div class="container"><a class="navbar-brand" href="https://www.asst-borgoleone.test/">ASST Borgoleone</a></div></div>` +
    `<div class="it-header-center-wrapper"><div class="container"><div class="it-brand-wrapper"><a href="/"><div class="it-brand-text"><div class="it-brand-title">Struttura Complessa di Cardiologia</div><div class="it-brand-tagline">Ospedale Santa Maria delle Grazie – Borgoleone</div></div></a></div></div></div>` +
    `<div class="it-header-navbar-wrapper"><nav class="navbar navbar-expand-lg" aria-label="Menu principale"><ul class="navbar-nav">${MENU.map(([href, label]) => `<li class="nav-item"><a class="nav-link${href === spec.path ? ' active' : ''}" href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></div>`,
  footer: () =>
    `<footer class="it-footer"><div class="it-footer-main"><div class="container"><div class="row"><div class="col-lg-4"><h4>SC Cardiologia</h4><p>Ospedale Santa Maria delle Grazie<br>Viale Cesare Battisti 44<br>25088 Borgoleone (BS)</p></div>` +
    `<div class="col-lg-4"><h4>Segreteria</h4><p>Tel. ${tel('030 915 2240')} (lun–ven 8.30–12.30)<br>${atText('segreteria.cardiologia')}</p></div>` +
    `<div class="col-lg-4"><h4>Trasparenza</h4><p>Codice sorgente del sito (riuso, art. 69 CAD): <code>git@github.com:asst-borgoleone/sito-cardiologia.git</code></p></div></div></div></div>` +
    `<div class="it-footer-small-prints"><div class="container"><ul class="it-footer-small-prints-list"><li><a href="/note-legali">Note legali</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/area-riservata">Area riservata</a></li><li><a href="/dichiarazione-di-accessibilita">Dichiarazione di accessibilità</a></li></ul></div></div></footer>` +
    `<script src="/themes/contrib/bootstrap_italia/dist/js/bootstrap-italia.bundle.min.js?sq3k1b"></script>`,
  privacyPath: { it: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it' });
const node = (html: string): string => `<div class="container my-4"><article class="node node--type-page node--view-mode-full"><div class="field field--name-body field--type-text-with-summary">${html}</div></article></div>`;

type Doctor = { name: string; shown: string; title: string; local: string };
const STAFF: Doctor[] = [
  { name: 'Roberto Fasano', shown: 'Prof. Roberto Fasano, MD, PhD, FESC', title: 'Direttore SC Cardiologia', local: 'roberto.fasano' },
  { name: 'Elena Bruni', shown: 'Dott.ssa Elena Bruni', title: 'Dirigente Medico – Responsabile SS Emodinamica', local: 'elena.bruni' },
  { name: 'Luca Morandi', shown: 'Dott. Luca Morandi', title: 'Dirigente Medico – Responsabile SS Elettrofisiologia ed Elettrostimolazione', local: 'luca.morandi' },
  { name: 'Giulia Santoro', shown: 'Dott.ssa Giulia Santoro', title: 'Dirigente Medico – Ambulatorio Scompenso Cardiaco', local: 'giulia.santoro' },
  { name: 'Andrea Colombo', shown: 'Dott. Andrea Colombo', title: 'Dirigente Medico – UTIC', local: 'andrea.colombo' },
  { name: 'Stefano Ruggeri', shown: 'Dott. Stefano Ruggeri', title: 'Dirigente Medico – Cardiologia Riabilitativa', local: 'stefano.ruggeri' },
  { name: 'Paola Rinaldi', shown: 'Paola Rinaldi', title: 'Coordinatrice Infermieristica', local: 'paola.rinaldi' },
];

const NEWS = '/notizie/nuova-sala-di-elettrofisiologia';

export function cardiologiaBorgoleone(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Struttura Complessa di Cardiologia',
    main: node(
      `<h1>Struttura Complessa di Cardiologia</h1><p>La SC di Cardiologia dell’Ospedale di Borgoleone dispone di 24 posti letto di degenza ordinaria, 6 posti letto di Unità di Terapia Intensiva Coronarica (UTIC), due sale di emodinamica e una sala di elettrofisiologia.</p>` +
        `<p>Il reparto è centro Hub della rete regionale per l’infarto miocardico acuto (rete STEMI).</p><p><a href="/equipe">L’équipe medica</a> · <a href="/ambulatori">Prenotare una visita</a></p>`,
    ),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    main: node(`<h1>Chi siamo</h1><p>Attiva dal 1971, la Cardiologia di Borgoleone esegue ogni anno circa 1.900 ricoveri, 1.400 procedure di emodinamica e 450 impianti di pacemaker e defibrillatori.</p><p>Il reparto si trova al 3° piano del Padiglione Nord.</p>`),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'Équipe medica',
    main: node(
      `<h1>Équipe medica e infermieristica</h1><div class="table-responsive"><table class="table table-striped"><caption>Personale della SC Cardiologia</caption><thead><tr><th scope="col">Nominativo</th><th scope="col">Qualifica</th><th scope="col">E-mail</th></tr></thead><tbody>` +
        STAFF.map((d, i) => `<tr><td>${i === 0 ? `<a href="/equipe/direttore">${esc(d.shown)}</a>` : esc(d.shown)}</td><td>${esc(d.title)}</td><td>${mailto(`${d.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table></div><p>I curricula dei dirigenti medici sono pubblicati nella sezione Amministrazione Trasparente dell’ASST.</p>`,
    ),
  });

  pages['/equipe/direttore'] = page({
    path: '/equipe/direttore',
    title: 'Il Direttore',
    main: node(
      `<div vocab="https://schema.org/" typeof="Person"><h1><span property="honorificPrefix">Prof.</span> <span property="name">Roberto Fasano</span></h1>` +
        `<p class="lead" property="jobTitle">Direttore SC Cardiologia</p>` +
        `<p>Laureato in Medicina e Chirurgia all’Università di Pavia, specialista in Cardiologia, dottore di ricerca in Fisiopatologia cardiovascolare. Professore a contratto presso l’Università di Brescia.</p>` +
        `<p>E-mail: <a property="email" href="mailto:roberto.fasano@${HOST}">roberto.fasano@${HOST}</a></p></div>`,
    ),
  });

  pages['/ambulatori'] = page({
    path: '/ambulatori',
    title: 'Ambulatori e prenotazioni',
    main: node(
      `<h1>Ambulatori e prenotazioni</h1><p>Le visite cardiologiche, gli ecocardiogrammi e i test da sforzo si prenotano tramite il CUP regionale (${tel('800 638 638')}) con impegnativa del medico curante.</p>` +
        `<h2>Ambulatori dedicati</h2><ul><li>Ambulatorio Scompenso Cardiaco – martedì e giovedì</li><li>Ambulatorio Aritmie e controllo dispositivi – lunedì, mercoledì, venerdì</li><li>Ambulatorio post-infarto – venerdì</li></ul>` +
        `<p>Per il controllo di pacemaker e defibrillatori, spostamenti di appuntamento e invio di referti: ${atText('ambulatorio.cardiologia')}</p>` +
        `<p>Per informazioni sul percorso di riabilitazione cardiologica dopo la dimissione può rivolgersi al Dott. Stefano Ruggeri, dirigente medico della Cardiologia Riabilitativa, all’indirizzo ${mailto(`stefano.ruggeri@${HOST}`)}.</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: node(
      `<h1>Contatti</h1><p>Degenza Cardiologia: ${tel('030 915 2251')}<br>UTIC: ${tel('030 915 2253')}<br>Segreteria di reparto: ${tel('030 915 2240')} – ${atText('segreteria.cardiologia')}</p>` +
        `<p>Referente URP per la Cardiologia: Chiara Valli, assistente amministrativa, Ufficio Relazioni con il Pubblico, Viale Cesare Battisti 44, tel. ${tel('030 915 2019')}, ${mailto(`chiara.valli@${HOST}`)}</p>` +
        `<p>Per segnalazioni, reclami ed encomi è possibile utilizzare anche il modulo online dell’URP aziendale.</p>`,
    ),
  });

  pages['/note-legali'] = page({
    path: '/note-legali',
    title: 'Note legali',
    main: node(`<h1>Note legali</h1><p>Il sito è gestito dall’ASST di Borgoleone, Viale Cesare Battisti 44, 25088 Borgoleone (BS), C.F. e P.IVA 04218730987. I contenuti sono pubblicati con licenza CC BY 4.0, salvo ove diversamente indicato.</p>`),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: node('<h1>Informativa privacy</h1><p>Titolare del trattamento è l’ASST di Borgoleone. Il Responsabile della Protezione dei Dati è contattabile tramite il sito aziendale.</p>') });

  pages['/dichiarazione-di-accessibilita'] = page({ path: '/dichiarazione-di-accessibilita', title: 'Dichiarazione di accessibilità', main: node('<h1>Dichiarazione di accessibilità</h1><p>Il sito è parzialmente conforme ai requisiti previsti dalle Linee guida AgID.</p>') });

  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata',
    main: node(`<h1>Area riservata al personale</h1><p>Turni di guardia e reperibilità. Cambi turno: turni.cardiologia@${HOST}</p><form action="/user/login" method="post"><input name="name"><input name="pass" type="password"><button>Accedi</button></form>`),
  });

  pages[NEWS] = page({
    path: NEWS,
    title: 'Inaugurata la nuova sala di elettrofisiologia',
    main: node(
      `<h1>Inaugurata la nuova sala di elettrofisiologia</h1><p class="data"><time datetime="2025-05-19">19 maggio 2025</time></p>` +
        `<p>Con un investimento di 1,2 milioni di euro finanziato dal PNRR, la Cardiologia dispone da oggi di una sala di elettrofisiologia dotata di sistema di mappaggio elettroanatomico tridimensionale, che consente l’ablazione della fibrillazione atriale con minore esposizione ai raggi X.</p>` +
        `<p>«Potremo trattare oltre 300 pazienti l’anno», spiega il dott. Marco Ghezzi, cardiologo elettrofisiologo, che i medici di medicina generale possono contattare per l’invio dei pazienti all’indirizzo ${mailto(`marco.ghezzi@${HOST}`)}.</p>`,
    ),
  });

  const mainPaths = ['/', '/chi-siamo', '/equipe', '/equipe/direttore', '/ambulatori', '/contatti', '/note-legali', '/privacy', '/dichiarazione-di-accessibilita'];
  pages['/sitemap-notizie.xml'] = { body: urlset(HOST, [NEWS], '2025-05-19'), contentType: 'application/xml; charset=utf-8' };

  const doctor = (d: Doctor) => ({ address: `${d.local}@${HOST}`, name: d.name, title: d.title, pages: ['/equipe'] });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `#\n# robots.txt\n#\nUser-agent: *\n# CSS, JS, Images\nAllow: /core/*.css$\nAllow: /core/*.js$\nAllow: /themes/*.css\n# Directories\nDisallow: /core/\nDisallow: /profiles/\n# Paths (clean URLs)\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /area-riservata\n\n` +
        `Sitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/sitemap-notizie.xml\n`,
      sitemapXml: urlset(HOST, mainPaths, '2025-05-20'),
      pages,
      headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)', 'X-Drupal-Cache': 'HIT', Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-50',
      languages: ['it'],
      addresses: [
        { address: `segreteria.cardiologia@${HOST}`, name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'obfuscated'] },
        { address: `ambulatorio.cardiologia@${HOST}`, name: null, title: null, pages: ['/ambulatori'], cases: ['role', 'obfuscated', 'link-non-english'] },
        { ...doctor(STAFF[0]!), pages: ['/equipe', '/equipe/direttore'], cases: ['table', 'honorific', 'post-nominal', 'rdfa', 'plain', 'link-non-english'] },
        { ...doctor(STAFF[1]!), cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        { ...doctor(STAFF[2]!), cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        { ...doctor(STAFF[3]!), cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        { ...doctor(STAFF[4]!), cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        { ...doctor(STAFF[5]!), pages: ['/equipe', '/ambulatori'], cases: ['table', 'prose', 'honorific', 'plain', 'link-non-english'] },
        { ...doctor(STAFF[6]!), cases: ['table', 'plain', 'link-non-english'] },
        { address: `chiara.valli@${HOST}`, name: 'Chiara Valli', title: 'assistente amministrativa', pages: ['/contatti'], cases: ['label-line', 'plain', 'link-non-english'] },
        { address: `marco.ghezzi@${HOST}`, name: 'Marco Ghezzi', title: 'cardiologo elettrofisiologo', pages: [NEWS], cases: ['prose', 'honorific', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `turni.cardiologia@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:asst-borgoleone/sito-cardiologia.git', kind: 'git' },
      ],
    },
  };
}
