/**
 * Le Panier de la Broye: a food-bank association in Payerne (Vaud) that collects unsold food
 * from shops and runs a solidarity grocery, on Joomla 3 with the e-mail cloaking plugin (every
 * address in an article written by a script from pieces). "Le comité" is a table of function,
 * name (Mme / M.) and cloaked address; "Contact" (a custom-HTML module, cloaking off) gives
 * "Fonction : Name – address" lines; "Devenir bénévole" names the partnerships officer in a
 * sentence; the association's JSON-LD states its address as "mailto:" and nests the grocery's
 * manager, whose address appears nowhere else. A photographer beside the press mailbox, the
 * form's placeholder, the cantonal partner's address and the volunteers' area (disallowed)
 * are traps.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite, TruthAddress } from '../types.js';

const HOST = 'panier-broye.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/qui-sommes-nous', 'Qui sommes-nous ?'],
  ['/qui-sommes-nous/le-comite', 'Le comité'],
  ['/devenir-benevole', 'Devenir bénévole'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Le Panier de la Broye',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    '<link href="/templates/protostar/css/template.css?4a7c1e2f9b3d" rel="stylesheet">',
    '<script src="/media/jui/js/jquery.min.js?4a7c1e2f9b3d"></script>',
    '<script src="/media/jui/js/bootstrap.min.js?4a7c1e2f9b3d"></script>',
  ],
  header: (p) =>
    `<div class="body" id="top"><div class="container"><header class="header" role="banner"><div class="header-inner clearfix"><a class="brand pull-left" href="/"><img src="/images/logo-panier-broye.png" alt="Le Panier de la Broye"></a><div class="header-search pull-right"><div class="custom"><p>Épicerie solidaire · Rue de Lausanne 41 · Payerne</p></div></div></div></header>` +
    `<nav class="navigation" role="navigation"><ul class="nav menu nav-pills mod-list">${MENU.map(([h, l], i) => `<li class="item-${101 + i}${h === p.path ? ' current active' : ''}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav><div class="row-fluid"><main id="content" role="main" class="span12">`,
  footer: () =>
    `</main></div></div></div><footer class="footer" role="contentinfo"><div class="container"><hr><div class="custom"><p>Le Panier de la Broye · Association sans but lucratif · Rue de Lausanne 41 · 1530 Payerne · ${tel('026 555 18 42')} · ${mailto(`info@${HOST}`)}</p><p>IBAN CH52 0076 7000 C551 2873 4 · <a href="/mentions-legales">Mentions légales</a> · <a href="/espace-benevoles">Espace bénévoles</a></p></div><p class="pull-right"><a href="#top" id="back-top">Haut de page</a></p><p>© 2025 Le Panier de la Broye</p></div></footer>`,
  privacyPath: { fr: '/mentions-legales' },
};

const page = (spec: Omit<PageSpec, 'lang'>): SandboxPage => renderPage(theme, { ...spec, lang: 'fr-CH' });
const item = (title: string, html: string): string => `<div class="item-page" itemscope itemtype="https://schema.org/Article"><div class="page-header"><h1 itemprop="headline">${esc(title)}</h1></div><div itemprop="articleBody">${html}</div></div>`;

/** Joomla 3's content email cloaking plugin output (one cloak per address). */
function cloak(address: string, id: string): { html: string; script: string } {
  const [local, domain] = address.split('@') as [string, string];
  const dot = domain.lastIndexOf('.');
  const script =
    `document.getElementById('cloak${id}').innerHTML = '';\n` +
    ` var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    ` var path = 'hr' + 'ef' + '=';\n` +
    ` var addy${id} = '${local}' + '&#64;';\n` +
    ` addy${id} = addy${id} + '${domain.slice(0, dot)}' + '&#46;' + '${domain.slice(dot + 1)}';\n` +
    ` var addy_text${id} = '${local}' + '&#64;' + '${domain.slice(0, dot)}' + '&#46;' + '${domain.slice(dot + 1)}';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';`;
  return {
    html: `<span id="cloak${id}">Cette adresse e-mail est protégée contre les robots spammeurs. Vous devez activer le JavaScript pour la visualiser.</span><script type='text/javascript'>\n ${script}\n </script>`,
    script,
  };
}

type Member = { fn: string; shown: string; name: string; local: string; id: string };
const COMITE: Member[] = [
  { fn: 'Présidente', shown: 'Mme Nicole Chappuis', name: 'Nicole Chappuis', local: 'nicole.chappuis', id: 'a3f91c0d7e2b5a8c4f6e1d9b0c7a2e5f' },
  { fn: 'Vice-président', shown: 'M. Alain Rossier', name: 'Alain Rossier', local: 'alain.rossier', id: 'b7e24d9a1c5f8e3b6a0d2c4f9e7b1a3d' },
  { fn: 'Caissier', shown: 'M. Daniel Jaquier', name: 'Daniel Jaquier', local: 'daniel.jaquier', id: 'c1d58f3e9a7b2c6d4e0f8a1b3c5d7e9f' },
  { fn: 'Secrétaire', shown: 'Mme Sylvie Pidoux', name: 'Sylvie Pidoux', local: 'sylvie.pidoux', id: 'd9a06b2c4e8f1a3d5c7e9b0a2d4f6c8e' },
];

