/**
 * Zuivelcoöperatie Eemland: a dairy cooperative near Amersfoort, Dutch with a short English part
 * (linked). Initial-and-surname addresses, "van" joined in. The board in a definition list (one
 * with "ir."), the managing director in RDFa and, in English, on a "Title: Name" line, the
 * quality manager with "MSc", the field adviser in a sentence and as a JSON-LD employee, the
 * members' administration as a JSON-LD contact point, the supplier-relations officer behind an
 * English link no keyword list holds, the HR adviser on a vacancy listed only in the sitemap
 * robots.txt names, an Alpine.js package, the milk-testing lab's address and a members' portal
 * robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'zuivelcoop-eemland.test';
const ORIGIN = `http://${HOST}`;

const MENU: Record<string, [string, string][]> = {
  nl: [
    ['/', 'Home'],
    ['/over-ons', 'Over ons'],
    ['/bestuur', 'Bestuur'],
    ['/leden', 'Lid worden'],
    ['/contact', 'Contact'],
    ['/en', 'English'],
  ],
  en: [
    ['/en', 'Home'],
    ['/en/becoming-a-supplier', 'Becoming a supplier'],
    ['/', 'Nederlands'],
  ],
};

const theme: Theme = {
  host: HOST,
  siteName: 'Zuivelcoöperatie Eemland',
  head: ['<link rel="stylesheet" href="/build/app.3f9c2e.css">', '<script src="https://unpkg.com/alpinejs@3.13.5/dist/cdn.min.js" defer></script>'],
  header: (p) =>
    `<header x-data="{ open: false }" class="site-header"><a href="${p.lang === 'en' ? '/en' : '/'}" class="logo">Eemland <span>zuivel</span></a>` +
    `<button @click="open = !open" class="burger" aria-label="Menu">☰</button><nav :class="{ 'is-open': open }">${(MENU[p.lang] ?? MENU.nl!).map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join('')}</nav></header>`,
  footer: (p) =>
    `<footer class="site-footer"><div>Zuivelcoöperatie Eemland U.A. · Zuivelweg 7 · 3815 KT Amersfoort · KvK 31045872</div>` +
    `<div><a href="/privacy">${p.lang === 'en' ? 'Privacy' : 'Privacyverklaring'}</a> · <a href="/ledenportaal">Ledenportaal</a></div></footer>`,
  privacyPath: { nl: '/privacy', en: '/privacy' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

export function zuivelcoopEemland(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Melk van Eemlandse boeren',
    lang: 'nl',
    alternates: { nl: '/', en: '/en' },
    main: `<section class="intro"><h1>Melk van 86 boeren uit het Eemland</h1><p>Onze leden leveren dagelijks weidemelk, waarvan wij in Amersfoort boerenkaas, yoghurt en karnemelk maken.</p></section>`,
  });

  pages['/over-ons'] = page({
    path: '/over-ons',
    title: 'Over ons',
    lang: 'nl',
    main:
      `<h1>Over ons</h1><p>De coöperatie werd in 1919 opgericht door zeven boeren uit Hoogland. Vandaag werken er 41 mensen in de fabriek en op kantoor.</p>` +
      `<h2>Directie</h2><div vocab="https://schema.org/" typeof="Person" class="persoon"><span property="name">Marieke Smit</span>, <span property="jobTitle">directeur</span><br>` +
      `<a property="email" href="mailto:msmit@zuivelcoop-eemland.test">msmit@zuivelcoop-eemland.test</a></div>` +
      `<h2>Kwaliteit</h2><p>Pieter Mulder MSc, kwaliteitsmanager – ${mailto('pmulder@zuivelcoop-eemland.test')}</p>`,
  });

  const board: [string, string, string][] = [
    ['Voorzitter', 'Hendrik Bosman', 'hbosman@zuivelcoop-eemland.test'],
    ['Secretaris', 'ir. Wilma Jansen', 'wjansen@zuivelcoop-eemland.test'],
    ['Penningmeester', 'Gert van Dijk', 'gvandijk@zuivelcoop-eemland.test'],
    ['Bestuurslid ledenzaken', 'Anouk Visser', 'avisser@zuivelcoop-eemland.test'],
  ];
  pages['/bestuur'] = page({
    path: '/bestuur',
    title: 'Bestuur',
    lang: 'nl',
    main:
      `<h1>Bestuur</h1><p>Het bestuur bestaat uit vier leden-melkveehouders, gekozen door de ledenraad.</p><dl class="bestuur">\n` +
      board.map(([role, name, address]) => `<dt>${esc(role)}</dt><dd>${esc(name)}<br>${mailto(address)}</dd>`).join('\n') +
      `\n</dl>`,
  });

  pages['/leden'] = page({
    path: '/leden',
    title: 'Lid worden',
    lang: 'nl',
    main: `<h1>Lid worden</h1><p>Melkveehouders binnen 40 km van Amersfoort kunnen lid worden. Wij halen de melk om de dag op en betalen een weidetoeslag.</p>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'nl',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Zuivelcoöperatie Eemland U.A.',
        url: `${ORIGIN}/`,
        email: 'info@zuivelcoop-eemland.test',
        contactPoint: [{ '@type': 'ContactPoint', contactType: 'ledenadministratie', email: 'leden@zuivelcoop-eemland.test', telephone: '+31 33 462 18 00', availableLanguage: 'nl' }],
        employee: [{ '@type': 'Person', name: 'Sanne Dekker', jobTitle: 'veldadviseur', email: 'sdekker@zuivelcoop-eemland.test' }],
      },
    ],
    main:
      `<h1>Contact</h1><p>Zuivelweg 7, 3815 KT Amersfoort · 033 462 18 00</p><p>Algemene vragen: ${mailto('info@zuivelcoop-eemland.test')}<br>Ledenadministratie: ${mailto('leden@zuivelcoop-eemland.test')}</p>` +
      `<p>Vragen over celgetal, kiemgetal of weidegang? Onze veldadviseur Sanne Dekker komt graag langs; mail haar op ${mailto('sdekker@zuivelcoop-eemland.test')}.</p>` +
      `<p>Uitslagen van melkmonsters komen van het laboratorium: ${mailto('monsters@lab-zuivel.test')}</p>`,
  });

  pages['/privacy'] = page({
    path: '/privacy',
    title: 'Privacyverklaring',
    lang: 'nl',
    main: `<h1>Privacyverklaring</h1><p>Zuivelcoöperatie Eemland U.A. verwerkt persoonsgegevens van leden en klanten volgens de AVG.</p>`,
  });

  pages['/ledenportaal'] = page({
    path: '/ledenportaal',
    title: 'Ledenportaal',
    lang: 'nl',
    main: `<h1>Ledenportaal</h1><p>Melkgeld, analyses en ledenvergaderingen. Inlogproblemen: ${mailto('portaal@zuivelcoop-eemland.test')}</p>`,
  });

  pages['/vacatures/kaasmaker'] = page({
    path: '/vacatures/kaasmaker',
    title: 'Vacature: kaasmaker',
    lang: 'nl',
    main:
      `<h1>Kaasmaker (38 uur)</h1><p>Voor onze kaasmakerij zoeken wij een kaasmaker met vakdiploma, bereid in ploegen te werken.</p>` +
      `<p>Meer weten of solliciteren? Neem contact op met Ria Kuipers (HR-adviseur): ${mailto('rkuipers@zuivelcoop-eemland.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Dairy cooperative',
    lang: 'en',
    alternates: { nl: '/', en: '/en' },
    main:
      `<h1>Eemland Dairy Cooperative</h1><p>Owned by 86 dairy farmers around Amersfoort, we make farmhouse Gouda, yoghurt and buttermilk from pasture milk.</p>` +
      `<p>Managing director: Marieke Smit, ${mailto('msmit@zuivelcoop-eemland.test')}</p><p><a href="/en/becoming-a-supplier">Becoming a supplier</a></p>`,
  });

  pages['/en/becoming-a-supplier'] = page({
    path: '/en/becoming-a-supplier',
    title: 'Becoming a supplier',
    lang: 'en',
    main:
      `<h1>Becoming a supplier</h1><p>Farms within 40 km can join the cooperative. Milk is collected every other day.</p>` +
      `<p>Bas Hoekstra, member relations officer – ${mailto('bhoekstra@zuivelcoop-eemland.test')}</p>`,
  });

  pages['/sitemaps/nl.xml'] = xmlPage(urlset(HOST, ['/', '/over-ons', '/bestuur', '/leden', '/contact', '/privacy', '/vacatures/kaasmaker', '/en'], '2025-03-28'));

  const boardCases = ['definition-list', 'plain', 'link-non-english'] as const;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /ledenportaal\n\nSitemap: ${ORIGIN}/sitemaps/nl.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-11',
      languages: ['nl', 'en'],
      addresses: [
        {
          address: 'msmit@zuivelcoop-eemland.test',
          name: 'Marieke Smit',
          title: 'directeur',
          titleAlternatives: ['Managing director'],
          pages: ['/over-ons', '/en'],
          cases: ['rdfa', 'title-name-line', 'plain', 'link-non-english'],
        },
        { address: 'pmulder@zuivelcoop-eemland.test', name: 'Pieter Mulder', title: 'kwaliteitsmanager', pages: ['/over-ons'], cases: ['name-title-line', 'post-nominal', 'plain', 'link-non-english'] },
        { address: 'hbosman@zuivelcoop-eemland.test', name: 'Hendrik Bosman', title: 'Voorzitter', pages: ['/bestuur'], cases: [...boardCases] },
        { address: 'wjansen@zuivelcoop-eemland.test', name: 'Wilma Jansen', title: 'Secretaris', pages: ['/bestuur'], cases: [...boardCases, 'honorific'] },
        { address: 'gvandijk@zuivelcoop-eemland.test', name: 'Gert van Dijk', title: 'Penningmeester', pages: ['/bestuur'], cases: [...boardCases] },
        { address: 'avisser@zuivelcoop-eemland.test', name: 'Anouk Visser', title: 'Bestuurslid ledenzaken', pages: ['/bestuur'], cases: [...boardCases] },
        { address: 'sdekker@zuivelcoop-eemland.test', name: 'Sanne Dekker', title: 'veldadviseur', pages: ['/contact'], cases: ['json-ld-person', 'prose', 'plain'] },
        {
          address: 'bhoekstra@zuivelcoop-eemland.test',
          name: 'Bas Hoekstra',
          title: 'member relations officer',
          pages: ['/en/becoming-a-supplier'],
          cases: ['link-english-unlisted', 'deep-page', 'name-title-line', 'plain'],
        },
        { address: 'rkuipers@zuivelcoop-eemland.test', name: 'Ria Kuipers', title: 'HR-adviseur', pages: ['/vacatures/kaasmaker'], cases: ['sitemap-robots', 'prose', 'plain'] },
        { address: 'leden@zuivelcoop-eemland.test', name: null, title: null, pages: ['/contact'], cases: ['json-ld-contact-point', 'role', 'plain'] },
        { address: 'info@zuivelcoop-eemland.test', name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/ledenportaal'],
      nonAddresses: [
        { text: 'portaal@zuivelcoop-eemland.test', kind: 'disallowed' },
        { text: 'alpinejs@3.13.5', kind: 'package' },
        { text: 'monsters@lab-zuivel.test', kind: 'other-company' },
      ],
    },
  };
}
