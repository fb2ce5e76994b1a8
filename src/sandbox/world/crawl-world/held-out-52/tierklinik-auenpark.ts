/**
 * Tierklinik am Auenpark: a small-animal veterinary hospital in Paderborn with a 24-hour
 * emergency service, on TYPO3 with its e-mail spam protection (the visible address written
 * "(at)", the link an encrypted mailto token). "Unser Team" is reached only from "Klinik" (two
 * links from home) and lists "Dr. med. vet. Name, Fachtierärztin für ..." lines; the contact
 * page's reception mailbox is also a ContactPoint in JSON-LD; the Impressum names the person
 * responsible under § 18 MStV in a label line with her job, street, phone and address; the
 * careers page is listed only in a gzip-compressed sitemap that robots.txt names, and names the
 * HR officer in a sentence. The web agency's address and the intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'tierklinik-auenpark.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/klinik', 'Klinik'],
  ['/leistungen', 'Leistungen'],
  ['/notdienst', 'Notdienst'],
  ['/kontakt', 'Kontakt'],
];

/** TYPO3's spam protection: mailto shifted by one within its character ranges (spamProtectEmailAddresses = 1). */
function typo3Token(address: string): string {
  const shift = (c: number, lo: number, hi: number): number => (c >= lo && c <= hi ? (c + 1 > hi ? lo : c + 1) : c);
  return [...`mailto:${address}`]
    .map((ch) => {
      let c = ch.charCodeAt(0);
      c = shift(c, 0x2b, 0x3a);
      if (c === ch.charCodeAt(0)) c = shift(c, 0x40, 0x5a);
      if (c === ch.charCodeAt(0)) c = shift(c, 0x61, 0x7a);
      return String.fromCharCode(c);
    })
    .join('');
}
const protectedMail = (address: string): string =>
  `<a href="#" data-mailto-token="${esc(typo3Token(address))}" data-mailto-vector="1">${address.replace('@', '(at)')}</a>`;

const theme: Theme = {
  host: HOST,
  siteName: 'Tierklinik am Auenpark',
  head: [
    '<meta name="generator" content="TYPO3 CMS">',
    '<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f1a9c2b7d4e5f60a1b2c3d4e5f6a7b8-min.css?1718012345" media="all">',
    '<script src="/typo3temp/assets/compressed/merged-9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b-min.js?1718012345"></script>',
  ],
  header: (p) =>
    `<header id="page-header"><div class="container"><a class="navbar-brand" href="/"><img src="/fileadmin/templates/img/logo-tierklinik-auenpark.svg" alt="Tierklinik am Auenpark" width="240"></a>` +
    `<div class="notruf">Notdienst 24/7: ${tel('05251 55 38 38')}</div>` +
    `<nav class="navbar navbar-main"><ul class="navbar-nav">${MENU.map(([h, l]) => `<li class="nav-item${p.path.startsWith(h) ? ' active' : ''}"><a class="nav-link" href="${h}" title="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer id="page-footer"><div class="container"><div class="row"><div class="col-md-4"><p><strong>Tierklinik am Auenpark GmbH</strong><br>Auenweg 12<br>33098 Paderborn</p></div><div class="col-md-4"><p>Sprechzeiten: Mo–Fr 8–19 Uhr, Sa 9–13 Uhr<br>Notdienst rund um die Uhr</p></div>` +
    `<div class="col-md-4"><ul class="list-unstyled"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/intranet">Mitarbeiter-Login</a></li></ul></div></div></div></footer>`,
  privacyPath: { de: '/datenschutz' },
  bodyEnd: ['<script src="/typo3/sysext/frontend/Resources/Public/JavaScript/default_frontend.js?1718012000" async="async"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de' });
const ce = (id: number, html: string): string => `<div id="c${id}" class="frame frame-default frame-type-text frame-layout-0">${html}</div>`;

type Vet = { shown: string; name: string; title: string; local: string; honorific: boolean };
const TEAM: Vet[] = [
  { shown: 'Dr. med. vet. Katrin Hollweg', name: 'Katrin Hollweg', title: 'Fachtierärztin für Kleintiere, Klinikleitung', local: 'k.hollweg', honorific: true },
  { shown: 'Dr. med. vet. Stefan Ebbinghaus', name: 'Stefan Ebbinghaus', title: 'Fachtierarzt für Chirurgie, Oberarzt', local: 's.ebbinghaus', honorific: true },
  { shown: 'Dr. Miriam Achterberg', name: 'Miriam Achterberg', title: 'Tierärztin, Schwerpunkt Innere Medizin', local: 'm.achterberg', honorific: true },
  { shown: 'Tobias Renner', name: 'Tobias Renner', title: 'Tierarzt (Bildgebende Diagnostik)', local: 't.renner', honorific: false },
  { shown: 'Sabine Kortmann', name: 'Sabine Kortmann', title: 'Leitende Tiermedizinische Fachangestellte', local: 's.kortmann', honorific: false },
];

