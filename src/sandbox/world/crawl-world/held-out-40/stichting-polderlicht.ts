/**
 * Stichting Polderlicht: a Dutch foundation funding rural cultural projects, on Drupal, in Dutch.
 * The board as a table on "Over ons", the office staff in RDFa, the JSON-LD of the contact page
 * holding the staff by department (the grants officer nowhere else), the programme manager's
 * address turned around from a reversed data attribute, and a project page listed only in the
 * sitemap robots.txt names at its own path. The applicants' portal is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'stichting-polderlicht.test';
const ORIGIN = `http://${HOST}`;
const at = (local: string): string => `${local}@${HOST}`;

const theme: Theme = {
  host: HOST,
  siteName: 'Stichting Polderlicht',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', `<link rel="stylesheet" href="${ORIGIN}/sites/default/files/css/css_pl9Xa.css">`],
  header: () =>
    `<header class="site-header"><a href="/" rel="home"><img src="${ORIGIN}/themes/custom/polderlicht/logo.svg" alt="Stichting Polderlicht"></a>` +
    `<nav><ul class="menu"><li><a href="/over-ons">Over ons</a></li><li><a href="/subsidie-aanvragen">Subsidie aanvragen</a></li><li><a href="/medewerkers">Medewerkers</a></li><li><a href="/contact">Contact</a></li></ul></nav></header>`,
  footer: () => `<footer class="site-footer"><p>Stichting Polderlicht · Oudegracht 212 · 3511 NR Utrecht · KvK 41187723 · ANBI-status</p><p><a href="/privacy">Privacyverklaring</a> · <a href="/aanvraagportaal">Aanvraagportaal</a></p></footer>`,
  privacyPath: { nl: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl' });
const REV = reversed(at('marloes'));

export function stichtingPolderlicht(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Cultuur op het platteland', main: `<h1>Cultuur op het platteland</h1><p>Wij steunen theater, muziek en erfgoedprojecten in dorpen onder de 5.000 inwoners. Jaarlijks budget: € 1,2 miljoen.</p><p>Algemene vragen: ${mailto(at('info'))}</p>` });
  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    main:
      `<h1>Over ons</h1><h2>Bestuur</h2><table class="views-table"><thead><tr><th>Naam</th><th>Functie</th><th>E-mail</th></tr></thead><tbody>` +
      `<tr><td>mr. Willemijn van der Heijden-Bos</td><td>voorzitter</td><td>${mailto(at('willemijn'))}</td></tr>` +
      `<tr><td>Gerrit-Jan de Wit</td><td>penningmeester</td><td>${mailto(at('gerrit-jan'))}</td></tr>` +
      `<tr><td>Fatima El Amrani</td><td>secretaris</td><td>${mailto(at('fatima'))}</td></tr></tbody></table>`,
  });
  pages['/subsidie-aanvragen'] = page({
    path: '/subsidie-aanvragen',
    title: 'Subsidie aanvragen',
    main:
      `<h1>Subsidie aanvragen</h1><p>Aanvragen tot € 15.000 behandelen we binnen acht weken. Twijfelt u of uw project past? Bel of mail eerst met Marloes Vermeulen, programmamanager podiumkunsten: <span class="mail" data-m="${REV}">[e-mail]</span>.</p>` +
      `<script>document.querySelectorAll('.mail').forEach(function (el) { var m = el.getAttribute('data-m').split('').reverse().join(''); el.innerHTML = '<a href="mailto:' + m + '">' + m + '</a>'; });</script>`,
  });
  pages['/medewerkers'] = page({
    path: '/medewerkers',
    title: 'Medewerkers',
    main:
      `<h1>Medewerkers</h1><div vocab="https://schema.org/" typeof="Organization"><span property="name">Bureau Stichting Polderlicht</span>` +
      `<div property="employee" typeof="Person"><h3 property="name">Sanne Bakker</h3><p property="jobTitle">directeur-bestuurder</p><p><a property="email" href="mailto:${at('sanne')}">${at('sanne')}</a></p></div>` +
      `<div property="employee" typeof="Person"><h3 property="name">Daan Oosterhuis</h3><p property="jobTitle">communicatieadviseur</p><p><a property="email" href="mailto:${at('daan')}">${at('daan')}</a></p></div></div>`,
  });
  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Stichting Polderlicht',
        email: at('info'),
        department: [
          { '@type': 'Organization', name: 'Subsidies', employee: [{ '@type': 'Person', name: 'Bram Hoekstra', jobTitle: 'subsidieadviseur', email: at('bram') }] },
          { '@type': 'Organization', name: 'Bureau', employee: [{ '@type': 'Person', name: 'Sanne Bakker', jobTitle: 'directeur-bestuurder', email: at('sanne') }] },
        ],
      },
    ],
    main: `<h1>Contact</h1><p>Oudegracht 212, 3511 NR Utrecht · ${tel('030 555 4120')} · ${mailto(at('info'))}</p><p>Het bureau is bereikbaar op dinsdag t/m donderdag.</p>`,
  });
  pages['/projecten/archief-2024'] = page({
    path: '/projecten/archief-2024',
    title: 'Projectenarchief 2024',
    main: `<h1>Gesteunde projecten 2024</h1><p>Van dorpsopera in Ransdorp tot molenfestival in Kinderdijk: 64 projecten. Vragen over het archief aan Noor Wijnands, archivaris en projectcoördinator erfgoed, ${mailto(at('noor'))}.</p>`,
  });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacyverklaring', main: `<h1>Privacyverklaring</h1><p>Wij bewaren aanvraaggegevens zeven jaar.</p>` });
  pages['/aanvraagportaal'] = page({ path: '/aanvraagportaal', title: 'Aanvraagportaal', main: `<h1>Aanvraagportaal</h1><p>Problemen met inloggen: ${mailto(at('portaal'))}</p>` });
  pages['/sitemaps/polderlicht-pages.xml'] = xmlPage(urlset(HOST, ['/', '/over-ons', '/subsidie-aanvragen', '/medewerkers', '/contact', '/projecten/archief-2024'], '2025-02-02'));

  const ln = 'link-non-english' as const;
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /aanvraagportaal\nDisallow: /user/\n\nSitemap: ${ORIGIN}/sitemaps/polderlicht-pages.xml\n`, pages, headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)' } },
    truth: {
      domain: HOST,
      set: 'held-out-40',
      languages: ['nl'],
      addresses: [
        { address: at('info'), name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: at('willemijn'), name: 'Willemijn van der Heijden-Bos', title: 'voorzitter', pages: ['/over-ons'], cases: ['table', 'honorific', 'plain', ln] },
        { address: at('gerrit-jan'), name: 'Gerrit-Jan de Wit', title: 'penningmeester', pages: ['/over-ons'], cases: ['table', 'plain', ln] },
        { address: at('fatima'), name: 'Fatima El Amrani', title: 'secretaris', pages: ['/over-ons'], cases: ['table', 'plain', ln] },
        { address: at('marloes'), name: 'Marloes Vermeulen', title: 'programmamanager podiumkunsten', pages: ['/subsidie-aanvragen'], encoded: { kind: 'reversed', text: REV }, cases: ['prose', 'script-reversed', ln] },
        { address: at('sanne'), name: 'Sanne Bakker', title: 'directeur-bestuurder', pages: ['/medewerkers', '/contact'], cases: ['rdfa', 'json-ld-nested', 'plain', ln] },
        { address: at('daan'), name: 'Daan Oosterhuis', title: 'communicatieadviseur', pages: ['/medewerkers'], cases: ['rdfa', 'plain', ln] },
        { address: at('bram'), name: 'Bram Hoekstra', title: 'subsidieadviseur', pages: ['/contact'], cases: ['json-ld-only', 'json-ld-nested', 'json-ld-person'] },
        { address: at('noor'), name: 'Noor Wijnands', title: 'archivaris en projectcoördinator erfgoed', pages: ['/projecten/archief-2024'], cases: ['name-title-line', 'sitemap-robots', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/aanvraagportaal'],
      nonAddresses: [{ text: `portaal@${HOST}`, kind: 'disallowed' }],
    },
  };
}
