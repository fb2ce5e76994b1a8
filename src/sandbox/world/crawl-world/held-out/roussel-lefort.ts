/**
 * HELD-OUT SET: do not read this file while tuning the crawler or its extractors (see index.ts).
 *
 * Office notarial Roussel & Lefort, a notary office in Bordeaux (French).
 *
 * Shows: French anchor texts ("L'office", "Nous trouver", "Honoraires", "Immobilier"); the team
 * page two links deep (office → équipe); microdata Person cards with the honorifics "Me" and
 * "Mme"; prose naming the owner before her title; a "Name, title, address" line; the reception
 * address built with String.fromCharCode; a gzip sitemap named by robots.txt with a page listed
 * only there; scheme text written as "p.nom@…" (first initial, dot, surname); a client area
 * robots.txt disallows; the notaries' council's address.
 */
import type { SandboxPage } from '../../websites.js';
import { charCodes, esc, gzipXmlPage, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'roussel-lefort-notaires.test';
const ORIGIN = `http://${HOST}`;

const A = {
  roussel: `h.roussel@${HOST}`,
  lefort: `b.lefort@${HOST}`,
  colin: `a.colin@${HOST}`,
  marchand: `t.marchand@${HOST}`,
  accueil: `accueil@${HOST}`,
  garnier: `s.garnier@${HOST}`,
  recrutement: `recrutement@${HOST}`,
  dumas: `c.dumas@${HOST}`,
};
const SCHEME = `p.nom@${HOST}`;
const CLIENT_AREA = [`actes@${HOST}`, `j.perrot@${HOST}`];
const COUNCIL = 'contact@chambre-notaires-gironde.test';
const ACCUEIL_CODES = charCodes(A.accueil);

const NAV: [string, string][] = [
  ['/', 'Accueil'],
  ['/office', "L'office"],
  ['/immobilier', 'Immobilier'],
  ['/honoraires', 'Honoraires'],
  ['/nous-trouver', 'Nous trouver'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Office notarial Roussel & Lefort',
  head: ['<link rel="stylesheet" href="/themes/notaires/css/style.css?v=3">'],
  privacyPath: { fr: '/mentions-legales' },
  header: () => `<header><a href="/" class="logo"><img src="/themes/notaires/img/logo-notaires.png" alt="Roussel &amp; Lefort, notaires"></a>\n<nav>${NAV.map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' ')}</nav></header>`,
  footer: () => `<footer><p>Office notarial Roussel &amp; Lefort · 21 cours de l’Intendance · 33000 Bordeaux · 05 56 44 20 10</p><p><a href="/mentions-legales">Mentions légales</a> · <a href="/espace-client/actes">Espace client</a></p></footer>`,
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'fr', ...spec });
}

function person(name: string, title: string, email: string): string {
  return `<div class="collaborateur" itemscope itemtype="http://schema.org/Person"><p class="nom" itemprop="name">${esc(name)}</p><p itemprop="jobTitle">${esc(title)}</p><p><a itemprop="email" href="mailto:${email}">${email}</a></p></div>`;
}

