/**
 * Vautrin & Associés: a chartered accounting firm (expertise comptable, commissariat aux comptes)
 * in Dijon, on WordPress with a page builder, French only. The team as cards marked up in
 * microdata, one address written as character references by an e-mail encoder plugin; the
 * founding partner named in a sentence of the firm's history, the recruitment mailbox beside the
 * HR manager's name, the data-protection officer as "Title : Name" in the legal notice, and the
 * address scheme stated on the contact page. The host's address and the client extranet
 * (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'vautrin-expertise.test';

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/le-cabinet/', 'Le cabinet'],
  ['/missions/', 'Nos missions'],
  ['/equipe/', 'L’équipe'],
  ['/contact/', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Vautrin & Associés',
  head: [
    '<meta name="generator" content="WordPress 6.5.3">',
    '<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading; settings: css_print_method-external">',
    `<link rel="stylesheet" id="hello-elementor-css" href="/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">`,
    `<link rel="icon" href="/wp-content/uploads/2023/02/cropped-favicon-vautrin-32x32.png" sizes="32x32">`,
  ],
  header: () =>
    `<header id="site-header" class="site-header"><div class="site-branding"><a href="/" rel="home"><img src="/wp-content/uploads/2023/02/logo-vautrin.svg" alt="Vautrin &amp; Associés – Expertise comptable" width="220" height="60"></a></div>` +
    `<nav class="site-navigation" aria-label="Menu principal"><ul id="menu-principal" class="menu">${MENU.map(([href, label]) => `<li class="menu-item menu-item-type-post_type"><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav></header>`,
  footer: () =>
    `<footer id="site-footer" class="site-footer"><div class="footer-inner"><div class="footer-col"><p><strong>Vautrin &amp; Associés</strong><br>Société d’expertise comptable inscrite au Tableau de l’Ordre de Bourgogne-Franche-Comté<br>12 rue Chabot-Charny, 21000 Dijon<br>${tel('03 80 55 41 20')}</p></div>` +
    `<div class="footer-col"><ul class="menu"><li><a href="/mentions-legales/">Mentions légales</a></li><li><a href="/politique-de-confidentialite/">Politique de confidentialité</a></li><li><a href="/extranet/">Espace client</a></li></ul></div>` +
    `<p class="copyright">© 2025 Vautrin &amp; Associés – Tous droits réservés</p></div></footer>`,
  privacyPath: { fr: '/politique-de-confidentialite/' },
  bodyEnd: ['<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>'],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-FR' });

const section = (title: string, html: string): string =>
  `<div data-elementor-type="wp-page" class="elementor"><section class="elementor-section elementor-top-section"><div class="elementor-container"><div class="elementor-widget-container"><h1 class="elementor-heading-title">${esc(title)}</h1>${html}</div></div></section></div>`;

type Member = { name: string; title: string; local: string; encode?: boolean; bio: string };
const TEAM: Member[] = [
  { name: 'Claire Morel', title: 'Expert-comptable associée', local: 'claire.morel', bio: 'Conseil aux dirigeants de TPE et PME, transmission d’entreprise, professions libérales.' },
  { name: 'Julien Fabre', title: 'Expert-comptable mémorialiste', local: 'julien.fabre', bio: 'Révision des comptes, liasses fiscales, accompagnement des créateurs.' },
  { name: 'Sandrine Lefort', title: 'Responsable du pôle social', local: 'sandrine.lefort', bio: 'Bulletins de paie, DSN, contrats de travail et ruptures conventionnelles.' },
  { name: 'Thomas Girard', title: 'Collaborateur comptable', local: 'thomas.girard', bio: 'Tenue et révision, agriculteurs et viticulteurs de la Côte.' },
  { name: 'Nadia Benali', title: 'Assistante de direction', local: 'nadia.benali', encode: true, bio: 'Accueil, agenda des associés, lettres de mission.' },
];

const card = (m: Member): string => {
  const addr = `${m.local}@${HOST}`;
  const mail = m.encode
    ? `<a href="${entities(`mailto:${addr}`)}" itemprop="email">${entities(addr)}</a>`
    : `<a href="mailto:${addr}" itemprop="email">${addr}</a>`;
  return (
    `<div class="elementor-column elementor-col-33"><div class="team-card" itemscope itemtype="https://schema.org/Person">` +
    `<img src="/wp-content/uploads/2024/09/${m.local.replace('.', '-')}-400x400.jpg" alt="${esc(m.name)}" width="400" height="400" loading="lazy">` +
    `<h3 class="team-card__name" itemprop="name">${esc(m.name)}</h3><p class="team-card__role" itemprop="jobTitle">${esc(m.title)}</p>` +
    `<p class="team-card__bio">${esc(m.bio)}</p><p class="team-card__mail">${mail}</p></div></div>`
  );
};

export function vautrinExpertise(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Expert-comptable à Dijon',
    description: 'Cabinet d’expertise comptable et de commissariat aux comptes à Dijon depuis 1998.',
    main: section(
      'Votre expert-comptable à Dijon depuis 1998',
      `<p>Comptabilité, fiscalité, paie et conseil : une équipe de quatorze personnes au service des entreprises, associations et professions libérales de Côte-d’Or.</p>` +
        `<p><a class="elementor-button" href="/missions/">Découvrir nos missions</a> <a class="elementor-button" href="/contact/">Demander un rendez-vous</a></p>`,
    ),
  });

  pages['/le-cabinet'] = page({
    path: '/le-cabinet',
    title: 'Le cabinet',
    main: section(
      'Le cabinet',
      `<p>Le cabinet a été fondé en 1998 rue Chabot-Charny. Bernard Vautrin, associé fondateur et commissaire aux comptes, y assure toujours les missions de certification ; vous pouvez lui écrire directement à ${mailto(`bernard.vautrin@${HOST}`)}.</p>` +
        `<p>En 2012, Claire Morel a rejoint le cabinet comme associée. Nous sommes membres du réseau ECF et adhérents d’un centre de gestion agréé.</p>`,
    ),
  });

  pages['/missions'] = page({
    path: '/missions',
    title: 'Nos missions',
    main: section('Nos missions', `<ul><li>Tenue et révision comptable</li><li>Bilans et liasses fiscales</li><li>Paie et gestion sociale</li><li>Création et transmission d’entreprise</li><li>Commissariat aux comptes</li></ul>`),
  });

  pages['/equipe'] = page({
    path: '/equipe',
    title: 'L’équipe',
    main: section('Une équipe à votre écoute', `<div class="elementor-row team-grid">${TEAM.map(card).join('')}</div>`),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: section(
      'Nous contacter',
      `<p>12 rue Chabot-Charny, 21000 Dijon – Tél. ${tel('03 80 55 41 20')}<br>Du lundi au vendredi, de 8 h 30 à 12 h et de 13 h 30 à 18 h.</p>` +
        `<p>Accueil du cabinet : ${mailto(`accueil@${HOST}`)}</p>` +
        `<p>Chaque collaborateur est joignable directement à l’adresse prenom.nom@${HOST}.</p>` +
        `<h2>Rejoindre le cabinet</h2><p>Nous recrutons régulièrement des collaborateurs comptables et des alternants. Vos candidatures sont suivies par Sandrine Lefort : ${mailto(`recrutement@${HOST}`)}</p>` +
        `<form class="wpcf7-form" action="/contact/#wpcf7-f112-o1" method="post"><p><label>Votre nom<br><input type="text" name="your-name"></label></p><p><label>Votre e-mail<br><input type="email" name="your-email"></label></p><p><label>Message<br><textarea name="your-message"></textarea></label></p><p><input type="submit" value="Envoyer"></p></form>`,
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: section(
      'Mentions légales',
      `<p>Éditeur : SAS Vautrin &amp; Associés, au capital de 40 000 €, 12 rue Chabot-Charny, 21000 Dijon – RCS Dijon 419 552 073 – Société inscrite au Tableau de l’Ordre des experts-comptables de Bourgogne-Franche-Comté.</p>` +
        `<p>Directeur de la publication : Bernard Vautrin.</p>` +
        `<p>Déléguée à la protection des données : Hélène Marchal – ${mailto(`helene.marchal@${HOST}`)}</p>` +
        `<p>Hébergeur : Nordhost SAS, 2 rue Kellermann, 59100 Roubaix – support@nordhost-sas.test</p>`,
    ),
  });

  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', main: section('Politique de confidentialité', `<p>Les données collectées par le formulaire de contact ne servent qu’à répondre à votre demande et sont conservées trois ans.</p>`) });

  pages['/extranet'] = page({ path: '/extranet', title: 'Espace client', main: section('Espace client', `<p>Déposez vos pièces comptables dans votre espace sécurisé. Identifiants perdus : ${mailto(`extranet@${HOST}`)}</p>`) });

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /extranet\n\nSitemap: http://${HOST}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.2.18' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-45',
      languages: ['fr'],
      addresses: [
        { address: `bernard.vautrin@${HOST}`, name: 'Bernard Vautrin', title: 'associé fondateur et commissaire aux comptes', titleAlternatives: ['associé fondateur'], pages: ['/le-cabinet'], cases: ['prose', 'plain', ln] },
        ...TEAM.map((m) => ({
          address: `${m.local}@${HOST}`,
          name: m.name,
          title: m.title,
          pages: ['/equipe'],
          cases: ['card', ...(m.encode ? ['entities'] : ['microdata', 'plain']), ln] as CaseKind[],
        })),
        { address: `accueil@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `recrutement@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'neighbour', 'plain'] },
        { address: `helene.marchal@${HOST}`, name: 'Hélène Marchal', title: 'Déléguée à la protection des données', pages: ['/mentions-legales'], cases: ['title-name-line', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/contact', text: `prenom.nom@${HOST}` },
      disallowed: ['/extranet'],
      nonAddresses: [
        { text: `prenom.nom@${HOST}`, kind: 'scheme' },
        { text: `extranet@${HOST}`, kind: 'disallowed' },
        { text: 'support@nordhost-sas.test', kind: 'other-company' },
      ],
    },
  };
}
