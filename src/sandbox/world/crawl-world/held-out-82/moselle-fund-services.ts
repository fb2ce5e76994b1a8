/**
 * Moselle Fund Services: a fund administrator and transfer agent in Luxembourg-Kirchberg, on
 * Drupal, French with an English version reached through hreflang. The board and conducting
 * officers in a table, a Paris representative office page in French of France, JSON-LD with
 * nested departments (one employee only there), an English
 * leadership page in microdata, the company secretary written "[at]".
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, tel } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';
import { makeTheme, pager } from './common.js';

const HOST = 'moselle-fund-services.test';
const ORIGIN = `http://${HOST}`;

const theme = makeTheme({
  host: HOST,
  siteName: 'Moselle Fund Services',
  head: ['<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">', `<link rel="stylesheet" media="all" href="${ORIGIN}/sites/default/files/css/css_Xq3bA9.css?delta=0">`],
  menus: {
    fr: [
      ['/fr', 'Accueil'],
      ['/fr/nos-services', 'Nos services'],
      ['/fr/gouvernance', 'Gouvernance'],
      ['/fr/carrieres', 'Carrières'],
      ['/fr/bureau-de-paris', 'Bureau de Paris'],
      ['/fr/nous-contacter', 'Nous contacter'],
    ],
    en: [
      ['/en', 'Home'],
      ['/en/our-people', 'Our people'],
    ],
  },
  navOpen: `<header role="banner" class="region region-header"><div id="block-site-branding"><a href="/fr" rel="home">Moselle Fund Services S.A.</a></div><nav role="navigation" id="block-main-menu"><ul class="menu menu--main nav">`,
  navClose: `</ul></nav></header>`,
  item: (h, l) => `<li class="menu-item"><a href="${h}" data-drupal-link-system-path="node">${esc(l)}</a></li>`,
  footer: (lang) =>
    `<footer role="contentinfo" class="region region-footer"><p>Moselle Fund Services S.A. – 19, rue Eugène Ruppert, L-2453 Luxembourg – R.C.S. Luxembourg B 201.554 – ${tel('+352 26 48 91 1')}</p>` +
    `<p>${lang === 'en' ? 'Supervised by the CSSF.' : 'Établissement soumis à la surveillance de la CSSF.'} <a href="/fr/mentions-legales">Mentions légales</a> · <a href="/fr/extranet">Extranet clients</a></p></footer>`,
  privacyPath: { fr: '/fr/mentions-legales', en: '/fr/mentions-legales' },
});
const page = pager(theme, 'fr-LU');
const ALT = { 'fr-LU': '/fr', en: '/en', 'x-default': '/fr' };
const a = (l: string) => `${l}@${HOST}`;

type Row = { name: string; shown: string; fr: string; en: string; local: string };
const BOARD: Row[] = [
  { name: 'Jean Lambert', shown: 'Jean Lambert', fr: 'Administrateur délégué', en: 'Managing Director', local: 'jlambert' },
  { name: 'Claire Weber', shown: 'Claire Weber', fr: 'Dirigeante agréée – Administration de fonds et comptabilité', en: 'Conducting Officer, Fund Accounting', local: 'cweber' },
  { name: 'Paul Schmit', shown: 'Paul Schmit, CFA', fr: 'Dirigeant agréé en charge de la gestion des risques', en: 'Conducting Officer, Risk Management', local: 'pschmit' },
  { name: 'Sophie Muller', shown: 'Sophie Muller', fr: 'Responsable du contrôle du respect des obligations LBC/FT (RC)', en: 'AML/CFT Compliance Officer', local: 'smuller' },
];

export function moselleFundServices(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  pages['/'] = page({
    path: '/',
    title: 'Administration de fonds',
    alternates: ALT,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FinancialService',
        name: 'Moselle Fund Services S.A.',
        url: `${ORIGIN}/`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: a('info'), telephone: '+352 26 48 91 1', availableLanguage: ['fr', 'en', 'de', 'lb'] },
        department: [
          {
            '@type': 'Organization',
            name: 'Agent de transfert / Registre',
            employee: { '@type': 'Person', name: 'Marc Hoffmann', jobTitle: 'Responsable Agent de transfert', email: a('mhoffmann') },
          },
          {
            '@type': 'Organization',
            name: 'Dépositaire – fonctions de surveillance',
            employee: { '@type': 'Person', name: 'Nathalie Kremer', jobTitle: 'Responsable Oversight dépositaire', email: a('nkremer') },
          },
        ],
      },
    ],
    main: `<h1>Administration centrale, agent de transfert et services aux fonds alternatifs</h1><p>Depuis 2009, nous assurons le calcul de la VNI, la tenue de registre et le reporting réglementaire de plus de 140 compartiments (OPCVM, FIA, SICAV-RAIF).</p><p>Agent de transfert : Marc Hoffmann et son équipe traitent les ordres de souscription et de rachat jusqu’à 12h00 CET.</p><p>Contact : ${mailto(a('info'))}</p><p><a href="/fr/gouvernance">Gouvernance</a> · <a href="/fr/nous-contacter">Nous contacter</a></p>`,
  });
  pages['/fr'] = page({ path: '/fr', title: 'Accueil', alternates: ALT, main: `<h1>Moselle Fund Services</h1><p>Votre partenaire luxembourgeois pour l’administration de fonds.</p><p><a href="/fr/gouvernance">Gouvernance</a></p>` });
  pages['/fr/nos-services'] = page({ path: '/fr/nos-services', title: 'Nos services', main: `<h1>Nos services</h1><ul><li>Administration centrale</li><li>Agent de registre et de transfert</li><li>Domiciliation</li></ul>` });
  pages['/fr/gouvernance'] = page({
    path: '/fr/gouvernance',
    title: 'Gouvernance',
    alternates: { 'fr-LU': '/fr/gouvernance', en: '/en/our-people' },
    main:
      `<h1>Gouvernance</h1><div class="views-element-container"><table class="views-table cols-3"><thead><tr><th>Nom</th><th>Fonction</th><th>Courriel</th></tr></thead><tbody>` +
      BOARD.map((r) => `<tr><td class="views-field-title">${esc(r.shown)}</td><td class="views-field-field-fonction">${esc(r.fr)}</td><td>${mailto(a(r.local))}</td></tr>`).join('') +
      `</tbody></table></div><p>Secrétaire du conseil d’administration : Me Luc Reuter, avocat à la Cour – lreuter [at] moselle-fund-services [dot] test</p>`,
  });
  pages['/fr/nous-contacter'] = page({
    path: '/fr/nous-contacter',
    title: 'Nous contacter',
    main: `<h1>Nous contacter</h1><dl><dt>Accueil</dt><dd>${mailto(a('info'))}</dd><dt>Ordres et opérations sur parts</dt><dd>${mailto(a('dealing'))}</dd></dl><p>Pour les candidatures : ${mailto(a('rh'))}</p><form><input type="email" name="mail" placeholder="prenom.nom@exemple.lu"></form>`,
  });
  pages['/fr/bureau-de-paris'] = page({
    path: '/fr/bureau-de-paris',
    title: 'Bureau de Paris',
    lang: 'fr-FR',
    main: `<h1>Notre bureau de représentation à Paris</h1><p>Pour les sociétés de gestion françaises qui domicilient leurs fonds au Luxembourg, notre équipe parisienne (8, rue de la Chaussée-d’Antin, 75009 Paris) assure le relais commercial et l’accompagnement au lancement.</p><p>Votre interlocutrice : Mme Isabelle Garnier, directrice du développement commercial France, joignable au 01 84 60 27 15 ou par courriel à ${mailto(a('igarnier'))}.</p>`,
  });
  pages['/fr/carrieres'] = page({ path: '/fr/carrieres', title: 'Carrières', main: `<h1>Carrières</h1><p>Nous recrutons des comptables de fonds (H/F). Envoyez votre CV à ${mailto(a('rh'))}.</p>` });
  pages['/fr/mentions-legales'] = page({ path: '/fr/mentions-legales', title: 'Mentions légales', main: `<h1>Mentions légales</h1><p>Hébergement : LuxCloud Hosting S.à r.l., support@luxcloud-hosting.lu</p>` });
  pages['/fr/extranet'] = page({ path: '/fr/extranet', title: 'Extranet', main: `<h1>Extranet</h1><p>Accès : ${mailto(a('extranet'))}</p>` });
  pages['/en'] = page({ path: '/en', title: 'Fund administration', lang: 'en', alternates: ALT, main: `<h1>Fund administration from Luxembourg</h1><p>Central administration, registrar and transfer agency for UCITS and AIFs.</p><p><a href="/en/our-people">Meet our conducting officers</a></p>` });
  pages['/en/our-people'] = page({
    path: '/en/our-people',
    title: 'Our people',
    lang: 'en',
    alternates: { 'fr-LU': '/fr/gouvernance', en: '/en/our-people' },
    main:
      `<h1>Our people</h1>` +
      BOARD.slice(0, 2)
        .map((r) => `<div itemscope itemtype="https://schema.org/Person" class="node--type-person"><h3 itemprop="name">${esc(r.shown)}</h3><p itemprop="jobTitle">${esc(r.en)}</p><a itemprop="email" href="mailto:${a(r.local)}">${a(r.local)}</a></div>`)
        .join('') +
      `<div itemscope itemtype="https://schema.org/Person" class="node--type-person"><h3 itemprop="name">Olivier Thill, ACCA</h3><p itemprop="jobTitle">Head of Client Onboarding</p><a itemprop="email" href="mailto:${a('othill')}">${a('othill')}</a></div>`,
  });
  const boardAddr = (r: Row, i: number) => ({
    address: a(r.local),
    name: r.name,
    title: r.fr,
    titleAlternatives: i < 2 ? [r.en] : [],
    pages: i < 2 ? ['/fr/gouvernance', '/en/our-people'] : ['/fr/gouvernance'],
    cases: ['table', 'plain', 'link-non-english', ...(i < 2 ? ['microdata', 'hreflang'] : []), ...(r.shown !== r.name ? ['post-nominal'] : [])] as CaseKind[],
  });
  return {
    site: { host: HOST, robotsTxt: `User-agent: *\nDisallow: /fr/extranet\nDisallow: /user/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`, pages, headers: { 'X-Generator': 'Drupal 10 (https://www.drupal.org)' } },
    truth: {
      domain: HOST,
      set: 'held-out-82',
      languages: ['fr', 'en'],
      addresses: [
        { address: a('info'), name: null, title: null, pages: ['/', '/fr/nous-contacter'], cases: ['role', 'plain', 'json-ld-contact-point'] },
        { address: a('dealing'), name: null, title: null, pages: ['/fr/nous-contacter'], cases: ['role', 'plain', 'definition-list'] },
        { address: a('rh'), name: null, title: null, pages: ['/fr/nous-contacter', '/fr/carrieres'], cases: ['role', 'plain'] },
        ...BOARD.map(boardAddr),
        { address: a('igarnier'), name: 'Isabelle Garnier', title: 'directrice du développement commercial France', pages: ['/fr/bureau-de-paris'], cases: ['honorific', 'prose', 'plain', 'link-non-english'] },
        { address: a('othill'), name: 'Olivier Thill', title: 'Head of Client Onboarding', pages: ['/en/our-people'], cases: ['microdata', 'post-nominal', 'deep-page', 'link-english-unlisted', 'plain'] },
        { address: a('lreuter'), name: 'Luc Reuter', title: 'Secrétaire du conseil d’administration', pages: ['/fr/gouvernance'], cases: ['honorific', 'title-name-line', 'obfuscated', 'link-non-english'] },
        { address: a('mhoffmann'), name: 'Marc Hoffmann', title: 'Responsable Agent de transfert', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
        { address: a('nkremer'), name: 'Nathalie Kremer', title: 'Responsable Oversight dépositaire', pages: ['/'], cases: ['json-ld-person', 'json-ld-nested', 'json-ld-only'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/fr/extranet'],
      nonAddresses: [
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'prenom.nom@exemple.lu', kind: 'placeholder' },
        { text: 'support@luxcloud-hosting.lu', kind: 'other-company' },
      ],
    },
  };
}