export function panierBroye(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};

  pages['/'] = page({
    path: '/',
    title: 'Accueil',
    description: 'Banque alimentaire et épicerie solidaire de la Broye, à Payerne.',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: 'Le Panier de la Broye',
        url: `${ORIGIN}/`,
        email: `mailto:info@${HOST}`,
        telephone: '+41 26 555 18 42',
        address: { '@type': 'PostalAddress', streetAddress: 'Rue de Lausanne 41', postalCode: '1530', addressLocality: 'Payerne', addressRegion: 'VD', addressCountry: 'CH' },
        department: {
          '@type': 'Store',
          name: 'Épicerie solidaire du Panier',
          employee: { '@type': 'Person', name: 'Carole Duruz', jobTitle: 'Gérante de l’épicerie solidaire', email: `mailto:carole.duruz@${HOST}` },
        },
      },
    ],
    main: item(
      'Bienvenue au Panier de la Broye',
      `<p>Chaque semaine, nos 60 bénévoles récupèrent les invendus des commerces de la région et les redistribuent aux personnes qui en ont besoin. Notre épicerie solidaire vend des produits de base à prix réduit aux titulaires d’une carte délivrée par les services sociaux.</p>` +
        `<p><strong>Horaires de l’épicerie :</strong> mardi et jeudi 14 h – 17 h 30, samedi 9 h – 11 h 30.</p><p><a href="/devenir-benevole" class="btn">Rejoignez-nous comme bénévole</a></p>`,
    ),
  });

  pages['/qui-sommes-nous'] = page({
    path: '/qui-sommes-nous',
    title: 'Qui sommes-nous ?',
    main: item(
      'Qui sommes-nous ?',
      `<p>Fondée en 2011 par des paroisses et des commerçants de Payerne, l’association Le Panier de la Broye lutte contre le gaspillage alimentaire et la précarité dans la Broye vaudoise et fribourgeoise. Elle travaille avec les centres sociaux régionaux et la Fondation Partage Vaud (${mailto('info@fondation-partage-vd.test')}), qui nous livre chaque semaine.</p>` +
        `<figure><img src="/images/2024/distribution-noel.jpg" alt="Distribution de Noël 2024"><figcaption>Distribution de Noël 2024 – photo : Marc Duc</figcaption></figure>` +
        `<p>Journalistes : ${mailto(`medias@${HOST}`)}</p><p><a href="/qui-sommes-nous/le-comite">Découvrir le comité</a></p>`,
    ),
  });

  const rows = COMITE.map((m) => {
    const c = cloak(`${m.local}@${HOST}`, m.id);
    return { m, c, html: `<tr><td>${esc(m.fn)}</td><td>${esc(m.shown)}</td><td>${c.html}</td></tr>` };
  });

  pages['/qui-sommes-nous/le-comite'] = page({
    path: '/qui-sommes-nous/le-comite',
    title: 'Le comité',
    main: item(
      'Le comité',
      `<p>Le comité est élu par l’assemblée générale pour deux ans. Tous ses membres sont bénévoles.</p><table class="table table-striped"><thead><tr><th>Fonction</th><th>Nom</th><th>E-mail</th></tr></thead><tbody>${rows.map((r) => r.html).join('')}</tbody></table>` +
        `<p>Membres : Jean-Marc Bersier, Anne-Lise Cherbuin, Pasteur Olivier Rapin.</p>`,
    ),
  });

  const julien = cloak(`julien.mottier@${HOST}`, 'e5c82a7f3b1d9e4c6a0b8d2f4e6a1c3b');
  pages['/devenir-benevole'] = page({
    path: '/devenir-benevole',
    title: 'Devenir bénévole',
    main: item(
      'Devenir bénévole',
      `<p>Chauffeur, trieuse, caissier à l’épicerie : il y a une place pour chacun, même deux heures par mois. Une séance d’accueil a lieu le premier lundi du mois à 18 h.</p>` +
        `<p>Vous êtes un commerce ou une entreprise et souhaitez nous confier vos invendus ? Notre chargé des partenariats, Julien Mottier, vous répond volontiers à l’adresse ${julien.html}.</p>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: item(
      'Contact',
      `<div class="moduletable"><div class="custom"><p><strong>Responsable logistique et ramassages :</strong> M. Yves Cuendet – ${mailto(`yves.cuendet@${HOST}`)}</p><p><strong>Coordinatrice des bénévoles :</strong> Mme Laetitia Bapst – ${mailto(`laetitia.bapst@${HOST}`)}</p><p><strong>Demandes d’aide alimentaire :</strong> ${mailto(`aide@${HOST}`)} ou au ${tel('026 555 18 43')} (mardi matin)</p></div></div>` +
        `<form action="/contact" method="post" class="form-validate form-horizontal"><fieldset><div class="control-group"><label for="jform_contact_name">Nom</label><input type="text" name="jform[contact_name]" id="jform_contact_name" required></div><div class="control-group"><label for="jform_contact_email">E-mail</label><input type="email" name="jform[contact_email]" id="jform_contact_email" placeholder="prenom.nom@exemple.ch" required></div><div class="control-group"><label for="jform_contact_message">Message</label><textarea name="jform[contact_message]" id="jform_contact_message" rows="8"></textarea></div><button class="btn btn-primary validate" type="submit">Envoyer</button></fieldset></form>`,
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: item(
      'Mentions légales',
      `<p>Le Panier de la Broye, association au sens des art. 60 ss CC, Rue de Lausanne 41, 1530 Payerne. IDE CHE-312.884.051.</p><p>Responsable du contenu : le comité de l’association.</p><p>Protection des données : nous traitons vos données conformément à la loi fédérale sur la protection des données (LPD). Aucune donnée n’est transmise à des tiers.</p>`,
    ),
  });

  pages['/espace-benevoles'] = page({
    path: '/espace-benevoles',
    title: 'Espace bénévoles',
    main: item('Espace bénévoles', `<p>Plannings des tournées et des permanences. Pour un accès, écrivez à ${mailto(`planning@${HOST}`)}.</p>`),
  });

  const allPages = ['/', '/qui-sommes-nous', '/qui-sommes-nous/le-comite', '/devenir-benevole', '/contact', '/mentions-legales'];
  const addresses: TruthAddress[] = [
    { address: `info@${HOST}`, name: null, title: null, pages: allPages, cases: ['role', 'plain', 'json-ld-mailto'] },
    { address: `medias@${HOST}`, name: null, title: null, pages: ['/qui-sommes-nous'], cases: ['role', 'neighbour', 'plain', 'link-non-english'] },
    { address: `aide@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
    ...rows.map((r) => ({
      address: `${r.m.local}@${HOST}`,
      name: r.m.name,
      title: r.m.fn,
      pages: ['/qui-sommes-nous/le-comite'],
      encoded: { kind: 'script' as const, text: r.c.script },
      cases: ['table', 'honorific', 'link-non-english', 'script-protect'] as CaseKind[],
    })),
    {
      address: `julien.mottier@${HOST}`,
      name: 'Julien Mottier',
      title: 'chargé des partenariats',
      pages: ['/devenir-benevole'],
      encoded: { kind: 'script', text: julien.script },
      cases: ['prose', 'link-non-english', 'script-protect'],
    },
    { address: `yves.cuendet@${HOST}`, name: 'Yves Cuendet', title: 'Responsable logistique et ramassages', pages: ['/contact'], cases: ['title-name-line', 'honorific', 'plain'] },
    { address: `laetitia.bapst@${HOST}`, name: 'Laetitia Bapst', title: 'Coordinatrice des bénévoles', pages: ['/contact'], cases: ['title-name-line', 'honorific', 'plain'] },
    {
      address: `carole.duruz@${HOST}`,
      name: 'Carole Duruz',
      title: 'Gérante de l’épicerie solidaire',
      pages: ['/'],
      cases: ['json-ld-only', 'json-ld-person', 'json-ld-nested', 'json-ld-mailto'],
    },
  ];

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /bin/\nDisallow: /cache/\nDisallow: /cli/\nDisallow: /components/\nDisallow: /includes/\nDisallow: /installation/\nDisallow: /language/\nDisallow: /layouts/\nDisallow: /libraries/\nDisallow: /logs/\nDisallow: /modules/\nDisallow: /plugins/\nDisallow: /tmp/\nDisallow: /espace-benevoles\n`,
      sitemapXml: urlset(HOST, allPages, '2025-02-18'),
      pages,
      headers: { Server: 'Apache', 'X-Powered-By': 'PHP/8.1.29' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-52',
      languages: ['fr'],
      addresses,
      pattern: '{first}.{last}',
      disallowed: ['/espace-benevoles'],
      nonAddresses: [
        { text: `planning@${HOST}`, kind: 'disallowed' },
        { text: 'info@fondation-partage-vd.test', kind: 'other-company' },
        { text: 'prenom.nom@exemple.ch', kind: 'placeholder' },
      ],
    },
  };
}
