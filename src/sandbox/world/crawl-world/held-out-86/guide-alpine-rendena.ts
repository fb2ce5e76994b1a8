/**
 * Guide Alpine Val Rendena: a mountain-guide association in Pinzolo (Trentino), on Joomla 4, in
 * Italian. The board as a definition list (two addresses behind Joomla's e-mail cloaking
 * script, the secretary with "Dott.ssa"), the guides as "Nome – qualifica, indirizzo" lines, one
 * guide's profile page two links deep with schema.org microdata, the office mailbox cloaked on
 * the contact page, and the summer-programme lead in an article listed only in a gzip-compressed
 * sitemap under the sitemap index. A git clone URL in a comment and the members' area
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'guidealpinerendena.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/chi-siamo', 'Chi siamo'],
  ['/le-guide', 'Le nostre guide'],
  ['/corsi-e-uscite', 'Corsi e uscite'],
  ['/contatti', 'Contatti'],
  ['/area-soci', 'Area soci'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Guide Alpine Val Rendena',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<!-- template: git@github.com:rendena-web/cassiopeia-guide.git -->',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4.4.9" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?4.4.9"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-guide-rendena.png" alt="Guide Alpine Val Rendena"></a></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([href, label]) => `<li class="nav-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Associazione Guide Alpine Val Rendena – Via Genova 14, 38086 Pinzolo (TN) – C.F. 95012380224 – ${tel('+39 0465 501 224')}</p><p><a href="/note-legali">Note legali e privacy</a></p></div></div></footer>`,
  privacyPath: { it: '/note-legali' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'it-IT' });
const item = (html: string): string => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's content e-mail cloaking plugin, as it writes a cloaked address. */
function cloakScript(id: string, user: string): string {
  return (
    `document.getElementById('cloak${id}').innerHTML = '';\n` +
    `    var prefix = 'ma' + 'il' + 'to';\n` +
    `    var path = 'hr' + 'ef' + '=';\n` +
    `    var addy${id} = '${user}' + '@';\n` +
    `    addy${id} = addy${id} + 'guidealpinerendena' + '.' + 'test';\n` +
    `    var addy_text${id} = '${user}' + '@' + 'guidealpinerendena' + '.' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`
  );
}
const cloak = (id: string, script: string): string =>
  `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type='text/javascript'>\n    ${script}\n</script>`;

const ELISA = cloakScript('b81c4e2f0a', 'elisa.maffei');
const SEGRETERIA = cloakScript('5d7a09e3c1', 'segreteria');

type Guide = { name: string; line: string; local: string };
const GUIDES: Guide[] = [
  { name: 'Luca Ferrari', line: 'guida alpina e maestro di sci', local: 'luca.ferrari' },
  { name: 'Davide Pedrotti', line: 'guida alpina – istruttore nazionale di arrampicata', local: 'davide.pedrotti' },
  { name: 'Sara Zanoni', line: 'aspirante guida alpina', local: 'sara.zanoni' },
];

