/**
 * Odontotecnica Zanin: a dental laboratory in Montebelluna (Treviso) with a small network of
 * partner clinics, on WordPress with Elementor and Complianz, Italian only. The laboratory staff as
 * Elementor image boxes with "Odt." before the owner's name, one address written as character
 * references and one built by String.fromCharCode; a scan-file mailbox beside the CAD/CAM
 * manager's box; the clinics' medical directors in a table with "Dott."/"Dott.ssa"; a clinic
 * coordinator only in the clinics page's JSON-LD (a department's employee); the founder a Person
 * with a "mailto:" address in the home page's JSON-LD; the HR manager in the prose of the careers
 * page. The milling-machine supplier's service address and the client area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, entities, esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'odontotecnica-zanin.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/chi-siamo', 'Chi siamo'],
  ['/lavorazioni', 'Lavorazioni'],
  ['/le-cliniche', 'Le cliniche'],
  ['/lavora-con-noi', 'Lavora con noi'],
  ['/contatti', 'Contatti'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Odontotecnica Zanin',
  head: [
    '<meta name="generator" content="WordPress 6.6.1">',
    '<meta name="generator" content="Elementor 3.23.4; features: e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">',
    `<link rel="stylesheet" id="hello-elementor-css" href="${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1" media="all">`,
    `<link rel="stylesheet" id="elementor-frontend-css" href="${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.23.4" media="all">`,
    `<link rel="stylesheet" id="elementor-post-8-css" href="${ORIGIN}/wp-content/uploads/elementor/css/post-8.css?ver=1721912233" media="all">`,
    `<link rel="stylesheet" id="cmplz-general-css" href="${ORIGIN}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1719403331" media="all">`,
  ],
  header: (p) =>
    `<a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a><div data-elementor-type="header" data-elementor-id="31" class="elementor elementor-31 elementor-location-header"><div class="elementor-element elementor-element-4b1e2f0 e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">` +
    `<div class="elementor-element elementor-widget elementor-widget-theme-site-logo elementor-widget-image"><div class="elementor-widget-container"><a href="/"><img width="240" height="70" src="${ORIGIN}/wp-content/uploads/2024/03/logo-zanin.svg" class="attachment-full size-full" alt="Odontotecnica Zanin"></a></div></div>` +
    `<div class="elementor-element elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu"><div class="elementor-widget-container"><nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-7c2d" class="elementor-nav-menu">` +
    MENU.map(([href, label], i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${210 + i}${p.path === href ? ' current-menu-item' : ''}"><a href="${href}" class="elementor-item${p.path === href ? ' elementor-item-active' : ''}">${esc(label)}</a></li>`).join('') +
    `</ul></nav></div></div></div></div></div>`,
  footer: () =>
    `<div data-elementor-type="footer" data-elementor-id="44" class="elementor elementor-44 elementor-location-footer"><div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">` +
    `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><strong>Odontotecnica Zanin S.r.l.</strong><br>Via Feltrina Sud 118 – 31044 Montebelluna (TV)<br>Tel. ${tel('0423 601 552')} – P.IVA 03918470264<br>Laboratorio registrato presso il Ministero della Salute (fabbricante di dispositivi medici su misura)</p></div></div>` +
    `<div class="elementor-widget elementor-widget-text-editor"><div class="elementor-widget-container"><p><a href="/privacy-policy">Privacy policy</a> | <a href="/cookie-policy">Cookie policy</a> | <a href="/area-clienti">Area clienti</a></p></div></div></div></div></div>`,
  bodyEnd: [
    `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Gestisci consenso</div></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Utilizziamo i cookie per ottimizzare il nostro sito web e il nostro servizio.</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accetta</button><button class="cmplz-btn cmplz-deny">Nega</button><button class="cmplz-btn cmplz-view-preferences">Visualizza le preferenze</button></div><div class="cmplz-links cmplz-documents"><a href="/cookie-policy" class="cmplz-link cookie-statement">Cookie policy</a><a href="/privacy-policy" class="cmplz-link privacy-statement">Privacy policy</a></div></div></div>`,
    `<script id="cmplz-cookiebanner-js-extra">var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"","banner_version":"19","version":"7.1.0","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"eu","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"${ORIGIN.replace(/\//g, '\\/')}\\/wp-json\\/complianz\\/v1\\/","locale":"lang=it&locale=it_IT"};</script>`,
    `<script src="${ORIGIN}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1719403331" id="cmplz-cookiebanner-js"></script>`,
    `<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.23.4" id="elementor-frontend-js"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'it-IT' });

const el = (id: number, widget: string, html: string): string =>
  `<div class="elementor-element elementor-element-${id.toString(16)}a7 elementor-widget elementor-widget-${widget}" data-element_type="widget" data-widget_type="${widget}.default"><div class="elementor-widget-container">${html}</div></div>`;
const con = (html: string): string => `<div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">${html}</div></div>`;
const doc = (id: number, html: string): string => `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${html}</div>`;

const FEDERICO = `f.carraro@${HOST}`;
const FEDERICO_CODES = charCodes(FEDERICO);
const LAURA = `l.zanatta@${HOST}`;

type Box = { shown: string; name: string; title: string; mail: string };
const BOXES: Box[] = [
  { shown: 'Odt. Marco Zanin', name: 'Marco Zanin', title: 'Titolare e Direttore Tecnico', mail: mailto(`m.zanin@${HOST}`) },
  { shown: 'Laura Zanatta', name: 'Laura Zanatta', title: 'Responsabile reparto CAD/CAM', mail: `<a href="${entities(`mailto:${LAURA}`)}">${entities(LAURA)}</a><br><small>Invio file STL e scansioni intraorali: ${mailto(`scansioni@${HOST}`)}</small>` },
  {
    shown: 'Federico Carraro',
    name: 'Federico Carraro',
    title: 'Responsabile Qualità e Regolatorio (MDR)',
    mail: `<script>document.write('<a href="mailto:' + String.fromCharCode(${FEDERICO_CODES}) + '">' + String.fromCharCode(${FEDERICO_CODES}) + '</a>');</script>`,
  },
  { shown: 'Odt. Silvia Baldan', name: 'Silvia Baldan', title: 'Ceramista, reparto estetica', mail: mailto(`s.baldan@${HOST}`) },
];

const box = (b: Box, i: number): string =>
  el(
    0x300 + i,
    'image-box',
    `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img decoding="async" width="400" height="400" src="${ORIGIN}/wp-content/uploads/2024/03/staff-${i + 1}-400x400.jpg" class="attachment-medium size-medium" alt=""></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${esc(b.shown)}</h3><p class="elementor-image-box-description">${esc(b.title)}<br>${b.mail}</p></div></div>`,
  );

type Clinic = { clinic: string; town: string; shown: string; name: string; local: string };
const CLINICS: Clinic[] = [
  { clinic: 'Studio Dentistico Sorriso Piave', town: 'Montebelluna', shown: 'Dott. Andrea Furlan', name: 'Andrea Furlan', local: 'a.furlan' },
  { clinic: 'Centro Odontoiatrico Castellana', town: 'Castelfranco Veneto', shown: 'Dott.ssa Giulia Pavan', name: 'Giulia Pavan', local: 'g.pavan' },
  { clinic: 'Studio Zanin Asolo', town: 'Asolo', shown: 'Dott. Nicola Favaro', name: 'Nicola Favaro', local: 'n.favaro' },
];

export function odontotecnicaZanin(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Laboratorio odontotecnico a Montebelluna',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Odontotecnica Zanin S.r.l.',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2024/03/logo-zanin.svg`,
        foundingDate: '1989',
        founder: { '@type': 'Person', name: 'Marco Zanin', jobTitle: 'Titolare e Direttore Tecnico', email: `mailto:m.zanin@${HOST}` },
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', telephone: '+39 0423 601552', email: `info@${HOST}`, availableLanguage: ['Italian'] }],
      },
    ],
    main: doc(
      8,
      con(
        el(0x101, 'heading', `<h1 class="elementor-heading-title elementor-size-default">Protesi su misura, dal 1989</h1>`) +
          el(0x102, 'text-editor', `<p>Corone e ponti in zirconia e disilicato, protesi mobile, scheletrati e allineatori: lavoriamo per oltre 120 studi dentistici del Veneto e per la nostra rete di cliniche convenzionate, con flusso digitale dalla scansione intraorale alla fresatura.</p><p><a href="/chi-siamo">Conosci il laboratorio</a> · <a href="/le-cliniche">Le cliniche della rete</a></p>`),
      ),
    ),
  });

  pages['/chi-siamo'] = page({
    path: '/chi-siamo',
    title: 'Chi siamo',
    main: doc(
      12,
      con(el(0x201, 'heading', `<h1 class="elementor-heading-title">Chi siamo</h1>`) + el(0x202, 'text-editor', `<p>Fondato da Marco Zanin nel 1989, il laboratorio conta oggi quattordici odontotecnici. Dal 2018 siamo certificati ISO 13485.</p>`)) +
        con(BOXES.map(box).join('')),
    ),
  });

  pages['/lavorazioni'] = page({
    path: '/lavorazioni',
    title: 'Lavorazioni',
    main: doc(14, con(el(0x401, 'text-editor', `<h1>Lavorazioni</h1><ul><li>Protesi fissa in zirconia monolitica e stratificata</li><li>Faccette in disilicato di litio</li><li>Protesi su impianti e barre fresate</li><li>Scheletrati e protesi mobile</li></ul><p>Assistenza sul nostro centro di fresatura: il servizio tecnico del produttore risponde a service@millcraft-dental.test.</p>`))),
  });

  const rows = CLINICS.map((c) => `<tr><td>${esc(c.clinic)}</td><td>${esc(c.town)}</td><td>${esc(c.shown)}</td><td>${mailto(`${c.local}@${HOST}`)}</td></tr>`).join('');
  pages['/le-cliniche'] = page({
    path: '/le-cliniche',
    title: 'Le cliniche',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Odontotecnica Zanin S.r.l.',
        department: [
          {
            '@type': 'Dentist',
            name: 'Studio Zanin Asolo',
            address: { '@type': 'PostalAddress', streetAddress: 'Via Forestuzzo 9', addressLocality: 'Asolo', postalCode: '31011', addressCountry: 'IT' },
            employee: [{ '@type': 'Person', name: 'Roberta Marchi', jobTitle: 'Coordinatrice di clinica', email: `r.marchi@${HOST}` }],
          },
        ],
      },
    ],
    main: doc(
      16,
      con(
        el(0x501, 'heading', `<h1 class="elementor-heading-title">Le cliniche della rete</h1>`) +
          el(0x502, 'text-editor', `<p>Tre studi dentistici convenzionati, con tariffe concordate per i pazienti e un unico laboratorio di riferimento.</p>`) +
          el(0x503, 'html', `<table class="tabella-cliniche"><thead><tr><th>Clinica</th><th>Sede</th><th>Direttore sanitario</th><th>E-mail</th></tr></thead><tbody>${rows}</tbody></table>`),
      ),
    ),
  });

  pages['/lavora-con-noi'] = page({
    path: '/lavora-con-noi',
    title: 'Lavora con noi',
    main: doc(
      18,
      con(
        el(0x601, 'text-editor', `<h1>Lavora con noi</h1><p>Cerchiamo un odontotecnico con esperienza in protesi su impianti (CCNL Odontotecnici, tempo pieno). Inviate il curriculum a Elisa Gatto, responsabile delle risorse umane, all'indirizzo ${mailto(`e.gatto@${HOST}`)}, indicando il riferimento ODT-2025.</p>`),
      ),
    ),
  });

  pages['/contatti'] = page({
    path: '/contatti',
    title: 'Contatti',
    main: doc(
      20,
      con(
        el(0x701, 'text-editor', `<h1>Contatti</h1><p>Via Feltrina Sud 118 – 31044 Montebelluna (TV)<br>Tel. ${tel('0423 601 552')}<br>E-mail: ${mailto(`info@${HOST}`)}</p><p>Ritiro e consegna impronte con nostro corriere, dal lunedì al venerdì.</p>`) +
          el(0x702, 'form', `<form class="elementor-form" method="post" name="Contatti"><input type="text" name="form_fields[name]" placeholder="Nome e cognome"><input type="email" name="form_fields[email]" placeholder="Email"><textarea name="form_fields[message]" placeholder="Messaggio"></textarea><button type="submit" class="elementor-button">Invia</button></form>`),
      ),
    ),
  });

  pages['/privacy-policy'] = page({ path: '/privacy-policy', title: 'Privacy policy', main: doc(22, con(el(0x801, 'text-editor', `<h1>Privacy policy</h1><p>Titolare del trattamento è Odontotecnica Zanin S.r.l., Via Feltrina Sud 118, Montebelluna.</p>`))) });
  pages['/cookie-policy'] = page({ path: '/cookie-policy', title: 'Cookie policy', main: doc(24, con(el(0x802, 'text-editor', `<h1>Cookie policy (UE)</h1><p>Questo sito utilizza cookie tecnici e, previo consenso, statistici.</p>`))) });
  pages['/area-clienti'] = page({ path: '/area-clienti', title: 'Area clienti', main: doc(26, con(el(0x803, 'text-editor', `<h1>Area clienti</h1><p>Stato delle lavorazioni e DDT per gli studi. Credenziali smarrite: ${mailto(`portale@${HOST}`)}</p>`))) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /area-clienti\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/chi-siamo', '/lavorazioni', '/le-cliniche', '/lavora-con-noi', '/contatti', '/privacy-policy', '/cookie-policy'], '2025-07-25'),
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.20' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-31',
      languages: ['it'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contatti'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: `m.zanin@${HOST}`, name: 'Marco Zanin', title: 'Titolare e Direttore Tecnico', pages: ['/chi-siamo', '/'], cases: ['card', 'honorific', 'plain', 'json-ld-person', 'json-ld-mailto', ln] },
        { address: LAURA, name: 'Laura Zanatta', title: 'Responsabile reparto CAD/CAM', pages: ['/chi-siamo'], cases: ['card', 'entities', ln] },
        { address: `scansioni@${HOST}`, name: null, title: null, pages: ['/chi-siamo'], cases: ['role', 'neighbour', 'plain', ln] },
        {
          address: FEDERICO,
          name: 'Federico Carraro',
          title: 'Responsabile Qualità e Regolatorio (MDR)',
          pages: ['/chi-siamo'],
          encoded: { kind: 'charcodes', text: FEDERICO_CODES },
          cases: ['card', 'script-charcode', ln],
        },
        { address: `s.baldan@${HOST}`, name: 'Silvia Baldan', title: 'Ceramista, reparto estetica', pages: ['/chi-siamo'], cases: ['card', 'honorific', 'plain', ln] },
        ...CLINICS.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: 'Direttore sanitario', pages: ['/le-cliniche'], cases: ['table', 'honorific', 'plain', ln] as CaseKind[] })),
        { address: `r.marchi@${HOST}`, name: 'Roberta Marchi', title: 'Coordinatrice di clinica', pages: ['/le-cliniche'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only', ln] },
        { address: `e.gatto@${HOST}`, name: 'Elisa Gatto', title: 'responsabile delle risorse umane', pages: ['/lavora-con-noi'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/area-clienti'],
      nonAddresses: [
        { text: `portale@${HOST}`, kind: 'disallowed' },
        { text: 'service@millcraft-dental.test', kind: 'other-company' },
      ],
    },
  };
}
