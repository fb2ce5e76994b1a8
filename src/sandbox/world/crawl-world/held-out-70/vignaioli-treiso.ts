/**
 * Vignaioli di Treiso: a winery cooperative of some sixty growers in the Barbaresco zone of the
 * Langhe, on Joomla 3 with a Helix Ultimate template, Italian only. Joomla's e-mail cloaking
 * plugin writes the board's addresses (a table of Carica / Nominativo / E-mail) and the office
 * manager's ("Responsabile amministrativa: Name") as document.write scripts; the staff as
 * schema.org Person cards in microdata, one with "dott." before the name; the hospitality manager
 * in the prose of a harvest news item listed only in a child of the sitemap index. Roles for the
 * wine shop, the growers' grape deliveries and general enquiries. Traps: the external DPO's
 * address, the jsDelivr Bootstrap package and the members' area (disallowed).
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress } from '../types.js';

const HOST = 'vignaioli-treiso-langhe.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/la-cantina', 'La Cantina'],
  ['/i-vini', 'I Vini'],
  ['/chi-siamo/consiglio-di-amministrazione', 'Consiglio di Amministrazione'],
  ['/chi-siamo/staff', 'Chi siamo'],
  ['/visite-e-degustazioni', 'Visite e degustazioni'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Vignaioli di Treiso',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">',
    '<link href="/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?5c2f1e8a"></script>',
    '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" defer></script>',
  ],
  header: (p) =>
    `<div class="body-wrapper"><div class="body-innerwrapper"><header id="sp-header"><div class="container"><div class="container-inner"><div class="row"><div id="sp-logo" class="col-auto"><div class="sp-column"><div class="logo"><a href="/"><img class="logo-image" src="/images/logo/vignaioli-treiso.png" alt="Vignaioli di Treiso"></a></div></div></div>` +
    `<div id="sp-menu" class="col-auto flex-auto"><div class="sp-column d-flex justify-content-end align-items-center"><nav class="sp-megamenu-wrapper d-flex" role="navigation"><ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">` +
    MENU.map(([href, label], i) => `<li class="sp-menu-item item-${101 + i}${href === p.path ? ' current-item active' : ''}"><a ${href === p.path ? 'aria-current="page" ' : ''}href="${href}">${esc(label)}</a></li>`).join('') +
    `<li class="sp-menu-item"><a href="/area-soci">Area soci</a></li></ul></nav></div></div></div></div></div></header><section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><div id="sp-component" class="col-lg-12"><div class="sp-column"><div id="system-message-container" aria-live="polite"></div>`,
  footer: () =>
    `</div></div></div></div></div></section><section id="sp-bottom"><div class="container"><div class="container-inner"><div class="row"><div id="sp-bottom1" class="col-lg-4"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Vignaioli di Treiso</h3><div class="sp-module-content"><div class="custom">` +
    `<p>Società Cooperativa Agricola<br>Via Alba 14 – 12050 Treiso (CN)<br>Tel. ${tel('+39 0173 638 214')}<br>${mailto(`info@${HOST}`)}<br>P.IVA 00512340047</p></div></div></div></div></div>` +
    `<div id="sp-bottom2" class="col-lg-4"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Orari punto vendita</h3><div class="sp-module-content"><div class="custom"><p>Lunedì – sabato 9.00–12.30 e 14.30–18.30<br>Domenica e festivi 10.00–13.00 (da aprile a novembre)</p></div></div></div></div></div>` +
    `<div id="sp-bottom3" class="col-lg-4"><div class="sp-column"><ul class="menu"><li><a href="/privacy">Privacy policy</a></li><li><a href="/cookie-policy">Cookie policy</a></li></ul></div></div></div></div></div></section>` +
    `<footer id="sp-footer"><div class="container"><div class="container-inner"><span class="sp-copyright">© 2025 Vignaioli di Treiso S.C.A. Tutti i diritti riservati.</span></div></div></footer></div></div>`,
  privacyPath: { it: '/cookie-policy' },
  bodyEnd: ['<script src="/templates/shaper_helixultimate/js/main.js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-it' });
const item = (title: string, html: string): string =>
  `<div class="article-details" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="it-IT"><div class="article-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div></div>`;

/** Joomla's entity mix: every third character as a decimal reference. */
const jEnc = (text: string): string => [...text].map((c, i) => (i % 3 === 1 ? `&#${c.charCodeAt(0)};` : c)).join('');