export function guideAlpineRendena(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Guide alpine a Madonna di Campiglio e Pinzolo',
    main: item(`<h1>Con noi in Adamello e nelle Dolomiti di Brenta</h1><p>Ferrate, alpinismo, scialpinismo e arrampicata: dodici guide alpine professioniste della Val Rendena, iscritte al Collegio delle Guide Alpine del Trentino.</p><p><a href="/le-guide">Scopri le guide</a> · <a href="/corsi-e-uscite">Calendario uscite 2025</a></p>`),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    main: item(
      `<h1>Chi siamo</h1><p>L’associazione nasce nel 1987 per riunire le guide della valle in un unico ufficio. Il consiglio direttivo è eletto dall’assemblea dei soci ogni tre anni.</p><h2>Consiglio direttivo 2024–2027</h2>` +
        `<dl class="direttivo"><dt>Presidente</dt><dd>Mattia Collini<br>${mailto(`mattia.collini@${HOST}`)}</dd>` +
        `<dt>Vicepresidente</dt><dd>Elisa Maffei<br>${cloak('b81c4e2f0a', ELISA)}</dd>` +
        `<dt>Segretaria e tesoriera</dt><dd>Dott.ssa Chiara Bonapace<br>${mailto(`chiara.bonapace@${HOST}`)}</dd></dl>`,
    ),
  });

  pages['/le-guide'] = page({
    path: '/le-guide',
    title: 'Le nostre guide',
    main: item(
      `<h1>Le nostre guide</h1><ul class="elenco-guide">` +
        GUIDES.map((g) => `<li><strong>${esc(g.name)}</strong> – ${esc(g.line)}, ${mailto(`${g.local}@${HOST}`)}</li>`).join('') +
        `<li><strong>Giulia Tomasi</strong> – <a href="/le-guide/giulia-tomasi">scheda personale</a></li></ul>`,
    ),
  });

  pages['/le-guide/giulia-tomasi'] = page({
    path: '/le-guide/giulia-tomasi',
    title: 'Giulia Tomasi',
    main:
      `<div class="contact" itemscope itemtype="https://schema.org/Person"><h1 itemprop="name">Giulia Tomasi</h1><p class="contact-position" itemprop="jobTitle">Guida alpina, accompagnatrice di media montagna</p>` +
      `<p>Nata a Carisolo, ha salito la via delle Bocchette più di cento volte. Segue soprattutto famiglie e gruppi di scuole.</p>` +
      `<p>E-mail: <a itemprop="email" href="mailto:giulia.tomasi@${HOST}">giulia.tomasi@${HOST}</a> · ${tel('+39 347 220 8815')}</p></div>`,
  });

  pages['/corsi-e-uscite'] = page({ path: '/corsi-e-uscite', title: 'Corsi e uscite', main: item(`<h1>Corsi e uscite 2025</h1><p>Corso base di arrampicata (giugno), ferrata Bocchette Centrali (luglio–settembre), traversata dell’Adamello in tre giorni.</p>`) });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: item(`<h1>Contatti</h1><p>Ufficio guide: Via Genova 14, Pinzolo. Aperto tutti i giorni 17.00–19.00 da giugno a settembre.</p><p>Prenotazioni e informazioni: ${cloak('5d7a09e3c1', SEGRETERIA)}</p>`),
  });

  pages['/note-legali'] = page({ path: '/note-legali', title: 'Note legali e privacy', main: item(`<h1>Note legali</h1><p>Titolare del trattamento: Associazione Guide Alpine Val Rendena, Via Genova 14, 38086 Pinzolo (TN).</p>`) });

  pages['/area-soci'] = page({ path: '/area-soci', title: 'Area soci', main: item(`<h1>Area riservata ai soci</h1><p>Verbali, turni e quote associative. Per le quote: ${mailto(`tesoreria@${HOST}`)}</p>`) });

  pages['/blog/ferrate-del-brenta-estate-2025'] = page({
    path: '/blog/ferrate-del-brenta-estate-2025',
    title: 'Ferrate del Brenta: il programma dell’estate 2025',
    main: item(
      `<h1>Ferrate del Brenta: il programma dell’estate 2025</h1><p>Dal 20 giugno riprendono le uscite settimanali sulle Bocchette Alte e Centrali, con partenza dal rifugio Tuckett.</p>` +
        `<p>Per date, attrezzatura e livello richiesto potete scrivere a Nicola Binelli, responsabile del programma estivo, all’indirizzo ${mailto(`nicola.binelli@${HOST}`)}.</p>`,
    ),
  });

  pages['/sitemap-menu.xml'] = xmlPage(urlset(HOST, ['/', '/chi-siamo', '/le-guide', '/corsi-e-uscite', '/contatti', '/note-legali']));
  pages['/sitemap-articoli.xml.gz'] = gzipXmlPage(urlset(HOST, ['/blog/ferrate-del-brenta-estate-2025'], '2025-04-02'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /cache/\nDisallow: /tmp/\nDisallow: /area-soci\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-menu.xml', '/sitemap-articoli.xml.gz']),
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 4.4' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-86',
      languages: ['it'],
      addresses: [
        { address: `segreteria@${HOST}`, name: null, title: null, pages: ['/contatti'], encoded: { kind: 'script', text: SEGRETERIA }, cases: ['role', 'script-protect', 'link-non-english'] },
        { address: `mattia.collini@${HOST}`, name: 'Mattia Collini', title: 'Presidente', pages: ['/chi-siamo'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `elisa.maffei@${HOST}`, name: 'Elisa Maffei', title: 'Vicepresidente', pages: ['/chi-siamo'], encoded: { kind: 'script', text: ELISA }, cases: ['definition-list', 'script-protect', 'link-non-english'] },
        { address: `chiara.bonapace@${HOST}`, name: 'Chiara Bonapace', title: 'Segretaria e tesoriera', pages: ['/chi-siamo'], cases: ['definition-list', 'honorific', 'plain', 'link-non-english'] },
        ...GUIDES.map((g) => ({ address: `${g.local}@${HOST}`, name: g.name, title: g.line, pages: ['/le-guide'], cases: ['name-title-line' as const, 'plain' as const, 'link-non-english' as const] })),
        { address: `giulia.tomasi@${HOST}`, name: 'Giulia Tomasi', title: 'Guida alpina, accompagnatrice di media montagna', pages: ['/le-guide/giulia-tomasi'], cases: ['microdata', 'deep-page', 'plain', 'link-non-english'] },
        { address: `nicola.binelli@${HOST}`, name: 'Nicola Binelli', title: 'responsabile del programma estivo', pages: ['/blog/ferrate-del-brenta-estate-2025'], cases: ['prose', 'sitemap-gzip', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/area-soci'],
      nonAddresses: [
        { text: `tesoreria@${HOST}`, kind: 'disallowed' },
        { text: 'git@github.com:rendena-web/cassiopeia-guide.git', kind: 'git' },
      ],
    },
  };
}
