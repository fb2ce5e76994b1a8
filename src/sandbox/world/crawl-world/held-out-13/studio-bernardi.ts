/**
 * Studio Tecnico Bernardi: a land surveyor's office (geometri) in Parma, Italian only, on Joomla
 * with its e-mail cloaking plugin on the team module. Surname-only addresses. The owner as "Geom.
 * Nome, titolo" and a JSON-LD founder, the staff as cards whose addresses the cloak script builds
 * (an Ing. and a Dott. among them), the cadastral clerk as a label line, a consultant with her
 * dott.ssa in prose, the secretariat mailbox; the office's certified (PEC) mailbox at the
 * provider, a form placeholder, a package version in a script URL and a client area robots.txt
 * disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'studio-topografico-bernardi.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/chi-siamo', 'Chi siamo'],
  ['/servizi', 'Servizi'],
  ['/successioni', 'Successioni e volture'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Studio Tecnico Bernardi',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/cassiopeia/css/template.min.css?4.4.5" rel="stylesheet">',
    '<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>',
    '<script src="https://cdn.jsdelivr.test/npm/leaflet@1.9.4/dist/leaflet.js" defer></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-studio-bernardi.png" alt="Studio Tecnico Bernardi"></a></div>` +
    `<nav class="navbar navbar-expand-md"><ul class="mod-menu mod-list nav">${MENU.map(([h, l]) => `<li class="nav-item"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p>Studio Tecnico Bernardi · Via Farini 18, 43121 Parma · P.IVA 02817460349 · ${tel('0521 234 567')}</p>` +
    `<p><a href="/privacy">Privacy e cookie</a> · <a href="/area-riservata">Area riservata clienti</a></p></div></footer>`,
  privacyPath: { it: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

/** Joomla's "Content - Email Cloaking" output: the address in entity-encoded pieces a script joins. */
function cloakJs(id: string, address: string): string {
  const enc = (s: string) => [...s].map((c) => ('aeiou'.includes(c) ? `&#${c.charCodeAt(0)};` : c)).join('');
  const local = enc(address.slice(0, address.indexOf('@')));
  const domain = address.slice(address.indexOf('@') + 1);
  const host = enc(domain.slice(0, domain.lastIndexOf('.')));
  const tld = enc(domain.slice(domain.lastIndexOf('.') + 1));
  return (
    `document.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\tvar addy${id} = '${local}' + '&#64;';\n` +
    `\t\taddy${id} = addy${id} + '${host}' + '&#46;' + '${tld}';\n` +
    `\t\tvar addy_text${id} = '${local}' + '&#64;' + '${host}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`
  );
}

function cloaked(id: string, address: string): string {
  return `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span><script type="text/javascript">\n\t\t${cloakJs(id, address)}\n\t</script>`;
}

const STAFF: { heading: string; name: string; title: string; address: string; id: string; honorific: boolean }[] = [
  { heading: 'Ing. Giulia Ferri', name: 'Giulia Ferri', title: 'Responsabile rilievi con drone e fotogrammetria', address: 'ferri@studio-topografico-bernardi.test', id: '3a9f0c1e', honorific: true },
  { heading: 'Dott. Andrea Conti', name: 'Andrea Conti', title: 'Topografo – rilievi GNSS e tracciamenti', address: 'conti@studio-topografico-bernardi.test', id: '7be41d52', honorific: true },
  { heading: 'Elena Moretti', name: 'Elena Moretti', title: 'Disegnatrice CAD', address: 'moretti@studio-topografico-bernardi.test', id: 'c02e8f97', honorific: false },
  { heading: 'Luca Sartori', name: 'Luca Sartori', title: 'Praticante geometra', address: 'sartori@studio-topografico-bernardi.test', id: '51d6a3b0', honorific: false },
];

