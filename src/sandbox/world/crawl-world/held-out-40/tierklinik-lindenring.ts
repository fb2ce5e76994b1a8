/**
 * Tierklinik am Lindenring: a veterinary hospital in Göttingen, on TYPO3, in German. The vets as
 * a definition list on "Unser Team" (with "Dr. med. vet." before their names), the scheme
 * "vorname.nachname@…" on the contact page, the Impressum's responsible persons as labelled lines,
 * and the practice mailbox. An old address in an HTML comment and the referral portal
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'tierklinik-am-lindenring.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;
const SCHEME = `vorname.nachname@${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Tierklinik am Lindenring',
  head: ['<meta name="generator" content="TYPO3 CMS">', `<link rel="stylesheet" href="${ORIGIN}/typo3temp/assets/compressed/merged-4a1b2c.css" media="all">`],
  header: () =>
    `<header id="page-header"><a href="/" class="logo"><img src="${ORIGIN}/fileadmin/tkl/logo.svg" alt="Tierklinik am Lindenring"></a><div class="notdienst">24-h-Notdienst: ${tel('0551 555 3030')}</div>` +
    `<nav class="navbar"><ul><li><a href="/leistungen">Leistungen</a></li><li><a href="/unser-team">Unser Team</a></li><li><a href="/kontakt-anfahrt">Kontakt &amp; Anfahrt</a></li><li><a href="/impressum">Impressum</a></li></ul></nav></header>`,
  footer: () => `<footer id="page-footer"><p>Tierklinik am Lindenring GmbH · Lindenring 7 · 37085 Göttingen</p><p><a href="/datenschutz">Datenschutz</a> · <a href="/ueberweiser">Überweiserportal</a></p></footer>`,
  privacyPath: { de: '/datenschutz' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'de' });
const ce = (html: string): string => `<div class="frame frame-default frame-type-text"><div class="ce-bodytext">${html}</div></div>`;

const VETS: [string, string, string, string][] = [
  ['Dr. med. vet. Johanna von Bredow', 'Johanna von Bredow', 'Klinikleiterin, Fachtierärztin für Kleintiere', 'johanna.vonbredow'],
  ['Dr. med. vet. Malte Hinrichsen', 'Malte Hinrichsen', 'Leitender Tierarzt Chirurgie und Orthopädie', 'malte.hinrichsen'],
  ['Katharina Brandt', 'Katharina Brandt', 'Tierärztin, Schwerpunkt Kardiologie', 'katharina.brandt'],
  ['Dr. med. vet. Ole Petersen', 'Ole Petersen', 'Oberarzt Innere Medizin', 'ole.petersen'],
  ['Svenja Kowalski', 'Svenja Kowalski', 'Leitung Praxismanagement', 'svenja.kowalski'],
];

export function tierklinikLindenring(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Ihre Tierklinik in Göttingen',
    main: ce(`<h1>Tierklinik am Lindenring</h1><p>Kleintiermedizin, Chirurgie und 24-Stunden-Notdienst für Hunde, Katzen und Heimtiere.</p><p>Sprechzeiten: Mo–Fr 8–19 Uhr, Sa 9–13 Uhr. Termine: ${tel('0551 555 3000')} oder ${mailto(at('empfang'))}</p><!-- alte Adresse bis 2023: praxis.alt@${HOST} -->`),
  });
  pages['/leistungen'] = page({ path: '/leistungen', title: 'Leistungen', main: ce(`<h1>Leistungen</h1><ul><li>Impfungen ab 45 € (GOT 2022)</li><li>Kastration Katze ab 180 €</li><li>Digitales Röntgen, Ultraschall, CT</li></ul>`) });
  pages['/unser-team'] = page({
    path: '/unser-team',
    title: 'Unser Team',
    main: ce(`<h1>Unser Team</h1><dl class="team">${VETS.map(([shown, , title, local]) => `<dt>${esc(shown)}</dt><dd>${esc(title)}<br>${mailto(at(local))}</dd>`).join('')}</dl>`),
  });
  pages['/kontakt-anfahrt'] = page({
    path: '/kontakt-anfahrt',
    title: 'Kontakt & Anfahrt',
    main: ce(`<h1>Kontakt &amp; Anfahrt</h1><p>Anmeldung: ${mailto(at('empfang'))}. Unsere Tierärztinnen und Tierärzte erreichen Sie unter ${esc(SCHEME)}.</p><p>Parkplätze direkt vor der Klinik; Buslinie 12, Haltestelle Lindenring.</p>`),
  });
  pages['/impressum'] = page({
    path: '/impressum',
    title: 'Impressum',
    main: ce(
      `<h1>Impressum</h1><p>Tierklinik am Lindenring GmbH<br>Lindenring 7, 37085 Göttingen<br>Registergericht: Amtsgericht Göttingen, HRB 204417</p>` +
        `<p>Geschäftsführer: Dr. med. vet. Friedrich-Wilhelm Auerbach, ${mailto(at('friedrich-wilhelm.auerbach'))}</p>` +
        `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Svenja Kowalski, Leitung Praxismanagement, Lindenring 7, 37085 Göttingen</p>` +
        `<p>Zuständige Kammer: Tierärztekammer Niedersachsen. Datenschutzbeauftragte: Ines Vogt-Reimann, externe Datenschutzbeauftragte, ${mailto(at('datenschutz'))}</p>`,
    ),
  });
  pages['/datenschutz'] = page({ path: '/datenschutz', title: 'Datenschutz', main: ce(`<h1>Datenschutzerklärung</h1><p>Verantwortlich ist die Tierklinik am Lindenring GmbH.</p>`) });
  pages['/ueberweiser'] = page({ path: '/ueberweiser', title: 'Überweiserportal', main: ce(`<h1>Überweiserportal</h1><p>Zugang für Haustierarztpraxen: ${mailto(at('ueberweiser'))}</p>`) });

  type A = CrawlWorldSite['truth']['addresses'][number];
  const vetRows: A[] = VETS.map(([shown, name, title, local]) => ({
    address: at(local),
    name,
    title,
    pages: ['/unser-team'],
    cases: ['definition-list', 'plain', 'link-non-english', ...(shown.startsWith('Dr.') ? (['honorific'] as const) : [])],
  }));
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /ueberweiser\nDisallow: /typo3/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/leistungen', '/unser-team', '/kontakt-anfahrt', '/impressum', '/datenschutz'], '2025-01-17'),
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-40',
      languages: ['de'],
      addresses: [
        { address: at('empfang'), name: null, title: null, pages: ['/', '/kontakt-anfahrt'], cases: ['role', 'plain'] },
        ...vetRows,
        { address: at('friedrich-wilhelm.auerbach'), name: 'Friedrich-Wilhelm Auerbach', title: 'Geschäftsführer', pages: ['/impressum'], cases: ['label-line', 'honorific', 'plain', 'link-non-english'] },
        { address: at('datenschutz'), name: null, title: null, pages: ['/impressum'], cases: ['role', 'neighbour', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/kontakt-anfahrt', text: SCHEME },
      disallowed: ['/ueberweiser'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `praxis.alt@${HOST}`, kind: 'comment' },
        { text: `ueberweiser@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
