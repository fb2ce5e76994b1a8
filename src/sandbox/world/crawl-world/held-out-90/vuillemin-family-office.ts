/**
 * Vuillemin & Cie, Family Office: the family office of a Lausanne private bank, a custom
 * Hugo-built site in Swiss French with an English team page and a page for its Brussels office
 * in Belgian French. Team cards marked up in RDFa, the Brussels staff as a definition list with
 * a department employee in JSON-LD, a ContactPoint, one address as character references.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'vuillemin-familyoffice.test';

const theme: Theme = {
  host: HOST,
  siteName: 'Vuillemin & Cie – Family Office',
  head: ['<meta name="generator" content="Hugo 0.124.1">', '<link rel="stylesheet" href="/css/main.min.3f9a1c.css">'],
  header: (s) =>
    `<header class="site-header"><a class="brand" href="/">Vuillemin &amp; Cie</a><nav class="nav">` +
    (s.lang === 'en' ? `<a href="/en/team">Team</a> <a href="/">Français</a>` : `<a href="/">Accueil</a> <a href="/fr/equipe">Notre équipe</a> <a href="/fr/bruxelles">Bureau de Bruxelles</a> <a href="/fr/contact">Nous contacter</a> <a href="/en/team">EN</a>`) +
    `</nav></header>`,
  footer: () => `<footer class="site-footer"><p>Vuillemin &amp; Cie SA · Avenue de Rumine 12 · 1005 Lausanne · ${tel('+41 21 312 44 80')}</p><p><a href="/fr/mentions-legales">Mentions légales</a> · <a href="/fr/credits">Crédits</a> · <a href="/espace-client">Espace client</a></p></footer>`,
};
const page = (s: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...s, lang: s.lang ?? 'fr-CH' });

type P = { name: string; shown: string; fr: string; en: string; local: string; ent?: boolean };
const TEAM: P[] = [
  { name: 'Philippe Vuillemin', shown: 'Philippe Vuillemin', fr: 'Associé indéfiniment responsable', en: 'Managing Partner', local: 'philippe.vuillemin' },
  { name: 'Claire Rochat', shown: 'Claire Rochat', fr: 'Directrice du family office', en: 'Head of Family Office', local: 'claire.rochat' },
  { name: 'Nicolas Berthoud', shown: 'Nicolas Berthoud, CFA', fr: 'Gérant de fortune senior', en: 'Senior Portfolio Manager', local: 'nicolas.berthoud' },
  { name: 'Sophie Chappuis', shown: 'Me Sophie Chappuis', fr: 'Responsable planification successorale et fiscale', en: 'Head of Estate and Tax Planning', local: 'sophie.chappuis' },
  { name: 'Laurent Monnier', shown: 'Laurent Monnier', fr: 'Chargé de relation clientèle', en: 'Client Relationship Manager', local: 'laurent.monnier', ent: true },
];
const card = (p: P, lang: 'fr' | 'en'): string => {
  const a = `${p.local}@${HOST}`;
  const mail = p.ent ? `<a href="mailto:${entities(a)}">${entities(a)}</a>` : `<a href="mailto:${a}" property="email">${a}</a>`;
  return `<article class="person" vocab="https://schema.org/" typeof="Person"><h3 property="name">${esc(p.shown)}</h3><p property="jobTitle">${esc(p[lang])}</p><p>${mail}</p></article>`;
};

export function vuilleminFamilyOffice(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Family office à Lausanne',
    main: `<section class="hero"><h1>Accompagner les familles sur plusieurs générations</h1><p>Gestion patrimoniale consolidée, gouvernance familiale, planification successorale : depuis 1887, notre maison conseille des familles entrepreneuriales de Suisse romande et d’ailleurs.</p></section>`,
  });
  pages['/fr/equipe'] = page({
    path: '/fr/equipe',
    title: 'Notre équipe',
    alternates: { 'fr-CH': '/fr/equipe', en: '/en/team' },
    main: `<h1>Notre équipe</h1><div class="grid">${TEAM.map((p) => card(p, 'fr')).join('')}</div>`,
  });
  pages['/en/team'] = page({
    path: '/en/team',
    title: 'Our team',
    lang: 'en',
    alternates: { 'fr-CH': '/fr/equipe', en: '/en/team' },
    main: `<h1>Our team</h1><div class="grid">${TEAM.map((p) => card(p, 'en')).join('')}</div>`,
  });
  pages['/fr/bruxelles'] = page({
    path: '/fr/bruxelles',
    title: 'Bureau de Bruxelles',
    lang: 'fr-BE',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Vuillemin & Cie',
        department: { '@type': 'Organization', name: 'Vuillemin & Cie – Bureau de Bruxelles', employee: [{ '@type': 'Person', name: 'Olivier Dethier', jobTitle: 'Responsable du bureau', email: `olivier.dethier@${HOST}` }] },
      },
    ],
    main:
      `<h1>Notre bureau de Bruxelles</h1><p>Depuis septante ans, nous accompagnons aussi des familles belges. Le bureau de l’avenue Louise vous reçoit sur rendez-vous.</p>` +
      `<dl class="contacts"><dt>Responsable du bureau</dt><dd>Olivier Dethier<br>${mailto(`olivier.dethier@${HOST}`)}</dd><dt>Conseillère patrimoniale</dt><dd>Marie Lambotte<br>${mailto(`marie.lambotte@${HOST}`)}</dd></dl>`,
  });
  pages['/fr/contact'] = page({
    path: '/fr/contact',
    title: 'Nous contacter',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'FinancialService', name: 'Vuillemin & Cie – Family Office', contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `contact@${HOST}`, telephone: '+41 21 312 44 80' } }],
    main: `<h1>Nous contacter</h1><p>Avenue de Rumine 12, 1005 Lausanne</p><p>${mailto(`contact@${HOST}`)}</p>`,
  });
  pages['/fr/mentions-legales'] = page({
    path: '/fr/mentions-legales',
    title: 'Mentions légales',
    main: `<h1>Mentions légales</h1><p>Vuillemin &amp; Cie SA est soumise à la surveillance de la FINMA. Organe de révision : Fiduciaire du Léman SA (${mailto('revision@fiduciaire-leman.test')}).</p><p>Délégué à la protection des données : Julien Favre – ${mailto(`julien.favre@${HOST}`)}</p>`,
  });
  pages['/fr/credits'] = page({ path: '/fr/credits', title: 'Crédits', main: `<h1>Crédits</h1><p>Conception : Atelier Sept, Lausanne. Dépôt du site : <code>git@gitlab.com:atelier-sept/vuillemin-fo.git</code></p>` });
  pages['/espace-client'] = page({ path: '/espace-client', title: 'Espace client', main: `<h1>Espace client</h1><p>Assistance e-banking : ${mailto(`ebanking@${HOST}`)}</p>` });
  const teamAddr = (p: P): TruthAddress => ({
    address: `${p.local}@${HOST}`,
    name: p.name,
    title: p.fr,
    titleAlternatives: [p.en],
    pages: ['/fr/equipe', '/en/team'],
    cases: ['card', 'link-non-english', ...(p.ent ? (['entities'] as const) : (['rdfa', 'plain'] as const)), ...(p.shown.startsWith('Me ') ? (['honorific'] as const) : []), ...(p.shown.includes(', CFA') ? (['post-nominal'] as const) : [])],
  });
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /espace-client\n`, pages, headers: { Server: 'nginx' } },
    truth: {
      domain: HOST,
      set: 'held-out-90',
      languages: ['fr', 'en'],
      addresses: [
        { address: `contact@${HOST}`, name: null, title: null, pages: ['/fr/contact'], cases: ['role', 'json-ld-contact-point', 'plain', 'link-non-english'] },
        ...TEAM.map(teamAddr),
        { address: `olivier.dethier@${HOST}`, name: 'Olivier Dethier', title: 'Responsable du bureau', pages: ['/fr/bruxelles'], cases: ['definition-list', 'json-ld-nested', 'plain', 'link-non-english'] },
        { address: `marie.lambotte@${HOST}`, name: 'Marie Lambotte', title: 'Conseillère patrimoniale', pages: ['/fr/bruxelles'], cases: ['definition-list', 'plain', 'link-non-english'] },
        { address: `julien.favre@${HOST}`, name: 'Julien Favre', title: 'Délégué à la protection des données', pages: ['/fr/mentions-legales'], cases: ['title-name-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/espace-client'],
      nonAddresses: [
        { text: `ebanking@${HOST}`, kind: 'disallowed' },
        { text: 'revision@fiduciaire-leman.test', kind: 'other-company' },
        { text: 'git@gitlab.com:atelier-sept/vuillemin-fo.git', kind: 'git' },
      ],
    },
  };
}
