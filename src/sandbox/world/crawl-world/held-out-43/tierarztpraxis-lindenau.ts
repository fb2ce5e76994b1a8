/**
 * Kleintierpraxis Lindenau: a small-animal veterinary practice in Leipzig (German), on WordPress
 * with a practice theme. The vets as cards with "Dr. med. vet." and "Dr."; the physiotherapist
 * in a label line on the services page and, nested in the home page's JSON-LD, as a department's
 * employee; the practice address written "mailto:" in JSON-LD and the emergency address stated
 * only there, as a contact point; the practice manager's address written by an old "e-mail
 * protection" document.write snippet. The veterinary chamber's address, the booking widget's
 * package version, the form placeholder and the internal lab page (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'tierarztpraxis-lindenau.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Start'],
  ['/praxisteam', 'Praxisteam'],
  ['/leistungen', 'Leistungen'],
  ['/notdienst', 'Notdienst'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt &amp; Anfahrt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Kleintierpraxis Lindenau',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    `<link rel="stylesheet" id="vetpraxis-style-css" href="${ORIGIN}/wp-content/themes/vetpraxis/style.css?ver=1.4.0" media="all">`,
    '<script src="https://cdn.jsdelivr.net/npm/vet-termin-widget@3.2.0/dist/widget.min.js" defer></script>',
  ],
  header: (p) =>
    `<header id="masthead" class="site-header"><div class="container"><div class="site-branding"><a href="/" rel="home"><img src="/wp-content/uploads/2021/06/logo-kleintierpraxis.png" alt="Kleintierpraxis Lindenau" width="260" height="70"></a></div>` +
    `<div class="header-contact"><span>Termine: ${tel('0341 4 92 61 30')}</span></div>` +
    `<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">${MENU.map(([href, label]) => `<li class="menu-item${href === p.path ? ' current-menu-item' : ''}"><a href="${href}">${label}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer id="colophon" class="site-footer"><div class="container"><div class="footer-widgets"><section class="widget"><h3 class="widget-title">Kleintierpraxis Lindenau</h3><p>Georg-Schwarz-Straße 58<br>04179 Leipzig<br>Tel. ${tel('0341 4 92 61 30')}<br>${mailto(`praxis@${HOST}`)}</p></section>` +
    `<section class="widget"><h3 class="widget-title">Sprechzeiten</h3><p>Mo–Fr 9–12 Uhr und 15–19 Uhr<br>Sa 10–12 Uhr</p></section></div>` +
    `<div class="site-info"><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | <a href="/intern">Intern</a></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de-DE' });
const entry = (title: string, html: string): string => `<div class="container"><article class="page hentry"><h1 class="entry-title">${esc(title)}</h1><div class="entry-content">${html}</div></article></div>`;

type Vet = { shown: string; name: string; title: string; focus: string; local: string; honorific: boolean };
const VETS: Vet[] = [
  { shown: 'Dr. med. vet. Friederike Lange', name: 'Friederike Lange', title: 'Praxisinhaberin, Fachtierärztin für Kleintiere', focus: 'Innere Medizin, Kardiologie', local: 'f.lange', honorific: true },
  { shown: 'Dr. Jonas Albrecht', name: 'Jonas Albrecht', title: 'Tierarzt', focus: 'Weichteilchirurgie, Zahnheilkunde', local: 'j.albrecht', honorific: true },
  { shown: 'Mareike Schulte', name: 'Mareike Schulte', title: 'Tierärztin', focus: 'Heimtiere, Dermatologie', local: 'm.schulte', honorific: false },
  { shown: 'Tim Hartmann', name: 'Tim Hartmann', title: 'Assistenztierarzt', focus: 'Ultraschall', local: 't.hartmann', honorific: false },
];

const KOCH_SCRIPT =
  `<script type="text/javascript">\nvar name = "s.koch";\nvar domain = "tierarztpraxis-lindenau";\nvar tld = "test";\n` +
  `document.write('<a href="mailto:' + name + '&#64;' + domain + '.' + tld + '">' + name + '&#64;' + domain + '.' + tld + '</a>');\n</script>`;

export function tierarztpraxisLindenau(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Ihre Tierarztpraxis in Leipzig-Lindenau',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Kleintierpraxis Lindenau',
        url: `${ORIGIN}/`,
        telephone: '+49 341 4926130',
        email: `mailto:praxis@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: 'Georg-Schwarz-Straße 58', postalCode: '04179', addressLocality: 'Leipzig', addressCountry: 'DE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+49 341 4926139', email: `notdienst@${HOST}`, availableLanguage: 'de' },
        department: [
          {
            '@type': 'VeterinaryCare',
            name: 'Tierphysiotherapie Lindenau',
            employee: { '@type': 'Person', name: 'Anne Vogt', jobTitle: 'Tierphysiotherapeutin', email: `a.vogt@${HOST}` },
          },
        ],
      },
    ],
    main:
      `<section class="hero"><div class="container"><h1>Willkommen in der Kleintierpraxis Lindenau</h1><p>Wir behandeln Hunde, Katzen, Kaninchen, Meerschweinchen und andere Heimtiere – mit Zeit, moderner Diagnostik und viel Herz.</p><p><a class="button" href="/kontakt">Termin vereinbaren</a></p></div></section>` +
      `<section class="container"><h2>Online-Terminbuchung</h2><div id="vet-termin" data-praxis="lindenau-04179"></div></section>`,
  });
  pages['/praxisteam'] = page({
    path: '/praxisteam',
    title: 'Praxisteam',
    main: entry(
      'Unser Praxisteam',
      `<h2>Tierärztinnen und Tierärzte</h2><div class="team-grid">` +
        VETS.map(
          (v) =>
            `<div class="team-member"><figure><img src="/wp-content/uploads/2023/09/team-${v.local.replace('.', '-')}.jpg" alt="${esc(v.name)}"></figure><h3>${esc(v.shown)}</h3><p class="position">${esc(v.title)}</p><p class="focus">Schwerpunkte: ${esc(v.focus)}</p><p>${mailto(`${v.local}@${HOST}`)}</p></div>`,
        ).join('') +
        `</div><h2>Tiermedizinische Fachangestellte</h2><p>Svenja Koch (Praxismanagerin), Lena Wolf, Jana Peters und unsere Auszubildende Mia Schubert.</p>`,
    ),
  });
  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: entry(
      'Leistungen',
      `<ul><li>Vorsorge, Impfungen und Gesundheitschecks</li><li>Innere Medizin und Kardiologie (Herzultraschall)</li><li>Weichteilchirurgie und Zahnbehandlungen</li><li>Digitales Röntgen, Labor im Haus</li></ul>` +
        `<h2>Tierphysiotherapie</h2><p>Nach Operationen, bei Arthrose oder im Alter: Unsere Physiotherapie bietet Unterwasserlaufband, Massage und Bewegungstherapie.</p>` +
        `<p><strong>Ansprechpartnerin Physiotherapie:</strong> Anne Vogt, Tierphysiotherapeutin, Tel. ${tel('0341 4 92 61 35')}, ${mailto(`a.vogt@${HOST}`)}</p>`,
    ),
  });
  pages['/notdienst'] = page({
    path: '/notdienst',
    title: 'Notdienst',
    main: entry('Notdienst', `<p>Außerhalb der Sprechzeiten erreichen Sie unseren Bereitschaftsdienst für Patienten der Praxis unter ${tel('0341 4 92 61 39')}.</p><p>Am Wochenende und an Feiertagen gilt der Notdienstplan der Leipziger Kleintierpraxen.</p>`),
  });
  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: entry(
      'Wir suchen Verstärkung!',
      `<h2>Tiermedizinische/r Fachangestellte/r (m/w/d) in Voll- oder Teilzeit</h2><p>Wir bieten ein herzliches Team, geregelte Arbeitszeiten, Fortbildungen und einen Zuschuss zum Jobticket.</p><p>Bewerbungen bitte per E-Mail an ${mailto(`bewerbung@${HOST}`)}.</p>`,
    ),
  });
  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt & Anfahrt',
    main: entry(
      'Kontakt & Anfahrt',
      `<p>Kleintierpraxis Lindenau<br>Georg-Schwarz-Straße 58, 04179 Leipzig<br>Straßenbahn Linie 7, Haltestelle Henriettenstraße. Parkplätze im Hof.</p>` +
        `<p>Terminvereinbarung und Fragen zur Rechnung: Svenja Koch, Praxismanagerin<br>${KOCH_SCRIPT}</p>` +
        `<form class="wpcf7-form" action="/kontakt" method="post"><p><label>Ihr Name<br><input type="text" name="your-name"></label></p><p><label>Ihre E-Mail-Adresse<br><input type="email" name="your-email" placeholder="max.mustermann@beispiel.de"></label></p><p><label>Name und Tierart<br><input type="text" name="tier"></label></p><p><label>Ihre Nachricht<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Senden"></p></form>`,
    ),
  });
  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: entry(
      'Impressum',
      `<h2>Angaben gemäß § 5 DDG</h2><p>Kleintierpraxis Lindenau<br>Inhaberin: Dr. med. vet. Friederike Lange<br>Georg-Schwarz-Straße 58<br>04179 Leipzig</p>` +
        `<h3>Kontakt</h3><p>Telefon: 0341 4 92 61 30<br>E-Mail: ${mailto(`praxis@${HOST}`)}</p>` +
        `<h3>Berufsrechtliche Angaben</h3><p>Berufsbezeichnung: Tierärztin (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Kammer: Sächsische Landestierärztekammer, Schloßstraße 4, 01067 Dresden, info@landestieraerztekammer-sachsen.de<br>Es gelten die Berufsordnung der Sächsischen Landestierärztekammer und die Gebührenordnung für Tierärzte (GOT).</p>` +
        `<h3>Umsatzsteuer-ID</h3><p>DE 287 441 905</p>`,
    ),
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: entry('Datenschutzerklärung', `<p>Verantwortlich im Sinne der DSGVO ist die im Impressum genannte Praxisinhaberin.</p>`) });
  pages['/intern'] = page({ path: '/intern', title: 'Intern', main: entry('Interner Bereich', `<p>Laborbefunde und Dienstpläne. Zugang über ${mailto(`labor@${HOST}`)} beantragen.</p>`) });

  const ln: CaseKind = 'link-non-english';
  const everyPage = Object.keys(pages).filter((p) => p !== '/intern');
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /intern\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.28' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-43',
      languages: ['de'],
      addresses: [
        { address: `praxis@${HOST}`, name: null, title: null, pages: everyPage, cases: ['role', 'plain', 'json-ld-mailto'] },
        { address: `notdienst@${HOST}`, name: null, title: null, pages: ['/'], cases: ['role', 'json-ld-contact-point', 'json-ld-only'] },
        { address: `bewerbung@${HOST}`, name: null, title: null, pages: ['/karriere'], cases: ['role', 'plain', ln] },
        ...VETS.map((v) => ({
          address: `${v.local}@${HOST}`,
          name: v.name,
          title: v.title,
          pages: ['/praxisteam'],
          cases: ['card', 'plain', ln, ...(v.honorific ? ['honorific'] : [])] as CaseKind[],
        })),
        { address: `a.vogt@${HOST}`, name: 'Anne Vogt', title: 'Tierphysiotherapeutin', pages: ['/', '/leistungen'], cases: ['label-line', 'json-ld-person', 'json-ld-nested', 'plain', ln] },
        {
          address: `s.koch@${HOST}`,
          name: 'Svenja Koch',
          title: 'Praxismanagerin',
          pages: ['/kontakt'],
          encoded: { kind: 'script', text: KOCH_SCRIPT },
          cases: ['label-line', 'script-protect', ln],
        },
      ],
      pattern: '{f}.{last}',
      disallowed: ['/intern'],
      nonAddresses: [
        { text: `labor@${HOST}`, kind: 'disallowed' },
        { text: 'info@landestieraerztekammer-sachsen.de', kind: 'other-company' },
        { text: 'vet-termin-widget@3.2.0', kind: 'package' },
        { text: 'max.mustermann@beispiel.de', kind: 'placeholder' },
      ],
    },
  };
}
