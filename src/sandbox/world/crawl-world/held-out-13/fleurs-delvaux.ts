/**
 * Delvaux Fleurs & Mariages: a wedding florist in Brussels, French and Dutch, on Wix. First-name
 * addresses. The founder as "Nom, titre" on both home pages and a JSON-LD founder whose e-mail is a
 * mailto: URL, the atelier as cards (Dutch titles on the Dutch team page), the office manager in
 * RDFa, the wedding mailbox as a JSON-LD contact point, the delivery lead on the Dutch contact
 * page with a reversed address a script turns round, the press officer as "Titre : Nom" on a page
 * listed only in a child of the sitemap index; a retina logo, a form placeholder, the flower
 * auction's address and a trade page robots.txt disallows.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'fleurs-delvaux.test';
const ORIGIN = `http://${HOST}`;

const MENU_FR: [string, string][] = [
  ['/', 'Accueil'],
  ['/mariages', 'Mariages'],
  ['/l-equipe', "L'équipe"],
  ['/contact', 'Contact'],
  ['/nl', 'Nederlands'],
];
const MENU_NL: [string, string][] = [
  ['/nl', 'Home'],
  ['/nl/het-team', 'Het team'],
  ['/nl/contact', 'Contact'],
  ['/', 'Français'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Delvaux Fleurs & Mariages',
  head: [
    '<meta name="generator" content="Wix.com Website Builder">',
    '<link rel="preconnect" href="https://static.parastorage.test">',
    '<meta http-equiv="X-Wix-Meta-Site-Id" content="3b1d7a52-90e4-4c1a-a2a7-5c0f1e9d6b21">',
  ],
  header: (p) =>
    `<header id="SITE_HEADER" class="wixui-header"><div data-testid="linkElement"><a href="${p.lang === 'nl' ? '/nl' : '/'}"><img src="https://static.wixstatic.test/media/logo-delvaux.png" srcset="https://static.wixstatic.test/media/logo-delvaux@2x.png 2x" alt="Delvaux Fleurs"></a></div>` +
    `<nav aria-label="Site" class="wixui-horizontal-menu"><ul>${(p.lang === 'nl' ? MENU_NL : MENU_FR).map(([h, l]) => `<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></header>`,
  footer: (p) =>
    `<footer id="SITE_FOOTER" class="wixui-footer"><p>Delvaux Fleurs &amp; Mariages SRL · Rue du Bailli 61, 1050 Ixelles · BCE 0743.218.509 · ${tel('+32 2 538 41 07')}</p>` +
    `<p><a href="/mentions-legales">${p.lang === 'nl' ? 'Wettelijke vermeldingen' : 'Mentions légales'}</a> · <a href="/espace-pro">${p.lang === 'nl' ? 'Professionals' : 'Espace pro'}</a></p></footer>`,
  privacyPath: { fr: '/mentions-legales', nl: '/mentions-legales' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);

const ATELIER: { name: string; fr: string; nl: string; address: string }[] = [
  { name: 'Margaux Lenoir', fr: "Cheffe d'atelier", nl: 'Atelierverantwoordelijke', address: 'margaux@fleurs-delvaux.test' },
  { name: 'Thibault Moens', fr: 'Décorateur floral événementiel', nl: 'Floraal decorateur voor events', address: 'thibault@fleurs-delvaux.test' },
  { name: 'Lotte Janssens', fr: 'Fleuriste', nl: 'Bloemist', address: 'lotte@fleurs-delvaux.test' },
  { name: 'Inès Vandamme', fr: 'Coordinatrice mariages', nl: 'Huwelijkscoördinator', address: 'ines@fleurs-delvaux.test' },
];

const JONAS = 'jonas@fleurs-delvaux.test';

const ORG = {
  '@context': 'https://schema.org',
  '@type': 'Florist',
  name: 'Delvaux Fleurs & Mariages',
  url: `${ORIGIN}/`,
  telephone: '+32 2 538 41 07',
  founder: { '@type': 'Person', name: 'Claire Delvaux', jobTitle: 'Fleuriste-fondatrice', email: 'mailto:claire@fleurs-delvaux.test' },
  address: { '@type': 'PostalAddress', streetAddress: 'Rue du Bailli 61', postalCode: '1050', addressLocality: 'Ixelles', addressCountry: 'BE' },
};

function cards(lang: 'fr' | 'nl'): string {
  return (
    `<div class="wixui-repeater" role="list">\n` +
    ATELIER.map(
      (a) =>
        `<div role="listitem" class="wixui-repeater__item"><img src="https://static.wixstatic.test/media/equipe-${a.address.slice(0, a.address.indexOf('@'))}.jpg" alt="">` +
        `<div data-testid="richTextElement"><h4 class="font_4">${esc(a.name)}</h4><p class="font_8">${esc(lang === 'fr' ? a.fr : a.nl)}</p><p class="font_8">${mailto(a.address)}</p></div></div>`,
    ).join('\n') +
    `\n</div>`
  );
}

export function fleursDelvaux(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Fleuriste mariage à Bruxelles',
    lang: 'fr',
    alternates: { fr: '/', nl: '/nl' },
    jsonLd: [ORG],
    main:
      `<section class="wixui-section"><h1>Des fleurs pour le plus beau jour</h1><p>Bouquets de mariée, boutonnières, arches et centres de table : nous composons vos fleurs de saison, cultivées en Belgique autant que possible.</p>` +
      `<p>Claire Delvaux, fleuriste-fondatrice – ${mailto('claire@fleurs-delvaux.test')}</p></section>`,
  });

  pages['/mariages'] = page({
    path: '/mariages',
    title: 'Mariages',
    lang: 'fr',
    main: `<h1>Mariages</h1><p>Premier rendez-vous gratuit à l'atelier, devis sous une semaine, installation le jour J et démontage le lendemain. Nous travaillons de mars à novembre, dans un rayon de 80 km autour de Bruxelles.</p>`,
  });

  pages['/l-equipe'] = page({
    path: '/l-equipe',
    title: "L'équipe",
    lang: 'fr',
    alternates: { fr: '/l-equipe', nl: '/nl/het-team' },
    main: `<h1>L'équipe de l'atelier</h1>\n${cards('fr')}`,
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'fr',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Florist',
        name: 'Delvaux Fleurs & Mariages',
        url: `${ORIGIN}/`,
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: 'mariage@fleurs-delvaux.test', telephone: '+32 2 538 41 07', availableLanguage: ['French', 'Dutch'] },
      },
    ],
    main:
      `<h1>Contact</h1><p>L'atelier est ouvert du mercredi au samedi, de 10 h à 18 h, et sur rendez-vous.</p>` +
      `<p>Demandes de devis mariage : ${mailto('mariage@fleurs-delvaux.test')}</p>` +
      `<div class="admin-contact" vocab="https://schema.org/" typeof="Person"><p><span property="name">Sophie Claes</span> – <span property="jobTitle">Responsable administrative et facturation</span><br>` +
      `<a property="email" href="mailto:sophie@fleurs-delvaux.test">sophie@fleurs-delvaux.test</a></p></div>` +
      `<form class="wixui-form"><label>Votre e-mail <input type="email" name="email" placeholder="votre.nom@exemple.be"></label><label>Date du mariage <input type="date" name="date"></label><button type="submit">Envoyer</button></form>`,
  });

  pages['/presse'] = page({
    path: '/presse',
    title: 'Presse',
    lang: 'fr',
    main:
      `<h1>Presse</h1><p>Photos haute définition de nos créations et dossier de presse sur demande.</p>` +
      `<p>Chargée de communication : Élodie Marchal — ${mailto('elodie@fleurs-delvaux.test')}</p>`,
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    lang: 'fr',
    main:
      `<h1>Mentions légales et vie privée</h1><p>Delvaux Fleurs &amp; Mariages SRL, Rue du Bailli 61, 1050 Ixelles. Contact : ${mailto('mariage@fleurs-delvaux.test')}</p>` +
      `<p>Nos fleurs coupées néerlandaises sont achetées à la criée ; réclamations fournisseur : ${mailto('commandes@veiling-bloemen-aalsmeer.test')}</p>`,
  });

  pages['/espace-pro'] = page({
    path: '/espace-pro',
    title: 'Espace pro',
    lang: 'fr',
    main: `<h1>Espace professionnels</h1><p>Tarifs pour wedding planners et traiteurs. Accès : ${mailto('pro@fleurs-delvaux.test')}</p>`,
  });

  pages['/nl'] = page({
    path: '/nl',
    title: 'Huwelijksbloemist in Brussel',
    lang: 'nl',
    alternates: { fr: '/', nl: '/nl' },
    jsonLd: [ORG],
    main:
      `<section class="wixui-section"><h1>Bloemen voor de mooiste dag</h1><p>Bruidsboeketten, corsages, bloemenbogen en tafelstukken met seizoensbloemen, zoveel mogelijk van Belgische kwekers.</p>` +
      `<p>Claire Delvaux, bloemist en oprichtster – ${mailto('claire@fleurs-delvaux.test')}</p></section>`,
  });

  pages['/nl/het-team'] = page({
    path: '/nl/het-team',
    title: 'Het team',
    lang: 'nl',
    alternates: { fr: '/l-equipe', nl: '/nl/het-team' },
    main: `<h1>Ons atelierteam</h1>\n${cards('nl')}`,
  });

  pages['/nl/contact'] = page({
    path: '/nl/contact',
    title: 'Contact',
    lang: 'nl',
    main:
      `<h1>Contact</h1><p>Offerteaanvragen voor uw huwelijk: ${mailto('mariage@fleurs-delvaux.test')}</p>` +
      `<p>Vragen over levering en opbouw op de locatie? Jonas Wouters, logistiek verantwoordelijke: <a class="js-rev" href="#" data-rev="${reversed(JONAS)}">e-mail Jonas</a></p>` +
      `<script>document.querySelectorAll('.js-rev').forEach(function(a){var m=a.getAttribute('data-rev').split('').reverse().join('');a.href='mailto:'+m;a.textContent=m;});</script>`,
  });

  pages['/pages-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/mariages', '/l-equipe', '/contact', '/presse', '/mentions-legales', '/nl', '/nl/het-team', '/nl/contact'], '2025-02-27'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /espace-pro\nDisallow: /_api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/pages-sitemap.xml'], '2025-02-27'),
      pages,
      headers: { Server: 'Pepyaka', 'X-Wix-Request-Id': '1740650000.123456789' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-13',
      languages: ['fr', 'nl'],
      addresses: [
        {
          address: 'claire@fleurs-delvaux.test',
          name: 'Claire Delvaux',
          title: 'fleuriste-fondatrice',
          titleAlternatives: ['bloemist en oprichtster', 'Fleuriste-fondatrice'],
          pages: ['/', '/nl'],
          cases: ['name-title-line', 'json-ld-person', 'json-ld-mailto', 'plain'],
        },
        ...ATELIER.map((a) => ({
          address: a.address,
          name: a.name,
          title: a.fr,
          titleAlternatives: [a.nl],
          pages: ['/l-equipe', '/nl/het-team'],
          cases: ['card', 'plain', ln] as CaseKind[],
        })),
        {
          address: 'sophie@fleurs-delvaux.test',
          name: 'Sophie Claes',
          title: 'Responsable administrative et facturation',
          pages: ['/contact'],
          cases: ['rdfa', 'name-title-line', 'plain'],
        },
        { address: 'mariage@fleurs-delvaux.test', name: null, title: null, pages: ['/contact', '/mentions-legales', '/nl/contact'], cases: ['role', 'json-ld-contact-point', 'plain'] },
        {
          address: JONAS,
          name: 'Jonas Wouters',
          title: 'logistiek verantwoordelijke',
          pages: ['/nl/contact'],
          encoded: { kind: 'reversed', text: reversed(JONAS) },
          cases: ['name-title-line', 'script-reversed', 'deep-page', ln],
        },
        { address: 'elodie@fleurs-delvaux.test', name: 'Élodie Marchal', title: 'Chargée de communication', pages: ['/presse'], cases: ['title-name-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}',
      disallowed: ['/espace-pro'],
      nonAddresses: [
        { text: 'pro@fleurs-delvaux.test', kind: 'disallowed' },
        { text: 'logo-delvaux@2x.png', kind: 'retina' },
        { text: 'votre.nom@exemple.be', kind: 'placeholder' },
        { text: 'commandes@veiling-bloemen-aalsmeer.test', kind: 'other-company' },
      ],
    },
  };
}
