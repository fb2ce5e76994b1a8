/**
 * Orchestre de chambre Lesse &amp; Meuse (OCLM) asbl: a Walloon chamber orchestra in Dinant, on
 * Joomla 4 with its e-mail cloaking. The administrative team as a definition list (function,
 * then name and address, two of them cloaked by Joomla's script), the school programme's
 * coordinator in prose, the press officer as microdata and the digital communication officer in
 * RDFa, the chairman of the board ("Me", a lawyer) in the legal notice's label line, and an
 * audition call reached only through the gzip sitemap. An old subscription address in a
 * comment, a retina logo, the musicians' area disallowed.
 */
import type { SandboxPage } from '../../websites.js';
import { esc, gzipXmlPage, mailto, renderPage, tel, urlset, type PageSpec, type Theme } from '../kit.js';
import type { CaseKind, CrawlWorldSite } from '../types.js';

const HOST = 'oclm-dinant-orchestre.test';
const ORIGIN = `http://${HOST}`;

const MENU: [string, string][] = [
  ['/', 'Accueil'],
  ['/l-orchestre', "L'orchestre"],
  ['/saison-2025-2026', 'Saison 2025-2026'],
  ['/equipe-administrative', "L'équipe"],
  ['/education-et-publics', 'Éducation et publics'],
  ['/espace-presse', 'Presse'],
  ['/contact', 'Contact'],
];

const theme: Theme = {
  host: HOST,
  siteName: 'Orchestre de chambre Lesse & Meuse',
  head: [
    '<meta name="generator" content="Joomla! - Open Source Content Management">',
    `<link href="${ORIGIN}/media/templates/site/cassiopeia/css/template.min.css?4e2d1f" rel="stylesheet">`,
    `<link href="${ORIGIN}/media/templates/site/cassiopeia_oclm/css/user.css?4e2d1f" rel="stylesheet">`,
  ],
  header: () =>
    `<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${ORIGIN}/images/logo-oclm.png" srcset="${ORIGIN}/images/logo-oclm@2x.png 2x" alt="OCLM" width="210" height="70"></a></div></div>` +
    `<div class="grid-child container-nav"><nav class="navbar navbar-expand-md" aria-label="Menu principal"><ul class="mod-menu mod-list nav ">${MENU.map(([h, l], i) => `<li class="nav-item item-${101 + i}"><a href="${h}">${esc(l)}</a></li>`).join('')}</ul></nav></div></header>`,
  footer: () =>
    `<footer class="container-footer footer full-width"><div class="grid-child"><div class="mod-custom custom"><p>Orchestre de chambre Lesse &amp; Meuse asbl – Rue Grande 112, 5500 Dinant<br>N° d'entreprise 0448.271.935 – RPM Liège, division Namur<br>Avec le soutien de la Fédération Wallonie-Bruxelles et de la Province de Namur</p>` +
    `<p><a href="/mentions-legales">Mentions légales</a> · <a href="/espace-musiciens">Espace musiciens</a></p>` +
    `<!-- abonnements : ancienne boîte, ne plus afficher (fusionnée avec la billetterie) abonnements@${HOST} --></div></div></footer>`,
  privacyPath: { fr: '/mentions-legales' },
  bodyEnd: [`<script src="${ORIGIN}/media/templates/site/cassiopeia/js/template.min.js?4e2d1f" defer></script>`],
};

const page = (spec: Omit<PageSpec, 'lang'> & { lang?: string }): SandboxPage => renderPage(theme, { ...spec, lang: spec.lang ?? 'fr-BE' });

