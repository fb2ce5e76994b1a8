/**
 * Dyreklinikken Fjordlys, a small-animal veterinary clinic at Lysaker outside Oslo (Norwegian).
 * Held-out set 3.
 *
 * Shows: Norwegian anchor texts ("Om oss", "Våre ansatte", "Tjenester", "Kontakt oss"); the
 * founder in running text, the address in the sentence after her name, and as a JSON-LD founder
 * with a mailto: address; microdata staff cards, one with "Dr.med.vet." before the name, one
 * with the address as text, one with none; Norwegian letters written out in the local part
 * (ø -> o, æ -> ae, as the clinic says it does); a table with a header row and a reception row
 * that is no person; a treatment page two links deep with a "Kontaktperson:" label line; scheme
 * text ("fornavn.etternavn@…"); an emergency contact point only in JSON-LD; a privacy mailbox
 * right after the data controller's name; an internal duty roster robots.txt disallows; an old
 * address in a comment; the partner laboratory's address; a retina logo.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'fjordlys-dyreklinikk.test';

const A = {
  post: `post@${HOST}`,
  aasheim: `sigrun.aasheim@${HOST}`,
  solbakken: `eirik.solbakken@${HOST}`,
  bjornstad: `halvard.bjornstad@${HOST}`,
  saether: `ingvild.saether@${HOST}`,
  resepsjon: `resepsjon@${HOST}`,
  vik: `aud-kristin.vik@${HOST}`,
  brekke: `synnove.brekke@${HOST}`,
  personvern: `personvern@${HOST}`,
  akutt: `akutt@${HOST}`,
};
const SCHEME = `fornavn.etternavn@${HOST}`;
const COMMENTED = `timebestilling@${HOST}`;
const ROSTER = [`vakt@${HOST}`, `oddbjorn.rasmussen@${HOST}`];
const LAB = 'prover@vetlab-nord.test';
const LOGO = 'fjordlys-logo@2x.png';

const NAV: [string, string][] = [
  ['/', 'Hjem'],
  ['/om-oss', 'Om oss'],
  ['/ansatte', 'Våre ansatte'],
  ['/tjenester', 'Tjenester'],
  ['/priser', 'Priser'],
  ['/kontakt', 'Kontakt oss'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Dyreklinikken Fjordlys',
  head: [
    '<meta name="generator" content="WordPress 6.4.3">',
    "<link rel='stylesheet' id='astra-theme-css-css' href='/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4' media='all' />",
    '<link rel="icon" href="/wp-content/uploads/2021/03/cropped-fjordlys-ikon-32x32.png" sizes="32x32">',
  ],
  privacyPath: { no: '/personvern' },
  header: (page) =>
    `<header class="site-header">\n  <div class="toppstripe">Åpent man–fre 08–20, lør 10–15 · Akutt? Ring ${tel('67 10 44 99')}</div>\n` +
    `  <a class="logo" href="/"><img src="/wp-content/uploads/2021/03/fjordlys-logo.png" srcset="/wp-content/uploads/2021/03/${LOGO} 2x" alt="Dyreklinikken Fjordlys" width="220"></a>\n` +
    `  <nav class="main-navigation"><ul id="primary-menu">${NAV.map(([href, label]) => `<li class="menu-item${href === page.path ? ' current-menu-item' : ''}"><a href="${href}">${esc(label)}</a></li>`).join('\n')}</ul></nav>\n` +
    `  <a class="knapp bestill" href="https://booking.vetbook.test/fjordlys">Bestill time</a>\n</header>`,
  footer: () =>
    `<footer class="site-footer">\n<div class="kolonne">\n<h4>Dyreklinikken Fjordlys AS</h4>\n<p>Strandveien 41<br>1366 Lysaker</p>\n<p>Org.nr. 921 447 302</p>\n</div>\n` +
    `<div class="kolonne">\n<h4>Kontakt</h4>\n<p>Tlf:  ${tel('67 10 44 90')}<br/>E-post: ${mailto(A.post)}</p>\n</div>\n` +
    `<div class="kolonne">\n<h4>Åpningstider</h4>\n<p>Mandag–fredag 08.00–20.00<br>Lørdag 10.00–15.00<br>Søndag stengt</p>\n</div>\n` +
    `<p class="bunn">© 2025 Dyreklinikken Fjordlys · <a href="/personvern">Personvern</a> · <a href="/intern/vaktliste">For ansatte</a> · <a href="https://www.facebook.com/dyreklinikkenfjordlys">Facebook</a></p>\n</footer>`,
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'no', ...spec });
}

/** A staff card in schema.org microdata; the theme marks the address three ways. */
function ansatt(name: string, title: string, photo: string, email: { address: string; as: 'link' | 'text' } | null): string {
  const mail =
    email === null
      ? ''
      : email.as === 'link'
        ? `<p class="epost"><a itemprop="email" href="mailto:${email.address}">${email.address}</a></p>`
        : `<p class="epost">E-post: <span itemprop="email">${email.address}</span></p>`;
  return (
    `<div class="ansatt-kort" itemscope itemtype="http://schema.org/Person">\n` +
    `  <img src="/wp-content/uploads/2023/08/${photo}-400x400.jpg" alt="${esc(name)}" loading="lazy">\n` +
    `  <h3 itemprop="name">${esc(name)}</h3>\n  <p class="stilling" itemprop="jobTitle">${esc(title)}</p>\n  ${mail}\n</div>`
  );
}