/** Joomla 3's emailcloak output for local@HOST, with a fixed id. */
function cloak(local: string, id: string): { html: string; encoded: EncodedAddress } {
  const [name, tld] = [HOST.slice(0, HOST.lastIndexOf('.')), HOST.slice(HOST.lastIndexOf('.') + 1)];
  const script =
    `<script type='text/javascript'>\n` +
    `\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${jEnc(local)}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + '${jEnc(name)}' + '&#46;' + '${jEnc(tld)}';\n` +
    `\t\t\t\tvar addy_text${id} = '${jEnc(local)}' + '&#64;' + '${jEnc(name)}' + '&#46;' + '${jEnc(tld)}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `\t\t</script>`;
  return {
    html: `<span id="cloak${id}">Questo indirizzo email è protetto dagli spambots. È necessario abilitare JavaScript per vederlo.</span>${script}`,
    encoded: { kind: 'script', text: script },
  };
}

type Board = { role: string; name: string; local?: string; id?: string };
const BOARD: Board[] = [
  { role: 'Presidente', name: 'Giuseppe Marengo', local: 'g.marengo', id: '3f9a1c07d2b84e65a1f0c9d3b7e2a410' },
  { role: 'Vicepresidente', name: 'Elena Bussolino', local: 'e.bussolino', id: '8b2d4f61a9c03e57b6d1f8a2c4e0b935' },
  { role: 'Consigliere delegato alle vendite', name: 'Luca Penna', local: 'l.penna', id: 'c71e0a94f3b28d56e9a4c1b7d0f36e28' },
  { role: 'Consigliere', name: 'Franco Adriano' },
  { role: 'Consigliere', name: 'Rita Cortese' },
  { role: 'Consigliere', name: 'Walter Grasso' },
];

type Staff = { shown: string; name: string; title: string; local: string; honorific?: boolean; text: string };
const STAFF: Staff[] = [
  { shown: 'dott. Andrea Cavallo', name: 'Andrea Cavallo', title: 'Enologo', local: 'a.cavallo', honorific: true, text: 'In cantina dal 2008, segue le vinificazioni di Barbaresco e Dolcetto e la selezione delle uve dei soci.' },
  { shown: 'Davide Rosso', name: 'Davide Rosso', title: 'Agronomo', local: 'd.rosso', text: 'Assiste i soci in vigna: potatura, difesa integrata, calendario di vendemmia per ogni menzione geografica.' },
  { shown: 'Sara Giachino', name: 'Sara Giachino', title: 'Responsabile commerciale Italia', local: 's.giachino', text: 'Ristoranti, enoteche e distributori in Italia.' },
  { shown: 'Matteo Sobrero', name: 'Matteo Sobrero', title: 'Export Manager', local: 'm.sobrero', text: 'Importatori in Europa, Stati Uniti e Giappone; fiere e degustazioni all’estero.' },
];

const PAOLA = cloak('p.ferrero', '5e0d8c2a7b4f91e36d2a0c8f4b7e1d59');

export function vignaioliTreiso(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const board = BOARD.map((b) => ({ ...b, cloak: b.local && b.id ? cloak(b.local, b.id) : undefined }));

  pages['/'] = page({
    path: '/',
    title: 'Barbaresco e vini delle Langhe dal 1958',
    description: 'Cooperativa di 62 vignaioli di Treiso: Barbaresco DOCG, Dolcetto d’Alba, Langhe Nebbiolo. Punto vendita e visite in cantina.',
    main:
      item(
        'Sessantadue famiglie, un’unica cantina',
        `<p>Dal 1958 i vignaioli di Treiso conferiscono le loro uve a una cantina comune, sulla strada che sale da Alba verso le colline del Barbaresco. Oggi i soci sono 62 e coltivano circa 180 ettari, di cui 70 iscritti all’albo del Barbaresco DOCG.</p>` +
          `<p><a class="btn btn-primary" href="/i-vini">Scopri i vini</a> <a class="btn btn-outline-primary" href="/visite-e-degustazioni">Prenota una visita</a></p>`,
      ) + `<div class="latest-news"><h3>Ultime notizie</h3><p>Barbaresco Riserva Pajorè 2019: tre bicchieri per la seconda volta consecutiva.</p></div>`,
  });

  pages['/la-cantina'] = page({
    path: '/la-cantina',
    title: 'La Cantina',
    main: item('La Cantina', `<p>La cantina sociale nasce nel 1958 per iniziativa di ventidue viticoltori di Treiso. Nel 1996 viene costruita la nuova barricaia interrata, nel 2020 l’impianto fotovoltaico che copre il fabbisogno della vinificazione.</p><p>Ogni socio conferisce le uve separate per vigna: i crus Pajorè, Bernadot e Rombone vengono vinificati a parte.</p>`),
  });

  pages['/i-vini'] = page({
    path: '/i-vini',
    title: 'I Vini',
    main: item('I Vini', `<ul><li>Barbaresco DOCG</li><li>Barbaresco Riserva DOCG Pajorè</li><li>Langhe Nebbiolo DOC</li><li>Dolcetto d’Alba DOC</li><li>Moscato d’Asti DOCG</li></ul>`),
  });

  pages['/chi-siamo/consiglio-di-amministrazione'] = page({
    path: '/chi-siamo/consiglio-di-amministrazione',
    title: 'Consiglio di Amministrazione',
    main: item(
      'Consiglio di Amministrazione',
      `<p>Il Consiglio di Amministrazione è eletto dall’assemblea dei soci e resta in carica tre anni (mandato 2024–2026).</p>` +
        `<table class="table table-striped"><thead><tr><th>Carica</th><th>Nominativo</th><th>E-mail</th></tr></thead><tbody>` +
        board.map((b) => `<tr><td>${esc(b.role)}</td><td>${esc(b.name)}</td><td>${b.cloak ? b.cloak.html : '—'}</td></tr>`).join('') +
        `</tbody></table><p>Collegio sindacale: Studio Ghione &amp; Associati, Alba.</p>`,
    ),
  });

  pages['/chi-siamo/staff'] = page({
    path: '/chi-siamo/staff',
    title: 'Chi siamo',
    main: item(
      'Chi siamo',
      `<p>In cantina lavorano tutto l’anno dodici persone, che diventano venti durante la vendemmia.</p><div class="row staff">` +
        STAFF.map(
          (s) =>
            `<div class="col-md-6"><div class="staff-card" itemscope itemtype="https://schema.org/Person"><img src="/images/staff/${s.local.replace('.', '-')}.jpg" alt="${esc(s.name)}" itemprop="image"><h3><span itemprop="name">${esc(s.shown)}</span></h3><p class="ruolo" itemprop="jobTitle">${esc(s.title)}</p><p>${esc(s.text)}</p><p><a itemprop="email" href="mailto:${s.local}@${HOST}">${s.local}@${HOST}</a></p></div></div>`,
        ).join('') +
        `</div>`,
    ),
  });

  pages['/visite-e-degustazioni'] = page({
    path: '/visite-e-degustazioni',
    title: 'Visite e degustazioni',
    main: item(
      'Visite e degustazioni',
      `<p>Visita della cantina e della barricaia con degustazione di quattro vini: € 15 a persona, dal lunedì al sabato su prenotazione. Gruppi fino a 40 persone.</p><p>Punto vendita ed enoteca: ${mailto(`enoteca@${HOST}`)}, tel. ${tel('+39 0173 638 220')}</p>`,
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: item(
      'Contatti',
      `<p><strong>Vignaioli di Treiso S.C.A.</strong><br>Via Alba 14, 12050 Treiso (CN)<br>Tel. ${tel('+39 0173 638 214')} – Fax 0173 638 299<br>Informazioni generali: ${mailto(`info@${HOST}`)}</p>` +
        `<p>Ufficio soci e conferimento uve: ${mailto(`conferimenti@${HOST}`)}</p>` +
        `<p>Responsabile amministrativa: Paola Ferrero – ${PAOLA.html}</p>` +
        `<p>Come raggiungerci: da Alba seguire le indicazioni per Treiso (SP 3), la cantina è sulla destra prima del paese.</p>`,
    ),
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacy policy',
    main: item('Informativa sul trattamento dei dati personali', `<p>Titolare del trattamento è Vignaioli di Treiso S.C.A., Via Alba 14, 12050 Treiso (CN).</p><p>Responsabile della protezione dei dati (DPO): Studio Privacy Langhe S.r.l., Corso Langhe 30, Alba – dpo@studioprivacylanghe.test</p>`),
  });
  pages['/cookie-policy'] = page({ path: '/cookie-policy', title: 'Cookie policy', main: item('Cookie policy', `<p>Questo sito utilizza cookie tecnici e, previo consenso, cookie di Google Analytics con IP anonimizzato.</p>`) });

  pages['/area-soci'] = page({
    path: '/area-soci',
    title: 'Area soci',
    main: item('Area riservata ai soci', `<p>Consultazione dei conferimenti e delle liquidazioni. Per le credenziali scrivere a assistenza.soci@${HOST}.</p>`),
  });

  pages['/news/vendemmia-2025-al-via'] = page({
    path: '/news/vendemmia-2025-al-via',
    title: 'Vendemmia 2025 al via',
    main: item(
      'Vendemmia 2025 al via',
      `<p>Lunedì 8 settembre i primi conferimenti di Dolcetto; il Nebbiolo da Barbaresco è atteso per fine mese. Le uve si presentano sane, con un leggero anticipo rispetto al 2024.</p>` +
        `<p>Durante la vendemmia la cantina è aperta anche alle visite: per i gruppi scrivete a Chiara Olivero, nostra responsabile dell’accoglienza, all’indirizzo ${mailto(`c.olivero@${HOST}`)}.</p>`,
    ),
  });

  pages['/sitemap-menu.xml'] = xmlPage(urlset(HOST, ['/', '/la-cantina', '/i-vini', '/chi-siamo/consiglio-di-amministrazione', '/chi-siamo/staff', '/visite-e-degustazioni', '/contatti'], '2025-09-10'));
  pages['/sitemap-articoli.xml'] = xmlPage(urlset(HOST, ['/news/vendemmia-2025-al-via'], '2025-09-10'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /area-soci\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemap-menu.xml', '/sitemap-articoli.xml'], '2025-09-10'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-70',
      languages: ['it'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'plain'] },
        { address: `enoteca@${HOST}`, name: null, title: null, pages: ['/visite-e-degustazioni'], cases: ['role', 'plain', ln] },
        { address: `conferimenti@${HOST}`, name: null, title: null, pages: ['/contatti'], cases: ['role', 'plain', ln] },
        ...board
          .filter((b) => b.cloak)
          .map((b) => ({
            address: `${b.local}@${HOST}`,
            name: b.name,
            title: b.role,
            pages: ['/chi-siamo/consiglio-di-amministrazione'],
            encoded: b.cloak!.encoded,
            cases: ['table', 'script-protect', ln] as CaseKind[],
          })),
        ...STAFF.map((s) => ({
          address: `${s.local}@${HOST}`,
          name: s.name,
          title: s.title,
          pages: ['/chi-siamo/staff'],
          cases: ['card', 'microdata', 'plain', ln, ...(s.honorific ? (['honorific'] as CaseKind[]) : [])] as CaseKind[],
        })),
        { address: `p.ferrero@${HOST}`, name: 'Paola Ferrero', title: 'Responsabile amministrativa', pages: ['/contatti'], encoded: PAOLA.encoded, cases: ['title-name-line', 'script-protect', ln] },
        { address: `c.olivero@${HOST}`, name: 'Chiara Olivero', title: 'responsabile dell’accoglienza', pages: ['/news/vendemmia-2025-al-via'], cases: ['prose', 'plain', 'sitemap-index'] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-soci'],
      nonAddresses: [
        { text: `assistenza.soci@${HOST}`, kind: 'disallowed' },
        { text: 'dpo@studioprivacylanghe.test', kind: 'other-company' },
        { text: 'bootstrap@5.3.2', kind: 'package' },
      ],
    },
  };
}