export function studioBernardi(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Geometri a Parma',
    lang: 'it',
    main:
      `<div class="com-content-article item-page"><h1>Rilievi, catasto e pratiche edilizie a Parma e provincia</h1><p>Dal 1988 eseguiamo rilievi topografici, frazionamenti, accatastamenti, APE e pratiche edilizie per privati, imprese e amministrazioni.</p>` +
      `<p>Per un preventivo: ${mailto('segreteria@studio-topografico-bernardi.test')}</p></div>`,
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    lang: 'it',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: 'Studio Tecnico Bernardi',
        url: `${ORIGIN}/`,
        founder: { '@type': 'Person', honorificPrefix: 'Geom.', name: 'Marco Bernardi', jobTitle: 'Titolare', email: 'bernardi@studio-topografico-bernardi.test' },
      },
    ],
    main:
      `<div class="com-content-article item-page"><h1>Chi siamo</h1><p>Lo studio è nato nel 1988 in Oltretorrente; dal 2015 ha sede in Via Farini. Lavoriamo con stazioni totali, ricevitori GNSS e un drone per la fotogrammetria.</p>` +
      `<p><strong>Geom. Marco Bernardi</strong>, titolare – ${mailto('bernardi@studio-topografico-bernardi.test')}</p>` +
      `<h2>Lo staff</h2>\n<div class="mod-custom custom row">\n` +
      STAFF.map((s) => `<div class="col-md-3 staff-card"><img src="/images/staff/${s.address.slice(0, s.address.indexOf('@'))}.jpg" alt=""><h3>${esc(s.heading)}</h3><p class="ruolo">${esc(s.title)}</p><p>${cloaked(s.id, s.address)}</p></div>`).join('\n') +
      `\n</div></div>`,
  });

  pages['/servizi'] = page({
    path: '/servizi',
    title: 'Servizi',
    lang: 'it',
    main: `<h1>Servizi</h1><ul><li>Rilievi plano-altimetrici e con drone</li><li>Frazionamenti e tipi mappali (Pregeo)</li><li>Accatastamenti e variazioni (Docfa)</li><li>Confinazioni e tracciamenti</li><li>Attestati di prestazione energetica</li></ul><p>Mappa dei cantieri seguiti (Leaflet).</p>`,
  });

  pages['/successioni'] = page({
    path: '/successioni',
    title: 'Successioni e volture',
    lang: 'it',
    main:
      `<h1>Successioni e volture catastali</h1><p>Per dichiarazioni di successione, volture e riunioni di usufrutto collabora con lo studio la dott.ssa Sara Greco, consulente tecnica, che potete contattare direttamente all'indirizzo ${mailto('greco@studio-topografico-bernardi.test')}.</p>`,
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    lang: 'it',
    main:
      `<h1>Contatti</h1><p>Studio Tecnico Bernardi, Via Farini 18, 43121 Parma. Ricevimento su appuntamento dal lunedì al venerdì.</p>` +
      `<p>Segreteria: ${mailto('segreteria@studio-topografico-bernardi.test')} · ${tel('0521 234 567')}</p>` +
      `<p>Referente per il catasto: Federica Galli, impiegata tecnica, Via Farini 18, tel. 0521 234 569, ${mailto('galli@studio-topografico-bernardi.test')}</p>` +
      `<p>PEC: studiobernardi@pec.geometri-pr.test</p>` +
      `<form class="com-contact__form"><label>Email <input type="email" name="jform[contact_email]" placeholder="nome@esempio.it"></label><label>Messaggio <textarea name="jform[contact_message]"></textarea></label><button type="submit">Invia</button></form>`,
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy e cookie',
    lang: 'it',
    main: `<h1>Informativa privacy</h1><p>Titolare del trattamento è Studio Tecnico Bernardi, Via Farini 18, Parma. Richieste: ${mailto('segreteria@studio-topografico-bernardi.test')}</p>`,
  });

  pages['/area-riservata'] = page({
    path: '/area-riservata',
    title: 'Area riservata',
    lang: 'it',
    main: `<h1>Area riservata clienti</h1><p>Scarica elaborati e visure. Credenziali smarrite: ${mailto('clienti@studio-topografico-bernardi.test')}</p>`,
  });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /area-riservata\nDisallow: /tmp/\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-13',
      languages: ['it'],
      addresses: [
        {
          address: 'bernardi@studio-topografico-bernardi.test',
          name: 'Marco Bernardi',
          title: 'titolare',
          titleAlternatives: ['Titolare'],
          pages: ['/chi-siamo'],
          cases: ['name-title-line', 'honorific', 'json-ld-person', 'plain', ln],
        },
        ...STAFF.map((s) => ({
          address: s.address,
          name: s.name,
          title: s.title,
          pages: ['/chi-siamo'],
          encoded: { kind: 'script' as const, text: cloakJs(s.id, s.address) },
          cases: ['card', 'script-protect', ln, ...(s.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        {
          address: 'galli@studio-topografico-bernardi.test',
          name: 'Federica Galli',
          title: 'impiegata tecnica',
          pages: ['/contatti'],
          cases: ['label-line', 'plain', ln],
        },
        {
          address: 'greco@studio-topografico-bernardi.test',
          name: 'Sara Greco',
          title: 'consulente tecnica',
          pages: ['/successioni'],
          cases: ['prose', 'honorific', 'plain', ln],
        },
        { address: 'segreteria@studio-topografico-bernardi.test', name: null, title: null, pages: ['/', '/contatti', '/privacy'], cases: ['role', 'plain'] },
      ],
      pattern: '{last}',
      disallowed: ['/area-riservata'],
      nonAddresses: [
        { text: 'clienti@studio-topografico-bernardi.test', kind: 'disallowed' },
        { text: 'studiobernardi@pec.geometri-pr.test', kind: 'other-company' },
        { text: 'nome@esempio.it', kind: 'placeholder' },
        { text: 'leaflet@1.9.4', kind: 'package' },
      ],
    },
  };
}
