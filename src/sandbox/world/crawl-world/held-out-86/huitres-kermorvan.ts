/**
 * Huîtres Kermorvan: an oyster farm on the Rivière d'Étel (Morbihan), on WordPress with Yoast, in
 * French. The team as Gutenberg media-text cards (the shipping manager's address written with an
 * e-mail encoder plugin's character references), the departments' employees nested in JSON-LD
 * (the bookkeeper only there), the publisher as "Directeur de la publication : M. …" in the legal
 * notice, a bookings mailbox next to the shop manager's name, and the corporate-orders contact in
 * a post listed only in Yoast's post sitemap. The retina logo, the newsletter placeholder, the
 * carrier's address and the trade area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CrawlWorldSite } from '../types.js';

const HOST = 'huitres-kermorvan.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/notre-histoire/', 'Notre histoire'],
  ['/l-equipe/', 'L’équipe'],
  ['/visites-degustations/', 'Visites & dégustations'],
  ['/boutique/', 'Boutique'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Huîtres Kermorvan',
  head: [
    '<meta name="generator" content="WordPress 6.7.2">',
    "<link rel='stylesheet' id='wp-block-library-css' href='/wp-includes/css/dist/block-library/style.min.css?ver=6.7.2' media='all' />",
    "<link rel='stylesheet' id='astra-theme-css-css' href='/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.10' media='all' />",
    '<link rel="https://api.w.org/" href="/wp-json/" />',
  ],
  header: () =>
    `<header class="site-header ast-primary-header" id="masthead" itemscope itemtype="https://schema.org/WPHeader"><div class="ast-container">` +
    `<div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="240" height="80" src="/wp-content/uploads/2023/04/logo-kermorvan.png" srcset="/wp-content/uploads/2023/04/logo-kermorvan.png 1x, /wp-content/uploads/2023/04/logo-kermorvan@2x.png 2x" class="custom-logo" alt="Huîtres Kermorvan"></a></div>` +
    `<nav id="primary-site-navigation" class="main-navigation"><ul id="primary-menu" class="main-header-menu">${MENU.map(([href, label]) => `<li class="menu-item"><a href="${href}" class="menu-link">${esc(label)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="site-footer" id="colophon"><div class="ast-container"><div class="footer-widget-area">` +
    `<section class="widget widget_text"><h2 class="widget-title">Huîtres Kermorvan</h2><div class="textwidget"><p>Lieu-dit Kerhillio, 56410 Étel<br>${tel('02 97 55 31 08')}<br>${mailto(`contact@${HOST}`)}</p></div></section>` +
    `<section class="widget"><h2 class="widget-title">Lettre d’information</h2><form class="mc4wp-form"><input type="email" name="EMAIL" placeholder="votre@email.fr" required><input type="submit" value="Je m’inscris"></form></section>` +
    `<section class="widget"><ul><li><a href="/mentions-legales/">Mentions légales</a></li><li><a href="/espace-pro/">Espace professionnels</a></li></ul></section>` +
    `</div><div class="ast-small-footer">© 2025 Huîtres Kermorvan – Propulsé par WordPress</div></div></footer>`,
  privacyPath: { fr: '/mentions-legales/' },
  bodyEnd: ["<script src='/wp-content/plugins/mailchimp-for-wp/assets/js/forms.js?ver=4.10.1' id='mc4wp-forms-api-js'></script>"],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fr-FR' });
const entry = (html: string): string => `<article class="page type-page status-publish ast-article-single"><div class="entry-content clear">${html}</div></article>`;

type Member = { name: string; role: string; local: string; img: string; enc?: boolean };
const TEAM: Member[] = [
  { name: 'Soizic Le Bihan', role: 'Responsable des expéditions et des grossistes', local: 'soizic.lebihan', img: 'soizic', enc: true },
  { name: 'Erwan Guillou', role: 'Chef de parc', local: 'erwan.guillou', img: 'erwan' },
  { name: 'Goulven Morvan', role: 'Ostréiculteur, responsable de l’affinage en claires', local: 'goulven.morvan', img: 'goulven' },
  { name: 'Nolwenn Tanguy', role: 'Boutique & dégustations', local: 'nolwenn.tanguy', img: 'nolwenn' },
];

export function huitresKermorvan(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Huîtres de la Rivière d’Étel',
    main: entry(
      `<h1 class="wp-block-heading">Huîtres creuses élevées en Rivière d’Étel depuis trois générations</h1><p>Nos huîtres grandissent trois ans sur nos parcs de Kerhillio avant d’être affinées en claires. Vente directe à la cabane, expédition partout en France en 24 h.</p>` +
        `<div class="wp-block-latest-posts"><h2>Actualités</h2><ul><li><a href="/2025/03/la-saison-des-naissains/">La saison des naissains commence</a></li></ul></div>`,
    ),
  });

  pages['/notre-histoire'] = page({ path: '/notre-histoire', title: 'Notre histoire', main: entry(`<h1>Notre histoire</h1><p>Jean Kermorvan a posé ses premières tables en 1968. Son petit-fils Yann a repris l’entreprise en 2012 et passé l’exploitation en élevage sans triploïdes.</p>`) });

  pages['/l-equipe'] = page({
    path: '/l-equipe',
    title: 'L’équipe',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${ORIGIN}/#organization`,
        name: 'Huîtres Kermorvan',
        department: [
          { '@type': 'Organization', name: 'Expéditions', employee: { '@type': 'Person', name: 'Soizic Le Bihan', jobTitle: 'Responsable des expéditions et des grossistes', email: `soizic.lebihan@${HOST}` } },
          { '@type': 'Organization', name: 'Administration', employee: { '@type': 'Person', name: 'Anne Riou', jobTitle: 'Assistante administrative et comptable', email: `anne.riou@${HOST}` } },
        ],
      },
    ],
    main: entry(
      `<h1>L’équipe</h1><p>Huit personnes à l’année, une quinzaine pendant les fêtes.</p>` +
        TEAM.map(
          (m) =>
            `<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/2024/06/equipe-${m.img}-600x600.jpg" alt="${esc(m.name)}" width="600" height="600"></figure>` +
            `<div class="wp-block-media-text__content"><h3 class="wp-block-heading">${esc(m.name)}</h3><p><em>${esc(m.role)}</em></p>` +
            `<p>${m.enc ? `<a href="${entities(`mailto:${m.local}@${HOST}`)}">${entities(`${m.local}@${HOST}`)}</a>` : mailto(`${m.local}@${HOST}`)}</p></div></div>`,
        ).join(''),
    ),
  });

  pages['/visites-degustations'] = page({
    path: '/visites-degustations',
    title: 'Visites & dégustations',
    main: entry(
      `<h1>Visites du parc et dégustations</h1><p>D’avril à septembre, le mardi et le vendredi à marée basse : 1 h 30 sur l’estran, bottes fournies, dégustation à la cabane (12 € par adulte).</p>` +
        `<p>À la cabane, c’est Nolwenn Tanguy qui vous accueille du mardi au samedi.<br>Réservations : ${mailto(`visites@${HOST}`)} – ${tel('06 71 22 48 30')}</p>`,
    ),
  });

  pages['/boutique'] = page({ path: '/boutique', title: 'Boutique', main: entry(`<h1>Boutique</h1><p>Bourriches de 2, 4 et 6 douzaines, calibres n° 2 à 4. Livraison en 24 h par Chronofrais Ouest (suivi : service-client@chronofrais-ouest.test).</p>`) });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: entry(`<h1>Nous contacter</h1><p>Par téléphone au ${tel('02 97 55 31 08')} ou par courriel à ${mailto(`contact@${HOST}`)}. Commandes professionnelles : voir l’espace pro.</p>`),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: entry(
      `<h1>Mentions légales</h1><p>Éditeur : EARL Huîtres Kermorvan, au capital de 15 000 €, RCS Lorient 512 384 906, lieu-dit Kerhillio, 56410 Étel.</p>` +
        `<p>Directeur de la publication : M. Yann Kermorvan – ${mailto(`yann.kermorvan@${HOST}`)}</p><p>Hébergement : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>`,
    ),
  });

  pages['/espace-pro'] = page({ path: '/espace-pro', title: 'Espace professionnels', main: entry(`<h1>Espace professionnels</h1><p>Grille tarifaire restaurateurs et poissonniers. Demande d’accès : ${mailto(`tarifs-pro@${HOST}`)}</p>`) });

  pages['/2025/03/la-saison-des-naissains'] = page({
    path: '/2025/03/la-saison-des-naissains',
    title: 'La saison des naissains commence',
    main: entry(`<h1 class="entry-title">La saison des naissains commence</h1><p>Les collecteurs sont posés : si l’eau dépasse 20 °C en juillet, le captage devrait être bon.</p>`),
  });

  pages['/2024/11/huitres-de-noel-commandes-entreprises'] = page({
    path: '/2024/11/huitres-de-noel-commandes-entreprises',
    title: 'Huîtres de Noël : commandes entreprises',
    main: entry(
      `<h1 class="entry-title">Huîtres de Noël : les commandes entreprises sont ouvertes</h1><p class="posted-on">14 novembre 2024</p>` +
        `<p>Comités d’entreprise, associations, amicales : comme chaque année nous livrons les commandes groupées le 20 et le 23 décembre. Tangi Jaouen, chargé des commandes entreprises, centralise les bons de commande jusqu’au 10 décembre (${mailto(`tangi.jaouen@${HOST}`)}).</p>`,
    ),
  });

  pages['/page-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/notre-histoire/', '/l-equipe/', '/visites-degustations/', '/boutique/', '/contact/', '/mentions-legales/']));
  pages['/post-sitemap.xml'] = xmlPage(urlset(HOST, ['/2025/03/la-saison-des-naissains/', '/2024/11/huitres-de-noel-commandes-entreprises/']));

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /espace-pro\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
      sitemapXml: sitemapIndex(HOST, ['/page-sitemap.xml', '/post-sitemap.xml']),
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-86',
      languages: ['fr'],
      addresses: [
        { address: `contact@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: ['role', 'plain'] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.role,
          pages: ['/l-equipe'],
          cases: m.enc ? (['card', 'entities', 'json-ld-nested', 'link-non-english'] as const) : (['card', 'plain', 'link-non-english'] as const),
        })).map((a) => ({ ...a, cases: [...a.cases] })),
        { address: `anne.riou@${HOST}`, name: 'Anne Riou', title: 'Assistante administrative et comptable', pages: ['/l-equipe'], cases: ['json-ld-nested', 'json-ld-only', 'link-non-english'] },
        { address: `visites@${HOST}`, name: null, title: null, pages: ['/visites-degustations'], cases: ['neighbour', 'plain', 'link-non-english'] },
        { address: `yann.kermorvan@${HOST}`, name: 'Yann Kermorvan', title: 'Directeur de la publication', pages: ['/mentions-legales'], cases: ['title-name-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `tangi.jaouen@${HOST}`, name: 'Tangi Jaouen', title: 'chargé des commandes entreprises', pages: ['/2024/11/huitres-de-noel-commandes-entreprises'], cases: ['prose', 'name-title-line', 'sitemap-index', 'plain'] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/espace-pro'],
      nonAddresses: [
        { text: `tarifs-pro@${HOST}`, kind: 'disallowed' },
        { text: 'logo-kermorvan@2x.png', kind: 'retina' },
        { text: 'votre@email.fr', kind: 'placeholder' },
        { text: 'service-client@chronofrais-ouest.test', kind: 'other-company' },
      ],
    },
  };
}
