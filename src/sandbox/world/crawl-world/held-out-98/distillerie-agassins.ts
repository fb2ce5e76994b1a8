/**
 * Distillerie des Agassins: a family lavender distillery on the Valensole plateau, on WordPress,
 * in French. The team as theme cards (one address through an e-mail encoder plugin's character
 * references, one written by the theme's script, "Mme" before a name), the founder only in the
 * Organization JSON-LD, the head grower in the story page's prose, the export manager as a
 * "Name, titre" line, the press agency's contact (another firm) next to the distillery's photo
 * desk address. Retina logo, a CDN package version, a newsletter placeholder and the resellers'
 * area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'distillerie-agassins.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/notre-histoire', 'Notre histoire'],
  ['/l-equipe', 'L’équipe'],
  ['/visites', 'Visites de la distillerie'],
  ['/presse', 'Espace presse'],
  ['/nous-contacter', 'Nous contacter'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Distillerie des Agassins',
  head: [
    '<meta name="generator" content="WordPress 6.5.2">',
    '<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.12" media="all">',
    '<link rel="stylesheet" id="swiper-css" href="https://cdn.jsdelivr.net/npm/swiper@11.1.1/swiper-bundle.min.css" media="all">',
    `<link rel="icon" href="/wp-content/uploads/2023/04/cropped-lavande-32x32.png" sizes="32x32">`,
  ],
  header: () =>
    `<header id="masthead" class="site-header ast-primary-header"><div class="site-branding"><a href="${ORIGIN}/" rel="home"><img src="/wp-content/uploads/2023/04/logo-agassins.png" srcset="/wp-content/uploads/2023/04/logo-agassins@2x.png 2x" alt="Distillerie des Agassins" width="210" height="70"></a></div>` +
    `<nav id="site-navigation" class="main-header-bar-navigation" aria-label="Menu principal"><ul id="primary-menu" class="main-header-menu">${MENU.map(([href, label]) => `<li class="menu-item"><a href="${ORIGIN}${href === '/' ? '/' : `${href}/`}" class="menu-link">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer class="site-footer"><div class="footer-widget-area"><section class="widget widget_text"><h2 class="widget-title">La distillerie</h2><div class="textwidget"><p>Chemin des Agassins, 04210 Valensole<br>${tel('04 92 74 38 15')}<br>${mailto(`contact@${HOST}`)}</p></div></section>` +
    `<section class="widget"><h2 class="widget-title">Lettre d’information</h2><form class="mc4wp-form"><input type="email" name="EMAIL" placeholder="votre@email.fr" required> <button type="submit">Je m’inscris</button></form></section>` +
    `<section class="widget"><p><a href="${ORIGIN}/mentions-legales/">Mentions légales</a> · <a href="${ORIGIN}/politique-de-confidentialite/">Confidentialité</a> · <a href="${ORIGIN}/espace-revendeurs/">Espace revendeurs</a></p></section></div>` +
    `<div class="ast-small-footer">© 2025 Distillerie des Agassins – L’abus d’alcool… non, ici on ne fait que de l’huile essentielle.</div></footer>`,
  privacyPath: { fr: `${ORIGIN}/politique-de-confidentialite/` },
  bodyEnd: ['<script src="https://cdn.jsdelivr.net/npm/swiper@11.1.1/swiper-bundle.min.js" id="swiper-js"></script>', '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-FR' });
const entry = (title: string, html: string): string => `<article class="page type-page status-publish ast-article-single"><header class="entry-header"><h1 class="entry-title">${esc(title)}</h1></header><div class="entry-content">${html}</div></article>`;

const ELODIE_SCRIPT = `var u = 'elodie.martin'; var d = 'distillerie-agassins' + '.' + 'test'; document.getElementById('mail-elodie').innerHTML = '<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>';`;

export function distillerieAgassins(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const card = (img: string, shown: string, role: string, mail: string): string =>
    `<div class="wp-block-column team-card"><figure class="wp-block-image"><img src="/wp-content/uploads/2024/05/${img}.jpg" alt="${esc(shown)}"></figure><h3 class="has-text-align-center">${esc(shown)}</h3><p class="has-text-align-center team-role"><em>${esc(role)}</em></p><p class="has-text-align-center">${mail}</p></div>`;

  pages['/'] = page({
    path: '/',
    title: 'Huiles essentielles de lavande fine',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Distillerie des Agassins',
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/wp-content/uploads/2023/04/logo-agassins@2x.png`,
        foundingDate: '1962',
        founder: { '@type': 'Person', name: 'Gilles Roux', jobTitle: 'Fondateur', email: `mailto:gilles.roux@${HOST}` },
      },
    ],
    main: entry(
      'Lavande fine et lavandin, distillés sur place depuis 1962',
      `<p>Trois générations de la famille Roux cultivent 40 hectares sur le plateau de Valensole et distillent leur récolte à la vapeur, dans l’alambic de la ferme.</p><p><a href="${ORIGIN}/visites/">Réserver une visite</a> · <a href="${ORIGIN}/boutique/">La boutique</a></p>`,
    ),
  });

  pages['/notre-histoire'] = page({
    path: '/notre-histoire',
    title: 'Notre histoire',
    main: entry(
      'Notre histoire',
      `<p>Gilles Roux a monté son premier alambic en 1962, dans une grange prêtée par un voisin. Aujourd’hui, c’est sa petite-fille Camille qui dirige la maison.</p><p>Dans les champs, Thomas Girard, notre chef de culture, suit les parcelles de l’arrachage au semis : les agriculteurs qui souhaitent échanger sur la lutte contre le dépérissement peuvent lui écrire à ${mailto(`thomas.girard@${HOST}`)}.</p>`,
    ),
  });

  pages['/l-equipe'] = page({
    path: '/l-equipe',
    title: 'L’équipe',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Person', name: 'Camille Roux', jobTitle: 'Gérante', email: `camille.roux@${HOST}`, worksFor: { '@type': 'Organization', name: 'Distillerie des Agassins' } },
    ],
    main: entry(
      'L’équipe',
      `<div class="wp-block-columns">` +
        card('camille', 'Mme Camille Roux', 'Gérante', mailto(`camille.roux@${HOST}`)) +
        card('julien', 'Julien Aubert', 'Maître distillateur', `<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;${entities(`julien.aubert@${HOST}`)}">${entities(`julien.aubert@${HOST}`)}</a>`) +
        card('elodie', 'Élodie Martin', 'Responsable boutique & visites', `<span id="mail-elodie">[adresse protégée]</span><script>${ELODIE_SCRIPT}</script>`) +
        card('hugo', 'Hugo Lambert', 'Responsable qualité et laboratoire', mailto(`hugo.lambert@${HOST}`)) +
        `</div>`,
    ),
  });

  pages['/visites'] = page({ path: '/visites', title: 'Visites de la distillerie', main: entry('Visites', `<p>De juin à août, visite guidée du lundi au samedi à 10 h et 16 h (durée 1 h, 6 €). Groupes sur réservation : ${mailto(`visites@${HOST}`)}.</p>`) });

  pages['/boutique'] = page({ path: '/boutique', title: 'La boutique', main: entry('La boutique', '<p>Huile essentielle de lavande fine AOP, lavandin grosso, eaux florales, savons et sachets. Ouverte tous les jours en saison, de 9 h à 19 h.</p>') });

  pages['/presse'] = page({
    path: '/presse',
    title: 'Espace presse',
    main: entry(
      'Espace presse',
      `<p>Nos relations presse sont assurées par l’agence Mistral Com : Léa Fabre, ${mailto('lea.fabre@mistralcom.test')}, ${tel('04 91 22 60 18')}.</p><p>Photos haute définition des champs et de l’alambic : ${mailto(`photos@${HOST}`)}</p>`,
    ),
  });

  pages['/nous-contacter'] = page({
    path: '/nous-contacter',
    title: 'Nous contacter',
    main: entry(
      'Nous contacter',
      `<p>Distillerie des Agassins, chemin des Agassins, 04210 Valensole. Sortie A51 n° 18, puis D6 direction Valensole.</p><p>Pour toute question : ${mailto(`contact@${HOST}`)}</p><p>Professionnels, grossistes et parfumeurs :<br>Margaux Petit, responsable export – ${mailto(`margaux.petit@${HOST}`)} – ${tel('+33 6 71 42 09 88')}</p>`,
    ),
  });

  pages['/mentions-legales'] = page({ path: '/mentions-legales', title: 'Mentions légales', main: entry('Mentions légales', '<p>SARL Distillerie des Agassins, capital 48 000 €, RCS Manosque 412 908 337. Hébergeur : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>') });
  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', main: entry('Politique de confidentialité', '<p>Vos données ne sont utilisées que pour traiter vos commandes et, si vous l’avez demandé, vous envoyer notre lettre.</p>') });
  pages['/espace-revendeurs'] = page({ path: '/espace-revendeurs', title: 'Espace revendeurs', main: entry('Espace revendeurs', `<p>Tarifs professionnels 2025. Identifiants perdus : ${mailto(`revendeurs@${HOST}`)}</p>`) });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /espace-revendeurs\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-98',
      languages: ['fr'],
      addresses: [
        { address: `contact@${HOST}`, name: null, title: null, pages: ['/', '/nous-contacter'], cases: ['role', 'plain'] },
        { address: `visites@${HOST}`, name: null, title: null, pages: ['/visites'], cases: ['role', 'plain', 'link-non-english'] },
        { address: `photos@${HOST}`, name: null, title: null, pages: ['/presse'], cases: ['neighbour', 'plain', 'link-non-english'] },
        { address: `gilles.roux@${HOST}`, name: 'Gilles Roux', title: 'Fondateur', pages: ['/'], cases: ['json-ld-only', 'json-ld-person', 'json-ld-mailto'] },
        { address: `thomas.girard@${HOST}`, name: 'Thomas Girard', title: 'chef de culture', pages: ['/notre-histoire'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `camille.roux@${HOST}`, name: 'Camille Roux', title: 'Gérante', pages: ['/l-equipe'], cases: ['card', 'honorific', 'json-ld-person', 'plain', 'link-non-english'] },
        { address: `julien.aubert@${HOST}`, name: 'Julien Aubert', title: 'Maître distillateur', pages: ['/l-equipe'], cases: ['card', 'entities', 'link-non-english'] },
        { address: `elodie.martin@${HOST}`, name: 'Élodie Martin', title: 'Responsable boutique & visites', pages: ['/l-equipe'], encoded: { kind: 'script', text: ELODIE_SCRIPT }, cases: ['card', 'script-concat', 'link-non-english'] },
        { address: `hugo.lambert@${HOST}`, name: 'Hugo Lambert', title: 'Responsable qualité et laboratoire', pages: ['/l-equipe'], cases: ['card', 'plain', 'link-non-english'] },
        { address: `margaux.petit@${HOST}`, name: 'Margaux Petit', title: 'responsable export', pages: ['/nous-contacter'], cases: ['name-title-line', 'plain', 'link-non-english'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/espace-revendeurs'],
      nonAddresses: [
        { text: 'lea.fabre@mistralcom.test', kind: 'other-company' },
        { text: 'votre@email.fr', kind: 'placeholder' },
        { text: 'logo-agassins@2x.png', kind: 'retina' },
        { text: 'swiper@11.1.1', kind: 'package' },
        { text: `revendeurs@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