const ORG = {
  '@context': 'https://schema.org',
  '@type': 'VeterinaryCare',
  name: 'Dyreklinikken Fjordlys',
  url: `http://${HOST}/`,
  telephone: '+47 67 10 44 90',
  email: A.post,
  address: { '@type': 'PostalAddress', streetAddress: 'Strandveien 41', postalCode: '1366', addressLocality: 'Lysaker', addressCountry: 'NO' },
  contactPoint: [
    { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+47 67 10 44 99', email: A.akutt, availableLanguage: ['Norwegian', 'English'] },
  ],
};

function pages(): Record<string, SandboxPage> {
  const tjenester: [string, string, string][] = [
    ['/tjenester/vaksinasjon', 'Vaksinasjon og helsesjekk', 'Vi følger Veterinærforeningens anbefalte vaksinasjonsprogram for hund og katt.'],
    ['/tjenester/tannbehandling', 'Tannbehandling', 'Tannrens, røntgen og ekstraksjoner i narkose, med overvåking av dyrepleier.'],
    ['/tjenester/fysioterapi', 'Fysioterapi og rehabilitering', ''],
  ];
  return {
    '/': page({
      path: '/',
      title: 'Veterinær på Lysaker',
      description: 'Dyreklinikk for hund, katt og smådyr på Lysaker. Kirurgi, tannbehandling, fysioterapi og akuttvakt.',
      jsonLd: [ORG],
      main:
        `<section class="hero"><h1>Trygg dyrehelse  – rett ved fjorden</h1>\n<p>Vi tar imot hund, katt, kanin og andre smådyr. Ny pasient? Ring oss eller bestill time på nett.</p></section>\n` +
        `<section class="kort-rad">\n<div class="kort"><h2>Akutt hjelp</h2><p>Ved akutt sykdom eller skade: ring ${tel('67 10 44 99')} først, så vi er klare når du kommer.</p></div>\n` +
        `<div class="kort"><h2>Våre tjenester</h2><p>Fra valpevaksine til avansert bløtvevskirurgi. <a href="/tjenester">Se alle tjenester</a></p></div>\n` +
        `<div class="kort"><h2>Priser</h2><p>Konsultasjon fra kr 690,-. <a href="/priser">Prisliste</a></p></div>\n</section>`,
    }),
    '/om-oss': page({
      path: '/om-oss',
      title: 'Om oss',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'VeterinaryCare',
          name: 'Dyreklinikken Fjordlys',
          foundingDate: '2009',
          founder: { '@type': 'Person', name: 'Sigrun Aasheim', jobTitle: 'Daglig leder', email: `mailto:${A.aasheim}` },
        },
      ],
      main:
        `<h1>Om oss</h1>\n<p>Dyreklinikken Fjordlys ble startet i 2009 av veterinær Sigrun Aasheim, i et gammelt verkstedbygg ved Lysakerelva. ` +
        `Hun er fortsatt daglig leder og svarer gjerne på spørsmål om klinikken på ${mailto(A.aasheim)}.</p>\n` +
        `<p>I dag er vi fire veterinærer, tre dyrepleiere og en dyrefysioterapeut. Klinikken har egen operasjonsstue, digital røntgen og ultralyd.</p>\n` +
        `<p>Vi er medlem av Den norske veterinærforening og har avtale med alle de store dyreforsikringsselskapene.</p>`,
    }),
    '/ansatte': page({
      path: '/ansatte',
      title: 'Våre ansatte',
      main:
        `<h1>Våre ansatte</h1>\n<div class="ansatte-grid">\n` +
        [
          ansatt('Dr.med.vet. Eirik Solbakken', 'Fagansvarlig kirurgi', 'eirik-solbakken', { address: A.solbakken, as: 'link' }),
          ansatt('Halvard Bjørnstad', 'Veterinær', 'halvard-bjornstad', { address: A.bjornstad, as: 'link' }),
          ansatt('Ingvild Sæther', 'Autorisert dyrepleier', 'ingvild-saether', { address: A.saether, as: 'text' }),
          ansatt('Kasper Mo', 'Dyrepleier', 'kasper-mo', null),
        ].join('\n') +
        `\n</div>\n<p>Vil du jobbe hos oss? Vi lyser ut stillinger på finn.no.</p>`,
    }),
    '/tjenester': page({
      path: '/tjenester',
      title: 'Tjenester',
      main:
        `<h1>Tjenester</h1>\n<ul class="tjenesteliste">${tjenester.map(([href, title]) => `<li><a href="${href}">${esc(title)}</a></li>`).join('\n')}</ul>\n` +
        `<h2>Laboratorium</h2>\n<p>De fleste blodprøver analyserer vi selv. Spesialprøver sendes til vår samarbeidspartner Vetlab Nord AS (${LAB}), svar kommer normalt innen tre virkedager.</p>`,
    }),
    '/tjenester/vaksinasjon': page({ path: '/tjenester/vaksinasjon', title: 'Vaksinasjon og helsesjekk', main: `<h1>Vaksinasjon og helsesjekk</h1>\n<p>${esc(tjenester[0]![2])}</p>\n<p><a href="/tjenester">← Tilbake til tjenester</a></p>` }),
    '/tjenester/tannbehandling': page({ path: '/tjenester/tannbehandling', title: 'Tannbehandling', main: `<h1>Tannbehandling</h1>\n<p>${esc(tjenester[1]![2])}</p>\n<p><a href="/tjenester">← Tilbake til tjenester</a></p>` }),
    '/tjenester/fysioterapi': page({
      path: '/tjenester/fysioterapi',
      title: 'Fysioterapi og rehabilitering',
      main:
        `<h1>Fysioterapi og rehabilitering</h1>\n<p>Etter operasjoner, ved slitasjegikt eller for aktive brukshunder tilbyr vi fysioterapi, laser og trening på undervannsmølle.</p>\n` +
        `<p class="kontaktlinje">Kontaktperson: Synnøve Brekke, dyrefysioterapeut, tlf. ${tel('908 44 217')}, ${mailto(A.brekke)}</p>\n` +
        `<p><a href="/tjenester">← Tilbake til tjenester</a></p>`,
    }),
    '/priser': page({
      path: '/priser',
      title: 'Priser',
      main:
        `<h1>Priser</h1>\n<table class="prisliste">\n<tr><th>Tjeneste</th><th>Pris</th></tr>\n<tr><td>Konsultasjon</td><td>kr 690,-</td></tr>\n<tr><td>Vaksine hund (inkl. helsesjekk)</td><td>kr 1 090,-</td></tr>\n` +
        `<tr><td>Kastrering katt (hann)</td><td>kr 2 450,-</td></tr>\n<tr><td>Akuttillegg kveld/helg</td><td>kr  850,-</td></tr>\n</table>\n<p>Alle priser inkl. mva. Forbehold om endringer.</p>`,
    }),
    '/kontakt': page({
      path: '/kontakt',
      title: 'Kontakt oss',
      main:
        `<h1>Kontakt oss</h1>\n<p>Strandveien 41, 1366 Lysaker – 5 minutter å gå fra Lysaker stasjon. Gratis parkering i bakgården.</p>\n` +
        `<h2>Administrasjon</h2>\n<table class="tabell">\n<thead><tr><th>Navn</th><th>Stilling</th><th>Telefon</th><th>E-post</th></tr></thead>\n<tbody>\n` +
        `<tr><td>Resepsjonen</td><td>Timebestilling og spørsmål</td><td>67 10 44 90</td><td>${mailto(A.resepsjon)}</td></tr>\n` +
        `<tr><td>Aud-Kristin Vik</td><td>Klinikkoordinator</td><td>67 10 44 93</td><td>${mailto(A.vik)}</td></tr>\n` +
        `<tr><td>Kasper Mo</td><td>Dyrepleier, innkjøp</td><td>67 10 44 96</td><td>–</td></tr>\n</tbody>\n</table>\n` +
        `<p>Alle ansatte kan også nås direkte på e-post etter mønsteret ${SCHEME} (æ, ø og å skrives ae, o og a).</p>\n` +
        `<!-- Gammel adresse, ikke i bruk lenger: ${COMMENTED} -->\n` +
        `<p>Vi svarer ikke på e-post om akutte tilfeller. Ring heller.</p>`,
    }),
    '/personvern': page({
      path: '/personvern',
      title: 'Personvernerklæring',
      main:
        `<h1>Personvernerklæring</h1>\n<p>Behandlingsansvarlig er Dyreklinikken Fjordlys AS ved daglig leder Sigrun Aasheim.</p>\n` +
        `<p>Henvendelser om personvern: ${mailto(A.personvern)}</p>\n<p>Vi lagrer journalopplysninger i ti år, slik forskrift om dyrehelsepersonell krever.</p>`,
    }),
    '/intern/vaktliste': page({
      path: '/intern/vaktliste',
      title: 'Vaktliste',
      main: `<h1>Vaktliste uke 12</h1>\n<p>Bytte av vakter: ${mailto(ROSTER[0]!)} · Spørsmål til turnus: Oddbjørn Rasmussen, ${mailto(ROSTER[1]!)}</p>`,
    }),
  };
}

