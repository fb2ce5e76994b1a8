/**
 * CUMA des Coteaux du Layon: a farm-machinery sharing co-operative in Anjou, on Joomla 3.10 with
 * the Protostar template, in French. Joomla's e-mail cloaking plugin rewrites every address in
 * article text into its document.write snippet (the local part and domain split into pieces,
 * vowels as character references). The president on a com_contact page (a definition list of
 * position, e-mail and phone), the treasurer in a headed bio, the board and the employees as
 * "Nom – fonction – adresse" lines, the publication director as a label line in the legal
 * notice (cloaking switched off there), and the booking mailbox in the Organization's
 * contactPoint as "mailto:". The federation adviser's address is another body's, the contact
 * form has a placeholder, and the members' area is disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'cuma-coteaux-layon.test';
const ORIGIN = `http://${HOST}`;

/** Joomla 3's convertEncoding: vowels as decimal character references. */
const jEncode = (text: string): string => text.replace(/a/g, '&#97;').replace(/e/g, '&#101;').replace(/i/g, '&#105;').replace(/o/g, '&#111;').replace(/u/g, '&#117;');

/** A cloak id as JHtmlEmail::cloak makes it (md5 of a random value): fixed per address here. */
const cloakId = (address: string): string => {
  let h = 0x811c9dc5;
  for (const ch of address) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return (h.toString(16).padStart(8, '0') + ((h ^ 0x5bd1e995) >>> 0).toString(16).padStart(8, '0')).repeat(2);
};

/** The script of Joomla 3's e-mail cloak for an address (its text shows the address). */
const cloakScript = (address: string): string => {
  const id = cloakId(address);
  const [local, domain] = address.split('@') as [string, string];
  const dot = domain.lastIndexOf('.');
  const host = domain.slice(0, dot);
  const tld = domain.slice(dot + 1);
  return (
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n` +
    `\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${jEncode(local)}' + '&#64;';\n` +
    `\t\t\t\taddy${id} = addy${id} + '${jEncode(host)}' + '&#46;' + '${jEncode(tld)}';\n` +
    `\t\t\t\tvar addy_text${id} = '${jEncode(local)}' + '&#64;' + '${jEncode(host)}' + '&#46;' + '${jEncode(tld)}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`
  );
};

const cloak = (address: string): string =>
  `<span id="cloak${cloakId(address)}">Cette adresse e-mail est protégée contre les robots spammeurs. Vous devez activer le JavaScript pour la visualiser.</span><script type='text/javascript'>${cloakScript(address)}</script>`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/la-cuma', 'La CUMA'],
  ['/la-cuma/le-bureau', 'Le bureau'],
  ['/la-cuma/nos-salaries', 'Nos salariés'],
  ['/materiel', 'Le matériel'],
  ['/reservations', 'Réservations'],
  ['/contact-president', 'Nous contacter'],
  ['/espace-adherents', 'Espace adhérents'],
];

const ORG_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'CUMA des Coteaux du Layon',
  url: `${ORIGIN}/`,
  logo: `${ORIGIN}/images/logo-cuma-layon.png`,
  address: { '@type': 'PostalAddress', streetAddress: '3 rue du Layon', postalCode: '49380', addressLocality: 'Bellevigne-en-Layon', addressCountry: 'FR' },
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'Réservation du matériel',
    email: `mailto:planning@${HOST}`,
    telephone: '+33 2 41 54 07 38',
    hoursAvailable: 'Mo-Fr 08:00-12:00',
    areaServed: 'Coteaux du Layon',
  },
};

