/**
 * Atelier Moreau Architectes, an architecture practice in Lyon (French). Tuning set.
 *
 * Shows: French anchor texts ("L'atelier", "Équipe", "Nous rejoindre", "Nous contacter",
 * "Mentions légales"); schema.org microdata Person cards (itemprop="email" as a mailto link, as
 * text and as a meta content) and a card with no address; prose with the title before the name;
 * an "Accueil et secrétariat : Name — phone — address" line; an address in character references
 * and one written "[at] … [dot]"; scheme text ("prenom.nom@…"); an address in mentions légales
 * right under the publication director's name that is not hers; a client area robots.txt
 * disallows although the sitemap lists it; an address in a comment; the web host's address;
 * retina image names; project pages with nothing to find.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'atelier-moreau.test';

const A = {
  bonjour: `bonjour@${HOST}`,
  moreau: `claire.moreau@${HOST}`,
  faure: `julien.faure@${HOST}`,
  benali: `ines.benali@${HOST}`,
  lefevre: `hugo.lefevre@${HOST}`,
  recrutement: `recrutement@${HOST}`,
  garnier: `lucie.garnier@${HOST}`,
  perrin: `nathalie.perrin@${HOST}`,
  contact: `contact@${HOST}`,
  webmestre: `webmestre@${HOST}`,
  dpo: `dpo@${HOST}`,
};
const SCHEME = `prenom.nom@${HOST}`;
const COMMENTED = `devis@${HOST}`;
const CLIENT_AREA = [`suivi-chantier@${HOST}`, `margaux.petit@${HOST}`];
const HOST_PROVIDER = 'support@hebergeur-rhone.test';

const NAV: [string, string][] = [
  ['/', 'Accueil'],
  ['/atelier', "L'atelier"],
  ['/equipe', 'Équipe'],
  ['/projets', 'Projets'],
  ['/nous-rejoindre', 'Nous rejoindre'],
  ['/nous-contacter', 'Nous contacter'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Atelier Moreau Architectes',
  head: [
    '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>',
    '<link rel="stylesheet" href="/assets/css/atelier.3f9c2a.css">',
    '<script defer data-domain="atelier-moreau.test" src="https://plausible.io/js/script.js"></script>',
  ],
  privacyPath: { fr: '/confidentialite' },
  header: (page) =>
    `<header class="masthead">\n  <a href="/" class="logo"><img src="/assets/img/logo-am.svg" alt="Atelier Moreau Architectes"></a>\n` +
    `  <button class="burger" aria-controls="menu" aria-expanded="false">Menu</button>\n` +
    `  <nav id="menu"><ul>${NAV.map(([href, label]) => `<li${href === page.path ? ' class="current"' : ''}><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>\n</header>`,
  footer: () =>
    `<footer>\n  <p>Atelier Moreau Architectes · 14 quai Saint-Vincent · 69001 Lyon · 04 78 28 41 90</p>\n` +
    `  <p>Écrivez-nous : <a href="mailto:${entities(A.bonjour)}">${entities(A.bonjour)}</a></p>\n` +
    `  <p><a href="/mentions-legales">Mentions légales</a> · <a href="/confidentialite">Confidentialité</a> · <a href="https://www.instagram.com/ateliermoreau.archi" rel="noopener">Instagram</a></p>\n</footer>`,
};

function page(spec: Omit<PageSpec, 'lang'>): SandboxPage {
  return renderPage(theme, { lang: 'fr', ...spec });
}

/** A microdata Person card; how the address is marked varies as it does across real themes. */
function member(name: string, title: string, photo: string, email: { address: string; as: 'mailto' | 'text' | 'meta' } | null): string {
  const mail =
    email === null
      ? ''
      : email.as === 'mailto'
        ? `<a itemprop="email" href="mailto:${email.address}">${email.address}</a>`
        : email.as === 'text'
          ? `<span itemprop="email">${email.address}</span>`
          : `<meta itemprop="email" content="${email.address}"><a href="mailto:${email.address}" class="btn-mail">Écrire</a>`;
  return (
    `<article class="membre" itemscope itemtype="https://schema.org/Person">\n` +
    `  <img itemprop="image" src="/assets/img/equipe/${photo}.jpg" srcset="/assets/img/equipe/${photo}@2x.jpg 2x" alt="">\n` +
    `  <h3 itemprop="name">${esc(name)}</h3>\n  <p itemprop="jobTitle">${esc(title)}</p>\n  ${mail}\n</article>`
  );
}

