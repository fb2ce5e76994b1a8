/**
 * Office notarial des Brotteaux: a notary's office in Lyon 6e, on WordPress with a GeneratePress
 * child theme and an e-mail encoder plugin, French only. The three notaries as team cards with
 * "Maître" before their names and their addresses written as character references; the clerks
 * and the negotiator by department in definition lists; a formalities clerk in the appointment
 * page's prose ("contactez notre clerc formaliste, Nadia Benali, à ..."); the property negotiator's
 * address built by an inline script beside her "Name, title" line; the reception mailbox as the
 * JSON-LD contact point (written "mailto:") and one partner as a JSON-LD employee. Traps: the
 * retired founder's address in an HTML comment, the contact form's placeholder, the logo's
 * retina file name and the disallowed client area.
 */
import type { SandboxPage } from '../../websites.js';
import { entities, esc, mailto, renderPage, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'notaires-lyon-brotteaux.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/l-office', 'L’office'],
  ['/notaires-et-collaborateurs', 'Notaires &amp; collaborateurs'],
  ['/nos-domaines', 'Nos domaines'],
  ['/negociation-immobiliere', 'Négociation immobilière'],
  ['/prendre-rendez-vous', 'Prendre rendez-vous'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Office notarial des Brotteaux',
  head: [
    '<meta name="generator" content="WordPress 6.7.1">',
    "<link rel='stylesheet' id='generate-style-css' href='/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.5.1' media='all'>",
    "<link rel='stylesheet' id='notaires-child-css' href='/wp-content/themes/notaires-brotteaux/style.css?ver=1.4.2' media='all'>",
    "<link rel='https://api.w.org/' href='/wp-json/'>",
  ],
  header: (p) =>
    `<a class="skip-link screen-reader-text" href="#content">Aller au contenu</a><header class="site-header" id="masthead" aria-label="Site"><div class="inside-header grid-container"><div class="site-logo"><a href="/" rel="home"><img class="header-image is-logo-image" alt="Office notarial des Brotteaux" src="/wp-content/uploads/2023/02/logo-office.png" srcset="/wp-content/uploads/2023/02/logo-office.png 1x, /wp-content/uploads/2023/02/logo-office@2x.png 2x" width="240" height="64"></a></div>` +
    `<nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Principal"><div class="inside-navigation grid-container"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false"><span class="mobile-menu">Menu</span></button><div id="primary-menu" class="main-nav"><ul id="menu-principal" class="menu sf-menu">` +
    MENU.map(([href, label], i) => `<li id="menu-item-${20 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${href === p.path ? ' current-menu-item' : ''}"><a href="${href === '/' ? '/' : `${href}/`}">${label}</a></li>`).join('') +
    `<li class="menu-item menu-item-espace"><a href="/espace-client/">Espace client</a></li></ul></div></div></nav></div></header><div class="site grid-container container hfeed" id="page"><div class="site-content" id="content">`,
  footer: () =>
    `</div></div><div class="site-footer"><footer class="site-info" aria-label="Site"><div class="inside-site-info grid-container"><div class="footer-widgets-container"><section id="text-2" class="widget widget_text"><h2 class="widget-title">Nous trouver</h2><div class="textwidget">` +
    `<p>Office notarial des Brotteaux<br>47, boulevard des Brotteaux<br>69006 Lyon<br>Tél. ${tel('04 78 52 19 40')}<br>${mailto(`accueil@${HOST}`)}</p></div></section>` +
    `<section id="text-3" class="widget widget_text"><h2 class="widget-title">Horaires</h2><div class="textwidget"><p>Du lundi au vendredi<br>9h00 – 12h30 / 14h00 – 18h30<br>Rendez-vous possibles le samedi matin</p></div></section></div>` +
    `<div class="copyright-bar">© 2025 SCP Girard, Lemaire &amp; Roche, notaires associés · <a href="/mentions-legales/">Mentions légales</a> · <a href="/politique-de-confidentialite/">Confidentialité</a> · Membre de la Chambre des notaires du Rhône</div></div></footer></div>`,
  privacyPath: { fr: '/politique-de-confidentialite/' },
  bodyEnd: ["<script id='generate-menu-js' src='/wp-content/themes/generatepress/assets/js/menu.min.js?ver=3.5.1'></script>"],
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-FR' });
const article = (title: string, html: string, id: number): string =>
  `<div class="content-area" id="primary"><div class="site-main" id="main"><article id="post-${id}" class="post-${id} page type-page status-publish"><div class="inside-article"><header class="entry-header"><h1 class="entry-title" itemprop="headline">${esc(title)}</h1></header><div class="entry-content" itemprop="text">${html}</div></div></article></div></div>`;

type Notary = { name: string; title: string; local: string; bio: string };
const NOTARIES: Notary[] = [
  { name: 'Claire Girard', title: 'Notaire associée', local: 'claire.girard', bio: 'Droit de la famille, successions, donations-partages. Médiatrice agréée par le Conseil supérieur du notariat.' },
  { name: 'Antoine Lemaire', title: 'Notaire associé', local: 'antoine.lemaire', bio: 'Immobilier, ventes en l’état futur d’achèvement, droit rural. Ancien président de la commission immobilière de la Chambre.' },
  { name: 'Mathilde Roche', title: 'Notaire', local: 'mathilde.roche', bio: 'Droit des sociétés, baux commerciaux, transmission d’entreprise.' },
];

type Clerk = { name: string; title: string; local: string };
const POLES: [string, Clerk[]][] = [
  [
    'Pôle famille &amp; successions',
    [
      { name: 'Sophie Vidal', title: 'Clerc principale', local: 'sophie.vidal' },
      { name: 'Florence Dumas', title: 'Clerc rédactrice', local: 'florence.dumas' },
    ],
  ],
  ['Pôle immobilier', [{ name: 'Julien Mercier', title: 'Clerc aux actes courants', local: 'julien.mercier' }]],
];

const card = (n: Notary): string =>
  `<div class="wp-block-column equipe-carte"><figure class="wp-block-image size-medium"><img src="/wp-content/uploads/2023/02/${n.local.replace('.', '-')}-300x300.jpg" alt="${esc(n.name)}" width="300" height="300" loading="lazy"></figure>` +
  `<h3 class="wp-block-heading">Maître ${esc(n.name)}</h3><p class="equipe-fonction"><strong>${esc(n.title)}</strong></p><p>${esc(n.bio)}</p>` +
  `<p class="equipe-mail"><a href="${entities(`mailto:${n.local}@${HOST}`)}">${entities(`${n.local}@${HOST}`)}</a></p></div>`;

const GARNIER_SCRIPT = `<script>var u = 'elodie' + '.' + 'garnier', d = 'notaires-lyon-' + 'brotteaux.test'; document.write('<a href="mailto:' + u + '@' + d + '">' + u + '@' + d + '</a>');</script>`;

export function notairesBrotteaux(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Notaires à Lyon 6e',
    description: 'Office notarial des Brotteaux, Lyon 6e : immobilier, famille, successions, entreprises.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Notary',
        '@id': `${ORIGIN}/#office`,
        name: 'Office notarial des Brotteaux',
        legalName: 'SCP Girard, Lemaire & Roche, notaires associés',
        url: `${ORIGIN}/`,
        telephone: '+33 4 78 52 19 40',
        address: { '@type': 'PostalAddress', streetAddress: '47, boulevard des Brotteaux', postalCode: '69006', addressLocality: 'Lyon', addressCountry: 'FR' },
        openingHours: ['Mo-Fr 09:00-12:30', 'Mo-Fr 14:00-18:30'],
        contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: `mailto:accueil@${HOST}`, telephone: '+33 4 78 52 19 40', availableLanguage: ['French', 'English'] },
        employee: [{ '@type': 'Person', name: 'Antoine Lemaire', jobTitle: 'Notaire associé', email: `antoine.lemaire@${HOST}` }],
      },
    ],
    main: article(
      'Votre notaire au cœur des Brotteaux',
      `<p>Depuis 1987, l’office accompagne particuliers et entreprises de Lyon et de la métropole dans les moments importants : achat d’un logement, mariage ou PACS, donation, succession, création ou cession d’entreprise.</p>` +
        `<p>Trois notaires et onze collaborateurs vous reçoivent du lundi au vendredi, à deux pas de la gare des Brotteaux (métro A, station Masséna).</p>` +
        `<div class="wp-block-buttons"><a class="wp-block-button__link" href="/prendre-rendez-vous/">Prendre rendez-vous</a></div>` +
        `<h2>Actualités</h2><ul class="wp-block-latest-posts"><li><a href="/actualites/frais-de-notaire-2025/">Frais de notaire 2025 : ce qui change au 1er avril</a></li></ul>`,
      2,
    ),
  });

  pages['/l-office'] = page({
    path: '/l-office',
    title: 'L’office',
    main: article(
      'L’office',
      `<p>Créé en 1987 par Maître Pierre Girard, l’office s’est installé boulevard des Brotteaux en 2004. Maître Claire Girard l’a rejoint en 2009, suivie de Maître Antoine Lemaire en 2013 ; Maître Mathilde Roche, notaire depuis 2021, complète l’équipe.</p>` +
        `<!-- Maître Pierre Girard (honoraire) : pierre.girard@${HOST} -->` +
        `<p>L’office est engagé dans la signature électronique à distance (AAED) et conserve ses minutes sous forme dématérialisée depuis 2019.</p>`,
      3,
    ),
  });

  pages['/notaires-et-collaborateurs'] = page({
    path: '/notaires-et-collaborateurs',
    title: 'Notaires & collaborateurs',
    main: article(
      'Notaires &amp; collaborateurs',
      `<h2 class="wp-block-heading">Les notaires</h2><div class="wp-block-columns equipe-notaires">${NOTARIES.map(card).join('')}</div>` +
        `<h2 class="wp-block-heading">Les collaborateurs</h2>` +
        POLES.map(([pole, clerks]) => `<h3>${pole}</h3><dl class="collaborateurs">${clerks.map((c) => `<dt>${esc(c.name)}</dt><dd>${esc(c.title)} – ${mailto(`${c.local}@${HOST}`)}</dd>`).join('')}</dl>`).join('') +
        `<p>Le service négociation est présenté sur la page <a href="/negociation-immobiliere/">Négociation immobilière</a>.</p>`,
      4,
    ),
  });

  pages['/nos-domaines'] = page({
    path: '/nos-domaines',
    title: 'Nos domaines',
    main: article('Nos domaines', `<ul><li>Immobilier : ventes, VEFA, baux, copropriété</li><li>Famille : contrats de mariage, PACS, divorces, adoptions</li><li>Successions et donations</li><li>Entreprise : cessions de fonds, statuts, baux commerciaux</li><li>Droit rural et viticole</li></ul>`, 5),
  });

  pages['/negociation-immobiliere'] = page({
    path: '/negociation-immobiliere',
    title: 'Négociation immobilière',
    main: article(
      'Négociation immobilière',
      `<p>Le notaire peut aussi vendre votre bien : estimation, visites, négociation et rédaction de l’acte par le même office, avec des honoraires de négociation encadrés (tarif affiché à l’office).</p>` +
        `<p class="interlocutrice">Votre interlocutrice : Élodie Garnier, négociatrice immobilière, ${GARNIER_SCRIPT}<noscript>(activez JavaScript pour afficher l’adresse)</noscript></p>` +
        `<p>Biens actuellement proposés : consultez nos annonces sur immobilier.notaires.fr.</p>`,
      6,
    ),
  });

  pages['/prendre-rendez-vous'] = page({
    path: '/prendre-rendez-vous',
    title: 'Prendre rendez-vous',
    main: article(
      'Prendre rendez-vous',
      `<p>Les rendez-vous ont lieu à l’office ou en visioconférence. Merci de préciser l’objet de votre demande afin que nous puissions préparer votre dossier.</p>` +
        `<p>Pour toute question sur l’avancement d’une vente déjà signée (état hypothécaire, publication, remise du titre), contactez notre clerc formaliste, Nadia Benali, à ${mailto(`nadia.benali@${HOST}`)}.</p>` +
        `<div class="wpcf7"><form action="/prendre-rendez-vous/#wpcf7-f88-p7-o1" method="post" class="wpcf7-form init"><p><label>Nom et prénom<br><input type="text" name="your-name" size="40" required></label></p><p><label>Votre e-mail<br><input type="email" name="your-email" size="40" placeholder="prenom.nom@exemple.fr" required></label></p><p><label>Objet<br><select name="objet"><option>Achat / vente</option><option>Succession</option><option>Donation</option><option>Autre</option></select></label></p><p><label>Message<br><textarea name="your-message" cols="40" rows="6"></textarea></label></p><p><input type="submit" value="Envoyer" class="wpcf7-submit"></p></form></div>`,
      7,
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: article(
      'Mentions légales',
      `<p>Éditeur : SCP Girard, Lemaire &amp; Roche, notaires associés, société civile professionnelle titulaire d’un office notarial, 47, boulevard des Brotteaux, 69006 Lyon. RCS Lyon 342 118 905.</p><p>Directeur de la publication : Maître Antoine Lemaire.</p><p>Les notaires sont des officiers publics soumis à la réglementation de la profession (ordonnance n° 45-2590 du 2 novembre 1945) et relèvent de la Chambre des notaires du Rhône.</p><p>Hébergement : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>`,
      8,
    ),
  });
  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', main: article('Politique de confidentialité', `<p>Les données recueillies sont nécessaires à l’accomplissement des activités notariales et sont conservées selon les durées légales.</p>`, 9) });

  pages['/espace-client'] = page({
    path: '/espace-client',
    title: 'Espace client',
    main: article('Espace client', `<p>Accès sécurisé à vos documents. Identifiant perdu ? Écrivez à espace.client@${HOST}.</p>`, 10),
  });

  pages['/actualites/frais-de-notaire-2025'] = page({
    path: '/actualites/frais-de-notaire-2025',
    title: 'Frais de notaire 2025 : ce qui change au 1er avril',
    main: article(
      'Frais de notaire 2025 : ce qui change au 1er avril',
      `<p>Depuis le 1er avril 2025, les départements peuvent relever le taux des droits de mutation de 0,5 point. Le Rhône a voté la hausse : pour un achat de 300 000 € dans l’ancien, comptez environ 1 500 € de plus.</p><p>Les primo-accédants en sont exonérés sous conditions. Demandez une simulation lors de votre rendez-vous.</p>`,
      41,
    ),
  });

  pages['/wp-sitemap.xml'] = xmlPage(urlset(HOST, ['/', '/l-office/', '/notaires-et-collaborateurs/', '/nos-domaines/', '/negociation-immobiliere/', '/prendre-rendez-vous/', '/actualites/frais-de-notaire-2025/'], '2025-04-02'));

  const ln: CaseKind = 'link-non-english';
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /espace-client\n\nSitemap: ${ORIGIN}/wp-sitemap.xml\n`,
      pages,
      headers: { Server: 'nginx', Link: `<${ORIGIN}/wp-json/>; rel="https://api.w.org/"` },
    },
    truth: {
      domain: HOST,
      set: 'held-out-70',
      languages: ['fr'],
      addresses: [
        { address: `accueil@${HOST}`, name: null, title: null, pages: ['/', '/prendre-rendez-vous'], cases: ['role', 'plain', 'json-ld-contact-point', 'json-ld-mailto'] },
        ...NOTARIES.map((n) => ({
          address: `${n.local}@${HOST}`,
          name: n.name,
          title: n.title,
          pages: n.local === 'antoine.lemaire' ? ['/notaires-et-collaborateurs', '/'] : ['/notaires-et-collaborateurs'],
          cases: ['card', 'honorific', 'entities', ln, ...(n.local === 'antoine.lemaire' ? (['json-ld-person'] as CaseKind[]) : [])] as CaseKind[],
        })),
        ...POLES.flatMap(([, clerks]) => clerks.map((c) => ({ address: `${c.local}@${HOST}`, name: c.name, title: c.title, pages: ['/notaires-et-collaborateurs'], cases: ['definition-list', 'plain', ln] as CaseKind[] }))),
        {
          address: `elodie.garnier@${HOST}`,
          name: 'Élodie Garnier',
          title: 'négociatrice immobilière',
          pages: ['/negociation-immobiliere'],
          encoded: { kind: 'script', text: GARNIER_SCRIPT },
          cases: ['name-title-line', 'script-concat', ln],
        },
        { address: `nadia.benali@${HOST}`, name: 'Nadia Benali', title: 'clerc formaliste', pages: ['/prendre-rendez-vous'], cases: ['prose', 'plain', ln] },
      ],
      pattern: '{first}.{last}',
      disallowed: ['/espace-client'],
      nonAddresses: [
        { text: `pierre.girard@${HOST}`, kind: 'comment' },
        { text: `espace.client@${HOST}`, kind: 'disallowed' },
        { text: 'prenom.nom@exemple.fr', kind: 'placeholder' },
        { text: 'logo-office@2x.png', kind: 'retina' },
      ],
    },
  };
}