function pages(): Record<string, SandboxPage> {
  return {
    '/': page({
      path: '/',
      title: 'Notaires à Bordeaux',
      main: `<section><h1>Vos notaires au cœur de Bordeaux</h1><p>Ventes immobilières, successions, donations, contrats de mariage et droit de la famille.</p><p><a href="/office">Découvrir l’office</a></p></section>`,
    }),
    '/office': page({
      path: '/office',
      title: "L'office",
      main: `<h1>L’office</h1>\n<p>Créé en 1974, l’office est dirigé depuis 2012 par deux notaires associés et compte onze collaborateurs.</p>\n<p><a href="/office/equipe">Notre équipe</a> · <a href="/office/histoire">Notre histoire</a></p>`,
    }),
    '/office/histoire': page({ path: '/office/histoire', title: 'Notre histoire', main: `<h1>Notre histoire</h1>\n<p>Me Jacques Roussel reprend l’étude en 1974 ; sa fille lui succède en 2012.</p>` }),
    '/office/equipe': page({
      path: '/office/equipe',
      title: 'Notre équipe',
      main:
        `<h1>Notre équipe</h1>\n<p>Chacun de nos collaborateurs est joignable directement : l’initiale du prénom, un point, puis le nom, soit ${SCHEME}.</p>\n<div class="equipe">\n` +
        person('Me Hélène Roussel', 'Notaire associée', A.roussel) +
        '\n' +
        person('Me Bertrand Lefort', 'Notaire associé', A.lefort) +
        '\n' +
        person('Mme Agnès Colin', 'Clerc principale', A.colin) +
        '\n' +
        person('Théo Marchand', 'Formaliste', A.marchand) +
        `\n</div>`,
    }),
    '/immobilier': page({
      path: '/immobilier',
      title: 'Immobilier',
      main: `<h1>Négociation immobilière</h1>\n<p>L’office vend des biens pour le compte de ses clients, honoraires de négociation au barème.</p>\n<p>Service négociation : Claire Dumas, négociatrice immobilière, ${mailto(A.dumas)}</p>`,
    }),
    '/honoraires': page({
      path: '/honoraires',
      title: 'Honoraires',
      main: `<h1>Honoraires</h1>\n<p>Les émoluments des notaires sont fixés par décret. Pour un devis, contactez Sophie Garnier, notre assistante, à l’adresse ${mailto(A.garnier)}.</p>`,
    }),
    '/nous-trouver': page({
      path: '/nous-trouver',
      title: 'Nous trouver',
      main:
        `<h1>Nous trouver</h1>\n<p>21 cours de l’Intendance, 33000 Bordeaux – tram B, arrêt Gambetta.</p>\n<p>Accueil : <span id="ml"></span></p>\n` +
        `<script>var m=String.fromCharCode(${ACCUEIL_CODES});document.getElementById('ml').innerHTML='<a href="mailto:'+m+'">'+m+'</a>';</script>`,
    }),
    '/mentions-legales': page({
      path: '/mentions-legales',
      title: 'Mentions légales',
      main: `<h1>Mentions légales</h1>\n<p>Office notarial Roussel &amp; Lefort, SCP titulaire d’un office de notaire. Responsable de la publication : Me Hélène Roussel</p>\n<p>Chambre des notaires de la Gironde : ${mailto(COUNCIL)}</p>`,
    }),
    '/recrutement': page({
      path: '/recrutement',
      title: 'Recrutement',
      main: `<h1>Recrutement</h1>\n<p>L’office recrute un(e) clerc rédacteur(trice) en droit de la famille. Candidatures : ${mailto(A.recrutement)}</p>`,
    }),
    '/espace-client/actes': page({ path: '/espace-client/actes', title: 'Espace client', main: `<h1>Vos actes</h1>\n<p>Dépôt de pièces : ${CLIENT_AREA[0]} · Votre clerc : Julie Perrot, ${CLIENT_AREA[1]}</p>` }),
    '/sitemap.xml.gz': gzipXmlPage(urlset(HOST, ['/', '/office', '/office/equipe', '/office/histoire', '/immobilier', '/honoraires', '/nous-trouver', '/mentions-legales', '/recrutement'])),
  };
}

const addresses: TruthAddress[] = [
  { address: A.roussel, name: 'Hélène Roussel', title: 'Notaire associée', pages: ['/office/equipe'], cases: ['deep-page', 'link-non-english', 'microdata', 'card', 'honorific', 'plain'] },
  { address: A.lefort, name: 'Bertrand Lefort', title: 'Notaire associé', pages: ['/office/equipe'], cases: ['deep-page', 'link-non-english', 'microdata', 'card', 'honorific', 'plain'] },
  { address: A.colin, name: 'Agnès Colin', title: 'Clerc principale', pages: ['/office/equipe'], cases: ['deep-page', 'link-non-english', 'microdata', 'card', 'honorific', 'plain'] },
  { address: A.marchand, name: 'Théo Marchand', title: 'Formaliste', pages: ['/office/equipe'], cases: ['deep-page', 'link-non-english', 'microdata', 'card', 'plain'] },
  { address: A.dumas, name: 'Claire Dumas', title: 'négociatrice immobilière', pages: ['/immobilier'], cases: ['link-non-english', 'name-title-line', 'plain'] },
  { address: A.garnier, name: 'Sophie Garnier', title: 'assistante', pages: ['/honoraires'], cases: ['link-non-english', 'prose', 'plain'] },
  { address: A.accueil, name: null, title: null, pages: ['/nous-trouver'], encoded: { kind: 'charcodes', text: ACCUEIL_CODES }, cases: ['link-non-english', 'role', 'script-charcode'] },
  { address: A.recrutement, name: null, title: null, pages: ['/recrutement'], cases: ['sitemap-gzip', 'sitemap-robots', 'role', 'plain'] },
];

export function rousselLefort(): CrawlWorldSite {
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /espace-client/\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages: pages(),
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out',
      languages: ['fr'],
      addresses,
      pattern: '{f}.{last}',
      statedPattern: { page: '/office/equipe', text: SCHEME },
      disallowed: ['/espace-client/actes'],
      nonAddresses: [{ text: SCHEME, kind: 'scheme' }, ...CLIENT_AREA.map((text) => ({ text, kind: 'disallowed' as const })), { text: COUNCIL, kind: 'other-company' }],
    },
  };
}
