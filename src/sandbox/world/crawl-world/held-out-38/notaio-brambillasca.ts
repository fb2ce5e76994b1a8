/**
 * Studio Notarile Brambillasca Oddone: a two-notary office in Lodi, on a hand-made Bootstrap
 * site. The Italian home links "Lo studio" (the notaries as headings with "Notaio Dott.ssa",
 * collaborators as "Name – role" lines, a praticante's address written as character references)
 * and "Contatti" (a prose sentence for the successions clerk). The English home is reached only
 * through the hreflang alternates, its contact page one link further, with an "International
 * clients:" label line. JSON-LD names the founder as a Person and the real-estate desk as a
 * department with its employee. An old secretary address in a comment, the form's placeholder,
 * the land registry service's address and the reserved area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'notaio-brambillasca-oddone.test';
const ORIGIN = `http://${HOST}`;

const MENU_IT: [string, string][] = [
  ['/', 'Home'],
  ['/studio', 'Lo studio'],
  ['/attivita', 'Attività notarile'],
  ['/documenti-utili', 'Documenti utili'],
  ['/contatti', 'Contatti'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/services', 'Services'],
  ['/en/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Studio Notarile Brambillasca Oddone',
  head: [
    `<link rel="stylesheet" href="${ORIGIN}/assets/css/bootstrap.min.css">`,
    `<link rel="stylesheet" href="${ORIGIN}/assets/css/studio.css?v=2024-11">`,
    '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>',
    '<link href="https://fonts.googleapis.com/css2?family=Cormorant+Garamond:wght@500;700&family=Source+Sans+3&display=swap" rel="stylesheet">',
  ],
  header: (p) => {
    const menu = p.lang.startsWith('en') ? MENU_EN : MENU_IT;
    return (
      `<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom"><div class="container"><a class="navbar-brand" href="${p.lang.startsWith('en') ? '/en' : '/'}"><span class="brand-top">Studio Notarile</span> <span class="brand-main">Brambillasca Oddone</span></a>` +
      `<ul class="navbar-nav ms-auto">${menu.map(([href, label]) => `<li class="nav-item"><a class="nav-link${href === p.path ? ' active' : ''}" href="${href}">${esc(label)}</a></li>`).join('')}</ul></div></nav>`
    );
  },
  footer: (p) =>
    `<footer class="site-footer bg-dark text-light py-4"><div class="container"><div class="row"><div class="col-md-6"><p><strong>Studio Notarile Brambillasca Oddone</strong><br>Corso Umberto I, 38 – 26900 Lodi (LO)<br>Tel. ${tel('+39 0371 420 815')} – Fax 0371 420 816<br>P.IVA 09814230961</p></div>` +
    `<div class="col-md-6"><p>${p.lang.startsWith('en') ? 'Member of the Consiglio Notarile di Milano, Lodi, Monza e Varese' : 'Notai iscritti al Collegio Notarile dei Distretti Riuniti di Milano, Busto Arsizio, Lodi, Monza e Varese'}</p><p><a href="/privacy">Privacy &amp; cookie</a> · <a href="/area-riservata">Area riservata clienti</a></p></div></div></div></footer>`,
  privacyPath: { it: '/privacy', en: '/privacy' },
  bodyEnd: [`<script src="${ORIGIN}/assets/js/bootstrap.bundle.min.js"></script>`],
};

const ALT_HOME = { it: '/', en: '/en', 'x-default': '/' };
const page = (spec: Omit<PageSpec, 'lang'>, lang = 'it'): SandboxPage => renderPage(theme, { ...spec, lang });
const section = (h: string, html: string): string => `<section class="py-5"><div class="container"><h1 class="display-6 mb-4">${esc(h)}</h1>${html}</div></section>`;

export function notaioBrambillasca(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Notai in Lodi',
    alternates: ALT_HOME,
    description: 'Studio notarile in Lodi: compravendite, mutui, successioni, società, donazioni.',
    main: section(
      'Notai in Lodi dal 2004',
      `<p class="lead">Lo Studio assiste privati, famiglie e imprese in tutti gli atti di competenza notarile: compravendite immobiliari, mutui, successioni, donazioni, costituzione e modifiche di società.</p>` +
        `<p>Ricevimento su appuntamento dal lunedì al venerdì, 9:00–13:00 e 14:30–18:30. Per fissare un appuntamento scrivete a ${mailto(`segreteria@${HOST}`)} o telefonate allo 0371 420 815.</p>` +
        `<!-- fino a marzo 2023: segreteria.lodi@${HOST} (casella dismessa) -->`,
    ),
  });

  pages['/studio'] = page({
    path: '/studio',
    title: 'Lo studio',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Notary',
        '@id': `${ORIGIN}/#studio`,
        name: 'Studio Notarile Brambillasca Oddone',
        url: `${ORIGIN}/`,
        telephone: '+39 0371 420815',
        address: { '@type': 'PostalAddress', streetAddress: 'Corso Umberto I, 38', postalCode: '26900', addressLocality: 'Lodi', addressRegion: 'LO', addressCountry: 'IT' },
        founder: { '@type': 'Person', name: 'Ludovica Brambillasca', honorificPrefix: 'Dott.ssa', jobTitle: 'Notaio', email: `l.brambillasca@${HOST}` },
        department: [
          {
            '@type': 'Organization',
            name: 'Ufficio compravendite e mutui',
            employee: [{ '@type': 'Person', name: 'Silvia Cattaneo', jobTitle: 'Responsabile pratiche immobiliari e mutui', email: `s.cattaneo@${HOST}` }],
          },
        ],
      },
    ],
    main: section(
      'Lo studio',
      `<p>Lo Studio è stato fondato nel 2004 dalla dott.ssa Ludovica Brambillasca; dal 2016 vi esercita anche il dott. Federico Oddone. Siamo uno studio associato con undici collaboratori.</p>` +
        `<div class="row g-5 my-3"><div class="col-md-6"><h2 class="h4">Notaio Dott.ssa Ludovica Brambillasca</h2><p>Laureata in Giurisprudenza all’Università degli Studi di Pavia, notaio dal 2003, già componente del Consiglio Notarile. Si occupa prevalentemente di diritto di famiglia, successioni e passaggi generazionali d’impresa.</p><p>E-mail: ${mailto(`l.brambillasca@${HOST}`)}</p></div>` +
        `<div class="col-md-6"><h2 class="h4">Notaio Dott. Federico Oddone</h2><p>Notaio dal 2011, prima in Codogno e dal 2016 in Lodi. Cura in particolare gli atti societari, le operazioni straordinarie e i contratti d’impresa.</p><p>Dott. Federico Oddone, notaio associato, ${mailto(`f.oddone@${HOST}`)}</p></div></div>` +
        `<h2 class="h4 mt-4">I collaboratori</h2><ul class="list-unstyled collaboratori">` +
        `<li><strong>Rag. Silvia Cattaneo</strong> – responsabile pratiche immobiliari e mutui – ${mailto(`s.cattaneo@${HOST}`)}</li>` +
        `<li><strong>Dott.ssa Chiara Vailati</strong> – praticante notaio – <a href="mailto:${entities(`c.vailati@${HOST}`)}">${entities(`c.vailati@${HOST}`)}</a></li>` +
        `<li><strong>Dott. Matteo Ferrari Bergomi</strong> – praticante notaio</li>` +
        `<li><strong>Sig.ra Marta Pozzoli</strong> – segreteria e ricevimento atti – ${mailto(`m.pozzoli@${HOST}`)}</li>` +
        `<li><strong>Rag. Giovanni Bassi</strong> – addetto al repertorio e agli adempimenti fiscali – ${mailto(`g.bassi@${HOST}`)}</li>` +
        `</ul>`,
    ),
  });

  pages['/attivita'] = page({
    path: '/attivita',
    title: 'Attività notarile',
    main: section(
      'Attività notarile',
      `<h2 class="h5">Immobili</h2><p>Compravendite, preliminari trascritti, permute, costituzione di diritti reali, mutui e surroghe.</p><h2 class="h5">Famiglia e successioni</h2><p>Testamenti pubblici e segreti, accettazioni di eredità, donazioni, convenzioni matrimoniali, fondi patrimoniali.</p><h2 class="h5">Impresa</h2><p>Costituzione di S.r.l. e S.p.A., modifiche statutarie, cessioni di quote, fusioni e scissioni, verbali di assemblea.</p>`,
    ),
  });

  pages['/documenti-utili'] = page({
    path: '/documenti-utili',
    title: 'Documenti utili',
    main: section(
      'Documenti utili per la stipula',
      `<p>Per la compravendita di un immobile occorrono: documenti d’identità e codice fiscale delle parti, atto di provenienza, planimetria catastale, attestato di prestazione energetica (APE), estremi dei pagamenti.</p>` +
        `<p>Le visure ipotecarie vengono richieste dallo Studio tramite il servizio telematico; per segnalazioni sul servizio il fornitore indica l’indirizzo assistenza@visurenord-servizi.it.</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: section(
      'Contatti',
      `<div class="row"><div class="col-md-6"><address>Studio Notarile Brambillasca Oddone<br>Corso Umberto I, 38<br>26900 Lodi (LO)<br>Tel. ${tel('+39 0371 420 815')}</address>` +
        `<p>Segreteria: ${mailto(`segreteria@${HOST}`)}<br>PEC: studio.brambillasca@postacertificata.notariato.it</p>` +
        `<p>Per le pratiche di successione e le volture catastali potete rivolgervi direttamente alla sig.ra Elena Galbiati, addetta successioni e volture, scrivendo a ${mailto(`e.galbiati@${HOST}`)}.</p></div>` +
        `<div class="col-md-6"><h2 class="h5">Richiesta di preventivo</h2><form action="/contatti/invia" method="post"><label class="form-label" for="nome">Nome e cognome</label><input class="form-control" id="nome" name="nome" required>` +
        `<label class="form-label" for="email">E-mail</label><input class="form-control" id="email" name="email" type="email" placeholder="mario.rossi@example.com" required>` +
        `<label class="form-label" for="msg">Tipo di atto e note</label><textarea class="form-control" id="msg" name="msg" rows="5"></textarea><button class="btn btn-dark mt-3" type="submit">Invia</button></form></div></div>`,
    ),
  });

  pages['/en'] = page(
    {
      path: '/en',
      title: 'Notaries in Lodi',
      alternates: ALT_HOME,
      main: section(
        'Notaries in Lodi, near Milan',
        `<p class="lead">We assist foreign buyers, families and companies with Italian property purchases, inheritances, powers of attorney and company deeds. Deeds for clients who do not speak Italian are read with a sworn interpreter.</p>` +
          `<p>See our <a href="/en/services">services</a> or <a href="/en/contact">contact us</a>.</p>`,
      ),
    },
    'en',
  );

  pages['/en/services'] = page(
    {
      path: '/en/services',
      title: 'Services',
      main: section('Services', `<ul><li>Property purchases and mortgages</li><li>Inheritance and wills</li><li>Powers of attorney for use abroad (apostille)</li><li>Formation of Italian companies (S.r.l.)</li></ul>`),
    },
    'en',
  );

  pages['/en/contact'] = page(
    {
      path: '/en/contact',
      title: 'Contact',
      main: section(
        'Contact',
        `<p>Studio Notarile Brambillasca Oddone, Corso Umberto I 38, 26900 Lodi, Italy – phone ${tel('+39 0371 420 815')}</p>` +
          `<p>International clients: Giulia Pedrazzini, international client coordinator, ${tel('+39 0371 420 822')}, ${mailto(`g.pedrazzini@${HOST}`)}</p>` +
          `<p>Notary Ludovica Brambillasca (English and German): ${mailto(`l.brambillasca@${HOST}`)}</p>`,
      ),
    },
    'en',
  );

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: section('Informativa privacy', `<p>Titolari del trattamento sono i notai dello Studio. Il Responsabile della protezione dei dati è raggiungibile presso la sede dello Studio.</p>`) });
  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata',
    main: section('Area riservata clienti', `<p>Per ottenere le credenziali di accesso scrivere a ${mailto(`areaclienti@${HOST}`)}.</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /area-riservata\nDisallow: /contatti/invia\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/studio', '/attivita', '/documenti-utili', '/contatti', '/privacy'], '2025-01-20'),
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-38',
      languages: ['it', 'en'],
      addresses: [
        { address: `segreteria@${HOST}`, name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'plain'] },
        {
          address: `l.brambillasca@${HOST}`,
          name: 'Ludovica Brambillasca',
          title: 'Notaio',
          titleAlternatives: ['Notary'],
          pages: ['/studio', '/en/contact'],
          cases: ['json-ld-person', 'honorific', 'plain', 'link-non-english'],
        },
        { address: `f.oddone@${HOST}`, name: 'Federico Oddone', title: 'notaio associato', pages: ['/studio'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        {
          address: `s.cattaneo@${HOST}`,
          name: 'Silvia Cattaneo',
          title: 'responsabile pratiche immobiliari e mutui',
          pages: ['/studio'],
          cases: ['json-ld-nested', 'name-title-line', 'honorific', 'plain', 'link-non-english'],
        },
        { address: `c.vailati@${HOST}`, name: 'Chiara Vailati', title: 'praticante notaio', pages: ['/studio'], cases: ['entities', 'name-title-line', 'honorific', 'link-non-english'] },
        { address: `m.pozzoli@${HOST}`, name: 'Marta Pozzoli', title: 'segreteria e ricevimento atti', pages: ['/studio'], cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'] },
        {
          address: `g.bassi@${HOST}`,
          name: 'Giovanni Bassi',
          title: 'addetto al repertorio e agli adempimenti fiscali',
          pages: ['/studio'],
          cases: ['name-title-line', 'honorific', 'plain', 'link-non-english'],
        },
        { address: `e.galbiati@${HOST}`, name: 'Elena Galbiati', title: 'addetta successioni e volture', pages: ['/contatti'], cases: ['prose', 'plain', 'link-non-english'] },
        {
          address: `g.pedrazzini@${HOST}`,
          name: 'Giulia Pedrazzini',
          title: 'international client coordinator',
          pages: ['/en/contact'],
          cases: ['label-line', 'hreflang', 'deep-page', 'plain'],
        },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `segreteria.lodi@${HOST}`, kind: 'comment' },
        { text: `areaclienti@${HOST}`, kind: 'disallowed' },
        { text: 'mario.rossi@example.com', kind: 'placeholder' },
        { text: 'assistenza@visurenord-servizi.it', kind: 'other-company' },
        { text: 'studio.brambillasca@postacertificata.notariato.it', kind: 'other-company' },
      ],
    },
  };
}
