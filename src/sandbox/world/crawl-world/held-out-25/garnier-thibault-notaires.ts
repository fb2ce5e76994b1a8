/**
 * Garnier & Thibault, notaires associés: a notary office in Nantes, on Joomla 4 with the
 * "Protection des e-mails" plugin cloaking addresses in articles. The team as a definition list
 * (Me before the notaries' names, "[at]" written by hand, one address cloaked and one reversed by a
 * script), the publication director on a label line in the mentions légales, the property
 * negotiator on a "Titre : Nom" line, the formalities clerk in a news item listed only in a child
 * of the sitemap index, and the page stating "prenom.nom@"; a diagnostics firm's address, a
 * placeholder, an old address in a comment and the client area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, reversed, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'garnier-thibault-notaires.test';
const ORIGIN = `http://${HOST}`;
const SCHEME = `prenom.nom@${HOST}`;

/** Joomla's content plugin "Protection des e-mails" (emailcloak). */
function cloak(id: string, user: string): string {
  return (
    `<span id="cloak${id}">Cette adresse e-mail est protégée contre les robots spammeurs. Vous devez activer le JavaScript pour la visualiser.</span><script type='text/javascript'>\n` +
    ` document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${user}' + '&#64;';\n` +
    ` addy${id} = addy${id} + 'garnier-thibault-notaires' + '&#46;' + 'test';\n` +
    ` var addy_text${id} = '${user}' + '&#64;' + 'garnier-thibault-notaires' + '&#46;' + 'test';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    ` </script>`
  );
}
const CLOAK_ROUX = cloak('5e1a7c03b9f2d', 'camille.roux');
const PETIT = `laurent.petit@${HOST}`;
const PETIT_REV = reversed(PETIT);
const PETIT_SCRIPT = `<span class="js-mail" id="m-petit"></span><script>(function(){var s='${PETIT_REV}'.split('').reverse().join('');document.getElementById('m-petit').innerHTML='<a href="mailto:'+s+'">'+s+'</a>';})();</script>`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/l-office', "L'office"],
  ['/domaines-d-intervention', "Domaines d'intervention"],
  ['/immobilier', 'Négociation immobilière'],
  ['/actualites', 'Actualités'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Garnier & Thibault – Notaires associés',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/media/templates/site/cassiopeia/css/template.min.css?9b2d71" rel="stylesheet">',
    '<link href="/media/templates/site/cassiopeia_notaires/css/user.css?9b2d71" rel="stylesheet">',
    '<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>',
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-notaires-garnier-thibault.png" alt="Garnier &amp; Thibault, notaires" width="260" height="80"></a><div class="site-description">Office notarial à Nantes</div></div></div>` +
    `<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">${MENU.map(([h, l], i) => `<li class="nav-item item-${201 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><p><strong>SELARL Garnier &amp; Thibault, notaires associés</strong> – 14, rue Crébillon – 44000 Nantes – ${tel('02 40 48 71 20')} – ${mailto(`accueil@${HOST}`)}</p>` +
    `<p><a href="/mentions-legales">Mentions légales</a> | <a href="/politique-de-confidentialite">Politique de confidentialité</a> | <a href="/espace-client">Espace client</a></p><p><img src="/images/logo-notaires-de-france.png" alt="Notaires de France"></p></div></footer>`,
  privacyPath: { fr: '/politique-de-confidentialite' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-FR' });
const article = (html: string) => `<div class="com-content-article item-page"><div class="com-content-article__body">${html}</div></div>`;

export function garnierThibaultNotaires(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Office notarial à Nantes',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Notary',
        name: 'SELARL Garnier & Thibault, notaires associés',
        url: `${ORIGIN}/`,
        telephone: '+33 2 40 48 71 20',
        email: `accueil@${HOST}`,
        address: { '@type': 'PostalAddress', streetAddress: '14, rue Crébillon', postalCode: '44000', addressLocality: 'Nantes', addressCountry: 'FR' },
      },
    ],
    main: article(
      `<h1>Bienvenue à l'office notarial Garnier &amp; Thibault</h1><p>Installé au cœur de Nantes depuis 1987, notre office vous accompagne dans vos projets immobiliers, familiaux et professionnels : vente, donation, succession, contrat de mariage, création de société.</p>` +
        `<p>L'office est ouvert du lundi au vendredi, de 9 h à 12 h 30 et de 14 h à 18 h. Rendez-vous au ${tel('02 40 48 71 20')} ou par courriel à ${mailto(`accueil@${HOST}`)}.</p>`,
    ),
  });

  pages['/l-office'] = page({
    path: '/l-office',
    title: "L'office",
    main: article(
      `<h1>L'office et son équipe</h1><p>Douze collaborateurs, dont deux notaires associés et une notaire salariée, vous reçoivent sur rendez-vous. Chaque collaborateur est joignable directement par courriel à l'adresse ${esc(SCHEME)}.</p>` +
        `<dl class="equipe">` +
        `<dt>Me Claire Garnier</dt><dd>Notaire associée – droit immobilier, baux commerciaux</dd>` +
        `<dt>Me Julien Thibault</dt><dd>Notaire associé – droit de la famille, successions, donations</dd><dd>julien.thibault [at] garnier-thibault-notaires [dot] test</dd>` +
        `<dt>Me Camille Roux</dt><dd>Notaire salariée – droit des sociétés</dd><dd>${CLOAK_ROUX}</dd>` +
        `<dt>Isabelle Moreau</dt><dd>Clerc principale</dd><dd>${mailto(`isabelle.moreau@${HOST}`)}</dd>` +
        `<dt>Thomas Girard</dt><dd>Clerc aux successions</dd><dd>${mailto(`thomas.girard@${HOST}`)}</dd>` +
        `<dt>Laurent Petit</dt><dd>Comptable taxateur</dd><dd>${PETIT_SCRIPT}</dd>` +
        `</dl>`,
    ),
  });

  pages['/domaines-d-intervention'] = page({
    path: '/domaines-d-intervention',
    title: "Domaines d'intervention",
    main: article(`<h1>Domaines d'intervention</h1><ul><li>Immobilier : ventes, VEFA, servitudes</li><li>Famille : mariage, PACS, divorce, adoption</li><li>Successions et donations</li><li>Entreprise : cessions de fonds, statuts, baux commerciaux</li></ul>`),
  });

  pages['/immobilier'] = page({
    path: '/immobilier',
    title: 'Négociation immobilière',
    main: article(
      `<h1>Négociation immobilière</h1><p>L'office dispose d'un service de négociation : estimation gratuite, mise en vente, visites et rédaction de l'avant-contrat.</p>` +
        `<p>Négociatrice immobilière : Sophie Marchand – ${tel('02 40 48 71 25')} – ${mailto(`sophie.marchand@${HOST}`)}</p>` +
        `<p>Pour recevoir nos annonces : ${mailto(`negociation@${HOST}`)}</p>` +
        `<p>Les diagnostics techniques sont réalisés par notre partenaire Diag'Ouest Expertises (rdv@diagouest-expertises.test).</p>`,
    ),
  });

  pages['/actualites'] = page({
    path: '/actualites',
    title: 'Actualités',
    main: article(`<h1>Actualités</h1><div class="blog-items"><div class="blog-item"><h2><a href="/actualites/frais-de-notaire-2025">Frais de notaire 2025 : ce qui change au 1er avril</a></h2><p>Publié le 12 mars 2025</p></div></div>`),
  });

  pages['/actualites/frais-de-notaire-2025'] = page({
    path: '/actualites/frais-de-notaire-2025',
    title: 'Frais de notaire 2025',
    main: article(`<h1>Frais de notaire 2025 : ce qui change au 1er avril</h1><p>Le département de Loire-Atlantique a relevé le taux des droits de mutation à 5 %. Nous vous en expliquons les conséquences pour les primo-accédants.</p>`),
  });

  pages['/actualites/mandat-de-protection-future'] = page({
    path: '/actualites/mandat-de-protection-future',
    title: 'Le mandat de protection future',
    main: article(
      `<h1>Le mandat de protection future : anticiper sans attendre</h1><p>Publié le 3 février 2025</p><p>Le mandat de protection future permet de désigner à l'avance la personne qui s'occupera de vous si vous ne pouvez plus le faire seul. Établi par acte notarié, il couvre aussi la gestion du patrimoine.</p>` +
        `<p>Nadia Benali, formaliste de l'office, se tient à votre disposition pour constituer le dossier : écrivez-lui à ${mailto(`nadia.benali@${HOST}`)}.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main:
      article(`<h1>Nous contacter</h1><p>14, rue Crébillon – 44000 Nantes<br>Tram ligne 1, arrêt Commerce<br>Tél. ${tel('02 40 48 71 20')}<br>${mailto(`accueil@${HOST}`)}</p>`) +
      `<!-- adresse de l'ancien site (jusqu'en 2021) : office.garnier@${HOST} -->` +
      `<form id="contact-form" action="/contact" method="post" class="com-contact__form form-validate"><fieldset><legend>Envoyer un message</legend><label for="jform_contact_name">Nom</label><input type="text" name="jform[contact_name]" id="jform_contact_name" required><label for="jform_contact_email">E-mail</label><input type="email" name="jform[contact_email]" id="jform_contact_email" placeholder="votre.email@exemple.fr" required><button class="btn btn-primary validate" type="submit">Envoyer</button></fieldset></form>`,
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: article(
      `<h1>Mentions légales</h1><p>Éditeur du site : SELARL Garnier &amp; Thibault, notaires associés, société d'exercice libéral à responsabilité limitée au capital de 50 000 €, titulaire d'un office notarial à Nantes – RCS Nantes 412 876 330 – 14, rue Crébillon, 44000 Nantes.</p>` +
        `<p>Directrice de la publication : Me Claire Garnier, notaire associée – ${mailto(`claire.garnier@${HOST}`)}</p>` +
        `<p>Autorité de tutelle : Chambre des notaires de Loire-Atlantique. Hébergement : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>`,
    ),
  });

  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', main: article(`<h1>Politique de confidentialité</h1><p>Les données recueillies sont traitées par l'office pour l'accomplissement de ses activités notariales, conformément au RGPD.</p>`) });

  pages['/espace-client'] = page({ path: '/espace-client', title: 'Espace client', main: article(`<h1>Espace client</h1><p>Identifiants perdus : ${mailto(`espace-client@${HOST}`)}</p>`) });

  pages['/sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/l-office', '/domaines-d-intervention', '/immobilier', '/actualites', '/contact', '/mentions-legales']));
  pages['/sitemaps/actualites.xml'] = xmlPage(urlset(HOST, ['/actualites/frais-de-notaire-2025', '/actualites/mandat-de-protection-future']));

  const c = (...k: CaseKind[]) => k;
  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /api/\nDisallow: /cache/\nDisallow: /espace-client\nDisallow: /tmp/\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/pages.xml', '/sitemaps/actualites.xml']),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.27' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-25',
      languages: ['fr'],
      addresses: [
        { address: `accueil@${HOST}`, name: null, title: null, pages: ['/', '/contact'], cases: c('role', 'plain') },
        { address: `claire.garnier@${HOST}`, name: 'Claire Garnier', title: 'notaire associée', titleAlternatives: ['Directrice de la publication'], pages: ['/mentions-legales'], cases: c('label-line', 'honorific', 'plain') },
        {
          address: `julien.thibault@${HOST}`,
          name: 'Julien Thibault',
          title: 'Notaire associé',
          titleAlternatives: ['Notaire associé – droit de la famille, successions, donations'],
          pages: ['/l-office'],
          cases: c('definition-list', 'honorific', 'obfuscated', 'link-non-english'),
        },
        {
          address: `camille.roux@${HOST}`,
          name: 'Camille Roux',
          title: 'Notaire salariée',
          titleAlternatives: ['Notaire salariée – droit des sociétés'],
          pages: ['/l-office'],
          encoded: { kind: 'script', text: CLOAK_ROUX },
          cases: c('definition-list', 'honorific', 'script-protect', 'link-non-english'),
        },
        { address: `isabelle.moreau@${HOST}`, name: 'Isabelle Moreau', title: 'Clerc principale', pages: ['/l-office'], cases: c('definition-list', 'plain', 'link-non-english') },
        { address: `thomas.girard@${HOST}`, name: 'Thomas Girard', title: 'Clerc aux successions', pages: ['/l-office'], cases: c('definition-list', 'plain', 'link-non-english') },
        { address: PETIT, name: 'Laurent Petit', title: 'Comptable taxateur', pages: ['/l-office'], encoded: { kind: 'reversed', text: PETIT_REV }, cases: c('definition-list', 'script-reversed', 'link-non-english') },
        { address: `sophie.marchand@${HOST}`, name: 'Sophie Marchand', title: 'Négociatrice immobilière', pages: ['/immobilier'], cases: c('title-name-line', 'plain', 'link-non-english') },
        { address: `negociation@${HOST}`, name: null, title: null, pages: ['/immobilier'], cases: c('role', 'plain', 'link-non-english') },
        { address: `nadia.benali@${HOST}`, name: 'Nadia Benali', title: "formaliste de l'office", titleAlternatives: ['formaliste'], pages: ['/actualites/mandat-de-protection-future'], cases: c('prose', 'plain', 'sitemap-index') },
      ],
      pattern: '{first}.{last}',
      statedPattern: { page: '/l-office', text: SCHEME },
      disallowed: ['/espace-client'],
      nonAddresses: [
        { text: SCHEME, kind: 'scheme' },
        { text: `office.garnier@${HOST}`, kind: 'comment' },
        { text: `espace-client@${HOST}`, kind: 'disallowed' },
        { text: 'rdv@diagouest-expertises.test', kind: 'other-company' },
        { text: 'votre.email@exemple.fr', kind: 'placeholder' },
      ],
    },
  };
}
