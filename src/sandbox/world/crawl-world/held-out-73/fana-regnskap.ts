/**
 * Fana Regnskap AS: an accounting firm in Nesttun, Bergen, on Webflow, in Norwegian bokmål. The
 * team page is a CMS collection list written as a definition list (name, then title, phone and
 * address); the contact page has "Name, title, address" lines; a trainee job advert, listed only
 * in a second sitemap robots.txt names, ends in a "Kontaktperson: name, title, phone, address"
 * line. Traps: the audit firm the office works with, and the client portal's support page that
 * robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fana-regnskap-bergen.test';
const ORIGIN = `http://${HOST}`;
const ASSETS = 'https://cdn.prod.website-files.com/65a8f3c21d4e7b0019c2a4f0';

const MENU: [string, string][] = [
  ['/tjenester', 'Tjenester'],
  ['/om-oss', 'Om oss'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fana Regnskap',
  head: [
    '<meta content="Webflow" name="generator">',
    `<link href="${ASSETS}/css/fana-regnskap.webflow.4b1e9d2c7.css" rel="stylesheet" type="text/css">`,
    '<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>',
    `<link href="${ASSETS}/65a8f4e0b2c1d30018a7e5f1_favicon.png" rel="shortcut icon" type="image/x-icon">`,
  ],
  header: (p) =>
    `<div data-animation="default" data-collapse="medium" data-duration="400" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" class="brand w-nav-brand${p.path === '/' ? ' w--current' : ''}"><img src="${ASSETS}/65a8f4e0b2c1d30018a7e5f2_fana-regnskap-logo.svg" loading="lazy" alt="Fana Regnskap" width="160"></a>` +
    `<nav role="navigation" class="nav-menu w-nav-menu">${MENU.map(([h, l]) => `<a href="${h}" class="nav-link w-nav-link${h === p.path ? ' w--current' : ''}">${esc(l)}</a>`).join('')}<a href="https://portal.fana-regnskap-bergen.test/" class="nav-button w-button">Klientportal</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`,
  footer: () =>
    `<footer class="footer"><div class="w-layout-blockcontainer container w-container"><div class="w-layout-grid footer-grid"><div><div class="footer-heading">Fana Regnskap AS</div><p class="footer-text">Østre Nesttunvegen 6, 5221 Nesttun<br>${tel('55 91 40 00')}<br>${mailto(`post@${HOST}`)}</p></div>` +
    `<div><div class="footer-heading">Åpningstider</div><p class="footer-text">Man–fre 08.00–16.00<br>Sommertid (juli) 09.00–15.00</p></div><div><div class="footer-heading">Daglig leder</div><p class="footer-text">Ingrid Solheim</p><a href="/personvern" class="footer-link">Personvern</a><a href="/klientportal-hjelp" class="footer-link">Hjelp til klientportalen</a></div></div>` +
    `<div class="footer-bottom">© 2025 Fana Regnskap AS · Org.nr 915 482 306 MVA · Autorisert regnskapsførerselskap</div></div></footer>`,
  bodyEnd: [
    `<div class="cookie-banner" fs-cc="banner" hidden><div class="cookie-text">Vi bruker informasjonskapsler for at nettstedet skal fungere og, med ditt samtykke, til statistikk. <a href="/personvern">Les mer</a></div><a fs-cc="allow" href="#" class="cookie-button w-button">Godta alle</a><a fs-cc="deny" href="#" class="cookie-button-secondary w-button">Kun nødvendige</a></div>`,
    `<script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>`,
    `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65a8f3c21d4e7b0019c2a4f0" type="text/javascript" crossorigin="anonymous"></script>`,
    `<script src="${ASSETS}/js/webflow.7c2e1f0a.js" type="text/javascript"></script>`,
  ],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nb' });
const section = (html: string, cls = 'section'): string => `<section class="${cls}"><div class="w-layout-blockcontainer container w-container">${html}</div></section>`;

type Person = { name: string; title: string; phone: string };
const TEAM: Person[] = [
  { name: 'Ingrid Solheim', title: 'Daglig leder, autorisert regnskapsfører', phone: '55 91 40 01' },
  { name: 'Lars Haugland', title: 'Partner, autorisert regnskapsfører', phone: '55 91 40 02' },
  { name: 'Silje Nygård', title: 'Rådgiver, årsoppgjør og skatt', phone: '55 91 40 05' },
  { name: 'Henrik Vik', title: 'Lønnsansvarlig', phone: '55 91 40 06' },
  { name: 'Marte Brekke', title: 'Regnskapsmedarbeider', phone: '55 91 40 07' },
  { name: 'Eirik Moe', title: 'Regnskapsmedarbeider', phone: '55 91 40 08' },
];
const local = (name: string): string => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(' ', '.');

export function fanaRegnskap(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Regnskapsfører i Bergen',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AccountingService',
        name: 'Fana Regnskap AS',
        url: `${ORIGIN}/`,
        telephone: '+47 55 91 40 00',
        email: `post@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Østre Nesttunvegen 6', postalCode: '5221', addressLocality: 'Nesttun', addressRegion: 'Vestland', addressCountry: 'NO' },
      },
    ],
    main:
      section(`<h1 class="hero-heading">Regnskap, lønn og årsoppgjør – lokalt i Fana siden 1994</h1><p class="hero-paragraph">Vi er tolv autoriserte regnskapsførere og rådgivere som tar oss av tallene for over 400 små og mellomstore bedrifter i Bergen sør.</p><a href="/kontakt" class="button w-button">Be om tilbud</a>`, 'section hero') +
      section(`<div class="w-layout-grid grid-3"><div><h3>Regnskap</h3><p>Løpende bokføring, MVA og rapportering.</p></div><div><h3>Lønn</h3><p>Lønnskjøring, a-melding og reiseregninger.</p></div><div><h3>Årsoppgjør</h3><p>Årsregnskap, skattemelding og aksjonærregisteroppgave.</p></div></div>`),
  });

  pages['/tjenester'] = page({
    path: '/tjenester',
    title: 'Tjenester',
    main: section(
      `<h1>Tjenester</h1><div class="w-richtext"><h2>Regnskap</h2><p>Vi fører regnskapet i Tripletex, PowerOffice Go eller Fiken – du velger.</p><h2>Lønn</h2><p>Lønn til ansatte, styrehonorar og feriepenger, med a-melding innen fristen.</p><h2>Landbruk</h2><p>Vi har lang erfaring med gårdsbruk i Fana, Os og Samnanger: produksjonstilskudd, skogfond og gårdsregnskap.</p></div>`,
    ),
  });

  pages['/om-oss'] = page({
    path: '/om-oss',
    title: 'Om oss',
    main:
      section(`<h1>Om oss</h1><p>Fana Regnskap ble etablert i 1994 av Kjell Solheim og har holdt til på Nesttun siden starten. Vi er medlem av Regnskap Norge, og samarbeider med revisjonsselskapet Vest Revisjon (${mailto('post@vestrevisjon.test')}) for kunder med revisjonsplikt.</p>`) +
      section(
        `<h2>Ansatte</h2><div class="w-dyn-list"><dl role="list" class="team-list w-dyn-items">` +
          TEAM.map((p) => `<div role="listitem" class="team-item w-dyn-item"><dt class="team-name">${esc(p.name)}</dt><dd class="team-title">${esc(p.title)}</dd><dd class="team-contact">${tel(p.phone)} · ${mailto(`${local(p.name)}@${HOST}`)}</dd></div>`).join('') +
          `</dl></div>`,
      ),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: section(
      `<h1>Jobb hos oss</h1><p>Vi ser alltid etter dyktige regnskapsmedarbeidere og studenter som vil lære faget fra bunnen. Åpen søknad kan sendes til ${mailto(`jobb@${HOST}`)}.</p><div class="w-dyn-list"><div class="w-dyn-empty"><div>Ingen utlyste stillinger akkurat nå.</div></div></div>`,
    ),
  });

  pages['/karriere/trainee-2025'] = page({
    path: '/karriere/trainee-2025',
    title: 'Trainee regnskap høsten 2025',
    main: section(
      `<h1>Trainee regnskap – høsten 2025</h1><div class="w-richtext"><p>Vi søker to trainees med bachelor i økonomi og administrasjon eller regnskap og revisjon. Du får fast fadder, betalt autorisasjonsløp og variert kundeportefølje.</p>` +
        `<p>Søknadsfrist 15. august. Søknad med CV og karakterutskrift sendes via Finn.no.</p>` +
        `<p><strong>Kontaktperson:</strong> Kristine Fjeld, HR- og kontorleder, ${tel('55 91 40 12')}, ${mailto(`kristine.fjeld@${HOST}`)}</p></div>`,
    ),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    main: section(
      `<h1>Kontakt oss</h1><p>Fana Regnskap AS, Østre Nesttunvegen 6, 5221 Nesttun (2. etasje over Nesttun Apotek). Parkering i Nesttunsenteret.</p>` +
        `<p>Sentralbord ${tel('55 91 40 00')} · ${mailto(`post@${HOST}`)}</p>` +
        `<h2>Ønsker du tilbud?</h2>` +
        `<p>Ingrid Solheim, daglig leder, ${mailto(`ingrid.solheim@${HOST}`)}</p>` +
        `<p>Tone Aasen, kundeansvarlig landbruk, ${mailto(`tone.aasen@${HOST}`)}</p>` +
        `<p>Lars Haugland, partner, ${mailto(`lars.haugland@${HOST}`)}</p>`,
    ),
  });

  pages['/personvern'] = page({
    path: '/personvern',
    title: 'Personvern',
    main: section(`<h1>Personvernerklæring</h1><div class="w-richtext"><p>Fana Regnskap AS er behandlingsansvarlig for personopplysninger vi behandler om kunder og kontaktpersoner. Regnskapsmateriale oppbevares i fem år etter regnskapsårets slutt, jf. bokføringsloven.</p></div>`),
  });

  pages['/klientportal-hjelp'] = page({
    path: '/klientportal-hjelp',
    title: 'Hjelp til klientportalen',
    main: section(`<h1>Hjelp til klientportalen</h1><p>Innlogging skjer med BankID. Får du ikke logget inn, send en e-post til ${mailto(`portal@${HOST}`)} med organisasjonsnummer.</p>`),
  });

  pages['/karriere-sitemap.xml'] = xmlPage(urlset(HOST, ['/karriere/trainee-2025'], '2025-06-02'));

  const ln: CaseKind = 'link-non-english';
  const inContact = new Set(['Ingrid Solheim', 'Lars Haugland']);
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /klientportal-hjelp\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/karriere-sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/tjenester', '/om-oss', '/karriere', '/kontakt', '/personvern'], '2025-06-02'),
      pages,
      headers: { 'x-wf-region': 'eu-west-1', Server: 'cloudflare', 'CF-Cache-Status': 'HIT', 'surrogate-key': 'fana-regnskap-bergen.test 65a8f3c21d4e7b0019c2a4f0' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-73',
      languages: ['no'],
      addresses: [
        { address: `post@${HOST}`, name: null, title: null, pages: ['/', '/kontakt'], cases: ['role', 'plain'] },
        { address: `jobb@${HOST}`, name: null, title: null, pages: ['/karriere'], cases: ['role', 'plain', ln] },
        ...TEAM.map((p) => ({
          address: `${local(p.name)}@${HOST}`,
          name: p.name,
          title: p.title,
          ...(p.name === 'Ingrid Solheim' ? { titleAlternatives: ['daglig leder'] } : p.name === 'Lars Haugland' ? { titleAlternatives: ['partner'] } : {}),
          pages: inContact.has(p.name) ? ['/om-oss', '/kontakt'] : ['/om-oss'],
          cases: (inContact.has(p.name) ? ['definition-list', 'name-title-line', 'plain', ln] : ['definition-list', 'plain', ln]) as CaseKind[],
        })),
        { address: `tone.aasen@${HOST}`, name: 'Tone Aasen', title: 'kundeansvarlig landbruk', pages: ['/kontakt'], cases: ['name-title-line', 'plain', ln] },
        { address: `kristine.fjeld@${HOST}`, name: 'Kristine Fjeld', title: 'HR- og kontorleder', pages: ['/karriere/trainee-2025'], cases: ['label-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/klientportal-hjelp'],
      nonAddresses: [
        { text: 'post@vestrevisjon.test', kind: 'other-company' },
        { text: `portal@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
