/**
 * Conservatorio Felsineo: a private music conservatory in Bologna on Joomla 4 (Cassiopeia child
 * template), in Italian. The director and the vice-director as "M°" / "Prof.ssa" name-title
 * lines (the vice-director's address and the secretariat's hidden by Joomla's e-mail cloaking),
 * the teachers in a table by department, the librarian as a microdata Person, the masterclass
 * coordinator in prose in a news item two clicks deep, and the head of artistic production only in
 * the JSON-LD, nested in a department; a Bootstrap version, a placeholder in the newsletter form,
 * a comment and the reserved area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'conservatorio-felsineo-bologna.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string) => `${local}@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/il-conservatorio', 'Il Conservatorio'],
  ['/docenti', 'Docenti'],
  ['/corsi', 'Corsi'],
  ['/biblioteca', 'Biblioteca'],
  ['/news', 'News'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Conservatorio Felsineo',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4b5c1d2e" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/templates/site/cassiopeia_felsineo/css/user.css?4b5c1d2e" rel="stylesheet">`,
    '<link href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.3/font/bootstrap-icons.min.css" rel="stylesheet">',
    `<script src="${ORIGIN}/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>`,
  ],
  header: (p) =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${ORIGIN}/images/logo-felsineo.svg" alt="Conservatorio Felsineo" width="260" height="70"></a><div class="site-description">Scuola di musica dal 1978</div></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l]) => `<li class="nav-item${h === p.path ? ' current active' : ''}"><a href="${h}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom" id="mod-custom112">` +
    `<p><strong>Conservatorio Felsineo – Associazione culturale musicale APS</strong><br>Via Guerrazzi 14, 40125 Bologna · C.F. 91203410372<br>Tel. ${tel('051 227 4410')} · Segreteria aperta lun–ven 15:00–19:30, sabato 9:30–12:30</p>` +
    `<p><a href="/privacy">Privacy e cookie</a> · <a href="/area-riservata">Area riservata docenti</a> · <a href="/amministrazione-trasparente">Amministrazione trasparente</a></p>` +
    `<form class="mod-newsletter"><label for="nl-email">Iscriviti alla newsletter</label> <input id="nl-email" type="email" placeholder="nome.cognome@esempio.it"> <button class="btn btn-primary" type="submit">Iscriviti</button></form>` +
    `</div></div></footer>`,
  privacyPath: { it: '/privacy' },
  bodyEnd: [
    '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>',
    `<script src="${ORIGIN}/media/templates/site/cassiopeia/js/template.min.js?4b5c1d2e" defer></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-it' });

const article = (html: string) => `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><div itemprop="articleBody" class="com-content-article__body">${html}</div></div>`;

/** Joomla's "Email cloaking" content plugin, as Joomla 4 writes it. */
function cloak(id: string, local: string): { html: string; script: string } {
  const l = [...local].map((c, i) => (i % 2 === 1 ? `&#${c.charCodeAt(0)};` : c)).join('');
  const domain = HOST.split('.')[0]!;
  const script =
    `\n        document.getElementById('cloak${id}').innerHTML = '';\n        var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n        var path = 'hr' + 'ef' + '=';\n` +
    `        var addy${id} = '${l}' + '&#64;';\n        addy${id} = addy${id} + '${domain}' + '&#46;' + 'test';\n` +
    `        var addy_text${id} = '${l}' + '&#64;' + '${domain}' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n    `;
  return { html: `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type="text/javascript">${script}</script>`, script };
}

const TEACHERS: { dept: string; shown: string; name: string; title: string; local: string; honorific?: boolean }[] = [
  { dept: 'Tastiere', shown: 'M° Paolo Guidi', name: 'Paolo Guidi', title: 'Docente di pianoforte e coordinatore del dipartimento', local: 'p.guidi', honorific: true },
  { dept: 'Archi', shown: 'Chiara Neri', name: 'Chiara Neri', title: 'Docente di violino e viola', local: 'c.neri' },
  { dept: 'Corde pizzicate', shown: 'Marco Serra', name: 'Marco Serra', title: 'Docente di chitarra classica', local: 'm.serra' },
  { dept: 'Canto', shown: 'Silvia Bassi', name: 'Silvia Bassi', title: 'Docente di canto lirico', local: 's.bassi' },
  { dept: 'Teoria e composizione', shown: 'M° Alberto Monti', name: 'Alberto Monti', title: 'Docente di armonia e composizione', local: 'a.monti', honorific: true },
];