/** Joomla's "Content - Email Cloaking" output. */
function cloak(local: string, id: string): string {
  const ent = (s: string) => [...s].map((c, i) => (i % 3 === 1 ? `&#${c.charCodeAt(0)};` : c)).join('');
  const dom = HOST.split('.')[0]!;
  return (
    `<span id="cloak${id}">Cette adresse e-mail est protégée contre les robots spammeurs. Vous devez activer le JavaScript pour la visualiser.</span><script type="text/javascript">\n` +
    `        document.getElementById('cloak${id}').innerHTML = '';\n` +
    `        var prefix = '&#109;a' + 'i&#108;' + '&#116;o';\n` +
    `        var path = 'hr' + 'ef' + '=';\n` +
    `        var addy${id} = '${ent(local)}' + '&#64;';\n` +
    `        addy${id} = addy${id} + '${ent(dom)}' + '&#46;' + 't&#101;st';\n` +
    `        var addy_text${id} = '${ent(local)}' + '&#64;' + '${ent(dom)}' + '&#46;' + 't&#101;st';document.getElementById('cloak${id}').innerHTML += '<a ' + path + '\\'' + prefix + ':' + addy${id} + '\\'>'+addy_text${id}+'<\\/a>';\n` +
    `    </script>`
  );
}

const CLOAK_OLAMBOTTE = cloak('olambotte', 'a3f07c2e9b1d4e55');
const CLOAK_LCOLLIGNON = cloak('lcollignon', '5e81b0d2c4a97f13');

