/**
 * WTC De Kasseivreters: a Flemish touring cycling club from Zottegem, on a home-made PHP site a
 * member built. The board as "Naam, functie" lines, the treasurer's address put together by a
 * small script; the ride groups' road captains in a table; the B-group captain also in prose on
 * the rides page; a news item about the club's cobbled sportive reached only through the gzip
 * sitemap named in robots.txt. The club café's address and the members-only page (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'wtc-kasseivreters.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/index.php', 'Home'],
  ['/bestuur.php', 'Bestuur'],
  ['/ritten.php', 'Ritten'],
  ['/ploegen.php', 'Ploegen'],
  ['/lid-worden.php', 'Lid worden'],
  ['/contact.php', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'WTC De Kasseivreters Zottegem',
  head: ['<link rel="stylesheet" href="/css/stijl.css?v=14">', '<link rel="icon" href="/img/favicon.ico">', '<script src="/js/jquery-1.12.4.min.js"></script>'],
  header: (p) =>
    `<div id="wrapper"><div id="kop"><a href="/"><img src="/img/banner_kasseivreters.jpg" alt="WTC De Kasseivreters" width="960" height="140"></a></div>` +
    `<div id="menu"><ul>${MENU.map(([href, label]) => `<li><a href="${href === '/index.php' ? '/' : href}"${p.path === (href === '/index.php' ? '/' : href) ? ' class="actief"' : ''}>${esc(label)}</a></li>`).join('')}</ul></div><div id="inhoud">`,
  footer: () =>
    `</div><div id="voet"><p>WTC De Kasseivreters vzw · ondernemingsnummer 0452.118.907 · clublokaal Café ’t Wielerke, Markt 7, 9620 Zottegem</p><p>Secretariaat: ${mailto(`secretariaat@${HOST}`)} · <a href="/leden.php">Ledenzone</a> · <a href="/privacy.php">Privacy</a></p><p class="klein">Website gemaakt door een lid · laatst bijgewerkt 02/04/2025</p></div></div>`,
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-BE' });

const CONCAT = `<script type="text/javascript">var u = 'wim' + '.' + 'baert'; var d = 'wtc-kasseivreters' + '.' + 'test'; document.write('<a href="mai' + 'lto:' + u + '@' + d + '">' + u + '@' + d + '</a>');</script>`;

type Line = { name: string; fn: string; local: string; phone?: string; script?: boolean };
const BESTUUR: Line[] = [
  { name: 'Koen Verhaeghe', fn: 'voorzitter', local: 'koen.verhaeghe', phone: '0476 21 33 08' },
  { name: 'Lies Claeys', fn: 'secretaris', local: 'lies.claeys' },
  { name: 'Wim Baert', fn: 'penningmeester', local: 'wim.baert', script: true },
  { name: 'Hanne Goossens', fn: 'verantwoordelijke jeugdwerking en veiligheid', local: 'hanne.goossens', phone: '0498 70 12 55' },
  { name: 'Pieter Lambrecht', fn: 'materiaalmeester & clubkledij', local: 'pieter.lambrecht' },
];

const CAPTAINS: [string, string, string, string][] = [
  ['A-ploeg (gem. 30 km/u)', 'Dries Coppens', 'dries.coppens', 'zondag 8u00, 110–130 km'],
  ['B-ploeg (gem. 27 km/u)', 'Bart Vermeulen', 'bart.vermeulen', 'zondag 8u30, 90–100 km'],
  ['C-ploeg (gem. 24 km/u)', 'Ilse Wouters', 'ilse.wouters', 'zondag 9u00, 60–75 km'],
];

export function kasseivreters(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Fietsen langs de Vlaamse hellingen',
    main:
      `<h1>Welkom bij De Kasseivreters!</h1><p>Al sinds 1987 rijden we elke zondag (en in de zomer ook woensdagavond) in drie ploegen door de Vlaamse Ardennen. Nieuwe leden zijn altijd welkom – kom gerust eens meerijden met de C-ploeg.</p>` +
      `<div class="kader"><h2>Agenda</h2><ul><li>06/04 – openingsrit met koffiekoeken</li><li>27/04 – Kasseiklassieker (eigen toertocht)</li><li>15/06 – clubuitstap naar de Mont Ventoux</li></ul></div>`,
  });

  pages['/bestuur.php'] = page({
    path: '/bestuur.php',
    title: 'Bestuur',
    main:
      `<h1>Het bestuur</h1><p>Ons bestuur werd herkozen op de algemene vergadering van januari 2025.</p>` +
      BESTUUR.map((b) => `<p>${esc(b.name)}, ${esc(b.fn)}${b.phone ? ` – gsm ${esc(b.phone)}` : ''}<br>${b.script ? CONCAT : mailto(`${b.local}@${HOST}`)}</p>`).join(''),
  });

  pages['/ritten.php'] = page({
    path: '/ritten.php',
    title: 'Ritten',
    main:
      `<h1>Ritten 2025</h1><p>We vertrekken aan het clublokaal op de Markt. Helm is verplicht, een bel ook (de politie controleert!). Bij regen om 7u30 beslist de wegkapitein of de rit doorgaat.</p>` +
      `<p>Wie de eerste keer met de B-ploeg wil meerijden, laat dat best vooraf weten aan wegkapitein Bart Vermeulen via ${mailto(`bart.vermeulen@${HOST}`)}, dan wacht de groep aan de kerk van Velzeke.</p>` +
      `<p>De GPX-bestanden van alle ritten vind je in de <a href="/ploegen.php">ploegenpagina</a>.</p>`,
  });

  pages['/ploegen.php'] = page({
    path: '/ploegen.php',
    title: 'Ploegen',
    main:
      `<h1>Ploegen en wegkapiteins</h1><table border="1" cellpadding="4" class="ploegen"><tr><th>Ploeg</th><th>Wegkapitein</th><th>E-mail</th><th>Vertrek / afstand</th></tr>` +
      CAPTAINS.map(([g, n, l, r]) => `<tr><td>${esc(g)}</td><td>${esc(n)}</td><td>${mailto(`${l}@${HOST}`)}</td><td>${esc(r)}</td></tr>`).join('') +
      `</table>`,
  });

  pages['/lid-worden.php'] = page({ path: '/lid-worden.php', title: 'Lid worden', main: `<h1>Lid worden</h1><p>Lidgeld 2025: € 65 (inclusief verzekering via Cycling Vlaanderen). Stort op BE71 0689 1234 5669 met vermelding van je naam en geboortedatum, en mail je gegevens naar het secretariaat.</p>` });

  pages['/contact.php'] = page({
    path: '/contact.php',
    title: 'Contact',
    main:
      `<h1>Contact</h1><p>Secretariaat: Lies Claeys, Kloosterstraat 14, 9620 Zottegem – ${mailto(`secretariaat@${HOST}`)}</p>` +
      `<p>Ons clublokaal: Café ’t Wielerke, Markt 7, Zottegem – zaaltje reserveren via info@twielerke.be of ${tel('09 360 11 22')}.</p>`,
  });

  pages['/privacy.php'] = page({ path: '/privacy.php', title: 'Privacy', main: `<h1>Privacyverklaring</h1><p>We gebruiken je gegevens enkel voor de ledenadministratie en de verzekering.</p>` });
  pages['/leden.php'] = page({ path: '/leden.php', title: 'Ledenzone', main: `<h1>Ledenzone</h1><p>Ledenlijst en telefoonketen. Wachtwoord kwijt? Mail ${mailto(`ledenzone@${HOST}`)}.</p>` });

  pages['/nieuws/2025-03-kasseiklassieker.php'] = page({
    path: '/nieuws/2025-03-kasseiklassieker.php',
    title: 'Kasseiklassieker 2025: inschrijvingen open',
    main:
      `<h1>Kasseiklassieker 2025: inschrijvingen open</h1><p class="datum">geplaatst op 12/03/2025</p><p>Op zondag 27 april organiseren we voor de 23e keer onze toertocht over de Paddestraat, de Haaghoek en de Leberg, met afstanden van 45, 80 en 125 km.</p>` +
      `<p>Groepen van meer dan tien renners schrijven vooraf in bij onze tochtverantwoordelijke Sander Maes (${mailto(`sander.maes@${HOST}`)}); wie nog wil helpen als seingever kan ook bij hem terecht.</p>`,
  });

  pages['/sitemap.xml.gz'] = gzipXmlPage(urlset(HOST, ['/', '/bestuur.php', '/ritten.php', '/ploegen.php', '/lid-worden.php', '/contact.php', '/nieuws/2025-03-kasseiklassieker.php'], '2025-04-02'));

  const ln: CaseKind = 'link-non-english';
  const concatEncoded = { kind: 'script' as const, text: CONCAT };
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /leden.php\nDisallow: /beheer/\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache/2.4.57 (Debian)', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-83',
      languages: ['nl'],
      addresses: [
        { address: `secretariaat@${HOST}`, name: null, title: null, pages: ['/', '/contact.php'], cases: ['role', 'plain'] },
        ...BESTUUR.map((b) => ({
          address: `${b.local}@${HOST}`,
          name: b.name,
          title: b.fn,
          pages: ['/bestuur.php'],
          ...(b.script ? { encoded: concatEncoded } : {}),
          cases: ['name-title-line', ln, b.script ? 'script-concat' : 'plain'] as CaseKind[],
        })),
        ...CAPTAINS.map(([, n, l]) => ({
          address: `${l}@${HOST}`,
          name: n,
          title: 'Wegkapitein',
          ...(l === 'bart.vermeulen' ? { titleAlternatives: ['wegkapitein'] } : {}),
          pages: l === 'bart.vermeulen' ? ['/ploegen.php', '/ritten.php'] : ['/ploegen.php'],
          cases: ['table', 'plain', ln, ...(l === 'bart.vermeulen' ? ['prose'] : [])] as CaseKind[],
        })),
        { address: `sander.maes@${HOST}`, name: 'Sander Maes', title: 'tochtverantwoordelijke', pages: ['/nieuws/2025-03-kasseiklassieker.php'], cases: ['prose', 'plain', 'sitemap-gzip', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/leden.php'],
      nonAddresses: [
        { text: `ledenzone@${HOST}`, kind: 'disallowed' },
        { text: 'info@twielerke.be', kind: 'other-company' },
      ],
    },
  };
}
