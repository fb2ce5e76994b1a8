/**
 * Studio di Fisioterapia Galli & Morandi: a physiotherapy practice in Bologna, Italian with one
 * English page. A Joomla site (Cassiopeia): the physiotherapists in a table with "Dott." and
 * "Dott.ssa" before the names and their qualifications after, the receptionist in running text,
 * a reports address beside the name of a doctor who does not work there, the bookings address
 * hidden by Joomla's e-mail cloaking, a careers page stating the address scheme, and the
 * reserved area robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'fisio-galli-morandi.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'cognome@fisio-galli-morandi.test';
const COMMENTED = 'tirocinio@fisio-galli-morandi.test';

const MENU = {
  it: [
    ['/', 'Home'],
    ['/lo-studio', 'Lo studio'],
    ['/trattamenti', 'Trattamenti'],
    ['/fisioterapisti', 'I nostri fisioterapisti'],
    ['/prenotazioni', 'Prenota una visita'],
    ['/dove-siamo', 'Dove siamo'],
    ['/en', 'EN'],
  ],
  en: [
    ['/en', 'Physiotherapy in Bologna'],
    ['/', 'Italiano'],
  ],
} as const;

const theme: Theme = {
  host: HOST,
  siteName: 'Studio di Fisioterapia Galli & Morandi',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?4a1f2e" rel="stylesheet">',
    '<link href="/media/system/css/joomla-fontawesome.min.css?4a1f2e" rel="stylesheet">',
  ],
  header: (page) =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="${page.lang === 'en' ? '/en' : '/'}">` +
    `<img loading="eager" src="/images/logo-studio.png" srcset="/images/logo-studio@2x.png 2x" alt="Studio di Fisioterapia Galli &amp; Morandi"></a></div>\n` +
    `<div class="container-nav"><nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav">${MENU[page.lang === 'en' ? 'en' : 'it'].map(([href, label]) => `<li class="nav-item"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Studio di Fisioterapia Galli &amp; Morandi – Associazione professionale · Via Saragozza 112, 40135 Bologna · P.IVA 03456780372</p>` +
    `<p><a href="/lavora-con-noi">Lavora con noi</a> · <a href="/area-riservata">Area riservata</a> · <a href="/privacy">Privacy e cookie</a></p></div></div></footer>`,
  privacyPath: { it: '/privacy', en: '/privacy' },
  bodyEnd: ['<script src="/media/templates/site/cassiopeia/js/template.min.js?4a1f2e" defer></script>'],
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

/** Joomla's "Content - Email Cloaking" output: the address in pieces with character references. */
function joomlaCloak(id: string, local: string, domainName: string, tld: string): string {
  const enc = (s: string) => [...s].map((c, i) => (i % 3 === 1 ? `&#${c.charCodeAt(0)};` : c)).join('');
  return (
    `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type='text/javascript'>\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${enc(local)}' + '&#64;';\n` +
    ` addy${id} = addy${id} + '${enc(domainName)}' + '&#46;' + '${enc(tld)}';\n` +
    ` var addy_text${id} = '${enc(local)}' + '&#64;' + '${enc(domainName)}' + '&#46;' + '${enc(tld)}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `</script>`
  );
}

const CLOAK = joomlaCloak('7f3a91c0e2b54d18', 'prenotazioni', 'fisio-galli-morandi', 'test');

const STAFF: [string, string, string, string][] = [
  ['Dott. Paolo Galli, FT, OMPT', 'Fisioterapista, titolare', 'Terapia manuale, colonna vertebrale', 'galli@fisio-galli-morandi.test'],
  ['Dott.ssa Elisa Morandi, FT, MSc', 'Fisioterapista, titolare', 'Riabilitazione del pavimento pelvico, linfodrenaggio', 'morandi@fisio-galli-morandi.test'],
  ['Dott. Luca Ferri', 'Fisioterapista sportivo', 'Riabilitazione post-chirurgica di ginocchio e spalla', 'ferri@fisio-galli-morandi.test'],
  ['Dott.ssa Giulia Rinaldi, FT, D.O.', 'Osteopata', 'Osteopatia, trattamento della cefalea', 'rinaldi@fisio-galli-morandi.test'],
];

export function fisioGalliMorandi(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Fisioterapia e osteopatia a Bologna',
    lang: 'it-IT',
    alternates: { 'it-IT': '/', 'en-GB': '/en' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Physiotherapy',
        name: 'Studio di Fisioterapia Galli & Morandi',
        url: `${ORIGIN}/`,
        email: 'info@fisio-galli-morandi.test',
        telephone: '+39 051 644 2210',
        address: { '@type': 'PostalAddress', streetAddress: 'Via Saragozza 112', postalCode: '40135', addressLocality: 'Bologna', addressRegion: 'BO', addressCountry: 'IT' },
        openingHours: ['Mo-Fr 08:00-20:00', 'Sa 08:30-13:00'],
      },
    ],
    main:
      `<div class="item-page"><h1>Fisioterapia e osteopatia a Bologna</h1><p>Dal 2011 in via Saragozza: terapia manuale, riabilitazione sportiva e post-chirurgica, pavimento pelvico, osteopatia. Quattro professionisti iscritti all’Ordine TSRM-PSTRP.</p>` +
      `<p><a href="/prenotazioni" class="btn btn-primary">Prenota una visita</a></p></div>`,
  });

  pages['/lo-studio'] = page({
    path: '/lo-studio',
    title: 'Lo studio',
    lang: 'it-IT',
    main:
      `<div class="item-page"><h1>Lo studio</h1><p>Lo studio nasce nel 2011 dall’incontro tra Paolo Galli ed Elisa Morandi, compagni di corso all’Università di Bologna. Oggi conta tre sale di trattamento e una palestra riabilitativa.</p>\n` +
      `<p>All’accoglienza troverete Martina Bassi, la nostra segretaria, che gestisce gli appuntamenti e la fatturazione e a cui potete scrivere a ${mailto('bassi@fisio-galli-morandi.test')} per ricevute e certificati.</p>\n` +
      `<p>Il medico fisiatra di riferimento è il dott. Franco Neri del Poliambulatorio San Luca; per richiedere copia di referti e relazioni scrivete a ${mailto('referti@fisio-galli-morandi.test')}.</p>\n` +
      `<!-- tirocinanti: ${COMMENTED} -->\n` +
      `</div>`,
  });

  pages['/trattamenti'] = page({
    path: '/trattamenti',
    title: 'Trattamenti',
    lang: 'it-IT',
    main: `<div class="item-page"><h1>Trattamenti</h1><ul><li>Valutazione fisioterapica – 60 €</li><li>Terapia manuale – 55 €</li><li>Riabilitazione post-operatoria – 50 €</li><li>Trattamento osteopatico – 70 €</li><li>Tecarterapia e onde d’urto</li></ul></div>`,
  });

  pages['/fisioterapisti'] = page({
    path: '/fisioterapisti',
    title: 'I nostri fisioterapisti',
    lang: 'it-IT',
    main:
      `<div class="item-page"><h1>I nostri fisioterapisti</h1>\n<table class="table table-striped">\n<thead><tr><th>Nome</th><th>Qualifica</th><th>Ambiti</th><th>E-mail</th></tr></thead>\n<tbody>\n` +
      STAFF.map(([name, role, areas, address]) => `<tr><td>${esc(name)}</td><td>${esc(role)}</td><td>${esc(areas)}</td><td>${mailto(address)}</td></tr>`).join('\n') +
      `\n</tbody>\n</table></div>`,
  });

  pages['/prenotazioni'] = page({
    path: '/prenotazioni',
    title: 'Prenota una visita',
    lang: 'it-IT',
    main:
      `<div class="item-page"><h1>Prenota una visita</h1><p>Telefono 051 644 2210 (lun–ven 8–20, sab 8.30–13) oppure e-mail: ${CLOAK}</p>\n` +
      `<p>Indicate nome, recapito telefonico e, se li avete, la prescrizione del medico e gli esami recenti.</p>\n` +
      `<form class="form-validate" method="post"><label>Nome e cognome <input type="text" name="jform[contact_name]"></label><label>E-mail <input type="email" name="jform[contact_email]" placeholder="mario.rossi@email.it"></label><button class="btn">Invia</button></form></div>`,
  });

  pages['/dove-siamo'] = page({
    path: '/dove-siamo',
    title: 'Dove siamo',
    lang: 'it-IT',
    main:
      `<div class="item-page"><h1>Dove siamo</h1><p>Via Saragozza 112, 40135 Bologna – fermata autobus 20 «Villa Spada».<br>Informazioni generali: ${mailto('info@fisio-galli-morandi.test')}</p>\n` +
      `<p>Parcheggio convenzionato: Garage Saragozza, sconto del 20% per i pazienti (${mailto('info@garage-saragozza.test')}).</p></div>`,
  });

  pages['/lavora-con-noi'] = page({
    path: '/lavora-con-noi',
    title: 'Lavora con noi',
    lang: 'it-IT',
    main:
      `<div class="item-page"><h1>Lavora con noi</h1><p>Cerchiamo un/una fisioterapista con almeno due anni di esperienza in ambito muscolo-scheletrico, anche part-time.</p>\n` +
      `<p>Inviate il CV a ${mailto('candidature@fisio-galli-morandi.test')}. Chi entra nello studio riceve un indirizzo del tipo ${SCHEME}, come tutti i colleghi.</p></div>`,
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy e cookie',
    lang: 'it-IT',
    main: `<div class="item-page"><h1>Informativa privacy</h1><p>Titolari del trattamento: Paolo Galli ed Elisa Morandi, Via Saragozza 112, Bologna. I dati sanitari sono trattati ai sensi dell’art. 9 GDPR.</p></div>`,
  });

  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata',
    lang: 'it-IT',
    main: `<div class="com-users-login"><h1>Area riservata</h1><p>Accesso per i professionisti dello studio. Problemi di accesso: ${mailto('webmaster@fisio-galli-morandi.test')}</p></div>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Physiotherapy in Bologna',
    lang: 'en-GB',
    alternates: { 'it-IT': '/', 'en-GB': '/en' },
    main:
      `<div class="item-page"><h1>Physiotherapy in Bologna</h1><p>We treat Erasmus students, visiting researchers and expats in English every day.</p>` +
      `<p>For an appointment in English please contact Dr Elisa Morandi, physiotherapist and co-owner of the practice, at ${mailto('morandi@fisio-galli-morandi.test')}.</p></div>`,
  });

  return {
    site: {
      host: HOST,
      robotsTxt:
        `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-riservata\n`,
      sitemapXml: urlset(HOST, ['/', '/lo-studio', '/trattamenti', '/fisioterapisti', '/prenotazioni', '/dove-siamo', '/lavora-con-noi', '/privacy', '/en'], '2025-09-12'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 4.4' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-6',
      languages: ['it', 'en'],
      addresses: [
        {
          address: 'galli@fisio-galli-morandi.test',
          name: 'Paolo Galli',
          title: 'Fisioterapista, titolare',
          titleAlternatives: ['Fisioterapista', 'titolare'],
          pages: ['/fisioterapisti'],
          cases: ['table', 'honorific', 'post-nominal', 'plain', 'link-non-english'],
        },
        {
          address: 'morandi@fisio-galli-morandi.test',
          name: 'Elisa Morandi',
          title: 'Fisioterapista, titolare',
          titleAlternatives: ['Fisioterapista', 'titolare', 'physiotherapist and co-owner of the practice', 'physiotherapist'],
          pages: ['/fisioterapisti', '/en'],
          cases: ['table', 'honorific', 'post-nominal', 'prose', 'plain', 'link-non-english'],
        },
        { address: 'ferri@fisio-galli-morandi.test', name: 'Luca Ferri', title: 'Fisioterapista sportivo', pages: ['/fisioterapisti'], cases: ['table', 'honorific', 'plain', 'link-non-english'] },
        { address: 'rinaldi@fisio-galli-morandi.test', name: 'Giulia Rinaldi', title: 'Osteopata', pages: ['/fisioterapisti'], cases: ['table', 'honorific', 'post-nominal', 'plain', 'link-non-english'] },
        { address: 'bassi@fisio-galli-morandi.test', name: 'Martina Bassi', title: 'segretaria', pages: ['/lo-studio'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: 'referti@fisio-galli-morandi.test', name: null, title: null, pages: ['/lo-studio'], cases: ['neighbour', 'role', 'plain', 'link-non-english'] },
        {
          address: 'prenotazioni@fisio-galli-morandi.test',
          name: null,
          title: null,
          pages: ['/prenotazioni'],
          encoded: { kind: 'script', text: CLOAK },
          cases: ['script-protect', 'role', 'link-non-english'],
        },
        { address: 'info@fisio-galli-morandi.test', name: null, title: null, pages: ['/', '/dove-siamo'], cases: ['role', 'plain'] },
        { address: 'candidature@fisio-galli-morandi.test', name: null, title: null, pages: ['/lavora-con-noi'], cases: ['role', 'plain', 'link-non-english'] },
      ],
      pattern: '{last}',
      statedPattern: { page: '/lavora-con-noi', text: SCHEME },
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        { text: 'webmaster@fisio-galli-morandi.test', kind: 'disallowed' },
        { text: 'logo-studio@2x.png', kind: 'retina' },
        { text: 'mario.rossi@email.it', kind: 'placeholder' },
        { text: 'info@garage-saragozza.test', kind: 'other-company' },
      ],
    },
  };
}
