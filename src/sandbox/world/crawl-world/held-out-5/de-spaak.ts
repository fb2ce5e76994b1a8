/**
 * Fietscoöperatie De Spaak: a bike repair co-operative in Utrecht, Dutch with one English page.
 * A hand-kept site on a cheap host: the board as a definition list with "(at)" addresses, the
 * mechanics in a table, a contact page with microdata and an address a script turns around, a
 * volunteers' page listed only in a child of the sitemap index robots.txt names, and a members'
 * portal robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'de-spaak.test';
const ORIGIN = `http://${HOST}`;
const REVERSED = reversed('afspraken@de-spaak.test');

const MENU: [string, string][] = [
  ['/', 'Home'],
  ['/over-ons', 'Over ons'],
  ['/werkplaats', 'Werkplaats'],
  ['/tarieven', 'Tarieven'],
  ['/contact', 'Contact'],
  ['/en', 'English'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Fietscoöperatie De Spaak',
  head: ['<link rel="stylesheet" href="/css/spaak.css?v=7">', '<link rel="icon" href="/img/favicon.ico">'],
  header: (page) =>
    `<header class="top"><a href="/" class="logo"><img src="/img/despaak-logo.png" srcset="/img/despaak-logo@2x.png 2x" alt="De Spaak" width="160"></a>\n` +
    `<nav><ul>${MENU.map(([href, label]) => `<li${href === page.path ? ' class="actief"' : ''}><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer><p>Fietscoöperatie De Spaak U.A. · Kanaalstraat 88, 3531 CK Utrecht · KvK 71234567</p>` +
    `<p><a href="/ledenportaal">Ledenportaal</a> · <a href="/privacy">Privacy</a></p></footer>`,
  privacyPath: { nl: '/privacy', en: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const AFSPRAAK_SCRIPT = `(function(){var el=document.getElementById('afspraak-mail');var r=el.getAttribute('data-r').split('').reverse().join('');el.innerHTML='<a href="mailto:'+r+'">'+r+'</a>';})();`;

export function deSpaak(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Fietsen repareren, samen',
    lang: 'nl',
    alternates: { nl: '/', en: '/en' },
    main:
      `<h1>Fietsen repareren, samen</h1><p>De Spaak is een coöperatie van 140 leden en 9 monteurs. Je brengt je fiets, of je repareert hem zelf in onze doe-het-zelfwerkplaats met hulp van een vrijwilliger.</p>\n` +
      `<p>Open: di t/m za 9.00–18.00 uur. Zelf sleutelen: do 19.00–22.00 uur.</p>\n` +
      `<p><a href="/werkplaats">Naar de werkplaats</a> · <a href="/over-ons">Wie zijn wij?</a></p>`,
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    lang: 'nl',
    main:
      `<h1>Over ons</h1><p>De Spaak begon in 2014 in een garagebox aan de Kanaalstraat. Sinds 2019 zijn we een coöperatie: elke klant kan lid worden en mee beslissen.</p>\n` +
      `<h2>Bestuur</h2>\n<dl class="bestuur">\n` +
      `  <dt>Voorzitter</dt>\n  <dd>Sanne de Boer<br>sanne (at) de-spaak.test</dd>\n` +
      `  <dt>Penningmeester</dt>\n  <dd>Joris Bakker<br>joris (at) de-spaak.test</dd>\n` +
      `  <dt>Secretaris</dt>\n  <dd>Noor El Amrani<br>noor (at) de-spaak.test</dd>\n` +
      `</dl>\n` +
      `<p class="colofon">Foto’s: Pieter Jansen. Iets mis met de website? Mail website (at) de-spaak.test.</p>`,
  });

  pages['/werkplaats'] = page({
    path: '/werkplaats',
    title: 'Werkplaats',
    lang: 'nl',
    main:
      `<h1>Werkplaats</h1><p>Onze monteurs doen alles: van een lekke band tot het afstellen van een Rohloff-naaf en het vervangen van e-bike-accu’s.</p>\n` +
      `<table class="monteurs">\n<thead><tr><th>Naam</th><th>Functie</th><th>E-mail</th></tr></thead>\n<tbody>\n` +
      `<tr><td>Daan Visser</td><td>Hoofdmonteur</td><td>${mailto('daan@de-spaak.test')}</td></tr>\n` +
      `<tr><td>Fleur Smit</td><td>Monteur e-bikes</td><td>${mailto('fleur@de-spaak.test')}</td></tr>\n` +
      `<tr><td>Bram Mulder</td><td>Monteur bakfietsen</td><td>${mailto('bram@de-spaak.test')}</td></tr>\n` +
      `</tbody>\n</table>\n` +
      `<p>Onderdelen bestellen we bij de groothandel; leveranciers kunnen hun orderbevestigingen sturen naar ${mailto('inkoop@de-spaak.test')}. (Onze vaste groothandel: ${mailto('bestellingen@fietsonderdelen-groothandel.test')}.)</p>`,
  });

  pages['/tarieven'] = page({
    path: '/tarieven',
    title: 'Tarieven',
    lang: 'nl',
    main: `<h1>Tarieven</h1><table><tr><td>Band plakken</td><td>€ 12,50</td></tr><tr><td>Kleine beurt</td><td>€ 45,00</td></tr><tr><td>Grote beurt</td><td>€ 95,00</td></tr></table><p>Leden krijgen 15% korting op arbeidsloon.</p>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'nl',
    main:
      `<h1>Contact</h1>\n` +
      `<div itemscope itemtype="https://schema.org/BicycleStore"><p><span itemprop="name">Fietscoöperatie De Spaak</span><br>` +
      `<span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Kanaalstraat 88</span>, <span itemprop="postalCode">3531 CK</span> <span itemprop="addressLocality">Utrecht</span></span><br>` +
      `Tel. <span itemprop="telephone">030 234 56 78</span><br>E-mail: <a itemprop="email" href="mailto:info@de-spaak.test">info@de-spaak.test</a></p></div>\n` +
      `<div class="persoon" itemscope itemtype="https://schema.org/Person"><p>Vrijwilligers en ledenavonden: <span itemprop="name">Mila Jansen</span>, <span itemprop="jobTitle">coördinator vrijwilligers</span>, <a itemprop="email" href="mailto:mila@de-spaak.test">mila@de-spaak.test</a></p></div>\n` +
      `<p>Een afspraak maken voor een grote beurt? Mail naar <span id="afspraak-mail" data-r="${REVERSED}">[zet JavaScript aan om het adres te zien]</span>.</p>\n` +
      `<script>${AFSPRAAK_SCRIPT}</script>\n` +
      `<form action="/contact" method="post"><label>Je e-mailadres <input type="email" name="email" placeholder="naam@voorbeeld.nl"></label><label>Bericht<textarea name="bericht"></textarea></label><button>Versturen</button></form>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Bike repair co-op in Utrecht',
    lang: 'en',
    alternates: { nl: '/', en: '/en' },
    main: `<h1>Bike repair co-op in Utrecht</h1><p>We fix bikes Tuesday to Saturday, 9:00–18:00. Our mechanics speak English; for questions write to ${mailto('info@de-spaak.test')}. Lead mechanic Daan Visser handles bookings for cargo bikes and e-bikes.</p>`,
  });

  pages['/vrijwilligers'] = page({
    path: '/vrijwilligers',
    title: 'Vrijwilligers gezocht',
    lang: 'nl',
    main: `<h1>Vrijwilligers gezocht</h1><p>Kun je een band plakken en vind je het leuk om anderen te helpen? Kom de donderdagavond versterken. Aanmelden via ${mailto('vrijwilligers@de-spaak.test')}.</p>`,
  });

  pages['/ledenportaal'] = page({
    path: '/ledenportaal',
    title: 'Ledenportaal',
    lang: 'nl',
    main: `<h1>Ledenportaal</h1><p>Log in met je lidnummer. Wachtwoord vergeten? ${mailto('ledenadministratie@de-spaak.test')}</p>`,
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacyverklaring',
    lang: 'nl',
    main: `<h1>Privacyverklaring</h1><p>De Spaak bewaart alleen de gegevens die nodig zijn voor je lidmaatschap en je reparaties. Vragen: ${mailto('info@de-spaak.test')}.</p>`,
  });

  pages['/sitemap-pagina.xml'] = xmlPage(urlset(HOST, ['/', '/over-ons', '/werkplaats', '/tarieven', '/contact', '/en', '/privacy'], '2025-04-02'));
  pages['/sitemap-vacatures.xml'] = xmlPage(urlset(HOST, ['/vrijwilligers'], '2025-04-02'));
  pages['/sitemap_index.xml'] = xmlPage(sitemapIndex(HOST, ['/sitemap-pagina.xml', '/sitemap-vacatures.xml'], '2025-04-02'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /ledenportaal\nDisallow: /cgi-bin/\n\nSitemap: ${ORIGIN}/sitemap_index.xml\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-5',
      languages: ['nl', 'en'],
      addresses: [
        { address: 'sanne@de-spaak.test', name: 'Sanne de Boer', title: 'Voorzitter', pages: ['/over-ons'], cases: ['definition-list', 'obfuscated', 'link-non-english'] },
        { address: 'joris@de-spaak.test', name: 'Joris Bakker', title: 'Penningmeester', pages: ['/over-ons'], cases: ['definition-list', 'obfuscated', 'link-non-english'] },
        { address: 'noor@de-spaak.test', name: 'Noor El Amrani', title: 'Secretaris', pages: ['/over-ons'], cases: ['definition-list', 'obfuscated', 'link-non-english'] },
        { address: 'website@de-spaak.test', name: null, title: null, pages: ['/over-ons'], cases: ['neighbour', 'role', 'obfuscated'] },
        { address: 'daan@de-spaak.test', name: 'Daan Visser', title: 'Hoofdmonteur', pages: ['/werkplaats'], cases: ['table', 'plain', 'link-non-english'] },
        { address: 'fleur@de-spaak.test', name: 'Fleur Smit', title: 'Monteur e-bikes', pages: ['/werkplaats'], cases: ['table', 'plain', 'link-non-english'] },
        { address: 'bram@de-spaak.test', name: 'Bram Mulder', title: 'Monteur bakfietsen', pages: ['/werkplaats'], cases: ['table', 'plain', 'link-non-english'] },
        { address: 'inkoop@de-spaak.test', name: null, title: null, pages: ['/werkplaats'], cases: ['role', 'plain'] },
        { address: 'info@de-spaak.test', name: null, title: null, pages: ['/contact', '/en', '/privacy'], cases: ['microdata', 'role', 'plain'] },
        { address: 'mila@de-spaak.test', name: 'Mila Jansen', title: 'coördinator vrijwilligers', pages: ['/contact'], cases: ['microdata', 'label-line', 'plain'] },
        {
          address: 'afspraken@de-spaak.test',
          name: null,
          title: null,
          pages: ['/contact'],
          encoded: { kind: 'reversed', text: REVERSED },
          cases: ['script-reversed', 'role'],
        },
        { address: 'vrijwilligers@de-spaak.test', name: null, title: null, pages: ['/vrijwilligers'], cases: ['sitemap-index', 'sitemap-robots', 'role', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/ledenportaal'],
      nonAddresses: [
        { text: 'ledenadministratie@de-spaak.test', kind: 'disallowed' },
        { text: 'despaak-logo@2x.png', kind: 'retina' },
        { text: 'naam@voorbeeld.nl', kind: 'placeholder' },
        { text: 'bestellingen@fietsonderdelen-groothandel.test', kind: 'other-company' },
      ],
    },
  };
}
