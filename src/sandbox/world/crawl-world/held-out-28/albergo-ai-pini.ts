/**
 * Hotel Garni Ai Pini: a family-run lakeside hotel with a restaurant in Brissago, Ticino, on
 * Joomla 3 (Protostar-based template) with the e-mail cloaking plugin, in Italian and German.
 * The German home is linked only through the hreflang alternates (the language switcher is a
 * select); the German contact page, one link further, names the events coordinator. The family
 * on "Name, funzione" lines whose addresses the cloak's script writes, the chef in a sentence on
 * the restaurant page beside the table-booking mailbox, the front desk in a definition list with
 * RDFa (cloaking switched off in that article), the reservations mailbox as the JSON-LD
 * contactPoint; a retina logo, the taxi company's address, the form placeholder and the staff
 * area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'hotel-aipini-brissago.test';
const ORIGIN = `http://${HOST}`;

/** Joomla 3's content e-mail cloak: a placeholder span, then a script that builds the link. */
function cloak(local: string, id: string, lang: 'it' | 'de' = 'it'): string {
  const notice = lang === 'it' ? 'Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.' : 'Diese E-Mail-Adresse ist vor Spambots geschützt! Zur Anzeige muss JavaScript eingeschaltet sein!';
  return (
    `<span id="cloak${id}">${notice}</span><script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + 'hotel-aipini-brissago' + '&#46;' + 'test';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + 'hotel-aipini-brissago' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`
  );
}
const cloakScript = (local: string, id: string): string => {
  const c = cloak(local, id);
  return c.slice(c.indexOf('<script'));
};

type Lang = 'it' | 'de';
const MENUS: Record<Lang, [string, string][]> = {
  it: [
    ['/', 'Home'],
    ['/camere', 'Camere'],
    ['/ristorante', 'Ristorante'],
    ['/chi-siamo', 'Chi siamo'],
    ['/contatti', 'Contatti'],
  ],
  de: [
    ['/de', 'Startseite'],
    ['/de/zimmer', 'Zimmer'],
    ['/de/kontakt', 'Kontakt'],
  ],
};
const ALT: [string, string][] = [
  ['/', '/de'],
  ['/camere', '/de/zimmer'],
  ['/contatti', '/de/kontakt'],
];

const INFO_ID = '8f2c61d0a94e37b5c1d7e9f0a2b4c6d8';