export function tierklinikAuenpark(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Tierklinik in Paderborn',
    description: 'Kleintierklinik in Paderborn mit 24-Stunden-Notdienst, Chirurgie, Innerer Medizin und Bildgebung.',
    main: ce(1, `<h1>Willkommen in der Tierklinik am Auenpark</h1><p>Seit 2008 versorgen wir Hunde, Katzen, Kaninchen und andere Heimtiere – in der Sprechstunde und im Notdienst rund um die Uhr. Unser Team aus Tierärztinnen, Tierärzten und Tiermedizinischen Fachangestellten ist für Ihr Tier da.</p><p><a href="/klinik" class="btn btn-primary">Mehr über die Klinik</a></p>`),
  });

  pages['/klinik'] = page({
    path: '/klinik',
    title: 'Klinik',
    main:
      `<nav class="subnav"><ul><li><a href="/klinik/team">Unser Team</a></li><li><a href="/klinik/ausstattung">Ausstattung</a></li></ul></nav>` +
      ce(10, `<h1>Über uns</h1><p>Die Tierklinik am Auenpark ist eine von der Tierärztekammer Westfalen-Lippe anerkannte Tierklinik mit ständiger Dienstbereitschaft. Auf 900 m² bieten wir zwei OP-Säle, eine Intensivstation und getrennte Stationen für Hunde und Katzen.</p>`),
  });

  pages['/klinik/ausstattung'] = page({
    path: '/klinik/ausstattung',
    title: 'Ausstattung',
    main: ce(11, `<h1>Ausstattung</h1><ul><li>Computertomographie (16-Zeilen-CT)</li><li>Digitales Röntgen, Ultraschall mit Doppler</li><li>Endoskopie, Zahnröntgen</li><li>Hauseigenes Labor</li></ul>`),
  });

  pages['/klinik/team'] = page({
    path: '/klinik/team',
    title: 'Unser Team',
    main:
      `<nav class="subnav"><ul><li class="active"><a href="/klinik/team">Unser Team</a></li><li><a href="/klinik/ausstattung">Ausstattung</a></li></ul></nav>` +
      ce(20, `<h1>Unser Team</h1><h2>Tierärztinnen und Tierärzte</h2>`) +
      TEAM.map((v, i) => ce(21 + i, `<p><strong>${esc(v.shown)}</strong>, ${esc(v.title)}<br>${protectedMail(`${v.local}@${HOST}`)}</p>`)).join('') +
      ce(30, `<p>Außerdem gehören zwölf Tiermedizinische Fachangestellte und drei Auszubildende zu unserem Team.</p>`),
  });

  pages['/leistungen'] = page({
    path: '/leistungen',
    title: 'Leistungen',
    main: ce(40, `<h1>Leistungen</h1><ul><li>Innere Medizin und Kardiologie</li><li>Weichteil- und Knochenchirurgie</li><li>Zahnheilkunde</li><li>Bildgebende Diagnostik</li><li>Impfungen und Vorsorge</li></ul>`),
  });

  pages['/notdienst'] = page({
    path: '/notdienst',
    title: 'Notdienst',
    main: ce(50, `<h1>Notdienst – 24 Stunden, 365 Tage</h1><p>Bitte kündigen Sie Ihren Notfall telefonisch an: ${tel('05251 55 38 38')}. Im Notdienst wird nach der Gebührenordnung für Tierärzte (GOT) eine Notdienstgebühr von 59,50 € erhoben.</p>`),
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VeterinaryCare',
        name: 'Tierklinik am Auenpark',
        url: `${ORIGIN}/`,
        telephone: '+49 5251 553840',
        address: { '@type': 'PostalAddress', streetAddress: 'Auenweg 12', postalCode: '33098', addressLocality: 'Paderborn', addressCountry: 'DE' },
        contactPoint: [
          { '@type': 'ContactPoint', contactType: 'Terminvereinbarung', telephone: '+49 5251 553840', email: `empfang@${HOST}` },
          { '@type': 'ContactPoint', contactType: 'emergency', telephone: '+49 5251 553838' },
        ],
      },
    ],
    main: ce(
      60,
      `<h1>Kontakt</h1><p>Tierklinik am Auenpark GmbH<br>Auenweg 12<br>33098 Paderborn</p><p>Terminvereinbarung: ${tel('05251 55 38 40')}<br>E-Mail: ${protectedMail(`empfang@${HOST}`)}</p><p>Befunde und Überweisungen von Haustierarztpraxen bitte per E-Mail an den Empfang. Termine vereinbaren Sie bitte telefonisch.</p>`,
    ),
  });

  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(
      70,
      `<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><p>Tierklinik am Auenpark GmbH<br>Auenweg 12<br>33098 Paderborn</p><p>Vertretungsberechtigte Geschäftsführerin: Dr. med. vet. Katrin Hollweg<br>Registergericht: Amtsgericht Paderborn, HRB 11473<br>USt-IdNr.: DE 274 118 905</p>` +
        `<p>Zuständige Kammer: Tierärztekammer Westfalen-Lippe, Goebenstraße 50, 48151 Münster. Berufsbezeichnung: Tierarzt/Tierärztin (verliehen in der Bundesrepublik Deutschland). Es gelten die Berufsordnung der Tierärztekammer Westfalen-Lippe und die Gebührenordnung für Tierärzte (GOT).</p>` +
        `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Jana Westphal, Praxismanagerin, Auenweg 12, 33098 Paderborn, Telefon 05251 55 38 40, ${protectedMail(`j.westphal@${HOST}`)}</p>` +
        `<p>Konzeption, Gestaltung und Hosting: Pixelwerk Paderborn GmbH, ${mailto('kontakt@pixelwerk-paderborn.test')}</p>`,
    ),
  });

  pages['/datenschutz'] = page({
    path: '/datenschutz',
    title: 'Datenschutz',
    main: ce(80, `<h1>Datenschutzerklärung</h1><p>Verantwortlich für die Datenverarbeitung ist die Tierklinik am Auenpark GmbH. Ihre Daten und die Ihres Tieres verarbeiten wir zur Behandlung und Abrechnung (Art. 6 Abs. 1 lit. b DSGVO).</p>`),
  });

  pages['/karriere'] = page({
    path: '/karriere',
    title: 'Karriere',
    main: ce(
      90,
      `<h1>Karriere in der Tierklinik</h1><h2>Tierärztin/Tierarzt (m/w/d) für den Nacht- und Wochenenddienst</h2><p>Wir bieten eine strukturierte Einarbeitung, Fortbildungsbudget und Dienstpläne, die vier Wochen im Voraus feststehen.</p>` +
        `<p>Ihre Bewerbung senden Sie bitte per E-Mail an unsere Personalreferentin Nadine Brinkmann: ${mailto(`n.brinkmann@${HOST}`)}. Sie beantwortet auch gern Ihre Fragen zur Ausbildung als TFA.</p>`,
    ),
  });

  pages['/intranet'] = page({
    path: '/intranet',
    title: 'Mitarbeiter-Login',
    main: ce(100, `<h1>Mitarbeiter-Login</h1><p>Laboraufträge an ${mailto(`labor@${HOST}`)}. Zugang nur für Mitarbeiterinnen und Mitarbeiter.</p>`),
  });

  const linked = ['/', '/klinik', '/klinik/ausstattung', '/klinik/team', '/leistungen', '/notdienst', '/kontakt', '/impressum', '/datenschutz'];
  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, [...linked, '/karriere'], '2025-05-12'));

  const addresses: TruthAddress[] = [
    ...TEAM.map((v) => ({
      address: `${v.local}@${HOST}`,
      name: v.name,
      title: v.title,
      pages: ['/klinik/team'],
      cases: ['name-title-line', 'deep-page', 'link-non-english', 'obfuscated', ...(v.honorific ? ['honorific'] : [])] as CaseKind[],
    })),
    { address: `empfang@${HOST}`, name: null, title: null, pages: ['/kontakt'], cases: ['role', 'json-ld-contact-point', 'obfuscated', 'link-non-english'] },
    { address: `j.westphal@${HOST}`, name: 'Jana Westphal', title: 'Praxismanagerin', pages: ['/impressum'], cases: ['label-line', 'obfuscated', 'link-non-english'] },
    { address: `n.brinkmann@${HOST}`, name: 'Nadine Brinkmann', title: 'Personalreferentin', pages: ['/karriere'], cases: ['prose', 'sitemap-gzip', 'sitemap-robots', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /typo3/\nDisallow: /typo3conf/\nAllow: /typo3conf/ext/\nAllow: /typo3temp/\nDisallow: /intranet\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'nginx', 'X-Content-Type-Options': 'nosniff' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-52',
      languages: ['de'],
      addresses,
      pattern: '{f}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `labor@${HOST}`, kind: 'disallowed' },
        { text: 'kontakt@pixelwerk-paderborn.test', kind: 'other-company' },
      ],
    },
  };
}