function pages(): Record<string, SandboxPage> {
  const projects: [string, string, string][] = [
    ['/projets/halle-des-tisserands', 'Halle des Tisserands, Villeurbanne', 'Réhabilitation d’une halle textile de 1912 en tiers-lieu : 2 400 m², structure bois-métal conservée.'],
    ['/projets/groupe-scolaire-confluence', 'Groupe scolaire Confluence', 'Seize classes, un restaurant scolaire et un gymnase en ossature bois, label E3C1.'],
    ['/projets/maison-des-canuts', 'Maison des Canuts, Croix-Rousse', 'Surélévation et rénovation thermique d’un immeuble de canuts.'],
  ];
  const out: Record<string, SandboxPage> = {
    '/': page({
      path: '/',
      title: 'Architecture et réhabilitation à Lyon',
      description: 'Atelier Moreau Architectes : réhabilitation, équipements publics et logement à Lyon et en Auvergne-Rhône-Alpes.',
      main:
        `<section class="intro"><h1>Construire avec ce qui est déjà là</h1>\n<p>Depuis 2006, l’atelier conçoit des équipements publics, des logements et des réhabilitations exigeantes, en privilégiant le réemploi et les matériaux biosourcés.</p></section>\n` +
        `<section class="projets-une">${projects.map(([href, title]) => `<a class="vignette" href="${href}"><img src="/assets/img${href}.jpg" srcset="/assets/img${href}@2x.jpg 2x" alt=""><span>${esc(title)}</span></a>`).join('\n')}</section>`,
    }),
    '/atelier': page({
      path: '/atelier',
      title: "L'atelier",
      main:
        `<h1>L’atelier</h1>\n<p>Fondé en 2006 par Claire Moreau, architecte DPLG, l’atelier réunit aujourd’hui douze personnes : architectes, architecte d’intérieur, dessinateurs et une économiste de la construction.</p>\n` +
        `<p>Julien Faure a rejoint l’atelier en 2011 et en est devenu associé en 2016.</p>\n<p>Nous travaillons principalement pour la maîtrise d’ouvrage publique, par concours et en procédure adaptée.</p>`,
    }),
    '/equipe': page({
      path: '/equipe',
      title: 'Équipe',
      main:
        `<h1>L’équipe</h1>\n<div class="equipe">\n` +
        member('Claire Moreau', 'Architecte associée, gérante', 'claire-moreau', { address: A.moreau, as: 'mailto' }) +
        '\n' +
        member('Julien Faure', 'Architecte associé', 'julien-faure', { address: A.faure, as: 'mailto' }) +
        '\n' +
        member('Inès Benali', 'Cheffe de projet', 'ines-benali', { address: A.benali, as: 'meta' }) +
        '\n' +
        member('Hugo Lefèvre', "Architecte d'intérieur", 'hugo-lefevre', { address: A.lefevre, as: 'text' }) +
        '\n' +
        member('Camille Roux', 'Dessinatrice-projeteuse', 'camille-roux', null) +
        `\n</div>\n<p class="candidatures">Candidatures spontanées : ${mailto(A.recrutement)}</p>`,
    }),
    '/projets': page({
      path: '/projets',
      title: 'Projets',
      main: `<h1>Projets</h1>\n<ul class="liste-projets">${projects.map(([href, title]) => `<li><a href="${href}">${esc(title)}</a></li>`).join('')}</ul>`,
    }),
    '/nous-rejoindre': page({
      path: '/nous-rejoindre',
      title: 'Nous rejoindre',
      main:
        `<h1>Nous rejoindre</h1>\n<p>Nous accueillons chaque année deux stagiaires en master d’architecture et recrutons régulièrement des architectes confirmés.</p>\n` +
        `<p>Pour les stages, notre chargée des ressources humaines, Lucie Garnier, vous répondra : ${mailto(A.garnier)}.</p>\n` +
        `<p>Vous connaissez déjà quelqu’un à l’atelier ? Écrivez-lui directement, nos adresses sont de la forme ${SCHEME}.</p>`,
    }),
    '/nous-contacter': page({
      path: '/nous-contacter',
      title: 'Nous contacter',
      main:
        `<h1>Nous contacter</h1>\n<address>Atelier Moreau Architectes<br>14 quai Saint-Vincent<br>69001 Lyon</address>\n` +
        `<p>Accueil et secrétariat : Nathalie Perrin — 04 78 28 41 90 — ${mailto(A.perrin)}</p>\n` +
        `<p>Pour toute autre demande : ${A.contact.replace('@', ' [at] ').replace('.test', ' [dot] test')}</p>\n` +
        `<!-- formulaire de devis désactivé (anciennement envoyé à ${COMMENTED}) -->\n` +
        `<p>Accès : métro D, arrêt Vieux Lyon, puis 10 minutes à pied le long de la Saône.</p>`,
    }),
    '/mentions-legales': page({
      path: '/mentions-legales',
      title: 'Mentions légales',
      main:
        `<h1>Mentions légales</h1>\n<p>Atelier Moreau Architectes, SARL d’architecture au capital de 20 000 €, RCS Lyon 491 223 870, inscrite au tableau de l’Ordre des architectes Auvergne-Rhône-Alpes sous le n° S12047.</p>\n` +
        `<p>Directrice de la publication : Claire Moreau</p>\n<p>Contact : ${mailto(A.webmestre)}</p>\n` +
        `<h2>Hébergement</h2><p>Hébergeur Rhône SAS, 3 rue de la Charité, 69002 Lyon – ${mailto(HOST_PROVIDER)}</p>\n` +
        `<h2>Crédits photos</h2><p>© Atelier Moreau, sauf mention contraire.</p>`,
    }),
    '/confidentialite': page({
      path: '/confidentialite',
      title: 'Politique de confidentialité',
      main:
        `<h1>Politique de confidentialité</h1>\n<p>Les données du formulaire de contact sont conservées trois ans. Pour exercer vos droits (accès, rectification, effacement), écrivez à notre délégué à la protection des données : ${mailto(A.dpo)}.</p>\n` +
        `<p>Mesure d’audience : Plausible Analytics, sans cookie.</p>`,
    }),
    '/espace-client/annuaire': page({
      path: '/espace-client/annuaire',
      title: 'Espace client – annuaire des chantiers',
      main: `<h1>Annuaire des chantiers</h1>\n<p>Suivi : ${mailto(CLIENT_AREA[0]!)} · Conductrice de travaux : Margaux Petit, ${mailto(CLIENT_AREA[1]!)}</p>`,
    }),
  };
  for (const [href, title, text] of projects) {
    out[href] = page({ path: href, title, main: `<article class="projet"><h1>${esc(title)}</h1>\n<img src="/assets/img${href}-1.jpg" srcset="/assets/img${href}-1@2x.jpg 2x" alt="">\n<p>${esc(text)}</p>\n<p><a href="/projets">← Tous les projets</a></p></article>` });
  }
  return out;
}

