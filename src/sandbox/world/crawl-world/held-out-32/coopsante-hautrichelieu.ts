/**
 * Coop Santé Haut-Richelieu: a community health co-operative (coopérative de solidarité santé)
 * in Saint-Jean-sur-Richelieu, Quebec, on Joomla 3 with the Protostar template, French only. The
 * care team as a table in a Joomla article whose addresses the "Email Cloaking" plugin writes
 * (document.getElementById… with "addy" variables), with "Dre"/"Dr" and "M.D." or "IPSPL" around
 * the names; the board of directors as "Name, title" lines, only the chair with an address; the
 * general manager and the nursing coordinator as "Title : Name" lines on the contact page, beside
 * the members' service mailbox; the foundation's mailbox next to its campaign chair's name; a
 * vaccination-clinic news item listed only in a gzip-compressed child of the sitemap index. The
 * form's placeholder address and the members' area (disallowed) are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, sitemapIndex, tel, urlset, xmlPage, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, EncodedAddress, TruthAddress } from '../types.js';

const HOST = 'coopsante-hautrichelieu.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/la-cooperative', 'La coopérative'],
  ['/equipe-soignante', 'Équipe soignante'],
  ['/devenir-membre', 'Devenir membre'],
  ['/fondation', 'Fondation'],
  ['/nous-joindre', 'Nous joindre'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Coop Santé Haut-Richelieu',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">`,
    `<link href="/templates/protostar/css/template.css?5c3b1e0f2d0a7e4b9c8d" rel="stylesheet">`,
    `<script src="/media/jui/js/jquery.min.js?5c3b1e0f2d0a7e4b9c8d"></script>`,
    `<script src="/media/jui/js/jquery-noconflict.js?5c3b1e0f2d0a7e4b9c8d"></script>`,
    `<script src="/media/system/js/caption.js?5c3b1e0f2d0a7e4b9c8d"></script>`,
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="/images/logo-coopsante-hr.png" alt="Coop Santé Haut-Richelieu"></a>` +
    `<div class="header-search pull-right"><div class="custom"><p>Clinique : ${tel('450 347-2210')}<br>Lun-jeu 8 h – 20 h · Ven 8 h – 16 h</p></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><div class="navbar pull-left"><a class="btn btn-navbar collapsed" data-toggle="collapse" data-target=".nav-collapse"><span class="element-invisible">Basculer la navigation</span></a></div><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">` +
    MENU.map(([href, label], i) => `<li class="item-${101 + i}${p.path === href ? ' current active' : ''}"><a href="${href}"${p.path === href ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`).join('') +
    `</ul></div></nav><div class="row-fluid"><main id="content" role="main" class="span12"><div id="system-message-container"></div>`,
  footer: () =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="moduletable"><div class="custom"><p><strong>Coopérative de solidarité santé du Haut-Richelieu</strong><br>315, boulevard du Séminaire Nord, Saint-Jean-sur-Richelieu (Québec) J3B 5L4<br>Tél. ${tel('450 347-2210')} · Téléc. 450 347-2299</p>` +
    `<p><a href="/espace-membre">Espace membre</a> · <a href="/politique-de-confidentialite">Politique de confidentialité</a></p></div></div><p class="pull-right"><a href="#top" id="back-top">Haut de page</a></p><p>© 2025 Coop Santé Haut-Richelieu</p></div></footer>`,
  privacyPath: { fr: '/politique-de-confidentialite' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-ca' });

const item = (title: string, html: string): string =>
  `<div class="item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="fr-CA"><div class="page-header"><h2 itemprop="headline">${esc(title)}</h2></div><div itemprop="articleBody">${html}</div></div>`;

/** Joomla 3's "Content - Email Cloaking" output. */
function cloakScript(local: string, id: string): string {
  const [dom, tld] = [HOST.slice(0, HOST.lastIndexOf('.')), HOST.slice(HOST.lastIndexOf('.') + 1)];
  return (
    `\n\t\t\t\tdocument.getElementById('cloak${id}').innerHTML = '';\n\t\t\t\tvar prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n\t\t\t\tvar path = 'hr' + 'ef' + '=';\n` +
    `\t\t\t\tvar addy${id} = '${local}' + '&#64;';\n\t\t\t\taddy${id} = addy${id} + '${dom}' + '&#46;' + '${tld}';\n` +
    `\t\t\t\tvar addy_text${id} = '${local}' + '&#64;' + '${dom}' + '&#46;' + '${tld}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n\t\t`
  );
}
const cloak = (local: string, id: string): string =>
  `<span id="cloak${id}">Cette adresse e-mail est protégée contre les robots spammeurs. Vous devez activer le JavaScript pour la visualiser.</span><script type='text/javascript'>${cloakScript(local, id)}</script>`;

