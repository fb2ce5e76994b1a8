/**
 * Sint-Amandusinstituut Ledeberg: a Catholic secondary school (ASO/TSO) in Ghent on a school
 * web builder's custom CMS, in Flemish Dutch. The management as a definition list (function,
 * then name and address); the subject-group chairs in a table under a line stating the scheme
 * (voornaam.achternaam@…); the care coordinator in running text; the ICT page gives the help
 * desk's address beside the ICT coordinator's name (his own address is not given) and the data
 * protection officer's address through the CMS's document.write protection; the London trip news
 * item, dropped from the news list, reached only through the gzip sitemap the robots.txt names.
 * The staff portal (disallowed) and the enrolment form's placeholder are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'sint-amandus-ledeberg-gent.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string, [string, string][]][] = [
  ['/', 'Home', []],
  ['/onze-school', 'Onze school', [['/onze-school/directie', 'Directie'], ['/onze-school/vakgroepen', 'Vakgroepen'], ['/onze-school/studieaanbod', 'Studieaanbod']]],
  ['/leerlingenbegeleiding', 'Leerlingenbegeleiding', []],
  ['/praktisch', 'Praktisch', [['/praktisch/ict', 'ICT en Smartschool']]],
  ['/inschrijven', 'Inschrijven', []],
  ['/nieuws', 'Nieuws', []],
  ['/contact', 'Contact', []],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Sint-Amandusinstituut Ledeberg',
  head: [
    '<meta name="generator" content="Schoolweb CMS 7 – Digitale Scholen vzw">',
    `<link rel="stylesheet" href="${ORIGIN}/assets/css/schoolweb.min.css?v=7.3.1">`,
    `<link rel="stylesheet" href="${ORIGIN}/assets/css/thema-amandus.css?v=2024">`,
    `<link rel="icon" href="${ORIGIN}/assets/img/favicon.ico">`,
  ],
  header: (p) =>
    `<header class="sw-header"><div class="sw-topbar"><a href="https://sint-amandus.smartschool.test/">Smartschool</a> · <a href="/personeel">Personeel</a></div>` +
    `<div class="sw-logo"><a href="/"><img src="/assets/img/logo-amandus.svg" alt="Sint-Amandusinstituut Ledeberg" width="240" height="72"></a></div>` +
    `<nav class="sw-nav"><ul>${MENU.map(([href, label, sub]) => `<li class="${p.path === href || p.path.startsWith(`${href}/`) ? 'actief' : ''}"><a href="${href}">${esc(label)}</a>${sub.length ? `<ul class="sub">${sub.map(([h, l]) => `<li><a href="${h}">${esc(l)}</a></li>`).join('')}</ul>` : ''}</li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="sw-footer"><div class="kol"><strong>Sint-Amandusinstituut Ledeberg</strong><br>Hundelgemsesteenweg 214, 9050 Gent<br>${tel('09 230 45 10')} · ${mailto(`secretariaat@${HOST}`)}</div>` +
    `<div class="kol"><strong>Secretariaat</strong><br>schooldagen 7u45 – 16u30<br>woensdag 7u45 – 12u30<br>gesloten tijdens de vakanties, behalve de eerste en laatste week van de zomer</div>` +
    `<div class="kol">Instellingsnummer 036731 · Scholengroep Katholiek Onderwijs Gent-Zuid<br><a href="/privacy">Privacyverklaring</a> · <a href="/schoolreglement">Schoolreglement</a></div></footer>`,
  privacyPath: { nl: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-BE' });
const inhoud = (title: string, html: string): string => `<div class="sw-content"><h1>${esc(title)}</h1>${html}</div>`;

type Chair = { group: string; name: string; title: string; local: string };
const CHAIRS: Chair[] = [
  { group: 'Wetenschappen', name: 'Lotte De Wilde', title: 'vakgroepvoorzitter wetenschappen', local: 'lotte.dewilde' },
  { group: 'Moderne talen', name: 'Pieter Ghysels', title: 'vakgroepvoorzitter moderne talen', local: 'pieter.ghysels' },
  { group: 'Wiskunde', name: 'Ellen Desmet', title: 'vakgroepvoorzitter wiskunde', local: 'ellen.desmet' },
  { group: 'Lichamelijke opvoeding', name: 'Wouter Claessens', title: 'vakgroepvoorzitter LO', local: 'wouter.claessens' },
];

const DPO_SCRIPT =
  `<script>\nvar naam = 'koen' + '.' + 'declercq';\nvar domein = 'sint-amandus-ledeberg-gent';\nvar ext = 'test';\n` +
  `document.write('<a href="mailto:' + naam + '@' + domein + '.' + ext + '">' + naam + '@' + domein + '.' + ext + '</a>');\n</script>`;

export function sintAmandusLedeberg(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Welkom',
    description: 'Katholieke secundaire school in Gent-Ledeberg: ASO en TSO, eerste tot zesde jaar.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'HighSchool',
        name: 'Sint-Amandusinstituut Ledeberg',
        url: `${ORIGIN}/`,
        telephone: '+32 9 230 45 10',
        address: { '@type': 'PostalAddress', streetAddress: 'Hundelgemsesteenweg 214', postalCode: '9050', addressLocality: 'Gent', addressCountry: 'BE' },
      },
    ],
    main: inhoud(
      'Welkom op Sint-Amandus',
      `<p class="intro">Een warme school met 640 leerlingen, waar we samen leren, groeien en durven.</p>` +
        `<div class="tegels"><a class="tegel" href="/inschrijven">Inschrijvingen 2026-2027</a><a class="tegel" href="/onze-school/studieaanbod">Studieaanbod</a><a class="tegel" href="/praktisch">Schooluren en vakanties</a></div>` +
        `<h2>Nieuws</h2><ul class="nieuws"><li><a href="/nieuws/opendeurdag-2025">Opendeurdag zaterdag 26 april</a></li><li><a href="/nieuws/sportdag">Sportdag 1ste graad</a></li></ul>`,
    ),
  });

  pages['/onze-school'] = page({
    path: '/onze-school',
    title: 'Onze school',
    main: inhoud(
      'Onze school',
      `<p>Sint-Amandus werd in 1921 opgericht door de Zusters van Liefde. Vandaag bieden we in de eerste graad de A-stroom aan, en in de tweede en derde graad Latijn, Economie, Wetenschappen en Handel.</p><ul><li><a href="/onze-school/directie">Directie en beleid</a></li><li><a href="/onze-school/vakgroepen">Vakgroepen</a></li><li><a href="/onze-school/studieaanbod">Studieaanbod</a></li></ul>`,
    ),
  });

  pages['/onze-school/directie'] = page({
    path: '/onze-school/directie',
    title: 'Directie',
    main: inhoud(
      'Directie en beleid',
      `<p>Het directieteam is bereikbaar via het secretariaat of rechtstreeks per mail.</p><dl class="directie">` +
        `<dt>Directeur</dt><dd>Veerle Claeys<br>${mailto(`veerle.claeys@${HOST}`)}</dd>` +
        `<dt>Adjunct-directeur eerste graad</dt><dd>Bart Goethals<br>${mailto(`bart.goethals@${HOST}`)}</dd>` +
        `<dt>Adjunct-directeur tweede en derde graad</dt><dd>Nathalie Verstraete<br>${mailto(`nathalie.verstraete@${HOST}`)}</dd>` +
        `</dl><p>Voorzitter van de schoolraad is Dirk Van Laere (oudergeleding).</p>`,
    ),
  });

  pages['/onze-school/vakgroepen'] = page({
    path: '/onze-school/vakgroepen',
    title: 'Vakgroepen',
    main: inhoud(
      'Vakgroepen',
      `<p>Alle personeelsleden zijn bereikbaar via Smartschool of via voornaam.achternaam@${HOST}. Vragen over een vak of over het materiaal? Contacteer de vakgroepvoorzitter.</p>` +
        `<table class="sw-tabel"><thead><tr><th>Vakgroep</th><th>Naam</th><th>Functie</th><th>E-mail</th></tr></thead><tbody>` +
        CHAIRS.map((c) => `<tr><td>${esc(c.group)}</td><td>${esc(c.name)}</td><td>${esc(c.title)}</td><td>${mailto(`${c.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/onze-school/studieaanbod'] = page({
    path: '/onze-school/studieaanbod',
    title: 'Studieaanbod',
    main: inhoud('Studieaanbod', `<h2>Eerste graad</h2><p>1A met keuzemodules Latijn, STEM en Creatief.</p><h2>Tweede en derde graad</h2><ul><li>Latijn</li><li>Economische wetenschappen</li><li>Natuurwetenschappen</li><li>Bedrijfsorganisatie (TSO)</li></ul>`),
  });

  pages['/leerlingenbegeleiding'] = page({
    path: '/leerlingenbegeleiding',
    title: 'Leerlingenbegeleiding',
    main: inhoud(
      'Leerlingenbegeleiding',
      `<p>Op Sint-Amandus kan elke leerling terecht bij zijn klastitularis en bij het team leerlingenbegeleiding. Heeft uw zoon of dochter het moeilijk op school of thuis, neem dan contact op met onze zorgcoördinator Griet Martens via ${mailto(`griet.martens@${HOST}`)} of op het nummer ${tel('09 230 45 17')}.</p>` +
        `<p>Onze school werkt samen met het CLB Gent (Vrij CLB Groeiwijs). Het CLB is gebonden aan het beroepsgeheim.</p>`,
    ),
  });

  pages['/praktisch'] = page({
    path: '/praktisch',
    title: 'Praktisch',
    main: inhoud(
      'Praktisch',
      `<h2>Schooluren</h2><table class="sw-tabel"><tr><td>maandag, dinsdag, donderdag</td><td>8u25 – 16u05</td></tr><tr><td>woensdag</td><td>8u25 – 12u00</td></tr><tr><td>vrijdag</td><td>8u25 – 15u15</td></tr></table>` +
        `<h2>Vakanties 2024-2025</h2><ul><li>Herfstvakantie: 28 oktober – 3 november</li><li>Kerstvakantie: 23 december – 5 januari</li><li>Krokusvakantie: 3 – 9 maart</li><li>Paasvakantie: 7 – 21 april</li></ul><p><a href="/praktisch/ict">ICT en Smartschool</a></p>`,
    ),
  });

  pages['/praktisch/ict'] = page({
    path: '/praktisch/ict',
    title: 'ICT en Smartschool',
    main: inhoud(
      'ICT en Smartschool',
      `<p>Elke leerling krijgt in het eerste jaar een laptop via ons leasesysteem. Problemen met de laptop, Smartschool of je wachtwoord? Mail ${mailto(`ict@${HOST}`)} – ICT-coördinator Jonas Vermeulen of een van de ICT-leerkrachten helpt je verder.</p>` +
        `<h2>Privacy</h2><p>Functionaris voor gegevensbescherming: Koen Declercq, ${DPO_SCRIPT}</p>`,
    ),
  });

  pages['/inschrijven'] = page({
    path: '/inschrijven',
    title: 'Inschrijven',
    main: inhoud(
      'Inschrijven voor 2026-2027',
      `<p>Voor het eerste jaar gebruiken we het centraal aanmeldingsregister van de stad Gent (aanmelden van 17 maart tot 4 april). Voor de hogere jaren kan u een afspraak maken met het secretariaat.</p>` +
        `<form class="sw-form" method="post" action="/inschrijven"><label>Naam ouder<input type="text" name="naam"></label><label>E-mailadres<input type="email" name="email" placeholder="naam@voorbeeld.be"></label><label>Studiejaar<select name="jaar"><option>2de jaar</option><option>3de jaar</option><option>4de jaar</option><option>5de jaar</option><option>6de jaar</option></select></label><button type="submit">Afspraak aanvragen</button></form>`,
    ),
  });

  pages['/nieuws'] = page({
    path: '/nieuws',
    title: 'Nieuws',
    main: inhoud(
      'Nieuws',
      `<article class="sw-nieuws"><h2><a href="/nieuws/opendeurdag-2025">Opendeurdag zaterdag 26 april</a></h2><p>Van 10u tot 16u, met rondleidingen door leerlingen van het zesde jaar.</p></article>` +
        `<article class="sw-nieuws"><h2><a href="/nieuws/sportdag">Sportdag 1ste graad</a></h2><p>Op 14 mei trekt de eerste graad naar de Blaarmeersen.</p></article>`,
    ),
  });
  pages['/nieuws/opendeurdag-2025'] = page({ path: '/nieuws/opendeurdag-2025', title: 'Opendeurdag', main: inhoud('Opendeurdag zaterdag 26 april', `<p>Iedereen welkom van 10u tot 16u. Om 11u en 14u is er een infosessie in de refter.</p>`) });
  pages['/nieuws/sportdag'] = page({ path: '/nieuws/sportdag', title: 'Sportdag 1ste graad', main: inhoud('Sportdag 1ste graad', `<p>Vergeet je sportkledij en lunchpakket niet. Bij regen gaat de sportdag door in de sporthal.</p>`) });

  // Dropped from the news list after the trip; the CMS keeps it in its sitemap.
  pages['/nieuws/londenreis-vijfde-jaar'] = page({
    path: '/nieuws/londenreis-vijfde-jaar',
    title: 'Londenreis vijfde jaar',
    main: inhoud(
      'Londenreis vijfde jaar (3 – 6 maart)',
      `<p>De leerlingen van het vijfde jaar vertrekken op maandag 3 maart om 6u met de bus aan de schoolpoort. De identiteitskaart en het Europees ziekteverzekeringskaartje zijn verplicht.</p>` +
        `<p>Vragen over de reis stelt u best aan Hanne Peeters, leerkracht Engels en reisverantwoordelijke, via ${mailto(`hanne.peeters@${HOST}`)}.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: inhoud(
      'Contact',
      `<p><strong>Sint-Amandusinstituut Ledeberg</strong><br>Hundelgemsesteenweg 214, 9050 Gent (Ledeberg)<br>Tel. ${tel('09 230 45 10')}<br>E-mail: ${mailto(`secretariaat@${HOST}`)}</p>` +
        `<p>Bereikbaar met tram 2 en bus 3, halte Ledeberg Kerk. Fietsenstalling via de Kerkstraat.</p><p>Directie: zie <a href="/onze-school/directie">Directie en beleid</a>.</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacyverklaring', main: inhoud('Privacyverklaring', `<p>Het schoolbestuur vzw Katholiek Onderwijs Gent-Zuid is verantwoordelijk voor de verwerking van de persoonsgegevens van leerlingen en ouders.</p>`) });
  pages['/schoolreglement'] = page({ path: '/schoolreglement', title: 'Schoolreglement', main: inhoud('Schoolreglement', `<p>Het schoolreglement 2024-2025 vindt u als pdf op Smartschool.</p>`) });
  pages['/personeel'] = page({ path: '/personeel', title: 'Personeel', main: inhoud('Personeelsportaal', `<p>Enkel voor personeelsleden. Vragen over uurroosters, afwezigheden en vervangingen: ${mailto(`personeelsdienst@${HOST}`)}.</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(
      HOST,
      ['/', '/onze-school', '/onze-school/directie', '/onze-school/vakgroepen', '/onze-school/studieaanbod', '/leerlingenbegeleiding', '/praktisch', '/praktisch/ict', '/inschrijven', '/nieuws', '/nieuws/londenreis-vijfde-jaar', '/contact'],
      '2025-03-20',
    ),
  );

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /personeel\nDisallow: /beheer/\nDisallow: /zoeken\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'Schoolweb' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-75',
      languages: ['nl'],
      addresses: [
        { address: `secretariaat@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        { address: `veerle.claeys@${HOST}`, name: 'Veerle Claeys', title: 'Directeur', pages: ['/onze-school/directie'], cases: ['definition-list', 'plain', ln] },
        { address: `bart.goethals@${HOST}`, name: 'Bart Goethals', title: 'Adjunct-directeur eerste graad', pages: ['/onze-school/directie'], cases: ['definition-list', 'plain', ln] },
        { address: `nathalie.verstraete@${HOST}`, name: 'Nathalie Verstraete', title: 'Adjunct-directeur tweede en derde graad', pages: ['/onze-school/directie'], cases: ['definition-list', 'plain', ln] },
        ...CHAIRS.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/onze-school/vakgroepen'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: `griet.martens@${HOST}`, name: 'Griet Martens', title: 'zorgcoördinator', pages: ['/leerlingenbegeleiding'], cases: ['prose', 'plain', ln] },
        { address: `ict@${HOST}`, name: null, title: null, pages: ['/praktisch/ict'], cases: ['neighbour', 'plain', ln] },
        {
          address: `koen.declercq@${HOST}`,
          name: 'Koen Declercq',
          title: 'Functionaris voor gegevensbescherming',
          pages: ['/praktisch/ict'],
          encoded: { kind: 'script', text: DPO_SCRIPT },
          cases: ['title-name-line', 'script-protect', ln],
        },
        { address: `hanne.peeters@${HOST}`, name: 'Hanne Peeters', title: 'leerkracht Engels en reisverantwoordelijke', pages: ['/nieuws/londenreis-vijfde-jaar'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/onze-school/vakgroepen', text: `voornaam.achternaam@${HOST}` },
      disallowed: ['/personeel'],
      nonAddresses: [
        { text: `voornaam.achternaam@${HOST}`, kind: 'scheme' },
        { text: `personeelsdienst@${HOST}`, kind: 'disallowed' },
        { text: 'naam@voorbeeld.be', kind: 'placeholder' },
      ],
    },
  };
}