const theme: Theme = {
  host: HOST,
  siteName: 'CUMA des Coteaux du Layon',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<meta name="author" content="Mathilde Chevrier">',
    '<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">',
    '<link href="/templates/protostar/css/template.css?7a0f4a6d3e1c9b8a2f5d4e6c1b0a9f8e" rel="stylesheet">',
    '<link href="https://fonts.googleapis.com/css?family=Open+Sans" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?7a0f4a6d3e1c9b8a2f5d4e6c1b0a9f8e"></script>',
    '<script src="/media/jui/js/jquery-noconflict.js?7a0f4a6d3e1c9b8a2f5d4e6c1b0a9f8e"></script>',
    '<script src="/media/jui/js/jquery-migrate.min.js?7a0f4a6d3e1c9b8a2f5d4e6c1b0a9f8e"></script>',
    '<script src="/media/system/js/caption.js?7a0f4a6d3e1c9b8a2f5d4e6c1b0a9f8e"></script>',
    '<script src="/media/jui/js/bootstrap.min.js?7a0f4a6d3e1c9b8a2f5d4e6c1b0a9f8e"></script>',
    `<script>jQuery(window).on('load',  function() {\n\t\t\t\tnew JCaption('img.caption');\n\t\t\t});</script>`,
  ],
  header: (spec) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix">` +
    `<a class="brand pull-left" href="/"><img src="/images/logo-cuma-layon.png" alt="CUMA des Coteaux du Layon"> <div class="site-description">Du matériel en commun depuis 1967</div></a>` +
    `<div class="header-search pull-right"></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Basculer la navigation</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></a></div>` +
    `<div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([href, label], i) => `<li class="item-${101 + i}${href === spec.path ? ' current active' : ''}"><a href="${href}"${href === spec.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul></div></nav><div class="row-fluid"><div class="span12"><div id="system-message-container"></div>`,
  footer: () =>
    `</div></div></div></div>` +
    `<footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom"><p>CUMA des Coteaux du Layon · 3 rue du Layon, Thouarcé · 49380 Bellevigne-en-Layon · ${tel('02 41 54 07 38')} · ${mailto(`contact@${HOST}`)}</p><p><a href="/mentions-legales">Mentions légales</a> · <a href="/politique-de-confidentialite">Confidentialité</a></p></div>` +
    `<p class="pull-right"><a href="#top" id="back-top">Haut de page</a></p><p>&copy; 2025 CUMA des Coteaux du Layon</p></div></footer>`,
  privacyPath: { fr: '/politique-de-confidentialite' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-fr' });

/** A com_content article, as Protostar renders it. */
const article = (heading: string, body: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="fr-FR"><div class="page-header"><h2 itemprop="headline">${esc(heading)}</h2></div>` +
  `<dl class="article-info muted"><dt class="article-info-term">Détails</dt><dd class="category-name">Catégorie : <a href="/la-cuma" itemprop="genre">La CUMA</a></dd></dl>` +
  `<div itemprop="articleBody">${body}</div></div>`;

type Line = { name: string; title: string; local: string };
const BOARD: Line[] = [
  { name: 'Guillaume de La Villemarqué', title: 'vice-président, responsable de l’atelier pulvérisation et de l’aire de lavage', local: 'gdelavillemarque' },
  { name: 'Élise Tessier', title: 'secrétaire du conseil d’administration', local: 'etessier' },
];
const STAFF: Line[] = [
  { name: 'Kévin Brossard', title: 'chauffeur-mécanicien, responsable de l’atelier d’entretien', local: 'kbrossard' },
  { name: 'Jean-Baptiste Ollivier', title: 'chauffeur (ensilage, épandage, déchaumage), salarié du groupement d’employeurs Layon-Aubance', local: 'jbollivier' },
];

export function cumaCoteauxLayon(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Accueil',
    jsonLd: [ORG_LD],
    main: article(
      'Bienvenue à la CUMA des Coteaux du Layon',
      `<p>Créée en 1967 par onze exploitants de Thouarcé et de Faye-d’Anjou, la CUMA regroupe aujourd’hui 48 adhérents, viticulteurs et éleveurs, autour de 62 matériels : ensileuse, moissonneuse-batteuse, pulvérisateurs face par face, broyeurs, outils de travail du sol et de désherbage mécanique.</p>` +
        `<p>Pour réserver un matériel, consultez la page <a href="/reservations">Réservations</a>. Pour toute autre question : ${mailto(`contact@${HOST}`)}.</p>`,
    ),
  });

  pages['/la-cuma'] = page({
    path: '/la-cuma',
    title: 'La CUMA',
    main: article(
      'La CUMA',
      `<p>Une coopérative d’utilisation de matériel agricole permet à ses adhérents d’acheter et d’utiliser ensemble des machines qu’aucun n’amortirait seul. Chaque adhérent s’engage par activité, pour une durée de cinq à sept ans, et paie à l’hectare ou à l’heure.</p>` +
        `<p>La CUMA est administrée par un conseil de neuf membres élus en assemblée générale ; le <a href="/la-cuma/le-bureau">bureau</a> se réunit chaque premier lundi du mois. Deux <a href="/la-cuma/nos-salaries">salariés</a> assurent la conduite et l’entretien.</p>`,
    ),
  });

  pages['/la-cuma/le-bureau'] = page({
    path: '/la-cuma/le-bureau',
    title: 'Le bureau',
    main: article(
      'Le bureau',
      `<p>Le bureau a été renouvelé à l’assemblée générale du 8 février 2024. Le président se joint volontiers aux réunions de chantier ; ses coordonnées sont sur la page <a href="/contact-president">Nous contacter</a>.</p>` +
        `<h3>Sandrine Moreau-Lécuyer</h3><p><strong>Trésorière</strong> – Viticultrice à Rablay-sur-Layon, Sandrine a rejoint le conseil d’administration en 2014 et tient les comptes depuis 2019. C’est à elle qu’il faut s’adresser pour la facturation des heures et des hectares : ${cloak(`smoreau-lecuyer@${HOST}`)}</p>` +
        `<h3>Les autres membres du bureau</h3><ul>` +
        BOARD.map((b) => `<li>${esc(b.name)} – ${esc(b.title)} – ${cloak(`${b.local}@${HOST}`)}</li>`).join('') +
        `</ul>`,
    ),
  });

  pages['/la-cuma/nos-salaries'] = page({
    path: '/la-cuma/nos-salaries',
    title: 'Nos salariés',
    main: article(
      'Nos salariés',
      `<p>Deux salariés à temps plein assurent les chantiers d’ensilage et de récolte, l’entretien des matériels et les réparations courantes à l’atelier de Thouarcé.</p><ul>` +
        STAFF.map((s) => `<li>${esc(s.name)} – ${esc(s.title)} – ${cloak(`${s.local}@${HOST}`)}</li>`).join('') +
        `</ul><p>Pour les questions de droit du travail et les formations des chauffeurs, nous sommes accompagnés par Bérénice Jolivet, animatrice à la Fédération départementale des CUMA de Maine-et-Loire (b.jolivet@fdcuma49.test).</p>`,
    ),
  });

  pages['/materiel'] = page({
    path: '/materiel',
    title: 'Le matériel',
    main: article(
      'Le matériel',
      `<table class="table table-striped"><thead><tr><th>Activité</th><th>Matériel</th><th>Tarif 2025</th></tr></thead><tbody><tr><td>Ensilage</td><td>Ensileuse automotrice 8 rangs</td><td>255 € / ha</td></tr><tr><td>Pulvérisation</td><td>Pulvérisateur face par face 4 rangs</td><td>21 € / ha</td></tr><tr><td>Désherbage mécanique</td><td>Bineuse guidée par caméra, 6 m</td><td>38 € / ha</td></tr><tr><td>Travail du sol</td><td>Déchaumeur à disques 4 m</td><td>24 € / ha</td></tr></tbody></table>`,
    ),
  });

  pages['/reservations'] = page({
    path: '/reservations',
    title: 'Réservations',
    jsonLd: [ORG_LD],
    main: article(
      'Réserver un matériel',
      `<p>Les réservations se font au plus tard le jeudi pour la semaine suivante, par téléphone au ${tel('02 41 54 07 38')} (le matin) ou par courriel à l’adresse du planning : ${mailto(`planning@${HOST}`)}. Les chantiers d’ensilage sont organisés par secteur ; merci d’indiquer vos parcelles et la surface.</p>`,
    ),
  });

  pages['/contact-president'] = page({
    path: '/contact-president',
    title: 'Hervé Gaudin',
    main:
      `<div class="contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h2><span class="contact-name" itemprop="name">Hervé Gaudin</span></h2></div>` +
      `<div class="contact-image"><img src="/images/contacts/herve-gaudin.jpg" alt="Hervé Gaudin" itemprop="image"></div>` +
      `<h3>Contact</h3><div class="contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">` +
      `<dl class="dl-horizontal"><dt>Fonction :</dt><dd><span class="contact-position" itemprop="jobTitle">Président – référent ensileuse et moissonneuse-batteuse</span></dd>` +
      `<dt>Adresse :</dt><dd><span class="contact-street" itemprop="streetAddress">La Grande Métairie</span><br><span class="contact-postcode" itemprop="postalCode">49380</span> <span class="contact-suburb" itemprop="addressLocality">Bellevigne-en-Layon</span></dd>` +
      `<dt>Courriel :</dt><dd><span class="contact-emailto">${cloak(`hgaudin@${HOST}`)}</span></dd>` +
      `<dt>Portable :</dt><dd><span class="contact-mobile" itemprop="telephone">${tel('06 72 18 40 95')}</span></dd></dl></div>` +
      `<h3>Formulaire de contact</h3><form id="contact-form" action="/contact-president" method="post" class="form-validate form-horizontal well"><fieldset><legend>Envoyer un e-mail</legend>` +
      `<div class="control-group"><label id="jform_contact_name-lbl" for="jform_contact_name">Nom *</label><input type="text" name="jform[contact_name]" id="jform_contact_name" required></div>` +
      `<div class="control-group"><label id="jform_contact_email-lbl" for="jform_contact_email">E-mail *</label><input type="email" name="jform[contact_email]" class="validate-email required" id="jform_contact_email" placeholder="vous@exemple.fr" required></div>` +
      `<div class="control-group"><label for="jform_contact_message">Message *</label><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="10"></textarea></div>` +
      `<button class="btn btn-primary validate" type="submit">Envoyer</button></fieldset></form></div>`,
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: article(
      'Mentions légales',
      `<p>Éditeur : CUMA des Coteaux du Layon, société coopérative agricole à capital variable, agrément HCCA n° 49-1967-212, SIRET 781 452 903 00018.</p>` +
        `<p>Directrice de la publication : Mathilde Chevrier, animatrice et chargée de mission agroécologie, 3 rue du Layon, Thouarcé, 49380 Bellevigne-en-Layon, tél. ${esc('02 41 54 07 38')}, mchevrier@${HOST}</p>` +
        `<p>Hébergement : OVH SAS, 2 rue Kellermann, 59100 Roubaix.</p>`,
    ),
  });

  pages['/politique-de-confidentialite'] = page({
    path: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    main: article('Politique de confidentialité', `<p>Les données collectées par le formulaire de contact servent uniquement à répondre à votre demande et ne sont jamais cédées.</p>`),
  });

  pages['/espace-adherents'] = page({
    path: '/espace-adherents',
    title: 'Espace adhérents',
    main: article('Espace adhérents', `<p>Comptes rendus de conseil, bulletins d’engagement et relevés d’heures. Identifiants perdus : adherents@${HOST}</p>`),
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /espace-adherents\n`,
      sitemapXml: urlset(HOST, ['/', '/la-cuma', '/la-cuma/le-bureau', '/la-cuma/nos-salaries', '/materiel', '/reservations', '/contact-president', '/mentions-legales'], '2025-01-20'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/7.4.33' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-102',
      languages: ['fr'],
      addresses: [
        { address: `contact@${HOST}`, name: null, title: null, pages: ['/', '/la-cuma'], cases: ['role', 'plain'] },
        { address: `planning@${HOST}`, name: null, title: null, pages: ['/reservations', '/'], cases: ['role', 'json-ld-contact-point', 'json-ld-mailto', 'plain', 'link-non-english'] },
        {
          address: `hgaudin@${HOST}`,
          name: 'Hervé Gaudin',
          title: 'Président – référent ensileuse et moissonneuse-batteuse',
          pages: ['/contact-president'],
          encoded: { kind: 'script', text: cloakScript(`hgaudin@${HOST}`) },
          cases: ['definition-list', 'script-protect', 'link-non-english'],
        },
        {
          address: `smoreau-lecuyer@${HOST}`,
          name: 'Sandrine Moreau-Lécuyer',
          title: 'Trésorière',
          pages: ['/la-cuma/le-bureau'],
          encoded: { kind: 'script', text: cloakScript(`smoreau-lecuyer@${HOST}`) },
          cases: ['prose', 'script-protect', 'link-non-english'],
        },
        ...[...BOARD, ...STAFF].map((l) => ({
          address: `${l.local}@${HOST}`,
          name: l.name,
          title: l.title,
          pages: [BOARD.includes(l) ? '/la-cuma/le-bureau' : '/la-cuma/nos-salaries'],
          encoded: { kind: 'script' as const, text: cloakScript(`${l.local}@${HOST}`) },
          cases: ['name-title-line', 'script-protect', 'link-non-english'] as CaseKind[],
        })),
        {
          address: `mchevrier@${HOST}`,
          name: 'Mathilde Chevrier',
          title: 'animatrice et chargée de mission agroécologie',
          pages: ['/mentions-legales'],
          cases: ['label-line', 'plain', 'link-non-english'],
        },
      ],
      pattern: '{f}{last}',
      disallowed: ['/espace-adherents'],
      nonAddresses: [
        { text: `adherents@${HOST}`, kind: 'disallowed' },
        { text: 'b.jolivet@fdcuma49.test', kind: 'other-company' },
        { text: 'vous@exemple.fr', kind: 'placeholder' },
      ],
    },
  };
}