const addresses: TruthAddress[] = [
  { address: A.bonjour, name: null, title: null, pages: ['/'], cases: ['role', 'entities'] },
  { address: A.moreau, name: 'Claire Moreau', title: 'Architecte associée, gérante', pages: ['/equipe'], cases: ['link-non-english', 'microdata', 'card', 'plain'] },
  { address: A.faure, name: 'Julien Faure', title: 'Architecte associé', pages: ['/equipe'], cases: ['link-non-english', 'microdata', 'card', 'plain'] },
  { address: A.benali, name: 'Inès Benali', title: 'Cheffe de projet', pages: ['/equipe'], cases: ['link-non-english', 'microdata', 'card', 'plain'] },
  { address: A.lefevre, name: 'Hugo Lefèvre', title: "Architecte d'intérieur", pages: ['/equipe'], cases: ['link-non-english', 'microdata', 'card', 'plain'] },
  { address: A.recrutement, name: null, title: null, pages: ['/equipe'], cases: ['link-non-english', 'role', 'plain'] },
  { address: A.garnier, name: 'Lucie Garnier', title: 'chargée des ressources humaines', pages: ['/nous-rejoindre'], cases: ['link-non-english', 'prose', 'plain'] },
  { address: A.perrin, name: 'Nathalie Perrin', title: 'Accueil et secrétariat', pages: ['/nous-contacter'], cases: ['title-name-line', 'plain'] },
  { address: A.contact, name: null, title: null, pages: ['/nous-contacter'], cases: ['role', 'obfuscated'] },
  { address: A.webmestre, name: null, title: null, pages: ['/mentions-legales'], cases: ['neighbour', 'plain'] },
  { address: A.dpo, name: null, title: null, pages: ['/confidentialite'], cases: ['role', 'plain'] },
];

export function atelierMoreau(): CrawlWorldSite {
  const pageMap = pages();
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /espace-client/\nDisallow: /admin/\n`,
      sitemapXml: urlset(HOST, ['/', '/atelier', '/equipe', '/projets', '/nous-rejoindre', '/nous-contacter', '/mentions-legales', '/espace-client/annuaire']),
      pages: pageMap,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'tuning',
      languages: ['fr'],
      addresses,
      pattern: '{first}.{last}',
      statedPattern: { page: '/nous-rejoindre', text: SCHEME },
      disallowed: ['/espace-client/annuaire'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: COMMENTED, kind: 'comment' },
        ...CLIENT_AREA.map((text) => ({ text, kind: 'disallowed' as const })),
        { text: HOST_PROVIDER, kind: 'other-company' },
        { text: 'claire-moreau@2x.jpg', kind: 'retina' },
      ],
    },
  };
}
