/**
 * Harpes du Vercors: a harp maker's workshop in Villard-de-Lans, French only. Initial-and-surname
 * addresses. The founder in prose on the workshop page, the makers on "Nom – rôle" lines (one with
 * a post-nominal), the after-sales manager only as a JSON-LD department's employee written
 * "mailto:", the workshop visits address in character references, the recruiter with an
 * honorific on a "Titre : Nom" line of a page two links deep, an old address in an HTML comment,
 * the host's address in the legal notice, a placeholder in the form and a dealers' area
 * robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'harpes-vercors.test';
const ORIGIN = `http://${HOST}`;
const COMMENTED = 'atelier@harpes-vercors.test';

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/l-atelier', "L'atelier"],
  ['/equipe', "L'équipe"],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Harpes du Vercors',
  head: ['<link rel="stylesheet" href="/assets/harpes.css?2025">', '<link rel="icon" href="/assets/favicon.png">'],
  header: () => `<header class="bandeau"><a href="/" class="titre">Harpes du Vercors</a><nav>${MENU.map(([href, label]) => `<a href="${href}">${esc(label)}</a>`).join(' · ')}</nav></header>`,
  footer: () =>
    `<footer class="pied"><p>Harpes du Vercors SARL · 12 route des Geymonds, 38250 Villard-de-Lans · SIRET 812 345 678 00019</p>` +
    `<p><a href="/mentions-legales">Mentions légales</a> · <a href="/espace-revendeurs">Espace revendeurs</a></p></footer>`,
  privacyPath: { fr: '/mentions-legales' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const corps = (html: string) => `<div class="corps">${html}</div>`;

const MAKERS: [string, string, string][] = [
  ['Hugo Marchand', 'facteur de tables d’harmonie', 'hmarchand@harpes-vercors.test'],
  ['Léa Garnier', 'monteuse de cordes et régleuse', 'lgarnier@harpes-vercors.test'],
  ['Théo Blanc', 'vernisseur', 'tblanc@harpes-vercors.test'],
];

export function harpesVercors(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Harpes celtiques et à pédales',
    lang: 'fr',
    main: corps(`<h1>Harpes celtiques et à pédales</h1><p>Nous fabriquons à la main des harpes celtiques de 34 et 38 cordes en érable et noyer du Vercors.</p>\n<!-- ancienne adresse : ${COMMENTED} -->`),
  });

  pages['/l-atelier'] = page({
    path: '/l-atelier',
    title: "L'atelier",
    lang: 'fr',
    main: corps(
      `<h2>L'atelier</h2><p>L'atelier a été fondé en 2009 par Claire Reynaud, facteur de harpes formée à Mirecourt, à qui vous pouvez écrire pour toute commande sur mesure : ${mailto('creynaud@harpes-vercors.test')}.</p>` +
        `<p>Nous accueillons aussi des stagiaires : voir <a href="/l-atelier/recrutement">recrutement et stages</a>.</p>`,
    ),
  });

  pages['/l-atelier/recrutement'] = page({
    path: '/l-atelier/recrutement',
    title: 'Recrutement et stages',
    lang: 'fr',
    main: corps(
      `<h2>Recrutement et stages</h2><p>Nous recherchons un ou une apprentie en facture instrumentale (CAP ou DMA).</p>` +
        `<p>Responsable du recrutement : Mme Sophie Lambert, ${mailto('slambert@harpes-vercors.test')}</p>`,
    ),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: "L'équipe",
    lang: 'fr',
    main: corps(
      `<h2>L'équipe</h2><ul class="equipe">\n` +
        MAKERS.map(([name, role, address]) => `<li>${esc(name)} – ${esc(role)} – ${mailto(address)}</li>`).join('\n') +
        `\n<li>Inès Faure, PhD – acousticienne, mesures et réglage des caisses – ${mailto('ifaure@harpes-vercors.test')}</li>\n</ul>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'fr',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Harpes du Vercors SARL',
        url: `${ORIGIN}/`,
        department: [
          {
            '@type': 'Organization',
            name: 'Harpes du Vercors – Service après-vente',
            employee: { '@type': 'Person', name: 'Julien Morel', jobTitle: 'responsable du service après-vente', email: 'mailto:jmorel@harpes-vercors.test' },
          },
        ],
      },
    ],
    main: corps(
      `<h2>Contact</h2><p>12 route des Geymonds, 38250 Villard-de-Lans · 04 76 95 12 34</p><p>Renseignements et devis : ${mailto('contact@harpes-vercors.test')}</p>` +
        `<p>Visites de l'atelier (le samedi, sur réservation) : <a href="${entities(`mailto:visites@${HOST}`)}">${entities(`visites@${HOST}`)}</a></p>` +
        `<form action="/envoyer" method="post"><input type="email" name="courriel" placeholder="prenom.nom@exemple.fr"><textarea name="message"></textarea><button>Envoyer</button></form>`,
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    lang: 'fr',
    main: corps(
      `<h2>Mentions légales</h2><p>Éditeur : Harpes du Vercors SARL, capital 20 000 €. Directrice de la publication : Claire Reynaud. Contact : ${mailto('contact@harpes-vercors.test')}</p>` +
        `<p>Hébergeur : Hébergeur des Alpes SAS, 5 rue Lesdiguières, 38000 Grenoble, ${mailto('support@hebergeur-alpes.test')}</p>`,
    ),
  });

  pages['/espace-revendeurs'] = page({
    path: '/espace-revendeurs',
    title: 'Espace revendeurs',
    lang: 'fr',
    main: corps(`<h2>Espace revendeurs</h2><p>Tarifs professionnels et délais : ${mailto('revendeurs@harpes-vercors.test')}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /espace-revendeurs\nDisallow: /envoyer\n`,
      sitemapXml: urlset(HOST, ['/', '/l-atelier', '/equipe', '/contact', '/mentions-legales'], '2025-02-11'),
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-10',
      languages: ['fr'],
      addresses: [
        {
          address: 'creynaud@harpes-vercors.test',
          name: 'Claire Reynaud',
          title: 'facteur de harpes',
          titleAlternatives: ['Directrice de la publication'],
          pages: ['/l-atelier'],
          cases: ['prose', 'plain', 'link-non-english'],
        },
        {
          address: 'hmarchand@harpes-vercors.test',
          name: 'Hugo Marchand',
          title: 'facteur de tables d’harmonie',
          titleAlternatives: ["facteur de tables d'harmonie"],
          pages: ['/equipe'],
          cases: ['name-title-line', 'plain', 'link-non-english'],
        },
        {
          address: 'lgarnier@harpes-vercors.test',
          name: 'Léa Garnier',
          title: 'monteuse de cordes et régleuse',
          titleAlternatives: ['monteuse de cordes'],
          pages: ['/equipe'],
          cases: ['name-title-line', 'plain', 'link-non-english'],
        },
        { address: 'tblanc@harpes-vercors.test', name: 'Théo Blanc', title: 'vernisseur', pages: ['/equipe'], cases: ['name-title-line', 'plain', 'link-non-english'] },
        {
          address: 'ifaure@harpes-vercors.test',
          name: 'Inès Faure',
          title: 'acousticienne, mesures et réglage des caisses',
          titleAlternatives: ['acousticienne'],
          pages: ['/equipe'],
          cases: ['name-title-line', 'post-nominal', 'plain', 'link-non-english'],
        },
        {
          address: 'jmorel@harpes-vercors.test',
          name: 'Julien Morel',
          title: 'responsable du service après-vente',
          pages: ['/contact'],
          cases: ['json-ld-nested', 'json-ld-person', 'json-ld-mailto', 'json-ld-only'],
        },
        { address: 'contact@harpes-vercors.test', name: null, title: null, pages: ['/contact', '/mentions-legales'], cases: ['role', 'plain'] },
        { address: 'visites@harpes-vercors.test', name: null, title: null, pages: ['/contact'], cases: ['entities', 'role'] },
        {
          address: 'slambert@harpes-vercors.test',
          name: 'Sophie Lambert',
          title: 'Responsable du recrutement',
          pages: ['/l-atelier/recrutement'],
          cases: ['title-name-line', 'honorific', 'deep-page', 'plain', 'link-non-english'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/espace-revendeurs'],
      nonAddresses: [
        { text: COMMENTED, kind: 'comment' },
        { text: 'revendeurs@harpes-vercors.test', kind: 'disallowed' },
        { text: 'prenom.nom@exemple.fr', kind: 'placeholder' },
        { text: 'support@hebergeur-alpes.test', kind: 'other-company' },
      ],
    },
  };
}