type Pro = { shown: string; name: string; title: string; local: string; id: string; honorific?: boolean; postNominal?: boolean };
const PROS: Pro[] = [
  { shown: 'Dre Annie Bouchard, M.D.', name: 'Annie Bouchard', title: 'Médecin de famille, responsable médicale', local: 'abouchard', id: '8a41c2f0d93b', honorific: true, postNominal: true },
  { shown: 'Dr Philippe Ouellet, M.D.', name: 'Philippe Ouellet', title: 'Médecin de famille', local: 'pouellet', id: '2f7e90b1c4d6', honorific: true, postNominal: true },
  { shown: 'Karine Lévesque, IPSPL', name: 'Karine Lévesque', title: 'Infirmière praticienne spécialisée en soins de première ligne', local: 'klevesque', id: 'c05d8e3a17f2', postNominal: true },
  { shown: 'Mathieu Cloutier', name: 'Mathieu Cloutier', title: 'Physiothérapeute', local: 'mcloutier', id: '91b6f4e0a2c8' },
  { shown: 'Émilie Gagné', name: 'Émilie Gagné', title: 'Nutritionniste', local: 'egagne', id: '4e3a0c9d8b71' },
];

export function coopsanteHautRichelieu(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Accueil',
    main: item(
      'Bienvenue à votre coop santé',
      `<p>La Coop Santé Haut-Richelieu est une coopérative de solidarité fondée en 2011 par des citoyennes et citoyens de Saint-Jean-sur-Richelieu, Iberville et Saint-Luc. Elle compte aujourd'hui plus de 6 800 membres et accueille deux médecins de famille, une infirmière praticienne spécialisée et des professionnels en santé globale.</p>` +
        `<p><a href="/devenir-membre">Devenir membre</a> · <a href="/equipe-soignante">Notre équipe soignante</a></p>`,
    ),
  });

  pages['/la-cooperative'] = page({
    path: '/la-cooperative',
    title: 'La coopérative',
    main: item(
      'La coopérative',
      `<p>Propriété de ses membres, la coopérative loue ses locaux aux professionnels et finance le personnel infirmier et administratif grâce à la cotisation annuelle.</p>` +
        `<h3>Conseil d'administration 2024-2025</h3><ul class="ca-liste">` +
        `<li>Réjean Gagnon, président – ${mailto(`rgagnon@${HOST}`)}</li>` +
        `<li>Lise Bergeron, vice-présidente (membre utilisatrice)</li><li>Denis Paquette, trésorier</li><li>Nathalie Côté, secrétaire</li><li>Dre Annie Bouchard, administratrice (membre travailleuse)</li><li>Jean-François Roy, administrateur (membre de soutien)</li></ul>` +
        `<p>L'assemblée générale annuelle a lieu chaque année en juin.</p>`,
    ),
  });

  pages['/equipe-soignante'] = page({
    path: '/equipe-soignante',
    title: 'Équipe soignante',
    main: item(
      'Équipe soignante',
      `<p>Les rendez-vous se prennent par téléphone ou par Bonjour-santé. Les courriels ci-dessous servent au suivi des patients déjà inscrits; n'y envoyez pas de demande urgente.</p>` +
        `<table class="table table-striped"><thead><tr><th>Professionnel·le</th><th>Profession</th><th>Courriel</th></tr></thead><tbody>` +
        PROS.map((p) => `<tr><td>${esc(p.shown)}</td><td>${esc(p.title)}</td><td>${cloak(p.local, p.id)}</td></tr>`).join('') +
        `</tbody></table>`,
    ),
  });

  pages['/devenir-membre'] = page({
    path: '/devenir-membre',
    title: 'Devenir membre',
    main: item('Devenir membre', `<p>Part sociale unique de 50 $ et cotisation annuelle de 75 $ par adulte (gratuit pour les enfants). Le formulaire d'adhésion est disponible à l'accueil ou sur demande au service aux membres (voir <a href="/nous-joindre">Nous joindre</a>).</p>`),
  });

  pages['/fondation'] = page({
    path: '/fondation',
    title: 'Fondation',
    main: item(
      'Fondation de la Coop Santé',
      `<p>La Fondation finance l'équipement de la clinique et le transport des membres à mobilité réduite. La campagne de financement 2025 est présidée par M. Claude Fortin, pharmacien retraité de Saint-Luc.</p><p>Pour faire un don ou obtenir un reçu fiscal : ${mailto(`fondation@${HOST}`)}</p>`,
    ),
  });

  pages['/nous-joindre'] = page({
    path: '/nous-joindre',
    title: 'Nous joindre',
    main: item(
      'Nous joindre',
      `<p>315, boulevard du Séminaire Nord, bureau 120<br>Saint-Jean-sur-Richelieu (Québec) J3B 5L4<br>Téléphone : ${tel('450 347-2210')}</p>` +
        `<p>Directrice générale : Julie Tremblay – ${mailto(`jtremblay@${HOST}`)} – poste 201</p>` +
        `<p>Coordonnatrice des soins infirmiers : Marie-Ève Pelletier, inf. B. Sc. – ${mailto(`mpelletier@${HOST}`)} – poste 230</p>` +
        `<p>Service aux membres (adhésion, changement d'adresse, cotisation) : ${mailto(`membres@${HOST}`)}</p>` +
        `<form class="form-validate form-horizontal" method="post" action="/nous-joindre"><label for="jform_contact_email">Courriel *</label><input type="email" name="jform[contact_email]" id="jform_contact_email" placeholder="votre.courriel@exemple.ca" required><label for="jform_contact_message">Message *</label><textarea name="jform[contact_message]" id="jform_contact_message"></textarea><button class="btn btn-primary validate" type="submit">Envoyer</button></form>`,
    ),
  });

  pages['/espace-membre'] = page({
    path: '/espace-membre',
    title: 'Espace membre',
    main: item('Espace membre', `<form action="/espace-membre" method="post" id="login-form"><input name="username" type="text"><input name="password" type="password"></form><p>Identifiant oublié ? Écrivez à ${mailto(`adhesions.web@${HOST}`)}.</p>`),
  });

  pages['/politique-de-confidentialite'] = page({ path: '/politique-de-confidentialite', title: 'Politique de confidentialité', main: item('Politique de confidentialité', `<p>Conformément à la Loi 25, la personne responsable de la protection des renseignements personnels est la directrice générale.</p>`) });

  pages['/nouvelles/clinique-de-vaccination-automne-2025'] = page({
    path: '/nouvelles/clinique-de-vaccination-automne-2025',
    title: 'Clinique de vaccination – automne 2025',
    main: item(
      'Clinique de vaccination – automne 2025',
      `<p>La coopérative tiendra une clinique de vaccination contre la grippe et la COVID-19 les samedis 18 et 25 octobre, de 9 h à 15 h, pour les membres de 60 ans et plus et les personnes atteintes de maladies chroniques.</p>` +
        `<p>Les rendez-vous sont pris par Sylvie Roy, agente administrative, au 450 347-2210, poste 221, ou à ${mailto(`sroy@${HOST}`)}.</p>`,
    ),
  });

  pages['/sitemaps/pages.xml'] = xmlPage(urlset(HOST, ['/', '/la-cooperative', '/equipe-soignante', '/devenir-membre', '/fondation', '/nous-joindre', '/politique-de-confidentialite'], '2025-09-30'));
  pages['/sitemaps/nouvelles.xml.gz'] = gzipXmlPage(urlset(HOST, ['/nouvelles/clinique-de-vaccination-automne-2025'], '2025-09-30'));

  const ln: CaseKind = 'link-non-english';
  const addresses: TruthAddress[] = [
    { address: `rgagnon@${HOST}`, name: 'Réjean Gagnon', title: 'président', pages: ['/la-cooperative'], cases: ['name-title-line', 'plain', ln] },
    ...PROS.map((p): TruthAddress => {
      const encoded: EncodedAddress = { kind: 'script', text: cloakScript(p.local, p.id) };
      const cases: CaseKind[] = ['table', 'script-protect', ln];
      if (p.honorific) cases.push('honorific');
      if (p.postNominal) cases.push('post-nominal');
      return { address: `${p.local}@${HOST}`, name: p.name, title: p.title, pages: ['/equipe-soignante'], encoded, cases };
    }),
    { address: `jtremblay@${HOST}`, name: 'Julie Tremblay', title: 'Directrice générale', pages: ['/nous-joindre'], cases: ['title-name-line', 'plain', ln] },
    { address: `mpelletier@${HOST}`, name: 'Marie-Ève Pelletier', title: 'Coordonnatrice des soins infirmiers', pages: ['/nous-joindre'], cases: ['title-name-line', 'post-nominal', 'plain', ln] },
    { address: `membres@${HOST}`, name: null, title: null, pages: ['/nous-joindre'], cases: ['role', 'plain', ln] },
    { address: `fondation@${HOST}`, name: null, title: null, pages: ['/fondation'], cases: ['role', 'neighbour', 'plain', ln] },
    { address: `sroy@${HOST}`, name: 'Sylvie Roy', title: 'agente administrative', pages: ['/nouvelles/clinique-de-vaccination-automne-2025'], cases: ['prose', 'sitemap-gzip', 'sitemap-index', 'plain'] },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt:
        `# If the Joomla site is installed within a folder\n# eg www.example.com/joomla/ then the robots.txt file\n# MUST be moved to the site root\n\nUser-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /espace-membre\n`,
      sitemapXml: sitemapIndex(HOST, ['/sitemaps/pages.xml', '/sitemaps/nouvelles.xml.gz'], '2025-09-30'),
      pages,
      headers: { Server: 'Apache', 'X-Content-Encoded-By': 'Joomla! 3.10' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-32',
      languages: ['fr'],
      addresses,
      pattern: '{f}{last}',
      disallowed: ['/espace-membre'],
      nonAddresses: [
        { text: 'votre.courriel@exemple.ca', kind: 'placeholder' },
        { text: `adhesions.web@${HOST}`, kind: 'disallowed' },
      ],
    },
  };
}
