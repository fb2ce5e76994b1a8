/**
 * Limfjordens Tækkefirma: a thatching firm near Skive, Danish only. Initials addresses ("jh@"),
 * stated on the contact page as "initialer@…". The staff in a table with mobile numbers (the
 * office manager's address written by document.write from pieces), the bookkeeper only as a
 * JSON-LD employee, an old office address in a comment, the reed importer's address and a
 * customer portal robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'taekkefirma-limfjord.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'initialer@taekkefirma-limfjord.test';
const COMMENTED = 'kontor@taekkefirma-limfjord.test';

const MENU: [string, string][] = [
  ['/', 'Forside'],
  ['/om-os', 'Om os'],
  ['/medarbejdere', 'Medarbejdere'],
  ['/taekning', 'Stråtag og reparation'],
  ['/kontakt', 'Kontakt'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Limfjordens Tækkefirma',
  head: ['<link rel="stylesheet" href="/static/site.css?v=20240611">', '<meta name="theme-color" content="#6b5a2e">'],
  header: () =>
    `<header class="top"><a href="/" class="logo">Limfjordens Tækkefirma ApS</a><ul class="nav">${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></header>`,
  footer: () =>
    `<footer class="bund"><p>Limfjordens Tækkefirma ApS · Sallingsundvej 140 · 7800 Skive · CVR 35 81 22 07 · ${tel('97 52 14 40')}</p>` +
    `<p><a href="/privatlivspolitik">Privatlivspolitik</a> · <a href="/kundeportal">Kundeportal</a></p></footer>`,
  privacyPath: { da: '/privatlivspolitik' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const OFFICE_JS = `var u='ml', d='taekkefirma-limfjord'; document.write('<a href="mailto:' + u + '@' + d + '.test">' + u + '@' + d + '.test</a>');`;

/** [name, stilling, mobil, e-mail cell] */
const STAFF: [string, string, string, string][] = [
  ['Jens Hvidberg', 'Tækkemester, indehaver', '40 52 14 41', mailto('jh@taekkefirma-limfjord.test')],
  ['Mette Lund', 'Kontorchef', '40 52 14 42', `<script>${OFFICE_JS}</script>`],
  ['Lone Vestergaard', 'Salgskonsulent, tilbud og besigtigelse', '40 52 14 47', mailto('lv@taekkefirma-limfjord.test')],
  ['Anders Kjeldsen', 'Tækkemand', '40 52 14 43', mailto('ak@taekkefirma-limfjord.test')],
  ['Søren Dahl', 'Tækkemand', '40 52 14 44', mailto('sd@taekkefirma-limfjord.test')],
  ['Peter Mikkelsen', 'Tækkemand', '40 52 14 45', mailto('pm@taekkefirma-limfjord.test')],
  ['Rasmus Bach', 'Lærling, 3. år', '40 52 14 46', mailto('rb@taekkefirma-limfjord.test')],
];

