/**
 * Academie Ter Beke: a municipal part-time arts school (deeltijds kunstonderwijs, muziek en
 * woord) in Deinze, on a Belgian school CMS, Flemish Dutch only. The teachers in a table
 * (naam, functie, e-mail), the secretariat's staff member in a definition list on the
 * enrolment page, the director as "Directeur: naam" with his address written "[at]"/"[dot]", the
 * secretariat mailbox also as a JSON-LD contact point, and a concert announcement listed only in
 * the news child of the sitemap index. A retina logo, an example address in the enrolment form
 * and the teachers' intranet (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'academie-terbeke.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/over-ons', 'Over ons'],
  ['/aanbod', 'Aanbod'],
  ['/leerkrachten', 'Leerkrachten'],
  ['/inschrijven', 'Inschrijven'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Academie Ter Beke',
  head: [
    '<link rel="stylesheet" href="/assets/css/main.css?v=4.2.0">',
    '<link rel="icon" href="/assets/img/favicon.png">',
    '<script async src="/assets/js/plausible.js" data-domain="academie-terbeke.test"></script>',
  ],
  header: () =>
    `<header class="top"><div class="wrap"><a class="logo" href="/"><img src="/assets/img/logo-terbeke.png" srcset="/assets/img/logo-terbeke@2x.png 2x" alt="Academie Ter Beke – muziek en woord" width="200" height="64"></a>` +
    `<nav class="hoofdmenu"><ul>${MENU.map(([href, label]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="bottom"><div class="wrap"><p>Academie Ter Beke – Stedelijke academie voor muziek en woord<br>Kaai 7, 9800 Deinze · ${tel('09 386 44 10')}</p>` +
    `<p>Een initiatief van Stad Deinze, erkend en gesubsidieerd door de Vlaamse Gemeenschap. · <a href="/privacy">Privacy</a> · <a href="/intranet">Intranet leerkrachten</a></p></div></footer>`,
  privacyPath: { nl: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-BE' });
const art = (title: string, html: string): string => `<div class="wrap"><article class="content"><h1>${esc(title)}</h1>${html}</article></div>`;

type Teacher = { name: string; title: string; local: string };
const TEACHERS: Teacher[] = [
  { name: 'Lies Claeys', title: 'leerkracht piano en begeleiding', local: 'lies.claeys' },
  { name: 'Bram Wouters', title: 'leerkracht gitaar en basgitaar', local: 'bram.wouters' },
  { name: 'Ilse Maes', title: 'leerkracht muzikale initiatie en AMC', local: 'ilse.maes' },
  { name: 'Wout Peeters', title: 'leerkracht koper (trompet, bugel, trombone)', local: 'wout.peeters' },
  { name: 'Sofie Janssens', title: 'leerkracht woordkunst-drama', local: 'sofie.janssens' },
];

export function academieTerbeke(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Muziek en woord in Deinze',
    main: art(
      'Welkom bij Academie Ter Beke',
      `<p>Meer dan 900 leerlingen volgen bij ons les in muziek, woordkunst-drama en musical, in Deinze en in de filialen Nevele en Petegem.</p>` +
        `<p>De inschrijvingen voor het nieuwe schooljaar starten op 2 juni. <a href="/inschrijven">Alles over inschrijven</a></p>`,
    ),
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    main: art(
      'Over ons',
      `<p>De academie werd in 1952 opgericht als stedelijke muziekschool en kreeg in 2018 een nieuwe thuis in de oude brouwerij aan de Kaai. Ons team telt 42 leerkrachten.</p>` +
        `<p>De academie wordt geleid door directeur Koen Verhaeghe en een pedagogisch team van vakgroepcoördinatoren.</p>`,
    ),
  });

  pages['/aanbod'] = page({
    path: '/aanbod',
    title: 'Aanbod',
    main: art('Ons aanbod', `<h2>Muziek</h2><p>Vanaf 6 jaar: muzikale initiatie, daarna instrument en AMC.</p><h2>Woord</h2><p>Vanaf 8 jaar: woordatelier, daarna woordkunst-drama.</p>`),
  });

  pages['/leerkrachten'] = page({
    path: '/leerkrachten',
    title: 'Leerkrachten',
    main: art(
      'Onze leerkrachten',
      `<p>Hieronder vind je de leerkrachten die aanspreekpunt zijn voor hun vakgroep. Heb je een vraag over de lessen van je kind? Mail gerust rechtstreeks.</p>` +
        `<table class="tabel"><thead><tr><th>Naam</th><th>Functie</th><th>E-mail</th></tr></thead><tbody>` +
        TEACHERS.map((t) => `<tr><td>${esc(t.name)}</td><td>${esc(t.title)}</td><td>${mailto(`${t.local}@${HOST}`)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/inschrijven'] = page({
    path: '/inschrijven',
    title: 'Inschrijven',
    main: art(
      'Inschrijven 2025-2026',
      `<p>Inschrijven kan online of aan het secretariaat. Neem je identiteitskaart of kids-ID mee, en een klevertje van het ziekenfonds.</p>` +
        `<h2>Vragen over je inschrijving?</h2><dl class="contactkaart"><dt>Naam</dt><dd>Griet Baert</dd><dt>Functie</dt><dd>administratief medewerker leerlingensecretariaat</dd><dt>E-mail</dt><dd>${mailto(`griet.baert@${HOST}`)}</dd><dt>Telefoon</dt><dd>${tel('09 386 44 12')}</dd></dl>` +
        `<form action="/inschrijven/verzenden" method="post"><label>E-mailadres ouder<input type="email" name="email" placeholder="naam@voorbeeld.be"></label><button type="submit">Verder</button></form>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'School',
        name: 'Academie Ter Beke',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: 'Kaai 7', postalCode: '9800', addressLocality: 'Deinze', addressCountry: 'BE' },
        contactPoint: { '@type': 'ContactPoint', contactType: 'secretariaat', telephone: '+32 9 386 44 10', email: `secretariaat@${HOST}` },
      },
    ],
    main: art(
      'Contact',
      `<p><strong>Secretariaat</strong><br>Kaai 7, 9800 Deinze<br>${tel('09 386 44 10')} · ${mailto(`secretariaat@${HOST}`)}<br>Open: maandag tot vrijdag 13.30–19.00 u, zaterdag 8.30–12.30 u. Gesloten tijdens de schoolvakanties.</p>` +
        `<p>Directeur: Koen Verhaeghe – koen.verhaeghe [at] academie-terbeke [dot] test</p>`,
    ),
  });

  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: art('Privacyverklaring', `<p>De academie verwerkt de gegevens van leerlingen volgens de regels van het Vlaamse onderwijs en de AVG.</p>`) });
  pages['/intranet'] = page({ path: '/intranet', title: 'Intranet', main: art('Intranet leerkrachten', `<p>Log in met je schoolaccount. Problemen? ${mailto(`ict@${HOST}`)}</p>`) });

  pages['/nieuws/toonmoment-juni-2025'] = page({
    path: '/nieuws/toonmoment-juni-2025',
    title: 'Toonmomenten juni 2025',
    main: art(
      'Toonmomenten in juni',
      `<p>Van 10 tot 21 juni tonen onze leerlingen wat ze dit jaar geleerd hebben, in de concertzaal aan de Kaai en in het cultuurcentrum. De toegang is gratis.</p>` +
        `<p>Pieter Goossens, coördinator podiumkunsten, pieter.goossens@${HOST} – voor vragen over de planning en de zaalopstelling.</p>`,
    ),
  });

  pages['/sitemap.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-paginas.xml', '/sitemap-nieuws.xml']));
  pages['/sitemap-paginas.xml'] = xmlPage(urlset(HOST, ['/', '/over-ons', '/aanbod', '/leerkrachten', '/inschrijven', '/contact', '/privacy']));
  pages['/sitemap-nieuws.xml'] = xmlPage(urlset(HOST, ['/nieuws/toonmoment-juni-2025'], '2025-05-20'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /inschrijven/verzenden\n`,
      pages,
    },
    truth: {
      domain: HOST,
      set: 'held-out-45',
      languages: ['nl'],
      addresses: [
        ...TEACHERS.map((t) => ({ address: `${t.local}@${HOST}`, name: t.name, title: t.title, pages: ['/leerkrachten'], cases: ['table', 'plain', ln] as CaseKind[] })),
        { address: `griet.baert@${HOST}`, name: 'Griet Baert', title: 'administratief medewerker leerlingensecretariaat', pages: ['/inschrijven'], cases: ['definition-list', 'plain', ln] },
        { address: `secretariaat@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        { address: `koen.verhaeghe@${HOST}`, name: 'Koen Verhaeghe', title: 'Directeur', pages: ['/contact'], cases: ['title-name-line', 'obfuscated'] },
        { address: `pieter.goossens@${HOST}`, name: 'Pieter Goossens', title: 'coördinator podiumkunsten', pages: ['/nieuws/toonmoment-juni-2025'], cases: ['name-title-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `ict@${HOST}`, kind: 'disallowed' },
        { text: 'logo-terbeke@2x.png', kind: 'retina' },
        { text: 'naam@voorbeeld.be', kind: 'placeholder' },
      ],
    },
  };
}