const theme: Theme = {
  host: HOST,
  siteName: 'Hotel Garni Ai Pini Brissago',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/aipini/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/aipini/css/template.css?7b1e0a6c2d4f8e9b3a5c" rel="stylesheet">`,
    `<link href="/media/mod_languages/css/template.css?7b1e0a6c2d4f8e9b3a5c" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?7b1e0a6c2d4f8e9b3a5c"></script>`,
    `<script src="/media/jui/js/bootstrap.min.js?7b1e0a6c2d4f8e9b3a5c"></script>`,
  ],
  header: (p) => {
    const lang = p.lang.slice(0, 2) as Lang;
    const pair = ALT.find(([i, d]) => i === p.path || d === p.path) ?? ['/', '/de'];
    return (
      `<header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="${lang === 'it' ? '/' : '/de'}"><img src="/images/logo-aipini.png" srcset="/images/logo-aipini.png 1x, /images/logo-aipini@2x.png 2x" alt="Hotel Garni Ai Pini"></a>` +
      `<div class="header-search pull-right"><div class="mod-languages"><form name="lang" method="post" action="${p.path}"><select class="inputbox advancedSelect" onchange="document.location.replace(this.value);"><option dir="ltr" value="${pair[0]}"${lang === 'it' ? ' selected="selected"' : ''}>Italiano</option><option dir="ltr" value="${pair[1]}"${lang === 'de' ? ' selected="selected"' : ''}>Deutsch</option></select></form></div></div></div></header>` +
      `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Toggle Navigation</span><span class="icon-bar"></span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">${MENUS[lang].map(([h, l], i) => `<li class="item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></nav>`
    );
  },
  footer: (p) =>
    `<footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p><strong>Hotel Garni Ai Pini</strong> · Via Costa di Mezzo 14 · CH-6614 Brissago<br>Tel. ${tel('+41 91 793 12 48')} · ${cloak('info', INFO_ID, p.lang.startsWith('de') ? 'de' : 'it')}</p></div></div>` +
    `<p class="pull-right"><a href="/privacy">Privacy</a> · <a href="/area-riservata">Area riservata</a> · <a href="#top" id="back-top">${p.lang.startsWith('de') ? 'Nach oben' : 'Torna su'}</a></p><p>© 2025 Famiglia Bernasconi</p></div></footer>`,
  privacyPath: { it: '/privacy', de: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => {
  const pair = ALT.find(([i, d]) => i === spec.path || d === spec.path);
  return renderPage(theme, { ...spec, ...(pair ? { alternates: { it: pair[0], de: pair[1] } } : {}) });
};

const article = (html: string): string => `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="it-CH"><div itemprop="articleBody">${html}</div></div>`;

type Family = { name: string; title: string; de: string; local: string; id: string };
const FAMILY: Family[] = [
  { name: 'Sara Bernasconi', title: 'direttrice', de: 'Direktorin', local: 'sara', id: '1a2b3c4d5e6f708192a3b4c5d6e7f809' },
  { name: 'Luca Bernasconi', title: 'sommelier e maître di sala', de: 'Sommelier und Maître', local: 'luca', id: '2b3c4d5e6f708192a3b4c5d6e7f8091a' },
  { name: 'Elena Tognola', title: 'governante', de: 'Hausdame', local: 'elena', id: '3c4d5e6f708192a3b4c5d6e7f8091a2b' },
];

export function albergoAiPini(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Home',
    lang: 'it-CH',
    description: 'Hotel garni a conduzione familiare sul Lago Maggiore a Brissago: 18 camere con vista lago, giardino con pini secolari e ristorante.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Hotel Garni Ai Pini',
        url: `${ORIGIN}/`,
        image: `${ORIGIN}/images/aipini-giardino.jpg`,
        telephone: '+41 91 793 12 48',
        priceRange: 'CHF 160–290',
        starRating: { '@type': 'Rating', ratingValue: '3' },
        address: { '@type': 'PostalAddress', streetAddress: 'Via Costa di Mezzo 14', postalCode: '6614', addressLocality: 'Brissago', addressRegion: 'TI', addressCountry: 'CH' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', email: `prenotazioni@${HOST}`, telephone: '+41 91 793 12 48', availableLanguage: ['Italian', 'German', 'English', 'French'] },
      },
    ],
    main: article(
      `<h1>Benvenuti all’Ai Pini</h1><p>Diciotto camere, quasi tutte con balcone sul lago, un giardino con pini secolari che arriva fino alla riva e la colazione servita sotto il pergolato da aprile a ottobre.</p><p>Il nostro <a href="/ristorante">ristorante</a> è aperto anche agli ospiti esterni, la sera su prenotazione.</p><p><img src="/images/aipini-giardino.jpg" alt="Il giardino sul lago"></p>`,
    ),
  });

  pages['/camere'] = page({
    path: '/camere',
    title: 'Camere',
    lang: 'it-CH',
    main: article(`<h1>Camere</h1><table class="table"><tbody><tr><td>Doppia vista giardino</td><td>da CHF 160</td></tr><tr><td>Doppia vista lago con balcone</td><td>da CHF 210</td></tr><tr><td>Junior suite</td><td>da CHF 290</td></tr></tbody></table><p>Colazione, Ticino Ticket e parcheggio inclusi. Tassa di soggiorno CHF 3.50 per persona e notte.</p>`),
  });

  pages['/ristorante'] = page({
    path: '/ristorante',
    title: 'Ristorante',
    lang: 'it-CH',
    main: article(
      `<h1>Ristorante Ai Pini</h1><p>Cucina ticinese di lago e di valle: pesce persico del Verbano, risotto al Merlot, brasato con polenta della Vallemaggia. Aperto da mercoledì a domenica, dalle 18.30.</p>` +
        `<p>Lo chef Marco Bernasconi cucina con i prodotti delle aziende agricole del Gambarogno e delle Centovalli; se avete allergie o intolleranze, scrivetegli pure direttamente a ${mailto(`marco@${HOST}`)} qualche giorno prima.</p>` +
        `<p>Prenotazione tavoli: ${tel('+41 91 793 12 49')} oppure ${mailto(`ristorante@${HOST}`)}</p>`,
    ),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    lang: 'it-CH',
    main: article(
      `<h1>Chi siamo</h1><p>L’Ai Pini è della nostra famiglia dal 1962, quando i nonni Aldo e Rosa trasformarono la casa di vacanza in pensione. Oggi se ne occupa la terza generazione.</p>` +
        FAMILY.map((f) => `<p><strong>${esc(f.name)}</strong>, ${esc(f.title)}<br>${cloak(f.local, f.id)}</p>`).join('') +
        `<p>In cucina c’è Marco, il fratello di Sara: lo trovate al <a href="/ristorante">ristorante</a>.</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    lang: 'it-CH',
    main: article(
      `<h1>Contatti</h1><p>Hotel Garni Ai Pini<br>Via Costa di Mezzo 14<br>CH-6614 Brissago</p><p>Tel. ${tel('+41 91 793 12 48')}<br>Prenotazioni: ${mailto(`prenotazioni@${HOST}`)}</p>` +
        `<dl class="contact-people"><dt>Direttrice</dt><dd>Sara Bernasconi<br>${mailto(`sara@${HOST}`)}</dd>` +
        `<dt>Ricevimento</dt><dd vocab="https://schema.org/" typeof="Person"><span property="name">Ilaria Pedrazzini</span>, <span property="jobTitle">responsabile del ricevimento</span><br><a property="email" href="mailto:ilaria@${HOST}">ilaria@${HOST}</a></dd></dl>` +
        `<p>Dalla stazione di Locarno: bus 316 fino a Brissago Posta, poi 5 minuti a piedi. Su richiesta il Taxi Brissago vi viene a prendere (taxi@taxi-brissago.ch).</p>` +
        `<form id="contact-form" action="/contatti" method="post" class="form-validate form-horizontal well"><fieldset><div class="control-group"><div class="control-label"><label id="jform_contact_name-lbl" for="jform_contact_name" class="hasPopover required">Nome<span class="star">&#160;*</span></label></div><div class="controls"><input type="text" name="jform[contact_name]" id="jform_contact_name" value="" class="required" size="30" required aria-required="true"></div></div>` +
        `<div class="control-group"><div class="control-label"><label id="jform_contact_email-lbl" for="jform_contact_email" class="hasPopover required">E-mail<span class="star">&#160;*</span></label></div><div class="controls"><input type="email" name="jform[contact_email]" class="validate-email required" id="jform_contact_email" value="" size="30" placeholder="nome@esempio.ch" autocomplete="email" required aria-required="true"></div></div>` +
        `<div class="control-group"><div class="controls"><button class="btn btn-primary validate" type="submit">Invia</button></div></div><input type="hidden" name="option" value="com_contact"><input type="hidden" name="task" value="contact.submit"><input type="hidden" name="8d2e9c41f7a03b65de18c2704f9a6b31" value="1"></fieldset></form>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', lang: 'it-CH', main: article(`<h1>Informativa sulla protezione dei dati</h1><p>Trattiamo i vostri dati secondo la Legge federale sulla protezione dei dati (LPD). Titolare del trattamento: Hotel Garni Ai Pini, Famiglia Bernasconi.</p>`) });

  pages['/area-riservata'] = page({ path: '/area-riservata', title: 'Area riservata', lang: 'it-CH', main: article(`<h1>Area riservata</h1><p>Turni e piano ferie del personale. Problemi di accesso: personale@${HOST}</p>`) });

  pages['/de'] = page({
    path: '/de',
    title: 'Startseite',
    lang: 'de-CH',
    main: `<div class="item-page"><h1>Willkommen im Ai Pini</h1><p>Achtzehn Zimmer, fast alle mit Balkon zum See, ein Garten mit alten Pinien bis ans Ufer und Frühstück unter der Pergola von April bis Oktober.</p><p><a href="/de/kontakt">Anfrage und Kontakt</a></p></div>`,
  });
  pages['/de/zimmer'] = page({ path: '/de/zimmer', title: 'Zimmer', lang: 'de-CH', main: `<div class="item-page"><h1>Zimmer</h1><p>Doppelzimmer Gartenseite ab CHF 160, Seeseite mit Balkon ab CHF 210, Junior-Suite ab CHF 290. Frühstück, Ticino Ticket und Parkplatz inbegriffen.</p></div>` });
  pages['/de/kontakt'] = page({
    path: '/de/kontakt',
    title: 'Kontakt',
    lang: 'de-CH',
    main:
      `<div class="item-page"><h1>Kontakt</h1><p>Hotel Garni Ai Pini, Via Costa di Mezzo 14, CH-6614 Brissago<br>Tel. ${tel('+41 91 793 12 48')}</p><p>Reservationen: ${mailto(`prenotazioni@${HOST}`)}</p>` +
      `<h2>Gruppen, Seminare und Hochzeiten</h2><p>Für Anlässe ab zehn Personen ist Nadia Rusconi, unsere Eventkoordinatorin, für Sie da: ${mailto(`nadia@${HOST}`)} oder ${tel('+41 91 793 12 47')}. Sie spricht Deutsch, Italienisch und Französisch.</p></div>`,
  });

  const fam = (f: Family, extra: Partial<CrawlWorldSite['truth']['addresses'][number]> = {}): CrawlWorldSite['truth']['addresses'][number] => ({
    address: `${f.local}@${HOST}`,
    name: f.name,
    title: f.title,
    titleAlternatives: [f.de],
    pages: ['/chi-siamo'],
    encoded: { kind: 'script', text: cloakScript(f.local, f.id) },
    cases: ['name-title-line', 'script-protect', 'link-non-english'] as CaseKind[],
    ...extra,
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-riservata\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-28',
      languages: ['it', 'de'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/'], encoded: { kind: 'script', text: cloakScript('info', INFO_ID) }, cases: ['role', 'script-protect'] },
        { address: `prenotazioni@${HOST}`, name: null, title: null, pages: ['/contatti', '/', '/de/kontakt'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `ristorante@${HOST}`, name: null, title: null, pages: ['/ristorante'], cases: ['role', 'neighbour', 'plain', 'link-non-english'] },
        fam(FAMILY[0]!, { pages: ['/chi-siamo', '/contatti'], titleAlternatives: ['Direttrice', 'Direktorin'], cases: ['name-title-line', 'definition-list', 'script-protect', 'plain', 'link-non-english'] }),
        fam(FAMILY[1]!),
        fam(FAMILY[2]!),
        { address: `marco@${HOST}`, name: 'Marco Bernasconi', title: 'chef', titleAlternatives: ['Chef'], pages: ['/ristorante'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `ilaria@${HOST}`, name: 'Ilaria Pedrazzini', title: 'responsabile del ricevimento', titleAlternatives: ['Ricevimento'], pages: ['/contatti'], cases: ['definition-list', 'rdfa', 'plain', 'link-non-english'] },
        { address: `nadia@${HOST}`, name: 'Nadia Rusconi', title: 'Eventkoordinatorin', pages: ['/de/kontakt'], cases: ['prose', 'plain', 'hreflang', 'deep-page'] },
      ],
      pattern: '{first}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: `personale@${HOST}`, kind: 'disallowed' },
        { text: 'logo-aipini@2x.png', kind: 'retina' },
        { text: 'taxi@taxi-brissago.ch', kind: 'other-company' },
        { text: 'nome@esempio.ch', kind: 'placeholder' },
      ],
    },
  };
}