export function taekkefirmaLimfjord(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Stråtag i Salling og på Mors',
    lang: 'da',
    main: `<h1>Nye stråtage, omtækning og reparation</h1><p>Vi tækker med dansk og importeret tagrør og lægger mønning i lyng eller tagpap. Gratis besigtigelse i hele Nordvestjylland.</p>\n<!-- ${COMMENTED} lukket 2023 -->`,
  });

  pages['/om-os'] = page({
    path: '/om-os',
    title: 'Om os',
    lang: 'da',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'RoofingContractor',
        name: 'Limfjordens Tækkefirma ApS',
        url: `${ORIGIN}/`,
        foundingDate: '1978',
        founder: { '@type': 'Person', name: 'Kaj Hvidberg' },
        employee: [
          { '@type': 'Person', name: 'Jens Hvidberg', jobTitle: 'Tækkemester' },
          { '@type': 'Person', name: 'Kirsten Holm', jobTitle: 'Bogholder', email: 'kh@taekkefirma-limfjord.test' },
        ],
      },
    ],
    main: `<h1>Om os</h1><p>Tækkefirmaet blev startet i 1978 af Kaj Hvidberg. I dag drives det af sønnen Jens, der er uddannet tækkemester, sammen med fire tækkemænd og en lærling.</p><p>Vi er medlem af Dansk Tækkemandslaug.</p>`,
  });

  pages['/medarbejdere'] = page({
    path: '/medarbejdere',
    title: 'Medarbejdere',
    lang: 'da',
    main:
      `<h1>Medarbejdere</h1><table class="personale"><thead><tr><th>Navn</th><th>Stilling</th><th>Mobil</th><th>E-mail</th></tr></thead><tbody>\n` +
      STAFF.map(([name, job, mobile, cell]) => `<tr><td>${esc(name)}</td><td>${esc(job)}</td><td>${tel(mobile)}</td><td>${cell}</td></tr>`).join('\n') +
      `\n</tbody></table>`,
  });

  pages['/taekning'] = page({
    path: '/taekning',
    title: 'Stråtag og reparation',
    lang: 'da',
    main: `<h1>Stråtag og reparation</h1><p>Et nyt stråtag holder 30–40 år. Vi udskifter også rygning, lægter og skotrender. Vi køber vores tagrør hos Reed Import A/S (${mailto('salg@reed-import.test')}).</p>`,
  });

  pages['/kontakt'] = page({
    path: '/kontakt',
    title: 'Kontakt',
    lang: 'da',
    main:
      `<h1>Kontakt</h1><p>Sallingsundvej 140, 7800 Skive<br>Kontoret har åbent man–tors 7–15.30, fre 7–13.</p>` +
      `<p>Skriv til ${mailto('info@taekkefirma-limfjord.test')}, eller direkte til den medarbejder, du taler med: alle har en mail på formen ${SCHEME}.</p>`,
  });

  pages['/privatlivspolitik'] = page({
    path: '/privatlivspolitik',
    title: 'Privatlivspolitik',
    lang: 'da',
    main: `<h1>Privatlivspolitik</h1><p>Limfjordens Tækkefirma ApS er dataansvarlig for de oplysninger, du giver os ved en henvendelse.</p>`,
  });

  pages['/kundeportal'] = page({
    path: '/kundeportal',
    title: 'Kundeportal',
    lang: 'da',
    main: `<h1>Kundeportal</h1><p>Se tilbud, fakturaer og billeder af dit tag. Glemt adgangskode? Skriv til ${mailto('portal@taekkefirma-limfjord.test')}</p>`,
  });

  const row = (address: string, name: string, title: string, extra: Partial<{ titleAlternatives: string[] }> = {}) => ({
    address,
    name,
    title,
    ...extra,
    pages: ['/medarbejdere'],
    cases: ['table' as const, 'plain' as const, 'link-non-english' as const],
  });
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /kundeportal\n`,
      sitemapXml: urlset(HOST, ['/', '/om-os', '/medarbejdere', '/taekning', '/kontakt', '/privatlivspolitik'], '2024-06-11'),
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-11',
      languages: ['da'],
      addresses: [
        row('jh@taekkefirma-limfjord.test', 'Jens Hvidberg', 'Tækkemester, indehaver', { titleAlternatives: ['Tækkemester', 'indehaver'] }),
        {
          address: 'ml@taekkefirma-limfjord.test',
          name: 'Mette Lund',
          title: 'Kontorchef',
          pages: ['/medarbejdere'],
          encoded: { kind: 'script', text: OFFICE_JS },
          cases: ['table', 'script-concat', 'link-non-english'],
        },
        row('lv@taekkefirma-limfjord.test', 'Lone Vestergaard', 'Salgskonsulent, tilbud og besigtigelse', { titleAlternatives: ['Salgskonsulent'] }),
        row('ak@taekkefirma-limfjord.test', 'Anders Kjeldsen', 'Tækkemand'),
        row('sd@taekkefirma-limfjord.test', 'Søren Dahl', 'Tækkemand'),
        row('pm@taekkefirma-limfjord.test', 'Peter Mikkelsen', 'Tækkemand'),
        row('rb@taekkefirma-limfjord.test', 'Rasmus Bach', 'Lærling, 3. år', { titleAlternatives: ['Lærling'] }),
        { address: 'kh@taekkefirma-limfjord.test', name: 'Kirsten Holm', title: 'Bogholder', pages: ['/om-os'], cases: ['json-ld-person', 'json-ld-only'] },
        { address: 'info@taekkefirma-limfjord.test', name: null, title: null, pages: ['/kontakt'], cases: ['role', 'plain', 'link-non-english'] },
      ],
      pattern: '{f}{l}',
      statedPattern: { page: '/kontakt', text: SCHEME },
      disallowed: ['/kundeportal'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        { text: 'portal@taekkefirma-limfjord.test', kind: 'disallowed' },
        { text: 'salg@reed-import.test', kind: 'other-company' },
      ],
    },
  };
}
