/**
 * Accademia Musicale Il Pentagramma: an association music school in Faenza (Italian), on Joomla 5
 * with its e-mail cloaking plugin on every address. The board and the direction as
 * "Ruolo: Nome" lines on an organisation chart page under "La Scuola" (a "M°" and a "Prof.ssa"),
 * the teachers as Joomla's contact category table, the office mailbox on the contacts page; an
 * old direction address in a comment, Bootstrap's CDN version and the teachers' reserved area
 * disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'accademiailpentagramma.test';
const ORIGIN = `http://${HOST}`;

/** Joomla's "Email cloaking" output for an address (the script alone, as the truth quotes it). */
function cloakScript(address: string, id: string): string {
  const [local = '', domain = ''] = address.split('@');
  const dot = domain.lastIndexOf('.');
  const name = domain.slice(0, dot);
  const tld = domain.slice(dot + 1);
  return (
    `\n document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n` +
    ` addy${id} = addy${id} + '${name}' + '&#46;' + '${tld}';\n` +
    ` var addy_text${id} = '${local}' + '&#64;' + '${name}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n`
  );
}

const cloak = (address: string, id: string): string =>
  `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type="text/javascript">${cloakScript(address, id)}</script>`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/la-scuola', 'La Scuola'],
  ['/corsi', 'Corsi'],
  ['/docenti', 'Docenti'],
  ['/iscrizioni', 'Iscrizioni'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Accademia Musicale Il Pentagramma',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?7c5a9e" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/system/css/joomla-fontawesome.min.css?7c5a9e" rel="stylesheet">`,
    '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" defer></script>',
    `<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Errore","MESSAGE":"Messaggio"},"system.paths":{"root":"","rootFull":"${ORIGIN}\\/","base":""}}</script>`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${ORIGIN}/images/logo-pentagramma.png" alt="Accademia Musicale Il Pentagramma" width="260" height="70"></a></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Accademia Musicale Il Pentagramma APS · Via Cavour 18, 48018 Faenza (RA) · C.F. 90018420397</p>` +
    `<p><a href="/privacy-policy">Privacy policy</a> · <a href="/cookie-policy">Cookie policy</a> · <a href="/area-riservata">Area riservata docenti</a></p><!-- vecchia casella: direzione@${HOST} --></div></div></footer>`,
  privacyPath: { it: '/cookie-policy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-it' });
const article = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="it-IT"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

type Person = { label: string; shown: string; name: string; title: string; local: string; id: string; honorific?: boolean };
const BOARD: Person[] = [
  { label: 'Presidente', shown: 'Paolo Marchetti', name: 'Paolo Marchetti', title: 'Presidente', local: 'paolo.marchetti', id: '1c9f0a3e' },
  { label: 'Direttore artistico', shown: 'M° Alessandro Ferri', name: 'Alessandro Ferri', title: 'Direttore artistico', local: 'alessandro.ferri', id: '7b21d4c8', honorific: true },
  { label: 'Coordinatrice didattica', shown: 'Prof.ssa Laura Bellini', name: 'Laura Bellini', title: 'Coordinatrice didattica', local: 'laura.bellini', id: '4e8a6f12', honorific: true },
  { label: 'Segreteria didattica e iscrizioni', shown: 'Chiara Montanari', name: 'Chiara Montanari', title: 'Segreteria didattica e iscrizioni', local: 'chiara.montanari', id: '90d3b7a5' },
  { label: 'Tesoriere', shown: 'Simone Casadei', name: 'Simone Casadei', title: 'Tesoriere', local: 'simone.casadei', id: 'c25e1f67' },
];
const TEACHERS: Person[] = [
  { label: '', shown: 'Davide Rinaldi', name: 'Davide Rinaldi', title: 'Docente di chitarra classica e moderna', local: 'davide.rinaldi', id: '5f7c2b90' },
  { label: '', shown: 'Elena Galli', name: 'Elena Galli', title: 'Docente di violino e viola, direttrice dell’orchestra giovanile', local: 'elena.galli', id: 'a83d5e14' },
  { label: '', shown: 'Giorgia Fabbri', name: 'Giorgia Fabbri', title: 'Responsabile propedeutica musicale (3–6 anni)', local: 'giorgia.fabbri', id: '2b6e9c47' },
  { label: '', shown: 'Francesca Zoli', name: 'Francesca Zoli', title: 'Docente di canto moderno', local: 'francesca.zoli', id: 'e41a7d03' },
];