export function orchestreLesseMeuse(): CrawlWorldSite {
  const pages: Record<string, SandboxPage> = {};
  const article = (h1: string, html: string) => `<div class="com-content-article item-page"><div class="page-header"><h1>${esc(h1)}</h1></div><div class="com-content-article__body">${html}</div></div>`;

  pages['/'] = page({
    path: '/',
    title: 'Accueil',
    description: "L'Orchestre de chambre Lesse & Meuse, 24 musiciens professionnels en résidence à Dinant.",
    main: article(
      'Bienvenue',
      `<p>Vingt-quatre musiciennes et musiciens professionnels, une résidence au Centre culturel de Dinant et une quarantaine de concerts par saison, de la Haute-Meuse aux salles de la Fédération Wallonie-Bruxelles.</p>` +
        `<p>Prochain concert : <strong>Mendelssohn, Symphonie « Italienne »</strong>, le samedi 11 octobre 2025 à 20 h, Collégiale Notre-Dame de Dinant. <a href="/saison-2025-2026">Toute la saison</a></p>`,
    ),
  });

  pages['/l-orchestre'] = page({
    path: '/l-orchestre',
    title: "L'orchestre",
    main: article("L'orchestre", `<p>Fondé en 1994 par des musiciens issus du Conservatoire royal de Liège, l'OCLM est une association sans but lucratif reconnue par la Fédération Wallonie-Bruxelles. Son directeur musical, Olivier Lambotte, en a pris la direction en 2016.</p><p>Le premier violon solo est Élise Renard ; le violoncelle solo, Grégoire Dehon.</p>`),
  });

  pages['/saison-2025-2026'] = page({
    path: '/saison-2025-2026',
    title: 'Saison 2025-2026',
    main: article('Saison 2025-2026', `<ul><li>11/10/2025 – Mendelssohn, « Italienne » – Dinant, Collégiale</li><li>29/11/2025 – Haydn et Grétry – Namur, Grand Manège</li><li>14/02/2026 – Concert des amoureux – Ciney, Centre culturel</li><li>23/05/2026 – Beethoven, Symphonie n° 7 – Dinant, Centre culturel</li></ul><p>Réservations : ${mailto(`billetterie@${HOST}`)} ou ${tel('+32 82 21 47 60')}.</p>`),
  });

  pages['/equipe-administrative'] = page({
    path: '/equipe-administrative',
    title: "L'équipe administrative",
    main: article(
      "L'équipe administrative",
      `<p>L'équipe permanente de l'asbl est à votre disposition du lundi au vendredi, de 9 h à 17 h.</p><dl class="equipe">` +
        `<dt>Directeur musical et chef principal</dt><dd>Olivier Lambotte<br>${CLOAK_OLAMBOTTE}</dd>` +
        `<dt>Administratrice générale</dt><dd>Sophie Deprez<br>${mailto(`sdeprez@${HOST}`)} – ${tel('+32 82 21 47 61')}</dd>` +
        `<dt>Chargée de production et de diffusion</dt><dd>Laure Collignon<br>${CLOAK_LCOLLIGNON}</dd>` +
        `<dt>Régisseur général</dt><dd>Benoît Lejeune<br>${mailto(`blejeune@${HOST}`)} – GSM ${tel('+32 475 38 21 09')}</dd>` +
        `<dt>Bibliothécaire et inspecteur de l'orchestre</dt><dd>Julien Masson<br>${mailto(`jmasson@${HOST}`)}</dd>` +
        `</dl>`,
    ),
  });

  pages['/education-et-publics'] = page({
    path: '/education-et-publics',
    title: 'Éducation et publics',
    main: article(
      'Éducation et publics',
      `<p>Chaque saison, l'orchestre accueille plus de 3 000 élèves des écoles fondamentales et secondaires de l'arrondissement de Dinant lors de répétitions ouvertes et de concerts commentés.</p>` +
        `<p>Les animations scolaires sont coordonnées par Céline Warnotte, responsable de l'action culturelle et des publics jeunes ; les enseignants qui souhaitent inscrire une classe peuvent lui écrire à ${mailto(`cwarnotte@${HOST}`)}.</p>`,
    ),
  });

  pages['/espace-presse'] = page({
    path: '/espace-presse',
    title: 'Espace presse',
    main: article(
      'Espace presse',
      `<p>Photos en haute définition, biographies et dossiers de presse sur demande.</p>` +
        `<div class="contact-presse" itemscope itemtype="https://schema.org/Person"><h2>Contact presse</h2><p><span itemprop="name">Maud Fontaine</span>, <span itemprop="jobTitle">attachée de presse</span><br><a href="mailto:mfontaine@${HOST}" itemprop="email">mfontaine@${HOST}</a><br><span itemprop="telephone">+32 477 62 18 40</span></p></div>` +
        `<div class="contact-web" vocab="https://schema.org/" typeof="Person"><h2>Réseaux sociaux et site internet</h2><p><span property="name">Thibault Renson</span> – <span property="jobTitle">chargé de communication numérique</span><br><a href="mailto:trenson@${HOST}" property="email">trenson@${HOST}</a></p></div>`,
    ),
  });

  pages['/contact'] = page({
    path: '/contact',
    title: 'Contact',
    main: article(
      'Contact',
      `<p>Orchestre de chambre Lesse &amp; Meuse asbl<br>Rue Grande 112<br>5500 Dinant<br>Belgique</p><p>Secrétariat : ${tel('+32 82 21 47 60')}<br>Courriel : ${mailto(`info@${HOST}`)}</p><p>Billetterie : ${mailto(`billetterie@${HOST}`)}</p>`,
    ),
  });

  pages['/mentions-legales'] = page({
    path: '/mentions-legales',
    title: 'Mentions légales',
    main: article(
      'Mentions légales',
      `<p>Éditeur responsable : Sophie Deprez, administratrice générale, Rue Grande 112, 5500 Dinant.</p>` +
        `<p>Président du conseil d'administration : Me Philippe Gillard, avocat au barreau de Namur, ${mailto(`pgillard@${HOST}`)}</p>` +
        `<p>Les données personnelles communiquées via ce site ne sont utilisées que pour la gestion de la billetterie et de la newsletter, conformément au RGPD.</p>`,
    ),
  });

  pages['/appel-a-candidatures-cor-solo'] = page({
    path: '/appel-a-candidatures-cor-solo',
    title: 'Appel à candidatures : cor solo',
    main: article(
      'Appel à candidatures : cor solo (CDI, temps partiel 60 %)',
      `<p>L'OCLM recrute un·e cor solo. Épreuves éliminatoires le lundi 19 janvier 2026 à Dinant ; répertoire imposé disponible sur demande.</p>` +
        `<p>Candidatures (CV et lettre de motivation) : Nadia Hallet, responsable des ressources humaines et des auditions, ${mailto(`nhallet@${HOST}`)}, au plus tard le 5 décembre 2025.</p>`,
    ),
  });

  pages['/espace-musiciens'] = page({ path: '/espace-musiciens', title: 'Espace musiciens', main: article('Espace musiciens', `<p>Plannings de service et partitions (accès réservé). Changement de service : planning@${HOST}</p>`) });

  pages['/sitemap.xml.gz'] = gzipXmlPage(
    urlset(HOST, ['/', '/l-orchestre', '/saison-2025-2026', '/equipe-administrative', '/education-et-publics', '/espace-presse', '/contact', '/mentions-legales', '/appel-a-candidatures-cor-solo'], '2025-09-02'),
  );

  const dl = (local: string, name: string, title: string, extra: CaseKind[] = []) => ({
    address: `${local}@${HOST}`,
    name,
    title,
    pages: ['/equipe-administrative'],
    cases: ['definition-list', 'link-non-english', ...extra] as CaseKind[],
  });

  return {
    site: {
      host: HOST,
      robotsTxt: `User-agent: *\nDisallow: /administrator/\nDisallow: /espace-musiciens\n\nSitemap: ${ORIGIN}/sitemap.xml.gz\n`,
      pages,
      headers: { Server: 'Apache' },
    },
    truth: {
      domain: HOST,
      set: 'held-out-39',
      languages: ['fr'],
      addresses: [
        { address: `info@${HOST}`, name: null, title: null, pages: ['/contact'], cases: ['role', 'plain'] },
        { address: `billetterie@${HOST}`, name: null, title: null, pages: ['/saison-2025-2026', '/contact'], cases: ['role', 'plain'] },
        { ...dl('olambotte', 'Olivier Lambotte', 'Directeur musical et chef principal', ['script-protect']), encoded: { kind: 'script', text: CLOAK_OLAMBOTTE } },
        dl('sdeprez', 'Sophie Deprez', 'Administratrice générale', ['plain']),
        { ...dl('lcollignon', 'Laure Collignon', 'Chargée de production et de diffusion', ['script-protect']), encoded: { kind: 'script', text: CLOAK_LCOLLIGNON } },
        dl('blejeune', 'Benoît Lejeune', 'Régisseur général', ['plain']),
        dl('jmasson', 'Julien Masson', "Bibliothécaire et inspecteur de l'orchestre", ['plain']),
        { address: `cwarnotte@${HOST}`, name: 'Céline Warnotte', title: "responsable de l'action culturelle et des publics jeunes", pages: ['/education-et-publics'], cases: ['prose', 'plain', 'link-non-english'] },
        { address: `mfontaine@${HOST}`, name: 'Maud Fontaine', title: 'attachée de presse', pages: ['/espace-presse'], cases: ['microdata', 'plain'] },
        { address: `trenson@${HOST}`, name: 'Thibault Renson', title: 'chargé de communication numérique', pages: ['/espace-presse'], cases: ['rdfa', 'plain'] },
        { address: `pgillard@${HOST}`, name: 'Philippe Gillard', title: "Président du conseil d'administration", pages: ['/mentions-legales'], cases: ['label-line', 'honorific', 'plain', 'link-non-english'] },
        { address: `nhallet@${HOST}`, name: 'Nadia Hallet', title: 'responsable des ressources humaines et des auditions', pages: ['/appel-a-candidatures-cor-solo'], cases: ['sitemap-gzip', 'label-line', 'plain'] },
      ],
      pattern: '{f}{last}',
      disallowed: ['/espace-musiciens'],
      nonAddresses: [
        { text: `abonnements@${HOST}`, kind: 'comment' },
        { text: `planning@${HOST}`, kind: 'disallowed' },
        { text: 'logo-oclm@2x.png', kind: 'retina' },
      ],
    },
  };
}
