/**
 * Verhaeghe & Lambrecht architecten: an eight-person architecture studio in Kortrijk (Flanders),
 * on a hand-written site with a Dutch home and a shorter English version reached by the
 * language switch and hreflang. "Bureau" lists the team as a definition list (name as dt, job
 * and address as dd, each person marked up in RDFa; "ir. arch." before the founders' names);
 * the trainee's address is kept reversed in a data attribute and turned around by a script; the
 * English "Office" page (two links deep) repeats the team with English job titles; the contact
 * page states the scheme "voornaam@..."; the vacancies name only the jobs mailbox. The intranet
 * (disallowed) is a trap.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'verhaeghe-lambrecht.test';
const ORIGIN = `http://${HOST}`;

const MENU_NL: [string, string][] = [
  ['/projecten', 'Projecten'],
  ['/bureau', 'Bureau'],
  ['/vacatures', 'Vacatures'],
  ['/contact', 'Contact'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/office', 'Office'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Verhaeghe & Lambrecht architecten',
  head: ['<link rel="stylesheet" href="/assets/css/vl.css?v=14">', '<link rel="preload" href="/assets/fonts/SuisseIntl-Regular.woff2" as="font" type="font/woff2" crossorigin>'],
  header: (p) => {
    const en = p.lang.startsWith('en');
    const menu = en ? MENU_EN : MENU_NL;
    return (
      `<header class="top"><a class="wordmark" href="${en ? '/en' : '/'}">verhaeghe<span>&amp;</span>lambrecht</a>` +
      `<nav class="menu">${menu.map(([h, l]) => `<a href="${h}"${h === p.path ? ' class="actief"' : ''}>${esc(l)}</a>`).join(' ')}</nav>` +
      `<div class="taal">${en ? '<a href="/" lang="nl">NL</a> · <span>EN</span>' : '<span>NL</span> · <a href="/en" lang="en">EN</a>'}</div></header>`
    );
  },
  footer: (p) =>
    p.lang.startsWith('en')
      ? `<footer class="voet"><p>Verhaeghe &amp; Lambrecht architecten bv · Doorniksewijk 88 · 8500 Kortrijk · Belgium · ${tel('+32 56 55 41 20')}</p></footer>`
      : `<footer class="voet"><p>Verhaeghe &amp; Lambrecht architecten bv · Doorniksewijk 88 · 8500 Kortrijk · ${tel('056 55 41 20')} · ${mailto(`info@${HOST}`)}</p><p><a href="/wettelijke-vermeldingen">Wettelijke vermeldingen</a> · <a href="/privacy">Privacy</a> · <a href="/intranet">Intranet</a></p></footer>`,
  bodyEnd: ['<script src="/assets/js/vl.js?v=14" defer></script>'],
};

const nl = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'nl-BE' });
const en = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'en' });

type Member = { shown: string; name: string; nl: string; en: string; local: string; how: 'rdfa' | 'reversed'; honorific: boolean };
const TEAM: Member[] = [
  { shown: 'ir. arch. Pieter Verhaeghe', name: 'Pieter Verhaeghe', nl: 'zaakvoerder – architect', en: 'managing partner, architect', local: 'pieter', how: 'rdfa', honorific: true },
  { shown: 'ir. arch. Els Lambrecht', name: 'Els Lambrecht', nl: 'zaakvoerder – architect-stedenbouwkundige', en: 'managing partner, architect and urban planner', local: 'els', how: 'rdfa', honorific: true },
  { shown: 'Joris Vandamme', name: 'Joris Vandamme', nl: 'projectarchitect', en: 'project architect', local: 'joris', how: 'rdfa', honorific: false },
  { shown: 'Lotte De Vos', name: 'Lotte De Vos', nl: 'interieurarchitect', en: 'interior architect', local: 'lotte', how: 'rdfa', honorific: false },
  { shown: 'Wout Maes', name: 'Wout Maes', nl: 'architect-stagiair', en: 'trainee architect', local: 'wout', how: 'reversed', honorific: false },
  { shown: 'Nathalie Decock', name: 'Nathalie Decock', nl: 'office manager – boekhouding', en: 'office manager, accounts', local: 'nathalie', how: 'rdfa', honorific: false },
];

const WOUT = `wout@${HOST}`;
const UNREVERSE = `<script>document.querySelectorAll('[data-m]').forEach(function(el){var m=el.getAttribute('data-m').split('').reverse().join('');el.innerHTML='<a href="mailto:'+m+'">'+m+'</a>';});</script>`;

const teamDl = (lang: 'nl' | 'en'): string =>
  `<dl class="team">` +
  TEAM.map((m) => {
    const title = lang === 'nl' ? m.nl : m.en;
    const address = `${m.local}@${HOST}`;
    return m.how === 'rdfa'
      ? `<div vocab="https://schema.org/" typeof="Person"><dt property="name">${esc(m.shown)}</dt><dd property="jobTitle">${esc(title)}</dd><dd><a property="email" href="mailto:${address}">${address}</a></dd></div>`
      : `<div><dt>${esc(m.shown)}</dt><dd>${esc(title)}</dd><dd><span class="mail" data-m="${reversed(WOUT)}"></span></dd></div>`;
  }).join('') +
  `</dl>${UNREVERSE}`;

export function verhaegheLambrecht(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const homeAlt = { 'nl-BE': '/', en: '/en' };
  const officeAlt = { 'nl-BE': '/bureau', en: '/en/office' };

  pages['/'] = nl({
    path: '/',
    title: 'architectuur en stedenbouw',
    alternates: homeAlt,
    main: `<section class="intro"><h1>Verhaeghe &amp; Lambrecht architecten</h1><p>Wij ontwerpen woningen, scholen en zorggebouwen in Zuid-West-Vlaanderen, met aandacht voor hergebruik van bestaande gebouwen en voor de plek.</p></section>` +
      `<section class="projecten-teaser"><a href="/projecten"><img src="/media/projecten/bs-heule-01.jpg" alt="Basisschool De Vlinder, Heule"><span>Basisschool De Vlinder, Heule (2024)</span></a></section>`,
  });

  pages['/projecten'] = nl({
    path: '/projecten',
    title: 'Projecten',
    main: `<h1>Projecten</h1><ul class="projectlijst"><li>Basisschool De Vlinder, Heule – nieuwbouw 12 klassen, 2024</li><li>Woonzorgcentrum Ter Leie, Wevelgem – renovatie en uitbreiding, 2023</li><li>Hoeve Vandenbussche, Anzegem – herbestemming tot drie woningen, 2022</li><li>Stationsomgeving Harelbeke – masterplan (i.s.m. Studio Ruimte), 2021</li></ul>`,
  });

  pages['/bureau'] = nl({
    path: '/bureau',
    title: 'Bureau',
    alternates: officeAlt,
    main: `<h1>Bureau</h1><p>Het bureau werd in 2009 opgericht door Pieter Verhaeghe en Els Lambrecht, die elkaar leerden kennen aan de KU Leuven. Vandaag werken we met acht mensen in een oude weverij aan de Doorniksewijk.</p><h2>Team</h2>${teamDl('nl')}`,
  });

  pages['/vacatures'] = nl({
    path: '/vacatures',
    title: 'Vacatures',
    main: `<h1>Vacatures</h1><h2>Projectarchitect (m/v/x) – voltijds</h2><p>Je hebt minstens vijf jaar ervaring, bent ingeschreven bij de Orde van Architecten en werkt vlot in Archicad. Stuur je cv en een portfolio (max. 10 MB) naar ${mailto(`jobs@${HOST}`)}.</p><p>Ook stagiairs zijn altijd welkom voor een kennismaking.</p>`,
  });

  pages['/contact'] = nl({
    path: '/contact',
    title: 'Contact',
    main: `<h1>Contact</h1><p>Verhaeghe &amp; Lambrecht architecten bv<br>Doorniksewijk 88<br>8500 Kortrijk</p><p>T ${tel('056 55 41 20')}<br>E ${mailto(`info@${HOST}`)}</p>` +
      `<p>Wil je rechtstreeks iemand van het team mailen? Dat kan via voornaam@${HOST}.</p><p>Bezoek enkel op afspraak. Parkeren kan op het Sint-Janspleintje.</p>`,
  });

  pages['/wettelijke-vermeldingen'] = nl({
    path: '/wettelijke-vermeldingen',
    title: 'Wettelijke vermeldingen',
    main: `<h1>Wettelijke vermeldingen</h1><p>Verhaeghe &amp; Lambrecht architecten bv<br>Maatschappelijke zetel: Doorniksewijk 88, 8500 Kortrijk<br>Ondernemingsnummer / BTW BE 0812.447.390 – RPR Gent, afdeling Kortrijk</p><p>Ingeschreven bij de Orde van Architecten, Provinciale Raad West-Vlaanderen. Beroepsaansprakelijkheid verzekerd bij AR-CO.</p><p>Verantwoordelijke uitgever: Els Lambrecht, zaakvoerder.</p>`,
  });

  pages['/privacy'] = nl({
    path: '/privacy',
    title: 'Privacy',
    main: `<h1>Privacyverklaring</h1><p>We bewaren je gegevens alleen zolang als nodig is om je vraag te beantwoorden of je project op te volgen. Deze website gebruikt geen cookies van derden.</p>`,
  });

  pages['/intranet'] = nl({
    path: '/intranet',
    title: 'Intranet',
    main: `<h1>Intranet</h1><p>Plotopdrachten naar ${mailto(`plotter@${HOST}`)} – vermeld het projectnummer.</p>`,
  });

  pages['/en'] = en({
    path: '/en',
    title: 'architecture and urban design',
    alternates: homeAlt,
    main: `<section class="intro"><h1>Verhaeghe &amp; Lambrecht architects</h1><p>We design homes, schools and care buildings in the south of West Flanders, Belgium, with a preference for reusing existing buildings. Most of our site is in Dutch; below you find our team.</p><p><a href="/en/office">Office &amp; team</a></p></section>`,
  });

  pages['/en/office'] = en({
    path: '/en/office',
    title: 'Office',
    alternates: officeAlt,
    main: `<h1>Office</h1><p>The studio was founded in 2009 by Pieter Verhaeghe and Els Lambrecht. Today eight of us work in a former weaving mill in Kortrijk.</p>${teamDl('en')}`,
  });

  const nlPages = ['/', '/projecten', '/bureau', '/vacatures', '/contact', '/wettelijke-vermeldingen', '/privacy'];
  const addresses: TruthAddress[] = [
    { address: `info@${HOST}`, name: null, title: null, pages: nlPages, cases: ['role', 'plain'] },
    { address: `jobs@${HOST}`, name: null, title: null, pages: ['/vacatures'], cases: ['role', 'link-non-english', 'plain'] },
    ...TEAM.map((m) => ({
      address: `${m.local}@${HOST}`,
      name: m.name,
      title: m.nl,
      titleAlternatives: [m.en],
      pages: ['/bureau', '/en/office'],
      ...(m.how === 'reversed' ? { encoded: { kind: 'reversed' as const, text: reversed(WOUT) } } : {}),
      cases: [
        'definition-list',
        'link-non-english',
        'hreflang',
        ...(m.how === 'rdfa' ? ['rdfa', 'plain'] : ['script-reversed']),
        ...(m.honorific ? ['honorific'] : []),
      ] as CaseKind[],
    })),
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /intranet\nDisallow: /assets/tmp/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: urlset(HOST, [...nlPages, '/en', '/en/office'], '2025-04-30'),
      pages,
      headers: { Server: 'Apache/2.4.62 (Debian)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-52',
      languages: ['nl', 'en'],
      addresses,
      pattern: '{first}',
      statedPattern: { page: '/contact', text: `voornaam@${HOST}` },
      disallowed: ['/intranet'],
      nonAddresses: [
        { text: `plotter@${HOST}`, kind: 'disallowed' },
        { text: `voornaam@${HOST}`, kind: 'scheme' },
      ],
    },
  };
}
