/**
 * Trapkracht Koeriers: a bicycle and cargo-bike courier firm in Rotterdam, Dutch with one English
 * page. First-name addresses, the scheme stated on the vacancies page. The crew as cards written
 * "Name – Role" (a planner, a cargo-bike mechanic), the dispatcher in running prose (a surname
 * with a particle), the account manager on a "Title: Name" line with a degree after the name, a
 * developers' page two links deep with a clone URL, a package version and its author on a "Name,
 * Role" line, the damage-claims address written by a CMS "protect e-mail" snippet, the
 * subscriptions address beside a customer's quote, an old address in an HTML comment, and a
 * riders' portal robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'trapkracht-koeriers.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'voornaam@trapkracht-koeriers.test';
const COMMENTED = 'ritten@trapkracht-koeriers.test';
const DEV = '/zakelijk/koppeling-webshop';

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/over-ons', 'Over ons'],
  ['/ons-team', 'Ons team'],
  ['/zakelijk', 'Zakelijk'],
  ['/contact', 'Contact'],
  ['/en', 'English'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Trapkracht Koeriers',
  head: ['<meta name="generator" content="Joomla! - Open Source Content Management">', '<link href="/media/templates/site/cassiopeia/css/template.min.css?f3a1c2" rel="stylesheet">'],
  header: () =>
    `<header class="header"><a class="brand-logo" href="/"><img src="/images/trapkracht-logo.svg" alt="Trapkracht Koeriers"></a>\n` +
    `<nav><ul class="mod-menu">${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="footer"><p>Trapkracht Koeriers B.V. · Zaagmolenkade 40, 3035 KC Rotterdam · KvK 81234567</p>` +
    `<p><a href="/vacatures">Vacatures</a> · <a href="/privacy">Privacy</a> · <a href="/koerierportaal">Koerierportaal</a></p></footer>`,
  privacyPath: { nl: '/privacy', en: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const artikel = (html: string) => `<div class="com-content-article item-page">${html}</div>`;

const CREW: [string, string, string][] = [
  ['Daan Visser', 'oprichter en directeur', 'daan@trapkracht-koeriers.test'],
  ['Lotte Jansen', 'planner, stelt elke ochtend de routes samen', 'lotte@trapkracht-koeriers.test'],
  ['Youssef El Amrani', 'fietskoerier en teamleider Noord', 'youssef@trapkracht-koeriers.test'],
  ['Bram Willems', 'bakfietsmonteur', 'bram@trapkracht-koeriers.test'],
];

const SCHADE_SNIPPET =
  `<script type="text/javascript">\n` +
  `  var prefix = 'ma' + 'il' + 'to';\n` +
  `  var path = 'hr' + 'ef' + '=';\n` +
  `  var addy38211 = 'schade' + '@';\n` +
  `  addy38211 = addy38211 + 'trapkracht-koeriers' + '.' + 'test';\n` +
  `  document.write('<a ' + path + '\\'' + prefix + ':' + addy38211 + '\\'>');\n` +
  `  document.write(addy38211);\n` +
  `  document.write('<\\/a>');\n` +
  `</script><noscript>Dit e-mailadres wordt beschermd tegen spambots. JavaScript dient ingeschakeld te zijn om het te bekijken.</noscript>`;

export function trapkrachtKoeriers(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Binnen het uur bezorgd, zonder uitstoot',
    lang: 'nl',
    main: artikel(
      `<h1>Binnen het uur bezorgd, zonder uitstoot</h1><p>Veertig koeriers op fietsen en elektrische bakfietsen, zeven dagen per week in Rotterdam en Schiedam.</p>\n` +
        `<!-- TODO oude adres verwijderen: ${COMMENTED} -->\n` +
        `<blockquote>“Onze taarten komen altijd heel aan.” – Marloes Kok, Bakkerij Kok</blockquote><p>Vaste ritten of een abonnement? Mail ${mailto('abonnementen@trapkracht-koeriers.test')}.</p>`,
    ),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    lang: 'nl',
    main: artikel(
      `<h2>Over ons</h2><p>Trapkracht begon in 2016 met drie fietsen en een telefoon. Nu rijden we jaarlijks ruim 180.000 ritten.</p>` +
        `<p>Alle ritten worden verdeeld door onze dispatcher Sanne de Boer; een spoedrit kun je ook rechtstreeks bij haar aanvragen via ${mailto('sanne@trapkracht-koeriers.test')}.</p>`,
    ),
  });

  pages['/ons-team'] = page({
    path: '/ons-team',
    title: 'Ons team',
    lang: 'nl',
    main: artikel(
      `<h2>Ons team</h2><div class="team-grid">\n` +
        CREW.map(
          ([name, role, address]) =>
            `<div class="team-card"><img src="/images/team/${address.slice(0, address.indexOf('@'))}.jpg" alt=""><p><strong>${esc(name)}</strong> – ${esc(role)}</p><p>${mailto(address)}</p></div>`,
        ).join('\n') +
        `\n</div>`,
    ),
  });

  pages['/zakelijk'] = page({
    path: '/zakelijk',
    title: 'Zakelijk',
    lang: 'nl',
    main: artikel(
      `<h2>Zakelijke klanten</h2><p>Dagelijkse ophaalrondes voor winkels, apotheken en laboratoria, met track &amp; trace en CO₂-rapportage.</p>` +
        `<p>Accountmanager zakelijke klanten: Femke Smit MSc, ${mailto('femke@trapkracht-koeriers.test')}, 010 234 56 78</p>` +
        `<p>Webshop? <a href="${DEV}">Koppel je webshop aan onze ritplanner</a>.</p>`,
    ),
  });

  pages[DEV] = page({
    path: DEV,
    title: 'Koppeling voor webshops',
    lang: 'nl',
    main: artikel(
      `<h2>Koppeling voor webshops</h2><p>Met onze open-source client meld je ritten automatisch aan vanuit je webshop:</p>\n` +
        `<pre><code>git clone git@github.com:trapkracht/rit-client.git\nnpm install @trapkracht/rit-client@2.3.1</code></pre>\n` +
        `<p>Ruben Meijer, backend-ontwikkelaar: ${mailto('ruben@trapkracht-koeriers.test')}</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'nl',
    main: artikel(
      `<h2>Contact</h2><p>Zaagmolenkade 40, 3035 KC Rotterdam<br>Telefoon 010 234 56 70 (7.00–22.00)</p><p>Algemeen: ${mailto('info@trapkracht-koeriers.test')}</p>` +
        `<p>Schade of een zoekgeraakt pakket melden: ${SCHADE_SNIPPET}</p>`,
    ),
  });

  pages['/vacatures'] = page({
    path: '/vacatures',
    title: 'Vacatures',
    lang: 'nl',
    main: artikel(
      `<h2>Word koerier</h2><p>We zoeken koeriers (vanaf 18 jaar, 12–32 uur per week). Stuur een kort berichtje naar ${mailto('werken@trapkracht-koeriers.test')}.</p>` +
        `<p>Vragen over werken bij Trapkracht? Iris Mulder, HR-adviseur, ${mailto('iris@trapkracht-koeriers.test')}</p>` +
        `<p>Iedereen bij ons is bereikbaar op ${SCHEME}.</p>`,
    ),
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacyverklaring',
    lang: 'nl',
    main: artikel(`<h2>Privacyverklaring</h2><p>Trapkracht Koeriers B.V. is verwerkingsverantwoordelijke. Vragen over je gegevens: ${mailto('info@trapkracht-koeriers.test')}.</p>`),
  });

  pages['/koerierportaal'] = page({
    path: '/koerierportaal',
    title: 'Koerierportaal',
    lang: 'nl',
    main: artikel(`<h2>Koerierportaal</h2><p>Roosters en ritlijsten. Inlogproblemen: ${mailto('koeriers@trapkracht-koeriers.test')}</p>`),
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Bike couriers in Rotterdam',
    lang: 'en',
    main: artikel(`<h2>Bike couriers in Rotterdam</h2><p>Same-hour delivery by bike and cargo bike across Rotterdam. Questions in English are welcome at ${mailto('info@trapkracht-koeriers.test')}.</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /koerierportaal\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, ['/', '/over-ons', '/ons-team', '/zakelijk', DEV, '/contact', '/vacatures', '/privacy', '/en'], '2025-04-22'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Powered-By': 'Joomla! 5.2' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-9',
      languages: ['nl', 'en'],
      addresses: [
        { address: 'daan@trapkracht-koeriers.test', name: 'Daan Visser', title: 'oprichter en directeur', titleAlternatives: ['directeur'], pages: ['/ons-team'], cases: ['card', 'name-title-line', 'plain', 'link-non-english'] },
        {
          address: 'lotte@trapkracht-koeriers.test',
          name: 'Lotte Jansen',
          title: 'planner, stelt elke ochtend de routes samen',
          titleAlternatives: ['planner'],
          pages: ['/ons-team'],
          cases: ['card', 'name-title-line', 'plain', 'link-non-english'],
        },
        {
          address: 'youssef@trapkracht-koeriers.test',
          name: 'Youssef El Amrani',
          title: 'fietskoerier en teamleider Noord',
          titleAlternatives: ['fietskoerier', 'teamleider Noord'],
          pages: ['/ons-team'],
          cases: ['card', 'name-title-line', 'plain', 'link-non-english'],
        },
        { address: 'bram@trapkracht-koeriers.test', name: 'Bram Willems', title: 'bakfietsmonteur', pages: ['/ons-team'], cases: ['card', 'name-title-line', 'plain', 'link-non-english'] },
        { address: 'sanne@trapkracht-koeriers.test', name: 'Sanne de Boer', title: 'dispatcher', pages: ['/over-ons'], cases: ['prose', 'plain', 'link-non-english'] },
        {
          address: 'femke@trapkracht-koeriers.test',
          name: 'Femke Smit',
          title: 'Accountmanager zakelijke klanten',
          titleAlternatives: ['Accountmanager'],
          pages: ['/zakelijk'],
          cases: ['title-name-line', 'post-nominal', 'plain', 'link-non-english'],
        },
        { address: 'ruben@trapkracht-koeriers.test', name: 'Ruben Meijer', title: 'backend-ontwikkelaar', pages: [DEV], cases: ['name-title-line', 'deep-page', 'plain', 'link-non-english'] },
        { address: 'iris@trapkracht-koeriers.test', name: 'Iris Mulder', title: 'HR-adviseur', pages: ['/vacatures'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        { address: 'info@trapkracht-koeriers.test', name: null, title: null, pages: ['/contact', '/privacy', '/en'], cases: ['role', 'plain'] },
        { address: 'abonnementen@trapkracht-koeriers.test', name: null, title: null, pages: ['/'], cases: ['neighbour', 'role', 'plain'] },
        { address: 'werken@trapkracht-koeriers.test', name: null, title: null, pages: ['/vacatures'], cases: ['role', 'plain', 'link-non-english'] },
        {
          address: 'schade@trapkracht-koeriers.test',
          name: null,
          title: null,
          pages: ['/contact'],
          encoded: { kind: 'script', text: SCHADE_SNIPPET },
          cases: ['script-protect', 'role'],
        },
      ],
      pattern: '{first}',
      statedPattern: { page: '/vacatures', text: SCHEME },
      disallowed: ['/koerierportaal'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        { text: 'koeriers@trapkracht-koeriers.test', kind: 'disallowed' },
        { text: 'git@github.com', kind: 'git' },
        { text: 'rit-client@2.3.1', kind: 'package' },
      ],
    },
  };
}