export function accademiaIlPentagramma(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Scuola di musica a Faenza',
    main: article(`<h1>Scuola di musica a Faenza</h1><p>Dal 1998 insegniamo musica a bambini, ragazzi e adulti: strumento, canto, teoria e musica d'insieme. Più di 300 allievi e 22 insegnanti.</p><p><a href="/iscrizioni">Iscrizioni anno 2025/2026 aperte</a></p>`),
  });

  pages['/la-scuola'] = page({
    path: '/la-scuola',
    title: 'La Scuola',
    main: article(`<h1>La Scuola</h1><p>Il Pentagramma è un'associazione di promozione sociale nata dall'iniziativa di un gruppo di genitori e musicisti faentini.</p><ul><li><a href="/la-scuola/organigramma">Organigramma</a></li><li><a href="/la-scuola/statuto">Statuto</a></li></ul>`),
  });

  pages['/la-scuola/statuto'] = page({ path: '/la-scuola/statuto', title: 'Statuto', main: article(`<h1>Statuto</h1><p>Art. 1 – È costituita l'associazione di promozione sociale denominata «Accademia Musicale Il Pentagramma APS».</p>`) });

  pages['/la-scuola/organigramma'] = page({
    path: '/la-scuola/organigramma',
    title: 'Organigramma',
    main: article(`<h1>Organigramma</h1>` + BOARD.map((b) => `<p><strong>${esc(b.label)}:</strong> ${esc(b.shown)} – ${cloak(`${b.local}@${HOST}`, b.id)}</p>`).join('')),
  });

  pages['/corsi'] = page({ path: '/corsi', title: 'Corsi', main: article(`<h1>Corsi</h1><p>Pianoforte, chitarra, violino, violoncello, flauto, batteria, canto lirico e moderno, propedeutica musicale, coro di voci bianche.</p>`) });

  pages['/docenti'] = page({
    path: '/docenti',
    title: 'Docenti',
    main:
      `<div class="com-contact-category"><h1>Docenti</h1><div class="com-contact-category__items"><table class="com-contact-category__table category table table-striped table-bordered table-hover" id="contactList"><caption class="visually-hidden">Contatti</caption>` +
      `<thead><tr><th scope="col" id="categorylist_header_title">Nome</th><th scope="col">Posizione</th><th scope="col">Email</th></tr></thead><tbody>` +
      TEACHERS.map((t, i) => `<tr class="row${i % 2}"><th scope="row" class="list-title">${esc(t.shown)}</th><td>${esc(t.title)}</td><td>${cloak(`${t.local}@${HOST}`, t.id)}</td></tr>`).join('') +
      `</tbody></table></div></div>`,
  });

  pages['/iscrizioni'] = page({ path: '/iscrizioni', title: 'Iscrizioni', main: article(`<h1>Iscrizioni 2025/2026</h1><p>Le iscrizioni si effettuano in segreteria dal lunedì al venerdì, ore 15:00–19:00. Quota associativa annuale: 30 €.</p>`) });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: article(`<h1>Contatti</h1><p>Accademia Musicale Il Pentagramma APS<br>Via Cavour 18, 48018 Faenza (RA)</p><p>Tel. ${tel('0546 21 84 37')}<br>Email: ${cloak(`segreteria@${HOST}`, '3d7f8a21')}</p><p>Orari di segreteria: lunedì–venerdì 15:00–19:00</p>`),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', main: article(`<h1>Informativa sulla privacy</h1><p>Titolare del trattamento è l'Accademia Musicale Il Pentagramma APS.</p>`) });
  pages['/cookie-policy'] = page({ path: '/cookie-policy', title: 'Cookie policy', main: article(`<h1>Cookie policy</h1><p>Questo sito utilizza solo cookie tecnici.</p>`) });
  pages['/area-riservata'] = page({ path: '/area-riservata', title: 'Area riservata', main: article(`<h1>Area riservata docenti</h1><p>Registro elettronico e calendario saggi. Problemi di accesso: <a href="mailto:registro@${HOST}">registro@${HOST}</a></p>`) });

  const entry = (p: Person, path: string, layout: CaseKind, extra: CaseKind[] = []) => ({
    address: `${p.local}@${HOST}`,
    name: p.name,
    title: p.title,
    pages: [path],
    encoded: { kind: 'script' as const, text: cloakScript(`${p.local}@${HOST}`, p.id) },
    cases: [layout, 'script-protect', 'link-non-english', ...(p.honorific ? ['honorific'] : []), ...extra] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /area-riservata\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-54',
      languages: ['it'],
      addresses: [
        {
          address: `segreteria@${HOST}`,
          name: null,
          title: null,
          pages: ['/contatti'],
          encoded: { kind: 'script', text: cloakScript(`segreteria@${HOST}`, '3d7f8a21') },
          cases: ['role', 'script-protect', 'link-non-english'],
        },
        ...BOARD.map((b) => entry(b, '/la-scuola/organigramma', 'title-name-line', ['deep-page'])),
        ...TEACHERS.map((t) => entry(t, '/docenti', 'table')),
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `direzione@${HOST}`, kind: 'comment' },
        { text: 'bootstrap@5.3.3', kind: 'package' },
        { text: `registro@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
