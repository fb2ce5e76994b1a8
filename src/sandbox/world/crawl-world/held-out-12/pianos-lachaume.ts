/**
 * Atelier Lachaume: a piano workshop in Lyon (tuning, regulation, restoration, rental), French
 * with an English corner reached only through the home page's hreflang alternate. First-dot-last
 * addresses, the scheme stated on the contact page. The founder in prose and as a JSON-LD founder
 * with a mailto: address, the technicians as cards (again with English titles), the office
 * assistant as "Titre : Mme Nom", the general address in character references, the rental desk
 * written "[at]"/"[dot]", a removals firm's address, a form placeholder, a retina logo, a git URL
 * in the theme's credits, a commented-out address and a dealers' page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'pianos-lachaume.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = 'prenom.nom@pianos-lachaume.test';

const MENU_FR: [string, string][] = [
  ['/', 'Accueil'],
  ['/atelier', "L'atelier"],
  ['/equipe', "L'équipe"],
  ['/location', 'Location'],
  ['/contact', 'Contact'],
];
const MENU_EN: [string, string][] = [
  ['/en', 'Home'],
  ['/en/who-tunes-your-piano', 'Who tunes your piano'],
  ['/', 'Français'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Atelier Lachaume',
  head: [
    '<meta name="generator" content="Hugo 0.121.1">',
    '<link rel="stylesheet" href="/css/atelier.min.css">',
    '<link rel="icon" href="/img/favicon.png">',
  ],
  header: (p) =>
    `<header class="masthead"><div class="wrap"><a href="${p.lang === 'en' ? '/en' : '/'}" class="brand"><img src="/img/lachaume-logo.png" srcset="/img/lachaume-logo@2x.png 2x" alt="Atelier Lachaume" width="180"></a>\n` +
    `<nav aria-label="${p.lang === 'en' ? 'Main' : 'Principal'}">${(p.lang === 'en' ? MENU_EN : MENU_FR).map(([h, l]) => `<a href="${h}"${h === p.path ? ' aria-current="page"' : ''}>${esc(l)}</a>`).join(' ')}</nav></div></header>`,
  footer: (p) =>
    `<footer class="colophon"><div class="wrap"><p>Atelier Lachaume SARL · 14 rue des Tables-Claudiennes, 69001 Lyon · ${tel('04 78 28 61 90')}</p>` +
    `<p><a href="/mentions-legales">${p.lang === 'en' ? 'Legal notice' : 'Mentions légales'}</a> · <a href="/espace-revendeurs">${p.lang === 'en' ? 'Dealers' : 'Espace revendeurs'}</a></p>` +
    `<p class="credits">Site : thème « Feutre » (<code>git@github.com:studio-ardoise/hugo-feutre.git</code>)</p></div></footer>`,
  privacyPath: { fr: '/mentions-legales', en: '/mentions-legales' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const ALT = { fr: '/', en: '/en' };

const TEAM: { name: string; fr: string; en: string; address: string; photo: string }[] = [
  { name: 'Claire Fontanel', fr: 'Accordeuse-réparatrice', en: 'Tuner and repairer', address: 'claire.fontanel@pianos-lachaume.test', photo: 'claire' },
  { name: 'Mathieu Roux', fr: 'Régleur-harmoniste', en: 'Regulation and voicing', address: 'mathieu.roux@pianos-lachaume.test', photo: 'mathieu' },
  { name: 'Inès Berthaud', fr: 'Ébéniste, vernis au tampon', en: 'Cabinet maker, French polishing', address: 'ines.berthaud@pianos-lachaume.test', photo: 'ines' },
  { name: 'Hugo Delmas', fr: 'Apprenti accordeur', en: 'Apprentice tuner', address: 'hugo.delmas@pianos-lachaume.test', photo: 'hugo' },
];

export function pianosLachaume(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Accord, réglage et restauration de pianos',
    lang: 'fr',
    alternates: ALT,
    description: 'Atelier de pianos à Lyon : accord, réglage, restauration et location de pianos droits et à queue.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Atelier Lachaume',
        url: `${ORIGIN}/`,
        telephone: '+33 4 78 28 61 90',
        address: { '@type': 'PostalAddress', streetAddress: '14 rue des Tables-Claudiennes', postalCode: '69001', addressLocality: 'Lyon', addressCountry: 'FR' },
        founder: { '@type': 'Person', name: 'Jean-Baptiste Lachaume', jobTitle: 'Facteur de pianos', email: 'mailto:jean-baptiste.lachaume@pianos-lachaume.test' },
      },
    ],
    main:
      `<section class="hero"><h1>Votre piano entre de bonnes mains</h1><p>Accord à domicile dans tout le Grand Lyon, réglage et harmonisation, restauration complète à l'atelier.</p></section>\n` +
      `<section class="services"><h2>Nos services</h2><ul><li>Accord et entretien</li><li>Réglage de la mécanique</li><li>Restauration de meubles et vernis</li><li>Location de pianos d'étude</li></ul>` +
      `<p><a class="btn" href="/contact">Prendre rendez-vous</a></p></section>`,
  });

  pages['/atelier'] = page({
    path: '/atelier',
    title: "L'atelier",
    lang: 'fr',
    main:
      `<article><h1>L'atelier</h1><p>Installé depuis 2004 dans une ancienne imprimerie des pentes de la Croix-Rousse, l'atelier accueille une quinzaine de pianos en restauration.</p>` +
      `<p>Jean-Baptiste Lachaume, facteur de pianos formé à l'ITEMM du Mans puis chez Pleyel, a fondé l'atelier et en suit lui-même chaque restauration ; pour un devis ou un avis sur un instrument ancien, vous pouvez lui écrire directement à ${mailto('jean-baptiste.lachaume@pianos-lachaume.test')}.</p>` +
      `<figure><img src="/img/atelier-table-harmonie.jpg" alt="Table d'harmonie en cours de restauration"><figcaption>Table d'harmonie d'un Érard de 1892.</figcaption></figure></article>`,
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: "L'équipe",
    lang: 'fr',
    main:
      `<h1>L'équipe</h1>\n<div class="grid-team">\n` +
      TEAM.map(
        (t) =>
          `<div class="member"><img src="/img/equipe/${t.photo}.jpg" alt="${esc(t.name)}"><h3>${esc(t.name)}</h3><p class="role">${esc(t.fr)}</p><p>${mailto(t.address, 'Écrire à ' + t.name.split(' ')[0])}</p></div>`,
      ).join('\n') +
      `\n</div>`,
  });

  pages['/location'] = page({
    path: '/location',
    title: 'Location de pianos',
    lang: 'fr',
    main:
      `<h1>Location de pianos</h1><p>Pianos droits d'étude à partir de 45 € par mois, accord de mise en place compris, avec option d'achat.</p>` +
      `<p>Disponibilités et contrats : location [at] pianos-lachaume [dot] test</p>` +
      `<p>Le transport est assuré par notre partenaire Rhône Pianos Transports (${mailto('devis@rhone-pianos-transports.test')}).</p>`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'fr',
    main:
      `<h1>Contact</h1><p>14 rue des Tables-Claudiennes, 69001 Lyon<br>Atelier ouvert du mardi au samedi, 9 h – 18 h</p>` +
      `<p>Courriel : <a href="${entities(`mailto:contact@${HOST}`)}">${entities(`contact@${HOST}`)}</a></p>` +
      `<p>Assistante de direction : Mme Sandrine Vidal – ${mailto('sandrine.vidal@pianos-lachaume.test')}</p>` +
      `<!-- <p>Accords : accords@pianos-lachaume.test</p> -->` +
      `<p class="small">Chaque membre de l'équipe est joignable à l'adresse ${SCHEME}.</p>` +
      `<form class="contact-form" action="/contact/envoyer" method="post"><label>Votre courriel <input type="email" name="email" placeholder="vous@exemple.fr"></label>` +
      `<label>Message <textarea name="message"></textarea></label><button type="submit">Envoyer</button></form>`,
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    lang: 'fr',
    main: `<h1>Mentions légales</h1><p>Atelier Lachaume SARL au capital de 8 000 €, RCS Lyon 478 123 456. Directeur de la publication : Jean-Baptiste Lachaume.</p><p>Données personnelles : <a href="${entities(`mailto:contact@${HOST}`)}">${entities(`contact@${HOST}`)}</a></p>`,
  });

  pages['/espace-revendeurs'] = page({
    path: '/espace-revendeurs',
    title: 'Espace revendeurs',
    lang: 'fr',
    main: `<h1>Espace revendeurs</h1><p>Tarifs professionnels : ${mailto('pro@pianos-lachaume.test')}</p>`,
  });

  pages['/en'] = page({
    path: '/en',
    title: 'Piano tuning and restoration in Lyon',
    lang: 'en',
    alternates: ALT,
    main:
      `<h1>Piano tuning and restoration in Lyon</h1><p>We tune, regulate and restore upright and grand pianos. Most of us speak some English, and one of us is English.</p>` +
      `<p><a href="/en/who-tunes-your-piano">Who tunes your piano</a></p>`,
  });

  pages['/en/who-tunes-your-piano'] = page({
    path: '/en/who-tunes-your-piano',
    title: 'Who tunes your piano',
    lang: 'en',
    main:
      `<h1>Who tunes your piano</h1>\n<ul class="people">\n` +
      TEAM.map((t) => `<li><strong>${esc(t.name)}</strong> – ${esc(t.en)} – ${mailto(t.address)}</li>`).join('\n') +
      `\n</ul>\n<p>Emma Whitcombe, concert technician – ${mailto('emma.whitcombe@pianos-lachaume.test')}</p>` +
      `<p>Emma prepares the pianos for the Opéra de Lyon's recitals and looks after our English-speaking customers.</p>`,
  });

  const cardCases: CaseKind[] = ['card', 'name-title-line', 'plain', 'link-non-english'];
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /espace-revendeurs\n`,
      pages,
      headers: { Server: 'nginx' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-12',
      languages: ['fr', 'en'],
      addresses: [
        {
          address: 'jean-baptiste.lachaume@pianos-lachaume.test',
          name: 'Jean-Baptiste Lachaume',
          title: 'Facteur de pianos',
          pages: ['/', '/atelier'],
          cases: ['json-ld-person', 'json-ld-mailto', 'prose', 'plain', 'link-non-english'],
        },
        ...TEAM.map((t) => ({
          address: t.address,
          name: t.name,
          title: t.fr,
          titleAlternatives: [t.en],
          pages: ['/equipe', '/en/who-tunes-your-piano'],
          cases: cardCases,
        })),
        { address: 'sandrine.vidal@pianos-lachaume.test', name: 'Sandrine Vidal', title: 'Assistante de direction', pages: ['/contact'], cases: ['title-name-line', 'honorific', 'plain'] },
        { address: 'contact@pianos-lachaume.test', name: null, title: null, pages: ['/contact', '/mentions-legales'], cases: ['role', 'entities'] },
        { address: 'location@pianos-lachaume.test', name: null, title: null, pages: ['/location'], cases: ['role', 'obfuscated', 'link-non-english'] },
        {
          address: 'emma.whitcombe@pianos-lachaume.test',
          name: 'Emma Whitcombe',
          title: 'concert technician',
          pages: ['/en/who-tunes-your-piano'],
          cases: ['name-title-line', 'hreflang', 'deep-page', 'link-english-unlisted', 'plain'],
        },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: SCHEME },
      disallowed: ['/espace-revendeurs'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: 'accords@pianos-lachaume.test', kind: 'comment' },
        { text: 'pro@pianos-lachaume.test', kind: 'disallowed' },
        { text: 'devis@rhone-pianos-transports.test', kind: 'other-company' },
        { text: 'vous@exemple.fr', kind: 'placeholder' },
        { text: 'lachaume-logo@2x.png', kind: 'retina' },
        { text: 'git@github.com:studio-ardoise/hugo-feutre.git', kind: 'git' },
      ],
    },
  };
}