export function conservatorioFelsineo(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const vice = cloak('4f1a9c0e2b7d53a8e6c1f0b9d2a4e7c3', 'e.marchetti');
  const segr = cloak('9b2e7d4c1a0f36e8b5c2d9a1f4e7b0c6', 'segreteria');

  pages['/'] = page({
    path: '/',
    title: 'Scuola di musica a Bologna',
    description: 'Conservatorio Felsineo: corsi di strumento, canto, propedeutica e musica d’insieme per bambini, ragazzi e adulti nel centro di Bologna.',
    main: article(
      `<h1>Benvenuti al Conservatorio Felsineo</h1><p>Dal 1978 insegniamo musica nel cuore di Bologna, a due passi da Strada Maggiore: oltre 400 allievi, 38 docenti, corsi di base, preaccademici e amatoriali.</p>` +
        `<p><strong>Iscrizioni anno accademico 2025/2026</strong>: aperte dal 1° giugno. <a href="/corsi">Scopri i corsi</a> · <a href="/news">Tutte le notizie</a></p>`,
    ),
  });

  pages['/il-conservatorio'] = page({
    path: '/il-conservatorio',
    title: 'Il Conservatorio',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Conservatorio Felsineo',
        url: `${ORIGIN}/`,
        foundingDate: '1978',
        address: { '@type': 'PostalAddress', streetAddress: 'Via Guerrazzi 14', postalCode: '40125', addressLocality: 'Bologna', addressRegion: 'BO', addressCountry: 'IT' },
        telephone: '+39 051 227 4410',
        department: [
          {
            '@type': 'Organization',
            name: 'Ufficio produzione artistica',
            employee: { '@type': 'Person', name: 'Davide Lolli', jobTitle: 'Responsabile della produzione artistica', email: at('d.lolli') },
          },
        ],
      },
    ],
    main: article(
      `<h1>Il Conservatorio</h1><p>Il Conservatorio Felsineo è un’associazione di promozione sociale fondata da un gruppo di docenti del Conservatorio G. B. Martini. Organizza ogni anno una stagione di concerti nella Sala Bossi e nella chiesa di Santa Cristina.</p>` +
        `<h2>Direzione</h2><p>M° Luca Rinaldi, Direttore, ${mailto(at('l.rinaldi'))}</p><p>Prof.ssa Elena Marchetti, Vicedirettrice, ${vice.html}</p>` +
        `<h2>Produzione artistica</h2><p>L’ufficio produzione artistica cura la stagione concertistica, i saggi di fine anno e le masterclass.</p>`,
    ),
  });

  pages['/docenti'] = page({
    path: '/docenti',
    title: 'Docenti',
    main: article(
      `<h1>I docenti</h1><p>Per colloqui con i docenti è preferibile scrivere via email; l’orario di ricevimento è concordato direttamente.</p>` +
        `<table class="table table-striped"><thead><tr><th scope="col">Dipartimento</th><th scope="col">Docente</th><th scope="col">Incarico</th><th scope="col">Email</th></tr></thead><tbody>` +
        TEACHERS.map((t) => `<tr><td>${esc(t.dept)}</td><td>${esc(t.shown)}</td><td>${esc(t.title)}</td><td>${mailto(at(t.local))}</td></tr>`).join('') +
        `</tbody></table><p><small>L’elenco completo dei 38 docenti è disponibile in segreteria.</small></p>`,
    ),
  });

  pages['/corsi'] = page({
    path: '/corsi',
    title: 'Corsi',
    main: article(`<h1>Corsi</h1><ul><li>Propedeutica musicale (4–6 anni)</li><li>Corsi di base e preaccademici di strumento</li><li>Canto lirico e moderno</li><li>Musica d’insieme e orchestra giovanile</li><li>Corsi amatoriali per adulti</li></ul><p>Quota di iscrizione annuale: 60 €.</p>`),
  });

  pages['/biblioteca'] = page({
    path: '/biblioteca',
    title: 'Biblioteca',
    main: article(
      `<h1>Biblioteca e fonoteca</h1><p>Oltre 6.000 partiture, 1.200 volumi e una fonoteca di dischi in vinile, consultabili dal martedì al venerdì, 15:00–18:30. Il prestito è riservato agli allievi iscritti.</p>` +
        `<div itemscope itemtype="https://schema.org/Person" class="contatto-biblioteca"><p>Bibliotecaria: <span itemprop="name">Francesca Zanotti</span> – <a href="mailto:${at('f.zanotti')}" itemprop="email">${at('f.zanotti')}</a><meta itemprop="jobTitle" content="Bibliotecaria"></p></div>`,
    ),
  });

  pages['/news'] = page({
    path: '/news',
    title: 'News',
    main:
      `<div class="com-content-category-blog blog"><h1>News</h1><div class="blog-items"><div class="blog-item"><h2 class="item-title"><a href="/news/128-masterclass-di-violoncello-con-enrico-bronzi">Masterclass di violoncello con Enrico Bronzi</a></h2><p>Dal 14 al 16 marzo 2025 nella Sala Bossi.</p></div>` +
      `<div class="blog-item"><h2 class="item-title"><a href="/news/125-concerto-di-natale">Concerto di Natale dell’orchestra giovanile</a></h2></div></div></div>`,
  });

  pages['/news/128-masterclass-di-violoncello-con-enrico-bronzi'] = page({
    path: '/news/128-masterclass-di-violoncello-con-enrico-bronzi',
    title: 'Masterclass di violoncello con Enrico Bronzi',
    main: article(
      `<h1>Masterclass di violoncello con Enrico Bronzi</h1><p>Dal 14 al 16 marzo 2025 il Conservatorio ospita una masterclass aperta ad allievi interni ed esterni, con concerto finale dei partecipanti domenica 16 marzo alle 18:00.</p>` +
        `<p>Quota di partecipazione effettivi: 220 €; uditori: 40 €. Per informazioni e iscrizioni scrivere alla coordinatrice delle masterclass, Giulia Fabbri, all’indirizzo ${mailto(at('g.fabbri'))}, entro il 28 febbraio.</p>`,
    ),
  });

  pages['/news/125-concerto-di-natale'] = page({
    path: '/news/125-concerto-di-natale',
    title: 'Concerto di Natale dell’orchestra giovanile',
    main: article(`<h1>Concerto di Natale dell’orchestra giovanile</h1><p>Sabato 21 dicembre, ore 17:00, chiesa di Santa Cristina. Ingresso libero fino a esaurimento posti.</p>`),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: article(
      `<h1>Contatti</h1><p>Via Guerrazzi 14, 40125 Bologna – autobus 14, 19, 25 fermata Strada Maggiore.</p><p>Segreteria didattica: ${segr.html}</p><p>Telefono: ${tel('051 227 4410')} (lun–ven 15:00–19:30, sabato 9:30–12:30)</p>` +
        `<!-- indirizzo del vecchio sito: felsineo@${HOST} -->`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy e cookie', main: article(`<h1>Informativa privacy</h1><p>Titolare del trattamento: Conservatorio Felsineo APS, Via Guerrazzi 14, Bologna.</p>`) });
  pages['/amministrazione-trasparente'] = page({ path: '/amministrazione-trasparente', title: 'Amministrazione trasparente', main: article(`<h1>Amministrazione trasparente</h1><p>Contributi pubblici ricevuti nel 2024 (L. 124/2017): Comune di Bologna, 12.000 €.</p>`) });
  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata docenti',
    main: article(`<h1>Area riservata docenti</h1><p>Registro elettronico e modulistica. Problemi di accesso: ${mailto(at('registro'))}</p>`),
  });

  const protect = (script: string): EncodedAddress => ({ kind: 'script', text: script });

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\nUser-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-riservata\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/il-conservatorio', '/docenti', '/corsi', '/biblioteca', '/news', '/contatti', '/privacy'], '2025-02-10'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-74',
      languages: ['it'],
      addresses: [
        { address: at('segreteria'), name: null, title: null, pages: ['/contatti'], encoded: protect(segr.script), cases: ['role', 'script-protect'] },
        { address: at('l.rinaldi'), name: 'Luca Rinaldi', title: 'Direttore', pages: ['/il-conservatorio'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        { address: at('e.marchetti'), name: 'Elena Marchetti', title: 'Vicedirettrice', pages: ['/il-conservatorio'], encoded: protect(vice.script), cases: ['name-title-line', 'honorific', 'script-protect', 'link-non-english'] },
        { address: at('d.lolli'), name: 'Davide Lolli', title: 'Responsabile della produzione artistica', pages: ['/il-conservatorio'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'] },
        ...TEACHERS.map((t) => ({
          address: at(t.local),
          name: t.name,
          title: t.title,
          pages: ['/docenti'],
          cases: ['table', 'plain', ...(t.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: at('f.zanotti'), name: 'Francesca Zanotti', title: 'Bibliotecaria', pages: ['/biblioteca'], cases: ['microdata', 'title-name-line', 'plain', 'link-non-english'] },
        { address: at('g.fabbri'), name: 'Giulia Fabbri', title: 'coordinatrice delle masterclass', pages: ['/news/128-masterclass-di-violoncello-con-enrico-bronzi'], cases: ['prose', 'deep-page', 'plain'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `felsineo@${HOST}`, kind: 'comment' },
        { text: `registro@${HOST}`, kind: 'disallowed' },
        { text: 'bootstrap@5.3.2', kind: 'package' },
        { text: 'bootstrap-icons@1.11.3', kind: 'package' },
        { text: 'nome.cognome@esempio.it', kind: 'placeholder' },
      ],
    },
  };
}