const addresses: TruthAddress[] = [
  { address: A.post, name: null, title: null, pages: ['/'], cases: ['role', 'plain'] },
  { address: A.aasheim, name: 'Sigrun Aasheim', title: 'daglig leder', pages: ['/om-oss'], cases: ['link-non-english', 'prose', 'json-ld-person', 'json-ld-mailto', 'plain'] },
  { address: A.solbakken, name: 'Eirik Solbakken', title: 'Fagansvarlig kirurgi', pages: ['/ansatte'], cases: ['link-non-english', 'card', 'microdata', 'honorific', 'plain'] },
  { address: A.bjornstad, name: 'Halvard Bjørnstad', title: 'Veterinær', pages: ['/ansatte'], cases: ['link-non-english', 'card', 'microdata', 'plain'] },
  { address: A.saether, name: 'Ingvild Sæther', title: 'Autorisert dyrepleier', pages: ['/ansatte'], cases: ['link-non-english', 'card', 'microdata', 'plain'] },
  { address: A.resepsjon, name: null, title: null, pages: ['/kontakt'], cases: ['link-non-english', 'table', 'role', 'plain'] },
  { address: A.vik, name: 'Aud-Kristin Vik', title: 'Klinikkoordinator', pages: ['/kontakt'], cases: ['link-non-english', 'table', 'plain'] },
  { address: A.brekke, name: 'Synnøve Brekke', title: 'dyrefysioterapeut', pages: ['/tjenester/fysioterapi'], cases: ['link-non-english', 'deep-page', 'label-line', 'plain'] },
  { address: A.personvern, name: null, title: null, pages: ['/personvern'], cases: ['neighbour', 'plain'] },
  { address: A.akutt, name: null, title: null, pages: ['/'], cases: ['json-ld-contact-point', 'json-ld-only', 'role'] },
];

export function fjordlysDyreklinikk(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /intern/\n\nSitemap: http://${HOST}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/om-oss', '/ansatte', '/tjenester', '/tjenester/vaksinasjon', '/tjenester/tannbehandling', '/tjenester/fysioterapi', '/priser', '/kontakt', '/personvern']),
      pages: pages(),
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-3',
      languages: ['no'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/intern/vaktliste'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        ...ROSTER.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: LAB, kind: 'other-company' },
        { text: LOGO, kind: 'retina' },
      ],
    },
  };
}
