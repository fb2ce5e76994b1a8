/**
 * Atelier Saint-Georges: a bookbinding, gilding and letterpress workshop in Vieux-Lyon, French, on
 * Squarespace. The founder in a sentence of the workshop's story, the team in a definition list,
 * the general address as character references, an orders mailbox beside the printer's name, a
 * summer course's teacher on a page listed only in the sitemap robots.txt names; the address
 * scheme stated on the jobs page and the trade customers' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'reliure-saint-georges.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `prenom.nom@${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/l-atelier', "L'atelier"],
  ['/savoir-faire', 'Savoir-faire'],
  ['/equipe', "L'équipe"],
  ['/nous-rejoindre', 'Nous rejoindre'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Atelier Saint-Georges',
  head: [
    '<!-- This is Squarespace. --><!-- atelier-saint-georges -->',
    '<link rel="stylesheet" type="text/css" href="https://static1.squarespace.test/static/versioned-site-css/64f1c0a2d7/17/5c5a519771c10ba3470d8101/site.css">',
    '<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"64f1c0a2d7e8b55a1c3e9f20","identifier":"atelier-saint-georges"}};</script>',
  ],
  header: () =>
    `<header id="header" class="header theme-col--primary" data-section-theme="white"><div class="header-inner"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="//images.squarespace-cdn.test/content/v1/64f1c0a2d7/logo-atelier.png?format=1500w" alt="Atelier Saint-Georges"></a></div>` +
    `<nav class="header-nav-list">${MENU.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection"><a href="${h}" data-animation-role="header-element">${esc(l)}</a></div>`).join('')}</nav></div></header>`,
  footer: () =>
    `<footer class="sections" id="footer-sections"><section class="page-section"><div class="sqs-block html-block"><div class="sqs-block-content"><p>Atelier Saint-Georges · 7, rue Saint-Georges · 69005 Lyon · ${tel('04 78 42 19 63')}</p>` +
    `<p><a href="/mentions-legales">Mentions légales</a> · <a href="/espace-pro">Espace professionnels</a></p></div></div></section></footer>`,
  privacyPath: { fr: '/mentions-legales' },
};

const page = (spec: PageSpec): SandboxPage => renderPage(theme, spec);
const block = (html: string) => `<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content">${html}</div></div>`;

type Member = { name: string; title: string; mail: string };
const TEAM: Member[] = [
  { name: 'Baptiste Roux', title: "Relieur d'art, restauration de livres anciens", mail: 'baptiste.roux' },
  { name: 'Océane Vidal', title: 'Typographe et imprimeuse (typographie au plomb)', mail: 'oceane.vidal' },
  { name: 'Lucien Ferrand', title: 'Imprimeur, responsable de fabrication', mail: 'lucien.ferrand' },
  { name: 'Zoé Lambert', title: 'Apprentie relieuse – CAP Arts de la reliure', mail: 'zoe.lambert' },
  { name: 'Clémence Aubry', title: 'Chargée des stages et de la boutique (mi-temps)', mail: 'clemence.aubry' },
];

export function reliureSaintGeorges(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Reliure, dorure et typographie à Lyon',
    lang: 'fr',
    main: block(
      `<h1>Reliure d'art, dorure et impression typographique</h1><p>Dans un ancien atelier de canut du Vieux-Lyon, nous relions, restaurons et imprimons à la main : thèses, livres d'or, faire-part, carnets sur mesure.</p>` +
        `<p><a href="/savoir-faire" class="sqs-block-button-element">Découvrir nos savoir-faire</a></p>`,
    ),
  });

  pages['/l-atelier'] = page({
    path: '/l-atelier',
    title: "L'atelier",
    lang: 'fr',
    main: block(
      `<h1>L'atelier</h1><p>L'atelier a été fondé en 1998 par Hélène Marchetti, relieuse-doreuse formée à l'école Estienne, qui le dirige toujours et répond elle-même aux demandes de restauration à ${mailto(`helene.marchetti@${HOST}`)}.</p>` +
        `<p>En 2014, l'atelier a racheté deux presses Heidelberg et une casse complète de caractères en plomb d'une imprimerie de la Croix-Rousse.</p>`,
    ),
  });

  pages['/savoir-faire'] = page({
    path: '/savoir-faire',
    title: 'Savoir-faire',
    lang: 'fr',
    main: block(`<h1>Savoir-faire</h1><h2>Reliure</h2><p>Demi-cuir, plein cuir, reliure à la Bradel, emboîtages.</p><h2>Dorure</h2><p>Titrage au fer et à la feuille d'or 23 carats.</p><h2>Impression</h2><p>Cartes, faire-part et papeterie en typographie, papier coton 600 g.</p>`),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: "L'équipe",
    lang: 'fr',
    main: block(
      `<h1>L'équipe</h1><dl class="equipe">` +
        TEAM.map((m) => `<dt>${esc(m.name)}</dt><dd>${esc(m.title)}</dd><dd>${mailto(`${m.mail}@${HOST}`)}</dd>`).join('') +
        `</dl>`,
    ),
  });

  pages['/nous-rejoindre'] = page({
    path: '/nous-rejoindre',
    title: 'Nous rejoindre',
    lang: 'fr',
    main: block(
      `<h1>Nous rejoindre</h1><p>Nous accueillons chaque année un·e apprenti·e en CAP ou en brevet des métiers d'art, et des stagiaires de l'école Estienne.</p>` +
        `<p>Envoyez votre candidature directement à la personne concernée : chaque membre de l'équipe est joignable à l'adresse ${SCHEME}.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    lang: 'fr',
    main: block(
      `<h1>Contact</h1><p>Atelier ouvert du mardi au samedi, 10 h – 18 h 30.</p><p>Écrivez-nous : <a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${entities(`bonjour@${HOST}`)}">${entities(`bonjour@${HOST}`)}</a></p>` +
        `<p>Impression de faire-part et papeterie : Lucien Ferrand vous conseille sur rendez-vous. Devis et bons de commande : ${mailto(`commandes@${HOST}`)}</p>`,
    ),
  });

  pages['/stages/dorure-a-la-feuille-ete-2025'] = page({
    path: '/stages/dorure-a-la-feuille-ete-2025',
    title: "Stage d'été : dorure à la feuille",
    lang: 'fr',
    main: block(
      `<h1>Stage d'été : dorure à la feuille</h1><p>Trois jours, du 8 au 10 juillet 2025, 6 participants maximum, 480 € matériel compris.</p>` +
        `<p>Inès Morel, doreuse sur cuir intervenante, ${mailto(`ines.morel@${HOST}`)}</p>`,
    ),
  });

  pages['/mentions-legales'] = page({ path: '/mentions-legales', title: 'Mentions légales', lang: 'fr', main: block(`<h1>Mentions légales</h1><p>Atelier Saint-Georges SARL, capital 8 000 €, RCS Lyon 421 887 305. Hébergement : Squarespace Ireland Ltd.</p>`) });
  pages['/espace-pro'] = page({ path: '/espace-pro', title: 'Espace professionnels', lang: 'fr', main: block(`<h1>Espace professionnels</h1><p>Tarifs libraires et bibliothèques : ${mailto(`pro@${HOST}`)}</p>`) });
  pages['/sitemaps/stages.xml'] = xmlPage(urlset(HOST, ['/stages/dorure-a-la-feuille-ete-2025'], '2025-04-02'));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /config\nDisallow: /espace-pro\n\nSitemap: ${ORIGIN}/sitemaps/stages.xml\n`,
      pages,
      headers: { Server: 'Squarespace' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-18',
      languages: ['fr'],
      addresses: [
        { address: `bonjour@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'entities'] },
        { address: `commandes@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['neighbour', 'plain'] },
        { address: `helene.marchetti@${HOST}`, name: 'Hélène Marchetti', title: 'relieuse-doreuse', pages: ['/l-atelier'], cases: ['prose', 'plain', 'link-non-english'] },
        ...TEAM.map((m) => ({ address: `${m.mail}@${HOST}`, name: m.name, title: m.title, pages: ['/equipe'], cases: ['definition-list', 'plain', 'link-non-english'] as CrawlWorldSite['truth']['addresses'][number]['cases'] })),
        { address: `ines.morel@${HOST}`, name: 'Inès Morel', title: 'doreuse sur cuir intervenante', pages: ['/stages/dorure-a-la-feuille-ete-2025'], cases: ['sitemap-robots', 'name-title-line', 'plain'] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/nous-rejoindre', text: SCHEME },
      disallowed: ['/espace-pro'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `pro@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
