/**
 * Kotwijs Leuven: the student housing service of a Leuven university college, on Drupal 10
 * (Gin/Olivero look), Flemish Dutch with one English page for international students linked as
 * "International students". The team as a table in RDFa, the social assistant as "Title: Name",
 * the ombudswoman's label line, a kotlabel mailbox next to the inspector's name, and a news item
 * listed only in the sitemap robots.txt names at a non-default path.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'kotwijs-leuven.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [['/', 'Home'], ['/ons-team', 'Ons team'], ['/verhuurders', 'Voor verhuurders'], ['/contact', 'Contact'], ['/en/international-students', 'International students']];

const theme: Theme = {
  host: HOST,
  siteName: 'Kotwijs Leuven',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Hq2o1XkOWPmV7pbl4c3sT0yJZ8mR6aDfN5uEgQ.css?delta=0&amp;language=nl&amp;theme=kotwijs">'],
  header: () =>
    `<header class="site-header" role="banner"><a href="/" class="site-branding__logo" rel="home"><img src="/themes/custom/kotwijs/logo.svg" alt="Kotwijs Leuven"></a><nav class="menu--main" aria-label="Hoofdnavigatie"><ul class="menu">${MENU.map(([h, l]) => `<li class="menu__item"><a href="${h}" class="menu__link">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><p>Kotwijs – Huisvestingsdienst studenten · Tiensestraat 88, 3000 Leuven · ${tel('+32 16 32 40 40')} · ${mailto(`info@${HOST}`)}</p><ul class="menu"><li><a href="/klachten">Klachten en ombudsdienst</a></li><li><a href="/kotbeheer">Kotbeheer (login)</a></li><li><a href="/privacy">Privacy</a></li></ul></footer>`,
  privacyPath: { nl: '/privacy', en: '/privacy' },
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { lang: 'nl-BE', ...spec });

const TEAM: { name: string; title: string; local: string; rdfa: boolean }[] = [
  { name: 'Lien Vermeulen', title: 'diensthoofd', local: 'lien.vermeulen', rdfa: true },
  { name: 'Pieter Claes', title: 'huisvestingsconsulent', local: 'pieter.claes', rdfa: true },
  { name: 'Sarah Janssens', title: 'juridisch adviseur huurrecht', local: 'sarah.janssens', rdfa: false },
  { name: 'Jens Wouters', title: 'woonkwaliteitscontroleur (kotlabel)', local: 'jens.wouters', rdfa: false },
];

export function kotwijsLeuven(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({ path: '/', title: 'Op kot in Leuven', main: `<h1>Op kot in Leuven</h1><p>Zoek je een kot, heb je een conflict met je kotbaas of twijfel je over je huurcontract? Wij helpen studenten gratis en onafhankelijk.</p>` });
  pages['/ons-team'] = page({
    path: '/ons-team', title: 'Ons team',
    main: `<h1>Ons team</h1><table class="views-table cols-3"><thead><tr><th>Naam</th><th>Functie</th><th>E-mail</th></tr></thead><tbody>` +
      TEAM.map((m) => {
        const a = `${m.local}@${HOST}`;
        return m.rdfa
          ? `<tr vocab="https://schema.org/" typeof="Person"><td property="name">${esc(m.name)}</td><td property="jobTitle">${esc(m.title)}</td><td><a href="mailto:${a}" property="email">${a}</a></td></tr>`
          : `<tr><td>${esc(m.name)}</td><td>${esc(m.title)}</td><td>${mailto(a)}</td></tr>`;
      }).join('') + `</tbody></table>`,
  });
  pages['/verhuurders'] = page({ path: '/verhuurders', title: 'Voor verhuurders', main: `<h1>Voor verhuurders</h1><p>Wil je een kotlabel voor je studentenkamers? Onze controleur Jens Wouters komt ter plaatse de brandveiligheid en woonkwaliteit nakijken. Aanvragen via ${mailto(`kotlabel@${HOST}`)}.</p>` });
  pages['/contact'] = page({ path: '/contact', title: 'Contact', main: `<h1>Contact</h1><p>Zitdag: maandag tot donderdag 10u–16u, vrijdag enkel op afspraak.</p><p>Algemene vragen: ${mailto(`info@${HOST}`)}</p><p>Sociaal assistent: Ines Maes – ${mailto(`ines.maes@${HOST}`)} (financiële ondersteuning, huurwaarborg)</p>` });
  pages['/klachten'] = page({ path: '/klachten', title: 'Klachten en ombudsdienst', main: `<h1>Klachten en ombudsdienst</h1><p>Ombudsdienst: Karolien Smets, ombudsvrouw, Naamsestraat 22, 3000 Leuven, tel. ${tel('016 32 41 12')}, ${mailto(`karolien.smets@${HOST}`)}</p>` });
  pages['/privacy'] = page({ path: '/privacy', title: 'Privacy', main: `<h1>Privacyverklaring</h1><p>Wij verwerken je gegevens enkel om je dossier op te volgen.</p>` });
  pages['/en/international-students'] = page({ path: '/en/international-students', lang: 'en', title: 'International students', main: `<h1>Housing for international students</h1><p>Arriving in Leuven for a semester or a full degree? We check contracts in English and help you avoid rental scams.</p><div class="card"><h3>Tom Goossens</h3><p class="card-role">International Housing Officer</p><p>${mailto(`tom.goossens@${HOST}`)}</p></div>` });
  pages['/nieuws/kotenbeurs-2025'] = page({ path: '/nieuws/kotenbeurs-2025', title: 'Kotenbeurs 2025', main: `<article><h1>Kotenbeurs 2025 op 12 maart</h1><p>Meer dan veertig verhuurders stellen hun koten voor in de Alma-zaal. Vragen over de beurs? Bram Peeters, onze communicatieverantwoordelijke, helpt je graag verder via ${mailto(`bram.peeters@${HOST}`)}.</p></article>` });
  pages['/kotbeheer'] = page({ path: '/kotbeheer', title: 'Kotbeheer', main: `<p>Login voor verhuurders. Technische problemen: ${mailto(`platform@${HOST}`)}</p>` });
  pages['/sitemaps/nl.xml'] = xmlPage(urlset(HOST, ['/', '/ons-team', '/verhuurders', '/contact', '/klachten', '/nieuws/kotenbeurs-2025']));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /admin/\nDisallow: /user/login\nDisallow: /kotbeheer\n\nSitemap: ${ORIGIN}/sitemaps/nl.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Generator': 'Drupal 10 (https://www.drupal.org)' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-91',
      languages: ['nl', 'en'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({ address: `${m.local}@${HOST}`, name: m.name, title: m.title, pages: ['/ons-team'], cases: ['table', 'plain', ln, ...(m.rdfa ? ['rdfa'] : [])] as CaseKind[] })),
        { address: `kotlabel@${HOST}`, name: null, title: null, pages: ['/verhuurders'], cases: ['role', 'neighbour', 'plain', ln] },
        { address: `ines.maes@${HOST}`, name: 'Ines Maes', title: 'Sociaal assistent', pages: ['/contact'], cases: ['title-name-line', 'plain'] },
        { address: `karolien.smets@${HOST}`, name: 'Karolien Smets', title: 'ombudsvrouw', pages: ['/klachten'], cases: ['label-line', 'plain', ln] },
        { address: `tom.goossens@${HOST}`, name: 'Tom Goossens', title: 'International Housing Officer', pages: ['/en/international-students'], cases: ['card', 'plain', 'link-english-unlisted'] },
        { address: `bram.peeters@${HOST}`, name: 'Bram Peeters', title: 'communicatieverantwoordelijke', pages: ['/nieuws/kotenbeurs-2025'], cases: ['prose', 'plain', 'sitemap-robots'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/kotbeheer'],
      nonAddresses: [{ text: `platform@${HOST}`, kind: 'disallowed' }],
    },
  };
}
